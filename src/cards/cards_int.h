/* cards_int.h — helpers shared inside the cards module: the words (data/cards/cards.json), what
 * a drawing says besides the position (seat labels, a caption), the marks of a move, board
 * drawing and text. */
#ifndef CARDS_INT_H
#define CARDS_INT_H

#include <cairo.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "cards.h"

enum { CARDS_MAX_PATH = 64 };

/* The smallest text a board drawing prints, in points once drawn (A5 cards, diagrams):
 * cards_board_draw enlarges its labels when the board is scaled down. */
#define CARDS_MIN_PT 7.0

/* ---- words ------------------------------------------------------------------------------ */

/* The bytes of data/cards/cards.json, embedded at build time (NUL-terminated), and their
 * length (cmake/embed_json.cmake). */
extern const char *const cards_words_json;
extern const size_t cards_words_len;

/* Who speaks: the parsed words, the game (its section of the words and its knowledge-base
 * entry, either may be absent) and the language. Borrowed pointers. */
struct cards_say {
    const cJSON *words; /* the root of cards.json */
    const char *game;   /* game id ("kalah") or NULL */
    const struct kb_game *kbg;
    enum kb_lang lang;
};

/* Parses the embedded words into *out (free with cJSON_Delete). Returns 0 or -ARB_ERR_INTERNAL
 * (the file is broken: a build-time mistake the tests catch). */
int cards_words_parse(cJSON **out, struct arb_err *err);
/* The word of key: the game's section first, then the language's general words. Never NULL:
 * a missing key gives the key itself (tests check that none is missing). */
const char *cards_word(const struct cards_say *s, const char *key);
/* The string list of key in the game's section of the language (kalah's "setup"), or NULL. */
const cJSON *cards_word_list(const struct cards_say *s, const char *key);
/* Copies tmpl to out[cap] with every {name} replaced by its value in kv (name, value pairs,
 * NULL-terminated); an unknown {name} is copied as written. Truncates at a UTF-8 boundary. */
void cards_fill(char *out, size_t cap, const char *tmpl, const char *const *kv);
/* The name of seat player at a table of players, as players say it (the knowledge base's
 * seats; never 0-based). */
void cards_seat(const struct cards_say *s, int player, int players, char *out, size_t cap);
/* The game's word for its pieces (« graines », "stones"), from the glossary's piece term. */
const char *cards_piece(const struct cards_say *s, bool plural);
/* The game's hole with its article (« la case », « le trou », "pit") into out[cap]. */
void cards_the_hole(const struct cards_say *s, char *out, size_t cap);

/* ---- what a drawing says ---------------------------------------------------------------- */

/* Board colours, shared by the drawings and the cards' legend. */
struct cards_rgb {
    double r, g, b;
};
/* What a legend swatch shows. */
enum cards_swatch {
    CARDS_SW_ORIGIN,
    CARDS_SW_PATH,
    CARDS_SW_CAPTURE,
    CARDS_SW_LIGHT,
    CARDS_SW_DARK,
    CARDS_SW_NEUTRAL,
    CARDS_SW_TOP,
};

/* The seat labels (by each player's row, or under the Qawale grid with the hands), the one
 * drawn in colour (to move, or the winner; -1: none), a caption under the board (a refused
 * move's reason, a draw; "" for none) and a legend row (Qawale's pebble colours, a move's
 * marks; the cards clear it, their pages carry their own). */
struct cards_labels {
    char seat[RULES_MAX_PLAYERS][128];
    int strong;
    char caption[640];
    struct cards_legend_item {
        enum cards_swatch kind;
        char text[64];
    } legend[3]; /* under the board: a move's marks, Qawale's colours */
    int n_legend;
};

/* The labels of pos for s: who is to move, or with out (may be NULL) over, who won. */
void cards_labels_for(const struct cards_say *s, const struct rules_pos *pos,
                      const struct rules_outcome *out, struct cards_labels *labels);
/* Adds the legend item kind with the word key (a full legend keeps its first three). */
void cards_legend_add(const struct cards_say *s, struct cards_labels *labels,
                      enum cards_swatch kind, const char *key);

/* ---- the marks of a move ---------------------------------------------------------------- */

/* What a diagram highlights. Mancala places are ring cells (rules.h layout), qawale places
 * are cell indexes. path is in drop order (at most CARDS_MAX_PATH kept). A refused move has
 * refused set: its path (qawale: up to the step that breaks the rule) is drawn dashed and
 * cross (a place, -1 for none) is crossed out. */
struct cards_mark {
    int origin; /* -1: none */
    int path[CARDS_MAX_PATH];
    int path_len;
    uint32_t captured; /* mancala: bit set of ring cells emptied by a capture */
    bool refused;
    int cross;
};

/* Appends place to mark's path (past CARDS_MAX_PATH: dropped). */
void cards_mark_push(struct cards_mark *mark, int place);

/* The mark of move played from pos: a legal move through g->play with a trace (returns 0), a
 * refused one from the move itself (returns the negative illegal-move code, mark filled). */
int cards_mark_move(const struct rules_game *g, const struct rules_pos *pos,
                    const struct rules_opts *opts, const struct rules_move *move,
                    struct cards_mark *mark);

/* ---- boards ----------------------------------------------------------------------------- */

/* Natural size in points of a diagram of pos with labels (may be NULL: no caption). */
void cards_board_size(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                      double *h);
/* The centre of place (mancala ring cell, qawale cell) in the natural coordinates of the
 * drawing (cards_board_size, drawn at scale 1 at the origin). */
void cards_board_place(const struct rules_pos *pos, int place, double *x, double *y);
/* Draws pos scaled into the box (x, y, w, h), keeping its aspect ratio; mark and labels may
 * be NULL. Labels never print smaller than CARDS_MIN_PT. Returns the scale used. */
double cards_board_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                        const struct cards_labels *labels, double x, double y, double w, double h);
/* The smallest text size, in natural units, that cards_board_draw uses at scale s. */
double cards_board_font(double s);

/* Draws the swatch of kind (a ring, a pebble) centred on (x, y), size d points. */
void cards_swatch(cairo_t *cr, enum cards_swatch kind, double x, double y, double d);

/* ---- text ------------------------------------------------------------------------------- */

/* Text with pango in DejaVu: draws markup-free text wrapped to width at (x, y) with the font
 * description ("DejaVu Sans 9", "DejaVu Sans Bold 14"); returns the height used. Leaves no
 * current point. */
double cards_text(cairo_t *cr, const char *text, const char *font, double x, double y,
                  double width);
/* The height text would take (cards_text without drawing). */
double cards_text_height(cairo_t *cr, const char *text, const char *font, double width);
/* The width of text in one line. */
double cards_text_width(cairo_t *cr, const char *text, const char *font);
/* Draws text centred on (cx, cy) in one line. */
void cards_text_centered(cairo_t *cr, const char *text, const char *font, double cx, double cy);
/* "DejaVu Sans[ Bold] <size>" into out[cap]. */
void cards_font(char *out, size_t cap, bool bold, double size);

/* ---- what differs by rule family -------------------------------------------------------- */

/* A legend: kinds[i] with the word keys[i], n of them. */
struct cards_legend_def {
    const enum cards_swatch *kinds;
    const char *const *keys;
    size_t n;
};

/* How the cards draw and word the positions of one rule family (mancala rows, the Qawale
 * grid). cards_family_of finds it from a position's (or a game table's) kind; nothing else in
 * the module asks which family a position is. */
struct cards_family {
    /* The seats of pos and who is to move. */
    void (*seats)(const struct rules_pos *pos, int *players, int *to_move);
    /* True with its rows and their length when the board's shape follows the options (card
     * text says them); false when the family has one board. */
    bool (*shape)(const struct rules_pos *pos, int *players, int *holes);
    /* Seat p's label before « to move » or « won » is added (seat: its name). */
    void (*seat_label)(const struct cards_say *s, const struct rules_pos *pos, int p,
                       const char *seat, char *out, size_t cap);
    /* The legend every drawing of the family carries (Qawale's pebble colours), and the one a
     * diagram adds for a legal move's marks. */
    void (*base_legend)(const struct cards_say *s, struct cards_labels *labels);
    void (*move_legend)(const struct cards_say *s, const struct cards_mark *mark,
                        struct cards_labels *labels);
    /* The cards' legends: under the start position (n = 0: none) and under the example. */
    struct cards_legend_def setup_legend, turn_legend;
    /* The marks of a legal move from the engine's trace, and of a refused one from the move and
     * the engine's code (mark cleared before either). */
    void (*mark_played)(const struct rules_pos *pos, const struct rules_event *ev, size_t n,
                        struct cards_mark *mark);
    void (*mark_refused)(const struct rules_pos *pos, const struct rules_move *move,
                         enum arb_code code, struct cards_mark *mark);
    /* Drawing (cards_board.c): natural size without the caption and the caption's width; the
     * centre of a place; the board at scale 1 with font size f. */
    void (*size)(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                 double *h, double *cap_w);
    void (*place)(const struct rules_pos *pos, int place, double *x, double *y);
    void (*draw)(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                 const struct cards_labels *labels, double f);
};

/* The family of a position, and of a game (from its table). Never NULL. */
const struct cards_family *cards_family_of(const struct rules_pos *pos);
const struct cards_family *cards_family_of_game(const struct rules_game *g);

/* The drawing entries of the two families' tables (cards_board.c). */
void cards_mancala_size(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                        double *h, double *cap_w);
void cards_mancala_place(const struct rules_pos *pos, int place, double *x, double *y);
void cards_mancala_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                        const struct cards_labels *labels, double f);
void cards_qawale_size(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                       double *h, double *cap_w);
void cards_qawale_place(const struct rules_pos *pos, int place, double *x, double *y);
void cards_qawale_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                       const struct cards_labels *labels, double f);

/* Finishes and destroys surface: rc, or the out-of-memory error when cairo failed (a stream
 * into a buffer fails only when the buffer could not grow). */
int cards_surface_close(cairo_surface_t *surface, int rc, struct arb_err *err);

/* cairo write callback appending to a struct arb_buf (closure). */
cairo_status_t cards_buf_write(void *closure, const unsigned char *data, unsigned int length);

#endif

/* faq_situ_qawale.h — private to the Qawale situation files (faq_situ_qawale_*.c): the
 * functions each reading file gives the others, and the board geometry the builder shares
 * with them. The public face is faq_situ_read_qawale and faq_situ_build_qawale (faq_situ.h);
 * the marked-word queries of every game are faq_situ_read.h's.
 *
 * Ownership: nothing here allocates or keeps state; m (the marked words), used (the numbers
 * consumed, one per word) and s (what was told) are the caller's, read or filled as each
 * comment says.
 *
 * Who does what (each file's top comment says more):
 *   faq_situ_qawale_words.c   persons, colours and counts of pebbles in the words, clauses
 *   faq_situ_qawale_cells.c   cells named, regions, directions, the board's geometry
 *   faq_situ_qawale_stacks.c  stacks: heights, counts, colours, tops, layers, lines, hands
 *   faq_situ_qawale_read.c    the reading entry (faq_situ_read_qawale)
 *   faq_situ_qawale_build.c   the position and move that satisfy it (faq_situ_build_qawale)
 *   faq_situ_qawale_decides.c the path extended, and whether an unsaid cell or height decides */
#ifndef FAQ_SITU_QAWALE_H
#define FAQ_SITU_QAWALE_H

#include <stdbool.h>
#include <stddef.h>

#include "faq_situ_read.h"

/* ---- words (faq_situ_qawale_words.c) ---- */

/* Word i is a pebble word (a pebble or a piece). */
bool faq_situ_qawale_pebble_word(const struct faq_situ_marked *m, size_t i);
/* Word i is a count: faq_situ_is_number, not an article before a cell, corner or stack. */
bool faq_situ_qawale_is_count(const struct faq_situ_marked *m, size_t i);
/* Word j is in word i's clause (j < m->n; i is not bounded, unlike faq_situ_same_clause). */
bool faq_situ_qawale_same_clause(const struct faq_situ_marked *m, size_t i, size_t j);
/* A person named at word j: 1 the opponent, 0 the player, -1 none. */
int faq_situ_qawale_person_at(const struct faq_situ_marked *m, size_t j);
/* The count at word i is the opponent's. */
bool faq_situ_qawale_theirs_at(const struct faq_situ_marked *m, size_t i);
/* Word i (not in used) is a count of pebbles (« 3 galets », « 4 de mes galets »). */
bool faq_situ_qawale_pebble_count(const struct faq_situ_marked *m, const bool *used, size_t i);
/* The pebble colour word i tells: QAWALE_LIGHT, QAWALE_DARK, QAWALE_NEUTRAL, or 0. */
int faq_situ_qawale_colour_at(const struct faq_situ_marked *m, size_t i);
/* The first colour told with person who (0 the player, 1 the opponent), or 0. */
int faq_situ_qawale_told_colour(const struct faq_situ_marked *m, int who);
/* The other player's colour of colour c (0 for a neutral or none). */
int faq_situ_qawale_other_colour(int c);
/* The player's own colour (told, else not the opponent's, else the first said), or 0. */
int faq_situ_qawale_own_colour(const struct faq_situ_marked *m);
/* The first player's colour said of pebbles not told with the player, or 0. */
int faq_situ_qawale_line_colour(const struct faq_situ_marked *m);
/* What clause cl says is on its cells: SITU_TOP_*, *count the height, or 0 (own: the
 * player's colour, 0 unsaid). */
int faq_situ_qawale_clause_content(const struct faq_situ_marked *m, int cl, int own, int *count);
/* A cell named again at word i is a cell of the question, not a step more. */
bool faq_situ_qawale_named_again(const struct faq_situ_marked *m, size_t i,
                                 const struct faq_situ *s);
/* Another question of the text than clause cl asks a permission or a ban. */
bool faq_situ_qawale_legal_asked_elsewhere(const struct faq_situ_marked *m, int cl);
/* The pebble a where-clause asks about (« où se retrouve son galet foncé ? », "where does
 * the neutral end up?"): SITU_TOP_THEIRS, SITU_TOP_NEUTRAL, or 0 (own: the player's colour,
 * 0 unsaid). */
int faq_situ_qawale_asked_pebble(const struct faq_situ_marked *m, int own);
/* Word i starts the player's last pebble still in hand (« c'est mon dernier galet », "this
 * is my last pebble"; not « j'ai posé mon dernier galet », all placed). */
bool faq_situ_qawale_last_in_hand(const struct faq_situ_marked *m, size_t i);
/* The word of the cell a placing word of clause cl plays when the clause's colour and
 * pebble words all come after it and a having word (« je pose sur d1 qui a un foncé »), else
 * (size_t)-1. */
size_t faq_situ_qawale_content_after_placed(const struct faq_situ_marked *m, int cl);
/* Clause cl tells the move (a drop, or a placement telling no content before its cell). */
bool faq_situ_qawale_move_clause(const struct faq_situ_marked *m, int cl);

/* ---- cells and the board (faq_situ_qawale_cells.c) ---- */

/* Cell is a corner of the board. */
bool faq_situ_qawale_corner(int cell);
/* The board's lines of 4 cells: ranks 0..3, files 4..7, then the 2 diagonals. */
enum { QAWALE_LINES = 10, QAWALE_DIAGONALS_FROM = 8 };
/* Cell k (0..3) of line (0..QAWALE_LINES-1). */
int faq_situ_qawale_line_cell(int line, int k);
/* Cell is of region w (SW_CORNER, SW_CENTRE, else an edge). */
bool faq_situ_qawale_in_region(enum faq_situ_word w, int cell);
/* The cell one step from cell in direction d (0 up, 1 right, 2 down, 3 left), RULES_OFF_BOARD
 * past the edge. */
int faq_situ_qawale_neighbour(int cell, int d);
/* The direction a phrase covering word i tells, or -1. */
int faq_situ_qawale_direction_at(const struct faq_situ_marked *m, size_t i);
/* The side a path leaves the board by, told right after the step off it at word i, or -1. */
int faq_situ_qawale_exit_side(const struct faq_situ_marked *m, size_t i);
/* The word after cell word i in a list of cells. */
size_t faq_situ_qawale_next_listed(const struct faq_situ_marked *m, size_t i);
/* Records cell told with its content (SITU_TOP_*, height count), once. */
void faq_situ_qawale_add_told(struct faq_situ *s, int cell, int top, int count);
/* The cells named: told with their content (s->told), then the move's (s->cells). */
void faq_situ_qawale_read_cells(const struct faq_situ_marked *m, int own, struct faq_situ *s);
/* The cell a count of pebbles at word i is told on, or -1. */
int faq_situ_qawale_stack_cell(const struct faq_situ_marked *m, size_t i);
/* Clause cl names a cell. */
bool faq_situ_qawale_clause_names_cell(const struct faq_situ_marked *m, int cl);
/* The first cell the question names, or -1. */
int faq_situ_qawale_first_cell(const struct faq_situ_marked *m);

/* ---- stacks (faq_situ_qawale_stacks.c): each fills s (and used) from m ---- */

/* The height of the stack played. */
void faq_situ_qawale_read_height(const struct faq_situ_marked *m, bool *used, struct faq_situ *s);
/* Counts of pebbles said: a tower, an alignment, the opponent's. */
void faq_situ_qawale_read_counts(const struct faq_situ_marked *m, bool *used, struct faq_situ *s);
/* The colour of the player's pebbles and the one said to cover a pebble of the line. */
void faq_situ_qawale_read_colours(const struct faq_situ_marked *m, struct faq_situ *s);
/* A pebble said on top of a cell covering it; returns whether one was. */
bool faq_situ_qawale_read_top_cover(const struct faq_situ_marked *m, struct faq_situ *s);
/* The cell played said empty. */
void faq_situ_qawale_read_empty(const struct faq_situ_marked *m, struct faq_situ *s, bool acts);
/* A corner, the centre or an edge told in words, standing for one such cell. */
void faq_situ_qawale_read_region(const struct faq_situ_marked *m, struct faq_situ *s);
/* The four cells of a line named into line; returns false when none is named. */
bool faq_situ_qawale_read_line(const struct faq_situ_marked *m, const struct faq_situ *s,
                               int line[4]);
/* What the player proposes: a path of so many cells, or only where to end. */
void faq_situ_qawale_read_claims(const struct faq_situ_marked *m, bool *used, struct faq_situ *s);
/* A stack told pebble by pebble (« de bas en haut : un orange, un foncé »); m's words read
 * are taken out. */
void faq_situ_qawale_read_layers(struct faq_situ_marked *m, bool *used, struct faq_situ *s);
/* The hands told with a move (« c'est mon dernier galet », « il a déjà posé ses 8 »). */
void faq_situ_qawale_read_hands(const struct faq_situ_marked *m, bool *used, bool acts,
                                struct faq_situ *s);
/* Whether the path told is the whole path (« …a2 et c'est tout »). */
bool faq_situ_qawale_read_done(const struct faq_situ_marked *m);

/* ---- probes of the plan built (faq_situ_qawale_decides.c) ---- */

/* Extends the path of mv (from its cell) to len cells, one orthogonal step at a time, never
 * straight back; in direction straight (0..3) when >= 0, off the board past the edge. */
void faq_situ_qawale_extend_path(struct rules_move *mv, int len, int straight);
/* The engine's verdict on pl's move, its stack played from any other cell (the two stacks
 * swapped) with a path of len cells starting toward heading, differs from cell to cell. */
bool faq_situ_qawale_start_decides(const struct faq_situ_plan *pl, int heading, int straight,
                                   int len);
/* The verdict on pl's path told, played from one neighbour of its first cell or another,
 * differs. */
bool faq_situ_qawale_origin_decides(const struct faq_situ_plan *pl);
/* The verdict on pl's move (its steps told, on straight when >= 0; ending on dest when
 * dest >= 0) differs from one height of the stack played to another. false when out of
 * memory. */
bool faq_situ_qawale_height_decides(const struct faq_situ_plan *pl, int straight, int dest);

#endif

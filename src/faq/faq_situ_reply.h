/* faq_situ_reply.h — inside the reply stage of the situations (faq_situ.h): the sentence
 * kit (faq_situ_say.c), the engine's run of a plan summed up (faq_situ_reply_run.c), the
 * family of its outcome, the mancala tellers and the response (faq_situ_reply_*.c), and the
 * Qawale teller (faq_situ_qawale_reply.c). Private to those files. */
#ifndef FAQ_SITU_REPLY_H
#define FAQ_SITU_REPLY_H

#include "faq_situ.h"

enum {
    FAQ_SITU_MAX_EVENTS = 512, /* events of one engine run kept */
    FAQ_SITU_MAX_VARS = 16,    /* named values of one sentence */
    FAQ_SITU_VAR_LEN = 200,    /* bytes of one value */
    FAQ_SITU_TEXT_CAP = 2048,  /* bytes of one answer */
    FAQ_SITU_MAX_SOWN = 12     /* the pits a sowing drops in told one by one (no more) */
};

/* ---- the sentence kit (faq_situ_say.c) ---- */

struct faq_situ_noun {
    char w[FAQ_TOKEN_LEN * 2], pl[FAQ_TOKEN_LEN * 2]; /* singular, plural */
    char g;                                           /* 'f' or 'm' */
};

/* The game's piece, hole and store words in one language. */
struct faq_situ_words {
    struct faq_situ_noun piece, hole, store;
};

struct faq_situ_text {
    char s[FAQ_SITU_TEXT_CAP];
    size_t len;
};

struct faq_situ_vars {
    size_t n;
    const char *k[FAQ_SITU_MAX_VARS];
    char v[FAQ_SITU_MAX_VARS][FAQ_SITU_VAR_LEN];
};

/* What a sentence is rendered with: the lexicon, the language, the game's nouns and the
 * named values (all borrowed). */
struct faq_situ_say {
    const struct faq_situ_ctx *c;
    enum faq_lang lang;
    const struct faq_situ_words *w;
    const struct faq_situ_vars *v;
    bool ask_laps; /* the question asks the laps: « without a lap » is worth saying */
    bool ask_sown; /* the question asks the pits the sowing drops in */
    /* who moves, the person the sentences speak of, and that person's gender ('f' or 'm') */
    enum faq_situ_mover mover;
    char gender;
};

/* Appends s to x (cut at the capacity). */
void faq_situ_put(struct faq_situ_text *x, const char *s);

/* Sets the value of k (a literal: borrowed) to the formatted text; past FAQ_SITU_MAX_VARS
 * names the value is dropped. */
void faq_situ_var(struct faq_situ_vars *v, const char *k, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* Appends the lexicon's template key rendered: {var}, {noun}, {nouns}, {noun#var} (plural
 * unless var is 1), {cls:…:noun} (grammar forms agreeing with noun, then noun), {@cls} (the
 * grammar form of the mover's person: « il », "she"); the template and forms of r's mover
 * (faq_situ_person_text). */
void faq_situ_render(const struct faq_situ_say *r, const char *key, struct faq_situ_text *x);

/* faq_situ_render into the value name of v, for nested pieces of sentences. */
void faq_situ_render_var(const struct faq_situ_say *r, const char *key, struct faq_situ_vars *v,
                         const char *name);

/* The piece, hole and store nouns of game g in lang (its glossary). */
void faq_situ_game_words(const struct kb_game *g, enum faq_lang lang, struct faq_situ_words *w);

/* « Oui. » / « Non. » and a space. */
void faq_situ_lead(const struct faq_situ_say *r, bool yes, struct faq_situ_text *x);

/* The message of an illegal-move code (negative): the lexicon's in English, else the
 * engine's (French); static storage. */
const char *faq_situ_illegal_message(const struct faq_situ_ctx *c, const struct rules_game *g,
                                     enum faq_lang lang, int code);

/* ---- the engine's run of a plan (faq_situ_reply_run.c) ---- */

/* What the events of a move say, summed up. */
struct faq_situ_sum {
    int picked, origin, laps, skips, last_player, last_pit, fed;
    int last_lap; /* the lap the last piece lands in (the engine's count, 1 the first) */
    bool last_store, grand_slam, no_capture, extra;
    int others_stores; /* pieces sown into another player's store */
    bool lap_partial;  /* the last piece lands in a lap not completed (23 seeds: 2 full, a 3rd) */
    int nsown, sown_player[FAQ_SITU_MAX_SOWN], sown_pit[FAQ_SITU_MAX_SOWN]; /* 0: a store */
    int no_capture_pit;
    int ncap, cap_player[8], cap_pit[8], cap_count[8];
    int ncol, col_player[RULES_MAX_PLAYERS], col_count[RULES_MAX_PLAYERS],
        col_by[RULES_MAX_PLAYERS];
    int lifted, ndrops, drops[QAWALE_MAX_PATH], drop_pebble[QAWALE_MAX_PATH];
    bool aligned;
    int align_player;
};

struct faq_situ_run {
    bool legal;
    int code; /* the illegal-move code (negative) */
    struct rules_result res;
    struct rules_outcome out; /* of the position, when no move */
    struct rules_event ev[FAQ_SITU_MAX_EVENTS];
    struct rules_trace tr;
    struct faq_situ_sum sum;
};

/* A plan that asks the pit played (SITU_MISSING_PIT) of s, whose count was told: when the
 * outcome asked is the same from every pit of the row, *p becomes the plan of the first, the
 * pit said as assumed (faq_situ_reply_anypit.c); else *p is left. Returns 0, or the builder's
 * negative code. */
int faq_situ_settle_pit(const struct faq_situ_ctx *c, const struct faq_situ *s,
                        struct faq_situ_plan *p, struct arb_err *err);

/* Plays mv (p->has_move; else the outcome of pos is asked) from pos with p's options into r
 * and sums its events up. */
void faq_situ_run_plan(const struct rules_game *g, const struct rules_pos *pos,
                       const struct faq_situ_plan *p, const struct rules_move *mv,
                       struct faq_situ_run *r);

/* ---- the family of the outcome (faq_situ_reply_family.c) ---- */

/* The family of an illegal move's code (negative) for s. */
enum faq_situ_family faq_situ_illegal_family(int code, const struct faq_situ *s,
                                             const struct faq_situ_run *r);

/* The family of the outcome of mancala plan p's run r for s (t: the game's traits; nmoves:
 * the legal moves of p->pos, 0 when no move is played). */
enum faq_situ_family faq_situ_mancala_family(const struct faq_situ *s,
                                             const struct faq_situ_plan *p,
                                             const struct faq_situ_traits *t,
                                             const struct faq_situ_run *r, uint64_t nmoves);

/* ---- the mancala tellers: each appends its sentence to x, from the engine's run ---- */

/* faq_situ_reply_laps.c: « Avec 19 graines depuis ta case 5 : 1 tour complet, ta case de
 * départ est sautée, la dernière tombe dans ta case 1. » */
void faq_situ_tell_sowing(const struct faq_situ_say *r0, const struct faq_situ_sum *u, int players,
                          struct faq_situ_text *x);

/* faq_situ_reply_capture.c: kalah's capture (the mover is player mover), awalé's capture
 * and where its chain stops. */
void faq_situ_tell_kalah_capture(const struct faq_situ_say *r0, const struct faq_situ_run *run,
                                 int mover, struct faq_situ_text *x);
void faq_situ_tell_awale_capture(const struct faq_situ_say *r0, const struct faq_situ_run *run,
                                 struct faq_situ_text *x);

/* faq_situ_reply_end.c: the end of the game for reason and what it collects. */
void faq_situ_tell_end(const struct faq_situ_say *r0, const struct faq_situ_run *run, int reason,
                       struct faq_situ_text *x);
/* Who wins a finished game, from its final scores when every store was told; else *ask is
 * set to SITU_MISSING_STORES and nothing is told. */
void faq_situ_tell_winner(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                          const struct rules_outcome *out, struct faq_situ_text *x,
                          enum faq_situ_missing *ask);
/* The store s asks of, before the move and after it. */
void faq_situ_tell_store(const struct faq_situ_say *r0, const struct faq_situ *s,
                         const struct faq_situ_plan *p, const struct faq_situ_run *run,
                         struct faq_situ_text *x);
/* A position already over: the collection its end makes, and the winner when asked. */
void faq_situ_tell_settled(const struct faq_situ_say *rr, const struct faq_situ *s,
                           const struct faq_situ_plan *p, const struct faq_situ_run *run,
                           struct faq_situ_text *x, enum faq_situ_missing *ask);
/* The resign played: who wins, led by the yes/no asked. */
void faq_situ_tell_resign(const struct faq_situ_say *r, const struct faq_situ *s,
                          const struct faq_situ_plan *p, const struct faq_situ_run *run,
                          struct faq_situ_text *x);

/* faq_situ_reply_which.c: the pits of p->found giving the outcome asked, or that none does
 * (told_all: every pit of the mover's row was told). */
void faq_situ_tell_which(const struct faq_situ_say *r0, const struct faq_situ *s,
                         const struct faq_situ_plan *p, bool told_all, struct faq_situ_text *x);
/* Sets "pits" in out: p->which_unknown named, for the clarify question. */
void faq_situ_which_unknown_var(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                                struct faq_situ_vars *out);
/* Every pit of the mover's row was told a count, or the row holds only what was said, or it
 * is the start position. */
bool faq_situ_which_told_all(const struct faq_situ *s, const struct rules_pos *pos);

/* faq_situ_reply_mancala.c: the whole answer for a mancala plan p's run (alt: the run of
 * p->alt when the chain's other case takes otherwise, else NULL); *ask: what to ask
 * besides. */
void faq_situ_tell_mancala(const struct faq_situ_say *r, const struct faq_situ *s,
                           const struct faq_situ_plan *p, const struct faq_situ_traits *t,
                           const struct faq_situ_run *run, const struct faq_situ_run *alt,
                           struct faq_situ_text *x, enum faq_situ_missing *ask);

/* ---- the response (faq_situ_reply_json.c, faq_situ_reply_clarify.c) ---- */

/* Adds to sim the seat of the player asking when another player moves (s->mover): "asker",
 * the seat after the mover's when the asker is the mover's opponent, null for an onlooker;
 * nothing when the asker moves. sim may be NULL. */
void faq_situ_add_asker(cJSON *sim, const struct faq_situ *s, const struct rules_pos *pos);

/* The simulation member of r, the run of mv from pos: the built position, the move, the
 * options, and the engine's verdict (play body, or the refusal, or the outcome of the
 * position). Caller owns; NULL when out of memory. */
cJSON *faq_situ_simulation_json(const struct rules_game *g, const struct rules_pos *pos,
                                const struct faq_situ_plan *p, const struct rules_move *mv,
                                const struct faq_situ_run *r);

/* The move as JSON (Qawale's: faq_situ_qawale_move_json). Caller owns; NULL when out of
 * memory. */
cJSON *faq_situ_move_json(const struct rules_game *g, const struct rules_move *m);

/* "yes", "no" or null: the polarity the answer's first word states. Caller owns. */
cJSON *faq_situ_lead_json(const struct faq_situ_ctx *c, enum faq_lang lang, const char *answer);

/* The response object with the members every answer has, in faq_ask's order; takes diagram
 * and clarify (both may be NULL). Caller owns; NULL when out of memory. */
cJSON *faq_situ_response(const char *answer, enum faq_lang lang, const struct kb_game *g,
                         const struct kb_entry *e, double confidence, cJSON *diagram,
                         cJSON *clarify, bool answered, const char *question);

/* {"question","missing":[…]}: what to ask the player about what, in the game's words.
 * Caller owns; NULL when out of memory. */
cJSON *faq_situ_clarify_json(const struct faq_situ_say *r, const struct faq_situ_plan *p,
                             enum faq_situ_missing what);

/* The response asking p->missing instead of answering, into *resp (caller owns). Returns 0
 * or -ARB_ERR_NOMEM. */
int faq_situ_reply_missing(const struct faq_situ *s, const struct faq_situ_plan *p,
                           const struct faq_situ_say *r, const char *question, cJSON **resp,
                           struct arb_err *err);

/* ---- Qawale (faq_situ_qawale_reply.c) ---- */

/* The family of the outcome of plan p's run r, for s. */
enum faq_situ_family faq_situ_qawale_family(const struct faq_situ *s, const struct faq_situ_plan *p,
                                            const struct faq_situ_run *r);

/* Appends the answer to s for p's run to x: the yes/no, the cells and pebbles, all from the
 * engine's run. *ask: what to ask besides (SITU_MISSING_HEIGHT when the answer holds for the
 * height the path fits only). *example: the simulation of p->example when the answer tells
 * it (caller owns, a case of the simulation), else NULL. Out of memory, the example is
 * left out. */
void faq_situ_tell_qawale(const struct faq_situ_say *r, const struct faq_situ *s,
                          const struct faq_situ_plan *p, const struct faq_situ_run *run,
                          struct faq_situ_text *x, enum faq_situ_missing *ask, cJSON **example);

/* Appends to said the assumption of a stack of height on cell (height < 0: the cell played
 * was assumed). */
void faq_situ_qawale_assume(const struct faq_situ_say *r, int height, int cell,
                            struct faq_situ_text *said);

/* Sets value "stack" of v: the stack played named by its cell when the player named it
 * (« la pile en c3 »), else by the move (« la pile où tu poses »). */
/* Sets "path" in v: the cells of p's move path told, named and listed (an off-board step
 * skipped). */
void faq_situ_qawale_path_var(const struct faq_situ_say *r, const struct faq_situ_plan *p,
                              struct faq_situ_vars *v);
void faq_situ_qawale_stack_var(const struct faq_situ_say *r, const struct faq_situ_plan *p,
                               struct faq_situ_vars *v);

/* The move as JSON, a cell off the board as null (the engine reads any non-name as off the
 * board, docs/api.md). Caller owns; NULL when out of memory. */
cJSON *faq_situ_qawale_move_json(const struct rules_move *m);

#endif

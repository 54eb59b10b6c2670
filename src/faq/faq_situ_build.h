/* faq_situ_build.h — inside the mancala position builder (faq_situ_build*.c): the board of
 * counts told, the build in progress handed from stage to stage, and the stages. The entry is
 * faq_situ_build (faq_situ.h); the stages run in the order they are declared here, each
 * returning false when the plan is settled (what to ask is set, or the move is all there is
 * to play). Private to those files. */
#ifndef FAQ_SITU_BUILD_H
#define FAQ_SITU_BUILD_H

#include "faq_situ.h"

/* The known counts: known[cell] = count said, -1 unsaid. */
struct faq_situ_board {
    int32_t known[RULES_MANCALA_CELLS];
};

/* A mancala build in progress: what was said (s), the plan being filled (pl, its position
 * started in the shape told), and what the stages learn on the way. */
struct faq_situ_mancala {
    const struct faq_situ *s;
    const struct rules_game *g;
    struct faq_situ_plan *pl;
    struct mancala_pos *p; /* &pl->pos.m */
    struct faq_situ_traits t;
    bool kalah; /* t.sows_store */
    int holes, players, width;
    struct faq_situ_board b;
    int origin, count; /* the pit played (1-based, 0 none) and its count */
    int32_t every;     /* the count of every pit not told otherwise, or FAQ_SITU_UNSAID */
    int land_pit;      /* the pit the question says the last piece lands in, 0 none */
    bool which;        /* the move is what is asked (« quel trou me fait rejouer ? ») */
    /* where the sowing of the move goes: what each cell gains, its last cell (-1 none), the
     * cell it lands in as said or sown (-1), the mover's pit0 it faces (-1) */
    int32_t gain[RULES_MANCALA_CELLS];
    int last, land_cell, facing_pit0;
    bool told;       /* the pit played and its count were both said */
    bool claim_off;  /* the landing said is not where the sowing told lands */
    int before_said; /* the count said of the pit before the landing, -1 */
};

/* ---- the board (faq_situ_build_board.c) ---- */

static inline int faq_situ_cell(const struct mancala_pos *p, int player, int pit0)
{
    return player * (p->holes + 1) + pit0;
}

/* Resolves « dernière » / « avant-dernière » / the middle pit against the row length. */
int faq_situ_resolve_pit(int pit, int holes);

/* Seeds each cell receives when player 0 sows n from pit0 of p's shape (kalah: the other
 * stores skipped; awale: the stores and the origin skipped), and the cell of the last one. */
int faq_situ_sow_gains(const struct rules_game *g, const struct mancala_pos *p, int pit0, int n,
                       int32_t gain[RULES_MANCALA_CELLS]);

/* The pieces one whole lap from a pit of p's shape takes to come back to it (awalé, which
 * skips it, ends the lap one pit past it). */
int faq_situ_lap_count(const struct faq_situ_traits *t, const struct mancala_pos *p);

/* The smallest count v >= from such that v + gain is not 2 or 3 (no awalé capture). */
int32_t faq_situ_safe_count(int32_t from, int32_t gain);

/* ---- a resign (faq_situ_build_resign.c) ---- */

/* « j'abandonne, qui gagne ? »: the mover's resign played on the shape told, with the stores
 * and rows told when they fix the final scores (pl->stores_said). 0, or a negative code. */
int faq_situ_build_resign(const struct faq_situ *s, struct faq_situ_plan *pl, struct arb_err *err);

/* ---- the settings (faq_situ_build_shape.c) ---- */

/* Starts pl->pos and pl->opts in the options and shape s said (kalah), as for a new game.
 * Returns g->start's code. */
int faq_situ_shape(const struct faq_situ *s, const struct rules_game *g, struct faq_situ_plan *pl,
                   struct arb_err *err);

/* ---- the stages, in order ---- */

/* faq_situ_build_rows.c: the counts said at numbered pits, of a player's own row, then of
 * every other row not told. */
bool faq_situ_mancala_pits(struct faq_situ_mancala *m);

/* faq_situ_build_sowing.c: the pit played and its count, or the start position, or the move
 * asked; then where its sowing goes and whether a landing said contradicts it. */
bool faq_situ_mancala_origin(struct faq_situ_mancala *m);
void faq_situ_mancala_landing(struct faq_situ_mancala *m);

/* faq_situ_build_rows.c: the counts said around the landing (the pit, those facing it, the
 * one before), the opponent's row in all, the rest, every pit not told. */
bool faq_situ_mancala_around(struct faq_situ_mancala *m);

/* faq_situ_build_ends.c: who wins presupposes the end: the rows nothing was told of, empty
 * (said as assumed). */
void faq_situ_end_by_my_row(struct faq_situ_board *b, struct faq_situ_plan *pl, bool others_told);
void faq_situ_end_their_row(const struct faq_situ *s, struct faq_situ_board *b,
                            struct faq_situ_plan *pl);

/* faq_situ_build_fill.c: the counts the outcome turns on, unsaid, asked back; else every pit
 * not told filled, and the mover made able to feed an opponent with none. */
bool faq_situ_mancala_unsaid(struct faq_situ_mancala *m);
void faq_situ_mancala_fill(struct faq_situ_mancala *m);

/* faq_situ_build_stores.c: the stores told, the rest of a fixed-total board. */
bool faq_situ_mancala_stores(struct faq_situ_mancala *m);

/* faq_situ_build_chain.c: the other case of an awalé capture chain (pl->alt). */
void faq_situ_mancala_chain(struct faq_situ_mancala *m);

/* faq_situ_build_which.c: « quel trou me fait rejouer ? »: every legal move from a pit told,
 * and the unsaid pits its outcome turns on (pl->which, found, which_unknown, missing). */
void faq_situ_which_search(const struct rules_game *g, const struct faq_situ *s,
                           const struct faq_situ_board *b, struct faq_situ_plan *pl);

/* faq_situ_build_restated.c: the numbers told again against the position built and the
 * engine's play of its move: one that fits nothing asked (SITU_MISSING_UNREAD). */
void faq_situ_check_restated(const struct faq_situ *s, struct faq_situ_plan *pl);

#endif

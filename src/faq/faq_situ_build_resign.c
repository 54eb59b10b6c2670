/* faq_situ_build_resign.c — a resign told (« j'abandonne, qui gagne ? », « j'abandonne avec
 * 12 dans mon pot contre 25, il en reste 11 sur le plateau : score final ? », « mon fils
 * abandonne ») played on the shape told, by the player who resigns. The resigner is placed last
 * whatever the board, so who wins never depends on the unsaid; the final scores do, and the plan
 * says they are known (pl->stores_said) only when what was told fixes them: both stores, and the
 * pieces each row holds (a fixed-total board: what the stores leave; kalah: every row told).
 * Nothing is made up: otherwise the position stays the start of the shape and no score is told. */
#include "faq_situ_build.h"

/* The count told of side's store, or FAQ_SITU_UNSAID. */
static int32_t store_told(const struct faq_situ *s, enum faq_situ_side side)
{
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store && !s->counts[k].after && s->counts[k].side == side)
            return s->counts[k].count;
    return FAQ_SITU_UNSAID;
}

/* The pieces told of side's row: its total (« 10 pierres de mon côté ») or its pits, 0 when the
 * row is said empty, FAQ_SITU_UNSAID when nothing tells it. */
static int32_t row_told(const struct faq_situ *s, enum faq_situ_side side)
{
    int32_t sum = 0;
    bool told = side == SITU_SIDE_MINE ? s->mine_empty : s->opp_empty;
    for (size_t k = 0; k < s->ncounts && !told; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (!c->store && !c->after && c->rel == SITU_REL_PIT && !c->player && c->side == side) {
            sum += c->count;
            told = told || c->pit == 0;
        }
    }
    return told ? sum : FAQ_SITU_UNSAID;
}

/* n pieces spread over every pit of row q, the first pits one more. */
static void spread(struct mancala_pos *p, int q, int32_t n)
{
    for (int i = 0; i < p->holes; i++)
        p->cell[faq_situ_cell(p, q, i)] = n / p->holes + (i < n % p->holes);
}

/* The stores and the rows of a fixed-total board (awalé, escargots): the stores told, what
 * they leave on the board spread over both rows. False when what was told does not fix it. */
static bool fixed_board(const struct faq_situ *s, const struct faq_situ_traits *t,
                        struct faq_situ_plan *pl)
{
    struct mancala_pos *p = &pl->pos.m;
    int32_t mine = store_told(s, SITU_SIDE_MINE), theirs = store_told(s, SITU_SIDE_THEIRS);
    if (mine < 0 && theirs >= 0 && s->on_board >= 0)
        mine = t->total - theirs - s->on_board;
    if (theirs < 0 && mine >= 0 && s->on_board >= 0)
        theirs = t->total - mine - s->on_board;
    int32_t board = t->total - mine - theirs;
    if (mine < 0 || theirs < 0 || board < 0 || (s->on_board >= 0 && s->on_board != board)) {
        if (mine >= 0 && theirs >= 0) { /* the counts told add up to no board: asked */
            pl->missing = SITU_MISSING_UNREAD;
            pl->unread_num = s->on_board >= 0 ? s->on_board : mine;
        }
        return false;
    }
    spread(p, 0, board - board / 2);
    spread(p, 1, board / 2);
    p->cell[p->holes] = mine;
    p->cell[2 * (p->holes + 1) - 1] = theirs;
    return true;
}

/* Kalah's stores and rows, every one told (two players). */
static bool told_board(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct mancala_pos *p = &pl->pos.m;
    int32_t mine = store_told(s, SITU_SIDE_MINE), theirs = store_told(s, SITU_SIDE_THEIRS),
            row_mine = row_told(s, SITU_SIDE_MINE), row_theirs = row_told(s, SITU_SIDE_THEIRS);
    if (p->players != 2 || mine < 0 || theirs < 0 || row_mine < 0 || row_theirs < 0)
        return false;
    spread(p, 0, row_mine);
    spread(p, 1, row_theirs);
    p->cell[p->holes] = mine;
    p->cell[2 * (p->holes + 1) - 1] = theirs;
    return true;
}

int faq_situ_build_resign(const struct faq_situ *s, struct faq_situ_plan *pl, struct arb_err *err)
{
    const struct rules_game *g = pl->game->rules;
    struct faq_situ_traits t;
    int rc = faq_situ_shape(s, g, pl, err);
    if (rc < 0 || faq_situ_traits(g, &t) < 0)
        return rc < 0 ? rc : arb_err_set(err, ARB_ERR_INTERNAL, "game", "%s", g->id);
    struct faq_situ_plan start = *pl;
    pl->stores_said = t.fixed_total ? fixed_board(s, &t, pl) : told_board(s, pl);
    struct arb_err e2;
    if (pl->stores_said && g->check(&pl->pos, &e2) < 0) {
        *pl = start; /* a board the engine does not take: the shape's start, no score told */
        pl->stores_said = false;
    }
    if (pl->missing != SITU_MISSING_NONE)
        return 0;
    pl->pos.m.to_move = s->resigner == SITU_SIDE_THEIRS; /* « mon fils abandonne » */
    pl->has_move = true;
    pl->move = (struct rules_move){.resign = true};
    return 0;
}

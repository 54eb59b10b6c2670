/* faq_situ_build_shape.c — the settings of a mancala situation: what the engine does (learnt
 * by playing it once: faq_situ_traits), and the options and board shape told (players, holes,
 * stones at the start, kalah's capture settings) started as a new game, the players a row
 * told needs said as assumed. */
#include "faq_situ_build.h"

enum { PROBE_TRACE = 64 };

int faq_situ_traits(const struct rules_game *g, struct faq_situ_traits *t)
{
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos, big;
    struct rules_result res;
    struct rules_event ev[PROBE_TRACE];
    struct rules_trace tr = {ev, PROBE_TRACE, 0, false};
    struct arb_err err;
    *t = (struct faq_situ_traits){0};
    if (g->kind != RULES_MANCALA || g->start(&o, &pos, NULL, &err) < 0)
        return -1;
    /* a sowing of more than a lap from the last pit tells what is sown and skipped */
    const struct mancala_pos *p = &pos.m;
    int width = p->holes + 1;
    t->holes = p->holes;
    for (int c = 0; c < p->players * width; c++)
        t->total += p->cell[c];
    big = pos;
    big.m.cell[0] += 1;
    t->fixed_total = g->check(&big, &err) < 0;
    big = pos;
    big.m.cell[p->holes - 1] += big.m.cell[0];
    big.m.cell[0] = 0;
    struct rules_move mv = {.pit = p->holes};
    if (g->play(&big, &o, &mv, &res, &tr) < 0)
        return -1;
    for (size_t i = 0; i < tr.n; i++) {
        t->sows_store |= ev[i].type == RULES_EV_STORE;
        t->skips_origin |= ev[i].type == RULES_EV_SKIP_ORIGIN;
    }
    return 0;
}

/* « avec 4 trous par joueur », no player count told: the fewest players the row told is played
 * with (kalah: 4 holes from three players on), said as assumed; o unchanged when its own
 * players take that row. */
static void players_for_holes(const struct faq_situ *s, const struct rules_game *g,
                              struct rules_opts *o, struct faq_situ_plan *pl)
{
    struct rules_pos probe;
    struct arb_err e;
    unsigned warn = 0;
    if (s->players != FAQ_SITU_UNSAID || s->holes < 1 || g->start(o, &probe, &warn, &e) < 0 ||
        !(warn & RULES_WARN_HOLES_CHANGED))
        return;
    for (int n = o->players + 1; n <= g->max_players; n++) {
        struct rules_opts more = *o;
        more.players = n;
        warn = 0;
        if (g->start(&more, &probe, &warn, &e) == 0 && !(warn & RULES_WARN_HOLES_CHANGED)) {
            *o = more;
            faq_situ_assume(pl, SITU_ASSUME_PLAYERS, n, s->holes);
            return;
        }
    }
}

/* The options and shape said (kalah), as for a new game. */
int faq_situ_shape(const struct faq_situ *s, const struct rules_game *g, struct faq_situ_plan *pl,
                   struct arb_err *err)
{
    struct rules_opts o = rules_opts_default();
    unsigned warn = 0;
    if (g->max_players > 2) { /* the shape and capture settings of a game for more than two */
        if (s->players >= 2 && s->players <= RULES_MAX_PLAYERS)
            o.players = s->players;
        if (s->holes >= 1)
            o.holes = s->holes;
        if ((s->stones >= 1 || s->board >= 1) && s->start) /* « on a commencé avec 3 par trou » */
            o.stones = s->stones >= 1 ? s->stones : s->board;
        if (s->capture_from != FAQ_SITU_UNSAID)
            o.rule[KALAH_RULE_CAPTURE_FROM] = s->capture_from;
        if (s->empty_opposite != FAQ_SITU_UNSAID)
            o.rule[KALAH_RULE_EMPTY_OPPOSITE] = s->empty_opposite;
    }
    players_for_holes(s, g, &o, pl);
    pl->opts = o;
    int rc = g->start(&o, &pl->pos, &warn, err);
    if (rc == 0 && (warn & RULES_WARN_HOLES_CHANGED))
        faq_situ_assume(pl, SITU_ASSUME_HOLES, s->holes,
                        pl->pos.m.holes); /* 4 holes at 2: played at 6 */
    return rc;
}

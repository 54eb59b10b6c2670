/* faq_situ_build.c — the position builder: from what a situation said to a legal position
 * and move of its game. What was said is kept exactly; what was not is filled so that the
 * outcome asked does not depend on it (pits that receive the last piece of a sowing are
 * never left at a count that would capture unless the question said so, every row keeps
 * pieces unless said empty, the awalé board holds its 48 seeds with the rest in the
 * stores). When the outcome depends on something unsaid the plan says what is missing, or
 * carries a second position for the other case (the capture chain). The engine itself is
 * not run here except to learn where a sowing goes. This file is the entry and the order of
 * the mancala stages; each stage is a file faq_situ_build_*.c (faq_situ_build.h). */
#include <string.h>

#include "faq_situ_build.h"

void faq_situ_assume(struct faq_situ_plan *pl, enum faq_situ_assume kind, int a, int b)
{
    if (pl->nassume < FAQ_SITU_MAX_ASSUME) {
        pl->assume[pl->nassume].kind = kind;
        pl->assume[pl->nassume].a = a;
        pl->assume[pl->nassume].b = b;
        pl->nassume++;
    }
}

/* The mancala position and move for s, stage by stage (faq_situ_build.h). */
static int build_mancala(const struct faq_situ *s, struct faq_situ_plan *pl, struct arb_err *err)
{
    struct faq_situ_mancala m = {.s = s, .g = pl->game->rules, .pl = pl};
    faq_situ_traits(m.g, &m.t);
    m.kalah = m.t.sows_store;
    int rc = faq_situ_shape(s, m.g, pl, err);
    if (rc < 0)
        return rc;
    m.p = &pl->pos.m;
    m.holes = m.p->holes;
    m.players = m.p->players;
    m.width = m.holes + 1;
    m.before_said = -1;
    for (int c = 0; c < RULES_MANCALA_CELLS; c++)
        m.b.known[c] = -1;
    if (!faq_situ_mancala_pits(&m) || !faq_situ_mancala_origin(&m))
        return 0;
    faq_situ_mancala_landing(&m);
    if (!faq_situ_mancala_around(&m))
        return 0;
    if (m.kalah && pl->has_move)
        faq_situ_end_their_row(s, &m.b, pl);
    if (m.kalah && (s->ask & SA_WIN) && !(s->ask & SA_COUNT) && pl->has_move && !s->mine_only &&
        !s->mine_empty)
        faq_situ_end_by_my_row(&m.b, pl, s->theirs_only || s->opp_empty);
    if (!faq_situ_mancala_unsaid(&m))
        return 0;
    faq_situ_mancala_fill(&m);
    if (!faq_situ_mancala_stores(&m))
        return 0;
    m.p->to_move = 0;
    faq_situ_mancala_chain(&m);
    struct arb_err e2;
    if (m.g->check(&pl->pos, &e2) < 0)
        return arb_err_set(err, ARB_ERR_INTERNAL, e2.field, "%s", e2.message);
    if (m.which)
        faq_situ_which_search(m.g, s, &m.b, pl);
    return 0;
}

int faq_situ_build(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   struct faq_situ_plan *out, struct arb_err *err)
{
    memset(out, 0, sizeof *out);
    out->game = faq_situ_game(c, s->game);
    if (!out->game) {
        out->missing = SITU_MISSING_GAME;
        return 0;
    }
    if (out->game->rules->kind == RULES_QAWALE) {
        faq_situ_build_qawale(s, out);
        return 0;
    }
    if (s->game_guessed)
        faq_situ_assume(out, SITU_ASSUME_GAME, 0, 0); /* « graines » alone: awalé, said */
    if (s->resigner != SITU_SIDE_UNSAID)
        return faq_situ_build_resign(s, out, err);
    if (s->unread || s->ambiguous) { /* a count told that found no place: asked, not guessed */
        out->missing = SITU_MISSING_UNREAD;
        out->unread_num = s->unread_num;
        return 0;
    }
    int rc = build_mancala(s, out, err);
    if (rc == 0)
        faq_situ_check_restated(s, out);
    return rc;
}

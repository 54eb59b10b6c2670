/* faq_situ_reply_anypit.c — a mancala case told with the count of the pit played but not the
 * pit (« j'ai 20 pierres dans un trou, je rejoue ? »): the builder asks the pit
 * (SITU_MISSING_PIT), yet the outcome asked may be the same from every pit of the row. The
 * move is then built and played from each pit no other count was told of, on every row length
 * the engine takes when none was said (7 stones give a turn more from pit 1 of 7 pits, never
 * on 6); when the engine gives every one the same outcome asked (a turn more, what is taken,
 * whether the opponent is fed), the case is answered from the first, the pit said as assumed;
 * else the pit stays asked. */
#include <stdlib.h>

#include "faq_situ_reply.h"

/* The outcome asked of run r (s->ask), in a few numbers: equal for equal outcomes. */
static void asked_outcome(const struct faq_situ *s, const struct faq_situ_run *r, int out[6])
{
    out[0] = r->legal;
    out[1] = (s->ask & SA_EXTRA) ? r->res.extra_turn : 0;
    out[2] = (s->ask & SA_CAPTURE) ? (int)r->res.captured : 0;
    out[3] = (s->ask & SA_FEED) ? r->sum.fed > 0 : 0;
    out[4] = (s->ask & SA_WHERE) ? r->sum.last_store * 100 + r->sum.last_player : 0;
    out[5] = (s->ask & SA_WHERE) ? r->sum.last_pit : 0;
}

/* ROW_MIN_HOLES: the shortest row of any mancala game (kalah's 4). */
enum { ROW_MIN_HOLES = 4 };

/* Scratch of one settling (heap: plans and runs are large). */
struct faq_situ_work {
    struct faq_situ one, sized;
    struct faq_situ_plan pl, first;
    struct faq_situ_run run;
};

/* A count of the mover's own numbered pit pit was told: that pit is not the one played. */
static bool pit_counted(const struct faq_situ *s, int pit)
{
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].rel == SITU_REL_PIT && s->counts[k].pit == pit && !s->counts[k].store &&
            s->counts[k].side != SITU_SIDE_THEIRS)
            return true;
    return false;
}

/* Plays s from every pit of its row no count was told of, comparing the outcome asked with
 * ref (set by the first run when *seen is 0; *first is that run's plan). False when a run
 * differs or its plan turns on more than the pit. */
static bool every_pit(const struct faq_situ_ctx *c, const struct faq_situ *s,
                      const struct rules_game *g, struct faq_situ_work *w, int *seen, int ref[6],
                      struct arb_err *err, int *rc)
{
    int got[6];
    for (int pit = 1; pit <= RULES_MAX_HOLES; pit++) {
        if (pit_counted(s, pit))
            continue;
        w->one = *s;
        w->one.origin_pit = pit;
        if ((*rc = faq_situ_build(c, &w->one, &w->pl, err)) < 0)
            return false;
        if (pit > w->pl.pos.m.holes)
            return true; /* past the row's end */
        if (w->pl.missing != SITU_MISSING_NONE || !w->pl.has_move)
            return false; /* from that pit the outcome turns on more than the pit */
        faq_situ_run_plan(g, &w->pl.pos, &w->pl, &w->pl.move, &w->run);
        asked_outcome(s, &w->run, *seen ? got : ref);
        for (int i = 0; *seen && i < 6; i++)
            if (got[i] != ref[i])
                return false;
        if ((*seen)++ == 0)
            w->first = w->pl;
    }
    return true;
}

int faq_situ_settle_pit(const struct faq_situ_ctx *c, const struct faq_situ *s,
                        struct faq_situ_plan *p, struct arb_err *err)
{
    if (p->missing != SITU_MISSING_PIT || s->origin_count < 1 || !p->game ||
        p->game->rules->kind != RULES_MANCALA || !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)))
        return 0;
    const struct rules_game *g = p->game->rules;
    struct faq_situ_work *w = malloc(sizeof *w);
    int rc = 0, seen = 0, ref[6];
    if (!w)
        return arb_err_nomem(err);
    /* the board as told (or the game's own), then every other number of players and row
     * length the engine takes where none was said: the outcome may turn on them (7 stones at
     * 6 or 7 pits) */
    bool same = every_pit(c, s, g, w, &seen, ref, err, &rc);
    bool players_told = s->players != FAQ_SITU_UNSAID, holes_told = s->holes != FAQ_SITU_UNSAID;
    int pmin = players_told ? s->players : 2, pmax = players_told ? s->players : RULES_MAX_PLAYERS;
    int hmin = holes_told ? s->holes : ROW_MIN_HOLES,
        hmax = holes_told ? s->holes : RULES_MAX_HOLES;
    for (int n = pmin; same && n <= pmax; n++)
        for (int h = hmin; same && h <= hmax; h++) {
            w->sized = *s;
            w->sized.players = n;
            w->sized.holes = h;
            if ((n != p->pos.m.players || h != p->pos.m.holes) &&
                faq_situ_takes_setup(g, &w->sized))
                same = every_pit(c, &w->sized, g, w, &seen, ref, err, &rc);
        }
    if (rc == 0 && same && seen > 1) {
        *p = w->first;
        faq_situ_assume(p, SITU_ASSUME_PIT, w->first.move.pit, 1); /* b: any pit alike */
    }
    free(w);
    return rc;
}

/* faq_situ_reply_run.c — a built situation through the engine: the plan's move validated and
 * played (or the outcome of its position asked), its events kept and summed up
 * (faq_situ_sum) for the tellers. Nothing here is told: every count comes from the events. */
#include <string.h>

#include "faq_situ_reply.h"

/* One drop of the sowing kept (pit 0: the store), the first FAQ_SITU_MAX_SOWN only. */
static void sown(struct faq_situ_sum *s, int player, int pit)
{
    if (s->nsown < FAQ_SITU_MAX_SOWN) {
        s->sown_player[s->nsown] = player;
        s->sown_pit[s->nsown++] = pit;
    }
}

static void sum_up(struct faq_situ_run *r, int mover)
{
    struct faq_situ_sum *s = &r->sum;
    memset(s, 0, sizeof *s);
    s->last_pit = -1;
    for (size_t i = 0; i < r->tr.n; i++) {
        const struct rules_event *e = &r->ev[i];
        switch (e->type) {
        case RULES_EV_PICK:
            s->picked = e->count;
            s->origin = e->pit + 1;
            break;
        case RULES_EV_SOW:
            s->laps += e->player == mover && e->pit + 1 == s->origin; /* back on the origin */
            s->last_player = e->player;
            s->last_pit = e->pit + 1;
            s->last_store = false;
            s->fed += e->player != mover;
            s->last_lap = e->lap;
            sown(s, e->player, e->pit + 1);
            break;
        case RULES_EV_STORE:
            s->others_stores += e->player != mover;
            s->last_store = true;
            s->last_player = e->player;
            s->last_lap = e->lap;
            sown(s, e->player, 0);
            break;
        case RULES_EV_SKIP_ORIGIN:
            s->skips++;
            s->laps++;
            break;
        case RULES_EV_CAPTURE:
            if (s->ncap < 8) {
                s->cap_player[s->ncap] = e->player;
                s->cap_pit[s->ncap] = e->pit + 1;
                s->cap_count[s->ncap] = e->count;
                s->ncap++;
            }
            break;
        case RULES_EV_GRAND_SLAM:
            s->grand_slam = true;
            break;
        case RULES_EV_NO_CAPTURE:
            s->no_capture = true;
            s->no_capture_pit = e->pit + 1;
            break;
        case RULES_EV_EXTRA_TURN:
            s->extra = true;
            break;
        case RULES_EV_COLLECT:
            if (s->ncol < RULES_MAX_PLAYERS) {
                s->col_player[s->ncol] = e->player;
                s->col_count[s->ncol] = e->count;
                s->col_by[s->ncol] = e->by;
                s->ncol++;
            }
            break;
        case RULES_EV_LIFT:
            s->lifted = e->count;
            break;
        case RULES_EV_DROP:
            if (s->ndrops < QAWALE_MAX_PATH) {
                s->drop_pebble[s->ndrops] = e->pebble;
                s->drops[s->ndrops++] = e->cell;
            }
            break;
        case RULES_EV_ALIGN:
            s->aligned = true;
            s->align_player = e->player;
            break;
        default:
            break;
        }
    }
    /* a ring that skips the origin completes a lap on the pit just before it (22 seeds from
     * the first pit: 2 laps, one skip); a ring that sows it completes one there (laps) */
    int holes = r->res.pos.kind == RULES_MANCALA ? r->res.pos.m.holes : 0;
    bool before_origin = !s->last_store &&
                         (s->origin == 1 ? s->last_player != mover && s->last_pit == holes
                                         : s->last_player == mover && s->last_pit == s->origin - 1);
    s->lap_partial = s->laps > 0 && s->last_lap > s->laps && !(s->skips > 0 && before_origin);
}

void faq_situ_run_plan(const struct rules_game *g, const struct rules_pos *pos,
                       const struct faq_situ_plan *p, const struct rules_move *mv,
                       struct faq_situ_run *r)
{
    r->tr = (struct rules_trace){r->ev, FAQ_SITU_MAX_EVENTS, 0, false};
    r->legal = true;
    r->code = 0;
    if (!p->has_move) {
        g->outcome(pos, &p->opts, &r->out);
        r->res.outcome = r->out;
        r->res.pos = *pos;
        sum_up(r, 0);
        return;
    }
    int rc = g->validate(pos, &p->opts, mv);
    if (rc == 0)
        rc = g->play(pos, &p->opts, mv, &r->res, &r->tr);
    if (rc < 0) {
        r->legal = false;
        r->code = rc;
        g->outcome(pos, &p->opts, &r->out);
    } else {
        r->out = r->res.outcome;
    }
    sum_up(r, pos->kind == RULES_MANCALA ? pos->m.to_move : pos->q.to_move);
}

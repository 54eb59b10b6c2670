/* faq_situ_reply_end.c — the endings told: the end of the game and the pieces it collects
 * (from the engine's events, or from its settling of a position already over), the winner
 * once every store is known, a resign, a store's count before and after the move. */
#include "faq_situ_reply.h"

/* No piece is left in any pit of pos (every one in the stores). */
static bool board_empty(const struct mancala_pos *pos)
{
    for (int q = 0; q < pos->players; q++)
        for (int i = 0; i < pos->holes; i++)
            if (pos->cell[q * (pos->holes + 1) + i])
                return false;
    return true;
}

void faq_situ_tell_end(const struct faq_situ_say *r0, const struct faq_situ_run *run, int reason,
                       struct faq_situ_text *x)
{
    const struct faq_situ_sum *u = &run->sum;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    int total = 0;
    for (int i = 0; i < u->ncol; i++)
        total += u->col_count[i];
    if (total == 0 && run->res.pos.kind == RULES_MANCALA && board_empty(&run->res.pos.m)) {
        faq_situ_render(&r, "end_board_empty", x); /* « on finit à 24 partout »: all stored */
    } else if (reason == RULES_END_FAMINE) {
        int taker = u->ncol ? u->col_by[0] : -1;
        faq_situ_var(&v, "count", "%d", total);
        faq_situ_render(&r,
                        taker == 0 ? (total == 1 ? "famine_me_one" : "famine_me")
                                   : (total == 1 ? "famine_other_one" : "famine_other"),
                        x);
    } else if (reason == RULES_END_NO_CAPTURE_POSSIBLE) {
        faq_situ_render(&r, "end_no_capture", x);
    } else if (u->ncol == 0) {
        faq_situ_render(&r, "end_side", x);
        faq_situ_put(x, " ");
        faq_situ_render(&r, "end_collect_none", x);
    } else {
        struct faq_situ_text list = {.len = 0};
        list.s[0] = '\0';
        for (int i = 0; i < u->ncol; i++) {
            if (i)
                faq_situ_render(&r, "sep_list", &list);
            faq_situ_var(&v, "count", "%d", u->col_count[i]);
            faq_situ_var(&v, "p", "%d", u->col_by[i] + 1); /* the seat: « Joueur 1 » is me */
            faq_situ_render(&r,
                            u->col_by[i] == 0            ? "collect_me"
                            : run->res.pos.m.players > 2 ? "collect_player"
                                                         : "collect_other",
                            &list);
        }
        faq_situ_var(&v, "list", "%s", list.s);
        faq_situ_render(&r, "end_side_collect", x);
    }
}

/* Who wins a finished game: named from the engine's final scores when every store was told,
 * else asked (*ask: the stores). */
void faq_situ_tell_winner(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                          const struct rules_outcome *out, struct faq_situ_text *x,
                          enum faq_situ_missing *ask)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    if (!p->stores_said || out->players != 2) {
        *ask = SITU_MISSING_STORES; /* the winner depends on the stores, never said */
        return;
    }
    faq_situ_var(&v, "me", "%d", (int)out->scores[0]);
    faq_situ_var(&v, "other", "%d", (int)out->scores[1]);
    if (x->len && x->s[x->len - 1] != ' ')
        faq_situ_put(x, " ");
    faq_situ_render(&r,
                    out->winner < 0    ? "win_draw"
                    : out->winner == 0 ? "win_me"
                                       : "win_other",
                    x);
}

/* « j'en ai combien dans ma réserve après ? »: the store asked, before the move and after it
 * (the final score when the move ends the game), from the engine's result. */
void faq_situ_tell_store(const struct faq_situ_say *r0, const struct faq_situ *s,
                         const struct faq_situ_plan *p, const struct faq_situ_run *run,
                         struct faq_situ_text *x)
{
    const struct mancala_pos *before = &p->pos.m, *after = &run->res.pos.m;
    int q = s->store_side == SITU_SIDE_THEIRS ? 1 : 0,
        store = q * (before->holes + 1) + before->holes;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    faq_situ_var(&v, "before", "%d", (int)before->cell[store]);
    faq_situ_var(&v, "after", "%d",
                 (int)(run->res.outcome.over ? run->res.outcome.scores[q] : after->cell[store]));
    faq_situ_render(&r, q ? "store_theirs" : "store_mine", x);
    faq_situ_put(x, " ");
}

/* A position already over (no move, or one the finished game refuses): the collection the end
 * makes, told from the engine's own settling of the position (the outcome's scores minus the
 * stores), and the winner when asked. */
void faq_situ_tell_settled(const struct faq_situ_say *rr, const struct faq_situ *s,
                           const struct faq_situ_plan *p, const struct faq_situ_run *run,
                           struct faq_situ_text *x, enum faq_situ_missing *ask)
{
    struct faq_situ_run settled = *run;
    settled.sum.ncol = 0;
    for (int q = 0; q < run->out.players; q++) {
        int gain = run->out.scores[q] - p->pos.m.cell[q * (p->pos.m.holes + 1) + p->pos.m.holes];
        if (gain > 0 && settled.sum.ncol < RULES_MAX_PLAYERS) {
            settled.sum.col_by[settled.sum.ncol] = q;
            settled.sum.col_count[settled.sum.ncol] = gain;
            settled.sum.ncol++;
        }
    }
    settled.res.pos = p->pos;
    faq_situ_tell_end(rr, &settled, run->out.reason, x);
    if (s->ask & SA_WIN)
        faq_situ_tell_winner(rr, p, &run->out, x, ask);
}

/* « j'abandonne, qui gagne ? », « mon fils abandonne, ça me fait combien ? »: the engine's
 * outcome of the resign; the yes/no asked of a win (or of a loss, s->asks_lose) from its winner,
 * for the player's own resign only (the judge reads a win as the mover's). */
void faq_situ_tell_resign(const struct faq_situ_say *r, const struct faq_situ *s,
                          const struct faq_situ_plan *p, const struct faq_situ_run *run,
                          struct faq_situ_text *x)
{
    const struct rules_outcome *o = &run->res.outcome;
    bool won = o->winner == p->pos.m.to_move, mine = p->pos.m.to_move == 0;
    if (s->yes_no && mine)
        faq_situ_lead(r, s->asks_lose ? !won : won, x);
    /* « il abandonne, c'est moi qui gagne ? », "he resigns, does he still win?": of two
     * players, the one asked about (the asker, or the resigner) wins or not */
    if (s->yes_no && !mine && o->players == 2 && o->winner >= 0) {
        bool subject_wins = s->about_theirs ? won : !won;
        faq_situ_lead(r, s->asks_lose ? !subject_wins : subject_wins, x);
    }
    faq_situ_render(r,
                    o->players > 2 ? (mine ? "resign_me_players" : "resign_them_players")
                                   : (mine ? "resign_me" : "resign_them"),
                    x);
    if (!p->stores_said || o->players != 2)
        return; /* the final scores turn on what was not told */
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    rr.v = &v;
    faq_situ_var(&v, "me", "%d", (int)o->scores[0]);
    faq_situ_var(&v, "other", "%d", (int)o->scores[1]);
    faq_situ_put(x, " ");
    faq_situ_render(&rr, "resign_score", x);
}

/* faq_situ_reply_capture.c — the captures told from the engine's events: kalah's (the last
 * piece and the corresponding pits, or the empty one kept) and awalé's (the pits taken, where
 * the chain stops and why, the grand slam). */
#include "faq_situ_reply.h"

/* Kalah: « Tu prends 8 pierres : ta dernière et les 7 d'en face, dans ta réserve. » */
void faq_situ_tell_kalah_capture(const struct faq_situ_say *r0, const struct faq_situ_run *run,
                                 int mover, struct faq_situ_text *x)
{
    const struct faq_situ_sum *u = &run->sum;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    if (u->no_capture) {
        faq_situ_var(&v, "pit", "%d", u->no_capture_pit);
        faq_situ_render(&r, "kalah_keep", x);
        return;
    }
    if (u->ncap == 0) { /* a capture asked of a move ending elsewhere */
        faq_situ_render(&r, "kalah_none", x);
        return;
    }
    int taken = 0, targets = 0;
    for (int i = 0; i < u->ncap; i++)
        if (u->cap_player[i] != mover) {
            taken += u->cap_count[i];
            targets++;
        }
    faq_situ_var(&v, "captured", "%d", run->res.captured);
    faq_situ_var(&v, "taken", "%d", taken);
    if (taken && run->res.pos.m.players > 2) {
        /* three or four: each pit taken and whose, by seat (« Joueur 1 » the mover) */
        struct faq_situ_text list = {.len = 0};
        list.s[0] = '\0';
        for (int i = 0, n = 0; i < u->ncap; i++) {
            if (u->cap_player[i] == mover)
                continue;
            if (n++)
                faq_situ_render(&r, "sep_list", &list);
            faq_situ_var(&v, "taken", "%d", u->cap_count[i]);
            faq_situ_var(&v, "pit", "%d", u->cap_pit[i]);
            faq_situ_var(&v, "p", "%d", u->cap_player[i] + 1);
            faq_situ_render(&r, "kalah_seat_take", &list);
        }
        faq_situ_var(&v, "list", "%s", list.s);
        faq_situ_render(&r, "kalah_take_seats", x);
        return;
    }
    faq_situ_render_var(&r, targets > 1 ? "kalah_facing_pits" : "kalah_facing_one", &v,
                        "facing_words");
    faq_situ_render(&r, taken ? "kalah_take" : "kalah_take_alone", x);
}

/* Awalé: the pits taken, and where the chain stops. */
void faq_situ_tell_awale_capture(const struct faq_situ_say *r0, const struct faq_situ_run *run,
                                 struct faq_situ_text *x)
{
    const struct faq_situ_sum *u = &run->sum;
    const struct mancala_pos *after = &run->res.pos.m;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    struct faq_situ_text list = {.len = 0};
    list.s[0] = '\0';
    r.v = &v;
    if (u->grand_slam) {
        faq_situ_render(&r, "grand_slam", x);
        return;
    }
    if (u->ncap == 0) {
        if (u->last_player == 0 || u->last_store) {
            faq_situ_render(&r, "awale_none_own", x);
            return;
        }
        faq_situ_var(&v, "count", "%d", after->cell[(after->holes + 1) + u->last_pit - 1]);
        faq_situ_render(&r, "awale_none", x);
        return;
    }
    for (int i = 0; i < u->ncap; i++) {
        if (i)
            faq_situ_render(&r, "sep_list", &list);
        faq_situ_var(&v, "taken", "%d", u->cap_count[i]);
        faq_situ_var(&v, "pit", "%d", u->cap_pit[i]);
        faq_situ_render(&r, "awale_take_pit", &list);
    }
    int stop = u->cap_pit[u->ncap - 1] - 1; /* 1-based pit before the last taken, 0: own row */
    faq_situ_render(&r, "sep_clause", &list);
    if (stop < 1 || run->res.outcome.over) {
        faq_situ_render(&r, "awale_chain_stop_own", &list);
    } else {
        int count = after->cell[(after->holes + 1) + stop - 1];
        faq_situ_var(&v, "pit", "%d", stop);
        faq_situ_var(&v, "count", "%d", count);
        faq_situ_render(&r, "awale_chain_stop_count", &list);
    }
    faq_situ_var(&v, "captured", "%d", run->res.captured);
    faq_situ_var(&v, "list", "%s", list.s);
    faq_situ_render(&r, "awale_take", x);
}

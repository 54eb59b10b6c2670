/* faq_situ_reply_laps.c — the sowing told: how many pieces from which pit, the laps and
 * whether the origin was skipped, where the last one lands; every count from the engine's
 * events. */
#include "faq_situ_reply.h"

/* « Avec 19 graines depuis ta case 5 : 1 tour complet, ta case de départ est sautée, la
 * dernière tombe dans ta case 1. » */
void faq_situ_tell_sowing(const struct faq_situ_say *r0, const struct faq_situ_sum *u, int players,
                          struct faq_situ_text *x)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    struct faq_situ_text parts = {.len = 0};
    parts.s[0] = '\0';
    r.v = &v;
    faq_situ_var(&v, "n", "%d", u->picked);
    faq_situ_var(&v, "pit", "%d", u->origin);
    faq_situ_render_var(&r, "origin", &v, "origin");
    faq_situ_var(&v, "laps", "%d", u->laps);
    faq_situ_var(&v, "skips", "%d", u->skips);
    if (u->laps > 0) {
        faq_situ_render(&r, u->laps > 1 ? "laps_many" : "laps_one", &parts);
        faq_situ_render(&r, "sep_list", &parts);
        if (r0->ask_laps && u->lap_partial) { /* « combien de tours ? »: the one begun too */
            faq_situ_var(&v, "begun", "%d", u->last_lap);
            faq_situ_render(&r, "laps_begun", &parts);
            faq_situ_render(&r, "sep_list", &parts);
        }
        if (u->skips)
            faq_situ_render(&r, u->skips > 1 ? "skip_many" : "skip_one", &parts);
        else
            faq_situ_render(&r, "no_skip", &parts);
        faq_situ_render(&r, "sep_list", &parts);
    } else if (r0->ask_laps) {
        faq_situ_render(&r, "sow_only", &parts);
        faq_situ_render(&r, "sep_list", &parts);
    }
    faq_situ_var(&v, "pit", "%d", u->last_pit);
    faq_situ_var(&v, "p", "%d", u->last_player + 1); /* the seat, « Joueur 1 » the mover */
    faq_situ_render(&r,
                    u->last_store         ? "land_store"
                    : u->last_player == 0 ? "land_mine"
                    : players > 2         ? "land_player"
                                          : "land_theirs",
                    &parts);
    faq_situ_var(&v, "parts", "%s", parts.s);
    faq_situ_render(&r, "origin_line", x);
    if (!r0->ask_sown || u->picked > u->nsown)
        return;
    /* « quelles cases reçoivent ? »: every drop, from the engine's events */
    struct faq_situ_text list = {.len = 0};
    list.s[0] = '\0';
    for (int i = 0; i < u->nsown; i++) {
        if (i)
            faq_situ_render(&r, "sep_list", &list);
        faq_situ_var(&v, "pit", "%d", u->sown_pit[i]);
        faq_situ_var(&v, "p", "%d", u->sown_player[i] + 1);
        faq_situ_render(&r,
                        u->sown_pit[i] == 0      ? "sown_store"
                        : u->sown_player[i] == 0 ? "sown_mine"
                        : players > 2            ? "sown_player"
                                                 : "sown_theirs",
                        &list);
    }
    faq_situ_var(&v, "list", "%s", list.s);
    faq_situ_put(x, " ");
    faq_situ_render(&r, "sown_line", x);
}

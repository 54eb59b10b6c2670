/* faq_situ_reply_which.c — the move asked (« quel trou me fait rejouer ? »): the pits the
 * builder found giving the outcome asked, or that none does, and the unsaid pits such an
 * answer turns on, named for the clarify question. */
#include "faq_situ_reply.h"

/* The pits of a move-asked answer, one after another (« ta case 2 ou ta case 5 »); with
 * their captures when a capture was asked. */
static void which_list(const struct faq_situ_say *r0, const struct faq_situ_plan *p, bool counts,
                       struct faq_situ_vars *out)
{
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    for (size_t k = 0; k < p->nfound; k++) {
        struct faq_situ_vars v = *r0->v;
        struct faq_situ_say r = *r0;
        r.v = &v;
        if (k > 0)
            faq_situ_render(&r, k + 1 == p->nfound ? "which_or" : "which_comma", &x);
        faq_situ_var(&v, "pit", "%d", p->found[k].pit);
        faq_situ_var(&v, "n", "%d", p->found[k].captured);
        faq_situ_render_var(&r, "place_mine", &v, "pitname");
        faq_situ_render(&r, counts ? "which_take_item" : "place_mine", &x);
    }
    faq_situ_var(out, "list", "%s", x.s);
}

/* « quel trou me fait rejouer ? »: the pits whose move gives the outcome asked, from the
 * engine's play of every move told (faq_situ_build), or that none does. */
void faq_situ_tell_which(const struct faq_situ_say *r0, const struct faq_situ *s,
                         const struct faq_situ_plan *p, bool told_all, struct faq_situ_text *x)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    static const char *const key[][2] = {{"which_extra", "which_none_extra"},
                                         {"which_capture", "which_none_capture"},
                                         {"which_feed", "which_none_feed"},
                                         {"which_legal", "which_none_legal"}};
    int what = (s->ask & SA_EXTRA)     ? 0
               : (s->ask & SA_CAPTURE) ? 1
               : (s->ask & SA_FEED)    ? 2
                                       : 3; /* « quel trou ai-je le droit de jouer ? » */
    /* « son camp est vide, je dois jouer laquelle ? »: where the rules make one feed him, the
     * moves allowed are the ones that feed */
    if (what == 3 && s->opp_empty && faq_situ_entry(r0->c, SF_FEED, s->game))
        what = 2;
    if (p->nfound > 0)
        which_list(&r, p, what == 1, &v);
    faq_situ_render(&r, key[what][p->nfound == 0], x);
    if (!told_all)
        faq_situ_render(&r, "which_told", x);
    else if (p->nfound == 0 && what == 2 &&
             s->opp_empty) /* no move feeds him: the rulebook's end */
        faq_situ_render(&r, "which_famine", x);
}

/* The unsaid pits a move-asked answer turns on, named for the clarify question. */
void faq_situ_which_unknown_var(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                                struct faq_situ_vars *out)
{
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    int width = p->pos.m.holes + 1;
    /* « je joue quoi ? » with nothing told of my row: every pit of it, said as the row */
    bool row = p->nunknown == (size_t)p->pos.m.holes;
    for (size_t k = 0; k < p->nunknown; k++)
        row = row && p->which_unknown[k] / width == 0;
    if (row)
        faq_situ_render(r0, "which_row_mine", &x);
    for (size_t k = 0; k < p->nunknown && !row; k++) {
        struct faq_situ_vars v = *r0->v;
        struct faq_situ_say r = *r0;
        r.v = &v;
        if (k > 0)
            faq_situ_render(&r, k + 1 == p->nunknown ? "which_and" : "which_comma", &x);
        faq_situ_var(&v, "pit", "%d", p->which_unknown[k] % width + 1);
        faq_situ_render(&r, p->which_unknown[k] / width == 0 ? "place_mine" : "place_theirs", &x);
    }
    faq_situ_var(out, "pits", "%s", x.s);
}

/* Every pit of the mover's row was given a count (« mes trous 1 à 6 ont… »), or the row holds
 * only what was said, or it is the start position. */
bool faq_situ_which_told_all(const struct faq_situ *s, const struct rules_pos *pos)
{
    if (s->mine_only || s->start)
        return true;
    unsigned told = 0;
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].rel == SITU_REL_PIT && s->counts[k].side != SITU_SIDE_THEIRS &&
            !s->counts[k].store && s->counts[k].pit >= 1 && s->counts[k].pit <= pos->m.holes)
            told |= 1u << s->counts[k].pit;
    return told == ((1u << (pos->m.holes + 1)) - 2);
}

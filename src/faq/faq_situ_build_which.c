/* faq_situ_build_which.c — the move asked (« quel trou me fait rejouer ? », "which pit
 * captures?"): every legal move from a pit told played by the engine on the position built,
 * then again with the unsaid pits it reaches at other counts; the moves giving the outcome
 * asked are found, and the unsaid pits an outcome turns on become the thing to ask. */
#include "faq_situ_build.h"

/* The outcome a move-asked question wants of one move's result: the turn again, a capture,
 * or seeds in the opponent's rows after it. */
static bool which_gives(const struct faq_situ *s, const struct rules_result *r)
{
    if (s->ask & SA_EXTRA)
        return r->extra_turn;
    if (s->ask & SA_CAPTURE)
        return r->captured > 0;
    if (!(s->ask & SA_FEED) && (s->ask & SA_LEGAL))
        return true; /* « quel trou ai-je le droit de jouer ? »: every legal move */
    const struct mancala_pos *q = &r->pos.m;
    int32_t theirs = 0;
    for (int k = 1; k < q->players; k++)
        for (int i = 0; i < q->holes; i++)
            theirs += q->cell[faq_situ_cell(q, k, i)];
    return theirs > 0;
}

/* One move of a move-asked question played on pos: 1 when it gives the outcome asked, 0 when
 * it does not, -1 when pos cannot be played (an unsaid fill the game refuses). */
static int which_play(const struct rules_game *g, const struct faq_situ *s,
                      const struct faq_situ_plan *pl, const struct rules_pos *pos, int pit,
                      int32_t *captured)
{
    struct rules_result r;
    struct rules_move mv = {.pit = pit};
    struct arb_err e;
    if (g->check(pos, &e) < 0)
        return -1;
    if (g->validate(pos, &pl->opts, &mv) < 0) /* refused: no outcome, unless legality is asked */
        return (s->ask & SA_LEGAL) && !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)) ? 0 : -1;
    if (g->play(pos, &pl->opts, &mv, &r, NULL) < 0)
        return -1;
    *captured = r.captured;
    return which_gives(s, &r);
}

/* Player q's pits not told are empty by what was said (« son camp est vide », « rien
 * d'autre »). */
static bool row_told_empty(const struct faq_situ *s, int q)
{
    return q == 0 ? s->mine_only || s->mine_empty : s->opp_empty || s->theirs_only;
}

/* « quel trou me fait rejouer ? »: every legal move from a pit told played on pl->pos, and
 * again with the unsaid pits it reaches (and those facing where it ends) at 0, 1 and 2;
 * a move whose outcome changes with them makes those pits the thing to ask. */
void faq_situ_which_search(const struct rules_game *g, const struct faq_situ *s,
                           const struct faq_situ_board *b, struct faq_situ_plan *pl)
{
    const struct mancala_pos *p = &pl->pos.m;
    int holes = p->holes, width = holes + 1;
    struct faq_situ_traits t;
    faq_situ_traits(g, &t);
    int32_t best = -1;
    bool legal_only =
        !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)); /* what it takes is not asked */
    pl->which = true;
    for (int i = 0; i < holes; i++) {
        int origin = faq_situ_cell(p, 0, i);
        int32_t captured = 0, gain[RULES_MANCALA_CELLS];
        if (b->known[origin] <= 0)
            continue;
        int gives = which_play(g, s, pl, &pl->pos, i + 1, &captured);
        if (gives < 0)
            continue;
        if (pl->move.pit == 0)
            pl->move = (struct rules_move){.pit = i + 1}; /* none gives it: the first told */
        int last = faq_situ_sow_gains(g, p, i, b->known[origin], gain);
        bool rel[RULES_MANCALA_CELLS] = {false};
        for (int c = 0; c < p->players * width; c++)
            rel[c] = (gain[c] > 0 || c == last) && c % width != holes && b->known[c] < 0 &&
                     !row_told_empty(s, c / width);
        if (last / width == 0 && last % width != holes)
            for (int q = 1; q < p->players; q++)
                rel[faq_situ_cell(p, q, holes - 1 - last % width)] |=
                    b->known[faq_situ_cell(p, q, holes - 1 - last % width)] < 0 &&
                    !row_told_empty(s, q);
        bool depends = false;
        for (int32_t v = 0; v <= 2 && !depends; v++) {
            struct rules_pos alt = pl->pos;
            int32_t diff = 0, cap2 = 0;
            for (int c = 0; c < p->players * width; c++)
                if (rel[c]) {
                    diff += alt.m.cell[c] - v;
                    alt.m.cell[c] = v;
                }
            if (t.fixed_total)
                alt.m.cell[holes] += diff;
            int g2 = which_play(g, s, pl, &alt, i + 1, &cap2);
            depends = g2 >= 0 && (g2 != gives || (gives && cap2 != captured && !legal_only));
        }
        for (int c = 0; depends && c < p->players * width; c++) {
            bool again = false;
            for (size_t k = 0; k < pl->nunknown; k++)
                again = again || pl->which_unknown[k] == c;
            if (rel[c] && !again && pl->nunknown < FAQ_SITU_MAX_WHICH)
                pl->which_unknown[pl->nunknown++] = c;
        }
        if (gives && pl->nfound < FAQ_SITU_MAX_WHICH) {
            pl->found[pl->nfound].pit = i + 1;
            pl->found[pl->nfound++].captured = captured;
            if (captured > best) {
                best = captured;
                pl->move = (struct rules_move){.pit = i + 1};
            }
        }
    }
    pl->has_move = pl->move.pit >= 1;
    /* « il n'a plus de graines, je joue quoi ? »: no pit of mine told at all, the move turns on
     * what every one of them holds */
    for (int i = 0; !pl->has_move && pl->nunknown == 0 && !row_told_empty(s, 0) && i < holes; i++)
        if (b->known[faq_situ_cell(p, 0, i)] > 0)
            break;
        else if (i == holes - 1)
            for (int k = 0; k < holes; k++)
                if (b->known[faq_situ_cell(p, 0, k)] < 0)
                    pl->which_unknown[pl->nunknown++] = faq_situ_cell(p, 0, k);
    if (pl->nunknown > 0)
        pl->missing = SITU_MISSING_WHICH;
    else if (!pl->has_move)
        pl->missing = SITU_MISSING_COUNT;
}

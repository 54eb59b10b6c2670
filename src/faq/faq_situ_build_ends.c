/* faq_situ_build_ends.c — kalah situations told at the end of the game: who wins presupposes
 * the end, so a row nothing was told of holds nothing; a row filled so is said as assumed
 * (SITU_ASSUME_ROW_EMPTY). */
#include "faq_situ_build.h"

/* « j'ai 1 pierre dans mon dernier trou, lui 1 dans chacun de ses trous, je la joue : qui
 * gagne ? »: who wins presupposes the end and the final scores every pit; every other row told
 * (others_told: they hold only what was said), the mover's pits not told are empty (said as
 * assumed). */
void faq_situ_end_by_my_row(struct faq_situ_board *b, struct faq_situ_plan *pl, bool others_told)
{
    const struct mancala_pos *p = &pl->pos.m;
    bool untold = false;
    for (int c = 0; c < p->players * (p->holes + 1); c++) {
        if (c % (p->holes + 1) == p->holes || b->known[c] >= 0 || (others_told && c > p->holes))
            continue;
        if (c > p->holes)
            return; /* a row of the others not told: the end turns on it */
        untold = true;
    }
    for (int i = 0; untold && i < p->holes; i++)
        if (b->known[faq_situ_cell(p, 0, i)] < 0)
            b->known[faq_situ_cell(p, 0, i)] = 0;
    if (untold)
        faq_situ_assume(pl, SITU_ASSUME_ROW_EMPTY, 0, 0);
}

/* Kalah at two, the end told (« il me reste une pierre … 22 dans ma réserve ; lui a 22 dans sa
 * réserve et 1 pierre dans son premier trou »): with both stores told and the mover's row told
 * whole or the winner asked, or the mover's row left empty and the pieces left asked, the
 * opponent's pits told are all he has (said as assumed). */
void faq_situ_end_their_row(const struct faq_situ *s, struct faq_situ_board *b,
                            struct faq_situ_plan *pl)
{
    const struct mancala_pos *p = &pl->pos.m;
    unsigned stores = 0;
    int told = 0, untold = 0;
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store && !s->counts[k].after)
            stores |= s->counts[k].side == SITU_SIDE_THEIRS ? 2u : 1u;
    /* « … et mon côté est vide. Il a 3, 0, 4, 2 dans ses 4 premiers, qui prend ses pierres ? »:
     * the pieces left asked at the end, the stores not needed */
    bool remain = (s->ask & SA_REMAIN) && s->mine_empty;
    if (p->players != 2 || (stores != 3 && !remain) || s->theirs_only || s->opp_empty ||
        !(s->mine_only || s->mine_empty || (s->ask & SA_WIN)))
        return;
    for (int i = 0; i < p->holes; i++) {
        told += b->known[faq_situ_cell(p, 1, i)] >= 0;
        untold += b->known[faq_situ_cell(p, 1, i)] < 0;
    }
    if (told == 0 || untold == 0)
        return;
    for (int i = 0; i < p->holes; i++)
        if (b->known[faq_situ_cell(p, 1, i)] < 0)
            b->known[faq_situ_cell(p, 1, i)] = 0;
    faq_situ_assume(pl, SITU_ASSUME_ROW_EMPTY, 1, 0);
}

/* faq_situ_build_chain.c — the other case of an awalé capture chain: the chain turns on the
 * first pit down it whose count nobody said; pl->pos has that pit breaking the chain, pl->alt
 * the same position where it goes on (the answer tells both, and asks the count). */
#include "faq_situ_build.h"

void faq_situ_mancala_chain(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    struct faq_situ_plan *pl = m->pl;
    int holes = m->holes, width = m->width, land_cell = m->land_cell, before_said = m->before_said;
    bool awale = !m->kalah;
    const int32_t *gain = m->gain;
    const struct faq_situ_board *b = &m->b;
    /* the capture chain of an awalé landing depends on the first pit down the chain whose
     * count nobody said (the one before the landing, or further when the ones between were
     * told and taken: « sa case 2 en a 1, sa case 3 en a 2 »): that case is told too */
    int prev = land_cell - 1;
    while (awale && prev > width && prev < land_cell && b->known[prev] >= 0 &&
           b->known[prev] + gain[prev] >= 2 && b->known[prev] + gain[prev] <= 3)
        prev--;
    if (awale && pl->has_move && land_cell >= width && land_cell % width > 0 &&
        (before_said < 0 || prev < land_cell - 1) && prev >= width && b->known[prev] < 0 &&
        !s->opp_empty && !s->theirs_only) {
        pl->alt_pit = prev % width + 1;
        int32_t v = gain[prev] <= 2 ? 2 - gain[prev] : 0;
        if (v + gain[prev] >= 2 && v + gain[prev] <= 3) {
            pl->has_alt = true;
            pl->alt = pl->pos;
            int32_t diff = pl->alt.m.cell[prev] - v;
            pl->alt.m.cell[prev] = v;
            pl->alt.m.cell[holes] += diff;
            pl->alt_before = v + gain[prev];
            if (pl->alt.m.cell[holes] < 0)
                pl->has_alt = false;
        }
    }
}

/* mancala_sow.c — the awale rules too large to inline that the indetermination generator
 * reuses: the grand-slam test.
 *
 * Pure functions on a position's cells: no trace, no allocation, no dependency beyond the
 * types of rules.h, so that gen_indet links this file alone. The sowing core, the awale sowing,
 * capture chain and ranking are inline in mancala.h (each engine gets them folded in). */
#include "mancala.h"

bool awale_is_grand_slam(const struct mancala_pos *p, int pit)
{
    const int32_t *theirs = p->cell + (1 - p->to_move) * (AWALE_HOLES + 1);
    int32_t n = p->cell[p->to_move * (AWALE_HOLES + 1) + pit];
    if (!awale_slam_possible(p))
        return false;
    if (n < AWALE_PITS - 1) {
        /* no lap: his pits 0..reach get one seed each and must all end at 2 or 3, the others
         * must be empty: then the chain from the last seed takes his whole row */
        int reach = pit + n - AWALE_HOLES;
        if (reach < 0 || reach >= AWALE_HOLES)
            return false; /* the last seed falls in the mover's row */
        for (int j = 0; j < AWALE_HOLES; j++)
            if (j <= reach ? theirs[j] < 1 || theirs[j] > 2 : theirs[j] != 0)
                return false;
        return true;
    }
    struct mancala_pos q = *p;
    int32_t seeds;
    int last = awale_sow(&q, pit);
    return awale_chain(&q, last, &seeds) > 0 && seeds == mancala_row(&q, 1 - q.to_move);
}

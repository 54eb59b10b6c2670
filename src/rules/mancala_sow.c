/* mancala_sow.c — the mechanics of sowing, shared by awale, escargots and kalah, and the
 * awale capture and legality rules the indetermination generator reuses.
 *
 * Pure functions on a position's cells: no trace, no allocation, no dependency beyond the
 * types of rules.h, so that gen_indet links this file alone. The sowing core itself is
 * mancala_sow in mancala.h (inline, so each engine's constant ring folds into it). */
#include "mancala.h"

int awale_sow(struct mancala_pos *p, int pit)
{
    int origin = p->to_move * (AWALE_HOLES + 1) + pit;
    int32_t n = p->cell[origin];
    p->cell[origin] = 0;
    uint32_t skip = (1u << AWALE_HOLES) | (1u << (AWALE_CELLS - 1)) | (1u << origin);
    return mancala_sow(p->cell, AWALE_CELLS, origin, n, skip);
}

int awale_chain(const struct mancala_pos *p, int last, int32_t *seeds)
{
    int lo = (1 - p->to_move) * (AWALE_HOLES + 1);
    int taken = 0;
    *seeds = 0;
    if (last < lo || last >= lo + AWALE_HOLES)
        return 0;
    for (int c = last; c >= lo && (p->cell[c] == 2 || p->cell[c] == 3); c--) {
        *seeds += p->cell[c];
        taken++;
    }
    return taken;
}

bool awale_is_grand_slam(const struct mancala_pos *p, int pit)
{
    const int32_t *theirs = p->cell + (1 - p->to_move) * (AWALE_HOLES + 1);
    int32_t n = p->cell[p->to_move * (AWALE_HOLES + 1) + pit];
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

uint32_t awale_indet_rank(const struct mancala_pos *p,
                          const uint32_t binom[AWALE_BINOM_K][AWALE_BINOM_N])
{
    /* stars and bars: with s_j the seeds in the first j + 1 pits (mover's row first), bar j
     * sits at s_j + j; the colex rank of the 11 bars is the sum of C(s_j + j, j + 1), and the
     * layouts of fewer seeds come first: C(n + 11, 12) of them. Unrolled: it runs on every
     * move of an endgame. */
    const int32_t *a = p->cell + p->to_move * (AWALE_HOLES + 1);
    const int32_t *b = p->cell + (1 - p->to_move) * (AWALE_HOLES + 1);
    int32_t s0 = a[0], s1 = s0 + a[1], s2 = s1 + a[2], s3 = s2 + a[3], s4 = s3 + a[4];
    int32_t s5 = s4 + a[5], s6 = s5 + b[0], s7 = s6 + b[1], s8 = s7 + b[2], s9 = s8 + b[3];
    int32_t s10 = s9 + b[4], n = s10 + b[5];
    return binom[1][s0] + binom[2][s1 + 1] + binom[3][s2 + 2] + binom[4][s3 + 3] +
           binom[5][s4 + 4] + binom[6][s5 + 5] + binom[7][s6 + 6] + binom[8][s7 + 7] +
           binom[9][s8 + 8] + binom[10][s9 + 9] + binom[11][s10 + 10] + binom[12][n + 11];
}

/* mancala_sow.c — the mechanics of sowing, shared by awale, escargots and kalah, and the
 * awale capture and legality rules the indetermination generator reuses.
 *
 * Pure functions on a position's cells: no trace, no allocation, no dependency beyond the
 * types of rules.h, so that gen_indet links this file alone. Full laps are handled by
 * division; the remainder is sown run by run between skipped cells. */
#include "mancala.h"

int32_t mancala_row(const struct mancala_pos *p, int player)
{
    const int32_t *pit = p->cell + player * (p->holes + 1);
    int32_t sum = 0;
    for (int i = 0; i < p->holes; i++)
        sum += pit[i];
    return sum;
}

int mancala_sow(int32_t *cell, int ncells, int origin, int32_t n, uint32_t skip)
{
    uint64_t sown = ((1ull << ncells) - 1) & ~(uint64_t)skip;
    int32_t ring = __builtin_popcountll(sown);
    if (n >= ring) {
        int32_t laps = n / ring;
        for (int c = 0; c < ncells; c++)
            cell[c] += laps * (int32_t)((sown >> c) & 1);
        n -= laps * ring;
        if (n == 0) {
            /* the last seed of the last lap: the last sown cell at or before origin */
            uint64_t upto = sown & ((2ull << origin) - 1);
            return 63 - __builtin_clzll(upto ? upto : sown);
        }
    }
    int c = origin + 1;
    for (;;) {
        if (c >= ncells)
            c = 0;
        uint64_t run = sown >> c; /* bit 0 = cell c */
        if (!(run & 1)) {
            c = run ? c + __builtin_ctzll(run) : ncells;
            continue;
        }
        int32_t len = __builtin_ctzll(~run); /* sown cells in a row from c */
        if (len >= n) {
            for (int32_t k = 0; k < n; k++)
                cell[c + k]++;
            return c + n - 1;
        }
        for (int32_t k = 0; k < len; k++)
            cell[c + k]++;
        n -= len;
        c += len;
    }
}

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
    /* the last seed stays in the mover's row: no capture at all */
    if (p->cell[p->to_move * (AWALE_HOLES + 1) + pit] < AWALE_HOLES - pit)
        return false;
    struct mancala_pos q = *p;
    int32_t seeds;
    int last = awale_sow(&q, pit);
    return awale_chain(&q, last, &seeds) > 0 && seeds == mancala_row(&q, 1 - q.to_move);
}

unsigned awale_legal_mask(const struct mancala_pos *p, const struct awale_rules *r)
{
    const int32_t *mine = p->cell + p->to_move * (AWALE_HOLES + 1);
    unsigned mask = 0;
    for (int i = 0; i < AWALE_HOLES; i++)
        mask |= (unsigned)(mine[i] > 0) << i;
    if (r->must_feed && mancala_row(p, 1 - p->to_move) == 0) {
        unsigned feed = 0;
        for (int i = 0; i < AWALE_HOLES; i++)
            feed |= (unsigned)(mine[i] >= AWALE_HOLES - i) << i;
        return mask & feed;
    }
    if (r->grand_slam_forbidden) {
        unsigned fair = 0;
        for (int i = 0; i < AWALE_HOLES; i++)
            if ((mask >> i & 1) && !awale_is_grand_slam(p, i))
                fair |= 1u << i;
        return fair ? fair : mask;
    }
    return mask;
}

uint32_t awale_indet_rank(const struct mancala_pos *p,
                          const uint32_t binom[AWALE_BINOM_N][AWALE_BINOM_K])
{
    /* stars and bars: with s_j the seeds in the first j + 1 pits (mover's row first), bar j
     * sits at s_j + j; the colex rank of the 11 bars is the sum of C(s_j + j, j + 1), and the
     * layouts of fewer seeds come first: C(n + 11, 12) of them. */
    const int32_t *mine = p->cell + p->to_move * (AWALE_HOLES + 1);
    const int32_t *theirs = p->cell + (1 - p->to_move) * (AWALE_HOLES + 1);
    uint32_t rank = 0;
    int32_t s = 0;
    for (int j = 0; j < AWALE_HOLES; j++) {
        s += mine[j];
        rank += binom[s + j][j + 1];
    }
    for (int j = 0; j < AWALE_HOLES - 1; j++) {
        s += theirs[j];
        rank += binom[s + AWALE_HOLES + j][AWALE_HOLES + j + 1];
    }
    s += theirs[AWALE_HOLES - 1];
    return rank + binom[s + AWALE_PITS - 1][AWALE_PITS];
}

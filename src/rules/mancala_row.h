/* mancala_row.h — a mancala row packed in one 64-bit word, one byte per cell (pit i in byte i,
 * the store in the byte after the last pit), for the playouts of the mancala engines: a move
 * is drawn from the row's non-empty pits and sown by one lookup in a table made at build time
 * by gen_rows.c from the engines' own sowing core (mancala.h). Private to the rules module.
 *
 * Valid for boards of at most MROW_MAX_PIECES pieces: every count and every sum fits 7 bits,
 * so a byte-wise add never carries into the next byte. */
#ifndef MANCALA_ROW_H
#define MANCALA_ROW_H

#include <stdint.h>

#include "rules.h"

enum {
    MROW_MAX_PIECES = 127,
    MROW_SEEDS = MROW_MAX_PIECES + 1, /* pit counts a sowing table covers: 0 .. 127 */
};

#define MROW_ONES 0x0101010101010101ull

/* One sowing from a row pair (a: the mover's row, b: his opponent's), for a pit and a count:
 * a + da and b + db are the rows after it (da also takes the seeds out of the origin, as a
 * wrapping 64-bit difference), last the cell of the last seed in the mover's numbering (his
 * pits 0 .. holes - 1, his store holes, the opponent's pit j at holes + 1 + j), sown_a and
 * sown_b the pits of each row that got a seed (bit i = pit i; the origin only on a lap).
 * Kalah only, for its capture and extra turn: when the last seed falls in an own pit and is
 * the only one it got, the pit holds it alone if it was empty before: cap_empty is that pit's
 * bit (origin excluded), cap_origin is 1 when the pit is the origin (emptied by the move),
 * facing the opponent's corresponding pit; pass is 0 when the last seed fell in the store.
 * Awale only, for its capture: when the last seed falls in the opponent's pit j, chain_end is
 * that pit's bit and chain the bits of his pits 0 .. j (where a chain of captures may run);
 * both 0 when it stays in the mover's row. */
struct mrow_sow {
    uint64_t da, db;
    uint8_t last, sown_a, sown_b, cap_empty, cap_origin, facing, pass, chain, chain_end;
    uint8_t unused[7]; /* 32 bytes: an entry is found by shifts */
};

/* ---- generated at build time by gen_rows.c (mancala_rows.c in the build dir) ---- */

/* For a set of up to 7 pits (bit i = pit i): the pits in order, 4 bits each (the k-th in bits
 * 4k .. 4k + 2), and their number in bits 28 .. 31. */
extern const uint32_t mrow_compress[128];
/* Sowings [pit][seeds]: kalah with two players and 4, 6 or 7 holes; awale (the origin skipped
 * on a lap, no store sown). */
extern const struct mrow_sow mrow_kalah4[4][MROW_SEEDS];
extern const struct mrow_sow mrow_kalah6[6][MROW_SEEDS];
extern const struct mrow_sow mrow_kalah7[7][MROW_SEEDS];
extern const struct mrow_sow mrow_awale[6][MROW_SEEDS];

/* ---- operations ---- */

/* Packs the n counts of cell (each 0 .. 255) into a row. */
static inline uint64_t mrow_pack(const int32_t *cell, int n)
{
    uint64_t r = 0;
    for (int i = 0; i < n; i++)
        r |= (uint64_t)(uint8_t)cell[i] << (8 * i);
    return r;
}

/* Writes the n bytes of r to cell. */
static inline void mrow_unpack(uint64_t r, int32_t *cell, int n)
{
    for (int i = 0; i < n; i++)
        cell[i] = (int32_t)(r >> (8 * i) & 0xff);
}

/* Byte i of r. */
static inline uint32_t mrow_get(uint64_t r, int i)
{
    return (uint32_t)(r >> (8 * i)) & 0xff;
}

/* Bytes 0 .. n - 1 set to 1 (n <= 8). */
static inline uint64_t mrow_ones(int n)
{
    return n >= 8 ? MROW_ONES : MROW_ONES & ((1ull << (8 * n)) - 1);
}

/* The set of non-empty cells among the first n of r (bit i = cell i, n <= 7): 0x7f added to
 * a count below 128 reaches the byte's high bit exactly when the count is not 0; one product
 * gathers the high bits (each lands on its own bit of the top byte, no two products meet). */
static inline uint32_t mrow_nonempty(uint64_t r, int n)
{
    uint64_t high = (r + 0x7f * mrow_ones(n)) & 0x80 * mrow_ones(n);
    return (uint32_t)((high * 0x0002040810204081ull) >> 56);
}

/* The byte flags of bits 0..6 (bit i -> byte i at 1): each bit lands on its byte's low bit
 * and no two partial products meet there. */
static inline uint64_t mrow_spread(uint32_t bits)
{
    return ((uint64_t)(bits & 0x7f) * 0x0002040810204081ull) & MROW_ONES;
}

/* The sum of the bytes of r (at most 255). */
static inline uint32_t mrow_sum(uint64_t r)
{
    return (uint32_t)((r * MROW_ONES) >> 56);
}

/* A pit drawn uniformly from the non-empty set pits (bits 0..6) with rules_rand_below, as the
 * reference playout draws the k-th listed move (moves are listed in pit order). */
static inline int mrow_draw(uint32_t pits, uint64_t *rng)
{
    uint32_t list = mrow_compress[pits];
    uint32_t k = rules_rand_below(rng, list >> 28);
    return (int)(list >> (4 * k)) & 7;
}

#endif

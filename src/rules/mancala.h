/* mancala.h — what the three mancala engines (awale, escargots, kalah) share, private to the
 * rules module: the sowing core, the awale capture and legality rules (also used by the
 * build-time generator of the indetermination table), the table's ranking, and the helpers
 * for checks, narration and outcomes.
 *
 * Invariant: every function works on the cells of the position's own shape only
 * (players * (holes + 1) cells, see rules.h); nothing allocates. */
#ifndef MANCALA_H
#define MANCALA_H

#include "rules.h"

enum {
    AWALE_HOLES = 6,
    AWALE_CELLS = 2 * (AWALE_HOLES + 1),
    AWALE_PITS = 2 * AWALE_HOLES,
    AWALE_SEEDS = 48,
    /* the indetermination table covers every layout of at most this many seeds on board */
    AWALE_INDET_MAX = 10,
    /* binomials C(n, k) for k < AWALE_BINOM_K, n < AWALE_BINOM_N (ranking of layouts) */
    AWALE_BINOM_N = AWALE_INDET_MAX + AWALE_PITS,
    AWALE_BINOM_K = AWALE_PITS + 1,
    /* layouts of 0..AWALE_INDET_MAX seeds in 12 pits: C(22, 12) */
    AWALE_INDET_COUNT = 646646,
    AWALE_INDET_BYTES = (AWALE_INDET_COUNT + 7) / 8,
};

/* For the per-shape copies of the engines' hot functions: inlined even when large, so that
 * the board's constant shape folds into their loops (GCC and clang both honour it). */
#define MANCALA_ALWAYS_INLINE static inline __attribute__((always_inline))

/* ---- sowing core ---- */

/* Short runs are sown over a fixed window of this many cells (see mancala_add_run). */
enum { MANCALA_SOW_WINDOW = 8 };

/* One seed in each of cells c .. c + len - 1 (cell holds RULES_MANCALA_CELLS counts). A short
 * run is added over a fixed window, 0 past its end: no loop exit to mispredict on every random
 * move. */
static inline void mancala_add_run(int32_t *cell, int c, int32_t len)
{
    if (len <= MANCALA_SOW_WINDOW && c <= RULES_MANCALA_CELLS - MANCALA_SOW_WINDOW) {
#pragma GCC unroll 8
        for (int32_t k = 0; k < MANCALA_SOW_WINDOW; k++)
            cell[c + k] += k < len;
        return;
    }
    for (int32_t k = 0; k < len; k++)
        cell[c + k]++;
}

/* Sows n >= 1 seeds, already taken out of cell origin, one per cell along the ring of ncells
 * cells (index order), starting after origin and skipping every cell whose bit is set in skip
 * (awale: both stores and the origin; kalah: the other players' stores). Full laps are added
 * by division, not seed by seed. skip must leave at least half of the cells sown (true of
 * every mancala ring: at most players + 1 cells are skipped); cell holds RULES_MANCALA_CELLS
 * counts (a short run may add 0 to cells past the ring). Returns the cell that received
 * the last seed. Inline: each engine gets a copy folded for its constant ring; the remainder
 * after the full laps is sown run by run between skipped cells. */
static inline int mancala_sow(int32_t *cell, int ncells, int origin, int32_t n, uint32_t skip)
{
    uint64_t all = (1ull << ncells) - 1, sown = all & ~(uint64_t)skip;
    /* at most players + 1 cells are skipped, so the ring holds at least half the cells */
    if (n >= ncells / 2) {
        int32_t ring = ncells;
        for (uint64_t s = all & skip; s; s &= s - 1)
            ring--;
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
    }
    /* n < ring now: one seed in each of the next n sown cells, run by run between skips */
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
            mancala_add_run(cell, c, n);
            return c + n - 1;
        }
        mancala_add_run(cell, c, len);
        n -= len;
        c += len;
    }
}

/* Sum of player's pits (not his store). Inline: the end tests run it on every move. */
static inline int32_t mancala_row(const struct mancala_pos *p, int player)
{
    const int32_t *pit = p->cell + player * (p->holes + 1);
    int32_t sum = 0;
    for (int i = 0; i < p->holes; i++)
        sum += pit[i];
    return sum;
}

/* ---- awale and escargots mechanics (inline here, the larger ones in mancala_sow.c) ---- */

/* The rule preset of the awale engine. */
struct awale_rules {
    bool must_feed;            /* awale: a player must give seeds to an opponent who has none */
    bool grand_slam_forbidden; /* escargots: a grand slam is illegal unless nothing else is */
};

/* Picks pit (0-based) of the player to move and sows it (origin skipped on every lap,
 * stores never sown). The pit must not be empty. Returns the cell of the last seed. */
static inline int awale_sow(struct mancala_pos *p, int pit)
{
    int origin = p->to_move * (AWALE_HOLES + 1) + pit;
    int32_t n = p->cell[origin];
    p->cell[origin] = 0;
    uint32_t skip = (1u << AWALE_HOLES) | (1u << (AWALE_CELLS - 1)) | (1u << origin);
    return mancala_sow(p->cell, AWALE_CELLS, origin, n, skip);
}

/* The capture earned by a last seed in cell last, the opponent of p->to_move being the
 * victim: the number of pits taken (last, last - 1, ... while an opponent pit holds 2 or 3)
 * and in *seeds their total. Returns 0 (and *seeds = 0) when nothing is taken. */
static inline int awale_chain(const struct mancala_pos *p, int last, int32_t *seeds)
{
    int lo = (1 - p->to_move) * (AWALE_HOLES + 1);
    int taken = 0;
    *seeds = 0;
    /* unsigned compares: one branch per test (they mispredict on random moves) */
    if ((unsigned)(last - lo) >= AWALE_HOLES)
        return 0;
    for (int c = last; c >= lo && (uint32_t)(p->cell[c] - 2) < 2; c--) {
        *seeds += p->cell[c];
        taken++;
    }
    return taken;
}

/* False when no move of the player to move can be a grand slam: some opponent pit holds more
 * than 2. A grand slam leaves every opponent pit at 2 or 3 after it received a seed, or empty
 * and unreached, and a move that laps gives every opponent pit at least one seed. */
static inline bool awale_slam_possible(const struct mancala_pos *p)
{
    const int32_t *theirs = p->cell + (1 - p->to_move) * (AWALE_HOLES + 1);
    bool big = false;
#pragma GCC unroll 6
    for (int j = 0; j < AWALE_HOLES; j++)
        big |= theirs[j] > 2;
    return !big;
}

/* True when playing pit (0-based, not empty) would capture every seed of the opponent's row. */
bool awale_is_grand_slam(const struct mancala_pos *p, int pit);

/* Sum of player's 6 pits in an awale position. */
static inline int32_t awale_row(const struct mancala_pos *p, int player)
{
    const int32_t *pit = p->cell + player * (AWALE_HOLES + 1);
    return pit[0] + pit[1] + pit[2] + pit[3] + pit[4] + pit[5];
}

/* The legal pits of the player to move under r as a bit set (bit i = pit i), ignoring the end
 * of the game; starving = the opponent's row is empty (read only when r->must_feed). 0 means
 * the player cannot move (famine). Inline: moves and validate run it on every move. */
static inline unsigned awale_legal_pits(const struct mancala_pos *p, const struct awale_rules *r,
                                        bool starving)
{
    const int32_t *mine = p->cell + p->to_move * (AWALE_HOLES + 1);
    unsigned mask = 0, keep = 0;
#pragma GCC unroll 6
    for (int i = 0; i < AWALE_HOLES; i++)
        mask |= (unsigned)(mine[i] > 0) << i;
    if (r->must_feed && starving) {
        for (int i = 0; i < AWALE_HOLES; i++)
            keep |= (unsigned)(mine[i] >= AWALE_HOLES - i) << i;
        return mask & keep;
    }
    if (r->grand_slam_forbidden && awale_slam_possible(p)) {
        for (int i = 0; i < AWALE_HOLES; i++)
            if ((mask >> i & 1) && !awale_is_grand_slam(p, i))
                keep |= 1u << i;
        return keep ? keep : mask;
    }
    return mask;
}

/* awale_legal_pits with the opponent's row read here. */
static inline unsigned awale_legal_mask(const struct mancala_pos *p, const struct awale_rules *r)
{
    return awale_legal_pits(p, r, awale_row(p, 1 - p->to_move) == 0);
}

/* The rank of a layout of at most AWALE_INDET_MAX seeds among all such layouts, from its
 * prefix sums: sum[j] = seeds in its first j + 1 pits (mover's row first), sum[11] the total.
 * Stars and bars: bar j sits at sum[j] + j; the colex rank of the 11 bars is the sum of
 * C(sum[j] + j, j + 1), and the layouts of fewer seeds come first: C(n + 11, 12) of them.
 * Returns a value below AWALE_INDET_COUNT. */
static inline uint32_t awale_indet_rank_sums(const int32_t sum[AWALE_PITS],
                                             const uint32_t binom[AWALE_BINOM_K][AWALE_BINOM_N])
{
    uint32_t r = 0;
#pragma GCC unroll 12
    for (int j = 0; j < AWALE_PITS; j++)
        r += binom[j + 1][sum[j] + j];
    return r;
}

/* Index of p's layout seen from the player to move (his row first) among all layouts of at
 * most AWALE_INDET_MAX seeds (awale_indet_rank_sums), using the binomial table binom
 * (binom[k][n] = C(n, k)). The board must hold at most AWALE_INDET_MAX seeds. */
static inline uint32_t awale_indet_rank(const struct mancala_pos *p,
                                        const uint32_t binom[AWALE_BINOM_K][AWALE_BINOM_N])
{
    const int32_t *a = p->cell + p->to_move * (AWALE_HOLES + 1);
    const int32_t *b = p->cell + (1 - p->to_move) * (AWALE_HOLES + 1);
    int32_t sum[AWALE_PITS], s = 0;
#pragma GCC unroll 6
    for (int j = 0; j < AWALE_HOLES; j++) {
        s += a[j];
        sum[j] = s;
    }
#pragma GCC unroll 6
    for (int j = 0; j < AWALE_HOLES; j++) {
        s += b[j];
        sum[AWALE_HOLES + j] = s;
    }
    return awale_indet_rank_sums(sum, binom);
}

/* ---- generated at build time by gen_indet.c (mancala_indet.c in the build dir) ---- */

extern const uint32_t awale_binom[AWALE_BINOM_K][AWALE_BINOM_N];
/* Bit r (byte r / 8, bit r % 8) is set when, from the layout of rank r with the player to move
 * first, no capture can ever happen by any sequence of legal moves (preset awale / escargots). */
extern const uint8_t awale_indet_dead[AWALE_INDET_BYTES];
extern const uint8_t escargots_indet_dead[AWALE_INDET_BYTES];

/* ---- helpers shared by the engines (mancala.c) ---- */

/* Writes move {pit} to *out: only the fields a mancala move uses (resign, pit, and cell and
 * path_len at 0, so path is empty); path[] is left as it was, nobody reads past path_len. A
 * whole compound literal would zero 36 bytes per listed move, on every move of a playout. */
static inline void mancala_put_move(struct rules_move *out, int pit)
{
    out->resign = false;
    out->pit = pit;
    out->cell = 0;
    out->path_len = 0;
}

/* Writes the pits of legal (bit i = pit i, i < holes) as moves {pit = i + 1} to out (see
 * mancala_put_move), at most cap of them, in pit order; returns how many are legal. When
 * cap >= holes the entries of out after the count may be overwritten too (every pit is
 * written, the legal ones kept): no branch to mispredict on the hot path. */
static inline uint64_t mancala_list_moves(unsigned legal, int holes, struct rules_move *out,
                                          size_t cap)
{
    size_t n = 0;
    if (cap >= (size_t)holes) {
#pragma GCC unroll 8
        for (int i = 0; i < holes; i++) {
            mancala_put_move(&out[n], i + 1);
            n += legal >> i & 1;
        }
        return n;
    }
    for (int i = 0; i < holes; i++) {
        if (!(legal >> i & 1))
            continue;
        if (n < cap)
            mancala_put_move(&out[n], i + 1);
        n++;
    }
    return n;
}

/* mancala_list_moves for every non-empty pit of row (holes pits): with cap >= holes it tests
 * the counts directly, without building the bit set (kalah's moves, awale's usual case). */
static inline uint64_t mancala_list_pits(const int32_t *row, int holes, struct rules_move *out,
                                         size_t cap)
{
    size_t n = 0;
    if (cap >= (size_t)holes) {
#pragma GCC unroll 8
        for (int i = 0; i < holes; i++) {
            mancala_put_move(&out[n], i + 1);
            n += row[i] != 0;
        }
        return n;
    }
    unsigned legal = 0;
    for (int i = 0; i < holes; i++)
        legal |= (unsigned)(row[i] != 0) << i;
    return mancala_list_moves(legal, holes, out, cap);
}

/* The cell of player's pit i and of player's store. */
static inline int mancala_cell(const struct mancala_pos *p, int player, int pit)
{
    return player * (p->holes + 1) + pit;
}
static inline int mancala_store(const struct mancala_pos *p, int player)
{
    return player * (p->holes + 1) + p->holes;
}

/* Tells in trace (not NULL) the picking of n seeds from origin and their sowing exactly as
 * mancala_sow does it: PICK, then one SOW per seed with its lap, STORE for a store that gets
 * one, SKIP_ORIGIN when a lap passes the skipped origin and SKIP_STORE for a skipped store
 * when tell_stores is set. Stops as soon as trace is full (truncated set). */
void mancala_tell_sow(struct rules_trace *trace, const struct mancala_pos *p, int origin, int32_t n,
                      uint32_t skip, bool tell_stores);

/* Appends one event to trace (NULL: nothing). */
void mancala_tell(struct rules_trace *trace, enum rules_ev_type type, int player, int pit, int by,
                  int32_t count);

/* Checks the counts of a mancala position whose players and holes are already valid, in this
 * order: every pit then every store >= 0, total <= RULES_MANCALA_MAX_PIECES and, when
 * exact_total >= 0, total == exact_total, to_move < players. Returns 0 or
 * -ARB_ERR_BAD_POSITION with the field at fault in err. */
int mancala_check_counts(const struct mancala_pos *p, int64_t exact_total, struct arb_err *err);

/* Moves the seeds of player from's row into the store of player to (COLLECT event when any). */
void mancala_collect(struct mancala_pos *p, int from, int to, struct rules_trace *trace);

/* Fills out as a finished game of p (stores = final scores): place[q] = number of distinct
 * better scores; a resigner (>= 0; -1 for none) is placed after everyone else whatever his
 * score. winner = the only player in place 0, else -1. Tells END in trace. */
void mancala_finish(const struct mancala_pos *p, enum rules_end reason, int resigner,
                    struct rules_outcome *out, struct rules_trace *trace);

/* Fills out for a game that goes on (over = false, scores = the stores); players and holes
 * are p's (passed so that an engine's constant shape folds in). Inline: play runs it on every
 * move. */
static inline void mancala_going_on(const struct mancala_pos *p, int players, int holes,
                                    struct rules_outcome *out)
{
    *out = (struct rules_outcome){.winner = -1, .players = (uint8_t)players};
#pragma GCC unroll 4
    for (int q = 0; q < players; q++)
        out->scores[q] = p->cell[q * (holes + 1) + holes];
}

/* The reason of code in table (n entries), or NULL. */
const struct rules_reason *mancala_reason(const struct rules_reason *table, size_t n,
                                          enum arb_code code);

#endif

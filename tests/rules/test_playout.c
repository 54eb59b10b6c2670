/* test_playout.c — every game's playout entry against the reference, rules_playout_steps
 * (moves and play, move by move): from start positions under random options, from positions
 * reached in play, and from random boards that reach the rare rules (feeding, grand slam,
 * the indetermination table, kalah boards over 255 stones), the same number of moves, the same
 * generator state after, the same final position and the same outcome. The packed-row
 * operations the mancala playouts run on are checked exhaustively. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "mancala_row.h"
#include "rules.h"

enum {
    PLAYOUT_TRIALS = 3000, /* per game and per kind of start */
    PLAYOUT_MAX_PLIES = 400,
};

static uint64_t seed = 0x853c49e6748fea9bull;

static uint32_t draw(uint32_t n)
{
    return rules_rand_below(&seed, n);
}

static void assert_same_outcome(const struct rules_outcome *a, const struct rules_outcome *b)
{
    assert_int_equal(a->over, b->over);
    assert_int_equal(a->winner, b->winner);
    assert_int_equal(a->reason, b->reason);
    assert_int_equal(a->players, b->players);
    assert_memory_equal(a->scores, b->scores, sizeof a->scores[0] * a->players);
    if (a->over)
        assert_memory_equal(a->place, b->place, a->players);
}

static void assert_same_position(const struct rules_pos *a, const struct rules_pos *b)
{
    assert_int_equal(a->kind, b->kind);
    if (a->kind == RULES_MANCALA) {
        assert_int_equal(a->m.players, b->m.players);
        assert_int_equal(a->m.holes, b->m.holes);
        assert_int_equal(a->m.to_move, b->m.to_move);
        assert_memory_equal(a->m.cell, b->m.cell,
                            sizeof a->m.cell[0] * a->m.players * (a->m.holes + 1));
        return;
    }
    assert_memory_equal(a->q.stack, b->q.stack, sizeof a->q.stack);
    assert_memory_equal(a->q.height, b->q.height, sizeof a->q.height);
    assert_memory_equal(a->q.hands, b->q.hands, sizeof a->q.hands);
    assert_int_equal(a->q.to_move, b->q.to_move);
}

/* g->playout and the reference from pos with the same generator and limit; returns the
 * moves played. */
static uint64_t assert_playout_matches(const struct rules_game *g, const struct rules_pos *pos,
                                       const struct rules_opts *o, uint64_t rng, uint64_t limit)
{
    struct rules_pos fast = *pos, ref = *pos;
    struct rules_outcome fast_out, ref_out;
    uint64_t fast_rng = rng, ref_rng = rng;
    struct arb_err err;
    assert_int_equal(g->check(pos, &err), 0);
    uint64_t n = g->playout(&fast, o, &fast_rng, limit, &fast_out);
    uint64_t m = rules_playout_steps(g, &ref, o, &ref_rng, limit, &ref_out);
    assert_int_equal(n, m);
    assert_true(n <= limit);
    assert_true(fast_rng == ref_rng);
    assert_same_position(&fast, &ref);
    assert_same_outcome(&fast_out, &ref_out);
    return n;
}

/* Random options of g: every choice of each of its rule settings (kalah's capture ones);
 * 2 to 4 players, 4, 6 or 7 holes and 1 to 20 stones, so that the packed and the plain kalah
 * playouts both run (the other games read only first). */
static struct rules_opts random_opts(const struct rules_game *g)
{
    static const int holes[] = {4, 6, 7};
    struct rules_opts o = rules_opts_default();
    for (const struct rules_option *d = g->options; d && d->name; d++) {
        uint32_t n = 0;
        while (d->choices && d->choices[n])
            n++;
        if (!d->start_only && n)
            rules_opt_set(&o, d, (int)draw(n));
    }
    o.players = 2 + (int)draw(3);
    o.holes = holes[draw(3)];
    o.stones = 1 + (int)draw(20);
    o.first = (int)draw(2);
    return o;
}

/* From a start position, then from where a first playout of random length stopped. */
static void test_playouts_from_play_match_the_reference(void **state)
{
    (void)state;
    for (size_t gi = 0; gi < rules_count(); gi++) {
        const struct rules_game *g = rules_at(gi);
        int trials = g->kind == RULES_QAWALE ? PLAYOUT_TRIALS / 20 : PLAYOUT_TRIALS;
        uint64_t plies = 0;
        for (int t = 0; t < trials; t++) {
            struct rules_opts o = random_opts(g);
            struct rules_pos pos;
            struct rules_outcome out;
            if (g->start(&o, &pos, NULL, NULL) != 0) {
                o.first = 0;
                assert_int_equal(g->start(&o, &pos, NULL, NULL), 0);
            }
            uint64_t rng = seed | 1;
            plies += assert_playout_matches(g, &pos, &o, rng, 1 + draw(PLAYOUT_MAX_PLIES));
            rules_playout_steps(g, &pos, &o, &rng, draw(PLAYOUT_MAX_PLIES), &out);
            plies += assert_playout_matches(g, &pos, &o, rng * 7 + 1, draw(PLAYOUT_MAX_PLIES));
        }
        print_message("%s: %d trials, %llu moves compared\n", g->id, trials,
                      (unsigned long long)plies);
        assert_true(plies > (uint64_t)trials);
    }
}

/* Random awale boards: 48 seeds spread over the pits and the stores, few on the board more
 * often than play reaches (the table, feeding, grand slams). */
static void random_awale(struct rules_pos *pos)
{
    *pos = (struct rules_pos){.kind = RULES_MANCALA};
    pos->m.players = 2;
    pos->m.holes = 6;
    pos->m.to_move = (uint8_t)draw(2);
    int on_board = (int)draw(4) == 0 ? (int)draw(49) : (int)draw(13);
    for (int k = 0; k < on_board; k++) {
        /* often one row only, or pits of 1 to 2 in the other */
        int row = draw(3) == 0 ? 0 : (int)draw(2);
        pos->m.cell[row * 7 + (int)draw(6)]++;
    }
    int left = 48 - on_board, s0 = (int)draw((uint32_t)left + 1);
    pos->m.cell[6] = s0;
    pos->m.cell[13] = left - s0;
}

static void test_awale_playouts_from_random_boards_match_the_reference(void **state)
{
    (void)state;
    const char *ids[] = {"awale", "escargots"};
    for (int gi = 0; gi < 2; gi++) {
        const struct rules_game *g = rules_find(ids[gi]);
        struct rules_opts o = rules_opts_default();
        int over = 0;
        for (int t = 0; t < 4 * PLAYOUT_TRIALS; t++) {
            struct rules_pos pos;
            random_awale(&pos);
            uint64_t n = assert_playout_matches(g, &pos, &o, seed | 1, 1 + draw(60));
            over += n == 0;
        }
        /* some boards are over as given (famine, no capture left): both say so */
        assert_true(over > 0 && over < 4 * PLAYOUT_TRIALS);
    }
}

/* Random kalah boards: 2 to 4 rows of 4, 6 or 7 pits, counts up to 40 (totals on both sides
 * of 255), stores too. */
static void test_kalah_playouts_from_random_boards_match_the_reference(void **state)
{
    (void)state;
    const struct rules_game *g = rules_find("kalah");
    static const int holes[] = {4, 6, 7};
    for (int t = 0; t < 4 * PLAYOUT_TRIALS; t++) {
        struct rules_opts o = random_opts(g);
        struct rules_pos pos = {.kind = RULES_MANCALA};
        pos.m.players = (uint8_t)(draw(3) == 0 ? 2 + draw(3) : 2);
        pos.m.holes = (uint8_t)holes[draw(3)];
        pos.m.to_move = (uint8_t)draw(pos.m.players);
        int32_t top = draw(2) ? 5 : 40;
        for (int c = 0; c < pos.m.players * (pos.m.holes + 1); c++)
            pos.m.cell[c] = draw(4) == 0 ? 0 : (int32_t)draw((uint32_t)top);
        assert_playout_matches(g, &pos, &o, seed | 1, 1 + draw(PLAYOUT_MAX_PLIES));
    }
}

/* The packed-row operations, over every set of 7 pits and every rank in it. */
static void test_packed_rows_draw_spread_and_sum(void **state)
{
    (void)state;
    for (uint32_t bits = 0; bits < 128; bits++) {
        uint64_t flags = mrow_spread(bits);
        int32_t cell[7];
        for (int i = 0; i < 7; i++) {
            assert_int_equal(mrow_get(flags, i), bits >> i & 1);
            cell[i] = (int32_t)(bits >> i & 1) * (1 + 18 * i); /* 0, or 1 .. 109 */
        }
        assert_int_equal(mrow_sum(flags), __builtin_popcount(bits));
        uint64_t row = mrow_pack(cell, 7) | 0x7full << 56; /* a full store is not a pit */
        assert_int_equal(mrow_nonempty(row, 7), bits);
        assert_int_equal(mrow_nonempty(row, 3), bits & 7);
        if (bits == 0)
            continue;
        /* each rank the generator can give names the pit of that rank */
        uint32_t n = (uint32_t)__builtin_popcount(bits);
        for (uint32_t k = 0; k < n; k++) {
            uint64_t rng = 1, ref = 1;
            /* a generator state whose next draw below n is k */
            while (rules_rand_below(&ref, n) != k)
                rng = ref;
            int pit = mrow_draw(bits, &rng);
            assert_true(rng == ref);
            assert_true(bits >> pit & 1);
            assert_int_equal(__builtin_popcount(bits & ((1u << pit) - 1)), k);
        }
    }
    int32_t cell[8] = {0, 1, 2, 127, 100, 3, 0, 9}, back[8];
    mrow_unpack(mrow_pack(cell, 8), back, 8);
    assert_memory_equal(cell, back, sizeof cell);
    assert_true(mrow_ones(6) == 0x010101010101ull && mrow_ones(8) == MROW_ONES);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_packed_rows_draw_spread_and_sum),
        cmocka_unit_test(test_playouts_from_play_match_the_reference),
        cmocka_unit_test(test_awale_playouts_from_random_boards_match_the_reference),
        cmocka_unit_test(test_kalah_playouts_from_random_boards_match_the_reference),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* test_awale.c — one test per awale rule (source 001), with exact positions, captures and codes,
 * and the check of the build-time indetermination tables (awale and escargots) against a direct
 * breadth-first search over reachable positions.
 *
 * Boards are drawn from player 0's seat, sowing counterclockwise:
 *        N  f e d c b a      player 1's pits, a = his pit 1 ... f = his pit 6
 *        S  a b c d e f      player 0's pits, a = pit 1 ... f = pit 6
 * FX_ROWS lists player 0's pits 1..6, then player 1's pits 1..6. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <cmocka.h>

#include "mancala.h"
#include "mancala_fixture.h"
#include "rules_int.h"

static void test_awale_start_puts_four_seeds_in_each_pit(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    o.first = 1;
    struct rules_pos pos;
    unsigned warn = 99;
    assert_int_equal(rules_awale.start(&o, &pos, &warn, NULL), 0);
    assert_int_equal(warn, 0);
    fx_assert_board(&pos, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 1);
    assert_int_equal(rules_awale.check(&pos, NULL), 0);
    o.first = 2;
    struct arb_err err;
    assert_int_equal(rules_awale.start(&o, &pos, NULL, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "options.first");
}

/*   N  4 4 4 4 4 4          N  4 4 4 4 4 5
 *   S  4 4 4 4 4 4   c ->   S  4 4 0 5 5 5   one seed per pit, on into the opponent's row */
static void test_awale_sowing_drops_one_seed_per_pit_counterclockwise(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 0);
    struct rules_event ev[8];
    struct rules_trace t = {.ev = ev, .cap = 8};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 3, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(4, 4, 0, 5, 5, 5, 5, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 1);
    assert_int_equal(res.captured, 0);
    assert_false(res.extra_turn);
    assert_false(res.outcome.over);
    assert_int_equal(t.n, 5);
    assert_int_equal(ev[0].type, RULES_EV_PICK);
    assert_int_equal(ev[0].pit, 2);
    assert_int_equal(ev[0].count, 4);
    static const int owner[] = {0, 0, 0, 1}, pit[] = {3, 4, 5, 0};
    for (int k = 0; k < 4; k++) {
        assert_int_equal(ev[k + 1].type, RULES_EV_SOW);
        assert_int_equal(ev[k + 1].player, owner[k]);
        assert_int_equal(ev[k + 1].pit, pit[k]);
        assert_int_equal(ev[k + 1].lap, 1);
    }
}

/*   N  0 0 0 0 0 1            N  2 2 2 2 2 3
 *   S 23 0 0 0 0 0   a ->     S  0 3 2 2 2 2   23 = 2 laps of the 11 other pits + 1: the
 *   stores 12 / 12            origin is skipped on every lap and stays empty. */
static void test_awale_sowing_skips_the_origin_on_every_lap(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(23, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0), FX_ROWS(12, 12), 0);
    struct rules_event ev[64];
    struct rules_trace t = {.ev = ev, .cap = 64};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 1, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 3, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2), FX_ROWS(12, 12), 1);
    assert_int_equal(res.captured, 0);
    assert_int_equal(fx_count(&t, RULES_EV_SOW), 23);
    assert_int_equal(fx_count(&t, RULES_EV_SKIP_ORIGIN), 2);
    assert_int_equal(ev[12].type, RULES_EV_SKIP_ORIGIN);
    assert_int_equal(ev[12].lap, 2);
    assert_int_equal(ev[t.n - 1].type, RULES_EV_SOW);
    assert_int_equal(ev[t.n - 1].pit, 1);
    assert_int_equal(ev[t.n - 1].lap, 3);
    assert_false(t.truncated);
}

/* The same move with room for 3 events only: the trace is cut, the move is whole, and the
 * result may be the position itself (in-place play). */
static void test_awale_a_short_trace_is_truncated_and_play_works_in_place(void **state)
{
    (void)state;
    struct rules_result res = {
        .pos = fx_board(2, 6, FX_ROWS(23, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0), FX_ROWS(12, 12), 0)};
    struct rules_event ev[3];
    struct rules_trace t = {.ev = ev, .cap = 3};
    assert_int_equal(fx_play(&rules_awale, NULL, &res.pos, 1, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 3, 2, 2, 2, 2, 3, 2, 2, 2, 2, 2), FX_ROWS(12, 12), 1);
    assert_int_equal(t.n, 3);
    assert_true(t.truncated);
}

/*   N  5 5 5 5 0 2            N  5 5 5 5 0 0
 *   S  0 0 0 0 0 1   f ->     S  0 0 0 0 0 0   the last seed makes 3 in N's pit 1: taken */
static void test_awale_last_seed_making_two_or_three_captures(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 0, 1, 2, 0, 5, 5, 5, 5), FX_ROWS(12, 13), 0);
    struct rules_event ev[8];
    struct rules_trace t = {.ev = ev, .cap = 8};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 6, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 5, 5, 5, 5), FX_ROWS(15, 13), 1);
    assert_int_equal(res.captured, 3);
    assert_false(res.outcome.over);
    assert_int_equal(ev[2].type, RULES_EV_CAPTURE);
    assert_int_equal(ev[2].player, 1);
    assert_int_equal(ev[2].pit, 0);
    assert_int_equal(ev[2].by, 0);
    assert_int_equal(ev[2].count, 3);
}

/*   N  4 4 4 2 0 1            N  4 4 4 0 1 2
 *   S  0 0 0 0 0 3   f ->     S  0 0 0 0 0 0   N's pit 3 (3) taken; pit 2 holds 1: the
 *   chain stops there and N's pit 1 (2) is kept. */
static void test_awale_chain_capture_stops_at_a_pit_not_holding_two_or_three(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 0, 3, 1, 0, 2, 4, 4, 4), FX_ROWS(15, 15), 0);
    struct rules_result res;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 6, &res, NULL), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 2, 1, 0, 4, 4, 4), FX_ROWS(18, 15), 1);
    assert_int_equal(res.captured, 3);
}

/*   N  4 4 4 4 2 1            N  4 4 4 4 0 0
 *   S  0 0 0 0 3 2   e ->     S  0 0 0 0 0 3   N's pits 2 (3) and 1 (2) are taken; the
 *   previous pit is S's own pit 6 (3): the chain stops at the row boundary (S's store, which
 *   sits between the rows in the cell order, holds 2 and is not taken either). */
static void test_awale_chain_capture_stops_at_the_row_boundary(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 3, 2, 1, 2, 4, 4, 4, 4), FX_ROWS(2, 22), 0);
    struct rules_event ev[16];
    struct rules_trace t = {.ev = ev, .cap = 16};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 5, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 3, 0, 0, 4, 4, 4, 4), FX_ROWS(7, 22), 1);
    assert_int_equal(res.captured, 5);
    assert_int_equal(fx_count(&t, RULES_EV_CAPTURE), 2);
}

/*   N  0 0 0 0 2 1            N  0 0 0 0 3 2
 *   S  5 5 5 0 0 2   f ->     S  5 5 5 0 0 0   taking 3 + 2 would empty N's row: the move
 *   is played, nothing is taken (grand slam). */
static void test_awale_grand_slam_is_played_without_capture(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(5, 5, 5, 0, 0, 2, 1, 2, 0, 0, 0, 0), FX_ROWS(14, 14), 0);
    struct rules_event ev[8];
    struct rules_trace t = {.ev = ev, .cap = 8};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 6, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(5, 5, 5, 0, 0, 0, 2, 3, 0, 0, 0, 0), FX_ROWS(14, 14), 1);
    assert_int_equal(res.captured, 0);
    assert_int_equal(fx_count(&t, RULES_EV_CAPTURE), 0);
    assert_int_equal(ev[3].type, RULES_EV_GRAND_SLAM);
    assert_int_equal(ev[3].player, 0);
    assert_int_equal(ev[3].count, 5);
    assert_false(res.outcome.over);
}

/*   N  0 0 0 0 0 0
 *   S  0 4 3 4 0 1   N has nothing: only d (4 seeds reach N) and f feed him. */
static void test_awale_must_feed_an_opponent_without_seeds(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 4, 3, 4, 0, 1, 0, 0, 0, 0, 0, 0), FX_ROWS(18, 18), 0);
    struct rules_move mv[6];
    assert_int_equal(rules_awale.moves(&pos, &o, mv, 6), 2);
    assert_int_equal(mv[0].pit, 4);
    assert_int_equal(mv[1].pit, 6);
    static const int code[] = {
        -ARB_ERR_EMPTY_PIT, -ARB_ERR_MUST_FEED, -ARB_ERR_MUST_FEED, 0, -ARB_ERR_EMPTY_PIT, 0};
    for (int pit = 1; pit <= 6; pit++) {
        struct rules_move m = {.pit = pit};
        assert_int_equal(rules_awale.validate(&pos, &o, &m), code[pit - 1]);
    }
    struct rules_result res;
    res.captured = 77;
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 2, &res, NULL), -ARB_ERR_MUST_FEED);
    assert_int_equal(res.captured, 77);
}

/*   N  0 0 0 0 0 0
 *   S  3 0 0 0 0 0   S to move must feed N and cannot: famine, S takes the 3 seeds left. */
static void test_awale_famine_when_the_player_to_move_cannot_feed(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), FX_ROWS(20, 25), 0);
    struct rules_outcome out;
    rules_awale.outcome(&pos, &o, &out);
    assert_true(out.over);
    assert_int_equal(out.reason, RULES_END_FAMINE);
    assert_int_equal(out.scores[0], 23);
    assert_int_equal(out.scores[1], 25);
    assert_int_equal(out.winner, 1);
    assert_int_equal(out.place[0], 1);
    assert_int_equal(out.place[1], 0);
    struct rules_move m = {.pit = 1};
    assert_int_equal(rules_awale.validate(&pos, &o, &m), -ARB_ERR_GAME_OVER);
    assert_int_equal(rules_awale.moves(&pos, &o, NULL, 0), 0);
}

/*   N  4 0 0 0 0 0
 *   S  0 0 0 0 0 0   S to move has no seeds: famine, N takes the 4 seeds left. */
static void test_awale_famine_when_the_player_to_move_has_no_seeds(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 4), FX_ROWS(20, 24), 0);
    struct rules_outcome out;
    rules_awale.outcome(&pos, &o, &out);
    assert_true(out.over);
    assert_int_equal(out.reason, RULES_END_FAMINE);
    assert_int_equal(out.scores[0], 20);
    assert_int_equal(out.scores[1], 28);
    assert_int_equal(out.winner, 1);
}

/*   N  1 0 0 0 0 0
 *   S  0 0 0 0 0 1   two seeds can never be taken (2 in one pit would be a grand slam):
 *   indetermination, each keeps his row: 24 / 24, a draw. */
static void test_awale_indetermination_ends_a_game_where_no_capture_can_happen(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), FX_ROWS(23, 23), 0);
    struct rules_outcome out;
    rules_awale.outcome(&pos, &o, &out);
    assert_true(out.over);
    assert_int_equal(out.reason, RULES_END_NO_CAPTURE_POSSIBLE);
    assert_int_equal(out.scores[0], 24);
    assert_int_equal(out.scores[1], 24);
    assert_int_equal(out.winner, -1);
    assert_int_equal(out.place[0], 0);
    assert_int_equal(out.place[1], 0);
}

/*   N  0 0 0 0 1 0
 *   S  0 0 0 0 1 1   no move captures now, yet f, b, e, c lead to S's f taking 2 in N's
 *   pit 1: the game goes on until then. After the capture N (1 seed, S empty) cannot feed:
 *   famine, N takes his seed: 24 / 24. */
static void test_awale_a_capture_reachable_only_after_several_moves_keeps_the_game_on(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_result res = {
        .pos = fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0), FX_ROWS(22, 23), 0)};
    static const int path[] = {6, 2, 5, 3};
    for (size_t k = 0; k < sizeof path / sizeof path[0]; k++) {
        struct rules_outcome out;
        rules_awale.outcome(&res.pos, &o, &out);
        assert_false(out.over);
        assert_int_equal(fx_play(&rules_awale, NULL, &res.pos, path[k], &res, NULL), 0);
        assert_int_equal(res.captured, 0);
        assert_false(res.outcome.over);
    }
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 0, 0), FX_ROWS(22, 23), 0);
    assert_int_equal(fx_play(&rules_awale, NULL, &res.pos, 6, &res, NULL), 0);
    assert_int_equal(res.captured, 2);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.reason, RULES_END_FAMINE);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), FX_ROWS(24, 24), 1);
    assert_int_equal(res.outcome.winner, -1);
}

/*   N  0 0 0 0 1 0           N  0 0 0 0 1 0
 *   S  0 0 0 0 1 1   e ->    S  0 0 0 0 0 2   the same start as above, but after e no
 *   sequence of moves can ever capture: checked after the move, the game ends by
 *   indetermination and each keeps his row: 24 / 24. */
static void test_awale_indetermination_is_checked_after_every_move(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 1, 1, 0, 1, 0, 0, 0, 0), FX_ROWS(22, 23), 0);
    struct rules_result res;
    struct rules_event ev[16];
    struct rules_trace t = {.ev = ev, .cap = 16};
    assert_int_equal(fx_play(&rules_awale, NULL, &pos, 5, &res, &t), 0);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.reason, RULES_END_NO_CAPTURE_POSSIBLE);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), FX_ROWS(24, 24), 1);
    assert_int_equal(fx_count(&t, RULES_EV_COLLECT), 2);
    assert_int_equal(ev[t.n - 1].type, RULES_EV_END);
    assert_int_equal(ev[t.n - 1].reason, RULES_END_NO_CAPTURE_POSSIBLE);
}

/*   N  0 0 0 1 2 2
 *   S  2 2 2 0 0 0   S resigns with more seeds (27 against 10): N takes the 11 left and wins. */
static void test_awale_resigning_gives_the_rest_to_the_opponent_who_wins(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(2, 2, 2, 0, 0, 0, 2, 2, 1, 0, 0, 0), FX_ROWS(27, 10), 0);
    struct rules_move resign = {.resign = true};
    struct rules_result res;
    struct rules_event ev[8];
    struct rules_trace t = {.ev = ev, .cap = 8};
    assert_int_equal(rules_awale.play(&pos, &o, &resign, &res, &t), 0);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.reason, RULES_END_RESIGN);
    assert_int_equal(res.outcome.winner, 1);
    assert_int_equal(res.outcome.scores[0], 27);
    assert_int_equal(res.outcome.scores[1], 21);
    assert_int_equal(res.outcome.place[0], 1);
    assert_int_equal(res.outcome.place[1], 0);
    assert_int_equal(ev[0].type, RULES_EV_RESIGN);
    assert_int_equal(ev[0].player, 0);
}

static void test_awale_check_refuses_every_impossible_position(void **state)
{
    (void)state;
    struct {
        struct rules_pos pos;
        const char *field;
    } cases[] = {
        {fx_board(2, 5, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(4, 4), 0), "position.pits"},
        {fx_board(3, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 0, 0, 0, 0, 0, 0),
                  FX_ROWS(0, 0, 0), 0),
         "position.pits"},
        {fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, -1, 4, 4), FX_ROWS(5, 0), 0),
         "position.pits[1][3]"},
        {fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(-1, 1), 0),
         "position.stores[0]"},
        {fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 3), FX_ROWS(0, 0), 0),
         "position.pits"},
        {fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 1), 0),
         "position.pits"},
        {fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 2),
         "position.to_move"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct arb_err err;
        assert_int_equal(rules_awale.check(&cases[k].pos, &err), -ARB_ERR_BAD_POSITION);
        assert_string_equal(err.field, cases[k].field);
        assert_int_equal(rules_escargots.check(&cases[k].pos, NULL), -ARB_ERR_BAD_POSITION);
    }
}

/* Start position: pits 0 and 7 are out of range, a finished game is over before anything. */
static void test_awale_validate_reports_the_first_defect(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 0);
    struct rules_move m0 = {.pit = 0}, m7 = {.pit = 7}, resign = {.resign = true};
    assert_int_equal(rules_awale.validate(&pos, &o, &m0), -ARB_ERR_PIT_RANGE);
    assert_int_equal(rules_awale.validate(&pos, &o, &m7), -ARB_ERR_PIT_RANGE);
    assert_int_equal(rules_awale.validate(&pos, &o, &resign), 0);
    struct rules_pos over =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), FX_ROWS(23, 23), 0);
    assert_int_equal(rules_awale.validate(&over, &o, &m0), -ARB_ERR_GAME_OVER);
    assert_int_equal(rules_awale.validate(&over, &o, &resign), -ARB_ERR_GAME_OVER);
}

static void test_awale_moves_counts_exactly_and_fills_up_to_cap(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 1);
    struct rules_move mv[3];
    assert_int_equal(rules_awale.moves(&pos, &o, mv, 3), 6);
    for (int k = 0; k < 3; k++) {
        assert_int_equal(mv[k].pit, k + 1);
        assert_false(mv[k].resign);
    }
}

static void test_awale_reasons_cite_the_rulebook(void **state)
{
    (void)state;
    const struct rules_reason *r = rules_awale.reason(ARB_ERR_MUST_FEED);
    assert_non_null(r);
    assert_string_equal(r->rule.source, "001_34f07d7a66323f1a.txt");
    assert_string_equal(r->rule.title, "L'AWALE");
    assert_string_equal(r->rule.section, "Déroulement de la partie");
    r = rules_awale.reason(ARB_ERR_GAME_OVER);
    assert_string_equal(r->rule.section, "Fin de la partie");
    assert_non_null(rules_awale.reason(ARB_ERR_PIT_RANGE));
    assert_non_null(rules_awale.reason(ARB_ERR_EMPTY_PIT));
    assert_null(rules_awale.reason(ARB_ERR_GRAND_SLAM_FORBIDDEN));
}

/* ---- the indetermination tables against a direct search ---- */

enum { BFS_BITS = 21, BFS_SLOTS = 1 << BFS_BITS };

/* Positions met by one search: open addressing, a slot is used when its stamp is the epoch. */
struct bfs {
    uint64_t *key;
    uint32_t *stamp;
    uint64_t *queue;
    uint32_t epoch;
};

/* to_move and the 12 pits (at most 15 seeds each), 4 bits per pit. */
static uint64_t bfs_pack(const struct mancala_pos *p)
{
    uint64_t k = p->to_move;
    for (int i = 0; i < AWALE_PITS; i++)
        k = k << 4 | (uint64_t)p->cell[i + i / AWALE_HOLES];
    return k;
}

static void bfs_unpack(uint64_t k, struct mancala_pos *p)
{
    *p = (struct mancala_pos){.players = 2, .holes = AWALE_HOLES};
    for (int i = AWALE_PITS - 1; i >= 0; i--, k >>= 4)
        p->cell[i + i / AWALE_HOLES] = (int32_t)(k & 15);
    p->to_move = (uint8_t)k;
}

static bool bfs_insert(struct bfs *b, uint64_t k)
{
    uint32_t h = (uint32_t)((k * 0x9e3779b97f4a7c15ull) >> (64 - BFS_BITS));
    for (;; h = (h + 1) & (BFS_SLOTS - 1)) {
        if (b->stamp[h] != b->epoch) {
            b->stamp[h] = b->epoch;
            b->key[h] = k;
            return true;
        }
        if (b->key[h] == k)
            return false;
    }
}

/* True when some sequence of legal moves from start reaches a capturing move (a grand slam is
 * not one). Positions without a legal move (famine) end a path. */
static bool bfs_capture_reachable(struct bfs *b, const struct awale_rules *r,
                                  const struct mancala_pos *start)
{
    size_t head = 0, tail = 0;
    b->epoch++;
    bfs_insert(b, bfs_pack(start));
    b->queue[tail++] = bfs_pack(start);
    while (head < tail) {
        struct mancala_pos p;
        bfs_unpack(b->queue[head++], &p);
        unsigned legal = awale_legal_mask(&p, r);
        for (int pit = 0; pit < AWALE_HOLES; pit++) {
            if (!(legal >> pit & 1))
                continue;
            struct mancala_pos q = p;
            int32_t seeds;
            int last = awale_sow(&q, pit);
            if (awale_chain(&q, last, &seeds) > 0 && seeds != mancala_row(&q, 1 - q.to_move))
                return true;
            q.to_move = (uint8_t)(1 - q.to_move);
            if (bfs_insert(b, bfs_pack(&q)))
                b->queue[tail++] = bfs_pack(&q);
        }
    }
    return false;
}

static uint32_t xorshift32(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* 1500 random positions of 1 to 10 seeds per preset: the engine ends the game by
 * indetermination exactly when the search finds no capture (famine positions aside). */
static void test_awale_indetermination_table_agrees_with_a_direct_search(void **state)
{
    (void)state;
    static const struct awale_rules presets[] = {{.must_feed = true},
                                                 {.grand_slam_forbidden = true}};
    const struct rules_game *games[] = {&rules_awale, &rules_escargots};
    struct bfs b = {.key = malloc(BFS_SLOTS * sizeof(uint64_t)),
                    .stamp = calloc(BFS_SLOTS, sizeof(uint32_t)),
                    .queue = malloc(BFS_SLOTS * sizeof(uint64_t))};
    assert_non_null(b.key);
    assert_non_null(b.stamp);
    assert_non_null(b.queue);
    struct rules_opts o = rules_opts_default();
    uint32_t seed = 2463534242u;
    for (int g = 0; g < 2; g++) {
        int dead = 0, live = 0;
        for (int k = 0; k < 1500; k++) {
            int n = 1 + (int)(xorshift32(&seed) % AWALE_INDET_MAX);
            struct mancala_pos p = {.players = 2, .holes = AWALE_HOLES};
            for (int s = 0; s < n; s++) {
                int i = (int)(xorshift32(&seed) % AWALE_PITS);
                p.cell[i + i / AWALE_HOLES]++;
            }
            p.cell[AWALE_HOLES] = (int32_t)(xorshift32(&seed) % (uint32_t)(AWALE_SEEDS - n + 1));
            p.cell[AWALE_CELLS - 1] = AWALE_SEEDS - n - p.cell[AWALE_HOLES];
            p.to_move = (uint8_t)(xorshift32(&seed) & 1);
            struct rules_pos pos = {.kind = RULES_MANCALA, .m = p};
            assert_int_equal(games[g]->check(&pos, NULL), 0);
            struct rules_outcome out;
            games[g]->outcome(&pos, &o, &out);
            if (out.reason == RULES_END_FAMINE)
                continue;
            bool reachable = bfs_capture_reachable(&b, &presets[g], &p);
            assert_int_equal(out.reason == RULES_END_NO_CAPTURE_POSSIBLE, !reachable);
            dead += !reachable;
            live += reachable;
        }
        assert_true(dead > 50);
        assert_true(live > 500);
    }
    free(b.queue);
    free(b.stamp);
    free(b.key);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_awale_start_puts_four_seeds_in_each_pit),
        cmocka_unit_test(test_awale_sowing_drops_one_seed_per_pit_counterclockwise),
        cmocka_unit_test(test_awale_sowing_skips_the_origin_on_every_lap),
        cmocka_unit_test(test_awale_a_short_trace_is_truncated_and_play_works_in_place),
        cmocka_unit_test(test_awale_last_seed_making_two_or_three_captures),
        cmocka_unit_test(test_awale_chain_capture_stops_at_a_pit_not_holding_two_or_three),
        cmocka_unit_test(test_awale_chain_capture_stops_at_the_row_boundary),
        cmocka_unit_test(test_awale_grand_slam_is_played_without_capture),
        cmocka_unit_test(test_awale_must_feed_an_opponent_without_seeds),
        cmocka_unit_test(test_awale_famine_when_the_player_to_move_cannot_feed),
        cmocka_unit_test(test_awale_famine_when_the_player_to_move_has_no_seeds),
        cmocka_unit_test(test_awale_indetermination_ends_a_game_where_no_capture_can_happen),
        cmocka_unit_test(test_awale_a_capture_reachable_only_after_several_moves_keeps_the_game_on),
        cmocka_unit_test(test_awale_indetermination_is_checked_after_every_move),
        cmocka_unit_test(test_awale_resigning_gives_the_rest_to_the_opponent_who_wins),
        cmocka_unit_test(test_awale_check_refuses_every_impossible_position),
        cmocka_unit_test(test_awale_validate_reports_the_first_defect),
        cmocka_unit_test(test_awale_moves_counts_exactly_and_fills_up_to_cap),
        cmocka_unit_test(test_awale_reasons_cite_the_rulebook),
        cmocka_unit_test(test_awale_indetermination_table_agrees_with_a_direct_search),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

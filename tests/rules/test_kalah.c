/* test_kalah.c — one test per Kalah rule (source 002), with exact positions, captures, codes.
 *
 * Boards are written row by row: player p's pits 1..H in sowing order, then the stores.
 * Sowing goes p's pit 1 -> p's pit H -> p's store -> (p+1)'s pit 1 -> ... */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "mancala_fixture.h"
#include "rules_int.h"
#include "rules_kalah.h"

static struct rules_opts opts_with(int capture_from, int empty_opposite)
{
    struct rules_opts o = rules_opts_default();
    o.rule[KALAH_RULE_CAPTURE_FROM] = capture_from;
    o.rule[KALAH_RULE_EMPTY_OPPOSITE] = empty_opposite;
    return o;
}

static void test_kalah_start_puts_four_stones_in_six_pits_per_player(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    unsigned warn = 99;
    assert_int_equal(rules_kalah.start(&o, &pos, &warn, NULL), 0);
    assert_int_equal(warn, 0);
    assert_int_equal(pos.m.players, 2);
    assert_int_equal(pos.m.holes, 6);
    fx_assert_board(&pos, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 0);
}

static void test_kalah_start_takes_players_holes_stones_and_first(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    o.players = 3;
    o.holes = 4;
    o.stones = 3;
    o.first = 2;
    struct rules_pos pos;
    unsigned warn = 99;
    assert_int_equal(rules_kalah.start(&o, &pos, &warn, NULL), 0);
    assert_int_equal(warn, 0);
    assert_int_equal(pos.m.holes, 4);
    fx_assert_board(&pos, FX_ROWS(3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3), FX_ROWS(0, 0, 0), 2);
}

static void test_kalah_start_turns_a_hole_count_that_does_not_fit_into_six(void **state)
{
    (void)state;
    static const int cases[][3] = {/* players, holes asked, holes given */
                                   {2, 4, 6}, {2, 7, 7}, {3, 7, 6},
                                   {4, 7, 6}, {4, 4, 4}, {2, 5, 6}};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct rules_opts o = rules_opts_default();
        o.players = cases[k][0];
        o.holes = cases[k][1];
        struct rules_pos pos;
        unsigned warn = 0;
        assert_int_equal(rules_kalah.start(&o, &pos, &warn, NULL), 0);
        assert_int_equal(pos.m.holes, cases[k][2]);
        assert_int_equal(warn, cases[k][1] == cases[k][2] ? 0 : RULES_WARN_HOLES_CHANGED);
    }
}

static void test_kalah_start_warns_about_stones_other_than_three_or_four(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    o.stones = 6;
    struct rules_pos pos;
    unsigned warn = 0;
    assert_int_equal(rules_kalah.start(&o, &pos, &warn, NULL), 0);
    assert_int_equal(warn, RULES_WARN_STONES_UNUSUAL);
    assert_int_equal(pos.m.cell[0], 6);
}

static void test_kalah_start_refuses_impossible_options(void **state)
{
    (void)state;
    struct {
        int players, stones, first;
        const char *field;
    } cases[] = {
        {5, 4, 0, "options.players"}, {1, 4, 0, "options.players"}, {2, 0, 0, "options.stones"},
        {2, 21, 0, "options.stones"}, {3, 4, 3, "options.first"},   {2, 4, -1, "options.first"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct rules_opts o = rules_opts_default();
        o.players = cases[k].players;
        o.stones = cases[k].stones;
        o.first = cases[k].first;
        struct rules_pos pos;
        struct arb_err err;
        assert_int_equal(rules_kalah.start(&o, &pos, NULL, &err), -ARB_ERR_BAD_REQUEST);
        assert_string_equal(err.field, cases[k].field);
    }
}

/* 3 players, 4 holes; player 0 sows 8 from pit 4:
 *   p0 [1 1 1 8] s0  p1 [1 1 1 1] s0  p2 [1 1 1 1] s0
 * -> own store +1, p1's four pits, p1's store skipped, p2's first three pits. */
static void test_kalah_sowing_feeds_own_store_and_skips_the_others(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(3, 4, FX_ROWS(1, 1, 1, 8, 1, 1, 1, 1, 1, 1, 1, 1), FX_ROWS(0, 0, 0), 0);
    struct rules_event ev[32];
    struct rules_trace t = {.ev = ev, .cap = 32};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_kalah, NULL, &pos, 4, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(1, 1, 1, 0, 2, 2, 2, 2, 2, 2, 2, 1), FX_ROWS(1, 0, 0), 1);
    assert_int_equal(res.captured, 0);
    assert_false(res.extra_turn);
    assert_false(res.outcome.over);
    assert_int_equal(fx_count(&t, RULES_EV_STORE), 1);
    assert_int_equal(fx_count(&t, RULES_EV_SKIP_STORE), 1);
    assert_int_equal(fx_count(&t, RULES_EV_SOW), 7);
    assert_int_equal(t.ev[0].type, RULES_EV_PICK);
    assert_int_equal(t.ev[0].count, 8);
    assert_int_equal(t.ev[1].type, RULES_EV_STORE);
    assert_int_equal(t.ev[6].type, RULES_EV_SKIP_STORE);
    assert_int_equal(t.ev[6].player, 1);
}

/* p0 [4 4 4 4 4 4] s0 ; pit 3 sows 4: pits 4, 5, 6 and the store -> play again. */
static void test_kalah_last_stone_in_own_store_plays_again(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    assert_int_equal(rules_kalah.start(&o, &pos, NULL, NULL), 0);
    struct rules_event ev[16];
    struct rules_trace t = {.ev = ev, .cap = 16};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_kalah, NULL, &pos, 3, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(4, 4, 0, 5, 5, 5, 4, 4, 4, 4, 4, 4), FX_ROWS(1, 0), 0);
    assert_true(res.extra_turn);
    assert_int_equal(t.ev[t.n - 1].type, RULES_EV_EXTRA_TURN);
}

/* p0 [13 0 0 0 0 0] s0  p1 [1 1 1 1 1 1] s0 ; 13 stones = one full lap of the 13 cells sown
 * (own store in, p1's store out), the last one back in the emptied origin, which now holds 1:
 * it captures p1's pit 6 (2 stones) -> 3 in the store. */
static void test_kalah_a_full_lap_feeds_the_origin_which_can_capture(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(13, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1), FX_ROWS(0, 0), 0);
    struct rules_event ev[32];
    struct rules_trace t = {.ev = ev, .cap = 32};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_kalah, NULL, &pos, 1, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 0), FX_ROWS(4, 0), 1);
    assert_int_equal(res.captured, 3);
    assert_int_equal(fx_count(&t, RULES_EV_SOW), 12);
    assert_int_equal(fx_count(&t, RULES_EV_CAPTURE), 2);
    assert_int_equal(t.ev[14].type, RULES_EV_SOW); /* PICK, 5 SOW, STORE, 6 SOW, SKIP, SOW */
    assert_int_equal(t.ev[14].player, 0);
    assert_int_equal(t.ev[14].pit, 0);
    assert_int_equal(t.ev[14].lap, 1);
}

/* p0 [14 0 0 0 0 0] s0  p1 [0 0 0 0 0 0]... 14 stones: the lap ends in the origin, the 14th
 * stone goes on to pit 2, which then holds 2: no capture, and the origin keeps 1. */
static void test_kalah_sowing_goes_on_past_the_origin_after_a_lap(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(14, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0), FX_ROWS(0, 0), 0);
    struct rules_result res;
    assert_int_equal(fx_play(&rules_kalah, NULL, &pos, 1, &res, NULL), 0);
    fx_assert_board(&res.pos, FX_ROWS(1, 2, 1, 1, 1, 1, 2, 1, 1, 1, 1, 1), FX_ROWS(1, 0), 1);
    assert_int_equal(res.captured, 0);
}

/* p0 [1 0 3 0 0 0] s0  p1 [0 0 0 0 5 2] s0 ; pit 1 -> pit 2 (empty): takes p1's pit 5
 * (the corresponding pit of pit 2 is pit 6 - 2 + 1 = 5) and the stone: 6. */
static void test_kalah_last_stone_in_own_empty_pit_takes_the_corresponding_pit(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(1, 0, 3, 0, 0, 0, 0, 0, 0, 0, 5, 2), FX_ROWS(0, 0), 0);
    struct rules_event ev[16];
    struct rules_trace t = {.ev = ev, .cap = 16};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_kalah, NULL, &pos, 1, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 2), FX_ROWS(6, 0), 1);
    assert_int_equal(res.captured, 6);
    assert_int_equal(t.ev[2].type, RULES_EV_CAPTURE);
    assert_int_equal(t.ev[2].player, 1);
    assert_int_equal(t.ev[2].pit, 4);
    assert_int_equal(t.ev[2].count, 5);
    assert_int_equal(t.ev[3].type, RULES_EV_CAPTURE);
    assert_int_equal(t.ev[3].player, 0);
    assert_int_equal(t.ev[3].count, 1);
}

/* p0 [1 0 3 0 0 0] s0  p1 [4 0 0 0 0 2] s0 ; pit 1 -> pit 2 (empty), p1's pit 5 is empty:
 * keep -> nothing taken, the stone stays; take -> the lone stone goes to the store. */
static void test_kalah_an_empty_corresponding_pit_keeps_or_takes_the_stone(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(1, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0, 2), FX_ROWS(0, 0), 0);
    struct rules_event ev[16];
    struct rules_trace t = {.ev = ev, .cap = 16};
    struct rules_result res;
    struct rules_opts keep = opts_with(KALAH_CAPTURE_NEXT, KALAH_EMPTY_KEEP);
    assert_int_equal(fx_play(&rules_kalah, &keep, &pos, 1, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 1, 3, 0, 0, 0, 4, 0, 0, 0, 0, 2), FX_ROWS(0, 0), 1);
    assert_int_equal(res.captured, 0);
    assert_int_equal(fx_count(&t, RULES_EV_NO_CAPTURE), 1);
    struct rules_opts take = opts_with(KALAH_CAPTURE_NEXT, KALAH_EMPTY_TAKE);
    assert_int_equal(fx_play(&rules_kalah, &take, &pos, 1, &res, NULL), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0, 2), FX_ROWS(1, 0), 1);
    assert_int_equal(res.captured, 1);
}

/* 3 players, 6 holes; p0 [1 0 0 0 0 1]  p1 [0 0 0 0 5 1]  p2 [0 0 0 0 7 1]; p0 plays pit 1:
 * next and opposite (= next at 3) take p1's pit 5; everyone takes p1's and p2's. */
static void test_kalah_capture_from_each_setting_with_three_players(void **state)
{
    (void)state;
    struct rules_pos pos = fx_board(
        3, 6, FX_ROWS(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 5, 1, 0, 0, 0, 0, 7, 1), FX_ROWS(0, 0, 0), 0);
    struct rules_result res;
    struct rules_opts next = opts_with(KALAH_CAPTURE_NEXT, KALAH_EMPTY_KEEP);
    assert_int_equal(fx_play(&rules_kalah, &next, &pos, 1, &res, NULL), 0);
    assert_int_equal(res.captured, 6);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 7, 1),
                    FX_ROWS(6, 0, 0), 1);
    struct rules_opts opposite = opts_with(KALAH_CAPTURE_OPPOSITE, KALAH_EMPTY_KEEP);
    assert_int_equal(fx_play(&rules_kalah, &opposite, &pos, 1, &res, NULL), 0);
    assert_int_equal(res.captured, 6);
    struct rules_opts everyone = opts_with(KALAH_CAPTURE_EVERYONE, KALAH_EMPTY_KEEP);
    assert_int_equal(fx_play(&rules_kalah, &everyone, &pos, 1, &res, NULL), 0);
    assert_int_equal(res.captured, 13);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1),
                    FX_ROWS(13, 0, 0), 1);
}

/* 4 players, 6 holes, p2 to move: p0 [0 0 0 0 3 1]  p1 [0 0 0 0 5 1]  p2 [1 0 0 0 0 1]
 * p3 [0 0 0 0 9 1]; p2 plays pit 1 -> pit 2 empty: next = p3 (9), opposite = p0 (3),
 * everyone = 3 + 5 + 9; the stone always counts. */
static void test_kalah_capture_from_each_setting_with_four_players(void **state)
{
    (void)state;
    struct rules_pos pos = fx_board(
        4, 6, FX_ROWS(0, 0, 0, 0, 3, 1, 0, 0, 0, 0, 5, 1, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 9, 1),
        FX_ROWS(0, 0, 0, 0), 2);
    static const int32_t expect[] = {10, 4, 18};
    for (int from = KALAH_CAPTURE_NEXT; from <= KALAH_CAPTURE_EVERYONE; from++) {
        struct rules_opts o = opts_with(from, KALAH_EMPTY_KEEP);
        struct rules_result res;
        assert_int_equal(fx_play(&rules_kalah, &o, &pos, 1, &res, NULL), 0);
        assert_int_equal(res.captured, expect[from]);
        assert_int_equal(res.pos.m.cell[2 * 7 + 6], expect[from]);
        assert_int_equal(res.pos.m.to_move, 3);
    }
}

/* 3 players: p0 [0 0 0 0 0 1] s14  p1 [1 1 1 0 0 0] s12  p2 [2 0 0 0 0 0] s13.
 * p0's last stone reaches his store but empties his row: the game ends, no extra turn; each
 * row goes to its owner: 15, 15, 15 -> all share the first place. */
static void test_kalah_game_ends_when_a_row_is_empty_and_rows_go_to_their_owners(void **state)
{
    (void)state;
    struct rules_pos pos =
        fx_board(3, 6, FX_ROWS(0, 0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 2, 0, 0, 0, 0, 0),
                 FX_ROWS(14, 12, 13), 0);
    struct rules_event ev[16];
    struct rules_trace t = {.ev = ev, .cap = 16};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_kalah, NULL, &pos, 6, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
                    FX_ROWS(15, 15, 15), 1);
    assert_false(res.extra_turn);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.reason, RULES_END_SIDE_EMPTY);
    assert_int_equal(res.outcome.winner, -1);
    for (int p = 0; p < 3; p++) {
        assert_int_equal(res.outcome.scores[p], 15);
        assert_int_equal(res.outcome.place[p], 0);
    }
    assert_int_equal(fx_count(&t, RULES_EV_COLLECT), 2);
    assert_int_equal(t.ev[t.n - 1].type, RULES_EV_END);
}

/* p0 [0 0 0 0 0 0] s20  p1 [1 0 0 0 0 2] s11  p2 [0 4 0 0 0 0] s9: p0's row is empty, the
 * game is over as given: p1 14, p2 13, p0 20 -> places 0, 1, 2. */
static void test_kalah_a_position_with_an_empty_row_is_over(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos = fx_board(
        3, 6, FX_ROWS(0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 4, 0, 0, 0, 0), FX_ROWS(20, 11, 9), 1);
    struct rules_outcome out;
    rules_kalah.outcome(&pos, &o, &out);
    assert_true(out.over);
    assert_int_equal(out.reason, RULES_END_SIDE_EMPTY);
    assert_int_equal(out.winner, 0);
    assert_int_equal(out.scores[0], 20);
    assert_int_equal(out.scores[1], 14);
    assert_int_equal(out.scores[2], 13);
    assert_int_equal(out.place[0], 0);
    assert_int_equal(out.place[1], 1);
    assert_int_equal(out.place[2], 2);
    struct rules_move move = {.pit = 1};
    assert_int_equal(rules_kalah.validate(&pos, &o, &move), -ARB_ERR_GAME_OVER);
    assert_int_equal(rules_kalah.moves(&pos, &o, NULL, 0), 0);
}

/* 3 players, p0 resigns with the biggest store: p0 [1 0 0 0 0 0] s30  p1 [2 0 0 0 0 0] s5
 * p2 [0 0 0 0 0 1] s6 -> p1 7, p2 7 share the first place, p0 is last. */
static void test_kalah_resigning_ranks_you_last(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos = fx_board(
        3, 6, FX_ROWS(1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1), FX_ROWS(30, 5, 6), 0);
    struct rules_move resign = {.resign = true};
    struct rules_result res;
    assert_int_equal(rules_kalah.play(&pos, &o, &resign, &res, NULL), 0);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.reason, RULES_END_RESIGN);
    assert_int_equal(res.outcome.winner, -1);
    assert_int_equal(res.outcome.scores[0], 31);
    assert_int_equal(res.outcome.scores[1], 7);
    assert_int_equal(res.outcome.scores[2], 7);
    assert_int_equal(res.outcome.place[0], 1);
    assert_int_equal(res.outcome.place[1], 0);
    assert_int_equal(res.outcome.place[2], 0);
    /* two players: the other one wins */
    struct rules_pos two =
        fx_board(2, 6, FX_ROWS(4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 1);
    assert_int_equal(rules_kalah.play(&two, &o, &resign, &res, NULL), 0);
    assert_int_equal(res.outcome.winner, 0);
    assert_int_equal(res.outcome.place[1], 1);
}

static void test_kalah_check_refuses_every_impossible_position(void **state)
{
    (void)state;
    struct {
        struct rules_pos pos;
        const char *field;
    } cases[] = {
        {fx_board(2, 5, FX_ROWS(1, 1, 1, 1, 1, 1, 1, 1, 1, 1), FX_ROWS(0, 0), 0), "position.pits"},
        {fx_board(1, 6, FX_ROWS(1, 1, 1, 1, 1, 1), FX_ROWS(0), 0), "position.pits"},
        {fx_board(2, 6, FX_ROWS(1, 1, 1, 1, 1, 1, 1, 1, 1, -1, 1, 1), FX_ROWS(0, 0), 0),
         "position.pits[1][3]"},
        {fx_board(2, 6, FX_ROWS(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), FX_ROWS(-2, 0), 0),
         "position.stores[0]"},
        {fx_board(3, 4, FX_ROWS(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1), FX_ROWS(0, 0, 0), 3),
         "position.to_move"},
        {fx_board(2, 6, FX_ROWS(1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1),
                  FX_ROWS(RULES_MANCALA_MAX_PIECES, 0), 0),
         "position.pits"},
    };
    cases[1].pos.m.players = 5;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct arb_err err;
        assert_int_equal(rules_kalah.check(&cases[k].pos, &err), -ARB_ERR_BAD_POSITION);
        assert_string_equal(err.field, cases[k].field);
    }
    struct rules_pos ok = fx_board(
        4, 7,
        FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
        FX_ROWS(0, 0, 0, 0), 3);
    assert_int_equal(rules_kalah.check(&ok, NULL), 0);
}

/* p0 [0 4 4 4 4 4] s0  p1 [4 4 4 4 4 4] s0 (7 holes for pit 7). */
static void test_kalah_validate_reports_the_first_defect(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 0);
    struct rules_move m0 = {.pit = 0}, m1 = {.pit = 1}, m2 = {.pit = 2}, m7 = {.pit = 7};
    assert_int_equal(rules_kalah.validate(&pos, &o, &m0), -ARB_ERR_PIT_RANGE);
    assert_int_equal(rules_kalah.validate(&pos, &o, &m7), -ARB_ERR_PIT_RANGE);
    assert_int_equal(rules_kalah.validate(&pos, &o, &m1), -ARB_ERR_EMPTY_PIT);
    assert_int_equal(rules_kalah.validate(&pos, &o, &m2), 0);
    struct rules_pos seven =
        fx_board(2, 7, FX_ROWS(0, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 0);
    assert_int_equal(rules_kalah.validate(&seven, &o, &m7), 0);
    struct rules_result res;
    res.captured = 77;
    assert_int_equal(rules_kalah.play(&pos, &o, &m1, &res, NULL), -ARB_ERR_EMPTY_PIT);
    assert_int_equal(res.captured, 77); /* untouched */
}

/* p0 [0 2 0 3 0 1] ... : moves are pits 2, 4, 6 in order. */
static void test_kalah_moves_are_the_non_empty_pits_in_order(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 2, 0, 3, 0, 1, 4, 4, 4, 4, 4, 4), FX_ROWS(0, 0), 0);
    struct rules_move mv[6];
    assert_int_equal(rules_kalah.moves(&pos, &o, mv, 6), 3);
    assert_int_equal(mv[0].pit, 2);
    assert_int_equal(mv[1].pit, 4);
    assert_int_equal(mv[2].pit, 6);
    assert_int_equal(rules_kalah.moves(&pos, &o, mv, 1), 3);
}

static void test_kalah_reasons_cite_the_rulebook(void **state)
{
    (void)state;
    const struct rules_reason *r = rules_kalah.reason(ARB_ERR_EMPTY_PIT);
    assert_non_null(r);
    assert_string_equal(r->rule.source, "002_65276866382bab8b.txt");
    assert_string_equal(r->rule.section, "Déroulement");
    r = rules_kalah.reason(ARB_ERR_GAME_OVER);
    assert_string_equal(r->rule.section, "Résultat et points");
    assert_null(rules_kalah.reason(ARB_ERR_MUST_FEED));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_kalah_start_puts_four_stones_in_six_pits_per_player),
        cmocka_unit_test(test_kalah_start_takes_players_holes_stones_and_first),
        cmocka_unit_test(test_kalah_start_turns_a_hole_count_that_does_not_fit_into_six),
        cmocka_unit_test(test_kalah_start_warns_about_stones_other_than_three_or_four),
        cmocka_unit_test(test_kalah_start_refuses_impossible_options),
        cmocka_unit_test(test_kalah_sowing_feeds_own_store_and_skips_the_others),
        cmocka_unit_test(test_kalah_last_stone_in_own_store_plays_again),
        cmocka_unit_test(test_kalah_a_full_lap_feeds_the_origin_which_can_capture),
        cmocka_unit_test(test_kalah_sowing_goes_on_past_the_origin_after_a_lap),
        cmocka_unit_test(test_kalah_last_stone_in_own_empty_pit_takes_the_corresponding_pit),
        cmocka_unit_test(test_kalah_an_empty_corresponding_pit_keeps_or_takes_the_stone),
        cmocka_unit_test(test_kalah_capture_from_each_setting_with_three_players),
        cmocka_unit_test(test_kalah_capture_from_each_setting_with_four_players),
        cmocka_unit_test(test_kalah_game_ends_when_a_row_is_empty_and_rows_go_to_their_owners),
        cmocka_unit_test(test_kalah_a_position_with_an_empty_row_is_over),
        cmocka_unit_test(test_kalah_resigning_ranks_you_last),
        cmocka_unit_test(test_kalah_check_refuses_every_impossible_position),
        cmocka_unit_test(test_kalah_validate_reports_the_first_defect),
        cmocka_unit_test(test_kalah_moves_are_the_non_empty_pits_in_order),
        cmocka_unit_test(test_kalah_reasons_cite_the_rulebook),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

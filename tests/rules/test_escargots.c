/* test_escargots.c — one test per rule where the escargots preset (source 003, RocketSnail)
 * differs from awale: the grand slam, no feeding duty, the end when the player to move has no
 * seeds, resigning, and the rule citations. Sowing and captures are awale's (test_awale.c).
 *
 * Boards are drawn from player 0's seat, sowing counterclockwise:
 *        N  f e d c b a      player 1's pits, a = his pit 1 ... f = his pit 6
 *        S  a b c d e f      player 0's pits, a = pit 1 ... f = pit 6
 * FX_ROWS lists player 0's pits 1..6, then player 1's pits 1..6. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "mancala.h"
#include "mancala_fixture.h"
#include "rules_int.h"

/*   N  0 0 0 0 2 1
 *   S  5 5 5 0 0 2   f would take 3 + 2, N's whole row, and so would c (5 seeds ending in
 *   N's pit 2): both are forbidden while a or b (which takes 2 and leaves 2) can be played;
 *   a refused move leaves the result untouched. */
static void test_escargots_grand_slam_is_forbidden_while_another_move_exists(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(5, 5, 5, 0, 0, 2, 1, 2, 0, 0, 0, 0), FX_ROWS(14, 14), 0);
    struct rules_move f = {.pit = 6}, c = {.pit = 3}, a = {.pit = 1};
    assert_int_equal(rules_escargots.validate(&pos, &o, &f), -ARB_ERR_GRAND_SLAM_FORBIDDEN);
    assert_int_equal(rules_escargots.validate(&pos, &o, &c), -ARB_ERR_GRAND_SLAM_FORBIDDEN);
    assert_int_equal(rules_escargots.validate(&pos, &o, &a), 0);
    struct rules_move mv[6];
    assert_int_equal(rules_escargots.moves(&pos, &o, mv, 6), 2);
    for (int k = 0; k < 2; k++)
        assert_int_equal(mv[k].pit, k + 1);
    struct rules_result res;
    res.captured = 77;
    assert_int_equal(rules_escargots.play(&pos, &o, &f, &res, NULL), -ARB_ERR_GRAND_SLAM_FORBIDDEN);
    assert_int_equal(res.captured, 77);
}

/*   N  0 0 0 0 1 1            N  0 0 0 0 2 2
 *   S  0 0 0 0 3 2   f ->     S  0 0 0 0 3 0   e and f both take N's whole row: then the
 *   grand slam is played, without capture. */
static void
test_escargots_grand_slam_is_played_without_capture_when_nothing_else_is_legal(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 3, 2, 1, 1, 0, 0, 0, 0), FX_ROWS(20, 21), 0);
    assert_int_equal(rules_escargots.moves(&pos, &o, NULL, 0), 2);
    struct rules_event ev[8];
    struct rules_trace t = {.ev = ev, .cap = 8};
    struct rules_result res;
    assert_int_equal(fx_play(&rules_escargots, NULL, &pos, 6, &res, &t), 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 3, 0, 2, 2, 0, 0, 0, 0), FX_ROWS(20, 21), 1);
    assert_int_equal(res.captured, 0);
    assert_int_equal(fx_count(&t, RULES_EV_GRAND_SLAM), 1);
    assert_int_equal(fx_count(&t, RULES_EV_CAPTURE), 0);
}

/*   N  0 0 0 0 0 0           N  0 0 0 0 0 0
 *   S  0 4 3 4 0 1   b ->    S  0 0 4 5 1 2   no duty to feed: b is legal; then N has no
 *   seeds to play: the game ends and S, his opponent, takes the 12 left. */
static void test_escargots_has_no_feeding_duty_and_ends_when_the_mover_has_no_seeds(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 4, 3, 4, 0, 1, 0, 0, 0, 0, 0, 0), FX_ROWS(18, 18), 0);
    assert_int_equal(rules_escargots.moves(&pos, &o, NULL, 0), 4);
    struct rules_result res;
    assert_int_equal(fx_play(&rules_escargots, NULL, &pos, 2, &res, NULL), 0);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.reason, RULES_END_FAMINE);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), FX_ROWS(30, 18), 1);
    assert_int_equal(res.outcome.winner, 0);
    assert_null(rules_escargots.reason(ARB_ERR_MUST_FEED));
}

/*   N  1 0 0 0 0 0
 *   S  0 0 0 0 0 1   as in awale, two seeds can never be taken: each keeps his row. */
static void test_escargots_ends_when_no_capture_can_happen(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos =
        fx_board(2, 6, FX_ROWS(0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1), FX_ROWS(20, 26), 1);
    struct rules_outcome out;
    rules_escargots.outcome(&pos, &o, &out);
    assert_true(out.over);
    assert_int_equal(out.reason, RULES_END_NO_CAPTURE_POSSIBLE);
    assert_int_equal(out.scores[0], 21);
    assert_int_equal(out.scores[1], 27);
    assert_int_equal(out.winner, 1);
}

/* Start position, N resigns: S takes all 48 and wins. */
static void test_escargots_resigning_gives_the_rest_to_the_opponent(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    o.first = 1;
    struct rules_pos pos;
    assert_int_equal(rules_escargots.start(&o, &pos, NULL, NULL), 0);
    struct rules_move resign = {.resign = true};
    struct rules_result res;
    assert_int_equal(rules_escargots.play(&pos, &o, &resign, &res, NULL), 0);
    assert_int_equal(res.outcome.reason, RULES_END_RESIGN);
    assert_int_equal(res.outcome.winner, 0);
    fx_assert_board(&res.pos, FX_ROWS(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), FX_ROWS(48, 0), 1);
}

static uint32_t xorshift32(uint32_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 17;
    *s ^= *s << 5;
    return *s;
}

/* The grand-slam test legality uses (a shortcut without sowing when there is no lap) agrees
 * with sowing the move and looking at the capture, on 20,000 random rows (opponent pits of 0 to
 * 2 seeds, the mover's of 0 to 8 and sometimes a lap's worth). */
static void test_escargots_grand_slam_detection_agrees_with_playing_the_move(void **state)
{
    (void)state;
    uint32_t seed = 88172645u;
    int slams = 0, laps = 0;
    for (int k = 0; k < 20000; k++) {
        struct mancala_pos p = {.players = 2, .holes = AWALE_HOLES};
        p.to_move = (uint8_t)(xorshift32(&seed) & 1);
        int32_t *mine = p.cell + p.to_move * (AWALE_HOLES + 1);
        int32_t *theirs = p.cell + (1 - p.to_move) * (AWALE_HOLES + 1);
        for (int i = 0; i < AWALE_HOLES; i++) {
            mine[i] = (int32_t)(xorshift32(&seed) % 9);
            theirs[i] = (int32_t)(xorshift32(&seed) % 4 % 3);
        }
        if (xorshift32(&seed) % 4 == 0)
            mine[xorshift32(&seed) % AWALE_HOLES] = 11 + (int32_t)(xorshift32(&seed) % 20);
        for (int pit = 0; pit < AWALE_HOLES; pit++) {
            if (mine[pit] == 0)
                continue;
            struct mancala_pos q = p;
            int32_t seeds;
            int last = awale_sow(&q, pit);
            bool slam =
                awale_chain(&q, last, &seeds) > 0 && seeds == mancala_row(&q, 1 - q.to_move);
            assert_int_equal(awale_is_grand_slam(&p, pit), slam);
            slams += slam;
            laps += slam && mine[pit] >= AWALE_PITS - 1;
        }
    }
    assert_true(slams > 100);
    assert_true(laps > 0);
}

static void test_escargots_reasons_cite_the_rocketsnail_rules(void **state)
{
    (void)state;
    const struct rules_reason *r = rules_escargots.reason(ARB_ERR_GRAND_SLAM_FORBIDDEN);
    assert_non_null(r);
    assert_string_equal(r->rule.source, "003_10381c3a5a08dce3.txt");
    assert_string_equal(r->rule.section, "Laisser des graines");
    assert_string_equal(rules_escargots.reason(ARB_ERR_EMPTY_PIT)->rule.section, "Le tour de jeu");
    assert_string_equal(rules_escargots.reason(ARB_ERR_GAME_OVER)->rule.section, "Fin de jeu");
    assert_string_equal(rules_escargots.preset, "rocketsnail");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_escargots_grand_slam_is_forbidden_while_another_move_exists),
        cmocka_unit_test(
            test_escargots_grand_slam_is_played_without_capture_when_nothing_else_is_legal),
        cmocka_unit_test(test_escargots_has_no_feeding_duty_and_ends_when_the_mover_has_no_seeds),
        cmocka_unit_test(test_escargots_ends_when_no_capture_can_happen),
        cmocka_unit_test(test_escargots_resigning_gives_the_rest_to_the_opponent),
        cmocka_unit_test(test_escargots_grand_slam_detection_agrees_with_playing_the_move),
        cmocka_unit_test(test_escargots_reasons_cite_the_rocketsnail_rules),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

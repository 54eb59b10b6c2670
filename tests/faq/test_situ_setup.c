/* test_situ_setup.c — faq_situ_takes_setup, the one test of whether a game's engine takes the
 * setup a player told (players, holes, stones per pit at the start, capture settings), on the
 * real engines: the parser's choice of a game by its setup (game_by_setup) and the games a
 * situation told without its game is played in (faq_situ_answer_games) both ask it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ.h"
#include "faq_fixture.h"
#include "rules_kalah.h"

/* A setup told: every field FAQ_SITU_UNSAID but those given. */
static struct faq_situ told(int players, int holes, int stones, bool start, int capture)
{
    return (struct faq_situ){.players = players,
                             .holes = holes,
                             .stones = stones,
                             .start = start,
                             .capture_from = capture,
                             .empty_opposite = FAQ_SITU_UNSAID};
}

static bool takes(const char *game, struct faq_situ s)
{
    const struct rules_game *g = rules_find(game);
    assert_non_null(g);
    return faq_situ_takes_setup(g, &s);
}

enum { U = FAQ_SITU_UNSAID };

static void test_players_told(void **state)
{
    (void)state;
    assert_true(takes("awale", told(2, U, U, false, U)));
    assert_false(takes("awale", told(3, U, U, false, U))); /* « à 3 joueurs » is no awalé */
    assert_false(takes("escargots", told(4, U, U, false, U)));
    assert_true(takes("kalah", told(3, U, U, false, U)));
    assert_true(takes("kalah", told(4, U, U, false, U)));
    assert_false(takes("kalah", told(5, U, U, false, U))); /* the engine plays 2 to 4 */
    assert_false(takes("kalah", told(1, U, U, false, U)));
}

static void test_holes_told(void **state)
{
    (void)state;
    assert_true(takes("awale", told(U, 6, U, false, U)));
    assert_false(takes("awale", told(U, 7, U, false, U)));
    assert_true(takes("kalah", told(2, 7, U, false, U)));
    assert_false(takes("kalah", told(3, 7, U, false, U))); /* at three: 4 or 6 holes */
    assert_true(takes("kalah", told(4, 4, U, false, U)));
    assert_false(takes("kalah", told(2, 4, U, false, U)));
    assert_false(takes("kalah", told(U, 8, U, false, U))); /* no engine has 8 */
}

static void test_stones_told_at_the_start_only(void **state)
{
    (void)state;
    assert_false(takes("awale", told(U, U, 3, true, U)));
    assert_true(takes("awale", told(U, U, 4, true, U)));
    assert_true(takes("awale", told(U, U, 3, false, U))); /* "the others have 3 each" */
    assert_true(takes("kalah", told(U, U, 3, true, U)));
    assert_true(takes("kalah", told(3, 4, 5, true, U)));
}

static void test_capture_settings_told(void **state)
{
    (void)state;
    assert_false(takes("awale", told(U, U, U, false, KALAH_CAPTURE_EVERYONE)));
    assert_false(takes("escargots", told(U, U, U, false, KALAH_CAPTURE_NEXT)));
    assert_true(takes("kalah", told(3, U, U, false, KALAH_CAPTURE_EVERYONE)));
    struct faq_situ s = told(U, U, U, false, U);
    s.empty_opposite = KALAH_EMPTY_TAKE;
    assert_false(takes("awale", s));
    assert_true(takes("kalah", s));
}

static void test_a_game_without_pits_is_never_refused(void **state)
{
    (void)state;
    assert_true(takes("qawale", told(3, 7, 5, true, KALAH_CAPTURE_NEXT)));
    assert_true(takes("awale", told(U, U, U, false, U))); /* nothing told: every engine */
}

/* The parser, no game named nor given: the setup told picks the one game that takes it. */
static void test_the_parser_picks_the_game_by_its_setup(void **state)
{
    (void)state;
    static const struct {
        const char *question, *game; /* NULL: no game set apart by the setup */
    } rows[] = {
        {"À trois joueurs, mon trou 2 a 5 graines, je le joue, où tombe la dernière ?", "kalah"},
        {"We play with 4 players, my pit 3 has 2 seeds, I play it, where does it end?", "kalah"},
        {"Réglage tout le monde : ma dernière graine tombe dans mon trou 3 vide, je prends ?",
         "kalah"},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        struct faq_situ s;
        faq_situ_parse(situ, rows[i].question, strlen(rows[i].question), NULL, &s);
        print_message("%s -> %d\n", rows[i].question, s.game);
        assert_int_equal(s.game, faq_situ_game_index(situ, rows[i].game));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_players_told),
        cmocka_unit_test(test_holes_told),
        cmocka_unit_test(test_stones_told_at_the_start_only),
        cmocka_unit_test(test_capture_settings_told),
        cmocka_unit_test(test_a_game_without_pits_is_never_refused),
        cmocka_unit_test(test_the_parser_picks_the_game_by_its_setup),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

/* test_situ_story.c — how the player tells the story (faq_situ_story.c), on the real knowledge
 * base and lexicon: a move or a pit's count told again midway (« non attends, je reprends »,
 * "no wait, let me restate") is read as last told, the position told before it kept; a fact
 * the player says they are unsure of (« je sais plus si… », "I don't remember whether…") is
 * asked back in their own words, never guessed, and a doubt about no fact changes nothing. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ.h"
#include "faq_fixture.h"

/* Qawale cells: file a..d, rank 1..4 (a1 = 0, d1 = 3, a4 = 12, d4 = 15). */
enum { A1 = 0, A2 = 4, A3 = 8, A4 = 12, B4 = 13, C4 = 14 };

static void plan_of(const char *q, struct faq_situ *s, struct faq_situ_plan *p)
{
    struct arb_err err;
    faq_situ_parse(situ, q, strlen(q), NULL, s);
    assert_true(s->situation);
    assert_string_equal(s->doubt, "");
    assert_int_equal(faq_situ_build(situ, s, p, &err), 0);
    assert_int_equal(p->game->rules->check(&p->pos, &err), 0);
}

/* The answer to q; the caller frees it. */
static cJSON *answer_of(const char *q, const char **text)
{
    cJSON *resp = NULL;
    struct arb_err err;
    assert_int_equal(faq_situ_answer(situ, q, strlen(q), NULL, &resp, &err), 0);
    assert_non_null(resp);
    *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(resp, "answer"));
    assert_non_null(*text);
    print_message("%s\n  -> %s\n", q, *text);
    return resp;
}

/* The request to clarify q gives: its missing detail is the player's own words. */
static void assert_asks_back(const char *q, const char *words)
{
    const char *text;
    cJSON *resp = answer_of(q, &text);
    const cJSON *clarify = cJSON_GetObjectItemCaseSensitive(resp, "clarify");
    assert_true(cJSON_IsObject(clarify));
    const cJSON *missing = cJSON_GetObjectItemCaseSensitive(clarify, "missing");
    assert_string_equal(cJSON_GetStringValue(cJSON_GetArrayItem(missing, 0)), words);
    assert_null(cJSON_GetObjectItemCaseSensitive(resp, "simulation"));
    assert_non_null(strstr(text, words));
    cJSON_Delete(resp);
}

/* a1 holds 2 neutrals; the drops b1, c1, d1 told first, then told again as a2, a3, a4: the
 * move played is the second, from a1, whose pebble ends on a4. */
static void test_a_path_told_again_is_the_one_played(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    plan_of(
        "Qawale : pile de 2 neutres en a1. Je pose dessus et je dépose en b1, c1, d1… non "
        "attends, je reprends : je pose dessus et je dépose en a2, a3, a4. Où finit mon galet ?",
        &s, &p);
    assert_int_equal(p.move.cell, A1);
    assert_int_equal(p.move.path_len, 3);
    assert_int_equal(p.move.path[0], A2);
    assert_int_equal(p.move.path[1], A3);
    assert_int_equal(p.move.path[2], A4);
}

/* The cells told before the move (the lone neutrals of b4 and c4) stay; the move told twice
 * before the restatement is dropped: the path read is c4 -> b4, a4. */
static void test_the_position_before_a_move_told_again_is_kept(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    plan_of(
        "Qawale, I'm dark. My dark pebbles are on top at a1, a2 and a3. There is a lone neutral "
        "on b4 and one on c4. I place on b4 and drop on c4, no wait, I drop it on a4? Let me "
        "start again: I place on c4, then drop the neutral on b4 and my dark one on a4. Did I "
        "win?",
        &s, &p);
    assert_int_equal(p.move.cell, C4);
    assert_int_equal(p.move.path_len, 2);
    assert_int_equal(p.move.path[0], B4);
    assert_int_equal(p.move.path[1], A4);
    assert_int_equal(p.pos.q.height[B4], 1);
}

/* q plays its pit `pit` holding `count` (1-based), as told last. */
static void assert_plays(const char *q, int pit, int count)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    plan_of(q, &s, &p);
    assert_int_equal(s.origin_pit, pit);
    assert_int_equal(s.origin_count, count);
    assert_int_equal(p.pos.m.cell[pit - 1], count);
}

/* The pit played told again (« je recommence ») is the one played, with its count; a pit's
 * count told again of the same pit ("wait no, I meant") replaces the first. */
static void test_a_pit_or_count_told_again_is_the_one_played(void **state)
{
    (void)state;
    assert_plays("Awalé : je joue ma 3e case avec 9 graines, je recommence : je joue ma 4e case "
                 "avec 9 graines, où tombe la dernière ?",
                 4, 9);
    assert_plays("Kalah, 6 pits: my pit 4 has 2 stones. Wait no, I meant my pit 4 has 3 stones. I "
                 "play it: extra turn?",
                 4, 3);
    assert_plays(
        "Awalé, j'ai 6 graines dans ma case 2, euh non je reprends, j'ai 8 graines dans ma "
        "case 2, je fais un tour ?",
        2, 8);
}

/* « je sais plus si celui de c3 est recouvert »: whether the line wins turns on it: asked. */
static void test_a_cover_the_player_doubts_is_asked_back(void **state)
{
    (void)state;
    assert_asks_back("Qawale : j'ai mes 4 galets foncés sur la colonne c, mais je ne sais plus si "
                     "celui de c3 est recouvert. C'est gagné ?",
                     "celui de c3 est recouvert");
}

/* "not sure if his pit 5 has 1 or 2 seeds": the capture turns on it: asked, no lead. */
static void test_a_count_the_player_doubts_is_asked_back(void **state)
{
    (void)state;
    assert_asks_back(
        "awale: not sure if his pit 5 has 1 or 2 seeds; my last seed lands there, do I "
        "capture?",
        "his pit 5 has 1 or 2 seeds");
    assert_asks_back(
        "Awalé : je joue ma case 4, je crois qu'elle a 5 graines, où tombe la dernière ?",
        "elle a 5 graines");
}

/* A doubt told after its fact (« sa 1re je crois »), in the same clause: those words are asked
 * back; a pit number doubted of a place told by the rules' relation (« en face de ma 3e c'est…
 * sa 5e je crois ? ») is the engine's to find: the case is answered. */
static void test_a_doubt_told_after_its_fact(void **state)
{
    (void)state;
    assert_asks_back("Awalé : je joue ma case 4 qui a 3 graines. Sa 1re a 1 graine je crois ? je "
                     "prends combien ?",
                     "Sa 1re a 1 graine");
    static const char *const moot[] = {
        "we're playing 7 pits each. I play my 2nd (1 stone) into my 3rd which is empty. across "
        "from my 3rd is... his 5th I think? it has 4 stones. how many do i collect",
        "Kalah : je joue mon 2e (1 pierre) dans mon 3e qui est vide. En face de mon 3e c'est... "
        "son 4e je crois ? il a 4 pierres. Je prends combien ?",
    };
    for (size_t k = 0; k < sizeof moot / sizeof moot[0]; k++) {
        const char *text;
        cJSON *resp = answer_of(moot[k], &text);
        assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(resp, "clarify")));
        assert_non_null(strstr(text, k == 0 ? "You take 5 stones" : "Tu prends 5 pierres"));
        cJSON_Delete(resp);
    }
}

/* « 13 pierres dans mon trou 1. la dernière retombe dans mon trou 1 je crois »: where the last
 * one lands, doubted after the count of the pit played, is the engine's to find: answered. */
static void test_a_doubted_landing_after_the_count_is_played(void **state)
{
    (void)state;
    static const struct {
        const char *q, *says;
    } cases[] = {
        {"kalah : treize pierres dans mon trou 1. la derniere retombe dans mon trou 1 je crois, je "
         "rejoue ?",
         "Non, tu ne rejoues pas. Avec 13 pierres depuis ton trou 1"},
        {"kalah: 13 stones in my pit 1. the last one lands back in my pit 1 I think, do I play "
         "again?",
         "No, you do not play again. With 13 stones from your pit 1"},
        {"kalah : 3 pierres dans mon 2e trou. je pense que la derniere tombe dans mon 5e trou, je "
         "rejoue ?",
         "Non, tu ne rejoues pas. Avec 3 pierres depuis ton trou 2 : la dernière pierre tombe "
         "dans ton trou 5"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        const char *text;
        cJSON *resp = answer_of(cases[k].q, &text);
        assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(resp, "clarify")));
        assert_non_null(strstr(text, cases[k].says));
        cJSON_Delete(resp);
    }
}

/* « je crois que j'ai gagné ? » doubts no fact of the position: the case is played. */
static void test_a_doubt_of_no_fact_leaves_the_case_answered(void **state)
{
    (void)state;
    const char *text;
    cJSON *resp = answer_of("Qawale : je crois que j'ai gagné ? j'ai 4 galets clairs visibles en "
                            "a1, b1, c1 et d1",
                            &text);
    assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(resp, "clarify")) ||
                !cJSON_GetObjectItemCaseSensitive(resp, "clarify"));
    assert_memory_equal(text, "Oui", 3);
    cJSON_Delete(resp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_path_told_again_is_the_one_played),
        cmocka_unit_test(test_a_doubted_landing_after_the_count_is_played),
        cmocka_unit_test(test_the_position_before_a_move_told_again_is_kept),
        cmocka_unit_test(test_a_pit_or_count_told_again_is_the_one_played),
        cmocka_unit_test(test_a_cover_the_player_doubts_is_asked_back),
        cmocka_unit_test(test_a_count_the_player_doubts_is_asked_back),
        cmocka_unit_test(test_a_doubt_of_no_fact_leaves_the_case_answered),
        cmocka_unit_test(test_a_doubt_told_after_its_fact),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

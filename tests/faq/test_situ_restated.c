/* test_situ_restated.c — numbers that a situation tells again, on the real knowledge base
 * and lexicon: a count that restates what the told position or the move fixes already (the
 * pebbles lifted, the stack before the pebble placed, « donc 2 » after a drop) is checked
 * against the built position, accepted when it agrees and corrected when it does not,
 * instead of vetoing the answer; numbers in words of two words and self-corrections are read
 * whole. Each test reads one question into its parse and plan and checks the exact position
 * built, then the answer the engine gives. */
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
enum { A1 = 0, B1 = 1, C1 = 2, D1 = 3, C2 = 6, D2 = 7, C3 = 10, D3 = 11, A4 = 12, D4 = 15 };

static void plan_of(const char *q, const char *game, struct faq_situ *s, struct faq_situ_plan *p)
{
    struct arb_err err;
    faq_situ_parse(situ, q, strlen(q), game, s);
    assert_true(s->situation);
    assert_int_equal(faq_situ_build(situ, s, p, &err), 0);
    assert_int_equal(p->game->rules->check(&p->pos, &err), 0);
}

/* q tells a number again that nothing the position fixes makes: one restated, num asked back
 * (SITU_MISSING_UNREAD), not guessed. */
static void assert_asked_back(const char *q, int num)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.nrestated, 1);
    assert_int_equal(p.missing, SITU_MISSING_UNREAD);
    assert_int_equal(p.unread_num, num);
}

/* The answer to q (game: the conversation's); the caller frees it. */
static cJSON *answer_of(const char *q, const char *game, const char **text)
{
    cJSON *resp = NULL;
    struct arb_err err;
    assert_int_equal(faq_situ_answer(situ, q, strlen(q), game, &resp, &err), 0);
    assert_non_null(resp);
    *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(resp, "answer"));
    assert_non_null(*text);
    print_message("%s\n  -> %s\n", q, *text);
    return resp;
}

static void assert_says(const char *q, const char *game, const char *lead, const char *piece)
{
    const char *text;
    cJSON *resp = answer_of(q, game, &text);
    if (lead)
        assert_memory_equal(text, lead, strlen(lead));
    if (piece)
        assert_non_null(strstr(text, piece));
    assert_null(strstr(text, "rattacher"));
    assert_null(strstr(text, "belongs"));
    cJSON_Delete(resp);
}

/* d4 holds 2 neutrals (told); « donc je soulève 3 »: 2 + the pebble placed, kept as a
 * restatement, agreeing: the move d4 -> d3, c3, c2 is played, nothing corrected. */
static void test_a_lifted_count_that_agrees_with_the_stack_is_accepted(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Qawale : je pose sur d4 (deux neutres), donc je soulève 3 galets. Je peux "
                    "aller en d3, c3, c2 ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.stack_height, 2);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    assert_int_equal(p.move.cell, D4);
    assert_int_equal(p.pos.q.height[D4], 2);
    assert_int_equal(p.move.path_len, 3);
    assert_int_equal(p.move.path[0], D3);
    assert_int_equal(p.move.path[1], C3);
    assert_int_equal(p.move.path[2], C2);
    assert_int_equal(p.restate_said, 0);
    assert_says(q, NULL, "Oui", "sur 3 cases : d3, c3, c2");
    /* the same in English, the count after « so » and a drop word */
    q = "qawale: i put on a4 (2 neutrals) so i got 3 to drop, can i do b4 c4 c3?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    assert_int_equal(p.move.cell, A4);
    assert_int_equal(p.pos.q.height[A4], 2);
    assert_int_equal(p.restate_said, 0);
    assert_says(q, NULL, "Yes", "on 3 cells");
}

/* No height told: « 3 galets à semer » gives it (3 - the pebble placed = 2 on d1), and the
 * U-turn d2, d3, d2 is refused by the engine: « interdit ? » is answered yes. */
static void test_a_lifted_count_gives_the_height_when_none_is_told(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "qawal: jpose sur d1, 3 galé a semé : d2, d3 é la jrevien en d2. interdi ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.stack_height, 2);
    assert_int_equal(s.nrestated, 0);
    assert_int_equal(p.move.cell, D1);
    assert_int_equal(p.pos.q.height[D1], 2);
    assert_false(p.height_inferred);
    assert_says(q, NULL, "Oui, c'est interdit", "Demi-tour");
}

/* « it had five »: the stack before the pebble placed (5 on c2), « lifting six » the same
 * told again: 6 cells asked, 6 dropped on. */
static void test_the_stack_before_and_the_count_lifted_are_read_together(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Qawale: I put my pebble on c2 (it had five), lifting six. Do I drop them "
                    "on six cells?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.stack_height, 5);
    assert_int_equal(s.nrestated, 1);
    assert_int_equal(s.restated[0].num, 6);
    assert_true(s.restated[0].lifted);
    assert_int_equal(p.move.cell, C2);
    assert_int_equal(p.pos.q.height[C2], 5);
    assert_int_equal(p.restate_said, 0);
    assert_says(q, NULL, "Yes", "on 6 cells");
}

/* The first move: a1 holds its 2 neutral pebbles of the start; « je soulève les trois » is
 * checked against them and agrees. */
static void test_the_start_corner_lifted_as_three_agrees(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Premier coup au Qawale : je pose mon galet clair sur le coin a1, je soulève "
                    "les trois et je les sème en b1, c1 puis d1. C'est bon ?";
    plan_of(q, NULL, &s, &p);
    assert_true(s.start);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.nrestated, 1);
    assert_int_equal(p.move.cell, A1);
    assert_int_equal(p.pos.q.height[A1], 2);
    assert_int_equal(p.pos.q.height[D1], 2);
    assert_int_equal(p.restate_said, 0);
    assert_says(q, NULL, "Oui", "b1, c1, d1");
}

/* « d1 (2 neutres) donc j'ai 4 galets à semer »: the stack makes 3 with the pebble placed,
 * not 4: the path of 4 is refused by the engine and the count corrected from the position. */
static void test_a_lifted_count_the_stack_contradicts_is_corrected(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q =
        "Qawale : je pose sur d1 (2 neutres) donc j'ai 4 galets à semer, je fais c1 b1 a1 a2 ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    assert_int_equal(p.pos.q.height[D1], 2);
    assert_int_equal(p.restate_said, 4);
    assert_int_equal(p.restate_real, 3);
    assert_true(p.restate_lifted);
    assert_says(q, NULL, "Non", "Tu soulèves 3 galets, pas 4.");
}

/* « je pose sur a1 …, ya déjà 2 galets en a4 »: the 2 is a4's stack, not the one played. */
static void test_a_count_told_on_another_cell_is_that_cells_stack(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("kawale jpose sur a1 é jpar direct en a2 a3 a4, ya deja 2 galé en a4 c grave ?", NULL,
            &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.stack_height, FAQ_SITU_UNSAID);
    assert_int_equal(s.cells[0], A1);
    assert_int_equal(p.move.cell, A1);
    assert_int_equal(p.pos.q.height[A4], 2);
}

/* « dix-sept » is 17, though the assistant's lexicon writes « dix » as 10: from Kalah pit 2,
 * a lap of 13 and 4 more, the last stone in pit 6. */
static void test_a_number_of_two_words_is_read_whole(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Kalah, dix-sept pierres dans mon trou 2, je rejoue ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.origin_pit, 2);
    assert_int_equal(s.origin_count, 17);
    assert_int_equal(p.pos.m.cell[1], 17);
    assert_says(q, NULL, "Non", "ton trou 6");
}

/* « j'ai 9, non attends, 10 graines dans ma case 2 »: the correction says what it counts,
 * the bare 9 is dropped; 10 from pit 2 ends in the opponent's pit 6. */
static void test_a_correction_that_says_what_it_counts_replaces_the_bare_number(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q =
        "Awalé : j'ai 9, non attends, 10 graines dans ma case 2. La dernière tombe où ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.origin_pit, 2);
    assert_int_equal(s.origin_count, 10);
    assert_int_equal(p.pos.m.cell[1], 10);
    assert_says(q, NULL, NULL, "la case 6 de l'adversaire");
}

/* SMS words of a pit and of « partout »: « ma kaz 4 », « 4 pierr partou ». */
static void test_sms_words_of_pits_and_every_pit_place_their_numbers(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("awale: g 3 grain ds ma kaz 4, jjoue la kaz 4, ou tombe la derniere ?", NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.origin_pit, 4);
    assert_int_equal(p.pos.m.cell[3], 3);
    plan_of("1er cou o kalah, 4 pierr partou. jjoue mon 3eme trou, jrejoue ?", NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.board, 4);
    assert_int_equal(p.pos.m.cell[2], 4);
}

/* « pile de 6 en b3 + mon galet = 7 », no placing verb: the stack and the path tell a move;
 * the 7 is the 6 and the pebble placed. */
static void test_a_sum_told_with_signs_restates_the_stack_and_the_pebble(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    enum { B3 = 9 };
    plan_of("kawale: pile de 6 en b3 + mon galé = 7. jpeu fer c3 c2 b2 a2 a3 a4 b4 ?", NULL, &s,
            &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.stack_height, 6);
    assert_int_equal(s.nrestated, 1);
    assert_int_equal(s.restated[0].num, 7);
    assert_int_equal(p.move.cell, B3);
    assert_int_equal(p.pos.q.height[B3], 6);
    assert_int_equal(p.move.path_len, 7);
    assert_int_equal(p.restate_said, 0);
}

/* Awalé, my pit 6 (cell 5) with 2, his pits 1 and 2 (cells 6 and 7) with 1 and 2: « donc ça
 * fera 2 et 3 » are those pits after the drop: accepted, and the engine takes 5. */
static void test_counts_after_the_drop_told_again_are_accepted(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Awalé : ma case 6 a 2 graines, sa case 1 en a 1 et sa case 2 en a 2, donc ça "
                    "fera 2 et 3. Je prends combien ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.nrestated, 2);
    assert_int_equal(s.restated[0].num, 2);
    assert_int_equal(s.restated[1].num, 3);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    assert_int_equal(p.pos.m.cell[5], 2);
    assert_int_equal(p.pos.m.cell[7], 1);
    assert_int_equal(p.pos.m.cell[8], 2);
    assert_says(q, NULL, NULL, "Tu prends 5 graines");
    /* a number told again that nothing the position fixes makes: asked, not guessed */
    assert_asked_back("Awalé : ma case 6 a 2 graines, sa case 1 en a 1 et sa case 2 en a 2, donc "
                      "9. Je prends combien ?",
                      9);
}

/* "his pit 2 has 2 … I play my pit 6, so his pit 2 then has 3": a pit given its count, told
 * again with another count after the move, is restated (checked against the engine), not its
 * count before; told again with a count the move does not make, it is asked. */
static void test_a_pit_told_again_after_the_move_is_checked(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Awale: his pit 1 has 1 seed and his pit 2 has 2, the rest are full. I play "
                    "my pit 6 with 2 seeds, so his pit 2 then has 3. Do I capture?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.nrestated, 1);
    assert_int_equal(s.restated[0].num, 3);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    assert_int_equal(p.pos.m.cell[8], 2);
    assert_says(q, NULL, "Yes", "You take 5 seeds");
    assert_asked_back("Awale: his pit 1 has 1 seed and his pit 2 has 2, the rest are full. I play "
                      "my pit 6 with 2 seeds, so his pit 2 then has 7. Do I capture?",
                      7);
}

/* "so they'd become 3 and 3", « elles deviennent 2 et 3 »: the pits after the drop told with
 * a verb of becoming are told again, checked (the escargots grand slam refused, the awalé
 * capture of 5). */
static void test_counts_told_as_become_are_told_again(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "RocketSnail awale: his only snails are two in his first hole and two in his "
                    "second. My sixth hole has 2 snails, so they'd become 3 and 3 and I'd grab "
                    "all six. Is that move allowed?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.nrestated, 2);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    assert_says(q, NULL, "No", "forbidden");
    q = "Awalé : sa case 1 a 1 graine et sa case 2 en a 2. Ma case 6 a 2 graines, elles deviennent "
        "2 et 3. Je prends combien ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.nrestated, 2);
    assert_says(q, NULL, NULL, "Tu prends 5 graines");
}

/* « je lui prends ses 3 + 2 ? »: one claim of 5; his pits 1 and 2 hold 1 each, the engine
 * takes 2 + 2: « Non », and the 4 it takes. */
static void test_a_claim_told_as_a_sum_is_checked_whole(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q = "Awalé : ma case 6 a 2 graines, sa case 1 en a 1 et sa case 2 en a 1, je lui "
                    "prends ses 3 + 2 ?";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.claim_captured, 5);
    assert_says(q, NULL, "Non", "Tu prends 4 graines");
}

/* « je mets 1 dedans ? »: the one snail a sowing drops, no count of a pit; 12 from hole 1
 * skip it and end in hole 2. */
static void test_the_one_piece_a_sowing_drops_is_no_count(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    const char *q =
        "escargo: 12 ds mon trou 1. jsaute le trou de depart ou jmet 1 dedan ? la derniere ariv ou";
    plan_of(q, NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.origin_count, 12);
    assert_int_equal(p.pos.m.cell[0], 12);
    assert_says(q, NULL, NULL, "ton trou 2");
}

/* « on n'est que deux », « nous ne sommes que trois »: the players told with « que », a
 * setting of the board built, not a count left over. */
static void test_players_told_with_que_are_the_players(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("On a mis le réglage « tout le monde » mais on n'est que deux. Mon trou 1 a une "
            "pierre, mon 2 est vide, en face de mon 2 il y en a 3. Je prends combien ?",
            "kalah", &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(s.players, 2);
    assert_int_equal(p.pos.m.players, 2);
    plan_of("Kalah : nous ne sommes que trois, mon trou 6 a 1 pierre, je rejoue ?", NULL, &s, &p);
    assert_int_equal(s.unread, 0);
    assert_int_equal(p.pos.m.players, 3);
    assert_int_equal(p.pos.m.cell[5], 1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_lifted_count_that_agrees_with_the_stack_is_accepted),
        cmocka_unit_test(test_a_lifted_count_gives_the_height_when_none_is_told),
        cmocka_unit_test(test_the_stack_before_and_the_count_lifted_are_read_together),
        cmocka_unit_test(test_the_start_corner_lifted_as_three_agrees),
        cmocka_unit_test(test_a_lifted_count_the_stack_contradicts_is_corrected),
        cmocka_unit_test(test_a_count_told_on_another_cell_is_that_cells_stack),
        cmocka_unit_test(test_a_number_of_two_words_is_read_whole),
        cmocka_unit_test(test_a_correction_that_says_what_it_counts_replaces_the_bare_number),
        cmocka_unit_test(test_sms_words_of_pits_and_every_pit_place_their_numbers),
        cmocka_unit_test(test_a_sum_told_with_signs_restates_the_stack_and_the_pebble),
        cmocka_unit_test(test_counts_after_the_drop_told_again_are_accepted),
        cmocka_unit_test(test_a_claim_told_as_a_sum_is_checked_whole),
        cmocka_unit_test(test_a_pit_told_again_after_the_move_is_checked),
        cmocka_unit_test(test_counts_told_as_become_are_told_again),
        cmocka_unit_test(test_the_one_piece_a_sowing_drops_is_no_count),
        cmocka_unit_test(test_players_told_with_que_are_the_players),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

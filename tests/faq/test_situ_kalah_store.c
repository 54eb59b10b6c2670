/* test_situ_kalah_store.c — a Kalah pit told by the store beside it (« le trou juste à côté de
 * ma réserve », « celui juste avant ma réserve », "the pit next to my store"): the row's last
 * pit, of the store's row, played when its count is told, even before another pit's count;
 * and the stores of the other players told without naming one (« des autres joueurs », "other
 * people's stores"), asked whether a piece goes there. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_fixture.h"

enum { LEAD_NONE = -1, LEAD_NO = 0, LEAD_YES = 1 };

struct row {
    const char *body;  /* the request body */
    const char *entry; /* entry cited */
    int lead;          /* LEAD_* */
    int pit, count;    /* the pit played and its stones in the start position */
    int last_pit;      /* the pit of the last sow event, 0 for the store */
    const char *says;  /* a piece of the answer */
};

static const struct row rows[] = {
    {"{\"question\":\"4 pierres dans le trou juste a cote de ma reserve, je rejoue ?\"}",
     "kalah.rejouer", LEAD_NO, 6, 4, 3, "Non, tu ne rejoues pas. Avec 4 pierres depuis ton trou 6"},
    {"{\"question\":\"j'ai 4 pierres dans le trou collé à ma réserve, je rejoue ?\"}",
     "kalah.rejouer", LEAD_NO, 6, 4, 3, "le trou 3 de l'adversaire"},
    {"{\"question\":\"au kalah, celui juste avant ma réserve a 1 pierre, je rejoue ?\"}",
     "kalah.rejouer", LEAD_YES, 6, 1, 0, "Oui, tu rejoues. Avec 1 pierre depuis ton trou 6"},
    {"{\"question\":\"le trou juste avant ma réserve a 8 pierres, la dernière atterrit où ? (mon "
     "1er trou a 2 pierres)\"}",
     "kalah.semer", LEAD_NONE, 6, 8, 1,
     "Avec 8 pierres depuis ton trou 6 : la dernière pierre "
     "tombe dans ton trou 1"},
    {"{\"question\":\"4 stones in the pit right next to my store, do I play again?\"}",
     "kalah.rejouer", LEAD_NO, 6, 4, 3, "No, you do not play again. With 4 stones from your pit 6"},
    {"{\"question\":\"kalah: the hole beside my store has 1 stone, do I play again?\"}",
     "kalah.rejouer", LEAD_YES, 6, 1, 0, "Yes, you play again. With 1 stone from your pit 6"},
    {"{\"question\":\"kalah: the pit right before my store has 2 stones, where does the last one "
     "land?\"}",
     "kalah.semer", LEAD_NONE, 6, 2, 1, "the last one lands in the opponent's pit 1"},
};

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

static void test_a_pit_told_by_its_store_is_the_rows_last(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        const struct row *r = &rows[i];
        cJSON *resp = faq_fixture_ask(r->body);
        const cJSON *sim = get(resp, "simulation");
        const char *answer = faq_fixture_str(resp, "answer");
        print_message("%s\n  -> %s\n", r->body, answer ? answer : "(none)");
        assert_string_equal(faq_fixture_str(resp, "entry"), r->entry);
        assert_int_equal(get(get(sim, "move"), "pit")->valueint, r->pit);
        const cJSON *row = cJSON_GetArrayItem(get(get(sim, "start"), "pits"), 0);
        assert_int_equal(cJSON_GetArrayItem(row, r->pit - 1)->valueint, r->count);
        const cJSON *events = get(sim, "events"), *last = NULL, *e;
        cJSON_ArrayForEach(e, events)
        {
            const char *type = faq_fixture_str(e, "type");
            if (type && (strcmp(type, "sow") == 0 || strcmp(type, "store") == 0))
                last = e;
        }
        assert_non_null(last);
        assert_int_equal(
            strcmp(faq_fixture_str(last, "type"), "store") == 0 ? 0 : get(last, "pit")->valueint,
            r->last_pit);
        if (r->lead == LEAD_NONE)
            assert_true(cJSON_IsNull(get(resp, "lead")));
        else
            assert_string_equal(faq_fixture_str(resp, "lead"), r->lead ? "yes" : "no");
        assert_non_null(strstr(answer, r->says));
        cJSON_Delete(resp);
    }
}

/* « une pierre va dans la réserve des autres joueurs ? », "do other people's stores get one?":
 * the other players' stores, asked yes or no, answered from the engine's sowing (none). */
static void test_the_other_players_stores_are_theirs(void **state)
{
    (void)state;
    static const char *const bodies[] = {
        "{\"question\":\"4 player game, I play my 6th pit with 8 stones. where does the last "
        "stone land? do other people's stores get one?\"}",
        "{\"question\":\"I play my 3rd pit with 10 stones. does one go into the other players' "
        "stores?\"}",
        "{\"question\":\"3 player game, I play my 6th with 8 stones, does someone else's store "
        "get a stone?\"}",
        "{\"question\":\"a 3 joueurs, je joue mon 6e avec 9 pierres, une pierre va dans la "
        "réserve des autres joueurs ?\"}",
    };
    for (size_t i = 0; i < sizeof bodies / sizeof bodies[0]; i++) {
        cJSON *resp = faq_fixture_ask(bodies[i]);
        const char *answer = faq_fixture_str(resp, "answer");
        print_message("%s\n  -> %s\n", bodies[i], answer ? answer : "(none)");
        assert_string_equal(faq_fixture_str(resp, "entry"), "kalah.reserves-adverses");
        assert_string_equal(faq_fixture_str(resp, "lead"), "no");
        assert_true(strncmp(answer, "No. With", 8) == 0 || strncmp(answer, "Non. Avec", 9) == 0);
        cJSON_Delete(resp);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_pit_told_by_its_store_is_the_rows_last),
        cmocka_unit_test(test_the_other_players_stores_are_theirs),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

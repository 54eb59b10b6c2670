/* test_faq_read.c — how the assistant reads what a question asks beside its rule words: a
 * reason asked of a rule the kb covers, a remark told after the question, everyday words for
 * the kb's own, and words that refuse only in their own phrase. Expected entries are exact ids
 * of data/rules; numbers are the kb's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "faq_fixture.h"
#include "faq_int.h"

/* The question q answered by entry (abstained false), reason_missing as given, and its answer
 * text holding needle (NULL: not checked). */
static void assert_answers(const char *q, const char *entry, bool reason_missing,
                           const char *needle)
{
    char body[512];
    snprintf(body, sizeof body, "{\"question\":\"%s\"}", q);
    cJSON *r = faq_fixture_ask(body);
    const char *answer = faq_fixture_str(r, "answer");
    assert_false(cJSON_IsTrue(cJSON_GetObjectItem(r, "abstained")));
    assert_string_equal(faq_fixture_str(r, "entry"), entry);
    assert_int_equal(cJSON_IsTrue(cJSON_GetObjectItem(r, "reason_missing")), reason_missing);
    if (needle)
        assert_non_null(strstr(answer, needle));
    cJSON_Delete(r);
}

static void assert_abstained(const char *q)
{
    char body[512];
    snprintf(body, sizeof body, "{\"question\":\"%s\"}", q);
    cJSON *r = faq_fixture_ask(body);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItem(r, "abstained")));
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(r, "entry")));
    assert_false(cJSON_IsTrue(cJSON_GetObjectItem(r, "reason_missing")));
    cJSON_Delete(r);
}

/* One policy for « pourquoi » / "why": a reason asked of a rule the kb has an entry on is
 * answered by that entry, after a word that the rulebook gives no reason (not an abstention);
 * a reason asked of what no entry covers abstains. */
static void test_a_reason_asked_of_a_covered_rule_is_answered_by_its_entry(void **state)
{
    (void)state;
    assert_answers("Pourquoi on saute la case de départ à l'awalé ?", "awale.saut-case-depart",
                   true, "Le livret ne donne pas la raison de cette règle");
    assert_answers("Pourquoi on saute la case de départ à l'awalé ?", "awale.saut-case-depart",
                   true, "plus de 11 graines");
    assert_answers("Why do you have to feed your opponent in Oware?", "awale.nourrir", true,
                   "The rulebook gives no reason for this rule");
    /* « pourquoi faut-il … ? » asks the reason of an obligation, like « pourquoi doit-on » */
    assert_answers("Pourquoi faut-il nourrir l'adversaire à l'awalé ?", "awale.nourrir", true,
                   NULL);
    /* an entry that gives its reason answers it plainly */
    assert_answers("Pourquoi la partie d'awalé s'arrête quand il ne reste que 2 ou 3 graines ?",
                   "awale.indetermination", false, NULL);
    assert_abstained("Pourquoi les galets du Qawale sont en bois ?");
    assert_abstained("Pourquoi les échecs se jouent sur 64 cases ?");
}

/* Words after the question mark that the kb knows nothing of (but a number) are a remark on
 * the player's evening, not the question: it is answered, with the kb's own number. */
static void test_a_remark_after_the_question_leaves_the_question_asked(void **state)
{
    (void)state;
    assert_answers("Qawale how many players max? we're 3 tonight", "qawale.joueurs", false,
                   "2 players");
    assert_answers("Qawale combien de joueurs max ? nous sommes trois ce soir", "qawale.joueurs",
                   false, "2 joueurs");
    assert_answers("why can't I capture everything from my opponent in awale? seems unfair",
                   "awale.grand-chelem", true, NULL);
    /* a remark is no licence for a question out of scope */
    assert_abstained("Qawale combien ça coûte ? on est trois ce soir");
}

/* SQL is refused as SQL (« DROP TABLE », "DELETE FROM"), not a player dropping snails into a
 * hole. */
static void test_sql_words_refuse_only_as_sql(void **state)
{
    (void)state;
    assert_answers("RocketSnail awale: the snails I drop into my opponent's holes, can he play "
                   "them?",
                   "escargots.escargots-semes-chez-adversaire", false, NULL);
    assert_abstained("DELETE FROM users;");
    assert_abstained("DROP TABLE entries");
}

/* Everyday words are the lexicon's, read as the kb's own word wherever an entry uses it: « bac »
 * is the store (réserve, grenier, pot), « zapper » skips (sauter), « ratisser » takes
 * (prendre), « terrain » is the side (camp), each reaching the entry written with the kb's
 * word. */
static void test_everyday_words_reach_the_entries_written_with_the_kb_word(void **state)
{
    (void)state;
    assert_answers("Kalah : on met une pierre dans le bac des autres ?", "kalah.reserves-adverses",
                   false, "tu sautes celles des autres joueurs");
    assert_answers("kalah : on zappe le bac de l'adversaire ?", "kalah.reserves-adverses", false,
                   NULL);
    assert_answers("Awalé : on zappe la case de départ quand on fait le tour ?",
                   "awale.saut-case-depart", false, "plus de 11 graines");
    assert_answers("Awalé : on peut ratisser toutes les graines de l'autre ?", "awale.grand-chelem",
                   false, NULL);
    assert_answers("Aux escargots, je peux ratisser tous les escargots de l'adversaire ?",
                   "escargots.devaster", false, NULL);
    /* « terrain » is the side (camp, territoire) */
    assert_answers("Escargots : je peux jouer dans le terrain de l'autre ?", "escargots.territoire",
                   false, "ton propre territoire");
    assert_answers("Awalé : la prise continue dans mon terrain ?", "awale.prise-arret-camp", false,
                   NULL);
}

/* The everyday words for full (« blindé », « bourré » for plein) and, in English, for the hole
 * ("cup", "bowl" for pit) and the piece ("marble") are lexicon groups reaching the entry
 * written with the kb's words. */
static void test_everyday_full_and_hole_words_reach_the_kb_word(void **state)
{
    (void)state;
    assert_answers("qawale : si une case est blindée de galets, je peux encore poser dessus ?",
                   "qawale.poser-sur-pile", false, "quel que soit le galet du dessus");
    assert_answers("Kalah: what if my last marble drops in an empty bowl on my side?",
                   "kalah.prise", false, "everything in the corresponding pit go to your store");
}

/* « pile » before a possessive place or a number is the adverb (exactly: « je tombe pile dans
 * mon grenier », « ça fait pile 4 »), read as a word that says nothing of the rule; « la pile
 * dans quel ordre » keeps Qawale's stack. */
static void test_the_adverb_pile_is_no_stack(void **state)
{
    (void)state;
    const char *adverb[] = {"je tombe pile dans mon grenier", "ca fait pile 4 graines"};
    struct faq_tokens t;
    for (size_t k = 0; k < 2; k++) {
        faq_tokenize(&faq->lex, adverb[k], strlen(adverb[k]), &t);
        faq_senses_apply(&faq->lex, &t);
        for (size_t i = 0; i < t.n; i++)
            assert_string_not_equal(t.tok[i], "pile");
    }
    const char *noun = "on egraine la pile dans quel ordre";
    bool stack = false;
    faq_tokenize(&faq->lex, noun, strlen(noun), &t);
    faq_senses_apply(&faq->lex, &t);
    for (size_t i = 0; i < t.n; i++)
        stack = stack || strcmp(t.tok[i], "pile") == 0;
    assert_true(stack);
    assert_answers("Kalah : je tombe pile dans mon grenier, je rejoue ?", "kalah.rejouer", false,
                   "tu sèmes encore une fois");
}

/* A condition told after the clause's own words (« … quand je passe devant ? », "… when I go
 * past it?") says when the case arises: it asks no "when", so the entry on what the clause asks
 * answers, not one on when something happens (kalah.rejouer). « quand » asked alone still asks
 * when. */
static void test_a_condition_told_after_the_question_asks_no_when(void **state)
{
    (void)state;
    assert_answers("kalah: do I drop a stone in my own store when I go past it?",
                   "kalah.ma-reserve", false, "your own store");
    assert_answers("Kalah : je mets une pierre dans ma réserve quand je passe devant ?",
                   "kalah.ma-reserve", false, "ta propre réserve");
    assert_answers("Kalah : on rejoue quand ?", "kalah.rejouer", false, NULL);
}

/* « on en fait quoi ? », « j'en fais quoi ? » ask what becomes of something (a consequence),
 * they are no filler: the captured snails' fate, not when one captures. */
static void test_what_one_does_with_something_asks_what_becomes_of_it(void **state)
{
    (void)state;
    assert_answers("Les escargots qu'on capture, on en fait quoi ?", "escargots.capture-sortie",
                   false, "ton pot");
    assert_answers("Dans l'awalé des escargots, les escargots que je capture, j'en fais quoi ?",
                   "escargots.capture-sortie", false, NULL);
}

/* The question q answered by entry, its "kinds" holding kind. */
static void assert_kind(const char *q, const char *entry, const char *kind)
{
    char body[512];
    bool found = false;
    const cJSON *k;
    snprintf(body, sizeof body, "{\"question\":\"%s\"}", q);
    cJSON *r = faq_fixture_ask(body);
    assert_string_equal(faq_fixture_str(r, "entry"), entry);
    cJSON_ArrayForEach(k, cJSON_GetObjectItem(r, "kinds")) found =
        found || (cJSON_IsString(k) && strcmp(k->valuestring, kind) == 0);
    assert_true(found);
    cJSON_Delete(r);
}

/* « c quoi » (« c'est quoi » typed short) asks a definition; « jcomprends rien », « je pige
 * rien » say how the player feels, not what is asked (« rien » is no empty pit). */
static void test_short_definitions_and_confusion_are_read(void **state)
{
    (void)state;
    assert_kind("awalé c koi la famine jcomprends rien", "awale.famine", "definition");
    assert_kind("escargots c quoi un krou ? je comprends rien", "escargots.krou", "definition");
    assert_kind("Qawale c quoi un galet visible, je pige rien", "qawale.galets-visibles",
                "definition");
}

/* The evaluation reads the Oui/Non an answer leads with (the lexicon's « Non. », "No.", their
 * final point included): a lead contradicting the expected yes_no is counted and the answer is
 * wrong, in French and in English; the right polarity passes. */
static void test_the_evaluation_reads_the_lead_of_an_answer(void **state)
{
    const char *lines =
        "[{\"id\":\"a\",\"question\":\"peut-on égrainer en diagonale ?\",\"expect\":"
        "{\"game\":\"qawale\",\"entry\":\"qawale.diagonale\",\"abstain\":false,"
        "\"yes_no\":\"yes\"}},"
        "{\"id\":\"b\",\"question\":\"Qawale: can I sow diagonally?\",\"expect\":"
        "{\"game\":\"qawale\",\"entry\":\"qawale.diagonale\",\"abstain\":false,"
        "\"yes_no\":\"yes\"}},"
        "{\"id\":\"c\",\"question\":\"peut-on égrainer en diagonale ?\",\"expect\":"
        "{\"game\":\"qawale\",\"entry\":\"qawale.diagonale\",\"abstain\":false,"
        "\"yes_no\":\"no\"}}]";
    cJSON *arr = cJSON_Parse(lines);
    struct faq_eval_figures fig = {0};
    size_t refused = 0;
    (void)state;
    assert_non_null(arr);
    faq_eval_tally(faq, arr, &fig, &refused);
    assert_int_equal(fig.questions, 3);
    assert_int_equal(fig.lead_wrong, 2);
    assert_int_equal(fig.right, 1);
    cJSON_Delete(arr);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_reason_asked_of_a_covered_rule_is_answered_by_its_entry),
        cmocka_unit_test(test_a_remark_after_the_question_leaves_the_question_asked),
        cmocka_unit_test(test_sql_words_refuse_only_as_sql),
        cmocka_unit_test(test_everyday_words_reach_the_entries_written_with_the_kb_word),
        cmocka_unit_test(test_everyday_full_and_hole_words_reach_the_kb_word),
        cmocka_unit_test(test_the_adverb_pile_is_no_stack),
        cmocka_unit_test(test_a_condition_told_after_the_question_asks_no_when),
        cmocka_unit_test(test_what_one_does_with_something_asks_what_becomes_of_it),
        cmocka_unit_test(test_short_definitions_and_confusion_are_read),
        cmocka_unit_test(test_the_evaluation_reads_the_lead_of_an_answer),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup, faq_fixture_teardown);
}

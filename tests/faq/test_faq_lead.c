/* test_faq_lead.c — the Oui/Non an answer leads with (issue 11: no answer whose first word
 * contradicts the question): the truth of the proposition the question asks, said positively
 * (docs/kb-format.md « Leads »), read from the question's own words against the propositions
 * the entry declares its yes_no answers (kb "leads"), turned by a question asking the opposite
 * (« c'est une faute de … ? », "is it wrong to …?"); none when the question asks none of them.
 * Expected entries are exact ids of data/rules. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "faq_fixture.h"
#include "faq_int.h"

struct lead_case {
    const char *q, *entry, *lead, *word; /* lead, word NULL: no lead, no Oui/Non/Si first */
};

static void assert_leads(const struct lead_case *c, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char body[512];
        snprintf(body, sizeof body, "{\"question\":\"%s\"}", c[i].q);
        cJSON *r = faq_fixture_ask(body);
        const char *answer = faq_fixture_str(r, "answer");
        assert_non_null(answer);
        assert_string_equal(faq_fixture_str(r, "entry"), c[i].entry);
        if (c[i].lead) {
            assert_string_equal(faq_fixture_str(r, "lead"), c[i].lead);
            assert_int_equal(strncmp(answer, c[i].word, strlen(c[i].word)), 0);
        } else {
            assert_true(cJSON_IsNull(cJSON_GetObjectItem(r, "lead")));
            const char *words[] = {"Oui", "Non", "Si.", "Yes", "No."};
            for (size_t k = 0; k < sizeof words / sizeof *words; k++)
                assert_int_not_equal(strncmp(answer, words[k], strlen(words[k])), 0);
        }
        cJSON_Delete(r);
    }
}

/* « saute-t-on la case de départ ? » is answered yes; a question asking whether one drops a
 * seed there asks the opposite proposition and is answered no, in either language. */
static void test_a_question_asking_the_entry_s_opposite_is_answered_its_opposite(void **state)
{
    static const struct lead_case cases[] = {
        {"Awalé : est-ce que je saute la case de départ ?", "awale.saut-case-depart", "yes",
         "Oui."},
        {"Awale: on a full lap, do I drop a seed in my starting pit?", "awale.saut-case-depart",
         "no", "No."},
        {"Aux escargots, je peux refuser une capture ?", "escargots.prise-obligatoire", "no",
         "Non."},
        {"At awale, do I get another turn after a capture?", "awale.tour-de-role", "no", "No."},
        {"Qawale: can I sow back onto the square I just left?", "qawale.revenir-case", "no", "No."},
        {"Qawale : peut-on poser sur un galet isolé ?", "qawale.case-vide", "yes", "Oui."},
        {"Qawale : peut-on poser sur une case vide ?", "qawale.case-vide", "no", "Non"},
        {"Au Kalah, on peut régler 30 secondes par tour ?", "kalah.temps", "yes", "Oui."},
        {"Kalah: can I set a 30 second limit per turn?", "kalah.temps", "yes", "Yes."},
        {"Awalé : est-ce que la dernière graine compte si ça fait 4 ?",
         "awale.capture-compte-nouvelle", "no", "Non."},
        {"Awale: does the last seed count?", "awale.capture-compte-nouvelle", "yes", "Yes."},
    };
    (void)state;
    assert_leads(cases, sizeof cases / sizeof *cases);
}

/* A prohibition asked (« faute », "wrong") turns the proposition; a negation does not: the
 * lead answers the proposition said positively, « Si »/"Yes" when it holds. */
static void test_a_prohibition_turns_the_lead_and_a_negation_does_not(void **state)
{
    static const struct lead_case cases[] = {
        {"Au kalah, est-ce une faute de semer dans la réserve de l'adversaire ?",
         "kalah.reserves-adverses", "yes", "Oui."},
        {"Kalah: is it wrong to sow into an opponent's store?", "kalah.reserves-adverses", "yes",
         "Yes."},
        {"Kalah: can you put stones in the other players' stores?", "kalah.reserves-adverses", "no",
         "No."},
        {"Awale: I don't have to feed an opponent with no seeds, do I?", "awale.nourrir", "yes",
         "Yes."},
        {"Qawale : on ne peut pas poser sur un galet isolé ?", "qawale.case-vide", "yes", "Si."},
        {"Au qawale on ne peut pas égrainer en diagonale ?", "qawale.diagonale", "no", "Non."},
    };
    (void)state;
    assert_leads(cases, sizeof cases / sizeof *cases);
}

/* Permission to leave undone what an entry asks as a rule or an obligation asks its
 * opposite (« je peux laisser des graines ? » of « prend-on toutes les graines ? »); permission
 * alone is not settled by an obligation; an alternative ("X or only Y?") takes no lead. */
static void test_permission_to_leave_undone_asks_the_rule_s_opposite(void **state)
{
    static const struct lead_case cases[] = {
        {"Awalé : je peux laisser des graines dans la case que je joue ?", "awale.prendre-toutes",
         "no", "Non."},
        {"Kalah: can I leave some stones in the house I play?", "kalah.toutes-les-pierres", "no",
         "No."},
        {"Awalé : on a le droit de ne pas prendre les graines qu'on peut capturer ?",
         "awale.prise-obligatoire", "no", "Non."},
        {"Awale: may I choose not to capture?", "awale.prise-obligatoire", "no", "No."},
        {"On peut jouer à l'awalé sans table ?", "awale.table", "no", "Non."},
        {"Escargots: can I leave my opponent with no snails?", "escargots.nourrir", "yes", "Yes."},
        /* the entry asks permission too: the same proposition */
        {"Qawale : la partie peut se terminer sans vainqueur ?", "qawale.egalite", "yes", "Oui."},
        {"Qawale: do I carry the entire stack or only a few pebbles?", "qawale.toute-la-pile", NULL,
         NULL},
    };
    (void)state;
    assert_leads(cases, sizeof cases / sizeof *cases);
}

/* An entry declaring its propositions leads only when the question asks one: « ça compte ? »
 * of a diagonal line is no question of sowing diagonally, and a chain capture into one's own
 * row is not what « capture multiple » settles. */
static void test_no_lead_when_the_question_asks_none_of_the_entry_s_propositions(void **state)
{
    (void)state;
    for (int lang = 0; lang < 2; lang++) {
        const char *q = lang ? "Escargots: can a multiple capture take several holes, even "
                               "in my own row?"
                             : "Aux escargots, on peut capturer plusieurs trous d'un coup, "
                               "même dans mon propre camp ?";
        char body[512];
        snprintf(body, sizeof body, "{\"question\":\"%s\"}", q);
        cJSON *r = faq_fixture_ask(body);
        const char *entry = faq_fixture_str(r, "entry");
        assert_non_null(entry);
        /* whichever entry answers, no « Oui » claims the chain goes on into one's own row */
        assert_false(strcmp(entry, "escargots.captures-multiples") == 0 &&
                     !cJSON_IsNull(cJSON_GetObjectItem(r, "lead")));
        cJSON_Delete(r);
    }
}

/* Every entry declaring leads reads its own canonical question, French and English, as
 * asking a proposition whose answer is its yes_no (the ranking's says: the first lead the
 * question asks). */
static void test_an_entry_s_own_question_asks_a_lead_answered_its_yes_no(void **state)
{
    struct kb_analyzer *a;
    struct arb_err err;
    size_t checked = 0;
    (void)state;
    assert_int_equal(kb_analyzer_new(kb, &a, &err), 0);
    for (size_t i = 0; i < faq->ndocs; i++) {
        const struct faq_doc *d = &faq->docs[i];
        if (!d->entry->n_leads)
            continue;
        for (int lang = 0; lang < 2; lang++) {
            const char *text = lang ? d->entry->en_question : d->entry->question;
            struct faq_query q = {.lang = (enum faq_lang)lang};
            struct faq_hit hits[FAQ_MAX_HITS];
            assert_int_equal(faq_query_build(faq, a, text, strlen(text), &q), 0);
            size_t n = faq_rank(faq, &q, 1u << d->game, hits, FAQ_MAX_HITS);
            const struct faq_hit *h = NULL;
            for (size_t k = 0; k < n && !h; k++)
                h = hits[k].doc == d ? &hits[k] : NULL;
            if (!h || h->says < 0)
                fail_msg("%s: « %s » asks none of its leads", d->entry->id, text);
            enum kb_yes_no yn = d->entry->leads[h->says].yes_no;
            if (yn != (d->yes_no ? KB_YN_YES : KB_YN_NO))
                fail_msg("%s: « %s » asks lead %d, not its yes_no", d->entry->id, text, h->says);
            checked++;
        }
    }
    kb_analyzer_free(a);
    assert_true(checked >= 20);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_question_asking_the_entry_s_opposite_is_answered_its_opposite),
        cmocka_unit_test(test_a_prohibition_turns_the_lead_and_a_negation_does_not),
        cmocka_unit_test(test_permission_to_leave_undone_asks_the_rule_s_opposite),
        cmocka_unit_test(test_no_lead_when_the_question_asks_none_of_the_entry_s_propositions),
        cmocka_unit_test(test_an_entry_s_own_question_asks_a_lead_answered_its_yes_no),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup, faq_fixture_teardown);
}

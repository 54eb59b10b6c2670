/* test_spell.c — the word table compiled from Hunspell's dictionaries (faq_spell.c): what it
 * says of words no entry uses must be what Hunspell 1.7 with Debian's fr_FR and en_US says
 * (each expected verdict below was read from Hunspell_spell / _analyze / _stem). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "faq_int.h"
#include "faq_fixture.h"

/* The word is looked up inside a sentence, as the query builder does. */
static bool known(const char *w)
{
    char text[128];
    int n = snprintf(text, sizeof text, "au kalah %s ?", w);
    return faq_spell_known(faq, text, 9, (size_t)n - 2);
}

static bool neutral(const char *w)
{
    return faq_spell_neutral(faq, w, 0, strlen(w));
}

static const char *lemma(const char *w)
{
    return faq_spell_lemma(faq, w, 0, strlen(w));
}

static void test_a_correct_word_no_entry_uses_is_known_in_any_case(void **state)
{
    (void)state;
    assert_true(known("mayonnaise"));
    assert_true(known("Mayonnaise"));
    assert_true(known("MAYONNAISE"));
    assert_true(known("sérieusement"));
    assert_true(known("honestly")); /* en_US */
}

static void test_a_name_is_known_with_its_capital_only(void **state)
{
    (void)state;
    assert_true(known("Toulouse"));
    assert_true(known("TOULOUSE"));
    assert_false(known("toulouse"));
}

static void test_an_acronym_is_known_in_capitals_only(void **state)
{
    (void)state;
    assert_true(known("UK"));
    assert_false(known("uk"));
    assert_false(known("Uk"));
}

static void test_phone_spelling_and_nonsense_are_unknown(void **state)
{
    (void)state;
    assert_false(known("komen"));
    assert_false(known("kjzqw"));
    assert_false(known("serieusementt"));
}

static void test_an_adverb_is_neutral_a_noun_or_a_verb_is_not(void **state)
{
    (void)state;
    assert_true(neutral("sérieusement"));
    assert_false(neutral("mayonnaise"));
    assert_false(neutral("place")); /* a noun and a verb too */
    assert_false(neutral("kjzqw"));
    /* en_US: an adverb of the -ly suffix (flag Y) only; « early » is an adjective too */
    assert_true(neutral("exactly"));
    assert_true(neutral("seriously"));
    assert_false(neutral("early"));
    assert_false(neutral("family"));
}

static void test_an_interjection_is_neutral(void **state)
{
    (void)state;
    assert_true(neutral("OK")); /* fr_FR po:interj */
}

static void test_an_inflected_form_reads_as_its_lemma_when_the_kb_uses_it(void **state)
{
    (void)state;
    /* the lemma is the kb's word, so the form must be unknown and the lemma known */
    assert_false(faq_word_known(faq, "prenions"));
    assert_true(faq_word_known(faq, "prendre"));
    assert_string_equal(lemma("prenions"), "prendre");
    assert_string_equal(lemma("Prenions"), "prendre");
    assert_null(lemma("mayonnaise"));
    assert_null(lemma("kjzqw"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_correct_word_no_entry_uses_is_known_in_any_case),
        cmocka_unit_test(test_a_name_is_known_with_its_capital_only),
        cmocka_unit_test(test_an_acronym_is_known_in_capitals_only),
        cmocka_unit_test(test_phone_spelling_and_nonsense_are_unknown),
        cmocka_unit_test(test_an_adverb_is_neutral_a_noun_or_a_verb_is_not),
        cmocka_unit_test(test_an_interjection_is_neutral),
        cmocka_unit_test(test_an_inflected_form_reads_as_its_lemma_when_the_kb_uses_it),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup, faq_fixture_teardown);
}

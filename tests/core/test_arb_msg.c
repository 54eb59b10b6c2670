/* test_arb_msg.c — the message catalogue: a client's language read from Accept-Language,
 * errors formatted in French and English from the same arguments, and every message the
 * modules behind the API give (arb_err_set in src/core, rules, http, faq and cards, read
 * from the sources given as arguments) has its English in data/messages.json. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "arb_json.h"
#include "arb_msg.h"

static int src_argc;
static char **src_argv;

static void test_accept_language_picks_french_or_english_by_weight(void **state)
{
    static const struct {
        const char *header;
        enum arb_lang lang;
    } cases[] = {
        {NULL, ARB_LANG_FR},
        {"", ARB_LANG_FR},
        {"en", ARB_LANG_EN},
        {"en-US,en;q=0.9", ARB_LANG_EN},
        {"fr-FR,fr;q=0.9,en-US;q=0.8,en;q=0.7", ARB_LANG_FR},
        {"de-DE,de;q=0.9,en;q=0.5", ARB_LANG_EN},
        {"de, it", ARB_LANG_FR},
        {"fr;q=0.2, en;q=0.8", ARB_LANG_EN},
        {"en;q=0, fr;q=0.1", ARB_LANG_FR},
        {"EN-gb", ARB_LANG_EN},
        {"eng, en-", ARB_LANG_EN},
        {"*", ARB_LANG_FR},
        {"english", ARB_LANG_FR},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        if (arb_lang_accept(cases[i].header) != cases[i].lang)
            fail_msg("Accept-Language: %s", cases[i].header ? cases[i].header : "(none)");
}

static void test_an_error_is_written_in_both_languages_from_the_same_arguments(void **state)
{
    struct arb_err err;
    (void)state;
    arb_err_set(&err, ARB_ERR_BAD_REQUEST, "a",
                "Le champ « %s » doit être un entier entre %ld et %ld.", "limit", 0L, 10000L);
    assert_string_equal(err.message, "Le champ « limit » doit être un entier entre 0 et 10000.");
    assert_string_equal(err.message_en, "Field « limit » must be an integer from 0 to 10000.");
    assert_string_equal(arb_err_message(&err, ARB_LANG_EN), err.message_en);
    assert_string_equal(arb_err_message(&err, ARB_LANG_FR), err.message);
    cJSON *body = arb_json_error_lang(&err, ARB_LANG_EN);
    char *text = arb_json_print(body);
    assert_string_equal(text, "{\"error\":{\"code\":\"bad_request\",\"message\":\"Field « limit » "
                              "must be an integer from 0 to 10000.\",\"field\":\"a\"}}");
    cJSON_free(text);
    cJSON_Delete(body);
    /* a text passed through "%s" is translated as a whole */
    arb_err_set(&err, ARB_ERR_EMPTY_PIT, "move", "%s", "Tu ne peux pas choisir un trou vide.");
    assert_string_equal(err.message_en, "You cannot choose an empty pit.");
    /* a message the catalogue lacks: the code's own English */
    arb_err_set(&err, ARB_ERR_UNKNOWN_GAME, "game", "Ce jeu-là, je ne le connais pas.");
    assert_string_equal(err.message_en, "");
    assert_string_equal(arb_err_message(&err, ARB_LANG_EN), "Unknown game.");
    arb_err_clear(&err);
    assert_string_equal(arb_err_message(&err, ARB_LANG_EN), "All is well.");
}

static void test_every_code_has_a_text_in_both_languages(void **state)
{
    (void)state;
    for (int c = 0; c < ARB_ERR_COUNT; c++) {
        const char *fr = arb_msg_code((enum arb_code)c, ARB_LANG_FR);
        const char *en = arb_msg_code((enum arb_code)c, ARB_LANG_EN);
        if (!fr[0] || !en[0] || strcmp(fr, en) == 0)
            fail_msg("%s: « %s » / « %s »", arb_err_slug((enum arb_code)c), fr, en);
    }
    assert_string_equal(arb_msg_code(ARB_ERR_COUNT, ARB_LANG_EN), "Internal error.");
    char out[160];
    arb_msg_format(ARB_LANG_EN, out, sizeof out, "Champ inconnu « %.60s ».", "x");
    assert_string_equal(out, "Unknown field « x ».");
    arb_msg_format(ARB_LANG_FR, out, sizeof out, "Champ inconnu « %.60s ».", "x");
    assert_string_equal(out, "Champ inconnu « x ».");
}

/* Skips one C string literal at *p (at its opening quote), appending its bytes to out. */
static void read_literal(const char **p, char *out, size_t cap)
{
    size_t n = strlen(out);
    const char *s = *p + 1;
    for (; *s && *s != '"'; s++) {
        char c = *s;
        if (c == '\\') {
            s++;
            c = *s == 'n' ? '\n' : *s == 't' ? '\t' : *s;
        }
        if (n + 1 < cap)
            out[n++] = c;
    }
    out[n] = '\0';
    *p = *s ? s + 1 : s;
}

/* The format of the arb_err_set call at p (just after its parenthesis): the literals after
 * the third top-level comma, concatenated; "" when it is no literal. */
static void call_format(const char *p, char *out, size_t cap)
{
    int depth = 0, commas = 0;
    out[0] = '\0';
    while (*p && commas < 3) {
        if (*p == '"') {
            char skip[512] = "";
            read_literal(&p, skip, sizeof skip);
            continue;
        }
        if (*p == '(' || *p == '[')
            depth++;
        else if (*p == ')' || *p == ']')
            depth--;
        else if (*p == ',' && depth == 0)
            commas++;
        p++;
    }
    for (;;) {
        while (*p == ' ' || *p == '\n' || *p == '\t')
            p++;
        if (*p != '"')
            return;
        read_literal(&p, out, cap);
    }
}

static void test_every_message_of_the_api_modules_has_its_english(void **state)
{
    size_t calls = 0, missing = 0;
    (void)state;
    assert_true(src_argc > 1);
    for (int i = 1; i < src_argc; i++) {
        FILE *f = fopen(src_argv[i], "rb");
        if (!f)
            fail_msg("cannot read %s", src_argv[i]);
        static char text[1 << 20];
        size_t n = fread(text, 1, sizeof text - 1, f);
        fclose(f);
        text[n] = '\0';
        for (const char *p = text; (p = strstr(p, "arb_err_set(")) != NULL; p++) {
            char fmt[512];
            call_format(p + strlen("arb_err_set("), fmt, sizeof fmt);
            if (!fmt[0] || strcmp(fmt, "%s") == 0) /* a definition, or a text passed on */
                continue;
            calls++;
            if (!arb_msg_en(fmt)) {
                missing++;
                print_message("%s: « %s » has no English in data/messages.json\n", src_argv[i],
                              fmt);
            }
        }
    }
    assert_true(calls > 100);
    assert_int_equal(missing, 0);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_accept_language_picks_french_or_english_by_weight),
        cmocka_unit_test(test_an_error_is_written_in_both_languages_from_the_same_arguments),
        cmocka_unit_test(test_every_code_has_a_text_in_both_languages),
        cmocka_unit_test(test_every_message_of_the_api_modules_has_its_english),
    };
    src_argc = argc;
    src_argv = argv;
    return cmocka_run_group_tests(tests, NULL, NULL);
}

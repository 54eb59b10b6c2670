/* test_faq_words.c — every word a player could take from the rulebooks or the knowledge base,
 * alone and in short sentences, through faq_ask: no crash (the suite runs under ASan+UBSan)
 * and always a well-formed answer. Words come from the folded vocabulary of the kb and from
 * the rulebook texts in the directory given as argv[1] (optional: without it only the kb's
 * words are tried). */
#include <dirent.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_int.h"
#include "faq_fixture.h"

static const char *sources_dir;

/* The sentences each word is tried in: alone, asked, with a game named, as a follow-up
 * fragment, and in English. */
static const char *const frames[] = {"%s",
                                     "%s ?",
                                     "on peut %s au kalah ?",
                                     "c'est quoi %s à l'awalé et au qawale",
                                     "et %s ?",
                                     "what about %s in english"};

/* Asks q (with a context when ctx) and checks the response is a complete answer. */
static void ask_checked(const char *q, bool ctx)
{
    cJSON *req = cJSON_CreateObject(), *resp = NULL;
    struct arb_err err;
    assert_non_null(cJSON_AddStringToObject(req, "question", q));
    if (ctx) {
        cJSON *c = cJSON_AddObjectToObject(req, "context");
        assert_non_null(cJSON_AddStringToObject(c, "game", "awale"));
        assert_non_null(cJSON_AddStringToObject(c, "entry", "awale.capture"));
    }
    assert_int_equal(faq_ask(faq, req, &resp, &err), 0);
    const cJSON *answer = cJSON_GetObjectItemCaseSensitive(resp, "answer");
    const cJSON *abst = cJSON_GetObjectItemCaseSensitive(resp, "abstained");
    const cJSON *conf = cJSON_GetObjectItemCaseSensitive(resp, "confidence");
    const cJSON *entry = cJSON_GetObjectItemCaseSensitive(resp, "entry");
    assert_true(cJSON_IsString(answer) && answer->valuestring[0] != '\0');
    assert_true(cJSON_IsBool(abst));
    assert_true(cJSON_IsNumber(conf) && conf->valuedouble >= 0 && conf->valuedouble <= 1);
    if (cJSON_IsFalse(abst))
        assert_true(cJSON_IsString(entry) ||
                    cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(resp, "clarify")) ||
                    cJSON_IsArray(cJSON_GetObjectItemCaseSensitive(resp, "answers")));
    char *text = cJSON_PrintUnformatted(resp);
    assert_non_null(text);
    cJSON *back = cJSON_Parse(text);
    assert_non_null(back);
    cJSON_Delete(back);
    cJSON_free(text);
    cJSON_Delete(resp);
    cJSON_Delete(req);
}

static void try_word(const char *w)
{
    char q[256];
    for (size_t i = 0; i < sizeof frames / sizeof frames[0]; i++) {
        snprintf(q, sizeof q, frames[i], w);
        ask_checked(q, strncmp(frames[i], "et ", 3) == 0);
    }
}

static void test_every_word_of_the_knowledge_base_gets_an_answer(void **state)
{
    (void)state;
    assert_true(faq->nwords > 500);
    for (size_t i = 0; i < faq->nwords; i++)
        try_word(faq->words[i].w);
}

/* Each whitespace-separated word of the file, as written (accents, apostrophes, case). */
static size_t try_file(const char *path)
{
    char w[128];
    size_t n = 0;
    FILE *fp = fopen(path, "r");
    assert_non_null(fp);
    while (fscanf(fp, "%127s", w) == 1) {
        try_word(w);
        n++;
    }
    fclose(fp);
    return n;
}

static void test_every_word_of_the_rulebooks_gets_an_answer(void **state)
{
    size_t files = 0, words = 0;
    (void)state;
    if (!sources_dir)
        skip();
    DIR *d = opendir(sources_dir);
    assert_non_null(d);
    for (struct dirent *e; (e = readdir(d));) {
        size_t len = strlen(e->d_name);
        char path[1024];
        if (len < 4 || strcmp(e->d_name + len - 4, ".txt") != 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", sources_dir, e->d_name);
        words += try_file(path);
        files++;
    }
    closedir(d);
    assert_true(files >= 4);
    assert_true(words > 1000);
}

/* The words that crashed faq_vocab_scores (a term known only through a synonym, its own
 * stem unknown): each gets a complete response. */
static void test_words_known_only_through_a_synonym_are_answered(void **state)
{
    static const char *const words[] = {"couvrir",    "recouvrir", "cavité",
                                        "starvation", "starve",    "house",
                                        "feeding",    "sowing",    "which house do I start from"};
    (void)state;
    for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
        ask_checked(words[i], false);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_words_known_only_through_a_synonym_are_answered),
        cmocka_unit_test(test_every_word_of_the_knowledge_base_gets_an_answer),
        cmocka_unit_test(test_every_word_of_the_rulebooks_gets_an_answer),
    };
    sources_dir = argc > 1 ? argv[1] : NULL;
    return cmocka_run_group_tests(tests, faq_fixture_setup, faq_fixture_teardown);
}

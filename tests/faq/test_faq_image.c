/* test_faq_image.c — the question index compiled into the binary (faq_image.c) is the one
 * faq_index_build makes: this binary links the image (arb_faq_image), so the embedded base
 * adopts it while the same files read from data/rules (argv[1]) are built at start. */
#define _GNU_SOURCE /* open_memstream */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "faq.h"
#include "faq_image_write.h"
#include "faq_int.h"

static const char *rules_dir, *questions;
static struct kb *kb_embedded, *kb_read;
static struct faq *adopted, *built;

static int setup(void **state)
{
    struct arb_err err;
    (void)state;
    if (kb_open(NULL, &kb_embedded, &err) < 0 || faq_new(kb_embedded, &adopted, &err) < 0 ||
        kb_open(rules_dir, &kb_read, &err) < 0 || faq_new(kb_read, &built, &err) < 0) {
        fprintf(stderr, "%s\n", err.message);
        return -1;
    }
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    faq_free(adopted);
    faq_free(built);
    kb_free(kb_embedded);
    kb_free(kb_read);
    return 0;
}

/* f's index written as C, a string the caller frees. */
static char *image_of(const struct faq *f)
{
    char *text = NULL;
    size_t len = 0;
    FILE *out = open_memstream(&text, &len);
    assert_non_null(out);
    assert_int_equal(faq_image_write(f, out), 0);
    assert_int_equal(fclose(out), 0);
    return text;
}

static void test_the_embedded_base_adopts_the_image_and_a_base_read_is_built(void **state)
{
    (void)state;
    assert_true(adopted->imaged);
    assert_false(built->imaged);
}

static void test_the_image_written_again_is_the_index_built_from_the_same_files(void **state)
{
    (void)state;
    char *a = image_of(adopted), *b = image_of(built);
    assert_true(strlen(a) > 100000);
    assert_string_equal(a, b);
    free(a);
    free(b);
}

static void test_every_dev_question_gets_the_same_answer_from_the_image(void **state)
{
    struct arb_err err;
    cJSON *reqs = NULL, *req;
    (void)state;
    assert_int_equal(faq_eval_load(questions, &reqs, &err), 0);
    assert_true(cJSON_GetArraySize(reqs) > 100);
    cJSON_ArrayForEach(req, reqs)
    {
        cJSON *ra = NULL, *rb = NULL;
        int ca = faq_ask(adopted, req, &ra, &err), cb = faq_ask(built, req, &rb, &err);
        char *ta = ra ? cJSON_PrintUnformatted(ra) : NULL,
             *tb = rb ? cJSON_PrintUnformatted(rb) : NULL;
        assert_int_equal(ca, cb);
        assert_string_equal(ta ? ta : "", tb ? tb : "");
        cJSON_free(ta);
        cJSON_free(tb);
        cJSON_Delete(ra);
        cJSON_Delete(rb);
    }
    cJSON_Delete(reqs);
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fputs("usage: test_faq_image DATA_RULES_DIR QUESTIONS.jsonl\n", stderr);
        return 2;
    }
    rules_dir = argv[1];
    questions = argv[2];
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_embedded_base_adopts_the_image_and_a_base_read_is_built),
        cmocka_unit_test(test_the_image_written_again_is_the_index_built_from_the_same_files),
        cmocka_unit_test(test_every_dev_question_gets_the_same_answer_from_the_image),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}

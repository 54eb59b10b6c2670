/* faq_fixture.c — the faq tests' shared group fixture (faq_fixture.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "faq_fixture.h"

struct kb *kb;
struct faq *faq;
struct faq_situ_ctx *situ;

int faq_fixture_setup(void **state)
{
    struct arb_err err;
    (void)state;
    if (kb_open(NULL, &kb, &err) < 0 || faq_new(kb, &faq, &err) < 0)
        return -1;
    return 0;
}

int faq_fixture_setup_situ(void **state)
{
    struct arb_err err;
    if (faq_fixture_setup(state) < 0 || faq_situ_new(kb, &faq->lex, &situ, &err) < 0)
        return -1;
    return 0;
}

int faq_fixture_teardown(void **state)
{
    (void)state;
    faq_situ_free(situ);
    faq_free(faq);
    kb_free(kb);
    situ = NULL;
    faq = NULL;
    kb = NULL;
    return 0;
}

cJSON *faq_fixture_ask(const char *body)
{
    cJSON *resp = NULL;
    struct arb_err err;
    assert_int_equal(faq_ask_body(faq, body, strlen(body), &resp, &err), 0);
    return resp;
}

const char *faq_fixture_str(const cJSON *o, const char *key)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(j) ? j->valuestring : NULL;
}

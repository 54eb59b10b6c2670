/* test_http_ask.c — POST /v1/ask on the real server: the same bytes as faq_ask in-process,
 * a follow-up carried by the context the client sends back, and bad input refused with 400
 * and a clear code (empty, 10 KB question, binary, wrong types). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <string.h>

#include "arb_json.h"
#include "faq.h"
#include "http_test.h"

static struct ht_server server;
static struct kb *kb;
static struct faq *faq;

static int setup(void **state)
{
    struct arb_err err;
    (void)state;
    if (kb_open(NULL, &kb, &err) < 0 || faq_new(kb, &faq, &err) < 0)
        return -1;
    ht_start(&server, NULL);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    ht_stop(&server);
    faq_free(faq);
    kb_free(kb);
    return 0;
}

static void assert_error(const char *body, size_t len, long status, const char *code)
{
    struct ht_resp r;
    char got[64];
    ht_request(server.port, "POST", "/v1/ask", "application/json", body, len, NULL, &r);
    ht_error_code(&r, got, sizeof got);
    if (r.status != status || strcmp(got, code) != 0)
        fail_msg("want %ld %s, got %ld %s", status, code, r.status, r.body ? r.body : "");
    ht_resp_free(&r);
}

static void test_the_server_answers_what_faq_ask_answers(void **state)
{
    const char *req = "{\"question\":\"au kalha les pierres vont dans la réserve adverse ?\"}";
    struct ht_resp r;
    struct arb_err err;
    cJSON *want = NULL;
    (void)state;
    assert_int_equal(faq_ask_body(faq, req, strlen(req), &want, &err), 0);
    char *s = arb_json_print(want);
    ht_post(server.port, "/v1/ask", req, &r);
    assert_int_equal(r.status, 200);
    assert_string_equal(r.body, s);
    assert_non_null(strstr(r.body, "\"entry\":\"kalah.reserves-adverses\""));
    cJSON_free(s);
    cJSON_Delete(want);
    ht_resp_free(&r);
}

static void test_a_follow_up_uses_the_context_sent_back(void **state)
{
    struct ht_resp r;
    cJSON *first, *req;
    struct arb_err err;
    (void)state;
    ht_post(server.port, "/v1/ask",
            "{\"question\":\"À l'awalé, on saute la case de départ quand on fait le tour ?\"}", &r);
    assert_int_equal(r.status, 200);
    assert_int_equal(arb_json_parse(r.body, r.len, &first, &err), 0);
    ht_resp_free(&r);
    req = cJSON_CreateObject();
    cJSON_AddStringToObject(req, "question", "et au kalah ?");
    cJSON_AddItemToObject(req, "context", cJSON_DetachItemFromObject(first, "context"));
    char *body = arb_json_print(req);
    ht_post(server.port, "/v1/ask", body, &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"entry\":\"kalah.trou-de-depart\""));
    cJSON_free(body);
    cJSON_Delete(req);
    cJSON_Delete(first);
    ht_resp_free(&r);
}

static void test_out_of_scope_is_an_answer_not_an_error(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_post(server.port, "/v1/ask", "{\"question\":\"Comment on roque aux échecs ?\"}", &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"abstained\":true"));
    ht_resp_free(&r);
}

/* The language of the answer to a client preferring English (Accept-Language): English when
 * the question's words show no language, the question's own language when they do. */
static const char *lang_of_answer(const char *body, const char *accept)
{
    struct ht_resp r;
    static char lang[8];
    const char *at;
    ht_request(server.port, "POST", "/v1/ask", "application/json", body, strlen(body), accept, &r);
    assert_int_equal(r.status, 200);
    at = strstr(r.body, "\"lang\":\"");
    assert_non_null(at);
    snprintf(lang, sizeof lang, "%.2s", at + 8);
    ht_resp_free(&r);
    return lang;
}

static void
test_accept_language_chooses_the_answer_language_the_question_does_not_show(void **state)
{
    const char *en = "Accept-Language: en-GB,en;q=0.9";
    (void)state;
    assert_string_equal(lang_of_answer("{\"question\":\"awalé famine ?\"}", en), "en");
    assert_string_equal(lang_of_answer("{\"question\":\"awalé famine ?\"}", NULL), "fr");
    assert_string_equal(lang_of_answer("{\"question\":\"c'est quoi la famine à l'awalé ?\"}", en),
                        "fr");
    assert_string_equal(
        lang_of_answer("{\"question\":\"what is famine in oware?\"}", "Accept-Language: fr"), "en");
    /* the request's own "lang" wins over the header */
    assert_string_equal(lang_of_answer("{\"question\":\"awalé famine ?\",\"lang\":\"fr\"}", en),
                        "fr");
}

static void test_bad_input_is_refused_with_a_clear_code(void **state)
{
    static char big[11 * 1024];
    (void)state;
    assert_error(NULL, 0, 400, "bad_json");
    assert_error("", 0, 400, "bad_json");
    assert_error("\xff\xfe\x00\x01", 4, 400, "bad_json");
    assert_error("{\"question\":", 12, 400, "bad_json");
    assert_error("[\"question\"]", 12, 400, "bad_request");
    assert_error("{\"question\":42}", 15, 400, "bad_request");
    assert_error("{\"question\":\"\"}", 15, 400, "bad_request");
    assert_error("{\"question\":\"x\",\"context\":\"kalah\"}", 34, 400, "bad_request");
    assert_error("{\"question\":\"x\",\"position\":[1,2]}", 33, 400, "bad_request");
    assert_error("{\"question\":\"x\",\"game\":7}", 25, 400, "bad_request");
    assert_error("{\"question\":\"x\",\"game\":\"chess\"}", 31, 404, "unknown_game");
    int n = snprintf(big, sizeof big, "{\"question\":\"");
    memset(big + n, 'a', 10 * 1024);
    memcpy(big + n + 10 * 1024, "\"}", 3);
    assert_error(big, strlen(big), 400, "bad_request");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_server_answers_what_faq_ask_answers),
        cmocka_unit_test(test_a_follow_up_uses_the_context_sent_back),
        cmocka_unit_test(test_out_of_scope_is_an_answer_not_an_error),
        cmocka_unit_test(
            test_accept_language_chooses_the_answer_language_the_question_does_not_show),
        cmocka_unit_test(test_bad_input_is_refused_with_a_clear_code),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}

/* test_http_feedback.c — POST /v1/feedback on the real server: 201 with an id that the
 * operator's list then holds with every field; every bad member refused with its exact
 * field, code and message; a store that cannot write answers 503 storage_unavailable while
 * questions are still answered and /healthz says so. Runs on SQLite, and on PostgreSQL under
 * with_pg.sh (where the database is stopped and started again). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <string.h>
#include <time.h>

#include "http_test.h"

#define TOKEN "test-admin-token-0123456789"

static struct ht_server server;

static int setup(void **state)
{
    struct http_config cfg;
    (void)state;
    http_config_default(&cfg);
    cfg.threads = 2;
    cfg.admin_token = TOKEN;
    ht_start(&server, &cfg);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    ht_stop(&server);
    return 0;
}

static void admin_get(uint16_t port, const char *path, struct ht_resp *r)
{
    ht_request(port, "GET", path, NULL, NULL, 0, "Authorization: Bearer " TOKEN, r);
}

static void test_a_feedback_is_201_with_an_id_the_operator_then_reads(void **state)
{
    struct ht_resp r;
    char marker[96], path[128];
    (void)state;
    snprintf(marker, sizeof marker, "peut-on semer en diagonale ? %ld", (long)time(NULL));
    char body[512];
    snprintf(body, sizeof body,
             "{\"question\":\"%s\",\"entry\":\"qawale.diagonale\",\"verdict\":\"wrong\","
             "\"comment\":\"Le livret dit oui.\",\"context\":{\"game\":\"qawale\"},"
             "\"lang\":\"fr\"}",
             marker);
    ht_post(server.port, "/v1/feedback", body, &r);
    assert_int_equal(r.status, 201);
    cJSON *j = cJSON_Parse(r.body);
    const cJSON *id = cJSON_GetObjectItemCaseSensitive(j, "id");
    assert_true(cJSON_IsString(id));
    assert_int_equal(strlen(id->valuestring), 32);
    assert_int_equal(cJSON_GetArraySize(j), 1);
    ht_resp_free(&r);
    /* the list of today holds it, exactly as sent */
    time_t now = time(NULL);
    struct tm tm;
    gmtime_r(&now, &tm);
    strftime(path, sizeof path, "/v1/admin/feedback?since=%Y-%m-%d&limit=500", &tm);
    admin_get(server.port, path, &r);
    assert_int_equal(r.status, 200);
    const char *hit = strstr(r.body, id->valuestring);
    assert_non_null(hit);
    const char *ts = strstr(hit, "\"ts\":\"");
    assert_non_null(ts);
    char want[700];
    snprintf(want, sizeof want,
             "{\"id\":\"%s\",\"ts\":\"%.24s\",\"question\":\"%s\",\"entry\":"
             "\"qawale.diagonale\",\"verdict\":\"wrong\",\"comment\":\"Le livret dit oui.\","
             "\"context\":{\"game\":\"qawale\"},\"lang\":\"fr\"}",
             id->valuestring, ts + 6, marker);
    assert_non_null(strstr(r.body, want));
    ht_resp_free(&r);
    cJSON_Delete(j);
}

struct bad {
    const char *body;
    const char *code, *field, *message;
};

static void assert_refused(const struct bad *b)
{
    struct ht_resp r;
    ht_post(server.port, "/v1/feedback", b->body, &r);
    cJSON *j = cJSON_Parse(r.body);
    const cJSON *e = cJSON_GetObjectItemCaseSensitive(j, "error");
    const cJSON *code = cJSON_GetObjectItemCaseSensitive(e, "code");
    const cJSON *field = cJSON_GetObjectItemCaseSensitive(e, "field");
    const cJSON *msg = cJSON_GetObjectItemCaseSensitive(e, "message");
    if (r.status != 400 || !cJSON_IsString(code) || strcmp(code->valuestring, b->code) != 0 ||
        (b->field ? !cJSON_IsString(field) || strcmp(field->valuestring, b->field) != 0
                  : !cJSON_IsNull(field)) ||
        (b->message && strcmp(msg->valuestring, b->message) != 0))
        fail_msg("%.80s: want 400 %s %s « %s », got %ld %s", b->body, b->code,
                 b->field ? b->field : "null", b->message ? b->message : "*", r.status, r.body);
    cJSON_Delete(j);
    ht_resp_free(&r);
}

static void test_every_bad_member_is_refused_with_its_field_and_message(void **state)
{
    static char long_question[1100], long_comment[1100], big_context[5200];
    (void)state;
    snprintf(long_question, sizeof long_question,
             "{\"question\":\"%01001d\",\"entry\":null,\"verdict\":\"right\"}", 0);
    /* 501 characters of two bytes each */
    char *p = long_comment + snprintf(long_comment, sizeof long_comment,
                                      "{\"question\":\"q\",\"entry\":null,\"verdict\":\"right\","
                                      "\"comment\":\"");
    for (int i = 0; i < 501; i++)
        p += snprintf(p, 3, "é");
    snprintf(p, 4, "\"}");
    p = big_context + snprintf(big_context, sizeof big_context,
                               "{\"question\":\"q\",\"entry\":null,\"verdict\":\"right\","
                               "\"context\":{\"k\":\"");
    memset(p, 'x', 4100);
    snprintf(p + 4100, 4, "\"}}");
    const struct bad bad[] = {
        {"[1]", "bad_request", NULL, "La requête doit être un objet JSON."},
        {"{\"question\":\"q\",", "bad_json", NULL, NULL},
        {"{\"entry\":null,\"verdict\":\"right\"}", "bad_request", "question",
         "Champ « question » manquant."},
        {"{\"question\":7,\"entry\":null,\"verdict\":\"right\"}", "bad_request", "question",
         "Le champ « question » doit être une chaîne."},
        {"{\"question\":\"  \",\"entry\":null,\"verdict\":\"right\"}", "bad_request", "question",
         "La question est vide."},
        {long_question, "bad_request", "question",
         "La question doit faire au plus 1000 octets, sans caractère de contrôle."},
        {"{\"question\":\"a\\u0001b\",\"entry\":null,\"verdict\":\"right\"}", "bad_request",
         "question", "La question doit faire au plus 1000 octets, sans caractère de contrôle."},
        {"{\"question\":\"q\",\"verdict\":\"right\"}", "bad_request", "entry",
         "Champ « entry » manquant."},
        {"{\"question\":\"q\",\"entry\":5,\"verdict\":\"right\"}", "bad_request", "entry",
         "Le champ « entry » doit être une chaîne ou null."},
        {"{\"question\":\"q\",\"entry\":\"awale.nulle-part\",\"verdict\":\"right\"}", "bad_request",
         "entry", "Aucune fiche « awale.nulle-part » dans la base de règles."},
        {"{\"question\":\"q\",\"entry\":null}", "bad_request", "verdict",
         "Champ « verdict » manquant."},
        {"{\"question\":\"q\",\"entry\":null,\"verdict\":\"bof\"}", "bad_request", "verdict",
         "Le verdict doit être « right », « wrong » ou « unclear »."},
        {"{\"question\":\"q\",\"entry\":null,\"verdict\":null}", "bad_request", "verdict",
         "Le champ « verdict » doit être une chaîne."},
        {long_comment, "bad_request", "comment",
         "Le commentaire doit faire au plus 500 caractères, sans caractère de contrôle."},
        {"{\"question\":\"q\",\"entry\":null,\"verdict\":\"right\",\"comment\":[]}", "bad_request",
         "comment", "Le champ « comment » doit être une chaîne."},
        {"{\"question\":\"q\",\"entry\":null,\"verdict\":\"right\",\"context\":\"x\"}",
         "bad_request", "context", "Le champ « context » doit être un objet."},
        {big_context, "bad_request", "context", "Le contexte dépasse 4096 octets."},
        {"{\"question\":\"q\",\"entry\":null,\"verdict\":\"right\",\"lang\":\"de\"}", "bad_request",
         "lang", "La langue doit être « fr » ou « en »."},
        {"{\"question\":\"q\",\"entry\":null,\"verdict\":\"right\",\"ip\":\"1.2.3.4\"}",
         "bad_request", "ip", "Champ inconnu « ip »."},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_refused(&bad[i]);
    /* 500 characters is the limit, not over it */
    p = strstr(long_comment, "é\"}");
    memmove(p, p + 2, strlen(p + 2) + 1);
    struct ht_resp r;
    ht_post(server.port, "/v1/feedback", long_comment, &r);
    assert_int_equal(r.status, 201);
    ht_resp_free(&r);
}

static void assert_health(uint16_t port, const char *status)
{
    struct ht_resp r;
    char want[64];
    ht_get(port, "/healthz", &r);
    assert_int_equal(r.status, 200);
    snprintf(want, sizeof want, "\"status\":\"%s\"", status);
    assert_non_null(strstr(r.body, "{\"status\":\"ok\",\"storage\":{\"backend\":\""));
    assert_non_null(strstr(strstr(r.body, "storage"), want));
    ht_resp_free(&r);
}

static void assert_ask_answers(uint16_t port)
{
    struct ht_resp r;
    ht_post(port, "/v1/ask", "{\"question\":\"peut-on semer en diagonale ?\"}", &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"entry\":\"qawale.diagonale\""));
    ht_resp_free(&r);
}

/* Posts a feedback; its status, the error code in code, the id of a 201 in last_id. */
static char last_id[40];
static long post_feedback(uint16_t port, char *code, size_t cap)
{
    struct ht_resp r;
    ht_post(port, "/v1/feedback", "{\"question\":\"q\",\"entry\":null,\"verdict\":\"unclear\"}",
            &r);
    long status = r.status;
    ht_error_code(&r, code, cap);
    const char *id = r.body ? strstr(r.body, "{\"id\":\"") : NULL;
    snprintf(last_id, sizeof last_id, "%.32s", status == 201 && id ? id + 7 : "");
    ht_resp_free(&r);
    return status;
}

/* SQLite: a data folder that cannot be made; PostgreSQL: the server stopped, then started. */
static void test_a_store_that_cannot_write_gives_503_and_questions_are_still_answered(void **state)
{
    char code[64];
    const char *ctl = getenv("ARBITRE_TEST_PG_CTL");
    char before[40] = "";
    struct ht_server bad;
    struct http_config cfg;
    (void)state;
    http_config_default(&cfg);
    cfg.threads = 2;
    if (!ctl) {
        cfg.store.data_dir = "/proc/self/arbitre-var"; /* not creatable, even as root */
        ht_start(&bad, &cfg);
    } else {
        ht_start(&bad, &cfg);
        assert_int_equal(post_feedback(bad.port, code, sizeof code), 201);
        snprintf(before, sizeof before, "%s", last_id);
        char cmd[300];
        snprintf(cmd, sizeof cmd, "%s stop", ctl);
        assert_int_equal(system(cmd), 0);
    }
    assert_int_equal(post_feedback(bad.port, code, sizeof code), 503);
    assert_string_equal(code, "storage_unavailable");
    assert_ask_answers(bad.port);
    assert_health(bad.port, "error");
    assert_true(ht_log_contains(&bad, "\"event\":\"storage_error\"",
                                ctl ? "postgresql" : "arbitre-var", NULL));
    if (ctl) {
        char cmd[300];
        snprintf(cmd, sizeof cmd, "%s start", ctl);
        assert_int_equal(system(cmd), 0);
        /* the store reconnects after its backoff (at most 5 s) */
        long status = 0;
        for (int i = 0; i < 100 && status != 201; i++) {
            status = post_feedback(bad.port, code, sizeof code);
            if (status != 201)
                nanosleep(&(struct timespec){0, 100000000}, NULL);
        }
        assert_int_equal(status, 201);
        assert_health(bad.port, "ok");
        /* what was acknowledged before the database went away is still there */
        struct ht_resp r;
        ht_request(server.port, "GET", "/v1/admin/feedback?limit=500", NULL, NULL, 0,
                   "Authorization: Bearer " TOKEN, &r);
        assert_int_equal(r.status, 200);
        assert_non_null(strstr(r.body, before));
        assert_non_null(strstr(r.body, last_id));
        ht_resp_free(&r);
        /* restarted while no one wrote: the dead connection is replaced at once, no 503 */
        snprintf(cmd, sizeof cmd, "%s stop && %s start", ctl, ctl);
        assert_int_equal(system(cmd), 0);
        assert_int_equal(post_feedback(bad.port, code, sizeof code), 201);
    }
    ht_stop(&bad);
}

static void test_an_unconfigured_operator_view_is_not_found(void **state)
{
    struct ht_server plain;
    struct ht_resp r;
    (void)state;
    ht_start(&plain, NULL);
    ht_request(plain.port, "GET", "/v1/admin/stats", NULL, NULL, 0, "Authorization: Bearer " TOKEN,
               &r);
    assert_int_equal(r.status, 404);
    char code[32];
    ht_error_code(&r, code, sizeof code);
    assert_string_equal(code, "not_found");
    ht_resp_free(&r);
    ht_stop(&plain);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_feedback_is_201_with_an_id_the_operator_then_reads),
        cmocka_unit_test(test_every_bad_member_is_refused_with_its_field_and_message),
        cmocka_unit_test(test_a_store_that_cannot_write_gives_503_and_questions_are_still_answered),
        cmocka_unit_test(test_an_unconfigured_operator_view_is_not_found),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], setup, teardown);
}

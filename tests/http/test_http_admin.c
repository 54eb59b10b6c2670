/* test_http_admin.c — the operator's view on the real server: refused without the token,
 * with a wrong one, with one in the query string (401 and WWW-Authenticate: Bearer, the token
 * never in the log); with the right token the figures match what was asked and sent. Runs on
 * SQLite, and on PostgreSQL under with_pg.sh. */
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

static void admin_get(const char *path, const char *auth, struct ht_resp *r)
{
    ht_request(server.port, "GET", path, NULL, NULL, 0, auth, r);
}

static void assert_refused(const char *path, const char *auth, const char *challenge,
                           const char *message)
{
    struct ht_resp r;
    char h[128], code[32];
    admin_get(path, auth, &r);
    ht_error_code(&r, code, sizeof code);
    if (r.status != 401 || strcmp(code, "unauthorized") != 0)
        fail_msg("%s with %s: want 401 unauthorized, got %ld %s", path, auth ? auth : "nothing",
                 r.status, r.body);
    assert_true(ht_header(&r, "WWW-Authenticate", h, sizeof h));
    assert_string_equal(h, challenge);
    assert_non_null(strstr(r.body, message));
    assert_null(strstr(r.body, TOKEN));
    ht_resp_free(&r);
}

static void test_the_view_is_refused_without_the_right_token_in_the_header(void **state)
{
    static const char realm[] = "Bearer realm=\"arbitre\"";
    static const char invalid[] = "Bearer realm=\"arbitre\", error=\"invalid_request\"";
    static const char *const paths[] = {"/v1/admin/stats", "/v1/admin/feedback",
                                        "/v1/admin/unanswered"};
    (void)state;
    for (size_t i = 0; i < 3; i++) {
        char q[160];
        assert_refused(paths[i], NULL, realm,
                       "Cette adresse demande l'en-tête Authorization: Bearer <jeton>.");
        assert_refused(paths[i], "Authorization: Bearer test-admin-token-0123456788", realm,
                       "Jeton d'administration refusé.");
        assert_refused(paths[i], "Authorization: Bearer test-admin-token", realm,
                       "Jeton d'administration refusé.");
        assert_refused(paths[i], "Authorization: Bearer " TOKEN "0", realm,
                       "Jeton d'administration refusé.");
        assert_refused(paths[i], "Authorization: Basic " TOKEN, realm,
                       "Jeton d'administration refusé.");
        /* in the query string: refused even with the right header, under any name */
        snprintf(q, sizeof q, "%s?access_token=%s", paths[i], TOKEN);
        assert_refused(q, "Authorization: Bearer " TOKEN, invalid, "jamais dans l'adresse");
        snprintf(q, sizeof q, "%s?days=2&x=%s", paths[i], TOKEN);
        assert_refused(q, NULL, invalid, "jamais dans l'adresse");
        snprintf(q, sizeof q, "%s?token=abc", paths[i]);
        assert_refused(q, "Authorization: Bearer " TOKEN, invalid, "jamais dans l'adresse");
    }
    assert_false(ht_log_contains(&server, TOKEN, NULL, NULL));
}

static cJSON *get_json(const char *path)
{
    struct ht_resp r;
    admin_get(path, "Authorization: Bearer " TOKEN, &r);
    if (r.status != 200)
        fail_msg("%s: %ld %s", path, r.status, r.body);
    char h[64];
    assert_true(ht_header(&r, "Cache-Control", h, sizeof h));
    assert_string_equal(h, "no-store");
    cJSON *j = cJSON_Parse(r.body);
    assert_non_null(j);
    ht_resp_free(&r);
    return j;
}

static double num(const cJSON *o, const char *a, const char *b)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(o, a), b);
    return cJSON_IsNumber(x) ? x->valuedouble : 0;
}

static double num_in(const cJSON *o, const char *arr, const char *match, const char *value,
                     const char *key)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(o, arr))
    {
        const cJSON *m = cJSON_GetObjectItemCaseSensitive(it, match);
        if (value ? cJSON_IsString(m) && strcmp(m->valuestring, value) == 0 : cJSON_IsNull(m)) {
            const cJSON *x = cJSON_GetObjectItemCaseSensitive(it, key);
            return cJSON_IsNumber(x) ? x->valuedouble : 0;
        }
    }
    return 0;
}

static void post(const char *path, const char *body, long status)
{
    struct ht_resp r;
    ht_post(server.port, path, body, &r);
    if (r.status != status)
        fail_msg("%s %s: want %ld, got %ld %s", path, body, status, r.status, r.body);
    ht_resp_free(&r);
}

/* Asks question; returns the outcome the answer shows (0 answered, 1 abstained, 2 clarified)
 * and copies the best entry it names (entry, else the first of answers, else for a refusal or
 * a clarification the first related entry) to entry. */
static int ask(const char *question, char *entry, size_t cap)
{
    struct ht_resp r;
    char body[256];
    snprintf(body, sizeof body, "{\"question\":\"%s\"}", question);
    ht_post(server.port, "/v1/ask", body, &r);
    assert_int_equal(r.status, 200);
    cJSON *j = cJSON_Parse(r.body);
    const cJSON *e = cJSON_GetObjectItemCaseSensitive(j, "entry");
    if (!cJSON_IsString(e))
        e = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "answers"), 0), "entry");
    int outcome = cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(j, "abstained"))   ? 1
                  : cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(j, "clarify")) ? 2
                                                                                   : 0;
    if (!cJSON_IsString(e) && outcome)
        e = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(j, "related"), 0), "entry");
    snprintf(entry, cap, "%s", cJSON_IsString(e) ? e->valuestring : "");
    cJSON_Delete(j);
    ht_resp_free(&r);
    return outcome;
}

/* What the stats say minus what they said before, once the question records are written
 * (they are queued: look again for up to 3 s). */
static bool figures_match(const cJSON *before, double answered, double abstained, double clarified)
{
    for (int i = 0; i < 30; i++) {
        cJSON *now = get_json("/v1/admin/stats?days=1");
        bool ok =
            num(now, "questions", "answered") - num(before, "questions", "answered") == answered &&
            num(now, "questions", "abstained") - num(before, "questions", "abstained") ==
                abstained &&
            num(now, "questions", "clarified") - num(before, "questions", "clarified") == clarified;
        cJSON_Delete(now);
        if (ok)
            return true;
        nanosleep(&(struct timespec){0, 100000000}, NULL);
    }
    return false;
}

static void test_the_figures_match_what_was_asked_and_sent(void **state)
{
    static const char *const outcomes[] = {"answered", "abstained", "clarified"};
    char refused[96], entry[4][64];
    double count[3] = {0};
    int got[4];
    (void)state;
    cJSON *before = get_json("/v1/admin/stats?days=1");
    snprintf(refused, sizeof refused, "Quelle est la capitale du Pérou ? %ld", (long)time(NULL));
    const char *questions[] = {"peut-on semer en diagonale ?",
                               "au qawale, peut-on égrainer en diagonale ?", refused,
                               "on joue à combien ?"};
    for (int i = 0; i < 4; i++)
        count[got[i] = ask(questions[i], entry[i], sizeof entry[i])]++;
    /* what the assistant does today: answer, answer, refuse, ask which game */
    assert_int_equal(got[2], 1);
    post("/v1/feedback",
         "{\"question\":\"peut-on semer en diagonale ?\",\"entry\":\"qawale.diagonale\","
         "\"verdict\":\"wrong\"}",
         201);
    post("/v1/feedback",
         "{\"question\":\"peut-on semer en diagonale ?\",\"entry\":\"qawale.diagonale\","
         "\"verdict\":\"wrong\",\"comment\":\"non\"}",
         201);
    post(
        "/v1/feedback",
        "{\"question\":\"on joue à combien ?\",\"entry\":\"qawale.joueurs\",\"verdict\":\"right\"}",
        201);
    assert_true(figures_match(before, count[0], count[1], count[2]));
    cJSON *after = get_json("/v1/admin/stats?days=1");
    assert_int_equal(num_in(after, "per_game", "game", "qawale", "answered") -
                         num_in(before, "per_game", "game", "qawale", "answered"),
                     (got[0] == 0) + (got[1] == 0));
    assert_int_equal(num_in(after, "feedback_per_entry", "entry", "qawale.diagonale", "wrong") -
                         num_in(before, "feedback_per_entry", "entry", "qawale.diagonale", "wrong"),
                     2);
    assert_int_equal(num_in(after, "feedback_per_entry", "entry", "qawale.joueurs", "right") -
                         num_in(before, "feedback_per_entry", "entry", "qawale.joueurs", "right"),
                     1);
    assert_int_equal(num(after, "feedback", "wrong") - num(before, "feedback", "wrong"), 2);
    /* the refusal is a group of its own, the question as typed its example */
    const cJSON *it, *group = NULL;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(after, "top_refused"))
    {
        if (strcmp(cJSON_GetObjectItemCaseSensitive(it, "example")->valuestring, refused) == 0)
            group = it;
    }
    assert_non_null(group);
    assert_int_equal(cJSON_GetObjectItemCaseSensitive(group, "count")->valueint, 1);
    cJSON_Delete(before);
    cJSON_Delete(after);

    /* the unanswered list: every refusal and clarification, as asked */
    time_t now = time(NULL);
    struct tm tm;
    char path[128];
    gmtime_r(&now, &tm);
    strftime(path, sizeof path, "/v1/admin/unanswered?since=%Y-%m-%d&limit=500", &tm);
    cJSON *list = get_json(path);
    for (int i = 0; i < 4; i++) {
        const cJSON *row = NULL;
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(list, "items"))
        {
            if (strcmp(cJSON_GetObjectItemCaseSensitive(it, "question")->valuestring,
                       questions[i]) == 0)
                row = it;
        }
        if (got[i] == 0)
            continue; /* answered questions keep no text (they may be in the list from before) */
        assert_non_null(row);
        assert_string_equal(cJSON_GetObjectItemCaseSensitive(row, "outcome")->valuestring,
                            outcomes[got[i]]);
        assert_string_equal(cJSON_GetObjectItemCaseSensitive(row, "lang")->valuestring, "fr");
        const cJSON *e = cJSON_GetObjectItemCaseSensitive(row, "entry");
        if (*entry[i])
            assert_string_equal(e->valuestring, entry[i]);
        else
            assert_true(cJSON_IsNull(e));
    }
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(list, "items"))
    {
        if (strcmp(cJSON_GetObjectItemCaseSensitive(it, "question")->valuestring, refused) == 0)
            assert_non_null(
                strstr(cJSON_GetObjectItemCaseSensitive(it, "folded")->valuestring, "perou"));
    }
    cJSON_Delete(list);
}

static void test_pages_and_parameters_are_checked(void **state)
{
    struct ht_resp r;
    char code[32];
    (void)state;
    post("/v1/feedback", "{\"question\":\"a\",\"entry\":null,\"verdict\":\"unclear\"}", 201);
    post("/v1/feedback", "{\"question\":\"b\",\"entry\":null,\"verdict\":\"unclear\"}", 201);
    cJSON *p1 = get_json("/v1/admin/feedback?limit=1");
    const cJSON *next = cJSON_GetObjectItemCaseSensitive(p1, "next");
    assert_true(cJSON_IsString(next));
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(p1, "items")), 1);
    char path[128];
    snprintf(path, sizeof path, "/v1/admin/feedback?limit=1&cursor=%s", next->valuestring);
    cJSON *p2 = get_json(path);
    const char *id1 =
        cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(p1, "items"), 0), "id")
            ->valuestring;
    const char *id2 =
        cJSON_GetObjectItemCaseSensitive(
            cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(p2, "items"), 0), "id")
            ->valuestring;
    assert_string_not_equal(id1, id2);
    cJSON_Delete(p1);
    cJSON_Delete(p2);
    static const char *const bad[][2] = {
        {"/v1/admin/stats?days=0", "days"},           {"/v1/admin/stats?days=367", "days"},
        {"/v1/admin/stats?days=7x", "days"},          {"/v1/admin/stats?limit=3", "limit"},
        {"/v1/admin/feedback?limit=501", "limit"},    {"/v1/admin/feedback?since=hier", "since"},
        {"/v1/admin/unanswered?cursor=-1", "cursor"}, {"/v1/admin/unanswered?days=3", "days"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        admin_get(bad[i][0], "Authorization: Bearer " TOKEN, &r);
        ht_error_code(&r, code, sizeof code);
        if (r.status != 400 || strcmp(code, "bad_request") != 0 || !strstr(r.body, bad[i][1]))
            fail_msg("%s: want 400 on %s, got %ld %s", bad[i][0], bad[i][1], r.status, r.body);
        ht_resp_free(&r);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_view_is_refused_without_the_right_token_in_the_header),
        cmocka_unit_test(test_the_figures_match_what_was_asked_and_sent),
        cmocka_unit_test(test_pages_and_parameters_are_checked),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], setup, teardown);
}

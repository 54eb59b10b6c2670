/* test_http_api.c — every endpoint and every error code of the HTTP API, through libcurl
 * against the real server started on an ephemeral port; the router and settings parsers. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <curl/curl.h>
#include <string.h>

#include "arb_json.h"
#include "http_test.h"
#include "rules_json.h"

static struct ht_server server;

static int setup(void **state)
{
    (void)state;
    ht_start(&server, NULL);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    ht_stop(&server);
    return 0;
}

/* The server answers exactly what rules_api_run answers, status and bytes. */
static void assert_same_as_api(const char *game, const char *cmd, const char *request)
{
    char path[96];
    int status;
    struct ht_resp r;
    char *want = ht_expected(game, cmd, request, &status);
    snprintf(path, sizeof path, "/v1/games/%s/%s", game, cmd);
    ht_post(server.port, path, request, &r);
    assert_int_equal(r.status, status);
    assert_string_equal(r.body, want);
    cJSON_free(want);
    ht_resp_free(&r);
}

static void assert_error(const struct ht_resp *r, long status, const char *code)
{
    char got[64], type[64];
    ht_error_code(r, got, sizeof got);
    if (r->status != status || strcmp(got, code) != 0)
        fail_msg("want %ld %s, got %ld %s", status, code, r->status, r->body ? r->body : "");
    assert_true(ht_header(r, "Content-Type", type, sizeof type));
    assert_string_equal(type, "application/json");
}

static void test_healthz_answers_ok_with_a_generated_request_id(void **state)
{
    struct ht_resp r;
    char id[80];
    (void)state;
    ht_get(server.port, "/healthz", &r);
    assert_int_equal(r.status, 200);
    assert_string_equal(r.body, "{\"status\":\"ok\",\"storage\":{\"backend\":\"sqlite\","
                                "\"status\":\"ok\"}}");
    assert_true(ht_header(&r, "X-Request-Id", id, sizeof id));
    assert_int_equal(strlen(id), 16);
    assert_int_equal(strspn(id, "0123456789abcdef"), 16);
    ht_resp_free(&r);
}

static void test_a_sane_request_id_is_echoed_and_logged(void **state)
{
    struct ht_resp r;
    char id[80];
    (void)state;
    ht_request(server.port, "GET", "/healthz", NULL, NULL, 0, "X-Request-Id: essai-42.a_b:c", &r);
    assert_true(ht_header(&r, "X-Request-Id", id, sizeof id));
    assert_string_equal(id, "essai-42.a_b:c");
    ht_resp_free(&r);
    assert_true(ht_log_contains(&server, "\"request_id\":\"essai-42.a_b:c\"",
                                "\"method\":\"GET\",\"path\":\"/healthz\",\"route\":\"/healthz\","
                                "\"status\":200,\"bytes\":60,\"us\":",
                                NULL));
}

static void test_an_insane_request_id_is_replaced(void **state)
{
    struct ht_resp r;
    char id[80];
    (void)state;
    ht_request(server.port, "GET", "/healthz", NULL, NULL, 0, "X-Request-Id: a b\"<script>", &r);
    assert_true(ht_header(&r, "X-Request-Id", id, sizeof id));
    assert_int_equal(strlen(id), 16);
    assert_int_equal(strspn(id, "0123456789abcdef"), 16);
    ht_resp_free(&r);
    ht_request(server.port, "GET", "/healthz", NULL, NULL, 0,
               "X-Request-Id: 01234567890123456789012345678901234567890123456789012345678901234",
               &r);
    assert_true(ht_header(&r, "X-Request-Id", id, sizeof id));
    assert_int_equal(strlen(id), 16);
    ht_resp_free(&r);
}

static void test_head_answers_the_headers_of_get(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_request(server.port, "HEAD", "/healthz", NULL, NULL, 0, NULL, &r);
    assert_int_equal(r.status, 200);
    assert_null(r.body);
    ht_resp_free(&r);
}

/* got holds every member of the engine's description of game i, unchanged, plus what the
 * knowledge base adds (publisher, author, year, ...). */
static void assert_describes(const cJSON *got, size_t i)
{
    cJSON *want = rules_json_game(rules_at(i));
    for (const cJSON *m = want->child; m; m = m->next)
        assert_true(cJSON_Compare(cJSON_GetObjectItemCaseSensitive(got, m->string), m, true));
    assert_non_null(cJSON_GetObjectItemCaseSensitive(got, "publisher"));
    assert_non_null(cJSON_GetObjectItemCaseSensitive(got, "verified"));
    cJSON_Delete(want);
}

static void test_games_lists_every_registered_game(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_get(server.port, "/v1/games", &r);
    assert_int_equal(r.status, 200);
    cJSON *j = cJSON_Parse(r.body);
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(j, "games");
    assert_int_equal(cJSON_GetArraySize(games), (int)rules_count());
    for (size_t i = 0; i < rules_count(); i++)
        assert_describes(cJSON_GetArrayItem(games, (int)i), i);
    cJSON_Delete(j);
    ht_resp_free(&r);
}

static void test_one_game_is_its_description(void **state)
{
    struct ht_resp r;
    (void)state;
    for (size_t i = 0; i < rules_count(); i++) {
        char path[64];
        snprintf(path, sizeof path, "/v1/games/%s", rules_at(i)->id);
        ht_get(server.port, path, &r);
        assert_int_equal(r.status, 200);
        cJSON *got = cJSON_Parse(r.body);
        assert_describes(got, i);
        cJSON_Delete(got);
        ht_resp_free(&r);
    }
}

/* The value at a path of string keys and array indexes ("words", "piece", "fr", "term"). */
static const char *json_text(const char *body, const char *const *path, size_t n)
{
    static char out[64];
    cJSON *j = cJSON_Parse(body);
    const cJSON *at = j;
    for (size_t i = 0; at && i < n; i++)
        at = path[i][0] >= '0' && path[i][0] <= '9' ? cJSON_GetArrayItem(at, path[i][0] - '0')
                                                    : cJSON_GetObjectItemCaseSensitive(at, path[i]);
    snprintf(out, sizeof out, "%s", cJSON_IsString(at) ? at->valuestring : "(none)");
    cJSON_Delete(j);
    return out;
}

#define JSON_TEXT(body, ...)                                                                       \
    json_text(body, (const char *const[]){__VA_ARGS__},                                            \
              sizeof((const char *const[]){__VA_ARGS__}) / sizeof(const char *))

static void test_a_game_names_its_pieces_holes_stores_and_seats_as_its_rulebook(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_get(server.port, "/v1/games/kalah", &r);
    assert_int_equal(r.status, 200);
    assert_string_equal(JSON_TEXT(r.body, "words", "piece", "fr", "plural"), "pierres");
    assert_string_equal(JSON_TEXT(r.body, "words", "store", "fr", "term"), "réserve");
    assert_string_equal(JSON_TEXT(r.body, "words", "store", "fr", "gender"), "f");
    assert_string_equal(JSON_TEXT(r.body, "words", "hole", "en", "term"), "pit");
    assert_string_equal(JSON_TEXT(r.body, "seats", "2", "fr", "3"), "Joueur 4");
    assert_string_equal(JSON_TEXT(r.body, "settings", "0", "choices", "2"), "7");
    ht_resp_free(&r);
    ht_get(server.port, "/v1/games/awale", &r);
    assert_string_equal(JSON_TEXT(r.body, "words", "piece", "fr", "plural"), "graines");
    assert_string_equal(JSON_TEXT(r.body, "words", "store", "fr", "term"), "grenier");
    ht_resp_free(&r);
    ht_get(server.port, "/v1/games/escargots", &r);
    assert_string_equal(JSON_TEXT(r.body, "seats", "0", "fr", "0"), "Sud");
    assert_string_equal(JSON_TEXT(r.body, "seats", "0", "en", "1"), "North");
    assert_string_equal(JSON_TEXT(r.body, "words", "store", "fr", "term"), "pot");
    ht_resp_free(&r);
    ht_get(server.port, "/v1/games/qawale", &r);
    assert_string_equal(JSON_TEXT(r.body, "words", "piece", "en", "plural"), "pebbles");
    assert_string_equal(JSON_TEXT(r.body, "words", "store", "fr", "term"), "(none)");
    assert_string_equal(JSON_TEXT(r.body, "seats", "0", "fr", "1"), "Foncés");
    ht_resp_free(&r);
}

static void test_unknown_game_is_404_unknown_game(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_get(server.port, "/v1/games/echecs", &r);
    assert_error(&r, 404, "unknown_game");
    assert_non_null(strstr(r.body, "\"field\":\"game\""));
    assert_non_null(strstr(r.body, "awale"));
    ht_resp_free(&r);
    ht_post(server.port, "/v1/games/echecs/play", PLAY_3, &r);
    assert_error(&r, 404, "unknown_game");
    ht_resp_free(&r);
}

static void test_game_commands_answer_the_bytes_of_rules_api_run(void **state)
{
    (void)state;
    assert_same_as_api("awale", "start", "{}");
    assert_same_as_api("kalah", "start", "{\"options\":{\"players\":3,\"holes\":4}}");
    assert_same_as_api("qawale", "start", "{}");
    assert_same_as_api("escargots", "start", "{}");
    assert_same_as_api("awale", "validate", PLAY_3);
    assert_same_as_api("awale", "play", PLAY_3);
    assert_same_as_api("awale", "moves", "{\"position\":" AWALE_START ",\"limit\":2}");
    assert_same_as_api("awale", "replay",
                       "{\"position\":" AWALE_START ",\"moves\":[{\"pit\":3},{\"pit\":1}]}");
    assert_same_as_api("qawale", "moves",
                       "{\"position\":{\"board\":{\"a1\":[\"N\",\"N\"],"
                       "\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],\"to_move\":0},"
                       "\"limit\":3}");
}

static void test_a_command_without_a_body_is_bad_json_like_the_cli(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_request(server.port, "POST", "/v1/games/awale/start", NULL, NULL, 0, NULL, &r);
    assert_error(&r, 400, "bad_json");
    ht_resp_free(&r);
}

static void test_an_illegal_play_is_422_with_the_rule(void **state)
{
    struct ht_resp r;
    (void)state;
    const char *req = "{\"position\":{\"pits\":[[0,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[4,0],"
                      "\"to_move\":0},\"move\":{\"pit\":1}}";
    assert_same_as_api("awale", "play", req);
    ht_post(server.port, "/v1/games/awale/play", req, &r);
    assert_error(&r, 422, "empty_pit");
    cJSON *j = cJSON_Parse(r.body);
    const cJSON *rule =
        cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(j, "error"), "rule");
    assert_true(cJSON_IsObject(rule));
    assert_true(cJSON_IsString(cJSON_GetObjectItemCaseSensitive(rule, "source")));
    cJSON_Delete(j);
    ht_resp_free(&r);
}

static void test_bad_requests_name_the_field(void **state)
{
    (void)state;
    assert_same_as_api("awale", "play", "{\"move\":{\"pit\":3}}");
    assert_same_as_api("awale", "play", "{\"position\":" AWALE_START "}");
    assert_same_as_api("awale", "play", "[1,2]");
    assert_same_as_api("awale", "moves",
                       "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,-1,4,4]],"
                       "\"stores\":[0,0],\"to_move\":0}}");
    struct ht_resp r;
    ht_post(server.port, "/v1/games/awale/play", "{\"move\":{\"pit\":3}}", &r);
    assert_error(&r, 400, "bad_request");
    assert_non_null(strstr(r.body, "\"field\":\"position\""));
    ht_resp_free(&r);
    ht_post(server.port, "/v1/games/awale/moves",
            "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,-1,4,4]],\"stores\":[0,0],"
            "\"to_move\":0}}",
            &r);
    assert_error(&r, 400, "bad_position");
    assert_non_null(strstr(r.body, "\"field\":\"position.pits[1][3]\""));
    ht_resp_free(&r);
}

static void test_malformed_json_is_400_bad_json(void **state)
{
    static const char *const bodies[] = {
        "{\"position\":", "{\"a\":1,\"a\":2}", "{\"a\":\"\xc3\x28\"}",
        "{\"a\":1e999}",  "{} trailing",
    };
    struct ht_resp r;
    (void)state;
    for (size_t i = 0; i < sizeof bodies / sizeof bodies[0]; i++) {
        ht_post(server.port, "/v1/games/awale/play", bodies[i], &r);
        assert_error(&r, 400, "bad_json");
        ht_resp_free(&r);
    }
    char nul[] = "{\"a\":\"x\0y\"}";
    ht_request(server.port, "POST", "/v1/games/awale/play", "application/json", nul, sizeof nul - 1,
               NULL, &r);
    assert_error(&r, 400, "bad_json");
    ht_resp_free(&r);
    char deep[200];
    memset(deep, '[', sizeof deep);
    ht_request(server.port, "POST", "/v1/games/awale/play", "application/json", deep, sizeof deep,
               NULL, &r);
    assert_error(&r, 400, "bad_json");
    ht_resp_free(&r);
}

static void test_unknown_path_is_404_not_found(void **state)
{
    static const char *const paths[] = {
        "/v1/gamez", "/v1",      "/v1/games/", "/v1/games/awale/undo", "/v1/games/awale/play/x",
        "/healthz/", "//healthz"};
    struct ht_resp r;
    (void)state;
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        ht_get(server.port, paths[i], &r);
        assert_error(&r, 404, "not_found");
        ht_resp_free(&r);
    }
}

static void test_wrong_method_is_405_with_allow(void **state)
{
    struct ht_resp r;
    char allow[64];
    (void)state;
    ht_post(server.port, "/healthz", "{}", &r);
    assert_error(&r, 405, "method_not_allowed");
    assert_true(ht_header(&r, "Allow", allow, sizeof allow));
    assert_string_equal(allow, "GET, HEAD");
    ht_resp_free(&r);
    ht_request(server.port, "DELETE", "/v1/games/awale/play", NULL, NULL, 0, NULL, &r);
    assert_error(&r, 405, "method_not_allowed");
    assert_true(ht_header(&r, "Allow", allow, sizeof allow));
    assert_string_equal(allow, "POST");
    ht_resp_free(&r);
}

static void test_a_body_over_64_kib_is_413_before_it_is_read(void **state)
{
    struct ht_resp r;
    char conn[32];
    (void)state;
    size_t n = HTTP_MAX_BODY + 1;
    char *big = malloc(n);
    assert_non_null(big);
    memset(big, ' ', n);
    big[0] = '{';
    big[n - 1] = '}';
    ht_request(server.port, "POST", "/v1/games/awale/play", "application/json", big, n, NULL, &r);
    assert_error(&r, 413, "body_too_large");
    assert_true(ht_header(&r, "Connection", conn, sizeof conn));
    assert_string_equal(conn, "close");
    ht_resp_free(&r);
    /* exactly the cap is read and parsed */
    ht_request(server.port, "POST", "/v1/games/awale/start", "application/json", big, n - 1, NULL,
               &r);
    assert_int_equal(r.status, 400); /* "{  ...  " without its closing brace */
    ht_resp_free(&r);
    free(big);
}

static void test_a_body_without_json_content_type_is_415(void **state)
{
    static const char *const types[] = {NULL, "text/plain", "application/x-www-form-urlencoded",
                                        "application/jsonx", "application/json; charset=latin1"};
    struct ht_resp r;
    (void)state;
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        ht_request(server.port, "POST", "/v1/games/awale/play", types[i], PLAY_3, strlen(PLAY_3),
                   NULL, &r);
        assert_error(&r, 415, "unsupported_media_type");
        assert_non_null(strstr(r.body, "Content-Type: application/json"));
        ht_resp_free(&r);
    }
    ht_request(server.port, "POST", "/v1/games/awale/play", "Application/JSON; Charset=\"UTF-8\"",
               PLAY_3, strlen(PLAY_3), NULL, &r);
    assert_int_equal(r.status, 200);
    ht_resp_free(&r);
}

static void test_an_url_over_8_kib_is_414(void **state)
{
    struct ht_resp r;
    (void)state;
    char *path = malloc(HTTP_MAX_URL + 2);
    assert_non_null(path);
    memset(path, 'a', HTTP_MAX_URL + 1);
    path[0] = '/';
    path[HTTP_MAX_URL + 1] = '\0';
    ht_get(server.port, path, &r);
    assert_error(&r, 414, "uri_too_long");
    ht_resp_free(&r);
    path[HTTP_MAX_URL] = '\0'; /* exactly the cap: routed, so not found */
    ht_get(server.port, path, &r);
    assert_error(&r, 404, "not_found");
    ht_resp_free(&r);
    free(path);
}

static void test_too_many_headers_is_431(void **state)
{
    struct ht_resp r;
    (void)state;
    CURL *curl = curl_easy_init();
    struct curl_slist *h = NULL;
    char url[64], line[32];
    for (int i = 0; i < HTTP_MAX_HEADERS + 1; i++) {
        snprintf(line, sizeof line, "X-H%d: v", i);
        h = curl_slist_append(h, line);
    }
    snprintf(url, sizeof url, "http://127.0.0.1:%u/healthz", (unsigned)server.port);
    memset(&r, 0, sizeof r);
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(curl, CURLOPT_NOBODY, 0L);
    FILE *sink = fopen("/dev/null", "w");
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, sink);
    assert_int_equal(curl_easy_perform(curl), CURLE_OK);
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &r.status);
    assert_int_equal(r.status, 431);
    fclose(sink);
    curl_slist_free_all(h);
    curl_easy_cleanup(curl);
}

static void test_chunked_bodies_are_read_and_capped(void **state)
{
    int oks;
    bool closed;
    char req[512];
    (void)state;
    const char *body = PLAY_3;
    int n = snprintf(req, sizeof req,
                     "POST /v1/games/awale/play HTTP/1.1\r\nHost: x\r\n"
                     "Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
                     "Connection: close\r\n\r\n%zx\r\n%s\r\n0\r\n\r\n",
                     strlen(body), body);
    assert_int_equal(ht_raw(server.port, req, (size_t)n, 3000, &oks, &closed), 200);
    assert_int_equal(oks, 1);

    /* 70 KB in 1 KB chunks: past the cap the rest is read and dropped (libmicrohttpd 0.9
     * cannot queue an answer in the middle of a body), then a 413 and the connection closed */
    size_t cap = 80 * 1024;
    char *big = malloc(cap);
    assert_non_null(big);
    size_t used = (size_t)snprintf(big, cap,
                                   "POST /v1/games/awale/play HTTP/1.1\r\nHost: x\r\n"
                                   "Content-Type: application/json\r\nX-Request-Id: big-chunks\r\n"
                                   "Transfer-Encoding: chunked\r\n\r\n");
    for (int i = 0; i < 70; i++) {
        used += (size_t)snprintf(big + used, cap - used, "400\r\n");
        memset(big + used, ' ', 1024);
        used += 1024;
        used += (size_t)snprintf(big + used, cap - used, "\r\n");
    }
    used += (size_t)snprintf(big + used, cap - used, "0\r\n\r\n");
    int status = ht_raw(server.port, big, used, 3000, &oks, &closed);
    free(big);
    assert_true(closed);
    assert_int_equal(status, 413);
    assert_true(ht_log_contains(&server, "\"request_id\":\"big-chunks\"", "\"status\":413",
                                "\"route\":\"\""));
}

static void test_metrics_count_requests_by_route_and_status(void **state)
{
    struct ht_resp r;
    char line[256];
    (void)state;
    ht_get(server.port, "/metrics", &r);
    assert_int_equal(r.status, 200);
    /* count the plays answered 200 so far, then play three times */
    const char *key = "arbitre_http_requests_total{method=\"POST\","
                      "route=\"/v1/games/{id}/play\",status=\"200\"} ";
    const char *at = strstr(r.body, key);
    long before = at ? strtol(at + strlen(key), NULL, 10) : 0;
    ht_resp_free(&r);
    for (int i = 0; i < 3; i++) {
        ht_post(server.port, "/v1/games/awale/play", PLAY_3, &r);
        assert_int_equal(r.status, 200);
        ht_resp_free(&r);
    }
    /* counted once libmicrohttpd reports the answer sent, maybe just after the client read
     * it: look again for up to a second */
    snprintf(line, sizeof line, "%s%ld\n", key, before + 3);
    ht_get(server.port, "/metrics", &r);
    for (int tries = 0; tries < 50 && !strstr(r.body, line); tries++) {
        ht_resp_free(&r);
        nanosleep(&(struct timespec){0, 20000000}, NULL);
        ht_get(server.port, "/metrics", &r);
    }
    assert_non_null(strstr(r.body, line));
    assert_non_null(strstr(r.body, "arbitre_http_requests_in_flight 1\n"));
    assert_non_null(strstr(r.body, "# TYPE arbitre_http_request_duration_seconds histogram\n"));
    assert_non_null(strstr(r.body, "arbitre_http_request_duration_seconds_bucket{route=\"/v1/"
                                   "games/{id}/play\",status_class=\"2xx\",le=\"+Inf\"} "));
    char type[64];
    assert_true(ht_header(&r, "Content-Type", type, sizeof type));
    assert_string_equal(type, "text/plain; version=0.0.4; charset=utf-8");
    ht_resp_free(&r);
}

static void test_router_matches_templates_and_collects_allow(void **state)
{
    static const struct http_route routes[] = {
        {"GET", "/a/{x}/b", NULL, 0, 0},
        {"POST", "/a/{x}/b", NULL, 0, 0},
        {"GET", "/v/{id}", NULL, 0, 0},
        {"PUT", "/c", NULL, 0, 0},
    };
    char scratch[64], allow[32];
    const char *param[HTTP_MAX_PARAMS];
    const struct rules_game *g;
    (void)state;
    assert_int_equal(
        http_route_match(routes, 4, "POST", "/a/zz/b", scratch, param, &g, allow, sizeof allow), 1);
    assert_string_equal(param[0], "zz");
    assert_null(g);
    assert_int_equal(
        http_route_match(routes, 4, "HEAD", "/a/zz/b", scratch, param, &g, allow, sizeof allow), 0);
    assert_int_equal(
        http_route_match(routes, 4, "GET", "/v/kalah", scratch, param, &g, allow, sizeof allow), 2);
    assert_string_equal(g->id, "kalah");
    assert_int_equal(
        http_route_match(routes, 4, "GET", "/v/go", scratch, param, &g, allow, sizeof allow),
        -ARB_ERR_UNKNOWN_GAME);
    assert_int_equal(
        http_route_match(routes, 4, "DELETE", "/a/q/b", scratch, param, &g, allow, sizeof allow),
        -ARB_ERR_METHOD_NOT_ALLOWED);
    assert_string_equal(allow, "GET, HEAD, POST");
    assert_int_equal(
        http_route_match(routes, 4, "GET", "/c", scratch, param, &g, allow, sizeof allow),
        -ARB_ERR_METHOD_NOT_ALLOWED);
    assert_string_equal(allow, "PUT");
    assert_int_equal(
        http_route_match(routes, 4, "GET", "/a//b", scratch, param, &g, allow, sizeof allow),
        -ARB_ERR_NOT_FOUND);
    assert_int_equal(
        http_route_match(routes, 4, "GET", "", scratch, param, &g, allow, sizeof allow),
        -ARB_ERR_NOT_FOUND);
}

static void test_settings_parse_strictly(void **state)
{
    uint16_t port;
    unsigned threads;
    struct arb_err err;
    struct http_config cfg;
    (void)state;
    assert_int_equal(http_parse_port("0", "--port", &port, &err), 0);
    assert_int_equal(port, 0);
    assert_int_equal(http_parse_port("65535", "--port", &port, &err), 0);
    assert_int_equal(port, 65535);
    assert_int_equal(http_parse_port("65536", "--port", &port, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "--port");
    assert_int_equal(http_parse_port("80x", "--port", &port, &err), -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_parse_port("-1", "--port", &port, &err), -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_parse_port("", "--port", &port, &err), -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_parse_threads("0", "--threads", &threads, &err), -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_parse_threads("4", "--threads", &threads, &err), 0);
    assert_int_equal(threads, 4);
    http_config_default(&cfg);
    setenv("ARBITRE_HOST", "0.0.0.0", 1);
    setenv("ARBITRE_PORT", "9090", 1);
    setenv("ARBITRE_THREADS", "3", 1);
    assert_int_equal(http_config_env(&cfg, &err), 0);
    assert_string_equal(cfg.host, "0.0.0.0");
    assert_int_equal(cfg.port, 9090);
    assert_int_equal(cfg.threads, 3);
    setenv("ARBITRE_PORT", "huit", 1);
    assert_int_equal(http_config_env(&cfg, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "ARBITRE_PORT");
    unsetenv("ARBITRE_HOST");
    unsetenv("ARBITRE_PORT");
    unsetenv("ARBITRE_THREADS");
}

static void test_limits_are_set_by_flag_or_variable_and_checked(void **state)
{
    struct arb_err err;
    struct http_config cfg;
    (void)state;
    http_config_default(&cfg);
    assert_int_equal(cfg.max_connections, 16000);
    assert_int_equal(cfg.per_ip_connections, 64);
    assert_null(cfg.trusted_proxies);
    assert_int_equal(http_config_set(&cfg, "--per-address", "200", &err), 1);
    assert_int_equal(cfg.per_ip_connections, 200);
    assert_int_equal(http_config_set(&cfg, "--max-connections", "0", &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "--max-connections");
    assert_int_equal(http_config_set(&cfg, "--header-timeout-ms", "99", &err),
                     -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_config_set(&cfg, "--trusted-proxies", "127.0.0.1,10.0.0.0/8,::1", &err),
                     1);
    assert_string_equal(cfg.trusted_proxies, "127.0.0.1,10.0.0.0/8,::1");
    assert_int_equal(http_config_set(&cfg, "--trusted-proxies", "127.0.0.1,nginx", &err),
                     -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_config_set(&cfg, "--trusted-proxies", "10.0.0.0/33", &err),
                     -ARB_ERR_BAD_REQUEST);
    assert_int_equal(http_config_set(&cfg, "--no-such-limit", "1", &err), 0);
    setenv("ARBITRE_MAX_CONNECTIONS", "5000", 1);
    setenv("ARBITRE_TRUSTED_PROXIES", "192.0.2.1", 1);
    setenv("ARBITRE_EXPENSIVE_RATE", "7", 1);
    assert_int_equal(http_config_env(&cfg, &err), 0);
    assert_int_equal(cfg.max_connections, 5000);
    assert_string_equal(cfg.trusted_proxies, "192.0.2.1");
    assert_int_equal(cfg.expensive_rate, 7);
    setenv("ARBITRE_PER_ADDRESS", "beaucoup", 1);
    assert_int_equal(http_config_env(&cfg, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "ARBITRE_PER_ADDRESS");
    unsetenv("ARBITRE_MAX_CONNECTIONS");
    unsetenv("ARBITRE_TRUSTED_PROXIES");
    unsetenv("ARBITRE_EXPENSIVE_RATE");
    unsetenv("ARBITRE_PER_ADDRESS");
}

static void test_a_taken_port_fails_to_start_with_a_message(void **state)
{
    struct http_config cfg;
    struct http_server *srv = NULL;
    struct arb_err err;
    (void)state;
    http_config_default(&cfg);
    cfg.port = server.port;
    cfg.log_fd = -1;
    assert_int_equal(http_server_start(&cfg, &srv, &err), -ARB_ERR_IO);
    assert_null(srv);
    assert_string_equal(err.field, "port");
    cfg.host = "pas une adresse";
    assert_int_equal(http_server_start(&cfg, &srv, &err), -ARB_ERR_IO);
    assert_string_equal(err.field, "host");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_healthz_answers_ok_with_a_generated_request_id),
        cmocka_unit_test(test_a_sane_request_id_is_echoed_and_logged),
        cmocka_unit_test(test_an_insane_request_id_is_replaced),
        cmocka_unit_test(test_head_answers_the_headers_of_get),
        cmocka_unit_test(test_games_lists_every_registered_game),
        cmocka_unit_test(test_one_game_is_its_description),
        cmocka_unit_test(test_a_game_names_its_pieces_holes_stores_and_seats_as_its_rulebook),
        cmocka_unit_test(test_unknown_game_is_404_unknown_game),
        cmocka_unit_test(test_game_commands_answer_the_bytes_of_rules_api_run),
        cmocka_unit_test(test_a_command_without_a_body_is_bad_json_like_the_cli),
        cmocka_unit_test(test_an_illegal_play_is_422_with_the_rule),
        cmocka_unit_test(test_bad_requests_name_the_field),
        cmocka_unit_test(test_malformed_json_is_400_bad_json),
        cmocka_unit_test(test_unknown_path_is_404_not_found),
        cmocka_unit_test(test_wrong_method_is_405_with_allow),
        cmocka_unit_test(test_a_body_over_64_kib_is_413_before_it_is_read),
        cmocka_unit_test(test_a_body_without_json_content_type_is_415),
        cmocka_unit_test(test_an_url_over_8_kib_is_414),
        cmocka_unit_test(test_too_many_headers_is_431),
        cmocka_unit_test(test_chunked_bodies_are_read_and_capped),
        cmocka_unit_test(test_metrics_count_requests_by_route_and_status),
        cmocka_unit_test(test_router_matches_templates_and_collects_allow),
        cmocka_unit_test(test_settings_parse_strictly),
        cmocka_unit_test(test_limits_are_set_by_flag_or_variable_and_checked),
        cmocka_unit_test(test_a_taken_port_fails_to_start_with_a_message),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], setup, teardown);
}

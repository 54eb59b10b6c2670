/* test_http_integrator.c — what a site or an app built on the API relies on: the options
 * start answers are accepted back, malformed moves are 400 naming the member, CORS for the
 * allowed origins only (never on /metrics), security headers on every response, and
 * /v1/version with the same knowledge-base hash as /metrics. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "arb_build.h"
#include "arb_json.h"
#include "http_int.h"
#include "http_test.h"

#define ORIGIN "http://127.0.0.1:5173"

static struct ht_server server;

static int setup(void **state)
{
    struct http_config cfg;
    (void)state;
    http_config_default(&cfg);
    cfg.threads = 2;
    cfg.cors_origins = "https://cafe.example, " ORIGIN;
    ht_start(&server, &cfg);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    ht_stop(&server);
    return 0;
}

static void assert_header(const struct ht_resp *r, const char *name, const char *want)
{
    char v[512];
    if (!ht_header(r, name, v, sizeof v))
        fail_msg("no %s header in:\n%s", name, r->headers);
    assert_string_equal(v, want);
}

static void assert_no_header(const struct ht_resp *r, const char *name)
{
    char v[512];
    if (ht_header(r, name, v, sizeof v))
        fail_msg("unexpected %s: %s", name, v);
}

static void post(const char *path, const char *body, const char *extra, struct ht_resp *r)
{
    ht_request(server.port, "POST", path, "application/json", body, strlen(body), extra, r);
}

static void test_start_options_sent_back_with_play_give_the_exact_position(void **state)
{
    struct ht_resp r;
    (void)state;
    post("/v1/games/kalah/start", "{\"options\":{\"players\":4,\"holes\":4}}", NULL, &r);
    assert_int_equal(r.status, 200);
    cJSON *start = NULL;
    struct arb_err err;
    assert_int_equal(arb_json_parse(r.body, r.len, &start, &err), 0);
    ht_resp_free(&r);
    /* the request is the answer of start, a move added */
    cJSON_DeleteItemFromObject(start, "warnings");
    cJSON_AddItemToObject(start, "move", cJSON_CreateObject());
    cJSON_AddNumberToObject(cJSON_GetObjectItem(start, "move"), "pit", 2);
    char *req = arb_json_print(start);
    post("/v1/games/kalah/play", req, NULL, &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"position\":{\"pits\":[[4,0,5,5],[5,4,4,4],[4,4,4,4],"
                                   "[4,4,4,4]],\"stores\":[1,0,0,0],\"to_move\":1}"));
    ht_resp_free(&r);
    cJSON_free(req);
    /* a players option the position contradicts */
    cJSON_ReplaceItemInObject(cJSON_GetObjectItem(start, "options"), "players",
                              cJSON_CreateNumber(3));
    req = arb_json_print(start);
    post("/v1/games/kalah/play", req, NULL, &r);
    assert_int_equal(r.status, 400);
    assert_string_equal(r.body, "{\"error\":{\"code\":\"bad_request\",\"message\":\"« "
                                "options.players » vaut 3 mais la position en montre 4 : ce "
                                "réglage ne change pas en cours de partie.\",\"field\":"
                                "\"options.players\"}}");
    ht_resp_free(&r);
    cJSON_free(req);
    cJSON_Delete(start);
}

static void test_a_malformed_move_is_a_bad_request_not_an_illegal_move(void **state)
{
    static const struct {
        const char *path, *move, *field;
        long status;
    } cases[] = {
        {"/v1/games/awale/play", "{\"hole\":3}", "move.hole", 400},
        {"/v1/games/awale/play", "{\"pit\":\"3\"}", "move.pit", 400},
        {"/v1/games/awale/validate", "{}", "move.pit", 400},
        {"/v1/games/awale/play", "{\"pit\":9}", "move", 422},
        {"/v1/games/qawale/play", "{\"pit\":1}", "move.pit", 400},
        {"/v1/games/qawale/validate", "{\"cell\":\"a1\",\"path\":[\"b1\",\"c1\",2]}",
         "move.path[2]", 400},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char body[400], code[32];
        struct ht_resp r;
        const char *pos = strstr(cases[i].path, "qawale")
                              ? "{\"board\":{\"a1\":[\"N\",\"N\"],\"d1\":[\"N\",\"N\"],"
                                "\"a4\":[\"N\",\"N\"],\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],"
                                "\"to_move\":0}"
                              : AWALE_START;
        snprintf(body, sizeof body, "{\"position\":%s,\"move\":%s}", pos, cases[i].move);
        post(cases[i].path, body, NULL, &r);
        ht_error_code(&r, code, sizeof code);
        char field[64];
        snprintf(field, sizeof field, "\"field\":\"%s\"", cases[i].field);
        if (r.status != cases[i].status || !strstr(r.body, field))
            fail_msg("%s %s: %ld %s", cases[i].path, cases[i].move, r.status, r.body);
        assert_string_equal(code, cases[i].status == 400 ? "bad_request" : "pit_range");
        ht_resp_free(&r);
    }
}

static void test_a_preflight_from_an_allowed_origin_gets_the_methods_and_headers(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_request(server.port, "OPTIONS", "/v1/ask", NULL, NULL, 0,
               "Origin: " ORIGIN "\nAccess-Control-Request-Method: POST\n"
               "Access-Control-Request-Headers: content-type",
               &r);
    assert_int_equal(r.status, 204);
    assert_int_equal(r.len, 0);
    assert_header(&r, "Access-Control-Allow-Origin", ORIGIN);
    assert_header(&r, "Access-Control-Allow-Methods", "POST, OPTIONS");
    assert_header(&r, "Access-Control-Allow-Headers",
                  "Content-Type, Accept-Language, X-Request-Id, If-None-Match");
    assert_header(&r, "Access-Control-Max-Age", "600");
    assert_header(&r, "Vary", "Origin");
    assert_header(&r, "Allow", "POST, OPTIONS");
    ht_resp_free(&r);
    ht_request(server.port, "OPTIONS", "/v1/games/kalah/cards.pdf", NULL, NULL, 0,
               "Origin: https://cafe.example", &r);
    assert_int_equal(r.status, 204);
    assert_header(&r, "Access-Control-Allow-Methods", "GET, HEAD, OPTIONS");
    ht_resp_free(&r);
    /* an unknown path stays a 404 */
    ht_request(server.port, "OPTIONS", "/v1/nothing", NULL, NULL, 0, "Origin: " ORIGIN, &r);
    assert_int_equal(r.status, 404);
    ht_resp_free(&r);
}

static void test_cors_headers_go_to_allowed_origins_and_public_routes_only(void **state)
{
    struct ht_resp r;
    (void)state;
    post("/v1/games/awale/play", PLAY_3, "Origin: " ORIGIN, &r);
    assert_int_equal(r.status, 200);
    assert_header(&r, "Access-Control-Allow-Origin", ORIGIN);
    assert_header(&r, "Access-Control-Expose-Headers",
                  "X-Request-Id, ETag, Content-Disposition, Content-Language");
    assert_no_header(&r, "Access-Control-Allow-Methods");
    ht_resp_free(&r);
    /* errors carry them too, or a page could not read why it was refused */
    post("/v1/games/awale/play", "{}", "Origin: " ORIGIN, &r);
    assert_int_equal(r.status, 400);
    assert_header(&r, "Access-Control-Allow-Origin", ORIGIN);
    ht_resp_free(&r);
    /* another origin, a look-alike, no origin: nothing */
    static const char *const others[] = {"Origin: https://evil.example",
                                         "Origin: http://127.0.0.1:51730", NULL};
    for (size_t i = 0; i < 3; i++) {
        ht_request(server.port, "GET", "/v1/games", NULL, NULL, 0, others[i], &r);
        assert_int_equal(r.status, 200);
        assert_no_header(&r, "Access-Control-Allow-Origin");
        ht_resp_free(&r);
    }
    /* never on /metrics */
    ht_request(server.port, "GET", "/metrics", NULL, NULL, 0, "Origin: " ORIGIN, &r);
    assert_int_equal(r.status, 200);
    assert_no_header(&r, "Access-Control-Allow-Origin");
    ht_resp_free(&r);
    ht_request(server.port, "OPTIONS", "/metrics", NULL, NULL, 0, "Origin: " ORIGIN, &r);
    assert_int_equal(r.status, 204);
    assert_no_header(&r, "Access-Control-Allow-Origin");
    assert_no_header(&r, "Access-Control-Allow-Methods");
    ht_resp_free(&r);
}

static void test_the_origin_list_reads_commas_spaces_and_a_star(void **state)
{
    (void)state;
    assert_true(http_cors_allows("*", "https://any.example"));
    assert_true(http_cors_allows("https://a.example,https://b.example", "https://b.example"));
    assert_true(http_cors_allows(" https://a.example  https://b.example ", "https://a.example"));
    assert_false(http_cors_allows("https://a.example", "https://a.example.evil"));
    assert_false(http_cors_allows("https://a.example", "https://a.exampl"));
    assert_false(http_cors_allows("", "https://a.example"));
    assert_false(http_cors_allows(NULL, "https://a.example"));
    assert_false(http_cors_allows("*", NULL));
}

static void test_every_response_carries_the_security_headers(void **state)
{
    static const char *const paths[] = {
        "/v1/games", "/healthz", "/v1/version", "/nowhere",
        "/v1/games/awale/diagram.svg?position=%7B%22pits%22%3A%5B%5B4%2C4%2C4%2C4%2C4%2C4%5D%2C"
        "%5B4%2C4%2C4%2C4%2C4%2C4%5D%5D%2C%22stores%22%3A%5B0%2C0%5D%2C%22to_move%22%3A0%7D"};
    struct ht_resp r;
    (void)state;
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        ht_get(server.port, paths[i], &r);
        assert_header(&r, "X-Content-Type-Options", "nosniff");
        assert_header(&r, "Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
        ht_resp_free(&r);
    }
    /* the page keeps its own policy, once */
    ht_get(server.port, "/", &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.headers, "script-src 'self'"));
    assert_null(strstr(strstr(r.headers, "X-Content-Type-Options") + 1, "X-Content-Type-Options"));
    ht_resp_free(&r);
}

static void test_version_names_the_build_and_the_knowledge_base(void **state)
{
    struct ht_resp r;
    char want[400];
    (void)state;
    ht_get(server.port, "/v1/version", &r);
    assert_int_equal(r.status, 200);
    assert_int_equal(strlen(arb_build_kb_sha256), 64);
    snprintf(want, sizeof want,
             "{\"version\":\"%s\",\"commit\":\"%s\",\"kb\":{\"sha256\":\"%s\",\"games\":[{\"id\":"
             "\"qawale\",\"source\":\"000_ed8bdb8df14029a8.txt\",\"title\":\"Règles de Qawale\","
             "\"updated\":",
             arb_build_version, arb_build_commit, arb_build_kb_sha256);
    assert_memory_equal(r.body, want, strlen(want));
    assert_non_null(strstr(r.body, "\"engine_contract\":2}"));
    ht_resp_free(&r);
    ht_get(server.port, "/metrics", &r);
    snprintf(want, sizeof want, "arbitre_build_info{version=\"%s\",commit=\"%s\",kb=\"%.16s\"} 1\n",
             arb_build_version, arb_build_commit, arb_build_kb_sha256);
    assert_non_null(strstr(r.body, want));
    ht_resp_free(&r);
}

static void test_unmatched_requests_are_counted_with_their_method(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_request(server.port, "DELETE", "/v1/games", NULL, NULL, 0, NULL, &r);
    assert_int_equal(r.status, 405);
    ht_resp_free(&r);
    ht_request(server.port, "POST", "/v1/games/awale/play", "text/plain", "x", 1, NULL, &r);
    assert_int_equal(r.status, 415);
    ht_resp_free(&r);
    ht_get(server.port, "/metrics", &r);
    assert_non_null(strstr(
        r.body,
        "arbitre_http_requests_total{method=\"DELETE\",route=\"unmatched\",status=\"405\"}"));
    assert_non_null(strstr(
        r.body, "arbitre_http_requests_total{method=\"POST\",route=\"unmatched\",status=\"415\"}"));
    assert_non_null(strstr(r.body,
                           "arbitre_http_request_duration_seconds_count{route=\"unmatched\","
                           "status_class=\"4xx\"} "));
    assert_null(strstr(r.body, "route=\"\""));
    ht_resp_free(&r);
}

/* True when the n bytes of data hold the text s (data may hold NUL bytes). */
static bool has_bytes(const char *data, size_t n, const char *s)
{
    size_t k = strlen(s);
    for (size_t i = 0; i + k <= n; i++)
        if (memcmp(data + i, s, k) == 0)
            return true;
    return false;
}

static void test_the_same_cards_request_gives_the_same_bytes_and_a_304(void **state)
{
    struct ht_resp a, b, r;
    char etag[160], inm[200];
    (void)state;
    ht_get(server.port, "/v1/games/kalah/cards.pdf?players=4", &a);
    ht_get(server.port, "/v1/games/kalah/cards.pdf?players=4", &b);
    assert_int_equal(a.status, 200);
    assert_int_equal(b.status, 200);
    assert_int_equal(a.len, b.len);
    assert_memory_equal(a.body, b.body, a.len);
    assert_header(&a, "Content-Disposition", "inline; filename=\"arbitre-kalah-cartes-4j-fr.pdf\"");
    assert_true(ht_header(&a, "ETag", etag, sizeof etag));
    char want[160];
    snprintf(want, sizeof want, "\"%.16s-%.12s-kalah-fr-4-6-4\"", arb_build_kb_sha256,
             arb_build_commit);
    assert_string_equal(etag, want);
    assert_header(&b, "ETag", etag);
    char length[24];
    snprintf(length, sizeof length, "%zu", a.len);
    assert_header(&a, "Content-Length", length);
    /* dated by the rule file, not by the clock */
    assert_true(has_bytes(a.body, a.len, "/CreationDate (20"));
    ht_resp_free(&a);
    ht_resp_free(&b);
    snprintf(inm, sizeof inm, "If-None-Match: \"other\", %s", etag);
    ht_request(server.port, "GET", "/v1/games/kalah/cards.pdf?players=4", NULL, NULL, 0, inm, &r);
    assert_int_equal(r.status, 304);
    assert_int_equal(r.len, 0);
    assert_header(&r, "ETag", etag);
    /* no body, and no Content-Length of a body it does not send: the 200's own length */
    assert_header(&r, "Content-Length", length);
    ht_resp_free(&r);
    /* another language is another file, another name and another tag */
    ht_request(server.port, "GET", "/v1/games/kalah/cards.pdf?players=4&lang=en", NULL, NULL, 0,
               inm, &r);
    assert_int_equal(r.status, 200);
    assert_header(&r, "Content-Disposition", "inline; filename=\"arbitre-kalah-cards-4p-en.pdf\"");
    ht_resp_free(&r);
    ht_get(server.port, "/v1/games/awale/cards.pdf", &r);
    assert_header(&r, "Content-Disposition", "inline; filename=\"arbitre-awale-cartes-fr.pdf\"");
    ht_resp_free(&r);
}

static void test_head_of_cards_answers_the_headers_without_a_body(void **state)
{
    struct ht_resp r;
    (void)state;
    struct ht_resp g;
    char length[24], etag[160];
    ht_request(server.port, "HEAD", "/v1/games/escargots/cards.pdf?lang=en", NULL, NULL, 0, NULL,
               &r);
    assert_int_equal(r.status, 200);
    assert_int_equal(r.len, 0);
    assert_header(&r, "Content-Type", "application/pdf");
    assert_header(&r, "Content-Disposition", "inline; filename=\"arbitre-escargots-cards-en.pdf\"");
    /* the Content-Length and the tag the GET has */
    ht_get(server.port, "/v1/games/escargots/cards.pdf?lang=en", &g);
    assert_int_equal(g.status, 200);
    assert_true(g.len > 1000);
    snprintf(length, sizeof length, "%zu", g.len);
    assert_header(&r, "Content-Length", length);
    assert_true(ht_header(&g, "ETag", etag, sizeof etag));
    assert_header(&r, "ETag", etag);
    ht_resp_free(&g);
    ht_resp_free(&r);
}

/* Kalah's capture settings, like the CLI's --capture-from and --empty-opposite: other cards,
 * so another file name, another tag and other bytes; the defaults keep the short name. */
static void test_cards_follow_kalah_capture_settings_in_name_tag_and_bytes(void **state)
{
    struct ht_resp def, set, same;
    char etag[160], want[200];
    (void)state;
    ht_get(server.port, "/v1/games/kalah/cards.pdf?players=3&lang=en", &def);
    ht_get(server.port,
           "/v1/games/kalah/cards.pdf?players=3&capture_from=everyone&empty_opposite=take&lang=en",
           &set);
    ht_get(server.port, "/v1/games/kalah/cards.pdf?players=3&capture_from=next&lang=en", &same);
    assert_int_equal(def.status, 200);
    assert_int_equal(set.status, 200);
    assert_int_equal(same.status, 200);
    assert_header(&set, "Content-Disposition",
                  "inline; filename=\"arbitre-kalah-cards-3p-everyone-take-en.pdf\"");
    assert_true(ht_header(&set, "ETag", etag, sizeof etag));
    snprintf(want, sizeof want, "\"%.16s-%.12s-kalah-en-3-6-4-everyone-take\"", arb_build_kb_sha256,
             arb_build_commit);
    assert_string_equal(etag, want);
    assert_false(def.len == set.len && memcmp(def.body, set.body, def.len) == 0);
    /* the default said aloud is the default */
    assert_header(&same, "Content-Disposition",
                  "inline; filename=\"arbitre-kalah-cards-3p-en.pdf\"");
    assert_int_equal(same.len, def.len);
    assert_memory_equal(same.body, def.body, def.len);
    ht_resp_free(&def);
    ht_resp_free(&set);
    ht_resp_free(&same);
}

static void test_card_parameters_that_do_not_apply_are_refused(void **state)
{
    static const struct {
        const char *path, *field, *message;
    } cases[] = {
        {"/v1/games/awale/cards.pdf?players=3", "players",
         "Le paramètre « players » ne s'applique pas au jeu awale."},
        {"/v1/games/qawale/cards.pdf?stones=3", "stones",
         "Le paramètre « stones » ne s'applique pas au jeu qawale."},
        {"/v1/games/kalah/cards.pdf?foo=1", "foo", "Paramètre inconnu « foo » pour cette adresse."},
        {"/v1/games/kalah/cards.pdf?players=5", "players",
         "Le paramètre « players » doit être un entier entre 2 et 4."},
        {"/v1/games/awale/cards.pdf?capture_from=next", "capture_from",
         "Le paramètre « capture_from » ne s'applique pas au jeu awale."},
        {"/v1/games/qawale/cards.pdf?empty_opposite=take", "empty_opposite",
         "Le paramètre « empty_opposite » ne s'applique pas au jeu qawale."},
        {"/v1/games/kalah/cards.pdf?capture_from=far", "capture_from",
         "Le paramètre « capture_from » vaut « next », « opposite », « everyone »."},
        {"/v1/games/kalah/cards.pdf?empty_opposite=1", "empty_opposite",
         "Le paramètre « empty_opposite » vaut « keep », « take »."},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct ht_resp r;
        char want[300];
        ht_get(server.port, cases[i].path, &r);
        snprintf(want, sizeof want,
                 "{\"error\":{\"code\":\"bad_request\",\"message\":\"%s\",\"field\":\"%s\"}}",
                 cases[i].message, cases[i].field);
        assert_int_equal(r.status, 400);
        assert_string_equal(r.body, want);
        ht_resp_free(&r);
    }
}

static void test_an_english_client_gets_english_errors(void **state)
{
    static const struct {
        const char *method, *path, *body, *lang, *want;
    } cases[] = {
        {"POST", "/v1/games/awale/play", "{\"position\":" AWALE_START ",\"move\":{\"pit\":9}}",
         "en-US,en;q=0.9",
         "{\"error\":{\"code\":\"pit_range\",\"message\":\"Choose a pit on your side, "
         "numbered 1 to 6.\",\"field\":\"move\",\"rule\":{\"source\":"
         "\"001_34f07d7a66323f1a.txt\",\"title\":\"L'AWALE\",\"section\":\"Déroulement de la "
         "partie\"}}}"},
        {"POST", "/v1/games/chess/play", "{}", "en",
         "{\"error\":{\"code\":\"unknown_game\",\"message\":\"Unknown game « chess »: the "
         "games are qawale, awale, kalah, escargots.\",\"field\":\"game\"}}"},
        {"POST", "/v1/games/chess/play", "{}", "fr-FR,fr;q=0.9,en;q=0.8",
         "{\"error\":{\"code\":\"unknown_game\",\"message\":\"Jeu inconnu « chess » : les "
         "jeux sont qawale, awale, kalah, escargots.\",\"field\":\"game\"}}"},
        {"POST", "/v1/ask", "{\"question\":\"x\",\"game\":\"chess\"}", "en",
         "{\"error\":{\"code\":\"unknown_game\",\"message\":\"Unknown game « chess »: the "
         "games are qawale, awale, kalah, escargots.\",\"field\":\"game\"}}"},
        {"POST", "/v1/ask", "{\"question\":\"x\",\"game\":\"chess\",\"lang\":\"en\"}", NULL,
         "{\"error\":{\"code\":\"unknown_game\",\"message\":\"Unknown game « chess »: the "
         "games are qawale, awale, kalah, escargots.\",\"field\":\"game\"}}"},
        {"GET", "/nowhere", NULL, "en",
         "{\"error\":{\"code\":\"not_found\",\"message\":\"Nothing at the address « /nowhere "
         "».\",\"field\":\"url\"}}"},
        {"GET", "/v1/games/awale/cards.pdf?players=3&lang=en", NULL, NULL,
         "{\"error\":{\"code\":\"bad_request\",\"message\":\"Parameter « players » does not "
         "apply to the game awale.\",\"field\":\"players\"}}"},
        {"POST", "/v1/games/awale/play", "{\"position\":" AWALE_START ",\"move\":{}}", "en",
         "{\"error\":{\"code\":\"bad_request\",\"message\":\"Missing field « move.pit "
         "».\",\"field\":\"move.pit\"}}"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct ht_resp r;
        char header[80] = "";
        if (cases[i].lang)
            snprintf(header, sizeof header, "Accept-Language: %s", cases[i].lang);
        ht_request(server.port, cases[i].method, cases[i].path,
                   cases[i].body ? "application/json" : NULL, cases[i].body,
                   cases[i].body ? strlen(cases[i].body) : 0, header[0] ? header : NULL, &r);
        assert_string_equal(r.body, cases[i].want);
        assert_header(&r, "Content-Language", strstr(cases[i].want, "Jeu inconnu") ? "fr" : "en");
        ht_resp_free(&r);
    }
}

static void test_ask_answers_in_the_language_it_is_told(void **state)
{
    struct ht_resp r;
    (void)state;
    post("/v1/ask", "{\"question\":\"peut-on égrener en diagonale ?\",\"lang\":\"en\"}", NULL, &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"lang\":\"en\""));
    assert_non_null(strstr(r.body, "\"entry\":\"qawale.diagonale\""));
    ht_resp_free(&r);
    post("/v1/ask", "{\"question\":\"can you sow diagonally?\",\"lang\":\"fr\"}", NULL, &r);
    assert_int_equal(r.status, 200);
    assert_non_null(strstr(r.body, "\"lang\":\"fr\""));
    ht_resp_free(&r);
    post("/v1/ask", "{\"question\":\"x\",\"lang\":\"de\"}", NULL, &r);
    assert_int_equal(r.status, 400);
    assert_non_null(strstr(r.body, "\"field\":\"lang\""));
    ht_resp_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_options_sent_back_with_play_give_the_exact_position),
        cmocka_unit_test(test_a_malformed_move_is_a_bad_request_not_an_illegal_move),
        cmocka_unit_test(test_a_preflight_from_an_allowed_origin_gets_the_methods_and_headers),
        cmocka_unit_test(test_cors_headers_go_to_allowed_origins_and_public_routes_only),
        cmocka_unit_test(test_the_origin_list_reads_commas_spaces_and_a_star),
        cmocka_unit_test(test_every_response_carries_the_security_headers),
        cmocka_unit_test(test_version_names_the_build_and_the_knowledge_base),
        cmocka_unit_test(test_unmatched_requests_are_counted_with_their_method),
        cmocka_unit_test(test_the_same_cards_request_gives_the_same_bytes_and_a_304),
        cmocka_unit_test(test_cards_follow_kalah_capture_settings_in_name_tag_and_bytes),
        cmocka_unit_test(test_head_of_cards_answers_the_headers_without_a_body),
        cmocka_unit_test(test_card_parameters_that_do_not_apply_are_refused),
        cmocka_unit_test(test_an_english_client_gets_english_errors),
        cmocka_unit_test(test_ask_answers_in_the_language_it_is_told),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], setup, teardown);
}

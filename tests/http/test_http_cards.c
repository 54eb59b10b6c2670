/* test_http_cards.c — the play aids over HTTP on the real server: the A5 cards PDF, diagrams
 * by POST and by link (the link /v1/ask answers carry), refused moves drawn, bad parameters
 * refused with their codes, and the game descriptions completed by the knowledge base. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "arb_json.h"
#include "http_test.h"

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

static void assert_error(const struct ht_resp *r, long status, const char *code, const char *field)
{
    char got[64];
    ht_error_code(r, got, sizeof got);
    if (r->status != status || strcmp(got, code) != 0)
        fail_msg("want %ld %s, got %ld %s", status, code, r->status, r->body ? r->body : "");
    if (field) {
        cJSON *j = NULL;
        assert_int_equal(arb_json_parse(r->body, r->len, &j, NULL), 0);
        const cJSON *f = cJSON_GetObjectItem(cJSON_GetObjectItem(j, "error"), "field");
        assert_true(cJSON_IsString(f));
        assert_string_equal(f->valuestring, field);
        cJSON_Delete(j);
    }
}

static void test_the_cards_of_every_game_are_a_pdf(void **state)
{
    static const char *const paths[] = {
        "/v1/games/qawale/cards.pdf",
        "/v1/games/awale/cards.pdf?lang=en",
        "/v1/games/kalah/cards.pdf?players=4&holes=4&stones=3",
        "/v1/games/escargots/cards.pdf?lang=fr",
    };
    (void)state;
    for (size_t i = 0; i < sizeof paths / sizeof paths[0]; i++) {
        struct ht_resp r;
        char type[64];
        ht_get(server.port, paths[i], &r);
        assert_int_equal(r.status, 200);
        assert_true(ht_header(&r, "Content-Type", type, sizeof type));
        assert_string_equal(type, "application/pdf");
        assert_true(r.len > 10000 && memcmp(r.body, "%PDF-", 5) == 0);
        ht_resp_free(&r);
    }
}

static void test_bad_card_parameters_are_named(void **state)
{
    struct ht_resp r;
    (void)state;
    ht_get(server.port, "/v1/games/kalah/cards.pdf?players=9", &r);
    assert_error(&r, 400, "bad_request", "players");
    ht_resp_free(&r);
    ht_get(server.port, "/v1/games/kalah/cards.pdf?lang=de", &r);
    assert_error(&r, 400, "bad_request", "lang");
    ht_resp_free(&r);
    ht_get(server.port, "/v1/games/chess/cards.pdf", &r);
    assert_error(&r, 404, "unknown_game", NULL);
    ht_resp_free(&r);
}

static void test_a_diagram_is_drawn_in_each_format(void **state)
{
    static const struct {
        const char *format, *type, *magic;
    } cases[] = {
        {"svg", "image/svg+xml", "<?xml"},
        {"png", "image/png", "\x89PNG"},
        {"pdf", "application/pdf", "%PDF-"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        char body[512], type[64];
        struct ht_resp r;
        snprintf(body, sizeof body,
                 "{\"position\":" AWALE_START ",\"move\":{\"pit\":3},\"format\":\"%s\"}",
                 cases[i].format);
        ht_post(server.port, "/v1/games/awale/diagram", body, &r);
        assert_int_equal(r.status, 200);
        assert_true(ht_header(&r, "Content-Type", type, sizeof type));
        assert_string_equal(type, cases[i].type);
        assert_memory_equal(r.body, cases[i].magic, strlen(cases[i].magic));
        ht_resp_free(&r);
    }
}

static void test_a_diagram_refuses_bad_input_like_the_game_commands(void **state)
{
    struct ht_resp r;
    (void)state;
    /* pit 9 does not exist: a refused move is drawn (with its reason), not a 422 */
    ht_post(server.port, "/v1/games/awale/diagram",
            "{\"position\":" AWALE_START ",\"move\":{\"pit\":9},\"format\":\"png\"}", &r);
    assert_int_equal(r.status, 200);
    assert_memory_equal(r.body, "\x89PNG", 4);
    ht_resp_free(&r);
    /* in English, and a language the cards do not speak */
    ht_post(server.port, "/v1/games/awale/diagram",
            "{\"position\":" AWALE_START ",\"move\":{\"pit\":9},\"lang\":\"en\"}", &r);
    assert_int_equal(r.status, 200);
    ht_resp_free(&r);
    ht_post(server.port, "/v1/games/awale/diagram",
            "{\"position\":" AWALE_START ",\"lang\":\"de\"}", &r);
    assert_error(&r, 400, "bad_request", "lang");
    ht_resp_free(&r);
    /* a move that is not an object is still a malformed request */
    ht_post(server.port, "/v1/games/awale/diagram", "{\"position\":" AWALE_START ",\"move\":3}",
            &r);
    assert_error(&r, 400, "bad_request", NULL);
    ht_resp_free(&r);
    /* 47 seeds: not an awale position */
    ht_post(server.port, "/v1/games/awale/diagram",
            "{\"position\":{\"pits\":[[4,4,4,4,4,3],[4,4,4,4,4,4]],\"stores\":[0,0],"
            "\"to_move\":0}}",
            &r);
    assert_error(&r, 400, "bad_position", NULL);
    ht_resp_free(&r);
    ht_post(server.port, "/v1/games/awale/diagram",
            "{\"position\":" AWALE_START ",\"format\":\"gif\"}", &r);
    assert_error(&r, 400, "bad_request", "format");
    ht_resp_free(&r);
    ht_post(server.port, "/v1/games/awale/diagram", "{\"format\":\"svg\"}", &r);
    assert_error(&r, 400, "bad_request", "position");
    ht_resp_free(&r);
    ht_post(server.port, "/v1/games/awale/diagram", "{\"position\":" AWALE_START ",\"x\":1}", &r);
    assert_error(&r, 400, "bad_request", "x");
    ht_resp_free(&r);
}

static void test_the_diagram_link_of_an_answer_draws_its_example(void **state)
{
    struct ht_resp r, r2, img;
    cJSON *answer = NULL, *diag = NULL;
    char type[64];
    (void)state;
    ht_post(server.port, "/v1/ask", "{\"question\":\"comment on capture au kalah ?\"}", &r);
    assert_int_equal(r.status, 200);
    assert_int_equal(arb_json_parse(r.body, r.len, &answer, NULL), 0);
    const cJSON *link = cJSON_GetObjectItem(answer, "diagram");
    assert_true(cJSON_IsString(link));
    assert_int_equal(
        strncmp(link->valuestring, "/v1/games/kalah/diagram.svg?lang=fr&position=", 45), 0);
    ht_get(server.port, link->valuestring, &img);
    assert_int_equal(img.status, 200);
    assert_true(ht_header(&img, "Content-Type", type, sizeof type));
    assert_string_equal(type, "image/svg+xml");
    ht_resp_free(&img);
    /* the README's own question: its example is a refused move, drawn all the same */
    ht_post(server.port, "/v1/ask", "{\"question\":\"peut-on égrainer en diagonale ?\"}", &r2);
    assert_int_equal(r2.status, 200);
    assert_int_equal(arb_json_parse(r2.body, r2.len, &diag, NULL), 0);
    link = cJSON_GetObjectItem(diag, "diagram");
    assert_true(cJSON_IsString(link));
    assert_non_null(strstr(link->valuestring, "&move="));
    ht_get(server.port, link->valuestring, &img);
    assert_int_equal(img.status, 200);
    assert_true(ht_header(&img, "Content-Type", type, sizeof type));
    assert_string_equal(type, "image/svg+xml");
    ht_resp_free(&img);
    cJSON_Delete(diag);
    ht_resp_free(&r2);
    /* a link may carry the options of its position and the language of the answer */
    ht_get(server.port,
           "/v1/games/kalah/diagram.svg?position=%7B%22pits%22%3A%5B%5B0%2C4%2C4%2C4%5D%2C%5"
           "B4%2C4%2C4%2C4%5D%5D%2C%22stores%22%3A%5B0%2C0%5D%2C%22to_move%22%3A0%7D&options"
           "=%7B%22empty_opposite%22%3A%22take%22%7D&lang=en",
           &img);
    assert_int_equal(img.status, 200);
    ht_resp_free(&img);
    ht_get(server.port, "/v1/games/kalah/diagram.svg?position=%7Bbad", &img);
    assert_error(&img, 400, "bad_json", "position");
    ht_resp_free(&img);
    ht_get(server.port, "/v1/games/kalah/diagram.svg", &img);
    assert_error(&img, 400, "bad_request", "position");
    ht_resp_free(&img);
    cJSON_Delete(answer);
    ht_resp_free(&r);
}

static void test_games_carry_what_the_rulebook_says_of_them(void **state)
{
    struct ht_resp r;
    cJSON *j = NULL;
    (void)state;
    ht_get(server.port, "/v1/games/qawale", &r);
    assert_int_equal(r.status, 200);
    assert_int_equal(arb_json_parse(r.body, r.len, &j, NULL), 0);
    assert_string_equal(cJSON_GetObjectItem(j, "publisher")->valuestring, "Gigamic");
    assert_string_equal(cJSON_GetObjectItem(j, "author")->valuestring, "Romain Froger");
    assert_int_equal(cJSON_GetObjectItem(j, "year")->valueint, 2022);
    assert_int_equal(cJSON_GetObjectItem(j, "duration_min")->valueint, 15);
    assert_int_equal(cJSON_GetObjectItem(j, "age_min")->valueint, 8);
    const cJSON *v = cJSON_GetObjectItem(j, "verified");
    assert_true(cJSON_GetObjectItem(v, "checks")->valueint > 0);
    assert_int_equal(cJSON_GetObjectItem(v, "passed")->valueint,
                     cJSON_GetObjectItem(v, "checks")->valueint);
    cJSON_Delete(j);
    ht_resp_free(&r);
    /* the awale rulebook names no publisher: null, not a guess */
    ht_get(server.port, "/v1/games/awale", &r);
    assert_int_equal(arb_json_parse(r.body, r.len, &j, NULL), 0);
    assert_true(cJSON_IsNull(cJSON_GetObjectItem(j, "publisher")));
    assert_int_equal(cJSON_GetObjectItem(j, "age_min")->valueint, 7);
    cJSON_Delete(j);
    ht_resp_free(&r);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_cards_of_every_game_are_a_pdf),
        cmocka_unit_test(test_bad_card_parameters_are_named),
        cmocka_unit_test(test_a_diagram_is_drawn_in_each_format),
        cmocka_unit_test(test_a_diagram_refuses_bad_input_like_the_game_commands),
        cmocka_unit_test(test_the_diagram_link_of_an_answer_draws_its_example),
        cmocka_unit_test(test_games_carry_what_the_rulebook_says_of_them),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], setup, teardown);
}

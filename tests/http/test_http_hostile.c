/* test_http_hostile.c — a corpus of hostile requests against the real server: malformed HTTP
 * over raw sockets (smuggling, bad chunked bodies, bad lengths, huge URLs and headers, NUL
 * bytes, slow clients) and hostile JSON, methods and paths through libcurl. Each gets its
 * exact answer (or a closed connection where libmicrohttpd refuses by itself), none takes
 * the server down: /healthz answers afterwards and no 5xx was ever counted. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <curl/curl.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "arb_json.h"
#include "http_test.h"

#define POST_START "POST /v1/games/awale/start HTTP/1.1\r\nHost: x\r\n"
#define JSON_TYPE "Content-Type: application/json\r\n"

static struct ht_server server;
static unsigned hostile_count;

static int setup(void **state)
{
    struct http_config cfg;
    (void)state;
    http_config_default(&cfg);
    cfg.threads = 2;
    cfg.idle_timeout_s = 2;
    cfg.deadline_ms = 1500;
    cfg.header_timeout_ms = 1500;
    ht_start(&server, &cfg);
    return 0;
}

static int teardown(void **state)
{
    (void)state;
    ht_stop(&server);
    return 0;
}

/* An exact expectation: the status of the first response (0: closed without any). Every
 * refusal must also close the connection and let no request hidden behind it succeed.
 * Refusals by libmicrohttpd itself (malformed lines, bad Content-Length) are its HTML. */
struct raw_case {
    const char *name;
    const char *req;
    size_t len; /* 0: strlen(req) */
    int status;
};

static const struct raw_case raw_cases[] = {
    /* request smuggling: refused, one answer, the rest never run as a second request */
    {"two equal Content-Length",
     POST_START JSON_TYPE "Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}", 0, 400},
    {"two Content-Length, a hidden request",
     POST_START JSON_TYPE
     "Content-Length: 2\r\nContent-Length: 38\r\n\r\n{}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n",
     0, 400},
    {"Content-Length then Transfer-Encoding",
     POST_START JSON_TYPE
     "Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
     0, 400},
    {"Transfer-Encoding then Content-Length",
     POST_START JSON_TYPE
     "Transfer-Encoding: chunked\r\nContent-Length: 4\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
     0, 400},
    {"Transfer-Encoding gzip",
     POST_START JSON_TYPE "Transfer-Encoding: gzip\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 0, 400},
    {"Transfer-Encoding twice",
     POST_START JSON_TYPE
     "Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
     0, 400},
    {"space before the colon of Transfer-Encoding",
     POST_START JSON_TYPE "Transfer-Encoding : chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 0, 400},
    {"tab before the colon of Content-Length", POST_START JSON_TYPE "Content-Length\t: 2\r\n\r\n{}",
     0, 400},
    {"space inside a header name", "GET /healthz HTTP/1.1\r\nHost: x\r\nX Y: 1\r\n\r\n", 0, 400},
    {"Transfer-Encoding list",
     POST_START JSON_TYPE "Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 0, 400},
    {"Content-Length with a hidden GET",
     POST_START JSON_TYPE "Content-Length: 2\r\nContent-Length: 0\r\n\r\n{}", 0, 400},
    /* bad chunked bodies */
    {"chunk size not hex",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n", 0, 400},
    {"chunk size negative",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\n-2\r\n{}\r\n0\r\n\r\n", 0, 400},
    {"chunk size overflowing",
     POST_START JSON_TYPE
     "Transfer-Encoding: chunked\r\n\r\nfffffffffffffffffffff\r\n{}\r\n0\r\n\r\n",
     0, 413},
    {"chunk size huge",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\n{}\r\n", 0, 0},
    {"chunk without its CRLF",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\n2\r\n{}XX0\r\n\r\n", 0, 400},
    {"chunk longer than said",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\n1\r\n{}\r\n0\r\n\r\n", 0, 400},
    {"chunked body never ends",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n", 0, 0},
    {"empty chunk size line",
     POST_START JSON_TYPE "Transfer-Encoding: chunked\r\n\r\n\r\n{}\r\n0\r\n\r\n", 0, 400},
    /* bad lengths */
    {"negative Content-Length", POST_START JSON_TYPE "Content-Length: -1\r\n\r\n{}", 0, 400},
    {"Content-Length not a number", POST_START JSON_TYPE "Content-Length: abc\r\n\r\n{}", 0, 400},
    {"Content-Length in exponent form", POST_START JSON_TYPE "Content-Length: 1e3\r\n\r\n{}", 0,
     400},
    {"Content-Length overflowing",
     POST_START JSON_TYPE "Content-Length: 99999999999999999999999\r\n\r\n{}", 0, 413},
    {"Content-Length with a sign", POST_START JSON_TYPE "Content-Length: +2\r\n\r\n{}", 0, 400},
    {"Content-Length in hex", POST_START JSON_TYPE "Content-Length: 0x2\r\n\r\n{}", 0, 400},
    {"Content-Length empty", POST_START JSON_TYPE "Content-Length: \r\n\r\n{}", 0, 400},
    {"Content-Length over the cap", POST_START JSON_TYPE "Content-Length: 65537\r\n\r\n{}", 0, 413},
    {"Content-Length of a gigabyte", POST_START JSON_TYPE "Content-Length: 1073741824\r\n\r\n{}", 0,
     413},
    {"Content-Length longer than the body", POST_START JSON_TYPE "Content-Length: 10\r\n\r\n{}", 0,
     0},
    {"body without a type", POST_START "Content-Length: 2\r\n\r\n{}", 0, 415},
    {"body in text/plain", POST_START "Content-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}", 0,
     415},
    /* broken request lines and headers */
    {"method alone", "GET\r\n\r\n", 0, 0},
    {"garbage line", "GARBAGE\r\n\r\n", 0, 0},
    {"binary junk", "\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n", 0, 0},
    {"HTTP/9.9", "GET /healthz HTTP/9.9\r\nHost: x\r\n\r\n", 0, 505},
    {"HTTP/0.9 request", "GET /healthz\r\n\r\n", 0, 400},
    {"empty lines only", "\r\n\r\n\r\n\r\n", 0, 0},
    {"header without a colon", "GET /healthz HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n", 0, 400},
    /* the target ends at the NUL: "/heal" is no resource */
    {"NUL in the request line", "GET /heal\0thz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
     54, 404},
    /* libmicrohttpd ends the value at the NUL: the header reads "a", harmless */
    {"NUL in a header",
     "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\nX-A: a\0b\r\n\r\n", 63, 200},
    {"NUL in the body", POST_START JSON_TYPE "Content-Length: 11\r\n\r\n{\"a\":\"\0\"}xx",
     sizeof(POST_START JSON_TYPE "Content-Length: 11\r\n\r\n{\"a\":\"\0\"}xx") - 1, 400},
    {"HTTP/1.1 without Host", "GET /healthz HTTP/1.1\r\n\r\n", 0, 400},
    {"two Host headers", "GET /healthz HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 0, 400},
    {"HTTP/1.0 without Host", "GET /healthz HTTP/1.0\r\n\r\n", 0, 200},
    {"absolute URI", "GET http://x/healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0,
     404},
    {"asterisk target", "OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 404},
    {"CONNECT", "CONNECT x:443 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 404},
    {"unknown method", "BREW /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 405},
    {"lower-case method", "get /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 405},
    {"encoded NUL in the path",
     "GET /v1/games/awa%00le HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 404},
    /* decoded before routing: the play route, which takes POST only */
    {"encoded slash in the id",
     "GET /v1/games/awale%2fplay HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 405},
    {"dot segments",
     "GET /v1/games/../../../etc/passwd HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", 0, 404},
    {"a pipelined pair still works",
     "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\nGET /healthz HTTP/1.1\r\nHost: x\r\nConnection: "
     "close\r\n\r\n",
     0, 200},
};

static void test_raw_malformed_requests_get_their_exact_answer(void **state)
{
    int failures = 0;
    (void)state;
    for (size_t i = 0; i < sizeof raw_cases / sizeof raw_cases[0]; i++) {
        const struct raw_case *c = &raw_cases[i];
        int oks;
        bool closed;
        size_t len = c->len ? c->len : strlen(c->req);
        int status = ht_raw(server.port, c->req, len, 3000, &oks, &closed);
        if (status != c->status || (status != 200 && (!closed || oks != 0))) {
            print_error("%s: want %d, got %d (%d successes, closed %d)\n", c->name, c->status,
                        status, oks, closed);
            failures++;
        }
        hostile_count++;
    }
    assert_int_equal(failures, 0);
}

/* A request of n bytes: a target of len characters, or n_headers headers. */
static char *big_request(size_t target_len, size_t n_headers, size_t header_len, size_t *n)
{
    size_t cap = target_len + n_headers * 32 + header_len + 256;
    char *r = malloc(cap);
    size_t used;
    assert_non_null(r);
    memcpy(r, "GET /", 5);
    used = 5;
    memset(r + used, 'a', target_len);
    used += target_len;
    used += (size_t)snprintf(r + used, cap - used, " HTTP/1.1\r\nHost: x\r\n");
    for (size_t i = 0; i < n_headers; i++)
        used += (size_t)snprintf(r + used, cap - used, "X-H%zu: v\r\n", i);
    if (header_len) {
        used += (size_t)snprintf(r + used, cap - used, "X-Big: ");
        memset(r + used, 'b', header_len);
        used += header_len;
        used += (size_t)snprintf(r + used, cap - used, "\r\n");
    }
    used += (size_t)snprintf(r + used, cap - used, "\r\n");
    *n = used;
    return r;
}

static void test_huge_urls_and_headers_are_refused(void **state)
{
    static const struct {
        size_t target, headers, header_len;
        int status;
    } cases[] = {
        {100 * 1000, 0, 0, 414}, {20 * 1000, 0, 0, 414}, {9 * 1024, 0, 0, 414},   {0, 2000, 0, 431},
        {0, 101, 0, 431},        {0, 0, 20 * 1000, 431}, {0, 0, 100 * 1000, 431},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        size_t n;
        int oks;
        bool closed;
        char *req = big_request(cases[i].target, cases[i].headers, cases[i].header_len, &n);
        int status = ht_raw(server.port, req, n, 3000, &oks, &closed);
        free(req);
        if (status != cases[i].status)
            fail_msg("case %zu: want %d, got %d", i, cases[i].status, status);
        hostile_count++;
    }
}

/* The JSON request answered by the server as rules_api_run (or arb_json_parse) would. */
static void assert_like_api(const char *cmd, const char *body, size_t len)
{
    char path[64];
    struct ht_resp r;
    cJSON *tree = NULL;
    struct arb_err err;
    snprintf(path, sizeof path, "/v1/games/awale/%s", cmd);
    ht_request(server.port, "POST", path, "application/json", body, len, NULL, &r);
    if (arb_json_parse(body, len, &tree, &err) < 0) {
        char code[32];
        ht_error_code(&r, code, sizeof code);
        if (r.status != 400 || strcmp(code, "bad_json") != 0)
            fail_msg("%.*s: want bad_json, got %ld %s", (int)len, body, r.status, r.body);
    } else {
        int status;
        char *copy = strndup(body, len);
        char *want = ht_expected("awale", cmd, copy, &status);
        if (r.status != status || strcmp(r.body, want) != 0)
            fail_msg("%s: want %d %s, got %ld %s", copy, status, want, r.status, r.body);
        cJSON_free(want);
        free(copy);
    }
    cJSON_Delete(tree);
    ht_resp_free(&r);
    hostile_count++;
}

static void test_every_truncation_of_a_request_is_bad_json(void **state)
{
    static const char req[] = PLAY_3;
    (void)state;
    for (size_t n = 1; n < sizeof req - 1; n++)
        assert_like_api("play", req, n);
}

static void test_hostile_json_is_answered_like_the_api(void **state)
{
    static const char *const bodies[] = {
        /* invalid UTF-8 in values and keys */
        "{\"move\":{\"pit\":\"\xc0\xaf\"}}",
        "{\"move\":\"\xed\xa0\x80\"}",
        "{\"x\":\"\x80\"}",
        "{\"x\":\"\xe2\x82\"}",
        "{\"x\":\"\xf8\x88\x80\x80\x80\"}",
        "{\"x\":\"\xff\"}",
        "{\"x\":\"\xfe\"}",
        "{\"x\":\"\xf4\x90\x80\x80\"}",
        "{\"\xc3\x28\":1}",
        "{\"x\":\"\\ud800\"}",
        /* numbers */
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":1e999}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":-1e999}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":123456789012345678901234567890}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":3.5}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":-3}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":0}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":7}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":NaN}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":0x3}}",
        "{\"position\":{\"pits\":[[1e308,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],"
        "\"to_move\":0},\"move\":{\"pit\":1}}",
        "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],"
        "\"to_move\":2},\"move\":{\"pit\":1}}",
        "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],"
        "\"to_move\":-1},\"move\":{\"pit\":1}}",
        "{\"position\":{\"pits\":[[1000001,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],"
        "\"to_move\":0},\"move\":{\"pit\":1}}",
        /* duplicate keys */
        "{\"position\":" AWALE_START ",\"position\":" AWALE_START ",\"move\":{\"pit\":3}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":3,\"pit\":4}}",
        "{\"position\":{\"pits\":[],\"pits\":[]},\"move\":{}}",
        /* wrong types */
        "{\"position\":\"x\",\"move\":{\"pit\":3}}",
        "{\"position\":1,\"move\":{\"pit\":3}}",
        "{\"position\":[],\"move\":{\"pit\":3}}",
        "{\"position\":null,\"move\":{\"pit\":3}}",
        "{\"position\":true,\"move\":{\"pit\":3}}",
        "{\"position\":{},\"move\":{\"pit\":3}}",
        "{\"position\":" AWALE_START ",\"move\":\"3\"}",
        "{\"position\":" AWALE_START ",\"move\":3}",
        "{\"position\":" AWALE_START ",\"move\":[]}",
        "{\"position\":" AWALE_START ",\"move\":null}",
        "{\"position\":" AWALE_START ",\"move\":{}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":\"3\"}}",
        "{\"position\":" AWALE_START ",\"move\":{\"resign\":\"yes\"}}",
        "{\"position\":" AWALE_START ",\"move\":{\"resign\":true}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":3},\"options\":[]}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":3},\"options\":\"x\"}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":3},\"options\":{\"x\":1}}",
        "{\"position\":" AWALE_START ",\"move\":{\"pit\":3},\"extra\":1}",
        "[]",
        "null",
        "3",
        "\"play\"",
        "true",
        "{}",
        /* strings and escapes */
        "{\"x\":\"\\u0000\"}",
        "{\"x\":\"\\uZZZZ\"}",
        "{\"x\":\"\\q\"}",
        "{\"x\":\"tab\there\"}",
        "{'x':1}",
        "{x:1}",
        "{\"x\":01}",
        "{\"x\":.5}",
        "{\"x\":1,}",
        "[1,]",
        "{\"x\" 1}",
        "{\"x\":[1 2]}",
        "/* c */{}",
        "{}//",
        "\xef\xbb",
        " ",
        "\t\n",
        "{\"x\":tru}",
        "{\"x\":nul}",
        "{\"x\":-}",
        "{\"x\":1e}",
    };
    static const char *const cmds[] = {"play", "validate", "moves", "replay", "start"};
    (void)state;
    for (size_t i = 0; i < sizeof bodies / sizeof bodies[0]; i++)
        assert_like_api(cmds[i % 5], bodies[i], strlen(bodies[i]));
    /* NUL bytes at every place of a short request */
    char nul[] = "{\"move\":{\"pit\":3}}";
    for (size_t i = 0; i < sizeof nul - 1; i += 2) {
        char c = nul[i];
        nul[i] = '\0';
        assert_like_api("play", nul, sizeof nul - 1);
        nul[i] = c;
    }
}

static void test_deep_nesting_is_bad_json(void **state)
{
    static const size_t depths[] = {65, 100, 1001, 10000, 30000};
    (void)state;
    for (size_t i = 0; i < sizeof depths / sizeof depths[0]; i++) {
        size_t n = depths[i], used = 0;
        char *b = malloc(6 * n + 2);
        assert_non_null(b);
        memset(b, '[', n);
        memset(b + n, ']', n);
        assert_like_api("play", b, 2 * n);
        if (6 * n + 1 > HTTP_MAX_BODY)
            goto next;
        for (size_t k = 0; k < n; k++, used += 5)
            memcpy(b + used, "{\"a\":", 5);
        b[used++] = '1';
        memset(b + used, '}', n);
        assert_like_api("moves", b, used + n);
    next:
        free(b);
    }
}

static void test_hostile_methods_paths_and_types_are_4xx(void **state)
{
    /* OPTIONS is a CORS preflight, answered 204 (test_http_integrator.c) */
    static const char *const methods[] = {"PUT", "DELETE", "PATCH", "TRACE", "FOO"};
    static const char *const paths[] = {"/healthz",
                                        "/metrics",
                                        "/v1/games",
                                        "/v1/games/awale",
                                        "/v1/games/awale/play",
                                        "/v1/games/kalah/replay"};
    static const struct {
        const char *path;
        int status;
    } odd[] = {
        {"/v1/games/%2e%2e/play", 405},
        {"/v1/games/AWALE", 404},
        {"/v1/games/awale/PLAY", 404},
        {"/%00", 404}, /* %00 is kept, not decoded: no path is cut at a NUL */
        {"/heal%74hz", 200},
        {"/v1/games/aw%61le", 200},
        {"/healthz%", 404},
        {"/healthz%zz", 404},
        {"/v1/games/awale?x=1", 200},
        {"/healthz?"
         "a=1&b=%ff",
         200},
        {"/v1/games/\xc3\x28", 404},
        {"/v1/games/a%20b", 404},
        {"/V1/GAMES", 404},
        {"/v1/games/awale/play/", 404},

        {"/v1/games;x=1", 404},
    };
    static const char *const types[] = {"text/plain",
                                        "application/xml",
                                        "multipart/form-data",
                                        "application/json; charset=iso-8859-1",
                                        "json",
                                        "application/json-patch+json",
                                        "*/*",
                                        ""};
    struct ht_resp r;
    char code[32];
    (void)state;
    for (size_t m = 0; m < sizeof methods / sizeof methods[0]; m++) {
        for (size_t p = 0; p < sizeof paths / sizeof paths[0]; p++) {
            ht_request(server.port, methods[m], paths[p], NULL, NULL, 0, NULL, &r);
            ht_error_code(&r, code, sizeof code);
            if (r.status != 405 || strcmp(code, "method_not_allowed") != 0)
                fail_msg("%s %s: %ld %s", methods[m], paths[p], r.status, r.body);
            ht_resp_free(&r);
            hostile_count++;
        }
    }
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        ht_get(server.port, odd[i].path, &r);
        if (r.status != odd[i].status)
            fail_msg("GET %s: %ld %s", odd[i].path, r.status, r.body);
        ht_resp_free(&r);
        hostile_count++;
    }
    char long_id[400] = "/v1/games/";
    memset(long_id + 10, 'z', 300);
    ht_get(server.port, long_id, &r);
    ht_error_code(&r, code, sizeof code);
    assert_string_equal(code, "unknown_game");
    ht_resp_free(&r);
    for (size_t i = 0; i < sizeof types / sizeof types[0]; i++) {
        ht_request(server.port, "POST", "/v1/games/awale/play", types[i], PLAY_3, strlen(PLAY_3),
                   NULL, &r);
        if (r.status != 415)
            fail_msg("type %s: %ld", types[i], r.status);
        ht_resp_free(&r);
        hostile_count++;
    }
}

/* Sends data a piece at a time, one every pause_ms. */
static void dribble(int fd, const char *data, size_t piece, int pause_ms)
{
    for (size_t off = 0, n = strlen(data); off < n; off += piece) {
        ht_send(fd, data + off, off + piece < n ? piece : n - off);
        nanosleep(&(struct timespec){pause_ms / 1000, (pause_ms % 1000) * 1000000L}, NULL);
    }
}

static void test_slow_clients_are_cut_off(void **state)
{
    char buf[4096];
    bool closed;
    (void)state;
    /* headers dribbled past the header deadline (1.5 s from the accept, whatever the pace):
     * cut, never answered */
    static const char slow[] = "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Request-Id: slow-head\r\n"
                               "X-Pad: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\r\n\r\n";
    int fd = ht_connect(server.port);
    struct timespec t0, t1;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    closed = false;
    for (size_t off = 0; off < sizeof slow - 1 && !closed; off += 2) {
        ht_send(fd, slow + off, 2);
        /* a byte every 100 ms: the idle timeout never fires, the deadline does */
        ht_read_all(fd, buf, sizeof buf, 100, &closed);
    }
    clock_gettime(CLOCK_MONOTONIC, &t1);
    close(fd);
    assert_true(closed);
    assert_int_equal(buf[0], '\0');
    long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
    print_message("slow head cut after %ld ms (deadline 1500 ms)\n", ms);
    assert_true(ms >= 1500 && ms < 2000);
    /* a body dribbled past the deadline: cut */
    static const char slow_head[] =
        POST_START JSON_TYPE "X-Request-Id: slow-body\r\nContent-Length: 40\r\n\r\n";
    fd = ht_connect(server.port);
    ht_send(fd, slow_head, strlen(slow_head));
    dribble(fd, "{\"options\":{}                          }", 1, 150);
    ht_read_all(fd, buf, sizeof buf, 3000, &closed);
    close(fd);
    assert_true(closed);
    assert_null(strstr(buf, "HTTP/1.1 200"));
    assert_true(ht_log_contains(&server, "\"request_id\":\"slow-body\"", "\"status\":408", NULL));
    /* a client that stops sending is dropped after the idle timeout */
    fd = ht_connect(server.port);
    ht_send(fd, "GET /healthz HTTP/1.1\r\nHo", 26);
    ht_read_all(fd, buf, sizeof buf, 4000, &closed);
    close(fd);
    assert_true(closed);
    hostile_count += 3;
}

static void test_slowloris_from_one_address_leaves_others_served(void **state)
{
    enum { SLOW = 80 };
    int fds[SLOW];
    char buf[1024];
    bool closed;
    struct ht_resp r;
    (void)state;
    for (int i = 0; i < SLOW; i++) {
        fds[i] = ht_connect_from("127.0.0.2", server.port);
        ht_send(fds[i], "GET /healthz HTTP/1.1\r\n", 24);
    }
    /* the others are served meanwhile */
    ht_get(server.port, "/healthz", &r);
    assert_int_equal(r.status, 200);
    ht_resp_free(&r);
    /* the connections past 64 from 127.0.0.2 are cut one second after their accept (they
     * would have been answered 503 had they sent a request); the first 64 at the header
     * deadline */
    nanosleep(&(struct timespec){1, 300000000}, NULL);
    int cut = 0;
    for (int i = 0; i < SLOW; i++) {
        ht_read_all(fds[i], buf, sizeof buf, 1, &closed);
        cut += closed;
    }
    assert_int_equal(cut, SLOW - 64);
    nanosleep(&(struct timespec){0, 500000000}, NULL);
    cut = 0;
    for (int i = 0; i < SLOW; i++) {
        ht_read_all(fds[i], buf, sizeof buf, 1, &closed);
        cut += closed;
        close(fds[i]);
    }
    assert_int_equal(cut, SLOW);
    hostile_count += SLOW;
}

static void test_the_server_is_healthy_after_the_corpus(void **state)
{
    struct ht_resp r;
    (void)state;
    assert_true(hostile_count >= 200);
    ht_get(server.port, "/healthz", &r);
    assert_int_equal(r.status, 200);
    ht_resp_free(&r);
    ht_get(server.port, "/metrics", &r);
    assert_null(strstr(r.body, "status=\"500\""));
    assert_null(strstr(r.body, "status=\"503\""));
    ht_resp_free(&r);
    print_message("%u hostile requests\n", hostile_count);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_raw_malformed_requests_get_their_exact_answer),
        cmocka_unit_test(test_huge_urls_and_headers_are_refused),
        cmocka_unit_test(test_every_truncation_of_a_request_is_bad_json),
        cmocka_unit_test(test_hostile_json_is_answered_like_the_api),
        cmocka_unit_test(test_deep_nesting_is_bad_json),
        cmocka_unit_test(test_hostile_methods_paths_and_types_are_4xx),
        cmocka_unit_test(test_slow_clients_are_cut_off),
        cmocka_unit_test(test_slowloris_from_one_address_leaves_others_served),
        cmocka_unit_test(test_the_server_is_healthy_after_the_corpus),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], setup, teardown);
}

/* test_http_limits.c — the limits that keep the server available, against the real server
 * over raw sockets bound to several loopback addresses: the per-address cap and the
 * connection limit answer a JSON 503 with Retry-After (not a reset), a trusted proxy's
 * clients are counted by X-Real-IP / X-Forwarded-For, the expensive routes have a token
 * bucket (429), a replay past its budget is a 413, a slow handler runs off the network thread,
 * an early 413 reaches a client still sending its body (lingering close). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <string.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "http_test.h"

#define GET_HEALTHZ "GET /healthz HTTP/1.1\r\nHost: x\r\n"

static void pause_ms(long ms)
{
    nanosleep(&(struct timespec){ms / 1000, (ms % 1000) * 1000000L}, NULL);
}

/* Sends req from src on a new connection; returns the status and copies the answer. */
static int exchange(const char *src, uint16_t port, const char *req, char *out, size_t cap)
{
    bool closed;
    int fd = ht_connect_from(src, port);
    ht_send(fd, req, strlen(req));
    ht_read_all(fd, out, cap, 1000, &closed);
    close(fd);
    return strncmp(out, "HTTP/1.1 ", 9) == 0 ? (int)strtol(out + 9, NULL, 10) : 0;
}

static void start(struct ht_server *s, unsigned max_connections, unsigned per_address,
                  const char *proxies)
{
    struct http_config cfg;
    http_config_default(&cfg);
    cfg.threads = 2;
    cfg.max_connections = max_connections;
    cfg.per_ip_connections = per_address;
    cfg.trusted_proxies = proxies;
    cfg.expensive_rate = 1;
    cfg.expensive_burst = 2;
    ht_start(s, &cfg);
}

static bool metric(uint16_t port, const char *line)
{
    struct ht_resp r;
    ht_get(port, "/metrics", &r);
    bool found = r.body && strstr(r.body, line);
    if (!found)
        print_error("no line « %s » in /metrics\n", line);
    ht_resp_free(&r);
    return found;
}

static void test_a_connection_over_the_per_address_cap_is_answered_503(void **state)
{
    struct ht_server s;
    char buf[4096];
    int held[4];
    (void)state;
    start(&s, 100, 4, NULL);
    for (int i = 0; i < 4; i++)
        held[i] = ht_connect_from("127.0.0.3", s.port);
    pause_ms(100);
    /* the fifth from the same address is told, not reset; X-Real-IP from an untrusted peer
     * changes nothing */
    int status =
        exchange("127.0.0.3", s.port, GET_HEALTHZ "X-Real-IP: 10.9.9.9\r\n\r\n", buf, sizeof buf);
    assert_int_equal(status, 503);
    assert_non_null(strstr(buf, "\r\nRetry-After: 1\r\n"));
    assert_non_null(strstr(buf, "\r\nConnection: close\r\n"));
    assert_non_null(strstr(buf, "\r\nContent-Type: application/json\r\n"));
    assert_non_null(strstr(buf, "{\"error\":{\"code\":\"overloaded\""));
    /* another address is served */
    assert_int_equal(exchange("127.0.0.4", s.port, GET_HEALTHZ "\r\n", buf, sizeof buf), 200);
    assert_true(metric(s.port, "arbitre_connections_refused_total{reason=\"per_address\"} 1\n"));
    assert_true(ht_log_contains(&s, "\"event\":\"refused\"", "\"reason\":\"per_address\"",
                                "\"client\":\"127.0.0.3\""));
    /* once one closes, the address may connect again */
    close(held[0]);
    pause_ms(100);
    assert_int_equal(exchange("127.0.0.3", s.port, GET_HEALTHZ "\r\n", buf, sizeof buf), 200);
    for (int i = 1; i < 4; i++)
        close(held[i]);
    ht_stop(&s);
}

static void test_a_connection_over_the_server_limit_is_answered_503(void **state)
{
    struct ht_server s;
    char buf[4096];
    int held[6];
    (void)state;
    start(&s, 6, 4, NULL);
    for (int i = 0; i < 6; i++)
        held[i] = ht_connect_from(i < 3 ? "127.0.0.5" : "127.0.0.6", s.port);
    pause_ms(100);
    assert_int_equal(exchange("127.0.0.7", s.port, GET_HEALTHZ "\r\n", buf, sizeof buf), 503);
    assert_non_null(strstr(buf, "{\"error\":{\"code\":\"overloaded\""));
    for (int i = 0; i < 6; i++)
        close(held[i]);
    pause_ms(100);
    assert_true(metric(s.port, "arbitre_connections_refused_total{reason=\"connections\"} 1\n"));
    ht_stop(&s);
}

/* Headers of a POST through the proxy for client, its body left half sent: the request
 * stays in flight. */
static int half_post(uint16_t port, const char *forward_header)
{
    char head[512];
    int fd = ht_connect_from("127.0.0.1", port);
    int n = snprintf(head, sizeof head,
                     "POST /v1/games/awale/play HTTP/1.1\r\nHost: x\r\n%s\r\n"
                     "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n",
                     forward_header, strlen(PLAY_3));
    ht_send(fd, head, (size_t)n);
    ht_send(fd, PLAY_3, 10);
    return fd;
}

static void test_a_trusted_proxy_counts_the_clients_it_forwards(void **state)
{
    struct ht_server s;
    char buf[4096];
    bool closed;
    (void)state;
    start(&s, 100, 2, "127.0.0.1,10.0.0.0/8");
    /* many connections from the proxy itself are not capped at 2 */
    int a = half_post(s.port, "X-Real-IP: 192.0.2.7");
    int b = half_post(s.port, "X-Forwarded-For: 192.0.2.7, 10.1.2.3");
    int idle[3];
    for (int i = 0; i < 3; i++)
        idle[i] = ht_connect_from("127.0.0.1", s.port);
    pause_ms(100);
    /* a third request in flight for 192.0.2.7 is over its cap, 192.0.2.8 is not */
    assert_int_equal(
        exchange("127.0.0.1", s.port, GET_HEALTHZ "X-Real-IP: 192.0.2.7\r\n\r\n", buf, sizeof buf),
        503);
    assert_non_null(strstr(buf, "\r\nRetry-After: 1\r\n"));
    assert_int_equal(
        exchange("127.0.0.1", s.port, GET_HEALTHZ "X-Real-IP: 192.0.2.8\r\n\r\n", buf, sizeof buf),
        200);
    /* the two requests in flight complete normally */
    ht_send(a, PLAY_3 + 10, strlen(PLAY_3) - 10);
    ht_send(b, PLAY_3 + 10, strlen(PLAY_3) - 10);
    ht_read_all(a, buf, sizeof buf, 500, &closed);
    assert_non_null(strstr(buf, "HTTP/1.1 200"));
    ht_read_all(b, buf, sizeof buf, 500, &closed);
    assert_non_null(strstr(buf, "HTTP/1.1 200"));
    /* and then 192.0.2.7 has room again */
    assert_int_equal(exchange("127.0.0.1", s.port, GET_HEALTHZ "X-Forwarded-For: 192.0.2.7\r\n\r\n",
                              buf, sizeof buf),
                     200);
    close(a);
    close(b);
    for (int i = 0; i < 3; i++)
        close(idle[i]);
    ht_stop(&s);
}

static void test_an_early_413_reaches_a_client_still_sending(void **state)
{
    struct ht_server s;
    char buf[4096];
    bool closed;
    (void)state;
    start(&s, 100, 8, NULL);
    for (int round = 0; round < 5; round++) {
        int fd = ht_connect(s.port);
        static const char head[] =
            "POST /v1/games/awale/play HTTP/1.1\r\nHost: x\r\n"
            "Content-Type: application/json\r\nContent-Length: 4000000\r\n\r\n";
        char *body = malloc(4000000);
        assert_non_null(body);
        memset(body, ' ', 4000000);
        ht_send(fd, head, sizeof head - 1);
        pause_ms(20); /* the answer is queued and the connection closing */
        ht_send(fd, body, 4000000);
        free(body);
        ht_read_all(fd, buf, sizeof buf, 2000, &closed);
        close(fd);
        assert_non_null(strstr(buf, "HTTP/1.1 413"));
        assert_non_null(strstr(buf, "\"code\":\"body_too_large\""));
    }
    assert_true(metric(s.port, "arbitre_connections_lingered_total 5\n"));
    ht_stop(&s);
}

static void test_expensive_routes_have_a_token_bucket_per_client(void **state)
{
    static const char svg[] =
        "/v1/games/awale/diagram.svg?position=%7B%22pits%22%3A%5B%5B4%2C4%2C4"
        "%2C4%2C4%2C4%5D%2C%5B4%2C4%2C4%2C4%2C4%2C4%5D%5D%2C%22stores%22%3A%5B0"
        "%2C0%5D%2C%22to_move%22%3A0%7D";
    struct ht_server s;
    struct ht_resp r;
    char code[32], retry[16];
    (void)state;
    start(&s, 100, 8, NULL); /* 1 a second, bursts of 2 */
    for (int i = 0; i < 2; i++) {
        ht_get(s.port, svg, &r);
        assert_int_equal(r.status, 200);
        ht_resp_free(&r);
    }
    ht_get(s.port, svg, &r);
    assert_int_equal(r.status, 429);
    ht_error_code(&r, code, sizeof code);
    assert_string_equal(code, "rate_limited");
    assert_true(ht_header(&r, "Retry-After", retry, sizeof retry));
    assert_string_equal(retry, "1");
    ht_resp_free(&r);
    /* cheap routes are not counted */
    ht_get(s.port, "/healthz", &r);
    assert_int_equal(r.status, 200);
    ht_resp_free(&r);
    /* a token comes back after a second */
    pause_ms(1100);
    ht_get(s.port, svg, &r);
    assert_int_equal(r.status, 200);
    ht_resp_free(&r);
    assert_true(metric(s.port, "arbitre_rate_limited_total 1\n"));
    ht_stop(&s);
}

static void test_a_replay_over_budget_is_413(void **state)
{
    struct ht_server s;
    struct ht_resp r;
    char code[32];
    (void)state;
    start(&s, 100, 8, NULL);
    size_t cap = 64 + 10 * 1001 + sizeof AWALE_START;
    char *body = malloc(cap);
    assert_non_null(body);
    size_t used = (size_t)snprintf(body, cap, "{\"position\":%s,\"moves\":[", AWALE_START);
    for (int i = 0; i < 1001; i++)
        used += (size_t)snprintf(body + used, cap - used, "%s{\"pit\":1}", i ? "," : "");
    snprintf(body + used, cap - used, "]}");
    ht_post(s.port, "/v1/games/awale/replay", body, &r);
    free(body);
    assert_int_equal(r.status, 413);
    ht_error_code(&r, code, sizeof code);
    assert_string_equal(code, "over_budget");
    assert_non_null(strstr(r.body, "\"field\":\"moves\""));
    ht_resp_free(&r);
    ht_stop(&s);
}

/* A handler that takes 400 ms, on a slow route, and a fast one. */
static int slow_handler(struct http_ctx *ctx, const struct http_request *req,
                        struct http_response *resp, struct arb_err *err)
{
    static char body[] = "{\"slow\":true}";
    (void)ctx;
    (void)req;
    (void)err;
    pause_ms(400);
    *resp = (struct http_response){
        .status = 200, .type = "application/json", .body = body, .len = sizeof body - 1};
    return 0;
}

static int fast_handler(struct http_ctx *ctx, const struct http_request *req,
                        struct http_response *resp, struct arb_err *err)
{
    static char body[] = "{\"fast\":true}";
    (void)ctx;
    (void)req;
    (void)err;
    *resp = (struct http_response){
        .status = 200, .type = "application/json", .body = body, .len = sizeof body - 1};
    return 0;
}

static void test_a_slow_request_does_not_stall_its_network_thread(void **state)
{
    static const struct http_route routes[] = {
        {"GET", "/slow", slow_handler, 0, HTTP_ROUTE_SLOW},
        {"GET", "/fast", fast_handler, 0, 0},
    };
    struct http_config cfg;
    struct ht_server s;
    char buf[2048];
    bool closed;
    struct timespec t0, t1;
    (void)state;
    http_config_default(&cfg);
    cfg.threads = 1; /* one network thread: every connection shares it */
    cfg.routes = routes;
    cfg.nroutes = 2;
    ht_start(&s, &cfg);
    int slow = ht_connect(s.port);
    static const char get_slow[] = "GET /slow HTTP/1.1\r\nHost: x\r\n\r\n";
    ht_send(slow, get_slow, sizeof get_slow - 1);
    pause_ms(50);
    clock_gettime(CLOCK_MONOTONIC, &t0);
    for (int i = 0; i < 5; i++)
        assert_int_equal(exchange("127.0.0.1", s.port,
                                  "GET /fast HTTP/1.1\r\nHost: x\r\n"
                                  "Connection: close\r\n\r\n",
                                  buf, sizeof buf),
                         200);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    long ms = (t1.tv_sec - t0.tv_sec) * 1000 + (t1.tv_nsec - t0.tv_nsec) / 1000000;
    print_message("5 fast requests beside a 400 ms one: %ld ms\n", ms);
    assert_true(ms < 300);
    ht_read_all(slow, buf, sizeof buf, 1000, &closed);
    assert_non_null(strstr(buf, "{\"slow\":true}"));
    close(slow);
    ht_stop(&s);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_connection_over_the_per_address_cap_is_answered_503),
        cmocka_unit_test(test_a_connection_over_the_server_limit_is_answered_503),
        cmocka_unit_test(test_a_trusted_proxy_counts_the_clients_it_forwards),
        cmocka_unit_test(test_an_early_413_reaches_a_client_still_sending),
        cmocka_unit_test(test_expensive_routes_have_a_token_bucket_per_client),
        cmocka_unit_test(test_a_replay_over_budget_is_413),
        cmocka_unit_test(test_a_slow_request_does_not_stall_its_network_thread),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], NULL, NULL);
}

/* test_http_limits.c — the limits that keep the server available, against the real server
 * over raw sockets bound to several loopback addresses: the per-address cap and the
 * connection limit answer a JSON 503 with Retry-After (not a reset), a trusted proxy's
 * clients are counted by X-Real-IP / X-Forwarded-For, the expensive routes have a token
 * bucket (429), an early 413 reaches a client still sending its body (lingering close). */
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

/* A socket from src to the server. */
static int connect_from(const char *src, uint16_t port)
{
    struct sockaddr_in a = {.sin_family = AF_INET};
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    inet_pton(AF_INET, src, &a.sin_addr);
    assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
    a.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

/* Sends req from src on a new connection; returns the status and copies the answer. */
static int exchange(const char *src, uint16_t port, const char *req, char *out, size_t cap)
{
    bool closed;
    int fd = connect_from(src, port);
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
        held[i] = connect_from("127.0.0.3", s.port);
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
        held[i] = connect_from(i < 3 ? "127.0.0.5" : "127.0.0.6", s.port);
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
    int fd = connect_from("127.0.0.1", port);
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
        idle[i] = connect_from("127.0.0.1", s.port);
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

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_connection_over_the_per_address_cap_is_answered_503),
        cmocka_unit_test(test_a_connection_over_the_server_limit_is_answered_503),
        cmocka_unit_test(test_a_trusted_proxy_counts_the_clients_it_forwards),
        cmocka_unit_test(test_an_early_413_reaches_a_client_still_sending),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], NULL, NULL);
}

/* test_http_stop.c — the server under concurrent clients, and its graceful stop: `serve`
 * (http_serve, in a child process) gets SIGTERM while a request is half received; the
 * request completes with Connection: close, an idle keep-alive connection and one half-way
 * through its head are still answered during the grace, new connections are refused, exit
 * status 0. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <curl/curl.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "arb_json.h"
#include "http_test.h"

static void pause_ms(long ms)
{
    nanosleep(&(struct timespec){ms / 1000, (ms % 1000) * 1000000L}, NULL);
}

/* Reads the child's log until the "listening" line; returns the port. */
static uint16_t read_port(int fd)
{
    char line[512];
    size_t used = 0;
    while (used < sizeof line - 1) {
        ssize_t r = read(fd, line + used, 1);
        assert_int_equal(r, 1);
        if (line[used++] == '\n')
            break;
    }
    line[used] = '\0';
    assert_non_null(strstr(line, "\"event\":\"listening\""));
    const char *p = strstr(line, "\"port\":");
    assert_non_null(p);
    return (uint16_t)strtol(p + 7, NULL, 10);
}

/* Reads the child's log line by line until one contains needle (fails after 5 s). */
static void wait_for_line(int fd, const char *needle)
{
    char line[1024];
    size_t used = 0;
    for (int i = 0; i < 5000; i++) {
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, 1) <= 0)
            continue;
        if (read(fd, line + used, 1) != 1)
            break;
        if (line[used] == '\n' || used == sizeof line - 2) {
            line[used + 1] = '\0';
            if (strstr(line, needle))
                return;
            used = 0;
        } else {
            used++;
        }
    }
    fail_msg("no log line with %s", needle);
}

static void test_sigterm_finishes_in_flight_requests_and_exits_0(void **state)
{
    int logp[2];
    char buf[8192];
    bool closed;
    int status;
    (void)state;
    assert_int_equal(pipe(logp), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        struct http_config cfg;
        struct arb_err err;
        close(logp[0]);
        http_config_default(&cfg);
        cfg.port = 0;
        cfg.threads = 2;
        cfg.log_fd = logp[1];
        _exit(http_serve(&cfg, &err) == 0 ? 0 : 1);
    }
    close(logp[1]);
    uint16_t port = read_port(logp[0]);

    /* an idle keep-alive connection, and a request whose body is half sent */
    int idle = ht_connect(port);
    ht_send(idle, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", 34);
    ht_read_all(idle, buf, sizeof buf, 300, &closed);
    assert_non_null(strstr(buf, "HTTP/1.1 200"));
    assert_false(closed);
    int busy = ht_connect(port);
    char head[256];
    int n = snprintf(head, sizeof head,
                     "POST /v1/games/awale/play HTTP/1.1\r\nHost: x\r\n"
                     "Content-Type: application/json\r\nContent-Length: %zu\r\n\r\n",
                     strlen(PLAY_3));
    ht_send(busy, head, (size_t)n);
    ht_send(busy, PLAY_3, 10);
    pause_ms(200);

    int mid = ht_connect(port);
    ht_send(mid, "GET /healthz HTTP/1.1\r\nHo", 25);
    pause_ms(50);

    uint64_t t0 = (uint64_t)time(NULL);
    assert_int_equal(kill(pid, SIGTERM), 0);
    /* during the grace, the idle keep-alive connection's next request is answered, told to
     * close, and so is the request whose head was half sent (sent once the server has logged
     * the signal: from then on it answers with Connection: close) */
    wait_for_line(logp[0], "\"event\":\"sigterm\"");
    pause_ms(50);
    ht_send(idle, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", 34);
    ht_read_all(idle, buf, sizeof buf, 1000, &closed);
    assert_non_null(strstr(buf, "HTTP/1.1 200"));
    assert_non_null(strstr(buf, "Connection: close"));
    assert_true(closed);
    ht_send(mid, "st: x\r\n\r\n", 10);
    ht_read_all(mid, buf, sizeof buf, 1000, &closed);
    assert_non_null(strstr(buf, "HTTP/1.1 200"));
    assert_non_null(strstr(buf, "Connection: close"));
    close(mid);
    pause_ms(100);
    /* no longer accepting */
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port)};
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    int late = socket(AF_INET, SOCK_STREAM, 0);
    assert_int_equal(connect(late, (struct sockaddr *)&a, sizeof a), -1);
    assert_int_equal(errno, ECONNREFUSED);
    close(late);
    /* the in-flight request completes, told to close */
    ht_send(busy, PLAY_3 + 10, strlen(PLAY_3) - 10);
    ht_read_all(busy, buf, sizeof buf, 3000, &closed);
    assert_non_null(strstr(buf, "HTTP/1.1 200"));
    assert_non_null(strstr(buf, "Connection: close"));
    int want_status;
    char *want = ht_expected("awale", "play", PLAY_3, &want_status);
    assert_non_null(strstr(buf, want));
    cJSON_free(want);
    assert_true(closed);
    close(busy);
    assert_int_equal(waitpid(pid, &status, 0), pid);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 0);
    assert_true((uint64_t)time(NULL) - t0 <= 5); /* the drain cap is 10 s */
    close(idle);
    /* the rest of the log (after the signal, read above): the play, the stop */
    size_t used = 0;
    ssize_t r;
    while (used < sizeof buf - 1 && (r = read(logp[0], buf + used, sizeof buf - 1 - used)) > 0)
        used += (size_t)r;
    buf[used] = '\0';
    close(logp[0]);
    assert_non_null(strstr(buf,
                           "\"path\":\"/v1/games/awale/play\",\"route\":\"/v1/games/{id}/play\","
                           "\"status\":200"));
    assert_non_null(strstr(buf, "\"event\":\"stopped\""));
}

struct worker {
    uint16_t port;
    int rounds;
    const char *play_body; /* expected bytes */
    int ok;
};

static void *worker_run(void *arg)
{
    struct worker *w = arg;
    for (int i = 0; i < w->rounds; i++) {
        struct ht_resp r;
        ht_post(w->port, "/v1/games/awale/play", PLAY_3, &r);
        w->ok += r.status == 200 && strcmp(r.body, w->play_body) == 0;
        ht_resp_free(&r);
        ht_get(w->port, "/healthz", &r);
        w->ok += r.status == 200;
        ht_resp_free(&r);
    }
    return NULL;
}

static void test_concurrent_clients_all_get_their_answer(void **state)
{
    enum { THREADS = 8, ROUNDS = 40 };
    struct ht_server s;
    struct worker w[THREADS];
    pthread_t t[THREADS];
    int status;
    struct ht_resp r;
    (void)state;
    char *want = ht_expected("awale", "play", PLAY_3, &status);
    ht_start(&s, NULL);
    for (int i = 0; i < THREADS; i++) {
        w[i] = (struct worker){s.port, ROUNDS, want, 0};
        assert_int_equal(pthread_create(&t[i], NULL, worker_run, &w[i]), 0);
    }
    for (int i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        assert_int_equal(w[i].ok, 2 * ROUNDS);
    }
    /* a request is counted once libmicrohttpd reports it sent, which may come just after
     * the client read it: look again for up to a second */
    char lines[3][256];
    snprintf(lines[0], sizeof lines[0],
             "arbitre_http_requests_total{method=\"POST\",route=\"/v1/games/{id}/play\","
             "status=\"200\"} %d\n",
             THREADS * ROUNDS);
    snprintf(lines[1], sizeof lines[1],
             "arbitre_http_request_duration_seconds_count{route=\"/v1/games/{id}/play\","
             "status_class=\"2xx\"} %d\n",
             THREADS * ROUNDS);
    snprintf(lines[2], sizeof lines[2],
             "arbitre_http_request_duration_seconds_count{route=\"/healthz\","
             "status_class=\"2xx\"} %d\n",
             THREADS * ROUNDS);
    bool all = false;
    for (int tries = 0; tries < 50 && !all; tries++) {
        if (tries) {
            ht_resp_free(&r);
            pause_ms(20);
        }
        ht_get(s.port, "/metrics", &r);
        all = strstr(r.body, lines[0]) && strstr(r.body, lines[1]) && strstr(r.body, lines[2]);
    }
    assert_true(all);
    ht_resp_free(&r);
    cJSON_free(want);
    ht_stop(&s);
}

int main(void)
{
    /* the fork comes first, while this process has no other thread */
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_sigterm_finishes_in_flight_requests_and_exits_0),
        cmocka_unit_test(test_concurrent_clients_all_get_their_answer),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], NULL, NULL);
}

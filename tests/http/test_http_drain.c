/* test_http_drain.c — the graceful stop under load, at the connection limit, many times over:
 * 24 clients on raw sockets connect, ask and reconnect as fast as they can while the server
 * (8 network threads, a limit of 8 connections, libmicrohttpd's own 3 a thread, so the
 * threads keep reaching theirs) is stopped. The process must not abort (libmicrohttpd's
 * MHD_quiesce_daemon raced the threads taking the listening socket in and out of their epoll sets
 * and panicked: « Failed to remove listen FD from epoll set »), no request may be left in flight,
 * no answer may arrive cut, and every answer the server logged as sent must have reached its client
 * whole.
 *
 * The race lasts a system call, too short to be met by load alone in a bounded time, so the
 * test widens it as a loaded machine would: this binary's epoll_ctl (found before libc's)
 * waits 0.1 or 0.4 ms, in turn, before removing a listening socket from an epoll set. */
#define _GNU_SOURCE /* RTLD_NEXT */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <dlfcn.h>
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "http_test.h"

enum { CLIENTS = 24, ROUNDS = 20, ROUNDS_MS = 15000, LOAD_MS = 30 };

static const char get_healthz[] = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";

struct tally {
    atomic_uint whole;      /* answers read to the end of their Content-Length */
    atomic_uint cut;        /* an answer that stopped half way: lost */
    atomic_uint stalled;    /* no byte and no close for a second */
    atomic_uint unanswered; /* closed (or refused) before any byte: never acknowledged */
};

struct load {
    uint16_t port;
    atomic_bool stop;
    struct tally t;
};

static int (*real_epoll_ctl)(int, int, int, struct epoll_event *);

int epoll_ctl(int epfd, int op, int fd, struct epoll_event *ev)
{
    static atomic_uint turn;
    int listening = 0;
    socklen_t len = sizeof listening;
    if (op == EPOLL_CTL_DEL && getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &len) == 0 &&
        listening) {
        long us = atomic_fetch_add(&turn, 1) % 2 ? 100 : 400;
        nanosleep(&(struct timespec){0, us * 1000}, NULL);
    }
    return real_epoll_ctl(epfd, op, fd, ev);
}

static uint64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000u + (uint64_t)ts.tv_nsec / 1000000u;
}

/* Reads one answer on fd: 1 whole (*close set from its Connection header), 0 closed before
 * any byte, -1 cut, -2 stalled. */
static int read_answer(int fd, bool *close_after)
{
    char buf[4096];
    size_t used = 0;
    for (;;) {
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, 1000) <= 0)
            return -2;
        ssize_t r = recv(fd, buf + used, sizeof buf - 1 - used, 0);
        if (r <= 0)
            return used ? -1 : 0;
        used += (size_t)r;
        buf[used] = '\0';
        char *end = strstr(buf, "\r\n\r\n");
        char *len = strstr(buf, "Content-Length: ");
        if (!end || !len || len > end)
            continue;
        size_t want = (size_t)(end + 4 - buf) + strtoul(len + 16, NULL, 10);
        if (used >= want) {
            *close_after = strstr(buf, "Connection: close") != NULL;
            return 1;
        }
    }
}

/* A client: connect, three requests on the connection (fewer when told to close), again,
 * until told to stop. */
static void *client(void *arg)
{
    struct load *l = arg;
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(l->port)};
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    while (!atomic_load(&l->stop)) {
        int fd = socket(AF_INET, SOCK_STREAM, 0);
        if (fd < 0)
            break;
        if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0) {
            atomic_fetch_add(&l->t.unanswered, 1);
            close(fd);
            nanosleep(&(struct timespec){0, 1000000}, NULL);
            continue;
        }
        for (int i = 0; i < 3; i++) {
            bool close_after = false;
            if (send(fd, get_healthz, sizeof get_healthz - 1, MSG_NOSIGNAL) < 0) {
                atomic_fetch_add(&l->t.unanswered, 1);
                break;
            }
            int got = read_answer(fd, &close_after);
            atomic_fetch_add(got == 1    ? &l->t.whole
                             : got == 0  ? &l->t.unanswered
                             : got == -1 ? &l->t.cut
                                         : &l->t.stalled,
                             1);
            if (got != 1 || close_after)
                break;
        }
        close(fd);
    }
    return NULL;
}

/* The request lines of the log that say an answer was sent (status other than 0). */
static unsigned logged_answers(int fd)
{
    static char text[1 << 22];
    ssize_t n = pread(fd, text, sizeof text - 1, 0);
    unsigned count = 0;
    if (n <= 0)
        return 0;
    text[n] = '\0';
    for (char *line = text; (line = strstr(line, "\"status\":")); line++)
        if (strncmp(line + 9, "0,", 2) != 0 && strncmp(line + 9, "0}", 2) != 0)
            count++;
    return count;
}

static void
test_stopping_at_the_connection_limit_under_load_never_aborts_nor_loses_an_answer(void **state)
{
    struct http_config cfg;
    unsigned rounds = 0, whole = 0, unanswered = 0;
    (void)state;
    http_config_default(&cfg);
    cfg.threads = 8;
    cfg.max_connections = 8; /* past 8 a 503; libmicrohttpd's own limit is 25, 3 a thread */
    cfg.grace_ms = 50;
    cfg.drain_ms = 3000;
    uint64_t t0 = now_ms();
    while (rounds < ROUNDS && now_ms() - t0 < ROUNDS_MS) {
        struct ht_server s;
        struct load l = {.stop = false};
        pthread_t th[CLIENTS];
        ht_start(&s, &cfg);
        l.port = s.port;
        for (int i = 0; i < CLIENTS; i++)
            assert_int_equal(pthread_create(&th[i], NULL, client, &l), 0);
        nanosleep(&(struct timespec){0, LOAD_MS * 1000000L}, NULL);
        int log_fd = dup(s.log_fd); /* ht_stop closes its own */
        ht_stop(&s);                /* nothing left in flight, and no abort on the way */
        atomic_store(&l.stop, true);
        for (int i = 0; i < CLIENTS; i++)
            pthread_join(th[i], NULL);
        assert_int_equal(atomic_load(&l.t.cut), 0);
        assert_int_equal(atomic_load(&l.t.stalled), 0);
        /* each answer the server sent reached its client whole */
        assert_int_equal(logged_answers(log_fd), atomic_load(&l.t.whole));
        close(log_fd);
        whole += atomic_load(&l.t.whole);
        unanswered += atomic_load(&l.t.unanswered);
        rounds++;
    }
    print_message("%u stops under load in %llu ms: %u answers whole, %u connections refused or "
                  "closed unanswered\n",
                  rounds, (unsigned long long)(now_ms() - t0), whole, unanswered);
    assert_true(rounds >= 10);
    assert_true(whole > rounds);
}

int main(void)
{
    real_epoll_ctl = (int (*)(int, int, int, struct epoll_event *))dlsym(RTLD_NEXT, "epoll_ctl");
    if (!real_epoll_ctl)
        return 1;
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(
            test_stopping_at_the_connection_limit_under_load_never_aborts_nor_loses_an_answer),
    };
    return ht_run(tests, sizeof tests / sizeof tests[0], NULL, NULL);
}

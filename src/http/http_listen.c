/* http_listen.c — the listening socket and the one thread that accepts on it, handing every
 * connection to libmicrohttpd (MHD_add_connection; the daemon runs with
 * MHD_USE_NO_LISTEN_SOCKET).
 *
 * Why not let libmicrohttpd listen: its graceful stop, MHD_quiesce_daemon, removes the
 * listening socket from each network thread's epoll set from the caller's thread while those
 * threads add and remove it themselves at their connection limit, unlocked; the loser's
 * epoll_ctl fails and the library aborts the process (« Failed to remove listen FD from epoll
 * set », 0.9.75 and later). Here no network thread ever sees the listening socket, so
 * stopping to accept is ours alone: the acceptor is woken through a pipe, takes what the
 * kernel already queued (those clients were told "connected": they are served), and the
 * socket is closed, so a new connection is refused at once (a proxy retries it elsewhere).
 *
 * libmicrohttpd 0.9.75 deadlocks a network thread when a connection added this way meets
 * that thread's connection limit (its firm check under cleanup_connection_mutex returns
 * without unlocking it; seen here with 6 connections added at once to a pool of 2 limited to
 * 4). So the daemon's limit is set out of reach (HTTP_LISTEN_SLACK over ours on every thread)
 * and the acceptor keeps the connections the daemon holds under cap itself, closing the
 * ones past it at once as libmicrohttpd did at its own limit.
 *
 * Invariant: the listening socket is open exactly while the acceptor may run; after
 * http_listener_stop no thread of this file touches the daemon; the daemon holds at most
 * cap connections (plus the few a race between two reads of the guard may let in). */
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "http_guard.h"

/* Connections taken per wake-up before the stop pipe is looked at again. */
enum { HTTP_ACCEPT_BATCH = 64 };

struct http_listener {
    int fd;      /* the listening socket, -1 once closed */
    int wake[2]; /* the stop pipe: a byte written to [1] ends the acceptor */
    uint16_t port;
    atomic_ulong handed; /* connections MHD_add_connection took */
    unsigned long cap;   /* the most the daemon may hold */
    unsigned backlog;    /* the listen queue's length: the most the last pass takes */
    bool running;        /* the acceptor thread exists (joined by http_listener_stop) */
    pthread_t thread;
    struct MHD_Daemon *daemon;      /* borrowed */
    const struct http_guard *guard; /* borrowed: the connections started and open */
};

int http_listener_open(const struct sockaddr_storage *addr, int backlog, struct http_listener **out)
{
    struct http_listener *l = calloc(1, sizeof *l);
    struct sockaddr_storage bound;
    socklen_t len =
        addr->ss_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in);
    int on = 1;
    if (!l)
        return -ARB_ERR_NOMEM;
    l->wake[0] = l->wake[1] = -1;
    atomic_init(&l->handed, 0);
    l->fd = socket(addr->ss_family, SOCK_STREAM, 0);
    if (l->fd < 0)
        goto out_fail;
    /* as libmicrohttpd did: a restart binds again past TIME_WAIT, IPv6 stays IPv6 only */
    setsockopt(l->fd, SOL_SOCKET, SO_REUSEADDR, &on, sizeof on);
    if (addr->ss_family == AF_INET6)
        setsockopt(l->fd, IPPROTO_IPV6, IPV6_V6ONLY, &on, sizeof on);
    if (bind(l->fd, (const struct sockaddr *)addr, len) != 0 || listen(l->fd, backlog) != 0)
        goto out_fail;
    l->backlog = backlog > 0 ? (unsigned)backlog : 1;
    len = sizeof bound;
    if (getsockname(l->fd, (struct sockaddr *)&bound, &len) != 0 || pipe(l->wake) != 0)
        goto out_fail;
    l->port = ntohs(bound.ss_family == AF_INET6 ? ((struct sockaddr_in6 *)&bound)->sin6_port
                                                : ((struct sockaddr_in *)&bound)->sin_port);
    if (fcntl(l->fd, F_SETFD, FD_CLOEXEC) != 0 ||
        fcntl(l->fd, F_SETFL, fcntl(l->fd, F_GETFL) | O_NONBLOCK) != 0)
        goto out_fail;
    *out = l;
    return 0;
out_fail:
    on = errno;
    http_listener_free(l);
    errno = on;
    return -ARB_ERR_IO;
}

uint16_t http_listener_port(const struct http_listener *l)
{
    return l->port;
}

unsigned long http_listener_handed(const struct http_listener *l)
{
    return atomic_load_explicit(&l->handed, memory_order_relaxed);
}

/* Takes up to max queued connections and hands each to the daemon, which closes it when it
 * refuses it. */
static void http_listener_accept(struct http_listener *l, unsigned max)
{
    for (unsigned n = 0; n < max; n++) {
        struct sockaddr_storage peer;
        socklen_t len = sizeof peer;
        int fd = accept(l->fd, (struct sockaddr *)&peer, &len);
        if (fd < 0 && (errno == EINTR || errno == ECONNABORTED))
            continue;
        if (fd < 0 && (errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM))
            /* out of descriptors: let closing connections give some back, do not spin */
            nanosleep(&(struct timespec){0, 10000000}, NULL);
        if (fd < 0)
            return;
        /* held: handed over, less those started since, plus those started and still open */
        unsigned long started = http_guard_accepted(l->guard);
        atomic_thread_fence(memory_order_acquire);
        unsigned long held = atomic_load_explicit(&l->handed, memory_order_relaxed) - started +
                             http_guard_open(l->guard);
        if (held >= l->cap) {
            close(fd);
            continue;
        }
        fcntl(fd, F_SETFD, FD_CLOEXEC);
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
        if (MHD_add_connection(l->daemon, fd, (const struct sockaddr *)&peer, len) == MHD_YES)
            atomic_fetch_add_explicit(&l->handed, 1, memory_order_relaxed);
    }
}

static void *http_listener_run(void *arg)
{
    struct http_listener *l = arg;
    struct pollfd p[2] = {{.fd = l->fd, .events = POLLIN}, {.fd = l->wake[0], .events = POLLIN}};
    for (;;) {
        if (poll(p, 2, -1) < 0) {
            if (errno != EINTR) /* out of memory for a moment: try again, slowly */
                nanosleep(&(struct timespec){0, 10000000}, NULL);
            continue;
        }
        if (p[1].revents)
            break;
        if (p[0].revents)
            http_listener_accept(l, HTTP_ACCEPT_BATCH);
    }
    /* told to stop: the clients the kernel already accepted are served, not reset (at most a
     * queue's worth, so a flood cannot hold the stop) */
    http_listener_accept(l, l->backlog);
    return NULL;
}

int http_listener_start(struct http_listener *l, struct MHD_Daemon *daemon,
                        const struct http_guard *guard, unsigned long cap)
{
    l->daemon = daemon;
    l->guard = guard;
    l->cap = cap;
    if (pthread_create(&l->thread, NULL, http_listener_run, l) != 0)
        return -ARB_ERR_NOMEM;
    l->running = true;
    return 0;
}

void http_listener_stop(struct http_listener *l)
{
    if (!l)
        return;
    if (l->running) {
        ssize_t w;
        do
            w = write(l->wake[1], "", 1);
        while (w < 0 && errno == EINTR);
        pthread_join(l->thread, NULL);
        l->running = false;
    }
    if (l->fd >= 0)
        close(l->fd);
    l->fd = -1;
}

void http_listener_free(struct http_listener *l)
{
    if (!l)
        return;
    http_listener_stop(l);
    for (int i = 0; i < 2; i++)
        if (l->wake[i] >= 0)
            close(l->wake[i]);
    free(l);
}

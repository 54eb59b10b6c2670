/* http_log.c — the structured log (one JSON line per request), its queue, request ids, and the
 * lines they are built in (arb_buf of src/core).
 *
 * Lines are appended whole to the queue's buffer under its lock and written by one writer
 * thread, so lines never interleave and a log reader that stalls only fills the buffer: past
 * its capacity lines are dropped and counted (arbitre_log_dropped_total), serving never waits
 * on the log. Lines lost to a failed write (EPIPE, a closed reader) are counted the same. */
#include <errno.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "http_guard.h"

static bool http_id_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
           c == '_' || c == ':' || c == '-';
}

/* splitmix64: spreads a counter over 64 bits so ids do not look sequential. */
static uint64_t http_mix(uint64_t x)
{
    x += 0x9e3779b97f4a7c15u;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9u;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebu;
    return x ^ (x >> 31);
}

void http_request_id(const char *given, char out[HTTP_REQUEST_ID_MAX + 1])
{
    static atomic_ullong counter;
    static atomic_ullong seed;
    size_t n = 0;
    if (given) {
        while (n <= HTTP_REQUEST_ID_MAX && given[n] && http_id_char(given[n]))
            n++;
        if (n > 0 && n <= HTTP_REQUEST_ID_MAX && given[n] == '\0') {
            memcpy(out, given, n + 1);
            return;
        }
    }
    uint64_t s = atomic_load_explicit(&seed, memory_order_relaxed);
    if (s == 0) {
        if (getrandom(&s, sizeof s, GRND_NONBLOCK) != (ssize_t)sizeof s)
            s = arb_now_ns() ^ (uint64_t)getpid();
        s |= 1;
        atomic_store_explicit(&seed, s, memory_order_relaxed);
    }
    uint64_t v = http_mix(s ^ atomic_fetch_add_explicit(&counter, 1, memory_order_relaxed));
    snprintf(out, HTTP_REQUEST_ID_MAX + 1, "%016llx", (unsigned long long)v);
}

static void http_log_ts(struct arb_buf *b)
{
    uint64_t wall = arb_wall_ns();
    time_t sec = (time_t)(wall / 1000000000u);
    struct tm tm;
    char when[32];
    gmtime_r(&sec, &tm);
    strftime(when, sizeof when, "%Y-%m-%dT%H:%M:%S", &tm);
    arb_buf_printf(b, "{\"ts\":\"%s.%03ldZ\"", when, (long)(wall % 1000000000u / 1000000u));
}

struct http_logq {
    int fd;
    size_t cap;
    pthread_mutex_t lock;
    pthread_cond_t wake, idle;
    struct arb_buf fill; /* lines waiting for the writer */
    bool writing, stopping;
    pthread_t writer;
    atomic_ulong written, dropped;
};

static unsigned long http_count_lines(const char *s, size_t n)
{
    unsigned long lines = 0;
    for (const char *p = s; (p = memchr(p, '\n', n - (size_t)(p - s))) != NULL; p++)
        lines++;
    return lines;
}

static void *http_logq_run(void *arg)
{
    struct http_logq *q = arg;
    struct arb_buf out = {0};
    pthread_mutex_lock(&q->lock);
    for (;;) {
        while (!q->fill.len && !q->stopping)
            pthread_cond_wait(&q->wake, &q->lock);
        if (!q->fill.len)
            break;
        struct arb_buf full = q->fill;
        q->fill = out; /* the emptied buffer goes back to the producers */
        q->fill.len = 0;
        q->writing = true;
        pthread_mutex_unlock(&q->lock);
        size_t off = 0;
        while (off < full.len) {
            ssize_t w = write(q->fd, full.data + off, full.len - off);
            if (w < 0 && errno == EINTR)
                continue;
            if (w <= 0)
                break;
            off += (size_t)w;
        }
        unsigned long lines = http_count_lines(full.data, full.len);
        unsigned long lost = off < full.len ? http_count_lines(full.data + off, full.len - off) : 0;
        atomic_fetch_add_explicit(&q->written, lines - lost, memory_order_relaxed);
        atomic_fetch_add_explicit(&q->dropped, lost, memory_order_relaxed);
        out = full;
        pthread_mutex_lock(&q->lock);
        q->writing = false;
        pthread_cond_broadcast(&q->idle);
    }
    pthread_mutex_unlock(&q->lock);
    free(out.data);
    return NULL;
}

struct http_logq *http_logq_new(int fd, size_t cap)
{
    struct http_logq *q;
    if (fd < 0 || !(q = calloc(1, sizeof *q)))
        return NULL;
    q->fd = fd;
    q->cap = cap;
    pthread_mutex_init(&q->lock, NULL);
    pthread_cond_init(&q->wake, NULL);
    pthread_cond_init(&q->idle, NULL);
    if (pthread_create(&q->writer, NULL, http_logq_run, q) != 0) {
        pthread_cond_destroy(&q->idle);
        pthread_cond_destroy(&q->wake);
        pthread_mutex_destroy(&q->lock);
        free(q);
        return NULL;
    }
    return q;
}

void http_logq_free(struct http_logq *q)
{
    if (!q)
        return;
    pthread_mutex_lock(&q->lock);
    q->stopping = true;
    pthread_cond_signal(&q->wake);
    pthread_mutex_unlock(&q->lock);
    pthread_join(q->writer, NULL);
    free(q->fill.data);
    pthread_cond_destroy(&q->idle);
    pthread_cond_destroy(&q->wake);
    pthread_mutex_destroy(&q->lock);
    free(q);
}

void http_logq_put(struct http_logq *q, const char *line, size_t n)
{
    if (!q)
        return;
    pthread_mutex_lock(&q->lock);
    if (q->fill.len + n > q->cap) {
        atomic_fetch_add_explicit(&q->dropped, 1, memory_order_relaxed);
    } else {
        arb_buf_append(&q->fill, line, n);
        if (q->fill.oom) {
            /* nothing was added: the buffer stays as it was */
            q->fill.oom = false;
            atomic_fetch_add_explicit(&q->dropped, 1, memory_order_relaxed);
        }
        pthread_cond_signal(&q->wake);
    }
    pthread_mutex_unlock(&q->lock);
}

void http_logq_render(const struct http_logq *q, struct arb_buf *b)
{
    arb_buf_printf(b,
                   "# HELP arbitre_log_lines_total Log lines written.\n"
                   "# TYPE arbitre_log_lines_total counter\narbitre_log_lines_total %lu\n"
                   "# HELP arbitre_log_dropped_total Log lines dropped (queue full while the "
                   "reader lagged, or a failed write).\n"
                   "# TYPE arbitre_log_dropped_total counter\narbitre_log_dropped_total %lu\n",
                   q ? atomic_load(&q->written) : 0ul, q ? atomic_load(&q->dropped) : 0ul);
}

static void http_log_write(struct http_logq *q, struct arb_buf *b)
{
    arb_buf_append(b, "}\n", 2);
    if (!b->oom)
        http_logq_put(q, b->data, b->len);
    else if (q)
        atomic_fetch_add_explicit(&q->dropped, 1, memory_order_relaxed);
    free(b->data);
}

void http_log_request(struct http_logq *q, const struct http_log_entry *e)
{
    struct arb_buf b = {0};
    if (!q)
        return;
    http_log_ts(&b);
    arb_buf_append(&b, ",\"method\":\"", 11);
    arb_buf_json_str(&b, e->method, 16);
    arb_buf_append(&b, "\",\"path\":\"", 10);
    arb_buf_json_str(&b, e->path, 256);
    arb_buf_append(&b, "\",\"route\":\"", 11);
    arb_buf_json_str(&b, e->route, 128);
    arb_buf_printf(&b, "\",\"status\":%d,\"bytes\":%zu,\"us\":%llu,\"request_id\":\"", e->status,
                   e->bytes, (unsigned long long)e->micros);
    arb_buf_json_str(&b, e->request_id, HTTP_REQUEST_ID_MAX);
    arb_buf_append(&b, "\"", 1);
    http_log_write(q, &b);
}

void http_log_event(struct http_logq *q, const char *event, const char *host, unsigned port,
                    unsigned threads)
{
    struct arb_buf b = {0};
    if (!q)
        return;
    http_log_ts(&b);
    arb_buf_printf(&b, ",\"event\":\"%s\",\"host\":\"", event);
    arb_buf_json_str(&b, host, 256);
    arb_buf_printf(&b, "\",\"port\":%u,\"threads\":%u", port, threads);
    http_log_write(q, &b);
}

void http_log_refusal(struct http_logq *q, const char *reason, const struct http_addr *client,
                      unsigned long suppressed)
{
    struct arb_buf b = {0};
    char addr[64];
    if (!q)
        return;
    http_addr_print(client, addr, sizeof addr);
    http_log_ts(&b);
    arb_buf_printf(&b,
                   ",\"event\":\"refused\",\"reason\":\"%s\",\"client\":\"%s\",\"suppressed\":%lu",
                   reason, addr, suppressed);
    http_log_write(q, &b);
}

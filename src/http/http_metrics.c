/* http_metrics.c — request counters by route template and status, a latency histogram and
 * the in-flight gauge, exposed in the Prometheus text format on GET /metrics.
 *
 * Every counter is a relaxed C11 atomic: the request path takes no lock. A scrape reads
 * each counter once, so a line may lag another by a request; Prometheus accepts that. */
#include <stdatomic.h>
#include <stdlib.h>

#include "http_int.h"

/* Statuses counted separately; anything else goes to the last slot, "other". */
static const int http_statuses[] = {200, 400, 404, 405, 408, 413, 414, 415, 422, 431, 500, 503};
enum { HTTP_NSTATUS = sizeof http_statuses / sizeof http_statuses[0] + 1 };

/* Upper bounds of the latency buckets, in microseconds (the last, +Inf, is implicit). */
static const uint64_t http_bounds_us[] = {50,   100,   250,   500,    1000,   2500,
                                          5000, 10000, 25000, 100000, 250000, 1000000};
enum { HTTP_NBUCKETS = sizeof http_bounds_us / sizeof http_bounds_us[0] + 1 };

struct http_metrics {
    size_t nroutes;
    atomic_ulong inflight;
    atomic_ulong bucket[HTTP_NBUCKETS];
    atomic_ullong sum_us;
    atomic_ulong count[]; /* [(nroutes + 1) * HTTP_NSTATUS] */
};

struct http_metrics *http_metrics_new(size_t nroutes)
{
    size_t n = (nroutes + 1) * HTTP_NSTATUS;
    struct http_metrics *m = malloc(sizeof *m + n * sizeof m->count[0]);
    if (!m)
        return NULL;
    m->nroutes = nroutes;
    atomic_init(&m->inflight, 0);
    atomic_init(&m->sum_us, 0);
    for (size_t i = 0; i < HTTP_NBUCKETS; i++)
        atomic_init(&m->bucket[i], 0);
    for (size_t i = 0; i < n; i++)
        atomic_init(&m->count[i], 0);
    return m;
}

void http_metrics_free(struct http_metrics *m)
{
    free(m);
}

void http_metrics_begin(struct http_metrics *m)
{
    atomic_fetch_add_explicit(&m->inflight, 1, memory_order_relaxed);
}

static size_t http_status_slot(int status)
{
    size_t i = 0;
    while (i < HTTP_NSTATUS - 1 && http_statuses[i] != status)
        i++;
    return i;
}

void http_metrics_end(struct http_metrics *m, size_t route, int status, uint64_t micros)
{
    size_t b = 0;
    if (route > m->nroutes)
        route = m->nroutes;
    while (b < HTTP_NBUCKETS - 1 && micros > http_bounds_us[b])
        b++;
    atomic_fetch_add_explicit(&m->count[route * HTTP_NSTATUS + http_status_slot(status)], 1,
                              memory_order_relaxed);
    atomic_fetch_add_explicit(&m->bucket[b], 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&m->sum_us, micros, memory_order_relaxed);
    atomic_fetch_sub_explicit(&m->inflight, 1, memory_order_relaxed);
}

unsigned long http_metrics_inflight(const struct http_metrics *m)
{
    return atomic_load_explicit(&m->inflight, memory_order_relaxed);
}

int http_metrics_render(const struct http_metrics *m, const struct http_route *routes,
                        size_t nroutes, char **out, size_t *len, struct arb_err *err)
{
    struct http_buf b = {0};
    unsigned long total = 0;
    http_buf_printf(&b, "# HELP arbitre_http_requests_total Requests answered, by route "
                        "template and status.\n# TYPE arbitre_http_requests_total counter\n");
    for (size_t r = 0; r <= m->nroutes && r <= nroutes; r++) {
        for (size_t s = 0; s < HTTP_NSTATUS; s++) {
            unsigned long v =
                atomic_load_explicit(&m->count[r * HTTP_NSTATUS + s], memory_order_relaxed);
            if (!v)
                continue;
            if (r < nroutes)
                http_buf_printf(&b, "arbitre_http_requests_total{method=\"%s\",route=\"%s\"",
                                routes[r].method, routes[r].path);
            else
                http_buf_printf(&b, "arbitre_http_requests_total{method=\"\",route=\"\"");
            if (s < HTTP_NSTATUS - 1)
                http_buf_printf(&b, ",status=\"%d\"} %lu\n", http_statuses[s], v);
            else
                http_buf_printf(&b, ",status=\"other\"} %lu\n", v);
        }
    }
    http_buf_printf(&b, "# HELP arbitre_http_request_duration_seconds Time from the request "
                        "headers to the end of the response.\n"
                        "# TYPE arbitre_http_request_duration_seconds histogram\n");
    for (size_t i = 0; i < HTTP_NBUCKETS; i++) {
        total += atomic_load_explicit(&m->bucket[i], memory_order_relaxed);
        if (i < HTTP_NBUCKETS - 1)
            http_buf_printf(&b, "arbitre_http_request_duration_seconds_bucket{le=\"%g\"} %lu\n",
                            (double)http_bounds_us[i] / 1e6, total);
        else
            http_buf_printf(&b, "arbitre_http_request_duration_seconds_bucket{le=\"+Inf\"} %lu\n",
                            total);
    }
    http_buf_printf(&b, "arbitre_http_request_duration_seconds_sum %.6f\n",
                    (double)atomic_load_explicit(&m->sum_us, memory_order_relaxed) / 1e6);
    http_buf_printf(&b, "arbitre_http_request_duration_seconds_count %lu\n", total);
    http_buf_printf(&b,
                    "# HELP arbitre_http_requests_in_flight Requests being served.\n"
                    "# TYPE arbitre_http_requests_in_flight gauge\n"
                    "arbitre_http_requests_in_flight %lu\n",
                    http_metrics_inflight(m));
    if (b.oom) {
        free(b.data);
        return http_nomem(err);
    }
    *out = b.data;
    *len = b.len;
    return 0;
}

/* http_metrics.c — request counters by route template, method and status, a latency
 * histogram by route template and status class, the in-flight gauge and the build's
 * identity, exposed in the Prometheus text format on GET /metrics.
 *
 * A request that matched no route (404, 405, a 415 refused from its headers, a preflight)
 * is counted under route="unmatched" with its own method. Every counter is a relaxed C11
 * atomic: the request path takes no lock. A scrape reads each counter once, so a line may
 * lag another by a request; Prometheus accepts that. */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "arb_build.h"
#include "http_int.h"

/* Statuses counted separately; anything else goes to the last slot, "other". */
static const int http_statuses[] = {200, 201, 204, 304, 400, 401, 404, 405, 408,
                                    413, 414, 415, 422, 429, 431, 500, 503};
enum { HTTP_NSTATUS = sizeof http_statuses / sizeof http_statuses[0] + 1 };

/* Methods of unmatched requests, the last slot for any other. */
static const char *const http_methods[] = {"GET", "HEAD",   "POST",  "OPTIONS",
                                           "PUT", "DELETE", "PATCH", "other"};
enum { HTTP_NMETHODS = sizeof http_methods / sizeof http_methods[0] };

/* Status classes of the histogram: 1xx..5xx (index = status / 100 - 1). */
static const char *const http_classes[] = {"1xx", "2xx", "3xx", "4xx", "5xx"};
enum { HTTP_NCLASSES = sizeof http_classes / sizeof http_classes[0] };

/* Upper bounds of the latency buckets, in microseconds (the last, +Inf, is implicit). */
static const uint64_t http_bounds_us[] = {50,   100,   250,   500,    1000,   2500,
                                          5000, 10000, 25000, 100000, 250000, 1000000};
enum { HTTP_NBUCKETS = sizeof http_bounds_us / sizeof http_bounds_us[0] + 1 };

/* One latency series: a route slot and a status class. */
struct http_series {
    atomic_ulong bucket[HTTP_NBUCKETS];
    atomic_ullong sum_us;
};

/* Counter slots: 0..nroutes-1 the routes, then one per method of unmatched requests; the
 * histogram has one series per route and class, unmatched requests sharing slot nroutes. */
struct http_metrics {
    size_t nroutes, nslots;
    atomic_ulong inflight;
    struct http_series *series; /* [(nroutes + 1) * HTTP_NCLASSES] */
    atomic_ulong count[];       /* [nslots * HTTP_NSTATUS] */
};

struct http_metrics *http_metrics_new(size_t nroutes)
{
    size_t slots = nroutes + HTTP_NMETHODS, n = slots * HTTP_NSTATUS;
    struct http_metrics *m = malloc(sizeof *m + n * sizeof m->count[0]);
    if (!m)
        return NULL;
    m->series = malloc((nroutes + 1) * HTTP_NCLASSES * sizeof *m->series);
    if (!m->series) {
        free(m);
        return NULL;
    }
    m->nroutes = nroutes;
    m->nslots = slots;
    atomic_init(&m->inflight, 0);
    for (size_t i = 0; i < (nroutes + 1) * HTTP_NCLASSES; i++) {
        atomic_init(&m->series[i].sum_us, 0);
        for (size_t b = 0; b < HTTP_NBUCKETS; b++)
            atomic_init(&m->series[i].bucket[b], 0);
    }
    for (size_t i = 0; i < n; i++)
        atomic_init(&m->count[i], 0);
    return m;
}

void http_metrics_free(struct http_metrics *m)
{
    if (m)
        free(m->series);
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

static size_t http_method_slot(const char *method)
{
    size_t i = 0;
    while (i < HTTP_NMETHODS - 1 && strcmp(http_methods[i], method ? method : "") != 0)
        i++;
    return i;
}

void http_metrics_end(struct http_metrics *m, size_t route, const char *method, int status,
                      uint64_t micros)
{
    size_t b = 0, slot = route < m->nroutes ? route : m->nroutes + http_method_slot(method);
    size_t cls = status >= 100 && status < 600 ? (size_t)(status / 100 - 1) : HTTP_NCLASSES - 1;
    struct http_series *s =
        &m->series[(route < m->nroutes ? route : m->nroutes) * HTTP_NCLASSES + cls];
    while (b < HTTP_NBUCKETS - 1 && micros > http_bounds_us[b])
        b++;
    atomic_fetch_add_explicit(&m->count[slot * HTTP_NSTATUS + http_status_slot(status)], 1,
                              memory_order_relaxed);
    atomic_fetch_add_explicit(&s->bucket[b], 1, memory_order_relaxed);
    atomic_fetch_add_explicit(&s->sum_us, micros, memory_order_relaxed);
    atomic_fetch_sub_explicit(&m->inflight, 1, memory_order_relaxed);
}

unsigned long http_metrics_inflight(const struct http_metrics *m)
{
    return atomic_load_explicit(&m->inflight, memory_order_relaxed);
}

/* The method and route labels of a slot. */
static void http_slot_labels(const struct http_metrics *m, const struct http_route *routes,
                             size_t slot, const char **method, const char **route)
{
    *method = slot < m->nroutes ? routes[slot].method : http_methods[slot - m->nroutes];
    *route = slot < m->nroutes ? routes[slot].path : "unmatched";
}

/* One route slot and class of the histogram: cumulative buckets, sum and count. */
static void http_render_series(struct arb_buf *b, const struct http_series *s, const char *route,
                               const char *cls)
{
    unsigned long total = 0;
    for (size_t i = 0; i < HTTP_NBUCKETS; i++) {
        total += atomic_load_explicit(&s->bucket[i], memory_order_relaxed);
        arb_buf_printf(b, "arbitre_http_request_duration_seconds_bucket{route=\"%s\",", route);
        if (i < HTTP_NBUCKETS - 1)
            arb_buf_printf(b, "status_class=\"%s\",le=\"%g\"} %lu\n", cls,
                           (double)http_bounds_us[i] / 1e6, total);
        else
            arb_buf_printf(b, "status_class=\"%s\",le=\"+Inf\"} %lu\n", cls, total);
    }
    arb_buf_printf(b,
                   "arbitre_http_request_duration_seconds_sum{route=\"%s\",status_class=\"%s\"} "
                   "%.6f\n",
                   route, cls,
                   (double)atomic_load_explicit(&s->sum_us, memory_order_relaxed) / 1e6);
    arb_buf_printf(b,
                   "arbitre_http_request_duration_seconds_count{route=\"%s\",status_class=\"%s\"} "
                   "%lu\n",
                   route, cls, total);
}

int http_metrics_render(const struct http_metrics *m, const struct http_route *routes,
                        size_t nroutes, char **out, size_t *len, struct arb_err *err)
{
    struct arb_buf b = {0};
    const char *method, *route;
    if (nroutes < m->nroutes)
        return arb_err_set(err, ARB_ERR_INTERNAL, NULL, "Table de routes incomplète.");
    arb_buf_printf(&b,
                   "# HELP arbitre_build_info The build answering: version, commit, knowledge "
                   "base (first 16 hex digits of its SHA-256, as in ETags).\n"
                   "# TYPE arbitre_build_info gauge\n"
                   "arbitre_build_info{version=\"%s\",commit=\"%s\",kb=\"%.16s\"} 1\n",
                   arb_build_version, arb_build_commit, arb_build_kb_sha256);
    arb_buf_printf(&b, "# HELP arbitre_http_requests_total Requests answered, by route "
                       "template, method and status.\n# TYPE arbitre_http_requests_total "
                       "counter\n");
    for (size_t r = 0; r < m->nslots; r++) {
        http_slot_labels(m, routes, r, &method, &route);
        for (size_t s = 0; s < HTTP_NSTATUS; s++) {
            unsigned long v =
                atomic_load_explicit(&m->count[r * HTTP_NSTATUS + s], memory_order_relaxed);
            if (!v)
                continue;
            arb_buf_printf(&b, "arbitre_http_requests_total{method=\"%s\",route=\"%s\"", method,
                           route);
            if (s < HTTP_NSTATUS - 1)
                arb_buf_printf(&b, ",status=\"%d\"} %lu\n", http_statuses[s], v);
            else
                arb_buf_printf(&b, ",status=\"other\"} %lu\n", v);
        }
    }
    arb_buf_printf(&b, "# HELP arbitre_http_request_duration_seconds Time from the request "
                       "headers to the end of the response, by route template and status "
                       "class.\n"
                       "# TYPE arbitre_http_request_duration_seconds histogram\n");
    for (size_t r = 0; r <= m->nroutes; r++) {
        http_slot_labels(m, routes, r, &method, &route);
        for (size_t c = 0; c < HTTP_NCLASSES; c++) {
            const struct http_series *s = &m->series[r * HTTP_NCLASSES + c];
            unsigned long seen = 0;
            for (size_t i = 0; i < HTTP_NBUCKETS; i++)
                seen += atomic_load_explicit(&s->bucket[i], memory_order_relaxed);
            if (seen) /* only series that saw a request: a scrape stays small */
                http_render_series(&b, s, route, http_classes[c]);
        }
    }
    arb_buf_printf(&b,
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

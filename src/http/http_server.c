/* http_server.c — the libmicrohttpd daemon: limits, the request life cycle and shutdown.
 *
 * Life of a request (one struct http_req, created on the first callback, freed when libmicrohttpd
 * reports completion): header checks -> capped body upload -> route, JSON parse, handler ->
 * one response -> metrics and one log line. Refusals decided from the headers are queued at
 * once with Connection: close, so the body is never read. While draining (graceful stop)
 * every response says Connection: close.
 *
 * The graceful stop never calls MHD_quiesce_daemon (it races the pool's network threads and
 * can abort the process): the daemon has no listening socket of its own, http_listen.c
 * accepts, and stopping it stops the accepts. Past the grace no request begins (closing), so
 * the daemon's stop cannot cut a request the server has read. */
#include <malloc.h>
#include <netdb.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "arb_json.h"
#include "arb_msg.h"
#include "faq.h"
#include "http_guard.h"
#include "kb.h"
#include "rules_api.h"

/* An answer over HTTP_TRIM_BYTES trims the heap; a chunked body past the cap is read and
 * dropped up to HTTP_DISCARD_MAX before the 413, past it the connection is cut; at most
 * HTTP_POOL_QUEUE slow requests wait for a worker. */
enum { HTTP_TRIM_BYTES = 1 << 20, HTTP_DISCARD_MAX = 1 << 20, HTTP_POOL_QUEUE = 64 };
/* A body gets this long before its average rate must reach body_rate_min. */
#define HTTP_BODY_GRACE_NS 5000000000u

struct http_server {
    struct http_pool *pool;
    struct http_config cfg;
    struct http_ctx ctx;
    struct MHD_Daemon *daemon;
    struct http_logq *log;
    struct http_guard *guard;
    struct http_listener *listener;
    uint16_t port;
    unsigned threads;
    atomic_bool draining;
    atomic_bool closing; /* past the drain's grace: a request that begins is refused */
    /* the error body sent when even the error's JSON cannot be built: written once at start
     * from the catalogue's out-of-memory text (plain words, nothing to escape) */
    char oom[160];
    size_t oom_len;
};

/* A routed request's work: the JSON parse and the handler. It runs in the worker pool for
 * slow routes (the connection suspended meanwhile), inline for the others. */
struct http_work {
    struct http_server *srv;
    struct MHD_Connection *c;
    const struct http_route *route;
    struct http_request req;
    struct http_response resp;
    struct arb_err err;
    int rc;
    char scratch[HTTP_MAX_URL + 1]; /* req.param point in here */
};

struct http_req {
    uint64_t t0_ns;
    enum arb_lang lang; /* of error messages: Accept-Language, or the request's own lang */
    size_t route;       /* index in the table; nroutes while unmatched */
    int status;         /* 0 until a response is queued */
    size_t bytes;
    bool replied;
    bool close;
    bool begun;               /* counted by the guard (http_guard_end owed) */
    bool oversize;            /* a chunked body went past the cap (answered 413 at its end) */
    struct arb_err too_large; /* that answer */
    size_t received;          /* body bytes received */
    unsigned retry_after;     /* seconds, for 429 and 503; 0: no Retry-After */
    struct http_client client;
    struct http_work *work; /* a slow route's work, owned while it is queued or answered */
    struct http_head head;
    struct arb_buf body;
    char method[16];
    char path[257];
    char request_id[HTTP_REQUEST_ID_MAX + 1];
};

/* The body of a HEAD answer whose length is not known: there is none. */
static ssize_t http_no_body(void *cls, uint64_t pos, char *buf, size_t max)
{
    (void)cls;
    (void)pos;
    (void)buf;
    (void)max;
    return MHD_CONTENT_READER_END_OF_STREAM;
}

static enum MHD_Result http_queue(struct http_server *srv, struct MHD_Connection *c,
                                  struct http_req *r, struct http_response *resp, const char *allow)
{
    struct MHD_Response *mr;
    enum MHD_Result ret;
    if (resp->unknown_length)
        mr = MHD_create_response_from_callback(MHD_SIZE_UNKNOWN, 64, http_no_body, NULL, NULL);
    else if (resp->release)
        mr = MHD_create_response_from_buffer_with_free_callback(resp->len, resp->body,
                                                                resp->release);
    else
        mr = MHD_create_response_from_buffer(resp->len, resp->body, MHD_RESPMEM_PERSISTENT);
    if (!mr) {
        if (resp->release)
            resp->release(resp->body);
        return MHD_NO;
    }
    /* a body the response does not hold goes once its headers (maybe inside it) are copied */
    void (*release_now)(void *) = resp->unknown_length ? resp->release : NULL;
    MHD_add_response_header(mr, MHD_HTTP_HEADER_CONTENT_TYPE, resp->type);
    MHD_add_response_header(mr, "X-Request-Id", r->request_id);
    for (const char *const *h = resp->headers; h && h[0]; h += 2)
        MHD_add_response_header(mr, h[0], h[1]);
    struct http_headers_in hin = {
        .path = r->path,
        .origin = MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Origin"),
        .origins = srv->cfg.cors_origins,
        .preflight = resp->status == 204 && strcmp(r->method, "OPTIONS") == 0,
        .allow = allow,
    };
    http_headers_add(mr, &hin, resp);
    if (release_now)
        release_now(resp->body);
    if (allow && *allow)
        MHD_add_response_header(mr, MHD_HTTP_HEADER_ALLOW, allow);
    if (r->retry_after) {
        char secs[16];
        snprintf(secs, sizeof secs, "%u", r->retry_after);
        MHD_add_response_header(mr, MHD_HTTP_HEADER_RETRY_AFTER, secs);
    }
    if (r->close || atomic_load_explicit(&srv->draining, memory_order_relaxed))
        MHD_add_response_header(mr, MHD_HTTP_HEADER_CONNECTION, "close");
    r->status = resp->status;
    r->bytes = resp->len;
    r->replied = true;
    ret = MHD_queue_response(c, (unsigned)resp->status, mr);
    if (ret != MHD_YES)
        r->bytes = 0; /* refused mid-body: the caller cuts the connection instead */
    MHD_destroy_response(mr);
    return ret;
}

/* The one place error responses are written: the status from the table, the shared body. */
static enum MHD_Result http_queue_error(struct http_server *srv, struct MHD_Connection *c,
                                        struct http_req *r, const struct arb_err *err,
                                        const char *allow)
{
    static const char *const lang_headers[][3] = {{"Content-Language", "fr", NULL},
                                                  {"Content-Language", "en", NULL}};
    struct http_response resp = {0};
    struct arb_err e2;
    if (http_reply_json(&resp, arb_err_status(err->code), arb_json_error_lang(err, r->lang), &e2) <
        0)
        resp = (struct http_response){
            .status = 503, .type = "application/json", .body = srv->oom, .len = srv->oom_len};
    else
        resp.headers = lang_headers[r->lang == ARB_LANG_EN];
    return http_queue(srv, c, r, &resp, allow);
}

/* Parses the body of a JSON route and runs the handler: 0 with w->resp, or a negative code
 * with w->err. */
static int http_work_run(struct http_work *w)
{
    cJSON *json = NULL;
    int rc;
    if (w->route->flags & HTTP_ROUTE_JSON) {
        /* no body is an empty input: bad_json, as for the CLI */
        rc = arb_json_parse(w->req.body, w->req.body_len, &json, &w->err);
        if (rc < 0)
            return rc;
        w->req.json = json;
        /* a request that says its language ({"lang": "en"}) has its messages in it */
        arb_lang_parse(cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(json, "lang")),
                       &w->req.lang);
    }
    rc = w->route->run(&w->srv->ctx, &w->req, &w->resp, &w->err);
    w->req.json = NULL;
    cJSON_Delete(json);
    return rc;
}

/* In a worker: the work, then the connection resumed (the last touch of w here: the network
 * thread may answer and free it at once). */
static void http_work_job(void *arg)
{
    struct http_work *w = arg;
    struct MHD_Connection *c = w->c;
    w->rc = http_work_run(w);
    MHD_resume_connection(c);
}

static void http_nothing(void *arg)
{
    (void)arg;
}

static void http_work_free(struct http_work *w)
{
    if (w && w->rc == 0 && w->resp.release)
        w->resp.release(w->resp.body);
    free(w);
}

/* A slow route: the client's token, then the work queued on the pool and the connection
 * suspended until it is done (http_access then answers). */
static enum MHD_Result http_offload(struct http_server *srv, struct MHD_Connection *c,
                                    struct http_req *r, const struct http_route *route,
                                    const struct http_request *req, const char *scratch)
{
    struct arb_err err;
    struct http_work *w;
    arb_err_clear(&err);
    if (http_guard_take(srv->guard, &r->client, &r->retry_after, &err) < 0)
        return http_queue_error(srv, c, r, &err, NULL);
    if (!http_pool_reserve(srv->pool)) {
        r->retry_after = 1;
        arb_err_set(&err, ARB_ERR_OVERLOADED, NULL,
                    "Le serveur est occupé par d'autres requêtes coûteuses : réessayez dans une "
                    "seconde.");
        return http_queue_error(srv, c, r, &err, NULL);
    }
    if (!(w = malloc(sizeof *w))) {
        http_pool_push(srv->pool, http_nothing, NULL);
        http_nomem(&err);
        return http_queue_error(srv, c, r, &err, NULL);
    }
    *w = (struct http_work){.srv = srv, .c = c, .route = route, .req = *req, .rc = 1};
    arb_err_clear(&w->err);
    memcpy(w->scratch, scratch, strlen(req->path) + 1);
    for (size_t i = 0; i < HTTP_MAX_PARAMS; i++)
        if (req->param[i])
            w->req.param[i] = w->scratch + (req->param[i] - scratch);
    r->work = w;
    MHD_suspend_connection(c);
    http_pool_push(srv->pool, http_work_job, w);
    return MHD_YES;
}

/* A slow route's work is done (the connection resumed): its answer. */
static enum MHD_Result http_answer_work(struct http_server *srv, struct MHD_Connection *c,
                                        struct http_req *r)
{
    struct http_work *w = r->work;
    enum MHD_Result ret;
    r->work = NULL;
    r->lang = w->req.lang;
    if (w->rc < 0)
        ret = http_queue_error(srv, c, r, &w->err, NULL);
    else
        ret = http_queue(srv, c, r, &w->resp, NULL);
    w->rc = -1; /* the response owns the body now */
    http_work_free(w);
    return ret;
}

/* Routes the complete request, runs its handler and queues the answer. */
static enum MHD_Result http_dispatch(struct http_server *srv, struct MHD_Connection *c,
                                     struct http_req *r, const char *url, const char *method)
{
    char scratch[HTTP_MAX_URL + 1];
    char allow[48];
    struct http_request req = {
        .method = method,
        .path = url,
        .body = r->body.data,
        .body_len = r->body.len,
        .request_id = r->request_id,
        .conn = c,
    };
    struct http_response resp = {0};
    struct arb_err err;

    arb_err_clear(&err);
    arb_lang_parse(http_query(&req, "lang"), &r->lang); /* ?lang=en: errors in English too */
    req.lang = r->lang;
    int rc = http_route_match(srv->ctx.routes, srv->ctx.nroutes, method, url, scratch, req.param,
                              &req.game, allow, sizeof allow);
    if (rc == -ARB_ERR_NOT_FOUND) {
        arb_err_set(&err, ARB_ERR_NOT_FOUND, "url", "Aucune ressource à l'adresse « %.200s ».",
                    url);
        goto out_error;
    }
    if (rc == -ARB_ERR_METHOD_NOT_ALLOWED && strcmp(method, "OPTIONS") == 0) {
        /* a preflight: the methods of the path (CORS headers added when the origin may) */
        resp = (struct http_response){.status = 204, .type = "text/plain", .body = allow};
        http_allow_options(allow, sizeof allow);
        return http_queue(srv, c, r, &resp, allow);
    }
    if (rc == -ARB_ERR_METHOD_NOT_ALLOWED) {
        arb_err_set(&err, ARB_ERR_METHOD_NOT_ALLOWED, "method",
                    "La méthode %.16s n'est pas permise ici ; méthodes permises : %s.", method,
                    allow);
        goto out_error;
    }
    if (rc == -ARB_ERR_UNKNOWN_GAME) {
        rules_api_game(req.param[0], "game", &req.game, &err);
        goto out_error;
    }
    const struct http_route *route = &srv->ctx.routes[rc];
    r->route = (size_t)rc;
    req.arg = route->arg;
    if (route->flags & HTTP_ROUTE_SLOW)
        return http_offload(srv, c, r, route, &req, scratch);
    struct http_work w = {.srv = srv, .c = c, .route = route, .req = req};
    arb_err_clear(&w.err);
    int ran = http_work_run(&w);
    r->lang = w.req.lang;
    if (ran < 0) {
        err = w.err;
        goto out_error;
    }
    return http_queue(srv, c, r, &w.resp, NULL);
out_error:
    return http_queue_error(srv, c, r, &err, allow);
}

const char *http_query(const struct http_request *req, const char *key)
{
    return req->conn ? MHD_lookup_connection_value(req->conn, MHD_GET_ARGUMENT_KIND, key) : NULL;
}

/* First callback of a request: state, request id, and every check the headers allow. */
static enum MHD_Result http_begin(struct http_server *srv, struct MHD_Connection *c,
                                  const char *url, const char *method, const char *version,
                                  void **con_cls)
{
    struct http_req *r = calloc(1, sizeof *r);
    struct arb_err err;
    if (!r)
        return MHD_NO;
    *con_cls = r;
    r->t0_ns = arb_now_ns();
    r->route = srv->ctx.nroutes;
    snprintf(r->method, sizeof r->method, "%s", method);
    snprintf(r->path, sizeof r->path, "%s", url);
    r->lang = arb_lang_accept(MHD_lookup_connection_value(c, MHD_HEADER_KIND, "Accept-Language"));
    http_metrics_begin(srv->ctx.metrics);
    /* counted in flight first, then the flag read (the drain does the converse): either the
     * drain waits for this request or the request sees the flag */
    atomic_thread_fence(memory_order_seq_cst);
    if (atomic_load_explicit(&srv->closing, memory_order_relaxed))
        return MHD_NO; /* closed unanswered, nothing done: a client may retry it */

    /* the guard first: a connection over a limit gets its 503 whatever it asks */
    int rc = http_guard_begin(srv->guard, c, &r->client, &r->retry_after, &err);
    if (rc == -ARB_ERR_TIMEOUT)
        return MHD_NO; /* cut at its deadline by the sweeper meanwhile */
    r->begun = true;
    if (rc == 0)
        rc = http_check_head(c, url, version, &r->head, &err);
    else
        r->head.close = true;
    http_request_id(r->head.request_id, r->request_id);
    if (rc < 0) {
        r->close = r->head.close;
        if (r->close)
            http_guard_linger(srv->guard, c); /* an unread body must not reset the answer */
        return http_queue_error(srv, c, r, &err, NULL);
    }
    return MHD_YES;
}

/* A piece of body: kept under the cap and the deadline, else refused and the connection
 * closed (MHD_NO when the refusal cannot be queued at this stage). */
static enum MHD_Result http_upload(struct http_server *srv, struct MHD_Connection *c,
                                   struct http_req *r, const char *data, size_t *size)
{
    struct arb_err err;
    int rc = 0;
    uint64_t elapsed = arb_now_ns() - r->t0_ns;
    r->received += *size;
    if (!r->replied) {
        if (elapsed > (uint64_t)srv->cfg.deadline_ms * 1000000u)
            rc = arb_err_set(&err, ARB_ERR_TIMEOUT, "body",
                             "Le corps de la requête a mis plus de %u ms à arriver.",
                             srv->cfg.deadline_ms);
        else if (elapsed > HTTP_BODY_GRACE_NS &&
                 r->received * 1000000000u / elapsed < srv->cfg.body_rate_min)
            rc = arb_err_set(&err, ARB_ERR_TIMEOUT, "body",
                             "Le corps de la requête arrive à moins de %u octets par seconde.",
                             srv->cfg.body_rate_min);
        else if (r->oversize) {
            /* a chunked body past the cap: read and dropped until it ends, then the 413 */
            if (r->received > HTTP_DISCARD_MAX)
                return MHD_NO;
        } else {
            rc = http_body_append(&r->body, data, *size, r->head.length, &err);
            if (rc == -ARB_ERR_BODY_TOO_LARGE) {
                r->oversize = true;
                r->too_large = err;
                rc = 0;
            }
        }
        if (rc < 0) {
            r->close = true;
            arb_buf_release(&r->body);
            if (http_queue_error(srv, c, r, &err, NULL) != MHD_YES)
                return MHD_NO;
        }
    }
    *size = 0;
    return MHD_YES;
}

static enum MHD_Result http_access(void *cls, struct MHD_Connection *c, const char *url,
                                   const char *method, const char *version, const char *upload_data,
                                   size_t *upload_data_size, void **con_cls)
{
    struct http_server *srv = cls;
    struct http_req *r = *con_cls;
    if (!r)
        return http_begin(srv, c, url, method, version, con_cls);
    if (*upload_data_size)
        return http_upload(srv, c, r, upload_data, upload_data_size);
    if (r->work)
        return r->work->rc > 0 ? MHD_YES : http_answer_work(srv, c, r);
    if (r->oversize && !r->replied) {
        r->close = true;
        http_guard_linger(srv->guard, c);
        return http_queue_error(srv, c, r, &r->too_large, NULL);
    }
    if (r->replied)
        return MHD_YES;
    return http_dispatch(srv, c, r, url, method);
}

static void http_completed(void *cls, struct MHD_Connection *c, void **con_cls,
                           enum MHD_RequestTerminationCode toe)
{
    struct http_server *srv = cls;
    struct http_req *r = *con_cls;
    if (!r)
        return;
    if (r->begun)
        http_guard_end(srv->guard, c, &r->client, toe == MHD_REQUEST_TERMINATED_TIMEOUT_REACHED);
    uint64_t us = (arb_now_ns() - r->t0_ns) / 1000u;
    http_metrics_end(srv->ctx.metrics, r->route, r->method, r->status, us);
    struct http_log_entry e = {
        .method = r->method,
        .path = r->path,
        .route = r->route < srv->ctx.nroutes ? srv->ctx.routes[r->route].path : "",
        .request_id = r->request_id,
        .status = r->status,
        .bytes = r->bytes,
        .micros = us,
    };
    http_log_request(srv->log, &e);
    if (r->work && r->work->rc <= 0)
        http_work_free(r->work); /* done, but the connection closed before its answer */
    if (r->bytes > HTTP_TRIM_BYTES)
        malloc_trim(0); /* a large answer: give its pages back rather than keep the peak */
    arb_buf_release(&r->body);
    free(r);
    *con_cls = NULL;
}

/* Raises the soft limit on open files to the hard one and returns how many connections it
 * leaves room for (at most want): each connection is one descriptor, a lingering close a
 * second one for a while, and the process needs a few of its own. */
static unsigned http_fd_budget(unsigned want)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        return want;
    if (rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
        getrlimit(RLIMIT_NOFILE, &rl);
    }
    if (rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > (rlim_t)want + 400)
        return want;
    return rl.rlim_cur > 400 ? (unsigned)(rl.rlim_cur - 400) : 16;
}

/* Resolves host:port into addr; 0 or -ARB_ERR_IO. */
static int http_resolve(const char *host, uint16_t port, struct sockaddr_storage *addr,
                        struct arb_err *err)
{
    struct addrinfo hints = {.ai_family = AF_UNSPEC, .ai_socktype = SOCK_STREAM};
    struct addrinfo *res = NULL;
    char service[8];
    snprintf(service, sizeof service, "%u", (unsigned)port);
    hints.ai_flags = AI_NUMERICSERV;
    int rc = getaddrinfo(host, service, &hints, &res);
    if (rc != 0 || !res)
        return arb_err_set(err, ARB_ERR_IO, "host", "Adresse d'écoute « %.100s » introuvable : %s.",
                           host, gai_strerror(rc));
    memcpy(addr, res->ai_addr, res->ai_addrlen);
    freeaddrinfo(res);
    return 0;
}

int http_server_start(const struct http_config *cfg, struct http_server **out, struct arb_err *err)
{
    struct sockaddr_storage addr = {0};
    struct http_server *srv = calloc(1, sizeof *srv);
    int rc;
    if (!srv)
        return http_nomem(err);
    srv->cfg = *cfg;
    srv->oom_len =
        (size_t)snprintf(srv->oom, sizeof srv->oom,
                         "{\"error\":{\"code\":\"%s\",\"message\":\"%s\",\"field\":\"\"}}",
                         arb_err_slug(ARB_ERR_NOMEM), arb_msg_code(ARB_ERR_NOMEM, ARB_LANG_FR));
    if (srv->oom_len >= sizeof srv->oom)
        srv->oom_len = sizeof srv->oom - 1;
    srv->ctx.routes = cfg->routes;
    srv->ctx.nroutes = cfg->nroutes;
    if (!cfg->routes) {
        srv->ctx.routes = http_route_at(0);
        srv->ctx.nroutes = http_route_count();
    }
    srv->threads = cfg->threads;
    if (!srv->threads) {
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        srv->threads = n > 0 ? (unsigned)n : 1;
    }
    atomic_init(&srv->draining, false);
    atomic_init(&srv->closing, false);
    rc = kb_open(cfg->kb_dir, &srv->ctx.kb, err);
    if (rc < 0)
        goto out_free_srv;
    rc = faq_new(srv->ctx.kb, &srv->ctx.faq, err);
    if (rc < 0)
        goto out_free_kb;
    srv->ctx.cards_cache = http_cards_cache_new();
    rc = http_store_start(&srv->ctx, cfg, err);
    if (rc < 0)
        goto out_free_faq;
    srv->ctx.metrics = http_metrics_new(srv->ctx.nroutes);
    if (!srv->ctx.metrics) {
        rc = http_nomem(err);
        goto out_free_store;
    }
    rc = http_resolve(cfg->host, cfg->port, &addr, err);
    if (rc < 0)
        goto out_free_metrics;
    srv->log = http_logq_new(cfg->log_fd, cfg->log_queue_bytes);
    srv->ctx.log = srv->log;
    srv->guard = http_guard_new(cfg, srv->log, err);
    if (!srv->guard) {
        rc = -(int)err->code;
        goto out_free_log;
    }
    srv->ctx.guard = srv->guard;
    /* the acceptor's cap sits above ours, so the connections past ours are accepted and
     * told 503 by the guard instead of being reset; libmicrohttpd's own limit is out of reach
     * on every thread (http_listen.c) */
    unsigned held_cap = http_fd_budget(cfg->max_connections + cfg->max_connections / 8 + 16);
    unsigned mhd_limit = (held_cap + HTTP_LISTEN_SLACK) * srv->threads;
    srv->pool = http_pool_new(srv->threads, HTTP_POOL_QUEUE);
    if (!srv->pool) {
        rc = http_nomem(err);
        goto out_free_guard;
    }
    srv->ctx.pool = srv->pool;
    rc = http_listener_open(&addr, 4096, &srv->listener);
    if (rc == -ARB_ERR_NOMEM) {
        http_nomem(err);
        goto out_free_pool;
    }
    if (rc < 0) {
        arb_err_set(err, ARB_ERR_IO, "port",
                    "Impossible d'écouter sur %.100s port %u (adresse prise ou interdite).",
                    cfg->host, (unsigned)cfg->port);
        goto out_free_pool;
    }
    /* no listening socket of its own: http_listen.c accepts (MHD_add_connection, which
     * still runs http_guard_accept) */
    unsigned flags = MHD_USE_EPOLL_INTERNAL_THREAD | MHD_ALLOW_SUSPEND_RESUME |
                     MHD_USE_NO_LISTEN_SOCKET | MHD_USE_ITC;
    srv->daemon = MHD_start_daemon(
        flags, 0, http_guard_accept, srv->guard, http_access, srv, MHD_OPTION_THREAD_POOL_SIZE,
        srv->threads, MHD_OPTION_CONNECTION_LIMIT, mhd_limit, MHD_OPTION_CONNECTION_MEMORY_LIMIT,
        cfg->connection_memory, MHD_OPTION_CONNECTION_TIMEOUT, cfg->idle_timeout_s,
        MHD_OPTION_NOTIFY_COMPLETED, http_completed, srv, MHD_OPTION_NOTIFY_CONNECTION,
        http_guard_notify, srv->guard, MHD_OPTION_UNESCAPE_CALLBACK, http_unescape, NULL,
        MHD_OPTION_END);
    if (!srv->daemon) {
        rc = http_nomem(err);
        goto out_free_listener;
    }
    if (http_listener_start(srv->listener, srv->daemon, srv->guard, held_cap) < 0) {
        rc = http_nomem(err);
        goto out_stop_daemon;
    }
    srv->port = http_listener_port(srv->listener);
    *out = srv;
    return 0;
out_stop_daemon:
    http_listener_stop(srv->listener);
    MHD_stop_daemon(srv->daemon);
out_free_listener:
    http_listener_free(srv->listener);
out_free_pool:
    http_pool_free(srv->pool);
out_free_guard:
    http_guard_free(srv->guard);
out_free_log:
    http_logq_free(srv->log);
out_free_metrics:
    http_metrics_free(srv->ctx.metrics);
out_free_store:
    http_store_stop(&srv->ctx);
out_free_faq:
    http_cards_cache_free(srv->ctx.cards_cache);
    faq_free(srv->ctx.faq);
out_free_kb:
    kb_free(srv->ctx.kb);
out_free_srv:
    free(srv);
    return rc;
}

uint16_t http_server_port(const struct http_server *srv)
{
    return srv->port;
}

/* Stops accepting, then waits: during grace_ms for the open connections' next request,
 * answered with Connection: close (a keep-alive client that sends just after the signal is
 * answered, not dropped); then no request may begin and the ones in flight are waited for
 * (until drain_ms). Returns the requests still in flight when it gave up. */
static unsigned long http_server_drain(struct http_server *srv)
{
    unsigned long left;
    atomic_store(&srv->draining, true);
    http_listener_stop(srv->listener); /* refused from here on; the queued ones handed over */
    uint64_t now = arb_now_ns();
    uint64_t grace = now + (uint64_t)srv->cfg.grace_ms * 1000000u;
    uint64_t until = now + (uint64_t)srv->cfg.drain_ms * 1000000u;
    struct timespec pause = {0, 2000000};
    /* the grace ends early once every connection handed over was seen and has closed */
    while (now < grace && now < until &&
           (http_metrics_inflight(srv->ctx.metrics) || http_guard_open(srv->guard) ||
            http_guard_accepted(srv->guard) < http_listener_handed(srv->listener))) {
        nanosleep(&pause, NULL);
        now = arb_now_ns();
    }
    /* flag set, then in flight read (http_begin does the converse) */
    atomic_store_explicit(&srv->closing, true, memory_order_relaxed);
    atomic_thread_fence(memory_order_seq_cst);
    while ((left = http_metrics_inflight(srv->ctx.metrics)) && now < until) {
        nanosleep(&pause, NULL);
        now = arb_now_ns();
    }
    /* the workers finish what is queued and resume those connections before the daemon
     * stops (it must not stop with connections suspended) */
    srv->ctx.pool = NULL;
    http_pool_free(srv->pool);
    srv->pool = NULL;
    MHD_stop_daemon(srv->daemon);
    return left;
}

static void http_server_release(struct http_server *srv)
{
    http_listener_free(srv->listener);
    http_guard_free(srv->guard);
    http_logq_free(srv->log);
    http_store_stop(&srv->ctx);
    http_metrics_free(srv->ctx.metrics);
    http_cards_cache_free(srv->ctx.cards_cache);
    faq_free(srv->ctx.faq);
    kb_free(srv->ctx.kb);
    free(srv);
}

unsigned http_server_stop(struct http_server *srv)
{
    if (!srv)
        return 0;
    unsigned long left = http_server_drain(srv);
    http_server_release(srv);
    return (unsigned)left;
}

int http_serve(const struct http_config *cfg, struct arb_err *err)
{
    struct http_server *srv = NULL;
    sigset_t stop, old;
    struct sigaction ignore = {.sa_handler = SIG_IGN};
    int sig = 0;
    sigemptyset(&stop);
    sigaddset(&stop, SIGTERM);
    sigaddset(&stop, SIGINT);
    /* blocked before the daemon's threads exist, so they inherit the mask and the signal
     * is taken here by sigwait */
    pthread_sigmask(SIG_BLOCK, &stop, &old);
    sigaction(SIGPIPE, &ignore, NULL);
    int rc = http_server_start(cfg, &srv, err);
    if (rc < 0)
        goto out_restore_mask;
    http_log_event(srv->log, "listening", cfg->host, http_server_port(srv), srv->threads);
    sigwait(&stop, &sig);
    uint16_t port = http_server_port(srv);
    unsigned threads = srv->threads;
    atomic_store(&srv->draining, true); /* answers say close from the logged signal on */
    http_log_event(srv->log, sig == SIGINT ? "sigint" : "sigterm", cfg->host, port, threads);
    unsigned long left = http_server_drain(srv);
    http_log_event(srv->log, left ? "stopped_with_requests_cut" : "stopped", cfg->host, port,
                   threads);
    http_server_release(srv);
out_restore_mask:
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    return rc;
}

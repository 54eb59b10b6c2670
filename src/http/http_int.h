/* http_int.h — names shared inside the http module only: the growable text buffer, the
 * header checks and body upload, metrics, the request log and the handlers of the table. */
#ifndef HTTP_INT_H
#define HTTP_INT_H

#include <microhttpd.h>
#include <stdint.h>

#include "arb_buf.h"
#include "http.h"

/* Percent-decodes s in place (MHD_OPTION_UNESCAPE_CALLBACK) and returns its new length.
 * "%00" stays as it is: a decoded NUL would silently cut the path short. */
size_t http_unescape(void *cls, struct MHD_Connection *c, char *s);

/* What the header checks learnt about a request. */
struct http_head {
    bool has_body;          /* Content-Length > 0 or chunked */
    size_t length;          /* Content-Length, 0 when chunked or absent */
    const char *request_id; /* the client's X-Request-Id, or NULL */
    bool close;             /* the answer must close the connection */
};

/* Checks the headers of a request before any body is read: the Host header (400), request
 * smuggling (two
 * Content-Length, or Content-Length with Transfer-Encoding: 400), URL length (414), header
 * count (431), Content-Length syntax and cap (400, 413), Content-Type of a body (415).
 * Returns 0 and fills head, or a negative code with err filled (head->close set when the
 * connection must not be reused). */
int http_check_head(struct MHD_Connection *c, const char *url, const char *version,
                    struct http_head *head, struct arb_err *err);

/* Appends n bytes of a request body being uploaded to b; fails with -ARB_ERR_BODY_TOO_LARGE
 * past HTTP_MAX_BODY (b released) or -ARB_ERR_NOMEM. hint is the announced Content-Length
 * (0 when unknown): the first append reserves it. */
int http_body_append(struct arb_buf *b, const char *data, size_t n, size_t hint,
                     struct arb_err *err);

/* Metrics: counters by route and status, a latency histogram and the in-flight gauge, all
 * relaxed atomics (no lock on the request path). route == nroutes counts unmatched paths. */
struct http_metrics *http_metrics_new(size_t nroutes);
void http_metrics_free(struct http_metrics *m);
void http_metrics_begin(struct http_metrics *m);
/* route: index in the table, or nroutes (unmatched: counted with its method). */
void http_metrics_end(struct http_metrics *m, size_t route, const char *method, int status,
                      uint64_t micros);
unsigned long http_metrics_inflight(const struct http_metrics *m);
/* The Prometheus text exposition; returns 0 and *out (caller frees with free), or
 * -ARB_ERR_NOMEM. */
int http_metrics_render(const struct http_metrics *m, const struct http_route *routes,
                        size_t nroutes, char **out, size_t *len, struct arb_err *err);

/* Fills out with the client's id when it is 1..HTTP_REQUEST_ID_MAX characters of
 * [A-Za-z0-9._:-], else with a fresh 16-hex-digit id. */
void http_request_id(const char *given, char out[HTTP_REQUEST_ID_MAX + 1]);

/* One log line: {"ts","method","path","route","status","bytes","us","request_id"}. */
struct http_log_entry {
    const char *method, *path, *route, *request_id;
    int status;
    size_t bytes;
    uint64_t micros;
};
struct http_logq;
/* Both queue their line on q (http_guard.h); NULL q: no log. */
void http_log_request(struct http_logq *q, const struct http_log_entry *e);
/* {"ts","event":"listening"|"stopped",...} lines of the server's life. */
void http_log_event(struct http_logq *q, const char *event, const char *host, unsigned port,
                    unsigned threads);

/* http_headers.c: what http_headers_add needs to know of the request (all borrowed). */
struct http_headers_in {
    const char *path;    /* the request's path */
    const char *origin;  /* its Origin header, or NULL */
    const char *origins; /* the allowed origins (http_config.cors_origins), or NULL */
    bool preflight;      /* an OPTIONS answered 204 */
    const char *allow;   /* preflight: the methods the path accepts ("GET, HEAD, OPTIONS") */
};
/* Adds the security headers every response carries and, for a public route called from an
 * allowed origin, the CORS headers. */
void http_headers_add(struct MHD_Response *mr, const struct http_headers_in *in,
                      const struct http_response *resp);
/* Appends ", OPTIONS" to an Allow list of cap bytes (left as it is when it does not fit). */
void http_allow_options(char *allow, size_t cap);
/* True when origin is one of the comma- or space-separated origins of list, or list holds
 * "*". NULL or empty list or origin: false. */
bool http_cors_allows(const char *list, const char *origin);

/* Fills err with out_of_memory; returns -ARB_ERR_NOMEM. */
int http_nomem(struct arb_err *err);

/* The handlers of the product's table. */
int http_h_healthz(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err);
int http_h_metrics(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err);
int http_h_games(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err);
int http_h_game(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                struct arb_err *err);
int http_h_game_cmd(struct http_ctx *ctx, const struct http_request *req,
                    struct http_response *resp, struct arb_err *err);
/* GET /v1/version (http_version.c): build, commit, knowledge-base hash, contract. */
int http_h_version(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err);
/* POST /v1/ask (http_ask.c): faq_ask on the body. */
/* http_cards.c: GET cards.pdf, POST diagram, GET diagram.svg */
/* The bounded cache of cards.pdf answers by (game, language, options in effect): NULL when
 * out of memory (then nothing is cached). Free accepts NULL. Thread-safe. */
struct http_cards_cache *http_cards_cache_new(void);
void http_cards_cache_free(struct http_cards_cache *c);
int http_h_cards(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err);
int http_h_diagram(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err);
int http_h_diagram_svg(struct http_ctx *ctx, const struct http_request *req,
                       struct http_response *resp, struct arb_err *err);
int http_h_ask(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
               struct arb_err *err);

/* POST /v1/feedback (http_feedback.c): a player's verdict, 201 once durable. */
int http_h_feedback(struct http_ctx *ctx, const struct http_request *req,
                    struct http_response *resp, struct arb_err *err);
/* GET /v1/admin/... (http_admin.c): the operator's view; the route's arg says which. */
enum { HTTP_ADMIN_STATS, HTTP_ADMIN_FEEDBACK, HTTP_ADMIN_UNANSWERED };
int http_h_admin(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err);
/* Reads the admin token (cfg.admin_token_file, else cfg.admin_token: 16 to 254 characters, no
 * space) into ctx and opens ctx->store. 0, or -ARB_ERR_IO (token file unreadable),
 * -ARB_ERR_BAD_REQUEST naming ARBITRE_ADMIN_TOKEN (token malformed), store_open's errors. */
int http_store_start(struct http_ctx *ctx, const struct http_config *cfg, struct arb_err *err);
/* Closes ctx->store (what is queued is written first) and wipes the token. */
void http_store_stop(struct http_ctx *ctx);

/* The page of web/, embedded at build time by web.cmake (http_static_data.c). */
struct http_static_file {
    const char *name, *type; /* "app.js", its MIME type */
    const unsigned char *data;
    size_t len;
};
extern const struct http_static_file http_static_files[];
extern const size_t http_static_count;
/* GET / (index.html) and GET /static/{file}: the embedded file with its MIME type, the
 * Content-Security-Policy and caching headers; not_found for a name web/ does not hold. */
int http_h_static(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                  struct arb_err *err);

#endif

/* http.h — the HTTP JSON API of Arbitre on libmicrohttpd: the route table, the handler
 * interface other modules plug into, and the hardened server (`arbitre serve`).
 *
 * A request flows: limits and smuggling checks on the headers -> route match on the path
 * template ({id} is a game id, resolved here) -> body upload under a cap -> strict JSON parse
 * for JSON routes -> the route's handler -> one response, one log line, metrics.
 * Every error body is written in one place (arb_json_error, status from arb_err_status).
 * Adding an endpoint = one handler and one line in the table of http_route.c. */
#ifndef HTTP_H
#define HTTP_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arb_err.h"
#include "rules.h"
#include "store.h"

enum {
    HTTP_MAX_BODY = 64 * 1024, /* bigger bodies: 413 body_too_large */
    HTTP_MAX_URL = 8 * 1024,   /* longer request targets: 414 uri_too_long */
    HTTP_MAX_HEADERS = 100,    /* more header lines: 431 headers_too_large */
    HTTP_MAX_PARAMS = 2,       /* placeholders per path template */
    HTTP_REQUEST_ID_MAX = 64,  /* longest X-Request-Id echoed (longer ones are replaced) */
};

/* Route flags. */
enum {
    HTTP_ROUTE_JSON = 1u << 0, /* the body is strict JSON (req->json); none is bad_json */
    HTTP_ROUTE_SLOW = 1u << 1, /* expensive: a token of the client's bucket (429 past it), and
                                  run on the worker pool, off the network threads */
};

/* The server context every handler receives. Module state lives here, one field each. */
struct http_metrics;
struct http_cards_cache;
struct http_guard;
struct http_logq;
struct http_pool;
struct http_route;
struct kb;
struct faq;
struct MHD_Connection;
struct http_ctx {
    const struct http_route *routes; /* the table the server runs (borrowed) */
    size_t nroutes;
    struct http_metrics *metrics; /* owned by the server */
    struct kb *kb;                /* the verified knowledge base, owned by the server */
    struct faq *faq;              /* the assistant over kb (thread-safe), owned by the server */
    struct http_cards_cache *cards_cache; /* recent cards.pdf bytes, owned by the server */
    struct http_guard *guard;             /* connection limits and buckets, owned by the server */
    struct http_logq *log;  /* the request log's queue, owned by the server (or NULL) */
    struct store *store;    /* feedback and unanswered questions, owned by the server */
    char admin_token[256];  /* the operator's bearer token; "" : admin routes are 404 */
    struct http_pool *pool; /* the workers of HTTP_ROUTE_SLOW routes, owned by the server */
};

/* What a handler sees. Everything is borrowed for the duration of the call. */
struct http_request {
    const char *method;                 /* "GET", "HEAD", "POST" */
    const char *path;                   /* without the query string */
    const char *param[HTTP_MAX_PARAMS]; /* the {placeholders} in template order */
    const struct rules_game *game;      /* the game named by {id}, else NULL */
    int arg;                            /* the route's arg (a rules_cmd for games) */
    const char *body;                   /* NULL when there is none */
    size_t body_len;
    const cJSON *json; /* HTTP_ROUTE_JSON: the parsed body (never NULL then) */
    const char *request_id;
    enum arb_lang lang;          /* of messages: Accept-Language, or the request's lang */
    struct MHD_Connection *conn; /* for http_query */
};

/* The value of query parameter key (URL-decoded), or NULL when absent. Borrowed for the
 * duration of the handler. */
const char *http_query(const struct http_request *req, const char *key);

/* What a handler fills. body is released with release(body) after sending (NULL release:
 * body is static). type is a static string. */
struct http_response {
    int status;
    const char *type;
    char *body;
    size_t len;
    void (*release)(void *body);
    const char *const *headers; /* NULL, or name, value, ..., NULL pairs to add (static, or
                                   inside body until release) */
    bool unknown_length;        /* HEAD without the body at hand: no Content-Length sent */
};

/* A handler returns 0 with resp filled, or a negative arb_code with err filled (the server
 * then writes the error body). It must not fill resp when it fails. */
typedef int (*http_handler)(struct http_ctx *ctx, const struct http_request *req,
                            struct http_response *resp, struct arb_err *err);

struct http_route {
    const char *method; /* "GET" (also answers HEAD) or "POST" */
    const char *path;   /* literal segments and {name} placeholders; {id} must be a game */
    http_handler run;
    int arg;
    unsigned flags; /* HTTP_ROUTE_* */
};

/* The product's routes. */
size_t http_route_count(void);
const struct http_route *http_route_at(size_t i);

/* Matches method and path against routes. Returns the index of the route, fills param[]
 * (pointers into scratch, a copy of path that the caller provides with at least
 * strlen(path) + 1 bytes) and *game (the game named by an {id} placeholder, else NULL).
 * Fails with -ARB_ERR_NOT_FOUND when no template matches the path,
 * -ARB_ERR_METHOD_NOT_ALLOWED when templates match but not the method (allow then holds
 * the accepted methods, "GET, HEAD", truncated to allow_len), -ARB_ERR_UNKNOWN_GAME when
 * the route matches but {id} is no registered game. */
int http_route_match(const struct http_route *routes, size_t nroutes, const char *method,
                     const char *path, char *scratch, const char **param,
                     const struct rules_game **game, char *allow, size_t allow_len);

/* Fills resp with json printed compactly (takes json: deleted in every case). Returns 0 or
 * -ARB_ERR_NOMEM. */
int http_reply_json(struct http_response *resp, int status, cJSON *json, struct arb_err *err);

struct http_config {
    const char *host;                /* numeric address or name; "127.0.0.1" */
    uint16_t port;                   /* 0: any free port (see http_server_port) */
    unsigned threads;                /* network threads (and workers); 0: one per online core */
    unsigned max_connections;        /* whole server; past it a JSON 503 */
    unsigned per_ip_connections;     /* per client address (connections, or requests in flight
                                        through a trusted proxy); past it a JSON 503 */
    const char *trusted_proxies;     /* "a.b.c.d,a.b.c.d/n,::1": count X-Real-IP/X-Forwarded-For
                                        of these peers; NULL or "": none */
    size_t connection_memory;        /* bytes per connection for headers and buffers */
    unsigned hello_timeout_s;        /* a new connection's first request head within */
    unsigned header_timeout_ms;      /* a request head must arrive within this from the accept (or
                                        the previous answer), whatever the pace of its bytes */
    unsigned idle_timeout_s;         /* inactivity timeout of a connection */
    unsigned deadline_ms;            /* the longest a request may take to arrive */
    unsigned body_rate_min;          /* bytes/s a body must average once it took over 5 s */
    unsigned drain_ms;               /* graceful stop: the longest to wait for in-flight requests */
    unsigned grace_ms;               /* graceful stop: open connections may still send a request */
    unsigned expensive_rate;         /* PDF, PNG, replay: requests per second per client */
    unsigned expensive_burst;        /* ... and the bucket's size */
    size_t log_queue_bytes;          /* log lines waiting for the writer; past it lines drop */
    int log_fd;                      /* one JSON line per request; -1: no log */
    const struct http_route *routes; /* NULL: the product's table */
    size_t nroutes;
    const char *kb_dir; /* knowledge base files; NULL: the ones embedded in the binary */
    /* the origins whose pages may call the public routes (CORS): comma-separated
     * ("https://cafe.example, http://127.0.0.1:5173"), "*" for any; NULL or "": none */
    const char *cors_origins;
    struct store_config store;    /* where feedback and unanswered questions are kept */
    const char *admin_token;      /* the operator's bearer token, or NULL */
    const char *admin_token_file; /* a file holding it (wins over admin_token), or NULL */
};

/* The defaults: 127.0.0.1:8080, a thread per core, 16000 connections, 64 per address, no
 * trusted proxy, 16 KiB per connection, 3 s for a first byte, 10 s for a request head, 10 s
 * idle timeout, 15 s deadline, 10 s drain after a 1 s grace, 20 expensive requests a second
 * (bursts of 100) per client, a 4 MiB log queue, log on stderr. */
void http_config_default(struct http_config *cfg);

/* Reads ARBITRE_HOST, ARBITRE_PORT, ARBITRE_THREADS, ARBITRE_CORS_ORIGINS,
 * ARBITRE_MAX_CONNECTIONS, ARBITRE_PER_ADDRESS, ARBITRE_TRUSTED_PROXIES,
 * ARBITRE_HEADER_TIMEOUT_MS, ARBITRE_EXPENSIVE_RATE, ARBITRE_ADMIN_TOKEN,
 * ARBITRE_ADMIN_TOKEN_FILE and the store's variables (store_config_env) over cfg. Returns 0, or
 * -ARB_ERR_BAD_REQUEST naming the variable when a value is malformed. */
int http_config_env(struct http_config *cfg, struct arb_err *err);

/* Sets the option named name ("--per-address", or its variable "ARBITRE_PER_ADDRESS") of the
 * limits above from text s. Returns 1 when set, 0 when name is no such option, or
 * -ARB_ERR_BAD_REQUEST naming it when s is malformed. */
int http_config_set(struct http_config *cfg, const char *name, const char *s, struct arb_err *err);

/* Parses a port ("0".."65535") or a thread count ("1".."256") for the CLI and the
 * environment. Return 0 or -ARB_ERR_BAD_REQUEST with field named. */
int http_parse_port(const char *s, const char *field, uint16_t *out, struct arb_err *err);
int http_parse_threads(const char *s, const char *field, unsigned *out, struct arb_err *err);

struct http_server;

/* Opens and verifies the knowledge base, builds the assistant, then starts listening and
 * serving in background threads. Returns 0 and *out (free with http_server_stop), or
 * -ARB_ERR_KB (a rule file is invalid: file, JSON path and what is wrong), -ARB_ERR_IO
 * (address unusable, port taken) / -ARB_ERR_NOMEM with a French message. cfg is copied; the route
 * table it names must outlive the server. */
int http_server_start(const struct http_config *cfg, struct http_server **out, struct arb_err *err);

/* The port actually bound (useful with port 0). */
uint16_t http_server_port(const struct http_server *srv);

/* Graceful stop: stops accepting, lets in-flight requests finish (answered with
 * Connection: close) for at most cfg.drain_ms, then frees everything. NULL is accepted.
 * Returns the number of requests still in flight when the drain gave up (0 normally). */
unsigned http_server_stop(struct http_server *srv);

/* `arbitre serve`: starts the server, logs a "listening" line, waits for SIGTERM or SIGINT,
 * stops gracefully. Blocks those signals in the calling thread first. Returns 0 after a
 * clean stop, or the negative code of a failed start (err filled). */
int http_serve(const struct http_config *cfg, struct arb_err *err);

#endif

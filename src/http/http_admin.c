/* http_admin.c — the operator's view (GET /v1/admin/stats, /v1/admin/feedback,
 * /v1/admin/unanswered) behind a bearer token, and the store's place in the server: opened at
 * start with the admin token, closed at stop.
 *
 * Invariants: with no token configured every admin route answers 404 as an unknown path
 * would; a request is let through only with "Authorization: Bearer <token>", compared in
 * constant time; a token in the query string (under any name) is refused; the token is never
 * logged (the request log holds the path only) nor echoed. */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "arb_json.h"
#include "http_int.h"
#include "store.h"

enum {
    HTTP_TOKEN_MIN = 16,       /* shorter tokens are refused at start */
    HTTP_TOKEN_MAX = 256,      /* bytes */
    HTTP_ADMIN_PAGE = 100,     /* default page size */
    HTTP_ADMIN_DAYS = 7,       /* default window of the stats */
    HTTP_ADMIN_MAX_DAYS = 366, /* longest window */
};

/* Reads the token of the file named by path: its first line, without the newline. */
static int http_token_file(const char *path, char *out, size_t cap, struct arb_err *err)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return arb_err_set(err, ARB_ERR_IO, "ARBITRE_ADMIN_TOKEN_FILE",
                           "Fichier du jeton « %.100s » illisible : %s.", path, strerror(errno));
    ssize_t n = read(fd, out, cap - 1);
    close(fd);
    if (n < 0)
        return arb_err_set(err, ARB_ERR_IO, "ARBITRE_ADMIN_TOKEN_FILE",
                           "Fichier du jeton « %.100s » illisible.", path);
    out[n] = '\0';
    out[strcspn(out, "\r\n")] = '\0';
    return 0;
}

int http_store_start(struct http_ctx *ctx, const struct http_config *cfg, struct arb_err *err)
{
    int rc = 0;
    ctx->admin_token[0] = '\0';
    if (cfg->admin_token_file && *cfg->admin_token_file)
        rc = http_token_file(cfg->admin_token_file, ctx->admin_token, sizeof ctx->admin_token, err);
    else if (cfg->admin_token && *cfg->admin_token)
        snprintf(ctx->admin_token, sizeof ctx->admin_token, "%s", cfg->admin_token);
    if (rc < 0)
        return rc;
    size_t n = strlen(ctx->admin_token);
    if ((n > 0 && n < HTTP_TOKEN_MIN) || n >= HTTP_TOKEN_MAX - 1)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "ARBITRE_ADMIN_TOKEN",
                           "Le jeton d'administration doit faire de %d à %d caractères.",
                           HTTP_TOKEN_MIN, HTTP_TOKEN_MAX - 2);
    for (size_t i = 0; i < n; i++)
        if ((unsigned char)ctx->admin_token[i] <= ' ' || ctx->admin_token[i] == 0x7f)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, "ARBITRE_ADMIN_TOKEN",
                               "Le jeton d'administration ne doit contenir ni espace ni "
                               "caractère de contrôle.");
    struct store_config sc = cfg->store;
    sc.log_fd = cfg->log_fd;
    return store_open(&sc, &ctx->store, err);
}

void http_store_stop(struct http_ctx *ctx)
{
    store_free(ctx->store);
    ctx->store = NULL;
    /* the token does not outlive the server in memory */
    volatile char *t = ctx->admin_token;
    for (size_t i = 0; i < sizeof ctx->admin_token; i++)
        t[i] = 0;
}

/* Equal in time independent of where a and b differ; b's length is not hidden, a's is. */
static bool http_token_equal(const char *a, size_t alen, const char *b, size_t blen)
{
    unsigned char diff = alen != blen;
    for (size_t i = 0; i < blen; i++)
        diff |= (unsigned char)(b[i] ^ (i < alen ? a[i] : 0));
    return diff == 0;
}

struct http_query_scan {
    const char *token;
    size_t token_len;
    bool leaked;
};

static enum MHD_Result http_scan_query(void *cls, enum MHD_ValueKind kind, const char *key,
                                       const char *value)
{
    struct http_query_scan *q = cls;
    (void)kind;
    if (strcasecmp(key, "access_token") == 0 || strcasecmp(key, "token") == 0 ||
        (value && http_token_equal(value, strlen(value), q->token, q->token_len)))
        q->leaked = true;
    return MHD_YES;
}

/* 0 when req carries the right bearer token; else fills resp with the 401 (or the 404 of an
 * unconfigured view) and returns 1. */
static int http_admin_auth(struct http_ctx *ctx, const struct http_request *req,
                           struct http_response *resp, struct arb_err *err)
{
    static const char *const challenge[] = {"WWW-Authenticate", "Bearer realm=\"arbitre\"",
                                            "Cache-Control", "no-store", NULL};
    static const char *const bad_request[] = {"WWW-Authenticate",
                                              "Bearer realm=\"arbitre\", error=\"invalid_request\"",
                                              "Cache-Control", "no-store", NULL};
    struct arb_err e;
    const char *const *headers = challenge;
    size_t n = strlen(ctx->admin_token);
    if (n == 0)
        return arb_err_set(err, ARB_ERR_NOT_FOUND, "url",
                           "Aucune ressource à l'adresse « %.200s ».", req->path);
    struct http_query_scan q = {ctx->admin_token, n, false};
    const char *auth =
        req->conn ? MHD_lookup_connection_value(req->conn, MHD_HEADER_KIND, "Authorization") : NULL;
    if (req->conn)
        MHD_get_connection_values(req->conn, MHD_GET_ARGUMENT_KIND, http_scan_query, &q);
    if (q.leaked) {
        arb_err_set(&e, ARB_ERR_UNAUTHORIZED, "Authorization",
                    "Le jeton se passe dans l'en-tête Authorization: Bearer, jamais dans "
                    "l'adresse.");
        headers = bad_request;
    } else if (auth && strncasecmp(auth, "Bearer ", 7) == 0 &&
               http_token_equal(auth + 7, strlen(auth + 7), ctx->admin_token, n)) {
        return 0;
    } else {
        arb_err_set(&e, ARB_ERR_UNAUTHORIZED, "Authorization",
                    auth ? "Jeton d'administration refusé."
                         : "Cette adresse demande l'en-tête Authorization: Bearer <jeton>.");
    }
    int rc = http_reply_json(resp, arb_err_status(e.code), arb_json_error(&e), err);
    if (rc < 0)
        return rc;
    resp->headers = headers;
    return 1;
}

struct http_admin_args {
    unsigned days, limit;
    int64_t since_ms;
    const char *cursor;
};

struct http_admin_arg_scan {
    const char *const *allowed;
    const char *unknown;
};

static enum MHD_Result http_scan_args(void *cls, enum MHD_ValueKind kind, const char *key,
                                      const char *value)
{
    struct http_admin_arg_scan *a = cls;
    (void)kind;
    (void)value;
    for (const char *const *k = a->allowed; *k; k++)
        if (strcmp(*k, key) == 0)
            return MHD_YES;
    a->unknown = key;
    return MHD_NO;
}

static int http_admin_uint(const char *s, const char *field, unsigned min, unsigned max,
                           unsigned *out, struct arb_err *err)
{
    char *end;
    errno = 0;
    long v = (s && *s >= '0' && *s <= '9') ? strtol(s, &end, 10) : -1;
    if (v < (long)min || v > (long)max || errno || *end)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                           "%s doit être un entier de %u à %u (reçu « %.40s »).", field, min, max,
                           s ? s : "");
    *out = (unsigned)v;
    return 0;
}

/* Reads the query parameters a route accepts (allowed) into a; unknown ones are refused. */
static int http_admin_args(const struct http_request *req, const char *const *allowed,
                           struct http_admin_args *a, struct arb_err *err)
{
    struct http_admin_arg_scan scan = {allowed, NULL};
    const char *days = http_query(req, "days"), *limit = http_query(req, "limit");
    const char *since = http_query(req, "since");
    int rc = 0;
    *a = (struct http_admin_args){HTTP_ADMIN_DAYS, HTTP_ADMIN_PAGE, 0, http_query(req, "cursor")};
    if (req->conn)
        MHD_get_connection_values(req->conn, MHD_GET_ARGUMENT_KIND, http_scan_args, &scan);
    if (scan.unknown)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, scan.unknown, "Paramètre inconnu « %.40s ».",
                           scan.unknown);
    if (days)
        rc = http_admin_uint(days, "days", 1, HTTP_ADMIN_MAX_DAYS, &a->days, err);
    if (rc == 0 && limit)
        rc = http_admin_uint(limit, "limit", 1, STORE_MAX_PAGE, &a->limit, err);
    if (rc == 0 && since)
        rc = store_parse_time(since, "since", &a->since_ms, err);
    return rc;
}

static const char *const http_admin_stats_args[] = {"days", NULL};
static const char *const http_admin_list_args[] = {"since", "limit", "cursor", NULL};

int http_h_admin(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err)
{
    static const char *const no_store[] = {"Cache-Control", "no-store", NULL};
    struct http_admin_args a;
    cJSON *out = NULL;
    int rc = http_admin_auth(ctx, req, resp, err);
    if (rc != 0)
        return rc < 0 ? rc : 0;
    rc = http_admin_args(
        req, req->arg == HTTP_ADMIN_STATS ? http_admin_stats_args : http_admin_list_args, &a, err);
    if (rc < 0)
        return rc;
    if (req->arg == HTTP_ADMIN_STATS)
        rc = store_stats(ctx->store, a.days, &out, err);
    else if (req->arg == HTTP_ADMIN_FEEDBACK)
        rc = store_feedback_list(ctx->store, a.since_ms, a.cursor, a.limit, &out, err);
    else
        rc = store_unanswered_list(ctx->store, a.since_ms, a.cursor, a.limit, &out, err);
    if (rc < 0)
        return rc;
    rc = http_reply_json(resp, 200, out, err);
    if (rc == 0)
        resp->headers = no_store;
    return rc;
}

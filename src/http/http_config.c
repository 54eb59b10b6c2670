/* http_config.c — the server's settings: defaults, the ARBITRE_* environment, and the
 * strict number parsing the CLI shares (no atoi: garbage and overflow are refused). */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>

#include "http_int.h"

void http_config_default(struct http_config *cfg)
{
    *cfg = (struct http_config){
        .host = "127.0.0.1",
        .port = 8080,
        .threads = 0,
        .max_connections = 1024,
        .per_ip_connections = 64,
        .connection_memory = (size_t)16 * 1024,
        .idle_timeout_s = 10,
        .deadline_ms = 15000,
        .drain_ms = 10000,
        .log_fd = STDERR_FILENO,
        .routes = NULL,
        .nroutes = 0,
    };
}

static int http_parse_uint(const char *s, const char *field, long min, long max, long *out,
                           struct arb_err *err)
{
    char *end;
    long v;
    errno = 0;
    v = (s && *s >= '0' && *s <= '9') ? strtol(s, &end, 10) : -1;
    if (v < min || v > max || errno || *end)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                           "%s doit être un entier de %ld à %ld (reçu « %.40s »).", field, min, max,
                           s ? s : "");
    *out = v;
    return 0;
}

int http_parse_port(const char *s, const char *field, uint16_t *out, struct arb_err *err)
{
    long v = 0;
    int rc = http_parse_uint(s, field, 0, 65535, &v, err);
    if (rc == 0)
        *out = (uint16_t)v;
    return rc;
}

int http_parse_threads(const char *s, const char *field, unsigned *out, struct arb_err *err)
{
    long v = 0;
    int rc = http_parse_uint(s, field, 1, 256, &v, err);
    if (rc == 0)
        *out = (unsigned)v;
    return rc;
}

int http_config_env(struct http_config *cfg, struct arb_err *err)
{
    const char *host = getenv("ARBITRE_HOST");
    const char *port = getenv("ARBITRE_PORT");
    const char *threads = getenv("ARBITRE_THREADS");
    const char *cors = getenv("ARBITRE_CORS_ORIGINS");
    int rc = 0;
    if (cors && *cors)
        cfg->cors_origins = cors;
    if (host && *host)
        cfg->host = host;
    if (port && *port)
        rc = http_parse_port(port, "ARBITRE_PORT", &cfg->port, err);
    if (rc == 0 && threads && *threads)
        rc = http_parse_threads(threads, "ARBITRE_THREADS", &cfg->threads, err);
    return rc;
}

/* http_config.c — the server's settings: defaults, the ARBITRE_* environment and the matching
 * flags (one table of limits), and the strict number parsing the CLI shares (no atoi: garbage
 * and overflow are refused). */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "http_guard.h"

void http_config_default(struct http_config *cfg)
{
    *cfg = (struct http_config){
        .host = "127.0.0.1",
        .port = 8080,
        .threads = 0,
        .max_connections = 16000,
        .per_ip_connections = 64,
        .trusted_proxies = NULL,
        .connection_memory = (size_t)16 * 1024,
        .hello_timeout_s = 3,
        .header_timeout_ms = 10000,
        .idle_timeout_s = 10,
        .deadline_ms = 15000,
        .body_rate_min = 256,
        .drain_ms = 10000,
        .grace_ms = 1000,
        .expensive_rate = 20,
        .expensive_burst = 100,
        .log_queue_bytes = (size_t)4 << 20,
        .log_fd = STDERR_FILENO,
        .routes = NULL,
        .nroutes = 0,
    };
    store_config_default(&cfg->store); /* its log_fd is the server's (http_store_start) */
}

static int http_parse_uint(const char *s, const char *field, long min, long max, long *out,
                           struct arb_err *err)
{
    char *end = NULL;
    long v;
    errno = 0;
    v = (s && *s >= '0' && *s <= '9') ? strtol(s, &end, 10) : -1;
    if (v < min || v > max || errno || !end || *end)
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

/* The limits settable by flag and variable: one line each, the bounds of the value. */
static const struct http_limit {
    const char *flag, *var;
    size_t offset;
    long min, max;
} http_limits[] = {
    {"--max-connections", "ARBITRE_MAX_CONNECTIONS", offsetof(struct http_config, max_connections),
     1, 1000000},
    {"--per-address", "ARBITRE_PER_ADDRESS", offsetof(struct http_config, per_ip_connections), 1,
     1000000},
    {"--header-timeout-ms", "ARBITRE_HEADER_TIMEOUT_MS",
     offsetof(struct http_config, header_timeout_ms), 100, 600000},
    {"--expensive-rate", "ARBITRE_EXPENSIVE_RATE", offsetof(struct http_config, expensive_rate), 1,
     1000000},
};

int http_config_set(struct http_config *cfg, const char *name, const char *s, struct arb_err *err)
{
    if (strcmp(name, "--trusted-proxies") == 0 || strcmp(name, "ARBITRE_TRUSTED_PROXIES") == 0) {
        struct http_nets nets;
        int rc = http_nets_parse(s, name, &nets, err);
        if (rc < 0)
            return rc;
        cfg->trusted_proxies = s;
        return 1;
    }
    for (size_t i = 0; i < sizeof http_limits / sizeof http_limits[0]; i++) {
        const struct http_limit *l = &http_limits[i];
        long v = 0;
        if (strcmp(name, l->flag) != 0 && strcmp(name, l->var) != 0)
            continue;
        int rc = http_parse_uint(s, name, l->min, l->max, &v, err);
        if (rc < 0)
            return rc;
        *(unsigned *)(void *)((char *)cfg + l->offset) = (unsigned)v;
        return 1;
    }
    return 0;
}

int http_config_env(struct http_config *cfg, struct arb_err *err)
{
    static const char *const vars[] = {"ARBITRE_MAX_CONNECTIONS", "ARBITRE_PER_ADDRESS",
                                       "ARBITRE_TRUSTED_PROXIES", "ARBITRE_HEADER_TIMEOUT_MS",
                                       "ARBITRE_EXPENSIVE_RATE"};
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
    for (size_t i = 0; rc == 0 && i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        int set = v && *v ? http_config_set(cfg, vars[i], v, err) : 0;
        if (set < 0)
            rc = set; /* 1 (set) is no failure: the next variables are read too */
    }
    cfg->admin_token = getenv("ARBITRE_ADMIN_TOKEN");
    cfg->admin_token_file = getenv("ARBITRE_ADMIN_TOKEN_FILE");
    return rc < 0 ? rc : store_config_env(&cfg->store, err);
}

/* cli_serve.c — `arbitre serve`: the HTTP API in the foreground until SIGTERM or SIGINT.
 * Settings come from the defaults, then the ARBITRE_* variables (host, port, threads, limits),
 * then the command line (last wins). */
#include <string.h>

#include "cli.h"
#include "http.h"

static const char cli_serve_usage[] =
    "usage : arbitre serve [--host ADRESSE] [--port PORT] [--threads N] [--max-connections N] "
    "[--per-address N] [--trusted-proxies IP,IP/n] [--header-timeout-ms MS] "
    "[--expensive-rate N]";

int cli_serve(const char *cmd, int argc, char **argv)
{
    struct http_config cfg;
    struct arb_err err;
    int rc;
    (void)cmd;
    arb_err_clear(&err);
    http_config_default(&cfg);
    rc = http_config_env(&cfg, &err);
    for (int i = 0; rc == 0 && i < argc; i++) {
        const char *opt = argv[i];
        const char *val = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(opt, "--help") == 0 || strcmp(opt, "-h") == 0) {
            puts(cli_serve_usage);
            return CLI_OK;
        }
        if (val && strcmp(opt, "--host") == 0)
            cfg.host = val;
        else if (val && strcmp(opt, "--port") == 0)
            rc = http_parse_port(val, "--port", &cfg.port, &err);
        else if (val && strcmp(opt, "--threads") == 0)
            rc = http_parse_threads(val, "--threads", &cfg.threads, &err);
        else if (val && (rc = http_config_set(&cfg, opt, val, &err)) != 0)
            rc = rc < 0 ? rc : 0;
        else
            rc = arb_err_set(&err, ARB_ERR_BAD_REQUEST, opt, "Argument « %.40s » invalide ; %s",
                             opt, cli_serve_usage);
        i++;
    }
    if (rc == 0)
        rc = http_serve(&cfg, &err);
    return rc < 0 ? cli_fail(stderr, &err) : CLI_OK;
}

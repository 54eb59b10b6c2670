/* cli_admin.c — `arbitre admin export --since DATE [-o FILE]`: every feedback and every
 * unanswered question kept since DATE, as JSON Lines (one object a line, "type" first) for
 * knowledge-base authors. Reads the store the server writes, named by the same variables
 * (ARBITRE_DATA_DIR, ARBITRE_DATABASE_URL), so it works beside a running server (SQLite WAL
 * readers never block its writer). Exit 0, 2 on bad arguments, 1 when the store or the file
 * cannot be used. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "store.h"

static const char cli_admin_usage[] =
    "usage : arbitre admin export --since AAAA-MM-JJ[THH:MM:SSZ] [-o FICHIER]";

int cli_admin(const char *cmd, int argc, char **argv)
{
    struct store_config cfg;
    struct store *st = NULL;
    struct arb_err err;
    const char *since = NULL, *path = NULL;
    int64_t since_ms = 0;
    FILE *out = stdout;
    int rc;
    (void)cmd;
    arb_err_clear(&err);
    store_config_default(&cfg);
    rc = store_config_env(&cfg, &err);
    if (rc == 0 && (argc < 1 || strcmp(argv[0], "export") != 0))
        rc = arb_err_set(&err, ARB_ERR_BAD_REQUEST, argc ? argv[0] : "", "%s", cli_admin_usage);
    for (int i = 1; rc == 0 && i < argc; i += 2) {
        if (i + 1 < argc && strcmp(argv[i], "--since") == 0)
            since = argv[i + 1];
        else if (i + 1 < argc && strcmp(argv[i], "-o") == 0)
            path = argv[i + 1];
        else
            rc = arb_err_set(&err, ARB_ERR_BAD_REQUEST, argv[i], "Argument « %.40s » invalide ; %s",
                             argv[i], cli_admin_usage);
    }
    if (rc == 0 && !since)
        rc = arb_err_set(&err, ARB_ERR_BAD_REQUEST, "--since", "%s", cli_admin_usage);
    if (rc == 0)
        rc = store_parse_time(since, "--since", &since_ms, &err);
    if (rc < 0)
        return cli_fail(stderr, &err);
    if (path && !(out = fopen(path, "w"))) {
        arb_err_set(&err, ARB_ERR_IO, "-o", "Impossible d'écrire « %.200s ».", path);
        return cli_fail(stderr, &err);
    }
    cfg.log_fd = -1; /* a failure is reported once, below */
    long n = store_open(&cfg, &st, &err);
    if (n == 0)
        n = store_export(st, since_ms, out, &err);
    store_free(st);
    if (path && fclose(out) != 0 && n >= 0)
        n = arb_err_set(&err, ARB_ERR_IO, "-o", "Écriture de « %.200s » impossible.", path);
    if (n < 0)
        return cli_fail(stderr, &err);
    fprintf(stderr, "arbitre admin export : %ld lignes\n", n);
    return CLI_OK;
}

/* cli_game.c — `arbitre start|validate|play|moves|replay GAME [--request FILE]`: reads the
 * request JSON (stdin or FILE), runs rules_api_run and prints its body, the same bytes the
 * HTTP server sends. Exit statuses are those of cli.h: a response goes to stdout (0), an
 * illegal move's error to stdout (3), any other error body to stderr (2, or 1 when internal). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "cli.h"
#include "rules_api.h"

enum { CLI_REQUEST_MAX = 16 << 20 };

/* Prints body and a newline to out; returns status, or CLI_FAIL when out of memory. */
static int emit(FILE *out, const cJSON *body, int status)
{
    char *text = body ? arb_json_print(body) : NULL;
    if (!text) {
        fputs("arbitre : mémoire insuffisante\n", stderr);
        return CLI_FAIL;
    }
    fputs(text, out);
    fputc('\n', out);
    cJSON_free(text);
    return status;
}

/* Prints err's body where its code goes and returns the matching exit status. */
static int emit_error(const struct arb_err *err)
{
    int status = CLI_BAD_INPUT;
    FILE *out = stderr;
    if (arb_err_is_illegal_move(err->code)) {
        status = CLI_ILLEGAL;
        out = stdout;
    } else if (arb_err_status(err->code) >= 500) {
        status = CLI_FAIL;
    }
    cJSON *body = arb_json_error(err);
    int rc = emit(out, body, status);
    cJSON_Delete(body);
    return rc;
}

/* Reads f to the end into *buf (caller frees) and *len. Returns 0, -ARB_ERR_BODY_TOO_LARGE
 * over CLI_REQUEST_MAX bytes, -ARB_ERR_IO or -ARB_ERR_NOMEM. */
static int read_all(FILE *f, char **buf, size_t *len, struct arb_err *err)
{
    size_t cap = 4096, n = 0, got;
    char *b = malloc(cap);
    int rc = 0;
    if (!b)
        return arb_err_set(err, ARB_ERR_NOMEM, NULL, "Mémoire insuffisante.");
    while ((got = fread(b + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n < cap)
            continue;
        if (cap >= CLI_REQUEST_MAX) {
            rc = arb_err_set(err, ARB_ERR_BODY_TOO_LARGE, NULL,
                             "Requête trop grande : %d octets au plus.", CLI_REQUEST_MAX);
            goto out_free;
        }
        char *bigger = realloc(b, cap * 2);
        if (!bigger) {
            rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "Mémoire insuffisante.");
            goto out_free;
        }
        b = bigger;
        cap *= 2;
    }
    if (ferror(f)) {
        rc = arb_err_set(err, ARB_ERR_IO, NULL, "Lecture de la requête impossible : %s.",
                         strerror(errno));
        goto out_free;
    }
    *buf = b;
    *len = n;
    return 0;
out_free:
    free(b);
    return rc;
}

/* The request: NULL when the input holds only blanks (a request without members). */
static int read_request(const char *path, cJSON **req, struct arb_err *err)
{
    FILE *f = path ? fopen(path, "rb") : stdin;
    char *buf = NULL;
    size_t len = 0;
    *req = NULL;
    if (!f)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "--request",
                           "Impossible d'ouvrir « %s » : %s.", path, strerror(errno));
    int rc = read_all(f, &buf, &len, err);
    if (path)
        fclose(f);
    if (rc)
        return rc;
    size_t blanks = 0;
    while (blanks < len && strchr(" \t\r\n", buf[blanks]) && buf[blanks])
        blanks++;
    if (blanks < len)
        rc = arb_json_parse(buf, len, req, err);
    free(buf);
    return rc;
}

/* Fills err for an unknown game, listing the games there are. */
static void unknown_game(const char *id, struct arb_err *err)
{
    char list[128] = "";
    size_t used = 0;
    for (size_t i = 0; i < rules_count() && used < sizeof list; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s%s", i ? ", " : "",
                                 rules_at(i)->id);
    arb_err_set(err, ARB_ERR_UNKNOWN_GAME, "game", "Jeu inconnu « %.60s » : les jeux sont %s.", id,
                list);
}

int cli_game(const char *cmd, int argc, char **argv)
{
    struct arb_err err;
    enum rules_cmd c;
    const struct rules_game *g;
    const char *path = NULL;
    cJSON *req = NULL, *resp = NULL;
    int rc;
    arb_err_clear(&err);
    if (rules_api_cmd(cmd, &c) != 0) {
        arb_err_set(&err, ARB_ERR_INTERNAL, NULL, "Commande « %s » sans code de jeu.", cmd);
        return emit_error(&err);
    }
    if (argc == 3 && strcmp(argv[1], "--request") == 0)
        path = argv[2];
    else if (argc != 1) {
        arb_err_set(&err, ARB_ERR_BAD_REQUEST, NULL,
                    "Usage : arbitre %s JEU [--request FICHIER] (requête JSON sur l'entrée "
                    "standard sans --request).",
                    cmd);
        return emit_error(&err);
    }
    g = rules_find(argv[0]);
    if (!g) {
        unknown_game(argv[0], &err);
        return emit_error(&err);
    }
    rc = read_request(path, &req, &err);
    if (rc == 0)
        rc = rules_api_run(g, c, req, &resp, &err);
    cJSON_Delete(req);
    if (rc)
        return emit_error(&err);
    rc = emit(stdout, resp, CLI_OK);
    cJSON_Delete(resp);
    return rc;
}

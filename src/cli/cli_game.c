/* cli_game.c — `arbitre start|validate|play|moves|replay GAME [--request FILE] [--server URL]`:
 * reads the request JSON (stdin or FILE), runs rules_api_run and prints its body, the same bytes
 * the HTTP server sends (with --server, cli_remote sends it to a running server). Exit statuses are
 * those of cli.h: a response goes to stdout (0), an illegal move's error to stdout (3), any other
 * error body to stderr (2, or 1 when internal). */
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "cli.h"
#include "rules_api.h"

/* Prints err's body where its code goes (an illegal move on stdout, anything else on
 * stderr) and returns the matching exit status. */
static int emit_error(const struct arb_err *err)
{
    return cli_fail(arb_err_is_illegal_move(err->code) ? stdout : stderr, err);
}

int cli_game(const char *cmd, int argc, char **argv)
{
    struct arb_err err;
    enum rules_cmd c;
    const struct rules_game *g;
    const char *path = NULL, *server = NULL;
    cJSON *req = NULL, *resp = NULL;
    int rc;
    arb_err_clear(&err);
    if (rules_api_cmd(cmd, &c) != 0) {
        arb_err_set(&err, ARB_ERR_INTERNAL, NULL, "Commande « %s » sans code de jeu.", cmd);
        return emit_error(&err);
    }
    for (int i = 1; i < argc; i += 2) {
        if (i + 1 < argc && strcmp(argv[i], "--request") == 0)
            path = argv[i + 1];
        else if (i + 1 < argc && strcmp(argv[i], "--server") == 0)
            server = argv[i + 1];
        else
            argc = 0;
    }
    if (argc < 1) {
        arb_err_set(&err, ARB_ERR_BAD_REQUEST, NULL,
                    "Usage : arbitre %s JEU [--request FICHIER] [--server URL] (requête JSON sur "
                    "l'entrée standard sans --request).",
                    cmd);
        return emit_error(&err);
    }
    if (rules_api_game(argv[0], "game", &g, &err) != 0)
        return emit_error(&err);
    rc = cli_read_request(path, &req, &err);
    if (rc == 0 && server) {
        char route[96];
        snprintf(route, sizeof route, "/v1/games/%s/%s", g->id, cmd);
        rc = cli_remote(server, route, req);
        cJSON_Delete(req);
        return rc;
    }
    if (rc == 0)
        rc = rules_api_run(g, c, req, &resp, &err);
    cJSON_Delete(req);
    if (rc)
        return emit_error(&err);
    rc = cli_print_json(stdout, resp);
    cJSON_Delete(resp);
    return rc;
}

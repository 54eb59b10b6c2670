/* cli.h — the subcommands of the `arbitre` executable. Each takes the arguments after its
 * name and returns the process exit status: 0 success, 1 internal failure, 2 bad input
 * (error JSON on stderr), 3 illegal move (play: error JSON on stdout). */
#ifndef CLI_H
#define CLI_H

#include <cjson/cJSON.h>
#include <stdio.h>

#include "arb_err.h"

enum { CLI_OK = 0, CLI_FAIL = 1, CLI_BAD_INPUT = 2, CLI_ILLEGAL = 3 };

/* ---- shared by every subcommand (cli_io.c) ---- */

/* Reads and strictly parses the JSON request in path (NULL: stdin). Returns 0 and *out
 * (caller owns, cJSON_Delete) or a negative code (bad_json, io, body_too_large) with err. */
int cli_read_request(const char *path, cJSON **out, struct arb_err *err);
/* Prints body compactly and a newline; returns CLI_OK or CLI_FAIL. */
int cli_print_json(FILE *out, const cJSON *body);
/* The exit status of an error code: illegal moves 3, server-side failures 1, else 2. */
int cli_exit_status(enum arb_code code);
/* Prints the error body of err to out and returns cli_exit_status(err->code). */
int cli_fail(FILE *out, const struct arb_err *err);

/* ---- --server URL (cli_remote.c) ---- */

/* POSTs req to server (an http:// or https:// base URL) + path ("/v1/ask") and prints the
 * answer as the local command prints its own: a 200 body on stdout (CLI_OK), an illegal
 * move (422) on stdout (CLI_ILLEGAL), any other error body on stderr (CLI_BAD_INPUT for 4xx,
 * CLI_FAIL for 5xx). A malformed URL is a bad_request (field "--server", exit 2); a server
 * that cannot be reached or does not answer JSON is an io error (exit 1). req is borrowed. */
int cli_remote(const char *server, const char *path, const cJSON *req);

/* ---- subcommands ---- */

/* start, validate, play, moves, replay GAME [--request FILE] [--server URL] (request JSON on
 * stdin; --server: sent to a running server by cli_remote) */
int cli_game(const char *cmd, int argc, char **argv);

/* cards GAME [-o FILE] [--lang en] [--players N --holes N --stones N]: the A5 cards PDF;
 * diagram GAME [--format svg|png|pdf] [-o FILE] [--request FILE]: one position as an image
 * from {"position","move"?,"options"?} */
int cli_cards(const char *cmd, int argc, char **argv);
int cli_diagram(const char *cmd, int argc, char **argv);

/* check [--kb DIR] [--all]: verification table and startup time (exit 1 on disagreement);
 * index --out FILE [--kb DIR]: the index database as a SQLite file */
int cli_kb_check(const char *cmd, int argc, char **argv);
int cli_kb_index(const char *cmd, int argc, char **argv);

/* ask "QUESTION" [--game G] [--context JSON] [--position JSON] [--options JSON] [--kb DIR]
 * [--server URL]:
 * the answer JSON of POST /v1/ask; eval [--file F] [--min-top1 R] [--min-abstain R]
 * [--kb DIR]: the question set through the assistant and the baseline (exit 1 under R) */
int cli_ask(const char *cmd, int argc, char **argv);
int cli_eval(const char *cmd, int argc, char **argv);

/* admin export --since DATE [-o FILE]: the kept feedback and unanswered questions as JSON
 * Lines (cli_admin.c) */
int cli_admin(const char *cmd, int argc, char **argv);

/* serve [--host H] [--port P] [--threads N]: the HTTP API until SIGTERM/SIGINT (exit 0) */
int cli_serve(const char *cmd, int argc, char **argv);

#endif

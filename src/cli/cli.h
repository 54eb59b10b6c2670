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

/* ---- subcommands ---- */

/* start, validate, play, moves, replay GAME [--request FILE] (request JSON on stdin) */
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

/* ask "QUESTION" [--game G] [--context JSON] [--position JSON] [--options JSON] [--kb DIR]:
 * the answer JSON of POST /v1/ask; eval [--file F] [--min-top1 R] [--min-abstain R]
 * [--kb DIR]: the question set through the assistant and the baseline (exit 1 under R) */
int cli_ask(const char *cmd, int argc, char **argv);
int cli_eval(const char *cmd, int argc, char **argv);

/* serve [--host H] [--port P] [--threads N]: the HTTP API until SIGTERM/SIGINT (exit 0) */
int cli_serve(const char *cmd, int argc, char **argv);

#endif

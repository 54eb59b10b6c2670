/* cli.h — the subcommands of the `arbitre` executable. Each takes the arguments after its
 * name and returns the process exit status: 0 success, 1 internal failure, 2 bad input
 * (error JSON on stderr), 3 illegal move (play: error JSON on stdout). */
#ifndef CLI_H
#define CLI_H

enum { CLI_OK = 0, CLI_FAIL = 1, CLI_BAD_INPUT = 2, CLI_ILLEGAL = 3 };

/* start, validate, play, moves, replay GAME [--request FILE] (request JSON on stdin) */
int cli_game(const char *cmd, int argc, char **argv);

#endif

/* rules_api.h — the game commands (start, validate, play, moves, replay) on JSON requests.
 * One code path: the CLI and the HTTP server both call rules_api_run, so their bodies are
 * the same bytes. Request and response shapes are documented in docs/api.md. */
#ifndef RULES_API_H
#define RULES_API_H

#include <cjson/cJSON.h>

#include "rules.h"

enum rules_cmd {
    RULES_CMD_START,
    RULES_CMD_VALIDATE,
    RULES_CMD_PLAY,
    RULES_CMD_MOVES,
    RULES_CMD_REPLAY,
};

/* The game with this id (may be NULL): 0 and *out, or -ARB_ERR_UNKNOWN_GAME with err naming
 * field ("game" on the CLI, "id" for a URL) and listing the games there are, in French. */
int rules_api_game(const char *id, const char *field, const struct rules_game **out,
                   struct arb_err *err);

/* "start" -> RULES_CMD_START ...; returns 0 or -ARB_ERR_NOT_FOUND. */
int rules_api_cmd(const char *name, enum rules_cmd *out);

/* Runs cmd for game g on request req (a JSON object; NULL counts as {}).
 * Returns 0 and *resp (caller owns), or a negative code with err filled: bad_request /
 * bad_position with the field, and for play an illegal-move code with err->rule set.
 * validate answers an illegal move with 0 and {"legal":false,"reason",...}. */
int rules_api_run(const struct rules_game *g, enum rules_cmd cmd, const cJSON *req, cJSON **resp,
                  struct arb_err *err);
/* The same with the messages of the response (validate's refusal, start's warnings) in lang;
 * err has both languages whatever lang is (arb_err_message). rules_api_run is French. */
int rules_api_run_lang(const struct rules_game *g, enum rules_cmd cmd, const cJSON *req,
                       enum arb_lang lang, cJSON **resp, struct arb_err *err);

#endif

/* rules_json.h — the JSON codec of positions, moves, options and results, beside the
 * engines (which know nothing of JSON). Shapes are those of docs/api.md:
 *   mancala {"pits":[[..],..],"stores":[..],"to_move":p}
 *   qawale  {"board":{"a1":["N","L"],..},"hands":[8,8],"to_move":p}
 *   moves   {"pit":k} (1-based) | {"cell":"b2","path":["b3",..]} | {"resign":true}
 * Every cJSON returned is owned by the caller (cJSON_Delete); NULL means out of memory. */
#ifndef RULES_JSON_H
#define RULES_JSON_H

#include <cjson/cJSON.h>
#include <stdbool.h>

#include "rules.h"

/* Reads a position and checks it (g->check). Returns 0, or -ARB_ERR_BAD_POSITION with the
 * JSON path of the field at fault ("position.pits[1][3]") and a French message. */
int rules_json_read_position(const struct rules_game *g, const cJSON *j, struct rules_pos *out,
                             struct arb_err *err);
cJSON *rules_json_position(const struct rules_game *g, const struct rules_pos *pos);

/* Reads a move as strictly as a position: an unknown member, a wrong type or a missing member
 * is -ARB_ERR_BAD_REQUEST naming it ("move", "move.pit", "move.path[2]"). A well-formed move
 * is read even when the rules refuse it: a pit outside 1..RULES_MAX_HOLES becomes pit 0 and a
 * name that is no cell RULES_OFF_BOARD, so the engine reports the documented reason (422).
 * {"resign": true} resigns (other members, when given, must still be well formed). */
int rules_json_read_move(const struct rules_game *g, const cJSON *j, struct rules_move *out,
                         struct arb_err *err);
cJSON *rules_json_move(const struct rules_game *g, const struct rules_move *move);

/* Reads options (j may be NULL: all defaults). start: start-only options are accepted.
 * Unknown names, wrong types or values: -ARB_ERR_BAD_REQUEST naming "options.<name>". */
int rules_json_read_options(const struct rules_game *g, const cJSON *j, bool start,
                            struct rules_opts *out, struct arb_err *err);
/* Reads the options of a command on position pos: start-only members are accepted when they
 * agree with it (kalah's players and holes must be the position's; stones and first are
 * information), so the options start answered can be sent back with every move. A
 * contradiction is -ARB_ERR_BAD_REQUEST naming "options.<name>" and both values. */
int rules_json_read_options_for(const struct rules_game *g, const cJSON *j,
                                const struct rules_pos *pos, struct rules_opts *out,
                                struct arb_err *err);
cJSON *rules_json_options(const struct rules_game *g, const struct rules_opts *opts, bool start);

/* Sets in opts the start options a start position shows (kalah: players, holes and first
 * from its shape and to_move; qawale: first): the options in effect that start answers. */
void rules_json_start_options(const struct rules_game *g, const struct rules_pos *pos,
                              struct rules_opts *opts);

cJSON *rules_json_outcome(const struct rules_game *g, const struct rules_outcome *out);
/* The play result {"legal":true,"position","captured","extra_turn","outcome","events"}. */
cJSON *rules_json_result(const struct rules_game *g, const struct rules_result *res,
                         const struct rules_trace *trace);
cJSON *rules_json_events(const struct rules_game *g, const struct rules_trace *trace);
/* The game's description: id, name, preset, players, options with defaults and choices. */
cJSON *rules_json_game(const struct rules_game *g);

/* Adds item (taken, may be NULL) to parent under key, or to the array parent when key is
 * NULL. Returns false when item is NULL or could not be added (item is then deleted), so a
 * builder chains it and frees its one root on failure. */
bool rules_json_put(cJSON *parent, const char *key, cJSON *item);

#endif

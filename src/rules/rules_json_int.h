/* rules_json_int.h — the JSON of each rule family, for the codec of the rules module only.
 *
 * A game's table (struct rules_game) names its family's codec: how its positions and moves
 * read and write, and which options a start position shows. rules_json.c and rules_api.c go
 * through it and never ask which family a game is; adding a family = one rules_json_<family>.c
 * and its table here. Helpers the families share are declared below. */
#ifndef RULES_JSON_INT_H
#define RULES_JSON_INT_H

#include <cjson/cJSON.h>
#include <stdbool.h>

#include "rules.h"

struct rules_codec {
    const char *kind;             /* "mancala", "qawale": rules_json_game's kind */
    const char *const *move_keys; /* the members of a move, "resign" included */
    /* Reads the members of position object j (their checks, not g->check): 0 or
     * -ARB_ERR_BAD_POSITION with the field at fault. */
    int (*read_position)(const struct rules_game *g, const cJSON *j, struct rules_pos *out,
                         struct arb_err *err);
    /* The JSON of pos (members in the documented order); NULL when out of memory. */
    cJSON *(*position)(const struct rules_pos *pos);
    /* Reads the members of move object j, whose names were checked: all of them when
     * mv->resign is false, only those given when it is true. 0 or -ARB_ERR_BAD_REQUEST. */
    int (*read_move)(const cJSON *j, struct rules_move *mv, struct arb_err *err);
    /* Adds the members of a move other than a resignation to o; false when out of memory. */
    bool (*move)(const struct rules_move *mv, cJSON *o);
    /* The start options a start position shows, set in opts (kalah: players, holes, first). */
    void (*start_options)(const struct rules_pos *pos, struct rules_opts *opts);
};

extern const struct rules_codec rules_codec_mancala;
extern const struct rules_codec rules_codec_qawale;

/* arb_json_int and arb_json_known_keys for a position: the same checks, reported as
 * bad_position (field "position.<name>" for an unknown member). */
int rules_json_pos_int(const cJSON *item, const char *field, long min, long max, long *out,
                       struct arb_err *err);
int rules_json_pos_keys(const cJSON *obj, const char *const *allowed, struct arb_err *err);
/* An array of the n numbers of v; NULL when out of memory. */
cJSON *rules_json_ints(const int32_t *v, int n);
/* A cell name as a JSON string, null when the index is not a cell. */
cJSON *rules_json_cell(int cell);
/* Pebble letters by enum qawale_pebble value (0 is unused): "?NLD". */
extern const char rules_json_pebbles[];

#endif

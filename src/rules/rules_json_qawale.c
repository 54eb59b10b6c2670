/* rules_json_qawale.c — the JSON of Qawale positions and moves:
 * {"board":{"a1":["N","L"],..},"hands":[8,8],"to_move":p} and {"cell":"b2","path":["b3",..]}.
 * Invariant: a position read here names only cells a1..d4, stacks of at most
 * QAWALE_MAX_HEIGHT known pebbles and hands of 0..8; the engine's check does the rest. */
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "rules_json.h"
#include "rules_json_int.h"

/* One stack of the board, bottom first: an array of "N", "L", "D". */
static int read_stack(const cJSON *arr, int cell, struct qawale_pos *q, struct arb_err *err)
{
    char field[64];
    snprintf(field, sizeof field, "position.board.%s", arr->string);
    if (!cJSON_IsArray(arr) || cJSON_GetArraySize(arr) > QAWALE_MAX_HEIGHT)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                           "« %s » doit être une pile de %d galets au plus, du bas vers le "
                           "haut (\"N\", \"L\" ou \"D\").",
                           field, QAWALE_MAX_HEIGHT);
    int k = 0;
    for (const cJSON *c = arr->child; c; c = c->next, k++) {
        const char *s = cJSON_GetStringValue(c);
        const char *at = s && s[0] && !s[1] ? strchr(rules_json_pebbles + 1, s[0]) : NULL;
        if (!at) {
            snprintf(field, sizeof field, "position.board.%s[%d]", arr->string, k);
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "Galet inconnu en « %s » : \"N\" (neutre), \"L\" (clair) ou "
                               "\"D\" (foncé) attendu.",
                               field);
        }
        q->stack[cell] |= (uint64_t)(at - rules_json_pebbles) << (2 * k);
    }
    q->height[cell] = (uint8_t)k;
    return 0;
}

static int read_qawale(const cJSON *j, struct qawale_pos *q, struct arb_err *err)
{
    static const char *const keys[] = {"board", "hands", "to_move", NULL};
    char field[64];
    long v;
    int rc = rules_json_pos_keys(j, keys, err);
    if (rc)
        return rc;
    const cJSON *board = cJSON_GetObjectItemCaseSensitive(j, "board");
    if (!cJSON_IsObject(board))
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.board",
                           "« position.board » doit être un objet {\"a1\": [..], ...}.");
    for (const cJSON *c = board->child; c; c = c->next) {
        int cell = rules_cell_parse(c->string);
        if (cell == RULES_OFF_BOARD) {
            snprintf(field, sizeof field, "position.board.%.40s", c->string);
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "Case inconnue « %.40s » : les cases vont de a1 à d4.", c->string);
        }
        rc = read_stack(c, cell, q, err);
        if (rc)
            return rc;
    }
    const cJSON *hands = cJSON_GetObjectItemCaseSensitive(j, "hands");
    if (!cJSON_IsArray(hands) || cJSON_GetArraySize(hands) != 2)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.hands",
                           "« position.hands » doit être un tableau de 2 nombres : les galets "
                           "encore en main de chaque joueur.");
    int p = 0;
    for (const cJSON *c = hands->child; c; c = c->next, p++) {
        snprintf(field, sizeof field, "position.hands[%d]", p);
        rc = rules_json_pos_int(c, field, 0, QAWALE_PEBBLES, &v, err);
        if (rc)
            return rc;
        q->hands[p] = (uint8_t)v;
    }
    rc = rules_json_pos_int(cJSON_GetObjectItemCaseSensitive(j, "to_move"), "position.to_move", 0,
                            1, &v, err);
    if (rc)
        return rc;
    q->to_move = (uint8_t)v;
    return 0;
}

/* A move's cell: a string (else bad_request naming field); a name that is no cell of the
 * board is RULES_OFF_BOARD, which the engine refuses as off_board. */
static int read_cell(const cJSON *item, const char *field, int8_t *out, struct arb_err *err)
{
    if (!item)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field, "Champ « %s » manquant.", field);
    if (!cJSON_IsString(item))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                           "« %s » doit être le nom d'une case (\"a1\" à \"d4\").", field);
    *out = (int8_t)rules_cell_parse(item->valuestring);
    return 0;
}

/* The stack's path: an array of cell names, each checked like the cell. */
static int read_path(const cJSON *path, struct rules_move *mv, struct arb_err *err)
{
    char field[64];
    if (!path)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.path", "Champ « move.path » manquant.");
    if (!cJSON_IsArray(path))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.path",
                           "« move.path » doit être un tableau de cases ([\"b3\", \"c3\"]).");
    int k = 0;
    for (const cJSON *c = path->child; c; c = c->next, k++) {
        int8_t cell;
        snprintf(field, sizeof field, "move.path[%d]", k);
        int rc = read_cell(c, field, &cell, err);
        if (rc)
            return rc;
        if (k < QAWALE_MAX_PATH)
            mv->path[k] = cell;
    }
    mv->path_len = (uint16_t)(k > UINT16_MAX ? UINT16_MAX : k);
    return 0;
}

static cJSON *qawale_json(const struct rules_pos *pos)
{
    const struct qawale_pos *q = &pos->q;
    int32_t hands[2] = {q->hands[0], q->hands[1]};
    char name[3];
    cJSON *o = cJSON_CreateObject();
    cJSON *board = cJSON_AddObjectToObject(o, "board");
    if (!board)
        goto out_free;
    for (int cell = 0; cell < QAWALE_CELLS; cell++) {
        if (q->height[cell] == 0)
            continue;
        cJSON *stack = cJSON_CreateArray();
        rules_cell_name(cell, name);
        if (!rules_json_put(board, name, stack))
            goto out_free;
        for (int k = 0; k < q->height[cell]; k++) {
            char letter[2] = {rules_json_pebbles[(q->stack[cell] >> (2 * k)) & 3], '\0'};
            if (!rules_json_put(stack, NULL, cJSON_CreateString(letter)))
                goto out_free;
        }
    }
    if (!rules_json_put(o, "hands", rules_json_ints(hands, 2)) ||
        !cJSON_AddNumberToObject(o, "to_move", q->to_move))
        goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

static int qawale_read_position(const struct rules_game *g, const cJSON *j, struct rules_pos *out,
                                struct arb_err *err)
{
    (void)g;
    return read_qawale(j, &out->q, err);
}

static int qawale_read_move(const cJSON *j, struct rules_move *mv, struct arb_err *err)
{
    const cJSON *cell = cJSON_GetObjectItemCaseSensitive(j, "cell");
    const cJSON *path = cJSON_GetObjectItemCaseSensitive(j, "path");
    int rc = cell || !mv->resign ? read_cell(cell, "move.cell", &mv->cell, err) : 0;
    if (rc == 0 && (path || !mv->resign))
        rc = read_path(path, mv, err);
    return rc;
}

static bool qawale_move(const struct rules_move *mv, cJSON *o)
{
    cJSON *path;
    if (!rules_json_put(o, "cell", rules_json_cell(mv->cell)) ||
        !(path = cJSON_AddArrayToObject(o, "path")))
        return false;
    int n = mv->path_len < QAWALE_MAX_PATH ? mv->path_len : QAWALE_MAX_PATH;
    for (int k = 0; k < n; k++)
        if (!rules_json_put(path, NULL, rules_json_cell(mv->path[k])))
            return false;
    return true;
}

static void qawale_start_options(const struct rules_pos *pos, struct rules_opts *opts)
{
    opts->first = pos->q.to_move;
}

static const char *const qawale_move_keys[] = {"cell", "path", "resign", NULL};

const struct rules_codec rules_codec_qawale = {
    .kind = "qawale",
    .move_keys = qawale_move_keys,
    .read_position = qawale_read_position,
    .position = qawale_json,
    .read_move = qawale_read_move,
    .move = qawale_move,
    .start_options = qawale_start_options,
};

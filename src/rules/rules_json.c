/* rules_json.c — reads and writes the JSON of positions, moves, options, outcomes, events and
 * results (shapes in docs/api.md). The engines never see JSON: this file turns a request into
 * their plain structs and back. Invariant: a position read here has passed g->check, and
 * writing it back gives the same JSON (members in the documented order). */
#include "rules_json.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "arb_json.h"

/* Pebble letters by enum qawale_pebble value (0 is unused). */
static const char pebble_letters[] = "?NLD";

bool rules_json_put(cJSON *parent, const char *key, cJSON *item)
{
    if (!item)
        return false;
    if (key ? cJSON_AddItemToObject(parent, key, item) : cJSON_AddItemToArray(parent, item))
        return true;
    cJSON_Delete(item);
    return false;
}

/* arb_json_int for a position field: the same checks, reported as bad_position. */
static int pos_int(const cJSON *item, const char *field, long min, long max, long *out,
                   struct arb_err *err)
{
    int rc = arb_json_int(item, field, min, max, out, err);
    if (rc == 0)
        return 0;
    if (err)
        err->code = ARB_ERR_BAD_POSITION;
    return -ARB_ERR_BAD_POSITION;
}

static int pos_known_keys(const cJSON *obj, const char *const *allowed, struct arb_err *err)
{
    int rc = arb_json_known_keys(obj, "position", allowed, err);
    if (rc == 0)
        return 0;
    if (err)
        err->code = ARB_ERR_BAD_POSITION;
    return -ARB_ERR_BAD_POSITION;
}

static bool hole_count_ok(int holes)
{
    return holes == 4 || holes == 6 || holes == 7;
}

/* The pits: rows g->min_players..g->max_players of one length (4, 6 or 7). */
static int read_pits(const struct rules_game *g, const cJSON *pits, struct mancala_pos *m,
                     struct arb_err *err)
{
    char field[64];
    if (!pits)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "Champ « position.pits » manquant.");
    int rows = cJSON_IsArray(pits) ? cJSON_GetArraySize(pits) : -1;
    if (rows < g->min_players || rows > g->max_players)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "« position.pits » doit être un tableau de %d à %d rangées de trous.",
                           g->min_players, g->max_players);
    int r = 0;
    for (const cJSON *row = pits->child; row; row = row->next, r++) {
        snprintf(field, sizeof field, "position.pits[%d]", r);
        int len = cJSON_IsArray(row) ? cJSON_GetArraySize(row) : -1;
        if (r == 0 && !hole_count_ok(len))
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "« %s » doit être une rangée de 4, 6 ou 7 trous.", field);
        if (r > 0 && len != m->holes)
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "« %s » doit avoir %d trous, comme la première rangée.", field,
                               m->holes);
        m->holes = (uint8_t)len;
        int i = 0;
        for (const cJSON *c = row->child; c; c = c->next, i++) {
            long v;
            snprintf(field, sizeof field, "position.pits[%d][%d]", r, i);
            int rc = pos_int(c, field, 0, RULES_MANCALA_MAX_PIECES, &v, err);
            if (rc)
                return rc;
            m->cell[r * (m->holes + 1) + i] = (int32_t)v;
        }
    }
    m->players = (uint8_t)rows;
    return 0;
}

static int read_mancala(const struct rules_game *g, const cJSON *j, struct mancala_pos *m,
                        struct arb_err *err)
{
    static const char *const keys[] = {"pits", "stores", "to_move", NULL};
    char field[64];
    long v;
    int rc = pos_known_keys(j, keys, err);
    if (rc)
        return rc;
    rc = read_pits(g, cJSON_GetObjectItemCaseSensitive(j, "pits"), m, err);
    if (rc)
        return rc;
    const cJSON *stores = cJSON_GetObjectItemCaseSensitive(j, "stores");
    if (!cJSON_IsArray(stores) || cJSON_GetArraySize(stores) != m->players)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.stores",
                           "« position.stores » doit être un tableau de %d nombres, un par "
                           "joueur.",
                           m->players);
    int p = 0;
    for (const cJSON *c = stores->child; c; c = c->next, p++) {
        snprintf(field, sizeof field, "position.stores[%d]", p);
        rc = pos_int(c, field, 0, RULES_MANCALA_MAX_PIECES, &v, err);
        if (rc)
            return rc;
        m->cell[p * (m->holes + 1) + m->holes] = (int32_t)v;
    }
    rc = pos_int(cJSON_GetObjectItemCaseSensitive(j, "to_move"), "position.to_move", 0,
                 m->players - 1, &v, err);
    if (rc)
        return rc;
    m->to_move = (uint8_t)v;
    return 0;
}

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
        const char *at = s && s[0] && !s[1] ? strchr(pebble_letters + 1, s[0]) : NULL;
        if (!at) {
            snprintf(field, sizeof field, "position.board.%s[%d]", arr->string, k);
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "Galet inconnu en « %s » : \"N\" (neutre), \"L\" (clair) ou "
                               "\"D\" (foncé) attendu.",
                               field);
        }
        q->stack[cell] |= (uint64_t)(at - pebble_letters) << (2 * k);
    }
    q->height[cell] = (uint8_t)k;
    return 0;
}

static int read_qawale(const cJSON *j, struct qawale_pos *q, struct arb_err *err)
{
    static const char *const keys[] = {"board", "hands", "to_move", NULL};
    char field[64];
    long v;
    int rc = pos_known_keys(j, keys, err);
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
        rc = pos_int(c, field, 0, QAWALE_PEBBLES, &v, err);
        if (rc)
            return rc;
        q->hands[p] = (uint8_t)v;
    }
    rc = pos_int(cJSON_GetObjectItemCaseSensitive(j, "to_move"), "position.to_move", 0, 1, &v, err);
    if (rc)
        return rc;
    q->to_move = (uint8_t)v;
    return 0;
}

int rules_json_read_position(const struct rules_game *g, const cJSON *j, struct rules_pos *out,
                             struct arb_err *err)
{
    struct rules_pos pos;
    int rc;
    memset(&pos, 0, sizeof pos);
    pos.kind = g->kind;
    if (!cJSON_IsObject(j))
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position",
                           "« position » doit être un objet JSON.");
    if (g->kind == RULES_MANCALA)
        rc = read_mancala(g, j, &pos.m, err);
    else
        rc = read_qawale(j, &pos.q, err);
    if (rc == 0)
        rc = g->check(&pos, err);
    if (rc == 0)
        *out = pos;
    return rc;
}

/* An array of n numbers. */
static cJSON *int_array(const int32_t *v, int n)
{
    cJSON *a = cJSON_CreateArray();
    for (int i = 0; a && i < n; i++) {
        if (!rules_json_put(a, NULL, cJSON_CreateNumber(v[i]))) {
            cJSON_Delete(a);
            return NULL;
        }
    }
    return a;
}

static cJSON *mancala_json(const struct mancala_pos *m)
{
    int32_t stores[RULES_MAX_PLAYERS];
    cJSON *o = cJSON_CreateObject();
    cJSON *pits = cJSON_AddArrayToObject(o, "pits");
    if (!pits)
        goto out_free;
    for (int p = 0; p < m->players; p++) {
        if (!rules_json_put(pits, NULL, int_array(m->cell + (size_t)p * (m->holes + 1), m->holes)))
            goto out_free;
        stores[p] = m->cell[p * (m->holes + 1) + m->holes];
    }
    if (!rules_json_put(o, "stores", int_array(stores, m->players)) ||
        !cJSON_AddNumberToObject(o, "to_move", m->to_move))
        goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

static cJSON *qawale_json(const struct qawale_pos *q)
{
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
            char letter[2] = {pebble_letters[(q->stack[cell] >> (2 * k)) & 3], '\0'};
            if (!rules_json_put(stack, NULL, cJSON_CreateString(letter)))
                goto out_free;
        }
    }
    if (!rules_json_put(o, "hands", int_array(hands, 2)) ||
        !cJSON_AddNumberToObject(o, "to_move", q->to_move))
        goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

cJSON *rules_json_position(const struct rules_game *g, const struct rules_pos *pos)
{
    (void)g;
    return pos->kind == RULES_MANCALA ? mancala_json(&pos->m) : qawale_json(&pos->q);
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

/* A mancala pit: an integer (else bad_request); one outside 1..RULES_MAX_HOLES stays 0, which
 * the engine refuses as pit_range like any pit the board does not have. */
static int read_pit(const cJSON *item, int32_t *out, struct arb_err *err)
{
    if (!item)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.pit", "Champ « move.pit » manquant.");
    if (!cJSON_IsNumber(item) || floor(item->valuedouble) != item->valuedouble)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.pit",
                           "« move.pit » doit être un numéro de trou entier (1 pour le premier).");
    double v = item->valuedouble;
    *out = v >= 1 && v <= RULES_MAX_HOLES ? (int32_t)v : 0;
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

int rules_json_read_move(const struct rules_game *g, const cJSON *j, struct rules_move *out,
                         struct arb_err *err)
{
    static const char *const mancala_keys[] = {"pit", "resign", NULL};
    static const char *const qawale_keys[] = {"cell", "path", "resign", NULL};
    struct rules_move mv;
    int rc;
    memset(&mv, 0, sizeof mv);
    if (!cJSON_IsObject(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move",
                           "« move » doit être un objet : {\"pit\": k}, {\"cell\": \"b2\", "
                           "\"path\": [..]} ou {\"resign\": true}.");
    rc = arb_json_known_keys(j, "move", g->kind == RULES_MANCALA ? mancala_keys : qawale_keys, err);
    if (rc)
        return rc;
    const cJSON *resign = cJSON_GetObjectItemCaseSensitive(j, "resign");
    if (resign && !cJSON_IsBool(resign))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.resign",
                           "« move.resign » doit valoir true ou false.");
    mv.resign = cJSON_IsTrue(resign);
    /* resigning needs nothing else; what else is given must still be well formed */
    const cJSON *pit = cJSON_GetObjectItemCaseSensitive(j, "pit");
    const cJSON *cell = cJSON_GetObjectItemCaseSensitive(j, "cell");
    const cJSON *path = cJSON_GetObjectItemCaseSensitive(j, "path");
    if (g->kind == RULES_MANCALA) {
        if (pit || !mv.resign)
            rc = read_pit(pit, &mv.pit, err);
    } else {
        if (cell || !mv.resign)
            rc = read_cell(cell, "move.cell", &mv.cell, err);
        if (rc == 0 && (path || !mv.resign))
            rc = read_path(path, &mv, err);
    }
    if (rc)
        return rc;
    *out = mv;
    return 0;
}

/* A cell name as a JSON string, null when the index is not a cell. */
static cJSON *cell_json(int cell)
{
    char name[3];
    if (cell < 0 || cell >= QAWALE_CELLS)
        return cJSON_CreateNull();
    rules_cell_name(cell, name);
    return cJSON_CreateString(name);
}

cJSON *rules_json_move(const struct rules_game *g, const struct rules_move *move)
{
    cJSON *o = cJSON_CreateObject();
    if (!o)
        return NULL;
    if (move->resign) {
        if (!cJSON_AddTrueToObject(o, "resign"))
            goto out_free;
    } else if (g->kind == RULES_MANCALA) {
        if (!cJSON_AddNumberToObject(o, "pit", move->pit))
            goto out_free;
    } else {
        cJSON *path;
        if (!rules_json_put(o, "cell", cell_json(move->cell)) ||
            !(path = cJSON_AddArrayToObject(o, "path")))
            goto out_free;
        int n = move->path_len < QAWALE_MAX_PATH ? move->path_len : QAWALE_MAX_PATH;
        for (int k = 0; k < n; k++)
            if (!rules_json_put(path, NULL, cell_json(move->path[k])))
                goto out_free;
    }
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

static int *opt_field(struct rules_opts *opts, const struct rules_option *d)
{
    return (int *)((char *)opts + d->offset);
}

static const struct rules_option *find_option(const struct rules_game *g, const char *name)
{
    for (const struct rules_option *d = g->options; d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return d;
    return NULL;
}

/* One option value: a choice name for enum options, an integer in range otherwise. */
static int read_option(const struct rules_option *d, const cJSON *v, const char *field, int *out,
                       struct arb_err *err)
{
    if (!d->choices) {
        long n;
        int rc = arb_json_int(v, field, d->min, d->max, &n, err);
        if (rc == 0)
            *out = (int)n;
        return rc;
    }
    const char *s = cJSON_GetStringValue(v);
    for (int i = 0; s && d->choices[i]; i++) {
        if (strcmp(s, d->choices[i]) == 0) {
            *out = i;
            return 0;
        }
    }
    char list[160] = "";
    size_t used = 0;
    for (int i = 0; d->choices[i] && used < sizeof list; i++)
        used += (size_t)snprintf(list + used, sizeof list - used, "%s\"%s\"", i ? ", " : "",
                                 d->choices[i]);
    return arb_err_set(err, ARB_ERR_BAD_REQUEST, field, "« %s » doit valoir %s.", field, list);
}

/* A start-only value sent with a later command: a value the position implies must be that
 * value (400 naming the option and both values); information (stones, first) is accepted. */
static int agree_with_position(const struct rules_option *d, const struct rules_pos *pos, int value,
                               const char *field, struct arb_err *err)
{
    if (!d->implied)
        return 0;
    int shown = d->implied(pos);
    if (value == shown)
        return 0;
    return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                       "« %s » vaut %d mais la position en montre %d : ce réglage ne change pas "
                       "en cours de partie.",
                       field, value, shown);
}

/* The options of j. start: every option set up a game; else pos (NULL: none given) is the
 * position the start-only options must agree with. */
static int read_options(const struct rules_game *g, const cJSON *j, bool start,
                        const struct rules_pos *pos, struct rules_opts *out, struct arb_err *err)
{
    struct rules_opts opts = rules_opts_default();
    char field[96];
    if (j && !cJSON_IsObject(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "options",
                           "« options » doit être un objet {\"nom\": valeur, ...}.");
    for (const cJSON *c = j ? j->child : NULL; c; c = c->next) {
        const struct rules_option *d = find_option(g, c->string);
        snprintf(field, sizeof field, "options.%.60s", c->string);
        if (!d)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                               "Option inconnue « %.60s » pour le jeu %s.", c->string, g->id);
        if (d->start_only && !start && !pos)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                               "L'option « %s » ne se donne qu'au début d'une partie (start).",
                               d->name);
        int rc = read_option(d, c, field, opt_field(&opts, d), err);
        if (rc == 0 && d->start_only && !start)
            rc = agree_with_position(d, pos, *opt_field(&opts, d), field, err);
        if (rc)
            return rc;
    }
    *out = opts;
    return 0;
}

int rules_json_read_options(const struct rules_game *g, const cJSON *j, bool start,
                            struct rules_opts *out, struct arb_err *err)
{
    return read_options(g, j, start, NULL, out, err);
}

int rules_json_read_options_for(const struct rules_game *g, const cJSON *j,
                                const struct rules_pos *pos, struct rules_opts *out,
                                struct arb_err *err)
{
    return read_options(g, j, false, pos, out, err);
}

/* An option's value as JSON: its choice name or its number. */
static cJSON *option_value(const struct rules_option *d, int v)
{
    return d->choices ? cJSON_CreateString(d->choices[v]) : cJSON_CreateNumber(v);
}

cJSON *rules_json_options(const struct rules_game *g, const struct rules_opts *opts, bool start)
{
    struct rules_opts copy = *opts;
    cJSON *o = cJSON_CreateObject();
    for (const struct rules_option *d = g->options; o && d && d->name; d++) {
        if (d->start_only && !start)
            continue;
        if (!rules_json_put(o, d->name, option_value(d, *opt_field(&copy, d)))) {
            cJSON_Delete(o);
            return NULL;
        }
    }
    return o;
}

cJSON *rules_json_outcome(const struct rules_game *g, const struct rules_outcome *out)
{
    (void)g;
    if (!out->over)
        return cJSON_CreateNull();
    cJSON *o = cJSON_CreateObject();
    cJSON *ranking;
    if (!rules_json_put(o, "winner",
                        out->winner < 0 ? cJSON_CreateNull() : cJSON_CreateNumber(out->winner)) ||
        !rules_json_put(o, "scores", int_array(out->scores, out->players)) ||
        !(ranking = cJSON_AddArrayToObject(o, "ranking")))
        goto out_free;
    /* places in increasing order, each with the players who hold it */
    for (int place = 0; place < out->players; place++) {
        cJSON *group = NULL;
        for (int p = 0; p < out->players; p++) {
            if (out->place[p] != place)
                continue;
            if (!group && !rules_json_put(ranking, NULL, group = cJSON_CreateArray()))
                goto out_free;
            if (!rules_json_put(group, NULL, cJSON_CreateNumber(p)))
                goto out_free;
        }
    }
    if (!cJSON_AddStringToObject(o, "reason", rules_end_slug(out->reason)))
        goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

/* Which members an event carries, by type: the fields the engine sets for it. */
enum {
    EV_PLAYER = 1 << 0,
    EV_PIT = 1 << 1,
    EV_CELL = 1 << 2,
    EV_BY = 1 << 3,
    EV_PEBBLE = 1 << 4,
    EV_LAP = 1 << 5,
    EV_COUNT = 1 << 6,
    EV_REASON = 1 << 7,
};
static const struct {
    const char *name;
    unsigned fields;
} ev_kinds[] = {
    [RULES_EV_PICK] = {"pick", EV_PLAYER | EV_PIT | EV_COUNT},
    [RULES_EV_SOW] = {"sow", EV_PLAYER | EV_PIT | EV_LAP},
    [RULES_EV_STORE] = {"store", EV_PLAYER | EV_LAP},
    [RULES_EV_SKIP_ORIGIN] = {"skip_origin", EV_PLAYER | EV_PIT | EV_LAP},
    [RULES_EV_SKIP_STORE] = {"skip_store", EV_PLAYER | EV_LAP},
    [RULES_EV_CAPTURE] = {"capture", EV_PLAYER | EV_PIT | EV_COUNT | EV_BY},
    [RULES_EV_GRAND_SLAM] = {"grand_slam", EV_PLAYER},
    [RULES_EV_NO_CAPTURE] = {"no_capture", EV_PLAYER | EV_PIT},
    [RULES_EV_EXTRA_TURN] = {"extra_turn", EV_PLAYER},
    [RULES_EV_COLLECT] = {"collect", EV_PLAYER | EV_COUNT | EV_BY},
    [RULES_EV_PLACE] = {"place", EV_PLAYER | EV_CELL},
    [RULES_EV_LIFT] = {"lift", EV_PLAYER | EV_CELL | EV_COUNT},
    [RULES_EV_DROP] = {"drop", EV_CELL | EV_PEBBLE},
    [RULES_EV_ALIGN] = {"align", EV_PLAYER | EV_CELL},
    [RULES_EV_RESIGN] = {"resign", EV_PLAYER},
    [RULES_EV_END] = {"end", EV_REASON},
};

static cJSON *event_json(const struct rules_event *ev)
{
    if (ev->type >= sizeof ev_kinds / sizeof ev_kinds[0])
        return NULL;
    unsigned f = ev_kinds[ev->type].fields;
    char pebble[2] = {pebble_letters[ev->pebble & 3], '\0'};
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddStringToObject(o, "type", ev_kinds[ev->type].name) ||
        ((f & EV_PLAYER) && !cJSON_AddNumberToObject(o, "player", ev->player)) ||
        ((f & EV_PIT) && !cJSON_AddNumberToObject(o, "pit", ev->pit + 1)) ||
        ((f & EV_CELL) && !rules_json_put(o, "cell", cell_json(ev->cell))) ||
        ((f & EV_PEBBLE) && !cJSON_AddStringToObject(o, "pebble", pebble)) ||
        ((f & EV_LAP) && !cJSON_AddNumberToObject(o, "lap", ev->lap)) ||
        ((f & EV_COUNT) && !cJSON_AddNumberToObject(o, "count", ev->count)) ||
        ((f & EV_BY) && !cJSON_AddNumberToObject(o, "by", ev->by)) ||
        ((f & EV_REASON) && !cJSON_AddStringToObject(o, "reason", rules_end_slug(ev->reason)))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

cJSON *rules_json_events(const struct rules_game *g, const struct rules_trace *trace)
{
    (void)g;
    cJSON *a = cJSON_CreateArray();
    for (size_t i = 0; a && trace && i < trace->n; i++) {
        if (!rules_json_put(a, NULL, event_json(&trace->ev[i]))) {
            cJSON_Delete(a);
            return NULL;
        }
    }
    return a;
}

cJSON *rules_json_result(const struct rules_game *g, const struct rules_result *res,
                         const struct rules_trace *trace)
{
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddTrueToObject(o, "legal") ||
        !rules_json_put(o, "position", rules_json_position(g, &res->pos)) ||
        !cJSON_AddNumberToObject(o, "captured", res->captured) ||
        !cJSON_AddBoolToObject(o, "extra_turn", res->extra_turn) ||
        !rules_json_put(o, "outcome", rules_json_outcome(g, &res->outcome)) ||
        !rules_json_put(o, "events", rules_json_events(g, trace)) ||
        (trace && trace->truncated && !cJSON_AddTrueToObject(o, "events_truncated"))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* One option's description: name, type, default, choices or range, start_only, help. */
static cJSON *option_json(const struct rules_option *d)
{
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddStringToObject(o, "name", d->name) ||
        !cJSON_AddStringToObject(o, "type", d->choices ? "enum" : "integer") ||
        !rules_json_put(o, "default", option_value(d, d->def)))
        goto out_free;
    if (d->choices) {
        int n = 0;
        while (d->choices[n])
            n++;
        if (!rules_json_put(o, "choices", cJSON_CreateStringArray(d->choices, n)))
            goto out_free;
    } else if (!cJSON_AddNumberToObject(o, "min", d->min) ||
               !cJSON_AddNumberToObject(o, "max", d->max)) {
        goto out_free;
    }
    if (!cJSON_AddBoolToObject(o, "start_only", d->start_only) ||
        !cJSON_AddStringToObject(o, "help", d->help ? d->help : ""))
        goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

cJSON *rules_json_game(const struct rules_game *g)
{
    cJSON *o = cJSON_CreateObject();
    cJSON *players, *source, *options;
    if (!cJSON_AddStringToObject(o, "id", g->id) || !cJSON_AddStringToObject(o, "name", g->name) ||
        !cJSON_AddStringToObject(o, "preset", g->preset) ||
        !cJSON_AddStringToObject(o, "kind", g->kind == RULES_MANCALA ? "mancala" : "qawale") ||
        !(players = cJSON_AddObjectToObject(o, "players")) ||
        !cJSON_AddNumberToObject(players, "min", g->min_players) ||
        !cJSON_AddNumberToObject(players, "max", g->max_players) ||
        !(source = cJSON_AddObjectToObject(o, "source")) ||
        !cJSON_AddStringToObject(source, "source", g->source->source) ||
        !cJSON_AddStringToObject(source, "title", g->source->title) ||
        !(options = cJSON_AddArrayToObject(o, "options")))
        goto out_free;
    for (const struct rules_option *d = g->options; d && d->name; d++)
        if (!rules_json_put(options, NULL, option_json(d)))
            goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

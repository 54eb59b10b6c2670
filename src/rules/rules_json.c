/* rules_json.c — reads and writes the JSON of positions, moves, options, outcomes, events and
 * results (shapes in docs/api.md). The engines never see JSON: this file turns a request into
 * their plain structs and back, going through the game's family codec (g->codec,
 * rules_json_int.h) for what differs between families, so no switch on the kind of game is
 * needed here. Invariant: a position read here has passed g->check, and writing it back
 * gives the same JSON (members in the documented order). */
#include "rules_json.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "rules_json_int.h"

const char rules_json_pebbles[] = "?NLD";

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
int rules_json_pos_int(const cJSON *item, const char *field, long min, long max, long *out,
                       struct arb_err *err)
{
    int rc = arb_json_int(item, field, min, max, out, err);
    if (rc == 0)
        return 0;
    if (err)
        err->code = ARB_ERR_BAD_POSITION;
    return -ARB_ERR_BAD_POSITION;
}

int rules_json_pos_keys(const cJSON *obj, const char *const *allowed, struct arb_err *err)
{
    int rc = arb_json_known_keys(obj, "position", allowed, err);
    if (rc == 0)
        return 0;
    if (err)
        err->code = ARB_ERR_BAD_POSITION;
    return -ARB_ERR_BAD_POSITION;
}

/* An array of n numbers. */
cJSON *rules_json_ints(const int32_t *v, int n)
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
    rc = g->codec->read_position(g, j, &pos, err);
    if (rc == 0)
        rc = g->check(&pos, err);
    if (rc == 0)
        *out = pos;
    return rc;
}

cJSON *rules_json_position(const struct rules_game *g, const struct rules_pos *pos)
{
    return g->codec->position(pos);
}

int rules_json_read_move(const struct rules_game *g, const cJSON *j, struct rules_move *out,
                         struct arb_err *err)
{
    struct rules_move mv;
    int rc;
    memset(&mv, 0, sizeof mv);
    if (!cJSON_IsObject(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move",
                           "« move » doit être un objet : {\"pit\": k}, {\"cell\": \"b2\", "
                           "\"path\": [..]} ou {\"resign\": true}.");
    rc = arb_json_known_keys(j, "move", g->codec->move_keys, err);
    if (rc)
        return rc;
    const cJSON *resign = cJSON_GetObjectItemCaseSensitive(j, "resign");
    if (resign && !cJSON_IsBool(resign))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.resign",
                           "« move.resign » doit valoir true ou false.");
    /* resigning needs nothing else; what else is given must still be well formed */
    mv.resign = cJSON_IsTrue(resign);
    rc = g->codec->read_move(j, &mv, err);
    if (rc)
        return rc;
    *out = mv;
    return 0;
}

cJSON *rules_json_cell(int cell)
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
    if (move->resign ? !cJSON_AddTrueToObject(o, "resign") : !g->codec->move(move, o)) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

void rules_json_start_options(const struct rules_game *g, const struct rules_pos *pos,
                              struct rules_opts *opts)
{
    g->codec->start_options(pos, opts);
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
        const struct rules_option *d = rules_option_find(g, c->string);
        snprintf(field, sizeof field, "options.%.60s", c->string);
        if (!d)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                               "Option inconnue « %.60s » pour le jeu %s.", c->string, g->id);
        if (d->start_only && !start && !pos)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                               "L'option « %s » ne se donne qu'au début d'une partie (start).",
                               d->name);
        int value = 0;
        int rc = read_option(d, c, field, &value, err);
        if (rc == 0 && d->start_only && !start)
            rc = agree_with_position(d, pos, value, field, err);
        if (rc == 0)
            rules_opt_set(&opts, d, value);
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
    cJSON *o = cJSON_CreateObject();
    for (const struct rules_option *d = g->options; o && d && d->name; d++) {
        if (d->start_only && !start)
            continue;
        if (!rules_json_put(o, d->name, option_value(d, rules_opt_get(opts, d)))) {
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
        !rules_json_put(o, "scores", rules_json_ints(out->scores, out->players)) ||
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
    char pebble[2] = {rules_json_pebbles[ev->pebble & 3], '\0'};
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddStringToObject(o, "type", ev_kinds[ev->type].name) ||
        ((f & EV_PLAYER) && !cJSON_AddNumberToObject(o, "player", ev->player)) ||
        ((f & EV_PIT) && !cJSON_AddNumberToObject(o, "pit", ev->pit + 1)) ||
        ((f & EV_CELL) && !rules_json_put(o, "cell", rules_json_cell(ev->cell))) ||
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
        !cJSON_AddStringToObject(o, "kind", g->codec->kind) ||
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

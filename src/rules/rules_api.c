/* rules_api.c — the game commands on JSON requests, shared by the CLI and the HTTP server so
 * both answer with the same bytes. Each command reads its request through rules_json.c,
 * calls the engine and builds the response (shapes in docs/api.md). Invariant: a command
 * either returns 0 with a response or a negative code with err filled, never both. */
#include "rules_api.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "arb_msg.h"
#include "rules_json.h"

/* The work one request may ask for: events traced per move, moves listed, moves replayed and
 * events traced over a whole replay. The replay budget keeps its answer under ~4 MB (a
 * 64 KB request could otherwise ask for ~90 MB of JSON). */
enum {
    API_TRACE_CAP = 512,
    API_LIMIT_DEFAULT = 100,
    API_LIMIT_MAX = 1000,
    API_REPLAY_MOVES_MAX = 1000,
    API_REPLAY_EVENTS_MAX = 50000,
};

static const char *const cmd_names[] = {
    [RULES_CMD_START] = "start", [RULES_CMD_VALIDATE] = "validate", [RULES_CMD_PLAY] = "play",
    [RULES_CMD_MOVES] = "moves", [RULES_CMD_REPLAY] = "replay",
};

/* The members each command's request may have. */
static const char *const start_keys[] = {"game", "options", NULL};
static const char *const move_keys[] = {"game", "position", "move", "options", NULL};
static const char *const moves_keys[] = {"game", "position", "options", "limit", NULL};
static const char *const replay_keys[] = {"game", "position", "moves", "options", NULL};
static const char *const *const cmd_keys[] = {
    [RULES_CMD_START] = start_keys, [RULES_CMD_VALIDATE] = move_keys, [RULES_CMD_PLAY] = move_keys,
    [RULES_CMD_MOVES] = moves_keys, [RULES_CMD_REPLAY] = replay_keys,
};

/* What every command reads first: options and (all but start) the position. */
struct api_req {
    struct rules_opts opts;
    struct rules_pos pos;
    enum arb_lang lang; /* of the messages in the response (refusals, warnings) */
};

int rules_api_cmd(const char *name, enum rules_cmd *out)
{
    for (size_t i = 0; name && i < sizeof cmd_names / sizeof cmd_names[0]; i++) {
        if (strcmp(cmd_names[i], name) == 0) {
            *out = (enum rules_cmd)i;
            return 0;
        }
    }
    return -ARB_ERR_NOT_FOUND;
}

int rules_api_game(const char *id, const char *field, const struct rules_game **out,
                   struct arb_err *err)
{
    char known[128] = "";
    size_t used = 0;
    *out = rules_find(id);
    if (*out)
        return 0;
    for (size_t i = 0; i < rules_count() && used < sizeof known; i++)
        used += (size_t)snprintf(known + used, sizeof known - used, "%s%s", i ? ", " : "",
                                 rules_at(i)->id);
    return arb_err_set(err, ARB_ERR_UNKNOWN_GAME, field,
                       "Jeu inconnu « %.60s » : les jeux sont %s.", id ? id : "", known);
}

static int nomem(struct arb_err *err)
{
    return arb_err_nomem(err);
}

static int missing(struct arb_err *err, const char *field)
{
    return arb_err_set(err, ARB_ERR_BAD_REQUEST, field, "Champ « %s » manquant.", field);
}

static int read_request(const struct rules_game *g, enum rules_cmd cmd, const cJSON *req,
                        struct api_req *out, struct arb_err *err)
{
    int rc = arb_json_known_keys(req, "", cmd_keys[cmd], err);
    if (rc)
        return rc;
    const cJSON *game = cJSON_GetObjectItemCaseSensitive(req, "game");
    if (game && !(cJSON_IsString(game) && strcmp(game->valuestring, g->id) == 0))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "game",
                           "« game » doit valoir \"%s\", le jeu de la commande.", g->id);
    const cJSON *options = cJSON_GetObjectItemCaseSensitive(req, "options");
    if (cmd == RULES_CMD_START)
        return rules_json_read_options(g, options, true, &out->opts, err);
    /* the position first: the options start answered are checked against it */
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(req, "position");
    if (!pos)
        return missing(err, "position");
    rc = rules_json_read_position(g, pos, &out->pos, err);
    if (rc)
        return rc;
    return rules_json_read_options_for(g, options, &out->pos, &out->opts, err);
}

/* err for the illegal-move code rc (negative): the game's French message and rule. */
static int refuse(const struct rules_game *g, int rc, const char *field, struct arb_err *err)
{
    const struct rules_reason *why = g->reason((enum arb_code) - rc);
    arb_err_set(err, (enum arb_code) - rc, field, "%s", why ? why->message : "Coup interdit.");
    if (err && why)
        err->rule = &why->rule;
    return rc;
}

/* Adds "reason", "message" (in lang) and "rule" of a refusal to o. */
static bool put_refusal(cJSON *o, const struct arb_err *why, enum arb_lang lang)
{
    return cJSON_AddStringToObject(o, "reason", arb_err_slug(why->code)) &&
           cJSON_AddStringToObject(o, "message", arb_err_message(why, lang)) &&
           rules_json_put(o, "rule", why->rule ? arb_json_cite(why->rule) : cJSON_CreateNull());
}

static int run_start(const struct rules_game *g, struct api_req *rq, cJSON **resp,
                     struct arb_err *err)
{
    struct rules_pos pos;
    unsigned warn = 0;
    int asked_holes = rq->opts.holes;
    int rc = g->start(&rq->opts, &pos, &warn, err);
    if (rc)
        return rc;
    /* the options in effect are those of the position actually set up */
    rules_json_start_options(g, &pos, &rq->opts);
    cJSON *o = cJSON_CreateObject();
    cJSON *warnings;
    if (!rules_json_put(o, "position", rules_json_position(g, &pos)) ||
        !rules_json_put(o, "options", rules_json_options(g, &rq->opts, true)) ||
        !(warnings = cJSON_AddArrayToObject(o, "warnings")))
        goto out_nomem;
    char text[200];
    if (warn & RULES_WARN_HOLES_CHANGED) {
        arb_msg_format(rq->lang, text, sizeof text,
                       "%d trous par joueur n'est pas un réglage prévu par la règle : la partie "
                       "se joue avec %d trous.",
                       asked_holes, rq->opts.holes);
        if (!rules_json_put(warnings, NULL, cJSON_CreateString(text)))
            goto out_nomem;
    }
    if (warn & RULES_WARN_STONES_UNUSUAL) {
        arb_msg_format(rq->lang, text, sizeof text,
                       "%d pierres par trou est inhabituel : la règle en prévoit 4 (ou 3 selon "
                       "les réglages).",
                       rq->opts.stones);
        if (!rules_json_put(warnings, NULL, cJSON_CreateString(text)))
            goto out_nomem;
    }
    *resp = o;
    return 0;
out_nomem:
    cJSON_Delete(o);
    return nomem(err);
}

static int run_validate(const struct rules_game *g, const struct api_req *rq,
                        const struct rules_move *mv, cJSON **resp, struct arb_err *err)
{
    struct arb_err why;
    arb_err_clear(&why);
    int rc = g->validate(&rq->pos, &rq->opts, mv);
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddBoolToObject(o, "legal", rc == 0))
        goto out_nomem;
    if (rc) {
        refuse(g, rc, "move", &why);
        if (!put_refusal(o, &why, rq->lang))
            goto out_nomem;
    } else if (!cJSON_AddNullToObject(o, "reason") || !cJSON_AddNullToObject(o, "message") ||
               !cJSON_AddNullToObject(o, "rule")) {
        goto out_nomem;
    }
    *resp = o;
    return 0;
out_nomem:
    cJSON_Delete(o);
    return nomem(err);
}

/* Plays mv on *pos: 0 with *result (the play body) and *pos updated, or the illegal-move
 * code with err filled (field names the move). *events (when given) grows by the events
 * traced. */
static int play_traced(const struct rules_game *g, struct rules_pos *pos,
                       const struct rules_opts *opts, const struct rules_move *mv,
                       const char *field, cJSON **result, size_t *events, struct arb_err *err)
{
    struct rules_event ev[API_TRACE_CAP];
    struct rules_trace trace = {.ev = ev, .cap = API_TRACE_CAP, .n = 0, .truncated = false};
    struct rules_result res;
    int rc = g->play(pos, opts, mv, &res, &trace);
    if (rc)
        return refuse(g, rc, field, err);
    if (events)
        *events += trace.n;
    *result = rules_json_result(g, &res, &trace);
    if (!*result)
        return nomem(err);
    *pos = res.pos;
    return 0;
}

static int run_moves(const struct rules_game *g, const struct api_req *rq, const cJSON *req,
                     cJSON **resp, struct arb_err *err)
{
    long limit = API_LIMIT_DEFAULT;
    const cJSON *lim = cJSON_GetObjectItemCaseSensitive(req, "limit");
    int rc = lim ? arb_json_int(lim, "limit", 0, API_LIMIT_MAX, &limit, err) : 0;
    if (rc)
        return rc;
    struct rules_move *out = malloc((size_t)(limit > 0 ? limit : 1) * sizeof *out);
    if (!out)
        return nomem(err);
    uint64_t count = g->moves(&rq->pos, &rq->opts, out, (size_t)limit);
    size_t listed = count < (uint64_t)limit ? (size_t)count : (size_t)limit;
    cJSON *o = cJSON_CreateObject();
    cJSON *list;
    if (!cJSON_AddNumberToObject(o, "count", (double)count) ||
        !(list = cJSON_AddArrayToObject(o, "moves")))
        goto out_nomem;
    for (size_t i = 0; i < listed; i++)
        if (!rules_json_put(list, NULL, rules_json_move(g, &out[i])))
            goto out_nomem;
    if (!cJSON_AddBoolToObject(o, "truncated", count > listed))
        goto out_nomem;
    free(out);
    *resp = o;
    return 0;
out_nomem:
    free(out);
    cJSON_Delete(o);
    return nomem(err);
}

/* Reads every move of the replay before playing any: a malformed one is a bad request. */
static int read_replay_moves(const struct rules_game *g, const cJSON *moves,
                             struct rules_move **out, int *n, struct arb_err *err)
{
    if (!moves)
        return missing(err, "moves");
    if (!cJSON_IsArray(moves))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "moves",
                           "« moves » doit être un tableau de coups.");
    *n = cJSON_GetArraySize(moves);
    *out = malloc((size_t)(*n > 0 ? *n : 1) * sizeof **out);
    if (!*out)
        return nomem(err);
    int i = 0;
    for (const cJSON *c = moves->child; c; c = c->next, i++) {
        int rc = rules_json_read_move(g, c, &(*out)[i], err);
        if (rc) {
            /* "move.pit" of the i-th move is "moves[i].pit" here */
            if (err) {
                char field[sizeof err->field];
                const char *rest = strncmp(err->field, "move", 4) == 0 ? err->field + 4 : "";
                snprintf(field, sizeof field, "moves[%d]%.80s", i, rest);
                memcpy(err->field, field, sizeof field);
            }
            free(*out);
            *out = NULL;
            return rc;
        }
    }
    return 0;
}

static int run_replay(const struct rules_game *g, struct api_req *rq, const cJSON *req,
                      cJSON **resp, struct arb_err *err)
{
    const cJSON *moves = cJSON_GetObjectItemCaseSensitive(req, "moves");
    struct rules_move *mv = NULL;
    struct rules_outcome end;
    struct arb_err why;
    cJSON *steps, *illegal = NULL;
    size_t events = 0;
    int n = 0;
    if (cJSON_IsArray(moves) && cJSON_GetArraySize(moves) > API_REPLAY_MOVES_MAX)
        return arb_err_set(err, ARB_ERR_OVER_BUDGET, "moves",
                           "Un rejeu compte au plus %d coups (%d demandés) : découpez-le en "
                           "plusieurs requêtes.",
                           API_REPLAY_MOVES_MAX, cJSON_GetArraySize(moves));
    int rc = read_replay_moves(g, moves, &mv, &n, err);
    if (rc)
        return rc;
    cJSON *o = cJSON_CreateObject();
    if (!(steps = cJSON_AddArrayToObject(o, "steps")))
        goto out_nomem;
    const cJSON *given = moves->child;
    for (int i = 0; i < n; i++, given = given->next) {
        cJSON *result = NULL;
        rc = play_traced(g, &rq->pos, &rq->opts, &mv[i], "move", &result, &events, &why);
        if (rc == -ARB_ERR_NOMEM)
            goto out_nomem;
        if (rc == 0 && events > API_REPLAY_EVENTS_MAX) {
            cJSON_Delete(result);
            rc = arb_err_set(err, ARB_ERR_OVER_BUDGET, "moves",
                             "Le rejeu dépasse %d événements au coup %d : découpez-le en "
                             "plusieurs requêtes.",
                             API_REPLAY_EVENTS_MAX, i + 1);
            goto out_free;
        }
        if (rc) {
            illegal = cJSON_CreateObject();
            if (!cJSON_AddNumberToObject(illegal, "index", i) ||
                !rules_json_put(illegal, "move", cJSON_Duplicate(given, true)) ||
                !put_refusal(illegal, &why, rq->lang))
                goto out_free_illegal;
            break;
        }
        /* every put runs, so result is taken even when an earlier one failed */
        cJSON *step = cJSON_CreateObject();
        bool ok = rules_json_put(step, "move", cJSON_Duplicate(given, true));
        ok = rules_json_put(step, "result", result) && ok;
        ok = rules_json_put(steps, NULL, step) && ok;
        if (!ok)
            goto out_nomem;
    }
    g->outcome(&rq->pos, &rq->opts, &end);
    bool ok = rules_json_put(o, "position", rules_json_position(g, &rq->pos));
    ok = rules_json_put(o, "outcome", rules_json_outcome(g, &end)) && ok;
    ok = rules_json_put(o, "illegal", illegal ? illegal : cJSON_CreateNull()) && ok;
    if (!ok)
        goto out_nomem; /* illegal, if any, was taken by its put */
    free(mv);
    *resp = o;
    return 0;
out_free_illegal:
    cJSON_Delete(illegal);
out_nomem:
    rc = nomem(err);
out_free:
    free(mv);
    cJSON_Delete(o);
    return rc;
}

int rules_api_run(const struct rules_game *g, enum rules_cmd cmd, const cJSON *req, cJSON **resp,
                  struct arb_err *err)
{
    return rules_api_run_lang(g, cmd, req, ARB_LANG_FR, resp, err);
}

int rules_api_run_lang(const struct rules_game *g, enum rules_cmd cmd, const cJSON *req,
                       enum arb_lang lang, cJSON **resp, struct arb_err *err)
{
    static const cJSON empty = {.type = cJSON_Object};
    struct api_req rq;
    struct rules_move mv;
    *resp = NULL;
    memset(&rq, 0, sizeof rq);
    rq.lang = lang;
    if (!req)
        req = &empty;
    if (!cJSON_IsObject(req))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, NULL,
                           "La requête doit être un objet JSON {\"position\": .., ...}.");
    if ((unsigned)cmd >= sizeof cmd_keys / sizeof cmd_keys[0])
        return arb_err_set(err, ARB_ERR_NOT_FOUND, NULL, "Commande inconnue.");
    int rc = read_request(g, cmd, req, &rq, err);
    if (rc)
        return rc;
    if (cmd == RULES_CMD_VALIDATE || cmd == RULES_CMD_PLAY) {
        const cJSON *move = cJSON_GetObjectItemCaseSensitive(req, "move");
        rc = move ? rules_json_read_move(g, move, &mv, err) : missing(err, "move");
        if (rc)
            return rc;
    }
    switch (cmd) {
    case RULES_CMD_START:
        return run_start(g, &rq, resp, err);
    case RULES_CMD_VALIDATE:
        return run_validate(g, &rq, &mv, resp, err);
    case RULES_CMD_PLAY:
        return play_traced(g, &rq.pos, &rq.opts, &mv, "move", resp, NULL, err);
    case RULES_CMD_MOVES:
        return run_moves(g, &rq, req, resp, err);
    case RULES_CMD_REPLAY:
        return run_replay(g, &rq, req, resp, err);
    }
    return arb_err_set(err, ARB_ERR_NOT_FOUND, NULL, "Commande inconnue.");
}

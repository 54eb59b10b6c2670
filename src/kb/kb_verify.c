/* kb_verify.c — runs every scenario of the knowledge base through the engine's own JSON
 * commands (rules_api_run: the same code path as the CLI and the HTTP server) and compares
 * each key of expect. A scenario passes only when every given key agrees; otherwise it keeps
 * the disagreeing keys, expected and got, as JSON for `arbitre check`.
 *   start    -> start {options}; its position then stands in for "position"
 *   move     -> validate (legal, reason), then play when legal (position, captured,
 *               extra_turn, outcome, moves_count of the position after)
 *   no move  -> replay with no moves (position, outcome), moves (moves_count)
 * kb_verify_trusted records the embedded base, replayed at build, as agreeing without a run. */
#include <string.h>

#include "kb_int.h"
#include "rules_api.h"

/* One scenario's comparison: bad_exp/bad_got collect the disagreeing keys. */
struct cmp {
    const cJSON *expect;
    cJSON *bad_exp, *bad_got;
    bool oom;
};

static void mismatch(struct cmp *c, const char *key, const cJSON *got)
{
    if (cJSON_HasObjectItem(c->bad_exp, key))
        return;
    cJSON *e = cJSON_Duplicate(cJSON_GetObjectItemCaseSensitive(c->expect, key), true);
    cJSON *g = got ? cJSON_Duplicate(got, true) : cJSON_CreateNull();
    if (!e || !g || !cJSON_AddItemToObject(c->bad_exp, key, e) ||
        !cJSON_AddItemToObject(c->bad_got, key, g))
        c->oom = true;
}

/* Compares expect[key] (when given) with got exactly. */
static void compare(struct cmp *c, const char *key, const cJSON *got)
{
    const cJSON *want = cJSON_GetObjectItemCaseSensitive(c->expect, key);
    if (want && !(got && cJSON_Compare(want, got, true)))
        mismatch(c, key, got);
}

/* The outcome is compared on the keys given (null: the game must go on). */
static void compare_outcome(struct cmp *c, const cJSON *got)
{
    const cJSON *want = cJSON_GetObjectItemCaseSensitive(c->expect, "outcome"), *k;
    if (!want)
        return;
    if (cJSON_IsNull(want) || !cJSON_IsObject(got)) {
        compare(c, "outcome", got);
        return;
    }
    cJSON_ArrayForEach(k, want)
    {
        const cJSON *g = cJSON_GetObjectItemCaseSensitive(got, k->string);
        if (!g || !cJSON_Compare(k, g, true)) {
            mismatch(c, "outcome", got);
            return;
        }
    }
}

/* Every given key disagrees with an engine error. */
static void engine_error(struct cmp *c, const struct arb_err *err)
{
    cJSON *g = cJSON_CreateObject();
    const cJSON *k;
    if (!g || !cJSON_AddStringToObject(g, "error", arb_err_slug(err->code)) ||
        !cJSON_AddStringToObject(g, "field", err->field) ||
        !cJSON_AddStringToObject(g, "message", err->message))
        c->oom = true;
    cJSON_ArrayForEach(k, c->expect) mismatch(c, k->string, g);
    cJSON_Delete(g);
}

static bool has(const cJSON *o, const char *key)
{
    return cJSON_GetObjectItemCaseSensitive(o, key) != NULL;
}

/* Runs cmd with a request made of references to the scenario's parts (nothing copied). */
static int run(const struct rules_game *g, enum rules_cmd cmd, const cJSON *position,
               const cJSON *move, const cJSON *options, cJSON **resp, struct arb_err *err)
{
    cJSON *req = cJSON_CreateObject();
    int rc = -ARB_ERR_NOMEM;
    if (!req)
        return arb_err_nomem(err);
    if ((position && !cJSON_AddItemReferenceToObject(req, "position", (cJSON *)position)) ||
        (move && !cJSON_AddItemReferenceToObject(req, "move", (cJSON *)move)) ||
        (options && !cJSON_AddItemReferenceToObject(req, "options", (cJSON *)options)))
        goto out_free;
    if (cmd == RULES_CMD_REPLAY && !cJSON_AddArrayToObject(req, "moves"))
        goto out_free;
    if (cmd == RULES_CMD_MOVES && !cJSON_AddNumberToObject(req, "limit", 0))
        goto out_free;
    rc = rules_api_run(g, cmd, req, resp, err);
out_free:
    cJSON_Delete(req);
    return rc == -ARB_ERR_NOMEM ? arb_err_nomem(err) : rc;
}

/* The checks of a position with no move. */
static int run_still(const struct rules_game *g, const cJSON *pos, const cJSON *opts, struct cmp *c,
                     struct arb_err *err)
{
    cJSON *resp = NULL;
    int rc = 0;
    if (has(c->expect, "outcome") || has(c->expect, "position")) {
        if ((rc = run(g, RULES_CMD_REPLAY, pos, NULL, opts, &resp, err)))
            return rc;
        compare(c, "position", cJSON_GetObjectItemCaseSensitive(resp, "position"));
        compare_outcome(c, cJSON_GetObjectItemCaseSensitive(resp, "outcome"));
        cJSON_Delete(resp);
    }
    if (has(c->expect, "moves_count")) {
        if ((rc = run(g, RULES_CMD_MOVES, pos, NULL, opts, &resp, err)))
            return rc;
        compare(c, "moves_count", cJSON_GetObjectItemCaseSensitive(resp, "count"));
        cJSON_Delete(resp);
    }
    /* keys that need a move: without one the engine says nothing, so they disagree */
    static const char *const need_move[] = {"legal", "reason", "captured", "extra_turn"};
    for (size_t i = 0; i < sizeof need_move / sizeof *need_move; i++)
        compare(c, need_move[i], NULL);
    return 0;
}

/* The checks of a move from pos. */
static int run_move(const struct rules_game *g, const cJSON *pos, const cJSON *move,
                    const cJSON *opts, struct cmp *c, struct arb_err *err)
{
    cJSON *val = NULL, *res = NULL;
    int rc = run(g, RULES_CMD_VALIDATE, pos, move, opts, &val, err);
    if (rc)
        return rc;
    const cJSON *legal = cJSON_GetObjectItemCaseSensitive(val, "legal");
    compare(c, "legal", legal);
    compare(c, "reason", cJSON_GetObjectItemCaseSensitive(val, "reason"));
    static const char *const after[] = {"position", "captured", "extra_turn", "outcome",
                                        "moves_count"};
    bool wants_play = false;
    for (size_t i = 0; i < sizeof after / sizeof *after; i++)
        wants_play = wants_play || has(c->expect, after[i]);
    if (wants_play && !cJSON_IsTrue(legal)) {
        for (size_t i = 0; i < sizeof after / sizeof *after; i++)
            if (has(c->expect, after[i]))
                mismatch(c, after[i], val);
    } else if (wants_play) {
        if ((rc = run(g, RULES_CMD_PLAY, pos, move, opts, &res, err)))
            goto out_free;
        const cJSON *next = cJSON_GetObjectItemCaseSensitive(res, "position");
        compare(c, "position", next);
        compare(c, "captured", cJSON_GetObjectItemCaseSensitive(res, "captured"));
        compare(c, "extra_turn", cJSON_GetObjectItemCaseSensitive(res, "extra_turn"));
        compare_outcome(c, cJSON_GetObjectItemCaseSensitive(res, "outcome"));
        if (has(c->expect, "moves_count")) {
            cJSON *mv = NULL;
            if ((rc = run(g, RULES_CMD_MOVES, next, NULL, opts, &mv, err)))
                goto out_free;
            compare(c, "moves_count", cJSON_GetObjectItemCaseSensitive(mv, "count"));
            cJSON_Delete(mv);
        }
    }
out_free:
    cJSON_Delete(res);
    cJSON_Delete(val);
    return rc;
}

/* Runs one scenario; a disagreement or an engine error is recorded, not returned.
 * Returns 0 or -ARB_ERR_NOMEM. */
static int run_scenario(struct kb *kb, const struct rules_game *g, struct kb_scenario *s)
{
    const cJSON *j = s->json;
    const cJSON *start = cJSON_GetObjectItemCaseSensitive(j, "start");
    const cJSON *pos = cJSON_GetObjectItemCaseSensitive(j, "position");
    const cJSON *move = cJSON_GetObjectItemCaseSensitive(j, "move");
    const cJSON *opts = cJSON_GetObjectItemCaseSensitive(j, "options");
    struct cmp c = {.expect = cJSON_GetObjectItemCaseSensitive(j, "expect"),
                    .bad_exp = cJSON_CreateObject(),
                    .bad_got = cJSON_CreateObject()};
    struct arb_err err;
    cJSON *started = NULL;
    int rc = 0;
    arb_err_clear(&err);
    if (!c.bad_exp || !c.bad_got)
        goto out_nomem;
    if (start) {
        if ((rc = run(g, RULES_CMD_START, NULL, NULL, start, &started, &err)))
            goto out_engine;
        pos = cJSON_GetObjectItemCaseSensitive(started, "position");
    }
    /* warnings come from start only: without it, expected warnings disagree */
    compare(&c, "warnings", cJSON_GetObjectItemCaseSensitive(started, "warnings"));
    rc = move ? run_move(g, pos, move, opts, &c, &err) : run_still(g, pos, opts, &c, &err);
out_engine:
    if (rc == -ARB_ERR_NOMEM)
        goto out_nomem;
    if (rc)
        engine_error(&c, &err);
    if (c.oom)
        goto out_nomem;
    s->passed = cJSON_GetArraySize(c.bad_exp) == 0;
    if (!s->passed) {
        char *e = cJSON_PrintUnformatted(c.bad_exp), *gt = cJSON_PrintUnformatted(c.bad_got);
        s->expected = e ? kb_strndup(kb, e, strlen(e)) : NULL;
        s->got = gt ? kb_strndup(kb, gt, strlen(gt)) : NULL;
        cJSON_free(e);
        cJSON_free(gt);
        if (!s->expected || !s->got)
            goto out_nomem;
    }
    cJSON_Delete(started);
    cJSON_Delete(c.bad_exp);
    cJSON_Delete(c.bad_got);
    return 0;
out_nomem:
    cJSON_Delete(started);
    cJSON_Delete(c.bad_exp);
    cJSON_Delete(c.bad_got);
    return -ARB_ERR_NOMEM;
}

int kb_verify(struct kb *kb, struct arb_err *err)
{
    for (size_t i = 0; i < kb->n_entries; i++) {
        struct kb_entry *e = &kb->entries[i];
        struct kb_scenario *sc = (struct kb_scenario *)e->scenarios; /* arena, ours */
        e->passed = 0;
        for (size_t k = 0; k < e->n_scenarios; k++) {
            if (run_scenario(kb, e->game->rules, &sc[k]))
                return arb_err_nomem(err);
            e->passed += sc[k].passed;
            kb->stats.checks++;
            kb->stats.failed += !sc[k].passed;
        }
    }
    return 0;
}

void kb_verify_trusted(struct kb *kb)
{
    for (size_t i = 0; i < kb->n_entries; i++) {
        struct kb_entry *e = &kb->entries[i];
        struct kb_scenario *sc = (struct kb_scenario *)e->scenarios; /* arena, ours */
        for (size_t k = 0; k < e->n_scenarios; k++)
            sc[k].passed = true;
        e->passed = (unsigned)e->n_scenarios;
        kb->stats.checks += e->n_scenarios;
    }
}

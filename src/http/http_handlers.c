/* http_handlers.c — the handlers of the product's routes: health, metrics, the game list and
 * the game commands. Game commands do not reimplement anything: they call rules_api_run,
 * the function the CLI calls, so both answer the same bytes. */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "http_guard.h"
#include "kb.h"
#include "rules_api.h"
#include "rules_json.h"

static void http_cjson_release(void *p)
{
    cJSON_free(p);
}

int http_nomem(struct arb_err *err)
{
    return arb_err_nomem(err);
}

int http_reply_json(struct http_response *resp, int status, cJSON *json, struct arb_err *err)
{
    char *text = json ? arb_json_print(json) : NULL;
    cJSON_Delete(json);
    if (!text)
        return http_nomem(err);
    resp->status = status;
    resp->type = "application/json";
    resp->body = text;
    resp->len = strlen(text);
    resp->release = http_cjson_release;
    return 0;
}

/* The one place where a game's description is assembled. The knowledge base adds its
 * facts (publisher, author, year, duration, age) here, from a field of ctx, when it lands. */
static cJSON *http_str_or_null(const char *s)
{
    return s ? cJSON_CreateString(s) : cJSON_CreateNull();
}

static cJSON *http_int_or_null(int v)
{
    return v > 0 ? cJSON_CreateNumber(v) : cJSON_CreateNull();
}

/* The knowledge base's settings of g (kalah's local rules): {"name","choices","fr","en"} each,
 * the choices the rules list (holes 4, 6, 7), for a page to offer. NULL when out of memory. */
static cJSON *http_game_settings(const struct kb_game *k)
{
    cJSON *list = cJSON_CreateArray();
    for (size_t i = 0; list && i < k->n_settings; i++) {
        const struct kb_setting *s = &k->settings[i];
        cJSON *o = cJSON_CreateObject(), *choices = cJSON_CreateArray();
        for (size_t c = 0; choices && c < s->choices.n; c++)
            cJSON_AddItemToArray(choices, cJSON_CreateString(s->choices.v[c]));
        if (!cJSON_AddItemToArray(list, o) || !cJSON_AddStringToObject(o, "name", s->name) ||
            !cJSON_AddItemToObject(o, "choices", choices) ||
            !cJSON_AddStringToObject(o, "fr", s->fr) || !cJSON_AddStringToObject(o, "en", s->en)) {
            cJSON_Delete(list);
            return NULL;
        }
    }
    return list;
}

/* {"fr": {"term","plural","gender"}, "en": {"term","plural"}}: a glossary word of the game. */
static cJSON *http_game_word(const struct kb_term *w)
{
    cJSON *o = cJSON_CreateObject(), *fr = cJSON_AddObjectToObject(o, "fr");
    cJSON *en = cJSON_AddObjectToObject(o, "en");
    if (!fr || !en || !cJSON_AddStringToObject(fr, "term", w->term) ||
        !cJSON_AddStringToObject(fr, "plural", w->plural) ||
        !cJSON_AddStringToObject(fr, "gender", w->gender == KB_GENDER_F ? "f" : "m") ||
        !cJSON_AddStringToObject(en, "term", w->en_term) ||
        !cJSON_AddStringToObject(en, "plural", w->en_plural)) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* How the game's rulebook names what a person reads about: "words" (its piece, hole and,
 * for a mancala, store, from the glossary's roles) and "seats" (the players' names for each
 * player count, in engine order). Returns false when out of memory. */
static bool http_game_names(cJSON *o, const struct kb_game *k)
{
    static const struct {
        enum kb_role role;
        const char *name;
    } roles[] = {{KB_ROLE_PIECE, "piece"}, {KB_ROLE_HOLE, "hole"}, {KB_ROLE_STORE, "store"}};
    cJSON *words = cJSON_AddObjectToObject(o, "words"), *seats = cJSON_AddArrayToObject(o, "seats");
    if (!words || !seats)
        return false;
    for (size_t i = 0; i < sizeof roles / sizeof roles[0]; i++) {
        const struct kb_term *w = kb_glossary_role(k, roles[i].role);
        if (w && !cJSON_AddItemToObject(words, roles[i].name, http_game_word(w)))
            return false;
    }
    for (size_t i = 0; i < k->n_seats; i++) {
        const struct kb_seats *s = &k->seats[i];
        cJSON *item = cJSON_CreateObject();
        if (!cJSON_AddItemToArray(seats, item) ||
            !cJSON_AddNumberToObject(item, "players", s->players) ||
            !cJSON_AddItemToObject(item, "fr", cJSON_CreateStringArray(s->fr, s->players)) ||
            !cJSON_AddItemToObject(item, "en", cJSON_CreateStringArray(s->en, s->players)))
            return false;
    }
    return true;
}

/* The engine's description (id, name, preset, players, source, options), completed with what
 * the rulebook says of the game, from the knowledge base: null where the source does not say. */
static cJSON *http_game_json(const struct http_ctx *ctx, const struct rules_game *g)
{
    cJSON *o = rules_json_game(g);
    const struct kb_game *k = kb_game_find(ctx->kb, g->id);
    if (!o || !k)
        return o;
    unsigned checks = 0, passed = 0;
    for (size_t i = 0; i < k->n_entries; i++) {
        checks += k->entries[i].checks;
        passed += k->entries[i].passed;
    }
    cJSON *aliases = cJSON_CreateArray(), *verified = cJSON_CreateObject();
    for (size_t i = 0; aliases && i < k->aliases.n; i++)
        cJSON_AddItemToArray(aliases, cJSON_CreateString(k->aliases.v[i]));
    cJSON_AddNumberToObject(verified, "checks", checks);
    cJSON_AddNumberToObject(verified, "passed", passed);
    if (!cJSON_AddItemToObject(o, "updated", http_str_or_null(k->updated)) ||
        !cJSON_AddItemToObject(o, "publisher", http_str_or_null(k->publisher)) ||
        !cJSON_AddItemToObject(o, "author", http_str_or_null(k->author)) ||
        !cJSON_AddItemToObject(o, "year", http_int_or_null(k->year)) ||
        !cJSON_AddItemToObject(o, "duration_min", http_int_or_null(k->duration_min)) ||
        !cJSON_AddItemToObject(o, "age_min", http_int_or_null(k->age_min)) ||
        !cJSON_AddItemToObject(o, "aliases", aliases) ||
        !cJSON_AddStringToObject(o, "summary", k->summary.fr) ||
        !cJSON_AddNumberToObject(o, "entries", (double)k->n_entries) ||
        !cJSON_AddItemToObject(o, "verified", verified) ||
        !cJSON_AddItemToObject(o, "settings", http_game_settings(k)) || !http_game_names(o, k)) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* 200 while the server runs; "storage" says whether feedback can be kept right now. */
int http_h_healthz(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err)
{
    struct store_health h;
    (void)req;
    store_health(ctx->store, &h);
    cJSON *o = cJSON_CreateObject(), *s = cJSON_CreateObject();
    if (!cJSON_AddStringToObject(o, "status", "ok") || !cJSON_AddItemToObject(o, "storage", s)) {
        cJSON_Delete(s);
        cJSON_Delete(o);
        return http_nomem(err);
    }
    cJSON_AddStringToObject(s, "backend", h.backend);
    cJSON_AddStringToObject(s, "status", h.ok ? "ok" : "error");
    if (!h.ok)
        cJSON_AddStringToObject(s, "error", h.error);
    return http_reply_json(resp, 200, o, err);
}

int http_h_metrics(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err)
{
    char *text;
    size_t len;
    (void)req;
    int rc = http_metrics_render(ctx->metrics, ctx->routes, ctx->nroutes, &text, &len, err);
    if (rc < 0)
        return rc;
    /* then the store, the connections and the log (store_util.c, http_guard.c, http_log.c) */
    struct arb_buf b = {text, len, len + 1, false};
    store_metrics(ctx->store, &b);
    if (ctx->guard)
        http_guard_render(ctx->guard, &b);
    if (ctx->pool)
        http_pool_render(ctx->pool, &b);
    http_logq_render(ctx->log, &b);
    if (b.oom) {
        free(b.data);
        return http_nomem(err);
    }
    resp->status = 200;
    resp->type = "text/plain; version=0.0.4; charset=utf-8";
    resp->body = b.data;
    resp->len = b.len;
    resp->release = free;
    return 0;
}

int http_h_games(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err)
{
    (void)req;
    cJSON *root = cJSON_CreateObject();
    cJSON *list = cJSON_AddArrayToObject(root, "games");
    if (!list)
        goto out_nomem;
    for (size_t i = 0; i < rules_count(); i++) {
        cJSON *g = http_game_json(ctx, rules_at(i));
        if (!g)
            goto out_nomem;
        cJSON_AddItemToArray(list, g);
    }
    return http_reply_json(resp, 200, root, err);
out_nomem:
    cJSON_Delete(root);
    return http_nomem(err);
}

int http_h_game(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                struct arb_err *err)
{
    cJSON *g = http_game_json(ctx, req->game);
    if (!g)
        return http_nomem(err);
    return http_reply_json(resp, 200, g, err);
}

int http_h_game_cmd(struct http_ctx *ctx, const struct http_request *req,
                    struct http_response *resp, struct arb_err *err)
{
    cJSON *out = NULL;
    (void)ctx;
    int rc =
        rules_api_run_lang(req->game, (enum rules_cmd)req->arg, req->json, req->lang, &out, err);
    if (rc < 0)
        return rc;
    return http_reply_json(resp, 200, out, err);
}

/* http_cards.c — the printable play aids over HTTP: the A5 rule cards of a game as a PDF, and
 * board diagrams (SVG/PNG/PDF) of any position, with a move highlighted from the engine's
 * own trace. Query and body values are checked like every other input: a bad one is a 400
 * with the parameter named. A refused move is drawn (crossed out, the engine's reason as the
 * caption), so every diagram link an answer carries draws a picture. */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_build.h"
#include "arb_json.h"
#include "cards.h"
#include "http_int.h"
#include "kb.h"
#include "rules_json.h"

/* Hands the rendered bytes to resp (the buffer's memory goes with it). */
static int http_reply_buf(struct http_response *resp, struct arb_buf *buf, const char *type)
{
    static const char *const no_store[] = {"Cache-Control", "public, max-age=300", NULL};
    resp->status = 200;
    resp->type = type;
    resp->body = (char *)buf->data;
    resp->len = buf->len;
    resp->release = free;
    resp->headers = no_store;
    buf->data = NULL;
    buf->len = buf->cap = 0;
    return 0;
}

/* ---- GET cards.pdf: a download with a name, stable bytes, an ETag and a cache ---- */

/* One set of cards: the key names the request once its options are in effect. */
struct http_card_set {
    char key[96]; /* "kalah-fr-4-6-4", "kalah-en-3-6-4-everyone-take" */
    char *data;
    size_t len;
    uint64_t used; /* the cache's clock when last served */
};

enum { HTTP_CARDS_CACHED = 16 }; /* sets kept: 16 of about 40 KB */

struct http_cards_cache {
    pthread_mutex_t lock;
    uint64_t clock;
    struct http_card_set set[HTTP_CARDS_CACHED];
};

struct http_cards_cache *http_cards_cache_new(void)
{
    struct http_cards_cache *c = calloc(1, sizeof *c);
    if (c && pthread_mutex_init(&c->lock, NULL) != 0) {
        free(c);
        c = NULL;
    }
    return c;
}

void http_cards_cache_free(struct http_cards_cache *c)
{
    if (!c)
        return;
    for (size_t i = 0; i < HTTP_CARDS_CACHED; i++)
        free(c->set[i].data);
    pthread_mutex_destroy(&c->lock);
    free(c);
}

/* What an answer of cards.pdf is: its headers and its bytes, in one block that goes with
 * the response (released by http_cards_release from the body pointer). */
struct http_cards_answer {
    const char *headers[7];
    char disposition[200];
    char etag[160];
    char data[];
};

static void http_cards_release(void *body)
{
    if (body)
        free((char *)body - offsetof(struct http_cards_answer, data));
}

/* The settings of a request once in effect: the cache key, the ETag, the file name. */
struct http_cards_req {
    struct cards_opts opts;
    char key[96];
    char etag[160];
    char disposition[200];
};

/* Fills resp with status, c's headers and len bytes of data (data may be NULL: copied from
 * the cache of c->key when it holds them, len then ignored). A 304 and a HEAD hold the bytes
 * too: the server sends none of them but their Content-Length, the one the GET's 200 has
 * (RFC 9110 §8.6, §9.3.2). Returns 0, 1 when data was NULL and the cache did not hold the
 * bytes, or -ARB_ERR_NOMEM. */
static int http_cards_answer(struct http_cards_cache *cache, const struct http_cards_req *c,
                             int status, const char *data, size_t len, struct http_response *resp,
                             struct arb_err *err)
{
    struct http_cards_answer *a = NULL;
    if (!data) {
        if (!cache)
            return 1;
        pthread_mutex_lock(&cache->lock);
        for (size_t i = 0; i < HTTP_CARDS_CACHED; i++) {
            struct http_card_set *s = &cache->set[i];
            if (!s->data || strcmp(s->key, c->key) != 0)
                continue;
            if ((a = malloc(sizeof *a + s->len)) != NULL) {
                memcpy(a->data, s->data, s->len);
                len = s->len;
                s->used = ++cache->clock;
            }
            break;
        }
        pthread_mutex_unlock(&cache->lock);
        if (!a)
            return 1;
    } else if ((a = malloc(sizeof *a + len)) != NULL && len) {
        memcpy(a->data, data, len);
    }
    if (!a)
        return http_nomem(err);
    memcpy(a->disposition, c->disposition, sizeof a->disposition);
    memcpy(a->etag, c->etag, sizeof a->etag);
    const char *h[] = {"Content-Disposition", a->disposition,        "ETag", a->etag,
                       "Cache-Control",       "public, max-age=300", NULL};
    memcpy(a->headers, h, sizeof h);
    *resp = (struct http_response){
        .status = status,
        .type = "application/pdf",
        .body = (char *)a->data,
        .len = len,
        .release = http_cards_release,
        .headers = a->headers,
    };
    return 0;
}

/* Keeps a copy of the bytes of key in place of the set served longest ago (none when out of
 * memory: the cache is only a shortcut). */
static void http_cards_keep(struct http_cards_cache *c, const char *key, const char *data,
                            size_t len)
{
    char *copy = c ? malloc(len) : NULL;
    if (!copy)
        return;
    memcpy(copy, data, len);
    pthread_mutex_lock(&c->lock);
    struct http_card_set *old = &c->set[0];
    for (size_t i = 0; i < HTTP_CARDS_CACHED; i++) {
        struct http_card_set *s = &c->set[i];
        if (s->data && strcmp(s->key, key) == 0) { /* another thread was first */
            old = NULL;
            break;
        }
        if (!s->data || s->used < old->used)
            old = s;
        if (!s->data)
            break;
    }
    if (old) {
        free(old->data);
        snprintf(old->key, sizeof old->key, "%s", key);
        old->data = copy;
        old->len = len;
        old->used = ++c->clock;
        copy = NULL;
    }
    pthread_mutex_unlock(&c->lock);
    free(copy);
}

/* The settings a cards.pdf URL may carry beside lang: the game's own start options and rule
 * settings (kalah's capture ones, like the CLI's --capture-from and --empty-opposite). */
static const char *const http_card_settings[] = {"players",      "holes",          "stones",
                                                 "capture_from", "empty_opposite", NULL};

/* Refuses, like the JSON routes, a query parameter the route does not read. */
struct http_query_check {
    const char *const *allowed;
    const char *unknown;
};

static enum MHD_Result http_query_one(void *cls, enum MHD_ValueKind kind, const char *key,
                                      const char *value)
{
    struct http_query_check *q = cls;
    (void)kind;
    (void)value;
    for (const char *const *a = q->allowed; *a; a++)
        if (strcmp(*a, key) == 0)
            return MHD_YES;
    q->unknown = key;
    return MHD_NO;
}

static int http_query_known(const struct http_request *req, const char *const *allowed,
                            struct arb_err *err)
{
    struct http_query_check q = {allowed, NULL};
    if (req->conn)
        MHD_get_connection_values(req->conn, MHD_GET_ARGUMENT_KIND, http_query_one, &q);
    if (!q.unknown)
        return 0;
    for (const char *const *s = http_card_settings; *s; s++)
        if (strcmp(*s, q.unknown) == 0)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, q.unknown,
                               "Le paramètre « %s » ne s'applique pas au jeu %s.", *s,
                               req->game->id);
    return arb_err_set(err, ARB_ERR_BAD_REQUEST, q.unknown,
                       "Paramètre inconnu « %.60s » pour cette adresse.", q.unknown);
}

/* A query parameter of option d: an integer in its range, or one of its choices by name.
 * Absent leaves opts alone. */
static int http_query_option(const struct http_request *req, const struct rules_option *d,
                             struct rules_opts *opts, struct arb_err *err)
{
    const char *v = http_query(req, d->name);
    if (!v)
        return 0;
    if (d->choices) {
        char list[160] = "";
        size_t used = 0;
        for (int k = 0; d->choices[k]; k++) {
            if (strcmp(v, d->choices[k]) == 0) {
                rules_opt_set(opts, d, k);
                return 0;
            }
            if (used < sizeof list)
                used += (size_t)snprintf(list + used, sizeof list - used, "%s« %s »", k ? ", " : "",
                                         d->choices[k]);
        }
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, d->name, "Le paramètre « %s » vaut %s.",
                           d->name, list);
    }
    char *end;
    long n = strtol(v, &end, 10);
    if (!*v || *end || n < d->min || n > d->max)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, d->name,
                           "Le paramètre « %s » doit être un entier entre %d et %d.", d->name,
                           d->min, d->max);
    rules_opt_set(opts, d, (int)n);
    return 0;
}

/* Appends to out[cap] "-<choice>" for each rule setting of g (its options that are not
 * start-only) away from its default: the defaults' names and tags stay short. */
static void http_rule_suffix(const struct rules_game *g, const struct rules_opts *opts, char *out,
                             size_t cap)
{
    size_t at = strlen(out);
    for (const struct rules_option *d = g->options; d && d->name && at < cap; d++) {
        if (d->start_only || !d->choices || rules_opt_get(opts, d) == d->def)
            continue;
        at += (size_t)snprintf(out + at, cap - at, "-%s", rules_opt_choice(g, opts, d->name));
    }
}

static int http_cards_read(const struct http_request *req, struct http_cards_req *c,
                           struct arb_err *err)
{
    const struct rules_game *g = req->game;
    const char *allowed[sizeof http_card_settings / sizeof *http_card_settings + 1] = {"lang"};
    size_t n = 1;
    int rc;
    for (const char *const *name = http_card_settings; *name; name++)
        if (rules_option_find(g, *name))
            allowed[n++] = *name;
    if ((rc = http_query_known(req, allowed, err)) < 0)
        return rc;
    const char *lang = http_query(req, "lang");
    if (lang && strcmp(lang, "fr") != 0 && strcmp(lang, "en") != 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "lang",
                           "Le paramètre « lang » vaut « fr » ou « en ».");
    c->opts =
        (struct cards_opts){lang && strcmp(lang, "en") == 0 ? KB_EN : KB_FR, rules_opts_default()};
    for (size_t i = 1; i < n; i++)
        if ((rc = http_query_option(req, rules_option_find(g, allowed[i]), &c->opts.rules, err)) <
            0)
            return rc;
    /* the options in effect: those of the start position the setup card draws */
    struct rules_pos pos;
    unsigned warn = 0;
    if ((rc = g->start(&c->opts.rules, &pos, &warn, err)) < 0)
        return rc;
    bool mancala = pos.kind == RULES_MANCALA, en = c->opts.lang == KB_EN;
    int players = mancala ? pos.m.players : 2, holes = mancala ? pos.m.holes : 0;
    snprintf(c->key, sizeof c->key, "%s-%s-%d-%d-%d", g->id, en ? "en" : "fr", players, holes,
             c->opts.rules.stones);
    http_rule_suffix(g, &c->opts.rules, c->key, sizeof c->key);
    /* the bytes depend on the knowledge base, the build and the request: so does the tag */
    snprintf(c->etag, sizeof c->etag, "\"%.16s-%.12s-%s\"", arb_build_kb_sha256, arb_build_commit,
             c->key);
    /* arbitre-kalah-cartes-4j-fr.pdf, arbitre-kalah-cards-3p-everyone-take-en.pdf,
     * arbitre-awale-cartes-fr.pdf: the seats, and the rule settings away from their default */
    char name[120] = "";
    if (rules_option_find(g, "players"))
        snprintf(name, sizeof name, "-%d%s", players, en ? "p" : "j");
    http_rule_suffix(g, &c->opts.rules, name, sizeof name);
    snprintf(c->disposition, sizeof c->disposition, "inline; filename=\"arbitre-%s-%s%s-%s.pdf\"",
             g->id, en ? "cards" : "cartes", name, en ? "en" : "fr");
    return 0;
}

/* True when the If-None-Match header names etag (or is *). */
static bool http_etag_matches(const struct http_request *req, const char *etag)
{
    const char *inm =
        req->conn ? MHD_lookup_connection_value(req->conn, MHD_HEADER_KIND, "If-None-Match") : NULL;
    size_t n = strlen(etag);
    for (const char *p = inm; p && *p;) {
        while (*p == ' ' || *p == ',')
            p++;
        if (*p == '*')
            return true;
        if (strncmp(p, "W/", 2) == 0)
            p += 2;
        if (strncmp(p, etag, n) == 0 && (p[n] == '\0' || p[n] == ',' || p[n] == ' '))
            return true;
        while (*p && *p != ',')
            p++;
    }
    return false;
}

int http_h_cards(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err)
{
    struct http_cards_req c;
    struct arb_buf buf = {0};
    const struct kb_game *game = kb_game_find(ctx->kb, req->game->id);
    int rc = http_cards_read(req, &c, err);
    if (rc < 0)
        return rc;
    if (!game)
        return arb_err_set(err, ARB_ERR_NOT_FOUND, "game",
                           "La base de règles ne contient pas ce jeu.");
    /* GET, HEAD and 304 alike hold the bytes (only their length goes out for the last two) */
    int status = http_etag_matches(req, c.etag) ? 304 : 200;
    if ((rc = http_cards_answer(ctx->cards_cache, &c, status, NULL, 0, resp, err)) <= 0)
        return rc; /* served from the cache */
    if ((rc = cards_pdf(ctx->kb, game, &c.opts, &buf, err)) == 0) {
        http_cards_keep(ctx->cards_cache, c.key, buf.data, buf.len);
        rc = http_cards_answer(NULL, &c, status, buf.data, buf.len, resp, err);
    }
    arb_buf_release(&buf);
    return rc;
}

/* Draws the request's position (and move) in fmt. */
static int http_diagram_of(const struct http_ctx *ctx, const struct rules_game *g,
                           const cJSON *position, const cJSON *move, const cJSON *options,
                           const char *lang, enum cards_format fmt, struct http_response *resp,
                           struct arb_err *err)
{
    struct rules_pos pos;
    struct rules_move mv;
    struct rules_opts opts;
    struct arb_buf buf = {0};
    int rc;
    if (!position)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "position", "Champ « %s » manquant.",
                           "position");
    if (lang && strcmp(lang, "fr") != 0 && strcmp(lang, "en") != 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "lang", "« lang » vaut « fr » ou « en ».");
    if ((rc = rules_json_read_position(g, position, &pos, err)) < 0 ||
        (rc = rules_json_read_options_for(g, options, &pos, &opts, err)) < 0 ||
        (move && (rc = rules_json_read_move(g, move, &mv, err)) < 0))
        return rc;
    rc = cards_diagram(kb_game_find(ctx->kb, g->id), g, &pos, &opts, move ? &mv : NULL,
                       lang && strcmp(lang, "en") == 0 ? KB_EN : KB_FR, fmt, &buf, NULL, err);
    if (rc < 0) {
        arb_buf_release(&buf);
        return rc;
    }
    return http_reply_buf(resp, &buf, cards_format_mime(fmt));
}

int http_h_diagram(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err)
{
    static const char *const keys[] = {"position", "move", "options", "format", "lang", NULL};
    const cJSON *format = cJSON_GetObjectItem(req->json, "format");
    const cJSON *lang = cJSON_GetObjectItem(req->json, "lang");
    enum cards_format fmt = CARDS_SVG;
    int rc;
    if (!cJSON_IsObject(req->json))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "", "Un objet JSON est attendu.");
    if ((rc = arb_json_known_keys(req->json, "", keys, err)) < 0)
        return rc;
    if (format &&
        (!cJSON_IsString(format) || (rc = cards_format_parse(format->valuestring, &fmt, err)) < 0))
        return rc < 0 ? rc
                      : arb_err_set(err, ARB_ERR_BAD_REQUEST, "format",
                                    "Le format doit être « svg », « png » ou « pdf ».");
    if (lang && !cJSON_IsString(lang))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "lang", "« lang » vaut « fr » ou « en ».");
    return http_diagram_of(ctx, req->game, cJSON_GetObjectItem(req->json, "position"),
                           cJSON_GetObjectItem(req->json, "move"),
                           cJSON_GetObjectItem(req->json, "options"),
                           lang ? lang->valuestring : NULL, fmt, resp, err);
}

/* Parses the JSON of query parameter key (absent: *out NULL). */
static int http_query_json(const struct http_request *req, const char *key, cJSON **out,
                           struct arb_err *err)
{
    const char *v = http_query(req, key);
    *out = NULL;
    if (!v)
        return 0;
    int rc = arb_json_parse(v, strlen(v), out, err);
    if (rc < 0)
        snprintf(err->field, sizeof err->field, "%s", key);
    return rc;
}

int http_h_diagram_svg(struct http_ctx *ctx, const struct http_request *req,
                       struct http_response *resp, struct arb_err *err)
{
    cJSON *position = NULL, *move = NULL, *options = NULL;
    int rc = http_query_json(req, "position", &position, err);
    if (rc == 0)
        rc = http_query_json(req, "move", &move, err);
    if (rc == 0)
        rc = http_query_json(req, "options", &options, err);
    if (rc == 0)
        rc = http_diagram_of(ctx, req->game, position, move, options, http_query(req, "lang"),
                             CARDS_SVG, resp, err);
    cJSON_Delete(position);
    cJSON_Delete(move);
    cJSON_Delete(options);
    return rc;
}

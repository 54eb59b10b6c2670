/* http_cards.c — the printable play aids over HTTP: the A5 rule cards of a game as a PDF, and
 * board diagrams (SVG/PNG/PDF) of any position, with a move highlighted from the engine's
 * own trace. Query and body values are checked like every other input: a bad one is a 400
 * with the parameter named. A refused move is drawn (crossed out, the engine's reason as the
 * caption), so every diagram link an answer carries draws a picture. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "cards.h"
#include "http_int.h"
#include "kb.h"
#include "rules_json.h"

/* Hands the rendered bytes to resp (the buffer's memory goes with it). */
static int http_reply_buf(struct http_response *resp, struct cards_buf *buf, const char *type)
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

/* An optional small integer query parameter: absent leaves *out alone. */
static int http_query_int(const struct http_request *req, const char *key, int min, int max,
                          int *out, struct arb_err *err)
{
    const char *v = http_query(req, key);
    if (!v)
        return 0;
    char *end;
    long n = strtol(v, &end, 10);
    if (!*v || *end || n < min || n > max)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, key,
                           "Le paramètre « %s » doit être un entier entre %d et %d.", key, min,
                           max);
    *out = (int)n;
    return 0;
}

int http_h_cards(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                 struct arb_err *err)
{
    struct cards_opts opts = {KB_FR, rules_opts_default()};
    struct cards_buf buf = {0};
    const char *lang = http_query(req, "lang");
    const struct kb_game *game = kb_game_find(ctx->kb, req->game->id);
    int rc;
    if (lang && strcmp(lang, "fr") != 0 && strcmp(lang, "en") != 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "lang",
                           "Le paramètre « lang » vaut « fr » ou « en ».");
    opts.lang = lang && strcmp(lang, "en") == 0 ? KB_EN : KB_FR;
    if ((rc = http_query_int(req, "players", 2, 4, &opts.rules.players, err)) < 0 ||
        (rc = http_query_int(req, "holes", 1, 99, &opts.rules.holes, err)) < 0 ||
        (rc = http_query_int(req, "stones", 1, 20, &opts.rules.stones, err)) < 0)
        return rc;
    if (!game)
        return arb_err_set(err, ARB_ERR_NOT_FOUND, "game",
                           "La base de règles ne contient pas ce jeu.");
    rc = cards_pdf(ctx->kb, game, &opts, &buf, err);
    if (rc < 0) {
        cards_buf_release(&buf);
        return rc;
    }
    return http_reply_buf(resp, &buf, "application/pdf");
}

/* Draws the request's position (and move) in fmt. */
static int http_diagram_of(const struct http_ctx *ctx, const struct rules_game *g,
                           const cJSON *position, const cJSON *move, const cJSON *options,
                           enum cards_format fmt, struct http_response *resp, struct arb_err *err)
{
    struct rules_pos pos;
    struct rules_move mv;
    struct rules_opts opts;
    struct cards_buf buf = {0};
    int rc;
    if (!position)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "position", "Champ « position » manquant.");
    if ((rc = rules_json_read_position(g, position, &pos, err)) < 0 ||
        (rc = rules_json_read_options(g, options, false, &opts, err)) < 0 ||
        (move && (rc = rules_json_read_move(g, move, &mv, err)) < 0))
        return rc;
    rc = cards_diagram(kb_game_find(ctx->kb, g->id), g, &pos, &opts, move ? &mv : NULL, KB_FR, fmt,
                       &buf, NULL, err);
    if (rc < 0) {
        cards_buf_release(&buf);
        return rc;
    }
    return http_reply_buf(resp, &buf, cards_format_mime(fmt));
}

int http_h_diagram(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err)
{
    static const char *const keys[] = {"position", "move", "options", "format", NULL};
    const cJSON *format = cJSON_GetObjectItem(req->json, "format");
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
    return http_diagram_of(ctx, req->game, cJSON_GetObjectItem(req->json, "position"),
                           cJSON_GetObjectItem(req->json, "move"),
                           cJSON_GetObjectItem(req->json, "options"), fmt, resp, err);
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
    cJSON *position = NULL, *move = NULL;
    int rc = http_query_json(req, "position", &position, err);
    if (rc == 0)
        rc = http_query_json(req, "move", &move, err);
    if (rc == 0)
        rc = http_diagram_of(ctx, req->game, position, move, NULL, CARDS_SVG, resp, err);
    cJSON_Delete(position);
    cJSON_Delete(move);
    return rc;
}

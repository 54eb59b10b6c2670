/* faq_request.c — the request checked before any stage runs: question (present, a string, at
 * most FAQ_MAX_QUESTION bytes, no control character, not blank), the client's game, the
 * context sent back (its game known; an entry the kb no longer holds is an old context,
 * ignored), position and options objects. Every message is the lexicon's. */
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "faq_int.h"
#include "rules_api.h"

static int game_index(const struct faq *f, const char *id)
{
    for (size_t g = 0; g < f->ngames; g++)
        if (strcmp(f->games[g]->id, id) == 0)
            return (int)g;
    return -1;
}

static const struct faq_doc *doc_find(const struct faq *f, const char *id)
{
    for (size_t i = 0; i < f->ndocs; i++)
        if (strcmp(f->docs[i].entry->id, id) == 0)
            return &f->docs[i];
    return NULL;
}

/* An optional string member: NULL when absent or null, else it must be a string. */
static int opt_string(const struct faq *f, const cJSON *obj, const char *key, const char *field,
                      const char **out, struct arb_err *err)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(obj, key);
    *out = NULL;
    if (!j || cJSON_IsNull(j))
        return 0;
    if (!cJSON_IsString(j))
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, field, "not_string",
                       (const char *const[]){"field", field, NULL});
    *out = j->valuestring;
    return 0;
}

static int opt_object(const struct faq *f, const cJSON *obj, const char *key, const cJSON **out,
                      struct arb_err *err)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(obj, key);
    *out = NULL;
    if (!j || cJSON_IsNull(j))
        return 0;
    if (!cJSON_IsObject(j))
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, key, "not_object_field",
                       (const char *const[]){"field", key, NULL});
    *out = j;
    return 0;
}

static int read_question(const struct faq *f, const cJSON *req, struct faq_request *r,
                         struct arb_err *err)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(req, "question");
    bool blank = true;
    char n[24], max[24];
    if (!j || cJSON_IsNull(j))
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "question", "question_missing", NULL);
    if (!cJSON_IsString(j))
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "question", "question_type", NULL);
    r->question = j->valuestring;
    r->qlen = strlen(j->valuestring);
    if (r->qlen > FAQ_MAX_QUESTION) {
        snprintf(n, sizeof n, "%zu", r->qlen);
        snprintf(max, sizeof max, "%d", FAQ_MAX_QUESTION);
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "question", "question_long",
                       (const char *const[]){"n", n, "max", max, NULL});
    }
    for (size_t i = 0; i < r->qlen; i++) {
        unsigned char c = (unsigned char)r->question[i];
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
            return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "question", "question_control", NULL);
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            blank = false;
    }
    if (blank)
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "question", "question_blank", NULL);
    return 0;
}

/* The one « unknown game » error of every route: rules_api_game's. */
static int unknown_game(const struct faq *f, const char *id, const char *field, struct arb_err *err)
{
    const struct rules_game *g;
    if (rules_api_game(id, field, &g, err) == 0) /* an engine the assistant does not cover */
        return faq_err(&f->lex, err, ARB_ERR_UNKNOWN_GAME, field, "unknown_game",
                       (const char *const[]){"game", id, NULL});
    return -ARB_ERR_UNKNOWN_GAME;
}

static int read_context(const struct faq *f, const cJSON *req, struct faq_request *r,
                        struct arb_err *err)
{
    static const char *const keys[] = {"game", "entry", "lang", "question", NULL};
    const cJSON *ctx;
    const char *game, *entry, *lang, *question;
    int rc = opt_object(f, req, "context", &ctx, err);
    if (rc < 0 || !ctx)
        return rc;
    if ((rc = arb_json_known_keys(ctx, "context", keys, err)) < 0 ||
        (rc = opt_string(f, ctx, "game", "context.game", &game, err)) < 0 ||
        (rc = opt_string(f, ctx, "entry", "context.entry", &entry, err)) < 0 ||
        (rc = opt_string(f, ctx, "lang", "context.lang", &lang, err)) < 0 ||
        (rc = opt_string(f, ctx, "question", "context.question", &question, err)) < 0)
        return rc;
    if (game && (r->ctx.game = game_index(f, game)) < 0)
        return unknown_game(f, game, "context.game", err);
    if (question && strlen(question) > FAQ_MAX_QUESTION)
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "context.question", "context_long", NULL);
    /* an entry id the kb no longer holds is an old context: ignored, not an error */
    r->ctx.doc = entry ? doc_find(f, entry) : NULL;
    if (r->ctx.doc && r->ctx.game < 0)
        r->ctx.game = r->ctx.doc->game;
    r->ctx.question = question;
    return 0;
}

int faq_request_read(const struct faq *f, const cJSON *req, struct faq_request *r,
                     struct arb_err *err)
{
    static const char *const keys[] = {"question", "game", "context", "position",
                                       "options",  "lang", NULL};
    const char *game, *lang;
    int rc;
    if (!cJSON_IsObject(req))
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "", "not_object", NULL);
    if ((rc = arb_json_known_keys(req, "", keys, err)) < 0 ||
        (rc = read_question(f, req, r, err)) < 0 ||
        (rc = opt_string(f, req, "game", "game", &game, err)) < 0 ||
        (rc = opt_string(f, req, "lang", "lang", &lang, err)) < 0)
        return rc;
    if (lang && strcmp(lang, "fr") != 0 && strcmp(lang, "en") != 0)
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "lang", "lang_value", NULL);
    r->lang = !lang ? -1 : strcmp(lang, "en") == 0 ? FAQ_LANG_EN : FAQ_LANG_FR;
    if (game && (r->game = game_index(f, game)) < 0)
        return unknown_game(f, game, "game", err);
    if ((rc = read_context(f, req, r, err)) < 0 ||
        (rc = opt_object(f, req, "position", &r->position, err)) < 0 ||
        (rc = opt_object(f, req, "options", &r->options, err)) < 0)
        return rc;
    return 0;
}

/* faq_ask.c — the assistant, read top to bottom as its pipeline:
 *
 *   request -> normalise (faq_norm) -> intent (faq_intent) -> query (faq_query)
 *           -> rank (faq_rank) -> decide (faq_decide) -> reply (faq_reply)
 *
 * A move on a position is played by the engine (faq_pos) instead of ranked; situations told
 * in words (issue 12) take the intent's FAQ_ACT_SITUATION branch. No state survives a call
 * except the pool of idle analysers; the lexicon and the index are read-only. */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_int.h"
#include "rules_api.h"

/* ---- Lifetime ------------------------------------------------------------------------ */

int faq_new(const struct kb *kb, struct faq **out, struct arb_err *err)
{
    struct kb_analyzer *a = NULL;
    struct faq *f = calloc(1, sizeof *f);
    int rc;
    if (!f)
        return faq_err(NULL, err, ARB_ERR_NOMEM, NULL, "nomem", NULL);
    f->kb = kb;
    memcpy(f->param, faq_param_default, sizeof f->param);
    for (size_t i = 0; i < kb_game_count(kb) && f->ngames < FAQ_MAX_GAMES; i++)
        f->games[f->ngames++] = kb_game_at(kb, i);
    if (pthread_mutex_init(&f->pool_lock, NULL) != 0) {
        free(f);
        return faq_err(NULL, err, ARB_ERR_INTERNAL, NULL, "lock", NULL);
    }
    if ((rc = faq_lexicon_load(&f->lex, kb, err)) < 0 || (rc = faq_alias_build(f, err)) < 0 ||
        (rc = kb_analyzer_new(kb, &a, err)) < 0)
        goto out_free;
    if ((rc = faq_spell_new(&f->spell)) < 0)
        rc = faq_err(&f->lex, err, ARB_ERR_NOMEM, NULL, "nomem", NULL);
    if (rc == 0)
        rc = faq_index_build(f, a, err);
    if (rc == 0)
        rc = faq_everyday_build(f, a, err);
    kb_analyzer_free(a);
    if (rc < 0)
        goto out_free;
    *out = f;
    return 0;
out_free:
    faq_free(f);
    return rc;
}

void faq_free(struct faq *f)
{
    if (!f)
        return;
    for (size_t i = 0; i < f->npool; i++)
        kb_analyzer_free(f->pool[i]);
    free(f->pool);
    pthread_mutex_destroy(&f->pool_lock);
    faq_index_release(f);
    faq_spell_free(f->spell);
    free(f->everyday);
    free(f->neveryday);
    free(f->aliases);
    free(f->one_word);
    faq_lexicon_release(&f->lex);
    free(f);
}

static int pool_take(struct faq *f, struct kb_analyzer **a, struct arb_err *err)
{
    *a = NULL;
    pthread_mutex_lock(&f->pool_lock);
    if (f->npool)
        *a = f->pool[--f->npool];
    pthread_mutex_unlock(&f->pool_lock);
    return *a ? 0 : kb_analyzer_new(f->kb, a, err);
}

static void pool_give(struct faq *f, struct kb_analyzer *a)
{
    pthread_mutex_lock(&f->pool_lock);
    if (f->npool == f->cappool) {
        size_t cap = f->cappool ? f->cappool * 2 : 4;
        struct kb_analyzer **np = realloc(f->pool, cap * sizeof *np);
        if (!np) {
            pthread_mutex_unlock(&f->pool_lock);
            kb_analyzer_free(a);
            return;
        }
        f->pool = np;
        f->cappool = cap;
    }
    f->pool[f->npool++] = a;
    pthread_mutex_unlock(&f->pool_lock);
}

int faq_param_set(struct faq *f, const char *name, double value)
{
    for (int i = 0; i < FAQ_P_N; i++)
        if (strcmp(faq_param_name[i], name) == 0) {
            f->param[i] = value;
            return 0;
        }
    return -ARB_ERR_BAD_REQUEST;
}

/* ---- The pipeline ---------------------------------------------------------------------- */

/* A move named on the position sent: the engine plays it. 1 when the words name no move
 * (the question is then answered from the knowledge base). */
static int answer_move(struct faq *f, const struct faq_request *r, const struct faq_tokens *t,
                       const struct faq_intent *in, cJSON **resp, struct arb_err *err)
{
    char text[1024];
    cJSON *sim = NULL;
    struct faq_decision d = {.verdict = FAQ_MOVE, .confidence = 1};
    d.game = in->named.n ? in->named.game[0] : r->game >= 0 ? r->game : r->ctx.game;
    if (d.game < 0)
        return faq_err(&f->lex, err, ARB_ERR_BAD_REQUEST, "game", "position_game", NULL);
    int rc = faq_simulate(f, f->games[d.game], t, in->reply, r->position, r->options, text,
                          sizeof text, &sim, err);
    if (rc != 0)
        return rc;
    return faq_reply(f, r, in, &d, text, sim, resp, err);
}

static int answer(struct faq *f, struct kb_analyzer *a, const struct faq_request *r, cJSON **resp,
                  struct arb_err *err)
{
    struct faq_tokens t;
    struct faq_intent in;
    struct faq_query q;
    struct faq_decision d;
    int rc;
    faq_tokenize(&f->lex, r->question, r->qlen, &t);           /* 1. normalise */
    faq_intent_read(f, &t, &r->ctx, r->position != NULL, &in); /* 2. intent */
    if (r->lang >= 0 && t.said_lang < 0) /* the request's "lang"; « réponds en anglais » wins */
        in.reply = (enum faq_lang)r->lang;
    if (in.act == FAQ_ACT_MOVE && (rc = answer_move(f, r, &t, &in, resp, err)) != 1)
        return rc;
    q.lang = in.lang; /* 3. query */
    if ((rc = faq_query_build(f, a, r->question, r->qlen, &q)) < 0)
        return faq_err(&f->lex, err, ARB_ERR_INTERNAL, NULL, "analysis", NULL);
    q.kinds = in.kinds;
    q.require = 0;
    if ((rc = faq_decide(f, a, r, &in, &q, &d)) < 0) /* 4-5. rank, decide */
        return faq_err(&f->lex, err, ARB_ERR_INTERNAL, NULL, "analysis", NULL);
    return faq_reply(f, r, &in, &d, NULL, NULL, resp, err); /* 6. reply */
}

/* ---- The request ---------------------------------------------------------------------- */

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

static int read_request(const struct faq *f, const cJSON *req, struct faq_request *r,
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

int faq_ask(struct faq *f, const cJSON *req, cJSON **resp, struct arb_err *err)
{
    struct faq_request r = {.game = -1, .lang = -1, .ctx = {.game = -1}};
    struct kb_analyzer *a;
    int rc;
    *resp = NULL;
    if ((rc = read_request(f, req, &r, err)) < 0)
        return rc;
    if ((rc = pool_take(f, &a, err)) < 0)
        return rc;
    rc = answer(f, a, &r, resp, err);
    pool_give(f, a);
    return rc;
}

int faq_ask_body(struct faq *f, const char *body, size_t len, cJSON **resp, struct arb_err *err)
{
    cJSON *req = NULL;
    int rc = arb_json_parse(body, len, &req, err);
    *resp = NULL;
    if (rc < 0)
        return rc;
    rc = faq_ask(f, req, resp, err);
    cJSON_Delete(req);
    return rc;
}

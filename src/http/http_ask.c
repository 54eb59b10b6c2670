/* http_ask.c — POST /v1/ask: the assistant behind the API. The knowledge base and the
 * assistant are built when the server starts (a bad rule file stops the start) and shared by
 * every worker thread: faq_ask is thread-safe and keeps no session, so any replica can answer
 * any request. The body is the strict JSON the server already parsed; the response is the
 * same JSON `arbitre ask` prints.
 *
 * Every answer is counted in the store (a daily counter per game and outcome, no text); a
 * refusal or a clarification is kept with the question as typed, its folded words (the
 * index's analysis, to group the same question asked differently), the game, the language
 * and the best entry with its confidence (its entry, the first candidate of a clarification,
 * else the first related entry). Nothing about the client is recorded, and the
 * answer never waits for the store. */
#include <string.h>

#include "faq.h"
#include "http_int.h"
#include "kb.h"

enum { HTTP_FOLDED_MAX = 1000 };

struct http_fold {
    char text[HTTP_FOLDED_MAX + 1];
    size_t len;
};

static int http_fold_token(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                           size_t end)
{
    struct http_fold *f = ctx;
    (void)start;
    (void)end;
    if (colocated || f->len + len + 1 > HTTP_FOLDED_MAX)
        return 0;
    if (f->len)
        f->text[f->len++] = ' ';
    memcpy(f->text + f->len, tok, len);
    f->len += len;
    f->text[f->len] = '\0';
    return 0;
}

static const char *http_str(const cJSON *o, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

/* What the answer out to the question of req says, into the store. */
static void http_ask_record(struct http_ctx *ctx, const cJSON *req, const cJSON *out)
{
    struct http_fold fold = {.len = 0};
    const cJSON *conf = cJSON_GetObjectItemCaseSensitive(out, "confidence");
    struct store_question q = {
        .outcome = STORE_ANSWERED,
        .question = http_str(req, "question"),
        .game = http_str(out, "game"),
        .lang = http_str(out, "lang"),
        .entry = http_str(out, "entry"),
        .score = cJSON_IsNumber(conf) ? conf->valuedouble : 0,
    };
    if (cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(out, "abstained")))
        q.outcome = STORE_ABSTAINED;
    else if (cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(out, "clarify")))
        q.outcome = STORE_CLARIFIED;
    /* a clarification names its candidates in "answers"; else the first related entry */
    if (!q.entry)
        q.entry = http_str(cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(out, "answers"), 0),
                           "entry");
    if (!q.entry && q.outcome != STORE_ANSWERED)
        q.entry = http_str(cJSON_GetArrayItem(cJSON_GetObjectItemCaseSensitive(out, "related"), 0),
                           "entry");
    if (q.outcome != STORE_ANSWERED && q.question) {
        struct kb_analyzer *a = NULL;
        struct arb_err err;
        enum kb_lang lang = q.lang && strcmp(q.lang, "en") == 0 ? KB_EN : KB_FR;
        if (kb_analyzer_new(ctx->kb, &a, &err) == 0)
            kb_analyze(a, q.question, strlen(q.question), lang, false, http_fold_token, &fold);
        kb_analyzer_free(a);
        q.folded = fold.text;
    }
    store_question_add(ctx->store, &q);
}

int http_h_ask(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
               struct arb_err *err)
{
    cJSON *out = NULL;
    int rc = faq_ask_prefer(ctx->faq, req->json, req->lang, &out, err); /* Accept-Language */
    if (rc < 0)
        return rc;
    http_ask_record(ctx, req->json, out);
    return http_reply_json(resp, 200, out, err);
}

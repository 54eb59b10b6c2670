/* http_feedback.c — POST /v1/feedback: a player's verdict on an answer, stored durably.
 *
 * {"question": str, "entry": str|null, "verdict": "right"|"wrong"|"unclear",
 *  "comment"?: str, "context"?: {...}, "lang"?: "fr"|"en"} -> 201 {"id"} once the row is
 * committed (store_feedback_add waits for it), 503 storage_unavailable when the store cannot
 * take it. Every member is checked strictly and refused with its name as the field; the entry
 * must be one the knowledge base holds. Nothing about the client is stored. */
#include <string.h>

#include "arb_json.h"
#include "http_int.h"
#include "kb.h"
#include "store.h"

enum { HTTP_FEEDBACK_MAX_CONTEXT = 4096 }; /* bytes of the context, printed compactly */

/* The number of UTF-8 characters of s (valid UTF-8: arb_json_parse checked it). */
static size_t http_utf8_chars(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

static bool http_has_control(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s < 0x20 && *s != '\n' && *s != '\t')
            return true;
    return false;
}

/* A member that must be a string (or null when nullable): its value or NULL. */
static int http_fb_string(const cJSON *req, const char *key, bool required, bool nullable,
                          const char **out, struct arb_err *err)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(req, key);
    *out = NULL;
    if (!v && required)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, key, "Champ « %s » manquant.", key);
    if (!v || (nullable && cJSON_IsNull(v)))
        return 0;
    if (!cJSON_IsString(v))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, key,
                           nullable ? "Le champ « %s » doit être une chaîne ou null."
                                    : "Le champ « %s » doit être une chaîne.",
                           key);
    *out = v->valuestring;
    return 0;
}

/* Reads and checks the request into fb; context_text gets the printed context (caller frees
 * with cJSON_free). */
static int http_fb_read(const struct http_ctx *ctx, const cJSON *req, struct store_feedback *fb,
                        char **context_text, struct arb_err *err)
{
    static const char *const keys[] = {"question", "entry", "verdict", "comment",
                                       "context",  "lang",  NULL};
    const char *verdict = NULL;
    int rc;
    *context_text = NULL;
    if (!cJSON_IsObject(req))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "", "La requête doit être un objet JSON.");
    if ((rc = arb_json_known_keys(req, "", keys, err)) < 0 ||
        (rc = http_fb_string(req, "question", true, false, &fb->question, err)) < 0 ||
        (rc = http_fb_string(req, "entry", true, true, &fb->entry, err)) < 0 ||
        (rc = http_fb_string(req, "verdict", true, false, &verdict, err)) < 0 ||
        (rc = http_fb_string(req, "comment", false, false, &fb->comment, err)) < 0 ||
        (rc = http_fb_string(req, "lang", false, false, &fb->lang, err)) < 0)
        return rc;
    if (strspn(fb->question, " \t\n") == strlen(fb->question))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question", "La question est vide.");
    if (strlen(fb->question) > STORE_MAX_QUESTION || http_has_control(fb->question))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question",
                           "La question doit faire au plus %d octets, sans caractère de "
                           "contrôle.",
                           STORE_MAX_QUESTION);
    if (fb->entry && !kb_entry_find(ctx->kb, fb->entry))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "entry",
                           "Aucune fiche « %.60s » dans la base de règles.", fb->entry);
    if ((rc = store_verdict_parse(verdict)) < 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "verdict",
                           "Le verdict doit être « right », « wrong » ou « unclear ».");
    fb->verdict = (enum store_verdict)rc;
    if (fb->comment &&
        (http_utf8_chars(fb->comment) > STORE_MAX_COMMENT || http_has_control(fb->comment)))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "comment",
                           "Le commentaire doit faire au plus %d caractères, sans caractère de "
                           "contrôle.",
                           STORE_MAX_COMMENT);
    if (fb->lang && strcmp(fb->lang, "fr") != 0 && strcmp(fb->lang, "en") != 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "lang",
                           "La langue doit être « fr » ou « en ».");
    const cJSON *context = cJSON_GetObjectItemCaseSensitive(req, "context");
    if (!context)
        return 0;
    if (!cJSON_IsObject(context))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "context",
                           "Le champ « context » doit être un objet.");
    if (!(*context_text = arb_json_print(context)))
        return http_nomem(err);
    if (strlen(*context_text) > HTTP_FEEDBACK_MAX_CONTEXT) {
        cJSON_free(*context_text);
        *context_text = NULL;
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "context", "Le contexte dépasse %d octets.",
                           HTTP_FEEDBACK_MAX_CONTEXT);
    }
    fb->context = *context_text;
    return 0;
}

int http_h_feedback(struct http_ctx *ctx, const struct http_request *req,
                    struct http_response *resp, struct arb_err *err)
{
    struct store_feedback fb = {0};
    char id[STORE_ID_LEN + 1], *context = NULL;
    int rc = http_fb_read(ctx, req->json, &fb, &context, err);
    if (rc == 0)
        rc = store_feedback_add(ctx->store, &fb, id, err);
    cJSON_free(context);
    if (rc < 0)
        return rc;
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddStringToObject(o, "id", id)) {
        cJSON_Delete(o);
        return http_nomem(err);
    }
    return http_reply_json(resp, 201, o, err);
}

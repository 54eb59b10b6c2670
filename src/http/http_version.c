/* http_version.c — GET /v1/version: which build and which knowledge base answer. A café
 * caching answers or a publisher checking an erratum compares these: the version and commit
 * of the build, the SHA-256 of the knowledge base it embeds (also in every ETag and in
 * /metrics as arbitre_build_info), each game's source and the date its file was last
 * checked against it, and the version of the game commands' contract. */
#include "arb_build.h"
#include "http_int.h"
#include "kb.h"

int http_h_version(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                   struct arb_err *err)
{
    cJSON *o = cJSON_CreateObject(), *kb, *games;
    (void)req;
    if (!cJSON_AddStringToObject(o, "version", arb_build_version) ||
        !cJSON_AddStringToObject(o, "commit", arb_build_commit) ||
        !(kb = cJSON_AddObjectToObject(o, "kb")) ||
        !cJSON_AddStringToObject(kb, "sha256", arb_build_kb_sha256) ||
        !(games = cJSON_AddArrayToObject(kb, "games")))
        goto out_nomem;
    for (size_t i = 0; i < rules_count(); i++) {
        const struct kb_game *k = kb_game_find(ctx->kb, rules_at(i)->id);
        cJSON *g = cJSON_CreateObject();
        if (!cJSON_AddItemToArray(games, g) || !cJSON_AddStringToObject(g, "id", rules_at(i)->id))
            goto out_nomem;
        if (!k)
            continue;
        if (!cJSON_AddStringToObject(g, "source", k->source.source) ||
            !cJSON_AddStringToObject(g, "title", k->source.title) ||
            !cJSON_AddItemToObject(
                g, "updated", k->updated ? cJSON_CreateString(k->updated) : cJSON_CreateNull()))
            goto out_nomem;
    }
    if (!cJSON_AddNumberToObject(o, "engine_contract", RULES_CONTRACT_VERSION))
        goto out_nomem;
    return http_reply_json(resp, 200, o, err);
out_nomem:
    cJSON_Delete(o);
    return http_nomem(err);
}

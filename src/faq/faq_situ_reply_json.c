/* faq_situ_reply_json.c — the response of a situated answer: the members every answer has
 * in faq_ask's order (cite, verified counting the simulation, context), the simulation
 * member (the built position, the move, the engine's verdict), the move as JSON and the
 * polarity of the lead. */
#include <string.h>

#include "arb_json.h"
#include "faq_situ_reply.h"
#include "rules_json.h"

/* The move as JSON (Qawale's: faq_situ_qawale_move_json). */
cJSON *faq_situ_move_json(const struct rules_game *g, const struct rules_move *m)
{
    return g->kind == RULES_QAWALE ? faq_situ_qawale_move_json(m) : rules_json_move(g, m);
}

cJSON *faq_situ_simulation_json(const struct rules_game *g, const struct rules_pos *pos,
                                const struct faq_situ_plan *p, const struct rules_move *mv,
                                const struct faq_situ_run *r)
{
    cJSON *o = NULL;
    if (p->has_move && r->legal) {
        struct rules_trace tr = r->tr;
        o = rules_json_result(g, &r->res, &tr);
    } else {
        o = cJSON_CreateObject();
        if (o && p->has_move) {
            const struct rules_reason *why = g->reason((enum arb_code)(-r->code));
            cJSON_AddBoolToObject(o, "legal", false);
            cJSON_AddStringToObject(o, "reason", arb_err_slug((enum arb_code)(-r->code)));
            cJSON_AddStringToObject(o, "message", why ? why->message : "");
            cJSON_AddItemToObject(o, "rule", why ? arb_json_cite(&why->rule) : cJSON_CreateNull());
        }
        if (o)
            cJSON_AddItemToObject(o, "outcome", rules_json_outcome(g, &r->out));
    }
    if (!o || !cJSON_AddItemToObject(o, "start", rules_json_position(g, pos)) ||
        !cJSON_AddItemToObject(o, "move",
                               p->has_move ? faq_situ_move_json(g, mv) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "options", rules_json_options(g, &p->opts, false))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

void faq_situ_add_asker(cJSON *sim, const struct faq_situ *s, const struct rules_pos *pos)
{
    if (sim && s->mover == SITU_MOVER_ME && s->resigner == SITU_SIDE_THEIRS) {
        cJSON_AddNumberToObject(sim, "asker", 0); /* « il abandonne »: he moves, I asked */
        return;
    }
    if (!sim || s->mover == SITU_MOVER_ME)
        return;
    int to_move = pos->kind == RULES_QAWALE ? pos->q.to_move : pos->m.to_move,
        players = pos->kind == RULES_QAWALE ? 2 : pos->m.players;
    cJSON_AddItemToObject(sim, "asker",
                          s->mover == SITU_MOVER_THEM
                              ? cJSON_CreateNumber((to_move + 1) % (players > 0 ? players : 2))
                              : cJSON_CreateNull());
}

static cJSON *verified_json(const struct kb_entry *e)
{
    cJSON *v = cJSON_CreateObject();
    cJSON_AddNumberToObject(v, "checks", (e ? e->checks : 0) + 1);
    cJSON_AddNumberToObject(v, "passed", (e ? e->passed : 0) + 1);
    return v;
}

static cJSON *context_json(const struct kb_game *g, const struct kb_entry *e, enum faq_lang lang,
                           const char *question)
{
    cJSON *c = cJSON_CreateObject();
    cJSON_AddItemToObject(c, "game", g ? cJSON_CreateString(g->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(c, "entry", e ? cJSON_CreateString(e->id) : cJSON_CreateNull());
    cJSON_AddStringToObject(c, "lang", lang == FAQ_LANG_EN ? "en" : "fr");
    if (!e)
        cJSON_AddStringToObject(c, "question", question);
    return c;
}

static cJSON *cite_json(const struct kb_game *g, const struct kb_entry *e)
{
    if (e)
        return arb_json_cite(&e->cite);
    if (!g)
        return cJSON_CreateNull();
    cJSON *c = arb_json_cite(&g->source);
    const cJSON *sec = cJSON_GetObjectItemCaseSensitive(c, "section");
    if (cJSON_IsString(sec) && sec->valuestring[0] == '\0')
        cJSON_DeleteItemFromObjectCaseSensitive(c, "section");
    return c;
}

/* "yes", "no" or null: the polarity the answer's first word states (the lexicon's own
 * words, as faq_reply's `lead`). */
cJSON *faq_situ_lead_json(const struct faq_situ_ctx *c, enum faq_lang lang, const char *answer)
{
    const char *yes = faq_situ_text(c, lang, "yes"), *no = faq_situ_text(c, lang, "no");
    if (yes[0] && strncmp(answer, yes, strlen(yes)) == 0)
        return cJSON_CreateString("yes");
    if (no[0] && strncmp(answer, no, strlen(no)) == 0)
        return cJSON_CreateString("no");
    return cJSON_CreateNull();
}

/* The response object with the members every answer has, in faq_ask's order. */
cJSON *faq_situ_response(const char *answer, enum faq_lang lang, const struct kb_game *g,
                         const struct kb_entry *e, double confidence, cJSON *diagram,
                         cJSON *clarify, bool answered, const char *question)
{
    cJSON *o = cJSON_CreateObject();
    if (!o) {
        cJSON_Delete(diagram);
        cJSON_Delete(clarify);
        return NULL;
    }
    cJSON_AddStringToObject(o, "answer", answer);
    cJSON_AddStringToObject(o, "lang", lang == FAQ_LANG_EN ? "en" : "fr");
    cJSON_AddItemToObject(o, "game", g ? cJSON_CreateString(g->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "entry", e ? cJSON_CreateString(e->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "cite", cite_json(g, e));
    cJSON_AddNumberToObject(o, "confidence", confidence);
    cJSON_AddItemToObject(o, "verified", answered ? verified_json(e) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "related", cJSON_CreateArray());
    cJSON_AddItemToObject(o, "diagram", diagram ? diagram : cJSON_CreateNull());
    cJSON_AddBoolToObject(o, "abstained", false);
    cJSON_AddItemToObject(o, "clarify", clarify ? clarify : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "context", context_json(g, e, lang, question));
    return o;
}

/* faq_situ_reply_clarify.c — what to ask the player when the outcome turns on something
 * unsaid (faq_situ_missing): the question and the missing detail in the game's words, and
 * the response that asks it instead of answering. */
#include "faq_situ_reply.h"

static const char *const ask_key[] = {
    "clarify_game",    "clarify_game",       "clarify_pit",       "clarify_count",
    "clarify_stores",  "clarify_impossible", "clarify_before",    "clarify_landing",
    "clarify_facing",  "clarify_unread",     "clarify_path",      "clarify_others",
    "clarify_setting", "clarify_which",      "q_clarify_height",  "q_clarify_start",
    "clarify_move",    "q_clarify_origin",   "q_clarify_visible", "clarify_doubt"};
static const char *const what_key[] = {
    "missing_game",    "missing_game",     "missing_pit",       "missing_count",
    "missing_stores",  "missing_count",    "missing_before",    "missing_landing",
    "missing_facing",  "missing_unread",   "missing_path",      "missing_others",
    "missing_setting", "missing_which",    "q_missing_height",  "q_missing_start",
    "missing_move",    "q_missing_origin", "q_missing_visible", "missing_doubt"};

/* {"question","missing":[…]}: what to ask the player, in the game's words. */
cJSON *faq_situ_clarify_json(const struct faq_situ_say *r, const struct faq_situ_plan *p,
                             enum faq_situ_missing what)
{
    struct faq_situ_text x = {.len = 0}, w = {.len = 0};
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    rr.v = &v;
    x.s[0] = w.s[0] = '\0';
    faq_situ_var(&v, "holes", "%d", p->game && p->pos.kind == RULES_MANCALA ? p->pos.m.holes : 6);
    struct faq_situ_traits t = {.total = 0};
    if (p->game && p->game->rules->kind == RULES_MANCALA)
        faq_situ_traits(p->game->rules, &t);
    faq_situ_var(&v, "total", "%d", t.total);
    faq_situ_var(&v, "n", "%d", p->unread_num);
    if (p->pos.kind == RULES_QAWALE) {
        faq_situ_qawale_stack_var(&rr, p, &v); /* the stack whose height is asked */
        faq_situ_qawale_path_var(&rr, p, &v);  /* the path told */
    }
    bool qawale = p->game && p->game->rules->kind == RULES_QAWALE && what == SITU_MISSING_UNREAD;
    faq_situ_render(&rr, qawale ? "q_clarify_unread" : ask_key[what], &x); /* stacks, not pits */
    faq_situ_render(&rr, qawale ? "q_missing_unread" : what_key[what], &w);
    cJSON *c = cJSON_CreateObject(), *missing;
    if (!c || !cJSON_AddStringToObject(c, "question", x.s) ||
        !(missing = cJSON_AddArrayToObject(c, "missing")) ||
        !cJSON_AddItemToArray(missing, cJSON_CreateString(w.s))) {
        cJSON_Delete(c);
        return NULL;
    }
    return c;
}

int faq_situ_reply_missing(const struct faq_situ *s, const struct faq_situ_plan *p,
                           const struct faq_situ_say *r, const char *question, cJSON **resp,
                           struct arb_err *err)
{
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    rr.v = &v;
    faq_situ_var(&v, "doubt", "%s", s->doubt); /* the player's own words, SITU_MISSING_DOUBT */
    cJSON *clarify = faq_situ_clarify_json(&rr, p, p->missing);
    const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(clarify, "question"));
    if (!clarify)
        return arb_err_nomem(err);
    *resp = faq_situ_response(text, s->lang, p->game, NULL, 0.5, NULL, clarify, false, question);
    return *resp ? 0 : arb_err_nomem(err);
}

/* faq_situ_reply.c — a built situation through the engine, and the answer told from the
 * engine's result in the game's own words. The yes/no lead, every count and every pit
 * named come from the play result, its events or the outcome; the sentences are the
 * lexicon's templates; the entry cited is the lexicon's for the kind of outcome the engine
 * gave. Also the hook faq_ask calls (faq_situ_answer). This file runs the plan and puts the
 * response together; the tellers are faq_situ_reply_*.c (faq_situ_reply.h). */
#include <stdlib.h>
#include <string.h>

#include "faq_situ_reply.h"
#include "rules_json.h"

static void tell_assumptions(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                             cJSON *list, struct faq_situ_text *x)
{
    for (size_t i = 0; i < p->nassume; i++) {
        struct faq_situ_vars v = *r0->v;
        struct faq_situ_say r = *r0;
        struct faq_situ_text what = {.len = 0}, said = {.len = 0};
        what.s[0] = said.s[0] = '\0';
        r.v = &v;
        enum faq_situ_assume kind = p->assume[i].kind;
        if (kind == SITU_ASSUME_STACK) {
            faq_situ_qawale_assume(&r, p->assume[i].a, p->assume[i].b, &said);
        } else {
            const char *key = "assume_pit";
            if (kind == SITU_ASSUME_FEEDER) {
                key = "assume_feeder";
            } else if (kind == SITU_ASSUME_ROW_EMPTY) {
                key = p->assume[i].a ? "assume_their_row_empty" : "assume_row_empty";
            } else if (kind == SITU_ASSUME_HOLES) {
                key = "assume_holes";
                faq_situ_var(&v, "said", "%d", p->assume[i].a);
                faq_situ_var(&v, "holes", "%d", p->assume[i].b);
            } else if (kind == SITU_ASSUME_PLAYERS) {
                key = "assume_players";
                faq_situ_var(&v, "players", "%d", p->assume[i].a);
                faq_situ_var(&v, "holes", "%d", p->assume[i].b);
            } else if (kind == SITU_ASSUME_GAME) {
                key = "assume_game";
                faq_situ_var(&v, "game", "%s", p->game->name);
            } else {
                key = p->assume[i].b ? "assume_any_pit" : key; /* every pit alike */
                faq_situ_var(&v, "pit", "%d", p->assume[i].a);
            }
            faq_situ_render(&r, key, &what);
            faq_situ_var(&v, "what", "%s", what.s);
            faq_situ_render(&r, "assume", &said);
        }
        faq_situ_put(x, " ");
        faq_situ_put(x, said.s);
        cJSON_AddItemToArray(list, cJSON_CreateString(said.s));
    }
}

/* A number the player told again that the position built contradicts (« donc j'ai 4
 * galets » on a stack of 2): corrected in one short sentence, from the position. */
static void tell_restated(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                          struct faq_situ_text *x)
{
    if (p->restate_said == 0)
        return;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    faq_situ_var(&v, "said", "%d", p->restate_said);
    faq_situ_var(&v, "real", "%d", p->restate_real);
    faq_situ_put(x, " ");
    faq_situ_render(&r, p->restate_lifted ? "restated_lifted" : "restated_height", x);
}

int faq_situ_reply(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   const struct faq_situ_plan *p, const char *question, cJSON **resp,
                   struct arb_err *err)
{
    struct faq_situ_words w;
    struct faq_situ_vars v = {.n = 0};
    struct faq_situ_say r = {c, s->lang, &w, &v, false, false, s->mover, s->mover_gender};
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    *resp = NULL;
    if (p->game)
        faq_situ_game_words(p->game, s->lang, &w);
    else
        memset(&w, 0, sizeof w);
    if (p->missing == SITU_MISSING_WHICH)
        faq_situ_which_unknown_var(&r, p, &v);
    if (p->missing != SITU_MISSING_NONE)
        return faq_situ_reply_missing(s, p, &r, question, resp, err);
    const struct rules_game *g = p->game->rules;
    struct faq_situ_run *run = calloc(p->has_alt ? 2 : 1, sizeof *run);
    struct faq_situ_traits t = {0};
    if (!run)
        return arb_err_nomem(err);
    faq_situ_run_plan(g, &p->pos, p, &p->move, &run[0]);
    if (p->has_alt)
        faq_situ_run_plan(g, &p->alt, p, &p->move, &run[1]);
    bool alt_differs = p->has_alt && run[1].legal && run[1].res.captured != run[0].res.captured;
    enum faq_situ_missing ask = p->ask_others ? SITU_MISSING_OTHERS : SITU_MISSING_NONE;
    /* kalah for 3 or 4 with « à qui prendre » unsaid: the capture was the default setting's,
     * so the setting is asked besides (the answer names it as assumed) */
    bool setting_assumed = g->kind == RULES_MANCALA && p->pos.m.players > 2 &&
                           s->capture_from == FAQ_SITU_UNSAID && run[0].sum.ncap > 0;
    if (setting_assumed && ask == SITU_MISSING_NONE)
        ask = SITU_MISSING_SETTING;
    enum faq_situ_family fam;
    cJSON *example = NULL; /* qawale: the engine's play of a path of the right length */
    if (g->kind == RULES_MANCALA) {
        faq_situ_traits(g, &t);
        fam = faq_situ_mancala_family(s, p, &t, &run[0],
                                      p->has_move ? g->moves(&p->pos, &p->opts, NULL, 0) : 0);
        if (p->which) {
            fam = (s->ask & SA_EXTRA)      ? SF_EXTRA_TURN
                  : !(s->ask & SA_CAPTURE) ? SF_FEED
                  : t.sows_store           ? SF_KALAH_CAPTURE
                                           : SF_CAPTURE;
            faq_situ_tell_which(&r, s, p, faq_situ_which_told_all(s, &p->pos), &x);
        } else {
            faq_situ_tell_mancala(&r, s, p, &t, &run[0], alt_differs ? &run[1] : NULL, &x, &ask);
        }
    } else {
        fam = faq_situ_qawale_family(s, p, &run[0]);
        faq_situ_tell_qawale(&r, s, p, &run[0], &x, &ask, &example);
    }
    tell_restated(&r, p, &x);
    cJSON *assumptions = cJSON_CreateArray();
    tell_assumptions(&r, p, assumptions, &x);
    int gi = faq_situ_game_index(c, p->game->id);
    const struct kb_entry *e = faq_situ_entry(c, fam, gi);
    cJSON *sim = faq_situ_simulation_json(g, &p->pos, p, &p->move, &run[0]);
    faq_situ_add_asker(sim, s, &p->pos);
    cJSON *pos_json = rules_json_position(g, &p->pos);
    cJSON *mv_json = p->has_move ? faq_situ_move_json(g, &p->move) : NULL;
    cJSON *diagram = pos_json ? faq_diagram_link(g->id, pos_json, mv_json,
                                                 cJSON_GetObjectItem(sim, "options"), s->lang)
                              : NULL;
    cJSON_Delete(pos_json);
    cJSON_Delete(mv_json);
    if (sim && (alt_differs || example)) {
        cJSON *cases = cJSON_AddArrayToObject(sim, "cases");
        cJSON *alt =
            alt_differs ? faq_situ_simulation_json(g, &p->alt, p, &p->move, &run[1]) : NULL;
        if (alt) {
            cJSON_AddNumberToObject(alt, "before", p->alt_before);
            cJSON_AddItemToArray(cases, alt);
        }
        if (example)
            cJSON_AddItemToArray(cases, example);
    } else {
        cJSON_Delete(example);
    }
    *resp = faq_situ_response(x.s, s->lang, p->game, e, 1, diagram,
                              ask != SITU_MISSING_NONE ? faq_situ_clarify_json(&r, p, ask) : NULL,
                              true, question);
    free(run);
    if (!*resp || !sim || !assumptions || !cJSON_AddItemToObject(*resp, "simulation", sim)) {
        cJSON_Delete(*resp);
        cJSON_Delete(sim);
        cJSON_Delete(assumptions);
        *resp = NULL;
        return arb_err_nomem(err);
    }
    cJSON_AddItemToObject(*resp, "assumptions", assumptions);
    cJSON_AddItemToObject(*resp, "lead", faq_situ_lead_json(c, s->lang, x.s));
    return 0;
}

int faq_situ_answer(const struct faq_situ_ctx *c, const char *question, size_t len,
                    const char *game, cJSON **resp, struct arb_err *err)
{
    struct faq_situ s;
    struct faq_situ_plan *p;
    int rc;
    *resp = NULL;
    if (!c)
        return 0;
    faq_situ_parse(c, question, len, game, &s);
    bool doubt = s.doubt[0] && s.game >= 0; /* a fact the player doubts: asked, never guessed */
    if (!s.situation && !doubt)
        return 0;
    if (s.game < 0) /* a case told without its game: played in each its words leave */
        return faq_situ_answer_games(c, &s, question, len, resp, err);
    if (!(p = malloc(sizeof *p)))
        return arb_err_nomem(err);
    if (doubt) {
        *p =
            (struct faq_situ_plan){.game = faq_situ_game(c, s.game), .missing = SITU_MISSING_DOUBT};
        p->pos.kind = p->game->rules->kind;
        rc = 0;
    } else {
        rc = faq_situ_build(c, &s, p, err);
        if (rc == 0) /* the pit played unsaid: answered when every pit gives the same */
            rc = faq_situ_settle_pit(c, &s, p, err);
    }
    if (rc == 0)
        rc = faq_situ_reply(c, &s, p, question, resp, err);
    free(p);
    return rc;
}

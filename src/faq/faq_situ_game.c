/* faq_situ_game.c — the game of a situation told without naming it, as a player at the table
 * tells it: the games its own words leave (the pieces, the store, the cells and stacks: the
 * lexicon's cues; the players and settings told: the games whose engine takes them), the
 * case played in each of them, and one answer: once when every engine gives the same
 * outcome (saying which games it holds for), one per game when they differ, the game asked
 * only when none fits. No game is ever assumed: each one named in an answer was played. */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ.h"
#include "faq_situ_reply.h"
#include "rules_kalah.h"

enum { ANSWER_CAP = 8192, NAMES_CAP = 256 };

unsigned faq_situ_cue_games(const struct faq_situ_ctx *c, const struct faq_situ_marked *m)
{
    unsigned board = 0, set = 0, again = 0, best = 0;
    int votes[FAQ_MAX_GAMES] = {0}, most = 0;
    for (int g = 0; faq_situ_game(c, g) && g < FAQ_MAX_GAMES; g++) {
        const struct kb_game *kg = faq_situ_game(c, g);
        struct faq_situ_traits t;
        if (kg->rules->kind == RULES_QAWALE)
            board |= 1u << g; /* « en c3 », "on d4": a square of the game played on cells */
        if (kg->n_settings > 0)
            set |= 1u << g; /* « réglage tout le monde »: a game with settings */
        if (faq_situ_traits(kg->rules, &t) == 0 && t.sows_store)
            again |= 1u << g; /* « je rejoue ? »: a game whose last piece in the store plays on */
    }
    /* each word votes for its games; those most words name are kept (all of them when the
     * words agree; "my stone on the stack of 2 neutral in d4" is Qawale's by three to one) */
    for (size_t i = 0; i < m->n; i++) {
        unsigned k = m->k[i].cues | (m->k[i].cell >= 0 ? board : 0) |
                     (faq_situ_bit(m->k[i].start_mask, SW_SETTING) ? set : 0) |
                     (faq_situ_bit(m->k[i].start_mask, SW_Q_EXTRA) ? again : 0);
        for (int g = 0; g < FAQ_MAX_GAMES; g++)
            if (k & 1u << g && ++votes[g] > most)
                most = votes[g];
    }
    for (int g = 0; most > 0 && g < FAQ_MAX_GAMES; g++)
        if (votes[g] == most)
            best |= 1u << g;
    return best;
}

/* The engine of g has an option at offset (struct rules_opts) among its settings. */
static bool takes(const struct rules_game *g, size_t offset)
{
    for (const struct rules_option *d = g->options; d && d->name; d++)
        if (d->offset == offset)
            return true;
    return false;
}

bool faq_situ_takes_setup(const struct rules_game *g, const struct faq_situ *s)
{
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    struct arb_err err;
    unsigned warn = 0;
    bool stones = s->start && s->stones >= 1;
    if (g->kind != RULES_MANCALA)
        return true;
    if ((s->capture_from != FAQ_SITU_UNSAID &&
         !takes(g, RULES_RULE_SLOT(KALAH_RULE_CAPTURE_FROM))) ||
        (s->empty_opposite != FAQ_SITU_UNSAID &&
         !takes(g, RULES_RULE_SLOT(KALAH_RULE_EMPTY_OPPOSITE))))
        return false;
    if (s->players != FAQ_SITU_UNSAID)
        o.players = s->players;
    if (s->holes != FAQ_SITU_UNSAID)
        o.holes = s->holes;
    if (stones)
        o.stones = s->stones;
    /* « avec 4 trous chacun », no players told: some number of players takes that row (the
     * builder plays the fewest) */
    for (int n = o.players; n <= (s->players == FAQ_SITU_UNSAID ? g->max_players : o.players);
         n++) {
        o.players = n;
        warn = 0;
        if (g->start(&o, &pos, &warn, &err) == 0 && !(warn & RULES_WARN_HOLES_CHANGED) &&
            pos.m.players == o.players && pos.m.holes == o.holes &&
            (!stones || pos.m.cell[0] == o.stones))
            return true;
    }
    return false;
}

/* One game's reading of the case, its plan and its answer. */
struct played {
    int game;
    struct faq_situ s;
    struct faq_situ_plan p;
    cJSON *resp;
};

/* Two answers give the same outcome: the same thing missing, or the same move played the
 * same way (legal or refused for the same reason, the same events, captures, turn and end)
 * under the same lead. */
static bool same_outcome(const struct played *a, const struct played *b)
{
    static const char *const keys[] = {"legal",      "reason",  "events", "captured",
                                       "extra_turn", "outcome", NULL};
    const cJSON *x = arb_json_get(a->resp, "simulation"), *y = arb_json_get(b->resp, "simulation");
    const cJSON *la = arb_json_get(a->resp, "lead"), *lb = arb_json_get(b->resp, "lead");
    if (a->p.missing != b->p.missing || !x != !y || !la != !lb ||
        (la && !cJSON_Compare(la, lb, true)))
        return false;
    for (const char *const *k = keys; x && *k; k++)
        if ((arb_json_get(x, *k) || arb_json_get(y, *k)) &&
            !cJSON_Compare(arb_json_get(x, *k), arb_json_get(y, *k), true))
            return false;
    return true;
}

/* The names of the games played, « Awalé, Awalé aux escargots ». */
static void names(const struct faq_situ_ctx *c, const struct played *pl, size_t n,
                  enum faq_lang lang, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        if (i)
            len = faq_append(out, cap, len, faq_situ_text(c, lang, "games_sep"), NULL);
        len = faq_append(out, cap, len, faq_situ_game(c, pl[i].game)->name, NULL);
    }
}

/* Replaces the "answer" of resp by text. */
static int set_answer(cJSON *resp, const char *text)
{
    cJSON *a = cJSON_CreateString(text);
    return a && cJSON_ReplaceItemInObjectCaseSensitive(resp, "answer", a) ? 0 : -ARB_ERR_NOMEM;
}

/* resp's member key set to null. */
static bool set_null(cJSON *resp, const char *key)
{
    cJSON_DeleteItemFromObjectCaseSensitive(resp, key);
    return cJSON_AddNullToObject(resp, key) != NULL;
}

/* The games played, as ids, in a "games" member of resp. */
static int add_games(const struct faq_situ_ctx *c, cJSON *resp, const struct played *pl, size_t n)
{
    cJSON *ids = cJSON_AddArrayToObject(resp, "games");
    for (size_t i = 0; ids && i < n; i++)
        if (!cJSON_AddItemToArray(ids, cJSON_CreateString(faq_situ_game(c, pl[i].game)->id)))
            return -ARB_ERR_NOMEM;
    return ids ? 0 : -ARB_ERR_NOMEM;
}

/* One answer for every game: the first's, saying the games it holds for. */
static int merge_same(const struct faq_situ_ctx *c, struct played *pl, size_t n, enum faq_lang lang,
                      cJSON **resp)
{
    char list[NAMES_CAP], *text = malloc(ANSWER_CAP);
    int rc = -ARB_ERR_NOMEM;
    if (!text)
        return rc;
    names(c, pl, n, lang, list, sizeof list);
    /* a detail asked back is the same question in every game: not an outcome to vouch for */
    faq_fill(
        text, ANSWER_CAP,
        pl[0].p.missing == SITU_MISSING_NONE ? faq_situ_text(c, lang, "games_same") : "{answer}",
        (const char *const[]){"answer", cJSON_GetStringValue(arb_json_get(pl[0].resp, "answer")),
                              "games", list, NULL});
    if (set_answer(pl[0].resp, text) == 0 && add_games(c, pl[0].resp, pl, n) == 0) {
        *resp = pl[0].resp;
        pl[0].resp = NULL;
        rc = 0;
    }
    free(text);
    return rc;
}

/* The lead every answer of pl opens with ("yes", "no"), or NULL when one has none or they
 * differ. */
static const char *common_lead(const struct played *pl, size_t n)
{
    const char *lead = cJSON_GetStringValue(arb_json_get(pl[0].resp, "lead"));
    for (size_t i = 1; lead && i < n; i++) {
        const char *l = cJSON_GetStringValue(arb_json_get(pl[i].resp, "lead"));
        lead = l && strcmp(l, lead) == 0 ? lead : NULL;
    }
    return lead;
}

/* The detail asked back by a game of pl, when one asks: the answer of each game is given, but
 * one of them turns on what was not said, so the merged answer asks it too (its "clarify"
 * moved to out, the top answer's kept when it asks); null when none asks. False on no
 * memory. */
static bool ask_of_some(struct played *pl, size_t n, size_t top, cJSON *out)
{
    if (cJSON_IsObject(arb_json_get(out, "clarify")))
        return true;
    for (size_t i = 0; i < n; i++) {
        cJSON *q = i != top && cJSON_IsObject(arb_json_get(pl[i].resp, "clarify"))
                       ? cJSON_DetachItemFromObjectCaseSensitive(pl[i].resp, "clarify")
                       : NULL;
        if (q) {
            cJSON_DeleteItemFromObjectCaseSensitive(out, "clarify");
            return cJSON_AddItemToObject(out, "clarify", q);
        }
    }
    return set_null(out, "clarify");
}

/* One answer per game, each game's own, led by the yes or no they all give (else by none):
 * the first answered carries its simulation, the others' are its "cases" (each with its
 * "game"). */
static int merge_each(const struct faq_situ_ctx *c, struct played *pl, size_t n, enum faq_lang lang,
                      cJSON **resp)
{
    char *text = malloc(ANSWER_CAP);
    size_t len = 0, top = 0;
    int rc = -ARB_ERR_NOMEM;
    if (!text)
        return rc;
    while (top + 1 < n && !arb_json_get(pl[top].resp, "simulation"))
        top++;
    const char *lead = common_lead(pl, n);
    len = faq_fill(text, ANSWER_CAP, faq_situ_text(c, lang, lead ? "games_lead" : "games_differ"),
                   (const char *const[]){"lead", lead ? faq_situ_text(c, lang, lead) : "", NULL});
    for (size_t i = 0; i < n; i++)
        len = faq_append(
            text, ANSWER_CAP, len, faq_situ_text(c, lang, "games_case"),
            (const char *const[]){"game", faq_situ_game(c, pl[i].game)->name, "answer",
                                  cJSON_GetStringValue(arb_json_get(pl[i].resp, "answer")), NULL});
    cJSON *out = pl[top].resp, *sim = (cJSON *)arb_json_get(out, "simulation");
    cJSON *cases = sim ? arb_json_get(sim, "cases") ? (cJSON *)arb_json_get(sim, "cases")
                                                    : cJSON_AddArrayToObject(sim, "cases")
                       : NULL;
    for (size_t i = 0; i < n && (!sim || cases); i++) {
        cJSON *other = i == top ? NULL : cJSON_DetachItemFromObject(pl[i].resp, "simulation");
        if (other && (!cJSON_AddStringToObject(other, "game", faq_situ_game(c, pl[i].game)->id) ||
                      !cJSON_AddItemToArray(cases, other))) {
            cJSON_Delete(other);
            goto out_free;
        }
    }
    if ((sim && !cases) || set_answer(out, text) < 0 || (!lead && !set_null(out, "lead")) ||
        !ask_of_some(pl, n, top, out) || add_games(c, out, pl, n) < 0)
        goto out_free;
    *resp = out;
    pl[top].resp = NULL;
    rc = 0;
out_free:
    free(text);
    return rc;
}

int faq_situ_answer_games(const struct faq_situ_ctx *c, const struct faq_situ *s,
                          const char *question, size_t len, cJSON **resp, struct arb_err *err)
{
    struct played *pl = calloc(FAQ_MAX_GAMES + 1, sizeof *pl);
    size_t n = 0;
    int rc = 0;
    *resp = NULL;
    if (!pl)
        return arb_err_nomem(err);
    for (int g = 0; faq_situ_game(c, g) && g < FAQ_MAX_GAMES; g++) {
        const struct kb_game *kg = faq_situ_game(c, g);
        struct played *one = &pl[n];
        if (s->games && !(s->games & 1u << g))
            continue;
        faq_situ_parse(c, question, len, kg->id, &one->s);
        if (!one->s.situation || !faq_situ_takes_setup(kg->rules, &one->s))
            continue;
        one->game = g;
        if ((rc = faq_situ_build(c, &one->s, &one->p, err)) == -ARB_ERR_INTERNAL)
            continue; /* no legal position of that game says it: not this game */
        if (rc == 0)
            rc = faq_situ_settle_pit(c, &one->s, &one->p, err);
        if (rc < 0 || (rc = faq_situ_reply(c, &one->s, &one->p, question, &one->resp, err)) < 0)
            goto out_free;
        n++;
    }
    rc = 0;
    if (n == 0) { /* nothing fits: the game is asked */
        pl[0].s = *s;
        if ((rc = faq_situ_build(c, &pl[0].s, &pl[0].p, err)) == 0)
            rc = faq_situ_reply(c, &pl[0].s, &pl[0].p, question, resp, err);
        goto out_free;
    }
    bool same = true;
    for (size_t i = 1; i < n; i++)
        same = same && same_outcome(&pl[0], &pl[i]);
    if (n == 1) {
        *resp = pl[0].resp;
        pl[0].resp = NULL;
    } else if ((same ? merge_same(c, pl, n, s->lang, resp) : merge_each(c, pl, n, s->lang, resp)) <
               0) {
        rc = arb_err_nomem(err);
    }
out_free:
    for (size_t i = 0; i < n; i++)
        cJSON_Delete(pl[i].resp);
    free(pl);
    return rc;
}

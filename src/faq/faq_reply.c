/* faq_reply.c — stage 6, reply: a decision written as the response JSON (docs/api.md): the
 * answer text (the entry's declarative answer, led by Oui/Non/Si only when the decision says
 * so; one paragraph per game for comparisons and clarifications; the lexicon's messages for
 * abstentions and refusals), citation, verification, related entries, the diagram link and
 * the context the client sends back. Every sentence comes from the lexicon or the kb. */
#include <stdlib.h>
#include <string.h>

#include "arb_buf.h"
#include "arb_json.h"
#include "faq_int.h"

enum { MAX_RELATED = 3, TEXT_MAX = 4096 };

static const char *entry_question(const struct kb_entry *e, enum faq_lang lang)
{
    return lang == FAQ_LANG_EN && e->en_question ? e->en_question : e->question;
}

static const char *entry_answer(const struct kb_entry *e, enum faq_lang lang)
{
    return lang == FAQ_LANG_EN && e->en_answer ? e->en_answer : e->answer;
}

static const char *game_name(const struct kb_game *g)
{
    return g->name ? g->name : g->id;
}

/* The answer of the decision's entry i with its lead (« Non. La graine … »), or after word
 * that the rulebook gives no reason when the reason was asked. */
static size_t answer_text(const struct faq *f, const struct faq_intent *in,
                          const struct faq_decision *dec, size_t i, char *out, size_t cap)
{
    const struct faq_lexlang *l = &f->lex.l[in->reply];
    const char *answer = entry_answer(dec->docs[i]->entry, in->reply);
    int lead = dec->lead[i];
    if (dec->reason_missing)
        return faq_fill(out, cap, faq_text(&f->lex, in->reply, "templates", "no_reason"),
                        (const char *const[]){"answer", answer, NULL});
    if (lead < 0)
        return faq_fill(out, cap, answer, NULL);
    const char *word = in->negated ? l->lead_neg[lead] : l->lead[lead];
    return faq_fill(out, cap, faq_text(&f->lex, in->reply, "templates", "lead"),
                    (const char *const[]){"lead", word, "answer", answer, NULL});
}

/* "Qawale, Awalé, Kalah et Escargots" for the games in list (all when n is 0); with_or: « ou ». */
static void game_names(const struct faq *f, const int *list, size_t n, enum faq_lang lang,
                       bool with_or, char *out, size_t cap)
{
    size_t len = 0, count = n ? n : f->ngames;
    out[0] = '\0';
    for (size_t i = 0; i < count; i++) {
        const struct kb_game *g = f->games[n ? (size_t)list[i] : i];
        const char *sep = i == 0          ? ""
                          : i + 1 < count ? faq_text(&f->lex, lang, "templates", "list_sep")
                          : with_or       ? faq_text(&f->lex, lang, "templates", "list_or")
                                          : faq_text(&f->lex, lang, "templates", "list_and");
        len = faq_append(out, cap, len, sep, NULL);
        len = faq_append(out, cap, len, game_name(g), NULL);
    }
}

static cJSON *verified_json(const struct kb_entry *e)
{
    cJSON *v = cJSON_CreateObject();
    if (v && (!cJSON_AddNumberToObject(v, "checks", e->checks) ||
              !cJSON_AddNumberToObject(v, "passed", e->passed))) {
        cJSON_Delete(v);
        return NULL;
    }
    return v;
}

/* A link to the diagram of the entry's verified example (a passed scenario with a position,
 * preferring one with a move, drawn with the move highlighted, for the scenario's rule
 * options and in the answer's language), or JSON null. */
static cJSON *diagram_json(const struct kb_entry *e, enum faq_lang lang)
{
    const cJSON *pos = NULL, *move = NULL, *options = NULL;
    for (size_t i = 0; e && i < e->n_scenarios && !move; i++) {
        const struct kb_scenario *sc = &e->scenarios[i];
        const cJSON *p = cJSON_GetObjectItem(sc->json, "position");
        if (!sc->passed || !p)
            continue;
        if (!pos || cJSON_GetObjectItem(sc->json, "move")) {
            pos = p;
            move = cJSON_GetObjectItem(sc->json, "move");
            options = cJSON_GetObjectItem(sc->json, "options");
        }
    }
    return faq_diagram_link(e ? e->game->id : NULL, pos, move, options, lang);
}

static cJSON *related_json(const struct faq_decision *d, enum faq_lang lang)
{
    cJSON *arr = cJSON_CreateArray();
    size_t n = 0;
    for (size_t i = 0; arr && d->verdict == FAQ_ANSWER && i < d->nhits && n < MAX_RELATED; i++) {
        const struct faq_doc *h = d->hits[i].doc;
        if (h == d->docs[0] || (d->game >= 0 && h->game != d->game))
            continue;
        cJSON *o = cJSON_CreateObject();
        if (!o || !cJSON_AddItemToArray(arr, o) ||
            !cJSON_AddStringToObject(o, "entry", h->entry->id) ||
            !cJSON_AddStringToObject(o, "question", entry_question(h->entry, lang))) {
            cJSON_Delete(arr);
            return NULL;
        }
        n++;
    }
    return arr;
}

static bool abstained(const struct faq_decision *d)
{
    return d->verdict == FAQ_ABSTAIN || d->verdict == FAQ_REFUSE;
}

/* The entry the response is about: the one answered, or a comparison's first (several
 * answers are in "answers"); none for a clarification. */
static const struct faq_doc *main_doc(const struct faq_decision *d)
{
    return d->verdict == FAQ_ANSWER || d->verdict == FAQ_PER_GAME ? d->docs[0] : NULL;
}

/* {"game","entry","lang"[,"question"]}: what the client sends back with its next question.
 * An abstention keeps the incoming context so the conversation can go on. */
static cJSON *context_json(const struct faq *f, const struct faq_request *r,
                           const struct faq_intent *in, const struct faq_decision *d)
{
    cJSON *c = cJSON_CreateObject();
    int game = d->game;
    const struct faq_doc *doc = main_doc(d);
    if (!c)
        return NULL;
    if (abstained(d)) {
        game = r->ctx.game;
        doc = r->ctx.doc;
    }
    if (!cJSON_AddItemToObject(
            c, "game", game >= 0 ? cJSON_CreateString(f->games[game]->id) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(c, "entry",
                               doc ? cJSON_CreateString(doc->entry->id) : cJSON_CreateNull()) ||
        !cJSON_AddStringToObject(c, "lang", in->reply == FAQ_LANG_EN ? "en" : "fr"))
        goto fail;
    /* without an entry (clarification), the question itself is what a follow-up refines */
    if (!doc && !abstained(d) && !cJSON_AddStringToObject(c, "question", r->question))
        goto fail;
    return c;
fail:
    cJSON_Delete(c);
    return NULL;
}

static cJSON *cite_json(const struct faq *f, const struct faq_decision *d)
{
    const struct faq_doc *doc = main_doc(d);
    if (doc)
        return arb_json_cite(&doc->entry->cite);
    if (d->verdict == FAQ_MOVE && d->game >= 0) {
        /* the rulebook as a whole: no page or section to name, so none is sent empty */
        cJSON *c = arb_json_cite(&f->games[d->game]->source);
        const cJSON *sec = cJSON_GetObjectItemCaseSensitive(c, "section");
        if (cJSON_IsString(sec) && sec->valuestring[0] == '\0')
            cJSON_DeleteItemFromObjectCaseSensitive(c, "section");
        return c;
    }
    return cJSON_CreateNull();
}

/* {"game","entry","answer","cite","verified"[,"lead"]} for the decision's entry i, one game of
 * a multi-game answer. */
static cJSON *game_answer(const struct faq *f, const struct faq_intent *in,
                          const struct faq_decision *dec, size_t i)
{
    char text[TEXT_MAX];
    const struct faq_doc *d = dec->docs[i];
    cJSON *o = cJSON_CreateObject();
    answer_text(f, in, dec, i, text, sizeof text);
    if (!o || !cJSON_AddStringToObject(o, "game", f->games[d->game]->id) ||
        !cJSON_AddStringToObject(o, "entry", d->entry->id) ||
        !cJSON_AddStringToObject(o, "answer", text) ||
        !cJSON_AddItemToObject(o, "cite", arb_json_cite(&d->entry->cite)) ||
        !cJSON_AddItemToObject(o, "verified", verified_json(d->entry))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* The text and "answers" of a comparison or a clarification. */
static size_t several_text(const struct faq *f, const struct faq_intent *in,
                           const struct faq_decision *d, char *text, size_t cap, cJSON *answers)
{
    enum faq_lang lang = in->reply;
    char names[256], one[TEXT_MAX];
    size_t len = 0;
    if (d->verdict == FAQ_CLARIFY) {
        int games[FAQ_MAX_GAMES];
        for (size_t i = 0; i < d->ndocs; i++)
            games[i] = d->docs[i]->game;
        game_names(f, games, d->ndocs, lang, false, names, sizeof names);
        len = faq_fill(text, cap, faq_text(&f->lex, lang, "templates", "clarify_intro"),
                       (const char *const[]){"games", names, NULL});
    }
    for (size_t i = 0; i < d->ndocs; i++) {
        const struct faq_doc *doc = d->docs[i];
        cJSON_AddItemToArray(answers, game_answer(f, in, d, i));
        answer_text(f, in, d, i, one, sizeof one);
        len = faq_append(text, cap, len, len ? " " : "", NULL);
        /* an entry relating the games speaks of them all: no one game's name before it */
        len = faq_append(
            text, cap, len,
            faq_doc_relational(doc) ? one : faq_text(&f->lex, lang, "templates", "game_answer"),
            (const char *const[]){"game", game_name(f->games[doc->game]), "answer", one, NULL});
    }
    for (size_t i = 0; i < d->nsilent; i++) {
        len = faq_append(text, cap, len, " ", NULL);
        len = faq_append(text, cap, len, faq_text(&f->lex, lang, "templates", "game_silent"),
                         (const char *const[]){"game", game_name(f->games[d->silent[i]]), NULL});
    }
    return len;
}

static cJSON *clarify_json(const struct faq *f, const struct faq_intent *in,
                           const struct faq_decision *d)
{
    int games[FAQ_MAX_GAMES];
    char names[256], q[400];
    cJSON *c = cJSON_CreateObject(), *arr;
    for (size_t i = 0; i < d->ndocs; i++)
        games[i] = d->docs[i]->game;
    game_names(f, games, d->ndocs, in->reply, true, names, sizeof names);
    faq_fill(q, sizeof q, faq_text(&f->lex, in->reply, "templates", "clarify_question"),
             (const char *const[]){"games", names, NULL});
    if (!c || !cJSON_AddStringToObject(c, "question", q) ||
        !(arr = cJSON_AddArrayToObject(c, "games")))
        goto fail;
    for (size_t i = 0; i < d->ndocs; i++)
        if (!cJSON_AddItemToArray(arr, cJSON_CreateString(f->games[games[i]]->id)))
            goto fail;
    return c;
fail:
    cJSON_Delete(c);
    return NULL;
}

/* "yes", "no" or null: the polarity the answer's first word states. */
static cJSON *lead_json(const struct faq_decision *d)
{
    int lead = d->verdict == FAQ_ANSWER && !d->reason_missing && d->ndocs ? d->lead[0] : -1;
    return lead < 0 ? cJSON_CreateNull() : cJSON_CreateString(lead ? "yes" : "no");
}

/* The kinds of answer the question asked for, by name. */
static cJSON *kinds_json(const struct faq_intent *in)
{
    cJSON *arr = cJSON_CreateArray();
    for (int k = 0; arr && k < FAQ_KIND_N; k++)
        if ((in->kinds & (1u << k)) &&
            !cJSON_AddItemToArray(arr, cJSON_CreateString(faq_kind_names[k]))) {
            cJSON_Delete(arr);
            return NULL;
        }
    return arr;
}

/* The answer text of d into text[cap]. */
static void reply_text(const struct faq *f, const struct faq_intent *in,
                       const struct faq_decision *d, const char *move_text, char *text, size_t cap,
                       cJSON *answers)
{
    char names[256];
    switch (d->verdict) {
    case FAQ_ABSTAIN:
        if (d->nsilent) { /* one game's rulebook says nothing of it */
            faq_fill(text, cap, faq_text(&f->lex, in->reply, "templates", "silent"),
                     (const char *const[]){"game", game_name(f->games[d->silent[0]]), NULL});
            break;
        }
        /* fall through */
    case FAQ_REFUSE:
        game_names(f, NULL, 0, in->reply, false, names, sizeof names);
        faq_fill(text, cap,
                 faq_text(&f->lex, in->reply, "templates",
                          d->verdict == FAQ_REFUSE ? "refuse" : "abstain"),
                 (const char *const[]){"games", names, NULL});
        break;
    case FAQ_MOVE:
        faq_fill(text, cap, move_text, NULL);
        break;
    case FAQ_ANSWER:
        answer_text(f, in, d, 0, text, cap);
        break;
    case FAQ_PER_GAME:
    case FAQ_CLARIFY:
        several_text(f, in, d, text, cap, answers);
        break;
    }
}

int faq_reply(const struct faq *f, const struct faq_request *r, const struct faq_intent *in,
              const struct faq_decision *d, const char *move_text, cJSON *simulation, cJSON **resp,
              struct arb_err *err)
{
    char *text = malloc(TEXT_MAX);
    const struct faq_doc *doc = main_doc(d);
    bool several = d->verdict == FAQ_PER_GAME || d->verdict == FAQ_CLARIFY;
    cJSON *o = cJSON_CreateObject(), *answers = several ? cJSON_CreateArray() : NULL;
    cJSON *clarify = d->verdict == FAQ_CLARIFY ? clarify_json(f, in, d) : cJSON_CreateNull();
    double conf = (double)(long)(d->confidence * 100 + 0.5) / 100;
    if (!text || !o || !clarify || (several && !answers))
        goto nomem;
    reply_text(f, in, d, move_text, text, TEXT_MAX, answers);
    if (!cJSON_AddStringToObject(o, "answer", text) ||
        !cJSON_AddStringToObject(o, "lang", in->reply == FAQ_LANG_EN ? "en" : "fr") ||
        !cJSON_AddItemToObject(o, "game",
                               d->game >= 0 ? cJSON_CreateString(f->games[d->game]->id)
                                            : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "entry",
                               doc ? cJSON_CreateString(doc->entry->id) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "cite", cite_json(f, d)) ||
        !cJSON_AddNumberToObject(o, "confidence", conf) ||
        !cJSON_AddItemToObject(o, "verified",
                               doc ? verified_json(doc->entry) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "related", related_json(d, in->reply)) ||
        !cJSON_AddItemToObject(o, "diagram", diagram_json(doc ? doc->entry : NULL, in->reply)) ||
        /* a reason the rulebook does not give: the rule is answered, saying so */
        !cJSON_AddBoolToObject(o, "abstained", abstained(d)) ||
        !cJSON_AddBoolToObject(o, "reason_missing", d->reason_missing))
        goto nomem;
    if (!cJSON_AddItemToObject(o, "clarify", clarify)) {
        clarify = NULL;
        goto nomem;
    }
    clarify = NULL;
    if (!cJSON_AddItemToObject(o, "context", context_json(f, r, in, d)))
        goto nomem;
    if (answers && !cJSON_AddItemToObject(o, "answers", answers))
        goto nomem;
    answers = NULL;
    if (!cJSON_AddItemToObject(o, "lead", lead_json(d)) ||
        !cJSON_AddItemToObject(o, "kinds", kinds_json(in)))
        goto nomem;
    if (simulation && !cJSON_AddItemToObject(o, "simulation", simulation))
        goto nomem;
    *resp = o;
    free(text);
    return 0;
nomem:
    free(text);
    cJSON_Delete(o);
    cJSON_Delete(clarify);
    cJSON_Delete(answers);
    cJSON_Delete(simulation);
    return arb_err_nomem(err);
}

/* The rule's answer resp with the situation's request to clarify (from situ) beside it: the
 * request in "clarify" and after the answer's text. False when memory runs out. */
bool faq_reply_with_clarify(cJSON *resp, cJSON *situ)
{
    cJSON *c = cJSON_DetachItemFromObject(situ, "clarify");
    const char *text = cJSON_GetStringValue(cJSON_GetObjectItem(resp, "answer"));
    const char *ask = cJSON_GetStringValue(cJSON_GetObjectItem(c, "question"));
    if (!c || !text || !cJSON_ReplaceItemInObject(resp, "clarify", c)) {
        cJSON_Delete(c);
        return false;
    }
    if (!ask)
        return true;
    struct arb_buf both = {0};
    arb_buf_printf(&both, "%s %s", text, ask);
    cJSON *item = both.oom ? NULL : cJSON_CreateString(both.data);
    arb_buf_release(&both);
    return item && cJSON_ReplaceItemInObject(resp, "answer", item);
}

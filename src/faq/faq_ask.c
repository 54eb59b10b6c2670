/* faq_ask.c — the assistant's pipeline: request checks, hostile and chit-chat abstention,
 * game decision (names > words of one game > client's game > context), follow-ups from the
 * context the client sends back, retrieval, abstention by coverage, clarification when the
 * question fits several games equally, and the answer JSON. No state survives a call
 * except the pool of idle analysers. */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_int.h"

enum { MAX_HITS = 8, MAX_RELATED = 3 };

/* Abstention: the best entry must hold this share of the question's weighted known words,
 * match one of its ways of asking at least this much, and the knowledge base must know this
 * share of the question's weighted words. */
static const double COVERAGE_MIN = 0.5, MATCH_MIN = 0.2, KNOWN_MIN = 0.6;
/* Two games tie when the second's best score is within this ratio of the first's. */
static const double TIE_RATIO = 0.9;
/* Weight of the previous question's words in a follow-up. */
static const double PREV_WEIGHT = 0.5, PREV_ANSWER_WEIGHT = 0.25;
/* A follow-up answered by the previous entry keeps this share of its score when that entry
 * does not hold the new words: « et en diagonale ? » asks something else. */
static const double REPEAT_SHARE = 0.8;
/* « et si … ? » after an answer: the entries refining it score this many times more. */
static const double REFINE_BOOST = 1.25;
/* Words of one game must outweigh the next game's this many times to decide. */
static const double VOCAB_MARGIN = 2.0;

/* ---- Lifetime ------------------------------------------------------------------------ */

int faq_new(const struct kb *kb, struct faq **out, struct arb_err *err)
{
    struct kb_analyzer *a = NULL;
    struct faq *f = calloc(1, sizeof *f);
    int rc;
    if (!f)
        return arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
    f->kb = kb;
    for (size_t i = 0; i < kb_game_count(kb) && f->ngames < FAQ_MAX_GAMES; i++)
        f->games[f->ngames++] = kb_game_at(kb, i);
    if (pthread_mutex_init(&f->pool_lock, NULL) != 0) {
        free(f);
        return arb_err_set(err, ARB_ERR_INTERNAL, NULL, "verrou impossible à créer");
    }
    rc = faq_alias_build(f, err);
    if (rc < 0)
        goto out_free;
    rc = kb_analyzer_new(kb, &a, err);
    if (rc < 0)
        goto out_free;
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
    free(f->everyday);
    free(f->neveryday);
    free(f->aliases);
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

/* ---- The request ---------------------------------------------------------------------- */

struct ask {
    struct faq *f;
    struct kb_analyzer *a;
    const char *question;
    size_t qlen;
    struct faq_tokens tok;
    enum faq_lang lang;
    int req_game, ctx_game;        /* indexes in f->games, -1 when absent */
    const struct faq_doc *ctx_doc; /* the previous answer's entry */
    const char *ctx_question;      /* the previous question, when sent back */
    const cJSON *position, *options;
    struct faq_named named;
    bool followup; /* the question continues the previous exchange */
};

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
static int opt_string(const cJSON *obj, const char *key, const char *field, const char **out,
                      struct arb_err *err)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(obj, key);
    *out = NULL;
    if (!j || cJSON_IsNull(j))
        return 0;
    if (!cJSON_IsString(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field, "« %s » doit être une chaîne.", field);
    *out = j->valuestring;
    return 0;
}

static int opt_object(const cJSON *obj, const char *key, const cJSON **out, struct arb_err *err)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(obj, key);
    *out = NULL;
    if (!j || cJSON_IsNull(j))
        return 0;
    if (!cJSON_IsObject(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, key, "« %s » doit être un objet.", key);
    *out = j;
    return 0;
}

static int read_question(const cJSON *req, struct ask *k, struct arb_err *err)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(req, "question");
    bool blank = true;
    if (!j || cJSON_IsNull(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question", "La question manque.");
    if (!cJSON_IsString(j))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question",
                           "La question doit être une chaîne de caractères.");
    k->question = j->valuestring;
    k->qlen = strlen(j->valuestring);
    if (k->qlen > FAQ_MAX_QUESTION)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question",
                           "La question est trop longue (%zu octets, %d au plus).", k->qlen,
                           FAQ_MAX_QUESTION);
    for (size_t i = 0; i < k->qlen; i++) {
        unsigned char c = (unsigned char)k->question[i];
        if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question",
                               "La question contient un caractère de contrôle.");
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            blank = false;
    }
    if (blank)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "question", "La question est vide.");
    return 0;
}

static int read_context(const cJSON *req, struct ask *k, struct arb_err *err)
{
    static const char *const keys[] = {"game", "entry", "lang", "question", NULL};
    const cJSON *ctx;
    const char *game, *entry, *lang, *question;
    int rc = opt_object(req, "context", &ctx, err);
    if (rc < 0 || !ctx)
        return rc;
    if ((rc = arb_json_known_keys(ctx, "context", keys, err)) < 0 ||
        (rc = opt_string(ctx, "game", "context.game", &game, err)) < 0 ||
        (rc = opt_string(ctx, "entry", "context.entry", &entry, err)) < 0 ||
        (rc = opt_string(ctx, "lang", "context.lang", &lang, err)) < 0 ||
        (rc = opt_string(ctx, "question", "context.question", &question, err)) < 0)
        return rc;
    if (game && (k->ctx_game = game_index(k->f, game)) < 0)
        return arb_err_set(err, ARB_ERR_UNKNOWN_GAME, "context.game",
                           "Jeu inconnu « %.40s » dans le contexte.", game);
    if (question && strlen(question) > FAQ_MAX_QUESTION)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "context.question",
                           "La question du contexte est trop longue.");
    /* an entry id the kb no longer holds is an old context: ignored, not an error */
    k->ctx_doc = entry ? doc_find(k->f, entry) : NULL;
    if (k->ctx_doc && k->ctx_game < 0)
        k->ctx_game = k->ctx_doc->game;
    k->ctx_question = question;
    return 0;
}

static int read_request(const cJSON *req, struct ask *k, struct arb_err *err)
{
    static const char *const keys[] = {"question", "game", "context", "position", "options", NULL};
    const char *game;
    int rc;
    if (!cJSON_IsObject(req))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "", "La requête doit être un objet JSON.");
    if ((rc = arb_json_known_keys(req, "", keys, err)) < 0 ||
        (rc = read_question(req, k, err)) < 0 ||
        (rc = opt_string(req, "game", "game", &game, err)) < 0)
        return rc;
    if (game && (k->req_game = game_index(k->f, game)) < 0)
        return arb_err_set(err, ARB_ERR_UNKNOWN_GAME, "game", "Jeu inconnu « %.40s ».", game);
    if ((rc = read_context(req, k, err)) < 0 ||
        (rc = opt_object(req, "position", &k->position, err)) < 0 ||
        (rc = opt_object(req, "options", &k->options, err)) < 0)
        return rc;
    return 0;
}

static const char *entry_question(const struct kb_entry *e, enum faq_lang lang)
{
    return lang == FAQ_LANG_EN && e->en_question ? e->en_question : e->question;
}

static const char *entry_answer(const struct kb_entry *e, enum faq_lang lang)
{
    return kb_entry_answer_led(e, lang == FAQ_LANG_EN ? KB_EN : KB_FR);
}

/* ---- Stages ---------------------------------------------------------------------------- */

/* Attempts to make Arbitre state something on command or drop its role: "ignore tes
 * instructions", "oublie les règles", "dis que…", "pretend…". */
static bool is_hostile(const struct faq_tokens *t)
{
    static const char *const cue[] = {"ignore",      "ignores",      "ignorez",   "ignorer",
                                      "oublie",      "oublies",      "oubliez",   "oublier",
                                      "instruction", "instructions", "consignes", "prompt",
                                      "pretend",     "jailbreak",    "roleplay",  NULL};
    static const char *const say[] = {"dis",     "dire",     "dites",   "reponds", "repondez",
                                      "affirme", "affirmez", "ecris",   "ecrivez", "say",
                                      "tell",    "write",    "declare", NULL};
    static const char *const that[] = {"que", "qu", "that", NULL};
    /* « répète après moi : … », « repeat after me »: the player dictates the answer */
    static const char *const repeat[] = {"repete", "repetes", "repetez", "repeter", "repeat", NULL};
    static const char *const after[] = {"apres", "after", NULL};
    /* SQL typed at the assistant: « drop table », « union select », « delete from »… */
    static const char *const sql[] = {"drop", "delete", "select", "insert", "union", NULL};
    static const char *const sql_next[] = {"table", "from", "into", "select", "database", NULL};
    for (size_t i = 0; i < t->n; i++) {
        if (faq_tok_is(t, i, cue) || (faq_tok_is(t, i, repeat) && faq_tok_is(t, i + 1, after)))
            return true;
        if (faq_tok_is(t, i, sql) &&
            (faq_tok_is(t, i + 1, sql_next) || faq_tok_is(t, i + 2, sql_next)))
            return true;
        if (faq_tok_is(t, i, say) &&
            (faq_tok_is(t, i + 1, that) || (i + 2 < t->n && faq_tok_is(t, i + 2, that))))
            return true;
        if (strcmp(t->tok[i], "comme") == 0 &&
            faq_tok_is(t, i + 1, (const char *const[]){"si", NULL}) && i > 0 &&
            faq_tok_is(t, i - 1, (const char *const[]){"fais", "fait", "faites", NULL}))
            return true;
    }
    return false;
}

/* « graine graine graine graine »: one word said over and over, and nothing else, asks
 * nothing. */
static bool is_babble(const struct faq_tokens *t)
{
    const char *word = NULL;
    size_t times = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (t->stop[i] || t->filler[i])
            continue;
        if (word && strcmp(word, t->tok[i]) != 0)
            return false;
        word = t->tok[i];
        times++;
    }
    return times >= 3;
}

static bool is_followup(const struct ask *k, const struct faq_query *q)
{
    static const char *const lead[] = {"et",     "and",  "sinon", "mais", "aussi",
                                       "pareil", "meme", "also",  "same", NULL};
    if (!k->ctx_doc && !k->ctx_question)
        return false;
    if (faq_tok_is(&k->tok, 0, lead))
        return true;
    if (k->tok.n >= 2 && strcmp(k->tok.tok[0], "what") == 0 && strcmp(k->tok.tok[1], "about") == 0)
        return true;
    return q->n <= 2;
}

/* Appends the words of text to q, marked prev (and topic) and weighted by share, skipping
 * those q has. */
static int append_prev(struct ask *k, struct faq_query *q, const char *text, double share,
                       bool topic)
{
    struct faq_query prev = {.lang = q->lang};
    int rc = faq_query_build(k->f, k->a, text, strlen(text), &prev);
    if (rc < 0)
        return rc;
    for (size_t i = 0; i < prev.n && q->n < FAQ_MAX_TOKENS; i++) {
        bool dup = false;
        for (size_t j = 0; j < q->n && !dup; j++)
            dup = q->t[j].ids[0] == prev.t[i].ids[0] && prev.t[i].ids[0] != FAQ_NO_STEM;
        if (dup || !prev.t[i].known)
            continue;
        q->t[q->n] = prev.t[i];
        q->t[q->n].prev = true;
        q->t[q->n].topic = topic;
        q->t[q->n].w *= share;
        q->n++;
    }
    return 0;
}

/* Appends what the previous exchange was about to q: the entry's question (and, weighted
 * less, its answer, which names the topic more fully), else the question the client sent
 * back. */
static int add_previous(struct ask *k, struct faq_query *q)
{
    const struct kb_entry *e = k->ctx_doc ? k->ctx_doc->entry : NULL;
    int rc;
    if (!e)
        return k->ctx_question ? append_prev(k, q, k->ctx_question, PREV_WEIGHT, false) : 0;
    if ((rc = append_prev(k, q, entry_question(e, q->lang), PREV_WEIGHT, false)) < 0)
        return rc;
    return append_prev(k, q, entry_answer(e, q->lang), PREV_ANSWER_WEIGHT, true);
}

/* The game to search when the question names none: words of one game, then the client's
 * game, then the context; -1 for every game. */
static int decide_game(const struct ask *k, const struct faq_query *q)
{
    double v[FAQ_MAX_GAMES];
    int best = -1, second = -1;
    int client = k->req_game >= 0 ? k->req_game : k->ctx_game;
    faq_vocab_scores(k->f, q, v);
    for (int g = 0; g < (int)k->f->ngames; g++) {
        if (best < 0 || v[g] > v[best]) {
            second = best;
            best = g;
        } else if (second < 0 || v[g] > v[second]) {
            second = g;
        }
    }
    if (best >= 0 && v[best] > 0 && (client < 0 || v[client] == 0) &&
        (second < 0 || v[best] >= VOCAB_MARGIN * v[second]))
        return best;
    return client;
}

/* ---- The answer ------------------------------------------------------------------------ */

struct reply {
    const char *text;
    int game; /* -1: none */
    const struct faq_doc *doc;
    double confidence;
    const struct faq_hit *hits; /* for related entries */
    size_t nhits;
    bool abstained;
    cJSON *clarify, *answers, *simulation; /* taken by reply_json */
};

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

/* Appends s percent-encoded (RFC 3986 unreserved characters kept) to out[cap] at *len;
 * false when it does not fit. */
static bool url_encode(const char *s, char *out, size_t cap, size_t *len)
{
    static const char hex[] = "0123456789ABCDEF";
    for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
        bool plain = (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
                     (*p >= '0' && *p <= '9') || *p == '-' || *p == '_' || *p == '.' || *p == '~';
        if (*len + (plain ? 1 : 3) >= cap)
            return false;
        if (plain) {
            out[(*len)++] = (char)*p;
        } else {
            out[(*len)++] = '%';
            out[(*len)++] = hex[*p >> 4];
            out[(*len)++] = hex[*p & 15];
        }
    }
    out[*len] = '\0';
    return true;
}

/* A link to the diagram of the entry's verified example (a passed scenario with a position,
 * preferring one with a move, drawn with the move highlighted), or JSON null. */
static cJSON *diagram_json(const struct kb_entry *e)
{
    const cJSON *pos = NULL, *move = NULL;
    for (size_t i = 0; e && i < e->n_scenarios && !move; i++) {
        const struct kb_scenario *sc = &e->scenarios[i];
        const cJSON *p = cJSON_GetObjectItem(sc->json, "position");
        if (!sc->passed || !p)
            continue;
        if (!pos || cJSON_GetObjectItem(sc->json, "move")) {
            pos = p;
            move = cJSON_GetObjectItem(sc->json, "move");
        }
    }
    if (!pos)
        return cJSON_CreateNull();
    char url[2048];
    size_t len =
        (size_t)snprintf(url, sizeof url, "/v1/games/%s/diagram.svg?position=", e->game->id);
    char *text = arb_json_print(pos);
    bool ok = text && len < sizeof url && url_encode(text, url, sizeof url, &len);
    cJSON_free(text);
    if (ok && move) {
        text = arb_json_print(move);
        ok = text && len + 6 < sizeof url;
        if (ok) {
            memcpy(url + len, "&move=", 7);
            len += 6;
            ok = url_encode(text, url, sizeof url, &len);
        }
        cJSON_free(text);
    }
    return ok ? cJSON_CreateString(url) : cJSON_CreateNull();
}

static cJSON *related_json(const struct reply *r, enum faq_lang lang)
{
    cJSON *arr = cJSON_CreateArray();
    size_t n = 0;
    for (size_t i = 0; arr && i < r->nhits && n < MAX_RELATED; i++) {
        const struct faq_doc *d = r->hits[i].doc;
        if (d == r->doc || (r->game >= 0 && d->game != r->game))
            continue;
        cJSON *o = cJSON_CreateObject();
        if (!o || !cJSON_AddItemToArray(arr, o) ||
            !cJSON_AddStringToObject(o, "entry", d->entry->id) ||
            !cJSON_AddStringToObject(o, "question", entry_question(d->entry, lang))) {
            cJSON_Delete(arr);
            return NULL;
        }
        n++;
    }
    return arr;
}

/* {"game","entry","lang"[,"question"]}: what the client sends back with its next question.
 * An abstention keeps the incoming context so the conversation can go on. */
static cJSON *context_json(const struct ask *k, const struct reply *r)
{
    cJSON *c = cJSON_CreateObject();
    int game = r->game;
    const struct faq_doc *doc = r->doc;
    if (!c)
        return NULL;
    if (r->abstained) {
        game = k->ctx_game;
        doc = k->ctx_doc;
    }
    if (!cJSON_AddItemToObject(c, "game",
                               game >= 0 ? cJSON_CreateString(k->f->games[game]->id)
                                         : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(c, "entry",
                               doc ? cJSON_CreateString(doc->entry->id) : cJSON_CreateNull()) ||
        !cJSON_AddStringToObject(c, "lang", k->lang == FAQ_LANG_EN ? "en" : "fr"))
        goto fail;
    /* without an entry (clarification), the question itself is what a follow-up refines */
    if (!doc && !r->abstained && !cJSON_AddStringToObject(c, "question", k->question))
        goto fail;
    return c;
fail:
    cJSON_Delete(c);
    return NULL;
}

static cJSON *cite_json(const struct faq *f, const struct reply *r)
{
    if (r->doc)
        return arb_json_cite(&r->doc->entry->cite);
    if (r->simulation && r->game >= 0) {
        /* the rulebook as a whole: no page or section to name, so none is sent empty */
        cJSON *c = arb_json_cite(&f->games[r->game]->source);
        const cJSON *sec = cJSON_GetObjectItemCaseSensitive(c, "section");
        if (cJSON_IsString(sec) && sec->valuestring[0] == '\0')
            cJSON_DeleteItemFromObjectCaseSensitive(c, "section");
        return c;
    }
    return cJSON_CreateNull();
}

static int reply_json(struct ask *k, struct reply *r, cJSON **resp, struct arb_err *err)
{
    cJSON *o = cJSON_CreateObject();
    double conf = (double)(long)(r->confidence * 100 + 0.5) / 100;
    if (!o || !cJSON_AddStringToObject(o, "answer", r->text) ||
        !cJSON_AddStringToObject(o, "lang", k->lang == FAQ_LANG_EN ? "en" : "fr") ||
        !cJSON_AddItemToObject(o, "game",
                               r->game >= 0 ? cJSON_CreateString(k->f->games[r->game]->id)
                                            : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(
            o, "entry", r->doc ? cJSON_CreateString(r->doc->entry->id) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "cite", cite_json(k->f, r)) ||
        !cJSON_AddNumberToObject(o, "confidence", conf) ||
        !cJSON_AddItemToObject(o, "verified",
                               r->doc ? verified_json(r->doc->entry) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "related", related_json(r, k->lang)) ||
        !cJSON_AddItemToObject(o, "diagram", diagram_json(r->doc ? r->doc->entry : NULL)) ||
        !cJSON_AddBoolToObject(o, "abstained", r->abstained) ||
        !cJSON_AddItemToObject(o, "clarify", r->clarify ? r->clarify : cJSON_CreateNull()))
        goto nomem;
    r->clarify = NULL;
    if (!cJSON_AddItemToObject(o, "context", context_json(k, r)))
        goto nomem;
    if (r->answers) {
        if (!cJSON_AddItemToObject(o, "answers", r->answers))
            goto nomem;
        r->answers = NULL;
    }
    if (r->simulation) {
        if (!cJSON_AddItemToObject(o, "simulation", r->simulation))
            goto nomem;
        r->simulation = NULL;
    }
    *resp = o;
    return 0;
nomem:
    cJSON_Delete(o);
    cJSON_Delete(r->clarify);
    cJSON_Delete(r->answers);
    cJSON_Delete(r->simulation);
    return arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante pour la réponse");
}

/* "Qawale, Awalé, Kalah et Escargots" for the games in list (all when n is 0). */
static void game_names(const struct faq *f, const int *list, size_t n, enum faq_lang lang,
                       char *out, size_t cap)
{
    size_t len = 0, count = n ? n : f->ngames;
    out[0] = '\0';
    for (size_t i = 0; i < count && len < cap; i++) {
        const struct kb_game *g = f->games[n ? (size_t)list[i] : i];
        const char *sep = i == 0                ? ""
                          : i + 1 < count       ? ", "
                          : lang == FAQ_LANG_EN ? (n ? " or " : " and ")
                          : n                   ? " ou "
                                                : " et ";
        int w = snprintf(out + len, cap - len, "%s%s", sep, g->name ? g->name : g->id);
        if (w < 0)
            break;
        len += (size_t)w;
    }
}

static int abstain(struct ask *k, bool hostile, cJSON **resp, struct arb_err *err)
{
    char names[160], text[400];
    struct reply r = {.game = -1, .abstained = true};
    game_names(k->f, NULL, 0, k->lang, names, sizeof names);
    if (k->lang == FAQ_LANG_EN)
        snprintf(text, sizeof text,
                 "%sI only answer questions about the rules of %s, as their rulebooks state "
                 "them. Ask me about one of these games!",
                 hostile ? "I can't do that. " : "Sorry, I can't answer that. ", names);
    else
        snprintf(text, sizeof text,
                 "%sJe ne réponds qu'aux questions sur les règles de %s, telles que leurs "
                 "livrets les donnent. Pose-moi une question sur l'un de ces jeux !",
                 hostile ? "Je ne peux pas faire ça. "
                         : "Désolé, je ne sais pas répondre à "
                           "cela. ",
                 names);
    r.text = text;
    return reply_json(k, &r, resp, err);
}

/* ---- Deciding and answering ------------------------------------------------------------ */

static unsigned all_games(const struct faq *f)
{
    return f->ngames >= 32 ? ~0u : (1u << f->ngames) - 1;
}

static bool covered(const struct faq_hit *h, size_t n)
{
    return n > 0 && h[0].coverage >= COVERAGE_MIN && h[0].match >= MATCH_MIN &&
           h[0].known >= KNOWN_MIN;
}

static double confidence(const struct faq_hit *h, size_t n)
{
    double c = h[0].known * (0.5 * h[0].coverage + 0.5 * (h[0].score > 1 ? 1 : h[0].score));
    if (n > 1 && h[1].score > TIE_RATIO * h[0].score)
        c *= 0.8; /* a close second: say so */
    return c;
}

/* {"game","entry","answer","cite","verified"} for one game of a multi-game answer. */
static cJSON *game_answer(const struct faq *f, const struct faq_doc *d, enum faq_lang lang)
{
    cJSON *o = cJSON_CreateObject();
    if (!o || !cJSON_AddStringToObject(o, "game", f->games[d->game]->id) ||
        !cJSON_AddStringToObject(o, "entry", d->entry->id) ||
        !cJSON_AddStringToObject(o, "answer", entry_answer(d->entry, lang)) ||
        !cJSON_AddItemToObject(o, "cite", arb_json_cite(&d->entry->cite)) ||
        !cJSON_AddItemToObject(o, "verified", verified_json(d->entry))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

/* One answer made of several games' entries: "Awalé : … Kalah : …" and "answers", then a
 * plain word for each of the nmissing games named that no entry covers. */
static int reply_several(struct ask *k, const struct faq_doc **docs, size_t n, double conf,
                         const int *missing, size_t nmissing, cJSON *clarify, cJSON **resp,
                         struct arb_err *err)
{
    char text[4096];
    size_t len = 0;
    struct reply r = {.game = -1, .confidence = conf, .clarify = clarify};
    int rc = 0;
    if (!(r.answers = cJSON_CreateArray()))
        goto nomem;
    if (clarify) {
        int games[FAQ_MAX_GAMES];
        char names[200];
        for (size_t i = 0; i < n; i++)
            games[i] = docs[i]->game;
        game_names(k->f, games, n, k->lang, names, sizeof names);
        len = (size_t)snprintf(text, sizeof text,
                               k->lang == FAQ_LANG_EN
                                   ? "Your question fits several games (%s): which one do you "
                                     "mean? Here is the answer for each."
                                   : "Ta question vaut pour plusieurs jeux (%s) : lequel ? "
                                     "Voici la réponse pour chacun.",
                               names);
    } else {
        r.game = docs[0]->game;
        r.doc = docs[0];
    }
    for (size_t i = 0; i < n; i++) {
        const struct kb_game *g = k->f->games[docs[i]->game];
        if (!cJSON_AddItemToArray(r.answers, game_answer(k->f, docs[i], k->lang)))
            goto nomem;
        if (len < sizeof text)
            len +=
                (size_t)snprintf(text + len, sizeof text - len, "%s%s : %s", len ? " " : "",
                                 g->name ? g->name : g->id, entry_answer(docs[i]->entry, k->lang));
    }
    for (size_t i = 0; i < nmissing && len < sizeof text; i++) {
        const struct kb_game *g = k->f->games[missing[i]];
        len += (size_t)snprintf(text + len, sizeof text - len,
                                k->lang == FAQ_LANG_EN
                                    ? " %s: its rulebook says nothing I can answer this with."
                                    : " %s : son livret ne dit rien qui réponde à cela.",
                                g->name ? g->name : g->id);
    }
    r.text = text;
    return reply_json(k, &r, resp, err);
nomem:
    cJSON_Delete(clarify);
    rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
    cJSON_Delete(r.answers);
    return rc;
}

static cJSON *clarify_json(const struct ask *k, const struct faq_doc **docs, size_t n)
{
    int games[FAQ_MAX_GAMES];
    char names[200], q[300];
    cJSON *c = cJSON_CreateObject(), *arr;
    for (size_t i = 0; i < n; i++)
        games[i] = docs[i]->game;
    game_names(k->f, games, n, k->lang, names, sizeof names);
    snprintf(q, sizeof q,
             k->lang == FAQ_LANG_EN ? "Which game: %s?" : "De quel jeu parles-tu : %s ?", names);
    if (!c || !cJSON_AddStringToObject(c, "question", q) ||
        !(arr = cJSON_AddArrayToObject(c, "games")))
        goto fail;
    for (size_t i = 0; i < n; i++)
        if (!cJSON_AddItemToArray(arr, cJSON_CreateString(k->f->games[games[i]]->id)))
            goto fail;
    return c;
fail:
    cJSON_Delete(c);
    return NULL;
}

/* Ranks the entries of game (-1: all games) for q and keeps those that cover the question
 * (an entry that does not hold its words does not answer it, however well it ranks). */
static size_t rank(struct ask *k, const struct faq_query *q, int game, struct faq_hit *hits,
                   size_t cap)
{
    size_t n = faq_rank(k->f, q, game >= 0 ? 1u << game : all_games(k->f), hits, cap), kept = 0;
    /* « et si … ? » after an answer asks a case of it: the entries that refine the previous one
     * (« awale.grand-chelem-seul-coup » after « awale.grand-chelem ») come up */
    if (k->followup && k->ctx_doc &&
        faq_tok_is(&k->tok, 0, (const char *const[]){"et", "and", "mais", "but", NULL}) &&
        faq_tok_is(&k->tok, 1, (const char *const[]){"si", "if", NULL})) {
        bool moved = false;
        for (size_t i = 0; i < n; i++)
            if (kb_entry_narrows(hits[i].doc->entry, k->ctx_doc->entry)) {
                hits[i].score *= REFINE_BOOST;
                moved = true;
            }
        if (moved)
            qsort(hits, n, sizeof *hits, faq_hit_cmp);
    }
    for (size_t i = 0; k->followup && k->ctx_doc && i < n; i++)
        if (hits[i].doc == k->ctx_doc && hits[i].coverage < 1) {
            struct faq_hit h = hits[i];
            h.score *= REPEAT_SHARE;
            for (; i + 1 < n && hits[i + 1].score > h.score; i++)
                hits[i] = hits[i + 1];
            hits[i] = h;
            break;
        }
    for (size_t i = 0; i < n; i++)
        if (covered(&hits[i], 1))
            hits[kept++] = hits[i];
    return kept;
}

/* The question in one game (game >= 0) or in all: the best covered entry, a clarification
 * when several games tie, or an abstention. */
static int answer_in(struct ask *k, const struct faq_query *q, int game, cJSON **resp,
                     struct arb_err *err)
{
    struct faq_hit hits[MAX_HITS * 2];
    size_t n = rank(k, q, game, hits, sizeof hits / sizeof hits[0]);
    if (!covered(hits, n))
        return abstain(k, false, resp, err);
    if (game < 0) {
        const struct faq_doc *tied[FAQ_MAX_GAMES] = {hits[0].doc};
        size_t nt = 1;
        for (size_t i = 1; i < n && nt < FAQ_MAX_GAMES; i++) {
            bool seen = false;
            for (size_t j = 0; j < nt; j++)
                seen = seen || tied[j]->game == hits[i].doc->game;
            if (!seen && hits[i].score >= TIE_RATIO * hits[0].score && covered(&hits[i], 1))
                tied[nt++] = hits[i].doc;
        }
        if (nt > 1) {
            cJSON *c = clarify_json(k, tied, nt);
            if (!c)
                return arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
            return reply_several(k, tied, nt, confidence(hits, n), NULL, 0, c, resp, err);
        }
    }
    struct reply r = {.text = entry_answer(hits[0].doc->entry, k->lang),
                      .game = hits[0].doc->game,
                      .doc = hits[0].doc,
                      .confidence = confidence(hits, n),
                      .hits = hits,
                      .nhits = n};
    return reply_json(k, &r, resp, err);
}

/* Two or more games named: one answer covering each (or the one difference entry that
 * compares them). */
static int answer_named(struct ask *k, const struct faq_query *q, cJSON **resp, struct arb_err *err)
{
    const struct faq_doc *docs[FAQ_MAX_GAMES];
    struct faq_hit hits[MAX_HITS];
    int missing[FAQ_MAX_GAMES];
    unsigned mask = 0;
    size_t nd = 0, nm = 0, n;
    for (size_t i = 0; i < k->named.n; i++)
        mask |= 1u << k->named.game[i];
    n = faq_rank(k->f, q, mask, hits, MAX_HITS);
    if (n > 0 && covered(hits, 1) && hits[0].doc->entry->kind == KB_KIND_DIFFERENCE)
        return answer_in(k, q, hits[0].doc->game, resp, err);
    for (size_t i = 0; i < k->named.n; i++) {
        n = rank(k, q, k->named.game[i], hits, MAX_HITS);
        if (covered(hits, n))
            docs[nd++] = hits[0].doc;
        else
            missing[nm++] = k->named.game[i];
    }
    if (nd == 0)
        return abstain(k, false, resp, err);
    return reply_several(k, docs, nd, nm ? 0.6 : 0.9, missing, nm, NULL, resp, err);
}

/* A question about a move on the position sent: the engine answers. 1 when the question
 * names no move (then it is answered from the knowledge base). */
static int answer_position(struct ask *k, cJSON **resp, struct arb_err *err)
{
    char text[1024];
    struct reply r = {.text = text, .confidence = 1};
    r.game = k->named.n ? k->named.game[0] : k->req_game >= 0 ? k->req_game : k->ctx_game;
    if (r.game < 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "game",
                           "Indique le jeu de la position (champ « game »).");
    int rc = faq_simulate(k->f->games[r.game], &k->tok, k->lang, k->position, k->options, text,
                          sizeof text, &r.simulation, err);
    if (rc != 0)
        return rc;
    return reply_json(k, &r, resp, err);
}

/* The entry asking d's question in another game: ids are "<game>.<slug>" and the authors
 * give the same slug to the same question («passer», «abandon», «qui-commence»). */
static const struct faq_doc *same_question_in(const struct faq *f, const struct faq_doc *d,
                                              int game)
{
    const char *slug = strchr(d->entry->id, '.');
    const char *gid = f->games[game]->id;
    size_t glen = strlen(gid);
    if (!slug)
        return NULL;
    for (size_t i = 0; i < f->ndocs; i++) {
        const char *id = f->docs[i].entry->id;
        if (f->docs[i].game == game && strncmp(id, gid, glen) == 0 && id[glen] == '.' &&
            strcmp(id + glen, slug) == 0)
            return &f->docs[i];
    }
    return NULL;
}

static bool has_own_terms(const struct faq_query *q)
{
    for (size_t i = 0; i < q->n; i++)
        if (!q->t[i].prev)
            return true;
    return false;
}

static int answer(struct ask *k, cJSON **resp, struct arb_err *err)
{
    struct faq_query q;
    int rc;
    faq_tokenize(k->question, k->qlen, &k->tok);
    q.lang = faq_guess_lang(&k->tok);
    /* « réponds en anglais » asks the answer's language; the words keep their own */
    k->lang = k->tok.said_lang >= 0 ? (enum faq_lang)k->tok.said_lang : q.lang;
    if (is_hostile(&k->tok))
        return abstain(k, true, resp, err);
    if (is_babble(&k->tok))
        return abstain(k, false, resp, err);
    faq_detect_names(k->f, &k->tok, &k->named);
    if (k->named.n == 0 && faq_names_other_game(&k->tok))
        return abstain(k, false, resp, err);
    if (k->position && (rc = answer_position(k, resp, err)) != 1)
        return rc;
    if ((rc = faq_query_build(k->f, k->a, k->question, k->qlen, &q)) < 0)
        return arb_err_set(err, ARB_ERR_INTERNAL, NULL, "analyse de la question impossible");
    if ((k->followup = is_followup(k, &q))) {
        const struct faq_doc *d;
        /* « et au kalah ? »: the same question, in the game now named */
        if (!has_own_terms(&q) && k->named.n == 1 && k->ctx_doc &&
            k->named.game[0] != k->ctx_doc->game &&
            (d = same_question_in(k->f, k->ctx_doc, k->named.game[0]))) {
            struct reply r = {.text = entry_answer(d->entry, k->lang),
                              .game = d->game,
                              .doc = d,
                              .confidence = 0.9};
            return reply_json(k, &r, resp, err);
        }
        if ((rc = add_previous(k, &q)) < 0)
            return arb_err_set(err, ARB_ERR_INTERNAL, NULL, "analyse du contexte impossible");
    }
    /* a game named and nothing else asked (« le kalah en gros ? »): what the game is */
    if (q.n == 0 && k->named.n == 1 && !k->followup) {
        const char *ask_rules =
            q.lang == FAQ_LANG_EN ? "summary of the rules" : "résumé des règles";
        if ((rc = faq_query_build(k->f, k->a, ask_rules, strlen(ask_rules), &q)) < 0)
            return arb_err_set(err, ARB_ERR_INTERNAL, NULL, "analyse de la question impossible");
    }
    if (q.n == 0)
        return abstain(k, false, resp, err);
    if (k->named.n > 1)
        return answer_named(k, &q, resp, err);
    return answer_in(k, &q, k->named.n ? k->named.game[0] : decide_game(k, &q), resp, err);
}

int faq_ask(struct faq *f, const cJSON *req, cJSON **resp, struct arb_err *err)
{
    struct ask k = {.f = f, .req_game = -1, .ctx_game = -1};
    int rc;
    *resp = NULL;
    if ((rc = read_request(req, &k, err)) < 0)
        return rc;
    if ((rc = pool_take(f, &k.a, err)) < 0)
        return rc;
    rc = answer(&k, resp, err);
    pool_give(f, k.a);
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

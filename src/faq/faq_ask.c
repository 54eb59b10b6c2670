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
#include "faq_situ.h"

/* ---- Lifetime ------------------------------------------------------------------------ */

int faq_new(const struct kb *kb, struct faq **out, struct arb_err *err)
{
    struct kb_analyzer *a = NULL;
    struct faq *f = calloc(1, sizeof *f);
    int rc;
    if (!f)
        return arb_err_nomem(err);
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
    if ((rc = kb_analyzer_memo(a, FAQ_STEM_MEMO)) < 0)
        rc = arb_err_nomem(err);
    if (rc == 0 && (rc = faq_spell_new(&f->spell)) < 0)
        rc = arb_err_nomem(err);
    /* the embedded base's index was built with the binary (faq_image.c) */
    if (rc == 0)
        rc = faq_image_embedded && kb_is_embedded(kb) ? faq_image_adopt(f, faq_image_embedded, err)
                                                      : 1;
    if (rc == 1)
        rc = faq_index_build(f, a, err);
    if (rc == 0)
        rc = faq_everyday_build(f, a, err);
    if (rc == 0)
        rc = faq_situ_new(kb, &f->lex, &f->situ, err);
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
    faq_situ_free(f->situ);
    free(f->everyday);
    free(f->neveryday);
    free(f->aliases);
    free(f->one_word);
    free(f->multi);
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

/* Stages 3-5: the query built from the question, ranked and decided into *d. */
static int read_question(struct faq *f, struct kb_analyzer *a, const struct faq_request *r,
                         const struct faq_intent *in, struct faq_query *q, struct faq_decision *d,
                         struct arb_err *err)
{
    q->lang = in->lang; /* 3. query */
    if (faq_query_build(f, a, r->question, r->qlen, q) < 0)
        return faq_err(&f->lex, err, ARB_ERR_INTERNAL, NULL, "analysis", NULL);
    q->kinds = in->kinds;
    q->require = 0;
    q->exclude = in->followup_other ? r->ctx.doc : NULL; /* « et l'autre façon ? » */
    if (faq_decide(f, a, r, in, q, d) < 0)               /* 4-5. rank, decide */
        return faq_err(&f->lex, err, ARB_ERR_INTERNAL, NULL, "analysis", NULL);
    return 0;
}

/* A situation the engine could not play without asking (a clarify, no simulation): the
 * question still asks a rule (« pendant une prise multiple, si un trou en a 4, on continue ? »),
 * so the rule's entry answers, the clarify beside it. When the words began a position (a
 * count, a pit), only a closed question on no place named is still the rule's; « où tombe la
 * dernière ? », « je pose sur b2 et je fais 5 pas, c'est permis ? », a stack or a line of
 * mine ask the engine's move, the clarify alone. The case's outcome is the engine's once the
 * clarify is answered, so the entry then answers without a yes/no lead of its own. 1: a
 * clarify the rule may answer, with *told when a position was begun; 0: not one. */
static int rule_beside_clarify(const struct faq *f, const struct faq_request *r, const char *game,
                               const cJSON *resp, bool *told)
{
    const cJSON *c = cJSON_GetObjectItem(resp, "clarify");
    struct faq_situ s;
    if (!c || cJSON_IsNull(c) || cJSON_GetObjectItem(resp, "simulation"))
        return 0;
    faq_situ_parse(f->situ, r->question, r->qlen, game, &s);
    *told = faq_situ_tells_position(&s);
    return !*told ||
           (s.yes_no && s.origin_pit <= 0 && !s.ncells && s.stack_height == FAQ_SITU_UNSAID &&
            s.align_count == FAQ_SITU_UNSAID && !s.nlayers && !s.tower);
}

/* The situation told in r, answered by faq_situ (*resp NULL when none). With chit-chat words
 * (« ça va jusqu'où si j'ai 9 graines dans ma 4e case ? ») only a case the engine plays is an
 * answer: the rest stays chat. */
static int read_situation(const struct faq *f, const struct faq_request *r, const char *game,
                          bool chat, cJSON **resp, struct arb_err *err)
{
    int rc = faq_situ_answer(f->situ, r->question, r->qlen, game, resp, err);
    if (rc == 0 && chat && *resp && !cJSON_GetObjectItem(*resp, "simulation")) {
        cJSON_Delete(*resp);
        *resp = NULL;
    }
    return rc;
}

static int answer(struct faq *f, struct kb_analyzer *a, const struct faq_request *r, cJSON **resp,
                  struct arb_err *err)
{
    struct faq_tokens t;
    struct faq_intent in;
    struct faq_query q;
    struct faq_decision d;
    cJSON *situ = NULL; /* a situation's clarify, told beside the rule's answer */
    int rc;
    faq_tokenize(&f->lex, r->question, r->qlen, &t);           /* 1. normalise */
    faq_intent_read(f, &t, &r->ctx, r->position != NULL, &in); /* 2. intent */
    if (r->lang >= 0 && t.said_lang < 0) /* the request's "lang"; « réponds en anglais » wins */
        in.reply = (enum faq_lang)r->lang;
    else if (r->prefer >= 0 && t.said_lang < 0 && !in.lang_shown)
        in.reply = (enum faq_lang)r->prefer; /* Accept-Language, for words of no language */
    if (in.act == FAQ_ACT_MOVE && (rc = answer_move(f, r, &t, &in, resp, err)) != 1)
        return rc;
    /* a rule's reason asked is decided first: a question restating a rule (« pourquoi une tour
     * de 4 galets ne gagne pas ? ») tells no situation */
    bool decided = in.asks_reason;
    if (decided && (rc = read_question(f, a, r, &in, &q, &d, err)) < 0)
        return rc;
    /* 2b. a situation told in words (FAQ_ACT_SITUATION): built and played (faq_situ); a
     * question naming several games compares their rules, it tells no one game's position
     * (« Awalé et Kalah : dans les deux on saute le trou de départ ? ») */
    int sg = in.named.n ? in.named.game[0] : r->game >= 0 ? r->game : r->ctx.game;
    const char *sgid = sg >= 0 ? f->games[sg]->id : NULL;
    bool chat = in.act == FAQ_ACT_CHAT;
    if (!r->position && !(decided && d.restated) && in.named.n <= 1 &&
        (in.act == FAQ_ACT_ASK || in.act == FAQ_ACT_SITUATION || chat) &&
        ((rc = read_situation(f, r, sgid, chat, resp, err)) < 0 || *resp)) {
        bool told = false;
        if (rc < 0 || !rule_beside_clarify(f, r, sgid, *resp, &told))
            return rc;
        /* the rule's entry answers when the knowledge base has one, the question for the
         * player's own case beside it; else the clarify stands alone */
        if (!decided && (rc = read_question(f, a, r, &in, &q, &d, err)) < 0)
            return rc;
        decided = true;
        const char *game = cJSON_GetStringValue(cJSON_GetObjectItem(*resp, "game"));
        if (d.verdict != FAQ_ANSWER || d.game < 0 ||
            (game && strcmp(game, f->games[d.game]->id) != 0))
            return 0; /* no entry, or one of another game than the case's */
        for (size_t i = 0; told && i < d.ndocs; i++)
            d.lead[i] = -1; /* the engine's to say, once the case is complete */
        situ = *resp;
        *resp = NULL;
    }
    if (!decided && (rc = read_question(f, a, r, &in, &q, &d, err)) < 0)
        return rc;
    rc = faq_reply(f, r, &in, &d, NULL, NULL, resp, err); /* 6. reply */
    if (rc == 0 && situ && !faq_reply_with_clarify(*resp, situ)) {
        cJSON_Delete(*resp);
        *resp = NULL;
        rc = arb_err_nomem(err);
    }
    cJSON_Delete(situ);
    return rc;
}

int faq_ask_prefer(struct faq *f, const cJSON *req, enum arb_lang lang, cJSON **resp,
                   struct arb_err *err)
{
    struct faq_request r = {.game = -1,
                            .lang = -1,
                            .prefer = lang == ARB_LANG_EN ? FAQ_LANG_EN : FAQ_LANG_FR,
                            .ctx = {.game = -1}};
    struct kb_analyzer *a;
    int rc;
    *resp = NULL;
    if ((rc = faq_request_read(f, req, &r, err)) < 0)
        return rc;
    if ((rc = pool_take(f, &a, err)) < 0)
        return rc;
    rc = answer(f, a, &r, resp, err);
    pool_give(f, a);
    return rc;
}

int faq_ask(struct faq *f, const cJSON *req, cJSON **resp, struct arb_err *err)
{
    return faq_ask_prefer(f, req, ARB_LANG_FR, resp, err);
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

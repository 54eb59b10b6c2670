/* faq_query.c — stage 3, query: the question's words to weighted terms. Game names and
 * fillers dropped, misspelt words corrected against the knowledge base's vocabulary (typos,
 * then phone spelling), then the kb's own analyser (stems + glossary synonyms) so question
 * and entries meet stem to stem; everyday synonyms of the lexicon widen each word. A word
 * no entry uses keeps a weight: a rare word's when it is no word of the language (a likely
 * subject the rulebooks do not cover), a share of it when it is an ordinary word. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

enum { QUERY_TEXT_MAX = FAQ_MAX_TOKENS * FAQ_TOKEN_LEN };

struct collect_ctx {
    const struct faq *f;
    uint32_t *ids;
    size_t *n;
};

static int collect_known(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                         size_t end);

int faq_everyday_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err)
{
    size_t n = f->lex.ngroups ? f->lex.ngroups : 1;
    f->everyday = calloc(n, sizeof *f->everyday);
    f->neveryday = calloc(n, sizeof *f->neveryday);
    if (!f->everyday || !f->neveryday)
        return arb_err_nomem(err);
    for (size_t i = 0; i < f->lex.neveryday; i++) {
        int g = faq_everyday_group(&f->lex, f->lex.everyday[i].from);
        const char *w = f->lex.everyday[i].from;
        for (int lang = FAQ_LANG_FR; g >= 0 && lang <= FAQ_LANG_EN; lang++) {
            struct collect_ctx c = {f, f->everyday[g][lang], &f->neveryday[g][lang]};
            kb_analyze(a, w, strlen(w), lang == FAQ_LANG_EN ? KB_EN : KB_FR, false, collect_known,
                       &c);
        }
    }
    return 0;
}

/* Two passes of the kb analyser over the cleaned question: without synonyms, each word's
 * own stem starts a term (its start offset identifies it); with synonyms, every stem at the
 * same offset joins that term. The word's own stem stays first: it alone says which game
 * uses the word, while a synonym ("galet" for "graine") only widens the match. */
struct build_ctx {
    const struct faq *f;
    struct faq_query *q;
    size_t start[FAQ_MAX_TOKENS];
    bool synonyms;
    size_t ndup, dup_start[FAQ_MAX_TOKENS], dup_term[FAQ_MAX_TOKENS]; /* a word said again */
};

static uint32_t stem_id(const struct faq *f, const char *tok, size_t len)
{
    char key[FAQ_TOKEN_LEN];
    if (len >= FAQ_TOKEN_LEN)
        len = FAQ_TOKEN_LEN - 1;
    memcpy(key, tok, len);
    key[len] = '\0';
    return faq_stem_find(f, key);
}

static int on_token(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                    size_t end)
{
    struct build_ctx *b = ctx;
    struct faq_query *q = b->q;
    uint32_t id = stem_id(b->f, tok, len);
    (void)end;
    (void)colocated;
    if (b->synonyms) {
        for (size_t i = 0; i < q->n; i++) {
            struct faq_term *t = &q->t[i];
            if (b->start[i] != start || id == FAQ_NO_STEM)
                continue;
            for (size_t k = 0; k < t->nids; k++)
                if (t->ids[k] == id)
                    return 0;
            if (t->nids < FAQ_MAX_SYN)
                t->ids[t->nids++] = id;
            return 0;
        }
        return 0;
    }
    for (size_t i = 0; i < q->n; i++)
        if (q->t[i].ids[0] == id && id != FAQ_NO_STEM) {
            if (b->ndup < FAQ_MAX_TOKENS) { /* the same word twice counts once, at both places */
                b->dup_start[b->ndup] = start;
                b->dup_term[b->ndup++] = i;
            }
            return 0;
        }
    if (q->n == FAQ_MAX_TOKENS)
        return 1;
    b->start[q->n] = start;
    struct faq_term *t = &q->t[q->n++];
    memset(t, 0, sizeof *t);
    t->tok = FAQ_MAX_TOKENS;
    t->ids[0] = id;
    t->nids = 1;
    return 0;
}

static int collect_known(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                         size_t end)
{
    struct collect_ctx *c = ctx;
    uint32_t id = stem_id(c->f, tok, len);
    (void)colocated;
    (void)start;
    (void)end;
    if (id == FAQ_NO_STEM || *c->n == FAQ_MAX_EVERYDAY)
        return 0;
    for (size_t i = 0; i < *c->n; i++)
        if (c->ids[i] == id)
            return 0;
    c->ids[(*c->n)++] = id;
    return 0;
}

/* Adds to term t, as forms of the word itself, the known stems of its family: one stem a
 * prefix of the other, both of at least family_min letters, at most family_gap apart
 * (the stemmer leaves « premier »/« premi », « égrainage »/« égrain » apart). Runs before
 * any synonym is added: the word's own forms come first in ids. */
static void add_family(const struct faq *f, enum faq_lang lang, struct faq_term *t)
{
    const struct faq_stem *st = faq_stem_at(f, t->ids[0]);
    const char *s = st ? st->s : NULL;
    size_t ls = s ? strlen(s) : 0;
    t->nown = 1;
    size_t fmin = (size_t)FAQ_P(f, family_min), fgap = (size_t)FAQ_P(f, family_gap);
    if (ls < fmin)
        return;
    for (uint32_t id = 0; id < f->nstems && t->nids < FAQ_MAX_SYN; id++) {
        const char *c = f->stems[id].s;
        size_t lc = strlen(c);
        if (id == t->ids[0] || f->stems[id].df[lang] == 0 || lc < fmin ||
            (lc > ls ? lc - ls : ls - lc) > fgap || strncmp(s, c, lc < ls ? lc : ls) != 0)
            continue;
        t->ids[t->nids++] = id;
        t->nown++;
    }
}

/* Adds the stems of everyday group g to term t. */
static void add_everyday(const struct faq *f, int g, enum faq_lang lang, struct faq_term *t)
{
    for (size_t i = 0; i < f->neveryday[g][lang]; i++) {
        uint32_t id = f->everyday[g][lang][i];
        bool dup = false;
        for (size_t k = 0; k < t->nids && !dup; k++)
            dup = t->ids[k] == id;
        if (!dup && t->nids < FAQ_MAX_SYN)
            t->ids[t->nids++] = id;
    }
}

/* True when word i of t says how many play: a number after « à » (« on joue à trois ») or
 * before « à » and a verb (« on peut être 4 à jouer ? ») in a question that speaks of playing
 * or being. The number then stands for the players, unless a word of the thing counted follows
 * it (« un trou qui arrive à trois graines »). */
static const char *counts_players(const struct faq_lex *x, const struct faq_tokens *t, size_t i)
{
    bool counted = i + 1 < t->n && !t->stop[i + 1] && !t->filler[i + 1];
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_lexlang *l = &x->l[lang];
        bool to = (i > 0 && faq_words_has(&l->pc_to, t->tok[i - 1])) ||
                  (i + 1 < t->n && faq_words_has(&l->pc_to, t->tok[i + 1]));
        if (counted && !faq_words_has(&l->pc_verbs, t->tok[i + 1]) &&
            strcmp(t->tok[i + 1], l->players_word) != 0)
            continue;
        if (!faq_words_has(&l->pc_numbers, t->tok[i]) || !to)
            continue;
        for (size_t k = 0; k < t->n; k++)
            if (faq_words_has(&l->pc_verbs, t->tok[k]))
                return l->players_word;
    }
    return NULL;
}

/* The known word an unknown word of the question stands for (its Hunspell lemma, a known word
 * one edit from a correct one, else a typo or phone spelling of a known word), or NULL with
 * *lang_word set when it is a correct word of the language no entry uses (« franchement »,
 * « vraiment »): that one is neutral. A word of language lang (the question's) is read first. */
static const char *read_unknown(const struct faq *f, const char *text, const struct faq_tokens *t,
                                size_t i, enum faq_lang lang, bool *lang_word)
{
    const char *w = t->tok[i];
    *lang_word = false;
    if (faq_spell_known(f, text, t->start[i], t->end[i])) {
        const char *lemma = faq_spell_lemma(f, text, t->start[i], t->end[i]);
        /* a correct word may be a typo of the rules' own (« la patrie finit » is partie) */
        int edits = (int)FAQ_P(f, real_typo_edits);
        if (!lemma && strlen(w) >= (size_t)FAQ_P(f, real_typo_min) &&
            !faq_spell_neutral(f, text, t->start[i], t->end[i]) &&
            (lemma = faq_word_correct(f, w, lang)) && faq_edit_distance(w, lemma, edits) > edits)
            lemma = NULL;
        *lang_word = !lemma;
        return lemma;
    }
    return faq_word_correct(f, w, lang);
}

/* Marks in cue[] the words of t cueing that the question compares (« c'est pareil »,
 * « la même règle », "in both"): they say what is asked of the subject, not the subject. */
static void mark_compare_cues(const struct faq_lex *x, const struct faq_tokens *t, bool *cue)
{
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_patterns *ps = &x->l[lang].kinds;
        struct faq_pat_iter it;
        const struct faq_pattern *p;
        for (size_t i = 0; i < t->n; i++)
            for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
                if (p->value != FAQ_KIND_DIFFERENCE)
                    continue;
                size_t n = faq_pattern_at(p, t, i);
                for (size_t k = 0; k < n; k++)
                    cue[i + k] = true;
            }
    }
}

/* The first word of the question's last clause: t's, unless words follow the last question
 * mark and the knowledge base knows none of them but numbers ("how many players max? we're 3
 * tonight", "why can't I …? seems unfair"): that is a remark after the question, and the
 * question's last clause is the one the mark ends. *remark is the remark's first word (t->n
 * when there is none). */
static size_t asked_clause(const struct faq_tokens *t, const struct faq_query *q, size_t *remark)
{
    size_t at = t->after_ask, clause = 0;
    *remark = t->n;
    if (at == 0 || at >= t->n || t->clause < at)
        return t->clause;
    for (size_t i = 0; i < q->n; i++)
        if (q->t[i].tok >= at && q->t[i].tok < t->n && (q->t[i].known || q->t[i].misspelt) &&
            !q->t[i].num)
            return t->clause;
    for (size_t i = 0; i < at; i++)
        if (i == 0 || ((t->clause_starts >> i) & 1))
            clause = i;
    *remark = at;
    return clause;
}

/* Marks as asides the words of the language no entry uses (lang_word) told, before the
 * question's last clause, in a part (between commas and clause ends) where the knowledge base
 * knows no word: « Alors on est au café, on joue à l'awalé… » tells where, not what is asked.
 * A part holding a known word is the question's matter (« si une graine roule hors du
 * plateau, … »): its words still count, and so does every word of the last clause. Such
 * words of a remark after the question (asked_clause) are asides too. */
static void mark_asides(const struct faq_tokens *t, size_t clause, size_t remark,
                        struct faq_query *q)
{
    size_t part[FAQ_MAX_TOKENS], np = 0;
    bool known[FAQ_MAX_TOKENS] = {false};
    for (size_t i = 0; i < t->n && i < FAQ_MAX_TOKENS; i++) {
        if (i > 0 && faq_tokens_apart(t, i - 1))
            np++;
        part[i] = np;
    }
    for (size_t i = 0; i < q->n; i++)
        if (q->t[i].tok < clause && (q->t[i].known || q->t[i].misspelt))
            known[part[q->t[i].tok]] = true;
    for (size_t i = 0; i < q->n; i++) {
        size_t k = q->t[i].tok;
        q->t[i].aside = q->t[i].lang_word && !q->t[i].known &&
                        ((k < clause && !known[part[k]]) || (k >= remark && k < t->n));
    }
}

int faq_query_build(const struct faq *f, struct kb_analyzer *a, const char *text, size_t len,
                    struct faq_query *q)
{
    bool cue[FAQ_MAX_TOKENS] = {false};
    struct faq_tokens t;
    char buf[QUERY_TEXT_MAX];
    size_t blen = 0, nw = 0, woff[FAQ_MAX_TOKENS], wtok[FAQ_MAX_TOKENS];
    int wgroup[FAQ_MAX_TOKENS];
    bool wnum[FAQ_MAX_TOKENS], wlang[FAQ_MAX_TOKENS];
    struct build_ctx b = {.f = f, .q = q};
    enum kb_lang lang = q->lang == FAQ_LANG_EN ? KB_EN : KB_FR;
    int rc;

    int name[FAQ_MAX_TOKENS];
    q->n = 0;
    faq_tokenize(&f->lex, text, len, &t);
    faq_senses_apply(&f->lex, &t);
    faq_name_spans(f, &t, true, name);
    mark_compare_cues(&f->lex, &t, cue);
    /* a question that is nothing but the comparison (« c'est différent de l'awalé ? ») keeps
     * its cue words: they are then all it asks */
    bool subject = false;
    for (size_t i = 0; i < t.n && !subject; i++)
        subject =
            !t.filler[i] && !cue[i] && !faq_is_stop_in(&f->lex, t.tok[i], q->lang) && name[i] < 0;
    for (size_t i = 0; !subject && i < t.n; i++)
        cue[i] = false;
    for (size_t i = 0; i < t.n; i++) {
        const char *w = t.tok[i], *players = counts_players(&f->lex, &t, i);
        bool lw = false;
        if (t.filler[i] || cue[i] || faq_is_stop_in(&f->lex, w, q->lang) || name[i] >= 0)
            continue;
        if (players)
            w = players;
        else if (!faq_word_known(f, w) && !(w[0] >= '0' && w[0] <= '9')) {
            const char *c = read_unknown(f, text, &t, i, q->lang, &lw);
            if (c && faq_is_stop_in(&f->lex, c, q->lang))
                continue; /* « jdoi » is j'doit: a word that says nothing of the rule */
            if (c)
                w = c;
            if (faq_alias_word(f, w) >= 0)
                continue; /* « descargots »: a game's name, typed without its apostrophe */
        }
        size_t wl = strlen(w);
        if (blen + wl + 1 >= sizeof buf)
            break;
        woff[nw] = blen;
        wtok[nw] = i;
        wlang[nw] = lw;
        /* the rules' numbers are small: a year or a price (« 2019 », « 150 ») is no number
         * the rulebooks could answer with, it stays an unknown word */
        wnum[nw] = w[strspn(w, "0123456789")] == '\0' && strlen(w) <= 2;
        wgroup[nw++] = faq_everyday_group(&f->lex, w);
        memcpy(buf + blen, w, wl);
        blen += wl;
        buf[blen++] = ' ';
    }
    if ((rc = kb_analyze(a, buf, blen, lang, false, on_token, &b)) < 0)
        return rc;
    /* « qui » qualifies a question, it is none by itself (« tu es qui ? ») */
    for (size_t i = 0; q->n > 0 && i < t.n; i++)
        if (faq_words_has(&f->lex.l[q->lang].who, t.tok[i]) &&
            faq_stem_find(f, t.tok[i]) != FAQ_NO_STEM) {
            on_token(&b, t.tok[i], strlen(t.tok[i]), false, blen, blen); /* past every word */
            break;
        }
    for (size_t i = 0; i < q->n; i++)
        add_family(f, q->lang, &q->t[i]);
    b.synonyms = true;
    if ((rc = kb_analyze(a, buf, blen, lang, true, on_token, &b)) < 0)
        return rc;
    q->sentences = t.clause_starts;
    for (size_t d = 0; d < b.ndup; d++)
        for (size_t k = 0; k < nw; k++)
            if (woff[k] == b.dup_start[d])
                q->t[b.dup_term[d]].at |= (uint64_t)1 << wtok[k];
    for (size_t i = 0; i < q->n; i++)
        for (size_t k = 0; k < nw; k++)
            if (woff[k] == b.start[i]) {
                if (wgroup[k] >= 0)
                    add_everyday(f, wgroup[k], q->lang, &q->t[i]);
                q->t[i].num = wnum[k];
                q->t[i].lang_word = wlang[k];
                q->t[i].tok = wtok[k];
                q->t[i].at |= (uint64_t)1 << wtok[k];
            }
    for (size_t i = 0; i < q->n; i++) {
        struct faq_term *term = &q->t[i];
        const struct faq_stem *own = faq_stem_at(f, term->ids[0]);
        if (own && own->df[q->lang] > 0) {
            term->known = true;
            term->w = faq_idf(f, term->ids[0], q->lang);
            continue;
        }
        term->w = faq_idf_unknown(f, q->lang);
        /* a word the other language's texts use (« multiple » asked in English) is known as
         * a word, not as a stem of this language: the dictionary says whether it is one */
        bool letters = !term->num && term->tok < t.n &&
                       !(t.tok[term->tok][0] >= '0' && t.tok[term->tok][0] <= '9');
        if (!term->lang_word && letters)
            term->lang_word = faq_spell_known(f, text, t.start[term->tok], t.end[term->tok]);
        /* letters no dictionary knows and no kb word is near: a typo of an ordinary word more
         * often than a subject (a year, « 2018 », is no typo) */
        term->misspelt = !term->lang_word && letters;
        if (term->num) {
            /* a number the rulebooks never write is still a number: as informative as a
             * common word, held by any entry that states a number */
            term->known = true;
            term->w *= FAQ_P(f, num_share);
            continue;
        }
        for (size_t k = 1; k < term->nids; k++) {
            const struct faq_stem *syn = faq_stem_at(f, term->ids[k]);
            if (!syn || syn->df[q->lang] == 0)
                continue;
            double wk = faq_idf(f, term->ids[k], q->lang);
            if (!term->known || wk < term->w)
                term->w = wk;
            term->known = true;
        }
        /* a correct word no entry uses that only qualifies the question weighs nothing */
        if (!term->known && term->lang_word && term->tok < t.n &&
            faq_spell_neutral(f, text, t.start[term->tok], t.end[term->tok]))
            term->w = 0;
    }
    size_t remark, clause = asked_clause(&t, q, &remark);
    mark_asides(&t, clause, remark, q);
    /* words told before the question's last clause, or in a remark after it, are its
     * context, not what it asks */
    for (size_t i = 0; i < q->n; i++)
        if ((q->t[i].tok < clause || q->t[i].tok >= remark) && q->t[i].tok < t.n)
            q->t[i].w *= FAQ_P(f, context_share);
    return 0;
}

int faq_query_add_prev(const struct faq *f, struct kb_analyzer *a, struct faq_query *q,
                       const char *text, double share, bool topic)
{
    struct faq_query prev = {.lang = q->lang};
    int rc = faq_query_build(f, a, text, strlen(text), &prev);
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

void faq_query_drop(struct faq_query *q, uint64_t words, bool keep_if_empty)
{
    size_t k = 0;
    for (size_t i = 0; i < q->n; i++)
        if (q->t[i].prev || q->t[i].tok >= FAQ_MAX_TOKENS || !((words >> q->t[i].tok) & 1))
            q->t[k++] = q->t[i];
    if (k || !keep_if_empty)
        q->n = k;
}

bool faq_query_has_own(const struct faq_query *q)
{
    for (size_t i = 0; i < q->n; i++)
        if (!q->t[i].prev)
            return true;
    return false;
}

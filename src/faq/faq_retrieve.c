/* faq_retrieve.c — from a question to ranked entries. The question is folded, stripped of
 * game names and filler, its misspelt words corrected against the rulebooks' vocabulary,
 * then analysed by the kb's own analyser (stems + glossary synonyms), so question and
 * entries are compared stem to stem. An entry scores by its best-matching way of asking
 * (idf-weighted Dice against its question and each paraphrase) blended with coverage: the
 * weighted share of the question's words found anywhere in the entry. Coverage is what
 * abstention looks at: words nothing in the knowledge base uses keep it low. */
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

enum { QUERY_TEXT_MAX = FAQ_MAX_TOKENS * FAQ_TOKEN_LEN };

/* Weights of the blend and of a follow-up's inherited words. */
static const double W_VARIANT = 0.6, W_COVERAGE = 0.4;

struct build_ctx {
    const struct faq *f;
    struct faq_query *q;
};

static int on_token(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                    size_t end)
{
    struct build_ctx *b = ctx;
    struct faq_query *q = b->q;
    char key[FAQ_TOKEN_LEN];
    (void)start;
    (void)end;
    if (len >= FAQ_TOKEN_LEN)
        len = FAQ_TOKEN_LEN - 1;
    memcpy(key, tok, len);
    key[len] = '\0';
    uint32_t id = faq_stem_find(b->f, key);
    if (colocated) {
        struct faq_term *t = q->n ? &q->t[q->n - 1] : NULL;
        if (t && id != FAQ_NO_STEM && t->nids < FAQ_MAX_SYN)
            t->ids[t->nids++] = id;
        return 0;
    }
    for (size_t i = 0; i < q->n; i++)
        if (q->t[i].nids && q->t[i].ids[0] == id && id != FAQ_NO_STEM)
            return 0; /* the same word twice counts once */
    if (q->n == FAQ_MAX_TOKENS)
        return 1;
    struct faq_term *t = &q->t[q->n++];
    memset(t, 0, sizeof *t);
    t->ids[0] = id;
    t->nids = 1;
    return 0;
}

int faq_query_build(const struct faq *f, struct kb_analyzer *a, const char *text, size_t len,
                    struct faq_query *q)
{
    struct faq_tokens t;
    char buf[QUERY_TEXT_MAX];
    size_t blen = 0;
    struct build_ctx b = {f, q};
    int rc;

    q->n = 0;
    faq_tokenize(text, len, &t);
    for (size_t i = 0; i < t.n; i++) {
        const char *w = t.tok[i];
        if (t.stop[i] || faq_alias_word(f, w) >= 0)
            continue;
        if (!faq_word_known(f, w) && !(w[0] >= '0' && w[0] <= '9')) {
            const char *c = faq_word_correct(f, w);
            if (c)
                w = c;
        }
        size_t wl = strlen(w);
        if (blen + wl + 1 >= sizeof buf)
            break;
        memcpy(buf + blen, w, wl);
        blen += wl;
        buf[blen++] = ' ';
    }
    rc = kb_analyze(a, buf, blen, q->lang == FAQ_LANG_EN ? KB_EN : KB_FR, true, on_token, &b);
    if (rc < 0)
        return rc;
    for (size_t i = 0; i < q->n; i++) {
        struct faq_term *term = &q->t[i];
        double w = faq_idf(f, FAQ_NO_STEM, q->lang);
        for (size_t k = 0; k < term->nids; k++) {
            if (term->ids[k] == FAQ_NO_STEM || f->stems[term->ids[k]].df[q->lang] == 0)
                continue;
            double wk = faq_idf(f, term->ids[k], q->lang);
            if (!term->known || wk < w)
                w = wk;
            term->known = true;
        }
        term->w = w;
    }
    return 0;
}

static bool has_id(const struct faq_variant *v, uint32_t id)
{
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (v->ids[mid] == id)
            return true;
        if (v->ids[mid] < id)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

static bool term_in(const struct faq_term *t, const struct faq_variant *v)
{
    for (size_t k = 0; k < t->nids; k++)
        if (t->ids[k] != FAQ_NO_STEM && has_id(v, t->ids[k]))
            return true;
    return false;
}

/* Scores doc d for q: fills coverage and returns the blended score. */
static double score_doc(const struct faq *f, const struct faq_query *q, const struct faq_doc *d,
                        double qsum, double *coverage)
{
    const struct faq_variant *all = &d->all[q->lang];
    double cov = 0, best = 0;
    (void)f;
    for (size_t i = 0; i < q->n; i++)
        if (term_in(&q->t[i], all))
            cov += q->t[i].w;
    for (size_t k = 0; k < d->nvar[q->lang]; k++) {
        const struct faq_variant *v = &d->var[q->lang][k];
        double num = 0;
        for (size_t i = 0; i < q->n; i++)
            if (term_in(&q->t[i], v))
                num += q->t[i].w;
        double sim = qsum + v->w > 0 ? 2 * num / (qsum + v->w) : 0;
        if (sim > best)
            best = sim;
    }
    *coverage = qsum > 0 ? cov / qsum : 0;
    return W_VARIANT * best + W_COVERAGE * *coverage;
}

size_t faq_rank(const struct faq *f, const struct faq_query *q, unsigned mask, struct faq_hit *hits,
                size_t cap)
{
    size_t n = 0;
    double qsum = 0;
    for (size_t i = 0; i < q->n; i++)
        qsum += q->t[i].w;
    if (qsum <= 0 || cap == 0)
        return 0;
    for (size_t i = 0; i < f->ndocs; i++) {
        const struct faq_doc *d = &f->docs[i];
        double cov;
        if (d->game < 0 || !(mask & (1u << d->game)))
            continue;
        double s = score_doc(f, q, d, qsum, &cov);
        if (cov <= 0)
            continue;
        size_t pos = n < cap ? n : cap;
        while (pos > 0 && hits[pos - 1].score < s)
            pos--;
        if (pos >= cap)
            continue;
        if (n < cap)
            n++;
        memmove(&hits[pos + 1], &hits[pos], (n - 1 - pos) * sizeof *hits);
        hits[pos] = (struct faq_hit){d, s, cov};
    }
    return n;
}

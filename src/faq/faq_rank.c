/* faq_rank.c — stage 4, rank: every entry of the games asked scored against the query. An
 * entry scores by its best-matching way of asking (idf-weighted cosine against its question
 * and each paraphrase), coverage (the weighted share of the question's words found anywhere
 * in it), bm25 over its whole text, pairs of words in a row, and whether it answers the kind
 * of question asked (its "answers" against the question's cues). Coverage, match and known
 * are kept on each hit: the decision stage reads them for abstention. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

/* Which question words each stem stands for: bit i of own[id] when id is word i's own
 * stem, of syn[id] when it is one of word i's synonyms. Scoring an entry then costs one
 * lookup per stem of the entry, whatever the number of synonyms. */
struct marks {
    uint64_t *own, *syn;
};

/* The weight of the words of q (those in include) that the set v holds: full for the
 * word's own stem, syn_share for a synonym only; the words held are added to *bits when
 * bits is not NULL. */
static double held(const struct faq *f, const struct faq_query *q, const struct marks *m,
                   const struct faq_variant *v, uint64_t include, uint64_t *bits)
{
    uint64_t own = 0, syn = 0;
    double w = 0;
    for (size_t j = 0; j < v->n; j++) {
        own |= m->own[v->ids[j]];
        syn |= m->syn[v->ids[j]];
    }
    own &= include;
    syn &= include & ~own;
    if (bits)
        *bits |= own | syn;
    for (size_t i = 0; i < q->n && (own | syn); i++) {
        uint64_t bit = (uint64_t)1 << i;
        if (own & bit)
            w += q->t[i].w;
        else if (syn & bit)
            w += q->t[i].w * FAQ_P(f, syn_share);
        own &= ~bit;
        syn &= ~bit;
    }
    return w;
}

/* The bm25 of d's whole text for q. */
static double bm25(const struct faq *f, const struct faq_query *q, const struct marks *m,
                   const struct faq_doc *d)
{
    const struct faq_variant *all = &d->all[q->lang];
    double tf_own[FAQ_MAX_TOKENS] = {0}, tf_syn[FAQ_MAX_TOKENS] = {0}, s = 0;
    double norm = FAQ_P(f, bm25_k1) * (1 - FAQ_P(f, bm25_b) +
                                       FAQ_P(f, bm25_b) * (double)all->len /
                                           (f->avglen[q->lang] > 0 ? f->avglen[q->lang] : 1));
    for (size_t j = 0; j < all->n; j++) {
        uint64_t own = m->own[all->ids[j]], syn = m->syn[all->ids[j]];
        for (size_t i = 0; i < q->n && (own | syn); i++) {
            uint64_t bit = (uint64_t)1 << i;
            if (own & bit)
                tf_own[i] += all->tf[j];
            if (syn & bit)
                tf_syn[i] += all->tf[j];
            own &= ~bit;
            syn &= ~bit;
        }
    }
    for (size_t i = 0; i < q->n; i++) {
        double tf = tf_own[i] > 0 ? tf_own[i] : FAQ_P(f, syn_share) * tf_syn[i];
        s += q->t[i].w * tf * (FAQ_P(f, bm25_k1) + 1) / (tf + norm);
    }
    return s;
}

double faq_term_weight(const struct faq *f, const struct faq_term *t)
{
    /* a correct word of the language no entry uses weighs only a share (neutral) */
    return t->known       ? t->w
           : t->lang_word ? t->w * FAQ_P(f, lang_word_share)
           : t->misspelt  ? t->w * FAQ_P(f, unknown_share)
                          : t->w;
}

/* What a question weighs, split the ways scoring needs it, and its pairs of consecutive
 * own words. */
struct weights {
    double asked, own, topic; /* sums: words asked (not topic), own known words, topic */
    double own_all;           /* own words, known or not */
    bool own_says;            /* an own known word other than a number */
    uint64_t asked_bits, own_bits, topic_bits, num_bits, main_bit;
    size_t npairs;
    uint64_t pair[FAQ_MAX_TOKENS];
    double pair_w[FAQ_MAX_TOKENS], pairs;
};

static bool has_pair(const struct faq_variant *v, uint64_t key)
{
    size_t lo = 0, hi = v->nbi;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (v->bi[mid] == key)
            return true;
        if (v->bi[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return false;
}

/* True when the question's words from word from on, within span words of it and before the
 * next sentence, hold the case's words first to last (words[w]: the question's words that are
 * word w of the case), but those in done, already told by the previous question. */
static bool in_order(const struct faq_query *q, const uint64_t *words, unsigned nwords,
                     unsigned done, size_t from, size_t span)
{
    size_t j = from, last = from + span < FAQ_MAX_TOKENS ? from + span : FAQ_MAX_TOKENS - 1;
    for (size_t k = from + 1; k <= last; k++)
        if ((q->sentences >> k) & 1) {
            last = k - 1;
            break;
        }
    for (unsigned w = 0; w < nwords; w++) {
        if ((done >> w) & 1)
            continue;
        while (j <= last && !((words[w] >> j) & 1))
            j++;
        if (j > last)
            return false;
        j++;
    }
    return true;
}

/* True when the question states case cs: its words (their own stems, not synonyms: a case is
 * said in its words) in their order among close words of one sentence of the question, or,
 * when prev_done, some of them in the previous exchange (« et si c'est vide ? » after an
 * answer on the corresponding pit). */
static bool states_one(const struct faq *f, const struct faq_query *q, const struct marks *m,
                       const struct faq_case *cs, bool prev_done)
{
    size_t span = (size_t)FAQ_P(f, case_span);
    uint64_t words[KB_CASE_WORDS_MAX] = {0}, said = 0;
    unsigned done = 0;
    for (size_t k = 0; k < cs->n; k++) {
        uint64_t terms = m->own[cs->ids[k]];
        for (size_t i = 0; i < q->n; i++) {
            if (!((terms >> i) & 1))
                continue;
            if (!q->t[i].prev)
                words[cs->slot[k]] |= q->t[i].at;
            else if (prev_done)
                done |= 1u << cs->slot[k];
        }
    }
    for (unsigned w = 0; w < cs->nslots; w++)
        said |= words[w];
    for (size_t i = 0; said && i < FAQ_MAX_TOKENS; i++)
        if (((said >> i) & 1) && in_order(q, words, cs->nslots, done, i, span))
            return true;
    return false;
}

/* True when the question states one of the cases d declares (for a follow-up, some of its
 * words may be the previous exchange's). */
static bool states_case(const struct faq *f, const struct faq_query *q, const struct marks *m,
                        const struct faq_doc *d)
{
    for (size_t c = 0; c < d->ncases[q->lang]; c++)
        if (states_one(f, q, m, &d->cases[q->lang][c], true))
            return true;
    return false;
}

/* The first of d's leads (the propositions its yes_no answers, most specific first) whose
 * words the question itself says, or -1. */
static int says_lead(const struct faq *f, const struct faq_query *q, const struct marks *m,
                     const struct faq_doc *d)
{
    const struct kb_entry *e = d->entry;
    size_t c = 0;
    for (size_t k = 0; k < e->n_leads; k++) {
        const struct kb_strs *ps = q->lang == FAQ_LANG_EN ? &e->leads[k].en : &e->leads[k].fr;
        for (size_t p = 0; p < ps->n && c < d->nleads[q->lang]; p++, c++)
            if (states_one(f, q, m, &d->leads[q->lang][c], false))
                return (int)k;
    }
    return -1;
}

/* Scores doc d for q into h. Ranking matches each way of asking against the words asked
 * (the question's and, for a follow-up, the previous question's); coverage and match (what
 * abstention looks at) count the question's own words only, or the previous question's too
 * for a bare follow-up, one whose own words are at most numbers (« et à 2 ? » asks the
 * previous question for another setting); the previous answer's topic words only add a
 * small bonus. */
static void score_doc(const struct faq *f, const struct faq_query *q, const struct marks *m,
                      const struct faq_doc *d, const struct weights *w, struct faq_hit *h)
{
    double best = 0, best_own = 0, best_pairs = 0;
    uint64_t counted = w->own_says ? w->own_bits & w->asked_bits : w->asked_bits;
    double base = w->own_says ? w->own : w->asked;
    for (size_t k = 0; k < d->nvar[q->lang]; k++) {
        const struct faq_variant *v = &d->var[q->lang][k];
        double sim = v->w > 0 ? held(f, q, m, v, w->asked_bits, NULL) / sqrt(w->asked * v->w) : 0;
        double own = 2 * held(f, q, m, v, counted, NULL) / (base + v->w);
        if (sim > best)
            best = sim;
        if (own > best_own)
            best_own = own;
        double pairs = 0;
        for (size_t i = 0; i < w->npairs; i++)
            if (has_pair(v, w->pair[i]))
                pairs += w->pair_w[i];
        if (pairs > best_pairs)
            best_pairs = pairs;
    }
    uint64_t in_all = 0;
    double cov = held(f, q, m, &d->all[q->lang], counted, &in_all);
    if (d->has_num[q->lang])
        for (size_t i = 0; i < q->n; i++) {
            uint64_t bit = (uint64_t)1 << i;
            if ((w->num_bits & counted & ~in_all) & bit) {
                cov += q->t[i].w;
                in_all |= bit;
            }
        }
    h->doc = d;
    h->coverage = base > 0 ? cov / base : 0;
    h->match = best_own;
    h->known = w->own_all > 0 ? w->own / w->own_all : 1;
    h->main = w->main_bit == 0 || (in_all & w->main_bit) != 0;
    h->score = FAQ_P(f, w_variant) * best + FAQ_P(f, w_coverage) * h->coverage;
    if (w->pairs > 0)
        h->score += FAQ_P(f, w_bigram) * best_pairs / w->pairs;
    /* the kind of question asked against the kinds the entry declares it answers */
    if (q->kinds && d->kinds)
        h->score = q->kinds & d->kinds ? h->score + FAQ_P(f, w_kind)
                                       : h->score * FAQ_P(f, kind_miss_share);
    /* a case the rulebook leaves open yields to a rule it states, all else near equal */
    if (d->entry->kind == KB_KIND_SILENT)
        h->score *= FAQ_P(f, silent_share);
    if (w->topic > 0)
        h->score +=
            FAQ_P(f, w_topic) * held(f, q, m, &d->all[q->lang], w->topic_bits, NULL) / w->topic;
    /* the case the entry covers, told anywhere in the question (a story tells it) */
    h->stated = states_case(f, q, m, d);
    h->says = says_lead(f, q, m, d);
}

/* True when specific narrows general (the entry's "refines" field). */
static bool refines(const struct faq_doc *specific, const struct faq_doc *general)
{
    return specific->refines == general;
}

/* True when a stem of the specific entry's own question stands for a word (or synonym) of
 * the question that the general entry's question does not hold already: « je capture chez moi ? »
 * asks nothing « quand capture-t-on ? » does not, even if « prendre », a synonym of « capturer »,
 * is in the specific question only. */
static bool asks_specific(const struct marks *m, const struct faq_query *q,
                          const struct faq_doc *specific, const struct faq_doc *general)
{
    const struct faq_variant *sv, *gv;
    enum faq_lang lang = q->lang;
    uint64_t held = 0;
    if (specific->nvar[lang] == 0 || general->nvar[lang] == 0)
        return true;
    sv = &specific->var[lang][0];
    gv = &general->var[lang][0];
    for (size_t k = 0; k < gv->n; k++)
        held |= m->own[gv->ids[k]] | m->syn[gv->ids[k]];
    for (size_t j = 0; j < sv->n; j++)
        if ((m->own[sv->ids[j]] | m->syn[sv->ids[j]]) & ~held)
            return true;
    return false;
}

int faq_hit_cmp(const void *a, const void *b)
{
    double x = ((const struct faq_hit *)a)->score, y = ((const struct faq_hit *)b)->score;
    return (x < y) - (x > y);
}

/* True when the question asks what the hit h adds to general, the entry it refines: the case
 * h declares, stated; for an entry declaring no case, a word of its own question the general's
 * does not hold. */
static bool asks_case(const struct marks *m, const struct faq_query *q, const struct faq_hit *h,
                      const struct faq_doc *general)
{
    if (h->doc->ncases[q->lang] > 0)
        return h->stated;
    return asks_specific(m, q, h->doc, general);
}

/* Orders each hit against the hit it refines: before it when the question asks what it adds
 * (its case stated), after it when not and the general one covers the question as well. */
static void prefer_general(const struct faq *f, const struct faq_query *q, const struct marks *m,
                           struct faq_hit *hits, size_t n)
{
    bool moved = false;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            if (i == j || !refines(hits[i].doc, hits[j].doc))
                continue;
            bool asks = asks_case(m, q, &hits[i], hits[j].doc);
            if (hits[i].stated && hits[i].score <= hits[j].score) {
                /* it ranks before the entry it narrows */
                hits[i].score = hits[j].score / FAQ_P(f, specific_share);
                moved = true;
                break;
            }
            if (!asks && hits[j].coverage >= hits[i].coverage) {
                /* it ranks after the entry it narrows */
                double under = hits[j].score * FAQ_P(f, specific_share);
                hits[i].score *= FAQ_P(f, specific_share);
                if (hits[i].score > under)
                    hits[i].score = under;
                moved = true;
                break;
            }
        }
    if (moved)
        qsort(hits, n, sizeof *hits, faq_hit_cmp);
}

size_t faq_rank(const struct faq *f, const struct faq_query *q, unsigned mask, struct faq_hit *hits,
                size_t cap)
{
    size_t n = 0;
    struct weights w = {0};
    struct marks m = {NULL, NULL};
    double *bm = NULL, bm_max = 0;
    double main_w = 0;
    for (size_t i = 0; i < q->n; i++) {
        uint64_t bit = (uint64_t)1 << i;
        if (q->t[i].num)
            w.num_bits |= bit;
        if (!q->t[i].prev && !q->t[i].aside)
            w.own_all += faq_term_weight(f, &q->t[i]);
        if (!q->t[i].prev && q->t[i].known) {
            w.own += q->t[i].w;
            w.own_bits |= bit;
            w.own_says = w.own_says || !q->t[i].num;
            if (!q->t[i].num && q->t[i].w > main_w) {
                main_w = q->t[i].w;
                w.main_bit = bit;
            }
        }
        if (q->t[i].topic) {
            w.topic += q->t[i].w;
            w.topic_bits |= bit;
        } else {
            w.asked += q->t[i].w;
            w.asked_bits |= bit;
        }
    }
    if (w.asked <= 0 || cap == 0)
        return 0;
    for (size_t i = 0; i + 1 < q->n; i++) {
        const struct faq_term *a = &q->t[i], *b = &q->t[i + 1];
        if (a->prev || b->prev || a->ids[0] == FAQ_NO_STEM || b->ids[0] == FAQ_NO_STEM)
            continue;
        w.pair[w.npairs] = (uint64_t)a->ids[0] << 32 | b->ids[0];
        w.pair_w[w.npairs] = (a->w + b->w) / 2;
        w.pairs += w.pair_w[w.npairs++];
    }
    m.own = calloc(f->nstems ? f->nstems : 1, sizeof *m.own);
    m.syn = calloc(f->nstems ? f->nstems : 1, sizeof *m.syn);
    if (!m.own || !m.syn)
        goto out_free_marks; /* no memory: no hits, the question is abstained on */
    for (size_t i = 0; i < q->n; i++)
        for (size_t k = 0; k < q->t[i].nids; k++)
            if (q->t[i].ids[k] != FAQ_NO_STEM)
                (k < q->t[i].nown ? m.own : m.syn)[q->t[i].ids[k]] |= (uint64_t)1 << i;
    bm = calloc(f->ndocs ? f->ndocs : 1, sizeof *bm);
    if (!bm)
        goto out_free_marks;
    for (size_t i = 0; i < f->ndocs; i++) {
        const struct faq_doc *d = &f->docs[i];
        if (d->game >= 0 && (mask & (1u << d->game)) && (bm[i] = bm25(f, q, &m, d)) > bm_max)
            bm_max = bm[i];
    }
    for (size_t i = 0; i < f->ndocs; i++) {
        const struct faq_doc *d = &f->docs[i];
        struct faq_hit h;
        /* « et l'autre façon ? »: neither that entry nor one narrowing it */
        if (d->game < 0 || !(mask & (1u << d->game)) ||
            (q->exclude && (d == q->exclude || d->refines == q->exclude)))
            continue;
        score_doc(f, q, &m, d, &w, &h);
        if (bm_max > 0)
            h.score += FAQ_P(f, w_bm25) * bm[i] / bm_max;
        if (h.score <= 0)
            continue;
        size_t pos = n < cap ? n : cap;
        while (pos > 0 && hits[pos - 1].score < h.score)
            pos--;
        if (pos >= cap)
            continue;
        if (n < cap)
            n++;
        memmove(&hits[pos + 1], &hits[pos], (n - 1 - pos) * sizeof *hits);
        hits[pos] = h;
    }
    prefer_general(f, q, &m, hits, n);
out_free_marks:
    free(bm);
    free(m.own);
    free(m.syn);
    return n;
}

/* faq_retrieve.c — from a question to ranked entries. The question is folded, stripped of
 * game names and filler, its misspelt words corrected against the rulebooks' vocabulary,
 * then analysed by the kb's own analyser (stems + glossary synonyms), so question and
 * entries are compared stem to stem. An entry scores by its best-matching way of asking
 * (idf-weighted Dice against its question and each paraphrase) blended with coverage: the
 * weighted share of the question's words found anywhere in the entry. Coverage is what
 * abstention looks at: words nothing in the knowledge base uses keep it low. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

enum { QUERY_TEXT_MAX = FAQ_MAX_TOKENS * FAQ_TOKEN_LEN, FAMILY_MIN = 5, FAMILY_GAP = 3 };

/* Weights of the blend: best way of asking, coverage; a word found only through a synonym
 * counts for this share of its weight, so the player's own word is preferred. */
static const double W_VARIANT = 0.6, W_COVERAGE = 0.4, SYN_SHARE = 0.7;
/* bm25 over each entry's whole text (question, paraphrases, answer), normalised by the best
 * entry's, joins the blend with this weight: it rewards repeated and rarer words, which
 * set-based matching ignores. */
static const double W_BM25 = 0.4, BM25_K1 = 1.2, BM25_B = 0.75;
/* Two of the question's words in a row found in a row in a way of asking ("premier coup",
 * "trou correspondant", "tour de plus") add up to this much. */
static const double W_BIGRAM = 0.2;
/* A follow-up's previous answer (its topic) weighs this much at most. */
static const double W_TOPIC = 0.2;
/* A more specific entry (« awale.grand-chelem-seul-coup » beside « awale.grand-chelem ») keeps
 * this share of its score when the question has none of the words only its question has. */
static const double SPECIFIC_SHARE = 0.85;

/* Everyday words players use for the same idea, beyond the games' glossaries (folded;
 * French and English together). Each word of a question found here also matches the
 * group's other words. */
static const char *const everyday[][32] = {
    {"gagner", "gagne", "gagnes", "gagnant", "remporte", "remporter", "vainqueur", "victoire",
     "emporte", "win", "wins", "winner", "won", NULL},
    {"commencer", "commence", "debute", "debuter", "demarre", "demarrer", "start", "starts",
     "begin", "begins", NULL},
    {"ramasser", "ramasse", "prendre", "prend",  "prends", "recuperer", "recupere", "take",
     "takes",    "pick",    "bouffer", "bouffe", "manger", "mange",     "piquer",   "pique",
     "choper",   "chope",   "rafler",  "rafle",  "voler",  "vole",      NULL},
    /* folded, « piqués » and « tu piques » are one word: read as what was taken */
    {"prises", "capturees", "piquees", "piquee", "piques", "chopees", "chopes", "raflees", "rafles",
     "bouffees", "bouffes", "mangees", "manges", "volees", "voles", "gagnees", "taken", "captured",
     NULL},
    {"abandonner", "abandonne", "abandon", "forfait", "resign", "resigns", "concede", NULL},
    {"finir", "finit", "fin", "termine", "terminer", "arrete", "arreter", "end", "ends", "finish",
     "over", NULL},
    {"egalite", "nul", "exaequo", "tie", "draw", "tied", NULL},
    {"duree", "dure", "durer", "temps", "minutes", "long", "length", "time", NULL},
    {"age", "ans", "enfant", "enfants", "old", "kids", NULL},
    {"objectif", "but", "goal", "aim", "object", "purpose", NULL},
    {"diagonale", "diagonal", "diagonally", "biais", "diagonales", NULL},
    {"vide", "vides", "empty", "libre", "inoccupee", NULL},
    {"rejouer", "rejoue", "again", "extra", "supplementaire", "encore", "another", "bonus", NULL},
    {"joueurs", "joueur", "personnes", "players", "player", "people", NULL},
    {"poser", "pose", "mettre", "mets", "met", "placer", "place", "put", "fous", "fout", "foutre",
     "colle", "coller", "range", "ranger", "rangent", NULL},
    {"semer",   "seme",    "semes",  "semees",    "egrener",    "egrene",   "egrainer",
     "egraine", "deposer", "depose", "deposes",   "balance",    "balances", "balancer",
     "lache",   "laches",  "lacher", "distribue", "distribuer", "sow",      "sows",
     "sown",    "drop",    "drops",  NULL},
    {"passer", "passe", "pass", "skip", NULL},
    {"plateau", "board", "planche", "tablier", NULL},
    {"regle", "regles", "rules", "rule", NULL},
    {"adversaire", "adverse", "adversaires", "autre", "opposant", "opponent", "opponents", "other",
     NULL},
    {"repetition", "repete", "repeter", "reviennent", "revient", "boucle", "infini", "indefiniment",
     "loop", "loops", "cycle", "repeat", "repeats", NULL},
};
enum { N_EVERYDAY = sizeof everyday / sizeof everyday[0] };

static int everyday_group(const char *w)
{
    for (int g = 0; g < N_EVERYDAY; g++)
        for (const char *const *p = everyday[g]; *p; p++)
            if (strcmp(*p, w) == 0)
                return g;
    return -1;
}

struct collect_ctx {
    const struct faq *f;
    uint32_t *ids;
    size_t *n;
};

static int collect_known(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                         size_t end);

int faq_everyday_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err)
{
    f->everyday = calloc(N_EVERYDAY, sizeof *f->everyday);
    f->neveryday = calloc(N_EVERYDAY, sizeof *f->neveryday);
    if (!f->everyday || !f->neveryday)
        return arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante (synonymes)");
    for (int g = 0; g < N_EVERYDAY; g++)
        for (int lang = FAQ_LANG_FR; lang <= FAQ_LANG_EN; lang++) {
            struct collect_ctx c = {f, f->everyday[g][lang], &f->neveryday[g][lang]};
            for (const char *const *p = everyday[g]; *p; p++)
                kb_analyze(a, *p, strlen(*p), lang == FAQ_LANG_EN ? KB_EN : KB_FR, false,
                           collect_known, &c);
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
        if (q->t[i].ids[0] == id && id != FAQ_NO_STEM)
            return 0; /* the same word twice counts once */
    if (q->n == FAQ_MAX_TOKENS)
        return 1;
    b->start[q->n] = start;
    struct faq_term *t = &q->t[q->n++];
    memset(t, 0, sizeof *t);
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
 * prefix of the other, both of at least FAMILY_MIN letters, at most FAMILY_GAP apart
 * (the stemmer leaves « premier »/« premi », « égrainage »/« égrain » apart). Runs before
 * any synonym is added: the word's own forms come first in ids. */
static void add_family(const struct faq *f, enum faq_lang lang, struct faq_term *t)
{
    const struct faq_stem *st = faq_stem_at(f, t->ids[0]);
    const char *s = st ? st->s : NULL;
    size_t ls = s ? strlen(s) : 0;
    t->nown = 1;
    if (ls < FAMILY_MIN)
        return;
    for (uint32_t id = 0; id < f->nstems && t->nids < FAQ_MAX_SYN; id++) {
        const char *c = f->stems[id].s;
        size_t lc = strlen(c);
        if (id == t->ids[0] || f->stems[id].df[lang] == 0 || lc < FAMILY_MIN ||
            (lc > ls ? lc - ls : ls - lc) > FAMILY_GAP || strncmp(s, c, lc < ls ? lc : ls) != 0)
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
 * or being. The number then stands for the players. */
static bool counts_players(const struct faq_tokens *t, size_t i)
{
    static const char *const numbers[] = {"2",    "3",     "4",      "5",    "6",
                                          "deux", "trois", "quatre", "cinq", "six",
                                          "two",  "three", "four",   "five", NULL};
    static const char *const verbs[] = {"jouer",  "joue", "jouent", "jouons", "jouable", "etre",
                                        "sommes", "etes", "play",   "played", NULL};
    static const char *const to[] = {"a", NULL};
    if (!faq_tok_is(t, i, numbers) ||
        !((i > 0 && faq_tok_is(t, i - 1, to)) || faq_tok_is(t, i + 1, to)))
        return false;
    for (size_t k = 0; k < t->n; k++)
        if (faq_tok_is(t, k, verbs))
            return true;
    return false;
}

int faq_query_build(const struct faq *f, struct kb_analyzer *a, const char *text, size_t len,
                    struct faq_query *q)
{
    struct faq_tokens t;
    char buf[QUERY_TEXT_MAX];
    size_t blen = 0, nw = 0, woff[FAQ_MAX_TOKENS];
    int wgroup[FAQ_MAX_TOKENS];
    bool wnum[FAQ_MAX_TOKENS];
    struct build_ctx b = {.f = f, .q = q};
    enum kb_lang lang = q->lang == FAQ_LANG_EN ? KB_EN : KB_FR;
    int rc;

    q->n = 0;
    faq_tokenize(text, len, &t);
    for (size_t i = 0; i < t.n; i++) {
        const char *w = t.tok[i];
        if (t.filler[i] || faq_is_stop_in(w, q->lang) || faq_alias_word(f, w) >= 0)
            continue;
        if (counts_players(&t, i))
            w = "joueurs";
        else if (!faq_word_known(f, w) && !(w[0] >= '0' && w[0] <= '9')) {
            const char *c = faq_word_correct(f, w);
            if (c)
                w = c;
            if (faq_alias_word(f, w) >= 0)
                continue; /* « descargots »: a game's name, typed without its apostrophe */
        }
        size_t wl = strlen(w);
        if (blen + wl + 1 >= sizeof buf)
            break;
        woff[nw] = blen;
        /* the rules' numbers are small: a year or a price (« 2019 », « 150 ») is no number
         * the rulebooks could answer with, it stays an unknown word */
        wnum[nw] = w[strspn(w, "0123456789")] == '\0' && strlen(w) <= 2;
        wgroup[nw++] = everyday_group(w);
        memcpy(buf + blen, w, wl);
        blen += wl;
        buf[blen++] = ' ';
    }
    if ((rc = kb_analyze(a, buf, blen, lang, false, on_token, &b)) < 0)
        return rc;
    /* « qui » qualifies a question, it is none by itself (« tu es qui ? ») */
    if (q->n > 0 && faq_asks_who(&t, q->lang) && faq_stem_find(f, FAQ_WHO) != FAQ_NO_STEM)
        on_token(&b, FAQ_WHO, strlen(FAQ_WHO), false, blen, blen); /* past every word */
    for (size_t i = 0; i < q->n; i++)
        add_family(f, q->lang, &q->t[i]);
    b.synonyms = true;
    if ((rc = kb_analyze(a, buf, blen, lang, true, on_token, &b)) < 0)
        return rc;
    for (size_t i = 0; i < q->n; i++)
        for (size_t k = 0; k < nw; k++)
            if (woff[k] == b.start[i]) {
                if (wgroup[k] >= 0)
                    add_everyday(f, wgroup[k], q->lang, &q->t[i]);
                q->t[i].num = wnum[k];
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
        if (term->num) {
            /* a number the rulebooks never write is still a number: as informative as a
             * common word, held by any entry that states a number */
            term->known = true;
            term->w /= 2;
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
    }
    return 0;
}

/* Which question words each stem stands for: bit i of own[id] when id is word i's own
 * stem, of syn[id] when it is one of word i's synonyms. Scoring an entry then costs one
 * lookup per stem of the entry, whatever the number of synonyms. */
struct marks {
    uint64_t *own, *syn;
};

/* The weight of the words of q (those in include) that the set v holds: full for the
 * word's own stem, SYN_SHARE for a synonym only; the words held are added to *bits when
 * bits is not NULL. */
static double held(const struct faq_query *q, const struct marks *m, const struct faq_variant *v,
                   uint64_t include, uint64_t *bits)
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
            w += q->t[i].w * SYN_SHARE;
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
    double norm =
        BM25_K1 * (1 - BM25_B +
                   BM25_B * (double)all->len / (f->avglen[q->lang] > 0 ? f->avglen[q->lang] : 1));
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
        double tf = tf_own[i] > 0 ? tf_own[i] : SYN_SHARE * tf_syn[i];
        s += q->t[i].w * tf * (BM25_K1 + 1) / (tf + norm);
    }
    return s;
}

/* What a question weighs, split the ways scoring needs it, and its pairs of consecutive
 * own words. */
struct weights {
    double asked, own, topic; /* sums: words asked (not topic), own known words, topic */
    double own_all;           /* own words, known or not */
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

/* Scores doc d for q into h. Ranking matches each way of asking against the words asked
 * (the question's and, for a follow-up, the previous question's); coverage and match (what
 * abstention looks at) count the question's own words only, or the previous question's
 * for a bare follow-up; the previous answer's topic words only add a small bonus. */
static void score_doc(const struct faq_query *q, const struct marks *m, const struct faq_doc *d,
                      const struct weights *w, struct faq_hit *h)
{
    double best = 0, best_own = 0, best_pairs = 0;
    uint64_t counted = w->own > 0 ? w->own_bits & w->asked_bits : w->asked_bits;
    double base = w->own > 0 ? w->own : w->asked;
    for (size_t k = 0; k < d->nvar[q->lang]; k++) {
        const struct faq_variant *v = &d->var[q->lang][k];
        double sim = v->w > 0 ? held(q, m, v, w->asked_bits, NULL) / sqrt(w->asked * v->w) : 0;
        double own = 2 * held(q, m, v, counted, NULL) / (base + v->w);
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
    double cov = held(q, m, &d->all[q->lang], counted, &in_all);
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
    h->score = W_VARIANT * best + W_COVERAGE * h->coverage;
    if (w->pairs > 0)
        h->score += W_BIGRAM * best_pairs / w->pairs;
    if (w->topic > 0)
        h->score += W_TOPIC * held(q, m, &d->all[q->lang], w->topic_bits, NULL) / w->topic;
}

/* True when the entry id general + "-…" names a more specific case of general. */
static bool refines(const struct faq_doc *specific, const struct faq_doc *general)
{
    const char *s = specific->entry->id, *g = general->entry->id;
    size_t gl = strlen(g);
    return specific->game == general->game && strncmp(s, g, gl) == 0 && s[gl] == '-';
}

/* True when a stem of the specific entry's own question, absent from the general one's, is
 * a word (or synonym) of the question. */
static bool asks_specific(const struct marks *m, const struct faq_doc *specific,
                          const struct faq_doc *general, enum faq_lang lang)
{
    const struct faq_variant *sv, *gv;
    if (specific->nvar[lang] == 0 || general->nvar[lang] == 0)
        return true;
    sv = &specific->var[lang][0];
    gv = &general->var[lang][0];
    for (size_t j = 0; j < sv->n; j++) {
        bool shared = false;
        for (size_t k = 0; k < gv->n && !shared; k++)
            shared = gv->ids[k] == sv->ids[j];
        if (!shared && (m->own[sv->ids[j]] | m->syn[sv->ids[j]]))
            return true;
    }
    return false;
}

int faq_hit_cmp(const void *a, const void *b)
{
    double x = ((const struct faq_hit *)a)->score, y = ((const struct faq_hit *)b)->score;
    return (x < y) - (x > y);
}

/* Lowers the hits that refine another hit covering the question as well, when the question
 * does not ask what they add. */
static void prefer_general(const struct faq_query *q, const struct marks *m, struct faq_hit *hits,
                           size_t n)
{
    bool moved = false;
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++)
            if (i != j && refines(hits[i].doc, hits[j].doc) &&
                hits[j].coverage >= hits[i].coverage &&
                !asks_specific(m, hits[i].doc, hits[j].doc, q->lang)) {
                hits[i].score *= SPECIFIC_SHARE;
                moved = true;
                break;
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
        if (!q->t[i].prev)
            w.own_all += q->t[i].w;
        if (!q->t[i].prev && q->t[i].known) {
            w.own += q->t[i].w;
            w.own_bits |= bit;
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
        if (d->game < 0 || !(mask & (1u << d->game)))
            continue;
        score_doc(q, &m, d, &w, &h);
        if (bm_max > 0)
            h.score += W_BM25 * bm[i] / bm_max;
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
    prefer_general(q, &m, hits, n);
out_free_marks:
    free(bm);
    free(m.own);
    free(m.syn);
    return n;
}

/* faq_index.c — the assistant's view of the knowledge base: every entry analysed once by the
 * kb analyser (the index's own tokenizer) into stem-id sets per language, the vocabulary
 * with document frequencies and the games using each stem, and the folded words of every
 * text (to tell an ordinary word from a misspelt game name). Built by faq_new, read-only
 * afterwards, so any number of threads rank against it. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_hash.h"
#include "faq_int.h"

uint32_t faq_stem_find(const struct faq *f, const char *s)
{
    if (f->hcap == 0)
        return FAQ_NO_STEM;
    for (size_t i = arb_hash_str(s) & (f->hcap - 1);; i = (i + 1) & (f->hcap - 1)) {
        uint32_t v = f->htab[i];
        if (v == 0)
            return FAQ_NO_STEM;
        if (strcmp(f->stems[v - 1].s, s) == 0)
            return v - 1;
    }
}

const struct faq_stem *faq_stem_at(const struct faq *f, uint32_t id)
{
    return id < f->nstems ? &f->stems[id] : NULL;
}

static int grow_htab(struct faq *f)
{
    size_t cap = f->hcap ? f->hcap * 2 : 1024;
    uint32_t *t = calloc(cap, sizeof *t);
    if (!t)
        return -ARB_ERR_NOMEM;
    for (uint32_t id = 0; id < f->nstems; id++) {
        size_t i = arb_hash_str(f->stems[id].s) & (cap - 1);
        while (t[i])
            i = (i + 1) & (cap - 1);
        t[i] = id + 1;
    }
    free(f->htab);
    f->htab = t;
    f->hcap = cap;
    return 0;
}

/* The id of stem s (cut to FAQ_TOKEN_LEN - 1 bytes), added when new; FAQ_NO_STEM when out
 * of memory. */
static uint32_t stem_intern(struct faq *f, const char *s, size_t len)
{
    char key[FAQ_TOKEN_LEN];
    if (len >= FAQ_TOKEN_LEN)
        len = FAQ_TOKEN_LEN - 1;
    memcpy(key, s, len);
    key[len] = '\0';
    uint32_t id = faq_stem_find(f, key);
    if (id != FAQ_NO_STEM)
        return id;
    if ((f->nstems + 1) * 2 > f->hcap && grow_htab(f) < 0)
        return FAQ_NO_STEM;
    if (f->nstems == f->capstems) {
        size_t cap = f->capstems ? f->capstems * 2 : 512;
        struct faq_stem *ns = realloc(f->stems, cap * sizeof *ns);
        if (!ns)
            return FAQ_NO_STEM;
        f->stems = ns;
        f->capstems = cap;
    }
    id = (uint32_t)f->nstems++;
    memset(&f->stems[id], 0, sizeof f->stems[id]);
    memcpy(f->stems[id].s, key, len + 1);
    size_t i = arb_hash_str(key) & (f->hcap - 1);
    while (f->htab[i])
        i = (i + 1) & (f->hcap - 1);
    f->htab[i] = id + 1;
    return id;
}

/* A growing list of stem ids, collected from one or more texts. */
struct idlist {
    struct faq *f;
    uint32_t *v;
    size_t n, cap;
    int rc;
};

static int collect(void *ctx, const char *tok, size_t len, bool colocated, size_t start, size_t end)
{
    struct idlist *l = ctx;
    (void)start;
    (void)end;
    if (colocated)
        return 0;
    uint32_t id = stem_intern(l->f, tok, len);
    if (id == FAQ_NO_STEM)
        goto nomem;
    if (l->n == l->cap) {
        size_t cap = l->cap ? l->cap * 2 : 32;
        uint32_t *nv = realloc(l->v, cap * sizeof *nv);
        if (!nv)
            goto nomem;
        l->v = nv;
        l->cap = cap;
    }
    l->v[l->n++] = id;
    return 0;
nomem:
    l->rc = -ARB_ERR_NOMEM;
    return 1;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

static int cmp_u64(const void *a, const void *b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/* The pairs of consecutive stems of l (in text order), sorted, into v->bi. */
static int to_bigrams(const struct idlist *l, struct faq_variant *v)
{
    if (l->n < 2)
        return 0;
    if (!(v->bi = malloc((l->n - 1) * sizeof *v->bi)))
        return -ARB_ERR_NOMEM;
    for (size_t i = 0; i + 1 < l->n; i++)
        v->bi[i] = (uint64_t)l->v[i] << 32 | l->v[i + 1];
    v->nbi = l->n - 1;
    qsort(v->bi, v->nbi, sizeof *v->bi, cmp_u64);
    return 0;
}

/* Sorts and deduplicates l into a variant (taking l's array); with counts, also keeps how
 * often each id occurs and the number of words (a whole text), else the consecutive pairs
 * (a way of asking). 0 or -ARB_ERR_NOMEM. */
static int to_variant(struct idlist *l, struct faq_variant *v, bool counts)
{
    size_t n = 0;
    if (counts && !(v->tf = calloc(l->n ? l->n : 1, sizeof *v->tf)))
        return -ARB_ERR_NOMEM;
    if (!counts && to_bigrams(l, v) < 0)
        return -ARB_ERR_NOMEM;
    if (l->n)
        qsort(l->v, l->n, sizeof *l->v, cmp_u32);
    for (size_t i = 0; i < l->n; i++) {
        if (n == 0 || l->v[n - 1] != l->v[i])
            l->v[n++] = l->v[i];
        if (counts && v->tf[n - 1] < UINT16_MAX)
            v->tf[n - 1]++;
    }
    v->ids = l->v;
    v->n = n;
    v->len = l->n;
    l->v = NULL;
    l->n = l->cap = 0;
    return 0;
}

/* Appends the ids of from to l (a variant's stems join its entry's all-text set: the text is
 * analysed once). 0 or -ARB_ERR_NOMEM. */
static int append(struct idlist *l, const struct idlist *from)
{
    if (l->n + from->n > l->cap) {
        size_t cap = l->cap ? l->cap : 32;
        while (cap < l->n + from->n)
            cap *= 2;
        uint32_t *nv = realloc(l->v, cap * sizeof *nv);
        if (!nv)
            return -ARB_ERR_NOMEM;
        l->v = nv;
        l->cap = cap;
    }
    if (from->n)
        memcpy(l->v + l->n, from->v, from->n * sizeof *from->v);
    l->n += from->n;
    return 0;
}

/* Analyses the tokens of a text into l without the games' names and without the stop words
 * questions lose (the game is decided apart; fillers say nothing): an entry's text is cut
 * exactly like a question. */
static int analyse_into(struct kb_analyzer *a, struct idlist *l, const struct faq_tokens *raw,
                        enum faq_lang lang)
{
    struct faq_tokens t = *raw; /* the senses rewrite tokens; the words keep the raw ones */
    char buf[FAQ_MAX_TOKENS * FAQ_TOKEN_LEN];
    size_t len = 0;
    int name[FAQ_MAX_TOKENS];
    faq_senses_apply(&l->f->lex, &t);
    faq_name_spans(l->f, &t, false, name);
    for (size_t i = 0; i < t.n; i++) {
        size_t wl = strlen(t.tok[i]);
        if ((t.stops[i] & (1u << lang)) || name[i] >= 0 || len + wl + 1 >= sizeof buf)
            continue;
        memcpy(buf + len, t.tok[i], wl);
        len += wl;
        buf[len++] = ' ';
    }
    kb_analyze(a, buf, len, lang == FAQ_LANG_EN ? KB_EN : KB_FR, false, collect, l);
    /* « qui » is a stop word of the analyser, yet tells « qui commence ? » from « quand
     * commence-t-on ? »: entries and questions both keep it as a stem of its own */
    for (size_t i = 0; l->rc == 0 && i < t.n; i++)
        if (faq_words_has(&l->f->lex.l[lang].who, t.tok[i])) {
            collect(l, t.tok[i], strlen(t.tok[i]), false, 0, 0);
            break;
        }
    return l->rc;
}

static int cmp_word(const void *a, const void *b)
{
    return strcmp(((const struct faq_word *)a)->w, ((const struct faq_word *)b)->w);
}

/* The vocabulary while it is built: f->words without repeats (a hash set of their indices,
 * freed when the index is built), sorted once at the end. */
struct wordset {
    size_t cap;   /* of f->words */
    uint32_t *at; /* hash slots: index + 1 into f->words, 0 empty */
    size_t scap;  /* slots, a power of two */
};

static size_t word_slot(const struct faq *f, const struct wordset *ws, const char *w)
{
    size_t i = arb_hash_str(w) & (ws->scap - 1);
    while (ws->at[i] && strcmp(f->words[ws->at[i] - 1].w, w) != 0)
        i = (i + 1) & (ws->scap - 1);
    return i;
}

static int grow_words(struct faq *f, struct wordset *ws)
{
    size_t cap = ws->cap ? ws->cap * 2 : 1024;
    struct faq_word *nw = realloc(f->words, cap * sizeof *nw);
    uint32_t *at = calloc(2 * cap, sizeof *at);
    if (nw)
        f->words = nw;
    if (!nw || !at) {
        free(at);
        return -ARB_ERR_NOMEM;
    }
    free(ws->at);
    ws->at = at;
    ws->cap = cap;
    ws->scap = 2 * cap;
    for (size_t k = 0; k < f->nwords; k++)
        ws->at[word_slot(f, ws, f->words[k].w)] = (uint32_t)k + 1;
    return 0;
}

/* Adds w (cut to FAQ_TOKEN_LEN - 1 bytes) to the vocabulary unless it is there, and langs (bit
 * lang: w is a word of that language's texts or cues) to its languages. */
static int push_word(struct faq *f, struct wordset *ws, const char *w, unsigned langs)
{
    char cut[FAQ_TOKEN_LEN] = {0};
    memcpy(cut, w, strnlen(w, sizeof cut - 1));
    if (f->nwords == ws->cap && grow_words(f, ws) < 0)
        return -ARB_ERR_NOMEM;
    size_t i = word_slot(f, ws, cut);
    if (!ws->at[i]) {
        memcpy(f->words[f->nwords].w, cut, sizeof cut);
        f->words[f->nwords].langs = 0;
        ws->at[i] = (uint32_t)++f->nwords;
    }
    f->words[ws->at[i] - 1].langs |= (unsigned char)langs;
    return 0;
}

/* One text of an entry, tokenised once: its words join the vocabulary (read back from phone
 * spelling like the rulebooks' own), t holds its tokens (none for a missing text). */
static int read_text(struct faq *f, struct wordset *ws, const char *text, enum faq_lang lang,
                     struct faq_tokens *t)
{
    int rc = 0;
    t->n = 0;
    if (!text)
        return 0;
    faq_tokenize(&f->lex, text, strlen(text), t);
    for (size_t i = 0; i < t->n && rc == 0; i++)
        rc = push_word(f, ws, t->tok[i], 1u << lang);
    return rc;
}

/* The subjects of handling the game (the lexicon's "handling", either language's words) a
 * text's tokens speak of: an entry speaking of one answers it (faq_decide). */
static unsigned handling_of(const struct faq *f, const struct faq_tokens *t)
{
    uint64_t words = 0;
    unsigned subjects = 0;
    for (int lang = 0; lang < 2; lang++)
        subjects |= faq_patterns_values(&f->lex.l[lang].handling, t, &words);
    return subjects;
}

/* Reads case text c (words separated by spaces, alternatives by |) into *out with the kb's
 * analyser, as a question is read: every stem of every alternative of the k-th word that says
 * something has slot k; a word of stop words only takes no slot. 0 or -ARB_ERR_NOMEM. */
static int build_case(struct faq *f, struct kb_analyzer *a, const char *c, enum faq_lang lang,
                      struct faq_case *out)
{
    struct idlist l = {.f = f};
    unsigned char *slot = NULL;
    int rc = 0;
    while (*c && rc == 0) {
        size_t wlen = strcspn(c, " "), before = l.n;
        for (const char *alt = c; alt < c + wlen && rc == 0;) {
            char buf[FAQ_TOKEN_LEN * 4];
            size_t alen = strcspn(alt, "| ");
            struct faq_tokens t;
            snprintf(buf, sizeof buf, "%.*s", (int)alen, alt);
            faq_tokenize(&f->lex, buf, strlen(buf), &t);
            rc = analyse_into(a, &l, &t, lang);
            alt += alen + (alt[alen] == '|');
        }
        if (rc == 0 && l.n > before) {
            unsigned char *ns = realloc(slot, l.n);
            if (!ns) {
                rc = -ARB_ERR_NOMEM;
                break;
            }
            slot = ns;
            memset(slot + before, (int)out->nslots++, l.n - before);
        }
        c += wlen + (c[wlen] == ' ');
    }
    if (rc < 0) {
        free(l.v);
        free(slot);
        return rc;
    }
    out->ids = l.v;
    out->slot = slot;
    out->n = l.n;
    return 0;
}

/* The cases of entry d in lang (its kb "case" or "en.case"). 0 or -ARB_ERR_NOMEM. */
static int build_cases(struct faq *f, struct kb_analyzer *a, struct faq_doc *d, enum faq_lang lang)
{
    const struct kb_strs *cs = lang == FAQ_LANG_EN ? &d->entry->en_cases : &d->entry->cases;
    int rc = 0;
    if (cs->n == 0)
        return 0;
    if (!(d->cases[lang] = calloc(cs->n, sizeof *d->cases[lang])))
        return -ARB_ERR_NOMEM;
    for (size_t k = 0; k < cs->n && rc == 0; k++)
        if ((rc = build_case(f, a, cs->v[k], lang, &d->cases[lang][d->ncases[lang]])) == 0)
            d->ncases[lang]++;
    return rc;
}

/* The words of entry d's leads in lang, every pattern of each lead in the kb's order, read as
 * cases are. 0 or -ARB_ERR_NOMEM. */
static int build_leads(struct faq *f, struct kb_analyzer *a, struct faq_doc *d, enum faq_lang lang)
{
    const struct kb_entry *e = d->entry;
    size_t n = 0;
    int rc = 0;
    for (size_t k = 0; k < e->n_leads; k++)
        n += lang == FAQ_LANG_EN ? e->leads[k].en.n : e->leads[k].fr.n;
    if (n == 0)
        return 0;
    if (!(d->leads[lang] = calloc(n, sizeof *d->leads[lang])))
        return -ARB_ERR_NOMEM;
    for (size_t k = 0; k < e->n_leads && rc == 0; k++) {
        const struct kb_strs *ps = lang == FAQ_LANG_EN ? &e->leads[k].en : &e->leads[k].fr;
        for (size_t c = 0; c < ps->n && rc == 0; c++)
            if ((rc = build_case(f, a, ps->v[c], lang, &d->leads[lang][d->nleads[lang]])) == 0)
                d->nleads[lang]++;
    }
    return rc;
}

/* The variants (question, paraphrases) and all-text set of one entry in one language, its
 * texts' words into the vocabulary, and what its ways of asking say: what its question asks of
 * the act (permission, obligation), a rule that cannot be kept
 * (the lexicon's followup_unable: « je ne peux pas nourrir l'adversaire », "I can't feed him"). */
static int build_doc_lang(struct faq *f, struct kb_analyzer *a, struct wordset *ws,
                          struct faq_doc *d, enum faq_lang lang)
{
    const struct kb_entry *e = d->entry;
    const char *q = lang == FAQ_LANG_EN ? e->en_question : e->question;
    const char *ans = lang == FAQ_LANG_EN ? e->en_answer : e->answer;
    const struct kb_strs *para = lang == FAQ_LANG_EN ? &e->en_paraphrases : &e->paraphrases;
    struct idlist all = {.f = f};
    struct faq_tokens t;
    int rc = 0;

    d->var[lang] = calloc(para->n + 1, sizeof *d->var[lang]);
    if (!d->var[lang])
        return -ARB_ERR_NOMEM;
    for (size_t i = 0; i <= para->n; i++) {
        struct idlist l = {.f = f};
        rc = read_text(f, ws, i == 0 ? q : para->v[i - 1], lang, &t);
        d->unable = d->unable || faq_patterns_find(&f->lex.l[lang].followup_unable, &t, NULL, NULL);
        if (i == 0)
            d->modality[lang] = (unsigned char)faq_modality_of(&f->lex.l[lang], &t);
        d->handling |= handling_of(f, &t);
        if (rc == 0)
            rc = analyse_into(a, &l, &t, lang);
        if (rc == 0)
            rc = append(&all, &l);
        if (rc < 0) {
            free(l.v);
            goto out_free_all;
        }
        rc = to_variant(&l, &d->var[lang][d->nvar[lang]++], false);
        if (rc < 0) {
            free(l.v);
            goto out_free_all;
        }
    }
    rc = read_text(f, ws, ans, lang, &t);
    d->handling |= handling_of(f, &t);
    if (rc == 0)
        rc = analyse_into(a, &all, &t, lang);
    if (rc < 0)
        goto out_free_all;
    return to_variant(&all, &d->all[lang], true);
out_free_all:
    free(all.v);
    return rc;
}

/* The words of the lexicon's cues (kinds, yes/no, negation, fillers, everyday synonyms) and its
 * stop words are words a question may hold, to be read back from phone spelling like the
 * rulebooks' own. */
static int add_patterns(struct faq *f, struct wordset *ws, const struct faq_patterns *ps, int lang)
{
    int rc = 0;
    for (size_t p = 0; p < ps->n && rc == 0; p++)
        for (size_t k = 0; k < ps->v[p].n && rc == 0; k++)
            for (size_t a = 0; a < ps->v[p].s[k].n && rc == 0; a++)
                rc = push_word(f, ws, ps->v[p].s[k].alt[a], 1u << lang);
    return rc;
}

/* The vocabulary of the texts (pushed by build_doc_lang) completed with the lexicon's, sorted,
 * each word with its phonetic key. */
static int build_words(struct faq *f, struct wordset *ws)
{
    int rc = 0;
    for (int lang = 0; lang < 2 && rc == 0; lang++) {
        const struct faq_lexlang *l = &f->lex.l[lang];
        if ((rc = add_patterns(f, ws, &l->kinds, lang)) == 0 &&
            (rc = add_patterns(f, ws, &l->yn_closed, lang)) == 0 &&
            (rc = add_patterns(f, ws, &l->fillers, lang)) == 0)
            rc = add_patterns(f, ws, &l->negation, lang);
        /* stop words too: « francheemnt » is « franchement », dropped, not an unknown word */
        for (size_t k = 0; k < l->stop.n && rc == 0; k++)
            rc = push_word(f, ws, l->stop.v[k], 1u << lang);
    }
    for (size_t i = 0; i < f->lex.neveryday && rc == 0; i++)
        rc = push_word(f, ws, f->lex.everyday[i].from, 0); /* of either language */
    if (rc < 0)
        return rc;
    qsort(f->words, f->nwords, sizeof *f->words, cmp_word);
    for (size_t i = 0; i < f->nwords; i++)
        faq_phonetic(&f->lex, f->words[i].w, f->words[i].key, sizeof f->words[i].key);
    return 0;
}

/* The answer kinds: the kb's KB_ANS_* bits are in the order of enum faq_kind, checked by name. */
void faq_index_link(struct faq *f)
{
    for (size_t i = 0; i < f->ndocs; i++) {
        struct faq_doc *d = &f->docs[i];
        const struct kb_entry *e = d->entry, *up = kb_entry_refines(e);
        for (int k = 0; k < FAQ_KIND_N; k++) {
            const char *slug = kb_answer_kind_slug((enum kb_answer_kind)(1u << k));
            if ((kb_entry_answers(e) & (1u << k)) && slug && strcmp(slug, faq_kind_names[k]) == 0)
                d->kinds |= 1u << k;
        }
        d->topic = kb_entry_topic(e);
        d->yes_no = kb_entry_yes_no(e) == KB_YN_YES ? 1 : kb_entry_yes_no(e) == KB_YN_NO ? 0 : -1;
        for (size_t j = 0; up && j < f->ndocs; j++)
            if (f->docs[j].entry == up)
                d->refines = &f->docs[j];
    }
}

/* The games each relational entry relates: its own and those its questions name (read once
 * the words are known, so names are read as questions' are). */
static void link_relations(struct faq *f)
{
    for (size_t i = 0; i < f->ndocs; i++) {
        struct faq_doc *d = &f->docs[i];
        if (!faq_doc_relational(d) || d->game < 0)
            continue;
        d->relates = 1u << d->game;
        const char *qs[] = {d->entry->question, d->entry->en_question};
        for (size_t k = 0; k < sizeof qs / sizeof *qs; k++) {
            struct faq_tokens t;
            struct faq_named named;
            if (!qs[k])
                continue;
            faq_tokenize(&f->lex, qs[k], strlen(qs[k]), &t);
            faq_detect_names(f, &t, &named);
            for (size_t n = 0; n < named.n; n++)
                d->relates |= 1u << named.game[n];
        }
    }
}

int faq_index_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err)
{
    struct wordset ws = {0};
    int rc;
    f->ndocs = kb_entry_count(f->kb);
    f->docs = calloc(f->ndocs ? f->ndocs : 1, sizeof *f->docs);
    if (!f->docs)
        goto nomem;
    for (size_t i = 0; i < f->ndocs; i++) {
        struct faq_doc *d = &f->docs[i];
        d->entry = kb_entry_at(f->kb, i);
        d->game = -1;
        d->yes_no = -1;
        for (size_t g = 0; g < f->ngames; g++)
            if (f->games[g] == d->entry->game)
                d->game = (int)g;
        for (int lang = FAQ_LANG_FR; lang <= FAQ_LANG_EN; lang++) {
            rc = build_doc_lang(f, a, &ws, d, (enum faq_lang)lang);
            if (rc == 0)
                rc = build_cases(f, a, d, (enum faq_lang)lang);
            if (rc == 0)
                rc = build_leads(f, a, d, (enum faq_lang)lang);
            if (rc < 0)
                goto nomem;
            for (size_t k = 0; k < d->all[lang].n; k++) {
                struct faq_stem *s = &f->stems[d->all[lang].ids[k]];
                d->has_num[lang] = d->has_num[lang] || (s->s[0] >= '0' && s->s[0] <= '9');
                s->df[lang]++;
                /* a silent entry says its game lacks the rule: its words are not the game's */
                if (d->game >= 0 && d->entry->kind != KB_KIND_SILENT)
                    s->games[lang] |= 1u << d->game;
            }
            if (d->all[lang].n)
                f->ndocs_lang[lang]++;
            f->avglen[lang] += (double)d->all[lang].len;
        }
    }
    for (int lang = FAQ_LANG_FR; lang <= FAQ_LANG_EN; lang++)
        if (f->ndocs_lang[lang] > 0)
            f->avglen[lang] /= f->ndocs_lang[lang];
    for (size_t i = 0; i < f->ndocs; i++)
        for (int lang = FAQ_LANG_FR; lang <= FAQ_LANG_EN; lang++)
            for (size_t k = 0; k < f->docs[i].nvar[lang]; k++) {
                struct faq_variant *v = &f->docs[i].var[lang][k];
                for (size_t j = 0; j < v->n; j++)
                    v->w += faq_idf(f, v->ids[j], (enum faq_lang)lang);
            }
    faq_index_link(f);
    if (build_words(f, &ws) < 0)
        goto nomem;
    link_relations(f);
    free(ws.at);
    return 0;
nomem:
    free(ws.at);
    return arb_err_nomem(err);
}

void faq_index_release(struct faq *f)
{
    for (size_t i = 0; !f->imaged && f->docs && i < f->ndocs; i++) {
        for (int lang = 0; lang < 2; lang++) {
            for (size_t k = 0; k < f->docs[i].nvar[lang]; k++) {
                free(f->docs[i].var[lang][k].ids);
                free(f->docs[i].var[lang][k].bi);
            }
            free(f->docs[i].var[lang]);
            free(f->docs[i].all[lang].ids);
            free(f->docs[i].all[lang].tf);
            for (size_t k = 0; k < f->docs[i].ncases[lang]; k++) {
                free(f->docs[i].cases[lang][k].ids);
                free(f->docs[i].cases[lang][k].slot);
            }
            free(f->docs[i].cases[lang]);
            for (size_t k = 0; k < f->docs[i].nleads[lang]; k++) {
                free(f->docs[i].leads[lang][k].ids);
                free(f->docs[i].leads[lang][k].slot);
            }
            free(f->docs[i].leads[lang]);
        }
    }
    free(f->docs);
    if (!f->imaged) {
        free(f->stems);
        free(f->htab);
        free(f->words);
    }
    f->docs = NULL;
    f->stems = NULL;
    f->htab = NULL;
    f->words = NULL;
}

double faq_idf(const struct faq *f, uint32_t id, enum faq_lang lang)
{
    const struct faq_stem *s = faq_stem_at(f, id);
    return s ? log((f->ndocs_lang[lang] + 1.0) / (s->df[lang] + 0.5)) : faq_idf_unknown(f, lang);
}

double faq_idf_unknown(const struct faq *f, enum faq_lang lang)
{
    return log((f->ndocs_lang[lang] + 1.0) / 2.5);
}

/* The vocabulary's record of the folded word w, or NULL. */
static const struct faq_word *word_of(const struct faq *f, const char *w)
{
    struct faq_word key;
    snprintf(key.w, sizeof key.w, "%s", w);
    return bsearch(&key, f->words, f->nwords, sizeof *f->words, cmp_word);
}

const char *faq_word_find(const struct faq *f, const char *w)
{
    const struct faq_word *found = word_of(f, w);
    return found ? found->w : NULL;
}

bool faq_word_known(const struct faq *f, const char *w)
{
    return faq_word_find(f, w) != NULL;
}

int faq_words_lean(const struct faq *f, const struct faq_tokens *t)
{
    int lean = 0;
    for (size_t i = 0; i < t->n; i++) {
        const struct faq_word *found = word_of(f, t->tok[i]);
        unsigned langs = found ? found->langs : 0;
        lean += (langs == 1u << FAQ_LANG_EN) - (langs == 1u << FAQ_LANG_FR);
    }
    return lean;
}

static bool offtopic(const struct faq *f, const char *w)
{
    return faq_words_has(&f->lex.l[FAQ_LANG_FR].offtopic, w) ||
           faq_words_has(&f->lex.l[FAQ_LANG_EN].offtopic, w);
}

/* The known word w stands for when typed without its apostrophe (« lautre », « descargot »,
 * « jai ») or with a letter doubled by a slip (« possé »): NULL when neither reading is a
 * known word. */
static const char *slip_of(const struct faq *f, const char *w, size_t min_rest)
{
    const struct faq_words *elided = &f->lex.l[FAQ_LANG_FR].slips;
    char one[FAQ_TOKEN_LEN];
    size_t len = strlen(w);
    const char *known;
    for (size_t e = 0; e < elided->n; e++) {
        size_t el = strlen(elided->v[e]);
        if (len >= el + min_rest && strncmp(w, elided->v[e], el) == 0 &&
            (known = faq_word_find(f, w + el)))
            return known;
    }
    for (size_t i = 1; i < len && len < sizeof one; i++) {
        if (w[i] != w[i - 1])
            continue;
        memcpy(one, w, i);
        memcpy(one + i, w + i + 1, len - i); /* with the terminator */
        if ((known = faq_word_find(f, one)))
            return known;
    }
    return NULL;
}

/* True when known word c is a word of the languages in mask (0: any), or of either. */
static bool in_langs(const struct faq_word *c, unsigned mask)
{
    return mask == 0 || c->langs == 0 || (c->langs & mask) != 0;
}

/* The known word of the languages in langs sounding like w (same phonetic key), closest in
 * spelling, within phonetic_budget edits; NULL. Phone spelling (« rezerv », « komen ») is far
 * in letters and near in sound. */
static const char *sounds_like(const struct faq *f, const char *w, unsigned langs)
{
    char key[FAQ_TOKEN_LEN];
    size_t len = strlen(w);
    int budget = len < (size_t)FAQ_P(f, phonetic_min)    ? 0
                 : len < (size_t)FAQ_P(f, phonetic_long) ? (int)FAQ_P(f, phonetic_edits_short)
                                                         : (int)FAQ_P(f, phonetic_edits_long);
    int best_d = budget + 1;
    const char *best = NULL;
    if (budget == 0)
        return NULL;
    faq_phonetic(&f->lex, w, key, sizeof key);
    if (strlen(key) < 3)
        return NULL;
    for (size_t i = 0; i < f->nwords; i++) {
        if (strcmp(f->words[i].key, key) != 0 || !in_langs(&f->words[i], langs))
            continue;
        int d = faq_edit_distance(w, f->words[i].w, best_d - 1);
        if (d < best_d) {
            best_d = d;
            best = f->words[i].w;
        }
    }
    return best;
}

/* The known word of the languages in langs whose start w is (« possib » possible), for a
 * word of prefix_min letters or more: the shortest one at most prefix_gap letters longer;
 * NULL. A phone typist cuts the end of a word more often than any other part. */
static const char *completed(const struct faq *f, const char *w, unsigned langs)
{
    size_t len = strlen(w), lo = 0, hi = f->nwords, best_len = len + (size_t)FAQ_P(f, prefix_gap);
    const char *best = NULL;
    if (len < (size_t)FAQ_P(f, prefix_min))
        return NULL;
    while (lo < hi) { /* the first word not before w: the words starting with w follow it */
        size_t mid = (lo + hi) / 2;
        if (strcmp(f->words[mid].w, w) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    for (size_t i = lo; i < f->nwords && strncmp(f->words[i].w, w, len) == 0; i++) {
        size_t cl = strlen(f->words[i].w);
        if (cl > len && cl <= best_len && (!best || cl < strlen(best)) &&
            in_langs(&f->words[i], langs))
            best = f->words[i].w;
    }
    return best;
}

/* True when known word c reads w better than known word best at the same distance: its
 * first letter is w's (the one a typist gets right), else it sounds like w. */
static bool reads_better(const char *w, const char *wkey, const struct faq_word *c,
                         const struct faq_word *best)
{
    if ((c->w[0] == w[0]) != (best->w[0] == w[0]))
        return c->w[0] == w[0];
    return strcmp(c->key, wkey) == 0 && strcmp(best->key, wkey) != 0;
}

/* The closest known word of the languages in langs within the typo budget, else one that
 * sounds the same, else one w is the start of; NULL. */
static const char *closest(const struct faq *f, const char *w, unsigned langs)
{
    size_t len = strlen(w);
    /* a 3- or 4-letter word gets one edit, to a word of the same first letter only (and a
     * 3-letter one only a missing letter: « cse », « tro ») */
    int budget = len == 3 || len == 4 ? 1 : faq_typo_budget(len), best_d = budget + 1;
    const struct faq_word *best = NULL;
    char key[FAQ_TOKEN_LEN];
    if (budget == 0)
        return NULL;
    faq_phonetic(&f->lex, w, key, sizeof key);
    for (size_t i = 0; i < f->nwords; i++) {
        const struct faq_word *c = &f->words[i];
        if ((len == 3 || len == 4) && c->w[0] != w[0])
            continue;
        if ((len == 3 && strlen(c->w) != 4) || !in_langs(c, langs))
            continue;
        int d = faq_edit_distance(w, c->w, best_d <= budget ? best_d : budget);
        if (d < best_d || (d == best_d && best && reads_better(w, key, c, best))) {
            best_d = d;
            best = c;
        }
    }
    if (best_d <= budget)
        return best->w;
    const char *c = sounds_like(f, w, langs);
    return c ? c : completed(f, w, langs);
}

/* The known word w stands for read as an elision typed without its apostrophe before a
 * misspelt word (« lotre » is l'autre, « dlotre » d'l'autre), the rest read as
 * faq_word_correct reads a word, down to depth elisions; NULL. */
static const char *elided_read(const struct faq *f, const char *w, int depth, unsigned langs);

/* faq_word_correct's reading of w among the words of langs, with depth elisions left to try
 * in front of it. */
static const char *correct(const struct faq *f, const char *w, int depth, unsigned langs)
{
    const char *slip = slip_of(f, w, 3), *c, *e;
    if (slip)
        return slip;
    if (offtopic(f, w))
        return NULL;
    /* a near word that changes the first letter (« lotre » -> « votre ») yields to the
     * elided reading: the first letter is the one a phone typist gets right */
    if ((c = closest(f, w, langs)) && c[0] != w[0] && (e = elided_read(f, w, depth, langs)))
        return e;
    if (c)
        return c;
    /* « jai », « cest »: a short word after the elision (« ai », « est »), once no longer
     * word is near (« cse » is « case », not « c'se ») */
    if ((c = slip_of(f, w, 2)))
        return c;
    return elided_read(f, w, depth, langs);
}

static const char *elided_read(const struct faq *f, const char *w, int depth, unsigned langs)
{
    const struct faq_words *elided = &f->lex.l[FAQ_LANG_FR].slips;
    size_t len = strlen(w);
    const char *c;
    for (size_t e = 0; depth > 0 && e < elided->n; e++) {
        size_t el = strlen(elided->v[e]);
        if (len >= el + 3 && strncmp(w, elided->v[e], el) == 0 &&
            (c = correct(f, w + el, depth - 1, langs)))
            return c;
    }
    return NULL;
}

const char *faq_word_correct(const struct faq *f, const char *w, enum faq_lang lang)
{
    /* a word of the question's language first (« kom » is « comme », not "come"), then any */
    const char *c = correct(f, w, (int)FAQ_P(f, elided_depth), 1u << lang);
    return c ? c : correct(f, w, (int)FAQ_P(f, elided_depth), 0);
}

bool faq_doc_relational(const struct faq_doc *d)
{
    return (d->kinds & (1u << FAQ_KIND_DIFFERENCE)) != 0;
}

bool faq_doc_relates(const struct faq_doc *d, unsigned mask)
{
    return faq_doc_relational(d) && (d->relates & mask) == mask;
}

const struct faq_doc *faq_topic_in(const struct faq *f, const char *topic, int game)
{
    const struct faq_doc *found = NULL;
    for (size_t i = 0; topic && i < f->ndocs; i++) {
        const struct faq_doc *d = &f->docs[i];
        if (d->game == game && d->topic && strcmp(d->topic, topic) == 0 &&
            (!found || (found->refines && !d->refines)))
            found = d;
    }
    return found;
}

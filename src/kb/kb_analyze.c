/* kb_analyze.c — text analysis shared by the index and the question side: UTF-8 word
 * scanning, folding (case, accents, ligatures), French elisions, stop words, Snowball stems
 * and glossary synonyms. Invariant: a word gives the same tokens whether it is indexed or
 * asked, because the FTS5 tokenizer (kb_index.c) and kb_analyze are this one code path.
 * Synonyms: each glossary group (a term and its synonyms) has a canonical stem, the term's;
 * a word of a group yields the canonical stem first, then every member stem colocated, so
 * spelling variants (égrener/égrainer) share their first token and any member finds the
 * others. */
#include <libstemmer.h>
#include <stdlib.h>
#include <string.h>

#include "arb_hash.h"
#include "arb_utf8.h"
#include "kb_int.h"

enum { WORD_MAX = 64 };

/* One remembered stem (kb_analyzer_memo): a folded word of one language and its stem, in one
 * allocation ("word\0stem\0"). */
struct memo_slot {
    char *word; /* NULL: empty slot */
    const char *stem;
    size_t stem_len;
    unsigned char lang;
};

struct kb_analyzer {
    const struct kb *kb;
    struct sb_stemmer *stem[2]; /* KB_FR, KB_EN */
    const char **stop[2];       /* the lexicon's index_stop, sorted (borrowed from kb) */
    size_t nstop[2];
    const char **elisions; /* the lexicon's French elisions, sorted */
    size_t nelisions;
    struct memo_slot *memo; /* owned; NULL unless kb_analyzer_memo */
    size_t mcap, mn;        /* slots (a power of two), used (at most half) */
};

static bool is_apostrophe(const char *s, size_t len)
{
    return (len >= 1 && s[0] == '\'') || (len >= 3 && memcmp(s, "\xE2\x80\x99", 3) == 0);
}

bool kb_next_word(const char *text, size_t len, size_t *pos, size_t *start, size_t *end)
{
    const unsigned char *s = (const unsigned char *)text;
    size_t i = *pos, adv;
    while (i < len && !arb_utf8_is_letter(arb_utf8_next(s + i, len - i, &adv)))
        i += adv;
    if (i >= len) {
        *pos = len;
        return false;
    }
    *start = i;
    while (i < len && arb_utf8_is_letter(arb_utf8_next(s + i, len - i, &adv)))
        i += adv;
    *end = *pos = i;
    return true;
}

size_t kb_fold(const char *s, size_t len, char *out, size_t cap)
{
    const unsigned char *u = (const unsigned char *)s;
    size_t o = 0, adv;
    if (cap == 0)
        return 0;
    for (size_t i = 0; i < len; i += adv) {
        long cp = arb_utf8_next(u + i, len - i, &adv);
        char one[2];
        const char *rep = arb_utf8_fold(cp, one);
        size_t n = rep ? strlen(rep) : adv;
        if (o + n >= cap)
            break;
        memcpy(out + o, rep ? rep : s + i, n);
        o += n;
    }
    out[o] = '\0';
    return o;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool in_list(const char *w, const char *const *list, size_t n)
{
    return n && bsearch(&w, list, n, sizeof *list, cmp_str) != NULL;
}

/* The strings of the lexicon's array key for lang, sorted, into *v (borrowed from kb). */
static int read_words(const struct kb *kb, enum kb_lang lang, const char *key, const char ***v,
                      size_t *n)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(kb_lexicon(kb, lang), key), *it;
    *n = 0;
    if (!(*v = calloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof **v)))
        return -ARB_ERR_NOMEM;
    cJSON_ArrayForEach(it, arr)
    {
        if (cJSON_IsString(it))
            (*v)[(*n)++] = it->valuestring;
    }
    qsort(*v, *n, sizeof **v, cmp_str);
    return 0;
}

int kb_analyzer_new(const struct kb *kb, struct kb_analyzer **out, struct arb_err *err)
{
    struct kb_analyzer *a = calloc(1, sizeof *a);
    if (!a)
        goto out_nomem;
    a->kb = kb;
    /* the index's stop words and the French elisions are the lexicon's ("index_stop",
     * "elisions"); an analyser without a kb drops none */
    if (kb && (read_words(kb, KB_FR, "index_stop", &a->stop[KB_FR], &a->nstop[KB_FR]) < 0 ||
               read_words(kb, KB_EN, "index_stop", &a->stop[KB_EN], &a->nstop[KB_EN]) < 0 ||
               read_words(kb, KB_FR, "elisions", &a->elisions, &a->nelisions) < 0))
        goto out_free;
    a->stem[KB_FR] = sb_stemmer_new("french", "UTF_8");
    a->stem[KB_EN] = sb_stemmer_new("english", "UTF_8");
    if (!a->stem[KB_FR] || !a->stem[KB_EN])
        goto out_free;
    *out = a;
    return 0;
out_free:
    kb_analyzer_free(a);
out_nomem:
    return arb_err_nomem(err);
}

int kb_analyzer_memo(struct kb_analyzer *a, size_t slots)
{
    size_t cap = 64;
    while (cap < slots)
        cap *= 2;
    if (a->memo)
        return 0;
    if (!(a->memo = calloc(cap, sizeof *a->memo)))
        return -ARB_ERR_NOMEM;
    a->mcap = cap;
    return 0;
}

/* The memo's slot of word in lang: its own, or the empty one where it would go. */
static struct memo_slot *memo_slot(const struct kb_analyzer *a, const char *word, enum kb_lang lang)
{
    size_t i = arb_hash_from(ARB_HASH_SEED ^ (uint64_t)lang, word) & (a->mcap - 1);
    while (a->memo[i].word && (a->memo[i].lang != lang || strcmp(a->memo[i].word, word) != 0))
        i = (i + 1) & (a->mcap - 1);
    return &a->memo[i];
}

/* Remembers word's stem when the memo has room (a full memo stems without remembering). */
static void memo_put(struct kb_analyzer *a, struct memo_slot *m, const char *word, size_t n,
                     enum kb_lang lang, const char *stem, size_t len)
{
    if (2 * (a->mn + 1) > a->mcap || !(m->word = malloc(n + len + 2)))
        return;
    memcpy(m->word, word, n + 1);
    memcpy(m->word + n + 1, stem, len);
    m->word[n + 1 + len] = '\0';
    m->stem = m->word + n + 1;
    m->stem_len = len;
    m->lang = (unsigned char)lang;
    a->mn++;
}

/* Stems word[n] in place (cut to cap - 1 bytes), through the memo when there is one. */
static size_t stem_word(struct kb_analyzer *a, char *word, size_t n, size_t cap, enum kb_lang lang)
{
    struct memo_slot *m = a->memo ? memo_slot(a, word, lang) : NULL;
    const char *stem;
    size_t len;
    if (m && m->word) {
        stem = m->stem;
        len = m->stem_len;
    } else {
        struct sb_stemmer *st = a->stem[lang == KB_EN ? KB_EN : KB_FR];
        stem = (const char *)sb_stemmer_stem(st, (const sb_symbol *)word, (int)n);
        if (!stem)
            return n;
        len = (size_t)sb_stemmer_length(st);
        len = len < cap ? len : cap - 1;
        if (m)
            memo_put(a, m, word, n, lang, stem, len);
    }
    memcpy(word, stem, len);
    word[len] = '\0';
    return len;
}

void kb_analyzer_free(struct kb_analyzer *a)
{
    if (!a)
        return;
    for (size_t i = 0; i < a->mcap; i++)
        free(a->memo[i].word);
    free(a->memo);
    for (int i = 0; i < 2; i++) {
        if (a->stem[i])
            sb_stemmer_delete(a->stem[i]);
        free(a->stop[i]);
    }
    free(a->elisions);
    free(a);
}

static int cmp_syn_a(const void *key, const void *elem)
{
    return strcmp((const char *)key, ((const struct kb_syn *)elem)->a);
}

static int cmp_syn_b(const void *key, const void *elem)
{
    return strcmp((const char *)key, ((const struct kb_syn *)elem)->b);
}

/* The first pair of v[n] (sorted on the field cmp reads) whose field equals key, or NULL. */
static const struct kb_syn *first_of(const struct kb_syn *v, size_t n, const char *key,
                                     int (*cmp)(const void *, const void *))
{
    const struct kb_syn *hit = bsearch(key, v, n, sizeof *v, cmp);
    while (hit && hit > v && cmp(key, hit - 1) == 0)
        hit--;
    return hit;
}

/* Emits stem, or its group's canonical stem then every member of its groups colocated. */
static int emit(const struct kb_syn_table *t, const char *stem, size_t len, size_t start,
                size_t end, kb_token_fn fn, void *ctx)
{
    const struct kb_syn *s = t && t->n ? first_of(t->syns, t->n, stem, cmp_syn_a) : NULL;
    if (!s)
        return fn(ctx, stem, len, false, start, end);
    const char *canon = s->b;
    int rc = fn(ctx, canon, strlen(canon), false, start, end);
    for (; rc == 0 && s < t->syns + t->n && cmp_syn_a(stem, s) == 0; s++) {
        const struct kb_syn *m = first_of(t->groups, t->n, s->b, cmp_syn_b);
        for (; rc == 0 && m < t->groups + t->n && cmp_syn_b(s->b, m) == 0; m++)
            if (strcmp(m->a, canon) != 0)
                rc = fn(ctx, m->a, strlen(m->a), true, start, end);
    }
    return rc;
}

int kb_analyze(struct kb_analyzer *a, const char *text, size_t len, enum kb_lang lang,
               bool synonyms, kb_token_fn fn, void *ctx)
{
    size_t pos = 0, start, end;
    char word[WORD_MAX * 2];
    while (kb_next_word(text, len, &pos, &start, &end)) {
        size_t n = kb_fold(text + start, end - start, word, sizeof word);
        if (lang == KB_FR && is_apostrophe(text + end, len - end) &&
            in_list(word, a->elisions, a->nelisions))
            continue;
        if (in_list(word, a->stop[lang == KB_EN], a->nstop[lang == KB_EN]))
            continue;
        n = stem_word(a, word, n, sizeof word, lang);
        int rc = emit(synonyms && a->kb ? &a->kb->syn[lang == KB_EN] : NULL, word, n, start, end,
                      fn, ctx);
        if (rc)
            return rc;
    }
    return 0;
}

/* ---- synonym table ------------------------------------------------------------------ */

struct one_token {
    char tok[WORD_MAX * 2];
    int count;
};

static int take_one(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                    size_t end)
{
    struct one_token *o = ctx;
    (void)colocated, (void)start, (void)end;
    if (o->count++ == 0) {
        size_t n = len < sizeof o->tok ? len : sizeof o->tok - 1;
        memcpy(o->tok, tok, n);
        o->tok[n] = '\0';
    }
    return 0;
}

/* The single stem of text, in kb's arena; NULL when text is not exactly one token (or out
 * of memory: *nomem is set). */
static const char *single_stem(struct kb *kb, struct kb_analyzer *a, const char *text,
                               enum kb_lang lang, bool *nomem)
{
    struct one_token o = {.count = 0};
    kb_analyze(a, text, strlen(text), lang, false, take_one, &o);
    if (o.count != 1)
        return NULL;
    const char *s = kb_strndup(kb, o.tok, strlen(o.tok));
    *nomem = *nomem || !s;
    return s;
}

static int cmp_syn(const void *x, const void *y)
{
    const struct kb_syn *a = x, *b = y;
    int c = strcmp(a->a, b->a);
    return c ? c : strcmp(a->b, b->b);
}

static int cmp_group(const void *x, const void *y)
{
    const struct kb_syn *a = x, *b = y;
    int c = strcmp(a->b, b->b);
    return c ? c : strcmp(a->a, b->a);
}

/* Fills one language's table; a is an analyzer without synonyms, cap the most pairs. */
static int build_table(struct kb *kb, struct kb_analyzer *a, enum kb_lang lang, size_t cap,
                       struct kb_syn_table *out)
{
    size_t n = 0, u = 0;
    bool nomem = false;
    struct kb_syn *syns = kb_alloc(kb, (cap ? cap : 1) * sizeof *syns);
    struct kb_syn *groups = kb_alloc(kb, (cap ? cap : 1) * sizeof *groups);
    if (!syns || !groups)
        return -ARB_ERR_NOMEM;
    for (size_t g = 0; g < kb->n_games; g++) {
        for (size_t t = 0; t < kb->games[g].n_glossary; t++) {
            const struct kb_term *term = &kb->games[g].glossary[t];
            const char *canon = single_stem(kb, a, term->term, lang, &nomem);
            if (!canon)
                continue;
            syns[n++] = (struct kb_syn){canon, canon};
            for (size_t i = 0; i < term->synonyms.n; i++) {
                const char *s = single_stem(kb, a, term->synonyms.v[i], lang, &nomem);
                if (s)
                    syns[n++] = (struct kb_syn){s, canon};
            }
        }
    }
    if (nomem)
        return -ARB_ERR_NOMEM;
    qsort(syns, n, sizeof *syns, cmp_syn);
    for (size_t i = 0; i < n; i++)
        if (u == 0 || cmp_syn(&syns[u - 1], &syns[i]) != 0)
            syns[u++] = syns[i];
    memcpy(groups, syns, u * sizeof *syns);
    qsort(groups, u, sizeof *groups, cmp_group);
    *out = (struct kb_syn_table){syns, groups, u};
    return 0;
}

int kb_synonyms_build(struct kb *kb, struct arb_err *err)
{
    struct kb_analyzer *a = NULL;
    size_t cap = 0;
    int rc = kb_analyzer_new(kb, &a, err); /* stop words, no synonyms yet */
    if (rc)
        return rc;
    for (size_t g = 0; g < kb->n_games; g++)
        for (size_t t = 0; t < kb->games[g].n_glossary; t++)
            cap += 1 + kb->games[g].glossary[t].synonyms.n;
    rc = build_table(kb, a, KB_FR, cap, &kb->syn[KB_FR]);
    if (rc == 0)
        rc = build_table(kb, a, KB_EN, cap, &kb->syn[KB_EN]);
    kb_analyzer_free(a);
    return rc ? arb_err_nomem(err) : 0;
}

const struct kb_term *kb_glossary_find(const struct kb *kb, const char *game, const char *word)
{
    char want[WORD_MAX * 2], have[WORD_MAX * 2];
    if (!kb || !word)
        return NULL;
    kb_fold(word, strlen(word), want, sizeof want);
    for (size_t g = 0; g < kb->n_games; g++) {
        if (game && strcmp(kb->games[g].id, game) != 0)
            continue;
        for (size_t t = 0; t < kb->games[g].n_glossary; t++) {
            const struct kb_term *term = &kb->games[g].glossary[t];
            kb_fold(term->term, strlen(term->term), have, sizeof have);
            if (strcmp(have, want) == 0)
                return term;
            for (size_t i = 0; i < term->synonyms.n; i++) {
                kb_fold(term->synonyms.v[i], strlen(term->synonyms.v[i]), have, sizeof have);
                if (strcmp(have, want) == 0)
                    return term;
            }
        }
    }
    return NULL;
}

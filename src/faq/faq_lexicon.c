/* faq_lexicon.c — the assistant's words as data: data/lexicon/{fr,en}.json, embedded in the
 * binary and validated against data/schema/lexicon.schema.json by kb_open (kb_lexicon), read
 * here into sorted word sets, phrase patterns, one hash table for the tokenizer and template
 * lookups. Invariant: every word the code compares comes from here; every string handed out
 * points into the kb's trees, which outlive the assistant. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_hash.h"
#include "faq_int.h"

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

bool faq_words_has(const struct faq_words *w, const char *word)
{
    return w->n && bsearch(&word, w->v, w->n, sizeof *w->v, cmp_str) != NULL;
}

/* The strings of the array member key of obj, in the file's order. */
static int read_list(const cJSON *obj, const char *key, struct faq_words *out)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, key), *it;
    out->n = 0;
    out->v = calloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof *out->v);
    if (!out->v)
        return -ARB_ERR_NOMEM;
    cJSON_ArrayForEach(it, arr)
    {
        if (cJSON_IsString(it))
            out->v[out->n++] = it->valuestring;
    }
    return 0;
}

/* The strings of the array member key of obj, sorted. 0 or -ARB_ERR_NOMEM. */
static int read_words(const cJSON *obj, const char *key, struct faq_words *out)
{
    int rc = read_list(obj, key, out);
    if (rc == 0)
        qsort(out->v, out->n, sizeof *out->v, cmp_str);
    return rc;
}

/* An array of [from, to] string pairs, in the file's order. */
static int read_sounds(const cJSON *obj, const char *key, struct faq_pair **out, size_t *n)
{
    const cJSON *arr = cJSON_GetObjectItemCaseSensitive(obj, key), *it;
    *n = 0;
    *out = calloc((size_t)cJSON_GetArraySize(arr) + 1, sizeof **out);
    if (!*out)
        return -ARB_ERR_NOMEM;
    cJSON_ArrayForEach(it, arr)
    {
        const cJSON *a = cJSON_GetArrayItem(it, 0), *b = cJSON_GetArrayItem(it, 1);
        if (cJSON_IsString(a) && cJSON_IsString(b))
            (*out)[(*n)++] = (struct faq_pair){a->valuestring, b->valuestring};
    }
    return 0;
}

/* Cuts one pattern ("ignore|oublie * instructions") into p, copying its words to *buf. */
static void parse_pattern(const char *text, char **buf, struct faq_pattern *p)
{
    const char *s = text;
    memset(p, 0, sizeof *p);
    if (s[0] == '^' && s[1] == ' ') {
        p->anchored = true; /* "^ oublie …": only as the question's first words */
        s += 2;
    }
    while (*s && p->n < FAQ_PAT_SLOTS) {
        struct faq_slot *slot = &p->s[p->n++];
        size_t len = strcspn(s, " ");
        if (len == 1 && *s == '*') {
            slot->gap = true;
            s++;
        } else {
            const char *end = s + len;
            while (s < end && slot->n < FAQ_PAT_ALTS) {
                size_t wl = strcspn(s, "| ");
                if (s + wl > end)
                    wl = (size_t)(end - s);
                memcpy(*buf, s, wl);
                (*buf)[wl] = '\0';
                slot->alt[slot->n++] = *buf;
                *buf += wl + 1;
                s += wl;
                if (*s == '|')
                    s++;
            }
            s = end;
        }
        while (*s == ' ')
            s++;
    }
}

/* A pattern's index under one of its first words, while the index is built. */
struct start_pair {
    const char *w;
    uint32_t p;
};

static int cmp_start_pair(const void *a, const void *b)
{
    const struct start_pair *x = a, *y = b;
    int c = strcmp(x->w, y->w);
    return c ? c : (x->p > y->p) - (x->p < y->p);
}

static int cmp_starts(const void *key, const void *elt)
{
    return strcmp(key, ((const struct faq_starts *)elt)->w);
}

/* The words patterns may start with, sorted, so a word none starts with costs one search, and
 * for each the patterns that start with it, so a word is matched against those alone. */
static int index_first(struct faq_patterns *ps)
{
    size_t n = 0, u = 0;
    for (size_t p = 0; p < ps->n; p++)
        n += ps->v[p].n ? ps->v[p].s[0].n : 0;
    struct start_pair *pairs = calloc(n + 1, sizeof *pairs);
    ps->first.v = calloc(n + 1, sizeof *ps->first.v);
    ps->starts = calloc(n + 1, sizeof *ps->starts);
    ps->ids = calloc(n + 1, sizeof *ps->ids);
    ps->gapped = calloc(ps->n + 1, sizeof *ps->gapped);
    if (!pairs || !ps->first.v || !ps->starts || !ps->ids || !ps->gapped)
        goto out_free_pairs;
    for (size_t p = 0; p < ps->n; p++) {
        if (ps->v[p].n && ps->v[p].s[0].gap)
            ps->gapped[ps->ngapped++] = (uint32_t)p;
        for (size_t a = 0; ps->v[p].n && a < ps->v[p].s[0].n; a++) {
            arb_byteset_add(&ps->first_byte, (unsigned char)ps->v[p].s[0].alt[a][0]);
            ps->first.v[u] = ps->v[p].s[0].alt[a];
            pairs[u++] = (struct start_pair){ps->v[p].s[0].alt[a], (uint32_t)p};
        }
    }
    qsort(ps->first.v, u, sizeof *ps->first.v, cmp_str);
    ps->first.n = u;
    qsort(pairs, u, sizeof *pairs, cmp_start_pair);
    for (size_t i = 0, k = 0; i < u; i++) {
        bool new_word = i == 0 || strcmp(pairs[i].w, pairs[i - 1].w) != 0;
        if (!new_word && pairs[i].p == pairs[i - 1].p)
            continue; /* a word written twice in one slot */
        if (new_word)
            ps->starts[ps->nstarts++] = (struct faq_starts){pairs[i].w, ps->ids + k, 0};
        ps->ids[k++] = pairs[i].p;
        ps->starts[ps->nstarts - 1].n++;
    }
    free(pairs);
    return 0;
out_free_pairs:
    free(pairs);
    return -ARB_ERR_NOMEM;
}

/* The patterns of the array member key of obj (strings) or of the object member key (its
 * names are the patterns, each value an index into values[], stored in pattern.value; an
 * object of lists without values[] gives each list's patterns the list's place). */
static int read_patterns(const cJSON *obj, const char *key, const char *const *values,
                         struct faq_patterns *out)
{
    const cJSON *node = cJSON_GetObjectItemCaseSensitive(obj, key), *it;
    size_t cap = 1, n = 0;
    char *buf;
    memset(out, 0, sizeof *out);
    cJSON_ArrayForEach(it, node)
    {
        const cJSON *sub;
        if (cJSON_IsArray(it))
            cJSON_ArrayForEach(sub, it) cap +=
                cJSON_IsString(sub) ? strlen(sub->valuestring) + 1 : 0;
        else if (it->string)
            cap += strlen(it->string) + 1;
        else if (cJSON_IsString(it))
            cap += strlen(it->valuestring) + 1;
        n += cJSON_IsArray(it) ? (size_t)cJSON_GetArraySize(it) : 1;
    }
    out->text = buf = malloc(cap * 2);
    out->v = calloc(n + 1, sizeof *out->v);
    if (!out->text || !out->v)
        return -ARB_ERR_NOMEM;
    int place = 0;
    cJSON_ArrayForEach(it, node)
    {
        int value = !values && cJSON_IsArray(it) && it->string ? place++ : -1;
        for (int k = 0; values && values[k] && it->string; k++)
            if (strcmp(values[k], cJSON_IsString(it) ? it->valuestring : it->string) == 0)
                value = k;
        if (cJSON_IsArray(it)) {
            /* "kinds": {"count": ["combien", …]}: each phrase a pattern of that kind */
            const cJSON *sub;
            cJSON_ArrayForEach(sub, it)
            {
                if (!cJSON_IsString(sub))
                    continue;
                parse_pattern(sub->valuestring, &buf, &out->v[out->n]);
                out->v[out->n++].value = value;
            }
        } else if (cJSON_IsString(it) && !it->string) {
            parse_pattern(it->valuestring, &buf, &out->v[out->n]);
            out->v[out->n++].value = -1;
        } else if (it->string) {
            /* "lang_requests": {"en anglais": "en"}: the name is the pattern */
            parse_pattern(it->string, &buf, &out->v[out->n]);
            out->v[out->n++].value = value;
        }
    }
    return index_first(out);
}

static void free_patterns(struct faq_patterns *p)
{
    free(p->v);
    free(p->text);
    free(p->first.v);
    free(p->starts);
    free(p->ids);
    free(p->gapped);
    memset(p, 0, sizeof *p);
}

/* The length of a match of p's slots from slot k at token i of t, or 0. */
static size_t match_from(const struct faq_pattern *p, size_t k, const struct faq_tokens *t,
                         size_t i, size_t start)
{
    if (k == p->n)
        return i - start;
    const struct faq_slot *s = &p->s[k];
    if (s->gap) {
        for (size_t skip = 0; skip <= FAQ_PAT_GAP && i + skip <= t->n; skip++) {
            size_t len = match_from(p, k + 1, t, i + skip, start);
            if (len)
                return len;
        }
        return 0;
    }
    if (i >= t->n)
        return 0;
    for (size_t a = 0; a < s->n; a++) /* the first byte first: most alternatives differ there */
        if (s->alt[a][0] == t->tok[i][0] && strcmp(s->alt[a], t->tok[i]) == 0)
            return match_from(p, k + 1, t, i + 1, start);
    return 0;
}

size_t faq_pattern_at(const struct faq_pattern *p, const struct faq_tokens *t, size_t i)
{
    return p->n && (!p->anchored || i == 0) ? match_from(p, 0, t, i, i) : 0;
}

void faq_patterns_from(const struct faq_patterns *ps, const char *w, struct faq_pat_iter *it)
{
    const struct faq_starts *hit =
        arb_byteset_has(&ps->first_byte, (unsigned char)w[0])
            ? bsearch(w, ps->starts, ps->nstarts, sizeof *ps->starts, cmp_starts)
            : NULL;
    *it = (struct faq_pat_iter){ps, hit ? hit->pats : NULL, ps->gapped, hit ? hit->n : 0,
                                ps->ngapped};
}

const struct faq_pattern *faq_patterns_next(struct faq_pat_iter *it)
{
    uint32_t p;
    if (it->na && (!it->nb || *it->a < *it->b)) {
        p = *it->a++;
        it->na--;
    } else if (it->nb) {
        p = *it->b++;
        it->nb--;
    } else {
        return NULL;
    }
    return &it->ps->v[p];
}

const struct faq_pattern *faq_patterns_find(const struct faq_patterns *ps,
                                            const struct faq_tokens *t, size_t *at, size_t *len)
{
    struct faq_pat_iter it;
    const struct faq_pattern *p;
    for (size_t i = 0; i < t->n; i++)
        for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
            size_t l = faq_pattern_at(p, t, i);
            if (l) {
                if (at)
                    *at = i;
                if (len)
                    *len = l;
                return p;
            }
        }
    return NULL;
}

unsigned faq_patterns_values(const struct faq_patterns *ps, const struct faq_tokens *t,
                             uint64_t *words)
{
    unsigned values = 0;
    struct faq_pat_iter it;
    const struct faq_pattern *p;
    for (size_t i = 0; i < t->n; i++)
        for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
            size_t len = faq_pattern_at(p, t, i);
            if (len && p->value >= 0 && p->value < 32)
                values |= 1u << p->value;
            for (size_t j = 0; j < len; j++)
                *words |= (uint64_t)1 << (i + j);
        }
    return values;
}

static int cmp_pair(const void *a, const void *b)
{
    return strcmp(((const struct faq_pair *)a)->from, ((const struct faq_pair *)b)->from);
}

/* An object of strings ("abbreviations") as sorted pairs. */
static int read_pairs(const cJSON *obj, const char *key, struct faq_pair **out, size_t *n)
{
    const cJSON *node = cJSON_GetObjectItemCaseSensitive(obj, key), *it;
    *n = 0;
    *out = calloc((size_t)cJSON_GetArraySize(node) + 1, sizeof **out);
    if (!*out)
        return -ARB_ERR_NOMEM;
    cJSON_ArrayForEach(it, node)
    {
        if (cJSON_IsString(it))
            (*out)[(*n)++] = (struct faq_pair){it->string, it->valuestring};
    }
    qsort(*out, *n, sizeof **out, cmp_pair);
    return 0;
}

const char *faq_pair_find(const struct faq_pair *v, size_t n, const char *from)
{
    struct faq_pair key = {from, NULL};
    const struct faq_pair *hit = n ? bsearch(&key, v, n, sizeof *v, cmp_pair) : NULL;
    return hit ? hit->to : NULL;
}

const char *const faq_kind_names[FAQ_KIND_N + 1] = {
    [FAQ_KIND_COUNT] = "count",
    [FAQ_KIND_WHO] = "who",
    [FAQ_KIND_WHEN] = "when",
    [FAQ_KIND_WHERE] = "where",
    [FAQ_KIND_HOW] = "how",
    [FAQ_KIND_PERMISSION] = "permission",
    [FAQ_KIND_CONSEQUENCE] = "consequence",
    [FAQ_KIND_DEFINITION] = "definition",
    [FAQ_KIND_REASON] = "reason",
    [FAQ_KIND_ENDING] = "ending",
    [FAQ_KIND_DURATION] = "duration",
    [FAQ_KIND_ORDER] = "order",
    [FAQ_KIND_DIFFERENCE] = "difference",
    [FAQ_KIND_SUMMARY] = "summary",
    [FAQ_KIND_SETUP] = "setup",
    [FAQ_KIND_MATERIAL] = "material",
    [FAQ_KIND_N] = NULL,
};

static const char *const lang_names[] = {"fr", "en", NULL};

static const char *member(const cJSON *o, const char *section, const char *key)
{
    const cJSON *sec = section ? cJSON_GetObjectItemCaseSensitive(o, section) : o;
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(sec, key);
    return cJSON_IsString(j) ? j->valuestring : NULL;
}

/* "senses": {"tombe": ["finit|finis dans|sur", …]}: the names are the words read, the
 * patterns tell where. */
static int read_senses(const cJSON *r, struct faq_lexlang *l)
{
    const cJSON *node = cJSON_GetObjectItemCaseSensitive(r, "senses"), *it;
    size_t n = 0;
    l->sense_words = calloc((size_t)cJSON_GetArraySize(node) + 1, sizeof *l->sense_words);
    if (!l->sense_words)
        return -ARB_ERR_NOMEM;
    cJSON_ArrayForEach(it, node)
    {
        if (it->string)
            l->sense_words[n++] = it->string;
    }
    return read_patterns(r, "senses", l->sense_words, &l->senses);
}

/* The names of the "verify" lists, by FAQ_VERIFY_* value. */
static const char *const verify_names[] = {
    [FAQ_VERIFY_HOLDS] = "holds", [FAQ_VERIFY_WRONG] = "wrong", NULL};

/* Reads one validated language file into l. 0 or -ARB_ERR_NOMEM. */
static int read_lang(struct faq_lexlang *l)
{
    const cJSON *r = l->root;
    const cJSON *pc = cJSON_GetObjectItemCaseSensitive(r, "players_count");
    const cJSON *yn = cJSON_GetObjectItemCaseSensitive(r, "yes_no");
    const cJSON *mv = cJSON_GetObjectItemCaseSensitive(r, "move");
    const cJSON *ph = cJSON_GetObjectItemCaseSensitive(r, "phonetic");
    l->lead[1] = member(r, "lead", "yes");
    l->lead[0] = member(r, "lead", "no");
    l->lead_neg[1] = member(r, "lead_negative", "yes");
    l->lead_neg[0] = member(r, "lead_negative", "no");
    l->players_word = member(pc, NULL, "word");
    if (!l->lead_neg[1])
        l->lead_neg[1] = l->lead[1];
    if (!l->lead_neg[0])
        l->lead_neg[0] = l->lead[0];
    if (read_words(r, "elisions", &l->elisions) < 0 ||
        read_words(r, "elided_slips", &l->slips) < 0 || read_words(r, "stop", &l->stop) < 0 ||
        read_words(r, "markers", &l->markers) < 0 || read_words(r, "who", &l->who) < 0 ||
        read_words(r, "other_games", &l->other_games) < 0 ||
        read_words(r, "offtopic", &l->offtopic) < 0 ||
        read_words(r, "followup_lead", &l->followup_lead) < 0 ||
        read_words(r, "name_words", &l->name_words) < 0 ||
        read_words(r, "name_joins", &l->name_joins) < 0 ||
        read_words(r, "conditions", &l->conditions) < 0 ||
        read_words(mv, "pit_words", &l->pit_words) < 0 ||
        read_words(pc, "numbers", &l->pc_numbers) < 0 || read_words(pc, "to", &l->pc_to) < 0 ||
        read_words(pc, "verbs", &l->pc_verbs) < 0 ||
        read_pairs(r, "abbreviations", &l->abbrev, &l->nabbrev) < 0 ||
        read_list(ph, "silent_endings", &l->silent) < 0 ||
        read_sounds(ph, "sounds", &l->sounds, &l->nsounds) < 0 ||
        read_patterns(r, "fillers", NULL, &l->fillers) < 0 ||
        read_patterns(r, "lang_requests", lang_names, &l->lang_requests) < 0 ||
        read_patterns(r, "refuse", NULL, &l->refuse) < 0 ||
        read_patterns(r, "narration", NULL, &l->narration) < 0 ||
        read_patterns(r, "claims", NULL, &l->claims) < 0 ||
        read_patterns(r, "verify", verify_names, &l->verify) < 0 ||
        read_patterns(r, "chitchat", NULL, &l->chitchat) < 0 ||
        read_patterns(r, "cries", NULL, &l->cries) < 0 ||
        read_patterns(r, "out_of_scope", NULL, &l->out_of_scope) < 0 ||
        read_patterns(r, "why_event", NULL, &l->why_event) < 0 ||
        read_patterns(r, "compare", NULL, &l->compare) < 0 ||
        read_patterns(r, "handling", NULL, &l->handling) < 0 ||
        read_patterns(r, "followup_case", NULL, &l->followup_case) < 0 ||
        read_patterns(r, "followup_why", NULL, &l->followup_why) < 0 ||
        read_patterns(r, "followup_unable", NULL, &l->followup_unable) < 0 ||
        read_patterns(r, "followup_other", NULL, &l->followup_other) < 0 ||
        read_patterns(r, "negation", NULL, &l->negation) < 0 ||
        read_patterns(r, "antonym", NULL, &l->antonym) < 0 ||
        read_patterns(r, "permission", NULL, &l->permission) < 0 ||
        read_patterns(r, "obligation", NULL, &l->obligation) < 0 ||
        read_patterns(r, "omission", NULL, &l->omission) < 0 ||
        read_patterns(yn, "open", NULL, &l->yn_open) < 0 ||
        read_patterns(yn, "closed", NULL, &l->yn_closed) < 0 ||
        read_patterns(r, "kinds", faq_kind_names, &l->kinds) < 0 || read_senses(r, l) < 0)
        return -ARB_ERR_NOMEM;
    return 0;
}

/* Every word of the everyday groups of both languages, with its group's index (groups
 * merged by name: "win" gathers gagner and win). */
static int read_everyday(struct faq_lex *x)
{
    size_t cap = 1, n = 0;
    const cJSON *g, *w;
    for (int lang = 0; lang < 2; lang++)
        cJSON_ArrayForEach(g, cJSON_GetObjectItemCaseSensitive(x->l[lang].root, "everyday")) cap +=
            (size_t)cJSON_GetArraySize(g) + 1;
    x->groups = calloc(cap, sizeof *x->groups);
    x->everyday = calloc(cap, sizeof *x->everyday);
    if (!x->groups || !x->everyday)
        return -ARB_ERR_NOMEM;
    for (int lang = 0; lang < 2; lang++)
        cJSON_ArrayForEach(g, cJSON_GetObjectItemCaseSensitive(x->l[lang].root, "everyday"))
        {
            size_t gi = 0;
            while (gi < x->ngroups && strcmp(x->groups[gi], g->string) != 0)
                gi++;
            if (gi == x->ngroups)
                x->groups[x->ngroups++] = g->string;
            cJSON_ArrayForEach(w, g)
            {
                if (cJSON_IsString(w))
                    x->everyday[n++] = (struct faq_pair){w->valuestring, g->string};
            }
        }
    x->neveryday = n;
    qsort(x->everyday, n, sizeof *x->everyday, cmp_pair);
    return 0;
}

int faq_everyday_group(const struct faq_lex *x, const char *word)
{
    const char *name = faq_pair_find(x->everyday, x->neveryday, word);
    for (size_t g = 0; name && g < x->ngroups; g++)
        if (strcmp(x->groups[g], name) == 0)
            return (int)g;
    return -1;
}

/* The slot of word in tab: its own, or the empty one where it would go. */
static size_t tab_slot(const struct faq_wordtab *tab, const char *word)
{
    size_t i = arb_hash_str(word) & (tab->cap - 1);
    while (tab->key[i] && strcmp(tab->key[i], word) != 0)
        i = (i + 1) & (tab->cap - 1);
    return i;
}

unsigned faq_lex_flags(const struct faq_lex *x, const char *word)
{
    if (!x->tab.cap)
        return 0;
    size_t i = tab_slot(&x->tab, word);
    return x->tab.key[i] ? x->tab.flags[i] : 0;
}

static void tab_add(struct faq_wordtab *tab, const char *word, unsigned flags)
{
    size_t i = tab_slot(tab, word);
    tab->key[i] = word;
    tab->flags[i] |= flags;
}

static void tab_add_words(struct faq_wordtab *tab, const struct faq_words *w, unsigned flags)
{
    for (size_t i = 0; i < w->n; i++)
        tab_add(tab, w->v[i], flags);
}

static void tab_add_first(struct faq_wordtab *tab, const struct faq_patterns *ps)
{
    for (size_t i = 0; i < ps->first.n; i++)
        tab_add(tab, ps->first.v[i], FAQ_W_PHRASE);
}

/* The tokenizer's words in one table: stop words, elisions, abbreviations, phrase starts. */
static int build_tab(struct faq_lex *x)
{
    size_t n = 0, cap = 64;
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_lexlang *l = &x->l[lang];
        n += l->stop.n + l->elisions.n + l->nabbrev + l->fillers.first.n +
             l->lang_requests.first.n + l->claims.first.n + l->verify.first.n;
    }
    while (cap < 2 * n)
        cap *= 2;
    x->tab.key = calloc(cap, sizeof *x->tab.key);
    x->tab.flags = calloc(cap, sizeof *x->tab.flags);
    if (!x->tab.key || !x->tab.flags)
        return -ARB_ERR_NOMEM;
    x->tab.cap = cap;
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_lexlang *l = &x->l[lang];
        tab_add_words(&x->tab, &l->stop, lang == FAQ_LANG_EN ? FAQ_W_STOP_EN : FAQ_W_STOP_FR);
        tab_add_words(&x->tab, &l->elisions, FAQ_W_ELISION);
        for (size_t i = 0; i < l->nabbrev; i++)
            tab_add(&x->tab, l->abbrev[i].from, FAQ_W_ABBREV);
        tab_add_first(&x->tab, &l->fillers);
        tab_add_first(&x->tab, &l->lang_requests);
        tab_add_first(&x->tab, &l->claims);
        tab_add_first(&x->tab, &l->verify);
    }
    return 0;
}

int faq_lexicon_load(struct faq_lex *x, const struct kb *kb, struct arb_err *err)
{
    memset(x, 0, sizeof *x);
    for (int lang = 0; lang < 2; lang++) {
        x->l[lang].root = kb_lexicon(kb, lang == FAQ_LANG_EN ? KB_EN : KB_FR);
        if (read_lang(&x->l[lang]) < 0)
            goto out_nomem;
    }
    if (read_everyday(x) < 0 || build_tab(x) < 0)
        goto out_nomem;
    x->loaded = true;
    return 0;
out_nomem:
    return arb_err_nomem(err);
}

/* Every pattern set of a language, in p[PATTERN_SETS]. */
enum { PATTERN_SETS = 25 };
static void pattern_sets(struct faq_lexlang *l, struct faq_patterns *p[PATTERN_SETS])
{
    struct faq_patterns *all[PATTERN_SETS] = {
        &l->fillers,         &l->lang_requests, &l->refuse,     &l->chitchat,   &l->followup_case,
        &l->followup_why,    &l->negation,      &l->antonym,    &l->yn_open,    &l->yn_closed,
        &l->kinds,           &l->out_of_scope,  &l->senses,     &l->compare,    &l->narration,
        &l->followup_unable, &l->cries,         &l->claims,     &l->verify,     &l->handling,
        &l->followup_other,  &l->why_event,     &l->permission, &l->obligation, &l->omission};
    memcpy(p, all, sizeof all);
}

size_t faq_lexicon_unreadable(struct faq_lex *x, char *first, size_t cap)
{
    size_t n = 0;
    if (cap)
        first[0] = '\0';
    for (int lang = 0; lang < 2; lang++) {
        struct faq_patterns *p[PATTERN_SETS];
        pattern_sets(&x->l[lang], p);
        for (size_t i = 0; i < PATTERN_SETS; i++)
            for (size_t q = 0; q < p[i]->n; q++)
                for (size_t k = 0; k < p[i]->v[q].n; k++)
                    for (size_t a = 0; a < p[i]->v[q].s[k].n; a++) {
                        const char *w = p[i]->v[q].s[k].alt[a];
                        struct faq_tokens t;
                        faq_tokenize(x, w, strlen(w), &t);
                        if (t.n == 1 && strcmp(t.tok[0], w) == 0)
                            continue;
                        if (n++ == 0 && cap)
                            snprintf(first, cap, "%s %s %s", lang == FAQ_LANG_EN ? "en" : "fr", w,
                                     t.n ? t.tok[0] : "");
                    }
    }
    return n;
}

void faq_lexicon_release(struct faq_lex *x)
{
    for (int lang = 0; lang < 2; lang++) {
        struct faq_lexlang *l = &x->l[lang];
        struct faq_words *w[] = {
            &l->elisions,      &l->slips,       &l->stop,       &l->markers,
            &l->who,           &l->other_games, &l->offtopic,   &l->pit_words,
            &l->followup_lead, &l->pc_numbers,  &l->pc_to,      &l->pc_verbs,
            &l->silent,        &l->name_words,  &l->conditions, &l->name_joins};
        struct faq_patterns *p[PATTERN_SETS];
        pattern_sets(l, p);
        for (size_t i = 0; i < sizeof w / sizeof *w; i++)
            free(w[i]->v);
        for (size_t i = 0; i < PATTERN_SETS; i++)
            free_patterns(p[i]);
        free(l->abbrev);
        free(l->sounds);
        free(l->sense_words);
    }
    free(x->groups);
    free(x->everyday);
    free(x->tab.key);
    free(x->tab.flags);
    memset(x, 0, sizeof *x);
}

const char *faq_text(const struct faq_lex *x, enum faq_lang lang, const char *section,
                     const char *key)
{
    const char *s = x->loaded ? member(x->l[lang].root, section, key) : NULL;
    if (!s && x->loaded && lang != FAQ_LANG_FR)
        s = member(x->l[FAQ_LANG_FR].root, section, key);
    return s ? s : "";
}

size_t faq_fill(char *out, size_t cap, const char *tpl, const char *const *kv)
{
    size_t len = 0;
    if (cap == 0)
        return 0;
    for (const char *s = tpl; *s && len + 1 < cap;) {
        const char *close = *s == '{' ? strchr(s, '}') : NULL;
        const char *val = NULL;
        for (size_t k = 0; close && kv && kv[k]; k += 2)
            if (strlen(kv[k]) == (size_t)(close - s - 1) &&
                strncmp(kv[k], s + 1, (size_t)(close - s - 1)) == 0)
                val = kv[k + 1] ? kv[k + 1] : "";
        if (!val) {
            out[len++] = *s++;
            continue;
        }
        size_t vl = strlen(val);
        if (len + vl >= cap)
            vl = cap - 1 - len;
        memcpy(out + len, val, vl);
        len += vl;
        s = close + 1;
    }
    out[len] = '\0';
    return len;
}

size_t faq_append(char *out, size_t cap, size_t len, const char *tpl, const char *const *kv)
{
    return len < cap ? len + faq_fill(out + len, cap - len, tpl, kv) : len;
}

int faq_err(const struct faq_lex *x, struct arb_err *err, enum arb_code code, const char *field,
            const char *key, const char *const *kv)
{
    char msg[512];
    faq_fill(msg, sizeof msg, x && x->loaded ? faq_text(x, FAQ_LANG_FR, "errors", key) : key, kv);
    int rc = arb_err_set(err, code, field, "%s", msg[0] ? msg : key);
    const char *en = x && x->loaded ? faq_text(x, FAQ_LANG_EN, "errors", key) : NULL;
    if (err && en && en != faq_text(x, FAQ_LANG_FR, "errors", key)) /* the lexicon's own English */
        faq_fill(err->message_en, sizeof err->message_en, en, kv);
    return rc;
}

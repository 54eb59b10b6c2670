/* spell_table.c — build-time generator of the assistant's word table (faq_spell_table.h):
 * asks Hunspell (Debian libhunspell with hunspell-fr / hunspell-en-us, at BUILD time only)
 * about every surface form `unmunch` enumerates from the dictionaries the lexicons name
 * (data/lexicon/{fr,en}.json "spell": aff, dic, neutral tags), and writes a C file of sorted
 * hashes with, for each form Hunspell accepts, whether it is correct in lower case and
 * capitalised, whether every reading carries a neutral tag, and its lemmas (Hunspell_stem)
 * where a lemma folds to another word. unmunch over-generates (fr_FR's long flags give it
 * nonsense forms): each form is kept only if Hunspell_spell accepts it, so the table never
 * says more than Hunspell; it can say less (forms unmunch does not produce), which --check
 * measures on a word sample. Measured (hunspell-fr 7.0, hunspell-en-us 2020.12.07): on the
 * 2,513 words of the rulebooks, data/rules and tests/qa, no difference; on the 416,143 words
 * of Debian's wfrench + wamerican (+ capitalised and capitals variants), 170 of Hunspell's
 * 397,908 correct words missed (0.04 %: inner capitals « McCarthy », « FAQs », as the key is
 * lower-cased), none added, neutral never different, lemma lists different on 23 (acronyms).
 * Usage: spell_table OUT.c UNMUNCH FR.json EN.json [--check SAMPLE.txt]
 * (*.json: a lexicon, or its "spell" object; SAMPLE.txt: one word per line). Exit 0 or 1. */
#include <cjson/cJSON.h>
#include <hunspell/hunspell.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_utf8.h"
#include "faq_spell_table.h"

enum { LANGS = 2, WORD_MAX = 256, TAGS_MAX = 16, ACRONYM_MAX = 6 };

struct lang {
    Hunhandle *h;
    char *tags[TAGS_MAX]; /* the lexicon's neutral tags (po:adv, ...) */
    size_t ntags;
};

struct entry {
    uint64_t hash;
    uint32_t flags;
    uint32_t lemma; /* index in lemma_list, 0 for none */
};

/* A growing array of bytes or words. */
struct vec {
    void *v;
    size_t n, cap, size;
};

static void *vec_push(struct vec *a)
{
    if (a->n == a->cap) {
        size_t cap = a->cap ? 2 * a->cap : 1024;
        void *v = realloc(a->v, cap * a->size);
        if (!v) {
            fprintf(stderr, "spell_table: out of memory\n");
            exit(1);
        }
        a->v = v;
        a->cap = cap;
    }
    return (char *)a->v + a->size * a->n++;
}

static char *read_all(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    char *buf = NULL;
    long n;
    if (!fp || fseek(fp, 0, SEEK_END) != 0 || (n = ftell(fp)) < 0 || fseek(fp, 0, SEEK_SET) != 0 ||
        !(buf = malloc((size_t)n + 1)) || fread(buf, 1, (size_t)n, fp) != (size_t)n) {
        fprintf(stderr, "spell_table: cannot read %s\n", path);
        exit(1);
    }
    fclose(fp);
    buf[n] = '\0';
    *len = (size_t)n;
    return buf;
}

/* Opens the dictionaries and reads the neutral tags of one lexicon's "spell" object (or of
 * that object alone); sets *dic and *aff to the dictionary's paths (to free). */
static void open_lang(const char *lexicon, struct lang *l, char **dic_path, char **aff_path)
{
    size_t len;
    char *text = read_all(lexicon, &len);
    cJSON *root = cJSON_ParseWithLength(text, len);
    const cJSON *sp = cJSON_GetObjectItemCaseSensitive(root, "spell"), *tag;
    if (!sp)
        sp = root;
    const cJSON *aff = cJSON_GetObjectItemCaseSensitive(sp, "aff");
    const cJSON *dic = cJSON_GetObjectItemCaseSensitive(sp, "dic");
    FILE *probe;
    if (!cJSON_IsString(aff) || !cJSON_IsString(dic) || !(probe = fopen(dic->valuestring, "rb"))) {
        fprintf(stderr, "spell_table: %s: no readable spell.aff / spell.dic\n", lexicon);
        exit(1);
    }
    fclose(probe);
    l->h = Hunspell_create(aff->valuestring, dic->valuestring);
    *dic_path = strdup(dic->valuestring);
    *aff_path = strdup(aff->valuestring);
    cJSON_ArrayForEach(tag, cJSON_GetObjectItemCaseSensitive(sp, "neutral"))
    {
        if (cJSON_IsString(tag) && l->ntags < TAGS_MAX)
            l->tags[l->ntags++] = strdup(tag->valuestring);
    }
    cJSON_Delete(root);
    free(text);
}

/* Writes the UTF-8 of code point cp at out (room for 4 bytes); returns its length. */
static size_t put_utf8(long cp, char *out)
{
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    out[0] = (char)(0xE0 | (cp >> 12));
    out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[2] = (char)(0x80 | (cp & 0x3F));
    return 3;
}

/* The upper case of a lower-case cp, the inverse of faq_spell_lower where it has one. */
static long upper(long cp)
{
    for (long u = cp - 0x20; u <= cp; u++)
        if (u != cp && u >= 'A' && faq_spell_lower(u) == cp)
            return u;
    return cp == 0xFF ? 0x178 : cp;
}

/* w with its first letter capitalised, in out (cap bytes). */
static void initcap(const char *w, char *out, size_t cap)
{
    size_t adv, len = strlen(w);
    long cp = arb_utf8_next((const unsigned char *)w, len, &adv);
    size_t n = cp == ARB_UTF8_INVALID || cp >= 0x10000 ? 0 : put_utf8(upper(cp), out);
    if (n == 0)
        adv = 0;
    snprintf(out + n, cap - n, "%s", w + adv);
}

/* w in capitals, in out (cap bytes): acronyms (« OK », « UK ») are only correct so. */
static void allcaps(const char *w, char *out, size_t cap)
{
    size_t i = 0, n = 0, adv, len = strlen(w);
    while (i < len && n + 4 < cap) {
        long cp = arb_utf8_next((const unsigned char *)w + i, len - i, &adv);
        n += cp == ARB_UTF8_INVALID || cp >= 0x10000 ? 0 : put_utf8(upper(cp), out + n);
        i += adv;
    }
    out[n] = '\0';
}

/* The folded letters of w as the assistant's tokenizer makes them, or "" when w holds a
 * character that is no letter (it would be more than one word). */
static void fold(const char *w, char *out, size_t cap)
{
    size_t i = 0, n = 0, adv, len = strlen(w);
    out[0] = '\0';
    while (i < len) {
        char one[2];
        long cp = arb_utf8_next((const unsigned char *)w + i, len - i, &adv);
        const char *f = arb_utf8_is_letter(cp) ? arb_utf8_fold(cp, one) : NULL;
        if (!f || n + strlen(f) + 1 >= cap) {
            out[0] = '\0';
            return;
        }
        memcpy(out + n, f, strlen(f));
        n += strlen(f);
        i += adv;
    }
    out[n] = '\0';
}

/* The languages (bit i: ls[i]) whose dictionary accepts w. */
static unsigned spell_langs(struct lang *ls, const char *w)
{
    unsigned langs = 0;
    for (int i = 0; i < LANGS; i++)
        if (ls[i].h && Hunspell_spell(ls[i].h, w))
            langs |= 1u << i;
    return langs;
}

/* What Hunspell says of a correct word w, from one analysis per language (each language is
 * asked, as faq_spell did at run time: fr_FR analyses « Ok » it does not accept): whether some
 * language reads every analysis with a neutral tag (faq_spell's reading), and the lemmas,
 * language after language, that fold to another word than w, joined by '\n' in out (cap
 * bytes, "" for none). */
static bool analyse(struct lang *ls, const char *w, char *out, size_t cap)
{
    char fw[WORD_MAX], fl[WORD_MAX];
    size_t len = 0;
    bool neutral = false;
    out[0] = '\0';
    fold(w, fw, sizeof fw);
    for (int i = 0; i < LANGS; i++) {
        char **list = NULL, **stems = NULL;
        int n = ls[i].h ? Hunspell_analyze(ls[i].h, &list, w) : 0, k = 0;
        bool all = n > 0 && ls[i].ntags > 0;
        for (int j = 0; j < n; j++) {
            bool tagged = false;
            for (size_t t = 0; t < ls[i].ntags && !tagged; t++)
                tagged = strstr(list[j], ls[i].tags[t]) != NULL;
            all = all && tagged;
        }
        neutral = neutral || all;
        if (n > 0)
            k = Hunspell_stem2(ls[i].h, &stems, list, n);
        for (int j = 0; j < k; j++) {
            size_t sl = strlen(stems[j]);
            fold(stems[j], fl, sizeof fl);
            if ((fl[0] && strcmp(fl, fw) == 0) || sl >= FAQ_SPELL_LEMMA_MAX || len + sl + 2 >= cap)
                continue;
            memcpy(out + len, stems[j], sl);
            len += sl;
            out[len++] = '\n';
            out[len] = '\0';
        }
        if (k > 0)
            Hunspell_free_list(ls[i].h, &stems, k);
        if (n > 0)
            Hunspell_free_list(ls[i].h, &list, n);
    }
    return neutral;
}

/* A string -> index map (open addressing, never shrinks) to share lemmas and lemma lists. */
struct intern {
    char **k;
    uint32_t *v;
    size_t n, cap;
};

struct table {
    struct vec entries;           /* struct entry, sorted by hash once built */
    struct vec list;              /* uint32_t lemma_list */
    struct vec chars;             /* lemma_chars */
    struct intern strings, lists; /* lemma -> offset in chars, lists -> index in list */
};

static uint32_t *intern_slot(struct intern *m, const char *k, bool *fresh)
{
    if (2 * (m->n + 1) > m->cap) {
        struct intern g = {calloc(m->cap ? 2 * m->cap : 4096, sizeof(char *)),
                           calloc(m->cap ? 2 * m->cap : 4096, sizeof(uint32_t)), 0,
                           m->cap ? 2 * m->cap : 4096};
        if (!g.k || !g.v) {
            fprintf(stderr, "spell_table: out of memory\n");
            exit(1);
        }
        for (size_t i = 0; i < m->cap; i++)
            if (m->k[i]) {
                bool f;
                *intern_slot(&g, m->k[i], &f) = m->v[i];
                free(m->k[i]);
            }
        free(m->k);
        free(m->v);
        *m = g;
    }
    size_t i = (size_t)faq_spell_key(k, strlen(k), NULL) & (m->cap - 1);
    while (m->k[i] && strcmp(m->k[i], k) != 0)
        i = (i + 1) & (m->cap - 1);
    *fresh = !m->k[i];
    if (*fresh) {
        m->k[i] = strdup(k);
        m->n++;
    }
    return &m->v[i];
}

static void intern_free(struct intern *m)
{
    for (size_t i = 0; i < m->cap; i++)
        free(m->k[i]);
    free(m->k);
    free(m->v);
}

/* Appends one list of '\n'-separated lemmas ("" for none: one empty lemma) to the list. */
static void push_list(struct table *t, const char *joined)
{
    size_t first = t->list.n;
    for (const char *p = joined; *p;) {
        const char *nl = strchr(p, '\n');
        char lemma[WORD_MAX];
        bool fresh;
        snprintf(lemma, sizeof lemma, "%.*s", (int)(nl - p), p);
        uint32_t *off = intern_slot(&t->strings, lemma, &fresh);
        if (fresh) {
            *off = (uint32_t)t->chars.n;
            for (const char *c = lemma; c == lemma || c[-1]; c++)
                *(char *)vec_push(&t->chars) = *c;
        }
        *(uint32_t *)vec_push(&t->list) = *off;
        p = nl + 1;
    }
    if (t->list.n == first)
        *(uint32_t *)vec_push(&t->list) = 0; /* lemma_chars[0] is "" */
    ((uint32_t *)t->list.v)[t->list.n - 1] |= FAQ_SPELL_LEMMA_LAST;
}

/* The index of the lemmas of a lower-case form, then (when cap_too) of its capitalised
 * form, in the list; identical lists are stored once. */
static uint32_t add_lemmas(struct table *t, const char *lower, const char *cap, bool cap_too)
{
    char both[2 * 4096 + 2];
    bool fresh;
    snprintf(both, sizeof both, "%s\t%s", lower, cap_too ? cap : "");
    uint32_t *at = intern_slot(&t->lists, both, &fresh);
    if (fresh) {
        *at = (uint32_t)t->list.n;
        push_list(t, lower);
        if (cap_too)
            push_list(t, cap);
    }
    return *at;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static int cmp_entry(const void *a, const void *b)
{
    /* the bucket (top bits), then the key (low 32 bits) as faq_spell_find searches them */
    const struct entry *x = a, *y = b;
    uint64_t kx = (x->hash >> (64 - FAQ_SPELL_BUCKET_BITS)) << 32 | (uint32_t)x->hash;
    uint64_t ky = (y->hash >> (64 - FAQ_SPELL_BUCKET_BITS)) << 32 | (uint32_t)y->hash;
    return (kx > ky) - (kx < ky);
}

/* Runs unmunch on one dictionary and splits its lines (« l'étoiles/L'D'Q'| ») into words:
 * what follows '/' is flags, and the assistant's tokenizer cuts at every character that is
 * no letter. Words are kept in lower case. */
static void add_candidates(const char *unmunch, const char *dic, const char *aff, struct vec *words)
{
    char cmd[3 * 1024], line[4096];
    snprintf(cmd, sizeof cmd, "'%s' '%s' '%s' 2>/dev/null", unmunch, dic, aff);
    FILE *in = popen(cmd, "r");
    if (!in) {
        fprintf(stderr, "spell_table: cannot run %s\n", cmd);
        exit(1);
    }
    while (fgets(line, sizeof line, in)) {
        size_t stop = strcspn(line, "/\n"), n = 0;
        char lower[WORD_MAX];
        for (size_t k = 0; k <= stop; k++) {
            size_t adv = 1;
            long cp = k < stop ? arb_utf8_next((unsigned char *)line + k, stop - k, &adv) : -1;
            if (arb_utf8_is_letter(cp) && cp < 0x10000 && n + 4 < sizeof lower) {
                n += put_utf8(faq_spell_lower(cp), lower + n);
            } else if (n > 0) {
                lower[n] = '\0';
                *(char **)vec_push(words) = strdup(lower);
                n = 0;
            }
            k += adv - 1;
        }
    }
    if (pclose(in) != 0) {
        fprintf(stderr, "spell_table: %s failed\n", cmd);
        exit(1);
    }
}

static void build(struct lang *ls, struct vec *words, struct table *t)
{
    char cap[WORD_MAX];
    char **w = words->v;
    qsort(w, words->n, sizeof *w, cmp_str);
    *(uint32_t *)vec_push(&t->list) = FAQ_SPELL_LEMMA_LAST; /* index 0: no lemma */
    *(char *)vec_push(&t->chars) = '\0';                    /* offset 0: "" */
    for (size_t i = 0; i < words->n; i++) {
        if (i > 0 && strcmp(w[i], w[i - 1]) == 0)
            continue;
        initcap(w[i], cap, sizeof cap);
        struct entry e = {faq_spell_key(w[i], strlen(w[i]), NULL), 0, 0};
        /* Hunspell accepts a lower-case word capitalised (KEEPCASE words aside, none of
         * which the assistant's questions hold): one call saved on most forms */
        unsigned lower = spell_langs(ls, w[i]), capital = lower ? lower : spell_langs(ls, cap);
        if (lower)
            e.flags |= FAQ_SPELL_LOWER;
        if (capital)
            e.flags |= FAQ_SPELL_CAP;
        if (!e.flags && strlen(w[i]) <= ACRONYM_MAX) {
            char upper_lemmas[4096];
            allcaps(w[i], cap, sizeof cap);
            if ((capital = spell_langs(ls, cap))) {
                /* read as a capitalised word: its verdicts and lemmas are the capitals' */
                e.flags |= FAQ_SPELL_UPPER;
                if (analyse(ls, cap, upper_lemmas, sizeof upper_lemmas))
                    e.flags |= FAQ_SPELL_NEUTRAL_CAP;
                if (upper_lemmas[0])
                    e.lemma = add_lemmas(t, upper_lemmas, "", false);
                *(struct entry *)vec_push(&t->entries) = e;
                continue;
            }
        }
        if (!e.flags)
            continue;
        char lower_lemmas[4096] = "", cap_lemmas[4096] = "";
        if (lower && analyse(ls, w[i], lower_lemmas, sizeof lower_lemmas))
            e.flags |= FAQ_SPELL_NEUTRAL_LOWER;
        if (capital && analyse(ls, cap, cap_lemmas, sizeof cap_lemmas))
            e.flags |= FAQ_SPELL_NEUTRAL_CAP;
        /* the lemmas read for a capitalised word are the capitalised form's, which may
         * differ (en_US reads « Donner » as a name too) */
        bool cap_too = (e.flags & FAQ_SPELL_LOWER) && (e.flags & FAQ_SPELL_CAP) &&
                       strcmp(lower_lemmas, cap_lemmas) != 0;
        if (cap_too)
            e.flags |= FAQ_SPELL_CAP_LEMMAS;
        if (cap_too || lower_lemmas[0] || cap_lemmas[0])
            e.lemma = add_lemmas(t, e.flags & FAQ_SPELL_LOWER ? lower_lemmas : cap_lemmas,
                                 cap_lemmas, cap_too);
        *(struct entry *)vec_push(&t->entries) = e;
    }
    qsort(t->entries.v, t->entries.n, sizeof(struct entry), cmp_entry);
}

static void write_u32(FILE *out, const char *name, const uint32_t *v, size_t n)
{
    fprintf(out, "static const uint32_t %s[%zu] = {", name, n ? n : 1);
    for (size_t i = 0; i < n; i++)
        fprintf(out, "%s0x%x,", i % 10 ? "" : "\n", v[i]);
    fprintf(out, "%s};\n", n ? "\n" : "0");
}

static int write_table(const char *path, const struct table *t)
{
    const struct entry *e = t->entries.v;
    size_t n = t->entries.n, nb = (size_t)1 << FAQ_SPELL_BUCKET_BITS;
    uint32_t *bucket = calloc(nb + 1, sizeof *bucket), *key = calloc(n + 1, sizeof *key),
             *data = calloc(n + 1, sizeof *data);
    FILE *out = fopen(path, "w");
    if (!out || !bucket || !key || !data) {
        fprintf(stderr, "spell_table: cannot write %s\n", path);
        return 1;
    }
    for (size_t i = 0, b = 0; i < n; i++) {
        size_t mine = (size_t)(e[i].hash >> (64 - FAQ_SPELL_BUCKET_BITS));
        while (b <= mine)
            bucket[b++] = (uint32_t)i;
        key[i] = (uint32_t)e[i].hash;
        data[i] = e[i].lemma << FAQ_SPELL_FLAG_BITS | e[i].flags;
        if (i == n - 1)
            while (b <= nb)
                bucket[b++] = (uint32_t)n;
    }
    fprintf(out, "/* Generated by tools/spell_table.c from the Hunspell dictionaries named in "
                 "data/lexicon: do not edit. */\n#include \"faq_spell_table.h\"\n\n");
    write_u32(out, "bucket", bucket, nb + 1);
    write_u32(out, "key", key, n);
    write_u32(out, "data", data, n);
    write_u32(out, "lemma_list", t->list.v, t->list.n);
    fprintf(out, "static const char lemma_chars[] =");
    const char *c = t->chars.v;
    for (size_t i = 0; i < t->chars.n; i++) {
        if (i % 32 == 0)
            fprintf(out, "\n\"");
        unsigned char ch = (unsigned char)c[i];
        if (ch >= 0x20 && ch < 0x7F && ch != '"' && ch != '\\' && ch != '?')
            fputc(ch, out);
        else
            fprintf(out, "\\%03o", ch);
        if (i % 32 == 31 || i == t->chars.n - 1)
            fputc('"', out);
    }
    uint32_t tail[5];
    memcpy(&tail[0], bucket + nb, 4);
    memcpy(&tail[1], key + (n ? n - 1 : 0), 4);
    memcpy(&tail[2], data + (n ? n - 1 : 0), 4);
    memcpy(&tail[3], (uint32_t *)t->list.v + t->list.n - 1, 4);
    memcpy(&tail[4], (char *)t->chars.v + t->chars.n - 4, 4);
    fprintf(out,
            ";\n\nextern const struct faq_spell_table faq_spell_words;\n"
            "const struct faq_spell_table faq_spell_words = {bucket, key, data, lemma_list, "
            "lemma_chars, %zu, %zu, %zu, {0x%x, 0x%x, 0x%x, 0x%x, 0x%x}};\n",
            n, t->list.n, t->chars.n, tail[0], tail[1], tail[2], tail[3], tail[4]);
    free(bucket);
    free(key);
    free(data);
    return fclose(out) == 0 ? 0 : 1;
}

/* The table's lemmas for data d, joined by '\n' as analyse() joins them. */
static void table_lemmas(const struct faq_spell_table *t, uint32_t d, char *out, size_t cap)
{
    size_t n = 0;
    out[0] = '\0';
    for (uint32_t i = d >> FAQ_SPELL_FLAG_BITS; i != 0; i++) {
        uint32_t off = t->lemma_list[i];
        const char *lemma = t->lemma_chars + (off & ~(uint32_t)FAQ_SPELL_LEMMA_LAST);
        if (*lemma)
            n += (size_t)snprintf(out + n, cap - n, "%s\n", lemma);
        if (off & FAQ_SPELL_LEMMA_LAST || n >= cap)
            break;
    }
}

/* Compares the table with Hunspell on every word of sample; prints the agreement. */
static void check(struct lang *ls, const struct table *tb, const char *sample)
{
    size_t nb = (size_t)1 << FAQ_SPELL_BUCKET_BITS, n = tb->entries.n, len;
    const struct entry *e = tb->entries.v;
    uint32_t *bucket = calloc(nb + 1, sizeof *bucket), *key = calloc(n + 1, sizeof *key),
             *data = calloc(n + 1, sizeof *data);
    for (size_t i = 0, b = 0; i <= n; i++) {
        size_t mine = i < n ? (size_t)(e[i].hash >> (64 - FAQ_SPELL_BUCKET_BITS)) : nb;
        while (b <= mine)
            bucket[b++] = (uint32_t)i;
        if (i < n) {
            key[i] = (uint32_t)e[i].hash;
            data[i] = e[i].lemma << FAQ_SPELL_FLAG_BITS | e[i].flags;
        }
    }
    struct faq_spell_table t = {.bucket = bucket,
                                .key = key,
                                .data = data,
                                .lemma_list = tb->list.v,
                                .lemma_chars = tb->chars.v,
                                .n = n,
                                .nlist = tb->list.n,
                                .nchars = tb->chars.n};
    char *text = read_all(sample, &len), *next;
    size_t words = 0, known = 0, missed = 0, extra = 0, neutral = 0, lemma = 0;
    for (char *w = text; *w; w = next) {
        next = w + strcspn(w, "\n");
        if (*next)
            *next++ = '\0';
        char a[4096], b[4096];
        uint32_t d = faq_spell_find(&t, faq_spell_read_memory, NULL, w, strlen(w));
        bool hk = spell_langs(ls, w) != 0, tk = (d & FAQ_SPELL_KNOWN) != 0;
        words++;
        known += hk;
        if (hk != tk) {
            *(hk ? &missed : &extra) += 1;
            fprintf(stderr, "%s: %s\n", hk ? "missed" : "extra", w);
            continue;
        }
        if (!hk)
            continue;
        if (analyse(ls, w, a, sizeof a) != ((d & FAQ_SPELL_NEUTRAL) != 0)) {
            neutral++;
            fprintf(stderr, "neutral: %s\n", w);
        }
        table_lemmas(&t, d, b, sizeof b);
        if (strcmp(a, b) != 0) {
            lemma++;
            fprintf(stderr, "lemma: %s\n", w);
        }
    }
    printf("spell_table --check %s: %zu words, %zu correct for Hunspell; the table misses %zu, "
           "adds %zu; neutral differs on %zu, lemmas on %zu (%zu forms in the table)\n",
           sample, words, known, missed, extra, neutral, lemma, n);
    free(text);
    free(bucket);
    free(key);
    free(data);
}

int main(int argc, char **argv)
{
    struct lang ls[LANGS] = {0};
    struct vec words = {.size = sizeof(char *)};
    struct table t = {.entries = {.size = sizeof(struct entry)},
                      .list = {.size = sizeof(uint32_t)},
                      .chars = {.size = 1}};
    int status;
    if (argc != 5 && !(argc == 7 && strcmp(argv[5], "--check") == 0)) {
        fprintf(stderr, "usage: spell_table OUT.c UNMUNCH FR.json EN.json [--check SAMPLE.txt]\n");
        return 1;
    }
    for (int i = 0; i < LANGS; i++) {
        char *dic, *aff;
        open_lang(argv[3 + i], &ls[i], &dic, &aff);
        add_candidates(argv[2], dic, aff, &words);
        free(dic);
        free(aff);
    }
    build(ls, &words, &t);
    status = write_table(argv[1], &t);
    if (argc == 7)
        check(ls, &t, argv[6]);
    for (size_t i = 0; i < words.n; i++)
        free(((char **)words.v)[i]);
    for (int i = 0; i < LANGS; i++) {
        for (size_t k = 0; k < ls[i].ntags; k++)
            free(ls[i].tags[k]);
        Hunspell_destroy(ls[i].h);
    }
    free(words.v);
    free(t.entries.v);
    free(t.list.v);
    free(t.chars.v);
    intern_free(&t.strings);
    intern_free(&t.lists);
    return status;
}

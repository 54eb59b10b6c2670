/* faq_norm.c — stage 1, normalise: UTF-8 text to folded words through the project's one
 * decoder and folding table (arb_utf8.h, also kb_analyze's), with the lexicon's elisions,
 * abbreviations, stop words, fillers and language requests; the language guess; the typo
 * distance and the French phonetic key used to read phone spelling. Invariant: every word
 * produced is non-empty [a-z0-9]+ and shorter than FAQ_TOKEN_LEN (a sign the lexicon reads as
 * a word, « + », is written out as that word). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_utf8.h"
#include "faq_int.h"

static bool is_apostrophe(long cp)
{
    return cp == '\'' || cp == 0x2019 || cp == 0x2018 || cp == 0x02BC || cp == 0x00B4 || cp == '`';
}

/* Sentence and clause marks: what a player writes before the last one is context (« je
 * viens d'acheter un awalé… : comment on fait une prise ? »). */
static bool ends_clause(long cp)
{
    return cp == '.' || cp == '!' || cp == '?' || cp == ':' || cp == ';' || cp == 0x2026;
}

static bool single_letter(const char *w)
{
    return w[0] != '\0' && w[1] == '\0' && !(w[0] >= '0' && w[0] <= '9');
}

bool faq_is_stop_in(const struct faq_lex *x, const char *w, enum faq_lang lang)
{
    return single_letter(w) ||
           (faq_lex_flags(x, w) & (lang == FAQ_LANG_EN ? FAQ_W_STOP_EN : FAQ_W_STOP_FR));
}

/* The word abbreviation w (of tokenizer flags flags) stands for in either language, or w. */
static const char *expand(const struct faq_lex *x, const char *w, unsigned flags)
{
    if (!(flags & FAQ_W_ABBREV))
        return w;
    for (int lang = 0; lang < 2; lang++) {
        const char *to = faq_pair_find(x->l[lang].abbrev, x->l[lang].nabbrev, w);
        if (to)
            return to;
    }
    return w;
}

/* True when the sign cp (« + », « & ») is written for a word: an abbreviation of the lexicon
 * (« + de 11 » is « plus de 11 »); one then holds it as a string. */
static bool symbol_word(const struct faq_lex *x, long cp, char one[2])
{
    if (cp <= ' ' || cp > '~')
        return false;
    one[0] = (char)cp;
    one[1] = '\0';
    return (faq_lex_flags(x, one) & FAQ_W_ABBREV) != 0;
}

/* Appends word w (len bytes, cut to FAQ_TOKEN_LEN) of source bytes [start, end) to out. */
static void emit(const struct faq_lex *x, struct faq_tokens *out, const char *w, size_t len,
                 size_t start, size_t end)
{
    if (out->n == FAQ_MAX_TOKENS) {
        out->truncated = true;
        return;
    }
    if (len >= FAQ_TOKEN_LEN)
        len = FAQ_TOKEN_LEN - 1;
    memcpy(out->tok[out->n], w, len);
    out->tok[out->n][len] = '\0';
    unsigned flags = faq_lex_flags(x, out->tok[out->n]);
    bool one = single_letter(out->tok[out->n]);
    out->stops[out->n] = (unsigned char)((one || (flags & FAQ_W_STOP_FR) ? 1u << FAQ_LANG_FR : 0) |
                                         (one || (flags & FAQ_W_STOP_EN) ? 1u << FAQ_LANG_EN : 0));
    out->stop[out->n] = out->stops[out->n] != 0;
    out->phrase[out->n] = (flags & FAQ_W_PHRASE) != 0;
    out->filler[out->n] = false;
    out->start[out->n] = start;
    out->end[out->n] = end;
    out->n++;
    if (out->n < FAQ_MAX_TOKENS)
        out->elided[out->n][0] = '\0';
}

/* True when w[len], one word of an abbreviation written out in several, is an elision (only
 * those words pay for the copy: most words stand for themselves). */
static bool elision_among(const struct faq_lex *x, const char *w, size_t len)
{
    char one[FAQ_TOKEN_LEN];
    snprintf(one, sizeof one, "%.*s", (int)len, w);
    return (faq_lex_flags(x, one) & FAQ_W_ELISION) != 0;
}

/* Ends the word being built in cur: keeps it unless it is an elision before an apostrophe.
 * An abbreviation is written out, in several words where it stands for several (« esk » is
 * « est ce que », « keski » « qu'est ce qui »: an elision among them is kept as typed before an
 * apostrophe), each over the abbreviation's source bytes. */
static void flush(const struct faq_lex *x, struct faq_tokens *out, char *cur, size_t *curlen,
                  size_t start, size_t end, bool before_apostrophe)
{
    if (*curlen == 0)
        return;
    cur[*curlen] = '\0';
    *curlen = 0;
    unsigned flags = faq_lex_flags(x, cur);
    if (before_apostrophe && (flags & FAQ_W_ELISION)) {
        if (out->n < FAQ_MAX_TOKENS)
            snprintf(out->elided[out->n], sizeof out->elided[out->n], "%s", cur);
        return;
    }
    for (const char *w = expand(x, cur, flags); *w;) {
        size_t wl = strcspn(w, " ");
        const char *next = w[wl] ? w + wl + 1 : w + wl;
        if (*next && elision_among(x, w, wl)) {
            if (out->n < FAQ_MAX_TOKENS && wl < sizeof out->elided[out->n]) {
                memcpy(out->elided[out->n], w, wl);
                out->elided[out->n][wl] = '\0';
            }
        } else
            emit(x, out, w, wl, start, end);
        w = next;
    }
}

/* Marks the words of every match of ps as fillers; true when one matched. */
static bool mark(struct faq_tokens *t, const struct faq_patterns *ps, bool lang_request)
{
    bool any = false;
    struct faq_pat_iter it;
    const struct faq_pattern *p;
    for (size_t i = 0; i < t->n; i++) {
        if (!t->phrase[i])
            continue; /* no phrase starts with it (the tokenizer's table) */
        for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
            size_t len = faq_pattern_at(p, t, i);
            for (size_t k = 0; k < len; k++)
                t->filler[i + k] = true;
            if (len && lang_request && p->value >= 0)
                t->said_lang = p->value;
            any = any || len;
        }
    }
    return any;
}

/* A last clause of nothing but fillers and stop words asks nothing of its own (« Mon neveu
 * prétend qu'on rejoue. C'est vrai ? », "Correct?", « Merci ! »): the clause before it is the
 * question proper. */
static void settle_clause(struct faq_tokens *t)
{
    while (t->clause > 0) {
        for (size_t i = t->clause; i < t->n; i++)
            if (!t->stop[i] && !t->filler[i])
                return;
        size_t k = t->clause;
        while (k > 0 && !((t->clause_starts >> --k) & 1))
            ;
        t->clause = k;
    }
}

void faq_tokenize(const struct faq_lex *x, const char *text, size_t len, struct faq_tokens *out)
{
    const unsigned char *s = (const unsigned char *)text;
    char cur[FAQ_TOKEN_LEN];
    size_t curlen = 0, i = 0, adv, start = 0;
    bool pending = false;

    out->n = 0;
    out->truncated = false;
    out->said_lang = -1;
    out->clause = 0;
    out->after_ask = SIZE_MAX;
    out->clause_starts = 0;
    out->comma_after = 0;
    out->elided[0][0] = '\0';
    while (i < len) {
        char one[2];
        long cp = arb_utf8_next(s + i, len - i, &adv);
        const char *fold = arb_utf8_is_letter(cp) ? arb_utf8_fold(cp, one) : NULL;
        bool sym = !fold && symbol_word(x, cp, one);
        if (sym) { /* a word of its own, even written against another (« +de ») */
            flush(x, out, cur, &curlen, start, i, false);
            fold = one;
        }
        if (!fold || *fold == '\0') {
            flush(x, out, cur, &curlen, start, i, is_apostrophe(cp));
            if (cp == ',' && out->n > 0)
                out->comma_after |= (uint64_t)1 << (out->n - 1);
            pending = pending || ends_clause(cp); /* a clause starts at the next word */
            if (cp == '?')
                out->after_ask = out->n;
            i += adv;
            continue;
        }
        if (curlen == 0) {
            start = i;
            if (pending && out->n < FAQ_MAX_TOKENS) {
                out->clause = out->n;
                out->clause_starts |= (uint64_t)1 << out->n;
            }
            pending = false;
        }
        i += adv;
        for (; *fold; fold++)
            if (curlen + 1 < FAQ_TOKEN_LEN)
                cur[curlen++] = *fold;
        if (sym)
            flush(x, out, cur, &curlen, start, i, false);
    }
    flush(x, out, cur, &curlen, start, len, false);
    if (out->after_ask > out->n)
        out->after_ask = out->n;
    bool checked = false;
    for (int lang = 0; lang < 2; lang++) {
        mark(out, &x->l[lang].fillers, false);
        mark(out, &x->l[lang].lang_requests, true);
        checked = mark(out, &x->l[lang].verify, false) || checked;
    }
    /* a claim is told to be checked only where the question asks whether it holds (« il dit
     * qu'il joue sa 7e case, c'est permis ? » tells a move, not a claim) */
    for (int lang = 0; checked && lang < 2; lang++)
        mark(out, &x->l[lang].claims, false);
    settle_clause(out);
}

void faq_senses_apply(const struct faq_lex *x, struct faq_tokens *t)
{
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_patterns *ps = &x->l[lang].senses;
        struct faq_pat_iter it;
        const struct faq_pattern *p;
        for (size_t i = 0; i < t->n; i++)
            for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));)
                if (p->value >= 0 && faq_pattern_at(p, t, i)) {
                    snprintf(t->tok[i], sizeof t->tok[i], "%s", x->l[lang].sense_words[p->value]);
                    break;
                }
    }
}

void faq_tokens_with_elisions(const struct faq_tokens *t, struct faq_tokens *full)
{
    memset(full, 0, sizeof *full);
    full->said_lang = t->said_lang;
    full->after_ask = SIZE_MAX;
    for (size_t i = 0; i < t->n && full->n < FAQ_MAX_TOKENS; i++) {
        if ((t->clause_starts >> i) & 1) /* the clause starts at the elision put back */
            full->clause_starts |= (uint64_t)1 << full->n;
        if (i == t->clause)
            full->clause = full->n;
        if (i == t->after_ask)
            full->after_ask = full->n;
        if (t->elided[i][0] && full->n + 1 < FAQ_MAX_TOKENS) {
            memcpy(full->tok[full->n], t->elided[i], sizeof t->elided[i]);
            full->stop[full->n] = true;
            full->stops[full->n] = (1u << FAQ_LANG_FR) | (1u << FAQ_LANG_EN);
            full->start[full->n] = full->end[full->n] = t->start[i];
            full->n++;
        }
        if ((t->comma_after >> i) & 1)
            full->comma_after |= (uint64_t)1 << full->n;
        memcpy(full->tok[full->n], t->tok[i], sizeof t->tok[i]);
        full->stop[full->n] = t->stop[i];
        full->stops[full->n] = t->stops[i];
        full->filler[full->n] = t->filler[i];
        full->phrase[full->n] = t->phrase[i];
        full->start[full->n] = t->start[i];
        full->end[full->n] = t->end[i];
        full->n++;
    }
    if (full->after_ask > full->n)
        full->after_ask = full->n;
}

bool faq_tokens_apart(const struct faq_tokens *t, size_t i)
{
    return ((t->comma_after >> i) & 1) ||
           (i + 1 < FAQ_MAX_TOKENS && ((t->clause_starts >> (i + 1)) & 1));
}

uint64_t faq_condition_words(const struct faq_lex *x, const struct faq_tokens *t)
{
    uint64_t words = 0;
    bool said = false; /* a word of the clause's own before word i, since it opened */
    for (size_t i = 0; i < t->n; i++) {
        bool opens = i == 0 || faq_tokens_apart(t, i - 1);
        said = !opens && said;
        if (!(faq_words_has(&x->l[FAQ_LANG_FR].conditions, t->tok[i]) ||
              faq_words_has(&x->l[FAQ_LANG_EN].conditions, t->tok[i]))) {
            said = said || !t->stop[i];
            continue;
        }
        if (!opens && !said)
            continue;
        size_t j = i;
        while (j + 1 < t->n && !faq_tokens_apart(t, j))
            j++;
        /* told before: the condition ends at a comma with the clause going on after it;
         * told after the clause's own words: it runs to the clause's end, two words at least */
        bool before = opens && ((t->comma_after >> j) & 1) && j + 1 < t->n &&
                      !((t->clause_starts >> (j + 1)) & 1);
        bool after = !opens && j >= i + 2;
        if (before || after)
            for (size_t k = i; k <= j; k++)
                words |= (uint64_t)1 << k;
        said = !opens;
        i = j;
    }
    return words;
}

/* English markers less French ones among the words (fillers aside). */
static int english_lean(const struct faq_lex *x, const struct faq_tokens *t)
{
    int lean = 0;
    for (size_t i = 0; i < t->n; i++)
        if (!t->filler[i])
            lean += faq_words_has(&x->l[FAQ_LANG_EN].markers, t->tok[i]) -
                    faq_words_has(&x->l[FAQ_LANG_FR].markers, t->tok[i]);
    return lean;
}

enum faq_lang faq_guess_lang(const struct faq_lex *x, const struct faq_tokens *t)
{
    return english_lean(x, t) > 0 ? FAQ_LANG_EN : FAQ_LANG_FR;
}

bool faq_lang_shown(const struct faq_lex *x, const struct faq_tokens *t)
{
    return english_lean(x, t) != 0;
}

int faq_edit_distance(const char *a, const char *b, int max)
{
    size_t la = strlen(a), lb = strlen(b);
    int d[FAQ_TOKEN_LEN + 1][FAQ_TOKEN_LEN + 1];
    if (la >= FAQ_TOKEN_LEN || lb >= FAQ_TOKEN_LEN)
        return max + 1;
    if ((la > lb ? la - lb : lb - la) > (size_t)max)
        return max + 1;
    for (size_t i = 0; i <= la; i++)
        d[i][0] = (int)i;
    for (size_t j = 0; j <= lb; j++)
        d[0][j] = (int)j;
    for (size_t i = 1; i <= la; i++) {
        int row_min = max + 1;
        for (size_t j = 1; j <= lb; j++) {
            int cost = a[i - 1] != b[j - 1];
            int v = d[i - 1][j] + 1;
            if (d[i][j - 1] + 1 < v)
                v = d[i][j - 1] + 1;
            if (d[i - 1][j - 1] + cost < v)
                v = d[i - 1][j - 1] + cost;
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
                d[i - 2][j - 2] + 1 < v)
                v = d[i - 2][j - 2] + 1;
            d[i][j] = v;
            if (v < row_min)
                row_min = v;
        }
        if (row_min > max)
            return max + 1;
    }
    return d[la][lb] > max ? max + 1 : d[la][lb];
}

int faq_typo_budget(size_t len)
{
    return len < 5 ? 0 : len < 9 ? 1 : 2;
}

static bool vowel(char c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'y';
}

bool faq_elides_before(const char *w)
{
    return vowel(w[0]) || w[0] == 'h';
}

void faq_phonetic(const struct faq_lex *x, const char *w, char *out, size_t cap)
{
    const struct faq_lexlang *fr = &x->l[FAQ_LANG_FR];
    size_t len = strlen(w), o = 0;
    /* silent endings, each dropped once, in the lexicon's order (« reserves » ~ « rezerv ») */
    for (size_t k = 0; k < fr->silent.n; k++) {
        size_t sl = strlen(fr->silent.v[k]);
        if (len > sl + 1 && strncmp(w + len - sl, fr->silent.v[k], sl) == 0)
            len -= sl;
    }
    for (size_t i = 0; i < len && o + 1 < cap;) {
        const char *snd = NULL;
        size_t used = 1;
        for (size_t k = 0; k < fr->nsounds && !snd; k++) {
            if (fr->sounds[k].from[0] != w[i])
                continue; /* most spellings differ at once (a "$" alone never matches) */
            /* a spelling ending in $ sounds so only at the end of the word (« nez ») */
            size_t sl = strlen(fr->sounds[k].from);
            bool at_end = sl > 0 && fr->sounds[k].from[sl - 1] == '$';
            sl -= at_end;
            if (i + sl <= len && strncmp(w + i, fr->sounds[k].from, sl) == 0 &&
                (!at_end || i + sl == len)) {
                snd = fr->sounds[k].to;
                used = sl;
            }
        }
        char one[2] = {w[i], 0};
        if (!snd) {
            /* an s between vowels sounds like a z, a silent e after it too (« pose ») */
            if (w[i] == 's' && i > 0 && vowel(w[i - 1]) && vowel(w[i + 1]))
                one[0] = 'z';
            snd = one;
        }
        for (const char *p = snd; *p && o + 1 < cap; p++)
            if (o == 0 || out[o - 1] != *p) /* doubled letters and sounds once */
                out[o++] = *p;
        i += used;
    }
    out[o] = '\0';
}

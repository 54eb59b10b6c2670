/* faq_situ_say.c — the sentence kit of the situations' replies: the lexicon's templates
 * rendered with named values and the game's own nouns (faq_situ_reply.h). Output is cut at
 * FAQ_SITU_TEXT_CAP bytes, never overrun. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "faq_situ_reply.h"

void faq_situ_put(struct faq_situ_text *x, const char *s)
{
    size_t n = strlen(s);
    if (x->len + n >= sizeof x->s)
        n = sizeof x->s - 1 - x->len;
    memcpy(x->s + x->len, s, n);
    x->len += n;
    x->s[x->len] = '\0';
}

void faq_situ_var(struct faq_situ_vars *v, const char *k, const char *fmt, ...)
{
    size_t i = 0;
    while (i < v->n && strcmp(v->k[i], k) != 0)
        i++;
    if (i == FAQ_SITU_MAX_VARS)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->v[i], FAQ_SITU_VAR_LEN, fmt, ap);
    va_end(ap);
    v->k[i] = k;
    if (i == v->n)
        v->n++;
}

static const char *var_get(const struct faq_situ_vars *v, const char *k, size_t klen)
{
    for (size_t i = 0; i < v->n; i++)
        if (strlen(v->k[i]) == klen && strncmp(v->k[i], k, klen) == 0)
            return v->v[i];
    return NULL;
}

static const struct faq_situ_noun *noun_of(const struct faq_situ_words *w, const char *name,
                                           size_t len)
{
    if (len == 5 && strncmp(name, "piece", 5) == 0)
        return &w->piece;
    if (len == 4 && strncmp(name, "hole", 4) == 0)
        return &w->hole;
    if (len == 5 && strncmp(name, "store", 5) == 0)
        return &w->store;
    return NULL;
}

static bool vowel(char c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'h' ||
           (unsigned char)c == 0xc3; /* é, è, ê… */
}

/* One placeholder: {var}, {noun}, {nouns} (plural), {noun#var} (plural unless var is 1),
 * {cls:…:noun} (grammar forms agreeing with noun, then noun; « le » + vowel elided), {cls:nouns}
 * (the same before the plural). */
static void placeholder(const struct faq_situ_say *r, const char *p, size_t len,
                        struct faq_situ_text *x)
{
    const char *val = var_get(r->v, p, len);
    const char *hash = memchr(p, '#', len), *colon = memchr(p, ':', len);
    const struct faq_situ_noun *n;
    if (len > 1 && p[0] == '@') { /* {@he}: the mover's person */
        char cls[24];
        snprintf(cls, sizeof cls, "%.*s", (int)(len - 1), p + 1);
        faq_situ_put(x, faq_situ_person_grammar(r->c, r->lang, r->mover, r->gender, cls, 'm'));
        return;
    }
    if (val) {
        faq_situ_put(x, val);
        return;
    }
    if (hash) {
        const char *count = var_get(r->v, hash + 1, len - (size_t)(hash + 1 - p));
        n = noun_of(r->w, p, (size_t)(hash - p));
        if (!n)
            return;
        bool one = (count && count[0] == '1' && count[1] == '\0') ||
                   (hash[1] == '1' && len - (size_t)(hash + 1 - p) == 1);
        faq_situ_put(x, one ? n->w : n->pl);
        return;
    }
    if (!colon) {
        if ((n = noun_of(r->w, p, len))) {
            faq_situ_put(x, n->w);
        } else if (len > 1 && p[len - 1] == 's' && (n = noun_of(r->w, p, len - 1))) {
            faq_situ_put(x, n->pl); /* {pieces} */
        }
        return;
    }
    const char *last = p + len;
    while (last > p && last[-1] != ':')
        last--;
    /* {cls:~noun}: the forms agreeing with noun, without the noun (« sautée »); {cls:nouns}:
     * the plural (« combien {of:pieces} »: « d'escargots ») */
    bool bare = *last == '~', plural = false;
    size_t nlen = (size_t)(p + len - last) - bare;
    if (!(n = noun_of(r->w, last + bare, nlen))) {
        if (bare || nlen < 2 || last[nlen - 1] != 's' || !(n = noun_of(r->w, last, nlen - 1)))
            return;
        plural = true;
    }
    const char *word = plural ? n->pl : n->w;
    char g = plural ? 'p' : n->g;
    for (const char *q = p; q < last;) {
        const char *e = memchr(q, ':', (size_t)(last - q));
        char cls[24];
        snprintf(cls, sizeof cls, "%.*s", (int)(e - q), q);
        const char *form = faq_situ_person_grammar(r->c, r->lang, r->mover, r->gender, cls, g);
        const char *before_vowel =
            faq_situ_person_grammar(r->c, r->lang, r->mover, r->gender, cls, 'v');
        bool next_is_noun = e + 1 == last && !bare;
        if (next_is_noun && before_vowel[0] && vowel(word[0]))
            form = before_vowel; /* « l'escargot » */
        faq_situ_put(x, form);
        if (e + 1 != last && (!form[0] || form[strlen(form) - 1] != '\''))
            faq_situ_put(x, " ");
        else if (next_is_noun && (!form[0] || form[strlen(form) - 1] != '\''))
            faq_situ_put(x, " ");
        q = e + 1;
    }
    if (!bare)
        faq_situ_put(x, word);
}

void faq_situ_render(const struct faq_situ_say *r, const char *key, struct faq_situ_text *x)
{
    const char *t = faq_situ_person_text(r->c, r->lang, r->mover, r->gender, key);
    while (*t) {
        const char *open = strchr(t, '{');
        if (!open) {
            faq_situ_put(x, t);
            return;
        }
        const char *close = strchr(open, '}');
        if (!close) {
            faq_situ_put(x, t);
            return;
        }
        char lit[FAQ_SITU_TEXT_CAP];
        snprintf(lit, sizeof lit, "%.*s", (int)(open - t), t);
        faq_situ_put(x, lit);
        placeholder(r, open + 1, (size_t)(close - open - 1), x);
        t = close + 1;
    }
}

/* faq_situ_render() into a variable, for nested pieces of sentences. */
void faq_situ_render_var(const struct faq_situ_say *r, const char *key, struct faq_situ_vars *v,
                         const char *name)
{
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    faq_situ_render(r, key, &x);
    faq_situ_var(v, name, "%s", x.s);
}

/* The noun of the glossary term of g with role, in lang: the knowledge base's own words
 * (term and plural, French gender; English term and plural). */
static void noun_from(const struct kb_game *g, enum kb_role role, enum faq_lang lang,
                      struct faq_situ_noun *out)
{
    const struct kb_term *t = kb_glossary_role(g, role);
    const char *w = "", *pl = "";
    if (t && lang == FAQ_LANG_EN && t->en_term) {
        w = t->en_term;
        pl = t->en_plural ? t->en_plural : t->en_term;
    } else if (t) {
        w = t->term;
        pl = t->plural ? t->plural : t->term;
    }
    snprintf(out->w, sizeof out->w, "%s", w);
    snprintf(out->pl, sizeof out->pl, "%s", pl);
    out->g = t && t->gender == KB_GENDER_F ? 'f' : 'm';
}

void faq_situ_game_words(const struct kb_game *g, enum faq_lang lang, struct faq_situ_words *w)
{
    noun_from(g, KB_ROLE_PIECE, lang, &w->piece);
    noun_from(g, KB_ROLE_HOLE, lang, &w->hole);
    noun_from(g, KB_ROLE_STORE, lang, &w->store);
}

void faq_situ_lead(const struct faq_situ_say *r, bool yes, struct faq_situ_text *x)
{
    faq_situ_render(r, yes ? "yes" : "no", x);
    faq_situ_put(x, ". ");
}

/* The message of an illegal-move code: the engine's (French) or the lexicon's English. */
const char *faq_situ_illegal_message(const struct faq_situ_ctx *c, const struct rules_game *g,
                                     enum faq_lang lang, int code)
{
    const char *en = faq_situ_reason(c, lang, arb_err_slug((enum arb_code)(-code)));
    const struct rules_reason *why = g->reason((enum arb_code)(-code));
    if (en)
        return en;
    return why ? why->message : arb_err_slug((enum arb_code)(-code));
}

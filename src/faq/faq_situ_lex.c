/* faq_situ_lex.c — lookups in the situation lexicon once loaded (faq_situ_lex_load.c): the
 * phrase tables searched by first word, a word's concept, the texts, reasons and grammar
 * forms of a language, the entry of a family, the kb games by index. Read-only over the ctx. */
#include <string.h>

#include "faq_situ_lex.h"

/* Folds text into the words of a phrase; false when it has none or too many. */
bool faq_situ_phrase_words(const struct faq_situ_ctx *c, const char *text,
                           struct faq_situ_phrase *p)
{
    struct faq_tokens t;
    faq_tokenize(c->lex, text, strlen(text), &t);
    if (t.n == 0 || t.n > FAQ_SITU_MAX_PHRASE)
        return false;
    p->n = (uint8_t)t.n;
    for (size_t i = 0; i < t.n; i++)
        memcpy(p->w[i], t.tok[i], FAQ_TOKEN_LEN);
    return true;
}

/* The first phrase of l whose first word is w (binary search), or l->nph. */
size_t faq_situ_first_phrase(const struct faq_situ_lang_tab *l, const char *w)
{
    size_t lo = 0, hi = l->nph;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (strcmp(l->ph[mid].w[0], w) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const struct faq_lex *faq_situ_lex(const struct faq_situ_ctx *c)
{
    return c->lex;
}

bool faq_situ_is_word(const struct faq_situ_ctx *c, enum faq_lang lang, const char *word,
                      enum faq_situ_word w)
{
    struct faq_situ_phrase p;
    const struct faq_situ_lang_tab *l = &c->lang[lang];
    if (!faq_situ_phrase_words(c, word, &p) || p.n != 1)
        return false;
    for (size_t i = faq_situ_first_phrase(l, p.w[0]);
         i < l->nph && strcmp(l->ph[i].w[0], p.w[0]) == 0; i++)
        if (l->ph[i].n == 1 && l->ph[i].kind == SITU_PK_WORD && l->ph[i].value == (int)w)
            return true;
    return false;
}

const char *faq_situ_text(const struct faq_situ_ctx *c, enum faq_lang lang, const char *key)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(c->lang[lang].text, key);
    return cJSON_IsString(j) ? j->valuestring : "";
}

void faq_situ_lang_hits(const struct faq_situ_ctx *c, const char *text, size_t len, int hits[2])
{
    struct faq_situ_marked m;
    faq_situ_mark(c, text, len, FAQ_LANG_FR, &m);
    hits[0] = hits[1] = 0;
    for (size_t i = 0; i < m.n; i++)
        for (int l = 0; l < 2; l++) {
            const struct faq_situ_lang_tab *t = &c->lang[l];
            size_t p = faq_situ_first_phrase(t, m.t.tok[i]);
            hits[l] += p < t->nph && strcmp(t->ph[p].w[0], m.t.tok[i]) == 0 &&
                       t->ph[p].kind == SITU_PK_WORD;
        }
}

enum faq_situ_story_phrase faq_situ_story_at(const struct faq_situ_ctx *c,
                                             const struct faq_tokens *t, size_t i, size_t *n)
{
    const struct faq_situ_lang_tab *l = &c->story;
    *n = 0;
    for (size_t p = faq_situ_first_phrase(l, t->tok[i]);
         p < l->nph && strcmp(l->ph[p].w[0], t->tok[i]) == 0; p++) {
        size_t j = 1;
        while (j < l->ph[p].n && i + j < t->n && strcmp(l->ph[p].w[j], t->tok[i + j]) == 0)
            j++;
        if (j == l->ph[p].n) { /* longer phrases first: the first whole match is the longest */
            *n = j;
            return (enum faq_situ_story_phrase)l->ph[p].value;
        }
    }
    return FAQ_SITU_STORY_NONE;
}

const cJSON *faq_situ_section(const struct faq_situ_ctx *c, const char *name)
{
    return cJSON_GetObjectItemCaseSensitive(c->root, name);
}

const char *faq_situ_reason(const struct faq_situ_ctx *c, enum faq_lang lang, const char *slug)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(c->lang[lang].reasons, slug);
    return cJSON_IsString(j) ? j->valuestring : NULL;
}

const char *faq_situ_grammar(const struct faq_situ_ctx *c, enum faq_lang lang, const char *cls,
                             char g)
{
    const char key[2] = {g, '\0'};
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(c->lang[lang].grammar, cls), key);
    return cJSON_IsString(j) ? j->valuestring : "";
}

/* The sections of lang's "persons" a reply about mover (gender g) reads first, most special
 * first, into out[3]; how many. */
static size_t person_sections(const struct faq_situ_ctx *c, enum faq_lang lang,
                              enum faq_situ_mover mover, char gender, const cJSON *out[3])
{
    const cJSON *persons = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(c->root, lang == FAQ_LANG_EN ? "en" : "fr"), "persons");
    size_t n = 0;
    if (mover == SITU_MOVER_ME)
        return 0;
    if (mover == SITU_MOVER_WATCHED)
        out[n++] = cJSON_GetObjectItemCaseSensitive(persons, "watched");
    if (gender == 'f')
        out[n++] = cJSON_GetObjectItemCaseSensitive(persons, "third_f");
    out[n++] = cJSON_GetObjectItemCaseSensitive(persons, "third");
    return n;
}

const char *faq_situ_person_text(const struct faq_situ_ctx *c, enum faq_lang lang,
                                 enum faq_situ_mover mover, char gender, const char *key)
{
    const cJSON *sec[3];
    for (size_t i = 0, n = person_sections(c, lang, mover, gender, sec); i < n; i++) {
        const cJSON *j =
            cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(sec[i], "text"), key);
        if (cJSON_IsString(j))
            return j->valuestring;
    }
    return faq_situ_text(c, lang, key);
}

const char *faq_situ_person_grammar(const struct faq_situ_ctx *c, enum faq_lang lang,
                                    enum faq_situ_mover mover, char gender, const char *cls, char g)
{
    const cJSON *sec[3];
    const char key[2] = {g, '\0'};
    for (size_t i = 0, n = person_sections(c, lang, mover, gender, sec); i < n; i++) {
        const cJSON *j = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(sec[i], "grammar"),
                                             cls),
            key);
        if (cJSON_IsString(j))
            return j->valuestring;
    }
    return faq_situ_grammar(c, lang, cls, g);
}

const struct kb_entry *faq_situ_entry(const struct faq_situ_ctx *c, enum faq_situ_family f,
                                      int game)
{
    if ((unsigned)f >= SF_COUNT || game < 0 || (size_t)game >= c->ngames)
        return NULL;
    return c->family[f][game];
}

const struct kb_game *faq_situ_game(const struct faq_situ_ctx *c, int i)
{
    return i >= 0 && (size_t)i < c->ngames ? c->games[i] : NULL;
}

int faq_situ_game_index(const struct faq_situ_ctx *c, const char *id)
{
    for (size_t g = 0; id && g < c->ngames; g++)
        if (strcmp(c->games[g]->id, id) == 0)
            return (int)g;
    return -1;
}

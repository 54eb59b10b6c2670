/* faq_situ_lex_load.c — the situation lexicon (data/lexicon/situation.json, embedded at build
 * time), loaded and checked once into per-language phrase tables sorted by first word (the
 * lookups: faq_situ_lex.c; the marking of a question: faq_situ_lex_mark.c). Invariant: every
 * concept, family and text key the C code names exists in both languages once faq_situ_new returns;
 * every family's entry id is an entry of the game it is listed under. A concept the main lexicon
 * already holds (the condition words: data/lexicon/{fr,en}.json "conditions") is read from there,
 * so the situation parser and the question reader share one list. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_lex.h"

/* A fault of the lexicon at path (its JSON path): -ARB_ERR_KB, the message the assistant's
 * lexicon gives faults of a lexicon file. */
static int lex_fault(const struct faq_situ_ctx *c, struct arb_err *err, const char *path)
{
    return faq_err(c->lex, err, ARB_ERR_KB, path, "lexicon",
                   (const char *const[]){"file", faq_situ_lexicon_path, "what", path, NULL});
}

static int add_phrase(const struct faq_situ_ctx *c, struct faq_situ_lang_tab *l, const char *text,
                      enum faq_situ_phrase_kind kind, int value)
{
    struct faq_situ_phrase p = {.kind = (uint8_t)kind, .value = value};
    if (!faq_situ_phrase_words(c, text, &p))
        return 1;
    if (l->nph == l->capph) {
        size_t cap = l->capph ? l->capph * 2 : 512;
        struct faq_situ_phrase *np = realloc(l->ph, cap * sizeof *np);
        if (!np)
            return -ARB_ERR_NOMEM;
        l->ph = np;
        l->capph = cap;
    }
    l->ph[l->nph++] = p;
    return 0;
}

static int phrase_cmp(const void *a, const void *b)
{
    const struct faq_situ_phrase *x = a, *y = b;
    int c = strcmp(x->w[0], y->w[0]);
    return c ? c : (int)y->n - (int)x->n;
}

/* Adds every phrase of the array j (each a string) under kind/value; path names it. */
static int add_list(const struct faq_situ_ctx *c, struct faq_situ_lang_tab *l, const cJSON *j,
                    enum faq_situ_phrase_kind kind, int value, const char *path,
                    struct arb_err *err)
{
    const cJSON *it;
    if (!cJSON_IsArray(j) || cJSON_GetArraySize(j) == 0)
        return lex_fault(c, err, path);
    cJSON_ArrayForEach(it, j)
    {
        if (!cJSON_IsString(it))
            return lex_fault(c, err, path);
        int rc = add_phrase(c, l, it->valuestring, kind, value);
        if (rc < 0)
            return arb_err_nomem(err);
        if (rc > 0)
            return lex_fault(c, err, path);
    }
    return 0;
}

/* "numbers" or "ordinals": an object of phrase -> integer. */
static int add_values(const struct faq_situ_ctx *c, struct faq_situ_lang_tab *l, const cJSON *j,
                      enum faq_situ_phrase_kind kind, const char *path, struct arb_err *err)
{
    const cJSON *it;
    if (!cJSON_IsObject(j))
        return lex_fault(c, err, path);
    cJSON_ArrayForEach(it, j)
    {
        if (!cJSON_IsNumber(it) || it->valuedouble < 0 || it->valuedouble > 100)
            return lex_fault(c, err, path);
        int rc = add_phrase(c, l, it->string, kind, it->valueint);
        if (rc < 0)
            return arb_err_nomem(err);
        if (rc > 0)
            return lex_fault(c, err, path);
    }
    return 0;
}

/* The words that tell a situation's game when none is named (faq_situ_cue_games): each
 * game's piece and store terms of the kb glossary, and its list in the lexicon's "games"
 * (the table's other words: spellings, the other rulebooks' pieces, cells and stacks). Every
 * key of "games" must be a kb game. */
static int add_cues(const struct faq_situ_ctx *c, struct faq_situ_lang_tab *l, enum faq_lang lang,
                    struct arb_err *err)
{
    const cJSON *games = cJSON_GetObjectItemCaseSensitive(c->root, "games"), *it;
    const char *name = lang == FAQ_LANG_EN ? "en" : "fr";
    char path[96];
    int rc;
    if (!cJSON_IsObject(games))
        return lex_fault(c, err, "games");
    cJSON_ArrayForEach(it, games)
    {
        int g = faq_situ_game_index(c, it->string);
        snprintf(path, sizeof path, "games.%.40s.%s", it->string ? it->string : "", name);
        if (g < 0 || (rc = add_list(c, l, cJSON_GetObjectItemCaseSensitive(it, name), SITU_PK_CUE,
                                    g, path, err)) < 0)
            return g < 0 ? lex_fault(c, err, path) : rc;
    }
    for (size_t g = 0; g < c->ngames; g++)
        for (size_t t = 0; t < c->games[g]->n_glossary; t++) {
            const struct kb_term *k = &c->games[g]->glossary[t];
            const char *w[2] = {lang == FAQ_LANG_EN ? k->en_term : k->term,
                                lang == FAQ_LANG_EN ? k->en_plural : k->plural};
            for (int i = 0; i < 2 && (k->role == KB_ROLE_PIECE || k->role == KB_ROLE_STORE); i++)
                if (w[i] && add_phrase(c, l, w[i], SITU_PK_CUE, (int)g) < 0)
                    return arb_err_nomem(err);
        }
    return 0;
}

/* The phrases of concept w: the condition words from the main lexicon's key of that name,
 * the others from the situation lexicon's words.<name>. */
static const cJSON *concept_list(const struct faq_situ_ctx *c, enum faq_lang lang,
                                 const cJSON *words, int w)
{
    if (w == SW_CONDITION)
        return cJSON_GetObjectItemCaseSensitive(c->lex->l[lang].root, faq_situ_word_names[w]);
    return cJSON_GetObjectItemCaseSensitive(words, faq_situ_word_names[w]);
}

static int load_lang(struct faq_situ_ctx *c, enum faq_lang lang, const cJSON *j,
                     struct arb_err *err)
{
    const char *name = lang == FAQ_LANG_EN ? "en" : "fr";
    struct faq_situ_lang_tab *l = &c->lang[lang];
    char path[96];
    int rc;
    if (!cJSON_IsObject(j))
        return lex_fault(c, err, name);
    const cJSON *words = cJSON_GetObjectItemCaseSensitive(j, "words");
    if (!cJSON_IsObject(words))
        return lex_fault(c, err, name);
    for (int w = 0; w < SW_COUNT; w++) {
        snprintf(path, sizeof path, "%s.words.%s", name, faq_situ_word_names[w]);
        if ((rc = add_list(c, l, concept_list(c, lang, words, w), SITU_PK_WORD, w, path, err)) < 0)
            return rc;
    }
    const cJSON *it;
    cJSON_ArrayForEach(it, words)
    {
        bool known = false;
        for (int w = 0; w < SW_COUNT && !known; w++)
            known = w != SW_CONDITION && strcmp(it->string, faq_situ_word_names[w]) == 0;
        if (!known) {
            snprintf(path, sizeof path, "%s.words.%.40s", name, it->string ? it->string : "");
            return lex_fault(c, err, path);
        }
    }
    snprintf(path, sizeof path, "%s.numbers", name);
    if ((rc = add_values(c, l, cJSON_GetObjectItemCaseSensitive(j, "numbers"), SITU_PK_NUM, path,
                         err)) < 0)
        return rc;
    snprintf(path, sizeof path, "%s.ordinals", name);
    if ((rc = add_values(c, l, cJSON_GetObjectItemCaseSensitive(j, "ordinals"), SITU_PK_ORD, path,
                         err)) < 0)
        return rc;
    const cJSON *suf = cJSON_GetObjectItemCaseSensitive(j, "ordinal_suffixes");
    snprintf(path, sizeof path, "%s.ordinal_suffixes", name);
    if (!cJSON_IsArray(suf))
        return lex_fault(c, err, path);
    l->suffix = calloc((size_t)cJSON_GetArraySize(suf) + 1, sizeof *l->suffix);
    if (!l->suffix)
        return arb_err_nomem(err);
    cJSON_ArrayForEach(it, suf)
    {
        struct faq_situ_phrase p;
        if (!cJSON_IsString(it) || !faq_situ_phrase_words(c, it->valuestring, &p) || p.n != 1)
            return lex_fault(c, err, path);
        memcpy(l->suffix[l->nsuffix++], p.w[0], FAQ_TOKEN_LEN);
    }
    if ((rc = add_cues(c, l, lang, err)) < 0)
        return rc;
    for (size_t g = 0; g < c->ngames; g++) {
        const struct kb_game *kg = c->games[g];
        if ((rc = add_phrase(c, l, kg->id, SITU_PK_GAME, (int)g)) < 0 ||
            (kg->name && (rc = add_phrase(c, l, kg->name, SITU_PK_GAME, (int)g)) < 0))
            return arb_err_nomem(err);
        for (size_t a = 0; a < kg->aliases.n; a++)
            if ((rc = add_phrase(c, l, kg->aliases.v[a], SITU_PK_GAME, (int)g)) < 0)
                return arb_err_nomem(err);
    }
    qsort(l->ph, l->nph, sizeof *l->ph, phrase_cmp);
    l->text = cJSON_GetObjectItemCaseSensitive(j, "text");
    l->grammar = cJSON_GetObjectItemCaseSensitive(j, "grammar");
    l->reasons = cJSON_GetObjectItemCaseSensitive(j, "reasons");
    for (const char *const *k = faq_situ_text_keys; *k; k++)
        if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(l->text, *k))) {
            snprintf(path, sizeof path, "%s.text.%s", name, *k);
            return lex_fault(c, err, path);
        }
    for (const char *const *k = faq_situ_grammar_classes; *k; k++) {
        const cJSON *g = cJSON_GetObjectItemCaseSensitive(l->grammar, *k);
        snprintf(path, sizeof path, "%s.grammar.%s", name, *k);
        if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(g, "f")) ||
            !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(g, "m")) ||
            !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(g, "p")))
            return lex_fault(c, err, path);
    }
    if ((rc = faq_situ_load_frame(c, l, j, name, path, sizeof path)) < 0)
        return rc == -1 ? lex_fault(c, err, path) : arb_err_nomem(err);
    return 0;
}

/* The phrases of how a story is told (situation.json "story": per language, "restate" and
 * "doubt"), both languages in one table: a player may restate in either. */
static int load_story(struct faq_situ_ctx *c, const cJSON *j, struct arb_err *err)
{
    static const char *const langs[] = {"fr", "en"};
    static const struct {
        const char *key;
        enum faq_situ_story_phrase kind;
    } lists[] = {{"restate", FAQ_SITU_STORY_RESTATE}, {"doubt", FAQ_SITU_STORY_DOUBT}};
    char path[64];
    int rc;
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++)
        for (size_t k = 0; k < sizeof lists / sizeof lists[0]; k++) {
            snprintf(path, sizeof path, "story.%s.%s", langs[l], lists[k].key);
            if ((rc = add_list(c, &c->story, arb_json_get(arb_json_get(j, langs[l]), lists[k].key),
                               SITU_PK_STORY, (int)lists[k].kind, path, err)) < 0)
                return rc;
        }
    qsort(c->story.ph, c->story.nph, sizeof *c->story.ph, phrase_cmp);
    return 0;
}

static int load_families(struct faq_situ_ctx *c, const cJSON *j, struct arb_err *err)
{
    char path[96];
    if (!cJSON_IsObject(j))
        return lex_fault(c, err, "families");
    for (int f = 0; f < SF_COUNT; f++) {
        const cJSON *fam = cJSON_GetObjectItemCaseSensitive(j, faq_situ_family_names[f]), *it;
        snprintf(path, sizeof path, "families.%s", faq_situ_family_names[f]);
        if (!cJSON_IsObject(fam))
            return lex_fault(c, err, path);
        cJSON_ArrayForEach(it, fam)
        {
            const struct kb_entry *e =
                cJSON_IsString(it) ? kb_entry_find(c->kb, it->valuestring) : NULL;
            int g = faq_situ_game_index(c, it->string);
            snprintf(path, sizeof path, "families.%s.%.30s", faq_situ_family_names[f],
                     it->string ? it->string : "");
            if (g < 0)
                return lex_fault(c, err, path);
            if (!e || strcmp(e->game->id, it->string) != 0)
                return lex_fault(c, err, path);
            c->family[f][g] = e;
        }
    }
    return 0;
}

int faq_situ_new_from(const struct kb *kb, const struct faq_lex *lex, const char *json, size_t len,
                      struct faq_situ_ctx **out, struct arb_err *err)
{
    struct faq_situ_ctx *c = calloc(1, sizeof *c);
    int rc;
    *out = NULL;
    if (!c)
        return arb_err_nomem(err);
    c->kb = kb;
    c->lex = lex;
    for (size_t i = 0; i < kb_game_count(kb) && c->ngames < FAQ_MAX_GAMES; i++)
        c->games[c->ngames++] = kb_game_at(kb, i);
    if ((rc = arb_json_parse(json, len, &c->root, err)) < 0) {
        rc = lex_fault(c, err, "");
        goto out_free;
    }
    if ((rc = load_lang(c, FAQ_LANG_FR, cJSON_GetObjectItemCaseSensitive(c->root, "fr"), err)) <
            0 ||
        (rc = load_lang(c, FAQ_LANG_EN, cJSON_GetObjectItemCaseSensitive(c->root, "en"), err)) <
            0 ||
        (rc = load_families(c, cJSON_GetObjectItemCaseSensitive(c->root, "families"), err)) < 0 ||
        (rc = load_story(c, cJSON_GetObjectItemCaseSensitive(c->root, "story"), err)) < 0)
        goto out_free;
    *out = c;
    return 0;
out_free:
    faq_situ_free(c);
    return rc;
}

int faq_situ_new(const struct kb *kb, const struct faq_lex *lex, struct faq_situ_ctx **out,
                 struct arb_err *err)
{
    return faq_situ_new_from(kb, lex, faq_situ_lexicon_json, faq_situ_lexicon_len, out, err);
}

void faq_situ_free(struct faq_situ_ctx *c)
{
    if (!c)
        return;
    for (int l = 0; l < 2; l++) {
        free(c->lang[l].ph);
        free(c->lang[l].suffix);
        free(c->lang[l].frame);
    }
    free(c->story.ph);
    cJSON_Delete(c->root);
    free(c);
}

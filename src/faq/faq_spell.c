/* faq_spell.c — Hunspell (Debian libhunspell-1.7-0, hunspell-fr, hunspell-en-us) as the judge
 * of whether a word the knowledge base never uses is still a word of the language, and as a
 * lemmatiser beside Snowball (« prends » -> prendre). A correct word no entry uses is then
 * neutral in a question instead of a veto. The library (and the C++ runtime it needs) and the
 * dictionaries cost ~90 ms and ~20 MB, so they are opened (dlopen) on the first question
 * holding a word the knowledge base does not know — most questions never need them — once,
 * under a lock; a missing library or dictionary leaves every such word unknown. Suggestions
 * (5-90 ms a call) are never asked for. The dictionary's morphology (fr_FR's « po:adv »)
 * tells a word that qualifies the question (« sérieusement ») from one that names a subject
 * no entry covers (« mayonnaise »). */
#include <dlfcn.h>
#include <hunspell/hunspell.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

/* The library's entry points, found by dlsym. */
struct hunspell_api {
    Hunhandle *(*create)(const char *aff, const char *dic);
    void (*destroy)(Hunhandle *h);
    int (*spell)(Hunhandle *h, const char *word);
    int (*stem)(Hunhandle *h, char ***list, const char *word);
    int (*analyze)(Hunhandle *h, char ***list, const char *word);
    void (*free_list)(Hunhandle *h, char ***list, int n);
};

struct faq_spell {
    pthread_mutex_t lock;
    bool tried;
    void *lib;
    struct hunspell_api api;
    Hunhandle *h[2];
};

int faq_spell_new(struct faq_spell **out)
{
    struct faq_spell *s = calloc(1, sizeof *s);
    if (!s || pthread_mutex_init(&s->lock, NULL) != 0) {
        free(s);
        return -ARB_ERR_NOMEM;
    }
    *out = s;
    return 0;
}

void faq_spell_free(struct faq_spell *s)
{
    if (!s)
        return;
    for (int lang = 0; lang < 2; lang++)
        if (s->h[lang])
            s->api.destroy(s->h[lang]);
    if (s->lib)
        dlclose(s->lib);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

/* Opens the library named by the lexicon and finds its entry points; false when it cannot. */
static bool open_lib(const struct faq *f, struct faq_spell *s)
{
    void *lib = dlopen(faq_text(&f->lex, FAQ_LANG_FR, "spell", "lib"), RTLD_NOW | RTLD_LOCAL);
    struct hunspell_api api;
    if (!lib)
        return false;
    /* POSIX dlsym returns object pointers that may be converted to function pointers */
    *(void **)&api.create = dlsym(lib, "Hunspell_create");
    *(void **)&api.destroy = dlsym(lib, "Hunspell_destroy");
    *(void **)&api.spell = dlsym(lib, "Hunspell_spell");
    *(void **)&api.stem = dlsym(lib, "Hunspell_stem");
    *(void **)&api.free_list = dlsym(lib, "Hunspell_free_list");
    *(void **)&api.analyze = dlsym(lib, "Hunspell_analyze");
    if (!api.create || !api.destroy || !api.spell || !api.stem || !api.free_list || !api.analyze) {
        dlclose(lib);
        return false;
    }
    s->lib = lib;
    s->api = api;
    return true;
}

/* The dictionaries, loaded on first use; a missing one stays NULL (every word unknown). */
static struct faq_spell *ready(const struct faq *f)
{
    struct faq_spell *s = f->spell;
    pthread_mutex_lock(&s->lock);
    if (!s->tried && !open_lib(f, s))
        s->tried = true;
    for (int lang = 0; !s->tried && lang < 2; lang++) {
        const char *aff = faq_text(&f->lex, (enum faq_lang)lang, "spell", "aff");
        const char *dic = faq_text(&f->lex, (enum faq_lang)lang, "spell", "dic");
        FILE *probe = *aff ? fopen(dic, "rb") : NULL;
        if (probe) {
            fclose(probe);
            s->h[lang] = s->api.create(aff, dic);
        }
    }
    s->tried = true;
    pthread_mutex_unlock(&s->lock);
    return s;
}

/* The source word [start, end) of text, NUL-terminated in out (cut to cap). */
static const char *surface(const char *text, size_t start, size_t end, char *out, size_t cap)
{
    size_t n = end - start < cap - 1 ? end - start : cap - 1;
    memcpy(out, text + start, n);
    out[n] = '\0';
    return out;
}

bool faq_spell_known(const struct faq *f, const char *text, size_t start, size_t end)
{
    char w[4 * FAQ_TOKEN_LEN];
    struct faq_spell *s = ready(f);
    surface(text, start, end, w, sizeof w);
    for (int lang = 0; lang < 2; lang++)
        if (s->h[lang] && s->api.spell(s->h[lang], w))
            return true;
    return false;
}

const char *faq_spell_lemma(const struct faq *f, const char *text, size_t start, size_t end)
{
    char w[4 * FAQ_TOKEN_LEN];
    const char *known = NULL;
    struct faq_spell *s = ready(f);
    surface(text, start, end, w, sizeof w);
    for (int lang = 0; lang < 2 && !known; lang++) {
        char **list = NULL;
        int n = s->h[lang] ? s->api.stem(s->h[lang], &list, w) : 0;
        for (int i = 0; i < n && !known; i++) {
            struct faq_tokens t;
            faq_tokenize(&f->lex, list[i], strlen(list[i]), &t);
            if (t.n == 1 && faq_word_known(f, t.tok[0]))
                known = faq_word_find(f, t.tok[0]);
        }
        if (n > 0)
            s->api.free_list(s->h[lang], &list, n);
    }
    return known;
}

bool faq_spell_neutral(const struct faq *f, const char *text, size_t start, size_t end)
{
    char w[4 * FAQ_TOKEN_LEN];
    bool neutral = false;
    struct faq_spell *s = ready(f);
    surface(text, start, end, w, sizeof w);
    for (int lang = 0; lang < 2 && !neutral; lang++) {
        const struct faq_words *tags = &f->lex.l[lang].neutral;
        char **list = NULL;
        int n = s->h[lang] && tags->n ? s->api.analyze(s->h[lang], &list, w) : 0;
        /* every reading of the word must be neutral: « place » is a noun as well */
        neutral = n > 0;
        for (int i = 0; i < n; i++) {
            bool tagged = false;
            for (size_t k = 0; k < tags->n && !tagged; k++)
                tagged = strstr(list[i], tags->v[k]) != NULL;
            neutral = neutral && tagged;
        }
        if (n > 0)
            s->api.free_list(s->h[lang], &list, n);
    }
    return neutral;
}

/* faq_game.c — which game a question is about: the names players type (the kb's id, name and
 * aliases, typo-tolerant) and the words only one game's entries use. The decision between
 * these, the client's game and the context lives in faq_ask.c; this file only measures. */
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

static int add_alias(struct faq *f, size_t *cap, int game, const char *text)
{
    struct faq_tokens t;
    faq_tokenize(&f->lex, text, strlen(text), &t);
    if (t.n == 0 || t.n > FAQ_MAX_ALIAS_WORDS)
        return 0;
    if (f->naliases == *cap) {
        size_t ncap = *cap ? *cap * 2 : 32;
        struct faq_alias *na = realloc(f->aliases, ncap * sizeof *na);
        if (!na)
            return -ARB_ERR_NOMEM;
        f->aliases = na;
        *cap = ncap;
    }
    struct faq_alias *al = &f->aliases[f->naliases++];
    al->game = game;
    al->n = t.n;
    arb_byteset_add(&f->alias_first, (unsigned char)t.tok[0][0]);
    for (size_t i = 0; i < t.n; i++) {
        memcpy(al->w[i], t.tok[i], FAQ_TOKEN_LEN);
        faq_phonetic(&f->lex, al->w[i], al->key[i], sizeof al->key[i]);
    }
    /* "RocketSnail" and "rocket snail" are both typed: the joined form is a name too */
    if (t.n > 1) {
        char joined[FAQ_TOKEN_LEN * FAQ_MAX_ALIAS_WORDS] = "";
        size_t len = 0;
        for (size_t i = 0; i < t.n; i++) {
            size_t wl = strlen(t.tok[i]);
            memcpy(joined + len, t.tok[i], wl);
            len += wl;
        }
        joined[len] = '\0';
        return add_alias(f, cap, game, joined);
    }
    return 0;
}

static int cmp_one_word(const void *key, const void *elt)
{
    return strcmp(key, (*(const struct faq_alias *const *)elt)->w[0]);
}

static int cmp_alias_ptr(const void *a, const void *b)
{
    const struct faq_alias *x = *(const struct faq_alias *const *)a;
    const struct faq_alias *y = *(const struct faq_alias *const *)b;
    int c = strcmp(x->w[0], y->w[0]);
    return c ? c : (x > y) - (x < y); /* equal names: the first written first */
}

/* The one-word names sorted, for exact_alias; the others apart, for faq_name_spans. */
static int index_one_word(struct faq *f)
{
    f->none_word = f->nmulti = 0;
    if (!(f->one_word = calloc(f->naliases + 1, sizeof *f->one_word)) ||
        !(f->multi = calloc(f->naliases + 1, sizeof *f->multi)))
        return -ARB_ERR_NOMEM;
    for (size_t i = 0; i < f->naliases; i++)
        if (f->aliases[i].n == 1)
            f->one_word[f->none_word++] = &f->aliases[i];
        else
            f->multi[f->nmulti++] = &f->aliases[i];
    qsort(f->one_word, f->none_word, sizeof *f->one_word, cmp_alias_ptr);
    return 0;
}

int faq_alias_build(struct faq *f, struct arb_err *err)
{
    size_t cap = 0;
    for (size_t g = 0; g < f->ngames; g++) {
        const struct kb_game *kg = f->games[g];
        int rc = add_alias(f, &cap, (int)g, kg->id);
        if (rc == 0 && kg->name)
            rc = add_alias(f, &cap, (int)g, kg->name);
        for (size_t i = 0; rc == 0 && i < kg->aliases.n; i++)
            rc = add_alias(f, &cap, (int)g, kg->aliases.v[i]);
        if (rc < 0)
            return arb_err_nomem(err);
    }
    if (index_one_word(f) < 0)
        return arb_err_nomem(err);
    return 0;
}

/* The game of a one-word name equal to word, or -1. */
static int exact_alias(const struct faq *f, const char *word)
{
    if (!arb_byteset_has(&f->alias_first, (unsigned char)word[0]))
        return -1; /* no name starts with that byte */
    const struct faq_alias *const *hit =
        bsearch(word, f->one_word, f->none_word, sizeof *f->one_word, cmp_one_word);
    return hit ? (*hit)->game : -1;
}

/* Plural and singular of a name are the same name ("escargot", "kalahs"). */
int faq_alias_exact(const struct faq *f, const char *word)
{
    char buf[FAQ_TOKEN_LEN + 1];
    size_t len = strlen(word);
    int g = exact_alias(f, word);
    if (g >= 0)
        return g;
    if (len > 3 && (word[len - 1] == 's' || word[len - 1] == 'x')) {
        memcpy(buf, word, len - 1);
        buf[len - 1] = '\0';
        if ((g = exact_alias(f, buf)) >= 0)
            return g;
    }
    if (len + 1 < FAQ_TOKEN_LEN) {
        memcpy(buf, word, len);
        buf[len] = 's';
        buf[len + 1] = '\0';
        g = exact_alias(f, buf);
    }
    return g;
}

int faq_alias_word(const struct faq *f, const char *word)
{
    int g = faq_alias_exact(f, word), best_d;
    const struct faq_words *elided = &f->lex.l[FAQ_LANG_FR].slips;
    if (g >= 0)
        return g;
    /* a name after an elision typed without its apostrophe (« lawale », « dawale ») is that
     * name, before any misspelt name it is one letter from (« qawale »); only a name French
     * elides before (« kwalé » is no k'walé) */
    for (size_t e = 0; e < elided->n; e++) {
        size_t el = strlen(elided->v[e]);
        if (strlen(word) >= el + 4 && strncmp(word, elided->v[e], el) == 0 &&
            faq_elides_before(word + el) && (g = faq_alias_exact(f, word + el)) >= 0)
            return g;
    }
    /* a five-letter name typed without its last letter (« awal »), unless that is a word */
    if (strlen(word) == 4 && !faq_word_known(f, word))
        for (size_t i = 0; i < f->naliases; i++)
            if (f->aliases[i].n == 1 && strlen(f->aliases[i].w[0]) == 5 &&
                strncmp(f->aliases[i].w[0], word, 4) == 0)
                return f->aliases[i].game;
    /* a misspelt name, unless the word is an ordinary word of the rulebooks */
    best_d = faq_typo_budget(strlen(word));
    if (strlen(word) < 5 || faq_word_known(f, word) || faq_is_stop_in(&f->lex, word, FAQ_LANG_FR) ||
        faq_is_stop_in(&f->lex, word, FAQ_LANG_EN))
        return -1;
    g = -1;
    best_d++;
    const char *best = NULL;
    for (size_t i = 0; i < f->naliases; i++) {
        const struct faq_alias *al = &f->aliases[i];
        /* four-letter names ("wari", "kala") are too close to ordinary words to guess */
        if (al->n != 1 || strlen(al->w[0]) < 5)
            continue;
        int d = faq_edit_distance(word, al->w[0], best_d - 1);
        /* at the same distance, the name with the word's first letter, the one a typist gets
         * right (« kwalé » is « kawalé », not « awalé ») */
        if (d < best_d || (d == best_d && best && al->w[0][0] == word[0] && best[0] != word[0])) {
            best_d = d;
            best = al->w[0];
            g = al->game;
        }
    }
    return g;
}

static void add_named(struct faq_named *out, int g)
{
    for (size_t i = 0; i < out->n; i++)
        if (out->game[i] == g)
            return;
    if (out->n < FAQ_MAX_GAMES)
        out->game[out->n++] = g;
}

/* True when word i of t is set off as the question's heading: only stop words before it and a
 * colon or a comma after it (« Go: how do you count territory? », "In Go, what is a ko?"). */
static bool heading(const struct faq_tokens *t, size_t i)
{
    for (size_t k = 0; k < i; k++)
        if (!t->stop[k])
            return false;
    return i + 1 < t->n && (((t->comma_after >> i) & 1) || ((t->clause_starts >> (i + 1)) & 1));
}

bool faq_names_other_game(const struct faq *f, const struct faq_tokens *t, enum faq_lang lang)
{
    const struct faq_words *other =
        &f->lex.l[lang == FAQ_LANG_FR ? FAQ_LANG_EN : FAQ_LANG_FR].other_games;
    for (size_t i = 0; i < t->n; i++)
        if (faq_words_has(&f->lex.l[lang].other_games, t->tok[i]) ||
            (heading(t, i) && faq_words_has(other, t->tok[i])))
            return true;
    return false;
}

/* True when word is one of the words of a name of game g (any game: g < 0) written in
 * several words (« awale » and « aux » of « awalé aux escargots »), as spelt or as it sounds
 * (« awalé o escargo », « awale dé escargots »). */
static bool in_long_name(const struct faq *f, int g, const char *word)
{
    char key[FAQ_TOKEN_LEN];
    faq_phonetic(&f->lex, word, key, sizeof key);
    for (size_t k = 0; k < f->nmulti; k++) {
        const struct faq_alias *al = f->multi[k];
        for (size_t j = 0; (g < 0 || al->game == g) && j < al->n; j++)
            if (strcmp(al->w[j], word) == 0 || strcmp(al->key[j], key) == 0)
                return true;
    }
    return false;
}

/* True when a name of game outer written in several words holds a one-word name of game
 * inner (« awalé aux escargots » holds « awalé »), however that name was typed. */
static bool name_inside(const struct faq *f, int outer, int inner)
{
    for (size_t k = 0; k < f->naliases; k++) {
        const struct faq_alias *al = &f->aliases[k];
        for (size_t j = 0; al->game == outer && al->n > 1 && j < al->n; j++)
            if (exact_alias(f, al->w[j]) == inner)
                return true;
    }
    return false;
}

static bool names_game(const int *game, size_t i)
{
    return game[i] >= 0 && game[i] < FAQ_MAX_GAMES;
}

/* True when word i of t is a word the lexicon says names a game beside its name (« la
 * version escargots », « l'awalé classique »): next to a name, or one stop word away. */
static bool beside_name(const struct faq *f, const struct faq_tokens *t, const int *game, size_t i)
{
    bool word = false;
    if (!((i >= 1 && names_game(game, i - 1)) || (i + 1 < t->n && names_game(game, i + 1)) ||
          (i >= 2 && t->stop[i - 1] && names_game(game, i - 2)) ||
          (i + 2 < t->n && t->stop[i + 1] && names_game(game, i + 2))))
        return false; /* no name near: the lexicon need not be asked */
    for (int lang = 0; lang < 2 && !word; lang++)
        word = faq_words_has(&f->lex.l[lang].name_words, t->tok[i]);
    return word;
}

/* True when word i of t may stand between two names of one game: a word of a long name
 * (« des » of « awalé des escargots ») or one the lexicon says joins names ("RocketSnail's
 * awale"), with no comma after it. */
static bool joins_names(const struct faq *f, const struct faq_tokens *t, const int *game, size_t i)
{
    if (game[i] >= 0 || faq_tokens_apart(t, i))
        return false;
    return in_long_name(f, -1, t->tok[i]) ||
           faq_words_has(&f->lex.l[FAQ_LANG_FR].name_joins, t->tok[i]) ||
           faq_words_has(&f->lex.l[FAQ_LANG_EN].name_joins, t->tok[i]);
}

/* Two names in a row, only words joining names between them and no comma, one held by a
 * long name of the other (« awalé escargots », « awalé des escargots », « snail awale »,
 * "RocketSnail's awale"): one game. « Awalé, escargots et kalah » names three. */
static void merge_names(const struct faq *f, const struct faq_tokens *t, int *game)
{
    for (size_t i = 0; i + 1 < t->n; i++) {
        size_t j = i + 1;
        if (!names_game(game, i) || game[j] == game[i] || faq_tokens_apart(t, i))
            continue;
        while (j < t->n && joins_names(f, t, game, j))
            j++;
        if (j == t->n || !names_game(game, j))
            continue;
        int a = game[i], b = game[j],
            keep = name_inside(f, b, a)   ? b
                   : name_inside(f, a, b) ? a
                                          : -1;
        if (keep < 0)
            continue;
        for (size_t k = i; k <= j; k++)
            game[k] = keep;
        for (size_t k = i; k > 0 && game[k - 1] == a; k--)
            game[k - 1] = keep;
        for (size_t k = j + 1; k < t->n && game[k] == b; k++)
            game[k] = keep;
    }
}

void faq_name_spans(const struct faq *f, const struct faq_tokens *t, bool typos,
                    int game[FAQ_MAX_TOKENS])
{
    for (size_t i = 0; i < t->n; i++)
        game[i] = -1;
    for (size_t i = 0; i < t->n; i++) {
        size_t len = 0;
        int g = -1;
        for (size_t k = 0; k < f->nmulti; k++) {
            const struct faq_alias *al = f->multi[k];
            if (al->n <= len || i + al->n > t->n || al->w[0][0] != t->tok[i][0])
                continue;
            size_t j = 0; /* a name is not read across a comma (« awalé, escargots ») */
            while (j < al->n && strcmp(al->w[j], t->tok[i + j]) == 0 &&
                   (j + 1 == al->n || !faq_tokens_apart(t, i + j)))
                j++;
            if (j == al->n) {
                g = al->game;
                len = al->n;
            }
        }
        if (g < 0 && !t->stop[i] &&
            (g = typos ? faq_alias_word(f, t->tok[i]) : faq_alias_exact(f, t->tok[i])) >= 0)
            len = 1;
        for (size_t k = 0; k < len; k++)
            game[i + k] = g;
        i += len ? len - 1 : 0;
    }
    merge_names(f, t, game);
    for (size_t i = 0; i < t->n; i++)
        if (game[i] < 0 && beside_name(f, t, game, i))
            game[i] = FAQ_MAX_GAMES; /* a word of a name, of no game by itself */
}

void faq_detect_names(const struct faq *f, const struct faq_tokens *t, struct faq_named *out)
{
    int game[FAQ_MAX_TOKENS];
    faq_name_spans(f, t, true, game);
    out->n = 0;
    for (size_t i = 0; i < t->n; i++)
        if (names_game(game, i))
            add_named(out, game[i]);
}

void faq_vocab_scores(const struct faq *f, const struct faq_query *q, double score[FAQ_MAX_GAMES])
{
    for (size_t g = 0; g < FAQ_MAX_GAMES; g++)
        score[g] = 0;
    for (size_t i = 0; i < q->n; i++) {
        const struct faq_term *t = &q->t[i];
        /* the word's own stem says which game uses it; a word known only through a
         * synonym ("couvrir" for "recouvrir") is no evidence of a game */
        const struct faq_stem *s = t->nids ? faq_stem_at(f, t->ids[0]) : NULL;
        if (!t->known || t->prev || !s)
            continue;
        unsigned games = s->games[q->lang];
        if (games == 0 || (games & (games - 1)) != 0)
            continue; /* unused, or shared by several games */
        for (size_t g = 0; g < f->ngames; g++)
            if (games == 1u << g)
                score[g] += t->w;
    }
}

/* faq_norm.c — question analysis: UTF-8 text to folded words, stop words, language guess and
 * the typo distance. Invariant: every word produced is non-empty [a-z0-9]+ and shorter than
 * FAQ_TOKEN_LEN, so later stages compare plain ASCII strings. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

/* The ASCII folding of a Latin code point (lower case, accent dropped), "" for a separator. */
static const char *fold_cp(uint32_t cp)
{
    static const char *const latin1[64] = {
        /* U+00C0 .. U+00FF */
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "",  "ss",
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",
        "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "",  "y",
    };
    if (cp >= 0xC0 && cp <= 0xFF)
        return latin1[cp - 0xC0];
    switch (cp) {
    case 0x152: /* Œ */
    case 0x153: /* œ */
        return "oe";
    case 0x178: /* Ÿ */
        return "y";
    default:
        return "";
    }
}

/* Decodes one UTF-8 sequence at s (n bytes left). Returns its length (>= 1) and the code
 * point, or U+FFFD for an invalid byte (length 1). */
static size_t utf8_next(const unsigned char *s, size_t n, uint32_t *cp)
{
    size_t len;
    uint32_t c = s[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    if ((c & 0xE0) == 0xC0) {
        len = 2;
        c &= 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
        len = 3;
        c &= 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
        len = 4;
        c &= 0x07;
    } else {
        *cp = 0xFFFD;
        return 1;
    }
    if (len > n)
        goto invalid;
    for (size_t i = 1; i < len; i++) {
        if ((s[i] & 0xC0) != 0x80)
            goto invalid;
        c = (c << 6) | (s[i] & 0x3F);
    }
    *cp = c;
    return len;
invalid:
    *cp = 0xFFFD;
    return 1;
}

/* French elided words: dropped when an apostrophe follows them. */
static bool is_elision(const char *w)
{
    static const char *const el[] = {"l", "d", "qu",    "j",      "n",      "s",     "c",
                                     "m", "t", "jusqu", "lorsqu", "puisqu", "quoiqu"};
    for (size_t i = 0; i < sizeof el / sizeof el[0]; i++)
        if (strcmp(w, el[i]) == 0)
            return true;
    return false;
}

static bool is_apostrophe(uint32_t cp)
{
    return cp == '\'' || cp == 0x2019 || cp == 0x2018 || cp == 0x02BC || cp == 0x00B4 || cp == '`';
}

/* Texting abbreviations players type, folded, sorted by the short form, and the word they
 * stand for. */
static const char *const abbrev[][2] = {
    {"1er", "premier"},     {"1ere", "premiere"},  {"1re", "premiere"},    {"2e", "deuxieme"},
    {"2eme", "deuxieme"},   {"2nd", "second"},     {"2nde", "seconde"},    {"avc", "avec"},
    {"bcp", "beaucoup"},    {"cb", "combien"},     {"cbn", "combien"},     {"cmb", "combien"},
    {"cmt", "comment"},     {"dc", "donc"},        {"deco", "quitte"},     {"diag", "diagonale"},
    {"diago", "diagonale"}, {"dif", "difference"}, {"diff", "difference"}, {"ds", "dans"},
    {"jouable", "jouer"},   {"jpeux", "peux"},     {"jsp", "quoi"},        {"kan", "quand"},
    {"kel", "quel"},        {"kelle", "quelle"},   {"ki", "qui"},          {"kil", "qui"},
    {"koi", "quoi"},        {"mm", "meme"},        {"nb", "nombre"},       {"pcq", "parce"},
    {"pk", "pourquoi"},     {"pkoi", "pourquoi"},  {"pq", "pourquoi"},     {"pr", "pour"},
    {"qd", "quand"},        {"qqch", "quelque"},   {"qqn", "quelque"},     {"slt", "salut"},
    {"tjrs", "toujours"},   {"tjs", "toujours"},   {"tps", "temps"},       {"tt", "tout"},
    {"tte", "toute"},       {"ttes", "toutes"},    {"tts", "tous"},        {"versus", "difference"},
    {"vs", "difference"},
};

static int cmp_abbrev(const void *key, const void *elt)
{
    return strcmp(key, *(const char *const *)elt);
}

/* The word the abbreviation w stands for, or w itself. */
static const char *expand(const char *w)
{
    const char *const *e =
        bsearch(w, abbrev, sizeof abbrev / sizeof abbrev[0], sizeof abbrev[0], cmp_abbrev);
    return e ? e[1] : w;
}

/* Ends the word being built in cur: keeps it unless it is an elision before an apostrophe. */
static void flush(struct faq_tokens *out, char *cur, size_t *curlen, bool before_apostrophe)
{
    if (*curlen == 0)
        return;
    cur[*curlen] = '\0';
    *curlen = 0;
    if (before_apostrophe && is_elision(cur))
        return;
    if (out->n == FAQ_MAX_TOKENS) {
        out->truncated = true;
        return;
    }
    const char *w = expand(cur);
    memcpy(out->tok[out->n], w, strlen(w) + 1);
    out->stop[out->n] = faq_is_stop(w);
    out->filler[out->n] = false;
    out->n++;
}

/* Phrases around a question that say nothing of the rule asked (lang -1), and requests for
 * the answer's language; folded words, abbreviations written out. */
static const struct {
    const char *w[4];
    int lang;
} phrases[] = {
    {{"je", "fais", "quoi"}, -1},
    {{"on", "fait", "quoi"}, -1},
    {{"on", "en", "fait", "quoi"}, -1},
    {{"en", "fait", "quoi"}, -1},
    {{"vite", "fait"}, -1},
    {{"en", "gros"}, -1},
    {{"explique", "moi"}, -1},
    {{"expliquez", "moi"}, -1},
    {{"est", "quoi"}, -1},
    {{"veut", "dire"}, -1},
    {{"veulent", "dire"}, -1},
    {{"se", "passe"}, -1},
    {{"ca", "donne", "quoi"}, -1},
    {{"in", "short"}, -1},
    {{"please"}, -1},
    {{"pls"}, -1},
    {{"plz"}, -1},
    {{"reponds", "en", "anglais"}, FAQ_LANG_EN},
    {{"repond", "en", "anglais"}, FAQ_LANG_EN},
    {{"en", "anglais"}, FAQ_LANG_EN},
    {{"in", "english"}, FAQ_LANG_EN},
    {{"answer", "in", "english"}, FAQ_LANG_EN},
    {{"reponds", "en", "francais"}, FAQ_LANG_FR},
    {{"en", "francais"}, FAQ_LANG_FR},
    {{"in", "french"}, FAQ_LANG_FR},
};

static void mark_phrases(struct faq_tokens *t)
{
    t->said_lang = -1;
    for (size_t i = 0; i < t->n; i++)
        for (size_t p = 0; p < sizeof phrases / sizeof phrases[0]; p++) {
            size_t j = 0;
            while (j < 4 && phrases[p].w[j] && i + j < t->n &&
                   strcmp(phrases[p].w[j], t->tok[i + j]) == 0)
                j++;
            if (j == 4 || (j > 0 && !phrases[p].w[j])) {
                for (size_t k = 0; k < j; k++)
                    t->filler[i + k] = true;
                if (phrases[p].lang >= 0)
                    t->said_lang = phrases[p].lang;
            }
        }
}

void faq_tokenize(const char *text, size_t len, struct faq_tokens *out)
{
    const unsigned char *s = (const unsigned char *)text;
    char cur[FAQ_TOKEN_LEN];
    size_t curlen = 0, i = 0;

    out->n = 0;
    out->truncated = false;
    while (i < len) {
        uint32_t cp;
        const char *f;
        char one[2] = {0, 0};
        i += utf8_next(s + i, len - i, &cp);
        if (cp < 0x80 && ((cp >= 'a' && cp <= 'z') || (cp >= '0' && cp <= '9'))) {
            one[0] = (char)cp;
            f = one;
        } else if (cp >= 'A' && cp <= 'Z') {
            one[0] = (char)(cp - 'A' + 'a');
            f = one;
        } else {
            f = fold_cp(cp);
        }
        if (*f == '\0') {
            flush(out, cur, &curlen, is_apostrophe(cp));
            continue;
        }
        for (; *f; f++)
            if (curlen + 1 < FAQ_TOKEN_LEN)
                cur[curlen++] = *f;
    }
    flush(out, cur, &curlen, false);
    mark_phrases(out);
}

/* Stop words, folded, sorted for bsearch. French and English function words and the
 * fillers players put around a question; none of them names a rule. */
static const char *const stop_fr[] = {
    "a",       "ah",     "ai",           "ais",      "ait",      "aller",    "alors",
    "as",      "au",     "aussi",        "aux",      "avec",     "avez",     "avoir",
    "avons",   "bah",    "beaucoup",     "ben",      "bien",     "bon",      "bonjour",
    "bonne",   "bonnes", "bonsoir",      "bref",     "ca",       "ce",       "cela",
    "celle",   "celles", "celui",        "ces",      "cet",      "cette",    "ceux",
    "chez",    "chose",  "ci",           "comme",    "coucou",   "daccord",  "dans",
    "de",      "dedans", "deja",         "derriere", "des",      "dessous",  "dessus",
    "devant",  "direct", "directement",  "dis",      "dit",      "dites",    "dois",
    "doit",    "donc",   "droit",        "du",       "durant",   "elle",     "elles",
    "en",      "encore", "ensuite",      "es",       "est",      "estce",    "et",
    "etait",   "ete",    "etre",         "eu",       "euh",      "faire",    "fais",
    "fait",    "faut",   "genre",        "gros",     "hein",     "ici",      "il",
    "ils",     "je",     "juste",        "kes",      "ki",       "koi",      "la",
    "labas",   "le",     "les",          "leur",     "leurs",    "lol",      "lors",
    "lui",     "ma",     "maintenant",   "mais",     "max",      "maxi",     "maximum",
    "me",      "memes",  "merci",        "mes",      "min",      "mini",     "minimum",
    "moi",     "mon",    "ne",           "nos",      "notre",    "nous",     "ok",
    "okay",    "on",     "ont",          "ou",       "oui",      "par",      "pas",
    "pendant", "peut",   "peuvent",      "peux",     "pour",     "pourquoi", "pouvez",
    "puis",    "que",    "quel",         "quelle",   "quelles",  "quelque",  "quelques",
    "quels",   "qui",    "quoi",         "sa",       "salut",    "se",       "ses",
    "si",      "sil",    "silvousplait", "son",      "sont",     "stp",      "sur",
    "svp",     "ta",     "te",           "tes",      "toi",      "ton",      "tres",
    "trop",    "truc",   "tu",           "un",       "une",      "unes",     "uns",
    "va",      "vais",   "vas",          "veux",     "vite",     "voici",    "voila",
    "vos",     "votre",  "vous",         "vrai",     "vraiment", "y",        "ya"};
static const char *const stop_en[] = {
    "about", "am",     "an",     "and",   "any",    "anyone", "anyway", "are",   "at",     "be",
    "been",  "but",    "by",     "can",   "could",  "did",    "do",     "does",  "for",    "from",
    "get",   "gets",   "got",    "had",   "has",    "have",   "he",     "hello", "her",    "hi",
    "his",   "how",    "i",      "if",    "im",     "in",     "into",   "is",    "it",     "its",
    "just",  "like",   "may",    "me",    "might",  "must",   "my",     "of",    "ok",     "okay",
    "or",    "please", "really", "she",   "should", "so",     "than",   "thank", "thanks", "that",
    "the",   "their",  "them",   "then",  "there",  "these",  "they",   "this",  "those",  "to",
    "us",    "was",    "we",     "were",  "what",   "whats",  "when",   "where", "which",  "who",
    "why",   "will",   "with",   "would", "you",    "your"};

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static bool in_list(const char *w, const char *const *list, size_t n)
{
    return bsearch(&w, list, n, sizeof *list, cmp_str) != NULL;
}

bool faq_tok_is(const struct faq_tokens *t, size_t i, const char *const *words)
{
    if (i >= t->n)
        return false;
    for (; *words; words++)
        if (strcmp(t->tok[i], *words) == 0)
            return true;
    return false;
}

bool faq_is_offtopic(const char *w)
{
    static const char *const words[] = {
        "achat", "achete", "acheter", "boutique", "buy",  "commande", "commander", "cost",
        "costs", "coute",  "coutent", "couter",   "euro", "euros",    "livraison", "magasin",
        "price", "prix",   "shop",    "tarif",    "vend", "vendre",   "vendu"};
    return in_list(w, words, sizeof words / sizeof words[0]);
}

bool faq_is_stop(const char *w)
{
    if (w[0] != '\0' && w[1] == '\0' && !(w[0] >= '0' && w[0] <= '9'))
        return true; /* single letters: elisions and stray initials */
    return in_list(w, stop_fr, sizeof stop_fr / sizeof stop_fr[0]) ||
           in_list(w, stop_en, sizeof stop_en / sizeof stop_en[0]);
}

bool faq_is_stop_in(const char *w, enum faq_lang lang)
{
    if (w[0] != '\0' && w[1] == '\0' && !(w[0] >= '0' && w[0] <= '9'))
        return true;
    if (lang == FAQ_LANG_EN)
        return in_list(w, stop_en, sizeof stop_en / sizeof stop_en[0]);
    return in_list(w, stop_fr, sizeof stop_fr / sizeof stop_fr[0]);
}

bool faq_asks_who(const struct faq_tokens *t, enum faq_lang lang)
{
    for (size_t i = 0; lang == FAQ_LANG_FR && i < t->n; i++)
        if (strcmp(t->tok[i], FAQ_WHO) == 0)
            return true;
    return false;
}

enum faq_lang faq_guess_lang(const struct faq_tokens *t)
{
    static const char *const only_en[] = {
        "after", "and",   "any",     "are",  "before", "can",    "do",     "does", "every", "first",
        "game",  "get",   "happens", "have", "how",    "is",     "it",     "many", "my",    "of",
        "own",   "pit",   "pits",    "play", "seeds",  "should", "stones", "the",  "there", "what",
        "when",  "where", "which",   "who",  "why",    "will",   "with",   "you",  "your"};
    static const char *const only_fr[] = {"au",  "avec", "ce", "combien", "dans", "de",   "des",
                                          "est", "et",   "il", "je",      "la",   "le",   "les",
                                          "mon", "ne",   "on", "peut",    "que",  "quel", "qui",
                                          "se",  "sur",  "tu", "un",      "une",  "vous"};
    int en = 0, fr = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (t->filler[i])
            continue;
        en += in_list(t->tok[i], only_en, sizeof only_en / sizeof only_en[0]);
        fr += in_list(t->tok[i], only_fr, sizeof only_fr / sizeof only_fr[0]);
    }
    return en > fr ? FAQ_LANG_EN : FAQ_LANG_FR;
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

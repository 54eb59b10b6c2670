/* faq_situ_lex_clause.c — where a question's clauses end before its words are marked
 * (punctuation, a dash between spaces, but not a comma listing numbers), and the lexicon's
 * rewrites applied to a clause's text before it is tokenized. */
#include <string.h>

#include "faq_situ_lex.h"

static bool clause_end(unsigned char c)
{
    return c == ',' || c == ';' || c == '.' || c == '?' || c == '!' || c == ':' || c == '\n' ||
           c == '(' || c == ')';
}

/* "Oware - 13 seeds in house 1 - does…": a dash between spaces ends a clause (« dix-sept »,
 * « avant-dernier » keep theirs). */
static bool dash_break(const char *text, size_t len, size_t i)
{
    return text[i] == '-' && i > 0 && text[i - 1] == ' ' && i + 1 < len && text[i + 1] == ' ';
}

/* text[from, to) is a number or ordinal word of one of the lexicon's languages (« deux », "one",
 * "fourth"). */
static bool number_word(const struct faq_situ_ctx *c, const char *text, size_t from, size_t to)
{
    static const char *const langs[] = {"fr", "en"}, *const kinds[] = {"numbers", "ordinals"};
    for (size_t l = 0; l < 2 * sizeof langs / sizeof langs[0] && to > from; l++) {
        const cJSON *nums = cJSON_GetObjectItemCaseSensitive(
            cJSON_GetObjectItemCaseSensitive(c->root, langs[l / 2]), kinds[l % 2]);
        const cJSON *it;
        cJSON_ArrayForEach(it, nums)
        {
            size_t n = strlen(it->string), k = 0;
            while (k < n && (text[from + k] | 0x20) == it->string[k])
                k++;
            if (n == to - from && k == n)
                return true;
        }
    }
    return false;
}

/* text[from, to) is a word of « et » of one of the lexicon's languages (« puis », "then"). */
static bool and_word(const struct faq_situ_ctx *c, const char *text, size_t from, size_t to)
{
    static const char *const langs[] = {"fr", "en"};
    for (size_t l = 0; l < sizeof langs / sizeof langs[0]; l++) {
        const cJSON *it;
        cJSON_ArrayForEach(it,
                           cJSON_GetObjectItemCaseSensitive(
                               cJSON_GetObjectItemCaseSensitive(
                                   cJSON_GetObjectItemCaseSensitive(c->root, langs[l]), "words"),
                               "and"))
        {
            const char *w = cJSON_GetStringValue(it);
            size_t n = w ? strlen(w) : 0, k = 0;
            while (k < n && from + k < to && (text[from + k] | 0x20) == w[k])
                k++;
            if (n > 0 && n == to - from && k == n)
                return true;
        }
    }
    return false;
}

/* The word of text ending at `end` (letters only): its first byte. */
static size_t word_before(const char *text, size_t end)
{
    while (end > 0 && (text[end - 1] | 0x20) >= 'a' && (text[end - 1] | 0x20) <= 'z')
        end--;
    return end;
}

/* The word of text[len] starting at `from` (letters only): the byte after it. */
static size_t word_after(const char *text, size_t len, size_t from)
{
    while (from < len && (text[from] | 0x20) >= 'a' && (text[from] | 0x20) <= 'z')
        from++;
    return from;
}

/* "My row: 1, 1, _, 2, 0, 1", « Moi : 3, 2, 1, 0, _, 2 »: a pit of a row told elsewhere (the
 * one played) left blank in the row's list is an item of the list, as a number is. */
static bool blank_word(const char *text, size_t len, size_t from, size_t to)
{
    return from < to && (from == 0 || text[from - 1] == ' ' || text[from - 1] == ',') &&
           (to == len || text[to] == ' ' || text[to] == ',');
}

/* A blank, or digits, end at `end` (text[len]). */
static bool item_before(const char *text, size_t len, size_t end)
{
    size_t from = end;
    while (from > 0 && text[from - 1] == FAQ_SITU_BLANK)
        from--;
    return blank_word(text, len, from, end) ||
           (from == end && from > 0 && text[from - 1] >= '0' && text[from - 1] <= '9');
}

/* A blank, or digits, start at `from` (text[len]). */
static bool item_after(const char *text, size_t len, size_t from)
{
    size_t to = from;
    while (to < len && text[to] == FAQ_SITU_BLANK)
        to++;
    return blank_word(text, len, from, to) ||
           (from < len && text[from] >= '0' && text[from] <= '9');
}

/* « les cases 1, 2 et 3 », "pits 1, 2 and 3", « ont deux, une et une graines », "his fourth,
 * fifth and sixth pits": a comma between two numbers (digits, number or ordinal words, or a
 * blank) lists them in one clause. */
static bool list_comma(const struct faq_situ_ctx *c, const char *text, size_t len, size_t i)
{
    size_t a = i, b = i + 1;
    while (a > 0 && text[a - 1] == ' ')
        a--;
    while (b < len && text[b] == ' ')
        b++;
    if (text[i] == ',' && number_word(c, text, word_before(text, a), a) &&
        number_word(c, text, b, word_after(text, len, b)))
        return true;
    /* « 1, 0, puis 2, 2, 1 », "1, then 0, 2": the list goes on after a word of « et » */
    size_t w = word_after(text, len, b), n = w;
    while (n < len && text[n] == ' ')
        n++;
    if (text[i] == ',' && item_before(text, len, a) && w > b && n > w && item_after(text, len, n) &&
        text[n] != FAQ_SITU_BLANK && and_word(c, text, b, w))
        return true;
    /* a blank beside digits or another blank: « 0, _, 2 » */
    if (text[i] == ',' && item_before(text, len, a) && item_after(text, len, b) &&
        (text[a - 1] == FAQ_SITU_BLANK || text[b] == FAQ_SITU_BLANK))
        return true;
    /* digits, or "1st, 2nd and 3rd": an ordinal's suffix before the comma, then another
     * ordinal (« 5 ds ma 3e, 4 ds ma 4e » is two clauses: a count follows the ordinal) */
    size_t d = a, e = b;
    while (d > 0 && d + FAQ_SITU_ORDINAL_SUFFIX_MAX > a &&
           ((text[d - 1] | 0x20) >= 'a' && (text[d - 1] | 0x20) <= 'z'))
        d--;
    while (e < len && text[e] >= '0' && text[e] <= '9')
        e++;
    bool ordinal_after = e < len && (text[e] | 0x20) >= 'a' && (text[e] | 0x20) <= 'z';
    return text[i] == ',' && d > 0 && b < len && text[d - 1] >= '0' && text[d - 1] <= '9' &&
           e > b && (d == a || ordinal_after);
}

/* text[len] into out[cap] with the lexicon's rewrites applied (fr.rewrites: [from, to] pairs,
 * « qu' » -> « que », so that « n'a qu'un » keeps its « que »). Returns the length written. */
size_t faq_situ_rewrite(const struct faq_situ_ctx *c, const char *text, size_t len, char *out,
                        size_t cap)
{
    const cJSON *pairs = cJSON_GetObjectItemCaseSensitive(
        cJSON_GetObjectItemCaseSensitive(c->root, "fr"), "rewrites");
    size_t n = 0;
    for (size_t i = 0; i < len && n + 1 < cap;) {
        const cJSON *pair;
        bool done = false;
        cJSON_ArrayForEach(pair, pairs)
        {
            const char *from = cJSON_GetStringValue(cJSON_GetArrayItem(pair, 0));
            const char *to = cJSON_GetStringValue(cJSON_GetArrayItem(pair, 1));
            size_t fl = from ? strlen(from) : 0, tl = to ? strlen(to) : 0;
            bool word_start =
                i == 0 || !((text[i - 1] | 0x20) >= 'a' && (text[i - 1] | 0x20) <= 'z');
            if (fl && i + fl <= len && word_start && n + tl + 1 < cap &&
                (text[i] | 0x20) == from[0] && memcmp(text + i + 1, from + 1, fl - 1) == 0) {
                memcpy(out + n, to, tl);
                n += tl;
                i += fl;
                done = true;
                break;
            }
        }
        if (!done)
            out[n++] = text[i++];
    }
    out[n] = '\0';
    return n;
}

bool faq_situ_clause_break(const struct faq_situ_ctx *c, const char *text, size_t len, size_t i)
{
    return (clause_end((unsigned char)text[i]) || dash_break(text, len, i)) &&
           !list_comma(c, text, len, i);
}

/* faq_situ_judge_text.c — the numbers of a text as the situations' judge reads them: in
 * digits or in words of either language (situ_judge.json's number_words), a digit run after a
 * lone letter as a name (« b3 », « J2 »), and the role the game's own nouns around a number
 * give it (a count before a piece noun, a pit after a hole noun or as an ordinal before one). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge_int.h"

static bool word_byte(char c)
{
    return faq_situ_judge_letter(c) || (unsigned char)c >= 0x80; /* UTF-8: « zéro » is one word */
}

/* The value of the word text[0..len) in words (situ_judge.json's number_words of one
 * language, or of both when words is the whole member), or -1. */
static long word_value(const cJSON *words, const char *text, size_t len)
{
    char w[24];
    const cJSON *v, *lang;
    if (len >= sizeof w)
        return -1;
    for (size_t i = 0; i < len; i++)
        w[i] = faq_situ_judge_lower(text[i]);
    w[len] = '\0';
    if (cJSON_IsNumber(v = arb_json_get(words, w)))
        return v->valueint;
    cJSON_ArrayForEach(lang, words)
    {
        if (cJSON_IsObject(lang) && cJSON_IsNumber(v = arb_json_get(lang, w)))
            return v->valueint;
    }
    return -1;
}

/* The next number of text from p, in digits or in words (words: see word_value; NULL for
 * digits only): returns where it starts (NULL at the end), its value in *v, *end after it,
 * and in nm the name (« b3 », lower case) when a lone letter precedes digits, else "". */
const char *faq_situ_judge_next_number(const char *text, const char *p, const cJSON *words, long *v,
                                       const char **end, char nm[SITU_JUDGE_NAME_LEN])
{
    for (; *p; p++) {
        if (words && word_byte(*p) && (p == text || !word_byte(p[-1]))) {
            const char *e = p;
            while (word_byte(*e))
                e++;
            if ((*v = word_value(words, p, (size_t)(e - p))) >= 0) {
                *end = e;
                nm[0] = '\0';
                return p;
            }
            p = e - 1;
            continue;
        }
        if (!faq_situ_judge_digit(*p) || (p > text && faq_situ_judge_digit(p[-1])))
            continue;
        char *e;
        *v = strtol(p, &e, 10);
        *end = e;
        nm[0] = '\0';
        bool letter = p > text && faq_situ_judge_letter(p[-1]) &&
                      (p - 1 == text || !faq_situ_judge_letter(p[-2]));
        if (letter && e - p < SITU_JUDGE_NAME_LEN - 2)
            snprintf(nm, SITU_JUDGE_NAME_LEN, "%c%.*s", faq_situ_judge_lower(p[-1]), (int)(e - p),
                     p);
        return p;
    }
    return NULL;
}

void faq_situ_judge_game_nouns(const struct kb *kb, const char *game,
                               struct faq_situ_judge_nouns *n)
{
    const struct kb_game *g = game ? kb_game_find(kb, game) : NULL;
    const struct kb_term *p = g ? kb_glossary_role(g, KB_ROLE_PIECE) : NULL,
                         *h = g ? kb_glossary_role(g, KB_ROLE_HOLE) : NULL;
    memset(n, 0, sizeof *n);
    if (p)
        memcpy(n->piece, (const char *[]){p->term, p->plural, p->en_term, p->en_plural},
               sizeof n->piece);
    if (h)
        memcpy(n->hole, (const char *[]){h->term, h->plural, h->en_term, h->en_plural},
               sizeof n->hole);
}

/* True when s starts with one of the words w (then ends there). */
static bool word_at(const char *s, const char *const w[4])
{
    for (int i = 0; i < 4; i++) {
        size_t n = w[i] ? strlen(w[i]) : 0;
        if (n && strncmp(s, w[i], n) == 0 && !faq_situ_judge_letter(s[n]))
            return true;
    }
    return false;
}

/* True when text[..at] ends with one of the words w and a space. */
static bool word_before(const char *text, const char *at, const char *const w[4])
{
    for (int i = 0; i < 4; i++) {
        size_t n = w[i] ? strlen(w[i]) : 0;
        if (n && (size_t)(at - text) >= n + 1 && at[-1] == ' ' &&
            strncmp(at - 1 - n, w[i], n) == 0 &&
            (at - 1 - n == text || !faq_situ_judge_letter(at[-2 - (long)n])))
            return true;
    }
    return false;
}

enum faq_situ_judge_role faq_situ_judge_role(const struct faq_situ_judge_nouns *n, const char *text,
                                             const char *p, const char *e)
{
    const char *after = e;
    while (faq_situ_judge_letter(*after) && after - e < 3)
        after++; /* an ordinal's suffix: « 5e », « 1re », "2nd" */
    if (*after == ' ' && after > e && word_at(after + 1, n->hole))
        return SITU_ROLE_PIT;
    if (word_before(text, p, n->hole))
        return SITU_ROLE_PIT;
    if (*e == ' ' && word_at(e + 1, n->piece))
        return SITU_ROLE_COUNT;
    return SITU_ROLE_ANY;
}

/* The numbers of text (digits, and words of either language): each for the role the
 * nouns n give it (the player's question), all roles when n is NULL or its nouns are not
 * the game's (« 3 dans ma 5 »). */
void faq_situ_judge_text_numbers(struct faq_situ_judge_acc *a, const struct faq_situ_judge_nouns *n,
                                 const char *text)
{
    const char *p = text, *end;
    long v;
    char nm[SITU_JUDGE_NAME_LEN];
    while (text && (p = faq_situ_judge_next_number(text, p, a->words, &v, &end, nm))) {
        enum faq_situ_judge_role r = n ? faq_situ_judge_role(n, text, p, end) : SITU_ROLE_ANY;
        if (nm[0])
            faq_situ_judge_name(a, nm);
        else if (r == SITU_ROLE_ANY)
            faq_situ_judge_num_all(a, v);
        else
            faq_situ_judge_num_as(a, r, v);
        p = end;
    }
}

/* faq_situ_lex_mark.c — the marking of a question's words with the situation lexicon: the
 * text cut into clauses (faq_situ_lex_clause.c) and tokenized, each word's digits, ordinal
 * suffix and cell name read, then the phrases of both languages marked on the words they
 * cover (concepts, numbers and ordinals in words, game names, game cues), the question's own
 * language first. */
#include <string.h>

#include "faq_situ_lex.h"

/* The value of an all-digit word of at most 3 digits, else -1. */
static int digits(const char *w, size_t *len)
{
    size_t n = 0;
    int v = 0;
    while (w[n] >= '0' && w[n] <= '9' && n < 4)
        v = v * 10 + (w[n++] - '0');
    *len = n;
    return n > 0 && n <= 3 ? v : -1;
}

/* l: both languages' tables. */
static void mark_word(const struct faq_situ_lang_tab l[2], struct faq_situ_marked *m, size_t i)
{
    struct faq_situ_tok *k = &m->k[i];
    const char *w = m->t.tok[i];
    size_t nd;
    int v = digits(w, &nd);
    if (v >= 0 && w[nd] == '\0') {
        k->num = v;
    } else if (v >= 0) {
        for (int lang = 0; lang < 2; lang++)
            for (size_t s = 0; s < l[lang].nsuffix; s++)
                if (strcmp(w + nd, l[lang].suffix[s]) == 0)
                    k->ord = v;
    }
    /* a cell name: a letter and a digit; a1..d4 are on the board, b0, e2, a5 are not */
    if (w[0] >= 'a' && w[0] <= 'h' && w[1] >= '0' && w[1] <= '9' && w[2] == '\0')
        k->cell = w[0] <= 'd' && w[1] >= '1' && w[1] <= '4' ? (w[1] - '1') * 4 + (w[0] - 'a')
                                                            : RULES_OFF_BOARD;
}

static void mark_phrases(const struct faq_situ_lang_tab *l, struct faq_situ_marked *m, size_t i)
{
    for (size_t p = faq_situ_first_phrase(l, m->t.tok[i]);
         p < l->nph && strcmp(l->ph[p].w[0], m->t.tok[i]) == 0; p++) {
        const struct faq_situ_phrase *ph = &l->ph[p];
        size_t n = ph->n;
        bool ok = i + n <= m->n;
        for (size_t j = 1; ok && j < n; j++)
            ok = m->k[i + j].clause == m->k[i].clause && strcmp(m->t.tok[i + j], ph->w[j]) == 0;
        if (!ok)
            continue;
        switch (ph->kind) {
        case SITU_PK_WORD:
            faq_situ_set_bit(m->k[i].start_mask, (unsigned)ph->value);
            for (size_t j = 0; j < n; j++)
                faq_situ_set_bit(m->k[i + j].mask, (unsigned)ph->value);
            break;
        case SITU_PK_NUM:
        case SITU_PK_ORD:
            /* « dix-neuf »: its « dix » already reads 10, the whole phrase wins */
            if ((m->k[i].num >= 0 && !(n > 1 && m->k[i].spelled)) || m->k[i].ord >= 0 ||
                m->k[i].cont)
                break;
            if (ph->kind == SITU_PK_NUM)
                m->k[i].num = ph->value;
            else
                m->k[i].ord = ph->value;
            for (size_t j = 1; j < n; j++) {
                m->k[i + j].cont = true;
                m->k[i + j].num = -1;
            }
            break;
        case SITU_PK_CUE:
            for (size_t j = 0; j < n; j++)
                m->k[i + j].cues |= 1u << ph->value;
            break;
        default:
            if (m->k[i].game < 0 && !m->k[i].cont) {
                m->k[i].game = ph->value;
                for (size_t j = 1; j < n; j++)
                    m->k[i + j].cont = true;
            }
            break;
        }
    }
}

/* A number in letters of a ten and a unit (« vingt-six », « trente et une », "thirty one"):
 * the tens word takes the unit said right after it in its clause (« et » only before one),
 * which becomes a later word of the number. */
static void compose_tens(struct faq_situ_marked *m)
{
    for (size_t i = 0; i + 1 < m->n; i++) {
        struct faq_situ_tok *k = &m->k[i];
        if (k->num < 20 || k->num % 10 != 0 || k->num > 90 || !k->spelled || k->cont)
            continue;
        size_t j = i + 1;
        bool with_and = faq_situ_bit(m->k[j].mask, SW_AND) && j + 1 < m->n;
        j += with_and;
        struct faq_situ_tok *u = &m->k[j];
        if (u->clause != k->clause || !u->spelled || u->cont || u->num < 1 || u->num > 9 ||
            (with_and && u->num != 1))
            continue;
        k->num += u->num;
        for (size_t q = i + 1; q <= j; q++) {
            m->k[q].cont = true;
            m->k[q].num = -1;
        }
    }
}

void faq_situ_mark(const struct faq_situ_ctx *c, const char *text, size_t len, enum faq_lang lang,
                   struct faq_situ_marked *out)
{
    size_t start = 0, sentence = 0; /* the first word of the sentence under way */
    int clause = 0;
    memset(out, 0, sizeof *out);
    for (size_t i = 0; i <= len && out->n < FAQ_MAX_TOKENS; i++) {
        if (i < len && !faq_situ_clause_break(c, text, len, i))
            continue;
        /* a decimal point or a cell is not the end of a clause: only punctuation is */
        if (i > start) {
            struct faq_tokens t;
            char buf[2 * FAQ_MAX_QUESTION + 16];
            size_t n = faq_situ_rewrite(c, text + start, i - start, buf, sizeof buf);
            faq_tokenize(c->lex, buf, n, &t);
            for (size_t j = 0; j < t.n && out->n < FAQ_MAX_TOKENS; j++) {
                memcpy(out->t.tok[out->n], t.tok[j], FAQ_TOKEN_LEN);
                out->t.stop[out->n] = t.stop[j];
                out->k[out->n] =
                    (struct faq_situ_tok){.num = -1,
                                          .ord = -1,
                                          .cell = -2,
                                          .clause = clause,
                                          .game = -1,
                                          .asked = i < len && text[i] == '?',
                                          .aside = start > 0 && text[start - 1] == '(',
                                          .spelled = t.start[j] < n && !(buf[t.start[j]] >= '0' &&
                                                                         buf[t.start[j]] <= '9')};
                out->n++;
            }
            clause++;
        }
        if (i < len && text[i] == '?')
            for (size_t j = sentence; j < out->n; j++)
                out->k[j].questioned = true;
        if (i == len || strchr(".?!:\n", text[i]))
            sentence = out->n;
        start = i + 1;
    }
    out->t.n = out->n;
    out->t.said_lang = -1;
    faq_situ_mark_words(c, lang, out);
}

void faq_situ_mark_words(const struct faq_situ_ctx *c, enum faq_lang lang,
                         struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        memset(m->k[i].mask, 0, sizeof m->k[i].mask);
        memset(m->k[i].start_mask, 0, sizeof m->k[i].start_mask);
    }
    /* both languages' words: players mix them (« my dernière case »), and a short question
     * may be guessed in the wrong one; lang's own phrases first (its numbers win) */
    for (size_t i = 0; i < m->n; i++)
        mark_word(c->lang, m, i);
    for (size_t i = 0; i < m->n; i++) {
        mark_phrases(&c->lang[lang], m, i);
        mark_phrases(&c->lang[1 - lang], m, i);
    }
    compose_tens(m);
}

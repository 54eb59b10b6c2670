/* faq_situ_lex_frame.c — a question's words put in the mover's frame (faq_situ_reframe): when a
 * third person plays the move told, the mover's person words become the asker's (« il a 3
 * graines dans sa case 4 » reads as « je a 3 graines dans ma case 4 ») and the asker's the
 * other side's (« chez moi » as « chez lui »), so that the marks every reader asks of are the
 * ones a question told by the mover would have. The pairs are data (situation.json, per
 * language "frame": "to_mover", "to_other" and the "self" word a person named becomes); the
 * longest pair matching at a word wins. Words keep their clause and the question marks of the
 * word they replace. faq_situ_load_frame folds the pairs once, at load, and checks "persons"
 * (the replies' templates and forms when a third person moves, read by faq_situ_person_text). */
#include <stdlib.h>
#include <string.h>

#include "faq_situ_lex.h"

/* The longest pair of p[n] whose words are m's from word i on, all of role r; NULL. */
static const struct faq_situ_frame_pair *pair_at(const struct faq_situ_marked *m, size_t i,
                                                 const uint8_t *role, uint8_t r,
                                                 const struct faq_situ_frame_pair *p, size_t n)
{
    const struct faq_situ_frame_pair *best = NULL;
    for (size_t k = 0; k < n; k++) {
        size_t len = p[k].from.n, j = 0;
        while (j < len && i + j < m->n && role[i + j] == r &&
               m->k[i + j].clause == m->k[i].clause && strcmp(m->t.tok[i + j], p[k].from.w[j]) == 0)
            j++;
        if (j == len && (!best || len > best->from.n))
            best = &p[k];
    }
    return best;
}

/* Appends word w to out, in the clause and question of source word k of m. */
static void put_word(struct faq_situ_marked *out, const struct faq_situ_marked *m, size_t k,
                     const char *w, bool same)
{
    if (out->n >= FAQ_MAX_TOKENS)
        return;
    size_t i = out->n++;
    memcpy(out->t.tok[i], w, FAQ_TOKEN_LEN);
    out->t.stop[i] = m->t.stop[k];
    out->k[i] = same ? m->k[k]
                     : (struct faq_situ_tok){.num = -1,
                                             .ord = -1,
                                             .cell = -2,
                                             .game = -1,
                                             .spelled = true,
                                             .clause = m->k[k].clause,
                                             .asked = m->k[k].asked,
                                             .questioned = m->k[k].questioned};
}

void faq_situ_reframe(const struct faq_situ_ctx *c, enum faq_lang lang, struct faq_situ_marked *m,
                      const uint8_t role[FAQ_MAX_TOKENS])
{
    const struct faq_situ_lang_tab *l = &c->lang[lang];
    const struct faq_situ_frame_pair *to_other = l->frame + l->nto_mover;
    struct faq_situ_marked *out = calloc(1, sizeof *out); /* large: on the heap */
    if (!out)
        return;
    for (size_t i = 0; i < m->n;) {
        const struct faq_situ_frame_pair *p =
            role[i] == FAQ_SITU_ROLE_MOVER   ? pair_at(m, i, role, role[i], l->frame, l->nto_mover)
            : role[i] == FAQ_SITU_ROLE_OTHER ? pair_at(m, i, role, role[i], to_other, l->nto_other)
                                             : NULL;
        size_t run = 1; /* « ma fille », "my opponent": a person named, all of it the mover */
        if (!p && role[i] == FAQ_SITU_ROLE_MOVER && faq_situ_bit(m->k[i].start_mask, SW_OPPONENT)) {
            while (i + run < m->n && role[i + run] == FAQ_SITU_ROLE_MOVER &&
                   m->k[i + run].clause == m->k[i].clause &&
                   faq_situ_bit(m->k[i + run].mask, SW_OPPONENT) &&
                   !faq_situ_bit(m->k[i + run].start_mask, SW_OPPONENT))
                run++;
            for (size_t j = 0; j < l->self.n; j++)
                put_word(out, m, i, l->self.w[j], false);
            i += run;
        } else if (p) {
            for (size_t j = 0; j < p->to.n; j++)
                put_word(out, m, i, p->to.w[j], false);
            i += p->from.n;
        } else {
            put_word(out, m, i, m->t.tok[i], true);
            i++;
        }
    }
    out->t.n = out->n;
    out->t.said_lang = -1;
    faq_situ_mark_words(c, lang, out);
    memcpy(m, out, sizeof *m);
    free(out);
}

/* Every member of o (may be absent: NULL) is an object of strings f, m and p. */
static bool forms_ok(const cJSON *o, const char **bad)
{
    const cJSON *cls;
    cJSON_ArrayForEach(cls, o)
    {
        *bad = cls->string;
        if (!cJSON_IsString(cJSON_GetObjectItemCaseSensitive(cls, "f")) ||
            !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(cls, "m")) ||
            !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(cls, "p")))
            return false;
    }
    return o == NULL || cJSON_IsObject(o);
}

/* A section of "persons": its text members are strings over keys of the language's own text,
 * its grammar classes forms_ok. */
static bool person_ok(const cJSON *sec, const cJSON *text, const char **bad)
{
    const cJSON *t = cJSON_GetObjectItemCaseSensitive(sec, "text"), *it;
    cJSON_ArrayForEach(it, t)
    {
        *bad = it->string;
        if (!cJSON_IsString(it) ||
            !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(text, it->string)))
            return false;
    }
    *bad = "grammar";
    return cJSON_IsObject(sec) && forms_ok(cJSON_GetObjectItemCaseSensitive(sec, "grammar"), bad);
}

/* The pairs of list, folded, into out (room made by the caller), *n of them; false when one
 * is no pair of two phrases. */
static bool add_pairs(const struct faq_situ_ctx *c, const cJSON *list,
                      struct faq_situ_frame_pair *out, size_t *n)
{
    const cJSON *pair;
    *n = 0;
    cJSON_ArrayForEach(pair, list)
    {
        struct faq_situ_frame_pair *p = &out[*n];
        const char *from = cJSON_GetStringValue(cJSON_GetArrayItem(pair, 0));
        const char *to = cJSON_GetStringValue(cJSON_GetArrayItem(pair, 1));
        if (cJSON_GetArraySize(pair) != 2 || !from || !to ||
            !faq_situ_phrase_words(c, from, &p->from) || !faq_situ_phrase_words(c, to, &p->to))
            return false;
        (*n)++;
    }
    return cJSON_IsArray(list);
}

int faq_situ_load_frame(const struct faq_situ_ctx *c, struct faq_situ_lang_tab *l, const cJSON *j,
                        const char *name, char *path, size_t cap)
{
    static const char *const sections[] = {"third", "third_f", "watched"};
    const cJSON *persons = cJSON_GetObjectItemCaseSensitive(j, "persons");
    const cJSON *frame = cJSON_GetObjectItemCaseSensitive(j, "frame");
    const cJSON *text = cJSON_GetObjectItemCaseSensitive(j, "text");
    const cJSON *to_mover = cJSON_GetObjectItemCaseSensitive(frame, "to_mover");
    const cJSON *to_other = cJSON_GetObjectItemCaseSensitive(frame, "to_other");
    const char *bad = "",
               *self = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(frame, "self"));
    for (size_t i = 0; i < sizeof sections / sizeof sections[0]; i++)
        if (!person_ok(cJSON_GetObjectItemCaseSensitive(persons, sections[i]), text, &bad)) {
            snprintf(path, cap, "%s.persons.%s.%s", name, sections[i], bad);
            return -1;
        }
    snprintf(path, cap, "%s.frame", name);
    size_t room = (size_t)cJSON_GetArraySize(to_mover) + (size_t)cJSON_GetArraySize(to_other);
    if (!self || !faq_situ_phrase_words(c, self, &l->self))
        return -1;
    if (!(l->frame = calloc(room ? room : 1, sizeof *l->frame)))
        return -2;
    if (!add_pairs(c, to_mover, l->frame, &l->nto_mover) ||
        !add_pairs(c, to_other, l->frame + l->nto_mover, &l->nto_other))
        return -1;
    return 0;
}

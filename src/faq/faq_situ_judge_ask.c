/* faq_situ_judge_ask.c — the ask of a question as the situations' judge reads it: the
 * predicates the cues of situ_judge.json name in its last clause (or in the question before
 * it when the last asks no yes or no, else in all of it), the longest cue at each word. */
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge_int.h"

/* The predicates cued in text[from..]: the longest cue at each word, consumed whole. */
static unsigned cued(const struct faq_situ_judge *j, const char *text, size_t len,
                     size_t after[SITU_PRED_N])
{
    struct faq_tokens t;
    unsigned set = 0;
    faq_tokenize(j->x, text, len, &t);
    for (size_t i = 0; i < t.n;) {
        const struct faq_situ_judge_cue *best = NULL;
        for (size_t k = 0; k < j->ncues; k++) {
            const struct faq_situ_judge_cue *q = &j->cues[k];
            size_t w = 0;
            while (w < q->n && i + w < t.n && strcmp(q->tok[w], t.tok[i + w]) == 0)
                w++;
            if (w == q->n && (!best || q->n > best->n))
                best = q;
        }
        if (best && !(set & (1u << best->pred)))
            after[best->pred] = t.end[i + best->n - 1]; /* where its first cue ends */
        set |= best ? 1u << best->pred : 0;
        i += best ? best->n : 1;
    }
    return set;
}

/* The first word of text[len] is a word of the judge's list `list`: its joins (« et », "and")
 * or its alternatives (« ou », "or"). */
static bool opens_with(const struct faq_situ_judge *j, const char *list, const char *text,
                       size_t len)
{
    struct faq_tokens t, w;
    const cJSON *lang, *v;
    faq_tokenize(j->x, text, len, &t);
    cJSON_ArrayForEach(lang, arb_json_get(j->root, list))
    {
        cJSON_ArrayForEach(v, lang)
        {
            if (!cJSON_IsString(v))
                continue;
            faq_tokenize(j->x, v->valuestring, strlen(v->valuestring), &w);
            if (t.n && w.n == 1 && strcmp(t.tok[0], w.tok[0]) == 0)
                return true;
        }
    }
    return false;
}

/* text[len] is a question tag alone (« c'est ça », « non », "right", "don't I": the judge's
 * tags): every word of it is in a tag, the longest tag at each word. */
static bool tag_only(const struct faq_situ_judge *j, const char *text, size_t len)
{
    struct faq_tokens t, w;
    const cJSON *lang, *v;
    faq_tokenize(j->x, text, len, &t);
    if (t.n == 0)
        return false;
    for (size_t i = 0; i < t.n;) {
        size_t best = 0;
        cJSON_ArrayForEach(lang, arb_json_get(j->root, "tags"))
        {
            cJSON_ArrayForEach(v, lang)
            {
                if (!cJSON_IsString(v))
                    continue;
                faq_tokenize(j->x, v->valuestring, strlen(v->valuestring), &w);
                size_t k = 0;
                while (k < w.n && i + k < t.n && strcmp(w.tok[k], t.tok[i + k]) == 0)
                    k++;
                best = k == w.n && k > best ? k : best;
            }
        }
        if (best == 0)
            return false;
        i += best;
    }
    return true;
}

/* Where the clause of q ending at end starts: after the last , ; : . ? ! before it. */
static size_t clause_from(const char *q, size_t end)
{
    size_t start = 0;
    for (size_t i = 0; i < end; i++)
        if (strchr(",;:.?!", q[i]))
            start = i + 1;
    return start;
}

/* The clause of q ending at comma (a question's sentence, no mark between) asks a permission
 * and the clause after it, to end, begins with a join: true, and after, *from, *len set to read
 * the permission as the ask. */
static bool permission_before(const struct faq_situ_judge *j, const char *q, size_t comma,
                              size_t end, size_t after[SITU_PRED_N], const char **from, size_t *len)
{
    if (!opens_with(j, "joins", q + comma + 1, end - comma - 1))
        return false;
    size_t start = comma;
    while (start > 0 && !strchr(",;:.?!", q[start - 1]))
        start--;
    size_t before[SITU_PRED_N] = {0};
    unsigned yes_no = cued(j, q + start, comma - start, before);
    if (!(yes_no & (1u << SITU_PRED_LEGAL)) || (yes_no & (1u << SITU_PRED_OPEN)))
        return false;
    memcpy(after, before, sizeof before);
    *from = q + start;
    *len = comma - start;
    return true;
}

/* The ask of question: the cues of its last clause (of the question before it when the last
 * asks no yes or no), else of all of it; *from: where the
 * text read starts, after[p]: where p's first cue ends, from there. */
unsigned faq_situ_judge_asked(const struct faq_situ_judge *j, const char *q, const char **from,
                              size_t *len, size_t after[SITU_PRED_N])
{
    size_t n = strlen(q), cut = 0;
    while (n && strchr(" ?!", q[n - 1]))
        n--;
    for (size_t i = 0; i < n; i++)
        if (strchr(",;:.?!", q[i]) ||
            (i + 2 < n && (unsigned char)q[i] == 0xe2 && (unsigned char)q[i + 1] == 0x80 &&
             ((unsigned char)q[i + 2] == 0x94 || (unsigned char)q[i + 2] == 0x93))) /* — – */
            cut = i + 1;
    /* « je rejoue, non ? », "I get another turn, right?": a tag alone asks of the clause
     * before it */
    while (cut > 1 && tag_only(j, q + cut, n - cut)) {
        n = cut - 1;
        cut = clause_from(q, n);
    }
    unsigned set = cued(j, q + cut, n - cut, after);
    *from = q + cut;
    *len = n - cut;
    /* « je voudrais jouer mon 1er, ou je suis obligé de lui en donner ? »: a choice whose last
     * alternative, the one a yes or no answers, asks nothing the judge reads: no ask */
    if (!set && cut > 0 && q[cut - 1] == ',' && opens_with(j, "alternatives", q + cut, n - cut))
        return 0;
    /* « je peux déposer à droite de d1, hors du plateau ? »: the step off the board asked goes
     * on a clause asking the permission (not a question of its own): that is asked too */
    if ((set & (1u << SITU_PRED_OFF)) && !(set & (1u << SITU_PRED_LEGAL)) && cut > 1 &&
        q[cut - 1] != '?') {
        size_t start = 0, before[SITU_PRED_N] = {0};
        for (size_t i = 0; i + 1 < cut; i++)
            if (strchr(",;:.?!", q[i]))
                start = i + 1;
        set |= cued(j, q + start, cut - 1 - start, before) & (1u << SITU_PRED_LEGAL);
    }
    /* « C'est bon ? Et mon galet, il finit où ? »: the last question asks no yes or no, the one
     * before it does: the lead answers that one; « je peux le jouer, et je prends combien ? »,
     * "is it allowed, and what do I capture?": so does a permission asked in the clause before
     * the open one, in its sentence */
    size_t end = cut;
    while (end > 0 && q[end - 1] != '?')
        end--;
    if ((set & (1u << SITU_PRED_OPEN)) && cut > 1 && q[cut - 1] == ',' &&
        permission_before(j, q, cut - 1, n, after, from, len))
        return 1u << SITU_PRED_LEGAL;
    if (set & (1u << SITU_PRED_OPEN) && end-- > 0) {
        size_t start = clause_from(q, end);
        while (start > 1 && tag_only(j, q + start, end - start)) {
            end = start - 1; /* « on saute la case, c'est ça ? Où tombe… »: the clause tagged */
            start = clause_from(q, end);
        }
        size_t before[SITU_PRED_N] = {0};
        unsigned yes_no = cued(j, q + start, end - start, before) & ~(1u << SITU_PRED_OPEN);
        if (yes_no) {
            memcpy(after, before, sizeof before);
            *from = q + start;
            *len = end - start;
            return yes_no;
        }
    }
    if (!set) {
        *from = q;
        *len = n;
        set = cued(j, q, n, after);
    }
    return set;
}

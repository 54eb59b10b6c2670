/* faq_situ_judge_numbers.c — invariant 1 of the situations' judge (faq_situ_judge.c): the
 * numbers an answer writes, each checked for its role against what accounts for it (the
 * question's numbers; the simulation's, an entry's or the start position's), the ones nothing
 * accounts for reported once each. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge_int.h"

/* v accounts for role (and so for SITU_ROLE_ANY). */
void faq_situ_judge_num_as(struct faq_situ_judge_acc *a, enum faq_situ_judge_role r, long v)
{
    for (int k = 0; k < SITU_ROLE_N; k++)
        if ((k == (int)r || k == SITU_ROLE_ANY) && a->nnum[k] < SITU_JUDGE_MAX_NUMS)
            a->num[k][a->nnum[k]++] = v;
}

void faq_situ_judge_num(struct faq_situ_judge_acc *a, long v)
{
    faq_situ_judge_num_as(a, SITU_ROLE_ANY, v);
}

/* v accounts for every role (the question's numbers, an entry's, the start position's). */
void faq_situ_judge_num_all(struct faq_situ_judge_acc *a, long v)
{
    faq_situ_judge_num_as(a, SITU_ROLE_COUNT, v);
    faq_situ_judge_num_as(a, SITU_ROLE_PIT, v);
}

void faq_situ_judge_name(struct faq_situ_judge_acc *a, const char *s)
{
    if (a->nname < SITU_JUDGE_MAX_NAMES && s && strlen(s) < SITU_JUDGE_NAME_LEN) {
        char *d = a->name[a->nname++];
        size_t i = 0;
        for (; s[i]; i++)
            d[i] = faq_situ_judge_lower(s[i]);
        d[i] = '\0';
    }
}

static bool has_num(const struct faq_situ_judge_acc *a, enum faq_situ_judge_role r, long v)
{
    for (size_t i = 0; i < a->nnum[r]; i++)
        if (a->num[r][i] == v)
            return true;
    return false;
}

static bool has_name(const struct faq_situ_judge_acc *a, const char *s)
{
    for (size_t i = 0; i < a->nname; i++)
        if (strcmp(a->name[i], s) == 0)
            return true;
    /* a player's label: one letter and his 1-based number */
    long p = strtol(s + 1, NULL, 10);
    return a->players > 0 && p >= 1 && p <= a->players;
}

size_t faq_situ_judge_numbers(const struct faq_situ_judge *j, const cJSON *line, const cJSON *resp,
                              char *bad, size_t cap)
{
    const struct kb *kb = j->kb;
    const char *answer = cJSON_GetStringValue(arb_json_get(resp, "answer"));
    const cJSON *sim = arb_json_get(resp, "simulation");
    struct faq_situ_judge_acc *a = calloc(1, sizeof *a), *seen = calloc(1, sizeof *seen);
    struct faq_situ_judge_nouns nouns;
    size_t nbad = 0, len = 0;
    if (cap)
        bad[0] = '\0';
    if (!a || !seen || !answer)
        goto out_free;
    faq_situ_judge_game_nouns(kb, cJSON_GetStringValue(arb_json_get(resp, "game")), &nouns);
    a->words = arb_json_get(j->root, "number_words");
    const cJSON *lang_words = arb_json_get(a->words, faq_situ_judge_lang(resp));
    faq_situ_judge_text_numbers(a, &nouns, cJSON_GetStringValue(arb_json_get(line, "question")));
    faq_situ_judge_text_numbers(
        a, &nouns, cJSON_GetStringValue(arb_json_get(arb_json_get(line, "context"), "question")));
    if (cJSON_IsObject(sim)) {
        faq_situ_judge_add_simulation(a, sim);
    } else if (cJSON_IsString(arb_json_get(resp, "entry")) ||
               cJSON_IsArray(arb_json_get(resp, "answers"))) {
        const cJSON *one; /* the general entry, or one per game when the game is asked */
        faq_situ_judge_add_entry(a, kb, cJSON_GetStringValue(arb_json_get(resp, "entry")));
        cJSON_ArrayForEach(one, arb_json_get(resp, "answers"))
            faq_situ_judge_add_entry(a, kb, cJSON_GetStringValue(arb_json_get(one, "entry")));
    }
    /* a request to clarify, alone or told beside the rule's entry, names the game's pits */
    if (!cJSON_IsObject(sim) && (cJSON_IsObject(arb_json_get(resp, "clarify")) ||
                                 !(cJSON_IsString(arb_json_get(resp, "entry")) ||
                                   cJSON_IsArray(arb_json_get(resp, "answers")))))
        faq_situ_judge_add_start(a, cJSON_GetStringValue(arb_json_get(resp, "game")));
    const char *p = answer, *end;
    long v;
    char nm[SITU_JUDGE_NAME_LEN];
    while ((p = faq_situ_judge_next_number(answer, p, lang_words, &v, &end, nm))) {
        enum faq_situ_judge_role r = faq_situ_judge_role(&nouns, answer, p, end);
        bool ok = nm[0] ? has_name(a, nm) : has_num(a, r, v);
        bool again = nm[0] ? has_name(seen, nm) : has_num(seen, r, v);
        if (!ok && !again) {
            if (nm[0])
                faq_situ_judge_name(seen, nm);
            else
                faq_situ_judge_num_as(seen, r, v);
            if (len < cap)
                len += (size_t)snprintf(bad + len, cap - len, "%s%.*s", nbad ? ", " : "",
                                        (int)(end - p + (nm[0] ? 1 : 0)), p - (nm[0] ? 1 : 0));
            nbad++;
        }
        p = end;
    }
out_free:
    free(a);
    free(seen);
    return nbad;
}

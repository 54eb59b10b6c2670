/* faq_situ_judge.c — the invariants of a situated answer, checked on the response alone
 * (its `answer`, `simulation`, `entry`) and the question, never on what the parser read:
 *
 * 1. Numbers. Every number written in the answer, in digits or in words (situ_judge.json's
 *    number_words), is accounted for, for its role. A digit run right after a lone ASCII
 *    letter is a name (a Qawale cell « b3 », a player « J2 »), checked against the cells of
 *    the simulation and the players. A number followed by the
 *    game's piece noun (« 5 graines ») is a count; one after its hole noun, or an ordinal
 *    before it (« ta case 5 », « ta 5e case »), is a pit (the nouns: the knowledge base's
 *    glossary, the words the replies use); any other may be any number below. In a
 *    situated answer (a `simulation` member) the numbers are the engine's for this answer,
 *    read from the simulation JSON and its `cases`:
 *      - the question's numbers (and the context's question's), each for the role its own
 *        nouns give it, every role when they are not the game's;
 *      - pits: the one moved, picked, last sown, each captured, the one before a capture
 *        (where the chain stopped), the one a capture was refused on, a skipped origin;
 *      - counts: those pits' counts (the moved one at the start, the others after), every
 *        event's count, a lift's count - 1, seeds sown in another player's row, the sums of
 *        the captures (all, and the pits facing), of the collections, `captured`, the
 *        stores, the totals, Qawale stack heights and hands, the outcome's scores and each
 *        player's score minus his start store (what the end collected) and their sum, a
 *        case's `before`;
 *      - any role besides: events' pits, laps and laps - 1, player and by + 1 (0-based in
 *        JSON, 1-based in words), skip_origin events, the laps (as the eval's facts count
 *        them), drops, captures; row length, rows, numeric `options`, the winner + 1, the
 *        numbers of the engine's refusal `message`.
 *    In a general answer (an `entry`, no simulation): the numbers of that entry's texts (its
 *    rule constants), in any role. In a request to clarify (neither): the game's start
 *    position and its pits 1 to the row's length. Nothing else: a rule constant written in a
 *    situated sentence (« pas 2 ou 3 », « pas deux ou trois ») is not computed for this
 *    answer, and is reported.
 *    The check binds a number to its role, not to its place in the sentence: a pit swapped
 *    for another pit the engine named passes.
 * 2. Leads. A yes/no lead must agree with the engine on the thing asked: the cues of
 *    situ_judge.json (the question's last clause, else all of it; longest cue first) name
 *    predicates over the simulation, a modal « je peux » set aside when a stronger ask is
 *    told by the simulation; the lead agrees when it equals one of them. A lead with no
 *    simulation behind it, or on a question that asks no yes or no, is not the engine's;
 *    so is a lead on an ask the simulation does not tell, unless the move was refused and
 *    the lead is « no ».
 * This file holds the judge's words; invariant 1 is faq_situ_judge_numbers.c (over
 * faq_situ_judge_text.c and faq_situ_judge_sim.c), invariant 2 faq_situ_judge_lead.c (over
 * faq_situ_judge_ask.c). */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge_int.h"

extern const char *const faq_situ_judge_json;
extern const size_t faq_situ_judge_len;
extern const char faq_situ_judge_path[];

const char *const faq_situ_judge_pred_key[SITU_PRED_N] = {
    "legal",  "forbidden", "extra_turn",    "capture",    "skip",         "refill",    "laps",
    "feed",   "end",       "goes_on",       "win",        "someone_wins", "off_board", "they_win",
    "stored", "draw",      "others_stored", "grand_slam", "stay",         "open"};

int faq_situ_judge_intv(const cJSON *o, const char *k, int dflt)
{
    const cJSON *v = arb_json_get(o, k);
    return cJSON_IsNumber(v) ? v->valueint : dflt;
}

/* "en" for an English response, else "fr": the key of the judge's words. */
const char *faq_situ_judge_lang(const cJSON *resp)
{
    const char *lang = cJSON_GetStringValue(arb_json_get(resp, "lang"));
    return lang && strcmp(lang, "en") == 0 ? "en" : "fr";
}

static int add_cues(struct faq_situ_judge *j, const cJSON *lang)
{
    for (int p = 0; p < SITU_PRED_N; p++) {
        const cJSON *w;
        cJSON_ArrayForEach(w, arb_json_get(lang, faq_situ_judge_pred_key[p]))
        {
            struct faq_tokens t;
            if (!cJSON_IsString(w))
                return -1;
            faq_tokenize(j->x, w->valuestring, strlen(w->valuestring), &t);
            if (t.n == 0 || t.n > SITU_JUDGE_CUE_TOKS || j->ncues == SITU_JUDGE_MAX_CUES)
                return -1;
            struct faq_situ_judge_cue *q = &j->cues[j->ncues++];
            q->n = t.n;
            q->pred = (enum faq_situ_judge_pred)p;
            for (size_t i = 0; i < t.n; i++)
                memcpy(q->tok[i], t.tok[i], FAQ_TOKEN_LEN);
        }
    }
    return 0;
}

int faq_situ_judge_new(const struct kb *kb, const struct faq_lex *x, struct faq_situ_judge **out,
                       struct arb_err *err)
{
    struct faq_situ_judge *j = calloc(1, sizeof *j);
    const cJSON *lang;
    int rc;
    *out = NULL;
    if (!j || !(j->cues = calloc(SITU_JUDGE_MAX_CUES, sizeof *j->cues))) {
        rc = arb_err_nomem(err);
        goto out_free;
    }
    j->kb = kb;
    j->x = x;
    if ((rc = arb_json_parse(faq_situ_judge_json, faq_situ_judge_len, &j->root, err)) < 0)
        goto out_free;
    cJSON_ArrayForEach(lang, arb_json_get(j->root, "ask"))
    {
        if (add_cues(j, lang) < 0) {
            rc = faq_err(x, err, ARB_ERR_INTERNAL, NULL, "lexicon",
                         (const char *const[]){"file", faq_situ_judge_path, "what", "ask", NULL});
            goto out_free;
        }
    }
    *out = j;
    return 0;
out_free:
    faq_situ_judge_free(j);
    return rc;
}

void faq_situ_judge_free(struct faq_situ_judge *j)
{
    if (!j)
        return;
    cJSON_Delete(j->root);
    free(j->cues);
    free(j);
}

const char *faq_situ_judge_text(const struct faq_situ_judge *j, const char *key)
{
    const char *s = cJSON_GetStringValue(arb_json_get(arb_json_get(j->root, "report"), key));
    return s ? s : "";
}

int faq_situ_judge_lead_of(const struct faq_situ_judge *j, const char *answer, const char *lang)
{
    const cJSON *words =
        arb_json_get(arb_json_get(j->root, "leads"), lang && strcmp(lang, "en") == 0 ? "en" : "fr");
    const char *const key[2] = {"no", "yes"};
    for (int k = 0; k < 2; k++) {
        const cJSON *w;
        cJSON_ArrayForEach(w, arb_json_get(words, key[k]))
        {
            size_t n = cJSON_IsString(w) ? strlen(w->valuestring) : 0;
            if (n && strncmp(answer, w->valuestring, n) == 0 && !faq_situ_judge_letter(answer[n]))
                return k;
        }
    }
    return -1;
}

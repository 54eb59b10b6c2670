/* faq_situ_judge_lead.c — invariant 2 of the situations' judge (faq_situ_judge.c): a
 * yes/no lead against the engine's result for the ask of the question (faq_situ_judge_ask.c):
 * the value of each predicate asked in the simulation, a capture ask read with the pits or
 * count it claims, a bare Qawale move asked as its legality. */
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge_int.h"

/* What a capture ask claims after its cue: the pits it names (« je prends aussi ma case
 * 6 ? ») or the count (« je prends les 5 ? »). */
struct claims {
    long pit[4], count[4];
    size_t npit, ncount;
};

static void read_claims(const struct faq_situ_judge *j, const cJSON *resp, const char *from,
                        size_t len, struct claims *cl)
{
    char text[512], nm[SITU_JUDGE_NAME_LEN];
    const char *p, *end;
    long v;
    struct faq_situ_judge_nouns n;
    memset(cl, 0, sizeof *cl);
    snprintf(text, sizeof text, "%.*s", (int)len, from);
    faq_situ_judge_game_nouns(j->kb, cJSON_GetStringValue(arb_json_get(resp, "game")), &n);
    for (p = text;
         (p = faq_situ_judge_next_number(
              text, p,
              arb_json_get(arb_json_get(j->root, "number_words"), faq_situ_judge_lang(resp)), &v,
              &end, nm));
         p = end) {
        enum faq_situ_judge_role r = faq_situ_judge_role(&n, text, p, end);
        if (nm[0])
            continue;
        /* « je prends aussi son 1er qui fait 2 ? »: digits with an ordinal's suffix name a pit
         * (its noun left out), never a count */
        if (p < end && *p >= '0' && *p <= '9' && faq_situ_judge_letter(*end))
            r = SITU_ROLE_PIT;
        if (r == SITU_ROLE_PIT && cl->npit < 4)
            cl->pit[cl->npit++] = v;
        else if (r != SITU_ROLE_PIT && cl->ncount < 4)
            cl->count[cl->ncount++] = v;
    }
}

/* « ma 6e va se retrouver à 2, je la ramasse aussi ? », "do I take it too?": a capture cue
 * with a pronoun of the judge's (pronoun_takes) in its last words and no claim after it claims
 * the pit told last before it in the question (text[len], up to the cue's end). */
static void pronoun_claim(const struct faq_situ_judge *j, const cJSON *resp, const char *text,
                          size_t len, struct claims *cl)
{
    struct faq_tokens t, w;
    const cJSON *lang, *v;
    bool pronoun = false;
    if (cl->npit || cl->ncount)
        return;
    faq_tokenize(j->x, text, len, &t);
    cJSON_ArrayForEach(lang, arb_json_get(j->root, "pronoun_takes"))
    {
        cJSON_ArrayForEach(v, lang)
        {
            faq_tokenize(j->x, v->valuestring, strlen(v->valuestring), &w);
            for (size_t i = t.n > 3 ? t.n - 3 : 0; w.n == 1 && i < t.n; i++)
                pronoun = pronoun || strcmp(t.tok[i], w.tok[0]) == 0;
        }
    }
    char buf[1024], nm[SITU_JUDGE_NAME_LEN];
    const char *p, *end;
    long n;
    struct faq_situ_judge_nouns nouns;
    snprintf(buf, sizeof buf, "%.*s", (int)len, text);
    faq_situ_judge_game_nouns(j->kb, cJSON_GetStringValue(arb_json_get(resp, "game")), &nouns);
    for (p = buf;
         pronoun &&
         (p = faq_situ_judge_next_number(
              buf, p,
              arb_json_get(arb_json_get(j->root, "number_words"), faq_situ_judge_lang(resp)), &n,
              &end, nm));
         p = end)
        if (!nm[0] && (faq_situ_judge_role(&nouns, buf, p, end) == SITU_ROLE_PIT ||
                       (*p >= '0' && *p <= '9' && faq_situ_judge_letter(*end)))) {
            cl->pit[0] = n;
            cl->npit = 1;
        }
}

/* The capture asked: any capture, unless the ask names pits or counts after its cue and
 * they say otherwise (a claimed pit among the pits captured, a claimed count the total or
 * one pit's): then the judge cannot tell which was asked (« do I take them if I play pit
 * 5? » names the pit played) and returns -2. */
static int captured_as_claimed(const cJSON *sim, const struct claims *cl)
{
    const cJSON *ev;
    long total = faq_situ_judge_intv(sim, "captured", 0);
    bool pit = false, count = false;
    for (size_t i = 0; i < cl->ncount; i++)
        count = count || cl->count[i] == total;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (!type || strcmp(type, "capture") != 0)
            continue;
        for (size_t i = 0; i < cl->npit; i++)
            pit = pit || cl->pit[i] == faq_situ_judge_intv(ev, "pit", -1);
        for (size_t i = 0; i < cl->ncount; i++)
            count = count || cl->count[i] == faq_situ_judge_intv(ev, "count", -1);
    }
    int claimed = cl->npit ? pit : cl->ncount ? count : total > 0;
    return claimed == (total > 0) ? claimed : -2;
}

/* A piece of the move ends in the mover's store: its last piece sown there (a kalah store),
 * or pieces captured (they go to the mover's store in every mancala game). */
static bool stored(const cJSON *sim, int mover)
{
    const cJSON *ev;
    bool last_store = false;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (type && strcmp(type, "sow") == 0)
            last_store = false;
        else if (type && strcmp(type, "store") == 0)
            last_store = faq_situ_judge_intv(ev, "player", -1) == mover;
    }
    return last_store || faq_situ_judge_intv(sim, "captured", 0) > 0;
}

/* A piece of the move is sown into another player's store than the mover's. */
static bool others_stored(const cJSON *sim, int mover)
{
    const cJSON *ev;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (type && strcmp(type, "store") == 0 && faq_situ_judge_intv(ev, "player", -1) != mover)
            return true;
    }
    return false;
}

/* The move played is a grand slam: a grand_slam event (awalé: played without capture). */
static bool grand_slam(const cJSON *sim)
{
    const cJSON *ev;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (type && strcmp(type, "grand_slam") == 0)
            return true;
    }
    return false;
}

/* The last drop of sim's events is on the move's cell (the pebble placed, dropped last,
 * stays where it was put). */
static bool stays(const cJSON *sim)
{
    const char *cell = cJSON_GetStringValue(arb_json_get(arb_json_get(sim, "move"), "cell"));
    const char *last = NULL;
    const cJSON *ev;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (type && strcmp(type, "drop") == 0)
            last = cJSON_GetStringValue(arb_json_get(ev, "cell"));
    }
    return cell && last && strcmp(cell, last) == 0;
}

/* The value of predicate p in sim (claims: what a capture ask names): 1, 0, or -1 when sim
 * does not tell it. */
static int truth(enum faq_situ_judge_pred p, const cJSON *sim, const struct claims *cl)
{
    const cJSON *start = arb_json_get(sim, "start"), *out = arb_json_get(sim, "outcome");
    bool moved = cJSON_IsObject(arb_json_get(sim, "move")),
         legal = moved && !cJSON_IsFalse(arb_json_get(sim, "legal"));
    bool mancala = arb_json_get(start, "pits") != NULL;
    int mover = faq_situ_judge_intv(start, "to_move", 0);
    /* « je gagne ? » asked while another player moves (« s'il joue son 5 »): the asker's seat */
    int me = faq_situ_judge_intv(sim, "asker", mover);
    struct faq_situ_judge_counts n;
    faq_situ_judge_count_events(sim, &n);
    switch (p) {
    case SITU_PRED_LEGAL:
        return moved ? legal : -1;
    case SITU_PRED_FORBIDDEN:
        return moved ? !legal : -1;
    case SITU_PRED_EXTRA:
        return moved ? cJSON_IsTrue(arb_json_get(sim, "extra_turn")) : -1;
    case SITU_PRED_CAPTURE:
        return moved ? captured_as_claimed(sim, cl) : -1;
    case SITU_PRED_SKIP:
        return legal && mancala ? n.skips > 0 : -1;
    case SITU_PRED_REFILL:
        return legal && mancala ? n.refill > 0 : -1;
    case SITU_PRED_LAPS:
        return legal && mancala ? n.laps > 0 : -1;
    case SITU_PRED_FEED:
        return legal && mancala ? n.fed > 0 : -1;
    case SITU_PRED_END:
        return cJSON_IsObject(out);
    case SITU_PRED_GOES_ON:
        return !cJSON_IsObject(out);
    case SITU_PRED_WIN:
        return cJSON_IsObject(out) && faq_situ_judge_intv(out, "winner", -1) == me;
    case SITU_PRED_SOMEONE:
        return cJSON_IsObject(out) && faq_situ_judge_intv(out, "winner", -1) >= 0;
    case SITU_PRED_THEY_WIN:
        return cJSON_IsObject(out) && faq_situ_judge_intv(out, "winner", -1) >= 0 &&
               faq_situ_judge_intv(out, "winner", -1) != me;
    case SITU_PRED_DRAW:
        return cJSON_IsObject(out) && faq_situ_judge_intv(out, "winner", -1) < 0;
    case SITU_PRED_STORED:
        return legal && mancala ? stored(sim, mover) : -1;
    case SITU_PRED_OTHERS_STORED:
        return legal && mancala ? others_stored(sim, mover) : -1;
    case SITU_PRED_SLAM:
        return legal && mancala ? grand_slam(sim) : -1;
    case SITU_PRED_STAY:
        return legal && !mancala ? stays(sim) : -1;
    case SITU_PRED_OFF: {
        const char *why = cJSON_GetStringValue(arb_json_get(sim, "reason"));
        return moved && !mancala ? !legal && why && strcmp(why, "off_board") == 0 : -1;
    }
    default:
        return -1;
    }
}

/* « kawale: pile de 3 en d1, jvais d2 d3 puis e3 ? »: a question with no cue at all, ending a
 * Qawale move told (a path), asks whether that move is allowed. */
static bool bare_move_question(const char *question, const cJSON *sim)
{
    size_t n = question ? strlen(question) : 0;
    while (n > 0 && (question[n - 1] == ' ' || question[n - 1] == '\n'))
        n--;
    return n > 0 && question[n - 1] == '?' &&
           cJSON_IsArray(arb_json_get(arb_json_get(sim, "move"), "path"));
}

enum faq_situ_lead_verdict faq_situ_judge_lead(const struct faq_situ_judge *j, const cJSON *line,
                                               const cJSON *resp, int *lead, char *why, size_t cap)
{
    const char *answer = cJSON_GetStringValue(arb_json_get(resp, "answer"));
    const char *question = cJSON_GetStringValue(arb_json_get(line, "question"));
    const cJSON *sim = arb_json_get(resp, "simulation");
    if (cap)
        why[0] = '\0';
    const char *lang = cJSON_GetStringValue(arb_json_get(resp, "lang"));
    const cJSON *one;
    *lead = answer ? faq_situ_judge_lead_of(j, answer, lang) : -1;
    cJSON_ArrayForEach(one, arb_json_get(resp, "answers"))
    { /* one answer per game, each an entry's: a lead there has no simulation either */
        const char *text = cJSON_GetStringValue(arb_json_get(one, "answer"));
        if (*lead < 0 && text)
            *lead = faq_situ_judge_lead_of(j, text, lang);
    }
    if (*lead < 0)
        return FAQ_SITU_LEAD_NONE;
    if (!cJSON_IsObject(sim)) {
        snprintf(why, cap, "%s", faq_situ_judge_text(j, "no_simulation"));
        return FAQ_SITU_LEAD_BAD;
    }
    const char *from = "";
    size_t flen = 0, after[SITU_PRED_N] = {0};
    unsigned set = question ? faq_situ_judge_asked(j, question, &from, &flen, after) : 0;
    struct claims cl;
    read_claims(j, resp, from + after[SITU_PRED_CAPTURE], flen - after[SITU_PRED_CAPTURE], &cl);
    if (question && (set & (1u << SITU_PRED_CAPTURE)))
        pronoun_claim(j, resp, question, (size_t)(from - question) + after[SITU_PRED_CAPTURE], &cl);
    int v[SITU_PRED_N];
    bool told = false, stronger = false, unsure = false;
    for (int p = 0; p < SITU_PRED_N; p++) {
        v[p] = set & (1u << p) ? truth((enum faq_situ_judge_pred)p, sim, &cl) : -1;
        unsure = unsure || v[p] == -2;
        told = told || v[p] >= 0;
        /* « je peux sortir du plateau ? » still asks the permission */
        stronger = stronger || (v[p] >= 0 && p != SITU_PRED_LEGAL && p != SITU_PRED_OFF);
    }
    if (stronger)
        v[SITU_PRED_LEGAL] = -1; /* « je peux rejouer ? » asks the extra turn */
    else if (v[SITU_PRED_LEGAL] >= 0)
        v[SITU_PRED_OFF] = -1; /* "could I drop off the board?" asks the permission only */
    size_t len = 0;
    for (int p = 0; p < SITU_PRED_N; p++) {
        if (v[p] < 0)
            continue;
        if (v[p] == *lead)
            return FAQ_SITU_LEAD_OK;
        if (len && len + 2 < cap)
            len += (size_t)snprintf(why + len, cap - len, "%s", ", ");
        if (len < cap)
            len += faq_fill(why + len, cap - len, faq_situ_judge_text(j, "asked"),
                            (const char *const[]){"predicate", faq_situ_judge_pred_key[p], "truth",
                                                  faq_situ_judge_text(j, v[p] ? "true" : "false"),
                                                  NULL});
    }
    if (told)
        return FAQ_SITU_LEAD_BAD;
    bool open = set & (1u << SITU_PRED_OPEN);
    set &= ~(1u << SITU_PRED_OPEN);
    if (!set && !open && bare_move_question(question, sim)) {
        int legal = truth(SITU_PRED_LEGAL, sim, &cl);
        if (legal == *lead)
            return FAQ_SITU_LEAD_OK;
        faq_fill(why, cap, faq_situ_judge_text(j, "asked"),
                 (const char *const[]){"predicate", faq_situ_judge_pred_key[SITU_PRED_LEGAL],
                                       "truth", faq_situ_judge_text(j, legal ? "true" : "false"),
                                       NULL});
        return FAQ_SITU_LEAD_BAD;
    }
    if (!set) { /* no yes/no cued: a lead on « combien ? » is nobody's, else unchecked */
        if (!open) {
            snprintf(why, cap, "%s", faq_situ_judge_text(j, "no_ask"));
            return FAQ_SITU_LEAD_UNCHECKED;
        }
        snprintf(why, cap, "%s", faq_situ_judge_text(j, "open"));
        return FAQ_SITU_LEAD_BAD;
    }
    /* asked what the engine did not tell: a refused move answers « no » to all of it */
    if (cJSON_IsFalse(arb_json_get(sim, "legal")) && *lead == 0)
        return FAQ_SITU_LEAD_OK;
    if (unsure) {
        snprintf(why, cap, "%s", faq_situ_judge_text(j, "unsure"));
        return FAQ_SITU_LEAD_UNCHECKED;
    }
    for (int p = 0; p < SITU_PRED_N; p++)
        if (set & (1u << p)) {
            faq_fill(why, cap, faq_situ_judge_text(j, "untold"),
                     (const char *const[]){"predicate", faq_situ_judge_pred_key[p], NULL});
            break;
        }
    return FAQ_SITU_LEAD_BAD;
}

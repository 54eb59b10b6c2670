/* faq_situ_eval.c — `arbitre eval --situations FILE`: every situation of a JSON Lines set
 * through faq_ask (the whole path, hook included), judged against what the engine must have
 * said. An answer is right when its yes/no lead matches, every expected number appears in
 * its text, every expected fact matches its `simulation`, and it asks to clarify when
 * expected. On every line, right or wrong, the two invariants of faq_situ_judge.c too: no
 * number the engine did not compute, no lead the engine did not give. Nothing here tunes
 * anything: it only counts. */
#include <stdlib.h>
#include <string.h>

#include "arb_buf.h"
#include "arb_json.h"
#include "faq_situ.h"
#include "faq_situ_judge.h"

static double now_us(void)
{
    return (double)arb_now_ns() / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* True when the integer n is written in text as a whole number. */
static bool has_number(const char *text, long n)
{
    for (const char *p = text; *p; p++) {
        if (*p < '0' || *p > '9' || (p > text && p[-1] >= '0' && p[-1] <= '9'))
            continue;
        char *end;
        long v = strtol(p, &end, 10);
        if (v == n)
            return true;
    }
    return false;
}

/* The expected lead: true/false, or the name of a lead ("yes", "no"). */
static int expected_yes(const cJSON *j)
{
    if (cJSON_IsBool(j))
        return cJSON_IsTrue(j);
    if (cJSON_IsString(j))
        return strcmp(j->valuestring, "yes") == 0 ? 1 : strcmp(j->valuestring, "no") == 0 ? 0 : -1;
    return -1;
}

/* What the events of a simulation say about the sowing. */
struct told {
    int laps, last_pit, mover, drops, origin;
    bool sown, on_origin;  /* a seed was sown; the last one fell back in its origin */
    const char *last_side; /* "own", "opponent", "store" */
    cJSON *cells;          /* drop cell names, owned */
};

/* The seat of the player asking: simulation.asker when another player moves, else the
 * mover, seat 0 for a resign told. */
static int asker_seat(const cJSON *sim, const struct told *t, bool resign)
{
    const cJSON *a = arb_json_get(sim, "asker");
    return cJSON_IsNumber(a) ? a->valueint : resign ? 0 : t->mover;
}

static void read_events(const cJSON *sim, struct told *t)
{
    const cJSON *ev;
    memset(t, 0, sizeof *t);
    t->last_side = "";
    t->cells = cJSON_CreateArray();
    t->mover = arb_json_get(arb_json_get(sim, "start"), "to_move")
                   ? arb_json_get(arb_json_get(sim, "start"), "to_move")->valueint
                   : 0;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (!type)
            continue;
        if (strcmp(type, "pick") == 0) {
            t->origin = arb_json_get(ev, "pit")->valueint;
        } else if (strcmp(type, "skip_origin") == 0) {
            t->laps++;
        } else if (strcmp(type, "sow") == 0 || strcmp(type, "store") == 0) {
            /* a lap: the sowing comes back on its origin (kalah) or skips it (awalé) */
            t->on_origin = strcmp(type, "sow") == 0 &&
                           arb_json_get(ev, "player")->valueint == t->mover &&
                           arb_json_get(ev, "pit")->valueint == t->origin;
            t->laps += t->on_origin;
            t->sown = true;
            bool store = strcmp(type, "store") == 0;
            t->last_pit = store ? 0 : arb_json_get(ev, "pit")->valueint;
            t->last_side = store                                              ? "store"
                           : arb_json_get(ev, "player")->valueint == t->mover ? "own"
                                                                              : "opponent";
        } else if (strcmp(type, "drop") == 0) {
            t->drops++;
            cJSON_AddItemToArray(t->cells, cJSON_Duplicate(arb_json_get(ev, "cell"), false));
        }
    }
}

/* The expected fact "laps" counts the rounds of the board a sowing touches, 1 when it does
 * not go round: the way players (and every blind writer of the question sets) count them.
 * The events give full laps: an origin skipped (awalé) or sown again (kalah) ends one. */
static int rounds(const struct told *t)
{
    return t->sown ? t->laps + !t->on_origin : 0;
}

/* True when the side written want (any spelling the lexicon's eval.sides lists) is got
 * ("own", "opponent" or "store"). */
static bool same_side(const struct faq_situ_ctx *c, const char *want, const char *got)
{
    const cJSON *names = cJSON_GetObjectItemCaseSensitive(
                    cJSON_GetObjectItemCaseSensitive(faq_situ_section(c, "eval"), "sides"), got),
                *n;
    cJSON_ArrayForEach(n, names)
    {
        if (cJSON_IsString(n) && strcmp(n->valuestring, want) == 0)
            return true;
    }
    return false;
}

/* Every fact of want matches sim; names the first that does not in *bad. */
static bool facts_match(const struct faq_situ_ctx *c, const cJSON *want, const cJSON *sim,
                        const char **bad)
{
    const cJSON *f;
    struct told t;
    bool ok = true;
    read_events(sim, &t);
    cJSON_ArrayForEach(f, want)
    {
        const char *k = f->string;
        const cJSON *legal = arb_json_get(sim, "legal");
        bool resign = cJSON_IsTrue(arb_json_get(arb_json_get(sim, "move"), "resign"));
        bool is_legal = !cJSON_IsFalse(legal);
        if (cJSON_IsNull(f))
            continue;
        if (strcmp(k, "legal") == 0)
            ok = cJSON_IsBool(f) && cJSON_IsTrue(f) == is_legal;
        else if (strcmp(k, "captured") == 0)
            ok = cJSON_IsNumber(f) && f->valueint == (cJSON_IsNumber(arb_json_get(sim, "captured"))
                                                          ? arb_json_get(sim, "captured")->valueint
                                                          : 0);
        else if (strcmp(k, "extra_turn") == 0)
            ok =
                cJSON_IsBool(f) && cJSON_IsTrue(f) == cJSON_IsTrue(arb_json_get(sim, "extra_turn"));
        else if (strcmp(k, "laps") == 0)
            ok = cJSON_IsNumber(f) && f->valueint == rounds(&t);
        else if (strcmp(k, "last_pit") == 0)
            ok = cJSON_IsNumber(f) ? f->valueint == t.last_pit
                                   : cJSON_IsString(f) && strcmp(f->valuestring, t.last_side) == 0;
        else if (strcmp(k, "last_side") == 0)
            ok = cJSON_IsString(f) && same_side(c, f->valuestring, t.last_side);
        else if (strcmp(k, "cells") == 0)
            ok = cJSON_IsNumber(f) ? f->valueint == t.drops
                                   : cJSON_IsArray(f) && cJSON_Compare(f, t.cells, true);
        else if (strcmp(k, "winner") == 0) {
            const cJSON *w = arb_json_get(arb_json_get(sim, "outcome"), "winner");
            if (cJSON_IsString(f) && same_side(c, f->valuestring, "none"))
                ok = !cJSON_IsNumber(w);
            else if (cJSON_IsString(f)) /* "me": the player asking (simulation.asker when
                                         * another moves), the mover but for a resign (the
                                         * opponent's told: the asker is seat 0) */
                ok = cJSON_IsNumber(w) &&
                     same_side(c, f->valuestring,
                               w->valueint == asker_seat(sim, &t, resign) ? "own" : "opponent");
            else if (cJSON_IsNumber(f))
                ok = cJSON_IsNumber(w) && w->valueint == f->valueint;
            else
                ok = !cJSON_IsNumber(w);
        }
        if (!ok) {
            *bad = k;
            break;
        }
    }
    cJSON_Delete(t.cells);
    return ok;
}

static int load(const struct faq *f, const char *path, cJSON **out, struct arb_err *err)
{
    cJSON *arr = cJSON_CreateArray();
    int rc = arr ? faq_eval_lines(&f->lex, path, arr, err) : arb_err_nomem(err);
    if (rc < 0) {
        cJSON_Delete(arr);
        return rc;
    }
    *out = arr;
    return 0;
}

/* The invariants on one line (right or wrong): counted in rep, a line each to out. */
static void judge_line(const struct faq_situ_judge *j, const cJSON *line, const cJSON *resp,
                       FILE *out, struct faq_situ_eval_report *rep)
{
    char bad[512], why[512], text[4096];
    const char *id = cJSON_GetStringValue(arb_json_get(line, "id"));
    const char *question = cJSON_GetStringValue(arb_json_get(line, "question"));
    const char *answer = cJSON_GetStringValue(arb_json_get(resp, "answer"));
    size_t n = faq_situ_judge_numbers(j, line, resp, bad, sizeof bad);
    int lead;
    enum faq_situ_lead_verdict v = faq_situ_judge_lead(j, line, resp, &lead, why, sizeof why);
    rep->numbers_uncomputed += n;
    rep->leads_bad += v == FAQ_SITU_LEAD_BAD;
    rep->leads_unchecked += v == FAQ_SITU_LEAD_UNCHECKED;
    if (!out)
        return;
    const char *lead_s = faq_situ_judge_text(j, lead ? "true" : "false");
    if (n) {
        faq_fill(text, sizeof text, faq_situ_judge_text(j, "number"),
                 (const char *const[]){"n", bad, "id", id ? id : "", "question",
                                       question ? question : "", "answer", answer, NULL});
        fprintf(out, "%s\n", text);
    }
    if (v == FAQ_SITU_LEAD_BAD || v == FAQ_SITU_LEAD_UNCHECKED) {
        faq_fill(text, sizeof text,
                 faq_situ_judge_text(j, v == FAQ_SITU_LEAD_BAD ? "lead" : "lead_unchecked"),
                 (const char *const[]){"lead", lead_s, "why", why, "id", id ? id : "", "question",
                                       question ? question : "", "answer", answer, NULL});
        fprintf(out, "%s\n", text);
    }
}

int faq_situ_eval(struct faq *f, const char *path, FILE *out, struct faq_situ_eval_report *rep,
                  struct arb_err *err)
{
    cJSON *lines = NULL, *line_of;
    double *lat = NULL;
    struct faq_situ_judge *judge = NULL;
    int rc = load(f, path, &lines, err);
    memset(rep, 0, sizeof *rep);
    if (rc < 0)
        return rc;
    size_t total = (size_t)cJSON_GetArraySize(lines);
    if ((rc = faq_situ_judge_new(f->kb, &f->lex, &judge, err)) < 0)
        goto out_free;
    if (!(lat = calloc(total + 1, sizeof *lat))) {
        rc = arb_err_nomem(err);
        goto out_free;
    }
    cJSON_ArrayForEach(line_of, lines)
    {
        const cJSON *x = arb_json_get(line_of, "expect");
        cJSON *req = cJSON_CreateObject(), *resp = NULL;
        struct arb_err e2;
        cJSON_AddItemToObject(req, "question",
                              cJSON_Duplicate(arb_json_get(line_of, "question"), false));
        if (arb_json_get(line_of, "context"))
            cJSON_AddItemToObject(req, "context",
                                  cJSON_Duplicate(arb_json_get(line_of, "context"), true));
        if (arb_json_get(line_of, "game"))
            cJSON_AddItemToObject(req, "game",
                                  cJSON_Duplicate(arb_json_get(line_of, "game"), true));
        double t0 = now_us();
        int arc = faq_ask(f, req, &resp, &e2);
        lat[rep->questions++] = now_us() - t0;
        cJSON_Delete(req);
        const char *answer = resp ? cJSON_GetStringValue(arb_json_get(resp, "answer")) : NULL;
        const char *why = NULL;
        if (arc < 0 || !answer) {
            why = "error";
        } else {
            const cJSON *sim = arb_json_get(resp, "simulation"), *n;
            int want = expected_yes(arb_json_get(x, "yes_no"));
            bool clarify = cJSON_IsTrue(arb_json_get(x, "clarify"));
            const char *entry = cJSON_GetStringValue(arb_json_get(resp, "entry"));
            const char *went = cJSON_GetStringValue(arb_json_get(x, "entry"));
            if (entry && went && strcmp(entry, went) == 0)
                rep->entry_right++;
            if (want >= 0) {
                rep->yes_no_expected++;
                int got = faq_situ_judge_lead_of(judge, answer,
                                                 cJSON_GetStringValue(arb_json_get(resp, "lang")));
                if (got != want) {
                    why = "yes_no";
                    if (got >= 0)
                        rep->yes_no_wrong++;
                }
            }
            cJSON_ArrayForEach(n, arb_json_get(x, "numbers"))
            {
                if (!why && cJSON_IsNumber(n) && !has_number(answer, (long)n->valuedouble)) {
                    why = "numbers";
                    rep->numbers_missing++;
                }
            }
            if (!why && clarify && cJSON_IsNull(arb_json_get(resp, "clarify"))) {
                why = "clarify";
                rep->clarify_missed++;
            }
            const cJSON *facts = arb_json_get(x, "facts");
            const char *bad = NULL;
            if (!why && cJSON_IsObject(facts) && cJSON_GetArraySize(facts) > 0 && !clarify &&
                !(cJSON_IsObject(sim) && facts_match(f->situ, facts, sim, &bad))) {
                why = bad ? bad : "simulation";
                rep->facts_wrong++;
            }
        }
        if (answer)
            judge_line(judge, line_of, resp, out, rep);
        if (!why) {
            rep->right++;
        } else if (out) {
            char line[4096];
            const char *id = cJSON_GetStringValue(arb_json_get(line_of, "id"));
            faq_fill(line, sizeof line, faq_situ_text(f->situ, FAQ_LANG_EN, "eval_miss"),
                     (const char *const[]){"why", why, "id", id ? id : "", "question",
                                           cJSON_GetStringValue(arb_json_get(line_of, "question")),
                                           "answer", answer ? answer : "", NULL});
            fprintf(out, "%s\n", line);
        }
        cJSON_Delete(resp);
    }
    qsort(lat, rep->questions, sizeof *lat, cmp_double);
    if (rep->questions) {
        rep->p50_us = lat[rep->questions / 2];
        rep->p99_us = lat[(rep->questions * 99) / 100];
    }
    if (out) {
        char v[9][24], line[1024];
        size_t k = 0;
        snprintf(v[k++], sizeof v[0], "%zu", rep->right);
        snprintf(v[k++], sizeof v[0], "%zu", rep->questions);
        snprintf(v[k++], sizeof v[0], "%.1f",
                 rep->questions ? 100.0 * (double)rep->right / (double)rep->questions : 0.0);
        snprintf(v[k++], sizeof v[0], "%zu", rep->yes_no_wrong);
        snprintf(v[k++], sizeof v[0], "%zu", rep->yes_no_expected);
        snprintf(v[k++], sizeof v[0], "%zu", rep->numbers_missing);
        snprintf(v[k++], sizeof v[0], "%zu", rep->facts_wrong);
        snprintf(v[k++], sizeof v[0], "%zu", rep->clarify_missed);
        snprintf(v[k++], sizeof v[0], "%zu", rep->entry_right);
        char p50[24], p99[24];
        snprintf(p50, sizeof p50, "%.0f", rep->p50_us);
        snprintf(p99, sizeof p99, "%.0f", rep->p99_us);
        faq_fill(line, sizeof line, faq_situ_text(f->situ, FAQ_LANG_EN, "eval_report"),
                 (const char *const[]){"right",        v[0], "total",   v[1], "percent", v[2],
                                       "yes_no_wrong", v[3], "yes_no",  v[4], "numbers", v[5],
                                       "facts",        v[6], "clarify", v[7], "entries", v[8],
                                       "p50",          p50,  "p99",     p99,  NULL});
        char nb[24], nl[24], nu[24];
        snprintf(nb, sizeof nb, "%zu", rep->numbers_uncomputed);
        snprintf(nl, sizeof nl, "%zu", rep->leads_bad);
        snprintf(nu, sizeof nu, "%zu", rep->leads_unchecked);
        size_t len = strlen(line);
        faq_fill(line + len, sizeof line - len, faq_situ_judge_text(judge, "summary"),
                 (const char *const[]){"numbers", nb, "leads", nl, "unchecked", nu, NULL});
        fprintf(out, "%s\n", line);
    }
    rc = 0;
out_free:
    free(lat);
    faq_situ_judge_free(judge);
    cJSON_Delete(lines);
    return rc;
}

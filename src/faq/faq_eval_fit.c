/* faq_eval_fit.c — `arbitre eval --fit ROUNDS [--folds K]`: the parameter table fit on the dev
 * files by coordinate search, and whether such a fit generalises, judged across files.
 * The search moves one parameter at a time to the nearest values its kind allows
 * (faq_fit_candidates) and keeps a move only when it raises the utility the product weighs — a
 * right answer +1, a refusal 0, a wrong answer -FIT_WRONG_COST — by FIT_MIN_GAIN at least,
 * without lowering abstention precision or recall: a tie or a smaller gain keeps the value.
 * k-fold: file i is in fold i % K; each fold is scored before and after a fit on the others,
 * then the table is fit on every file. The held-out set is never read here. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

enum {
    FIT_MAX_FILES = 32,
    FIT_WRONG_COST = 1, /* a wrong answer costs what a right one earns; a refusal costs nothing */
    FIT_MIN_GAIN = 2,   /* utility a move must add: one wrong answer made right, two refusals */
    FIT_NUM = 32
};
#define FIT_STEP_SHARE 0.10 /* a REAL parameter moves by this share of its value */
#define FIT_STEP_MIN 0.02   /* … and by at least this, so that values near 0 move */
#define FIT_GRAIN 1000.0    /* REAL values are kept to 0.001, as the table prints them */

/* The dev files, one array of questions each. */
struct fit_files {
    cJSON *file[FIT_MAX_FILES];
    const char *path[FIT_MAX_FILES];
    size_t n;
};

/* Which files a score reads: all, the folds but one (train) or that fold (test). */
enum fit_part { FIT_ALL, FIT_TRAIN, FIT_TEST };

/* The figures of some files and the answerable questions declined (the rest not right were
 * answered wrongly). */
struct fit_score {
    struct faq_eval_figures fig;
    size_t refused;
};

size_t faq_fit_candidates(enum faq_param_id p, double v, double out[2])
{
    bool whole = faq_param_kind[p] == FAQ_PARAM_WHOLE;
    double step = whole ? 1 : fmax(FIT_STEP_SHARE * fabs(v), FIT_STEP_MIN);
    double lo = fmax(v - step, 0), hi = v + step;
    size_t n = 0;
    if (whole) {
        lo = round(lo);
        hi = round(hi);
    } else {
        lo = round(lo * FIT_GRAIN) / FIT_GRAIN;
        hi = round(hi * FIT_GRAIN) / FIT_GRAIN;
    }
    if (lo < v)
        out[n++] = lo;
    out[n++] = hi;
    return n;
}

static size_t wrong(const struct fit_score *s)
{
    return s->fig.questions - s->fig.right - s->refused;
}

static long utility(const struct fit_score *s)
{
    return (long)s->fig.right - FIT_WRONG_COST * (long)wrong(s);
}

static double share(size_t num, size_t den)
{
    return den ? (double)num / (double)den : 1.0;
}

static bool in_part(size_t i, enum fit_part part, size_t fold, size_t k)
{
    return part == FIT_ALL || ((i % k == fold) == (part == FIT_TEST));
}

static double precision(const struct fit_score *s)
{
    return share(s->fig.abstain_ok, s->fig.abstained);
}

static double recall(const struct fit_score *s)
{
    return share(s->fig.abstain_ok, s->fig.abstain_expected);
}

static void add_score(struct fit_score *to, const struct fit_score *from)
{
    faq_eval_add(&to->fig, &from->fig);
    to->refused += from->refused;
}

static void measure(struct faq *f, const struct fit_files *s, enum fit_part part, size_t fold,
                    size_t k, struct fit_score *sc)
{
    memset(sc, 0, sizeof *sc);
    for (size_t i = 0; i < s->n; i++)
        if (in_part(i, part, fold, k))
            faq_eval_tally(f, s->file[i], &sc->fig, &sc->refused);
}

/* A candidate scoring c beats the best so far, from the current score cur. */
static bool better(const struct fit_score *c, const struct fit_score *best,
                   const struct fit_score *cur)
{
    return utility(c) >= utility(cur) + FIT_MIN_GAIN && utility(c) > utility(best) &&
           precision(c) >= precision(cur) && recall(c) >= recall(cur);
}

static void say(const struct faq *f, FILE *out, const char *key, const char *const *kv)
{
    char line[1024];
    faq_fill(line, sizeof line, faq_text(&f->lex, FAQ_LANG_FR, "eval", key), kv);
    fprintf(out, "%s\n", line);
    fflush(out); /* a fit runs for minutes: each line as it comes */
}

/* A score as the text eval.fit_score, in out[cap]. */
static void score_text(const struct faq *f, const struct fit_score *s, char *out, size_t cap)
{
    char v[7][FIT_NUM];
    snprintf(v[0], FIT_NUM, "%ld", utility(s));
    snprintf(v[1], FIT_NUM, "%zu", s->fig.right);
    snprintf(v[2], FIT_NUM, "%zu", s->refused);
    snprintf(v[3], FIT_NUM, "%zu", wrong(s));
    snprintf(v[4], FIT_NUM, "%.1f", 100 * precision(s));
    snprintf(v[5], FIT_NUM, "%.1f", 100 * recall(s));
    snprintf(v[6], FIT_NUM, "%zu", s->fig.questions);
    faq_fill(out, cap, faq_text(&f->lex, FAQ_LANG_FR, "eval", "fit_score"),
             (const char *const[]){"utility", v[0], "right", v[1], "refused", v[2], "wrong", v[3],
                                   "precision", v[4], "recall", v[5], "n", v[6], NULL});
}

/* Prints the line key with {fold}, {folds}, {files}, {before} and {after} filled. */
static void say_scores(const struct faq *f, FILE *out, const char *key, size_t fold, size_t k,
                       const char *files, const struct fit_score *before,
                       const struct fit_score *after)
{
    char a[FIT_NUM], b[FIT_NUM], sb[256], sa[256];
    snprintf(a, sizeof a, "%zu", fold + 1);
    snprintf(b, sizeof b, "%zu", k);
    score_text(f, before, sb, sizeof sb);
    score_text(f, after, sa, sizeof sa);
    say(f, out, key,
        (const char *const[]){"fold", a, "folds", b, "files", files, "before", sb, "after", sa,
                              NULL});
}

/* Coordinate search on part for rounds passes (fewer when one moves nothing), printing each
 * move: *from is the score it starts from, *to the one it reaches. */
static void search(struct faq *f, const struct fit_files *s, enum fit_part part, size_t fold,
                   size_t k, int rounds, FILE *out, struct fit_score *from, struct fit_score *to)
{
    measure(f, s, part, fold, k, from);
    *to = *from;
    for (int round = 0; round < rounds; round++) {
        bool moved = false;
        for (int p = 0; p < FAQ_P_N; p++) {
            double keep = f->param[p], chosen = keep, cand[2];
            struct fit_score best = *to;
            size_t n = faq_fit_candidates((enum faq_param_id)p, keep, cand);
            for (size_t c = 0; c < n; c++) {
                struct fit_score sc;
                f->param[p] = cand[c];
                measure(f, s, part, fold, k, &sc);
                if (better(&sc, &best, to)) {
                    best = sc;
                    chosen = cand[c];
                }
            }
            f->param[p] = chosen;
            if (chosen != keep) {
                char was[FIT_NUM], now[FIT_NUM], sc[256];
                snprintf(was, sizeof was, "%g", keep);
                snprintf(now, sizeof now, "%g", chosen);
                score_text(f, &best, sc, sizeof sc);
                say(f, out, "fit_move",
                    (const char *const[]){"name", faq_param_name[p], "from", was, "to", now,
                                          "score", sc, NULL});
                *to = best;
                moved = true;
            }
        }
        if (!moved)
            break;
    }
}

/* The paths of fold j's files, separated by spaces, in out[cap]. */
static void fold_files(const struct fit_files *s, size_t j, size_t k, char *out, size_t cap)
{
    size_t len = 0;
    out[0] = '\0';
    for (size_t i = 0; i < s->n; i++)
        if (in_part(i, FIT_TEST, j, k) && len < cap)
            len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", s->path[i]);
}

/* k-fold: each fold scored before and after a fit from start on the other folds. */
static void cross(struct faq *f, const struct fit_files *s, const double *start, size_t k,
                  int rounds, FILE *out)
{
    struct fit_score sum_before = {0}, sum_after = {0};
    for (size_t j = 0; j < k; j++) {
        struct fit_score before, after, from, to;
        char files[1024];
        memcpy(f->param, start, sizeof f->param);
        fold_files(s, j, k, files, sizeof files);
        measure(f, s, FIT_TEST, j, k, &before);
        search(f, s, FIT_TRAIN, j, k, rounds, out, &from, &to);
        measure(f, s, FIT_TEST, j, k, &after);
        say_scores(f, out, "fit_trained", j, k, files, &from, &to);
        say_scores(f, out, "fit_fold", j, k, files, &before, &after);
        add_score(&sum_before, &before);
        add_score(&sum_after, &after);
    }
    say_scores(f, out, "fit_folds", 0, k, "", &sum_before, &sum_after);
    memcpy(f->param, start, sizeof f->param);
}

int faq_eval_fit(struct faq *f, const char *const *paths, size_t npaths, int rounds, size_t folds,
                 FILE *out, struct arb_err *err)
{
    struct fit_files s = {.n = 0};
    struct fit_score from, to;
    double start[FAQ_P_N];
    int rc = 0;
    for (size_t i = 0; rc == 0 && i < npaths && i < FIT_MAX_FILES; i++) {
        s.path[i] = paths[i];
        if (!(s.file[i] = cJSON_CreateArray()))
            rc = arb_err_nomem(err);
        else
            rc = faq_eval_lines(&f->lex, paths[i], s.file[i], err);
        s.n = i + 1;
    }
    if (rc < 0)
        goto out_free_files;
    memcpy(start, f->param, sizeof start);
    if (folds > 1 && folds <= s.n)
        cross(f, &s, start, folds, rounds, out);
    search(f, &s, FIT_ALL, 0, 1, rounds, out, &from, &to);
    say_scores(f, out, "fit_all", 0, 1, "", &from, &to);
    for (int p = 0; p < FAQ_P_N; p++) {
        char value[FIT_NUM];
        snprintf(value, sizeof value, "%g", f->param[p]);
        say(f, out, "fit_row",
            (const char *const[]){"name", faq_param_name[p], "value", value, NULL});
    }
out_free_files:
    for (size_t i = 0; i < s.n; i++)
        cJSON_Delete(s.file[i]);
    return rc;
}

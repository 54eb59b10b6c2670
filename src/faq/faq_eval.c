/* faq_eval.c — `arbitre eval`: the question set run through the assistant and through the
 * baseline (the kb's plain FTS5 bm25 index with the default unicode61 tokenizer, no game
 * detection), in the same run, with the same figures per kind of question. A question's
 * expectation is an entry, a game, an abstention, a clarification or an engine verdict. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arb_json.h"
#include "faq_int.h"

enum { MAX_KINDS = 24, KIND_LEN = 24 };

struct expect {
    const char *entry, *game;
    bool abstain, clarify, has_legal, legal;
    const cJSON *also; /* other entries stating the same fact, equally right */
};

/* What a system said for one question. */
struct got {
    const char *entry, *game;
    bool abstained, clarify, legal;
};

struct kind_row {
    char name[KIND_LEN];
    struct faq_eval_figures a, b;
};

static int read_file(const char *path, char **out, size_t *len, struct arb_err *err)
{
    FILE *fp = fopen(path, "rb");
    char *buf = NULL;
    size_t cap = 0, n = 0;
    if (!fp)
        return arb_err_set(err, ARB_ERR_IO, "path", "Impossible d'ouvrir %s : %s.", path,
                           strerror(errno));
    for (;;) {
        if (n + 4096 + 1 > cap) {
            size_t ncap = cap ? cap * 2 : 65536;
            char *nb = realloc(buf, ncap);
            if (!nb) {
                free(buf);
                fclose(fp);
                return arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
            }
            buf = nb;
            cap = ncap;
        }
        size_t r = fread(buf + n, 1, 4096, fp);
        n += r;
        if (r < 4096)
            break;
    }
    fclose(fp);
    buf[n] = '\0';
    *out = buf;
    *len = n;
    return 0;
}

/* Parses the JSON Lines file into an array of question objects (blank lines skipped). */
static int load_lines(const char *path, cJSON **out, struct arb_err *err)
{
    char *buf = NULL;
    size_t len = 0, line = 0;
    int rc = read_file(path, &buf, &len, err);
    if (rc < 0)
        return rc;
    cJSON *arr = cJSON_CreateArray();
    if (!arr) {
        rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
        goto out_free_buf;
    }
    for (size_t start = 0; start < len;) {
        size_t end = start;
        while (end < len && buf[end] != '\n')
            end++;
        line++;
        size_t k = start;
        while (k < end && (buf[k] == ' ' || buf[k] == '\t' || buf[k] == '\r'))
            k++;
        if (k < end) {
            cJSON *j;
            struct arb_err perr;
            if (arb_json_parse(buf + start, end - start, &j, &perr) < 0 || !cJSON_IsObject(j) ||
                !cJSON_IsString(cJSON_GetObjectItemCaseSensitive(j, "question")) ||
                !cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(j, "expect"))) {
                cJSON_Delete(j);
                rc = arb_err_set(err, ARB_ERR_BAD_REQUEST, "line", "%s:%zu : question mal formée.",
                                 path, line);
                goto out_free_arr;
            }
            cJSON_AddItemToArray(arr, j);
        }
        start = end + 1;
    }
    *out = arr;
    goto out_free_buf;
out_free_arr:
    cJSON_Delete(arr);
out_free_buf:
    free(buf);
    return rc;
}

/* The request part of a question line: everything but id, kind and expect. */
static cJSON *request_of(const cJSON *line)
{
    cJSON *req = cJSON_Duplicate(line, true);
    cJSON_DeleteItemFromObjectCaseSensitive(req, "id");
    cJSON_DeleteItemFromObjectCaseSensitive(req, "kind");
    cJSON_DeleteItemFromObjectCaseSensitive(req, "expect");
    return req;
}

int faq_eval_load(const char *path, cJSON **out, struct arb_err *err)
{
    cJSON *lines, *reqs, *line;
    int rc = load_lines(path, &lines, err);
    if (rc < 0)
        return rc;
    reqs = cJSON_CreateArray();
    cJSON_ArrayForEach(line, lines)
    {
        if (!reqs || !cJSON_AddItemToArray(reqs, request_of(line))) {
            cJSON_Delete(reqs);
            cJSON_Delete(lines);
            return arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
        }
    }
    cJSON_Delete(lines);
    *out = reqs;
    return 0;
}

static const char *jstr(const cJSON *o, const char *key)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(j) ? j->valuestring : NULL;
}

static bool jtrue(const cJSON *o, const char *key)
{
    return cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(o, key));
}

static bool same(const char *a, const char *b)
{
    return a && b && strcmp(a, b) == 0;
}

static bool right_entry(const struct expect *x, const char *entry)
{
    const cJSON *e;
    if (same(entry, x->entry))
        return true;
    cJSON_ArrayForEach(e, x->also)
    {
        if (cJSON_IsString(e) && same(entry, e->valuestring))
            return true;
    }
    return false;
}

/* Adds one question's outcome to fig; true when the system did what was expected. */
static bool score(struct faq_eval_figures *fig, const struct expect *x, const struct got *g)
{
    fig->questions++;
    if (x->abstain)
        fig->abstain_expected++;
    if (g->abstained)
        fig->abstained++;
    if (x->abstain && g->abstained)
        fig->abstain_ok++;
    if (x->abstain)
        return g->abstained;
    bool ok;
    fig->answerable++;
    if (x->clarify)
        ok = g->clarify && !g->abstained;
    else if (x->has_legal)
        ok = !g->abstained && g->legal == x->legal && same(g->game, x->game);
    else
        ok = !g->abstained && right_entry(x, g->entry);
    fig->top1_ok += ok;
    if (x->game) {
        fig->with_game++;
        fig->game_ok += same(g->game, x->game);
        ok = ok && same(g->game, x->game);
    }
    return ok;
}

static double ratio(size_t num, size_t den)
{
    return den ? (double)num / (double)den : 1.0;
}

static void finish(struct faq_eval_figures *f)
{
    f->top1 = ratio(f->top1_ok, f->answerable);
    f->game = ratio(f->game_ok, f->with_game);
    f->abstain_precision = ratio(f->abstain_ok, f->abstained);
    f->abstain_recall = ratio(f->abstain_ok, f->abstain_expected);
}

static void print_row(FILE *out, const char *name, struct faq_eval_figures *a,
                      struct faq_eval_figures *b)
{
    finish(a);
    finish(b);
    fprintf(out, "%-12s %4zu | %6.1f%% %6.1f%% %6.1f%% %6.1f%% | %6.1f%% %6.1f%% %6.1f%% %6.1f%%\n",
            name, a->questions, 100 * a->top1, 100 * a->game, 100 * a->abstain_precision,
            100 * a->abstain_recall, 100 * b->top1, 100 * b->game, 100 * b->abstain_precision,
            100 * b->abstain_recall);
}

static void add_fig(struct faq_eval_figures *to, const struct faq_eval_figures *from)
{
    to->questions += from->questions;
    to->answerable += from->answerable;
    to->top1_ok += from->top1_ok;
    to->with_game += from->with_game;
    to->game_ok += from->game_ok;
    to->abstain_expected += from->abstain_expected;
    to->abstained += from->abstained;
    to->abstain_ok += from->abstain_ok;
}

static struct kind_row *kind_row(struct kind_row *rows, size_t *n, const char *name)
{
    for (size_t i = 0; i < *n; i++)
        if (strcmp(rows[i].name, name) == 0)
            return &rows[i];
    if (*n == MAX_KINDS)
        return &rows[MAX_KINDS - 1]; /* the last row takes any overflow of kinds */
    struct kind_row *r = &rows[(*n)++];
    memset(r, 0, sizeof *r);
    snprintf(r->name, sizeof r->name, "%s", name);
    return r;
}

/* The baseline's verdict: the first bm25 hit, abstaining only when nothing matches. */
static int baseline(struct kb_searcher *s, const char *question, struct got *g, struct arb_err *err)
{
    struct faq_tokens t;
    struct kb_hit hit;
    size_t n = 0;
    faq_tokenize(question, strlen(question), &t);
    struct kb_query q = {.text = question,
                         .lang = faq_guess_lang(&t) == FAQ_LANG_EN ? KB_EN : KB_FR,
                         .index = KB_INDEX_BASELINE};
    int rc = kb_search(s, &q, &hit, 1, &n, err);
    memset(g, 0, sizeof *g);
    if (rc < 0)
        return rc;
    g->abstained = n == 0;
    if (n) {
        g->entry = hit.entry->id;
        g->game = hit.entry->game->id;
    }
    return 0;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

int faq_eval(struct faq *f, const char *path, FILE *out, struct faq_eval_report *rep,
             struct arb_err *err)
{
    struct kind_row rows[MAX_KINDS];
    size_t nrows = 0, i = 0, n;
    cJSON *lines, *line;
    struct kb_searcher *s = NULL;
    double *lat = NULL;
    int rc = load_lines(path, &lines, err);
    if (rc < 0)
        return rc;
    memset(rep, 0, sizeof *rep);
    n = (size_t)cJSON_GetArraySize(lines);
    if (!(lat = calloc(n ? n : 1, sizeof *lat))) {
        rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
        goto out_free_lines;
    }
    if ((rc = kb_searcher_new(f->kb, &s, err)) < 0)
        goto out_free_lat;
    fprintf(out, "misses (id: expected -> arbitre)\n");
    cJSON_ArrayForEach(line, lines)
    {
        const cJSON *ex = cJSON_GetObjectItemCaseSensitive(line, "expect");
        const char *kind = jstr(line, "kind");
        struct expect x = {jstr(ex, "entry"),
                           jstr(ex, "game"),
                           jtrue(ex, "abstain"),
                           jtrue(ex, "clarify"),
                           cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(ex, "legal")),
                           jtrue(ex, "legal"),
                           cJSON_GetObjectItemCaseSensitive(ex, "also")};
        struct got ga = {0}, gb;
        struct arb_err aerr;
        cJSON *req = request_of(line), *resp = NULL;
        double t0 = now_us();
        int arc = req ? faq_ask(f, req, &resp, &aerr) : -ARB_ERR_NOMEM;
        lat[i++] = now_us() - t0;
        if (arc == 0) {
            const cJSON *sim = cJSON_GetObjectItemCaseSensitive(resp, "simulation");
            ga.entry = jstr(resp, "entry");
            ga.game = jstr(resp, "game");
            ga.abstained = jtrue(resp, "abstained");
            ga.clarify = cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(resp, "clarify"));
            ga.legal = jtrue(sim, "legal");
        }
        rc = baseline(s, jstr(line, "question"), &gb, err);
        if (rc < 0) {
            cJSON_Delete(req);
            cJSON_Delete(resp);
            goto out_free_searcher;
        }
        struct kind_row *row = kind_row(rows, &nrows, kind ? kind : "?");
        if (!score(&row->a, &x, &ga))
            fprintf(out, "  %s: %s/%s%s -> %s/%s%s%s  « %s »%s\n", jstr(line, "id"),
                    x.game ? x.game : "-", x.entry ? x.entry : "-",
                    x.abstain   ? " (abstain)"
                    : x.clarify ? " (clarify)"
                                : "",
                    ga.game ? ga.game : "-", ga.entry ? ga.entry : "-",
                    ga.abstained ? " (abstained)" : "", ga.clarify ? " (clarify)" : "",
                    jstr(line, "question"), arc < 0 ? " [error]" : "");
        score(&row->b, &x, &gb);
        cJSON_Delete(req);
        cJSON_Delete(resp);
    }
    fprintf(out, "\n%-12s %4s | %-31s | %s\n", "", "", "arbitre: top1 game abstP abstR",
            "baseline: top1 game abstP abstR");
    for (size_t r = 0; r < nrows; r++) {
        add_fig(&rep->arbitre, &rows[r].a);
        add_fig(&rep->baseline, &rows[r].b);
        print_row(out, rows[r].name, &rows[r].a, &rows[r].b);
    }
    print_row(out, "TOTAL", &rep->arbitre, &rep->baseline);
    qsort(lat, n, sizeof *lat, cmp_double);
    for (size_t k = 0; k < n; k++)
        rep->mean_us += lat[k] / (double)n;
    if (n) {
        rep->p50_us = lat[n / 2];
        rep->p99_us = lat[(n * 99) / 100 < n ? (n * 99) / 100 : n - 1];
    }
    fprintf(out, "latency per question: mean %.1f us, p50 %.1f us, p99 %.1f us (%zu questions)\n",
            rep->mean_us, rep->p50_us, rep->p99_us, n);
    rc = 0;
out_free_searcher:
    kb_searcher_free(s);
out_free_lat:
    free(lat);
out_free_lines:
    cJSON_Delete(lines);
    return rc;
}

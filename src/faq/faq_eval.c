/* faq_eval.c — `arbitre eval`: the question set run through the assistant and through the
 * baseline (the kb's plain FTS5 bm25 index with the default unicode61 tokenizer, no game
 * detection), in the same run, with the same figures per kind of question. A question's
 * expectation is an entry, a game, an abstention, a clarification or an engine verdict. */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arb_buf.h"
#include "arb_file.h"
#include "arb_json.h"
#include "faq_int.h"

enum { MAX_KINDS = 24, KIND_LEN = 24, MAX_ANSWERS = 8 };

/* A question set read whole: far past any set the project has (they are a few hundred KB). */
#define FAQ_EVAL_FILE_MAX ((size_t)64 << 20)

struct expect {
    const char *entry, *game;
    bool abstain, clarify, has_legal, legal;
    int yes_no;           /* 1 yes, 0 no, -1 unsaid */
    const cJSON *also;    /* other entries stating the same fact, equally right */
    const cJSON *entries; /* a comparison: every one must be among the answers */
};

/* What a system said for one question. */
struct got {
    const char *entry, *game;
    const char *answers[MAX_ANSWERS]; /* the entries answered per game */
    size_t nanswers;
    bool abstained, clarify, legal;
    int lead; /* the polarity its first word states: 1, 0, -1 none */
};

struct kind_row {
    char name[KIND_LEN];
    struct faq_eval_figures a, b;
};

int faq_eval_lines(const struct faq_lex *x, const char *path, cJSON *arr, struct arb_err *err)
{
    char *buf = NULL;
    size_t len = 0, line = 0;
    int rc = arb_file_read(path, FAQ_EVAL_FILE_MAX, "path", &buf, &len, err);
    if (rc < 0)
        return rc;
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
                char n[24];
                cJSON_Delete(j);
                snprintf(n, sizeof n, "%zu", line);
                rc = faq_err(x, err, ARB_ERR_BAD_REQUEST, NULL, "bad_line",
                             (const char *const[]){"file", path, "n", n, NULL});
                break;
            }
            cJSON_AddItemToArray(arr, j);
        }
        start = end + 1;
    }
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
    cJSON *lines = cJSON_CreateArray(), *reqs = cJSON_CreateArray(), *line;
    int rc = lines && reqs ? faq_eval_lines(NULL, path, lines, err) : arb_err_nomem(err);
    cJSON_ArrayForEach(line, (rc == 0 ? lines : NULL))
    {
        if (!cJSON_AddItemToArray(reqs, request_of(line))) {
            rc = arb_err_nomem(err);
            break;
        }
    }
    cJSON_Delete(lines);
    if (rc < 0) {
        cJSON_Delete(reqs);
        return rc;
    }
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

static bool in_list(const cJSON *list, const char *entry)
{
    const cJSON *e;
    cJSON_ArrayForEach(e, list)
    {
        if (cJSON_IsString(e) && same(entry, e->valuestring))
            return true;
    }
    return false;
}

static bool right_entry(const struct expect *x, const char *entry)
{
    return same(entry, x->entry) || in_list(x->also, entry);
}

/* Every entry a comparison expects is among the answers given. */
static bool all_answered(const struct expect *x, const struct got *g)
{
    const cJSON *e;
    cJSON_ArrayForEach(e, x->entries)
    {
        bool found = cJSON_IsString(e) && same(g->entry, e->valuestring);
        for (size_t i = 0; cJSON_IsString(e) && i < g->nanswers && !found; i++)
            found = same(g->answers[i], e->valuestring);
        if (!found)
            return false;
    }
    return true;
}

/* Adds one question's outcome to fig; true when the system did what was expected. */
static bool score(struct faq_eval_figures *fig, const struct expect *x, const struct got *g)
{
    bool ok;
    fig->questions++;
    if (x->abstain)
        fig->abstain_expected++;
    if (g->abstained)
        fig->abstained++;
    if (x->abstain && g->abstained)
        fig->abstain_ok++;
    if (x->abstain) {
        fig->right += g->abstained;
        return g->abstained;
    }
    fig->answerable++;
    if (x->clarify)
        ok = g->clarify && !g->abstained;
    else if (x->has_legal)
        ok = !g->abstained && g->legal == x->legal && same(g->game, x->game);
    else if (x->entries)
        ok = !g->abstained && all_answered(x, g);
    else
        ok = !g->abstained && right_entry(x, g->entry);
    /* a reply leading with the wrong polarity is wrong, whatever it cites */
    if (x->yes_no >= 0 && g->lead >= 0 && g->lead != x->yes_no) {
        fig->lead_wrong++;
        ok = false;
    }
    fig->top1_ok += ok;
    if (x->game) {
        fig->with_game++;
        fig->game_ok += same(g->game, x->game);
        ok = ok && same(g->game, x->game);
    }
    fig->right += ok;
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
    fprintf(out,
            "%-14s %4zu | %6.1f%% %6.1f%% %6.1f%% %6.1f%% %4zu | %6.1f%% %6.1f%% %6.1f%% "
            "%6.1f%%\n",
            name, a->questions, 100 * a->top1, 100 * a->game, 100 * a->abstain_precision,
            100 * a->abstain_recall, a->lead_wrong, 100 * b->top1, 100 * b->game,
            100 * b->abstain_precision, 100 * b->abstain_recall);
}

void faq_eval_add(struct faq_eval_figures *to, const struct faq_eval_figures *from)
{
    to->questions += from->questions;
    to->right += from->right;
    to->answerable += from->answerable;
    to->top1_ok += from->top1_ok;
    to->with_game += from->with_game;
    to->game_ok += from->game_ok;
    to->abstain_expected += from->abstain_expected;
    to->abstained += from->abstained;
    to->abstain_ok += from->abstain_ok;
    to->lead_wrong += from->lead_wrong;
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
static int baseline(const struct faq *f, struct kb_searcher *s, const char *question, struct got *g,
                    struct arb_err *err)
{
    struct faq_tokens t;
    struct kb_hit hit;
    size_t n = 0;
    faq_tokenize(&f->lex, question, strlen(question), &t);
    struct kb_query q = {.text = question,
                         .lang = faq_guess_lang(&f->lex, &t) == FAQ_LANG_EN ? KB_EN : KB_FR,
                         .index = KB_INDEX_BASELINE};
    int rc = kb_search(s, &q, &hit, 1, &n, err);
    memset(g, 0, sizeof *g);
    g->lead = -1;
    if (rc < 0)
        return rc;
    g->abstained = n == 0;
    if (n) {
        g->entry = hit.entry->id;
        g->game = hit.entry->game->id;
    }
    return 0;
}

/* The length of word w without the punctuation ending it (the lexicon's leads are written
 * « Oui. », "No."). */
static size_t bare_len(const char *w)
{
    size_t n = strlen(w);
    while (n > 0 && (w[n - 1] == '.' || w[n - 1] == ',' || w[n - 1] == ':' || w[n - 1] == '!'))
        n--;
    return n;
}

/* The polarity the first word of text states (a lead of the lexicon), or -1. */
static int lead_of(const struct faq *f, const char *text)
{
    size_t len = 0;
    while (text && text[len] && text[len] != '.' && text[len] != ',' && text[len] != ' ' &&
           text[len] != ':' && text[len] != '!')
        len++;
    for (int lang = 0; text && lang < 2; lang++)
        for (int v = 0; v < 2; v++) {
            const char *w[] = {f->lex.l[lang].lead[v], f->lex.l[lang].lead_neg[v]};
            for (int k = 0; k < 2; k++)
                if (w[k] && bare_len(w[k]) == len && strncmp(w[k], text, len) == 0)
                    return v;
        }
    return -1;
}

static void read_got(const struct faq *f, const cJSON *resp, struct got *g)
{
    const cJSON *sim = cJSON_GetObjectItemCaseSensitive(resp, "simulation"), *a;
    g->entry = jstr(resp, "entry");
    g->game = jstr(resp, "game");
    g->abstained = jtrue(resp, "abstained");
    g->clarify = cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(resp, "clarify"));
    g->legal = jtrue(sim, "legal");
    g->lead = sim ? -1 : lead_of(f, jstr(resp, "answer"));
    cJSON_ArrayForEach(a, cJSON_GetObjectItemCaseSensitive(resp, "answers"))
    {
        int lead = lead_of(f, jstr(a, "answer"));
        if (g->nanswers < MAX_ANSWERS)
            g->answers[g->nanswers++] = jstr(a, "entry");
        if (g->lead < 0)
            g->lead = lead;
    }
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double now_us(void)
{
    return (double)arb_now_ns() / 1e3;
}

static struct expect expect_of(const cJSON *line)
{
    const cJSON *ex = cJSON_GetObjectItemCaseSensitive(line, "expect");
    const char *yn = jstr(ex, "yes_no");
    const cJSON *entries = cJSON_GetObjectItemCaseSensitive(ex, "entries");
    return (struct expect){jstr(ex, "entry"),
                           jstr(ex, "game"),
                           jtrue(ex, "abstain"),
                           jtrue(ex, "clarify"),
                           cJSON_IsBool(cJSON_GetObjectItemCaseSensitive(ex, "legal")),
                           jtrue(ex, "legal"),
                           yn ? strcmp(yn, "yes") == 0 : -1,
                           cJSON_GetObjectItemCaseSensitive(ex, "also"),
                           cJSON_IsArray(entries) ? entries : NULL};
}

/* The questions of every file of paths[n], in one array the caller owns. */
static int load_set(const struct faq *f, const char *const *paths, size_t n, cJSON **out,
                    struct arb_err *err)
{
    cJSON *lines = cJSON_CreateArray();
    int rc = lines ? 0 : arb_err_nomem(err);
    for (size_t i = 0; rc == 0 && i < n; i++)
        rc = faq_eval_lines(&f->lex, paths[i], lines, err);
    if (rc < 0) {
        cJSON_Delete(lines);
        return rc;
    }
    *out = lines;
    return 0;
}

void faq_eval_tally(struct faq *f, const cJSON *lines, struct faq_eval_figures *fig,
                    size_t *refused)
{
    const cJSON *line;
    cJSON_ArrayForEach(line, lines)
    {
        struct expect x = expect_of(line);
        struct got g = {.lead = -1};
        struct arb_err aerr;
        cJSON *req = request_of(line), *resp = NULL;
        if (req && faq_ask(f, req, &resp, &aerr) == 0)
            read_got(f, resp, &g);
        if (!score(fig, &x, &g) && !x.abstain && (g.abstained || g.clarify))
            (*refused)++;
        cJSON_Delete(req);
        cJSON_Delete(resp);
    }
    finish(fig);
}

int faq_eval(struct faq *f, const char *name, const char *const *paths, size_t npaths,
             unsigned flags, FILE *out, struct faq_eval_report *rep, struct arb_err *err)
{
    struct kind_row rows[MAX_KINDS];
    size_t nrows = 0, i = 0, n;
    cJSON *lines, *line;
    struct kb_searcher *s = NULL;
    double *lat = NULL;
    char num[4][32];
    int rc = load_set(f, paths, npaths, &lines, err);
    if (rc < 0)
        return rc;
    memset(rep, 0, sizeof *rep);
    n = (size_t)cJSON_GetArraySize(lines);
    if (!(lat = calloc(n ? n : 1, sizeof *lat))) {
        rc = arb_err_nomem(err);
        goto out_free_lines;
    }
    if ((rc = kb_searcher_new(f->kb, &s, err)) < 0)
        goto out_free_lat;
    if (flags & FAQ_EVAL_MISSES)
        fprintf(out, "%s\n", faq_text(&f->lex, FAQ_LANG_FR, "eval", "misses"));
    cJSON_ArrayForEach(line, lines)
    {
        const char *kind = jstr(line, "kind");
        struct expect x = expect_of(line);
        struct got ga = {.lead = -1}, gb;
        struct arb_err aerr;
        cJSON *req = request_of(line), *resp = NULL;
        double t0 = now_us();
        int arc = req ? faq_ask(f, req, &resp, &aerr) : -ARB_ERR_NOMEM;
        lat[i++] = now_us() - t0;
        if (arc == 0)
            read_got(f, resp, &ga);
        rc = baseline(f, s, jstr(line, "question"), &gb, err);
        if (rc < 0) {
            cJSON_Delete(req);
            cJSON_Delete(resp);
            goto out_free_searcher;
        }
        struct kind_row *row =
            kind_row(rows, &nrows, (flags & FAQ_EVAL_KINDS) && kind ? kind : name);
        if (!score(&row->a, &x, &ga) && (flags & FAQ_EVAL_MISSES))
            fprintf(out, "  %s: %s/%s%s -> %s/%s%s%s  \"%s\"%s\n", jstr(line, "id"),
                    x.game ? x.game : "-", x.entry ? x.entry : "-",
                    x.abstain   ? faq_text(&f->lex, FAQ_LANG_FR, "eval", "abstain")
                    : x.clarify ? faq_text(&f->lex, FAQ_LANG_FR, "eval", "clarify")
                                : "",
                    ga.game ? ga.game : "-", ga.entry ? ga.entry : "-",
                    ga.abstained ? faq_text(&f->lex, FAQ_LANG_FR, "eval", "abstained") : "",
                    ga.clarify ? faq_text(&f->lex, FAQ_LANG_FR, "eval", "clarify") : "",
                    jstr(line, "question"),
                    arc < 0 ? faq_text(&f->lex, FAQ_LANG_FR, "eval", "error") : "");
        score(&row->b, &x, &gb);
        cJSON_Delete(req);
        cJSON_Delete(resp);
    }
    fprintf(out, "\n%-14s %4s | %-36s | %s\n", "", "",
            faq_text(&f->lex, FAQ_LANG_FR, "eval", "header"),
            faq_text(&f->lex, FAQ_LANG_FR, "eval", "header_base"));
    for (size_t r = 0; r < nrows; r++) {
        faq_eval_add(&rep->arbitre, &rows[r].a);
        faq_eval_add(&rep->baseline, &rows[r].b);
        if (flags & FAQ_EVAL_KINDS)
            print_row(out, rows[r].name, &rows[r].a, &rows[r].b);
    }
    print_row(out, name, &rep->arbitre, &rep->baseline);
    qsort(lat, n, sizeof *lat, cmp_double);
    for (size_t k = 0; k < n; k++)
        rep->mean_us += lat[k] / (double)n;
    if (n) {
        rep->p50_us = lat[n / 2];
        rep->p99_us = lat[(n * 99) / 100 < n ? (n * 99) / 100 : n - 1];
    }
    snprintf(num[0], sizeof num[0], "%.1f", rep->mean_us);
    snprintf(num[1], sizeof num[1], "%.1f", rep->p50_us);
    snprintf(num[2], sizeof num[2], "%.1f", rep->p99_us);
    snprintf(num[3], sizeof num[3], "%zu", n);
    char text[256];
    faq_fill(
        text, sizeof text, faq_text(&f->lex, FAQ_LANG_FR, "eval", "latency"),
        (const char *const[]){"mean", num[0], "p50", num[1], "p99", num[2], "n", num[3], NULL});
    fprintf(out, "%s\n", text);
    rc = 0;
out_free_searcher:
    kb_searcher_free(s);
out_free_lat:
    free(lat);
out_free_lines:
    cJSON_Delete(lines);
    return rc;
}

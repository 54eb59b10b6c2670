/* store_read.c — the operator's view over the store: daily figures, pages of feedback and of
 * unanswered questions, the JSON Lines export, and the retention purge.
 *
 * Reads go through their own connection (opened on the first read, under read_lock), never
 * the writer's, so a slow report does not hold up a commit. Pages are keyed by the rows'
 * sequence number: the cursor is the last one seen, so a page never repeats a row. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "store_int.h"

enum { STORE_TOP_REFUSED = 20 };

struct store_read_ctx {
    store_row_fn fn;
    void *cls;
    bool called;
};

static int store_read_row(void *cls, const struct store_val *cols, size_t n)
{
    struct store_read_ctx *x = cls;
    x->called = true;
    return x->fn(x->cls, cols, n);
}

/* Runs fn over the rows of sql on the reading connection, (re)opening it when needed; a
 * connection found dead before any row came (a PostgreSQL restarted since the last read) is
 * replaced and the statement run once more (reads can be repeated). */
static int store_read(struct store *s, const char *sql, const struct store_val *p, size_t n,
                      store_row_fn fn, void *cls, struct arb_err *err)
{
    struct store_read_ctx x = {fn, cls, false};
    int rc = 0;
    pthread_mutex_lock(&s->read_lock);
    for (int attempt = 0; attempt < 2; attempt++) {
        if (!s->rconn && (rc = store_conn_open(s, &s->rconn, err)) < 0)
            break;
        rc = s->ops->exec(s->rconn, sql, p, n, store_read_row, &x, err);
        if (rc >= 0 || !s->ops->broken(s->rconn))
            break;
        s->ops->close(s->rconn);
        s->rconn = NULL;
        if (x.called)
            break;
    }
    pthread_mutex_unlock(&s->read_lock);
    if (rc < 0)
        atomic_fetch_add_explicit(&s->errors, 1, memory_order_relaxed);
    return rc;
}

static cJSON *store_json_val(const struct store_val *v)
{
    switch (v->type) {
    case STORE_INT:
        return cJSON_CreateNumber((double)v->i);
    case STORE_REAL:
        return cJSON_CreateNumber(v->r);
    case STORE_TEXT:
        return cJSON_CreateString(v->s);
    case STORE_NULL:
        break;
    }
    return cJSON_CreateNull();
}

static int64_t store_int_of(const struct store_val *v)
{
    return v->type == STORE_INT ? v->i : v->type == STORE_REAL ? (int64_t)v->r : 0;
}

static const char *store_text_of(const struct store_val *v)
{
    return v->type == STORE_TEXT ? v->s : "";
}

/* ---- Stats --------------------------------------------------------------------------- */

struct store_stats_ctx {
    cJSON *per_day;   /* array of {"day",answered,abstained,clarified}, one per day */
    cJSON *per_game;  /* array, filled as games come */
    cJSON *totals;    /* {"answered","abstained","clarified"} */
    cJSON *feedback;  /* {"right","wrong","unclear"} */
    cJSON *per_entry; /* array */
    cJSON *top;       /* array */
    bool oom;
};

static void store_bump(cJSON *o, const char *key, double n)
{
    cJSON *c = cJSON_GetObjectItemCaseSensitive(o, key);
    if (c)
        cJSON_SetNumberValue(c, c->valuedouble + n);
}

static cJSON *store_counts(const char *key, const char *value, const char *const *names,
                           size_t nnames)
{
    cJSON *o = cJSON_CreateObject();
    if (key &&
        !cJSON_AddItemToObject(o, key, value ? cJSON_CreateString(value) : cJSON_CreateNull()))
        goto out_free;
    for (size_t i = 0; i < nnames; i++)
        if (!cJSON_AddNumberToObject(o, names[i], 0))
            goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

/* The element of arr whose member key is value (a NULL value matches null); created at the
 * end when absent. */
static cJSON *store_row_for(cJSON *arr, const char *key, const char *value,
                            const char *const *names, size_t nnames, bool *oom)
{
    cJSON *it;
    cJSON_ArrayForEach(it, arr)
    {
        const cJSON *k = cJSON_GetObjectItemCaseSensitive(it, key);
        if (value ? (cJSON_IsString(k) && strcmp(k->valuestring, value) == 0) : cJSON_IsNull(k))
            return it;
    }
    it = store_counts(key, value, names, nnames);
    if (!it || !cJSON_AddItemToArray(arr, it)) {
        cJSON_Delete(it);
        *oom = true;
        return NULL;
    }
    return it;
}

static const char *const store_outcome_keys[] = {"answered", "abstained", "clarified"};
static const char *const store_verdict_keys[] = {"right", "wrong", "unclear"};

/* day, game, outcome, n */
static int store_daily_row(void *cls, const struct store_val *c, size_t n)
{
    struct store_stats_ctx *x = cls;
    if (n != 4)
        return 0;
    const char *day = store_text_of(&c[0]), *game = store_text_of(&c[1]);
    const char *outcome = store_text_of(&c[2]);
    double count = (double)store_int_of(&c[3]);
    cJSON *d = store_row_for(x->per_day, "day", day, store_outcome_keys, 3, &x->oom);
    cJSON *g =
        store_row_for(x->per_game, "game", *game ? game : NULL, store_outcome_keys, 3, &x->oom);
    store_bump(d, outcome, count);
    store_bump(g, outcome, count);
    store_bump(x->totals, outcome, count);
    return x->oom;
}

/* entry, verdict, n */
static int store_entry_row(void *cls, const struct store_val *c, size_t n)
{
    struct store_stats_ctx *x = cls;
    if (n != 3)
        return 0;
    const char *entry = c[0].type == STORE_TEXT ? c[0].s : NULL;
    double count = (double)store_int_of(&c[2]);
    cJSON *e = store_row_for(x->per_entry, "entry", entry, store_verdict_keys, 3, &x->oom);
    store_bump(e, store_text_of(&c[1]), count);
    store_bump(x->feedback, store_text_of(&c[1]), count);
    return x->oom;
}

/* folded, count, example, last ts */
static int store_top_row(void *cls, const struct store_val *c, size_t n)
{
    struct store_stats_ctx *x = cls;
    char last[32];
    if (n != 4)
        return 0;
    store_iso(store_int_of(&c[3]), last);
    cJSON *o = cJSON_CreateObject();
    if (!cJSON_AddItemToObject(o, "folded", store_json_val(&c[0])) ||
        !cJSON_AddNumberToObject(o, "count", (double)store_int_of(&c[1])) ||
        !cJSON_AddItemToObject(o, "example", store_json_val(&c[2])) ||
        !cJSON_AddStringToObject(o, "last", last) || !cJSON_AddItemToArray(x->top, o)) {
        cJSON_Delete(o);
        x->oom = true;
    }
    return x->oom;
}

int store_stats(struct store *s, unsigned days, cJSON **out, struct arb_err *err)
{
    struct store_stats_ctx x = {0};
    char from[11], to[11], day[11];
    int64_t now = store_now_ms();
    int64_t start = (now / 86400000 - (int64_t)days + 1) * 86400000;
    int rc = 0;
    store_day(start, from);
    store_day(now, to);
    cJSON *o = cJSON_CreateObject();
    cJSON_AddNumberToObject(o, "days", days);
    cJSON_AddStringToObject(o, "from", from);
    cJSON_AddStringToObject(o, "to", to);
    x.totals = store_counts(NULL, NULL, store_outcome_keys, 3);
    cJSON_AddItemToObject(o, "questions", x.totals);
    x.per_day = cJSON_AddArrayToObject(o, "per_day");
    x.per_game = cJSON_AddArrayToObject(o, "per_game");
    x.feedback = store_counts(NULL, NULL, store_verdict_keys, 3);
    cJSON_AddItemToObject(o, "feedback", x.feedback);
    x.per_entry = cJSON_AddArrayToObject(o, "feedback_per_entry");
    x.top = cJSON_AddArrayToObject(o, "top_refused");
    if (!x.top || !x.per_entry || !x.feedback || !x.per_game || !x.per_day || !x.totals)
        goto out_nomem;
    for (int64_t d = start; d <= now; d += 86400000) { /* every day, zeros included */
        store_day(d, day);
        if (!store_row_for(x.per_day, "day", day, store_outcome_keys, 3, &x.oom))
            goto out_nomem;
    }
    struct store_val since_day = {.type = STORE_TEXT, .s = from};
    struct store_val since_ms = {.type = STORE_INT, .i = start};
    struct store_val top[] = {since_ms, {.type = STORE_INT, .i = STORE_TOP_REFUSED}};
    rc = store_read(s,
                    "SELECT day, game, outcome, CAST(SUM(n) AS BIGINT) FROM daily WHERE day >= $1 "
                    "GROUP BY day, game, outcome ORDER BY day, game, outcome",
                    &since_day, 1, store_daily_row, &x, err);
    if (rc == 0)
        rc = store_read(s,
                        "SELECT entry, verdict, COUNT(*) FROM feedback WHERE ts >= $1 "
                        "GROUP BY entry, verdict ORDER BY COALESCE(entry, ''), verdict",
                        &since_ms, 1, store_entry_row, &x, err);
    if (rc == 0)
        rc = store_read(s,
                        "SELECT folded, COUNT(*), MAX(question), MAX(ts) FROM unanswered "
                        "WHERE ts >= $1 AND outcome = 'abstained' GROUP BY folded "
                        "ORDER BY COUNT(*) DESC, folded LIMIT $2",
                        top, 2, store_top_row, &x, err);
    if (x.oom || rc > 0)
        goto out_nomem;
    if (rc < 0)
        goto out_free;
    *out = o;
    return 0;
out_nomem:
    rc = arb_err_nomem(err);
out_free:
    cJSON_Delete(o);
    return rc;
}

/* ---- Pages --------------------------------------------------------------------------- */

struct store_page_ctx {
    cJSON *items;
    const char *const *names; /* column names; "seq" first, "ts" as ISO time, "context" as JSON */
    size_t ncols;
    const char *type; /* export: the "type" member, else NULL */
    FILE *out;        /* export: one line per row, else into items */
    int64_t last_seq;
    long count;
    bool oom, io;
};

static cJSON *store_row_json(struct store_page_ctx *x, const struct store_val *c)
{
    cJSON *o = cJSON_CreateObject();
    bool ok = o && (!x->type || cJSON_AddStringToObject(o, "type", x->type));
    for (size_t i = 1; ok && i < x->ncols; i++) {
        cJSON *v;
        if (strcmp(x->names[i], "ts") == 0) {
            char iso[32];
            store_iso(store_int_of(&c[i]), iso);
            v = cJSON_CreateString(iso);
        } else if (strcmp(x->names[i], "context") == 0 && c[i].type == STORE_TEXT) {
            v = cJSON_Parse(c[i].s); /* written by us from a parsed object */
            if (!v)
                v = cJSON_CreateNull();
        } else if (strcmp(x->names[i], "folded") == 0 && c[i].type == STORE_TEXT && !*c[i].s) {
            v = cJSON_CreateNull();
        } else {
            v = store_json_val(&c[i]);
        }
        ok = cJSON_AddItemToObject(o, x->names[i], v);
    }
    if (!ok) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static int store_page_row(void *cls, const struct store_val *c, size_t n)
{
    struct store_page_ctx *x = cls;
    if (n != x->ncols)
        return 0;
    cJSON *o = store_row_json(x, c);
    x->last_seq = store_int_of(&c[0]);
    x->count++;
    if (!o) {
        x->oom = true;
        return 1;
    }
    if (!x->out) {
        if (!cJSON_AddItemToArray(x->items, o)) {
            cJSON_Delete(o);
            x->oom = true;
        }
        return x->oom;
    }
    char *text = arb_json_print(o);
    cJSON_Delete(o);
    if (!text) {
        x->oom = true;
        return 1;
    }
    if (fprintf(x->out, "%s\n", text) < 0)
        x->io = true;
    cJSON_free(text);
    return x->io;
}

static const char *const store_feedback_cols[] = {
    "seq", "id", "ts", "question", "entry", "verdict", "comment", "context", "lang"};
static const char *const store_unanswered_cols[] = {"seq",  "ts",   "outcome", "question", "folded",
                                                    "game", "lang", "entry",   "score"};

static const char store_sql_feedback_page[] =
    "SELECT seq, id, ts, question, entry, verdict, comment, context, lang FROM feedback "
    "WHERE ts >= $1 AND seq > $2 ORDER BY seq LIMIT $3";
static const char store_sql_unanswered_page[] =
    "SELECT seq, ts, outcome, question, folded, game, lang, entry, score FROM unanswered "
    "WHERE ts >= $1 AND seq > $2 ORDER BY seq LIMIT $3";

/* A cursor is the decimal sequence number of the last row of the previous page. */
static int store_cursor(const char *cursor, int64_t *after, struct arb_err *err)
{
    *after = 0;
    if (!cursor)
        return 0;
    size_t n = strlen(cursor);
    bool ok = n > 0 && n <= 18;
    for (size_t i = 0; ok && i < n; i++)
        ok = cursor[i] >= '0' && cursor[i] <= '9';
    if (!ok)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "cursor",
                           "cursor doit être la valeur « next » d'une page précédente.");
    *after = strtoll(cursor, NULL, 10);
    return 0;
}

static int store_page(struct store *s, const char *sql, const char *const *names, size_t ncols,
                      int64_t since_ms, const char *cursor, unsigned limit, cJSON **out,
                      struct arb_err *err)
{
    struct store_page_ctx x = {.names = names, .ncols = ncols};
    int64_t after;
    char next[24];
    int rc = store_cursor(cursor, &after, err);
    if (rc < 0)
        return rc;
    struct store_val p[] = {{.type = STORE_INT, .i = since_ms},
                            {.type = STORE_INT, .i = after},
                            {.type = STORE_INT, .i = limit}};
    cJSON *o = cJSON_CreateObject();
    x.items = cJSON_AddArrayToObject(o, "items");
    if (!x.items)
        goto out_nomem;
    rc = store_read(s, sql, p, 3, store_page_row, &x, err);
    if (rc < 0)
        goto out_free;
    if (x.oom)
        goto out_nomem;
    snprintf(next, sizeof next, "%" PRId64, x.last_seq);
    if (!cJSON_AddItemToObject(
            o, "next", x.count == (long)limit ? cJSON_CreateString(next) : cJSON_CreateNull()))
        goto out_nomem;
    *out = o;
    return 0;
out_nomem:
    rc = arb_err_nomem(err);
out_free:
    cJSON_Delete(o);
    return rc;
}

int store_feedback_list(struct store *s, int64_t since_ms, const char *cursor, unsigned limit,
                        cJSON **out, struct arb_err *err)
{
    return store_page(s, store_sql_feedback_page, store_feedback_cols, 9, since_ms, cursor, limit,
                      out, err);
}

int store_unanswered_list(struct store *s, int64_t since_ms, const char *cursor, unsigned limit,
                          cJSON **out, struct arb_err *err)
{
    return store_page(s, store_sql_unanswered_page, store_unanswered_cols, 9, since_ms, cursor,
                      limit, out, err);
}

/* Every row of one table since since_ms, page by page, as lines on out. */
static int store_export_table(struct store *s, const char *sql, const char *const *names,
                              const char *type, int64_t since_ms, FILE *out, long *lines,
                              struct arb_err *err)
{
    struct store_page_ctx x = {.names = names, .ncols = 9, .type = type, .out = out};
    for (;;) {
        long before = x.count;
        struct store_val p[] = {{.type = STORE_INT, .i = since_ms},
                                {.type = STORE_INT, .i = x.last_seq},
                                {.type = STORE_INT, .i = STORE_MAX_PAGE}};
        int rc = store_read(s, sql, p, 3, store_page_row, &x, err);
        if (rc < 0)
            return rc;
        if (x.oom)
            return arb_err_nomem(err);
        if (x.io)
            return arb_err_set(err, ARB_ERR_IO, "-o", "Écriture de l'export impossible.");
        if (x.count - before < STORE_MAX_PAGE)
            break;
    }
    *lines += x.count;
    return 0;
}

long store_export(struct store *s, int64_t since_ms, FILE *out, struct arb_err *err)
{
    long lines = 0;
    int rc = store_export_table(s, store_sql_feedback_page, store_feedback_cols, "feedback",
                                since_ms, out, &lines, err);
    if (rc == 0)
        rc = store_export_table(s, store_sql_unanswered_page, store_unanswered_cols, "unanswered",
                                since_ms, out, &lines, err);
    if (rc == 0 && fflush(out) != 0)
        rc = arb_err_set(err, ARB_ERR_IO, "-o", "Écriture de l'export impossible.");
    return rc < 0 ? rc : lines;
}

/* ---- Retention ----------------------------------------------------------------------- */

static int store_changes_row(void *cls, const struct store_val *c, size_t n)
{
    long *total = cls;
    (void)c;
    (void)n;
    ++*total;
    return 0;
}

long store_purge_conn(struct store *s, struct store_conn *c, struct arb_err *err)
{
    static const char *const sql[] = {
        "DELETE FROM feedback WHERE ts < $1 RETURNING 1",
        "DELETE FROM unanswered WHERE ts < $1 RETURNING 1",
        "DELETE FROM daily WHERE day < $1 RETURNING 1",
    };
    char day[11];
    long total = 0;
    int64_t cut = store_now_ms() - (int64_t)s->cfg.retention_days * 86400000;
    store_day(cut, day);
    struct store_val p[] = {{.type = STORE_INT, .i = cut},
                            {.type = STORE_INT, .i = cut},
                            {.type = STORE_TEXT, .s = day}};
    for (size_t i = 0; i < sizeof sql / sizeof sql[0]; i++) {
        int rc = s->ops->exec(c, sql[i], &p[i], 1, store_changes_row, &total, err);
        if (rc < 0)
            return rc;
    }
    return total;
}

long store_purge(struct store *s, struct arb_err *err)
{
    long n = 0;
    pthread_mutex_lock(&s->read_lock);
    if (!s->rconn)
        n = store_conn_open(s, &s->rconn, err);
    if (n == 0)
        n = store_purge_conn(s, s->rconn, err);
    pthread_mutex_unlock(&s->read_lock);
    return n;
}

/* store_pg.c — the shared backend for several replicas: PostgreSQL through libpq
 * (ARBITRE_DATABASE_URL, a URI or a conninfo). A COMMIT that returned is durable on the
 * server (synchronous_commit on, its default). Parameters travel as text; results come back
 * typed by their column's type. A connection found dead is dropped and reopened by the
 * store's backoff; migrations of replicas starting together are serialised by an advisory
 * lock. */
#include <libpq-fe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "store_int.h"

enum { STORE_PG_MAX_COLS = 16 };

/* Type oids of pg_type.h (server headers are not installed with libpq-dev). */
enum {
    PG_INT8 = 20,
    PG_INT2 = 21,
    PG_INT4 = 23,
    PG_FLOAT4 = 700,
    PG_FLOAT8 = 701,
    PG_NUMERIC = 1700
};

struct store_conn {
    PGconn *pg;
};

static const char *const store_pg_migrations[] = {
    "CREATE TABLE feedback (seq BIGSERIAL PRIMARY KEY, id TEXT NOT NULL UNIQUE,"
    " ts BIGINT NOT NULL, question TEXT NOT NULL, entry TEXT, verdict TEXT NOT NULL,"
    " comment TEXT, context TEXT, lang TEXT);"
    "CREATE INDEX feedback_ts ON feedback (ts);"
    "CREATE TABLE unanswered (seq BIGSERIAL PRIMARY KEY, ts BIGINT NOT NULL,"
    " outcome TEXT NOT NULL, question TEXT NOT NULL, folded TEXT NOT NULL, game TEXT,"
    " lang TEXT, entry TEXT, score DOUBLE PRECISION);"
    "CREATE INDEX unanswered_ts ON unanswered (ts);"
    "CREATE TABLE daily (day TEXT NOT NULL, game TEXT NOT NULL, outcome TEXT NOT NULL,"
    " n BIGINT NOT NULL, PRIMARY KEY (day, game, outcome));",
};

static void store_pg_quiet(void *arg, const char *message)
{
    (void)arg;
    (void)message; /* NOTICEs ("relation already exists, skipping") are not errors */
}

static void store_pg_close(struct store_conn *c)
{
    if (!c)
        return;
    PQfinish(c->pg);
    free(c);
}

static int store_pg_connect(const char *target, struct store_conn **out, struct arb_err *err)
{
    /* ours first: what the URL says wins (expand_dbname processes it in place) */
    static const char *const keys[] = {"connect_timeout", "application_name", "dbname", NULL};
    const char *values[] = {"5", "arbitre", target, NULL};
    struct store_conn *c = calloc(1, sizeof *c);
    if (!c)
        return arb_err_nomem(err);
    c->pg = PQconnectdbParams(keys, values, 1);
    if (!c->pg || PQstatus(c->pg) != CONNECTION_OK) {
        int rc = store_fail(err, "postgresql", c->pg ? PQerrorMessage(c->pg) : "libpq");
        store_pg_close(c);
        return rc;
    }
    PQsetNoticeProcessor(c->pg, store_pg_quiet, NULL);
    *out = c;
    return 0;
}

static bool store_pg_exists(const char *target)
{
    (void)target;
    return true; /* a server: always worth connecting to at start */
}

static void store_pg_col(const PGresult *res, int row, int i, struct store_val *v)
{
    *v = (struct store_val){0};
    if (PQgetisnull(res, row, i))
        return;
    const char *s = PQgetvalue(res, row, i);
    switch (PQftype(res, i)) {
    case PG_INT2:
    case PG_INT4:
    case PG_INT8:
        *v = (struct store_val){.type = STORE_INT, .i = strtoll(s, NULL, 10)};
        break;
    case PG_FLOAT4:
    case PG_FLOAT8:
    case PG_NUMERIC:
        *v = (struct store_val){.type = STORE_REAL, .r = strtod(s, NULL)};
        break;
    default:
        *v = (struct store_val){.type = STORE_TEXT, .s = s};
        break;
    }
}

static int store_pg_exec(struct store_conn *c, const char *sql, const struct store_val *p, size_t n,
                         store_row_fn fn, void *cls, struct arb_err *err)
{
    char nums[STORE_PG_MAX_COLS][32];
    const char *values[STORE_PG_MAX_COLS];
    struct store_val cols[STORE_PG_MAX_COLS];
    int rc = 0;
    if (n > STORE_PG_MAX_COLS)
        return store_fail(err, "postgresql", "trop de paramètres");
    for (size_t i = 0; i < n; i++) {
        values[i] = p[i].type == STORE_TEXT ? p[i].s : nums[i];
        if (p[i].type == STORE_INT)
            snprintf(nums[i], sizeof nums[i], "%lld", (long long)p[i].i);
        else if (p[i].type == STORE_REAL)
            snprintf(nums[i], sizeof nums[i], "%.17g", p[i].r);
        else if (p[i].type == STORE_NULL)
            values[i] = NULL;
    }
    PGresult *res = PQexecParams(c->pg, sql, (int)n, NULL, values, NULL, NULL, 0);
    ExecStatusType st = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    if (st != PGRES_COMMAND_OK && st != PGRES_TUPLES_OK) {
        rc = store_fail(err, "postgresql", res ? PQresultErrorMessage(res) : PQerrorMessage(c->pg));
        goto out_clear;
    }
    int ncols = PQnfields(res);
    if (ncols > STORE_PG_MAX_COLS)
        ncols = STORE_PG_MAX_COLS;
    for (int r = 0; fn && rc == 0 && r < PQntuples(res); r++) {
        for (int i = 0; i < ncols; i++)
            store_pg_col(res, r, i, &cols[i]);
        rc = fn(cls, cols, (size_t)ncols);
    }
out_clear:
    PQclear(res);
    return rc;
}

static int store_pg_script(struct store_conn *c, const char *sql, struct arb_err *err)
{
    PGresult *res = PQexec(c->pg, sql);
    ExecStatusType st = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
    int rc = st == PGRES_COMMAND_OK || st == PGRES_TUPLES_OK
                 ? 0
                 : store_fail(err, "postgresql",
                              res ? PQresultErrorMessage(res) : PQerrorMessage(c->pg));
    PQclear(res);
    return rc;
}

static bool store_pg_broken(struct store_conn *c)
{
    return PQstatus(c->pg) != CONNECTION_OK;
}

const struct store_ops store_pg_ops = {
    .name = "postgresql",
    .begin = "BEGIN",
    .migrations = store_pg_migrations,
    .nmigrations = sizeof store_pg_migrations / sizeof store_pg_migrations[0],
    .lock = "SELECT pg_advisory_xact_lock(15015)", /* any number of our own */
    .connect = store_pg_connect,
    .close = store_pg_close,
    .exists = store_pg_exists,
    .exec = store_pg_exec,
    .exec_script = store_pg_script,
    .broken = store_pg_broken,
};

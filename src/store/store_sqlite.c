/* store_sqlite.c — the embedded backend: one SQLite file, <data dir>/arbitre.db, in WAL mode
 * with synchronous=FULL (a commit has reached the disk when it returns), the folder created
 * on the first open. Parameters $1..$n are bound by name. */
#include <errno.h>
#include <sqlite3.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store_int.h"

enum { STORE_SQLITE_MAX_COLS = 16, STORE_SQLITE_BUSY_MS = 5000 };

struct store_conn {
    sqlite3 *db;
    int last; /* the primary result code of the last failure */
};

static const char *const store_sqlite_migrations[] = {
    "CREATE TABLE feedback (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,"
    " ts BIGINT NOT NULL, question TEXT NOT NULL, entry TEXT, verdict TEXT NOT NULL,"
    " comment TEXT, context TEXT, lang TEXT);"
    "CREATE INDEX feedback_ts ON feedback (ts);"
    "CREATE TABLE unanswered (seq INTEGER PRIMARY KEY AUTOINCREMENT, ts BIGINT NOT NULL,"
    " outcome TEXT NOT NULL, question TEXT NOT NULL, folded TEXT NOT NULL, game TEXT,"
    " lang TEXT, entry TEXT, score REAL);"
    "CREATE INDEX unanswered_ts ON unanswered (ts);"
    "CREATE TABLE daily (day TEXT NOT NULL, game TEXT NOT NULL, outcome TEXT NOT NULL,"
    " n BIGINT NOT NULL, PRIMARY KEY (day, game, outcome));",
};

static int store_sqlite_fail(struct store_conn *c, int rc, struct arb_err *err)
{
    c->last = rc & 0xff;
    return store_fail(err, "sqlite", sqlite3_errmsg(c->db));
}

/* mkdir -p dir (mode 0750). 0 or -ARB_ERR_STORAGE naming the folder. */
static int store_sqlite_mkdir(const char *dir, struct arb_err *err)
{
    char path[4096], what[4200];
    size_t n = strlen(dir);
    if (n == 0 || n >= sizeof path)
        return store_fail(err, "sqlite", "ARBITRE_DATA_DIR est vide ou trop long");
    memcpy(path, dir, n + 1);
    for (size_t i = 1; i <= n; i++) {
        if (path[i] != '/' && path[i] != '\0')
            continue;
        char keep = path[i];
        path[i] = '\0';
        if (mkdir(path, 0750) != 0 && errno != EEXIST) {
            snprintf(what, sizeof what, "dossier %.200s impossible à créer (%s)", path,
                     strerror(errno));
            return store_fail(err, "sqlite", what);
        }
        path[i] = keep;
    }
    return 0;
}

static void store_sqlite_close(struct store_conn *c)
{
    if (!c)
        return;
    sqlite3_close_v2(c->db);
    free(c);
}

static int store_sqlite_script(struct store_conn *c, const char *sql, struct arb_err *err)
{
    int rc = sqlite3_exec(c->db, sql, NULL, NULL, NULL);
    return rc == SQLITE_OK ? 0 : store_sqlite_fail(c, rc, err);
}

static int store_sqlite_connect(const char *dir, struct store_conn **out, struct arb_err *err)
{
    char path[4200];
    struct store_conn *c;
    int rc = store_sqlite_mkdir(dir, err);
    if (rc < 0)
        return rc;
    if (!(c = calloc(1, sizeof *c)))
        return arb_err_nomem(err);
    snprintf(path, sizeof path, "%s/arbitre.db", dir);
    rc = sqlite3_open_v2(path, &c->db,
                         SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, NULL);
    if (rc != SQLITE_OK) {
        rc = c->db ? store_sqlite_fail(c, rc, err) : store_fail(err, "sqlite", path);
        goto out_close;
    }
    sqlite3_busy_timeout(c->db, STORE_SQLITE_BUSY_MS);
    sqlite3_extended_result_codes(c->db, 1);
    /* WAL: readers never block the writer; FULL: the WAL is synced at every commit */
    if ((rc = store_sqlite_script(c, "PRAGMA journal_mode=WAL; PRAGMA synchronous=FULL;", err)) < 0)
        goto out_close;
    *out = c;
    return 0;
out_close:
    store_sqlite_close(c);
    return rc;
}

static bool store_sqlite_exists(const char *dir)
{
    char path[4200];
    snprintf(path, sizeof path, "%s/arbitre.db", dir);
    return access(path, F_OK) == 0;
}

static int store_sqlite_bind(struct store_conn *c, sqlite3_stmt *st, const struct store_val *p,
                             size_t n, struct arb_err *err)
{
    for (size_t i = 0; i < n; i++) {
        char name[24];
        int rc = SQLITE_OK;
        snprintf(name, sizeof name, "$%zu", i + 1);
        int at = sqlite3_bind_parameter_index(st, name);
        if (at == 0)
            continue;
        switch (p[i].type) {
        case STORE_NULL:
            rc = sqlite3_bind_null(st, at);
            break;
        case STORE_INT:
            rc = sqlite3_bind_int64(st, at, p[i].i);
            break;
        case STORE_REAL:
            rc = sqlite3_bind_double(st, at, p[i].r);
            break;
        case STORE_TEXT:
            rc = sqlite3_bind_text(st, at, p[i].s, -1, SQLITE_STATIC);
            break;
        }
        if (rc != SQLITE_OK)
            return store_sqlite_fail(c, rc, err);
    }
    return 0;
}

static void store_sqlite_col(sqlite3_stmt *st, int i, struct store_val *v)
{
    *v = (struct store_val){0};
    switch (sqlite3_column_type(st, i)) {
    case SQLITE_INTEGER:
        *v = (struct store_val){.type = STORE_INT, .i = sqlite3_column_int64(st, i)};
        break;
    case SQLITE_FLOAT:
        *v = (struct store_val){.type = STORE_REAL, .r = sqlite3_column_double(st, i)};
        break;
    case SQLITE_TEXT:
    case SQLITE_BLOB:
        *v = (struct store_val){.type = STORE_TEXT, .s = (const char *)sqlite3_column_text(st, i)};
        break;
    default:
        break;
    }
}

static int store_sqlite_exec(struct store_conn *c, const char *sql, const struct store_val *p,
                             size_t n, store_row_fn fn, void *cls, struct arb_err *err)
{
    sqlite3_stmt *st = NULL;
    struct store_val cols[STORE_SQLITE_MAX_COLS];
    int rc = sqlite3_prepare_v2(c->db, sql, -1, &st, NULL);
    if (rc != SQLITE_OK)
        return store_sqlite_fail(c, rc, err);
    if ((rc = store_sqlite_bind(c, st, p, n, err)) < 0)
        goto out_finalize;
    int ncols = sqlite3_column_count(st);
    if (ncols > STORE_SQLITE_MAX_COLS)
        ncols = STORE_SQLITE_MAX_COLS;
    while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
        for (int i = 0; i < ncols; i++)
            store_sqlite_col(st, i, &cols[i]);
        int stop = fn ? fn(cls, cols, (size_t)ncols) : 0;
        if (stop) {
            rc = stop;
            goto out_finalize;
        }
    }
    rc = rc == SQLITE_DONE ? 0 : store_sqlite_fail(c, rc, err);
out_finalize:
    sqlite3_finalize(st);
    return rc;
}

/* A failed I/O, a file gone or replaced: reopen. A full disk or a busy lock: keep it. */
static bool store_sqlite_broken(struct store_conn *c)
{
    return c->last == SQLITE_IOERR || c->last == SQLITE_CORRUPT || c->last == SQLITE_CANTOPEN ||
           c->last == SQLITE_NOTADB || c->last == SQLITE_READONLY;
}

const struct store_ops store_sqlite_ops = {
    .name = "sqlite",
    .begin = "BEGIN IMMEDIATE",
    .migrations = store_sqlite_migrations,
    .nmigrations = sizeof store_sqlite_migrations / sizeof store_sqlite_migrations[0],
    .lock = NULL,
    .connect = store_sqlite_connect,
    .close = store_sqlite_close,
    .exists = store_sqlite_exists,
    .exec = store_sqlite_exec,
    .exec_script = store_sqlite_script,
    .broken = store_sqlite_broken,
};

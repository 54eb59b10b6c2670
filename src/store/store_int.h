/* store_int.h — inside the store module: the one interface both backends implement (a const
 * table of functions, like sqlite3_io_methods), the values passed through it, and the schema
 * steps each backend spells in its own SQL dialect.
 *
 * Statements are written once, in store.c, in the SQL both engines accept, with $1..$n
 * parameters (PostgreSQL's; SQLite reads them as named parameters, bound by name). */
#ifndef STORE_INT_H
#define STORE_INT_H

#include <pthread.h>
#include <stdatomic.h>

#include "store.h"

enum store_type { STORE_NULL, STORE_INT, STORE_REAL, STORE_TEXT };
struct store_val {
    enum store_type type;
    int64_t i;
    double r;
    const char *s; /* borrowed */
};

/* Called per result row; return non-zero to stop (that value is returned by exec). The
 * values are valid only during the call. */
typedef int (*store_row_fn)(void *cls, const struct store_val *cols, size_t ncols);

struct store_conn;

struct store_ops {
    const char *name; /* "sqlite", "postgresql" */
    /* The statement opening a write transaction ("BEGIN IMMEDIATE", "BEGIN"). */
    const char *begin;
    /* Schema steps: steps[i] brings version i to i + 1 (several statements, ';'-separated,
     * run by exec_script). */
    const char *const *migrations;
    size_t nmigrations;
    /* A statement taking the schema lock inside a transaction (replicas starting together
     * migrate once), or NULL. */
    const char *lock;
    /* Opens target (a folder for SQLite, a conninfo for PostgreSQL). 0 and *out, or
     * -ARB_ERR_STORAGE with err. */
    int (*connect)(const char *target, struct store_conn **out, struct arb_err *err);
    void (*close)(struct store_conn *c);
    /* True when target already holds a database (it is then opened at start). */
    bool (*exists)(const char *target);
    /* Runs one statement with params p[0..n-1] for $1..$n; fn gets each row (fn may be NULL).
     * 0, fn's non-zero value, or -ARB_ERR_STORAGE with err. */
    int (*exec)(struct store_conn *c, const char *sql, const struct store_val *p, size_t n,
                store_row_fn fn, void *cls, struct arb_err *err);
    /* Runs several ';'-separated statements without parameters. 0 or -ARB_ERR_STORAGE. */
    int (*exec_script)(struct store_conn *c, const char *sql, struct arb_err *err);
    /* After a failure: true when the connection is unusable and must be reopened. */
    bool (*broken)(struct store_conn *c);
};

/* ---- The store itself (store.c), shared with the reads (store_read.c) ---------------- */

struct store_item;
struct store {
    struct store_config cfg;
    const struct store_ops *ops;
    const char *target; /* the folder or the conninfo */

    pthread_mutex_t lock; /* the queue, the deferred list, the waiters */
    pthread_cond_t work, done_cond;
    struct store_item *head, **tail, *deferred;
    size_t queue_len, deferred_len;
    bool stop;
    pthread_t writer;

    /* the writer thread's own */
    struct store_conn *wconn;
    int64_t retry_at_ms, backoff_ms, next_purge_ms;

    pthread_mutex_t read_lock; /* the reading connection, opened on the first read */
    struct store_conn *rconn;

    pthread_mutex_t health_lock;
    bool ok;
    char error[320];
    int64_t logged_ms; /* when the last failure was logged */

    atomic_ulong feedback[STORE_NVERDICTS], questions[STORE_NOUTCOMES];
    atomic_ulong rows, errors, dropped, commits;
};

/* Frees the parts of s (locks, s itself) once its thread is gone. */
void store_free_parts(struct store *s);

/* The UTC day "YYYY-MM-DD" of ms; ISO 8601 UTC of ms ("2026-12-01T09:25:43.123Z"). */
void store_day(int64_t ms, char out[11]);
void store_iso(int64_t ms, char out[32]);

/* One JSON log line {"ts","event","backend","message"|"rows"} on cfg.log_fd. */
void store_log(struct store *s, const char *event, const char *message);
void store_log_count(struct store *s, const char *event, long n);

/* The retention's DELETEs on c. Rows deleted or -ARB_ERR_STORAGE. */
long store_purge_conn(struct store *s, struct store_conn *c, struct arb_err *err);

/* The statements of the writer. */
extern const char store_sql_insert_feedback[];
extern const char store_sql_count_question[];
extern const char store_sql_insert_unanswered[];

extern const struct store_ops store_sqlite_ops;
extern const struct store_ops store_pg_ops;

/* Brings the schema of c up to ops->nmigrations (schema_version table). 0 or the error. */
int store_migrate(const struct store_ops *ops, struct store_conn *c, struct arb_err *err);

/* Opens a connection to the store's database and migrates it: 0 and *out, or the error
 * (*out NULL). */
int store_conn_open(struct store *s, struct store_conn **out, struct arb_err *err);

/* Sets err to storage_unavailable with "<backend>: <what>" and returns -ARB_ERR_STORAGE. */
int store_fail(struct arb_err *err, const char *backend, const char *what);

#endif

/* store.h — what Arbitre keeps from its use: players' feedback on answers, the questions it
 * refused or asked to clarify, and daily counts of every question (no text), in SQLite by
 * default (ARBITRE_DATA_DIR) or PostgreSQL (ARBITRE_DATABASE_URL, for several replicas).
 *
 * One writer thread owns the write connection and commits in groups: a feedback call waits
 * until the transaction that holds its row is durable (SQLite WAL, synchronous=FULL; a
 * PostgreSQL COMMIT), so a returned id survives kill -9. Question records are queued and
 * never block the caller. The database is opened on the first write and reopened after a
 * failure (a full disk, a read-only folder, a PostgreSQL that went away): until then feedback
 * fails with -ARB_ERR_STORAGE, every failure is one JSON log line, nothing crashes.
 * Nothing about the client (address, cookie) is ever stored.
 *
 * Threads: every function may be called from any thread on one struct store. */
#ifndef STORE_H
#define STORE_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "arb_buf.h"
#include "arb_err.h"

enum {
    STORE_ID_LEN = 32,            /* hex characters of a feedback id */
    STORE_MAX_QUESTION = 1000,    /* bytes kept of a question */
    STORE_MAX_COMMENT = 500,      /* characters of a feedback comment */
    STORE_DEFAULT_RETENTION = 90, /* days */
    STORE_MAX_PAGE = 500,         /* rows per page of a list */
    STORE_WAIT_MS = 5000,         /* the longest a feedback call waits for its commit */
    STORE_QUEUE_MAX = 10000,      /* question records held while the database is away */
};

struct store_config {
    const char *data_dir;     /* SQLite folder (created on the first write); "var" by default */
    const char *database_url; /* set: PostgreSQL (libpq conninfo or URI); data_dir unused */
    unsigned retention_days;  /* question records and feedback older than this are purged */
    int log_fd;               /* one JSON line per storage event; -1: none */
};

/* Defaults: "var", no database URL, 90 days, log on stderr. */
void store_config_default(struct store_config *cfg);

/* Reads ARBITRE_DATA_DIR, ARBITRE_DATABASE_URL and ARBITRE_RETENTION_DAYS (1..36500) over
 * cfg. Returns 0 or -ARB_ERR_BAD_REQUEST naming the variable. The strings are borrowed from
 * the environment. */
int store_config_env(struct store_config *cfg, struct arb_err *err);

struct store;

/* Starts the store (its writer thread) with cfg (copied, strings borrowed: they must outlive
 * the store). The database itself is opened by the first write, so an unusable one does not
 * stop a server from answering questions. Returns 0 and *out (free with store_free), or
 * -ARB_ERR_NOMEM / -ARB_ERR_INTERNAL (thread). */
int store_open(const struct store_config *cfg, struct store **out, struct arb_err *err);

/* Writes what is queued (for at most STORE_WAIT_MS), stops the writer, closes. NULL is fine. */
void store_free(struct store *s);

enum store_verdict { STORE_RIGHT, STORE_WRONG, STORE_UNCLEAR, STORE_NVERDICTS };
/* "right", "wrong", "unclear"; NULL for other values. */
const char *store_verdict_name(enum store_verdict v);
/* The verdict named s; -1 when s names none. */
int store_verdict_parse(const char *s);

struct store_feedback {
    const char *question; /* as the player saw it answered (capped at STORE_MAX_QUESTION) */
    const char *entry;    /* the knowledge base entry judged, or NULL */
    enum store_verdict verdict;
    const char *comment; /* or NULL */
    const char *context; /* compact JSON text of the answer's context, or NULL */
    const char *lang;    /* or NULL */
    int64_t ts_ms;       /* Unix time in ms; 0: now */
};

/* Stores one feedback and waits until it is durable. Returns 0 and id (STORE_ID_LEN hex
 * characters, NUL-terminated, unique across replicas), or -ARB_ERR_STORAGE (database
 * unusable, write failed, or no commit within STORE_WAIT_MS: the row may still land, it was
 * not acknowledged) / -ARB_ERR_NOMEM, with err filled. */
int store_feedback_add(struct store *s, const struct store_feedback *fb, char id[STORE_ID_LEN + 1],
                       struct arb_err *err);

enum store_outcome { STORE_ANSWERED, STORE_ABSTAINED, STORE_CLARIFIED, STORE_NOUTCOMES };
/* "answered", "abstained", "clarified". */
const char *store_outcome_name(enum store_outcome o);

struct store_question {
    enum store_outcome outcome;
    const char *question; /* as typed; kept (capped) only when not answered */
    const char *folded;   /* the grouping key of the question (its analysed words), or NULL */
    const char *game;     /* detected game id, or NULL */
    const char *lang;     /* or NULL */
    const char *entry;    /* the best entry found, or NULL */
    double score;         /* its confidence */
    int64_t ts_ms;        /* 0: now */
};

/* Records one question: a daily counter per game and outcome, and for a refusal or a
 * clarification the row itself. Queued (copied), never blocks; when the queue is full the
 * record is dropped and counted as a storage error. */
void store_question_add(struct store *s, const struct store_question *q);

/* Waits (at most STORE_WAIT_MS) until what was queued before the call is written or has
 * failed. Returns 0 or -ARB_ERR_STORAGE. */
int store_flush(struct store *s, struct arb_err *err);

/* Deletes what is older than the retention (the writer also does it every hour). Returns
 * the rows deleted, or -ARB_ERR_STORAGE. */
long store_purge(struct store *s, struct arb_err *err);

/* ---- The operator's view ---------------------------------------------------------------- */

/* {"days","from","to","questions":{"answered","abstained","clarified"},"per_day":[{"day",
 * "answered","abstained","clarified"}],"per_game":[{"game","answered","abstained",
 * "clarified"}],"feedback":{"right","wrong","unclear"},"feedback_per_entry":[{"entry",
 * "right","wrong","unclear"}],"top_refused":[{"folded","count","example","last"}]} over the
 * last days (1..366) UTC days, today included. Caller owns *out. -ARB_ERR_STORAGE. */
int store_stats(struct store *s, unsigned days, cJSON **out, struct arb_err *err);

/* A page of rows with ts >= since_ms, oldest first: {"items":[...],"next":cursor|null}.
 * cursor: NULL, or the "next" of the previous page. Feedback items: {"id","ts","question",
 * "entry","verdict","comment","context","lang"}; unanswered: {"ts","outcome","question",
 * "folded","game","lang","entry","score"} (ts as ISO 8601 UTC). limit 1..STORE_MAX_PAGE.
 * -ARB_ERR_BAD_REQUEST (field "cursor") for a malformed cursor, -ARB_ERR_STORAGE. */
int store_feedback_list(struct store *s, int64_t since_ms, const char *cursor, unsigned limit,
                        cJSON **out, struct arb_err *err);
int store_unanswered_list(struct store *s, int64_t since_ms, const char *cursor, unsigned limit,
                          cJSON **out, struct arb_err *err);

/* Every feedback then every unanswered question since since_ms as JSON Lines on out, each
 * item of the lists above with "type":"feedback"|"unanswered" first. Returns the lines
 * written, or -ARB_ERR_STORAGE / -ARB_ERR_IO. */
long store_export(struct store *s, int64_t since_ms, FILE *out, struct arb_err *err);

/* Unix time now, in ms. */
int64_t store_now_ms(void);

/* Parses "YYYY-MM-DD" or "YYYY-MM-DDTHH:MM:SSZ" (UTC) into Unix ms. 0 or
 * -ARB_ERR_BAD_REQUEST naming field. */
int store_parse_time(const char *s, const char *field, int64_t *out_ms, struct arb_err *err);

/* ---- Health and metrics ----------------------------------------------------------------- */

struct store_health {
    const char *backend; /* "sqlite" or "postgresql" */
    bool ok;             /* the last write (or open) succeeded, or nothing was tried yet */
    char error[320];     /* the last failure (an arb_err message), "" when ok */
};
void store_health(struct store *s, struct store_health *h);

/* Appends the Prometheus lines of the store to out: feedback by verdict, refusals recorded,
 * rows stored, storage errors, health. Out of memory is out's sticky oom. */
void store_metrics(struct store *s, struct arb_buf *out);

#endif

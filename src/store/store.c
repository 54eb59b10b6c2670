/* store.c — the store's life: the queue, the one writer thread and its group commits, the
 * reconnection after failures, the periodic purge, health and metrics.
 *
 * Invariant: a feedback call returns 0 only after the COMMIT of the transaction holding its
 * row returned success on the writer's connection (durable: WAL with synchronous=FULL, or a
 * PostgreSQL commit). Whatever fails is answered -ARB_ERR_STORAGE and logged; the writer
 * never exits before store_free. */
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <time.h>
#include <unistd.h>

#include "arb_buf.h"
#include "store_int.h"

enum {
    STORE_BATCH_MAX = 512,          /* items per transaction */
    STORE_BACKOFF_MIN_MS = 200,     /* first wait before reopening a failed database */
    STORE_BACKOFF_MAX_MS = 5000,    /* longest wait between two attempts */
    STORE_PURGE_EVERY_MS = 3600000, /* retention enforced every hour */
    STORE_LOG_EVERY_MS = 10000,     /* a lasting failure is logged again at most this often */
};

/* ITEM_PROBE: opens the database at start when it is already there (no one waits). */
enum store_kind { ITEM_FEEDBACK, ITEM_QUESTION, ITEM_FLUSH, ITEM_PROBE };

struct store_item {
    struct store_item *next;
    enum store_kind kind;
    int64_t ts_ms;
    enum store_verdict verdict;
    enum store_outcome outcome;
    double score;
    char id[STORE_ID_LEN + 1];
    char *question, *entry, *comment, *context, *lang, *folded, *game;
    /* a caller waits for feedback and flush items */
    bool done, abandoned;
    int rc;
    struct arb_err err;
};

static void store_item_free(struct store_item *it)
{
    if (!it)
        return;
    free(it->question);
    free(it->entry);
    free(it->comment);
    free(it->context);
    free(it->lang);
    free(it->folded);
    free(it->game);
    free(it);
}

/* strdup of at most max bytes, cut on a UTF-8 character boundary; NULL stays NULL. *oom is
 * set when the copy fails. */
static char *store_dup(const char *s, size_t max, bool *oom)
{
    if (!s)
        return NULL;
    size_t n = strnlen(s, max + 1);
    if (n > max) {
        n = max;
        while (n > 0 && ((unsigned char)s[n] & 0xC0) == 0x80)
            n--;
    }
    char *d = malloc(n + 1);
    if (!d) {
        *oom = true;
        return NULL;
    }
    memcpy(d, s, n);
    d[n] = '\0';
    return d;
}

static void store_deadline(struct timespec *ts, int64_t ms)
{
    *ts = arb_wall_deadline((uint64_t)ms * 1000000u);
}

static int64_t store_mono_ms(void)
{
    return (int64_t)(arb_now_ns() / 1000000u);
}

/* ---- Writing a batch ----------------------------------------------------------------- */

static struct store_val store_text(const char *s)
{
    return s ? (struct store_val){.type = STORE_TEXT, .s = s} : (struct store_val){0};
}

static struct store_val store_int(int64_t i)
{
    return (struct store_val){.type = STORE_INT, .i = i};
}

static int store_write_item(struct store *s, const struct store_item *it, struct arb_err *err)
{
    const struct store_ops *ops = s->ops;
    if (it->kind == ITEM_FEEDBACK) {
        struct store_val p[] = {
            store_text(it->id),
            store_int(it->ts_ms),
            store_text(it->question),
            store_text(it->entry),
            store_text(store_verdict_name(it->verdict)),
            store_text(it->comment),
            store_text(it->context),
            store_text(it->lang),
        };
        return ops->exec(s->wconn, store_sql_insert_feedback, p, 8, NULL, NULL, err);
    }
    if (it->kind != ITEM_QUESTION)
        return 0;
    char day[11];
    store_day(it->ts_ms, day);
    struct store_val c[] = {store_text(day), store_text(it->game ? it->game : ""),
                            store_text(store_outcome_name(it->outcome))};
    int rc = ops->exec(s->wconn, store_sql_count_question, c, 3, NULL, NULL, err);
    if (rc < 0 || it->outcome == STORE_ANSWERED)
        return rc;
    struct store_val p[] = {
        store_int(it->ts_ms),     store_text(store_outcome_name(it->outcome)),
        store_text(it->question), store_text(it->folded ? it->folded : ""),
        store_text(it->game),     store_text(it->lang),
        store_text(it->entry),    {.type = STORE_REAL, .r = it->score},
    };
    return ops->exec(s->wconn, store_sql_insert_unanswered, p, 8, NULL, NULL, err);
}

/* One transaction for the whole batch. 0, or the error (rolled back); *begun false when
 * even BEGIN failed (nothing of the batch reached the database). */
static int store_write_batch(struct store *s, struct store_item *batch, bool *begun,
                             struct arb_err *err)
{
    struct arb_err ignored;
    int rc = s->ops->exec(s->wconn, s->ops->begin, NULL, 0, NULL, NULL, err);
    *begun = rc == 0;
    for (struct store_item *it = batch; rc == 0 && it; it = it->next)
        rc = store_write_item(s, it, err);
    if (rc == 0)
        rc = s->ops->exec(s->wconn, "COMMIT", NULL, 0, NULL, NULL, err);
    if (rc < 0 && !s->ops->broken(s->wconn))
        s->ops->exec(s->wconn, "ROLLBACK", NULL, 0, NULL, NULL, &ignored);
    return rc;
}

/* ---- Health, log ------------------------------------------------------------------- */

/* Records the outcome of an operation. A failure is logged when it is new (the store was
 * fine, or the cause changed) and then at most every STORE_LOG_EVERY_MS while it lasts;
 * the recovery is logged once. */
static void store_set_health(struct store *s, bool ok, const char *error)
{
    bool log;
    int64_t now = store_mono_ms();
    pthread_mutex_lock(&s->health_lock);
    log = s->ok != ok ||
          (!ok && (strcmp(s->error, error) != 0 || now - s->logged_ms >= STORE_LOG_EVERY_MS));
    s->ok = ok;
    snprintf(s->error, sizeof s->error, "%s", ok ? "" : error);
    if (log)
        s->logged_ms = now;
    pthread_mutex_unlock(&s->health_lock);
    if (!ok)
        atomic_fetch_add_explicit(&s->errors, 1, memory_order_relaxed);
    if (log)
        store_log(s, ok ? "storage_ok" : "storage_error", ok ? NULL : error);
}

void store_health(struct store *s, struct store_health *h)
{
    h->backend = s->ops->name;
    pthread_mutex_lock(&s->health_lock);
    h->ok = s->ok;
    snprintf(h->error, sizeof h->error, "%s", s->error);
    pthread_mutex_unlock(&s->health_lock);
}

/* ---- The writer thread -------------------------------------------------------------- */

/* Opens the write connection when it is closed and the backoff allows. 0 or the error. */
static int store_writer_connect(struct store *s, struct arb_err *err)
{
    if (s->wconn)
        return 0;
    int64_t now = store_mono_ms();
    if (now < s->retry_at_ms) {
        pthread_mutex_lock(&s->health_lock);
        int rc = arb_err_set(err, ARB_ERR_STORAGE, NULL, "%s", s->error);
        pthread_mutex_unlock(&s->health_lock);
        return rc;
    }
    int rc = store_conn_open(s, &s->wconn, err);
    if (rc < 0) {
        s->backoff_ms = s->backoff_ms ? s->backoff_ms * 2 : STORE_BACKOFF_MIN_MS;
        if (s->backoff_ms > STORE_BACKOFF_MAX_MS)
            s->backoff_ms = STORE_BACKOFF_MAX_MS;
        s->retry_at_ms = now + s->backoff_ms;
        store_set_health(s, false, err->message);
        return rc;
    }
    s->backoff_ms = 0;
    s->next_purge_ms = 0; /* purge once after every (re)connection */
    return 0;
}

static void store_count_written(struct store *s, const struct store_item *batch)
{
    for (const struct store_item *it = batch; it; it = it->next) {
        if (it->kind == ITEM_FEEDBACK) {
            atomic_fetch_add_explicit(&s->feedback[it->verdict], 1, memory_order_relaxed);
            atomic_fetch_add_explicit(&s->rows, 1, memory_order_relaxed);
        } else if (it->kind == ITEM_QUESTION) {
            atomic_fetch_add_explicit(&s->questions[it->outcome], 1, memory_order_relaxed);
            atomic_fetch_add_explicit(&s->rows, it->outcome == STORE_ANSWERED ? 1 : 2,
                                      memory_order_relaxed);
        }
    }
}

/* Answers the waiters of batch with rc/err; question records of a failed batch go to the
 * deferred list (written once the database is back), within the queue's bound. */
static void store_finish(struct store *s, struct store_item *batch, int rc,
                         const struct arb_err *err)
{
    pthread_mutex_lock(&s->lock);
    while (batch) {
        struct store_item *it = batch;
        batch = it->next;
        it->next = NULL;
        if (it->kind == ITEM_PROBE) {
            store_item_free(it);
            continue;
        }
        if (it->kind == ITEM_QUESTION) {
            if (rc == 0 || s->deferred_len + s->queue_len >= STORE_QUEUE_MAX) {
                if (rc < 0)
                    atomic_fetch_add_explicit(&s->dropped, 1, memory_order_relaxed);
                store_item_free(it);
            } else {
                it->next = s->deferred;
                s->deferred = it;
                s->deferred_len++;
            }
            continue;
        }
        it->rc = rc;
        if (rc < 0)
            it->err = *err;
        it->done = true;
        if (it->abandoned)
            store_item_free(it);
    }
    pthread_cond_broadcast(&s->done_cond);
    pthread_mutex_unlock(&s->lock);
}

/* Takes up to STORE_BATCH_MAX queued items, oldest first, and the deferred ones when their
 * wait is over. Called with s->lock held. */
static struct store_item *store_take(struct store *s)
{
    struct store_item *batch = NULL, **tail = &batch;
    size_t n = 0;
    if (s->deferred && store_mono_ms() >= s->retry_at_ms) {
        batch = s->deferred;
        n = s->deferred_len;
        s->deferred = NULL;
        s->deferred_len = 0;
        while (*tail)
            tail = &(*tail)->next;
    }
    while (s->head && n < STORE_BATCH_MAX) {
        struct store_item *it = s->head;
        s->head = it->next;
        it->next = NULL;
        *tail = it;
        tail = &it->next;
        s->queue_len--;
        n++;
    }
    if (!s->head)
        s->tail = &s->head;
    return batch;
}

static void store_writer_purge(struct store *s)
{
    struct arb_err err;
    int64_t now = store_mono_ms();
    if (!s->wconn || now < s->next_purge_ms)
        return;
    s->next_purge_ms = now + STORE_PURGE_EVERY_MS;
    long n = store_purge_conn(s, s->wconn, &err);
    if (n < 0)
        store_set_health(s, false, err.message);
    else if (n > 0)
        store_log_count(s, "storage_purged", n);
}

static void store_writer_drop(struct store *s, int64_t retry_in_ms)
{
    s->ops->close(s->wconn);
    s->wconn = NULL;
    s->retry_at_ms = store_mono_ms() + retry_in_ms;
}

/* Writes batch and answers its waiters. A connection found dead at BEGIN (a PostgreSQL
 * restarted while we were idle) is replaced and the batch tried once more: nothing of it had
 * reached the database. */
static void store_writer_run(struct store *s, struct store_item *batch)
{
    struct arb_err err;
    bool begun = false;
    arb_err_clear(&err);
    int rc = store_writer_connect(s, &err);
    if (rc == 0)
        rc = store_write_batch(s, batch, &begun, &err);
    if (rc < 0 && s->wconn && !begun && s->ops->broken(s->wconn)) {
        store_writer_drop(s, 0);
        if ((rc = store_writer_connect(s, &err)) == 0)
            rc = store_write_batch(s, batch, &begun, &err);
    }
    if (rc < 0 && s->wconn && s->ops->broken(s->wconn))
        store_writer_drop(s, STORE_BACKOFF_MIN_MS);
    if (rc < 0) {
        store_set_health(s, false, err.message);
    } else {
        atomic_fetch_add_explicit(&s->commits, 1, memory_order_relaxed);
        store_count_written(s, batch);
        store_set_health(s, true, NULL);
    }
    store_finish(s, batch, rc, &err);
}

static void *store_writer(void *arg)
{
    struct store *s = arg;
    pthread_mutex_lock(&s->lock);
    for (;;) {
        while (!s->head && !s->stop && !(s->deferred && store_mono_ms() >= s->retry_at_ms) &&
               !(s->wconn && store_mono_ms() >= s->next_purge_ms)) {
            struct timespec until;
            int64_t wait = s->deferred ? s->retry_at_ms - store_mono_ms() : 1000;
            store_deadline(&until, wait > 0 && wait < 1000 ? wait : 1000);
            pthread_cond_timedwait(&s->work, &s->lock, &until);
        }
        if (s->stop && !s->head)
            break;
        struct store_item *batch = store_take(s);
        pthread_mutex_unlock(&s->lock);
        if (batch)
            store_writer_run(s, batch);
        store_writer_purge(s);
        pthread_mutex_lock(&s->lock);
    }
    pthread_mutex_unlock(&s->lock);
    return NULL;
}

/* ---- Queueing ---------------------------------------------------------------------- */

/* Queues it; false (it freed, dropped counted) when the queue is full or stopping. */
static bool store_push(struct store *s, struct store_item *it)
{
    pthread_mutex_lock(&s->lock);
    bool ok = !s->stop && s->queue_len < STORE_QUEUE_MAX;
    if (ok) {
        *s->tail = it;
        s->tail = &it->next;
        s->queue_len++;
        pthread_cond_signal(&s->work);
    }
    pthread_mutex_unlock(&s->lock);
    if (!ok) {
        atomic_fetch_add_explicit(&s->dropped, 1, memory_order_relaxed);
        store_item_free(it);
    }
    return ok;
}

/* Queues it and waits for its outcome (at most STORE_WAIT_MS). Frees it. */
static int store_push_wait(struct store *s, struct store_item *it, struct arb_err *err)
{
    struct timespec until;
    int rc = 0;
    if (!store_push(s, it))
        return arb_err_set(err, ARB_ERR_STORAGE, NULL,
                           "Le stockage est saturé ou s'arrête : réessaie plus tard.");
    store_deadline(&until, STORE_WAIT_MS);
    pthread_mutex_lock(&s->lock);
    while (!it->done && rc == 0)
        rc = pthread_cond_timedwait(&s->done_cond, &s->lock, &until);
    if (!it->done) {
        it->abandoned = true; /* the writer frees it */
        pthread_mutex_unlock(&s->lock);
        atomic_fetch_add_explicit(&s->errors, 1, memory_order_relaxed);
        return arb_err_set(err, ARB_ERR_STORAGE, NULL,
                           "Le stockage n'a pas confirmé l'écriture en %d ms.", STORE_WAIT_MS);
    }
    pthread_mutex_unlock(&s->lock);
    rc = it->rc;
    if (rc < 0 && err)
        *err = it->err;
    store_item_free(it);
    return rc;
}

static void store_new_id(char id[STORE_ID_LEN + 1])
{
    static const char hex[] = "0123456789abcdef";
    unsigned char raw[STORE_ID_LEN / 2];
    size_t got = 0;
    while (got < sizeof raw) {
        ssize_t n = getrandom(raw + got, sizeof raw - got, 0);
        if (n > 0)
            got += (size_t)n;
        else if (errno != EINTR)
            abort(); /* no randomness: ids could collide, refuse to go on */
    }
    for (size_t i = 0; i < sizeof raw; i++) {
        id[2 * i] = hex[raw[i] >> 4];
        id[2 * i + 1] = hex[raw[i] & 15];
    }
    id[STORE_ID_LEN] = '\0';
}

int store_feedback_add(struct store *s, const struct store_feedback *fb, char id[STORE_ID_LEN + 1],
                       struct arb_err *err)
{
    bool oom = false;
    struct store_item *it = calloc(1, sizeof *it);
    if (!it)
        return arb_err_nomem(err);
    it->kind = ITEM_FEEDBACK;
    it->ts_ms = fb->ts_ms ? fb->ts_ms : store_now_ms();
    it->verdict = fb->verdict;
    it->question = store_dup(fb->question ? fb->question : "", STORE_MAX_QUESTION, &oom);
    it->entry = store_dup(fb->entry, 256, &oom);
    it->comment = store_dup(fb->comment, 4 * STORE_MAX_COMMENT, &oom);
    it->context = store_dup(fb->context, 8192, &oom);
    it->lang = store_dup(fb->lang, 16, &oom);
    if (oom) {
        store_item_free(it);
        return arb_err_nomem(err);
    }
    store_new_id(it->id);
    memcpy(id, it->id, STORE_ID_LEN + 1);
    return store_push_wait(s, it, err);
}

void store_question_add(struct store *s, const struct store_question *q)
{
    bool oom = false;
    bool keep = q->outcome != STORE_ANSWERED;
    struct store_item *it = calloc(1, sizeof *it);
    if (!it) {
        atomic_fetch_add_explicit(&s->dropped, 1, memory_order_relaxed);
        return;
    }
    it->kind = ITEM_QUESTION;
    it->outcome = q->outcome;
    it->ts_ms = q->ts_ms ? q->ts_ms : store_now_ms();
    it->score = q->score;
    it->game = store_dup(q->game, 64, &oom);
    if (keep) {
        it->question = store_dup(q->question ? q->question : "", STORE_MAX_QUESTION, &oom);
        it->folded = store_dup(q->folded, STORE_MAX_QUESTION, &oom);
        it->lang = store_dup(q->lang, 16, &oom);
        it->entry = store_dup(q->entry, 256, &oom);
    }
    if (oom) {
        atomic_fetch_add_explicit(&s->dropped, 1, memory_order_relaxed);
        store_item_free(it);
        return;
    }
    store_push(s, it);
}

int store_flush(struct store *s, struct arb_err *err)
{
    struct store_item *it = calloc(1, sizeof *it);
    if (!it)
        return arb_err_nomem(err);
    it->kind = ITEM_FLUSH;
    return store_push_wait(s, it, err);
}

/* ---- Life ------------------------------------------------------------------------- */

int store_open(const struct store_config *cfg, struct store **out, struct arb_err *err)
{
    struct store *s = calloc(1, sizeof *s);
    if (!s)
        return arb_err_nomem(err);
    s->cfg = *cfg;
    if (!s->cfg.retention_days)
        s->cfg.retention_days = STORE_DEFAULT_RETENTION;
    s->ops = cfg->database_url && *cfg->database_url ? &store_pg_ops : &store_sqlite_ops;
    s->target = s->ops == &store_pg_ops ? cfg->database_url
                                        : (cfg->data_dir && *cfg->data_dir ? cfg->data_dir : "var");
    s->ok = true;
    s->tail = &s->head;
    pthread_mutex_init(&s->lock, NULL);
    pthread_mutex_init(&s->health_lock, NULL);
    pthread_mutex_init(&s->read_lock, NULL);
    pthread_cond_init(&s->work, NULL);
    pthread_cond_init(&s->done_cond, NULL);
    if (pthread_create(&s->writer, NULL, store_writer, s) != 0) {
        store_free_parts(s);
        return arb_err_set(err, ARB_ERR_INTERNAL, NULL,
                           "Impossible de lancer l'écrivain du stockage.");
    }
    /* an existing database is opened now, so /healthz and the log tell the truth from the
     * start; a new one is only created by the first write */
    struct store_item *probe = s->ops->exists(s->target) ? calloc(1, sizeof *probe) : NULL;
    if (probe) {
        probe->kind = ITEM_PROBE;
        store_push(s, probe);
    }
    *out = s;
    return 0;
}

void store_free_parts(struct store *s)
{
    pthread_cond_destroy(&s->done_cond);
    pthread_cond_destroy(&s->work);
    pthread_mutex_destroy(&s->read_lock);
    pthread_mutex_destroy(&s->health_lock);
    pthread_mutex_destroy(&s->lock);
    free(s);
}

void store_free(struct store *s)
{
    if (!s)
        return;
    pthread_mutex_lock(&s->lock);
    s->stop = true;
    pthread_cond_signal(&s->work);
    pthread_mutex_unlock(&s->lock);
    pthread_join(s->writer, NULL);
    for (struct store_item *l = s->head; l;) {
        struct store_item *n = l->next;
        store_item_free(l);
        l = n;
    }
    for (struct store_item *l = s->deferred; l;) {
        struct store_item *n = l->next;
        store_item_free(l);
        l = n;
    }
    if (s->wconn)
        s->ops->close(s->wconn);
    if (s->rconn)
        s->ops->close(s->rconn);
    store_free_parts(s);
}

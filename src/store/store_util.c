/* store_util.c — the small things of the store: settings, names of verdicts and outcomes,
 * times, the log line, the schema migration both backends share, metrics, and the SQL of the
 * writer (written once, in the dialect both engines accept). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "arb_buf.h"
#include "arb_json.h"
#include "store_int.h"

const char store_sql_insert_feedback[] =
    "INSERT INTO feedback (id, ts, question, entry, verdict, comment, context, lang) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";
const char store_sql_count_question[] =
    "INSERT INTO daily (day, game, outcome, n) VALUES ($1, $2, $3, 1) "
    "ON CONFLICT (day, game, outcome) DO UPDATE SET n = daily.n + 1";
const char store_sql_insert_unanswered[] =
    "INSERT INTO unanswered (ts, outcome, question, folded, game, lang, entry, score) "
    "VALUES ($1, $2, $3, $4, $5, $6, $7, $8)";

void store_config_default(struct store_config *cfg)
{
    *cfg = (struct store_config){.data_dir = "var",
                                 .database_url = NULL,
                                 .retention_days = STORE_DEFAULT_RETENTION,
                                 .log_fd = STDERR_FILENO};
}

int store_config_env(struct store_config *cfg, struct arb_err *err)
{
    const char *dir = getenv("ARBITRE_DATA_DIR");
    const char *url = getenv("ARBITRE_DATABASE_URL");
    const char *days = getenv("ARBITRE_RETENTION_DAYS");
    if (dir && *dir)
        cfg->data_dir = dir;
    if (url && *url)
        cfg->database_url = url;
    if (days && *days) {
        char *end;
        errno = 0;
        long v = (*days >= '0' && *days <= '9') ? strtol(days, &end, 10) : -1;
        if (v < 1 || v > 36500 || errno || *end)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, "ARBITRE_RETENTION_DAYS",
                               "ARBITRE_RETENTION_DAYS doit être un entier de 1 à 36500 (reçu "
                               "« %.40s »).",
                               days);
        cfg->retention_days = (unsigned)v;
    }
    return 0;
}

static const char *const store_verdicts[STORE_NVERDICTS] = {"right", "wrong", "unclear"};
static const char *const store_outcomes[STORE_NOUTCOMES] = {"answered", "abstained", "clarified"};

const char *store_verdict_name(enum store_verdict v)
{
    return (unsigned)v < STORE_NVERDICTS ? store_verdicts[v] : NULL;
}

int store_verdict_parse(const char *s)
{
    for (int i = 0; s && i < STORE_NVERDICTS; i++)
        if (strcmp(s, store_verdicts[i]) == 0)
            return i;
    return -1;
}

const char *store_outcome_name(enum store_outcome o)
{
    return (unsigned)o < STORE_NOUTCOMES ? store_outcomes[o] : NULL;
}

int64_t store_now_ms(void)
{
    return (int64_t)(arb_wall_ns() / 1000000u);
}

void store_day(int64_t ms, char out[11])
{
    time_t t = (time_t)(ms / 1000);
    struct tm tm;
    gmtime_r(&t, &tm);
    strftime(out, 11, "%Y-%m-%d", &tm);
}

void store_iso(int64_t ms, char out[32])
{
    time_t t = (time_t)(ms / 1000);
    struct tm tm;
    char base[24];
    gmtime_r(&t, &tm);
    strftime(base, sizeof base, "%Y-%m-%dT%H:%M:%S", &tm);
    snprintf(out, 32, "%s.%03dZ", base, (int)(ms % 1000));
}

/* Days from 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
static int64_t store_days_from_civil(int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

/* Reads exactly n digits at s into *v. */
static bool store_digits(const char *s, size_t n, unsigned *v)
{
    *v = 0;
    for (size_t i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9')
            return false;
        *v = *v * 10 + (unsigned)(s[i] - '0');
    }
    return true;
}

int store_parse_time(const char *s, const char *field, int64_t *out_ms, struct arb_err *err)
{
    unsigned y, mo, d, h = 0, mi = 0, sec = 0;
    static const unsigned mdays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    size_t len = s ? strlen(s) : 0;
    bool ok = (len == 10 ||
               (len == 20 && s[10] == 'T' && s[13] == ':' && s[16] == ':' && s[19] == 'Z')) &&
              s[4] == '-' && s[7] == '-' && store_digits(s, 4, &y) && store_digits(s + 5, 2, &mo) &&
              store_digits(s + 8, 2, &d);
    if (ok && len == 20)
        ok = store_digits(s + 11, 2, &h) && store_digits(s + 14, 2, &mi) &&
             store_digits(s + 17, 2, &sec) && h < 24 && mi < 60 && sec < 60;
    ok = ok && y >= 1970 && mo >= 1 && mo <= 12 && d >= 1 && d <= mdays[mo - 1] &&
         !(mo == 2 && d == 29 && (y % 4 || (y % 100 == 0 && y % 400)));
    if (!ok)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                           "%s doit être une date UTC AAAA-MM-JJ ou AAAA-MM-JJTHH:MM:SSZ (reçu "
                           "« %.40s »).",
                           field, s ? s : "");
    *out_ms = ((store_days_from_civil(y, mo, d) * 86400) + h * 3600 + mi * 60 + sec) * 1000;
    return 0;
}

int store_fail(struct arb_err *err, const char *backend, const char *what)
{
    char msg[256];
    size_t n = strlen(what);
    while (n > 0 && (what[n - 1] == '\n' || what[n - 1] == ' '))
        n--; /* libpq ends its messages with a newline */
    snprintf(msg, sizeof msg, "%.*s", (int)n, what);
    for (char *p = msg; *p; p++)
        if (*p == '\n' || *p == '\t')
            *p = ' ';
    return arb_err_set(err, ARB_ERR_STORAGE, NULL, "Stockage %s indisponible : %s.", backend, msg);
}

static void store_log_line(struct store *s, const char *event, const char *message, long n)
{
    char ts[32];
    if (s->cfg.log_fd < 0)
        return;
    cJSON *o = cJSON_CreateObject();
    store_iso(store_now_ms(), ts);
    cJSON_AddStringToObject(o, "ts", ts);
    cJSON_AddStringToObject(o, "event", event);
    cJSON_AddStringToObject(o, "backend", s->ops->name);
    if (message)
        cJSON_AddStringToObject(o, "message", message);
    else
        cJSON_AddNumberToObject(o, "rows", (double)n);
    char *text = arb_json_print(o);
    cJSON_Delete(o);
    if (!text)
        return;
    size_t len = strlen(text);
    char *line = malloc(len + 2);
    if (line) {
        memcpy(line, text, len);
        line[len] = '\n';
        /* one write(2): lines of several threads never interleave */
        ssize_t w = write(s->cfg.log_fd, line, len + 1);
        (void)w;
        free(line);
    }
    cJSON_free(text);
}

void store_log(struct store *s, const char *event, const char *message)
{
    store_log_line(s, event, message ? message : "", 0);
}

void store_log_count(struct store *s, const char *event, long n)
{
    store_log_line(s, event, NULL, n);
}

static int store_version_row(void *cls, const struct store_val *cols, size_t n)
{
    int64_t *v = cls;
    if (n == 1 && cols[0].type == STORE_INT)
        *v = cols[0].i;
    return 0;
}

int store_migrate(const struct store_ops *ops, struct store_conn *c, struct arb_err *err)
{
    struct arb_err ignored;
    int64_t version = 0;
    int rc = ops->exec(c, ops->begin, NULL, 0, NULL, NULL, err);
    if (rc < 0)
        return rc;
    if (ops->lock)
        rc = ops->exec(c, ops->lock, NULL, 0, NULL, NULL, err);
    if (rc == 0)
        rc = ops->exec_script(
            c, "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)", err);
    if (rc == 0)
        rc = ops->exec(c, "SELECT CAST(COALESCE(MAX(version), 0) AS BIGINT) FROM schema_version",
                       NULL, 0, store_version_row, &version, err);
    for (int64_t v = version; rc == 0 && v < (int64_t)ops->nmigrations; v++) {
        struct store_val p = {.type = STORE_INT, .i = v + 1};
        rc = ops->exec_script(c, ops->migrations[v], err);
        if (rc == 0)
            rc = ops->exec(c, "INSERT INTO schema_version (version) VALUES ($1)", &p, 1, NULL, NULL,
                           err);
    }
    if (rc == 0)
        return ops->exec(c, "COMMIT", NULL, 0, NULL, NULL, err);
    if (!ops->broken(c))
        ops->exec(c, "ROLLBACK", NULL, 0, NULL, NULL, &ignored);
    return rc;
}

int store_conn_open(struct store *s, struct store_conn **out, struct arb_err *err)
{
    int rc = s->ops->connect(s->target, out, err);
    if (rc == 0 && (rc = store_migrate(s->ops, *out, err)) < 0) {
        s->ops->close(*out);
        *out = NULL;
    }
    return rc;
}

void store_metrics(struct store *s, struct arb_buf *out)
{
    struct store_health h;
    arb_buf_printf(out, "# HELP arbitre_feedback_total Feedback stored, by verdict.\n"
                        "# TYPE arbitre_feedback_total counter\n");
    for (int v = 0; v < STORE_NVERDICTS; v++)
        arb_buf_printf(out, "arbitre_feedback_total{verdict=\"%s\"} %lu\n", store_verdicts[v],
                       atomic_load(&s->feedback[v]));
    arb_buf_printf(out, "# HELP arbitre_questions_recorded_total Questions recorded, by "
                        "outcome (abstained: refusals).\n"
                        "# TYPE arbitre_questions_recorded_total counter\n");
    for (int o = 0; o < STORE_NOUTCOMES; o++)
        arb_buf_printf(out, "arbitre_questions_recorded_total{outcome=\"%s\"} %lu\n",
                       store_outcomes[o], atomic_load(&s->questions[o]));
    store_health(s, &h);
    arb_buf_printf(out,
                   "# HELP arbitre_store_rows_written_total Rows written (feedback, question "
                   "records, daily counters).\n"
                   "# TYPE arbitre_store_rows_written_total counter\n"
                   "arbitre_store_rows_written_total %lu\n"
                   "# HELP arbitre_store_errors_total Storage failures (open, write, "
                   "timeout).\n"
                   "# TYPE arbitre_store_errors_total counter\n"
                   "arbitre_store_errors_total %lu\n"
                   "# HELP arbitre_store_dropped_total Question records dropped (queue full "
                   "while the database was away).\n"
                   "# TYPE arbitre_store_dropped_total counter\n"
                   "arbitre_store_dropped_total %lu\n"
                   "# HELP arbitre_store_commits_total Transactions committed by the "
                   "writer (rows per commit: group commit at work).\n"
                   "# TYPE arbitre_store_commits_total counter\n"
                   "arbitre_store_commits_total %lu\n"
                   "# HELP arbitre_store_up 1 when the last storage operation succeeded.\n"
                   "# TYPE arbitre_store_up gauge\n"
                   "arbitre_store_up{backend=\"%s\"} %d\n",
                   atomic_load(&s->rows), atomic_load(&s->errors), atomic_load(&s->dropped),
                   atomic_load(&s->commits), h.backend, h.ok ? 1 : 0);
}

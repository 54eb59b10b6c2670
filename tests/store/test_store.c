/* test_store.c — the store on a real database: SQLite in a fresh folder, or the PostgreSQL
 * named by ARBITRE_DATABASE_URL (with_pg.sh starts one): ctest runs this same binary on both.
 * Figures are checked as differences from before each test, so the tests also hold on a
 * database that already has rows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <pthread.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

#include "store.h"

static char dir[64];
static struct store_config cfg;
static struct store *st;

static int setup(void **state)
{
    struct arb_err err;
    (void)state;
    store_config_default(&cfg);
    if (store_config_env(&cfg, &err) < 0)
        return -1;
    snprintf(dir, sizeof dir, "/tmp/arbitre-store-XXXXXX");
    if (!mkdtemp(dir))
        return -1;
    /* a folder that does not exist yet: created on the first write */
    static char data[96];
    snprintf(data, sizeof data, "%s/var/db", dir);
    cfg.data_dir = data;
    cfg.log_fd = -1;
    return store_open(&cfg, &st, &err);
}

static int teardown(void **state)
{
    char cmd[128];
    (void)state;
    store_free(st);
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    return system(cmd) == 0 ? 0 : -1;
}

static cJSON *stats(void)
{
    cJSON *o = NULL;
    struct arb_err err;
    if (store_stats(st, 7, &o, &err) < 0)
        fail_msg("store_stats: %s", err.message);
    return o;
}

static double num(const cJSON *o, const char *a, const char *b)
{
    const cJSON *x = cJSON_GetObjectItemCaseSensitive(o, a);
    if (b)
        x = cJSON_GetObjectItemCaseSensitive(x, b);
    return cJSON_IsNumber(x) ? x->valuedouble : 0;
}

/* The member key of the element of array arr whose "match" member is value (NULL: null). */
static double num_in(const cJSON *o, const char *arr, const char *match, const char *value,
                     const char *key)
{
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(o, arr))
    {
        const cJSON *m = cJSON_GetObjectItemCaseSensitive(it, match);
        if (value ? cJSON_IsString(m) && strcmp(m->valuestring, value) == 0 : cJSON_IsNull(m))
            return num(it, key, NULL);
    }
    return 0;
}

static void add_feedback(const char *question, const char *entry, enum store_verdict v, int64_t ts,
                         char id[STORE_ID_LEN + 1])
{
    struct arb_err err;
    struct store_feedback fb = {.question = question,
                                .entry = entry,
                                .verdict = v,
                                .comment = "le livret dit autre chose",
                                .context = "{\"game\":\"awale\"}",
                                .lang = "fr",
                                .ts_ms = ts};
    if (store_feedback_add(st, &fb, id, &err) < 0)
        fail_msg("store_feedback_add: %s", err.message);
}

static void test_a_feedback_is_stored_with_every_field_and_counted(void **state)
{
    char id[STORE_ID_LEN + 1], marker[64];
    struct arb_err err;
    cJSON *before = stats(), *page = NULL;
    int64_t t0 = store_now_ms();
    (void)state;
    snprintf(marker, sizeof marker, "peut-on semer en arrière ? %lld", (long long)t0);
    add_feedback(marker, "awale.sens", STORE_WRONG, 0, id);
    assert_int_equal(strlen(id), STORE_ID_LEN);
    assert_int_equal(strspn(id, "0123456789abcdef"), STORE_ID_LEN);
    cJSON *after = stats();
    assert_true(num(after, "feedback", "wrong") == num(before, "feedback", "wrong") + 1);
    assert_true(num_in(after, "feedback_per_entry", "entry", "awale.sens", "wrong") ==
                num_in(before, "feedback_per_entry", "entry", "awale.sens", "wrong") + 1);
    assert_int_equal(store_feedback_list(st, t0, NULL, STORE_MAX_PAGE, &page, &err), 0);
    const cJSON *it, *found = NULL;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(page, "items"))
    {
        if (strcmp(cJSON_GetObjectItemCaseSensitive(it, "id")->valuestring, id) == 0)
            found = it;
    }
    assert_non_null(found);
    char *text = cJSON_PrintUnformatted(found);
    char want[512];
    snprintf(want, sizeof want,
             "{\"id\":\"%s\",\"ts\":\"%s\",\"question\":\"%s\",\"entry\":\"awale.sens\","
             "\"verdict\":\"wrong\",\"comment\":\"le livret dit autre chose\",\"context\":"
             "{\"game\":\"awale\"},\"lang\":\"fr\"}",
             id, cJSON_GetObjectItemCaseSensitive(found, "ts")->valuestring, marker);
    assert_string_equal(text, want);
    cJSON_free(text);
    cJSON_Delete(page);
    cJSON_Delete(before);
    cJSON_Delete(after);
}

static void test_questions_are_counted_per_day_and_game_and_refusals_kept(void **state)
{
    struct arb_err err;
    char folded[64], day[16];
    cJSON *before = stats(), *page = NULL;
    int64_t t0 = store_now_ms();
    (void)state;
    snprintf(folded, sizeof folded, "heur %lld", (long long)t0);
    struct store_question answered = {.outcome = STORE_ANSWERED,
                                      .question = "secret",
                                      .game = "kalah",
                                      .lang = "fr",
                                      .entry = "kalah.fin",
                                      .score = 0.9};
    struct store_question refused = {.outcome = STORE_ABSTAINED,
                                     .question = "Quelle heure ?",
                                     .folded = folded,
                                     .lang = "fr",
                                     .score = 0};
    struct store_question refused2 = refused;
    refused2.question = "quelle HEURE";
    struct store_question clarified = {.outcome = STORE_CLARIFIED,
                                       .question = "à combien ?",
                                       .folded = "combien",
                                       .lang = "fr",
                                       .entry = "qawale.joueurs",
                                       .score = 0.8};
    store_question_add(st, &answered);
    store_question_add(st, &answered);
    store_question_add(st, &refused);
    store_question_add(st, &refused2);
    store_question_add(st, &clarified);
    assert_int_equal(store_flush(st, &err), 0);
    cJSON *after = stats();
    assert_true(num(after, "questions", "answered") == num(before, "questions", "answered") + 2);
    assert_true(num(after, "questions", "abstained") == num(before, "questions", "abstained") + 2);
    assert_true(num(after, "questions", "clarified") == num(before, "questions", "clarified") + 1);
    assert_true(num_in(after, "per_game", "game", "kalah", "answered") ==
                num_in(before, "per_game", "game", "kalah", "answered") + 2);
    assert_true(num_in(after, "per_game", "game", NULL, "abstained") ==
                num_in(before, "per_game", "game", NULL, "abstained") + 2);
    snprintf(day, sizeof day, "%s", cJSON_GetObjectItemCaseSensitive(after, "to")->valuestring);
    assert_true(num_in(after, "per_day", "day", day, "clarified") ==
                num_in(before, "per_day", "day", day, "clarified") + 1);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(after, "per_day")), 7);
    /* the two refusals are one group of its folded text, with a typed example */
    assert_true(num_in(after, "top_refused", "folded", folded, "count") == 2);
    /* the unanswered list has both refusals and the clarification, not the answered ones */
    assert_int_equal(store_unanswered_list(st, t0, NULL, STORE_MAX_PAGE, &page, &err), 0);
    int refusals = 0, clarifies = 0, secrets = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(page, "items"))
    {
        const char *q = cJSON_GetObjectItemCaseSensitive(it, "question")->valuestring;
        const char *o = cJSON_GetObjectItemCaseSensitive(it, "outcome")->valuestring;
        refusals += strcmp(o, "abstained") == 0 &&
                    (strcmp(q, "Quelle heure ?") == 0 || strcmp(q, "quelle HEURE") == 0);
        clarifies += strcmp(o, "clarified") == 0 && strcmp(q, "à combien ?") == 0 &&
                     strcmp(cJSON_GetObjectItemCaseSensitive(it, "entry")->valuestring,
                            "qawale.joueurs") == 0;
        secrets += strcmp(q, "secret") == 0;
    }
    assert_int_equal(refusals, 2);
    assert_int_equal(clarifies, 1);
    assert_int_equal(secrets, 0);
    cJSON_Delete(page);
    cJSON_Delete(before);
    cJSON_Delete(after);
}

static void test_pages_follow_the_cursor_without_repeating_a_row(void **state)
{
    struct arb_err err;
    char id[7][STORE_ID_LEN + 1], q[64];
    int64_t t0 = store_now_ms() + 1000 * 3600; /* an hour ahead: only these rows */
    (void)state;
    for (int i = 0; i < 7; i++) {
        snprintf(q, sizeof q, "page %d", i);
        add_feedback(q, NULL, STORE_RIGHT, t0 + i, id[i]);
    }
    char cursor[32] = "";
    int seen = 0, pages = 0;
    for (;;) {
        cJSON *page = NULL;
        assert_int_equal(store_feedback_list(st, t0, *cursor ? cursor : NULL, 3, &page, &err), 0);
        const cJSON *it;
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(page, "items"))
        {
            assert_string_equal(cJSON_GetObjectItemCaseSensitive(it, "id")->valuestring, id[seen]);
            assert_true(cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(it, "entry")));
            seen++;
        }
        pages++;
        const cJSON *next = cJSON_GetObjectItemCaseSensitive(page, "next");
        if (cJSON_IsNull(next)) {
            cJSON_Delete(page);
            break;
        }
        snprintf(cursor, sizeof cursor, "%s", next->valuestring);
        cJSON_Delete(page);
        assert_true(pages < 5);
    }
    assert_int_equal(seen, 7);
    assert_int_equal(pages, 3);
    cJSON *page = NULL;
    assert_int_equal(store_feedback_list(st, t0, "12ab", 3, &page, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "cursor");
}

static void test_the_purge_deletes_what_is_older_than_the_retention(void **state)
{
    struct arb_err err;
    char old[STORE_ID_LEN + 1], fresh[STORE_ID_LEN + 1];
    int64_t now = store_now_ms();
    int64_t long_ago = now - (int64_t)(STORE_DEFAULT_RETENTION + 1) * 86400000;
    cJSON *page = NULL;
    (void)state;
    add_feedback("vieille question", NULL, STORE_UNCLEAR, long_ago, old);
    add_feedback("question récente", NULL, STORE_UNCLEAR, now - 86400000, fresh);
    struct store_question q = {.outcome = STORE_ABSTAINED,
                               .question = "très vieux refus",
                               .folded = "vieux refus",
                               .ts_ms = long_ago};
    store_question_add(st, &q);
    assert_int_equal(store_flush(st, &err), 0);
    long n = store_purge(st, &err);
    assert_true(n >= 3); /* the feedback, the refusal and its daily counter */
    assert_int_equal(store_feedback_list(st, long_ago - 1, NULL, STORE_MAX_PAGE, &page, &err), 0);
    bool has_old = false, has_fresh = false;
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(page, "items"))
    {
        const char *id = cJSON_GetObjectItemCaseSensitive(it, "id")->valuestring;
        has_old |= strcmp(id, old) == 0;
        has_fresh |= strcmp(id, fresh) == 0;
    }
    assert_false(has_old);
    assert_true(has_fresh);
    cJSON_Delete(page);
}

static void test_the_writer_purges_by_itself_once_connected(void **state)
{
    struct arb_err err;
    struct store *other;
    struct store_config c = cfg;
    char id[STORE_ID_LEN + 1];
    int64_t old = store_now_ms() - 40LL * 86400000;
    (void)state;
    add_feedback("quarante jours", NULL, STORE_RIGHT, old, id);
    /* a store keeping 30 days: opening it (an existing database) purges, no call needed */
    c.retention_days = 30;
    assert_int_equal(store_open(&c, &other, &err), 0);
    bool gone = false;
    for (int i = 0; i < 100 && !gone; i++) {
        cJSON *page = NULL;
        assert_int_equal(store_feedback_list(other, old, NULL, STORE_MAX_PAGE, &page, &err), 0);
        char *text = cJSON_PrintUnformatted(page);
        gone = !strstr(text, id);
        cJSON_free(text);
        cJSON_Delete(page);
        if (!gone)
            nanosleep(&(struct timespec){0, 20000000}, NULL);
    }
    assert_true(gone);
    store_free(other);
}

static void test_a_second_store_on_the_same_database_sees_the_rows(void **state)
{
    struct arb_err err;
    struct store *other;
    char id[STORE_ID_LEN + 1];
    int64_t t0 = store_now_ms() + 2 * 3600 * 1000;
    cJSON *page = NULL;
    (void)state;
    add_feedback("vu par l'autre", "kalah.fin", STORE_RIGHT, t0, id);
    /* opening again migrates nothing twice and reads what the first wrote */
    assert_int_equal(store_open(&cfg, &other, &err), 0);
    assert_int_equal(store_feedback_list(other, t0, NULL, 10, &page, &err), 0);
    const cJSON *items = cJSON_GetObjectItemCaseSensitive(page, "items");
    assert_int_equal(cJSON_GetArraySize(items), 1);
    assert_string_equal(
        cJSON_GetObjectItemCaseSensitive(cJSON_GetArrayItem(items, 0), "id")->valuestring, id);
    cJSON_Delete(page);
    store_free(other);
}

static void test_the_export_writes_one_json_line_per_row(void **state)
{
    struct arb_err err;
    char id[STORE_ID_LEN + 1], line[2048];
    int64_t t0 = store_now_ms() + 3 * 3600 * 1000;
    (void)state;
    add_feedback("à exporter", "awale.famine", STORE_WRONG, t0, id);
    struct store_question q = {.outcome = STORE_ABSTAINED,
                               .question = "refus à exporter",
                               .folded = "refus export",
                               .game = "awale",
                               .ts_ms = t0};
    store_question_add(st, &q);
    assert_int_equal(store_flush(st, &err), 0);
    FILE *f = tmpfile();
    assert_non_null(f);
    assert_int_equal(store_export(st, t0, f, &err), 2);
    rewind(f);
    assert_non_null(fgets(line, sizeof line, f));
    assert_true(strncmp(line, "{\"type\":\"feedback\",\"id\":\"", 25) == 0);
    assert_non_null(strstr(line, "\"question\":\"à exporter\""));
    assert_non_null(fgets(line, sizeof line, f));
    assert_true(strncmp(line, "{\"type\":\"unanswered\",", 21) == 0);
    assert_non_null(strstr(line, "\"question\":\"refus à exporter\",\"folded\":\"refus export\","
                                 "\"game\":\"awale\""));
    assert_null(fgets(line, sizeof line, f));
    fclose(f);
}

static void test_an_unusable_database_fails_with_storage_unavailable(void **state)
{
    struct arb_err err;
    struct store *bad;
    struct store_config c = cfg;
    struct store_health h;
    char id[STORE_ID_LEN + 1], file[96], sub[128];
    (void)state;
    /* SQLite: a folder that cannot be made (a file is in the way); PostgreSQL: no server */
    snprintf(file, sizeof file, "%s/a-file", dir);
    FILE *f = fopen(file, "w");
    assert_non_null(f);
    fclose(f);
    snprintf(sub, sizeof sub, "%s/var", file);
    c.data_dir = sub;
    if (c.database_url)
        c.database_url = "postgresql://arbitre@/postgres?host=/nonexistent&connect_timeout=2";
    assert_int_equal(store_open(&c, &bad, &err), 0);
    store_health(bad, &h);
    if (!c.database_url)
        assert_true(h.ok); /* nothing tried yet: no database there, none created */
    struct store_feedback fb = {.question = "q", .verdict = STORE_RIGHT};
    assert_int_equal(store_feedback_add(bad, &fb, id, &err), -ARB_ERR_STORAGE);
    assert_non_null(strstr(err.message, c.database_url ? "postgresql" : "a-file/var"));
    store_health(bad, &h);
    assert_false(h.ok);
    assert_string_equal(h.error, err.message);
    /* a question record is queued, never blocks */
    struct store_question q = {.outcome = STORE_ABSTAINED, .question = "q"};
    store_question_add(bad, &q);
    struct arb_buf text = {0};
    store_metrics(bad, &text);
    assert_false(text.oom);
    assert_non_null(strstr(text.data, c.database_url ? "arbitre_store_up{backend=\"postgresql\"} 0"
                                                     : "arbitre_store_up{backend=\"sqlite\"} 0"));
    arb_buf_release(&text);
    store_free(bad);
}

enum { WRITERS = 8, EACH = 100 };
static int64_t concurrent_ts;

static void *writer(void *arg)
{
    long me = (long)arg;
    struct arb_err err;
    for (int i = 0; i < EACH; i++) {
        char q[64], id[STORE_ID_LEN + 1];
        snprintf(q, sizeof q, "concurrent %ld %d", me, i);
        struct store_feedback fb = {.question = q, .verdict = STORE_RIGHT, .ts_ms = concurrent_ts};
        if (store_feedback_add(st, &fb, id, &err) < 0)
            return (void *)1;
        struct store_question r = {
            .outcome = STORE_CLARIFIED, .question = q, .ts_ms = concurrent_ts};
        store_question_add(st, &r);
    }
    return NULL;
}

static unsigned long metric(const char *name)
{
    struct arb_buf text = {0};
    char *at;
    unsigned long v = 0;
    store_metrics(st, &text);
    assert_false(text.oom);
    if ((at = strstr(text.data, name)) && (at = strchr(at, ' ')))
        v = strtoul(at + 1, NULL, 10);
    arb_buf_release(&text);
    return v;
}

static void test_concurrent_writers_share_commits_and_lose_nothing(void **state)
{
    pthread_t th[WRITERS];
    struct arb_err err;
    (void)state;
    concurrent_ts = store_now_ms() + 4 * 3600 * 1000; /* these rows only */
    unsigned long commits = metric("\narbitre_store_commits_total");
    for (long i = 0; i < WRITERS; i++)
        assert_int_equal(pthread_create(&th[i], NULL, writer, (void *)i), 0);
    for (int i = 0; i < WRITERS; i++) {
        void *rc;
        pthread_join(th[i], &rc);
        assert_null(rc);
    }
    assert_int_equal(store_flush(st, &err), 0);
    /* 800 feedback and 800 records took fewer commits than rows: they were grouped */
    assert_true(metric("\narbitre_store_commits_total") - commits < WRITERS * EACH);
    for (int table = 0; table < 2; table++) {
        char cursor[32] = "";
        int rows = 0;
        for (;;) {
            cJSON *page = NULL;
            const char *c = *cursor ? cursor : NULL;
            int rc = table
                         ? store_unanswered_list(st, concurrent_ts, c, STORE_MAX_PAGE, &page, &err)
                         : store_feedback_list(st, concurrent_ts, c, STORE_MAX_PAGE, &page, &err);
            assert_int_equal(rc, 0);
            rows += cJSON_GetArraySize(cJSON_GetObjectItemCaseSensitive(page, "items"));
            const cJSON *next = cJSON_GetObjectItemCaseSensitive(page, "next");
            bool more = cJSON_IsString(next);
            if (more)
                snprintf(cursor, sizeof cursor, "%s", next->valuestring);
            cJSON_Delete(page);
            if (!more)
                break;
        }
        assert_int_equal(rows, WRITERS * EACH);
    }
}

static void test_times_are_read_strictly(void **state)
{
    struct arb_err err;
    int64_t ms;
    (void)state;
    assert_int_equal(store_parse_time("2026-12-01", "since", &ms, &err), 0);
    assert_true(ms == 1796083200000LL);
    assert_int_equal(store_parse_time("2024-02-29T23:59:59Z", "since", &ms, &err), 0);
    assert_true(ms == 1709251199000LL);
    static const char *const bad[] = {
        "2026-13-01",           "2025-02-29",          "2026-12-1", "yesterday",
        "2026-12-01T25:00:00Z", "2026-12-01T10:00:00", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        assert_int_equal(store_parse_time(bad[i], "since", &ms, &err), -ARB_ERR_BAD_REQUEST);
        assert_string_equal(err.field, "since");
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_feedback_is_stored_with_every_field_and_counted),
        cmocka_unit_test(test_questions_are_counted_per_day_and_game_and_refusals_kept),
        cmocka_unit_test(test_pages_follow_the_cursor_without_repeating_a_row),
        cmocka_unit_test(test_the_purge_deletes_what_is_older_than_the_retention),
        cmocka_unit_test(test_the_writer_purges_by_itself_once_connected),
        cmocka_unit_test(test_a_second_store_on_the_same_database_sees_the_rows),
        cmocka_unit_test(test_the_export_writes_one_json_line_per_row),
        cmocka_unit_test(test_an_unusable_database_fails_with_storage_unavailable),
        cmocka_unit_test(test_concurrent_writers_share_commits_and_lose_nothing),
        cmocka_unit_test(test_times_are_read_strictly),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}

/* kb_search.c — per-thread search over the index: a private read-only SQLite connection on
 * the kb's serialized image, the "arbitre" tokenizer registered on it, and one prepared
 * statement per (index, language) made on first use. User text never reaches MATCH as
 * is: its words are cut by kb_next_word (or, for our index, kept only when the analyzer
 * keeps them), each is quoted, and they are joined with OR or AND. */
#include <stdlib.h>
#include <string.h>

#include "arb_buf.h"
#include "kb_int.h"

struct kb_searcher {
    const struct kb *kb;
    sqlite3 *db;
    sqlite3_stmt *st[2][2]; /* [index][lang] */
    struct kb_analyzer *a;
};

static const char *const search_sql[2][2] = {
    [KB_INDEX_ARBITRE] =
        {
            [KB_FR] = "SELECT rowid, bm25(fts_fr, 0, 4, 2, 1), kb_cols(fts_fr) FROM fts_fr"
                      " WHERE fts_fr MATCH ?1 AND (?2 IS NULL OR game = ?2)"
                      " ORDER BY 2 LIMIT ?3",
            [KB_EN] = "SELECT rowid, bm25(fts_en, 0, 4, 2, 1), kb_cols(fts_en) FROM fts_en"
                      " WHERE fts_en MATCH ?1 AND (?2 IS NULL OR game = ?2)"
                      " ORDER BY 2 LIMIT ?3",
        },
    [KB_INDEX_BASELINE] =
        {
            [KB_FR] = "SELECT rowid, bm25(base_fr), kb_cols(base_fr) FROM base_fr"
                      " WHERE base_fr MATCH ?1 AND (?2 IS NULL OR game = ?2)"
                      " ORDER BY 2 LIMIT ?3",
            [KB_EN] = "SELECT rowid, bm25(base_en), kb_cols(base_en) FROM base_en"
                      " WHERE base_en MATCH ?1 AND (?2 IS NULL OR game = ?2)"
                      " ORDER BY 2 LIMIT ?3",
        },
};

int kb_searcher_new(const struct kb *kb, struct kb_searcher **out, struct arb_err *err)
{
    struct kb_searcher *s = calloc(1, sizeof *s);
    int rc;
    if (!s)
        return arb_err_nomem(err);
    s->kb = kb;
    if ((rc = kb_analyzer_new(kb, &s->a, err)) || (rc = kb_index_ensure(kb, err)))
        goto out_free;
    if (sqlite3_open_v2(":memory:", &s->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, NULL) !=
            SQLITE_OK ||
        sqlite3_deserialize(s->db, "main", kb->db_image, kb->db_size, kb->db_size,
                            SQLITE_DESERIALIZE_READONLY) != SQLITE_OK ||
        kb_index_register(s->db, kb) != SQLITE_OK) {
        rc = arb_err_set(err, ARB_ERR_INTERNAL, NULL, "index SQLite : %s",
                         s->db ? sqlite3_errmsg(s->db) : "ouverture impossible");
        goto out_free;
    }
    *out = s;
    return 0;
out_free:
    kb_searcher_free(s);
    return rc;
}

void kb_searcher_free(struct kb_searcher *s)
{
    if (!s)
        return;
    for (int i = 0; i < 2; i++)
        for (int l = 0; l < 2; l++)
            sqlite3_finalize(s->st[i][l]);
    sqlite3_close(s->db);
    kb_analyzer_free(s->a);
    free(s);
}

struct kb_analyzer *kb_searcher_analyzer(struct kb_searcher *s)
{
    return s->a;
}

/* The MATCH expression being written: words quoted and joined. */
struct expr {
    const char *text;
    struct arb_buf out;
    const char *join;
    size_t last_start; /* the word last added (colocated tokens share it) */
};

static void add_word(struct expr *x, size_t start, size_t end)
{
    if (x->out.len && start == x->last_start)
        return;
    if (x->out.len)
        arb_buf_append(&x->out, x->join, strlen(x->join));
    arb_buf_append(&x->out, "\"", 1);
    for (size_t i = start; i < end; i++) { /* words hold no quote; doubled all the same */
        if (x->text[i] == '"')
            arb_buf_append(&x->out, "\"", 1);
        arb_buf_append(&x->out, x->text + i, 1);
    }
    arb_buf_append(&x->out, "\"", 1);
    x->last_start = start;
}

static int add_kept(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                    size_t end)
{
    (void)tok, (void)len, (void)colocated;
    add_word(ctx, start, end);
    return 0;
}

int kb_search(struct kb_searcher *s, const struct kb_query *q, struct kb_hit *hits, size_t cap,
              size_t *n, struct arb_err *err)
{
    size_t len = q->text ? strlen(q->text) : 0;
    int idx = q->index == KB_INDEX_BASELINE, lang = q->lang == KB_EN;
    struct expr x = {.text = q->text, .join = q->all ? " AND " : " OR "};
    int rc = 0;
    *n = 0;
    if (cap == 0 || len == 0)
        return 0;
    if (idx == KB_INDEX_BASELINE) {
        size_t pos = 0, start, end;
        while (kb_next_word(q->text, len, &pos, &start, &end))
            add_word(&x, start, end);
    } else {
        kb_analyze(s->a, q->text, len, q->lang, false, add_kept, &x);
    }
    if (x.out.oom) {
        rc = arb_err_nomem(err);
        goto out_free;
    }
    if (x.out.len == 0)
        goto out_free;
    sqlite3_stmt *st = s->st[idx][lang];
    if (!st &&
        sqlite3_prepare_v2(s->db, search_sql[idx][lang], -1, &s->st[idx][lang], NULL) != SQLITE_OK)
        goto out_sqlite;
    st = s->st[idx][lang];
    sqlite3_bind_text(st, 1, x.out.data, (int)x.out.len, SQLITE_STATIC);
    if (q->game)
        sqlite3_bind_text(st, 2, q->game, -1, SQLITE_STATIC);
    else
        sqlite3_bind_null(st, 2);
    sqlite3_bind_int64(st, 3, (sqlite3_int64)cap);
    int step;
    while ((step = sqlite3_step(st)) == SQLITE_ROW && *n < cap) {
        const struct kb_entry *e = kb_entry_at(s->kb, (size_t)sqlite3_column_int64(st, 0));
        if (!e)
            continue;
        hits[(*n)++] =
            (struct kb_hit){e, sqlite3_column_double(st, 1), (unsigned)sqlite3_column_int(st, 2)};
    }
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    if (step != SQLITE_DONE && step != SQLITE_ROW)
        goto out_sqlite;
out_free:
    arb_buf_release(&x.out);
    return rc;
out_sqlite:
    rc = arb_err_set(err, ARB_ERR_INTERNAL, NULL, "recherche SQLite : %s", sqlite3_errmsg(s->db));
    arb_buf_release(&x.out);
    return rc;
}

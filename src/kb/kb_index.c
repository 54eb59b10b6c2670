/* kb_index.c — the SQLite index of the knowledge base: the "arbitre" FTS5 tokenizer (a thin
 * adapter over kb_analyze, one analyzer and so one pair of stemmers per tokenizer instance),
 * the kb_cols auxiliary function, and the build of the database (games, entries,
 * citations, checks, glossary, the FTS tables fts_fr/fts_en and their unicode61 baselines
 * base_fr/base_en). The built database is kept serialized in the kb; each searcher opens a
 * read-only view of those bytes, so threads never share a connection. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_buf.h"
#include "kb_int.h"

/* ---- the FTS5 tokenizer --------------------------------------------------------------- */

struct tok {
    struct kb_analyzer *a;
    enum kb_lang lang;
};

static int tok_create(void *kb, const char **argv, int argc, Fts5Tokenizer **out)
{
    struct tok *t = calloc(1, sizeof *t);
    if (!t)
        return SQLITE_NOMEM;
    t->lang = argc > 0 && strcmp(argv[0], "en") == 0 ? KB_EN : KB_FR;
    if (kb_analyzer_new(kb, &t->a, NULL)) {
        free(t);
        return SQLITE_NOMEM;
    }
    *out = (Fts5Tokenizer *)t;
    return SQLITE_OK;
}

static void tok_delete(Fts5Tokenizer *p)
{
    struct tok *t = (struct tok *)p;
    kb_analyzer_free(t->a);
    free(t);
}

struct tok_call {
    void *ctx;
    int (*token)(void *, int, const char *, int, int, int);
};

static int tok_emit(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                    size_t end)
{
    struct tok_call *c = ctx;
    return c->token(c->ctx, colocated ? FTS5_TOKEN_COLOCATED : 0, tok, (int)len, (int)start,
                    (int)end);
}

static int tok_tokenize(Fts5Tokenizer *p, void *ctx, int flags, const char *text, int len,
                        int (*token)(void *, int, const char *, int, int, int))
{
    struct tok *t = (struct tok *)p;
    struct tok_call c = {ctx, token};
    /* documents carry every synonym of a group at each position: a query needs only the
     * canonical stem, and fewer alternatives make a much cheaper MATCH */
    bool synonyms = !(flags & FTS5_TOKENIZE_QUERY);
    return kb_analyze(t->a, text, len > 0 ? (size_t)len : 0, t->lang, synonyms, tok_emit, &c);
}

/* kb_cols(fts): bit i-1 set when a query phrase matched column i (question, paraphrases,
 * answer; column 0 is the unindexed game). */
static void cols_fn(const Fts5ExtensionApi *api, Fts5Context *fts, sqlite3_context *ctx, int argc,
                    sqlite3_value **argv)
{
    int n = 0, phrase, col, off;
    unsigned bits = 0;
    (void)argc, (void)argv;
    if (api->xInstCount(fts, &n) != SQLITE_OK)
        n = 0;
    for (int i = 0; i < n; i++)
        if (api->xInst(fts, i, &phrase, &col, &off) == SQLITE_OK && col >= 1 && col <= 3)
            bits |= 1u << (col - 1);
    sqlite3_result_int(ctx, (int)bits);
}

static fts5_api *fts5_of(sqlite3 *db)
{
    fts5_api *api = NULL;
    sqlite3_stmt *st = NULL;
    if (sqlite3_prepare_v2(db, "SELECT fts5(?1)", -1, &st, NULL) != SQLITE_OK)
        return NULL;
    sqlite3_bind_pointer(st, 1, &api, "fts5_api_ptr", NULL);
    sqlite3_step(st);
    sqlite3_finalize(st);
    return api;
}

int kb_index_register(sqlite3 *db, const struct kb *kb)
{
    static fts5_tokenizer tokenizer = {tok_create, tok_delete, tok_tokenize};
    fts5_api *api = fts5_of(db);
    if (!api)
        return SQLITE_ERROR;
    int rc = api->xCreateTokenizer(api, "arbitre", (void *)kb, &tokenizer, NULL);
    if (rc == SQLITE_OK)
        rc = api->xCreateFunction(api, "kb_cols", NULL, cols_fn, NULL);
    return rc;
}

/* ---- building the database ------------------------------------------------------------ */

static const char schema_sql[] =
    "CREATE TABLE games(id TEXT PRIMARY KEY, name TEXT, source_file TEXT, source_title TEXT,"
    " updated TEXT, players_min INT, players_max INT, duration_min INT, age_min INT,"
    " aliases TEXT);"
    "CREATE TABLE entries(n INTEGER PRIMARY KEY, id TEXT UNIQUE, game TEXT, kind TEXT,"
    " question TEXT, answer TEXT, en_question TEXT, en_answer TEXT, checks INT, passed INT);"
    "CREATE TABLE citations(entry TEXT, source TEXT, title TEXT, page INT, section TEXT);"
    "CREATE TABLE checks(entry TEXT, n INT, name TEXT, passed INT, expected TEXT, got TEXT);"
    "CREATE TABLE glossary(game TEXT, term TEXT, synonyms TEXT, fr TEXT, en TEXT);"
    "CREATE VIRTUAL TABLE fts_fr USING fts5(game UNINDEXED, question, paraphrases, answer,"
    " tokenize='arbitre fr');"
    "CREATE VIRTUAL TABLE fts_en USING fts5(game UNINDEXED, question, paraphrases, answer,"
    " tokenize='arbitre en');"
    "CREATE VIRTUAL TABLE base_fr USING fts5(game UNINDEXED, question, paraphrases, answer);"
    "CREATE VIRTUAL TABLE base_en USING fts5(game UNINDEXED, question, paraphrases, answer);";

enum ins { INS_GAME, INS_ENTRY, INS_CITE, INS_CHECK, INS_GLOSS, INS_FTS };
static const char *const insert_sql[] = {
    [INS_GAME] = "INSERT INTO games VALUES(?,?,?,?,?,?,?,?,?,?)",
    [INS_ENTRY] = "INSERT INTO entries VALUES(?,?,?,?,?,?,?,?,?,?)",
    [INS_CITE] = "INSERT INTO citations VALUES(?,?,?,?,?)",
    [INS_CHECK] = "INSERT INTO checks VALUES(?,?,?,?,?,?)",
    [INS_GLOSS] = "INSERT INTO glossary VALUES(?,?,?,?,?)",
    [INS_FTS] = "INSERT INTO fts_fr(rowid, game, question, paraphrases, answer)"
                " VALUES(?,?,?,?,?);"
                "INSERT INTO fts_en(rowid, game, question, paraphrases, answer)"
                " VALUES(?,?,?,?,?);"
                "INSERT INTO base_fr(rowid, game, question, paraphrases, answer)"
                " VALUES(?,?,?,?,?);"
                "INSERT INTO base_en(rowid, game, question, paraphrases, answer)"
                " VALUES(?,?,?,?,?)",
};

/* One value to bind: TXT(s) (NULL binds NULL) or NUM(n). The compound literals make the
 * compiler check each value's type (a pointer in NUM or a number in TXT does not build). */
struct col {
    const char *text;
    long long num;
    bool is_num;
};
#define TXT(s) ((struct col){.text = (s)})
#define NUM(n) ((struct col){.num = (n), .is_num = true})
#define INSERT(st, ...)                                                                            \
    insert(st, (const struct col[]){__VA_ARGS__},                                                  \
           sizeof((const struct col[]){__VA_ARGS__}) / sizeof(struct col))

/* Binds v[n] to st's parameters and runs st once. */
static int insert(sqlite3_stmt *st, const struct col *v, size_t n)
{
    int rc = SQLITE_OK;
    for (size_t i = 0; i < n && rc == SQLITE_OK; i++)
        rc = v[i].is_num ? sqlite3_bind_int64(st, (int)i + 1, v[i].num)
                         : sqlite3_bind_text(st, (int)i + 1, v[i].text, -1, SQLITE_STATIC);
    if (rc == SQLITE_OK)
        rc = sqlite3_step(st) == SQLITE_DONE ? SQLITE_OK : sqlite3_errcode(sqlite3_db_handle(st));
    sqlite3_reset(st);
    sqlite3_clear_bindings(st);
    return rc;
}

/* strs joined with sep, in the arena ("" for none); NULL when out of memory. */
static const char *join(struct kb *kb, struct kb_strs s, const char *sep)
{
    size_t len = 1;
    for (size_t i = 0; i < s.n; i++)
        len += strlen(s.v[i]) + strlen(sep);
    char *out = kb_alloc(kb, len), *p = out;
    for (size_t i = 0; out && i < s.n; i++)
        p += snprintf(p, len - (size_t)(p - out), "%s%s", i ? sep : "", s.v[i]);
    return out;
}

static int fill_game(struct kb *kb, sqlite3_stmt **st, const struct kb_game *g)
{
    const char *aliases = join(kb, g->aliases, "\n");
    if (!aliases)
        return SQLITE_NOMEM;
    int rc = INSERT(st[INS_GAME], TXT(g->id), TXT(g->name), TXT(g->source.source),
                    TXT(g->source.title), TXT(g->updated), NUM(g->players_min), NUM(g->players_max),
                    NUM(g->duration_min), NUM(g->age_min), TXT(aliases));
    for (size_t t = 0; rc == SQLITE_OK && t < g->n_glossary; t++) {
        const struct kb_term *term = &g->glossary[t];
        const char *syn = join(kb, term->synonyms, "\n");
        rc = syn ? INSERT(st[INS_GLOSS], TXT(g->id), TXT(term->term), TXT(syn), TXT(term->fr),
                          TXT(term->en))
                 : SQLITE_NOMEM;
    }
    return rc;
}

static int fill_entry(struct kb *kb, sqlite3_stmt **st, const struct kb_entry *e, long long n)
{
    const char *par = join(kb, e->paraphrases, "\n");
    const char *en_par = join(kb, e->en_paraphrases, "\n");
    if (!par || !en_par)
        return SQLITE_NOMEM;
    const char *g = e->game->id;
    int rc = INSERT(st[INS_ENTRY], NUM(n), TXT(e->id), TXT(g), TXT(kb_kind_slug(e->kind)),
                    TXT(e->question), TXT(e->answer), TXT(e->en_question), TXT(e->en_answer),
                    NUM(e->checks), NUM(e->passed));
    if (rc == SQLITE_OK)
        rc = INSERT(st[INS_CITE], TXT(e->id), TXT(e->cite.source), TXT(e->cite.title),
                    NUM(e->cite.page), TXT(e->cite.section));
    for (size_t k = 0; rc == SQLITE_OK && k < e->n_scenarios; k++) {
        const struct kb_scenario *s = &e->scenarios[k];
        rc = INSERT(st[INS_CHECK], TXT(e->id), NUM((long long)k), TXT(s->name), NUM(s->passed),
                    TXT(s->expected), TXT(s->got));
    }
    /* fts_fr, fts_en, base_fr, base_en: the same rows, two analyses */
    for (int i = 0; rc == SQLITE_OK && i < 4; i++) {
        bool en = i % 2;
        rc = INSERT(st[INS_FTS + i], NUM(n), TXT(g), TXT(en ? e->en_question : e->question),
                    TXT(en ? en_par : par), TXT(en ? e->en_answer : e->answer));
    }
    return rc;
}

int kb_index_build(struct kb *kb, struct arb_err *err)
{
    sqlite3 *db = NULL;
    sqlite3_stmt *st[INS_FTS + 4] = {NULL};
    int rc;
    sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); /* refused (harmlessly) once initialized */
    if ((rc = sqlite3_initialize()) != SQLITE_OK ||
        (rc = sqlite3_open_v2(":memory:", &db,
                              SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                              NULL)) != SQLITE_OK ||
        (rc = kb_index_register(db, kb)) != SQLITE_OK ||
        (rc = sqlite3_exec(db, "PRAGMA journal_mode=OFF", NULL, NULL, NULL)) != SQLITE_OK ||
        (rc = sqlite3_exec(db, schema_sql, NULL, NULL, NULL)) != SQLITE_OK ||
        (rc = sqlite3_exec(db, "BEGIN", NULL, NULL, NULL)) != SQLITE_OK)
        goto out_close;
    /* the four FTS inserts are one statement each: st[INS_FTS..INS_FTS+3] */
    for (int i = 0; i < INS_FTS; i++)
        if ((rc = sqlite3_prepare_v2(db, insert_sql[i], -1, &st[i], NULL)) != SQLITE_OK)
            goto out_close;
    const char *tail = insert_sql[INS_FTS];
    for (int i = INS_FTS; i < INS_FTS + 4; i++)
        if ((rc = sqlite3_prepare_v2(db, tail, -1, &st[i], &tail)) != SQLITE_OK)
            goto out_close;
    for (size_t g = 0; rc == SQLITE_OK && g < kb->n_games; g++)
        rc = fill_game(kb, st, &kb->games[g]);
    for (size_t i = 0; rc == SQLITE_OK && i < kb->n_entries; i++) {
        rc = fill_entry(kb, st, &kb->entries[i], (long long)i);
    }
    if (rc != SQLITE_OK || (rc = sqlite3_exec(db, "COMMIT", NULL, NULL, NULL)) != SQLITE_OK)
        goto out_close;
    kb->db_image = sqlite3_serialize(db, "main", &kb->db_size, 0);
    rc = kb->db_image ? SQLITE_OK : SQLITE_NOMEM;
out_close:
    for (size_t i = 0; i < sizeof st / sizeof *st; i++)
        sqlite3_finalize(st[i]);
    if (rc != SQLITE_OK)
        rc = rc == SQLITE_NOMEM ? arb_err_nomem(err)
                                : arb_err_set(err, ARB_ERR_INTERNAL, NULL, "index SQLite : %s",
                                              db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
    sqlite3_close(db);
    return rc;
}

int kb_index_ensure(const struct kb *kb, struct arb_err *err)
{
    static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
    int rc = 0;
    pthread_mutex_lock(&lock);
    if (!kb->db_image) {
        /* the image is a cache of the immutable kb: building it changes nothing a reader of
         * the kb sees, so the kb handed out as const may hold it */
        struct kb *mut = (struct kb *)kb;
        uint64_t t0 = arb_now_ns();
        rc = kb_index_build(mut, err);
        mut->stats.index_us = (double)(arb_now_ns() - t0) / 1e3;
    }
    pthread_mutex_unlock(&lock);
    return rc;
}

int kb_write_index(const struct kb *kb, const char *path, struct arb_err *err)
{
    int rc = kb_index_ensure(kb, err);
    if (rc < 0)
        return rc;
    FILE *f = fopen(path, "wb");
    if (!f)
        return arb_err_set(err, ARB_ERR_IO, NULL, "%s : écriture impossible", path);
    size_t n = fwrite(kb->db_image, 1, (size_t)kb->db_size, f);
    if (fclose(f) != 0 || n != (size_t)kb->db_size)
        return arb_err_set(err, ARB_ERR_IO, NULL, "%s : écriture incomplète", path);
    return 0;
}

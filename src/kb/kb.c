/* kb.c — opening the knowledge base: read the rule files (embedded or from a directory),
 * validate each against the schema, check what a schema cannot (game known to the engine
 * registry, one file per game, entry ids unique and prefixed by their game; the relations and
 * names are kb_links.c's), then build the synonym table and verify every scenario (of a base
 * read from a directory, or on demand: the embedded one was verified at build). The lexicon
 * (data/lexicon) is always the embedded one. Invariant: once kb_open returns, the struct kb
 * never changes, so threads share it without locks; every string handed out points into the
 * parsed trees kept in kb->roots or into the arena. */
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_buf.h"
#include "arb_file.h"
#include "arb_json.h"
#include "kb_int.h"

struct kb_chunk {
    struct kb_chunk *next;
    max_align_t data[];
};

void *kb_alloc(struct kb *kb, size_t size)
{
    struct kb_chunk *c = calloc(1, sizeof *c + size);
    if (!c)
        return NULL;
    c->next = kb->arena;
    kb->arena = c;
    return c->data;
}

char *kb_strndup(struct kb *kb, const char *s, size_t len)
{
    char *d = kb_alloc(kb, len + 1);
    if (d)
        memcpy(d, s, len);
    return d;
}

char *kb_printf(struct kb *kb, const char *fmt, ...)
{
    va_list ap, ap2;
    va_start(ap, fmt);
    va_copy(ap2, ap);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    char *d = n < 0 ? NULL : kb_alloc(kb, (size_t)n + 1);
    if (d)
        vsnprintf(d, (size_t)n + 1, fmt, ap2);
    va_end(ap2);
    return d;
}

/* The one clock of core, in microseconds. */
static double now_us(void)
{
    return (double)arb_now_ns() / 1e3;
}

/* A rule file larger than this is refused (the largest is about 100 KB). */
enum { KB_FILE_MAX = 16 << 20 };

/* ---- reading files ------------------------------------------------------------------ */

/* A parsed file before it is sorted into registry order. */
struct loaded {
    const char *name;
    cJSON *root;
    const struct rules_game *rules;
    size_t order; /* registry index */
};

static int parse_blob(const char *name, const char *data, size_t len, cJSON **out,
                      struct arb_err *err)
{
    struct arb_err perr;
    arb_err_clear(&perr);
    if (arb_json_parse(data, len, out, &perr) == 0)
        return 0;
    return arb_err_set(err, ARB_ERR_KB, perr.field, "%s: %s", name, perr.message);
}

static int cmp_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Lists the *.json names of dir, sorted, in kb's arena. */
static int list_dir(struct kb *kb, const char *dir, char ***names, size_t *count,
                    struct arb_err *err)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    size_t n = 0, cap = 16;
    char **v = kb_alloc(kb, cap * sizeof *v);
    if (!d)
        return arb_err_set(err, ARB_ERR_IO, NULL, "%s : dossier illisible (%s)", dir,
                           strerror(errno));
    if (!v)
        goto out_nomem;
    while ((de = readdir(d))) {
        size_t len = strlen(de->d_name);
        if (len <= 5 || strcmp(de->d_name + len - 5, ".json") != 0)
            continue;
        if (n == cap) {
            char **grown = kb_alloc(kb, 2 * cap * sizeof *v);
            if (!grown)
                goto out_nomem;
            memcpy(grown, v, n * sizeof *v);
            v = grown;
            cap *= 2;
        }
        if (!(v[n++] = kb_printf(kb, "%s/%s", dir, de->d_name)))
            goto out_nomem;
    }
    closedir(d);
    qsort(v, n, sizeof *v, cmp_name);
    *names = v;
    *count = n;
    return 0;
out_nomem:
    closedir(d);
    return arb_err_nomem(err);
}

/* ---- turning trees into structs ----------------------------------------------------- */

static const char *str(const cJSON *obj, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsString(v) ? v->valuestring : NULL;
}

static int num(const cJSON *obj, const char *key)
{
    const cJSON *v = cJSON_GetObjectItemCaseSensitive(obj, key);
    return cJSON_IsNumber(v) ? v->valueint : 0;
}

/* A string or integer as text (settings defaults and choices). */
static const char *scalar(struct kb *kb, const cJSON *v, bool *oom)
{
    if (cJSON_IsString(v))
        return v->valuestring;
    const char *s = kb_printf(kb, "%d", v ? v->valueint : 0);
    *oom = *oom || !s;
    return s;
}

static struct kb_strs strs(struct kb *kb, const cJSON *arr, bool *oom)
{
    struct kb_strs out = {NULL, 0};
    size_t n = (size_t)cJSON_GetArraySize(arr);
    const char **v = kb_alloc(kb, (n ? n : 1) * sizeof *v);
    const cJSON *it;
    if (!v) {
        *oom = true;
        return out;
    }
    cJSON_ArrayForEach(it, arr) v[out.n++] = scalar(kb, it, oom);
    out.v = v;
    return out;
}

static struct arb_cite cite(const struct kb_game *g, const cJSON *c)
{
    struct arb_cite out = g->source;
    out.page = num(c, "page");
    out.section = str(c, "section");
    return out;
}

static struct kb_text text(const struct kb_game *g, const cJSON *t)
{
    return (struct kb_text){str(t, "fr"), str(t, "en"), cite(g, cJSON_GetObjectItem(t, "cite"))};
}

static const struct kb_text *texts(struct kb *kb, const struct kb_game *g, const cJSON *arr,
                                   size_t *n, bool *oom)
{
    size_t count = (size_t)cJSON_GetArraySize(arr);
    struct kb_text *v = kb_alloc(kb, (count ? count : 1) * sizeof *v);
    const cJSON *it;
    *n = 0;
    if (!v) {
        *oom = true;
        return NULL;
    }
    cJSON_ArrayForEach(it, arr) v[(*n)++] = text(g, it);
    return v;
}

static enum kb_kind kind_of(const char *slug)
{
    for (int k = KB_KIND_FAQ; k <= KB_KIND_DIFFERENCE; k++)
        if (strcmp(kb_kind_slug((enum kb_kind)k), slug) == 0)
            return (enum kb_kind)k;
    return KB_KIND_RULE; /* unreachable: the schema's enum lists the same slugs */
}

static void fill_game(struct kb *kb, struct kb_game *g, const struct loaded *f, bool *oom)
{
    const cJSON *root = f->root, *src = cJSON_GetObjectItem(root, "source");
    const cJSON *meta = cJSON_GetObjectItem(root, "meta");
    const cJSON *players = cJSON_GetObjectItem(meta, "players"), *it;
    g->id = f->rules->id;
    g->rules = f->rules;
    g->source = (struct arb_cite){str(src, "file"), str(src, "title"), 0, NULL};
    g->updated = str(src, "updated");
    g->name = str(meta, "name");
    g->publisher = str(meta, "publisher");
    g->author = str(meta, "author");
    g->year = num(meta, "year");
    g->players_min = num(players, "min");
    g->players_max = num(players, "max");
    g->duration_min = num(meta, "duration_min");
    g->age_min = num(meta, "age_min");
    g->aliases = strs(kb, cJSON_GetObjectItem(meta, "aliases"), oom);
    g->summary = text(g, cJSON_GetObjectItem(root, "summary"));
    g->setup = texts(kb, g, cJSON_GetObjectItem(root, "setup"), &g->n_setup, oom);
    g->turn = texts(kb, g, cJSON_GetObjectItem(root, "turn"), &g->n_turn, oom);
    g->end = texts(kb, g, cJSON_GetObjectItem(root, "end"), &g->n_end, oom);

    const cJSON *settings = cJSON_GetObjectItem(root, "settings");
    struct kb_setting *set = kb_alloc(kb, ((size_t)cJSON_GetArraySize(settings) + 1) * sizeof *set);
    if (!set) {
        *oom = true;
        return;
    }
    cJSON_ArrayForEach(it, settings)
    {
        struct kb_setting *s = &set[g->n_settings++];
        s->name = str(it, "name");
        s->fr = str(it, "fr");
        s->en = str(it, "en");
        s->def = scalar(kb, cJSON_GetObjectItem(it, "default"), oom);
        s->choices = strs(kb, cJSON_GetObjectItem(it, "choices"), oom);
        s->cite = cite(g, cJSON_GetObjectItem(it, "cite"));
    }
    g->settings = set;

    const cJSON *glossary = cJSON_GetObjectItem(root, "glossary");
    struct kb_term *terms =
        kb_alloc(kb, ((size_t)cJSON_GetArraySize(glossary) + 1) * sizeof *terms);
    if (!terms) {
        *oom = true;
        return;
    }
    cJSON_ArrayForEach(it, glossary)
    {
        struct kb_term *t = &terms[g->n_glossary++];
        const cJSON *en = cJSON_GetObjectItem(it, "en");
        t->term = str(it, "term");
        t->plural = str(it, "plural");
        const char *gender = str(it, "gender");
        t->gender = !gender ? KB_GENDER_NONE : *gender == 'f' ? KB_GENDER_F : KB_GENDER_M;
        t->role = kb_role_parse(str(it, "role"));
        t->synonyms = strs(kb, cJSON_GetObjectItem(it, "synonyms"), oom);
        t->fr = str(it, "fr");
        t->en = str(en, "definition");
        t->en_term = str(en, "term");
        t->en_plural = str(en, "plural");
    }
    g->glossary = terms;

    const cJSON *seats = cJSON_GetObjectItem(root, "seats");
    struct kb_seats *st = kb_alloc(kb, ((size_t)cJSON_GetArraySize(seats) + 1) * sizeof *st);
    if (!st) {
        *oom = true;
        return;
    }
    cJSON_ArrayForEach(it, seats)
    {
        struct kb_seats *s = &st[g->n_seats++];
        const cJSON *c = cJSON_GetObjectItem(it, "cite");
        s->players = num(it, "players");
        s->fr = strs(kb, cJSON_GetObjectItem(it, "fr"), oom).v;
        s->en = strs(kb, cJSON_GetObjectItem(it, "en"), oom).v;
        s->cited = c != NULL;
        s->cite = cite(g, c);
    }
    g->seats = st;
}

static enum kb_yes_no yes_no_of(const char *yn)
{
    return !yn ? KB_YN_NONE : strcmp(yn, "yes") == 0 ? KB_YN_YES : KB_YN_NO;
}

/* The propositions an entry's Oui/Non answers ("leads"), in their order. */
static void fill_leads(struct kb *kb, struct kb_entry *e, const cJSON *arr, bool *oom)
{
    size_t n = (size_t)cJSON_GetArraySize(arr);
    struct kb_lead *v = kb_alloc(kb, (n ? n : 1) * sizeof *v);
    const cJSON *it;
    if (!v) {
        *oom = true;
        return;
    }
    cJSON_ArrayForEach(it, arr)
    {
        struct kb_lead *l = &v[e->n_leads++];
        l->fr = strs(kb, cJSON_GetObjectItem(it, "fr"), oom);
        l->en = strs(kb, cJSON_GetObjectItem(it, "en"), oom);
        l->yes_no = yes_no_of(str(it, "yes_no"));
    }
    e->leads = v;
}

static void fill_entry(struct kb *kb, struct kb_entry *e, const struct kb_game *g, const cJSON *j,
                       bool *oom)
{
    const cJSON *en = cJSON_GetObjectItem(j, "en"), *checks = cJSON_GetObjectItem(j, "checks");
    const cJSON *it;
    e->id = str(j, "id");
    e->game = g;
    const char *yn = str(j, "yes_no");
    e->kind = kind_of(str(j, "kind"));
    cJSON_ArrayForEach(it, cJSON_GetObjectItem(j, "answers")) e->answers |=
        kb_answer_kind_parse(it->valuestring);
    e->topic = str(j, "topic");
    e->yes_no = yes_no_of(yn);
    e->question = str(j, "question");
    e->paraphrases = strs(kb, cJSON_GetObjectItem(j, "paraphrases"), oom);
    e->cases = strs(kb, cJSON_GetObjectItem(j, "case"), oom);
    e->answer = str(j, "answer");
    e->cite = cite(g, cJSON_GetObjectItem(j, "cite"));
    e->en_question = str(en, "question");
    e->en_answer = str(en, "answer");
    e->en_paraphrases = strs(kb, cJSON_GetObjectItem(en, "paraphrases"), oom);
    e->en_cases = strs(kb, cJSON_GetObjectItem(en, "case"), oom);
    fill_leads(kb, e, cJSON_GetObjectItem(j, "leads"), oom);
    struct kb_scenario *sc = kb_alloc(kb, ((size_t)cJSON_GetArraySize(checks) + 1) * sizeof *sc);
    if (!sc) {
        *oom = true;
        return;
    }
    cJSON_ArrayForEach(it, checks)
    {
        struct kb_scenario *s = &sc[e->n_scenarios++];
        s->name = str(it, "name");
        s->json = it;
        s->expected = s->got = "";
    }
    e->scenarios = sc;
    e->checks = (unsigned)e->n_scenarios;
}

/* Ids: prefixed by "<game>." and unique over every file. */
static int check_ids(const struct kb *kb, const struct loaded *files, struct arb_err *err)
{
    for (size_t i = 0; i < kb->n_entries; i++) {
        const struct kb_entry *e = &kb->entries[i];
        size_t glen = strlen(e->game->id), idx = (size_t)(e - e->game->entries);
        const char *file = files[e->game - kb->games].name;
        char path[48];
        snprintf(path, sizeof path, "entries[%zu].id", idx);
        if (strncmp(e->id, e->game->id, glen) != 0 || e->id[glen] != '.')
            return arb_err_set(err, ARB_ERR_KB, path,
                               "%s: %s: l'identifiant « %s » doit commencer par « %s. »", file,
                               path, e->id, e->game->id);
        for (size_t k = 0; k < i; k++)
            if (strcmp(kb->entries[k].id, e->id) == 0)
                return arb_err_set(err, ARB_ERR_KB, path, "%s: %s: identifiant « %s » en double",
                                   file, path, e->id);
    }
    return 0;
}

static int cmp_order(const void *a, const void *b)
{
    const struct loaded *x = a, *y = b;
    return (x->order > y->order) - (x->order < y->order);
}

/* Parses, validates and checks one file, appending it to files[*n]. */
static int load_one(struct kb *kb, const char *name, const char *data, size_t len,
                    struct loaded *files, size_t *n, struct arb_err *err)
{
    cJSON *root = NULL;
    int rc = parse_blob(name, data, len, &root, err);
    if (rc)
        return rc;
    kb->roots[kb->n_roots++] = root;
    if ((rc = kb_schema_validate(kb->schema, root, name, err)))
        return rc;
    const char *game = str(root, "game");
    const struct rules_game *rg = rules_find(game);
    if (!rg)
        return arb_err_set(err, ARB_ERR_KB, "game", "%s: game: jeu inconnu du moteur « %s »", name,
                           game);
    for (size_t i = 0; i < *n; i++)
        if (files[i].rules == rg)
            return arb_err_set(err, ARB_ERR_KB, "game",
                               "%s: game: le jeu « %s » est déjà décrit par %s", name, game,
                               files[i].name);
    size_t order = 0;
    while (rules_at(order) != rg)
        order++;
    files[(*n)++] = (struct loaded){name, root, rg, order};
    return 0;
}

static int load_all(struct kb *kb, const char *dir, struct arb_err *err)
{
    char **names = NULL;
    size_t count = kb_embedded_count, n = 0;
    int rc = 0;
    if (dir && (rc = list_dir(kb, dir, &names, &count, err)))
        return rc;
    struct loaded *files = kb_alloc(kb, (count + 1) * sizeof *files);
    kb->roots = kb_alloc(kb, (count + 1) * sizeof *kb->roots);
    if (!files || !kb->roots)
        return arb_err_nomem(err);
    for (size_t i = 0; i < count && rc == 0; i++) {
        if (!dir) {
            const struct kb_blob *b = &kb_embedded_files[i];
            rc = load_one(kb, b->name, (const char *)b->data, b->len, files, &n, err);
            continue;
        }
        char *buf = NULL;
        size_t len = 0;
        if ((rc = arb_file_read(names[i], KB_FILE_MAX, NULL, &buf, &len, err)) == 0)
            rc = load_one(kb, names[i], buf, len, files, &n, err);
        free(buf);
    }
    if (rc)
        return rc;
    qsort(files, n, sizeof *files, cmp_order);

    size_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += (size_t)cJSON_GetArraySize(cJSON_GetObjectItem(files[i].root, "entries"));
    kb->games = kb_alloc(kb, (n + 1) * sizeof *kb->games);
    kb->entries = kb_alloc(kb, (total + 1) * sizeof *kb->entries);
    if (!kb->games || !kb->entries)
        return arb_err_nomem(err);
    bool oom = false;
    for (size_t i = 0; i < n; i++) {
        struct kb_game *g = &kb->games[kb->n_games++];
        const cJSON *it;
        fill_game(kb, g, &files[i], &oom);
        g->entries = kb->entries + kb->n_entries;
        cJSON_ArrayForEach(it, cJSON_GetObjectItem(files[i].root, "entries"))
        {
            fill_entry(kb, &kb->entries[kb->n_entries++], g, it, &oom);
            g->n_entries++;
        }
    }
    if (oom)
        return arb_err_nomem(err);
    kb->stats.files = n;
    kb->stats.entries = kb->n_entries;
    if ((rc = check_ids(kb, files, err)))
        return rc;
    const cJSON **roots = kb_alloc(kb, (n + 1) * sizeof *roots);
    const char **file_names = kb_alloc(kb, (n + 1) * sizeof *file_names);
    if (!roots || !file_names)
        return arb_err_nomem(err);
    for (size_t i = 0; i < n; i++) {
        roots[i] = files[i].root;
        file_names[i] = files[i].name;
    }
    return kb_links_build(kb, roots, file_names, err);
}

/* Parses and validates the embedded lexicon of each language against its schema. */
static int load_lexicon(struct kb *kb, struct arb_err *err)
{
    const struct kb_blob *sb = &kb_embedded_lexicon_schema;
    int rc = parse_blob(sb->name, (const char *)sb->data, sb->len, &kb->lexicon_schema, err);
    for (int l = KB_FR; rc == 0 && l <= KB_EN; l++) {
        const struct kb_blob *b = &kb_embedded_lexicon[l];
        if ((rc = parse_blob(b->name, (const char *)b->data, b->len, &kb->lexicon[l], err)) == 0)
            rc = kb_schema_validate(kb->lexicon_schema, kb->lexicon[l], b->name, err);
    }
    return rc;
}

static int open_kb(const char *dir, bool replay, struct kb **out, struct arb_err *err)
{
    double c0 = (double)arb_cpu_ns() / 1e3, t0 = now_us(), t1, t2;
    struct kb *kb = calloc(1, sizeof *kb);
    int rc;
    if (!kb)
        return arb_err_nomem(err);
    kb->embedded = dir == NULL;
    if ((rc = parse_blob(kb_embedded_schema.name, (const char *)kb_embedded_schema.data,
                         kb_embedded_schema.len, &kb->schema, err)))
        goto out_free;
    if ((rc = load_lexicon(kb, err)) || (rc = load_all(kb, dir, err)) ||
        (rc = kb_synonyms_build(kb, err)))
        goto out_free;
    t1 = now_us();
    if (!replay)
        kb_verify_trusted(kb);
    else if ((rc = kb_verify(kb, err)))
        goto out_free;
    t2 = now_us();
    /* the FTS5 image is built by the first searcher (kb_index_ensure): no product path reads
     * it, only the evaluation's baseline and `arbitre index` */
    kb->stats.load_us = t1 - t0;
    kb->stats.verify_us = t2 - t1;
    kb->stats.index_us = now_us() - t2;
    kb->stats.total_us = now_us() - t0;
    kb->stats.cpu_us = (double)arb_cpu_ns() / 1e3 - c0;
    *out = kb;
    return 0;
out_free:
    kb_free(kb);
    return rc;
}

int kb_open(const char *dir, struct kb **out, struct arb_err *err)
{
    return open_kb(dir, dir != NULL, out, err);
}

int kb_open_verified(const char *dir, struct kb **out, struct arb_err *err)
{
    return open_kb(dir, true, out, err);
}

void kb_free(struct kb *kb)
{
    if (!kb)
        return;
    for (size_t i = 0; i < kb->n_roots; i++)
        cJSON_Delete(kb->roots[i]);
    cJSON_Delete(kb->schema);
    cJSON_Delete(kb->lexicon_schema);
    cJSON_Delete(kb->lexicon[KB_FR]);
    cJSON_Delete(kb->lexicon[KB_EN]);
    sqlite3_free(kb->db_image);
    while (kb->arena) {
        struct kb_chunk *next = kb->arena->next;
        free(kb->arena);
        kb->arena = next;
    }
    free(kb);
}

bool kb_is_embedded(const struct kb *kb)
{
    return kb->embedded;
}

const struct kb_stats *kb_stats(const struct kb *kb)
{
    return &kb->stats;
}

size_t kb_game_count(const struct kb *kb)
{
    return kb->n_games;
}

const struct kb_game *kb_game_at(const struct kb *kb, size_t i)
{
    return i < kb->n_games ? &kb->games[i] : NULL;
}

const struct kb_game *kb_game_find(const struct kb *kb, const char *id)
{
    for (size_t i = 0; id && i < kb->n_games; i++)
        if (strcmp(kb->games[i].id, id) == 0)
            return &kb->games[i];
    return NULL;
}

size_t kb_entry_count(const struct kb *kb)
{
    return kb->n_entries;
}

const struct kb_entry *kb_entry_at(const struct kb *kb, size_t i)
{
    return i < kb->n_entries ? &kb->entries[i] : NULL;
}

const struct kb_entry *kb_entry_find(const struct kb *kb, const char *id)
{
    for (size_t i = 0; id && i < kb->n_entries; i++)
        if (strcmp(kb->entries[i].id, id) == 0)
            return &kb->entries[i];
    return NULL;
}

const char *kb_kind_slug(enum kb_kind kind)
{
    static const char *const slugs[] = {
        [KB_KIND_FAQ] = "faq",
        [KB_KIND_RULE] = "rule",
        [KB_KIND_MISTAKE] = "mistake",
        [KB_KIND_SILENT] = "silent",
        [KB_KIND_DIFFERENCE] = "difference",
    };
    return (unsigned)kind < sizeof slugs / sizeof *slugs ? slugs[kind] : "rule";
}

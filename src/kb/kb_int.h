/* kb_int.h — names shared inside the kb module only: the struct kb itself, its arena, the
 * schema validator, the word scanner and folding, the synonym table, verification and the
 * SQLite index (build, tokenizer registration). Nothing here is part of the public API. */
#ifndef KB_INT_H
#define KB_INT_H

#include <sqlite3.h>
#include <stdbool.h>
#include <stddef.h>

#include "kb.h"

/* A file as bytes: embedded at build time (kb_embedded.c, generated) or read from disk. */
struct kb_blob {
    const char *name;
    const unsigned char *data;
    size_t len;
};
extern const struct kb_blob kb_embedded_schema;
extern const struct kb_blob kb_embedded_files[];
extern const size_t kb_embedded_count;
extern const struct kb_blob kb_embedded_lexicon_schema;
extern const struct kb_blob kb_embedded_lexicon[2]; /* by enum kb_lang */

/* A synonym pair: the stem a has b as a synonym (both folded stems). Sorted by a, then b. */
struct kb_syn {
    const char *a, *b;
};

/* The synonym pairs of one language, in two orders for the two lookups. */
struct kb_syn_table {
    struct kb_syn *syns;   /* sorted by member stem a, then b */
    struct kb_syn *groups; /* the same pairs sorted by canonical stem b, then a */
    size_t n;
};

struct kb_chunk;

struct kb {
    struct kb_chunk *arena; /* every allocation below, freed at once by kb_free */
    cJSON *schema;
    cJSON **roots; /* the parsed files: every string handed out points into them */
    size_t n_roots;
    struct kb_game *games;
    size_t n_games;
    struct kb_entry *entries;
    size_t n_entries;
    cJSON *lexicon_schema;
    cJSON *lexicon[2];   /* by enum kb_lang, validated */
    const char **topics; /* distinct entry topics, sorted */
    size_t n_topics;
    struct kb_syn_table syn[2]; /* by enum kb_lang: stems of that language's stemmer */
    unsigned char *db_image;    /* the serialized index (sqlite3_serialize, sqlite3_free) */
    sqlite3_int64 db_size;
    struct kb_stats stats;
    bool embedded; /* the files embedded at build time (kb_open(NULL)) */
};

/* Zeroed memory that lives until kb_free; NULL when out of memory. */
void *kb_alloc(struct kb *kb, size_t size);
/* A copy of s[len] with a terminator in the arena; NULL when out of memory. */
char *kb_strndup(struct kb *kb, const char *s, size_t len);
/* A printf-like string in the arena; NULL when out of memory. */
char *kb_printf(struct kb *kb, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Validates doc against schema (the keywords the rules schema uses: $ref to #/$defs, type,
 * required, properties, additionalProperties, items, enum, minItems, minLength,
 * minProperties, minimum, pattern, oneOf). Returns 0, or -ARB_ERR_KB with err->field the
 * JSON path ("entries[3].cite") and err->message "<file>: <path>: <what>". */
int kb_schema_validate(const cJSON *schema, const cJSON *doc, const char *file,
                       struct arb_err *err);

/* Word scanning shared by the analyzer and the query builder: the next word of text[len]
 * from *pos: returns true with [*start, *end) its bytes and *pos moved past it; false at the
 * end. A word is a run of letters and digits (UTF-8; apostrophes and punctuation split). */
bool kb_next_word(const char *text, size_t len, size_t *pos, size_t *start, size_t *end);

/* Folds s[len] (lower case, accents removed, œ -> oe, æ -> ae) into out[cap], terminated;
 * returns the folded length (truncated to cap - 1). */
size_t kb_fold(const char *s, size_t len, char *out, size_t cap);

/* Checks and resolves what ties entries and names together, once every game is filled
 * (roots[i] and files[i]: the parsed file of kb->games[i] and its name): answer kinds not
 * repeated, refines resolved to an entry of the same game with no cycle, glossary roles
 * (one piece, one hole, one store for a mancala), seat lists (one per player count of
 * meta.players, one distinct name per player), the sorted topic list and every entry's
 * led_answer (the lexicon's lead, then the answer). Returns 0, -ARB_ERR_KB with
 * "<file>: <JSON path>: <what>" or -ARB_ERR_NOMEM. */
int kb_links_build(struct kb *kb, const cJSON *const *roots, const char *const *files,
                   struct arb_err *err);

/* The role of a glossary "role" slug ("piece", "hole", "store"; anything else: other). */
enum kb_role kb_role_parse(const char *slug);

/* Builds kb->syn (French and English stems) from the glossaries: each term with its
 * synonyms is one group, the term's stem canonical; multi-word terms are skipped. Returns 0 or
 * -ARB_ERR_NOMEM. */
int kb_synonyms_build(struct kb *kb, struct arb_err *err);

/* Runs every scenario of every entry through the engine; fills scenario results, entry
 * counts and kb->stats checks/failed. Returns 0 or -ARB_ERR_NOMEM (a disagreement is not an
 * error). */
int kb_verify(struct kb *kb, struct arb_err *err);

/* Records every scenario as passed without running it (the embedded base, replayed at build):
 * entry counts and kb->stats checks as kb_verify would leave them on a base that agrees. */
void kb_verify_trusted(struct kb *kb);

/* Registers the "arbitre" FTS5 tokenizer ("arbitre fr" / "arbitre en") and the kb_cols
 * auxiliary function on db. Returns SQLITE_OK or an SQLite error code. */
int kb_index_register(sqlite3 *db, const struct kb *kb);

/* Builds the index database in memory and stores its serialized image in kb. Returns 0,
 * -ARB_ERR_INTERNAL (SQLite error, message says which), -ARB_ERR_NOMEM. */
int kb_index_build(struct kb *kb, struct arb_err *err);

/* Builds the index image once, on first need (a searcher, `arbitre index`), under a
 * process-wide lock, so kb_open does not pay for an index only the evaluation's baseline
 * reads; kb_index.stats.index_us then says what it cost. Same returns as kb_index_build. */
int kb_index_ensure(const struct kb *kb, struct arb_err *err);

#endif

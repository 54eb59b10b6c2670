/* kb.h — the knowledge base: the four games' rule files (data/rules/<game>.json), validated
 * against data/schema/rules.schema.json, every scenario verified through the engine, and a
 * SQLite FTS5 index with French/English analysis (folding, elisions, stop words, Snowball
 * stems, glossary synonyms).
 *
 * Ownership and threads: a struct kb is immutable once kb_open returns; every pointer it
 * hands out (games, entries, strings, checks) is borrowed and lives until kb_free. Share one
 * kb between threads freely. A kb_searcher and a kb_analyzer belong to one thread at a time
 * (each holds its own stemmers; a searcher its own SQLite connection and prepared
 * statements over a read-only copy of the index). */
#ifndef KB_H
#define KB_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "arb_err.h"
#include "rules.h"

struct kb;
struct kb_searcher;
struct kb_analyzer;

enum kb_lang { KB_FR, KB_EN };

enum kb_kind { KB_KIND_FAQ, KB_KIND_RULE, KB_KIND_MISTAKE, KB_KIND_SILENT, KB_KIND_DIFFERENCE };

/* A string list (borrowed, v[n]). */
struct kb_strs {
    const char *const *v;
    size_t n;
};

/* A text of the game sheet (summary, one setup/turn/end step). */
struct kb_text {
    const char *fr, *en;
    struct arb_cite cite;
};

/* A setting of the game (kalah's local rules): name is the engine option name. */
struct kb_setting {
    const char *name, *fr, *en;
    const char *def; /* the default as written in the file ("next", "4") */
    struct kb_strs choices;
    struct arb_cite cite;
};

/* A glossary term and the synonyms players use for it. */
struct kb_term {
    const char *term;
    struct kb_strs synonyms;
    const char *fr, *en;
};

struct kb_entry;

struct kb_game {
    const char *id; /* "awale", the engine id */
    const struct rules_game *rules;
    struct arb_cite source; /* file and title (page/section unset) */
    const char *updated;    /* "2026-11-09" or NULL */
    const char *name;
    const char *publisher, *author; /* NULL when the source does not say */
    int year;                       /* 0 when the source does not say */
    int players_min, players_max;
    int duration_min, age_min; /* 0 when the source does not say */
    struct kb_strs aliases;
    struct kb_text summary;
    const struct kb_text *setup, *turn, *end;
    size_t n_setup, n_turn, n_end;
    const struct kb_setting *settings;
    size_t n_settings;
    const struct kb_term *glossary;
    size_t n_glossary;
    const struct kb_entry *entries; /* this game's entries, in file order */
    size_t n_entries;
};

/* One scenario of an entry and the result of running it through the engine. */
struct kb_scenario {
    const char *name;
    const cJSON *json; /* the scenario object as written: position|start, move?, options?,
                          expect (borrowed; use it to show an example position) */
    bool passed;
    const char *expected; /* "" when passed; else the keys that disagree, as JSON */
    const char *got;      /* "" when passed; else what the engine said, as JSON */
};

struct kb_entry {
    const char *id; /* "awale.saut-case-depart" */
    const struct kb_game *game;
    enum kb_kind kind;
    const char *question;
    struct kb_strs paraphrases;
    const char *answer;
    struct arb_cite cite; /* source and title of the game, page or section of the entry */
    const char *en_question, *en_answer;
    struct kb_strs en_paraphrases; /* may be empty */
    const struct kb_scenario *scenarios;
    size_t n_scenarios;
    unsigned checks, passed; /* checks = n_scenarios; passed = those the engine agreed with */
};

/* Timings of kb_open, in microseconds (load includes validation and the synonym table),
 * and counts: files read, entries, scenarios run, scenarios the engine disagreed with. */
struct kb_stats {
    double load_us, index_us, verify_us, total_us;
    double cpu_us; /* CPU time of the whole kb_open (this process's, so another thread's work
                      counts too): what the wall time would be on an idle core */
    size_t files, entries, checks, failed;
};

/* Opens the knowledge base: dir = NULL reads the files embedded in the binary at build time
 * (every data/rules/<game>.json and the schema), else every *.json of dir (schema: the embedded
 * one). Loads, validates against the schema (plus: ids unique and prefixed by "<game>.", games
 * known to the rules registry, one file per game), builds the index and runs every scenario.
 * A disagreeing scenario does not fail kb_open: it is counted (entry->passed, kb_stats) and
 * listed by kb_scenario fields. Returns 0 and *out (free with kb_free), or -ARB_ERR_KB with
 * err->message "<file>: <JSON path>: <what is wrong>" (field = the JSON path),
 * -ARB_ERR_IO when a file cannot be read, -ARB_ERR_NOMEM. */
int kb_open(const char *dir, struct kb **out, struct arb_err *err);

/* Frees kb and everything it handed out; NULL is fine. Free searchers and analyzers first. */
void kb_free(struct kb *kb);

/* Timings and counts of kb_open. */
const struct kb_stats *kb_stats(const struct kb *kb);

/* Games in registry order (only those with a file), NULL past the end / unknown id. */
size_t kb_game_count(const struct kb *kb);
const struct kb_game *kb_game_at(const struct kb *kb, size_t i);
const struct kb_game *kb_game_find(const struct kb *kb, const char *id);

/* All entries (games in order, then file order); NULL past the end / unknown id. */
size_t kb_entry_count(const struct kb *kb);
const struct kb_entry *kb_entry_at(const struct kb *kb, size_t i);
const struct kb_entry *kb_entry_find(const struct kb *kb, const char *id);

/* The glossary term of game (NULL: any game) whose term or one of whose synonyms equals word
 * after folding (case, accents); NULL when none. */
const struct kb_term *kb_glossary_find(const struct kb *kb, const char *game, const char *word);

/* "faq", "rule", "mistake", "silent", "difference". */
const char *kb_kind_slug(enum kb_kind kind);

/* Serializes the index database to path (a plain SQLite file: tables games, entries,
 * citations, checks, glossary, fts_fr, fts_en, base_fr, base_en; the tables are plain
 * SQLite, except fts_fr and fts_en, which only open where the "arbitre" tokenizer is
 * registered: elsewhere read their text in fts_fr_content and fts_en_content). Returns 0
 * or -ARB_ERR_IO. */
int kb_write_index(const struct kb *kb, const char *path, struct arb_err *err);

/* ---- Analysis: the tokenizer of the index, as a function ---------------------------- */

/* Called for each token: tok[len] (not terminated) is the normalised token (folded,
 * stemmed); colocated = true for a glossary synonym of the previous token; [start, end) is
 * the byte range of the source word in text (after an elision: "adversaire" of
 * "l'adversaire"). tok is valid only during the call. Return 0 to go on, non-zero to stop (that
 * value is returned by kb_analyze). */
typedef int (*kb_token_fn)(void *ctx, const char *tok, size_t len, bool colocated, size_t start,
                           size_t end);

/* An analyzer with its own stemmers and the synonyms of kb (kb NULL: no synonyms; kb must
 * outlive it). Returns 0 and *out (free with kb_analyzer_free), or -ARB_ERR_NOMEM. */
int kb_analyzer_new(const struct kb *kb, struct kb_analyzer **out, struct arb_err *err);
void kb_analyzer_free(struct kb_analyzer *a);

/* Splits text[len] (UTF-8; invalid bytes, apostrophes, hyphens and punctuation separate
 * words) into words, lower-cases, folds accents (é->e, œ->oe...), strips French elisions
 * (l' d' qu' j' n' s' c' m' t' jusqu' lorsqu' puisqu', also with ’), drops stop words of
 * lang, stems (Snowball french/english). With synonyms, a word of a glossary group (a term
 * and its one-word synonyms, over every game) gives the group's canonical stem (the term's)
 * first, then every other member's stem colocated: "égrainer" -> "egren" +"egrain" +"sem"...
 * so spelling variants share their first token. Returns 0 or the callback's non-zero
 * value. */
int kb_analyze(struct kb_analyzer *a, const char *text, size_t len, enum kb_lang lang,
               bool synonyms, kb_token_fn fn, void *ctx);

/* ---- Search ------------------------------------------------------------------------- */

/* Which index to query: ours, or the baseline (same entries, FTS5 default unicode61). */
enum kb_index { KB_INDEX_ARBITRE, KB_INDEX_BASELINE };

/* Columns of the FTS tables (bits of kb_hit.cols). */
enum { KB_COL_QUESTION = 1u << 0, KB_COL_PARAPHRASES = 1u << 1, KB_COL_ANSWER = 1u << 2 };

struct kb_query {
    const char *text;  /* user text, any bytes; never reaches MATCH unquoted */
    const char *game;  /* restrict to this game id, NULL for all */
    enum kb_lang lang; /* which language columns to search */
    enum kb_index index;
    bool all; /* true: every word must match (AND); false: any word (OR), ranked */
};

struct kb_hit {
    const struct kb_entry *entry;
    double score;  /* FTS5 bm25: lower (more negative) is better */
    unsigned cols; /* KB_COL_* bits of the columns where some query word matched */
};

/* A per-thread search handle over kb's index. Returns 0 and *out (free with
 * kb_searcher_free before kb_free), or -ARB_ERR_NOMEM / -ARB_ERR_INTERNAL. */
int kb_searcher_new(const struct kb *kb, struct kb_searcher **out, struct arb_err *err);
void kb_searcher_free(struct kb_searcher *s);

/* The searcher's analyzer (same thread rule), for normalising questions like the index. */
struct kb_analyzer *kb_searcher_analyzer(struct kb_searcher *s);

/* Runs q: the words of q->text are each quoted ("" doubled) and joined with OR/AND (our
 * index: only the words the analyzer keeps; baseline: every word). bm25 weights question 4,
 * paraphrases 2, answer 1 (baseline: plain bm25()). Our FTS tables use detail=column, so
 * there are no phrase or NEAR queries: one word, one phrase. Writes the best
 * min(found, cap) hits to hits, best first, and their number to *n (0 when no word
 * matches or the text has no word). Returns 0, or -ARB_ERR_INTERNAL on an SQLite error. */
int kb_search(struct kb_searcher *s, const struct kb_query *q, struct kb_hit *hits, size_t cap,
              size_t *n, struct arb_err *err);

#endif

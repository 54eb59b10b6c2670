/* kb.h — the knowledge base: the four games' rule files (data/rules/<game>.json), validated
 * against data/schema/rules.schema.json, every scenario verified through the engine, the
 * relations between entries (topic, refines) and the game's names for its pieces, holes,
 * stores and seats, the game-independent lexicon (data/lexicon/<lang>.json), and a SQLite
 * FTS5 index with French/English analysis (folding, elisions, stop words, Snowball stems,
 * glossary synonyms).
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

/* What an entry's answer gives (the file's "answers"; an entry has one or more, so a bit set):
 * « combien de graines au départ » is answered by a count and a setup, « qui commence » by
 * a who. The closed list, in this order, is the schema's answer_kind. */
enum kb_answer_kind {
    KB_ANS_COUNT = 1u << 0,       /* a number */
    KB_ANS_WHO = 1u << 1,         /* a player or a person */
    KB_ANS_WHEN = 1u << 2,        /* a moment or a condition */
    KB_ANS_WHERE = 1u << 3,       /* a place on the board */
    KB_ANS_HOW = 1u << 4,         /* a way of doing */
    KB_ANS_PERMISSION = 1u << 5,  /* may / must / must not */
    KB_ANS_CONSEQUENCE = 1u << 6, /* what happens if */
    KB_ANS_DEFINITION = 1u << 7,  /* what a word or a thing is */
    KB_ANS_REASON = 1u << 8,      /* why */
    KB_ANS_ENDING = 1u << 9,      /* how the game ends, who wins */
    KB_ANS_DURATION = 1u << 10,   /* how long */
    KB_ANS_ORDER = 1u << 11,      /* in what order, which direction */
    KB_ANS_DIFFERENCE = 1u << 12, /* how two games or rules differ */
    KB_ANS_SUMMARY = 1u << 13,    /* the game in a few words */
    KB_ANS_SETUP = 1u << 14,      /* the start position */
    KB_ANS_MATERIAL = 1u << 15,   /* the equipment */
};
enum { KB_ANSWER_KINDS = 16 };

/* The most words one case of an entry ("case") may have: a case is a short condition. */
enum { KB_CASE_WORDS_MAX = 6 };

/* The answer of an entry to its own canonical question, when that question is a yes/no
 * question ("yes_no" in the file); KB_YN_NONE when it is not. */
enum kb_yes_no { KB_YN_NONE, KB_YN_YES, KB_YN_NO };

/* What a glossary term names in the game (exactly one piece and one hole per game, one store
 * per mancala), and the grammatical gender of the French term (none for a verb: « semer »). */
enum kb_role { KB_ROLE_PIECE, KB_ROLE_HOLE, KB_ROLE_STORE, KB_ROLE_OTHER };
enum kb_gender { KB_GENDER_NONE, KB_GENDER_M, KB_GENDER_F };

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
    const char *term, *plural; /* French: « graine », « graines »; plural NULL for a verb */
    enum kb_gender gender;     /* of the French term; KB_GENDER_NONE for a verb */
    enum kb_role role;
    struct kb_strs synonyms;
    const char *fr, *en;             /* the definition, French and English */
    const char *en_term, *en_plural; /* English: "seed", "seeds"; en_plural NULL for a verb */
};

/* How people name the seats for one player count: fr[i] and en[i] for the engine's player i
 * (« Joueur 1 », « Clairs », « Sud »). cite is the rulebook's sentence when it names them
 * (cited = true), else the names are Arbitre's plain « Joueur 1 … ». */
struct kb_seats {
    int players;
    const char *const *fr, *const *en; /* players names each */
    bool cited;
    struct arb_cite cite;
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
    const struct kb_seats *seats; /* one per player count, players_min .. players_max */
    size_t n_seats;
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

/* A proposition an entry's answer settles ("leads" in the file): the words a question asking it
 * holds, in the case syntax (fr, en: one or more each), and its answer; KB_YN_NONE when the
 * entry's answer does not settle it (no Oui/Non may lead). */
struct kb_lead {
    struct kb_strs fr, en;
    enum kb_yes_no yes_no;
};

struct kb_entry {
    const char *id; /* "awale.saut-case-depart" */
    const struct kb_game *game;
    enum kb_kind kind;
    unsigned answers;               /* enum kb_answer_kind bits, at least one */
    const char *topic;              /* "start-pit-skip": the same slug across games */
    const struct kb_entry *refines; /* the entry of the same game this one narrows, or NULL */
    enum kb_yes_no yes_no;          /* the answer to question when it is a yes/no question */
    const char *question;
    struct kb_strs paraphrases;
    /* the case it covers ("case"; may be empty): conditions a question states when it asks this
     * entry rather than a wider one, each words in a row, alternatives joined by | (« face|oppose
     * vide|rien », at most KB_CASE_WORDS_MAX words); en_cases the same in English, present
     * exactly when cases is */
    struct kb_strs cases, en_cases;
    /* the propositions its Oui/Non answers, most specific first (may be none: then its yes_no
     * answers whatever closed question matches it) */
    const struct kb_lead *leads;
    size_t n_leads;
    const char *answer;        /* declarative: never starts with « Oui »/« Non » */
    const char *led_answer[2]; /* by enum kb_lang: see kb_entry_answer_led */
    struct arb_cite cite;      /* source and title of the game, page or section of the entry */
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
 * (every data/rules/<game>.json and the schema), else every *.json of dir (schema and lexicon:
 * the embedded ones). Loads, validates against the schema (plus: ids unique and prefixed by
 * "<game>.", games known to the rules registry, one file per game, answer kinds not repeated,
 * refines naming an entry of the same game without a cycle, one piece, one hole and (mancala)
 * one store term, one seat list per player count with one distinct name per player), validates
 * the lexicon against data/schema/lexicon.schema.json, builds the index and runs every scenario
 * of a base read from dir. The embedded base's scenarios are not replayed: the build ran them
 * (`arbitre check` after linking arbitre, which fails the build and removes the binary on any
 * disagreement; ctest kb_check), so each is recorded as passed (kb_stats: checks counted,
 * failed 0). A disagreeing scenario does not fail kb_open: it is counted (entry->passed,
 * kb_stats) and listed by kb_scenario fields. Returns 0 and *out (free with kb_free), or
 * -ARB_ERR_KB with err->message "<file>: <JSON path>: <what is wrong>" (field = the JSON path),
 * -ARB_ERR_IO when a file cannot be read, -ARB_ERR_NOMEM. */
int kb_open(const char *dir, struct kb **out, struct arb_err *err);

/* kb_open with every scenario run through the engine, the embedded base's too: what
 * `arbitre check` (and so the build) runs. Same returns. */
int kb_open_verified(const char *dir, struct kb **out, struct arb_err *err);

/* True when kb holds the files embedded in the binary at build time (opened with dir NULL):
 * what is derived from them alone may be derived at build time too. */
bool kb_is_embedded(const struct kb *kb);

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

/* ---- Relations and names (all borrowed from kb, valid until kb_free) ----------------- */

/* "count", "who", ... for one KB_ANS_* bit; NULL when kind is not exactly one known bit. */
const char *kb_answer_kind_slug(enum kb_answer_kind kind);
/* The KB_ANS_* bit of slug ("count"); 0 when slug is none of them (or NULL). */
enum kb_answer_kind kb_answer_kind_parse(const char *slug);

/* The KB_ANS_* bits of e (never 0 for a loaded entry). */
unsigned kb_entry_answers(const struct kb_entry *e);
/* e's topic slug ("first-player"). */
const char *kb_entry_topic(const struct kb_entry *e);
/* The entry e narrows (same game), or NULL. Refinements form no cycle (checked at load). */
const struct kb_entry *kb_entry_refines(const struct kb_entry *e);
/* true when e refines ancestor directly or through a chain of refines (false for e itself). */
bool kb_entry_narrows(const struct kb_entry *e, const struct kb_entry *ancestor);
/* The answer to e's own canonical question when it is a yes/no question, else KB_YN_NONE. */
enum kb_yes_no kb_entry_yes_no(const struct kb_entry *e);

/* The lexicon's lead word for yn in lang (« Oui. », « Non. », "Yes.", "No."), NULL for
 * KB_YN_NONE. */
const char *kb_lead(const struct kb *kb, enum kb_lang lang, enum kb_yes_no yn);
/* e's answer in lang as the answer to its own canonical question: the lead of its yes_no, a
 * space, then the declarative answer (« Non. Pendant l'égrainage, … »); the answer alone
 * when e has no yes_no. This is what Arbitre printed before answers became declarative. */
const char *kb_entry_answer_led(const struct kb_entry *e, enum kb_lang lang);
/* The validated lexicon of lang (data/lexicon/<lang>.json, always the embedded one), for the
 * question-answering stages to read their words from. */
const cJSON *kb_lexicon(const struct kb *kb, enum kb_lang lang);

/* Entries on topic (exact slug) of game g (NULL: every game), in kb order (games in registry
 * order, then file order): writes the first min(count, cap) to out (out may be NULL when cap
 * is 0) and returns count (0 when none or topic is NULL). */
size_t kb_topic_entries(const struct kb *kb, const struct kb_game *g, const char *topic,
                        const struct kb_entry **out, size_t cap);
/* The distinct topics of all entries, sorted (strcmp); NULL past the end. */
size_t kb_topic_count(const struct kb *kb);
const char *kb_topic_at(const struct kb *kb, size_t i);

/* The glossary term of g with role (KB_ROLE_PIECE, _HOLE, _STORE: at most one each); NULL
 * when g has none (a store outside the mancalas) and for KB_ROLE_OTHER. */
const struct kb_term *kb_glossary_role(const struct kb_game *g, enum kb_role role);

/* The name people give the seat of the engine's player seat (0-based) when players play, in
 * lang (« Joueur 1 », « Sud », "Light"); NULL when players is outside g's player counts or
 * seat outside 0 .. players - 1. */
const char *kb_seat_name(const struct kb_game *g, int seat, int players, enum kb_lang lang);

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
/* Makes a remember the stems it computes, up to half of slots words (the index build: most
 * words of the knowledge base recur; an analyser of requests stays without). 0 or
 * -ARB_ERR_NOMEM. */
int kb_analyzer_memo(struct kb_analyzer *a, size_t slots);
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

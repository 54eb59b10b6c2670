/* faq_int.h — names shared inside the faq module only (and by its unit tests): the stages of
 * answering a question. Text is analysed once into folded tokens (ASCII lower case, accents
 * folded, elisions dropped); every later stage works on those tokens. */
#ifndef FAQ_INT_H
#define FAQ_INT_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "faq.h"

enum {
    FAQ_MAX_TOKENS = 64,
    FAQ_TOKEN_LEN = 32, /* longer words are cut (with the terminator) */
    FAQ_MAX_GAMES = 8,
    FAQ_MAX_SYN = 16,      /* stems per query term: the word and its synonyms */
    FAQ_MAX_EVERYDAY = 32, /* stems of one group of everyday synonyms */
    FAQ_MAX_ALIAS_WORDS = 3,
    FAQ_NO_STEM = UINT32_MAX,
};

enum faq_lang { FAQ_LANG_FR, FAQ_LANG_EN };

/* A question cut into folded words, in order. stop[i] marks a function word (French or
 * English stop word, question filler) that says nothing about the rule asked; filler[i] a
 * word of a filler phrase (« je fais quoi », « vite fait », « en gros ») or of a request
 * for a language (« en anglais », « in english »), which then sets said_lang. */
struct faq_tokens {
    size_t n;
    bool truncated; /* more words than FAQ_MAX_TOKENS: the rest were dropped */
    char tok[FAQ_MAX_TOKENS][FAQ_TOKEN_LEN];
    bool stop[FAQ_MAX_TOKENS];
    bool filler[FAQ_MAX_TOKENS];
    int said_lang; /* an enum faq_lang the question asks the answer in, or -1 */
};

/* Folds len bytes of UTF-8 text into words: lower case, accents and ligatures folded
 * (é -> e, œ -> oe), elisions dropped (l', d', qu', j', n', s', c', m', t'), texting
 * abbreviations written out (cb -> combien, qd -> quand, diago -> diagonale…), every other
 * character a separator; then marks filler phrases and language requests. Invalid UTF-8
 * bytes are separators too. Never fails. */
void faq_tokenize(const char *text, size_t len, struct faq_tokens *out);

/* True when word i of t (i may be past the end: false) is one of words (NULL-terminated). */
bool faq_tok_is(const struct faq_tokens *t, size_t i, const char *const *words);

/* True when the folded word w speaks of buying, prices or shops (« coûte », « prix »,
 * « acheter », « price »…): an ordinary word, never corrected into a rule's word, so that such
 * questions stay out of scope. */
bool faq_is_offtopic(const char *w);

/* True when the folded word w is a stop word (French or English). */
bool faq_is_stop(const char *w);

/* True when w is a stop word of lang ("but" is one in English, the goal in French). */
bool faq_is_stop_in(const char *w, enum faq_lang lang);

/* The language of a tokenized question's words (a language request excepted): English
 * when English function words outnumber French ones, else French. */
enum faq_lang faq_guess_lang(const struct faq_tokens *t);

/* Edit distance between a and b with adjacent transpositions counting 1 (optimal string
 * alignment), or max + 1 as soon as it is known to exceed max. */
int faq_edit_distance(const char *a, const char *b, int max);

/* The largest edit distance tolerated as a typo for a word of len characters: 0 below 5,
 * 1 up to 8, 2 from 9 (faq_word_correct allows short words one edit of their own). */
int faq_typo_budget(size_t len);

/* « qui » (who): a stop word of the analyser, yet what tells « qui commence ? » from
 * « quand commence-t-on ? » or « à qui prend-on ? » from « comment prend-on ? ». Questions
 * and entries both keep it as a stem of its own. */
#define FAQ_WHO "qui"

/* True when the folded words t hold FAQ_WHO (French only). */
bool faq_asks_who(const struct faq_tokens *t, enum faq_lang lang);

/* ---- The assistant's tables (built once by faq_new, read-only afterwards) ------------ */

/* A stem of the index vocabulary. df[lang] counts the entries using it; games is the bit set
 * of the games whose entries use it (bit i = f->games[i]). */
struct faq_stem {
    char s[FAQ_TOKEN_LEN];
    uint32_t df[2];
    unsigned games[2];
};

/* One way an entry is asked (its question or a paraphrase), as a set of stem ids. */
struct faq_variant {
    uint32_t *ids;
    size_t n;
    double w;     /* the sum of the stems' idf */
    uint16_t *tf; /* all-text sets only: occurrences of each id (else NULL) */
    size_t len;   /* all-text sets only: the number of words */
    uint64_t *bi; /* ways of asking only: consecutive stem pairs (a << 32 | b), sorted */
    size_t nbi;
};

/* An entry as the assistant sees it, per language: its variants and the stems of all its
 * texts (question, paraphrases, answer). Id arrays are sorted and unique. */
struct faq_doc {
    const struct kb_entry *entry;
    int game; /* index in f->games */
    struct faq_variant *var[2];
    size_t nvar[2];
    struct faq_variant all[2];
    bool has_num[2]; /* its texts hold a number: it covers any number asked */
};

/* A game name as the player types it: 1..FAQ_MAX_ALIAS_WORDS folded words. */
struct faq_alias {
    int game;
    size_t n;
    char w[FAQ_MAX_ALIAS_WORDS][FAQ_TOKEN_LEN];
};

struct faq {
    const struct kb *kb;
    size_t ngames;
    const struct kb_game *games[FAQ_MAX_GAMES];
    struct faq_alias *aliases;
    size_t naliases;
    char (*words)[FAQ_TOKEN_LEN]; /* folded words of every kb text, sorted, unique */
    size_t nwords;
    struct faq_stem *stems; /* the vocabulary, in order of first sight */
    size_t nstems, capstems;
    uint32_t *htab;       /* open addressing over stems: stem id + 1, 0 = empty */
    size_t hcap;          /* a power of two, at least twice nstems */
    struct faq_doc *docs; /* kb entries in kb order */
    size_t ndocs;
    double ndocs_lang[2];
    double avglen[2];                          /* mean words per entry (all texts), for bm25 */
    uint32_t (*everyday)[2][FAQ_MAX_EVERYDAY]; /* per group and language: stem ids */
    size_t (*neveryday)[2];
    pthread_mutex_t pool_lock;
    struct kb_analyzer **pool; /* idle analysers, one taken per running faq_ask */
    size_t npool, cappool;
};

/* The stem id of s, or FAQ_NO_STEM. */
uint32_t faq_stem_find(const struct faq *f, const char *s);

/* The stem of id, or NULL when id is FAQ_NO_STEM (a question word no kb text uses, whose
 * term may still be known through a synonym) or out of range. Every lookup of a question
 * term's id goes through here. */
const struct faq_stem *faq_stem_at(const struct faq *f, uint32_t id);

/* The inverse document frequency of stem id in lang (that of faq_idf_unknown for
 * FAQ_NO_STEM). */
double faq_idf(const struct faq *f, uint32_t id, enum faq_lang lang);

/* The weight of a word the knowledge base never uses: that of a rare word. It lowers the
 * coverage of every entry, which is how unknown subjects lead to abstention. */
double faq_idf_unknown(const struct faq *f, enum faq_lang lang);

/* True when the folded word w occurs in some kb entry text (French or English). */
bool faq_word_known(const struct faq *f, const char *w);

/* The known word the unknown folded word w stands for, or NULL. First a slip of the phone
 * keyboard: an elision typed without its apostrophe (« lautre » -> « autre ») or a letter
 * doubled (« possee » -> « posee »); else the closest known word within the typo budget
 * (fewest edits; ties: same first letter, then the first in order), where a 4-letter word gets
 * one edit to a word of its first letter and a 3-letter one a missing letter only. Words of
 * buying (faq_is_offtopic) are never corrected. Borrowed from f. */
const char *faq_word_correct(const struct faq *f, const char *w);

/* Builds f->stems, f->docs and f->words from the kb with analyser a. 0 or -ARB_ERR_NOMEM. */
int faq_index_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err);
void faq_index_release(struct faq *f);

/* ---- Game detection ---------------------------------------------------------------- */

/* The games named in a question, in order of first mention, with typo tolerance. */
struct faq_named {
    size_t n;
    int game[FAQ_MAX_GAMES];
};

/* Builds f->aliases from the kb games (id, name, aliases). 0 or -ARB_ERR_NOMEM. */
int faq_alias_build(struct faq *f, struct arb_err *err);

/* The game whose one-word name (or its plural/singular) is word, or -1. */
int faq_alias_exact(const struct faq *f, const char *word);

/* The game whose one-word name word is (exactly, or within the typo budget when word is
 * not an ordinary word of the rulebooks), or -1. */
int faq_alias_word(const struct faq *f, const char *word);

/* True when t names a game Arbitre does not know (chess, draughts, belote, Uno…): the
 * question is out of scope whatever words it shares with the rulebooks. */
bool faq_names_other_game(const struct faq_tokens *t);

/* The games named in t (multi-word names included). */
void faq_detect_names(const struct faq *f, const struct faq_tokens *t, struct faq_named *out);

/* ---- Retrieval --------------------------------------------------------------------- */

/* A content word of the question: its stem ids (the word's, then its synonyms'), its weight
 * and whether it was recognised (known stem or corrected typo). */
struct faq_term {
    uint32_t ids[FAQ_MAX_SYN];
    size_t nids;
    double w;
    bool known;
    size_t nown; /* ids[0..nown) are forms of the word itself (1 + its stem family) */
    bool prev;   /* taken from the previous exchange (follow-up) */
    bool topic;  /* from the previous answer: ranks, never counts for coverage */
    bool num;    /* a number: held by any entry whose texts hold a number */
};

struct faq_query {
    enum faq_lang lang;
    size_t n;
    struct faq_term t[FAQ_MAX_TOKENS];
};

/* Analyses the everyday synonym groups (gagner/remporter/win, commencer/débuter/start…)
 * into f->everyday, keeping the stems the kb uses. 0 or -ARB_ERR_NOMEM. */
int faq_everyday_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err);

/* Analyses text into q (lang set by the caller): stop words dropped, game names dropped,
 * typos corrected against the vocabulary, synonyms attached. Words past FAQ_MAX_TOKENS
 * are ignored. Returns 0 or a negative code from the analyser. */
int faq_query_build(const struct faq *f, struct kb_analyzer *a, const char *text, size_t len,
                    struct faq_query *q);

/* Per-game evidence from the words only that game's entries use: score[g] sums their
 * weights. */
void faq_vocab_scores(const struct faq *f, const struct faq_query *q, double score[FAQ_MAX_GAMES]);

/* A scored entry. coverage: weighted share of the question's own known words (not those
 * inherited by a follow-up, unless it has none) that the entry's texts hold; match: the
 * best idf-weighted Dice between those words and one way of asking the entry; known: the
 * weighted share of the question's own words the knowledge base uses (an unknown word
 * lowers confidence, it does not veto an answer); main: the entry holds the question's
 * weightiest known word; score: the ranking value, match blended with coverage. */
struct faq_hit {
    const struct faq_doc *doc;
    double score, coverage, match, known;
    bool main;
};

/* qsort order of hits: best score first. */
int faq_hit_cmp(const void *a, const void *b);

/* Scores every entry of the games in mask (bit g = f->games[g]) and writes the best
 * min(cap, found) hits, best first, to hits. Returns their number. */
size_t faq_rank(const struct faq *f, const struct faq_query *q, unsigned mask, struct faq_hit *hits,
                size_t cap);

/* ---- Questions about a move on a position ------------------------------------------ */

/* The move a question names, as engine JSON: mancala {"pit":k} from "case 3", "trou 3",
 * "je joue 3", "pit 3"; qawale {"cell":"b2","path":["b3",..]} from the cell names in
 * order. NULL when the question names no move (or out of memory). Caller owns. */
cJSON *faq_move_parse(enum rules_kind kind, const struct faq_tokens *t);

/* Runs the move through the engine (rules_api_run validate, then play when legal) and
 * writes a sentence told from the events (sown pits, laps, skips, captures, extra turn,
 * end, who plays next) in lang to text. Returns 0 and *simulation (the engine's JSON,
 * caller owns), 1 when the question names no move, or the engine's error
 * (-ARB_ERR_BAD_POSITION, -ARB_ERR_BAD_REQUEST, -ARB_ERR_NOMEM). */
int faq_simulate(const struct kb_game *g, const struct faq_tokens *t, enum faq_lang lang,
                 const cJSON *position, const cJSON *options, char *text, size_t cap,
                 cJSON **simulation, struct arb_err *err);

#endif

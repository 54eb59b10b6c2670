/* faq_int.h — names shared inside the faq module only (and by its unit tests): the stages of
 * answering a question and the type each hands to the next:
 *
 *   text --faq_tokenize--> faq_tokens --faq_intent_read--> faq_intent
 *        --faq_query_build--> faq_query --faq_rank--> faq_hit[] --faq_decide--> faq_decision
 *        --faq_reply--> response JSON
 *
 * Every word a stage compares comes from the lexicon (data/lexicon/{fr,en}.json, faq_lexicon.c);
 * every number a stage weighs comes from the parameter table (faq_param.h). */
#ifndef FAQ_INT_H
#define FAQ_INT_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arb_byteset.h"
#include "faq.h"
#include "faq_param.h"

enum {
    FAQ_MAX_TOKENS = 64,
    FAQ_TOKEN_LEN = 32, /* longer words are cut (with the terminator) */
    FAQ_MAX_GAMES = 8,
    FAQ_MAX_SYN = 16,      /* stems per query term: the word and its synonyms */
    FAQ_MAX_EVERYDAY = 32, /* stems of one group of everyday synonyms */
    FAQ_MAX_ALIAS_WORDS = 3,
    FAQ_MAX_HITS = 16,
    FAQ_PAT_SLOTS = 8,     /* words of one lexicon pattern */
    FAQ_STEM_MEMO = 16384, /* stems remembered while the index is built (kb_analyzer_memo) */
    FAQ_PAT_ALTS = 16,     /* alternatives of one pattern word */
    FAQ_PAT_GAP = 3,       /* words a "*" of a pattern stands for, at most */
    FAQ_NO_STEM = UINT32_MAX,
};

enum faq_lang { FAQ_LANG_FR, FAQ_LANG_EN };

/* ---- The lexicon (faq_lexicon.c) ---------------------------------------------------- */

/* A sorted set of folded words (borrowed from the lexicon's trees). */
struct faq_words {
    const char **v;
    size_t n;
};

/* One word of a pattern: alternatives, or a gap of up to FAQ_PAT_GAP words. */
struct faq_slot {
    bool gap;
    size_t n;
    const char *alt[FAQ_PAT_ALTS];
};

/* A phrase pattern of the lexicon: "ignore|oublie * instructions|consignes" is three slots;
 * a leading "^ " anchors it at the question's first word.
 * value: what the pattern stands for in its list (a kind, a language), or -1. */
struct faq_pattern {
    bool anchored; /* written "^ …": matches only from the first word */
    size_t n;
    struct faq_slot s[FAQ_PAT_SLOTS];
    int value;
};

/* The patterns of a set that start with one word: their indices, in the set's order. */
struct faq_starts {
    const char *w;
    const uint32_t *pats;
    size_t n;
};

struct faq_patterns {
    struct faq_pattern *v;
    size_t n;
    char *text;                /* the slots' words */
    struct faq_words first;    /* every word a pattern may start with, sorted (a quick no) */
    struct faq_starts *starts; /* by first word, sorted on it (owns the index arrays below) */
    size_t nstarts;
    /* the bytes some first word starts with (a quicker no) */
    struct arb_byteset first_byte;
    uint32_t *ids;    /* the indices starts[] point into */
    uint32_t *gapped; /* the patterns that start with a gap (they may start anywhere) */
    size_t ngapped;
};

/* The patterns of a set that may match from one word, in the set's order (faq_patterns_from,
 * faq_patterns_next): those starting with the word merged with those starting with a gap. */
struct faq_pat_iter {
    const struct faq_patterns *ps;
    const uint32_t *a, *b;
    size_t na, nb;
};

struct faq_pair {
    const char *from, *to;
};

/* The kinds of answer a question may ask for; the lexicon's "kinds" cue them in questions,
 * the knowledge base's "answers" declare them in entries. */
enum faq_kind {
    FAQ_KIND_COUNT,
    FAQ_KIND_WHO,
    FAQ_KIND_WHEN,
    FAQ_KIND_WHERE,
    FAQ_KIND_HOW,
    FAQ_KIND_PERMISSION,
    FAQ_KIND_CONSEQUENCE,
    FAQ_KIND_DEFINITION,
    FAQ_KIND_REASON,
    FAQ_KIND_ENDING,
    FAQ_KIND_DURATION,
    FAQ_KIND_ORDER,
    FAQ_KIND_DIFFERENCE,
    FAQ_KIND_SUMMARY,
    FAQ_KIND_SETUP,
    FAQ_KIND_MATERIAL,
    FAQ_KIND_N
};
extern const char *const faq_kind_names[FAQ_KIND_N + 1]; /* the JSON names, NULL-terminated */

/* One language's file, read. */
struct faq_lexlang {
    const cJSON *root;                 /* kb_lexicon's, borrowed */
    const char *lead[2], *lead_neg[2]; /* [0] no, [1] yes; lead_neg answers a negated question */
    const char *players_word;
    struct faq_words elisions, slips, stop, markers, who, other_games, offtopic, followup_lead,
        pit_words, pc_numbers, pc_to, pc_verbs;
    struct faq_words name_words; /* words naming a game beside its name (« version ») */
    struct faq_words name_joins; /* words joining two names into one ("RocketSnail's awale") */
    struct faq_words conditions; /* phrases opening a condition (« quand », « au cas ou ») */
    struct faq_words silent;     /* phonetic silent endings, in the file's order */
    struct faq_pair *abbrev, *sounds; /* sounds: spelling -> sound, in the file's order */
    size_t nabbrev, nsounds;
    /* narration: what the player reports being said (« moi je dis que … »), never a request */
    struct faq_patterns narration;
    /* a claim told to be checked (« mon neveu prétend que », "my son says"): fillers */
    struct faq_patterns claims;
    /* asking whether a claim holds (value FAQ_VERIFY_HOLDS: « c'est vrai ? ») or is wrong
     * (FAQ_VERIFY_WRONG: « il a tort ? »): fillers */
    struct faq_patterns verify;
    struct faq_patterns fillers, lang_requests, refuse, chitchat, followup_case, followup_why,
        negation, antonym, yn_open, yn_closed, kinds;
    /* what a closed question asks of an act: permission (« peut-on »), obligation (« faut-il »),
     * and words leaving it undone (« ne pas », « laisser », "without"): faq_decide's leads */
    struct faq_patterns permission, obligation, omission;
    struct faq_patterns followup_unable; /* « et si je ne peux pas ? »: the rule cannot be kept */
    struct faq_patterns followup_other;  /* « et l'autre façon de finir ? »: not that answer */
    struct faq_patterns cries; /* « j'adore le qawale », « encore perdu »: chat, game or not */
    struct faq_patterns out_of_scope; /* strategy, history, advice, opinions, events, teams… */
    /* a moment of the player's own game told (« pourquoi mon adversaire a rejoué ? », « ce
     * trou-là »): a why-question asking which rule explains it, not the rule's reason */
    struct faq_patterns why_event;
    struct faq_patterns compare; /* « par rapport à », "compared with": games related */
    /* handling the game, which the rulebooks never settle (undoing a move, a piece fallen,
     * touching, counting before playing, a clock): value = the subject's place in the list */
    struct faq_patterns handling;
    /* a word's sense read from the words after it (« finir dans » is landing, not ending):
     * a match's first word is read as sense_words[value] */
    struct faq_patterns senses;
    const char **sense_words;
};

enum { FAQ_VERIFY_HOLDS, FAQ_VERIFY_WRONG };

/* What a word is to the tokenizer, from one hash lookup (faq_lex_flags). */
enum {
    FAQ_W_STOP_FR = 1u << 0,
    FAQ_W_STOP_EN = 1u << 1,
    FAQ_W_ELISION = 1u << 2, /* dropped before an apostrophe */
    FAQ_W_ABBREV = 1u << 3,  /* written out (abbreviations) */
    FAQ_W_PHRASE = 1u << 4,  /* may start a filler or a language request */
};

/* Open addressing over every word the tokenizer looks up, with its FAQ_W_* flags. */
struct faq_wordtab {
    const char **key;
    unsigned *flags;
    size_t cap; /* a power of two */
};

struct faq_lex {
    bool loaded;
    struct faq_wordtab tab;
    struct faq_lexlang l[2];
    const char **groups; /* everyday synonym groups, by name */
    size_t ngroups;
    struct faq_pair *everyday; /* word -> group name, sorted */
    size_t neveryday;
};

/* Reads the lexicon kb_open validated (kb_lexicon; kb must outlive x) into x. Returns 0 or
 * -ARB_ERR_NOMEM. Release with faq_lexicon_release (also after a failure). */
int faq_lexicon_load(struct faq_lex *x, const struct kb *kb, struct arb_err *err);
void faq_lexicon_release(struct faq_lex *x);

/* How many words of the lexicon's patterns the tokenizer never yields as written (an
 * abbreviation it expands, a number word it writes in digits, an elided part it drops): such a
 * word can never match a question. The first is written to first[cap] as its language, the word
 * and the word the tokenizer reads ("en thx thanks"), "" when none. */
size_t faq_lexicon_unreadable(struct faq_lex *x, char *first, size_t cap);

bool faq_words_has(const struct faq_words *w, const char *word);
/* The FAQ_W_* flags of word (0 for a word the tokenizer has no use for). */
unsigned faq_lex_flags(const struct faq_lex *x, const char *word);
const char *faq_pair_find(const struct faq_pair *v, size_t n, const char *from);

/* The everyday group of word (any language), or -1. */
int faq_everyday_group(const struct faq_lex *x, const char *word);

struct faq_tokens;
/* The number of words p matches from word i of t (0: no match). */
size_t faq_pattern_at(const struct faq_pattern *p, const struct faq_tokens *t, size_t i);
/* Starts it on the patterns of ps that may match from word w (the others cannot: their first
 * word is another); faq_patterns_next gives them in ps's order, then NULL. */
void faq_patterns_from(const struct faq_patterns *ps, const char *w, struct faq_pat_iter *it);
const struct faq_pattern *faq_patterns_next(struct faq_pat_iter *it);
/* The first pattern of ps matching somewhere in t (leftmost word first), its first word and
 * length in *at and *len (either may be NULL); NULL when none matches. */
const struct faq_pattern *faq_patterns_find(const struct faq_patterns *ps,
                                            const struct faq_tokens *t, size_t *at, size_t *len);
/* The values of the patterns of ps matching in t (bit v for value v, 0 <= v < 32), the words
 * they match added to *words (bit i: word i). */
unsigned faq_patterns_values(const struct faq_patterns *ps, const struct faq_tokens *t,
                             uint64_t *words);

/* The text section.key (a JSON member name path) in lang, else in French, else "". */
const char *faq_text(const struct faq_lex *x, enum faq_lang lang, const char *section,
                     const char *key);

/* Writes template tpl to out[cap] with each {name} replaced by the value following name in kv
 * (NULL-terminated name, value pairs; unknown names stay as written). Returns the length. */
size_t faq_fill(char *out, size_t cap, const char *tpl, const char *const *kv);
/* faq_fill at out + len; returns the new length. */
size_t faq_append(char *out, size_t cap, size_t len, const char *tpl, const char *const *kv);

/* arb_err_set with the message errors.key of the lexicon, filled from kv. Returns -code. */
int faq_err(const struct faq_lex *x, struct arb_err *err, enum arb_code code, const char *field,
            const char *key, const char *const *kv);

/* ---- Stage 1: normalise (faq_norm.c) ------------------------------------------------ */

/* A question cut into folded words, in order. stop[i] marks a function word of either
 * language; filler[i] a word of a filler phrase or of a request for a language, which then
 * sets said_lang. */
struct faq_tokens {
    size_t n;
    bool truncated; /* more words than FAQ_MAX_TOKENS: the rest were dropped */
    char tok[FAQ_MAX_TOKENS][FAQ_TOKEN_LEN];
    bool stop[FAQ_MAX_TOKENS];
    bool filler[FAQ_MAX_TOKENS];
    unsigned char stops[FAQ_MAX_TOKENS];               /* bit lang: a stop word of that language */
    bool phrase[FAQ_MAX_TOKENS];                       /* may start a filler or language request */
    size_t start[FAQ_MAX_TOKENS], end[FAQ_MAX_TOKENS]; /* the source word's bytes */
    int said_lang;    /* an enum faq_lang the question asks the answer in, or -1 */
    size_t clause;    /* the first word of the last clause (after the last . ! ? : ; with words) */
    size_t after_ask; /* the first word after the text's last question mark (n: none follows) */
    uint64_t clause_starts;         /* bit i: word i starts a clause (after . ! ? : ; …) */
    uint64_t comma_after;           /* bit i: a comma follows word i */
    char elided[FAQ_MAX_TOKENS][8]; /* the elision dropped just before word i (« qu »), or "" */
};

/* Folds len bytes of UTF-8 text into words with the project's one decoder and folding
 * (arb_utf8.h): lower case, accents and ligatures folded, elisions dropped, abbreviations of
 * the lexicon written out, every other character a separator; then marks fillers and
 * language requests. Never fails. */
void faq_tokenize(const struct faq_lex *x, const char *text, size_t len, struct faq_tokens *out);

/* t with its dropped elisions put back as words (« qu'est-ce » is « qu est ce », not the
 * « est ce » of a yes/no question), into full: what the intent's cues are matched on. */
void faq_tokens_with_elisions(const struct faq_tokens *t, struct faq_tokens *full);

/* Reads each word whose sense the words after it tell (the lexicon's "senses": « finit dans
 * ma réserve » is « tombe dans ma réserve ») as that sense's word, in place. Questions and
 * entries are read alike (faq_query_build, the index). */
void faq_senses_apply(const struct faq_lex *x, struct faq_tokens *t);

/* True when a comma or a clause's end separates word i of t from the next. */
bool faq_tokens_apart(const struct faq_tokens *t, size_t i);

/* The words of t inside a condition told around the question (bit i: word i): from a one-word
 * phrase of the lexicon's "conditions" opening a clause or following a comma, to the next comma,
 * when the clause goes on after it (« quand je finis dans mon trou vide, je prends chez qui ? »);
 * or from one after a word of the clause's own (not a stop word) and followed by two more words
 * of it, to the clause's end or next comma (« faut zapper le bac des autres quand on fait le
 * tour ? », "do I drop a stone in my store when I go past it?"). They say when the case
 * arises, not what is asked: they cue no kind. */
uint64_t faq_condition_words(const struct faq_lex *x, const struct faq_tokens *t);

/* True when w is a stop word of lang (single letters are, digits are not). */
bool faq_is_stop_in(const struct faq_lex *x, const char *w, enum faq_lang lang);

/* The language of the words (a language request excepted): English when English markers
 * outnumber French ones, else French. */
enum faq_lang faq_guess_lang(const struct faq_lex *x, const struct faq_tokens *t);

/* True when the words show their language: English and French markers do not tie (« kalah
 * famine ? » shows none). */
bool faq_lang_shown(const struct faq_lex *x, const struct faq_tokens *t);

/* Edit distance with adjacent transpositions counting 1, or max + 1 once over max. */
int faq_edit_distance(const char *a, const char *b, int max);

/* The largest edit distance tolerated as a typo for a word of len characters. */
int faq_typo_budget(size_t len);

/* The French phonetic key of a folded word into out[cap], from the lexicon's "phonetic" rules
 * (k/qu/c -> k, an/en/am/em -> A, é/er/ez/ai -> E, silent endings dropped…), an s between
 * vowels read z and doubled sounds once: words that sound alike share it (« kawale »,
 * « qawale »; « rezerv », « reserve »). */
void faq_phonetic(const struct faq_lex *x, const char *w, char *out, size_t cap);

/* True when French elides before the folded word w: it starts with a vowel or an h
 * (« l'awalé », « d'oware »; not « walé » or « kalah »). */
bool faq_elides_before(const char *w);

/* ---- The assistant's tables (built once by faq_new, read-only afterwards) ------------ */

struct faq_stem {
    char s[FAQ_TOKEN_LEN];
    uint32_t df[2];
    unsigned games[2];
};

struct faq_variant {
    uint32_t *ids;
    size_t n;
    double w;
    uint16_t *tf;
    size_t len;
    uint64_t *bi;
    size_t nbi;
};

/* One case an entry covers (its kb "case"), read by the kb's analyser: ids[k] a stem of one of
 * the alternatives of word slot[k] (k < n); a question states the case when its nslots words
 * come in their order among close words of one sentence of the question. */
struct faq_case {
    uint32_t *ids;
    unsigned char *slot;
    size_t n;
    unsigned nslots;
};

/* An entry as the assistant sees it. kinds: bit set of the enum faq_kind it answers; refines:
 * the entry it narrows (NULL); topic: its subject shared across games (NULL); yes_no: the
 * answer to its canonical yes/no question (1 yes, 0 no, -1 not a yes/no entry). */
struct faq_doc {
    const struct kb_entry *entry;
    int game;
    struct faq_variant *var[2];
    size_t nvar[2];
    struct faq_variant all[2];
    bool has_num[2];
    unsigned kinds;
    const struct faq_doc *refines;
    struct faq_case *cases[2]; /* per language, ncases[lang] of them (none: no case declared) */
    size_t ncases[2];
    const char *topic;
    int yes_no;
    /* the words of the propositions its yes_no answers (the kb's "leads"), per language: every
     * pattern of lead 0, then of lead 1…, as cases are read (none: the kb declares none) */
    struct faq_case *leads[2];
    size_t nleads[2];
    bool unable; /* a way of asking it says a rule cannot be kept (« je ne peux pas nourrir ») */
    unsigned char modality[2]; /* enum faq_modality its canonical question asks, per language */
    unsigned handling;         /* the lexicon's "handling" subjects any of its texts speaks of, in
                                * either language (bit: a subject) */
    /* an entry relating games (faq_doc_relational): bit g for its own game and each game its
     * question names (« Quelle différence entre Kalah et Oware ? »: Kalah and Awalé) */
    unsigned relates;
};

struct faq_alias {
    int game;
    size_t n;
    char w[FAQ_MAX_ALIAS_WORDS][FAQ_TOKEN_LEN];
    char key[FAQ_MAX_ALIAS_WORDS][FAQ_TOKEN_LEN]; /* each word's faq_phonetic key */
};

/* A word of the knowledge base with its phonetic key, for correcting phone spelling. */
struct faq_word {
    char w[FAQ_TOKEN_LEN];
    char key[FAQ_TOKEN_LEN];
    unsigned char langs; /* bit lang: a text or cue of that language holds it */
};

struct faq_spell;

struct faq {
    const struct kb *kb;
    struct faq_lex lex;
    struct faq_spell *spell; /* Hunspell, loaded on first need (faq_spell.c) */
    double param[FAQ_P_N];   /* the parameter table's values (faq_param.h) */
    size_t ngames;
    const struct kb_game *games[FAQ_MAX_GAMES];
    struct faq_alias *aliases;
    size_t naliases;
    struct arb_byteset alias_first;    /* the bytes some one-word name starts with */
    const struct faq_alias **one_word; /* the one-word names, sorted */
    size_t none_word;
    const struct faq_alias **multi; /* the names of several words, in the order written */
    size_t nmulti;
    struct faq_word *words; /* folded words of every kb text and lexicon cue, sorted, unique */
    size_t nwords;
    struct faq_stem *stems;
    size_t nstems, capstems;
    uint32_t *htab;
    size_t hcap;
    struct faq_doc *docs;
    size_t ndocs;
    double ndocs_lang[2];
    double avglen[2];
    bool imaged; /* the index's arrays are the binary's image (faq_image.c), not the heap's */
    uint32_t (*everyday)[2][FAQ_MAX_EVERYDAY];
    size_t (*neveryday)[2];
    pthread_mutex_t pool_lock;
    struct kb_analyzer **pool;
    size_t npool, cappool;
    struct faq_situ_ctx *situ; /* situations told in words (faq_situ.h) */
};

uint32_t faq_stem_find(const struct faq *f, const char *s);
const struct faq_stem *faq_stem_at(const struct faq *f, uint32_t id);
double faq_idf(const struct faq *f, uint32_t id, enum faq_lang lang);
double faq_idf_unknown(const struct faq *f, enum faq_lang lang);

/* True when the folded word w occurs in some kb entry text or lexicon cue. */
bool faq_word_known(const struct faq *f, const char *w);
/* Where no marker shows a language: t's words of English texts and cues alone less its words of
 * French ones alone (« kalah setup », "clockwise or counterclockwise" lean English). */
int faq_words_lean(const struct faq *f, const struct faq_tokens *t);
/* f's own copy of the known word w, or NULL. */
const char *faq_word_find(const struct faq *f, const char *w);

/* ---- Hunspell (faq_spell.c) --------------------------------------------------------- */

int faq_spell_new(struct faq_spell **out);
void faq_spell_free(struct faq_spell *s);
/* True when the source word text[start, end) is a correctly spelt French or English word. */
bool faq_spell_known(const struct faq *f, const char *text, size_t start, size_t end);
/* The known word (f's copy) that is a Hunspell lemma of text[start, end), or NULL. */
const char *faq_spell_lemma(const struct faq *f, const char *text, size_t start, size_t end);
/* True when every dictionary reading of text[start, end) carries one of the lexicon's neutral
 * tags (spell.neutral: an adverb, « sérieusement », an interjection, « bof »): a word that
 * says how, not what, is asked. */
bool faq_spell_neutral(const struct faq *f, const char *text, size_t start, size_t end);

/* The known word the unknown folded word w stands for, or NULL: a slip of the phone keyboard
 * (elision without apostrophe, letter doubled), else the closest known word within the typo
 * budget, else a known word with the same phonetic key (« rezerv » -> « reserve »); a word of
 * language lang (the question's) first, of the other only when lang has none. Words of
 * buying are never corrected. Borrowed from f. */
const char *faq_word_correct(const struct faq *f, const char *w, enum faq_lang lang);

int faq_index_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err);
void faq_index_release(struct faq *f);
/* The relations of the kb's fields on each of f->docs (answer kinds, refines, topic, yes/no),
 * read from its entry: the part of the index that points into the kb. */
void faq_index_link(struct faq *f);

/* ---- The index as an image (faq_image.c) ----------------------------------------------- */

/* What faq_index_build made from the embedded knowledge base and lexicon, written as C by
 * faq_image_write at build time and compiled into the binary: docs without their kb pointers
 * (entry, refines, topic: faq_index_link), every other array as built. */
struct faq_image {
    size_t ndocs, nstems, hcap, nwords;
    double ndocs_lang[2], avglen[2];
    const struct faq_doc *docs;
    struct faq_stem *stems;
    uint32_t *htab;
    struct faq_word *words;
};

/* The image linked into this binary (faq_image_data.c, generated), else NULL
 * (faq_image_none.c: the generator itself, and tests that build the index). */
extern const struct faq_image *const faq_image_embedded;

/* Takes img as f's index (f->imaged: its arrays are not freed), the kb pointers linked anew.
 * Returns 0, 1 when img was not made from f's kb (another entry count: f is untouched), or
 * -ARB_ERR_NOMEM. */
int faq_image_adopt(struct faq *f, const struct faq_image *img, struct arb_err *err);

/* True when d speaks of several games at once (it answers the `difference` kind: « quelle
 * différence entre le Kalah et l'Oware ? »), not of one game's own rule. */
bool faq_doc_relational(const struct faq_doc *d);
/* True when relational entry d relates every game of mask (bit g: game g). */
bool faq_doc_relates(const struct faq_doc *d, unsigned mask);

/* The entry of game whose topic is topic, preferring one that refines nothing; NULL. */
const struct faq_doc *faq_topic_in(const struct faq *f, const char *topic, int game);

/* ---- Game names --------------------------------------------------------------------- */

struct faq_named {
    size_t n;
    int game[FAQ_MAX_GAMES];
};

int faq_alias_build(struct faq *f, struct arb_err *err);
int faq_alias_exact(const struct faq *f, const char *word);
int faq_alias_word(const struct faq *f, const char *word);
/* True when t names a game Arbitre does not know, in the question's language (« go » is a
 * game in French, a verb in English), or in either language as the question's heading
 * (« Go: how do you count territory? »). */
bool faq_names_other_game(const struct faq *f, const struct faq_tokens *t, enum faq_lang lang);
/* The game each word of t names into game[] (-1: none; FAQ_MAX_GAMES: a word naming a game
 * beside its name, « version », « classique »): the kb's names, one or several words, with
 * typos when typos is set (not before the index is built: typos are told from its words); two
 * names in a row that are one long name (« awalé escargots ») are that game. */
void faq_name_spans(const struct faq *f, const struct faq_tokens *t, bool typos,
                    int game[FAQ_MAX_TOKENS]);
/* The games t names, in order, each once. */
void faq_detect_names(const struct faq *f, const struct faq_tokens *t, struct faq_named *out);

/* ---- Stage 2: intent (faq_intent.c) ------------------------------------------------- */

/* What the player is doing. */
enum faq_act {
    FAQ_ACT_ASK,       /* a rules question */
    FAQ_ACT_REFUSE,    /* an attempt to make Arbitre state something or leave its role */
    FAQ_ACT_CHAT,      /* chit-chat, insults, babble: nothing to answer from the rulebooks */
    FAQ_ACT_OFFTOPIC,  /* another game, prices, shops */
    FAQ_ACT_MOVE,      /* a move on the position sent: the engine answers */
    FAQ_ACT_SITUATION, /* a situation told in words (issue 12: answered by faq_situ) */
};

/* The previous exchange, as the client sent it back. */
struct faq_context {
    int game;                  /* index in f->games, -1 */
    const struct faq_doc *doc; /* the previous answer's entry, NULL */
    const char *question;      /* the previous question, NULL */
};

/* What a question asks of an act (the lexicon's permission and obligation words; obligation
 * wins: « est-on obligé de prendre quand on peut ? »). */
enum faq_modality { FAQ_MOD_NONE, FAQ_MOD_PERMISSION, FAQ_MOD_OBLIGATION };

/* The modality tokens t ask. */
enum faq_modality faq_modality_of(const struct faq_lexlang *l, const struct faq_tokens *t);

struct faq_intent {
    enum faq_act act;
    enum faq_lang lang;  /* of the words */
    enum faq_lang reply; /* of the answer (a language request wins) */
    bool lang_shown;     /* the words show lang (markers, or words of its texts alone) */
    struct faq_named named;
    bool followup;      /* continues the previous exchange */
    bool followup_case; /* « et si … ? »: a case of the previous answer */
    bool followup_why;  /* « pourquoi ? » after an answer: its reason */
    /* « et si je ne peux pas ? », "what if I can't?" after an answer: what happens when its
     * rule cannot be kept, which neither that entry nor one narrowing it says */
    bool followup_unable;
    uint64_t unable_words; /* bit i: word i says it (they ask nothing of the subject) */
    /* « et l'autre façon de finir ? », "and the other way?" after an answer: another entry
     * than that one; other_words: bit i, word i says it */
    bool followup_other;
    uint64_t other_words;
    unsigned kinds; /* bit set of enum faq_kind cued by the words */
    bool yes_no;    /* a closed question: Oui/Non may lead the answer */
    bool negated;   /* said in the negative (« on ne peut pas … ? »): « Si » contradicts it */
    bool antonym;   /* asks the opposite proposition (« c'est interdit de … ? ») */
    enum faq_modality modality; /* what it asks of the act: permission, obligation, neither */
    bool omits; /* asks of leaving the act undone (« je peux laisser … ? », "without") */
    /* asks the reason of a rule (« pourquoi on saute la case de départ ? »), not which rule
     * explains what happened to the player (« pourquoi mon adversaire a rejoué ? ») */
    bool asks_reason;
    /* bit i: word i relates the games named (the lexicon's "compare": « comme à », « lequel »,
     * "compared with"), read when the question names several or follows up in another */
    uint64_t compare_words;
    /* the handling subjects the words ask of (bit: a subject of the lexicon's "handling") and
     * the words saying them (bit i: word i) */
    unsigned handling;
    uint64_t handling_words;
    bool handling_told; /* every handling word is before the last comma of the last clause */
    /* bit i: word i made the act FAQ_ACT_OFFTOPIC or FAQ_ACT_CHAT but may be told beside a
     * rule: a cry (« j'ai encore perdu, une pile de 4 ça compte pas ? »), or out-of-scope cues
     * that are all words of the rules too (the lexicon's "everyday": « magasin », a shop or
     * Kalah's store). The decision answers then only a rule asked closely (a cry set aside).
     * 0 when the act decides whatever the rest. */
    uint64_t aside_words;
};

/* Reads the intent of t (the question's words) given the request's context and position.
 * Pure: no allocation, never fails. */
void faq_intent_read(const struct faq *f, const struct faq_tokens *t, const struct faq_context *c,
                     bool has_position, struct faq_intent *out);

/* ---- Stage 3: query (faq_query.c) --------------------------------------------------- */

struct faq_term {
    uint32_t ids[FAQ_MAX_SYN];
    size_t nids;
    double w;
    bool known;
    bool lang_word; /* unknown to the kb but a word of the language: neutral, not a veto */
    bool misspelt;  /* letters neither the kb nor the dictionary knows, and no near kb word */
    bool aside;     /* a word of the language in a part told before the question's last clause
                     * where the kb knows no word (« on est au café, … »): neutral */
    size_t tok;     /* the question word it comes from (FAQ_MAX_TOKENS: none) */
    size_t nown;
    bool prev;
    bool topic;
    bool num;
    uint64_t at; /* bit i: word i of the question's tokens is this word (it counts once) */
};

struct faq_query {
    enum faq_lang lang;
    size_t n;
    struct faq_term t[FAQ_MAX_TOKENS];
    uint64_t sentences; /* bit i: word i of the question's tokens starts a sentence */
    unsigned kinds;     /* the intent's kinds, a ranking feature */
    unsigned require;   /* kinds an entry must answer to be kept (0: none required) */
    /* an entry the question asks for another than, with those narrowing it (NULL) */
    const struct faq_doc *exclude;
};

int faq_everyday_build(struct faq *f, struct kb_analyzer *a, struct arb_err *err);

/* Analyses text into q (q->lang set by the caller). 0 or the analyser's negative code. */
int faq_query_build(const struct faq *f, struct kb_analyzer *a, const char *text, size_t len,
                    struct faq_query *q);

/* Appends the words of text to q as words of the previous exchange, weighted by share. */
int faq_query_add_prev(const struct faq *f, struct kb_analyzer *a, struct faq_query *q,
                       const char *text, double share, bool topic);

/* True when q holds a word of the question itself (not of the previous exchange). */
bool faq_query_has_own(const struct faq_query *q);

/* Drops from q the question's words in words (bit i: word i of the question's tokens), which
 * say what is asked of the subject, not the subject; words of the previous exchange stay.
 * With keep_if_empty, a question that is nothing but them keeps them. */
void faq_query_drop(struct faq_query *q, uint64_t words, bool keep_if_empty);

/* ---- Stage 4: rank (faq_rank.c) ----------------------------------------------------- */

struct faq_hit {
    const struct faq_doc *doc;
    double score, coverage, match, known;
    bool main;
    bool stated; /* the question states a case the entry declares it covers */
    int says;    /* the first of the entry's leads (kb "leads") the question asks, or -1 */
};

int faq_hit_cmp(const void *a, const void *b);

/* What term t of a question weighs in it: its weight, a share of it for a word no entry uses
 * (lang_word_share for a word of the language, unknown_share for a misspelt one). */
double faq_term_weight(const struct faq *f, const struct faq_term *t);

void faq_vocab_scores(const struct faq *f, const struct faq_query *q, double score[FAQ_MAX_GAMES]);

/* Scores every entry of the games in mask and writes the best min(cap, found) hits. */
size_t faq_rank(const struct faq *f, const struct faq_query *q, unsigned mask, struct faq_hit *hits,
                size_t cap);

/* ---- Stage 5: decide (faq_decide.c) ------------------------------------------------- */

enum faq_verdict {
    FAQ_ANSWER,   /* one entry */
    FAQ_PER_GAME, /* one entry per game named (a comparison) */
    FAQ_CLARIFY,  /* the question fits several games equally: ask which, answer each */
    FAQ_ABSTAIN,  /* nothing covers it, or out of scope */
    FAQ_REFUSE,   /* hostile */
    FAQ_MOVE,     /* the engine plays the move named */
};

struct faq_decision {
    enum faq_verdict verdict;
    const struct faq_doc *docs[FAQ_MAX_GAMES]; /* the entry, or one per game */
    size_t ndocs;
    int silent[FAQ_MAX_GAMES]; /* games named with no entry on the subject */
    size_t nsilent;
    int game; /* the answer's game, -1 */
    double confidence;
    int lead[FAQ_MAX_GAMES]; /* per doc: -1 no lead, 0 « Non », 1 « Oui » (or « Si ») */
    bool reason_missing;     /* a reason asked and the entry gives none: the rule answers, after
                              * a word that the rulebook gives no reason (not an abstention) */
    bool restated; /* a reason asked of a rule the question restates (its best entry matches it
                    * at least reason_match_min): it tells no situation of the player's game */
    struct faq_hit hits[FAQ_MAX_HITS]; /* for related entries */
    size_t nhits;
};

/* The request as the pipeline sees it. */
struct faq_request {
    const char *question;
    size_t qlen;
    int game;   /* the client's game, -1 */
    int lang;   /* the client's "lang" (enum faq_lang) for the answer, -1: the question's */
    int prefer; /* the client's preferred language (enum faq_lang) for a question showing
                 * none (Accept-Language), -1 */
    struct faq_context ctx;
    const cJSON *position, *options;
};

/* Reads and checks the request object req into r (strings borrowed from req). Returns 0, or
 * -ARB_ERR_BAD_REQUEST / -ARB_ERR_UNKNOWN_GAME naming the field at fault (faq.h). */
int faq_request_read(const struct faq *f, const cJSON *req, struct faq_request *r,
                     struct arb_err *err);

/* Decides from the intent, the query and the ranking. Pure except for the analyser it uses
 * to rank the games named one by one. 0 or a negative code from the analyser. */
int faq_decide(const struct faq *f, struct kb_analyzer *a, const struct faq_request *r,
               const struct faq_intent *in, struct faq_query *q, struct faq_decision *out);

/* ---- Stage 6: reply (faq_reply.c) --------------------------------------------------- */

/* The response JSON of decision d (simulation: the engine's JSON for FAQ_MOVE, taken). */
int faq_reply(const struct faq *f, const struct faq_request *r, const struct faq_intent *in,
              const struct faq_decision *d, const char *move_text, cJSON *simulation, cJSON **resp,
              struct arb_err *err);

/* The rule's answer resp with the situation's request to clarify (from situ, which keeps the
 * rest) beside it: the request moved into resp's "clarify" and told after the answer's text.
 * False when memory runs out (resp then holds what was done). */
bool faq_reply_with_clarify(cJSON *resp, cJSON *situ);

/* ---- Question sets (faq_eval.c) ----------------------------------------------------- */

/* Parses the JSON Lines question set at path into arr (blank lines skipped): each line an
 * object with a "question" string and an "expect" object. Returns 0, or -ARB_ERR_IO /
 * -ARB_ERR_BODY_TOO_LARGE from the file reader, -ARB_ERR_BAD_REQUEST naming the line (its
 * message from lexicon x; NULL before the lexicon is loaded). Lines already read stay in arr
 * (the caller owns it). */
int faq_eval_lines(const struct faq_lex *x, const char *path, cJSON *arr, struct arb_err *err);

/* Runs the questions of lines (faq_eval_lines) through faq_ask only, adds their outcomes to fig
 * (ratios recomputed) and to *refused the answerable questions the assistant declined (an
 * abstention or a clarification where an answer was expected): the rest of the questions not
 * right were answered wrongly. What the fit weighs (faq_eval_fit.c). */
void faq_eval_tally(struct faq *f, const cJSON *lines, struct faq_eval_figures *fig,
                    size_t *refused);

/* Adds the counts of from to to (ratios left as they were). */
void faq_eval_add(struct faq_eval_figures *to, const struct faq_eval_figures *from);

/* The values a fit tries for parameter p from value v, nearest first: a REAL one v minus and
 * plus a tenth of v (at least 0.02, rounded to 0.001), a WHOLE one v - 1 and v + 1; none
 * below 0. Fills out[2] and returns how many (1 when v - step would be below 0). */
size_t faq_fit_candidates(enum faq_param_id p, double v, double out[2]);

/* ---- The diagram link (faq_link.c) -------------------------------------------------- */

/* The URL of GET /v1/games/{game}/diagram.svg drawing pos (borrowed), with move and the rule
 * options when given (NULL or an empty options object: none) and the labels in lang, as a new
 * JSON string (caller owns); JSON null when pos is NULL or the link would pass 4 KiB; NULL
 * when out of memory. A move with a step off the board (a null in its path), which the game
 * routes refuse to read, is left out: the link draws the position alone. */
cJSON *faq_diagram_link(const char *game, const cJSON *pos, const cJSON *move, const cJSON *options,
                        enum faq_lang lang);

/* ---- Questions about a move on a position (faq_pos.c) ------------------------------- */

cJSON *faq_move_parse(const struct faq *f, enum rules_kind kind, const struct faq_tokens *t);

int faq_simulate(const struct faq *f, const struct kb_game *g, const struct faq_tokens *t,
                 enum faq_lang lang, const cJSON *position, const cJSON *options, char *text,
                 size_t cap, cJSON **simulation, struct arb_err *err);

#endif

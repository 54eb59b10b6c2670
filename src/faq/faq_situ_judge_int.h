/* faq_situ_judge_int.h — inside the situations' judge (faq_situ_judge*.c, public face
 * faq_situ_judge.h): the judge's cues, the numbers an answer may write and what accounts for
 * them, read from text, from a simulation and from entries. The invariants themselves are
 * told at the top of faq_situ_judge.c. Private to those files. */
#ifndef FAQ_SITU_JUDGE_INT_H
#define FAQ_SITU_JUDGE_INT_H

#include "faq_situ_judge.h"

enum {
    SITU_JUDGE_MAX_NUMS = 1024,
    SITU_JUDGE_MAX_NAMES = 128,
    SITU_JUDGE_NAME_LEN = 8,
    SITU_JUDGE_CUE_TOKS = 6,
    SITU_JUDGE_MAX_CUES = 640
};

enum faq_situ_judge_pred {
    SITU_PRED_LEGAL,
    SITU_PRED_FORBIDDEN,
    SITU_PRED_EXTRA,
    SITU_PRED_CAPTURE,
    SITU_PRED_SKIP,
    SITU_PRED_REFILL,
    SITU_PRED_LAPS,
    SITU_PRED_FEED,
    SITU_PRED_END,
    SITU_PRED_GOES_ON,
    SITU_PRED_WIN,
    SITU_PRED_SOMEONE,
    SITU_PRED_OFF, /* qawale: the path leaves the board (the engine refuses it there) */
    /* another player than the mover wins (« il a gagné ? », « j'ai perdu ? ») */
    SITU_PRED_THEY_WIN,
    /* a piece of the move ends in the mover's store: the last one sown there, or captured
     * into it (« je mets ma pierre dans ma réserve ? », "does it go to my store?") */
    SITU_PRED_STORED,
    SITU_PRED_DRAW,          /* the game over with no winner (« match nul ? », "is it a draw?") */
    SITU_PRED_OTHERS_STORED, /* a piece sown into another player's store (« une va dans sa
                              * réserve ? », "does one go in the next player's store?") */
    SITU_PRED_SLAM,          /* the move played is a grand slam (a grand_slam event) */
    SITU_PRED_STAY,          /* qawale: the pebble placed is dropped last on the cell played
                              * (« mon galet reste en c2 ? », "does my pebble stay on b3?") */
    SITU_PRED_OPEN,          /* no predicate: a question that asks no yes or no */
    SITU_PRED_N
};
extern const char *const faq_situ_judge_pred_key[SITU_PRED_N];

struct faq_situ_judge_cue {
    size_t n;
    char tok[SITU_JUDGE_CUE_TOKS][FAQ_TOKEN_LEN];
    enum faq_situ_judge_pred pred;
};

struct faq_situ_judge {
    const struct kb *kb;
    const struct faq_lex *x;
    cJSON *root;
    struct faq_situ_judge_cue *cues;
    size_t ncues;
};

/* ASCII classes, whatever the locale */
static inline bool faq_situ_judge_digit(char c)
{
    return c >= '0' && c <= '9';
}

static inline bool faq_situ_judge_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static inline char faq_situ_judge_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* The integer member k of o, or dflt (faq_situ_judge.c). */
int faq_situ_judge_intv(const cJSON *o, const char *k, int dflt);

/* "en" for an English response, else "fr": the key of the judge's words. */
const char *faq_situ_judge_lang(const cJSON *resp);

/* ---- what accounts for a number (faq_situ_judge_numbers.c) ---- */

/* What a number of the answer is, read from the game's own nouns around it (the knowledge
 * base's glossary, the words the replies use): a count when a piece noun follows it
 * (« 5 graines »), a pit when a hole noun precedes it or it is an ordinal before one
 * (« ta case 5 », « ta 5e case »), else anything. A count or a pit must be one the engine
 * gave as such; anything else may be any number the simulation accounts for. */
enum faq_situ_judge_role { SITU_ROLE_ANY, SITU_ROLE_COUNT, SITU_ROLE_PIT, SITU_ROLE_N };

struct faq_situ_judge_acc {
    long num[SITU_ROLE_N][SITU_JUDGE_MAX_NUMS];
    size_t nnum[SITU_ROLE_N];
    char name[SITU_JUDGE_MAX_NAMES][SITU_JUDGE_NAME_LEN];
    size_t nname;
    int players;        /* rows of the mancala positions seen: « J1 » .. « Jn » name them */
    const cJSON *words; /* the number words of both languages */
};

/* v accounts for role (and so for SITU_ROLE_ANY). */
void faq_situ_judge_num_as(struct faq_situ_judge_acc *a, enum faq_situ_judge_role r, long v);
/* v accounts for SITU_ROLE_ANY. */
void faq_situ_judge_num(struct faq_situ_judge_acc *a, long v);
/* v accounts for every role (the question's numbers, an entry's, the start position's). */
void faq_situ_judge_num_all(struct faq_situ_judge_acc *a, long v);
/* s (a cell, a player's label; copied lower case) may be named. */
void faq_situ_judge_name(struct faq_situ_judge_acc *a, const char *s);

/* ---- numbers read from text (faq_situ_judge_text.c) ---- */

/* The next number of text from p, in digits or in words (words: see word_value; NULL for
 * digits only): returns where it starts (NULL at the end), its value in *v, *end after it,
 * and in nm the name (« b3 », lower case) when a lone letter precedes digits, else "". */
const char *faq_situ_judge_next_number(const char *text, const char *p, const cJSON *words, long *v,
                                       const char **end, char nm[SITU_JUDGE_NAME_LEN]);

/* The game's piece and hole nouns, French and English, singular and plural. */
struct faq_situ_judge_nouns {
    const char *piece[4], *hole[4];
};
void faq_situ_judge_game_nouns(const struct kb *kb, const char *game,
                               struct faq_situ_judge_nouns *n);

/* The role the nouns n give the number text[p..e). */
enum faq_situ_judge_role faq_situ_judge_role(const struct faq_situ_judge_nouns *n, const char *text,
                                             const char *p, const char *e);

/* The numbers of text (digits, and words of either language): each for the role the
 * nouns n give it (the player's question), all roles when n is NULL or its nouns are not
 * the game's (« 3 dans ma 5 »). */
void faq_situ_judge_text_numbers(struct faq_situ_judge_acc *a, const struct faq_situ_judge_nouns *n,
                                 const char *text);

/* ---- what a simulation, an entry, a start position account for (faq_situ_judge_sim.c) ---- */

/* The counts a simulation's events make (the module comment's list). */
struct faq_situ_judge_counts {
    long skips, laps, refill, fed, drops, caps, taken, others, collected;
};
void faq_situ_judge_count_events(const cJSON *sim, struct faq_situ_judge_counts *n);

/* The numbers of simulation sim and its cases (the module comment's list). */
void faq_situ_judge_add_simulation(struct faq_situ_judge_acc *a, const cJSON *sim);
/* The numbers of the texts of entry id, in any role. */
void faq_situ_judge_add_entry(struct faq_situ_judge_acc *a, const struct kb *kb, const char *id);
/* The game's start position under its default options, and its pits. */
void faq_situ_judge_add_start(struct faq_situ_judge_acc *a, const char *game);

/* ---- the ask of a question (faq_situ_judge_ask.c) ---- */

/* The ask of question: the cues of its last clause (of the question before it when the last
 * asks no yes or no), else of all of it; *from: where the
 * text read starts, after[p]: where p's first cue ends, from there. */
unsigned faq_situ_judge_asked(const struct faq_situ_judge *j, const char *q, const char **from,
                              size_t *len, size_t after[SITU_PRED_N]);

#endif

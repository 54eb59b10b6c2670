/* faq_situ_read.h — private to the situation readers (faq_situ_*.c of the mancala parse, and
 * faq_situ_qawale_*.c for the marked-word queries): the state one reading of a question carries
 * from stage to stage, and the functions each reading file gives the others. Not for use
 * outside src/faq's situation files; the public face is faq_situ_parse (faq_situ.h).
 *
 * Ownership: a struct faq_situ_reader lives on faq_situ_parse's stack for one question; it
 * borrows the marked words m and the result s it fills, both the caller's. Places are plain
 * values inside it. Nothing here allocates; every function is a pure reading of m (and p),
 * filling s or p->used / p->pl as its comment says.
 *
 * Who reads what (each file's top comment says more):
 *   faq_situ_marks.c    the marked-word predicates (near, is_number, side_at…) and corrections
 *   faq_situ_mover.c    who plays the move told, and the person words put in the mover's frame
 *   faq_situ_options.c  players, settings, default setting, whole-board counts, player words
 *   faq_situ_places.c   places named (pits, stores, « en face »)
 *   faq_situ_place_after.c  « celle d'après »: the pit after the place told before
 *   faq_situ_landing.c  where the last piece lands
 *   faq_situ_counts.c   counts told one by one and their places
 *   faq_situ_claims.c   the capture claimed (« je prends les 5 ? »)
 *   faq_situ_origin.c   the pit played and its count
 *   faq_situ_lists.c    pits told together and the counts told of them
 *   faq_situ_list_groups.c  the group of pits a list is told of (« ses cases 1 à 3 »)
 *   faq_situ_list_rows.c    whole rows told pit by pit, pits told again beside a list
 *   faq_situ_moments.c  a pit's count told before the move and after (« passe de 1 à 2 »),
 *                       counts told with bare pit numbers (« 2 0 1 en 1, 2, 3 »)
 *   faq_situ_seats.c    kalah: one pit of every other player told with a list, in seat order
 *   faq_situ_rows.c     rows and pits said empty, rows said to hold only what was told
 *   faq_situ_asks.c     what is asked (the store asked, yes/no, which pit…)
 *   faq_situ_story.c    a story told again midway, a detail the player is unsure of
 *   faq_situ_parse.c    the stage entry: the game, the order of the readings, situation or rule */
#ifndef FAQ_SITU_READ_H
#define FAQ_SITU_READ_H

#include <stdbool.h>
#include <stddef.h>

#include "faq_situ.h"

/* SITU_MAX_PLACES: the most places one question names (more are dropped);
 * SITU_ROW_HEADING_WORDS: the most words of a clause naming whose row the counts after it are
 * (« Les siennes : »), and SITU_ROW_FROM_WORDS more when it names the pit the row is told from
 * ("His row from his pit 1:"). */
enum { SITU_MAX_PLACES = 16, SITU_ROW_HEADING_WORDS = 4, SITU_ROW_FROM_WORDS = 4 };

/* A place named in the question. */
struct faq_situ_place {
    size_t at; /* token index */
    enum faq_situ_side side;
    enum faq_situ_rel rel;
    int pit; /* 1-based, SITU_PIT_LAST, SITU_PIT_BEFORE_LAST, 0 unsaid */
    bool store;
    int list;     /* « les cases 1, 2 et 3 »: the index of the list's first place, -1 alone */
    bool grouped; /* its count was given by a list (read_lists): no other count is its */
    int player;   /* kalah: the player whose own pit it is (« le trou 3 du joueur suivant »,
                   * "the next player's pit 4"), SITU_PLAYER_*, else 0 */
    bool after;   /* « et celle d'après », "the next one along": the pit after the place told
                   * before it, in sowing order (faq_situ_read_places resolves which) */
};

/* One reading of a question under way (faq_situ_parse). */
struct faq_situ_reader {
    const struct faq_situ_marked *m;
    struct faq_situ *s;
    bool used[FAQ_MAX_TOKENS]; /* numbers consumed (options, thresholds, pit numbers) */
    struct faq_situ_place pl[SITU_MAX_PLACES];
    size_t npl;
    int land_clause;
    int told;        /* counts told with a number (not those read from « vide », « à sec ») */
    bool sows_store; /* the game sows its stores (kalah): « en face » is the landing's */
    int holes;       /* the row's length: told, else the game's (0 no game) */
};

/* ---- marked-word queries, for the readers of every game (faq_situ_marks.c) ---- */

/* A phrase of concept w covers word i. */
static inline bool faq_situ_has(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w)
{
    return i < m->n && faq_situ_bit(m->k[i].mask, w);
}

/* A phrase of concept w starts at word i. */
static inline bool faq_situ_starts(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w)
{
    return i < m->n && faq_situ_bit(m->k[i].start_mask, w);
}

/* faq_situ_has within i's clause, for a word j next to i (false when either is off the
 * words: callers ask of i - 1 or i + 2 at the edges). */
static inline bool faq_situ_has_near(const struct faq_situ_marked *m, size_t i, size_t j,
                                     enum faq_situ_word w)
{
    return i < m->n && j < m->n && m->k[j].clause == m->k[i].clause && faq_situ_has(m, j, w);
}

/* Words i and j are of one clause. */
static inline bool faq_situ_same_clause(const struct faq_situ_marked *m, size_t i, size_t j)
{
    return i < m->n && j < m->n && m->k[i].clause == m->k[j].clause;
}

/* Word i is written in digits (« 3 », « 5e »), not in letters (« trois »). */
static inline bool faq_situ_digits(const struct faq_situ_marked *m, size_t i)
{
    return m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9';
}

/* Some word of [i - back, i + ahead] in i's clause has w. */
bool faq_situ_near(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w, size_t back,
                   size_t ahead);
/* The first number of the run of numbers word i is in (« 2 4 2 3 », « 3 et 2 »: numbers of one
 * clause, « et » between two of them): i itself when it opens it. */
size_t faq_situ_run_head(const struct faq_situ_marked *m, size_t i);

/* Some word of clause `clause` has w. */
bool faq_situ_clause_has(const struct faq_situ_marked *m, int clause, enum faq_situ_word w);
/* Some word of the question has w. */
bool faq_situ_any(const struct faq_situ_marked *m, enum faq_situ_word w);
/* Word i is a number word of one standing for the hole noun ("his second one"). */
bool faq_situ_pit_pronoun(const struct faq_situ_marked *m, size_t i);
/* Word i is a count (digits, or a number word that is not an article). */
bool faq_situ_is_number(const struct faq_situ_marked *m, size_t i);
/* Word i names the opponent (« il », « elle », not the « il » of « il y a »). */
bool faq_situ_opponent_at(const struct faq_situ_marked *m, size_t i);
/* Word i names one owner alone (« moi », « lui », « chez lui », "mine", "his", « il »): the
 * side, else SITU_SIDE_UNSAID (none, or both). */
enum faq_situ_side faq_situ_owner_at(const struct faq_situ_marked *m, size_t i);
/* Some word of clause `clause` names the opponent or their side. */
bool faq_situ_clause_opponent(const struct faq_situ_marked *m, int clause);
/* Whose row a statement at word i is about (the person named before it in its clause). */
enum faq_situ_side faq_situ_subject_at(const struct faq_situ_marked *m, size_t i);
/* The side said just around word i. */
enum faq_situ_side faq_situ_side_at(const struct faq_situ_marked *m, size_t i);
/* Word i is a count no reading has used yet. */
bool faq_situ_free_number(const struct faq_situ_reader *p, size_t i);
/* Applies the corrections told (« 3 graines, non pardon, 5 ») to m's numbers, in place. */
void faq_situ_apply_corrections(struct faq_situ_marked *m);

/* ---- who moves (faq_situ_mover.c) ---- */

/* Reads who plays the move told into s->mover and s->mover_gender (s->lang set); when a third
 * person does, rewrites the words of m in place into the mover's frame (faq_situ_reframe: the
 * mover's words read as the asker's « je », the asker's as « il »), so every later reading
 * builds the position with the mover to move. */
void faq_situ_read_mover(const struct faq_situ_ctx *c, struct faq_situ_marked *m,
                         struct faq_situ *s);

/* ---- players, settings and the board (faq_situ_options.c) ---- */

/* Settings and the numbers that are not counts: players, holes, stones per pit, thresholds. */
void faq_situ_read_options(struct faq_situ_reader *p);
/* « réglages de base »: the capture settings as the game comes. */
void faq_situ_read_default_setting(struct faq_situ_reader *p);
/* Whole-board counts (« 4 pierres partout ») and a row's length told (« chacun de ses 6 trous »).
 */
void faq_situ_read_board(struct faq_situ_reader *p);
/* The stores told as a score (« je mène 30 à 10 », « 23 partout dans les réserves », « 23 pour
 * moi, 22 pour lui ») and the pieces of the whole board (« il en reste 11 sur le plateau »:
 * s->on_board); faq_situ_scores.c. */
void faq_situ_read_scores(struct faq_situ_reader *p);
/* The numbers of « les deux autres », "the three others": players, no count. */
void faq_situ_read_others(struct faq_situ_reader *p);
/* The player word j names: SITU_PLAYER_*, else 0. */
int faq_situ_player_word(const struct faq_situ_reader *p, size_t j);
/* Word i starts « les deux autres », « les autres joueurs » (kalah): the other players. */
bool faq_situ_other_players(const struct faq_situ_reader *p, size_t i);
/* The player whose own row a count at i is told of: SITU_PLAYER_*, else 0. */
int faq_situ_row_player(const struct faq_situ_reader *p, size_t i);
/* The player a count of corresponding pits at i is told of: SITU_PLAYER_*, else 0. */
int faq_situ_player_near(const struct faq_situ_reader *p, size_t i);

/* ---- places and the landing (faq_situ_places.c, _place_after.c, _landing.c) ---- */

/* The places named (p->pl): pits, stores, « en face », « celle d'avant », lists of pits. */
void faq_situ_read_places(struct faq_situ_reader *p);
/* Places told as the pit after the place told just before (« celle d'après », a->after) made
 * that pit in sowing order; those with no such place or no pit after it dropped from p->pl. */
void faq_situ_read_place_after(struct faq_situ_reader *p);
/* The clause telling where the last piece lands, or -1. */
int faq_situ_landing_clause(const struct faq_situ_marked *m);
/* Where the last piece lands (s->landing, land_*), its place marked SITU_REL_LANDING. */
void faq_situ_read_landing(struct faq_situ_reader *p);

/* ---- counts, claims, the pit played (faq_situ_counts.c, _claims.c, _origin.c) ---- */

/* Appends c to s->counts (at most FAQ_SITU_MAX_COUNTS; more are dropped). */
void faq_situ_add_count(struct faq_situ *s, struct faq_situ_count c);
/* The place the clause before word i's ended on, or NULL. */
struct faq_situ_place *faq_situ_prev_clause_place(struct faq_situ_reader *p, size_t i);
/* The count at i is told of the place right after its pieces and « de » (« les 3 escargots de
 * mon 4e trou »); mine: of the mover's own row. */
bool faq_situ_pieces_of(const struct faq_situ_marked *m, size_t i, bool mine);
/* Counts told one by one, each with its place. */
void faq_situ_read_counts(struct faq_situ_reader *p);
/* The capture claimed (« je lui prends les 5 ? »): its count or its pit. */
void faq_situ_read_claims(struct faq_situ_reader *p);
/* The pit played and its count. */
void faq_situ_read_origin(struct faq_situ_reader *p);

/* ---- kalah's other players told at once (faq_situ_seats.c) ---- */

/* The same pit of every other player told with a list of counts in seat order (« les trois
 * autres ont respectivement 3, 0 et 2 dans leur 2e trou »): a count each, player
 * SITU_PLAYER_NTH + seat; s->players set from the list when unsaid. */
void faq_situ_read_seats(struct faq_situ_reader *p);
/* The same pit told again of another player with its noun left out (« le suivant a 5 pierres
 * dans son trou 1, le dernier joueur 2 »): run after the counts, on the numbers left. */
void faq_situ_read_elided_seats(struct faq_situ_reader *p);
/* The pit of the others' rows a count at i is told of with its noun left out (« le troisième
 * joueur 1 dans le sien »), *who its player (SITU_PLAYER_*): the pit's number, else 0. */
int faq_situ_elided_seat(const struct faq_situ_reader *p, size_t i, int *who);

/* ---- lists (faq_situ_lists.c, _list_groups.c, _list_rows.c), rows, asks ---- */

/* A pit told with its count before the move and after (« mon 6e passe de 1 à 2 »): the first
 * its count, the second told again (faq_situ_moments.c). */
void faq_situ_read_moments(struct faq_situ_reader *p);
/* Counts told with bare pit numbers after them, as many, rising (« il avait 2 0 1 en 1, 2, 3 »):
 * a count each of the subject's row (faq_situ_moments.c). */
void faq_situ_read_bare_pits(struct faq_situ_reader *p);

/* Pits told together and the counts told of them (« cases 1 à 3 : 2, 1 et 1 »). */
void faq_situ_read_lists(struct faq_situ_reader *p);

/* Pits a list of counts is told of: « ses cases 1 et 2 », "his pits 1 to 4", « ses 3
 * premières cases », "his last 2 pits", « les autres », "the matching pits" (a plain value on
 * faq_situ_read_lists's stack). */
struct faq_situ_group {
    size_t at, end; /* its first token and the token after it */
    enum faq_situ_side side;
    enum faq_situ_rel rel; /* SITU_REL_PIT (pit[] listed), SITU_REL_REST or SITU_REL_FACING */
    int pit[FAQ_SITU_MAX_COUNTS];
    int n;      /* pits in pit[]; -1: a whole row told pit by pit, its counts from end */
    size_t num; /* a number of the group's own (« 3 premières », « cases 1 à 4 »), or SIZE_MAX */
    bool before; /* its count is told before it (« 2 pierres dans chacun de ses trous 1 et 2 ») */
    bool range;  /* two places told as its ends (« de sa case 1 à sa case 6 »): its counts may
                  * come before it with no « dans » (« 2 1 1 0 4 4 de sa case 1 à sa case 6 ») */
};
/* The group starting at word i, if any, into g (faq_situ_list_groups.c); carry: the side of
 * the group told before. Its pits' numbers and the places it names may be marked read. */
bool faq_situ_group_at(struct faq_situ_reader *p, size_t i, enum faq_situ_side carry,
                       struct faq_situ_group *g);
/* A pit told from the end of a row (SITU_PIT_LAST - k) as a pit number of a row of holes pits;
 * other pits as they are (faq_situ_list_rows.c). */
int faq_situ_pit_number(int pit, int holes);
/* The clauses from j that only say a row is told in order or name again g's pits (g may be
 * NULL): the word after them, else j; their numbers are consumed. */
size_t faq_situ_aside_after(struct faq_situ_reader *p, const struct faq_situ_group *g, size_t j);
/* A clause naming only whose row the counts of the next clause are (« Moi : 0 4 0 0 3 2 »): its
 * side, else SITU_SIDE_UNSAID; *next: where the counts start; *first: the number of « depuis sa
 * case 1 », else SIZE_MAX. */
enum faq_situ_side faq_situ_row_heading(struct faq_situ_reader *p, size_t i, size_t *next,
                                        size_t *first);
/* A row's owner at i (the subject of a verb of having, or an owner word and a few lead words),
 * then a row's worth of counts (« lui il a 0 0 1 0 1 3 », « chez lui c'est 1 2 1 5 0 0 »): true
 * and g that whole row (g->n < 0). */
bool faq_situ_row_after_owner(const struct faq_situ_reader *p, size_t i, struct faq_situ_group *g);
/* The pits of g told again in the clause after its counts end (« (1, 2, 3, 5, 6) »): consumed,
 * their places g's, when they are exactly g's in order. */
void faq_situ_aside_pits(struct faq_situ_reader *p, const struct faq_situ_group *g, size_t end);
/* Pits named after a row's counts in their clause (« … pour les cases 4, 5, 6 »): their numbers
 * consumed, their places no count's. */
void faq_situ_pits_after(struct faq_situ_reader *p, size_t end);
/* Rows said empty, pits said empty, rows said to hold only what was told. */
void faq_situ_read_rows(struct faq_situ_reader *p);
/* A store's count asked, and whose (SA_STORE, s->store_side). */
void faq_situ_read_store_ask(struct faq_situ_reader *p);
/* What is asked (s->ask, s->yes_no). */
void faq_situ_read_asks(struct faq_situ_reader *p);

/* ---- how the story is told (faq_situ_story.c) ---- */

/* text[len] with the first version of what was told again taken out (« je pose en b4… non
 * attends, je reprends : je pose en c4 » keeps « je pose en c4 »), into out (len + 1 bytes at
 * least; *out_len its length), and the words of the detail the player says they are unsure of
 * (« je sais plus si celui de b2 est recouvert »: « celui de b2 est recouvert ») into
 * doubt[cap], "" when none or when it tells no fact of the position. lang: the question's.
 * Returns 0, or -ARB_ERR_NOMEM (out and doubt then untouched but doubt "").*/
int faq_situ_story_read(const struct faq_situ_ctx *c, const char *text, size_t len,
                        enum faq_lang lang, char *out, char *doubt, size_t cap, size_t *out_len);

#endif

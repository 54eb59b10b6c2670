/* rules.h — the one interface every game engine implements, and the registry of games.
 *
 * Positions, moves, options and results are small plain value structs (copy = assignment):
 * tests build any position directly and searches copy them freely. Engine functions are
 * pure: no I/O, no allocation, no globals; the caller provides every buffer.
 * Adding a game = one engine file and one line in rules_registry.c.
 *
 * Conventions shared by every function below: arguments are borrowed; a function that can
 * fail returns 0 or a negative arb_code (see arb_err.h). */
#ifndef RULES_H
#define RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "arb_err.h"

enum {
    RULES_MAX_PLAYERS = 4,
    RULES_MAX_HOLES = 7,
    /* mancala cells: cell[p * (holes + 1) + i] is pit i of player p (i < holes),
     * cell[p * (holes + 1) + holes] is player p's store. Index order is sowing order. */
    RULES_MANCALA_CELLS = RULES_MAX_PLAYERS * (RULES_MAX_HOLES + 1),
    /* the most pieces a mancala position may hold in all (larger ones are bad_position):
     * every count of every position reachable from it then fits an int32_t */
    RULES_MANCALA_MAX_PIECES = 1000000000,
    QAWALE_CELLS = 16,
    QAWALE_PEBBLES = 8, /* per colour: light, dark and neutral */
    QAWALE_MAX_HEIGHT = 3 * QAWALE_PEBBLES,
    QAWALE_MAX_PATH = QAWALE_MAX_HEIGHT,
};

/* The version of the game commands' contract (request and response shapes of docs/api.md),
 * raised when a change could break a client: 2 = moves read strictly, start options echoed. */
enum { RULES_CONTRACT_VERSION = 2 };

enum rules_kind { RULES_MANCALA, RULES_QAWALE };

/* A mancala board (awale, escargots, kalah). Awale/escargots: players = 2, holes = 6 and the
 * stores hold the seeds each player captured; kalah: the stores are the réserves. */
struct mancala_pos {
    uint8_t players;
    uint8_t holes;
    uint8_t to_move;
    int32_t cell[RULES_MANCALA_CELLS];
};

/* Qawale pebbles: 2 bits each in a stack word, bottom pebble in the lowest bits. */
enum qawale_pebble { QAWALE_NEUTRAL = 1, QAWALE_LIGHT = 2, QAWALE_DARK = 3 };

/* A Qawale board: cell index = rank * 4 + file ("a1" = 0, "b1" = 1, "a2" = 4, "d4" = 15).
 * Player 0 plays light ("L"), player 1 dark ("D"); "N" pebbles are neutral. */
struct qawale_pos {
    uint64_t stack[QAWALE_CELLS]; /* pebble k (0 = bottom) in bits 2k..2k+1 */
    uint8_t height[QAWALE_CELLS];
    uint8_t hands[2];
    uint8_t to_move;
};

struct rules_pos {
    enum rules_kind kind;
    union {
        struct mancala_pos m;
        struct qawale_pos q;
    };
};

/* A move. Mancala: pit in 1..holes (0 or anything else out of range is reported as
 * pit_range). Qawale: cell and path cells in 0..15, RULES_OFF_BOARD for a name that is not a
 * cell; path_len is the length the client sent (only the first QAWALE_MAX_PATH are kept). */
enum { RULES_OFF_BOARD = -1 };
struct rules_move {
    bool resign;
    int32_t pit;
    int8_t cell;
    uint16_t path_len;
    int8_t path[QAWALE_MAX_PATH];
};

/* Options: the new-game settings (start only) and the game's own rule settings. rule[] holds
 * the latter: what each slot means is the game's business, named by its option table
 * (rules_game.options, .offset = RULES_RULE_SLOT(k)), so a game with new rules adds rows to
 * its table, never fields here. Read and set them by name (rules_option_find, rules_opt_get);
 * a game's own header may name its slots (rules_kalah.h). Fields a game does not use stay at
 * their defaults; a rule slot's default is 0 (its first choice). rules_opts_default() gives
 * every default. */
enum { RULES_MAX_RULE_OPTS = 4 };
struct rules_opts {
    int players; /* start: 2..4 (kalah) */
    int holes;   /* start: kalah 4, 6 or 7 (others become 6 with a warning) */
    int stones;  /* start: stones per pit (kalah) */
    int first;   /* start: who moves first, 0 or 1 (.. players - 1) */
    int rule[RULES_MAX_RULE_OPTS];
};
/* The offset of rule slot k, for an option table. */
#define RULES_RULE_SLOT(k) (offsetof(struct rules_opts, rule) + (size_t)(k) * sizeof(int))

/* The description of one option for listings and for the JSON codec. Enum options have
 * choices (NULL-terminated, the value is the index); integer options have min/max. */
struct rules_option {
    const char *name;
    const char *const *choices;
    int min, max, def;
    size_t offset;    /* offsetof(struct rules_opts, field), or RULES_RULE_SLOT(k) */
    bool start_only;  /* set up by start; later commands accept it when it agrees */
    const char *help; /* French, one line */
    /* For a start-only option the position shows (kalah's players and holes): the value pos
     * implies, which a later command's value must equal. NULL: the value is information only
     * (stones, first), accepted in range. */
    int (*implied)(const struct rules_pos *pos);
};

/* Events: the move told step by step. pit is 0-based here (the JSON codec prints it 1-based,
 * like moves); cell is a Qawale cell index. */
enum rules_ev_type {
    RULES_EV_PICK,        /* player takes count seeds from pit */
    RULES_EV_SOW,         /* one seed into player's pit (lap = 1, 2, ...) */
    RULES_EV_STORE,       /* one stone into player's store (kalah) */
    RULES_EV_SKIP_ORIGIN, /* the origin pit is skipped on a new lap (awale) */
    RULES_EV_SKIP_STORE,  /* another player's store is skipped (kalah) */
    RULES_EV_CAPTURE,     /* count seeds of player's pit go to the store of `by` */
    RULES_EV_GRAND_SLAM,  /* the capture would empty the opponent's row: nothing taken */
    RULES_EV_NO_CAPTURE,  /* kalah: last stone in own empty pit, corresponding pits empty */
    RULES_EV_EXTRA_TURN,  /* player plays again */
    RULES_EV_COLLECT,     /* end: count seeds of player's row go to the store of `by` */
    RULES_EV_PLACE,       /* qawale: player's pebble put on cell */
    RULES_EV_LIFT,        /* qawale: the stack of count pebbles on cell is lifted */
    RULES_EV_DROP,        /* qawale: pebble `pebble` dropped on cell */
    RULES_EV_ALIGN,       /* qawale: player shows 4 in a row (cell = first cell of the line) */
    RULES_EV_RESIGN,      /* player resigns */
    RULES_EV_END,         /* the game ends, reason in `reason` */
};
struct rules_event {
    uint8_t type; /* enum rules_ev_type */
    int8_t player;
    int8_t pit;
    int8_t cell;
    int8_t by;
    uint8_t pebble; /* enum qawale_pebble */
    uint8_t reason; /* enum rules_end */
    uint16_t lap;
    int32_t count;
};

/* A trace the caller owns: ev[cap]. Events past cap are dropped and truncated is set. */
struct rules_trace {
    struct rules_event *ev;
    size_t cap, n;
    bool truncated;
};

enum rules_end {
    RULES_END_NONE,
    RULES_END_FAMINE,
    RULES_END_NO_CAPTURE_POSSIBLE,
    RULES_END_SIDE_EMPTY,
    RULES_END_ALIGNMENT,
    RULES_END_HANDS_EMPTY,
    RULES_END_RESIGN,
};

/* The outcome of a position. place[p] = 0 for the best place; equal scores share a place. */
struct rules_outcome {
    bool over;
    int8_t winner;  /* -1: draw or shared first place */
    uint8_t reason; /* enum rules_end */
    uint8_t players;
    int32_t scores[RULES_MAX_PLAYERS];
    uint8_t place[RULES_MAX_PLAYERS];
};

/* What play returns. pos already has the end collection applied when the move ended the
 * game; captured counts what the move's capture put in the store (not the collection). */
struct rules_result {
    struct rules_pos pos;
    int32_t captured;
    bool extra_turn;
    struct rules_outcome outcome;
};

/* The rule behind an illegal-move code, for a game. */
struct rules_reason {
    enum arb_code code;
    const char *message; /* French */
    struct arb_cite rule;
};

struct rules_codec; /* the JSON of a rule family: rules_json_int.h */

struct rules_game {
    const char *id;     /* "awale" */
    const char *name;   /* "Awalé" */
    const char *preset; /* the rule preset ("oware", "rocketsnail", ...) */
    enum rules_kind kind;
    int min_players, max_players;
    const struct arb_cite *source;      /* the rulebook (page/section unset) */
    const struct rules_option *options; /* terminated by a NULL name */
    const struct rules_codec *codec;    /* its family's JSON (rules_json_int.h) */

    /* The start position for opts (start-only fields read here). May set *warnings to a
     * bit set of RULES_WARN_*. Returns 0 or -ARB_ERR_BAD_REQUEST with the option at fault. */
    int (*start)(const struct rules_opts *opts, struct rules_pos *out, unsigned *warnings,
                 struct arb_err *err);
    /* 0 when pos is a possible position of this game, else -ARB_ERR_BAD_POSITION with the
     * field at fault ("position.pits[0]", "position.board.b2", ...). */
    int (*check)(const struct rules_pos *pos, struct arb_err *err);
    /* 0 when move is legal in pos, else the negative illegal-move code (first defect in
     * the documented order). pos must have passed check. */
    int (*validate)(const struct rules_pos *pos, const struct rules_opts *opts,
                    const struct rules_move *move);
    /* Plays move: fills res (res->pos may be pos itself) and appends to trace (may be
     * NULL). Returns 0, or the negative illegal-move code and leaves res untouched. */
    int (*play)(const struct rules_pos *pos, const struct rules_opts *opts,
                const struct rules_move *move, struct rules_result *res, struct rules_trace *trace);
    /* Counts the legal moves of pos exactly and writes the first min(count, cap) of them to
     * out (out may be NULL when cap is 0). Resigning is not listed. */
    uint64_t (*moves)(const struct rules_pos *pos, const struct rules_opts *opts,
                      struct rules_move *out, size_t cap);
    /* The outcome of pos as given (over = false while the game goes on). */
    void (*outcome)(const struct rules_pos *pos, const struct rules_opts *opts,
                    struct rules_outcome *out);
    /* The French message and rule of an illegal-move code, or NULL for codes this game
     * never returns. */
    const struct rules_reason *(*reason)(enum arb_code code);
    /* A random game from pos, played in place: exactly what rules_playout_steps does with
     * this game's moves and play (same moves drawn, same *rng after, same final position and
     * outcome), without the per-move checks a client's move needs. pos must have passed check.
     * For benchmarks and statistical tests. */
    uint64_t (*playout)(struct rules_pos *pos, const struct rules_opts *opts, uint64_t *rng,
                        uint64_t max_plies, struct rules_outcome *out);
};

/* ---- random games ---- */

/* The playout generator: xorshift64 on *state (never 0). Returns the next value. */
static inline uint64_t rules_rand(uint64_t *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

/* A uniform draw in 0 .. n - 1 (n >= 1, n < 2^32) from one rules_rand value. */
static inline uint32_t rules_rand_below(uint64_t *state, uint32_t n)
{
    return (uint32_t)(((rules_rand(state) >> 32) * n) >> 32);
}

/* Moves listed per position in a playout: a move is drawn among the first RULES_PLAYOUT_CAP
 * that moves() lists (every mancala move; the qawale paths are more). */
enum { RULES_PLAYOUT_CAP = 64 };

/* The reference playout of g from pos, in place: while fewer than max_plies moves were played,
 * list the moves of pos (g->moves, at most RULES_PLAYOUT_CAP), stop when there are none, play
 * the one at rules_rand_below(rng, listed) and stop when it ends the game. Returns the moves
 * played. *out gets the outcome of the last move played (the end collection applied), or
 * g->outcome of pos when none was. pos must have passed g->check. Every g->playout equals it. */
uint64_t rules_playout_steps(const struct rules_game *g, struct rules_pos *pos,
                             const struct rules_opts *opts, uint64_t *rng, uint64_t max_plies,
                             struct rules_outcome *out);

enum { RULES_WARN_HOLES_CHANGED = 1u << 0, RULES_WARN_STONES_UNUSUAL = 1u << 1 };

/* The registry: every game, in a fixed order. */
size_t rules_count(void);
const struct rules_game *rules_at(size_t i);
/* The game with this id, or NULL. */
const struct rules_game *rules_find(const char *id);

/* Every option at its default (2 players, 6 holes, 4 stones, first 0, every rule slot 0). */
struct rules_opts rules_opts_default(void);

/* The option of g called name, or NULL when g has none. */
const struct rules_option *rules_option_find(const struct rules_game *g, const char *name);
/* The value of option d (one of the game's table) in opts, and setting it (no range check). */
int rules_opt_get(const struct rules_opts *opts, const struct rules_option *d);
void rules_opt_set(struct rules_opts *opts, const struct rules_option *d, int value);
/* The choice name the option of g called name has in opts ("everyone"), or NULL when g has
 * no such choice option. */
const char *rules_opt_choice(const struct rules_game *g, const struct rules_opts *opts,
                             const char *name);
/* True when a and b agree on every rule setting of g (its options that are not start-only). */
bool rules_opts_same_rules(const struct rules_game *g, const struct rules_opts *a,
                           const struct rules_opts *b);

/* Slug of an end reason ("famine", "no_capture_possible", ...). */
const char *rules_end_slug(enum rules_end reason);

/* Qawale cell names: "a1".."d4" <-> 0..15. rules_cell_parse returns RULES_OFF_BOARD for
 * anything else; rules_cell_name writes 3 bytes (with the terminator). */
int rules_cell_parse(const char *name);
void rules_cell_name(int cell, char out[3]);

#endif

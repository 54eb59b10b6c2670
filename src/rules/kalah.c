/* kalah.c — the Kalah engine (source 002): 2 to 4 players, rows of 4, 6 or 7 pits and a store
 * each. Sowing feeds your own store and skips the others' (the origin gets a stone on a lap);
 * a last stone in your store plays again; a last stone alone in your own pit takes the
 * corresponding pits of the target players (option capture_from) with itself; the game ends as
 * soon as a row is empty, every row going to its owner's store.
 * Players and holes come from the position's shape; every function keeps the stone count. */
#include <stddef.h>

#include "mancala.h"
#include "mancala_row.h"
#include "rules_int.h"
#include "rules_kalah.h"

#define KALAH_FILE "002_65276866382bab8b.txt"
#define KALAH_TITLE "Règles de Kalah"
#define KALAH_SECTION(s)                                                                           \
    {                                                                                              \
        KALAH_FILE, KALAH_TITLE, 0, s                                                              \
    }

enum { KALAH_MAX_STONES = 20 };

static const struct rules_reason kalah_reasons[] = {
    {ARB_ERR_GAME_OVER, "La partie est terminée : un côté n'a plus de pierres.",
     KALAH_SECTION("Résultat et points")},
    {ARB_ERR_PIT_RANGE, "Choisis un de tes trous, numérotés de 1 au nombre de trous de ton côté.",
     KALAH_SECTION("Déroulement")},
    {ARB_ERR_EMPTY_PIT, "Tu ne peux pas choisir un trou vide.", KALAH_SECTION("Déroulement")},
};

/* Every board shape check accepts, as X(players, holes): the hot functions below get one
 * copy per shape, with the loops over players and pits unrolled by the compiler. */
#define KALAH_SHAPES(X) X(2, 6) X(2, 7) X(2, 4) X(3, 6) X(3, 4) X(3, 7) X(4, 6) X(4, 4) X(4, 7)
#define KALAH_SHAPE(players, holes) ((players)*8 + (holes))

/* True when row q of a board of the given holes has no stones (counts are never negative). */
static inline bool kalah_row_empty(const struct mancala_pos *p, int holes, int q)
{
    const int32_t *row = p->cell + q * (holes + 1);
    int32_t any = 0;
#pragma GCC unroll 8
    for (int i = 0; i < holes; i++)
        any |= row[i];
    return any == 0;
}

/* True when some row has no stones (the game is over). Called with constant players and
 * holes. */
MANCALA_ALWAYS_INLINE bool kalah_over_n(const struct mancala_pos *p, int players, int holes)
{
    bool empty = false;
#pragma GCC unroll 4
    for (int q = 0; q < players; q++)
        empty |= kalah_row_empty(p, holes, q);
    return empty;
}

/* kalah_over_n for p's own shape: true when some row has no stones. */
static bool kalah_side_empty(const struct mancala_pos *p)
{
#define KALAH_OVER_CASE(np, nh)                                                                    \
    case KALAH_SHAPE(np, nh):                                                                      \
        return kalah_over_n(p, np, nh);
    switch (KALAH_SHAPE(p->players, p->holes)) {
        KALAH_SHAPES(KALAH_OVER_CASE)
    }
#undef KALAH_OVER_CASE
    return kalah_over_n(p, p->players, p->holes); /* a shape check refuses */
}

/* The players whose corresponding pit the player to move takes from, as a bit set (n = the
 * number of players). */
static inline unsigned kalah_targets(const struct mancala_pos *p, int n,
                                     const struct rules_opts *opts)
{
    int m = p->to_move;
    switch (opts->rule[KALAH_RULE_CAPTURE_FROM]) {
    case KALAH_CAPTURE_EVERYONE:
        return ((1u << n) - 1) & ~(1u << m);
    case KALAH_CAPTURE_OPPOSITE:
        return 1u << ((m + (n == 4 ? 2 : 1)) % n);
    default:
        return 1u << ((m + 1) % n);
    }
}

/* Every row to its owner's store, then the final ranking (resigner placed last, or -1). */
static void kalah_settle(struct mancala_pos *p, enum rules_end reason, int resigner,
                         struct rules_outcome *out, struct rules_trace *trace)
{
    for (int q = 0; q < p->players; q++)
        mancala_collect(p, q, q, trace);
    mancala_finish(p, reason, resigner, out, trace);
}

static int kalah_start(const struct rules_opts *opts, struct rules_pos *out, unsigned *warnings,
                       struct arb_err *err)
{
    if (opts->players < 2 || opts->players > RULES_MAX_PLAYERS)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "options.players",
                           "Le kalah se joue de 2 à 4 personnes.");
    if (opts->first < 0 || opts->first >= opts->players)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "options.first",
                           "« first » doit désigner un joueur, de 0 à %d.", opts->players - 1);
    if (opts->stones < 1 || opts->stones > KALAH_MAX_STONES)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "options.stones",
                           "Le nombre de pierres par trou va de 1 à %d.", KALAH_MAX_STONES);
    unsigned warn = 0;
    int holes = opts->holes;
    bool fits = opts->players == 2 ? holes == 6 || holes == 7 : holes == 6 || holes == 4;
    if (!fits) {
        holes = 6;
        warn |= RULES_WARN_HOLES_CHANGED;
    }
    if (opts->stones != 3 && opts->stones != 4)
        warn |= RULES_WARN_STONES_UNUSUAL;
    *out = (struct rules_pos){.kind = RULES_MANCALA};
    out->m.players = (uint8_t)opts->players;
    out->m.holes = (uint8_t)holes;
    out->m.to_move = (uint8_t)opts->first;
    for (int q = 0; q < opts->players; q++)
        for (int i = 0; i < holes; i++)
            out->m.cell[mancala_cell(&out->m, q, i)] = opts->stones;
    if (warnings)
        *warnings = warn;
    return 0;
}

static int kalah_check(const struct rules_pos *pos, struct arb_err *err)
{
    const struct mancala_pos *p = &pos->m;
    if (pos->kind != RULES_MANCALA || p->players < 2 || p->players > RULES_MAX_PLAYERS)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "Le plateau compte de 2 à 4 rangées, une par personne.");
    if (p->holes != 4 && p->holes != 6 && p->holes != 7)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "Chaque rangée compte 4, 6 ou 7 trous.");
    return mancala_check_counts(p, -1, err);
}

/* kalah_validate for constant players and holes (p's shape). */
MANCALA_ALWAYS_INLINE int kalah_validate_n(const struct mancala_pos *p, int players, int holes,
                                           const struct rules_move *move)
{
    if (kalah_over_n(p, players, holes))
        return -ARB_ERR_GAME_OVER;
    if (move->resign)
        return 0;
    if (move->pit < 1 || move->pit > holes)
        return -ARB_ERR_PIT_RANGE;
    if (p->cell[p->to_move * (holes + 1) + move->pit - 1] == 0)
        return -ARB_ERR_EMPTY_PIT;
    return 0;
}

static int kalah_validate(const struct rules_pos *pos, const struct rules_opts *opts,
                          const struct rules_move *move)
{
    (void)opts;
    return kalah_validate_n(&pos->m, pos->m.players, pos->m.holes, move);
}

/* The capture of a last stone alone in the mover's pit i, for p's constant players and holes:
 * returns the stones put in the store. */
MANCALA_ALWAYS_INLINE int32_t kalah_capture_n(struct mancala_pos *p, int players, int holes,
                                              const struct rules_opts *opts, int i,
                                              struct rules_trace *trace)
{
    int width = holes + 1, m = p->to_move, own = m * width + i, facing = holes - 1 - i;
    unsigned targets = kalah_targets(p, players, opts);
    int32_t taken = 0;
#pragma GCC unroll 4
    for (int q = 0; q < players; q++)
        taken += (int32_t)(targets >> q & 1) * p->cell[q * width + facing]; /* no branch */
    if (taken == 0 && opts->rule[KALAH_RULE_EMPTY_OPPOSITE] != KALAH_EMPTY_TAKE) {
        mancala_tell(trace, RULES_EV_NO_CAPTURE, m, i, m, 0);
        return 0;
    }
    for (int q = 0; q < players; q++) {
        int32_t *c = &p->cell[q * width + facing];
        if (!(targets >> q & 1) || *c == 0)
            continue;
        mancala_tell(trace, RULES_EV_CAPTURE, q, facing, m, *c);
        *c = 0;
    }
    mancala_tell(trace, RULES_EV_CAPTURE, m, i, m, 1);
    p->cell[own] = 0;
    p->cell[m * width + holes] += taken + 1;
    return taken + 1;
}

/* kalah_play for constant players and holes (pos's shape). */
MANCALA_ALWAYS_INLINE int kalah_play_n(const struct rules_pos *pos, const struct rules_opts *opts,
                                       const struct rules_move *move, struct rules_result *res,
                                       struct rules_trace *trace, int players, int holes)
{
    int rc = kalah_validate_n(&pos->m, players, holes, move);
    if (rc < 0)
        return rc;
    if (&res->pos != pos)
        res->pos = *pos;
    struct mancala_pos *p = &res->pos.m;
    int m = p->to_move, width = holes + 1, ncells = players * width;
    int next = m + 1 == players ? 0 : m + 1;
    res->captured = 0;
    res->extra_turn = false;
    if (move->resign) {
        mancala_tell(trace, RULES_EV_RESIGN, m, -1, m, 0);
        kalah_settle(p, RULES_END_RESIGN, m, &res->outcome, trace);
        return 0;
    }
    int origin = m * width + move->pit - 1, store = m * width + holes;
    uint32_t skip = 0;
#pragma GCC unroll 4
    for (int q = 0; q < players; q++)
        skip |= (uint32_t)1 << (q * width + holes);
    skip &= ~((uint32_t)1 << store);
    int32_t n = p->cell[origin];
    if (trace)
        mancala_tell_sow(trace, p, origin, n, skip, true);
    p->cell[origin] = 0;
    int last = mancala_sow(p->cell, ncells, origin, n, skip);
    /* rows were all non-empty before the move (validated): only the mover's row and, after a
     * capture, the rows taken from can be empty now */
    bool ended = kalah_row_empty(p, holes, m);
    /* one branch for "last stone alone in an own pit" (last < ncells: the read is in bounds) */
    if (((unsigned)(last - m * width) < (unsigned)holes) & (p->cell[last] == 1)) {
        res->captured = kalah_capture_n(p, players, holes, opts, last - m * width, trace);
        ended = ended || (res->captured > 0 && kalah_side_empty(p));
    }
    if (ended) {
        p->to_move = (uint8_t)next;
        kalah_settle(p, RULES_END_SIDE_EMPTY, -1, &res->outcome, trace);
        return 0;
    }
    res->extra_turn = last == store;
    if (res->extra_turn)
        mancala_tell(trace, RULES_EV_EXTRA_TURN, m, -1, m, 0);
    else
        p->to_move = (uint8_t)next;
    mancala_going_on(p, players, holes, &res->outcome);
    return 0;
}

static int kalah_play(const struct rules_pos *pos, const struct rules_opts *opts,
                      const struct rules_move *move, struct rules_result *res,
                      struct rules_trace *trace)
{
#define KALAH_PLAY_CASE(np, nh)                                                                    \
    case KALAH_SHAPE(np, nh):                                                                      \
        return kalah_play_n(pos, opts, move, res, trace, np, nh);
    switch (KALAH_SHAPE(pos->m.players, pos->m.holes)) {
        KALAH_SHAPES(KALAH_PLAY_CASE)
    }
#undef KALAH_PLAY_CASE
    return kalah_play_n(pos, opts, move, res, trace, pos->m.players, pos->m.holes);
}

/* kalah_moves for constant players and holes (p's shape). */
MANCALA_ALWAYS_INLINE uint64_t kalah_moves_n(const struct mancala_pos *p, int players, int holes,
                                             struct rules_move *out, size_t cap)
{
    if (kalah_over_n(p, players, holes))
        return 0;
    return mancala_list_pits(p->cell + p->to_move * (holes + 1), holes, out, cap);
}

static uint64_t kalah_moves(const struct rules_pos *pos, const struct rules_opts *opts,
                            struct rules_move *out, size_t cap)
{
    const struct mancala_pos *p = &pos->m;
    (void)opts;
#define KALAH_MOVES_CASE(np, nh)                                                                   \
    case KALAH_SHAPE(np, nh):                                                                      \
        return kalah_moves_n(p, np, nh, out, cap);
    switch (KALAH_SHAPE(p->players, p->holes)) {
        KALAH_SHAPES(KALAH_MOVES_CASE)
    }
#undef KALAH_MOVES_CASE
    return kalah_moves_n(p, p->players, p->holes, out, cap);
}

static void kalah_outcome(const struct rules_pos *pos, const struct rules_opts *opts,
                          struct rules_outcome *out)
{
    struct mancala_pos p = pos->m;
    (void)opts;
    if (kalah_side_empty(&p))
        kalah_settle(&p, RULES_END_SIDE_EMPTY, -1, out, NULL);
    else
        mancala_going_on(&p, p.players, p.holes, out);
}

static const struct rules_reason *kalah_reason(enum arb_code code)
{
    return mancala_reason(kalah_reasons, sizeof kalah_reasons / sizeof kalah_reasons[0], code);
}

/* The sowing table of two-player kalah with holes pits (mancala_row.h). */
static inline const struct mrow_sow (*kalah_sow_table(int holes))[MROW_SEEDS]
{
    return holes == 4 ? mrow_kalah4 : holes == 6 ? mrow_kalah6 : mrow_kalah7;
}

/* kalah_playout for 2 players and at most MROW_MAX_PIECES stones, holes constant: the rows
 * packed one byte a cell (mancala_row.h), seen from the mover's seat: a = his pits and store,
 * b = the opponent's, with na and nb the sets of their non-empty pits, kept up to date from
 * the sowing table (a draw then needs no count of the row). A move is one table lookup;
 * every capture setting takes from the opponent when there are two players. A capture is a
 * branch the processor learns to take as rare, so the next draw does not wait for its test;
 * the turn pass is masks (extra turns are too frequent to guess). Both measured. */
MANCALA_ALWAYS_INLINE uint64_t kalah_playout_2(struct rules_pos *pos, int holes,
                                               const struct rules_opts *opts, uint64_t *rng,
                                               uint64_t max_plies, struct rules_outcome *out)
{
    const struct mrow_sow(*sow)[MROW_SEEDS] = kalah_sow_table(holes);
    struct mancala_pos *p = &pos->m;
    const int width = holes + 1;
    const bool take = opts->rule[KALAH_RULE_EMPTY_OPPOSITE] == KALAH_EMPTY_TAKE;
    int m = p->to_move;
    uint64_t a = mrow_pack(p->cell + m * width, width);
    uint64_t b = mrow_pack(p->cell + (1 - m) * width, width);
    uint32_t na = mrow_nonempty(a, holes), nb = mrow_nonempty(b, holes);
    if (na == 0 || nb == 0) { /* over as given: no move */
        kalah_outcome(pos, opts, out);
        return 0;
    }
    uint64_t plies = 0, state = *rng; /* in a register: *rng could alias the board */
    bool over = false;
    while (plies < max_plies) {
        int i = mrow_draw(na, &state);
        const struct mrow_sow *e = &sow[i][mrow_get(a, i)];
        /* a last stone alone in an own pit (empty before it, see struct mrow_sow) takes the
         * facing pit when it holds stones, or alone with take */
        uint32_t alone = (~na & e->cap_empty) | e->cap_origin;
        int own = e->last & 7, facing = e->facing;
        a += e->da;
        b += e->db;
        na = (na & ~(1u << i)) | e->sown_a;
        nb |= e->sown_b;
        if (__builtin_expect((alone != 0) & ((nb >> facing & 1) | take), 0)) {
            uint64_t gain = (uint64_t)mrow_get(b, facing) + 1;
            a = a - (1ull << (8 * own)) + (gain << (8 * holes));
            b &= ~(0xffull << (8 * facing));
            na &= ~(1u << own);
            nb &= ~(1u << facing);
        }
        plies++;
        /* the turn passes unless the last stone fell in the store: the rows swap by masks,
         * as a branch would mispredict */
        uint32_t pass = e->pass;
        uint64_t swap = (a ^ b) & (0 - (uint64_t)pass);
        uint32_t nswap = (na ^ nb) & (0 - pass);
        a ^= swap;
        b ^= swap;
        na ^= nswap;
        nb ^= nswap;
        m ^= (int)pass;
        if ((na == 0) | (nb == 0)) { /* over: the turn passes all the same */
            over = true;
            if (!pass) {
                swap = a ^ b;
                a ^= swap;
                b ^= swap;
                m ^= 1;
            }
            break;
        }
    }
    *rng = state;
    mrow_unpack(a, p->cell + m * width, width);
    mrow_unpack(b, p->cell + (1 - m) * width, width);
    p->to_move = (uint8_t)m;
    if (over)
        kalah_settle(p, RULES_END_SIDE_EMPTY, -1, out, NULL);
    else
        mancala_going_on(p, 2, holes, out);
    return plies;
}

static uint64_t kalah_playout(struct rules_pos *pos, const struct rules_opts *opts, uint64_t *rng,
                              uint64_t max_plies, struct rules_outcome *out)
{
    struct mancala_pos *p = &pos->m;
    int64_t total = 0;
    for (int c = 0; c < p->players * (p->holes + 1); c++)
        total += p->cell[c];
    if (p->players == 2 && total <= MROW_MAX_PIECES && max_plies > 0) {
        switch (p->holes) {
        case 4:
            return kalah_playout_2(pos, 4, opts, rng, max_plies, out);
        case 6:
            return kalah_playout_2(pos, 6, opts, rng, max_plies, out);
        case 7:
            return kalah_playout_2(pos, 7, opts, rng, max_plies, out);
        }
    }
    return rules_playout_steps(&rules_kalah, pos, opts, rng, max_plies, out);
}

static const char *const kalah_capture_choices[] = {"next", "opposite", "everyone", NULL};
static const char *const kalah_empty_choices[] = {"keep", "take", NULL};

/* What a position shows of the start options: its rows and their length. */
static int kalah_players_of(const struct rules_pos *pos)
{
    return pos->m.players;
}

static int kalah_holes_of(const struct rules_pos *pos)
{
    return pos->m.holes;
}

static const struct rules_option kalah_options[] = {
    {.name = "capture_from",
     .choices = kalah_capture_choices,
     .def = KALAH_CAPTURE_NEXT,
     .offset = RULES_RULE_SLOT(KALAH_RULE_CAPTURE_FROM),
     .help = "À qui prendre en finissant dans son trou vide : la personne suivante, celle d'en "
             "face ou tout le monde."},
    {.name = "empty_opposite",
     .choices = kalah_empty_choices,
     .def = KALAH_EMPTY_KEEP,
     .offset = RULES_RULE_SLOT(KALAH_RULE_EMPTY_OPPOSITE),
     .help = "Trou correspondant vide : la dernière pierre reste (keep) ou va dans la réserve "
             "(take)."},
    {.name = "players",
     .min = 2,
     .max = RULES_MAX_PLAYERS,
     .def = 2,
     .offset = offsetof(struct rules_opts, players),
     .start_only = true,
     .implied = kalah_players_of,
     .help = "Le nombre de personnes, de 2 à 4."},
    {.name = "holes",
     .min = 1,
     .max = 99,
     .def = 6,
     .offset = offsetof(struct rules_opts, holes),
     .start_only = true,
     .implied = kalah_holes_of,
     .help = "Trous par personne : 6 ou 7 à 2, 6 ou 4 à 3 ou 4 ; un autre nombre devient 6."},
    {.name = "stones",
     .min = 1,
     .max = KALAH_MAX_STONES,
     .def = 4,
     .offset = offsetof(struct rules_opts, stones),
     .start_only = true,
     .help = "Pierres par trou au départ (3 ou 4 d'habitude)."},
    {.name = "first",
     .min = 0,
     .max = RULES_MAX_PLAYERS - 1,
     .def = 0,
     .offset = offsetof(struct rules_opts, first),
     .start_only = true,
     .help = "La personne qui commence, de 0 au nombre de personnes moins 1."},
    {.name = NULL},
};

static const struct arb_cite kalah_source = {.source = KALAH_FILE, .title = KALAH_TITLE};

const struct rules_game rules_kalah = {
    .id = "kalah",
    .name = "Kalah",
    .preset = "kalah",
    .kind = RULES_MANCALA,
    .min_players = 2,
    .max_players = RULES_MAX_PLAYERS,
    .source = &kalah_source,
    .options = kalah_options,
    .codec = &rules_codec_mancala,
    .start = kalah_start,
    .check = kalah_check,
    .validate = kalah_validate,
    .play = kalah_play,
    .moves = kalah_moves,
    .outcome = kalah_outcome,
    .reason = kalah_reason,
    .playout = kalah_playout,
};

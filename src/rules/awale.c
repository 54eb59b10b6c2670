/* awale.c — the awale engine (source 001, preset "oware") and the escargots engine (source
 * 003, preset "rocketsnail"): one engine, two rule presets.
 *
 * Awale feeds a starving opponent and plays a grand slam without capture; escargots has no
 * feeding duty and forbids the grand slam unless every legal move is one. Both end, in this
 * order, by famine (the player to move has no seeds, or must feed and cannot) and by
 * indetermination: when at most AWALE_INDET_MAX seeds are on the board, a build-time table
 * (gen_indet.c) says exactly whether any capture can still happen; above that no
 * indetermination test is made. Every function keeps 2 rows of 6 and 48 seeds. */
#include <stddef.h>
#include <string.h>

#include "mancala.h"
#include "mancala_row.h"
#include "rules_int.h"

#define AWALE_FILE "001_34f07d7a66323f1a.txt"
#define AWALE_TITLE "L'AWALE"
#define ESCARGOTS_FILE "003_10381c3a5a08dce3.txt"
#define ESCARGOTS_TITLE "Les Règles communes de l'Awalé"
#define AWALE_SECTION(s)                                                                           \
    {                                                                                              \
        AWALE_FILE, AWALE_TITLE, 0, s                                                              \
    }
#define ESCARGOTS_SECTION(s)                                                                       \
    {                                                                                              \
        ESCARGOTS_FILE, ESCARGOTS_TITLE, 0, s                                                      \
    }

/* One preset: its rules, its indetermination table and the rules behind its refusals. */
struct awale_variant {
    struct awale_rules rules;
    const uint8_t *dead;
    const struct rules_reason *reasons;
    size_t nreasons;
};

static const struct rules_reason oware_reasons[] = {
    {ARB_ERR_GAME_OVER,
     "La partie est terminée (famine ou plus aucune prise possible) : on ne joue plus.",
     AWALE_SECTION("Fin de la partie")},
    {ARB_ERR_PIT_RANGE, "Choisis une case de ton camp, numérotée de 1 à 6.",
     AWALE_SECTION("Déroulement de la partie")},
    {ARB_ERR_EMPTY_PIT, "Ce trou est vide : on prend toutes les graines d'un trou qui en contient.",
     AWALE_SECTION("Déroulement de la partie")},
    {ARB_ERR_MUST_FEED,
     "Ton adversaire n'a plus de graines : tu dois jouer un coup qui lui en apporte au moins une.",
     AWALE_SECTION("Déroulement de la partie")},
};

static const struct rules_reason rocketsnail_reasons[] = {
    {ARB_ERR_GAME_OVER,
     "La partie est terminée (un camp vide ou plus aucune prise possible) : on ne joue plus.",
     ESCARGOTS_SECTION("Fin de jeu")},
    {ARB_ERR_PIT_RANGE, "Choisis un trou de ton territoire, numéroté de 1 à 6.",
     ESCARGOTS_SECTION("Le tour de jeu")},
    {ARB_ERR_EMPTY_PIT, "Ce trou est vide : on prend toutes les graines d'un trou qui en contient.",
     ESCARGOTS_SECTION("Le tour de jeu")},
    {ARB_ERR_GRAND_SLAM_FORBIDDEN,
     "Ce coup prendrait toutes les graines du camp adverse : c'est interdit tant qu'un autre "
     "coup est possible.",
     ESCARGOTS_SECTION("Laisser des graines")},
};

static const struct awale_variant oware = {
    .rules = {.must_feed = true},
    .dead = awale_indet_dead,
    .reasons = oware_reasons,
    .nreasons = sizeof oware_reasons / sizeof oware_reasons[0],
};

static const struct awale_variant rocketsnail = {
    .rules = {.grand_slam_forbidden = true},
    .dead = escargots_indet_dead,
    .reasons = rocketsnail_reasons,
    .nreasons = sizeof rocketsnail_reasons / sizeof rocketsnail_reasons[0],
};

/* True when the table of v says that no capture can ever happen again from p, which holds
 * seeds on board (above AWALE_INDET_MAX no test is made: false). */
static inline bool awale_dead(const struct awale_variant *v, const struct mancala_pos *p,
                              int32_t seeds)
{
    if (seeds > AWALE_INDET_MAX)
        return false;
    uint32_t r = awale_indet_rank(p, awale_binom);
    return v->dead[r >> 3] >> (r & 7) & 1;
}

/* Seeds on the board of p (a checked position holds AWALE_SEEDS with the stores). */
static inline int32_t awale_on_board(const struct mancala_pos *p)
{
    return AWALE_SEEDS - p->cell[AWALE_HOLES] - p->cell[AWALE_CELLS - 1];
}

/* True when player's row is empty and v has a feeding duty (awale). Without one (escargots)
 * nothing reads the opponent's row: false, and the row is not summed. */
static inline bool awale_starving(const struct awale_variant *v, const struct mancala_pos *p,
                                  int player)
{
    return v->rules.must_feed && awale_row(p, player) == 0;
}

/* The famine end of p (RULES_END_NONE when none): mine_empty = the player to move has no
 * seeds, starving = awale_starving of his opponent; *taker gets who takes the seeds left. */
static inline enum rules_end awale_famine(const struct awale_variant *v,
                                          const struct mancala_pos *p, bool mine_empty,
                                          bool starving, int *taker)
{
    if (mine_empty) {
        *taker = 1 - p->to_move;
        return RULES_END_FAMINE;
    }
    if (starving && awale_legal_pits(p, &v->rules, true) == 0) {
        *taker = p->to_move;
        return RULES_END_FAMINE;
    }
    return RULES_END_NONE;
}

/* How p as given ends (RULES_END_NONE: it goes on): famine first, then indetermination; for
 * a famine *taker gets the player who takes the seeds left. *starving gets awale_starving of
 * the opponent. */
static inline enum rules_end awale_end(const struct awale_variant *v, const struct mancala_pos *p,
                                       int *taker, bool *starving)
{
    *starving = awale_starving(v, p, 1 - p->to_move);
    enum rules_end famine = awale_famine(v, p, awale_row(p, p->to_move) == 0, *starving, taker);
    if (famine != RULES_END_NONE)
        return famine;
    return awale_dead(v, p, awale_on_board(p)) ? RULES_END_NO_CAPTURE_POSSIBLE : RULES_END_NONE;
}

/* Applies the end collection of reason to p and fills out. */
static void awale_settle(struct mancala_pos *p, enum rules_end reason, int taker,
                         struct rules_outcome *out, struct rules_trace *trace)
{
    for (int q = 0; q < 2; q++)
        mancala_collect(p, q, reason == RULES_END_FAMINE ? taker : q, trace);
    mancala_finish(p, reason, -1, out, trace);
}

static int awale_start(const struct rules_opts *opts, struct rules_pos *out, unsigned *warnings,
                       struct arb_err *err)
{
    if (opts->first < 0 || opts->first > 1)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "options.first",
                           "« first » doit valoir 0 ou 1.");
    *out = (struct rules_pos){.kind = RULES_MANCALA};
    out->m.players = 2;
    out->m.holes = AWALE_HOLES;
    out->m.to_move = (uint8_t)opts->first;
    for (int i = 0; i < AWALE_PITS; i++)
        out->m.cell[i + i / AWALE_HOLES] = AWALE_SEEDS / AWALE_PITS;
    if (warnings)
        *warnings = 0;
    return 0;
}

static int awale_check(const struct rules_pos *pos, struct arb_err *err)
{
    if (pos->kind != RULES_MANCALA || pos->m.players != 2 || pos->m.holes != AWALE_HOLES)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "Le plateau compte 2 rangées de 6 trous.");
    return mancala_check_counts(&pos->m, AWALE_SEEDS, err);
}

/* The first defect of move in p, leaving the end of the game aside: pit_range, empty_pit,
 * then must_feed or grand_slam_forbidden (starving: see awale_starving). 0 when legal. */
static inline int awale_move_defect(const struct awale_variant *v, const struct mancala_pos *p,
                                    bool starving, const struct rules_move *move)
{
    if (move->resign)
        return 0;
    if (move->pit < 1 || move->pit > AWALE_HOLES)
        return -ARB_ERR_PIT_RANGE;
    int pit = move->pit - 1;
    if (p->cell[p->to_move * (AWALE_HOLES + 1) + pit] == 0)
        return -ARB_ERR_EMPTY_PIT;
    if (starving && !(awale_legal_pits(p, &v->rules, true) >> pit & 1))
        return -ARB_ERR_MUST_FEED;
    if (v->rules.grand_slam_forbidden && awale_is_grand_slam(p, pit) &&
        !(awale_legal_pits(p, &v->rules, starving) >> pit & 1))
        return -ARB_ERR_GRAND_SLAM_FORBIDDEN;
    return 0;
}

static int awale_validate_v(const struct awale_variant *v, const struct rules_pos *pos,
                            const struct rules_move *move)
{
    int taker;
    bool starving;
    if (awale_end(v, &pos->m, &taker, &starving) != RULES_END_NONE)
        return -ARB_ERR_GAME_OVER;
    return awale_move_defect(v, &pos->m, starving, move);
}

/* Plays legal move pit (0-based) of q->to_move on q: sowing and capture, told in trace (may
 * be NULL); *captured gets the seeds taken (0 for none or a grand slam). */
static inline void awale_sow_capture(struct mancala_pos *q, int pit, int32_t *captured,
                                     struct rules_trace *trace)
{
    int m = q->to_move, o = 1 - m;
    int origin = m * (AWALE_HOLES + 1) + pit;
    if (trace)
        mancala_tell_sow(trace, q, origin, q->cell[origin],
                         (1u << AWALE_HOLES) | (1u << (AWALE_CELLS - 1)) | (1u << origin), false);
    int last = awale_sow(q, pit);
    int32_t seeds;
    int taken = awale_chain(q, last, &seeds);
    *captured = 0;
    if (taken > 0 && seeds == awale_row(q, o)) {
        mancala_tell(trace, RULES_EV_GRAND_SLAM, m, -1, m, seeds); /* seeds spared */
    } else if (taken > 0) {
        for (int c = last; c > last - taken; c--) {
            mancala_tell(trace, RULES_EV_CAPTURE, o, c - o * (AWALE_HOLES + 1), m, q->cell[c]);
            q->cell[c] = 0;
        }
        q->cell[m * (AWALE_HOLES + 1) + AWALE_HOLES] += seeds;
        *captured = seeds;
    }
}

/* Play, with the end test of the given position made cheap: a capture, or a position after
 * the move from which a capture can still happen, proves that one could happen before it
 * (the move was legal and its seeds stay on the board), so the table is read for the given
 * position only when the position after the move cannot tell. The move is played on a copy
 * until the given position is known not to be over: res stays untouched on a refusal. */
static int awale_play_v(const struct awale_variant *v, const struct rules_pos *pos,
                        const struct rules_move *move, struct rules_result *res,
                        struct rules_trace *trace)
{
    const struct mancala_pos *p = &pos->m;
    int m = p->to_move, o = 1 - m, taker = o;
    int32_t seeds = awale_on_board(p);
    int pit = move->pit - 1;
    bool starving = awale_starving(v, p, o);
    int rc = awale_move_defect(v, p, starving, move);
    /* a legal pit is not empty: the mover's row is summed only for a refusal or a resign */
    bool mine_empty = (rc < 0 || move->resign) && awale_row(p, m) == 0;
    if (awale_famine(v, p, mine_empty, starving, &taker) != RULES_END_NONE)
        return -ARB_ERR_GAME_OVER;
    if (rc < 0 || move->resign) {
        if (awale_dead(v, p, seeds))
            return -ARB_ERR_GAME_OVER;
        if (rc < 0)
            return rc;
        if (&res->pos != pos)
            res->pos = *pos;
        res->captured = 0;
        res->extra_turn = false;
        mancala_tell(trace, RULES_EV_RESIGN, m, -1, m, 0);
        for (int q = 0; q < 2; q++)
            mancala_collect(&res->pos.m, q, o, trace);
        mancala_finish(&res->pos.m, RULES_END_RESIGN, m, &res->outcome, trace);
        return 0;
    }
    /* Known live: more seeds than the table covers, or read first for a told move (a move is
     * never refused after its events). Else the move is played on a copy of the board. */
    bool live = seeds > AWALE_INDET_MAX;
    if (!live && trace) {
        if (awale_dead(v, p, seeds))
            return -ARB_ERR_GAME_OVER;
        live = true;
    }
    struct mancala_pos copy, *q = &copy;
    if (live) {
        if (&res->pos != pos)
            res->pos = *pos;
        q = &res->pos.m;
    } else {
        copy.to_move = p->to_move;
        memcpy(copy.cell, p->cell, AWALE_CELLS * sizeof copy.cell[0]);
    }
    int32_t captured;
    awale_sow_capture(q, pit, &captured, trace);
    q->to_move = (uint8_t)o;
    enum rules_end reason =
        awale_famine(v, q, awale_row(q, o) == 0, awale_starving(v, q, m), &taker);
    bool q_dead = reason == RULES_END_NONE && awale_dead(v, q, seeds - captured);
    if (!live) {
        if (captured == 0 && !(reason == RULES_END_NONE && !q_dead) && awale_dead(v, p, seeds))
            return -ARB_ERR_GAME_OVER;
        if (&res->pos != pos)
            res->pos = *pos;
        res->pos.m.to_move = copy.to_move;
        memcpy(res->pos.m.cell, copy.cell, AWALE_CELLS * sizeof copy.cell[0]);
    }
    if (q_dead)
        reason = RULES_END_NO_CAPTURE_POSSIBLE;
    res->captured = captured;
    res->extra_turn = false;
    if (reason == RULES_END_NONE)
        mancala_going_on(&res->pos.m, 2, AWALE_HOLES, &res->outcome);
    else
        awale_settle(&res->pos.m, reason, taker, &res->outcome, trace);
    return 0;
}

static uint64_t awale_moves_v(const struct awale_variant *v, const struct rules_pos *pos,
                              struct rules_move *out, size_t cap)
{
    const struct mancala_pos *p = &pos->m;
    int taker;
    bool starving;
    if (awale_end(v, p, &taker, &starving) != RULES_END_NONE)
        return 0;
    /* usually every non-empty pit is legal: listed without building the bit set */
    if (!starving && !(v->rules.grand_slam_forbidden && awale_slam_possible(p)))
        return mancala_list_pits(p->cell + p->to_move * (AWALE_HOLES + 1), AWALE_HOLES, out, cap);
    return mancala_list_moves(awale_legal_pits(p, &v->rules, starving), AWALE_HOLES, out, cap);
}

static void awale_outcome_v(const struct awale_variant *v, const struct rules_pos *pos,
                            struct rules_outcome *out)
{
    struct mancala_pos p = pos->m;
    int taker = 0;
    bool starving;
    enum rules_end reason = awale_end(v, &p, &taker, &starving);
    if (reason == RULES_END_NONE)
        mancala_going_on(&p, 2, AWALE_HOLES, out);
    else
        awale_settle(&p, reason, taker, out, NULL);
}

/* ---- playouts: rows packed one byte a cell (mancala_row.h), seen from the mover's seat ---- */

#define AWALE_ROW_PITS 0xffffffffffffull /* bytes 0..5: the pits, byte 6: the store */

/* q as the position of rows a (the mover's, m) and b (his opponent's). */
static inline void awale_unpack(struct mancala_pos *q, uint64_t a, uint64_t b, int m)
{
    q->players = 2;
    q->holes = AWALE_HOLES;
    q->to_move = (uint8_t)m;
    mrow_unpack(a, q->cell + m * (AWALE_HOLES + 1), AWALE_HOLES + 1);
    mrow_unpack(b, q->cell + (1 - m) * (AWALE_HOLES + 1), AWALE_HOLES + 1);
}

/* The mover's legal pits (rows a, b, mover m; bit i = pit i): his non-empty pits, unless he
 * must feed or (escargots) a grand slam is possible, where awale_legal_pits decides. */
MANCALA_ALWAYS_INLINE uint32_t awale_row_legal(const struct awale_variant *v, uint64_t a,
                                               uint64_t b, int m)
{
    const uint64_t six = mrow_ones(AWALE_HOLES);
    bool starving = v->rules.must_feed && (b & AWALE_ROW_PITS) == 0;
    /* a grand slam needs every opponent pit at 2 or less: no byte reaches 3 */
    bool slam =
        v->rules.grand_slam_forbidden && (((b & AWALE_ROW_PITS) + 0x7d * six) & 0x80 * six) == 0;
    if (!starving && !slam)
        return mrow_nonempty(a, AWALE_HOLES);
    struct mancala_pos q;
    awale_unpack(&q, a, b, m);
    return awale_legal_pits(&q, &v->rules, starving);
}

/* Sows pit i of a (rows a, b from the mover's seat) by the sowing table and makes its
 * capture: the chain of b's pits at 2 or 3 that ends at the last seed, taken unless it is
 * all b holds (grand slam). The chain is masks; only its presence is a branch, guessed as
 * absent (measured faster than masks all through). */
MANCALA_ALWAYS_INLINE void awale_row_move(uint64_t *a, uint64_t *b, int i)
{
    const uint64_t six = mrow_ones(AWALE_HOLES);
    const struct mrow_sow *e = &mrow_awale[i][mrow_get(*a, i)];
    *a += e->da;
    *b += e->db;
    /* bit k: b's pit k holds 2 or 3 (its count with the low bit cleared is 2), up to the last
     * seed's pit (none when it stayed in a) */
    uint32_t at = ~mrow_nonempty((*b & 0xfe * six) ^ 2 * six, AWALE_HOLES) & e->chain;
    if (__builtin_expect(!(at & e->chain_end), 1))
        return;
    /* the chain runs down from the last seed's pit to the highest pit below it that is not
     * at 2 or 3: from = that pit + 1 (0 when there is none) */
    uint32_t gaps = (~at & (e->chain >> 1)) << 1 | 1;
    uint32_t from = 31 - (uint32_t)__builtin_clz(gaps);
    uint64_t taken = mrow_spread(at & ~((1u << from) - 1)) * 0xff;
    /* nothing taken either when the chain would take every seed b holds (grand slam) */
    uint64_t mask = (*b & AWALE_ROW_PITS & ~taken) != 0 ? taken : 0;
    *a += (uint64_t)mrow_sum(*b & mask) << (8 * AWALE_HOLES);
    *b &= ~mask;
}

/* awale_dead for the position of rows a (the mover's) and b holding at most AWALE_INDET_MAX
 * seeds: the prefix sums of awale_indet_rank_sums read from the rows, where they are one
 * product each. */
MANCALA_ALWAYS_INLINE bool awale_row_dead(const struct awale_variant *v, uint64_t a, uint64_t b)
{
    uint64_t sa = (a & AWALE_ROW_PITS) * MROW_ONES; /* byte j: seeds in a's pits 0..j */
    uint64_t sb = ((b & AWALE_ROW_PITS) + mrow_get(sa, AWALE_HOLES - 1)) * MROW_ONES;
    int32_t sum[AWALE_PITS];
    for (int j = 0; j < AWALE_HOLES; j++) {
        sum[j] = (int32_t)mrow_get(sa, j);
        sum[AWALE_HOLES + j] = (int32_t)mrow_get(sb, j);
    }
    uint32_t r = awale_indet_rank_sums(sum, awale_binom);
    return v->dead[r >> 3] >> (r & 7) & 1;
}

/* The end of the position of rows a, b with m to move (RULES_END_NONE: it goes on), as
 * awale_end decides it; *taker as there. */
MANCALA_ALWAYS_INLINE enum rules_end awale_row_end(const struct awale_variant *v, uint64_t a,
                                                   uint64_t b, int m, int *taker)
{
    if ((a & AWALE_ROW_PITS) == 0) {
        *taker = 1 - m;
        return RULES_END_FAMINE;
    }
    if (v->rules.must_feed && (b & AWALE_ROW_PITS) == 0) {
        struct mancala_pos q;
        bool starving;
        awale_unpack(&q, a, b, m);
        return awale_end(v, &q, taker, &starving);
    }
    int32_t seeds = AWALE_SEEDS - (int32_t)(mrow_get(a, AWALE_HOLES) + mrow_get(b, AWALE_HOLES));
    if (seeds > AWALE_INDET_MAX || !awale_row_dead(v, a, b))
        return RULES_END_NONE;
    return RULES_END_NO_CAPTURE_POSSIBLE;
}

/* The playout of preset v: exactly rules_playout_steps with awale_moves_v and awale_play_v. */
MANCALA_ALWAYS_INLINE uint64_t awale_playout_v(const struct awale_variant *v, struct rules_pos *pos,
                                               uint64_t *rng, uint64_t max_plies,
                                               struct rules_outcome *out)
{
    struct mancala_pos *p = &pos->m;
    awale_outcome_v(v, pos, out);
    if (out->over || max_plies == 0)
        return 0;
    int m = p->to_move, taker = 0;
    uint64_t a = mrow_pack(p->cell + m * (AWALE_HOLES + 1), AWALE_HOLES + 1);
    uint64_t b = mrow_pack(p->cell + (1 - m) * (AWALE_HOLES + 1), AWALE_HOLES + 1);
    enum rules_end reason = RULES_END_NONE;
    uint64_t plies = 0, state = *rng; /* in a register: *rng could alias the board */
    while (reason == RULES_END_NONE && plies < max_plies) {
        awale_row_move(&a, &b, mrow_draw(awale_row_legal(v, a, b, m), &state));
        uint64_t t = a;
        a = b;
        b = t;
        m = 1 - m;
        plies++;
        reason = awale_row_end(v, a, b, m, &taker);
    }
    *rng = state;
    awale_unpack(p, a, b, m);
    if (reason == RULES_END_NONE)
        mancala_going_on(p, 2, AWALE_HOLES, out);
    else
        awale_settle(p, reason, taker, out, NULL);
    return plies;
}

/* The vtable entries of each preset: the shared code above with the preset bound. */

static int awale_validate(const struct rules_pos *pos, const struct rules_opts *opts,
                          const struct rules_move *move)
{
    (void)opts;
    return awale_validate_v(&oware, pos, move);
}

static int escargots_validate(const struct rules_pos *pos, const struct rules_opts *opts,
                              const struct rules_move *move)
{
    (void)opts;
    return awale_validate_v(&rocketsnail, pos, move);
}

static int awale_play(const struct rules_pos *pos, const struct rules_opts *opts,
                      const struct rules_move *move, struct rules_result *res,
                      struct rules_trace *trace)
{
    (void)opts;
    return awale_play_v(&oware, pos, move, res, trace);
}

static int escargots_play(const struct rules_pos *pos, const struct rules_opts *opts,
                          const struct rules_move *move, struct rules_result *res,
                          struct rules_trace *trace)
{
    (void)opts;
    return awale_play_v(&rocketsnail, pos, move, res, trace);
}

static uint64_t awale_moves(const struct rules_pos *pos, const struct rules_opts *opts,
                            struct rules_move *out, size_t cap)
{
    (void)opts;
    return awale_moves_v(&oware, pos, out, cap);
}

static uint64_t escargots_moves(const struct rules_pos *pos, const struct rules_opts *opts,
                                struct rules_move *out, size_t cap)
{
    (void)opts;
    return awale_moves_v(&rocketsnail, pos, out, cap);
}

static void awale_outcome(const struct rules_pos *pos, const struct rules_opts *opts,
                          struct rules_outcome *out)
{
    (void)opts;
    awale_outcome_v(&oware, pos, out);
}

static void escargots_outcome(const struct rules_pos *pos, const struct rules_opts *opts,
                              struct rules_outcome *out)
{
    (void)opts;
    awale_outcome_v(&rocketsnail, pos, out);
}

static uint64_t awale_playout(struct rules_pos *pos, const struct rules_opts *opts, uint64_t *rng,
                              uint64_t max_plies, struct rules_outcome *out)
{
    (void)opts;
    return awale_playout_v(&oware, pos, rng, max_plies, out);
}

static uint64_t escargots_playout(struct rules_pos *pos, const struct rules_opts *opts,
                                  uint64_t *rng, uint64_t max_plies, struct rules_outcome *out)
{
    (void)opts;
    return awale_playout_v(&rocketsnail, pos, rng, max_plies, out);
}

static const struct rules_reason *awale_reason(enum arb_code code)
{
    return mancala_reason(oware.reasons, oware.nreasons, code);
}

static const struct rules_reason *escargots_reason(enum arb_code code)
{
    return mancala_reason(rocketsnail.reasons, rocketsnail.nreasons, code);
}

static const struct rules_option awale_options[] = {
    {.name = "first",
     .min = 0,
     .max = 1,
     .def = 0,
     .offset = offsetof(struct rules_opts, first),
     .start_only = true,
     .help = "Le joueur qui commence : 0 ou 1."},
    {.name = NULL},
};

static const struct arb_cite awale_source = {.source = AWALE_FILE, .title = AWALE_TITLE};
static const struct arb_cite escargots_source = {.source = ESCARGOTS_FILE,
                                                 .title = ESCARGOTS_TITLE};

const struct rules_game rules_awale = {
    .id = "awale",
    .name = "Awalé",
    .preset = "oware",
    .kind = RULES_MANCALA,
    .min_players = 2,
    .max_players = 2,
    .source = &awale_source,
    .options = awale_options,
    .codec = &rules_codec_mancala,
    .start = awale_start,
    .check = awale_check,
    .validate = awale_validate,
    .play = awale_play,
    .moves = awale_moves,
    .outcome = awale_outcome,
    .reason = awale_reason,
    .playout = awale_playout,
};

const struct rules_game rules_escargots = {
    .id = "escargots",
    .name = "Awalé aux escargots",
    .preset = "rocketsnail",
    .kind = RULES_MANCALA,
    .min_players = 2,
    .max_players = 2,
    .source = &escargots_source,
    .options = awale_options,
    .codec = &rules_codec_mancala,
    .start = awale_start,
    .check = awale_check,
    .validate = escargots_validate,
    .play = escargots_play,
    .moves = escargots_moves,
    .outcome = escargots_outcome,
    .reason = escargots_reason,
    .playout = escargots_playout,
};

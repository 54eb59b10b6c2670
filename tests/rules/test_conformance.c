/* test_conformance.c — every registered game under random play (a fixed seed, CONF_PLAYOUTS
 * games in all, random rule options): pieces are conserved, every position round-trips
 * through JSON exactly, the engine's move count matches a recount made by validating every
 * candidate move (perft-style), each listed move is legal and plays, and the outcome a move
 * reports is the outcome of the position it leads to. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "arb_json.h"
#include "rules_json.h"

enum {
    CONF_PLAYOUTS = 10000, /* in total, shared between the games */
    CONF_MAX_PLIES = 5000,
    CONF_LIST_CAP = 4096,
    CONF_PLAY_CHECKS = 48,     /* listed moves played at each position (all of them for mancala) */
    CONF_QAWALE_RECOUNT = 150, /* qawale playouts whose positions are recounted path by path */
    CONF_RECOUNT_HEIGHT = 4,   /* recount only while every stack is at most this high */
    CONF_RESIGN_ONE_IN = 150,  /* a resignation now and then */
};

static uint64_t rng = 0x2545F4914F6CDD1DULL;
static long recounted; /* positions whose move count was recounted */

static uint32_t rnd_below(uint32_t n)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return (uint32_t)((rng * 0x2545F4914F6CDD1DULL) >> 32) % n;
}

/* Random rule options: any choice of an enum option, an integer near its default. */
static struct rules_opts random_opts(const struct rules_game *g)
{
    struct rules_opts o = rules_opts_default();
    for (const struct rules_option *d = g->options; d && d->name; d++) {
        if (d->choices) {
            int n = 0;
            while (d->choices[n])
                n++;
            rules_opt_set(&o, d, (int)rnd_below((uint32_t)n));
        } else {
            int lo = d->def - 2 > d->min ? d->def - 2 : d->min;
            int hi = d->def + 2 < d->max ? d->def + 2 : d->max;
            rules_opt_set(&o, d, lo + (int)rnd_below((uint32_t)(hi - lo + 1)));
        }
    }
    return o;
}

static int mancala_cells(const struct mancala_pos *m)
{
    return m->players * (m->holes + 1);
}

static bool pos_equal(const struct rules_pos *a, const struct rules_pos *b)
{
    if (a->kind != b->kind)
        return false;
    if (a->kind == RULES_MANCALA)
        return a->m.players == b->m.players && a->m.holes == b->m.holes &&
               a->m.to_move == b->m.to_move &&
               memcmp(a->m.cell, b->m.cell, (size_t)mancala_cells(&a->m) * sizeof(int32_t)) == 0;
    return memcmp(a->q.stack, b->q.stack, sizeof a->q.stack) == 0 &&
           memcmp(a->q.height, b->q.height, sizeof a->q.height) == 0 &&
           memcmp(a->q.hands, b->q.hands, sizeof a->q.hands) == 0 && a->q.to_move == b->q.to_move;
}

/* Pieces of pos: mancala the sum of every cell; qawale the pebbles on board and in hand,
 * after checking that the light and dark ones on board match the hands. */
static int64_t pieces(const struct rules_pos *pos)
{
    int64_t n = 0;
    if (pos->kind == RULES_MANCALA) {
        for (int i = 0; i < mancala_cells(&pos->m); i++)
            n += pos->m.cell[i];
        return n;
    }
    int count[4] = {0};
    for (int c = 0; c < QAWALE_CELLS; c++)
        for (int k = 0; k < pos->q.height[c]; k++)
            count[(pos->q.stack[c] >> (2 * k)) & 3]++;
    assert_int_equal(count[0], 0);
    assert_int_equal(count[QAWALE_NEUTRAL], QAWALE_PEBBLES);
    assert_int_equal(count[QAWALE_LIGHT], QAWALE_PEBBLES - pos->q.hands[0]);
    assert_int_equal(count[QAWALE_DARK], QAWALE_PEBBLES - pos->q.hands[1]);
    return count[1] + count[2] + count[3] + pos->q.hands[0] + pos->q.hands[1];
}

/* pos -> JSON text -> strict parse -> position: the same position and the same text. */
static void assert_round_trip(const struct rules_game *g, const struct rules_pos *pos)
{
    struct rules_pos back;
    struct arb_err err;
    cJSON *j = rules_json_position(g, pos), *again = NULL;
    char *text = arb_json_print(j);
    assert_non_null(text);
    assert_int_equal(arb_json_parse(text, strlen(text), &again, &err), 0);
    if (rules_json_read_position(g, again, &back, &err) != 0)
        fail_msg("%s: %s refused: %s (%s)", g->id, text, err.message, err.field);
    assert_true(pos_equal(pos, &back));
    cJSON *j2 = rules_json_position(g, &back);
    char *text2 = arb_json_print(j2);
    assert_string_equal(text, text2);
    cJSON_free(text2);
    cJSON_Delete(j2);
    cJSON_free(text);
    cJSON_Delete(again);
    cJSON_Delete(j);
}

/* Mancala: every pit 0..holes+1 validated; the legal ones must be exactly those listed. */
static void recount_mancala(const struct rules_game *g, const struct rules_pos *pos,
                            const struct rules_opts *o, const struct rules_move *list,
                            uint64_t count)
{
    uint64_t legal = 0;
    for (int pit = 0; pit <= pos->m.holes + 1; pit++) {
        struct rules_move mv = {.pit = pit};
        int rc = g->validate(pos, o, &mv);
        if (pit == 0 || pit > pos->m.holes) {
            assert_true(rc == -ARB_ERR_PIT_RANGE || rc == -ARB_ERR_GAME_OVER);
            continue;
        }
        if (rc == 0) {
            assert_true(legal < count);
            assert_int_equal(list[legal].pit, pit);
            legal++;
        } else {
            assert_true(arb_err_is_illegal_move((enum arb_code) - rc));
        }
    }
    assert_int_equal(legal, count);
}

/* The cell one step from cell in direction d (0..3), or RULES_OFF_BOARD. */
static int step(int cell, int d)
{
    int file = cell % 4 + (d == 0) - (d == 1), rank = cell / 4 + (d == 2) - (d == 3);
    return file < 0 || file > 3 || rank < 0 || rank > 3 ? RULES_OFF_BOARD : rank * 4 + file;
}

struct walk {
    const struct rules_game *g;
    const struct rules_pos *pos;
    const struct rules_opts *o;
    struct rules_move mv;
    uint64_t legal;
};

/* Every sequence of steps in the 4 directions (u-turns included) from cell, k cells placed
 * of mv.path_len; a step off the board ends the path with off-board cells. */
static void walk_paths(struct walk *w, int k, int cell)
{
    if (k == w->mv.path_len) {
        int rc = w->g->validate(w->pos, w->o, &w->mv);
        if (rc == 0)
            w->legal++;
        else
            assert_true(arb_err_is_illegal_move((enum arb_code) - rc));
        return;
    }
    for (int d = 0; d < 4; d++) {
        int next = cell == RULES_OFF_BOARD ? RULES_OFF_BOARD : step(cell, d);
        w->mv.path[k] = (int8_t)next;
        walk_paths(w, k + 1, next);
        if (cell == RULES_OFF_BOARD)
            break;
    }
}

/* Qawale: every path of the right length from every cell, while the stacks are low. Returns
 * false when the position is too tall to recount. */
static bool recount_qawale(const struct rules_game *g, const struct rules_pos *pos,
                           const struct rules_opts *o, uint64_t count)
{
    struct walk w = {.g = g, .pos = pos, .o = o, .legal = 0};
    for (int c = 0; c < QAWALE_CELLS; c++)
        if (pos->q.height[c] > CONF_RECOUNT_HEIGHT)
            return false;
    for (int c = 0; c < QAWALE_CELLS; c++) {
        memset(&w.mv, 0, sizeof w.mv);
        w.mv.cell = (int8_t)c;
        w.mv.path_len = (uint16_t)(pos->q.height[c] + 1);
        walk_paths(&w, 0, c);
        /* one pebble short is never legal */
        w.mv.path_len--;
        assert_int_not_equal(g->validate(pos, o, &w.mv), 0);
    }
    assert_int_equal(w.legal, count);
    return true;
}

/* The outcome res reports is that of the position reached; a finished game is consistent. */
static void check_result(const struct rules_game *g, const struct rules_opts *o,
                         const struct rules_move *mv, const struct rules_result *res, int64_t total)
{
    const struct rules_outcome *out = &res->outcome;
    assert_true(res->captured >= 0);
    if (mv->resign) {
        assert_true(out->over);
        assert_int_equal(out->reason, RULES_END_RESIGN);
    } else {
        struct rules_outcome again;
        g->outcome(&res->pos, o, &again);
        assert_int_equal(again.over, out->over);
        if (out->over) {
            assert_int_equal(again.winner, out->winner);
            /* a collected mancala board no longer shows why it ended (all pits empty) */
            if (res->pos.kind == RULES_QAWALE)
                assert_int_equal(again.reason, out->reason);
            assert_memory_equal(again.scores, out->scores, sizeof out->scores[0] * out->players);
        }
    }
    if (!out->over)
        return;
    assert_false(res->extra_turn);
    int firsts = 0;
    for (int p = 0; p < out->players; p++)
        firsts += out->place[p] == 0;
    if (out->winner >= 0) {
        assert_int_equal(out->place[out->winner], 0);
        assert_int_equal(firsts, 1);
    } else {
        assert_true(firsts >= 2 || out->reason == RULES_END_HANDS_EMPTY);
    }
    if (res->pos.kind == RULES_MANCALA && !mv->resign) {
        const struct mancala_pos *m = &res->pos.m;
        int64_t stores = 0;
        for (int p = 0; p < m->players; p++) {
            int32_t store = m->cell[p * (m->holes + 1) + m->holes];
            assert_int_equal(out->scores[p], store);
            stores += store;
        }
        assert_int_equal(stores, total); /* every pit was collected */
    }
}

/* The result of a move must also print (the play body). */
static void assert_result_prints(const struct rules_game *g, const struct rules_result *res,
                                 const struct rules_trace *trace)
{
    cJSON *j = rules_json_result(g, res, trace);
    assert_non_null(j);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(j, "events")), trace->n);
    cJSON_Delete(j);
}

/* One random game of g; returns the number of plies played. */
static int playout(const struct rules_game *g, int index, struct rules_move *list)
{
    struct rules_opts o = random_opts(g);
    struct rules_pos pos;
    struct rules_event ev[512];
    unsigned warn;
    struct arb_err err;
    if (g->start(&o, &pos, &warn, &err) != 0) {
        o.first = 0; /* first may name a player the game does not have */
        assert_int_equal(g->start(&o, &pos, &warn, &err), 0);
    }
    assert_int_equal(g->check(&pos, &err), 0);
    const int64_t total = pieces(&pos);
    for (int ply = 0; ply < CONF_MAX_PLIES; ply++) {
        assert_round_trip(g, &pos);
        assert_int_equal(pieces(&pos), total);
        uint64_t count = g->moves(&pos, &o, list, CONF_LIST_CAP);
        size_t listed = count < CONF_LIST_CAP ? (size_t)count : CONF_LIST_CAP;
        if (pos.kind == RULES_MANCALA) {
            recount_mancala(g, &pos, &o, list, count);
            recounted++;
        } else if (index < CONF_QAWALE_RECOUNT && recount_qawale(g, &pos, &o, count)) {
            recounted++;
        }
        struct rules_outcome now;
        struct rules_move resign = {.resign = true};
        g->outcome(&pos, &o, &now);
        if (now.over) {
            assert_int_equal(count, 0);
            assert_int_equal(g->validate(&pos, &o, &resign), -ARB_ERR_GAME_OVER);
            return ply;
        }
        assert_true(count > 0);
        for (size_t i = 0; i < listed && i < CONF_PLAY_CHECKS; i++) {
            struct rules_result res;
            assert_int_equal(g->validate(&pos, &o, &list[i]), 0);
            assert_int_equal(g->play(&pos, &o, &list[i], &res, NULL), 0);
            assert_int_equal(pieces(&res.pos), total);
            check_result(g, &o, &list[i], &res, total);
        }
        struct rules_move mv =
            rnd_below(CONF_RESIGN_ONE_IN) == 0 ? resign : list[rnd_below((uint32_t)listed)];
        struct rules_trace trace = {.ev = ev, .cap = sizeof ev / sizeof ev[0]};
        struct rules_result res;
        assert_int_equal(g->play(&pos, &o, &mv, &res, &trace), 0);
        assert_result_prints(g, &res, &trace);
        check_result(g, &o, &mv, &res, total);
        assert_int_equal(pieces(&res.pos), total);
        pos = res.pos;
        if (mv.resign) {
            assert_round_trip(g, &pos);
            return ply + 1;
        }
    }
    return CONF_MAX_PLIES;
}

static void test_random_playouts_of_every_game_keep_the_invariants(void **state)
{
    (void)state;
    static struct rules_move list[CONF_LIST_CAP];
    size_t games = rules_count();
    assert_true(games > 0);
    for (size_t i = 0; i < games; i++) {
        const struct rules_game *g = rules_at(i);
        long plies = 0;
        recounted = 0;
        int n = CONF_PLAYOUTS / (int)games + ((int)i < CONF_PLAYOUTS % (int)games);
        for (int k = 0; k < n; k++)
            plies += playout(g, k, list);
        print_message("%s: %d playouts, %ld plies, %ld positions recounted\n", g->id, n, plies,
                      recounted);
    }
}

/* A game's own rule settings live in the rule[] slots of the options, each in its own slot,
 * at 0 by default: rules_opts_default() is then right for every game, and reading an option
 * by name gives what the engine reads. */
static void test_every_rule_setting_has_its_own_slot_defaulting_to_zero(void **state)
{
    (void)state;
    const size_t first = offsetof(struct rules_opts, rule);
    for (size_t i = 0; i < rules_count(); i++) {
        const struct rules_game *g = rules_at(i);
        unsigned used = 0;
        struct rules_opts def = rules_opts_default();
        for (const struct rules_option *d = g->options; d && d->name; d++) {
            assert_int_equal(rules_opt_get(&def, d), d->def);
            assert_ptr_equal(rules_option_find(g, d->name), d);
            if (d->start_only)
                continue;
            assert_true(d->offset >= first);
            size_t k = (d->offset - first) / sizeof(int);
            assert_true(k < RULES_MAX_RULE_OPTS);
            assert_int_equal(d->offset, RULES_RULE_SLOT(k));
            assert_false(used >> k & 1);
            used |= 1u << k;
            assert_int_equal(d->def, 0);
        }
        assert_null(rules_option_find(g, "no_such_option"));
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_random_playouts_of_every_game_keep_the_invariants),
        cmocka_unit_test(test_every_rule_setting_has_its_own_slot_defaulting_to_zero),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

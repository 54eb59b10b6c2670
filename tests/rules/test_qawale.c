/* test_qawale.c — the Qawale engine (source 000), one test per rule, each position drawn
 * with rank 4 on top and stacks written bottom → top ("DNL": dark at the bottom, light on
 * top). Player 0 is light (L), player 1 dark (D), N is neutral. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdlib.h>
#include <string.h>

#include "rules_int.h"

static const struct rules_game *const G = &rules_qawale;

/* A position from "a1=NN b2=DNL ..." (cells in any order), hands and the player to move.
 * Not checked: tests of check build bad positions with it. */
static struct rules_pos qpos(const char *board, int hand0, int hand1, int to_move)
{
    struct rules_pos pos;
    memset(&pos, 0, sizeof pos);
    pos.kind = RULES_QAWALE;
    for (const char *s = board; *s;) {
        char name[3] = {s[0], s[1], '\0'};
        int c = rules_cell_parse(name);
        assert_true(c >= 0 && s[2] == '=');
        for (s += 3; *s && *s != ' '; s++) {
            const char *kinds = " NLD";
            const char *k = strchr(kinds, *s);
            assert_non_null(k);
            pos.q.stack[c] |= (uint64_t)(k - kinds) << (2 * pos.q.height[c]);
            pos.q.height[c]++;
        }
        while (*s == ' ')
            s++;
    }
    pos.q.hands[0] = (uint8_t)hand0;
    pos.q.hands[1] = (uint8_t)hand1;
    pos.q.to_move = (uint8_t)to_move;
    return pos;
}

/* The board as "a1=NN d1=NN ..." in cell order a1, b1, .., d4 (empty cells left out). */
static const char *board_str(const struct rules_pos *pos, char *buf, size_t size)
{
    size_t n = 0;
    for (int c = 0; c < QAWALE_CELLS; c++) {
        if (!pos->q.height[c])
            continue;
        assert_true(n + 4 + pos->q.height[c] < size);
        if (n)
            buf[n++] = ' ';
        rules_cell_name(c, buf + n);
        n += 2;
        buf[n++] = '=';
        for (int k = 0; k < pos->q.height[c]; k++)
            buf[n++] = " NLD"[(pos->q.stack[c] >> (2 * k)) & 3];
    }
    buf[n] = '\0';
    return buf;
}

/* A move from a cell name and a path "b3 c3 c2" (names that are not cells stay off board). */
static struct rules_move qmove(const char *cell, const char *path)
{
    struct rules_move m;
    memset(&m, 0, sizeof m);
    m.cell = (int8_t)rules_cell_parse(cell);
    for (const char *s = path; *s;) {
        char name[8] = {0};
        size_t len = strcspn(s, " ");
        assert_true(len < sizeof name);
        memcpy(name, s, len);
        m.path[m.path_len++] = (int8_t)rules_cell_parse(name);
        s += len;
        while (*s == ' ')
            s++;
    }
    return m;
}

static int validate(const struct rules_pos *pos, const struct rules_move *m)
{
    struct rules_opts o = rules_opts_default();
    return G->validate(pos, &o, m);
}

/* Plays a move that must be legal; the events land in ev (cap 64). */
static struct rules_result play(const struct rules_pos *pos, const struct rules_move *m,
                                struct rules_trace *trace)
{
    struct rules_opts o = rules_opts_default();
    struct rules_result res;
    assert_int_equal(G->play(pos, &o, m, &res, trace), 0);
    return res;
}

static uint64_t count_moves(const struct rules_pos *pos, struct rules_move *out, size_t cap)
{
    struct rules_opts o = rules_opts_default();
    return G->moves(pos, &o, out, cap);
}

static void assert_event(const struct rules_event *ev, enum rules_ev_type type, int player,
                         const char *cell, int pebble)
{
    assert_int_equal(ev->type, type);
    assert_int_equal(ev->player, player);
    assert_int_equal(ev->cell, cell ? rules_cell_parse(cell) : -1);
    assert_int_equal(ev->pebble, pebble);
}

static void assert_bad_position(const struct rules_pos *pos, const char *field)
{
    struct arb_err err;
    arb_err_clear(&err);
    assert_int_equal(G->check(pos, &err), -ARB_ERR_BAD_POSITION);
    assert_int_equal(err.code, ARB_ERR_BAD_POSITION);
    assert_string_equal(err.field, field);
    assert_true(strlen(err.message) > 0);
}

static void assert_alignment_win(const struct rules_result *res, int winner)
{
    assert_true(res->outcome.over);
    assert_int_equal(res->outcome.winner, winner);
    assert_int_equal(res->outcome.reason, RULES_END_ALIGNMENT);
    assert_int_equal(res->outcome.players, 2);
    assert_int_equal(res->outcome.scores[winner], 1);
    assert_int_equal(res->outcome.scores[1 - winner], 0);
    assert_int_equal(res->outcome.place[winner], 0);
    assert_int_equal(res->outcome.place[1 - winner], 1);
}

/*  4 | NN .  .  NN
 *  3 | .  .  .  .
 *  2 | .  .  .  .
 *  1 | NN .  .  NN      hands [8,8]
 *      a  b  c  d */
static void test_start_puts_two_neutral_pebbles_on_each_corner_and_eight_in_each_hand(void **state)
{
    (void)state;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    struct arb_err err;
    unsigned warnings = 99;
    char buf[128];

    assert_int_equal(G->start(&o, &pos, &warnings, &err), 0);
    assert_int_equal(warnings, 0);
    assert_int_equal(pos.kind, RULES_QAWALE);
    assert_string_equal(board_str(&pos, buf, sizeof buf), "a1=NN d1=NN a4=NN d4=NN");
    assert_int_equal(pos.q.hands[0], 8);
    assert_int_equal(pos.q.hands[1], 8);
    assert_int_equal(pos.q.to_move, 0);
    assert_int_equal(G->check(&pos, &err), 0);

    o.first = 1;
    assert_int_equal(G->start(&o, &pos, NULL, &err), 0);
    assert_int_equal(pos.q.to_move, 1);
    assert_int_equal(G->check(&pos, &err), 0);

    o.first = 2;
    assert_int_equal(G->start(&o, &pos, NULL, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "options.first");
}

/*  4 | NN .  .  NN          L puts a pebble on b2 (D N L), lifts it and drops
 *  3 | .  .  .  .           D on b3, N on c3, L on c2:
 *  2 | .  DN .  .           4 | NN .  .  NN
 *  1 | NN .  .  NN    →     3 | .  D  N  .
 *      a  b  c  d           2 | .  .  L  .
 *  hands [8,7], L to move   1 | NN .  .  NN */
static void test_the_lifted_stack_is_dropped_bottom_pebble_first(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN d4=N b2=DN", 8, 7, 0);
    struct rules_move m = qmove("b2", "b3 c3 c2");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct arb_err err;
    char buf[128];

    assert_int_equal(G->check(&pos, &err), 0);
    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN d1=NN c2=L b3=D c3=N a4=NN d4=N");
    assert_int_equal(res.pos.q.hands[0], 7);
    assert_int_equal(res.pos.q.hands[1], 7);
    assert_int_equal(res.pos.q.to_move, 1);
    assert_int_equal(res.captured, 0);
    assert_false(res.extra_turn);
    assert_false(res.outcome.over);
    assert_int_equal(G->check(&res.pos, &err), 0);

    assert_int_equal(trace.n, 5);
    assert_false(trace.truncated);
    assert_event(&ev[0], RULES_EV_PLACE, 0, "b2", QAWALE_LIGHT);
    assert_event(&ev[1], RULES_EV_LIFT, 0, "b2", 0);
    assert_int_equal(ev[1].count, 3);
    assert_event(&ev[2], RULES_EV_DROP, 0, "b3", QAWALE_DARK);
    assert_event(&ev[3], RULES_EV_DROP, 0, "c3", QAWALE_NEUTRAL);
    assert_event(&ev[4], RULES_EV_DROP, 0, "c2", QAWALE_LIGHT);

    /* a short trace keeps the first events and says it was cut */
    trace = (struct rules_trace){ev, 2, 0, false};
    play(&pos, &m, &trace);
    assert_int_equal(trace.n, 2);
    assert_true(trace.truncated);
}

/*  4 | NN .  .  N           L plays a1 (N N L) along a2 b2 b1: the second N lands on
 *  3 | .  .  .  .           top of b2's stack.
 *  2 | .  DN .  .           2 | N  DNN .  .
 *  1 | NN .  .  NN    →     1 | .  L   .  NN
 *  hands [8,7], L to move */
static void test_a_dropped_pebble_goes_on_top_of_the_stack_already_there(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN d4=N b2=DN", 8, 7, 0);
    struct rules_move m = qmove("a1", "a2 b2 b1");
    char buf[128];

    /* played in place: the result may overwrite the position it reads */
    struct rules_result res;
    res.pos = pos;
    assert_int_equal(G->play(&res.pos, NULL, &m, &res, NULL), 0);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf), "b1=L d1=NN a2=N b2=DNN a4=NN d4=N");
    assert_int_equal(res.pos.q.hands[0], 7);
}

/*  4 | NN .  .  .           L plays b2 (D N N L, 4 pebbles) around the square
 *  3 | .  .  .  .           b3 c3 c2 b2: back onto the origin by a loop is allowed.
 *  2 | .  DNN .  .          3 | .  D  N  .
 *  1 | NN .  .  NN    →     2 | .  L  N  .
 *  hands [8,7], L to move */
static void test_a_path_may_loop_back_onto_a_cell_it_left_earlier(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN b2=DNN", 8, 7, 0);
    struct rules_move m = qmove("b2", "b3 c3 c2 b2");
    char buf[128];

    assert_int_equal(validate(&pos, &m), 0);
    struct rules_result res = play(&pos, &m, NULL);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN d1=NN b2=L c2=N b3=D c3=N a4=NN");
}

/* Same position: going straight back to the cell just left is a U-turn, whether it is the
 * origin (b3 then b2) or a path cell (b3 c3 b3). */
static void test_a_path_may_not_turn_back_onto_the_cell_just_left(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN b2=DNN", 8, 7, 0);
    struct rules_move back_to_origin = qmove("b2", "b3 b2 c2 c3");
    struct rules_move back_mid_path = qmove("b2", "b3 c3 b3 a3");
    struct rules_move back_at_the_end = qmove("b2", "b3 c3 c2 c3");

    assert_int_equal(validate(&pos, &back_to_origin), -ARB_ERR_U_TURN);
    assert_int_equal(validate(&pos, &back_mid_path), -ARB_ERR_U_TURN);
    assert_int_equal(validate(&pos, &back_at_the_end), -ARB_ERR_U_TURN);
}

/* Same position: diagonal steps and staying on the same cell are not adjacent. */
static void test_a_path_moves_orthogonally_never_diagonally_or_in_place(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN b2=DNN", 8, 7, 0);
    struct rules_move diagonal_first = qmove("b2", "c3 c4 b4 a4");
    struct rules_move diagonal_later = qmove("b2", "b3 c4 c3 c2");
    struct rules_move in_place_first = qmove("b2", "b2 b3 c3 c2");
    struct rules_move in_place_later = qmove("b2", "b3 b3 c3 c2");
    struct rules_move two_cells_away = qmove("b2", "b4 c4 c3 c2");

    assert_int_equal(validate(&pos, &diagonal_first), -ARB_ERR_NOT_ADJACENT);
    assert_int_equal(validate(&pos, &diagonal_later), -ARB_ERR_NOT_ADJACENT);
    assert_int_equal(validate(&pos, &in_place_first), -ARB_ERR_NOT_ADJACENT);
    assert_int_equal(validate(&pos, &in_place_later), -ARB_ERR_NOT_ADJACENT);
    assert_int_equal(validate(&pos, &two_cells_away), -ARB_ERR_NOT_ADJACENT);
}

/*  4 | NN .  .  .
 *  3 | .  .  .  .
 *  2 | .  DNN .  .      hands [8,7], L to move: each defect alone, then several at once,
 *  1 | NN .  .  NN      the first in the documented order wins. */
static void test_illegal_moves_report_the_first_defect_in_the_documented_order(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN b2=DNN", 8, 7, 0);
    struct rules_move m;

    m = qmove("e1", "b3 c3 c2 b2");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_OFF_BOARD);
    m = qmove("c2", "c3 b3 a3 a2");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_EMPTY_CELL);
    m = qmove("b2", "b3 c3 c2");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_PATH_LENGTH);
    m = qmove("b2", "b3 c3 c2 b2 b3");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_PATH_LENGTH);
    m = qmove("b2", "b3 b4 b5 b4");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_OFF_BOARD);

    /* several defects: the earliest check decides */
    m = qmove("z9", "");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_OFF_BOARD);
    m = qmove("c2", "");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_EMPTY_CELL);
    m = qmove("b2", "c3 x1");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_PATH_LENGTH);
    /* ... then path cells in order, each cell's own checks off_board, adjacency, u_turn */
    m = qmove("b2", "c3 c4 e4 d4");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_NOT_ADJACENT);
    m = qmove("b2", "b3 b2 b3 e9");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_U_TURN);
    m = qmove("b2", "b3 e1 b3 b2");
    assert_int_equal(validate(&pos, &m), -ARB_ERR_OFF_BOARD);

    /* a refused move leaves the result untouched */
    struct rules_result res, before;
    memset(&res, 0xab, sizeof res);
    memcpy(&before, &res, sizeof res);
    m = qmove("b2", "b3 b2 b3 e9");
    assert_int_equal(G->play(&pos, NULL, &m, &res, NULL), -ARB_ERR_U_TURN);
    assert_memory_equal(&res, &before, sizeof res);
}

/* A finished game refuses every move first (here light has row 2), and a player with an empty
 * hand has nothing to place: check refuses such a position while the game goes on, but
 * validate still puts no_pebbles before any defect of the move itself. */
static void test_game_over_and_an_empty_hand_come_before_the_defects_of_the_move(void **state)
{
    (void)state;
    struct rules_pos over = qpos("a1=NN d1=N c4=N a4=NN d4=NN a2=L b2=L c2=L d2=L b1=D "
                                 "c3=D b4=D",
                                 4, 5, 1);
    struct rules_pos empty_hand = qpos("a1=NN d1=NN a4=NN d4=NN", 0, 8, 0);
    struct rules_move m = qmove("e1", "b3 b2 b3 e9");
    struct rules_move resign = {.resign = true};
    struct arb_err err;

    assert_int_equal(G->check(&over, &err), 0);
    assert_int_equal(validate(&over, &m), -ARB_ERR_GAME_OVER);
    assert_int_equal(validate(&over, &resign), -ARB_ERR_GAME_OVER);
    assert_int_equal(count_moves(&over, NULL, 0), 0);
    assert_int_equal(validate(&empty_hand, &m), -ARB_ERR_NO_PEBBLES);
}

/*  4 | NN D  N  NN          L plays d1 (N L) along c1 c2: row 2 shows L L L L.
 *  3 | .  .  D  .
 *  2 | L  L  .  L
 *  1 | NN D  .  N
 *      a  b  c  d       hands [5,5], L to move */
static void test_four_light_tops_in_a_row_win_for_light(void **state)
{
    (void)state;
    struct rules_pos pos =
        qpos("a1=NN d1=N c4=N a4=NN d4=NN a2=L b2=L d2=L b1=D c3=D b4=D", 5, 5, 0);
    struct rules_move m = qmove("d1", "c1 c2");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct arb_err err;
    char buf[128];

    assert_int_equal(G->check(&pos, &err), 0);
    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN b1=D c1=N a2=L b2=L c2=L d2=L c3=D a4=NN b4=D c4=N d4=NN");
    assert_alignment_win(&res, 0);
    assert_int_equal(trace.n, 6);
    assert_event(&ev[4], RULES_EV_ALIGN, 0, "a2", 0);
    assert_event(&ev[5], RULES_EV_END, 0, NULL, 0);
    assert_int_equal(ev[5].reason, RULES_END_ALIGNMENT);
}

/*  4 | NN D  L  NN          L plays d1 (N L) along d2 c2: column c shows L L L L.
 *  3 | N  .  L  .
 *  2 | .  D  .  .
 *  1 | NN D  L  N
 *      a  b  c  d       hands [5,5], L to move */
static void test_four_light_tops_in_a_column_win_for_light(void **state)
{
    (void)state;
    struct rules_pos pos =
        qpos("a1=NN d1=N a3=N a4=NN d4=NN c1=L c3=L c4=L b1=D b2=D b4=D", 5, 5, 0);
    struct rules_move m = qmove("d1", "d2 c2");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    char buf[128];

    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN b1=D c1=L b2=D c2=L d2=N a3=N c3=L a4=NN b4=D c4=L d4=NN");
    assert_alignment_win(&res, 0);
    assert_event(&ev[4], RULES_EV_ALIGN, 0, "c1", 0);
}

/*  4 | NN  D  .  NNL        L plays c1 (N L) along b1 b2: a1 b2 c3 d4 show L.
 *  3 | .   D  L  .
 *  2 | .   .  .  .
 *  1 | NNL .  N  ND
 *      a   b  c  d      hands [5,5], L to move
 *
 *  4 | NND .  L  NN         D plays d3 (N D) along c3 b3: d1 c2 b3 a4 show D.
 *  3 | .   .  .  N
 *  2 | L   L  D  .
 *  1 | NN  .  .  ND
 *      a   b  c  d      hands [5,5], D to move */
static void test_four_tops_on_either_diagonal_win(void **state)
{
    (void)state;
    struct rules_pos light = qpos("a1=NNL d4=NNL c3=L c1=N a4=NN d1=ND b4=D b3=D", 5, 5, 0);
    struct rules_pos dark = qpos("a4=NND c4=L d4=NN d3=N a2=L b2=L c2=D a1=NN d1=ND", 5, 5, 1);
    struct rules_move ml = qmove("c1", "b1 b2");
    struct rules_move md = qmove("d3", "c3 b3");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct arb_err err;
    char buf[128];

    assert_int_equal(G->check(&light, &err), 0);
    assert_int_equal(G->check(&dark, &err), 0);
    struct rules_result res = play(&light, &ml, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NNL b1=N d1=ND b2=L b3=D c3=L a4=NN b4=D d4=NNL");
    assert_alignment_win(&res, 0);
    assert_event(&ev[4], RULES_EV_ALIGN, 0, "a1", 0);

    trace.n = 0;
    res = play(&dark, &md, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN d1=ND a2=L b2=L c2=D b3=D c3=N a4=NND c4=L d4=NN");
    assert_alignment_win(&res, 1);
    assert_event(&ev[4], RULES_EV_ALIGN, 1, "d1", 0);
    assert_int_equal(ev[5].player, 1);
}

/*  4 | NN D   .  NN         L plays c1 (N L) along b1 b2: b2 becomes L L L L, one cell,
 *  3 | .  D   .  .          which is no alignment; the game goes on.
 *  2 | .  LLL .  .
 *  1 | NN .   N  ND
 *      a  b   c  d      hands [5,5], L to move */
static void test_a_tower_of_four_on_one_cell_does_not_count(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN c1=N d1=ND a4=NN d4=NN b2=LLL b3=D b4=D", 5, 5, 0);
    struct rules_move m = qmove("c1", "b1 b2");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct arb_err err;
    char buf[128];

    assert_int_equal(G->check(&pos, &err), 0);
    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN b1=N d1=ND b2=LLLL b3=D a4=NN b4=D d4=NN");
    assert_false(res.outcome.over);
    assert_int_equal(trace.n, 4);
    assert_true(count_moves(&res.pos, NULL, 0) > 0);
}

/*  4 | NN .  .  NN          L plays d2 (D L) along d3 d4: the dark pebble lands on d3 and
 *  3 | D  D  D  .           completes dark's row 3; light shows nothing: dark wins.
 *  2 | L  L  L  D
 *  1 | NN .  .  NN
 *      a  b  c  d       hands [5,4], L to move */
static void test_an_alignment_the_mover_makes_for_the_opponent_wins_for_the_opponent(void **state)
{
    (void)state;
    struct rules_pos pos =
        qpos("a1=NN d1=NN a4=NN d4=NN a3=D b3=D c3=D d2=D a2=L b2=L c2=L", 5, 4, 0);
    struct rules_move m = qmove("d2", "d3 d4");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct arb_err err;
    char buf[128];

    assert_int_equal(G->check(&pos, &err), 0);
    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NN d1=NN a2=L b2=L c2=L a3=D b3=D c3=D d3=D a4=NN d4=NNL");
    assert_alignment_win(&res, 1);
    assert_event(&ev[4], RULES_EV_ALIGN, 1, "a3", 0);
    assert_event(&ev[5], RULES_EV_END, 1, NULL, 0);
}

/*  4 | NNL L  L  NN         L plays d2 (D L) along d3 d4: dark completes row 3 and light
 *  3 | D   D  D  .          row 4 in the same move: the mover wins.
 *  2 | .   .  .  D
 *  1 | NN  .  .  NN
 *      a   b  c  d      hands [5,4], L to move */
static void test_when_both_players_align_the_mover_wins(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NNL b4=L c4=L d4=NN a3=D b3=D c3=D d2=D", 5, 4, 0);
    struct rules_move m = qmove("d2", "d3 d4");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct rules_outcome out;
    struct arb_err err;

    assert_int_equal(G->check(&pos, &err), 0);
    struct rules_result res = play(&pos, &m, &trace);
    assert_alignment_win(&res, 0);
    assert_int_equal(trace.n, 6);
    assert_event(&ev[4], RULES_EV_ALIGN, 0, "a4", 0);

    /* on a given position, the player who moved last (not the one to move) is judged first */
    G->outcome(&res.pos, NULL, &out);
    assert_int_equal(out.winner, 0);
    res.pos.q.to_move = 0;
    assert_int_equal(G->check(&res.pos, &err), 0);
    G->outcome(&res.pos, NULL, &out);
    assert_true(out.over);
    assert_int_equal(out.winner, 1);
    assert_int_equal(out.reason, RULES_END_ALIGNMENT);
}

/*  4 | .        .  .    NNNNLLLL     D places the last pebble on b2 (D D D D) and drops it
 *  3 | .        .  DDDD .            along b1 c1 d1 d2: all pebbles are placed and nobody
 *  2 | .        DDD .   .            shows 4 in a line: a draw.
 *  1 | NNNNLLLL .  .    .
 *      a        b  c    d        hands [0,1], D to move */
static void test_when_both_hands_are_empty_without_alignment_the_game_is_a_draw(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NNNNLLLL d4=NNNNLLLL b2=DDD c3=DDDD", 0, 1, 1);
    struct rules_move m = qmove("b2", "b1 c1 d1 d2");
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};
    struct arb_err err;
    char buf[128];

    assert_int_equal(G->check(&pos, &err), 0);
    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, buf, sizeof buf),
                        "a1=NNNNLLLL b1=D c1=D d1=D d2=D c3=DDDD d4=NNNNLLLL");
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.winner, -1);
    assert_int_equal(res.outcome.reason, RULES_END_HANDS_EMPTY);
    assert_int_equal(res.outcome.scores[0], 0);
    assert_int_equal(res.outcome.scores[1], 0);
    assert_int_equal(res.outcome.place[0], 0);
    assert_int_equal(res.outcome.place[1], 0);
    assert_int_equal(trace.n, 7);
    assert_event(&ev[6], RULES_EV_END, -1, NULL, 0);
    assert_int_equal(ev[6].reason, RULES_END_HANDS_EMPTY);
    assert_int_equal(count_moves(&res.pos, NULL, 0), 0);
}

/* Resigning: the opponent wins, the board does not change. */
static void test_resigning_gives_the_win_to_the_opponent(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN d4=N b2=DN", 8, 7, 0);
    struct rules_move m = {.resign = true};
    struct rules_event ev[64];
    struct rules_trace trace = {ev, 64, 0, false};

    char before[128], after[128];
    struct rules_result res = play(&pos, &m, &trace);
    assert_string_equal(board_str(&res.pos, after, sizeof after),
                        board_str(&pos, before, sizeof before));
    assert_int_equal(res.pos.q.hands[0], 8);
    assert_int_equal(res.pos.q.hands[1], 7);
    assert_int_equal(res.pos.q.to_move, 0);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.winner, 1);
    assert_int_equal(res.outcome.reason, RULES_END_RESIGN);
    assert_int_equal(res.outcome.scores[1], 1);
    assert_int_equal(res.outcome.place[0], 1);
    assert_int_equal(trace.n, 2);
    assert_event(&ev[0], RULES_EV_RESIGN, 0, NULL, 0);
    assert_event(&ev[1], RULES_EV_END, 1, NULL, 0);
    assert_int_equal(ev[1].reason, RULES_END_RESIGN);
}

/* Impossible positions are refused with the field at fault. */
static void test_impossible_positions_are_refused_with_the_field_at_fault(void **state)
{
    (void)state;
    struct rules_pos pos;

    pos = qpos("a1=N d1=NN a4=NN d4=NN", 8, 8, 0); /* 7 neutral pebbles */
    assert_bad_position(&pos, "position.board");
    pos = qpos("a1=NNN d1=NN a4=NN d4=NN", 8, 8, 0); /* 9 */
    assert_bad_position(&pos, "position.board");
    pos = qpos("a1=NNL d1=NN a4=NN d4=NN", 8, 8, 1); /* a light pebble not taken from the hand */
    assert_bad_position(&pos, "position.hands");
    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 9, 8, 0); /* 9 in a hand */
    assert_bad_position(&pos, "position.hands");
    pos = qpos("a1=NNLLLLLLLLL d1=NN a4=NN d4=NN", 0, 8, 1); /* 9 light pebbles */
    assert_bad_position(&pos, "position.board");
    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 7, 0); /* dark has placed a pebble: where? */
    assert_bad_position(&pos, "position.hands");

    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 8, 0);
    pos.q.height[5] = 1; /* b2 claims a pebble it does not hold */
    assert_bad_position(&pos, "position.board.b2");
    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 8, 0);
    pos.q.stack[15] |= (uint64_t)QAWALE_LIGHT << 4; /* d4: a pebble above its height */
    assert_bad_position(&pos, "position.board.d4");
    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 8, 0);
    pos.q.height[10] = QAWALE_MAX_HEIGHT + 1;
    assert_bad_position(&pos, "position.board.c3");
    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 8, 0);
    pos.kind = RULES_MANCALA;
    assert_bad_position(&pos, "position");
}

/* The player to move has placed as many pebbles as the other, or one fewer. */
static void test_the_player_to_move_has_placed_as_many_pebbles_or_one_fewer(void **state)
{
    (void)state;
    struct arb_err err;
    struct rules_pos pos;

    pos = qpos("a1=NNL d1=NND a4=NN d4=NN", 7, 7, 0); /* 1 and 1 */
    assert_int_equal(G->check(&pos, &err), 0);
    pos.q.to_move = 1;
    assert_int_equal(G->check(&pos, &err), 0);
    pos = qpos("a1=NN d1=NND a4=NN d4=NN", 8, 7, 0); /* light 0, dark 1: light's turn */
    assert_int_equal(G->check(&pos, &err), 0);
    pos.q.to_move = 1;
    assert_bad_position(&pos, "position.to_move");
    pos = qpos("a1=NNLL d1=NN a4=NN d4=NN", 6, 8, 1); /* light 2, dark 0 */
    assert_bad_position(&pos, "position.to_move");
    pos.q.to_move = 0;
    assert_bad_position(&pos, "position.to_move");
    pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 8, 2);
    assert_bad_position(&pos, "position.to_move");
}

/* Counts every legal move of origin cells from probing all 4^L orthogonal step sequences
 * (off-board steps included) through validate: no knowledge of the engine's counting. */
static uint64_t brute_force_count(const struct rules_pos *pos)
{
    static const int df[4] = {0, -1, 1, 0}, dr[4] = {-1, 0, 0, 1};
    uint64_t legal = 0;
    for (int c = 0; c < QAWALE_CELLS; c++) {
        int len = pos->q.height[c] + 1;
        uint64_t seqs = 1ull << (2 * len);
        for (uint64_t s = 0; s < seqs; s++) {
            struct rules_move m = {.cell = (int8_t)c, .path_len = (uint16_t)len};
            int f = c % 4, r = c / 4;
            for (int k = 0; k < len; k++) {
                int d = (int)(s >> (2 * k)) & 3;
                f += df[d];
                r += dr[d];
                bool on = f >= 0 && f < 4 && r >= 0 && r < 4;
                m.path[k] = (int8_t)(on ? r * 4 + f : RULES_OFF_BOARD);
                if (!on)
                    break;
            }
            legal += validate(pos, &m) == 0;
        }
    }
    return legal;
}

/* Orders moves by origin, then path (field by field: padding bytes are never compared). */
static int cmp_moves(const void *a, const void *b)
{
    const struct rules_move *x = a, *y = b;
    if (x->resign != y->resign)
        return x->resign - y->resign;
    if (x->cell != y->cell)
        return x->cell - y->cell;
    if (x->path_len != y->path_len)
        return x->path_len - y->path_len;
    return memcmp(x->path, y->path, x->path_len);
}

/* Every listed move is legal and none is listed twice. */
static void assert_listing_matches(const struct rules_pos *pos, uint64_t count)
{
    struct rules_move *all = calloc(count, sizeof *all);
    assert_non_null(all);
    assert_int_equal(count_moves(pos, all, count), count);
    for (uint64_t i = 0; i < count; i++)
        assert_int_equal(validate(pos, &all[i]), 0);
    qsort(all, count, sizeof *all, cmp_moves);
    for (uint64_t i = 1; i < count; i++)
        assert_true(cmp_moves(&all[i - 1], &all[i]) != 0);
    free(all);
}

/* Stacks of heights 1 to 9 on corners, edges and the centre; the counts below were also
 * worked out apart, by memoised recursion over (previous, current, steps left). */
static void test_the_move_count_matches_a_brute_force_recount(void **state)
{
    (void)state;
    static const struct {
        const char *board;
        int hands[2], to_move;
        uint64_t count;
    } cases[] = {
        {"a1=NN d1=NN a4=NN d4=NN", {8, 8}, 0, 40}, {"b2=N c3=NN d1=NNNNN", {8, 8}, 1, 138},
        {"a1=NNNNNNNN", {8, 8}, 0, 1030},           {"c2=NNNNNNN a4=N", {8, 8}, 0, 826},
        {"b2=NNNNNNNNL", {7, 8}, 1, 3666},
    };
    struct arb_err err;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules_pos pos =
            qpos(cases[i].board, cases[i].hands[0], cases[i].hands[1], cases[i].to_move);
        assert_int_equal(G->check(&pos, &err), 0);
        assert_int_equal(count_moves(&pos, NULL, 0), cases[i].count);
        assert_int_equal(brute_force_count(&pos), cases[i].count);
        assert_listing_matches(&pos, cases[i].count);
    }
}

/*  4 | .  .                      .  .
 *  3 | .  .                      .  .      dark's last pebble on a 23-pebble tower:
 *  2 | .  NNNNNNNNLLLLLLLLDDDDDDD .  .      24-step walks from b2, counted without listing
 *  1 | .  .                      .  .
 *  hands [0,1], D to move */
static void test_a_tall_tower_is_counted_without_listing_its_paths(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("b2=NNNNNNNNLLLLLLLLDDDDDDD", 0, 1, 1);
    struct rules_move some[8];
    struct arb_err err;

    assert_int_equal(G->check(&pos, &err), 0);
    assert_int_equal(count_moves(&pos, some, 8), 146335670u);
    for (size_t i = 0; i < 8; i++) {
        assert_int_equal(some[i].path_len, 24);
        assert_int_equal(validate(&pos, &some[i]), 0);
    }
}

/* From the start, moves come cell by cell (a1 first) and each path depth-first with the
 * neighbours in cell order (below, left, right, above); the cap only limits the listing. */
static void test_the_listing_is_deterministic_and_stops_at_the_cap(void **state)
{
    (void)state;
    struct rules_pos pos = qpos("a1=NN d1=NN a4=NN d4=NN", 8, 8, 0);
    struct rules_move out[4];
    static const char *const expected[3] = {"b1 c1 d1", "b1 c1 c2", "b1 b2 a2"};

    memset(out, 0x5a, sizeof out);
    assert_int_equal(count_moves(&pos, out, 3), 40);
    for (int i = 0; i < 3; i++) {
        struct rules_move m = qmove("a1", expected[i]);
        assert_int_equal(cmp_moves(&out[i], &m), 0);
    }
    assert_int_equal(out[3].cell, 0x5a); /* nothing written past the cap */
    assert_int_equal(count_moves(&pos, NULL, 0), 40);
}

/* Each illegal-move code has a French message and its rule in source 000. */
static void test_every_refusal_cites_its_rule(void **state)
{
    (void)state;
    static const enum arb_code codes[] = {
        ARB_ERR_GAME_OVER,   ARB_ERR_NO_PEBBLES,   ARB_ERR_OFF_BOARD, ARB_ERR_EMPTY_CELL,
        ARB_ERR_PATH_LENGTH, ARB_ERR_NOT_ADJACENT, ARB_ERR_U_TURN,
    };
    for (size_t i = 0; i < sizeof codes / sizeof codes[0]; i++) {
        const struct rules_reason *r = G->reason(codes[i]);
        assert_non_null(r);
        assert_int_equal(r->code, codes[i]);
        assert_true(strlen(r->message) > 20);
        assert_string_equal(r->rule.source, "000_ed8bdb8df14029a8.txt");
        assert_string_equal(r->rule.title, "Règles de Qawale");
        if (codes[i] == ARB_ERR_OFF_BOARD) {
            assert_int_equal(r->rule.page, 0);
            assert_string_equal(r->rule.section, "Le jeu en 30 secondes");
        } else {
            assert_int_equal(r->rule.page, 4);
            assert_null(r->rule.section);
        }
    }
    assert_non_null(strstr(G->reason(ARB_ERR_U_TURN)->message, "Demi-tour"));
    assert_null(G->reason(ARB_ERR_PIT_RANGE));
    assert_null(G->reason(ARB_ERR_MUST_FEED));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_start_puts_two_neutral_pebbles_on_each_corner_and_eight_in_each_hand),
        cmocka_unit_test(test_the_lifted_stack_is_dropped_bottom_pebble_first),
        cmocka_unit_test(test_a_dropped_pebble_goes_on_top_of_the_stack_already_there),
        cmocka_unit_test(test_a_path_may_loop_back_onto_a_cell_it_left_earlier),
        cmocka_unit_test(test_a_path_may_not_turn_back_onto_the_cell_just_left),
        cmocka_unit_test(test_a_path_moves_orthogonally_never_diagonally_or_in_place),
        cmocka_unit_test(test_illegal_moves_report_the_first_defect_in_the_documented_order),
        cmocka_unit_test(test_game_over_and_an_empty_hand_come_before_the_defects_of_the_move),
        cmocka_unit_test(test_four_light_tops_in_a_row_win_for_light),
        cmocka_unit_test(test_four_light_tops_in_a_column_win_for_light),
        cmocka_unit_test(test_four_tops_on_either_diagonal_win),
        cmocka_unit_test(test_a_tower_of_four_on_one_cell_does_not_count),
        cmocka_unit_test(test_an_alignment_the_mover_makes_for_the_opponent_wins_for_the_opponent),
        cmocka_unit_test(test_when_both_players_align_the_mover_wins),
        cmocka_unit_test(test_when_both_hands_are_empty_without_alignment_the_game_is_a_draw),
        cmocka_unit_test(test_resigning_gives_the_win_to_the_opponent),
        cmocka_unit_test(test_impossible_positions_are_refused_with_the_field_at_fault),
        cmocka_unit_test(test_the_player_to_move_has_placed_as_many_pebbles_or_one_fewer),
        cmocka_unit_test(test_the_move_count_matches_a_brute_force_recount),
        cmocka_unit_test(test_a_tall_tower_is_counted_without_listing_its_paths),
        cmocka_unit_test(test_the_listing_is_deterministic_and_stops_at_the_cap),
        cmocka_unit_test(test_every_refusal_cites_its_rule),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

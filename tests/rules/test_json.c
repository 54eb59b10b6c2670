/* test_json.c — the JSON codec and the command layer: positions round-trip byte for byte,
 * every refused field is named by its exact JSON path, moves and options parse as documented
 * (docs/api.md), and the commands answer with the documented bodies. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "arb_json.h"
#include "arb_msg.h"
#include "rules_api.h"
#include "rules_json.h"
#include "rules_kalah.h"

static cJSON *parse(const char *text)
{
    cJSON *j = NULL;
    struct arb_err err;
    assert_int_equal(arb_json_parse(text, strlen(text), &j, &err), 0);
    return j;
}

/* Compact text of j (takes j), compared with want. */
static void assert_json(cJSON *j, const char *want)
{
    assert_non_null(j);
    char *text = arb_json_print(j);
    assert_string_equal(text, want);
    cJSON_free(text);
    cJSON_Delete(j);
}

static const struct rules_game *game(const char *id)
{
    const struct rules_game *g = rules_find(id);
    assert_non_null(g);
    return g;
}

/* Reads a position from text; returns the code and fills err. */
static int read_pos(const char *id, const char *text, struct rules_pos *pos, struct arb_err *err)
{
    cJSON *j = parse(text);
    arb_err_clear(err);
    int rc = rules_json_read_position(game(id), j, pos, err);
    cJSON_Delete(j);
    return rc;
}

/* text must read and write back as exactly the same bytes. */
static void assert_round_trip(const char *id, const char *text)
{
    struct rules_pos pos;
    struct arb_err err;
    if (read_pos(id, text, &pos, &err) != 0)
        fail_msg("%s refused: %s (%s)", text, err.message, err.field);
    assert_json(rules_json_position(game(id), &pos), text);
}

static void test_mancala_positions_round_trip_byte_for_byte(void **state)
{
    (void)state;
    assert_round_trip("awale", "{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],"
                               "\"to_move\":0}");
    assert_round_trip("awale", "{\"pits\":[[0,1,2,3,0,0],[5,0,0,0,0,19]],\"stores\":[10,8],"
                               "\"to_move\":1}");
    assert_round_trip("escargots", "{\"pits\":[[0,0,0,0,0,1],[0,0,0,0,0,0]],\"stores\":[30,17],"
                                   "\"to_move\":0}");
    assert_round_trip("kalah", "{\"pits\":[[1,0,3,9],[0,0,2,0],[7,7,7,7]],\"stores\":[1,2,0],"
                               "\"to_move\":2}");
    assert_round_trip("kalah", "{\"pits\":[[1,2,3,4,5,6,7],[999000,0,0,0,0,0,1]],"
                               "\"stores\":[0,0],\"to_move\":1}");
}

static void test_mancala_cells_follow_the_documented_layout(void **state)
{
    (void)state;
    /* pits[p][i] <-> cell[p * (holes + 1) + i]; stores[p] <-> cell[p * (holes + 1) + holes] */
    struct rules_pos pos;
    struct arb_err err;
    assert_int_equal(read_pos("kalah",
                              "{\"pits\":[[1,2,3,4],[5,6,7,8],[9,10,11,12]],"
                              "\"stores\":[13,14,15],\"to_move\":1}",
                              &pos, &err),
                     0);
    assert_int_equal(pos.kind, RULES_MANCALA);
    assert_int_equal(pos.m.players, 3);
    assert_int_equal(pos.m.holes, 4);
    assert_int_equal(pos.m.to_move, 1);
    static const int32_t want[] = {1, 2, 3, 4, 13, 5, 6, 7, 8, 14, 9, 10, 11, 12, 15};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
        assert_int_equal(pos.m.cell[i], want[i]);
}

static void test_qawale_positions_round_trip_and_empty_stacks_vanish(void **state)
{
    (void)state;
    const char *start = "{\"board\":{\"a1\":[\"N\",\"N\"],\"d1\":[\"N\",\"N\"],\"a4\":[\"N\","
                        "\"N\"],\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],\"to_move\":0}";
    assert_round_trip("qawale", start);
    assert_round_trip("qawale", "{\"board\":{\"a1\":[\"N\",\"L\"],\"b1\":[\"N\"],\"d1\":[\"N\","
                                "\"N\",\"D\"],\"b2\":[\"N\"],\"a4\":[\"N\",\"N\"],\"d4\":[\"N\"]},"
                                "\"hands\":[7,7],\"to_move\":0}");
    /* cells given in any order, and an empty array, read as the start position */
    struct rules_pos pos;
    struct arb_err err;
    assert_int_equal(read_pos("qawale",
                              "{\"to_move\":0,\"hands\":[8,8],\"board\":{\"d4\":[\"N\",\"N\"],"
                              "\"c3\":[],\"a4\":[\"N\",\"N\"],\"d1\":[\"N\",\"N\"],\"a1\":[\"N\","
                              "\"N\"]}}",
                              &pos, &err),
                     0);
    assert_int_equal(pos.q.height[10], 0);
    assert_int_equal(pos.q.stack[0], QAWALE_NEUTRAL | QAWALE_NEUTRAL << 2);
    assert_json(rules_json_position(game("qawale"), &pos), start);
}

/* A refused position: game, JSON, the field named. */
struct bad_case {
    const char *game, *json, *field;
};

static void test_every_malformed_field_is_named_by_its_path(void **state)
{
    (void)state;
#define ROW6 "[4,4,4,4,4,4]"
#define STD_STORES "\"stores\":[0,0],\"to_move\":0"
    static const struct bad_case cases[] = {
        {"awale", "[1]", "position"},
        {"awale", "null", "position"},
        {"awale", "{\"pits\":[" ROW6 "," ROW6 "]," STD_STORES ",\"turn\":0}", "position.turn"},
        {"awale", "{" STD_STORES "}", "position.pits"},
        {"awale", "{\"pits\":{}," STD_STORES "}", "position.pits"},
        {"kalah", "{\"pits\":[" ROW6 "],\"stores\":[0],\"to_move\":0}", "position.pits"},
        {"kalah",
         "{\"pits\":[" ROW6 "," ROW6 "," ROW6 "," ROW6 "," ROW6 "],\"stores\":[0,0,0,0,0],"
         "\"to_move\":0}",
         "position.pits"},
        {"kalah", "{\"pits\":[[4,4,4,4,4],[4,4,4,4,4]]," STD_STORES "}", "position.pits[0]"},
        {"kalah", "{\"pits\":[[4,4,4,4,4,4,4,4],[4]]," STD_STORES "}", "position.pits[0]"},
        {"kalah", "{\"pits\":[" ROW6 ",[4,4,4,4]]," STD_STORES "}", "position.pits[1]"},
        {"kalah", "{\"pits\":[" ROW6 ",4]," STD_STORES "}", "position.pits[1]"},
        {"awale", "{\"pits\":[" ROW6 ",[4,4,4,2.5,4,4]]," STD_STORES "}", "position.pits[1][3]"},
        {"awale", "{\"pits\":[" ROW6 ",[4,4,4,-1,4,4]]," STD_STORES "}", "position.pits[1][3]"},
        {"kalah", "{\"pits\":[" ROW6 ",[4,4,4,1000000001,4,4]]," STD_STORES "}",
         "position.pits[1][3]"},
        {"kalah", "{\"pits\":[" ROW6 ",[4,4,4,1e300,4,4]]," STD_STORES "}", "position.pits[1][3]"},
        {"awale", "{\"pits\":[" ROW6 ",[4,4,4,\"4\",4,4]]," STD_STORES "}", "position.pits[1][3]"},
        {"awale", "{\"pits\":[[null,4,4,4,4,4]," ROW6 "]," STD_STORES "}", "position.pits[0][0]"},
        {"awale", "{\"pits\":[" ROW6 "," ROW6 "],\"stores\":[0],\"to_move\":0}", "position.stores"},
        {"awale", "{\"pits\":[" ROW6 "," ROW6 "],\"stores\":[0,-2],\"to_move\":0}",
         "position.stores[1]"},
        {"awale", "{\"pits\":[" ROW6 "," ROW6 "],\"stores\":[0,0],\"to_move\":2}",
         "position.to_move"},
        {"awale", "{\"pits\":[" ROW6 "," ROW6 "],\"stores\":[0,0]}", "position.to_move"},
        {"kalah", "{\"pits\":[" ROW6 "," ROW6 "," ROW6 "],\"stores\":[0,0,0],\"to_move\":3}",
         "position.to_move"},
        {"qawale", "{\"board\":{\"e5\":[\"N\"]},\"hands\":[8,8],\"to_move\":0}",
         "position.board.e5"},
        {"qawale", "{\"board\":{\"a1\":[\"N\",\"X\"]},\"hands\":[8,8],\"to_move\":0}",
         "position.board.a1[1]"},
        {"qawale", "{\"board\":{\"b2\":[\"N\",\"n\"]},\"hands\":[8,8],\"to_move\":0}",
         "position.board.b2[1]"},
        {"qawale", "{\"board\":{\"a1\":\"N\"},\"hands\":[8,8],\"to_move\":0}", "position.board.a1"},
        {"qawale",
         "{\"board\":{\"c3\":[\"N\",\"N\",\"N\",\"N\",\"N\",\"N\",\"N\",\"N\",\"L\",\"L\",\"L\","
         "\"L\",\"L\",\"L\",\"L\",\"L\",\"D\",\"D\",\"D\",\"D\",\"D\",\"D\",\"D\",\"D\",\"N\"]},"
         "\"hands\":[0,0],\"to_move\":0}",
         "position.board.c3"},
        {"qawale", "{\"board\":[],\"hands\":[8,8],\"to_move\":0}", "position.board"},
        {"qawale", "{\"hands\":[8,8],\"to_move\":0}", "position.board"},
        {"qawale", "{\"board\":{},\"hands\":[8,8,8],\"to_move\":0}", "position.hands"},
        {"qawale", "{\"board\":{},\"hands\":[8,9],\"to_move\":0}", "position.hands[1]"},
        {"qawale", "{\"board\":{},\"hands\":[8,8],\"to_move\":-1}", "position.to_move"},
        {"qawale", "{\"board\":{},\"hands\":[8,8],\"to_move\":0,\"pits\":[]}", "position.pits"},
    };
#undef ROW6
#undef STD_STORES
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules_pos pos;
        struct arb_err err;
        int rc = read_pos(cases[i].game, cases[i].json, &pos, &err);
        if (rc != -ARB_ERR_BAD_POSITION || strcmp(err.field, cases[i].field) != 0)
            fail_msg("case %zu (%s): rc %d field \"%s\", want \"%s\"", i, cases[i].json, rc,
                     err.field, cases[i].field);
        assert_true(strlen(err.message) > 10);
    }
}

static void test_impossible_positions_are_refused_by_the_engine_check(void **state)
{
    (void)state;
    struct rules_pos pos;
    struct arb_err err;
    /* awale: 47 seeds; awale: 7 holes; qawale: a neutral pebble missing */
    assert_int_equal(read_pos("awale",
                              "{\"pits\":[[4,4,4,4,4,3],[4,4,4,4,4,4]],\"stores\":[0,0],"
                              "\"to_move\":0}",
                              &pos, &err),
                     -ARB_ERR_BAD_POSITION);
    assert_int_equal(read_pos("awale",
                              "{\"pits\":[[4,4,4,4,4,4,0],[4,4,4,4,4,4,0]],\"stores\":[0,0],"
                              "\"to_move\":0}",
                              &pos, &err),
                     -ARB_ERR_BAD_POSITION);
    assert_int_equal(read_pos("qawale",
                              "{\"board\":{\"a1\":[\"N\"],\"d1\":[\"N\",\"N\"],\"a4\":[\"N\","
                              "\"N\"],\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],\"to_move\":0}",
                              &pos, &err),
                     -ARB_ERR_BAD_POSITION);
    assert_string_equal(err.field, "position.board");
    /* kalah: each count within the maximum, their total over it */
    assert_int_equal(read_pos("kalah",
                              "{\"pits\":[[1000000000,0,0,0],[0,0,0,1]],\"stores\":[0,0],"
                              "\"to_move\":0}",
                              &pos, &err),
                     -ARB_ERR_BAD_POSITION);
}

/* Reads a move from text for game id. */
static int read_move(const char *id, const char *text, struct rules_move *mv, struct arb_err *err)
{
    cJSON *j = parse(text);
    arb_err_clear(err);
    int rc = rules_json_read_move(game(id), j, mv, err);
    cJSON_Delete(j);
    return rc;
}

static void test_a_mancala_pit_outside_one_to_holes_reads_as_pit_zero(void **state)
{
    (void)state;
    static const struct {
        const char *json;
        int pit;
        bool resign;
    } cases[] = {
        {"{\"pit\":3}", 3, false},
        {"{\"pit\":7}", 7, false},
        {"{\"pit\":8}", 0, false},
        {"{\"pit\":0}", 0, false},
        {"{\"pit\":-1}", 0, false},
        {"{\"pit\":1e300}", 0, false},
        {"{\"resign\":true}", 0, true},
        {"{\"resign\":false,\"pit\":2}", 2, false},
        {"{\"resign\":true,\"pit\":2}", 2, true},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules_move mv;
        struct arb_err err;
        assert_int_equal(read_move("kalah", cases[i].json, &mv, &err), 0);
        if (mv.pit != cases[i].pit || mv.resign != cases[i].resign)
            fail_msg("%s: pit %d resign %d", cases[i].json, mv.pit, mv.resign);
    }
}

static void test_a_malformed_move_is_a_bad_request_naming_its_member(void **state)
{
    (void)state;
    static const struct {
        const char *game, *json, *field;
    } cases[] = {
        {"kalah", "{\"hole\":3}", "move.hole"},
        {"kalah", "{\"pit\":\"3\"}", "move.pit"},
        {"kalah", "{}", "move.pit"},
        {"awale", "{\"pit\":2.5}", "move.pit"},
        {"awale", "{\"pit\":null}", "move.pit"},
        {"awale", "{\"resign\":1,\"pit\":2}", "move.resign"},
        {"awale", "{\"resign\":true,\"pit\":\"x\"}", "move.pit"},
        {"awale", "{\"cell\":\"a1\",\"path\":[]}", "move.cell"},
        {"qawale", "{\"pit\":1}", "move.pit"},
        {"qawale", "{\"path\":[\"b1\"]}", "move.cell"},
        {"qawale", "{\"cell\":5,\"path\":[\"b1\"]}", "move.cell"},
        {"qawale", "{\"cell\":\"a1\"}", "move.path"},
        {"qawale", "{\"cell\":\"a1\",\"path\":\"b1\"}", "move.path"},
        {"qawale", "{\"cell\":\"a1\",\"path\":[\"b1\",\"c1\",3]}", "move.path[2]"},
        {"qawale", "{\"cell\":\"a1\",\"path\":[null]}", "move.path[0]"},
        {"qawale", "{\"cell\":\"a1\",\"path\":[\"b1\"],\"pit\":1}", "move.pit"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules_move mv;
        struct arb_err err;
        int rc = read_move(cases[i].game, cases[i].json, &mv, &err);
        if (rc != -ARB_ERR_BAD_REQUEST || strcmp(err.field, cases[i].field) != 0)
            fail_msg("%s %s: rc %d field \"%s\"", cases[i].game, cases[i].json, rc, err.field);
    }
}

static void test_a_move_that_is_not_an_object_is_a_bad_request(void **state)
{
    (void)state;
    static const char *const cases[] = {"3", "[3]", "null", "\"b2\"", "true"};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules_move mv;
        struct arb_err err;
        assert_int_equal(read_move("awale", cases[i], &mv, &err), -ARB_ERR_BAD_REQUEST);
        assert_string_equal(err.field, "move");
        assert_int_equal(read_move("qawale", cases[i], &mv, &err), -ARB_ERR_BAD_REQUEST);
    }
}

static void test_qawale_moves_keep_unknown_cells_as_off_board(void **state)
{
    (void)state;
    struct rules_move mv;
    struct arb_err err;
    assert_int_equal(
        read_move("qawale", "{\"cell\":\"b2\",\"path\":[\"b3\",\"c3\",\"c2\"]}", &mv, &err), 0);
    assert_int_equal(mv.cell, 5);
    assert_int_equal(mv.path_len, 3);
    assert_int_equal(mv.path[0], 9);
    assert_int_equal(mv.path[1], 10);
    assert_int_equal(mv.path[2], 6);
    assert_false(mv.resign);
    assert_json(rules_json_move(game("qawale"), &mv),
                "{\"cell\":\"b2\",\"path\":[\"b3\",\"c3\",\"c2\"]}");

    /* names that are no cell are well formed: the engine refuses them as off_board */
    assert_int_equal(
        read_move("qawale", "{\"cell\":\"e1\",\"path\":[\"a0\",\"z9\",\"d4\"]}", &mv, &err), 0);
    assert_int_equal(mv.cell, RULES_OFF_BOARD);
    assert_int_equal(mv.path_len, 3);
    assert_int_equal(mv.path[0], RULES_OFF_BOARD);
    assert_int_equal(mv.path[1], RULES_OFF_BOARD);
    assert_int_equal(mv.path[2], 15);
    assert_json(rules_json_move(game("qawale"), &mv),
                "{\"cell\":null,\"path\":[null,null,\"d4\"]}");
    assert_int_equal(read_move("qawale", "{\"cell\":\"a1\",\"path\":[]}", &mv, &err), 0);
    assert_int_equal(mv.cell, 0);
    assert_int_equal(mv.path_len, 0);
}

static void test_a_qawale_path_longer_than_the_maximum_keeps_its_length(void **state)
{
    (void)state;
    char text[400] = "{\"cell\":\"a1\",\"path\":[";
    size_t used = strlen(text);
    for (int k = 0; k < QAWALE_MAX_PATH + 6; k++)
        used += (size_t)snprintf(text + used, sizeof text - used, "%s\"%s\"", k ? "," : "",
                                 k % 2 ? "a1" : "b1");
    snprintf(text + used, sizeof text - used, "]}");
    struct rules_move mv;
    struct arb_err err;
    assert_int_equal(read_move("qawale", text, &mv, &err), 0);
    assert_int_equal(mv.path_len, QAWALE_MAX_PATH + 6);
    assert_int_equal(mv.path[QAWALE_MAX_PATH - 1], 0);
    assert_int_equal(mv.path[QAWALE_MAX_PATH - 2], 1);
}

static void test_resign_reads_and_writes_as_resign_for_every_game(void **state)
{
    (void)state;
    cJSON *j = parse("{\"resign\":true}");
    for (size_t i = 0; i < rules_count(); i++) {
        struct rules_move mv;
        struct arb_err err;
        assert_int_equal(rules_json_read_move(rules_at(i), j, &mv, &err), 0);
        assert_true(mv.resign);
        assert_json(rules_json_move(rules_at(i), &mv), "{\"resign\":true}");
    }
    cJSON_Delete(j);
}

/* Reads options text (NULL: no options) for game id. */
static int read_opts(const char *id, const char *text, bool start, struct rules_opts *opts,
                     struct arb_err *err)
{
    cJSON *j = text ? parse(text) : NULL;
    arb_err_clear(err);
    int rc = rules_json_read_options(game(id), j, start, opts, err);
    cJSON_Delete(j);
    return rc;
}

static void test_options_read_choices_by_name_and_default_the_rest(void **state)
{
    (void)state;
    struct rules_opts o;
    struct arb_err err;
    assert_int_equal(read_opts("kalah", "{\"capture_from\":\"everyone\"}", false, &o, &err), 0);
    assert_int_equal(o.rule[KALAH_RULE_CAPTURE_FROM], KALAH_CAPTURE_EVERYONE);
    assert_int_equal(o.rule[KALAH_RULE_EMPTY_OPPOSITE], KALAH_EMPTY_KEEP);
    assert_json(rules_json_options(game("kalah"), &o, false),
                "{\"capture_from\":\"everyone\",\"empty_opposite\":\"keep\"}");
    assert_int_equal(read_opts("kalah", NULL, false, &o, &err), 0);
    assert_int_equal(o.rule[KALAH_RULE_CAPTURE_FROM], KALAH_CAPTURE_NEXT);
    assert_int_equal(
        read_opts("kalah", "{\"empty_opposite\":\"take\",\"players\":3}", true, &o, &err), 0);
    assert_int_equal(o.rule[KALAH_RULE_EMPTY_OPPOSITE], KALAH_EMPTY_TAKE);
    assert_int_equal(o.players, 3);
    assert_int_equal(o.holes, 6);
}

static void test_bad_options_are_bad_requests_naming_the_option(void **state)
{
    (void)state;
    static const struct {
        const char *game, *json;
        bool start;
        const char *field;
    } cases[] = {
        {"kalah", "{\"capture_from\":\"far\"}", false, "options.capture_from"},
        {"kalah", "{\"capture_from\":1}", false, "options.capture_from"},
        {"kalah", "{\"speed\":1}", true, "options.speed"},
        {"awale", "{\"capture_from\":\"next\"}", false, "options.capture_from"},
        {"kalah", "{\"players\":3}", false, "options.players"},
        {"kalah", "{\"players\":5}", true, "options.players"},
        {"kalah", "{\"players\":\"3\"}", true, "options.players"},
        {"kalah", "{\"stones\":2.5}", true, "options.stones"},
        {"qawale", "{\"first\":1}", false, "options.first"},
        {"qawale", "{\"first\":2}", true, "options.first"},
        {"kalah", "[]", false, "options"},
        {"kalah", "\"next\"", false, "options"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        struct rules_opts o;
        struct arb_err err;
        int rc = read_opts(cases[i].game, cases[i].json, cases[i].start, &o, &err);
        if (rc != -ARB_ERR_BAD_REQUEST || strcmp(err.field, cases[i].field) != 0)
            fail_msg("%s %s: rc %d field \"%s\"", cases[i].game, cases[i].json, rc, err.field);
    }
}

static void test_an_outcome_ranks_players_by_place(void **state)
{
    (void)state;
    const struct rules_game *g = game("kalah");
    struct rules_outcome out = {.over = true,
                                .winner = -1,
                                .reason = RULES_END_SIDE_EMPTY,
                                .players = 4,
                                .scores = {20, 8, 20, 0},
                                .place = {0, 1, 0, 2}};
    assert_json(rules_json_outcome(g, &out), "{\"winner\":null,\"scores\":[20,8,20,0],"
                                             "\"ranking\":[[0,2],[1],[3]],\"reason\":"
                                             "\"side_empty\"}");
    struct rules_outcome won = {.over = true,
                                .winner = 1,
                                .reason = RULES_END_FAMINE,
                                .players = 2,
                                .scores = {20, 28},
                                .place = {1, 0}};
    assert_json(rules_json_outcome(g, &won), "{\"winner\":1,\"scores\":[20,28],\"ranking\":[[1],"
                                             "[0]],\"reason\":\"famine\"}");
    struct rules_outcome going = {.over = false, .players = 2};
    assert_json(rules_json_outcome(g, &going), "null");
}

static void test_events_print_pits_one_based_and_cells_by_name(void **state)
{
    (void)state;
    struct rules_event ev[] = {
        {.type = RULES_EV_PICK, .player = 0, .pit = 2, .count = 4},
        {.type = RULES_EV_SOW, .player = 1, .pit = 0, .lap = 1},
        {.type = RULES_EV_STORE, .player = 0, .lap = 2},
        {.type = RULES_EV_SKIP_ORIGIN, .player = 0, .pit = 2, .lap = 2},
        {.type = RULES_EV_SKIP_STORE, .player = 1, .lap = 1},
        {.type = RULES_EV_CAPTURE, .player = 1, .pit = 5, .by = 0, .count = 3},
        {.type = RULES_EV_GRAND_SLAM, .player = 0},
        {.type = RULES_EV_NO_CAPTURE, .player = 0, .pit = 3},
        {.type = RULES_EV_EXTRA_TURN, .player = 0},
        {.type = RULES_EV_COLLECT, .player = 1, .by = 1, .count = 7},
        {.type = RULES_EV_PLACE, .player = 1, .cell = 5},
        {.type = RULES_EV_LIFT, .player = 1, .cell = 5, .count = 3},
        {.type = RULES_EV_DROP, .cell = 15, .pebble = QAWALE_DARK},
        {.type = RULES_EV_ALIGN, .player = 0, .cell = 0},
        {.type = RULES_EV_RESIGN, .player = 1},
        {.type = RULES_EV_END, .reason = RULES_END_ALIGNMENT},
    };
    struct rules_trace trace = {.ev = ev, .cap = 16, .n = 16};
    assert_json(
        rules_json_events(game("kalah"), &trace),
        "[{\"type\":\"pick\",\"player\":0,\"pit\":3,\"count\":4},"
        "{\"type\":\"sow\",\"player\":1,\"pit\":1,\"lap\":1},"
        "{\"type\":\"store\",\"player\":0,\"lap\":2},"
        "{\"type\":\"skip_origin\",\"player\":0,\"pit\":3,\"lap\":2},"
        "{\"type\":\"skip_store\",\"player\":1,\"lap\":1},"
        "{\"type\":\"capture\",\"player\":1,\"pit\":6,\"count\":3,\"by\":0},"
        "{\"type\":\"grand_slam\",\"player\":0},{\"type\":\"no_capture\",\"player\":0,\"pit\":4},"
        "{\"type\":\"extra_turn\",\"player\":0},"
        "{\"type\":\"collect\",\"player\":1,\"count\":7,\"by\":1},"
        "{\"type\":\"place\",\"player\":1,\"cell\":\"b2\"},"
        "{\"type\":\"lift\",\"player\":1,\"cell\":\"b2\",\"count\":3},"
        "{\"type\":\"drop\",\"cell\":\"d4\",\"pebble\":\"D\"},"
        "{\"type\":\"align\",\"player\":0,\"cell\":\"a1\"},{\"type\":\"resign\",\"player\":1},"
        "{\"type\":\"end\",\"reason\":\"alignment\"}]");
}

/* Runs command cmd of game id on request text; returns the code, the body text in *body
 * (caller frees with cJSON_free) or the error in err. */
static int run(const char *id, const char *cmd, const char *text, char **body, struct arb_err *err)
{
    enum rules_cmd c;
    cJSON *req = text ? parse(text) : NULL, *resp = NULL;
    assert_int_equal(rules_api_cmd(cmd, &c), 0);
    arb_err_clear(err);
    *body = NULL;
    int rc = rules_api_run(game(id), c, req, &resp, err);
    cJSON_Delete(req);
    if (rc == 0) {
        *body = arb_json_print(resp);
        cJSON_Delete(resp);
    } else {
        assert_null(resp);
    }
    return rc;
}

/* The command must answer exactly want. */
static void assert_run(const char *id, const char *cmd, const char *text, const char *want)
{
    char *body;
    struct arb_err err;
    int rc = run(id, cmd, text, &body, &err);
    if (rc)
        fail_msg("%s %s: %s (%s)", cmd, text, err.message, err.field);
    assert_string_equal(body, want);
    cJSON_free(body);
}

/* The command must fail with code and field. */
static void assert_refused(const char *id, const char *cmd, const char *text, enum arb_code code,
                           const char *field)
{
    char *body;
    struct arb_err err;
    int rc = run(id, cmd, text, &body, &err);
    if (rc != -(int)code || strcmp(err.field, field) != 0)
        fail_msg("%s %s: rc %d field \"%s\" (%s)", cmd, text, rc, err.field, err.message);
}

#define AWALE_START "{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],\"to_move\":0}"

static void test_a_game_describes_its_source_and_options(void **state)
{
    (void)state;
    assert_json(rules_json_game(game("qawale")),
                "{\"id\":\"qawale\",\"name\":\"Qawale\",\"preset\":\"qawale\",\"kind\":"
                "\"qawale\",\"players\":{\"min\":2,\"max\":2},\"source\":{\"source\":"
                "\"000_ed8bdb8df14029a8.txt\",\"title\":\"Règles de Qawale\"},\"options\":[{"
                "\"name\":\"first\",\"type\":\"integer\",\"default\":0,\"min\":0,\"max\":1,"
                "\"start_only\":true,\"help\":\"Qui commence : 0 (galets clairs) ou 1 (galets "
                "foncés) ; la règle ne le dit pas.\"}]}");
    cJSON *kalah = rules_json_game(game("kalah"));
    const cJSON *capture = cJSON_GetArrayItem(cJSON_GetObjectItem(kalah, "options"), 0);
    assert_json(cJSON_DetachItemFromObject((cJSON *)capture, "choices"),
                "[\"next\",\"opposite\",\"everyone\"]");
    assert_string_equal(cJSON_GetObjectItem(capture, "type")->valuestring, "enum");
    assert_string_equal(cJSON_GetObjectItem(capture, "default")->valuestring, "next");
    cJSON_Delete(kalah);
}

static void test_command_names_map_to_commands(void **state)
{
    (void)state;
    enum rules_cmd c;
    assert_int_equal(rules_api_cmd("replay", &c), 0);
    assert_int_equal(c, RULES_CMD_REPLAY);
    assert_int_equal(rules_api_cmd("serve", &c), -ARB_ERR_NOT_FOUND);
    assert_int_equal(rules_api_cmd(NULL, &c), -ARB_ERR_NOT_FOUND);
}

static void test_an_unknown_game_is_named_with_the_games_there_are(void **state)
{
    (void)state;
    const struct rules_game *g;
    struct arb_err err;
    assert_int_equal(rules_api_game("kalah", "game", &g, &err), 0);
    assert_ptr_equal(g, rules_find("kalah"));
    assert_int_equal(rules_api_game("chess", "id", &g, &err), -ARB_ERR_UNKNOWN_GAME);
    assert_null(g);
    assert_string_equal(err.field, "id");
    assert_string_equal(err.message,
                        "Jeu inconnu « chess » : les jeux sont qawale, awale, kalah, escargots.");
    assert_int_equal(rules_api_game(NULL, "game", &g, &err), -ARB_ERR_UNKNOWN_GAME);
}

static void test_start_answers_position_effective_options_and_warnings(void **state)
{
    (void)state;
    assert_run("awale", "start", NULL,
               "{\"position\":" AWALE_START ",\"options\":{\"first\":0},\"warnings\":[]}");
    assert_run("kalah", "start", "{\"options\":{\"players\":3,\"holes\":4,\"first\":2}}",
               "{\"position\":{\"pits\":[[4,4,4,4],[4,4,4,4],[4,4,4,4]],\"stores\":[0,0,0],"
               "\"to_move\":2},\"options\":{\"capture_from\":\"next\",\"empty_opposite\":"
               "\"keep\",\"players\":3,\"holes\":4,\"stones\":4,\"first\":2},\"warnings\":[]}");
}

/* The options start answers, sent back with play: the exact next position. */
static void test_the_options_start_answers_are_accepted_by_every_command(void **state)
{
    (void)state;
    static const char *const cmds[] = {"validate", "play", "moves", "replay"};
    /* kalah for 3: 0 sows pit 3's 4 stones into pits 4..6 and its store: plays again */
    const char *opts3 = "\"options\":{\"capture_from\":\"next\",\"empty_opposite\":\"keep\","
                        "\"players\":3,\"holes\":6,\"stones\":4,\"first\":0}";
    char req[600];
    assert_run("kalah", "start", "{\"options\":{\"players\":3}}",
               "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4]],"
               "\"stores\":[0,0,0],\"to_move\":0},\"options\":{\"capture_from\":\"next\","
               "\"empty_opposite\":\"keep\",\"players\":3,\"holes\":6,\"stones\":4,"
               "\"first\":0},\"warnings\":[]}");
    snprintf(req, sizeof req,
             "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,"
             "0,0],\"to_move\":0},\"move\":{\"pit\":3},%s}",
             opts3);
    char *body;
    struct arb_err err;
    assert_int_equal(run("kalah", "play", req, &body, &err), 0);
    cJSON *j = parse(body);
    cJSON_free(body);
    assert_json(cJSON_DetachItemFromObject(j, "position"),
                "{\"pits\":[[4,4,0,5,5,5],[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[1,0,0],"
                "\"to_move\":0}");
    cJSON_Delete(j);
    /* kalah for 4 on 4 holes: 0 sows pit 2's 4 stones into 3, 4, its store and 1's pit 1 */
    const char *pos4 = "{\"pits\":[[4,4,4,4],[4,4,4,4],[4,4,4,4],[4,4,4,4]],\"stores\":[0,0,0,0],"
                       "\"to_move\":0}";
    const char *opts4 = "\"options\":{\"capture_from\":\"next\",\"empty_opposite\":\"keep\","
                        "\"players\":4,\"holes\":4,\"stones\":4,\"first\":0}";
    snprintf(req, sizeof req, "{\"position\":%s,\"move\":{\"pit\":2},%s}", pos4, opts4);
    assert_int_equal(run("kalah", "play", req, &body, &err), 0);
    j = parse(body);
    cJSON_free(body);
    assert_json(cJSON_DetachItemFromObject(j, "position"),
                "{\"pits\":[[4,0,5,5],[5,4,4,4],[4,4,4,4],[4,4,4,4]],\"stores\":[1,0,0,0],"
                "\"to_move\":1}");
    cJSON_Delete(j);
    for (size_t i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
        const char *extra = i == 0 || i == 1 ? ",\"move\":{\"pit\":2}"
                            : i == 3         ? ",\"moves\":[{\"pit\":2}]"
                                             : "";
        snprintf(req, sizeof req, "{\"position\":%s%s,%s}", pos4, extra, opts4);
        assert_int_equal(run("kalah", cmds[i], req, &body, &err), 0);
        cJSON_free(body);
    }
    /* awale and qawale answer {"first":0}: accepted too */
    assert_run("awale", "moves",
               "{\"position\":" AWALE_START ",\"options\":{\"first\":1},"
               "\"limit\":1}",
               "{\"count\":6,\"moves\":[{\"pit\":1}],\"truncated\":true}");
}

static void test_options_that_contradict_the_position_name_both_values(void **state)
{
    (void)state;
    char *body;
    struct arb_err err;
    const char *pos3 = "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4]],"
                       "\"stores\":[0,0,0],\"to_move\":0},\"move\":{\"pit\":3},";
    char req[400];
    snprintf(req, sizeof req, "%s\"options\":{\"players\":4}}", pos3);
    assert_int_equal(run("kalah", "play", req, &body, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "options.players");
    assert_string_equal(err.message, "« options.players » vaut 4 mais la position en montre 3 : "
                                     "ce réglage ne change pas en cours de partie.");
    snprintf(req, sizeof req, "%s\"options\":{\"holes\":4}}", pos3);
    assert_int_equal(run("kalah", "validate", req, &body, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "options.holes");
    /* stones and first are information: any value in range is accepted */
    snprintf(req, sizeof req, "%s\"options\":{\"stones\":3,\"first\":2}}", pos3);
    assert_int_equal(run("kalah", "play", req, &body, &err), 0);
    cJSON_free(body);
    snprintf(req, sizeof req, "%s\"options\":{\"stones\":0}}", pos3);
    assert_int_equal(run("kalah", "play", req, &body, &err), -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "options.stones");
}

static void test_requests_with_unknown_or_missing_members_are_bad_requests(void **state)
{
    (void)state;
    assert_refused("awale", "play", "{\"position\":" AWALE_START ",\"move\":{\"pit\":1},\"x\":1}",
                   ARB_ERR_BAD_REQUEST, "x");
    assert_refused("awale", "play", "{\"move\":{\"pit\":1}}", ARB_ERR_BAD_REQUEST, "position");
    assert_refused("awale", "validate", "{\"position\":" AWALE_START "}", ARB_ERR_BAD_REQUEST,
                   "move");
    assert_refused("awale", "start", "{\"position\":" AWALE_START "}", ARB_ERR_BAD_REQUEST,
                   "position");
    assert_refused("awale", "moves", "{\"position\":" AWALE_START ",\"move\":{}}",
                   ARB_ERR_BAD_REQUEST, "move");
    assert_refused("awale", "replay", "{\"position\":" AWALE_START "}", ARB_ERR_BAD_REQUEST,
                   "moves");
    assert_refused("awale", "replay", "{\"position\":" AWALE_START ",\"moves\":{}}",
                   ARB_ERR_BAD_REQUEST, "moves");
    assert_refused("awale", "replay", "{\"position\":" AWALE_START ",\"moves\":[{\"pit\":1},2]}",
                   ARB_ERR_BAD_REQUEST, "moves[1]");
    assert_refused("awale", "moves", "{\"position\":" AWALE_START ",\"limit\":10001}",
                   ARB_ERR_BAD_REQUEST, "limit");
    assert_refused("awale", "moves", "{\"position\":" AWALE_START ",\"limit\":-1}",
                   ARB_ERR_BAD_REQUEST, "limit");
    assert_refused("awale", "play", "[]", ARB_ERR_BAD_REQUEST, "");
    assert_refused("awale", "play", "{\"position\":3,\"move\":{\"pit\":1}}", ARB_ERR_BAD_POSITION,
                   "position");
}

static void test_the_game_member_must_name_the_game_of_the_command(void **state)
{
    (void)state;
    assert_run("awale", "start", "{\"game\":\"awale\"}",
               "{\"position\":" AWALE_START ",\"options\":{\"first\":0},\"warnings\":[]}");
    assert_refused("awale", "start", "{\"game\":\"kalah\"}", ARB_ERR_BAD_REQUEST, "game");
    assert_refused("awale", "start", "{\"game\":null}", ARB_ERR_BAD_REQUEST, "game");
}

static void test_validate_answers_legal_or_the_reason_with_its_rule(void **state)
{
    (void)state;
    assert_run("awale", "validate", "{\"position\":" AWALE_START ",\"move\":{\"pit\":6}}",
               "{\"legal\":true,\"reason\":null,\"message\":null,\"rule\":null}");
    char *body;
    struct arb_err err;
    assert_int_equal(run("awale", "validate", "{\"position\":" AWALE_START ",\"move\":{\"pit\":9}}",
                         &body, &err),
                     0);
    cJSON *j = parse(body);
    cJSON_free(body);
    assert_false(cJSON_IsTrue(cJSON_GetObjectItem(j, "legal")));
    assert_string_equal(cJSON_GetObjectItem(j, "reason")->valuestring, "pit_range");
    const struct rules_reason *why = game("awale")->reason(ARB_ERR_PIT_RANGE);
    assert_string_equal(cJSON_GetObjectItem(j, "message")->valuestring, why->message);
    assert_string_equal(cJSON_GetObjectItem(cJSON_GetObjectItem(j, "rule"), "source")->valuestring,
                        why->rule.source);
    cJSON_Delete(j);
}

static void test_play_refuses_an_illegal_move_with_its_rule(void **state)
{
    (void)state;
    char *body;
    struct arb_err err;
    assert_int_equal(run("awale", "play",
                         "{\"position\":{\"pits\":[[0,4,4,4,4,4],[4,4,4,4,4,8]],\"stores\":[0,0],"
                         "\"to_move\":0},\"move\":{\"pit\":1}}",
                         &body, &err),
                     -ARB_ERR_EMPTY_PIT);
    assert_string_equal(err.field, "move");
    assert_ptr_equal(err.rule, &game("awale")->reason(ARB_ERR_EMPTY_PIT)->rule);
    assert_string_equal(err.message, game("awale")->reason(ARB_ERR_EMPTY_PIT)->message);
}

static void test_a_long_sowing_keeps_the_first_events_and_says_it_was_cut(void **state)
{
    (void)state;
    char *body;
    struct arb_err err;
    /* 600 stones from kalah pit 1: one event each, more than the trace holds */
    assert_int_equal(run("kalah", "play",
                         "{\"position\":{\"pits\":[[600,1,1,1,1,1],[1,1,1,1,1,1]],\"stores\":[0,0],"
                         "\"to_move\":0},\"move\":{\"pit\":1}}",
                         &body, &err),
                     0);
    cJSON *j = parse(body);
    cJSON_free(body);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(j, "events")), 512);
    assert_true(cJSON_IsTrue(cJSON_GetObjectItem(j, "events_truncated")));
    assert_json(
        cJSON_DetachItemFromObject(cJSON_GetArrayItem(cJSON_GetObjectItem(j, "events"), 0), "type"),
        "\"pick\"");
    cJSON_Delete(j);
    assert_int_equal(run("kalah", "play",
                         "{\"position\":{\"pits\":[[6,1,1,1,1,1],[1,1,1,1,1,1]],\"stores\":[0,0],"
                         "\"to_move\":0},\"move\":{\"pit\":1}}",
                         &body, &err),
                     0);
    assert_null(strstr(body, "events_truncated"));
    cJSON_free(body);
}

static void test_moves_counts_exactly_and_lists_up_to_the_limit(void **state)
{
    (void)state;
    assert_run("awale", "moves", "{\"position\":" AWALE_START ",\"limit\":2}",
               "{\"count\":6,\"moves\":[{\"pit\":1},{\"pit\":2}],\"truncated\":true}");
    assert_run("awale", "moves", "{\"position\":" AWALE_START ",\"limit\":0}",
               "{\"count\":6,\"moves\":[],\"truncated\":true}");
    assert_run("awale", "moves", "{\"position\":" AWALE_START "}",
               "{\"count\":6,\"moves\":[{\"pit\":1},{\"pit\":2},{\"pit\":3},{\"pit\":4},"
               "{\"pit\":5},{\"pit\":6}],\"truncated\":false}");
}

static void test_replay_stops_at_the_first_illegal_move(void **state)
{
    (void)state;
    char *body;
    struct arb_err err;
    /* 0 plays pit 6: 4 seeds into 1's pits 1..4 (5 each); 1 plays pit 1: 5 seeds in his
     * pits 2..6; 0's pit 6 is empty: the third move (index 2) is refused. */
    assert_int_equal(run("awale", "replay",
                         "{\"position\":" AWALE_START
                         ",\"moves\":[{\"pit\":6},{\"pit\":1},{\"pit\":6},{\"pit\":9},"
                         "{\"pit\":2}]}",
                         &body, &err),
                     0);
    cJSON *j = parse(body);
    cJSON_free(body);
    assert_int_equal(cJSON_GetArraySize(cJSON_GetObjectItem(j, "steps")), 2);
    const cJSON *illegal = cJSON_GetObjectItem(j, "illegal");
    assert_int_equal(cJSON_GetObjectItem(illegal, "index")->valueint, 2);
    assert_string_equal(cJSON_GetObjectItem(illegal, "reason")->valuestring, "empty_pit");
    assert_json(cJSON_DetachItemFromObject(j, "position"),
                "{\"pits\":[[4,4,4,4,4,0],[0,6,6,6,5,5]],\"stores\":[0,0],\"to_move\":0}");
    assert_json(cJSON_DetachItemFromObject(j, "outcome"), "null");
    cJSON_Delete(j);
}

/* A replay request of n awale moves of pit 1 (only the first is legal from the start). */
static char *replay_of(size_t n)
{
    static const char head[] = "{\"position\":" AWALE_START ",\"moves\":[";
    char *text = malloc(sizeof head + n * 10 + 4);
    assert_non_null(text);
    size_t used = sizeof head - 1;
    memcpy(text, head, used);
    for (size_t i = 0; i < n; i++) {
        memcpy(text + used, i ? ",{\"pit\":1}" : "{\"pit\":1}", i ? 10 : 9);
        used += i ? 10 : 9;
    }
    memcpy(text + used, "]}", 3);
    return text;
}

static void test_a_replay_of_more_than_1000_moves_is_over_budget(void **state)
{
    (void)state;
    char *text = replay_of(1001);
    assert_refused("awale", "replay", text, ARB_ERR_OVER_BUDGET, "moves");
    free(text);
    /* 1000 is within the budget: answered (it stops at the third move, pit 1 empty) */
    char *body;
    struct arb_err err;
    text = replay_of(1000);
    assert_int_equal(run("awale", "replay", text, &body, &err), 0);
    assert_non_null(strstr(body, "\"illegal\":{\"index\":2,"));
    cJSON_free(body);
    free(text);
}

static void test_a_replay_past_50000_events_is_over_budget(void **state)
{
    /* kalah with 1000 stones a pit: each move sows its fullest pit (about 512 events
     * traced a move); the events run past the budget near the hundredth move */
    static const char start[] =
        "{\"pits\":[[1000,1000,1000,1000,1000,1000],[1000,1000,1000,1000,1000,1000]],"
        "\"stores\":[0,0],\"to_move\":0}";
    char req[4096], *moves = malloc(16 * 200 + 1), *body;
    struct arb_err err;
    cJSON *pos = parse(start);
    size_t used = 0, events = 0;
    (void)state;
    assert_non_null(moves);
    moves[0] = '\0';
    for (int i = 0; i < 200 && events <= 50000; i++) {
        const cJSON *pits = cJSON_GetObjectItem(pos, "pits");
        const cJSON *row = cJSON_GetArrayItem(pits, cJSON_GetObjectItem(pos, "to_move")->valueint);
        int best = 0;
        for (int k = 1; k < 6; k++)
            if (cJSON_GetArrayItem(row, k)->valueint > cJSON_GetArrayItem(row, best)->valueint)
                best = k;
        char *p = arb_json_print(pos);
        snprintf(req, sizeof req, "{\"position\":%s,\"move\":{\"pit\":%d}}", p, best + 1);
        cJSON_free(p);
        assert_int_equal(run("kalah", "play", req, &body, &err), 0);
        cJSON *r = parse(body);
        cJSON_free(body);
        events += (size_t)cJSON_GetArraySize(cJSON_GetObjectItem(r, "events"));
        cJSON_Delete(pos);
        pos = cJSON_DetachItemFromObject(r, "position");
        cJSON_Delete(r);
        used += (size_t)snprintf(moves + used, 16, "%s{\"pit\":%d}", i ? "," : "", best + 1);
    }
    cJSON_Delete(pos);
    assert_true(events > 50000);
    size_t cap = strlen(moves) + 512;
    char *text = malloc(cap);
    assert_non_null(text);
    snprintf(text, cap, "{\"position\":%s,\"moves\":[%s]}", start, moves);
    assert_refused("kalah", "replay", text, ARB_ERR_OVER_BUDGET, "moves");
    /* the same replay without its last move stays within the budget */
    char *last = strrchr(text, ',');
    memcpy(last, "]}", 3);
    assert_int_equal(run("kalah", "replay", text, &body, &err), 0);
    assert_non_null(strstr(body, "\"illegal\":null"));
    cJSON_free(body);
    free(text);
    free(moves);
}

static void test_every_engine_refusal_is_told_in_french_and_english(void **state)
{
    (void)state;
    size_t told = 0;
    for (size_t i = 0; i < rules_count(); i++) {
        const struct rules_game *g = rules_at(i);
        for (int c = 0; c < ARB_ERR_COUNT; c++) {
            const struct rules_reason *why =
                arb_err_is_illegal_move((enum arb_code)c) ? g->reason((enum arb_code)c) : NULL;
            if (!why)
                continue;
            told++;
            if (!arb_msg_en(why->message))
                fail_msg("%s %s: « %s » has no English", g->id, arb_err_slug(why->code),
                         why->message);
        }
    }
    assert_true(told >= 18);
    /* validate in English: the refusal's message, the same rule */
    cJSON *req = parse("{\"position\":" AWALE_START ",\"move\":{\"pit\":9}}"), *resp = NULL;
    struct arb_err err;
    assert_int_equal(
        rules_api_run_lang(game("awale"), RULES_CMD_VALIDATE, req, ARB_LANG_EN, &resp, &err), 0);
    assert_string_equal(cJSON_GetObjectItem(resp, "message")->valuestring,
                        "Choose a pit on your side, numbered 1 to 6.");
    cJSON_Delete(resp);
    cJSON_Delete(req);
    req = parse("{\"options\":{\"holes\":5}}");
    assert_int_equal(
        rules_api_run_lang(game("kalah"), RULES_CMD_START, req, ARB_LANG_EN, &resp, &err), 0);
    assert_json(cJSON_DetachItemFromObject(resp, "warnings"),
                "[\"5 pits per player is not a setting the rules provide: the game is played with "
                "6 pits.\"]");
    cJSON_Delete(resp);
    cJSON_Delete(req);
}

/* Byte-level mutations of valid requests: every answer is a body or a documented error. */
static void test_mutated_requests_get_a_body_or_an_error_never_a_crash(void **state)
{
    (void)state;
    static const struct {
        const char *game, *cmd, *json;
    } seeds[] = {
        {"awale", "play", "{\"position\":" AWALE_START ",\"move\":{\"pit\":3}}"},
        {"kalah", "replay",
         "{\"position\":{\"pits\":[[1,0,3,9],[0,0,2,0],[7,7,7,7]],\"stores\":[1,2,0],"
         "\"to_move\":2},\"moves\":[{\"pit\":1},{\"pit\":4},{\"resign\":true}],"
         "\"options\":{\"capture_from\":\"everyone\"}}"},
        {"qawale", "validate",
         "{\"position\":{\"board\":{\"a1\":[\"N\",\"N\"],\"d1\":[\"N\",\"N\"],\"a4\":[\"N\","
         "\"N\"],\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],\"to_move\":0},\"move\":{\"cell\":"
         "\"a1\",\"path\":[\"b1\",\"c1\",\"c2\"]}}"},
        {"qawale", "moves",
         "{\"position\":{\"board\":{\"a1\":[\"N\",\"N\"],\"d1\":[\"N\",\"N\"],\"a4\":[\"N\","
         "\"N\"],\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],\"to_move\":0},\"limit\":5}"},
        {"kalah", "start", "{\"options\":{\"players\":4,\"holes\":7,\"stones\":3}}"},
    };
    static const char alphabet[] = "{}[],:\"0123456789-.eE tfnlrua\\";
    uint64_t rng = 42;
    int answered = 0;
    for (int round = 0; round < 20000; round++) {
        size_t k = (size_t)round % (sizeof seeds / sizeof seeds[0]);
        char buf[512];
        size_t len = strlen(seeds[k].json);
        memcpy(buf, seeds[k].json, len);
        for (int m = 0; m < 1 + round % 4; m++) {
            rng = rng * 6364136223846793005ULL + 1442695040888963407ULL;
            size_t at = (size_t)(rng >> 33) % len;
            char c = alphabet[(rng >> 20) % (sizeof alphabet - 1)];
            if ((rng >> 60) % 3 == 0 && len + 1 < sizeof buf) { /* insert */
                memmove(buf + at + 1, buf + at, len - at);
                buf[at] = c;
                len++;
            } else if ((rng >> 60) % 3 == 1 && len > 1) { /* delete */
                memmove(buf + at, buf + at + 1, len - at - 1);
                len--;
            } else {
                buf[at] = c;
            }
        }
        cJSON *req = NULL, *resp = NULL;
        struct arb_err err;
        enum rules_cmd c;
        if (arb_json_parse(buf, len, &req, &err) != 0)
            continue;
        assert_int_equal(rules_api_cmd(seeds[k].cmd, &c), 0);
        arb_err_clear(&err);
        int rc = rules_api_run(game(seeds[k].game), c, req, &resp, &err);
        if (rc == 0) {
            assert_non_null(resp);
            answered++;
        } else {
            assert_null(resp);
            assert_int_equal(rc, -(int)err.code);
            assert_true(err.code == ARB_ERR_BAD_REQUEST || err.code == ARB_ERR_BAD_POSITION ||
                        arb_err_is_illegal_move(err.code));
            assert_true(err.message[0] != '\0');
        }
        cJSON_Delete(resp);
        cJSON_Delete(req);
    }
    assert_true(answered > 100);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_mancala_positions_round_trip_byte_for_byte),
        cmocka_unit_test(test_mancala_cells_follow_the_documented_layout),
        cmocka_unit_test(test_qawale_positions_round_trip_and_empty_stacks_vanish),
        cmocka_unit_test(test_every_malformed_field_is_named_by_its_path),
        cmocka_unit_test(test_impossible_positions_are_refused_by_the_engine_check),
        cmocka_unit_test(test_a_mancala_pit_outside_one_to_holes_reads_as_pit_zero),
        cmocka_unit_test(test_a_malformed_move_is_a_bad_request_naming_its_member),
        cmocka_unit_test(test_a_move_that_is_not_an_object_is_a_bad_request),
        cmocka_unit_test(test_qawale_moves_keep_unknown_cells_as_off_board),
        cmocka_unit_test(test_a_qawale_path_longer_than_the_maximum_keeps_its_length),
        cmocka_unit_test(test_resign_reads_and_writes_as_resign_for_every_game),
        cmocka_unit_test(test_options_read_choices_by_name_and_default_the_rest),
        cmocka_unit_test(test_bad_options_are_bad_requests_naming_the_option),
        cmocka_unit_test(test_an_outcome_ranks_players_by_place),
        cmocka_unit_test(test_events_print_pits_one_based_and_cells_by_name),
        cmocka_unit_test(test_a_game_describes_its_source_and_options),
        cmocka_unit_test(test_command_names_map_to_commands),
        cmocka_unit_test(test_an_unknown_game_is_named_with_the_games_there_are),
        cmocka_unit_test(test_start_answers_position_effective_options_and_warnings),
        cmocka_unit_test(test_the_options_start_answers_are_accepted_by_every_command),
        cmocka_unit_test(test_options_that_contradict_the_position_name_both_values),
        cmocka_unit_test(test_requests_with_unknown_or_missing_members_are_bad_requests),
        cmocka_unit_test(test_the_game_member_must_name_the_game_of_the_command),
        cmocka_unit_test(test_validate_answers_legal_or_the_reason_with_its_rule),
        cmocka_unit_test(test_play_refuses_an_illegal_move_with_its_rule),
        cmocka_unit_test(test_a_long_sowing_keeps_the_first_events_and_says_it_was_cut),
        cmocka_unit_test(test_moves_counts_exactly_and_lists_up_to_the_limit),
        cmocka_unit_test(test_replay_stops_at_the_first_illegal_move),
        cmocka_unit_test(test_a_replay_of_more_than_1000_moves_is_over_budget),
        cmocka_unit_test(test_a_replay_past_50000_events_is_over_budget),
        cmocka_unit_test(test_every_engine_refusal_is_told_in_french_and_english),
        cmocka_unit_test(test_mutated_requests_get_a_body_or_an_error_never_a_crash),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

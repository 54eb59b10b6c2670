/* test_cards.c — board diagrams: every format decodes, and positions that strain the layout
 * (30+ seeds, empty boards, 4-player kalah, tall qawale stacks) stay inside the image. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "arb_msg.h"
#include "cards_int.h"
#include "png_buf.h"
#include "rules.h"
#include "rules_json.h"

static bool ends_with_svg_close(const struct arb_buf *buf)
{
    size_t n = buf->len;
    while (n > 0 && (buf->data[n - 1] == '\n' || buf->data[n - 1] == ' '))
        n--;
    return n >= 6 && memcmp(buf->data + n - 6, "</svg>", 6) == 0;
}

static struct rules_pos start_of(const char *id, int players, int holes)
{
    const struct rules_game *g = rules_find(id);
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    unsigned warnings = 0;
    o.players = players;
    o.holes = holes;
    assert_non_null(g);
    assert_int_equal(g->start(&o, &pos, &warnings, NULL), 0);
    return pos;
}

/* The ink of the drawing of pos into a w x h box must stay inside the box. */
static void assert_drawn_inside(const struct rules_pos *pos, const struct cards_mark *mark)
{
    double w, h, x, y, iw, ih;
    cards_board_size(pos, NULL, &w, &h);
    cairo_surface_t *rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *cr = cairo_create(rec);
    cards_board_draw(cr, pos, mark, NULL, 0, 0, w, h);
    cairo_destroy(cr);
    cairo_recording_surface_ink_extents(rec, &x, &y, &iw, &ih);
    cairo_surface_destroy(rec);
    assert_true(iw > 0 && ih > 0);
    assert_true(x >= -0.5 && y >= -0.5);
    assert_true(x + iw <= w + 0.5 && y + ih <= h + 0.5);
}

static void test_every_start_position_renders_as_png_of_the_natural_size(void **state)
{
    (void)state;
    for (size_t i = 0; i < rules_count(); i++) {
        const struct rules_game *g = rules_at(i);
        struct rules_opts o = rules_opts_default();
        struct rules_pos pos;
        unsigned warnings = 0;
        struct arb_buf buf = {0};
        double w, h;
        assert_int_equal(g->start(&o, &pos, &warnings, NULL), 0);
        assert_int_equal(cards_diagram(NULL, g, &pos, &o, NULL, KB_FR, CARDS_PNG, &buf, NULL, NULL),
                         0);
        cairo_surface_t *img = png_from_buf(&buf);
        assert_int_equal(cairo_surface_status(img), CAIRO_STATUS_SUCCESS);
        /* the natural size with the labels a diagram carries (Qawale: the colours' legend) */
        struct cards_labels labels;
        struct rules_outcome none = {0};
        cJSON *words = NULL;
        assert_int_equal(cards_words_parse(&words, NULL), 0);
        struct cards_say say = {words, g->id, NULL, KB_FR};
        cards_labels_for(&say, &pos, &none, &labels);
        cards_board_size(&pos, &labels, &w, &h);
        assert_int_equal(cairo_image_surface_get_width(img), (int)w);
        assert_int_equal(cairo_image_surface_get_height(img), (int)h);
        cJSON_Delete(words);
        cairo_surface_destroy(img);
        arb_buf_release(&buf);
    }
}

static void test_svg_and_pdf_diagrams_have_their_signatures(void **state)
{
    (void)state;
    const struct rules_game *g = rules_find("qawale");
    struct rules_pos pos = start_of("qawale", 2, 6);
    struct rules_opts o = rules_opts_default();
    struct arb_buf svg = {0}, pdf = {0};
    assert_int_equal(cards_diagram(NULL, g, &pos, &o, NULL, KB_FR, CARDS_SVG, &svg, NULL, NULL), 0);
    assert_int_equal(cards_diagram(NULL, g, &pos, &o, NULL, KB_EN, CARDS_PDF, &pdf, NULL, NULL), 0);
    assert_true(svg.len > 100 && memcmp(svg.data, "<?xml", 5) == 0);
    assert_true(ends_with_svg_close(&svg));
    assert_true(pdf.len > 100 && memcmp(pdf.data, "%PDF-", 5) == 0);
    arb_buf_release(&svg);
    arb_buf_release(&pdf);
}

static void test_a_refused_move_is_drawn_crossed_out_with_its_reason(void **state)
{
    (void)state;
    /* qawale start: b2 is empty, placing there is empty_cell */
    const struct rules_game *g = rules_find("qawale");
    struct rules_pos pos = start_of("qawale", 2, 6);
    struct rules_opts o = rules_opts_default();
    struct rules_move m = {.cell = 5, .path_len = 1, .path = {6}};
    struct arb_buf buf = {0};
    struct cards_mark mark;
    enum arb_code refused = ARB_OK;
    assert_int_equal(cards_diagram(NULL, g, &pos, &o, &m, KB_FR, CARDS_SVG, &buf, &refused, NULL),
                     0);
    assert_int_equal(refused, ARB_ERR_EMPTY_CELL);
    assert_true(buf.len > 100 && ends_with_svg_close(&buf));
    assert_int_equal(cards_mark_move(g, &pos, &o, &m, &mark), -ARB_ERR_EMPTY_CELL);
    assert_true(mark.refused);
    assert_int_equal(mark.cross, 5);
    assert_int_equal(mark.path_len, 0);
    arb_buf_release(&buf);
}

static void test_a_refused_qawale_path_stops_at_the_step_that_breaks_the_rule(void **state)
{
    (void)state;
    /* a1 holds 2 neutral pebbles: 3 steps. a2 then c2 (not beside a2) then c3:
     *   4 .  .  .  .
     *   3 .  .  .  .
     *   2 1  .  2x .      step 2 jumps a2 -> c2: crossed there, step 3 never drawn
     *   1 NN .  .  NN
     *     a  b  c  d */
    const struct rules_game *g = rules_find("qawale");
    struct rules_pos pos = start_of("qawale", 2, 6);
    struct rules_opts o = rules_opts_default();
    struct rules_move m = {.cell = 0, .path_len = 3, .path = {4, 6, 10}};
    struct cards_mark mark;
    assert_int_equal(cards_mark_move(g, &pos, &o, &m, &mark), -ARB_ERR_NOT_ADJACENT);
    assert_true(mark.refused);
    assert_int_equal(mark.origin, 0);
    assert_int_equal(mark.path_len, 2);
    assert_int_equal(mark.path[0], 4);
    assert_int_equal(mark.path[1], 6);
    assert_int_equal(mark.cross, 6);
    /* straight back a1 -> a2 -> a1: the U-turn is crossed on its second step */
    struct rules_move back = {.cell = 0, .path_len = 3, .path = {4, 0, 1}};
    assert_int_equal(cards_mark_move(g, &pos, &o, &back, &mark), -ARB_ERR_U_TURN);
    assert_int_equal(mark.path_len, 2);
    assert_int_equal(mark.cross, 0);
    assert_drawn_inside(&pos, &mark);
}

static void test_a_refused_mancala_move_crosses_the_pit_it_names(void **state)
{
    (void)state;
    /* awale, J0's pit 2 emptied: playing it is empty_pit, crossed on ring cell 1 */
    const struct rules_game *g = rules_find("awale");
    struct rules_pos pos = start_of("awale", 2, 6);
    struct rules_opts o = rules_opts_default();
    pos.m.cell[0] += pos.m.cell[1];
    pos.m.cell[1] = 0;
    struct rules_move m = {.pit = 2};
    struct cards_mark mark;
    assert_int_equal(cards_mark_move(g, &pos, &o, &m, &mark), -ARB_ERR_EMPTY_PIT);
    assert_int_equal(mark.cross, 1);
    assert_int_equal(mark.path_len, 0);
    /* pit 9 does not exist: nothing to cross, the caption says why */
    struct rules_move far = {.pit = 9};
    assert_int_equal(cards_mark_move(g, &pos, &o, &far, &mark), -ARB_ERR_PIT_RANGE);
    assert_int_equal(mark.cross, -1);
    assert_drawn_inside(&pos, &mark);
}

static void test_a_move_marks_origin_path_and_captures_from_the_engine(void **state)
{
    (void)state;
    /*        J1:  pit6 pit5 pit4 pit3 pit2 pit1
     *              1    1    4    4    4    4
     *        J0:   8    4    4    4    4    6   (pit1 .. pit6)
     * J0 plays pit 6 (6 seeds): J1's pits 1..6 get one each; the last lands in J1 pit 6,
     * which now holds 2, and pit 5 holds 2: both are captured. */
    const struct rules_game *g = rules_find("awale");
    struct rules_pos pos = start_of("awale", 2, 6);
    struct rules_opts o = rules_opts_default();
    pos.m.cell[5] = 6;  /* J0 pit 6 */
    pos.m.cell[11] = 1; /* J1 pit 5 */
    pos.m.cell[12] = 1; /* J1 pit 6 */
    pos.m.cell[0] += 4; /* keep 48 seeds in play */
    assert_int_equal(g->check(&pos, NULL), 0);
    struct rules_move m = {.pit = 6};
    struct cards_mark mark;
    assert_int_equal(cards_mark_move(g, &pos, &o, &m, &mark), 0);
    assert_int_equal(mark.origin, 5);
    assert_int_equal(mark.path_len, 6);
    for (int k = 0; k < 6; k++)
        assert_int_equal(mark.path[k], 7 + k);
    assert_int_equal(mark.captured, (1u << 11) | (1u << 12));
    assert_drawn_inside(&pos, &mark);
}

static void test_big_pits_empty_boards_and_four_players_stay_inside(void **state)
{
    (void)state;
    struct rules_pos big = start_of("awale", 2, 6);
    memset(big.m.cell, 0, sizeof big.m.cell);
    big.m.cell[0] = 30;
    big.m.cell[8] = 18;
    assert_drawn_inside(&big, NULL);
    struct rules_pos empty = start_of("kalah", 2, 7);
    memset(empty.m.cell, 0, sizeof empty.m.cell);
    empty.m.cell[7] = 56;
    assert_drawn_inside(&empty, NULL);
    struct rules_pos four = start_of("kalah", 4, 7);
    four.m.cell[3] = 999999;
    assert_drawn_inside(&four, NULL);
    struct rules_pos three = start_of("kalah", 3, 4);
    assert_drawn_inside(&three, NULL);
}

static void test_a_tall_qawale_stack_stays_inside_its_cell(void **state)
{
    (void)state;
    struct rules_pos q = start_of("qawale", 2, 6);
    memset(q.q.stack, 0, sizeof q.q.stack);
    memset(q.q.height, 0, sizeof q.q.height);
    for (int k = 0; k < QAWALE_MAX_HEIGHT; k++)
        q.q.stack[5] |= (uint64_t)(k < 8    ? QAWALE_NEUTRAL
                                   : k < 16 ? QAWALE_LIGHT
                                            : QAWALE_DARK)
                        << (2 * k);
    q.q.height[5] = QAWALE_MAX_HEIGHT;
    q.q.hands[0] = q.q.hands[1] = 0;
    assert_drawn_inside(&q, NULL);
}

/* True when pixel (x, y) of the ARGB32 image is the board's wood colour (within tol). */
static bool is_wood(cairo_surface_t *img, int x, int y, int tol)
{
    const unsigned char *row =
        cairo_image_surface_get_data(img) + (size_t)y * cairo_image_surface_get_stride(img);
    uint32_t px = ((const uint32_t *)row)[x];
    int r = (int)(px >> 16 & 255), g = (int)(px >> 8 & 255), b = (int)(px & 255);
    /* cards_board.c: wood = {0.87, 0.74, 0.53} */
    return abs(r - 222) <= tol && abs(g - 189) <= tol && abs(b - 135) <= tol;
}

/* The gap between two neighbouring pits of a row is bare wood: a path left open between a
 * count label and the next pit's arc (the stray diagonal lines of issue 13) crosses it. */
static void assert_gaps_between_pits_are_bare(const struct rules_pos *pos)
{
    double w, h;
    cards_board_size(pos, NULL, &w, &h);
    cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)h);
    cairo_t *cr = cairo_create(img);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cards_board_draw(cr, pos, NULL, NULL, 0, 0, w, h);
    cairo_destroy(cr);
    cairo_surface_flush(img);
    int stride = pos->m.holes + 1, checked = 0;
    for (int p = 0; p < pos->m.players; p++) {
        for (int i = 0; i + 1 < pos->m.holes; i++) {
            double x0, y0, x1, y1;
            cards_board_place(pos, p * stride + i, &x0, &y0);
            cards_board_place(pos, p * stride + i + 1, &x1, &y1);
            double mx = (x0 + x1) / 2, my = (y0 + y1) / 2, d = hypot(x1 - x0, y1 - y0);
            double nx = -(y1 - y0) / d, ny = (x1 - x0) / d; /* across the row */
            for (double t = -0.3 * d; t <= 0.3 * d; t += 1) {
                int x = (int)(mx + nx * t), y = (int)(my + ny * t);
                if (!is_wood(img, x, y, 6))
                    fail_msg("%d players %d holes: ink at (%d, %d) between pits %d and %d",
                             pos->m.players, pos->m.holes, x, y, i, i + 1);
                checked++;
            }
        }
    }
    assert_true(checked > 0);
    cairo_surface_destroy(img);
}

static void test_nothing_is_drawn_between_the_pits_of_any_board(void **state)
{
    (void)state;
    static const struct {
        const char *game;
        int players, holes;
    } shapes[] = {{"awale", 2, 6}, {"escargots", 2, 6}, {"kalah", 2, 6},
                  {"kalah", 2, 7}, {"kalah", 2, 4},     {"kalah", 3, 4},
                  {"kalah", 3, 6}, {"kalah", 4, 4},     {"kalah", 4, 6}};
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        struct rules_pos pos = start_of(shapes[k].game, shapes[k].players, shapes[k].holes);
        memset(pos.m.cell, 0, sizeof pos.m.cell); /* every label a "0" beside its pit */
        assert_gaps_between_pits_are_bare(&pos);
        pos = start_of(shapes[k].game, shapes[k].players, shapes[k].holes);
        assert_gaps_between_pits_are_bare(&pos);
    }
}

/* On the square boards (3 and 4 players) no two hollows touch: pits have a radius of 0.4 and
 * stores of 0.5 pit slots, a slot being the distance between two neighbouring pits. */
static void test_no_two_hollows_of_a_square_board_touch(void **state)
{
    (void)state;
    static const int shapes[][2] = {{3, 4}, {3, 6}, {3, 7}, {4, 4}, {4, 6}, {4, 7}};
    for (size_t k = 0; k < sizeof shapes / sizeof shapes[0]; k++) {
        struct rules_pos pos = start_of("kalah", shapes[k][0], shapes[k][1]);
        int stride = pos.m.holes + 1, cells = pos.m.players * stride;
        double x0, y0, x1, y1;
        cards_board_place(&pos, 0, &x0, &y0);
        cards_board_place(&pos, 1, &x1, &y1);
        double slot = hypot(x1 - x0, y1 - y0);
        for (int a = 0; a < cells; a++) {
            for (int b = a + 1; b < cells; b++) {
                double ra = (a % stride == pos.m.holes ? 0.5 : 0.4) * slot;
                double rb = (b % stride == pos.m.holes ? 0.5 : 0.4) * slot;
                cards_board_place(&pos, a, &x0, &y0);
                cards_board_place(&pos, b, &x1, &y1);
                if (hypot(x1 - x0, y1 - y0) < ra + rb + 0.05 * slot)
                    fail_msg("%d players %d holes: places %d and %d touch", shapes[k][0],
                             shapes[k][1], a, b);
            }
        }
    }
}

/* True when every key of a is in b with the same JSON type (and lists of the same length). */
static void assert_same_keys(const cJSON *a, const cJSON *b, const char *where)
{
    for (const cJSON *k = a ? a->child : NULL; k; k = k->next) {
        const cJSON *o = cJSON_GetObjectItem(b, k->string);
        if (!o || o->type != k->type ||
            (cJSON_IsArray(k) && cJSON_GetArraySize(k) != cJSON_GetArraySize(o)))
            fail_msg("%s: « %s » is not in both languages alike", where, k->string);
    }
}

/* data/cards/cards.json says everything in French and in English, and kalah's option texts
 * are one for one with the knowledge base's setup and turn (their source lines are those). */
static void test_every_card_word_and_refusal_is_in_both_languages(void **state)
{
    (void)state;
    cJSON *words = NULL;
    struct kb *kb = NULL;
    assert_int_equal(cards_words_parse(&words, NULL), 0);
    assert_int_equal(kb_open(NULL, &kb, NULL), 0);
    const cJSON *fr = cJSON_GetObjectItem(words, "fr"), *en = cJSON_GetObjectItem(words, "en");
    assert_same_keys(fr, en, "fr");
    assert_same_keys(en, fr, "en");
    for (const cJSON *g = cJSON_GetObjectItem(words, "games")->child; g; g = g->next) {
        const struct kb_game *game = kb_game_find(kb, g->string);
        assert_non_null(game);
        const cJSON *gfr = cJSON_GetObjectItem(g, "fr"), *gen = cJSON_GetObjectItem(g, "en");
        assert_same_keys(gfr, gen, g->string);
        assert_same_keys(gen, gfr, g->string);
        const cJSON *setup = cJSON_GetObjectItem(gfr, "setup"),
                    *turn = cJSON_GetObjectItem(gfr, "turn");
        if (setup)
            assert_int_equal(cJSON_GetArraySize(setup), (int)game->n_setup);
        if (turn)
            assert_int_equal(cJSON_GetArraySize(turn), (int)game->n_turn);
    }
    /* every refusal an engine gives has its English in the message catalogue */
    for (size_t i = 0; i < rules_count(); i++) {
        const struct rules_game *g = rules_at(i);
        for (int code = 0; code < ARB_ERR_COUNT; code++) {
            const struct rules_reason *why = g->reason((enum arb_code)code);
            if (why && !arb_msg_en(why->message))
                fail_msg("%s: no English for « %s »", g->id, why->message);
        }
    }
    /* a missing word shows as its key: the general words answer for a game without its own */
    struct cards_say say = {words, "awale", NULL, KB_EN};
    assert_string_equal(cards_word(&say, "head.example"), "Example");
    assert_string_equal(cards_word(&say, "no.such.word"), "no.such.word");
    char out[64];
    cards_fill(out, sizeof out, "{seat} · {n} {x}",
               (const char *const[]){"seat", "Sud", "n", "5", NULL});
    assert_string_equal(out, "Sud · 5 {x}");
    kb_free(kb);
    cJSON_Delete(words);
}

/* Every entry's example draws, refused moves included: the scenario /v1/ask links to (the
 * first passed one with a position, preferring one with a move; src/faq/faq_ask.c) goes
 * through cards_diagram with its options and gives an SVG. Before the refused moves were
 * drawn, 16 of the 98 links answers carried were a 422. */
static void test_the_example_of_every_entry_draws(void **state)
{
    (void)state;
    struct kb *kb = NULL;
    size_t drawn = 0, refused = 0;
    assert_int_equal(kb_open(NULL, &kb, NULL), 0);
    for (size_t i = 0; i < kb_entry_count(kb); i++) {
        const struct kb_entry *e = kb_entry_at(kb, i);
        const cJSON *sc = NULL;
        for (size_t k = 0; k < e->n_scenarios; k++) {
            const cJSON *j = e->scenarios[k].json;
            if (!e->scenarios[k].passed || !cJSON_GetObjectItem(j, "position"))
                continue;
            if (!sc || (!cJSON_GetObjectItem(sc, "move") && cJSON_GetObjectItem(j, "move")))
                sc = j;
        }
        if (!sc)
            continue;
        const struct rules_game *g = e->game->rules;
        struct rules_pos pos;
        struct rules_move move;
        struct rules_opts opts = rules_opts_default();
        const cJSON *jmove = cJSON_GetObjectItem(sc, "move");
        struct arb_buf buf = {0};
        enum arb_code why = ARB_OK;
        assert_int_equal(
            rules_json_read_position(g, cJSON_GetObjectItem(sc, "position"), &pos, NULL), 0);
        assert_int_equal(
            rules_json_read_options(g, cJSON_GetObjectItem(sc, "options"), false, &opts, NULL), 0);
        if (jmove)
            assert_int_equal(rules_json_read_move(g, jmove, &move, NULL), 0);
        if (cards_diagram(e->game, g, &pos, &opts, jmove ? &move : NULL, KB_FR, CARDS_SVG, &buf,
                          &why, NULL) != 0 ||
            !ends_with_svg_close(&buf))
            fail_msg("%s: its example does not draw", e->id);
        drawn++;
        refused += why != ARB_OK;
        arb_buf_release(&buf);
    }
    print_message("%zu entry examples drawn, %zu of them refused moves\n", drawn, refused);
    assert_true(drawn > 50);
    assert_true(refused > 0); /* some examples are refused moves, drawn all the same */
    kb_free(kb);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_start_position_renders_as_png_of_the_natural_size),
        cmocka_unit_test(test_svg_and_pdf_diagrams_have_their_signatures),
        cmocka_unit_test(test_a_refused_move_is_drawn_crossed_out_with_its_reason),
        cmocka_unit_test(test_a_refused_qawale_path_stops_at_the_step_that_breaks_the_rule),
        cmocka_unit_test(test_a_refused_mancala_move_crosses_the_pit_it_names),
        cmocka_unit_test(test_a_move_marks_origin_path_and_captures_from_the_engine),
        cmocka_unit_test(test_big_pits_empty_boards_and_four_players_stay_inside),
        cmocka_unit_test(test_a_tall_qawale_stack_stays_inside_its_cell),
        cmocka_unit_test(test_nothing_is_drawn_between_the_pits_of_any_board),
        cmocka_unit_test(test_no_two_hollows_of_a_square_board_touch),
        cmocka_unit_test(test_the_example_of_every_entry_draws),
        cmocka_unit_test(test_every_card_word_and_refusal_is_in_both_languages),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

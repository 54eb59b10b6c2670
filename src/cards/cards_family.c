/* cards_family.c — what the cards do differently for each rule family: the seats and the shape
 * of its boards, its labels and legends, the marks of a move, and its drawing entries
 * (cards_board.c). One table per family, found from the kind a game table or a position
 * carries; adding a family = its table here and one line in cards_family_of. */
#include <stdio.h>
#include <stdlib.h>

#include "cards_int.h"

/* ---- mancala: rows of pits around a ring, stores ---------------------------------------- */

static void mancala_seats(const struct rules_pos *pos, int *players, int *to_move)
{
    *players = pos->m.players;
    *to_move = pos->m.to_move;
}

static bool mancala_shape(const struct rules_pos *pos, int *players, int *holes)
{
    *players = pos->m.players;
    *holes = pos->m.holes;
    return true;
}

static void mancala_seat_label(const struct cards_say *s, const struct rules_pos *pos, int p,
                               const char *seat, char *out, size_t cap)
{
    (void)s, (void)pos, (void)p;
    snprintf(out, cap, "%s", seat);
}

static void no_legend(const struct cards_say *s, struct cards_labels *labels)
{
    (void)s, (void)labels;
}

static void mancala_move_legend(const struct cards_say *s, const struct cards_mark *mark,
                                struct cards_labels *labels)
{
    cards_legend_add(s, labels, CARDS_SW_ORIGIN, "legend.origin");
    cards_legend_add(s, labels, CARDS_SW_PATH, "legend.path");
    if (mark->captured)
        cards_legend_add(s, labels, CARDS_SW_CAPTURE, "legend.capture");
}

static void mancala_mark_played(const struct rules_pos *pos, const struct rules_event *ev, size_t n,
                                struct cards_mark *mark)
{
    int stride = pos->m.holes + 1;
    for (size_t k = 0; k < n; k++) {
        const struct rules_event *e = &ev[k];
        switch (e->type) {
        case RULES_EV_PICK:
            mark->origin = e->player * stride + e->pit;
            break;
        case RULES_EV_SOW:
            cards_mark_push(mark, e->player * stride + e->pit);
            break;
        case RULES_EV_STORE:
            cards_mark_push(mark, e->player * stride + stride - 1);
            break;
        case RULES_EV_CAPTURE:
            mark->captured |= 1u << (e->player * stride + e->pit);
            break;
        default:
            break;
        }
    }
}

/* A refused pit of the mover's row is crossed out (a pit out of range or a finished game:
 * nothing to cross). */
static void mancala_mark_refused(const struct rules_pos *pos, const struct rules_move *move,
                                 enum arb_code code, struct cards_mark *mark)
{
    if (move->pit < 1 || move->pit > pos->m.holes || code == ARB_ERR_GAME_OVER)
        return;
    mark->origin = pos->m.to_move * (pos->m.holes + 1) + move->pit - 1;
    mark->cross = mark->origin;
}

static const enum cards_swatch mancala_turn_kinds[] = {CARDS_SW_ORIGIN, CARDS_SW_PATH,
                                                       CARDS_SW_CAPTURE};
static const char *const mancala_turn_keys[] = {"legend.origin", "legend.path", "legend.capture"};

static const struct cards_family cards_mancala = {
    .seats = mancala_seats,
    .shape = mancala_shape,
    .seat_label = mancala_seat_label,
    .base_legend = no_legend,
    .move_legend = mancala_move_legend,
    .setup_legend = {NULL, NULL, 0},
    .turn_legend = {mancala_turn_kinds, mancala_turn_keys, 3},
    .mark_played = mancala_mark_played,
    .mark_refused = mancala_mark_refused,
    .size = cards_mancala_size,
    .place = cards_mancala_place,
    .draw = cards_mancala_draw,
};

/* ---- qawale: the 4 x 4 grid of stacks, two hands ---------------------------------------- */

static void qawale_seats(const struct rules_pos *pos, int *players, int *to_move)
{
    *players = 2;
    *to_move = pos->q.to_move;
}

static bool qawale_shape(const struct rules_pos *pos, int *players, int *holes)
{
    (void)pos, (void)players, (void)holes;
    return false;
}

/* « Clairs (Joueur 1) : 8 en main »: the seat and the pebbles left in its hand. */
static void qawale_seat_label(const struct cards_say *s, const struct rules_pos *pos, int p,
                              const char *seat, char *out, size_t cap)
{
    char n[12];
    snprintf(n, sizeof n, "%d", pos->q.hands[p]);
    cards_fill(out, cap, cards_word(s, "label.hand"),
               (const char *const[]){"seat", seat, "n", n, NULL});
}

static void qawale_base_legend(const struct cards_say *s, struct cards_labels *labels)
{
    cards_legend_add(s, labels, CARDS_SW_LIGHT, "pebble.light");
    cards_legend_add(s, labels, CARDS_SW_DARK, "pebble.dark");
    cards_legend_add(s, labels, CARDS_SW_NEUTRAL, "pebble.neutral");
}

static void qawale_move_legend(const struct cards_say *s, const struct cards_mark *mark,
                               struct cards_labels *labels)
{
    (void)s, (void)mark, (void)labels; /* the pebbles' legend is already there */
}

static void qawale_mark_played(const struct rules_pos *pos, const struct rules_event *ev, size_t n,
                               struct cards_mark *mark)
{
    (void)pos;
    for (size_t k = 0; k < n; k++) {
        if (ev[k].type == RULES_EV_PLACE)
            mark->origin = ev[k].cell;
        else if (ev[k].type == RULES_EV_DROP)
            cards_mark_push(mark, ev[k].cell);
    }
}

static bool qcell_ok(int c)
{
    return c >= 0 && c < QAWALE_CELLS;
}

/* A refused Qawale move: the stack topped, then the path step by step until the step the
 * engine refuses (off the board, not beside the previous cell, straight back), crossed. */
static void qawale_mark_refused(const struct rules_pos *pos, const struct rules_move *move,
                                enum arb_code code, struct cards_mark *mark)
{
    (void)pos;
    if (!qcell_ok(move->cell))
        return;
    mark->origin = move->cell;
    if (code == ARB_ERR_EMPTY_CELL || code == ARB_ERR_GAME_OVER || code == ARB_ERR_NO_PEBBLES) {
        mark->cross = code == ARB_ERR_EMPTY_CELL ? move->cell : -1;
        return;
    }
    int prev = move->cell, before = -1, n = move->path_len;
    if (n > QAWALE_MAX_PATH)
        n = QAWALE_MAX_PATH;
    for (int k = 0; k < n; k++) {
        int c = move->path[k];
        if (!qcell_ok(c)) {
            mark->cross = prev; /* the last cell reached: the next step leaves the board */
            return;
        }
        bool beside = (abs(c - prev) == 1 && c / 4 == prev / 4) || abs(c - prev) == 4;
        cards_mark_push(mark, c);
        if (!beside || c == before) {
            mark->cross = c;
            return;
        }
        before = prev;
        prev = c;
    }
    /* every step is fine: the path has the wrong length, its end is crossed */
    mark->cross = prev;
}

static const enum cards_swatch qawale_kinds[] = {CARDS_SW_LIGHT, CARDS_SW_DARK,   CARDS_SW_NEUTRAL,
                                                 CARDS_SW_TOP,   CARDS_SW_ORIGIN, CARDS_SW_PATH};
static const char *const qawale_keys[] = {"legend.light", "legend.dark",   "legend.neutral",
                                          "legend.top",   "legend.origin", "legend.path"};

static const struct cards_family cards_qawale = {
    .seats = qawale_seats,
    .shape = qawale_shape,
    .seat_label = qawale_seat_label,
    .base_legend = qawale_base_legend,
    .move_legend = qawale_move_legend,
    .setup_legend = {qawale_kinds, qawale_keys, 4},
    .turn_legend = {qawale_kinds, qawale_keys, 6},
    .mark_played = qawale_mark_played,
    .mark_refused = qawale_mark_refused,
    .size = cards_qawale_size,
    .place = cards_qawale_place,
    .draw = cards_qawale_draw,
};

/* ---- the families by kind --------------------------------------------------------------- */

static const struct cards_family *family_of_kind(enum rules_kind kind)
{
    static const struct cards_family *const families[] = {
        [RULES_MANCALA] = &cards_mancala,
        [RULES_QAWALE] = &cards_qawale,
    };
    return (unsigned)kind < sizeof families / sizeof families[0] && families[kind] ? families[kind]
                                                                                   : &cards_mancala;
}

const struct cards_family *cards_family_of(const struct rules_pos *pos)
{
    return family_of_kind(pos->kind);
}

const struct cards_family *cards_family_of_game(const struct rules_game *g)
{
    return family_of_kind(g->kind);
}

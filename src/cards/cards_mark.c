/* cards_mark.c — what a drawing highlights for a move. A legal move is read from the engine's
 * own trace (the drawing shows what the rules engine did, not a guess); a refused one from
 * the move and the engine's refusal code: the pit or cell it names crossed out, and for
 * Qawale the path it asked for, up to the step that breaks the rule. */
#include <stdlib.h>

#include "cards_int.h"

enum { TRACE_CAP = 512 };

static void mark_clear(struct cards_mark *mark)
{
    mark->origin = -1;
    mark->path_len = 0;
    mark->captured = 0;
    mark->refused = false;
    mark->cross = -1;
}

static void mark_push(struct cards_mark *mark, int place)
{
    if (mark->path_len < CARDS_MAX_PATH)
        mark->path[mark->path_len++] = place;
}

static bool qcell_ok(int c)
{
    return c >= 0 && c < QAWALE_CELLS;
}

/* A refused Qawale move: the stack topped, then the path step by step until the step the
 * engine refuses (off the board, not beside the previous cell, straight back), crossed. */
static void mark_refused_qawale(const struct rules_move *move, enum arb_code code,
                                struct cards_mark *mark)
{
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
        mark_push(mark, c);
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

int cards_mark_move(const struct rules_game *g, const struct rules_pos *pos,
                    const struct rules_opts *opts, const struct rules_move *move,
                    struct cards_mark *mark)
{
    struct rules_event ev[TRACE_CAP];
    struct rules_trace trace = {ev, TRACE_CAP, 0, false};
    struct rules_result res;
    int rc = g->play(pos, opts, move, &res, &trace);
    mark_clear(mark);
    if (rc) {
        mark->refused = true;
        if (pos->kind == RULES_QAWALE) {
            mark_refused_qawale(move, (enum arb_code) - rc, mark);
        } else if (move->pit >= 1 && move->pit <= pos->m.holes && rc != -ARB_ERR_GAME_OVER) {
            mark->origin = pos->m.to_move * (pos->m.holes + 1) + move->pit - 1;
            mark->cross = mark->origin;
        }
        return rc;
    }
    int stride = pos->kind == RULES_MANCALA ? pos->m.holes + 1 : 0;
    for (size_t k = 0; k < trace.n; k++) {
        const struct rules_event *e = &ev[k];
        switch (e->type) {
        case RULES_EV_PICK:
            mark->origin = e->player * stride + e->pit;
            break;
        case RULES_EV_PLACE:
            mark->origin = e->cell;
            break;
        case RULES_EV_SOW:
            mark_push(mark, e->player * stride + e->pit);
            break;
        case RULES_EV_STORE:
            mark_push(mark, e->player * stride + stride - 1);
            break;
        case RULES_EV_DROP:
            mark_push(mark, e->cell);
            break;
        case RULES_EV_CAPTURE:
            mark->captured |= 1u << (e->player * stride + e->pit);
            break;
        default:
            break;
        }
    }
    return 0;
}

/* cards_mark.c — what a drawing highlights for a move. A legal move is read from the engine's
 * own trace (the drawing shows what the rules engine did, not a guess); a refused one from
 * the move and the engine's refusal code. What the events and the refusal mark in each rule
 * family is its table's (cards_family.c). */
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

void cards_mark_push(struct cards_mark *mark, int place)
{
    if (mark->path_len < CARDS_MAX_PATH)
        mark->path[mark->path_len++] = place;
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
        cards_family_of_game(g)->mark_refused(pos, move, (enum arb_code) - rc, mark);
        return rc;
    }
    cards_family_of_game(g)->mark_played(pos, ev, trace.n, mark);
    return 0;
}

/* faq_situ_qawale_decides.c — what the Qawale builder plays to know whether the answer would
 * turn on something never said: the path extended the player's way, and the engine's verdict
 * on the move tried from other cells (the cell played, the first step's neighbours) or other
 * heights of the stack played. Each probe copies the plan's position, never changes the plan. */
#include <stdlib.h>

#include "faq_situ_qawale.h"

/* Extends the path of move (from its cell) to len cells, one orthogonal step at a time,
 * never straight back; in direction straight (0..3) when the player said so, off the
 * board past the edge. */
void faq_situ_qawale_extend_path(struct rules_move *mv, int len, int straight)
{
    while (mv->path_len < len && mv->path_len < QAWALE_MAX_PATH) {
        int k = mv->path_len;
        if (straight >= 0) {
            int cur = k ? mv->path[k - 1] : mv->cell;
            mv->path[mv->path_len++] =
                (int8_t)(cur >= 0 ? faq_situ_qawale_neighbour(cur, straight) : cur);
            continue;
        }
        int cur = k ? mv->path[k - 1] : mv->cell, prev = k > 1 ? mv->path[k - 2]
                                                         : k   ? mv->cell
                                                               : -1;
        if (cur < 0)
            cur = mv->cell; /* after an off-board cell: any further cell will do */
        int next = -1;
        for (int d = 0; d < 4 && next < 0; d++) {
            int n = faq_situ_qawale_neighbour(cur, d);
            if (n >= 0 && n != prev)
                next = n;
        }
        mv->path[mv->path_len++] = (int8_t)next;
    }
}

/* Whether the engine's verdict on the move of pl, its stack played from another cell (the two
 * stacks swapped) with a path of len cells starting in direction heading (straight on when
 * straight >= 0, else any way on), differs from one cell to another. */
bool faq_situ_qawale_start_decides(const struct faq_situ_plan *pl, int heading, int straight,
                                   int len)
{
    const struct qawale_pos *q = &pl->pos.q;
    int from = pl->move.cell;
    bool legal = false, refused = false;
    for (int c = 0; c < QAWALE_CELLS; c++) {
        struct rules_pos at = pl->pos;
        at.q.stack[c] = q->stack[from];
        at.q.height[c] = q->height[from];
        at.q.stack[from] = q->stack[c];
        at.q.height[from] = q->height[c];
        struct rules_move mv = {.cell = (int8_t)c, .path_len = 1};
        mv.path[0] = (int8_t)faq_situ_qawale_neighbour(c, heading);
        faq_situ_qawale_extend_path(&mv, len, straight);
        bool ok = pl->game->rules->validate(&at, &pl->opts, &mv) == 0;
        legal = legal || ok;
        refused = refused || !ok;
    }
    return legal && refused;
}

/* « je pose sur la pile du milieu et je vais tout droit vers la droite, je sors ? », « la
 * pile en c3 a plusieurs galets, j'arrive en a3 ? »: whether the engine's verdict on the move
 * of pl (its told steps, on straight when straight >= 0, else any way; ending on dest when
 * dest >= 0) differs from one height of the stack played to another, the height never said. */
bool faq_situ_qawale_height_decides(const struct faq_situ_plan *pl, int straight, int dest)
{
    enum { CAP = 4096 };
    struct rules_move *all = dest >= 0 ? malloc(CAP * sizeof *all) : NULL;
    int from = pl->move.cell;
    bool legal = false, refused = false;
    for (int h = 1; h < QAWALE_MAX_HEIGHT && from >= 0 && (dest < 0 || all); h++) {
        struct rules_pos at = pl->pos;
        at.q.stack[from] = 0;
        for (int k = 0; k < h; k++)
            at.q.stack[from] |= (uint64_t)QAWALE_NEUTRAL << (2 * k);
        at.q.height[from] = (uint8_t)h;
        bool ok = false;
        if (dest >= 0) {
            uint64_t n = pl->game->rules->moves(&at, &pl->opts, all, CAP);
            for (uint64_t k = 0; k < n && k < CAP && !ok; k++)
                ok = all[k].cell == from && all[k].path_len == h + 1 && all[k].path[h] == dest;
        } else {
            struct rules_move mv = pl->move;
            if (mv.path_len > h + 1)
                mv.path_len = (int8_t)(h + 1);
            faq_situ_qawale_extend_path(&mv, h + 1, straight);
            ok = pl->game->rules->validate(&at, &pl->opts, &mv) == 0;
        }
        legal = legal || ok;
        refused = refused || !ok;
    }
    free(all);
    return legal && refused;
}

/* « j'ai posé sur une pile de 2 et je dépose en c2, c3, d3 », the cell played never said: whether
 * the engine's verdict on the path told, the stack played from one neighbour of its first cell
 * or another (the two stacks swapped), differs from one to another. */
bool faq_situ_qawale_origin_decides(const struct faq_situ_plan *pl)
{
    const struct qawale_pos *q = &pl->pos.q;
    int from = pl->move.cell;
    bool legal = false, refused = false;
    for (int d = 0; d < 4 && pl->move.path_len > 0; d++) {
        int c = faq_situ_qawale_neighbour(pl->move.path[0], d);
        if (c < 0)
            continue;
        struct rules_pos at = pl->pos;
        at.q.stack[c] = q->stack[from];
        at.q.height[c] = q->height[from];
        at.q.stack[from] = q->stack[c];
        at.q.height[from] = q->height[c];
        struct rules_move mv = pl->move;
        mv.cell = (int8_t)c;
        bool ok = pl->game->rules->validate(&at, &pl->opts, &mv) == 0;
        legal = legal || ok;
        refused = refused || !ok;
    }
    return legal && refused;
}

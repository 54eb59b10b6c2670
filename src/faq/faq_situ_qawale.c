/* faq_situ_qawale.c — Qawale situations: what a question says of stacks, cells, paths and
 * alignments (read from its marked words into struct faq_situ), and the position and move
 * that satisfy it (struct faq_situ_plan). What was said is kept exactly; the unsaid is
 * filled so the outcome asked does not depend on it. Words are the lexicon's concepts only;
 * the engine (rules qawale) is not run here. */
#include <string.h>

#include "faq_situ.h"

/* ---- reading --------------------------------------------------------------------------- */

void faq_situ_read_qawale(const struct faq_situ_marked *m, bool used[FAQ_MAX_TOKENS],
                          struct faq_situ *s)
{
    int first_clause = -1, last_cell_clause = -1;
    for (size_t i = 0; i < m->n; i++) {
        bool again = false; /* « …d3, c3 : je reviens sur c3 ? » names a cell of the path again */
        for (size_t k = 0;
             k < s->ncells && s->ncells >= 2 && i > 0 && m->k[i].clause != m->k[i - 1].clause + 0 &&
             m->k[i].clause > first_clause;
             k++)
            again = again || s->cells[k] == m->k[i].cell;
        if (m->k[i].cell != -2 && s->ncells < FAQ_SITU_MAX_CELLS && !again) {
            if (s->ncells == 0)
                first_clause = m->k[i].clause;
            last_cell_clause = m->k[i].clause;
            s->cells[s->ncells++] = m->k[i].cell;
        }
        /* « a4 qui a 2 galets », « b2 où il y a 2 galets »: the stack on that cell */
        if (faq_situ_is_number(m, i) && !used[i] && faq_situ_has(m, i + 1, SW_PEBBLE) &&
            s->ncells > 0 && s->stack_height == FAQ_SITU_UNSAID &&
            faq_situ_near(m, i, SW_HAVE, 2, 0) && m->k[i].clause == last_cell_clause) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
        if (faq_situ_has(m, i, SW_STACK)) {
            for (size_t j = i + 1; j <= i + 2 && j < m->n; j++)
                if (faq_situ_is_number(m, j) && !used[j]) {
                    s->stack_height = m->k[j].num;
                    used[j] = true;
                    break;
                }
        }
        if (faq_situ_is_number(m, i) && !used[i] &&
            (faq_situ_has(m, i + 1, SW_PEBBLE) ||
             (faq_situ_has(m, i + 2, SW_PEBBLE) && !faq_situ_is_number(m, i + 1)))) {
            if (faq_situ_near(m, i, SW_STACK, 5, 3) && s->stack_height == FAQ_SITU_UNSAID)
                s->stack_height = m->k[i].num;
            else if (m->k[i].num > s->align_count)
                s->align_count = m->k[i].num; /* « 3 galets clairs… recouvert par un galet » */
        }
    }
    s->diagonal = faq_situ_any(m, SW_DIAGONAL);
    s->u_turn = faq_situ_any(m, SW_U_TURN);
    s->off_board = faq_situ_any(m, SW_OFF_BOARD);
    s->covered = faq_situ_any(m, SW_COVERED);
    s->neutral = faq_situ_any(m, SW_NEUTRAL);
    s->align = faq_situ_any(m, SW_ALIGN);
    s->visible = faq_situ_any(m, SW_VISIBLE);
    s->colour = faq_situ_any(m, SW_LIGHT)  ? QAWALE_LIGHT
                : faq_situ_any(m, SW_DARK) ? QAWALE_DARK
                                           : 0;
    s->colour_mine = s->colour && faq_situ_any(m, SW_MINE) && !faq_situ_any(m, SW_OPPONENT);
    bool acts = faq_situ_any(m, SW_PLACE) || faq_situ_any(m, SW_DROP) || (s->ask & SA_CELLS);
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell != -2) {
            s->placed_cell = faq_situ_near(m, i, SW_PLACE, 3, 0); /* « je pose sur c2 » */
            break;
        }
    s->alignment_told = s->ncells >= 3 && !acts && (s->align || s->visible || s->covered);
    if (s->alignment_told && s->align_count < 3)
        s->align_count = (int)s->ncells;
    /* an alignment is a case of the player's own (« j'ai 4 galets clairs… »), else the rule */
    bool own = faq_situ_any(m, SW_MINE) || s->colour != 0 || s->neutral || s->covered;
    s->situation =
        s->ncells > 0 || (s->stack_height >= 0 && acts) ||
        (s->align && own && s->align_count >= 3 && (s->covered || s->neutral || s->visible));
}

/* ---- building -------------------------------------------------------------------------- */

static const int8_t step[4][2] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}}; /* file, rank */

static int neighbour(int cell, int dir)
{
    int f = cell % 4 + step[dir][0], r = cell / 4 + step[dir][1];
    return f >= 0 && f < 4 && r >= 0 && r < 4 ? r * 4 + f : -1;
}

static void push(struct qawale_pos *q, int cell, int pebble)
{
    q->stack[cell] |= (uint64_t)pebble << (2 * q->height[cell]);
    q->height[cell]++;
}

/* Extends the path of move (from its cell) to len cells, one orthogonal step at a time,
 * never straight back. */
static void extend_path(struct rules_move *mv, int len)
{
    while (mv->path_len < len && mv->path_len < QAWALE_MAX_PATH) {
        int k = mv->path_len;
        int cur = k ? mv->path[k - 1] : mv->cell, prev = k > 1 ? mv->path[k - 2]
                                                         : k   ? mv->cell
                                                               : -1;
        if (cur < 0)
            cur = mv->cell; /* after an off-board cell: any further cell will do */
        int next = -1;
        for (int d = 0; d < 4 && next < 0; d++) {
            int n = neighbour(cur, d);
            if (n >= 0 && n != prev)
                next = n;
        }
        mv->path[mv->path_len++] = (int8_t)next;
    }
}

/* Neutral pebbles not placed yet go two by two on empty cells, top rank and corners
 * first, never on the cells of avoid (bit c = cell c) nor on a pebble already there. */
static void place_neutrals(struct qawale_pos *q, int left, unsigned avoid)
{
    static const int cells[QAWALE_CELLS] = {12, 15, 13, 14, 4, 7, 0, 3, 8, 11, 1, 2, 5, 6, 9, 10};
    for (size_t i = 0; left > 0 && i < QAWALE_CELLS; i++)
        if (!(avoid >> cells[i] & 1) && q->height[cells[i]] == 0)
            for (int k = 0; k < 2 && left > 0; k++, left--)
                push(q, cells[i], QAWALE_NEUTRAL);
}

static void balance_hands(struct qawale_pos *q, int light, int dark)
{
    q->hands[0] = (uint8_t)(QAWALE_PEBBLES - light);
    q->hands[1] = (uint8_t)(QAWALE_PEBBLES - dark);
    q->to_move = 0;
}

/* A line of four cells a1..d1 showing (or hiding) the colour said: the outcome is asked. */
static void build_alignment(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    int colour = s->colour ? s->colour : QAWALE_LIGHT;
    int other = colour == QAWALE_LIGHT ? QAWALE_DARK : QAWALE_LIGHT;
    int line[4] = {0, 1, 2, 3}; /* a1..d1, or the cells said */
    int n = s->align_count >= 4 ? 4 : s->align_count;
    unsigned used = 0;
    if (s->ncells >= 3) {
        n = s->ncells >= 4 ? 4 : (int)s->ncells;
        for (int i = 0; i < n; i++)
            line[i] = s->cells[i] >= 0 ? s->cells[i] : 0;
    }
    if (s->covered && n == 3)
        n = 4; /* « 3 visibles et le 4e recouvert » */
    int light = 0, dark = 0, neutrals = QAWALE_PEBBLES;
    memset(q, 0, sizeof *q);
    for (int i = 0; i < 4 && i < n; i++) {
        int top = s->neutral && !s->colour ? QAWALE_NEUTRAL : colour, c = line[i];
        if (used >> c & 1)
            continue;
        used |= 1u << c;
        if (top == QAWALE_NEUTRAL) {
            push(q, c, QAWALE_NEUTRAL);
            neutrals--;
            continue;
        }
        push(q, c, top);
        *(top == QAWALE_LIGHT ? &light : &dark) += 1;
        if (s->covered && i == 3) {
            push(q, c, QAWALE_NEUTRAL); /* the fourth is covered */
            neutrals--;
        }
    }
    /* the other colour, as many (or one more for dark), hidden under neutrals on rank 3 */
    int want = colour == QAWALE_LIGHT ? light : dark;
    for (int i = 0, cell = 0; i < want && cell < QAWALE_CELLS; cell++) {
        if (used >> cell & 1 || cell % 4 == 0 || cell / 4 == 3)
            continue; /* off the line, and never four in a row of their own */
        used |= 1u << cell;
        i++;
        push(q, cell, other);
        *(other == QAWALE_LIGHT ? &light : &dark) += 1;
        if (neutrals > 0) {
            push(q, cell, QAWALE_NEUTRAL);
            neutrals--;
        }
    }
    place_neutrals(q, neutrals, used);
    balance_hands(q, light, dark);
    if (s->colour == QAWALE_DARK && s->colour_mine)
        q->to_move = 1; /* « j'ai 4 galets foncés… »: the player asking plays dark */
    pl->has_move = false;
}

void faq_situ_build_qawale(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    pl->pos.kind = RULES_QAWALE;
    pl->opts = rules_opts_default();
    if ((s->ncells == 0 && s->align && s->align_count >= 3) || s->alignment_told) {
        build_alignment(s, pl);
        return;
    }
    memset(q, 0, sizeof *q);
    int cell = s->ncells > 0 ? s->cells[0] : s->off_board ? 0 : 5; /* a1 or b2 */
    int height = s->stack_height;
    size_t first = 1; /* the path starts after the placement cell */
    if (height >= 0 && s->ncells == (size_t)height + 1 && s->cells[0] >= 0 && !s->placed_cell) {
        /* « a stack of 3, my path is b3, b4, c4, c3 »: every cell said is the path; the stack
         * is on a cell next to its first one */
        first = 0;
        cell = -1;
        for (int d = 0; d < 4 && cell < 0; d++) {
            int n = neighbour(s->cells[0], d);
            if (n >= 0 && (s->ncells < 2 || n != s->cells[1]))
                cell = n;
        }
    }
    if (height == FAQ_SITU_UNSAID) {
        height = s->ncells >= 2 ? (int)s->ncells - 2 : 1;
        if (height < 1)
            height = 1;
        if (s->ncells < 2 && (s->diagonal || s->u_turn || s->off_board))
            height = 2;
        if (s->ncells < 2 || (int)s->ncells - 2 != height)
            faq_situ_assume(pl, SITU_ASSUME_STACK, height, cell);
    }
    if (height > QAWALE_MAX_HEIGHT - 1)
        height = QAWALE_MAX_HEIGHT - 1;
    int light = 0, dark = 0, neutrals = QAWALE_PEBBLES;
    if (cell >= 0) {
        for (int k = 0; k < height; k++) {
            if (neutrals > 0) {
                push(q, cell, QAWALE_NEUTRAL);
                neutrals--;
            } else if (dark <= light) {
                push(q, cell, QAWALE_DARK);
                dark++;
            } else {
                push(q, cell, QAWALE_LIGHT);
                light++;
            }
        }
    }
    place_neutrals(q, neutrals, cell >= 0 ? 1u << cell : 0);
    if (light >= QAWALE_PEBBLES)
        light = QAWALE_PEBBLES - 1;
    balance_hands(q, light, dark);
    pl->has_move = true;
    pl->move = (struct rules_move){.cell = (int8_t)cell};
    for (size_t i = first; i < s->ncells && pl->move.path_len < QAWALE_MAX_PATH; i++)
        pl->move.path[pl->move.path_len++] = (int8_t)s->cells[i];
    if (s->ncells < 2 && cell >= 0) {
        if (s->diagonal) {
            int f = cell % 4, r = cell / 4;
            int d = (f < 3 ? f + 1 : f - 1) + 4 * (r < 3 ? r + 1 : r - 1);
            pl->move.path[pl->move.path_len++] = (int8_t)d;
        } else if (s->off_board) {
            pl->move.path[pl->move.path_len++] = RULES_OFF_BOARD;
        } else if (s->u_turn) {
            pl->move.path[pl->move.path_len++] = (int8_t)neighbour(cell, 0) >= 0
                                                     ? (int8_t)neighbour(cell, 0)
                                                     : (int8_t)neighbour(cell, 2);
            pl->move.path[pl->move.path_len++] = (int8_t)cell;
        }
    }
    if (cell >= 0)
        extend_path(&pl->move, height + 1);
}

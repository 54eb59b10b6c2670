/* faq_situ_qawale_build.c — the Qawale position and move that satisfy what was told
 * (faq_situ_build_qawale, struct faq_situ_plan). What was said is kept exactly and never
 * contradicted (a cell said empty stays empty, a colour said is the colour built); the unsaid
 * is filled so the outcome asked does not depend on it, and the plan says when the path, the
 * player's own choice, is what the answer would depend on. The engine (rules qawale) checks
 * the paths made; its verdict on the move is the reply's. */
#include <stdlib.h>
#include <string.h>

#include "faq_situ_qawale.h"

static void push(struct qawale_pos *q, int cell, int pebble)
{
    q->stack[cell] |= (uint64_t)pebble << (2 * q->height[cell]);
    q->height[cell]++;
}

/* Puts pebble at the bottom of cell's stack: covered, it changes no top. */
static void bury(struct qawale_pos *q, int cell, int pebble)
{
    q->stack[cell] = q->stack[cell] << 2 | (uint64_t)pebble;
    q->height[cell]++;
}

/* Neutral pebbles not placed yet go two by two on empty cells, never on the cells of avoid
 * (bit c = cell c) nor on a pebble already there: the corners first, where the game starts
 * them (a corner nothing was said of keeps its 2 neutrals), then the top rank and edges. */
static void place_neutrals(struct qawale_pos *q, int left, unsigned avoid)
{
    static const int cells[QAWALE_CELLS] = {0, 3, 12, 15, 13, 14, 4, 7, 8, 11, 1, 2, 5, 6, 9, 10};
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

/* The pebbles of each colour on q's board. */
static void count_colours(const struct qawale_pos *q, int *light, int *dark)
{
    *light = *dark = 0;
    for (int c = 0; c < QAWALE_CELLS; c++)
        for (int k = 0; k < q->height[c]; k++) {
            unsigned p = (unsigned)(q->stack[c] >> (2 * k)) & 3u;
            *light += p == QAWALE_LIGHT;
            *dark += p == QAWALE_DARK;
        }
}

static int count_neutrals(const struct qawale_pos *q)
{
    int n = 0;
    for (int c = 0; c < QAWALE_CELLS; c++)
        for (int k = 0; k < q->height[c]; k++)
            n += ((q->stack[c] >> (2 * k)) & 3u) == QAWALE_NEUTRAL;
    return n;
}

/* Completes a position whose tops are built: the neutrals left go two by two on empty cells
 * off avoid (buried under stacks when no cell is left), then the colour placed less is
 * buried under stacks off avoid until both colours have placed as many (so either may be
 * to move), and the hands hold the rest. The stacks of keep are never touched. */
static void settle(struct qawale_pos *q, unsigned avoid, unsigned keep)
{
    int light, dark;
    place_neutrals(q, QAWALE_PEBBLES - count_neutrals(q), avoid | keep);
    for (int c = 0, n = count_neutrals(q); c < QAWALE_CELLS && n < QAWALE_PEBBLES; c++)
        if (q->height[c] > 0 && !(keep >> c & 1)) {
            bury(q, c, QAWALE_NEUTRAL);
            n++;
            c = n < QAWALE_PEBBLES && c == QAWALE_CELLS - 1 ? -1 : c;
        }
    count_colours(q, &light, &dark);
    for (int pass = 0; pass < 2; pass++)
        for (int c = 0; c < QAWALE_CELLS && light != dark; c++) {
            bool spare = q->height[c] > 0 && !(keep >> c & 1) && (pass || !(avoid >> c & 1));
            for (int k = 0; spare && light != dark && k < 2; k++) {
                bury(q, c, light < dark ? QAWALE_LIGHT : QAWALE_DARK);
                *(light < dark ? &light : &dark) += 1;
            }
        }
    balance_hands(q, light, dark);
}

/* The hands told (mine: the player to move's; FAQ_SITU_UNSAID: as built): the pebbles more
 * placed go buried at the bottom of stacks off keep (no top changes), the player to move
 * keeping one fewer placed than the other at most, as a legal position needs. */
static void fill_hands(struct qawale_pos *q, int mine, int theirs, unsigned keep)
{
    int me = q->to_move, other = 1 - me;
    int want[2];
    want[me] = mine >= 0 ? mine : q->hands[me];
    want[other] = theirs >= 0 ? theirs : q->hands[other];
    if (want[me] < want[other])
        want[other] = want[me]; /* the one to move has placed as many, or one fewer */
    if (want[me] > want[other] + 1)
        want[me] = want[other] + 1;
    for (int p = 0; p < 2; p++)
        for (int c = 0; c < QAWALE_CELLS && q->hands[p] > want[p]; c++)
            if (q->height[c] > 0 && q->height[c] < QAWALE_MAX_HEIGHT && !(keep >> c & 1)) {
                bury(q, c, p == 0 ? QAWALE_LIGHT : QAWALE_DARK);
                q->hands[p]--;
                c = q->hands[p] > want[p] && c == QAWALE_CELLS - 1 ? -1 : c;
            }
}

/* The first row of cells none of which is in used, rank 3 first. */
static int free_row(unsigned used)
{
    static const int ranks[4] = {2, 1, 3, 0};
    for (int i = 0; i < 4; i++)
        if (!(used >> (4 * ranks[i]) & 0xfu))
            return 4 * ranks[i];
    return -1;
}

/* A line of four cells a1..d1 (or the cells said) showing, or hiding, the colour said, and
 * the opponent's line when one is said: the outcome of that position is asked. */
static void build_alignment(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    /* the line's colour: the one said of its pebbles, else the player's */
    int colour = s->own_colour && s->line_colour ? s->line_colour
                 : s->colour                     ? s->colour
                                                 : QAWALE_LIGHT;
    int other = colour == QAWALE_LIGHT ? QAWALE_DARK : QAWALE_LIGHT;
    int line[4] = {0, 1, 2, 3}; /* a1..d1, or the cells said */
    int n = s->align_count >= 4 ? 4 : s->align_count;
    unsigned used = 0;
    if (s->has_line) {
        n = s->align_count >= 3 && s->align_count < 4 ? s->align_count : 4;
        memcpy(line, s->line, sizeof line);
    } else if (s->ncells >= 3) {
        n = s->ncells >= 4 ? 4 : (int)s->ncells;
        for (int i = 0; i < n; i++)
            line[i] = s->cells[i] >= 0 ? s->cells[i] : 0;
    }
    int hidden = -1; /* the cell of the line whose pebble is covered */
    if (s->covered) {
        if (n == 3)
            n = 4; /* « 3 visibles et le 4e recouvert » */
        hidden = line[n - 1];
        for (int i = 0; i < n; i++)
            if (line[i] == s->covered_cell)
                hidden = line[i];
    }
    memset(q, 0, sizeof *q);
    for (int i = 0; i < 4 && i < n; i++) {
        int top = s->neutral && !s->colour ? QAWALE_NEUTRAL : colour, c = line[i];
        if (used >> c & 1)
            continue;
        used |= 1u << c;
        push(q, c, top);
        if (c == hidden)
            push(q, c, s->cover_colour ? s->cover_colour : QAWALE_NEUTRAL);
    }
    int row = s->align_theirs > 0 ? free_row(used) : -1;
    for (int i = 0; row >= 0 && i < s->align_theirs && i < 4; i++) {
        push(q, row + i, other);
        used |= 1u << (row + i);
    }
    settle(q, used, 0);
    if (s->own_colour)
        q->to_move = s->own_colour == QAWALE_DARK; /* « je joue les clairs » */
    else if (s->colour == QAWALE_DARK && s->colour_mine)
        q->to_move = 1; /* « j'ai 4 galets foncés… »: the player asking plays dark */
    pl->has_move = false;
}

/* « mon galet en c2 est recouvert par un foncé »: the player's pebble under the cover said
 * (neutral when unsaid) on that cell; the outcome of the position is asked. */
static void build_covered_one(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    int cell = s->cells[0] >= 0 ? s->cells[0] : 6;
    int mine = s->own_colour ? s->own_colour : QAWALE_LIGHT;
    memset(q, 0, sizeof *q);
    push(q, cell, mine);
    push(q, cell, s->cover_colour && s->cover_colour != mine ? s->cover_colour : QAWALE_NEUTRAL);
    settle(q, 1u << cell, 1u << cell);
    if (mine == QAWALE_DARK)
        q->to_move = 1;
    pl->has_move = false;
}

/* A tower of the player's pebbles on one cell (« 4 de mes galets empilés en c2 »). */
static void build_tower(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    int cell = s->ncells > 0 && s->cells[0] >= 0 ? s->cells[0] : 5;
    int n = s->align_count >= 2 ? s->align_count : 4;
    memset(q, 0, sizeof *q);
    for (int k = 0; k < n && k < QAWALE_PEBBLES; k++)
        push(q, cell, s->colour ? s->colour : QAWALE_LIGHT);
    settle(q, 1u << cell, 0);
    if (s->colour == QAWALE_DARK)
        q->to_move = 1;
    pl->has_move = false;
}

/* Every pebble placed and no line: each colour buried under neutrals, eight cells. */
static void build_hands_empty(struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    memset(q, 0, sizeof *q);
    for (int c = 0; c < QAWALE_PEBBLES; c++) {
        int cell = 2 * c + (c / 2) % 2; /* a1, c1, b2, d2, a3, c3, b4, d4 */
        push(q, cell, QAWALE_LIGHT);
        push(q, cell, QAWALE_DARK);
        push(q, cell, QAWALE_NEUTRAL);
    }
    balance_hands(q, QAWALE_PEBBLES, QAWALE_PEBBLES);
    pl->has_move = false;
}

/* A legal path of len cells from the move's cell: the player's cells first (cut to len, or
 * extended), else any (extend_path never leaves the board nor turns back). */
static struct rules_move example_path(const struct faq_situ_plan *pl, int len)
{
    struct rules_move ex = pl->move;
    if (ex.path_len > len)
        ex.path_len = (int8_t)len;
    faq_situ_qawale_extend_path(&ex, len, -1);
    if (pl->game->rules->validate(&pl->pos, &pl->opts, &ex) < 0) {
        ex.path_len = 0;
        faq_situ_qawale_extend_path(&ex, len, -1);
    }
    return ex;
}

/* « je pose sur d4, je peux finir en d1 ? »: one of the engine's legal moves from the cell
 * played with a path of len cells ending on dest, else the path made to end there (the
 * engine refuses it). Listing the moves fails only on memory: then the path is asked. */
static void reach(struct faq_situ_plan *pl, int dest, int len)
{
    enum { CAP = 4096 };
    struct rules_move *all = malloc(CAP * sizeof *all);
    pl->dest_cell = dest;
    if (!all) {
        pl->missing = SITU_MISSING_PATH;
        return;
    }
    uint64_t n = pl->game->rules->moves(&pl->pos, &pl->opts, all, CAP);
    for (uint64_t k = 0; k < n && k < CAP && !pl->dest_reached; k++)
        if (all[k].cell == pl->move.cell && all[k].path_len == len &&
            all[k].path[len - 1] == dest) {
            pl->move = all[k];
            pl->dest_reached = true;
        }
    if (!pl->dest_reached && len >= 1 && len <= QAWALE_MAX_PATH)
        pl->move.path[len - 1] = (int8_t)dest;
    free(all);
}

/* The counts told again of the stack played against the position built: the first one it
 * contradicts is kept for the reply to correct (restate_said, restate_real). */
static void check_restated(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    int cell = pl->move.cell;
    for (size_t i = 0; cell >= 0 && i < s->nrestated && pl->restate_said == 0; i++) {
        int real = pl->pos.q.height[cell] + (s->restated[i].lifted ? 1 : 0);
        if (s->restated[i].num != real) {
            pl->restate_said = s->restated[i].num;
            pl->restate_real = real;
            pl->restate_lifted = s->restated[i].lifted;
        }
    }
}

void faq_situ_build_qawale(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    struct qawale_pos *q = &pl->pos.q;
    pl->pos.kind = RULES_QAWALE;
    pl->opts = rules_opts_default();
    pl->dest_cell = -1;
    if (s->hands_empty) {
        build_hands_empty(pl);
        return;
    }
    if (s->tower) {
        build_tower(s, pl);
        return;
    }
    if (s->covered_one) {
        build_covered_one(s, pl);
        return;
    }
    if (s->move_untold) { /* a move with no cell nor path: its line is the path's */
        pl->missing = SITU_MISSING_PATH;
        return;
    }
    bool acts = s->ask & SA_CELLS || s->placed_cell || s->stack_height >= 0;
    bool cells_asked = (s->ask & SA_CELLS) && s->stack_height >= 0; /* the move's, not the line */
    if ((s->ncells <= (acts ? 0u : 2u) && s->align && !cells_asked &&
         (s->align_count >= 3 || s->align_theirs >= 3)) ||
        s->alignment_told) {
        build_alignment(s, pl);
        return;
    }
    if (s->dest_only) { /* where to end is said, not where from: the path decides */
        pl->missing = SITU_MISSING_PATH;
        return;
    }
    memset(q, 0, sizeof *q);
    int cell = s->ncells > 0 ? s->cells[0] : s->off_board ? 0 : 5; /* a1 or b2 */
    int height = s->stack_height;
    size_t first = 1; /* the path starts after the placement cell (0: the cell is not said) */
    if (height >= 0 && s->ncells == (size_t)height + 1 && s->cells[0] >= 0 && !s->placed_cell &&
        s->ntold == 0 && !s->start) {
        /* « a stack of 3, my path is b3, b4, c4, c3 »: every cell said is the path; the stack
         * is on a cell next to its first one */
        first = 0;
        cell = -1;
        for (int d = 0; d < 4 && cell < 0; d++) {
            int n = faq_situ_qawale_neighbour(s->cells[0], d);
            if (n >= 0 && (s->ncells < 2 || n != s->cells[1]))
                cell = n;
        }
    }
    int mine = s->colour ? s->colour : QAWALE_LIGHT;
    int theirs = mine == QAWALE_LIGHT ? QAWALE_DARK : QAWALE_LIGHT;
    const struct faq_situ_told *played = NULL;
    bool guessed = false; /* the height played is the builder's, never said */
    for (size_t i = 0; i < s->ntold; i++)
        if (s->told[i].cell == cell)
            played = &s->told[i];
    if (s->start) {
        /* « au premier coup »: the start position, 2 neutral pebbles on each corner */
        for (int c = 0; c < QAWALE_CELLS; c++)
            if (faq_situ_qawale_corner(c))
                push(q, c, QAWALE_NEUTRAL), push(q, c, QAWALE_NEUTRAL);
        balance_hands(q, 0, 0);
        height = cell >= 0 ? q->height[cell] : 0;
    } else {
        if (s->cell_empty)
            height = 0; /* « en b2 où il n'y a rien »: the engine refuses it */
        if (played)
            height = played->count;
        /* « ma pile c'est noir, orange, blanc de bas en haut »: that stack, pebble by pebble */
        bool layered = s->nlayers > 0 && (s->layers_cell < 0 || s->layers_cell == cell) &&
                       (s->stack_height < 0 || s->stack_height == s->nlayers);
        if (layered)
            height = s->nlayers;
        if (height == FAQ_SITU_UNSAID) {
            height = s->ncells >= 2 ? (int)s->ncells - 2 : 1;
            if (height < 1)
                height = 1;
            /* the height the path said fits, or 1: what the answer then turns on */
            pl->height_inferred = !s->diagonal && !s->u_turn && !s->off_board;
            if (s->region && !s->mid_game && faq_situ_qawale_corner(cell))
                height = 2; /* a corner: its 2 neutral pebbles of the start */
            else if (s->ncells < 2 && (s->diagonal || s->u_turn || s->off_board))
                height = 2;
            if (s->path_claim > 0 && s->ncells < 2) /* « sur 3 cases »: the height it fits */
                height = s->path_claim > 1 ? s->path_claim - 1 : 2;
            pl->height_inferred =
                pl->height_inferred && !(s->region && !s->mid_game && faq_situ_qawale_corner(cell));
            guessed = !(s->region && !s->mid_game && faq_situ_qawale_corner(cell));
            /* a yes or no on a path that fits: the reply tells it for that height only */
            bool fits = (int)s->ncells - 2 == height || (s->path_claim > 0 && s->ncells < 2);
            if (!fits || !s->yes_no || (s->ask & SA_WIN) || s->align)
                faq_situ_assume(pl, SITU_ASSUME_STACK, height, cell);
        } else if (s->region) {
            faq_situ_assume(pl, SITU_ASSUME_STACK, -1, cell);
        }
        if (height > QAWALE_MAX_HEIGHT - 1)
            height = QAWALE_MAX_HEIGHT - 1;
        unsigned told = 0;
        for (size_t i = 0; i < s->ntold; i++) {
            const struct faq_situ_told *t = &s->told[i];
            told |= 1u << t->cell;
            if (t == played)
                continue;
            if (s->nlayers > 0 && t->cell == s->layers_cell) {
                for (int k = 0; k < s->nlayers; k++)
                    push(q, t->cell, s->layers[k]);
                continue;
            }
            /* « on c2 my light pebble is covered by a dark one »: the player's under it */
            if (t->cell == s->covered_cell && t->top == SITU_TOP_THEIRS)
                push(q, t->cell, mine);
            for (int k = 1; k < t->count && t->top != SITU_TOP_NEUTRAL && !t->whole; k++)
                push(q, t->cell, QAWALE_NEUTRAL);
            for (int k = 0; k < (t->top == SITU_TOP_NEUTRAL || t->whole ? t->count : 1); k++)
                push(q, t->cell,
                     t->top == SITU_TOP_MINE     ? mine
                     : t->top == SITU_TOP_THEIRS ? theirs
                                                 : QAWALE_NEUTRAL);
        }
        if (cell >= 0) {
            int top = !played || played->top == SITU_TOP_NEUTRAL ? QAWALE_NEUTRAL
                      : played->top == SITU_TOP_MINE             ? mine
                                                                 : theirs;
            for (int k = 0; k < height; k++) { /* neutral first, then the colours in turn */
                int n = count_neutrals(q), l, d;
                count_colours(q, &l, &d);
                push(q, cell,
                     layered                                    ? s->layers[k]
                     : k == height - 1 && top != QAWALE_NEUTRAL ? top
                     : n < QAWALE_PEBBLES                       ? QAWALE_NEUTRAL
                     : d <= l                                   ? QAWALE_DARK
                                                                : QAWALE_LIGHT);
            }
        }
        settle(q, told, cell >= 0 ? 1u << cell : 0);
    }
    if (mine == QAWALE_DARK)
        q->to_move = 1; /* « mes galets foncés »: the player asking plays dark */
    if (!s->start)
        fill_hands(q, s->hand_mine, s->hand_theirs, cell >= 0 ? 1u << cell : 0);
    pl->has_move = true;
    pl->move = (struct rules_move){.cell = (int8_t)cell};
    check_restated(s, pl);
    pl->cell_told = s->ncells > 0 && s->cells[0] == cell && !s->region;
    for (size_t i = first; i < s->ncells && pl->move.path_len < QAWALE_MAX_PATH; i++)
        pl->move.path[pl->move.path_len++] = (int8_t)s->cells[i];
    if (s->ncells == 0 && s->heading >= 0 && cell >= 0 && !s->off_board)
        pl->move.path[pl->move.path_len++] = (int8_t)faq_situ_qawale_neighbour(cell, s->heading);
    int want = s->path_claim > 0 ? s->path_claim : height + 1;
    if (s->ncells >= 2 && pl->move.path_len < want && pl->move.path_len < QAWALE_MAX_PATH) {
        int k = pl->move.path_len;
        if (s->off_after) /* the next step leaves the board, as said */
            pl->move.path[pl->move.path_len++] = RULES_OFF_BOARD;
        else if (s->back_after && k >= 1) /* straight back onto the cell before */
            pl->move.path[pl->move.path_len++] = k >= 2 ? pl->move.path[k - 2] : (int8_t)cell;
    }
    if (s->in_place && pl->move.path_len == 0 && cell >= 0)
        pl->move.path[pl->move.path_len++] = (int8_t)cell; /* « sur place »: the engine refuses */
    if (s->ncells < 2 && cell >= 0) {
        if (s->diagonal) {
            int f = cell % 4, r = cell / 4;
            int d = (f < 3 ? f + 1 : f - 1) + 4 * (r < 3 ? r + 1 : r - 1);
            pl->move.path[pl->move.path_len++] = (int8_t)d;
        } else if (s->off_board && (s->straight < 0 || s->ncells == 0)) {
            /* a side said from a cell named: the straight path, below */
            pl->move.path[pl->move.path_len++] = RULES_OFF_BOARD;
        } else if (s->u_turn) {
            pl->move.path[pl->move.path_len++] = (int8_t)faq_situ_qawale_neighbour(cell, 0) >= 0
                                                     ? (int8_t)faq_situ_qawale_neighbour(cell, 0)
                                                     : (int8_t)faq_situ_qawale_neighbour(cell, 2);
            pl->move.path[pl->move.path_len++] = (int8_t)cell;
        }
    }
    /* the cells the player gave do not make the whole path: the rest is the player's
     * choice, an example here (as long as the player proposes, when a length is said) */
    int len = s->path_claim > 0 ? s->path_claim : height + 1;
    pl->path_open = cell >= 0 && height > 0 && pl->move.path_len < len && s->straight < 0;
    /* a path of several cells for a stack whose height is known is the player's whole path:
     * the answer says it is short instead of completing it silently */
    bool known = s->stack_height >= 0 || s->start || played;
    bool plain = s->path_claim < 0 && !s->ordinal && !s->diagonal && !s->u_turn && !s->off_board;
    if (pl->path_open && known && pl->move.path_len >= (s->path_done ? 1 : 2) && plain) {
        /* a step of the player's refused (« c3 puis c2 »: a U-turn) is the answer, not the
         * length: completed, the path is refused there */
        struct rules_move whole = pl->move;
        faq_situ_qawale_extend_path(&whole, len, s->straight);
        int rc = pl->game->rules->validate(&pl->pos, &pl->opts, &whole);
        pl->path_given = rc == 0 || rc == -ARB_ERR_PATH_LENGTH ? pl->move.path_len : 0;
    }
    if (known && plain && cell >= 0 && s->ncells >= 2 && pl->move.path_len > len)
        pl->path_given = pl->move.path_len; /* longer than the stack: the engine refuses it */
    if (pl->path_open && (s->ask & SA_WHERE) && !s->diagonal && !s->u_turn && !s->off_board)
        pl->missing = SITU_MISSING_PATH;
    /* « combien de cases ? » on a stack whose height is never said: that height is asked */
    if (pl->height_inferred && s->ncells < 2 && (s->ask & SA_CELLS) &&
        pl->missing == SITU_MISSING_NONE)
        pl->missing = SITU_MISSING_HEIGHT;
    if (s->unread && pl->missing == SITU_MISSING_NONE) { /* a number found no place: asked */
        pl->missing = SITU_MISSING_UNREAD;
        pl->unread_num = s->unread_num;
    }
    /* the height never said, the way on told (straight on, or the cell to reach): when the
     * engine's verdict turns on that height, it is asked */
    if (guessed && s->yes_no && !(s->ask & SA_WIN) && !s->align && cell >= 0 &&
        (s->straight >= 0 || s->dest_cell >= 0) && pl->path_given == 0 &&
        pl->missing == SITU_MISSING_NONE &&
        faq_situ_qawale_height_decides(pl, s->straight, s->dest_cell))
        pl->missing = SITU_MISSING_HEIGHT;
    if (pl->path_given > 0)
        pl->example = example_path(pl, len); /* the move stays the player's, refused */
    else if (cell >= 0)
        faq_situ_qawale_extend_path(&pl->move, len, s->straight);
    if (s->dest_cell >= 0 && cell >= 0 && pl->missing == SITU_MISSING_NONE)
        reach(pl, s->dest_cell, len);
    /* « ma pile fait 3, j'égraine tout droit vers la droite, ça passe ? »: no cell named, and
     * the engine allows that path from some cells, refuses it from others: the cell is asked
     * (the same verdict from every cell is the answer) */
    bool asks_legal = s->yes_no && !(s->ask & SA_WIN) && !s->align;
    pl->origin_depends = first == 0 && asks_legal && pl->missing == SITU_MISSING_NONE &&
                         faq_situ_qawale_origin_decides(pl);
    /* « je pose sur a1 et je pars vers b1, ça donne quoi ? »: nothing asked but the move, whose
     * stack's height is never said and whose path is begun only: that height is asked */
    bool last = s->hand_mine == 1 && s->hand_theirs == 0; /* the game's last move: its end */
    if (pl->height_inferred && pl->path_open && !s->yes_no && s->ask == 0 && !last &&
        pl->missing == SITU_MISSING_NONE)
        pl->missing = SITU_MISSING_HEIGHT;
    if (s->ncells == 0 && s->heading >= 0 && cell >= 0 && asks_legal &&
        !(s->off_board && !(s->ask & SA_OFF)) && pl->missing == SITU_MISSING_NONE &&
        faq_situ_qawale_start_decides(pl, s->heading, s->straight, len))
        pl->missing = SITU_MISSING_START;
}

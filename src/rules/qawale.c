/* qawale.c — the Qawale engine (source 000, Gigamic 2022): place a pebble on a stack, lift
 * it, drop it bottom pebble first along an orthogonal path without U-turns; 4 visible tops of
 * one colour in a row, column or diagonal win.
 *
 * Invariant kept by every function: a position that passed check holds exactly 8 neutral,
 * 8 - hands[0] light and 8 - hands[1] dark pebbles, and stack[c] has exactly height[c]
 * non-zero 2-bit pebbles and zero bits above them. Nothing here allocates; move counting
 * uses a dynamic programme over the grid's directed edges instead of listing paths. */
#include <stddef.h>
#include <string.h>

#include "rules_int.h"

enum {
    QW_SIDE = 4,
    QW_DIRS = 4, /* down, left, right, up: increasing neighbour index; opposite = 3 - d */
    QW_LINES = 10,
};

#define QW_SOURCE_FILE "000_ed8bdb8df14029a8.txt"
#define QW_TITLE "Règles de Qawale"
/* The rule of an illegal-move code: the page the source gives (p. 4), or the section where it
 * gives none (the 16-cell board is only stated in "Le jeu en 30 secondes"). */
#define QW_PAGE_4                                                                                  \
    {                                                                                              \
        QW_SOURCE_FILE, QW_TITLE, 4, NULL                                                          \
    }
#define QW_BOARD_SECTION                                                                           \
    {                                                                                              \
        QW_SOURCE_FILE, QW_TITLE, 0, "Le jeu en 30 secondes"                                       \
    }

static const struct arb_cite qawale_source = {.source = QW_SOURCE_FILE, .title = QW_TITLE};

static const struct rules_reason qawale_reasons[] = {
    {ARB_ERR_GAME_OVER,
     "La partie est terminée : un alignement de 4 galets visibles est apparu ou tous les "
     "galets sont posés.",
     QW_PAGE_4},
    {ARB_ERR_NO_PEBBLES, "Tu n'as plus de galet en main : tes 8 galets sont déjà posés.",
     QW_PAGE_4},
    {ARB_ERR_OFF_BOARD, "Cette case n'existe pas : le plateau compte 16 cases, de a1 à d4.",
     QW_BOARD_SECTION},
    {ARB_ERR_EMPTY_CELL,
     "On ne pose jamais son galet sur une case vide : il doit coiffer une pile déjà présente.",
     QW_PAGE_4},
    {ARB_ERR_PATH_LENGTH,
     "Le chemin doit compter une case par galet de la pile soulevée, ton galet compris.",
     QW_PAGE_4},
    {ARB_ERR_NOT_ADJACENT,
     "Chaque galet se dépose sur une case orthogonalement voisine de la précédente : ni "
     "diagonale, ni sur place.",
     QW_PAGE_4},
    {ARB_ERR_U_TURN,
     "Demi-tour interdit : on ne revient pas sur la case qu'on vient de quitter (repasser par "
     "une boucle est permis).",
     QW_PAGE_4},
};

/* The 10 lines as 16-bit cell masks: rows, columns, then the diagonals a1-d4 and d1-a4. */
static const uint16_t qawale_lines[QW_LINES] = {
    0x000f, 0x00f0, 0x0f00, 0xf000, 0x1111, 0x2222, 0x4444, 0x8888, 0x8421, 0x1248,
};

/* The neighbour of cell c in direction d (down, left, right, up), or -1 off the board. */
static int qawale_step(int c, int d)
{
    int file = c % QW_SIDE, rank = c / QW_SIDE;
    switch (d) {
    case 0:
        return rank > 0 ? c - QW_SIDE : -1;
    case 1:
        return file > 0 ? c - 1 : -1;
    case 2:
        return file < QW_SIDE - 1 ? c + 1 : -1;
    default:
        return rank < QW_SIDE - 1 ? c + QW_SIDE : -1;
    }
}

static bool qawale_adjacent(int a, int b)
{
    int df = a % QW_SIDE - b % QW_SIDE, dr = a / QW_SIDE - b / QW_SIDE;
    return df * df + dr * dr == 1;
}

static bool qawale_on_board(int c)
{
    return c >= 0 && c < QAWALE_CELLS;
}

static unsigned qawale_pebble_at(uint64_t stack, int k)
{
    return (unsigned)(stack >> (2 * k)) & 3u;
}

/* The cells whose visible (top) pebble is light (tops[0]) or dark (tops[1]), as 16-bit
 * masks. */
static void qawale_tops(const struct qawale_pos *q, unsigned tops[2])
{
    tops[0] = tops[1] = 0;
    for (int c = 0; c < QAWALE_CELLS; c++) {
        unsigned top = q->height[c] ? qawale_pebble_at(q->stack[c], q->height[c] - 1) : 0;
        if (top == QAWALE_LIGHT)
            tops[0] |= 1u << c;
        else if (top == QAWALE_DARK)
            tops[1] |= 1u << c;
    }
}

/* The index of the first line fully covered by mask, or -1. */
static int qawale_aligned(unsigned mask)
{
    for (int i = 0; i < QW_LINES; i++)
        if ((mask & qawale_lines[i]) == qawale_lines[i])
            return i;
    return -1;
}

static int qawale_line_first_cell(int line)
{
    unsigned m = qawale_lines[line];
    int c = 0;
    while (!(m & 1u)) {
        m >>= 1;
        c++;
    }
    return c;
}

static struct rules_event qawale_event(enum rules_ev_type type, int player)
{
    struct rules_event ev = {
        .type = (uint8_t)type, .player = (int8_t)player, .pit = -1, .cell = -1, .by = -1};
    return ev;
}

/* Fills out for a finished game won by winner (-1: draw). */
static void qawale_finish(struct rules_outcome *out, int winner, enum rules_end reason)
{
    memset(out, 0, sizeof *out);
    out->over = true;
    out->winner = (int8_t)winner;
    out->reason = (uint8_t)reason;
    out->players = 2;
    if (winner >= 0) {
        out->scores[winner] = 1;
        out->place[1 - winner] = 1;
    }
}

/* The outcome after a move of player mover (or, on a given position, of the player who moved
 * last); *line gets the winning line or -1. */
static void qawale_judge(const struct qawale_pos *q, int mover, struct rules_outcome *out,
                         int *line)
{
    unsigned tops[2];
    qawale_tops(q, tops);
    for (int i = 0; i < 2; i++) {
        int p = i == 0 ? mover : 1 - mover;
        *line = qawale_aligned(tops[p]);
        if (*line >= 0) {
            qawale_finish(out, p, RULES_END_ALIGNMENT);
            return;
        }
    }
    if (q->hands[0] == 0 && q->hands[1] == 0) {
        qawale_finish(out, -1, RULES_END_HANDS_EMPTY);
        return;
    }
    memset(out, 0, sizeof *out);
    out->winner = -1;
    out->players = 2;
}

static void qawale_outcome(const struct rules_pos *pos, const struct rules_opts *opts,
                           struct rules_outcome *out)
{
    int line;
    (void)opts;
    qawale_judge(&pos->q, 1 - pos->q.to_move, out, &line);
}

static int qawale_start(const struct rules_opts *opts, struct rules_pos *out, unsigned *warnings,
                        struct arb_err *err)
{
    static const int corners[] = {0, QW_SIDE - 1, QAWALE_CELLS - QW_SIDE, QAWALE_CELLS - 1};
    int first = opts ? opts->first : 0;
    if (first < 0 || first > 1)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "options.first",
                           "Le premier joueur est 0 (galets clairs) ou 1 (galets foncés).");
    memset(out, 0, sizeof *out);
    out->kind = RULES_QAWALE;
    for (size_t i = 0; i < sizeof corners / sizeof corners[0]; i++) {
        out->q.stack[corners[i]] = QAWALE_NEUTRAL | (QAWALE_NEUTRAL << 2);
        out->q.height[corners[i]] = 2;
    }
    out->q.hands[0] = out->q.hands[1] = QAWALE_PEBBLES;
    out->q.to_move = (uint8_t)first;
    if (warnings)
        *warnings = 0;
    return 0;
}

static int qawale_check(const struct rules_pos *pos, struct arb_err *err)
{
    const struct qawale_pos *q = &pos->q;
    int count[4] = {0};
    if (pos->kind != RULES_QAWALE)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position",
                           "Ce n'est pas une position de Qawale.");
    for (int c = 0; c < QAWALE_CELLS; c++) {
        int h = q->height[c];
        bool bad = h > QAWALE_MAX_HEIGHT;
        for (int k = 0; !bad && k < h; k++) {
            unsigned p = qawale_pebble_at(q->stack[c], k);
            bad = p == 0;
            count[p]++;
        }
        if (!bad)
            bad = (q->stack[c] >> (2 * h)) != 0;
        if (bad) {
            char field[32] = "position.board.";
            rules_cell_name(c, field + strlen(field));
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "La pile de cette case est mal formée (hauteur %d).", h);
        }
    }
    if (count[QAWALE_NEUTRAL] != QAWALE_PEBBLES)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.board",
                           "Le plateau doit porter exactement %d galets neutres, pas %d.",
                           QAWALE_PEBBLES, count[QAWALE_NEUTRAL]);
    for (int p = 0; p < 2; p++) {
        static const char *const colour[2] = {"clairs", "foncés"};
        int placed = count[p == 0 ? QAWALE_LIGHT : QAWALE_DARK];
        if (q->hands[p] > QAWALE_PEBBLES)
            return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.hands",
                               "Le joueur %d a %d galets en main : chacun n'en a que %d.", p,
                               q->hands[p], QAWALE_PEBBLES);
        if (placed > QAWALE_PEBBLES)
            return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.board",
                               "Le plateau porte %d galets %s : chacun n'en a que %d.", placed,
                               colour[p], QAWALE_PEBBLES);
        if (placed != QAWALE_PEBBLES - q->hands[p])
            return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.hands",
                               "Avec %d galet(s) %s sur le plateau, le joueur %d doit en avoir "
                               "%d en main, pas %d.",
                               placed, colour[p], p, QAWALE_PEBBLES - placed, q->hands[p]);
    }
    if (q->to_move > 1)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.to_move",
                           "Le trait est au joueur 0 (clairs) ou 1 (foncés), pas %d.", q->to_move);
    /* placed[to_move] - placed[other] = hands[other] - hands[to_move]: 0 or -1 */
    int ahead = q->hands[1 - q->to_move] - q->hands[q->to_move];
    if (ahead != 0 && ahead != -1)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.to_move",
                           "Le joueur au trait doit avoir posé autant de galets que l'autre, "
                           "ou un de moins.");
    return 0;
}

static int qawale_validate(const struct rules_pos *pos, const struct rules_opts *opts,
                           const struct rules_move *move)
{
    const struct qawale_pos *q = &pos->q;
    struct rules_outcome out;
    int prev, before;
    qawale_outcome(pos, opts, &out);
    if (out.over)
        return -ARB_ERR_GAME_OVER;
    if (move->resign)
        return 0;
    if (q->hands[q->to_move] == 0)
        return -ARB_ERR_NO_PEBBLES;
    if (!qawale_on_board(move->cell))
        return -ARB_ERR_OFF_BOARD;
    if (q->height[move->cell] == 0)
        return -ARB_ERR_EMPTY_CELL;
    if (move->path_len != q->height[move->cell] + 1)
        return -ARB_ERR_PATH_LENGTH;
    prev = move->cell;
    before = -1; /* the cell left one step before prev: none on the first step */
    for (int k = 0; k < move->path_len; k++) {
        int c = move->path[k];
        if (!qawale_on_board(c))
            return -ARB_ERR_OFF_BOARD;
        if (!qawale_adjacent(prev, c))
            return -ARB_ERR_NOT_ADJACENT;
        if (c == before)
            return -ARB_ERR_U_TURN;
        before = prev;
        prev = c;
    }
    return 0;
}

/* Puts player p's pebble on move->cell, lifts that stack and drops it along the path, bottom
 * pebble first (the move is legal). */
static void qawale_sow(struct qawale_pos *q, const struct rules_move *move, int p,
                       struct rules_trace *trace)
{
    unsigned colour = p == 0 ? QAWALE_LIGHT : QAWALE_DARK;
    int h = q->height[move->cell] + 1;
    uint64_t lifted = q->stack[move->cell] | (uint64_t)colour << (2 * (h - 1));
    struct rules_event ev = qawale_event(RULES_EV_PLACE, p);

    ev.cell = move->cell;
    ev.pebble = (uint8_t)colour;
    rules_trace_push(trace, &ev);
    q->hands[p]--;
    q->stack[move->cell] = 0;
    q->height[move->cell] = 0;
    ev = qawale_event(RULES_EV_LIFT, p);
    ev.cell = move->cell;
    ev.count = h;
    rules_trace_push(trace, &ev);
    for (int k = 0; k < h; k++) {
        int c = move->path[k];
        unsigned pebble = qawale_pebble_at(lifted, k);
        q->stack[c] |= (uint64_t)pebble << (2 * q->height[c]);
        q->height[c]++;
        ev = qawale_event(RULES_EV_DROP, p);
        ev.cell = (int8_t)c;
        ev.pebble = (uint8_t)pebble;
        rules_trace_push(trace, &ev);
    }
}

static int qawale_play(const struct rules_pos *pos, const struct rules_opts *opts,
                       const struct rules_move *move, struct rules_result *res,
                       struct rules_trace *trace)
{
    struct rules_pos next = *pos;
    int p = pos->q.to_move, line;
    struct rules_event ev;
    int rc = qawale_validate(pos, opts, move);

    if (rc < 0)
        return rc;
    if (move->resign) {
        ev = qawale_event(RULES_EV_RESIGN, p);
        rules_trace_push(trace, &ev);
        qawale_finish(&res->outcome, 1 - p, RULES_END_RESIGN);
    } else {
        qawale_sow(&next.q, move, p, trace);
        next.q.to_move = (uint8_t)(1 - p);
        qawale_judge(&next.q, p, &res->outcome, &line);
        if (line >= 0) {
            ev = qawale_event(RULES_EV_ALIGN, res->outcome.winner);
            ev.cell = (int8_t)qawale_line_first_cell(line);
            rules_trace_push(trace, &ev);
        }
    }
    if (res->outcome.over) {
        ev = qawale_event(RULES_EV_END, res->outcome.winner);
        ev.reason = res->outcome.reason;
        rules_trace_push(trace, &ev);
    }
    res->pos = next;
    res->captured = 0;
    res->extra_turn = false;
    return 0;
}

/* The number of legal moves: for every non-empty origin, the non-backtracking orthogonal
 * walks of height + 1 steps (no path[k] == path[k-2]), counted without listing one.
 * f[e] counts the walks of len steps whose first step is the directed edge e = c * 4 + d
 * (from c to its neighbour in direction d; 0 for edges off the board) and out[c] sums them
 * over c's edges. A walk of len + 1 steps that starts c→v is that step followed by a walk of
 * len steps from v that does not start back to c: f'(c→v) = out(v) - f(v→c). */
static uint64_t qawale_count(const struct qawale_pos *q)
{
    enum { EDGES = QAWALE_CELLS * QW_DIRS };
    /* one spare slot each: an edge off the board leads to cell 16 and reverses onto edge 64,
     * both always 0, so the inner loop has no branch */
    uint64_t f[EDGES + 1], g[EDGES], out[QAWALE_CELLS + 1];
    uint8_t to[EDGES], back[EDGES];
    uint64_t total = 0;
    int max_len = 0;

    for (int c = 0; c < QAWALE_CELLS; c++) {
        if (q->height[c] + 1 > max_len)
            max_len = q->height[c] + 1;
        for (int d = 0; d < QW_DIRS; d++) {
            int e = c * QW_DIRS + d, v = qawale_step(c, d);
            to[e] = (uint8_t)(v < 0 ? QAWALE_CELLS : v);
            back[e] = (uint8_t)(v < 0 ? EDGES : v * QW_DIRS + QW_DIRS - 1 - d);
            f[e] = v >= 0;
        }
    }
    f[EDGES] = 0;
    out[QAWALE_CELLS] = 0;
    for (int len = 1; len <= max_len; len++) {
        for (int c = 0; c < QAWALE_CELLS; c++) {
            const uint64_t *fc = &f[c * QW_DIRS];
            out[c] = fc[0] + fc[1] + fc[2] + fc[3];
            if (q->height[c] && q->height[c] + 1 == len)
                total += out[c];
        }
        for (int e = 0; e < EDGES; e++)
            g[e] = out[to[e]] - f[back[e]];
        memcpy(f, g, sizeof g);
    }
    return total;
}

/* The depth-first listing of moves, stopping at cap. */
struct qawale_lister {
    struct rules_move move;
    struct rules_move *out;
    size_t cap, n;
};

static void qawale_list_from(struct qawale_lister *ls, int depth, int prev, int before)
{
    if (depth == ls->move.path_len) {
        ls->out[ls->n++] = ls->move;
        return;
    }
    for (int d = 0; d < QW_DIRS && ls->n < ls->cap; d++) {
        int c = qawale_step(prev, d);
        if (c < 0 || c == before)
            continue;
        ls->move.path[depth] = (int8_t)c;
        qawale_list_from(ls, depth + 1, c, prev);
    }
}

static uint64_t qawale_moves(const struct rules_pos *pos, const struct rules_opts *opts,
                             struct rules_move *out, size_t cap)
{
    const struct qawale_pos *q = &pos->q;
    struct rules_outcome res;
    struct qawale_lister ls = {.out = out, .cap = out ? cap : 0};

    qawale_outcome(pos, opts, &res);
    if (res.over || q->hands[q->to_move] == 0)
        return 0;
    for (int c = 0; c < QAWALE_CELLS && ls.n < ls.cap; c++) {
        if (q->height[c]) {
            memset(&ls.move, 0, sizeof ls.move);
            ls.move.cell = (int8_t)c;
            ls.move.path_len = (uint16_t)(q->height[c] + 1);
            qawale_list_from(&ls, 0, c, -1);
        }
    }
    return qawale_count(q);
}

static uint64_t qawale_playout(struct rules_pos *pos, const struct rules_opts *opts, uint64_t *rng,
                               uint64_t max_plies, struct rules_outcome *out)
{
    return rules_playout_steps(&rules_qawale, pos, opts, rng, max_plies, out);
}

static const struct rules_reason *qawale_reason(enum arb_code code)
{
    for (size_t i = 0; i < sizeof qawale_reasons / sizeof qawale_reasons[0]; i++)
        if (qawale_reasons[i].code == code)
            return &qawale_reasons[i];
    return NULL;
}

static const struct rules_option qawale_options[] = {
    {.name = "first",
     .min = 0,
     .max = 1,
     .def = 0,
     .offset = offsetof(struct rules_opts, first),
     .start_only = true,
     .help = "Qui commence : 0 (galets clairs) ou 1 (galets foncés) ; la règle ne le dit pas."},
    {.name = NULL},
};

const struct rules_game rules_qawale = {
    .id = "qawale",
    .name = "Qawale",
    .preset = "qawale",
    .kind = RULES_QAWALE,
    .min_players = 2,
    .max_players = 2,
    .source = &qawale_source,
    .options = qawale_options,
    .codec = &rules_codec_qawale,
    .start = qawale_start,
    .check = qawale_check,
    .validate = qawale_validate,
    .play = qawale_play,
    .moves = qawale_moves,
    .outcome = qawale_outcome,
    .reason = qawale_reason,
    .playout = qawale_playout,
};

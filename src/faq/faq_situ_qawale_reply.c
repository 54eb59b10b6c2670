/* faq_situ_qawale_reply.c — a Qawale situation's answer told from the engine's run
 * (faq_situ_reply.h): the family of the outcome, the yes/no, the cells and pebbles, the
 * assumed stack, and the move as JSON. Every cell and count comes from the run, the plan or
 * the engine's events; the sentences are the lexicon's q_* templates. */
#include <stdio.h>
#include <stdlib.h>

#include "faq_situ_qawale.h"
#include "faq_situ_reply.h"

/* A step of the move's path that goes one cell diagonally. */
static bool diagonal_step(const struct rules_move *mv)
{
    for (int k = 0, prev = mv->cell; k < mv->path_len && k < QAWALE_MAX_PATH && prev >= 0; k++) {
        int c = mv->path[k];
        if (c >= 0 && abs(c % 4 - prev % 4) == 1 && abs(c / 4 - prev / 4) == 1)
            return true;
        prev = c;
    }
    return false;
}

/* The move's path comes back onto a cell it left, the one played included when the player
 * named it (a cell the builder chose next to the path is no loop of the player's). */
static bool loops(const struct rules_move *mv, bool origin_said)
{
    for (int k = 0; k < mv->path_len && k < QAWALE_MAX_PATH; k++)
        for (int j = origin_said ? -1 : 0; j < k; j++)
            if (mv->path[k] >= 0 && mv->path[k] == (j < 0 ? mv->cell : mv->path[j]))
                return true;
    return false;
}

/* The cell of the engine's board after the move where 4 pebbles or more of the mover's
 * colour, and nothing else, are stacked (a tower), or -1. */
static int tower_after(const struct faq_situ_run *r, int mover)
{
    const struct qawale_pos *q = &r->res.pos.q;
    unsigned colour = mover == 0 ? QAWALE_LIGHT : QAWALE_DARK;
    for (int c = 0; c < QAWALE_CELLS; c++) {
        bool all = q->height[c] >= 4;
        for (int k = 0; all && k < q->height[c]; k++)
            all = ((q->stack[c] >> (2 * k)) & 3u) == colour;
        if (all)
            return c;
    }
    return -1;
}

/* The top pebble of cell on q (0: empty). */
static unsigned top_of(const struct qawale_pos *q, int cell)
{
    return q->height[cell] ? (unsigned)(q->stack[cell] >> (2 * (q->height[cell] - 1))) & 3u : 0;
}

/* After a move asked to win and winning nothing: a line of cells the question names (told,
 * or on the move's path) on the engine's board whose three
 * cells show the mover's colour and whose fourth shows a neutral over none of the mover's
 * (SF_NEUTRAL: « 3 clairs + un orange, ça compte ? ») or another pebble over one of the
 * mover's (SF_COVERED: « le foncé tombe sur c3 », my pebble there covered); 0 none. */
static enum faq_situ_family line_blocked(const struct faq_situ *s, const struct faq_situ_plan *p,
                                         const struct qawale_pos *q)
{
    unsigned named = 0; /* the cells the question names: told, or on the move's path */
    for (size_t i = 0; i < s->ntold; i++)
        named |= 1u << s->told[i].cell;
    for (int k = 0; k < p->move.path_len && k < QAWALE_MAX_PATH; k++)
        if (p->move.path[k] >= 0)
            named |= 1u << p->move.path[k];
    int mover = p->pos.q.to_move;
    unsigned colour = mover == 0 ? QAWALE_LIGHT : QAWALE_DARK;
    enum faq_situ_family found = 0;
    for (int l = 0; l < QAWALE_LINES && found != SF_COVERED; l++) {
        int mine = 0, other = -1;
        bool told = true; /* a line of the builder's filling is none of the player's */
        for (int k = 0; k < 4; k++)
            told = told && (named >> faq_situ_qawale_line_cell(l, k) & 1u);
        for (int k = 0; k < 4 && told; k++)
            if (top_of(q, faq_situ_qawale_line_cell(l, k)) == colour)
                mine++;
            else
                other = faq_situ_qawale_line_cell(l, k);
        if (mine != 3 || q->height[other] == 0)
            continue;
        bool under = false;
        for (int k = 0; k + 1 < q->height[other]; k++)
            under = under || ((q->stack[other] >> (2 * k)) & 3u) == colour;
        if (under)
            found = SF_COVERED;
        else if (top_of(q, other) == QAWALE_NEUTRAL)
            found = SF_NEUTRAL;
    }
    return found;
}

/* The lines of q showing colour on top of all their cells: bit l for line l. */
static unsigned shown_lines(const struct qawale_pos *q, unsigned colour)
{
    unsigned set = 0;
    for (int l = 0; l < QAWALE_LINES; l++) {
        bool all = true;
        for (int k = 0; k < 4; k++)
            all = all && top_of(q, faq_situ_qawale_line_cell(l, k)) == colour;
        set |= all ? 1u << l : 0;
    }
    return set;
}

/* After a move that shows a line: both colours' (SF_BOTH_LINES: the mover wins), the
 * opponent's only (SF_OTHER_LINE), the mover's on diagonals only (SF_DIAGONAL_LINE), else
 * SF_ALIGNMENT. */
static enum faq_situ_family line_shown(const struct qawale_pos *q, int mover)
{
    unsigned mine = shown_lines(q, mover == 0 ? QAWALE_LIGHT : QAWALE_DARK);
    unsigned theirs = shown_lines(q, mover == 0 ? QAWALE_DARK : QAWALE_LIGHT);
    if (mine && theirs)
        return SF_BOTH_LINES;
    if (theirs)
        return SF_OTHER_LINE;
    return mine && !(mine & ((1u << QAWALE_DIAGONALS_FROM) - 1)) ? SF_DIAGONAL_LINE : SF_ALIGNMENT;
}

enum faq_situ_family faq_situ_qawale_family(const struct faq_situ *s, const struct faq_situ_plan *p,
                                            const struct faq_situ_run *r)
{
    if (!r->legal && r->code == -ARB_ERR_NOT_ADJACENT && diagonal_step(&p->move))
        return SF_DIAGONAL;
    if (!r->legal)
        return faq_situ_illegal_family(r->code, s, r);
    if (!p->has_move && r->out.over && r->out.reason == RULES_END_HANDS_EMPTY)
        return SF_DRAW;
    if (!p->has_move && s->tower)
        return SF_TOWER;
    if (!p->has_move)
        return s->covered ? SF_COVERED : s->neutral ? SF_NEUTRAL : SF_ALIGNMENT;
    if (r->sum.aligned)
        return line_shown(&r->res.pos.q, p->pos.q.to_move);
    if (r->legal && r->res.outcome.over && r->res.outcome.winner < 0)
        return SF_DRAW; /* the move placed the last pebble in hand */
    if ((s->ask & SA_WIN) && tower_after(r, p->pos.q.to_move) >= 0)
        return SF_TOWER; /* « ça me fait une tour de 4, c'est gagné ? » */
    if ((s->ask & SA_WIN) && !r->res.outcome.over && line_blocked(s, p, &r->res.pos.q))
        return line_blocked(s, p, &r->res.pos.q);
    if (s->asks_stay)
        return SF_PLACED_MOVES;
    if (p->path_given > 0)
        return SF_PATH_LENGTH;
    if (s->u_turn || loops(&p->move, p->cell_told))
        return SF_U_TURN;
    if (s->diagonal)
        return SF_DIAGONAL;
    return SF_STACK;
}

/* Value k: the cells n[0..len) named, sep_s between (a cell off the board is skipped). */
static void cells_var(const int *n, int len, struct faq_situ_vars *v, const char *k,
                      const char *sep_s)
{
    char buf[FAQ_SITU_VAR_LEN] = "";
    size_t at = 0;
    for (int i = 0; i < len && at + 8 < sizeof buf; i++) {
        char name[3];
        if (n[i] < 0)
            continue;
        rules_cell_name(n[i], name);
        at += (size_t)snprintf(buf + at, sizeof buf - at, "%s%s", at ? sep_s : "", name);
    }
    faq_situ_var(v, k, "%s", buf);
}

/* « pile de 2, je dépose en c3 et d3 » (p->path_given): no, the engine refuses the path as
 * given; how many cells the stack asks and a path of that length, both from the engine's
 * play of p->example (its simulation in *example). */
static void tell_path_length(const struct faq_situ_say *r, const struct faq_situ *s,
                             const struct faq_situ_plan *p, struct faq_situ_text *x,
                             cJSON **example)
{
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    struct faq_situ_run *ex = malloc(sizeof *ex);
    const char *sep_s = faq_situ_text(r->c, r->lang, "sep_list");
    int given[QAWALE_MAX_PATH];
    rr.v = &v;
    for (int k = 0; k < p->move.path_len && k < QAWALE_MAX_PATH; k++)
        given[k] = p->move.path[k];
    cells_var(given, p->move.path_len, &v, "given", sep_s);
    if (s->yes_no) /* refused: « ça pose problème ? » yes, « c'est bon ? », « ça sort ? » no */
        faq_situ_lead(&rr, (s->ask & SA_FORBID) && !(s->ask & SA_OFF), x);
    if (!ex) { /* out of memory: the engine's refusal alone */
        faq_situ_var(&v, "message", "%s",
                     faq_situ_illegal_message(r->c, p->game->rules, r->lang, -ARB_ERR_PATH_LENGTH));
        faq_situ_render(&rr, "q_path_refused", x);
        return;
    }
    faq_situ_run_plan(p->game->rules, &p->pos, p, &p->example, ex);
    faq_situ_var(&v, "lifted", "%d", ex->sum.lifted);
    faq_situ_var(&v, "height", "%d", ex->sum.lifted - 1);
    cells_var(ex->sum.drops, ex->sum.ndrops, &v, "cells", sep_s);
    faq_situ_render(&rr, p->path_given < ex->sum.lifted ? "q_path_short" : "q_path_long", x);
    *example = faq_situ_simulation_json(p->game->rules, &p->pos, p, &p->example, ex);
    free(ex);
}

/* « où se retrouve son galet foncé ? »: the cells the engine dropped the pebbles asked on
 * (the opponent's, or the neutral ones, of the lifted stack), or that the stack held none. */
static void tell_asked_pebble(const struct faq_situ_say *r, const struct faq_situ *s,
                              const struct faq_situ_plan *p, const struct faq_situ_sum *u,
                              struct faq_situ_text *x)
{
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    int mine = p->pos.q.to_move == 0 ? QAWALE_LIGHT : QAWALE_DARK;
    int want = s->asked_pebble == SITU_TOP_NEUTRAL ? QAWALE_NEUTRAL
               : mine == QAWALE_LIGHT              ? QAWALE_DARK
                                                   : QAWALE_LIGHT;
    int cells[QAWALE_MAX_PATH], n = 0;
    bool theirs = want != QAWALE_NEUTRAL;
    rr.v = &v;
    for (int k = 0; k < u->ndrops && k < QAWALE_MAX_PATH; k++)
        if (u->drop_pebble[k] == want)
            cells[n++] = u->drops[k];
    cells_var(cells, n, &v, "cells", faq_situ_text(r->c, r->lang, "sep_list"));
    faq_situ_put(x, " ");
    faq_situ_render(&rr,
                    n == 0   ? (theirs ? "q_pebble_theirs_none" : "q_pebble_neutral_none")
                    : n == 1 ? (theirs ? "q_pebble_theirs_one" : "q_pebble_neutral_one")
                             : (theirs ? "q_pebble_theirs_many" : "q_pebble_neutral_many"),
                    x);
}

/* « c4 avait 2 galets, il en a combien maintenant ? »: its height on the engine's board after
 * the move; « et b2 il reste quoi dessus ? » of the cell played (no drop on it: top < 0): it
 * is left empty, the whole stack lifted. */
static void tell_cells_after(const struct faq_situ_say *r0, const struct faq_situ *s,
                             const struct faq_situ_plan *p, const struct faq_situ_run *run, int top,
                             struct faq_situ_text *x)
{
    const struct qawale_pos *after = &run->res.pos.q;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    char cell[3];
    r.v = &v;
    if (p->path_open)
        return;
    if (s->count_cell >= 0) {
        rules_cell_name(s->count_cell, cell);
        faq_situ_var(&v, "cell", "%s", cell);
        faq_situ_var(&v, "n", "%d", after->height[s->count_cell]);
        faq_situ_put(x, " ");
        faq_situ_render(&r, "q_cell_count", x);
    }
    if (s->asked_cell >= 0 && s->asked_cell == p->move.cell && top < 0 &&
        after->height[p->move.cell] == 0) {
        rules_cell_name(p->move.cell, cell);
        faq_situ_var(&v, "cell", "%s", cell);
        faq_situ_put(x, " ");
        faq_situ_render(&r, "q_played_empty", x);
    }
}

/* The sentence of a refused move: « ça sort du plateau ? » is answered on that step (yes when
 * the engine refuses it off the board, else no, refused for its reason), « c'est interdit ? »,
 * « ça pose problème ? » yes, « c'est bon ? » no. */
static const char *refusal_key(const struct faq_situ *s, const struct faq_situ_run *run)
{
    if (s->ask & SA_OFF)
        return run->code == -ARB_ERR_OFF_BOARD ? "q_off_yes" : "q_off_no_refused";
    return (s->ask & SA_FORBID) ? "forbidden_yes" : "q_illegal";
}

void faq_situ_tell_qawale(const struct faq_situ_say *r, const struct faq_situ *s,
                          const struct faq_situ_plan *p, const struct faq_situ_run *run,
                          struct faq_situ_text *x, enum faq_situ_missing *ask, cJSON **example)
{
    const struct faq_situ_sum *u = &run->sum;
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    rr.v = &v;
    if (!p->has_move) {
        if (run->out.winner >= 0) {
            bool mine = run->out.winner == p->pos.q.to_move;
            /* « il a gagné ? »: yes; « j'ai gagné ? »: no; « j'ai perdu ? »: yes */
            bool yes = mine != (s->about_theirs != s->asks_lose);
            bool led = s->yes_no && !(mine && yes);
            /* « j'ai 4 galets alignés en colonne b, j'ai gagné ? »: visible or not, never said:
             * the line the engine judged shows them; the other case told, visibility asked */
            if (mine && yes && s->yes_no && !s->visible && !s->covered && !s->neutral) {
                faq_situ_render(&rr, "q_align_if_visible", x);
                *ask = SITU_MISSING_VISIBLE;
                return;
            }
            if (led)
                faq_situ_lead(&rr, yes, x);
            faq_situ_render(&rr,
                            !mine               ? "q_align_win_other"
                            : led || !s->yes_no ? "q_align_win_me_plain"
                                                : "q_align_win_me",
                            x);
        } else if (run->out.over) { /* hands empty: « la partie est finie ? » is a yes */
            if (s->yes_no)          /* « match nul ? »: yes too */
                faq_situ_lead(&rr, ((s->ask & SA_END) && !(s->ask & SA_WIN)) || s->asks_tie, x);
            faq_situ_render(&rr, "q_draw", x);
        } else {
            faq_situ_render(&rr,
                            s->tower     ? "q_tower_none"
                            : s->covered ? "q_covered_none"
                            : s->neutral ? "q_neutral_none"
                                         : "q_align_none",
                            x);
        }
        return;
    }
    if (p->dest_cell >= 0 && !p->dest_reached) { /* « je peux finir en d1 ? »: no move does */
        char from[3], dest[3];
        rules_cell_name(p->move.cell, from);
        rules_cell_name(p->dest_cell, dest);
        faq_situ_var(&v, "cell", "%s", from);
        faq_situ_var(&v, "dest", "%s", dest);
        faq_situ_var(&v, "n", "%d", p->move.path_len);
        faq_situ_render(&rr, "q_dest_none", x);
        return;
    }
    if (p->path_given > 0) {
        tell_path_length(r, s, p, x, example);
        return;
    }
    if (!run->legal) {
        faq_situ_var(&v, "message", "%s",
                     faq_situ_illegal_message(r->c, p->game->rules, r->lang, run->code));
        faq_situ_render(&rr, refusal_key(s, run), x);
        return;
    }
    cells_var(u->drops, u->ndrops, &v, "cells", faq_situ_text(r->c, r->lang, "sep_list"));
    /* the line the move shows, the engine's: the mover's, the opponent's, or none */
    const struct rules_outcome *o = &run->res.outcome;
    int mover = p->pos.q.to_move;
    bool won = o->over && o->winner == mover, lost = o->over && o->winner >= 0 && !won;
    bool asks_line = s->yes_no && ((s->ask & SA_WIN) || s->align);
    bool drawn = o->over && o->winner < 0; /* the move emptied the last hand: a draw */
    if (drawn && s->yes_no) { /* « c'est fini, match nul ? » yes; « j'ai gagné ? » no */
        faq_situ_lead(&rr, (s->ask & SA_END) != 0, x);
        faq_situ_render(&rr, "q_move_draw", x);
        faq_situ_put(x, " ");
    } else if (asks_line && s->asks_lose && (won || lost)) { /* « j'ai perdu ? » */
        faq_situ_lead(&rr, lost, x);
        faq_situ_render(&rr, won ? "q_move_win" : "q_move_win_other", x);
        faq_situ_put(x, " ");
    } else if (asks_line && s->about_theirs && (won || lost)) { /* « il a gagné ? » */
        faq_situ_lead(&rr, lost, x);
        faq_situ_render(&rr, won ? "q_move_win" : "q_move_win_other", x);
        faq_situ_put(x, " ");
    } else if (asks_line && !won && !lost && tower_after(run, mover) >= 0) {
        char cell[3]; /* « ça fait 4 clairs empilés en b2 : victoire ? »: the engine's tower */
        int c = tower_after(run, mover);
        rules_cell_name(c, cell);
        faq_situ_var(&v, "cell", "%s", cell);
        faq_situ_var(&v, "n", "%d", run->res.pos.q.height[c]);
        faq_situ_render(&rr, "q_move_tower", x);
        faq_situ_put(x, " ");
    } else if (asks_line) {
        if (lost)
            faq_situ_lead(&rr, false, x);
        faq_situ_render(&rr,
                        won    ? "q_move_win_yes"
                        : lost ? "q_move_win_other"
                               : "q_move_no_line",
                        x);
        faq_situ_put(x, " ");
    } else if (s->asks_stay && u->ndrops > 0) { /* « le galet que j'ai posé reste en b2 ? » */
        char cell[3], last[3];
        rules_cell_name(p->move.cell, cell);
        rules_cell_name(u->drops[u->ndrops - 1], last);
        faq_situ_var(&v, "cell", "%s", cell);
        faq_situ_var(&v, "last", "%s", last);
        faq_situ_render(&rr, u->drops[u->ndrops - 1] == p->move.cell ? "q_stay_yes" : "q_stay_no",
                        x);
        faq_situ_put(x, " ");
    } else if (s->yes_no && p->origin_depends && run->legal && p->move.path_len >= 2) {
        /* « j'ai posé sur une pile de 2 et je dépose en c2, c3, d3 : légal ? »: allowed from the
         * cell built beside c2, refused from c3 (straight back): both told, the cell asked */
        char cell[3], first[3], bad[3];
        rules_cell_name(p->move.cell, cell);
        rules_cell_name(p->move.path[0], first);
        rules_cell_name(p->move.path[1], bad);
        faq_situ_var(&v, "cell", "%s", cell);
        faq_situ_var(&v, "first", "%s", first);
        faq_situ_var(&v, "bad", "%s", bad);
        faq_situ_qawale_path_var(&rr, p, &v);
        faq_situ_render(&rr, (s->ask & SA_FORBID) ? "q_origin_depends_forbid" : "q_origin_depends",
                        x);
        *ask = SITU_MISSING_ORIGIN;
        return;
    } else if (s->yes_no && p->height_inferred && (!p->path_open || s->path_claim > 0)) {
        /* « je pose sur b2 et je vais en b3, c3, c'est bon ? », « je dépose sur 3 cases, c'est
         * bon ? »: allowed for the one height the path fits, never said: that case told, the
         * height asked */
        faq_situ_var(&v, "lifted", "%d", u->lifted);
        faq_situ_var(&v, "height", "%d", u->lifted - 1);
        faq_situ_qawale_stack_var(&rr, p, &v);
        faq_situ_render(&rr,
                        s->path_claim > 0      ? "q_height_depends_claim"
                        : (s->ask & SA_FORBID) ? "q_height_depends_forbid"
                                               : "q_height_depends",
                        x);
        *ask = SITU_MISSING_HEIGHT;
        return;
    } else if (s->yes_no) {
        faq_situ_render(&rr,
                        (s->ask & SA_OFF)      ? "q_off_no"
                        : (s->ask & SA_FORBID) ? "forbidden_no"
                        : p->path_open         ? "q_legal_yes_open"
                                               : "q_legal_yes",
                        x);
        faq_situ_put(x, " ");
    }
    faq_situ_var(&v, "lifted", "%d", u->lifted);
    faq_situ_var(&v, "height", "%d", u->lifted - 1);
    faq_situ_var(&v, "drops", "%d", u->ndrops);
    faq_situ_render(&rr,
                    u->lifted <= 1 ? "q_stack_one"
                    : p->path_open ? "q_stack_open"
                                   : "q_stack",
                    x);
    if (!asks_line && (won || lost)) {
        faq_situ_put(x, " ");
        faq_situ_render(&rr, won ? "q_move_win" : "q_move_win_other", x);
    } else if (drawn && !s->yes_no) {
        faq_situ_put(x, " ");
        faq_situ_render(&rr, "q_move_draw", x);
    }
    int top = -1; /* « qui est au sommet de a4 ? »: the last pebble dropped there */
    for (int k = 0; k < u->ndrops && s->asked_cell >= 0 && !p->path_open; k++)
        if (u->drops[k] == s->asked_cell)
            top = k;
    if (top >= 0) {
        int mine = p->pos.q.to_move == 0 ? QAWALE_LIGHT : QAWALE_DARK;
        char cell[3];
        rules_cell_name(s->asked_cell, cell);
        faq_situ_var(&v, "cell", "%s", cell);
        faq_situ_put(x, " ");
        /* a stack told colour by colour, the player's colour never said: named by colour */
        bool named = s->nlayers > 0 && !s->colour;
        int pebble = u->drop_pebble[top];
        faq_situ_render(&rr,
                        top == u->ndrops - 1       ? "q_top_placed"
                        : pebble == QAWALE_NEUTRAL ? "q_top_neutral"
                        : named          ? (pebble == QAWALE_LIGHT ? "q_top_light" : "q_top_dark")
                        : pebble == mine ? "q_top_own"
                                         : "q_top_theirs",
                        x);
    }
    if (s->asked_pebble && !p->path_open && u->ndrops > 0)
        tell_asked_pebble(r, s, p, u, x);
    tell_cells_after(&rr, s, p, run, top, x);
    /* « qu'y a-t-il au sommet de a1 ? », « c'est bon ? Et mon galet, il finit où ? » */
    if (!p->path_open && (!s->yes_no || (s->ask & SA_WHERE)) && u->ndrops > 0 && top < 0) {
        char last[3];
        rules_cell_name(u->drops[u->ndrops - 1], last);
        faq_situ_var(&v, "last", "%s", last);
        faq_situ_put(x, " ");
        faq_situ_render(&rr, "q_last_mine", x);
    }
}

void faq_situ_qawale_path_var(const struct faq_situ_say *r, const struct faq_situ_plan *p,
                              struct faq_situ_vars *v)
{
    int path[QAWALE_MAX_PATH];
    for (int k = 0; k < p->move.path_len && k < QAWALE_MAX_PATH; k++)
        path[k] = p->move.path[k];
    cells_var(path, p->move.path_len, v, "path", faq_situ_text(r->c, r->lang, "sep_list"));
}

void faq_situ_qawale_stack_var(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                               struct faq_situ_vars *v)
{
    struct faq_situ_vars w = *v;
    struct faq_situ_say r = *r0;
    char cell[3] = "";
    r.v = &w;
    if (p->cell_told && p->move.cell >= 0)
        rules_cell_name(p->move.cell, cell);
    faq_situ_var(&w, "cell", "%s", cell);
    faq_situ_render_var(&r, p->cell_told ? "q_stack_at" : "q_stack_any", v, "stack");
}

/* The sentence of an assumed stack of height on cell (height < 0: the cell assumed). */
void faq_situ_qawale_assume(const struct faq_situ_say *r0, int height, int cell_index,
                            struct faq_situ_text *said)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    char cell[3];
    rules_cell_name(cell_index, cell);
    faq_situ_var(&v, "height", "%d", height);
    faq_situ_var(&v, "cell", "%s", cell);
    faq_situ_render(&r,
                    height < 0    ? "q_assume_cell"
                    : height == 1 ? "q_assume_stack_one"
                                  : "q_assume_stack",
                    said);
}

/* The move as JSON; a cell off the board is null (the engine reads any non-name as off the
 * board, docs/api.md). */
cJSON *faq_situ_qawale_move_json(const struct rules_move *m)
{
    cJSON *o = cJSON_CreateObject(), *path;
    char name[3];
    if (!o)
        return NULL;
    rules_cell_name(m->cell, name);
    if (!cJSON_AddItemToObject(o, "cell",
                               m->cell >= 0 ? cJSON_CreateString(name) : cJSON_CreateNull()) ||
        !(path = cJSON_AddArrayToObject(o, "path"))) {
        cJSON_Delete(o);
        return NULL;
    }
    for (int i = 0; i < m->path_len && i < QAWALE_MAX_PATH; i++) {
        if (m->path[i] >= 0)
            rules_cell_name(m->path[i], name);
        cJSON_AddItemToArray(path, m->path[i] >= 0 ? cJSON_CreateString(name) : cJSON_CreateNull());
    }
    return o;
}

/* faq_situ_qawale_cells.c — the cells a Qawale question names and the board's geometry: cells
 * told with their content and the move's cells (read_cells), regions (corner, centre, edge),
 * directions and the side a path leaves by, neighbours on the 4x4 board. */
#include "faq_situ_qawale.h"

static void add_cell(struct faq_situ *s, int cell)
{
    if (s->ncells < FAQ_SITU_MAX_CELLS)
        s->cells[s->ncells++] = cell;
}

bool faq_situ_qawale_in_region(enum faq_situ_word w, int cell)
{
    int f = cell % 4, r = cell / 4;
    bool fe = f == 0 || f == 3, re = r == 0 || r == 3;
    return w == SW_CORNER ? fe && re : w == SW_CENTRE ? !fe && !re : fe != re;
}

/* The four directions, in the order of the builder's steps (up, right, down, left: rank 1
 * at the bottom, file a on the left). */
static const enum faq_situ_word dir_words[4] = {SW_UP, SW_RIGHT, SW_DOWN, SW_LEFT};

/* The direction a phrase covering word i tells, or -1; words of another phrase (« end
 * up », "left" of « il me reste », "lined up") are not directions. */
int faq_situ_qawale_direction_at(const struct faq_situ_marked *m, size_t i)
{
    if (i >= m->n || faq_situ_has(m, i, SW_LANDS) || faq_situ_has(m, i, SW_ONLY) ||
        faq_situ_has(m, i, SW_ALIGN))
        return -1;
    for (int d = 0; d < 4; d++)
        if (faq_situ_has(m, i, dir_words[d]))
            return d;
    return -1;
}

/* The side a path leaves the board by, told right after the step off it (« en sortant du
 * plateau par le bas », "goes off the board at the right edge"): the direction of the phrase
 * starting at word i when an off-board word is at most 4 words before it in its clause, -1. */
int faq_situ_qawale_exit_side(const struct faq_situ_marked *m, size_t i)
{
    int d = 0; /* a side's phrase: "left" there is no « reste » */
    while (d < 4 && !faq_situ_bit(m->k[i].start_mask, (unsigned)dir_words[d]))
        d++;
    if (d == 4 || faq_situ_has(m, i, SW_OFF_BOARD))
        return -1;
    for (size_t j = i; j-- > 0 && i - j <= 4 && faq_situ_qawale_same_clause(m, i, j);)
        if (faq_situ_has(m, j, SW_OFF_BOARD))
            return d;
    return -1;
}

/* The word after cell word i in a list of cells: the next, or the one after a « - » (read
 * « to ») or « et » between them. */
size_t faq_situ_qawale_next_listed(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i + 1;
    if (j + 1 < m->n && m->k[j].cell == -2 &&
        (faq_situ_has(m, j, SW_TO) || faq_situ_has(m, j, SW_AND)) &&
        faq_situ_qawale_same_clause(m, i, j + 1))
        j++;
    return j;
}

/* A cell named right after word i's phrase (« à droite de c3 »). */
static bool cell_follows(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i;
    while (j < m->n && faq_situ_qawale_direction_at(m, j) >= 0)
        j++;
    return (j < m->n && m->k[j].cell != -2) ||
           (j + 1 < m->n && !faq_situ_has(m, j, SW_FROM) && m->k[j + 1].cell != -2);
}

/* The cell one step from cell in direction d (0 up, 1 right, 2 down, 3 left), RULES_OFF_BOARD
 * past the edge. */
int faq_situ_qawale_neighbour(int cell, int d)
{
    static const int8_t df[4] = {0, 1, 0, -1}, dr[4] = {1, 0, -1, 0};
    int f = cell % 4 + df[d], r = cell / 4 + dr[d];
    return f >= 0 && f < 4 && r >= 0 && r < 4 ? r * 4 + f : RULES_OFF_BOARD;
}

/* A word of a corner, the centre or an edge at or just before word i: the directions right
 * after it name the corner (« le coin en haut à droite »), they are no steps. */
static bool after_region(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i >= 4 ? i - 4 : 0; j < i; j++)
        if (faq_situ_qawale_same_clause(m, i, j) &&
            (faq_situ_has(m, j, SW_CORNER) || faq_situ_has(m, j, SW_CENTRE) ||
             faq_situ_has(m, j, SW_EDGE)))
            return true;
    return false;
}

/* The cell a corner, the centre or an edge told in words stands for when no cell is named:
 * the corner its directions say (« en haut à droite »: d4), else a1, b2, b1; -1 none. */
static int region_cell(const struct faq_situ_marked *m)
{
    static const enum faq_situ_word regions[] = {SW_CORNER, SW_CENTRE, SW_EDGE};
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell != -2 || faq_situ_has(m, i, SW_ALL_PLACED) || faq_situ_has(m, i, SW_ALIGN))
            return -1;
    for (size_t k = 0; k < sizeof regions / sizeof regions[0]; k++)
        for (size_t i = 0; i < m->n; i++) {
            if (!faq_situ_has(m, i, regions[k]) || faq_situ_has(m, i, SW_OFF_BOARD) ||
                faq_situ_qawale_direction_at(m, i) >= 0)
                continue; /* « off the edge » is off the board, "the left edge" a side */
            bool up = false, right = false;
            for (size_t j = i + 1; j <= i + 4 && faq_situ_qawale_same_clause(m, i, j); j++) {
                up = up || faq_situ_has(m, j, SW_UP) || faq_situ_has(m, j, SW_VISIBLE);
                right = right || faq_situ_has(m, j, SW_RIGHT);
            }
            if (regions[k] == SW_CORNER)
                return (up ? 12 : 0) + (right ? 3 : 0);
            for (int c = 0; c < QAWALE_CELLS; c++)
                if (faq_situ_qawale_in_region(regions[k], c))
                    return c;
        }
    return -1;
}

/* Whether the cell at word i is the one a placing word before it in its clause plays (« je
 * pose sur c1 », "I put mine on d2", « je pose mon galet sur le neutre seul en c2 »), not a
 * step after « dessus » (« je pose dessus et je vais en d4 »). */
static bool placed_on(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i; j-- > 0 && faq_situ_qawale_same_clause(m, i, j);) {
        if (faq_situ_has(m, j, SW_VISIBLE) || faq_situ_has(m, j, SW_AND))
            return false;
        if (faq_situ_has(m, j, SW_PLACE) || faq_situ_has(m, j, SW_FROM))
            return true;
    }
    return false;
}

/* The stack told after the cell played at word i in its clause (« sur d1 qui a un foncé »,
 * "on d2 which had 1 orange", « sur b1 qui a 2 neutres »): its first colour or pebble word,
 * the count just before it (else 1); a colour is the player's when own says so, else the
 * opponent's; pebbles of no colour are neutral. */
static void told_after(const struct faq_situ_marked *m, size_t i, int own, struct faq_situ *s)
{
    for (size_t j = i + 1; j < m->n && faq_situ_qawale_same_clause(m, i, j); j++) {
        int c = faq_situ_qawale_colour_at(m, j);
        if (!c && !faq_situ_qawale_pebble_word(m, j))
            continue;
        int n = faq_situ_qawale_is_count(m, j - 1) && m->k[j - 1].num >= 1 &&
                        m->k[j - 1].num < QAWALE_MAX_HEIGHT
                    ? m->k[j - 1].num
                    : 1;
        int top = !c || c == QAWALE_NEUTRAL ? SITU_TOP_NEUTRAL
                  : own && c == own         ? SITU_TOP_MINE
                                            : SITU_TOP_THEIRS;
        faq_situ_qawale_add_told(s, m->k[i].cell, top, n);
        return;
    }
}

/* The stack a placing word names before the cell played at word i (« je pose mon galet sur
 * le neutre seul en c2 », "I put mine on the lone neutral on d2", « sur les deux neutres de
 * a1 »: neutral pebbles, their count before them, else one), or an aside right after it
 * tells (« sur b3 (un foncé) »), told as that cell's (own: the player's colour, 0 unsaid). */
static void placed_stack(const struct faq_situ_marked *m, size_t i, int own, struct faq_situ *s)
{
    int cl = i + 1 < m->n && m->k[i + 1].aside ? m->k[i + 1].clause : -1;
    bool colour = false; /* « (un foncé) », not « (ça fait 4 galets) »: the count again */
    for (size_t j = i + 1; cl >= 0 && j < m->n && m->k[j].clause == cl; j++)
        colour = colour || faq_situ_qawale_colour_at(m, j);
    if (colour && !faq_situ_qawale_move_clause(m, cl) && !faq_situ_clause_has(m, cl, SW_MAKES) &&
        !faq_situ_clause_has(m, cl, SW_WITH_MINE) && !faq_situ_clause_has(m, cl, SW_SO)) {
        int count, top = faq_situ_qawale_clause_content(m, cl, own, &count);
        if (top) { /* « je pose sur b3 (un foncé) », "on d2 (one neutral there)" */
            faq_situ_qawale_add_told(s, m->k[i].cell, top, count);
            return;
        }
    }
    if (faq_situ_qawale_content_after_placed(m, m->k[i].clause) == i) {
        told_after(m, i, own, s); /* « je pose sur d1 qui a un foncé »: that stack */
        return;
    }
    for (size_t j = i; j-- > 0 && faq_situ_qawale_same_clause(m, i, j);) {
        if (faq_situ_has(m, j, SW_PLACE) || faq_situ_has(m, j, SW_FROM))
            return;
        if (faq_situ_qawale_colour_at(m, j) == QAWALE_NEUTRAL) {
            bool counted = j > 0 && faq_situ_qawale_is_count(m, j - 1) &&
                           faq_situ_qawale_same_clause(m, j, j - 1) && m->k[j - 1].num >= 1 &&
                           m->k[j - 1].num < QAWALE_MAX_HEIGHT;
            faq_situ_qawale_add_told(s, m->k[i].cell, SITU_TOP_NEUTRAL,
                                     counted ? m->k[j - 1].num : 1);
            return;
        }
    }
}

/* The cell at word i is the one the player does not take (« au lieu de finir en a4 », "instead
 * of ending on a4"): an instead word at most 3 words before it in its clause. */
static bool instead_of(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i; j-- > 0 && i - j <= 3 && faq_situ_qawale_same_clause(m, i, j);)
        if (faq_situ_has(m, j, SW_INSTEAD))
            return true;
    return false;
}

/* Cell told with its content (SITU_TOP_*, height count), once. */
void faq_situ_qawale_add_told(struct faq_situ *s, int cell, int top, int count)
{
    for (size_t k = 0; k < s->ntold; k++)
        if (s->told[k].cell == cell)
            return;
    if (s->ntold < FAQ_SITU_MAX_CELLS)
        s->told[s->ntold++] = (struct faq_situ_told){(int8_t)cell, (int8_t)top,
                                                     (int8_t)(count < 9 ? count : 8), false};
}

/* Clause cl counts pebbles of one player (« 3 galets à moi », "three light pebbles", « trois
 * clairs »): a count with a colour or a person right after it (a pebble word between). */
static bool coloured_count(const struct faq_situ_marked *m, int cl)
{
    for (size_t i = 0; i + 1 < m->n; i++) {
        if (m->k[i].clause != cl || !faq_situ_qawale_is_count(m, i) || m->k[i].num < 2)
            continue;
        for (size_t j = i + 1; j <= i + 3 && j < m->n && m->k[j].clause == cl &&
                               m->k[j].cell == -2 && !faq_situ_qawale_is_count(m, j);
             j++) {
            int c = faq_situ_qawale_colour_at(m, j);
            if ((c && c != QAWALE_NEUTRAL) || faq_situ_qawale_person_at(m, j) >= 0)
                return true;
        }
    }
    return false;
}

bool faq_situ_qawale_clause_names_cell(const struct faq_situ_marked *m, int cl)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].clause == cl && m->k[i].cell >= 0)
            return true;
    return false;
}

/* An aside of neutral pebbles only (« (au-dessus de deux neutres) », "(two neutrals under
 * it)") right after the cell last told with a colour on top: those pebbles are under the one
 * told, in its stack; returns whether clause cl was one (top, count: what it says). */
static bool under_told(const struct faq_situ_marked *m, int cl, int top, int count,
                       struct faq_situ *s)
{
    struct faq_situ_told *t = &s->told[s->ntold - 1];
    size_t first = 0;
    while (first < m->n && m->k[first].clause != cl)
        first++;
    if (top != SITU_TOP_NEUTRAL || t->top == SITU_TOP_NEUTRAL || first == 0 ||
        m->k[first - 1].cell != t->cell || t->count + count > QAWALE_MAX_HEIGHT - 1)
        return false;
    t->count = (int8_t)(t->count + count);
    return true;
}

/* A clause of cells only (« d2 », « et d3 »): it goes on with what the clause before said. */
static bool cells_only(const struct faq_situ_marked *m, int cl)
{
    bool cell = false;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl) {
            if (m->k[j].cell == -2 && !faq_situ_has(m, j, SW_AND))
                return false;
            cell = true;
        }
    return cell;
}

/* A clause after the move that tells what cells hold (« j'ai 3 galets noirs en d1 », "I have
 * light pebbles on a1"), no step of the path: its SITU_TOP_* and *count, else 0. */
static int content_after(const struct faq_situ_marked *m, int cl, int own, int *count)
{
    if (!faq_situ_clause_has(m, cl, SW_HAVE) || faq_situ_clause_has(m, cl, SW_DROP) ||
        faq_situ_clause_has(m, cl, SW_PLACE) || faq_situ_clause_has(m, cl, SW_LANDS) ||
        faq_situ_clause_has(m, cl, SW_U_TURN))
        return 0;
    return faq_situ_qawale_clause_content(m, cl, own, count);
}

/* The cell at word i is said empty right after it, before another cell (« b4 est vide »,
 * "b4 is empty"). */
static bool said_empty(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j < m->n && faq_situ_qawale_same_clause(m, i, j) && m->k[j].cell == -2;
         j++)
        if (faq_situ_has(m, j, SW_EMPTY) && !faq_situ_qawale_is_count(m, j) &&
            !faq_situ_qawale_pebble_word(m, j))
            return true;
    return false;
}

/* Clause cl only lists cells, a having word or a person maybe before them (« j'ai a1 », « b2 »,
 * "I have a1"): its content is told after the list. */
static bool listing(const struct faq_situ_marked *m, int cl)
{
    bool cell = false;
    for (size_t j = 0; j < m->n; j++) {
        if (m->k[j].clause != cl)
            continue;
        if (m->k[j].cell == -2 && !faq_situ_has(m, j, SW_AND) && !faq_situ_has(m, j, SW_HAVE) &&
            faq_situ_qawale_person_at(m, j) < 0)
            return false;
        cell = cell || m->k[j].cell >= 0;
    }
    return cell;
}

/* « j'ai a1, b2, c3 en clair au sommet », "I have a1, b2 and c3 light on top": the cells of
 * the listing clauses from..cl-1 hold what clause cl tells of its own cells. */
static void tell_listed(const struct faq_situ_marked *m, int from, int cl, int top, int count,
                        struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].clause >= from && m->k[i].clause < cl && m->k[i].cell >= 0)
            faq_situ_qawale_add_told(s, m->k[i].cell, top, count);
}

/* Clause cl opens on the opponent (« mon adversaire a commencé par a1… », "he went b1, c1"):
 * what he did, told before the player's move. */
static bool theirs_told(const struct faq_situ_marked *m, int cl)
{
    size_t first = 0;
    while (first < m->n && m->k[first].clause != cl)
        first++;
    for (size_t j = first; j < m->n && j <= first + 1 && m->k[j].clause == cl; j++)
        if (faq_situ_qawale_person_at(m, j) == 1)
            return true;
    return false;
}

/* A placing word before word i in its clause that is no sowing word (« je pose sur d2 », not
 * « je sème b1 »). */
static bool places_only(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i; j-- > 0 && faq_situ_qawale_same_clause(m, i, j);)
        if (faq_situ_has(m, j, SW_PLACE) && !faq_situ_has(m, j, SW_DROP))
            return true;
    return false;
}

/* "I'm about to cap d4: I put mine on the lone neutral on d2 and drop d3, then d4", "while
 * sowing I dropped a light one on b4 … (I played on c4…, b4 then a4)": a move clause naming
 * one cell, which a later placing on another cell drops on: it tells a drop of that move or
 * where it ends, not the cell played. */
static bool aimed(const struct faq_situ_marked *m, int cl)
{
    int cell = -1, cells = 0;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl && m->k[j].cell >= 0 && cells++ == 0)
            cell = m->k[j].cell;
    if (cells != 1)
        return false;
    bool other = false; /* a later cell placed on, then this one again */
    for (size_t j = 0; j < m->n; j++) {
        if (m->k[j].clause <= cl || m->k[j].cell < 0)
            continue;
        if (!other && m->k[j].cell != cell && placed_on(m, j) && places_only(m, j))
            other = true;
        else if (other && m->k[j].cell == cell)
            return true;
    }
    return false;
}

/* The cells named. Cells told with their content before the first move clause go to
 * s->told (a clause naming only cells, « d1 aussi », takes the content of the one before);
 * (own: the player's colour, 0 unsaid); then s->cells is the move: the cell played (the first named
 * in the first move clause before any drop word, else the last told cell: « je pose dessus ») and
 * its path. */
void faq_situ_qawale_read_cells(const struct faq_situ_marked *m, int own, struct faq_situ *s)
{
    int first_move = -1, prev_top = 0, prev_count = 1, listed = -1;
    for (size_t i = 0; i < m->n && first_move < 0; i++)
        if (faq_situ_qawale_move_clause(m, m->k[i].clause) && !aimed(m, m->k[i].clause))
            first_move = m->k[i].clause;
    for (int cl = 0; first_move > 0 && cl < first_move; cl++) {
        int count, top = faq_situ_qawale_clause_content(m, cl, own, &count);
        bool cells = false, aside = false;
        for (size_t i = 0; i < m->n; i++) {
            cells = cells || (m->k[i].clause == cl && m->k[i].cell >= 0 && !instead_of(m, i));
            aside = aside || (m->k[i].clause == cl && m->k[i].aside);
        }
        if (aside && !cells && s->ntold > 0 && under_told(m, cl, top, count, s))
            continue;  /* « en a1 (au-dessus de deux neutres), a2 et a3 »: a2, a3 as a1 */
        int said = cl; /* the clause telling the content */
        if (!top && cells && cl + 1 < first_move && !faq_situ_qawale_clause_names_cell(m, cl + 1) &&
            (faq_situ_clause_has(m, cl, SW_STACK) || coloured_count(m, cl + 1))) {
            /* « ma tour en b2 : trois galets clairs »: the stack named, then what it holds */
            top = faq_situ_qawale_clause_content(m, cl + 1, own, &count);
            said = top ? cl + 1 : cl;
        }
        if (!top && cells) {
            top = prev_top;
            count = prev_count;
        }
        if (top && cells && said == cl && listed >= 0) /* « j'ai a1, b2, c3 en clair » */
            tell_listed(m, listed, cl, top, count, s);
        listed = !top && cells && listing(m, cl) ? (listed >= 0 ? listed : cl) : -1;
        prev_top = top;
        prev_count = count;
        for (size_t i = 0; top && i < m->n; i++)
            if (m->k[i].clause == cl && m->k[i].cell >= 0 && !instead_of(m, i)) {
                /* « b4 est vide et c4 n'a qu'un neutre »: b4 holds nothing */
                bool empty = said_empty(m, i);
                faq_situ_qawale_add_told(s, m->k[i].cell, empty ? SITU_TOP_NEUTRAL : top,
                                         empty ? 0 : count);
                s->told[s->ntold - 1].whole = top != SITU_TOP_NEUTRAL && count >= 2 &&
                                              s->told[s->ntold - 1].cell == m->k[i].cell &&
                                              coloured_count(m, said);
            }
        cl = said;
    }
    size_t from = 0; /* the first word of the move */
    if (s->ntold > 0) {
        int played = -1;
        bool found = false;
        for (size_t i = 0; i < m->n && m->k[i].clause <= first_move; i++) {
            if (m->k[i].clause < first_move)
                from = i + 1;
            else if (faq_situ_has(m, i, SW_DROP))
                break;
            else if (m->k[i].cell != -2 && instead_of(m, i))
                continue;
            else if (m->k[i].cell != -2 && placed_on(m, i)) {
                played = m->k[i].cell;
                found = true;
                from = i + 1;
                break;
            } else if (m->k[i].cell != -2) {
                break; /* « je pose dessus et je vais en d4 »: d4 is a step */
            }
        }
        add_cell(s, found ? played : s->told[s->ntold - 1].cell);
    }
    for (size_t i = 0; i < m->n && first_move >= 0 && m->k[i].clause <= first_move; i++)
        if (m->k[i].cell >= 0 && m->k[i].clause == first_move && placed_on(m, i)) {
            placed_stack(m, i, own, s);
            break;
        }
    int region = s->ncells == 0 ? region_cell(m) : -1;
    if (region >= 0) {
        add_cell(s, region);
        s->region = true;
    }
    int after_cl = first_move, after_top = 0, after_count = 1;
    size_t skipped = m->n; /* the last cell named again, no step */
    for (size_t i = from; i < m->n; i++) {
        int back = m->k[i].clause; /* « …vers b1, c1, d1 »: the list goes on */
        while (back > 0 && cells_only(m, back))
            back--;
        bool placing_later = false;
        for (size_t j = i + 1; j < m->n && !placing_later; j++)
            placing_later = m->k[j].clause > m->k[i].clause && faq_situ_has(m, j, SW_PLACE);
        if (placing_later && theirs_told(m, back))
            continue; /* « mon adversaire a commencé par a1 vers b1, c1 »: his, no step */
        int dir = after_region(m, i) ? -1 : faq_situ_qawale_direction_at(m, i);
        if (first_move >= 0 && m->k[i].clause > after_cl) { /* content told after the move */
            after_cl = m->k[i].clause;
            if (!cells_only(m, after_cl))
                after_top = content_after(m, after_cl, own, &after_count);
        }
        /* « mon galet il reste en c2 ? »: what the cell played holds after is asked */
        if (after_top && m->k[i].cell >= 0 && (s->ncells == 0 || m->k[i].cell != s->cells[0])) {
            faq_situ_qawale_add_told(s, m->k[i].cell, after_top, after_count);
            continue;
        }
        if (m->k[i].cell != -2 && instead_of(m, i))
            continue;
        int cl = m->k[i].clause; /* « quel galet finit en c3 ? », « qu'y a-t-il en a2 ? » */
        bool which =
            m->k[i].asked &&
            (faq_situ_near(m, i, SW_HAVE, 5, 0) ||
             (faq_situ_clause_has(m, cl, SW_INTERROG) &&
              (faq_situ_clause_has(m, cl, SW_LANDS) || faq_situ_clause_has(m, cl, SW_PEBBLE))));
        if (m->k[i].cell >= 0 && faq_situ_qawale_named_again(m, i, s) &&
            (faq_situ_clause_has(m, cl, SW_VISIBLE) || faq_situ_near(m, i, SW_HAVE, 3, 0) ||
             which) &&
            !faq_situ_clause_has(m, cl, SW_Q_LEGAL) && !faq_situ_clause_has(m, cl, SW_Q_STAY)) {
            s->asked_cell = m->k[i].cell; /* « qui est au sommet de a4 ? »: asked, not yes/no */
            s->yes_no =
                s->yes_no && faq_situ_qawale_legal_asked_elsewhere(m, cl); /* « C'est bon ? Et… » */
        }
        /* « la diagonale a1-b2-c3-d4 »: the cells right after one named again name a line */
        bool again = m->k[i].cell != -2 && s->ncells > 0 && /* the first is the one played */
                     (faq_situ_qawale_named_again(m, i, s) ||
                      (skipped < m->n && faq_situ_qawale_next_listed(m, skipped) == i));
        if (again)
            skipped = i;
        if (m->k[i].cell != -2 && !again) {
            /* « à droite de c3 », "left of a1": the cell next to the one named */
            int d = i > 0 && faq_situ_qawale_direction_at(m, i - 1) >= 0 &&
                            faq_situ_qawale_same_clause(m, i, i - 1)
                        ? faq_situ_qawale_direction_at(m, i - 1)
                    : i > 1 && faq_situ_qawale_direction_at(m, i - 2) >= 0 &&
                            !faq_situ_has(m, i - 1, SW_FROM) &&
                            faq_situ_qawale_same_clause(m, i, i - 2)
                        ? faq_situ_qawale_direction_at(m, i - 2)
                        : -1;
            if (d >= 0 && s->ncells > 0 && s->cells[s->ncells - 1] >= 0 &&
                faq_situ_qawale_neighbour(s->cells[s->ncells - 1], d) == m->k[i].cell)
                d = -1; /* « je pars vers le haut a2 a3 »: the direction and a2 are one step */
            add_cell(s, d >= 0 && m->k[i].cell >= 0 ? faq_situ_qawale_neighbour(m->k[i].cell, d)
                                                    : m->k[i].cell);
        } else if (dir >= 0 && faq_situ_bit(m->k[i].start_mask, (unsigned)dir_words[dir]) &&
                   s->ncells > 0 && !cell_follows(m, i)) {
            /* « je vais vers le haut », "then to the right": one step from the last cell */
            int last = s->cells[s->ncells - 1];
            add_cell(s, last >= 0 ? faq_situ_qawale_neighbour(last, dir) : RULES_OFF_BOARD);
            if (faq_situ_any(m, SW_STRAIGHT))
                s->straight = (int8_t)dir; /* « tout droit vers le haut »: every step so */
        } else if (dir >= 0 && faq_situ_bit(m->k[i].start_mask, (unsigned)dir_words[dir]) &&
                   s->ncells == 0 && s->heading < 0 && !cell_follows(m, i)) {
            /* « j'égraine tout droit vers la droite », no cell named: the way the path starts
             * (on the board or off it, as the cell played decides) */
            s->heading = (int8_t)dir;
            if (faq_situ_any(m, SW_STRAIGHT))
                s->straight = (int8_t)dir;
        }
    }
    if (s->straight < 0 && s->ncells >= 2 && faq_situ_any(m, SW_STRAIGHT) &&
        s->cells[s->ncells - 1] >= 0 && s->cells[s->ncells - 2] >= 0) {
        int a = s->cells[s->ncells - 2], b = s->cells[s->ncells - 1]; /* « …a2, a3 tout droit » */
        for (int d = 0; d < 4; d++)
            if (faq_situ_qawale_neighbour(a, d) == b)
                s->straight = (int8_t)d;
    }
}

/* The stack's height: « pile de 3 », « a4 qui a 2 galets », « (2 neutres) ». */
/* The cell a count of pebbles at word i is told on (« 2 galets en a4 », "3 pebbles b3"), or -1. */
int faq_situ_qawale_stack_cell(const struct faq_situ_marked *m, size_t i)
{
    if (!faq_situ_qawale_pebble_word(m, i + 1))
        return -1;
    if (i + 2 < m->n && m->k[i + 2].cell >= 0)
        return m->k[i + 2].cell;
    if (faq_situ_has(m, i + 2, SW_IN) && i + 3 < m->n && m->k[i + 3].cell >= 0 &&
        faq_situ_qawale_same_clause(m, i, i + 3))
        return m->k[i + 3].cell;
    return -1;
}

/* The first cell the question names, or -1. */
int faq_situ_qawale_first_cell(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell >= 0)
            return m->k[i].cell;
    return -1;
}

int faq_situ_qawale_line_cell(int line, int k)
{
    return line < 4 ? 4 * line + k : line < 8 ? 4 * k + line - 4 : line == 8 ? 5 * k : 3 + 3 * k;
}

/* Cell is a corner of the board. */
bool faq_situ_qawale_corner(int cell)
{
    int f = cell % 4, r = cell / 4;
    return cell >= 0 && (f == 0 || f == 3) && (r == 0 || r == 3);
}

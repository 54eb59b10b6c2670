/* faq_situ_qawale.c — Qawale situations: what a question says of stacks, cells, paths and
 * alignments (read from its marked words into struct faq_situ), and the position and move
 * that satisfy it (struct faq_situ_plan). What was said is kept exactly and never
 * contradicted (a cell said empty stays empty, a colour said is the colour built); the
 * unsaid is filled so the outcome asked does not depend on it, and the plan says when the
 * path, the player's own choice, is what the answer would depend on. Words are the lexicon's
 * concepts only; the engine (rules qawale) is not run here. */
#include <stdlib.h>
#include <string.h>

#include "faq_situ_read.h"

/* ---- reading --------------------------------------------------------------------------- */

static bool pebble_word(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has(m, i, SW_PEBBLE) || faq_situ_has(m, i, SW_PIECE);
}

/* A count: faq_situ_is_number, but not a number word used as an article before a cell,
 * a corner or a stack (« d'un coin », « une pile de 2 »). */
static bool is_count(const struct faq_situ_marked *m, size_t i)
{
    if (!faq_situ_is_number(m, i))
        return false;
    if (m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9')
        return true;
    size_t j = i + 1;
    return !(j < m->n && (m->k[j].cell != -2 || faq_situ_has(m, j, SW_CORNER) ||
                          faq_situ_has(m, j, SW_CENTRE) || faq_situ_has(m, j, SW_EDGE) ||
                          faq_situ_has(m, j, SW_STACK) || faq_situ_has(m, j, SW_PIT)));
}

static bool same_clause(const struct faq_situ_marked *m, size_t i, size_t j)
{
    return j < m->n && m->k[j].clause == m->k[i].clause;
}

/* A person named at word j: 1 the opponent (« l'autre », « il », « ses »; not the « il » of
 * « il y a »), 0 the player, -1 none. */
static int person_at(const struct faq_situ_marked *m, size_t j)
{
    bool theirs = (faq_situ_has(m, j, SW_OPPONENT) && !faq_situ_bit(m->k[j].start_mask, SW_HAVE)) ||
                  faq_situ_has(m, j, SW_THEIRS);
    bool mine = faq_situ_has(m, j, SW_MINE);
    return theirs ? 1 : mine ? 0 : -1; /* « mon adversaire »: the opponent */
}

/* Whether the count at word i is the opponent's: a person said right after it (« 4 de sa
 * couleur »), else the nearest before it in its clause (« l'autre en a 4 »). */
static bool theirs_at(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j <= i + 3 && same_clause(m, i, j) && !is_count(m, j); j++)
        if (person_at(m, j) >= 0)
            return person_at(m, j) == 1;
    for (size_t j = i + 1; j-- > 0 && m->k[j].clause == m->k[i].clause;)
        if (person_at(m, j) >= 0)
            return person_at(m, j) == 1;
    return false;
}

/* A count of pebbles at word i: a number followed, in its clause, by a pebble word, a colour
 * or an alignment word before any other number (« 3 galets », « 4 de mes galets », « en a 4
 * de sa couleur alignés »). */
static bool pebble_count(const struct faq_situ_marked *m, const bool *used, size_t i)
{
    if (!is_count(m, i) || used[i] || m->k[i].cell != -2)
        return false;
    for (size_t j = i + 1; j <= i + 4 && same_clause(m, i, j) && !is_count(m, j); j++)
        if (pebble_word(m, j) || faq_situ_has(m, j, SW_ALIGN) || faq_situ_has(m, j, SW_LIGHT) ||
            faq_situ_has(m, j, SW_DARK) || faq_situ_has(m, j, SW_NEUTRAL))
            return true;
    return false;
}

static bool clause_has(const struct faq_situ_marked *m, int cl, enum faq_situ_word w)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl && faq_situ_has(m, j, w))
            return true;
    return false;
}

/* The pebble colour word i tells: QAWALE_LIGHT, QAWALE_DARK, QAWALE_NEUTRAL, or 0. */
static int colour_at(const struct faq_situ_marked *m, size_t i)
{
    return i >= m->n                        ? 0
           : faq_situ_has(m, i, SW_LIGHT)   ? QAWALE_LIGHT
           : faq_situ_has(m, i, SW_DARK)    ? QAWALE_DARK
           : faq_situ_has(m, i, SW_NEUTRAL) ? QAWALE_NEUTRAL
                                            : 0;
}

/* The first colour told with person who (0 the player: « je suis les clairs », « mes galets
 * foncés », « mon clair », "I'm dark"; 1 the opponent: « l'adversaire a des foncés », "his
 * light pebbles"), or 0. */
static int told_colour(const struct faq_situ_marked *m, int who)
{
    for (size_t i = 0; i < m->n; i++) {
        int c = colour_at(m, i);
        for (size_t j = i;
             c && c != QAWALE_NEUTRAL && j-- > 0 && i - j <= 3 && same_clause(m, i, j);)
            if (person_at(m, j) >= 0) {
                if (person_at(m, j) == who)
                    return c;
                break;
            }
    }
    return 0;
}

static int other_colour(int c)
{
    return c == QAWALE_LIGHT ? QAWALE_DARK : c == QAWALE_DARK ? QAWALE_LIGHT : 0;
}

/* The player's own colour: told with the player, else the one the opponent's is not, else
 * the first said ("light on top at b1, b2…; a4 has one dark pebble": the dark is his). */
static int line_colour(const struct faq_situ_marked *m);

static int own_colour(const struct faq_situ_marked *m)
{
    int mine = told_colour(m, 0), theirs = told_colour(m, 1);
    return mine ? mine : theirs ? other_colour(theirs) : line_colour(m);
}

/* The first player's colour said of pebbles not told with the player (« 4 galets foncés
 * alignés »), or 0. */
static int line_colour(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int c = colour_at(m, i);
        bool owned = false;
        for (size_t j = i; j-- > 0 && i - j <= 3 && same_clause(m, i, j);)
            owned = owned || person_at(m, j) >= 0;
        if ((c == QAWALE_LIGHT || c == QAWALE_DARK) && !owned)
            return c;
    }
    return 0;
}

/* What a clause says is on its cells: SITU_TOP_* (the player's pebbles, the opponent's, or
 * neutral ones, « il y a 4 galets » counting as neutral) and *count the height, or 0. A
 * colour is the player's, or the opponent's when own (the player's colour told) differs. */
static int clause_content(const struct faq_situ_marked *m, int cl, int own, int *count)
{
    bool mine = false, theirs = false, neutral = false, pebbles = false, cell_before = false;
    int n = -1, cells = 0;
    for (size_t j = 0; j < m->n; j++) {
        if (m->k[j].clause != cl)
            continue;
        cells += m->k[j].cell >= 0;
        bool placed = false; /* « je pose mon galet »: the pebble placed, not a content */
        for (size_t b = j >= 3 ? j - 3 : 0; b < j; b++)
            placed = placed || (m->k[b].clause == cl && faq_situ_has(m, b, SW_PLACE));
        if (placed)
            continue;
        /* « mes galets », « 1 de mes galets », « sur d4 le mien coiffe »: the player's
         * pebbles (not the « I » of « I place on b2 »: no cell before it) */
        cell_before = cell_before || m->k[j].cell >= 0;
        bool mine_word =
            person_at(m, j) == 0 &&
            (pebble_word(m, j + 1) || pebble_word(m, j + 2) || faq_situ_has(m, j + 1, SW_LIGHT) ||
             faq_situ_has(m, j + 1, SW_DARK) ||
             (faq_situ_has(m, j + 1, SW_PLACE) && !faq_situ_has(m, j, SW_PLACE) && cell_before));
        int c = colour_at(m, j);
        bool other = own && (c == QAWALE_LIGHT || c == QAWALE_DARK) && c != own;
        mine = mine || mine_word || ((c == QAWALE_LIGHT || c == QAWALE_DARK) && !other);
        pebbles = pebbles || mine_word;
        theirs = theirs || person_at(m, j) == 1 || other;
        neutral = neutral || faq_situ_has(m, j, SW_NEUTRAL);
        pebbles = pebbles || pebble_word(m, j) || faq_situ_has(m, j, SW_VISIBLE) ||
                  faq_situ_has(m, j, SW_LIGHT) || faq_situ_has(m, j, SW_DARK);
        if (n < 0 && is_count(m, j) &&
            (pebble_word(m, j + 1) || faq_situ_has(m, j + 1, SW_NEUTRAL)))
            n = m->k[j].num;
    }
    *count = n > 0 && cells <= 1 ? n : 1; /* « j'ai 2 galets en c1 »; one each for a list */
    if (!pebbles && !neutral)
        return 0; /* « je pars de b2 »: a person, no pebble */
    if (theirs)
        return SITU_TOP_THEIRS;
    if (mine)
        return SITU_TOP_MINE;
    if (neutral || n > 0)
        return SITU_TOP_NEUTRAL;
    return 0;
}

/* Whether a cell named again at word i is a cell of the question, not a step more: the
 * path already has its length, or its clause asks about it (« le dessus de a4 c'est qui
 * ? », « j'ai le droit de repasser sur b2 ? ») without a step word. */
static bool named_again(const struct faq_situ_marked *m, size_t i, const struct faq_situ *s)
{
    bool seen = false; /* on the path, or told with its content (« mes clairs en a1 ») */
    for (size_t k = 0; k < s->ncells; k++)
        seen = seen || s->cells[k] == m->k[i].cell;
    for (size_t k = 0; k < s->ntold; k++)
        seen = seen || s->told[k].cell == m->k[i].cell;
    if (!seen)
        return false;
    /* « …b1, c1, c2, b2 — is it legal? »: a cell right after a cell or « puis » is a step */
    if (i > 0 && (m->k[i - 1].cell != -2 || faq_situ_has(m, i - 1, SW_AND)))
        return false;
    int height = s->stack_height; /* « en d3 il y a deux neutres, je pose dessus »: its count */
    for (size_t k = 0; height < 0 && s->ncells > 0 && k < s->ntold; k++)
        if (s->told[k].cell == s->cells[0])
            height = s->told[k].count;
    if (height >= 0 && s->ncells >= (size_t)height + 2)
        return true;
    int cl = m->k[i].clause;
    if (clause_has(m, cl, SW_DROP) || clause_has(m, cl, SW_U_TURN))
        return false;
    /* « et le galet tout en haut de b4, c'est quoi ? », « il y avait combien en a2 ? » */
    if (clause_has(m, cl, SW_VISIBLE) || clause_has(m, cl, SW_INTERROG) ||
        clause_has(m, cl, SW_Q_COUNT))
        return true;
    return !clause_has(m, cl, SW_AND) &&
           (clause_has(m, cl, SW_Q_LEGAL) || clause_has(m, cl, SW_Q_WHERE));
}

/* Another question of the text than clause cl asks a permission or a ban (« C'est bon ? Et
 * qu'y a-t-il en a1 ? »): its yes/no stands beside what cl asks. */
static bool legal_asked_elsewhere(const struct faq_situ_marked *m, int cl)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause != cl &&
            (faq_situ_has(m, j, SW_Q_LEGAL) || faq_situ_has(m, j, SW_Q_FORBIDDEN))) {
            for (size_t k = j; k < m->n && m->k[k].clause == m->k[j].clause; k++)
                if (m->k[k].asked)
                    return true;
        }
    return false;
}

/* A clause telling the move: a drop, or a placement that tells no content (« le mien
 * coiffe un neutre » tells what is on d4, « je pose sur c1 » plays). */
static bool move_clause(const struct faq_situ_marked *m, int cl)
{
    int count;
    return clause_has(m, cl, SW_DROP) ||
           (clause_has(m, cl, SW_PLACE) && clause_content(m, cl, 0, &count) == 0);
}

static void add_cell(struct faq_situ *s, int cell)
{
    if (s->ncells < FAQ_SITU_MAX_CELLS)
        s->cells[s->ncells++] = cell;
}

static bool in_region(enum faq_situ_word w, int cell)
{
    int f = cell % 4, r = cell / 4;
    bool fe = f == 0 || f == 3, re = r == 0 || r == 3;
    return w == SW_CORNER ? fe && re : w == SW_CENTRE ? !fe && !re : fe != re;
}

/* The four directions, in the order of the builder's steps (up, right, down, left: rank 1
 * at the bottom, file a on the left). */
static const enum faq_situ_word dir_words[4] = {SW_UP, SW_RIGHT, SW_DOWN, SW_LEFT};

/* The direction a phrase covering word i tells, or -1; words of another phrase (« end
 * up », "left" of « il me reste ») are not directions. */
static int direction_at(const struct faq_situ_marked *m, size_t i)
{
    if (i >= m->n || faq_situ_has(m, i, SW_LANDS) || faq_situ_has(m, i, SW_ONLY))
        return -1;
    for (int d = 0; d < 4; d++)
        if (faq_situ_has(m, i, dir_words[d]))
            return d;
    return -1;
}

/* The side a path leaves the board by, told right after the step off it (« en sortant du
 * plateau par le bas », "goes off the board at the right edge"): the direction of the phrase
 * starting at word i when an off-board word is at most 4 words before it in its clause, -1. */
static int exit_side(const struct faq_situ_marked *m, size_t i)
{
    int d = 0; /* a side's phrase: "left" there is no « reste » */
    while (d < 4 && !faq_situ_bit(m->k[i].start_mask, (unsigned)dir_words[d]))
        d++;
    if (d == 4 || faq_situ_has(m, i, SW_OFF_BOARD))
        return -1;
    for (size_t j = i; j-- > 0 && i - j <= 4 && same_clause(m, i, j);)
        if (faq_situ_has(m, j, SW_OFF_BOARD))
            return d;
    return -1;
}

/* The word after cell word i in a list of cells: the next, or the one after a « - » (read
 * « to ») or « et » between them. */
static size_t next_listed(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i + 1;
    if (j + 1 < m->n && m->k[j].cell == -2 &&
        (faq_situ_has(m, j, SW_TO) || faq_situ_has(m, j, SW_AND)) && same_clause(m, i, j + 1))
        j++;
    return j;
}

/* A cell named right after word i's phrase (« à droite de c3 »). */
static bool cell_follows(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i;
    while (j < m->n && direction_at(m, j) >= 0)
        j++;
    return (j < m->n && m->k[j].cell != -2) ||
           (j + 1 < m->n && !faq_situ_has(m, j, SW_FROM) && m->k[j + 1].cell != -2);
}

/* The cell one step from cell in direction d (0 up, 1 right, 2 down, 3 left), RULES_OFF_BOARD
 * past the edge. */
static int neighbour(int cell, int d)
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
        if (same_clause(m, i, j) && (faq_situ_has(m, j, SW_CORNER) ||
                                     faq_situ_has(m, j, SW_CENTRE) || faq_situ_has(m, j, SW_EDGE)))
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
                direction_at(m, i) >= 0)
                continue; /* « off the edge » is off the board, "the left edge" a side */
            bool up = false, right = false;
            for (size_t j = i + 1; j <= i + 4 && same_clause(m, i, j); j++) {
                up = up || faq_situ_has(m, j, SW_UP) || faq_situ_has(m, j, SW_VISIBLE);
                right = right || faq_situ_has(m, j, SW_RIGHT);
            }
            if (regions[k] == SW_CORNER)
                return (up ? 12 : 0) + (right ? 3 : 0);
            for (int c = 0; c < QAWALE_CELLS; c++)
                if (in_region(regions[k], c))
                    return c;
        }
    return -1;
}

/* Whether the cell at word i is the one a placing word just before it plays (« je pose sur
 * c1 », "I put mine on d2"), not a step after « dessus » (« je pose dessus et je vais en d4 »). */
static bool placed_on(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i; j-- > 0 && i - j <= 6 && same_clause(m, i, j);) {
        if (faq_situ_has(m, j, SW_VISIBLE) || faq_situ_has(m, j, SW_AND))
            return false;
        if (faq_situ_has(m, j, SW_PLACE) || faq_situ_has(m, j, SW_FROM))
            return true;
    }
    return false;
}

/* Cell told with its content (SITU_TOP_*, height count), once. */
static void add_told(struct faq_situ *s, int cell, int top, int count)
{
    for (size_t k = 0; k < s->ntold; k++)
        if (s->told[k].cell == cell)
            return;
    if (s->ntold < FAQ_SITU_MAX_CELLS)
        s->told[s->ntold++] =
            (struct faq_situ_told){(int8_t)cell, (int8_t)top, (int8_t)(count < 9 ? count : 8)};
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
    if (!clause_has(m, cl, SW_HAVE) || clause_has(m, cl, SW_DROP) || clause_has(m, cl, SW_PLACE) ||
        clause_has(m, cl, SW_LANDS) || clause_has(m, cl, SW_U_TURN))
        return 0;
    return clause_content(m, cl, own, count);
}

/* The cells named. Cells told with their content before the first move clause go to
 * s->told (a clause naming only cells, « d1 aussi », takes the content of the one before);
 * (own: the player's colour, 0 unsaid); then s->cells is the move: the cell played (the first named
 * in the first move clause before any drop word, else the last told cell: « je pose dessus ») and
 * its path. */
static void read_cells(const struct faq_situ_marked *m, int own, struct faq_situ *s)
{
    int first_move = -1, prev_top = 0, prev_count = 1;
    for (size_t i = 0; i < m->n && first_move < 0; i++)
        if (move_clause(m, m->k[i].clause))
            first_move = m->k[i].clause;
    for (int cl = 0; first_move > 0 && cl < first_move; cl++) {
        int count, top = clause_content(m, cl, own, &count);
        bool cells = false;
        for (size_t i = 0; i < m->n; i++)
            cells = cells || (m->k[i].clause == cl && m->k[i].cell >= 0);
        if (!top && cells) {
            top = prev_top;
            count = prev_count;
        }
        prev_top = top;
        prev_count = count;
        for (size_t i = 0; top && i < m->n; i++)
            if (m->k[i].clause == cl && m->k[i].cell >= 0)
                add_told(s, m->k[i].cell, top, count);
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
    int region = s->ncells == 0 ? region_cell(m) : -1;
    if (region >= 0) {
        add_cell(s, region);
        s->region = true;
    }
    int after_cl = first_move, after_top = 0, after_count = 1;
    size_t skipped = m->n; /* the last cell named again, no step */
    for (size_t i = from; i < m->n; i++) {
        int dir = after_region(m, i) ? -1 : direction_at(m, i);
        if (first_move >= 0 && m->k[i].clause > after_cl) { /* content told after the move */
            after_cl = m->k[i].clause;
            if (!cells_only(m, after_cl))
                after_top = content_after(m, after_cl, own, &after_count);
        }
        if (after_top && m->k[i].cell >= 0) {
            add_told(s, m->k[i].cell, after_top, after_count);
            continue;
        }
        int cl = m->k[i].clause; /* « quel galet finit en c3 ? », « qu'y a-t-il en a2 ? » */
        bool which =
            m->k[i].asked && (faq_situ_near(m, i, SW_HAVE, 5, 0) ||
                              (clause_has(m, cl, SW_INTERROG) &&
                               (clause_has(m, cl, SW_LANDS) || clause_has(m, cl, SW_PEBBLE))));
        if (m->k[i].cell >= 0 && named_again(m, i, s) &&
            (clause_has(m, cl, SW_VISIBLE) || faq_situ_near(m, i, SW_HAVE, 3, 0) || which) &&
            !clause_has(m, cl, SW_Q_LEGAL) && !clause_has(m, cl, SW_Q_STAY)) {
            s->asked_cell = m->k[i].cell; /* « qui est au sommet de a4 ? »: asked, not yes/no */
            s->yes_no = s->yes_no && legal_asked_elsewhere(m, cl); /* « C'est bon ? Et… » */
        }
        /* « la diagonale a1-b2-c3-d4 »: the cells right after one named again name a line */
        bool again = m->k[i].cell != -2 &&
                     (named_again(m, i, s) || (skipped < m->n && next_listed(m, skipped) == i));
        if (again)
            skipped = i;
        if (m->k[i].cell != -2 && !again) {
            /* « à droite de c3 », "left of a1": the cell next to the one named */
            int d = i > 0 && direction_at(m, i - 1) >= 0 && same_clause(m, i, i - 1)
                        ? direction_at(m, i - 1)
                    : i > 1 && direction_at(m, i - 2) >= 0 && !faq_situ_has(m, i - 1, SW_FROM) &&
                            same_clause(m, i, i - 2)
                        ? direction_at(m, i - 2)
                        : -1;
            if (d >= 0 && s->ncells > 0 && s->cells[s->ncells - 1] >= 0 &&
                neighbour(s->cells[s->ncells - 1], d) == m->k[i].cell)
                d = -1; /* « je pars vers le haut a2 a3 »: the direction and a2 are one step */
            add_cell(s, d >= 0 && m->k[i].cell >= 0 ? neighbour(m->k[i].cell, d) : m->k[i].cell);
        } else if (dir >= 0 && faq_situ_bit(m->k[i].start_mask, (unsigned)dir_words[dir]) &&
                   s->ncells > 0 && !cell_follows(m, i)) {
            /* « je vais vers le haut », "then to the right": one step from the last cell */
            int last = s->cells[s->ncells - 1];
            add_cell(s, last >= 0 ? neighbour(last, dir) : RULES_OFF_BOARD);
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
            if (neighbour(a, d) == b)
                s->straight = (int8_t)d;
    }
}

/* The stack's height: « pile de 3 », « a4 qui a 2 galets », « (2 neutres) ». */
/* The cell a count of pebbles at word i is told on (« 2 galets en a4 », "3 pebbles b3"), or -1. */
static int stack_cell(const struct faq_situ_marked *m, size_t i)
{
    if (!pebble_word(m, i + 1))
        return -1;
    if (i + 2 < m->n && m->k[i + 2].cell >= 0)
        return m->k[i + 2].cell;
    if (faq_situ_has(m, i + 2, SW_IN) && i + 3 < m->n && m->k[i + 3].cell >= 0 &&
        same_clause(m, i, i + 3))
        return m->k[i + 3].cell;
    return -1;
}

/* The first cell the question names, or -1. */
static int first_cell(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell >= 0)
            return m->k[i].cell;
    return -1;
}

static void read_height(const struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    int last_cell_clause = -1;
    bool cell_seen = false;
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].cell != -2 || faq_situ_has(m, i, SW_CORNER) || faq_situ_has(m, i, SW_CENTRE) ||
            faq_situ_has(m, i, SW_EDGE)) {
            last_cell_clause = m->k[i].clause;
            cell_seen = true;
        }
        if (is_count(m, i) && !used[i] && pebble_word(m, i + 1) && cell_seen &&
            s->stack_height == FAQ_SITU_UNSAID && faq_situ_near(m, i, SW_HAVE, 2, 0) &&
            m->k[i].clause == last_cell_clause) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
        /* "a 4-high stack", « une 3-pile »: the number just before the stack word */
        for (size_t j = i >= 3 ? i - 3 : 0; faq_situ_bit(m->k[i].start_mask, SW_STACK) && j < i &&
                                            s->stack_height == FAQ_SITU_UNSAID;
             j++)
            if (is_count(m, j) && !used[j] && same_clause(m, i, j) && !pebble_word(m, j + 1) &&
                m->t.tok[j][0] >= '0' && m->t.tok[j][0] <= '9') {
                s->stack_height = m->k[j].num;
                used[j] = true;
            }
        /* « la pile de c2 fait 3 »: the count the stack makes */
        if (faq_situ_bit(m->k[i].start_mask, SW_MAKES) && i + 1 < m->n && is_count(m, i + 1) &&
            !used[i + 1] && same_clause(m, i, i + 1) && s->stack_height == FAQ_SITU_UNSAID &&
            clause_has(m, m->k[i].clause, SW_STACK)) {
            s->stack_height = m->k[i + 1].num;
            used[i + 1] = true;
        }
        if (faq_situ_has(m, i, SW_STACK)) {
            for (size_t j = i + 1; j <= i + 2 && j < m->n; j++)
                if (is_count(m, j) && !used[j]) {
                    s->stack_height = m->k[j].num;
                    used[j] = true;
                    break;
                }
        }
        /* « pile de 3 après ma pose », « ma pile fait 3 avec mon galet »: the pebble placed
         * is in the count */
        /* the count is told in its clause, or in the one just before when « avec le mien »
         * opens a clause of no count (« a stack of 3 (counting mine) ») */
        int cl = m->k[i].clause;
        bool opens = i > 0 && m->k[i - 1].clause != cl;
        for (size_t j = i; opens && j < m->n && m->k[j].clause == cl; j++)
            opens = !is_count(m, j);
        if (opens)
            cl = m->k[i - 1].clause;
        bool placing = false; /* « je coiffe la pile de 3 avec mon galet »: the pebble placed */
        for (size_t j = i; j-- > 0 && m->k[j].clause >= cl;)
            placing =
                placing || (faq_situ_has(m, j, SW_PLACE) && !faq_situ_has(m, j, SW_WITH_MINE));
        for (size_t j = 0; faq_situ_bit(m->k[i].start_mask, SW_WITH_MINE) && !placing &&
                           !faq_situ_any(m, SW_ALIGN) && j < m->n;
             j++) {
            if (m->k[j].clause != cl || !is_count(m, j))
                continue;
            if ((!used[j] || m->k[j].num == s->stack_height) && m->k[j].num >= 1 &&
                (s->stack_height == FAQ_SITU_UNSAID || m->k[j].num == s->stack_height)) {
                s->stack_height = m->k[j].num - 1;
                used[j] = true;
                break;
            }
            if (m->k[j].num == s->stack_height + 1)
                used[j] = true; /* « 4 galets, je pose le mien, ça fait 5 »: the same */
        }
        /* "there are 3 pebbles on b3", « 2 galets sur c2 »: the stack of the cell named next,
         * when it is the first one named (« je pose sur a1…, ya 2 galets en a4 »: another's) */
        if (is_count(m, i) && !used[i] && pebble_word(m, i + 1) &&
            s->stack_height == FAQ_SITU_UNSAID && !faq_situ_any(m, SW_ALIGN) &&
            !faq_situ_any(m, SW_VISIBLE) && stack_cell(m, i) >= 0 &&
            stack_cell(m, i) == first_cell(m)) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
        /* « un coin de départ (2 neutres) »: the neutral pebbles of the stack played */
        if (is_count(m, i) && !used[i] && faq_situ_has(m, i + 1, SW_NEUTRAL) &&
            s->stack_height == FAQ_SITU_UNSAID && !faq_situ_any(m, SW_ALIGN) &&
            (cell_seen || faq_situ_any(m, SW_CORNER) || faq_situ_any(m, SW_STACK))) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
    }
}

/* Counts of pebbles said: stacked ones (« 4 de mes galets empilés ») make a tower, the
 * others an alignment, the opponent's apart (« l'autre en a 4 »). */
static void read_counts(const struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++) {
        if (!pebble_count(m, used, i))
            continue;
        used[i] = true;
        if (faq_situ_near(m, i, SW_STACK, 5, 3) && s->stack_height == FAQ_SITU_UNSAID && !s->tower)
            s->stack_height = m->k[i].num;
        else if (theirs_at(m, i) && !s->tower &&
                 (faq_situ_near(m, i, SW_HAVE, 2, 0) || faq_situ_near(m, i, SW_THEIRS, 0, 4) ||
                  faq_situ_near(m, i, SW_OPPONENT, 0, 4))) {
            /* « l'autre en a 4 », « 4 de sa couleur »; not the « il » of « faut-il 4… » */
            for (size_t j = i + 1; j <= i + 3 && same_clause(m, i, j); j++)
                if (faq_situ_has(m, j, SW_LIGHT) || faq_situ_has(m, j, SW_DARK))
                    s->theirs_colour = faq_situ_has(m, j, SW_LIGHT) ? QAWALE_LIGHT : QAWALE_DARK;
            if (m->k[i].num > s->align_theirs)
                s->align_theirs = m->k[i].num;
        } else if (m->k[i].num > s->align_count)
            s->align_count = m->k[i].num; /* « 3 galets clairs… recouvert par un galet » */
    }
}

/* The colour of the player's pebbles and the one said to cover a pebble of the line: a
 * colour word after « recouvert » is the cover's. */
static void read_colours(const struct faq_situ_marked *m, struct faq_situ *s)
{
    bool after_cover = false;
    for (size_t i = 0; i < m->n; i++) {
        after_cover = after_cover || faq_situ_has(m, i, SW_COVERED);
        int c = faq_situ_has(m, i, SW_LIGHT)  ? QAWALE_LIGHT
                : faq_situ_has(m, i, SW_DARK) ? QAWALE_DARK
                                              : 0;
        if (!c)
            continue;
        if (after_cover && !s->cover_colour)
            s->cover_colour = c;
        else if (!after_cover && !s->colour)
            s->colour = c;
    }
    for (size_t i = 0; i < m->n && s->covered_cell < 0; i++)
        if (faq_situ_has(m, i, SW_COVERED))
            for (size_t j = i; j-- > 0 && i - j <= 5 && same_clause(m, i, j);)
                if (m->k[j].cell >= 0) {
                    s->covered_cell = m->k[j].cell; /* « celui en a3 est recouvert » */
                    break;
                }
}

/* « en d2 c'est un orange qui est en haut », "the top of d2 is orange": a pebble said on top
 * of a cell that is neutral or not the player's colour covers that cell's (s->covered_cell,
 * s->cover_colour). Returns whether one was said. */
static bool read_top_cover(const struct faq_situ_marked *m, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n && s->covered_cell < 0; i++) {
        int c = colour_at(m, i);
        if (!c || (c != QAWALE_NEUTRAL && (!s->colour || c == s->colour)) ||
            !faq_situ_near(m, i, SW_VISIBLE, 4, 4))
            continue;
        for (size_t j = i; j-- > 0 && i - j <= 6 && same_clause(m, i, j);)
            if (m->k[j].cell >= 0) {
                s->covered_cell = m->k[j].cell;
                s->cover_colour = c == QAWALE_NEUTRAL ? 0 : c;
                return true;
            }
    }
    return false;
}

/* The cell played said empty: an empty word after the first cell in its clause (« en b2 où
 * il n'y a rien »), or « sur une case vide » with no cell named. */
static void read_empty(const struct faq_situ_marked *m, struct faq_situ *s, bool acts)
{
    for (size_t i = 0; i < m->n; i++) {
        bool cell = m->k[i].cell >= 0, pit = faq_situ_has(m, i, SW_PIT) && s->ncells == 0;
        if (!(cell || pit))
            continue;
        for (size_t j = i >= 3 ? i - 3 : 0; cell && j < i; j++) /* "nothing on c2" */
            if (same_clause(m, i, j) && faq_situ_has(m, j, SW_EMPTY) && !is_count(m, j) &&
                !pebble_word(m, j + 1) && !faq_situ_has(m, j, SW_ALL_PLACED))
                s->cell_empty = true;
        /* the same clause or the next (« c3, which is empty ») */
        for (size_t j = i + 1;
             j <= i + 5 && j < m->n && m->k[j].clause <= m->k[i].clause + 1 && m->k[j].cell == -2;
             j++)
            if (faq_situ_has(m, j, SW_EMPTY) && !is_count(m, j) && !pebble_word(m, j))
                s->cell_empty = cell || acts;
        return; /* the first cell only: the one played */
    }
}

/* A corner, the centre or an edge told in words stands for one such cell: the stack played
 * when no cell is named, or the one next to the first cell named when the path is given
 * from it (« stack of 5 from a corner, path a2, b2… »). */
static void read_region(const struct faq_situ_marked *m, struct faq_situ *s)
{
    static const enum faq_situ_word regions[] = {SW_CORNER, SW_CENTRE, SW_EDGE};
    if (s->hands_empty || s->align || s->alignment_told || s->region || s->ncells == 0)
        return;
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell != -2 && faq_situ_near(m, i, SW_FROM, 2, 0))
            return; /* « from d4 »: the cell played is named */
    for (size_t k = 0; k < sizeof regions / sizeof regions[0]; k++) {
        bool said = false;
        for (size_t i = 0; i < m->n; i++)
            said = said || (faq_situ_has(m, i, regions[k]) && !faq_situ_has(m, i, SW_OFF_BOARD) &&
                            direction_at(m, i) < 0);
        if (!said)
            continue;
        int cell = -1;
        for (int d = 0; d < 4 && s->ncells > 0 && s->cells[0] >= 0 && cell < 0; d++) {
            int n = neighbour(s->cells[0], d);
            if (n >= 0 && in_region(regions[k], n) && !in_region(regions[k], s->cells[0]))
                cell = n;
        }
        if (cell < 0 || s->ncells >= FAQ_SITU_MAX_CELLS)
            return;
        memmove(s->cells + 1, s->cells, s->ncells * sizeof s->cells[0]);
        s->cells[0] = cell;
        s->ncells++;
        s->region = true;
        return;
    }
}

/* The four cells of a line named: « colonne b », « rangée 2 », "row 3", « de a1 à d4 » (its
 * two ends), « en diagonale » (a1 to d4). Returns false when none is named. */
static bool read_line(const struct faq_situ_marked *m, const struct faq_situ *s, int line[4])
{
    for (size_t i = 0; i + 1 < m->n; i++) {
        if (!(faq_situ_has(m, i, SW_ALIGN) || faq_situ_has(m, i, SW_ROW)) ||
            !same_clause(m, i, i + 1) || m->t.tok[i + 1][0] == '\0' || m->t.tok[i + 1][1] != '\0')
            continue;
        if (pebble_word(m, i + 2) || faq_situ_has(m, i + 2, SW_NEUTRAL) ||
            faq_situ_has(m, i + 2, SW_LIGHT) || faq_situ_has(m, i + 2, SW_DARK))
            continue;                /* « aligne 4 galets »: a count, not row 4 */
        char c = m->t.tok[i + 1][0]; /* a file letter or a rank digit, as in a cell's name */
        for (int k = 0; k < 4 && c >= 'a' && c <= 'd'; k++)
            line[k] = 4 * k + (c - 'a');
        for (int k = 0; k < 4 && c >= '1' && c <= '4'; k++)
            line[k] = 4 * (c - '1') + k;
        if ((c >= 'a' && c <= 'd') || (c >= '1' && c <= '4'))
            return true;
    }
    if (s->ncells == 2 && s->cells[0] >= 0 && s->cells[1] >= 0) {
        int a = s->cells[0], b = s->cells[1];
        int df = b % 4 - a % 4, dr = b / 4 - a / 4;
        bool ends = (df == 0 || df == 3 || df == -3) && (dr == 0 || dr == 3 || dr == -3) &&
                    (df != 0 || dr != 0);
        for (int k = 0; k < 4 && ends; k++)
            line[k] = a + k * ((df > 0) - (df < 0)) + 4 * k * ((dr > 0) - (dr < 0));
        if (ends)
            return true;
    }
    if (s->ncells == 0 && faq_situ_any(m, SW_DIAGONAL)) {
        for (int k = 0; k < 4; k++)
            line[k] = 5 * k; /* a1, b2, c3, d4 */
        return true;
    }
    return false;
}

/* What the player proposes: a path of so many cells (« sur seulement 2 cases »), or only
 * where to end (« est-ce que je peux finir en c3 ? »). */
static void read_claims(const struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++)
        if (is_count(m, i) && !used[i] && faq_situ_has(m, i + 1, SW_PIT) &&
            !faq_situ_has(m, i + 1, SW_PEBBLE) && (s->ask & (SA_LEGAL | SA_FORBID))) {
            s->path_claim = m->k[i].num;
            used[i] = true;
        }
    /* the last cell named after « finir », "end on": where the path should end */
    size_t last = m->n;
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell >= 0)
            last = i;
    bool dest = false;
    for (size_t j = last; last < m->n && j-- > 0 && last - j <= 3 && same_clause(m, last, j);)
        dest = dest || (faq_situ_has(m, j, SW_LANDS) && !faq_situ_has(m, j, SW_PLACE) &&
                        !faq_situ_has(m, j, SW_DROP));
    /* « je vais en c4 puis je sors », "go c4 then off the board": a step told after the last
     * cell, so that cell is on the path, not where it ends */
    for (size_t i = last + 1; last < m->n && i < m->n; i++)
        dest = dest && !faq_situ_has(m, i, SW_OFF_BOARD) && !faq_situ_has(m, i, SW_U_TURN);
    if (!dest || s->ntold > 0)
        return;
    if (s->ncells == 1)
        s->dest_only = true; /* no cell played: where from is asked */
    else if (s->ncells == 2 && s->cells[1] == m->k[last].cell) {
        s->dest_cell = s->cells[1]; /* « je pose sur d4, je peux finir en d1 ? » */
        s->ncells = 1;
    }
}

/* A list of two colours or more after a stack's cell (« ma pile en b1 c'est, de bas en haut :
 * un orange, un foncé », "the stack on b2 is dark, neutral, light", « 2 orange, puis un
 * foncé ») is that stack, bottom first unless told from the top (« de haut en bas », the
 * first « en haut », the last « en bas »); a count before a colour repeats it. The words read
 * are taken out of m (colours, places, directions), so that the rest of the reading sees a
 * stack, not a line, a step or the player's colour. */
static void read_layers(struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    static const enum faq_situ_word gone[] = {
        SW_LIGHT, SW_DARK,    SW_NEUTRAL, SW_UP,     SW_DOWN,     SW_VISIBLE, SW_CENTRE,
        SW_EDGE,  SW_COVERED, SW_UPWARD,  SW_BOTTOM, SW_DOWNWARD, SW_PEBBLE,  SW_AND};
    size_t first = m->n, last = m->n, head = m->n; /* head: the first colour */
    int8_t layer[QAWALE_MAX_HEIGHT];
    int n = 0;
    for (size_t i = 0; i < m->n && first == m->n; i++) {
        if (!colour_at(m, i) || used[i])
            continue;
        bool owned = false; /* « mon clair », « je suis les clairs »: the player's colour */
        for (size_t j = i; j-- > 0 && i - j <= 3 && same_clause(m, i, j);)
            owned = owned || person_at(m, j) >= 0;
        if (owned)
            continue;
        size_t end = i, k = i;
        int run = 0, got = 0;
        while (k < m->n && colour_at(m, k) && !used[k] && got < QAWALE_MAX_HEIGHT) {
            int count = k > 0 && is_count(m, k - 1) && same_clause(m, k - 1, k) &&
                                m->k[k - 1].num >= 1 && m->k[k - 1].num <= QAWALE_PEBBLES
                            ? m->k[k - 1].num
                            : 1;
            for (int c = 0; c < count && got < QAWALE_MAX_HEIGHT; c++)
                layer[got++] = (int8_t)colour_at(m, k);
            run++;
            end = k;
            /* the next colour, past fillers (« puis un », « en bas, »; "at the bottom and a"
             * in its clause) */
            size_t next = k + 1;
            while (next < m->n && (next <= k + 4 || (next <= k + 6 && same_clause(m, k, next))) &&
                   !colour_at(m, next) && m->k[next].cell == -2 &&
                   !faq_situ_has(m, next, SW_PLACE) && !faq_situ_has(m, next, SW_DROP) &&
                   person_at(m, next) < 0)
                next++;
            k = next < m->n && colour_at(m, next) ? next : m->n;
        }
        if (run >= 2) {
            head = i;
            first = i > 0 && is_count(m, i - 1) && same_clause(m, i - 1, i) ? i - 1 : i;
            last = end;
            n = got;
        }
    }
    if (first == m->n)
        return;
    bool down = false; /* told from the top */
    for (size_t j = first >= 6 ? first - 6 : 0; j < m->n && j <= last + 3; j++)
        down = down || faq_situ_has(m, j, SW_DOWNWARD);
    for (size_t j = head + 1; j <= head + 3 && j < m->n && !colour_at(m, j); j++)
        down = down || (faq_situ_has(m, j, SW_VISIBLE) && !faq_situ_has(m, j, SW_UPWARD));
    for (size_t j = last + 1; j <= last + 3 && j < m->n && !colour_at(m, j); j++)
        down = down || faq_situ_has(m, j, SW_BOTTOM);
    for (int k = 0; k < n; k++)
        s->layers[k] = layer[down ? n - 1 - k : k];
    s->nlayers = n;
    s->layers_cell = -1; /* the cell named just before, else the one played */
    for (size_t j = first; j-- > 0 && first - j <= 10;)
        if (m->k[j].cell >= 0) {
            s->layers_cell = m->k[j].cell;
            break;
        }
    if (s->stack_height == FAQ_SITU_UNSAID)
        s->stack_height = n; /* the stack played, as a rule: its height is told so */
    for (size_t j = first >= 6 ? first - 6 : 0; j < first; j++)
        if (is_count(m, j) && m->k[j].num == n)
            used[j] = true; /* « la pile de c2 fait 3 : … » */
    size_t from = first >= 6 ? first - 6 : 0, to = last + 3 < m->n ? last + 3 : m->n - 1;
    for (size_t j = from; j <= to; j++) {
        bool inside = j >= first && j <= last;
        if (!inside && !faq_situ_has(m, j, SW_UPWARD) && !faq_situ_has(m, j, SW_DOWNWARD) &&
            !faq_situ_has(m, j, SW_BOTTOM) && !faq_situ_has(m, j, SW_VISIBLE))
            continue;
        if (inside && is_count(m, j))
            used[j] = true;
        for (size_t w = 0; w < sizeof gone / sizeof gone[0]; w++) {
            m->k[j].mask[gone[w] / 64] &= ~(1ull << (gone[w] % 64));
            m->k[j].start_mask[gone[w] / 64] &= ~(1ull << (gone[w] % 64));
        }
    }
}

/* The hands told with a move: « c'est mon dernier galet », "my last pebble" (one left), « il
 * a déjà posé ses 8 », « mon adversaire a posé tous ses galets » (none left); when the move's
 * cells are told, that move is played, not the emptied hands. */
static void read_hands(const struct faq_situ_marked *m, bool *used, bool acts, struct faq_situ *s)
{
    s->hand_mine = s->hand_theirs = FAQ_SITU_UNSAID;
    if (!acts)
        return;
    for (size_t i = 0; i < m->n; i++) {
        if (faq_situ_bit(m->k[i].start_mask, SW_LAST_PEBBLE))
            *(theirs_at(m, i) ? &s->hand_theirs : &s->hand_mine) = 1;
        bool all = faq_situ_has(m, i, SW_ALL_PLACED) ||
                   (is_count(m, i) && m->k[i].num == QAWALE_PEBBLES && i > 0 &&
                    faq_situ_has(m, i - 1, SW_THEIRS) && clause_has(m, m->k[i].clause, SW_PLACE));
        if (all && theirs_at(m, i)) { /* « ses 8 », « tous ses galets » */
            s->hand_theirs = 0;
            used[i] = true;
        }
    }
    if ((s->hand_mine >= 0 || s->hand_theirs >= 0) && s->ncells > 0)
        s->hands_empty = false; /* the move is told: its own outcome is asked */
}

/* Whether the path told is the whole path: a word saying so after the first cell named
 * (« …a2 et c'est tout », "…d2, and I'm done", « seulement c3 et d3 »; not « à gauche », "left",
 * nor « il reste 2 galets »). */
static bool read_done(const struct faq_situ_marked *m)
{
    size_t first = m->n;
    for (size_t i = 0; i < m->n && first == m->n; i++)
        if (m->k[i].cell >= 0)
            first = i;
    for (size_t i = first + 1; i < m->n; i++) {
        if (faq_situ_has(m, i, SW_DONE))
            return true;
        if (faq_situ_has(m, i, SW_ONLY) && direction_at(m, i) < 0 && !faq_situ_has(m, i, SW_LEFT) &&
            !(i + 1 < m->n && is_count(m, i + 1)) && !(i + 2 < m->n && is_count(m, i + 2)))
            return true;
    }
    return false;
}

/* A number the situation does not hang on: a cell's count (« 4 cases »), the 4 of a line
 * (« mes 4 », "no line of four"), a line's name (« la rangée 1 »), the pebble placed (« je
 * pose 1 des miens »), the start's corners (« les 4 coins ont 2 neutres »), the two players
 * (« tous les deux »). */
static bool corner(int cell)
{
    int f = cell % 4, r = cell / 4;
    return cell >= 0 && (f == 0 || f == 3) && (r == 0 || r == 3);
}

static bool incidental(const struct faq_situ_marked *m, size_t i, const struct faq_situ *s)
{
    int n = m->k[i].num;
    bool digits = m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9';
    if (n < 2 && !digits)
        return true;
    if (faq_situ_has(m, i + 1, SW_PIT) || faq_situ_has(m, i, SW_BOTH) ||
        (i > 0 && (faq_situ_has(m, i - 1, SW_ALIGN) || faq_situ_has(m, i - 1, SW_ROW))))
        return true;
    if ((n == 4 || n == s->align_count) && clause_has(m, m->k[i].clause, SW_ALIGN))
        return true;
    if (n == 1 && faq_situ_near(m, i, SW_PLACE, 3, 0))
        return true;
    if (faq_situ_has(m, i + 1, SW_CORNER) ||
        (faq_situ_has(m, i + 1, SW_NEUTRAL) && clause_has(m, m->k[i].clause, SW_CORNER)))
        return true;
    return false;
}

/* « en ligne droite », "straight up in a line": a line word of the path's shape (inside a
 * straight phrase, or just after it or a direction) is no line of pebbles: taken out of m; a
 * diagonal followed by its cells is a line named, no diagonal step. */
static void path_lines(struct faq_situ_marked *m)
{
    for (size_t i = 0; i + 1 < m->n; i++) { /* « la diagonale a1-b2-c3-d4 »: a line named */
        size_t run = 0;
        for (size_t j = i + 1; j < m->n && m->k[j].cell >= 0 && same_clause(m, i, j);
             j = next_listed(m, j))
            run++;
        if (!faq_situ_has(m, i, SW_DIAGONAL) || run < 3)
            continue;
        m->k[i].mask[SW_DIAGONAL / 64] &= ~(1ull << (SW_DIAGONAL % 64));
        m->k[i].start_mask[SW_DIAGONAL / 64] &= ~(1ull << (SW_DIAGONAL % 64));
        faq_situ_set_bit(m->k[i].mask, SW_ALIGN);
        faq_situ_set_bit(m->k[i].start_mask, SW_ALIGN);
    }
    for (size_t i = 0; i < m->n; i++) {
        bool shape = faq_situ_has(m, i, SW_STRAIGHT);
        for (size_t j = i; j-- > 0 && i - j <= 3 && same_clause(m, i, j) && !shape;)
            shape = faq_situ_has(m, j, SW_STRAIGHT) || direction_at(m, j) >= 0;
        if (shape) {
            m->k[i].mask[SW_ALIGN / 64] &= ~(1ull << (SW_ALIGN % 64));
            m->k[i].start_mask[SW_ALIGN / 64] &= ~(1ull << (SW_ALIGN % 64));
        }
    }
}

/* The height of the stack played that the count at word i tells again, or tells first: the
 * pebbles lifted, the stack and the one placed (« je soulève les trois », « donc j'ai 3
 * galets », "so 4 to drop", « je pose le mien : sept »), or the stack before it (« it had
 * six »); FAQ_SITU_UNSAID when the count is of something else. *lifted: which it told. */
static int restated_height(const struct faq_situ_marked *m, size_t i, bool *lifted)
{
    int cl = m->k[i].clause, n = m->k[i].num;
    for (size_t j = i + 1; j <= i + 3 && same_clause(m, i, j) && !faq_situ_has(m, j, SW_AND) &&
                           !faq_situ_has(m, j, SW_DROP);
         j++)
        if (m->k[j].cell != -2)
            return FAQ_SITU_UNSAID; /* « 2 galets en a4 »: another cell's stack */
    bool alone = i > 0 && m->k[i - 1].clause != cl && !same_clause(m, i, i + 1) &&
                 clause_has(m, m->k[i - 1].clause, SW_PLACE);
    *lifted = alone || faq_situ_near(m, i, SW_LIFT, 3, 0) || faq_situ_near(m, i, SW_SO, 3, 0) ||
              faq_situ_near(m, i, SW_DROP, 2, 3) || faq_situ_near(m, i, SW_WITH_MINE, 3, 3);
    if (*lifted)
        return n >= 2 ? n - 1 : FAQ_SITU_UNSAID;
    return faq_situ_near(m, i, SW_HAVE, 2, 0) && n >= 1 ? n : FAQ_SITU_UNSAID;
}

/* Counts told again of the stack played (restated_height) in a move: the first one gives the
 * height when nothing else does, the others are kept for the builder to check. */
static void read_restated(const struct faq_situ_marked *m, bool *used, bool acts,
                          struct faq_situ *s)
{
    bool told = false;
    for (size_t k = 0; k < s->ntold; k++)
        told = told || (s->ncells > 0 && s->told[k].cell == s->cells[0]);
    for (size_t i = 0; acts && i < m->n; i++) {
        bool lifted = false;
        if (!is_count(m, i) || used[i] || m->k[i].cell != -2 || incidental(m, i, s) ||
            clause_has(m, m->k[i].clause, SW_ALIGN))
            continue;
        int other = stack_cell(m, i); /* « ya déjà 2 galets en a4 »: that cell's stack */
        if (other >= 0 && s->ncells > 0 && other != s->cells[0] && m->k[i].num <= QAWALE_PEBBLES) {
            add_told(s, other, 0, m->k[i].num);
            used[i] = true;
            continue;
        }
        int h = restated_height(m, i, &lifted);
        if (h == FAQ_SITU_UNSAID || h >= QAWALE_MAX_HEIGHT)
            continue;
        used[i] = true;
        if (s->stack_height == FAQ_SITU_UNSAID && !s->start && !told && s->nlayers == 0)
            s->stack_height = h;
        else if (s->nrestated < FAQ_SITU_MAX_RESTATED)
            s->restated[s->nrestated++] = (struct faq_situ_restated){m->k[i].num, lifted};
    }
}

void faq_situ_read_qawale(const struct faq_situ_marked *m, bool used[FAQ_MAX_TOKENS],
                          struct faq_situ *s)
{
    s->align_theirs = FAQ_SITU_UNSAID;
    s->covered_cell = -1;
    s->path_claim = FAQ_SITU_UNSAID;
    s->dest_cell = -1;
    s->asked_cell = -1;
    s->straight = -1;
    s->heading = -1;
    s->start = faq_situ_any(m, SW_START);
    s->layers_cell = -1;
    struct faq_situ_marked *copy = malloc(sizeof *copy); /* m without a stack's colour list */
    if (copy) {
        *copy = *m;
        read_layers(copy, used, s);
        path_lines(copy);
        m = copy;
    }
    read_height(m, used, s);
    read_cells(m, own_colour(m), s);
    read_claims(m, used, s);
    s->path_done = read_done(m);
    s->hands_empty = faq_situ_any(m, SW_ALL_PLACED);
    /* « mon adversaire n'a plus de galets mais moi il m'en reste »: only the opponent's hand
     * is empty, the player still has one to place: not the end of the game */
    for (size_t i = 0; i < m->n && s->hands_empty; i++)
        if (faq_situ_has(m, i, SW_ALL_PLACED) && theirs_at(m, i))
            for (size_t j = 0; j < m->n; j++)
                if (j > i + 2 && person_at(m, j) == 0 && !faq_situ_has(m, j, SW_ALL_PLACED) &&
                    (faq_situ_near(m, j, SW_HAVE, 0, 3) || faq_situ_near(m, j, SW_ONLY, 0, 3) ||
                     faq_situ_has(m, j, SW_ONLY)))
                    s->hands_empty = false;
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_has(m, i, SW_ALL_PLACED))
            used[i] = true; /* « nos 8 galets » */
    /* a way the sowing goes (« tout droit vers la gauche ») tells a move too */
    bool acts = faq_situ_any(m, SW_PLACE) || faq_situ_any(m, SW_DROP) || (s->ask & SA_CELLS) ||
                s->heading >= 0;
    read_hands(m, used, acts, s);
    /* own pebbles stacked on one cell, and the outcome asked: a tower, not a move */
    s->tower = faq_situ_any(m, SW_STACK) && !acts && s->ncells <= 1 &&
               !faq_situ_any(m, SW_VISIBLE) && /* « on top of their stacks »: a line */
               ((s->ask & SA_WIN) || faq_situ_any(m, SW_ALIGN)) &&
               (faq_situ_any(m, SW_MINE) || faq_situ_any(m, SW_LIGHT) || faq_situ_any(m, SW_DARK));
    if (s->tower)
        s->stack_height = FAQ_SITU_UNSAID;
    read_restated(m, used, acts || s->ncells >= 2, s); /* « jvais b3 puis b2 »: a move too */
    read_counts(m, used, s);
    if (s->tower && s->align_count < 0 && s->stack_height > 0)
        s->align_count = s->stack_height;
    read_colours(m, s);
    int told_own = told_colour(m, 0); /* « je suis les clairs »: the player's, before any other */
    if (told_own)
        s->colour = told_own;
    s->own_colour = told_own;
    s->line_colour = line_colour(m);
    /* « l'adversaire a des foncés visibles en a2…, je pose… »: the player moving plays the
     * other colour (a line told without a move keeps the colour said as the line's) */
    if (!s->theirs_colour && acts)
        s->theirs_colour = told_colour(m, 1);
    if (s->theirs_colour && s->colour == s->theirs_colour) /* « il a 4 galets foncés » */
        s->colour = other_colour(s->theirs_colour);
    size_t last_cell = m->n;
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell != -2)
            last_cell = i;
    /* « …d4 puis je sors du plateau », « …b3 puis je reviens »: one step more, said after
     * « puis », "then" (« coming back round a loop » tells the path, it is no step) */
    for (size_t i = last_cell + 1; last_cell < m->n && i < m->n; i++) {
        bool then = faq_situ_near(m, i, SW_AND, 3, 0);
        s->off_after = s->off_after || (then && faq_situ_has(m, i, SW_OFF_BOARD));
        s->back_after = s->back_after || (then && faq_situ_has(m, i, SW_U_TURN));
    }
    s->asks_stay = s->yes_no && faq_situ_any(m, SW_Q_STAY);
    s->in_place = faq_situ_any(m, SW_IN_PLACE);
    s->diagonal = faq_situ_any(m, SW_DIAGONAL);
    s->u_turn = faq_situ_any(m, SW_U_TURN);
    s->off_board = faq_situ_any(m, SW_OFF_BOARD);
    /* « …en sortant du plateau par le bas », « ça sort par le haut ? »: the path told goes on
     * that way until it leaves the board */
    for (size_t i = 0; i < m->n && s->off_board && s->straight < 0; i++)
        s->straight = (int8_t)exit_side(m, i);
    s->covered = faq_situ_any(m, SW_COVERED) || read_top_cover(m, s);
    s->neutral = faq_situ_any(m, SW_NEUTRAL);
    s->align = faq_situ_any(m, SW_ALIGN);
    s->visible = faq_situ_any(m, SW_VISIBLE);
    /* « j'ai 3 galets alignés » is the player's case (a clause opening on « ai », « I have
     * »); « faut-il 4 galets alignés ? » the rule */
    bool told_mine = faq_situ_any(m, SW_MINE);
    for (size_t i = 0; i < m->n && !told_mine; i++)
        told_mine = faq_situ_has(m, i, SW_HAVE) && (i == 0 || m->k[i - 1].clause != m->k[i].clause);
    s->colour_mine = s->colour && told_mine && !faq_situ_any(m, SW_OPPONENT);
    for (size_t i = 0; i < m->n; i++)
        if ((faq_situ_has(m, i, SW_Q_WIN) || faq_situ_has(m, i, SW_Q_LOSE)) && theirs_at(m, i) &&
            !faq_situ_has(m, i, SW_INTERROG))
            s->about_theirs = true; /* « il a gagné ? », "did he win?" */
    s->asks_lose = faq_situ_any(m, SW_Q_LOSE);
    for (size_t i = 0; i < m->n; i++) /* not the « premier » of « au premier coup » */
        s->ordinal = s->ordinal || (m->k[i].ord >= 0 && !faq_situ_has(m, i, SW_START));
    if (s->asks_lose)
        s->ask |= SA_WIN;
    read_empty(m, s, acts);
    read_region(m, s);
    s->placed_cell = s->region;
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell != -2) {
            /* « je pose sur c2 », « depuis b2 », « pile de 2 en c2 »: the cell played */
            s->placed_cell = faq_situ_near(m, i, SW_PLACE, 3, 0) ||
                             faq_situ_near(m, i, SW_FROM, 3, 0) ||
                             faq_situ_near(m, i, SW_STACK, 4, 0) || s->region;
            break;
        }
    /* « j'ai 3 clairs alignés, si je pose sur la pile d'à côté, je gagne ? »: the move's cell
     * and path, never told, decide the line */
    s->move_untold = s->align && s->ncells == 0 && s->heading < 0 && (s->ask & SA_WIN) &&
                     !(s->ask & SA_CELLS) &&
                     (faq_situ_any(m, SW_PLACE) || faq_situ_any(m, SW_DROP));
    bool lined = !acts && (s->align || s->visible || s->covered) && read_line(m, s, s->line);
    s->has_line = lined;
    s->alignment_told =
        (s->ncells >= 3 || lined) && !acts && (s->align || s->visible || s->covered);
    if (s->alignment_told && s->align_count < 3)
        s->align_count = (int)s->ncells;
    /* an alignment is a case of the player's own (« j'ai 4 galets clairs… »), else the rule */
    bool own = faq_situ_any(m, SW_MINE) || s->colour != 0 || s->neutral || s->covered;
    if (s->start && (s->ask & SA_CELLS) && s->ncells == 0) {
        s->cells[s->ncells++] = 0; /* the first move: every stack is a corner's 2 neutrals */
        s->region = true;
    }
    s->situation =
        s->ncells > 0 || ((s->stack_height >= 0 || s->path_claim > 0) && acts) || s->hands_empty ||
        s->tower || (s->alignment_told && s->align_count >= 3) ||
        (s->align && told_mine && s->align_count >= 2 && !acts) || (s->cell_empty && acts) ||
        (s->align && s->align_theirs >= 3) ||
        (s->align && own && s->align_count >= 3 && (s->covered || s->neutral || s->visible));
    /* « je commence par le galet du haut »: the rule's mistake, asked of the rule (its entry
     * says how the sowing goes), not a case to play */
    for (size_t i = 0; i < m->n; i++) /* not « en sortant par le haut »: the side left by */
        if (faq_situ_bit(m->k[i].start_mask, SW_TOP_FIRST) && exit_side(m, i) < 0)
            s->situation = false;
    /* one cell, no move, no line counted: « mon galet en c2 est recouvert, il compte encore ? »
     * is that pebble under another; without a cover said, a position would be made up */
    if (s->ncells == 1 && !acts && s->stack_height < 0 && s->ntold == 0 &&
        (s->covered || s->align || s->visible) && !s->alignment_told && s->align_count < 3 &&
        s->align_theirs < 3 && !s->tower && !s->hands_empty) {
        s->covered_one = s->covered;
        s->situation = s->covered;
    }
    /* a number left over (not an article, not the length of a path, not the count of a line
     * already read: « mes 4 ») means the position built would be a guess */
    for (size_t i = 0; i < m->n; i++)
        if (is_count(m, i) && !used[i] && m->k[i].cell == -2 && !incidental(m, i, s) &&
            s->unread++ == 0)
            s->unread_num = m->k[i].num;
    free(copy);
}

/* ---- building -------------------------------------------------------------------------- */

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

/* Extends the path of move (from its cell) to len cells, one orthogonal step at a time,
 * never straight back; in direction straight (0..3) when the player said so, off the
 * board past the edge. */
static void extend_path(struct rules_move *mv, int len, int straight)
{
    while (mv->path_len < len && mv->path_len < QAWALE_MAX_PATH) {
        int k = mv->path_len;
        if (straight >= 0) {
            int cur = k ? mv->path[k - 1] : mv->cell;
            mv->path[mv->path_len++] = (int8_t)(cur >= 0 ? neighbour(cur, straight) : cur);
            continue;
        }
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
    extend_path(&ex, len, -1);
    if (pl->game->rules->validate(&pl->pos, &pl->opts, &ex) < 0) {
        ex.path_len = 0;
        extend_path(&ex, len, -1);
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

/* Whether the engine's verdict on the move of pl, its stack played from another cell (the two
 * stacks swapped) with a path of len cells starting in direction heading (straight on when
 * straight >= 0, else any way on), differs from one cell to another. */
static bool start_decides(const struct faq_situ_plan *pl, int heading, int straight, int len)
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
        mv.path[0] = (int8_t)neighbour(c, heading);
        extend_path(&mv, len, straight);
        bool ok = pl->game->rules->validate(&at, &pl->opts, &mv) == 0;
        legal = legal || ok;
        refused = refused || !ok;
    }
    return legal && refused;
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
    size_t first = 1; /* the path starts after the placement cell */
    if (height >= 0 && s->ncells == (size_t)height + 1 && s->cells[0] >= 0 && !s->placed_cell &&
        s->ntold == 0 && !s->start) {
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
    int mine = s->colour ? s->colour : QAWALE_LIGHT;
    int theirs = mine == QAWALE_LIGHT ? QAWALE_DARK : QAWALE_LIGHT;
    const struct faq_situ_told *played = NULL;
    for (size_t i = 0; i < s->ntold; i++)
        if (s->told[i].cell == cell)
            played = &s->told[i];
    if (s->start) {
        /* « au premier coup »: the start position, 2 neutral pebbles on each corner */
        for (int c = 0; c < QAWALE_CELLS; c++)
            if (corner(c))
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
            if (s->region && corner(cell))
                height = 2; /* a corner: its 2 neutral pebbles of the start */
            else if (s->ncells < 2 && (s->diagonal || s->u_turn || s->off_board))
                height = 2;
            if (s->path_claim > 0 && s->ncells < 2) /* « sur 3 cases »: the height it fits */
                height = s->path_claim > 1 ? s->path_claim - 1 : 2;
            pl->height_inferred = pl->height_inferred && !(s->region && corner(cell));
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
            for (int k = 1; k < t->count && t->top != SITU_TOP_NEUTRAL; k++)
                push(q, t->cell, QAWALE_NEUTRAL);
            for (int k = 0; k < (t->top == SITU_TOP_NEUTRAL ? t->count : 1); k++)
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
        pl->move.path[pl->move.path_len++] = (int8_t)neighbour(cell, s->heading);
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
            pl->move.path[pl->move.path_len++] = (int8_t)neighbour(cell, 0) >= 0
                                                     ? (int8_t)neighbour(cell, 0)
                                                     : (int8_t)neighbour(cell, 2);
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
        extend_path(&whole, len, s->straight);
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
    if (pl->path_given > 0)
        pl->example = example_path(pl, len); /* the move stays the player's, refused */
    else if (cell >= 0)
        extend_path(&pl->move, len, s->straight);
    if (s->dest_cell >= 0 && cell >= 0 && pl->missing == SITU_MISSING_NONE)
        reach(pl, s->dest_cell, len);
    /* « ma pile fait 3, j'égraine tout droit vers la droite, ça passe ? »: no cell named, and
     * the engine allows that path from some cells, refuses it from others: the cell is asked
     * (the same verdict from every cell is the answer) */
    bool asks_legal = s->yes_no && !(s->ask & SA_WIN) && !s->align;
    if (s->ncells == 0 && s->heading >= 0 && cell >= 0 && asks_legal &&
        !(s->off_board && !(s->ask & SA_OFF)) && pl->missing == SITU_MISSING_NONE &&
        start_decides(pl, s->heading, s->straight, len))
        pl->missing = SITU_MISSING_START;
}

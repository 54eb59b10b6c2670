/* faq_situ_qawale_stacks.c — what a Qawale question says of stacks and pebbles: the height of
 * the stack played, counts (towers, alignments), colours and covers, a cell said empty, a
 * region standing for a cell, a line named, a stack told pebble by pebble, the hands, and
 * the path the player proposes or says is whole. Each reader fills struct faq_situ. */
#include <string.h>

#include "faq_situ_qawale.h"

/* TOP_COVER_WORDS: the most words from a neutral pebble to the cell it is said put on (« un
 * galet neutre a été posé sur b2 »). */
enum { TOP_COVER_WORDS = 7 };

/* Word i is in an aside on a cell told, not played (« mes galets en a1 (au-dessus de deux
 * neutres) », "on a1 (on top of two neutrals)"; not « je pose sur a1 (2 neutres) »). */
static bool aside_of_told(const struct faq_situ_marked *m, size_t i)
{
    int before = m->k[i].clause - 1;
    return m->k[i].aside && before >= 0 && !faq_situ_clause_has(m, before, SW_PLACE) &&
           !faq_situ_clause_has(m, before, SW_FROM) && !faq_situ_clause_has(m, before, SW_STACK);
}

/* A light or dark colour word in the 3 words after word j, in its clause (« 3 clairs »). */
static bool coloured_after(const struct faq_situ_marked *m, size_t j)
{
    bool coloured = false;
    for (size_t k = j + 1; k <= j + 3 && k < m->n && faq_situ_qawale_same_clause(m, j, k); k++)
        coloured = coloured || faq_situ_has(m, k, SW_LIGHT) || faq_situ_has(m, k, SW_DARK);
    return coloured;
}

/* The stack word at word i is another cell's than the one played: a stack of one player's
 * colour counted (« une tour de 3 clairs ») on a cell its clause names, placing nothing, and
 * a later clause placing on another cell named (« b2 c'est une tour de 3 clairs. je pose sur
 * c2 »; not "a stack of 2 at b2, can I put the next one on c3?", no colour counted). */
static bool stack_elsewhere(const struct faq_situ_marked *m, size_t i)
{
    int cl = m->k[i].clause, cell = -1;
    if (!coloured_after(m, i) || faq_situ_clause_has(m, cl, SW_PLACE) ||
        faq_situ_clause_has(m, cl, SW_FROM))
        return false;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl && m->k[j].cell >= 0)
            cell = m->k[j].cell;
    for (size_t j = i + 1; cell >= 0 && j < m->n; j++)
        if (m->k[j].clause > cl && m->k[j].cell >= 0 && m->k[j].cell != cell &&
            faq_situ_clause_has(m, m->k[j].clause, SW_PLACE))
            return true;
    return false;
}

void faq_situ_qawale_read_height(const struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    int last_cell_clause = -1;
    bool cell_seen = false;
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].cell != -2 || faq_situ_has(m, i, SW_CORNER) || faq_situ_has(m, i, SW_CENTRE) ||
            faq_situ_has(m, i, SW_EDGE)) {
            last_cell_clause = m->k[i].clause;
            cell_seen = true;
        }
        if (faq_situ_qawale_is_count(m, i) && !used[i] && faq_situ_qawale_pebble_word(m, i + 1) &&
            cell_seen && s->stack_height == FAQ_SITU_UNSAID && faq_situ_near(m, i, SW_HAVE, 2, 0) &&
            (m->k[i].clause == last_cell_clause || /* « sur c2 (il y a 2 galets dessous) » */
             (m->k[i].aside && m->k[i].clause == last_cell_clause + 1 && !aside_of_told(m, i)))) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
        /* "a 4-high stack", « une 3-pile »: the number just before the stack word */
        for (size_t j = i >= 3 ? i - 3 : 0; faq_situ_bit(m->k[i].start_mask, SW_STACK) && j < i &&
                                            s->stack_height == FAQ_SITU_UNSAID;
             j++)
            if (faq_situ_qawale_is_count(m, j) && !used[j] &&
                faq_situ_qawale_same_clause(m, i, j) && !faq_situ_qawale_pebble_word(m, j + 1) &&
                m->t.tok[j][0] >= '0' && m->t.tok[j][0] <= '9') {
                s->stack_height = m->k[j].num;
                used[j] = true;
            }
        /* « la pile de c2 fait 3 »: the count the stack makes */
        if (faq_situ_bit(m->k[i].start_mask, SW_MAKES) && i + 1 < m->n &&
            faq_situ_qawale_is_count(m, i + 1) && !used[i + 1] &&
            faq_situ_qawale_same_clause(m, i, i + 1) && s->stack_height == FAQ_SITU_UNSAID &&
            faq_situ_clause_has(m, m->k[i].clause, SW_STACK)) {
            s->stack_height = m->k[i + 1].num;
            used[i + 1] = true;
        }
        if (faq_situ_has(m, i, SW_STACK) && !stack_elsewhere(m, i)) {
            /* not "…lands on the tower, 4 lights stacked": a count of the next clause told
             * with a colour is a tower's, no height */
            for (size_t j = i + 1; j <= i + 2 && j < m->n; j++)
                if (faq_situ_qawale_is_count(m, j) && !used[j] &&
                    (faq_situ_qawale_same_clause(m, i, j) || !coloured_after(m, j))) {
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
            opens = !faq_situ_qawale_is_count(m, j);
        if (opens)
            cl = m->k[i - 1].clause;
        bool placing = false; /* « je coiffe la pile de 3 avec mon galet »: the pebble placed */
        for (size_t j = i; j-- > 0 && m->k[j].clause >= cl;)
            placing =
                placing || (faq_situ_has(m, j, SW_PLACE) && !faq_situ_has(m, j, SW_WITH_MINE));
        for (size_t j = 0; faq_situ_bit(m->k[i].start_mask, SW_WITH_MINE) && !placing &&
                           !faq_situ_any(m, SW_ALIGN) && j < m->n;
             j++) {
            if (m->k[j].clause != cl || !faq_situ_qawale_is_count(m, j))
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
        if (faq_situ_qawale_is_count(m, i) && !used[i] && faq_situ_qawale_pebble_word(m, i + 1) &&
            s->stack_height == FAQ_SITU_UNSAID && !faq_situ_any(m, SW_ALIGN) &&
            !faq_situ_any(m, SW_VISIBLE) && faq_situ_qawale_stack_cell(m, i) >= 0 &&
            faq_situ_qawale_stack_cell(m, i) == faq_situ_qawale_first_cell(m)) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
        /* « un coin de départ (2 neutres) »: the neutral pebbles of the stack played; not a
         * cell's told (« the corner d4 has two neutrals »: that cell's, read with it) */
        bool cell_told = (m->k[i].clause == last_cell_clause &&
                          faq_situ_clause_has(m, m->k[i].clause, SW_HAVE) &&
                          !faq_situ_clause_has(m, m->k[i].clause, SW_PLACE)) ||
                         aside_of_told(m, i);
        if (faq_situ_qawale_is_count(m, i) && !used[i] && faq_situ_has(m, i + 1, SW_NEUTRAL) &&
            s->stack_height == FAQ_SITU_UNSAID && !faq_situ_any(m, SW_ALIGN) && !cell_told &&
            (cell_seen || faq_situ_any(m, SW_CORNER) || faq_situ_any(m, SW_STACK))) {
            s->stack_height = m->k[i].num;
            used[i] = true;
        }
    }
}

/* The count at word i tells a cell told, not the one played: its clause, or the one before,
 * names it (« ma tour en b2 : trois galets clairs »). */
static bool of_told(const struct faq_situ_marked *m, size_t i, const struct faq_situ *s)
{
    int cl = m->k[i].clause;
    for (size_t j = 0; j < m->n; j++)
        for (size_t k = 0; k < s->ntold && (m->k[j].clause == cl || m->k[j].clause == cl - 1); k++)
            if (m->k[j].cell == s->told[k].cell && (s->ncells == 0 || s->cells[0] != m->k[j].cell))
                return true;
    return false;
}

/* Counts of pebbles said: stacked ones (« 4 de mes galets empilés ») make a tower, the
 * others an alignment, the opponent's apart (« l'autre en a 4 »). */
void faq_situ_qawale_read_counts(const struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_qawale_pebble_count(m, used, i))
            continue;
        used[i] = true;
        if (faq_situ_near(m, i, SW_STACK, 5, 3) && s->stack_height == FAQ_SITU_UNSAID &&
            !s->tower && !of_told(m, i, s))
            s->stack_height = m->k[i].num;
        else if (faq_situ_qawale_theirs_at(m, i) && !s->tower &&
                 (faq_situ_near(m, i, SW_HAVE, 2, 0) || faq_situ_near(m, i, SW_THEIRS, 0, 4) ||
                  faq_situ_near(m, i, SW_OPPONENT, 0, 4))) {
            /* « l'autre en a 4 », « 4 de sa couleur »; not the « il » of « faut-il 4… » */
            for (size_t j = i + 1; j <= i + 3 && faq_situ_qawale_same_clause(m, i, j); j++)
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
void faq_situ_qawale_read_colours(const struct faq_situ_marked *m, struct faq_situ *s)
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
            for (size_t j = i; j-- > 0 && i - j <= 5 && faq_situ_qawale_same_clause(m, i, j);)
                if (m->k[j].cell >= 0) {
                    s->covered_cell = m->k[j].cell; /* « celui en a3 est recouvert » */
                    break;
                }
}

/* « en d2 c'est un orange qui est en haut », "the top of d2 is orange": a pebble said on top
 * of a cell that is neutral or not the player's colour covers that cell's (s->covered_cell,
 * s->cover_colour). Returns whether one was said. */
bool faq_situ_qawale_read_top_cover(const struct faq_situ_marked *m, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n && s->covered_cell < 0; i++) {
        int c = faq_situ_qawale_colour_at(m, i);
        if (!c || (c != QAWALE_NEUTRAL && (!s->colour || c == s->colour)))
            continue;
        for (size_t j = i; faq_situ_near(m, i, SW_VISIBLE, 4, 4) && j-- > 0 && i - j <= 6 &&
                           faq_situ_qawale_same_clause(m, i, j);)
            if (m->k[j].cell >= 0) {
                s->covered_cell = m->k[j].cell;
                s->cover_colour = c == QAWALE_NEUTRAL ? 0 : c;
                return true;
            }
        /* « un neutre a atterri sur celui de b2 », "a neutral one sits on top of d1", « en d2
         * un galet neutre a été posé par-dessus le mien »: the pebble, a word putting it on,
         * the cell after (or before) */
        int cell = -1;
        bool on = false;
        for (size_t j = i + 1;
             j < m->n && j <= i + TOP_COVER_WORDS && faq_situ_qawale_same_clause(m, i, j) &&
             c == QAWALE_NEUTRAL && cell < 0;
             j++) {
            on = on || faq_situ_has(m, j, SW_VISIBLE) || faq_situ_has(m, j, SW_PLACE) ||
                 faq_situ_has(m, j, SW_DROP) || faq_situ_has(m, j, SW_LANDS) ||
                 faq_situ_has(m, j, SW_COVERED);
            cell = on ? m->k[j].cell : -1;
        }
        for (size_t j = i; on && cell < 0 && j-- > 0 && i - j <= TOP_COVER_WORDS &&
                           faq_situ_qawale_same_clause(m, i, j);)
            cell = m->k[j].cell;
        if (cell >= 0) {
            s->covered_cell = cell;
            s->cover_colour = 0;
            return true;
        }
    }
    return false;
}

/* The cell played said empty: an empty word after the first cell in its clause (« en b2 où
 * il n'y a rien »), or « sur une case vide » with no cell named. */
void faq_situ_qawale_read_empty(const struct faq_situ_marked *m, struct faq_situ *s, bool acts)
{
    for (size_t i = 0; i < m->n; i++) {
        bool cell = m->k[i].cell >= 0, pit = faq_situ_has(m, i, SW_PIT) && s->ncells == 0;
        if (!(cell || pit))
            continue;
        for (size_t j = i >= 3 ? i - 3 : 0; cell && j < i; j++) /* "nothing on c2" */
            if (faq_situ_qawale_same_clause(m, i, j) && faq_situ_has(m, j, SW_EMPTY) &&
                !faq_situ_qawale_is_count(m, j) && !faq_situ_qawale_pebble_word(m, j + 1) &&
                !faq_situ_has(m, j, SW_ALL_PLACED))
                s->cell_empty = true;
        /* the rest of its clause or the next, up to another cell (« c3, which is empty », « en
         * b2, là où il n'y a rien ») */
        for (size_t j = i + 1;
             j < m->n && m->k[j].clause <= m->k[i].clause + 1 && m->k[j].cell == -2; j++)
            if (faq_situ_has(m, j, SW_EMPTY) && !faq_situ_qawale_is_count(m, j) &&
                !faq_situ_qawale_pebble_word(m, j))
                s->cell_empty = cell || acts;
        return; /* the first cell only: the one played */
    }
}

/* A corner, the centre or an edge told in words stands for one such cell: the stack played
 * when no cell is named, or the one next to the first cell named when the path is given
 * from it (« stack of 5 from a corner, path a2, b2… »). */
void faq_situ_qawale_read_region(const struct faq_situ_marked *m, struct faq_situ *s)
{
    static const enum faq_situ_word regions[] = {SW_CORNER, SW_CENTRE, SW_EDGE};
    if (s->hands_empty || s->align || s->alignment_told || s->region || s->ncells == 0)
        return;
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].cell != -2 && faq_situ_near(m, i, SW_FROM, 2, 0))
            return; /* « from d4 »: the cell played is named */
    for (size_t k = 0; k < sizeof regions / sizeof regions[0]; k++) {
        bool said = false;
        for (size_t i = 0; i < m->n; i++) /* not « le coin d4 », "the corner a1": a cell */
            said = said ||
                   (faq_situ_has(m, i, regions[k]) && !faq_situ_has(m, i, SW_OFF_BOARD) &&
                    faq_situ_qawale_direction_at(m, i) < 0 &&
                    !(i + 1 < m->n && m->k[i + 1].cell >= 0) && !(i > 0 && m->k[i - 1].cell >= 0));
        if (!said)
            continue;
        int cell = -1;
        for (int d = 0; d < 4 && s->ncells > 0 && s->cells[0] >= 0 && cell < 0; d++) {
            int n = faq_situ_qawale_neighbour(s->cells[0], d);
            if (n >= 0 && faq_situ_qawale_in_region(regions[k], n) &&
                !faq_situ_qawale_in_region(regions[k], s->cells[0]))
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
bool faq_situ_qawale_read_line(const struct faq_situ_marked *m, const struct faq_situ *s,
                               int line[4])
{
    for (size_t i = 0; i + 1 < m->n; i++) {
        if (!(faq_situ_has(m, i, SW_ALIGN) || faq_situ_has(m, i, SW_ROW)) ||
            !faq_situ_qawale_same_clause(m, i, i + 1) || m->t.tok[i + 1][0] == '\0' ||
            m->t.tok[i + 1][1] != '\0')
            continue;
        if (faq_situ_qawale_pebble_word(m, i + 2) || faq_situ_has(m, i + 2, SW_NEUTRAL) ||
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
void faq_situ_qawale_read_claims(const struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_qawale_is_count(m, i) && !used[i] && faq_situ_has(m, i + 1, SW_PIT) &&
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
    for (size_t j = last;
         last < m->n && j-- > 0 && last - j <= 3 && faq_situ_qawale_same_clause(m, last, j);)
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
void faq_situ_qawale_read_layers(struct faq_situ_marked *m, bool *used, struct faq_situ *s)
{
    static const enum faq_situ_word gone[] = {
        SW_LIGHT, SW_DARK,    SW_NEUTRAL, SW_UP,     SW_DOWN,     SW_VISIBLE, SW_CENTRE,
        SW_EDGE,  SW_COVERED, SW_UPWARD,  SW_BOTTOM, SW_DOWNWARD, SW_PEBBLE,  SW_AND};
    size_t first = m->n, last = m->n, head = m->n; /* head: the first colour */
    int8_t layer[QAWALE_MAX_HEIGHT];
    int n = 0;
    for (size_t i = 0; i < m->n && first == m->n; i++) {
        if (!faq_situ_qawale_colour_at(m, i) || used[i])
            continue;
        bool owned = false; /* « mon clair », « je suis les clairs »: the player's colour */
        for (size_t j = i; j-- > 0 && i - j <= 3 && faq_situ_qawale_same_clause(m, i, j);)
            owned = owned || faq_situ_qawale_person_at(m, j) >= 0;
        if (owned)
            continue;
        size_t end = i, k = i;
        int run = 0, got = 0;
        while (k < m->n && faq_situ_qawale_colour_at(m, k) && !used[k] && got < QAWALE_MAX_HEIGHT) {
            int count = k > 0 && faq_situ_qawale_is_count(m, k - 1) &&
                                faq_situ_qawale_same_clause(m, k - 1, k) && m->k[k - 1].num >= 1 &&
                                m->k[k - 1].num <= QAWALE_PEBBLES
                            ? m->k[k - 1].num
                            : 1;
            for (int c = 0; c < count && got < QAWALE_MAX_HEIGHT; c++)
                layer[got++] = (int8_t)faq_situ_qawale_colour_at(m, k);
            run++;
            end = k;
            /* the next colour, past fillers (« puis un », « en bas, »; "at the bottom and a"
             * in its clause) */
            size_t next = k + 1;
            while (next < m->n &&
                   (next <= k + 4 || (next <= k + 6 && faq_situ_qawale_same_clause(m, k, next))) &&
                   !faq_situ_qawale_colour_at(m, next) && m->k[next].cell == -2 &&
                   !faq_situ_has(m, next, SW_PLACE) && !faq_situ_has(m, next, SW_DROP) &&
                   faq_situ_qawale_person_at(m, next) != 0 && /* "one of his dark" runs on */
                   /* « …a deux neutres. Il y a un neutre seul en d2 »: another cell's */
                   !(faq_situ_has(m, next, SW_HAVE) && !faq_situ_qawale_same_clause(m, k, next)))
                next++;
            /* « sur c4 (un foncé), le foncé va en d4 », « sur d1 qui a un foncé, le foncé va
             * en d2 »: a list ends before a colour of another clause said going to a cell (not
             * « (neutre, neutre, clair) ») */
            bool closed = !faq_situ_qawale_same_clause(m, k, next) && next < m->n &&
                          faq_situ_qawale_clause_names_cell(m, m->k[next].clause);
            k = next < m->n && !closed && faq_situ_qawale_colour_at(m, next) ? next : m->n;
        }
        /* "does 3 lights + an orange count as a win?": a line's tops asked, no stack */
        bool line = faq_situ_clause_has(m, m->k[i].clause, SW_Q_WIN) ||
                    faq_situ_clause_has(m, m->k[i].clause, SW_ALIGN) ||
                    faq_situ_clause_has(m, m->k[i].clause, SW_ROW);
        if (run >= 2 && !line) {
            head = i;
            first = i > 0 && faq_situ_qawale_is_count(m, i - 1) &&
                            faq_situ_qawale_same_clause(m, i - 1, i)
                        ? i - 1
                        : i;
            last = end;
            n = got;
        }
    }
    if (first == m->n)
        return;
    bool down = false; /* told from the top */
    for (size_t j = first >= 6 ? first - 6 : 0; j < m->n && j <= last + 3; j++)
        down = down || faq_situ_has(m, j, SW_DOWNWARD);
    for (size_t j = head + 1; j <= head + 3 && j < m->n && !faq_situ_qawale_colour_at(m, j); j++)
        down = down || (faq_situ_has(m, j, SW_VISIBLE) && !faq_situ_has(m, j, SW_UPWARD));
    for (size_t j = last + 1; j <= last + 3 && j < m->n && !faq_situ_qawale_colour_at(m, j); j++)
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
        if (faq_situ_qawale_is_count(m, j) && m->k[j].num == n)
            used[j] = true; /* « la pile de c2 fait 3 : … » */
    size_t from = first >= 6 ? first - 6 : 0, to = last + 3 < m->n ? last + 3 : m->n - 1;
    for (size_t j = from; j <= to; j++) {
        bool inside = j >= first && j <= last;
        if (!inside && !faq_situ_has(m, j, SW_UPWARD) && !faq_situ_has(m, j, SW_DOWNWARD) &&
            !faq_situ_has(m, j, SW_BOTTOM) && !faq_situ_has(m, j, SW_VISIBLE))
            continue;
        if (inside && faq_situ_qawale_is_count(m, j))
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
void faq_situ_qawale_read_hands(const struct faq_situ_marked *m, bool *used, bool acts,
                                struct faq_situ *s)
{
    s->hand_mine = s->hand_theirs = FAQ_SITU_UNSAID;
    if (!acts)
        return;
    for (size_t i = 0; i < m->n; i++) {
        if (faq_situ_bit(m->k[i].start_mask, SW_LAST_PEBBLE))
            *(faq_situ_qawale_theirs_at(m, i) ? &s->hand_theirs : &s->hand_mine) = 1;
        bool all =
            faq_situ_has(m, i, SW_ALL_PLACED) ||
            (faq_situ_qawale_is_count(m, i) && m->k[i].num == QAWALE_PEBBLES && i > 0 &&
             faq_situ_has(m, i - 1, SW_THEIRS) && faq_situ_clause_has(m, m->k[i].clause, SW_PLACE));
        if (all && faq_situ_qawale_theirs_at(m, i)) { /* « ses 8 », « tous ses galets » */
            s->hand_theirs = 0;
            used[i] = true;
        }
    }
    bool last = false;
    for (size_t i = 0; i < m->n; i++)
        last = last || faq_situ_qawale_last_in_hand(m, i);
    if (((s->hand_mine >= 0 || s->hand_theirs >= 0) && s->ncells > 0) || last)
        s->hands_empty = false; /* the move is told (or the player's last pebble): its own */
}

/* Whether the path told is the whole path: a word saying so after the first cell named
 * (« …a2 et c'est tout », "…d2, and I'm done", « seulement c3 et d3 »; not « à gauche », "left",
 * nor « il reste 2 galets »). */
bool faq_situ_qawale_read_done(const struct faq_situ_marked *m)
{
    size_t first = m->n;
    for (size_t i = 0; i < m->n && first == m->n; i++)
        if (m->k[i].cell >= 0)
            first = i;
    for (size_t i = first + 1; i < m->n; i++) {
        if (faq_situ_has(m, i, SW_DONE))
            return true;
        if (faq_situ_has(m, i, SW_ONLY) && faq_situ_qawale_direction_at(m, i) < 0 &&
            !faq_situ_has(m, i, SW_LEFT) && !(i + 1 < m->n && faq_situ_qawale_is_count(m, i + 1)) &&
            !(i + 2 < m->n && faq_situ_qawale_is_count(m, i + 2)))
            return true;
    }
    return false;
}

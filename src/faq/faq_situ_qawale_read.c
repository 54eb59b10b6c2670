/* faq_situ_qawale_read.c — the Qawale reading entry (faq_situ_read_qawale): the readers of
 * faq_situ_qawale_*.c in their order, the numbers the situation does not hang on, the path's
 * shape words, and the heights told again (« donc 3 ») kept for the builder to check. What was
 * said is kept exactly; nothing is guessed here. */
#include <stdlib.h>

#include "faq_situ_qawale.h"

/* « …je sème b4 puis a4 : ça fait 4 ? »: a bare 4 ending an asked clause asks for the line of
 * four, it tells no stack. */
static bool line_asked(const struct faq_situ_marked *m, size_t i)
{
    return m->k[i].num == 4 && m->k[i].asked &&
           (i + 1 == m->n || m->k[i + 1].clause != m->k[i].clause);
}

/* A number the situation does not hang on: a cell's count (« 4 cases »), the 4 of a line
 * (« mes 4 », "no line of four"), a line's name (« la rangée 1 »), the pebble placed (« je
 * pose 1 des miens »), the start's corners (« les 4 coins ont 2 neutres »), the two players
 * (« tous les deux »), the line of four asked (« ça fait 4 ? »). */
static bool incidental(const struct faq_situ_marked *m, size_t i, const struct faq_situ *s)
{
    int n = m->k[i].num;
    bool digits = m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9';
    if (n < 2 && !digits)
        return true;
    if (faq_situ_has(m, i + 1, SW_PIT) || faq_situ_has(m, i, SW_BOTH) ||
        (i > 0 && (faq_situ_has(m, i - 1, SW_ALIGN) || faq_situ_has(m, i - 1, SW_ROW))))
        return true;
    /* « 4 alignés », "row 2 has four of my pebbles": the line's four */
    int cl = m->k[i].clause;
    if (((n == 4 || n == s->align_count) &&
         (faq_situ_clause_has(m, cl, SW_ALIGN) || faq_situ_clause_has(m, cl, SW_ROW))) ||
        line_asked(m, i))
        return true;
    if (n == 1 && faq_situ_near(m, i, SW_PLACE, 3, 0))
        return true;
    if (faq_situ_has(m, i + 1, SW_CORNER) ||
        (faq_situ_has(m, i + 1, SW_NEUTRAL) && faq_situ_clause_has(m, m->k[i].clause, SW_CORNER)))
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
        for (size_t j = i + 1;
             j < m->n && m->k[j].cell >= 0 && faq_situ_qawale_same_clause(m, i, j);
             j = faq_situ_qawale_next_listed(m, j))
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
        for (size_t j = i; j-- > 0 && i - j <= 3 && faq_situ_qawale_same_clause(m, i, j) && !shape;)
            shape = faq_situ_has(m, j, SW_STRAIGHT) || faq_situ_qawale_direction_at(m, j) >= 0;
        if (shape) {
            m->k[i].mask[SW_ALIGN / 64] &= ~(1ull << (SW_ALIGN % 64));
            m->k[i].start_mask[SW_ALIGN / 64] &= ~(1ull << (SW_ALIGN % 64));
        }
    }
}

/* « je joue la pile du coin d1 », "I play the corner d1 stack", « je joue en b2 »: playing a
 * stack or a cell is placing on it (a placing word put on m); not « je joue les clairs », nor
 * a sowing word. */
static void play_places(struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_has(m, i, SW_PLAY) || faq_situ_has(m, i, SW_PLACE) ||
            faq_situ_has(m, i, SW_DROP) || faq_situ_has(m, i + 1, SW_DROP))
            continue; /* "sow a stack of 3", « je sème b1 » sow it */
        bool names = false;
        for (size_t j = i + 1; j < m->n && j <= i + 5 && faq_situ_qawale_same_clause(m, i, j); j++)
            names = names || m->k[j].cell >= 0 || faq_situ_has(m, j, SW_STACK);
        if (names) {
            faq_situ_set_bit(m->k[i].mask, SW_PLACE);
            faq_situ_set_bit(m->k[i].start_mask, SW_PLACE);
        }
    }
}

/* « en milieu de partie », "in the middle of the game": the game's middle, not the board's
 * (no centre cell told by it), and the start's stacks (a corner's 2 neutrals) no longer known. */
static void mid_game(struct faq_situ_marked *m, struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_has(m, i, SW_MIDGAME)) {
            s->mid_game = !s->start;
            unsigned w = SW_CENTRE;
            m->k[i].mask[w / 64] &= ~(UINT64_C(1) << (w % 64));
            m->k[i].start_mask[w / 64] &= ~(UINT64_C(1) << (w % 64));
        }
}

/* The height of the stack played that the count at word i tells again, or tells first: the
 * pebbles lifted, the stack and the one placed (« je soulève les trois », « donc j'ai 3
 * galets », "so 4 to drop", « je pose le mien : sept »), or the stack before it (« it had
 * six »); FAQ_SITU_UNSAID when the count is of something else. *lifted: which it told. */
static int restated_height(const struct faq_situ_marked *m, size_t i, bool *lifted)
{
    int cl = m->k[i].clause, n = m->k[i].num;
    /* « 2 galets en a4 »: another cell's stack; not « je dépose les trois en b4 » */
    bool dropped = faq_situ_near(m, i, SW_DROP, 2, 0);
    for (size_t j = i + 1; !dropped && j <= i + 3 && faq_situ_qawale_same_clause(m, i, j) &&
                           !faq_situ_has(m, j, SW_AND) && !faq_situ_has(m, j, SW_DROP);
         j++)
        if (m->k[j].cell != -2)
            return FAQ_SITU_UNSAID;
    bool alone = i > 0 && m->k[i - 1].clause != cl && !faq_situ_qawale_same_clause(m, i, i + 1) &&
                 faq_situ_clause_has(m, m->k[i - 1].clause, SW_PLACE);
    *lifted = alone || faq_situ_near(m, i, SW_LIFT, 3, 0) || faq_situ_near(m, i, SW_SO, 3, 0) ||
              faq_situ_near(m, i, SW_DROP, 2, 3) || faq_situ_near(m, i, SW_WITH_MINE, 3, 3);
    if (*lifted)
        return n >= 2 ? n - 1 : FAQ_SITU_UNSAID;
    return faq_situ_near(m, i, SW_HAVE, 2, 0) && n >= 1 ? n : FAQ_SITU_UNSAID;
}

/* The one cell clause cl names when it tells neither a placing nor a drop, else -1. */
static int clause_cell(const struct faq_situ_marked *m, int cl)
{
    int cell = -1, n = 0;
    if (faq_situ_clause_has(m, cl, SW_PLACE) || faq_situ_clause_has(m, cl, SW_DROP))
        return -1;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl && m->k[j].cell >= 0 && n++ == 0)
            cell = m->k[j].cell;
    return n == 1 ? cell : -1;
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
        if (!faq_situ_qawale_is_count(m, i) || used[i] || m->k[i].cell != -2 ||
            incidental(m, i, s) || faq_situ_clause_has(m, m->k[i].clause, SW_ALIGN))
            continue;
        int other =
            faq_situ_qawale_stack_cell(m, i); /* « ya déjà 2 galets en a4 »: that cell's stack */
        if (other < 0) /* « j'ai 3 galets à moi empilés en b3 », its clause telling no move */
            other = clause_cell(m, m->k[i].clause);
        if (other >= 0 && s->ncells > 0 && other != s->cells[0] && m->k[i].num <= QAWALE_PEBBLES) {
            faq_situ_qawale_add_told(s, other, 0, m->k[i].num);
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

/* « je fais b1, c1, c2 puis b2 »: cells told one after another, each beside the one before,
 * turning (no rank or file holds them all): a path, so a move told, never a line of pebbles. */
static bool turning_path(const struct faq_situ *s)
{
    bool rank = true, file = true;
    if (s->ncells < 3)
        return false;
    for (size_t k = 1; k < s->ncells; k++) {
        int a = s->cells[k - 1], b = s->cells[k];
        if (a < 0 || b < 0 || abs(a % 4 - b % 4) + abs(a / 4 - b / 4) != 1)
            return false;
        rank = rank && a / 4 == b / 4;
        file = file && a % 4 == b % 4;
    }
    return !rank && !file;
}

/* A pebble put on a stack by a player: a placing word whose clause names no neutral pebble
 * before it (« un galet neutre a été posé par-dessus le mien » tells the board: nobody places
 * a neutral one). */
static bool player_places(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        bool neutral = false;
        for (size_t j = i; j-- > 0 && faq_situ_qawale_same_clause(m, i, j) && !neutral;)
            neutral = faq_situ_qawale_colour_at(m, j) == QAWALE_NEUTRAL;
        if (faq_situ_has(m, i, SW_PLACE) && !neutral)
            return true;
    }
    return false;
}

/* « ça fait le bon nombre de cases ? », "is that the right number of cells?": every count
 * word inside a legality phrase asks a yes or no, not a count. */
static void legal_counts(const struct faq_situ_marked *m, struct faq_situ *s)
{
    bool count = false, legal = true;
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_has(m, i, SW_Q_COUNT)) {
            count = true;
            legal = legal && faq_situ_has(m, i, SW_Q_LEGAL);
        }
    if (!count || !legal)
        return;
    s->ask &= ~(unsigned)SA_COUNT;
    s->yes_no = !(s->ask & (SA_WHERE | SA_CELLS)) && !faq_situ_any(m, SW_INTERROG);
}

/* « mon coup fait apparaître 4 foncés en ligne 2 », "four light ones on rank 3": a line of
 * one colour the move is said to show (a count of 4 and a colour in the clause of a line
 * named by its rank or file): its cells off the move (the path completes it) show that colour
 * before it, told as such. */
static void lines_shown(const struct faq_situ_marked *m, struct faq_situ *s)
{
    for (size_t i = 0; i + 1 < m->n && s->ncells >= 2; i++) {
        char c = m->t.tok[i + 1][0];
        bool named = (faq_situ_has(m, i, SW_ALIGN) || faq_situ_has(m, i, SW_ROW)) &&
                     faq_situ_qawale_same_clause(m, i, i + 1) && m->t.tok[i + 1][1] == '\0' &&
                     ((c >= 'a' && c <= 'd') || (c >= '1' && c <= '4'));
        int colour = 0; /* the nearest colour before the line, a 4 before it */
        bool four = false;
        for (size_t j = i; named && !four && j-- > 0 && faq_situ_qawale_same_clause(m, i, j);) {
            if (!colour && faq_situ_qawale_colour_at(m, j) != QAWALE_NEUTRAL)
                colour = faq_situ_qawale_colour_at(m, j);
            four = colour && faq_situ_qawale_is_count(m, j) && m->k[j].num == 4;
        }
        if (!named || !four)
            continue;
        for (int k = 0; k < 4; k++) {
            int cell = c >= 'a' ? 4 * k + (c - 'a') : 4 * (c - '1') + k;
            bool moved = false;
            for (size_t q = 0; q < s->ncells; q++)
                moved = moved || s->cells[q] == cell;
            if (!moved)
                faq_situ_qawale_add_told(
                    s, cell, s->colour && colour != s->colour ? SITU_TOP_THEIRS : SITU_TOP_MINE, 1);
        }
    }
}

/* « c4 avait 2 galets, il en a combien maintenant ? », "c4 had 2, how many has it now?": a
 * count asked in a clause naming no cell, right after a clause naming one cell of the path
 * only: that cell's count after the move (-1 none). */
static int count_asked(const struct faq_situ_marked *m, const struct faq_situ *s)
{
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause, cell = -1, cells = 0;
        if (!faq_situ_has(m, i, SW_Q_COUNT) || cl == 0 || faq_situ_qawale_clause_names_cell(m, cl))
            continue;
        for (size_t j = 0; j < m->n; j++)
            if (m->k[j].clause == cl - 1 && m->k[j].cell >= 0 && cells++ == 0)
                cell = m->k[j].cell;
        for (size_t k = 1; k < s->ncells && cells == 1; k++)
            if (s->cells[k] == cell)
                return cell;
    }
    return -1;
}

/* « lui il a maintenant a2 b2 c2 d2 foncés visibles » with a move dropping on d2: four told
 * cells of one top in a line cannot all be so before the move (the game would be over): a
 * cell of them on the path is what the move makes, not told before it. */
static void untell_made(struct faq_situ *s)
{
    for (int line = 0; line < QAWALE_LINES; line++) {
        int cells[4], same = 0, top = 0;
        for (int k = 0; k < 4; k++)
            cells[k] = faq_situ_qawale_line_cell(line, k);
        for (int k = 0; k < 4; k++)
            for (size_t t = 0; t < s->ntold; t++)
                if (s->told[t].cell == cells[k] && s->told[t].top != SITU_TOP_NEUTRAL &&
                    (top == 0 || s->told[t].top == top)) {
                    top = s->told[t].top;
                    same++;
                }
        for (size_t t = 0; same == 4 && t < s->ntold; t++)
            for (size_t q = 1; q < s->ncells; q++)
                if (s->told[t].cell == s->cells[q]) {
                    s->told[t] = s->told[--s->ntold];
                    return;
                }
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
    s->count_cell = -1;
    s->straight = -1;
    s->heading = -1;
    s->start = faq_situ_any(m, SW_START);
    s->layers_cell = -1;
    legal_counts(m, s);
    struct faq_situ_marked *copy = malloc(sizeof *copy); /* m without a stack's colour list */
    if (copy) {
        *copy = *m;
        faq_situ_qawale_read_layers(copy, used, s);
        path_lines(copy);
        play_places(copy);
        mid_game(copy, s);
        m = copy;
    }
    faq_situ_qawale_read_height(m, used, s);
    faq_situ_qawale_read_cells(m, faq_situ_qawale_own_colour(m), s);
    faq_situ_qawale_read_claims(m, used, s);
    s->path_done = faq_situ_qawale_read_done(m);
    s->hands_empty = faq_situ_any(m, SW_ALL_PLACED);
    /* « mon adversaire n'a plus de galets mais moi il m'en reste »: only the opponent's hand
     * is empty, the player still has one to place: not the end of the game */
    for (size_t i = 0; i < m->n && s->hands_empty; i++)
        if (faq_situ_has(m, i, SW_ALL_PLACED) && faq_situ_qawale_theirs_at(m, i))
            for (size_t j = 0; j < m->n; j++)
                if (j > i + 2 && faq_situ_qawale_person_at(m, j) == 0 &&
                    !faq_situ_has(m, j, SW_ALL_PLACED) &&
                    (faq_situ_near(m, j, SW_HAVE, 0, 3) || faq_situ_near(m, j, SW_ONLY, 0, 3) ||
                     faq_situ_has(m, j, SW_ONLY)))
                    s->hands_empty = false;
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_has(m, i, SW_ALL_PLACED))
            used[i] = true; /* « nos 8 galets » */
    /* a way the sowing goes (« tout droit vers la gauche ») tells a move too */
    bool acts =
        player_places(m) || faq_situ_any(m, SW_DROP) || (s->ask & SA_CELLS) || s->heading >= 0;
    for (size_t i = 0; i < m->n; i++) /* "this is my last pebble": the move placing it */
        acts = acts || faq_situ_qawale_last_in_hand(m, i);
    acts = acts || turning_path(s);
    faq_situ_qawale_read_hands(m, used, acts, s);
    /* own pebbles stacked on one cell, and the outcome asked: a tower, not a move */
    s->tower = faq_situ_any(m, SW_STACK) && !acts && s->ncells <= 1 &&
               !faq_situ_any(m, SW_VISIBLE) && /* « on top of their stacks »: a line */
               ((s->ask & SA_WIN) || faq_situ_any(m, SW_ALIGN)) &&
               (faq_situ_any(m, SW_MINE) || faq_situ_any(m, SW_LIGHT) || faq_situ_any(m, SW_DARK));
    if (s->tower)
        s->stack_height = FAQ_SITU_UNSAID;
    read_restated(m, used, acts || s->ncells >= 2, s); /* « jvais b3 puis b2 »: a move too */
    faq_situ_qawale_read_counts(m, used, s);
    if (s->tower && s->align_count < 0 && s->stack_height > 0)
        s->align_count = s->stack_height;
    faq_situ_qawale_read_colours(m, s);
    int told_own = faq_situ_qawale_told_colour(
        m, 0); /* « je suis les clairs »: the player's, before any other */
    if (told_own)
        s->colour = told_own;
    s->own_colour = told_own;
    s->line_colour = faq_situ_qawale_line_colour(m);
    /* « l'adversaire a des foncés visibles en a2…, je pose… »: the player moving plays the
     * other colour (a line told without a move keeps the colour said as the line's) */
    if (!s->theirs_colour && acts)
        s->theirs_colour = faq_situ_qawale_told_colour(m, 1);
    if (s->theirs_colour && s->colour == s->theirs_colour) /* « il a 4 galets foncés » */
        s->colour = faq_situ_qawale_other_colour(s->theirs_colour);
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
    s->asks_tie = s->yes_no && faq_situ_any(m, SW_Q_TIE);
    s->asked_pebble = faq_situ_qawale_asked_pebble(m, s->colour);
    s->in_place = faq_situ_any(m, SW_IN_PLACE);
    s->diagonal = faq_situ_any(m, SW_DIAGONAL);
    s->u_turn = faq_situ_any(m, SW_U_TURN);
    s->off_board = faq_situ_any(m, SW_OFF_BOARD);
    /* « est-ce un demi-tour ? », "is that a U-turn?": the forbidden turn back, asked of the move
     * (a permission asked is not: the « puis » of « b3 puis b2 » is « then », no « puis-je ») */
    bool may = false, turn = false;
    for (size_t i = 0; i < m->n; i++) {
        may = may || (faq_situ_has(m, i, SW_Q_LEGAL) && !faq_situ_has(m, i, SW_AND));
        turn = turn || (faq_situ_has(m, i, SW_U_TURN) && m->k[i].asked);
    }
    if (turn && s->yes_no && !may &&
        !(s->ask & (SA_FORBID | SA_OFF | SA_WIN | SA_CELLS | SA_WHERE)))
        s->ask = (s->ask & ~(unsigned)SA_LEGAL) | SA_FORBID;
    /* « …en sortant du plateau par le bas », « ça sort par le haut ? »: the path told goes on
     * that way until it leaves the board */
    for (size_t i = 0; i < m->n && s->off_board && s->straight < 0; i++)
        s->straight = (int8_t)faq_situ_qawale_exit_side(m, i);
    s->covered = faq_situ_any(m, SW_COVERED) || faq_situ_qawale_read_top_cover(m, s);
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
        if ((faq_situ_has(m, i, SW_Q_WIN) || faq_situ_has(m, i, SW_Q_LOSE)) &&
            faq_situ_qawale_theirs_at(m, i) && !faq_situ_has(m, i, SW_INTERROG))
            s->about_theirs = true; /* « il a gagné ? », "did he win?" */
    s->asks_lose = faq_situ_any(m, SW_Q_LOSE);
    for (size_t i = 0; i < m->n; i++) /* not the « premier » of « au premier coup » */
        s->ordinal = s->ordinal || (m->k[i].ord >= 0 && !faq_situ_has(m, i, SW_START));
    if (s->asks_lose)
        s->ask |= SA_WIN;
    faq_situ_qawale_read_empty(m, s, acts);
    faq_situ_qawale_read_region(m, s);
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
    bool lined =
        !acts && (s->align || s->visible || s->covered) && faq_situ_qawale_read_line(m, s, s->line);
    s->has_line = lined;
    /* « mes galets sont en a3, b3, c3 et d3, c'est gagné ? »: pebbles told on cells, no move,
     * the win asked: a line told, not a path */
    bool pebbles_told = !acts && s->ncells >= 3 && (s->ask & SA_WIN) &&
                        (faq_situ_any(m, SW_PEBBLE) || faq_situ_any(m, SW_MINE) || s->colour);
    s->alignment_told =
        ((s->ncells >= 3 || lined) && !acts && (s->align || s->visible || s->covered)) ||
        pebbles_told;
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
        /* « c'est mon dernier galet, il a posé ses 8 »: the last move of the game */
        (acts && s->hand_mine == 1 && s->hand_theirs == 0) || s->tower ||
        /* « combien de cases si je pose sur cette pile-là ? »: one stack pointed at, its cells
         * asked (its height, never said, is asked back) */
        (acts && (s->ask & SA_CELLS) && faq_situ_any(m, SW_THIS_STACK)) ||
        (s->alignment_told && s->align_count >= 3) ||
        (s->align && told_mine && s->align_count >= 2 && !acts) || (s->cell_empty && acts) ||
        (s->align && s->align_theirs >= 3) ||
        (s->align && own && s->align_count >= 3 && (s->covered || s->neutral || s->visible));
    /* « je commence par le galet du haut »: the rule's mistake, asked of the rule (its entry
     * says how the sowing goes), not a case to play */
    for (size_t i = 0; i < m->n; i++) /* not « en sortant par le haut »: the side left by */
        if (faq_situ_bit(m->k[i].start_mask, SW_TOP_FIRST) && faq_situ_qawale_exit_side(m, i) < 0)
            s->situation = false;
    /* one cell, no move, no line counted: « mon galet en c2 est recouvert, il compte encore ? »
     * is that pebble under another; without a cover said, a position would be made up */
    if (s->ncells == 1 && !acts && s->stack_height < 0 && s->ntold == 0 &&
        (s->covered || s->align || s->visible) && !s->alignment_told && s->align_count < 3 &&
        s->align_theirs < 3 && !s->tower && !s->hands_empty) {
        s->covered_one = s->covered;
        s->situation = s->covered;
    }
    lines_shown(m, s);
    untell_made(s);
    s->count_cell = count_asked(m, s);
    /* a number left over (not an article, not the length of a path, not the count of a line
     * already read: « mes 4 ») means the position built would be a guess */
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_qawale_is_count(m, i) && !used[i] && m->k[i].cell == -2 &&
            !incidental(m, i, s) && s->unread++ == 0)
            s->unread_num = m->k[i].num;
    free(copy);
}

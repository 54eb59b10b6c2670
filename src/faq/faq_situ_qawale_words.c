/* faq_situ_qawale_words.c — what a Qawale question's words say of persons, colours and counts
 * of pebbles: whose a count or a colour is (« l'autre en a 4 », « je suis les clairs »), which
 * numbers count pebbles, what a clause says is on its cells, and which clause tells the move.
 * Pure functions of the marked words (faq_situ_qawale.h); words are the lexicon's concepts. */
#include "faq_situ_qawale.h"

bool faq_situ_qawale_pebble_word(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has(m, i, SW_PEBBLE) || faq_situ_has(m, i, SW_PIECE);
}

/* A count: faq_situ_is_number, but not a number word used as an article before a cell,
 * a corner or a stack (« d'un coin », « une pile de 2 »). */
bool faq_situ_qawale_is_count(const struct faq_situ_marked *m, size_t i)
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

bool faq_situ_qawale_same_clause(const struct faq_situ_marked *m, size_t i, size_t j)
{
    return j < m->n && m->k[j].clause == m->k[i].clause;
}

/* A person named at word j: 1 the opponent (« l'autre », « il », « ses »; not the « il » of
 * « il y a »), 0 the player, -1 none. */
int faq_situ_qawale_person_at(const struct faq_situ_marked *m, size_t j)
{
    bool theirs = (faq_situ_has(m, j, SW_OPPONENT) && !faq_situ_bit(m->k[j].start_mask, SW_HAVE)) ||
                  faq_situ_has(m, j, SW_THEIRS);
    bool mine = faq_situ_has(m, j, SW_MINE);
    return theirs ? 1 : mine ? 0 : -1; /* « mon adversaire »: the opponent */
}

/* Whether the count at word i is the opponent's: a person said right after it (« 4 de sa
 * couleur »), else the nearest before it in its clause (« l'autre en a 4 »). */
bool faq_situ_qawale_theirs_at(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1;
         j <= i + 3 && faq_situ_qawale_same_clause(m, i, j) && !faq_situ_qawale_is_count(m, j); j++)
        if (faq_situ_qawale_person_at(m, j) >= 0)
            return faq_situ_qawale_person_at(m, j) == 1;
    for (size_t j = i + 1; j-- > 0 && m->k[j].clause == m->k[i].clause;)
        if (faq_situ_qawale_person_at(m, j) >= 0)
            return faq_situ_qawale_person_at(m, j) == 1;
    return false;
}

/* A count of pebbles at word i: a number followed, in its clause, by a pebble word, a colour
 * or an alignment word before any other number (« 3 galets », « 4 de mes galets », « en a 4
 * de sa couleur alignés »). */
bool faq_situ_qawale_pebble_count(const struct faq_situ_marked *m, const bool *used, size_t i)
{
    if (!faq_situ_qawale_is_count(m, i) || used[i] || m->k[i].cell != -2)
        return false;
    for (size_t j = i + 1;
         j <= i + 4 && faq_situ_qawale_same_clause(m, i, j) && !faq_situ_qawale_is_count(m, j); j++)
        if (faq_situ_qawale_pebble_word(m, j) || faq_situ_has(m, j, SW_ALIGN) ||
            faq_situ_has(m, j, SW_LIGHT) || faq_situ_has(m, j, SW_DARK) ||
            faq_situ_has(m, j, SW_NEUTRAL))
            return true;
    return false;
}

/* The pebble colour word i tells: QAWALE_LIGHT, QAWALE_DARK, QAWALE_NEUTRAL, or 0. */
int faq_situ_qawale_colour_at(const struct faq_situ_marked *m, size_t i)
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
int faq_situ_qawale_told_colour(const struct faq_situ_marked *m, int who)
{
    for (size_t i = 0; i < m->n; i++) {
        int c = faq_situ_qawale_colour_at(m, i);
        /* the person at most 3 words before, cells not counted (« il a maintenant a2 b2 c2 d2
         * foncés visibles ») */
        size_t words = 0;
        for (size_t j = i;
             c && c != QAWALE_NEUTRAL && j-- > 0 && faq_situ_qawale_same_clause(m, i, j);) {
            if ((words += m->k[j].cell == -2) > 3)
                break;
            /* « j'ai posé un foncé en d2 »: a pebble moved, not the player's colour (« je
             * pose mon clair » names it by the possessive, right before it) */
            if ((faq_situ_has(m, j, SW_PLACE) || faq_situ_has(m, j, SW_DROP)) && i - j > 1)
                break;
            if (faq_situ_qawale_person_at(m, j) >= 0) {
                if (faq_situ_qawale_person_at(m, j) == who)
                    return c;
                break;
            }
        }
    }
    return 0;
}

int faq_situ_qawale_other_colour(int c)
{
    return c == QAWALE_LIGHT ? QAWALE_DARK : c == QAWALE_DARK ? QAWALE_LIGHT : 0;
}

/* The player's own colour: told with the player, else the one the opponent's is not, else
 * the first said ("light on top at b1, b2…; a4 has one dark pebble": the dark is his). */
int faq_situ_qawale_own_colour(const struct faq_situ_marked *m)
{
    int mine = faq_situ_qawale_told_colour(m, 0), theirs = faq_situ_qawale_told_colour(m, 1);
    return mine     ? mine
           : theirs ? faq_situ_qawale_other_colour(theirs)
                    : faq_situ_qawale_line_colour(m);
}

/* The first player's colour said of pebbles not told with the player (« 4 galets foncés
 * alignés »), or 0. */
int faq_situ_qawale_line_colour(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int c = faq_situ_qawale_colour_at(m, i);
        bool owned = false;
        for (size_t j = i; j-- > 0 && i - j <= 3 && faq_situ_qawale_same_clause(m, i, j);)
            owned = owned || faq_situ_qawale_person_at(m, j) >= 0;
        if ((c == QAWALE_LIGHT || c == QAWALE_DARK) && !owned)
            return c;
    }
    return 0;
}

/* The count at word j counts pebbles: a pebble word or a neutral right after it, or within
 * its next 3 words of its clause past no other count nor cell (« 3 de mes galets », "three
 * light pebbles"). */
static bool counts_pebbles(const struct faq_situ_marked *m, size_t j)
{
    for (size_t k = j + 1; k <= j + 3 && k < m->n && faq_situ_qawale_same_clause(m, j, k); k++) {
        if (faq_situ_qawale_pebble_word(m, k) || faq_situ_has(m, k, SW_NEUTRAL) ||
            faq_situ_has(m, k, SW_LIGHT) || faq_situ_has(m, k, SW_DARK)) /* « 3 clairs » */
            return true;
        if (faq_situ_qawale_is_count(m, k) || m->k[k].cell != -2)
            return false;
    }
    return false;
}

/* What a clause says is on its cells: SITU_TOP_* (the player's pebbles, the opponent's, or
 * neutral ones, « il y a 4 galets » counting as neutral) and *count the height, or 0. A
 * colour is the player's, or the opponent's when own (the player's colour told) differs. */
int faq_situ_qawale_clause_content(const struct faq_situ_marked *m, int cl, int own, int *count)
{
    bool mine = false, theirs = false, neutral = false, pebbles = false, cell_before = false;
    bool owner = false; /* « j'ai des galets visibles en… », "I have visible pebbles on…" */
    int n = -1, cells = 0, words = 0;
    /* « avec le mien » counts the pebble placed in a height told (« ma pile fait 3 avec mon
     * galet »); in a clause telling neutral pebbles and no height ("a neutral with my own
     * pebble on it"), it is the player's pebble already on them */
    bool counted = faq_situ_clause_has(m, cl, SW_MAKES), told_neutral = false;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl) {
            counted = counted || (faq_situ_qawale_is_count(m, j) && m->k[j].num >= 2);
            told_neutral = told_neutral || faq_situ_has(m, j, SW_NEUTRAL);
        }
    bool on_neutral = !counted && told_neutral;
    for (size_t j = 0; j < m->n; j++) {
        if (m->k[j].clause != cl)
            continue;
        cells += m->k[j].cell >= 0;
        bool placed = false; /* « je pose mon galet »: the pebble placed, not a content */
        for (size_t b = j >= 3 ? j - 3 : 0; b < j; b++)
            placed = placed || (m->k[b].clause == cl && faq_situ_has(m, b, SW_PLACE));
        /* « ma pile fait 3 avec mon galet »: the pebble placed too */
        if (placed || (faq_situ_has(m, j, SW_WITH_MINE) && !on_neutral))
            continue;
        /* the player opening the clause with a having word owns the pebbles it tells */
        bool opening = words++ < 2, having = faq_situ_has(m, j, SW_HAVE) ||
                                             faq_situ_has(m, j + 1, SW_HAVE) ||
                                             faq_situ_has(m, j + 2, SW_HAVE);
        /* "with my visible ones on a3", « avec mes galets en a3 »: the having word before */
        having = having || (j > 0 && m->k[j - 1].clause == cl && faq_situ_has(m, j - 1, SW_HAVE));
        owner = owner ||
                (opening && having && faq_situ_qawale_person_at(m, j) == 0 &&
                 !faq_situ_clause_has(m, cl, SW_PLACE) && !faq_situ_clause_has(m, cl, SW_DROP));
        /* « mes galets », « 1 de mes galets », « sur d4 le mien coiffe »: the player's
         * pebbles (not the « I » of « I place on b2 »: no cell before it) */
        cell_before = cell_before || m->k[j].cell >= 0;
        bool mine_word =
            faq_situ_qawale_person_at(m, j) == 0 &&
            (faq_situ_qawale_pebble_word(m, j + 1) || faq_situ_qawale_pebble_word(m, j + 2) ||
             faq_situ_has(m, j + 1, SW_LIGHT) || faq_situ_has(m, j + 1, SW_DARK) ||
             (faq_situ_has(m, j + 1, SW_PLACE) && !faq_situ_has(m, j, SW_PLACE) && cell_before));
        int c = faq_situ_qawale_colour_at(m, j);
        bool other = own && (c == QAWALE_LIGHT || c == QAWALE_DARK) && c != own;
        mine = mine || mine_word || ((c == QAWALE_LIGHT || c == QAWALE_DARK) && !other);
        pebbles = pebbles || mine_word;
        theirs = theirs || faq_situ_qawale_person_at(m, j) == 1 || other;
        neutral = neutral || faq_situ_has(m, j, SW_NEUTRAL);
        pebbles = pebbles || faq_situ_qawale_pebble_word(m, j) || faq_situ_has(m, j, SW_VISIBLE) ||
                  faq_situ_has(m, j, SW_LIGHT) || faq_situ_has(m, j, SW_DARK);
        if (n < 0 && faq_situ_qawale_is_count(m, j) && counts_pebbles(m, j))
            n = m->k[j].num;
    }
    /* « j'ai 2 galets en c1 »; one each for a list, or a line (« 3 clairs en ligne ») */
    *count = n > 0 && cells <= 1 && !faq_situ_clause_has(m, cl, SW_ALIGN) ? n : 1;
    if (on_neutral && n <= 1 && mine && !theirs && cells <= 1)
        *count = 2; /* "a neutral with my own pebble on it": the neutral under the player's */
    if (!pebbles && !neutral)
        return 0; /* « je pars de b2 »: a person, no pebble */
    if (theirs)
        return SITU_TOP_THEIRS;
    if (mine || (owner && pebbles && !neutral))
        return SITU_TOP_MINE;
    if (neutral || n > 0)
        return SITU_TOP_NEUTRAL;
    return 0;
}

/* Whether a cell named again at word i is a cell of the question, not a step more: the
 * path already has its length, or its clause asks about it (« le dessus de a4 c'est qui
 * ? », « j'ai le droit de repasser sur b2 ? ») without a step word. */
bool faq_situ_qawale_named_again(const struct faq_situ_marked *m, size_t i,
                                 const struct faq_situ *s)
{
    bool seen = false; /* on the path, or told with its content (« mes clairs en a1 ») */
    for (size_t k = 0; k < s->ncells; k++)
        seen = seen || s->cells[k] == m->k[i].cell;
    for (size_t k = 0; k < s->ntold; k++)
        seen = seen || s->told[k].cell == m->k[i].cell;
    if (!seen)
        return false;
    /* « …b1, c1, c2, b2 — is it legal? »: a cell right after a cell or « puis » is a step */
    /* (not the « et » opening a question after another: « …combien ? et b2 il reste quoi ») */
    bool asks_on = i > 1 && faq_situ_has(m, i - 1, SW_AND) && m->k[i - 2].asked &&
                   m->k[i - 2].clause != m->k[i - 1].clause;
    if (i > 0 && (m->k[i - 1].cell != -2 || faq_situ_has(m, i - 1, SW_AND)) && !asks_on)
        return false;
    int height = s->stack_height; /* « en d3 il y a deux neutres, je pose dessus »: its count,
                                   * as the builder takes it */
    for (size_t k = 0; s->ncells > 0 && k < s->ntold; k++)
        if (s->told[k].cell == s->cells[0])
            height = s->told[k].count;
    if (height >= 0 && s->ncells >= (size_t)height + 2)
        return true;
    int cl = m->k[i].clause;
    if (faq_situ_clause_has(m, cl, SW_DROP) || faq_situ_clause_has(m, cl, SW_U_TURN))
        return false;
    /* « et le galet tout en haut de b4, c'est quoi ? », « il y avait combien en a2 ? » */
    /* "does the row a4-d4 win for me?": the cells of a line asked, no steps */
    if (faq_situ_clause_has(m, cl, SW_VISIBLE) || faq_situ_clause_has(m, cl, SW_INTERROG) ||
        faq_situ_clause_has(m, cl, SW_Q_COUNT) ||
        (faq_situ_clause_has(m, cl, SW_Q_WIN) &&
         (faq_situ_clause_has(m, cl, SW_ALIGN) || faq_situ_clause_has(m, cl, SW_ROW))))
        return true;
    return !faq_situ_clause_has(m, cl, SW_AND) &&
           (faq_situ_clause_has(m, cl, SW_Q_LEGAL) || faq_situ_clause_has(m, cl, SW_Q_WHERE));
}

/* Another question of the text than clause cl asks a permission or a ban (« C'est bon ? Et
 * qu'y a-t-il en a1 ? »): its yes/no stands beside what cl asks. */
bool faq_situ_qawale_legal_asked_elsewhere(const struct faq_situ_marked *m, int cl)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause != cl &&
            (faq_situ_has(m, j, SW_Q_LEGAL) || faq_situ_has(m, j, SW_Q_FORBIDDEN))) {
            for (size_t k = j; k < m->n && m->k[k].clause == m->k[j].clause; k++)
                if (m->k[k].asked || m->k[k].questioned) /* "Is that allowed, and which…?" */
                    return true;
        }
    return false;
}

/* A clause telling the move: a drop, or a placement that tells no content (« le mien
 * coiffe un neutre » tells what is on d4, « je pose sur c1 » plays). */
bool faq_situ_qawale_move_clause(const struct faq_situ_marked *m, int cl)
{
    int count;
    return faq_situ_clause_has(m, cl, SW_DROP) ||
           (faq_situ_clause_has(m, cl, SW_PLACE) &&
            (faq_situ_qawale_clause_content(m, cl, 0, &count) == 0 ||
             faq_situ_qawale_content_after_placed(m, cl) != (size_t)-1));
}

/* « je pose sur d1 qui a un foncé », "I played on d2 which had 1 orange": a placing word,
 * then a cell, then a having word, then every colour or pebble word of clause cl: the word
 * of that cell, else (size_t)-1 (« sur d4 le mien coiffe un neutre » tells d4's content). */
size_t faq_situ_qawale_content_after_placed(const struct faq_situ_marked *m, int cl)
{
    size_t cell = (size_t)-1;
    bool placed = false, after = false, having = false;
    for (size_t j = 0; j < m->n; j++) {
        if (m->k[j].clause != cl)
            continue;
        placed = placed || faq_situ_has(m, j, SW_PLACE);
        if (m->k[j].cell >= 0 && placed && cell == (size_t)-1) {
            cell = j;
            continue;
        }
        having = having || (cell != (size_t)-1 && faq_situ_has(m, j, SW_HAVE));
        /* "I put mine on", « je pose mon clair sur »: the pebble placed, no content */
        bool placed_one = faq_situ_qawale_person_at(m, j) == 0 ||
                          (j > 0 && faq_situ_qawale_person_at(m, j - 1) == 0);
        bool content =
            !placed_one && (faq_situ_qawale_colour_at(m, j) || faq_situ_qawale_pebble_word(m, j));
        if (content && (cell == (size_t)-1 || !having)) /* « sur d1, 3 galets à semer » */
            return (size_t)-1;
        after = after || content;
    }
    return after ? cell : (size_t)-1;
}

int faq_situ_qawale_asked_pebble(const struct faq_situ_marked *m, int own)
{
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_has(m, i, SW_Q_WHERE))
            continue;
        int cl = m->k[i].clause;
        for (size_t j = 0; j < m->n; j++) {
            if (m->k[j].clause != cl)
                continue;
            int c = faq_situ_qawale_colour_at(m, j);
            bool theirs =
                faq_situ_qawale_person_at(m, j) == 1 &&
                (faq_situ_qawale_pebble_word(m, j + 1) || faq_situ_qawale_colour_at(m, j + 1));
            if (c == QAWALE_NEUTRAL)
                return SITU_TOP_NEUTRAL;
            if (theirs || (own && c && c != own))
                return SITU_TOP_THEIRS;
        }
    }
    return 0;
}

bool faq_situ_qawale_last_in_hand(const struct faq_situ_marked *m, size_t i)
{
    return i < m->n && faq_situ_bit(m->k[i].start_mask, SW_LAST_PEBBLE) &&
           !faq_situ_has(m, i, SW_ALL_PLACED) && !faq_situ_qawale_theirs_at(m, i);
}

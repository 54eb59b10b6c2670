/* faq_situ_list_rows.c — whole rows told pit by pit for the list reader (faq_situ_lists.c): a
 * heading naming whose row the counts after it are (« Moi : 0 4 0 0 3 2 », "My row from pit
 * 1:"), a verb of having followed by a row's worth of counts (« lui il a 0 0 1 0 1 3 »), and the
 * pits of a list told again beside it (« (la 5 et la 6) », "(pits 1, 2, 3, 5, 6)"). */
#include <stdint.h>

#include "faq_situ_read.h"

/* A pit told by its place from the end of a row (SITU_PIT_LAST - k), as a pit number of a row
 * of holes pits; other pits as they are. */
int faq_situ_pit_number(int pit, int holes)
{
    if (pit == SITU_PIT_BEFORE_LAST)
        return holes - 1;
    if (pit <= SITU_PIT_LAST && pit > SITU_PIT_LAST - SITU_PIT_FROM_LAST_MAX)
        return holes + pit - SITU_PIT_LAST;
    return pit;
}

/* « Ses cases, dans l'ordre où je sème : », "(counting from his side, the way the seeds go)": the
 * clauses from j that only say the row is told in order, or name again the pits of g (« ses deux
 * dernières cases (la 5 et la 6) ont… »; their numbers consumed, their places no count's): the
 * word after them, else j. */
size_t faq_situ_aside_after(struct faq_situ_reader *p, const struct faq_situ_group *g, size_t j)
{
    const struct faq_situ_marked *m = p->m;
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes;
    while (j > 0 && j < m->n && !faq_situ_same_clause(m, j - 1, j)) {
        size_t k = j, nums[FAQ_SITU_MAX_COUNTS];
        int n = 0;
        bool order = false, pit = false;
        for (; k < m->n && faq_situ_same_clause(m, j, k); k++) {
            order = order || faq_situ_has(m, k, SW_IN_ORDER);
            pit = pit || faq_situ_has(m, k, SW_PIT) || faq_situ_has(m, k, SW_PIT_DET);
            if (faq_situ_is_number(m, k) && g && n < g->n &&
                m->k[k].num == faq_situ_pit_number(g->pit[n], holes))
                nums[n++] = k;
            else if (!m->t.stop[k] && !faq_situ_has(m, k, SW_IN_ORDER) &&
                     !faq_situ_has(m, k, SW_PIT) && !faq_situ_has(m, k, SW_AND))
                return j;
        }
        if (!(order && n == 0) && !(pit && g && n == g->n))
            return j;
        for (int q = 0; q < n; q++)
            p->used[nums[q]] = true;
        for (size_t q = 0; q < p->npl; q++) /* « la 5 », read as a place: g's pit, no count's */
            p->pl[q].grouped = p->pl[q].grouped || (p->pl[q].at >= j && p->pl[q].at < k);
        j = k;
    }
    return j;
}

/* « Moi : 0 4 0 0 3 2. Lui : 1 2 2 4 4 4. », « Les siennes : 2, 1, 1… », « Chez moi de gauche à
 * droite : », "My row from pit 1:": a clause naming only a person (a few words, no number but
 * the first pit the row is told from, words saying it is told in order) before a clause of counts
 * is that person's whole row, in order. Returns the side, else SITU_SIDE_UNSAID; *first: the
 * number of « depuis sa case 1 », else SIZE_MAX. His row told « de gauche à droite » is asked:
 * seen from across the board it runs from his last pit. */
enum faq_situ_side faq_situ_row_heading(struct faq_situ_reader *p, size_t i, size_t *next,
                                        size_t *first)
{
    const struct faq_situ_marked *m = p->m;
    if (i > 0 && faq_situ_same_clause(m, i - 1, i))
        return SITU_SIDE_UNSAID;
    enum faq_situ_side side = SITU_SIDE_UNSAID;
    size_t j = i, words = 0;
    bool leftward = false;
    *first = SIZE_MAX;
    /* "from pit 1", « depuis sa case 1 »: the row told from its first pit (its words beside) */
    for (; j < m->n && faq_situ_same_clause(m, i, j) && *first == SIZE_MAX; j++)
        if (m->k[j].num == 1 && j >= i + 2 && faq_situ_has(m, j - 1, SW_PIT) &&
            (faq_situ_has(m, j - 2, SW_FROM) || faq_situ_has(m, j - 2, SW_OF) ||
             (j >= i + 3 && faq_situ_has(m, j - 2, SW_PIT_DET) &&
              (faq_situ_has(m, j - 3, SW_FROM) || faq_situ_has(m, j - 3, SW_OF)))))
            *first = j;
    for (j = i; j < m->n && faq_situ_same_clause(m, i, j); j++) {
        bool order = faq_situ_has(m, j, SW_IN_ORDER);
        leftward = leftward || (order && faq_situ_has(m, j, SW_RIGHT));
        words += !order;
        if (j == *first)
            continue;
        if (m->k[j].num >= 0 || m->k[j].ord >= 0 || m->k[j].game >= 0 ||
            words > SITU_ROW_HEADING_WORDS + (*first != SIZE_MAX ? SITU_ROW_FROM_WORDS : 0))
            return SITU_SIDE_UNSAID;
        if (order || faq_situ_has(m, j, SW_FROM) || faq_situ_has(m, j, SW_OF))
            continue;
        if (faq_situ_has(m, j, SW_MINE) && !faq_situ_has(m, j, SW_THEIRS))
            side = SITU_SIDE_MINE;
        /* « mes autre case : » is a rest group's (faq_situ_group_at), its « autre » no person */
        else if (faq_situ_has(m, j, SW_REST))
            return SITU_SIDE_UNSAID;
        else if (faq_situ_has(m, j, SW_THEIRS) || faq_situ_opponent_at(m, j))
            side = SITU_SIDE_THEIRS;
        else if (!faq_situ_has(m, j, SW_PIT) && !faq_situ_has(m, j, SW_ROW) && !m->t.stop[j] &&
                 !faq_situ_has(m, j, SW_PRONOUN))
            return SITU_SIDE_UNSAID;
    }
    j = faq_situ_aside_after(p, NULL, j);
    *next = j;
    if (j >= m->n || !faq_situ_free_number(p, j) || (leftward && side == SITU_SIDE_THEIRS))
        return SITU_SIDE_UNSAID;
    /* the clause after holds counts only (« 1, 3 et 2 dans ses trois premières » is no row) */
    for (size_t k = j; k < m->n && faq_situ_same_clause(m, j, k); k++)
        if (m->k[k].num < 0 && !faq_situ_has(m, k, SW_AND) && !faq_situ_has(m, k, SW_PIECE))
            return SITU_SIDE_UNSAID;
    return side;
}

/* Word j may stand between a row's owner and its counts: a stop word, a verb of having,
 * « c'est », the row or pit noun, or another owner word (« lui, son camp c'est … »). */
static bool row_lead_word(const struct faq_situ_marked *m, size_t j)
{
    return m->t.stop[j] || faq_situ_has(m, j, SW_HAVE) || faq_situ_has(m, j, SW_IT_IS) ||
           faq_situ_has(m, j, SW_ROW) || faq_situ_has(m, j, SW_PIT) ||
           faq_situ_owner_at(m, j) != SITU_SIDE_UNSAID;
}

/* « lui il a 0 0 1 0 1 3 », "he has 2 1 0 0 3 4", « chez lui c'est 1 2 1 5 0 0 », « moi 3 0 4
 * 2 5 1 », "his side is 2 0 1 2 3 4", « il lui reste 1 2 1 0 0 0 dans son camp »: a row's
 * owner (the subject of a verb of having, or an owner word followed by at most
 * SITU_ROW_HEADING_WORDS words of a row's lead), then as many counts in a row as the row has
 * pits, followed by no piece word or place (« dans son camp » names the same row): that whole
 * row, pit by pit (g->n < 0, its counts read from g->end). */
bool faq_situ_row_after_owner(const struct faq_situ_reader *p, size_t i, struct faq_situ_group *g)
{
    const struct faq_situ_marked *m = p->m;
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes, n = 0;
    enum faq_situ_side side = faq_situ_subject_at(m, i);
    size_t j = i + 1;
    if (!faq_situ_has(m, i, SW_HAVE) || side == SITU_SIDE_UNSAID) {
        if ((side = faq_situ_owner_at(m, i)) == SITU_SIDE_UNSAID ||
            (i > 0 && faq_situ_same_clause(m, i - 1, i) && faq_situ_owner_at(m, i - 1) == side))
            return false; /* the row is read from its first owner word */
        for (size_t w = 0; j < m->n && faq_situ_same_clause(m, i, j) && !faq_situ_free_number(p, j);
             j++)
            if (++w > SITU_ROW_HEADING_WORDS || !row_lead_word(m, j))
                return false;
    }
    size_t start = j;
    while (faq_situ_same_clause(m, i, j) && faq_situ_free_number(p, j))
        j++, n++;
    bool same_row = faq_situ_has_near(m, j - 1, j, SW_IN) && j + 1 < m->n &&
                    faq_situ_same_clause(m, j, j + 1) &&
                    (faq_situ_has(m, j + 1, SW_ROW) || faq_situ_has_near(m, j + 1, j + 2, SW_ROW));
    if (n != holes || faq_situ_has_near(m, j - 1, j, SW_PIECE) ||
        (faq_situ_has_near(m, j - 1, j, SW_IN) && !same_row))
        return false;
    g->side = side;
    g->n = -1;
    g->end = start;
    return true;
}

/* « mes autres cases : 2, 3, 1, 0, 4 (1, 2, 3, 5, 6) », "… (pits 1, 2, 3, 5, 6)": the pits of a
 * list told again right after its counts, in the clause that follows: those numbers are g's pits
 * (consumed) when they are exactly g's, in order. */
void faq_situ_aside_pits(struct faq_situ_reader *p, const struct faq_situ_group *g, size_t end)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = end, at[FAQ_SITU_MAX_COUNTS];
    int n = 0;
    if (end == 0 || end >= m->n || faq_situ_same_clause(m, end - 1, end))
        return;
    while (j < m->n && faq_situ_same_clause(m, end, j) && faq_situ_has(m, j, SW_PIT))
        j++;
    bool to = false; /* « (pits 1-4 and 6) »: the pits between the two numbers too */
    for (; j < m->n && faq_situ_same_clause(m, end, j) && n < g->n; j++) {
        if ((faq_situ_has(m, j, SW_AND) || faq_situ_has(m, j, SW_TO)) && n > 0) {
            to = to || faq_situ_has(m, j, SW_TO);
            continue;
        }
        while (to && n < g->n && g->pit[n] < m->k[j].num && g->pit[n] == g->pit[n - 1] + 1)
            at[n++] = j;
        to = false;
        if (!faq_situ_is_number(m, j) || n >= g->n || m->k[j].num != g->pit[n])
            return;
        at[n++] = j;
    }
    if (n != g->n || (j < m->n && faq_situ_same_clause(m, end, j)))
        return;
    for (int k = 0; k < n; k++)
        p->used[at[k]] = true;
    for (size_t k = 0; k < p->npl; k++) /* their places are g's pits, none the pit played */
        p->pl[k].grouped = p->pl[k].grouped || (p->pl[k].at >= end && p->pl[k].at < j);
}

/* « 1, 0, puis 2, 2, 1 pour les cases 4, 5, 6 », "1, then 0, 2, 1, 1 for pits 3 to 6": pits
 * named after the counts of g's row in their clause, nothing else there, say which pits the last
 * counts are: their numbers are consumed, their places no count's. */
void faq_situ_pits_after(struct faq_situ_reader *p, size_t end)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = end;
    bool pit = false;
    if (end == 0 || !faq_situ_same_clause(m, end - 1, end))
        return;
    for (; j < m->n && faq_situ_same_clause(m, end, j); j++) {
        pit = pit || faq_situ_has(m, j, SW_PIT);
        if (!m->t.stop[j] && !faq_situ_has(m, j, SW_PIT) && !faq_situ_has(m, j, SW_AND) &&
            !faq_situ_has(m, j, SW_TO) && !faq_situ_is_number(m, j))
            return;
    }
    for (size_t k = end; pit && k < j; k++)
        p->used[k] = p->used[k] || faq_situ_is_number(m, k);
    for (size_t k = 0; pit && k < p->npl; k++)
        p->pl[k].grouped = p->pl[k].grouped || (p->pl[k].at >= end && p->pl[k].at < j);
}

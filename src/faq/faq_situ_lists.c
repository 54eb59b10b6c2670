/* faq_situ_lists.c — pits told together and the counts told of them: « ses cases 1 et 2 ont 2 et
 * 1 », "his pits 1 to 4", « ses 3 premières cases », « les autres 5 chacune », a whole row told
 * pit by pit (« Moi : 0 4 0 0 3 2 »). Pits and counts that do not pair up are asked, never
 * guessed (s->ambiguous). */
#include <stdint.h>
#include <string.h>

#include "faq_situ_read.h"

/* ROW_NOUN_GAP: the most words from « chacun » to its row's hole noun (« chacun de ses 6
 * trous »). */
enum { ROW_NOUN_GAP = 4 };

/* ---- lists: pits told together and the counts told of them ---------------------------- */

/* Pits a list of counts is told of: « ses cases 1 et 2 », "his pits 1 to 4", « ses 3
 * premières cases », "his last 2 pits", « les autres », "the matching pits". */
struct group {
    size_t at, end; /* its first token and the token after it */
    enum faq_situ_side side;
    enum faq_situ_rel rel; /* SITU_REL_PIT (pit[] listed), SITU_REL_REST or SITU_REL_FACING */
    int pit[FAQ_SITU_MAX_COUNTS];
    int n;
    size_t num; /* a number of the group's own (« 3 premières », « cases 1 à 4 »), or SIZE_MAX */
    bool before; /* its count is told before it (« 2 pierres dans chacun de ses trous 1 et 2 ») */
    bool range;  /* two places told as its ends (« de sa case 1 à sa case 6 »): its counts may
                  * come before it with no « dans » (« 2 1 1 0 4 4 de sa case 1 à sa case 6 ») */
};

/* The side of a group without a place of its own: said around it, else the subject of its
 * clause, else that of the group told before (« ses 3 premières cases ont 2, 1 et 1, les
 * autres 5 chacune »). */
static enum faq_situ_side group_side(const struct faq_situ_reader *p, size_t i,
                                     enum faq_situ_side carry)
{
    enum faq_situ_side side = faq_situ_side_at(p->m, i);
    if (side == SITU_SIDE_UNSAID)
        side = faq_situ_subject_at(p->m, i);
    return side == SITU_SIDE_UNSAID ? carry : side;
}

/* "Only three of his pits still have seeds: pits 4, 5 and 6 with 1, 2, 2": a group at i opening
 * its clause (its hole noun before it) with no owner is of the row the clause before names with its
 * hole noun, when it names one row only; else SITU_SIDE_UNSAID. */
static enum faq_situ_side row_before(const struct faq_situ_marked *m, size_t i)
{
    size_t at = i > 0 && faq_situ_has_near(m, i, i - 1, SW_PIT) ? i - 1 : i;
    if (at == 0 || faq_situ_same_clause(m, at - 1, at))
        return SITU_SIDE_UNSAID;
    bool mine = false, theirs = false, pit = false;
    for (size_t j = at; j-- > 0 && m->k[j].clause + 1 == m->k[at].clause;) {
        pit = pit || faq_situ_has(m, j, SW_PIT) || faq_situ_has(m, j, SW_ROW);
        theirs = theirs || faq_situ_has(m, j, SW_THEIRS) || faq_situ_opponent_at(m, j);
        mine = mine || (faq_situ_has(m, j, SW_MINE) && !faq_situ_has(m, j, SW_THEIRS) &&
                        !faq_situ_opponent_at(m, j));
    }
    return !pit || mine == theirs ? SITU_SIDE_UNSAID : mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
}

/* « chacun de ses 6 trous », "each of his 6 pits", « ses 6 trous … chacun »: every pit of one
 * row (the number, read by read_board, is the row's length): true and g a SITU_REL_REST group. */
static bool each_of_row(const struct faq_situ_reader *p, size_t i, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i, side = SIZE_MAX;
    if (faq_situ_starts(m, i, SW_EACH) && !faq_situ_is_number(m, i)) {
        size_t from = i + 1; /* "every one of his six pits": after the phrase */
        while (from < m->n && faq_situ_has(m, from, SW_EACH) && !faq_situ_starts(m, from, SW_EACH))
            from++;
        for (j = from; j < m->n && j <= i + ROW_NOUN_GAP && faq_situ_same_clause(m, i, j); j++) {
            if (faq_situ_has(m, j, SW_MINE) || faq_situ_has(m, j, SW_THEIRS))
                side = j;
            else if (!m->t.stop[j] && !(faq_situ_is_number(m, j) && p->used[j]))
                break;
        }
    } else if ((faq_situ_has(m, i, SW_MINE) || faq_situ_has(m, i, SW_THEIRS)) &&
               faq_situ_is_number(m, i + 1) && p->used[i + 1] &&
               faq_situ_same_clause(m, i, i + 2) && faq_situ_has(m, i + 2, SW_PIT)) {
        side = i, j = i + 2;
        bool each = false;
        for (size_t k = j + 1; k < m->n && faq_situ_same_clause(m, i, k); k++)
            each = each || faq_situ_has(m, k, SW_EACH);
        if (!each)
            return false;
    }
    if (side == SIZE_MAX || !faq_situ_same_clause(m, i, j) || !faq_situ_has(m, j, SW_PIT) ||
        faq_situ_is_number(m, j + 1) || (j + 1 < m->n && m->k[j + 1].ord >= 0))
        return false;
    *g = (struct group){.at = i, .end = j + 1, .rel = SITU_REL_REST, .num = SIZE_MAX};
    g->side = faq_situ_has(m, side, SW_THEIRS) ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
    return true;
}

/* A pit told by its place from the end of a row (SITU_PIT_LAST - k), as a pit number of a row
 * of holes pits; other pits as they are. */
static int pit_number(int pit, int holes)
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
static size_t aside_after(struct faq_situ_reader *p, const struct group *g, size_t j)
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
                m->k[k].num == pit_number(g->pit[n], holes))
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
static enum faq_situ_side row_heading(struct faq_situ_reader *p, size_t i, size_t *next,
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
        /* « mes autre case : » is a rest group's (group_at), its « autre » no person */
        else if (faq_situ_has(m, j, SW_REST))
            return SITU_SIDE_UNSAID;
        else if (faq_situ_has(m, j, SW_THEIRS) || faq_situ_opponent_at(m, j))
            side = SITU_SIDE_THEIRS;
        else if (!faq_situ_has(m, j, SW_PIT) && !faq_situ_has(m, j, SW_ROW) && !m->t.stop[j] &&
                 !faq_situ_has(m, j, SW_PRONOUN))
            return SITU_SIDE_UNSAID;
    }
    j = aside_after(p, NULL, j);
    *next = j;
    if (j >= m->n || !faq_situ_free_number(p, j) || (leftward && side == SITU_SIDE_THEIRS))
        return SITU_SIDE_UNSAID;
    /* the clause after holds counts only (« 1, 3 et 2 dans ses trois premières » is no row) */
    for (size_t k = j; k < m->n && faq_situ_same_clause(m, j, k); k++)
        if (m->k[k].num < 0 && !faq_situ_has(m, k, SW_AND) && !faq_situ_has(m, k, SW_PIECE))
            return SITU_SIDE_UNSAID;
    return side;
}

/* « 2 pierres dans chacun de ses trous 1, 2 et 3 », "1 stone in each of his pits 2 and 4": a
 * row's words naming the numbered pits right after them make g those pits, its count told
 * before. */
static void listed_after(const struct faq_situ_reader *p, struct group *g)
{
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        if (pl->at != g->end || pl->rel != SITU_REL_PIT || pl->pit <= 0 || pl->store ||
            pl->list >= 0)
            continue;
        g->rel = SITU_REL_PIT;
        g->before = true;
        g->pit[g->n++] = pl->pit;
        g->end = pl->at + 1;
        for (size_t q = k + 1; q < p->npl && g->n < FAQ_SITU_MAX_COUNTS; q++)
            if (p->pl[q].list == (int)k) {
                g->pit[g->n++] = p->pl[q].pit;
                g->end = p->pl[q].at + 1;
            }
        if (pl->side != SITU_SIDE_UNSAID)
            g->side = pl->side;
        return;
    }
}

/* The pits of g's row numbered in the question (places of its side), each once. */
static int numbered_pits(const struct faq_situ_reader *p, enum faq_situ_side side)
{
    unsigned seen = 0;
    int n = 0;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        if (pl->rel == SITU_REL_PIT && pl->pit > 0 && pl->pit < 32 && !pl->store &&
            pl->side == side && !(seen >> pl->pit & 1)) {
            seen |= 1u << pl->pit;
            n++;
        }
    }
    return n;
}

/* « ses cinq autres ont une graine chacune », "the four others are full", « les autres, 4 en
 * tout »: the number told right before the rest group g (or right after it, when with the pits
 * numbered it makes the row's length, and no « chacune » nor piece word follows it) counts its
 * pits, not their pieces: it is consumed (and g ends after it). */
static void rest_length(struct faq_situ_reader *p, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    size_t before = g->at - 1, after = g->end;
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes;
    if (g->at > 0 && faq_situ_same_clause(m, before, g->at) && faq_situ_free_number(p, before) &&
        m->k[before].num >= 1 && m->k[before].num < holes) {
        p->used[before] = true;
        return;
    }
    if (faq_situ_same_clause(m, g->at, after) && faq_situ_free_number(p, after) &&
        !faq_situ_has_near(m, after, after + 1, SW_EACH) &&
        !faq_situ_has_near(m, after, after + 1, SW_PIECE) &&
        !faq_situ_has_near(m, after, after + 1, SW_PEBBLE) &&
        faq_situ_same_clause(m, after, after + 1) &&
        m->k[after].num + numbered_pits(p, g->side) == holes) {
        p->used[after] = true;
        g->end = after + 1; /* its counts are told after it (« … hold 3 each ») */
    }
}

/* « lui il a 0 0 1 0 1 3 », "he has 2 1 0 0 3 4": a verb of having, its subject a row's owner,
 * then as many counts in a row as the row has pits: that whole row, pit by pit (g->n < 0, its
 * counts read from g->end). */
static bool row_after_have(const struct faq_situ_reader *p, size_t i, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes, n = 0;
    enum faq_situ_side side = faq_situ_subject_at(m, i);
    if (!faq_situ_has(m, i, SW_HAVE) || side == SITU_SIDE_UNSAID)
        return false;
    size_t j = i + 1;
    while (faq_situ_same_clause(m, i, j) && faq_situ_free_number(p, j))
        j++, n++;
    if (n != holes || faq_situ_has_near(m, j - 1, j, SW_PIECE) ||
        faq_situ_has_near(m, j - 1, j, SW_IN))
        return false;
    g->side = side;
    g->n = -1;
    g->end = i + 1;
    return true;
}

/* « les autres cases de mon camp », "the rest of my row", "the others of mine", « les trois
 * premières cases de mon adversaire »: the row's owner told after the group's words, a few words
 * at most: g ends after it, on that side. */
static void owner_after(const struct faq_situ_reader *p, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t j = g->end; j < g->end + ROW_NOUN_GAP && faq_situ_same_clause(m, g->at, j); j++) {
        bool theirs = faq_situ_has(m, j, SW_THEIRS) || faq_situ_opponent_at(m, j),
             mine = faq_situ_has(m, j, SW_MINE) && !theirs;
        if (mine || theirs) {
            g->side = mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
            g->end = j + 1;
            while (faq_situ_same_clause(m, g->at, g->end) &&
                   (faq_situ_has(m, g->end, SW_ROW) || faq_situ_has(m, g->end, SW_PIT) ||
                    faq_situ_has(m, g->end, mine ? SW_MINE : SW_THEIRS) ||
                    (theirs && faq_situ_has(m, g->end, SW_OPPONENT))))
                g->end++;
            return;
        }
        if (!m->t.stop[j] || faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_HAVE))
            return;
    }
}

/* « mes autres cases : 2, 3, 1, 0, 4 (1, 2, 3, 5, 6) », "… (pits 1, 2, 3, 5, 6)": the pits of a
 * list told again right after its counts, in the clause that follows: those numbers are g's pits
 * (consumed) when they are exactly g's, in order. */
static void aside_pits(struct faq_situ_reader *p, const struct group *g, size_t end)
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
static void pits_after(struct faq_situ_reader *p, size_t end)
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

/* RANGE_END_WORDS: the most words from « à », "to" to the place ending a range (« à sa case
 * 6 », "to his pit 6"). */
enum { RANGE_END_WORDS = 3 };

/* « de sa case 1 à sa case 6 », "from his pit 1 to his pit 6", « de sa première à sa dernière
 * case »: the place after the « à » at j, a pit further along the row than pl: its index in
 * p->pl, else -1. */
static int range_end(const struct faq_situ_reader *p, size_t j, const struct faq_situ_place *pl)
{
    const struct faq_situ_marked *m = p->m;
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes;
    for (size_t w = j; w < j + RANGE_END_WORDS && faq_situ_same_clause(m, j, w); w++) {
        for (size_t k = 0; k < p->npl; k++) {
            const struct faq_situ_place *q = &p->pl[k];
            int last = pit_number(q->pit, holes);
            if (q->at == w && q->rel == SITU_REL_PIT && !q->store && last > pl->pit &&
                last <= holes && last - pl->pit < FAQ_SITU_MAX_COUNTS &&
                (q->side == pl->side || q->side == SITU_SIDE_UNSAID ||
                 pl->side == SITU_SIDE_UNSAID))
                return (int)k;
        }
        if (!m->t.stop[w] && !faq_situ_has(m, w, SW_PIT) && !faq_situ_has(m, w, SW_MINE) &&
            !faq_situ_has(m, w, SW_THEIRS))
            return -1;
    }
    return -1;
}

/* "His row from his pit 1: 2, 1, 3…", « son camp depuis sa case 1 : … »: a whole row told
 * from its first pit, the place of that pit right after: g ends after it. */
static void row_from_first(const struct faq_situ_reader *p, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = g->end;
    while (faq_situ_same_clause(m, g->at, j) &&
           (faq_situ_has(m, j, SW_ROW) || faq_situ_has(m, j, SW_PIT)))
        j++;
    if (!faq_situ_same_clause(m, g->at, j) ||
        !(faq_situ_has(m, j, SW_FROM) || faq_situ_has(m, j, SW_OF)))
        return;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *q = &p->pl[k];
        if (q->at > j && q->at <= j + RANGE_END_WORDS && q->rel == SITU_REL_PIT && q->pit == 1 &&
            !q->store && faq_situ_same_clause(m, j, q->at) &&
            !faq_situ_has_near(m, q->at, q->at + 1, SW_TO)) {
            g->end = q->at + 1;
            return;
        }
    }
}

/* « sa case 1 a 3 », « mon trou 2 a 5 », « sa 1 a 2 »: the pit number at i told after a
 * singular determiner (before its noun, or before the number itself), with no « de » opening a
 * range: one pit, so the « a » after it that folds like « à » is « has », not a range's. */
static bool one_pit_told(const struct faq_situ_marked *m, size_t i)
{
    size_t d = i > 0 && faq_situ_has_near(m, i, i - 1, SW_PIT) ? i - 1 : i;
    return d > 0 && faq_situ_has_near(m, i, d - 1, SW_PIT_DET) &&
           !(d > 1 &&
             (faq_situ_has_near(m, i, d - 2, SW_FROM) || faq_situ_has_near(m, i, d - 2, SW_OF)));
}

/* The row of a rest group at i with no owner in its own words: the side told before it in its
 * clause (« de son côté, les autres 4 », « moi j'ai 3 dans mon trou 6, 4 dans les autres »),
 * not the opponent its own words may read as (« les autre », « l'autre »), else carry. */
static enum faq_situ_side rest_side(const struct faq_situ_reader *p, size_t i,
                                    enum faq_situ_side carry)
{
    const struct faq_situ_marked *m = p->m;
    size_t end = i + 1; /* « chacune de ses cases », "each of his pits": its possessive */
    while (faq_situ_same_clause(m, i, end) && faq_situ_has(m, end, SW_REST))
        end++;
    for (size_t j = i; j < end; j++)
        if (faq_situ_has(m, j, SW_MINE) != faq_situ_has(m, j, SW_THEIRS))
            return faq_situ_has(m, j, SW_MINE) ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
    enum faq_situ_side side = SITU_SIDE_UNSAID;
    if (i > 0 && faq_situ_same_clause(m, i - 1, i))
        side = faq_situ_subject_at(m, i - 1);
    return side == SITU_SIDE_UNSAID ? carry : side;
}

/* The group starting at token i, if any. */
static bool group_at(struct faq_situ_reader *p, size_t i, enum faq_situ_side carry, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    *g = (struct group){.at = i, .end = i + 1, .rel = SITU_REL_PIT, .num = SIZE_MAX};
    size_t next, first;
    enum faq_situ_side heading = row_heading(p, i, &next, &first);
    if (heading != SITU_SIDE_UNSAID) {
        if (first != SIZE_MAX)
            p->used[first] = true;
        g->side = heading;
        g->n = -1;
        g->end = next;
        return true;
    }
    /* « ses 3 premières cases », "the first three pits", "his last 2 pits" */
    size_t n = SIZE_MAX, word = SIZE_MAX;
    for (size_t d = 0; d < 2 && n == SIZE_MAX; d++) {
        size_t a = i + d, b = i + 1 - d; /* number, word: « 3 premières » or "first 3" */
        if (a < m->n && m->k[a].num >= 0 && !m->k[a].cont && !p->used[a] &&
            faq_situ_same_clause(m, a, b) &&
            ((faq_situ_has(m, b, SW_FIRST) || faq_situ_has(m, b, SW_LAST)) &&
             !faq_situ_has(m, b, SW_BEFORE_LAST)) &&
            m->k[a].num >= 2 && m->k[a].num < FAQ_SITU_MAX_COUNTS)
            n = a, word = b;
    }
    if (n != SIZE_MAX) {
        bool last = faq_situ_has(m, word, SW_LAST);
        for (int k = 0; k < m->k[n].num; k++)
            g->pit[g->n++] = last ? SITU_PIT_LAST - (m->k[n].num - 1 - k) : k + 1;
        g->num = n;
        g->end = (n > word ? n : word) + 1;
        if (faq_situ_has_near(m, i, g->end, SW_PIT))
            g->end++;
        g->side = group_side(p, i, carry);
        owner_after(p, g);
        return true;
    }
    if (each_of_row(p, i, g) || row_after_have(p, i, g))
        return true;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        if (pl->at != i || pl->grouped)
            continue;
        if (pl->rel == SITU_REL_FACING) { /* "the matching pits of the three others hold" */
            g->rel = SITU_REL_FACING;
            for (size_t j = i + 1; j < i + 8 && faq_situ_same_clause(m, i, j); j++) {
                if (faq_situ_has(m, j, SW_HAVE)) {
                    g->end = j;
                    return true;
                }
                if (faq_situ_free_number(p, j) && !faq_situ_has_near(m, j, j + 1, SW_REST) &&
                    !faq_situ_has_near(m, j, j + 1, SW_OPPONENT) &&
                    !faq_situ_has_near(m, j, j + 1, SW_PLAYERS))
                    break;
                if (faq_situ_free_number(p, j))
                    g->num = j; /* « des trois autres »: the players, not a count */
            }
            g->num = SIZE_MAX;
            return true;
        }
        if (pl->rel == SITU_REL_PIT && pl->pit == 0 && !pl->store && pl->side != SITU_SIDE_UNSAID) {
            g->side = pl->side; /* "opponent's pits: 2, 1, 0, 0, 3, 4": the whole row in order */
            g->n = -1;
            row_from_first(p, g);
            return true;
        }
        if (pl->rel != SITU_REL_PIT || pl->pit <= 0 || pl->store || pl->list >= 0)
            return false;
        g->side = pl->side != SITU_SIDE_UNSAID           ? pl->side
                  : row_before(m, i) != SITU_SIDE_UNSAID ? row_before(m, i)
                                                         : carry;
        g->pit[g->n++] = pl->pit;
        for (size_t q = k + 1; q < p->npl && g->n < FAQ_SITU_MAX_COUNTS; q++)
            if (p->pl[q].list == (int)k) { /* « cases 1, 2 et 3 », "1st and 2nd houses" */
                g->pit[g->n++] = p->pl[q].pit;
                g->end =
                    p->pl[q].at + 1 + faq_situ_has_near(m, p->pl[q].at, p->pl[q].at + 1, SW_PIT);
            }
        size_t j = i + 1;
        while (g->n == 1 && faq_situ_same_clause(m, i, j) && faq_situ_has(m, j, SW_TO) &&
               !(faq_situ_has(m, j, SW_HAVE) && one_pit_told(m, i)))
            j++;
        /* « cases 1 à 4 », "pits 5-6": a range, not « sa case 1 a 2 graines » */
        if (g->n == 1 && j > i + 1 && faq_situ_free_number(p, j) && m->k[j].num > pl->pit &&
            m->k[j].num - pl->pit < FAQ_SITU_MAX_COUNTS &&
            !faq_situ_has_near(m, j, j + 1, SW_PIECE) &&
            !faq_situ_has_near(m, j, j + 1, SW_PEBBLE)) {
            for (int v = pl->pit + 1; v <= m->k[j].num; v++)
                g->pit[g->n++] = v;
            g->num = j;
            g->end = j + 1;
        } else if (g->n == 1 && j > i + 1 && pl->pit > 0 && range_end(p, j, pl) >= 0) {
            const struct faq_situ_place *q = &p->pl[range_end(p, j, pl)];
            int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes;
            for (int v = pl->pit + 1; v <= pit_number(q->pit, holes); v++)
                g->pit[g->n++] = v;
            if (g->side == SITU_SIDE_UNSAID)
                g->side = q->side != SITU_SIDE_UNSAID ? q->side : group_side(p, i, carry);
            g->range = true;
            g->end = q->at + 1 + faq_situ_has_near(m, q->at, q->at + 1, SW_PIT);
        }
        return g->n > 1;
    }
    if (faq_situ_starts(m, i, SW_REST) && !faq_situ_other_players(p, i)) {
        g->rel = SITU_REL_REST;
        while (faq_situ_same_clause(m, i, g->end) &&
               (faq_situ_has(m, g->end, SW_REST) || faq_situ_has(m, g->end, SW_PIT)))
            g->end++;
        /* « mes otre case »: the rest words told with their owner */
        g->side = faq_situ_has(m, i, SW_MINE) != faq_situ_has(m, i, SW_THEIRS)
                      ? (faq_situ_has(m, i, SW_MINE) ? SITU_SIDE_MINE : SITU_SIDE_THEIRS)
                      : rest_side(p, i, carry);
        owner_after(p, g);
        /* « trou 3 = 2, les autres 4 »: the row of the place told in the clause before */
        for (size_t k = p->npl; g->side == SITU_SIDE_UNSAID && k-- > 0;)
            if (p->pl[k].at < i && m->k[p->pl[k].at].clause + 1 == m->k[i].clause &&
                p->pl[k].rel == SITU_REL_PIT && !p->pl[k].store)
                g->side = p->pl[k].side;
        rest_length(p, g);
        listed_after(p, g);
        return true;
    }
    return false;
}

/* « j'ai 15 graines dans ma case 2, mes autres cases ont 3, 2, 0, 1 et 4 », "Me: 3, 2, 1, 0, _,
 * 2" with my pit 5 told: nv counts told of a row (a rest group, or a whole row told short) whose
 * other pits are numbered elsewhere in the question, as many as the row lacks, are the row's
 * remaining pits in order. g's pits become those; false when the counts do not fit. */
static bool rest_in_order(const struct faq_situ_reader *p, struct group *g, int nv, size_t end)
{
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes, told = 0;
    unsigned seen = 0;
    if (g->side == SITU_SIDE_UNSAID || holes >= 32 || nv < 2)
        return false;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        int pit = pit_number(pl->pit, holes);
        /* a pit told alone with no owner is the mover's (« I have 4 in pit 5 »); one of a list
         * with no owner (« (cases 1, 3, 4, 5, 6) ») names the list's pits, not another, and one
         * in a clause naming his row (« du trou 1 au trou 6 de son côté ») is his */
        bool owner = pl->side == g->side ||
                     (pl->side == SITU_SIDE_UNSAID && g->side == SITU_SIDE_MINE && pl->list < 0 &&
                      !(k + 1 < p->npl && p->pl[k + 1].list == (int)k) &&
                      !faq_situ_clause_has(p->m, p->m->k[pl->at].clause, SW_THEIRS));
        /* the pits told again in the clause right after the counts (« … 1, 2 (cases 2 à 6) »),
         * or after them in theirs (« 1, 0, puis 2, 2, 1 pour les cases 4, 5, 6 ») */
        bool aside = end < p->m->n && pl->at >= end &&
                     (faq_situ_same_clause(p->m, end - 1, pl->at) ||
                      (!faq_situ_same_clause(p->m, end - 1, end) &&
                       faq_situ_same_clause(p->m, end, pl->at)));
        if (pl->rel != SITU_REL_PIT || pl->store || !owner || pit < 1 || pit > holes || aside ||
            (pl->at >= g->at && pl->at < end) || (seen >> pit & 1))
            continue;
        seen |= 1u << pit;
        told++;
    }
    if (told == 0 || told + nv != holes)
        return false;
    g->rel = SITU_REL_PIT;
    g->n = 0;
    for (int pit = 1; pit <= holes; pit++)
        if (!(seen >> pit & 1))
            g->pit[g->n++] = pit;
    return true;
}

/* MADE_WORDS: the most words from a verb of making to the group it makes (« ça fait passer sa
 * 1re »). */
enum { MADE_WORDS = 3 };

/* "it makes his 1st and 2nd hole into 3 and 2", « ça fait passer sa 1re et sa 2e à 3 et 2 »: a
 * verb of making right before the group at i tells its counts after the move. */
static bool made_before(const struct faq_situ_marked *m, size_t i)
{
    for (size_t d = 1; d <= MADE_WORDS && d <= i; d++)
        if (faq_situ_has_near(m, i, i - d, SW_MAKES))
            return true;
    return false;
}

/* The counts told right after a group (« ont 2, 1 et 1 », "hold 3 each", « : 2, 1 et 1 »):
 * their number, values in vals, the tokens in at; *each when « chacune » follows. */
static int group_values(struct faq_situ_reader *p, const struct group *g, int vals[], size_t at[],
                        bool *each, size_t *end)
{
    const struct faq_situ_marked *m = p->m;
    int nv = 0;
    bool range = g->range;
    /* « ses 3 premières cases (en partant de sa gauche) ont 0, 2 et 1 » */
    size_t j = aside_after(p, g, g->end), from = j;
    bool aside = j != g->end;
    /* the counts follow in the group's clause, or open the next one (« cases 1 à 3 : 2, 1 et 1 »)
     */
    /* "his pits 1 and 2, with 2 and 1": or open it after a word of « with » that names no one */
    bool with = from + 1 < m->n && faq_situ_has(m, from, SW_WITH) &&
                !faq_situ_has(m, from, SW_MINE) && !faq_situ_has(m, from, SW_THEIRS) &&
                faq_situ_same_clause(m, from, from + 1) && faq_situ_free_number(p, from + 1);
    /* « de sa case 1 à sa case 6, il y a 1, 2… », "from pit 1 to pit 6, hold…": a range's
     * counts open the next clause with their verb */
    bool verb = range && (faq_situ_has(m, from, SW_HAVE) || faq_situ_has(m, from, SW_MAKES)) &&
                !faq_situ_has(m, from, SW_MINE) && !faq_situ_has(m, from, SW_THEIRS);
    if (from == 0 || from >= m->n ||
        (!faq_situ_same_clause(m, from - 1, from) && !faq_situ_free_number(p, from) && !with &&
         !verb && !aside))
        return 0;
    bool made = made_before(m, g->at); /* "it makes his 1st and 2nd into 3 and 2" */
    while (j < m->n && j < from + 3 && !faq_situ_free_number(p, j) &&
           (faq_situ_same_clause(m, from - 1, j) || with || verb || aside) &&
           (faq_situ_has(m, j, SW_HAVE) || faq_situ_has(m, j, SW_EACH) ||
            faq_situ_has(m, j, SW_MAKES) || faq_situ_has(m, j, SW_WITH) ||
            faq_situ_has(m, j, SW_EXACTLY) || (made && faq_situ_has(m, j, SW_IN))))
        j++;
    while (faq_situ_free_number(p, j) && nv < FAQ_SITU_MAX_COUNTS) {
        vals[nv] = m->k[j].num;
        at[nv++] = j++;
        if (faq_situ_has_near(m, j - 1, j, SW_PIECE) || faq_situ_has_near(m, j - 1, j, SW_PEBBLE))
            j++;
        if (faq_situ_has_near(m, j - 1, j, SW_AND) && faq_situ_free_number(p, j + 1) &&
            faq_situ_same_clause(m, j, j + 1))
            j++;
        else if (!(j < m->n && faq_situ_same_clause(m, j - 1, j) && faq_situ_free_number(p, j)))
            break;
    }
    *each = faq_situ_has_near(m, j > 0 ? j - 1 : 0, j, SW_EACH);
    *end = *each ? j + 1 : j;
    return nv;
}

/* The counts told before a group, « dans » between (« 1, 3 et 2 dans ses trois premières
 * cases », « il a 4 graines dans chacune des autres »): their number, in order. */
static int values_before(struct faq_situ_reader *p, size_t i, bool range, int vals[], size_t at[])
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i, skipped = 0, rev[FAQ_SITU_MAX_COUNTS];
    int nv = 0;
    bool in = false;
    while (j > 0 && faq_situ_same_clause(m, i, j - 1) && skipped < 6 &&
           !faq_situ_free_number(p, j - 1) && !faq_situ_has(m, j - 1, SW_EMPTY) &&
           (faq_situ_has(m, j - 1, SW_IN) || faq_situ_has(m, j - 1, SW_THEIRS) ||
            faq_situ_has(m, j - 1, SW_MINE) || faq_situ_has(m, j - 1, SW_PIECE) ||
            faq_situ_has(m, j - 1, SW_EACH) || faq_situ_has(m, j - 1, SW_PER) || m->t.stop[j - 1] ||
            (range && (faq_situ_has(m, j - 1, SW_OF) || faq_situ_has(m, j - 1, SW_FROM))) ||
            (j == i && faq_situ_has(m, j - 1, SW_PIT)))) { /* « dans mes trous 1 à 4 » */
        in = in || faq_situ_has(m, j - 1, SW_IN);
        j--, skipped++;
    }
    if (!in && !range)
        return 0;
    if (j > 0 && faq_situ_same_clause(m, i, j - 1) && faq_situ_has(m, j - 1, SW_EMPTY)) {
        at[0] = j - 1; /* « et rien dans les 2 dernières » */
        vals[0] = 0;
        return 1;
    }
    /* « 3 0 1 2 1 6 (de sa 1re à sa 6e) »: a range opening an aside names the pits of the counts
     * ending the clause before it */
    size_t of = i;
    if (range && m->k[i].aside && j > 0 && !faq_situ_same_clause(m, i, j - 1) &&
        m->k[j - 1].clause + 1 == m->k[i].clause)
        of = j - 1;
    while (j > 0 && faq_situ_same_clause(m, of, j - 1) && faq_situ_free_number(p, j - 1) &&
           nv < FAQ_SITU_MAX_COUNTS) {
        rev[nv++] = --j;
        if (j > 1 && faq_situ_has_near(m, j, j - 1, SW_AND) && faq_situ_free_number(p, j - 2))
            j--;
    }
    for (int k = 0; k < nv; k++) {
        at[k] = rev[nv - 1 - k];
        vals[k] = m->k[at[k]].num;
    }
    return nv;
}

/* The count « chacune » ends the clause before the group's (an aside naming the pits: « 2
 * cases avec 1 graine chacune (ses cases 1 et 2) »), or SIZE_MAX. */
static size_t each_before(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i;
    while (j > 0 && faq_situ_same_clause(m, i, j - 1))
        j--;
    if (j < 2 || !faq_situ_has(m, j - 1, SW_EACH) || m->k[i].clause - m->k[j - 1].clause != 1)
        return SIZE_MAX;
    for (size_t k = j - 1; k-- > 0 && k + 4 >= j && faq_situ_same_clause(m, j - 1, k);)
        if (faq_situ_free_number(p, k))
            return k;
    return SIZE_MAX;
}

void faq_situ_read_lists(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    enum faq_situ_side carry = SITU_SIDE_UNSAID;
    for (size_t i = 0; i < m->n; i++) {
        struct group g;
        int vals[FAQ_SITU_MAX_COUNTS];
        size_t at[FAQ_SITU_MAX_COUNTS], end;
        bool each;
        if (m->k[i].game >= 0 || !group_at(p, i, carry, &g))
            continue;
        int nv = g.before ? 0 : group_values(p, &g, vals, at, &each, &end);
        /* « 4 graines dans chacune de ses cases, 15 dans ma case 6 »: the counts told before
         * the group in its own clause are its, not those opening the next clause */
        if (nv > 0 && g.rel != SITU_REL_FACING && !faq_situ_same_clause(m, g.at, at[0])) {
            int vb[FAQ_SITU_MAX_COUNTS];
            size_t ab[FAQ_SITU_MAX_COUNTS];
            int nb = values_before(p, g.at, g.range, vb, ab);
            if (nb > 0) {
                nv = nb;
                memcpy(vals, vb, sizeof vb);
                memcpy(at, ab, sizeof ab);
                end = g.end;
            }
        }
        if (nv == 0 && g.rel != SITU_REL_FACING) {
            nv = values_before(p, g.at, g.range, vals, at);
            end = g.end;
        }
        if (nv == 0 && g.rel == SITU_REL_PIT && (at[0] = each_before(p, g.at)) != SIZE_MAX) {
            vals[0] = m->k[at[0]].num; /* « 2 cases avec 1 graine chacune (ses cases 1 et 2) » */
            nv = 1;
        }
        /* « ses trois dernières sont bien garnies », "his last two pits are full", "the last
         * four are full": the group's number, before its word, with the hole noun or before a
         * verb, counts its pits (not « le dernier 2 dans son 5e ») */
        if (nv == 0 && g.num != SIZE_MAX &&
            (g.num == g.at || faq_situ_has(m, g.end - 1, SW_PIT) ||
             (faq_situ_same_clause(m, g.num, g.num + 1) && !faq_situ_has(m, g.num + 1, SW_IN) &&
              !faq_situ_has(m, g.num + 1, SW_PIECE))))
            p->used[g.num] = true;
        if (nv == 0 || (g.rel == SITU_REL_FACING && nv < 2) || (g.n < 0 && nv < 2))
            continue;
        if ((g.rel == SITU_REL_REST || g.n < 0) && rest_in_order(p, &g, nv, end)) {
            if (g.side == SITU_SIDE_THEIRS) /* the row's every pit told */
                s->theirs_only = true;
            else
                s->mine_only = true;
            aside_pits(p, &g, end);
            pits_after(p, end);
        }
        if (g.n < 0) { /* a row told pit by pit: its pits 1.. in order (the builder checks) */
            for (int k = 0; k < nv; k++)
                g.pit[k] = k + 1;
            g.n = nv;
            s->row_list = nv;
            if (g.side == SITU_SIDE_THEIRS) /* every pit of that row told */
                s->theirs_only = true;
            else
                s->mine_only = true;
        }
        for (int k = 0; k < nv; k++)
            p->used[at[k]] = true;
        if (g.num != SIZE_MAX)
            p->used[g.num] = true;
        /* pits and counts that do not pair up (3 pits, 2 counts): asked, never guessed */
        if ((g.rel == SITU_REL_PIT && nv > 1 && nv != g.n) || (g.rel == SITU_REL_REST && nv > 1)) {
            if (!s->ambiguous)
                s->unread_num = vals[0];
            s->ambiguous = true;
            continue;
        }
        for (size_t k = 0; k < p->npl; k++)
            if (p->pl[k].at >= g.at && p->pl[k].at < g.end)
                p->pl[k].grouped = true;
        struct faq_situ_count c = {
            .side = g.side, .rel = g.rel, .count = vals[0], .after = made_before(m, g.at)};
        if (g.rel == SITU_REL_PIT)
            for (int k = 0; k < g.n; k++) {
                c.pit = g.pit[k];
                c.count = vals[nv == 1 ? 0 : k];
                faq_situ_add_count(s, c);
            }
        else
            for (int k = 0; k < nv; k++) {
                c.count = vals[k];
                faq_situ_add_count(s, c);
            }
        p->told += nv;
        carry = g.side;
        i = (end > g.end ? end : g.end) - 1;
    }
}

/* faq_situ_list_groups.c — the group of pits a list of counts is told of, at one word (« ses
 * cases 1 et 2 », "his pits 1 to 4", « de sa case 1 à sa case 6 », « ses 3 premières cases »,
 * « les autres », « chacun de ses 6 trous », "the matching pits"): its pits, its side, where its
 * words end. It reads no count; faq_situ_lists.c reads them. */
#include <stdint.h>

#include "faq_situ_read.h"

/* ROW_NOUN_GAP: the most words from « chacun » to its row's hole noun (« chacun de ses 6
 * trous »). */
enum { ROW_NOUN_GAP = 4 };

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
static bool each_of_row(const struct faq_situ_reader *p, size_t i, struct faq_situ_group *g)
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
    *g = (struct faq_situ_group){.at = i, .end = j + 1, .rel = SITU_REL_REST, .num = SIZE_MAX};
    g->side = faq_situ_has(m, side, SW_THEIRS) ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
    return true;
}

/* « 2 pierres dans chacun de ses trous 1, 2 et 3 », "1 stone in each of his pits 2 and 4": a
 * row's words naming the numbered pits right after them make g those pits, its count told
 * before. */
static void listed_after(const struct faq_situ_reader *p, struct faq_situ_group *g)
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
static void rest_length(struct faq_situ_reader *p, struct faq_situ_group *g)
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

/* « les autres cases de mon camp », "the rest of my row", "the others of mine", « les trois
 * premières cases de mon adversaire »: the row's owner told after the group's words, a few words
 * at most: g ends after it, on that side. */
static void owner_after(const struct faq_situ_reader *p, struct faq_situ_group *g)
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
            int last = faq_situ_pit_number(q->pit, holes);
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
static void row_from_first(const struct faq_situ_reader *p, struct faq_situ_group *g)
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
bool faq_situ_group_at(struct faq_situ_reader *p, size_t i, enum faq_situ_side carry,
                       struct faq_situ_group *g)
{
    const struct faq_situ_marked *m = p->m;
    *g = (struct faq_situ_group){.at = i, .end = i + 1, .rel = SITU_REL_PIT, .num = SIZE_MAX};
    size_t next, first;
    enum faq_situ_side heading = faq_situ_row_heading(p, i, &next, &first);
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
    if (each_of_row(p, i, g) || faq_situ_row_after_owner(p, i, g))
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
            for (int v = pl->pit + 1; v <= faq_situ_pit_number(q->pit, holes); v++)
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

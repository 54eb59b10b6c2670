/* faq_situ_lists.c — pits told together and the counts told of them: « ses cases 1 et 2 ont 2 et
 * 1 », "his pits 1 to 4", « ses 3 premières cases », « les autres 5 chacune », a whole row told
 * pit by pit (« Moi : 0 4 0 0 3 2 »). This file reads the counts told after or before a group and
 * pairs them with its pits; the groups are found by faq_situ_list_groups.c, whole rows and the
 * pits told again beside a list by faq_situ_list_rows.c. Pits and counts that do not pair up are
 * asked, never guessed (s->ambiguous). */
#include <stdint.h>
#include <string.h>

#include "faq_situ_read.h"

/* « j'ai 15 graines dans ma case 2, mes autres cases ont 3, 2, 0, 1 et 4 », "Me: 3, 2, 1, 0, _,
 * 2" with my pit 5 told: nv counts told of a row (a rest group, or a whole row told short) whose
 * other pits are numbered elsewhere in the question, as many as the row lacks, are the row's
 * remaining pits in order. g's pits become those; false when the counts do not fit. */
static bool rest_in_order(const struct faq_situ_reader *p, struct faq_situ_group *g, int nv,
                          size_t end)
{
    int holes = p->s->holes > 0 ? p->s->holes : rules_opts_default().holes, told = 0;
    unsigned seen = 0;
    if (g->side == SITU_SIDE_UNSAID || holes >= 32 || nv < 2)
        return false;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        int pit = faq_situ_pit_number(pl->pit, holes);
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
static int group_values(struct faq_situ_reader *p, const struct faq_situ_group *g, int vals[],
                        size_t at[], bool *each, size_t *end)
{
    const struct faq_situ_marked *m = p->m;
    int nv = 0;
    bool range = g->range;
    /* « ses 3 premières cases (en partant de sa gauche) ont 0, 2 et 1 » */
    size_t j = faq_situ_aside_after(p, g, g->end), from = j;
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
        struct faq_situ_group g;
        int vals[FAQ_SITU_MAX_COUNTS];
        size_t at[FAQ_SITU_MAX_COUNTS], end;
        bool each;
        if (m->k[i].game >= 0 || !faq_situ_group_at(p, i, carry, &g))
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
            faq_situ_aside_pits(p, &g, end);
            faq_situ_pits_after(p, end);
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

/* faq_situ_moments.c — counts told with their pits in words of their own, read before the lists
 * (which would take « de 1 à 2 » for pits 1 to 2): a pit told with its count before the move and
 * after it (« mon 6e passe de 1 à 2 », "his 1st goes from 1 to 2"): the first count is the pit's
 * in the position, the second is told again of the move (s->restated, checked by the builder
 * against the engine's play); and counts told with bare pit numbers after them (« avant il avait
 * 2 0 1 en 1, 2, 3 », "he had 2, 0, 1 in 1, 2, 3"): each count that pit's. */
#include "faq_situ_read.h"

/* FROM_TO_WORDS: the most words from the pit to the « de » of its counts (« mon 6e passe de »,
 * "his 1st goes from"). */
enum { FROM_TO_WORDS = 3 };

/* The place at word i's pit told before it in its clause, a few words back, with nothing but
 * words between (no number, no other place): its index in p->pl, else -1. */
static int pit_before(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t k = p->npl; k-- > 0;) {
        const struct faq_situ_place *pl = &p->pl[k];
        if (pl->at >= i)
            continue;
        if (pl->rel != SITU_REL_PIT || pl->pit == 0 || pl->store || pl->grouped ||
            !faq_situ_same_clause(m, pl->at, i) || i - pl->at > FROM_TO_WORDS + 1)
            return -1;
        for (size_t j = pl->at + 1; j < i; j++)
            if (faq_situ_is_number(m, j))
                return -1;
        return (int)k;
    }
    return -1;
}

void faq_situ_read_moments(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i + 3 < m->n; i++) {
        size_t a = i + 1, to = i + 2, b = i + 3;
        if (!(faq_situ_has(m, i, SW_OF) || faq_situ_has(m, i, SW_FROM)) ||
            !faq_situ_free_number(p, a) || !faq_situ_has_near(m, a, to, SW_TO) ||
            !faq_situ_free_number(p, b) || !faq_situ_same_clause(m, i, b) ||
            faq_situ_has_near(m, b, b + 1, SW_PIT) || faq_situ_has_near(m, b, b + 1, SW_PIECE) ||
            s->nrestated >= FAQ_SITU_MAX_RESTATED)
            continue;
        int k = pit_before(p, i);
        if (k < 0)
            continue;
        const struct faq_situ_place *pl = &p->pl[k];
        faq_situ_add_count(
            s, (struct faq_situ_count){
                   .side = pl->side, .rel = SITU_REL_PIT, .pit = pl->pit, .count = m->k[a].num});
        s->restated[s->nrestated++] = (struct faq_situ_restated){m->k[b].num, false};
        p->used[a] = p->used[b] = true;
        p->pl[k].grouped = true; /* its count is told: no other number is its */
        p->told++;
        i = b;
    }
}

/* The run of free numbers from word i (« 2 0 1 », « 2, 0 et 1 »): their word indexes in at[],
 * their number; *end the word after the run. */
static int number_run(const struct faq_situ_reader *p, size_t i, size_t at[], size_t *end)
{
    const struct faq_situ_marked *m = p->m;
    int n = 0;
    size_t j = i;
    while (n < FAQ_SITU_MAX_COUNTS && faq_situ_free_number(p, j) && faq_situ_same_clause(m, i, j)) {
        at[n++] = j++;
        if (faq_situ_has_near(m, j - 1, j, SW_AND) && faq_situ_free_number(p, j + 1) &&
            faq_situ_same_clause(m, i, j + 1))
            j++;
    }
    *end = j;
    return n;
}

void faq_situ_read_bare_pits(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    int holes = p->holes > 0 ? p->holes : rules_opts_default().holes;
    for (size_t i = 0; i < m->n; i++) {
        size_t counts[FAQ_SITU_MAX_COUNTS], pits[FAQ_SITU_MAX_COUNTS], in, end;
        if (!faq_situ_free_number(p, i) || (i > 0 && faq_situ_free_number(p, i - 1)))
            continue;
        int n = number_run(p, i, counts, &in);
        enum faq_situ_side side = faq_situ_subject_at(m, i);
        if (n < 2 || !faq_situ_has_near(m, i, in, SW_IN) || side == SITU_SIDE_UNSAID ||
            number_run(p, in + 1, pits, &end) != n || faq_situ_has_near(m, i, end, SW_PIT) ||
            faq_situ_has_near(m, i, end, SW_PIECE))
            continue;
        bool rising = true;
        for (int k = 0; k < n; k++)
            rising = rising && m->k[pits[k]].num >= 1 && m->k[pits[k]].num <= holes &&
                     (k == 0 || m->k[pits[k]].num > m->k[pits[k - 1]].num);
        if (!rising)
            continue;
        for (int k = 0; k < n; k++) {
            faq_situ_add_count(s, (struct faq_situ_count){.side = side,
                                                          .rel = SITU_REL_PIT,
                                                          .pit = m->k[pits[k]].num,
                                                          .count = m->k[counts[k]].num});
            p->used[counts[k]] = p->used[pits[k]] = true;
        }
        p->told += n;
        i = end - 1;
    }
}

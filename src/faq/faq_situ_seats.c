/* faq_situ_seats.c — kalah for three or four: the same pit of every other player told at once
 * with a list of counts, one a player in seat order (« Dans leurs 2e trous, les trois autres ont
 * respectivement 3, 0 et 2 pierres », « Les trous 2 des deux autres ont 3 et 4 pierres », "the
 * other two have 1 and 5 in their pit 4"): the k-th count is the pit of the k-th player after
 * the mover. A list whose length is not the number of other players is left to the other
 * readers (and asked when nothing places it). */
#include "faq_situ_read.h"

/* Some word of clause cl names the other players (« les deux autres », "the other three"). */
static bool others_in(const struct faq_situ_reader *p, int cl)
{
    for (size_t j = 0; j < p->m->n; j++)
        if (p->m->k[j].clause == cl && faq_situ_other_players(p, j))
            return true;
    return false;
}

/* The counts of clause cl in order (free numbers, not a pit's own number « trous 2 »): how many,
 * their words in at[] (at most cap; more return cap + 1). */
static size_t clause_counts(const struct faq_situ_reader *p, int cl, size_t *at, size_t cap)
{
    const struct faq_situ_marked *m = p->m;
    size_t n = 0;
    for (size_t j = 0; j < m->n; j++) {
        if (m->k[j].clause != cl || !faq_situ_free_number(p, j) || m->k[j].ord >= 0 ||
            (j > 0 && faq_situ_has_near(m, j, j - 1, SW_PIT)) ||
            faq_situ_has_near(m, j, j + 1, SW_PIT))
            continue;
        if (n == cap)
            return cap + 1;
        at[n++] = j;
    }
    return n;
}

/* The one numbered pit of the others' rows told in clause cl, or in the clause before it when
 * that one counts nothing (« Dans leurs 2e trous, … »): its index in p->pl, -1 when none or
 * pits of two numbers. */
static int others_pit(const struct faq_situ_reader *p, int cl)
{
    const struct faq_situ_marked *m = p->m;
    size_t none[1];
    bool heading = cl > 0 && clause_counts(p, cl - 1, none, 0) == 0;
    int found = -1;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        int at = m->k[pl->at].clause;
        if (pl->rel != SITU_REL_PIT || pl->pit <= 0 || pl->store || pl->side == SITU_SIDE_MINE ||
            !(at == cl || (heading && at == cl - 1)))
            continue;
        if (found >= 0 && p->pl[found].pit != pl->pit)
            return -1;
        found = (int)k;
    }
    return found;
}

void faq_situ_read_seats(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    int last = m->n ? m->k[m->n - 1].clause : -1;
    for (int cl = 0; p->sows_store && cl <= last; cl++) {
        size_t at[RULES_MAX_PLAYERS - 1];
        size_t n = others_in(p, cl) ? clause_counts(p, cl, at, RULES_MAX_PLAYERS - 1) : 0;
        int k = n >= 2 ? others_pit(p, cl) : -1;
        if (k < 0 || n >= RULES_MAX_PLAYERS ||
            (s->players != FAQ_SITU_UNSAID && (int)n != s->players - 1))
            continue;
        for (size_t q = 0; q < n; q++) {
            faq_situ_add_count(s, (struct faq_situ_count){.side = SITU_SIDE_THEIRS,
                                                          .pit = p->pl[k].pit,
                                                          .count = m->k[at[q]].num,
                                                          .player = SITU_PLAYER_NTH + 2 + (int)q});
            p->used[at[q]] = true;
            p->told++;
        }
        p->pl[k].grouped = true;
        if (s->players == FAQ_SITU_UNSAID)
            s->players = (int)n + 1;
    }
}

/* ELIDED_BACK: the most clauses back to the pit a count with its noun left out is told of. */
enum { ELIDED_BACK = 3 };

/* The player named in clause cl before word i (« le dernier joueur 2 », « celui du joueur d'en
 * face 3 », « l'autre 9 » at three), with no place and no other number of its own: SITU_PLAYER_*,
 * else 0. */
static int elided_player(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    int who = 0;
    for (size_t k = 0; k < p->npl; k++)
        if (m->k[p->pl[k].at].clause == m->k[i].clause)
            return 0;
    for (size_t j = 0; j < m->n; j++) {
        if (!faq_situ_same_clause(m, i, j) || j == i)
            continue;
        if (faq_situ_is_number(m, j) && m->k[j].ord < 0 && !m->k[j].cont)
            return 0;
        if (j < i && !who)
            who = faq_situ_player_word(p, j);
    }
    return who;
}

/* The pit of the others' rows told with a count in the clauses before clause cl (the nearest):
 * its number, else 0. */
static int told_pit_before(const struct faq_situ_reader *p, int cl)
{
    const struct faq_situ_marked *m = p->m;
    for (int back = 1; back <= ELIDED_BACK && cl - back >= 0; back++)
        for (size_t k = p->npl; k-- > 0;) {
            const struct faq_situ_place *pl = &p->pl[k];
            if (m->k[pl->at].clause == cl - back && pl->rel == SITU_REL_PIT && pl->pit > 0 &&
                !pl->store && pl->side == SITU_SIDE_THEIRS)
                return pl->pit;
        }
    return 0;
}

int faq_situ_elided_seat(const struct faq_situ_reader *p, size_t i, int *who)
{
    *who = p->sows_store && p->m->k[i].ord < 0 ? elided_player(p, i) : 0;
    return *who ? told_pit_before(p, p->m->k[i].clause) : 0;
}

void faq_situ_read_elided_seats(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t i = 0; p->sows_store && i < m->n; i++) {
        int who = 0;
        int pit = faq_situ_free_number(p, i) ? faq_situ_elided_seat(p, i, &who) : 0;
        if (!pit)
            continue;
        faq_situ_add_count(
            p->s, (struct faq_situ_count){
                      .side = SITU_SIDE_THEIRS, .pit = pit, .count = m->k[i].num, .player = who});
        p->used[i] = true;
        p->told++;
    }
}

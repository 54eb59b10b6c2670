/* faq_situ_landing.c — where the last piece lands: the clause telling it (« ma dernière tombe
 * dans… », « dernière pierre dans mon trou vide ») and the place it lands in (s->landing,
 * land_*), that place marked SITU_REL_LANDING. */
#include <string.h>

#include "faq_situ_read.h"

/* SUBJECT_PRONOUN_LEN: the longest subject pronoun (« elle », "it"). */
enum { SUBJECT_PRONOUN_LEN = 4 };

/* The clause telling where the last piece lands (« ma dernière tombe dans… »), or -1. */
int faq_situ_landing_clause(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        /* « où tombe la dernière ? » asks where it lands: it tells nothing */
        if (!(faq_situ_has(m, i, SW_LANDS) || faq_situ_has(m, i, SW_MAKES)) ||
            faq_situ_has(m, i, SW_PLAY) || faq_situ_clause_has(m, cl, SW_Q_WHERE))
            continue;
        bool said_after = false; /* « …dans mon trou vide », « …dans ma réserve » */
        for (size_t j = i + 1; j < m->n && m->k[j].clause == cl; j++)
            said_after = said_after || faq_situ_has(m, j, SW_EMPTY) ||
                         faq_situ_has(m, j, SW_STORE) || faq_situ_has(m, j, SW_THEIRS) ||
                         faq_situ_has(m, j, SW_MAKES);
        /* « …, elle tombe dans son trou 1 »: the piece told before is the verb's subject */
        bool pronoun = i > 0 && faq_situ_same_clause(m, i - 1, i) &&
                       faq_situ_has(m, i - 1, SW_OPPONENT) &&
                       strlen(m->t.tok[i - 1]) <= SUBJECT_PRONOUN_LEN && cl > 0;
        if (faq_situ_clause_has(m, cl, SW_LAST) ||
            ((faq_situ_clause_has(m, cl, SW_MINE) || pronoun) && said_after))
            return cl;
    }
    /* « dernière pierre dans mon trou vide, 4 en face » told without a verb: the last piece
     * right before « dans » a place */
    for (size_t i = 0; i + 2 < m->n; i++) {
        int cl = m->k[i].clause;
        if (faq_situ_starts(m, i, SW_LAST) && !faq_situ_has(m, i, SW_BEFORE_LAST) &&
            !faq_situ_clause_has(m, cl, SW_Q_WHERE) && !faq_situ_clause_has(m, cl, SW_PLAY) &&
            !faq_situ_clause_has(m, cl, SW_LANDS) &&
            (faq_situ_has_near(m, i, i + 1, SW_PIECE) ||
             faq_situ_has_near(m, i, i + 1, SW_PEBBLE)) &&
            (faq_situ_has_near(m, i, i + 2,
                               SW_IN) || /* « dernière graine chez lui dans une case vide » */
             ((faq_situ_has_near(m, i, i + 2, SW_THEIRS) ||
               faq_situ_has_near(m, i, i + 2, SW_MINE)) &&
              (faq_situ_has_near(m, i, i + 3, SW_IN) || faq_situ_has_near(m, i, i + 4, SW_IN)))))
            return cl;
    }
    return -1;
}

void faq_situ_read_landing(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    int cl = p->land_clause = faq_situ_landing_clause(m);
    size_t verb = 0;
    if (cl < 0)
        return;
    while (verb < m->n && !(m->k[verb].clause == cl &&
                            (faq_situ_has(m, verb, SW_LANDS) || faq_situ_has(m, verb, SW_MAKES))))
        verb++;
    for (size_t j = 0; verb >= m->n && j < m->n; j++)
        if (m->k[j].clause == cl && faq_situ_has(m, j, SW_IN))
            verb = j; /* told without a verb: « dernière pierre dans… » */
    for (size_t i = 0; i < p->npl; i++) {
        struct faq_situ_place *pl = &p->pl[i];
        if (m->k[pl->at].clause != cl || pl->at < verb || pl->rel != SITU_REL_PIT)
            continue;
        s->landing = true;
        s->land_store = pl->store;
        s->land_pit = pl->pit;
        s->land_side = pl->side;
        pl->rel = SITU_REL_LANDING;
        break;
    }
    for (size_t i = p->npl; !s->landing && i-- > 0;) {
        struct faq_situ_place *pl = &p->pl[i];
        bool last_between = false; /* « sa case 3… et ma dernière graine y tombe » */
        for (size_t j = pl->at + 1; j < verb; j++)
            last_between = last_between || faq_situ_has(m, j, SW_LAST);
        if (m->k[pl->at].clause != cl || pl->at > verb || pl->rel != SITU_REL_PIT || pl->pit == 0 ||
            !last_between)
            continue;
        s->landing = true;
        s->land_pit = pl->pit;
        s->land_side = pl->side;
        pl->rel = SITU_REL_LANDING;
    }
    if (!s->landing && faq_situ_clause_has(m, cl, SW_LAST) && (faq_situ_clause_opponent(m, cl))) {
        s->landing = true; /* « chez l'adversaire » */
        s->land_side = SITU_SIDE_THEIRS;
    }
    if (!s->landing && faq_situ_clause_has(m, cl, SW_LAST) && faq_situ_clause_has(m, cl, SW_ROW)) {
        s->landing = true; /* "does my last seed land on my side?" */
        s->land_side = SITU_SIDE_MINE;
    }
    for (size_t j = verb;
         s->landing && j < m->n && m->k[j].clause == cl && !faq_situ_has(m, j, SW_FACING); j++)
        if (faq_situ_has(m, j, SW_EMPTY) && !faq_situ_is_number(m, j))
            s->land_empty = true;
    /* « ma dernière retombe dans mon trou de départ », "back in that same pit": the pit played,
     * on the mover's row */
    for (size_t j = verb; s->landing && j < m->n && m->k[j].clause == cl; j++)
        if (faq_situ_starts(m, j, SW_ORIGIN) && !s->land_store) {
            s->land_origin = true;
            s->land_side = SITU_SIDE_MINE;
        }
    if (s->landing && s->land_side == SITU_SIDE_UNSAID)
        s->land_side =
            faq_situ_subject_at(m, verb) == SITU_SIDE_MINE && !faq_situ_clause_opponent(m, cl)
                ? SITU_SIDE_MINE
            : faq_situ_clause_opponent(m, cl)     ? SITU_SIDE_THEIRS
            : faq_situ_clause_has(m, cl, SW_MINE) ? SITU_SIDE_MINE
                                                  : SITU_SIDE_UNSAID;
}

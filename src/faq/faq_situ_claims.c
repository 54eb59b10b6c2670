/* faq_situ_claims.c — the capture a question claims (« je lui prends les 5 ? », "do I take
 * 3?"): the count claimed, or the pit claimed taken. Only what is claimed is read here; the
 * engine's result says yes or no. */
#include "faq_situ_read.h"

/* « je lui prends les 5 ? », "do I take 3?": the capture's count claimed; « je prends aussi les
 * graines de ma case 6 ? »: a pit claimed taken. The engine's result says yes or no. */
void faq_situ_read_claims(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_starts(m, i, SW_Q_CAPTURE) || faq_situ_has(m, i, SW_PLAY))
            continue;
        /* « ma 6e va se retrouver à 2, je la ramasse aussi ? », "do I take it too?": the pit
         * told last before the pronoun, unless the words after claim otherwise */
        bool pronoun = (i > 0 && faq_situ_has_near(m, i, i - 1, SW_PRONOUN)) ||
                       (faq_situ_has_near(m, i, i + 1, SW_PRONOUN) &&
                        (!faq_situ_same_clause(m, i, i + 2) || faq_situ_has(m, i + 2, SW_ALSO)));
        for (size_t k = p->npl; pronoun && k-- > 0;)
            if (p->pl[k].at + 1 < i && p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit > 0 &&
                !p->pl[k].store) {
                s->claim_pit = p->pl[k].pit;
                s->claim_side = p->pl[k].side;
                break;
            }
        for (size_t j = i + 1;
             j < i + 9 && faq_situ_same_clause(m, i, j) && !faq_situ_has(m, j, SW_PLAY); j++) {
            const struct faq_situ_place *pl = NULL;
            if (faq_situ_free_number(p, j) && faq_situ_pieces_of(m, j, true))
                break; /* « je prends les 3 escargots de mon 4e trou »: picked up to sow */
            for (size_t k = 0; k < p->npl; k++)
                if (p->pl[k].at == j && p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit > 0 &&
                    !p->pl[k].store)
                    pl = &p->pl[k];
            if (pl) {
                s->claim_pit = pl->pit;
                s->claim_side = pl->side;
                break;
            }
            if (faq_situ_free_number(p, j) && m->k[j].num > 0 &&
                !(faq_situ_has_near(m, j, j + 1, SW_IN) || faq_situ_has_near(m, j, j + 2, SW_IN))) {
                s->claim_captured = m->k[j].num;
                p->used[j] = true;
                /* « je lui prends ses 3 + 2 graines ? »: the pieces of the claim added up */
                for (; j + 2 < m->n && faq_situ_has(m, j + 1, SW_AND) &&
                       faq_situ_same_clause(m, j, j + 2) && faq_situ_free_number(p, j + 2) &&
                       m->k[j + 2].num > 0;
                     j += 2) {
                    s->claim_captured += m->k[j + 2].num;
                    p->used[j + 2] = true;
                }
                /* « je prends les 2 du 3 ? »: the pit they are of, told right after */
                for (size_t k = 0; k < p->npl; k++)
                    if (p->pl[k].at == j + 2 && faq_situ_has(m, j + 1, SW_OF) &&
                        p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit > 0 && !p->pl[k].store) {
                        s->claim_pit = p->pl[k].pit;
                        s->claim_side = p->pl[k].side;
                    }
                break;
            }
        }
    }
}

/* faq_situ_place_after.c — « celle d'après », "the next one": a place told as the pit after
 * the place told just before it, made that pit in sowing order (after my last pit, the
 * opponent's first), or dropped when there is no such place or no pit after it. */
#include "faq_situ_read.h"

/* The pit after place o in sowing order, on a row of holes pits (« celle d'après »: after my
 * last pit, the opponent's first; after « en face de ma 6e », his second): into a, as a pit
 * of a side. False when the row's length or o's side, needed, is unknown. */
static bool next_pit(const struct faq_situ_place *o, int holes, struct faq_situ_place *a)
{
    enum faq_situ_side side = o->side;
    int pit = o->pit; /* 1-based on side's row, or from the last (SITU_PIT_LAST - k) */
    if (o->rel == SITU_REL_FACING_OF) { /* my pit k faces his pit holes + 1 - k */
        side = SITU_SIDE_THEIRS;
        pit = o->pit > 0 ? (holes > 0 ? holes + 1 - o->pit : 0)
                         : 1 + (SITU_PIT_LAST - o->pit); /* my k-th from the last: his k+1-th */
    }
    if (pit > 0 && pit < holes) {
        pit++;
    } else if (pit < 0 && pit > SITU_PIT_LAST - SITU_PIT_FROM_LAST_MAX && pit != SITU_PIT_LAST) {
        pit++; /* « l'avant-dernière … et celle d'après »: the last */
    } else if ((pit == SITU_PIT_LAST || (pit == holes && holes > 0)) && side != SITU_SIDE_UNSAID) {
        side = side == SITU_SIDE_MINE ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
        pit = 1; /* the row's last pit: the other row's first comes next */
    } else {
        return false;
    }
    a->rel = SITU_REL_PIT;
    a->side = side;
    a->pit = pit;
    return true;
}

/* « la case en face de ma 6e a 1 graine, et celle d'après en a 2 », "my 3rd pit has 2 and the
 * next one 1": a place told as the one after the place told just before it (of its clause or
 * the one before, not a pit « en face » took) is that pit; with no such place or no pit after
 * it, it is no place. */
void faq_situ_read_place_after(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    bool none[SITU_MAX_PLACES] = {false};
    size_t n = 0;
    for (size_t k = 0; k < p->npl; k++) {
        struct faq_situ_place *a = &p->pl[k];
        const struct faq_situ_place *o = NULL;
        for (size_t q = k; a->after && q-- > 0 && !o;) {
            const struct faq_situ_place *c = &p->pl[q];
            if (m->k[c->at].clause + 1 < m->k[a->at].clause)
                break;
            if (!c->grouped && !c->store && !none[q] &&
                (c->rel == SITU_REL_FACING_OF || (c->rel == SITU_REL_PIT && c->pit != 0)))
                o = c;
        }
        none[k] = a->after && !(o && next_pit(o, p->holes, a));
    }
    for (size_t k = 0; k < p->npl; k++)
        if (!none[k])
            p->pl[n++] = p->pl[k];
    p->npl = n;
}

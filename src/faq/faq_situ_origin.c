/* faq_situ_origin.c — the pit played and its count: a pit named with « je joue », the pit
 * told after the words of the start (« premier coup : mon 1er trou »), the pit asked about, else
 * the first pit of mine given a count outside the landing clause. */
#include "faq_situ_read.h"

/* OPENING_WORDS: the most words from the start told (« premier coup ») to the pit played;
 * KROU_PIT_WORDS: between a krou and the pit it is (« un krou dans mon 3e trou », "my 3rd pit
 * is a krou"). */
enum { OPENING_WORDS = 4, KROU_PIT_WORDS = 4 };

/* The pit played and its count: a pit named with « je joue », else the first pit of mine
 * given a count outside the landing clause, else a count of mine with no pit. */
/* « premier coup : mon 1er trou », "opening move, my 4th pit": a pit of mine told right after
 * the words of the start, with no count of its own in its clause: the pit played. */
static bool opening_pit(const struct faq_situ_reader *p, const struct faq_situ_place *pl)
{
    const struct faq_situ_marked *m = p->m;
    if (faq_situ_has(m, pl->at, SW_START) || /* « 1er coup »: the start's own words */
        !faq_situ_near(m, pl->at, SW_START, OPENING_WORDS, 0) ||
        faq_situ_clause_has(m, m->k[pl->at].clause, SW_HAVE))
        return false;
    for (size_t c = 0; c < p->s->ncounts; c++)
        if (p->s->counts[c].rel == SITU_REL_PIT && p->s->counts[c].pit == pl->pit)
            return false;
    return true;
}

/* « mon 2e trou me fait rejouer ? », "does my 2nd hole give me another turn?": a pit of mine
 * told in the clause asking the extra turn, with no count nor verb of having there: the pit
 * played. */
static bool asked_pit(const struct faq_situ_reader *p, const struct faq_situ_place *pl)
{
    const struct faq_situ_marked *m = p->m;
    int cl = m->k[pl->at].clause;
    if (pl->side != SITU_SIDE_MINE || pl->store || !faq_situ_clause_has(m, cl, SW_Q_EXTRA) ||
        faq_situ_clause_has(m, cl, SW_HAVE))
        return false;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl && faq_situ_free_number(p, j))
            return false;
    for (size_t c = 0; c < p->s->ncounts; c++)
        if (p->s->counts[c].rel == SITU_REL_PIT && p->s->counts[c].pit == pl->pit)
            return false;
    return true;
}

/* « j'ai 13 graines dans ma case 3, mes autres cases ont 1, 0, 2, 2 et 1 », no pit played
 * said: the first count of mine whose pit is named alone (not in a list), else NULL. */
static const struct faq_situ_count *told_apart(const struct faq_situ_reader *p)
{
    const struct faq_situ *s = p->s;
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel != SITU_REL_PIT || c->side == SITU_SIDE_THEIRS || c->count <= 0 || c->store ||
            (c->pit <= 0 && c->pit != SITU_PIT_LAST)) /* « mon dernier trou a 8 »: a pit too */
            continue;
        for (size_t j = 0; j < p->npl; j++)
            if (p->pl[j].rel == SITU_REL_PIT && p->pl[j].pit == c->pit && !p->pl[j].store &&
                !p->pl[j].grouped && p->pl[j].list < 0 && p->pl[j].side != SITU_SIDE_THEIRS &&
                !(j + 1 < p->npl && p->pl[j + 1].list == (int)j)) /* nor a list's first */
                return c;
    }
    return NULL;
}

void faq_situ_read_origin(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t k = 0; k < p->npl && s->origin_pit == FAQ_SITU_UNSAID; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        if (pl->rel == SITU_REL_PIT && pl->pit != 0 && pl->side != SITU_SIDE_THEIRS && !pl->after &&
            (faq_situ_near(m, pl->at, SW_PLAY, 4, 0) || opening_pit(p, pl) || asked_pit(p, pl) ||
             faq_situ_near(m, pl->at, SW_KROU, KROU_PIT_WORDS, KROU_PIT_WORDS)))
            s->origin_pit = pl->pit; /* a krou is a pit played: « un krou dans mon 3e » */
    }
    /* « je la joue », "I play it": the first pit of mine told before the verb with pieces in it
     * (« mon trou 6 a 9 pierres et mon trou 2 en a 3. Je le joue »: the 6), else the last one
     * told (« mon trou 2 est vide, je le choisis ») */
    for (size_t i = 0; i < m->n && s->origin_pit == FAQ_SITU_UNSAID; i++) {
        if (!faq_situ_has(m, i, SW_PLAY) ||
            !(faq_situ_has(m, i - (i > 0), SW_PRONOUN) || faq_situ_has(m, i + 1, SW_PRONOUN)))
            continue;
        int last = FAQ_SITU_UNSAID, full = FAQ_SITU_UNSAID;
        for (size_t k = 0; k < p->npl; k++) {
            const struct faq_situ_place *pl = &p->pl[k];
            if (pl->at >= i || pl->rel != SITU_REL_PIT || pl->pit == 0 || pl->store ||
                pl->grouped || pl->side == SITU_SIDE_THEIRS)
                continue;
            last = pl->pit;
            for (size_t c = 0; c < s->ncounts && full == FAQ_SITU_UNSAID; c++)
                if (s->counts[c].rel == SITU_REL_PIT && s->counts[c].pit == pl->pit &&
                    !s->counts[c].store && s->counts[c].side != SITU_SIDE_THEIRS &&
                    s->counts[c].count > 0)
                    full = pl->pit;
        }
        s->origin_pit = full != FAQ_SITU_UNSAID ? full : last;
    }
    /* « je joue ma dernière pierre, celle de mon 6e trou », "I play my last stone, the one in
     * hole 6": one stone, in the pit told right after, and nothing else on my row */
    for (size_t i = 0; i + 2 < m->n && s->origin_pit == FAQ_SITU_UNSAID; i++) {
        if (!faq_situ_has(m, i, SW_PLAY) || !faq_situ_same_clause(m, i, i + 2))
            continue;
        size_t l = faq_situ_has(m, i + 1, SW_MINE) ? i + 2 : i + 1;
        if (!faq_situ_starts(m, l, SW_LAST) || faq_situ_has(m, l, SW_BEFORE_LAST) ||
            !faq_situ_has_near(m, l, l + 1, SW_PIECE))
            continue;
        for (size_t k = 0; k < p->npl; k++) {
            const struct faq_situ_place *pl = &p->pl[k];
            if (pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store &&
                pl->side != SITU_SIDE_THEIRS && pl->at > l && pl->at <= l + 7 &&
                m->k[pl->at].clause <= m->k[l].clause + 1) {
                s->origin_pit = pl->pit;
                s->mine_only = true;
                faq_situ_add_count(
                    s, (struct faq_situ_count){.side = SITU_SIDE_MINE, .pit = pl->pit, .count = 1});
                break;
            }
        }
    }
    s->played = false; /* « c'est à moi de jouer » says whose turn it is, no move */
    for (size_t i = 0; i < m->n; i++)
        s->played = s->played || (faq_situ_has(m, i, SW_PLAY) && !faq_situ_has(m, i, SW_TURN));
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel != SITU_REL_PIT || c->side == SITU_SIDE_THEIRS || c->store)
            continue;
        if (s->origin_pit != FAQ_SITU_UNSAID && c->pit == s->origin_pit) {
            s->origin_count = c->count;
            return;
        }
    }
    /* « je viens de vider mon dernier trou, il reste 10 pierres chez l'autre »: told with no
     * count of its own, the pit just emptied leaves my row empty, the move done */
    if (faq_situ_any(m, SW_JUST_EMPTIED) && s->origin_count < 0) {
        bool counted = false;
        for (size_t k = 0; k < s->ncounts; k++)
            counted = counted || (s->counts[k].rel == SITU_REL_PIT && s->counts[k].pit == 0 &&
                                  s->counts[k].side != SITU_SIDE_THEIRS && !s->counts[k].store);
        if (!counted) {
            s->origin_pit = FAQ_SITU_UNSAID;
            s->played = false;
            s->mine_empty = true;
            return;
        }
    }
    if (s->origin_pit != FAQ_SITU_UNSAID) {
        /* « j'ai une case à 5 graines, c'est ma 2e, je la joue »: the one count of mine told of
         * no numbered pit is that of the pit played */
        struct faq_situ_count *only = NULL;
        int n = 0;
        for (size_t k = 0; k < s->ncounts; k++) {
            struct faq_situ_count *c = &s->counts[k];
            if (c->rel == SITU_REL_PIT && c->pit == 0 && c->side != SITU_SIDE_THEIRS &&
                c->count > 0 && !c->store && !c->after && n++ == 0)
                only = c;
        }
        if (n == 1) {
            only->pit = s->origin_pit;
            s->origin_count = only->count;
        }
        return;
    }
    const struct faq_situ_count *first = told_apart(p);
    for (size_t k = 0; k < s->ncounts && !first; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel == SITU_REL_PIT && c->side != SITU_SIDE_THEIRS && c->count > 0 && !c->store)
            first = c;
    }
    if (first) {
        s->origin_pit = first->pit ? first->pit : FAQ_SITU_UNSAID;
        s->origin_count = first->count;
    }
    if (s->origin_pit != FAQ_SITU_UNSAID || s->origin_count == FAQ_SITU_UNSAID)
        return;
    /* the pit of that count told apart, in a clause of its own: the one numbered pit of mine
     * that no count and no landing claims */
    int found = FAQ_SITU_UNSAID, seen = 0;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        bool counted = false;
        for (size_t j = 0; j < s->ncounts; j++)
            counted = counted || (s->counts[j].rel == SITU_REL_PIT && s->counts[j].pit == pl->pit);
        if (pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store && pl->side == SITU_SIDE_MINE &&
            !counted && m->k[pl->at].clause != p->land_clause) {
            found = pl->pit;
            seen++;
        }
    }
    if (seen == 1)
        s->origin_pit = found;
}

/* faq_situ_rows.c — rows and pits said empty (« mon 3e trou est vide », « en face il n'y a
 * rien », « mon camp est vide »), and rows said to hold only what was told (« rien d'autre »,
 * « le reste est vide », "the only stone left on my side"). */
#include "faq_situ_read.h"

/* "my hole 6 holds just 1 stone", « ma case 3 n'a que 2 graines »: « only » said of a pit's
 * count (a numbered pit, then a verb of having, before it), not of the row. */
static bool pit_only(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        if (pl->rel != SITU_REL_PIT || pl->pit == 0 || pl->at >= i ||
            !faq_situ_same_clause(m, pl->at, i))
            continue;
        for (size_t j = pl->at + 1; j < i; j++)
            if (faq_situ_has(m, j, SW_HAVE))
                return true;
    }
    return false;
}

/* "the only stone left on my side is in hole 6", « ma seule pierre est dans mon trou 2 »: an
 * « only » naming one piece gives the numbered pit of its clause that count, 1. */
static bool single_piece(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    bool piece = i > 0 && faq_situ_has_near(m, i, i - 1, SW_PIECE); /* « la pierre seule » */
    for (size_t j = i; j < m->n && faq_situ_has(m, j, SW_ONLY) && faq_situ_same_clause(m, i, j);
         j++)
        piece = piece || faq_situ_has(m, j, SW_PIECE);
    if (!piece || (i > 0 && faq_situ_is_number(m, i - 1)))
        return false;
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *pl = &p->pl[k];
        bool counted = false;
        for (size_t c = 0; c < p->s->ncounts; c++)
            counted =
                counted || (p->s->counts[c].rel == SITU_REL_PIT && p->s->counts[c].pit == pl->pit &&
                            p->s->counts[c].side == pl->side);
        if (pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store && !counted &&
            faq_situ_same_clause(m, i, pl->at) && pl->side != SITU_SIDE_THEIRS) {
            faq_situ_add_count(
                p->s, (struct faq_situ_count){.side = pl->side, .pit = pl->pit, .count = 1});
            return true;
        }
    }
    return false;
}

/* ALSO_BEFORE: the most words from « comme », "so is" to the facing place it joins
 * ("so is the one across"); ALSO_AFTER: from the facing place to « aussi » (« …du 5e aussi »);
 * BOTH_GAP: from a pit to the facing place joined to it (« mon trou 5 et le trou d'en face »);
 * EMPTY_IN_WORDS: from « rien » to the pit it is told of (« rien dans son trou 3 »);
 * EMPTY_BEFORE_WORDS: from "empty" to the pit it is said of ("my empty second pit"). */
/* PLENTY_AFTER: the most words from « il reste » to « pas mal » (« il lui en reste pas mal »). */
enum { PLENTY_AFTER = 3 };
enum { ALSO_BEFORE = 4, ALSO_AFTER = 3, BOTH_GAP = 5, EMPTY_IN_WORDS = 4, EMPTY_BEFORE_WORDS = 2 };

/* The facing place f is said empty like my pit `pit`, told empty at token i: « et celui d'en
 * face aussi », « …, le trou en face aussi » (the clause after, which counts nothing), « comme
 * le trou d'en face », "and so is the pit opposite it". */
static bool also_facing(const struct faq_situ_marked *m, const struct faq_situ_place *f, int pit,
                        size_t i)
{
    if (!(f->rel == SITU_REL_FACING || (f->rel == SITU_REL_FACING_OF && f->pit == pit)) ||
        f->at <= i)
        return false;
    int cl = m->k[f->at].clause;
    if (cl != m->k[i].clause && cl != m->k[i].clause + 1)
        return false;
    for (size_t j = 0; cl != m->k[i].clause && j < m->n; j++)
        if (m->k[j].clause == cl && (faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_EMPTY)))
            return false; /* « …, en face il y en a 3 », « …, en face vide aussi »: its own */
    size_t end = f->rel == SITU_REL_FACING_OF ? f->at + 2 : f->at; /* « … du 5e aussi » */
    for (size_t j = f->at > ALSO_BEFORE ? f->at - ALSO_BEFORE : 0; j <= end + ALSO_AFTER; j++)
        if (j != f->at && faq_situ_has_near(m, f->at, j, SW_ALSO) && (j > f->at || j > i))
            return true;
    return false;
}

/* « mon trou 5 et le trou d'en face sont vides »: the pit at `pit` and the facing place at
 * `rel` joined by « et » and said empty together at i (no count between, nothing had). */
static bool both_empty(const struct faq_situ_marked *m, size_t pit, size_t rel, size_t i)
{
    bool joined = false;
    for (size_t j = pit + 1; j < rel; j++)
        joined = joined || faq_situ_has(m, j, SW_AND);
    for (size_t j = pit + 1; joined && j < i; j++)
        if (faq_situ_is_number(m, j) || (j > rel && faq_situ_has(m, j, SW_HAVE)))
            return false;
    return joined;
}

/* "my empty second pit", "his empty pit 4": the word saying empty at i right before the
 * numbered pit pl names (its ordinal or noun next, nothing counted between). */
static bool empty_before(const struct faq_situ_reader *p, size_t i, const struct faq_situ_place *pl)
{
    const struct faq_situ_marked *m = p->m;
    if (pl->rel != SITU_REL_PIT || pl->pit == 0 || pl->grouped || pl->store || pl->at <= i ||
        pl->at > i + EMPTY_BEFORE_WORDS || !faq_situ_same_clause(m, i, pl->at))
        return false;
    for (size_t j = i + 1; j < pl->at; j++)
        if ((faq_situ_is_number(m, j) && m->k[j].ord < 0) || faq_situ_has(m, j, SW_PIECE) ||
            faq_situ_has(m, j, SW_HAVE) || faq_situ_has(m, j, SW_IN) ||
            faq_situ_has(m, j, SW_AND)) /* « … est vide et l'avant-dernière » */
            return false;
    return true;
}

/* « il a une seule graine dans sa 1re case », « sa 4e une seule », "one single seed": the
 * « only » phrase covering word i comes right after a count (not a pit's number), so it is the
 * count's, not the row's. */
static bool only_of_count(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t head = i;
    while (head > 0 && !faq_situ_starts(m, head, SW_ONLY) && faq_situ_has(m, head - 1, SW_ONLY))
        head--;
    if (head == 0 || !faq_situ_same_clause(m, head - 1, head) || m->k[head - 1].num < 0)
        return false;
    for (size_t k = 0; k < p->npl; k++) /* « 1 en case 3 seulement »: a pit's number */
        if (p->pl[k].at == head - 1)
            return false;
    return true;
}

/* « mon 3e trou est vide », "his pits 1 and 2 are empty": the pit said empty (of player's row,
 * kalah), and every pit of its list. */
static void empty_list(struct faq_situ_reader *p, const struct faq_situ_place *pit, int player)
{
    int list = pit->list >= 0 ? pit->list : (int)(pit - p->pl);
    for (size_t k = 0; k < p->npl; k++) {
        const struct faq_situ_place *o = &p->pl[k];
        if (o == pit || (o->rel == SITU_REL_PIT && o->pit > 0 && !o->store &&
                         ((int)k == list || o->list == list)))
            faq_situ_add_count(p->s,
                               (struct faq_situ_count){.side = o->side,
                                                       .pit = o->pit,
                                                       .count = 0,
                                                       .player = o == pit ? player : o->player});
    }
}

/* A number follows word i in its clause. */
static bool count_after(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j < m->n && faq_situ_same_clause(m, i, j); j++)
        if (faq_situ_is_number(m, j))
            return true;
    return false;
}

/* « Mon trou 7 (le dernier avant ma réserve) est vide », "my pit 7 (…) is empty": « vide » at
 * i begins its clause (after « est » at most), the clause before it is an aside with no number
 * nor verb of having, and the one before that ends on a numbered pit: that pit, else NULL. */
static struct faq_situ_place *told_before_aside(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t first = i;
    while (first > 0 && faq_situ_same_clause(m, first - 1, i))
        first--;
    if (first == 0 || i - first > 1 ||
        (i > first && !faq_situ_has(m, first, SW_IT_IS) && !faq_situ_has(m, first, SW_HAVE) &&
         !m->t.stop[first]))
        return NULL;
    size_t aside = first; /* the aside's first word */
    while (aside > 0 && faq_situ_same_clause(m, aside - 1, first - 1))
        aside--;
    if (aside == 0)
        return NULL;
    for (size_t j = aside; j < first; j++) /* (« the one » is no count) */
        if ((m->k[j].num >= 0 && !(m->k[j].num == 1 && m->k[j].spelled)) ||
            faq_situ_has(m, j, SW_HAVE))
            return NULL;
    for (size_t k = 0; k < p->npl; k++) {
        struct faq_situ_place *pl = &p->pl[k];
        if (pl->rel == SITU_REL_PIT && pl->pit != 0 && !pl->store && !pl->grouped &&
            faq_situ_same_clause(m, pl->at, aside - 1) && pl->at + 2 >= aside)
            return pl;
    }
    return NULL;
}

/* Rows said empty, pits said empty, rows said to hold only what was told. */
/* « rien en face. j'ai 3 graines dans ma 2e… », "nothing across. I have…": « en face » told
 * empty in a clause of its own (no number, no pit), before any pit is told and with no landing
 * to face, is the opponent's whole row. */
static bool facing_row(const struct faq_situ_reader *p, const struct faq_situ_place *rel, int cl)
{
    const struct faq_situ_marked *m = p->m;
    if (rel->rel != SITU_REL_FACING || p->land_clause >= 0 || p->sows_store)
        return false;
    for (size_t j = 0; j < m->n && m->k[j].clause <= cl; j++)
        if (m->k[j].clause == cl && (faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_PIT)))
            return false;
    for (size_t k = 0; k < p->npl; k++)
        if (p->pl[k].at < rel->at && p->pl[k].rel == SITU_REL_PIT)
            return false;
    return true;
}

void faq_situ_read_rows(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        /* « la pierre seule de mon trou 2 »: that pit's one stone; "the only stone left on my
         * side is in hole 6": that, and my row holds nothing else */
        bool one =
            faq_situ_starts(m, i, SW_ONLY) && !faq_situ_has(m, i, SW_EMPTY) && single_piece(p, i);
        /* "my last stone just landed": « just » of a verb is when, not how many; "just to
         * pass my turn": why */
        bool of_verb =
            faq_situ_has(m, i, SW_NOT_ROW_ONLY) || /* "my only move", « qui reste chez moi » */
            faq_situ_has_near(m, i, i + 1, SW_LANDS) || faq_situ_has_near(m, i, i + 1, SW_PLAY) ||
            faq_situ_has_near(m, i, i + 1, SW_JUST_EMPTIED) ||
            (faq_situ_has_near(m, i, i + 1, SW_TO) && !faq_situ_is_number(m, i + 2));
        /* « il lui en reste pas mal plus loin », "he still has plenty": more than told */
        bool more = faq_situ_near(m, i, SW_PLENTY, 0, PLENTY_AFTER);
        /* « le troisième joueur seulement 1 dans le sien »: the count of a pit told again */
        int seat = 0;
        bool of_seat = faq_situ_is_number(m, i + 1) && faq_situ_same_clause(m, i, i + 1) &&
                       faq_situ_elided_seat(p, i + 1, &seat);
        if (faq_situ_has(m, i, SW_ONLY) && !of_verb && !more && !of_seat && !only_of_count(p, i) &&
            !faq_situ_has(m, i, SW_EMPTY) && !faq_situ_has(m, i, SW_REST) && !pit_only(p, i) &&
            !(one && !faq_situ_clause_has(m, cl, SW_ROW))) {
            size_t head = i; /* the phrase's first word: « rien d'autre » is not « l'autre » */
            while (head > 0 && !faq_situ_starts(m, head, SW_ONLY) &&
                   faq_situ_has(m, head - 1, SW_ONLY))
                head--;
            enum faq_situ_side who = SITU_SIDE_UNSAID; /* "all I have": the phrase's own person */
            for (size_t j = head; j < m->n && faq_situ_has(m, j, SW_ONLY) &&
                                  (j == head || !faq_situ_starts(m, j, SW_ONLY));
                 j++)
                if (who == SITU_SIDE_UNSAID)
                    who = faq_situ_has(m, j, SW_MINE)     ? SITU_SIDE_MINE
                          : faq_situ_has(m, j, SW_THEIRS) ? SITU_SIDE_THEIRS
                                                          : SITU_SIDE_UNSAID;
            if (who == SITU_SIDE_UNSAID)
                who = faq_situ_subject_at(m, head);
            size_t first = i;
            while (first > 0 && m->k[first - 1].clause == cl)
                first--;
            /* « il lui reste 1 escargot dans son 1er trou…, rien d'autre »: a clause of its
             * own saying « nothing else » is about whoever the clause before spoke of */
            /* (« l'autre » inside « rien d'autre » is nobody) */
            bool opponent = false;
            for (size_t j = first; j < m->n && m->k[j].clause == cl; j++)
                opponent =
                    opponent || (!faq_situ_has(m, j, SW_ONLY) &&
                                 (faq_situ_opponent_at(m, j) || faq_situ_has(m, j, SW_THEIRS)));
            if (who == SITU_SIDE_UNSAID && !opponent && first > 0 &&
                !faq_situ_clause_has(m, cl, SW_MINE))
                who = faq_situ_subject_at(m, first - 1);
            if (who == SITU_SIDE_THEIRS || (who == SITU_SIDE_UNSAID && opponent))
                s->theirs_only = true;
            else
                s->mine_only = true;
        }
        /* « qui a le plus d'escargots dans son pot gagne ? »: no row told empty in the
         * clause that asks who wins */
        /* « je vide ma 4e case »: emptying a pit is playing it */
        if (!faq_situ_starts(m, i, SW_EMPTY) || faq_situ_is_number(m, i) ||
            faq_situ_has(m, i, SW_PLAY) || faq_situ_has(m, i, SW_ONLY) ||
            faq_situ_clause_has(m, cl, SW_Q_WIN))
            continue;
        /* « en face c'est vide partout sauf sa sixième case qui en a cinq », "his side is empty
         * everywhere": his row holds nothing but the pits told with a count */
        if (s->board == FAQ_SITU_UNSAID && faq_situ_has_near(m, i, i + 1, SW_EVERYWHERE) &&
            !faq_situ_clause_has(m, cl, SW_REST)) {
            bool mine = faq_situ_clause_has(m, cl, SW_MINE),
                 theirs = faq_situ_clause_opponent(m, cl) || faq_situ_clause_has(m, cl, SW_FACING);
            if (mine != theirs) {
                s->board = 0;
                s->board_side = mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
                continue;
            }
        }
        /* « …et 4 dans mon 6e, le reste est vide », "the others are empty": that row holds only
         * what was told */
        if (faq_situ_clause_has(m, cl, SW_REST) && !faq_situ_clause_has(m, cl, SW_PIT) &&
            cl != p->land_clause) {
            enum faq_situ_side who = faq_situ_subject_at(m, i);
            for (size_t k = 0; who == SITU_SIDE_UNSAID && k < p->npl; k++)
                if (m->k[p->pl[k].at].clause < cl && !p->pl[k].store)
                    who = p->pl[k].side == SITU_SIDE_UNSAID ? who : p->pl[k].side;
            if (who == SITU_SIDE_THEIRS)
                s->theirs_only = true;
            else if (who == SITU_SIDE_MINE)
                s->mine_only = true;
            continue;
        }
        struct faq_situ_place *pit = NULL, *rel = NULL;
        for (size_t k = 0; k < p->npl && !pit; k++) /* "my empty second pit" */
            if (empty_before(p, i, &p->pl[k]))
                pit = &p->pl[k];
        for (size_t k = 0; k < p->npl && !(pit && pit->at > i); k++) {
            struct faq_situ_place *pl = &p->pl[k];
            if (m->k[pl->at].clause != cl)
                continue;
            if (pl->rel == SITU_REL_PIT && pl->pit != 0 && !pl->grouped && pl->at < i &&
                i - pl->at <= 7)
                pit = pl; /* « mon 3e trou est vide », « le 1er trou de mon adversaire est vide » */
            else if ((pl->rel == SITU_REL_FACING || pl->rel == SITU_REL_BEFORE ||
                      pl->rel == SITU_REL_FACING_OF) &&
                     pl->at < i && i - pl->at <= 7)
                rel = pl; /* « en face il n'y a rien » */
        }
        for (size_t k = 0; !pit && !rel && k < p->npl; k++) {
            struct faq_situ_place *pl = &p->pl[k];
            if (pl->at <= i || pl->at > i + EMPTY_IN_WORDS || !faq_situ_same_clause(m, i, pl->at))
                continue;
            if (pl->rel == SITU_REL_PIT && pl->pit != 0 && !pl->grouped && pl->at > i + 1 &&
                faq_situ_has_near(m, i, i + 1, SW_IN))
                pit = pl; /* « n'a rien dans son trou 3 » */
            else if ((pl->rel == SITU_REL_FACING || pl->rel == SITU_REL_FACING_OF) &&
                     (pl->at == i + 1 || faq_situ_has_near(m, i, i + 1, SW_IN)) &&
                     !(i > 0 && faq_situ_has(m, i - 1, SW_PIT)) && !count_after(m, pl->at))
                rel = pl; /* « rien en face », « rien dans le trou d'en face », "nothing across"
                           * (not « mon trou vide, en face 2 »: that pit's emptiness) */
        }
        /* « mon trou 5 et le trou d'en face sont vides », "my pit 6 and the pit across from it
         * are both empty": both; « ma case 6 et en face il n'y a rien »: the place nearest */
        for (size_t k = 0; !pit && rel && k < p->npl; k++) /* (a long facing place's pit) */
            if (p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit != 0 && !p->pl[k].grouped &&
                p->pl[k].at < rel->at && rel->at - p->pl[k].at <= BOTH_GAP &&
                faq_situ_same_clause(m, p->pl[k].at, i))
                pit = &p->pl[k];
        if (!pit && !rel)
            pit = told_before_aside(p, i);
        if (pit && rel && rel->at > pit->at && both_empty(m, pit->at, rel->at, i))
            faq_situ_add_count(
                s, (struct faq_situ_count){.rel = SITU_REL_FACING_OF, .pit = pit->pit, .count = 0});
        if (pit && rel && rel->at > pit->at && !both_empty(m, pit->at, rel->at, i))
            pit = NULL;
        /* « mon 4e est vide et celui d'en face aussi », « …, et le trou d'en face aussi », "and
         * so is the pit opposite it": the facing pit too */
        for (size_t k = 0; pit && k < p->npl; k++)
            if (also_facing(m, &p->pl[k], pit->pit, i))
                faq_situ_add_count(s, (struct faq_situ_count){
                                          .rel = SITU_REL_FACING_OF, .pit = pit->pit, .count = 0});
        if (pit && cl != p->land_clause) {
            /* « les 2 autres n'ont rien dans leur 1er trou »: the players told before it */
            int player = pit->player || !p->sows_store || pit->side != SITU_SIDE_THEIRS
                             ? pit->player
                             : faq_situ_row_player(p, pit->at);
            empty_list(p, pit, player);
            continue;
        }
        int player = p->sows_store && !pit ? faq_situ_player_near(p, i) : 0;
        if (player) { /* « vide chez le suivant » */
            faq_situ_add_count(s,
                               (struct faq_situ_count){.rel = SITU_REL_FACING, .player = player});
            continue;
        }
        if (rel && facing_row(p, rel, cl)) {
            s->opp_empty = true;
            continue;
        }
        if (rel) {
            faq_situ_add_count(
                s, (struct faq_situ_count){.rel = rel->rel, .pit = rel->pit, .count = 0});
            continue;
        }
        if (cl == p->land_clause)
            continue;
        enum faq_situ_side who = faq_situ_subject_at(m, i);
        size_t from = i, to = i;
        while (from > 0 && m->k[from - 1].clause == cl)
            from--;
        while (to + 1 < m->n && m->k[to + 1].clause == cl)
            to++;
        /* « …mon 2e trou, qui est vide »: a short clause of no one's telling the pit the
         * clause before ended on */
        struct faq_situ_place *pv =
            who == SITU_SIDE_UNSAID && to - from < 4 && !faq_situ_clause_has(m, cl, SW_ROW)
                ? faq_situ_prev_clause_place(p, i)
                : NULL;
        if (pv && pv->rel == SITU_REL_PIT && pv->pit != 0) { /* « …du milieu (le 4e) est vide » */
            faq_situ_add_count(
                s, (struct faq_situ_count){.side = pv->side, .pit = pv->pit, .count = 0});
            continue;
        }
        /* « plus aucune graine chez moi »: the person told after the emptiness */
        for (size_t j = i + 1; who == SITU_SIDE_UNSAID && j <= to; j++)
            who = faq_situ_has(m, j, SW_MINE)                                   ? SITU_SIDE_MINE
                  : faq_situ_has(m, j, SW_THEIRS) || faq_situ_opponent_at(m, j) ? SITU_SIDE_THEIRS
                                                                                : SITU_SIDE_UNSAID;
        if (who == SITU_SIDE_THEIRS)
            s->opp_empty = true;
        else if (who == SITU_SIDE_MINE || faq_situ_clause_has(m, cl, SW_ROW))
            s->mine_empty = true;
    }
}

/* faq_situ_build_rows.c — the counts a situation told, put on the rows of the board: at
 * numbered pits of each player's row, around the landing (the pit itself, the ones facing it,
 * the one before), facing a numbered pit, the opponent's row in all (« il reste 10 pierres
 * chez l'autre »), the rest (« les autres 5 chacune ») and every pit (« 4 partout »). A count
 * that belongs to no pit of this board is asked about (SITU_MISSING_UNREAD), never placed. */
#include "faq_situ_build.h"

static void say(struct faq_situ_board *b, const struct mancala_pos *p, int player, int pit1,
                int count)
{
    if (pit1 >= 1 && pit1 <= p->holes && count >= 0)
        b->known[faq_situ_cell(p, player, pit1 - 1)] = count;
}

/* The row of the player told (SITU_PLAYER_*): the next one, the last one, the one opposite
 * (2 or 4 players), the k-th; -1 for no such player (« celui d'en face » at 3) or every other
 * one (SITU_PLAYER_OTHERS). */
static int player_row(int player, int players)
{
    int q = player == SITU_PLAYER_NEXT       ? 1
            : player == SITU_PLAYER_LAST     ? players - 1
            : player == SITU_PLAYER_OPPOSITE ? (players % 2 == 0 ? players / 2 : -1)
            : player >= SITU_PLAYER_NTH      ? player - SITU_PLAYER_NTH - 1
                                             : -1;
    return q >= 1 && q < players ? q : -1;
}

/* The counts said at numbered pits. */
bool faq_situ_mancala_pits(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    struct faq_situ_plan *pl = m->pl;
    const struct mancala_pos *p = m->p;
    int holes = m->holes, players = m->players;
    struct faq_situ_board *b = &m->b;
    if (s->row_list && s->row_list != holes) { /* « ses cases ont 2, 1 et 3 »: which three? */
        pl->missing = SITU_MISSING_UNREAD;
        pl->unread_num = s->row_list;
        return false;
    }
    /* counts said at numbered pits, of a player's own row (« le suivant a 3 pierres dans son 5e
     * trou »), then of every other row not told (« les deux autres 1 chacun dans leur 5e ») */
    for (int others = 0; others < 2; others++)
        for (size_t k = 0; k < s->ncounts; k++) {
            const struct faq_situ_count *c = &s->counts[k];
            int q = c->player ? player_row(c->player, players) : c->side == SITU_SIDE_THEIRS;
            if (c->rel != SITU_REL_PIT || c->pit == 0 ||
                (c->player == SITU_PLAYER_OTHERS) != (others == 1))
                continue;
            if (q < 0 && c->player != SITU_PLAYER_OTHERS) {
                pl->missing = SITU_MISSING_UNREAD; /* « celui d'en face » at 3: no one faces */
                pl->unread_num = c->count;
                return false;
            }
            int pit = faq_situ_resolve_pit(c->pit, holes);
            for (int r = q < 0 ? 1 : q; pit >= 1 && pit <= holes && r < (q < 0 ? players : q + 1);
                 r++)
                if (q >= 0 || b->known[faq_situ_cell(p, r, pit - 1)] < 0)
                    say(b, p, r, pit, c->count);
        }
    return true;
}

/* « sa 2e elle fait 1 », "his 2nd then has 3": a numbered pit's count told after the move is
 * the count before it less what the sowing drops there, unless its count before is told too
 * (« avant il avait 2 0 1 »): that one stands. Run once the sowing is known. */
static void after_counts(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    const struct mancala_pos *p = m->p;
    if (m->last < 0)
        return;
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        int pit = faq_situ_resolve_pit(c->pit, m->holes);
        if (!c->after || c->rel != SITU_REL_PIT || c->store || c->player || pit < 1 ||
            pit > m->holes)
            continue;
        int cell = faq_situ_cell(p, c->side == SITU_SIDE_THEIRS, pit - 1);
        if (m->origin >= 1 && cell == faq_situ_cell(p, 0, m->origin - 1))
            continue; /* the pit played: emptied, what it holds after is what came back */
        int32_t v = c->count - m->gain[cell];
        for (size_t j = 0; j < s->ncounts; j++) {
            const struct faq_situ_count *o = &s->counts[j];
            if (!o->after && o->rel == SITU_REL_PIT && !o->store && !o->player &&
                o->side == c->side && faq_situ_resolve_pit(o->pit, m->holes) == pit)
                v = o->count;
        }
        m->b.known[cell] = v < 0 ? 0 : v;
    }
}

/* The counts said around the landing, of the opponent's row, of the rest, of every pit. */
bool faq_situ_mancala_around(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    struct faq_situ_plan *pl = m->pl;
    const struct mancala_pos *p = m->p;
    int holes = m->holes, players = m->players, width = m->width;
    int land_cell = m->land_cell, facing_pit0 = m->facing_pit0;
    const int32_t *gain = m->gain;
    struct faq_situ_board *b = &m->b;
    int nfacing = 0, unnamed = 0;
    for (size_t k = 0; k < s->ncounts; k++) { /* distinct counts told of no one in particular */
        bool again = false;
        for (size_t j = 0; j < k; j++)
            again = again || (s->counts[j].rel == SITU_REL_FACING && !s->counts[j].player &&
                              s->counts[j].count == s->counts[k].count);
        unnamed += s->counts[k].rel == SITU_REL_FACING && !s->counts[k].player && !again;
    }
    if (unnamed > 1 && unnamed > players - 1) { /* 3 corresponding counts for 2 others */
        pl->missing = SITU_MISSING_UNREAD;
        pl->unread_num = unnamed;
        return false;
    }
    after_counts(m);
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel == SITU_REL_LANDING && land_cell >= 0 && !m->claim_off) {
            int32_t v = c->after ? c->count - gain[land_cell] : c->count;
            b->known[land_cell] = v < 0 ? 0 : v;
        } else if (c->rel == SITU_REL_FACING && facing_pit0 >= 0 && c->player) {
            /* the corresponding pit of one player: next, opposite (2 or 4 players), last */
            int q = player_row(c->player, players);
            if (q < 0) {
                pl->missing = SITU_MISSING_UNREAD; /* « celui d'en face » at 3: no one faces */
                pl->unread_num = c->count;
                return false;
            }
            b->known[faq_situ_cell(p, q, facing_pit0)] = c->count;
        } else if (c->rel == SITU_REL_FACING && facing_pit0 >= 0) {
            /* « en face il y en a 7 »: every corresponding pit; « hold 2 and 3 »: one each */
            for (int q = 1 + nfacing; q < players; q++)
                b->known[faq_situ_cell(p, q, facing_pit0)] = c->count;
            nfacing++;
        } else if (c->rel == SITU_REL_FACING_OF && faq_situ_resolve_pit(c->pit, holes) >= 1 &&
                   faq_situ_resolve_pit(c->pit, holes) <= holes) {
            /* "the pit across from my pit 4 has 6", « en face de ma dernière »: the
             * corresponding pit of every other row */
            for (int q = 1; q < players; q++)
                b->known[faq_situ_cell(p, q, holes - faq_situ_resolve_pit(c->pit, holes))] =
                    c->count;
        } else if (c->rel == SITU_REL_BEFORE && land_cell >= 0 && land_cell % width > 0) {
            int32_t v = c->after ? c->count - gain[land_cell - 1] : c->count;
            b->known[land_cell - 1] = v < 0 ? 0 : v;
            m->before_said = v;
        }
    }
    if (s->landing && s->land_empty && land_cell >= 0 && !m->claim_off &&
        land_cell != faq_situ_cell(p, 0, m->origin - 1))
        b->known[land_cell] = 0;
    /* « il reste 10 pierres chez l'autre », "8 left in his pits": the opponent's row holds
     * that many; « j'ai 10 escargots de mon côté » beside the pit played and its count told:
     * so does mine. The pits not told share what the told ones leave */
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        bool theirs = c->side == SITU_SIDE_THEIRS;
        if (c->rel != SITU_REL_PIT || c->pit != 0 || c->store || c->after ||
            !(theirs || (c->side == SITU_SIDE_MINE && c->row && m->told && pl->has_move)))
            continue;
        int32_t left = c->count;
        int unsaid = 0, first = theirs ? 1 : 0, end = theirs ? players : 1;
        for (int q = first; q < end; q++)
            for (int i = 0; i < holes; i++) {
                int cell = faq_situ_cell(p, q, i);
                if (b->known[cell] >= 0)
                    left -= b->known[cell];
                else
                    unsaid++;
            }
        /* more told in pits than in all, or a share that a capture would depend on */
        if (left < 0 || (left > 0 && unsaid == 0) ||
            (unsaid > 0 && left > 0 && pl->has_move && (s->ask & SA_CAPTURE))) {
            pl->missing = SITU_MISSING_UNREAD;
            pl->unread_num = c->count;
            return false;
        }
        for (int q = first; q < end; q++)
            for (int i = 0, n = 0; i < holes; i++) {
                int cell = faq_situ_cell(p, q, i);
                if (b->known[cell] < 0) {
                    b->known[cell] = left / unsaid + (n < left % unsaid);
                    n++;
                }
            }
    }
    /* « les autres 5 chacune »: every pit of that side no count was told of */
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        for (int q = 0; c->rel == SITU_REL_REST && q < players; q++)
            for (int i = 0; i < holes && (q != 0) == (c->side == SITU_SIDE_THEIRS); i++)
                if (b->known[faq_situ_cell(p, q, i)] < 0)
                    b->known[faq_situ_cell(p, q, i)] = c->count;
    }
    for (int c = 0; m->every != FAQ_SITU_UNSAID && c < players * width; c++)
        if (c % width != holes && b->known[c] < 0 &&
            (s->board_side == SITU_SIDE_UNSAID ||
             (c >= width) == (s->board_side == SITU_SIDE_THEIRS)))
            b->known[c] = m->every;
    return true;
}

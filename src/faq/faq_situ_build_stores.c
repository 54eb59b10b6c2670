/* faq_situ_build_stores.c — the stores of a mancala situation: the counts told (« ma réserve
 * 20, la sienne 18 »: the winner can then be named), and on a board of a fixed total
 * (awalé's 48) the seeds the pits leave, the unsaid pits lowered when the told ones already
 * hold too many; a board whose told seeds cannot add up is asked about. */
#include "faq_situ_build.h"

/* A fixed-total board told with its stores (« j'ai 24 graines prises, lui 19 »): the told pits
 * and stores leave the pits not told all the rest, which must be none, and a store not told
 * the rest when every pit is known. Sets the untold pits (0) or store; false when the seeds
 * do not add up that way. */
static bool fixed_board_with_stores(const struct faq_situ_board *b, struct mancala_pos *p,
                                    int32_t total, int stores_told)
{
    int width = p->holes + 1;
    int32_t sum = 0;
    int untold = 0;
    for (int c = 0; c < 2 * width; c++) {
        if (c % width == p->holes)
            sum += stores_told & (c / width ? 2 : 1) ? p->cell[c] : 0;
        else if (b->known[c] >= 0 || p->cell[c] == 0)
            sum += p->cell[c];
        else
            untold++;
    }
    if (sum > total || (stores_told != 3 && untold > 0) || (stores_told == 3 && sum != total))
        return false;
    for (int c = 0; c < 2 * width; c++)
        if (c % width != p->holes && b->known[c] < 0)
            p->cell[c] = 0;
    if (stores_told != 3)
        p->cell[(stores_told & 1 ? 1 : 0) * width + p->holes] = total - sum;
    return true;
}

/* The stores: told, or the rest of a fixed-total board (pl->missing when it cannot be). */
bool faq_situ_mancala_stores(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    struct faq_situ_plan *pl = m->pl;
    struct mancala_pos *p = m->p;
    int holes = m->holes, players = m->players, width = m->width, land_cell = m->land_cell;
    const struct faq_situ_traits t = m->t;
    const int32_t *gain = m->gain;
    const struct faq_situ_board *b = &m->b;
    bool asks_capture = (s->ask & SA_CAPTURE) || s->landing;
    for (int q = 0; q < players; q++)
        p->cell[q * width + holes] = 0;
    /* the stores told (« ma réserve 20, la sienne 18 »); the winner is known when all are */
    int stores_told = 0;
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store && !s->counts[k].after) {
            p->cell[(s->counts[k].side == SITU_SIDE_THEIRS ? 1 : 0) * width + holes] =
                s->counts[k].count;
            stores_told |= s->counts[k].side == SITU_SIDE_THEIRS ? 2 : 1;
        }
    pl->stores_said = stores_told == 3 && players == 2;
    /* one store told with pits left to fill (« j'avais 10 escargots dans mon pot », its count
     * after the move asked): the pits are filled as when no store is told, the other store
     * takes what the board leaves */
    int untold = 0;
    for (int c = 0; c < 2 * width; c++)
        untold += c % width != holes && b->known[c] < 0 && p->cell[c] != 0;
    int one_store = stores_told == 1 || stores_told == 2 ? stores_told : 0;
    if (untold == 0)
        one_store = 0;
    if (one_store)
        stores_told = 0;
    if (stores_told && t.fixed_total && !fixed_board_with_stores(b, p, t.total, stores_told)) {
        /* a 48-seed board told with its stores whose seeds the told pits do not account for:
         * where the rest lies is asked */
        pl->missing = SITU_MISSING_UNREAD;
        pl->unread_num = p->cell[(stores_told & 1 ? 0 : 1) * width + holes];
        pl->stores_said = false;
        return false;
    }
    if (stores_told && t.fixed_total)
        pl->stores_said = true; /* every seed is placed: no store to fill */
    else if (t.fixed_total) {
        int told_store = (one_store == 2 ? width : 0) + holes;
        int32_t board = one_store ? p->cell[told_store] : 0;
        for (int q = 0; q < 2; q++)
            for (int i = 0; i < holes; i++)
                board += p->cell[faq_situ_cell(p, q, i)];
        /* too many seeds: unsaid pits lowered to the least that keeps them safe */
        for (int pass = 0; pass < 2 && board > t.total; pass++)
            for (int q = 0; q < 2 && board > t.total; q++)
                for (int i = 0; i < holes && board > t.total; i++) {
                    int c = faq_situ_cell(p, q, i);
                    if (b->known[c] >= 0 || p->cell[c] == 0)
                        continue;
                    int32_t low =
                        c == land_cell && !asks_capture ? faq_situ_safe_count(0, gain[c]) : 0;
                    if (q == 1 && low == 0 && pass == 0)
                        low = 1; /* keep the opponent something, unless the seeds said are all */
                    if (low < p->cell[c]) {
                        board -= p->cell[c] - low;
                        p->cell[c] = low;
                    }
                }
        if (board > t.total) {
            pl->missing = SITU_MISSING_IMPOSSIBLE;
            return false;
        }
        int32_t rest = t.total - board;
        if (one_store) {
            p->cell[told_store == holes ? 2 * width - 1 : holes] = rest;
        } else {
            p->cell[holes] = rest - rest / 2;
            p->cell[2 * width - 1] = rest / 2;
        }
    }
    return true;
}

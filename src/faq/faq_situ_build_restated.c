/* faq_situ_build_restated.c — numbers the player told again (« ma case qui avait 1 graine
 * (donc 2) »), checked against the mancala position built and the engine's play of its
 * move: a number that fits nothing the position fixes is asked about, as one that found no
 * place (SITU_MISSING_UNREAD). */
#include "faq_situ_build.h"

/* Whether n, a number told again (« ma case qui avait 1 graine (donc 2) », "so they'd be 2
 * and 2"), is one the told position or the move fixes: a count told or one more (a pit sown
 * once), the sum of one side's counts told or of all, a setting told, the count before or
 * after the move of a pit the move changes (of a store only after, and when one was told),
 * or the pieces taken. after: the engine's play of
 * the plan's move, NULL when there is none or it is refused. */
static bool fixed_count(const struct faq_situ *s, const struct faq_situ_plan *pl,
                        const struct rules_result *after, int n)
{
    int sum[3] = {0, 0, 0};
    bool stores = false; /* a store's count was told: its count after the move is fixed too */
    for (size_t k = 0; k < s->ncounts; k++) {
        int v = s->counts[k].count;
        if (n == v || n == v + 1)
            return true;
        sum[s->counts[k].side] += v;
        stores = stores || s->counts[k].store;
    }
    if (n == sum[0] + sum[1] + sum[2] || n == sum[SITU_SIDE_MINE] || n == sum[SITU_SIDE_THEIRS] ||
        n == s->origin_count || n == s->board || n == s->holes || n == s->players || n == s->stones)
        return true;
    if (!after)
        return false;
    if (n == after->captured)
        return true;
    const struct mancala_pos *b = &pl->pos.m, *a = &after->pos.m;
    for (int i = 0; i < b->players * (b->holes + 1) && i < RULES_MANCALA_CELLS; i++) {
        bool store = i % (b->holes + 1) == b->holes; /* its count made up unless told */
        if (a->cell[i] != b->cell[i] &&
            (store ? stores && n == a->cell[i] : n == a->cell[i] || n == b->cell[i]))
            return true;
    }
    return false;
}

/* The numbers told again (s->restated) against the mancala position built and the engine's
 * play of its move: one that fits nothing the position fixes is asked about
 * (SITU_MISSING_UNREAD), as a number that found no place. */
void faq_situ_check_restated(const struct faq_situ *s, struct faq_situ_plan *pl)
{
    const struct rules_game *g = pl->game->rules;
    struct rules_result res;
    if (pl->missing != SITU_MISSING_NONE || s->nrestated == 0)
        return; /* nothing asked of the position, or it is not whole: no move to play */
    bool played = pl->has_move && g->validate(&pl->pos, &pl->opts, &pl->move) == 0 &&
                  g->play(&pl->pos, &pl->opts, &pl->move, &res, NULL) == 0;
    for (size_t i = 0; i < s->nrestated && pl->missing == SITU_MISSING_NONE; i++)
        if (!fixed_count(s, pl, played ? &res : NULL, s->restated[i].num)) {
            pl->missing = SITU_MISSING_UNREAD;
            pl->unread_num = s->restated[i].num;
        }
}

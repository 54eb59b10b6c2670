/* faq_situ_build_board.c — the mancala board as the position builder sees it: pits named from
 * the end of the row, where a sowing puts its pieces, and counts that stay clear of an awalé
 * capture. */
#include <string.h>

#include "faq_situ_build.h"

/* Resolves « dernière » / « avant-dernière » pits against the row length. */
int faq_situ_resolve_pit(int pit, int holes)
{
    if (pit == SITU_PIT_MIDDLE) /* an even row has no middle pit: out of range, asked */
        return holes % 2 ? (holes + 1) / 2 : 0;
    if (pit <= SITU_PIT_LAST && pit > SITU_PIT_LAST - SITU_PIT_FROM_LAST_MAX)
        return holes - (SITU_PIT_LAST - pit);
    return pit;
}

/* Seeds each cell receives when player 0 sows n from pit0 of p's shape (kalah: the other
 * stores skipped; awale: the stores and the origin skipped), and the cell of the last one. */
int faq_situ_sow_gains(const struct rules_game *g, const struct mancala_pos *p, int pit0, int n,
                       int32_t gain[RULES_MANCALA_CELLS])
{
    int width = p->holes + 1, ncells = p->players * width, c = pit0, last = pit0;
    struct faq_situ_traits t;
    faq_situ_traits(g, &t);
    bool awale = !t.sows_store;
    memset(gain, 0, sizeof(int32_t) * RULES_MANCALA_CELLS);
    for (int k = 0; k < n && k < 100000;) {
        c = c + 1 == ncells ? 0 : c + 1;
        bool store = c % width == p->holes;
        if ((store && (awale || c / width != 0)) || (awale && c == pit0))
            continue;
        gain[c]++;
        last = c;
        k++;
    }
    return last;
}

/* The smallest count v >= from such that v + gain is not 2 or 3 (no awalé capture). */
int32_t faq_situ_safe_count(int32_t from, int32_t gain)
{
    int32_t v = from;
    while (v + gain == 2 || v + gain == 3)
        v++;
    return v;
}

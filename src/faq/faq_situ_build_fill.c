/* faq_situ_build_fill.c — the pits a mancala situation did not tell: asked back when the
 * capture asked turns on them (the pit the last piece lands in, the corresponding pit), else
 * filled so that the outcome asked does not depend on them (a pit the last seed lands in never
 * left at a count that would capture, a row said empty kept empty), and an awalé mover given
 * a pit that feeds an opponent with none. */
#include "faq_situ_build.h"

enum { FILL = 4 };

/* The player whose corresponding pit a kalah capture takes with the setting of o (the next
 * one, the one opposite: the next at 3), or -1 for every other player. */
static int capture_target(const struct rules_opts *o, int players)
{
    switch (o->rule[KALAH_RULE_CAPTURE_FROM]) {
    case KALAH_CAPTURE_EVERYONE:
        return players > 2 ? -1 : 1;
    case KALAH_CAPTURE_OPPOSITE:
        return players == 4 ? 2 : 1;
    default:
        return 1;
    }
}

/* Some corresponding pit of the cell facing pit0 that a capture takes was not told. */
static bool facing_unknown(const struct faq_situ_board *b, const struct faq_situ_plan *pl, int pit0)
{
    const struct mancala_pos *p = &pl->pos.m;
    int target = capture_target(&pl->opts, p->players);
    for (int q = 1; q < p->players; q++)
        if ((target < 0 || q == target) && b->known[faq_situ_cell(p, q, pit0)] < 0)
            return true;
    return false;
}

/* The counts a capture asked turns on, unsaid: asked back (pl->missing). */
bool faq_situ_mancala_unsaid(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    struct faq_situ_plan *pl = m->pl;
    const struct mancala_pos *p = m->p;
    int holes = m->holes, width = m->width, origin = m->origin, last = m->last;
    int land_cell = m->land_cell, facing_pit0 = m->facing_pit0;
    bool kalah = m->kalah, told = m->told, claim_off = m->claim_off;
    const int32_t *gain = m->gain;
    const struct faq_situ_board *b = &m->b;
    /* a capture asked on a landing whose count decides it, not said: asked back */
    bool asked = ((s->ask & SA_CAPTURE) || s->yes_no) && !told;
    if (s->landing && asked && !kalah && land_cell >= width && b->known[land_cell] < 0 &&
        !s->theirs_only && !s->opp_empty) {
        pl->missing = SITU_MISSING_LANDING;
        return false;
    }
    /* the last back in the pit played, emptied when picked up: the pit facing it decides */
    bool back = s->land_origin && land_cell == faq_situ_cell(p, 0, origin - 1);
    if (s->landing && asked && kalah && land_cell >= 0 && land_cell < width && facing_pit0 >= 0 &&
        facing_unknown(b, pl, facing_pit0) && (b->known[land_cell] == 0 || back)) {
        pl->missing = SITU_MISSING_FACING;
        return false;
    }
    /* « j'ai 4 graines dans ma case 3, je capture ? »: the capture turns on the count of the pit
     * the last one lands in (awalé: theirs; kalah: mine, empty or not, then the one facing
     * it), which nobody said: asked back, never answered from a count made up; awalé: also
     * with the landing told but not its count (« la dernière tombe chez lui, je capture ? ») */
    if (last >= 0 && (!s->landing || claim_off || (!kalah && b->known[last] < 0)) && told &&
        (s->ask & SA_CAPTURE) && last % width != holes && last != faq_situ_cell(p, 0, origin - 1) &&
        !s->theirs_only && !s->opp_empty) {
        bool theirs = last >= width;
        if (!kalah && theirs && b->known[last] < 0) {
            pl->missing = SITU_MISSING_LANDING;
            return false;
        }
        if (kalah && !theirs && !s->mine_only && !s->mine_empty && gain[last] < 2 &&
            (b->known[last] < 0 ||
             (b->known[last] == 0 && facing_pit0 >= 0 && facing_unknown(b, pl, facing_pit0)))) {
            pl->missing = b->known[last] < 0 ? SITU_MISSING_LANDING : SITU_MISSING_FACING;
            return false;
        }
    }
    return true;
}

/* Every pit not told filled into pl->pos; an opponent with no seeds given a feeder. */
void faq_situ_mancala_fill(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    struct faq_situ_plan *pl = m->pl;
    struct mancala_pos *p = m->p;
    int holes = m->holes, players = m->players, width = m->width, origin = m->origin;
    int land_cell = m->land_cell;
    bool kalah = m->kalah;
    const int32_t *gain = m->gain;
    const struct faq_situ_board *b = &m->b;
    /* fill the unsaid */
    bool awale = !kalah;
    bool asks_capture = (s->ask & SA_CAPTURE) || s->landing;
    for (int q = 0; q < players; q++)
        for (int i = 0; i < holes; i++) {
            int c = faq_situ_cell(p, q, i);
            if (b->known[c] >= 0) {
                p->cell[c] = b->known[c];
                continue;
            }
            bool zero = (q == 0 && (s->mine_only || s->mine_empty)) ||
                        (q != 0 && (s->opp_empty || s->theirs_only));
            p->cell[c] = zero ? 0 : FILL;
            if (awale && !zero && q == 1 && c == land_cell && !asks_capture)
                p->cell[c] = faq_situ_safe_count(p->cell[c], gain[c]);
        }
    /* awalé: an opponent with no seeds needs a mover who can feed him, unless only the
     * pits said are the mover's */
    if (awale && s->opp_empty && !s->mine_only && origin >= 1) {
        int feeder = faq_situ_cell(p, 0, holes - 1);
        if (b->known[feeder] < 0 && origin != holes && p->cell[feeder] == 0)
            p->cell[feeder] = 1;
        /* a move that gives him nothing is refused only if another pit can feed him: the
         * mover's pits not told decide it, so the case is said and they are asked */
        int fed = 0;
        for (int c = width; c < 2 * width - 1; c++)
            fed += gain[c];
        bool other_told = false;
        for (int i = 0; i < holes; i++)
            other_told = other_told || (i != origin - 1 && b->known[faq_situ_cell(p, 0, i)] > 0);
        if (fed == 0 && !other_told) {
            faq_situ_assume(pl, SITU_ASSUME_FEEDER, 0, 0);
            pl->ask_others = true;
        }
        /* « je suis obligé de la jouer ? »: only if no other pit of mine feeds him */
        if (fed > 0 && !other_told && (s->ask & SA_FORCED))
            pl->ask_others = true;
    }
}

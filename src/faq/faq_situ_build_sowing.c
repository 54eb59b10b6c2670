/* faq_situ_build_sowing.c — the move of a mancala situation: the pit played and its count as
 * told, or found from where the question says the last piece lands (said as assumed), or the
 * start position played as it is, or the move left to ask (« quel trou me fait rejouer ? »);
 * then where its sowing goes, the cell it lands in, and whether a landing said contradicts
 * the sowing told (a claim the answer checks, never a count placed). */
#include "faq_situ_build.h"

/* A count was told of some pit or store (the start said besides is then only the fill). */
static bool pits_told(const struct faq_situ *s)
{
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store || s->counts[k].rel != SITU_REL_PIT || s->counts[k].pit != 0)
            return true;
    return s->origin_count != FAQ_SITU_UNSAID;
}

/* The pieces one whole lap from a pit takes to come back to it: every other pit of the
 * board and the mover's store where sown (awalé skips the pit played: the lap ends past it). */
int faq_situ_lap_count(const struct faq_situ_traits *t, const struct mancala_pos *p)
{
    return p->players * p->holes + (t->sows_store ? 1 : 0) - (t->skips_origin ? 1 : 0);
}

/* Where the pit played and its count come from when the question tells only where the last
 * piece lands. Returns false when nothing tells it. */
static bool origin_from_landing(const struct faq_situ *s, const struct rules_game *g,
                                const struct mancala_pos *p, int *pit, int *count, int *land_pit)
{
    struct faq_situ_traits t;
    faq_situ_traits(g, &t);
    bool kalah = t.sows_store;
    int holes = p->holes, lp = faq_situ_resolve_pit(s->land_pit, holes);
    if (!s->landing)
        return false;
    if (s->land_origin) { /* back in the pit played: one whole lap from it */
        *pit = lp >= 1 && lp <= holes ? lp : 1;
        *count = faq_situ_lap_count(&t, p);
        *land_pit = *pit;
        return true;
    }
    if (s->land_store && kalah) {
        int c = s->origin_count > 0 ? s->origin_count : 1;
        if (c > holes)
            c = 1;
        *pit = holes + 1 - c;
        *count = c;
        *land_pit = 0;
        return true;
    }
    if (s->land_side == SITU_SIDE_THEIRS) {
        /* from my last pit: the sowing reaches their pits 1 .. lp */
        if (lp < 1 || lp > holes)
            lp = 2;
        *pit = holes;
        *count = lp + (kalah ? 1 : 0);
        *land_pit = lp;
        return true;
    }
    /* my own pit: from the pit just before it */
    if (lp < 1 || lp > holes)
        lp = holes >= 3 ? 3 : holes;
    if (lp >= 2) {
        *pit = lp - 1;
        *count = 1;
    } else {
        *pit = holes;
        *count = 1 + (kalah ? 1 : 0) + (p->players - 1) * holes + 1;
    }
    *land_pit = lp;
    return true;
}

/* « 12 seeds in my 6th, his 1st is empty at the start »: the start's count in every pit not
 * told, with the counts told and the pit played, fits the board's pieces (the start p holds
 * them all, a game whose total is fixed); when it does not, « au début » told the moment before
 * the move, not the game's. */
static bool start_fits(const struct faq_situ *s, const struct faq_situ_board *b,
                       const struct mancala_pos *p, int origin, int holes)
{
    int32_t total = 0, told = 0;
    int width = holes + 1;
    for (int c = 0; c < p->players * width && c < RULES_MANCALA_CELLS; c++) {
        total += p->cell[c];
        if (c % width == holes)
            continue;
        bool played = c == origin - 1 && s->origin_count > 0 && b->known[c] < 0;
        told += played ? s->origin_count : b->known[c] >= 0 ? b->known[c] : p->cell[0];
    }
    return told <= total;
}

/* The pit played and its count (m->origin, m->count), m->every, m->land_pit, m->which. */
bool faq_situ_mancala_origin(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    const struct rules_game *g = m->g;
    struct faq_situ_plan *pl = m->pl;
    const struct mancala_pos *p = m->p;
    int holes = m->holes;
    bool kalah = m->kalah;
    struct faq_situ_board *b = &m->b;
    int origin = s->origin_pit != FAQ_SITU_UNSAID ? faq_situ_resolve_pit(s->origin_pit, holes) : 0;
    int count = s->origin_count;
    /* every pit not told otherwise: the board's count said (« 4 partout », one row « vide
     * partout »), the start's when the start is said with pits of its own (« début de partie
     * mais mon trou 1 en a 13 ») */
    int32_t every = s->board >= 1 || (s->board == 0 && s->board_side != SITU_SIDE_UNSAID) ? s->board
                    : s->start && (!m->t.fixed_total || start_fits(s, b, p, origin, holes))
                        ? p->cell[0]
                        : FAQ_SITU_UNSAID;
    if (s->start && !pits_told(s)) {
        /* « au début de la partie »: the start position as it is, move and all */
        if (origin < 1 || origin > holes)
            origin = origin ? origin : 0;
        if (origin == 0 && (s->ask & SA_WHICH)) {
            /* « au début, quel trou me fait rejouer ? »: every pit of the start known */
            for (int c = 0; c < RULES_MANCALA_CELLS; c++)
                b->known[c] = c % (holes + 1) == holes ? -1 : p->cell[c];
            faq_situ_which_search(g, s, b, pl);
            return false;
        }
        if (origin == 0) {
            pl->missing = SITU_MISSING_PIT;
            return false;
        }
        pl->has_move = true;
        pl->move = (struct rules_move){.pit = origin};
        return false;
    }
    int land_pit = 0;
    if (origin >= 1 && origin <= holes && count == FAQ_SITU_UNSAID)
        count = b->known[faq_situ_cell(p, 0, origin - 1)];
    if (origin >= 1 && origin <= holes && count < 0 && every != FAQ_SITU_UNSAID &&
        s->board_side != SITU_SIDE_THEIRS)
        count = every;
    if (origin >= 1 && origin <= holes && count < 0 && s->land_origin) {
        struct faq_situ_traits t; /* « mon trou 3 … retombe dans mon trou de départ »: a lap */
        faq_situ_traits(g, &t);
        count = faq_situ_lap_count(&t, p);
    }
    if (origin == 0) {
        int op, oc;
        if (count == FAQ_SITU_UNSAID && origin_from_landing(s, g, p, &op, &oc, &land_pit)) {
            origin = op;
            count = oc;
            faq_situ_assume(pl, SITU_ASSUME_PIT, op,
                            0); /* the sowing that lands there: said as assumed */
        } else if (count != FAQ_SITU_UNSAID) {
            if (s->landing && origin_from_landing(s, g, p, &op, &oc, &land_pit) && s->land_store) {
                origin = op;
            } else if ((s->ask & (SA_WHERE | SA_CAPTURE | SA_EXTRA | SA_FEED)) && !s->landing) {
                pl->missing = SITU_MISSING_PIT;
                return false;
            } else {
                origin = 1;
                faq_situ_assume(pl, SITU_ASSUME_PIT, 1, 0);
            }
        }
    }
    if (s->landing && land_pit == 0 && !s->land_store)
        land_pit = faq_situ_resolve_pit(s->land_pit, holes);
    /* the outcome of the position itself: a row empty and no pit played */
    bool outcome_only =
        (origin == 0 || (!s->played && s->opp_empty && s->mine_only)) &&
        (s->mine_empty || (kalah && s->opp_empty) || (s->opp_empty && s->mine_only));
    if (outcome_only)
        origin = 0;
    bool any_store = false;
    for (size_t k = 0; k < s->ncounts; k++)
        any_store = any_store || s->counts[k].store;
    if (outcome_only && (s->ask & SA_WIN) && !any_store) {
        pl->missing = SITU_MISSING_STORES; /* who wins turns on the stores nobody told */
        return false;
    }
    /* « quel trou me fait rejouer ? »: no pit played, the move is what is asked */
    bool which = (s->ask & SA_WHICH) && origin == 0 &&
                 (s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED | SA_LEGAL));
    if (which)
        outcome_only = false;
    if (origin == 0 && !outcome_only && !which) {
        /* « il a 2 graines dans sa case 3, je peux les prendre ? »: the move, pit and count */
        pl->missing = count != FAQ_SITU_UNSAID ? SITU_MISSING_PIT
                      : s->landing             ? SITU_MISSING_COUNT
                                               : SITU_MISSING_MOVE;
        return false;
    }
    if (origin > holes || origin < 0) {
        /* a pit the row does not have: the engine says so */
        pl->has_move = true;
        pl->move = (struct rules_move){.pit = origin};
        origin = 0;
    }
    if (origin >= 1) {
        if (count == FAQ_SITU_UNSAID || count < 0) {
            pl->missing = SITU_MISSING_COUNT;
            return false;
        }
        b->known[faq_situ_cell(p, 0, origin - 1)] = count;
        pl->has_move = true;
        pl->move = (struct rules_move){.pit = origin};
    }
    m->origin = origin;
    m->count = count;
    m->every = every;
    m->land_pit = land_pit;
    m->which = which;
    return true;
}

/* Where the sowing of the move goes (m->gain, m->last), the cell it lands in and the pit
 * facing it, whether the landing said is a claim the sowing told contradicts. */
void faq_situ_mancala_landing(struct faq_situ_mancala *m)
{
    const struct faq_situ *s = m->s;
    const struct rules_game *g = m->g;
    const struct mancala_pos *p = m->p;
    int holes = m->holes, width = m->width, origin = m->origin, count = m->count;
    int land_pit = m->land_pit;
    int32_t *gain = m->gain;
    /* where the sowing goes, to fill the pits it reaches safely */
    int last = origin >= 1 && count > 0 ? faq_situ_sow_gains(g, p, origin - 1, count, gain) : -1;
    int facing_pit0 = -1, land_cell = -1;
    /* the pit played and its count both said: where the last lands is the engine's to say,
     * a landing in the question is a claim the answer checks */
    bool told = s->origin_pit != FAQ_SITU_UNSAID && s->origin_count != FAQ_SITU_UNSAID;
    if (land_pit >= 1 && land_pit <= holes && !told)
        land_cell = faq_situ_cell(p, s->land_side == SITU_SIDE_THEIRS ? 1 : 0, land_pit - 1);
    else if (last >= 0 && last % width != holes)
        land_cell = last;
    if (land_cell >= 0 && land_cell / width == 0)
        facing_pit0 = holes - 1 - land_cell % width;
    /* « j'ai 9 pierres dans mon 5e trou, ma dernière tombe chez l'adversaire dans un trou
     * vide »: a landing told that the sowing told contradicts; what was said of it (empty, a
     * count) belongs to no pit of this board, and the real landing pit is asked for */
    bool claim_off = false;
    if (told && s->landing && last >= 0) {
        bool store = last % width == holes;
        int side = last / width == 0 ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
        int lp = faq_situ_resolve_pit(s->land_pit, holes);
        claim_off = s->land_store != store ||
                    (!store && s->land_side != SITU_SIDE_UNSAID && (int)s->land_side != side) ||
                    (!store && lp > 0 && lp != last % width + 1);
    }
    m->last = last;
    m->facing_pit0 = facing_pit0;
    m->land_cell = land_cell;
    m->told = told;
    m->claim_off = claim_off;
}

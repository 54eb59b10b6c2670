/* faq_situ_reply_family.c — which kind of outcome the engine gave (faq_situ_family), from
 * its refusal code, its events summed up and what was asked: the family names the entry the
 * answer cites (the lexicon maps families to entries). */
#include "faq_situ_reply.h"

enum faq_situ_family faq_situ_illegal_family(int code, const struct faq_situ *s,
                                             const struct faq_situ_run *r)
{
    switch (-code) {
    case ARB_ERR_EMPTY_PIT:
        return SF_EMPTY_PIT;
    case ARB_ERR_PIT_RANGE:
        return SF_PIT_RANGE;
    case ARB_ERR_MUST_FEED:
        return SF_FEED;
    case ARB_ERR_GRAND_SLAM_FORBIDDEN:
        return SF_GRAND_SLAM;
    case ARB_ERR_U_TURN:
        return SF_U_TURN;
    case ARB_ERR_NOT_ADJACENT:
        return s->diagonal ? SF_DIAGONAL : SF_NOT_ADJACENT;
    case ARB_ERR_OFF_BOARD:
        return SF_OFF_BOARD;
    case ARB_ERR_EMPTY_CELL:
        return SF_EMPTY_CELL;
    case ARB_ERR_PATH_LENGTH:
        return SF_PATH_LENGTH;
    case ARB_ERR_NO_PEBBLES:
        return SF_NO_PEBBLES;
    default:
        return r->out.reason == RULES_END_SIDE_EMPTY ? SF_SIDE_EMPTY : SF_FAMINE;
    }
}

/* A corresponding pit was told empty (« le trou correspondant du suivant est vide »): with
 * « tout le monde » and the capture asked yes or no, the entry of some pits empty. */
static bool facing_told_empty(const struct faq_situ *s)
{
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].rel == SITU_REL_FACING && s->counts[k].count == 0)
            return true;
    return false;
}

/* The pit a kalah capture takes was told by its number ("7 pits each … across from my 3rd is
 * his 5th … it has 4"): one count of the other row's numbered pit, the one facing the
 * mover's pit the last piece lands in. */
static bool facing_numbered(const struct faq_situ *s, const struct mancala_pos *p,
                            const struct faq_situ_sum *u)
{
    int facing = p->holes + 1 - u->last_pit, told = 0;
    for (size_t k = 0; u->last_player == 0 && !u->last_store && k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->side != SITU_SIDE_THEIRS || c->store)
            continue;
        if (c->player != 0 && c->player != SITU_PLAYER_NEXT)
            return false; /* another player's row told: whose pit is taken is the question */
        told += c->rel == SITU_REL_PIT && c->pit == facing;
    }
    return told == 1;
}

static enum faq_situ_family end_family(const struct faq_situ *s, const struct rules_outcome *o)
{
    int reason = o->reason;
    if ((s->ask & SA_WIN) && o->over && o->winner < 0 && o->players == 2)
        return SF_DRAW; /* « qui gagne ? » answered by a tie */
    if (reason == RULES_END_NO_CAPTURE_POSSIBLE)
        return SF_NO_CAPTURE_POSSIBLE;
    if (reason == RULES_END_SIDE_EMPTY)
        return s->ask & (SA_REMAIN | SA_WIN) ? SF_REMAINING : SF_SIDE_EMPTY;
    return SF_FAMINE;
}

enum faq_situ_family faq_situ_mancala_family(const struct faq_situ *s,
                                             const struct faq_situ_plan *p,
                                             const struct faq_situ_traits *t,
                                             const struct faq_situ_run *r, uint64_t nmoves)
{
    const struct faq_situ_sum *u = &r->sum;
    if (!r->legal)
        return faq_situ_illegal_family(r->code, s, r);
    if (p->has_move && p->move.resign)
        return SF_RESIGN;
    if (!p->has_move)
        return end_family(s, &r->out);
    if (t->sows_store && (s->ask & SA_EXTRA))
        return SF_EXTRA_TURN;
    if (t->sows_store && s->claim_others_store)
        return SF_OTHERS_STORES; /* "does one go in the next player's store?" */
    if (u->grand_slam)
        return nmoves == 1 ? SF_GRAND_SLAM_ONLY : SF_GRAND_SLAM;
    if (!t->sows_store && (s->lead_ask & SA_SLAM))
        return SF_GRAND_SLAM; /* « c'est un grand chelem ? » of a move that is none: its rule */
    if (s->opp_empty && !t->sows_store)
        return SF_FEED;
    if (t->sows_store && (u->ncap || u->no_capture)) {
        if (u->no_capture)
            return SF_KALAH_EMPTY_KEEP;
        if (u->ncap == 1)
            return SF_KALAH_EMPTY_TAKE;
        if (p->pos.m.players > 2 && s->capture_from == KALAH_CAPTURE_EVERYONE && s->yes_no &&
            (s->ask & SA_CAPTURE) && facing_told_empty(s))
            return SF_KALAH_CAPTURE_SOME_EMPTY; /* « le suivant est vide, … ça prend quand même ? »
                                                 */
        if (u->laps == 0 && p->pos.m.players == 2 && p->pos.m.holes != t->holes &&
            facing_numbered(s, &p->pos.m, u))
            return SF_KALAH_CAPTURE_WHERE; /* "7 pits each … across from my 3rd, his 5th" */
        if (p->pos.m.players > 2)
            return SF_KALAH_CAPTURE_PLAYERS;
        return u->laps > 0 ? SF_KALAH_CAPTURE_LAP : SF_KALAH_CAPTURE;
    }
    if (!t->sows_store && u->ncap) {
        int first = u->cap_pit[u->ncap - 1];
        bool before_said = false; /* the pit before the first taken: told, so it stopped there */
        for (size_t k = 0; k < s->ncounts; k++)
            before_said = before_said || s->counts[k].rel == SITU_REL_BEFORE ||
                          (s->counts[k].rel == SITU_REL_PIT &&
                           s->counts[k].side == SITU_SIDE_THEIRS && s->counts[k].pit == first - 1);
        if (u->ncap > 1)
            return SF_CHAIN;
        if (before_said && first == 1)
            return SF_CHAIN_OWN_ROW;
        return before_said ? SF_CHAIN_STOP : SF_CAPTURE;
    }
    if (r->out.over)
        return end_family(s, &r->out);
    /* « ma dernière tombe dans mon camp et ça fait 3, je prends ? »: awalé never takes from the
     * mover's own row */
    if ((s->ask & SA_CAPTURE) && !t->sows_store && !u->last_store && u->last_pit > 0 &&
        u->last_player == 0)
        return SF_CAPTURE_WRONG_ROW;
    for (size_t k = 0; k < s->ncounts && !t->sows_store; k++)
        if (s->counts[k].rel == SITU_REL_LANDING && s->counts[k].after)
            return SF_CAPTURE_COUNTS_NEW; /* « ça fait 4 »: the 2 or 3 counts the seed sown */
    if (s->ask & SA_CAPTURE)
        return SF_NO_CAPTURE;
    if (t->sows_store && (s->ask & SA_STORE))
        return SF_OWN_STORE; /* « j'en ai combien dans ma réserve après ? » */
    if (u->laps > 0 || (s->ask & (SA_LAPS | SA_SKIP)))
        return u->laps > 1 ? SF_LAPS_MANY : SF_LAPS;
    if (t->sows_store && u->last_store)
        return SF_EXTRA_TURN;
    return SF_SOW;
}

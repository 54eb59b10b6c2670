/* faq_situ_build.c — the position builder: from what a situation said to a legal position
 * and move of its game. What was said is kept exactly; what was not is filled so that the
 * outcome asked does not depend on it (pits that receive the last piece of a sowing are
 * never left at a count that would capture unless the question said so, every row keeps
 * pieces unless said empty, the awalé board holds its 48 seeds with the rest in the
 * stores). When the outcome depends on something unsaid the plan says what is missing, or
 * carries a second position for the other case (the capture chain). The engine itself is
 * not run here except to learn where a sowing goes. */
#include <string.h>

#include "faq_situ.h"

enum { FILL = 4, PROBE_TRACE = 64 };

int faq_situ_traits(const struct rules_game *g, struct faq_situ_traits *t)
{
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos, big;
    struct rules_result res;
    struct rules_event ev[PROBE_TRACE];
    struct rules_trace tr = {ev, PROBE_TRACE, 0, false};
    struct arb_err err;
    *t = (struct faq_situ_traits){0};
    if (g->kind != RULES_MANCALA || g->start(&o, &pos, NULL, &err) < 0)
        return -1;
    /* a sowing of more than a lap from the last pit tells what is sown and skipped */
    const struct mancala_pos *p = &pos.m;
    int width = p->holes + 1;
    for (int c = 0; c < p->players * width; c++)
        t->total += p->cell[c];
    big = pos;
    big.m.cell[0] += 1;
    t->fixed_total = g->check(&big, &err) < 0;
    big = pos;
    big.m.cell[p->holes - 1] += big.m.cell[0];
    big.m.cell[0] = 0;
    struct rules_move mv = {.pit = p->holes};
    if (g->play(&big, &o, &mv, &res, &tr) < 0)
        return -1;
    for (size_t i = 0; i < tr.n; i++) {
        t->sows_store |= ev[i].type == RULES_EV_STORE;
        t->skips_origin |= ev[i].type == RULES_EV_SKIP_ORIGIN;
    }
    return 0;
}

/* Resolves « dernière » / « avant-dernière » pits against the row length. */
static int resolve_pit(int pit, int holes)
{
    if (pit == SITU_PIT_MIDDLE) /* an even row has no middle pit: out of range, asked */
        return holes % 2 ? (holes + 1) / 2 : 0;
    if (pit <= SITU_PIT_LAST && pit > SITU_PIT_LAST - SITU_PIT_FROM_LAST_MAX)
        return holes - (SITU_PIT_LAST - pit);
    return pit;
}

static int cell_of(const struct mancala_pos *p, int player, int pit0)
{
    return player * (p->holes + 1) + pit0;
}

static void assume(struct faq_situ_plan *pl, enum faq_situ_assume kind, int a, int b)
{
    if (pl->nassume < FAQ_SITU_MAX_ASSUME) {
        pl->assume[pl->nassume].kind = kind;
        pl->assume[pl->nassume].a = a;
        pl->assume[pl->nassume].b = b;
        pl->nassume++;
    }
}

void faq_situ_assume(struct faq_situ_plan *pl, enum faq_situ_assume kind, int a, int b)
{
    assume(pl, kind, a, b);
}

/* Seeds each cell receives when player 0 sows n from pit0 of p's shape (kalah: the other
 * stores skipped; awale: the stores and the origin skipped), and the cell of the last one. */
static int sow_gains(const struct rules_game *g, const struct mancala_pos *p, int pit0, int n,
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

/* The known counts: known[cell] = count said, -1 unsaid. */
struct board {
    int32_t known[RULES_MANCALA_CELLS];
};

static void say(struct board *b, const struct mancala_pos *p, int player, int pit1, int count)
{
    if (pit1 >= 1 && pit1 <= p->holes && count >= 0)
        b->known[cell_of(p, player, pit1 - 1)] = count;
}

/* « avec 4 trous par joueur », no player count told: the fewest players the row told is played
 * with (kalah: 4 holes from three players on), said as assumed; o unchanged when its own
 * players take that row. */
static void players_for_holes(const struct faq_situ *s, const struct rules_game *g,
                              struct rules_opts *o, struct faq_situ_plan *pl)
{
    struct rules_pos probe;
    struct arb_err e;
    unsigned warn = 0;
    if (s->players != FAQ_SITU_UNSAID || s->holes < 1 || g->start(o, &probe, &warn, &e) < 0 ||
        !(warn & RULES_WARN_HOLES_CHANGED))
        return;
    for (int n = o->players + 1; n <= g->max_players; n++) {
        struct rules_opts more = *o;
        more.players = n;
        warn = 0;
        if (g->start(&more, &probe, &warn, &e) == 0 && !(warn & RULES_WARN_HOLES_CHANGED)) {
            *o = more;
            assume(pl, SITU_ASSUME_PLAYERS, n, s->holes);
            return;
        }
    }
}

/* The options and shape said (kalah), as for a new game. */
static int shape(const struct faq_situ *s, const struct rules_game *g, struct faq_situ_plan *pl,
                 struct arb_err *err)
{
    struct rules_opts o = rules_opts_default();
    unsigned warn = 0;
    if (g->max_players > 2) { /* the shape and capture settings of a game for more than two */
        if (s->players >= 2 && s->players <= RULES_MAX_PLAYERS)
            o.players = s->players;
        if (s->holes >= 1)
            o.holes = s->holes;
        if ((s->stones >= 1 || s->board >= 1) && s->start) /* « on a commencé avec 3 par trou » */
            o.stones = s->stones >= 1 ? s->stones : s->board;
        if (s->capture_from != FAQ_SITU_UNSAID)
            o.rule[KALAH_RULE_CAPTURE_FROM] = s->capture_from;
        if (s->empty_opposite != FAQ_SITU_UNSAID)
            o.rule[KALAH_RULE_EMPTY_OPPOSITE] = s->empty_opposite;
    }
    players_for_holes(s, g, &o, pl);
    pl->opts = o;
    int rc = g->start(&o, &pl->pos, &warn, err);
    if (rc == 0 && (warn & RULES_WARN_HOLES_CHANGED))
        assume(pl, SITU_ASSUME_HOLES, s->holes, pl->pos.m.holes); /* 4 holes at 2: played at 6 */
    return rc;
}

/* A fixed-total board told with its stores (« j'ai 24 graines prises, lui 19 »): the told pits
 * and stores leave the pits not told all the rest, which must be none, and a store not told
 * the rest when every pit is known. Sets the untold pits (0) or store; false when the seeds
 * do not add up that way. */
static bool fixed_board_with_stores(const struct board *b, struct mancala_pos *p, int32_t total,
                                    int stores_told)
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

/* Where the pit played and its count come from when the question tells only where the last
 * piece lands. Returns false when nothing tells it. */
static bool origin_from_landing(const struct faq_situ *s, const struct rules_game *g,
                                const struct mancala_pos *p, int *pit, int *count, int *land_pit)
{
    struct faq_situ_traits t;
    faq_situ_traits(g, &t);
    bool kalah = t.sows_store;
    int holes = p->holes, lp = resolve_pit(s->land_pit, holes);
    if (!s->landing)
        return false;
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
static bool facing_unknown(const struct board *b, const struct faq_situ_plan *pl, int pit0)
{
    const struct mancala_pos *p = &pl->pos.m;
    int target = capture_target(&pl->opts, p->players);
    for (int q = 1; q < p->players; q++)
        if ((target < 0 || q == target) && b->known[cell_of(p, q, pit0)] < 0)
            return true;
    return false;
}

/* The smallest count v >= from such that v + gain is not 2 or 3 (no awalé capture). */
static int32_t safe_count(int32_t from, int32_t gain)
{
    int32_t v = from;
    while (v + gain == 2 || v + gain == 3)
        v++;
    return v;
}

/* The outcome a move-asked question wants of one move's result: the turn again, a capture,
 * or seeds in the opponent's rows after it. */
static bool which_gives(const struct faq_situ *s, const struct rules_result *r)
{
    if (s->ask & SA_EXTRA)
        return r->extra_turn;
    if (s->ask & SA_CAPTURE)
        return r->captured > 0;
    if (!(s->ask & SA_FEED) && (s->ask & SA_LEGAL))
        return true; /* « quel trou ai-je le droit de jouer ? »: every legal move */
    const struct mancala_pos *q = &r->pos.m;
    int32_t theirs = 0;
    for (int k = 1; k < q->players; k++)
        for (int i = 0; i < q->holes; i++)
            theirs += q->cell[cell_of(q, k, i)];
    return theirs > 0;
}

/* One move of a move-asked question played on pos: 1 when it gives the outcome asked, 0 when
 * it does not, -1 when pos cannot be played (an unsaid fill the game refuses). */
static int which_play(const struct rules_game *g, const struct faq_situ *s,
                      const struct faq_situ_plan *pl, const struct rules_pos *pos, int pit,
                      int32_t *captured)
{
    struct rules_result r;
    struct rules_move mv = {.pit = pit};
    struct arb_err e;
    if (g->check(pos, &e) < 0)
        return -1;
    if (g->validate(pos, &pl->opts, &mv) < 0) /* refused: no outcome, unless legality is asked */
        return (s->ask & SA_LEGAL) && !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)) ? 0 : -1;
    if (g->play(pos, &pl->opts, &mv, &r, NULL) < 0)
        return -1;
    *captured = r.captured;
    return which_gives(s, &r);
}

/* Player q's pits not told are empty by what was said (« son camp est vide », « rien
 * d'autre »). */
static bool row_told_empty(const struct faq_situ *s, int q)
{
    return q == 0 ? s->mine_only || s->mine_empty : s->opp_empty || s->theirs_only;
}

/* « quel trou me fait rejouer ? »: every legal move from a pit told played on pl->pos, and
 * again with the unsaid pits it reaches (and those facing where it ends) at 0, 1 and 2;
 * a move whose outcome changes with them makes those pits the thing to ask. */
static void which_search(const struct rules_game *g, const struct faq_situ *s,
                         const struct board *b, struct faq_situ_plan *pl)
{
    const struct mancala_pos *p = &pl->pos.m;
    int holes = p->holes, width = holes + 1;
    struct faq_situ_traits t;
    faq_situ_traits(g, &t);
    int32_t best = -1;
    bool legal_only =
        !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)); /* what it takes is not asked */
    pl->which = true;
    for (int i = 0; i < holes; i++) {
        int origin = cell_of(p, 0, i);
        int32_t captured = 0, gain[RULES_MANCALA_CELLS];
        if (b->known[origin] <= 0)
            continue;
        int gives = which_play(g, s, pl, &pl->pos, i + 1, &captured);
        if (gives < 0)
            continue;
        if (pl->move.pit == 0)
            pl->move = (struct rules_move){.pit = i + 1}; /* none gives it: the first told */
        int last = sow_gains(g, p, i, b->known[origin], gain);
        bool rel[RULES_MANCALA_CELLS] = {false};
        for (int c = 0; c < p->players * width; c++)
            rel[c] = (gain[c] > 0 || c == last) && c % width != holes && b->known[c] < 0 &&
                     !row_told_empty(s, c / width);
        if (last / width == 0 && last % width != holes)
            for (int q = 1; q < p->players; q++)
                rel[cell_of(p, q, holes - 1 - last % width)] |=
                    b->known[cell_of(p, q, holes - 1 - last % width)] < 0 && !row_told_empty(s, q);
        bool depends = false;
        for (int32_t v = 0; v <= 2 && !depends; v++) {
            struct rules_pos alt = pl->pos;
            int32_t diff = 0, cap2 = 0;
            for (int c = 0; c < p->players * width; c++)
                if (rel[c]) {
                    diff += alt.m.cell[c] - v;
                    alt.m.cell[c] = v;
                }
            if (t.fixed_total)
                alt.m.cell[holes] += diff;
            int g2 = which_play(g, s, pl, &alt, i + 1, &cap2);
            depends = g2 >= 0 && (g2 != gives || (gives && cap2 != captured && !legal_only));
        }
        for (int c = 0; depends && c < p->players * width; c++) {
            bool again = false;
            for (size_t k = 0; k < pl->nunknown; k++)
                again = again || pl->which_unknown[k] == c;
            if (rel[c] && !again && pl->nunknown < FAQ_SITU_MAX_WHICH)
                pl->which_unknown[pl->nunknown++] = c;
        }
        if (gives && pl->nfound < FAQ_SITU_MAX_WHICH) {
            pl->found[pl->nfound].pit = i + 1;
            pl->found[pl->nfound++].captured = captured;
            if (captured > best) {
                best = captured;
                pl->move = (struct rules_move){.pit = i + 1};
            }
        }
    }
    pl->has_move = pl->move.pit >= 1;
    if (pl->nunknown > 0)
        pl->missing = SITU_MISSING_WHICH;
    else if (!pl->has_move)
        pl->missing = SITU_MISSING_COUNT;
}

/* « j'ai 1 pierre dans mon dernier trou, lui 1 dans chacun de ses trous, je la joue : qui
 * gagne ? »: who wins presupposes the end and the final scores every pit; every other row told
 * (others_told: they hold only what was said), the mover's pits not told are empty (said as
 * assumed). */
static void end_by_my_row(struct board *b, struct faq_situ_plan *pl, bool others_told)
{
    const struct mancala_pos *p = &pl->pos.m;
    bool untold = false;
    for (int c = 0; c < p->players * (p->holes + 1); c++) {
        if (c % (p->holes + 1) == p->holes || b->known[c] >= 0 || (others_told && c > p->holes))
            continue;
        if (c > p->holes)
            return; /* a row of the others not told: the end turns on it */
        untold = true;
    }
    for (int i = 0; untold && i < p->holes; i++)
        if (b->known[cell_of(p, 0, i)] < 0)
            b->known[cell_of(p, 0, i)] = 0;
    if (untold)
        assume(pl, SITU_ASSUME_ROW_EMPTY, 0, 0);
}

/* Kalah at two, the end told (« il me reste une pierre … 22 dans ma réserve ; lui a 22 dans sa
 * réserve et 1 pierre dans son premier trou »): with both stores told and the mover's row told
 * whole or the winner asked, the opponent's pits told are all he has (said as assumed). */
static void end_their_row(const struct faq_situ *s, struct board *b, struct faq_situ_plan *pl)
{
    const struct mancala_pos *p = &pl->pos.m;
    unsigned stores = 0;
    int told = 0, untold = 0;
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store && !s->counts[k].after)
            stores |= s->counts[k].side == SITU_SIDE_THEIRS ? 2u : 1u;
    if (p->players != 2 || stores != 3 || s->theirs_only || s->opp_empty ||
        !(s->mine_only || s->mine_empty || (s->ask & SA_WIN)))
        return;
    for (int i = 0; i < p->holes; i++) {
        told += b->known[cell_of(p, 1, i)] >= 0;
        untold += b->known[cell_of(p, 1, i)] < 0;
    }
    if (told == 0 || untold == 0)
        return;
    for (int i = 0; i < p->holes; i++)
        if (b->known[cell_of(p, 1, i)] < 0)
            b->known[cell_of(p, 1, i)] = 0;
    assume(pl, SITU_ASSUME_ROW_EMPTY, 1, 0);
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

/* A count was told of some pit or store (the start said besides is then only the fill). */
static bool pits_told(const struct faq_situ *s)
{
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store || s->counts[k].rel != SITU_REL_PIT || s->counts[k].pit != 0)
            return true;
    return s->origin_count != FAQ_SITU_UNSAID;
}

static int build_mancala(const struct faq_situ *s, struct faq_situ_plan *pl, struct arb_err *err)
{
    const struct rules_game *g = pl->game->rules;
    struct faq_situ_traits t;
    faq_situ_traits(g, &t);
    bool kalah = t.sows_store;
    int rc = shape(s, g, pl, err);
    if (rc < 0)
        return rc;
    struct mancala_pos *p = &pl->pos.m;
    int holes = p->holes, players = p->players, width = holes + 1;
    struct board b;
    for (int c = 0; c < RULES_MANCALA_CELLS; c++)
        b.known[c] = -1;
    if (s->row_list && s->row_list != holes) { /* « ses cases ont 2, 1 et 3 »: which three? */
        pl->missing = SITU_MISSING_UNREAD;
        pl->unread_num = s->row_list;
        return 0;
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
                return 0;
            }
            int pit = resolve_pit(c->pit, holes);
            for (int r = q < 0 ? 1 : q; pit >= 1 && pit <= holes && r < (q < 0 ? players : q + 1);
                 r++)
                if (q >= 0 || b.known[cell_of(p, r, pit - 1)] < 0)
                    say(&b, p, r, pit, c->count);
        }
    int origin = s->origin_pit != FAQ_SITU_UNSAID ? resolve_pit(s->origin_pit, holes) : 0;
    int count = s->origin_count;
    /* every pit not told otherwise: the board's count said (« 4 partout »), the start's when
     * the start is said with pits of its own (« début de partie mais mon trou 1 en a 13 ») */
    int32_t every = s->board >= 1 ? s->board : s->start ? p->cell[0] : FAQ_SITU_UNSAID;
    if (s->start && !pits_told(s)) {
        /* « au début de la partie »: the start position as it is, move and all */
        if (origin < 1 || origin > holes)
            origin = origin ? origin : 0;
        if (origin == 0 && (s->ask & SA_WHICH)) {
            /* « au début, quel trou me fait rejouer ? »: every pit of the start known */
            for (int c = 0; c < RULES_MANCALA_CELLS; c++)
                b.known[c] = c % (holes + 1) == holes ? -1 : p->cell[c];
            which_search(g, s, &b, pl);
            return 0;
        }
        if (origin == 0) {
            pl->missing = SITU_MISSING_PIT;
            return 0;
        }
        pl->has_move = true;
        pl->move = (struct rules_move){.pit = origin};
        return 0;
    }
    int land_pit = 0;
    if (origin >= 1 && origin <= holes && count == FAQ_SITU_UNSAID)
        count = b.known[cell_of(p, 0, origin - 1)];
    if (origin >= 1 && origin <= holes && count < 0 && every != FAQ_SITU_UNSAID &&
        s->board_side != SITU_SIDE_THEIRS)
        count = every;
    if (origin == 0) {
        int op, oc;
        if (count == FAQ_SITU_UNSAID && origin_from_landing(s, g, p, &op, &oc, &land_pit)) {
            origin = op;
            count = oc;
            assume(pl, SITU_ASSUME_PIT, op, 0); /* the sowing that lands there: said as assumed */
        } else if (count != FAQ_SITU_UNSAID) {
            if (s->landing && origin_from_landing(s, g, p, &op, &oc, &land_pit) && s->land_store) {
                origin = op;
            } else if ((s->ask & (SA_WHERE | SA_CAPTURE | SA_EXTRA | SA_FEED)) && !s->landing) {
                pl->missing = SITU_MISSING_PIT;
                return 0;
            } else {
                origin = 1;
                assume(pl, SITU_ASSUME_PIT, 1, 0);
            }
        }
    }
    if (s->landing && land_pit == 0 && !s->land_store)
        land_pit = resolve_pit(s->land_pit, holes);
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
        return 0;
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
        return 0;
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
            return 0;
        }
        b.known[cell_of(p, 0, origin - 1)] = count;
        pl->has_move = true;
        pl->move = (struct rules_move){.pit = origin};
    }
    /* where the sowing goes, to fill the pits it reaches safely */
    int32_t gain[RULES_MANCALA_CELLS] = {0};
    int last = origin >= 1 && count > 0 ? sow_gains(g, p, origin - 1, count, gain) : -1;
    int facing_pit0 = -1, land_cell = -1;
    /* the pit played and its count both said: where the last lands is the engine's to say,
     * a landing in the question is a claim the answer checks */
    bool told = s->origin_pit != FAQ_SITU_UNSAID && s->origin_count != FAQ_SITU_UNSAID;
    if (land_pit >= 1 && land_pit <= holes && !told)
        land_cell = cell_of(p, s->land_side == SITU_SIDE_THEIRS ? 1 : 0, land_pit - 1);
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
        int lp = resolve_pit(s->land_pit, holes);
        claim_off = s->land_store != store ||
                    (!store && s->land_side != SITU_SIDE_UNSAID && (int)s->land_side != side) ||
                    (!store && lp > 0 && lp != last % width + 1);
    }
    int before_said = -1, nfacing = 0, unnamed = 0;
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
        return 0;
    }
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel == SITU_REL_LANDING && land_cell >= 0 && !claim_off) {
            int32_t v = c->after ? c->count - gain[land_cell] : c->count;
            b.known[land_cell] = v < 0 ? 0 : v;
        } else if (c->rel == SITU_REL_FACING && facing_pit0 >= 0 && c->player) {
            /* the corresponding pit of one player: next, opposite (2 or 4 players), last */
            int q = player_row(c->player, players);
            if (q < 0) {
                pl->missing = SITU_MISSING_UNREAD; /* « celui d'en face » at 3: no one faces */
                pl->unread_num = c->count;
                return 0;
            }
            b.known[cell_of(p, q, facing_pit0)] = c->count;
        } else if (c->rel == SITU_REL_FACING && facing_pit0 >= 0) {
            /* « en face il y en a 7 »: every corresponding pit; « hold 2 and 3 »: one each */
            for (int q = 1 + nfacing; q < players; q++)
                b.known[cell_of(p, q, facing_pit0)] = c->count;
            nfacing++;
        } else if (c->rel == SITU_REL_FACING_OF && resolve_pit(c->pit, holes) >= 1 &&
                   resolve_pit(c->pit, holes) <= holes) {
            /* "the pit across from my pit 4 has 6", « en face de ma dernière »: the
             * corresponding pit of every other row */
            for (int q = 1; q < players; q++)
                b.known[cell_of(p, q, holes - resolve_pit(c->pit, holes))] = c->count;
        } else if (c->rel == SITU_REL_BEFORE && land_cell >= 0 && land_cell % width > 0) {
            int32_t v = c->after ? c->count - gain[land_cell - 1] : c->count;
            b.known[land_cell - 1] = v < 0 ? 0 : v;
            before_said = v;
        }
    }
    if (s->landing && s->land_empty && land_cell >= 0 && !claim_off &&
        land_cell != cell_of(p, 0, origin - 1))
        b.known[land_cell] = 0;
    /* « il reste 10 pierres chez l'autre », "8 left in his pits": the opponent's row holds
     * that many; the pits not told share what the told ones leave */
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel != SITU_REL_PIT || c->pit != 0 || c->store || c->after ||
            c->side != SITU_SIDE_THEIRS)
            continue;
        int32_t left = c->count;
        int unsaid = 0;
        for (int q = 1; q < players; q++)
            for (int i = 0; i < holes; i++) {
                int cell = cell_of(p, q, i);
                if (b.known[cell] >= 0)
                    left -= b.known[cell];
                else
                    unsaid++;
            }
        /* more told in pits than in all, or a share that a capture would depend on */
        if (left < 0 || (left > 0 && unsaid == 0) ||
            (unsaid > 0 && left > 0 && pl->has_move && (s->ask & SA_CAPTURE))) {
            pl->missing = SITU_MISSING_UNREAD;
            pl->unread_num = c->count;
            return 0;
        }
        for (int q = 1; q < players; q++)
            for (int i = 0, n = 0; i < holes; i++) {
                int cell = cell_of(p, q, i);
                if (b.known[cell] < 0) {
                    b.known[cell] = left / unsaid + (n < left % unsaid);
                    n++;
                }
            }
    }
    /* « les autres 5 chacune »: every pit of that side no count was told of */
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        for (int q = 0; c->rel == SITU_REL_REST && q < players; q++)
            for (int i = 0; i < holes && (q != 0) == (c->side == SITU_SIDE_THEIRS); i++)
                if (b.known[cell_of(p, q, i)] < 0)
                    b.known[cell_of(p, q, i)] = c->count;
    }
    for (int c = 0; every != FAQ_SITU_UNSAID && c < players * width; c++)
        if (c % width != holes && b.known[c] < 0 &&
            (s->board_side == SITU_SIDE_UNSAID ||
             (c >= width) == (s->board_side == SITU_SIDE_THEIRS)))
            b.known[c] = every;
    if (kalah && pl->has_move)
        end_their_row(s, &b, pl);
    if (kalah && (s->ask & SA_WIN) && !(s->ask & SA_COUNT) && pl->has_move && !s->mine_only &&
        !s->mine_empty)
        end_by_my_row(&b, pl, s->theirs_only || s->opp_empty);
    /* a capture asked on a landing whose count decides it, not said: asked back */
    bool asked = ((s->ask & SA_CAPTURE) || s->yes_no) && !told;
    if (s->landing && asked && !kalah && land_cell >= width && b.known[land_cell] < 0 &&
        !s->theirs_only && !s->opp_empty) {
        pl->missing = SITU_MISSING_LANDING;
        return 0;
    }
    if (s->landing && asked && kalah && land_cell >= 0 && land_cell < width && facing_pit0 >= 0 &&
        facing_unknown(&b, pl, facing_pit0) && b.known[land_cell] == 0) {
        pl->missing = SITU_MISSING_FACING;
        return 0;
    }
    /* « j'ai 4 graines dans ma case 3, je capture ? »: the capture turns on the count of the pit
     * the last one lands in (awalé: theirs; kalah: mine, empty or not, then the one facing
     * it), which nobody said: asked back, never answered from a count made up */
    if ((!s->landing || claim_off) && told && (s->ask & SA_CAPTURE) && last >= 0 &&
        last % width != holes && last != cell_of(p, 0, origin - 1) && !s->theirs_only &&
        !s->opp_empty) {
        bool theirs = last >= width;
        if (!kalah && theirs && b.known[last] < 0) {
            pl->missing = SITU_MISSING_LANDING;
            return 0;
        }
        if (kalah && !theirs && !s->mine_only && !s->mine_empty && gain[last] < 2 &&
            (b.known[last] < 0 ||
             (b.known[last] == 0 && facing_pit0 >= 0 && facing_unknown(&b, pl, facing_pit0)))) {
            pl->missing = b.known[last] < 0 ? SITU_MISSING_LANDING : SITU_MISSING_FACING;
            return 0;
        }
    }
    /* fill the unsaid */
    bool awale = !kalah;
    bool asks_capture = (s->ask & SA_CAPTURE) || s->landing;
    for (int q = 0; q < players; q++)
        for (int i = 0; i < holes; i++) {
            int c = cell_of(p, q, i);
            if (b.known[c] >= 0) {
                p->cell[c] = b.known[c];
                continue;
            }
            bool zero = (q == 0 && (s->mine_only || s->mine_empty)) ||
                        (q != 0 && (s->opp_empty || s->theirs_only));
            p->cell[c] = zero ? 0 : FILL;
            if (awale && !zero && q == 1 && c == land_cell && !asks_capture)
                p->cell[c] = safe_count(p->cell[c], gain[c]);
        }
    /* awalé: an opponent with no seeds needs a mover who can feed him, unless only the
     * pits said are the mover's */
    if (awale && s->opp_empty && !s->mine_only && origin >= 1) {
        int feeder = cell_of(p, 0, holes - 1);
        if (b.known[feeder] < 0 && origin != holes && p->cell[feeder] == 0)
            p->cell[feeder] = 1;
        /* a move that gives him nothing is refused only if another pit can feed him: the
         * mover's pits not told decide it, so the case is said and they are asked */
        int fed = 0;
        for (int c = width; c < 2 * width - 1; c++)
            fed += gain[c];
        bool other_told = false;
        for (int i = 0; i < holes; i++)
            other_told = other_told || (i != origin - 1 && b.known[cell_of(p, 0, i)] > 0);
        if (fed == 0 && !other_told) {
            assume(pl, SITU_ASSUME_FEEDER, 0, 0);
            pl->ask_others = true;
        }
        /* « je suis obligé de la jouer ? »: only if no other pit of mine feeds him */
        if (fed > 0 && !other_told && (s->ask & SA_FORCED))
            pl->ask_others = true;
    }
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
        untold += c % width != holes && b.known[c] < 0 && p->cell[c] != 0;
    int one_store = stores_told == 1 || stores_told == 2 ? stores_told : 0;
    if (untold == 0)
        one_store = 0;
    if (one_store)
        stores_told = 0;
    if (stores_told && t.fixed_total && !fixed_board_with_stores(&b, p, t.total, stores_told)) {
        /* a 48-seed board told with its stores whose seeds the told pits do not account for:
         * where the rest lies is asked */
        pl->missing = SITU_MISSING_UNREAD;
        pl->unread_num = p->cell[(stores_told & 1 ? 0 : 1) * width + holes];
        pl->stores_said = false;
        return 0;
    }
    if (stores_told && t.fixed_total)
        pl->stores_said = true; /* every seed is placed: no store to fill */
    else if (t.fixed_total) {
        int told_store = (one_store == 2 ? width : 0) + holes;
        int32_t board = one_store ? p->cell[told_store] : 0;
        for (int q = 0; q < 2; q++)
            for (int i = 0; i < holes; i++)
                board += p->cell[cell_of(p, q, i)];
        /* too many seeds: unsaid pits lowered to the least that keeps them safe */
        for (int pass = 0; pass < 2 && board > t.total; pass++)
            for (int q = 0; q < 2 && board > t.total; q++)
                for (int i = 0; i < holes && board > t.total; i++) {
                    int c = cell_of(p, q, i);
                    if (b.known[c] >= 0 || p->cell[c] == 0)
                        continue;
                    int32_t low = c == land_cell && !asks_capture ? safe_count(0, gain[c]) : 0;
                    if (q == 1 && low == 0 && pass == 0)
                        low = 1; /* keep the opponent something, unless the seeds said are all */
                    if (low < p->cell[c]) {
                        board -= p->cell[c] - low;
                        p->cell[c] = low;
                    }
                }
        if (board > t.total) {
            pl->missing = SITU_MISSING_IMPOSSIBLE;
            return 0;
        }
        int32_t rest = t.total - board;
        if (one_store) {
            p->cell[told_store == holes ? 2 * width - 1 : holes] = rest;
        } else {
            p->cell[holes] = rest - rest / 2;
            p->cell[2 * width - 1] = rest / 2;
        }
    }
    p->to_move = 0;
    /* the capture chain of an awalé landing depends on the first pit down the chain whose
     * count nobody said (the one before the landing, or further when the ones between were
     * told and taken: « sa case 2 en a 1, sa case 3 en a 2 »): that case is told too */
    int prev = land_cell - 1;
    while (awale && prev > width && prev < land_cell && b.known[prev] >= 0 &&
           b.known[prev] + gain[prev] >= 2 && b.known[prev] + gain[prev] <= 3)
        prev--;
    if (awale && pl->has_move && land_cell >= width && land_cell % width > 0 &&
        (before_said < 0 || prev < land_cell - 1) && prev >= width && b.known[prev] < 0 &&
        !s->opp_empty && !s->theirs_only) {
        pl->alt_pit = prev % width + 1;
        int32_t v = gain[prev] <= 2 ? 2 - gain[prev] : 0;
        if (v + gain[prev] >= 2 && v + gain[prev] <= 3) {
            pl->has_alt = true;
            pl->alt = pl->pos;
            int32_t diff = pl->alt.m.cell[prev] - v;
            pl->alt.m.cell[prev] = v;
            pl->alt.m.cell[holes] += diff;
            pl->alt_before = v + gain[prev];
            if (pl->alt.m.cell[holes] < 0)
                pl->has_alt = false;
        }
    }
    struct arb_err e2;
    if (g->check(&pl->pos, &e2) < 0)
        return arb_err_set(err, ARB_ERR_INTERNAL, e2.field, "%s", e2.message);
    if (which)
        which_search(g, s, &b, pl);
    return 0;
}

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
static void check_restated_counts(const struct faq_situ *s, struct faq_situ_plan *pl)
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

/* « j'abandonne, qui gagne ? »: the start of the shape told (the resigner is placed last
 * whatever the board and the stores), the player to move and his resign played. */
static int build_resign(const struct faq_situ *s, struct faq_situ_plan *pl, struct arb_err *err)
{
    int rc = shape(s, pl->game->rules, pl, err);
    if (rc < 0)
        return rc;
    pl->pos.m.to_move = 0;
    pl->has_move = true;
    pl->move = (struct rules_move){.resign = true};
    return 0;
}

int faq_situ_build(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   struct faq_situ_plan *out, struct arb_err *err)
{
    memset(out, 0, sizeof *out);
    out->game = faq_situ_game(c, s->game);
    if (!out->game) {
        out->missing = SITU_MISSING_GAME;
        return 0;
    }
    if (out->game->rules->kind == RULES_QAWALE) {
        faq_situ_build_qawale(s, out);
        return 0;
    }
    if (s->game_guessed)
        assume(out, SITU_ASSUME_GAME, 0, 0); /* « graines » alone: awalé, said */
    if (s->resigner != SITU_SIDE_UNSAID)
        return build_resign(s, out, err);
    if (s->unread || s->ambiguous) { /* a count told that found no place: asked, not guessed */
        out->missing = SITU_MISSING_UNREAD;
        out->unread_num = s->unread_num;
        return 0;
    }
    int rc = build_mancala(s, out, err);
    if (rc == 0)
        check_restated_counts(s, out);
    return rc;
}

/* faq_situ_reply.c — a built situation through the engine, and the answer told from the
 * engine's result in the game's own words. The yes/no lead, every count and every pit
 * named come from the play result, its events or the outcome; the sentences are the
 * lexicon's templates; the entry cited is the lexicon's for the kind of outcome the engine
 * gave. Also the hook faq_ask calls (faq_situ_answer). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_reply.h"
#include "rules_json.h"

/* ---- the engine's result, summed up ------------------------------------------------- */

static void sum_up(struct faq_situ_run *r, int mover)
{
    struct faq_situ_sum *s = &r->sum;
    memset(s, 0, sizeof *s);
    s->last_pit = -1;
    for (size_t i = 0; i < r->tr.n; i++) {
        const struct rules_event *e = &r->ev[i];
        switch (e->type) {
        case RULES_EV_PICK:
            s->picked = e->count;
            s->origin = e->pit + 1;
            break;
        case RULES_EV_SOW:
            s->laps += e->player == mover && e->pit + 1 == s->origin; /* back on the origin */
            s->last_player = e->player;
            s->last_pit = e->pit + 1;
            s->last_store = false;
            s->fed += e->player != mover;
            break;
        case RULES_EV_STORE:
            s->last_store = true;
            s->last_player = e->player;
            break;
        case RULES_EV_SKIP_ORIGIN:
            s->skips++;
            s->laps++;
            break;
        case RULES_EV_CAPTURE:
            if (s->ncap < 8) {
                s->cap_player[s->ncap] = e->player;
                s->cap_pit[s->ncap] = e->pit + 1;
                s->cap_count[s->ncap] = e->count;
                s->ncap++;
            }
            break;
        case RULES_EV_GRAND_SLAM:
            s->grand_slam = true;
            break;
        case RULES_EV_NO_CAPTURE:
            s->no_capture = true;
            s->no_capture_pit = e->pit + 1;
            break;
        case RULES_EV_EXTRA_TURN:
            s->extra = true;
            break;
        case RULES_EV_COLLECT:
            if (s->ncol < RULES_MAX_PLAYERS) {
                s->col_player[s->ncol] = e->player;
                s->col_count[s->ncol] = e->count;
                s->col_by[s->ncol] = e->by;
                s->ncol++;
            }
            break;
        case RULES_EV_LIFT:
            s->lifted = e->count;
            break;
        case RULES_EV_DROP:
            if (s->ndrops < QAWALE_MAX_PATH) {
                s->drop_pebble[s->ndrops] = e->pebble;
                s->drops[s->ndrops++] = e->cell;
            }
            break;
        case RULES_EV_ALIGN:
            s->aligned = true;
            s->align_player = e->player;
            break;
        default:
            break;
        }
    }
}

void faq_situ_run_plan(const struct rules_game *g, const struct rules_pos *pos,
                       const struct faq_situ_plan *p, const struct rules_move *mv,
                       struct faq_situ_run *r)
{
    r->tr = (struct rules_trace){r->ev, FAQ_SITU_MAX_EVENTS, 0, false};
    r->legal = true;
    r->code = 0;
    if (!p->has_move) {
        g->outcome(pos, &p->opts, &r->out);
        r->res.outcome = r->out;
        r->res.pos = *pos;
        sum_up(r, 0);
        return;
    }
    int rc = g->validate(pos, &p->opts, mv);
    if (rc == 0)
        rc = g->play(pos, &p->opts, mv, &r->res, &r->tr);
    if (rc < 0) {
        r->legal = false;
        r->code = rc;
        g->outcome(pos, &p->opts, &r->out);
    } else {
        r->out = r->res.outcome;
    }
    sum_up(r, pos->kind == RULES_MANCALA ? pos->m.to_move : pos->q.to_move);
}

/* ---- choosing the entry --------------------------------------------------------------- */

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

static enum faq_situ_family mancala_family(const struct faq_situ *s, const struct faq_situ_plan *p,
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
    if (u->grand_slam)
        return nmoves == 1 ? SF_GRAND_SLAM_ONLY : SF_GRAND_SLAM;
    if (s->opp_empty && !t->sows_store)
        return SF_FEED;
    if (t->sows_store && (u->ncap || u->no_capture)) {
        if (u->no_capture)
            return SF_KALAH_EMPTY_KEEP;
        if (u->ncap == 1)
            return SF_KALAH_EMPTY_TAKE;
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

/* ---- sentences ------------------------------------------------------------------------ */

static void sep(const struct faq_situ_say *r, const char *key, struct faq_situ_text *x)
{
    faq_situ_render(r, key, x);
}

/* « Avec 19 graines depuis ta case 5 : 1 tour complet, ta case de départ est sautée, la
 * dernière tombe dans ta case 1. » */
static void tell_sowing(const struct faq_situ_say *r0, const struct faq_situ_sum *u, int players,
                        struct faq_situ_text *x)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    struct faq_situ_text parts = {.len = 0};
    parts.s[0] = '\0';
    r.v = &v;
    faq_situ_var(&v, "n", "%d", u->picked);
    faq_situ_var(&v, "pit", "%d", u->origin);
    faq_situ_render_var(&r, "origin", &v, "origin");
    faq_situ_var(&v, "laps", "%d", u->laps);
    faq_situ_var(&v, "skips", "%d", u->skips);
    if (u->laps > 0) {
        faq_situ_render(&r, u->laps > 1 ? "laps_many" : "laps_one", &parts);
        sep(&r, "sep_list", &parts);
        if (u->skips)
            faq_situ_render(&r, u->skips > 1 ? "skip_many" : "skip_one", &parts);
        else
            faq_situ_render(&r, "no_skip", &parts);
        sep(&r, "sep_list", &parts);
    } else if (r0->ask_laps) {
        faq_situ_render(&r, "sow_only", &parts);
        sep(&r, "sep_list", &parts);
    }
    faq_situ_var(&v, "pit", "%d", u->last_pit);
    faq_situ_var(&v, "p", "%d", u->last_player + 1); /* the seat, « Joueur 1 » the mover */
    faq_situ_render(&r,
                    u->last_store         ? "land_store"
                    : u->last_player == 0 ? "land_mine"
                    : players > 2         ? "land_player"
                                          : "land_theirs",
                    &parts);
    faq_situ_var(&v, "parts", "%s", parts.s);
    faq_situ_render(&r, "origin_line", x);
}

/* Kalah: « Tu prends 8 pierres : ta dernière et les 7 d'en face, dans ta réserve. » */
static void tell_kalah_capture(const struct faq_situ_say *r0, const struct faq_situ_run *run,
                               int mover, struct faq_situ_text *x)
{
    const struct faq_situ_sum *u = &run->sum;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    if (u->no_capture) {
        faq_situ_var(&v, "pit", "%d", u->no_capture_pit);
        faq_situ_render(&r, "kalah_keep", x);
        return;
    }
    if (u->ncap == 0) { /* a capture asked of a move ending elsewhere */
        faq_situ_render(&r, "kalah_none", x);
        return;
    }
    int taken = 0, targets = 0;
    for (int i = 0; i < u->ncap; i++)
        if (u->cap_player[i] != mover) {
            taken += u->cap_count[i];
            targets++;
        }
    faq_situ_var(&v, "captured", "%d", run->res.captured);
    faq_situ_var(&v, "taken", "%d", taken);
    faq_situ_render_var(&r, targets > 1 ? "kalah_facing_pits" : "kalah_facing_one", &v,
                        "facing_words");
    faq_situ_render(&r, taken ? "kalah_take" : "kalah_take_alone", x);
}

/* Awalé: the pits taken, and where the chain stops. */
static void tell_awale_capture(const struct faq_situ_say *r0, const struct faq_situ_run *run,
                               struct faq_situ_text *x)
{
    const struct faq_situ_sum *u = &run->sum;
    const struct mancala_pos *after = &run->res.pos.m;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    struct faq_situ_text list = {.len = 0};
    list.s[0] = '\0';
    r.v = &v;
    if (u->grand_slam) {
        faq_situ_render(&r, "grand_slam", x);
        return;
    }
    if (u->ncap == 0) {
        if (u->last_player == 0 || u->last_store) {
            faq_situ_render(&r, "awale_none_own", x);
            return;
        }
        faq_situ_var(&v, "count", "%d", after->cell[(after->holes + 1) + u->last_pit - 1]);
        faq_situ_render(&r, "awale_none", x);
        return;
    }
    for (int i = 0; i < u->ncap; i++) {
        if (i)
            sep(&r, "sep_list", &list);
        faq_situ_var(&v, "taken", "%d", u->cap_count[i]);
        faq_situ_var(&v, "pit", "%d", u->cap_pit[i]);
        faq_situ_render(&r, "awale_take_pit", &list);
    }
    int stop = u->cap_pit[u->ncap - 1] - 1; /* 1-based pit before the last taken, 0: own row */
    sep(&r, "sep_clause", &list);
    if (stop < 1 || run->res.outcome.over) {
        faq_situ_render(&r, "awale_chain_stop_own", &list);
    } else {
        int count = after->cell[(after->holes + 1) + stop - 1];
        faq_situ_var(&v, "pit", "%d", stop);
        faq_situ_var(&v, "count", "%d", count);
        faq_situ_render(&r, "awale_chain_stop_count", &list);
    }
    faq_situ_var(&v, "captured", "%d", run->res.captured);
    faq_situ_var(&v, "list", "%s", list.s);
    faq_situ_render(&r, "awale_take", x);
}

static void tell_end(const struct faq_situ_say *r0, const struct faq_situ_run *run, int reason,
                     struct faq_situ_text *x)
{
    const struct faq_situ_sum *u = &run->sum;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    int total = 0;
    for (int i = 0; i < u->ncol; i++)
        total += u->col_count[i];
    if (reason == RULES_END_FAMINE) {
        int taker = u->ncol ? u->col_by[0] : -1;
        faq_situ_var(&v, "count", "%d", total);
        faq_situ_render(&r, taker == 0 ? "famine_me" : "famine_other", x);
    } else if (reason == RULES_END_NO_CAPTURE_POSSIBLE) {
        faq_situ_render(&r, "end_no_capture", x);
    } else if (u->ncol == 0) {
        faq_situ_render(&r, "end_side", x);
        faq_situ_put(x, " ");
        faq_situ_render(&r, "end_collect_none", x);
    } else {
        struct faq_situ_text list = {.len = 0};
        list.s[0] = '\0';
        for (int i = 0; i < u->ncol; i++) {
            if (i)
                sep(&r, "sep_list", &list);
            faq_situ_var(&v, "count", "%d", u->col_count[i]);
            faq_situ_var(&v, "p", "%d", u->col_by[i] + 1); /* the seat: « Joueur 1 » is me */
            faq_situ_render(&r,
                            u->col_by[i] == 0            ? "collect_me"
                            : run->res.pos.m.players > 2 ? "collect_player"
                                                         : "collect_other",
                            &list);
        }
        faq_situ_var(&v, "list", "%s", list.s);
        faq_situ_render(&r, "end_side_collect", x);
    }
}

static void tell_assumptions(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                             cJSON *list, struct faq_situ_text *x)
{
    for (size_t i = 0; i < p->nassume; i++) {
        struct faq_situ_vars v = *r0->v;
        struct faq_situ_say r = *r0;
        struct faq_situ_text what = {.len = 0}, said = {.len = 0};
        what.s[0] = said.s[0] = '\0';
        r.v = &v;
        enum faq_situ_assume kind = p->assume[i].kind;
        if (kind == SITU_ASSUME_STACK) {
            faq_situ_qawale_assume(&r, p->assume[i].a, p->assume[i].b, &said);
        } else {
            const char *key = "assume_pit";
            if (kind == SITU_ASSUME_FEEDER) {
                key = "assume_feeder";
            } else if (kind == SITU_ASSUME_ROW_EMPTY) {
                key = p->assume[i].a ? "assume_their_row_empty" : "assume_row_empty";
            } else if (kind == SITU_ASSUME_HOLES) {
                key = "assume_holes";
                faq_situ_var(&v, "said", "%d", p->assume[i].a);
                faq_situ_var(&v, "holes", "%d", p->assume[i].b);
            } else if (kind == SITU_ASSUME_PLAYERS) {
                key = "assume_players";
                faq_situ_var(&v, "players", "%d", p->assume[i].a);
                faq_situ_var(&v, "holes", "%d", p->assume[i].b);
            } else if (kind == SITU_ASSUME_GAME) {
                key = "assume_game";
                faq_situ_var(&v, "game", "%s", p->game->name);
            } else {
                faq_situ_var(&v, "pit", "%d", p->assume[i].a);
            }
            faq_situ_render(&r, key, &what);
            faq_situ_var(&v, "what", "%s", what.s);
            faq_situ_render(&r, "assume", &said);
        }
        faq_situ_put(x, " ");
        faq_situ_put(x, said.s);
        cJSON_AddItemToArray(list, cJSON_CreateString(said.s));
    }
}

/* A number the player told again that the position built contradicts (« donc j'ai 4
 * galets » on a stack of 2): corrected in one short sentence, from the position. */
static void tell_restated(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                          struct faq_situ_text *x)
{
    if (p->restate_said == 0)
        return;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    faq_situ_var(&v, "said", "%d", p->restate_said);
    faq_situ_var(&v, "real", "%d", p->restate_real);
    faq_situ_put(x, " ");
    faq_situ_render(&r, p->restate_lifted ? "restated_lifted" : "restated_height", x);
}

/* The pits of a move-asked answer, one after another (« ta case 2 ou ta case 5 »); with
 * their captures when a capture was asked. */
static void which_list(const struct faq_situ_say *r0, const struct faq_situ_plan *p, bool counts,
                       struct faq_situ_vars *out)
{
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    for (size_t k = 0; k < p->nfound; k++) {
        struct faq_situ_vars v = *r0->v;
        struct faq_situ_say r = *r0;
        r.v = &v;
        if (k > 0)
            faq_situ_render(&r, k + 1 == p->nfound ? "which_or" : "which_comma", &x);
        faq_situ_var(&v, "pit", "%d", p->found[k].pit);
        faq_situ_var(&v, "n", "%d", p->found[k].captured);
        faq_situ_render_var(&r, "place_mine", &v, "pitname");
        faq_situ_render(&r, counts ? "which_take_item" : "place_mine", &x);
    }
    faq_situ_var(out, "list", "%s", x.s);
}

/* « quel trou me fait rejouer ? »: the pits whose move gives the outcome asked, from the
 * engine's play of every move told (faq_situ_build), or that none does. */
static void tell_which(const struct faq_situ_say *r0, const struct faq_situ *s,
                       const struct faq_situ_plan *p, bool told_all, struct faq_situ_text *x)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    static const char *const key[][2] = {{"which_extra", "which_none_extra"},
                                         {"which_capture", "which_none_capture"},
                                         {"which_feed", "which_none_feed"},
                                         {"which_legal", "which_none_legal"}};
    int what = (s->ask & SA_EXTRA)     ? 0
               : (s->ask & SA_CAPTURE) ? 1
               : (s->ask & SA_FEED)    ? 2
                                       : 3; /* « quel trou ai-je le droit de jouer ? » */
    /* « son camp est vide, je dois jouer laquelle ? »: where the rules make one feed him, the
     * moves allowed are the ones that feed */
    if (what == 3 && s->opp_empty && faq_situ_entry(r0->c, SF_FEED, s->game))
        what = 2;
    if (p->nfound > 0)
        which_list(&r, p, what == 1, &v);
    faq_situ_render(&r, key[what][p->nfound == 0], x);
    if (!told_all)
        faq_situ_render(&r, "which_told", x);
    else if (p->nfound == 0 && what == 2 &&
             s->opp_empty) /* no move feeds him: the rulebook's end */
        faq_situ_render(&r, "which_famine", x);
}

/* The unsaid pits a move-asked answer turns on, named for the clarify question. */
static void which_unknown_var(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                              struct faq_situ_vars *out)
{
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    int width = p->pos.m.holes + 1;
    for (size_t k = 0; k < p->nunknown; k++) {
        struct faq_situ_vars v = *r0->v;
        struct faq_situ_say r = *r0;
        r.v = &v;
        if (k > 0)
            faq_situ_render(&r, k + 1 == p->nunknown ? "which_and" : "which_comma", &x);
        faq_situ_var(&v, "pit", "%d", p->which_unknown[k] % width + 1);
        faq_situ_render(&r, p->which_unknown[k] / width == 0 ? "place_mine" : "place_theirs", &x);
    }
    faq_situ_var(out, "pits", "%s", x.s);
}

/* Who wins a finished game: named from the engine's final scores when every store was told,
 * else asked (*ask: the stores). */
static void tell_winner(const struct faq_situ_say *r0, const struct faq_situ_plan *p,
                        const struct rules_outcome *out, struct faq_situ_text *x,
                        enum faq_situ_missing *ask)
{
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    if (!p->stores_said || out->players != 2) {
        *ask = SITU_MISSING_STORES; /* the winner depends on the stores, never said */
        return;
    }
    faq_situ_var(&v, "me", "%d", (int)out->scores[0]);
    faq_situ_var(&v, "other", "%d", (int)out->scores[1]);
    if (x->len && x->s[x->len - 1] != ' ')
        faq_situ_put(x, " ");
    faq_situ_render(&r,
                    out->winner < 0    ? "win_draw"
                    : out->winner == 0 ? "win_me"
                                       : "win_other",
                    x);
}

/* Whether the capture asked about happened: the count claimed (« je prends les 5 ? »), a pit
 * claimed taken (« je prends aussi ma case 6 ? »), else any capture. */
static bool capture_claim_holds(const struct faq_situ *s, const struct faq_situ_sum *u,
                                int32_t captured)
{
    if (s->claim_captured >= 0)
        return captured == s->claim_captured;
    if (s->claim_pit <= 0)
        return captured > 0;
    for (int k = 0; k < u->ncap; k++)
        if ((u->cap_player[k] != 0) == (s->claim_side == SITU_SIDE_THEIRS) &&
            u->cap_pit[k] == s->claim_pit)
            return true;
    return false;
}

/* « j'en ai combien dans ma réserve après ? »: the store asked, before the move and after it
 * (the final score when the move ends the game), from the engine's result. */
static void tell_store(const struct faq_situ_say *r0, const struct faq_situ *s,
                       const struct faq_situ_plan *p, const struct faq_situ_run *run,
                       struct faq_situ_text *x)
{
    const struct mancala_pos *before = &p->pos.m, *after = &run->res.pos.m;
    int q = s->store_side == SITU_SIDE_THEIRS ? 1 : 0,
        store = q * (before->holes + 1) + before->holes;
    struct faq_situ_vars v = *r0->v;
    struct faq_situ_say r = *r0;
    r.v = &v;
    faq_situ_var(&v, "before", "%d", (int)before->cell[store]);
    faq_situ_var(&v, "after", "%d",
                 (int)(run->res.outcome.over ? run->res.outcome.scores[q] : after->cell[store]));
    faq_situ_render(&r, q ? "store_theirs" : "store_mine", x);
    faq_situ_put(x, " ");
}

/* A position already over (no move, or one the finished game refuses): the collection the end
 * makes, told from the engine's own settling of the position (the outcome's scores minus the
 * stores), and the winner when asked. */
static void tell_settled(const struct faq_situ_say *rr, const struct faq_situ *s,
                         const struct faq_situ_plan *p, const struct faq_situ_run *run,
                         struct faq_situ_text *x, enum faq_situ_missing *ask)
{
    struct faq_situ_run settled = *run;
    settled.sum.ncol = 0;
    for (int q = 0; q < run->out.players; q++) {
        int gain = run->out.scores[q] - p->pos.m.cell[q * (p->pos.m.holes + 1) + p->pos.m.holes];
        if (gain > 0 && settled.sum.ncol < RULES_MAX_PLAYERS) {
            settled.sum.col_by[settled.sum.ncol] = q;
            settled.sum.col_count[settled.sum.ncol] = gain;
            settled.sum.ncol++;
        }
    }
    settled.res.pos = p->pos;
    tell_end(rr, &settled, run->out.reason, x);
    if (s->ask & SA_WIN)
        tell_winner(rr, p, &run->out, x, ask);
}

/* « …ce qui devrait lui prendre tout. Le coup est permis ? Et je prends quoi ? », "would I take
 * everything, and is that even allowed?": the last clause asking yes or no asks only the
 * permission, so the lead is the move's legality, whatever the capture told after it. */
static bool permission_led(const struct faq_situ *s)
{
    const unsigned stronger = SA_CAPTURE | SA_EXTRA | SA_SKIP | SA_REFILL | SA_FEED | SA_LAPS |
                              SA_END | SA_FORBID | SA_GOES_ON | SA_FORCED;
    return (s->lead_ask & SA_LEGAL) && !(s->lead_ask & stronger);
}

/* « j'abandonne, qui gagne ? »: the engine's outcome of the resign; the yes/no asked of a win
 * (or of a loss, s->asks_lose) from its winner. */
static void tell_resign(const struct faq_situ_say *r, const struct faq_situ *s,
                        const struct faq_situ_plan *p, const struct faq_situ_run *run,
                        struct faq_situ_text *x)
{
    const struct rules_outcome *o = &run->res.outcome;
    bool won = o->winner == p->pos.m.to_move;
    if (s->yes_no)
        faq_situ_lead(r, s->asks_lose ? !won : won, x);
    faq_situ_render(r, o->players > 2 ? "resign_me_players" : "resign_me", x);
}

/* The answer for a mancala game. */
static void tell_mancala(const struct faq_situ_say *r, const struct faq_situ *s,
                         const struct faq_situ_plan *p, const struct faq_situ_traits *t,
                         const struct faq_situ_run *run, const struct faq_situ_run *alt,
                         struct faq_situ_text *x, enum faq_situ_missing *ask)
{
    const struct faq_situ_sum *u = &run->sum;
    const struct rules_game *g = p->game->rules;
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    rr.v = &v;
    if (!p->has_move) {
        if (run->out.over) {
            if (s->yes_no && (s->ask & (SA_END | SA_LEGAL)) && !(s->ask & SA_WIN))
                faq_situ_lead(&rr, !(s->ask & (SA_LEGAL | SA_GOES_ON)), x);
            tell_settled(&rr, s, p, run, x, ask);
        } else {
            if (s->yes_no)
                faq_situ_lead(&rr, (s->ask & SA_GOES_ON) != 0, x);
            faq_situ_render(&rr, "end_no", x);
        }
        return;
    }
    if (run->legal && p->move.resign) {
        tell_resign(&rr, s, p, run, x);
        return;
    }
    if (!run->legal) {
        faq_situ_var(&v, "message", "%s", faq_situ_illegal_message(r->c, g, r->lang, run->code));
        /* a yes or no only where one was asked: « où tombe… » on a refused move is told so */
        faq_situ_render(&rr,
                        (s->ask & SA_FORBID) ? "forbidden_yes"
                        : s->yes_no          ? "legal_no"
                                             : "refused",
                        x);
        if (run->out.over && (s->ask & (SA_WIN | SA_REMAIN)) && t->sows_store) {
            faq_situ_put(x, " "); /* « … ses trous sont vides, je joue : qui gagne ? »: over */
            tell_settled(&rr, s, p, run, x, ask);
        }
        return;
    }
    bool led = false, told_capture = false;
    if (t->sows_store && (s->ask & SA_EXTRA)) {
        faq_situ_render(&rr,
                        run->res.extra_turn ? "extra_yes"
                        : u->last_store     ? "extra_no_end"
                                            : "extra_no",
                        x);
        faq_situ_put(x, " ");
        led = true;
    } else if (s->yes_no && s->landing &&
               !(s->ask & (SA_CAPTURE | SA_EXTRA | SA_SKIP | SA_REFILL)) &&
               s->origin_pit != FAQ_SITU_UNSAID && s->origin_count != FAQ_SITU_UNSAID) {
        /* « est-ce que la dernière tombe chez mon adversaire ? »: the claim against the engine */
        int side = u->last_store ? -1 : u->last_player == 0 ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
        /* « je mets ma pierre dans ma réserve ? »: kalah's capture puts the last one there too */
        bool stored = u->last_store || (t->sows_store && run->res.captured > 0);
        bool yes =
            (s->land_store ? stored
                           : side == (int)s->land_side || s->land_side == SITU_SIDE_UNSAID) &&
            (s->land_pit == 0 || s->land_store ||
             u->last_pit == (s->land_pit == SITU_PIT_LAST          ? p->pos.m.holes
                             : s->land_pit == SITU_PIT_BEFORE_LAST ? p->pos.m.holes - 1
                                                                   : s->land_pit));
        faq_situ_lead(&rr, yes, x);
    } else if (s->yes_no) {
        if (permission_led(s))
            faq_situ_render(&rr, "legal_yes", x), faq_situ_put(x, " ");
        else if (s->ask & SA_CAPTURE)
            faq_situ_lead(&rr, capture_claim_holds(s, u, run->res.captured), x);
        else if (s->ask & SA_REFILL)
            faq_situ_lead(&rr, u->skips == 0 && u->laps > 0,
                          x); /* the origin gets a seed on a lap */
        else if (s->ask & SA_SKIP)
            faq_situ_lead(&rr, u->skips > 0, x);
        else if (s->ask & SA_FEED)
            faq_situ_lead(&rr, u->fed > 0, x);
        else if (s->ask & SA_LAPS)
            faq_situ_lead(&rr, u->laps > 0, x);
        else if (s->ask & SA_END)
            faq_situ_lead(&rr, run->res.outcome.over != ((s->ask & SA_GOES_ON) != 0), x);
        else if (s->ask & SA_FORBID)
            faq_situ_render(&rr, "forbidden_no", x), faq_situ_put(x, " ");
        else if (s->ask & SA_LEGAL)
            faq_situ_render(&rr, "legal_yes", x), faq_situ_put(x, " ");
    }
    /* awalé: a last seed in the opponent's row is always a capture or not (« tu ne prends
     * rien : elle y fait 1 ») */
    bool capture_story = t->sows_store
                             ? (u->ncap || u->no_capture || (s->ask & SA_CAPTURE))
                             : (u->ncap || u->grand_slam || (s->ask & SA_CAPTURE) || s->landing ||
                                (u->picked > 0 && !u->last_store && u->last_player != 0));
    /* the sowing is always told: its counts and pits are the engine's, and a player checks
     * them against the board */
    if (u->picked > 0) {
        rr.ask_laps = (s->ask & SA_LAPS) != 0;
        tell_sowing(&rr, u, p->pos.m.players, x);
        faq_situ_put(x, " ");
    }
    if (capture_story) {
        if (t->sows_store)
            tell_kalah_capture(&rr, run, 0, x);
        else
            tell_awale_capture(&rr, run, x);
        faq_situ_put(x, " ");
        told_capture = true;
    }
    if (u->grand_slam && g->moves(&p->pos, &p->opts, NULL, 0) == 1) {
        faq_situ_render(&rr, "grand_slam_only", x);
        faq_situ_put(x, " ");
    }
    if (s->opp_empty && (s->ask & SA_FEED) == 0 && !t->sows_store && !run->res.outcome.over &&
        !s->yes_no) {
        faq_situ_var(&v, "fed", "%d", u->fed);
        faq_situ_render(&rr, u->fed > 1 ? "feed_yes_many" : u->fed ? "feed_yes_one" : "feed_no", x);
        faq_situ_put(x, " ");
    }
    if (run->res.outcome.over) {
        tell_end(&rr, run, run->res.outcome.reason, x);
        faq_situ_put(x, " ");
        /* the final scores, asked or not, once every store is known */
        if ((s->ask & SA_WIN) || p->stores_said) {
            tell_winner(&rr, p, &run->res.outcome, x, ask);
            faq_situ_put(x, " ");
        }
    } else {
        if (run->res.extra_turn && !led) {
            faq_situ_render(&rr, "next_me", x);
            faq_situ_put(x, " ");
        }
        if ((s->ask & SA_WIN) && !(s->ask & SA_COUNT) && t->sows_store) {
            /* « qui gagne ? » of a move that ends nothing (not « combien je gagne ? ») */
            faq_situ_render(&rr, "end_no", x);
            faq_situ_put(x, " ");
        }
    }
    if (s->ask & SA_STORE) /* « combien dans mon pot après ? »: every mancala store */
        tell_store(&rr, s, p, run, x);
    if (alt && told_capture) {
        faq_situ_var(&v, "count", "%d", p->alt_before);
        faq_situ_var(&v, "pit", "%d", p->alt_pit);
        bool adjacent = p->alt_pit == u->last_pit - 1 && u->last_player != 0;
        faq_situ_render(&rr, adjacent ? "case_if" : "case_if_pit", x);
        size_t at = x->len;
        tell_awale_capture(&rr, alt, x);
        *ask = SITU_MISSING_BEFORE; /* both cases told; the count of the pit before is asked */
        if (x->s[at] >= 'A' && x->s[at] <= 'Z')
            x->s[at] = (char)(x->s[at] - 'A' + 'a'); /* the case's sentence goes on after « : » */
        faq_situ_put(x, " ");
    }
    while (x->len && x->s[x->len - 1] == ' ')
        x->s[--x->len] = '\0';
}

/* ---- the response --------------------------------------------------------------------- */

/* The move as JSON (Qawale's: faq_situ_qawale_move_json). */
static cJSON *move_json(const struct rules_game *g, const struct rules_move *m)
{
    return g->kind == RULES_QAWALE ? faq_situ_qawale_move_json(m) : rules_json_move(g, m);
}

cJSON *faq_situ_simulation_json(const struct rules_game *g, const struct rules_pos *pos,
                                const struct faq_situ_plan *p, const struct rules_move *mv,
                                const struct faq_situ_run *r)
{
    cJSON *o = NULL;
    if (p->has_move && r->legal) {
        struct rules_trace tr = r->tr;
        o = rules_json_result(g, &r->res, &tr);
    } else {
        o = cJSON_CreateObject();
        if (o && p->has_move) {
            const struct rules_reason *why = g->reason((enum arb_code)(-r->code));
            cJSON_AddBoolToObject(o, "legal", false);
            cJSON_AddStringToObject(o, "reason", arb_err_slug((enum arb_code)(-r->code)));
            cJSON_AddStringToObject(o, "message", why ? why->message : "");
            cJSON_AddItemToObject(o, "rule", why ? arb_json_cite(&why->rule) : cJSON_CreateNull());
        }
        if (o)
            cJSON_AddItemToObject(o, "outcome", rules_json_outcome(g, &r->out));
    }
    if (!o || !cJSON_AddItemToObject(o, "start", rules_json_position(g, pos)) ||
        !cJSON_AddItemToObject(o, "move", p->has_move ? move_json(g, mv) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "options", rules_json_options(g, &p->opts, false))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static cJSON *verified_json(const struct kb_entry *e)
{
    cJSON *v = cJSON_CreateObject();
    cJSON_AddNumberToObject(v, "checks", (e ? e->checks : 0) + 1);
    cJSON_AddNumberToObject(v, "passed", (e ? e->passed : 0) + 1);
    return v;
}

static cJSON *context_json(const struct kb_game *g, const struct kb_entry *e, enum faq_lang lang,
                           const char *question)
{
    cJSON *c = cJSON_CreateObject();
    cJSON_AddItemToObject(c, "game", g ? cJSON_CreateString(g->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(c, "entry", e ? cJSON_CreateString(e->id) : cJSON_CreateNull());
    cJSON_AddStringToObject(c, "lang", lang == FAQ_LANG_EN ? "en" : "fr");
    if (!e)
        cJSON_AddStringToObject(c, "question", question);
    return c;
}

static cJSON *cite_json(const struct kb_game *g, const struct kb_entry *e)
{
    if (e)
        return arb_json_cite(&e->cite);
    if (!g)
        return cJSON_CreateNull();
    cJSON *c = arb_json_cite(&g->source);
    const cJSON *sec = cJSON_GetObjectItemCaseSensitive(c, "section");
    if (cJSON_IsString(sec) && sec->valuestring[0] == '\0')
        cJSON_DeleteItemFromObjectCaseSensitive(c, "section");
    return c;
}

/* "yes", "no" or null: the polarity the answer's first word states (the lexicon's own
 * words, as faq_reply's `lead`). */
static cJSON *lead_json(const struct faq_situ_ctx *c, enum faq_lang lang, const char *answer)
{
    const char *yes = faq_situ_text(c, lang, "yes"), *no = faq_situ_text(c, lang, "no");
    if (yes[0] && strncmp(answer, yes, strlen(yes)) == 0)
        return cJSON_CreateString("yes");
    if (no[0] && strncmp(answer, no, strlen(no)) == 0)
        return cJSON_CreateString("no");
    return cJSON_CreateNull();
}

/* The response object with the members every answer has, in faq_ask's order. */
static cJSON *response(const char *answer, enum faq_lang lang, const struct kb_game *g,
                       const struct kb_entry *e, double confidence, cJSON *diagram, cJSON *clarify,
                       bool answered, const char *question)
{
    cJSON *o = cJSON_CreateObject();
    if (!o) {
        cJSON_Delete(diagram);
        cJSON_Delete(clarify);
        return NULL;
    }
    cJSON_AddStringToObject(o, "answer", answer);
    cJSON_AddStringToObject(o, "lang", lang == FAQ_LANG_EN ? "en" : "fr");
    cJSON_AddItemToObject(o, "game", g ? cJSON_CreateString(g->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "entry", e ? cJSON_CreateString(e->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "cite", cite_json(g, e));
    cJSON_AddNumberToObject(o, "confidence", confidence);
    cJSON_AddItemToObject(o, "verified", answered ? verified_json(e) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "related", cJSON_CreateArray());
    cJSON_AddItemToObject(o, "diagram", diagram ? diagram : cJSON_CreateNull());
    cJSON_AddBoolToObject(o, "abstained", false);
    cJSON_AddItemToObject(o, "clarify", clarify ? clarify : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "context", context_json(g, e, lang, question));
    return o;
}

static const char *const ask_key[] = {
    "clarify_game",    "clarify_game",       "clarify_pit",      "clarify_count",
    "clarify_stores",  "clarify_impossible", "clarify_before",   "clarify_landing",
    "clarify_facing",  "clarify_unread",     "clarify_path",     "clarify_others",
    "clarify_setting", "clarify_which",      "q_clarify_height", "q_clarify_start",
    "clarify_move",    "q_clarify_origin",   "q_clarify_visible"};
static const char *const what_key[] = {
    "missing_game",    "missing_game",   "missing_pit",      "missing_count",    "missing_stores",
    "missing_count",   "missing_before", "missing_landing",  "missing_facing",   "missing_unread",
    "missing_path",    "missing_others", "missing_setting",  "missing_which",    "q_missing_height",
    "q_missing_start", "missing_move",   "q_missing_origin", "q_missing_visible"};

/* {"question","missing":[…]}: what to ask the player, in the game's words. */
static cJSON *clarify_json(const struct faq_situ_say *r, const struct faq_situ_plan *p,
                           enum faq_situ_missing what)
{
    struct faq_situ_text x = {.len = 0}, w = {.len = 0};
    struct faq_situ_vars v = *r->v;
    struct faq_situ_say rr = *r;
    rr.v = &v;
    x.s[0] = w.s[0] = '\0';
    faq_situ_var(&v, "holes", "%d", p->game && p->pos.kind == RULES_MANCALA ? p->pos.m.holes : 6);
    struct faq_situ_traits t = {.total = 0};
    if (p->game && p->game->rules->kind == RULES_MANCALA)
        faq_situ_traits(p->game->rules, &t);
    faq_situ_var(&v, "total", "%d", t.total);
    faq_situ_var(&v, "n", "%d", p->unread_num);
    if (p->pos.kind == RULES_QAWALE) {
        faq_situ_qawale_stack_var(&rr, p, &v); /* the stack whose height is asked */
        faq_situ_qawale_path_var(&rr, p, &v);  /* the path told */
    }
    bool qawale = p->game && p->game->rules->kind == RULES_QAWALE && what == SITU_MISSING_UNREAD;
    faq_situ_render(&rr, qawale ? "q_clarify_unread" : ask_key[what], &x); /* stacks, not pits */
    faq_situ_render(&rr, qawale ? "q_missing_unread" : what_key[what], &w);
    cJSON *c = cJSON_CreateObject(), *missing;
    if (!c || !cJSON_AddStringToObject(c, "question", x.s) ||
        !(missing = cJSON_AddArrayToObject(c, "missing")) ||
        !cJSON_AddItemToArray(missing, cJSON_CreateString(w.s))) {
        cJSON_Delete(c);
        return NULL;
    }
    return c;
}

static int reply_missing(const struct faq_situ *s, const struct faq_situ_plan *p,
                         const struct faq_situ_say *r, const char *question, cJSON **resp,
                         struct arb_err *err)
{
    cJSON *clarify = clarify_json(r, p, p->missing);
    const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(clarify, "question"));
    if (!clarify)
        return arb_err_nomem(err);
    *resp = response(text, s->lang, p->game, NULL, 0.5, NULL, clarify, false, question);
    return *resp ? 0 : arb_err_nomem(err);
}

/* Every pit of the mover's row was given a count (« mes trous 1 à 6 ont… »), or the row holds
 * only what was said, or it is the start position. */
static bool which_told_all(const struct faq_situ *s, const struct rules_pos *pos)
{
    if (s->mine_only || s->start)
        return true;
    unsigned told = 0;
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].rel == SITU_REL_PIT && s->counts[k].side != SITU_SIDE_THEIRS &&
            !s->counts[k].store && s->counts[k].pit >= 1 && s->counts[k].pit <= pos->m.holes)
            told |= 1u << s->counts[k].pit;
    return told == ((1u << (pos->m.holes + 1)) - 2);
}

int faq_situ_reply(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   const struct faq_situ_plan *p, const char *question, cJSON **resp,
                   struct arb_err *err)
{
    struct faq_situ_words w;
    struct faq_situ_vars v = {.n = 0};
    struct faq_situ_say r = {c, s->lang, &w, &v, false};
    struct faq_situ_text x = {.len = 0};
    x.s[0] = '\0';
    *resp = NULL;
    if (p->game)
        faq_situ_game_words(p->game, s->lang, &w);
    else
        memset(&w, 0, sizeof w);
    if (p->missing == SITU_MISSING_WHICH)
        which_unknown_var(&r, p, &v);
    if (p->missing != SITU_MISSING_NONE)
        return reply_missing(s, p, &r, question, resp, err);
    const struct rules_game *g = p->game->rules;
    struct faq_situ_run *run = calloc(p->has_alt ? 2 : 1, sizeof *run);
    struct faq_situ_traits t = {0};
    if (!run)
        return arb_err_nomem(err);
    faq_situ_run_plan(g, &p->pos, p, &p->move, &run[0]);
    if (p->has_alt)
        faq_situ_run_plan(g, &p->alt, p, &p->move, &run[1]);
    bool alt_differs = p->has_alt && run[1].legal && run[1].res.captured != run[0].res.captured;
    enum faq_situ_missing ask = p->ask_others ? SITU_MISSING_OTHERS : SITU_MISSING_NONE;
    /* kalah for 3 or 4 with « à qui prendre » unsaid: the capture was the default setting's,
     * so the setting is asked besides (the answer names it as assumed) */
    bool setting_assumed = g->kind == RULES_MANCALA && p->pos.m.players > 2 &&
                           s->capture_from == FAQ_SITU_UNSAID && run[0].sum.ncap > 0;
    if (setting_assumed && ask == SITU_MISSING_NONE)
        ask = SITU_MISSING_SETTING;
    enum faq_situ_family fam;
    cJSON *example = NULL; /* qawale: the engine's play of a path of the right length */
    if (g->kind == RULES_MANCALA) {
        faq_situ_traits(g, &t);
        fam = mancala_family(s, p, &t, &run[0],
                             p->has_move ? g->moves(&p->pos, &p->opts, NULL, 0) : 0);
        if (p->which) {
            fam = (s->ask & SA_EXTRA)      ? SF_EXTRA_TURN
                  : !(s->ask & SA_CAPTURE) ? SF_FEED
                  : t.sows_store           ? SF_KALAH_CAPTURE
                                           : SF_CAPTURE;
            tell_which(&r, s, p, which_told_all(s, &p->pos), &x);
        } else {
            tell_mancala(&r, s, p, &t, &run[0], alt_differs ? &run[1] : NULL, &x, &ask);
        }
    } else {
        fam = faq_situ_qawale_family(s, p, &run[0]);
        faq_situ_tell_qawale(&r, s, p, &run[0], &x, &ask, &example);
    }
    tell_restated(&r, p, &x);
    cJSON *assumptions = cJSON_CreateArray();
    tell_assumptions(&r, p, assumptions, &x);
    int gi = faq_situ_game_index(c, p->game->id);
    const struct kb_entry *e = faq_situ_entry(c, fam, gi);
    cJSON *sim = faq_situ_simulation_json(g, &p->pos, p, &p->move, &run[0]);
    cJSON *pos_json = rules_json_position(g, &p->pos);
    cJSON *mv_json = p->has_move ? move_json(g, &p->move) : NULL;
    cJSON *diagram = pos_json ? faq_diagram_link(g->id, pos_json, mv_json,
                                                 cJSON_GetObjectItem(sim, "options"), s->lang)
                              : NULL;
    cJSON_Delete(pos_json);
    cJSON_Delete(mv_json);
    if (sim && (alt_differs || example)) {
        cJSON *cases = cJSON_AddArrayToObject(sim, "cases");
        cJSON *alt =
            alt_differs ? faq_situ_simulation_json(g, &p->alt, p, &p->move, &run[1]) : NULL;
        if (alt) {
            cJSON_AddNumberToObject(alt, "before", p->alt_before);
            cJSON_AddItemToArray(cases, alt);
        }
        if (example)
            cJSON_AddItemToArray(cases, example);
    } else {
        cJSON_Delete(example);
    }
    *resp = response(x.s, s->lang, p->game, e, 1, diagram,
                     ask != SITU_MISSING_NONE ? clarify_json(&r, p, ask) : NULL, true, question);
    free(run);
    if (!*resp || !sim || !assumptions || !cJSON_AddItemToObject(*resp, "simulation", sim)) {
        cJSON_Delete(*resp);
        cJSON_Delete(sim);
        cJSON_Delete(assumptions);
        *resp = NULL;
        return arb_err_nomem(err);
    }
    cJSON_AddItemToObject(*resp, "assumptions", assumptions);
    cJSON_AddItemToObject(*resp, "lead", lead_json(c, s->lang, x.s));
    return 0;
}

int faq_situ_answer(const struct faq_situ_ctx *c, const char *question, size_t len,
                    const char *game, cJSON **resp, struct arb_err *err)
{
    struct faq_situ s;
    struct faq_situ_plan *p;
    int rc;
    *resp = NULL;
    if (!c)
        return 0;
    faq_situ_parse(c, question, len, game, &s);
    if (!s.situation)
        return 0;
    if (s.game < 0) /* a case told without its game: played in each its words leave */
        return faq_situ_answer_games(c, &s, question, len, resp, err);
    if (!(p = malloc(sizeof *p)))
        return arb_err_nomem(err);
    rc = faq_situ_build(c, &s, p, err);
    if (rc == 0)
        rc = faq_situ_reply(c, &s, p, question, resp, err);
    free(p);
    return rc;
}

/* faq_situ_reply_mancala.c — the answer for a mancala game: the yes/no lead from the engine's
 * result for what was asked (a capture claimed, a landing claimed, a lap, the permission, the
 * end), then the sowing, the capture, the feeding, the end and the winner, the store asked,
 * and the other case of a capture chain. */
#include "faq_situ_reply.h"

/* « …ce qui devrait lui prendre tout. Le coup est permis ? Et je prends quoi ? », "would I take
 * everything, and is that even allowed?": the last clause asking yes or no asks only the
 * permission, so the lead is the move's legality, whatever the capture told after it; a feeding
 * told in that clause is a claim (« je peux jouer mon trou 1 qui lui donne rien ? »). */
static bool permission_led(const struct faq_situ *s)
{
    const unsigned stronger = SA_CAPTURE | SA_EXTRA | SA_SKIP | SA_REFILL | SA_LAPS | SA_END |
                              SA_FORBID | SA_GOES_ON | SA_FORCED;
    return (s->lead_ask & SA_LEGAL) && !(s->lead_ask & stronger);
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

/* « j'ai gagné ? », « c'est lui qui gagne ? », « j'ai perdu ? »: the claim against the engine's
 * outcome o of a game mover moved in (a draw is no one's win, nor a game going on). */
static bool win_claim_holds(const struct faq_situ *s, const struct rules_outcome *o, int mover)
{
    bool claimed = s->about_theirs ? o->winner >= 0 && o->winner != mover : o->winner == mover;
    return o->over && claimed != (s->asks_lose && o->winner >= 0);
}

/* The last yes/no asked is who wins (not « c'est fini ? Qui gagne ? ») a game the stores told
 * settle. */
static bool win_led(const struct faq_situ *s, const struct faq_situ_plan *p,
                    const struct rules_outcome *o)
{
    return s->yes_no && (s->lead_ask & SA_WIN) && p->stores_said && o->over && o->players == 2;
}

/* The answer for a mancala game. */
void faq_situ_tell_mancala(const struct faq_situ_say *r, const struct faq_situ *s,
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
            if (win_led(s, p, &run->out))
                faq_situ_lead(&rr, win_claim_holds(s, &run->out, p->pos.m.to_move), x);
            else if (s->yes_no && (s->ask & (SA_END | SA_LEGAL)) && !(s->ask & SA_WIN))
                faq_situ_lead(&rr, !(s->ask & (SA_LEGAL | SA_GOES_ON)), x);
            faq_situ_tell_settled(&rr, s, p, run, x, ask);
        } else {
            if (s->yes_no)
                faq_situ_lead(&rr, (s->ask & SA_GOES_ON) != 0, x);
            faq_situ_render(&rr, "end_no", x);
        }
        return;
    }
    if (run->legal && p->move.resign) {
        faq_situ_tell_resign(&rr, s, p, run, x);
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
        if (run->out.over && (s->ask & (SA_WIN | SA_REMAIN))) {
            /* « … ses trous sont vides, je joue : qui gagne ? », « son camp est vide et rien
             * ne peut le nourrir »: the game was over before the move */
            faq_situ_put(x, " ");
            faq_situ_tell_settled(&rr, s, p, run, x, ask);
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
    } else if (s->claim_others_store && t->sows_store) {
        faq_situ_lead(&rr, u->others_stores > 0, x); /* « une va chez le suivant ? » */
    } else if (s->yes_no && s->claim_store && t->sows_store &&
               !(s->ask & (SA_CAPTURE | SA_SKIP | SA_REFILL | SA_FORBID | SA_END | SA_FEED))) {
        /* « je la mets dans ma réserve ? »: the last one sown there, or a capture's */
        faq_situ_lead(&rr, u->last_store || run->res.captured > 0, x);
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
        /* the lead answers the last clause asking yes or no (« … je prends ses 3 pierres. la
         * partie est finie ? » leads with the end, not the capture told before) */
        const unsigned a = s->lead_ask ? s->lead_ask : s->ask;
        if (permission_led(s))
            faq_situ_render(&rr, "legal_yes", x), faq_situ_put(x, " ");
        else if (a & SA_SLAM) /* « c'est un grand chelem ? »: the engine's grand slam */
            faq_situ_lead(&rr, u->grand_slam, x);
        else if (a & SA_CAPTURE) {
            bool holds = capture_claim_holds(s, u, run->res.captured);
            /* the two cases of an unsaid pit before giving either answer: no yes or no, both
             * told and that pit asked */
            if (!alt || holds == capture_claim_holds(s, &alt->sum, alt->res.captured))
                faq_situ_lead(&rr, holds, x);
        } else if (a & SA_REFILL)
            faq_situ_lead(&rr, u->skips == 0 && u->laps > 0,
                          x); /* the origin gets a seed on a lap */
        else if (a & SA_SKIP)
            faq_situ_lead(&rr, u->skips > 0, x);
        else if (a & SA_FEED)
            faq_situ_lead(&rr, u->fed > 0, x);
        else if (a & SA_LAPS)
            faq_situ_lead(&rr, u->laps > 0, x);
        else if (a & SA_END)
            faq_situ_lead(&rr, run->res.outcome.over != ((s->ask & SA_GOES_ON) != 0), x);
        else if ((a & SA_WIN) && !(s->ask & SA_COUNT))
            /* « je la joue, je gagne ? », "have I won?", « c'est lui qui gagne ? » */
            faq_situ_lead(&rr, win_claim_holds(s, &run->res.outcome, p->pos.m.to_move), x);
        else if (a & SA_FORBID)
            faq_situ_render(&rr, "forbidden_no", x), faq_situ_put(x, " ");
        else if (a & SA_LEGAL)
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
        rr.ask_sown = (s->ask & SA_SOWN) != 0;
        faq_situ_tell_sowing(&rr, u, p->pos.m.players, x);
        faq_situ_put(x, " ");
    }
    if (capture_story) {
        if (t->sows_store)
            faq_situ_tell_kalah_capture(&rr, run, 0, x);
        else
            faq_situ_tell_awale_capture(&rr, run, x);
        faq_situ_put(x, " ");
        told_capture = true;
        /* the empty corresponding pit kept under the default setting, the store or the capture
         * asked yes or no: the variant that takes it anyway is the other case */
        if (t->sows_store && u->no_capture && s->empty_opposite == FAQ_SITU_UNSAID && s->yes_no &&
            (s->claim_store || (s->ask & SA_CAPTURE))) {
            faq_situ_render(&rr, "kalah_keep_variant", x);
            faq_situ_put(x, " ");
        }
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
        faq_situ_tell_end(&rr, run, run->res.outcome.reason, x);
        faq_situ_put(x, " ");
        /* the final scores, asked or not, once every store is known */
        if ((s->ask & SA_WIN) || p->stores_said) {
            faq_situ_tell_winner(&rr, p, &run->res.outcome, x, ask);
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
        faq_situ_tell_store(&rr, s, p, run, x);
    if (alt && told_capture) {
        faq_situ_var(&v, "count", "%d", p->alt_before);
        faq_situ_var(&v, "pit", "%d", p->alt_pit);
        bool adjacent = p->alt_pit == u->last_pit - 1 && u->last_player != 0;
        faq_situ_render(&rr, adjacent ? "case_if" : "case_if_pit", x);
        size_t at = x->len;
        faq_situ_tell_awale_capture(&rr, alt, x);
        *ask = SITU_MISSING_BEFORE; /* both cases told; the count of the pit before is asked */
        if (x->s[at] >= 'A' && x->s[at] <= 'Z')
            x->s[at] = (char)(x->s[at] - 'A' + 'a'); /* the case's sentence goes on after « : » */
        faq_situ_put(x, " ");
    }
    while (x->len && x->s[x->len - 1] == ' ')
        x->s[--x->len] = '\0';
}

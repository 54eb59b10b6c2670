/* faq_decide.c — stage 5, decide: from the intent, the query and the ranked entries, one
 * verdict — answer one entry, answer per game (a comparison), ask which game (clarify),
 * abstain, refuse — with its confidence and, per entry, whether a Oui/Non may lead the
 * answer. Every threshold is a parameter of faq_param.h; relations between entries are the
 * knowledge base's fields (refines, topic), never their ids. */
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

static unsigned all_games(const struct faq *f)
{
    return f->ngames >= 32 ? ~0u : (1u << f->ngames) - 1;
}

/* An entry answers the question when it holds enough of its words, matches one of its ways
 * of asking and the knowledge base knows enough of the question. */
static bool covered(const struct faq *f, const struct faq_hit *h)
{
    return h->coverage >= FAQ_P(f, coverage_min) && h->match >= FAQ_P(f, match_min) &&
           (h->known >= FAQ_P(f, known_min) ||
            (h->match >= FAQ_P(f, match_strong) && h->known >= FAQ_P(f, known_enough)));
}

static double confidence(const struct faq *f, const struct faq_hit *h, size_t n)
{
    double share = FAQ_P(f, conf_coverage);
    double c =
        h[0].known * (share * h[0].coverage + (1 - share) * (h[0].score > 1 ? 1 : h[0].score));
    if (n > 1 && h[1].score > FAQ_P(f, tie_ratio) * h[0].score)
        c *= FAQ_P(f, conf_close_share); /* a close second: say so */
    return c;
}

/* Oui (1), Non (0) or no lead (-1) for entry d answering the question, h its hit (NULL when
 * it was not ranked): only for a closed question matching a yes/no entry closely, and then
 * the truth of the question's proposition said positively (docs/kb-format.md « Leads »: « on
 * ne peut pas … ? » is answered « Si » when one can). An entry declaring the propositions
 * its yes_no answers (leads) answers the first the question asks, and none when it asks
 * none of them; else a question asking permission to leave undone what the entry's question
 * asks as a rule or an obligation turns it; a question asking the opposite (« c'est interdit
 * de … ? ») turns it. */
static int lead_of(const struct faq *f, const struct faq_intent *in, const struct faq_doc *d,
                   const struct faq_hit *h, double match)
{
    if (!in->yes_no || d->yes_no < 0 || match < FAQ_P(f, lead_match_min))
        return -1;
    bool positive = d->yes_no == 1;
    enum faq_modality asked = (enum faq_modality)d->modality[in->lang];
    if (d->entry->n_leads) {
        if (!h || h->doc != d || h->says < 0 || d->entry->leads[h->says].yes_no == KB_YN_NONE)
            return -1;
        positive = d->entry->leads[h->says].yes_no == KB_YN_YES;
    } else if (in->modality == FAQ_MOD_PERMISSION && asked != FAQ_MOD_PERMISSION) {
        /* « peut-on laisser … ? » of « doit-on prendre … ? » asks whether one need not: the
         * opposite; « peut-on prendre … ? » is not settled by whether one must */
        if (in->omits)
            positive = !positive;
        else if (asked == FAQ_MOD_OBLIGATION)
            return -1;
    }
    return positive != in->antonym;
}

/* The game to search when the question names none: words of one game, then the client's
 * game, then the context; -1 for every game. */
static int pick_game(const struct faq *f, const struct faq_request *r, const struct faq_query *q)
{
    double v[FAQ_MAX_GAMES];
    int best = -1, second = -1;
    int client = r->game >= 0 ? r->game : r->ctx.game;
    faq_vocab_scores(f, q, v);
    for (int g = 0; g < (int)f->ngames; g++) {
        if (best < 0 || v[g] > v[best]) {
            second = best;
            best = g;
        } else if (second < 0 || v[g] > v[second]) {
            second = g;
        }
    }
    if (best >= 0 && v[best] > 0 && (client < 0 || v[client] == 0) &&
        (second < 0 || v[best] >= FAQ_P(f, vocab_margin) * v[second]))
        return best;
    return client;
}

/* The hit is the previous answer's entry or one refining it. */
static bool is_the_rule(const struct faq_hit *h, const struct faq_doc *prev)
{
    return h->doc == prev || h->doc->refines == prev;
}

/* The hit's entry is not asked as a rule that cannot be kept. */
static bool is_not_unable(const struct faq_hit *h, const struct faq_doc *prev)
{
    (void)prev;
    return !h->doc->unable;
}

/* Removes from hits[0..n) those drop says of (given prev), keeping the others' order; returns
 * how many are left. */
static size_t drop_hits(struct faq_hit *hits, size_t n,
                        bool (*drop)(const struct faq_hit *, const struct faq_doc *),
                        const struct faq_doc *prev)
{
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (!drop(&hits[i], prev))
            hits[kept++] = hits[i];
    return kept;
}

/* Ranks the entries of game (-1: all) and keeps those covering the question, after the
 * follow-up adjustments: « et si … ? » lifts the entries refining the previous answer; the
 * previous answer itself steps back when the follow-up asks more than it holds, below the
 * entries scoring more then and those holding more of the question (« et pour la ligne ? »
 * after « peut-on égrainer en diagonale ? » asks whether diagonals count for the line). */
static size_t rank(const struct faq *f, const struct faq_request *r, const struct faq_intent *in,
                   const struct faq_query *q, int game, struct faq_hit *hits, size_t cap)
{
    size_t n = faq_rank(f, q, game >= 0 ? 1u << game : all_games(f), hits, cap), kept = 0;
    const struct faq_doc *prev = in->followup ? r->ctx.doc : NULL;
    if (prev && in->followup_case) {
        bool moved = false;
        for (size_t i = 0; i < n; i++)
            if (hits[i].doc->refines == prev) {
                hits[i].score *= FAQ_P(f, refine_boost);
                moved = true;
            }
        if (moved)
            qsort(hits, n, sizeof *hits, faq_hit_cmp);
    }
    /* « et si je ne peux pas ? »: the rule that cannot be kept, and its narrower cases, are
     * not what happens then */
    if (prev && in->followup_unable)
        n = drop_hits(hits, n, is_the_rule, prev);
    /* … what happens then is told by an entry asked as a rule that cannot be kept, when one
     * is found */
    bool unable = false;
    for (size_t i = 0; prev && in->followup_unable && i < n; i++)
        unable = unable || hits[i].doc->unable;
    if (unable)
        n = drop_hits(hits, n, is_not_unable, prev);
    for (size_t i = 0; prev && i < n; i++)
        if (hits[i].doc == prev && hits[i].coverage < 1) {
            struct faq_hit h = hits[i];
            h.score *= FAQ_P(f, repeat_share);
            for (; i + 1 < n && (hits[i + 1].score > h.score || hits[i + 1].coverage > h.coverage);
                 i++)
                hits[i] = hits[i + 1];
            hits[i] = h;
            break;
        }
    /* an entry that only relates games answers a comparison, not a question of one game */
    bool compares = in->named.n > 1 || (in->kinds & (1u << FAQ_KIND_DIFFERENCE));
    for (size_t i = 0; i < n; i++)
        if (covered(f, &hits[i]) && (!q->require || (hits[i].doc->kinds & q->require)) &&
            (compares || hits[i].doc->kinds != 1u << FAQ_KIND_DIFFERENCE))
            hits[kept++] = hits[i];
    return kept;
}

/* The game a question naming none is about: the one its words point to (pick_game), except
 * in a follow-up, which goes on in the exchange's game (« and if someone resigns? » after the
 * snails' ending) unless an entry of the other game is plainly what it asks (« c'est quoi un
 * krou ? » after a Qawale answer). */
static int game_of(const struct faq *f, const struct faq_request *r, const struct faq_intent *in,
                   const struct faq_query *q)
{
    struct faq_hit hits[FAQ_MAX_HITS];
    int g = pick_game(f, r, q), client = r->game >= 0 ? r->game : r->ctx.game;
    if (!in->followup || client < 0 || g == client)
        return g;
    size_t n = rank(f, r, in, q, g, hits, FAQ_MAX_HITS);
    return n && hits[0].match >= FAQ_P(f, match_strong) ? g : client;
}

static void keep_hits(struct faq_decision *out, const struct faq_hit *hits, size_t n)
{
    out->nhits = n < FAQ_MAX_HITS ? n : FAQ_MAX_HITS;
    memcpy(out->hits, hits, out->nhits * sizeof *hits);
}

/* The question in one game (game >= 0) or in all: the best covered entry, a clarification
 * when several games tie, or an abstention. */
static void decide_in(const struct faq *f, const struct faq_request *r, const struct faq_intent *in,
                      const struct faq_query *q, int game, struct faq_decision *out)
{
    struct faq_hit hits[FAQ_MAX_HITS];
    size_t n = rank(f, r, in, q, game, hits, FAQ_MAX_HITS);
    if (n == 0) {
        out->verdict = FAQ_ABSTAIN;
        return;
    }
    keep_hits(out, hits, n);
    out->confidence = confidence(f, hits, n);
    out->docs[0] = hits[0].doc;
    out->lead[0] = lead_of(f, in, hits[0].doc, &hits[0], hits[0].match);
    out->ndocs = 1;
    out->game = hits[0].doc->game;
    out->verdict = FAQ_ANSWER;
    if (game >= 0)
        return;
    for (size_t i = 1; i < n && out->ndocs < FAQ_MAX_GAMES; i++) {
        bool seen = false;
        for (size_t j = 0; j < out->ndocs; j++)
            seen = seen || out->docs[j]->game == hits[i].doc->game;
        if (!seen && hits[i].score >= FAQ_P(f, tie_ratio) * hits[0].score) {
            out->lead[out->ndocs] = lead_of(f, in, hits[i].doc, &hits[i], hits[i].match);
            out->docs[out->ndocs++] = hits[i].doc;
        }
    }
    if (out->ndocs > 1) {
        out->verdict = FAQ_CLARIFY;
        out->game = -1;
    }
}

/* The best hit of hits[n] on topic, or NULL. With root >= 0, the best one scoring at least
 * min that refines nothing (root 1) or refines another entry (root 0), else the best. */
static const struct faq_hit *hit_on(const struct faq_hit *hits, size_t n, const char *topic,
                                    int root, double min)
{
    const struct faq_hit *best = NULL;
    for (size_t i = 0; topic && i < n; i++)
        if (hits[i].doc->topic && strcmp(hits[i].doc->topic, topic) == 0) {
            if (root < 0 || (hits[i].score >= min && (hits[i].doc->refines == NULL) == root))
                return &hits[i];
            if (!best)
                best = &hits[i];
        }
    return best;
}

/* The subject the games named share: a topic with an entry in at least two of them, and
 * either one game's best on it and each scoring at least share of its game's best, or none
 * under floor and on average mean (a comparison compares one subject: « How does the game
 * end in Kalah compared to Oware when a side runs out? » is each game's famine although the
 * games' bests are their own neighbours, the stones left and feeding); a subject no game's
 * best is on and weakly scored is a neighbour of the question (« combien de trous par
 * joueur ? » is not the number of players). Of those, the one scoring best summed over the
 * games; NULL when the games share no subject. */
static const char *shared_topic(const struct faq *f, const struct faq_hit (*hits)[FAQ_MAX_HITS],
                                const size_t *n, size_t ngames)
{
    const char *best = NULL;
    double best_total = 0;
    for (size_t g = 0; g < ngames; g++)
        for (size_t i = 0; i < n[g]; i++) {
            const char *topic = hits[g][i].doc->topic;
            double total = 0, low = 1;
            size_t games = 0;
            bool leads = false;
            for (size_t k = 0; topic && k < ngames; k++) {
                const struct faq_hit *h = hit_on(hits[k], n[k], topic, -1, 0);
                if (!h)
                    continue;
                double share = h->score / hits[k][0].score;
                low = share < low ? share : low;
                leads = leads || h == &hits[k][0];
                total += share;
                games++;
            }
            bool held = leads ? low >= FAQ_P(f, compare_topic_share)
                              : low >= FAQ_P(f, compare_topic_floor) &&
                                    total >= FAQ_P(f, compare_topic_mean) * (double)games;
            if (games >= 2 && held && total > best_total) {
                best_total = total;
                best = topic;
            }
        }
    return best;
}

/* True when q holds a word of the question's own that is none of the words relating the
 * games (« sème », « réserves » of « Kalah vs Awalé : on sème dans les réserves dans les
 * deux ? »; nothing in « quelle différence entre le kalah et l'awalé ? »). */
static bool asks_beside(const struct faq_query *q, uint64_t compare_words)
{
    for (size_t i = 0; i < q->n; i++)
        if (!q->t[i].prev && q->t[i].tok < FAQ_MAX_TOKENS && !((compare_words >> q->t[i].tok) & 1))
            return true;
    return false;
}

/* Answers with entry d alone, without a Oui/Non lead, at confidence c. */
static void answer_with(struct faq_decision *out, const struct faq_doc *d, double c)
{
    out->verdict = FAQ_ANSWER;
    out->docs[0] = d;
    out->lead[0] = -1;
    out->ndocs = 1;
    out->game = d->game;
    out->confidence = c;
}

/* The games named compared, nothing else asked: the entry relating them all, the best
 * ranked one covering the question's words (« Le jeu des escargots, c'est différent de
 * l'awalé ? »), else one relating no other game first (« kalah c'est comme l'awalé ? »), into
 * *out; false when no entry relates them. */
static bool relating(const struct faq *f, const struct faq_request *r, const struct faq_intent *in,
                     const struct faq_query *q, struct faq_decision *out)
{
    struct faq_hit hits[FAQ_MAX_HITS];
    const struct faq_doc *best = NULL;
    unsigned mask = 0;
    for (size_t i = 0; i < in->named.n; i++)
        mask |= 1u << in->named.game[i];
    size_t n = q->n ? rank(f, r, in, q, -1, hits, FAQ_MAX_HITS) : 0;
    for (size_t i = 0; i < n && !best; i++)
        if (faq_doc_relates(hits[i].doc, mask))
            best = hits[i].doc;
    for (size_t i = 0; i < f->ndocs && !best; i++)
        if (faq_doc_relates(&f->docs[i], mask) && f->docs[i].relates == mask)
            best = &f->docs[i];
    for (size_t i = 0; i < f->ndocs && !best; i++)
        if (faq_doc_relates(&f->docs[i], mask))
            best = &f->docs[i];
    if (best)
        answer_with(out, best, FAQ_P(f, conf_named));
    return best != NULL;
}

/* Two or more games named: each game's own entry on the subject, on the topic they share
 * when that scores nearly as well as each game's best (« la fin de partie c'est pareil ? »:
 * famine in both); an entry relating the games (« quelle différence entre … ? ») comes first
 * when it outscores them. A game is silent only when no entry of it covers the question. */
static void decide_named(const struct faq *f, const struct faq_request *r,
                         const struct faq_intent *in, const struct faq_query *q,
                         struct faq_decision *out)
{
    struct faq_hit hits[FAQ_MAX_GAMES][FAQ_MAX_HITS], all[FAQ_MAX_HITS];
    size_t n[FAQ_MAX_GAMES] = {0}, nall, ngames = in->named.n;
    const struct faq_hit *rel = NULL;
    double top = 0;
    unsigned mask = 0;
    for (size_t i = 0; i < ngames; i++)
        mask |= 1u << in->named.game[i];
    nall = rank(f, r, in, q, -1, all, FAQ_MAX_HITS);
    for (size_t i = 0; i < nall && !rel; i++)
        if (faq_doc_relates(all[i].doc, mask)) /* « Kalah et Mancala simple » is not Awalé's */
            rel = &all[i];
    for (size_t i = 0; i < ngames; i++) {
        size_t k = 0, m = rank(f, r, in, q, in->named.game[i], hits[i], FAQ_MAX_HITS);
        for (size_t j = 0; j < m; j++)
            if (!faq_doc_relational(hits[i][j].doc))
                hits[i][k++] = hits[i][j];
        n[i] = k;
        if (k && hits[i][0].score > top)
            top = hits[i][0].score;
    }
    const char *topic = shared_topic(f, hits, n, ngames);
    out->verdict = FAQ_PER_GAME;
    if (rel && rel->score >= top) {
        out->lead[0] = lead_of(f, in, rel->doc, rel, rel->match);
        out->docs[out->ndocs++] = rel->doc;
        /* the games' own entries follow on a subject they share (« la différence pour la
         * capture ? ») or one the question asks beside the comparison (« Kalah vs Awalé : on
         * sème dans les réserves dans les deux ? »); else it asked the difference itself */
        if (!topic && !asks_beside(q, in->compare_words))
            goto done;
    }
    /* on the shared topic, parallel entries: the games' rules themselves, or each game's
     * narrower case, as the best-scoring game's entry is (grand-chelem with devaster, not
     * with devaster-seul-coup) */
    int root = -1;
    double lead = 0;
    for (size_t i = 0; topic && i < ngames; i++) {
        const struct faq_hit *h = hit_on(hits[i], n[i], topic, -1, 0);
        if (h && h->score > lead) {
            lead = h->score;
            root = h->doc->refines == NULL;
        }
    }
    for (size_t i = 0; i < ngames; i++) {
        const struct faq_hit *h = n[i] ? hit_on(hits[i], n[i], topic, root,
                                                FAQ_P(f, compare_topic_share) * hits[i][0].score)
                                       : NULL;
        const struct faq_doc *d = h      ? h->doc
                                  : n[i] ? hits[i][0].doc
                                         : faq_topic_in(f, topic, in->named.game[i]);
        if (!d) {
            out->silent[out->nsilent++] = in->named.game[i];
            continue;
        }
        out->lead[out->ndocs] = lead_of(f, in, d,
                                        h      ? h
                                        : n[i] ? &hits[i][0]
                                               : NULL,
                                        h      ? h->match
                                        : n[i] ? hits[i][0].match
                                               : 1);
        out->docs[out->ndocs++] = d;
    }
done:
    if (out->ndocs == 0) {
        out->verdict = FAQ_ABSTAIN;
        return;
    }
    if (out->ndocs == 1 && out->nsilent == 0)
        out->verdict = FAQ_ANSWER;
    out->game = out->docs[0]->game;
    out->confidence = out->nsilent ? FAQ_P(f, conf_named_silent) : FAQ_P(f, conf_named);
}

/* « pourquoi ? » after an answer asks that answer's reason: the previous entry itself when it
 * gives one, else it is said again with word that the rulebook gives no reason. An entry
 * refining it gives the reason of its own narrower case (« pourquoi ? » after the capture
 * rule is not why one still captures after a lap), not the previous one's. */
static void decide_why(const struct faq *f, const struct faq_request *r, struct faq_decision *out)
{
    const struct faq_doc *prev = r->ctx.doc;
    const struct faq_doc *d = prev->kinds & (1u << FAQ_KIND_REASON) ? prev : NULL;
    out->reason_missing = !d;
    out->docs[0] = d ? d : prev;
    out->lead[0] = -1;
    out->ndocs = 1;
    out->game = out->docs[0]->game;
    out->confidence = d ? FAQ_P(f, conf_followup_topic) : FAQ_P(f, conf_no_reason);
    out->verdict = FAQ_ANSWER;
}

/* True when the question is another game's subject that the answer's game has no entry on:
 * across every game, the best entry is of another game, matches the question closely, is on a
 * topic the answer's game has no entry for, holds words of the question the answer's own entry
 * lacks, and the answer's own entry scores well under it (« on a combien de temps pour
 * jouer son coup ? » is the Kalah's turn timer; the awalé's rulebook says nothing of one) —
 * unless the answer's own entry answers the kind of question asked and the other does not
 * (« au qawale, quand est-ce que je gagne ? » asks the ending, not the mancalas' « quand
 * est-ce que je gagne des graines ? », a capture). */
static bool silent_here(const struct faq *f, const struct faq_request *r,
                        const struct faq_intent *in, const struct faq_query *q,
                        const struct faq_decision *d)
{
    struct faq_hit hits[FAQ_MAX_HITS], mine = {0};
    size_t n = rank(f, r, in, q, -1, hits, FAQ_MAX_HITS);
    for (size_t i = 0; i < n && !mine.doc; i++)
        if (hits[i].doc == d->docs[0])
            mine = hits[i];
    bool kind_mine =
        q->kinds && (mine.doc ? mine.doc->kinds & q->kinds : 0) && !(hits[0].doc->kinds & q->kinds);
    return n > 0 && mine.doc && !kind_mine && hits[0].doc->game != d->game && hits[0].doc->topic &&
           hits[0].match >= FAQ_P(f, match_strong) && !faq_doc_relational(hits[0].doc) &&
           !faq_topic_in(f, hits[0].doc->topic, d->game) && mine.coverage < hits[0].coverage &&
           mine.score < FAQ_P(f, silent_other_ratio) * hits[0].score;
}

/* The share of the question's own weight (faq_term_weight) on the words (bit i: word i of
 * its tokens). */
static double share_of(const struct faq *f, const struct faq_query *q, uint64_t words)
{
    double cue = 0, all = 0;
    for (size_t i = 0; i < q->n; i++) {
        if (q->t[i].prev)
            continue;
        double w = faq_term_weight(f, &q->t[i]);
        all += w;
        if (q->t[i].tok < FAQ_MAX_TOKENS && ((words >> q->t[i].tok) & 1))
            cue += w;
    }
    return all > 0 ? cue / all : 0;
}

/* True when d is what q asks closely once the words (bit i: word i) are set aside: they weigh
 * under aside_share_max of the question, and d is the best entry of its game for the rest,
 * matching it at least match_strong. */
static bool asked_without(const struct faq *f, const struct faq_query *q, uint64_t words,
                          const struct faq_doc *d)
{
    struct faq_query rest = *q;
    struct faq_hit hits[FAQ_MAX_HITS];
    if (share_of(f, q, words) >= FAQ_P(f, aside_share_max))
        return false;
    faq_query_drop(&rest, words, false);
    size_t n = rest.n ? faq_rank(f, &rest, 1u << d->game, hits, FAQ_MAX_HITS) : 0;
    return n && hits[0].doc == d && hits[0].match >= FAQ_P(f, match_strong);
}

/* True when the question asks of handling the game a subject the rulebooks never settle
 * (undoing a move, a piece fallen on the floor, counting a pit before playing, a clock run
 * out) that entry d never speaks of, and those words weigh at least handling_min of the
 * question's own: an entry sharing its other words (« coup », « graines ») does not answer
 * it. An entry that speaks of the subject (a rule, or the default Arbitre applies) does, and
 * so does one the rest asks closely when the handling is told before it: it is then what
 * happened at the table (« je me suis trompé, on a le droit de jouer un trou vide ? »). */
static bool handling_unsaid(const struct faq *f, const struct faq_intent *in,
                            const struct faq_query *q, const struct faq_doc *d)
{
    double cue = 0, all = 0;
    if (!(in->handling & ~d->handling)) /* the entry's subjects: faq_index_build */
        return false;
    for (size_t i = 0; i < q->n; i++) {
        if (q->t[i].prev)
            continue;
        all += q->t[i].w;
        if (q->t[i].tok < FAQ_MAX_TOKENS && ((in->handling_words >> q->t[i].tok) & 1))
            cue += q->t[i].w;
    }
    return all > 0 && cue >= FAQ_P(f, handling_min) * all &&
           !(in->handling_told && asked_without(f, q, in->handling_words, d));
}

/* Abstains in game (-1: none) on what its rulebook says nothing of: the reply says so. */
static void abstain_silent(struct faq_decision *out, int game)
{
    *out = (struct faq_decision){.verdict = FAQ_ABSTAIN, .game = game};
    if (game >= 0)
        out->silent[out->nsilent++] = game;
}

int faq_decide(const struct faq *f, struct kb_analyzer *a, const struct faq_request *r,
               const struct faq_intent *in, struct faq_query *q, struct faq_decision *out)
{
    const struct faq_doc *prev = r->ctx.doc, *same;
    int rc;
    memset(out, 0, sizeof *out);
    out->game = -1;
    if (in->act == FAQ_ACT_REFUSE) {
        out->verdict = FAQ_REFUSE;
        return 0;
    }
    /* chat or out of scope, unless the words saying it may be told beside a rule: then only
     * a rule asked closely is answered. Out-of-scope words that are rules words too are read
     * as the rules' (« si je finis dans mon magasin, je rejoue ? » is Kalah's store); a cry
     * weighing under aside_share_max is set aside (« j'ai encore perdu, une pile de 4 ça
     * compte pas ? » asks the rule) */
    bool aside = in->act == FAQ_ACT_CHAT || in->act == FAQ_ACT_OFFTOPIC;
    bool cry = in->act == FAQ_ACT_CHAT && in->aside_words;
    if (aside && (!in->aside_words ||
                  (cry && share_of(f, q, in->aside_words) >= FAQ_P(f, aside_share_max)))) {
        out->verdict = FAQ_ABSTAIN;
        return 0;
    }
    if (cry)
        faq_query_drop(q, in->aside_words, false);
    /* several games named, or a follow-up in a game other than the previous answer's */
    bool other = in->followup && prev && in->named.n == 1 && in->named.game[0] != prev->game;
    /* the words saying what is asked of the subject, not the subject, are dropped: those
     * relating the games (« par rapport à », « comme à », « lequel », "compared with"; a
     * comparison that is nothing but them keeps them, « Kalah et awalé, c'est pareil ? »),
     * those saying a rule cannot be kept (« et si j'y arrive pas ? ») or asking another way
     * (« et l'autre façon de finir ? ») */
    if (in->named.n > 1 || other)
        faq_query_drop(q, in->compare_words, !other);
    if (in->followup_unable)
        faq_query_drop(q, in->unable_words, false);
    if (in->followup_other)
        faq_query_drop(q, in->other_words, false);
    if (in->followup && in->followup_why && prev) {
        decide_why(f, r, out);
        return 0;
    }
    if (in->followup) {
        /* « et au kalah ? »: the previous answer's topic, in the game now named */
        if (!faq_query_has_own(q) && in->named.n == 1 && prev && in->named.game[0] != prev->game &&
            (same = faq_topic_in(f, prev->topic, in->named.game[0]))) {
            answer_with(out, same, FAQ_P(f, conf_followup_topic));
            return 0;
        }
        const struct kb_entry *e = prev ? prev->entry : NULL;
        const char *pq =
            e ? (q->lang == FAQ_LANG_EN && e->en_question ? e->en_question : e->question)
              : r->ctx.question;
        bool bare = !faq_query_has_own(q);
        if (pq && (rc = faq_query_add_prev(f, a, q, pq, FAQ_P(f, prev_weight), false)) < 0)
            return rc;
        /* « et à l'awalé ? » where that game has no entry on the topic: the subject is all
         * the previous entry's ways of asking, not its one canonical question */
        const struct kb_strs *para = !e || !bare              ? NULL
                                     : q->lang == FAQ_LANG_EN ? &e->en_paraphrases
                                                              : &e->paraphrases;
        for (size_t k = 0; para && k < para->n; k++)
            if ((rc = faq_query_add_prev(f, a, q, para->v[k], FAQ_P(f, prev_weight), false)) < 0)
                return rc;
        if (e && (rc = faq_query_add_prev(
                      f, a, q, q->lang == FAQ_LANG_EN && e->en_answer ? e->en_answer : e->answer,
                      FAQ_P(f, prev_answer_weight), true)) < 0)
            return rc;
    }
    /* games compared and nothing else asked (« kalah c'est comme l'awalé ? », "is Kalah the
     * same as Oware?"): the entry relating them, else what each game is */
    bool bare = in->named.n > 1 && !in->followup && !aside && !asks_beside(q, in->compare_words);
    if (bare && relating(f, r, in, q, out))
        return 0;
    /* a game named and nothing else asked (« le kalah en gros ? »): what the game is */
    if (((q->n == 0 && in->named.n == 1) || bare) && !in->followup && !aside) {
        const char *ask = faq_text(&f->lex, q->lang, "templates", "summary_query");
        if ((rc = faq_query_build(f, a, ask, strlen(ask), q)) < 0)
            return rc;
        /* only an entry that is the game's summary answers that: else abstain */
        q->kinds = q->require = 1u << FAQ_KIND_SUMMARY;
    }
    if (q->n == 0) {
        out->verdict = FAQ_ABSTAIN;
        return 0;
    }
    /* a reason asked: the entry on what the question names answers, and then gives its reason
     * or not; a neighbour declaring a reason must not win for that (« pourquoi rejoue-t-on en
     * finissant dans sa réserve ? » is not the extra turn that would end the game) */
    if (in->asks_reason)
        q->kinds &= ~(1u << FAQ_KIND_REASON);
    if (in->named.n > 1)
        decide_named(f, r, in, q, out);
    else
        decide_in(f, r, in, q, in->named.n ? in->named.game[0] : game_of(f, r, in, q), out);
    if (aside && (out->verdict != FAQ_ANSWER || out->nhits == 0 ||
                  out->hits[0].match < FAQ_P(f, match_strong))) {
        *out = (struct faq_decision){.verdict = FAQ_ABSTAIN, .game = -1};
        return 0;
    }
    if ((out->verdict == FAQ_ANSWER && !in->followup && silent_here(f, r, in, q, out)) ||
        ((out->verdict == FAQ_ANSWER || out->verdict == FAQ_CLARIFY) &&
         handling_unsaid(f, in, q, out->docs[0])))
        abstain_silent(out, out->game);
    /* a reason asked of rules whose entries give none (one game's, each game's of a comparison
     * or of a clarification): the rules are said, their reason is not */
    bool given = false;
    for (size_t i = 0; i < out->ndocs; i++)
        given = given || (out->docs[i]->kinds & (1u << FAQ_KIND_REASON));
    out->restated = in->asks_reason && out->verdict != FAQ_ABSTAIN && out->nhits &&
                    out->hits[0].match >= FAQ_P(f, reason_match_min);
    if (out->verdict != FAQ_ABSTAIN && out->ndocs && in->asks_reason && !given) {
        out->reason_missing = true;
        for (size_t i = 0; i < out->ndocs; i++)
            out->lead[i] = -1;
        out->confidence = FAQ_P(f, conf_no_reason);
    }
    return 0;
}

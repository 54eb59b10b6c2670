/* faq_intent.c — stage 2, intent: what the player is doing (asking a rule, refusing Arbitre
 * its role, chatting, asking of another game or of prices, playing a move on a position),
 * in which language, about which games, whether it follows the previous exchange, which
 * kinds of answer its words cue, and whether it is a closed question and in which polarity.
 * Every cue is a lexicon pattern; this file holds no word. Pure: reads t, writes *out. */
#include <string.h>

#include "faq_int.h"

/* True when a pattern of the list (both languages) matches in t. */
static bool either(const struct faq *f, const struct faq_tokens *t, size_t off)
{
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_patterns *ps =
            (const struct faq_patterns *)((const char *)&f->lex.l[lang] + off);
        if (faq_patterns_find(ps, t, NULL, NULL))
            return true;
    }
    return false;
}

#define EITHER(f, t, member) either(f, t, offsetof(struct faq_lexlang, member))

/* « graine graine graine graine »: one word said over and over, and nothing else. */
static bool is_babble(const struct faq_tokens *t)
{
    const char *word = NULL;
    size_t times = 0;
    for (size_t i = 0; i < t->n; i++) {
        if (t->stop[i] || t->filler[i])
            continue;
        if (word && strcmp(word, t->tok[i]) != 0)
            return false;
        word = t->tok[i];
        times++;
    }
    return times >= 3;
}

/* The words of t from from on that the list (both languages) holds, as bits. */
static uint64_t list_words(const struct faq *f, const struct faq_tokens *t, size_t off, size_t from)
{
    uint64_t words = 0;
    for (size_t i = from; i < t->n; i++)
        for (int lang = 0; lang < 2; lang++) {
            const struct faq_words *w =
                (const struct faq_words *)((const char *)&f->lex.l[lang] + off);
            if (faq_words_has(w, t->tok[i]))
                words |= (uint64_t)1 << i;
        }
    return words;
}

/* The words of t that say something: neither stop words, fillers nor game names. */
static size_t content_words(const struct faq *f, const struct faq_tokens *t, enum faq_lang lang)
{
    size_t n = 0;
    for (size_t i = 0; i < t->n; i++)
        n += !t->filler[i] && !faq_is_stop_in(&f->lex, t->tok[i], lang) &&
             faq_alias_word(f, t->tok[i]) < 0;
    return n;
}

/* True when every word of t is a stop word, a filler, a game name or part of a match of
 * ps: the question says nothing else (« pourquoi ? », « et pourquoi ça ? »). */
static bool only(const struct faq *f, const struct faq_tokens *t, const struct faq_patterns *ps,
                 enum faq_lang lang)
{
    bool seen = false, used[FAQ_MAX_TOKENS] = {false};
    struct faq_pat_iter it;
    const struct faq_pattern *p;
    for (size_t i = 0; i < t->n; i++)
        for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
            size_t len = faq_pattern_at(p, t, i);
            for (size_t k = 0; k < len; k++)
                used[i + k] = seen = true;
        }
    for (size_t i = 0; i < t->n; i++)
        if (!used[i] && !t->filler[i] && !faq_is_stop_in(&f->lex, t->tok[i], lang) &&
            faq_alias_word(f, t->tok[i]) < 0)
            return false;
    return seen;
}

/* The kinds the words from from on cue: at each word the longest cue wins (« combien de
 * temps » is a duration, not a count), then the scan goes on after it. A cue of no kind (the
 * lexicon's "open": « qu'est-ce qui », « qu'est-ce qu'on ») masks the shorter ones inside it:
 * « qu'est-ce qui met fin à la partie ? » asks neither a definition nor who, its verb tells. */
static unsigned read_kinds(const struct faq_patterns *ps, const struct faq_tokens *t, size_t from,
                           uint64_t skip)
{
    unsigned kinds = 0;
    for (size_t i = from; i < t->n;) {
        if ((skip >> i) & 1) { /* a condition's words cue no kind */
            i++;
            continue;
        }
        size_t best = 0;
        int kind = -1;
        struct faq_pat_iter it;
        const struct faq_pattern *p;
        for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
            size_t len = faq_pattern_at(p, t, i);
            if (len > best) {
                best = len;
                kind = p->value;
            }
        }
        if (kind >= 0)
            kinds |= 1u << kind;
        i += best ? best : 1;
    }
    return kinds;
}

/* The words of t inside a match of a pattern of ps (of value kind, or any when kind < 0), as
 * bits. */
static uint64_t pattern_words(const struct faq_patterns *ps, const struct faq_tokens *t, int kind)
{
    uint64_t words = 0;
    struct faq_pat_iter it;
    const struct faq_pattern *p;
    for (size_t i = 0; i < t->n; i++)
        for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));) {
            size_t len = kind < 0 || p->value == kind ? faq_pattern_at(p, t, i) : 0;
            for (size_t k = 0; k < len; k++)
                words |= 1ull << (i + k);
        }
    return words;
}

/* The words of t cueing a subject out of the rulebooks' scope: a word of the "offtopic" list
 * in the last clause (a purchase told as context, « je viens d'acheter un awalé… : comment on
 * fait une prise ? », does not make the question one of buying) and the words of the
 * "out_of_scope" patterns (strategy, history, products…), as bits; with a remark told after
 * the last question mark, the clause that mark ends counts as the last. */
static uint64_t scope_words(const struct faq *f, const struct faq_tokens *t)
{
    size_t from = t->clause;
    if (t->after_ask > 0 && t->after_ask < t->n) {
        /* a remark after the last « ? » (« qui a gagné le match hier ? on jouait à l'awalé »):
         * the clause that mark ends is asked too */
        size_t k = t->after_ask - 1;
        while (k > 0 && !((t->clause_starts >> k) & 1))
            k--;
        from = k < from ? k : from;
    }
    uint64_t words = list_words(f, t, offsetof(struct faq_lexlang, offtopic), from);
    for (int lang = 0; lang < 2; lang++)
        words |= pattern_words(&f->lex.l[lang].out_of_scope, t, -1) >> from << from;
    return words;
}

/* The words of t's last clause in a match of a pattern of the list (both languages), as
 * bits: a cry told before the question (« Je découvre le kalah, super jeu. Les pierres qui
 * restent vont où ? ») makes it no chat. */
static uint64_t in_last_clause(const struct faq *f, const struct faq_tokens *t, size_t off)
{
    uint64_t words = 0;
    for (int lang = 0; lang < 2; lang++)
        words |= pattern_words((const struct faq_patterns *)((const char *)&f->lex.l[lang] + off),
                               t, -1);
    return words >> t->clause << t->clause;
}

/* True when a refusal pattern matches t from a word outside what the player reports being said
 * (the lexicon's "narration", read with the elisions back, full: « moi je dis que c'est pas
 * possible », « ça veut dire que je rejoue ? », « il prétend qu'on rejoue » tell or ask, they
 * do not dictate). */
static bool refused(const struct faq *f, const struct faq_tokens *t, const struct faq_tokens *full)
{
    uint64_t told_full = pattern_words(&f->lex.l[FAQ_LANG_FR].narration, full, -1) |
                         pattern_words(&f->lex.l[FAQ_LANG_EN].narration, full, -1);
    uint64_t told = 0;
    for (size_t i = 0, k = 0; i < t->n; i++) { /* full's words back to t's, by their bytes */
        while (k < full->n && full->start[k] < t->start[i])
            k++;
        for (size_t j = k; j < full->n && full->start[j] == t->start[i]; j++)
            told |= ((told_full >> j) & 1) << i;
    }
    for (int lang = 0; lang < 2; lang++) {
        const struct faq_patterns *ps = &f->lex.l[lang].refuse;
        struct faq_pat_iter it;
        const struct faq_pattern *p;
        for (size_t i = 0; i < t->n; i++)
            for (faq_patterns_from(ps, t->tok[i], &it); (p = faq_patterns_next(&it));)
                if (!((told >> i) & 1) && faq_pattern_at(p, t, i))
                    return true;
    }
    return false;
}

enum faq_modality faq_modality_of(const struct faq_lexlang *l, const struct faq_tokens *t)
{
    if (faq_patterns_find(&l->obligation, t, NULL, NULL))
        return FAQ_MOD_OBLIGATION;
    return faq_patterns_find(&l->permission, t, NULL, NULL) ? FAQ_MOD_PERMISSION : FAQ_MOD_NONE;
}

/* The kinds the question proper cues: those of the last clause cueing any (« mon grand-père
 * m'a appris l'awalé quand j'étais gamin… Est-ce qu'on remet une graine … ? » asks no when).
 * Several games named, the words relating them cue none: « comment c'est géré à l'awalé et
 * aux escargots ? » asks no procedure. */
static unsigned proper_kinds(const struct faq *f, const struct faq_patterns *ps,
                             const struct faq_tokens *t, bool games)
{
    unsigned kinds = 0;
    uint64_t conditions = faq_condition_words(&f->lex, t);
    for (int k = 0; games && k < 2; k++)
        conditions |= pattern_words(&f->lex.l[k].compare, t, -1);
    for (size_t k = t->n; k-- > 0 && !kinds;)
        if (k == 0 || ((t->clause_starts >> k) & 1))
            kinds = read_kinds(ps, t, k, conditions);
    return kinds;
}

static bool first_word_in(const struct faq *f, const struct faq_tokens *t)
{
    for (int lang = 0; lang < 2; lang++)
        if (t->n && faq_words_has(&f->lex.l[lang].followup_lead, t->tok[0]))
            return true;
    return false;
}

static bool starts_with(const struct faq_patterns *ps, const struct faq_tokens *t)
{
    for (size_t p = 0; p < ps->n; p++)
        if (faq_pattern_at(&ps->v[p], t, 0))
            return true;
    return false;
}

void faq_intent_read(const struct faq *f, const struct faq_tokens *t, const struct faq_context *c,
                     bool has_position, struct faq_intent *out)
{
    const struct faq_lexlang *l;
    bool context = c->doc || c->question;
    memset(out, 0, sizeof *out);
    bool marked = faq_lang_shown(&f->lex, t);
    int lean = marked ? 0 : faq_words_lean(f, t);
    out->lang = marked ? faq_guess_lang(&f->lex, t) : lean > 0 ? FAQ_LANG_EN : FAQ_LANG_FR;
    out->lang_shown = marked || lean != 0;
    out->reply = t->said_lang >= 0 ? (enum faq_lang)t->said_lang : out->lang;
    l = &f->lex.l[out->lang];
    faq_detect_names(f, t, &out->named);
    out->act = FAQ_ACT_ASK;
    /* the cues are read with the elisions put back: « qu'est-ce » asks what, « est-ce »
     * asks whether */
    struct faq_tokens full;
    faq_tokens_with_elisions(t, &full);
    uint64_t scope = scope_words(f, t), cries;
    bool rule_words = true;
    for (size_t i = 0; i < t->n; i++)
        rule_words =
            rule_words && (!((scope >> i) & 1) || faq_everyday_group(&f->lex, t->tok[i]) >= 0);
    if (refused(f, t, &full))
        out->act = FAQ_ACT_REFUSE;
    else if ((out->named.n == 0 && EITHER(f, t, chitchat)) || is_babble(t))
        out->act = FAQ_ACT_CHAT;
    else if ((cries = in_last_clause(f, t, offsetof(struct faq_lexlang, cries)))) {
        out->act = FAQ_ACT_CHAT;
        out->aside_words = scope ? 0 : cries;
    } else if (out->named.n == 0 && faq_names_other_game(f, t, out->lang))
        out->act = FAQ_ACT_OFFTOPIC;
    else if (scope) {
        out->act = FAQ_ACT_OFFTOPIC;
        out->aside_words = rule_words ? scope : 0;
    } else if (has_position)
        out->act = FAQ_ACT_MOVE; /* the engine answers when the words name a move */
    out->kinds = proper_kinds(f, &l->kinds, &full, out->named.n > 1);
    /* a closed question: a closed cue, and no word asking how many, when, who, which… */
    out->yes_no = faq_patterns_find(&l->yn_closed, &full, NULL, NULL) &&
                  !faq_patterns_find(&l->yn_open, &full, NULL, NULL);
    /* « il a tort ? » asks the claim's opposite: a Oui/Non would answer the wrong question */
    for (int k = 0; k < 2; k++) {
        const struct faq_pattern *v = faq_patterns_find(&f->lex.l[k].verify, t, NULL, NULL);
        out->yes_no = out->yes_no && !(v && v->value == FAQ_VERIFY_WRONG);
    }
    out->negated = faq_patterns_find(&l->negation, t, NULL, NULL) != NULL;
    out->antonym = faq_patterns_find(&l->antonym, t, NULL, NULL) != NULL;
    out->modality = faq_modality_of(l, t);
    out->omits = faq_patterns_find(&l->omission, t, NULL, NULL) != NULL;
    /* « pourquoi on … ? », « pourquoi une tour de 4 galets de ma couleur ne gagne pas ? » ask
     * the rule's reason; « pourquoi mon adversaire a rejoué ? », « pourquoi je dois jouer ce
     * trou-là ? » tell a moment of the player's own game and ask which rule explains it: that
     * one is answered by the rule */
    bool why = out->kinds & (1u << FAQ_KIND_REASON);
    out->asks_reason = why && !EITHER(f, t, why_event);
    if (!out->asks_reason) /* the rule that explains, whatever kind of answer it gives */
        out->kinds &= ~(1u << FAQ_KIND_REASON);
    for (int k = 0; k < 2; k++)
        out->compare_words |= pattern_words(&f->lex.l[k].compare, t, -1) |
                              pattern_words(&f->lex.l[k].kinds, t, FAQ_KIND_DIFFERENCE);
    for (int k = 0; k < 2; k++)
        out->handling |= faq_patterns_values(&f->lex.l[k].handling, t, &out->handling_words);
    /* handling told before the question's last comma (« je me suis trompé, on a le droit de
     * jouer un trou vide ? ») is what happened at the table, not what is asked */
    size_t tail = t->clause;
    for (size_t i = t->clause; i + 1 < t->n; i++)
        if ((t->comma_after >> i) & 1)
            tail = i + 1;
    out->handling_told = out->handling_words && !(out->handling_words >> tail);
    if (!context)
        return;
    out->followup_case = starts_with(&l->followup_case, &full); /* « et s'il … » */
    out->other_words = pattern_words(&l->followup_other, t, -1);
    out->followup_other = c->doc && out->other_words;
    out->followup_why = c->doc && only(f, t, &l->followup_why, out->lang);
    out->unable_words = pattern_words(&l->followup_unable, t, -1);
    out->followup_unable =
        c->doc && !out->followup_why && out->unable_words && content_words(f, t, out->lang) <= 4;
    out->followup = out->followup_case || out->followup_why || out->followup_unable ||
                    out->followup_other || first_word_in(f, t) ||
                    content_words(f, t, out->lang) <= 2;
    if (out->followup_why)
        out->kinds = 1u << FAQ_KIND_REASON;
}

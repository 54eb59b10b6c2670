/* faq_situ_asks.c — what a situation asks (s->ask): where the last one lands, a capture, a
 * count, a store's count and whose, whether a piece ends in the player's store, the move
 * asked (« quel trou me fait rejouer ? »), a step off the board, and whether the answer is a
 * yes or no (s->yes_no). */
#include <stdint.h>

#include "faq_situ_read.h"

/* Some word of clause cl is a number or an ordinal (« jjoue ma 4e »), other than « une » in
 * words when one_ok (« une pierre va dans sa réserve ? », "does one go…"). */
static bool clause_names_number(const struct faq_situ_marked *m, int cl, bool one_ok)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].clause == cl && (m->k[i].num >= 0 || m->k[i].ord >= 0) &&
            !(one_ok && m->k[i].num == 1 && !faq_situ_digits(m, i)))
            return true;
    return false;
}

/* « j'en ai combien dans ma réserve après ? », "how many are in his store now?": a store's
 * count is asked (its clause, asked or in the sentence asked, counts and names a store), and
 * whose. */
void faq_situ_read_store_ask(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    int last = m->n ? m->k[m->n - 1].clause : -1;
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        /* « combien j'en mets dans ma réserve, et où tombe la dernière ? »: a count asked in
         * a clause of the question's sentence */
        bool counted = faq_situ_clause_has(m, cl, SW_Q_COUNT);
        if (!faq_situ_has(m, i, SW_STORE) ||
            !(m->k[i].asked || cl == last || (counted && m->k[i].questioned)))
            continue;
        /* « je la mets dans ma réserve ? »: no count asked, the player's own store named;
         * « une pierre va dans la réserve du suivant ? »: another player's */
        if (!counted) {
            bool claim =
                !faq_situ_clause_has(m, cl, SW_Q_EXTRA) && !faq_situ_clause_has(m, cl, SW_Q_WIN);
            enum faq_situ_side side = faq_situ_side_at(m, i);
            bool theirs =
                side == SITU_SIDE_THEIRS ||
                (side == SITU_SIDE_UNSAID && (faq_situ_clause_has(m, cl, SW_NEXT_PLAYER) ||
                                              faq_situ_clause_has(m, cl, SW_OPPOSITE_PLAYER)));
            s->claim_store =
                s->claim_store || (claim && !theirs && !clause_names_number(m, cl, false) &&
                                   faq_situ_subject_at(m, i) != SITU_SIDE_THEIRS);
            s->claim_others_store = s->claim_others_store || (claim && theirs && p->sows_store &&
                                                              !clause_names_number(m, cl, true));
            continue;
        }
        s->ask |= SA_STORE;
        s->store_side = faq_situ_side_at(m, i) == SITU_SIDE_THEIRS ||
                                faq_situ_subject_at(m, i) == SITU_SIDE_THEIRS
                            ? SITU_SIDE_THEIRS
                            : SITU_SIDE_MINE;
    }
}

/* Word i is a question word: not the relative of « qui a 2 graines », "which had 1 seed", nor
 * the « qui » after the person of « c'est lui qui gagne ? », « c'est mon fils qui prend ? »
 * (the yes/no then asks of that person). */
static bool question_word(const struct faq_situ_marked *m, size_t i)
{
    if (!faq_situ_has(m, i, SW_INTERROG) || faq_situ_has_near(m, i, i + 1, SW_HAVE))
        return false;
    size_t j = i; /* the first word of the question phrase */
    while (j > 0 && !faq_situ_starts(m, j, SW_INTERROG) &&
           faq_situ_has_near(m, j, j - 1, SW_INTERROG))
        j--;
    size_t k = j; /* the first word of the person before it */
    while (k > 0 &&
           (faq_situ_has_near(m, j, k - 1, SW_OPPONENT) || faq_situ_has_near(m, j, k - 1, SW_MINE)))
        k--;
    return !(k < j && k > 0 && faq_situ_has_near(m, j, k - 1, SW_IT_IS));
}

/* « où tombe la dernière et je prends quelque chose ? »: the question's last part, after its
 * last « et », asks yes or no (a yes/no ask and no open one there). */
struct ask_word {
    enum faq_situ_word w;
    unsigned ask;
};

static bool yes_no_after_and(const struct faq_situ_marked *m, const struct ask_word *asks,
                             size_t nasks, unsigned yes_no_asks)
{
    if (m->n == 0 || !m->k[m->n - 1].asked)
        return false;
    size_t from = m->n;
    while (from > 0 && faq_situ_same_clause(m, m->n - 1, from - 1) &&
           !faq_situ_has(m, from - 1, SW_AND))
        from--;
    if (from == 0 || !faq_situ_same_clause(m, m->n - 1, from - 1))
        return false; /* no « et » in the last clause */
    unsigned asked = 0;
    for (size_t i = from; i < m->n; i++) {
        for (size_t a = 0; a < nasks; a++)
            if (faq_situ_has(m, i, asks[a].w))
                asked |= asks[a].ask;
        if (question_word(m, i))
            return false;
    }
    return (asked & yes_no_asks) && !(asked & (SA_COUNT | SA_WHERE | SA_CELLS));
}

/* « …a4 puis je sors ? », « ça sort du plateau ? », "does it go off the board?": the asked
 * clause names the step off the board and neither a permission nor a ban, so the yes/no is
 * about that step (« puis je » right before the step is « then I », no « may I »). */
static unsigned off_board_ask(const struct faq_situ_marked *m)
{
    int cl = -1;
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].asked)
            cl = m->k[i].clause;
    bool off = false, modal = false, before_asked = false;
    for (size_t i = 0; i < m->n; i++)
        before_asked = before_asked || (m->k[i].clause == cl - 1 && m->k[i].asked);
    for (size_t i = 0; i < m->n; i++) {
        /* « je peux déposer à droite de d1, hors du plateau ? »: the permission asked in the
         * clause the asked one goes on */
        if (m->k[i].clause != cl && !(m->k[i].clause == cl - 1 && !before_asked))
            continue;
        off = off || (faq_situ_has(m, i, SW_OFF_BOARD) && m->k[i].clause == cl);
        bool then = faq_situ_has(m, i, SW_AND) ||
                    (i > 0 && faq_situ_has(m, i - 1, SW_AND) && faq_situ_has(m, i - 1, SW_Q_LEGAL));
        modal = modal || faq_situ_has(m, i, SW_Q_FORBIDDEN) ||
                (faq_situ_has(m, i, SW_Q_LEGAL) && !faq_situ_has(m, i, SW_OFF_BOARD) && !then);
    }
    return off && !modal ? SA_OFF : 0;
}

/* « je dois jouer laquelle ? », "which one must I play?": a pronoun asking the move, in a
 * clause that plays or must play, names no pit (« que se passe-t-il si je joue ma case 6 ? »
 * plays it, « jjoue ma 4e ») and asks no landing nor count: its word, else SIZE_MAX. */
static size_t pronoun_which(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        if (!faq_situ_has(m, i, SW_INTERROG) || !m->k[i].asked ||
            (i + 1 < m->n && faq_situ_has(m, i + 1, SW_PIT)) ||
            (!faq_situ_clause_has(m, cl, SW_PLAY) && !faq_situ_clause_has(m, cl, SW_Q_FORCED)) ||
            faq_situ_clause_has(m, cl, SW_LANDS) || faq_situ_clause_has(m, cl, SW_Q_WHERE) ||
            faq_situ_clause_has(m, cl, SW_Q_COUNT) || faq_situ_clause_has(m, cl, SW_PIT) ||
            faq_situ_clause_has(m, cl, SW_PIT_DET) || clause_names_number(m, cl, false))
            continue;
        return i;
    }
    return SIZE_MAX;
}

/* « je prends mon 4e trou »: the verb of taking said of a pit of mine is the move (one play
 * phrase with the « mon » after it), not a capture asked. */
static bool takes_pit(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has(m, i, SW_PLAY) && faq_situ_has(m, i + 1, SW_PLAY) &&
           faq_situ_has(m, i + 1, SW_MINE);
}

/* Clause cl is a question tag alone (« …, c'est ça ? », « …, non ? », "…, right?", "…, don't
 * I?"): it ends with a question mark and every word of it is a tag's. */
static bool tag_clause(const struct faq_situ_marked *m, int cl)
{
    bool any = false;
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].clause != cl)
            continue;
        if (!m->k[i].asked || !faq_situ_has(m, i, SW_TAG))
            return false;
        any = true;
    }
    return any;
}

/* The asks of clause cl when it asks yes or no on its own (it ends with a question mark, or a
 * question tag alone follows it: « on saute la case de départ, c'est ça ? », "the origin is
 * skipped, right?", or it asks a permission and the next clause of its asked sentence begins
 * with « et »: « je peux le jouer, et je prends combien ? », "am I allowed to, and how
 * many?", or it opens with a yes/no question's own words in a sentence asked: « est-ce que mon
 * trou 2 reçoit une pierre, et je finis où ? »; it names a yes/no ask of yes_no_asks, no open one
 * and no question word), else 0. */
static unsigned clause_yes_no(const struct faq_situ_marked *m, int cl, const struct ask_word *asks,
                              size_t nasks, unsigned yes_no_asks)
{
    unsigned asked = 0;
    bool question = false, mark = false, and_next = false, opener = false, questioned = false;
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].clause != cl)
            continue;
        opener = opener ||
                 (faq_situ_starts(m, i, SW_YES_NO_OPENER) && (i == 0 || m->k[i - 1].clause != cl));
        questioned = questioned || m->k[i].questioned;
        and_next = and_next || (m->k[i].questioned && i + 1 < m->n &&
                                m->k[i + 1].clause == cl + 1 && faq_situ_starts(m, i + 1, SW_AND));
        mark = mark || m->k[i].asked;
        for (size_t a = 0; a < nasks; a++)
            if (faq_situ_has(m, i, asks[a].w))
                asked |= asks[a].ask;
        question = question || question_word(m, i);
    }
    mark = mark || (and_next && (asked & (SA_LEGAL | SA_FORBID))) || tag_clause(m, cl + 1) ||
           (opener && questioned);
    return mark && (asked & yes_no_asks) && !question && !(asked & (SA_COUNT | SA_WHERE | SA_CELLS))
               ? asked
               : 0;
}

/* "the option where you still take your last stone", « la variante où on prend quand même »:
 * word i tells a setting (a setting named before it in its clause, which asks nothing), not
 * what the question asks. */
static bool setting_told(const struct faq_situ_marked *m, size_t i)
{
    if (m->k[i].asked)
        return false;
    for (size_t j = i; j-- > 0 && faq_situ_same_clause(m, i, j);)
        if (faq_situ_has(m, j, SW_SETTING))
            return true;
    return false;
}

/* « je prends la 1re aussi ou ça s'arrête ? »: a where-word that also reads « or » (« ou », folded
 * like « où »), inside a clause that asks yes or no before it, joins the choice's alternatives:
 * no landing asked. */
static bool or_of_choice(const struct faq_situ_marked *m, size_t i)
{
    static const enum faq_situ_word yes_no[] = {SW_Q_CAPTURE, SW_Q_LEGAL,  SW_Q_EXTRA,    SW_Q_SKIP,
                                                SW_Q_FEED,    SW_Q_REFILL, SW_Q_FORBIDDEN};
    size_t head = i;
    while (head > 0 && !faq_situ_starts(m, head, SW_Q_WHERE) &&
           faq_situ_has(m, head - 1, SW_Q_WHERE))
        head--;
    if (!faq_situ_has(m, head, SW_OR) || head == 0 || !faq_situ_same_clause(m, head - 1, head) ||
        !faq_situ_same_clause(m, head, head + 1) || faq_situ_is_number(m, head + 1) ||
        faq_situ_has(m, head + 1, SW_LANDS)) /* « je prends combien, où tombe la dernière ? » */
        return false;
    for (size_t j = head; j-- > 0 && faq_situ_same_clause(m, j, head);)
        for (size_t a = 0; a < sizeof yes_no / sizeof yes_no[0]; a++)
            if (faq_situ_has(m, j, yes_no[a]))
                return true;
    return false;
}

void faq_situ_read_asks(struct faq_situ_reader *p)
{
    static const struct ask_word asks[] = {
        {SW_Q_WHERE, SA_WHERE},     {SW_Q_LAPS, SA_LAPS},
        {SW_Q_SKIP, SA_SKIP},       {SW_Q_CAPTURE, SA_CAPTURE},
        {SW_Q_COUNT, SA_COUNT},     {SW_Q_EXTRA, SA_EXTRA},
        {SW_Q_LEGAL, SA_LEGAL},     {SW_Q_FORBIDDEN, SA_FORBID},
        {SW_Q_END, SA_END},         {SW_Q_WIN, SA_WIN},
        {SW_Q_REMAIN, SA_REMAIN},   {SW_Q_FEED, SA_FEED},
        {SW_Q_CELLS, SA_CELLS},     {SW_Q_REFILL, SA_REFILL},
        {SW_Q_GOES_ON, SA_GOES_ON}, {SW_Q_FORCED, SA_FORCED},
        {SW_Q_LOSE, SA_WIN},        {SW_Q_SOWN, SA_SOWN}, /* « j'ai perdu ? »: who wins */
        {SW_Q_SLAM, SA_SLAM},
    };
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    bool interrog = false;
    size_t which = SIZE_MAX;
    for (size_t i = 0; i < m->n; i++) {
        if (setting_told(m, i))
            continue;
        for (size_t a = 0; a < sizeof asks / sizeof asks[0]; a++)
            if (faq_situ_has(m, i, asks[a].w) && !(asks[a].w == SW_Q_CAPTURE && takes_pit(m, i)) &&
                !(asks[a].w == SW_Q_WHERE && or_of_choice(m, i)))
                s->ask |= asks[a].ask;
        /* « which had 1 seed », « qui a 2 graines »: a relative, not a question word */
        interrog = interrog || question_word(m, i);
        /* « quel trou me fait rejouer ? », "which house captures?": the move is asked (not
         * « dans quel trou tombe… », where the last one lands) */
        if (faq_situ_has(m, i, SW_INTERROG) && i + 1 < m->n && faq_situ_same_clause(m, i, i + 1) &&
            faq_situ_has(m, i + 1, SW_PIT) && !(i > 0 && faq_situ_has(m, i - 1, SW_IN)) &&
            !faq_situ_clause_has(m, m->k[i].clause, SW_LANDS))
            which = i;
    }
    bool pronoun = which == SIZE_MAX && (which = pronoun_which(m)) != SIZE_MAX;
    /* « quelle case je dois jouer ? », "which one must I play?", « laquelle je joue ? »: the
     * moves the rules allow */
    if (which != SIZE_MAX && (faq_situ_clause_has(m, m->k[which].clause, SW_Q_FORCED) ||
                              (pronoun && !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)))))
        s->ask |= SA_LEGAL;
    /* the where-words of « quel trou » are the move asked, not the landing */
    bool where_else = false;
    for (size_t i = 0; i < m->n; i++)
        where_else = where_else || (faq_situ_has(m, i, SW_Q_WHERE) && i != which && i != which + 1);
    if (which != SIZE_MAX && (s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED | SA_LEGAL)) && !where_else)
        s->ask = (s->ask & ~SA_WHERE) | SA_WHICH;
    s->yes_no = !interrog && !(s->ask & (SA_COUNT | SA_WHERE | SA_CELLS));
    /* "do I drop one back into pit 2? Where does the last one land?": a clause of its own
     * asking yes or no still gets its yes or no */
    const unsigned yes_no_asks = SA_SKIP | SA_REFILL | SA_EXTRA | SA_LEGAL | SA_FORBID | SA_FEED |
                                 SA_CAPTURE | SA_GOES_ON | SA_END | SA_WIN | SA_SLAM;
    for (int cl = 0; m->n > 0 && cl <= m->k[m->n - 1].clause; cl++) {
        unsigned asked = clause_yes_no(m, cl, asks, sizeof asks / sizeof asks[0], yes_no_asks);
        s->yes_no = s->yes_no || asked != 0;
        s->lead_ask = asked ? asked : s->lead_ask;
    }
    if (!s->yes_no)
        s->yes_no = yes_no_after_and(m, asks, sizeof asks / sizeof asks[0], yes_no_asks);
    /* « c'est lui qui gagne ? », "does he win?": the yes/no is asked of the opponent */
    for (size_t i = 0; i < m->n; i++)
        if ((faq_situ_has(m, i, SW_Q_WIN) || faq_situ_has(m, i, SW_Q_LOSE)) &&
            !question_word(m, i) && faq_situ_subject_at(m, i) == SITU_SIDE_THEIRS)
            s->about_theirs = true;
    s->asks_lose = faq_situ_any(m, SW_Q_LOSE);
    s->ask |= off_board_ask(m);
    if (s->ask & SA_GOES_ON)
        s->ask |= SA_END; /* « la partie continue ? »: the end, asked the other way round */
    if (s->ask & SA_REFILL)
        s->ask &= ~SA_SKIP; /* « je remets une graine dans ma case de départ ? » */
}

/* faq_situ_mover.c — who plays the move told (faq_situ_read.h): the player asking
 * (« je joue ma 5 »), or a third person (« s'il joue son 5 », « si elle joue sa case 5, elle me
 * prend combien ? », "if he plays his 2nd", "my opponent puts his dark pebble"), the asker being
 * then that mover's opponent, or an onlooker when the mover's own opponent is told in the third
 * person too (« je regarde mon grand-père jouer … son adversaire en a 2 dans sa première case »).
 *
 * The mover is the subject of the verbs that play or take (SW_PLAY, SW_PLACE, SW_Q_CAPTURE,
 * SW_Q_EXTRA): the nearest person word before each in its clause, pronouns between a subject
 * and its verb skipped (SW_CLITIC). A third person moves only when some such verb is theirs and
 * none is the asker's. Then the question's words are put in the mover's frame before any
 * reading (faq_situ_reframe): the mover's words (« il », « sa case », « chez lui ») become the
 * asker's (« je », « ma case », « chez moi »), the asker's the other side's; for an onlooker
 * the rival (SW_RIVAL) and the possessives after it in its clause stay the other side's and the
 * onlooker's own words are kept. Every reader then builds the position with the mover to move,
 * as it does for « je ». Words come from the lexicon. */
#include "faq_situ_read.h"

/* A word of the asker (« je », « ma », « il me reste »), not part of a third person's name
 * (faq_situ_opponent_at: « il », « ma fille », "my opponent", not the « il » of « il y a »). */
static bool first_at(const struct faq_situ_marked *m, size_t j)
{
    return faq_situ_has(m, j, SW_MINE) && !faq_situ_opponent_at(m, j);
}

/* The person of the verb starting at word i: 1 the asker, 3 a third person, 0 unsaid. *who:
 * the word naming that person. */
static int subject_of(const struct faq_situ_marked *m, size_t i, size_t *who)
{
    for (size_t j = i + 1; j-- > 0 && m->k[j].clause == m->k[i].clause;) {
        if (faq_situ_has(m, j, SW_CLITIC) && j != i)
            continue;
        *who = j;
        if (faq_situ_opponent_at(m, j))
            return 3;
        if (first_at(m, j))
            return 1;
    }
    return 0;
}

static bool moves_at(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_starts(m, i, SW_PLAY) || faq_situ_starts(m, i, SW_PLACE) ||
           faq_situ_starts(m, i, SW_Q_CAPTURE) || faq_situ_starts(m, i, SW_Q_EXTRA);
}

/* The verb at i tells the move a third person makes: a capture or a turn more asked of them
 * (« elle me prend combien ? »), a pit played told after a verb that plays (« s'il joue
 * cette case 4 », "if he plays his 2nd"), a cell after one that places; not a move told as
 * what happened before (« il vient de jouer sa dernière graine », « il a posé ses huit »). */
static bool tells_move(const struct faq_situ_marked *m, size_t i)
{
    if (faq_situ_starts(m, i, SW_Q_CAPTURE) || faq_situ_starts(m, i, SW_Q_EXTRA))
        return true;
    bool place = faq_situ_starts(m, i, SW_PLACE);
    for (size_t j = i + 1; j < m->n && (place || faq_situ_same_clause(m, i, j)); j++)
        if (place ? m->k[j].cell >= 0
                  : m->k[j].num >= 0 || m->k[j].ord >= 0 || faq_situ_has(m, j, SW_PIT))
            return true;
    return false;
}

/* The part every word plays in the mover's frame (see the top comment), into role[m->n]. */
static void frame_roles(const struct faq_situ_marked *m, bool watched, uint8_t role[FAQ_MAX_TOKENS])
{
    bool rival = false; /* the clause under way speaks of the mover's rival */
    for (size_t j = 0; j < m->n; j++) {
        if (j > 0 && m->k[j].clause != m->k[j - 1].clause)
            rival = false;
        if (watched && faq_situ_has(m, j, SW_RIVAL))
            rival = true;
        else if (watched && faq_situ_opponent_at(m, j) && !faq_situ_has(m, j, SW_THEIRS))
            rival = false; /* « … et il a 3 graines »: the mover again */
        role[j] = FAQ_SITU_ROLE_KEEP;
        if (faq_situ_opponent_at(m, j) || faq_situ_has(m, j, SW_THEIRS))
            role[j] = watched && rival ? FAQ_SITU_ROLE_KEEP : FAQ_SITU_ROLE_MOVER;
        else if (first_at(m, j) && !watched)
            role[j] = FAQ_SITU_ROLE_OTHER;
    }
}

void faq_situ_read_mover(const struct faq_situ_ctx *c, struct faq_situ_marked *m,
                         struct faq_situ *s)
{
    int asker = 0, other = 0;
    bool she = false, rival = false, owns = false;
    s->mover = SITU_MOVER_ME;
    s->mover_gender = 'm';
    for (size_t i = 0; i < m->n; i++) {
        size_t who = 0;
        rival = rival || faq_situ_starts(m, i, SW_RIVAL);
        owns = owns || faq_situ_has(m, i, SW_THEIRS);
        if (!moves_at(m, i))
            continue;
        int person = subject_of(m, i, &who);
        if (person == 3 && !tells_move(m, i))
            continue;
        asker += person == 1;
        other += person == 3;
        she = she || (person == 3 && faq_situ_has(m, who, SW_SHE));
    }
    /* a third person moves a row of their own (« son 5 », "his 2nd"): « il » alone may be a
     * pit (« mon trou de départ, il en récupère un ? ») */
    if (other == 0 || asker > 0 || !owns)
        return;
    s->mover = rival ? SITU_MOVER_WATCHED : SITU_MOVER_THEM;
    s->mover_gender = she ? 'f' : 'm';
    uint8_t role[FAQ_MAX_TOKENS];
    frame_roles(m, rival, role);
    faq_situ_reframe(c, s->lang, m, role);
}

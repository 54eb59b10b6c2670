/* faq_situ_marks.c — the marked-word predicates every situation reader asks (faq_situ_read.h):
 * concepts near a word or in a clause, whether a word is a count, whose side or row a word
 * speaks of; and the corrections told (« 3 graines, non pardon, 5 ») applied to the marked
 * numbers before any reading. Pure functions of the marked words; words come from the lexicon. */
#include <stdint.h>
#include <string.h>

#include "faq_situ_read.h"

/* CORRECTION_GAP: the most words between a correction and the new number; CORRECTION_CLAUSES:
 * how many clauses back (its own included) the number it corrects may be. */
enum { CORRECTION_GAP = 3, CORRECTION_CLAUSES = 3 };

/* Some token of [i - back, i + ahead] in i's clause has w. */
bool faq_situ_near(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w, size_t back,
                   size_t ahead)
{
    size_t lo = i > back ? i - back : 0;
    for (size_t j = lo; j <= i + ahead && j < m->n; j++)
        if (m->k[j].clause == m->k[i].clause && faq_situ_has(m, j, w))
            return true;
    return false;
}

bool faq_situ_clause_has(const struct faq_situ_marked *m, int clause, enum faq_situ_word w)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == clause && faq_situ_has(m, j, w))
            return true;
    return false;
}

bool faq_situ_any(const struct faq_situ_marked *m, enum faq_situ_word w)
{
    for (size_t j = 0; j < m->n; j++)
        if (faq_situ_has(m, j, w))
            return true;
    return false;
}

/* "his second one", "the first one": a number word of one right after an ordinal stands for
 * the hole noun, it counts nothing. */
bool faq_situ_pit_pronoun(const struct faq_situ_marked *m, size_t i)
{
    /* « sa 4e une seule »: one said alone at the end of its clause is a count */
    bool alone = faq_situ_has_near(m, i, i + 1, SW_ONLY) && !faq_situ_same_clause(m, i, i + 2);
    return i > 0 && i < m->n && m->k[i].num == 1 && !m->k[i].cont && m->k[i - 1].ord >= 0 &&
           m->k[i].clause == m->k[i - 1].clause && !faq_situ_digits(m, i) && !alone;
}

/* A count: digits, or a number word that is not an article (« une case », « the last
 * one lands »). */
bool faq_situ_is_number(const struct faq_situ_marked *m, size_t i)
{
    if (i >= m->n || m->k[i].num < 0 || m->k[i].cont)
        return false;
    /* « il a plus 1 seul grain »: a number inside a phrase of emptiness counts nothing */
    if (faq_situ_has(m, i, SW_EMPTY) && !faq_situ_starts(m, i, SW_EMPTY))
        return false;
    /* « un de mes trous vides », "one of my pits": which pit, not how many pieces (not « 4 de
     * sa case 1 à sa case 6 », a pit numbered) */
    size_t noun = faq_situ_has_near(m, i, i + 3, SW_PIT) ? i + 3 : i + 4;
    if (i + 2 < m->n && faq_situ_same_clause(m, i, i + 2) && faq_situ_has(m, i + 1, SW_OF) &&
        (faq_situ_has(m, i + 2, SW_MINE) || faq_situ_has(m, i + 2, SW_THEIRS)) &&
        faq_situ_has_near(m, i, noun, SW_PIT) && !(noun + 1 < m->n && faq_situ_digits(m, noun + 1)))
        return false;
    if (faq_situ_digits(m, i))
        return true;
    /* "the one across from it": a pit told by a pronoun, after a function word that neither
     * joins nor counts */
    bool facing_one = i > 0 && faq_situ_has_near(m, i, i + 1, SW_FACING) && m->t.stop[i - 1] &&
                      faq_situ_same_clause(m, i - 1, i) && !faq_situ_has(m, i - 1, SW_HAVE) &&
                      !faq_situ_has(m, i - 1, SW_AND);
    return !faq_situ_has_near(m, i, i + 1, SW_PIT) && !faq_situ_has_near(m, i, i + 1, SW_STORE) &&
           !faq_situ_has_near(m, i, i + 1, SW_ROW) && !faq_situ_has_near(m, i, i + 1, SW_LANDS) &&
           !(i > 0 && faq_situ_has_near(m, i, i - 1, SW_LAST)) && !facing_one &&
           !faq_situ_pit_pronoun(m, i);
}

/* « il », « elle » as the opponent, not as the « il » of « il y a ». */
bool faq_situ_opponent_at(const struct faq_situ_marked *m, size_t i)
{
    /* « il ne me reste rien »: « il » before « me » is no one */
    bool impersonal =
        (i + 1 < m->n && faq_situ_has(m, i + 1, SW_MINE) && m->k[i + 1].clause == m->k[i].clause) ||
        (i + 2 < m->n && m->t.stop[i + 1] && faq_situ_has(m, i + 2, SW_MINE) &&
         m->k[i + 2].clause == m->k[i].clause && !faq_situ_has(m, i + 1, SW_OPPONENT));
    /* (a short subject pronoun: « il », not « lui » nor « l'autre ») */
    return faq_situ_has(m, i, SW_OPPONENT) && !faq_situ_bit(m->k[i].start_mask, SW_HAVE) &&
           !(impersonal && !faq_situ_has(m, i, SW_THEIRS) && strlen(m->t.tok[i]) <= 2);
}

bool faq_situ_clause_opponent(const struct faq_situ_marked *m, int clause)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == clause &&
            (faq_situ_opponent_at(m, j) || faq_situ_has(m, j, SW_THEIRS)))
            return true;
    return false;
}

enum faq_situ_side faq_situ_owner_at(const struct faq_situ_marked *m, size_t i)
{
    bool mine = faq_situ_has(m, i, SW_MINE),
         theirs = faq_situ_opponent_at(m, i) || faq_situ_has(m, i, SW_THEIRS);
    return mine == theirs ? SITU_SIDE_UNSAID : mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
}

/* Whose row a statement at token i is about: the nearest person named before it in its
 * clause (« mon adversaire est à sec », « il ne me reste que… »), i itself included. */
enum faq_situ_side faq_situ_subject_at(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j-- > 0 && m->k[j].clause == m->k[i].clause;) {
        enum faq_situ_side side = faq_situ_owner_at(m, j);
        if (side != SITU_SIDE_UNSAID)
            return side;
        if (j < i && faq_situ_has(m, j, SW_AND) && j + 1 < m->n && faq_situ_has(m, j + 1, SW_HAVE))
            break; /* « il a 4 graines … et j'ai 11 graines »: another subject's clause */
    }
    return SITU_SIDE_UNSAID;
}

/* The side said just around token i (a few words back, or « adverse » right after). */
enum faq_situ_side faq_situ_side_at(const struct faq_situ_marked *m, size_t i)
{
    for (size_t d = 1; d <= 3 && d <= i; d++) {
        size_t j = i - d;
        if (m->k[j].clause != m->k[i].clause)
            break;
        if (faq_situ_has(m, j, SW_THEIRS))
            return SITU_SIDE_THEIRS;
        if (faq_situ_has(m, j, SW_MINE))
            return SITU_SIDE_MINE;
    }
    /* « la case 3 de mon adversaire », « la dernière case de l'adversaire », « le 1er trou de
     * mon adversaire » (the hole noun after the place's word is its own) */
    size_t from =
        faq_situ_has_near(m, i, i + 1, SW_PIT) && !faq_situ_has(m, i, SW_PIT) ? i + 2 : i + 1;
    for (size_t j = from;
         j <= i + 4 && j < m->n && m->k[j].clause == m->k[i].clause &&
         !faq_situ_has(m, j, SW_PIT) && !faq_situ_is_number(m, j) && !faq_situ_has(m, j, SW_AND) &&
         !faq_situ_has(m, j, SW_HAVE); /* « …case 1 et il a… »: another subject */
         j++)
        if (faq_situ_has(m, j, SW_THEIRS) || faq_situ_opponent_at(m, j))
            return SITU_SIDE_THEIRS;
    return SITU_SIDE_UNSAID;
}

size_t faq_situ_run_head(const struct faq_situ_marked *m, size_t i)
{
    while (i > 0 && faq_situ_same_clause(m, i, i - 1)) {
        if (faq_situ_is_number(m, i - 1))
            i--;
        else if (i > 1 && faq_situ_has(m, i - 1, SW_AND) && faq_situ_is_number(m, i - 2) &&
                 faq_situ_same_clause(m, i, i - 2))
            i -= 2;
        else
            break;
    }
    return i;
}

bool faq_situ_free_number(const struct faq_situ_reader *p, size_t i)
{
    return faq_situ_is_number(p->m, i) && !p->used[i];
}

/* A hole noun or its determiner right before word k (« non, case 5 », « non, la 5 »): the
 * correction names a pit. */
static bool has_pit_before(const struct faq_situ_marked *m, size_t k)
{
    return k > 0 && m->k[k - 1].clause == m->k[k].clause &&
           (faq_situ_bit(m->k[k - 1].mask, SW_PIT) || faq_situ_bit(m->k[k - 1].mask, SW_PIT_DET));
}

/* A number word of the marked words counts pieces: a piece word right after it. */
static bool piece_after(const struct faq_situ_marked *m, size_t i)
{
    return i + 1 < m->n && m->k[i + 1].clause == m->k[i].clause &&
           (faq_situ_bit(m->k[i + 1].mask, SW_PIECE) || faq_situ_bit(m->k[i + 1].mask, SW_PEBBLE));
}

/* « 3 graines dans ma case 4, non pardon, 5 », "pit 2, I mean 3": the number told after a
 * correction replaces the one it corrects: a number of pieces when it says so or is bare
 * and one was told just before, else the number or ordinal told last. The correcting one
 * is no count of its own, unless it says what it counts and the corrected one does not
 * (« j'ai 9, non attends, 10 graines dans ma case 2 »): then the corrected one is dropped. */
/* « J'ai 3... non, 4 escargots », "3, no, 4 seeds": a bare « non » alone in its clause between
 * a number and the number it tells instead. */
static bool bare_no(const struct faq_situ_marked *m, size_t j)
{
    return faq_situ_bit(m->k[j].mask, SW_BARE_NO) && j > 0 && j + 1 < m->n &&
           m->k[j - 1].clause != m->k[j].clause && m->k[j + 1].clause != m->k[j].clause &&
           m->k[j - 1].num >= 0 && m->k[j + 1].num >= 0;
}

void faq_situ_apply_corrections(struct faq_situ_marked *m)
{
    for (size_t j = 0; j < m->n; j++) {
        bool bare = bare_no(m, j);
        if ((!faq_situ_bit(m->k[j].start_mask, SW_CORRECTION) && !bare) ||
            (j > 0 && faq_situ_bit(m->k[j - 1].mask, SW_CORRECTION)))
            continue; /* one correction a phrase: « non pardon » is not « pardon » again */
        size_t k = bare ? j + 1 : j, fix = SIZE_MAX, count = SIZE_MAX, last = SIZE_MAX;
        while (k < m->n && faq_situ_bit(m->k[k].mask, SW_CORRECTION))
            k++;
        while (k < m->n && k <= j + CORRECTION_GAP && m->k[k].num < 0 && m->k[k].ord < 0)
            k++;
        if (k >= m->n || k > j + CORRECTION_GAP + 1 || m->k[k].cont ||
            (m->k[k].num < 0 && m->k[k].ord < 0))
            continue;
        bool ord = m->k[k].ord >= 0;
        for (size_t i = j; i-- > 0 && m->k[i].clause + CORRECTION_CLAUSES > m->k[j].clause;) {
            if (m->k[i].cont || (ord ? m->k[i].ord < 0 : m->k[i].num < 0))
                continue;
            if (last == SIZE_MAX)
                last = i;
            if (count == SIZE_MAX && piece_after(m, i))
                count = i;
        }
        fix = !ord && count != SIZE_MAX && (piece_after(m, k) || !has_pit_before(m, k)) ? count
                                                                                        : last;
        if (fix == SIZE_MAX)
            continue;
        if (!ord && piece_after(m, k) && !piece_after(m, fix)) {
            m->k[fix].num = -1;
        } else if (ord) {
            m->k[fix].ord = m->k[k].ord;
            m->k[k].ord = -1;
        } else {
            m->k[fix].num = m->k[k].num;
            m->k[k].num = -1;
        }
    }
}

/* faq_situ_scores.c — the stores told as a score and the pieces told on the whole board:
 * « je mène 30 à 10 », "I'm losing 8 to 28 in the pots", « on est à 23 partout dans les
 * réserves », « les pots : 23 pour moi, 22 pour lui », « il en reste 11 sur le plateau ». Each
 * number read here is used (p->used) so that no later reader takes it for a pit's count. */
#include "faq_situ_read.h"

/* SCORE_STORE_WORDS: the most words back from a count to the store noun it is told of (« les
 * pots : 23 pour moi »); BOARD_WORDS: the most words from a count to the words naming the
 * whole board (« 10 snails are still on the board »); SCORE_PRONOUN_WORDS: the most words of a
 * possessive standing for a store (« la sienne »). */
enum { SCORE_STORE_WORDS = 6, BOARD_WORDS = 4, SCORE_PRONOUN_WORDS = 3 };

/* A number at i no reading has used, that is not a pit's or a row's number (« case 3 »,
 * « 6 trous »). */
static bool free_count(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    return i < m->n && faq_situ_is_number(m, i) && !p->used[i] &&
           !(i > 0 && faq_situ_has_near(m, i, i - 1, SW_PIT)) &&
           !faq_situ_has_near(m, i, i + 1, SW_PIT) && !faq_situ_has_near(m, i, i + 1, SW_PLAYERS);
}

static void add_store(struct faq_situ_reader *p, size_t i, enum faq_situ_side side)
{
    faq_situ_add_count(
        p->s, (struct faq_situ_count){
                  .side = side, .rel = SITU_REL_PIT, .count = p->m->k[i].num, .store = true});
    p->used[i] = true;
    p->told++;
}

/* The stores or the game's outcome are what clause cl speaks of: a store named in it, or a
 * resign or a win told in the question (« je mène 30 à 10, j'abandonne »). */
static bool about_stores(const struct faq_situ_marked *m, int cl)
{
    return faq_situ_clause_has(m, cl, SW_STORE) || faq_situ_any(m, SW_RESIGN) ||
           faq_situ_any(m, SW_Q_WIN);
}

/* « je mène 30 à 10 », "I'm losing 8 to 28", « il mène 20 à 12 »: two counts joined by « à »,
 * the first the subject's store, the second the other's. */
static void score_pair(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (!free_count(p, i) || !faq_situ_has_near(m, i, i + 1, SW_TO) || !free_count(p, i + 2) ||
        !about_stores(m, m->k[i].clause))
        return;
    bool theirs = faq_situ_subject_at(m, i) == SITU_SIDE_THEIRS;
    add_store(p, i, theirs ? SITU_SIDE_THEIRS : SITU_SIDE_MINE);
    add_store(p, i + 2, theirs ? SITU_SIDE_MINE : SITU_SIDE_THEIRS);
}

/* « on est à 23 partout dans les réserves », "24 all in the stores": every store holds it. */
static void score_level(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    int cl = m->k[i].clause;
    if (!free_count(p, i) || !faq_situ_clause_has(m, cl, SW_STORE) ||
        faq_situ_clause_has(m, cl, SW_PIT) ||
        !(faq_situ_starts(m, i + 1, SW_EVERYWHERE) ||
          (faq_situ_has_near(m, i, i + 1, SW_PIECE) && faq_situ_starts(m, i + 2, SW_EVERYWHERE))))
        return;
    add_store(p, i, SITU_SIDE_MINE);
    faq_situ_add_count(p->s, (struct faq_situ_count){.side = SITU_SIDE_THEIRS,
                                                     .rel = SITU_REL_PIT,
                                                     .count = m->k[i].num,
                                                     .store = true});
}

/* « les pots : 23 pour moi, 22 pour lui », « les scores : 24 pour moi », "16 for him": a count
 * told with the person whose store it is right after it, a store or the score named a few
 * words before and no pit between. */
static void score_person(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (!free_count(p, i) || faq_situ_has_near(m, i, i + 1, SW_PIECE) ||
        faq_situ_has_near(m, i, i + 1, SW_IN))
        return;
    bool store = false;
    for (size_t j = i; j-- > 0 && j + SCORE_STORE_WORDS >= i && !store;) {
        if (faq_situ_has(m, j, SW_PIT) || faq_situ_has(m, j, SW_ROW))
            return;
        store = faq_situ_has(m, j, SW_STORE) || faq_situ_has(m, j, SW_Q_WIN);
    }
    for (size_t j = i + 1; store && j <= i + 2 && faq_situ_same_clause(m, i, j); j++) {
        bool mine = faq_situ_has(m, j, SW_MINE) && !faq_situ_has(m, j, SW_THEIRS),
             theirs = faq_situ_opponent_at(m, j) && !faq_situ_has(m, j, SW_MINE);
        if (mine || theirs) {
            if (j + 1 >= m->n || !faq_situ_same_clause(m, j, j + 1) ||
                faq_situ_has(m, j + 1, SW_AND))
                add_store(p, i, mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS);
            return;
        }
    }
}

/* The side a possessive at j names alone (« la sienne », "his"), with no noun after it, once a
 * store was named before it: SITU_SIDE_UNSAID when it is not that. *end: its last word. */
static enum faq_situ_side store_pronoun(const struct faq_situ_reader *p, size_t j, size_t *end)
{
    const struct faq_situ_marked *m = p->m;
    bool mine = faq_situ_starts(m, j, SW_MINE), theirs = faq_situ_starts(m, j, SW_THEIRS);
    bool store = false;
    if (mine == theirs || faq_situ_has(m, j, SW_PIT_DET))
        return SITU_SIDE_UNSAID;
    enum faq_situ_word w = mine ? SW_MINE : SW_THEIRS;
    size_t e = j;
    while (e + 1 < m->n && faq_situ_same_clause(m, e, e + 1) && faq_situ_has(m, e + 1, w) &&
           !faq_situ_starts(m, e + 1, SW_MINE) && e + 1 - j < SCORE_PRONOUN_WORDS)
        e++;
    for (size_t k = 0; k < j && !store; k++)
        store = faq_situ_has(m, k, SW_STORE);
    size_t n = e + 1; /* the word after it, in its clause */
    bool noun = n < m->n && faq_situ_same_clause(m, e, n) &&
                (faq_situ_has(m, n, SW_PIT) || faq_situ_has(m, n, SW_STORE) ||
                 faq_situ_has(m, n, SW_ROW) || faq_situ_has(m, n, SW_PIECE));
    /* a determiner of one word (« sa », « mon ») is no pronoun in French; « la sienne » is */
    bool pronoun = e > j || p->s->lang == FAQ_LANG_EN ||
                   (j > 0 && m->t.stop[j - 1] && faq_situ_same_clause(m, j - 1, j));
    *end = e;
    return store && !noun && pronoun ? (mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS)
                                     : SITU_SIDE_UNSAID;
}

/* A count at i told alone: its clause ends right after it (« …la sienne 21 et il a 5 pierres de
 * son côté » is left to the counts, whose clause it shares). */
static bool count_alone(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    return free_count(p, i) && (i + 1 >= m->n || !faq_situ_same_clause(m, i, i + 1));
}

/* « il en a 19 dans la sienne », « ma réserve 21, la sienne : 20 », "10 in his", "my store 20,
 * his 14": a count told with a possessive standing for a store named before (store_pronoun):
 * right before it after « dans », "in", or right after it, alone (in the next clause after
 * « : »). */
static void score_pronoun(struct faq_situ_reader *p, size_t j)
{
    const struct faq_situ_marked *m = p->m;
    size_t e;
    enum faq_situ_side side = store_pronoun(p, j, &e);
    if (side == SITU_SIDE_UNSAID)
        return;
    if (j >= 2 && faq_situ_has(m, j - 1, SW_IN) && faq_situ_same_clause(m, j - 2, j) &&
        free_count(p, j - 2)) {
        add_store(p, j - 2, side);
        return;
    }
    if (e + 1 < m->n && count_alone(p, e + 1) &&
        (faq_situ_same_clause(m, e, e + 1) || m->k[e + 1].clause == m->k[e].clause + 1))
        add_store(p, e + 1, side);
}

/* « Ma réserve : 19 », « ma réserve 21 la sienne 21 », "His store: 14": a store named with its
 * owner right before it, its count right after, alone (or before the other store's pronoun). */
static void score_owned(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t e;
    if (!faq_situ_has(m, i, SW_STORE) || i == 0 || i + 1 >= m->n ||
        !faq_situ_same_clause(m, i - 1, i) ||
        !(faq_situ_same_clause(m, i, i + 1) || m->k[i + 1].clause == m->k[i].clause + 1) ||
        !(count_alone(p, i + 1) || (free_count(p, i + 1) && i + 2 < m->n &&
                                    store_pronoun(p, i + 2, &e) != SITU_SIDE_UNSAID)))
        return;
    bool mine = faq_situ_has(m, i - 1, SW_MINE),
         theirs = faq_situ_has(m, i - 1, SW_THEIRS) || faq_situ_opponent_at(m, i - 1);
    if (mine != theirs)
        add_store(p, i + 1, mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS);
}

/* « il en reste 11 sur le plateau », "10 snails are still in play": the pieces of the whole
 * board (s->on_board), not of a row nor one per side (« 9 de chaque côté »). */
static void on_board(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (!free_count(p, i))
        return;
    for (size_t j = i + 1; j <= i + BOARD_WORDS && faq_situ_same_clause(m, i, j); j++) {
        if (faq_situ_starts(m, j, SW_ON_BOARD)) {
            for (size_t k = j; k < m->n && faq_situ_has(m, k, SW_ON_BOARD) &&
                               (k == j || !faq_situ_starts(m, k, SW_ON_BOARD));
                 k++)
                if (faq_situ_has(m, k, SW_EACH) || faq_situ_has(m, k, SW_PER))
                    return;
            p->s->on_board = m->k[i].num;
            p->used[i] = true;
            p->told++;
            return;
        }
        if (faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_PIT) ||
            faq_situ_has(m, j, SW_STORE) || faq_situ_has(m, j, SW_ROW))
            return;
    }
}

void faq_situ_read_scores(struct faq_situ_reader *p)
{
    for (size_t i = 0; i < p->m->n; i++) {
        score_pair(p, i);
        score_level(p, i);
        score_person(p, i);
        score_owned(p, i);
        score_pronoun(p, i);
        on_board(p, i);
    }
}

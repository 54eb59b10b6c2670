/* faq_situ_places.c — the places a situation names (p->pl): numbered pits (« ma 5e case »,
 * « case 5 », "pit 3"), the last and the one before the last of a row, the middle, « en face »,
 * stores, lists of pits and the player owning a pit (kalah). « celle d'après » is resolved by
 * faq_situ_place_after.c, the clause of the landing and its place by faq_situ_landing.c. */
#include "faq_situ_read.h"

/* LAP_AFTER_WORDS: the most words from « après » to the lap it dates ("my pit after a full lap":
 * a time, not « the pit after »). */
enum { LAP_AFTER_WORDS = 3 };

/* BESIDE_WORDS: the most words from a pit to the store it is told by (« le trou juste à côté de
 * ma réserve », "the pit right next to my store"). */
enum { BESIDE_WORDS = 6 };

static void add_place(struct faq_situ_reader *p, struct faq_situ_place pl)
{
    if (p->npl < SITU_MAX_PLACES)
        p->pl[p->npl++] = pl;
}

/* The list a number at i continues (« cases 1, 2 et 3 »: 2 and 3 follow the numbered pit
 * 1 right before, or after « et »): the index of the list's first place, else -1. */
static int list_head(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (i == 0 || p->npl == 0)
        return -1;
    /* « sa case 1 et 1 dans sa case 2 »: a number told of pieces or of a place is a count
     * (not « ses trous 1, 2 et 3 en ont… », whose « en » is the verb's) */
    if ((faq_situ_has_near(m, i, i + 1, SW_IN) && !faq_situ_has(m, i + 1, SW_HAVE)) ||
        faq_situ_has_near(m, i, i + 1, SW_PIECE) || faq_situ_has_near(m, i, i + 1, SW_PEBBLE) ||
        faq_situ_has_near(m, i, i + 1, SW_ONLY))
        return -1;
    size_t prev = faq_situ_has_near(m, i, i - 1, SW_AND) && i > 1 ? i - 2 : i - 1;
    const struct faq_situ_place *last = &p->pl[p->npl - 1];
    if (last->at != prev || last->rel != SITU_REL_PIT || last->pit <= 0 ||
        m->k[prev].clause != m->k[i].clause || !faq_situ_is_number(m, prev))
        return -1;
    return last->list >= 0 ? last->list : (int)(p->npl - 1);
}

/* « le trou juste à côté de ma réserve », « celui juste avant ma réserve », "the pit next to my
 * store": the store at i tells which pit the place just before it is, a row's last (the pit
 * sown right before the store), of the store's row. Returns that place, else NULL. */
static struct faq_situ_place *pit_by_store(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (p->npl == 0)
        return NULL;
    struct faq_situ_place *b = &p->pl[p->npl - 1];
    if (b->at >= i || i - b->at > BESIDE_WORDS || !faq_situ_same_clause(m, b->at, i) || b->store ||
        !(b->rel == SITU_REL_BEFORE || (b->rel == SITU_REL_PIT && b->pit == 0)))
        return NULL;
    for (size_t j = b->at; j < i; j++)
        if (faq_situ_has(m, j, SW_BESIDE) || faq_situ_has(m, j, SW_BEFORE))
            return b;
    return NULL;
}

/* « ses 5 et 6 en ont 3 », "my 1 and 2 have 4": two numbers in digits joined by « et » right
 * after a possessive, the verb of having right after them, name two pits of that row (their
 * noun left out), the count told after the verb: the first of them at i. */
static bool owned_pair(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (i == 0 || i + 3 >= m->n || !faq_situ_is_number(m, i) || p->used[i] ||
        !faq_situ_is_number(m, i + 2) || !faq_situ_same_clause(m, i - 1, i + 3) ||
        !(faq_situ_has(m, i - 1, SW_MINE) || faq_situ_has(m, i - 1, SW_THEIRS)) ||
        !faq_situ_has(m, i + 1, SW_AND) || !faq_situ_has(m, i + 3, SW_HAVE))
        return false;
    for (size_t k = i; k <= i + 2; k += 2)
        if (!faq_situ_digits(m, k) || m->k[k].num < 1 || m->k[k].num > RULES_MAX_HOLES)
            return false;
    return true;
}

/* A pit told by its number alone where a pit is meant (« en face du 5 », « celui d'en face du
 * 5e », "across from 6", "I play 2"): the number, else 0. */
static int label_pit(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    bool digits = faq_situ_digits(m, i);
    int v = faq_situ_is_number(m, i) && !p->used[i] ? m->k[i].num : m->k[i].ord;
    if (i < 2 || !digits || v < 1 || v > RULES_MAX_HOLES || m->k[i].cont ||
        !faq_situ_same_clause(m, i, i - 2) || faq_situ_has_near(m, i, i + 1, SW_PIECE) ||
        faq_situ_has_near(m, i, i + 1, SW_PEBBLE) || faq_situ_has_near(m, i, i + 1, SW_PLAYERS) ||
        faq_situ_has_near(m, i, i + 1, SW_PIT) || faq_situ_has_near(m, i, i + 1, SW_FIRST) ||
        faq_situ_has_near(m, i, i + 1, SW_LAST) || faq_situ_has_near(m, i, i + 1, SW_REST) ||
        faq_situ_has(m, i, SW_FACING))
        return 0;
    /* « en face du 5 », "across from 6": a function word between, no possessive (« en face
     * ses 3 premières », « celui d'en face 6 » are counts) */
    size_t j = i - 1;
    if (faq_situ_has(m, j, SW_PLAY) && faq_situ_is_number(m, i))
        return v;
    /* « je prends les 2 du 3 ? », "the 2 of 3": a count, « de », then the pit it is of */
    if (faq_situ_has(m, j, SW_OF) && faq_situ_is_number(m, j - 1) && faq_situ_is_number(m, i) &&
        !faq_situ_has(m, j - 1, SW_OF) && faq_situ_digits(m, j - 1))
        return v;
    bool link = (m->t.stop[j] || faq_situ_has(m, j, SW_IN)) && !faq_situ_has(m, j, SW_FACING) &&
                !faq_situ_has(m, j, SW_MINE) && !faq_situ_has(m, j, SW_THEIRS) &&
                !faq_situ_has(m, j, SW_PLAY) &&
                !faq_situ_has(m, j, SW_HAVE); /* « le trou d'en face a 6 » */
    return link && faq_situ_has(m, j - 1, SW_FACING) ? v : 0;
}

/* « sa première case en a 2 et sa deuxième 1 », « sa 4e une seule », « sa 2e 1 graine »: an
 * ordinal of a side, its noun left out, then its count alone (at the end of the clause or before
 * « et », an « only » word or its piece word between). */
static bool count_after_ordinal(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i + 2;
    while (j < m->n && faq_situ_same_clause(m, i, j) && faq_situ_has(m, j, SW_ONLY) &&
           !faq_situ_has(m, j, SW_PIECE))
        j++;
    if (faq_situ_has_near(m, i, j, SW_PIECE)) /* « sa 2e 1 graine, sa 3e 4 » */
        j++;
    return i > 0 &&
           (faq_situ_has_near(m, i, i - 1, SW_THEIRS) || faq_situ_has_near(m, i, i - 1, SW_MINE)) &&
           (j >= m->n || !faq_situ_same_clause(m, i, j) || faq_situ_has(m, j, SW_AND));
}

/* « 1 ds sa 1ere 1 ds sa 2e », "1 in his 1st 1 in his 2nd": the number at i opens the next item
 * of a list told without commas (its « dans » right after it, or after its piece word), not a
 * count of the ordinal before it. */
static bool next_item(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has_near(m, i, i + 1, SW_IN) ||
           (faq_situ_has_near(m, i, i + 1, SW_PIECE) && faq_situ_has_near(m, i, i + 2, SW_IN));
}

/* FACING_LAST_WORDS: the most words from « en face » to the last pit it is of (« en face de
 * ma dernière »). */
enum { FACING_LAST_WORDS = 3 };

/* « la case en face de ma dernière », "the pit opposite my last one": the last of a row told
 * with its owner right after « en face », its noun left out, is that row's last pit. */
static bool facing_last(const struct faq_situ_marked *m, size_t i)
{
    return i > 0 &&
           (faq_situ_has_near(m, i, i - 1, SW_MINE) || faq_situ_has_near(m, i, i - 1, SW_THEIRS)) &&
           faq_situ_near(m, i, SW_FACING, FACING_LAST_WORDS, 0) &&
           !faq_situ_has_near(m, i, i + 1, SW_PIECE) && !faq_situ_has_near(m, i, i + 1, SW_PEBBLE);
}

/* "1st and 2nd houses", « 1re, 2e et 3e cases »: ordinals joined up to the hole noun. */
static bool ordinals_to_pit(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i + 1;
    bool joined = false;
    while (j < m->n && faq_situ_same_clause(m, i, j)) {
        if (m->k[j].ord >= 0)
            j++, joined = true;
        else if (faq_situ_has(m, j, SW_AND) && j + 1 < m->n && m->k[j + 1].ord >= 0)
            j += 2, joined = true;
        else
            break;
    }
    return joined && faq_situ_has_near(m, i, j, SW_PIT);
}

/* The token of the list item told before an ordinal at i (« 1re, 2e », "1st and 2nd", « sa
 * première et sa deuxième », « sa 1re, sa 2e »): i - 1, or before the « et » or the
 * determiner. */
static size_t list_prev(const struct faq_situ_marked *m, size_t i)
{
    if (i > 1 && faq_situ_has_near(m, i, i - 1, SW_AND))
        return i - 2;
    if (i > 2 && faq_situ_has_near(m, i, i - 1, SW_PIT_DET) &&
        faq_situ_has_near(m, i, i - 2, SW_AND))
        return i - 3;
    return i > 0 ? i - 1 : 0;
}

/* "His 1st, 2nd and 3rd have 2, 1, 2", « sa 1re, sa 2e et sa 3e ont … »: an ordinal right after
 * the ordinal of the pit told last, in its clause, the hole noun left out: one more pit of that
 * list (its row, read below). */
static bool listed_ordinal(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (m->k[i].ord < 1 || i == 0 || p->npl == 0 || faq_situ_has_near(m, i, i + 1, SW_PIECE))
        return false;
    const struct faq_situ_place *last = &p->pl[p->npl - 1];
    size_t prev = list_prev(m, i);
    return prev < i && last->at == prev && last->rel == SITU_REL_PIT && last->pit > 0 &&
           !last->store && m->k[prev].ord >= 0 && faq_situ_same_clause(m, prev, i);
}

/* PLACE_PLAYER_WORDS: the most words between a pit and the player owning it (« le trou 3 du
 * joueur suivant », "the opposite player's pit 5"). */
enum { PLACE_PLAYER_WORDS = 8 };

/* The player named as the owner of the pit told at i, right before it ("the next player's pit
 * 4", « le joueur d'en face a son trou 4 vide ») or right after it (« le trou 3 du joueur
 * suivant »), nothing counted between: SITU_PLAYER_*, else 0. */
static int place_player(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t j = i; j-- > 0 && j + PLACE_PLAYER_WORDS >= i && faq_situ_same_clause(m, i, j);) {
        if (faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_MINE) || faq_situ_has(m, j, SW_IN) ||
            (j + 1 < i && faq_situ_has(m, j, SW_PIT)))
            break;
        if (faq_situ_player_word(p, j))
            return faq_situ_player_word(p, j);
    }
    /* « du joueur suivant », "of the next player": the owner joined right after */
    if (faq_situ_player_word(p, i + 1) && faq_situ_same_clause(m, i, i + 1))
        return faq_situ_player_word(p, i + 1);
    if (faq_situ_has_near(m, i, i + 1, SW_OF) && faq_situ_player_word(p, i + 2) &&
        faq_situ_same_clause(m, i, i + 2))
        return faq_situ_player_word(p, i + 2);
    return 0;
}

/* « Chez lui, les cases 1 et 2 ont… », "On his side, pits 1 to 3 have…", « En face : … »: a
 * short clause before clause cl naming only a row (a person, a side, « en face »; no number)
 * is the row of the pits cl numbers without a side of their own. */
static enum faq_situ_side heading_side(const struct faq_situ_marked *m, int cl)
{
    enum faq_situ_side side = SITU_SIDE_UNSAID;
    size_t words = 0;
    for (size_t j = 0; j < m->n && m->k[j].clause <= cl - 1; j++) {
        if (m->k[j].clause != cl - 1)
            continue;
        if (m->k[j].num >= 0 || m->k[j].ord >= 0 || m->k[j].game >= 0 ||
            faq_situ_has(m, j, SW_PIT) || ++words > SITU_ROW_HEADING_WORDS)
            return SITU_SIDE_UNSAID;
        bool mine = faq_situ_has(m, j, SW_MINE), theirs = faq_situ_has(m, j, SW_THEIRS) ||
                                                          faq_situ_opponent_at(m, j) ||
                                                          faq_situ_has(m, j, SW_FACING);
        if (mine && !theirs)
            side = side == SITU_SIDE_THEIRS ? SITU_SIDE_UNSAID : SITU_SIDE_MINE;
        else if (theirs && !mine)
            side = side == SITU_SIDE_MINE ? SITU_SIDE_UNSAID : SITU_SIDE_THEIRS;
    }
    return side;
}

/* Number i opens its clause with its hole noun (« trou 2 = 1 », "pit 3: 2"). */
static bool item_opens(const struct faq_situ_marked *m, size_t i)
{
    return i > 0 && faq_situ_is_number(m, i) && faq_situ_has_near(m, i, i - 1, SW_PIT) &&
           (i == 1 || !faq_situ_same_clause(m, i - 2, i - 1));
}

/* COUNTS_RUN_MIN: the fewest numbers in a row after a hole noun read as counts, not pits. */
enum { COUNTS_RUN_MIN = 3 };

/* « mes otre case 1 1 0 2 3 », "the other pits 2 0 1 1": numbers in a row after a hole noun
 * that cannot be pits listed (a 0, a repeat, a smaller one after a larger) are counts. */
static bool counts_run(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    int n = 0, prev = 0;
    bool pits = true;
    for (size_t j = i; j < m->n && faq_situ_same_clause(m, i, j); j++) {
        if (faq_situ_has(m, j, SW_AND) && n > 0)
            continue;
        if (!faq_situ_free_number(p, j))
            break;
        pits = pits && m->k[j].num > prev;
        prev = m->k[j].num;
        n++;
    }
    return n >= COUNTS_RUN_MIN && !pits;
}

/* « sa dernière case a 1 graine et l'avant-dernière en a 5 », "his last pit has 1 and the
 * second to last 5": a rank told at i with its noun left out, right after a pit of a row told
 * by its rank or number (this clause or the one before), is a pit of that row. */
static bool rank_alone(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i + 1;
    while (j < m->n && faq_situ_has(m, j, SW_BEFORE_LAST) && !faq_situ_starts(m, j, SW_BEFORE_LAST))
        j++;
    if (p->npl == 0 || faq_situ_has_near(m, i, j, SW_PIECE) || faq_situ_has_near(m, i, j, SW_PIT))
        return false;
    const struct faq_situ_place *o = &p->pl[p->npl - 1];
    return o->rel == SITU_REL_PIT && o->pit != 0 && !o->store && o->at < i &&
           m->k[o->at].clause + 1 >= m->k[i].clause;
}

/* « son avant-dernière case en a 4 et sa dernière 1 », « … et la dernière est vide »: the last
 * told with its noun left out after a pit of a row, its count right after it, is that row's
 * last pit (not « la dernière tombe … », the last piece). */
static bool last_counted(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    return rank_alone(p, i) && i + 1 < m->n && faq_situ_same_clause(m, i, i + 1) &&
           (faq_situ_is_number(m, i + 1) || faq_situ_has(m, i + 1, SW_HAVE) ||
            faq_situ_has(m, i + 1, SW_EMPTY));
}

/* « 1,2,1,2,1 dans ses cinq premières et 6 dans sa dernière », "and 6 in his last": the last
 * told with its noun left out after a count, « dans » and a determiner, no piece after it (not
 * « 2 dans la dernière graine »): that row's last pit. */
static bool last_after_count(const struct faq_situ_marked *m, size_t i)
{
    return i >= 3 && faq_situ_has_near(m, i, i - 1, SW_PIT_DET) &&
           faq_situ_has_near(m, i, i - 2, SW_IN) && faq_situ_is_number(m, i - 3) &&
           faq_situ_same_clause(m, i - 3, i) && !faq_situ_has_near(m, i, i + 1, SW_PIECE) &&
           !faq_situ_has_near(m, i, i + 1, SW_PEBBLE) &&
           !faq_situ_has_near(m, i, i + 1, SW_PLAYERS);
}

/* « après mon coup », "after sowing", « après ses graines », "after going round", « après le
 * tour »: the word of « celle d'après » at i followed by a move, pieces, a side or the lap is of
 * time, not a place. */
static bool after_other(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i + 1;
    while (j < m->n && faq_situ_has(m, j, SW_AFTER) && !faq_situ_starts(m, j, SW_AFTER))
        j++;
    return faq_situ_has_near(m, i, j, SW_PLAY) || faq_situ_has_near(m, i, j, SW_PIECE) ||
           faq_situ_has_near(m, i, j, SW_MINE) || faq_situ_has_near(m, i, j, SW_THEIRS) ||
           faq_situ_has_near(m, i, j, SW_Q_LAPS);
}

/* « avant il avait 2 0 1 », "before, he had 3": a word of « before » opening its clause, a
 * person and a verb of having right after it, tells the moment before the move, no pit. */
static bool moment_before(const struct faq_situ_marked *m, size_t i)
{
    return (i == 0 || !faq_situ_same_clause(m, i - 1, i)) &&
           (faq_situ_has_near(m, i, i + 1, SW_MINE) || faq_situ_has_near(m, i, i + 1, SW_THEIRS) ||
            (faq_situ_same_clause(m, i, i + 1) && faq_situ_opponent_at(m, i + 1))) &&
           !faq_situ_has(m, i + 1, SW_PIT_DET) &&
           (faq_situ_has_near(m, i, i + 1, SW_HAVE) || faq_situ_has_near(m, i, i + 2, SW_HAVE));
}

/* « moi j'ai 4 ds la 1re », « rien dans le 2e », « je joue la 5e »: an ordinal after a pit's
 * determiner with no owner (« la », « le »), its noun left out (« le troisième joueur » is a
 * player) and no count of its own after it in its clause: the row of its clause's subject, else
 * that of the place told last, in its clause or the one before; SITU_SIDE_UNSAID when neither
 * tells. */
static enum faq_situ_side determined_row(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (i == 0 || !faq_situ_has_near(m, i, i - 1, SW_PIT_DET) || faq_situ_has(m, i - 1, SW_MINE) ||
        faq_situ_has(m, i - 1, SW_THEIRS) || faq_situ_has_near(m, i, i + 1, SW_PIECE) ||
        faq_situ_has_near(m, i, i + 1, SW_PIT) || faq_situ_has_near(m, i, i + 1, SW_PLAYERS) ||
        (faq_situ_same_clause(m, i, i + 1) && faq_situ_opponent_at(m, i + 1)) ||
        (faq_situ_is_number(m, i + 1) && faq_situ_same_clause(m, i, i + 1)))
        return SITU_SIDE_UNSAID;
    enum faq_situ_side side = faq_situ_subject_at(m, i);
    if (side != SITU_SIDE_UNSAID || p->npl == 0)
        return side;
    const struct faq_situ_place *last = &p->pl[p->npl - 1];
    return last->rel == SITU_REL_PIT && last->pit != 0 && !last->store &&
                   m->k[last->at].clause + 1 >= m->k[i].clause
               ? last->side
               : SITU_SIDE_UNSAID;
}

/* Places: numbered pits (« ma 5e case », « case 5 », « pit 3 »), the last and the one before
 * the last of a row, « en face », « celle d'avant », stores, and « ma case » unnumbered. */
/* RANK_LEAD_WORDS: the most article words between « c'est » and a rank (« c'est le premier »). */
enum { RANK_LEAD_WORDS = 2 };

/* Clause cl tells a rank alone (« c'est le premier », "it's the third one"): « c'est », at most
 * RANK_LEAD_WORDS words of no concept, the ordinal, then nothing but the pit noun. Returns the
 * rank, or 0. */
static int rank_clause(const struct faq_situ_marked *m, int cl)
{
    size_t i = 0;
    while (i < m->n && m->k[i].clause != cl)
        i++;
    if (i >= m->n || !faq_situ_starts(m, i, SW_IT_IS))
        return 0;
    while (i < m->n && m->k[i].clause == cl && faq_situ_has(m, i, SW_IT_IS))
        i++;
    size_t lead = 0;
    while (i < m->n && m->k[i].clause == cl && m->k[i].ord < 0 && m->t.stop[i] &&
           lead++ < RANK_LEAD_WORDS)
        i++;
    if (i >= m->n || m->k[i].clause != cl || m->k[i].ord < 1)
        return 0;
    int rank = m->k[i].ord;
    for (size_t j = i + 1; j < m->n && m->k[j].clause == cl; j++)
        if (!m->t.stop[j] && !faq_situ_has(m, j, SW_PIT))
            return 0;
    return rank;
}

void faq_situ_read_places(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t i = 0; i < m->n; i++) {
        struct faq_situ_place pl = {.at = i, .rel = SITU_REL_PIT, .list = -1};
        enum faq_situ_side det_side = SITU_SIDE_UNSAID;
        if (m->k[i].game >= 0 || m->k[i].cont)
            continue;
        if (faq_situ_starts(m, i, SW_BEFORE_LAST) && faq_situ_near(m, i, SW_PIT, 1, 4)) {
            pl.pit = SITU_PIT_BEFORE_LAST; /* « l'avant-dernier trou », « second-to-last pit » */
        } else if (faq_situ_starts(m, i, SW_BEFORE_LAST) && rank_alone(p, i)) {
            pl.pit = SITU_PIT_BEFORE_LAST; /* « sa dernière case a 1 et l'avant-dernière 5 » */
        } else if (faq_situ_has(m, i, SW_BEFORE_LAST)) {
            continue;
        } else if (m->k[i].ord >= 0 &&
                   (faq_situ_has(m, i + 1, SW_PIT) || (i > 0 && faq_situ_has(m, i - 1, SW_PIT)))) {
            pl.pit = m->k[i].ord;
        } else if (faq_situ_pit_pronoun(m, i + 1)) {
            pl.pit = m->k[i].ord; /* "his second one has 3", "the third one 1" */
        } else if (label_pit(p, i) > 0) {
            pl.pit = label_pit(p, i); /* « en face du 5 », "I play 2" */
            p->used[i] = faq_situ_is_number(m, i);
        } else if (m->k[i].ord >= 0 && faq_situ_has(m, i + 1, SW_PIECE) == false &&
                   (!faq_situ_is_number(m, i + 1) || count_after_ordinal(m, i) ||
                    next_item(m, i + 1)) &&
                   faq_situ_side_at(m, i) != SITU_SIDE_UNSAID) {
            pl.pit = m->k[i].ord; /* « dans ma 5e », « et sa deuxième 1 » */
        } else if (m->k[i].ord >= 0 && (det_side = determined_row(p, i)) != SITU_SIDE_UNSAID) {
            pl.pit = m->k[i].ord; /* « moi j'ai 4 ds la 1re », « rien dans le 2e » */
        } else if (listed_ordinal(p, i)) {
            pl.pit = m->k[i].ord; /* "his 1st, 2nd and 3rd have 2, 1, 2" */
        } else if (m->k[i].ord >= 0 && ordinals_to_pit(m, i)) {
            pl.pit = m->k[i].ord; /* "his 1st and 2nd houses", « ses 1re, 2e et 3e cases » */
        } else if (faq_situ_is_number(m, i) && !p->used[i] && i > 0 && !counts_run(p, i) &&
                   (faq_situ_has_near(m, i, i - 1, SW_PIT) ||
                    (i > 1 && faq_situ_has(m, i - 1, SW_NUMBER_SIGN) &&
                     faq_situ_has(m, i - 2, SW_PIT))) &&
                   !faq_situ_has(m, i + 1, SW_PIECE) && !faq_situ_has(m, i + 1, SW_PEBBLE)) {
            pl.pit = m->k[i].num;
            p->used[i] = true;
        } else if (owned_pair(p, i)) {
            pl.pit = m->k[i].num; /* « ses 5 et 6 en ont 3 », "my 1 and 2 have 4" */
            p->used[i] = true;
        } else if (faq_situ_is_number(m, i) && !p->used[i] && i > 0 &&
                   faq_situ_has_near(m, i, i - 1, SW_PIT_DET) && m->k[i].num >= 1 &&
                   m->k[i].num <= FAQ_SITU_MAX_COUNTS &&
                   !faq_situ_has_near(m, i, i + 1, SW_PIECE) &&
                   !faq_situ_has_near(m, i, i + 1, SW_PEBBLE) &&
                   !faq_situ_has_near(m, i, i + 1, SW_PLAYERS) &&
                   !faq_situ_has_near(m, i, i + 1, SW_ROW)) {
            pl.pit = m->k[i].num; /* « je joue la 5 », « sa 6 en a 2 »: the pit of that number */
            p->used[i] = true;
        } else if (faq_situ_is_number(m, i) && !p->used[i] && list_head(p, i) >= 0) {
            pl.pit = m->k[i].num; /* « cases 1, 2 et 3 » */
            pl.list = list_head(p, i);
            p->used[i] = true;
        } else if (faq_situ_starts(m, i, SW_BEFORE_LAST) && faq_situ_near(m, i, SW_PIT, 1, 3)) {
            pl.pit = SITU_PIT_BEFORE_LAST;
        } else if (faq_situ_starts(m, i, SW_CENTRE) && faq_situ_near(m, i, SW_PIT, 2, 1)) {
            pl.pit = SITU_PIT_MIDDLE; /* « le trou du milieu », "my middle pit" */
        } else if (faq_situ_starts(m, i, SW_LAST) && !faq_situ_has(m, i, SW_BEFORE_LAST) &&
                   (faq_situ_has(m, i + 1, SW_PIT) || (i > 0 && faq_situ_has(m, i - 1, SW_PIT)) ||
                    facing_last(m, i) || last_counted(p, i) || last_after_count(m, i))) {
            pl.pit = SITU_PIT_LAST;
        } else if (faq_situ_starts(m, i, SW_AFTER) && !p->sows_store && p->npl > 0 &&
                   !after_other(m, i) && !faq_situ_has(m, i, SW_AFTER_MOVE)) {
            pl.after = true; /* « et celle d'après », "the next one along": resolved below */
        } else if (faq_situ_starts(m, i, SW_FACING)) {
            pl.rel = SITU_REL_FACING;
        } else if (faq_situ_starts(m, i, SW_BEFORE) && !faq_situ_has(m, i, SW_BEFORE_LAST) &&
                   !faq_situ_has(m, i, SW_BEFORE_MOVE) && !moment_before(m, i)) {
            pl.rel = SITU_REL_BEFORE;
        } else if (faq_situ_starts(m, i, SW_STORE) && pit_by_store(p, i)) {
            struct faq_situ_place *b = pit_by_store(p, i);
            b->rel = SITU_REL_PIT;
            b->pit = SITU_PIT_LAST;
            if (faq_situ_side_at(m, i) != SITU_SIDE_UNSAID)
                b->side = faq_situ_side_at(m, i);
            continue;
        } else if (faq_situ_starts(m, i, SW_STORE)) {
            pl.store = true;
        } else if (faq_situ_starts(m, i, SW_PIT) && !faq_situ_has(m, i, SW_FACING) &&
                   !faq_situ_near(m, i, SW_CENTRE, 1,
                                  2) && /* « le trou du milieu »: that place's */
                   !(i > 0 &&
                     faq_situ_has_near(m, i, i - 1, SW_FACING)) && /* « the opposite hole » */
                   !faq_situ_has_near(m, i, i + 1, SW_FACING) &&
                   !(faq_situ_has_near(m, i, i + 1, SW_BEFORE) &&
                     !faq_situ_has(m, i + 1, SW_BEFORE_MOVE)) &&
                   !faq_situ_has_near(m, i, i + 1, SW_NUMBER_SIGN) &&
                   !(faq_situ_has_near(m, i, i + 1, SW_AFTER) &&
                     !faq_situ_near(m, i + 1, SW_Q_LAPS, 0, LAP_AFTER_WORDS)) &&
                   !(i > 0 && faq_situ_has(m, i - 1, SW_PIT)) &&
                   !(i > 0 && faq_situ_has_near(m, i, i - 1, SW_AFTER)) && /* "the next pit" */
                   (i + 1 >= m->n || m->k[i + 1].clause != m->k[i].clause ||
                    (!faq_situ_is_number(m, i + 1) && m->k[i + 1].ord < 0)) &&
                   /* « 3 cases », not « 1 case à 2 » (an article in digits) */
                   !(i > 0 && (m->k[i - 1].ord >= 0 ||
                               (faq_situ_is_number(m, i - 1) && m->k[i - 1].num != 1))) &&
                   !faq_situ_has(m, i + 1, SW_LAST) &&
                   !(i > 0 && faq_situ_has(m, i - 1, SW_LAST)) &&
                   !(i > 0 && faq_situ_has(m, i - 1, SW_BEFORE_LAST))) { /* « penultimate pit » */
            pl.pit = 0;
        } else {
            continue;
        }
        pl.side = faq_situ_side_at(m, i);
        if (pl.side == SITU_SIDE_UNSAID)
            pl.side = det_side;
        if (pl.side == SITU_SIDE_UNSAID && pl.pit <= SITU_PIT_LAST &&
            pl.pit >= SITU_PIT_BEFORE_LAST && rank_alone(p, i))
            pl.side = p->pl[p->npl - 1].side; /* « … et l'avant-dernière »: that row's */
        pl.player =
            p->sows_store && pl.rel == SITU_REL_PIT && pl.pit > 0 && pl.side != SITU_SIDE_MINE
                ? place_player(p, i)
                : 0;
        if (pl.player)
            pl.side = SITU_SIDE_THEIRS;
        if (pl.side == SITU_SIDE_UNSAID && pl.rel == SITU_REL_PIT && pl.pit != 0 && !pl.store)
            pl.side = heading_side(m, m->k[i].clause); /* « Chez lui, l'avant-dernière case… » */
        /* « Chez lui : trou 1 = 3, trou 2 = 1 »: items of a list each opening its clause with
         * the hole noun, of the row of the item before */
        if (pl.side == SITU_SIDE_UNSAID && pl.rel == SITU_REL_PIT && pl.pit > 0 && !pl.store &&
            p->npl > 0 && item_opens(m, i) && item_opens(m, p->pl[p->npl - 1].at) &&
            m->k[p->pl[p->npl - 1].at].clause + 1 == m->k[i].clause)
            pl.side = p->pl[p->npl - 1].side;
        /* "my opponent's first pit has 1, the second one 2": the row of the place told before */
        if (pl.side == SITU_SIDE_UNSAID && faq_situ_pit_pronoun(m, i + 1) && p->npl > 0 &&
            p->pl[p->npl - 1].rel == SITU_REL_PIT && p->pl[p->npl - 1].pit > 0)
            pl.side = p->pl[p->npl - 1].side;
        /* "his 1st and 2nd houses", « ses 1re et 2e cases », « sa première et sa deuxième
         * case »: one list, the side said once or again */
        size_t prev = list_prev(m, i);
        if (pl.rel == SITU_REL_PIT && pl.pit > 0 && m->k[i].ord >= 0 && i >= 1 && i > prev &&
            p->npl > 0 && p->pl[p->npl - 1].at == prev && m->k[prev].ord >= 0 &&
            faq_situ_same_clause(m, prev, i)) {
            const struct faq_situ_place *head = &p->pl[p->npl - 1];
            pl.list = head->list >= 0 ? head->list : (int)(p->npl - 1);
            if (pl.side == SITU_SIDE_UNSAID)
                pl.side = head->side;
        }
        add_place(p, pl);
    }
    /* "the pit across from pit 4", « le trou juste en face de mon trou 2 »: the facing place
     * is that of the numbered pit right after it, which is no count's own place */
    for (size_t k = 0; k + 1 < p->npl; k++) {
        struct faq_situ_place *f = &p->pl[k], *a = &p->pl[k + 1];
        if (f->rel == SITU_REL_FACING && a->rel == SITU_REL_PIT &&
            (a->pit > 0 || a->pit == SITU_PIT_LAST) && !a->store && a->at > f->at &&
            a->at <= f->at + 5 && m->k[a->at].clause == m->k[f->at].clause &&
            a->side != SITU_SIDE_THEIRS) {
            f->rel = SITU_REL_FACING_OF;
            f->pit = a->pit;
            a->grouped = true;
        }
    }
    /* « j'ai 1 escargot dans ma case 6 et en face il n'y a rien »: with no landing told, « en
     * face » is the pit facing the one of mine just told */
    for (size_t k = 1; k < p->npl && !p->sows_store && faq_situ_landing_clause(m) < 0; k++) {
        struct faq_situ_place *f = &p->pl[k];
        for (size_t q = k; f->rel == SITU_REL_FACING && q-- > 0;) {
            const struct faq_situ_place *a = &p->pl[q];
            if (a->rel == SITU_REL_PIT && a->pit > 0 && !a->store && a->side != SITU_SIDE_THEIRS) {
                f->rel = SITU_REL_FACING_OF;
                f->pit = a->pit;
                break;
            }
        }
    }
    faq_situ_read_place_after(p);
    /* « j'ai un trou avec 8 pierres, c'est le premier », "a pit with 8 stones, it's the 3rd
     * one": a pit told without its number, the clause right after naming its rank alone */
    for (size_t k = 0; k < p->npl; k++) {
        struct faq_situ_place *a = &p->pl[k];
        int rank = a->rel == SITU_REL_PIT && a->pit == 0 && !a->store && !a->after
                       ? rank_clause(m, m->k[a->at].clause + 1)
                       : 0;
        if (rank > 0)
            a->pit = rank;
    }
    /* a list's places share the side said of any of them, its first too (« … et 3 de mon
     * adversaire », "his pits 1 and 2") */
    for (size_t k = 0; k < p->npl; k++) {
        int list = p->pl[k].list >= 0 ? p->pl[k].list : (int)k;
        if (p->pl[k].side != SITU_SIDE_UNSAID)
            for (size_t j = 0; j < p->npl; j++)
                if ((int)j == list || p->pl[j].list == list)
                    p->pl[j].side = p->pl[k].side;
    }
}

/* faq_situ_counts.c — the counts a situation tells one by one, each given the place it is of
 * (« 7 pierres dans ma case 3 », « en face il y en a 2 », « ma réserve : 16 »). The capture
 * claimed is read by faq_situ_claims.c, the pit played by faq_situ_origin.c. */
#include "faq_situ_read.h"

/* WITH_GAP: the most words from the pit played to the count told after « with » ("my 4th pit
 * with 1"); ASIDE_STORE_WORDS: from « avant » to the store of an aside (« avant sa réserve »). */
enum { WITH_GAP = 3, ASIDE_STORE_WORDS = 3 };

/* The number at i counts pieces: « 7 pierres », « une seule pierre », « 2 stones only ». */
static bool counts_pieces(const struct faq_situ_marked *m, size_t i)
{
    while (i + 1 < m->n && m->k[i + 1].cont) /* "a single seed": the number's own words */
        i++;
    for (size_t j = i + 1; j <= i + 2; j++) {
        if (faq_situ_has_near(m, i, j, SW_PIECE) || faq_situ_has_near(m, i, j, SW_PEBBLE))
            return true;
        if (!faq_situ_has_near(m, i, j, SW_ONLY))
            return false;
    }
    return false;
}

/* « les 3 escargots de mon 4e trou », "the 4 seeds of my pit 2": the count at i told of the
 * place right after its pieces and « de »; mine: of the mover's own row (then « je prends
 * les 3 … de mon 4e trou » picks them up to sow, no capture claimed). */
bool faq_situ_pieces_of(const struct faq_situ_marked *m, size_t i, bool mine)
{
    return faq_situ_has_near(m, i, i + 1, SW_PIECE) && faq_situ_has_near(m, i, i + 2, SW_OF) &&
           (!mine || faq_situ_has_near(m, i, i + 3, SW_MINE));
}

/* "he has 15 in his and…": « in his » with its noun left out, in a question about stores. */
static bool elided_store(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_any(m, SW_STORE) && faq_situ_has_near(m, i, i + 1, SW_IN) &&
           (faq_situ_has_near(m, i, i + 2, SW_THEIRS) || faq_situ_has_near(m, i, i + 2, SW_MINE)) &&
           (i + 3 >= m->n || m->k[i + 3].clause != m->k[i].clause ||
            faq_situ_has(m, i + 3, SW_AND));
}

/* The word before the count at i names one owner alone (« lui 18 », "his 20", « moi 19 »). */
static bool owner_before(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_same_clause(m, i - 1, i) && faq_situ_owner_at(m, i - 1) != SITU_SIDE_UNSAID &&
           !faq_situ_has(m, i - 1, SW_PIT) && !faq_situ_has(m, i - 1, SW_STORE);
}

/* "all three matching pits": the count at i numbers the pits facing, not their pieces. */
static bool facing_pits(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has_near(m, i, i + 1, SW_FACING) && !faq_situ_has(m, i + 1, SW_PIT) &&
           faq_situ_has_near(m, i, i + 2, SW_PIT) && !faq_situ_is_number(m, i + 3) &&
           (i + 3 >= m->n || m->k[i + 3].ord < 0); /* not "3 across pit 4" */
}

/* « 1 dans le sien », "2 in his": the count at i ends its clause with « dans » and a possessive
 * standing alone for the noun told before. */
static bool in_possessive(const struct faq_situ_marked *m, size_t i)
{
    if (!faq_situ_has_near(m, i, i + 1, SW_IN) || !faq_situ_same_clause(m, i, i + 2))
        return false;
    for (size_t j = i + 2; j < m->n && faq_situ_same_clause(m, i, j); j++)
        if (!faq_situ_has(m, j, SW_THEIRS) && !faq_situ_has(m, j, SW_MINE))
            return false;
    return true;
}

/* « 4 pierres sur son côté », "9 stones still on his side", « 10 pierres chez l'autre »: pieces
 * counted on a whole row (no pit between the count and the row or the person). */
static bool row_total(const struct faq_situ_marked *m, size_t i)
{
    if (!counts_pieces(m, i) && !(i > 0 && (faq_situ_has_near(m, i, i - 1, SW_ONLY) ||
                                            faq_situ_has_near(m, i, i - 1, SW_HAVE))))
        return false;
    for (size_t j = i + 1; j < i + 6 && j < m->n && m->k[j].clause == m->k[i].clause; j++) {
        if (faq_situ_has(m, j, SW_PIT) || faq_situ_has(m, j, SW_STORE) ||
            faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_AND) || /* « … 2 et il a … » */
            (faq_situ_has(m, j, SW_MINE) &&
             !faq_situ_has(m, j, SW_ROW))) /* "… if my opponent": another clause */
            return false;
        if (faq_situ_has(m, j, SW_ROW) ||
            (faq_situ_opponent_at(m, j) && !faq_situ_has(m, j, SW_HAVE) &&
             !faq_situ_has_near(m, j, j + 1, SW_PIT))) /* not « chaque autre case » */
            return true;
    }
    return false;
}

/* « 10 escargots de mon côté », "8 stones on my side": a row named after the count at i in
 * its clause, no pit, store nor other count between. */
static bool row_after(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j < i + 6 && faq_situ_same_clause(m, i, j); j++) {
        if (faq_situ_has(m, j, SW_PIT) || faq_situ_has(m, j, SW_STORE) || faq_situ_is_number(m, j))
            return false;
        if (faq_situ_has(m, j, SW_ROW))
            return true;
    }
    return false;
}

/* The place a count at token i belongs to: the nearest in its clause (a place after
 * « dans » when the count comes first, the place it follows otherwise). */
static struct faq_situ_place *place_of(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ_place *best = NULL;
    size_t bestd = FAQ_MAX_TOKENS;
    if (elided_store(m, i))
        return NULL; /* "he has 15 in his and 8 in his pits": the store */
    /* « …qui en avait 1 », « en face il y en a 7 »: the count is that of the place told
     * before it */
    /* « 3 stones opposite », « 5 pierres en face »: a relative place right after the count */
    for (size_t k = 0; k < p->npl; k++) {
        struct faq_situ_place *pl = &p->pl[k];
        if (!pl->grouped && m->k[pl->at].clause == m->k[i].clause &&
            (pl->at == i + 1 || (pl->at == i + 2 && (faq_situ_has(m, i + 1, SW_PIECE) ||
                                                     faq_situ_has(m, i + 1, SW_PEBBLE)))) &&
            (pl->rel == SITU_REL_FACING || pl->rel == SITU_REL_BEFORE))
            return pl;
    }
    /* "I play my 4th pit with 1 stone into…", « je joue mon trou 3 avec 2 pierres dans… »: the
     * pit played right before « with », not the one the sowing goes into */
    for (size_t k = 0; i > 1 && faq_situ_has_near(m, i, i - 1, SW_WITH) && k < p->npl; k++) {
        struct faq_situ_place *pl = &p->pl[k];
        if (!pl->grouped && pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store &&
            pl->side != SITU_SIDE_THEIRS && pl->at + WITH_GAP >= i && pl->at < i - 1 &&
            faq_situ_same_clause(m, i, pl->at) && faq_situ_near(m, pl->at, SW_PLAY, 4, 0))
            return pl;
    }
    bool told_before = i > 0 && faq_situ_has_near(m, i, i - 1, SW_HAVE);
    /* « 1 dans son trou 2 », « 3 seeds in my pit 2 », « un seul dans son dernier trou »: that
     * of the place told after */
    size_t in = i + 1;
    while (faq_situ_has_near(m, i, in, SW_ONLY) && !faq_situ_has(m, in, SW_PIECE))
        in++;
    bool told_after =
        faq_situ_has_near(m, i, in, SW_IN) || faq_situ_pieces_of(m, i, false) ||
        ((faq_situ_has_near(m, i, i + 1, SW_PIECE) || faq_situ_has_near(m, i, i + 1, SW_PEBBLE)) &&
         faq_situ_has_near(m, i, i + 2, SW_IN));
    for (int pass = told_before || told_after ? 0 : 1; pass < 2 && !best; pass++)
        for (size_t k = 0; k < p->npl; k++) {
            struct faq_situ_place *pl = &p->pl[k];
            if (pl->grouped || m->k[pl->at].clause != m->k[i].clause ||
                (pass == 0 && (told_after ? pl->at < i : pl->at > i)))
                continue;
            size_t d = pl->at > i ? pl->at - i : i - pl->at;
            if (d < bestd) {
                bestd = d;
                best = pl;
            }
        }
    return best;
}

/* « il me reste 1 pierre, dans mon 6e trou »: a count whose place is told by the next
 * clause, when that clause starts with « dans » and names a place. */
static struct faq_situ_place *next_clause_place(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i + 1;
    while (j < m->n && m->k[j].clause == m->k[i].clause)
        j++;
    if (j + 1 < m->n && !faq_situ_has(m, j, SW_IN) && !faq_situ_is_number(m, j) &&
        faq_situ_has(m, j + 1, SW_IN) && m->k[j + 1].clause == m->k[j].clause)
        j++; /* « …5 pierres, toutes dans le trou juste en face de mon trou 2 » */
    /* « …: 23 graines. En face, … »: the « en » of « en face » places nothing */
    if (j >= m->n || !faq_situ_has(m, j, SW_IN) || faq_situ_has(m, j, SW_FACING))
        return NULL;
    for (size_t k = 0; k < p->npl; k++)
        if (m->k[p->pl[k].at].clause == m->k[j].clause && p->pl[k].at <= j + 4 &&
            ((p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit != 0 && !p->pl[k].grouped) ||
             p->pl[k].rel == SITU_REL_FACING_OF))
            return &p->pl[k];
    return NULL;
}

/* « my 3rd pit, it has 5 stones », « his pit 3, which had 2 »: a count told of the place the
 * previous clause ended on. */
/* « (celui juste en face de mon trou 1) », "the one facing my first", « (celui juste avant
 * sa réserve) »: the place at pl is named by an aside only to say where the place before it
 * is, after « en face » in its clause, or « avant » a store. */
static bool aside_reference(const struct faq_situ_marked *m, const struct faq_situ_place *pl)
{
    if (pl->rel == SITU_REL_BEFORE)
        return faq_situ_near(m, pl->at, SW_STORE, 0, ASIDE_STORE_WORDS);
    for (size_t j = pl->at; j-- > 0 && faq_situ_same_clause(m, j, pl->at);)
        if (faq_situ_has(m, j, SW_FACING) && !faq_situ_has(m, j, SW_PIT))
            return pl->rel == SITU_REL_PIT && !pl->store;
    return false;
}

struct faq_situ_place *faq_situ_prev_clause_place(struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ_place *last = NULL;
    /* « my 6th pit (the one next to my store) has one stone »: an aside between the place
     * and its count, with no numbered place of its own or only the one it says the place
     * faces (« son trou 6 (celui en face de mon trou 1) a 2 pierres »), is looked over */
    for (int back = 1; back <= 2 && !last && m->k[i].clause - back >= 0; back++)
        for (size_t k = 0; k < p->npl; k++)
            if (m->k[p->pl[k].at].clause == m->k[i].clause - back &&
                (p->pl[k].store ? p->pl[k].at + 1 == i /* « ma réserve : 16 » */
                                : p->pl[k].rel != SITU_REL_PIT || p->pl[k].pit != 0) &&
                !(back == 1 && m->k[i].clause >= 2 && aside_reference(m, &p->pl[k])))
                last = &p->pl[k];
    return last;
}

void faq_situ_add_count(struct faq_situ *s, struct faq_situ_count c)
{
    if (s->ncounts < FAQ_SITU_MAX_COUNTS)
        s->counts[s->ncounts++] = c;
}

/* « en ont 1 chacune », « ont une graine chacune »: « chacun » right after the count at i, or
 * after what it counts. */
static bool each_after(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has_near(m, i, i + 1, SW_EACH) ||
           (faq_situ_has_near(m, i, i + 1, SW_PIECE) && faq_situ_has_near(m, i, i + 2, SW_EACH));
}

/* The pit named at word at is joined to one before it: « et » right before its words (« sa 2 et
 * sa 3 », « son trou 1 et son trou 2 », "his pit 1 and his pit 2"). */
static bool joined_before(const struct faq_situ_marked *m, size_t at)
{
    size_t j = at;
    while (j > 0 && at - j < 3 &&
           (faq_situ_has(m, j - 1, SW_PIT_DET) || faq_situ_has(m, j - 1, SW_PIT) ||
            faq_situ_has(m, j - 1, SW_THEIRS) || faq_situ_has(m, j - 1, SW_MINE)) &&
           !faq_situ_has(m, j - 1, SW_AND))
        j--;
    return j > 0 && faq_situ_has(m, j - 1, SW_AND);
}

/* « il a 1 escargot dans son trou 3 … je joue le 6, ça fait 2 dans son 3 », "his pit 2 had 1
 * … I play my pit 6, so they'd become 2": the count c (at word i) of a pit given another count
 * already, told after the move is, is that pit after the move, told again: the builder checks it
 * against the engine (s->restated), it does not replace the count before. */
static bool told_again_after_move(const struct faq_situ_reader *p, const struct faq_situ_count *c,
                                  size_t i)
{
    const struct faq_situ_marked *m = p->m;
    const struct faq_situ *s = p->s;
    if (c->rel != SITU_REL_PIT || c->pit <= 0 || c->store || s->nrestated >= FAQ_SITU_MAX_RESTATED)
        return false;
    bool moved = false;
    for (size_t j = 0; j < i && !moved; j++)
        moved = faq_situ_has(m, j, SW_PLAY);
    for (size_t k = 0; moved && k < s->ncounts; k++)
        if (s->counts[k].rel == SITU_REL_PIT && s->counts[k].pit == c->pit &&
            s->counts[k].side == c->side && s->counts[k].player == c->player &&
            !s->counts[k].store && s->counts[k].count != c->count)
            return true;
    return false;
}

/* "I play my 5th pit, 4 seeds in it": the count at i (its words end at e) told « in » a pronoun
 * ending its clause, of the place the clause before told. */
static bool in_pronoun(const struct faq_situ_marked *m, size_t i, size_t e)
{
    size_t j = e + 1;
    if (faq_situ_has_near(m, i, j, SW_PIECE) || faq_situ_has_near(m, i, j, SW_PEBBLE))
        j++;
    if (!faq_situ_has_near(m, i, j, SW_IN) || faq_situ_has(m, j, SW_PRONOUN))
        return false;
    return faq_situ_has_near(m, i, j + 1, SW_PRONOUN) && !faq_situ_same_clause(m, i, j + 2);
}

void faq_situ_read_counts(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_is_number(m, i) || p->used[i])
            continue;
        /* « un krou de 17 », "a krou of 15": the count of the mover's pit told a krou, the
         * pieces and its place unsaid (« un krou de 30 escargots », « un krou de 13 dans ma 6e »
         * are read as any count) */
        size_t ne = i;
        while (ne + 1 < m->n && m->k[ne + 1].cont)
            ne++;
        if (i > 1 && faq_situ_has_near(m, i, i - 1, SW_OF) &&
            faq_situ_has_near(m, i, i - 2, SW_KROU) && !faq_situ_has_near(m, i, ne + 1, SW_PIECE) &&
            !faq_situ_has_near(m, i, ne + 1, SW_IN)) {
            faq_situ_add_count(
                s, (struct faq_situ_count){.side = SITU_SIDE_MINE, .count = m->k[i].num});
            p->used[i] = true;
            p->told++;
            continue;
        }
        /* a count says what it counts (« 7 pierres »), or follows « il y en a », « fait »,
         * or comes before « dans » or at the end of its clause; « deux tours » is not one */
        /* at the end of its clause, or only « seule » after it (« sa case 1 en a une seule ») */
        size_t after = i + 1;
        while (after < m->n && faq_situ_same_clause(m, i, after) &&
               faq_situ_has(m, after, SW_ONLY) && !faq_situ_has(m, after, SW_PIECE))
            after++;
        bool last = after >= m->n || m->k[after].clause != m->k[i].clause;
        bool pieces = counts_pieces(m, i);
        bool other_noun = !pieces && (faq_situ_has_near(m, i, i + 1, SW_PIT) ||
                                      faq_situ_has_near(m, i, i + 1, SW_ROW) ||
                                      faq_situ_has_near(m, i, i + 1, SW_PLAYERS) ||
                                      faq_situ_has_near(m, i, i + 1, SW_Q_LAPS));
        if (facing_pits(m, i)) {
            p->used[i] = true; /* "all three matching pits are empty": pits, no count */
            continue;
        }
        if (other_noun ||
            !(pieces || faq_situ_has_near(m, i, i + 1, SW_IN) ||
              faq_situ_has_near(m, i, i + 1, SW_OR) || last ||
              faq_situ_has_near(m, i, i + 1, SW_FACING) || /* « 6 opposite », « 4 en face » */
              faq_situ_has_near(m, i, i + 1, SW_ONLY) ||   /* "8 left in his pits" */
              faq_situ_pit_pronoun(m, i - 1) ||            /* "the second one 1" */
              (faq_situ_has_near(m, i, i + 1, SW_EACH) &&
               faq_situ_has_near(m, i, i + 2, SW_IN)) ||       /* « 1 chacun dans » */
              (p->sows_store && faq_situ_player_near(p, i)) || /* « 6 chez celui d'en face » */
              (i > 0 && faq_situ_has_near(m, i, i - 1, SW_ONLY) &&
               row_total(m, i)) || /* « il en reste 7 chez lui » */
              (i > 0 && (faq_situ_has_near(m, i, i - 1, SW_HAVE) ||
                         faq_situ_has_near(m, i, i - 1, SW_MAKES) ||
                         faq_situ_has_near(m, i, i - 1, SW_AFTER) || /* « la suivante 2 » */
                         faq_situ_has_near(m, i, i - 1, SW_FACING))) ||
              /* "his store 20 and his pit 4 has 5": a store's count right after it */
              (i > 0 && faq_situ_has_near(m, i, i - 1, SW_STORE) &&
               !faq_situ_has_near(m, i, i + 1, SW_PIT)) ||
              /* « j'ai 20 dans ma réserve, lui 18 », "my store 23, his 20": an owner's count
               * right after the owner, in a question about stores */
              (i > 0 && faq_situ_any(m, SW_STORE) && owner_before(m, i))))
            continue;
        int seat = 0;
        if (in_possessive(m, i) && faq_situ_elided_seat(p, i, &seat))
            continue; /* « le troisième joueur 1 dans le sien »: that player's pit, not a store */
        struct faq_situ_count c = {.count = m->k[i].num, .row = row_total(m, i) || row_after(m, i)};
        bool digits = faq_situ_digits(m, i);
        c.after = (i > 0 && faq_situ_has(m, i - 1, SW_MAKES)) ||
                  (i > 1 && faq_situ_has(m, i - 2, SW_MAKES)) ||
                  faq_situ_clause_has(m, m->k[i].clause, SW_AFTER_MOVE); /* « après le tour » */
        bool total = row_total(m, i); /* « 10 pierres éparpillées de son côté »: no pit's */
        struct faq_situ_place *pl = total ? NULL : place_of(p, i);
        bool elided = elided_store(m, i);
        int cl = m->k[i].clause;
        size_t e = i; /* "(a single stone)": the number's own words */
        while (e + 1 < m->n && m->k[e + 1].cont)
            e++;
        bool alone = (i == 0 || m->k[i - 1].clause != cl) &&
                     (e + 2 >= m->n || m->k[e + 2].clause != cl); /* « (2 graines) » */
        /* « je joue mon 1er (1 pierre) dans mon 2e »: the pit told right before it */
        struct faq_situ_place *before = !pl && alone ? faq_situ_prev_clause_place(p, i) : NULL;
        if (before && before->rel == SITU_REL_PIT && before->pit > 0)
            pl = before;
        if (!pl)
            pl = next_clause_place(p, i);
        if (!pl && !total && i > 0 &&
            (faq_situ_has_near(m, i, i - 1, SW_HAVE) || faq_situ_has_near(m, i, i - 2, SW_HAVE) ||
             alone || (i > 0 && m->k[i - 1].clause != cl && in_pronoun(m, i, e))))
            pl = faq_situ_prev_clause_place(p, i);
        /* « je remets une pierre dans mon trou de départ »: « une » is an article unless a
         * numbered pit or the landing tells where it is */
        if (!digits && c.count == 1 && (!pl || (pl->rel == SITU_REL_PIT && pl->pit == 0)) &&
            cl != p->land_clause)
            continue;
        /* « un gros tas de 15 graines »: « un » before a word that is not what it counts
         * (« sa 4e une seule », « un seul dans son 6e »: one, said alone, is a count) */
        if (!digits && c.count == 1 && !pieces && !faq_situ_has_near(m, i, i + 1, SW_IN) &&
            !faq_situ_has_near(m, i, i + 1, SW_FACING) &&
            !(faq_situ_has_near(m, i, i + 1, SW_ONLY) &&
              (last || faq_situ_has_near(m, i, after, SW_IN))) && /* « un seul dans … » */
            !(i > 0 && faq_situ_has_near(m, i, i - 1, SW_HAVE) &&
              (last || faq_situ_has_near(m, i, i + 1, SW_AND))))
            continue;
        /* « le suivant a 3 pierres dans son 5e trou »: a pit of that player's own row */
        int row = pl && pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store &&
                          pl->side == SITU_SIDE_THEIRS && p->sows_store
                      ? (pl->player ? pl->player : faq_situ_row_player(p, i))
                      : 0;
        int who = p->sows_store && !row ? faq_situ_player_near(p, i) : 0;
        if (who) { /* « Trous correspondants : 2 pierres chez le suivant, 6 chez celui d'en face »
                    */
            c.rel = SITU_REL_FACING;
            c.player = who;
            faq_situ_add_count(s, c);
            p->used[i] = true;
            p->told++;
            continue;
        }
        if (pl) {
            c.side = pl->side;
            /* "his store has 14 and mine has 12": a possessive told after the store place
             * names the other store */
            for (size_t j = i; pl->store && j-- > pl->at + 1 && faq_situ_same_clause(m, i, j);) {
                enum faq_situ_side owner = faq_situ_owner_at(m, j);
                if (owner != SITU_SIDE_UNSAID) {
                    c.side = owner;
                    break;
                }
            }
            if (c.side == SITU_SIDE_UNSAID && faq_situ_subject_at(m, i) == SITU_SIDE_THEIRS)
                c.side = SITU_SIDE_THEIRS; /* « he has 1 seed in pit 1 » */
            c.rel = pl->rel;
            c.pit = pl->pit;
            c.store = pl->store;
            c.player = row;
            if (c.store && c.side == SITU_SIDE_UNSAID)
                c.side = faq_situ_subject_at(m, i) == SITU_SIDE_THEIRS ? SITU_SIDE_THEIRS
                                                                       : SITU_SIDE_MINE;
        } else if (c.after && !pieces && faq_situ_is_number(m, i + 1) &&
                   faq_situ_same_clause(m, i, i + 1)) {
            continue; /* « ça fait 2 4 2 3 après »: several pits' counts after, told again */
        } else if (cl == p->land_clause ||
                   (c.after && (p->land_clause >= 0 || faq_situ_any(m, SW_PLAY)))) {
            c.rel = SITU_REL_LANDING; /* « …tombe dans sa case 1, ça fait 3 » */
        } else if (elided) {
            c.store = true; /* "he has 15 in his" */
            c.side = faq_situ_has(m, i + 2, SW_THEIRS) ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
        } else if (!pieces && faq_situ_any(m, SW_STORE) && !faq_situ_clause_has(m, cl, SW_PIT) &&
                   (faq_situ_clause_has(m, cl, SW_MINE) || faq_situ_clause_opponent(m, cl))) {
            /* « ma réserve 20, la sienne 18 », « j'ai 16 en réserve, lui 20 »: stores told */
            c.store = true;
            c.side = faq_situ_clause_opponent(m, cl) && faq_situ_subject_at(m, i) != SITU_SIDE_MINE
                         ? SITU_SIDE_THEIRS
                         : SITU_SIDE_MINE;
        } else if (total && !faq_situ_clause_has(m, cl, SW_MINE) &&
                   faq_situ_clause_opponent(m, cl)) {
            c.side = SITU_SIDE_THEIRS; /* « 4 pierres sur son côté », « il en reste 7 chez lui » */
        } else if (!pieces) {
            continue; /* « on peut jouer à cinq »: no place, no pieces, not a count */
        } else if (faq_situ_clause_has(m, cl, SW_FACING)) {
            c.rel = SITU_REL_FACING;
        } else if (faq_situ_clause_has(m, cl, SW_MINE) || faq_situ_clause_has(m, cl, SW_PLAY) ||
                   (i > 0 && faq_situ_has(m, i - 1, SW_WITH))) {
            c.side = SITU_SIDE_MINE;
            c.pit = 0;
            if (faq_situ_clause_opponent(m, cl))
                c.side = SITU_SIDE_THEIRS;
        } else if (faq_situ_clause_opponent(m, cl)) {
            c.side = SITU_SIDE_THEIRS; /* "he only has 2 seeds left": his row's total */
        } else {
            continue;
        }
        if (told_again_after_move(p, &c, i)) {
            s->restated[s->nrestated++] = (struct faq_situ_restated){c.count, false};
            p->used[i] = true;
            continue;
        }
        faq_situ_add_count(s, c);
        p->used[i] = true;
        p->told++;
        /* « les cases 1, 2 et 3 ont 1 graine chacune »: the count of every pit listed */
        int list =
            pl && pl->rel == SITU_REL_PIT ? (pl->list >= 0 ? pl->list : (int)(pl - p->pl)) : -1;
        for (size_t k = 0; list >= 0 && k < p->npl; k++) {
            const struct faq_situ_place *o = &p->pl[k];
            if (o != pl && ((int)k == list || o->list == list)) {
                c.pit = o->pit;
                c.side = o->side;
                faq_situ_add_count(s, c);
            }
        }
        /* « sa 2 et sa 3 en ont 1 chacune »: « chacune » gives it to the pits joined before */
        for (size_t k = 0; pl && pl->rel == SITU_REL_PIT && k < p->npl; k++) {
            const struct faq_situ_place *o = &p->pl[k];
            if (o != pl && (int)k != list && o->list != list && o->rel == SITU_REL_PIT &&
                o->pit > 0 && !o->store && o->at < pl->at &&
                faq_situ_same_clause(m, o->at, pl->at) && o->side == pl->side && each_after(m, i) &&
                o->at + 1 < pl->at && joined_before(m, pl->at)) {
                c.pit = o->pit;
                faq_situ_add_count(s, c);
            }
        }
    }
}

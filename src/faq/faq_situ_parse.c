/* faq_situ_parse.c — the situation parser: a question's marked words (faq_situ_mark) to a
 * struct faq_situ saying what was told: the game, counts and where they are, the pit played,
 * where the last piece lands, rows said empty, settings, Qawale stacks, cells and paths,
 * and what is asked. Nothing is guessed here: what was not said stays FAQ_SITU_UNSAID for
 * the builder to fill. Every word comes from the lexicon; this file knows only concepts. */
#include <stdint.h>
#include <string.h>

#include "faq_situ.h"

/* A place named in the question. */
struct place {
    size_t at; /* token index */
    enum faq_situ_side side;
    enum faq_situ_rel rel;
    int pit; /* 1-based, SITU_PIT_LAST, SITU_PIT_BEFORE_LAST, 0 unsaid */
    bool store;
    int list;     /* « les cases 1, 2 et 3 »: the index of the list's first place, -1 alone */
    bool grouped; /* its count was given by a list (read_lists): no other count is its */
    int player;   /* kalah: the player whose own pit it is (« le trou 3 du joueur suivant »,
                   * "the next player's pit 4"), SITU_PLAYER_*, else 0 */
};

/* PLAYER_CLAUSE_WORDS: the most words of a clause telling a player alone (« Chez le joueur
 * suivant, … »); PLAYER_AFTER_WORDS: how far after a count its player may be told (« 7 chez le
 * troisième »); SUBJECT_PRONOUN_LEN: the longest subject pronoun (« elle », "it");
 * CORRECTION_GAP: the most words between a correction and the new number; CORRECTION_CLAUSES:
 * how many clauses back (its own included) the number it corrects may be; ROW_HEADING_WORDS:
 * the most words of a clause naming whose row the counts after it are (« Les siennes : »). */
enum {
    MAX_PLACES = 16,
    PLAYER_CLAUSE_WORDS = 5,
    PLAYER_AFTER_WORDS = 3,
    SUBJECT_PRONOUN_LEN = 4,
    CORRECTION_GAP = 3,
    CORRECTION_CLAUSES = 3,
    ROW_HEADING_WORDS = 4
};

struct parse {
    const struct faq_situ_marked *m;
    struct faq_situ *s;
    bool used[FAQ_MAX_TOKENS]; /* numbers consumed (options, thresholds, pit numbers) */
    struct place pl[MAX_PLACES];
    size_t npl;
    int land_clause;
    int told;        /* counts told with a number (not those read from « vide », « à sec ») */
    bool sows_store; /* the game sows its stores (kalah): « en face » is the landing's */
};

static bool has(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w)
{
    return i < m->n && faq_situ_bit(m->k[i].mask, w);
}

static bool starts(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w)
{
    return i < m->n && faq_situ_bit(m->k[i].start_mask, w);
}

/* Some token of [i - back, i + ahead] in i's clause has w. */
static bool near(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w, size_t back,
                 size_t ahead)
{
    size_t lo = i > back ? i - back : 0;
    for (size_t j = lo; j <= i + ahead && j < m->n; j++)
        if (m->k[j].clause == m->k[i].clause && has(m, j, w))
            return true;
    return false;
}

static bool clause_has(const struct faq_situ_marked *m, int clause, enum faq_situ_word w)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == clause && has(m, j, w))
            return true;
    return false;
}

static bool any(const struct faq_situ_marked *m, enum faq_situ_word w)
{
    for (size_t j = 0; j < m->n; j++)
        if (has(m, j, w))
            return true;
    return false;
}

/* has() within i's clause, for a word j next to i. */
static bool has_near(const struct faq_situ_marked *m, size_t i, size_t j, enum faq_situ_word w)
{
    return j < m->n && m->k[j].clause == m->k[i].clause && has(m, j, w);
}

static bool same_clause(const struct faq_situ_marked *m, size_t i, size_t j)
{
    return i < m->n && j < m->n && m->k[i].clause == m->k[j].clause;
}

/* "his second one", "the first one": a number word of one right after an ordinal stands for
 * the hole noun, it counts nothing. */
static bool pit_pronoun(const struct faq_situ_marked *m, size_t i)
{
    return i > 0 && i < m->n && m->k[i].num == 1 && !m->k[i].cont && m->k[i - 1].ord >= 0 &&
           m->k[i].clause == m->k[i - 1].clause &&
           !(m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9');
}

/* A count: digits, or a number word that is not an article (« une case », « the last
 * one lands »). */
static bool is_number(const struct faq_situ_marked *m, size_t i)
{
    if (i >= m->n || m->k[i].num < 0 || m->k[i].cont)
        return false;
    /* « un de mes trous vides », "one of my pits": which pit, not how many pieces */
    if (i + 2 < m->n && same_clause(m, i, i + 2) && has(m, i + 1, SW_OF) &&
        (has(m, i + 2, SW_MINE) || has(m, i + 2, SW_THEIRS)) &&
        (has_near(m, i, i + 3, SW_PIT) || has_near(m, i, i + 4, SW_PIT)))
        return false;
    if (m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9')
        return true;
    /* "the one across from it": a pit told by a pronoun, after a function word that neither
     * joins nor counts */
    bool facing_one = i > 0 && has_near(m, i, i + 1, SW_FACING) && m->t.stop[i - 1] &&
                      same_clause(m, i - 1, i) && !has(m, i - 1, SW_HAVE) && !has(m, i - 1, SW_AND);
    return !has_near(m, i, i + 1, SW_PIT) && !has_near(m, i, i + 1, SW_STORE) &&
           !has_near(m, i, i + 1, SW_ROW) && !has_near(m, i, i + 1, SW_LANDS) &&
           !(i > 0 && has_near(m, i, i - 1, SW_LAST)) && !facing_one && !pit_pronoun(m, i);
}

/* The marked-word queries other readers of the module use (faq_situ.h). */
bool faq_situ_has(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w)
{
    return has(m, i, w);
}

bool faq_situ_near(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w, size_t back,
                   size_t ahead)
{
    return near(m, i, w, back, ahead);
}

bool faq_situ_any(const struct faq_situ_marked *m, enum faq_situ_word w)
{
    return any(m, w);
}

bool faq_situ_is_number(const struct faq_situ_marked *m, size_t i)
{
    return is_number(m, i);
}

/* « il », « elle » as the opponent, not as the « il » of « il y a ». */
static bool opponent_at(const struct faq_situ_marked *m, size_t i)
{
    /* « il ne me reste rien »: « il » before « me » is no one */
    bool impersonal =
        (i + 1 < m->n && has(m, i + 1, SW_MINE) && m->k[i + 1].clause == m->k[i].clause) ||
        (i + 2 < m->n && m->t.stop[i + 1] && has(m, i + 2, SW_MINE) &&
         m->k[i + 2].clause == m->k[i].clause && !has(m, i + 1, SW_OPPONENT));
    /* (a short subject pronoun: « il », not « lui » nor « l'autre ») */
    return has(m, i, SW_OPPONENT) && !faq_situ_bit(m->k[i].start_mask, SW_HAVE) &&
           !(impersonal && !has(m, i, SW_THEIRS) && strlen(m->t.tok[i]) <= 2);
}

static bool clause_opponent(const struct faq_situ_marked *m, int clause)
{
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == clause && (opponent_at(m, j) || has(m, j, SW_THEIRS)))
            return true;
    return false;
}

/* Whose row a statement at token i is about: the nearest person named before it in its
 * clause (« mon adversaire est à sec », « il ne me reste que… »), i itself included. */
static enum faq_situ_side subject_at(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j-- > 0 && m->k[j].clause == m->k[i].clause;) {
        bool mine = has(m, j, SW_MINE), theirs = opponent_at(m, j) || has(m, j, SW_THEIRS);
        if (mine && !theirs)
            return SITU_SIDE_MINE;
        if (theirs && !mine)
            return SITU_SIDE_THEIRS;
        if (j < i && has(m, j, SW_AND) && j + 1 < m->n && has(m, j + 1, SW_HAVE))
            break; /* « il a 4 graines … et j'ai 11 graines »: another subject's clause */
    }
    return SITU_SIDE_UNSAID;
}

/* The side said just around token i (a few words back, or « adverse » right after). */
static enum faq_situ_side side_at(const struct faq_situ_marked *m, size_t i)
{
    for (size_t d = 1; d <= 3 && d <= i; d++) {
        size_t j = i - d;
        if (m->k[j].clause != m->k[i].clause)
            break;
        if (has(m, j, SW_THEIRS))
            return SITU_SIDE_THEIRS;
        if (has(m, j, SW_MINE))
            return SITU_SIDE_MINE;
    }
    /* « la case 3 de mon adversaire », « la dernière case de l'adversaire », « le 1er trou de
     * mon adversaire » (the hole noun after the place's word is its own) */
    size_t from = has_near(m, i, i + 1, SW_PIT) && !has(m, i, SW_PIT) ? i + 2 : i + 1;
    for (size_t j = from; j <= i + 4 && j < m->n && m->k[j].clause == m->k[i].clause &&
                          !has(m, j, SW_PIT) && !is_number(m, j) && !has(m, j, SW_AND) &&
                          !has(m, j, SW_HAVE); /* « …case 1 et il a… »: another subject */
         j++)
        if (has(m, j, SW_THEIRS) || opponent_at(m, j))
            return SITU_SIDE_THEIRS;
    return SITU_SIDE_UNSAID;
}

static void add_place(struct parse *p, struct place pl)
{
    if (p->npl < MAX_PLACES)
        p->pl[p->npl++] = pl;
}

/* A numbered pit told before i in its clause: « pits 1, 2 and 3 have 1 stone each » gives
 * the count of those pits, not the stones-per-pit setting. */
static bool numbered_pit_before(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i; j-- > 0 && m->k[j].clause == m->k[i].clause;)
        if (has(m, j, SW_PIT) && j + 1 < i && m->k[j + 1].num >= 0)
            return true;
    return false;
}

/* « Kalah à 4 : », "Kalah 3, …", « on joue à 3 »: a number of players told right after the
 * game's name (or « jouer à »), nothing counted after it. */
static bool players_after_game(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i;
    if (i == 0 || m->k[i].num < 2 || m->k[i].num > RULES_MAX_PLAYERS ||
        has_near(m, i, i + 1, SW_PIECE) || has_near(m, i, i + 1, SW_PIT) ||
        has_near(m, i, i + 1, SW_PEBBLE))
        return false;
    if (has_near(m, i, i - 1, SW_TO))
        j--;
    if (j == 0 || m->k[j - 1].clause != m->k[i].clause)
        return false;
    if (j < i && has(m, j - 1, SW_PLAY))
        return i + 1 >= m->n || m->k[i + 1].clause != m->k[i].clause;
    for (size_t g = j; g-- > 0 && m->k[g].clause == m->k[i].clause;) {
        if (m->k[g].game >= 0)
            return true;
        if (!m->k[g].cont)
            return false;
    }
    return false;
}

/* « on est trois au Kalah », "there are 3 of us", « nous sommes 4 »: a number of players told
 * right after the words saying who plays, nothing counted after it. */
static bool players_after_we(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i > 0 && has_near(m, i, i - 1, SW_TO) && !has(m, i - 1, SW_WE_ARE) ? i - 1 : i;
    if (m->k[i].num < 2 || m->k[i].num > RULES_MAX_PLAYERS || j == 0 ||
        !has_near(m, i, j - 1, SW_WE_ARE))
        return false;
    size_t n = i + 1;
    /* « on joue à 4 avec le réglage… »: what they play with follows, no count */
    return n >= m->n || !same_clause(m, i, n) || m->k[n].game >= 0 || has(m, n, SW_PLAYERS) ||
           (has(m, n, SW_TO) && n + 1 < m->n && m->k[n + 1].game >= 0) ||
           (has(m, n, SW_WITH) && !is_number(m, n + 1));
}

/* "the other three players", « les 3 autres joueurs »: the others, the mover besides. */
static bool players_besides(const struct faq_situ_marked *m, size_t i)
{
    if (m->k[i].num < 1 || m->k[i].num >= RULES_MAX_PLAYERS)
        return false;
    return (i > 0 && has_near(m, i, i - 1, SW_OTHER) && has_near(m, i, i + 1, SW_PLAYERS)) ||
           (has_near(m, i, i + 1, SW_OTHER) &&
            (has_near(m, i, i + 2, SW_PLAYERS) || has_near(m, i, i + 2, SW_OPPONENT)));
}

/* "1 seed in each of his pits": a row's count, not the stones-per-pit setting. */
static bool rest_after(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j < i + 6 && j < m->n && m->k[j].clause == m->k[i].clause; j++)
        if (has(m, j, SW_REST) || has(m, j, SW_THEIRS) || has(m, j, SW_MINE))
            return true;
    return false;
}

/* ROW_NOUN_GAP: the most words from « chacun » to its row's hole noun (« chacun de ses 6
 * trous »); BOARD_GAP: the most words between a count and the words saying it is every pit's
 * (« 4 pierres dans chaque trou », « tous les trous en ont 4 »); ROW_MIN_HOLES: the shortest
 * row of any game (kalah's 4). */
enum { ROW_NOUN_GAP = 4, BOARD_GAP = 3, ROW_MIN_HOLES = 4 };

/* The setting said in clause cl is the empty-opposite one (« le réglage où on prend quand même
 * la dernière si le trou d'en face est vide », « on prend la dernière même si c'est vide en
 * face », "even if the opposite pit is empty"): its « en face » names no player. */
static bool empty_setting(const struct faq_situ_marked *m, int cl)
{
    return clause_has(m, cl, SW_TAKE_EMPTY) ||
           (clause_has(m, cl, SW_EVEN_IF) && clause_has(m, cl, SW_EMPTY));
}

/* « réglage tout le monde », "the everyone setting": the capture setting, not the « tous » of
 * « tous les trous », the « chacun » of « chacun de ses trous » or « 2 chacun ». */
static bool everyone_setting(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        if (!starts(m, i, SW_EVERYONE) || has(m, i, SW_EACH) || has(m, i, SW_EVERYWHERE))
            continue;
        bool counted = false; /* « tous ses trous », « tous les trous ont 4 » */
        size_t end = i + 1;   /* after the phrase: « tout le monde a 4 pierres par trou » */
        while (end < m->n && has(m, end, SW_EVERYONE) && !starts(m, end, SW_EVERYONE))
            end++;
        for (size_t j = end; j < m->n && j <= end + BOARD_GAP && same_clause(m, i, j); j++)
            counted = counted || has(m, j, SW_PIT) || has(m, j, SW_PIECE) || has(m, j, SW_MINE) ||
                      has(m, j, SW_THEIRS) || is_number(m, j);
        if (!counted)
            return true;
    }
    return false;
}

/* Settings and the numbers that are not counts: players, holes, stones per pit, rule
 * thresholds (« plus de 11 », « 2 ou 3 »). */
static void read_options(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        if (!is_number(m, i))
            continue;
        if ((i > 0 && has(m, i - 1, SW_THRESHOLD)) ||
            (i > 1 && has(m, i - 2, SW_THRESHOLD) && !has(m, i - 1, SW_PIECE)) ||
            (has(m, i + 1, SW_OR) && (is_number(m, i + 2) || m->k[i + 2].ord >= 0)) ||
            (i > 1 && has(m, i - 1, SW_OR) && is_number(m, i - 2))) {
            s->general = true;
            p->used[i] = true;
        } else if (players_besides(m, i)) {
            s->players = m->k[i].num + 1;
            p->used[i] = true;
        } else if (has(m, i + 1, SW_PLAYERS) || players_after_game(m, i) ||
                   players_after_we(m, i)) {
            s->players = m->k[i].num;
            p->used[i] = true;
        } else if (((has(m, i + 1, SW_PIECE) && has(m, i + 2, SW_PER)) || has(m, i + 1, SW_PER)) &&
                   !numbered_pit_before(m, i) && !rest_after(m, i)) {
            s->stones = m->k[i].num;
            p->used[i] = true;
        } else if (has_near(m, i, i + 1, SW_PIT) &&
                   !(i > 0 && (has_near(m, i, i - 1, SW_IN) || has_near(m, i, i - 1, SW_MINE) ||
                               has_near(m, i, i - 1, SW_THEIRS))) &&
                   !has_near(m, i, i + 2, SW_HAVE) && m->k[i].num >= 4 && m->k[i].num <= 12) {
            s->holes = m->k[i].num;
            p->used[i] = true;
        }
    }
    if (everyone_setting(m))
        s->capture_from = KALAH_CAPTURE_EVERYONE;
    for (size_t i = 0; i < m->n && s->capture_from == FAQ_SITU_UNSAID; i++)
        if (starts(m, i, SW_OPPOSITE_PLAYER) && clause_has(m, m->k[i].clause, SW_SETTING))
            s->capture_from = KALAH_CAPTURE_OPPOSITE; /* not « 6 chez celui d'en face » */
    for (size_t i = 0; i < m->n && s->capture_from == FAQ_SITU_UNSAID; i++)
        if (has(m, i, SW_SETTING)) {
            if (clause_has(m, m->k[i].clause, SW_NEXT_PLAYER))
                s->capture_from = KALAH_CAPTURE_NEXT;
            else if (clause_has(m, m->k[i].clause, SW_FACING) && !empty_setting(m, m->k[i].clause))
                s->capture_from = KALAH_CAPTURE_OPPOSITE;
        }
    for (size_t i = 0; i < m->n && s->empty_opposite == FAQ_SITU_UNSAID; i++)
        if (empty_setting(m, m->k[i].clause))
            s->empty_opposite = KALAH_EMPTY_TAKE;
}

/* The list a number at i continues (« cases 1, 2 et 3 »: 2 and 3 follow the numbered pit
 * 1 right before, or after « et »): the index of the list's first place, else -1. */
static int list_head(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (i == 0 || p->npl == 0)
        return -1;
    /* « sa case 1 et 1 dans sa case 2 »: a number told of pieces or of a place is a count
     * (not « ses trous 1, 2 et 3 en ont… », whose « en » is the verb's) */
    if ((has_near(m, i, i + 1, SW_IN) && !has(m, i + 1, SW_HAVE)) ||
        has_near(m, i, i + 1, SW_PIECE) || has_near(m, i, i + 1, SW_PEBBLE) ||
        has_near(m, i, i + 1, SW_ONLY))
        return -1;
    size_t prev = has_near(m, i, i - 1, SW_AND) && i > 1 ? i - 2 : i - 1;
    const struct place *last = &p->pl[p->npl - 1];
    if (last->at != prev || last->rel != SITU_REL_PIT || last->pit <= 0 ||
        m->k[prev].clause != m->k[i].clause || !is_number(m, prev))
        return -1;
    return last->list >= 0 ? last->list : (int)(p->npl - 1);
}

/* Places: numbered pits (« ma 5e case », « case 5 », « pit 3 »), the last and the one before
 * the last of a row, « en face », « celle d'avant », stores, and « ma case » unnumbered. */
static int landing_clause(const struct faq_situ_marked *m);

/* A pit told by its number alone where a pit is meant (« en face du 5 », « celui d'en face du
 * 5e », "across from 6", "I play 2"): the number, else 0. */
static int label_pit(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    bool digits = m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9';
    int v = is_number(m, i) && !p->used[i] ? m->k[i].num : m->k[i].ord;
    if (i < 2 || !digits || v < 1 || v > RULES_MAX_HOLES || m->k[i].cont ||
        !same_clause(m, i, i - 2) || has_near(m, i, i + 1, SW_PIECE) ||
        has_near(m, i, i + 1, SW_PEBBLE) || has_near(m, i, i + 1, SW_PLAYERS) ||
        has_near(m, i, i + 1, SW_PIT) || has_near(m, i, i + 1, SW_FIRST) ||
        has_near(m, i, i + 1, SW_LAST) || has_near(m, i, i + 1, SW_REST) || has(m, i, SW_FACING))
        return 0;
    /* « en face du 5 », "across from 6": a function word between, no possessive (« en face
     * ses 3 premières », « celui d'en face 6 » are counts) */
    size_t j = i - 1;
    if (has(m, j, SW_PLAY) && is_number(m, i))
        return v;
    bool link = (m->t.stop[j] || has(m, j, SW_IN)) && !has(m, j, SW_FACING) &&
                !has(m, j, SW_MINE) && !has(m, j, SW_THEIRS) && !has(m, j, SW_PLAY) &&
                !has(m, j, SW_HAVE); /* « le trou d'en face a 6 » */
    return link && has(m, j - 1, SW_FACING) ? v : 0;
}

/* « sa première case en a 2 et sa deuxième 1 »: an ordinal of a side, its noun left out, then
 * its count alone (at the end of the clause or before « et »). */
static bool count_after_ordinal(const struct faq_situ_marked *m, size_t i)
{
    return i > 0 && (has_near(m, i, i - 1, SW_THEIRS) || has_near(m, i, i - 1, SW_MINE)) &&
           (i + 2 >= m->n || !same_clause(m, i, i + 2) || has(m, i + 2, SW_AND));
}

/* "1st and 2nd houses", « 1re, 2e et 3e cases »: ordinals joined up to the hole noun. */
static bool ordinals_to_pit(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i + 1;
    bool joined = false;
    while (j < m->n && same_clause(m, i, j)) {
        if (m->k[j].ord >= 0)
            j++, joined = true;
        else if (has(m, j, SW_AND) && j + 1 < m->n && m->k[j + 1].ord >= 0)
            j += 2, joined = true;
        else
            break;
    }
    return joined && has_near(m, i, j, SW_PIT);
}

static int player_word(const struct parse *p, size_t j);

/* PLACE_PLAYER_WORDS: the most words between a pit and the player owning it (« le trou 3 du
 * joueur suivant », "the opposite player's pit 5"). */
enum { PLACE_PLAYER_WORDS = 8 };

/* The player named as the owner of the pit told at i, right before it ("the next player's pit
 * 4", « le joueur d'en face a son trou 4 vide ») or right after it (« le trou 3 du joueur
 * suivant »), nothing counted between: SITU_PLAYER_*, else 0. */
static int place_player(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t j = i; j-- > 0 && j + PLACE_PLAYER_WORDS >= i && same_clause(m, i, j);) {
        if (is_number(m, j) || has(m, j, SW_MINE) || has(m, j, SW_IN) ||
            (j + 1 < i && has(m, j, SW_PIT)))
            break;
        if (player_word(p, j))
            return player_word(p, j);
    }
    /* « du joueur suivant », "of the next player": the owner joined right after */
    if (player_word(p, i + 1) && same_clause(m, i, i + 1))
        return player_word(p, i + 1);
    if (has_near(m, i, i + 1, SW_OF) && player_word(p, i + 2) && same_clause(m, i, i + 2))
        return player_word(p, i + 2);
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
        if (m->k[j].num >= 0 || m->k[j].ord >= 0 || m->k[j].game >= 0 || has(m, j, SW_PIT) ||
            ++words > ROW_HEADING_WORDS)
            return SITU_SIDE_UNSAID;
        bool mine = has(m, j, SW_MINE),
             theirs = has(m, j, SW_THEIRS) || opponent_at(m, j) || has(m, j, SW_FACING);
        if (mine && !theirs)
            side = side == SITU_SIDE_THEIRS ? SITU_SIDE_UNSAID : SITU_SIDE_MINE;
        else if (theirs && !mine)
            side = side == SITU_SIDE_MINE ? SITU_SIDE_UNSAID : SITU_SIDE_THEIRS;
    }
    return side;
}

static void read_places(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t i = 0; i < m->n; i++) {
        struct place pl = {.at = i, .rel = SITU_REL_PIT, .list = -1};
        if (m->k[i].game >= 0 || m->k[i].cont)
            continue;
        if (starts(m, i, SW_BEFORE_LAST) && near(m, i, SW_PIT, 1, 4)) {
            pl.pit = SITU_PIT_BEFORE_LAST; /* « l'avant-dernier trou », « second-to-last pit » */
        } else if (has(m, i, SW_BEFORE_LAST)) {
            continue;
        } else if (m->k[i].ord >= 0 &&
                   (has(m, i + 1, SW_PIT) || (i > 0 && has(m, i - 1, SW_PIT)))) {
            pl.pit = m->k[i].ord;
        } else if (pit_pronoun(m, i + 1)) {
            pl.pit = m->k[i].ord; /* "his second one has 3", "the third one 1" */
        } else if (label_pit(p, i) > 0) {
            pl.pit = label_pit(p, i); /* « en face du 5 », "I play 2" */
            p->used[i] = is_number(m, i);
        } else if (m->k[i].ord >= 0 && has(m, i + 1, SW_PIECE) == false &&
                   (!is_number(m, i + 1) || count_after_ordinal(m, i)) &&
                   side_at(m, i) != SITU_SIDE_UNSAID) {
            pl.pit = m->k[i].ord; /* « dans ma 5e », « et sa deuxième 1 » */
        } else if (m->k[i].ord >= 0 && ordinals_to_pit(m, i)) {
            pl.pit = m->k[i].ord; /* "his 1st and 2nd houses", « ses 1re, 2e et 3e cases » */
        } else if (is_number(m, i) && !p->used[i] && i > 0 &&
                   (has_near(m, i, i - 1, SW_PIT) ||
                    (i > 1 && has(m, i - 1, SW_NUMBER_SIGN) && has(m, i - 2, SW_PIT))) &&
                   !has(m, i + 1, SW_PIECE) && !has(m, i + 1, SW_PEBBLE)) {
            pl.pit = m->k[i].num;
            p->used[i] = true;
        } else if (is_number(m, i) && !p->used[i] && i > 0 && has_near(m, i, i - 1, SW_PIT_DET) &&
                   m->k[i].num >= 1 && m->k[i].num <= FAQ_SITU_MAX_COUNTS &&
                   !has_near(m, i, i + 1, SW_PIECE) && !has_near(m, i, i + 1, SW_PEBBLE) &&
                   !has_near(m, i, i + 1, SW_PLAYERS) && !has_near(m, i, i + 1, SW_ROW)) {
            pl.pit = m->k[i].num; /* « je joue la 5 », « sa 6 en a 2 »: the pit of that number */
            p->used[i] = true;
        } else if (is_number(m, i) && !p->used[i] && list_head(p, i) >= 0) {
            pl.pit = m->k[i].num; /* « cases 1, 2 et 3 » */
            pl.list = list_head(p, i);
            p->used[i] = true;
        } else if (starts(m, i, SW_BEFORE_LAST) && near(m, i, SW_PIT, 1, 3)) {
            pl.pit = SITU_PIT_BEFORE_LAST;
        } else if (starts(m, i, SW_CENTRE) && near(m, i, SW_PIT, 2, 1)) {
            pl.pit = SITU_PIT_MIDDLE; /* « le trou du milieu », "my middle pit" */
        } else if (starts(m, i, SW_LAST) && !has(m, i, SW_BEFORE_LAST) &&
                   (has(m, i + 1, SW_PIT) || (i > 0 && has(m, i - 1, SW_PIT)))) {
            pl.pit = SITU_PIT_LAST;
        } else if (starts(m, i, SW_FACING)) {
            pl.rel = SITU_REL_FACING;
        } else if (starts(m, i, SW_BEFORE) && !has(m, i, SW_BEFORE_LAST)) {
            pl.rel = SITU_REL_BEFORE;
        } else if (starts(m, i, SW_STORE)) {
            pl.store = true;
        } else if (starts(m, i, SW_PIT) && !has(m, i, SW_FACING) &&
                   !near(m, i, SW_CENTRE, 1, 2) && /* « le trou du milieu »: that place's */
                   !(i > 0 && has_near(m, i, i - 1, SW_FACING)) && /* « the opposite hole » */
                   !has_near(m, i, i + 1, SW_FACING) && !has_near(m, i, i + 1, SW_BEFORE) &&
                   !has_near(m, i, i + 1, SW_NUMBER_SIGN) && !has_near(m, i, i + 1, SW_AFTER) &&
                   !(i > 0 && has(m, i - 1, SW_PIT)) &&
                   (i + 1 >= m->n || m->k[i + 1].clause != m->k[i].clause ||
                    (!is_number(m, i + 1) && m->k[i + 1].ord < 0)) &&
                   /* « 3 cases », not « 1 case à 2 » (an article in digits) */
                   !(i > 0 &&
                     (m->k[i - 1].ord >= 0 || (is_number(m, i - 1) && m->k[i - 1].num != 1))) &&
                   !has(m, i + 1, SW_LAST) && !(i > 0 && has(m, i - 1, SW_LAST)) &&
                   !(i > 0 && has(m, i - 1, SW_BEFORE_LAST))) { /* « penultimate pit » */
            pl.pit = 0;
        } else {
            continue;
        }
        pl.side = side_at(m, i);
        pl.player =
            p->sows_store && pl.rel == SITU_REL_PIT && pl.pit > 0 && pl.side != SITU_SIDE_MINE
                ? place_player(p, i)
                : 0;
        if (pl.player)
            pl.side = SITU_SIDE_THEIRS;
        if (pl.side == SITU_SIDE_UNSAID && pl.rel == SITU_REL_PIT && pl.pit > 0 && !pl.store)
            pl.side = heading_side(m, m->k[i].clause);
        /* "my opponent's first pit has 1, the second one 2": the row of the place told before */
        if (pl.side == SITU_SIDE_UNSAID && pit_pronoun(m, i + 1) && p->npl > 0 &&
            p->pl[p->npl - 1].rel == SITU_REL_PIT && p->pl[p->npl - 1].pit > 0)
            pl.side = p->pl[p->npl - 1].side;
        /* "his 1st and 2nd houses", « ses 1re et 2e cases »: one list, the side said once */
        size_t prev = i > 0 && has_near(m, i, i - 1, SW_AND) ? i - 2 : i - 1;
        if (pl.rel == SITU_REL_PIT && pl.pit > 0 && m->k[i].ord >= 0 && i >= 1 && i > prev &&
            p->npl > 0 && p->pl[p->npl - 1].at == prev && m->k[prev].ord >= 0 &&
            same_clause(m, prev, i)) {
            const struct place *head = &p->pl[p->npl - 1];
            pl.list = head->list >= 0 ? head->list : (int)(p->npl - 1);
            if (pl.side == SITU_SIDE_UNSAID)
                pl.side = head->side;
        }
        add_place(p, pl);
    }
    /* "the pit across from pit 4", « le trou juste en face de mon trou 2 »: the facing place
     * is that of the numbered pit right after it, which is no count's own place */
    for (size_t k = 0; k + 1 < p->npl; k++) {
        struct place *f = &p->pl[k], *a = &p->pl[k + 1];
        if (f->rel == SITU_REL_FACING && a->rel == SITU_REL_PIT && a->pit > 0 && !a->store &&
            a->at > f->at && a->at <= f->at + 5 && m->k[a->at].clause == m->k[f->at].clause &&
            a->side != SITU_SIDE_THEIRS) {
            f->rel = SITU_REL_FACING_OF;
            f->pit = a->pit;
            a->grouped = true;
        }
    }
    /* « j'ai 1 escargot dans ma case 6 et en face il n'y a rien »: with no landing told, « en
     * face » is the pit facing the one of mine just told */
    for (size_t k = 1; k < p->npl && !p->sows_store && landing_clause(m) < 0; k++) {
        struct place *f = &p->pl[k];
        for (size_t q = k; f->rel == SITU_REL_FACING && q-- > 0;) {
            const struct place *a = &p->pl[q];
            if (a->rel == SITU_REL_PIT && a->pit > 0 && !a->store && a->side != SITU_SIDE_THEIRS) {
                f->rel = SITU_REL_FACING_OF;
                f->pit = a->pit;
                break;
            }
        }
    }
    /* a list's places share the side said of any of them (« … et 3 de mon adversaire ») */
    for (size_t k = 0; k < p->npl; k++) {
        struct place *head = p->pl[k].list >= 0 ? &p->pl[p->pl[k].list] : NULL;
        if (head && p->pl[k].side != SITU_SIDE_UNSAID)
            for (size_t j = 0; j < p->npl; j++)
                if (&p->pl[j] == head || p->pl[j].list == p->pl[k].list)
                    p->pl[j].side = p->pl[k].side;
    }
}

/* The clause telling where the last piece lands (« ma dernière tombe dans… »), or -1. */
static int landing_clause(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        /* « où tombe la dernière ? » asks where it lands: it tells nothing */
        if (!(has(m, i, SW_LANDS) || has(m, i, SW_MAKES)) || has(m, i, SW_PLAY) ||
            clause_has(m, cl, SW_Q_WHERE))
            continue;
        bool said_after = false; /* « …dans mon trou vide », « …dans ma réserve » */
        for (size_t j = i + 1; j < m->n && m->k[j].clause == cl; j++)
            said_after = said_after || has(m, j, SW_EMPTY) || has(m, j, SW_STORE) ||
                         has(m, j, SW_THEIRS) || has(m, j, SW_MAKES);
        /* « …, elle tombe dans son trou 1 »: the piece told before is the verb's subject */
        bool pronoun = i > 0 && same_clause(m, i - 1, i) && has(m, i - 1, SW_OPPONENT) &&
                       strlen(m->t.tok[i - 1]) <= SUBJECT_PRONOUN_LEN && cl > 0;
        if (clause_has(m, cl, SW_LAST) || ((clause_has(m, cl, SW_MINE) || pronoun) && said_after))
            return cl;
    }
    /* « dernière pierre dans mon trou vide, 4 en face » told without a verb: the last piece
     * right before « dans » a place */
    for (size_t i = 0; i + 2 < m->n; i++) {
        int cl = m->k[i].clause;
        if (starts(m, i, SW_LAST) && !has(m, i, SW_BEFORE_LAST) && !clause_has(m, cl, SW_Q_WHERE) &&
            !clause_has(m, cl, SW_PLAY) && !clause_has(m, cl, SW_LANDS) &&
            (has_near(m, i, i + 1, SW_PIECE) || has_near(m, i, i + 1, SW_PEBBLE)) &&
            (has_near(m, i, i + 2, SW_IN) || /* « dernière graine chez lui dans une case vide » */
             ((has_near(m, i, i + 2, SW_THEIRS) || has_near(m, i, i + 2, SW_MINE)) &&
              (has_near(m, i, i + 3, SW_IN) || has_near(m, i, i + 4, SW_IN)))))
            return cl;
    }
    return -1;
}

static void read_landing(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    int cl = p->land_clause = landing_clause(m);
    size_t verb = 0;
    if (cl < 0)
        return;
    while (verb < m->n &&
           !(m->k[verb].clause == cl && (has(m, verb, SW_LANDS) || has(m, verb, SW_MAKES))))
        verb++;
    for (size_t j = 0; verb >= m->n && j < m->n; j++)
        if (m->k[j].clause == cl && has(m, j, SW_IN))
            verb = j; /* told without a verb: « dernière pierre dans… » */
    for (size_t i = 0; i < p->npl; i++) {
        struct place *pl = &p->pl[i];
        if (m->k[pl->at].clause != cl || pl->at < verb || pl->rel != SITU_REL_PIT)
            continue;
        s->landing = true;
        s->land_store = pl->store;
        s->land_pit = pl->pit;
        s->land_side = pl->side;
        pl->rel = SITU_REL_LANDING;
        break;
    }
    for (size_t i = p->npl; !s->landing && i-- > 0;) {
        struct place *pl = &p->pl[i];
        bool last_between = false; /* « sa case 3… et ma dernière graine y tombe » */
        for (size_t j = pl->at + 1; j < verb; j++)
            last_between = last_between || has(m, j, SW_LAST);
        if (m->k[pl->at].clause != cl || pl->at > verb || pl->rel != SITU_REL_PIT || pl->pit == 0 ||
            !last_between)
            continue;
        s->landing = true;
        s->land_pit = pl->pit;
        s->land_side = pl->side;
        pl->rel = SITU_REL_LANDING;
    }
    if (!s->landing && clause_has(m, cl, SW_LAST) && (clause_opponent(m, cl))) {
        s->landing = true; /* « chez l'adversaire » */
        s->land_side = SITU_SIDE_THEIRS;
    }
    if (!s->landing && clause_has(m, cl, SW_LAST) && clause_has(m, cl, SW_ROW)) {
        s->landing = true; /* "does my last seed land on my side?" */
        s->land_side = SITU_SIDE_MINE;
    }
    for (size_t j = verb; s->landing && j < m->n && m->k[j].clause == cl && !has(m, j, SW_FACING);
         j++)
        if (has(m, j, SW_EMPTY) && !is_number(m, j))
            s->land_empty = true;
    if (s->landing && s->land_side == SITU_SIDE_UNSAID)
        s->land_side = subject_at(m, verb) == SITU_SIDE_MINE && !clause_opponent(m, cl)
                           ? SITU_SIDE_MINE
                       : clause_opponent(m, cl)     ? SITU_SIDE_THEIRS
                       : clause_has(m, cl, SW_MINE) ? SITU_SIDE_MINE
                                                    : SITU_SIDE_UNSAID;
}

/* The number at i counts pieces: « 7 pierres », « une seule pierre », « 2 stones only ». */
static bool counts_pieces(const struct faq_situ_marked *m, size_t i)
{
    while (i + 1 < m->n && m->k[i + 1].cont) /* "a single seed": the number's own words */
        i++;
    for (size_t j = i + 1; j <= i + 2; j++) {
        if (has_near(m, i, j, SW_PIECE) || has_near(m, i, j, SW_PEBBLE))
            return true;
        if (!has_near(m, i, j, SW_ONLY))
            return false;
    }
    return false;
}

/* The player word j names (« le suivant », « celui d'en face », « le troisième joueur », « chez
 * le troisième », « chez l'autre » at three): SITU_PLAYER_*, else 0. */
static int player_word(const struct parse *p, size_t j)
{
    const struct faq_situ_marked *m = p->m;
    if (starts(m, j, SW_NEXT_PLAYER))
        return SITU_PLAYER_NEXT;
    if (starts(m, j, SW_OPPOSITE_PLAYER))
        return SITU_PLAYER_OPPOSITE;
    if (m->k[j].ord >= 2 && m->k[j].ord <= RULES_MAX_PLAYERS &&
        (has(m, j + 1, SW_PLAYERS) ||
         (m->k[j].ord <= p->s->players && !has_near(m, j, j + 1, SW_PIT) &&
          !has_near(m, j, j + 1, SW_PIECE) &&
          !(j > 0 && (has_near(m, j, j - 1, SW_PIT) || has_near(m, j, j - 1, SW_MINE) ||
                      has_near(m, j, j - 1, SW_THEIRS))))))
        return SITU_PLAYER_NTH + m->k[j].ord;
    if (starts(m, j, SW_AFTER) && !has(m, j, SW_NEXT_PLAYER) && !has_near(m, j, j + 1, SW_PIT))
        return SITU_PLAYER_NTH + 3; /* « celui d'après »: the one after the next */
    if (starts(m, j, SW_LAST) && !has_near(m, j, j + 1, SW_PIT) &&
        !has_near(m, j, j + 1, SW_PIECE) && !(j > 0 && has_near(m, j, j - 1, SW_PIT)))
        return SITU_PLAYER_LAST;
    /* at three, « l'autre » besides the one told is the last one */
    if (p->s->players == 3 && starts(m, j, SW_OPPONENT) && near(m, j, SW_OTHER, 0, 1))
        return SITU_PLAYER_LAST;
    return 0;
}

/* "the other two have…", "the other two's pit 4": the number of players right after « other »,
 * then what they have (not « les deux autres 1 chacun », a count). */
static bool players_after_other(const struct faq_situ_marked *m, size_t i)
{
    return is_number(m, i + 1) && same_clause(m, i, i + 1) && m->k[i + 1].num >= 1 &&
           m->k[i + 1].num < RULES_MAX_PLAYERS && i + 2 < m->n && same_clause(m, i, i + 2) &&
           (has(m, i + 2, SW_HAVE) || has(m, i + 2, SW_PLAYERS) || m->t.stop[i + 2]) &&
           !has(m, i + 2, SW_EACH) && !has(m, i + 2, SW_IN) && !has(m, i + 2, SW_PIECE);
}

/* « les deux autres », "the three others", « les autres joueurs » (kalah): the other players,
 * not the other pits. */
static bool other_players(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (!p->sows_store || !has(m, i, SW_OTHER) || has(m, i, SW_OPPONENT))
        return false;
    bool before = i > 0 && is_number(m, i - 1) && same_clause(m, i, i - 1) &&
                  m->k[i - 1].num >= 1 && m->k[i - 1].num < RULES_MAX_PLAYERS;
    return before || players_after_other(m, i) || has_near(m, i, i + 1, SW_PLAYERS) ||
           has_near(m, i, i + 2, SW_PLAYERS);
}

/* The numbers of « les deux autres », "the three others": players, no count. */
static void read_others(struct parse *p)
{
    for (size_t i = 1; i < p->m->n; i++) {
        if (other_players(p, i) && is_number(p->m, i - 1))
            p->used[i - 1] = true;
        if (other_players(p, i) && players_after_other(p->m, i))
            p->used[i + 1] = true;
    }
}

/* The player whose own row a count at i is told of (« le suivant a 3 pierres dans son 5e trou »,
 * « le troisième joueur en a 2 dans son 5e », "each of the three others has 2 in their pit
 * 1"): the nearest player told before it in its clause, SITU_PLAYER_*, else 0. */
static int row_player(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t j = i; j-- > 0 && same_clause(m, i, j);) {
        if (other_players(p, j))
            return SITU_PLAYER_OTHERS;
        int who = player_word(p, j);
        if (who)
            return who;
    }
    return 0;
}

/* The player a count of corresponding pits is told of (« 2 chez le suivant », « celui du
 * troisième joueur 8 », « 5 chez le dernier »): the nearest such mention in its clause, when
 * corresponding pits are spoken of in that clause or the two before; else 0. */
static int player_near(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    int cl = m->k[i].clause, best = 0;
    size_t bestd = FAQ_MAX_TOKENS;
    bool facing = false;
    for (size_t k = 0; k < p->npl; k++)
        facing = facing || (p->pl[k].rel == SITU_REL_FACING && m->k[p->pl[k].at].clause <= cl &&
                            m->k[p->pl[k].at].clause >= cl - 2);
    /* « Chez le joueur suivant, le trou correspondant a 3 pierres »: a player told in a short
     * clause before, which counts nothing and names no setting */
    bool told = false;
    size_t before = 0;
    for (size_t j = 0; j < m->n; j++) {
        told = told || (m->k[j].clause == cl && player_word(p, j));
        before += m->k[j].clause == cl - 1;
    }
    int from = cl;
    for (size_t j = 0; !told && cl > 0 && before <= PLAYER_CLAUSE_WORDS && j < m->n; j++)
        if (m->k[j].clause == cl - 1 && player_word(p, j))
            from = cl - 1;
    for (size_t j = 0; j < m->n && from < cl; j++)
        if (m->k[j].clause == cl - 1 && (is_number(m, j) || has(m, j, SW_SETTING)))
            from = cl;
    /* the player told right before the count (« celui d'en face 6 »), else the first told
     * just after it (« 7 chez le troisième »), else the nearest */
    int adjacent = 0, after = 0;
    for (size_t j = 0; facing && j < m->n; j++) {
        if (m->k[j].clause != from)
            continue;
        int who = player_word(p, j);
        size_t d = j > i ? j - i : i - j;
        if (!who)
            continue;
        size_t end = j + 1; /* the token after the player's words */
        while (end < i && same_clause(m, j, end) &&
               ((has(m, end, SW_NEXT_PLAYER) && has(m, j, SW_NEXT_PLAYER)) ||
                (has(m, end, SW_OPPOSITE_PLAYER) && has(m, j, SW_OPPOSITE_PLAYER))))
            end++;
        if (j < i && end == i && from == cl)
            adjacent = who;
        if (j > i && j <= i + PLAYER_AFTER_WORDS && !after)
            after = who;
        if (d < bestd)
            best = who, bestd = d;
    }
    return adjacent ? adjacent : after ? after : best;
}

/* "he has 15 in his and…": « in his » with its noun left out, in a question about stores. */
static bool elided_store(const struct faq_situ_marked *m, size_t i)
{
    return any(m, SW_STORE) && has_near(m, i, i + 1, SW_IN) &&
           (has_near(m, i, i + 2, SW_THEIRS) || has_near(m, i, i + 2, SW_MINE)) &&
           (i + 3 >= m->n || m->k[i + 3].clause != m->k[i].clause || has(m, i + 3, SW_AND));
}

/* « 4 pierres sur son côté », "9 stones still on his side", « 10 pierres chez l'autre »: pieces
 * counted on a whole row (no pit between the count and the row or the person). */
static bool row_total(const struct faq_situ_marked *m, size_t i)
{
    if (!counts_pieces(m, i) &&
        !(i > 0 && (has_near(m, i, i - 1, SW_ONLY) || has_near(m, i, i - 1, SW_HAVE))))
        return false;
    for (size_t j = i + 1; j < i + 6 && j < m->n && m->k[j].clause == m->k[i].clause; j++) {
        if (has(m, j, SW_PIT) || has(m, j, SW_STORE) || is_number(m, j) ||
            (has(m, j, SW_MINE) && !has(m, j, SW_ROW))) /* "… if my opponent": another clause */
            return false;
        if (has(m, j, SW_ROW) || (opponent_at(m, j) && !has(m, j, SW_HAVE)))
            return true;
    }
    return false;
}

/* The place a count at token i belongs to: the nearest in its clause (a place after
 * « dans » when the count comes first, the place it follows otherwise). */
static struct place *place_of(struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    struct place *best = NULL;
    size_t bestd = FAQ_MAX_TOKENS;
    if (elided_store(m, i))
        return NULL; /* "he has 15 in his and 8 in his pits": the store */
    /* « …qui en avait 1 », « en face il y en a 7 »: the count is that of the place told
     * before it */
    /* « 3 stones opposite », « 5 pierres en face »: a relative place right after the count */
    for (size_t k = 0; k < p->npl; k++) {
        struct place *pl = &p->pl[k];
        if (!pl->grouped && m->k[pl->at].clause == m->k[i].clause &&
            (pl->at == i + 1 ||
             (pl->at == i + 2 && (has(m, i + 1, SW_PIECE) || has(m, i + 1, SW_PEBBLE)))) &&
            (pl->rel == SITU_REL_FACING || pl->rel == SITU_REL_BEFORE))
            return pl;
    }
    bool told_before = i > 0 && has_near(m, i, i - 1, SW_HAVE);
    /* « 1 dans son trou 2 », « 3 seeds in my pit 2 »: that of the place told after */
    bool told_after = has_near(m, i, i + 1, SW_IN) ||
                      ((has_near(m, i, i + 1, SW_PIECE) || has_near(m, i, i + 1, SW_PEBBLE)) &&
                       has_near(m, i, i + 2, SW_IN));
    for (int pass = told_before || told_after ? 0 : 1; pass < 2 && !best; pass++)
        for (size_t k = 0; k < p->npl; k++) {
            struct place *pl = &p->pl[k];
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
static struct place *next_clause_place(struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i + 1;
    while (j < m->n && m->k[j].clause == m->k[i].clause)
        j++;
    if (j + 1 < m->n && !has(m, j, SW_IN) && !is_number(m, j) && has(m, j + 1, SW_IN) &&
        m->k[j + 1].clause == m->k[j].clause)
        j++; /* « …5 pierres, toutes dans le trou juste en face de mon trou 2 » */
    if (j >= m->n || !has(m, j, SW_IN))
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
static struct place *prev_clause_place(struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    struct place *last = NULL;
    /* « my 6th pit (the one next to my store) has one stone »: an aside between the place
     * and its count, with no numbered place of its own, is looked over */
    for (int back = 1; back <= 2 && !last && m->k[i].clause - back >= 0; back++)
        for (size_t k = 0; k < p->npl; k++)
            if (m->k[p->pl[k].at].clause == m->k[i].clause - back &&
                (p->pl[k].store ? p->pl[k].at + 1 == i /* « ma réserve : 16 » */
                                : p->pl[k].rel != SITU_REL_PIT || p->pl[k].pit != 0))
                last = &p->pl[k];
    return last;
}

static void add_count(struct faq_situ *s, struct faq_situ_count c)
{
    if (s->ncounts < FAQ_SITU_MAX_COUNTS)
        s->counts[s->ncounts++] = c;
}

static void read_counts(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        if (!is_number(m, i) || p->used[i])
            continue;
        /* a count says what it counts (« 7 pierres »), or follows « il y en a », « fait »,
         * or comes before « dans » or at the end of its clause; « deux tours » is not one */
        /* at the end of its clause, or only « seule » after it (« sa case 1 en a une seule ») */
        size_t after = i + 1;
        while (after < m->n && same_clause(m, i, after) && has(m, after, SW_ONLY) &&
               !has(m, after, SW_PIECE))
            after++;
        bool last = after >= m->n || m->k[after].clause != m->k[i].clause;
        bool pieces = counts_pieces(m, i);
        bool other_noun =
            !pieces && (has_near(m, i, i + 1, SW_PIT) || has_near(m, i, i + 1, SW_ROW) ||
                        has_near(m, i, i + 1, SW_PLAYERS) || has_near(m, i, i + 1, SW_Q_LAPS));
        if (other_noun ||
            !(pieces || has_near(m, i, i + 1, SW_IN) || has_near(m, i, i + 1, SW_OR) || last ||
              has_near(m, i, i + 1, SW_FACING) || /* « 6 opposite », « 4 en face » */
              has_near(m, i, i + 1, SW_ONLY) ||   /* "8 left in his pits" */
              pit_pronoun(m, i - 1) ||            /* "the second one 1" */
              (has_near(m, i, i + 1, SW_EACH) &&
               has_near(m, i, i + 2, SW_IN)) ||       /* « 1 chacun dans » */
              (p->sows_store && player_near(p, i)) || /* « 6 chez celui d'en face » */
              (i > 0 && has_near(m, i, i - 1, SW_ONLY) &&
               row_total(m, i)) || /* « il en reste 7 chez lui » */
              (i > 0 && (has_near(m, i, i - 1, SW_HAVE) || has_near(m, i, i - 1, SW_MAKES) ||
                         has_near(m, i, i - 1, SW_FACING))) ||
              /* "his store 20 and his pit 4 has 5": a store's count right after it */
              (i > 0 && has_near(m, i, i - 1, SW_STORE) && !has_near(m, i, i + 1, SW_PIT))))
            continue;
        struct faq_situ_count c = {.count = m->k[i].num};
        bool digits = m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9';
        c.after = (i > 0 && has(m, i - 1, SW_MAKES)) || (i > 1 && has(m, i - 2, SW_MAKES));
        struct place *pl = row_total(m, i) ? NULL : place_of(p, i);
        bool elided = elided_store(m, i);
        int cl = m->k[i].clause;
        if (!pl)
            pl = next_clause_place(p, i);
        bool alone = (i == 0 || m->k[i - 1].clause != cl) &&
                     (i + 2 >= m->n || m->k[i + 2].clause != cl); /* « (2 graines) » */
        if (!pl && i > 0 &&
            (has_near(m, i, i - 1, SW_HAVE) || has_near(m, i, i - 2, SW_HAVE) || alone))
            pl = prev_clause_place(p, i);
        /* « je remets une pierre dans mon trou de départ »: « une » is an article unless a
         * numbered pit or the landing tells where it is */
        if (!digits && c.count == 1 && (!pl || (pl->rel == SITU_REL_PIT && pl->pit == 0)) &&
            cl != p->land_clause)
            continue;
        /* « un gros tas de 15 graines »: « un » before a word that is not what it counts */
        if (!digits && c.count == 1 && !pieces && !has_near(m, i, i + 1, SW_IN) &&
            !has_near(m, i, i + 1, SW_FACING) &&
            !(i > 0 && has_near(m, i, i - 1, SW_HAVE) && (last || has_near(m, i, i + 1, SW_AND))))
            continue;
        /* « le suivant a 3 pierres dans son 5e trou »: a pit of that player's own row */
        int row = pl && pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store &&
                          pl->side == SITU_SIDE_THEIRS && p->sows_store
                      ? (pl->player ? pl->player : row_player(p, i))
                      : 0;
        int who = p->sows_store && !row ? player_near(p, i) : 0;
        if (who) { /* « Trous correspondants : 2 pierres chez le suivant, 6 chez celui d'en face »
                    */
            c.rel = SITU_REL_FACING;
            c.player = who;
            add_count(s, c);
            p->used[i] = true;
            p->told++;
            continue;
        }
        if (pl) {
            c.side = pl->side;
            /* "his store has 14 and mine has 12": a possessive told after the store place
             * names the other store */
            for (size_t j = i; pl->store && j-- > pl->at + 1 && same_clause(m, i, j);)
                if (has(m, j, SW_MINE) != (has(m, j, SW_THEIRS) || opponent_at(m, j))) {
                    c.side = has(m, j, SW_MINE) ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
                    break;
                }
            if (c.side == SITU_SIDE_UNSAID && subject_at(m, i) == SITU_SIDE_THEIRS)
                c.side = SITU_SIDE_THEIRS; /* « he has 1 seed in pit 1 » */
            c.rel = pl->rel;
            c.pit = pl->pit;
            c.store = pl->store;
            c.player = row;
            if (c.store && c.side == SITU_SIDE_UNSAID)
                c.side = subject_at(m, i) == SITU_SIDE_THEIRS ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
        } else if (cl == p->land_clause || (c.after && (p->land_clause >= 0 || any(m, SW_PLAY)))) {
            c.rel = SITU_REL_LANDING; /* « …tombe dans sa case 1, ça fait 3 » */
        } else if (elided) {
            c.store = true; /* "he has 15 in his" */
            c.side = has(m, i + 2, SW_THEIRS) ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
        } else if (!pieces && any(m, SW_STORE) && !clause_has(m, cl, SW_PIT) &&
                   (clause_has(m, cl, SW_MINE) || clause_opponent(m, cl))) {
            /* « ma réserve 20, la sienne 18 », « j'ai 16 en réserve, lui 20 »: stores told */
            c.store = true;
            c.side = clause_opponent(m, cl) && subject_at(m, i) != SITU_SIDE_MINE ? SITU_SIDE_THEIRS
                                                                                  : SITU_SIDE_MINE;
        } else if (row_total(m, i) && !clause_has(m, cl, SW_MINE) && clause_opponent(m, cl)) {
            c.side = SITU_SIDE_THEIRS; /* « 4 pierres sur son côté », « il en reste 7 chez lui » */
        } else if (!pieces) {
            continue; /* « on peut jouer à cinq »: no place, no pieces, not a count */
        } else if (clause_has(m, cl, SW_FACING)) {
            c.rel = SITU_REL_FACING;
        } else if (clause_has(m, cl, SW_MINE) || clause_has(m, cl, SW_PLAY) ||
                   (i > 0 && has(m, i - 1, SW_WITH))) {
            c.side = SITU_SIDE_MINE;
            c.pit = 0;
            if (clause_opponent(m, cl))
                c.side = SITU_SIDE_THEIRS;
        } else if (clause_opponent(m, cl)) {
            c.side = SITU_SIDE_THEIRS; /* "he only has 2 seeds left": his row's total */
        } else {
            continue;
        }
        add_count(s, c);
        p->used[i] = true;
        p->told++;
        /* « les cases 1, 2 et 3 ont 1 graine chacune »: the count of every pit listed */
        int list =
            pl && pl->rel == SITU_REL_PIT ? (pl->list >= 0 ? pl->list : (int)(pl - p->pl)) : -1;
        for (size_t k = 0; list >= 0 && k < p->npl; k++) {
            const struct place *o = &p->pl[k];
            if (o != pl && ((int)k == list || o->list == list)) {
                c.pit = o->pit;
                c.side = o->side;
                add_count(s, c);
            }
        }
        /* « sa 2 et sa 3 en ont 1 chacune »: « chacune » gives it to the pits joined before */
        for (size_t k = 0; pl && pl->rel == SITU_REL_PIT && k < p->npl; k++) {
            const struct place *o = &p->pl[k];
            if (o != pl && (int)k != list && o->list != list && o->rel == SITU_REL_PIT &&
                o->pit > 0 && !o->store && o->at < pl->at && same_clause(m, o->at, i) &&
                o->side == pl->side && has_near(m, i, i + 1, SW_EACH) && o->at + 1 < pl->at &&
                has(m, pl->at - 1 - has(m, pl->at - 1, SW_PIT_DET), SW_AND)) {
                c.pit = o->pit;
                add_count(s, c);
            }
        }
    }
}

/* ---- lists: pits told together and the counts told of them ---------------------------- */

/* Pits a list of counts is told of: « ses cases 1 et 2 », "his pits 1 to 4", « ses 3
 * premières cases », "his last 2 pits", « les autres », "the matching pits". */
struct group {
    size_t at, end; /* its first token and the token after it */
    enum faq_situ_side side;
    enum faq_situ_rel rel; /* SITU_REL_PIT (pit[] listed), SITU_REL_REST or SITU_REL_FACING */
    int pit[FAQ_SITU_MAX_COUNTS];
    int n;
    size_t num; /* a number of the group's own (« 3 premières », « cases 1 à 4 »), or SIZE_MAX */
    bool before; /* its count is told before it (« 2 pierres dans chacun de ses trous 1 et 2 ») */
};

static bool free_number(const struct parse *p, size_t i)
{
    return is_number(p->m, i) && !p->used[i];
}

/* The side of a group without a place of its own: said around it, else the subject of its
 * clause, else that of the group told before (« ses 3 premières cases ont 2, 1 et 1, les
 * autres 5 chacune »). */
static enum faq_situ_side group_side(const struct parse *p, size_t i, enum faq_situ_side carry)
{
    enum faq_situ_side side = side_at(p->m, i);
    if (side == SITU_SIDE_UNSAID)
        side = subject_at(p->m, i);
    return side == SITU_SIDE_UNSAID ? carry : side;
}

/* « chacun de ses 6 trous », "each of his 6 pits", « ses 6 trous … chacun »: every pit of one
 * row (the number, read by read_board, is the row's length): true and g a SITU_REL_REST group. */
static bool each_of_row(const struct parse *p, size_t i, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i, side = SIZE_MAX;
    if (has(m, i, SW_EACH) && !is_number(m, i)) {
        for (j = i + 1; j < m->n && j <= i + ROW_NOUN_GAP && same_clause(m, i, j); j++) {
            if (has(m, j, SW_MINE) || has(m, j, SW_THEIRS))
                side = j;
            else if (!m->t.stop[j] && !(is_number(m, j) && p->used[j]))
                break;
        }
    } else if ((has(m, i, SW_MINE) || has(m, i, SW_THEIRS)) && is_number(m, i + 1) &&
               p->used[i + 1] && same_clause(m, i, i + 2) && has(m, i + 2, SW_PIT)) {
        side = i, j = i + 2;
        bool each = false;
        for (size_t k = j + 1; k < m->n && same_clause(m, i, k); k++)
            each = each || has(m, k, SW_EACH);
        if (!each)
            return false;
    }
    if (side == SIZE_MAX || !same_clause(m, i, j) || !has(m, j, SW_PIT) || is_number(m, j + 1) ||
        (j + 1 < m->n && m->k[j + 1].ord >= 0))
        return false;
    *g = (struct group){.at = i, .end = j + 1, .rel = SITU_REL_REST, .num = SIZE_MAX};
    g->side = has(m, side, SW_THEIRS) ? SITU_SIDE_THEIRS : SITU_SIDE_MINE;
    return true;
}

/* The group starting at token i, if any. */
/* « Moi : 0 4 0 0 3 2. Lui : 1 2 2 4 4 4. », « Les siennes : 2, 1, 1… »: a clause naming only a
 * person (a few words, no number) before a clause of counts is that person's whole row, in
 * order. Returns the side, else SITU_SIDE_UNSAID. */
static enum faq_situ_side row_heading(const struct parse *p, size_t i, size_t *next)
{
    const struct faq_situ_marked *m = p->m;
    if (i > 0 && same_clause(m, i - 1, i))
        return SITU_SIDE_UNSAID;
    enum faq_situ_side side = SITU_SIDE_UNSAID;
    size_t j = i;
    for (; j < m->n && same_clause(m, i, j); j++) {
        if (m->k[j].num >= 0 || m->k[j].ord >= 0 || m->k[j].game >= 0 || j >= i + ROW_HEADING_WORDS)
            return SITU_SIDE_UNSAID;
        if (has(m, j, SW_MINE) && !has(m, j, SW_THEIRS))
            side = SITU_SIDE_MINE;
        else if (has(m, j, SW_THEIRS) || opponent_at(m, j))
            side = SITU_SIDE_THEIRS;
        else if (!has(m, j, SW_PIT) && !has(m, j, SW_ROW) && !m->t.stop[j] &&
                 !has(m, j, SW_PRONOUN))
            return SITU_SIDE_UNSAID;
    }
    *next = j;
    if (j >= m->n || !free_number(p, j))
        return SITU_SIDE_UNSAID;
    /* the clause after holds counts only (« 1, 3 et 2 dans ses trois premières » is no row) */
    for (size_t k = j; k < m->n && same_clause(m, j, k); k++)
        if (m->k[k].num < 0 && !has(m, k, SW_AND) && !has(m, k, SW_PIECE))
            return SITU_SIDE_UNSAID;
    return side;
}

/* « 2 pierres dans chacun de ses trous 1, 2 et 3 », "1 stone in each of his pits 2 and 4": a
 * row's words naming the numbered pits right after them make g those pits, its count told
 * before. */
static void listed_after(const struct parse *p, struct group *g)
{
    for (size_t k = 0; k < p->npl; k++) {
        const struct place *pl = &p->pl[k];
        if (pl->at != g->end || pl->rel != SITU_REL_PIT || pl->pit <= 0 || pl->store ||
            pl->list >= 0)
            continue;
        g->rel = SITU_REL_PIT;
        g->before = true;
        g->pit[g->n++] = pl->pit;
        g->end = pl->at + 1;
        for (size_t q = k + 1; q < p->npl && g->n < FAQ_SITU_MAX_COUNTS; q++)
            if (p->pl[q].list == (int)k) {
                g->pit[g->n++] = p->pl[q].pit;
                g->end = p->pl[q].at + 1;
            }
        if (pl->side != SITU_SIDE_UNSAID)
            g->side = pl->side;
        return;
    }
}

static bool group_at(struct parse *p, size_t i, enum faq_situ_side carry, struct group *g)
{
    const struct faq_situ_marked *m = p->m;
    *g = (struct group){.at = i, .end = i + 1, .rel = SITU_REL_PIT, .num = SIZE_MAX};
    size_t next;
    enum faq_situ_side heading = row_heading(p, i, &next);
    if (heading != SITU_SIDE_UNSAID) {
        g->side = heading;
        g->n = -1;
        g->end = next;
        return true;
    }
    /* « ses 3 premières cases », "the first three pits", "his last 2 pits" */
    size_t n = SIZE_MAX, word = SIZE_MAX;
    for (size_t d = 0; d < 2 && n == SIZE_MAX; d++) {
        size_t a = i + d, b = i + 1 - d; /* number, word: « 3 premières » or "first 3" */
        if (a < m->n && m->k[a].num >= 0 && !m->k[a].cont && !p->used[a] && same_clause(m, a, b) &&
            ((has(m, b, SW_FIRST) || has(m, b, SW_LAST)) && !has(m, b, SW_BEFORE_LAST)) &&
            m->k[a].num >= 2 && m->k[a].num < FAQ_SITU_MAX_COUNTS)
            n = a, word = b;
    }
    if (n != SIZE_MAX) {
        bool last = has(m, word, SW_LAST);
        for (int k = 0; k < m->k[n].num; k++)
            g->pit[g->n++] = last ? SITU_PIT_LAST - (m->k[n].num - 1 - k) : k + 1;
        g->num = n;
        g->end = (n > word ? n : word) + 1;
        if (has_near(m, i, g->end, SW_PIT))
            g->end++;
        g->side = group_side(p, i, carry);
        return true;
    }
    if (each_of_row(p, i, g))
        return true;
    for (size_t k = 0; k < p->npl; k++) {
        const struct place *pl = &p->pl[k];
        if (pl->at != i || pl->grouped)
            continue;
        if (pl->rel == SITU_REL_FACING) { /* "the matching pits of the three others hold" */
            g->rel = SITU_REL_FACING;
            for (size_t j = i + 1; j < i + 8 && same_clause(m, i, j); j++) {
                if (has(m, j, SW_HAVE)) {
                    g->end = j;
                    return true;
                }
                if (free_number(p, j) && !has_near(m, j, j + 1, SW_REST) &&
                    !has_near(m, j, j + 1, SW_OPPONENT) && !has_near(m, j, j + 1, SW_PLAYERS))
                    break;
                if (free_number(p, j))
                    g->num = j; /* « des trois autres »: the players, not a count */
            }
            g->num = SIZE_MAX;
            return true;
        }
        if (pl->rel == SITU_REL_PIT && pl->pit == 0 && !pl->store && pl->side != SITU_SIDE_UNSAID) {
            g->side = pl->side; /* "opponent's pits: 2, 1, 0, 0, 3, 4": the whole row in order */
            g->n = -1;
            return true;
        }
        if (pl->rel != SITU_REL_PIT || pl->pit <= 0 || pl->store || pl->list >= 0)
            return false;
        g->side = pl->side != SITU_SIDE_UNSAID ? pl->side : carry;
        g->pit[g->n++] = pl->pit;
        for (size_t q = k + 1; q < p->npl && g->n < FAQ_SITU_MAX_COUNTS; q++)
            if (p->pl[q].list == (int)k) { /* « cases 1, 2 et 3 », "1st and 2nd houses" */
                g->pit[g->n++] = p->pl[q].pit;
                g->end = p->pl[q].at + 1 + has_near(m, p->pl[q].at, p->pl[q].at + 1, SW_PIT);
            }
        size_t j = i + 1;
        while (g->n == 1 && same_clause(m, i, j) && has(m, j, SW_TO))
            j++;
        /* « cases 1 à 4 », "pits 5-6": a range, not « sa case 1 a 2 graines » */
        if (g->n == 1 && j > i + 1 && free_number(p, j) && m->k[j].num > pl->pit &&
            m->k[j].num - pl->pit < FAQ_SITU_MAX_COUNTS && !has_near(m, j, j + 1, SW_PIECE) &&
            !has_near(m, j, j + 1, SW_PEBBLE)) {
            for (int v = pl->pit + 1; v <= m->k[j].num; v++)
                g->pit[g->n++] = v;
            g->num = j;
            g->end = j + 1;
        }
        return g->n > 1;
    }
    if (starts(m, i, SW_REST) && !other_players(p, i)) {
        g->rel = SITU_REL_REST;
        while (same_clause(m, i, g->end) && (has(m, g->end, SW_REST) || has(m, g->end, SW_PIT)))
            g->end++;
        g->side = group_side(p, i, carry);
        listed_after(p, g);
        return true;
    }
    return false;
}

/* The counts told right after a group (« ont 2, 1 et 1 », "hold 3 each", « : 2, 1 et 1 »):
 * their number, values in vals, the tokens in at; *each when « chacune » follows. */
static int group_values(struct parse *p, size_t j, int vals[], size_t at[], bool *each, size_t *end)
{
    const struct faq_situ_marked *m = p->m;
    int nv = 0;
    size_t from = j;
    /* the counts follow in the group's clause, or open the next one (« cases 1 à 3 : 2, 1 et 1 »)
     */
    /* "his pits 1 and 2, with 2 and 1": or open it after a word of « with » that names no one */
    bool with = from + 1 < m->n && has(m, from, SW_WITH) && !has(m, from, SW_MINE) &&
                !has(m, from, SW_THEIRS) && same_clause(m, from, from + 1) &&
                free_number(p, from + 1);
    if (from == 0 || from >= m->n ||
        (!same_clause(m, from - 1, from) && !free_number(p, from) && !with))
        return 0;
    while (j < m->n && j < from + 3 && !free_number(p, j) &&
           (same_clause(m, from - 1, j) || with) &&
           (has(m, j, SW_HAVE) || has(m, j, SW_EACH) || has(m, j, SW_MAKES) || has(m, j, SW_WITH)))
        j++;
    while (free_number(p, j) && nv < FAQ_SITU_MAX_COUNTS) {
        vals[nv] = m->k[j].num;
        at[nv++] = j++;
        if (has_near(m, j - 1, j, SW_PIECE) || has_near(m, j - 1, j, SW_PEBBLE))
            j++;
        if (has_near(m, j - 1, j, SW_AND) && free_number(p, j + 1) && same_clause(m, j, j + 1))
            j++;
        else if (!(j < m->n && same_clause(m, j - 1, j) && free_number(p, j)))
            break;
    }
    *each = has_near(m, j > 0 ? j - 1 : 0, j, SW_EACH);
    *end = *each ? j + 1 : j;
    return nv;
}

/* The counts told before a group, « dans » between (« 1, 3 et 2 dans ses trois premières
 * cases », « il a 4 graines dans chacune des autres »): their number, in order. */
static int values_before(struct parse *p, size_t i, int vals[], size_t at[])
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i, skipped = 0, rev[FAQ_SITU_MAX_COUNTS];
    int nv = 0;
    bool in = false;
    while (j > 0 && same_clause(m, i, j - 1) && skipped < 6 && !free_number(p, j - 1) &&
           !has(m, j - 1, SW_EMPTY) &&
           (has(m, j - 1, SW_IN) || has(m, j - 1, SW_THEIRS) || has(m, j - 1, SW_MINE) ||
            has(m, j - 1, SW_PIECE) || has(m, j - 1, SW_EACH) || has(m, j - 1, SW_PER) ||
            m->t.stop[j - 1] || (j == i && has(m, j - 1, SW_PIT)))) { /* « dans mes trous 1 à 4 » */
        in = in || has(m, j - 1, SW_IN);
        j--, skipped++;
    }
    if (!in)
        return 0;
    if (j > 0 && same_clause(m, i, j - 1) && has(m, j - 1, SW_EMPTY)) {
        at[0] = j - 1; /* « et rien dans les 2 dernières » */
        vals[0] = 0;
        return 1;
    }
    while (j > 0 && same_clause(m, i, j - 1) && free_number(p, j - 1) && nv < FAQ_SITU_MAX_COUNTS) {
        rev[nv++] = --j;
        if (j > 1 && has_near(m, j, j - 1, SW_AND) && free_number(p, j - 2))
            j--;
    }
    for (int k = 0; k < nv; k++) {
        at[k] = rev[nv - 1 - k];
        vals[k] = m->k[at[k]].num;
    }
    return nv;
}

/* The count « chacune » ends the clause before the group's (an aside naming the pits: « 2
 * cases avec 1 graine chacune (ses cases 1 et 2) »), or SIZE_MAX. */
static size_t each_before(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    size_t j = i;
    while (j > 0 && same_clause(m, i, j - 1))
        j--;
    if (j < 2 || !has(m, j - 1, SW_EACH) || m->k[i].clause - m->k[j - 1].clause != 1)
        return SIZE_MAX;
    for (size_t k = j - 1; k-- > 0 && k + 4 >= j && same_clause(m, j - 1, k);)
        if (free_number(p, k))
            return k;
    return SIZE_MAX;
}

static void read_lists(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    enum faq_situ_side carry = SITU_SIDE_UNSAID;
    for (size_t i = 0; i < m->n; i++) {
        struct group g;
        int vals[FAQ_SITU_MAX_COUNTS];
        size_t at[FAQ_SITU_MAX_COUNTS], end;
        bool each;
        if (m->k[i].game >= 0 || !group_at(p, i, carry, &g))
            continue;
        int nv = g.before ? 0 : group_values(p, g.end, vals, at, &each, &end);
        /* « 4 graines dans chacune de ses cases, 15 dans ma case 6 »: the counts told before
         * the group in its own clause are its, not those opening the next clause */
        if (nv > 0 && g.rel != SITU_REL_FACING && !same_clause(m, g.at, at[0])) {
            int vb[FAQ_SITU_MAX_COUNTS];
            size_t ab[FAQ_SITU_MAX_COUNTS];
            int nb = values_before(p, g.at, vb, ab);
            if (nb > 0) {
                nv = nb;
                memcpy(vals, vb, sizeof vb);
                memcpy(at, ab, sizeof ab);
                end = g.end;
            }
        }
        if (nv == 0 && g.rel != SITU_REL_FACING) {
            nv = values_before(p, g.at, vals, at);
            end = g.end;
        }
        if (nv == 0 && g.rel == SITU_REL_PIT && (at[0] = each_before(p, g.at)) != SIZE_MAX) {
            vals[0] = m->k[at[0]].num; /* « 2 cases avec 1 graine chacune (ses cases 1 et 2) » */
            nv = 1;
        }
        if (nv == 0 || (g.rel == SITU_REL_FACING && nv < 2) || (g.n < 0 && nv < 2))
            continue;
        if (g.n < 0) { /* a row told pit by pit: its pits 1.. in order (the builder checks) */
            for (int k = 0; k < nv; k++)
                g.pit[k] = k + 1;
            g.n = nv;
            s->row_list = nv;
            if (g.side == SITU_SIDE_THEIRS) /* every pit of that row told */
                s->theirs_only = true;
            else
                s->mine_only = true;
        }
        for (int k = 0; k < nv; k++)
            p->used[at[k]] = true;
        if (g.num != SIZE_MAX)
            p->used[g.num] = true;
        /* pits and counts that do not pair up (3 pits, 2 counts): asked, never guessed */
        if ((g.rel == SITU_REL_PIT && nv > 1 && nv != g.n) || (g.rel == SITU_REL_REST && nv > 1)) {
            if (!s->ambiguous)
                s->unread_num = vals[0];
            s->ambiguous = true;
            continue;
        }
        for (size_t k = 0; k < p->npl; k++)
            if (p->pl[k].at >= g.at && p->pl[k].at < g.end)
                p->pl[k].grouped = true;
        struct faq_situ_count c = {.side = g.side, .rel = g.rel, .count = vals[0]};
        if (g.rel == SITU_REL_PIT)
            for (int k = 0; k < g.n; k++) {
                c.pit = g.pit[k];
                c.count = vals[nv == 1 ? 0 : k];
                add_count(s, c);
            }
        else
            for (int k = 0; k < nv; k++) {
                c.count = vals[k];
                add_count(s, c);
            }
        p->told += nv;
        carry = g.side;
        i = (end > g.end ? end : g.end) - 1;
    }
}

/* « je lui prends les 5 ? », "do I take 3?": the capture's count claimed; « je prends aussi les
 * graines de ma case 6 ? »: a pit claimed taken. The engine's result says yes or no. */
static void read_claims(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        if (!starts(m, i, SW_Q_CAPTURE) || has(m, i, SW_PLAY))
            continue;
        for (size_t j = i + 1; j < i + 9 && same_clause(m, i, j) && !has(m, j, SW_PLAY); j++) {
            const struct place *pl = NULL;
            for (size_t k = 0; k < p->npl; k++)
                if (p->pl[k].at == j && p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit > 0 &&
                    !p->pl[k].store)
                    pl = &p->pl[k];
            if (pl) {
                s->claim_pit = pl->pit;
                s->claim_side = pl->side;
                break;
            }
            if (free_number(p, j) && m->k[j].num > 0 &&
                !(has_near(m, j, j + 1, SW_IN) || has_near(m, j, j + 2, SW_IN))) {
                s->claim_captured = m->k[j].num;
                p->used[j] = true;
                /* « je lui prends ses 3 + 2 graines ? »: the pieces of the claim added up */
                for (; j + 2 < m->n && has(m, j + 1, SW_AND) && same_clause(m, j, j + 2) &&
                       free_number(p, j + 2) && m->k[j + 2].num > 0;
                     j += 2) {
                    s->claim_captured += m->k[j + 2].num;
                    p->used[j + 2] = true;
                }
                break;
            }
        }
    }
}

/* The pit played and its count: a pit named with « je joue », else the first pit of mine
 * given a count outside the landing clause, else a count of mine with no pit. */
static void read_origin(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t k = 0; k < p->npl && s->origin_pit == FAQ_SITU_UNSAID; k++) {
        const struct place *pl = &p->pl[k];
        if (pl->rel == SITU_REL_PIT && pl->pit != 0 && pl->side != SITU_SIDE_THEIRS &&
            near(m, pl->at, SW_PLAY, 4, 0))
            s->origin_pit = pl->pit;
    }
    /* « je la joue », "I play it": the first pit of mine told before the verb with pieces in it
     * (« mon trou 6 a 9 pierres et mon trou 2 en a 3. Je le joue »: the 6), else the last one
     * told (« mon trou 2 est vide, je le choisis ») */
    for (size_t i = 0; i < m->n && s->origin_pit == FAQ_SITU_UNSAID; i++) {
        if (!has(m, i, SW_PLAY) || !(has(m, i - (i > 0), SW_PRONOUN) || has(m, i + 1, SW_PRONOUN)))
            continue;
        int last = FAQ_SITU_UNSAID, full = FAQ_SITU_UNSAID;
        for (size_t k = 0; k < p->npl; k++) {
            const struct place *pl = &p->pl[k];
            if (pl->at >= i || pl->rel != SITU_REL_PIT || pl->pit == 0 || pl->store ||
                pl->grouped || pl->side == SITU_SIDE_THEIRS)
                continue;
            last = pl->pit;
            for (size_t c = 0; c < s->ncounts && full == FAQ_SITU_UNSAID; c++)
                if (s->counts[c].rel == SITU_REL_PIT && s->counts[c].pit == pl->pit &&
                    !s->counts[c].store && s->counts[c].side != SITU_SIDE_THEIRS &&
                    s->counts[c].count > 0)
                    full = pl->pit;
        }
        s->origin_pit = full != FAQ_SITU_UNSAID ? full : last;
    }
    /* « je joue ma dernière pierre, celle de mon 6e trou », "I play my last stone, the one in
     * hole 6": one stone, in the pit told right after, and nothing else on my row */
    for (size_t i = 0; i + 2 < m->n && s->origin_pit == FAQ_SITU_UNSAID; i++) {
        if (!has(m, i, SW_PLAY) || !same_clause(m, i, i + 2))
            continue;
        size_t l = has(m, i + 1, SW_MINE) ? i + 2 : i + 1;
        if (!starts(m, l, SW_LAST) || has(m, l, SW_BEFORE_LAST) || !has_near(m, l, l + 1, SW_PIECE))
            continue;
        for (size_t k = 0; k < p->npl; k++) {
            const struct place *pl = &p->pl[k];
            if (pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store &&
                pl->side != SITU_SIDE_THEIRS && pl->at > l && pl->at <= l + 7 &&
                m->k[pl->at].clause <= m->k[l].clause + 1) {
                s->origin_pit = pl->pit;
                s->mine_only = true;
                add_count(
                    s, (struct faq_situ_count){.side = SITU_SIDE_MINE, .pit = pl->pit, .count = 1});
                break;
            }
        }
    }
    s->played = any(m, SW_PLAY);
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel != SITU_REL_PIT || c->side == SITU_SIDE_THEIRS || c->store)
            continue;
        if (s->origin_pit != FAQ_SITU_UNSAID && c->pit == s->origin_pit) {
            s->origin_count = c->count;
            return;
        }
    }
    /* « je viens de vider mon dernier trou, il reste 10 pierres chez l'autre »: told with no
     * count of its own, the pit just emptied leaves my row empty, the move done */
    if (any(m, SW_JUST_EMPTIED) && s->origin_count < 0) {
        bool counted = false;
        for (size_t k = 0; k < s->ncounts; k++)
            counted = counted || (s->counts[k].rel == SITU_REL_PIT && s->counts[k].pit == 0 &&
                                  s->counts[k].side != SITU_SIDE_THEIRS && !s->counts[k].store);
        if (!counted) {
            s->origin_pit = FAQ_SITU_UNSAID;
            s->played = false;
            s->mine_empty = true;
            return;
        }
    }
    if (s->origin_pit != FAQ_SITU_UNSAID) {
        /* « j'ai une case à 5 graines, c'est ma 2e, je la joue »: the one count of mine told of
         * no numbered pit is that of the pit played */
        struct faq_situ_count *only = NULL;
        int n = 0;
        for (size_t k = 0; k < s->ncounts; k++) {
            struct faq_situ_count *c = &s->counts[k];
            if (c->rel == SITU_REL_PIT && c->pit == 0 && c->side != SITU_SIDE_THEIRS &&
                c->count > 0 && !c->store && !c->after && n++ == 0)
                only = c;
        }
        if (n == 1) {
            only->pit = s->origin_pit;
            s->origin_count = only->count;
        }
        return;
    }
    for (size_t k = 0; k < s->ncounts; k++) {
        const struct faq_situ_count *c = &s->counts[k];
        if (c->rel == SITU_REL_PIT && c->side != SITU_SIDE_THEIRS && c->count > 0 && !c->store) {
            s->origin_pit = c->pit ? c->pit : FAQ_SITU_UNSAID;
            s->origin_count = c->count;
            break;
        }
    }
    if (s->origin_pit != FAQ_SITU_UNSAID || s->origin_count == FAQ_SITU_UNSAID)
        return;
    /* the pit of that count told apart, in a clause of its own: the one numbered pit of mine
     * that no count and no landing claims */
    int found = FAQ_SITU_UNSAID, seen = 0;
    for (size_t k = 0; k < p->npl; k++) {
        const struct place *pl = &p->pl[k];
        bool counted = false;
        for (size_t j = 0; j < s->ncounts; j++)
            counted = counted || (s->counts[j].rel == SITU_REL_PIT && s->counts[j].pit == pl->pit);
        if (pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store && pl->side == SITU_SIDE_MINE &&
            !counted && m->k[pl->at].clause != p->land_clause) {
            found = pl->pit;
            seen++;
        }
    }
    if (seen == 1)
        s->origin_pit = found;
}

/* "my hole 6 holds just 1 stone", « ma case 3 n'a que 2 graines »: « only » said of a pit's
 * count (a numbered pit, then a verb of having, before it), not of the row. */
static bool pit_only(const struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t k = 0; k < p->npl; k++) {
        const struct place *pl = &p->pl[k];
        if (pl->rel != SITU_REL_PIT || pl->pit == 0 || pl->at >= i || !same_clause(m, pl->at, i))
            continue;
        for (size_t j = pl->at + 1; j < i; j++)
            if (has(m, j, SW_HAVE))
                return true;
    }
    return false;
}

/* "the only stone left on my side is in hole 6", « ma seule pierre est dans mon trou 2 »: an
 * « only » naming one piece gives the numbered pit of its clause that count, 1. */
static bool single_piece(struct parse *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    bool piece = i > 0 && has_near(m, i, i - 1, SW_PIECE); /* « la pierre seule » */
    for (size_t j = i; j < m->n && has(m, j, SW_ONLY) && same_clause(m, i, j); j++)
        piece = piece || has(m, j, SW_PIECE);
    if (!piece || (i > 0 && is_number(m, i - 1)))
        return false;
    for (size_t k = 0; k < p->npl; k++) {
        const struct place *pl = &p->pl[k];
        bool counted = false;
        for (size_t c = 0; c < p->s->ncounts; c++)
            counted =
                counted || (p->s->counts[c].rel == SITU_REL_PIT && p->s->counts[c].pit == pl->pit &&
                            p->s->counts[c].side == pl->side);
        if (pl->rel == SITU_REL_PIT && pl->pit > 0 && !pl->store && !counted &&
            same_clause(m, i, pl->at) && pl->side != SITU_SIDE_THEIRS) {
            add_count(p->s, (struct faq_situ_count){.side = pl->side, .pit = pl->pit, .count = 1});
            return true;
        }
    }
    return false;
}

/* ALSO_BEFORE: the most words from « comme », "so is" to the facing place it joins
 * ("so is the one across"); ALSO_AFTER: from the facing place to « aussi » (« …du 5e aussi »);
 * BOTH_GAP: from a pit to the facing place joined to it (« mon trou 5 et le trou d'en face »);
 * EMPTY_IN_WORDS: from « rien » to the pit it is told of (« rien dans son trou 3 »). */
enum { ALSO_BEFORE = 4, ALSO_AFTER = 3, BOTH_GAP = 5, EMPTY_IN_WORDS = 4 };

/* The facing place f is said empty like my pit `pit`, told empty at token i: « et celui d'en
 * face aussi », « …, le trou en face aussi » (the clause after, which counts nothing), « comme
 * le trou d'en face », "and so is the pit opposite it". */
static bool also_facing(const struct faq_situ_marked *m, const struct place *f, int pit, size_t i)
{
    if (!(f->rel == SITU_REL_FACING || (f->rel == SITU_REL_FACING_OF && f->pit == pit)) ||
        f->at <= i)
        return false;
    int cl = m->k[f->at].clause;
    if (cl != m->k[i].clause && cl != m->k[i].clause + 1)
        return false;
    for (size_t j = 0; cl != m->k[i].clause && j < m->n; j++)
        if (m->k[j].clause == cl && (is_number(m, j) || has(m, j, SW_EMPTY)))
            return false; /* « …, en face il y en a 3 », « …, en face vide aussi »: its own */
    size_t end = f->rel == SITU_REL_FACING_OF ? f->at + 2 : f->at; /* « … du 5e aussi » */
    for (size_t j = f->at > ALSO_BEFORE ? f->at - ALSO_BEFORE : 0; j <= end + ALSO_AFTER; j++)
        if (j != f->at && has_near(m, f->at, j, SW_ALSO) && (j > f->at || j > i))
            return true;
    return false;
}

/* « mon trou 5 et le trou d'en face sont vides »: the pit at `pit` and the facing place at
 * `rel` joined by « et » and said empty together at i (no count between, nothing had). */
static bool both_empty(const struct faq_situ_marked *m, size_t pit, size_t rel, size_t i)
{
    bool joined = false;
    for (size_t j = pit + 1; j < rel; j++)
        joined = joined || has(m, j, SW_AND);
    for (size_t j = pit + 1; joined && j < i; j++)
        if (is_number(m, j) || (j > rel && has(m, j, SW_HAVE)))
            return false;
    return joined;
}

/* Rows said empty, pits said empty, rows said to hold only what was told. */
static void read_rows(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        /* « la pierre seule de mon trou 2 »: that pit's one stone; "the only stone left on my
         * side is in hole 6": that, and my row holds nothing else */
        bool one = starts(m, i, SW_ONLY) && !has(m, i, SW_EMPTY) && single_piece(p, i);
        /* "my last stone just landed": « just » of a verb is when, not how many */
        bool of_verb = has_near(m, i, i + 1, SW_LANDS) || has_near(m, i, i + 1, SW_PLAY) ||
                       has_near(m, i, i + 1, SW_JUST_EMPTIED);
        if (has(m, i, SW_ONLY) && !of_verb && !has(m, i, SW_EMPTY) && !has(m, i, SW_REST) &&
            !pit_only(p, i) && !(one && !clause_has(m, cl, SW_ROW))) {
            size_t head = i; /* the phrase's first word: « rien d'autre » is not « l'autre » */
            while (head > 0 && !starts(m, head, SW_ONLY) && has(m, head - 1, SW_ONLY))
                head--;
            enum faq_situ_side who = SITU_SIDE_UNSAID; /* "all I have": the phrase's own person */
            for (size_t j = head;
                 j < m->n && has(m, j, SW_ONLY) && (j == head || !starts(m, j, SW_ONLY)); j++)
                if (who == SITU_SIDE_UNSAID)
                    who = has(m, j, SW_MINE)     ? SITU_SIDE_MINE
                          : has(m, j, SW_THEIRS) ? SITU_SIDE_THEIRS
                                                 : SITU_SIDE_UNSAID;
            if (who == SITU_SIDE_UNSAID)
                who = subject_at(m, head);
            size_t first = i;
            while (first > 0 && m->k[first - 1].clause == cl)
                first--;
            /* « il lui reste 1 escargot dans son 1er trou…, rien d'autre »: a clause of its
             * own saying « nothing else » is about whoever the clause before spoke of */
            /* (« l'autre » inside « rien d'autre » is nobody) */
            bool opponent = false;
            for (size_t j = first; j < m->n && m->k[j].clause == cl; j++)
                opponent = opponent ||
                           (!has(m, j, SW_ONLY) && (opponent_at(m, j) || has(m, j, SW_THEIRS)));
            if (who == SITU_SIDE_UNSAID && !opponent && first > 0 && !clause_has(m, cl, SW_MINE))
                who = subject_at(m, first - 1);
            if (who == SITU_SIDE_THEIRS || (who == SITU_SIDE_UNSAID && opponent))
                s->theirs_only = true;
            else
                s->mine_only = true;
        }
        /* « qui a le plus d'escargots dans son pot gagne ? »: no row told empty in the
         * clause that asks who wins */
        if (!starts(m, i, SW_EMPTY) || is_number(m, i) || has(m, i, SW_ONLY) ||
            clause_has(m, cl, SW_Q_WIN))
            continue;
        /* « …et 4 dans mon 6e, le reste est vide », "the others are empty": that row holds only
         * what was told */
        if (clause_has(m, cl, SW_REST) && !clause_has(m, cl, SW_PIT) && cl != p->land_clause) {
            enum faq_situ_side who = subject_at(m, i);
            for (size_t k = 0; who == SITU_SIDE_UNSAID && k < p->npl; k++)
                if (m->k[p->pl[k].at].clause < cl && !p->pl[k].store)
                    who = p->pl[k].side == SITU_SIDE_UNSAID ? who : p->pl[k].side;
            if (who == SITU_SIDE_THEIRS)
                s->theirs_only = true;
            else if (who == SITU_SIDE_MINE)
                s->mine_only = true;
            continue;
        }
        struct place *pit = NULL, *rel = NULL;
        for (size_t k = 0; k < p->npl; k++) {
            struct place *pl = &p->pl[k];
            if (m->k[pl->at].clause != cl)
                continue;
            if (pl->rel == SITU_REL_PIT && pl->pit != 0 && !pl->grouped && pl->at < i &&
                i - pl->at <= 7)
                pit = pl; /* « mon 3e trou est vide », « le 1er trou de mon adversaire est vide » */
            else if ((pl->rel == SITU_REL_FACING || pl->rel == SITU_REL_BEFORE ||
                      pl->rel == SITU_REL_FACING_OF) &&
                     pl->at < i && i - pl->at <= 7)
                rel = pl; /* « en face il n'y a rien » */
        }
        for (size_t k = 0; !pit && !rel && k < p->npl; k++) /* « n'a rien dans son trou 3 » */
            if (p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit != 0 && !p->pl[k].grouped &&
                p->pl[k].at > i + 1 && p->pl[k].at <= i + EMPTY_IN_WORDS &&
                has_near(m, i, i + 1, SW_IN) && same_clause(m, i, p->pl[k].at))
                pit = &p->pl[k];
        /* « mon trou 5 et le trou d'en face sont vides », "my pit 6 and the pit across from it
         * are both empty": both; « ma case 6 et en face il n'y a rien »: the place nearest */
        for (size_t k = 0; !pit && rel && k < p->npl; k++) /* (a long facing place's pit) */
            if (p->pl[k].rel == SITU_REL_PIT && p->pl[k].pit != 0 && !p->pl[k].grouped &&
                p->pl[k].at < rel->at && rel->at - p->pl[k].at <= BOTH_GAP &&
                same_clause(m, p->pl[k].at, i))
                pit = &p->pl[k];
        if (pit && rel && rel->at > pit->at && both_empty(m, pit->at, rel->at, i))
            add_count(
                s, (struct faq_situ_count){.rel = SITU_REL_FACING_OF, .pit = pit->pit, .count = 0});
        if (pit && rel && rel->at > pit->at && !both_empty(m, pit->at, rel->at, i))
            pit = NULL;
        /* « mon 4e est vide et celui d'en face aussi », « …, et le trou d'en face aussi », "and
         * so is the pit opposite it": the facing pit too */
        for (size_t k = 0; pit && k < p->npl; k++)
            if (also_facing(m, &p->pl[k], pit->pit, i))
                add_count(s, (struct faq_situ_count){
                                 .rel = SITU_REL_FACING_OF, .pit = pit->pit, .count = 0});
        if (pit && cl != p->land_clause) {
            add_count(s,
                      (struct faq_situ_count){
                          .side = pit->side, .pit = pit->pit, .count = 0, .player = pit->player});
            continue;
        }
        int player = p->sows_store && !pit ? player_near(p, i) : 0;
        if (player) { /* « vide chez le suivant » */
            add_count(s, (struct faq_situ_count){.rel = SITU_REL_FACING, .player = player});
            continue;
        }
        if (rel) {
            add_count(s, (struct faq_situ_count){.rel = rel->rel, .pit = rel->pit, .count = 0});
            continue;
        }
        if (cl == p->land_clause)
            continue;
        enum faq_situ_side who = subject_at(m, i);
        size_t from = i, to = i;
        while (from > 0 && m->k[from - 1].clause == cl)
            from--;
        while (to + 1 < m->n && m->k[to + 1].clause == cl)
            to++;
        /* « …mon 2e trou, qui est vide »: a short clause of no one's telling the pit the
         * clause before ended on */
        struct place *pv = who == SITU_SIDE_UNSAID && to - from < 4 && !clause_has(m, cl, SW_ROW)
                               ? prev_clause_place(p, i)
                               : NULL;
        if (pv && pv->rel == SITU_REL_PIT && pv->pit != 0) { /* « …du milieu (le 4e) est vide » */
            add_count(s, (struct faq_situ_count){.side = pv->side, .pit = pv->pit, .count = 0});
            continue;
        }
        /* « plus aucune graine chez moi »: the person told after the emptiness */
        for (size_t j = i + 1; who == SITU_SIDE_UNSAID && j <= to; j++)
            who = has(m, j, SW_MINE)                          ? SITU_SIDE_MINE
                  : has(m, j, SW_THEIRS) || opponent_at(m, j) ? SITU_SIDE_THEIRS
                                                              : SITU_SIDE_UNSAID;
        if (who == SITU_SIDE_THEIRS)
            s->opp_empty = true;
        else if (who == SITU_SIDE_MINE || clause_has(m, cl, SW_ROW))
            s->mine_empty = true;
    }
}

/* « réglages de base », "default settings": the capture settings as the game comes, said. */
static void read_default_setting(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t i = 0; i < m->n; i++)
        if (has(m, i, SW_SETTING) && clause_has(m, m->k[i].clause, SW_DEFAULT)) {
            if (p->s->capture_from == FAQ_SITU_UNSAID)
                p->s->capture_from = KALAH_CAPTURE_NEXT;
            if (p->s->empty_opposite == FAQ_SITU_UNSAID)
                p->s->empty_opposite = KALAH_EMPTY_KEEP;
        }
}

/* Whose rows a whole-board count at token at is (the words saying every pit end before
 * end): the person it is told of, right before it (« il en a 4 partout », « lui 4 dans chaque
 * case », "he has 4 seeds in every pit"), the words between being only a verb of having,
 * pieces or function words, or the side said right after (« 4 partout chez lui », "everywhere
 * on his side"); SITU_SIDE_UNSAID for every row (« 4 pierres partout », « … et 4 partout
 * ailleurs » after a pit of mine). */
static enum faq_situ_side board_person(const struct faq_situ_marked *m, size_t at, size_t end)
{
    for (size_t j = at; j-- > 0 && same_clause(m, at, j);) {
        bool mine = has(m, j, SW_MINE), theirs = opponent_at(m, j) || has(m, j, SW_THEIRS);
        if (mine != theirs)
            return mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
        if (!has(m, j, SW_HAVE) && !has(m, j, SW_PIECE) && !m->t.stop[j])
            break;
    }
    if (end < m->n && same_clause(m, at, end) && (has(m, end, SW_MINE) != has(m, end, SW_THEIRS)))
        return has(m, end, SW_MINE) ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
    return SITU_SIDE_UNSAID;
}

/* Whole-board descriptions: « 4 pierres partout », « tous les trous ont 4 pierres », "4 stones
 * in every pit" (s->board; a pit told besides keeps its own count: « … sauf mon trou 1 qui en
 * a 13 », « 3 pierres par trou »), and the length of a row told
 * before its hole noun (« chacun de ses 6 trous », "each of his 6 pits"): that number is no
 * count. */
static void read_board(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 1; i + 2 < m->n; i++) {
        if (is_number(m, i) && !p->used[i] &&
            (has_near(m, i, i - 1, SW_MINE) || has_near(m, i, i - 1, SW_THEIRS)) &&
            has_near(m, i, i + 1, SW_PIT) && clause_has(m, m->k[i].clause, SW_EACH) &&
            !is_number(m, i + 2) && m->k[i + 2].ord < 0 && m->k[i].num >= ROW_MIN_HOLES &&
            m->k[i].num <= RULES_MAX_HOLES) {
            p->used[i] = true;
            if (s->holes == FAQ_SITU_UNSAID)
                s->holes = m->k[i].num;
        }
    }
    for (size_t i = 0; i < m->n && s->board == FAQ_SITU_UNSAID; i++) {
        if (!starts(m, i, SW_EVERYWHERE))
            continue;
        size_t end = i + 1;
        while (end < m->n && same_clause(m, i, end) && has(m, end, SW_EVERYWHERE) &&
               !starts(m, end, SW_EVERYWHERE))
            end++;
        /* the count before it (« 4 pierres partout »), else after (« tous les trous en ont 4 ») */
        size_t at = SIZE_MAX;
        for (size_t j = i;
             at == SIZE_MAX && j-- > 0 && j + BOARD_GAP + 1 >= i && same_clause(m, i, j);) {
            if (is_number(m, j) && j > 0 && has_near(m, j, j - 1, SW_PIT))
                break;           /* "13 in pit 1 and every other pit has 4": a pit's number */
            if (is_number(m, j)) /* « 3 pierres par trou »: read as the setting too */
                at = !p->used[j] || m->k[j].num == s->stones ? j : SIZE_MAX - 1;
            else if (has(m, j, SW_MINE) || has(m, j, SW_THEIRS) || has(m, j, SW_PIT))
                break;
        }
        for (size_t j = end;
             at == SIZE_MAX && j < m->n && j <= end + BOARD_GAP && same_clause(m, i, j); j++) {
            if (is_number(m, j) && !p->used[j])
                at = j;
            else if (has(m, j, SW_MINE) || has(m, j, SW_THEIRS) || has(m, j, SW_PIT) ||
                     is_number(m, j))
                break;
        }
        if (at < SIZE_MAX - 1) {
            s->board = m->k[at].num;
            s->board_side = board_person(m, at, end);
            p->told += !p->used[at];
            p->used[at] = true;
        }
    }
}

/* « j'en ai combien dans ma réserve après ? », "how many are in his store now?": a store's
 * count is asked (its clause counts and names a store), and whose. */
static void read_store_ask(struct parse *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    int last = m->n ? m->k[m->n - 1].clause : -1;
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        if (!has(m, i, SW_STORE) || !clause_has(m, cl, SW_Q_COUNT) ||
            !(m->k[i].asked || cl == last))
            continue;
        s->ask |= SA_STORE;
        s->store_side = side_at(m, i) == SITU_SIDE_THEIRS || subject_at(m, i) == SITU_SIDE_THEIRS
                            ? SITU_SIDE_THEIRS
                            : SITU_SIDE_MINE;
    }
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
    while (from > 0 && same_clause(m, m->n - 1, from - 1) && !has(m, from - 1, SW_AND))
        from--;
    if (from == 0 || !same_clause(m, m->n - 1, from - 1))
        return false; /* no « et » in the last clause */
    unsigned asked = 0;
    for (size_t i = from; i < m->n; i++) {
        for (size_t a = 0; a < nasks; a++)
            if (has(m, i, asks[a].w))
                asked |= asks[a].ask;
        if (has(m, i, SW_INTERROG) && !has_near(m, i, i + 1, SW_HAVE))
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
    bool off = false, modal = false;
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].clause != cl)
            continue;
        off = off || has(m, i, SW_OFF_BOARD);
        bool then =
            has(m, i, SW_AND) || (i > 0 && has(m, i - 1, SW_AND) && has(m, i - 1, SW_Q_LEGAL));
        modal = modal || has(m, i, SW_Q_FORBIDDEN) ||
                (has(m, i, SW_Q_LEGAL) && !has(m, i, SW_OFF_BOARD) && !then);
    }
    return off && !modal ? SA_OFF : 0;
}

/* Some word of clause cl is a number or an ordinal (« jjoue ma 4e »). */
static bool clause_names_number(const struct faq_situ_marked *m, int cl)
{
    for (size_t i = 0; i < m->n; i++)
        if (m->k[i].clause == cl && (m->k[i].num >= 0 || m->k[i].ord >= 0))
            return true;
    return false;
}

/* « je dois jouer laquelle ? », "which one must I play?": a pronoun asking the move, in a
 * clause that plays or must play, names no pit (« que se passe-t-il si je joue ma case 6 ? »
 * plays it, « jjoue ma 4e ») and asks no landing nor count: its word, else SIZE_MAX. */
static size_t pronoun_which(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        if (!has(m, i, SW_INTERROG) || !m->k[i].asked || (i + 1 < m->n && has(m, i + 1, SW_PIT)) ||
            (!clause_has(m, cl, SW_PLAY) && !clause_has(m, cl, SW_Q_FORCED)) ||
            clause_has(m, cl, SW_LANDS) || clause_has(m, cl, SW_Q_WHERE) ||
            clause_has(m, cl, SW_Q_COUNT) || clause_has(m, cl, SW_PIT) ||
            clause_has(m, cl, SW_PIT_DET) || clause_names_number(m, cl))
            continue;
        return i;
    }
    return SIZE_MAX;
}

static void read_asks(struct parse *p)
{
    static const struct ask_word asks[] = {
        {SW_Q_WHERE, SA_WHERE},     {SW_Q_LAPS, SA_LAPS},        {SW_Q_SKIP, SA_SKIP},
        {SW_Q_CAPTURE, SA_CAPTURE}, {SW_Q_COUNT, SA_COUNT},      {SW_Q_EXTRA, SA_EXTRA},
        {SW_Q_LEGAL, SA_LEGAL},     {SW_Q_FORBIDDEN, SA_FORBID}, {SW_Q_END, SA_END},
        {SW_Q_WIN, SA_WIN},         {SW_Q_REMAIN, SA_REMAIN},    {SW_Q_FEED, SA_FEED},
        {SW_Q_CELLS, SA_CELLS},     {SW_Q_REFILL, SA_REFILL},    {SW_Q_GOES_ON, SA_GOES_ON},
        {SW_Q_FORCED, SA_FORCED},
    };
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    bool interrog = false;
    size_t which = SIZE_MAX;
    for (size_t i = 0; i < m->n; i++) {
        for (size_t a = 0; a < sizeof asks / sizeof asks[0]; a++)
            if (has(m, i, asks[a].w))
                s->ask |= asks[a].ask;
        /* « which had 1 seed », « qui a 2 graines »: a relative, not a question word */
        interrog = interrog || (has(m, i, SW_INTERROG) && !has_near(m, i, i + 1, SW_HAVE));
        /* « quel trou me fait rejouer ? », "which house captures?": the move is asked (not
         * « dans quel trou tombe… », where the last one lands) */
        if (has(m, i, SW_INTERROG) && i + 1 < m->n && same_clause(m, i, i + 1) &&
            has(m, i + 1, SW_PIT) && !(i > 0 && has(m, i - 1, SW_IN)) &&
            !clause_has(m, m->k[i].clause, SW_LANDS))
            which = i;
    }
    bool pronoun = which == SIZE_MAX && (which = pronoun_which(m)) != SIZE_MAX;
    /* « quelle case je dois jouer ? », "which one must I play?", « laquelle je joue ? »: the
     * moves the rules allow */
    if (which != SIZE_MAX && (clause_has(m, m->k[which].clause, SW_Q_FORCED) ||
                              (pronoun && !(s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED)))))
        s->ask |= SA_LEGAL;
    /* the where-words of « quel trou » are the move asked, not the landing */
    bool where_else = false;
    for (size_t i = 0; i < m->n; i++)
        where_else = where_else || (has(m, i, SW_Q_WHERE) && i != which && i != which + 1);
    if (which != SIZE_MAX && (s->ask & (SA_EXTRA | SA_CAPTURE | SA_FEED | SA_LEGAL)) && !where_else)
        s->ask = (s->ask & ~SA_WHERE) | SA_WHICH;
    s->yes_no = !interrog && !(s->ask & (SA_COUNT | SA_WHERE | SA_CELLS));
    /* "do I drop one back into pit 2? Where does the last one land?": a clause of its own
     * asking yes or no still gets its yes or no */
    const unsigned yes_no_asks =
        SA_SKIP | SA_REFILL | SA_EXTRA | SA_LEGAL | SA_FORBID | SA_FEED | SA_CAPTURE | SA_GOES_ON;
    for (int cl = 0; !s->yes_no && m->n > 0 && cl <= m->k[m->n - 1].clause; cl++) {
        unsigned asked = 0;
        bool question = false, mark = false;
        for (size_t i = 0; i < m->n; i++) {
            if (m->k[i].clause != cl)
                continue;
            mark = mark || m->k[i].asked;
            for (size_t a = 0; a < sizeof asks / sizeof asks[0]; a++)
                if (has(m, i, asks[a].w))
                    asked |= asks[a].ask;
            question = question || (has(m, i, SW_INTERROG) && !has_near(m, i, i + 1, SW_HAVE));
        }
        s->yes_no = mark && (asked & yes_no_asks) && !question &&
                    !(asked & (SA_COUNT | SA_WHERE | SA_CELLS));
    }
    if (!s->yes_no)
        s->yes_no = yes_no_after_and(m, asks, sizeof asks / sizeof asks[0], yes_no_asks);
    s->ask |= off_board_ask(m);
    if (s->ask & SA_GOES_ON)
        s->ask |= SA_END; /* « la partie continue ? »: the end, asked the other way round */
    if (s->ask & SA_REFILL)
        s->ask &= ~SA_SKIP; /* « je remets une graine dans ma case de départ ? » */
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
static void apply_corrections(struct faq_situ_marked *m)
{
    for (size_t j = 0; j < m->n; j++) {
        if (!faq_situ_bit(m->k[j].start_mask, SW_CORRECTION) ||
            (j > 0 && faq_situ_bit(m->k[j - 1].mask, SW_CORRECTION)))
            continue; /* one correction a phrase: « non pardon » is not « pardon » again */
        size_t k = j, fix = SIZE_MAX, count = SIZE_MAX, last = SIZE_MAX;
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

/* A number left over told again after « donc », "so", « = » (« ma case qui avait 1 graine
 * (donc 2) », "so they'd be 2 and 2"): kept in out->restated for the builder to check
 * against the position and the move. */
static bool restated(const struct faq_situ_marked *m, size_t i, struct faq_situ *out)
{
    if (!near(m, i, SW_SO, 3, 0) || out->nrestated >= FAQ_SITU_MAX_RESTATED)
        return false;
    out->restated[out->nrestated++] = (struct faq_situ_restated){m->k[i].num, false};
    return true;
}

/* « je mets 1 dedans ? », "do I drop one in it?": the one piece a sowing puts in a pit. */
static bool one_sown(const struct faq_situ_marked *m, size_t i)
{
    return m->k[i].num == 1 && (near(m, i, SW_LANDS, 2, 0) || near(m, i, SW_DROP, 2, 0));
}

/* No game named nor given: the one mancala game whose setup takes what was told of it as it is
 * (« à trois joueurs », "7 holes each", « 3 pierres par trou »: its start makes that shape with
 * no warning) and, when a capture setting was told (« réglage tout le monde »), a game for more
 * than two, the only one with such settings. -1 when nothing told sets one game apart. */
static int game_by_setup(const struct faq_situ_ctx *c, const struct faq_situ *s, bool start)
{
    bool setting = s->capture_from != FAQ_SITU_UNSAID || s->empty_opposite != FAQ_SITU_UNSAID;
    /* pieces per pit are the setup's only at the start (not "the others have two each") */
    int stones = start ? s->stones : FAQ_SITU_UNSAID, found = -1;
    if (!setting && s->players == FAQ_SITU_UNSAID && s->holes == FAQ_SITU_UNSAID &&
        stones == FAQ_SITU_UNSAID)
        return -1;
    for (int k = 0; faq_situ_game(c, k); k++) {
        const struct rules_game *g = faq_situ_game(c, k)->rules;
        struct rules_opts o = rules_opts_default();
        struct rules_pos pos;
        struct arb_err err;
        unsigned warn = 0;
        if (g->kind != RULES_MANCALA || (setting && g->max_players <= 2))
            continue;
        if (s->players >= 2 && s->players <= RULES_MAX_PLAYERS)
            o.players = s->players;
        if (s->holes >= 1 && s->holes <= RULES_MAX_HOLES)
            o.holes = s->holes;
        if (stones >= 1)
            o.stones = stones;
        if (g->start(&o, &pos, &warn, &err) < 0 || (warn & RULES_WARN_HOLES_CHANGED) ||
            pos.m.players != o.players || pos.m.holes != o.holes ||
            (stones >= 1 && pos.m.cell[0] != stones))
            continue;
        if (found >= 0)
            return -1;
        found = k;
    }
    return found;
}

/* Game a's own name holds game b's id as a word (« Awalé aux escargots » holds « awale »). */
static bool name_holds(const struct faq_situ_ctx *c, int a, int b)
{
    const struct kb_game *ga = faq_situ_game(c, a), *gb = faq_situ_game(c, b);
    struct faq_tokens t;
    if (!ga || !gb || !ga->name)
        return false;
    faq_tokenize(faq_situ_lex(c), ga->name, strlen(ga->name), &t);
    for (size_t i = 0; i < t.n; i++)
        if (strcmp(t.tok[i], gb->id) == 0)
            return true;
    return false;
}

/* The game: one named in the question, else the one given, else the one the situation's own
 * words tell; *games: the games they leave (faq_situ_cue_games) when neither is. */
static int read_game(const struct faq_situ_ctx *c, const struct faq_situ_marked *m,
                     const char *game, unsigned *games)
{
    *games = 0;
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].game < 0)
            continue;
        /* « Awalé des escargots », "Snail awale": two games named together name the variant,
         * the one whose own name holds the other's (« Awalé aux escargots »), else the later */
        for (size_t j = i + 1; j <= i + 2 && j < m->n && same_clause(m, i, j); j++)
            if (m->k[j].game >= 0 && m->k[j].game != m->k[i].game && !has(m, j - 1, SW_OR) &&
                !has(m, j - 1, SW_AND))
                return name_holds(c, m->k[i].game, m->k[j].game) ? m->k[i].game : m->k[j].game;
        return m->k[i].game;
    }
    int g = faq_situ_game_index(c, game);
    if (g >= 0)
        return g;
    *games = faq_situ_cue_games(c, m);
    for (int k = 0; faq_situ_game(c, k); k++)
        if (*games == 1u << k)
            return k;
    return -1;
}

/* A fact of a position told: a cell or pit named (« en b2 », « ma 4e case », « la case 3 »),
 * the colours of a line and of the player (« 4 foncés alignés et je joue les clairs »), or a count
 * that is not the rule's own (the 4 of a line, « 4 galets visibles », « chaque coin », « 2 neutres
 * par coin »; inside a
 * rule's condition, rule_counts: the count the last piece makes, « si ma dernière fait 2 »). */
static bool told_fact(const struct faq_situ_marked *m, bool rule_counts)
{
    for (size_t i = 0; i < m->n; i++) {
        if (m->k[i].cell != -2 || (m->k[i].ord >= 0 && !has(m, i, SW_START)) ||
            has(m, i, SW_LIGHT) || has(m, i, SW_DARK))
            return true;
        bool digits = m->t.tok[i][0] >= '0' && m->t.tok[i][0] <= '9';
        if (m->k[i].num < 0 || m->k[i].cont || (m->k[i].num < 2 && !digits))
            continue;
        if (rule_counts && i > 0 && has_near(m, i, i - 1, SW_MAKES) &&
            clause_has(m, m->k[i].clause, SW_LAST))
            continue;
        if (!clause_has(m, m->k[i].clause, SW_ALIGN) && !clause_has(m, m->k[i].clause, SW_CORNER) &&
            !clause_has(m, m->k[i].clause, SW_VISIBLE))
            return true;
    }
    return false;
}

/* « la dernière pierre dans un trou vide de l'adversaire, ça fait une prise ? », "the last stone
 * in an empty pit…": the last piece told with the definite article (the lexicon's grammar "the"),
 * neither « ma dernière » nor a bare « dernière graine chez lui », is the rule's piece, as in its
 * condition. */
static bool impersonal_landing(const struct faq_situ_ctx *c, const struct faq_situ_marked *m,
                               const struct faq_situ *s)
{
    static const char genders[] = {'f', 'm', 'p'};
    if (!s->landing)
        return false;
    for (size_t i = 0; i < m->n; i++) {
        if (!starts(m, i, SW_LAST) || has(m, i, SW_BEFORE_LAST))
            continue;
        for (size_t g = 0; i > 0 && same_clause(m, i - 1, i) && g < sizeof genders; g++)
            if (strcmp(m->t.tok[i - 1], faq_situ_grammar(c, s->lang, "the", genders[g])) == 0)
                return true;
        return false;
    }
    return false;
}

/* « je n'ai plus de galets », "I run out of pebbles": the empty hand told is the player's (a word
 * of the player's in the clause of the words telling it), not « on a tout posé ». */
static bool own_hand(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++)
        if (has(m, i, SW_ALL_PLACED) && clause_has(m, m->k[i].clause, SW_MINE))
            return true;
    return false;
}

/* « si ma dernière pierre tombe dans un trou vide… », "what if nobody gets four in a row?":
 * a case told only as a rule's condition (or with the rule's own piece, impersonal_landing),
 * no count nor place of a position, is the rule's question (its entry answers), not a
 * position to play. The player's own hand told empty inside it (« quand je n'ai plus de galets »)
 * is the rule's case too; every pebble of both placed (« si on a tous les deux posé nos 8 galets »)
 * is a whole position told, the game's end. */
static void condition_only(const struct faq_situ_ctx *c, const struct faq_situ_marked *m,
                           struct faq_situ *out)
{
    if (out->situation && (any(m, SW_CONDITION) || impersonal_landing(c, m, out)) &&
        !told_fact(m, true) && !(out->hands_empty && (any(m, SW_BOTH) || !own_hand(m))))
        out->situation = false;
}

/* The rule asked though the question names a case (the stage's entry test, mancala): a word
 * asked (« ce genre de trou a un nom ? »), a setting asked with no pit of a position (« on peut
 * jouer avec 6 pierres par trou ? »), or the board counted as a whole with no pit, store or move
 * told (« il reste 3 graines sur le plateau », « 3 de chaque côté », "on the board"): no engine
 * run answers those, the entry does. placed: a count was told of a numbered pit. */
static bool asks_the_rule(const struct faq_situ_marked *m, const struct faq_situ *s, bool placed)
{
    if (any(m, SW_Q_NAME))
        return true;
    bool stores = false;
    for (size_t k = 0; k < s->ncounts; k++)
        stores = stores || s->counts[k].store;
    if (placed || s->landing || s->origin_pit != FAQ_SITU_UNSAID || s->start || (s->ask & SA_WHICH))
        return false;
    return ((s->ask & SA_LEGAL) && (s->board >= 0 || s->stones >= 0)) ||
           (any(m, SW_ON_BOARD) && !stores);
}

/* A Qawale question naming no case of its own (the stage's entry test, Qawale), with no cell,
 * count or colour told, no height and no path (drop, direction, stack lifted, step off the board,
 * U-turn): the start alone, no pebble placed on it (« au début, combien de galets chacun ? »,
 * « avant de commencer, on met quoi sur les coins ? »); a kind of cell alone, no cells asked
 * but of every such cell (« il pose sur une case libre au centre, il a le droit ? », « combien de
 * galets sur chaque coin ? »); a line told in words with no
 * pebble of the player's nor of a colour (« une diagonale de 4 galets visibles, ça compte ? »);
 * the player's own hand told empty, not both nor the end or the winner asked (« je n'ai plus de
 * galets, que se passe-t-il ? »): the setting up or the rule, not a move to play. */
static bool qawale_rule(const struct faq_situ_marked *m, const struct faq_situ *s)
{
    static const enum faq_situ_word path[] = {SW_DROP,     SW_STACK,    SW_OFF_BOARD, SW_U_TURN,
                                              SW_DIAGONAL, SW_UP,       SW_RIGHT,     SW_DOWN,
                                              SW_LEFT,     SW_STRAIGHT, SW_FROM};
    if (told_fact(m, false) || s->stack_height >= 0 || s->path_claim > 0)
        return false;
    bool moves = false;
    for (size_t k = 0; k < sizeof path / sizeof path[0]; k++)
        moves = moves || any(m, path[k]);
    return (!moves && s->start && !any(m, SW_PLACE)) ||
           (!moves && s->region && (!(s->ask & SA_CELLS) || any(m, SW_EACH))) ||
           (s->alignment_told && s->ncells == 0 && !any(m, SW_MINE) && !s->neutral && !s->covered &&
            !s->hands_empty && !any(m, SW_DROP)) ||
           (s->hands_empty && !(s->ask & (SA_WIN | SA_END)) && !any(m, SW_BOTH) && !moves &&
            own_hand(m));
}

void faq_situ_parse(const struct faq_situ_ctx *c, const char *text, size_t len, const char *game,
                    struct faq_situ *out)
{
    struct faq_tokens all;
    struct faq_situ_marked m;
    faq_tokenize(faq_situ_lex(c), text, len, &all);
    enum faq_lang lang =
        all.said_lang >= 0 ? (enum faq_lang)all.said_lang : faq_guess_lang(faq_situ_lex(c), &all);
    int hits[2];
    faq_situ_lang_hits(c, text, len, hits);
    /* « stack of 2 on a1, I drop on a2… »: few function words; the situation's words tell */
    if (all.said_lang < 0 && hits[1 - lang] > 2 * hits[lang])
        lang = (enum faq_lang)(1 - lang);
    faq_situ_mark(c, text, len, lang, &m);
    apply_corrections(&m);
    *out = (struct faq_situ){
        .lang = lang,
        .origin_pit = FAQ_SITU_UNSAID,
        .origin_count = FAQ_SITU_UNSAID,
        .land_pit = 0,
        .players = FAQ_SITU_UNSAID,
        .holes = FAQ_SITU_UNSAID,
        .stones = FAQ_SITU_UNSAID,
        .capture_from = FAQ_SITU_UNSAID,
        .empty_opposite = FAQ_SITU_UNSAID,
        .stack_height = FAQ_SITU_UNSAID,
        .claim_captured = FAQ_SITU_UNSAID,
        .align_count = FAQ_SITU_UNSAID,
        .board = FAQ_SITU_UNSAID,
    };
    struct parse p = {.m = &m, .s = out, .land_clause = -1};
    out->game = read_game(c, &m, game, &out->games);
    read_asks(&p);
    const struct kb_game *g = faq_situ_game(c, out->game);
    if (g && g->rules->kind == RULES_QAWALE) {
        faq_situ_read_qawale(&m, p.used, out);
        condition_only(c, &m, out);
        if (out->situation && qawale_rule(&m, out))
            out->situation = false;
        return;
    }
    read_options(&p);
    read_default_setting(&p);
    if (!g || out->games) { /* « à trois joueurs », « réglage tout le monde »: Kalah's own */
        int k = game_by_setup(c, out, any(&m, SW_START));
        if (k >= 0) {
            out->game = k;
            out->games = 1u << k;
            g = faq_situ_game(c, k);
        }
    }
    read_board(&p);
    read_store_ask(&p);
    out->start = any(&m, SW_START);
    struct faq_situ_traits traits = {0};
    if (g)
        faq_situ_traits(g->rules, &traits);
    p.sows_store = traits.sows_store;
    read_others(&p);
    read_places(&p);
    read_landing(&p);
    read_lists(&p);
    read_claims(&p);
    read_counts(&p);
    read_rows(&p);
    read_origin(&p);
    /* every count the question tells must have found its place: a number left over (not
     * an article « une ») means the position built would be a guess, unless it is told
     * again of what is fixed (« donc 2 »: the builder checks it) or is the one piece a
     * sowing drops (« je mets 1 dedans ? ») */
    for (size_t i = 0; i < m.n; i++)
        if (is_number(&m, i) && !p.used[i] && !has(&m, i + 1, SW_PIT) &&
            !(m.k[i].num == out->origin_count && clause_has(&m, m.k[i].clause, SW_PLAY)) &&
            (m.k[i].num >= 2 || (m.t.tok[i][0] >= '0' && m.t.tok[i][0] <= '9')) &&
            !restated(&m, i, out) && !one_sown(&m, i) && out->unread++ == 0 && !out->ambiguous)
            out->unread_num = m.k[i].num;
    /* « ma dernière vient de tomber dans un de mes trous vides, combien vont dans ma
     * réserve ? »: the count asked of the store is the capture's */
    if ((out->ask & SA_COUNT) && out->landing && out->land_empty && !out->land_store &&
        any(&m, SW_STORE))
        out->ask |= SA_CAPTURE;
    if (out->ask & SA_WHICH) { /* « quel trou me fait rejouer ? »: no pit is played, it is asked */
        out->origin_pit = FAQ_SITU_UNSAID;
        out->origin_count = FAQ_SITU_UNSAID;
    }
    bool placed = false, facing = false, landing_count = false, rows = false, theirs_pit = false;
    bool stores = traits.sows_store; /* a turn more is a matter of count only there */
    for (size_t k = 0; k < out->ncounts; k++) {
        placed = placed || (out->counts[k].rel == SITU_REL_PIT && out->counts[k].pit != 0);
        theirs_pit =
            theirs_pit || (out->counts[k].rel == SITU_REL_PIT && out->counts[k].pit != 0 &&
                           out->counts[k].side == SITU_SIDE_THEIRS && !out->counts[k].store);
        rows = rows || out->counts[k].store ||
               (out->counts[k].rel == SITU_REL_PIT && out->counts[k].pit == 0 &&
                out->counts[k].side == SITU_SIDE_THEIRS);
        facing = facing || out->counts[k].rel == SITU_REL_FACING ||
                 out->counts[k].rel == SITU_REL_BEFORE;
        landing_count = landing_count || out->counts[k].rel == SITU_REL_LANDING;
    }
    /* rule wording around (« plus de 11 graines ») leaves only cases told with a pit */
    if (out->general && !placed && !out->landing)
        out->origin_count = FAQ_SITU_UNSAID;
    out->situation =
        out->origin_count > 0 ||
        (out->landing && (p.told > 0 || (out->land_empty && !out->land_store)) &&
         (facing || landing_count)) ||
        (out->landing && out->land_pit != 0) ||
        /* « ma dernière tombe chez lui dans une case vide, je prends ? », « je finis dans
         * un trou vide, je prends combien ? » (the count is asked back) */
        (out->landing && out->land_empty && !out->land_store && (out->ask & SA_CAPTURE) &&
         (out->land_side == SITU_SIDE_THEIRS || (out->ask & SA_COUNT))) ||
        /* « ma dernière graine tombe chez l'adversaire, je prends ? »: the count of the pit it
         * lands in is asked back; « il a 2 graines dans sa case 3, je peux les prendre ? »: the
         * move is */
        (!out->general && (out->ask & SA_CAPTURE) &&
         ((out->landing && !out->land_store && out->land_side == SITU_SIDE_THEIRS) ||
          (theirs_pit && !out->landing && out->origin_pit == FAQ_SITU_UNSAID &&
           out->origin_count == FAQ_SITU_UNSAID))) ||
        (placed && (out->opp_empty || out->mine_only || out->theirs_only)) ||
        /* « mon camp est vide, il en reste 7 chez lui », the stores told */
        (rows && (out->opp_empty || out->mine_empty)) ||
        /* « plus aucune graine chez moi, qui gagne ? »: the stores are asked */
        ((out->opp_empty || out->mine_empty) && (out->ask & SA_WIN)) ||
        (out->origin_pit != FAQ_SITU_UNSAID && (placed || out->start || out->board >= 0)) ||
        /* « j'ai 3, 2, 5 et 1 dans mes trous 1 à 4, quel trou me fait rejouer ? » */
        ((out->ask & SA_WHICH) && (placed || out->start || out->board >= 0) &&
         out->origin_pit == FAQ_SITU_UNSAID) ||
        /* « je joue ma case 2, je prends combien ? »: the case is told but for
         * its count, which the builder asks for */
        (out->origin_pit != FAQ_SITU_UNSAID && out->played && !out->general &&
         (out->ask & (SA_WHERE | SA_LAPS | SA_CAPTURE | (stores ? SA_EXTRA : 0))));
    condition_only(c, &m, out);
    if (out->situation && asks_the_rule(&m, out, placed))
        out->situation = false;
    /* a case told without its game (none, or several its words leave): played in each; the
     * one game its words alone tell (« pierres », « pot »): the answer says it read it so */
    if (!g && out->situation)
        out->game = -1;
    out->game_guessed = out->situation && out->game >= 0 && out->games != 0;
}

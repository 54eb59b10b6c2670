/* faq_situ_options.c — the numbers of a situation that are not counts, and the settings: the
 * number of players, holes and stones per pit, rule thresholds (« plus de 11 »), the capture
 * settings (kalah) and the default setting, whole-board counts (« 4 pierres partout »), and
 * the words naming a player (« le suivant », « celui d'en face », « les deux autres »). */
#include <stdint.h>

#include "faq_situ_read.h"

/* PLAYER_CLAUSE_WORDS: the most words of a clause telling a player alone (« Chez le joueur
 * suivant, … »); PLAYER_AFTER_WORDS: how far after a count its player may be told (« 7 chez le
 * troisième »); BOARD_GAP: the most words between a count and the words saying it is every
 * pit's (« 4 pierres dans chaque trou », « tous les trous en ont 4 »); ROW_MIN_HOLES: the
 * shortest row of any game (kalah's 4); SETTING_VERB_WORDS: the most words from the verb of
 * taking to the player it names ("capture from the player across"); PLAYERS_LEAD_WORDS: the
 * most words before « à 4 » in a clause telling only the players (« Partie à 4. »), told in the
 * first PLAYERS_CLAUSE_MAX + 1 clauses; SETTING_NEXT_WORDS: the most words from the players to
 * the setting they play with (« on est 4 sur le réglage »). */
enum {
    PLAYER_CLAUSE_WORDS = 5,
    PLAYER_AFTER_WORDS = 3,
    BOARD_GAP = 3,
    ROW_MIN_HOLES = 4,
    SETTING_VERB_WORDS = 3,
    PLAYERS_LEAD_WORDS = 2,
    PLAYERS_CLAUSE_MAX = 1,
    SETTING_NEXT_WORDS = 4
};

/* A numbered pit told before i in its clause: « pits 1, 2 and 3 have 1 stone each » gives
 * the count of those pits, not the stones-per-pit setting. */
static bool numbered_pit_before(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i; j-- > 0 && m->k[j].clause == m->k[i].clause;)
        if (faq_situ_has(m, j, SW_PIT) && j + 1 < i && m->k[j + 1].num >= 0)
            return true;
    return false;
}

/* « Kalah à 4 : », "Kalah 3, …", « on joue à 3 »: a number of players told right after the
 * game's name (or « jouer à »), nothing counted after it. */
static bool players_after_game(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i;
    if (i == 0 || m->k[i].num < 2 || m->k[i].num > RULES_MAX_PLAYERS ||
        faq_situ_has_near(m, i, i + 1, SW_PIECE) || faq_situ_has_near(m, i, i + 1, SW_PIT) ||
        faq_situ_has_near(m, i, i + 1, SW_PEBBLE))
        return false;
    if (faq_situ_has_near(m, i, i - 1, SW_TO))
        j--;
    if (j == 0 || m->k[j - 1].clause != m->k[i].clause)
        return false;
    if (j < i && faq_situ_has(m, j - 1, SW_PLAY))
        return i + 1 >= m->n || m->k[i + 1].clause != m->k[i].clause;
    for (size_t g = j; g-- > 0 && m->k[g].clause == m->k[i].clause;) {
        if (m->k[g].game >= 0)
            return true;
        if (!m->k[g].cont)
            return false;
    }
    return false;
}

/* A setting named at word n or a few words on (« mode tout le monde », « en mode en face »,
 * "on the everyone setting"), nothing counted before it: what the players play with, not a
 * count. */
static bool setting_next(const struct faq_situ_marked *m, size_t n)
{
    for (size_t j = n; j < n + SETTING_NEXT_WORDS && faq_situ_same_clause(m, n, j); j++) {
        if (faq_situ_has(m, j, SW_SETTING))
            return true;
        if (faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_PIT) ||
            faq_situ_has(m, j, SW_PIECE) ||
            !(m->t.stop[j] || faq_situ_has(m, j, SW_IN) || faq_situ_has(m, j, SW_WITH) ||
              faq_situ_has(m, j, SW_EVERYONE) || faq_situ_has(m, j, SW_FACING) ||
              faq_situ_has(m, j, SW_NEXT_PLAYER)))
            return false;
    }
    return false;
}

/* « avec 4 trous chacun », "with 7 pits": the row's length told after who plays, no count. */
static bool holes_next(const struct faq_situ_marked *m, size_t n)
{
    return faq_situ_has(m, n, SW_WITH) && faq_situ_is_number(m, n + 1) &&
           faq_situ_has_near(m, n, n + 2, SW_PIT) && !faq_situ_has_near(m, n, n + 3, SW_HAVE);
}

/* « À quatre, réglage… », « Partie à 4. », « À trois avec 4 trous »: « à » and a number of
 * players making one of the first clauses of their own (or told with what they play with), at
 * most PLAYERS_LEAD_WORDS words before them, none telling a count, a place, a person or a move
 * (not « qui en a deux », « le reste à 4 », « qui passe à 2 »). */
static bool players_clause(const struct faq_situ_marked *m, size_t i)
{
    static const enum faq_situ_word told[] = {
        SW_PIT,    SW_PIECE, SW_STORE, SW_IN,    SW_HAVE,  SW_INTERROG, SW_PRONOUN,   SW_MINE,
        SW_THEIRS, SW_REST,  SW_ONLY,  SW_MAKES, SW_LANDS, SW_EACH,     SW_EVERYWHERE};
    if (i == 0 || m->k[i].num < 2 || m->k[i].num > RULES_MAX_PLAYERS ||
        m->k[i].clause > PLAYERS_CLAUSE_MAX || !faq_situ_has_near(m, i, i - 1, SW_TO) ||
        (faq_situ_has(m, i - 1, SW_HAVE) && !faq_situ_starts(m, i - 1, SW_HAVE)) ||
        (i + 1 < m->n && faq_situ_same_clause(m, i, i + 1) && !faq_situ_has(m, i + 1, SW_WITH) &&
         m->k[i + 1].game < 0 && !setting_next(m, i + 1) &&
         !(faq_situ_has(m, i + 1, SW_TO) && i + 2 < m->n && m->k[i + 2].game >= 0)))
        return false;
    size_t lead = 0;
    for (size_t j = i - 1; j-- > 0 && faq_situ_same_clause(m, i, j); lead++) {
        if (faq_situ_is_number(m, j) || faq_situ_opponent_at(m, j))
            return false;
        for (size_t w = 0; w < sizeof told / sizeof told[0]; w++)
            if (faq_situ_has(m, j, told[w]))
                return false;
    }
    return lead <= PLAYERS_LEAD_WORDS;
}

/* « on est trois au Kalah », "there are 3 of us", « nous sommes 4 »: a number of players told
 * right after the words saying who plays, nothing counted after it. */
static bool players_after_we(const struct faq_situ_marked *m, size_t i)
{
    size_t j = i > 0 && faq_situ_has_near(m, i, i - 1, SW_TO) && !faq_situ_has(m, i - 1, SW_WE_ARE)
                   ? i - 1
                   : i;
    if (m->k[i].num < 2 || m->k[i].num > RULES_MAX_PLAYERS || j == 0 ||
        !faq_situ_has_near(m, i, j - 1, SW_WE_ARE))
        return false;
    size_t n = i + 1;
    /* « on joue à 4 avec le réglage… »: what they play with follows, no count */
    return n >= m->n || !faq_situ_same_clause(m, i, n) || m->k[n].game >= 0 ||
           faq_situ_has(m, n, SW_PLAYERS) ||
           (faq_situ_has(m, n, SW_TO) && n + 1 < m->n && m->k[n + 1].game >= 0) ||
           (faq_situ_has(m, n, SW_WITH) && !faq_situ_is_number(m, n + 1)) || holes_next(m, n) ||
           setting_next(m, n);
}

/* "the other three players", « les 3 autres joueurs »: the others, the mover besides. */
static bool players_besides(const struct faq_situ_marked *m, size_t i)
{
    if (m->k[i].num < 1 || m->k[i].num >= RULES_MAX_PLAYERS)
        return false;
    return (i > 0 && faq_situ_has_near(m, i, i - 1, SW_OTHER) &&
            faq_situ_has_near(m, i, i + 1, SW_PLAYERS)) ||
           (faq_situ_has_near(m, i, i + 1, SW_OTHER) &&
            (faq_situ_has_near(m, i, i + 2, SW_PLAYERS) ||
             faq_situ_has_near(m, i, i + 2, SW_OPPONENT)));
}

/* "1 seed in each of his pits": a row's count, not the stones-per-pit setting. */
static bool rest_after(const struct faq_situ_marked *m, size_t i)
{
    for (size_t j = i + 1; j < i + 6 && j < m->n && m->k[j].clause == m->k[i].clause; j++)
        if (faq_situ_has(m, j, SW_REST) || faq_situ_has(m, j, SW_THEIRS) ||
            faq_situ_has(m, j, SW_MINE))
            return true;
    return false;
}

/* « 4 trous par joueur », "4 holes each", "on 4 holes per player": a row's length told with the
 * words giving it to every player, whatever comes before it (« sur 4 trous chacun »). */
static bool holes_each(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_has_near(m, i, i + 1, SW_PIT) &&
           (faq_situ_has_near(m, i, i + 2, SW_PER) || faq_situ_has_near(m, i, i + 2, SW_EACH)) &&
           !faq_situ_is_number(m, i + 3) && !faq_situ_has_near(m, i, i + 3, SW_PIECE);
}

/* « On a réglé 7 trous et 3 pierres », "we set 7 holes and 3 stones": the pieces a pit starts
 * with, told in a clause of settings (a setting word, and a number of holes or players in it)
 * with no pit, row or person to hold them (nothing « dans » after the count). */
static bool setting_stones(const struct faq_situ_marked *m, size_t i)
{
    int cl = m->k[i].clause;
    if (!faq_situ_has_near(m, i, i + 1, SW_PIECE) || !faq_situ_clause_has(m, cl, SW_SETTING) ||
        faq_situ_clause_has(m, cl, SW_MINE) || faq_situ_clause_has(m, cl, SW_THEIRS) ||
        faq_situ_has_near(m, i, i + 2, SW_IN) || numbered_pit_before(m, i))
        return false;
    for (size_t j = 0; j < m->n; j++)
        if (m->k[j].clause == cl && j != i && faq_situ_is_number(m, j) &&
            (faq_situ_has_near(m, j, j + 1, SW_PIT) || faq_situ_has_near(m, j, j + 1, SW_PLAYERS)))
            return true;
    return false;
}

/* The setting said in clause cl is the empty-opposite one (« le réglage où on prend quand même
 * la dernière si le trou d'en face est vide », « on prend la dernière même si c'est vide en
 * face », "even if the opposite pit is empty"): its « en face » names no player. */
static bool empty_setting(const struct faq_situ_marked *m, int cl)
{
    return faq_situ_clause_has(m, cl, SW_TAKE_EMPTY) ||
           (faq_situ_clause_has(m, cl, SW_EVEN_IF) && faq_situ_clause_has(m, cl, SW_EMPTY));
}

/* « on joue à 4 avec « en face » », "we play with 'opposite'": the setting named alone after
 * « avec », the phrase ending its clause (not « avec 3 pierres en face »). */
static bool with_setting(const struct faq_situ_marked *m, size_t i, enum faq_situ_word w)
{
    if (!faq_situ_starts(m, i, w) || i == 0 || !faq_situ_has_near(m, i, i - 1, SW_WITH))
        return false;
    for (size_t j = i; j < m->n && faq_situ_same_clause(m, i, j); j++)
        if (!faq_situ_has(m, j, w))
            return false;
    return true;
}

/* « réglage tout le monde », "the everyone setting": the capture setting, not the « tous » of
 * « tous les trous », the « chacun » of « chacun de ses trous » or « 2 chacun ». */
static bool everyone_setting(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_starts(m, i, SW_EVERYONE) || faq_situ_has(m, i, SW_EACH) ||
            faq_situ_has(m, i, SW_EVERYWHERE))
            continue;
        bool counted = false; /* « tous ses trous », « tous les trous ont 4 » */
        size_t end = i + 1;   /* after the phrase: « tout le monde a 4 pierres par trou » */
        while (end < m->n && faq_situ_has(m, end, SW_EVERYONE) &&
               !faq_situ_starts(m, end, SW_EVERYONE))
            end++;
        for (size_t j = end; j < m->n && j <= end + BOARD_GAP && faq_situ_same_clause(m, i, j); j++)
            counted = counted || faq_situ_has(m, j, SW_PIT) || faq_situ_has(m, j, SW_PIECE) ||
                      faq_situ_has(m, j, SW_MINE) || faq_situ_has(m, j, SW_THEIRS) ||
                      faq_situ_is_number(m, j);
        if (!counted)
            return true;
    }
    return false;
}

/* Settings and the numbers that are not counts: players, holes, stones per pit, rule
 * thresholds (« plus de 11 », « 2 ou 3 »). */
void faq_situ_read_options(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 0; i < m->n; i++) {
        if (!faq_situ_is_number(m, i))
            continue;
        if ((i > 0 && faq_situ_has(m, i - 1, SW_THRESHOLD)) ||
            (i > 1 && faq_situ_has(m, i - 2, SW_THRESHOLD) && !faq_situ_has(m, i - 1, SW_PIECE)) ||
            (faq_situ_has(m, i + 1, SW_OR) &&
             (faq_situ_is_number(m, i + 2) || m->k[i + 2].ord >= 0)) ||
            (i > 1 && faq_situ_has(m, i - 1, SW_OR) && faq_situ_is_number(m, i - 2))) {
            s->general = true;
            p->used[i] = true;
        } else if (players_besides(m, i)) {
            s->players = m->k[i].num + 1;
            p->used[i] = true;
        } else if (faq_situ_has(m, i + 1, SW_PLAYERS) || players_after_game(m, i) ||
                   players_after_we(m, i) || players_clause(m, i)) {
            s->players = m->k[i].num;
            p->used[i] = true;
        } else if ((((faq_situ_has(m, i + 1, SW_PIECE) && faq_situ_has(m, i + 2, SW_PER)) ||
                     faq_situ_has(m, i + 1, SW_PER)) &&
                    !numbered_pit_before(m, i) && !rest_after(m, i)) ||
                   setting_stones(m, i)) {
            s->stones = m->k[i].num;
            p->used[i] = true;
        } else if (((faq_situ_has_near(m, i, i + 1, SW_PIT) &&
                     !(i > 0 && (faq_situ_has_near(m, i, i - 1, SW_IN) ||
                                 faq_situ_has_near(m, i, i - 1, SW_MINE) ||
                                 faq_situ_has_near(m, i, i - 1, SW_THEIRS) ||
                                 /* "his first 4 holes": some pits of a row, not its length */
                                 faq_situ_has_near(m, i, i - 1, SW_FIRST) ||
                                 faq_situ_has_near(m, i, i - 1, SW_LAST))) &&
                     !faq_situ_has_near(m, i, i + 2, SW_HAVE)) ||
                    holes_each(m, i)) &&
                   m->k[i].num >= 4 && m->k[i].num <= 12) {
            s->holes = m->k[i].num;
            p->used[i] = true;
        }
    }
    if (everyone_setting(m))
        s->capture_from = KALAH_CAPTURE_EVERYONE;
    for (size_t i = 0; i < m->n && s->capture_from == FAQ_SITU_UNSAID; i++)
        if ((faq_situ_starts(m, i, SW_OPPOSITE_PLAYER) &&
             (faq_situ_clause_has(m, m->k[i].clause, SW_SETTING) ||
              faq_situ_near(m, i, SW_Q_CAPTURE, SETTING_VERB_WORDS, 0))) ||
            with_setting(m, i, SW_FACING) || with_setting(m, i, SW_OPPOSITE_PLAYER))
            s->capture_from = KALAH_CAPTURE_OPPOSITE; /* not « 6 chez celui d'en face » */
    for (size_t i = 0; i < m->n && s->capture_from == FAQ_SITU_UNSAID; i++)
        if (faq_situ_has(m, i, SW_SETTING)) {
            if (faq_situ_clause_has(m, m->k[i].clause, SW_NEXT_PLAYER))
                s->capture_from = KALAH_CAPTURE_NEXT;
            else if (faq_situ_clause_has(m, m->k[i].clause, SW_FACING) &&
                     !empty_setting(m, m->k[i].clause))
                s->capture_from = KALAH_CAPTURE_OPPOSITE;
        }
    for (size_t i = 0; i < m->n && s->empty_opposite == FAQ_SITU_UNSAID; i++)
        if (empty_setting(m, m->k[i].clause))
            s->empty_opposite = KALAH_EMPTY_TAKE;
}

/* « across 4 », « en face 3 » at four (or six), the capture taking from more than the next
 * player: a facing word alone, no pit named with it, right before a count (or « a » and a
 * count), names the player across, as « celui d'en face » does (with the capture from the
 * next player, « en face » is the corresponding pit, the next player's). */
static bool facing_player(const struct faq_situ_reader *p, size_t j)
{
    const struct faq_situ_marked *m = p->m;
    if (p->s->players < 4 || p->s->players % 2 != 0 || p->s->capture_from == FAQ_SITU_UNSAID ||
        p->s->capture_from == KALAH_CAPTURE_NEXT || !faq_situ_starts(m, j, SW_FACING) ||
        faq_situ_has(m, j, SW_PIT) || (j > 0 && faq_situ_has_near(m, j, j - 1, SW_PIT)))
        return false;
    size_t e = j + 1;
    while (e < m->n && faq_situ_has(m, e, SW_FACING) && !faq_situ_starts(m, e, SW_FACING)) {
        if (faq_situ_has(m, e, SW_PIT))
            return false;
        e++;
    }
    if (faq_situ_has_near(m, j, e, SW_HAVE))
        e++;
    return faq_situ_same_clause(m, j, e) && faq_situ_is_number(m, e);
}

/* The player word j names (« le suivant », « celui d'en face », « le troisième joueur », « chez
 * le troisième », « chez l'autre » at three): SITU_PLAYER_*, else 0. */
int faq_situ_player_word(const struct faq_situ_reader *p, size_t j)
{
    const struct faq_situ_marked *m = p->m;
    if (faq_situ_starts(m, j, SW_NEXT_PLAYER))
        return SITU_PLAYER_NEXT;
    if (faq_situ_starts(m, j, SW_OPPOSITE_PLAYER))
        return SITU_PLAYER_OPPOSITE;
    if (m->k[j].ord >= 2 && m->k[j].ord <= RULES_MAX_PLAYERS &&
        (faq_situ_has(m, j + 1, SW_PLAYERS) ||
         (m->k[j].ord <= p->s->players && !faq_situ_has_near(m, j, j + 1, SW_PIT) &&
          !faq_situ_has_near(m, j, j + 1, SW_PIECE) &&
          !(j > 0 &&
            (faq_situ_has_near(m, j, j - 1, SW_PIT) || faq_situ_has_near(m, j, j - 1, SW_MINE) ||
             faq_situ_has_near(m, j, j - 1, SW_THEIRS))))))
        return SITU_PLAYER_NTH + m->k[j].ord;
    if (p->s->players > 2 && faq_situ_starts(m, j, SW_AFTER) &&
        !faq_situ_has(m, j, SW_NEXT_PLAYER) && !faq_situ_has_near(m, j, j + 1, SW_PIT) &&
        !faq_situ_near(m, j, SW_Q_LAPS, 0, PLAYER_AFTER_WORDS))
        return SITU_PLAYER_NTH + 3; /* « celui d'après »: the one after the next (not « après le
                                     * tour ») */
    if (faq_situ_starts(m, j, SW_LAST) && !faq_situ_has_near(m, j, j + 1, SW_PIT) &&
        !faq_situ_has_near(m, j, j + 1, SW_PIECE) && !faq_situ_has_near(m, j, j + 1, SW_LANDS) &&
        !(j > 0 && (faq_situ_has_near(m, j, j - 1, SW_PIT) ||
                    faq_situ_has_near(m, j, j - 1, SW_MINE)))) /* "my last lands": a piece */
        return SITU_PLAYER_LAST;
    if (facing_player(p, j))
        return SITU_PLAYER_OPPOSITE;
    /* at three, « l'autre » besides the one told is the last one */
    if (p->s->players == 3 && faq_situ_starts(m, j, SW_OPPONENT) &&
        faq_situ_near(m, j, SW_OTHER, 0, 1))
        return SITU_PLAYER_LAST;
    return 0;
}

/* "the other two have…", "the other two's pit 4": the number of players right after « other »,
 * then what they have (not « les deux autres 1 chacun », a count). */
static bool players_after_other(const struct faq_situ_marked *m, size_t i)
{
    return faq_situ_is_number(m, i + 1) && faq_situ_same_clause(m, i, i + 1) &&
           m->k[i + 1].num >= 1 && m->k[i + 1].num < RULES_MAX_PLAYERS && i + 2 < m->n &&
           faq_situ_same_clause(m, i, i + 2) &&
           (faq_situ_has(m, i + 2, SW_HAVE) || faq_situ_has(m, i + 2, SW_PLAYERS) ||
            m->t.stop[i + 2]) &&
           !faq_situ_has(m, i + 2, SW_EACH) && !faq_situ_has(m, i + 2, SW_IN) &&
           !faq_situ_has(m, i + 2, SW_PIECE);
}

/* « les deux autres », "the three others", « les autres joueurs » (kalah): the other players,
 * not the other pits. */
bool faq_situ_other_players(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    if (!p->sows_store || !faq_situ_has(m, i, SW_OTHER) || faq_situ_has(m, i, SW_OPPONENT))
        return false;
    bool before = i > 0 && faq_situ_is_number(m, i - 1) && faq_situ_same_clause(m, i, i - 1) &&
                  m->k[i - 1].num >= 1 && m->k[i - 1].num < RULES_MAX_PLAYERS;
    return before || players_after_other(m, i) || faq_situ_has_near(m, i, i + 1, SW_PLAYERS) ||
           faq_situ_has_near(m, i, i + 2, SW_PLAYERS);
}

/* The numbers of « les deux autres », "the three others": players, no count. */
void faq_situ_read_others(struct faq_situ_reader *p)
{
    for (size_t i = 1; i < p->m->n; i++) {
        if (faq_situ_other_players(p, i) && faq_situ_is_number(p->m, i - 1))
            p->used[i - 1] = true;
        if (faq_situ_other_players(p, i) && players_after_other(p->m, i))
            p->used[i + 1] = true;
    }
}

/* The player whose own row a count at i is told of (« le suivant a 3 pierres dans son 5e trou »,
 * « le troisième joueur en a 2 dans son 5e », "each of the three others has 2 in their pit
 * 1"): the nearest player told before it in its clause, SITU_PLAYER_*, else 0. */
int faq_situ_row_player(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t j = i; j-- > 0 && faq_situ_same_clause(m, i, j);) {
        if (faq_situ_other_players(p, j))
            return SITU_PLAYER_OTHERS;
        int who = faq_situ_player_word(p, j);
        if (who)
            return who;
    }
    return 0;
}

/* Word j is of no concept of the lexicon. */
static bool unmarked(const struct faq_situ_marked *m, size_t j)
{
    for (size_t w = 0; w < FAQ_SITU_MASK_WORDS; w++)
        if (m->k[j].mask[w])
            return false;
    return true;
}

/* The player a count of corresponding pits is told of (« 2 chez le suivant », « celui du
 * troisième joueur 8 », « 5 chez le dernier »): the nearest such mention in its clause, when
 * corresponding pits are spoken of in that clause or the two before; else 0. */
int faq_situ_player_near(const struct faq_situ_reader *p, size_t i)
{
    const struct faq_situ_marked *m = p->m;
    int cl = m->k[i].clause, best = 0;
    size_t bestd = FAQ_MAX_TOKENS;
    bool facing = false;
    for (size_t k = 0; k < p->npl; k++)
        facing = facing || (p->pl[k].rel == SITU_REL_FACING && m->k[p->pl[k].at].clause <= cl &&
                            m->k[p->pl[k].at].clause >= cl - 2);
    /* « à 3, je tombe dans mon 2e trou vide, chez le suivant 2, chez le dernier 3 »: after a
     * last piece told in an empty pit of the mover's, more than two playing, the pits a capture
     * takes are the ones told of the players */
    facing = facing || (p->s->players > 2 && p->s->landing && p->s->land_empty &&
                        p->s->land_side == SITU_SIDE_MINE && !p->s->land_store &&
                        p->land_clause <= cl && p->land_clause >= cl - 2);
    /* « Chez le joueur suivant, le trou correspondant a 3 pierres »: a player told in a short
     * clause before, which counts nothing and names no setting */
    bool told = false;
    size_t before = 0;
    for (size_t j = 0; j < m->n; j++) {
        told = told || (m->k[j].clause == cl && faq_situ_player_word(p, j));
        before += m->k[j].clause == cl - 1;
    }
    int from = cl;
    for (size_t j = 0; !told && cl > 0 && before <= PLAYER_CLAUSE_WORDS && j < m->n; j++)
        if (m->k[j].clause == cl - 1 && faq_situ_player_word(p, j))
            from = cl - 1;
    for (size_t j = 0; j < m->n && from < cl; j++)
        if (m->k[j].clause == cl - 1 &&
            (faq_situ_is_number(m, j) || faq_situ_has(m, j, SW_SETTING)))
            from = cl;
    /* the player told right before the count (« celui d'en face 6 »), else the first told
     * just after it (« 7 chez le troisième »), else the nearest */
    int adjacent = 0, after = 0;
    for (size_t j = 0; facing && j < m->n; j++) {
        if (m->k[j].clause != from)
            continue;
        int who = faq_situ_player_word(p, j);
        size_t d = j > i ? j - i : i - j;
        if (!who)
            continue;
        size_t end = j + 1; /* the token after the player's words */
        while (
            end < i && faq_situ_same_clause(m, j, end) &&
            ((faq_situ_has(m, end, SW_NEXT_PLAYER) && faq_situ_has(m, j, SW_NEXT_PLAYER)) ||
             (faq_situ_has(m, end, SW_OPPOSITE_PLAYER) && faq_situ_has(m, j, SW_OPPOSITE_PLAYER))))
            end++;
        while (end < i && m->t.stop[end] && faq_situ_same_clause(m, j, end) &&
               !faq_situ_is_number(m, end) && unmarked(m, end))
            end++; /* "the opposite player's 3": the possessive's own word */
        if (j < i && end == i && from == cl)
            adjacent = who;
        if (j > i && j <= i + PLAYER_AFTER_WORDS && !after)
            after = who;
        if (d < bestd)
            best = who, bestd = d;
    }
    return adjacent ? adjacent : after ? after : best;
}

/* « réglages de base », "default settings": the capture settings as the game comes, said. */
void faq_situ_read_default_setting(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_has(m, i, SW_SETTING) && faq_situ_clause_has(m, m->k[i].clause, SW_DEFAULT)) {
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
    for (size_t j = at; j-- > 0 && faq_situ_same_clause(m, at, j);) {
        bool mine = faq_situ_has(m, j, SW_MINE),
             theirs = faq_situ_opponent_at(m, j) || faq_situ_has(m, j, SW_THEIRS);
        if (mine != theirs)
            return mine ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
        if (!faq_situ_has(m, j, SW_HAVE) && !faq_situ_has(m, j, SW_PIECE) && !m->t.stop[j])
            break;
    }
    if (end < m->n && faq_situ_same_clause(m, at, end) &&
        (faq_situ_has(m, end, SW_MINE) != faq_situ_has(m, end, SW_THEIRS)))
        return faq_situ_has(m, end, SW_MINE) ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
    return SITU_SIDE_UNSAID;
}

/* Whole-board descriptions: « 4 pierres partout », « tous les trous ont 4 pierres », "4 stones
 * in every pit" (s->board; a pit told besides keeps its own count: « … sauf mon trou 1 qui en
 * a 13 », « 3 pierres par trou »), and the length of a row told
 * before its hole noun (« chacun de ses 6 trous », "each of his 6 pits"): that number is no
 * count. */
void faq_situ_read_board(struct faq_situ_reader *p)
{
    const struct faq_situ_marked *m = p->m;
    struct faq_situ *s = p->s;
    for (size_t i = 1; i + 2 < m->n; i++) {
        if (faq_situ_is_number(m, i) && !p->used[i] &&
            (faq_situ_has_near(m, i, i - 1, SW_MINE) ||
             faq_situ_has_near(m, i, i - 1, SW_THEIRS)) &&
            faq_situ_has_near(m, i, i + 1, SW_PIT) &&
            faq_situ_clause_has(m, m->k[i].clause, SW_EACH) && !faq_situ_is_number(m, i + 2) &&
            m->k[i + 2].ord < 0 && m->k[i].num >= ROW_MIN_HOLES && m->k[i].num <= RULES_MAX_HOLES) {
            p->used[i] = true;
            if (s->holes == FAQ_SITU_UNSAID)
                s->holes = m->k[i].num;
        }
    }
    for (size_t i = 0; i < m->n && s->board == FAQ_SITU_UNSAID; i++) {
        if (!faq_situ_starts(m, i, SW_EVERYWHERE))
            continue;
        size_t end = i + 1;
        while (end < m->n && faq_situ_same_clause(m, i, end) &&
               faq_situ_has(m, end, SW_EVERYWHERE) && !faq_situ_starts(m, end, SW_EVERYWHERE))
            end++;
        /* the count before it (« 4 pierres partout »), else after (« tous les trous en ont 4 ») */
        size_t at = SIZE_MAX;
        for (size_t j = i; at == SIZE_MAX && j-- > 0 && j + BOARD_GAP + 1 >= i &&
                           faq_situ_same_clause(m, i, j);) {
            if (faq_situ_is_number(m, j) && j > 0 && faq_situ_has_near(m, j, j - 1, SW_PIT))
                break; /* "13 in pit 1 and every other pit has 4": a pit's number */
            if (faq_situ_is_number(m, j) && faq_situ_run_head(m, j) < j)
                break; /* « je ferais 2 3 2 partout »: the pits sown, one count each */
            if (faq_situ_is_number(m, j)) /* « 3 pierres par trou »: read as the setting too */
                at = !p->used[j] || m->k[j].num == s->stones ? j : SIZE_MAX - 1;
            else if (faq_situ_has(m, j, SW_MINE) || faq_situ_has(m, j, SW_THEIRS) ||
                     faq_situ_has(m, j, SW_PIT))
                break;
        }
        for (size_t j = end;
             at == SIZE_MAX && j < m->n && j <= end + BOARD_GAP && faq_situ_same_clause(m, i, j);
             j++) {
            if (faq_situ_is_number(m, j) && !p->used[j])
                at = j;
            else if (faq_situ_has(m, j, SW_MINE) || faq_situ_has(m, j, SW_THEIRS) ||
                     faq_situ_has(m, j, SW_PIT) || faq_situ_is_number(m, j))
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

/* faq_situ_parse.c — the situation parser's stage entry: a question's marked words
 * (faq_situ_mark) to a struct faq_situ saying what was told: the game, then the readings in
 * their order (faq_situ_read.h: options, places, landing, lists, claims, counts, rows, the pit
 * played, asks; Qawale's in faq_situ_qawale_*.c), then whether it is a position to play or a
 * rule asked. Nothing is guessed: what was not said stays FAQ_SITU_UNSAID for the builder to
 * fill. Every word comes from the lexicon; these files know only concepts. */
#include <string.h>

#include "faq_situ_read.h"

/* ASIDE_WORDS: the most words of an aside holding a count told again (« (4 au total) »). */
enum { ASIDE_WORDS = 4 };

/* « mon dernier arrive dessus (4 au total) », "my last one lands there (4 in all)": a number
 * alone in a short aside right after the clause of the landing is the landing pit's count after
 * the move, told again. */
static bool landed_aside(const struct faq_situ_marked *m, size_t i)
{
    size_t from = i, to = i;
    while (from > 0 && faq_situ_same_clause(m, i, from - 1))
        from--;
    while (to + 1 < m->n && faq_situ_same_clause(m, i, to + 1))
        to++;
    if (!m->k[i].aside || from == 0 || to - from + 1 > ASIDE_WORDS ||
        !faq_situ_clause_has(m, m->k[from - 1].clause, SW_LANDS))
        return false;
    for (size_t j = from; j <= to; j++)
        if (j != i && faq_situ_is_number(m, j))
            return false;
    return true;
}

/* A number left over told again after « donc », "so", « = » (« ma case qui avait 1 graine
 * (donc 2) », "so they'd be 2 and 2"): kept in out->restated for the builder to check
 * against the position and the move. */
static bool restated(const struct faq_situ_marked *m, size_t i, struct faq_situ *out)
{
    /* « ça fait 2 4 2 3 après », « donc je ferais 2 3 2 partout », "making it 3 and 2": a run of
     * counts after « donc » or a verb of making is the sown pits' counts after the move, each
     * told again */
    size_t h = faq_situ_run_head(m, i);
    bool run = h < i || faq_situ_is_number(m, i + 1) ||
               (faq_situ_has_near(m, i, i + 1, SW_AND) && faq_situ_is_number(m, i + 2));
    bool made =
        run && h > 0 &&
        (faq_situ_has_near(m, h, h - 1, SW_MAKES) || faq_situ_has_near(m, h, h - 2, SW_MAKES));
    if (!(faq_situ_near(m, i, SW_SO, 3, 0) || faq_situ_near(m, h, SW_SO, 3, 0) || made ||
          landed_aside(m, i)) ||
        out->nrestated >= FAQ_SITU_MAX_RESTATED)
        return false;
    out->restated[out->nrestated++] = (struct faq_situ_restated){m->k[i].num, false};
    return true;
}

/* « je mets 1 dedans ? », "do I drop one in it?": the one piece a sowing puts in a pit. */
static bool one_sown(const struct faq_situ_marked *m, size_t i)
{
    return m->k[i].num == 1 &&
           (faq_situ_near(m, i, SW_LANDS, 2, 0) || faq_situ_near(m, i, SW_DROP, 2, 0));
}

/* KROU_OWNED_WORDS: the most words back from « krou » to the player having or playing it. */
enum { KROU_OWNED_WORDS = 3 };

/* « j'ai un krou », « je joue mon krou », "my krou": a krou of the player's, a case told. */
static bool krou_told(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++)
        if (faq_situ_starts(m, i, SW_KROU) && (faq_situ_near(m, i, SW_HAVE, KROU_OWNED_WORDS, 0) ||
                                               faq_situ_near(m, i, SW_PLAY, KROU_OWNED_WORDS, 0) ||
                                               faq_situ_near(m, i, SW_MINE, KROU_OWNED_WORDS, 0)))
            return true;
    return false;
}

/* « je fais trois tours ou deux ? », "two laps or three?": a number of the asked clause joined
 * to another by « ou » is a guess offered to choose from, not a count of the position. */
static bool guessed(const struct faq_situ_marked *m, size_t i)
{
    if (!m->k[i].asked)
        return false;
    for (size_t j = i + 1; j <= i + 2 && j + 1 < m->n && faq_situ_same_clause(m, i, j + 1); j++)
        if (faq_situ_has(m, j, SW_OR) && faq_situ_is_number(m, j + 1))
            return true;
    /* « un tour ou deux », "two laps or three": a number (or « un ») before the « ou », its noun
     * between */
    return i > 1 && faq_situ_has_near(m, i, i - 1, SW_OR) &&
           (m->k[i - 2].num >= 0 || (i > 2 && faq_situ_same_clause(m, i, i - 3) &&
                                     m->k[i - 3].num >= 0 && !m->k[i - 3].cont));
}

/* No game named nor given: the one mancala game whose engine takes the setup told
 * (faq_situ_takes_setup: « à trois joueurs », "7 holes each", « 3 pierres par trou » at the
 * start, « réglage tout le monde »). -1 when nothing told sets one game apart. */
static int game_by_setup(const struct faq_situ_ctx *c, const struct faq_situ *s)
{
    bool setting = s->capture_from != FAQ_SITU_UNSAID || s->empty_opposite != FAQ_SITU_UNSAID;
    int found = -1;
    /* pieces per pit are the setup's only at the start (not "the others have two each") */
    if (!setting && s->players == FAQ_SITU_UNSAID && s->holes == FAQ_SITU_UNSAID &&
        !(s->start && s->stones != FAQ_SITU_UNSAID))
        return -1;
    for (int k = 0; faq_situ_game(c, k); k++) {
        const struct rules_game *g = faq_situ_game(c, k)->rules;
        if (g->kind != RULES_MANCALA || !faq_situ_takes_setup(g, s))
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
        for (size_t j = i + 1; j <= i + 2 && j < m->n && faq_situ_same_clause(m, i, j); j++)
            if (m->k[j].game >= 0 && m->k[j].game != m->k[i].game &&
                !faq_situ_has(m, j - 1, SW_OR) && !faq_situ_has(m, j - 1, SW_AND))
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
        if (m->k[i].cell != -2 || (m->k[i].ord >= 0 && !faq_situ_has(m, i, SW_START)) ||
            faq_situ_has(m, i, SW_LIGHT) || faq_situ_has(m, i, SW_DARK) ||
            faq_situ_has(m, i, SW_THIS_STACK)) /* « cette pile-là »: one stack, a case */
            return true;
        bool digits = faq_situ_digits(m, i);
        if (m->k[i].num < 0 || m->k[i].cont || (m->k[i].num < 2 && !digits))
            continue;
        if (rule_counts && i > 0 && faq_situ_has_near(m, i, i - 1, SW_MAKES) &&
            faq_situ_clause_has(m, m->k[i].clause, SW_LAST))
            continue;
        if (!faq_situ_clause_has(m, m->k[i].clause, SW_ALIGN) &&
            !faq_situ_clause_has(m, m->k[i].clause, SW_CORNER) &&
            !faq_situ_clause_has(m, m->k[i].clause, SW_VISIBLE))
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
        if (!faq_situ_starts(m, i, SW_LAST) || faq_situ_has(m, i, SW_BEFORE_LAST))
            continue;
        for (size_t g = 0; i > 0 && faq_situ_same_clause(m, i - 1, i) && g < sizeof genders; g++)
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
        if (faq_situ_has(m, i, SW_ALL_PLACED) && faq_situ_clause_has(m, m->k[i].clause, SW_MINE))
            return true;
    return false;
}

/* « si ma dernière pierre tombe dans un trou vide… », "what if nobody gets four in a row?":
 * a case told only as a rule's condition (or with the rule's own piece, impersonal_landing),
 * no count nor place of a position, is the rule's question (its entry answers), not a
 * position to play. The player's own hand told empty inside it (« quand je n'ai plus de galets »)
 * is the rule's case too; every pebble of both placed (« si on a tous les deux posé nos 8 galets »)
 * is a whole position told, the game's end; a line named (« si j'ai 4 galets dans la colonne b
 * », "if I've got four in column b") is the player's own case. */
/* « la pile du coin en haut à droite », "the stack in the middle", « la pile au bord »: one
 * stack pointed at by its place (a corner, the centre, an edge in its clause), not every such
 * stack (« chaque pile de coin »): the player's own case, its height asked back if unsaid. */
static bool stack_by_place(const struct faq_situ_marked *m)
{
    for (size_t i = 0; i < m->n; i++) {
        int cl = m->k[i].clause;
        if (faq_situ_has(m, i, SW_STACK) && !faq_situ_clause_has(m, cl, SW_EACH) &&
            (faq_situ_clause_has(m, cl, SW_CORNER) || faq_situ_clause_has(m, cl, SW_CENTRE) ||
             faq_situ_clause_has(m, cl, SW_EDGE)))
            return true;
    }
    return false;
}

static void condition_only(const struct faq_situ_ctx *c, const struct faq_situ_marked *m,
                           struct faq_situ *out)
{
    if (out->situation && (faq_situ_any(m, SW_CONDITION) || impersonal_landing(c, m, out)) &&
        !told_fact(m, true) && !out->has_line && !stack_by_place(m) &&
        !(out->hands_empty && (faq_situ_any(m, SW_BOTH) || !own_hand(m))))
        out->situation = false;
}

/* The rule asked though the question names a case (the stage's entry test, mancala): a word
 * asked (« ce genre de trou a un nom ? »), a setting asked with no pit of a position (« on peut
 * jouer avec 6 pierres par trou ? »), or the board counted as a whole with no pit, store or move
 * told (« il reste 3 graines sur le plateau », « 3 de chaque côté », "on the board"): no engine
 * run answers those, the entry does. placed: a count was told of a numbered pit. */
static bool asks_the_rule(const struct faq_situ_marked *m, const struct faq_situ *s, bool placed)
{
    if (faq_situ_any(m, SW_Q_NAME))
        return true;
    bool stores = false;
    for (size_t k = 0; k < s->ncounts; k++)
        stores = stores || s->counts[k].store;
    if (placed || s->landing || s->origin_pit != FAQ_SITU_UNSAID || s->start || (s->ask & SA_WHICH))
        return false;
    return ((s->ask & SA_LEGAL) && (s->board >= 0 || s->stones >= 0)) ||
           (faq_situ_any(m, SW_ON_BOARD) && !stores);
}

/* « je mène 30 à 10 mais j'abandonne, qui gagne ? », "I resign, do I still lose?", « si
 * j'abandonne, qui gagne ? », « j'abandonne, il finit à combien ? »: the player's own resign told
 * (not « je peux abandonner ? »), with who wins or loses, the score or a count asked:
 * out->resigner; the opponent's (« mon fils abandonne, ça me fait combien ? ») likewise when the
 * score, a count or who wins is asked (THEIRS: he is the mover of the simulation; « mon
 * cousin abandonne, c'est moi qui gagne ? »). The counts told do not
 * change who is placed last: none is asked back. */
static void read_resign(const struct faq_situ_marked *m, struct faq_situ *out)
{
    bool asked = (out->ask & (SA_WIN | SA_COUNT)) || faq_situ_any(m, SW_Q_LOSE), theirs = false;
    for (size_t i = 0; asked && i < m->n && out->resigner == SITU_SIDE_UNSAID && !theirs; i++) {
        if (!faq_situ_starts(m, i, SW_RESIGN) || faq_situ_near(m, i, SW_Q_LEGAL, 2, 0))
            continue;
        for (size_t j = i; j-- > 0 && faq_situ_same_clause(m, i, j);)
            theirs = theirs || faq_situ_opponent_at(m, j);
        if (!theirs)
            out->resigner = SITU_SIDE_MINE;
    }
    if (theirs && (out->ask & (SA_COUNT | SA_WIN)))
        out->resigner = SITU_SIDE_THEIRS;
    if (out->resigner == SITU_SIDE_UNSAID)
        return;
    out->situation = true;
    out->unread = 0;
    out->asks_lose = faq_situ_any(m, SW_Q_LOSE);
}

/* « on finit à 24 partout dans les réserves », "my store has 26 and his 22, who won?": both
 * stores told and holding every piece of the game (t->total), so the board is empty and the
 * game over, its outcome the stores' (the winner or the end asked). */
static bool all_in_stores(const struct faq_situ *s, const struct faq_situ_traits *t)
{
    int store[2] = {-1, -1};
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].store && s->counts[k].rel == SITU_REL_PIT)
            store[s->counts[k].side == SITU_SIDE_THEIRS] = s->counts[k].count;
    return store[0] >= 0 && store[1] >= 0 && store[0] + store[1] == t->total &&
           s->players == FAQ_SITU_UNSAID && (s->ask & (SA_WIN | SA_END)) && s->ncounts == 2;
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
        moves = moves || faq_situ_any(m, path[k]);
    return (!moves && s->start && !faq_situ_any(m, SW_PLACE)) ||
           (!moves && s->region && (!(s->ask & SA_CELLS) || faq_situ_any(m, SW_EACH))) ||
           (s->alignment_told && s->ncells == 0 && !faq_situ_any(m, SW_MINE) && !s->neutral &&
            !s->covered && !s->hands_empty && !faq_situ_any(m, SW_DROP)) ||
           (s->hands_empty && !(s->ask & (SA_WIN | SA_END)) && !faq_situ_any(m, SW_BOTH) &&
            !moves && own_hand(m));
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
    /* the story as last told (« non attends, je reprends : … »), and a fact the player doubts */
    char told[FAQ_MAX_QUESTION + 1], doubt[FAQ_SITU_DOUBT_LEN] = "";
    if (len <= FAQ_MAX_QUESTION &&
        faq_situ_story_read(c, text, len, lang, told, doubt, sizeof doubt, &len) == 0)
        text = told;
    faq_situ_mark(c, text, len, lang, &m);
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
        .on_board = FAQ_SITU_UNSAID,
    };
    memcpy(out->doubt, doubt, sizeof doubt);
    faq_situ_read_mover(c, &m, out);
    faq_situ_apply_corrections(&m);
    struct faq_situ_reader p = {.m = &m, .s = out, .land_clause = -1};
    out->game = read_game(c, &m, game, &out->games);
    faq_situ_read_asks(&p);
    const struct kb_game *g = faq_situ_game(c, out->game);
    if (g && g->rules->kind == RULES_QAWALE) {
        faq_situ_read_qawale(&m, p.used, out);
        condition_only(c, &m, out);
        if (out->situation && qawale_rule(&m, out))
            out->situation = false;
        return;
    }
    faq_situ_read_options(&p);
    faq_situ_read_default_setting(&p);
    out->start = faq_situ_any(&m, SW_START);
    if (!g || out->games) { /* « à trois joueurs », « réglage tout le monde »: Kalah's own */
        int k = game_by_setup(c, out);
        if (k >= 0) {
            out->game = k;
            out->games = 1u << k;
            g = faq_situ_game(c, k);
        }
    }
    /* « on est 5 … graines »: the game the words tell takes no such setup, none is assumed */
    if (g && out->games && !faq_situ_takes_setup(g->rules, out))
        g = NULL;
    faq_situ_read_scores(&p);
    faq_situ_read_board(&p);
    struct faq_situ_traits traits = {0};
    if (g)
        faq_situ_traits(g->rules, &traits);
    p.sows_store = traits.sows_store;
    faq_situ_read_store_ask(&p);
    p.holes = out->holes != FAQ_SITU_UNSAID ? out->holes : traits.holes;
    faq_situ_read_others(&p);
    faq_situ_read_places(&p);
    faq_situ_read_landing(&p);
    faq_situ_read_seats(&p);
    faq_situ_read_moments(&p);
    faq_situ_read_bare_pits(&p);
    faq_situ_read_lists(&p);
    faq_situ_read_claims(&p);
    faq_situ_read_counts(&p);
    faq_situ_read_elided_seats(&p);
    faq_situ_read_rows(&p);
    faq_situ_read_origin(&p);
    if (out->land_origin && out->land_pit == 0 && out->origin_pit != FAQ_SITU_UNSAID)
        out->land_pit = out->origin_pit; /* « … retombe dans mon trou de départ »: that pit */
    /* every count the question tells must have found its place: a number left over (not
     * an article « une ») means the position built would be a guess, unless it is told
     * again of what is fixed (« donc 2 »: the builder checks it) or is the one piece a
     * sowing drops (« je mets 1 dedans ? ») */
    for (size_t i = 0; i < m.n; i++)
        if (faq_situ_is_number(&m, i) && !p.used[i] && !faq_situ_has(&m, i + 1, SW_PIT) &&
            !(m.k[i].num == out->origin_count && faq_situ_clause_has(&m, m.k[i].clause, SW_PLAY)) &&
            (m.k[i].num >= 2 || faq_situ_digits(&m, i)) && !restated(&m, i, out) &&
            !one_sown(&m, i) && !guessed(&m, i) && out->unread++ == 0 && !out->ambiguous)
            out->unread_num = m.k[i].num;
    /* « ma dernière vient de tomber dans un de mes trous vides, combien vont dans ma
     * réserve ? »: the count asked of the store is the capture's */
    if ((out->ask & SA_COUNT) && out->landing && out->land_empty && !out->land_store &&
        faq_situ_any(&m, SW_STORE))
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
        /* « ma dernière retombe dans mon trou de départ après un tour, je prends combien ? »:
         * the lap back to the pit played, its counts asked back when they decide */
        (out->land_origin && !out->general &&
         (out->ask & (SA_CAPTURE | SA_WHERE | SA_LAPS | SA_EXTRA))) ||
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
        /* « c'est ma dernière pierre, dans mon 6e trou : je la mets dans ma réserve. J'avais 23,
         * lui 20… qui l'emporte ? »: the move into the store told with the stores */
        (rows && out->landing && out->land_store && out->mine_only && (out->ask & SA_WIN)) ||
        /* « plus aucune graine chez moi, qui gagne ? »: the stores are asked */
        ((out->opp_empty || out->mine_empty) && (out->ask & SA_WIN)) ||
        /* « il n'a plus de graines, je joue quoi ? »: the move asked, my pits to be told */
        (out->opp_empty && (out->ask & SA_WHICH) && !out->general) ||
        /* « j'ai un krou, il finit où ? »: the sowing of a pit told by its name, its number
         * and count to be told */
        (krou_told(&m) && (out->ask & (SA_WHERE | SA_CAPTURE)) && !out->general) ||
        (out->origin_pit != FAQ_SITU_UNSAID && (placed || out->start || out->board >= 0)) ||
        /* « j'ai 3, 2, 5 et 1 dans mes trous 1 à 4, quel trou me fait rejouer ? » */
        ((out->ask & SA_WHICH) && (placed || out->start || out->board >= 0) &&
         out->origin_pit == FAQ_SITU_UNSAID) ||
        /* « je joue ma case 2, je prends combien ? »: the case is told but for
         * its count, which the builder asks for */
        (out->origin_pit != FAQ_SITU_UNSAID && out->played && !out->general &&
         (out->ask & (SA_WHERE | SA_LAPS | SA_CAPTURE | (stores ? SA_EXTRA : 0)))) ||
        /* « il n'a plus rien, j'aimerais jouer ma 2e, c'est autorisé ? »: whether it feeds him
         * turns on its count, which the builder asks for */
        (out->origin_pit != FAQ_SITU_UNSAID && out->played && !out->general && out->opp_empty &&
         (out->ask & (SA_LEGAL | SA_FEED))) ||
        /* « avec 4 trous par joueur, je peux jouer mon 5e ? »: a pit the row told lacks */
        (out->holes != FAQ_SITU_UNSAID && out->origin_pit > out->holes && out->played &&
         (out->ask & (SA_LEGAL | SA_FORBID)));
    if (g && !out->situation && all_in_stores(out, &traits))
        out->situation = out->mine_empty = out->opp_empty = true; /* nothing left to play */
    condition_only(c, &m, out);
    read_resign(&m, out);
    if (out->situation && asks_the_rule(&m, out, placed) && out->resigner == SITU_SIDE_UNSAID)
        out->situation = false;
    /* a case told without its game (none, or several its words leave): played in each; the
     * one game its words alone tell (« pierres », « pot »): the answer says it read it so */
    if (!g && out->situation)
        out->game = -1;
    out->game_guessed = out->situation && out->game >= 0 && out->games != 0;
}

/* True when the words tell a position begun: the pit played or its count, a count of a pit
 * named, of the mover's row or of a store, a cell, a stack, a line or a tower
 * (faq_situ_parse's reading). « Il n'a plus une graine », « une case adverse qui passe à 3 »
 * or « il ne reste que trois graines » alone are a rule's condition, not a position. */
bool faq_situ_tells_position(const struct faq_situ *s)
{
    for (size_t i = 0; i < s->ncounts; i++)
        if (s->counts[i].pit > 0 || s->counts[i].side == SITU_SIDE_MINE || s->counts[i].store)
            return true;
    return s->origin_pit != FAQ_SITU_UNSAID || s->origin_count != FAQ_SITU_UNSAID || s->ncells ||
           s->stack_height != FAQ_SITU_UNSAID || s->align_count != FAQ_SITU_UNSAID || s->nlayers ||
           s->tower;
}

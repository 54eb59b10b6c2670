/* faq_situ.h — situations told in words (« j'ai 19 graines dans ma 5e case, où tombe la
 * dernière ? »), answered by building the player's own position and playing it through the
 * engine. Three stages with a type between them:
 *   text --faq_situ_parse--> struct faq_situ (what was said, nothing guessed)
 *        --faq_situ_build--> struct faq_situ_plan (a legal position and move satisfying it,
 *                            the unsaid filled so the asked outcome does not depend on it, or
 *                            what is missing)
 *        --faq_situ_reply--> the answer JSON (engine run, told in the game's words).
 * Every word of the parser and every sentence of the replies is data
 * (data/lexicon/situation.json, embedded in the binary); the rule entry cited for each kind
 * of outcome is named there too and checked against the knowledge base at load.
 *
 * Threads: a struct faq_situ_ctx is immutable once built; share it freely. */
#ifndef FAQ_SITU_H
#define FAQ_SITU_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "arb_err.h"
#include "faq_int.h"
#include "kb.h"
#include "rules.h"
#include "rules_kalah.h"

/* The concepts of the situation lexicon: one "words" list per concept and language
 * (data/lexicon/situation.json, same names as faq_situ_word_name gives). */
enum faq_situ_word {
    SW_PIECE,
    SW_PEBBLE,
    SW_PIT,
    SW_STORE,
    SW_ROW,
    SW_MINE,
    SW_THEIRS,
    SW_OPPONENT,
    SW_FACING,
    SW_BEFORE,
    SW_AFTER,
    SW_LAST,
    SW_BEFORE_LAST,
    SW_LANDS,
    SW_EMPTY,
    SW_ONLY,
    SW_HAVE,
    SW_MAKES,
    SW_IN,
    SW_WITH,
    SW_PLAY,
    SW_PLAYERS,
    SW_PER,
    SW_THRESHOLD,
    SW_OR,
    SW_SETTING,
    SW_EVERYONE,
    SW_NEXT_PLAYER,
    SW_OPPOSITE_PLAYER,
    SW_TAKE_EMPTY,
    SW_Q_WHERE,
    SW_Q_LAPS,
    SW_Q_SKIP,
    SW_Q_CAPTURE,
    SW_Q_COUNT,
    SW_Q_EXTRA,
    SW_Q_LEGAL,
    SW_Q_FORBIDDEN,
    SW_Q_END,
    SW_Q_WIN,
    SW_Q_REMAIN,
    SW_Q_FEED,
    SW_Q_CELLS,
    SW_Q_REFILL,
    SW_INTERROG,
    SW_STACK,
    SW_PLACE,
    SW_DROP,
    SW_DIAGONAL,
    SW_U_TURN,
    SW_OFF_BOARD,
    SW_LIGHT,
    SW_DARK,
    SW_NEUTRAL,
    SW_COVERED,
    SW_VISIBLE,
    SW_ALIGN,
    SW_CORNER,     /* qawale: a corner cell (« un coin ») */
    SW_CENTRE,     /* qawale: a centre cell; mancala: the middle pit of a row (« du milieu ») */
    SW_EDGE,       /* qawale: an edge cell that is not a corner */
    SW_ALL_PLACED, /* qawale: every pebble placed, hands empty */
    SW_WITH_MINE,  /* qawale: a height that counts the pebble placed (« avec mon galet ») */
    SW_UP,         /* qawale: directions, rank 4 up and file d right */
    SW_RIGHT,
    SW_DOWN,
    SW_LEFT,
    SW_STRAIGHT, /* qawale: on in the same direction (« tout droit ») */
    SW_FROM,     /* qawale: the cell a path starts from (« depuis », "from") */
    SW_Q_LOSE,   /* qawale: « j'ai perdu ? » */
    SW_BOTH,     /* qawale: the two players (« tous les deux »), not a count */
    SW_DONE,     /* qawale: the path told is whole (« et j'ai fini », "and I'm done") */
    SW_UPWARD,   /* qawale: a stack told bottom first (« de bas en haut », "bottom to top") */
    SW_DOWNWARD, /* qawale: a stack told top first (« de haut en bas », "top to bottom") */
    SW_BOTTOM,   /* qawale: the bottom of a stack (« en bas », "at the bottom") */
    /* qawale: one pebble left in hand (« mon dernier galet », "my last pebble") */
    SW_LAST_PEBBLE,
    SW_Q_STAY, /* qawale: does the pebble placed stay (« il reste en b2 ? », "does it stay?") */
    SW_TOP_FIRST, /* qawale: the sowing begun with the top pebble (« par le galet du haut ») */
    SW_IN_PLACE,  /* qawale: a pebble dropped on the cell played itself (« sur place ») */
    SW_NUMBER_SIGN,
    SW_START,
    SW_MIDGAME, /* qawale: a game under way, not its start (« en milieu de partie », "mid-game") */
    SW_AND,
    SW_TO,    /* a range of pits: « cases 1 à 4 », "pits 5-6" */
    SW_REST,  /* the pits of a row not told otherwise: « les autres », "the rest" */
    SW_EACH,  /* « chacune », "each", « respectivement » */
    SW_FIRST, /* « les 3 premières cases », "the first 3 pits" */
    SW_PIT_DET, /* a pit told by its number alone after a determiner: « je joue la 5 », « ma 6 » */
    SW_ALSO,    /* « celui d'en face aussi »: the same as the place told before */
    SW_PRONOUN, /* « je la joue », "I play it": the pit told before */
    SW_Q_GOES_ON,
    SW_Q_FORCED,
    SW_WE_ARE, /* the players told before their number: « on est trois », "there are 3 of us" */
    SW_OTHER,  /* « les 3 autres joueurs », "the other three players": the mover besides */
    SW_EVERYWHERE, /* every pit of the board: « partout », « dans chaque trou », "in every pit" */
    SW_DEFAULT,    /* the settings as they come: « réglages de base », "default settings" */
    SW_CORRECTION, /* « non pardon », "I mean": the number told next replaces the one before */
    SW_LIFT,       /* qawale: the stack lifted (« je soulève les trois », "lifting six") */
    SW_SO, /* a count told again of what is fixed already (« donc 3 », "so 4", « = 7 ») */
    SW_OF, /* « un de mes trous », "one of my pits": which one, not how many */
    SW_JUST_EMPTIED, /* « je viens de vider mon dernier trou »: played, or the row now empty */
    SW_CONDITION,    /* « si », « quand », "if", "when": what follows is a rule's condition */
    SW_EVEN_IF,      /* « même si », "even if": with an empty pit, kalah's take-empty setting */
    SW_Q_NAME,   /* « ça s'appelle comment ? », "what is it called?": a word asked, no outcome */
    SW_ON_BOARD, /* « sur le plateau », "on the board": pieces counted over the whole board */
    SW_RESIGN,   /* « j'abandonne », "he resigns": a resign move told */
    SW_IT_IS,    /* « c'est », "is it": « c'est lui qui gagne ? » puts the person first */
    SW_Q_TIE,    /* qawale: « match nul ? », "is it a draw?": nobody wins, asked yes or no */
    SW_PLENTY,   /* « pas mal », "plenty": pieces left said without a number, never « only » */
    SW_Q_SOWN,   /* « quelles cases reçoivent une graine ? », "which holes get them?" */
    SW_CLITIC,   /* a pronoun between a subject and its verb (« elle me prend »): no subject */
    SW_SHE,   /* a person told as a woman (« elle », « ma fille », "she"): the reply's gender */
    SW_RIVAL, /* the opponent of a third person who moves (« son adversaire », "her opponent") */
    SW_IN_ORDER, /* a row told pit by pit from its first (« de gauche à droite », « dans l'ordre
                  * où je sème », "the way the seeds go") */
    SW_BARE_NO, /* « non », "no": a correction when alone between two numbers (« 3... non, 4 ») */
    SW_EXACTLY, /* « exactement », "exactly": before a count, no more than the count */
    SW_TURN,    /* whose turn it is (« c'est à moi de jouer », "it's my turn"): no move told */
    SW_KROU,    /* escargots: a pit that goes round the board (« j'ai un krou ») */
    SW_INSTEAD, /* qawale: « au lieu de », "instead of": the cell named next is not played */
    SW_TAG, /* a question tag alone in its clause (« , c'est ça ? », « , non ? », ", right?"):
             * the clause before it is what is asked yes or no */
    SW_Q_SLAM,      /* « c'est un grand chelem ? », "is that a grand slam?": asked yes or no */
    SW_BEFORE_MOVE, /* the moment before the move (« avant mon coup », "before my move"): the
                     * counts told then are the position's, its « avant » no pit before */
    SW_NOT_ROW_ONLY, /* an « only » word that tells no row's content: « mon seul coup », « qui reste
                      * chez moi », "my only move", "that stays on my side" */
    SW_THIS_STACK,    /* qawale: « cette pile-là », "that stack": one stack pointed at, a case */
    SW_YES_NO_OPENER, /* « est-ce que » opening a clause: it asks yes or no */
    SW_ORIGIN,        /* the pit played, named so (« mon trou de départ », "the same pit") */
    SW_AFTER_MOVE, /* « après le tour », "after my move": the counts of its clause are after */
    SW_BESIDE, /* « à côté de », « collé à », "next to": a pit told by the store beside it */
    SW_COUNT
};

/* The kinds of outcome an answer is about; each names its rule entry per game in the
 * lexicon's "families" (same order as faq_situ_family_name). */
enum faq_situ_family {
    SF_SOW,
    SF_LAPS,
    SF_LAPS_MANY,
    SF_EXTRA_TURN,
    SF_KALAH_CAPTURE,
    SF_KALAH_CAPTURE_PLAYERS,
    SF_KALAH_EMPTY_KEEP,
    SF_KALAH_EMPTY_TAKE,
    SF_CAPTURE,
    SF_NO_CAPTURE,
    SF_CHAIN,
    SF_CHAIN_STOP,
    SF_CHAIN_OWN_ROW,
    SF_FEED,
    SF_FAMINE,
    SF_GRAND_SLAM,
    SF_GRAND_SLAM_ONLY,
    SF_SIDE_EMPTY,
    SF_REMAINING,
    SF_NO_CAPTURE_POSSIBLE,
    SF_EMPTY_PIT,
    SF_PIT_RANGE,
    SF_OWN_STORE,
    SF_STACK,
    SF_U_TURN,
    SF_DIAGONAL,
    SF_NOT_ADJACENT,
    SF_OFF_BOARD,
    SF_EMPTY_CELL,
    SF_PATH_LENGTH,
    SF_NO_PEBBLES,
    SF_COVERED,
    SF_NEUTRAL,
    SF_ALIGNMENT,
    SF_TOWER,
    SF_DRAW,         /* qawale: hands empty, no alignment */
    SF_PLACED_MOVES, /* qawale: the pebble placed is lifted with the stack */
    SF_KALAH_CAPTURE_LAP,
    SF_CAPTURE_COUNTS_NEW,
    SF_CAPTURE_WRONG_ROW,   /* awalé: a capture asked where the last seed lands in the mover's own
                             * row */
    SF_RESIGN,              /* a player resigns: placed last whatever the stores */
    SF_OTHERS_STORES,       /* kalah: does a piece go into another player's store */
    SF_DIAGONAL_LINE,       /* qawale: the move's winning line is a diagonal */
    SF_BOTH_LINES,          /* qawale: the move shows a line of each colour (the mover wins) */
    SF_OTHER_LINE,          /* qawale: the move shows the opponent's line only */
    SF_KALAH_CAPTURE_WHERE, /* kalah: a capture on a board other than 2 x 6, the corresponding
                             * pit told by its number: where that pit is */
    SF_KALAH_CAPTURE_SOME_EMPTY, /* kalah « tout le monde »: some corresponding pits told empty */
    SF_COUNT
};

/* What the question asks (bits of faq_situ.ask). */
enum {
    SA_WHERE = 1u << 0,    /* where the last piece lands */
    SA_LAPS = 1u << 1,     /* how many laps */
    SA_SKIP = 1u << 2,     /* is the origin skipped */
    SA_CAPTURE = 1u << 3,  /* does it capture / how many */
    SA_COUNT = 1u << 4,    /* « combien » */
    SA_EXTRA = 1u << 5,    /* do I play again */
    SA_LEGAL = 1u << 6,    /* may I */
    SA_FORBID = 1u << 7,   /* is it forbidden */
    SA_END = 1u << 8,      /* does the game end */
    SA_WIN = 1u << 9,      /* who wins */
    SA_REMAIN = 1u << 10,  /* where the remaining pieces go */
    SA_FEED = 1u << 11,    /* does it feed */
    SA_CELLS = 1u << 12,   /* qawale: on how many cells */
    SA_REFILL = 1u << 13,  /* does the origin get a seed again (« elle reçoit une graine ? ») */
    SA_GOES_ON = 1u << 14, /* does the game go on (« la partie continue ? »): SA_END's opposite */
    SA_FORCED = 1u << 15,  /* must I play it (« je suis obligé de la jouer ? ») */
    SA_WHICH = 1u << 16,   /* the move is asked (« quel trou me fait rejouer ? ») */
    SA_STORE = 1u << 17,   /* a store's count after the move (« j'en ai combien dans ma réserve
                            * après ? »): store_side says whose */
    SA_OFF = 1u << 18,     /* qawale: does the path leave the board (« ça sort du plateau ? »,
                            * « je sors ? »): yes when the engine refuses the step off it */
    SA_SLAM = 1u << 20,    /* is the move a grand slam (« c'est un grand chelem ? ») */
    SA_SOWN = 1u << 19,    /* the pits the sowing drops in (« quelles cases reçoivent ? ») */
};

enum faq_situ_side { SITU_SIDE_UNSAID, SITU_SIDE_MINE, SITU_SIDE_THEIRS };

/* Who plays the move told: the player asking (« je joue »), their opponent (« s'il joue son
 * 5 », "if he plays his 2nd": the asker is the other player), or a player the asker watches
 * (« je regarde mon grand-père jouer … son adversaire »: the asker plays neither side). The
 * situation is read in the mover's frame: SITU_SIDE_MINE is always the mover's row. */
enum faq_situ_mover { SITU_MOVER_ME, SITU_MOVER_THEM, SITU_MOVER_WATCHED };

/* Where a count said is, relative to the pits named. */
enum faq_situ_rel {
    SITU_REL_PIT,       /* side and pit as said (pit 0: unsaid) */
    SITU_REL_FACING,    /* the pit facing the landing pit (« en face ») */
    SITU_REL_BEFORE,    /* the pit before the landing pit (« celle d'avant ») */
    SITU_REL_LANDING,   /* the landing pit itself */
    SITU_REL_FACING_OF, /* the pits facing my pit `pit` (« le trou en face de mon trou 4 ») */
    SITU_REL_REST, /* every pit of the side not given a count otherwise (« les autres 5 chacune »)
                    */
};

enum {
    FAQ_SITU_MAX_COUNTS = 12,
    FAQ_SITU_MAX_CELLS = 24,
    FAQ_SITU_MAX_RESTATED = 8,
    FAQ_SITU_DOUBT_LEN = 160, /* bytes of the detail the player is unsure of, quoted back */
    FAQ_SITU_UNSAID = -1
};

/* Whose pebble tops a Qawale cell told (struct faq_situ.told). */
enum { SITU_TOP_MINE = 1, SITU_TOP_THEIRS, SITU_TOP_NEUTRAL };

/* A count said about a place: count pieces in it (before the move, or after the sowing
 * when after is set: « ça fait 3 »). */
struct faq_situ_count {
    enum faq_situ_side side;
    enum faq_situ_rel rel;
    int pit; /* 1-based, 0 unsaid; FAQ_SITU_LAST_PIT-style relative pits resolved by build */
    int count;
    bool after;
    bool store; /* the count of that side's store (« ma réserve 20 », "15 in his") */
    bool row;   /* pit 0: told of the whole row (« 10 escargots de mon côté »), not of a pit */
    int player; /* SITU_REL_FACING told of one player (« 6 chez celui d'en face »), or SITU_REL_PIT
                 * of another player's row (« le suivant a 3 pierres dans son 5e trou »):
                 * SITU_PLAYER_*, 0 the next row (two players) */
};

/* Whose corresponding pit a count is: the next player, the one opposite, the last one, or
 * the k-th player (SITU_PLAYER_NTH + k). */
enum {
    SITU_PLAYER_NEXT = 1,
    SITU_PLAYER_OPPOSITE,
    SITU_PLAYER_LAST,
    SITU_PLAYER_OTHERS, /* every other player not told otherwise (« les deux autres ») */
    SITU_PLAYER_NTH = 10
};

/* A pit told by its place in the row: « ma dernière case », « l'avant-dernier trou ». */
/* « ses 2 dernières cases »: the pit k before the last is SITU_PIT_LAST - k. */
/* « le trou du milieu » is SITU_PIT_MIDDLE (a row of odd length only). */
enum {
    SITU_PIT_LAST = -10,
    SITU_PIT_BEFORE_LAST = -11,
    SITU_PIT_FROM_LAST_MAX = 11,
    SITU_PIT_MIDDLE = -30
};

/* What the question said, typed. Integers are FAQ_SITU_UNSAID when not said. */
struct faq_situ {
    int game; /* index in the kb games, -1 when neither said nor given */
    /* no game named nor given: the games the situation's own words leave (one told: game is
     * it), a bit per kb game; 0 when nothing tells (faq_situ_cue_games) */
    unsigned games;
    enum faq_lang lang;
    /* who plays the move told (the rest is read in their frame), and a third person's gender:
     * 'f' (« elle », "she") or 'm' */
    enum faq_situ_mover mover;
    char mover_gender;
    bool situation; /* the question tells a case with numbers or cells */
    bool general;   /* rule wording (« plus de 11 », « 2 ou 3 »): not a case */
    unsigned ask;   /* SA_* */
    bool yes_no;    /* the question expects oui / non */
    /* the asks of the last clause asking yes or no on its own (« Le coup est permis ? Et je
     * prends quoi ? »: SA_LEGAL): what the lead answers; 0 when no clause does */
    unsigned lead_ask;
    /* mancala */
    int origin_pit;   /* the pit played, 1-based (SITU_PIT_LAST...) */
    int origin_count; /* pieces in it */
    bool played;      /* a move is said to be played (« je joue ») */
    bool landing;     /* the last piece's landing is described */
    enum faq_situ_side land_side;
    int land_pit;
    bool land_store, land_empty;
    bool land_origin; /* the last piece told back in the pit played (« dans mon trou de départ ») */
    struct faq_situ_count counts[FAQ_SITU_MAX_COUNTS];
    size_t ncounts;
    bool opp_empty;   /* the opponent's row is empty before the move */
    bool mine_empty;  /* the mover's row is empty (before the move, or left empty) */
    bool mine_only;   /* the mover's row holds only what was said */
    bool theirs_only; /* the opponent's row holds only what was said */
    int players, holes, stones, capture_from, empty_opposite;
    /* qawale */
    int stack_height;
    int cells[FAQ_SITU_MAX_CELLS]; /* cell indexes, RULES_OFF_BOARD for a name off the board */
    size_t ncells;
    bool diagonal, u_turn, off_board, covered, neutral, align, visible;
    int colour;          /* QAWALE_LIGHT / QAWALE_DARK said, 0 none */
    bool placed_cell;    /* the first cell said is where the pebble is put (« je pose sur c2 ») */
    bool alignment_told; /* cells said of an alignment, no move (« au sommet de a1, b2… ») */
    bool start;          /* the game's start position (« au début de la partie ») */
    bool mid_game;       /* qawale: a game under way (« en milieu de partie »): no start stack */
    bool colour_mine;    /* the colour said is the player's own (« mes galets foncés ») */
    int align_count;
    int align_theirs;  /* visible pebbles the opponent has in a line, FAQ_SITU_UNSAID */
    int cover_colour;  /* the colour said to cover a pebble of the line, 0 neutral/unsaid */
    int theirs_colour; /* the colour said of the opponent's pebbles, 0 */
    int covered_cell;  /* the cell said covered (« celui en a3 est recouvert »), -1 */
    bool region;       /* cells[0] stands for a corner, centre or edge told in words */
    bool cell_empty;   /* the cell played is said empty (« en b2 où il n'y a rien ») */
    bool tower;        /* own pebbles stacked on one cell, the outcome asked */
    bool hands_empty;  /* every pebble placed (« on a posé tous les galets ») */
    bool dest_only;    /* the one cell said is where the player would end (« finir en c3 ») */
    int dest_cell;     /* the cell the path should end on (« je peux finir en d1 ? »), -1 */
    int asked_cell;    /* a cell of the path asked about (« qui est au sommet de a4 ? »), -1 */
    int count_cell;    /* a cell of the path whose count after the move is asked (« c4 avait 2
                        * galets, il en a combien maintenant ? »), -1 */
    bool off_after;    /* leaving the board is said after the last cell named */
    bool back_after;   /* going back is said after the last cell named */
    bool has_line;     /* a line named (« colonne b », « de a1 à d4 »): its cells */
    int line[4];
    int path_claim;    /* the path length the player proposes (« sur 2 cases »), UNSAID */
    bool about_theirs; /* the yes/no is asked of the opponent (« il a gagné ? ») */
    bool asks_lose;    /* the yes/no asks a loss (« j'ai perdu ? ») */
    bool ordinal;      /* a pebble told by its rank (« le 1er en b3 »): a path begun only */
    bool path_done;    /* the path told is the whole path (« …a2 et c'est tout ») */
    /* a pebble of the lifted stack whose drop is asked (« où se retrouve son galet foncé ? »):
     * SITU_TOP_THEIRS or SITU_TOP_NEUTRAL, 0 none */
    int asked_pebble;
    /* the pebbles of one stack told colour by colour (« ma pile en b1 c'est, de bas en haut :
     * un orange, un foncé »): QAWALE_* bottom first, on cell layers_cell (-1: the one played) */
    int8_t layers[QAWALE_MAX_HEIGHT];
    int nlayers, layers_cell;
    /* pebbles left in hand told with a move (« c'est mon dernier galet », « il a déjà posé
     * ses 8 »): the player's and the opponent's, FAQ_SITU_UNSAID */
    int hand_mine, hand_theirs;
    /* the player's colour told with the player (« je joue les clairs »), and the colour first
     * said of other pebbles (« 4 galets foncés alignés »), QAWALE_* or 0 */
    int own_colour, line_colour;
    bool asks_stay; /* « le galet que j'ai posé reste en b2 ? »: the yes/no asks it */
    bool asks_tie;  /* « match nul ? », "is it a draw?": the yes/no asks whether nobody wins */
    bool in_place;  /* a drop on the cell played itself is told (« sur place », "itself") */
    /* one pebble of the player's said covered, no move (« mon galet en c2 est recouvert, il
     * compte encore ? ») */
    bool covered_one;
    int8_t straight;  /* « tout droit »: the path goes on in this direction (0 up, 1 right,
                       * 2 down, 3 left), -1 */
    int8_t heading;   /* the direction the path starts in when no cell is named (« j'égraine
                       * vers la droite »), -1 */
    bool move_untold; /* a line told and a move with no cell nor path (« si je pose sur la pile
                       * d'à côté, je gagne ? »): its outcome is the path's, asked */
    /* cells told with their content before the move (« c1 n'a qu'un neutre », « mes
     * galets visibles en a2, b2 »): top is SITU_TOP_*, count the stack's height; whole: every
     * pebble of it is of top's colour (« 3 galets à moi empilés en b3 », "three light ones") */
    struct faq_situ_told {
        int8_t cell, top, count;
        bool whole;
    } told[FAQ_SITU_MAX_CELLS];
    size_t ntold;
    /* safety: numbers the parse did not place (the first one's value), and a list whose
     * pits and counts do not pair up: the builder asks instead of guessing */
    int unread, unread_num;
    bool ambiguous;
    /* numbers told again of what the position or the move fixes already, not placed but
     * checked against the built position (« je pose sur a1 (2 neutres) donc je soulève 3 »,
     * « it had six »): lifted, a Qawale count of the pebbles lifted (the stack and the one
     * placed), else of the stack before the pebble placed */
    struct faq_situ_restated {
        int num;
        bool lifted;
    } restated[FAQ_SITU_MAX_RESTATED];
    size_t nrestated;
    /* a claim the question checks: « je prends les 5 ? » (claim_captured, else -1), « je prends
     * les graines de ma case 6 ? » (claim_pit 1-based, else 0, on claim_side) */
    int claim_captured, claim_pit;
    /* « je mets ma pierre dans ma réserve ? », "does it go to my store?": the yes/no asks
     * whether a piece of the move ends in the mover's store (kalah: the last one sown there,
     * or taken there by a capture) */
    bool claim_store;
    /* "does one go in the next player's store?": the yes/no asks whether a piece is sown into
     * another player's store (kalah sows the mover's only) */
    bool claim_others_store;
    int row_list; /* a row told pit by pit without numbers: how many counts (0: none) */
    enum faq_situ_side claim_side;
    /* the count of every pit no count was told of, both rows (« 4 pierres partout », « 3 par
     * trou »), FAQ_SITU_UNSAID */
    int board;
    /* whose rows board fills: SITU_SIDE_UNSAID every row (« 4 pierres partout »), else that
     * side's (« il en a 4 partout », "he has 4 in every pit": the opponents' rows) */
    enum faq_situ_side board_side;
    enum faq_situ_side store_side; /* SA_STORE: whose store is asked */
    bool game_guessed; /* the game was read from its own piece word alone (« graines »): the
                        * answer says it assumed it */
    /* the player resigns (« j'abandonne »): MINE; the opponent, the score asked (« mon fils
     * abandonne, ça me fait combien ? »): THEIRS; else UNSAID */
    enum faq_situ_side resigner;
    /* the pieces told on the whole board (« il en reste 11 sur le plateau », "10 still in
     * play"), FAQ_SITU_UNSAID */
    int on_board;
    /* the player's own words of a fact they say they are unsure of (« je sais plus si celui de
     * b2 est recouvert »: « celui de b2 est recouvert »): the answer asks it back; "" none */
    char doubt[FAQ_SITU_DOUBT_LEN];
};

/* The lexicon and the games' words, built once. */
struct faq_situ_ctx;

/* Loads the embedded data/lexicon/situation.json, checks it (every concept and text in both
 * languages, every family's entry id in kb and of the game it is listed under) and reads
 * the game names of kb (borrowed: kb must outlive the ctx). Returns 0 and *out (free with
 * faq_situ_free), -ARB_ERR_KB naming the lexicon path at fault, or -ARB_ERR_NOMEM. */
int faq_situ_new(const struct kb *kb, const struct faq_lex *lex, struct faq_situ_ctx **out,
                 struct arb_err *err);

/* faq_situ_new on the lexicon text json[len] instead of the embedded one (tests). lex: the
 * assistant's lexicon (borrowed), whose tokenizer folds the words. */
int faq_situ_new_from(const struct kb *kb, const struct faq_lex *lex, const char *json, size_t len,
                      struct faq_situ_ctx **out, struct arb_err *err);

/* The assistant's lexicon the ctx folds words with. */
const struct faq_lex *faq_situ_lex(const struct faq_situ_ctx *c);

void faq_situ_free(struct faq_situ_ctx *c);

/* Reads text[len] (any bytes) into *out. game: the conversation's or client's game id
 * (may be NULL); a game named in the text wins. Never fails; out->situation tells whether
 * the text is a situation at all. */
void faq_situ_parse(const struct faq_situ_ctx *c, const char *text, size_t len, const char *game,
                    struct faq_situ *out);

/* True when s tells a position begun: the pit played or its count, a count of a pit named, of
 * the mover's row or of a store, a cell, a stack, a line or a tower. A condition alone (« il
 * n'a plus une graine ») is a rule's, not a position. */
bool faq_situ_tells_position(const struct faq_situ *s);

/* What the builder made of a situation. */
enum { FAQ_SITU_MAX_ASSUME = 4 };
enum faq_situ_assume {
    SITU_ASSUME_PIT, /* a the pit; b = 1: every pit gives the outcome asked alike */
    SITU_ASSUME_BEFORE,
    SITU_ASSUME_STACK,
    SITU_ASSUME_HOLES,
    SITU_ASSUME_FEEDER,    /* another pit of the mover feeds the opponent */
    SITU_ASSUME_ROW_EMPTY, /* the mover's pits not told are empty (« … qui gagne ? »: the end);
                            * a = 1: the opponent's (kalah, the end told with both stores) */
    SITU_ASSUME_GAME,      /* the game, read from its piece word alone (faq_situ.game_guessed) */
    SITU_ASSUME_PLAYERS,   /* kalah: the players unsaid, the holes told taken only by more than
                            * two: a the players, b the holes */
};
enum faq_situ_missing {
    SITU_MISSING_NONE,
    SITU_MISSING_GAME,
    SITU_MISSING_PIT,
    SITU_MISSING_COUNT,
    SITU_MISSING_STORES,
    SITU_MISSING_IMPOSSIBLE,
    SITU_MISSING_BEFORE,  /* the count of the pit before the landing one (a capture chain) */
    SITU_MISSING_LANDING, /* the count of the pit the last seed lands in */
    SITU_MISSING_FACING,  /* the count of the corresponding pit */
    SITU_MISSING_UNREAD,  /* a number or a list of the question the parse could not place */
    SITU_MISSING_PATH,    /* qawale: the path, the player's choice, decides what is asked */
    SITU_MISSING_OTHERS,  /* the mover's other pits (can another move feed the opponent?) */
    SITU_MISSING_SETTING, /* kalah for 3-4: whose pit a capture takes (the default was used) */
    SITU_MISSING_WHICH,   /* the move asked: unsaid pits (plan.which_unknown) decide which */
    SITU_MISSING_HEIGHT,  /* qawale: the height of the stack played, never said */
    SITU_MISSING_START,   /* qawale: the cell played, never said: from some cells the path told
                           * stays on the board, from others it leaves it */
    SITU_MISSING_MOVE,    /* the pit played and its count, neither said (« il a 2 graines dans
                           * sa case 3, je peux les prendre ? ») */
    SITU_MISSING_ORIGIN,  /* qawale: the cell played, never said, beside the first drop: the
                           * engine allows the path told from some of its neighbours only */
    SITU_MISSING_VISIBLE, /* qawale: a line of the player's pebbles told, never said visible */
    SITU_MISSING_DOUBT,   /* a fact the player says they are unsure of (faq_situ.doubt) */
};

/* A move asked (SA_WHICH): the most pits the answer names. */
enum { FAQ_SITU_MAX_WHICH = 16 };

struct faq_situ_plan {
    const struct kb_game *game;
    struct rules_pos pos;
    struct rules_opts opts;
    bool has_move; /* false: the outcome of pos is asked (famine, alignment) */
    struct rules_move move;
    bool path_open; /* qawale: the path was not all said, move.path ends with an example */
    int path_given; /* qawale: the player's whole path is shorter or longer than the stack asks:
                     * its length; move is that path (the engine refuses it), example one of
                     * the right length from the same cell, the player's cells first, legal */
    struct rules_move example;
    bool height_inferred; /* qawale: the stack's height was never said: pos has the height the
                           * path given (or the length proposed) fits: the answer depends on it */
    bool cell_told;       /* qawale: the cell played is one the player named */
    bool origin_depends;  /* qawale: the cell played, never said, was put beside the first drop;
                           * from the path's second cell the engine refuses it (a U-turn) */
    int dest_cell;        /* qawale: the cell asked to end on, -1; dest_reached: a legal move of the
                           * engine's ends there (move is one of them) */
    bool dest_reached;
    enum faq_situ_missing missing;
    struct {
        enum faq_situ_assume kind;
        int a, b;
    } assume[FAQ_SITU_MAX_ASSUME];
    size_t nassume;
    /* the capture chain depends on the pit before, which was not said: pos has it breaking
     * the chain; alt the same position where it continues (alt_before its count after
     * the sowing) */
    bool has_alt;
    struct rules_pos alt;
    int alt_before;
    int alt_pit;    /* the opponent's pit whose count the two cases differ by (1-based) */
    int unread_num; /* SITU_MISSING_UNREAD: the number asked about */
    /* a number told again that the built position contradicts (« donc j'ai 4 galets » on a
     * stack of 2): what was said and what the position has, 0 when none */
    int restate_said, restate_real;
    bool restate_lifted; /* qawale: the count said was of the pebbles lifted, not the stack */
    bool stores_said;    /* every store's count was told: the winner can be named */
    bool ask_others;     /* the answer assumed the mover's other pits (SITU_MISSING_OTHERS) */
    /* the move asked (s->ask & SA_WHICH, no pit played said): every legal move from a pit
     * whose count was told, played by the engine; found: those giving the outcome asked (an
     * extra turn, a capture, seeds for the opponent), captured: what each takes; move is the
     * best of them (the most taken), or the first told when none does. which_unknown: the
     * unsaid pits (cell indexes) the answer turns on (SITU_MISSING_WHICH). */
    bool which;
    size_t nfound, nunknown;
    struct {
        int pit;
        int32_t captured;
    } found[FAQ_SITU_MAX_WHICH];
    int which_unknown[FAQ_SITU_MAX_WHICH];
};

/* What a mancala engine does, learnt by playing it once: it sows its player's own store
 * (kalah), skips the origin on every lap (awalé), holds a fixed number of pieces (awalé's
 * 48, in total). Returns 0, or -1 for a game that is not a mancala game. */
struct faq_situ_traits {
    bool sows_store, skips_origin, fixed_total;
    int32_t total; /* pieces of the start position */
    int holes;     /* pits per row of the start position */
};
int faq_situ_traits(const struct rules_game *g, struct faq_situ_traits *t);

/* Builds a legal position and move for s (s->situation must be set). Returns 0 with *out
 * filled (out->missing says what to ask instead when the outcome depends on something
 * unsaid), or -ARB_ERR_INTERNAL when no legal position could be made. */
int faq_situ_build(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   struct faq_situ_plan *out, struct arb_err *err);

/* Runs the plan through the engine and writes the whole /v1/ask response (answer, lang,
 * game, entry, cite, confidence, verified, related, diagram, abstained, clarify, context,
 * simulation, assumptions) to *resp (caller owns). question: the text asked. Returns 0, or
 * -ARB_ERR_NOMEM. */
int faq_situ_reply(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   const struct faq_situ_plan *p, const char *question, cJSON **resp,
                   struct arb_err *err);

/* The hook of faq_ask: when question (len bytes; game: the client's or conversation's game
 * id, may be NULL) tells a situation, answers it: 0 and *resp (caller owns). When it does not,
 * 0 and *resp NULL: the caller answers as usual.
 * Negative codes: -ARB_ERR_NOMEM, -ARB_ERR_INTERNAL. */
int faq_situ_answer(const struct faq_situ_ctx *c, const char *question, size_t len,
                    const char *game, cJSON **resp, struct arb_err *err);

/* ---- inside the module (faq_situ_lex.c) ---- */

/* The concept's and family's names in the lexicon file. */
const char *faq_situ_word_name(enum faq_situ_word w);
const char *faq_situ_family_name(enum faq_situ_family f);

/* A marked word of a question: bit w of mask set when a phrase of concept w covers it;
 * num / ord the value of a number or ordinal word (-1 when none); start_mask: the
 * concepts whose phrase starts here; cell the Qawale cell index, RULES_OFF_BOARD for a
 * cell-like name off the board, -2 for none. clause: index of the clause (cut at , ; . ? !). */
enum { FAQ_SITU_MASK_WORDS = (SW_COUNT + 63) / 64 };

struct faq_situ_tok {
    uint64_t mask[FAQ_SITU_MASK_WORDS], start_mask[FAQ_SITU_MASK_WORDS];
    int num, ord, cell;
    int clause;
    int game;      /* a game's name starts here: index in the kb games, else -1 */
    unsigned cues; /* the games a word of their table covers (« graines », "pot"): a bit each */
    bool cont;     /* a later word of a number or game name told in several words */
    bool spelled; /* written in letters (« dix », which the assistant's lexicon turns to digits) */
    bool asked;   /* its clause ends with a question mark */
    bool questioned; /* its sentence ends with one (« combien j'en mets, et où…? ») */
    bool aside;      /* its clause opens on « ( »: an aside on what the clause before said */
};

/* Bit w of a concept set (a mask or start_mask), and setting it. */
static inline bool faq_situ_bit(const uint64_t *set, unsigned w)
{
    return set[w / 64] >> (w % 64) & 1;
}

static inline void faq_situ_set_bit(uint64_t *set, unsigned w)
{
    set[w / 64] |= 1ull << (w % 64);
}

struct faq_situ_marked {
    size_t n;
    struct faq_tokens t; /* the words (faq_tokenize), all clauses one after another */
    struct faq_situ_tok k[FAQ_MAX_TOKENS];
};

/* Cuts text into clauses, folds every clause into words and marks them with lang's
 * phrases (longest first), numbers, ordinals (digits with a suffix: « 5e », « 2nd ») and
 * cells. */
void faq_situ_mark(const struct faq_situ_ctx *c, const char *text, size_t len, enum faq_lang lang,
                   struct faq_situ_marked *out);

/* (Re)marks the words of m (cut and folded already) with lang's phrases, then the other
 * language's: every concept bit cleared first, numbers, ordinals and cells read again. */
void faq_situ_mark_words(const struct faq_situ_ctx *c, enum faq_lang lang,
                         struct faq_situ_marked *m);

/* The part a person word of a question plays once a third person is the mover
 * (faq_situ_read_mover): kept, the mover's own (read as the asker's « je », « ma »), or
 * the other side's (read as « il », « sa »). */
enum faq_situ_role { FAQ_SITU_ROLE_KEEP, FAQ_SITU_ROLE_MOVER, FAQ_SITU_ROLE_OTHER };

/* Rewrites the words of m given role[i] into the mover's frame with lang's "frame" pairs of
 * situation.json (« sa » -> « ma », « je » -> « il », "her" -> "my"; a person named,
 * « ma fille », "my opponent", -> its "self" word), then marks the words again
 * (faq_situ_mark_words). Words past FAQ_MAX_TOKENS are dropped. */
void faq_situ_reframe(const struct faq_situ_ctx *c, enum faq_lang lang, struct faq_situ_marked *m,
                      const uint8_t role[FAQ_MAX_TOKENS]);

/* True when word (one word, folded here) is a word of concept w in lang's own list. */
bool faq_situ_is_word(const struct faq_situ_ctx *c, enum faq_lang lang, const char *word,
                      enum faq_situ_word w);

/* The text template key of lang ("origin", "kalah_take"...), "" when absent (never: checked
 * at load). */
const char *faq_situ_text(const struct faq_situ_ctx *c, enum faq_lang lang, const char *key);

/* How many words of text start a phrase of each language's lexicon (hits[FAQ_LANG_FR],
 * hits[FAQ_LANG_EN]), for the language of a short question. */
void faq_situ_lang_hits(const struct faq_situ_ctx *c, const char *text, size_t len, int hits[2]);

/* A phrase of how the player tells the story (situation.json "story", either language). */
enum faq_situ_story_phrase { FAQ_SITU_STORY_NONE, FAQ_SITU_STORY_RESTATE, FAQ_SITU_STORY_DOUBT };

/* The longest story phrase starting at word i of t (words folded by faq_tokenize): its kind,
 * and its length in words in *n; FAQ_SITU_STORY_NONE (and *n 0) when none. */
enum faq_situ_story_phrase faq_situ_story_at(const struct faq_situ_ctx *c,
                                             const struct faq_tokens *t, size_t i, size_t *n);

/* The lexicon's top-level member name ("eval"…), or NULL. */
const cJSON *faq_situ_section(const struct faq_situ_ctx *c, const char *name);

/* The English reason of an illegal-move slug, or NULL. */
const char *faq_situ_reason(const struct faq_situ_ctx *c, enum faq_lang lang, const char *slug);

/* The grammar form of word class cls ("mine", "the", "last"...) for gender g ('f', 'm',
 * 'p'), or "". */
const char *faq_situ_grammar(const struct faq_situ_ctx *c, enum faq_lang lang, const char *cls,
                             char g);

/* faq_situ_text and faq_situ_grammar for a reply about mover (gender 'f' or 'm'): lang's
 * "persons" sections first (watched for an onlooker, third_f for a woman, third), then the
 * language's own; the same as those when the asker moves. */
const char *faq_situ_person_text(const struct faq_situ_ctx *c, enum faq_lang lang,
                                 enum faq_situ_mover mover, char gender, const char *key);
const char *faq_situ_person_grammar(const struct faq_situ_ctx *c, enum faq_lang lang,
                                    enum faq_situ_mover mover, char gender, const char *cls,
                                    char g);

/* The entry governing family f for game (index in the kb games), or NULL when the lexicon
 * names none. */
const struct kb_entry *faq_situ_entry(const struct faq_situ_ctx *c, enum faq_situ_family f,
                                      int game);

/* The kb game at index i, and the number of games. */
const struct kb_game *faq_situ_game(const struct faq_situ_ctx *c, int i);
int faq_situ_game_index(const struct faq_situ_ctx *c, const char *id);

/* ---- marked-word queries: faq_situ_read.h (private to the situation readers) ---- */

/* Records an assumption the builder made (at most FAQ_SITU_MAX_ASSUME; more are dropped). */
void faq_situ_assume(struct faq_situ_plan *pl, enum faq_situ_assume kind, int a, int b);

/* ---- the game of a situation told without it (faq_situ_game.c) ---- */

/* The games the words of m tell (their table words: piece, store, stacks; a cell of the
 * board is Qawale's, « réglage » a game with kb settings, « je rejoue ? » one sowing its
 * store): those the most such words belong to (every word's when they agree: « graines » and
 * « pot », the snails; all three when « graines » meets « réserve »); 0 when no word tells. */
unsigned faq_situ_cue_games(const struct faq_situ_ctx *c, const struct faq_situ_marked *m);

/* Whether g's engine takes the setup s tells (players, holes, stones per pit told at the start,
 * the capture settings): each setting told is among its options, and started with what was
 * told it makes that shape with no warning (« à 3 joueurs » is no awalé, "7 holes" at four no
 * kalah). A game without pits (Qawale) is never refused: nothing of a mancala setup is its. */
bool faq_situ_takes_setup(const struct rules_game *g, const struct faq_situ *s);

/* s (parsed from question[len], its game neither named nor given) played in each game its
 * words leave (s->games, every game when 0) where it reads as a situation and the settings
 * told fit the game: one answer when the engines agree (saying which games it holds for), one
 * per game when they differ, the game asked when none fits. Returns 0 and *resp (caller owns),
 * -ARB_ERR_NOMEM or -ARB_ERR_INTERNAL. */
int faq_situ_answer_games(const struct faq_situ_ctx *c, const struct faq_situ *s,
                          const char *question, size_t len, cJSON **resp, struct arb_err *err);

/* ---- Qawale situations (faq_situ_qawale_read.c, faq_situ_qawale_build.c) ---- */

/* Reads the Qawale part of a question: cells, stack height, path words, colours and
 * alignments into s (s->ask already read), and sets s->situation. used[i]: numbers already
 * consumed; the numbers read here are marked. */
void faq_situ_read_qawale(const struct faq_situ_marked *m, bool used[FAQ_MAX_TOKENS],
                          struct faq_situ *s);

/* Fills pl (zeroed, pl->game set to Qawale) with a position and move, or the position whose
 * outcome is asked, satisfying s. */
void faq_situ_build_qawale(const struct faq_situ *s, struct faq_situ_plan *pl);

/* ---- evaluation (faq_situ_eval.c) ---- */

struct faq_situ_eval_report {
    size_t questions, right, yes_no_expected, yes_no_wrong, numbers_missing, facts_wrong,
        clarify_missed, entry_right;
    /* the invariants, on every line (faq_situ_judge.h): numbers nothing accounts for,
     * leads against the engine or with no simulation, leads on no ask the judge reads */
    size_t numbers_uncomputed, leads_bad, leads_unchecked;
    double p50_us, p99_us;
};

/* Runs every situation of the JSON Lines file path through faq_ask on f and prints a line per
 * wrong answer and the totals to out. A line: {"id","kind":"situation","question",
 * "context"?,"expect":{"game","entry","yes_no"?,"numbers":[..],"facts":{..},"clarify"?,
 * "missing"?}}. An answer is right when its yes/no lead matches, every expected number
 * appears in it, every fact matches the simulation and it asks to clarify when expected;
 * on every line the invariants of faq_situ_judge.h are counted too (a line each).
 * Returns 0, -ARB_ERR_IO, -ARB_ERR_BAD_REQUEST naming a malformed line, -ARB_ERR_NOMEM, or
 * -ARB_ERR_INTERNAL when the judge's embedded words are malformed. */
struct faq;
int faq_situ_eval(struct faq *f, const char *path, FILE *out, struct faq_situ_eval_report *rep,
                  struct arb_err *err);

#endif

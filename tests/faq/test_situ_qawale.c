/* test_situ_qawale.c — Qawale situations told in words, on the real knowledge base and
 * lexicon: each row is a question (French or English) and what the built position and the
 * engine's verdict must be: the cell played and its stack, legality, the cells dropped on,
 * the winner, whether the path is asked back, the entry cited and the yes/no lead. Then the
 * positions the builder makes for towers, emptied hands, empty cells and two lines, read
 * pebble by pebble. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ.h"
#include "faq_fixture.h"

enum { ANY = -99, LEAD_NONE = -1, LEAD_NO = 0, LEAD_YES = 1, NOBODY = -1 };

struct row {
    const char *question, *game; /* game: the conversation's, may be NULL */
    const char *entry;           /* entry cited, NULL: not checked (a clarification has none) */
    int lead;                    /* LEAD_* */
    const char *cell;            /* the cell played ("b2"), NULL: no move (an outcome) */
    int height;                  /* the stack on it before the move, ANY */
    int legal, drops;            /* ANY when not checked */
    int winner;                  /* 0, 1, NOBODY, ANY */
    bool clarify;                /* something is asked back (with no simulation: only that) */
    const char *says;            /* a piece of the answer, or NULL */
};

static const struct row rows[] = {
    /* the player's visible pebbles told after the move by a having word before the person
     * ("with my visible ones on…", « avec mes visibles en… »): cells of the position, never
     * steps of the path */
    {"Qawale: I put mine on the lone neutral on a1 and drop a2, then a3. With my visible ones on "
     "b3, c3 and d3, is that four in a row?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "a1", 1, 1, 2, 0, false, "a2, a3"},
    {"Qawale : je pose sur le neutre seul en a1 et je dépose a2 puis a3. Avec mes visibles en b3, "
     "c3 et d3, ça gagne ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "a1", 1, 1, 2, 0, false, NULL},
    {"Qawale: I put mine on the lone neutral on b2 and drop b3, then c3. With my visible ones on "
     "a3 and d3, is that four in a row?",
     NULL, NULL, LEAD_NO, "b2", 1, 1, 2, NOBODY, false, "b3, c3"},
    /* a stack told as one neutral with the player's pebble on it, no height said: 2 pebbles,
     * the player's on top (« avec mon galet » there is no pebble placed counted in a height) */
    {"Qawale: my stack on c2 is a neutral with my own pebble on it. I put mine on it and drop c3, "
     "c4, d4. Is that allowed?",
     NULL, "qawale.ordre-depot", LEAD_YES, "c2", 2, 1, 3, ANY, false, "c3, c4, d4"},
    {"Qawale : ma pile en c2, c'est un neutre avec mon galet dessus. Je pose dessus et je dépose "
     "c3, c4, d4. C'est permis ?",
     NULL, "qawale.ordre-depot", LEAD_YES, "c2", 2, 1, 3, ANY, false, NULL},
    {"Qawale: my stack on b1 is a neutral with my own pebble on it. I cap it with another of mine, "
     "so 3 pebbles, and drop on b2, b3, c3. With my visible ones on a3 and d3, do I win?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "b1", 2, 1, 3, 0, false, NULL},
    /* stack height → cells covered; a corner told in words is a start corner */
    {"Qawale : je pose mon galet sur un coin de départ (2 neutres). La pile fait combien, et ça "
     "couvre combien de cases ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "a1", 2, 1, 3, ANY, false, "sur 3 cases"},
    {"Qawale: I put my stone on a stack of 4, how many squares will I drop stones on?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "b2", 4, 1, 5, ANY, false, "on 5 cells"},
    {"Qawale : je pose sur un coin, je dépose sur combien de cases ?", NULL, "qawale.ordre-depot",
     LEAD_NONE, "a1", 2, 1, 3, ANY, false, "en a1"},
    /* an empty cell said: kept empty, the engine refuses */
    {"Qawale : je veux poser mon galet en b2 où il n'y a rien, c'est possible ?", NULL,
     "qawale.case-vide", LEAD_NO, "b2", 0, 0, ANY, ANY, false, "case vide"},
    {"Qawale: can I place my pebble on c3, which is empty?", NULL, "qawale.case-vide", LEAD_NO,
     "c3", 0, 0, ANY, ANY, false, NULL},
    /* off the board from a corner */
    {"Qawale : ma pile part d'un coin et le dernier galet devrait sortir du plateau, je peux ?",
     NULL, "qawale.plateau", LEAD_NO, "a1", 2, 0, ANY, ANY, false, NULL},
    {"Qawale : ma pile est dans le coin d1. Je peux déposer mon premier galet à droite de d1, hors "
     "du plateau ?",
     NULL, "qawale.plateau", LEAD_NO, "d1", 1, 0, ANY, ANY, false, NULL},
    /* a loop from a corner next to the first cell said */
    {"Qawale: stack of 5 from a corner, path goes a2, b2, b1, a1, a2 – is that allowed, coming "
     "back round a loop?",
     NULL, "qawale.revenir-case", LEAD_YES, "a1", 5, 1, 6, ANY, false, "a2, b2, b1, a1, a2"},
    /* cells told one after another turning back to the cell played: a path (the pebble placed
     * said only as « le mien dessus »), never a line; « c'est un demi-tour ? » asks the ban */
    {"Qawale : ma pile de b2 fait 3 galets, le mien dessus ça fait 4. Je fais b1, c1, c2 puis b2 "
     ": je repasse par ma case de départ, c'est un demi-tour interdit ?",
     NULL, "qawale.revenir-case", LEAD_NO, "b2", 3, 1, 4, ANY, false, "b1, c1, c2, b2"},
    {"Qawale : je pose sur une pile de 3 en b3 et j'égraine b4, c4, c3, b3. Est-ce un demi-tour ?",
     NULL, "qawale.revenir-case", LEAD_NO, "b3", 3, 1, 4, ANY, false, NULL},
    {"Qawale : pile de 1 en b2, je pose le mien, je dépose b3 puis b2. C'est un demi-tour ?", NULL,
     "qawale.revenir-case", LEAD_YES, "b2", 1, 0, ANY, ANY, false, NULL},
    /* a neutral pebble said put on one of the player's four (placed by nobody, landed on):
     * not visible, no line, no move */
    {"Au Qawale j'ai un galet à moi en a2, b2, c2 et d2, mais en d2 un galet neutre a été posé "
     "par-dessus le mien. Est-ce que ça fait quand même un alignement gagnant ?",
     NULL, "qawale.galets-visibles", LEAD_NO, NULL, ANY, ANY, ANY, NOBODY, false,
     "un galet recouvert ne compte pas"},
    {"Qawale : mes galets clairs sont en b1, b2, b3 et b4, sauf qu'un neutre a atterri sur celui "
     "de b2. C'est gagné ?",
     NULL, "qawale.galets-visibles", LEAD_NO, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    {"Qawale: light pebbles of mine on d1, d2, d3, d4; a neutral one now sits on top of d1. Have I "
     "won?",
     NULL, "qawale.galets-visibles", LEAD_NO, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* every pebble placed told as « tout le monde a posé », "all 16 pebbles": a draw */
    {"Qawale : tout le monde a posé ses galets sauf mon adversaire qui pose son tout dernier, et "
     "après son coup il n'y a toujours aucun alignement de 4. Qui gagne ?",
     NULL, "qawale.personne-n-aligne", LEAD_NONE, NULL, ANY, ANY, ANY, NOBODY, false,
     "Personne ne gagne"},
    {"Qawale: all 16 pebbles of the players are placed and no four visible pebbles line up. Is it "
     "a draw?",
     NULL, "qawale.personne-n-aligne", LEAD_YES, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    {"Qawale : plus aucun galet en main pour personne, et pas de ligne de 4. Match nul ?", NULL,
     "qawale.personne-n-aligne", LEAD_YES, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* a tower is not a line */
    {"Qawale : 4 de mes galets empilés en c2, victoire ?", NULL, "qawale.tour-de-4", LEAD_NO, NULL,
     ANY, ANY, ANY, NOBODY, false, NULL},
    {"Qawale: five of my light pebbles stacked on b3, do I win?", NULL, "qawale.tour-de-4", LEAD_NO,
     NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* hands empty, no line: a draw */
    {"Qawale: we've both placed all 8 stones and no line of four showed up. Who wins?", NULL,
     "qawale.personne-n-aligne", LEAD_NONE, NULL, ANY, ANY, ANY, NOBODY, false, "nobody wins"},
    {"Qawale : on a posé tous les galets et pas de ligne, la partie est finie ?", NULL,
     "qawale.personne-n-aligne", LEAD_YES, NULL, ANY, ANY, ANY, NOBODY, false, "égalité"},
    /* the opponent's line after my sowing */
    {"Qawale : après mon égrainage j'ai 3 galets visibles alignés et l'autre en a 4 de sa "
     "couleur alignés, qui gagne ?",
     NULL, "qawale.alignement-victoire", LEAD_NONE, NULL, ANY, ANY, ANY, 1, false, "adversaire"},
    /* the path is the player's choice: asked back */
    {"Qawale : ma pile fait 3, je pars de a1, où va mon dernier galet ?", NULL, NULL, LEAD_NONE,
     "a1", 3, ANY, ANY, ANY, true, NULL},
    {"Qawale: stack of 2 on b2, where does my last pebble end up?", NULL, NULL, LEAD_NONE, "b2", 2,
     ANY, ANY, ANY, true, NULL},
    /* cells told with their content, then the move: the engine judges the line it shows */
    {"Qawale : mes galets clairs sont visibles en b1, b2 et b3. b4 est vide et c4 n'a qu'un "
     "neutre. Je pose sur c4, je dépose le neutre en c3 puis mon galet en b3. J'ai gagné ?",
     NULL, "qawale.ordre-depot", LEAD_NO, "c4", 1, 1, 2, ANY, false, "personne ne gagne encore"},
    {"Qawale: my pebbles show on a1, a2 and a3. b3 has a lone neutral pebble. I put mine on b3, "
     "drop the neutral on b4 and mine on a4. Do I win?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "b3", 1, 1, 2, 0, false, "you win"},
    /* "lined up" is a line, not the direction up: no pebble moves off a1 */
    {"Qawale: I have four of my pebbles lined up on a1, b2, c3 and d4, all on top. Did I win?",
     NULL, "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, 0, false, "and win"},
    {"Qawale : j'ai mes galets visibles en c1 et c2, et c3 aussi. En d4 il y a un neutre seul. Je "
     "pose dessus, neutre en d3 et mon galet en c3. Je gagne ?",
     NULL, "qawale.ordre-depot", LEAD_NO, "d4", 1, 1, 2, NOBODY, false, NULL},
    /* the first move: the start position, 2 neutral pebbles on each corner */
    {"Qawale, premier coup : je pose sur d1 et je dépose en d2, d3 puis d4, c'est bon ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "d1", 2, 1, 3, ANY, false, "d2, d3, d4"},
    {"Qawale: on the first move can I put my pebble on c2?", NULL, "qawale.case-vide", LEAD_NO,
     "c2", 0, 0, ANY, ANY, false, NULL},
    /* a height that counts the pebble placed, and a path length proposed */
    {"Qawale : ma pile fait 4 avec mon galet, je peux déposer sur seulement 3 cases ?", NULL,
     "qawale.toute-la-pile", LEAD_NO, "b2", 3, 0, ANY, ANY, false, NULL},
    {"Qawale: a stack of 3 including mine on a1, can I sow a2, a3, a4?", NULL, "qawale.ordre-depot",
     LEAD_YES, "a1", 2, 1, 3, ANY, false, NULL},
    /* where the pebble placed ends, the engine's last drop */
    {"Qawale : je pose sur b2 (pile de 2) et je vais en c2, c3, d3. Mon galet finit où ?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "b2", 2, 1, 3, ANY, false, "au sommet de d3"},
    /* only where to end is said: where from is asked */
    {"Qawale : ma pile fait 2, je peux finir en d3 ?", NULL, NULL, LEAD_NONE, NULL, ANY, ANY, ANY,
     ANY, true, NULL},
    /* directions: one step each, « tout droit » to the end, « à droite de c3 » the cell next;
     * two steps for a stack of 2 leave the last drop open: asked */
    {"Qawale : depuis b2 avec une pile de 2, je vais tout droit vers le haut, c'est bon ?", NULL,
     "qawale.plateau", LEAD_NO, "b2", 2, 0, ANY, ANY, false, NULL},
    {"Qawale: stack of 1 on c2, I go up then to the right, legal?", NULL, "qawale.ordre-depot",
     LEAD_YES, "c2", 1, 1, 2, ANY, false, "c3, d3"},
    {"Qawale : je pose sur c3 (pile de 1) et je dépose à droite de c3 puis vers le bas, c'est "
     "permis ?",
     NULL, "qawale.ordre-depot", LEAD_YES, "c3", 1, 1, 2, ANY, false, "d3, d2"},
    {"Qawale : je pose sur le coin en haut à droite (2 neutres) et je vais vers la gauche puis "
     "vers le bas, où finit mon galet ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "d4", 2, ANY, ANY, ANY, true, NULL},
    /* a path shorter or longer than the stack asks: refused as given, the count and a path of
     * that length from the engine; a whole path of one cell when the player says so */
    {"Qawale : pile de 2 en c2, je dépose en c3, d3. Bon ?", NULL, "qawale.toute-la-pile", LEAD_NO,
     "c2", 2, 0, 0, ANY, false, "doit compter 3 cases"},
    {"Qawale : sur a4 il y a deux neutres, je pose dessus, je mets un galet en a3, un en a2 et "
     "c'est tout. C'est bon ?",
     NULL, "qawale.toute-la-pile", LEAD_NO, "a4", 2, 0, 0, ANY, false, "a3, a2, c'est trop court"},
    {"Qawale: there are 2 pebbles on b3, I put mine and drop one on b4. That's it. OK?", NULL,
     "qawale.toute-la-pile", LEAD_NO, "b3", 2, 0, 0, ANY, false, "must have 3 cells"},
    {"Qawale: 1 pebble on a2, I add mine, path a3 b3 c3 d3. Legal?", NULL, "qawale.toute-la-pile",
     LEAD_NO, "a2", 1, 0, 0, ANY, false, "a3, b3, c3, d3 is too long. For example a3, b3"},
    {"qawale pile de 2 en a1 jpose et jdepose a2 b2 c2 d2 c bon ?", NULL, "qawale.toute-la-pile",
     LEAD_NO, "a1", 2, 0, 0, ANY, false, "c'est trop long"},
    /* a step refused inside a short path is the answer, not the length */
    {"Qawale : pile de 2 en c2, je dépose en c3 puis c2. C'est autorisé ?", NULL,
     "qawale.revenir-case", LEAD_NO, "c2", 2, 0, 0, ANY, false, "Demi-tour"},
    /* the first move: a corner holds the 2 neutral pebbles, 3 to drop */
    {"Qawale : en début de partie, je pose sur a1 et je dépose en a2 puis b2. C'est bon ?", NULL,
     "qawale.toute-la-pile", LEAD_NO, "a1", 2, 0, 0, ANY, false, "doit compter 3 cases"},
    {"Qawale: it's the very first move, I put mine on the d1 corner, then drop on c1 and b1. OK?",
     NULL, "qawale.toute-la-pile", LEAD_NO, "d1", 2, 0, 0, ANY, false, "must have 3 cells"},
    {"qawale jpose sur a1 o debu et jvais b1 c1 d1, cé bon ?", NULL, "qawale.ordre-depot", LEAD_YES,
     "a1", 2, 1, 3, ANY, false, "b1, c1, d1"},
    /* a loop back onto the cell played is allowed (only the straight U-turn is not) */
    {"qawale: stack on a4 has 3 pebbles, i put mine on top n go b4 b3 a3 a4, loop back to where "
     "i started. ok?",
     NULL, "qawale.revenir-case", LEAD_YES, "a4", 3, 1, 4, ANY, false, "b4, b3, a3, a4"},
    /* a stack whose height is never said: asked when the answer depends on it; a path that
     * fits one height only is told for that height, the height asked besides */
    {"Qawale : je pose mon galet sur la pile en c3. Je vais devoir faire combien de pas ?", NULL,
     NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "la pile en c3"},
    {"Qawale: I put my pebble on the stack at b3. How many cells do I drop on?", NULL, NULL,
     LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "stack on b3"},
    {"Au Qawale, je pose sur b2 et je vais en b3 puis c3. C'est bon comme ça ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "b2", 1, 1, 2, ANY, true, "si la pile en b2 porte 1 galet"},
    {"Qawale: I put mine on a2 and go a3, b3, c3. Legal?", NULL, "qawale.ordre-depot", LEAD_YES,
     "a2", 2, 1, 3, ANY, true, "if the stack on a2 holds 2 pebbles"},
    /* who is asked about: « il a gagné ? », « j'ai perdu ? » */
    {"Qawale : mon adversaire a 4 galets foncés visibles en ligne, j'ai perdu ?", NULL,
     "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, 1, false, NULL},
    {"Qawale: my opponent shows 4 dark pebbles in a column, did he win?", NULL,
     "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, 1, false, NULL},
    {"Qawale : j'ai 4 galets clairs visibles alignés, j'ai perdu ?", NULL,
     "qawale.alignement-victoire", LEAD_NO, NULL, ANY, ANY, ANY, 0, false, NULL},
    {"Qawale : j'ai 3 galets alignés, c'est gagné ?", NULL, "qawale.alignement-victoire", LEAD_NO,
     NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* an edge told in words, holding pebbles; the first move's cells */
    {"Qawale: I place on an edge cell holding 2 pebbles, how many cells will I cover?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "b1", 2, 1, 3, ANY, false, "on 3 cells"},
    {"Qawale: on my first move, how many cells does my sowing cover?", NULL, "qawale.ordre-depot",
     LEAD_NONE, "a1", 2, 1, 3, ANY, false, "on 3 cells"},
    /* a number that found no place is asked about; incidental ones (the two players, a
     * line's 4, the start's corners) are not */
    {"Qawale : je pose sur b2 et je fais 5 pas, c'est permis ?", NULL, NULL, LEAD_NONE, NULL, ANY,
     ANY, ANY, ANY, true, "nombre 5"},
    {"Qawale : la partie est-elle finie si on a tous les deux posé nos 8 galets sans aligner ?",
     NULL, "qawale.personne-n-aligne", LEAD_YES, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    {"Qawale : les 4 coins ont 2 neutres, je pose sur d4 et je vais en c4, b4 puis a4, où finit "
     "mon galet ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "d4", 2, 1, 3, ANY, false, "au sommet de a4"},
    /* where the path should end: one of the engine's moves, or none */
    {"Qawale : si je pose sur une pile de 2 en d4, je peux finir en d1 ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "d4", 2, 1, 3, ANY, false, "d3, d2, d1"},
    {"Qawale: I place on a stack of 1 at a1, can I end on c3?", NULL, NULL, LEAD_NO, "a1", 1, 0,
     ANY, ANY, false, "no allowed path of 2 cells ends on c3"},
    /* a stack told before its cell; an edge that is off the board */
    {"Qawale: there are 3 pebbles on b3, how many cells will I cover if I play there?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "b3", 3, 1, 4, ANY, false, "on 4 cells"},
    {"Qawale: can my path go off the edge from d4?", NULL, "qawale.plateau", LEAD_NO, "d4", ANY, 0,
     ANY, ANY, false, NULL},
    /* a line named: a column, its two ends */
    {"Qawale : j'ai 4 galets foncés en colonne b mais celui en b3 est sous un neutre, c'est "
     "gagné ?",
     NULL, "qawale.galets-visibles", LEAD_NO, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    {"Qawale : mes 4 galets sont alignés en diagonale de a1 à d4, tous visibles, j'ai gagné ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, 0, false, NULL},
    {"Qawale: I placed my last pebble and my opponent has none left either, no line. Who won?",
     NULL, "qawale.personne-n-aligne", LEAD_NONE, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* a step said after the last cell: « puis je sors du plateau », « puis je reviens » */
    {"Qawale : ma pile est en d1 avec 3 galets, je dépose en d2, d3, d4 puis je sors du "
     "plateau ?",
     NULL, "qawale.plateau", LEAD_YES, "d1", 3, 0, ANY, ANY, false, NULL},
    {"Qawale : je pose sur b2 (pile de 2), je dépose en b3 puis je reviens, c'est permis ?", NULL,
     "qawale.revenir-case", LEAD_NO, "b2", 2, 0, ANY, ANY, false, NULL},
    /* « avec mon galet » after a placing word is the pebble placed, not in the count */
    {"Qawale : je coiffe la pile de 3 avec mon galet, combien de cases ?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "b2", 3, 1, 4, ANY, false, "sur 4 cases"},
    {"Qawale : quand je soulève une pile de 3 avec mon galet, je dépose sur combien de cases ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "b2", 2, 1, 3, ANY, false, "sur 3 cases"},
    /* « je pose dessus et je vais en d4 »: d4 is a step; a cell named again in a list too */
    {"Qawale : sur la case c4 il y a 3 galets, je pose dessus et je vais en d4, d3, d2, d1 ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "c4", 3, 1, 4, ANY, false, "d4, d3, d2, d1"},
    {"Qawale: stack of 3 on b2, path b1, c1, c2, b2 — I end where I started, is it legal?", NULL,
     "qawale.revenir-case", LEAD_YES, "b2", 3, 1, 4, ANY, false, "b1, c1, c2, b2"},
    /* « I place on b2 »: the speaker, not a pebble told; « j'ai 2 galets en c1 »: the stack */
    {"Qawale: I place on b2 (2 pebbles) and sow b3, b4, c4. Where does my own pebble end up?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "b2", 2, 1, 3, ANY, false, "top of c4"},
    {"Qawale : j'ai 2 galets en c1, je pose le mien et je vais en c2, c3, c4, ça passe ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "c1", 2, 1, 3, ANY, false, NULL},
    {"Qawale: my pebble goes on a 4-high stack, how many cells?", NULL, "qawale.ordre-depot",
     LEAD_NONE, "b2", 4, 1, 5, ANY, false, "on 5 cells"},
    {"Qawale: there's nothing on c2, can I play there?", NULL, "qawale.case-vide", LEAD_NO, "c2", 0,
     0, ANY, ANY, false, NULL},
    /* the top of a cell of the path asked: the engine's last drop there, no yes/no */
    {"Qawale : je pose sur b2 (pile de 2) et je dépose en b3, b4, a4. Qui est au sommet de a4 ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "b2", 2, 1, 3, ANY, false, "ton galet"},
    {"Qawale: after I sow from a1 (2 neutrals) to a2, a3, a4, which pebble is on top of a2?", NULL,
     "qawale.ordre-depot", LEAD_NONE, "a1", 2, 1, 3, ANY, false, "On top of a2: a neutral"},
    /* only the opponent's hand is empty: not the end of the game, no draw built */
    {"Qawale : mon adversaire a posé tous ses galets et moi aussi, sans ligne, qui gagne ?", NULL,
     "qawale.personne-n-aligne", LEAD_NONE, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* a stack told colour by colour (bottom first unless said from the top), a count before a
     * colour repeating it; the pebble asked named by its colour when the player's is unsaid,
     * as the player's or the opponent's when it is said; the game told by a cell's name */
    {"Qawale : ma pile en b1 c'est, de bas en haut : un orange, un foncé. Je pose mon clair "
     "dessus et je vais en b2, puis c2, puis c3. Quel galet tombe en b2 ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "b1", 2, 1, 3, ANY, false, "b2 : un galet neutre"},
    {"Qawale: the stack on c2, from top to bottom, is light, neutral, dark. I put mine and drop on "
     "c3, c4, d4, d3. What ends on c3?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "c2", 3, 1, 4, ANY, false, "c3: the dark pebble"},
    {"Je suis les foncés. La pile de c2 fait 3 : orange en bas, clair au milieu, foncé en haut. Je "
     "pose mon foncé dessus et je vais c3, b3, b4, a4. Qu'y a-t-il en b3 ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "c2", 3, 1, 4, ANY, false, "de ton adversaire"},
    {"qawale ma pile en c3 c orange orange noir de bas en haut jpose et jvais c4 d4 d3 d2 kesk il "
     "y a en d4 ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "c3", 3, 1, 4, ANY, false, "d4 : un galet neutre"},
    {"En c3 il y a une pile de 4 : 2 orange, puis un foncé, puis un clair. Je pose le mien "
     "dessus : je dois faire combien de cases ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "c3", 4, 1, 5, ANY, false, "sur 5 cases"},
    /* cells told after the move are what they hold, not steps; a pebble said on top of a cell
     * of the line covers it */
    {"Qawale : ma pile en b2 : blanc, orange, noir de bas en haut. Je pose dessus, je dépose b3, "
     "b4, c4, d4. J'ai 3 galets noirs en d1, d2, d3. J'ai gagné ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "b2", 3, 1, 4, 1, false, NULL},
    {"Mes clairs sont visibles en a2, b2 et c2, et en d2 c'est un orange qui est en haut de la "
     "pile, sur un de mes galets. Ça me fait une ligne de 4 ?",
     NULL, NULL, LEAD_NO, NULL, ANY, ANY, ANY, NOBODY, false, NULL},
    /* a length proposed on a stack of no height nor cell: told for the height it fits */
    {"Au qawale je pose sur une pile et je dépose sur 3 cases, c'est bon ?", NULL, NULL, LEAD_YES,
     "b2", 2, 1, 3, ANY, true, "la pile où tu poses porte 2 galets"},
    {"I put my pebble on the d4 corner and drop the first one diagonally on c3, then c2, then b2. "
     "Is that allowed?",
     NULL, "qawale.diagonale", LEAD_NO, "d4", ANY, 0, 0, ANY, false, NULL},
    /* the hands told with the move: the last pebble placed, the other's all placed: a draw */
    {"Je joue les foncés et c'est mon 8e et dernier galet, mon adversaire a déjà posé ses 8. Je "
     "pose sur c3 (un foncé tout seul) et je dépose en c4 puis b4. Personne n'a de ligne de 4 : "
     "c'est fini, match nul ?",
     NULL, "qawale.personne-n-aligne", LEAD_YES, "c3", ANY, 1, 2, NOBODY, false, "égalité"},
    {"Qawale: it's my last pebble and my opponent has placed all his. I put it on b2 (a stack of "
     "1) and sow b3, c3. No line anywhere. Is the game over?",
     NULL, "qawale.personne-n-aligne", LEAD_YES, "b2", 1, 1, 2, NOBODY, false, "draw"},
    {"Qawale: opening turn, I drop mine on a4 and sow a3, b3. Fine?", NULL, "qawale.toute-la-pile",
     LEAD_NO, "a4", 2, 0, 0, ANY, false, "must have 3 cells"},
    /* one pebble of mine said covered: that position, no line */
    {"Mon galet en c2 est recouvert par un foncé. Il compte encore pour ma ligne ?", NULL,
     "qawale.galets-visibles", LEAD_NO, NULL, ANY, ANY, ANY, NOBODY, false, "recouvert"},
    /* the player's colour told apart from the line's: the other colour's line wins for him */
    {"Qawale : si mon égrainage fait apparaître 4 galets foncés alignés et que je joue les "
     "clairs, qui gagne ?",
     NULL, "qawale.alignement-victoire", LEAD_NONE, NULL, ANY, ANY, ANY, 1, false, "lui qui gagne"},
    /* does the pebble placed stay? the engine's last drop; a drop on the cell itself */
    {"Qawale: I put my pebble on a 2-stack at c2 and sow c3, c4, d4. Does my pebble stay on c2?",
     NULL, "qawale.galet-pose-bouge", LEAD_NO, "c2", 2, 1, 3, ANY, false, "dropped last"},
    {"Qawale : ma pile en b2 fait 2, je pose le mien et je dépose en b3, c3, d3. Le galet que "
     "j'ai posé reste en b2 ?",
     NULL, "qawale.galet-pose-bouge", LEAD_NO, "b2", 2, 1, 3, ANY, false, "en d3"},
    {"Qawale: with a stack of 3 on b2, can I put the first pebble on b2 itself?", NULL,
     "qawale.premier-pas", LEAD_NO, "b2", 3, 0, 0, ANY, false, NULL},
    /* a cell named again in a clause asking about it is no step, even after « et » */
    {"Qawale : au premier coup je pose sur d4 et je vais en c4, b4, a4. Et le galet tout en haut "
     "de b4, c'est quoi ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "d4", 2, 1, 3, ANY, false, "b4 : un galet neutre"},
    {"Qawale : je pose sur a2 et je dépose a3, a4, b4. Il y avait combien de galets en a2 pour que "
     "ce soit bon ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "a2", 2, 1, 3, ANY, false, "pile de 2 galets"},
    /* « jfini ou ? » from the centre: where the path ends is the player's choice, asked */
    {"kawale jpose mon galet sur la case du milieu et jpart vers la droite, jfini ou ?", NULL, NULL,
     LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "chemin"},
    /* the opponent's pebble carried onto his line: his win, asked of him or of nobody (the
     * entry of the line the move shows for the opponent, couleur-qui-aligne) */
    {"Qawale : l'adversaire a des foncés visibles en a3, b3 et c3. Sur d2 il y a un foncé seul. "
     "Je pose mon clair dessus, son foncé va en d3 et mon clair en d4. Il a gagné ?",
     NULL, "qawale.couleur-qui-aligne", LEAD_YES, "d2", 1, 1, 2, 1, false, "c'est lui qui gagne"},
    {"Qawale: his light pebbles show on a2, b2 and d2. My stack on c3 is one light pebble. I put "
     "my dark on it, his light goes to c2 and my dark to c1. Who wins?",
     NULL, "qawale.couleur-qui-aligne", LEAD_NONE, "c3", 1, 1, 2, 0, false, "they win"},
    /* a way told with no cell: the cell asked when the engine allows that path from some
     * cells and refuses it from others, the verdict told when it is the same from all */
    {"Qawale : ma pile fait 2 galets avec le mien, j'égraine tout droit vers le haut, ça passe ?",
     NULL, NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "De quelle case part ta pile"},
    {"Qawale: can I sow a stack of 3 (counting mine) straight left without turning?", NULL, NULL,
     LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "Which cell is your stack on"},
    {"Qawale : pile de 3, je pose le mien et j'égraine tout droit vers le bas, c'est bon ?", NULL,
     "qawale.plateau", LEAD_NO, "b2", 3, 0, ANY, ANY, false, NULL},
    /* the pebbles lifted told with the stack (« je soulève les deux », "so I lift 3", « + mon
     * galet = 3 »): the same height, no number left over */
    {"Qawale : sur b4 il y a un neutre seul. Je pose dessus, je soulève les deux et je sème a4 "
     "puis a3. Ça va ?",
     NULL, "qawale.ordre-depot", LEAD_YES, "b4", 1, 1, 2, ANY, false, "a4, a3"},
    {"Qawale: I put mine on b1, which had 2 pebbles, so I lift 3 and sow b2, b3, b4. OK?", NULL,
     "qawale.ordre-depot", LEAD_YES, "b1", 2, 1, 3, ANY, false, "b2, b3, b4"},
    {"qawale pile de 2 en b2 + mon galet = 3. jvais b3 puis b2 puis b1, c bon ?", NULL,
     "qawale.revenir-case", LEAD_NO, "b2", 2, 0, 0, ANY, false, NULL},
    /* two questions: the yes/no and where the pebble placed ends, both from the engine */
    {"Qawale : pile de 2 en b2, je vais b3, c3, d3. Permis ? Et mon galet, il finit où ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "b2", 2, 1, 3, ANY, false, "finit au sommet de d3"},
    /* a line named by its cells after the move is no step of the path */
    {"Qawale : mes foncés au sommet de a1, a2, a3. Sur b3 un neutre seul, je pose dessus et je "
     "sème b4 puis a4. La colonne a1-a2-a3-a4, c'est gagné ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "b3", 1, 1, 2, 1, false, NULL},
    {"Qawale: dark on top at a4, b3 and c2. c1 has one neutral. I place mine on c1 and sow d1, d2. "
     "Does the diagonal a4-b3-c2-d1 win?",
     NULL, NULL, LEAD_NO, "c1", 1, 1, 2, NOBODY, false, NULL},
    /* "I stack mine on d2" places; a colour other than the first said is the opponent's */
    {"Qawale: light on top at b1, b2, b3. a4 has one dark pebble. I stack mine on a4 and drop b4 "
     "then c4. Is it a win?",
     NULL, NULL, LEAD_NO, "a4", 1, 1, 2, NOBODY, false, NULL},
    {"kawale ya 1 neutre seul en b2, jpose dessu é jfé b3 pui b4, c bon ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "b2", 1, 1, 2, ANY, false, "b3, b4"},
    /* a line told and a move with no cell nor path: the path is asked; the cells of a stack
     * told asked beside a line are the move's */
    {"Qawale : j'ai trois galets foncés visibles alignés. Si je pose sur une pile voisine et que "
     "j'égraine, je gagne ?",
     NULL, NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "chemin"},
    {"Qawale : j'ai 3 galets clairs visibles alignés, je pose sur une pile de 2, sur combien de "
     "cases je dépose ?",
     NULL, "qawale.ordre-depot", LEAD_NONE, "b2", 2, 1, 3, ANY, false, "sur 3 cases"},
    /* the height said with the pebble placed (« avec mon galet ») is the stack's; dropping
     * fewer than lifted (« et garder le dernier ») is refused */
    {"Ma pile en a1 fait 3 avec mon galet, mais je voudrais n'en déposer que deux, en b1 et c1, "
     "et garder le dernier. Possible ?",
     "qawale", "qawale.toute-la-pile", LEAD_NO, "a1", 2, 0, 0, ANY, false, "b1, c1"},
    /* cells told with their content (« I have visible pebbles on… », a corner's neutrals, a
     * lone neutral) and the move from the lone neutral: the engine's diagonal, its entry */
    {"Diagonal question! I have visible pebbles on a1, b2 and c3. The corner d4 has two "
     "neutrals. There's a lone neutral on d2: I cap it and drop on d3 and then d4. Did I just "
     "win?",
     "qawale", "qawale.diagonales-comptent", LEAD_YES, "d2", 1, 1, 2, 0, false, "d3, d4"},
    /* « le bon nombre de cases ? », "Fine?": a yes or no on the move, not a count */
    {"ya un neutre tout seul en c3, jpose mon galet dessus et jfais c4 puis b4, ca fait le bon "
     "nb de cases ?",
     "qawale", "qawale.ordre-depot", LEAD_YES, "c3", 1, 1, 2, ANY, false, "c4, b4"},
    {"Opening move on d1: I drop the pebbles on c1, b1 and a1. Fine? What's on top of a1 "
     "afterwards?",
     "qawale", "qawale.ordre-depot", LEAD_YES, "d1", 2, 1, 3, ANY, false, "On top of a1"},
    /* « où se retrouve son galet foncé ? »: where the engine dropped that pebble, no yes/no */
    {"La pile de b2, c'est un neutre avec un galet foncé de mon adversaire dessus. Je pose mon "
     "clair, et je dépose en b3, c3, c4. Où se retrouve son galet foncé ?",
     "qawale", "qawale.ordre-depot", LEAD_NONE, "b2", 2, 1, 3, ANY, false, "déposé en c3"},
    /* « aller jusqu'en d4 » from a stack whose cell is never said: the path is asked */
    {"Qawale : ma pile fait 3 galets. Est-ce que je peux aller jusqu'en d4 ?", NULL, NULL,
     LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, NULL},
    /* the cell played never said, the path told from its neighbour: allowed from the cells
     * next to c2 (d2 built), refused from c3 (a U-turn): both told, the cell asked */
    {"I've placed my pebble on a stack of 2 and I'm dropping on c2, c3, d3. Is that legal?",
     "qawale", "qawale.ordre-depot", LEAD_YES, "d2", 2, 1, 3, ANY, true, "not on c3"},
    /* « ça donne quoi ? » on a stack whose height is never said and a path begun: the height */
    {"Je pose sur a1 et je pars vers b1. Ça donne quoi ?", "qawale", NULL, LEAD_NONE, NULL, ANY,
     ANY, ANY, ANY, true, "pile en a1"},
    /* « c'est mon dernier galet, il a posé ses huit »: the game's last move, played: a draw */
    {"On arrive au bout : c'est mon huitième et dernier galet, mon adversaire a déjà posé ses "
     "huit. Personne n'a d'alignement et mon dernier coup n'en crée pas. Qu'est-ce qui se passe ?",
     "qawale", NULL, LEAD_NONE, "b2", 1, 1, 2, NOBODY, false, "égalité"},
    /* the player's pebbles told on four cells, no move, the win asked: a line, not a path;
     * never said visible: the engine's line of visible tops told, the visibility asked */
    {"Qawale : mes galets sont en a3, b3, c3 et d3, c'est gagné ?", NULL,
     "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, ANY, true, "tous visibles"},
    /* a path said in full: no example, the engine's cells */
    {"Qawale : je pose sur a1 (pile de 3) et je vais a2, a3, a4, b4 : c'est bon ?", NULL,
     "qawale.ordre-depot", LEAD_YES, "a1", 3, 1, 4, ANY, false, "a2, a3, a4, b4"},
    /* a line named inside a condition (« si j'ai 4 galets dans la colonne b ») is the player's
     * own case: whether the pebbles are visible is asked back */
    {"Qawale : est-ce que je gagne si j'ai quatre galets dans la colonne b ?", NULL,
     "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, 0, true,
     "si tes galets de la ligne sont tous visibles"},
    {"Qawale: do I win if I've got four of my pebbles in column b?", NULL,
     "qawale.alignement-victoire", LEAD_YES, NULL, ANY, ANY, ANY, 0, true,
     "if your pebbles of the line are all visible"},
    /* an aside of neutrals after a cell told is under its pebble (a1: 2 neutrals, mine on
     * top); the cells after it are told as the one before it; the lone neutral capped is the
     * stack played (1 pebble) */
    {"Qawale : mes galets clairs sont visibles en d1 (au-dessus de deux neutres), d2 et d3. Je "
     "pose mon galet sur le neutre seul en b4, je dépose en c4 puis en d4. C'est gagné ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "b4", 1, 1, 2, 0, false, "c4, d4"},
    {"Qawale: my light pebbles show on a1 (on top of two neutrals), b1 and c1. I put mine on the "
     "lone neutral on d3 and drop d2, then d1. Did I win?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "d3", 1, 1, 2, 0, false, "d2, d1"},
    /* a permission asked, then « et » an open question in the same sentence: the yes/no leads */
    {"Qawale : un neutre est seul en c2. Je pose mon galet dessus et je dépose en c3 puis b3. "
     "C'est permis, et qu'est-ce qui est au sommet de b3 ?",
     NULL, "qawale.ordre-depot", LEAD_YES, "c2", 1, 1, 2, ANY, false, "Au sommet de b3"},
    {"Qawale: a neutral sits alone on c2. I put my pebble on it and drop on c3 then b3. Is that "
     "allowed, and what is on top of b3?",
     NULL, "qawale.ordre-depot", LEAD_YES, "c2", 1, 1, 2, ANY, false, "On top of b3"},
    /* a tower of the player's told (every pebble theirs), then a move making it 4: the
     * engine's tower, no win; the cell named again is no step */
    {"Qawale : ma tour en b2 : trois galets clairs. Je pose mon clair sur le neutre de b4, je "
     "sème b3 puis b2. Ça fait quatre clairs empilés en b2 : victoire ?",
     NULL, "qawale.tour-de-4", LEAD_NO, "b4", 1, 1, 2, NOBODY, false,
     "tes 4 galets empilés en b2 font une tour"},
    {"Qawale: I have three of my pebbles stacked on c3. I put mine on the lone neutral on b2 and "
     "drop on b3, then c3. Four of mine stacked on c3: did I win?",
     NULL, "qawale.tour-de-4", LEAD_NO, "b2", 1, 1, 2, NOBODY, false,
     "your 4 pebbles stacked on c3 make a tower"},
    /* « au lieu de finir en d4 », "instead of ending on d1": that cell is neither told nor a
     * step; the aside after the cell played tells its stack (one dark pebble) */
    {"Qawale : mes clairs sont visibles en d1, d2 et d3. Au lieu de finir en d4, je pose sur c2 "
     "(un foncé) et je sème c3 puis c4. J'ai gagné ?",
     NULL, NULL, LEAD_NO, "c2", 1, 1, 2, NOBODY, false, "c3, c4"},
    {"Qawale: my light pebbles show on a1, b1 and c1. Instead of ending on d1, I put mine on c2 "
     "(one dark) and drop on c3 then c4. Did I win?",
     NULL, NULL, LEAD_NO, "c2", 1, 1, 2, NOBODY, false, "c3, c4"},
    /* a one-colour aside after the cell played is its stack (1 pebble), not the first of a
     * colour list running on into « le clair va en a4 »: that colour said going to a cell is
     * a drop of the path */
    {"Qawale: I'm dark, my pebbles are on top at b1, b2 and b3. I put mine on a3 (one light under "
     "it), the light goes to a4 and my dark lands on b4. Did I win?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "a3", 1, 1, 2, 1, false, "a4, b4"},
    {"Qawale : je joue les foncés, mes galets sont au sommet en b1, b2 et b3. Je pose sur a3 (un "
     "clair dessous), le clair va en a4 et mon foncé en b4. J'ai gagné ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "a3", 1, 1, 2, 1, false, "a4, b4"},
    {"Qawale : j'avais 3 foncés en ligne (b1 b2 b3) et je pose sur a3 (un clair dessous) : le "
     "clair tombe sur b3 et mon foncé en b4. Ça gagne ?",
     NULL, NULL, LEAD_NO, "a3", 1, 1, 2, NOBODY, false, "b3, b4"},
    /* cells listed before what they show (« j'ai d1, d2, d3 en foncé au sommet »): each shows it */
    {"Qawale : j'ai d1, d2, d3 en foncé au sommet. Je pose sur c3 (un clair), clair en c4, foncé "
     "en d4. C'est gagné ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "c3", 1, 1, 2, 1, false, "c4, d4"},
    {"Qawale: I have a2, b2 and c2 showing light on top. I put mine on d4 (one dark), dark to d3, "
     "light to d2. Did I win?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "d4", 1, 1, 2, 0, false, "d3, d2"},
    /* « (il y a 2 galets dessous) » right after the cell played is its height; the cell played
     * named again in the question is asked, no content told */
    {"Qawale : je pose mon galet sur b3 (il y a 2 galets dessous) et je sème b4, c4 puis c3. Mon "
     "galet reste en b3 ?",
     NULL, "qawale.galet-pose-bouge", LEAD_NO, "b3", 2, 1, 3, ANY, false, "en c3"},
    {"Qawale: I put my pebble on b3 (there are 2 pebbles under it) and drop b4, c4, then c3. Does "
     "my pebble stay on b3?",
     NULL, "qawale.galet-pose-bouge", LEAD_NO, "b3", 2, 1, 3, ANY, false, "on c3"},
    /* « et » opening a question after another question: the cell it names is asked, no step */
    {"Qawale : c3 a 2 galets, je pose dessus et je sème c4, b4, a4. Ça passe ? et c3 il reste "
     "quoi dessus",
     NULL, "qawale.ordre-depot", LEAD_YES, "c3", 2, 1, 3, ANY, false, "c4, b4, a4"},
    {"Qawale: c3 has 2 pebbles, I put mine on it and drop c4, b4, a4. Is that ok? and c3 what is "
     "left on it",
     NULL, "qawale.ordre-depot", LEAD_YES, "c3", 2, 1, 3, ANY, false, "c4, b4, a4"},
    /* the height never said, the way on told (straight on, or a cell to end on): asked back
     * when the engine's verdict turns on it, answered when it does not */
    {"Qawale : je pose sur la pile du centre et je vais tout droit vers le haut, je sors du "
     "plateau ?",
     NULL, NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "Combien de galets porte la pile"},
    {"Qawale: I put mine on the middle stack and go straight up, do I go off the board?", NULL,
     NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "How many pebbles does the stack"},
    {"Qawale : la pile en b2 a plusieurs galets, si je pose dessus est-ce que je peux finir en "
     "d2 ?",
     NULL, NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "la pile en b2"},
    {"Qawale: the stack on b2 has several pebbles, if I put mine on it can I end on d2?", NULL,
     NULL, LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "the stack on b2"},
    {"Qawale: the stack on a2 has several pebbles, I put mine on it and go straight left, do I go "
     "off the board?",
     NULL, "qawale.plateau", LEAD_YES, "a2", ANY, 0, ANY, ANY, false, "off the board"},
    /* light or dark pebbles aligned tell Qawale without its name; the move's cell never said,
     * its path is asked */
    {"j'ai 3 foncés alignés visibles, si je sème vers la case d'à côté, je gagne ?", NULL, NULL,
     LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "chemin"},
    {"I have 3 dark ones aligned and visible, if I sow toward the 4th cell, do I win?", NULL, NULL,
     LEAD_NONE, NULL, ANY, ANY, ANY, ANY, true, "path"},
    /* a tower of one colour counted on a cell, then a placing on another cell: the tower is
     * that cell's (3 of the player's), the stack played is its aside's (2 pebbles) */
    {"Qawale : c3 c'est une tour de 3 foncés. Je joue les foncés, je pose sur d3 (clair + orange "
     "dessous) et je sème d4, c4, c3 : ça fait 4 foncés empilés, je gagne ?",
     NULL, "qawale.tour-de-4", LEAD_NO, "d3", 2, 1, 3, NOBODY, false, "4 galets empilés en c3"},
    {"Qawale: b2 is a tower of 3 light ones. I put mine on c2 (dark + orange under it) and drop "
     "c3, b3, b2: my light lands on the tower, 4 lights stacked. Do I win?",
     NULL, "qawale.tour-de-4", LEAD_NO, "c2", 2, 1, 3, NOBODY, false, "4 pebbles stacked on b2"},
    /* a win asked and none: the line the move leaves one short names the entry, a neutral
     * on top (galets-neutres) or a pebble over the player's (galets-visibles); « je joue la
     * pile du coin d4 », "I play the corner d4 stack" is placing on it */
    {"Qawale : mes clairs sont visibles en a1, b1 et c1. Je pose sur d2 (un orange dessous), "
     "l'orange va en d1 et mon clair en c1. J'ai gagné ?",
     NULL, "qawale.galets-neutres", LEAD_NO, "d2", 1, 1, 2, NOBODY, false, "d1, c1"},
    {"Qawale: my light pebbles show on a1, b1 and c1. I put mine on d2 (one orange under it), the "
     "orange goes to d1 and my light to c1. Did I win?",
     NULL, "qawale.galets-neutres", LEAD_NO, "d2", 1, 1, 2, NOBODY, false, "d1, c1"},
    {"Qawale : sur la rangée 3 j'ai mes clairs en a3 et b3, et en c3 mon clair est recouvert par "
     "un foncé. Je joue la pile du coin d4 (deux neutres) vers c4, c3 et d3. J'ai gagné ?",
     NULL, "qawale.galets-visibles", LEAD_NO, "d4", 2, 1, 3, NOBODY, false, "c4, c3, d3"},
    {"Qawale: on rank 3 I have my light pebbles on a3 and b3, and on c3 my light pebble is covered "
     "by a dark one. I play the corner d4 stack (two neutrals) to c4, c3 and d3. Did I win?",
     NULL, "qawale.galets-visibles", LEAD_NO, "d4", 2, 1, 3, NOBODY, false, "c4, c3, d3"},
    /* the line the move shows names the entry: a diagonal (diagonales-comptent), the
     * opponent's only (couleur-qui-aligne), one of each colour (double-alignement: the mover
     * wins) */
    {"Qawale: I have d1, c2 and b3 showing light on top. I put mine on a2 (one dark), dark to "
     "a3, light to a4. Did I win by the diagonal?",
     NULL, "qawale.diagonales-comptent", LEAD_YES, "a2", 1, 1, 2, 0, false, "a3, a4"},
    {"Qawale : diagonale, j'ai d1, c2 et b3 en foncé au sommet. Je joue les foncés, je pose sur "
     "a2 (un clair), clair en a3, foncé en a4. C'est gagné ?",
     NULL, "qawale.diagonales-comptent", LEAD_YES, "a2", 1, 1, 2, 1, false, "a3, a4"},
    {"Qawale : l'adversaire a des foncés visibles en a3, b3 et c3. Sur d2 il y a un foncé seul. "
     "Je pose mon clair dessus, son foncé va en d3 et mon clair en d4. Qui gagne ?",
     NULL, "qawale.couleur-qui-aligne", LEAD_NONE, "d2", 1, 1, 2, 1, false, "c'est lui qui g"},
    {"Qawale: my opponent has dark pebbles showing on a3, b3 and c3. On d2 there is a lone dark "
     "one. I put my light on it, his dark goes to d3 and my light to d4. Who wins?",
     NULL, "qawale.couleur-qui-aligne", LEAD_NONE, "d2", 1, 1, 2, 1, false, "they win"},
    {"Qawale : je joue les clairs. Mes clairs sont visibles en a3, b3 et c3, ses foncés en a2, b2 "
     "et c2. Je pose sur d1 (un foncé), le foncé va en d2 et mon clair en d3. Qui gagne ?",
     NULL, "qawale.double-alignement", LEAD_NONE, "d1", 1, 1, 2, 0, false, "tu gagnes"},
    {"Qawale: I play light. My light pebbles show on a3, b3 and c3, his dark ones on a2, b2 and "
     "c2. I put mine on d1 (one dark), the dark goes to d2 and my light to d3. Who wins?",
     NULL, "qawale.double-alignement", LEAD_NONE, "d1", 1, 1, 2, 0, false, "you win"},
    /* the stack played told after its cell in the placing clause (« qui a un foncé », "which
     * had 1 orange"; "I played on" places): the move, that stack; a colour list asked as a
     * line (« 3 lights + an orange ») is no stack */
    {"Qawale: my light pebbles show on a1, b1 and c1. I played on d2 which had 1 orange: orange "
     "to d1, my light to c1. Does 3 lights + an orange count as a win?",
     NULL, "qawale.galets-neutres", LEAD_NO, "d2", 1, 1, 2, NOBODY, false, "d1, c1"},
    {"Qawale : je joue les clairs, mes clairs sont visibles en a2, b2 et c2, ses foncés en a3, b3 "
     "et c3. Je pose sur d4 qui a un foncé, le foncé va en d3 et mon clair en d2. Qui gagne ?",
     NULL, "qawale.double-alignement", LEAD_NONE, "d4", 1, 1, 2, 0, false, "d3, d2"},
    /* the lines the move is said to show (« 4 clairs en rangée 2 et 4 foncés en rangée 3 »,
     * "4 light ones on rank 2"): their cells off the path show those colours before it; both
     * shown, the mover (dark) wins */
    {"Qawale : mon coup fait apparaître 4 clairs en rangée 2 et 4 foncés en rangée 3 en même "
     "temps (je joue les foncés : je pose sur d1 qui a un clair et je fais d2 puis d3). Qui "
     "gagne ?",
     NULL, "qawale.double-alignement", LEAD_NONE, "d1", 1, 1, 2, 1, false, "d2, d3"},
    {"Qawale: my move shows 4 light ones on rank 2 and 4 dark ones on rank 3 at once (I play "
     "dark: I put mine on a1 which has a light one and go a2 then a3). Who wins?",
     NULL, "qawale.double-alignement", LEAD_NONE, "a1", 1, 1, 2, 1, false, "a2, a3"},
    /* "I'm about to cap d1", « je compte coiffer d1 », then the placing on another cell whose
     * path drops on d1: where the move ends, not the cell played; the row asked names no
     * steps; the player's pebble stuck under one of his keeps the row */
    {"Qawale: my pebble on b1 is stuck under one of his. I have visible pebbles on a1 and c1, and "
     "I'm about to cap d1: I put mine on the lone neutral on d3 and drop d2, then d1. Does the "
     "row a1-d1 win for me?",
     NULL, "qawale.galets-visibles", LEAD_NO, "d3", 1, 1, 2, NOBODY, false, "d2, d1"},
    {"Qawale : mon galet en b1 est coincé sous un des siens. J'ai des galets visibles en a1 et c1, "
     "et je compte coiffer d1 : je pose le mien sur le neutre seul en d3 et je dépose d2 puis d1. "
     "La rangée a1-d1 me fait gagner ?",
     NULL, "qawale.galets-visibles", LEAD_NO, "d3", 1, 1, 2, NOBODY, false, "d2, d1"},
    /* a cell of the path told, then its count asked (« il en a combien maintenant ? »): its
     * height on the engine's board after the move; the cell played asked is left empty */
    {"Qawale : c3 a 2 galets, je pose dessus et je sème c4, b4, a4. a4 avait 2 galets, il en a "
     "combien maintenant ? et c3 il reste quoi dessus",
     NULL, NULL, LEAD_NONE, "c3", 2, 1, 3, ANY, false, "a4 porte 3 galets. c3 est vide"},
    {"Qawale: c3 has 2 pebbles, I put mine on it and drop c4, b4, a4. a4 had 2 pebbles, how many "
     "does it have now?",
     NULL, NULL, LEAD_NONE, "c3", 2, 1, 3, ANY, false, "a4 holds 3 pebbles"},
    /* the opponent's move told first (« mon adversaire a joué a4 vers b4, c4, d4 », "my opponent
     * went from a1 to b1, c1, d1"), then the player's placing: his cells are no steps */
    {"Qawale : mon adversaire a joué a4 vers b4, c4, d4. À moi (foncé) : je pose sur d4, qui a "
     "donc neutre, neutre, clair, et je sème d3, d2, d1, c1. C'est valide ?",
     NULL, "qawale.ordre-depot", LEAD_YES, "d4", 3, 1, 4, ANY, false, "d3, d2, d1, c1"},
    {"Qawale: my opponent went from a1 to b1, c1, d1. My turn (dark): I put mine on d1, which now "
     "has neutral, neutral, light, and sow d2, d3, d4, c4. Is that valid?",
     NULL, "qawale.ordre-depot", LEAD_YES, "d1", 3, 1, 4, ANY, false, "d2, d3, d4, c4"},
    /* a drop told first (« en semant j'ai posé un clair en b4 », "while sowing I dropped a light
     * one on b4": no colour of the player's), the opponent's line told as it is now (b4 the
     * move's), then the placing: the move makes his line */
    {"Qawale : en semant j'ai posé un clair en b4 et lui il a maintenant b1 b2 b3 b4 clairs "
     "visibles. Moi j'ai rien aligné. Qui gagne ? (j'ai posé sur c4 qui avait 1 clair, b4 puis "
     "a4)",
     NULL, "qawale.couleur-qui-aligne", LEAD_NONE, "c4", 1, 1, 2, 0, false, "b4, a4"},
    {"Qawale: while sowing I dropped a light one on b4, and he now has b1 b2 b3 b4 light showing. "
     "Who wins? (I played on c4 which had 1 light, b4 then a4)",
     NULL, "qawale.couleur-qui-aligne", LEAD_NONE, "c4", 1, 1, 2, 0, false, "b4, a4"},
    /* « ça fait 4 ? » asks the line of four: no height told again, nothing left unread */
    {"Qawale : mes clairs sont visibles en a1, a2 et a3. Je pose sur b3 (un foncé seul) et je "
     "sème b4 puis a4 : ça fait 4 ?",
     NULL, "qawale.alignement-victoire", LEAD_YES, "b3", 1, 1, 2, 0, false, "b4, a4"},
};

static cJSON *ask(const char *question, const char *game)
{
    cJSON *req = cJSON_CreateObject(), *resp = NULL;
    struct arb_err err;
    cJSON_AddStringToObject(req, "question", question);
    if (game)
        cJSON_AddStringToObject(cJSON_AddObjectToObject(req, "context"), "game", game);
    assert_int_equal(faq_ask(faq, req, &resp, &err), 0);
    cJSON_Delete(req);
    return resp;
}

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

static void check_row(const struct row *r)
{
    cJSON *resp = ask(r->question, r->game);
    const cJSON *sim = get(resp, "simulation"), *ev;
    const char *answer = cJSON_GetStringValue(get(resp, "answer"));
    print_message("%s\n  -> %s\n", r->question, answer);
    assert_non_null(answer);
    assert_int_equal(!cJSON_IsNull(get(resp, "clarify")), r->clarify);
    if (!sim) { /* only a question back */
        assert_true(r->clarify);
        assert_true(cJSON_IsNull(get(resp, "entry")));
        if (r->says)
            assert_non_null(strstr(answer, r->says));
        cJSON_Delete(resp);
        return;
    }
    if (r->entry)
        assert_string_equal(cJSON_GetStringValue(get(resp, "entry")), r->entry);
    assert_true(cJSON_IsString(get(resp, "diagram")));
    if (r->lead != LEAD_NONE) {
        bool en = strcmp(cJSON_GetStringValue(get(resp, "lang")), "en") == 0;
        const char *word = r->lead == LEAD_YES ? (en ? "Yes" : "Oui") : (en ? "No" : "Non");
        assert_memory_equal(answer, word, strlen(word));
    } else {
        assert_true(cJSON_IsNull(get(resp, "lead")));
    }
    const cJSON *move = get(sim, "move");
    if (r->cell) {
        assert_string_equal(cJSON_GetStringValue(get(move, "cell")), r->cell);
        const cJSON *stack = get(get(get(sim, "start"), "board"), r->cell);
        if (r->height != ANY)
            assert_int_equal(stack ? cJSON_GetArraySize(stack) : 0, r->height);
    } else {
        assert_true(cJSON_IsNull(move));
    }
    if (r->legal != ANY)
        assert_int_equal(!cJSON_IsFalse(get(sim, "legal")), r->legal);
    int drops = 0;
    cJSON_ArrayForEach(ev, get(sim, "events"))
    {
        drops += strcmp(cJSON_GetStringValue(get(ev, "type")), "drop") == 0;
    }
    if (r->drops != ANY)
        assert_int_equal(drops, r->drops);
    if (r->winner != ANY) {
        const cJSON *w = get(get(sim, "outcome"), "winner");
        assert_int_equal(cJSON_IsNumber(w) ? w->valueint : NOBODY, r->winner);
    }
    if (r->says)
        assert_non_null(strstr(answer, r->says));
    cJSON_Delete(resp);
}

static void test_each_qawale_situation_is_built_and_played(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        check_row(&rows[i]);
}

static unsigned pebble(const struct qawale_pos *q, int cell, int k)
{
    return (unsigned)(q->stack[cell] >> (2 * k)) & 3u;
}

static void plan_of(const char *q, struct faq_situ *s, struct faq_situ_plan *p)
{
    struct arb_err err;
    faq_situ_parse(situ, q, strlen(q), "qawale", s);
    assert_true(s->situation);
    assert_int_equal(faq_situ_build(situ, s, p, &err), 0);
    assert_int_equal(p->game->rules->check(&p->pos, &err), 0);
}

/* A tower of 4 of mine on c2 (cell 6): four light pebbles, nothing else there, and the
 * dark ones placed as many, all covered elsewhere. */
static void test_tower_is_the_players_pebbles_on_the_cell_said(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("4 de mes galets empilés en c2, victoire ?", &s, &p);
    assert_true(s.tower);
    assert_false(p.has_move);
    const struct qawale_pos *q = &p.pos.q;
    assert_int_equal(q->height[6], 4);
    for (int k = 0; k < 4; k++)
        assert_int_equal(pebble(q, 6, k), QAWALE_LIGHT);
    assert_int_equal(q->hands[0], q->hands[1]);
    for (int c = 0; c < QAWALE_CELLS; c++)
        if (c != 6 && q->height[c])
            assert_int_equal(pebble(q, c, q->height[c] - 1), QAWALE_NEUTRAL);
}

/* « ma pile en b1 c'est, de bas en haut : un orange, un foncé » (b1 is cell 1): those pebbles,
 * bottom first; « de haut en bas » the other way round; the player's colour unsaid. */
static void test_a_stack_told_colour_by_colour_is_built_as_told(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("ma pile en b1 c'est, de bas en haut : un orange, un foncé. Je pose dessus et je vais "
            "en b2, puis c2, puis c3.",
            &s, &p);
    assert_int_equal(s.colour, 0);
    assert_int_equal(p.pos.q.height[1], 2);
    assert_int_equal(pebble(&p.pos.q, 1, 0), QAWALE_NEUTRAL);
    assert_int_equal(pebble(&p.pos.q, 1, 1), QAWALE_DARK);
    plan_of("ma pile en b1 c'est, de haut en bas : un orange, un foncé. Je pose dessus et je vais "
            "en b2, puis c2, puis c3.",
            &s, &p);
    assert_int_equal(pebble(&p.pos.q, 1, 0), QAWALE_DARK);
    assert_int_equal(pebble(&p.pos.q, 1, 1), QAWALE_NEUTRAL);
}

/* « je commence par le galet du haut »: the rule's common mistake is asked of the rule, not
 * played as a case. */
static void test_a_sowing_begun_from_the_top_is_no_case(void **state)
{
    struct faq_situ s;
    const char *q = "je commence l'égrainage par le galet du haut de ma pile de 3 en c2, c'est "
                    "permis ?";
    (void)state;
    faq_situ_parse(situ, q, strlen(q), "qawale", &s);
    assert_false(s.situation);
    q = "je commence l'égrainage par le haut de ma pile de 3 en c2, c'est permis ?";
    faq_situ_parse(situ, q, strlen(q), "qawale", &s);
    assert_false(s.situation);
    /* « en sortant du plateau par le haut »: the side the path leaves by, a case */
    q = "je pose sur ma pile de 3 en c2 et je commence en sortant du plateau par le haut, c'est "
        "permis ?";
    faq_situ_parse(situ, q, strlen(q), "qawale", &s);
    assert_true(s.situation);
    assert_int_equal(s.straight, 0);
}

/* Hands emptied: every pebble on the board, no colour on top, the game over in a draw. */
static void test_hands_emptied_is_a_full_board_without_a_line(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    struct rules_outcome out;
    (void)state;
    plan_of("on a posé tous les galets et pas de ligne, qui gagne ?", &s, &p);
    assert_true(s.hands_empty);
    assert_int_equal(p.pos.q.hands[0], 0);
    assert_int_equal(p.pos.q.hands[1], 0);
    p.game->rules->outcome(&p.pos, &p.opts, &out);
    assert_true(out.over);
    assert_int_equal(out.reason, RULES_END_HANDS_EMPTY);
    assert_int_equal(out.winner, -1);
}

/* The cell said empty is built empty, whatever else; no assumption about a stack there. */
/* « mon adversaire n'a plus de galets mais moi il m'en reste »: no emptied hands built; a
 * general question about lines is no case. */
static void test_one_empty_hand_is_not_the_end_of_the_game(void **state)
{
    struct faq_situ s;
    const char *q = "mon adversaire n'a plus de galets mais moi il m'en reste, je peux jouer ?";
    (void)state;
    faq_situ_parse(situ, q, strlen(q), "qawale", &s);
    assert_false(s.hands_empty);
    assert_false(s.situation);
    q = "Au qawale, un coup qui aligne 4 galets pour les deux joueurs en même temps ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s); /* « aligne 4 galets » names no row 4 */
    assert_false(s.has_line);
    assert_false(s.situation);
}

static void test_a_cell_said_empty_stays_empty(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("je veux poser mon galet en b2 où il n'y a rien, c'est possible ?", &s, &p);
    assert_true(s.cell_empty);
    assert_int_equal(p.move.cell, 5);
    assert_int_equal(p.pos.q.height[5], 0);
    assert_int_equal(p.nassume, 0);
    assert_int_equal(p.game->rules->validate(&p.pos, &p.opts, &p.move), -ARB_ERR_EMPTY_CELL);
}

/* Two lines said, mine of 3 and the opponent's of 4: both built, on rows apart. */
static void test_the_opponents_line_is_built_apart_from_mine(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("j'ai 3 galets visibles alignés et l'autre en a 4 de sa couleur alignés, qui gagne ?",
            &s, &p);
    assert_int_equal(s.align_count, 3);
    assert_int_equal(s.align_theirs, 4);
    const struct qawale_pos *q = &p.pos.q;
    for (int c = 0; c < 3; c++) /* a1..c1: mine on top */
        assert_int_equal(pebble(q, c, q->height[c] - 1), QAWALE_LIGHT);
    for (int c = 8; c < 12; c++) /* a3..d3: theirs on top */
        assert_int_equal(pebble(q, c, q->height[c] - 1), QAWALE_DARK);
}

/* The covering pebble is the colour said, on the cell said. */
/* The yes/no answers the predicate asked: « ça sort ? » the step off the board, « ça pose
 * problème ? » the refusal; a direction and the cells it names are the same steps. */
static const struct asked_row {
    const char *question, *lead, *path, *reason; /* path: the move's, as JSON */
} asked_rows[] = {
    {"qawale ma pile en a4 fait 2, je pose et je vais vers le haut, ça sort du plateau ?", "Oui",
     NULL, "off_board"},
    {"qawale pile de 1 en b2, je vais en b3 puis c3, ça dépasse ?", "Non", "[\"b3\",\"c3\"]", NULL},
    {"Qawale: stack of 2 on c3, I add mine and go c4 then off the board. Is that a problem?", "Yes",
     "[\"c4\",null,\"d3\"]", "off_board"},
    {"Qawale: stack of 1 on b2, I go b3 then c3, does it go off the board?", "No",
     "[\"b3\",\"c3\"]", NULL},
    {"qawale pile de 2 en b2, je pose et je vais en b3 puis c3, ça pose problème ?", "Oui",
     "[\"b3\",\"c3\"]", "path_length"},
    {"qawale j'ai une pile de 3 en a1, je pose dessus et je pars vers le haut, a2 a3 a4 puis je "
     "sors ?",
     "Oui", "[\"a2\",\"a3\",\"a4\",null]", "off_board"},
    {"qawale: stack of 2 on c2, I go right: d2, d3, then off the board?", "Yes",
     "[\"d2\",\"d3\",null]", "off_board"},
    {"qawale pile de 2 en b1, je pose et je pars vers le haut b2 b3 b4, c'est bon ?", "Oui",
     "[\"b2\",\"b3\",\"b4\"]", NULL},
    /* the side the path leaves by, told after the step off: straight on until it leaves */
    {"Qawale : je pose sur b2 (pile de 2) et je commence en sortant du plateau par le bas. C'est "
     "permis ?",
     "Non", "[\"b1\",null,null]", "off_board"},
    {"Qawale: stack of 2 on b3, I put mine and go off the board at the left edge. Allowed?", "No",
     "[\"a3\",null,null]", "off_board"},
    {"Qawale : pile de 2 en c3, je sors du plateau par le haut ?", "Oui", "[\"c4\",null,null]",
     "off_board"},
};

static void test_the_lead_answers_the_predicate_asked(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof asked_rows / sizeof asked_rows[0]; i++) {
        const struct asked_row *r = &asked_rows[i];
        cJSON *resp = ask(r->question, NULL);
        const cJSON *sim = get(resp, "simulation");
        const char *answer = cJSON_GetStringValue(get(resp, "answer"));
        print_message("%s\n  -> %s\n", r->question, answer);
        assert_non_null(answer);
        assert_memory_equal(answer, r->lead, strlen(r->lead));
        if (r->path) {
            char *path = cJSON_PrintUnformatted(get(get(sim, "move"), "path"));
            assert_string_equal(path, r->path);
            free(path);
        }
        if (r->reason)
            assert_string_equal(cJSON_GetStringValue(get(sim, "reason")), r->reason);
        else
            assert_true(cJSON_IsTrue(get(sim, "legal")));
        cJSON_Delete(resp);
    }
}

static void test_the_covered_cell_and_cover_colour_are_the_ones_said(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("j'ai a1, a2, a3 et a4 de ma couleur mais celui en a3 est recouvert par un galet "
            "foncé, j'ai gagné ?",
            &s, &p);
    const struct qawale_pos *q = &p.pos.q;
    assert_int_equal(s.covered_cell, 8);
    assert_int_equal(q->height[8], 2);
    assert_int_equal(pebble(q, 8, 0), QAWALE_LIGHT);
    assert_int_equal(pebble(q, 8, 1), QAWALE_DARK);
    assert_int_equal(pebble(q, 12, q->height[12] - 1), QAWALE_LIGHT);
}

/* « l'adversaire a des clairs visibles en a3, b3 et c3 »: the opponent's colour told makes the
 * player's the other one (dark, to move); « un neutre en dessous et un clair dessus » is the
 * stack on d1 (cell 3), bottom first; the engine carries his light onto d3 (cell 11): his win. */
static void test_the_opponents_colour_told_makes_the_players_the_other(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    struct rules_result res;
    (void)state;
    plan_of("l'adversaire a des clairs visibles en a3, b3 et c3. Ma pile en d1 a un neutre en "
            "dessous et un clair dessus. Je pose mon foncé et je fais d2, d3, d4.",
            &s, &p);
    const struct qawale_pos *q = &p.pos.q;
    assert_int_equal(q->to_move, 1);
    for (int c = 8; c < 11; c++) /* a3..c3 */
        assert_int_equal(pebble(q, c, q->height[c] - 1), QAWALE_LIGHT);
    assert_int_equal(q->height[3], 2);
    assert_int_equal(pebble(q, 3, 0), QAWALE_NEUTRAL);
    assert_int_equal(pebble(q, 3, 1), QAWALE_LIGHT);
    assert_int_equal(p.move.cell, 3);
    assert_int_equal(p.move.path_len, 3);
    assert_int_equal(p.move.path[0], 7);
    assert_int_equal(p.move.path[1], 11);
    assert_int_equal(p.move.path[2], 15);
    assert_int_equal(p.game->rules->play(&p.pos, &p.opts, &p.move, &res, NULL), 0);
    assert_true(res.outcome.over);
    assert_int_equal(res.outcome.winner, 0);
    /* "a dark at the bottom and a neutral above it": that stack, bottom first */
    plan_of("my opponent has dark pebbles showing on b1, b2, b3. My stack on a4 has a dark at the "
            "bottom and a neutral above it. I add my light and sow b4, c4, d4.",
            &s, &p);
    q = &p.pos.q;
    assert_int_equal(q->to_move, 0);
    assert_int_equal(q->height[12], 2);
    assert_int_equal(pebble(q, 12, 0), QAWALE_DARK);
    assert_int_equal(pebble(q, 12, 1), QAWALE_NEUTRAL);
    assert_int_equal(p.move.path_len, 3);
}

/* « …je fais d3, d2, c2 : le neutre arrive en d2 »: the cell said of a pebble arriving is a
 * drop of the path already told, no fourth step; the neutral on d2 (cell 7) belongs to nobody,
 * the engine shows no line on rank 2. */
static void test_a_pebble_said_to_arrive_on_a_cell_of_the_path_is_no_step(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    struct rules_result res;
    (void)state;
    plan_of("mes clairs sont visibles en a2, b2 et c2. En d4 il y a deux neutres. Je pose dessus "
            "et je fais d3, d2, c2 : le neutre arrive en d2. Ça fait un alignement ?",
            &s, &p);
    assert_int_equal(p.move.cell, 15);
    assert_int_equal(p.pos.q.height[15], 2);
    assert_int_equal(p.path_given, 0);
    assert_int_equal(p.move.path_len, 3);
    assert_int_equal(p.move.path[0], 11);
    assert_int_equal(p.move.path[1], 7);
    assert_int_equal(p.move.path[2], 6);
    assert_int_equal(p.game->rules->play(&p.pos, &p.opts, &p.move, &res, NULL), 0);
    assert_int_equal(pebble(&res.pos.q, 7, res.pos.q.height[7] - 1), QAWALE_NEUTRAL);
    assert_false(res.outcome.over);
}

/* « si je pose sur une pile… » asks the rule (no stack pointed at): no case is built; « sur
 * cette pile-là », « ce tas-là », "this stack" point at one, a case whose height (never said)
 * is asked back. */
static void test_a_stack_pointed_at_is_a_case_any_stack_the_rule(void **state)
{
    struct faq_situ s;
    (void)state;
    const char *rule = "si je pose sur une pile, je couvre combien de cases ?";
    const char *one = "combien de cases je vais couvrir si je pose sur cette pile-la ?";
    faq_situ_parse(situ, rule, strlen(rule), "qawale", &s);
    assert_false(s.situation);
    faq_situ_parse(situ, one, strlen(one), "qawale", &s);
    assert_true(s.situation);
    /* its height is what is asked back */
    cJSON *resp =
        ask("si je pose mon galet sur ce tas-là, je dépose sur combien de cases ?", "qawale");
    const char *back =
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(resp, "clarify"), "question"));
    assert_non_null(back);
    assert_non_null(strstr(back, "Combien de galets porte la pile"));
    cJSON_Delete(resp);
    resp = ask("Qawale: on how many cells do I drop if I put mine on this stack?", NULL);
    back =
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(resp, "clarify"), "question"));
    assert_non_null(back);
    assert_non_null(strstr(back, "How many pebbles does the stack"));
    cJSON_Delete(resp);
}

/* « j'ai empilé 4 galets clairs » tells a tower already there; only « j'empile le mien » (the
 * present, one's own pebble) places: a bare « j'empile » once played the tower as a placing. */
static void test_a_tower_told_in_the_past_is_no_placing(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    (void)state;
    plan_of("j'ai empilé 4 galets clairs sur une case, j'ai gagné ?", &s, &p);
    assert_true(s.tower);
    assert_false(p.has_move);
    plan_of("j'empile le mien sur b1 qui a 2 neutres et je fais b2 b3 b4, ça passe ?", &s, &p);
    assert_true(p.has_move);
    assert_int_equal(p.move.cell, 1);
    assert_int_equal(p.pos.q.height[1], 2);
    assert_int_equal(p.move.path_len, 3);
    assert_int_equal(p.move.path[0], 5);
    assert_int_equal(p.move.path[2], 13);
}

/* The height of the stack asked back, and no simulation: the question a clarify puts. */
static void assert_height_asked(const char *question, const char *says)
{
    cJSON *resp = ask(question, "qawale");
    const char *back =
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(resp, "clarify"), "question"));
    assert_non_null(back);
    assert_non_null(strstr(back, says));
    assert_true(cJSON_IsNull(get(resp, "simulation")) || !get(resp, "simulation"));
    cJSON_Delete(resp);
}

/* A stack pointed at by its place (« la pile du centre », "the stack in the centre") inside an
 * « if » is the player's own case, not the rule's condition: its height, never said, is asked
 * back. In the middle of a game (« en pleine partie », "later in the game") a corner's stack is
 * no longer the start's 2 neutrals, and « milieu de partie » names no centre cell; without it
 * the corner keeps its 2 neutrals (3 cells). */
static void test_a_stack_pointed_at_by_its_place_asks_its_height(void **state)
{
    (void)state;
    assert_height_asked("combien de cases si je pose sur la pile du centre ?",
                        "Combien de galets porte la pile");
    assert_height_asked("si je joue la pile au milieu du plateau, j'egraine sur combien de cases ?",
                        "Combien de galets porte la pile");
    assert_height_asked("if I put mine on the stack in the centre, how many cells do I sow?",
                        "How many pebbles does the stack");
    assert_height_asked("en pleine partie, je pose sur la pile du coin en bas a gauche, combien de "
                        "cases ?",
                        "Combien de galets porte la pile");
    assert_height_asked("later in the game I put mine on the bottom left corner stack: how many "
                        "cells?",
                        "How many pebbles does the stack");
    cJSON *resp = ask("je pose sur la pile du coin en bas a gauche, combien de cases ?", "qawale");
    assert_true(cJSON_IsNull(get(resp, "clarify")));
    assert_non_null(strstr(cJSON_GetStringValue(get(resp, "answer")), "sur 3 cases"));
    cJSON_Delete(resp);
    resp = ask("I put mine on the bottom left corner stack: how many cells?", "qawale");
    assert_true(cJSON_IsNull(get(resp, "clarify")));
    assert_non_null(strstr(cJSON_GetStringValue(get(resp, "answer")), "on 3 cells"));
    cJSON_Delete(resp);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_qawale_situation_is_built_and_played),
        cmocka_unit_test(test_tower_is_the_players_pebbles_on_the_cell_said),
        cmocka_unit_test(test_a_tower_told_in_the_past_is_no_placing),
        cmocka_unit_test(test_a_stack_pointed_at_is_a_case_any_stack_the_rule),
        cmocka_unit_test(test_hands_emptied_is_a_full_board_without_a_line),
        cmocka_unit_test(test_a_stack_told_colour_by_colour_is_built_as_told),
        cmocka_unit_test(test_a_sowing_begun_from_the_top_is_no_case),
        cmocka_unit_test(test_a_cell_said_empty_stays_empty),
        cmocka_unit_test(test_one_empty_hand_is_not_the_end_of_the_game),
        cmocka_unit_test(test_the_opponents_line_is_built_apart_from_mine),
        cmocka_unit_test(test_the_covered_cell_and_cover_colour_are_the_ones_said),
        cmocka_unit_test(test_the_lead_answers_the_predicate_asked),
        cmocka_unit_test(test_the_opponents_colour_told_makes_the_players_the_other),
        cmocka_unit_test(test_a_pebble_said_to_arrive_on_a_cell_of_the_path_is_no_step),
        cmocka_unit_test(test_a_stack_pointed_at_by_its_place_asks_its_height),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

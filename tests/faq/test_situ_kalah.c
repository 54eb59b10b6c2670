/* test_situ_kalah.c — Kalah situations told in words, on the real knowledge base and lexicon:
 * each row is a question (French, English, SMS) and the whole position the builder must make
 * of it (every pit of both rows and the stores, drawn as text), the move, the capture setting,
 * and the engine's verdict (capture, extra turn, final scores) with a piece of the answer.
 * Whole-board descriptions (« 4 pierres partout … sauf mon trou 1 »), a row told at once
 * (« chacun de ses 6 trous »), stores told and asked after the move, pits told by their
 * number alone (« en face du 5 »), the end of the game and its winner, each player's own pits
 * at three and four and the capture setting said. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ.h"
#include "faq_fixture.h"

enum { ANY = -99, LEAD_NONE = -1, LEAD_NO = 0, LEAD_YES = 1 };

struct row {
    const char *question;
    const char *entry;   /* entry cited */
    int lead;            /* LEAD_* */
    const char *board;   /* the built position: "mover's pits / next row's pits | stores" */
    int pit;             /* the pit played */
    const char *capture; /* the capture setting in the simulation's options, NULL: not checked */
    int captured, extra; /* ANY when not checked */
    const char *says;    /* a piece of the answer, or NULL */
};

static const struct row rows[] = {
    /* the whole board told at once, and the pits told besides it */
    {"Au kalah, début de partie, 4 pierres partout. Je joue mon 3e trou. Je rejoue ?",
     "kalah.rejouer", LEAD_YES, "4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 3, "next", 0, 1, NULL},
    {"debut de partie o kalah, 4 pierre partout, jjoue mon 3e trou, jrejoue ?", "kalah.rejouer",
     LEAD_YES, "4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 3, NULL, 0, 1, NULL},
    {"Début de kalah, 4 pierres partout sauf mon trou 4 qui en a 10. Je joue le 4 : ma dernière "
     "pierre tombe où ?",
     "kalah.semer", LEAD_NONE, "4 4 4 10 4 4 / 4 4 4 4 4 4 | 0 0", 4, NULL, 0, 0, "ton trou 1"},
    {"Kalah : 3 pierres dans chaque trou, je joue mon trou 4, je rejoue ?", "kalah.rejouer",
     LEAD_YES, "3 3 3 3 3 3 / 3 3 3 3 3 3 | 0 0", 4, NULL, 0, 1, NULL},
    {"Kalah : tous les trous ont 4 pierres sauf mon 2e qui en a 8. Je le joue, où tombe la "
     "dernière ?",
     "kalah.semer", LEAD_NONE, "4 8 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 2, "next", 0, 0,
     "le trou 3 de l'adversaire"},
    {"Kalah, au départ avec 3 pierres par trou, je joue mon 5e trou : où tombe ma dernière "
     "pierre ?",
     "kalah.semer", LEAD_NONE, "3 3 3 3 3 3 / 3 3 3 3 3 3 | 0 0", 5, NULL, 0, 0, NULL},
    {"Kalah: 4 stones in every pit except my pit 2, which has 9. I play pit 2. Where does the "
     "last one land?",
     "kalah.semer", LEAD_NONE, "4 9 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 2, NULL, 0, 0,
     "the opponent's pit 4"},
    {"Kalah, start of the game, 4 stones everywhere. I play my 3rd pit. Do I get another turn?",
     "kalah.rejouer", LEAD_YES, "4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 3, NULL, 0, 1, NULL},
    {"kalah: every pit has 4 stones, i play pit 1, where does it end?", "kalah.semer", LEAD_NONE,
     "4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 1, NULL, 0, 0, "your pit 5"},
    {"kalah ya 4 pierres ds chak trou sauf mon 6e ki en a 2, jle joue jrejoue ?", "kalah.rejouer",
     LEAD_NO, "4 4 4 4 4 2 / 4 4 4 4 4 4 | 0 0", 6, NULL, 0, 0, NULL},
    {"Kalah : début de partie mais j'ai déjà 13 pierres dans mon trou 1, je le joue, je prends "
     "combien ?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 1, NULL, 6, 0,
     "Tu prends 6 pierres"},
    /* « chaque autre trou », "every other pit": every pit not told, the pit number before it
     * no count */
    {"Kalah : 3 pierres dans chaque autre trou, et mon trou 4 en a 10. Je joue le 4 : où tombe la "
     "dernière ?",
     "kalah.semer", LEAD_NONE, "3 3 3 10 3 3 / 3 3 3 3 3 3 | 0 0", 4, NULL, 0, 0, "ton trou 1"},
    {"Kalah: every other pit holds 3 stones and my pit 2 holds 13. I play pit 2: how many do I "
     "take?",
     "kalah.prise-apres-tour", LEAD_NONE, "3 13 3 3 3 3 / 3 3 3 3 3 3 | 0 0", 2, NULL, 5, 0,
     "You take 5 stones"},
    {"Kalah: I have 13 stones in pit 1 and every other pit has 4. I play pit 1, how many do I "
     "capture?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 1, NULL, 6, 0, NULL},
    /* a row told at once: its length is no pit, « chacun » is no capture setting */
    {"Kalah: each of his 6 pits has 1 stone, I have 2 in my 5th pit, I play it, do I go again?",
     "kalah.rejouer", LEAD_YES, "4 4 4 4 2 4 / 1 1 1 1 1 1 | 0 0", 5, "next", 0, 1, NULL},
    {"Kalah : chacun de ses 6 trous a 2 pierres et mon trou 6 en a 1, je le joue, je rejoue ?",
     "kalah.rejouer", LEAD_YES, "4 4 4 4 4 1 / 2 2 2 2 2 2 | 0 0", 6, "next", 0, 1, NULL},
    {"Kalah : chacun de ses trous a 1 pierre, j'ai 3 pierres dans mon 2e trou, je le joue, je "
     "rejoue ?",
     "kalah.rejouer", LEAD_NO, "4 3 4 4 4 4 / 1 1 1 1 1 1 | 0 0", 2, "next", 0, 0, NULL},
    /* a store told, and asked after the move (the engine's store, the capture in it) */
    {"Au kalah j'ai 10 pierres dans ma réserve. Mon trou 3 a 4 pierres, je le joue. J'en ai "
     "combien dans ma réserve après ?",
     "kalah.ma-reserve", LEAD_NONE, "4 4 4 4 4 4 / 4 4 4 4 4 4 | 10 0", 3, NULL, 0, 1,
     "Tu as alors 11 pierres dans ta réserve (10 avant ce coup)."},
    {"kalah: 12 in my store, my pit 6 has 1 stone, i play it, how many in my store now?",
     "kalah.ma-reserve", LEAD_NONE, "4 4 4 4 4 1 / 4 4 4 4 4 4 | 12 0", 6, NULL, 0, 1,
     "You then have 13 stones in your store (12 before this move)."},
    {"Kalah : ma réserve a 7 pierres, je joue mon trou 1 qui a 2 pierres, mon trou 3 est vide et "
     "en face il y en a 5. Combien dans ma réserve après ?",
     "kalah.prise", LEAD_NONE, "2 4 0 4 4 4 / 4 4 4 5 4 4 | 7 0", 1, NULL, 6, 0,
     "Tu as alors 13 pierres dans ta réserve"},
    {"kalah jai 15 ds ma reserve, g 3 pierres ds mon trou 4, jle joue, g cb ds ma reserve apres ?",
     "kalah.ma-reserve", LEAD_NONE, "4 4 4 3 4 4 / 4 4 4 4 4 4 | 15 0", 4, NULL, 0, 1,
     "16 pierres"},
    {"Kalah : sa réserve a 8 pierres, je joue mon trou 6 qui a 10 pierres. Combien dans sa "
     "réserve ?",
     "kalah.ma-reserve", LEAD_NONE, "4 4 4 4 4 10 / 4 4 4 4 4 4 | 0 8", 6, NULL, 0, 0,
     "Ton adversaire a alors 8 pierres dans sa réserve"},
    /* a pit told by its number alone: « en face du 5 », "across from 3", « je joue 2 » */
    {"Kalah : j'ai 1 pierre dans mon trou 4 et mon trou 5 est vide. En face du 5 il n'y a rien non "
     "plus. Je joue le 4 : je mets ma pierre dans ma réserve ?",
     "kalah.correspondant-vide", LEAD_NO, "4 4 4 1 0 4 / 4 0 4 4 4 4 | 0 0", 4, NULL, 0, 0,
     "Tu ne prends rien (0 pierre)"},
    {"On joue au kalah avec le réglage où on prend quand même la dernière pierre si le trou d'en "
     "face est vide. Mon trou 4 a 1 pierre, mon 5 est vide, en face du 5 rien. Je joue le 4, "
     "combien va dans ma réserve ?",
     "kalah.variante-prise-vide", LEAD_NONE, "4 4 4 1 0 4 / 4 0 4 4 4 4 | 0 0", 4, "next", 1, 0,
     "Tu prends 1 pierre"},
    {"kalah jsui a 3 pierres ds mon trou 1, mon trou 4 vide, en face du 4 ya 6 pierres. jjoue le 1 "
     "jprend cb ?",
     "kalah.prise", LEAD_NONE, "3 4 4 0 4 4 / 4 4 6 4 4 4 | 0 0", 1, NULL, 7, 0,
     "Tu prends 7 pierres"},
    {"Kalah: my pit 2 has 1 stone, my pit 3 is empty and across from 3 there are 5 stones. I play "
     "pit 2, how many do I take?",
     "kalah.prise", LEAD_NONE, "4 1 0 4 4 4 / 4 4 4 5 4 4 | 0 0", 2, NULL, 6, 0,
     "You take 6 stones"},
    {"Kalah : mon trou 2 a 3 pierres, je joue 2, où tombe la dernière ?", "kalah.semer", LEAD_NONE,
     "4 3 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 2, NULL, 0, 0, "ton trou 5"},
    /* the landing pit and the one opposite told empty together: « …, et le trou d'en face
     * aussi », « comme le trou d'en face », "so is the one across from it", "my pit 6 and the
     * pit across from it are both empty"; the take-empty setting told with « même si » */
    {"Au Kalah je joue mon trou 3, qui a 2 pierres. Mon trou 5 est vide, et le trou d'en face "
     "aussi. Je prends quelque chose ?",
     "kalah.correspondant-vide", LEAD_NO, "4 4 2 4 0 4 / 4 0 4 4 4 4 | 0 0", 3, NULL, 0, 0,
     "Tu ne prends rien (0 pierre)"},
    {"Kalah: I play my pit 2 with 2 stones. My pit 4 is empty and so is the one across from it. "
     "Do I capture?",
     "kalah.correspondant-vide", LEAD_NO, "4 2 4 0 4 4 / 4 4 0 4 4 4 | 0 0", 2, NULL, 0, 0, NULL},
    {"Kalah: my pit 4 holds 2 stones; my pit 6 and the pit across from it are both empty. I play "
     "pit 4. Capture?",
     "kalah.correspondant-vide", LEAD_NO, "4 4 4 2 4 0 / 0 4 4 4 4 4 | 0 0", 4, NULL, 0, 0, NULL},
    {"Kalah : mon trou 2 a 2 pierres et mon trou 4 est vide, comme le trou d'en face. Je joue le 2 "
     ": je prends combien ?",
     "kalah.correspondant-vide", LEAD_NONE, "4 2 4 0 4 4 / 4 4 0 4 4 4 | 0 0", 2, NULL, 0, 0, NULL},
    {"Kalah : mon trou 5 et le trou d'en face sont vides. Je joue mon trou 3 qui a 2 pierres : je "
     "prends ?",
     "kalah.correspondant-vide", LEAD_NO, "4 4 2 4 0 4 / 4 0 4 4 4 4 | 0 0", 3, NULL, 0, 0, NULL},
    {"Kalah, on a mis le réglage où on prend la dernière pierre même si c'est vide en face. Je "
     "joue mon trou 2 (1 pierre), mon trou 3 est vide et celui d'en face aussi. Je prends ma "
     "pierre ?",
     "kalah.variante-prise-vide", LEAD_YES, "4 1 0 4 4 4 / 4 4 4 0 4 4 | 0 0", 2, "next", 1, 0,
     "Tu prends 1 pierre"},
    /* « celui d'en face 6 », « le trou d'en face a 6 »: counts, not pits */
    {"Kalah à 4 avec le réglage « en face ». Ma dernière pierre (1 pierre jouée depuis mon trou 2) "
     "tombe dans mon trou 3 vide. Dans le trou correspondant, le joueur suivant a 2 pierres, celui "
     "d'en face 6 et le dernier 5. Je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 2 4 4 / 4 4 4 6 4 4 / 4 4 4 5 4 4 | 0 0 0 0", 2, "opposite", 7, 0,
     "Tu prends 7 pierres"},
    /* the store asked yes or no (« je la mets dans ma réserve ? »): where the last one ends, the
     * corresponding pit told empty before or after (« rien en face », « dans le trou d'en
     * face »), under the default setting, and the variant that takes it named */
    {"Au kalah je joue mon trou 1 qui a 2 pierres, la dernière tombe dans mon trou 3 qui était "
     "vide, et en face de mon trou 3 c'est vide aussi. Je mets ma pierre dans ma réserve ?",
     "kalah.correspondant-vide", LEAD_NO, "2 4 0 4 4 4 / 4 4 4 0 4 4 | 0 0", 1, "next", 0, 0,
     "avec la variante où l'on prend quand même la dernière"},
    {"Au kalah mon 4e trou a 1 pierre, elle tombe dans mon 5e trou vide, rien en face. Elle part "
     "dans ma réserve ?",
     "kalah.correspondant-vide", LEAD_NO, "4 4 4 1 0 4 / 4 0 4 4 4 4 | 0 0", 4, NULL, 0, 0, NULL},
    {"Kalah : je joue mon trou 1 (2 pierres), ma dernière pierre tombe dans mon trou 3 vide. "
     "L'adversaire n'a rien dans le trou d'en face. Je la mets dans ma réserve ?",
     "kalah.correspondant-vide", LEAD_NO, "2 4 0 4 4 4 / 4 4 4 0 4 4 | 0 0", 1, NULL, 0, 0, NULL},
    {"Kalah: my last stone lands in my empty 5th pit, sowed from my 3rd pit which had 2. Nothing "
     "across from it. Do I put it in my store?",
     "kalah.correspondant-vide", LEAD_NO, "4 4 2 4 0 4 / 4 0 4 4 4 4 | 0 0", 3, NULL, 0, 0,
     "it would go alone into your store"},
    {"Au kalah mon trou 2 a 1 pierre, elle tombe dans mon trou 3 vide, et en face il y a 4 "
     "pierres. Elle va dans ma réserve ?",
     "kalah.prise", LEAD_YES, "4 1 0 4 4 4 / 4 4 4 4 4 4 | 0 0", 2, NULL, 5, 0, NULL},
    /* the end of the game: the final scores from the engine, asked or not once the stores are
     * told; « qui gagne ? » with the other row told presupposes the end */
    {"Kalah : de mon côté j'ai 1 pierre dans mon 4e trou et 4 pierres dans mon 6e, le reste est "
     "vide. Mon adversaire n'a plus que 3 pierres, dans son 2e trou. Ma réserve 15, la sienne 20. "
     "Je joue mon 4e. Ça donne quoi ?",
     "kalah.prise", LEAD_NONE, "0 0 0 1 0 4 / 0 3 0 0 0 0 | 15 20", 4, NULL, 4, 0,
     "tu ranges 4 pierres dans ta réserve. Tu gagnes, 23 à 20."},
    {"kalah g 1 pierre ds mon dernier trou et 23 ds ma reserve, lui 18 en reserve + 1 ds chacun de "
     "ses 6 trous. jla joue, ki gagne ?",
     "kalah.egalite", LEAD_NONE, "0 0 0 0 0 1 / 1 1 1 1 1 1 | 23 18", 6, NULL, 0, 0,
     "Égalité, 24 partout. (hypothèse : tes autres trous sont vides)"},
    {"Kalah: I have 1 stone in my pit 6 and 20 in my store; he has 2 stones in each of his pits "
     "and 15 in his store. I play pit 6. Who wins?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 2 2 2 2 2 2 | 20 15", 6, NULL, 0, 0,
     "Your opponent wins, 27 to 21."},
    /* the stores told with a possessive standing for the other (« la sienne : 20 », "his 19"),
     * the win asked yes or no: the engine's winner leads */
    {"Kalah : je joue mon trou 6 qui a 1 pierre, c'est ma dernière. Ma réserve : 19 ; la sienne : "
     "20 ; il a encore 8 pierres. C'est fini ?",
     "kalah.fin-cote-vide", LEAD_YES, "0 0 0 0 0 1 / 2 2 1 1 1 1 | 19 20", 6, NULL, 0, 0,
     "Ton adversaire gagne, 28 à 20."},
    {"Kalah : il me reste 1 pierre dans mon trou 6, rien d'autre. Ma réserve 21, la sienne 21, et "
     "il a 5 pierres de son côté. Je la joue, je gagne ?",
     "kalah.pierres-restantes", LEAD_NO, "0 0 0 0 0 1 / 1 1 1 1 1 0 | 21 21", 6, NULL, 0, 0,
     "Ton adversaire gagne, 26 à 22."},
    {"Kalah: I have 1 stone in pit 6, nothing else. My store 20, his 19, and he has 9 stones on "
     "his "
     "side. I play it. Do I win?",
     "kalah.pierres-restantes", LEAD_NO, "0 0 0 0 0 1 / 2 2 2 1 1 1 | 20 19", 6, NULL, 0, 0,
     "Your opponent wins, 28 to 21."},
    {"Kalah : il me reste 2 pierres dans mon trou 5, j'ai 22 pierres en réserve, lui 20 en réserve "
     "et 6 pierres dans ses trous. Je joue mon 5, qui gagne ?",
     "kalah.rejouer", LEAD_NONE, "0 0 0 0 2 0 / 1 1 1 1 1 1 | 22 20", 5, NULL, 0, 1,
     "C'est encore à toi. La partie continue."},
    /* three and four players: each player's own pits by number (« le joueur après moi a 3
     * pierres dans son 5e trou », « les deux autres 1 chacun », "each of the three others"),
     * the setting said (« réglages de base », « tout le monde », « en face ») */
    {"Kalah à trois, réglages de base. Mon trou 1 a une pierre, mon trou 2 est vide. Le joueur "
     "après moi a 3 pierres dans son 5e trou, le troisième joueur en a 2 dans son 5e. Je joue le "
     "1 : je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "1 0 4 4 4 4 / 4 4 4 4 3 4 / 4 4 4 4 2 4 | 0 0 0", 1, "next",
     4, 0, "Tu prends 4 pierres"},
    {"kalah a 3 reglage tout le monde, mon trou 1 a 1 pierre, mon 2 vide, le suivant a 2 ds son 5e "
     "et le dernier 3 ds son 5e, jjoue le 1 jprend cb ?",
     "kalah.a-qui-prendre", LEAD_NONE, "1 0 4 4 4 4 / 4 4 4 4 2 4 / 4 4 4 4 3 4 | 0 0 0", 1,
     "everyone", 6, 0, "Tu prends 6 pierres"},
    {"On est 4 au kalah avec le réglage « en face ». Mon trou 1 a 1 pierre et mon trou 2 est vide. "
     "Le joueur d'en face a 6 pierres dans son 5e trou, les deux autres 1 chacun dans leur 5e. Je "
     "joue le 1 : combien dans ma réserve ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "1 0 4 4 4 4 / 4 4 4 4 1 4 / 4 4 4 4 6 4 / 4 4 4 4 1 4 | 0 0 0 0", 1, "opposite", 7, 0,
     "Tu as alors 7 pierres dans ta réserve"},
    {"Kalah with 4 players and the everyone setting. My pit 6 is empty and my pit 5 has 1 stone. "
     "Each of the three others has 2 stones in their pit 1. I play pit 5: how many do I capture?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 4 4 4 1 0 / 2 4 4 4 4 4 / 2 4 4 4 4 4 / 2 4 4 4 4 4 | 0 0 0 0", 5, "everyone", 7, 0,
     "You take 7 stones"},
    {"Kalah for 3 players, default settings. My pit 2 has 1 stone and my pit 3 is empty. The next "
     "player has 5 stones in his pit 4, the third player has 6 in his pit 4. I play pit 2. How "
     "many do I capture?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 1 0 4 4 4 / 4 4 4 5 4 4 / 4 4 4 6 4 4 | 0 0 0", 2, "next",
     6, 0, "You take 6 stones"},
    {"Kalah, three players, everyone setting: my pit 1 has 2 stones, my pit 3 is empty; the other "
     "two players have 3 stones each in their pit 4. I play pit 1, how many do I take?",
     "kalah.a-qui-prendre", LEAD_NONE, "2 4 0 4 4 4 / 4 4 4 3 4 4 / 4 4 4 3 4 4 | 0 0 0", 1,
     "everyone", 7, 0, "You take 7 stones"},
    /* a total asked bare (« Total pris ? ») is a count: no yes/no lead */
    {"Kalah à 3, réglage tout le monde : je joue mon trou 2 (1 pierre) et je finis dans mon trou "
     "3 vide. Les deux autres ont 3 et 4 dans leur trou correspondant. Total pris ?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 1 0 4 4 4 / 4 4 4 3 4 4 / 4 4 4 4 4 4 | 0 0 0", 2,
     "everyone", 8, 0, "Tu prends 8 pierres"},
    /* a pit told with its owner (« le trou 3 du joueur suivant », "the next player's pit 4",
     * « le suivant n'a rien dans son trou 3 »), "the other two", "the other player" at three */
    {"Four-player Kalah with default settings. I play my pit 1 (2 stones) and my pit 3 is empty. "
     "The next player's pit 4 is empty, the other two have 3 stones in their pit 4. Do I "
     "capture?",
     "kalah.correspondant-vide", LEAD_NO,
     "2 4 0 4 4 4 / 4 4 4 0 4 4 / 4 4 4 3 4 4 / 4 4 4 3 4 4 | 0 0 0 0", 1, "next", 0, 0, NULL},
    {"Kalah à 4, réglage tout le monde. Je joue mon trou 2 (2 pierres), mon trou 4 est vide. Le "
     "trou 3 du joueur suivant est vide, les deux autres ont 3 pierres dans leur trou 3. Je "
     "prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 2 4 0 4 4 / 4 4 0 4 4 4 / 4 4 3 4 4 4 / 4 4 3 4 4 4 | 0 0 0 0", 2, "everyone", 7, 0,
     "Tu prends 7 pierres"},
    {"Kalah à 4 : le joueur suivant n'a rien dans son trou 3, les deux autres ont 2 pierres dans "
     "leur trou 3. Mon trou 4 est vide et je joue mon trou 3 qui a 1 pierre. Je prends ?",
     "kalah.correspondant-vide", LEAD_NO,
     "4 4 1 0 4 4 / 4 4 0 4 4 4 / 4 4 2 4 4 4 / 4 4 2 4 4 4 | 0 0 0 0", 3, "next", 0, 0, NULL},
    {"Three-player Kalah, default settings: I play pit 3 with 1 stone, my pit 4 is empty. The next "
     "player's pit 3 has 5 stones, the other player's pit 3 has 2. How many do I capture?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 4 1 0 4 4 / 4 4 5 4 4 4 / 4 4 2 4 4 4 | 0 0 0", 3, "next",
     6, 0, "You take 6 stones"},
    /* the players told after the game or « on joue à » with more words after them ("Kalah for
     * 4 with…", « on joue à 4 avec le réglage… ») */
    {"Kalah for 4 with the opposite setting: my pit 5 has 1 stone, pit 6 is empty. The opposite "
     "player has 4 stones in his pit 1, the two others have 2 each in their pit 1. I play pit 5, "
     "how many do I take?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 4 4 4 1 0 / 2 4 4 4 4 4 / 4 4 4 4 4 4 / 2 4 4 4 4 4 | 0 0 0 0", 5, "opposite", 5, 0,
     "You take 5 stones"},
    {"On joue à 4 avec le réglage en face. Mon trou 2 est vide, je joue mon trou 1 qui a une "
     "pierre. Le trou 5 du joueur d'en face a 3 pierres. Combien je ramasse ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "1 0 4 4 4 4 / 4 4 4 4 4 4 / 4 4 4 4 3 4 / 4 4 4 4 4 4 | 0 0 0 0", 1, "opposite", 4, 0,
     "Tu prends 4 pierres"},
    /* the setting named alone after « avec » (« on joue avec « en face » », "with 'opposite'"),
     * each player's pit told again with its noun left out (« le troisième 1 dans le sien »,
     * "the opposite player's 3"), "all three matching pits": pits, no count */
    {"On joue à 4 avec « en face ». Mon trou 3 est vide, je joue mon trou 2 qui a une pierre. Le "
     "trou 4 du joueur suivant a 6 pierres, celui du joueur d'en face 2, celui du dernier 5. "
     "Combien je ramasse ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 6 4 4 / 4 4 4 2 4 4 / 4 4 4 5 4 4 | 0 0 0 0", 2, "opposite", 3, 0,
     "Tu prends 3 pierres"},
    {"Four players, we play with 'opposite'. My pit 3 is empty and I play my pit 2, which has one "
     "stone. The next player's pit 4 has 6 stones, the opposite player's 2 and the last player's "
     "5. How many do I collect?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 6 4 4 / 4 4 4 2 4 4 / 4 4 4 5 4 4 | 0 0 0 0", 2, "opposite", 3, 0,
     "You take 3 stones"},
    {"Kalah à 3. Mon trou 4 est vide, mon trou 2 a 2 pierres. Le joueur suivant a 3 pierres dans "
     "son trou 3, le troisième joueur seulement 2 dans le sien. Je joue le 2 : je gagne combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 2 4 0 4 4 / 4 4 3 4 4 4 / 4 4 2 4 4 4 | 0 0 0", 2, "next",
     4, 0, "Tu prends 4 pierres"},
    {"Three-player Kalah. My pit 4 is empty and my pit 2 has 2 stones. The next player has 3 "
     "stones in his pit 3, the third player only 2 in hers. I play pit 2: how many do I win?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 2 4 0 4 4 / 4 4 3 4 4 4 / 4 4 2 4 4 4 | 0 0 0", 2, "next",
     4, 0, "You take 4 stones"},
    {"4 players, capture from everyone, and we take the last stone even if empty. My pit 3 has 1 "
     "stone, my pit 4 is empty and all three matching pits are empty. I play pit 3: what do I "
     "get?",
     "kalah.variante-prise-vide", LEAD_NONE,
     "4 4 1 0 4 4 / 4 4 0 4 4 4 / 4 4 0 4 4 4 / 4 4 0 4 4 4 | 0 0 0 0", 3, "everyone", 1, 0,
     "You take 1 stone"},
    {"Kalah à 4, réglage tout le monde, et on prend la dernière même si vide. Mon trou 3 a 1 "
     "pierre, mon trou 4 est vide et les trois trous correspondants sont vides. Je joue le 3 : je "
     "prends combien ?",
     "kalah.variante-prise-vide", LEAD_NONE,
     "4 4 1 0 4 4 / 4 4 0 4 4 4 / 4 4 0 4 4 4 / 4 4 0 4 4 4 | 0 0 0 0", 3, "everyone", 1, 0,
     "Tu prends 1 pierre"},
    /* the pit played told in the clause asking the extra turn (« mon 3e trou me fait
     * rejouer ? »), and a piece asked into another player's store: never, the engine sows the
     * mover's store only */
    {"À 4 joueurs, 4 trous et 3 pierres par trou au départ : mon 3e trou me fait rejouer ?",
     "kalah.rejouer", LEAD_NO, "3 3 3 3 / 3 3 3 3 / 3 3 3 3 / 3 3 3 3 | 0 0 0 0", 3, "next", 0, 0,
     "tombe dans le trou 1 du joueur 2"},
    {"Three players, 4 holes, 3 stones per hole at the start: does my 2nd hole give me another "
     "turn?",
     "kalah.rejouer", LEAD_YES, "3 3 3 3 / 3 3 3 3 / 3 3 3 3 | 0 0 0", 2, "next", 0, 1, NULL},
    {"Kalah à 3 : mon trou 5 a 9 pierres. Est-ce qu'une pierre va dans la réserve du joueur "
     "suivant ?",
     "kalah.reserves-adverses", LEAD_NO, "4 4 4 4 9 4 / 4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0", 5,
     "next", 0, 0, "le trou 1 du joueur 3"},
    {"Kalah: my 5th pit has 10 stones. I play it. Does one go into the opponent's store?",
     "kalah.reserves-adverses", LEAD_NO, "4 4 4 4 10 4 / 4 4 4 4 4 4 | 0 0", 5, "next", 0, 0,
     "your pit 2"},
    /* an aside saying where the pit told is (« son trou 6 (celui juste en face de mon trou
     * 1) a 3 pierres », « (celui juste avant sa réserve) », "(the last one before my store)
     * is empty"): the count or the emptiness is that pit's, not the aside's */
    {"Kalah : mon trou 1 contient 13 pierres. En face, son trou 6 (celui juste en face de mon "
     "trou 1) a 3 pierres. Je joue mes treize pierres : qu'est-ce que je gagne ?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 3 | 0 0", 1, "next", 5, 0,
     "Tu prends 5 pierres"},
    {"We play with 7 holes each. My first hole has 15 stones and his 7th hole, the one facing my "
     "first, has 1. I sow the 15: what do I take?",
     "kalah.prise-apres-tour", LEAD_NONE, "15 4 4 4 4 4 4 / 4 4 4 4 4 4 1 | 0 0", 1, "next", 3, 0,
     "You take 3 stones"},
    {"Au kalah j'ai 13 pierres dans mon trou 1 et rien dans les autres. Son dernier trou (celui "
     "juste avant sa réserve) en a 5. Je joue mon 1 : je prends combien ?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 0 0 0 0 0 / 4 4 4 4 4 5 | 0 0", 1, "next", 7, 0,
     "Tu prends 7 pierres"},
    {"Kalah: I have 13 stones in my pit 1 and nothing in the others. His last pit (the one just "
     "before his store) has 5. I play my 1: how many do I take?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 0 0 0 0 0 / 4 4 4 4 4 5 | 0 0", 1, "next", 7, 0,
     "You take 7 stones"},
    {"Kalah version 7 trous. Mon trou 7 (le dernier avant ma réserve) est vide, j'ai 2 pierres "
     "dans mon trou 5. En face de mon dernier trou il y a 6 pierres. Je joue le trou 5 : je gagne "
     "combien ?",
     "kalah.prise", LEAD_NONE, "4 4 4 4 2 4 0 / 6 4 4 4 4 4 4 | 0 0", 5, "next", 7, 0,
     "Tu prends 7 pierres"},
    {"Kalah with 7 holes. My pit 7 (the last one before my store) is empty and I have 2 stones in "
     "my pit 5. Opposite my last pit there are 6 stones. I play pit 5: how much do I win?",
     "kalah.prise", LEAD_NONE, "4 4 4 4 2 4 0 / 6 4 4 4 4 4 4 | 0 0", 5, "next", 7, 0,
     "You take 7 stones"},
    /* at three or four every pit taken is told with its seat; a row's pieces told « de son
     * côté » with a pit told before (« dans mon dernier trou ») are his row's */
    {"Kalah à 3, réglage tout le monde. Mon trou 4 est vide, mon trou 2 a 2 pierres. Le joueur "
     "suivant a 6 pierres dans son trou 3, le troisième joueur 2 dans le sien. Je joue le 2 : je "
     "gagne combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 2 4 0 4 4 / 4 4 6 4 4 4 / 4 4 2 4 4 4 | 0 0 0", 2,
     "everyone", 9, 0,
     "ta dernière pierre et 6 dans le trou 3 du joueur 2, 2 dans le trou 3 du joueur 3"},
    {"Three-player Kalah, everyone setting. My pit 4 is empty and my pit 2 has 2 stones. The next "
     "player has 6 stones in his pit 3, the third player 2 in hers. I play pit 2: how many do I "
     "win?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 2 4 0 4 4 / 4 4 6 4 4 4 / 4 4 2 4 4 4 | 0 0 0", 2,
     "everyone", 9, 0, "your last one and 6 from player 2's pit 3, 2 from player 3's pit 3"},
    {"Fin de partie au Kalah : il me reste une seule pierre, dans mon dernier trou. Lui il a 8 "
     "pierres éparpillées de son côté. Ma réserve en a 22, la sienne 18. Je joue ma pierre : qui "
     "gagne ?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 2 2 1 1 1 1 | 22 18", 6, "next", 0, 0,
     "Ton adversaire gagne, 26 à 23."},
    {"End of a Kalah game: I have a single stone left, in my last pit. He has 8 stones scattered "
     "on his side. My store has 22, his 18. I play my stone: who wins?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 2 2 1 1 1 1 | 22 18", 6, "next", 0, 0,
     "Your opponent wins, 26 to 23."},
    /* the setting told in a clause that asks nothing (« la variante où on prend quand même »,
     * "the option where you still take"): its words are no ask, the yes/no is the store's */
    {"On joue au Kalah avec la variante où on prend quand même la dernière pierre si le trou d'en "
     "face est vide. Mon trou 4 est vide, mon trou 2 a 2 pierres, et le trou en face de mon trou "
     "4 est vide. Je joue le 2. Ma dernière pierre va dans ma réserve ?",
     "kalah.variante-prise-vide", LEAD_YES, "4 2 4 0 4 4 / 4 4 0 4 4 4 | 0 0", 2, "next", 1, 0,
     "Tu prends 1 pierre"},
    {"We play Kalah with the option where you still take your last stone when the opposite pit "
     "is empty. My pit 3 is empty, pit 1 has 2 stones, and the pit facing my pit 3 is empty. I "
     "play pit 1. Does my last stone go to my store?",
     "kalah.variante-prise-vide", LEAD_YES, "2 4 0 4 4 4 / 4 4 4 0 4 4 | 0 0", 1, "next", 1, 0,
     "You take 1 stone"},
    {"kalah variante 'on prend kan meme': ma derniere tombe ds mon trou 2 vide, en fas c vide, "
     "jmet ma pierr ds ma reserv ?",
     "kalah.variante-prise-vide", LEAD_YES, "1 0 4 4 4 4 / 4 4 4 4 0 4 | 0 0", 1, "next", 1, 0,
     NULL},
    /* the winner's scores count every pit: a row told « il ne lui reste que … » is all of it;
     * « combien je gagne ? » is a capture count, not who wins */
    {"Kalah : mon trou 1 a 1 pierre, mon trou 2 est vide, mes trous 3 et 4 ont 3 pierres chacun. "
     "En face, il ne lui reste que 5 pierres, toutes dans le trou juste en face de mon trou 2. "
     "J'ai 16 en réserve, lui 20. Je joue le 1 : qui gagne ?",
     "kalah.prise", LEAD_NONE, "1 0 3 3 0 0 / 0 0 0 0 5 0 | 16 20", 1, NULL, 6, 0,
     "Tu gagnes, 28 à 20. (hypothèse : tes autres trous sont vides)"},
    {"Kalah à 7 trous : mon 4e trou est vide, j'ai 2 pierres dans mon trou 2, et son trou du "
     "milieu en a 5. Je joue le 2 : combien je gagne ?",
     "kalah.prise", LEAD_NONE, "4 2 4 0 4 4 4 / 4 4 4 5 4 4 4 | 0 0", 2, NULL, 6, 0,
     "Tu prends 6 pierres"},
    /* the middle pit of an odd row; a yes/no asked after « et » */
    {"Kalah à deux avec 7 trous chacun. Le trou du milieu de ma rangée a 4 pierres. Je le joue : "
     "est-ce que je rejoue ?",
     "kalah.rejouer", LEAD_YES, "4 4 4 4 4 4 4 / 4 4 4 4 4 4 4 | 0 0", 4, NULL, 0, 1, NULL},
    {"Kalah: 7 pits each, my middle pit has 2 stones, I play it, where does it end?", "kalah.semer",
     LEAD_NONE, "4 4 4 2 4 4 4 / 4 4 4 4 4 4 4 | 0 0", 4, NULL, 0, 0, "your pit 6"},
    {"Kalah, 4 pierres dans chaque trou sauf mon trou 1 qui en a 13. Je le joue : où tombe la "
     "dernière et je prends quelque chose ?",
     "kalah.prise-apres-tour", LEAD_YES, "13 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 1, NULL, 6, 0,
     "Tu prends 6 pierres"},
    {"Kalah: my pit 5 has 3 stones. Where does the last one land, and do I capture anything?",
     "kalah.prise", LEAD_NO, "4 4 4 4 3 4 / 4 4 4 4 4 4 | 0 0", 5, NULL, 0, 0,
     "the opponent's pit 1"},
    /* the end told with both stores: the opponent's pits told (« chacun de ses trous 1, 2 et
     * 3 », "each of his pits 2 and 4", « son premier trou ») are all he has, said as assumed */
    {"Kalah : il ne me reste qu'une pierre, dans mon trou 6 ; j'ai 15 pierres dans ma réserve. Lui "
     "a 2 pierres dans chacun de ses trous 1, 2 et 3 et 20 dans sa réserve. Je joue : qui gagne ?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 2 2 2 0 0 0 | 15 20", 6, NULL, 0, 0,
     "Ton adversaire gagne, 26 à 16. (hypothèse : ses autres trous sont vides)"},
    {"Kalah: I only have 1 stone left, in my last pit, and 24 in my store. He has 20 in his store "
     "and 1 stone in each of his pits 2 and 4. I play it. Who wins?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 0 1 0 1 0 0 | 24 20", 6, NULL, 0, 0,
     "You win, 25 to 22. (assumption: their other pits are empty)"},
    {"Au Kalah il me reste une pierre dans mon dernier trou et 22 dans ma réserve ; lui a 22 dans "
     "sa réserve et 1 pierre dans son premier trou. Qui gagne si je la joue ?",
     "kalah.egalite", LEAD_NONE, "0 0 0 0 0 1 / 1 0 0 0 0 0 | 22 22", 6, NULL, 0, 0,
     "Égalité, 23 partout."},
    {"Kalah : il me reste une seule pierre, dans mon trou 6, et 18 pierres en réserve. Lui : 3 "
     "pierres dans chacun de ses trous 4, 5 et 6, 21 en réserve. Je joue : je rejoue ?",
     "kalah.rejouer", LEAD_NO, "0 0 0 0 0 1 / 0 0 0 3 3 3 | 18 21", 6, NULL, 0, 0,
     "Ton adversaire gagne, 30 à 19."},
    /* no game named: a setup only Kalah's start makes (three players, 4 holes, 3 stones per
     * pit) or a capture setting told names it */
    {"À trois joueurs, mon trou 5 a 2 pierres. Je le joue, je rejoue ?", "kalah.rejouer", LEAD_YES,
     "4 4 4 4 2 4 / 4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0", 5, NULL, 0, 1, NULL},
    {"Partie à 3 pierres par trou, 2 joueurs : au début je joue mon trou 4, je rejoue ?",
     "kalah.rejouer", LEAD_YES, "3 3 3 3 3 3 / 3 3 3 3 3 3 | 0 0", 4, NULL, 0, 1, NULL},
    {"three players, 4 holes each: my pit 2 has 3 stones, do I get another turn if I play it?",
     "kalah.rejouer", LEAD_YES, "4 3 4 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0", 2, NULL, 0, 1, NULL},
    {"On a mis le réglage tout le monde. Mon trou 1 a 1 pierre, mon trou 2 est vide, en face il y "
     "en a 3. Je prends combien ?",
     "kalah.prise", LEAD_NONE, "1 0 4 4 4 4 / 4 4 4 4 3 4 | 0 0", 1, "everyone", 4, 0,
     "Tu prends 4 pierres"},
    /* a store's count right after it, a pit told in the same clause ("his store 20 and his pit
     * 4 has 5") */
    {"Kalah: his store 20 and his pit 4 has 5; my store 23 and my pit 6 has 1 stone, nothing else "
     "on my side. I play pit 6. Who wins?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 0 0 0 5 0 0 | 23 20", 6, NULL, 0, 0,
     "Your opponent wins, 25 to 24."},
    /* a game already over: the move refused, the end's collection and the winner told */
    {"kalah jai plu ke 1 pierre ds mon 6e trou, 20 ds ma reserve, lui 25 en reserve et ses trous "
     "sont vides. jjoue, ki gagne",
     "kalah.fin-cote-vide", LEAD_NONE, "0 0 0 0 0 1 / 0 0 0 0 0 0 | 20 25", 6, NULL, ANY, ANY,
     "tu ranges 1 pierre dans ta réserve. Ton adversaire gagne, 25 à 21."},
    /* at three, the player whose pit the last stone reaches is named by seat (« Joueur 1 » the
     * mover) */
    {"Kalah: 3 players, the next player has 4 stones in his 6th pit. My pit 1 is empty and my 6th "
     "pit has 9 stones. I play pit 6, where does the last one go?",
     "kalah.semer", LEAD_NONE, "0 4 4 4 4 9 / 4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0", 6, NULL, 0, 0,
     "the last one lands in player 3's pit 2."},
    {"Kalah à 3 : mon trou 6 a 12 pierres, je le joue, où tombe la dernière ?", "kalah.semer",
     LEAD_NONE, "4 4 4 4 4 12 / 4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0", 6, NULL, 0, 0,
     "la dernière pierre tombe dans le trou 5 du joueur 3."},
    /* the shape told with the first move (« premier coup », "opening move"): the start of
     * that shape; a row of 4 told with no players is played at three (said as assumed), and a
     * pit past it, or an empty one, is refused by the engine */
    {"Three of us, 4 holes each and 3 stones per hole. First move, I pick my 2nd hole. Do I get "
     "another go?",
     "kalah.rejouer", LEAD_YES, "3 3 3 3 / 3 3 3 3 / 3 3 3 3 | 0 0 0", 2, NULL, 0, 1,
     "With 3 stones from your pit 2: the last one lands in your store."},
    {"On joue avec 3 pierres par trou. Coup d'ouverture : je prends mon 4e trou. Je rejoue ?",
     "kalah.rejouer", LEAD_YES, "3 3 3 3 3 3 / 3 3 3 3 3 3 | 0 0", 4, NULL, 0, 1,
     "Oui, tu rejoues. Avec 3 pierres depuis ton trou 4 : la dernière pierre tombe dans ta "
     "réserve."},
    {"kalah 3 pierres par trou, 1er coup jjoue mon 3e trou, jrejoue ?", "kalah.rejouer", LEAD_NO,
     "3 3 3 3 3 3 / 3 3 3 3 3 3 | 0 0", 3, NULL, 0, 0, "tombe dans ton trou 6"},
    {"kalah avec 4 trous par joueur, jpeu jouer mon 5e trou ?", "kalah.trous-par-joueur", LEAD_NO,
     "4 4 4 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0", 5, NULL, ANY, ANY, "hypothèse : 3 joueurs"},
    {"We play with 4 holes each. Can I play my 5th hole?", "kalah.trous-par-joueur", LEAD_NO,
     "4 4 4 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0", 5, NULL, ANY, ANY, "3 players, the fewest"},
    {"We're four players on 4 holes per player. Can I play my 5th hole?", "kalah.trous-par-joueur",
     LEAD_NO, "4 4 4 4 / 4 4 4 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0 0", 5, NULL, ANY, ANY, NULL},
    {"We set Kalah to 7 holes a side, 4 stones each. Which pit should I open with to get a free "
     "turn right away?",
     "kalah.rejouer", LEAD_NONE, "4 4 4 4 4 4 4 / 4 4 4 4 4 4 4 | 0 0", 4, NULL, 0, 1,
     "your pit 4"},
    {"Can I choose my empty second pit just to pass my turn in Kalah?", "kalah.trou-vide-interdit",
     LEAD_NO, "4 0 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 2, NULL, ANY, ANY, "that pit is empty"},
    /* three and four told in words (« À quatre, », « Partie à 4 », "Four of us"), the setting
     * told with its verb ("capture from the player across", "the 'opposite' option"), the
     * others' pits told at once in seat order (« respectivement 3, 0 et 2 », « Les trous 2 des
     * deux autres ont 3 et 4 »), « celle d'en face », a count in brackets after its pit */
    {"Four of us, and we set 'capture from the player across'. I land my last stone in my empty "
     "3rd pit (I played my 2nd pit, one stone). The next player's 4th pit has 6 stones, the "
     "player across from me has 2 in her 4th pit. How many go to my store?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 6 4 4 / 4 4 4 2 4 4 / 4 4 4 4 4 4 | 0 0 0 0", 2, "opposite", 3, 0,
     "You take 3 stones"},
    {"À quatre, réglage « tout le monde ». Je joue mon 4e trou (1 pierre), elle tombe dans mon 5e "
     "qui était vide. Dans leurs 2e trous, les trois autres ont respectivement 3, 0 et 2 pierres. "
     "J'en récupère combien ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 4 4 1 0 4 / 4 3 4 4 4 4 / 4 0 4 4 4 4 / 4 2 4 4 4 4 | 0 0 0 0", 4, "everyone", 6, 0,
     "Tu prends 6 pierres"},
    {"kalah a 3, reglage tt le monde: je joue mon 5e (1 pierre) et je tombe ds mon 6e trou vide, "
     "les 2 autres ont rien ds leur 1er trou. jprend koi ?",
     "kalah.correspondant-vide", LEAD_NONE, "4 4 4 4 1 0 / 0 4 4 4 4 4 / 0 4 4 4 4 4 | 0 0 0", 5,
     "everyone", 0, 0, "Tu ne prends rien (0 pierre)"},
    {"Three-player Kalah, we picked the 'opposite' option. I play my 1st pit (a single stone) and "
     "it lands in my empty 2nd pit. The next player's 5th pit has 3 stones, the last player's 5th "
     "pit has 5. What do I capture?",
     "kalah.a-qui-prendre", LEAD_NONE, "1 0 4 4 4 4 / 4 4 4 4 3 4 / 4 4 4 4 5 4 | 0 0 0", 1,
     "opposite", 4, 0, "You take 4 stones"},
    {"À trois avec 4 trous chacun. Je joue mon 1er trou (2 pierres) et je finis dans mon 3e, qui "
     "était vide. Le joueur suivant a 4 pierres dans son 2e trou. Je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "2 4 0 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0", 1, "next", 5, 0,
     "Tu prends 5 pierres"},
    {"À quatre, réglages de base. Je joue mon 5e trou (une pierre) et je tombe dans mon 6e trou "
     "vide. Le joueur suivant a 2 pierres dans son 1er trou, celle d'en face en a 5 dans son 1er. "
     "Combien je ramasse ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 4 4 4 1 0 / 2 4 4 4 4 4 / 5 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0 0", 5, "next", 3, 0,
     "Tu prends 3 pierres"},
    {"À trois, réglage tout le monde. Mon trou 4 a 1 pierre, mon trou 5 est vide. Les trous 2 des "
     "deux autres ont 3 et 4 pierres. Je joue le 4 ?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 4 4 1 0 4 / 4 3 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0", 4,
     "everyone", 8, 0, "Tu prends 8 pierres"},
    {"Four-player Kalah, default settings. I play my 4th pit with 1 stone into my empty 5th pit. "
     "The next player has 3 in his 2nd pit, the player opposite me has 7 in his 2nd pit. What do I "
     "take?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 4 4 1 0 4 / 4 3 4 4 4 4 / 4 7 4 4 4 4 / 4 4 4 4 4 4 | 0 0 0 0", 4, "next", 4, 0,
     "You take 4 stones"},
    /* the same pit told again of another player, its noun left out (« le dernier joueur 2 »,
     * « l'autre 9 »), the setting told with « on a choisi » */
    {"À 3 joueurs avec 4 trous, réglage « en face ». Mon trou 3 a une pierre et mon 4 est vide. Le "
     "suivant a 5 pierres dans son trou 1, le dernier joueur 2. Je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "4 4 1 0 / 5 4 4 4 / 2 4 4 4 | 0 0 0", 3, "opposite", 6, 0,
     "Tu prends 6 pierres"},
    {"Trois joueurs, on a choisi « en face ». Mon trou 1 a une pierre, mon 2 est vide. Le suivant "
     "a "
     "5 pierres dans son trou 5, l'autre 9. Je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "1 0 4 4 4 4 / 4 4 4 4 5 4 / 4 4 4 4 9 4 | 0 0 0", 1,
     "opposite", 6, 0, "Tu prends 6 pierres"},
    /* the take-empty setting told "you still take your last stone", « même si en face est
     * vide »: the last one alone goes to the store, and « je mets ma pierre dans ma réserve ? »
     * is yes from that capture */
    {"We use the variant where you still take your last stone when the opposite pit is empty. I "
     "sow my 1st pit (2 stones), ending in my empty 3rd pit; his pit across is empty. What goes "
     "into my store?",
     "kalah.variante-prise-vide", LEAD_NONE, "2 4 0 4 4 4 / 4 4 4 0 4 4 | 0 0", 1, "next", 1, 0,
     "You take 1 stone: your last one alone"},
    {"On joue au kalah en prenant la dernière même si en face est vide. Mon trou 6 est vide, mon "
     "trou 5 a 1 pierre, son trou 1 est vide. Je joue le 5 : je mets ma pierre dans ma réserve ?",
     "kalah.variante-prise-vide", LEAD_YES, "4 4 4 4 1 0 / 0 4 4 4 4 4 | 0 0", 5, "next", 1, 0,
     "Tu prends 1 pierre : ta dernière pierre seule"},
    /* the last stone of my row told going into my store, the stores and his row told: the end
     * and its tie from the engine's final scores */
    {"C'est ma dernière pierre de mon côté, dans mon 6e trou : je la mets dans ma réserve. J'avais "
     "23 en réserve, lui 20, et il lui reste 4 pierres chez lui. Qui l'emporte ?",
     "kalah.egalite", LEAD_NONE, "0 0 0 0 0 1 / 1 1 1 1 0 0 | 23 20", 6, "next", 0, 0,
     "Égalité, 24 partout."},
    /* the row's length told with a hyphen ("4-hole", "7-hole"), the pieces per pit told in a
     * clause of settings (« on a réglé 7 trous et 3 pierres ») */
    {"On a réglé 7 trous et 3 pierres. Si je joue mon trou 5 au premier coup, je rejoue ?",
     "kalah.rejouer", LEAD_YES, "3 3 3 3 3 3 3 / 3 3 3 3 3 3 3 | 0 0", 5, "next", 0, 1, NULL},
    {"Kalah on the 4-hole setting with 3 players: my pit 2 has 3 stones. Do I play again?",
     "kalah.rejouer", LEAD_YES, "4 3 4 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0", 2, "next", 0, 1, NULL},
    {"7-hole kalah, my pit 1 has 14 stones, where does the last one end?", "kalah.semer", LEAD_NONE,
     "14 4 4 4 4 4 4 / 4 4 4 4 4 4 4 | 0 0", 1, NULL, 0, 0, "the opponent's pit 7"},
    /* the stores told level (« on est à 20 partout dans les réserves »): both stores, not
     * every pit's count */
    {"Kalah : on est à 20 partout dans les réserves. Il me reste 1 pierre dans mon trou 6 et lui 3 "
     "pierres dans son trou 2. Je joue mon trou 6 : qui gagne ?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 1 / 0 3 0 0 0 0 | 20 20", 6, "next", 0, 0,
     "Ton adversaire gagne, 23 à 21."},
    /* a count told « avant mon coup », "before I play": the count of the place told, before
     * the move, not the pit before it; the lap adds one to it before the capture */
    {"Kalah : j'ai 13 pierres dans mon 6e, après le tour la dernière revient dans mon 6e qui "
     "s'est vidé. Sa 1re case a 2 pierres avant mon coup. Je prends ?",
     "kalah.prise-apres-tour", LEAD_YES, "4 4 4 4 4 13 / 2 4 4 4 4 4 | 0 0", 6, NULL, 4, 0,
     "Tu prends 4 pierres"},
    {"Kalah: 13 stones in my 1st pit, the last one drops back in that same pit. Opposite (his "
     "6th) has 2 before I play. How many do I capture?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 2 | 0 0", 1, NULL, 4, 0,
     "You take 4 stones"},
    /* the players told « à 4 » before the setting or the row's length they play with
     * (« à 4 en mode tout le monde », « on joue à 4 avec 4 trous chacun », "we are 4 with 4
     * holes each"): players, not a count; « tout le monde » with corresponding pits told empty
     * and the capture asked yes or no: the entry of some of them empty */
    {"a 4 en mode tout le monde: je tombe dans mon 3e vide, le trou correspondant du suivant est "
     "vide, celui d'en face a 3, le dernier vide aussi. ça prend quand meme ?",
     "kalah.trou-correspondant-plusieurs", LEAD_YES,
     "4 1 0 4 4 4 / 4 4 4 0 4 4 / 4 4 4 3 4 4 / 4 4 4 0 4 4 | 0 0 0 0", 2, "everyone", 4, 0, NULL},
    {"on joue a 4 avec 4 trous chacun. je joue mon 1er (2 pierres), derniere dans mon 3e vide. le "
     "suivant a 3 pierres dans son 2e et 1 dans son 3e. je prends combien",
     "kalah.a-qui-prendre", LEAD_NONE, "2 4 0 4 / 4 3 1 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0 0", 1, "next",
     4, 0, "Tu prends 4 pierres"},
    {"We are 4 with 4 holes each. I play my 1st (2 stones), the last one in my empty 3rd. The "
     "next player has 3 stones in his 2nd and 1 in his 3rd. How many do I take?",
     "kalah.a-qui-prendre", LEAD_NONE, "2 4 0 4 / 4 3 1 4 / 4 4 4 4 / 4 4 4 4 | 0 0 0 0", 1, "next",
     4, 0, "You take 4 stones"},
    /* at four, a facing word alone before a count (« en face 4 », "across 4") among the
     * players' corresponding pits is the player across */
    {"4 players, we set capture to 'everyone'. my last stone lands in my empty 3rd pit. the "
     "matching pits: next player 2, across 4, last player 1. how many go to my store?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 2 4 4 / 4 4 4 4 4 4 / 4 4 4 1 4 4 | 0 0 0 0", 2, "everyone", 8, 0,
     "You take 8 stones"},
    {"A 4 joueurs, réglage tout le monde. Ma dernière tombe dans mon 3e trou vide. Trous "
     "correspondants : le suivant 2, en face 4, le dernier 1. Je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 2 4 4 / 4 4 4 4 4 4 / 4 4 4 1 4 4 | 0 0 0 0", 2, "everyone", 8, 0,
     "Tu prends 8 pierres"},
    /* a pit told without its number, its rank in the clause after (« c'est le premier », "it's
     * the first one") */
    {"Au kalah j'ai un trou avec 8 pierres, c'est le premier. Je le joue. Ça s'arrête où ?",
     "kalah.semer", LEAD_NONE, "8 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 1, NULL, 0, 0,
     "le trou 2 de l'adversaire"},
    {"Kalah: I have a pit with 8 stones, it's the first one. I play it. Where does it end?",
     "kalah.semer", LEAD_NONE, "8 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 1, NULL, 0, 0,
     "the opponent's pit 2"},
    /* « est-ce que » opening a clause asks yes or no, though an open question follows it */
    {"Kalah à deux, 6 trous : j'ai 15 pierres dans mon trou 2. Est-ce que mon trou 2 reçoit une "
     "pierre au passage, et je finis où ?",
     "kalah.trou-de-depart", LEAD_YES, "4 15 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 2, NULL, 0, 0,
     "ton trou 4"},
    /* the last one told back in the pit played (« mon trou de départ », "my starting pit"):
     * one whole lap from it, the pit facing it told */
    {"Kalah : ma dernière retombe dans mon trou de départ après un tour complet, en face il y a 3 "
     "pierres avant mon coup, je capture combien ?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 3 | 0 0", 1, NULL, 5, 0,
     "Tu prends 5 pierres"},
    {"Kalah: my last stone lands back in my starting pit after a full lap; the pit opposite has 3 "
     "before I play. How many do I capture?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 3 | 0 0", 1, NULL, 5, 0,
     "You take 5 stones"},
    /* the mover's row left empty and the pieces left asked: the opponent's pits told (« ses
     * quatre premiers », "his first 4 pits", not four holes a row) are all he has, assumed */
    {"Kalah: i play my 6th (2 stones) and then my side is empty. he's got 3, 0, 4, 2 in his "
     "first 4 pits. who gets his stones?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 2 / 3 0 4 2 0 0 | 0 0", 6, NULL, 0, 0,
     "your opponent puts 10 stones into their store"},
    {"Kalah : je joue mon 6e (2 pierres) et mon côté est vide. Ses quatre premiers trous ont 3, "
     "0, 4 et 2 pierres. Qui prend ses pierres ?",
     "kalah.pierres-restantes", LEAD_NONE, "0 0 0 0 0 2 / 3 0 4 2 0 0 | 0 0", 6, NULL, 0, 0,
     "ton adversaire range 10 pierres dans sa réserve"},
    /* the setting a few words after the players (« on the everyone setting »); the players'
     * counts told right after a last piece in an empty pit of mine, no « correspondant » said;
     * « my last » is a piece, never the last player */
    {"à 3 en mode tout le monde : je tombe dans mon 2e trou vide, chez le suivant 2, chez le "
     "dernier 3. je prends combien ?",
     "kalah.a-qui-prendre", LEAD_NONE, "1 0 4 4 4 4 / 4 4 4 4 2 4 / 4 4 4 4 3 4 | 0 0 0", 1,
     "everyone", 6, 0, "Tu prends 6 pierres"},
    {"we are 4 on the everyone setting: my last lands in my empty pit 3, next player 1, across 2, "
     "last player 3. how many?",
     "kalah.a-qui-prendre", LEAD_NONE,
     "4 1 0 4 4 4 / 4 4 4 1 4 4 / 4 4 4 2 4 4 / 4 4 4 3 4 4 | 0 0 0 0", 2, "everyone", 7, 0,
     "You take 7 stones"},
    /* a count told after the sowing (« passe à 3 », « après le tour … en a 3 », "after the lap
     * his 6th has 3"): it held one less before; « après le tour » names no player */
    {"Kalah : 13 pierres dans mon 1er, la dernière revient dans mon 1er, son 6e passe à 3. Je "
     "prends combien ?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 2 | 0 0", 1, NULL, 4, 0,
     "Tu prends 4 pierres"},
    {"Kalah : 13 pierres dans mon 1er, la dernière revient dans mon 1er. Après le tour son 6e en "
     "a 3. Je prends combien ?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 2 | 0 0", 1, NULL, 4, 0,
     "Tu prends 4 pierres"},
    {"Kalah: 13 stones in my 1st, the last one comes back to my 1st. After the lap his 6th has 3. "
     "How many do I take?",
     "kalah.prise-apres-tour", LEAD_NONE, "13 4 4 4 4 4 / 4 4 4 4 4 2 | 0 0", 1, NULL, 4, 0,
     "You take 4 stones"},
    /* a capture on 7 pits, the corresponding pit told by its number: where that pit is */
    {"Kalah, 7 trous chacun : je joue mon 3e (1 pierre) dans mon 4e vide. En face, son 4e a 6 "
     "pierres. Je prends combien ?",
     "kalah.trou-correspondant", LEAD_NONE, "4 4 1 0 4 4 4 / 4 4 4 6 4 4 4 | 0 0", 3, NULL, 7, 0,
     "Tu prends 7 pierres"},
    {"we're playing 7 pits each. I play my 2nd (1 stone) into my 3rd which is empty. his 5th "
     "has 4 stones. how many do i collect",
     "kalah.trou-correspondant", LEAD_NONE, "4 1 0 4 4 4 4 / 4 4 4 4 4 4 4 | 0 0", 2, NULL, 5, 0,
     "You take 5 stones"},
    /* « tout le monde a 4 pierres par trou »: a count, not the capture setting */
    {"Kalah : tout le monde a 4 pierres par trou au début, je joue mon trou 3, je rejoue ?",
     "kalah.rejouer", LEAD_YES, "4 4 4 4 4 4 / 4 4 4 4 4 4 | 0 0", 3, "next", 0, 1, NULL},
};

/* "4 4 4 10 4 4 / 4 4 4 4 4 4 | 0 0": every row of pits, then the stores. */
static void draw(const cJSON *pos, char *out, size_t cap)
{
    size_t n = 0;
    const cJSON *row, *v;
    out[0] = '\0';
    cJSON_ArrayForEach(row, cJSON_GetObjectItemCaseSensitive(pos, "pits"))
    {
        if (n)
            n += (size_t)snprintf(out + n, cap - n, " /");
        cJSON_ArrayForEach(v, row) n +=
            (size_t)snprintf(out + n, cap - n, "%s%d", n ? " " : "", v->valueint);
    }
    n += (size_t)snprintf(out + n, cap - n, " |");
    cJSON_ArrayForEach(v, cJSON_GetObjectItemCaseSensitive(pos, "stores")) n +=
        (size_t)snprintf(out + n, cap - n, " %d", v->valueint);
}

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

static cJSON *ask(const char *question)
{
    cJSON *req = cJSON_CreateObject(), *resp = NULL;
    struct arb_err err;
    cJSON_AddStringToObject(req, "question", question);
    assert_int_equal(faq_ask(faq, req, &resp, &err), 0);
    cJSON_Delete(req);
    return resp;
}

static void check_row(const struct row *r)
{
    char board[256];
    cJSON *resp = ask(r->question);
    const cJSON *sim = get(resp, "simulation");
    const char *answer = cJSON_GetStringValue(get(resp, "answer"));
    print_message("%s\n  -> %s\n", r->question, answer);
    assert_non_null(sim);
    assert_string_equal(cJSON_GetStringValue(get(resp, "entry")), r->entry);
    draw(get(sim, "start"), board, sizeof board);
    assert_string_equal(board, r->board);
    assert_int_equal(get(get(sim, "move"), "pit")->valueint, r->pit);
    if (r->capture)
        assert_string_equal(cJSON_GetStringValue(get(get(sim, "options"), "capture_from")),
                            r->capture);
    if (r->lead != LEAD_NONE) {
        bool en = strcmp(cJSON_GetStringValue(get(resp, "lang")), "en") == 0;
        const char *word = r->lead == LEAD_YES ? (en ? "Yes" : "Oui") : (en ? "No" : "Non");
        assert_memory_equal(answer, word, strlen(word));
    } else {
        assert_true(cJSON_IsNull(get(resp, "lead")));
    }
    if (r->captured != ANY)
        assert_int_equal(get(sim, "captured")->valueint, r->captured);
    if (r->extra != ANY)
        assert_int_equal(cJSON_IsTrue(get(sim, "extra_turn")), r->extra);
    if (r->says)
        assert_non_null(strstr(answer, r->says));
    cJSON_Delete(resp);
}

static void test_each_kalah_situation_builds_the_whole_position(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        check_row(&rows[i]);
}

/* « je mène 30 à 10 mais j'abandonne, qui gagne ? »: the player's resign played by the engine,
 * placed last whatever the stores; "do I still lose?" answered yes from its winner; « peut-on
 * abandonner ? » is the rule's entry, no simulation. */
static void test_a_resign_told_is_played_and_placed_last(void **state)
{
    static const struct {
        const char *question, *lead;
        bool simulated;
    } cases[] = {
        {"Je mène 30 à 10 au Kalah mais j'en ai marre, j'abandonne. Qui gagne du coup ?",
         "Tu abandonnes : tu finis dernier", true},
        {"I'm ahead in stores but I want to resign at Kalah (two players). Do I still lose?",
         "Yes. You resign: you finish last", true},
        {"si j'abandonne au kalah, qui gagne ?", "Tu abandonnes : tu finis dernier", true},
        {"Peut-on abandonner au Kalah ?", NULL, false},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cJSON *resp = ask(cases[i].question);
        const cJSON *sim = get(resp, "simulation");
        const char *answer = cJSON_GetStringValue(get(resp, "answer"));
        print_message("%s\n  -> %s\n", cases[i].question, answer);
        assert_string_equal(cJSON_GetStringValue(get(resp, "entry")), "kalah.abandon");
        assert_int_equal(sim != NULL && cJSON_IsObject(sim), cases[i].simulated);
        if (cases[i].simulated) {
            assert_true(cJSON_IsTrue(get(get(sim, "move"), "resign")));
            assert_int_equal(get(get(sim, "outcome"), "winner")->valueint, 1);
            assert_string_equal(cJSON_GetStringValue(get(get(sim, "outcome"), "reason")), "resign");
            assert_memory_equal(answer, cases[i].lead, strlen(cases[i].lead));
        }
        cJSON_Delete(resp);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_kalah_situation_builds_the_whole_position),
        cmocka_unit_test(test_a_resign_told_is_played_and_placed_last),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

/* test_situ.c — situations told in words, on the real knowledge base and lexicon: each row
 * of the table is a question, French or English, and what the built position and the
 * engine's result must be (the pit played and its count in the position, legality,
 * capture, extra turn, where the last piece lands, the cells covered, the yes/no lead, the
 * entry cited). Then the parser alone, the builder's filling, general questions against the
 * same question with numbers, and the lexicon's checks at load. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ.h"
#include "faq_fixture.h"

enum { ANY = -99, LEAD_NONE = -1, LEAD_NO = 0, LEAD_YES = 1 };

/* One described situation and what must come out of it. */
struct row {
    const char *question, *game; /* game: the conversation's (context), may be NULL */
    const char *entry;           /* entry cited */
    int lead;                    /* LEAD_* */
    int origin, count;           /* the pit played (1-based) and its count in the built
                                    position, ANY when not checked */
    int legal, captured, extra;  /* ANY when not checked */
    int last_pit;                /* the pit of the last sow event, 0 for a store, ANY */
    int last_side;               /* 0 mover, 1 opponent, ANY */
    int cells;                   /* qawale: drops, ANY */
    int laps;                    /* ANY */
    const char *says;            /* a piece of text the answer holds, or NULL */
};

static const struct row rows[] = {
    /* laps */
    {"j'ai 19 graines dans ma 5e case à l'awalé, où tombe la dernière ?", NULL,
     "awale.saut-case-depart", LEAD_NONE, 5, 19, 1, 0, ANY, 1, 0, ANY, 1,
     "la dernière graine tombe dans ta case 1"},
    {"Awalé : ma case 1 a 12 graines, où arrive la dernière ?", NULL, "awale.saut-case-depart",
     LEAD_NONE, 1, 12, 1, 0, ANY, 2, 0, ANY, 1, "est sautée"},
    {"awale: I have 14 seeds in my 3rd pit, where does the last one land?", NULL,
     "awale.saut-case-depart", LEAD_NONE, 3, 14, 1, 0, ANY, 6, 0, ANY, 1, "your pit 6"},
    /* a question tag alone after the clause it asks (« , c'est ça ? », ", right?", « , non ? »,
     * ", don't I?"), an open question after it: the tagged clause still gets its yes or no */
    {"Awalé : j'ai 14 graines dans ma case 2. On saute la case de départ, c'est ça ? Où tombe la "
     "dernière ?",
     NULL, "awale.saut-case-depart", LEAD_YES, 2, 14, 1, 0, ANY, 5, 0, ANY, 1, "ta case 5"},
    {"Awale: I have 14 seeds in my pit 2. The starting pit is skipped, right? Where does the last "
     "one land?",
     NULL, "awale.saut-case-depart", LEAD_YES, 2, 14, 1, 0, ANY, 5, 0, ANY, 1, "your pit 5"},
    {"Awalé : ma case 5 a 2 graines, sa case 1 en a 2. Je prends, non ? Combien ?", NULL,
     "awale.capture", LEAD_YES, 5, 2, 1, 3, ANY, 1, 1, ANY, ANY, "Tu prends 3 graines"},
    {"Awale: my pit 5 has 2 seeds and his pit 1 has 1. I capture, don't I? How many?", NULL,
     "awale.capture", LEAD_YES, 5, 2, 1, 2, ANY, 1, 1, ANY, ANY, "You take 2 seeds"},
    /* the opponent resigns, asked yes or no of the asker or of him: he finishes last */
    {"Kalah: my opponent resigns while he leads. Does he still win?", NULL, "kalah.abandon",
     LEAD_NO, ANY, ANY, 1, ANY, ANY, ANY, ANY, ANY, ANY, "you win"},
    {"Kalah : mon fils abandonne alors qu'il mène. C'est moi qui gagne ?", NULL, "kalah.abandon",
     LEAD_YES, ANY, ANY, 1, ANY, ANY, ANY, ANY, ANY, ANY, "tu gagnes"},
    /* "my leftmost pit" is pit 1, "my rightmost pit" the last (the row numbered left to right) */
    {"Kalah: I play my leftmost pit (4 stones). Do I get another turn?", NULL, "kalah.rejouer",
     LEAD_NO, 1, 4, 1, ANY, 0, 5, 0, ANY, ANY, "your pit 5"},
    {"Kalah: my rightmost pit has 1 stone, I play it. Do I go again?", NULL, "kalah.rejouer",
     LEAD_YES, 6, 1, 1, ANY, 1, 0, ANY, ANY, ANY, "your store"},
    /* « c'est un grand chelem ? », "is that a grand slam?": the engine's grand slam, yes when
     * the capture would empty his row (played without capture), no when it leaves him some */
    {"Awalé : il n'a que 1 graine dans sa case 1 et 1 dans sa case 2. Je joue ma case 6 qui a 2 "
     "graines, c'est un grand chelem ?",
     NULL, "awale.grand-chelem", LEAD_YES, 6, 2, 1, 0, ANY, 2, 1, ANY, ANY, "sans prise"},
    {"Awale: his only seeds are 1 in his pit 4 and 2 in his pit 6. I play my pit 6 with 6 seeds. "
     "Is that a grand slam? What do I take?",
     NULL, "awale.grand-chelem", LEAD_NO, 6, 6, 1, 3, ANY, 6, 1, ANY, ANY, "You take 3 seeds"},
    /* « sa case 1 a 3 », « sa 1 a 2 »: one pit told with a singular determiner, its « a » (which
     * folds like « à ») is « has », not a range of pits 1 to 3 */
    {"Awalé : j'ai 2 graines dans ma case 6. Sa case 1 a 3 et sa case 2 a 1. Je prends combien ?",
     NULL, "awale.prise-arret", LEAD_NONE, 6, 2, 1, 2, ANY, 2, 1, ANY, ANY,
     "sa case 1, qui a 4 graines"},
    {"Awale : jai 2 graine ds ma case 6, sa 1 a 2 et sa 2 a 1, jprend cb ?", NULL,
     "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY, "3 dans sa case 1"},
    /* a pit told again after the move (« je joue le 6, ça fait 2 dans son 1 et 2 dans son 3 »,
     * "so his pit 2 then has 3") is checked, not taken for its count before; « les 2 du 3 »
     * claims the pieces of pit 3; « les autre » is the rest of the row told before it, not the
     * opponent (« l'autre ») */
    {"Escargots : il a 1 escargot dans son trou 1 et 1 dans son trou 3, rien d'autre. Moi j'ai 3 "
     "dans mon trou 6, 4 dans les autres. Je joue le 6, ça fait 2 dans son 1 et 2 dans son 3. Je "
     "prends les 2 du 3 ?",
     NULL, "escargots.capture", LEAD_YES, 6, 3, 1, 2, ANY, 3, 1, ANY, ANY, "2 dans son trou 3"},
    {"Awale: his pit 1 has 1 seed and his pit 2 has 2, the rest are full. I play my pit 6 with 2 "
     "seeds, so his pit 2 then has 3. Do I capture?",
     NULL, "awale.prise-multiple", LEAD_YES, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY,
     "3 in the opponent's pit 2"},
    {"escargo il a 1 escargo ds son trou 1 et 1 ds son trou 3, rien d'otre. moi g 3 ds mon trou 6, "
     "4 ds les otre. jjou le 6 ca fai 2 ds son 1 et 2 ds son 3. jprend les 2 du 3?",
     NULL, "escargots.capture", LEAD_YES, 6, 3, 1, 2, ANY, 3, 1, ANY, ANY, "2 dans son trou 3"},
    /* « sa case 4 et sa case 5, avec une graine chacune »: « chacune » told in the clause after
     * the pits joined gives the count to each of them */
    {"Awalé : il ne lui reste que sa case 4 et sa case 5, avec une graine chacune. Ma case 4 en a "
     "3. Je prends combien ?",
     NULL, "awale.capture", LEAD_NONE, 4, 3, 1, 0, ANY, 1, 1, ANY, ANY, "a 1 graine"},
    /* « ses 5 et 6 en ont 3 », "his 1 and 2 have 1": two pits named by their numbers alone
     * after a possessive, the count after the verb */
    {"J'ai 4 graines dans ma case 6. En face, ses cases 1, 2, 3, 4 ont respectivement 2, 1, 2, 5, "
     "et ses 5 et 6 en ont 3. Mes autres cases ont 2 graines chacune. Si je joue la 6, je prends "
     "ses 2 et 3 graines du début ?",
     NULL, "awale.capture", LEAD_NO, 6, 4, 1, 0, ANY, 4, 1, ANY, ANY, "a 6 graines"},
    {"Awale: I play my pit 6 with 4 seeds. His 1 and 2 have 1, his 3 and 4 have 2. How many do I "
     "take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 4, 1, 10, ANY, 4, 1, ANY, ANY,
     "2 in the opponent's pit 1"},
    {"À l'awalé avec 23 graines dans ma case 2, combien de tours je fais ?", NULL,
     "awale.plus-de-22", LEAD_NONE, 2, 23, 1, ANY, ANY, 3, 0, ANY, 2, "2 tours complets"},
    /* the lap the last one lands in, told when the laps are asked; tens and units in words */
    {"escargots: g 34 escargots ds mon trou 2, combien de tour ?", NULL, "escargots.bouclage",
     LEAD_NONE, 2, 34, 1, ANY, ANY, 3, 0, ANY, 3, "4 tours en tout (le dernier incomplet)"},
    {"Oware. I have twenty-six seeds in my fifth house. How many laps before the last one lands?",
     NULL, "awale.plus-de-22", LEAD_NONE, 5, 26, 1, ANY, ANY, 3, 1, ANY, 2,
     "3 laps in all (the last one partial)"},
    {"Awalé : j'ai trente et une graines dans ma case 1, où tombe la dernière ?", NULL,
     "awale.plus-de-22", LEAD_NONE, 1, 31, 1, ANY, ANY, 4, 1, ANY, 2, NULL},
    /* every piece told in the stores: the game is over, the stores' outcome, the claim led */
    {"Kalah : on finit à 24 partout dans les réserves, qui gagne ?", NULL, "kalah.egalite",
     LEAD_NONE, ANY, ANY, 1, ANY, ANY, ANY, ANY, ANY, ANY, "Égalité, 24 partout"},
    {"Kalah : à la fin j'ai 22 pierres dans ma réserve et lui 26. C'est lui qui gagne ?", NULL,
     "kalah.pierres-restantes", LEAD_YES, ANY, ANY, 1, ANY, ANY, ANY, ANY, ANY, ANY,
     "Ton adversaire gagne, 26 à 22"},
    {"Aux escargots c'est fini, mon pot a 20 escargots et le sien 28, j'ai perdu ?", NULL,
     "escargots.fin-camp-vide", LEAD_YES, ANY, ANY, 1, ANY, ANY, ANY, ANY, ANY, ANY,
     "tous les escargots sont dans les pots"},
    {"Kalah, end of the game: my store has 30 and his has 18. Did I win?", NULL,
     "kalah.pierres-restantes", LEAD_YES, ANY, ANY, 1, ANY, ANY, ANY, ANY, ANY, ANY,
     "You win, 30 to 18"},
    /* the store's count asked in a clause of the question's sentence before its last */
    {"Kalah: my fourth pit holds 29 stones. How many do I drop in my store, and where does the "
     "last one go?",
     NULL, "kalah.ma-reserve", LEAD_NONE, 4, 29, 1, ANY, ANY, 0, 0, ANY, 2,
     "You then have 3 stones in your store (0 before this move)"},
    /* the pits the sowing drops in, asked: each told from the events, the store too */
    {"Kalah : mon trou 4 a 5 pierres, je le joue : dans quels trous vont mes pierres ?", NULL,
     "kalah.semer", LEAD_NONE, 4, 5, 1, ANY, ANY, 2, 1, ANY, 0,
     "Dans l'ordre, une par une : ton trou 5, ton trou 6, ta réserve, son trou 1, son trou 2."},
    {"In the snail game I play my 3rd hole, which has 3 snails. Which holes get them?", NULL,
     "escargots.sens", LEAD_NONE, 3, 3, 1, ANY, ANY, 6, 0, ANY, 0,
     "One by one, in order: your hole 4, your hole 5, your hole 6."},
    {"Oware: 12 seeds in my first pit, is the starting pit skipped?", NULL,
     "awale.saut-case-depart", LEAD_YES, 1, 12, 1, ANY, ANY, 2, 0, ANY, 1, NULL},
    {"Awalé : avec 11 graines dans ma case 1, je saute ma case de départ ?", NULL,
     "awale.saut-case-depart", LEAD_NO, 1, 11, 1, ANY, ANY, 6, 1, ANY, 0, NULL},
    {"Aux escargots, j'ai 13 escargots dans mon trou 6, où tombe le dernier ?", NULL,
     "escargots.bouclage", LEAD_NONE, 6, 13, 1, 0, ANY, 2, 1, ANY, 1, NULL},
    {"Kalah : avec 13 pierres dans mon 3e trou, je saute mon trou de départ ?", NULL,
     "kalah.prise-apres-tour", LEAD_NO, 3, 13, 1, ANY, ANY, 3, 0, ANY, 1, NULL},
    {"où tombe ma dernière graine si je joue ma case 5 qui a 19 graines ?", "awale",
     "awale.saut-case-depart", LEAD_NONE, 5, 19, 1, 0, ANY, 1, 0, ANY, 1, NULL},
    {"Awalé: where does my last seed land if I play my 5th pit with 19 seeds?", NULL,
     "awale.saut-case-depart", LEAD_NONE, 5, 19, 1, 0, ANY, 1, 0, ANY, 1, "your pit 1"},
    {"Kalah : avec 13 pierres dans mon 1er trou, ma dernière tombe dans mon trou de départ ?", NULL,
     "kalah.prise-apres-tour", LEAD_NONE, 1, 13, 1, 6, 0, 1, 0, ANY, 1, NULL},
    /* the permission asked last leads, the capture told before it follows (h5s-018, h5s-019) */
    {"Il ne lui reste que deux cases garnies : sa 1re avec 1 graine et sa 2e avec 2. Je joue ma "
     "5e qui en contient 3, ce qui devrait lui prendre tout. Le coup est permis ? Et je prends "
     "quoi ?",
     "awale", "awale.grand-chelem", LEAD_YES, 5, 3, 1, 0, ANY, 2, 1, ANY, 0, "viderait le camp"},
    {"His row is 2, 1, 1 in his first three pits and nothing else. I sow the five seeds of my 4th "
     "pit, ending in his third pit. Would I take everything, and is that even allowed?",
     "awale", "awale.grand-chelem", LEAD_YES, 4, 5, 1, 0, ANY, 3, 1, ANY, 0, NULL},
    /* an empty pit picked or chosen is played and refused by the engine (h4s-075, d5s-133) */
    {"Awale: my pit 2 is empty. Can I still pick it for my move?", NULL, "awale.case-vide", LEAD_NO,
     2, 0, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Snail awale: may I choose my empty 3rd hole?", NULL, "escargots.trou-vide", LEAD_NO, 3, 0, 0,
     ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Kalah, standard board. My 2nd pit is empty — can I still pick it to skip a bad move?", NULL,
     "kalah.trou-vide-interdit", LEAD_NO, 2, 0, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    /* a pit told as the one after another (« celle d'après », "the next one along"): after
     * « en face de ma 6e » (his pit 1), his pit 2; after my last pit, his first */
    {"Awalé : ma 6e case a 2 graines. La case en face de ma 6e a 1 graine et celle d'après en a "
     "2. Combien je prends si je joue la 6e ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, 0, "3 dans sa case 2"},
    {"Oware: my 4th pit has 4 seeds. The pit across from my 6th has 2 seeds and the next one along "
     "has 1. If I play the 4th, how many do I win?",
     NULL, "awale.prise-multiple", LEAD_NONE, 4, 4, 1, 5, ANY, 2, 1, ANY, 0, "You take 5 seeds"},
    {"Awalé : ma dernière case a 1 graine et celle d'après en a 2. Je la joue, combien je prends ?",
     NULL, "awale.capture", LEAD_NONE, 6, 1, 1, 3, ANY, 1, 1, ANY, 0, "3 dans sa case 1"},
    /* a rank told with its noun left out after a pit of a row (« sa dernière case a 1 graine et
     * l'avant-dernière en a 5 », "his second to last pit has 4 and his last has 1"): that row's;
     * a lap of 17 from pit 6 (19 from pit 4) ends in his pit 6, 1 + 2 taken, his pit 5 stops */
    {"Awalé : ma 6e case a 17 graines. Sa dernière case a 1 graine et l'avant-dernière en a 5. "
     "Je joue ma 6e : je prends quelque chose ?",
     NULL, "awale.capture", LEAD_YES, 6, 17, 1, 3, ANY, 6, 1, ANY, 1, "qui a 7 graines"},
    {"Oware: I have 19 seeds in my 4th pit. His second to last pit has 4 and his last has 1. What "
     "do I capture?",
     NULL, "awale.capture", LEAD_NONE, 4, 19, 1, 3, ANY, 6, 1, ANY, 1, "which holds 6 seeds"},
    /* « je prends les 2 escargots de mon trou 5 », "I take the 4 snails of my 3rd hole": the
     * pieces of my own pit picked up to sow, its count, no capture claimed */
    {"Escargots : je prends les 2 escargots de mon trou 5, son trou 1 en a 1. Qu'est-ce que je "
     "gagne ?",
     NULL, "escargots.capture", LEAD_NONE, 5, 2, 1, 2, ANY, 1, 1, ANY, 0, "Tu prends 2 escargots"},
    {"Snails: I take the 4 snails of my 3rd hole. His 1st hole has 2. What do I get?", NULL,
     "escargots.capture", LEAD_NONE, 3, 4, 1, 3, ANY, 1, 1, ANY, 0, "You take 3 snails"},
    /* « il lui en reste pas mal plus loin », "plenty more": his other pits hold some, so a
     * capture of the three told is no grand slam (2, 1, 2 in his first three, 4 from pit 5) */
    {"Awalé : ma 5e case a 4 graines. Ses trois premières cases ont respectivement 2, 1 et 2 "
     "graines, et il lui en reste pas mal plus loin. Combien je prends ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 5, 4, 1, 8, ANY, 3, 1, ANY, 0, "Tu prends 8"},
    /* a whole row told in order under a heading (« de gauche à droite », « dans l'ordre où je
     * sème », "from his pit 1"), a pit left blank in it (« _ », the pit played, told
     * elsewhere), an aside between a group and its counts (« (la 1 et la 2) », "(counting from
     * his side)"), « mes autre case » a rest group, not the opponent's (« l'autre ») */
    {"Awalé. Chez moi de gauche à droite : 2 0 1 3 0 3. Lui : 1 2 1 0 4 2. Je joue ma case 6 : je "
     "prends combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 3, 1, 7, ANY, 3, 1, ANY, 0,
     "2 dans sa case 3, 3 dans sa case 2, 2 dans sa case 1"},
    {"Oware: 4 seeds in my pit 3. My row from pit 1: 0, 2, _, 1, 1, 0. His row from his pit 1: 1, "
     "1, 2, 3, 3, 3. I play pit 3, how many do I take?",
     NULL, "awale.capture", LEAD_NONE, 3, 4, 1, 2, ANY, 1, 1, ANY, 0, "You take 2 seeds"},
    {"Awalé : ses cases, dans l'ordre où je sème : 2 1 0 3 0 1. Ma case 5 a 3 graines, je la joue "
     ": "
     "je prends quoi ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 5, 3, 1, 5, ANY, 2, 1, ANY, 0, "3 dans sa case 1"},
    {"Awale: his first two pits (counting from his side) hold 1 and 2. My 6th pit has 2 seeds. How "
     "many do I capture?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, 0, "You take 5 seeds"},
    {"Awalé : ma case 4 a 4 graines. Ses deux premières cases (la 1 et la 2) ont 2 et 1 graines. "
     "Combien je prends ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 4, 4, 1, 5, ANY, 2, 1, ANY, 0, "Tu prends 5"},
    {"awale: g 3 graines ds ma case 5. mes autre case: 1 0 2 1 _ 0. en face il a 1 graine partout. "
     "jprend cb?",
     NULL, "awale.prise-multiple", LEAD_NONE, 5, 3, 1, 4, ANY, 2, 1, ANY, 0, "2 dans sa case 1"},
    /* the owner told after a group's words (« de mon adversaire »), « every one of his six
     * pits has exactly one seed » */
    {"Awalé : ma case 2 a 5 graines. Les deux premières cases de mon adversaire ont 1 et 2 "
     "graines. "
     "Combien je prends ?",
     NULL, "awale.capture", LEAD_NONE, 2, 5, 1, 2, ANY, 1, 1, ANY, 0, "2 dans sa case 1"},
    {"Oware: my pit 5 has 17 seeds and every one of his six pits has exactly one seed. How many do "
     "I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 5, 17, 1, 15, ANY, 5, 1, ANY, 1, "You take 15 seeds"},
    /* « sa première et sa deuxième case », each ordinal with its possessive: one list; a row's
     * pits told one a clause (« trou 1 = 3, trou 2 = 1 », "pit 1 = 2") under its heading */
    {"Awalé : 3 graines dans ma cinquième case. Sa première et sa deuxième case ont chacune deux "
     "graines. Je joue la cinquième : combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 5, 3, 1, 6, ANY, 2, 1, ANY, 0, "3 dans sa case 1"},
    {"Escargots. Chez lui : trou 1 = 3, trou 2 = 1, trou 3 = 2, les autres 4. Je joue mon "
     "cinquième trou, il a 4 escargots. Je récupère combien ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, 5, 4, 1, 5, ANY, 3, 1, ANY, 0,
     "qui a 4 escargots"},
    {"Awale. His side: pit 1 = 2, pit 2 = 2, pit 3 = 0, the others 3. My pit 6 has 2 seeds, how "
     "many do I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 6, ANY, 2, 1, ANY, 0, "You take 6 seeds"},
    /* a row said « vide partout », "empty everywhere" but for the pits told with a count; the
     * stores told as scores (« les scores : 24 pour moi, 22 pour lui ») */
    {"Awalé : en face c'est vide partout sauf sa cinquième case qui en a deux. J'ai 17 graines "
     "dans ma case 3 et je la joue. Combien je prends ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 3, 17, 1, 6, ANY, 3, 1, ANY, 1,
     "Tu prends 6 graines"},
    {"Oware: his side is empty everywhere except his pit 2, which has 1 seed. I play my pit 6 with "
     "2 seeds. What do I take?",
     NULL, "awale.capture", LEAD_NONE, 6, 2, 1, 2, ANY, 2, 1, ANY, 0, "which holds 1 seed"},
    {"Awalé, fin de partie : il n'a plus rien dans son camp et moi j'ai 1 graine dans ma case 6. "
     "Les scores : 25 pour moi, 22 pour lui. Qui gagne ?",
     NULL, "awale.famine", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "Tu gagnes, 26 à 22"},
    /* pits listed with no owner opening their clause, of the row the clause before names */
    {"Awalé : il ne lui reste que trois cases garnies : cases 4, 5 et 6 avec 1, 2 et 2. Je joue ma "
     "case 6 qui a 6 graines, je prends combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 6, 1, 8, ANY, 6, 1, ANY, 0, "3 dans sa case 6"},
    /* a count told again after a bare « non », "no" between the two (« 3... non, 4 ») */
    {"Oware: I have 5, no, 6 seeds in my pit 4. His first four pits hold 1, 1, 2 and 1. How many "
     "do I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 4, 6, 1, 9, ANY, 4, 1, ANY, 0, "You take 9 seeds"},
    {"Escargots : j'ai 3... non, 2 escargots dans mon trou 6. Ses deux premiers trous ont chacun "
     "un "
     "escargot, les autres sont pleins. Combien j'en prends ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, 6, 2, 1, 4, ANY, 2, 1, ANY, 0,
     "Tu prends 4 escargots"},
    /* kalah extra turn */
    {"kalah: j'ai 2 pierres dans mon 5e trou, je rejoue ?", NULL, "kalah.rejouer", LEAD_YES, 5, 2,
     1, 0, 1, 0, 0, ANY, ANY,
     "Oui, tu rejoues. Avec 2 pierres depuis ton trou 5 : la dernière pierre tombe dans ta "
     "réserve."},
    {"Kalah: I have 4 stones in my second pit, do I get another turn?", NULL, "kalah.rejouer",
     LEAD_NO, 2, 4, 1, ANY, 0, 6, 0, ANY, ANY, NULL},
    {"Au kalah avec 7 trous, j'ai 3 pierres dans mon 5e trou, je rejoue ?", NULL, "kalah.rejouer",
     LEAD_YES, 5, 3, 1, ANY, 1, 0, 0, ANY, ANY, NULL},
    {"kalah, my last pit has 1 stone, if I play it do I play again?", NULL, "kalah.rejouer",
     LEAD_YES, 6, 1, 1, ANY, 1, 0, 0, ANY, ANY, NULL},
    {"je rejoue si j'ai 6 pierres dans mon 1er trou ?", "kalah", "kalah.rejouer", LEAD_YES, 1, 6, 1,
     ANY, 1, 0, 0, ANY, ANY, NULL},
    /* kalah capture */
    {"au kalah ma dernière pierre tombe dans mon trou vide et en face il y en a 7, je prends "
     "combien ?",
     NULL, "kalah.prise", LEAD_NONE, ANY, ANY, 1, 8, 0, ANY, 0, ANY, ANY,
     "Tu prends 8 pierres : ta dernière pierre et les 7 d'en face, dans ta réserve."},
    {"Kalah: my last stone lands in my empty pit and the opposite pit has 5 stones, how many "
     "do I capture?",
     NULL, "kalah.prise", LEAD_NONE, ANY, ANY, 1, 6, 0, ANY, 0, ANY, ANY, "You take 6 stones"},
    {"Kalah : ma dernière pierre tombe dans mon trou vide mais en face il n'y a rien, je prends "
     "combien ?",
     NULL, "kalah.correspondant-vide", LEAD_NONE, ANY, ANY, 1, 0, 0, ANY, 0, ANY, ANY,
     "Tu ne prends rien"},
    {"Kalah à 3 joueurs, réglage tout le monde : ma dernière pierre tombe dans mon trou vide et "
     "en face il y en a 2, je prends combien ?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, ANY, ANY, 1, 5, 0, ANY, 0, ANY, ANY, NULL},
    {"Kalah with 4 players, opposite setting: my last stone lands in my empty 2nd pit and the "
     "opposite pit has 6, how many do I take?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, ANY, ANY, 1, 7, 0, 2, 0, ANY, ANY, NULL},
    {"Kalah : je joue mon 2e trou qui a 1 pierre, mon 3e trou est vide et en face il y a 4 "
     "pierres, je capture ?",
     NULL, "kalah.prise", LEAD_YES, 2, 1, 1, 5, 0, 3, 0, ANY, ANY, NULL},
    /* counts told « une seule », SMS piece and ask words, players told before their number
     * or besides the mover, each corresponding pit told of its player (in the clause before,
     * right before the count, or right after it), the setting's pit asked when untold, a
     * variant's name after its game's, a row's rest told empty, a capture asked of a move
     * that ends elsewhere */
    {"Awalé : sa case 2 en a une seule, j'ai 4 graines dans ma case 4, je la joue, je prends "
     "combien ?",
     NULL, "awale.capture", LEAD_NONE, 4, 4, 1, 2, ANY, 2, 1, ANY, ANY, "Tu prends 2 graines"},
    {"kalah: jai 3 pierr ds mon 4e trou, jrejou ?", NULL, "kalah.rejouer", LEAD_YES, 4, 3, 1, 0, 1,
     0, 0, ANY, ANY, NULL},
    {"There are 3 of us playing Kalah. I have 1 stone in my 6th pit, do I play again?", NULL,
     "kalah.rejouer", LEAD_YES, 6, 1, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    {"Kalah à trois, réglage tout le monde : mon 3e trou a 1 pierre et mon 4e est vide. Les trous "
     "correspondants ont 2 pierres chez le suivant et 5 chez le troisième. Je joue mon 3e, combien "
     "je prends ?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, 3, 1, 1, 8, 0, 4, 0, ANY, ANY, NULL},
    {"Kalah à 4, réglage en face : j'ai 1 pierre dans mon trou 1, mon trou 2 est vide. Chez celui "
     "d'en face, le trou correspondant a 4 pierres. Je joue le 1, je prends combien ?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, 1, 1, 1, 5, 0, 2, 0, ANY, ANY, NULL},
    {"Kalah à quatre, réglage « en face » : mon 1er trou a 1 pierre, mon 2e est vide. Les trous "
     "correspondants ont 2 pierres chez mon voisin suivant, 5 chez celui d'en face et 3 chez le "
     "dernier. Combien je prends ?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, 1, 1, 1, 6, 0, 2, 0, ANY, ANY, NULL},
    {"Four of us play Kalah, 'everyone' setting: my 2nd pit has 1 stone, my 3rd is empty, and the "
     "matching pits of the other 3 players hold 2, 2 and 1. How many do I take?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, 2, 1, 1, 6, 0, 3, 0, ANY, ANY, NULL},
    {"Awalé des escargots : j'ai 1 escargot dans mon 6e trou et son 1er trou en a 1, rien d'autre "
     "chez lui. Je peux le jouer ?",
     NULL, "escargots.devaster", LEAD_NO, 6, 1, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Escargots: ses trous 1 et 2 en ont 2 et 1. J'ai 2 escargots dans mon 6e, je prends combien ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY, NULL},
    {"Kalah: my opponent's 3rd pit is empty and I play my 6th pit, which has 3 stones. Do I take "
     "anything?",
     NULL, "kalah.prise", LEAD_NO, 6, 3, 1, 0, 0, 2, 1, ANY, ANY, "0 stones"},
    {"Kalah : de mon côté j'ai 1 pierre dans mon 2e trou et 2 dans mon 4e, le reste est vide. Je "
     "joue mon 4e, je rejoue ?",
     NULL, "kalah.rejouer", LEAD_NO, 4, 2, 1, 5, 0, 6, 0, ANY, ANY, "Tu prends 5 pierres"},
    /* self-corrections, « N partout » over the start, an awalé board told with its stores,
     * « je viens de vider ma dernière case », a landing told by its pronoun */
    {"Kalah: I have 4 stones in pit 2, sorry, 5 stones. Do I get another turn?", NULL,
     "kalah.rejouer", LEAD_YES, 2, 5, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    {"kalah : mon trou 3 a 2 pierres, non pardon, 4. Je le joue, je rejoue ?", NULL,
     "kalah.rejouer", LEAD_YES, 3, 4, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    {"Début de kalah, 4 pierres partout sauf mon trou 5 qui en a 2. Je joue le 5, je rejoue ?",
     NULL, "kalah.rejouer", LEAD_YES, 5, 2, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    {"Oware, start of the game, 4 seeds everywhere: I play my pit 6, where does the last one "
     "land?",
     NULL, "awale.egrener", LEAD_NONE, 6, 4, 1, 0, ANY, 4, 1, ANY, ANY, NULL},
    {"Awalé : il ne me reste que 1 graine, dans ma 6e case. Il a 1 graine dans sa 1re case et 1 "
     "dans sa 3e, rien d'autre. J'ai 20 graines prises, lui 25. Je joue ma 6e : qui gagne ?",
     NULL, "awale.prise-arret-camp", LEAD_NONE, 6, 1, 1, 2, ANY, 1, 1, ANY, ANY,
     "Ton adversaire gagne, 26 à 22."},
    {"Awalé : je viens de vider ma dernière case, il n'y avait que 2 graines, la dernière tombe "
     "dans sa case 2 qui en avait 1. Je prends ?",
     NULL, "awale.capture", LEAD_YES, 6, 2, 1, 2, ANY, 2, 1, ANY, ANY, NULL},
    {"jviens de vider mon dernier trou, ya qu'1 graine dedans, elle tombe ds son trou 1 ki en "
     "avait deja 3. jprend ?",
     "awale", "awale.capture", LEAD_NO, 6, 1, 1, 0, ANY, 1, 1, ANY, ANY, NULL},
    /* « je le joue » after two pits told: the one with pieces told first; the pit facing a
     * pit told by its number (« en face du 3 », « celui d'en face du 4e aussi »); a pit told
     * apart from its count (« j'ai une case avec 3 graines, c'est ma 4e ») */
    {"Kalah : mon trou 5 a 1 pierre et mon trou 3 en a 3. Je le joue : je rejoue ?", NULL,
     "kalah.rejouer", LEAD_NO, 5, 1, 1, 0, 0, 6, 0, ANY, ANY, NULL},
    {"Kalah: my pit 2 has 4 stones and my pit 6 has 1. I play it, where does it end?", NULL,
     "kalah.semer", LEAD_NONE, 2, 4, 1, 0, 0, 6, 0, ANY, ANY, NULL},
    {"Kalah : mon trou 2 a 1 pierre, mon trou 3 est vide et en face du 3 il y a 4 pierres. Je "
     "joue le 2, je prends combien ?",
     NULL, "kalah.prise", LEAD_NONE, 2, 1, 1, 5, 0, 3, 0, ANY, ANY, NULL},
    {"kalah: mon trou 1 a 3 pierres, mon 4e est vide et celui d'en face du 4e aussi. Je joue le "
     "1, je prends ?",
     NULL, "kalah.correspondant-vide", LEAD_NO, 1, 3, 1, 0, 0, 4, 0, ANY, ANY, NULL},
    {"Awalé : j'ai une case avec 3 graines, c'est ma 4e, je la joue. Sa case 1 en a 1. Je prends "
     "combien ?",
     NULL, "awale.capture", LEAD_NONE, 4, 3, 1, 2, ANY, 1, 1, ANY, ANY, NULL},
    {"jai 1 case a 2, c ma 5e. jla joue. en face sa case 1 est vide. jcapture ?", "awale",
     "awale.capture", LEAD_NO, 5, 2, 1, 0, ANY, 1, 1, ANY, ANY, NULL},
    /* « je viens de vider mon dernier trou » told with no count of its own: the row is empty */
    {"Kalah: I just emptied my last pit and he still has 6 stones on his side. My store has 25, "
     "his 17. Who wins?",
     NULL, "kalah.pierres-restantes", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "You win, 25 to 23."},
    {"Kalah : je viens de vider mon dernier trou, il lui reste 4 pierres. Ma réserve 22, la "
     "sienne 22. Qui gagne ?",
     NULL, "kalah.pierres-restantes", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "Ton adversaire gagne, 26 à 22."},
    /* a row told after a clause naming only whose it is (« Moi : 0 4 0 0 3 2. Lui : … »),
     * ordinals joined before one hole noun, an ordinal whose noun is left out before its count */
    {"Moi : 0 4 0 0 3 2. Lui : 1 2 2 4 4 4. Je joue ma 5. Combien de graines je capture ?", "awale",
     "awale.prise-multiple", LEAD_NONE, 5, 3, 1, 5, ANY, 2, 1, ANY, ANY, NULL},
    {"Oware. Mine: 0, 0, 0, 0, 1, 2. His: 1, 2, 0, 0, 0, 3. I play pit 6, how many do I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY, NULL},
    {"Oware: his 1st, 2nd and 3rd pits hold 1, 1 and 2. I play my 6th pit with 3 seeds: how many "
     "do I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 3, 1, 7, ANY, 3, 1, ANY, ANY, NULL},
    {"Awalé : ses 1re et 2e cases ont 1 et 2 graines, j'ai 2 graines dans ma 6e. Je la joue, je "
     "prends combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY, NULL},
    {"Escargots : mon 6e trou a 2 escargots, son premier trou en a 1 et son deuxième 1. Je joue "
     "le 6e, j'en prends combien ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, 6, 2, 1, 4, ANY, 2, 1, ANY, ANY, NULL},
    /* the middle pit of a row of 7; the one of 6 is asked (test below) */
    {"Kalah à deux avec 7 trous chacun. Le trou du milieu de ma rangée a 4 pierres. Je le joue : "
     "est-ce que je rejoue ?",
     NULL, "kalah.rejouer", LEAD_YES, 4, 4, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    {"Kalah with 7 pits: my middle pit has 4 stones, I play it, do I go again?", NULL,
     "kalah.rejouer", LEAD_YES, 4, 4, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    /* « jsaute » is « je saute » */
    {"awale g 11 graine ds ma case 1, jsaute ma case de depart ou pa ?", NULL,
     "awale.saut-case-depart", LEAD_NO, 1, 11, 1, ANY, ANY, 6, 1, ANY, ANY, NULL},
    /* awale capture and chain */
    {"Awalé : ma dernière graine tombe dans sa case 3 qui avait 2 graines, je prends combien ?",
     NULL, "awale.capture", LEAD_NONE, ANY, ANY, 1, 3, 0, 3, 1, ANY, ANY,
     "Si la case d'avant a alors 2 graines"},
    {"Awalé: my last seed lands in the opponent's pit 4 which had 1 seed, do I capture?", NULL,
     "awale.capture", LEAD_YES, ANY, ANY, 1, 2, 0, 4, 1, ANY, ANY, NULL},
    {"À l'awalé ma dernière graine fait 3 dans sa case 5 et celle d'avant en a 2, je prends "
     "combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, ANY, ANY, 1, 6, 0, 5, 1, ANY, ANY, NULL},
    {"awale: my last seed lands in his 1st pit, making 3; how many do I take?", NULL,
     "awale.capture", LEAD_NONE, ANY, ANY, 1, 3, 0, 1, 1, ANY, ANY, "your own row"},
    {"Aux escargots, mon dernier escargot tombe dans son trou 2 qui en avait 1 et le trou "
     "d'avant en avait 1 aussi, je capture combien ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, ANY, ANY, 1, 4, 0, 2, 1, ANY, ANY, NULL},
    {"Awalé : ma dernière graine tombe dans ma case 2, je capture ?", NULL,
     "awale.capture-camp-adverse", LEAD_NO, ANY, ANY, 1, 0, 0, 2, 0, ANY, ANY, NULL},
    /* lists: pits told together, their counts in order, « les autres », ranges */
    {"awale jai 3 graine ds ma case 6, en face ses 3 premieres cases ont 2, 1 et 1, les autres 5 "
     "chacune, jprend cb",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 3, 1, 7, 0, 3, 1, ANY, ANY, NULL},
    {"Oware: I play my 6th pit with 4 seeds. His pits 1 to 4 hold 1, 2, 0, 2 and pits 5-6 hold 3 "
     "each. How many do I take?",
     NULL, "awale.prise-arret", LEAD_NONE, 6, 4, 1, 3, 0, 4, 1, ANY, ANY, NULL},
    {"Awalé : ma dernière case (la 6e) a 2 graines. Chez lui, sa 1re case a 1 graine, sa 2e en a "
     "2, et il a 4 graines dans chacune des autres. Je prends combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, 0, 2, 1, ANY, ANY, NULL},
    {"Awalé: my 6th pit has 2 seeds; his first two pits hold 1 and 2 respectively, the others 4 "
     "each. How many do I capture?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, 0, 2, 1, ANY, ANY, NULL},
    {"Kalah 4 players, 'everyone' setting: I land in my empty pit 2, and the matching pits of the "
     "three others hold 3, 0 and 2. How many stones go to my store?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, ANY, ANY, 1, 6, 0, 2, 0, ANY, ANY, NULL},
    {"Kalah à 4 : mon 6e trou a 8 pierres, où va la dernière ?", NULL, "kalah.semer", LEAD_NONE, 6,
     8, 1, 0, 0, 1, 1, ANY, ANY, NULL},
    /* a pit told by its number after a determiner, SMS spellings, players in words, counts
     * told before their pits, « only » of one pit, « a single », a landing without a verb */
    {"Awalé : sa case 1 en a 2, sa 2 en a 1. J'ai 2 graines dans ma 5 et je joue la 5 : je "
     "prends combien ?",
     NULL, "awale.capture", LEAD_NONE, 5, 2, 1, 3, 0, 1, 1, ANY, ANY, NULL},
    {"kalah g 2 pierres ds mon trou 5, jrejoue ?", NULL, "kalah.rejouer", LEAD_YES, 5, 2, 1, 0, 1,
     0, 0, ANY, ANY, NULL},
    {"Kalah à trois : mon trou 6 a 2 pierres, où tombe la dernière ?", NULL, "kalah.semer",
     LEAD_NONE, 6, 2, 1, 0, 0, 1, 1, ANY, ANY, NULL},
    {"Awalé : il a 1, 1 et 1 dans ses trois premières cases, et 4 dans les autres. J'ai 4 graines "
     "dans ma case 5, je prends combien ?",
     NULL, "awale.prise-multiple", LEAD_NONE, 5, 4, 1, 6, 0, 3, 1, ANY, ANY, NULL},
    {"Kalah: my hole 6 holds just 1 stone. If I play it, do I get another turn?", NULL,
     "kalah.rejouer", LEAD_YES, 6, 1, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    {"Oware: my pit 6 has a single seed and his pit 1 has 2. Do I capture?", NULL, "awale.capture",
     LEAD_YES, 6, 1, 1, 3, 0, 1, 1, ANY, ANY, NULL},
    {"Awalé : dernière graine chez lui dans une case vide, je prends quelque chose ?", NULL,
     "awale.capture", LEAD_NO, ANY, ANY, 1, 0, 0, ANY, 1, ANY, ANY, "hypothèse"},
    /* feeding and famine */
    {"À l'awalé mon adversaire est à sec et j'ai 3 graines dans ma case 2, je peux la jouer ?",
     NULL, "awale.nourrir", LEAD_NO, 2, 3, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Awalé : mon adversaire n'a plus de graines, j'ai 5 graines dans ma case 2, je peux la "
     "jouer ?",
     NULL, "awale.nourrir", LEAD_YES, 2, 5, 1, ANY, ANY, 1, 1, ANY, ANY, NULL},
    {"Oware: my opponent has no seeds left and my 6th pit has 1 seed, can I play it?", NULL,
     "awale.nourrir", LEAD_YES, 6, 1, 1, ANY, ANY, 1, 1, ANY, ANY, NULL},
    {"Aux escargots, mon adversaire n'a plus d'escargots, je joue mon trou 1 qui en a 2, c'est "
     "permis ?",
     NULL, "escargots.nourrir", LEAD_YES, 1, 2, 1, ANY, ANY, 3, 0, ANY, ANY, NULL},
    {"Oware: my opponent's row is empty and I only have 2 seeds in my first pit; what happens?",
     NULL, "awale.famine", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "you take the 2 seeds left"},
    /* grand slam */
    {"À l'awalé, mon adversaire n'a plus que 1 graine dans sa case 1 et je joue ma case 6 qui en "
     "a 1 : je la prends ?",
     NULL, "awale.grand-chelem", LEAD_NO, 6, 1, 1, 0, ANY, 1, 1, ANY, ANY, "viderait"},
    {"Aux escargots, mon adversaire n'a plus que 2 escargots dans son trou 1 ; je joue mon trou "
     "6 qui en a 1, c'est permis ?",
     NULL, "escargots.devaster", LEAD_NO, 6, 1, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Oware: my opponent only has 2 seeds, in his first pit, and I play my 6th pit holding 1 "
     "seed: do I capture them?",
     NULL, "awale.grand-chelem", LEAD_NO, 6, 1, 1, 0, ANY, 1, 1, ANY, ANY, NULL},
    /* a permission asked before « et » and a count asked after it: the lead answers the
     * permission (the escargots capture leaving him a pit, the awalé grand slam played) */
    {"Escargots : il ne lui reste que son trou 5 avec 2 escargots et son trou 6 avec 1. Mon trou "
     "1 en a 11. Je peux le jouer, et j'en prends combien ?",
     NULL, "escargots.captures-multiples", LEAD_YES, 1, 11, 1, 5, 0, 6, 1, ANY, ANY,
     "Tu prends 5 escargots"},
    {"Oware: he only has 1 seed in his pit 1 and 1 in his pit 2, nothing else. My pit 6 has 2. "
     "Can I play it, and what do I take?",
     NULL, "awale.grand-chelem", LEAD_YES, 6, 2, 1, 0, 0, 2, 1, ANY, ANY, "without capture"},
    /* « il a plus 1 seule graine »: his row empty, the 1 counts nothing */
    {"Awalé : il a plus 1 seule graine chez lui. Ma case 2 a 3 graines et ma case 6 en a 1, rien "
     "d'autre. Je peux jouer ma case 2 ?",
     NULL, "awale.nourrir", LEAD_NO, 2, 3, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    /* « un seul dans son dernier trou »: the one of the pit told after it */
    {"Escargots : il a 1 escargot dans son trou 1, 1 dans son trou 2 et un seul dans son dernier "
     "trou, rien d'autre. Je joue mon trou 6 qui en a 2. J'en prends combien ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, 6, 2, 1, 4, 0, 2, 1, ANY, ANY, NULL},
    {"Oware: he has 2 seeds in his pit 1, 2 in his pit 2 and a single one in his last pit, "
     "nothing else. I play my pit 6 with 2 seeds. How many do I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 6, 0, 2, 1, ANY, ANY, "You take 6 seeds"},
    /* « son trou 1 et son trou 2 avec 1 escargot chacun »: both pits; every snail of his taken */
    {"Escargots : il ne lui reste que son trou 1 et son trou 2 avec 1 escargot chacun. Mon trou 6 "
     "en a deux. Je peux le jouer ?",
     NULL, "escargots.devaster", LEAD_NO, 6, 2, 0, ANY, ANY, ANY, ANY, ANY, ANY,
     "tous les escargots du camp adverse"},
    {"Snails: he only has his hole 1 and his hole 2 with 1 snail each. My hole 6 has two. Can I "
     "play it?",
     NULL, "escargots.devaster", LEAD_NO, 6, 2, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    /* the stores told as a score (« les scores : 25 pour moi »), « c'est à moi de jouer » no
     * move: the famine the position is; my row's total told beside the pit played */
    {"Oware, end of the game: he has no seeds left on his side and it's my turn. I just have 1 "
     "seed in my pit 1 and 1 in my pit 2. The scores: 25 for me, 21 for him. Who wins?",
     NULL, "awale.famine", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "You win, 27 to 21."},
    {"Awalé : il n'a plus de graines, c'est à moi de jouer. J'ai 1 graine dans ma case 2 et "
     "c'est tout. Les scores : 20 pour moi, 27 pour lui. Qui gagne ?",
     NULL, "awale.famine", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "tu prends 1 graine, tout ce qui reste. Ton adversaire gagne, 27 à 21."},
    {"Escargots : il n'a plus d'escargots dans son camp. Je joue mon trou 3 (1 escargot), ça ne "
     "va pas chez lui. Mon pot : 20, le sien : 18, et j'ai 10 escargots de mon côté. Qui gagne ?",
     NULL, "escargots.nourrir", LEAD_NONE, 3, 1, 1, 0, 0, 4, 0, ANY, ANY,
     "tu prends les 10 escargots qui restent. Tu gagnes, 30 à 18."},
    {"Snails: he has no snails left on his side. I play my hole 3 (1 snail), it doesn't reach "
     "him. My pot 20, his 18, and I have 10 snails on my side. Who wins?",
     NULL, "escargots.nourrir", LEAD_NONE, 3, 1, 1, 0, 0, 4, 0, ANY, ANY, "You win, 30 to 18."},
    /* a side emptied */
    {"Kalah : il ne me reste que 1 pierre, dans mon 6e trou ; je la joue, la partie se termine ?",
     NULL, "kalah.fin-cote-vide", LEAD_YES, 6, 1, 1, 0, 0, 0, 0, ANY, ANY, "range"},
    {"Kalah: I only have 1 stone left, in my 6th pit, and I play it. Does the game end?", NULL,
     "kalah.fin-cote-vide", LEAD_YES, 6, 1, 1, 0, 0, 0, 0, ANY, ANY, NULL},
    /* claims checked against the engine, pits told by the one they face, a pronoun's pit, the
     * start position with its stones per pit */
    {"Awalé : ma case 6 a 2 graines, sa case 1 en a 1 et sa case 2 en a 2. Si je la joue, je "
     "prends les 5 ?",
     NULL, "awale.prise-multiple", LEAD_YES, 6, 2, 1, 5, 0, 2, 1, ANY, ANY, NULL},
    {"Awalé : ma case 6 a 2 graines, sa case 1 en a 1 et sa case 2 en a 2. Si je la joue, je "
     "prends les 4 ?",
     NULL, "awale.prise-multiple", LEAD_NO, 6, 2, 1, 5, 0, 2, 1, ANY, ANY, NULL},
    {"Awalé : je joue ma case 5 qui a 2 graines ; ma case 6 en a 1 et sa case 1 en a 1. Est-ce "
     "que je prends ma case 6 ?",
     NULL, "awale.capture", LEAD_NO, 5, 2, 1, 2, 0, 1, 1, ANY, ANY, NULL},
    {"Kalah : mon trou 2 a 1 pierre, mon trou 3 est vide et le trou en face de mon trou 3 a 5 "
     "pierres. Je prends combien ?",
     NULL, "kalah.prise", LEAD_NONE, 2, 1, 1, 6, 0, 3, 0, ANY, ANY, NULL},
    {"Kalah: I have 1 stone in pit 3, pit 4 is empty, and the pit across from pit 4 has 6. What "
     "do I capture?",
     NULL, "kalah.prise", LEAD_NONE, 3, 1, 1, 7, 0, 4, 0, ANY, ANY, NULL},
    {"Kalah : mon 1er trou a 3 pierres, mon 4e est vide et celui d'en face aussi. Je prends quoi ?",
     NULL, "kalah.correspondant-vide", LEAD_NONE, 1, 3, 1, 0, 0, 4, 0, ANY, ANY, NULL},
    {"kalah : mon trou 2 est vide, je le choisis quand même, c'est permis ?", NULL,
     "kalah.trou-vide-interdit", LEAD_NO, 2, 0, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Kalah avec 3 pierres par trou, au début de la partie je joue mon trou 4 : je rejoue ?", NULL,
     "kalah.rejouer", LEAD_YES, 4, 3, 1, 0, 1, 0, 0, ANY, ANY, NULL},
    /* « en face » of the pit just told, « chacune de ses cases », « rien dans les 3 dernières »,
     * a subject per clause */
    {"Escargots : j'ai 1 escargot dans mon trou 6 et en face il n'y a rien, ça prend ?", NULL,
     "escargots.pas-de-capture", LEAD_NO, 6, 1, 1, 0, 0, 1, 1, ANY, ANY, NULL},
    {"Awalé : il a 4 graines dans chacune de ses cases et j'ai 11 graines en case 1. Est-ce que je "
     "saute ma case de départ ?",
     NULL, "awale.saut-case-depart", LEAD_NO, 1, 11, 1, ANY, ANY, 6, 1, ANY, 0, NULL},
    {"Awalé : chez lui il reste 1 graine dans chacune de ses 3 premières cases et rien dans les 3 "
     "dernières ; je joue ma case 6 qui a 3 graines, combien j'en prends ?",
     NULL, "awale.grand-chelem", LEAD_NONE, 6, 3, 1, 0, 0, 3, 1, ANY, ANY, NULL},
    /* the game going on asked the other way round; « où elle tombe » asks, tells nothing */
    {"Kalah : il me reste 2 pierres, dans mon 6e trou, je le joue : la partie continue ?", NULL,
     "kalah.fin-cote-vide", LEAD_NO, 6, 2, 1, 0, 0, 1, 1, ANY, ANY, NULL},
    {"g 7 graines dans ma case 2, ou elle tombe la derniere ?", "awale", "awale.egrener", LEAD_NONE,
     2, 7, 1, ANY, ANY, 3, 1, ANY, ANY, NULL},
    /* a yes/no clause beside a where; « the only stone … is in hole 6 » is one stone there;
     * « toutes dans le trou juste en face de mon trou 2 » */
    {"Oware: when I go all the way round with 14 seeds from my pit 2, do I drop one back into "
     "pit 2? Where does the last one land?",
     NULL, "awale.saut-case-depart", LEAD_NO, 2, 14, 1, ANY, ANY, 5, 0, ANY, 1, NULL},
    {"Kalah: the only stone left on my side is in hole 6, and I have 20 in my store. My opponent "
     "has 18 in his store and 9 stones still on his side. I play my last stone. Who wins?",
     NULL, "kalah.pierres-restantes", LEAD_NONE, 6, 1, 1, 0, 0, 0, 0, ANY, ANY,
     "Your opponent wins, 27 to 21."},
    {"Kalah : mon trou 1 a 1 pierre, mon trou 2 est vide. En face, il ne lui reste que 5 pierres, "
     "toutes dans le trou juste en face de mon trou 2. Je joue le 1 : je prends combien ?",
     NULL, "kalah.prise", LEAD_NONE, 1, 1, 1, 6, 0, 2, 0, ANY, ANY, NULL},
    /* kalah for 4: corresponding pits told player by player (next, opposite, last); « la
     * pierre seule de mon trou 2 » is that pit's one stone, not my whole row */
    {"Kalah à 4 joueurs, réglages de base. Je joue la pierre seule de mon trou 2, elle tombe dans "
     "mon trou 3 vide. Les trous correspondants : 2 pierres chez le suivant, 6 chez celui d'en "
     "face, 5 chez le dernier. Je prends quoi ?",
     NULL, "kalah.a-qui-prendre", LEAD_NONE, 2, 1, 1, 3, 0, 3, 0, ANY, ANY, NULL},
    {"Kalah à 4 : je joue mon trou 4 qui a 1 pierre, elle tombe dans mon trou 5 vide ; le trou "
     "correspondant du joueur suivant est vide, celui d'en face en a 8. Je prends quelque chose ?",
     NULL, "kalah.correspondant-vide", LEAD_NO, 4, 1, 1, 0, 0, 5, 0, ANY, ANY, NULL},
    /* « rien d'autre » of the clause before's subject; a refused move told without a yes or no
     * where none was asked */
    {"Escargots : il lui reste 1 escargot dans son trou 1 et 1 dans son trou 2, rien d'autre ; mon "
     "trou 6 en a 2. Je peux le jouer ?",
     NULL, "escargots.devaster", LEAD_NO, 6, 2, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Kalah : 10 pierres dans mon trou 9, la dernière va où ?", NULL, "kalah.trous-par-joueur",
     LEAD_NONE, ANY, ANY, 0, ANY, ANY, ANY, ANY, ANY, ANY, "Ce coup est refusé"},
    /* a row told pit by pit without numbers; « il me reste 3 pierres dans mon trou 6 et rien
     * d'autre » is my row only */
    {"Oware: opponent's pits: 2, 1, 0, 0, 3, 4. My pit 6 has 3 seeds. How many do I capture?", NULL,
     "awale.capture", LEAD_NONE, 6, 3, 1, 0, 0, 3, 1, ANY, ANY, NULL},
    {"Kalah : il me reste 3 pierres dans mon trou 6 et rien d'autre, je le joue : la partie est "
     "finie ?",
     NULL, "kalah.fin-cote-vide", LEAD_YES, 6, 3, 1, 0, 0, 2, 1, ANY, ANY, NULL},
    /* « je joue ma dernière pierre, celle de mon 6e trou »: one stone there, my row else empty;
     * « il ne me reste rien » is about me */
    {"Kalah : je joue ma dernière pierre, celle de mon 6e trou, et il ne me reste rien d'autre. "
     "La partie est finie ?",
     NULL, "kalah.fin-cote-vide", LEAD_YES, 6, 1, 1, 0, 0, 0, 0, ANY, ANY, NULL},
    /* "1 seed in each of his pits" is his row, not the stones-per-pit setting; a landing side
     * claimed without a pit */
    {"Awalé: the opponent has 1 seed in each of his pits. I play my pit 6 with 6 seeds. How many "
     "do I take?",
     NULL, "awale.grand-chelem", LEAD_NONE, 6, 6, 1, 0, 0, 6, 1, ANY, ANY, NULL},
    {"Oware: my pit 3 holds 10 seeds. Does my last seed land on my side?", NULL, "awale.egrener",
     LEAD_YES, 3, 10, 1, 0, 0, 1, 0, ANY, ANY, NULL},
    /* my row told pit by pit, nothing played: the position's own outcome */
    {"Oware: my opponent has no seeds. My pits hold 0, 0, 0, 0, 1, 0. What happens?", NULL,
     "awale.famine", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "you take 1 seed, all that is left"},
    /* stores and a row's total told: the end collected and the winner named */
    {"Kalah: my side is empty now, I have 25 in my store, he has 15 in his and 8 left in his "
     "pits. Who wins?",
     NULL, "kalah.pierres-restantes", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "You win, 25 to 23."},
    {"Au Kalah il me reste 1 pierre dans mon trou 6 et 23 dans ma réserve. Lui a 20 dans sa "
     "réserve et 4 pierres sur son côté. Je joue ma dernière pierre : qui gagne ?",
     NULL, "kalah.egalite", LEAD_NONE, 6, 1, 1, 0, 0, 0, 0, ANY, ANY, /* a tie: its entry */
     "Égalité, 24 partout."},
    {"Awalé escargots : je n'ai plus aucun escargot dans mon camp, il en reste 7 chez lui. Il se "
     "passe quoi ?",
     NULL, "escargots.fin-camp-vide", LEAD_NONE, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY,
     "prend les 7 escargots"},
    /* a store told before the move and asked after it (awalé, escargots); "his second one"
     * is his pit 2 */
    {"Aux escargots j'ai 12 escargots dans mon pot. Mon trou 6 a 2 escargots, son trou 1 en a 1 "
     "et son trou 2 en a 2. Je joue le 6 : combien dans mon pot après ?",
     NULL, "escargots.captures-multiples", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY,
     "Tu as alors 17 escargots dans ton pot (12 avant ce coup)."},
    {"Awale: 9 seeds in my store. My sixth pit has 1 seed and his first pit has 2 seeds. I play "
     "my sixth pit: how many seeds are in my store afterwards?",
     NULL, "awale.capture", LEAD_NONE, 6, 1, 1, 3, ANY, 1, 1, ANY, ANY,
     "You then have 12 seeds in your store (9 before this move)."},
    {"Oware: my sixth pit has 2 seeds. His first pit holds 2 and his second one holds 1. I play "
     "my sixth, what do I take?",
     NULL, "awale.prise-multiple", LEAD_NONE, 6, 2, 1, 5, ANY, 2, 1, ANY, ANY, "You take 5 seeds"},
    /* the lead answers the last clause asking yes or no: the end, not the capture told before
     * it; a feeding told in the permission's clause is a claim, the permission leads */
    {"kalah : moi 0 1 0 0 2 0, lui 0 0 0 4 0 0. je joue mon 2 dans mon 3 vide et je prends ses "
     "4 pierres. la partie est finie ?",
     NULL, "kalah.prise", LEAD_YES, 2, 1, 1, 5, ANY, 3, 0, ANY, ANY, "La partie se termine"},
    {"aux escargots il a plus rien chez lui, moi 0 2 0 0 0 1. je peux jouer mon trou 2 qui lui "
     "donne rien ?",
     NULL, "escargots.nourrir", LEAD_YES, 2, 2, 1, 0, ANY, 4, 0, ANY, ANY, "famine"},
    /* a store's count told right after its owner alone (« lui 22 », "his 19") */
    {"kalah : je joue mon 6 qui a 1 pierre, mon côté est vide. j'ai 15 dans ma réserve, lui 22, "
     "et il lui reste 5 pierres. qui gagne ?",
     NULL, "kalah.pierres-restantes", LEAD_NONE, 6, 1, 1, ANY, ANY, 0, 0, ANY, ANY,
     "Ton adversaire gagne, 27 à 16."},
    {"kalah: my store has 24, his 19, I play my pit 6 (1 stone) and my side is empty; he still "
     "has 4 stones on his side. who wins?",
     NULL, "kalah.pierres-restantes", LEAD_NONE, 6, 1, 1, ANY, ANY, 0, 0, ANY, ANY,
     "You win, 25 to 23."},
    /* qawale */
    {"qawale: je pose sur une pile de 5, je dépose sur combien de cases ?", NULL,
     "qawale.ordre-depot", LEAD_NONE, ANY, ANY, 1, ANY, ANY, ANY, ANY, 6, ANY, "sur 6 cases"},
    {"Qawale: I place my pebble on a stack of 3, how many cells do I drop on?", NULL,
     "qawale.ordre-depot", LEAD_NONE, ANY, ANY, 1, ANY, ANY, ANY, ANY, 4, ANY, NULL},
    {"Au Qawale, je pose sur b2 (pile de 2) et je dépose en b3 puis b2, c'est permis ?", NULL,
     "qawale.revenir-case", LEAD_NO, ANY, ANY, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale : je pose sur a1, puis a2, a3 et b3, c'est permis ?", NULL, "qawale.ordre-depot",
     LEAD_YES, ANY, ANY, 1, ANY, ANY, ANY, ANY, 3, ANY, "a2, a3, b3"},
    {"Qawale: from b2 I drop on c3 diagonally, is that allowed?", NULL, "qawale.diagonale", LEAD_NO,
     ANY, ANY, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale : je pose sur a1 et je dépose sur a0, c'est possible ?", NULL, "qawale.plateau",
     LEAD_NO, ANY, ANY, 0, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale : j'ai 4 galets clairs alignés mais le 4e est recouvert par un neutre, j'ai gagné ?",
     NULL, "qawale.galets-visibles", LEAD_NO, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale: 4 neutral pebbles in a row on top, does someone win?", NULL, "qawale.galets-neutres",
     LEAD_NO, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale : j'ai 4 galets clairs visibles alignés en ligne, j'ai gagné ?", NULL,
     "qawale.alignement-victoire", LEAD_YES, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale : 4 galets clairs au sommet des piles a1, b2, c3 et d4, je gagne ?", NULL,
     "qawale.alignement-victoire", LEAD_YES, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, ANY, NULL},
    {"Qawale: I place on a stack of 3 and my path is b3, b4, c4, c3. Is that allowed?", NULL,
     "qawale.ordre-depot", LEAD_YES, ANY, ANY, 1, ANY, ANY, ANY, ANY, 4, ANY, "b3, b4, c4, c3"},
};

static cJSON *ask(const char *question, const char *game)
{
    cJSON *req = cJSON_CreateObject(), *resp = NULL;
    struct arb_err err;
    cJSON_AddStringToObject(req, "question", question);
    if (game) {
        cJSON *ctx = cJSON_AddObjectToObject(req, "context");
        cJSON_AddStringToObject(ctx, "game", game);
    }
    assert_int_equal(faq_ask(faq, req, &resp, &err), 0);
    cJSON_Delete(req);
    return resp;
}

static const cJSON *get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

static int num(const cJSON *o, const char *k)
{
    const cJSON *j = get(o, k);
    return cJSON_IsNumber(j) ? j->valueint : cJSON_IsBool(j) ? cJSON_IsTrue(j) : -1000;
}

static void check_row(const struct row *r)
{
    cJSON *resp = ask(r->question, r->game);
    const cJSON *sim = get(resp, "simulation"), *ev;
    const char *answer = cJSON_GetStringValue(get(resp, "answer"));
    print_message("%s\n  -> %s\n", r->question, answer);
    assert_non_null(sim);
    assert_string_equal(cJSON_GetStringValue(get(resp, "entry")), r->entry);
    assert_true(cJSON_IsArray(get(resp, "assumptions")));
    assert_true(cJSON_IsString(get(resp, "diagram")));
    assert_true(num(get(resp, "verified"), "checks") >= 1);
    if (r->lead != LEAD_NONE) {
        bool en = strcmp(cJSON_GetStringValue(get(resp, "lang")), "en") == 0;
        const char *word = r->lead == LEAD_YES ? (en ? "Yes" : "Oui") : (en ? "No" : "Non");
        assert_memory_equal(answer, word, strlen(word));
    }
    if (r->origin != ANY) {
        const cJSON *pits = get(get(sim, "start"), "pits");
        assert_int_equal(num(get(sim, "move"), "pit"), r->origin);
        assert_int_equal(cJSON_GetArrayItem(cJSON_GetArrayItem(pits, 0), r->origin - 1)->valueint,
                         r->count);
    }
    if (r->legal != ANY)
        assert_int_equal(!cJSON_IsFalse(get(sim, "legal")), r->legal);
    if (r->captured != ANY)
        assert_int_equal(num(sim, "captured") < 0 ? 0 : num(sim, "captured"), r->captured);
    if (r->extra != ANY)
        assert_int_equal(cJSON_IsTrue(get(sim, "extra_turn")), r->extra);
    int last_pit = -1, last_side = -1, drops = 0, laps = 0, origin = -1;
    cJSON_ArrayForEach(ev, get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(get(ev, "type"));
        if (strcmp(type, "pick") == 0)
            origin = num(ev, "pit");
        else if (strcmp(type, "skip_origin") == 0)
            laps++;
        else if (strcmp(type, "sow") == 0 || strcmp(type, "store") == 0) {
            last_pit = strcmp(type, "store") == 0 ? 0 : num(ev, "pit");
            last_side = num(ev, "player") == 0 ? 0 : 1;
            laps += last_pit == origin && last_side == 0;
        } else if (strcmp(type, "drop") == 0)
            drops++;
    }
    if (r->last_pit != ANY)
        assert_int_equal(last_pit, r->last_pit);
    if (r->last_side != ANY)
        assert_int_equal(last_side, r->last_side);
    if (r->cells != ANY)
        assert_int_equal(drops, r->cells);
    if (r->laps != ANY)
        assert_int_equal(laps, r->laps);
    if (r->says)
        assert_non_null(strstr(answer, r->says));
    cJSON_Delete(resp);
}

static void test_each_described_situation_is_built_and_played(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++)
        check_row(&rows[i]);
}

/* The awalé board holds its 48 seeds, the said counts kept, the rest in the stores. */
static void test_awale_position_holds_48_seeds_with_the_said_counts(void **state)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    struct arb_err err;
    const char *q = "À l'awalé j'ai 30 graines dans ma 4e case et mon adversaire a 5 graines dans "
                    "sa case 2, où tombe la dernière ?";
    (void)state;
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_true(s.situation);
    assert_int_equal(s.origin_pit, 4);
    assert_int_equal(s.origin_count, 30);
    assert_int_equal(faq_situ_build(situ, &s, &p, &err), 0);
    assert_int_equal(p.missing, SITU_MISSING_NONE);
    const struct mancala_pos *m = &p.pos.m;
    int total = 0;
    for (int c = 0; c < 14; c++)
        total += m->cell[c];
    assert_int_equal(total, 48);
    assert_int_equal(m->cell[3], 30);    /* my pit 4 */
    assert_int_equal(m->cell[7 + 1], 5); /* his pit 2 */
    assert_int_equal(p.move.pit, 4);
}

/* A list gives each pit of the group its count, in order; « les autres » the rest of that row;
 * the pits of the mover not told keep the filling. */
/* Parses q with no conversation game and builds it: a situation the builder accepts. */
static void parse_and_build(const char *q, struct faq_situ *s, struct faq_situ_plan *p)
{
    struct arb_err err;
    faq_situ_parse(situ, q, strlen(q), NULL, s);
    print_message("%s\n", q);
    assert_true(s->situation);
    assert_int_equal(faq_situ_build(situ, s, p, &err), 0);
}

/* A situation built exactly: the opponent's row, the pit played and its count. */
struct built {
    const char *q;
    int32_t theirs[6];
    int pit, count;
};

/* parse_and_build, every number placed and nothing missing. */
static void build_whole(const char *q, struct faq_situ *s, struct faq_situ_plan *p)
{
    parse_and_build(q, s, p);
    assert_int_equal(s->unread, 0);
    assert_false(s->ambiguous);
    assert_int_equal(p->missing, SITU_MISSING_NONE);
}

static void check_built(const struct built *cases, size_t n)
{
    for (size_t k = 0; k < n; k++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        build_whole(cases[k].q, &s, &p);
        assert_memory_equal(p.pos.m.cell + 7, cases[k].theirs, sizeof cases[k].theirs);
        assert_int_equal(p.move.pit, cases[k].pit);
        assert_int_equal(p.pos.m.cell[cases[k].pit - 1], cases[k].count);
    }
}

static void test_lists_give_each_pit_its_count(void **state)
{
    static const struct built cases[] = {
        /* « chacune » in the clause after the pits joined: each of them */
        {"Awalé : il ne lui reste que sa case 4 et sa case 5, avec une graine chacune. Ma case 4 "
         "en a 3. Je prends combien ?",
         {0, 0, 0, 1, 1, 0},
         4,
         3},
        /* « ses 5 et 6 en ont 3 »: two pits by their numbers after a possessive */
        {"Awalé : ma case 6 a 4 graines, ses cases 1 à 4 ont 2, 1, 2, 5, et ses 5 et 6 en ont 3. "
         "Je prends combien ?",
         {2, 1, 2, 5, 3, 3},
         6,
         4},
        {"awale: ma case 6 a 3 graines, ses 3 premières cases ont 2, 1 et 1, les autres 5 chacune, "
         "je prends combien ?",
         {2, 1, 1, 5, 5, 5},
         6,
         3},
        {"Oware: my 6th pit has 4 seeds, his pits 1 to 4 hold 1, 2, 0, 2 and pits 5-6 hold 3 each, "
         "how many do I take?",
         {1, 2, 0, 2, 3, 3},
         6,
         4},
        {"Awalé : ma case 6 a 2 graines, ses 2 dernières cases ont 1 et 0, le reste 3 chacune, je "
         "prends combien ?",
         {3, 3, 3, 3, 1, 0},
         6,
         2},
        /* the row named by a clause of its own before the pits (« Chez lui, », "On his side,") */
        {"Awalé : chez lui, les cases 1 et 2 ont 2 et 2 graines. J'ai 2 graines dans ma case 6, "
         "je prends combien ?",
         {2, 2, 4, 4, 4, 4},
         6,
         2},
        {"Oware. On his side, pits 1 to 3 have 2, 2 and 2. I play my pit 6 which has 3 seeds: what "
         "do I capture?",
         {2, 2, 2, 4, 4, 4},
         6,
         3},
        /* « ses 3 premiere case », SMS singular */
        {"awale ses 3 premiere case ont 1 1 2, ma case 6 a 3 graine jprend cb",
         {1, 1, 2, 4, 4, 4},
         6,
         3},
        /* the counts opening the next clause after « with », « avec » */
        {"awale: his pits 1 and 2, with 1 and 2 seeds. My pit 6 has 2 seeds. I play it, how many "
         "do I capture?",
         {1, 2, 4, 4, 4, 4},
         6,
         2},
        {"Awalé : ses cases 3 et 4, avec 2 et 1 graines. Ma case 6 a 4 graines, je prends combien "
         "?",
         {4, 4, 2, 1, 4, 4},
         6,
         4},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* A row told from one pit to another (« de sa case 1 à sa case 6 », "from his pit 1 to his pit
 * 6"), its counts after it, opening the next clause with their verb, or before it: each pit of
 * the range its count, in order. */
static void test_a_range_of_two_pits_gives_each_pit_its_count(void **state)
{
    static const struct built cases[] = {
        {"À l'awalé j'ai 5 graines dans ma case 4. Chez lui, de sa case 1 à sa case 6, il y a 1, "
         "2, 1, 3, 0 et 2. Mes autres cases ont 2 graines. Je prends combien ?",
         {1, 2, 1, 3, 0, 2},
         4,
         5},
        {"awale jai 4 graine ds ma case 3, lui il a 2 1 1 0 4 4 de sa case 1 a sa case 6. mes otre "
         "case ont 1. jprend cb?",
         {2, 1, 1, 0, 4, 4},
         3,
         4},
        {"Oware: my pit 5 has 4 seeds. From his pit 1 to his pit 6 he has 1, 1, 2, 0, 3, 3. My "
         "other pits have 2 each. How many seeds do I take?",
         {1, 1, 2, 0, 3, 3},
         5,
         4},
        {"À l'awalé : chez lui, de sa première à sa dernière case : 2, 2, 2, 0, 1, 1. J'ai 3 "
         "graines dans ma case 5, 2 dans les autres. Combien je capture ?",
         {2, 2, 2, 0, 1, 1},
         5,
         3},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* Numbers offered to choose from in the question (« je fais trois tours ou deux ? », "do I take
 * 2 or 4 seeds?") are guesses, not counts: the position is built from the rest. */
static void test_the_numbers_offered_to_choose_from_are_not_counts(void **state)
{
    static const struct built cases[] = {
        {"Bon, à l'awalé j'ai vingt-deux graines dans ma case six, mes cases 1 à 5 ont 0, 1, 1, 2, "
         "0. Lui il a 1 graine par case. Je fais trois tours ou deux ? Et la dernière graine, elle "
         "tombe où ?",
         {1, 1, 1, 1, 1, 1},
         6,
         22},
        {"awale jai 13 graine ds ma case 4 et 1 ds chak autre, lui 1 partou. ca fait 1 tour ou 2? "
         "elle tombe ou?",
         {1, 1, 1, 1, 1, 1},
         4,
         13},
        {"Awale: my pit 6 holds 2 seeds, my other pits 3 each, and he has 1 seed in every pit. Do "
         "I "
         "take 2 or 4 seeds?",
         {1, 1, 1, 1, 1, 1},
         6,
         2},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* The mover's other pits told as a bare list, the pit played told apart: the list fills the
 * row's pits not told, in order (« mes autres cases ont 3, 2, 0, 1 et 4 » with my pit 2 told). */
static void test_the_other_pits_told_in_a_list_fill_the_rest_of_the_row_in_order(void **state)
{
    static const struct {
        const char *q;
        int32_t mine[6];
        int pit;
    } cases[] = {
        {"À l'awalé j'ai 15 graines dans ma case 2, les autres de mes cases ont 3, 2, 0, 1 et 4. "
         "Il a 1 graine partout. Je joue ma case 2, où tombe la dernière ?",
         {3, 15, 2, 0, 1, 4},
         2},
        {"awale g 16 graine ds ma case 4, mes otre case 1 1 0 2 3. il a 1 partou. ou sa tombe la "
         "derniere?",
         {1, 1, 0, 16, 2, 3},
         4},
        {"Oware: I have 4 seeds in pit 5. The rest of my row is 1, 1, 0, 2, 2. His row has 1 seed "
         "in each pit. How many seeds do I capture?",
         {1, 1, 0, 2, 4, 2},
         5},
        {"Awalé : 20 graines dans ma case 6, les autres cases de mon camp ont 1, 0, 1, 0, 1. Lui a "
         "1 graine dans chaque case. Où tombe la dernière graine ?",
         {1, 0, 1, 0, 1, 20},
         6},
        /* the pits told again right after the list */
        {"À l'awalé j'ai 5 graines dans ma case 4. Mes autres cases : 2, 3, 1, 0, 4 (1, 2, 3, 5, "
         "6). Il a 2 partout. Je joue la case 4, la dernière graine tombe où ?",
         {2, 3, 1, 5, 0, 4},
         4},
        {"Awalé : 13 graines dans ma case 1, mes autres cases ont 0, 1, 1, 2, 1 (cases 2 à 6). Lui "
         "1 partout. Où tombe la dernière ?",
         {13, 0, 1, 1, 2, 1},
         1},
        /* the aside's first pit is no pit played; the list goes on after « puis », "then", its
         * pits told after it in its clause; a pit left blank */
        {"Oware: my pit 3 has 15 seeds, the rest of my row is 2, 0, 1, 1, 0 (pits 1, 2, 4, 5, 6). "
         "He "
         "has 1 seed in every pit. Where does the last seed land?",
         {2, 0, 15, 1, 1, 0},
         3},
        {"Awalé : ma case 1 a 4 graines. Mes autres cases : 2, puis 0, 1, 3, 1 pour les cases 3 à "
         "6. "
         "Il a 2 partout. Où tombe la dernière ?",
         {4, 2, 0, 1, 3, 1},
         1},
        {"Oware: 9 seeds in my pit 6. My other pits: 1, 1, then 2, 0, 0 for pits 3, 4, 5. He has 2 "
         "in each pit. Where does the last one land?",
         {1, 1, 2, 0, 0, 9},
         6},
        {"Awalé : 7 graines dans ma case 2. Moi : 1, _, 0, 2, 2, 1. Il a 1 partout. Je joue la 2, "
         "où tombe la dernière ?",
         {1, 7, 0, 2, 2, 1},
         2},
    };
    (void)state;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        build_whole(cases[k].q, &s, &p);
        assert_memory_equal(p.pos.m.cell, cases[k].mine, sizeof cases[k].mine);
        assert_int_equal(p.move.pit, cases[k].pit);
    }
}

/* A whole-row count told of one person fills that person's row only (« il en a 4 partout »,
 * "4 seeds in each of his pits, 15 in my pit 6"), and « c tt », "thats all" leave the rest of
 * that row empty. */
/* One told alone after the pit (« sa 4e une seule »), « une seule graine » of a pit (not of the
 * row), « chacune » after the pieces counted (h5s-009, h5s-026). */
static void test_one_told_alone_and_each_after_the_pieces_are_counts(void **state)
{
    static const struct built cases[] = {
        {"Awalé : sa case 2 était vide, sa 3e avait 2 graines et sa 4e une seule, sa première en "
         "avait 5. Je joue ma dernière case, qui a 4 graines. Combien j'en gagne ?",
         {5, 0, 2, 1, 4, 4},
         6,
         4},
        {"Awalé : j'ai 4, non attends, 5 graines dans ma 3e case. Sa 1re et sa 2e case ont une "
         "graine chacune, le reste est plein. Je prends combien ?",
         {1, 1, 4, 4, 4, 4},
         3,
         5},
        {"Awalé : il a une seule graine dans sa 1re case et deux dans sa 2e, ses autres cases sont "
         "pleines. Je joue ma 5e avec 3 graines. J'en prends combien ?",
         {1, 2, 4, 4, 4, 4},
         5,
         3},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* « ses cinq autres », "the other four": the number told with the rest of a row counts its pits,
 * not their pieces; a list of pits said empty empties each; « En face, » places no count told
 * before it (h5s-004). */
static void test_the_rest_told_with_its_length_and_lists_said_empty(void **state)
{
    static const struct built cases[] = {
        {"Awalé : ma sixième case est un gros krou : vingt-trois graines. En face, sa première "
         "case "
         "est vide, ses cinq autres ont une graine chacune. Je joue le krou : ça fait combien de "
         "tours, et je capture combien ?",
         {0, 1, 1, 1, 1, 1},
         6,
         23},
        {"Oware: his pits 1 and 2 are empty and the other four hold 3 each. I play my 3rd pit with "
         "4 seeds. What do I capture?",
         {0, 0, 3, 3, 3, 3},
         3,
         4},
        {"Awalé : sa 1re case a 1 graine, ses cinq autres en ont 4 chacune. Je joue ma 6e qui a 1 "
         "graine. Je prends combien ?",
         {1, 4, 4, 4, 4, 4},
         6,
         1},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* Counts told in words and commas (« ont deux, une et une graines »), the last pits told full
 * with their number (« ses trois dernières sont bien garnies »), « je vide ma 4e case » played, not
 * emptied (h5s-007, h5s-032). */
static void test_counts_in_words_and_full_pits_numbered_are_read(void **state)
{
    static const struct built cases[] = {
        {"Awalé : chez mon adversaire, ses trois premières cases contiennent respectivement 2, 1 "
         "et "
         "2 graines, et ses trois dernières sont bien garnies. Moi je vide ma 4e case qui en a "
         "cinq. Qu'est-ce que je ramasse ?",
         {2, 1, 2, 4, 4, 4},
         4,
         5},
        {"Awalé : je joue mon avant-dernière case (la 5e) avec 4 graines. Ses trois premières "
         "cases "
         "ont deux, une et une graines, le reste de sa rangée est plein. Combien je gagne ?",
         {2, 1, 1, 4, 4, 4},
         5,
         4},
        {"Oware: his first three pits hold two, one and two seeds, his last three are full. I play "
         "my 6th pit with 3 seeds. How many do I take?",
         {2, 1, 2, 4, 4, 4},
         6,
         3},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* "his fourth, fifth and sixth pits" (ordinal words between commas), « lui il a 0 0 1 0 1 3 »
 * (a whole row after the verb of having), « la case en face de ma dernière » (the last pit told
 * with its owner after « en face »), "in front of" (h5s-027, h5s-039, h5s-024, h5s-048). */
static void test_rows_told_by_ordinal_words_bare_counts_and_facing_the_last(void **state)
{
    static const struct built cases[] = {
        {"Oware: I have a monster pit: 22 seeds in my first pit. On his side, his fourth, fifth "
         "and "
         "sixth pits hold 2, 0 and 1. Where does it end and what do I capture?",
         {4, 4, 4, 2, 0, 1},
         1,
         22},
        {"escargots: 16 ds mon 6e trou, lui il a 0 0 1 0 1 3 (de son 1er a son 6e). jattrape cb ?",
         {0, 0, 1, 0, 1, 3},
         6,
         16},
        {"awalé : jai 6 graines ds ma 1ere, la case en face de ma derniere en a 2 et il a plein de "
         "graines ailleurs. jprend cb ?",
         {2, 4, 4, 4, 4, 4},
         1,
         6},
        /* "in front of" is facing; « un seul dans » a count (h5s-048) */
        {"Snail awale: the hole right in front of my 3rd hole has 2 snails. I play my 3rd hole, "
         "which "
         "has 7 snails; his first three holes have 4, 5 and 0. What do I capture?",
         {4, 5, 0, 2, 4, 4},
         3,
         7},
        {"Escargots : il y a un seul escargot dans son 1er trou et deux dans son 2e, les autres "
         "sont "
         "pleins. Je joue mon 5e qui en a 3. J'en prends combien ?",
         {1, 2, 4, 4, 4, 4},
         5,
         3},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

static void test_a_row_told_of_one_person_is_that_row_only(void **state)
{
    static const struct built cases[] = {
        /* a row told after its owner word, whatever lead stands between (« c'est », « il lui
         * reste », "side is", none at all) */
        {"awale: chez lui c'est 1 2 1 5 0 0, ma 2 a 7 graines. je prends combien ?",
         {1, 2, 1, 5, 0, 0},
         2,
         7},
        {"awale il lui reste 2 0 1 0 0 0 dans son camp, je joue ma 5 qui a 2 graines, ca "
         "donne quoi ?",
         {2, 0, 1, 0, 0, 0},
         5,
         2},
        {"oware: his side is 2 0 1 2 3 4, I play my 6th (4 seeds). how many do I take?",
         {2, 0, 1, 2, 3, 4},
         6,
         4},
        {"escargots, lui 1 1 2 0 0 3 et je joue mon trou 4 (5 escargots), je capture combien ?",
         {1, 1, 2, 0, 0, 3},
         4,
         5},
        {"Awalé : il a 3 graines partout, moi j'ai 14 graines dans ma case 4. Où tombe ma "
         "dernière ?",
         {3, 3, 3, 3, 3, 3},
         4,
         14},
        {"Awalé : j'ai pile 11 graines dans ma case 1 et il en a 2 partout. Où tombe ma dernière "
         "graine ?",
         {2, 2, 2, 2, 2, 2},
         1,
         11},
        {"Awale: 4 seeds in each of his pits, 15 in my pit 6. Where does the last one land?",
         {4, 4, 4, 4, 4, 4},
         6,
         15},
        {"Oware: he has 2 seeds in every pit and I have 13 in my pit 1. Where does my last seed "
         "land?",
         {2, 2, 2, 2, 2, 2},
         1,
         13},
        {"awale il a 2 graines ds sa case 2 et c tt. ma case 6 a 2 graines jprend ?",
         {0, 2, 0, 0, 0, 0},
         6,
         2},
        {"Oware: he has 1 seed in his pit 1 and 1 in his pit 3, thats all. My pit 6 has 3 seeds. "
         "Do I capture?",
         {1, 0, 1, 0, 0, 0},
         6,
         3},
    };
    (void)state;
    check_built(cases, sizeof cases / sizeof cases[0]);
}

/* A capture asked with the count it turns on never told: a landing on the opponent's side
 * asks that pit's count (the pit played and its count told or not), a count of his pit with no move
 * asks the pit played and its count; the same told as the rule's condition (« si … ») is the rule.
 */
static void test_a_capture_told_without_its_count_asks_the_count(void **state)
{
    static const struct {
        const char *q;
        enum faq_situ_missing missing;
    } cases[] = {
        {"awale ma derniere graine tombe chez lui jprend ?", SITU_MISSING_LANDING},
        {"Awale: my last seed lands in my opponent's row. Do I capture?", SITU_MISSING_LANDING},
        /* the pit played and its count told, the landing told without its count (o7s-025) */
        {"Awalé : je joue ma case 5 qui a 2 graines, la dernière arrive chez lui. Je prends ?",
         SITU_MISSING_LANDING},
        {"Oware: I sow my 5th pit (3 seeds) and the last lands in his second pit. Do I take "
         "anything?",
         SITU_MISSING_LANDING},
        {"Awalé : il a 2 graines dans sa case 4, je peux les prendre ?", SITU_MISSING_MOVE},
        {"Oware: his pit 3 has 2 seeds. Can I capture them?", SITU_MISSING_MOVE},
        /* whether the pit played feeds an empty row turns on its count (h5s-031) */
        {"Awalé : il n'a plus rien dans son camp. J'aimerais jouer ma 2e case, c'est autorisé ?",
         SITU_MISSING_COUNT},
        {"Oware: his row is empty, may I play my 3rd pit?", SITU_MISSING_COUNT},
    };
    (void)state;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        parse_and_build(cases[k].q, &s, &p);
        assert_int_equal(p.missing, cases[k].missing);
        cJSON *resp = ask(cases[k].q, NULL);
        assert_true(cJSON_IsObject(get(resp, "clarify")));
        assert_null(get(resp, "simulation"));
        cJSON_Delete(resp);
    }
    struct faq_situ s;
    const char *rule = "Awalé : si ma dernière graine tombe chez l'adversaire, je prends ?";
    faq_situ_parse(situ, rule, strlen(rule), NULL, &s);
    assert_false(s.situation);
}

/* A number the parse could not place, or a list whose pits and counts do not pair up, is
 * asked back naming that number: never answered from a guessed position. */
static void test_unplaced_numbers_and_unpaired_lists_are_asked(void **state)
{
    static const char *const qs[] = {
        "Awalé : je joue ma case 6 qui a 3 graines, ses cases 1, 2 et 3 ont 2 et 1, je prends "
        "combien ?",
        "Oware: I play my pit 6 with 2 seeds, his pits 1 to 3 hold 1 and 2, do I capture?",
        /* three corresponding counts for two other players */
        "Kalah: with 3 players and the everyone setting, I end in my empty pit 2; the "
        "corresponding pits hold 1, 2 and 3. How many do I take?",
        /* his row « de gauche à droite », seen from across: from his last pit or his first? */
        "Awalé : lui de gauche à droite : 1 2 1 0 4 2. Je joue ma case 6 qui a 3 graines : je "
        "prends combien ?",
    };
    (void)state;
    for (size_t k = 0; k < sizeof qs / sizeof qs[0]; k++) {
        cJSON *r = ask(qs[k], NULL);
        const cJSON *clarify = get(r, "clarify");
        print_message("%s\n  -> %s\n", qs[k], cJSON_GetStringValue(get(r, "answer")));
        assert_true(cJSON_IsObject(clarify));
        assert_null(get(r, "simulation"));
        assert_non_null(strstr(cJSON_GetStringValue(cJSON_GetArrayItem(get(clarify, "missing"), 0)),
                               k == 0   ? "2"
                               : k == 1 ? "1"
                               : k == 2 ? "3"
                                        : "1"));
        cJSON_Delete(r);
    }
}

/* The move asked with nothing told of my row (« il n'a plus de graines, je joue quoi ? ») asks
 * what each of my pits holds; a krou told with no pit nor count (« j'ai un krou, il finit
 * où ? ») asks both, with its count only the pit, in its pit only the count; « c'est quoi un krou ?
 * » stays the rule. */
static void test_a_move_or_a_krou_told_without_counts_is_asked(void **state)
{
    static const struct {
        const char *q, *missing;
    } qs[] = {
        {"On joue à l'awalé, il n'a plus de graines de son côté. C'est à moi, je joue quoi ?",
         "chacune de tes cases"},
        {"Oware: he has no seeds left on his side. It's my turn, which pit should I play?",
         "each of your pits"},
        {"Aux escargots j'ai un krou, il finit où ?", "le numéro et le contenu"},
        {"Snails: I have a krou, where does the last one land?", "the number and the content"},
        /* the count told, not the pit: where a lap ends turns on the pit, asked (« je finis
         * où ? » asks where); the pit told, not the count: the count is asked */
        {"j'ai un krou de 15 graines, je finis ou apres le tour ?", "le numéro du trou joué"},
        {"Escargots : j'ai un krou de 15 escargots, je finis ou ?", "le numéro du trou joué"},
        {"I have a krou of 15 seeds, where do I finish?", "the number of the pit played"},
        {"j'ai un krou dans mon 3e trou, je finis ou ?", "le nombre de pièces du trou joué"},
        {"awale: jai un krou de 17, il tombe ou ?", "le numéro du trou joué"},
        {"Snails: my 3rd hole is a krou, where do I end?",
         "the number of pieces in the pit played"},
        /* a landing whose capture turns on a count unsaid in one of the games it fits: the
         * answer of each game, and that count asked (« mon trou de départ »: the lap back) */
        {"ma derniere retombe dans mon trou de depart apres un tour complet, je capture combien ?",
         "trou correspondant"},
        {"my last one lands back in my starting pit after a full lap, how many do I capture?",
         "corresponding pit"},
        {"je finis dans un trou vide de mon côté, j'en prends combien ?", "trou correspondant"},
        {"I finish in an empty pit on my side, how many do I take?", "corresponding pit"},
    };
    (void)state;
    for (size_t k = 0; k < sizeof qs / sizeof qs[0]; k++) {
        cJSON *r = ask(qs[k].q, NULL);
        const cJSON *clarify = get(r, "clarify");
        print_message("%s\n  -> %s\n", qs[k].q, cJSON_GetStringValue(get(r, "answer")));
        assert_true(cJSON_IsObject(clarify));
        assert_non_null(strstr(cJSON_GetStringValue(cJSON_GetArrayItem(get(clarify, "missing"), 0)),
                               qs[k].missing));
        cJSON_Delete(r);
    }
    /* the count asked back elides before a vowel: « combien d'escargots », « de graines » */
    cJSON *e = ask("Escargots : j'ai un krou dans mon 3e trou, je finis ou ?", NULL);
    assert_non_null(strstr(cJSON_GetStringValue(get(e, "answer")), "Combien d'escargots"));
    cJSON_Delete(e);
    e = ask("Awalé : je joue ma case 3, je prends combien ?", NULL);
    assert_non_null(strstr(cJSON_GetStringValue(get(e, "answer")), "Combien de graines"));
    cJSON_Delete(e);
    /* the krou's pit and count both told (« un krou de 14 »): the sowing is played */
    cJSON *k = ask("Snails: my 2nd hole is a krou of 14, where does the last one go?", NULL);
    assert_non_null(strstr(cJSON_GetStringValue(get(k, "answer")), "lands in your hole 5"));
    assert_int_equal(num(get(get(k, "simulation"), "move"), "pit"), 2);
    cJSON_Delete(k);
    cJSON *r = ask("Escargots : c'est quoi un krou ?", NULL);
    assert_string_equal(cJSON_GetStringValue(get(r, "entry")), "escargots.krou");
    assert_null(get(r, "simulation"));
    cJSON_Delete(r);
}

/* The pit asked back agrees with the game's hole noun: « quelle case » (awalé), « quel trou »
 * (kalah), "which pit". */
static void test_the_pit_asked_back_agrees_with_its_noun(void **state)
{
    static const struct {
        const char *q, *starts;
    } qs[] = {
        {"Awalé : j'ai 5 graines, où tombe la dernière ?", "Depuis quelle case ?"},
        {"Kalah : j'ai 5 pierres, où tombe la dernière ?", "Depuis quel trou ?"},
        /* a row of 6 has no middle pit: which one is asked */
        {"Awalé : ma case du milieu a 3 graines, je la joue, où tombe la dernière ?",
         "Depuis quelle case ?"},
    };
    (void)state;
    for (size_t k = 0; k < sizeof qs / sizeof qs[0]; k++) {
        cJSON *r = ask(qs[k].q, NULL);
        const char *a = cJSON_GetStringValue(get(r, "answer"));
        print_message("%s\n  -> %s\n", qs[k].q, a);
        assert_true(cJSON_IsObject(get(r, "clarify")));
        assert_non_null(a);
        assert_int_equal(strncmp(a, qs[k].starts, strlen(qs[k].starts)), 0);
        cJSON_Delete(r);
    }
}

/* The answer to q (no game given), printed, which asks a detail back when asks (else none);
 * the caller frees it. */
static cJSON *asked_back_or_not(const char *q, bool asks)
{
    cJSON *r = ask(q, NULL);
    print_message("%s\n  -> %s\n", q, cJSON_GetStringValue(get(r, "answer")));
    assert_true(asks ? cJSON_IsObject(get(r, "clarify")) : cJSON_IsNull(get(r, "clarify")));
    return r;
}

static cJSON *asked_back(const char *q)
{
    return asked_back_or_not(q, true);
}

/* The count of the pit played told, not the pit: answered when every pit, on every board the
 * engine takes where its size was not said, gives the same outcome asked (9 stones never reach
 * the store, from any pit of 6 or 7, at 2 to 4 players), asked when one differs (7 stones
 * from pit 1 of a 7-pit row do). */
static void test_a_pit_unsaid_is_asked_unless_every_pit_agrees(void **state)
{
    static const struct {
        const char *q, *says;
    } alike[] = {
        {"Kalah : j'ai 9 pierres dans un trou, je rejoue ?", "l'issue est la même"},
        {"Kalah: I have 9 stones in one pit, do I get another turn?", "the outcome is the same"},
        {"Kalah à 6 trous : j'ai 7 pierres dans un trou. Est-ce que je rejoue ?",
         "l'issue est la même"},
    };
    (void)state;
    for (size_t k = 0; k < sizeof alike / sizeof alike[0]; k++) {
        cJSON *r = asked_back_or_not(alike[k].q, false);
        assert_string_equal(cJSON_GetStringValue(get(r, "lead")), "no");
        assert_non_null(strstr(cJSON_GetStringValue(get(r, "answer")), alike[k].says));
        cJSON_Delete(r);
    }
    static const char *const differ[] = {
        "Kalah : j'ai 7 pierres dans un trou. Est-ce que je rejoue ?",
        "Kalah: I have 3 stones in one pit, do I get another turn?",
    };
    for (size_t k = 0; k < sizeof differ / sizeof differ[0]; k++) {
        cJSON *r = asked_back(differ[k]);
        assert_null(get(r, "simulation"));
        cJSON_Delete(r);
    }
}

/* « je prends aussi sa 1re ? » with the pit before never counted: the yes or no turns on it, so
 * neither is led; both cases are told (the engine's 3 and 5) and that count asked. */
static void test_a_chain_asked_yes_or_no_on_an_unsaid_pit_leads_with_neither(void **state)
{
    static const char *const qs[] = {
        "Awalé : ma dernière tombe dans sa 2e case et ça fait 3, je prends aussi sa 1re ?",
        "Oware: I land in his 2nd hole and it makes 3 so I take it. do i also take his 1st?",
    };
    (void)state;
    for (size_t k = 0; k < sizeof qs / sizeof qs[0]; k++) {
        cJSON *r = asked_back(qs[k]);
        assert_true(cJSON_IsNull(get(r, "lead")));
        assert_int_equal(num(get(r, "simulation"), "captured"), 3);
        assert_int_equal(num(cJSON_GetArrayItem(get(get(r, "simulation"), "cases"), 0), "captured"),
                         5);
        cJSON_Delete(r);
    }
}

/* A capture asked where the count of the pit the last one lands in was never said is asked
 * back, not answered from a filled count; a move that feeds no one says it assumed the other
 * pits and asks them. */
static void test_capture_on_an_unsaid_landing_is_asked(void **state)
{
    static const char *const qs[] = {
        "Oware: I play my pit 4 with 5 seeds, do I capture?",
        "Kalah : je joue mon trou 1 qui a 2 pierres, je capture ?",
        /* a landing told that the sowing told contradicts: not applied to another pit */
        "Kalah : j'ai 9 pierres dans mon 5e trou, ma dernière tombe chez l'adversaire dans un "
        "trou vide, je prends ?",
    };
    (void)state;
    for (size_t k = 0; k < sizeof qs / sizeof qs[0]; k++) {
        cJSON *r = asked_back(qs[k]);
        assert_null(get(r, "simulation"));
        cJSON_Delete(r);
    }
    /* a chain that goes on through told pits to one nobody counted: both cases, and asked */
    cJSON *c = ask("Oware: I've 4 seeds in house 5. His house 2 has 1 and his house 3 has 2. "
                   "What do I capture?",
                   NULL);
    assert_true(cJSON_IsObject(get(c, "clarify")));
    assert_int_equal(num(get(c, "simulation"), "captured"), 5);
    assert_int_equal(num(cJSON_GetArrayItem(get(get(c, "simulation"), "cases"), 0), "captured"), 7);
    assert_non_null(strstr(cJSON_GetStringValue(get(c, "answer")), "If their pit 1 then holds"));
    cJSON_Delete(c);
    /* who wins with no store told, whether a move that feeds is forced: asked back */
    static const char *const asked[] = {
        "Awalé : plus aucune graine chez moi. Qui gagne ?",
        "Awalé : son camp est vide, j'ai 1 graine dans ma case 6. Je suis obligé de la jouer ?",
    };
    for (size_t k = 0; k < sizeof asked / sizeof asked[0]; k++) {
        cJSON *q = ask(asked[k], NULL);
        assert_true(cJSON_IsObject(get(q, "clarify")));
        cJSON_Delete(q);
    }
    /* kalah for 4, « à qui prendre » unsaid: answered with the default, the setting asked */
    cJSON *r = ask("Kalah à 4 : je finis dans mon trou vide, en face j'ai 5 pierres. Combien je "
                   "prends ?",
                   NULL);
    assert_true(cJSON_IsObject(get(r, "clarify")));
    assert_int_equal(num(get(r, "simulation"), "captured"), 6);
    cJSON_Delete(r);
    r = ask("Awalé : l'autre n'a plus rien dans son camp, j'ai 3 graines dans ma case 2, je "
            "peux la jouer ?",
            NULL);
    assert_true(cJSON_IsObject(get(r, "clarify")));
    assert_int_equal(cJSON_GetArraySize(get(r, "assumptions")), 1);
    assert_memory_equal(cJSON_GetStringValue(get(r, "answer")), "Non", 3);
    cJSON_Delete(r);
}

/* A winner asked with only one store told is asked back (the stores), never guessed. */
/* A resign told with the stores (« 12 dans mon pot, lui 25 », "I'm losing 8 to 28 in the
 * pots") and the seeds left on the board: the engine's final scores, the board's 48 seeds
 * placed from the stores; a board count the stores contradict is asked; kalah's stores without
 * its rows give no score (the rows go to their owners). */
static void test_a_resign_with_the_stores_told_gives_the_final_score(void **state)
{
    static const struct {
        const char *question;
        int mine, theirs, final_mine, final_theirs; /* stores built, outcome; -1: none */
        const char *says, *never; /* a piece of the answer; a number it must not say, or NULL */
    } cases[] = {
        {"Escargots : j'ai 12 escargots dans mon pot, lui 25, il en reste 11 sur le plateau. "
         "J'abandonne : quel est le score final ?",
         12, 25, 12, 36, "Score final : 36 pour ton adversaire, 12 pour toi.", NULL},
        {"Snail awale, I'm losing 8 to 28 in the pots and 12 snails are on the board. If I resign, "
         "what does the final score look like?",
         8, 28, 8, 40, "Final score: 40 for your opponent, 8 for you.", NULL},
        {"Escargots : j'abandonne avec 12 dans mon pot contre 25 pour lui, il en reste 20 sur le "
         "plateau. Score final ?",
         -1, -1, -1, -1, "20", NULL},
        /* the opponent's resign told with the score asked: he moves and resigns */
        {"Mon fils abandonne en plein milieu : il a 18 escargots dans son pot, moi 22, et il en "
         "reste 8 sur le plateau. Ça me fait combien au final ?",
         22, 18, 30, 18, "Ton adversaire abandonne : il finit dernier", NULL},
        {"Kalah : j'abandonne avec 20 dans ma réserve et 18 dans la sienne. Score final ?", 0, 0,
         24, 24, "Tu abandonnes : tu finis dernier", "24"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cJSON *resp = ask(cases[i].question, NULL);
        const cJSON *sim = get(resp, "simulation");
        const char *answer = cJSON_GetStringValue(get(resp, "answer"));
        print_message("%s\n  -> %s\n", cases[i].question, answer);
        assert_non_null(strstr(answer, cases[i].says));
        if (cases[i].mine < 0) {
            assert_false(cJSON_IsNull(get(resp, "clarify")));
        } else {
            const cJSON *stores = get(get(sim, "start"), "stores"),
                        *scores = get(get(sim, "outcome"), "scores");
            assert_true(cJSON_IsTrue(get(get(sim, "move"), "resign")));
            assert_int_equal(cJSON_GetArrayItem(stores, 0)->valueint, cases[i].mine);
            assert_int_equal(cJSON_GetArrayItem(stores, 1)->valueint, cases[i].theirs);
            assert_int_equal(cJSON_GetArrayItem(scores, 0)->valueint, cases[i].final_mine);
            assert_int_equal(cJSON_GetArrayItem(scores, 1)->valueint, cases[i].final_theirs);
            assert_true(!cases[i].never || !strstr(answer, cases[i].never));
        }
        cJSON_Delete(resp);
    }
}

/* A snail-awalé move told in a position already over (his row empty and no move of mine can
 * reach it): refused, and the winner asked told from the engine's settling of the position. */
static void test_a_move_in_a_game_already_over_tells_how_it_ended(void **state)
{
    (void)state;
    cJSON *resp = ask("aux escargots il a 0 escargo de son coté, moi 2 ds mon trou 1 é 1 ds mon "
                      "trou 3 c tout. les pots 24 pour moi 21 pour lui. jjoue le 1, ki gagne ?",
                      NULL);
    const char *answer = cJSON_GetStringValue(get(resp, "answer"));
    const cJSON *scores = get(get(get(resp, "simulation"), "outcome"), "scores");
    print_message("  -> %s\n", answer);
    assert_non_null(strstr(answer, "Tu gagnes, 27 à 21."));
    assert_int_equal(cJSON_GetArrayItem(scores, 0)->valueint, 27);
    assert_int_equal(cJSON_GetArrayItem(scores, 1)->valueint, 21);
    cJSON_Delete(resp);
}

static void test_winner_needs_every_store(void **state)
{
    cJSON *r = ask("Kalah : mon côté est vide, ma réserve a 20 pierres, il reste 6 pierres chez "
                   "lui. Qui gagne ?",
                   NULL);
    (void)state;
    assert_true(cJSON_IsObject(get(r, "clarify")));
    assert_non_null(strstr(cJSON_GetStringValue(get(r, "answer")), "6 pierres"));
    assert_null(strstr(cJSON_GetStringValue(get(r, "answer")), "gagne"));
    cJSON_Delete(r);
}

/* Where the last seed lands depends on the pit played: it is asked, not guessed. */
/* A kalah landing in an empty pit of one's own, told without the corresponding pit's count:
 * that count is asked, never made up. */
static void test_a_landing_without_the_opposite_count_asks_it(void **state)
{
    static const char *const qs[] = {
        "Kalah : ma dernière pierre vient de tomber dans un de mes trous vides, combien vont dans "
        "ma réserve ?",
        "kalah jfini ds 1 de mes trous vides, jprend cb ?",
        "Kalah: I ended in an empty pit on my side. How many stones do I capture?",
        "kalah : ma derniere est tombee dans mon trou vide, je capture combien ?",
    };
    (void)state;
    for (size_t k = 0; k < sizeof qs / sizeof qs[0]; k++) {
        cJSON *r = ask(qs[k], NULL);
        const cJSON *missing = get(get(r, "clarify"), "missing");
        print_message("%s\n  -> %s\n", qs[k], cJSON_GetStringValue(get(r, "answer")));
        assert_int_equal(cJSON_GetArraySize(missing), 1);
        const char *what = cJSON_GetStringValue(cJSON_GetArrayItem(missing, 0));
        assert_true(strstr(what, "correspondant") || strstr(what, "corresponding"));
        cJSON_Delete(r);
    }
}

static void test_unsaid_pit_the_landing_depends_on_is_asked(void **state)
{
    cJSON *r = ask("À l'awalé, avec 14 graines, où tombe la dernière ?", NULL);
    const cJSON *clarify = get(r, "clarify");
    (void)state;
    assert_true(cJSON_IsObject(clarify));
    assert_true(cJSON_IsArray(get(clarify, "missing")));
    assert_null(get(r, "simulation"));
    cJSON_Delete(r);
}

/* A capture decided by a count nobody said is asked for, with what is missing. */
static void test_capture_on_an_unsaid_count_is_asked(void **state)
{
    cJSON *r =
        ask("Awalé : ma dernière graine tombe dans la 4e case adverse, combien je prends ?", NULL);
    const cJSON *clarify = get(r, "clarify");
    (void)state;
    assert_true(cJSON_IsObject(clarify));
    assert_int_equal(cJSON_GetArraySize(get(clarify, "missing")), 1);
    assert_null(get(r, "simulation"));
    cJSON_Delete(r);
    /* the pit before a capture: both cases told, and the count asked */
    r = ask("Awalé : ma dernière graine tombe dans sa case 3 qui avait 2 graines, je prends "
            "combien ?",
            NULL);
    assert_true(cJSON_IsObject(get(r, "clarify")));
    assert_int_equal(cJSON_GetArraySize(get(get(r, "simulation"), "cases")), 1);
    assert_int_equal(num(get(r, "simulation"), "captured"), 3);
    assert_int_equal(num(cJSON_GetArrayItem(get(get(r, "simulation"), "cases"), 0), "captured"), 5);
    cJSON_Delete(r);
}

/* Whether the origin is skipped does not depend on the pit: one is assumed, and said. */
static void test_unsaid_pit_the_outcome_ignores_is_assumed_and_said(void **state)
{
    cJSON *r = ask("avec 12 graines je repasse par ma case de départ à l'awalé ?", NULL);
    (void)state;
    assert_non_null(get(r, "simulation"));
    assert_int_equal(cJSON_GetArraySize(get(r, "assumptions")), 1);
    assert_memory_equal(cJSON_GetStringValue(get(r, "answer")), "Oui", 3);
    cJSON_Delete(r);
}

/* A general question gets its entry, the same question with numbers the computed case. */
static void test_general_question_and_the_same_with_numbers(void **state)
{
    static const struct {
        const char *general, *numbers, *entry;
    } pairs[] = {
        {"À l'awalé, saute-t-on sa case de départ ?",
         "À l'awalé, avec 13 graines dans ma case 3, saute-t-on sa case de départ ?",
         "awale.saut-case-depart"},
        {"Au kalah, quand rejoue-t-on ?", "Au kalah, j'ai 3 pierres dans mon 4e trou, je rejoue ?",
         "kalah.rejouer"},
        {"Kalah: what happens if the opposite pit is empty?",
         "Kalah: my last stone lands in my empty pit and the opposite pit has 0 stones, what "
         "happens?",
         "kalah.correspondant-vide"},
        {"Au Qawale, peut-on égrainer en diagonale ?",
         "Au Qawale, je pose sur une pile de 2 et je dépose en diagonale, c'est permis ?",
         "qawale.diagonale"},
        {"Awalé : pour capturer, le 2 ou 3 compte la graine que je viens de poser ?",
         "Awalé : ma dernière graine tombe dans sa case 2 qui avait 2 graines, je prends ?", NULL},
    };
    (void)state;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        cJSON *g = ask(pairs[i].general, NULL), *n = ask(pairs[i].numbers, NULL);
        assert_null(get(g, "simulation"));
        assert_non_null(get(n, "simulation"));
        if (pairs[i].entry) {
            assert_string_equal(cJSON_GetStringValue(get(g, "entry")), pairs[i].entry);
            assert_string_equal(cJSON_GetStringValue(get(n, "entry")), pairs[i].entry);
        }
        cJSON_Delete(g);
        cJSON_Delete(n);
    }
}

/* A case told only as a rule's condition (« si… », "if…", « qd… ») gets the rule's entry; its
 * twin telling a pit, a count or a state of the board is played (the captured count computed). */
static void test_a_rule_condition_is_the_rule_and_its_told_twin_is_played(void **state)
{
    static const struct {
        const char *general, *entry, *told;
        int captured; /* of the told twin's move, -1: none played (an end of game) */
    } pairs[] = {
        {"Au Kalah, si ma dernière pierre tombe dans un trou vide de l'adversaire, je capture ?",
         "kalah.prise-trou-adverse", "Au Kalah, je joue mon trou 5 qui a 4 pierres, je capture ?",
         0},
        {"Kalah: if my last stone lands in my own empty pit, what do I capture?", "kalah.prise",
         "Kalah: I play pit 2 with 3 stones, it lands in my empty pit 5, facing pit has 4, what do "
         "I capture?",
         5},
        {"Qawale : que se passe-t-il si personne n'arrive à aligner 4 galets ?",
         "qawale.personne-n-aligne",
         "Qawale : j'ai posé mon dernier galet, personne n'a aligné 4 galets, qui gagne ?", -1},
        {"Qawale: what if nobody lines up four?", "qawale.personne-n-aligne", NULL, 0},
        {"Qawale : if my move shows four of my opponent's pebbles in a row, who wins?",
         "qawale.couleur-qui-aligne", NULL, 0},
        {"Qawale : si mon coup fait apparaître 4 galets de l'autre joueur en ligne, il gagne ?",
         "qawale.couleur-qui-aligne", NULL, 0},
        /* the start or every corner alone: the setting up (the first moves told are
         * played: test_situ_qawale's rows) */
        {"Qawale : combien de galets neutres sur chaque coin au départ ?",
         "qawale.galets-par-joueur", NULL, 0},
        {"Au Qawale, combien de galets chaque joueur reçoit au début ?", "qawale.galets-par-joueur",
         NULL, 0},
        {"Escargots : si je fais un tour complet, je saute mon trou de départ ?",
         "escargots.bouclage",
         "Escargots : je joue mon trou 2 avec 13 escargots, je saute mon trou de départ ?", 0},
        {"awale : si mon adversaire n'a plus de graines, je dois lui en donner ?", "awale.nourrir",
         "awale : mon adversaire n'a plus de graines, j'ai 3 graines dans ma case 6, je dois lui "
         "en donner ?",
         0},
    };
    (void)state;
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        cJSON *g = ask(pairs[i].general, NULL);
        assert_null(get(g, "simulation"));
        assert_string_equal(cJSON_GetStringValue(get(g, "entry")), pairs[i].entry);
        cJSON_Delete(g);
        if (!pairs[i].told)
            continue;
        cJSON *n = ask(pairs[i].told, NULL);
        const cJSON *sim = get(n, "simulation");
        assert_non_null(sim);
        if (pairs[i].captured >= 0)
            assert_int_equal(num(sim, "captured"), pairs[i].captured);
        else
            assert_string_equal(cJSON_GetStringValue(get(get(sim, "outcome"), "reason")),
                                "hands_empty");
        cJSON_Delete(n);
    }
}

/* A question that names no case of its own gets the rule's entry, with no simulation: a word
 * asked, a setting asked, the board counted as a whole, the rule's own piece or count, the
 * start or a kind of cell alone, a line told in words, the player's own empty hand. Their twins
 * telling a case of the player's are played (captured: the engine's, -1 not checked). */
static void test_a_case_naming_nothing_of_its_own_is_the_rule(void **state)
{
    static const struct {
        const char *question, *entry;
    } rules[] = {
        {"Escargots : un trou de 15 escargots, ça s'appelle comment ?", "escargots.krou"},
        {"Kalah: can we play with 6 stones per pit instead of 4?", "kalah.reglage-pierres"},
        {"Awalé : il reste 2 graines sur le plateau et personne ne peut plus capturer, comment on "
         "finit ?",
         "awale.indetermination"},
        {"Kalah : la dernière pierre dans un trou vide chez l'adversaire, je prends quelque chose "
         "?",
         "kalah.prise-trou-adverse"},
        {"Awalé : si ma dernière graine fait 3 dans mon propre camp, je capture ?",
         "awale.capture-camp-adverse"},
        {"Qawale : avant de commencer, combien de galets prend chaque joueur ?",
         "qawale.galets-par-joueur"},
        {"Qawale : mon fils pose son galet sur une case libre au centre du plateau, il a le droit "
         "?",
         "qawale.case-vide"},
        {"Qawale: does a diagonal line of four visible pebbles win?", "qawale.diagonales-comptent"},
        {"Au Qawale, quatre galets visibles sur une diagonale, c'est gagné ?",
         "qawale.diagonales-comptent"},
        {"Qawale : je n'ai plus de galets à poser, que se passe-t-il ?", "qawale.galets-en-main"},
    };
    static const struct {
        const char *question;
        int captured;
    } told[] = {
        {"Qawale : j'ai 4 galets clairs visibles en diagonale de a1 à d4, j'ai gagné ?", -1},
        {"Awalé : ma case 5 a 1 graine, elle tombe dans ma case 6 et ça fait 3, je capture ?", 0},
        {"Awalé : si ma dernière graine tombe dans sa case 2 qui en avait 1, je prends ?", 2},
        {"Kalah : ma dernière pierre tombe dans un trou vide chez l'adversaire, je prends quelque "
         "chose ?",
         0},
        {"Qawale : on a tous les deux posé nos 8 galets et personne n'a aligné, qui gagne ?", -1},
        {"Kalah : on a commencé avec 3 pierres par trou, je joue mon trou 4, je rejoue ?", 0},
    };
    (void)state;
    for (size_t i = 0; i < sizeof rules / sizeof rules[0]; i++) {
        cJSON *g = ask(rules[i].question, NULL);
        print_message("%s\n", rules[i].question);
        assert_null(get(g, "simulation"));
        assert_string_equal(cJSON_GetStringValue(get(g, "entry")), rules[i].entry);
        cJSON_Delete(g);
    }
    for (size_t i = 0; i < sizeof told / sizeof told[0]; i++) {
        cJSON *n = ask(told[i].question, NULL);
        const cJSON *sim = get(n, "simulation");
        print_message("%s\n", told[i].question);
        assert_non_null(sim);
        if (told[i].captured >= 0)
            assert_int_equal(num(sim, "captured"), told[i].captured);
        cJSON_Delete(n);
    }
}

/* A capture asked where the last seed lands in the mover's own row cites that rule (awalé), the
 * « non » the engine's. */
static void test_a_capture_asked_in_the_wrong_row_cites_that_rule(void **state)
{
    static const struct {
        const char *question, *entry;
    } rows_asked[] = {
        {"Awalé : ma case 2 a 1 graine, elle tombe dans ma case 3 qui en avait 2, je prends ?",
         "awale.capture-camp-adverse"},
        {"Awale: my pit 4 has 2 seeds, the last one lands in my pit 6 which had 1, do I capture?",
         "awale.capture-camp-adverse"},
        {"Escargots : mon trou 1 a 2 escargots, le dernier tombe dans mon trou 3 qui en avait 1, "
         "je capture ?",
         "escargots.pas-de-capture"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof rows_asked / sizeof rows_asked[0]; i++) {
        cJSON *r = ask(rows_asked[i].question, NULL);
        print_message("%s\n", rows_asked[i].question);
        assert_non_null(get(r, "simulation"));
        assert_int_equal(num(get(r, "simulation"), "captured"), 0);
        assert_string_equal(cJSON_GetStringValue(get(r, "entry")), rows_asked[i].entry);
        assert_memory_equal(cJSON_GetStringValue(get(r, "answer")), "No", 1);
        cJSON_Delete(r);
    }
}

/* Two games named together name the variant, whichever comes first. */
static void test_two_games_named_together_name_the_variant(void **state)
{
    static const char *const questions[] = {
        "Snail awale: I have 13 snails in my hole 2, where does the last one land?",
        "Escargots awalé : j'ai 3 escargots dans mon trou 4, où tombe le dernier ?",
        "Awalé des escargots : j'ai 12 escargots dans mon trou 1, où tombe le dernier ?",
        "Snails oware: my hole 5 has 14 snails, where does the last one go?",
    };
    (void)state;
    for (size_t i = 0; i < sizeof questions / sizeof questions[0]; i++) {
        struct faq_situ s;
        faq_situ_parse(situ, questions[i], strlen(questions[i]), NULL, &s);
        assert_true(s.situation);
        assert_int_equal(s.game, faq_situ_game_index(situ, "escargots"));
    }
}

/* Rule wording with numbers (« plus de 11 », « 2 ou 3 ») is not a situation. */
static void test_rule_thresholds_are_not_situations(void **state)
{
    static const char *const general[] = {
        "Awalé : avec plus de 22 graines on fait deux tours, on saute encore la case de départ ?",
        "awallé on capture quand ya 2 ou 3 graines ?",
        "Kalah : si je choisis 7 trous à 3 joueurs, qu'est-ce qui se passe ?",
        "Au Kalah à 4 joueurs, je prends chez qui quand je finis dans mon trou vide ?",
        "qwale une pille de 4 galets de ma couleure ca compte ?",
        "Qui a le plus d'escargots dans son pot gagne ?", /* « plus d'escargots »: no row empty */
    };
    (void)state;
    for (size_t i = 0; i < sizeof general / sizeof general[0]; i++) {
        struct faq_situ s;
        faq_situ_parse(situ, general[i], strlen(general[i]), NULL, &s);
        assert_false(s.situation);
    }
}

static void test_parser_reads_places_sides_and_settings(void **state)
{
    struct faq_situ s;
    const char *q = "Kalah à 3 joueurs, réglage tout le monde : je joue mon avant-dernier trou "
                    "qui a 2 pierres, je rejoue ?";
    (void)state;
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.players, 3);
    assert_int_equal(s.capture_from, KALAH_CAPTURE_EVERYONE);
    assert_int_equal(s.origin_pit, SITU_PIT_BEFORE_LAST);
    assert_int_equal(s.origin_count, 2);
    assert_true(s.yes_no);
    assert_true(s.ask & SA_EXTRA);
    q = "my opponent is out of seeds and I have 4 seeds in my fifth pit";
    faq_situ_parse(situ, q, strlen(q), "awale", &s);
    assert_true(s.opp_empty);
    assert_int_equal(s.origin_pit, 5);
    assert_int_equal(s.origin_count, 4);
}

/* Phrasings of other players: pit lists, « une seule », an aside, a pit told apart, a
 * played pit whose count is missing. */
static void test_parser_reads_lists_asides_and_apart_pits(void **state)
{
    struct faq_situ s;
    const char *q = "À l'awalé, les cases 1, 2 et 3 de mon adversaire ont 1 graine chacune et je "
                    "joue ma case 4 qui a 5 graines. Je prends combien ?";
    (void)state;
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.origin_pit, 4);
    assert_int_equal(s.origin_count, 5);
    int seen = 0;
    for (size_t k = 0; k < s.ncounts; k++)
        if (s.counts[k].side == SITU_SIDE_THEIRS && s.counts[k].count == 1)
            seen |= 1 << s.counts[k].pit;
    assert_int_equal(seen, (1 << 1) | (1 << 2) | (1 << 3));
    q = "Kalah: pits 1, 2 and 3 have 1 stone each, I play pit 3, do I play again?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.ncounts, 3);
    assert_int_equal(s.stones, FAQ_SITU_UNSAID); /* « each » here is not per pit */
    assert_int_equal(s.origin_pit, 3);
    assert_int_equal(s.origin_count, 1);
    q = "Kalah : il me reste une seule pierre, dans mon 6e trou. Si je la joue, est-ce que la "
        "partie s'arrête ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_true(s.situation);
    assert_int_equal(s.origin_pit, 6);
    assert_int_equal(s.origin_count, 1);
    q = "In Kalah, my 6th pit (the one next to my store) has one stone. If I play it, do I get "
        "another turn?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.origin_pit, 6);
    assert_int_equal(s.origin_count, 1);
    q = "Kalah : si je joue le trou qui a 6 pierres, c'est mon premier, je rejoue ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.origin_pit, 1);
    assert_int_equal(s.origin_count, 6);
    q = "Oware - 13 seeds in house 1 - does the last seed go to my opponent's side?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.origin_pit, 1);
    assert_int_equal(s.origin_count, 13);
    q = "Kalah : je joue mon 1er trou qui a 1 pierre, mon 2e trou, qui est vide, a 5 pierres en "
        "face. Je prends combien ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    bool empty2 = false;
    for (size_t k = 0; k < s.ncounts; k++)
        empty2 = empty2 || (s.counts[k].rel == SITU_REL_PIT && s.counts[k].pit == 2 &&
                            s.counts[k].count == 0);
    assert_true(empty2);
    q = "Mon adversaire n'a plus que 2 graines dans sa case 1 et 1 dans sa case 2, je joue ma "
        "case 6 qui en a 2, je prends tout ?"; /* « et 1 dans » is a count, not a list */
    faq_situ_parse(situ, q, strlen(q), "awale", &s);
    bool one_in_2 = false;
    for (size_t k = 0; k < s.ncounts; k++)
        one_in_2 = one_in_2 || (s.counts[k].pit == 2 && s.counts[k].count == 1);
    assert_true(one_in_2);
    q = "kalah: my penultimate pit has 2 stones. Extra turn?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.origin_pit, SITU_PIT_BEFORE_LAST);
    assert_int_equal(s.origin_count, 2);
    q = "Kalah: my last stone lands in my empty pit. 6 opposite. How many?"; /* clauses apart */
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_true(s.situation);
    assert_true(s.landing && s.land_empty);
    assert_int_equal(s.ncounts, 1);
    assert_int_equal(s.counts[0].rel, SITU_REL_FACING);
    assert_int_equal(s.counts[0].count, 6);
    q = "kalah: dernière pierre dans mon trou vide, 4 en face, combien ?"; /* no verb */
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_true(s.situation);
    assert_true(s.landing && s.land_empty);
    q = "à l'awalé je joue ma case 2, je prends combien ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_true(s.situation);
    assert_int_equal(s.origin_pit, 2);
    assert_int_equal(s.origin_count, FAQ_SITU_UNSAID);
    cJSON *resp = NULL;
    struct arb_err err;
    assert_int_equal(faq_situ_answer(situ, q, strlen(q), NULL, &resp, &err), 0);
    assert_non_null(resp);
    assert_true(cJSON_IsObject(cJSON_GetObjectItemCaseSensitive(resp, "clarify")));
    cJSON_Delete(resp);
}

/* A broken lexicon is refused at load with the path at fault. */
/* The bit of game id in a faq_situ.games mask. */
static unsigned game_bit(const char *id)
{
    int g = faq_situ_game_index(situ, id);
    assert_true(g >= 0);
    return 1u << g;
}

/* The string ids of resp's "games", joined by spaces ("" when absent). */
static void games_of(const cJSON *resp, char *out, size_t cap)
{
    const cJSON *g;
    size_t len = 0;
    out[0] = '\0';
    cJSON_ArrayForEach(g, get(resp, "games"))
    {
        len +=
            (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", cJSON_GetStringValue(g));
    }
}

/* A case told with no game named and none given is played in each game its own words leave.
 * Seeds and a pot (Awalé's piece, the snails' store word): 5 from pit 3 land in the opponent's
 * pit 2 in both, answered once for both; seeds alone are Awalé's, said as assumed; the
 * conversation's game keeps priority; a general question with no game still goes to
 * retrieval. */
static void test_a_case_without_its_game_is_played_in_each_game_its_words_leave(void **state)
{
    static const char *const cases[] = {
        "J'ai 5 graines dans ma 3e case et 10 dans mon pot, la dernière elle tombe où ?",
        "I have 5 seeds in my 3rd pit and 10 in my pot, where does the last one land?",
    };
    char games[64];
    (void)state;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        parse_and_build(cases[k], &s, &p);
        assert_int_equal(s.game, -1);
        assert_int_equal(s.games, game_bit("awale") | game_bit("escargots"));
        assert_int_equal(p.missing, SITU_MISSING_GAME); /* the builder still needs one */
        cJSON *resp = ask(cases[k], NULL);
        const cJSON *sim = get(resp, "simulation");
        const char *answer = cJSON_GetStringValue(get(resp, "answer"));
        print_message("%s\n  -> %s\n", cases[k], answer);
        assert_true(cJSON_IsNull(get(resp, "clarify")));
        assert_int_equal(num(get(sim, "move"), "pit"), 3);
        assert_null(get(sim, "cases"));
        games_of(resp, games, sizeof games);
        assert_string_equal(games, "awale escargots");
        assert_non_null(strstr(answer, k ? "pit 2" : "case 2"));
        assert_non_null(strstr(answer, "Awalé aux escargots"));
        cJSON_Delete(resp);
        resp = ask(cases[k], "awale"); /* the conversation's game: that game alone */
        assert_null(get(resp, "games"));
        assert_string_equal(cJSON_GetStringValue(get(resp, "game")), "awale");
        assert_null(strstr(cJSON_GetStringValue(get(resp, "answer")), "escargots"));
        cJSON_Delete(resp);
    }
    /* seeds alone: Awalé's own pieces (the snails' players say snails), the game said assumed */
    const char *seeds = "J'ai 5 graines dans ma 3e case, la dernière elle tombe où ?";
    struct faq_situ ss;
    faq_situ_parse(situ, seeds, strlen(seeds), NULL, &ss);
    assert_int_equal(ss.game, faq_situ_game_index(situ, "awale"));
    assert_true(ss.game_guessed);
    cJSON *sr = ask(seeds, NULL);
    assert_null(get(sr, "games"));
    assert_non_null(strstr(cJSON_GetStringValue(get(sr, "answer")), "(hypothèse : Awalé)"));
    cJSON_Delete(sr);
    /* seeds and a Kalah conversation: 2 stones from pit 5 end in the store, a turn more */
    cJSON *resp = ask("J'ai 2 graines dans mon trou 5, je rejoue ?", "kalah");
    assert_null(get(resp, "games"));
    assert_int_equal(num(get(resp, "simulation"), "extra_turn"), 1);
    assert_memory_equal(cJSON_GetStringValue(get(resp, "answer")), "Oui", 3);
    cJSON_Delete(resp);
    resp = ask("est-ce qu'on peut prendre dans son propre camp ?", NULL);
    assert_string_equal(cJSON_GetStringValue(get(resp, "entry")), "awale.capture-camp-adverse");
    assert_null(get(resp, "simulation"));
    assert_null(get(resp, "games"));
    cJSON_Delete(resp);
}

/* The game told by the situation's words alone: stones are Kalah's (seeds with a pot leave both
 * Awalé rulebooks: the test above), a stack Qawale's, a capture setting a game that has settings;
 * three players fit no Awalé, so seeds at three ask the game. */
static void test_the_words_of_a_situation_tell_its_game(void **state)
{
    static const struct {
        const char *q, *game;
        bool said; /* the mancala answers say the game they read */
    } told[] = {
        {"J'ai 3 pierres dans mon trou 4, je rejoue ?", "kalah", true},
        {"My pit 2 has 5 stones. Do I get another turn?", "kalah", true},
        {"Je pose sur une pile de 2, je dépose sur combien de cases ?", "qawale", false},
        /* « ça va » is a greeting alone, not inside a case the engine plays */
        {"j'ai 10 pierres dans mon 3e trou, ça va jusqu'où ?", "kalah", true},
        {"ça va jusqu'où si j'ai 9 graines dans ma 4e case ?", "awale", true},
    };
    (void)state;
    for (size_t k = 0; k < sizeof told / sizeof told[0]; k++) {
        struct faq_situ s;
        faq_situ_parse(situ, told[k].q, strlen(told[k].q), NULL, &s);
        assert_true(s.situation);
        assert_int_equal(s.game, faq_situ_game_index(situ, told[k].game));
        assert_int_equal(s.games, game_bit(told[k].game));
        assert_int_equal(s.game_guessed, told[k].said);
        cJSON *resp = ask(told[k].q, NULL);
        const char *answer = cJSON_GetStringValue(get(resp, "answer"));
        print_message("%s\n  -> %s\n", told[k].q, answer);
        assert_string_equal(cJSON_GetStringValue(get(resp, "game")), told[k].game);
        assert_true(!told[k].said || strstr(answer, faq_situ_game(situ, s.game)->name));
        assert_null(get(resp, "games"));
        cJSON_Delete(resp);
    }
    /* 3 from pit 4: pits 5, 6 and the store, a turn more; 2 + 1 more make 3 cells */
    cJSON *r = ask("J'ai 3 pierres dans mon trou 4, je rejoue ?", NULL);
    assert_int_equal(num(get(r, "simulation"), "extra_turn"), 1);
    cJSON_Delete(r);
    r = ask("Je pose sur une pile de 2, je dépose sur combien de cases ?", NULL);
    assert_non_null(strstr(cJSON_GetStringValue(get(r, "answer")), "3 cases"));
    cJSON_Delete(r);
    /* words disagreeing: the game most of them name ("stone" is kalah's, the stack and its
     * cells Qawale's); pieces per pit that are no start ("the others have two each") leave
     * the seeds' game */
    const char *mixed = "I put my stone on the stack of 3 at b2 and go b3, c3, c4, d4. OK?";
    struct faq_situ ms;
    faq_situ_parse(situ, mixed, strlen(mixed), NULL, &ms);
    assert_int_equal(ms.games, game_bit("qawale"));
    r = ask(mixed, NULL);
    assert_string_equal(cJSON_GetStringValue(get(r, "game")), "qawale");
    assert_int_equal(num(get(r, "simulation"), "legal"), 1);
    cJSON_Delete(r);
    const char *each = "23 seeds in my 6th pit, his first pit is empty and the others have two "
                       "each. Where does the last one land?";
    faq_situ_parse(situ, each, strlen(each), NULL, &ms);
    assert_int_equal(ms.games, game_bit("awale"));
    r = ask(each, NULL); /* two laps, the origin skipped twice: the opponent's pit 1 */
    assert_non_null(strstr(cJSON_GetStringValue(get(r, "answer")), "opponent's pit 1"));
    assert_null(get(get(r, "simulation"), "cases"));
    cJSON_Delete(r);
    /* « réglage » and no piece: the one game with settings (kalah) */
    struct faq_situ s;
    const char *q = "Réglage « en face ». Mon trou 1 a une pierre, mon 2 est vide, en face du 2 il "
                    "y en a 4. Je prends combien ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_int_equal(s.game, faq_situ_game_index(situ, "kalah"));
    /* seeds at three players: the one game whose start takes three, kalah; five players fit
     * no game: the game is asked */
    r = ask("On est 3 joueurs, j'ai 5 graines dans ma case 3, où tombe la dernière ?", NULL);
    assert_string_equal(cJSON_GetStringValue(get(r, "game")), "kalah");
    assert_int_equal(get(get(r, "simulation"), "start") != NULL, 1);
    cJSON_Delete(r);
    r = ask("On est 5 joueurs, j'ai 5 graines dans ma case 3, où tombe la dernière ?", NULL);
    assert_true(cJSON_IsObject(get(r, "clarify")));
    assert_null(get(r, "simulation"));
    assert_true(cJSON_IsNull(get(r, "game")));
    cJSON_Delete(r);
}

/* Where the games' engines differ, one answer per game. Seeds and a pot (either Awalé's
 * rulebook), the opponent left with 1 and 1 in his pits 1 and 2, my pit 5 with 3: the grand
 * slam is played without capture at the awalé (0 taken) and refused at the snails'; no lead
 * before them. Twelve pieces in pit 1 and no piece named: every mancala game, each « No » (awalé
 * and snails skip the origin and end in pit 2, kalah ends in the opponent's pit 6), so the
 * answer is led by that « No ». */
static void test_games_whose_engines_differ_are_answered_each(void **state)
{
    char games[64];
    (void)state;
    cJSON *r = ask("Dans mon pot j'en ai 10. Il ne lui reste que deux graines : une dans sa case 1 "
                   "et une dans sa case 2. Je joue ma case 5 qui en a 3. Je prends combien ?",
                   NULL);
    const cJSON *sim = get(r, "simulation"), *alt = cJSON_GetArrayItem(get(sim, "cases"), 0);
    const char *answer = cJSON_GetStringValue(get(r, "answer"));
    print_message("  -> %s\n", answer);
    games_of(r, games, sizeof games);
    assert_string_equal(games, "awale escargots");
    assert_true(cJSON_IsNull(get(r, "lead")));
    assert_int_equal(num(sim, "legal"), 1);
    assert_int_equal(num(sim, "captured"), 0);
    assert_string_equal(cJSON_GetStringValue(get(alt, "game")), "escargots");
    assert_int_equal(num(alt, "legal"), 0);
    assert_non_null(strstr(answer, "Awalé : "));
    assert_non_null(strstr(answer, "Awalé aux escargots : "));
    cJSON_Delete(r);
    r = ask("I have 12 in my first pit, does one go back into it?", NULL);
    answer = cJSON_GetStringValue(get(r, "answer"));
    print_message("  -> %s\n", answer);
    games_of(r, games, sizeof games);
    assert_string_equal(games, "awale kalah escargots");
    assert_string_equal(cJSON_GetStringValue(get(r, "lead")), "no");
    assert_memory_equal(answer, "No ", 3);
    sim = get(r, "simulation");
    assert_int_equal(cJSON_GetArraySize(get(sim, "cases")), 2);
    assert_string_equal(cJSON_GetStringValue(get(cJSON_GetArrayItem(get(sim, "cases"), 0), "game")),
                        "kalah");
    assert_non_null(strstr(answer, "Kalah: No. With 12 stones from your pit 1: the last one lands "
                                   "in the opponent's pit 6."));
    assert_non_null(strstr(answer, "the last one lands in your pit 2"));
    cJSON_Delete(r);
}

static void test_lexicon_is_checked_at_load(void **state)
{
    struct faq_situ_ctx *c = NULL;
    struct arb_err err;
    static const char bad_entry[] = "{\"families\":{},\"fr\":{},\"en\":{}}";
    (void)state;
    assert_int_equal(faq_situ_new_from(kb, &faq->lex, bad_entry, strlen(bad_entry), &c, &err),
                     -ARB_ERR_KB);
    assert_null(c);
    assert_non_null(strstr(err.message, "situation.json"));
    assert_int_equal(faq_situ_new_from(kb, &faq->lex, "{", 1, &c, &err), -ARB_ERR_KB);
}

/* « quel trou me fait rejouer ? »: the move is asked. Every legal move from a pit told is
 * played; the answer names those giving the outcome (exact pits and captures), the simulation
 * plays the best, and an unsaid pit the answer turns on is asked by name. */
static void test_the_move_asked_names_every_pit_that_gives_it(void **state)
{
    static const struct {
        const char *q;
        int missing;
        int found[6], captured[6]; /* 0-ended */
        int move;                  /* the pit played by the simulation, 0 none */
        int unknown;               /* a cell asked for (SITU_MISSING_WHICH), -1 */
        const char *says;
    } cases[] = {
        {"Kalah : mes trous 1 à 6 ont 6, 2, 4, 3, 2, 1, quel trou me fait rejouer ?",
         SITU_MISSING_NONE,
         {1, 3, 4, 5, 6},
         {0},
         1,
         -1,
         "Joue ton trou 1, ton trou 3, ton trou 4, ton trou 5 ou ton trou 6 : la dernière pierre "
         "tombe dans ta réserve et tu rejoues."},
        {"Kalah: I have 6, 2, 4, 3, 2, 1 in my pits 1 to 6, which pit gives me an extra turn?",
         SITU_MISSING_NONE,
         {1, 3, 4, 5, 6},
         {0},
         1,
         -1,
         "Play your pit 1, your pit 3"},
        {"Kalah : j'ai 3, 2, 5 et 1 dans mes trous 1 à 4, quel trou me fait rejouer ?",
         SITU_MISSING_NONE,
         {0},
         {0},
         1,
         -1,
         "Aucun de tes coups ne te fait rejouer. Je n'ai joué que les trous dont tu m'as donné "
         "le contenu."},
        {"Awalé : j'ai 3, 2, 5 et 1 dans mes cases 3 à 6, ses cases ont 1, 2, 1, 4, 0, 2, quelle "
         "case je joue pour prendre ?",
         SITU_MISSING_NONE,
         {6},
         {2},
         6,
         -1,
         "joue ta case 6 (tu prends 2 graines)"},
        {"Awalé : j'ai 3, 2, 5 et 1 dans mes cases 3 à 6, quelle case je joue pour prendre ?",
         SITU_MISSING_WHICH,
         {0},
         {0},
         0,
         7,
         "la case 1 de l'adversaire"},
        {"Kalah: my houses 1 to 6 hold 1, 0, 3, 0, 0, 2 and the opponent's houses 1 to 6 hold 4, "
         "4, 4, 4, 4, 4, which house captures?",
         SITU_MISSING_NONE,
         {1},
         {5},
         1,
         -1,
         "To capture, play your pit 1 (you take 5 stones)."},
        /* pit 1 takes when the opponent's pit 5 holds something: that pit is asked */
        {"Kalah: my houses 1 to 6 hold 1, 0, 3, 0, 0, 2, which house captures?",
         SITU_MISSING_WHICH,
         {1},
         {5},
         0,
         11,
         "It depends on the opponent's pit 5"},
        {"Oware: my opponent is empty, my pits 1 to 6 hold 2, 0, 3, 0, 2, 0, which pit feeds him?",
         SITU_MISSING_NONE,
         {5},
         {0},
         5,
         -1,
         "To feed your opponent, play your pit 5."},
        /* the move asked is a legal one: every pit the engine lets play, the rows said empty */
        {"Oware: my opponent's row is empty. I've got 1 seed in pit 4 and 3 seeds in pit 5, "
         "nothing else. Which pit am I allowed to play?",
         SITU_MISSING_NONE,
         {5},
         {0},
         5,
         -1,
         "To feed your opponent, play your pit 5."},
        {"Kalah : mon trou 1 est vide et mon trou 3 a 2 pierres, rien d'autre. Quel trou je peux "
         "jouer ?",
         SITU_MISSING_NONE,
         {3},
         {5},
         3,
         -1,
         "Tu as le droit de jouer ton trou 3."},
        /* the move asked by a pronoun and « je dois », "must": under the feeding rule every pit
         * told is played, the ones that feed named, or none and the game ends */
        {"awalé l'adversaire n'a plus de graines. J'ai 2 graines dans ma case 1 seulement et 1 "
         "dans ma case 6, je dois jouer laquelle ?",
         SITU_MISSING_NONE,
         {6},
         {0},
         6,
         -1,
         "Pour nourrir ton adversaire, joue ta case 6."},
        {"Awale: opponent's side is empty, I only have 1 seed in pit 1 and 6 in pit 5, which "
         "should I play?",
         SITU_MISSING_NONE,
         {5},
         {0},
         5,
         -1,
         "To feed your opponent, play your pit 5."},
        {"awalé il a plus rien, j'ai 1 graine en case 2 et 1 en case 3 seulement, laquelle je "
         "joue ?",
         SITU_MISSING_NONE,
         {0},
         {0},
         2,
         -1,
         "Aucun de tes coups ne nourrit ton adversaire. La partie s'arrête : c'est la fin par "
         "famine."},
    };
    (void)state;
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        parse_and_build(cases[k].q, &s, &p);
        assert_true(s.ask & SA_WHICH);
        assert_int_equal(s.origin_pit, FAQ_SITU_UNSAID);
        assert_true(p.which);
        assert_int_equal(p.missing, cases[k].missing);
        size_t n = 0;
        while (n < 6 && cases[k].found[n])
            n++;
        assert_int_equal(p.nfound, n);
        for (size_t i = 0; i < n; i++) {
            assert_int_equal(p.found[i].pit, cases[k].found[i]);
            assert_int_equal(p.found[i].captured, cases[k].captured[i]);
        }
        if (cases[k].unknown >= 0) {
            bool named = false;
            for (size_t i = 0; i < p.nunknown; i++)
                named = named || p.which_unknown[i] == cases[k].unknown;
            assert_true(named);
        } else {
            assert_int_equal(p.nunknown, 0);
        }
        cJSON *resp = ask(cases[k].q, NULL);
        const char *answer = cJSON_GetStringValue(get(resp, "answer"));
        print_message("  -> %s\n", answer);
        assert_non_null(strstr(answer, cases[k].says));
        const cJSON *sim = get(resp, "simulation");
        if (cases[k].move) {
            assert_int_equal(num(get(sim, "move"), "pit"), cases[k].move);
            assert_non_null(strstr(cJSON_GetStringValue(get(resp, "diagram")), "move="));
        } else {
            assert_null(sim);
            assert_non_null(get(resp, "clarify"));
        }
        cJSON_Delete(resp);
    }
    /* the start position: every pit known */
    static const struct {
        const char *q;
        int pit;
    } start[] = {
        {"Au tout début d'une partie de Kalah (4 pierres par trou), quel trou je dois jouer pour "
         "rejouer tout de suite ?",
         3},
        {"Kalah, at the very start with 3 stones per pit, which pit gives me another turn?", 4},
    };
    for (size_t k = 0; k < sizeof start / sizeof start[0]; k++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        parse_and_build(start[k].q, &s, &p);
        assert_true(s.start);
        assert_int_equal(p.missing, SITU_MISSING_NONE);
        assert_int_equal(p.nfound, 1);
        assert_int_equal(p.found[0].pit, start[k].pit);
        assert_int_equal(p.move.pit, start[k].pit);
    }
    /* where the last one lands is still asked as before */
    struct faq_situ s;
    const char *q =
        "Kalah : dans quel trou tombe ma dernière pierre si je joue mon trou 2 qui en a 4 ?";
    faq_situ_parse(situ, q, strlen(q), NULL, &s);
    assert_false(s.ask & SA_WHICH);
    assert_true(s.ask & SA_WHERE);
    assert_int_equal(s.origin_pit, 2);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_each_described_situation_is_built_and_played),
        cmocka_unit_test(test_awale_position_holds_48_seeds_with_the_said_counts),
        cmocka_unit_test(test_lists_give_each_pit_its_count),
        cmocka_unit_test(test_the_other_pits_told_in_a_list_fill_the_rest_of_the_row_in_order),
        cmocka_unit_test(test_a_range_of_two_pits_gives_each_pit_its_count),
        cmocka_unit_test(test_the_numbers_offered_to_choose_from_are_not_counts),
        cmocka_unit_test(test_one_told_alone_and_each_after_the_pieces_are_counts),
        cmocka_unit_test(test_the_rest_told_with_its_length_and_lists_said_empty),
        cmocka_unit_test(test_counts_in_words_and_full_pits_numbered_are_read),
        cmocka_unit_test(test_rows_told_by_ordinal_words_bare_counts_and_facing_the_last),
        cmocka_unit_test(test_a_row_told_of_one_person_is_that_row_only),
        cmocka_unit_test(test_a_capture_told_without_its_count_asks_the_count),
        cmocka_unit_test(test_unplaced_numbers_and_unpaired_lists_are_asked),
        cmocka_unit_test(test_a_move_or_a_krou_told_without_counts_is_asked),
        cmocka_unit_test(test_winner_needs_every_store),
        cmocka_unit_test(test_a_move_in_a_game_already_over_tells_how_it_ended),
        cmocka_unit_test(test_a_resign_with_the_stores_told_gives_the_final_score),
        cmocka_unit_test(test_the_pit_asked_back_agrees_with_its_noun),
        cmocka_unit_test(test_capture_on_an_unsaid_landing_is_asked),
        cmocka_unit_test(test_a_chain_asked_yes_or_no_on_an_unsaid_pit_leads_with_neither),
        cmocka_unit_test(test_a_pit_unsaid_is_asked_unless_every_pit_agrees),
        cmocka_unit_test(test_unsaid_pit_the_landing_depends_on_is_asked),
        cmocka_unit_test(test_a_landing_without_the_opposite_count_asks_it),
        cmocka_unit_test(test_unsaid_pit_the_outcome_ignores_is_assumed_and_said),
        cmocka_unit_test(test_capture_on_an_unsaid_count_is_asked),
        cmocka_unit_test(test_general_question_and_the_same_with_numbers),
        cmocka_unit_test(test_rule_thresholds_are_not_situations),
        cmocka_unit_test(test_a_rule_condition_is_the_rule_and_its_told_twin_is_played),
        cmocka_unit_test(test_a_case_naming_nothing_of_its_own_is_the_rule),
        cmocka_unit_test(test_two_games_named_together_name_the_variant),
        cmocka_unit_test(test_a_capture_asked_in_the_wrong_row_cites_that_rule),
        cmocka_unit_test(test_parser_reads_places_sides_and_settings),
        cmocka_unit_test(test_parser_reads_lists_asides_and_apart_pits),
        cmocka_unit_test(test_lexicon_is_checked_at_load),
        cmocka_unit_test(test_the_move_asked_names_every_pit_that_gives_it),
        cmocka_unit_test(test_a_case_without_its_game_is_played_in_each_game_its_words_leave),
        cmocka_unit_test(test_the_words_of_a_situation_tell_its_game),
        cmocka_unit_test(test_games_whose_engines_differ_are_answered_each),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

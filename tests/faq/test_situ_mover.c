/* test_situ_mover.c — a move told in the third person (faq_situ_mover.c), on the real knowledge
 * base and lexicon: the opponent moves (« s'il joue sa case 4, il me prend combien ? », "if she
 * plays her 3rd"), an onlooker watches two others (« je regarde mon oncle jouer … son
 * adversaire »), a move told as done (« il a joué son trou 6 et m'a tout pris »). Each row: the
 * position built with the mover to move (their pit played, their row and the other's as told),
 * the seat of the asker in the simulation, the engine's outcome and the reply in the mover's
 * person; a question whose « il » plays no move keeps the asker as the mover. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_fixture.h"
#include "faq_situ.h"
#include "faq_situ_lex.h"

enum { ASKER_NONE = -2, ASKER_NULL = -1 }; /* no "asker" member; "asker": null */

struct mover_case {
    const char *q;
    enum faq_situ_mover mover;
    char gender;
    int pit;         /* the pit played (mancala), 0 for Qawale */
    int mover_count; /* pieces in it */
    int other_pit;   /* a pit of the other row told, 1-based, and its count */
    int other_count;
    int asker;        /* simulation.asker, ASKER_NONE or ASKER_NULL */
    int captured;     /* the engine's capture, -1 unchecked */
    int legal;        /* 1, 0, -1 unchecked */
    int winner;       /* outcome.winner, -1 none or unchecked */
    const char *says; /* a part of the answer */
};

static const struct mover_case cases[] = {
    /* the opponent moves: his row is the mover's, mine the other */
    {"Awalé : mon frère a 3 graines dans sa case 4. Ma case 1 en a 1. S'il joue sa case 4, il "
     "me prend combien ?",
     SITU_MOVER_THEM, 'm', 4, 3, 1, 1, 1, 2, 1, -1,
     "Avec 3 graines depuis sa case 4 : la dernière graine tombe dans ta case 1. Il prend 2 "
     "graines : 2 dans ta case 1"},
    {"Kalah. My sister has 2 stones in her 3rd pit and her 5th pit is empty. My 2nd pit has 4 "
     "stones. If she plays her 3rd, how many does she take?",
     SITU_MOVER_THEM, 'f', 3, 2, 2, 4, 1, 5, 1, -1,
     "She takes 5 stones: her last one and the 4 opposite, into her store."},
    {"Kalah : il a 1 pierre dans son trou 6. S'il le joue, il rejoue ?", SITU_MOVER_THEM, 'm', 6, 1,
     0, 0, 1, 0, 1, -1, "Oui, il rejoue."},
    /* the end told: he wins, and the asker's « do I win? » is judged on the asker's seat */
    {"Kalah : il me reste 2 pierres dans mon trou 1, rien d'autre de mon côté. Lui a 1 pierre "
     "dans son trou 6 et rien d'autre. Il joue son 6. Réserves : moi 20, lui 25. Qui gagne ?",
     SITU_MOVER_THEM, 'm', 6, 1, 1, 2, 1, 0, 1, 0,
     "tu ranges 2 pierres dans ta réserve. Il gagne, 26 à 22."},
    {"Kalah: I have 2 stones in my 1st pit and nothing else. He has 1 stone in his 6th pit and "
     "nothing else. He plays his 6th. Stores: me 20, him 25. Do I win?",
     SITU_MOVER_THEM, 'm', 6, 1, 1, 2, 1, 0, 1, 0, "No. With 1 stone from his pit 6"},
    /* an onlooker: the rival and the possessives after it are the other side */
    {"Awalé : je regarde mon oncle jouer. Il a 2 graines dans sa case 6 et son adversaire en a 1 "
     "dans sa première case et 2 dans sa deuxième. S'il joue sa case 6, il prend combien ?",
     SITU_MOVER_WATCHED, 'm', 6, 2, 2, 2, ASKER_NULL, 5, 1, -1,
     "Il prend 5 graines : 3 dans la case 2 de son adversaire, 2 dans la case 1 de son "
     "adversaire"},
    {"Oware: I'm watching my aunt play. She has 2 seeds in her 6th pit and her opponent's first "
     "two pits hold 1 and 2. How many does she capture if she plays her 6th?",
     SITU_MOVER_WATCHED, 'f', 6, 2, 1, 1, ASKER_NULL, 5, 1, -1,
     "She takes 5 seeds: 3 in her opponent's pit 2, 2 in her opponent's pit 1"},
    /* the move told as done, the asker the one it took from */
    {"Aux escargots, je n'avais que 1 escargot dans mon trou 1 et 1 dans mon trou 2. Il a joué "
     "son trou 6 (2 escargots) et m'a tout pris : il a le droit ?",
     SITU_MOVER_THEM, 'm', 6, 2, 2, 1, 1, -1, 0, -1, "Non, ce coup est refusé"},
    {"Awale: he played his 6th pit (2 seeds) and took 1 seed from my 1st pit and 1 from my 2nd, "
     "is that right?",
     SITU_MOVER_THEM, 'm', 6, 2, 0, 0, 1, -1, 1, -1, "With 2 seeds from his pit 6"},
    /* Qawale: the opponent places on the asker's pebble */
    {"Qawale : mon galet clair est seul en c3. Mon adversaire pose son galet foncé dessus, "
     "soulève les deux et les dépose en c2 puis b2. C'est permis ? Qui est au sommet de b2 ?",
     SITU_MOVER_THEM, 'm', 0, 0, 0, 0, 0, -1, 1, -1,
     "Oui, c'est permis : il dépose sur c2, b2. Il soulève 2 galets (la pile de 1 et le sien)"},
    /* « il » names no mover: the asker plays, or « il » is a pit */
    {"Awalé : il a 4 graines dans sa case 1. Je joue ma case 6 qui en a 1 : je prends ?",
     SITU_MOVER_ME, 'm', 6, 1, 1, 4, ASKER_NONE, 0, 1, -1, "Tu ne prends rien"},
    {"Treize escargots dans mon deuxième trou. Où atterrit le dernier, et mon trou de départ, il "
     "en récupère un au passage ?",
     SITU_MOVER_ME, 'm', 2, 13, 0, 0, ASKER_NONE, -1, -1, -1, NULL},
};

static void check_case(const struct mover_case *k)
{
    struct faq_situ s;
    struct faq_situ_plan *p = malloc(sizeof *p);
    struct arb_err err;
    cJSON *resp = NULL;
    assert_non_null(p);
    print_message("%s\n", k->q);
    faq_situ_parse(situ, k->q, strlen(k->q), NULL, &s);
    assert_true(s.situation);
    assert_int_equal(s.mover, k->mover);
    assert_int_equal(s.mover_gender, k->gender);
    assert_int_equal(faq_situ_build(situ, &s, p, &err), 0);
    if (k->pit > 0) { /* the mover is to move, from the pit told, the other row as told */
        const struct mancala_pos *m = &p->pos.m;
        int me = m->to_move, other = (m->to_move + 1) % m->players;
        assert_int_equal(p->move.pit, k->pit);
        assert_int_equal(m->cell[me * (m->holes + 1) + k->pit - 1], k->mover_count);
        if (k->other_pit > 0)
            assert_int_equal(m->cell[other * (m->holes + 1) + k->other_pit - 1], k->other_count);
    }
    assert_int_equal(faq_situ_answer(situ, k->q, strlen(k->q), NULL, &resp, &err), 0);
    assert_non_null(resp);
    const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(resp, "answer"));
    const cJSON *sim = cJSON_GetObjectItemCaseSensitive(resp, "simulation");
    const cJSON *asker = cJSON_GetObjectItemCaseSensitive(sim, "asker");
    print_message("  -> %s\n", text);
    assert_true(cJSON_IsObject(sim));
    if (k->asker == ASKER_NONE)
        assert_null(asker);
    else if (k->asker == ASKER_NULL)
        assert_true(cJSON_IsNull(asker));
    else
        assert_int_equal(cJSON_GetNumberValue(asker), k->asker);
    if (k->captured >= 0)
        assert_int_equal(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(sim, "captured")),
                         k->captured);
    if (k->legal >= 0)
        assert_int_equal(!cJSON_IsFalse(cJSON_GetObjectItemCaseSensitive(sim, "legal")), k->legal);
    if (k->winner >= 0)
        assert_int_equal(cJSON_GetNumberValue(cJSON_GetObjectItemCaseSensitive(
                             cJSON_GetObjectItemCaseSensitive(sim, "outcome"), "winner")),
                         k->winner);
    if (k->says)
        assert_non_null(strstr(text, k->says));
    cJSON_Delete(resp);
    free(p);
}

static void test_the_third_person_who_moves_is_the_mover(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_case(&cases[i]);
}

/* The count of the pit a third person plays, unsaid, is asked in their person. */
static void test_a_count_a_third_person_plays_is_asked_in_their_person(void **state)
{
    static const struct {
        const char *q, *asks;
    } asked[] = {
        {"Awalé : s'il joue sa case 4, il me prend combien ?",
         "Combien de graines y a-t-il dans la case qu'il joue ?"},
        {"Awale: if she plays her 4th pit, how many does she take from me?",
         "How many seeds are in the pit she plays?"},
    };
    (void)state;
    for (size_t i = 0; i < sizeof asked / sizeof asked[0]; i++) {
        cJSON *resp = NULL;
        struct arb_err err;
        assert_int_equal(faq_situ_answer(situ, asked[i].q, strlen(asked[i].q), NULL, &resp, &err),
                         0);
        const cJSON *clarify = cJSON_GetObjectItemCaseSensitive(resp, "clarify");
        assert_string_equal(
            cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(clarify, "question")),
            asked[i].asks);
        assert_null(cJSON_GetObjectItemCaseSensitive(resp, "simulation"));
        cJSON_Delete(resp);
    }
}

/* A reply template of "persons" over a key the language's own text lacks, or a frame pair of
 * one word, fails the load naming the member. */
static void test_the_persons_and_frame_are_checked_at_load(void **state)
{
    static const struct {
        const char *section, *member, *path;
    } faults[] = {{"persons", "third", "fr.persons.third.no_such_key"},
                  {"frame", "to_mover", "en.frame"}};
    (void)state;
    for (size_t i = 0; i < sizeof faults / sizeof faults[0]; i++) {
        struct faq_situ_ctx *c = NULL;
        struct arb_err err;
        cJSON *root = cJSON_ParseWithLength(faq_situ_lexicon_json, faq_situ_lexicon_len);
        cJSON *lang = cJSON_GetObjectItem(root, faults[i].path[0] == 'f' ? "fr" : "en");
        cJSON *sec =
            cJSON_GetObjectItem(cJSON_GetObjectItem(lang, faults[i].section), faults[i].member);
        if (i == 0)
            cJSON_AddStringToObject(cJSON_GetObjectItem(sec, "text"), "no_such_key", "x");
        else
            cJSON_AddItemToArray(sec, cJSON_CreateStringArray((const char *[]){"il"}, 1));
        char *text = cJSON_PrintUnformatted(root);
        assert_int_equal(faq_situ_new_from(kb, &faq->lex, text, strlen(text), &c, &err),
                         -ARB_ERR_KB);
        assert_null(c);
        print_message("%s\n", err.message);
        assert_non_null(strstr(err.message, faults[i].path));
        cJSON_free(text);
        cJSON_Delete(root);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_the_third_person_who_moves_is_the_mover),
        cmocka_unit_test(test_a_count_a_third_person_plays_is_asked_in_their_person),
        cmocka_unit_test(test_the_persons_and_frame_are_checked_at_load),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

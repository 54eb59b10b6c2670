/* test_situ_judge.c — the judge of `arbitre eval --situations` (faq_situ_judge.c) on real
 * replies of the product: faq_ask answers each question on the real knowledge base, and the
 * judge must pass the reply as it is; the same reply with one number or its lead changed by
 * the test must be caught. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ_judge.h"
#include "faq_fixture.h"

static struct faq_situ_judge *judge;

static int setup(void **state)
{
    struct arb_err err;
    if (faq_fixture_setup(state) < 0 || faq_situ_judge_new(kb, &faq->lex, &judge, &err) < 0)
        return -1;
    return 0;
}

static int teardown(void **state)
{
    faq_situ_judge_free(judge);
    return faq_fixture_teardown(state);
}

/* A situation line {"id","question"} and the product's response to it. */
struct asked {
    cJSON *line, *resp;
};

static struct asked ask(const char *question)
{
    struct asked a = {cJSON_CreateObject(), NULL};
    cJSON *req = cJSON_CreateObject();
    struct arb_err err;
    cJSON_AddStringToObject(a.line, "id", "t");
    cJSON_AddStringToObject(a.line, "question", question);
    cJSON_AddStringToObject(req, "question", question);
    assert_int_equal(faq_ask(faq, req, &a.resp, &err), 0);
    assert_non_null(a.resp);
    cJSON_Delete(req);
    return a;
}

static void asked_free(struct asked *a)
{
    cJSON_Delete(a->line);
    cJSON_Delete(a->resp);
}

static const char *answer_of(const struct asked *a)
{
    return cJSON_GetStringValue(cJSON_GetObjectItem(a->resp, "answer"));
}

/* Replaces the response's answer by prefix + (answer from skip bytes on) + suffix. */
static void rewrite(struct asked *a, const char *prefix, size_t skip, const char *suffix)
{
    char text[4096];
    const char *old = answer_of(a);
    assert_true(strlen(old) >= skip);
    snprintf(text, sizeof text, "%s%s%s", prefix, old + skip, suffix);
    cJSON_ReplaceItemInObject(a->resp, "answer", cJSON_CreateString(text));
}

/* Replaces the first from of the response's answer by to. */
static void replace_once(struct asked *a, const char *from, const char *to)
{
    char text[4096];
    const char *old = answer_of(a), *at = strstr(old, from);
    assert_non_null(at);
    snprintf(text, sizeof text, "%.*s%s%s", (int)(at - old), old, to, at + strlen(from));
    cJSON_ReplaceItemInObject(a->resp, "answer", cJSON_CreateString(text));
}

static size_t uncomputed(const struct asked *a, char *bad, size_t cap)
{
    return faq_situ_judge_numbers(judge, a->line, a->resp, bad, cap);
}

static enum faq_situ_lead_verdict lead_verdict(const struct asked *a, int *lead)
{
    char why[256];
    return faq_situ_judge_lead(judge, a->line, a->resp, lead, why, sizeof why);
}

/* Awalé, 19 seeds from pit 5: 19, 5, the lap and pit 1 all come from the engine. */
static void test_a_sowing_answer_names_only_numbers_the_engine_computed(void **state)
{
    char bad[128];
    int lead;
    (void)state;
    struct asked a = ask("À l'awalé, j'ai 19 graines dans ma 5e case, où tombe la dernière ?");
    assert_non_null(strstr(answer_of(&a), "1 tour complet"));
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 0);
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_NONE);
    asked_free(&a);
}

/* The same reply with a count the engine never gave, in digits or in words: 17 and 7 are
 * in no pit, event or total. */
static void test_a_number_no_simulation_holds_is_reported(void **state)
{
    char bad[128];
    (void)state;
    struct asked a = ask("À l'awalé, j'ai 19 graines dans ma 5e case, où tombe la dernière ?");
    rewrite(&a, "", 0, " Tu prends 17 graines, puis sept graines.");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 2);
    assert_string_equal(bad, "17, sept");
    asked_free(&a);
}

/* 19 is the engine's count (and the question's), not a pit: « ta case 19 » is reported,
 * and so is a pit written as a count (« 5 graines » where no count is 5). */
static void test_a_number_in_the_wrong_role_is_reported(void **state)
{
    char bad[128];
    (void)state;
    struct asked a = ask("À l'awalé, j'ai 19 graines dans ma 5e case, où tombe la dernière ?");
    replace_once(&a, "ta case 5", "ta case 19");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 1);
    assert_string_equal(bad, "19");
    asked_free(&a);
    a = ask("À l'awalé, j'ai 19 graines dans ma 5e case, où tombe la dernière ?");
    replace_once(&a, "19 graines", "5 graines");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 1);
    assert_string_equal(bad, "5");
    asked_free(&a);
}

/* Qawale, a stack of 5: 6 lifted, 5 the stack, 6 drops, the cells of the path; a cell of
 * no simulation (« a9 ») is a name nothing accounts for. */
static void test_a_qawale_cell_off_the_simulation_is_reported(void **state)
{
    char bad[128];
    (void)state;
    struct asked a = ask("qawale: je pose sur une pile de 5, je dépose sur combien de cases ?");
    assert_non_null(strstr(answer_of(&a), "6 galets"));
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 0);
    rewrite(&a, "", 0, " Puis a9.");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 1);
    assert_string_equal(bad, "a9");
    asked_free(&a);
}

/* A refused Qawale placing has no lift event, yet it lifts the cell's stack and the pebble
 * placed: that count is the engine's, one more is not. */
static void test_a_refused_placing_may_say_what_it_lifts(void **state)
{
    char bad[128];
    (void)state;
    struct asked a = ask("qawale: la pile de b2 fait 2 neutres, je pose le mien dessus et je "
                         "dépose en b3 puis b2, ça passe ?");
    assert_non_null(strstr(answer_of(&a), "Demi-tour"));
    rewrite(&a, "", 0, " Tu soulèves 3 galets.");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 0);
    replace_once(&a, "3 galets", "4 galets");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 1);
    assert_string_equal(bad, "4");
    asked_free(&a);
}

/* A general answer may state its entry's constants (« plus de 11 graines »), not others. */
static void test_a_general_answer_may_state_its_entry_s_constants(void **state)
{
    char bad[128];
    (void)state;
    struct asked a = ask("Awalé : à partir de combien de graines on fait un tour complet ?");
    assert_null(cJSON_GetObjectItem(a.resp, "simulation"));
    assert_non_null(strstr(answer_of(&a), "11"));
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 0);
    rewrite(&a, "", 0, " Au-delà de 37, encore un tour.");
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 1);
    assert_string_equal(bad, "37");
    asked_free(&a);
}

/* A request to clarify names the game's pits (« 1 à 6 ») and the question's 15. */
static void test_a_request_to_clarify_names_the_game_s_pits(void **state)
{
    char bad[128];
    (void)state;
    struct asked a = ask("Awalé : j'ai 15 graines, où tombe la dernière ?");
    assert_true(cJSON_IsObject(cJSON_GetObjectItem(a.resp, "clarify")));
    assert_int_equal(uncomputed(&a, bad, sizeof bad), 0);
    asked_free(&a);
}

/* question's simulation has member (true, or the string value when not NULL), its answer
 * leads lead (1 yes, 0 no) and the judge agrees; the other lead (other, in place of the
 * first skip bytes) is caught on predicate. */
static void flipped_lead_is_caught(const char *question, const char *member, const char *value,
                                   int lead_now, const char *other, size_t skip,
                                   const char *predicate)
{
    int lead;
    char why[256];
    struct asked a = ask(question);
    const cJSON *fact = cJSON_GetObjectItem(cJSON_GetObjectItem(a.resp, "simulation"), member);
    if (value)
        assert_string_equal(cJSON_GetStringValue(fact), value);
    else
        assert_true(cJSON_IsTrue(fact));
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_OK);
    assert_int_equal(lead, lead_now);
    rewrite(&a, other, skip, "");
    assert_int_equal(faq_situ_judge_lead(judge, a.line, a.resp, &lead, why, sizeof why),
                     FAQ_SITU_LEAD_BAD);
    assert_int_equal(lead, !lead_now);
    assert_non_null(strstr(why, predicate));
    asked_free(&a);
}

/* Kalah, 2 stones in pit 5: the last one in the store, « Oui, tu rejoues » is the engine's
 * extra_turn; the same reply led « Non » is not. */
static void test_a_lead_against_the_engine_s_extra_turn_is_caught(void **state)
{
    (void)state;
    flipped_lead_is_caught("kalah: j'ai 2 pierres dans mon 5e trou, je rejoue ?", "extra_turn",
                           NULL, 1, "Non", strlen("Oui"), "extra_turn");
}

/* « ça sort du plateau ? » asks the step off the board: yes when the engine refuses it there,
 * a no is caught; « ça pose problème ? » asks the refusal. */
static void test_a_lead_on_the_step_off_the_board_is_the_refusal_s(void **state)
{
    (void)state;
    flipped_lead_is_caught("qawale ma pile en d1 fait 1, je pose, je vais en d2 puis je sors ?",
                           "reason", "off_board", 1, "Non", strlen("Oui"), "off_board");
    flipped_lead_is_caught(
        "Qawale: stack of 1 on b2, I add mine and go b3 then c3. Is that a problem?", "legal", NULL,
        0, "Yes", strlen("No"), "forbidden");
    flipped_lead_is_caught("kalah mon trou 3 est vide, je le joue, ça pose problème ?", "reason",
                           "empty_pit", 1, "Non", strlen("Oui"), "forbidden");
}

/* « jvais d2 d3 puis e3 ? »: a Qawale move told and a question of no cue asks whether the
 * move is allowed: the engine's refusal off the board is the « Non », a « Oui » is caught. */
static void test_a_bare_question_on_a_move_asks_its_permission(void **state)
{
    (void)state;
    flipped_lead_is_caught("kawale: pile de 3 en d2 avec le mien, jvais d3 d4 puis e4 ?", "reason",
                           "off_board", 0, "Oui", strlen("Non"), "legal");
}

/* « il a gagné ? », "did I lose?" ask the opponent's win: the engine's outcome names him the
 * winner after the move carries his pebble onto his line; the reply led the other way is
 * caught. */
static void test_a_lead_on_the_opponent_s_win_is_the_outcome_s(void **state)
{
    (void)state;
    flipped_lead_is_caught("Qawale : l'adversaire a des foncés visibles en a3, b3 et c3. Sur d2 il "
                           "y a un foncé seul. Je pose mon clair dessus, son foncé va en d3 et mon "
                           "clair en d4. Il a gagné ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "they_win");
    flipped_lead_is_caught("Qawale: his light pebbles show on a2, b2 and d2. My stack on c3 is one "
                           "light pebble. I put my dark on it, his light goes to c2 and my dark to "
                           "c1. Did I lose?",
                           "legal", NULL, 1, "No", strlen("Yes"), "they_win");
}

/* The opponent moves (« il joue son 6 »): the asker is simulation.asker, so « je gagne ? »
 * is the asker's win and « il gagne ? » the mover's; a lead the other way is caught. */
static void test_a_lead_on_a_win_is_the_asker_s_when_another_moves(void **state)
{
    (void)state;
    flipped_lead_is_caught("Kalah: I have 2 stones in my 1st pit and nothing else. He has 1 stone "
                           "in his 6th pit and nothing else. He plays his 6th. Stores: me 20, him "
                           "25. Do I win?",
                           "legal", NULL, 0, "Yes", strlen("No"), "win");
    flipped_lead_is_caught("Kalah : il me reste 2 pierres dans mon trou 1, rien d'autre de mon "
                           "côté. Lui a 1 pierre dans son trou 6 et rien d'autre. Il joue son 6. "
                           "Réserves : moi 20, lui 25. Il gagne ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "they_win");
}

/* « C'est bon ? Et mon galet, il finit où ? »: the last question asks no yes or no, the lead
 * answers the one before it: the engine's legality. */
static void test_a_lead_answers_the_yes_no_question_before_an_open_one(void **state)
{
    (void)state;
    flipped_lead_is_caught("Qawale : pile de 2 en b2, je vais b3, c3, d3. C'est bon ? Et mon "
                           "galet, il finit où ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "legal");
}

/* « on saute la case de départ, c'est ça ? Où tombe la dernière ? », "I capture, don't I? How
 * many?": the question before the open one is a tag alone, the lead answers the clause it
 * tags: the engine's skip, its capture. */
static void test_a_lead_answers_the_clause_a_tag_asks(void **state)
{
    (void)state;
    flipped_lead_is_caught("Awalé : j'ai 14 graines dans ma case 2. On saute la case de départ, "
                           "c'est ça ? Où tombe la dernière ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "skip");
    flipped_lead_is_caught("Awale: my pit 5 has 2 seeds and his pit 1 has 1. I capture, don't I? "
                           "How many?",
                           "legal", NULL, 1, "No", strlen("Yes"), "capture");
    flipped_lead_is_caught("kalah: j'ai 2 pierres dans mon 5e trou, je rejoue, hein ?",
                           "extra_turn", NULL, 1, "Non", strlen("Oui"), "extra_turn");
}

/* « c'est un grand chelem ? »: the engine's grand_slam event; a flipped lead is caught. */
static void test_a_lead_on_a_grand_slam_is_the_engine_s(void **state)
{
    (void)state;
    flipped_lead_is_caught("Awalé : il n'a que 1 graine dans sa case 1 et 1 dans sa case 2. Je "
                           "joue ma case 6 qui a 2 graines, c'est un grand chelem ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "grand_slam");
    flipped_lead_is_caught("Awale: his only seeds are 1 in his pit 4 and 2 in his pit 6. I play "
                           "my pit 6 with 6 seeds. Is that a grand slam? What do I take?",
                           "legal", NULL, 0, "Yes", strlen("No"), "grand_slam");
}

/* « je prends aussi son 1er qui fait 2 ? »: « 1er » names a pit, not a count; his pit 1 is not
 * taken (his pits 4 and 3 are, with 3 and 2), so « Non » is not caught as the 2 taken: the
 * judge cannot tell the pit claimed from the pits the move names, and leaves it unchecked. */
static void test_a_claim_on_a_pit_told_by_its_ordinal_is_no_count(void **state)
{
    (void)state;
    int lead;
    struct asked a = ask("Escargots : mon 6e a 4 escargots. Chez lui 1 3 1 2 dans ses 4 premiers. "
                         "Je prends aussi son 1er qui fait 2 ?");
    assert_non_null(strstr(answer_of(&a), "Non."));
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_UNCHECKED);
    asked_free(&a);
}

/* « je voudrais jouer mon 1er, ou je suis obligé de lui en donner ? »: a choice whose last
 * alternative asks nothing the judge reads (the obligation); the permission before it is not the
 * ask: the lead is left unchecked, never caught against the move played. */
static void test_a_choice_s_last_alternative_is_the_ask(void **state)
{
    (void)state;
    int lead;
    struct asked a =
        ask("Escargots : il a plus d'escargots dans son camp. Je voudrais jouer mon 1er "
            "(3 escargots) qui reste chez moi, ou je suis obligé de lui en donner ?");
    assert_non_null(strstr(answer_of(&a), "Non."));
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_UNCHECKED);
    asked_free(&a);
}

/* « ma 6e va se retrouver à 2, je la ramasse aussi ? »: the pronoun claims my pit 6, which the
 * move does not take (his pits 2 and 1 are): « Non » is not caught as any capture. */
static void test_a_capture_claimed_by_a_pronoun_is_the_pit_told_before(void **state)
{
    (void)state;
    int lead;
    struct asked a =
        ask("Awalé : j'ai 3 graines dans ma 5e et une dans ma 6e. Chez lui : sa 1re a 1 "
            "graine, sa 2e en a 2, et le reste de sa rangée est garni. Je joue ma 5e. "
            "Ma 6e va se retrouver à 2 graines, est-ce que je la ramasse aussi ?");
    assert_non_null(strstr(answer_of(&a), "Non."));
    assert_int_not_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_BAD);
    asked_free(&a);
}

/* « mon galet reste en c2 ? », "does my pebble stay on b3?": whether the move's last drop is
 * on the cell played; the engine drops it at the path's end, a « Oui » is caught. */
static void test_a_lead_on_the_pebble_staying_is_the_last_drop_s(void **state)
{
    (void)state;
    flipped_lead_is_caught("Qawale : je pose mon galet sur b3 (il y a 2 galets dessous) et je sème "
                           "b4, c4 puis c3. Mon galet reste en b3 ?",
                           "legal", NULL, 0, "Oui", strlen("Non"), "stay");
    flipped_lead_is_caught("Qawale: I put my pebble on b3 (there are 2 pebbles under it) and drop "
                           "b4, c4, then c3. Does my pebble stay on b3?",
                           "legal", NULL, 0, "Yes", strlen("No"), "stay");
}

/* « mon fils abandonne, c'est moi qui gagne ? »: he moves (resigns), the asker's seat is in
 * the simulation, the lead is whether the asker wins. */
static void test_a_lead_on_the_opponent_s_resign_is_the_asker_s_win(void **state)
{
    (void)state;
    flipped_lead_is_caught("Kalah : mon fils abandonne alors qu'il mène. C'est moi qui gagne ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "win");
}

/* « je peux le jouer, et je prends combien ? », "can I play it, and what do I take?": the
 * permission asked before « et » is what the lead answers (the escargots capture leaving him a
 * pit is played, the awalé grand slam too, without capture). */
static void test_a_lead_answers_the_permission_before_and_an_open_ask(void **state)
{
    (void)state;
    flipped_lead_is_caught("Escargots : il ne lui reste que son trou 5 avec 2 escargots et son "
                           "trou 6 avec 1. Mon trou 1 en a 11. Je peux le jouer, et j'en prends "
                           "combien ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "legal");
    flipped_lead_is_caught("Oware: he only has 1 seed in his pit 1 and 1 in his pit 2, nothing "
                           "else. My pit 6 has 2. Can I play it, and what do I take?",
                           "legal", NULL, 1, "No", strlen("Yes"), "legal");
}

/* "Is that allowed, and what is on top of b3?": the last clause asks only an open question,
 * the one before it (cut by a comma) the permission: the lead answers it, the engine's
 * legality. */
static void test_a_lead_answers_the_yes_no_clause_joined_to_an_open_one(void **state)
{
    (void)state;
    flipped_lead_is_caught("Qawale: a neutral sits alone on c2. I put my pebble on it and drop "
                           "on c3 then b3. Is that allowed, and what is on top of b3?",
                           "legal", NULL, 1, "No", strlen("Yes"), "legal");
    flipped_lead_is_caught("Qawale : un neutre est seul en c2. Je pose mon galet dessus et je "
                           "dépose en c3 puis b3. C'est permis, et qu'est-ce qui est au sommet de "
                           "b3 ?",
                           "legal", NULL, 1, "Non", strlen("Oui"), "legal");
}

/* « …je rejoue ? Qui gagne ? »: « qui gagne » asks who, no yes or no; the lead answers the
 * question before it, the engine's extra turn (none: the move ends the game). */
static void test_a_lead_answers_the_yes_no_question_before_who_wins(void **state)
{
    (void)state;
    flipped_lead_is_caught("Au Kalah il me reste une pierre dans mon trou 6. J'ai 20 pierres "
                           "dans ma réserve ; lui 15 dans sa réserve et 9 pierres sur son côté. "
                           "Je la joue : je rejoue ? Qui gagne ?",
                           "legal", NULL, 0, "Oui", strlen("Non"), "extra_turn");
}

/* "Could I drop off the board?", « je peux déposer à droite de d1, hors du plateau ? » ask the
 * permission: the engine's refusal is the « No ». */
static void test_a_lead_on_could_i_is_the_permission_s(void **state)
{
    (void)state;
    flipped_lead_is_caught("Qawale: my stack is on d1, a corner. Could I drop the first pebble "
                           "off the board, below "
                           "d1?",
                           "reason", "off_board", 0, "Yes", strlen("No"), "legal");
    flipped_lead_is_caught("Qawale : ma pile est dans le coin d1. Je peux déposer mon premier "
                           "galet à droite de d1, hors du plateau ?",
                           "reason", "off_board", 0, "Oui", strlen("Non"), "legal");
}

/* « la dernière arrive dans ma réserve ? » asks whether a piece ends in the mover's store:
 * kalah, 3 stones from pit 4 of 6, the last one there. */
static void test_a_lead_on_the_store_asked_is_where_the_pieces_end(void **state)
{
    (void)state;
    flipped_lead_is_caught("Au kalah mon 4e trou a 3 pierres : est-ce que la dernière arrive dans "
                           "ma réserve ?",
                           "extra_turn", NULL, 1, "Non", strlen("Oui"), "stored");
}

/* "Does one go in the next player's store? Where does it land?" asks whether a piece is
 * sown into another player's store, the yes/no before the open question: kalah never does
 * (the engine's store events are the mover's), so « Oui » is caught. */
static void test_a_lead_on_another_player_s_store_is_the_engine_s(void **state)
{
    (void)state;
    flipped_lead_is_caught("Kalah à 3 : mon trou 6 a 8 pierres. Une pierre va dans la réserve du "
                           "joueur suivant ? Et la dernière tombe où ?",
                           "legal", NULL, 0, "Oui", strlen("Non"), "others_stored");
    flipped_lead_is_caught("Three players. My 6th pit has 8 stones. Does one go in the next "
                           "player's store? Where does the last stone land?",
                           "legal", NULL, 0, "Yes", strlen("No"), "others_stored");
}

/* A lead on « where does the last one land? » answers no yes/no question. */
static void test_a_lead_on_a_question_asking_where_is_no_engine_s(void **state)
{
    int lead;
    (void)state;
    struct asked a = ask("Kalah: I have 4 stones in my second pit, where does the last one land?");
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_NONE);
    rewrite(&a, "Yes. ", 0, "");
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_BAD);
    asked_free(&a);
}

/* A lead with no simulation behind it, on a situation, is nobody's but the entry's. */
static void test_a_lead_without_simulation_is_not_the_engine_s(void **state)
{
    int lead;
    (void)state;
    struct asked a = ask("Awalé : à partir de combien de graines on fait un tour complet ?");
    rewrite(&a, "Oui. ", 0, "");
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_BAD);
    asked_free(&a);
}

/* The lead is a whole word: « Nobody » does not open with « No ». */
static void test_a_lead_is_a_whole_word(void **state)
{
    (void)state;
    assert_int_equal(faq_situ_judge_lead_of(judge, "Nobody wins.", "en"), -1);
    assert_int_equal(faq_situ_judge_lead_of(judge, "No: nobody wins.", "en"), 0);
    assert_int_equal(faq_situ_judge_lead_of(judge, "Yes, you play again.", "en"), 1);
    assert_int_equal(faq_situ_judge_lead_of(judge, "Non, ce coup est refusé.", "fr"), 0);
    assert_int_equal(faq_situ_judge_lead_of(judge, "Nonobstant.", "fr"), -1);
    assert_int_equal(faq_situ_judge_lead_of(judge, "Si, tu rejoues.", "fr"), 1);
    assert_int_equal(faq_situ_judge_lead_of(judge, "Si tu joues ta case 5…", "fr"), -1);
}

/* A reply for several games answers each with its entry: a lead in one of them stands on
 * no simulation. The real reply has none; one is put in its first game's answer. */
static void test_a_lead_in_a_per_game_answer_is_not_the_engine_s(void **state)
{
    int lead;
    char text[2048];
    (void)state;
    struct asked a = ask("on saute sa case de départ ?");
    cJSON *first = cJSON_GetArrayItem(cJSON_GetObjectItem(a.resp, "answers"), 0);
    assert_non_null(first);
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_NONE);
    snprintf(text, sizeof text, "Oui. %s",
             cJSON_GetStringValue(cJSON_GetObjectItem(first, "answer")));
    cJSON_ReplaceItemInObject(first, "answer", cJSON_CreateString(text));
    assert_int_equal(lead_verdict(&a, &lead), FAQ_SITU_LEAD_BAD);
    assert_int_equal(lead, 1);
    asked_free(&a);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_sowing_answer_names_only_numbers_the_engine_computed),
        cmocka_unit_test(test_a_number_no_simulation_holds_is_reported),
        cmocka_unit_test(test_a_number_in_the_wrong_role_is_reported),
        cmocka_unit_test(test_a_qawale_cell_off_the_simulation_is_reported),
        cmocka_unit_test(test_a_refused_placing_may_say_what_it_lifts),
        cmocka_unit_test(test_a_general_answer_may_state_its_entry_s_constants),
        cmocka_unit_test(test_a_request_to_clarify_names_the_game_s_pits),
        cmocka_unit_test(test_a_lead_against_the_engine_s_extra_turn_is_caught),
        cmocka_unit_test(test_a_lead_on_the_step_off_the_board_is_the_refusal_s),
        cmocka_unit_test(test_a_lead_answers_the_yes_no_question_before_who_wins),
        cmocka_unit_test(test_a_lead_on_could_i_is_the_permission_s),
        cmocka_unit_test(test_a_lead_on_the_store_asked_is_where_the_pieces_end),
        cmocka_unit_test(test_a_lead_on_a_question_asking_where_is_no_engine_s),
        cmocka_unit_test(test_a_lead_on_the_opponent_s_win_is_the_outcome_s),
        cmocka_unit_test(test_a_lead_on_a_win_is_the_asker_s_when_another_moves),
        cmocka_unit_test(test_a_bare_question_on_a_move_asks_its_permission),
        cmocka_unit_test(test_a_lead_answers_the_yes_no_question_before_an_open_one),
        cmocka_unit_test(test_a_lead_answers_the_clause_a_tag_asks),
        cmocka_unit_test(test_a_lead_on_a_grand_slam_is_the_engine_s),
        cmocka_unit_test(test_a_claim_on_a_pit_told_by_its_ordinal_is_no_count),
        cmocka_unit_test(test_a_choice_s_last_alternative_is_the_ask),
        cmocka_unit_test(test_a_capture_claimed_by_a_pronoun_is_the_pit_told_before),
        cmocka_unit_test(test_a_lead_on_the_pebble_staying_is_the_last_drop_s),
        cmocka_unit_test(test_a_lead_on_the_opponent_s_resign_is_the_asker_s_win),
        cmocka_unit_test(test_a_lead_on_another_player_s_store_is_the_engine_s),
        cmocka_unit_test(test_a_lead_answers_the_permission_before_and_an_open_ask),
        cmocka_unit_test(test_a_lead_answers_the_yes_no_clause_joined_to_an_open_one),
        cmocka_unit_test(test_a_lead_without_simulation_is_not_the_engine_s),
        cmocka_unit_test(test_a_lead_is_a_whole_word),
        cmocka_unit_test(test_a_lead_in_a_per_game_answer_is_not_the_engine_s),
    };
    return cmocka_run_group_tests(tests, setup, teardown);
}

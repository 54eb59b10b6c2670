/* test_situ_pits.c — Awalé and escargots situations told pit by pit, on the real knowledge base
 * and lexicon: which pit each count said is of (« 5 ds ma 3e, 4 ds ma 4e », « moi j'ai 4 ds la
 * 1re », « rien dans le 2e »), of which moment (« avant mon coup », "before my move", « avant il
 * avait »: the position's, no pit before), and the engine's reply on the position built. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "faq_situ.h"
#include "faq_fixture.h"

/* The mover's pit k (1-based) and the opponent's in a two-player mancala position. */
enum { HIS = 7 };

static void plan_of(const char *q, struct faq_situ *s, struct faq_situ_plan *p)
{
    struct arb_err err;
    faq_situ_parse(situ, q, strlen(q), NULL, s);
    print_message("%s\n", q);
    assert_true(s->situation);
    assert_int_equal(s->unread, 0);
    assert_false(s->ambiguous);
    assert_int_equal(faq_situ_build(situ, s, p, &err), 0);
    assert_int_equal(p->missing, SITU_MISSING_NONE);
}

/* The reply to q holds says; entry: the rule entry it cites, NULL for a question asked back. */
static void assert_reply(const char *q, const char *entry, const char *says)
{
    cJSON *resp = NULL;
    struct arb_err err;
    assert_int_equal(faq_situ_answer(situ, q, strlen(q), NULL, &resp, &err), 0);
    assert_non_null(resp);
    const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(resp, "answer"));
    assert_non_null(text);
    print_message("  -> %s\n", text);
    assert_non_null(strstr(text, says));
    const char *cited = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(resp, "entry"));
    if (entry)
        assert_string_equal(cited, entry);
    else
        assert_null(cited);
    cJSON_Delete(resp);
}

/* Each of the n questions qs plans his row empty, mine not told as holding only the pit played
 * (« mon seul coup », "stays on my side" tell a move, not my row), and my pit `pit` holding
 * `count` pieces, played. */
static void assert_plans_opp_empty_from(const char *const *qs, size_t n, int pit, int count)
{
    for (size_t i = 0; i < n; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_false(s.mine_only);
        assert_true(s.opp_empty);
        assert_int_equal(p.pos.m.cell[pit - 1], count);
        assert_int_equal(p.move.pit, pit);
    }
}

/* Mine: . . 5 4 . 2   his: 1 1 . . 3 .   my pit 6 (2 seeds) ends in his pit 2: 2 and 2 taken.
 * A comma after an ordinal, then a count, ends the pit told (« ma 3e, 4 ds ma 4e »): it lists
 * no ordinals. */
static void test_a_count_after_an_ordinal_and_a_comma_is_the_next_pits(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awalé : j'ai 5 ds ma 3e, 4 ds ma 4e, 2 ds ma 6e. Il a 1 graine dans sa 1re, 1 dans sa 2e "
        "et 3 dans sa 5e. Je joue ma 6e, je prends combien ?",
        "Awale: I have 5 in my 3rd, 4 in my 4th, 2 in my 6th. He has 1 in his 1st, 1 in his 2nd "
        "and 3 in his 5th. I play my 6th, how many do I take?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(p.pos.m.cell[2], 5);
        assert_int_equal(p.pos.m.cell[3], 4);
        assert_int_equal(p.pos.m.cell[5], 2);
        assert_int_equal(p.pos.m.cell[HIS + 0], 1);
        assert_int_equal(p.pos.m.cell[HIS + 1], 1);
        assert_int_equal(p.pos.m.cell[HIS + 4], 3);
        assert_int_equal(p.move.pit, 6);
    }
    assert_reply(qs[0], "awale.prise-multiple", "Tu prends 4 graines");
    assert_reply(qs[1], "awale.prise-multiple", "You take 4 seeds");
}

/* « moi j'ai 4 graines ds la 1re et 2 ds la 5e », « je peux jouer la 1re ? »: « la 1re » is the
 * subject's pit; his row empty, my pit 1 (4 seeds) stays on my side: refused, pit 5 feeds him. */
static void test_an_ordinal_after_la_is_the_subjects_pit(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    const char *q = "Awalé : il n'a plus rien. Moi j'ai 4 graines ds la 1re et 2 ds la 5e. Je peux "
                    "jouer la 1re ?";
    plan_of(q, &s, &p);
    assert_int_equal(p.pos.m.cell[0], 4);
    assert_int_equal(p.pos.m.cell[4], 2);
    assert_int_equal(p.move.pit, 1);
    assert_reply(q, "awale.nourrir", "Non");
}

/* « rien dans le 2e » after « j'ai 1 dans ma 1re »: the row told just before, pit 2 empty (not
 * pit 1's count told again). */
static void test_an_ordinal_after_le_is_the_row_told_before(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    plan_of("Awalé : il a 3 graines dans sa 2e. Moi j'ai 1 dans ma 1re, rien dans la 2e, 3 dans "
            "ma 3e. Je joue ma 1re, elle tombe où ?",
            &s, &p);
    assert_int_equal(p.pos.m.cell[0], 1);
    assert_int_equal(p.pos.m.cell[1], 0);
    assert_int_equal(p.pos.m.cell[2], 3);
    assert_int_equal(p.move.pit, 1);
}

/* Mine: . . . 4 . .   his: 1 2 . . . .   "before my move" is when the counts were, not a pit
 * before: his pits 1 and 2 hold 1 and 2, my pit 4 ends in his pit 2: 3 and 2 taken. */
static void test_counts_before_the_move_are_the_positions(void **state)
{
    (void)state;
    const char *qs[] = {
        "snails game: my 4th hole has 4 snails. his 1st had 1 and his 2nd had 2 before my move. "
        "how "
        "many snails do I capture?",
        "Escargots : mon 4e trou a 4 escargots. Son 1er avait 1 et son 2e en avait 2 avant mon "
        "coup. Je capture combien ?",
        "Awalé : je joue ma 4e avec 4 graines. Avant il avait 1 graine dans sa 1re et 2 dans sa "
        "2e. Je prends combien ?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(p.pos.m.cell[3], 4);
        assert_int_equal(p.pos.m.cell[HIS + 0], 1);
        assert_int_equal(p.pos.m.cell[HIS + 1], 2);
        assert_int_equal(p.move.pit, 4);
    }
    assert_reply(qs[0], "escargots.captures-multiples", "You take 5 snails");
    assert_reply(qs[1], "escargots.captures-multiples", "Tu prends 5 escargots");
    assert_reply(qs[2], "awale.prise-multiple", "Tu prends 5 graines");
}

/* « rien en face », "nothing across", told first in a clause of its own (no pit to face yet, no
 * landing): his whole row is empty; my pit 2 (3 seeds) does not reach him: refused. */
static void test_nothing_across_told_first_is_his_row_empty(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awalé : rien en face. J'ai 3 graines dans ma 2e et 1 dans ma 6e. Je peux jouer la 2e ?",
        "Awale: nothing across. I have 3 seeds in my 2nd and 1 in my 6th. Can I play my 2nd?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_true(s.opp_empty);
        for (int k = 0; k < 6; k++)
            assert_int_equal(p.pos.m.cell[HIS + k], 0);
        assert_int_equal(p.pos.m.cell[1], 3);
        assert_int_equal(p.move.pit, 2);
    }
    assert_reply(qs[0], "awale.nourrir", "Non, ce coup est refusé");
    assert_reply(qs[1], "awale.nourrir", "No, that move is refused");
}

/* "my only move that reaches him", « mon seul coup qui lui donne »: one move, not my row holding
 * only that pit; his row empty, my pit 6 (1 seed) feeds him: yes. */
static void test_my_only_move_leaves_my_row_unsaid(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awale: his row is empty. My only move that reaches him is my 6th hole with 1 seed. Is "
        "that "
        "enough to count as feeding?",
        "Awalé : il n'a plus rien de son côté. Mon seul coup qui lui donne quelque chose, c'est ma "
        "6e avec 1 graine. Ça suffit pour le nourrir ?",
    };
    assert_plans_opp_empty_from(qs, sizeof qs / sizeof qs[0], 6, 1);
    assert_reply(qs[0], "awale.nourrir", "Yes. With 1 seed from your pit 6");
    assert_reply(qs[1], "awale.nourrir", "Oui. Avec 1 graine depuis ta case 6");
}

/* Mine: . . . . . 4   his: 1 3 1 2 . .   the counts after the move told as a run after « ça
 * fait », "that makes" (2 4 2 3): told again, each checked against the engine's play, none a
 * pit's count nor the board's; my pit 6 ends in his pit 4 (3): 3 and 2 taken, his pit 2 (4)
 * stops it. A number the move does not give is asked back. */
static void test_a_run_of_counts_after_the_move_is_told_again(void **state)
{
    (void)state;
    const char *qs[] = {
        "Escargots : mon 6e a 4 escargots. Chez lui 1 3 1 2 dans ses 4 premiers. Ça fait 2 4 2 3 "
        "après. Je prends combien ?",
        "Snails: my 6th hole has 4 snails. He has 1 3 1 2 in his first 4 holes. That makes 2 4 2 3 "
        "after. How many do I take?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(s.nrestated, 4);
        assert_int_equal(s.holes, FAQ_SITU_UNSAID); /* "first 4 holes": no row's length */
        int his[] = {1, 3, 1, 2};
        for (int k = 0; k < 4; k++)
            assert_int_equal(p.pos.m.cell[HIS + k], his[k]);
        assert_int_equal(p.move.pit, 6);
    }
    assert_reply(qs[0], "escargots.captures-multiples", "Tu prends 5 escargots");
    assert_reply(qs[1], "escargots.captures-multiples", "You take 5 snails");
    assert_reply("Escargots : mon 6e a 4 escargots. Chez lui 1 3 1 2 dans ses 4 premiers. Ça fait "
                 "2 4 2 9 après. Je prends combien ?",
                 NULL, "nombre 9");
}

/* His row: 1 2 1 . . .  « donc je ferais 2 3 2 partout »: the three pits sown, told again (not
 * 2 seeds in every pit); taking them all would empty his row: no. */
static void test_counts_told_again_before_everywhere_are_no_board(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    const char *q =
        "Awalé : il n'a que 1, 2 et 1 dans ses trois premières, le reste vide. Ma 6e a 3 "
        "graines donc je ferais 2 3 2 partout. Je lui prends tout ?";
    plan_of(q, &s, &p);
    assert_int_equal(s.board, FAQ_SITU_UNSAID);
    assert_int_equal(s.nrestated, 3);
    assert_int_equal(p.pos.m.cell[HIS + 0], 1);
    assert_int_equal(p.pos.m.cell[HIS + 1], 2);
    assert_int_equal(p.pos.m.cell[HIS + 2], 1);
    assert_int_equal(p.pos.m.cell[HIS + 3], 0);
    assert_reply(q, "awale.grand-chelem", "Non.");
}

/* Mine: . . . . 3 1   his: 1 2 . . . .   « mon 6e passe de 1 à 2 », "my 6th goes from 1 to
 * 2": 1 is the pit's count, 2 told again of the move (not pits 1 to 2); my pit 5 ends in his
 * pit 2: 3 and 2 taken, my own pit 6 not: no. */
static void test_a_pit_going_from_one_count_to_another_has_the_first(void **state)
{
    (void)state;
    const char *qs[] = {
        "Escargots : je joue mon 5e (3 escargots) : mon 6e passe de 1 à 2, son 1er de 1 à 2, son "
        "2e "
        "de 2 à 3. Je capture mon propre 6e aussi ?",
        "Snails: I play my 5th (3 snails): my 6th goes from 1 to 2, his 1st from 1 to 2, his 2nd "
        "from 2 to 3. Do I capture my own 6th too?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(s.nrestated, 3);
        assert_int_equal(p.pos.m.cell[4], 3);
        assert_int_equal(p.pos.m.cell[5], 1);
        assert_int_equal(p.pos.m.cell[HIS + 0], 1);
        assert_int_equal(p.pos.m.cell[HIS + 1], 2);
        assert_int_equal(p.move.pit, 5);
    }
    assert_reply(qs[0], "escargots.captures-multiples", "Non. Avec 3 escargots");
    assert_reply(qs[1], "escargots.captures-multiples", "No. With 3 snails");
}

/* « sa 2e 1 graine, sa 3e 4 »: an ordinal's count with its piece word after it is that pit's. */
static void test_an_ordinal_then_its_count_and_piece_word_is_that_pits(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    const char *q =
        "Awalé : j'ai 13 graines dans ma 6e. Chez lui : sa 1re vide, sa 2e 1 graine, sa "
        "3e 4, sa 4e 3, sa 5e 2, sa 6e 6. Après le tour je capture combien ?";
    plan_of(q, &s, &p);
    int his[] = {0, 1, 4, 3, 2, 6};
    for (int k = 0; k < 6; k++)
        assert_int_equal(p.pos.m.cell[HIS + k], his[k]);
    assert_reply(q, "awale.prise-multiple", "Tu prends 5 graines");
}

/* « mon 1er (3 escargots) qui reste chez moi », "which stays on my side": where the sowing
 * stays, not my row holding that pit only; escargots asks no feeding: the move is played (no,
 * I am not obliged to give him some), his row still empty at his turn ends the game. */
static void test_a_sowing_that_stays_on_my_side_leaves_my_row_unsaid(void **state)
{
    (void)state;
    const char *qs[] = {
        "Escargots : il a plus d'escargots dans son camp. Je voudrais jouer mon 1er (3 escargots) "
        "qui reste chez moi, ou je suis obligé de lui en donner ?",
        "Snails: he has no snails left on his side. I'd like to play my 1st hole (3 snails), which "
        "stays on my side, or must I give him some?",
    };
    assert_plans_opp_empty_from(qs, sizeof qs / sizeof qs[0], 1, 3);
    assert_reply(qs[0], "escargots.nourrir", "Non. Avec 3 escargots depuis ton trou 1");
    assert_reply(qs[1], "escargots.nourrir", "No. With 3 snails from your hole 1");
}

/* Mine: . . . . . 12   his: 0 . . . . .   "at the start", « au départ » with 12 seeds in one
 * pit: 12 and ten pits of the start's 4 are more than 48, so the words tell the moment before
 * the move, not the game's start. "do I take it after going round?", « après le tour »: the lap
 * is when, not the pit after his 1st; the sowing ends in his pit 1 (0 + 2): 2 taken, yes. */
static void test_the_start_told_with_counts_it_cannot_hold_is_before_the_move(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awale: 12 seeds in my 6th, his 1st is empty at the start. Do I take it after going round? "
        "How many?",
        "Awalé : 12 graines dans ma 6e, sa 1re est vide au départ. Je la prends après le tour ? "
        "Combien ?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_true(i > 0 || s.start); /* « au départ » is no start word: the same */
        assert_int_equal(p.pos.m.cell[5], 12);
        assert_int_equal(p.pos.m.cell[HIS + 0], 0);
        assert_int_equal(p.move.pit, 6);
    }
    assert_reply(qs[0], "awale.capture", "Yes. With 12 seeds");
    assert_reply(qs[0], "awale.capture", "You take 2 seeds");
    assert_reply(qs[1], "awale.capture", "Oui. Avec 12 graines");
    assert_reply(qs[1], "awale.capture", "Tu prends 2 graines");
}

/* His row: 3 0 1 2 1 6, told as counts then the range in an aside « (de sa 1re à sa 6e) »,
 * "(from his 1st to his 6th)"; « ça fait » there says what the row holds. My pit 3 (8) ends in
 * his pit 5: 2, 3 and 2 taken, his pit 2 (1) stops it: 7. */
static void test_a_range_in_an_aside_names_the_counts_before_it(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awalé : ma 3e a 8 graines. Chez lui ça fait 3 0 1 2 1 6 (de sa 1re à sa 6e). Combien je "
        "capture au total ?",
        "Awale: my 3rd has 8 seeds. His side is 3 0 1 2 1 6 (from his 1st to his 6th). How many do "
        "I capture in all?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        int his[] = {3, 0, 1, 2, 1, 6};
        for (int k = 0; k < 6; k++)
            assert_int_equal(p.pos.m.cell[HIS + k], his[k]);
        assert_int_equal(p.pos.m.cell[2], 8);
        assert_int_equal(p.move.pit, 3);
    }
    assert_reply(qs[0], "awale.prise-multiple", "Tu prends 7 graines");
    assert_reply(qs[1], "awale.prise-multiple", "You take 7 seeds");
}

/* His row before: 2 0 1 . . .; my pit 4 (5 seeds) drops one in each of his pits 1 to 3.
 * « avant il avait 2 0 1 en 1,2,3 », "he had 2 0 1 in 1, 2, 3": counts with bare pit numbers;
 * « sa 3e qui fait 2, sa 2e fait 1 », "his 2nd then has 1": counts after the move, less what the
 * sowing drops there. Either way his pit 3 (2) is taken, his pit 2 (1) stops it: 2. */
static void test_counts_with_bare_pits_or_after_the_move_give_the_position(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awalé : je joue ma 4e avec 5 graines. Avant il avait 2 0 1 en 1,2,3. Je prends combien ?",
        "Awale: I play my 4th with 5 seeds. Before that he had 2 0 1 in 1, 2, 3. How many do I "
        "take?",
        "Awalé : je joue ma 4e avec 5 graines, ma dernière tombe dans sa 3e qui fait 2, sa 2e fait "
        "1 et sa 1re fait 3. Je prends combien ?",
        "Awale: I play my 4th with 5 seeds, my last one lands in his 3rd, which then has 2; his "
        "2nd "
        "then has 1 and his 1st then has 3. How many do I take?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(p.pos.m.cell[HIS + 0], 2);
        assert_int_equal(p.pos.m.cell[HIS + 1], 0);
        assert_int_equal(p.pos.m.cell[HIS + 2], 1);
        assert_int_equal(p.move.pit, 4);
        assert_reply(qs[i], "awale.prise-arret",
                     i % 2 ? "You take 2 seeds" : "Tu prends 2 graines");
    }
}

/* His row before: 2 1 . . 4 .; my pit 6 (2 seeds) drops one in his pits 1 and 2. "it makes
 * his 1st and 2nd hole into 3 and 2", « ça fait passer sa 1re et sa 2e à 3 et 2 »: the list's
 * counts are after the move; 3 and 2 taken: 5. */
static void test_a_list_made_by_the_move_is_its_counts_after(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awale: if I play my 6th (2 seeds) it makes his 1st and 2nd hole into 3 and 2 but he has "
        "seeds elsewhere too (4 in his 5th). How many do I get?",
        "Awalé : je joue ma 6e (2 graines), ça fait passer sa 1re et sa 2e à 3 et 2, et il a 4 "
        "dans "
        "sa 5e. Je prends combien ?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(p.pos.m.cell[HIS + 0], 2);
        assert_int_equal(p.pos.m.cell[HIS + 1], 1);
        assert_int_equal(p.pos.m.cell[HIS + 4], 4);
        assert_int_equal(p.move.pit, 6);
    }
    assert_reply(qs[0], "awale.prise-multiple", "You take 5 seeds");
    assert_reply(qs[1], "awale.prise-multiple", "Tu prends 5 graines");
}

/* « mon dernier arrive dessus (4 au total) », "my last one lands on it (4 in all)": the count
 * alone in the aside after the landing is told again (checked: his pit 3, 3 + 1), not unread;
 * 4 is not taken: no. */
static void test_a_count_in_an_aside_after_the_landing_is_told_again(void **state)
{
    (void)state;
    const char *qs[] = {
        "Escargots : son 3e trou avait déjà 3 escargots, mon dernier arrive dessus (4 au total). "
        "Je capture ? J'ai joué mon 4e avec 5.",
        "Snails: his 3rd hole already had 3 snails, my last one lands on it (4 in all). Do I "
        "capture? I played my 4th with 5.",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(s.nrestated, 1);
        assert_int_equal(s.restated[0].num, 4);
        assert_int_equal(p.pos.m.cell[HIS + 2], 3);
        assert_int_equal(p.move.pit, 4);
    }
    assert_reply(qs[0], "escargots.pas-de-capture", "Non. Avec 5 escargots");
    assert_reply(qs[1], "escargots.pas-de-capture", "No. With 5 snails");
}

/* « 1 ds sa 1ere 1 ds sa 2e 1 ds sa 3e », "1 in his 1st 1 in his 2nd 1 in his 3rd": a list told
 * without commas, each number opening the next item, not the count of the ordinal before it; his
 * row 1 1 1, my pit 6 (3) would take it all: a grand slam, no capture. */
static void test_items_told_without_commas_are_each_their_pits(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awalé : il a que 3 graines, 1 ds sa 1ere 1 ds sa 2e 1 ds sa 3e. Je joue ma 6e (3 "
        "graines), "
        "je prends tout ?",
        "Awale: he only has 3 seeds, 1 in his 1st 1 in his 2nd 1 in his 3rd. I play my 6th (3 "
        "seeds), do I take them all?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        for (int k = 0; k < 6; k++)
            assert_int_equal(p.pos.m.cell[HIS + k], k < 3);
        assert_int_equal(p.move.pit, 6);
    }
    assert_reply(qs[0], "awale.grand-chelem", "Non. Avec 3 graines");
    assert_reply(qs[1], "awale.grand-chelem", "No. With 3 seeds");
}

/* « ki en avai 3, sa fai 4 »: « sa fai » is « ça fait » in SMS spelling, the landing pit's
 * count after the move (not « sa » his, nor a count left unread); 3 + 1 = 4 is not taken: no. */
static void test_ca_fait_in_sms_spelling_is_the_count_after(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    const char *q =
        "Escargots : mon dernier escargot tombe ds son trou 2 ki en avai 3, sa fai 4. jai "
        "joué mon trou 4 ki avai 4. jle prend ?";
    plan_of(q, &s, &p);
    assert_int_equal(p.pos.m.cell[HIS + 1], 3);
    assert_int_equal(p.move.pit, 4);
    assert_reply(q, "escargots.pas-de-capture", "Non. Avec 4 escargots");
}

/* Mine: . . . . 3 1   his: 1 2 …: my pit 5 ends in his pit 2 (3 and 2 taken), my own pit 6
 * (2 after the move) is not. « je la ramasse aussi ? », "do I take it too?": the pronoun claims
 * the pit told last before it, my pit 6: no. */
static void test_a_pronoun_claims_the_pit_told_last(void **state)
{
    (void)state;
    const char *qs[] = {
        "Awalé : j'ai 3 graines dans ma 5e et une dans ma 6e. Chez lui : sa 1re a 1 graine, sa 2e "
        "en a 2, et le reste de sa rangée est garni. Je joue ma 5e. Ma 6e va se retrouver à 2 "
        "graines, est-ce que je la ramasse aussi ?",
        "Awale: I have 3 seeds in my 5th and 1 in my 6th. His 1st has 1 seed, his 2nd has 2, the "
        "rest of his row is full. I play my 5th. My 6th will end up with 2, do I take it too?",
    };
    for (size_t i = 0; i < sizeof qs / sizeof qs[0]; i++) {
        struct faq_situ s;
        struct faq_situ_plan p;
        plan_of(qs[i], &s, &p);
        assert_int_equal(s.claim_pit, 6);
        assert_int_equal(s.claim_side, SITU_SIDE_MINE);
        assert_int_equal(p.move.pit, 5);
    }
    assert_reply(qs[0], "awale.prise-multiple", "Non. Avec 3 graines");
    assert_reply(qs[1], "awale.prise-multiple", "No. With 3 seeds");
}

/* « je prends la 1re aussi ou ça s'arrête ? »: « ou » (folded like « où ») after a clause asking
 * yes or no joins a choice, no landing asked: the lead answers the capture of his pit 1 (no: the
 * capture stops at his pit 2); « je prends combien, ou tombe la dernière ? » still asks where. */
static void test_or_between_alternatives_asks_no_landing(void **state)
{
    (void)state;
    struct faq_situ s;
    struct faq_situ_plan p;
    const char *q =
        "Awalé : je joue ma 4e avec 5 graines. Avant il avait 2 0 1 en 1,2,3. Je prends "
        "la 1re aussi ou ça s'arrête ?";
    plan_of(q, &s, &p);
    assert_false(s.ask & SA_WHERE);
    assert_true(s.ask & SA_CAPTURE);
    assert_int_equal(s.claim_pit, 1);
    assert_reply(q, "awale.prise-arret", "Non. Avec 5 graines");
    const char *w =
        "Awalé : je joue ma 4e avec 5 graines. Je prends combien, ou tombe la dernière ?";
    faq_situ_parse(situ, w, strlen(w), NULL, &s);
    assert_true(s.ask & SA_WHERE);
}

/* Each of the n questions qs gets the reply citing entry and saying says. */
static void assert_replies(const char *const qs[], size_t n, const char *entry, const char *says)
{
    for (size_t i = 0; i < n; i++)
        assert_reply(qs[i], entry, says);
}

static void test_ordinals_listed_without_their_noun_are_one_group(void **state)
{
    (void)state;
    const char *en[] = {
        "I play my 5th pit with 4 seeds. His 1st, 2nd and 3rd have 2, 1 and 2. How many do I "
        "take?",
        "My 5th pit has 4 seeds and I play it; his first, second and third hold 2, 1 and 2. What "
        "do I capture?",
    };
    const char *fr[] = {
        "ma 5e a 4 graines, je la joue. ses 1ere, 2eme et 3eme ont 2, 1, 2 et le reste est "
        "plein. je prends combien ?",
        "je joue ma case 5 (4 graines), chez lui la 1ere, 2e et 3e ont 2, 1, 2, le reste plein. "
        "combien je prends ?",
        "je joue ma 5e avec 4 graines. sa 1re et sa 2e et sa 3e ont 2, 1 et 2. je prends combien ?",
    };
    assert_replies(en, sizeof en / sizeof en[0], "awale.prise-multiple",
                   "You take 8 seeds: 3 in the opponent's pit 3, 2 in the opponent's pit 2, 3 in "
                   "the opponent's pit 1");
    assert_replies(fr, sizeof fr / sizeof fr[0], "awale.prise-multiple",
                   "Tu prends 8 graines : 3 dans sa case 3, 2 dans sa case 2, 3 dans sa case 1");
}

static void test_a_count_in_it_is_of_the_pit_told_before(void **state)
{
    (void)state;
    const char *qs[] = {
        "I play my 5th pit, 4 seeds in it. His 1st, 2nd and 3rd have 2, 1, 2 and his other pits "
        "are full. How many do I take?",
        "I play my 5th pit, 4 in it. His pits 1, 2 and 3 have 2, 1 and 2. How many do I take?",
        "I'm playing my fifth pit, four seeds in it; his pits 1 to 3 hold 2, 1, 2. What do I "
        "capture?",
    };
    assert_replies(qs, sizeof qs / sizeof qs[0], "awale.prise-multiple",
                   "With 4 seeds from your pit 5: the last one lands in the opponent's pit 3. "
                   "You take 8 seeds");
    assert_reply("je joue ma 5e, il y en a 4 dedans. ses cases 1, 2 et 3 ont 2, 1 et 2. je prends "
                 "combien ?",
                 "awale.prise-multiple", "Tu prends 8 graines");
}

static void test_the_last_told_after_a_count_and_in_is_the_rows_last_pit(void **state)
{
    (void)state;
    const char *fr[] = {
        "ma 6e a 5 graines, lui il a 1,2,1,2,1 dans ses cinq premieres et 6 dans sa derniere. "
        "combien je prends ?",
        "ma 6e a 5 graines, il a 1, 2, 1, 2, 1 dans ses 5 premieres cases et 6 dans sa derniere. "
        "je prends combien ?",
    };
    const char *en[] = {
        "My 6th pit has 5 seeds; he has 1, 2, 1, 2, 1 in his first five pits and 6 in his last. "
        "How many do I take?",
        "My 6th has 5 seeds. He has 1,2,1,2,1 in his first five and 6 in his last. What do I "
        "capture?",
    };
    assert_replies(fr, sizeof fr / sizeof fr[0], "awale.prise-multiple",
                   "Tu prends 12 graines : 2 dans sa case 5, 3 dans sa case 4, 2 dans sa case 3, "
                   "3 dans sa case 2, 2 dans sa case 1");
    assert_replies(en, sizeof en / sizeof en[0], "awale.prise-multiple", "You take 12 seeds");
}

static void test_get_those_asks_the_capture(void **state)
{
    (void)state;
    assert_reply("I play my 1st pit with 3 seeds, the last one lands in my own 4th which then has "
                 "2. Do I get those 2?",
                 "awale.capture-camp-adverse", "No. With 3 seeds from your pit 1");
    const char *yes[] = {
        "I play my 4th pit with 3 seeds, the last one lands in his 1st which then has 2. Do I get "
        "those 2?",
        "I play my 4th pit with 3 seeds, the last one lands in his 1st which then has 2. Do I get "
        "those seeds?",
        "I play my 4th with 3 seeds; the last lands in his 1st, which then has 2. Do I win those "
        "2?",
    };
    assert_replies(yes, sizeof yes / sizeof yes[0], "awale.capture",
                   "Yes. With 3 seeds from your pit 4: the last one lands in the opponent's pit 1. "
                   "You take 2 seeds");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_count_after_an_ordinal_and_a_comma_is_the_next_pits),
        cmocka_unit_test(test_an_ordinal_after_la_is_the_subjects_pit),
        cmocka_unit_test(test_an_ordinal_after_le_is_the_row_told_before),
        cmocka_unit_test(test_counts_before_the_move_are_the_positions),
        cmocka_unit_test(test_nothing_across_told_first_is_his_row_empty),
        cmocka_unit_test(test_my_only_move_leaves_my_row_unsaid),
        cmocka_unit_test(test_a_run_of_counts_after_the_move_is_told_again),
        cmocka_unit_test(test_counts_told_again_before_everywhere_are_no_board),
        cmocka_unit_test(test_a_pit_going_from_one_count_to_another_has_the_first),
        cmocka_unit_test(test_an_ordinal_then_its_count_and_piece_word_is_that_pits),
        cmocka_unit_test(test_a_sowing_that_stays_on_my_side_leaves_my_row_unsaid),
        cmocka_unit_test(test_the_start_told_with_counts_it_cannot_hold_is_before_the_move),
        cmocka_unit_test(test_a_range_in_an_aside_names_the_counts_before_it),
        cmocka_unit_test(test_counts_with_bare_pits_or_after_the_move_give_the_position),
        cmocka_unit_test(test_a_list_made_by_the_move_is_its_counts_after),
        cmocka_unit_test(test_a_count_in_an_aside_after_the_landing_is_told_again),
        cmocka_unit_test(test_items_told_without_commas_are_each_their_pits),
        cmocka_unit_test(test_ca_fait_in_sms_spelling_is_the_count_after),
        cmocka_unit_test(test_a_pronoun_claims_the_pit_told_last),
        cmocka_unit_test(test_or_between_alternatives_asks_no_landing),
        cmocka_unit_test(test_ordinals_listed_without_their_noun_are_one_group),
        cmocka_unit_test(test_a_count_in_it_is_of_the_pit_told_before),
        cmocka_unit_test(test_the_last_told_after_a_count_and_in_is_the_rows_last_pit),
        cmocka_unit_test(test_get_those_asks_the_capture),
    };
    return cmocka_run_group_tests(tests, faq_fixture_setup_situ, faq_fixture_teardown);
}

/* test_kb_links.c — the relations and names of the knowledge base: each malformed answer kind,
 * topic, refines, yes/no, glossary role and seat list refused with its exact JSON path, and
 * the accessors returning the exact values of the fixture and of the real rule files. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kb.h"
#include "kb_fixture.h"

static struct kb *real; /* the embedded knowledge base, opened once */

static int open_real(void **state)
{
    struct arb_err err;
    (void)state;
    return kb_open(NULL, &real, &err);
}

static int close_real(void **state)
{
    (void)state;
    kb_free(real);
    return 0;
}

static const struct kb_entry *entry(const char *id)
{
    const struct kb_entry *e = kb_entry_find(real, id);
    assert_non_null(e);
    return e;
}

/* Asserts the refusal's field, and that its message (after the file) starts with prefix (the
 * schema's enum messages go on with the whole list of values). */
static void assert_refused_with(cJSON *root, const char *field, const char *prefix)
{
    struct kb *kb;
    struct arb_err err;
    assert_int_equal(open_doc(root, &kb, &err), -ARB_ERR_KB);
    assert_null(kb);
    assert_string_equal(err.field, field);
    assert_memory_equal(after_file(&err), prefix, strlen(prefix));
}

static void set_str(cJSON *obj, const char *key, const char *value)
{
    if (cJSON_HasObjectItem(obj, key))
        cJSON_ReplaceItemInObject(obj, key, cJSON_CreateString(value));
    else
        cJSON_AddStringToObject(obj, key, value);
}

static cJSON *glossary_item(cJSON *root, int i)
{
    return cJSON_GetArrayItem(cJSON_GetObjectItem(root, "glossary"), i);
}

static cJSON *seats_item(cJSON *root, int i)
{
    return cJSON_GetArrayItem(cJSON_GetObjectItem(root, "seats"), i);
}

/* ---- answer kinds, topic, yes/no ------------------------------------------------------- */

static void test_unknown_answer_kind_is_refused_at_its_index(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON *answers = cJSON_GetObjectItem(entry_of(root, 0), "answers");
    cJSON_AddItemToArray(answers, cJSON_CreateString("colour"));
    assert_refused_with(root, "entries[0].answers[2]",
                        "entries[0].answers[2]: valeur hors de la liste permise [\"count\",");
}

static void test_repeated_answer_kind_is_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON *answers = cJSON_GetObjectItem(entry_of(root, 0), "answers");
    cJSON_AddItemToArray(answers, cJSON_CreateString("count"));
    assert_refused(root, "entries[0].answers[2]",
                   "entries[0].answers[2]: type de réponse « count » en double");
}

static void test_answers_may_not_be_empty_or_missing(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON_ReplaceItemInObject(entry_of(root, 1), "answers", cJSON_CreateArray());
    assert_refused(root, "entries[1].answers",
                   "entries[1].answers: au moins 1 élément(s) attendu(s), 0 trouvé(s)");
    root = fixture();
    cJSON_DeleteItemFromObject(entry_of(root, 1), "answers");
    assert_refused(root, "entries[1].answers", "entries[1].answers: clé obligatoire absente");
}

static void test_topic_is_required_and_from_the_list(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON_DeleteItemFromObject(entry_of(root, 1), "topic");
    assert_refused(root, "entries[1].topic", "entries[1].topic: clé obligatoire absente");
    root = fixture();
    set_str(entry_of(root, 1), "topic", "prise");
    assert_refused_with(root, "entries[1].topic",
                        "entries[1].topic: valeur hors de la liste permise [\"age\",");
}

static void test_yes_no_is_yes_or_no(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(entry_of(root, 1), "yes_no", "oui");
    assert_refused(root, "entries[1].yes_no",
                   "entries[1].yes_no: valeur hors de la liste permise [\"yes\",\"no\"]");
}

/* leads (the propositions a yes/no answers) only on a yes/no entry, each a few words. */
static void test_leads_need_a_yes_no_and_few_words(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON *e = entry_of(root, 1);
    cJSON_DeleteItemFromObject(e, "yes_no");
    cJSON_AddItemToObject(e, "leads",
                          cJSON_Parse("[{\"fr\": [\"saute\"], \"en\": [\"skip\"], "
                                      "\"yes_no\": \"yes\"}]"));
    assert_refused(root, "entries[1].leads",
                   "entries[1].leads: « leads » ne se donne qu'à une entrée oui/non (« yes_no »)");
    root = fixture();
    e = entry_of(root, 1);
    set_str(e, "yes_no", "no");
    cJSON_AddItemToObject(e, "leads",
                          cJSON_Parse("[{\"fr\": [\"a b c d e f g\"], \"en\": "
                                      "[\"skip\"]}]"));
    assert_refused(root, "entries[1].leads[0]",
                   "entries[1].leads[0]: une proposition a au plus 6 mots");
}

/* ---- refines ------------------------------------------------------------------------- */

static void test_refines_to_a_missing_entry_is_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(entry_of(root, 1), "refines", "awale.prise");
    assert_refused(root, "entries[1].refines",
                   "entries[1].refines: aucune entrée « awale.prise » à affiner");
}

static void test_refines_to_another_game_is_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(entry_of(root, 1), "refines", "kalah.prise");
    assert_refused(root, "entries[1].refines",
                   "entries[1].refines: « kalah.prise » n'est pas une entrée de awale : on "
                   "n'affine qu'une entrée du même jeu");
}

static void test_refines_in_a_cycle_is_refused_with_the_cycle(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(entry_of(root, 0), "refines", "awale.prise-deux");
    set_str(entry_of(root, 1), "refines", "awale.depart");
    assert_refused(root, "entries[0].refines",
                   "entries[0].refines: les affinements tournent en rond : awale.depart → "
                   "awale.prise-deux → awale.depart");
    root = fixture();
    set_str(entry_of(root, 1), "refines", "awale.prise-deux");
    assert_refused(root, "entries[1].refines",
                   "entries[1].refines: les affinements tournent en rond : awale.prise-deux → "
                   "awale.prise-deux");
}

static void test_refines_must_look_like_an_id(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(entry_of(root, 1), "refines", "depart");
    assert_refused(root, "entries[1].refines",
                   "entries[1].refines: « depart » ne suit pas le motif ^[a-z]+\\.[a-z0-9-]+$");
}

/* ---- glossary roles ----------------------------------------------------------------- */

static void test_two_piece_terms_are_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(glossary_item(root, 2), "role", "piece");
    assert_refused(root, "glossary[2].role",
                   "glossary[2].role: un second terme de rôle « piece » (le premier est "
                   "glossary[0])");
}

static void test_a_mancala_needs_a_hole_and_a_store_term(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(glossary_item(root, 3), "role", "other");
    assert_refused(root, "glossary", "glossary: aucun terme de rôle « store »");
    root = fixture();
    set_str(glossary_item(root, 2), "role", "other");
    assert_refused(root, "glossary", "glossary: aucun terme de rôle « hole »");
}

static void test_a_role_term_is_a_noun_with_plural_and_gender(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_str(glossary_item(root, 0), "role", "other");
    set_str(glossary_item(root, 1), "role", "piece"); /* « égrener », a verb */
    assert_refused(root, "glossary[1]",
                   "glossary[1]: un terme de rôle « piece » est un nom : plural, gender et "
                   "en.plural attendus");
    root = fixture();
    set_str(glossary_item(root, 0), "gender", "n");
    assert_refused(root, "glossary[0].gender",
                   "glossary[0].gender: valeur hors de la liste permise [\"m\",\"f\"]");
    root = fixture();
    set_str(glossary_item(root, 0), "role", "seed");
    assert_refused(root, "glossary[0].role",
                   "glossary[0].role: valeur hors de la liste permise "
                   "[\"piece\",\"hole\",\"store\",\"other\"]");
}

/* ---- seats --------------------------------------------------------------------------- */

static void test_seat_list_needs_one_name_per_player(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON_DeleteItemFromArray(cJSON_GetObjectItem(seats_item(root, 0), "fr"), 1);
    assert_refused(root, "seats[0].fr", "seats[0].fr: 1 nom(s) pour 2 joueurs");
}

static void test_seat_names_are_distinct(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON *en = cJSON_GetObjectItem(seats_item(root, 0), "en");
    cJSON_ReplaceItemInArray(en, 1, cJSON_CreateString("Player 1"));
    assert_refused(root, "seats[0].en[1]", "seats[0].en[1]: « Player 1 » nomme déjà la place 1");
}

static void test_seat_lists_cover_each_player_count_once(void **state)
{
    (void)state;
    cJSON *root = fixture();
    cJSON_ReplaceItemInObject(seats_item(root, 0), "players", cJSON_CreateNumber(3));
    assert_refused(root, "seats[0].players",
                   "seats[0].players: 3 joueurs, hors de meta.players (2 à 2)");
    root = fixture();
    cJSON *seats = cJSON_GetObjectItem(root, "seats");
    cJSON_AddItemToArray(seats, cJSON_Duplicate(cJSON_GetArrayItem(seats, 0), true));
    assert_refused(root, "seats[1].players",
                   "seats[1].players: 2 joueurs ont déjà leurs noms dans seats[0]");
    root = fixture();
    cJSON_ReplaceItemInObject(cJSON_GetObjectItem(cJSON_GetObjectItem(root, "meta"), "players"),
                              "max", cJSON_CreateNumber(3));
    assert_refused(root, "seats", "seats: aucun nom de place pour 3 joueurs");
    root = fixture();
    cJSON_DeleteItemFromObject(root, "seats");
    assert_refused(root, "seats", "seats: clé obligatoire absente");
}

/* ---- case ------------------------------------------------------------------------------ */

static void set_case(cJSON *obj, const char *value)
{
    cJSON *arr = cJSON_CreateArray();
    cJSON_AddItemToArray(arr, cJSON_CreateString(value));
    cJSON_DeleteItemFromObject(obj, "case");
    cJSON_AddItemToObject(obj, "case", arr);
}

static void test_a_case_in_french_only_is_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_case(entry_of(root, 1), "face|oppose vide|rien");
    assert_refused(root, "entries[1].en",
                   "entries[1].en: le cas couvert (« case ») s'écrit en français et en anglais, "
                   "ou pas du tout");
}

static void test_a_case_in_english_only_is_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_case(cJSON_GetObjectItem(entry_of(root, 1), "en"), "opposite empty");
    assert_refused(root, "entries[1].case",
                   "entries[1].case: le cas couvert (« case ») s'écrit en français et en "
                   "anglais, ou pas du tout");
}

static void test_a_case_of_more_than_six_words_is_refused(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_case(entry_of(root, 1), "face vide");
    set_case(cJSON_GetObjectItem(entry_of(root, 1), "en"), "the pit across is empty of stones");
    assert_refused(root, "entries[1].en.case[0]",
                   "entries[1].en.case[0]: un cas couvert a au plus 6 mots");
}

static void test_a_case_is_words_with_alternatives(void **state)
{
    (void)state;
    cJSON *root = fixture();
    set_case(entry_of(root, 1), "face||vide");
    assert_refused_with(root, "entries[1].case[0]",
                        "entries[1].case[0]: « face||vide » ne suit pas");
    root = fixture();
    set_case(entry_of(root, 1), "face  vide");
    assert_refused_with(root, "entries[1].case[0]",
                        "entries[1].case[0]: « face  vide » ne suit pas");
}

static void test_a_case_comes_back_in_both_languages(void **state)
{
    struct kb *kb;
    struct arb_err err;
    (void)state;
    cJSON *root = fixture();
    set_case(entry_of(root, 1), "face|oppose vide|rien");
    set_case(cJSON_GetObjectItem(entry_of(root, 1), "en"), "opposite|across empty");
    assert_int_equal(open_doc(root, &kb, &err), 0);
    const struct kb_entry *prise = kb_entry_find(kb, "awale.prise-deux");
    assert_int_equal(prise->cases.n, 1);
    assert_string_equal(prise->cases.v[0], "face|oppose vide|rien");
    assert_int_equal(prise->en_cases.n, 1);
    assert_string_equal(prise->en_cases.v[0], "opposite|across empty");
    assert_int_equal(kb_entry_find(kb, "awale.depart")->cases.n, 0);
    kb_free(kb);
}

/* ---- accessors on the fixture ------------------------------------------------------- */

static void test_fixture_fields_come_back_through_the_accessors(void **state)
{
    struct kb *kb;
    struct arb_err err;
    (void)state;
    cJSON *root = fixture();
    set_str(entry_of(root, 1), "refines", "awale.depart");
    set_str(entry_of(root, 1), "yes_no", "yes");
    assert_int_equal(open_doc(root, &kb, &err), 0);
    const struct kb_game *g = kb_game_find(kb, "awale");
    const struct kb_entry *depart = kb_entry_find(kb, "awale.depart");
    const struct kb_entry *prise = kb_entry_find(kb, "awale.prise-deux");
    assert_int_equal(kb_entry_answers(depart), KB_ANS_COUNT | KB_ANS_SETUP);
    assert_string_equal(kb_entry_topic(depart), "setup-count");
    assert_ptr_equal(kb_entry_refines(prise), depart);
    assert_null(kb_entry_refines(depart));
    assert_true(kb_entry_narrows(prise, depart));
    assert_false(kb_entry_narrows(depart, prise));
    assert_false(kb_entry_narrows(depart, depart));
    assert_int_equal(kb_entry_yes_no(depart), KB_YN_NONE);
    assert_int_equal(kb_entry_yes_no(prise), KB_YN_YES);
    assert_string_equal(kb_entry_answer_led(depart, KB_FR), depart->answer);
    assert_string_equal(kb_entry_answer_led(prise, KB_FR),
                        "Oui. Quand la dernière graine semée porte une case adverse à 2 ou 3.");
    assert_string_equal(kb_entry_answer_led(prise, KB_EN), "Yes. When the last seed makes 2 or 3.");
    const struct kb_term *piece = kb_glossary_role(g, KB_ROLE_PIECE);
    assert_ptr_equal(piece, &g->glossary[0]);
    assert_string_equal(piece->plural, "graines");
    assert_int_equal(piece->gender, KB_GENDER_F);
    assert_string_equal(piece->en_term, "seed");
    assert_string_equal(piece->en_plural, "seeds");
    assert_string_equal(piece->en, "A seed.");
    assert_ptr_equal(kb_glossary_role(g, KB_ROLE_HOLE), &g->glossary[2]);
    assert_ptr_equal(kb_glossary_role(g, KB_ROLE_STORE), &g->glossary[3]);
    assert_null(kb_glossary_role(g, KB_ROLE_OTHER));
    assert_null(g->glossary[1].plural);
    assert_int_equal(g->glossary[1].gender, KB_GENDER_NONE);
    assert_string_equal(kb_seat_name(g, 1, 2, KB_FR), "Joueur 2");
    assert_string_equal(kb_seat_name(g, 0, 2, KB_EN), "Player 1");
    assert_null(kb_seat_name(g, 2, 2, KB_FR));
    assert_null(kb_seat_name(g, 0, 3, KB_FR));
    assert_false(g->seats[0].cited);
    assert_int_equal(kb_topic_count(kb), 2);
    assert_string_equal(kb_topic_at(kb, 0), "capture");
    assert_string_equal(kb_topic_at(kb, 1), "setup-count");
    assert_null(kb_topic_at(kb, 2));
    kb_free(kb);
}

static void test_answer_kind_slugs_round_trip(void **state)
{
    (void)state;
    for (int i = 0; i < KB_ANSWER_KINDS; i++) {
        enum kb_answer_kind k = (enum kb_answer_kind)(1u << i);
        assert_int_equal(kb_answer_kind_parse(kb_answer_kind_slug(k)), k);
    }
    assert_string_equal(kb_answer_kind_slug(KB_ANS_MATERIAL), "material");
    assert_int_equal(kb_answer_kind_parse("reason"), KB_ANS_REASON);
    assert_int_equal(kb_answer_kind_parse("colour"), 0);
    assert_int_equal(kb_answer_kind_parse(NULL), 0);
    assert_null(kb_answer_kind_slug(KB_ANS_COUNT | KB_ANS_WHO));
}

/* ---- the real rule files ------------------------------------------------------------ */

static void test_start_pit_skip_is_one_topic_across_the_mancalas(void **state)
{
    const struct kb_entry *out[4];
    (void)state;
    assert_string_equal(kb_entry_topic(entry("awale.saut-case-depart")), "start-pit-skip");
    assert_string_equal(kb_entry_topic(entry("kalah.trou-de-depart")), "start-pit-skip");
    assert_string_equal(kb_entry_topic(entry("escargots.bouclage")), "start-pit-skip");
    const struct kb_game *kalah = kb_game_find(real, "kalah");
    assert_int_equal(kb_topic_entries(real, kalah, "start-pit-skip", out, 4), 1);
    assert_ptr_equal(out[0], entry("kalah.trou-de-depart"));
    assert_int_equal(
        kb_topic_entries(real, kb_game_find(real, "qawale"), "start-pit-skip", NULL, 0), 0);
}

static void test_kalah_extra_turn_entries_in_file_order(void **state)
{
    const struct kb_entry *out[8];
    (void)state;
    const struct kb_game *kalah = kb_game_find(real, "kalah");
    assert_int_equal(kb_topic_entries(real, kalah, "extra-turn", out, 8), 3);
    assert_string_equal(out[0]->id, "kalah.rejouer");
    assert_string_equal(out[1]->id, "kalah.rejouer-plusieurs-fois");
    assert_string_equal(out[2]->id, "kalah.rejouer-fin");
    assert_ptr_equal(kb_entry_refines(out[1]), out[0]);
    assert_ptr_equal(kb_entry_refines(out[2]), out[0]);
    /* cap smaller than the count: the count still, the first ones written */
    assert_int_equal(kb_topic_entries(real, kalah, "extra-turn", out, 1), 3);
    assert_int_equal(kb_topic_entries(real, kalah, NULL, out, 8), 0);
}

static void test_every_game_says_who_starts(void **state)
{
    const struct kb_entry *out[8];
    (void)state;
    size_t n = kb_topic_entries(real, NULL, "first-player", out, 8);
    assert_int_equal(n, 5);
    for (size_t g = 0; g < kb_game_count(real); g++)
        assert_true(kb_topic_entries(real, kb_game_at(real, g), "first-player", NULL, 0) >= 1);
}

static void test_refines_chains_follow_the_rulebook(void **state)
{
    (void)state;
    const struct kb_entry *variant = entry("kalah.variante-prise-vide");
    assert_ptr_equal(kb_entry_refines(entry("awale.grand-chelem-seul-coup")),
                     entry("awale.grand-chelem"));
    assert_ptr_equal(kb_entry_refines(variant), entry("kalah.correspondant-vide"));
    assert_true(kb_entry_narrows(variant, entry("kalah.prise")));
    assert_false(kb_entry_narrows(entry("kalah.prise"), variant));
    assert_null(kb_entry_refines(entry("kalah.prise")));
}

static void test_yes_no_answers_are_declarative_with_the_lead_apart(void **state)
{
    (void)state;
    const struct kb_entry *d = entry("qawale.diagonale");
    assert_int_equal(kb_entry_yes_no(d), KB_YN_NO);
    assert_int_equal(kb_entry_answers(d), KB_ANS_PERMISSION);
    assert_string_equal(d->answer, "Pendant l'égrainage, on avance seulement vers le haut, le bas, "
                                   "la gauche ou la droite ; un pas en biais n'est pas permis.");
    assert_string_equal(kb_entry_answer_led(d, KB_FR),
                        "Non. Pendant l'égrainage, on avance seulement vers le haut, le bas, "
                        "la gauche ou la droite ; un pas en biais n'est pas permis.");
    assert_string_equal(kb_entry_answer_led(d, KB_EN),
                        "No. While sowing you only step up, down, left or right; a slanting "
                        "step is not allowed.");
    assert_int_equal(kb_entry_yes_no(entry("awale.saut-case-depart")), KB_YN_YES);
    assert_int_equal(kb_entry_yes_no(entry("kalah.trou-de-depart")), KB_YN_NO);
    assert_int_equal(kb_entry_yes_no(entry("awale.capture")), KB_YN_NONE);
    assert_string_equal(kb_lead(real, KB_EN, KB_YN_YES), "Yes.");
    assert_string_equal(kb_lead(real, KB_FR, KB_YN_NO), "Non.");
    assert_null(kb_lead(real, KB_FR, KB_YN_NONE));
    /* no answer text, French or English, opens with a yes or a no of its own */
    static const char *const leads[] = {"Oui", "Non", "Yes", "No"};
    for (size_t i = 0; i < kb_entry_count(real); i++) {
        const struct kb_entry *e = kb_entry_at(real, i);
        const char *texts[] = {e->answer, e->en_answer};
        for (size_t t = 0; t < 2; t++)
            for (size_t l = 0; l < 4; l++) {
                size_t n = strlen(leads[l]);
                const char *s = texts[t];
                if (strncmp(s, leads[l], n) == 0 && !(s[n] >= 'a' && s[n] <= 'z')) {
                    print_error("%s opens with « %s »: %s\n", e->id, leads[l], s);
                    fail();
                }
            }
    }
}

static void test_glossary_roles_of_the_real_games(void **state)
{
    (void)state;
    const struct kb_game *kalah = kb_game_find(real, "kalah");
    const struct kb_game *qawale = kb_game_find(real, "qawale");
    const struct kb_term *stone = kb_glossary_role(kalah, KB_ROLE_PIECE);
    assert_string_equal(stone->term, "pierre");
    assert_int_equal(stone->gender, KB_GENDER_F);
    assert_string_equal(stone->en_plural, "stones");
    assert_string_equal(kb_glossary_role(kalah, KB_ROLE_HOLE)->term, "trou");
    assert_int_equal(kb_glossary_role(kalah, KB_ROLE_HOLE)->gender, KB_GENDER_M);
    assert_string_equal(kb_glossary_role(kalah, KB_ROLE_STORE)->term, "réserve");
    assert_string_equal(kb_glossary_role(kb_game_find(real, "escargots"), KB_ROLE_STORE)->term,
                        "pot");
    assert_string_equal(kb_glossary_role(kb_game_find(real, "awale"), KB_ROLE_HOLE)->en_term,
                        "pit");
    assert_string_equal(kb_glossary_role(qawale, KB_ROLE_PIECE)->en_term, "pebble");
    assert_string_equal(kb_glossary_role(qawale, KB_ROLE_HOLE)->en_term, "square");
    assert_null(kb_glossary_role(qawale, KB_ROLE_STORE));
}

static void test_seat_names_of_the_real_games(void **state)
{
    (void)state;
    const struct kb_game *kalah = kb_game_find(real, "kalah");
    const struct kb_game *qawale = kb_game_find(real, "qawale");
    const struct kb_game *snails = kb_game_find(real, "escargots");
    assert_string_equal(kb_seat_name(kalah, 2, 3, KB_FR), "Joueur 3");
    assert_string_equal(kb_seat_name(kalah, 3, 4, KB_EN), "Player 4");
    assert_null(kb_seat_name(kalah, 3, 3, KB_FR));
    assert_null(kb_seat_name(kalah, 0, 5, KB_FR));
    assert_string_equal(kb_seat_name(qawale, 0, 2, KB_FR), "Clairs");
    assert_string_equal(kb_seat_name(qawale, 1, 2, KB_EN), "Dark");
    assert_true(qawale->seats[0].cited);
    assert_int_equal(qawale->seats[0].cite.page, 4);
    assert_string_equal(kb_seat_name(snails, 0, 2, KB_FR), "Sud");
    assert_string_equal(kb_seat_name(snails, 1, 2, KB_EN), "North");
    assert_string_equal(snails->seats[0].cite.section, "Le plateau de jeu");
    assert_string_equal(kb_seat_name(kb_game_find(real, "awale"), 1, 2, KB_FR), "Joueur 2");
}

static void test_lexicon_is_loaded_and_validated(void **state)
{
    (void)state;
    const cJSON *fr = kb_lexicon(real, KB_FR);
    assert_string_equal(
        cJSON_GetStringValue(cJSON_GetObjectItem(cJSON_GetObjectItem(fr, "lead"), "yes")), "Oui.");
    assert_non_null(kb_lexicon(real, KB_EN));
}

int main(void)
{
    const struct CMUnitTest fixture_tests[] = {
        cmocka_unit_test(test_unknown_answer_kind_is_refused_at_its_index),
        cmocka_unit_test(test_repeated_answer_kind_is_refused),
        cmocka_unit_test(test_answers_may_not_be_empty_or_missing),
        cmocka_unit_test(test_topic_is_required_and_from_the_list),
        cmocka_unit_test(test_yes_no_is_yes_or_no),
        cmocka_unit_test(test_leads_need_a_yes_no_and_few_words),
        cmocka_unit_test(test_refines_to_a_missing_entry_is_refused),
        cmocka_unit_test(test_refines_to_another_game_is_refused),
        cmocka_unit_test(test_refines_in_a_cycle_is_refused_with_the_cycle),
        cmocka_unit_test(test_refines_must_look_like_an_id),
        cmocka_unit_test(test_two_piece_terms_are_refused),
        cmocka_unit_test(test_a_mancala_needs_a_hole_and_a_store_term),
        cmocka_unit_test(test_a_role_term_is_a_noun_with_plural_and_gender),
        cmocka_unit_test(test_seat_list_needs_one_name_per_player),
        cmocka_unit_test(test_seat_names_are_distinct),
        cmocka_unit_test(test_seat_lists_cover_each_player_count_once),
        cmocka_unit_test(test_a_case_in_french_only_is_refused),
        cmocka_unit_test(test_a_case_in_english_only_is_refused),
        cmocka_unit_test(test_a_case_of_more_than_six_words_is_refused),
        cmocka_unit_test(test_a_case_is_words_with_alternatives),
        cmocka_unit_test(test_a_case_comes_back_in_both_languages),
        cmocka_unit_test(test_fixture_fields_come_back_through_the_accessors),
        cmocka_unit_test(test_answer_kind_slugs_round_trip),
    };
    const struct CMUnitTest real_tests[] = {
        cmocka_unit_test(test_start_pit_skip_is_one_topic_across_the_mancalas),
        cmocka_unit_test(test_kalah_extra_turn_entries_in_file_order),
        cmocka_unit_test(test_every_game_says_who_starts),
        cmocka_unit_test(test_refines_chains_follow_the_rulebook),
        cmocka_unit_test(test_yes_no_answers_are_declarative_with_the_lead_apart),
        cmocka_unit_test(test_glossary_roles_of_the_real_games),
        cmocka_unit_test(test_seat_names_of_the_real_games),
        cmocka_unit_test(test_lexicon_is_loaded_and_validated),
    };
    int failed = cmocka_run_group_tests(fixture_tests, NULL, NULL);
    return failed + cmocka_run_group_tests(real_tests, open_real, close_real);
}

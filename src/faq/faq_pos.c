/* faq_pos.c — questions about a move on a given position ("je joue la case 3, je prends
 * combien ?", "b2 puis b3 c3 c2, c'est permis ?"). The engine decides, through the same
 * rules_api_run the API uses; this file only finds the move in the words and tells the
 * engine's events back as a sentence. Nothing here knows a rule. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"
#include "rules_api.h"

/* True when w, before a number, makes it a pit: "case 3", "trou 3", "je joue 3", "pit 3". */
static bool pit_word(const struct faq *f, const char *w)
{
    return faq_words_has(&f->lex.l[FAQ_LANG_FR].pit_words, w) ||
           faq_words_has(&f->lex.l[FAQ_LANG_EN].pit_words, w);
}

static bool is_number(const char *w, long *out)
{
    char *end;
    if (!(w[0] >= '0' && w[0] <= '9') || strlen(w) > 3)
        return false;
    *out = strtol(w, &end, 10);
    return *end == '\0';
}

static bool is_cell(const char *w)
{
    return w[0] >= 'a' && w[0] <= 'd' && w[1] >= '1' && w[1] <= '4' && w[2] == '\0';
}

cJSON *faq_move_parse(const struct faq *f, enum rules_kind kind, const struct faq_tokens *t)
{
    cJSON *mv = NULL, *path;
    if (kind == RULES_MANCALA) {
        for (size_t i = 0; i < t->n; i++) {
            long n;
            if (!is_number(t->tok[i], &n))
                continue;
            bool named =
                (i > 0 && pit_word(f, t->tok[i - 1])) || (i > 1 && pit_word(f, t->tok[i - 2]));
            if (!named)
                continue;
            mv = cJSON_CreateObject();
            if (mv && !cJSON_AddNumberToObject(mv, "pit", (double)n)) {
                cJSON_Delete(mv);
                mv = NULL;
            }
            return mv;
        }
        return NULL;
    }
    for (size_t i = 0; i < t->n; i++) {
        if (!is_cell(t->tok[i]))
            continue;
        if (!mv) {
            if (!(mv = cJSON_CreateObject()) || !cJSON_AddStringToObject(mv, "cell", t->tok[i]) ||
                !(path = cJSON_AddArrayToObject(mv, "path")))
                goto nomem;
        } else if (!cJSON_AddItemToArray(path, cJSON_CreateString(t->tok[i]))) {
            goto nomem;
        }
    }
    return mv;
nomem:
    cJSON_Delete(mv);
    return NULL;
}

/* A growing sentence in a fixed buffer, written from the lexicon's "move" templates. */
struct text {
    const struct faq *f;
    enum faq_lang lang;
    char *s;
    size_t cap, len;
};

/* The template move.key of x's language. */
static const char *tpl(const struct text *x, const char *key)
{
    return faq_text(&x->f->lex, x->lang, "move", key);
}

/* Appends template move.key filled from kv. */
static void put(struct text *x, const char *key, const char *const *kv)
{
    x->len = faq_append(x->s, x->cap, x->len, tpl(x, key), kv);
}

static const char *gendered(const struct text *x, const char *masc, const char *fem, bool f)
{
    return tpl(x, f ? fem : masc);
}

static int num(const cJSON *o, const char *key, int def)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsNumber(j) ? j->valueint : def;
}

static const char *str(const cJSON *o, const char *key)
{
    const cJSON *j = cJSON_GetObjectItemCaseSensitive(o, key);
    return cJSON_IsString(j) ? j->valuestring : "";
}

/* What the events of a mancala move add up to. */
struct sowing {
    int picked, pit, sown, stored, laps, skips_origin, skips_store, captured;
    int last_pit, last_player, player;
    bool last_store, grand_slam, no_capture, ended;
    const char *end_reason;
};

/* The game's own words for its pieces and holes: its glossary terms of role piece and hole
 * (« graine »/« case » at the awalé, « pierre »/« trou » at the kalah), with their gender and
 * plural; in English the terms' English names (« seed », « stone », « snail »). */
struct words {
    const char *piece, *pieces, *hole;
    bool piece_f, hole_f;
};

static void game_words(const struct text *x, const struct kb_game *g, struct words *w)
{
    const struct kb_term *piece = kb_glossary_role(g, KB_ROLE_PIECE);
    const struct kb_term *hole = kb_glossary_role(g, KB_ROLE_HOLE);
    bool en = x->lang == FAQ_LANG_EN;
    w->piece = piece ? (en && piece->en_term ? piece->en_term : piece->term) : "";
    w->pieces = piece ? (en ? piece->en_plural : piece->plural) : NULL;
    w->pieces = w->pieces ? w->pieces : w->piece;
    w->hole = hole ? (en && hole->en_term ? hole->en_term : hole->term) : "";
    w->piece_f = piece && piece->gender == KB_GENDER_F;
    w->hole_f = hole && hole->gender == KB_GENDER_F;
}

static void read_sowing(const cJSON *events, struct sowing *s)
{
    const cJSON *ev;
    cJSON_ArrayForEach(ev, events)
    {
        const char *type = str(ev, "type");
        if (strcmp(type, "pick") == 0) {
            s->picked = num(ev, "count", 0);
            s->pit = num(ev, "pit", 0);
            s->player = num(ev, "player", 0);
        } else if (strcmp(type, "sow") == 0) {
            s->sown++;
            s->last_pit = num(ev, "pit", 0);
            s->last_player = num(ev, "player", 0);
            s->last_store = false;
            if (num(ev, "lap", 1) > s->laps)
                s->laps = num(ev, "lap", 1);
        } else if (strcmp(type, "store") == 0) {
            s->stored++;
            s->last_store = true;
        } else if (strcmp(type, "skip_origin") == 0) {
            s->skips_origin++;
        } else if (strcmp(type, "skip_store") == 0) {
            s->skips_store++;
        } else if (strcmp(type, "capture") == 0) {
            s->captured += num(ev, "count", 0);
        } else if (strcmp(type, "grand_slam") == 0) {
            s->grand_slam = true;
        } else if (strcmp(type, "no_capture") == 0) {
            s->no_capture = true;
        } else if (strcmp(type, "end") == 0) {
            s->ended = true;
            s->end_reason = str(ev, "reason");
        }
    }
}

static void tell_mancala(const cJSON *events, const struct words *gw, struct text *x)
{
    struct sowing s = {.pit = -1, .last_pit = -1, .end_reason = ""};
    char n[16], pit[16], last[16];
    read_sowing(events, &s);
    snprintf(n, sizeof n, "%d", s.picked);
    snprintf(pit, sizeof pit, "%d", s.pit);
    snprintf(last, sizeof last, "%d", s.last_pit);
    const char *of_hole = gendered(x, "of_hole_m", "of_hole_f", gw->hole_f);
    put(x, s.picked == 1 ? "take_one" : "take_many",
        (const char *const[]){"piece", gw->piece, "pieces", gw->pieces, "n", n, "pit", pit, "hole",
                              gw->hole, "of_hole", of_hole, "it",
                              gendered(x, "it_m", "it_f", gw->piece_f), "one_by_one",
                              gendered(x, "one_by_one_m", "one_by_one_f", gw->piece_f), NULL});
    snprintf(n, sizeof n, "%d", s.stored);
    if (s.stored)
        put(x, "into_store", (const char *const[]){"n", n, NULL});
    const char *lastw = gendered(x, "last_m", "last_f", gw->piece_f);
    if (s.last_store)
        put(x, "last_store", (const char *const[]){"last", lastw, NULL});
    else if (s.last_pit > 0)
        put(x, s.last_player == s.player ? "last_own" : "last_theirs",
            (const char *const[]){
                "last", lastw, "your", gendered(x, "your_m", "your_f", gw->hole_f), "the",
                gendered(x, "the_m", "the_f", gw->hole_f), "hole", gw->hole, "pit", last, NULL});
    put(x, "period", NULL);
    /* lap k is reached by the k-th pass: 14 seeds on 11 pits reach lap 2 after one full lap */
    snprintf(n, sizeof n, "%d", s.laps - 1);
    if (s.laps > 2)
        put(x, "laps_many", (const char *const[]){"n", n, NULL});
    else if (s.laps > 1)
        put(x, "laps_one", NULL);
    if (s.skips_origin)
        put(x, s.laps > 1 ? "skip_origin_lap" : "skip_origin", NULL);
    else if (s.laps > 1)
        put(x, "period", NULL);
    if (s.skips_store)
        put(x, "skip_store", NULL);
    snprintf(n, sizeof n, "%d", s.captured);
    if (s.captured)
        put(x, "capture",
            (const char *const[]){"n", n, "pieces", s.captured > 1 ? gw->pieces : gw->piece, NULL});
    else if (s.grand_slam)
        put(x, "grand_slam", NULL);
    else if (s.no_capture)
        put(x, gw->hole_f ? "no_capture_empty_f" : "no_capture_empty_m", NULL);
    else
        put(x, "no_capture", NULL);
    if (s.ended)
        put(x, "ended", (const char *const[]){"reason", s.end_reason, NULL});
}

static void tell_qawale(const cJSON *events, struct text *x)
{
    const cJSON *ev;
    bool first_drop = true;
    char n[16];
    cJSON_ArrayForEach(ev, events)
    {
        const char *type = str(ev, "type");
        const char *const cell[] = {"cell", str(ev, "cell"), NULL};
        if (strcmp(type, "place") == 0) {
            put(x, "q_place", cell);
        } else if (strcmp(type, "lift") == 0) {
            snprintf(n, sizeof n, "%d", num(ev, "count", 0));
            put(x, "q_lift", (const char *const[]){"n", n, NULL});
        } else if (strcmp(type, "drop") == 0) {
            put(x, first_drop ? "q_drop_first" : "q_drop", cell);
            first_drop = false;
        } else if (strcmp(type, "align") == 0) {
            snprintf(n, sizeof n, "%d", num(ev, "player", 0));
            put(x, "q_align", (const char *const[]){"n", n, NULL});
        } else if (strcmp(type, "end") == 0) {
            put(x, "q_end", (const char *const[]){"reason", str(ev, "reason"), NULL});
        }
    }
    put(x, "period", NULL);
}

static int run(const struct kb_game *g, enum rules_cmd cmd, const cJSON *position,
               const cJSON *options, const cJSON *move, cJSON **out, struct arb_err *err)
{
    cJSON *req = cJSON_CreateObject();
    int rc;
    if (!req || !cJSON_AddItemToObject(req, "position", cJSON_Duplicate(position, true)) ||
        !cJSON_AddItemToObject(req, "move", cJSON_Duplicate(move, true)) ||
        (options && !cJSON_AddItemToObject(req, "options", cJSON_Duplicate(options, true)))) {
        rc = arb_err_nomem(err);
        goto out_free_req;
    }
    rc = rules_api_run(g->rules, cmd, req, out, err);
out_free_req:
    cJSON_Delete(req);
    return rc;
}

int faq_simulate(const struct faq *f, const struct kb_game *g, const struct faq_tokens *t,
                 enum faq_lang lang, const cJSON *position, const cJSON *options, char *text,
                 size_t cap, cJSON **simulation, struct arb_err *err)
{
    struct text x = {f, lang, text, cap, 0};
    cJSON *move = faq_move_parse(f, g->rules->kind, t), *check = NULL, *played = NULL;
    struct words words;
    char n[16];
    int rc;
    text[0] = '\0';
    if (!move)
        return 1;
    game_words(&x, g, &words);
    rc = run(g, RULES_CMD_VALIDATE, position, options, move, &check, err);
    if (rc < 0)
        goto out_free_move;
    if (!cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(check, "legal"))) {
        put(&x, "illegal", (const char *const[]){"reason", str(check, "message"), NULL});
        *simulation = check;
        goto out_free_move;
    }
    cJSON_Delete(check);
    rc = run(g, RULES_CMD_PLAY, position, options, move, &played, err);
    if (rc < 0)
        goto out_free_move;
    const cJSON *events = cJSON_GetObjectItemCaseSensitive(played, "events");
    put(&x, "legal", NULL);
    if (g->rules->kind == RULES_MANCALA)
        tell_mancala(events, &words, &x);
    else
        tell_qawale(events, &x);
    const cJSON *after = cJSON_GetObjectItemCaseSensitive(played, "position");
    if (cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(played, "outcome"))) {
        /* who plays next, from the mover's side; J0/J1… as the rulebooks' entries number
         * the players when there are more than two */
        int mover = num(position, "to_move", 0), next = num(after, "to_move", 0);
        const cJSON *stores = cJSON_GetObjectItemCaseSensitive(after, "stores");
        int players = cJSON_IsArray(stores) ? cJSON_GetArraySize(stores) : 2;
        snprintf(n, sizeof n, "%d", next);
        if (next == mover)
            put(&x, "again", NULL);
        else if (players <= 2)
            put(&x, "next_opponent", NULL);
        else
            put(&x, "next_player", (const char *const[]){"n", n, NULL});
    }
    *simulation = played;
out_free_move:
    cJSON_Delete(move);
    return rc;
}

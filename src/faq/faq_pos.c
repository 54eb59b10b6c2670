/* faq_pos.c — questions about a move on a given position ("je joue la case 3, je prends
 * combien ?", "b2 puis b3 c3 c2, c'est permis ?"). The engine decides, through the same
 * rules_api_run the API uses; this file only finds the move in the words and tells the
 * engine's events back as a sentence. Nothing here knows a rule. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"
#include "rules_api.h"

/* Words after which a number is a pit: "case 3", "trou 3", "je joue 3", "pit 3". */
static bool pit_word(const char *w)
{
    static const char *const words[] = {"case",   "cases", "trou",  "trous", "maison", "pit",
                                        "hole",   "joue",  "jouer", "joues", "play",   "plays",
                                        "numero", "no",    "vide",  "vider", "prends", NULL};
    for (const char *const *p = words; *p; p++)
        if (strcmp(w, *p) == 0)
            return true;
    return false;
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

cJSON *faq_move_parse(enum rules_kind kind, const struct faq_tokens *t)
{
    cJSON *mv = NULL, *path;
    if (kind == RULES_MANCALA) {
        for (size_t i = 0; i < t->n; i++) {
            long n;
            if (!is_number(t->tok[i], &n))
                continue;
            bool named = (i > 0 && pit_word(t->tok[i - 1])) || (i > 1 && pit_word(t->tok[i - 2]));
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

/* A growing sentence in a fixed buffer. */
struct text {
    char *s;
    size_t cap, len;
};

static void put(struct text *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void put(struct text *x, const char *fmt, ...)
{
    va_list ap;
    if (x->len >= x->cap)
        return;
    va_start(ap, fmt);
    int w = vsnprintf(x->s + x->len, x->cap - x->len, fmt, ap);
    va_end(ap);
    if (w > 0)
        x->len += (size_t)w < x->cap - x->len ? (size_t)w : x->cap - x->len - 1;
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

/* The game's own French words for its pieces and holes: its glossary terms of role piece and
 * hole (« graine »/« case » at the awalé, « pierre »/« trou » at the kalah, « escargot »/
 * « trou » at the escargots), with their gender. */
struct words {
    char piece[FAQ_TOKEN_LEN], hole[FAQ_TOKEN_LEN];
    const char *piece_en; /* « seed », « stone », « snail »: the piece's English term */
    bool piece_f, hole_f;
};

static void game_words(const struct kb_game *g, struct words *w)
{
    const struct kb_term *piece = kb_glossary_role(g, KB_ROLE_PIECE);
    const struct kb_term *hole = kb_glossary_role(g, KB_ROLE_HOLE);
    snprintf(w->piece, sizeof w->piece, "%s", piece->term);
    snprintf(w->hole, sizeof w->hole, "%s", hole->term);
    w->piece_f = piece->gender == KB_GENDER_F;
    w->hole_f = hole->gender == KB_GENDER_F;
    w->piece_en = piece->en_term;
}

static void tell_mancala(const cJSON *events, enum faq_lang lang, const struct words *gw,
                         struct text *x)
{
    struct sowing s = {.pit = -1, .last_pit = -1, .end_reason = ""};
    const cJSON *ev;
    bool en = lang == FAQ_LANG_EN;
    cJSON_ArrayForEach(ev, events)
    {
        const char *type = str(ev, "type");
        if (strcmp(type, "pick") == 0) {
            s.picked = num(ev, "count", 0);
            s.pit = num(ev, "pit", 0);
            s.player = num(ev, "player", 0);
        } else if (strcmp(type, "sow") == 0) {
            s.sown++;
            s.last_pit = num(ev, "pit", 0);
            s.last_player = num(ev, "player", 0);
            s.last_store = false;
            if (num(ev, "lap", 1) > s.laps)
                s.laps = num(ev, "lap", 1);
        } else if (strcmp(type, "store") == 0) {
            s.stored++;
            s.last_store = true;
        } else if (strcmp(type, "skip_origin") == 0) {
            s.skips_origin++;
        } else if (strcmp(type, "skip_store") == 0) {
            s.skips_store++;
        } else if (strcmp(type, "capture") == 0) {
            s.captured += num(ev, "count", 0);
        } else if (strcmp(type, "grand_slam") == 0) {
            s.grand_slam = true;
        } else if (strcmp(type, "no_capture") == 0) {
            s.no_capture = true;
        } else if (strcmp(type, "end") == 0) {
            s.ended = true;
            s.end_reason = str(ev, "reason");
        }
    }
    if (en && s.picked == 1)
        put(x, "You take the single %s of pit %d and sow it", gw->piece_en, s.pit);
    else if (en)
        put(x, "You take the %d %ss of pit %d and sow them one by one", s.picked, gw->piece_en,
            s.pit);
    else if (s.picked == 1)
        put(x, "Tu prends l'unique %s %s %s %d et tu %s sèmes", gw->piece,
            gw->hole_f ? "de la" : "du", gw->hole, s.pit, gw->piece_f ? "la" : "le");
    else
        put(x, "Tu prends les %d %ss %s %s %d et tu les sèmes %s", s.picked, gw->piece,
            gw->hole_f ? "de la" : "du", gw->hole, s.pit, gw->piece_f ? "une à une" : "un à un");
    if (s.stored)
        put(x, en ? " (%d into your store)" : " (%d dans ta réserve)", s.stored);
    if (s.last_store)
        put(x, en ? "; the last one lands in your store" : " ; %s tombe dans ta réserve",
            gw->piece_f ? "la dernière" : "le dernier");
    else if (s.last_pit > 0 && en)
        put(x, "; the last one lands in %s pit %d",
            s.last_player == s.player ? "your" : "the opponent's", s.last_pit);
    else if (s.last_pit > 0)
        put(x, " ; %s tombe dans %s %s %d%s", gw->piece_f ? "la dernière" : "le dernier",
            s.last_player == s.player ? (gw->hole_f ? "ta" : "ton") : (gw->hole_f ? "la" : "le"),
            gw->hole, s.last_pit, s.last_player == s.player ? "" : " adverse");
    put(x, ".");
    /* lap k is reached by the k-th pass: 14 seeds on 11 pits reach lap 2 after one full lap */
    if (s.laps > 2)
        put(x,
            en ? " The sowing goes all the way around %d times" : " Le semis fait %d fois le tour",
            s.laps - 1);
    else if (s.laps > 1)
        put(x, en ? " The sowing goes all the way around once" : " Le semis fait un tour complet");
    if (s.skips_origin)
        put(x, en ? "%s the starting pit is skipped." : "%s la case de départ est sautée.",
            s.laps > 1 ? (en ? ";" : " ;") : (en ? " As it goes round," : " Au passage,"));
    else if (s.laps > 1)
        put(x, ".");
    if (s.skips_store)
        put(x, en ? " The opponents' stores are skipped." : " Les réserves adverses sont sautées.");
    if (s.captured)
        put(x, en ? " You capture %d %s%s." : " Tu captures %d %s%s.", s.captured,
            en ? gw->piece_en : gw->piece, s.captured > 1 ? "s" : "");
    else if (s.grand_slam)
        put(x, en ? " That capture would take everything the opponent has, so nothing is taken."
                  : " Cette prise viderait le camp adverse : rien n'est pris.");
    else if (s.no_capture)
        put(x,
            en ? " The corresponding pit is empty: no capture."
               : " %s correspondant%s est vide : pas de prise.",
            gw->hole_f ? "La case" : "Le trou", gw->hole_f ? "e" : "");
    else
        put(x, en ? " No capture." : " Pas de prise.");
    if (s.ended)
        put(x, en ? " The game ends (%s)." : " La partie se termine (%s).", s.end_reason);
}

static void tell_qawale(const cJSON *events, enum faq_lang lang, struct text *x)
{
    const cJSON *ev;
    bool en = lang == FAQ_LANG_EN, first_drop = true;
    cJSON_ArrayForEach(ev, events)
    {
        const char *type = str(ev, "type");
        if (strcmp(type, "place") == 0) {
            put(x, en ? "You put your pebble on %s" : "Tu poses ton galet sur %s", str(ev, "cell"));
        } else if (strcmp(type, "lift") == 0) {
            put(x, en ? ", lift the stack of %d pebbles" : ", tu soulèves la pile de %d galets",
                num(ev, "count", 0));
        } else if (strcmp(type, "drop") == 0) {
            put(x, "%s%s",
                first_drop ? (en ? " and drop them on " : " et tu les déposes sur ") : ", ",
                str(ev, "cell"));
            first_drop = false;
        } else if (strcmp(type, "align") == 0) {
            put(x, en ? ". J%d shows four in a row" : ". J%d aligne 4 galets",
                num(ev, "player", 0));
        } else if (strcmp(type, "end") == 0) {
            put(x, en ? ". The game ends (%s)" : ". La partie se termine (%s)", str(ev, "reason"));
        }
    }
    put(x, ".");
}

static int run(const struct kb_game *g, enum rules_cmd cmd, const cJSON *position,
               const cJSON *options, const cJSON *move, cJSON **out, struct arb_err *err)
{
    cJSON *req = cJSON_CreateObject();
    int rc;
    if (!req || !cJSON_AddItemToObject(req, "position", cJSON_Duplicate(position, true)) ||
        !cJSON_AddItemToObject(req, "move", cJSON_Duplicate(move, true)) ||
        (options && !cJSON_AddItemToObject(req, "options", cJSON_Duplicate(options, true)))) {
        rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "mémoire insuffisante");
        goto out_free_req;
    }
    rc = rules_api_run(g->rules, cmd, req, out, err);
out_free_req:
    cJSON_Delete(req);
    return rc;
}

int faq_simulate(const struct kb_game *g, const struct faq_tokens *t, enum faq_lang lang,
                 const cJSON *position, const cJSON *options, char *text, size_t cap,
                 cJSON **simulation, struct arb_err *err)
{
    struct text x = {text, cap, 0};
    cJSON *move = faq_move_parse(g->rules->kind, t), *check = NULL, *played = NULL;
    bool en = lang == FAQ_LANG_EN;
    struct words words;
    int rc;
    text[0] = '\0';
    if (!move)
        return 1;
    game_words(g, &words);
    rc = run(g, RULES_CMD_VALIDATE, position, options, move, &check, err);
    if (rc < 0)
        goto out_free_move;
    if (!cJSON_IsTrue(cJSON_GetObjectItemCaseSensitive(check, "legal"))) {
        put(&x, en ? "No, that move is not allowed: %s" : "Non, ce coup n'est pas permis : %s",
            str(check, "message"));
        *simulation = check;
        goto out_free_move;
    }
    cJSON_Delete(check);
    rc = run(g, RULES_CMD_PLAY, position, options, move, &played, err);
    if (rc < 0)
        goto out_free_move;
    const cJSON *events = cJSON_GetObjectItemCaseSensitive(played, "events");
    put(&x, en ? "Yes, the move is allowed. " : "Oui, le coup est permis. ");
    if (g->rules->kind == RULES_MANCALA)
        tell_mancala(events, lang, &words, &x);
    else
        tell_qawale(events, lang, &x);
    const cJSON *after = cJSON_GetObjectItemCaseSensitive(played, "position");
    if (cJSON_IsNull(cJSON_GetObjectItemCaseSensitive(played, "outcome"))) {
        /* who plays next, from the mover's side; J0/J1… as the rulebooks' entries number
         * the players when there are more than two */
        int mover = num(position, "to_move", 0), next = num(after, "to_move", 0);
        const cJSON *stores = cJSON_GetObjectItemCaseSensitive(after, "stores");
        int players = cJSON_IsArray(stores) ? cJSON_GetArraySize(stores) : 2;
        if (next == mover)
            put(&x, en ? " It is your turn again." : " C'est encore à toi de jouer.");
        else if (players <= 2)
            put(&x, en ? " Then it is your opponent's turn." : " C'est ensuite à ton adversaire.");
        else
            put(&x, en ? " Then J%d plays." : " C'est ensuite à J%d de jouer.", next);
    }
    *simulation = played;
out_free_move:
    cJSON_Delete(move);
    return rc;
}

/* faq_situ_judge.c — the invariants of a situated answer, checked on the response alone
 * (its `answer`, `simulation`, `entry`) and the question, never on what the parser read:
 *
 * 1. Numbers. Every number written in the answer, in digits or in words (situ_judge.json's
 *    number_words), is accounted for, for its role. A digit run right after a lone ASCII
 *    letter is a name (a Qawale cell « b3 », a player « J2 »), checked against the cells of
 *    the simulation and the players. A number followed by the
 *    game's piece noun (« 5 graines ») is a count; one after its hole noun, or an ordinal
 *    before it (« ta case 5 », « ta 5e case »), is a pit (the nouns: the knowledge base's
 *    glossary, the words the replies use); any other may be any number below. In a
 *    situated answer (a `simulation` member) the numbers are the engine's for this answer,
 *    read from the simulation JSON and its `cases`:
 *      - the question's numbers (and the context's question's), each for the role its own
 *        nouns give it, every role when they are not the game's;
 *      - pits: the one moved, picked, last sown, each captured, the one before a capture
 *        (where the chain stopped), the one a capture was refused on, a skipped origin;
 *      - counts: those pits' counts (the moved one at the start, the others after), every
 *        event's count, a lift's count - 1, seeds sown in another player's row, the sums of
 *        the captures (all, and the pits facing), of the collections, `captured`, the
 *        stores, the totals, Qawale stack heights and hands, the outcome's scores and each
 *        player's score minus his start store (what the end collected) and their sum, a
 *        case's `before`;
 *      - any role besides: events' pits, laps and laps - 1, player and by + 1 (0-based in
 *        JSON, 1-based in words), skip_origin events, the laps (as the eval's facts count
 *        them), drops, captures; row length, rows, numeric `options`, the winner + 1, the
 *        numbers of the engine's refusal `message`.
 *    In a general answer (an `entry`, no simulation): the numbers of that entry's texts (its
 *    rule constants), in any role. In a request to clarify (neither): the game's start
 *    position and its pits 1 to the row's length. Nothing else: a rule constant written in a
 *    situated sentence (« pas 2 ou 3 », « pas deux ou trois ») is not computed for this
 *    answer, and is reported.
 *    The check binds a number to its role, not to its place in the sentence: a pit swapped
 *    for another pit the engine named passes.
 * 2. Leads. A yes/no lead must agree with the engine on the thing asked: the cues of
 *    situ_judge.json (the question's last clause, else all of it; longest cue first) name
 *    predicates over the simulation, a modal « je peux » set aside when a stronger ask is
 *    told by the simulation; the lead agrees when it equals one of them. A lead with no
 *    simulation behind it, or on a question that asks no yes or no, is not the engine's;
 *    so is a lead on an ask the simulation does not tell, unless the move was refused and
 *    the lead is « no ». */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge.h"
#include "rules_json.h"

extern const char *const faq_situ_judge_json;
extern const size_t faq_situ_judge_len;
extern const char faq_situ_judge_path[];

enum { MAX_NUMS = 1024, MAX_NAMES = 128, NAME_LEN = 8, CUE_TOKS = 6, MAX_CUES = 512 };

enum pred {
    P_LEGAL,
    P_FORBIDDEN,
    P_EXTRA,
    P_CAPTURE,
    P_SKIP,
    P_REFILL,
    P_LAPS,
    P_FEED,
    P_END,
    P_GOES_ON,
    P_WIN,
    P_SOMEONE,
    P_OFF,      /* qawale: the path leaves the board (the engine refuses it there) */
    P_THEY_WIN, /* another player than the mover wins (« il a gagné ? », « j'ai perdu ? ») */
    P_OPEN,     /* no predicate: a question that asks no yes or no */
    P_N
};
static const char *const pred_key[P_N] = {
    "legal", "forbidden", "extra_turn", "capture",      "skip",      "refill",   "laps", "feed",
    "end",   "goes_on",   "win",        "someone_wins", "off_board", "they_win", "open"};

struct cue {
    size_t n;
    char tok[CUE_TOKS][FAQ_TOKEN_LEN];
    enum pred pred;
};

struct faq_situ_judge {
    const struct kb *kb;
    const struct faq_lex *x;
    cJSON *root;
    struct cue *cues;
    size_t ncues;
};

/* ASCII classes, whatever the locale */
static bool is_digit(char c)
{
    return c >= '0' && c <= '9';
}

static bool is_letter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static char lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

static int intv(const cJSON *o, const char *k, int dflt)
{
    const cJSON *v = arb_json_get(o, k);
    return cJSON_IsNumber(v) ? v->valueint : dflt;
}

/* "en" for an English response, else "fr": the key of the judge's words. */
static const char *lang_key(const cJSON *resp)
{
    const char *lang = cJSON_GetStringValue(arb_json_get(resp, "lang"));
    return lang && strcmp(lang, "en") == 0 ? "en" : "fr";
}

/* ---- the judge's words ----------------------------------------------------------------- */

static int add_cues(struct faq_situ_judge *j, const cJSON *lang)
{
    for (int p = 0; p < P_N; p++) {
        const cJSON *w;
        cJSON_ArrayForEach(w, arb_json_get(lang, pred_key[p]))
        {
            struct faq_tokens t;
            if (!cJSON_IsString(w))
                return -1;
            faq_tokenize(j->x, w->valuestring, strlen(w->valuestring), &t);
            if (t.n == 0 || t.n > CUE_TOKS || j->ncues == MAX_CUES)
                return -1;
            struct cue *q = &j->cues[j->ncues++];
            q->n = t.n;
            q->pred = (enum pred)p;
            for (size_t i = 0; i < t.n; i++)
                memcpy(q->tok[i], t.tok[i], FAQ_TOKEN_LEN);
        }
    }
    return 0;
}

int faq_situ_judge_new(const struct kb *kb, const struct faq_lex *x, struct faq_situ_judge **out,
                       struct arb_err *err)
{
    struct faq_situ_judge *j = calloc(1, sizeof *j);
    const cJSON *lang;
    int rc;
    *out = NULL;
    if (!j || !(j->cues = calloc(MAX_CUES, sizeof *j->cues))) {
        rc = arb_err_nomem(err);
        goto out_free;
    }
    j->kb = kb;
    j->x = x;
    if ((rc = arb_json_parse(faq_situ_judge_json, faq_situ_judge_len, &j->root, err)) < 0)
        goto out_free;
    cJSON_ArrayForEach(lang, arb_json_get(j->root, "ask"))
    {
        if (add_cues(j, lang) < 0) {
            rc = faq_err(x, err, ARB_ERR_INTERNAL, NULL, "lexicon",
                         (const char *const[]){"file", faq_situ_judge_path, "what", "ask", NULL});
            goto out_free;
        }
    }
    *out = j;
    return 0;
out_free:
    faq_situ_judge_free(j);
    return rc;
}

void faq_situ_judge_free(struct faq_situ_judge *j)
{
    if (!j)
        return;
    cJSON_Delete(j->root);
    free(j->cues);
    free(j);
}

const char *faq_situ_judge_text(const struct faq_situ_judge *j, const char *key)
{
    const char *s = cJSON_GetStringValue(arb_json_get(arb_json_get(j->root, "report"), key));
    return s ? s : "";
}

int faq_situ_judge_lead_of(const struct faq_situ_judge *j, const char *answer, const char *lang)
{
    const cJSON *words =
        arb_json_get(arb_json_get(j->root, "leads"), lang && strcmp(lang, "en") == 0 ? "en" : "fr");
    const char *const key[2] = {"no", "yes"};
    for (int k = 0; k < 2; k++) {
        const cJSON *w;
        cJSON_ArrayForEach(w, arb_json_get(words, key[k]))
        {
            size_t n = cJSON_IsString(w) ? strlen(w->valuestring) : 0;
            if (n && strncmp(answer, w->valuestring, n) == 0 && !is_letter(answer[n]))
                return k;
        }
    }
    return -1;
}

/* ---- what accounts for a number ---------------------------------------------------------- */

/* What a number of the answer is, read from the game's own nouns around it (the knowledge
 * base's glossary, the words the replies use): a count when a piece noun follows it
 * (« 5 graines »), a pit when a hole noun precedes it or it is an ordinal before one
 * (« ta case 5 », « ta 5e case »), else anything. A count or a pit must be one the engine
 * gave as such; anything else may be any number the simulation accounts for. */
enum role { R_ANY, R_COUNT, R_PIT, R_N };

struct acc {
    long num[R_N][MAX_NUMS];
    size_t nnum[R_N];
    char name[MAX_NAMES][NAME_LEN];
    size_t nname;
    int players;        /* rows of the mancala positions seen: « J1 » .. « Jn » name them */
    const cJSON *words; /* the number words of both languages */
};

/* v accounts for role (and so for R_ANY). */
static void num_as(struct acc *a, enum role r, long v)
{
    for (int k = 0; k < R_N; k++)
        if ((k == (int)r || k == R_ANY) && a->nnum[k] < MAX_NUMS)
            a->num[k][a->nnum[k]++] = v;
}

static void num(struct acc *a, long v)
{
    num_as(a, R_ANY, v);
}

/* v accounts for every role (the question's numbers, an entry's, the start position's). */
static void num_all(struct acc *a, long v)
{
    num_as(a, R_COUNT, v);
    num_as(a, R_PIT, v);
}

static void name(struct acc *a, const char *s)
{
    if (a->nname < MAX_NAMES && s && strlen(s) < NAME_LEN) {
        char *d = a->name[a->nname++];
        size_t i = 0;
        for (; s[i]; i++)
            d[i] = lower(s[i]);
        d[i] = '\0';
    }
}

static bool has_num(const struct acc *a, enum role r, long v)
{
    for (size_t i = 0; i < a->nnum[r]; i++)
        if (a->num[r][i] == v)
            return true;
    return false;
}

static bool has_name(const struct acc *a, const char *s)
{
    for (size_t i = 0; i < a->nname; i++)
        if (strcmp(a->name[i], s) == 0)
            return true;
    /* a player's label: one letter and his 1-based number */
    long p = strtol(s + 1, NULL, 10);
    return a->players > 0 && p >= 1 && p <= a->players;
}

static bool word_byte(char c)
{
    return is_letter(c) || (unsigned char)c >= 0x80; /* UTF-8: « zéro » is one word */
}

/* The value of the word text[0..len) in words (situ_judge.json's number_words of one
 * language, or of both when words is the whole member), or -1. */
static long word_value(const cJSON *words, const char *text, size_t len)
{
    char w[24];
    const cJSON *v, *lang;
    if (len >= sizeof w)
        return -1;
    for (size_t i = 0; i < len; i++)
        w[i] = lower(text[i]);
    w[len] = '\0';
    if (cJSON_IsNumber(v = arb_json_get(words, w)))
        return v->valueint;
    cJSON_ArrayForEach(lang, words)
    {
        if (cJSON_IsObject(lang) && cJSON_IsNumber(v = arb_json_get(lang, w)))
            return v->valueint;
    }
    return -1;
}

/* The next number of text from p, in digits or in words (words: see word_value; NULL for
 * digits only): returns where it starts (NULL at the end), its value in *v, *end after it,
 * and in nm the name (« b3 », lower case) when a lone letter precedes digits, else "". */
static const char *next_number(const char *text, const char *p, const cJSON *words, long *v,
                               const char **end, char nm[NAME_LEN])
{
    for (; *p; p++) {
        if (words && word_byte(*p) && (p == text || !word_byte(p[-1]))) {
            const char *e = p;
            while (word_byte(*e))
                e++;
            if ((*v = word_value(words, p, (size_t)(e - p))) >= 0) {
                *end = e;
                nm[0] = '\0';
                return p;
            }
            p = e - 1;
            continue;
        }
        if (!is_digit(*p) || (p > text && is_digit(p[-1])))
            continue;
        char *e;
        *v = strtol(p, &e, 10);
        *end = e;
        nm[0] = '\0';
        bool letter = p > text && is_letter(p[-1]) && (p - 1 == text || !is_letter(p[-2]));
        if (letter && e - p < NAME_LEN - 2)
            snprintf(nm, NAME_LEN, "%c%.*s", lower(p[-1]), (int)(e - p), p);
        return p;
    }
    return NULL;
}

/* The game's piece and hole nouns, French and English, singular and plural. */
struct nouns {
    const char *piece[4], *hole[4];
};

static void game_nouns(const struct kb *kb, const char *game, struct nouns *n)
{
    const struct kb_game *g = game ? kb_game_find(kb, game) : NULL;
    const struct kb_term *p = g ? kb_glossary_role(g, KB_ROLE_PIECE) : NULL,
                         *h = g ? kb_glossary_role(g, KB_ROLE_HOLE) : NULL;
    memset(n, 0, sizeof *n);
    if (p)
        memcpy(n->piece, (const char *[]){p->term, p->plural, p->en_term, p->en_plural},
               sizeof n->piece);
    if (h)
        memcpy(n->hole, (const char *[]){h->term, h->plural, h->en_term, h->en_plural},
               sizeof n->hole);
}

/* True when s starts with one of the words w (then ends there). */
static bool word_at(const char *s, const char *const w[4])
{
    for (int i = 0; i < 4; i++) {
        size_t n = w[i] ? strlen(w[i]) : 0;
        if (n && strncmp(s, w[i], n) == 0 && !is_letter(s[n]))
            return true;
    }
    return false;
}

/* True when text[..at] ends with one of the words w and a space. */
static bool word_before(const char *text, const char *at, const char *const w[4])
{
    for (int i = 0; i < 4; i++) {
        size_t n = w[i] ? strlen(w[i]) : 0;
        if (n && (size_t)(at - text) >= n + 1 && at[-1] == ' ' &&
            strncmp(at - 1 - n, w[i], n) == 0 &&
            (at - 1 - n == text || !is_letter(at[-2 - (long)n])))
            return true;
    }
    return false;
}

static enum role role_of(const struct nouns *n, const char *text, const char *p, const char *e)
{
    const char *after = e;
    while (is_letter(*after) && after - e < 3)
        after++; /* an ordinal's suffix: « 5e », « 1re », "2nd" */
    if (*after == ' ' && after > e && word_at(after + 1, n->hole))
        return R_PIT;
    if (word_before(text, p, n->hole))
        return R_PIT;
    if (*e == ' ' && word_at(e + 1, n->piece))
        return R_COUNT;
    return R_ANY;
}

/* The numbers of text (digits, and words of either language): each for the role the
 * nouns n give it (the player's question), all roles when n is NULL or its nouns are not
 * the game's (« 3 dans ma 5 »). */
static void text_numbers(struct acc *a, const struct nouns *n, const char *text)
{
    const char *p = text, *end;
    long v;
    char nm[NAME_LEN];
    while (text && (p = next_number(text, p, a->words, &v, &end, nm))) {
        enum role r = n ? role_of(n, text, p, end) : R_ANY;
        if (nm[0])
            name(a, nm);
        else if (r == R_ANY)
            num_all(a, v);
        else
            num_as(a, r, v);
        p = end;
    }
}

/* The count of pit (1-based) of player's row in a mancala position JSON, or -1. */
static int pit_count(const cJSON *pos, int player, int pit)
{
    const cJSON *c =
        cJSON_GetArrayItem(cJSON_GetArrayItem(arb_json_get(pos, "pits"), player), pit - 1);
    return cJSON_IsNumber(c) ? c->valueint : -1;
}

/* A pit the answer may name, and its count in pos (the position after, or the start). */
static void add_pit(struct acc *a, const cJSON *pos, int player, int pit)
{
    int n = pit_count(pos, player, pit);
    num_as(a, R_PIT, pit);
    if (n >= 0)
        num_as(a, R_COUNT, n);
}

/* The sizes and totals of a position (mancala or Qawale); every count when all. */
static void add_position(struct acc *a, const cJSON *pos, bool all)
{
    const cJSON *row, *c, *cell;
    long total = 0;
    if (!cJSON_IsObject(pos))
        return;
    int rows = cJSON_GetArraySize(arb_json_get(pos, "pits"));
    if (rows > a->players)
        a->players = rows;
    if (rows)
        num(a, rows);
    cJSON_ArrayForEach(row, arb_json_get(pos, "pits"))
    {
        num(a, cJSON_GetArraySize(row));
        cJSON_ArrayForEach(c, row)
        {
            total += c->valueint;
            if (all)
                num_all(a, c->valueint);
        }
    }
    cJSON_ArrayForEach(c, arb_json_get(pos, "stores"))
    {
        total += c->valueint;
        num_as(a, R_COUNT, c->valueint);
    }
    cJSON_ArrayForEach(c, arb_json_get(pos, "hands"))
    {
        total += c->valueint;
        num_as(a, R_COUNT, c->valueint);
    }
    cJSON_ArrayForEach(cell, arb_json_get(pos, "board"))
    {
        name(a, cell->string);
        num_as(a, R_COUNT, cJSON_GetArraySize(cell));
        total += cJSON_GetArraySize(cell);
    }
    num_as(a, R_COUNT, total);
}

/* The counts a simulation's events make (the module comment's list). */
struct counts {
    long skips, laps, refill, fed, drops, caps, taken, others, collected;
};

static void count_events(const cJSON *sim, struct counts *n)
{
    const cJSON *ev;
    int mover = intv(arb_json_get(sim, "start"), "to_move", 0), origin = 0;
    memset(n, 0, sizeof *n);
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        int pit = intv(ev, "pit", -1), player = intv(ev, "player", -1),
            count = intv(ev, "count", 0);
        if (!type)
            continue;
        if (strcmp(type, "pick") == 0) {
            origin = pit;
        } else if (strcmp(type, "skip_origin") == 0) {
            n->skips++;
        } else if (strcmp(type, "sow") == 0) {
            n->refill += player == mover && pit == origin; /* back on its origin (Kalah) */
            n->fed += player != mover;
        } else if (strcmp(type, "drop") == 0) {
            n->drops++;
        } else if (strcmp(type, "capture") == 0) {
            n->caps++;
            n->taken += count;
            n->others += player != mover ? count : 0; /* the pits facing */
        } else if (strcmp(type, "collect") == 0) {
            n->collected += count;
        }
    }
    n->laps = n->skips + n->refill;
}

/* The events of sim, their fields and the counts made of them. The pits an answer names:
 * the one picked, the last sown, each captured, the one before a capture (where the chain
 * stopped), the one a capture was refused on; with their counts after the move. */
static void add_events(struct acc *a, const cJSON *sim)
{
    const cJSON *ev, *after = arb_json_get(sim, "position");
    int last_player = -1, last_pit = -1;
    struct counts n;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        int pit = intv(ev, "pit", -1), player = intv(ev, "player", -1), by = intv(ev, "by", -1);
        if (!type)
            continue;
        if (pit >= 0)
            num(a, pit);
        if (cJSON_IsNumber(arb_json_get(ev, "count")))
            num_as(a, R_COUNT, intv(ev, "count", 0));
        if (cJSON_IsNumber(arb_json_get(ev, "lap"))) {
            num(a, intv(ev, "lap", 0));
            num(a, intv(ev, "lap", 0) - 1);
        }
        if (player >= 0)
            num(a, player + 1);
        if (by >= 0)
            num(a, by + 1);
        name(a, cJSON_GetStringValue(arb_json_get(ev, "cell")));
        if (strcmp(type, "sow") == 0) {
            last_player = player;
            last_pit = pit;
        } else if (strcmp(type, "store") == 0) {
            last_pit = -1;
        } else if (pit > 0 && player >= 0 &&
                   (strcmp(type, "pick") == 0 || strcmp(type, "capture") == 0 ||
                    strcmp(type, "no_capture") == 0 || strcmp(type, "skip_origin") == 0)) {
            add_pit(a, after, player, pit);
            if (strcmp(type, "capture") == 0 && pit > 1)
                add_pit(a, after, player, pit - 1);
        } else if (strcmp(type, "lift") == 0) {
            num_as(a, R_COUNT, intv(ev, "count", 0) - 1);
        }
    }
    if (last_pit > 0)
        add_pit(a, after, last_player, last_pit);
    count_events(sim, &n);
    long any[] = {n.skips, n.laps, n.drops, n.caps},
         count[] = {n.fed, n.taken, n.others, n.collected};
    for (size_t i = 0; i < sizeof any / sizeof *any; i++)
        num(a, any[i]);
    for (size_t i = 0; i < sizeof count / sizeof *count; i++)
        num_as(a, R_COUNT, count[i]);
}

static void add_outcome(struct acc *a, const cJSON *outcome, const cJSON *start)
{
    const cJSON *s;
    int q = 0;
    long gains = 0;
    if (!cJSON_IsObject(outcome))
        return;
    if (cJSON_IsNumber(arb_json_get(outcome, "winner")))
        num(a, intv(outcome, "winner", 0) + 1);
    cJSON_ArrayForEach(s, arb_json_get(outcome, "scores"))
    {
        const cJSON *store = cJSON_GetArrayItem(arb_json_get(start, "stores"), q++);
        num_as(a, R_COUNT, s->valueint);
        if (cJSON_IsNumber(store)) {
            num_as(a, R_COUNT, s->valueint - store->valueint);
            gains += s->valueint - store->valueint > 0 ? s->valueint - store->valueint : 0;
        }
    }
    num_as(a, R_COUNT, gains);
}

static void add_simulation(struct acc *a, const cJSON *sim)
{
    const cJSON *o, *cs, *c;
    const cJSON *start = arb_json_get(sim, "start"), *move = arb_json_get(sim, "move");
    add_position(a, start, false);
    add_position(a, arb_json_get(sim, "position"), false);
    if (cJSON_IsNumber(arb_json_get(move, "pit"))) /* the pit moved, with its start count */
        add_pit(a, start, intv(start, "to_move", 0), intv(move, "pit", 0));
    name(a, cJSON_GetStringValue(arb_json_get(move, "cell")));
    cJSON_ArrayForEach(c, arb_json_get(move, "path")) name(a, cJSON_GetStringValue(c));
    /* Qawale: a placing lifts the cell's stack and the pebble placed (its lift event counts
     * them; a refused move has none to say it) */
    const char *cell = cJSON_GetStringValue(arb_json_get(move, "cell"));
    if (cell)
        num_as(a, R_COUNT,
               cJSON_GetArraySize(arb_json_get(arb_json_get(start, "board"), cell)) + 1);
    add_events(a, sim);
    add_outcome(a, arb_json_get(sim, "outcome"), start);
    if (cJSON_IsNumber(arb_json_get(sim, "captured")))
        num_as(a, R_COUNT, intv(sim, "captured", 0));
    text_numbers(a, NULL, cJSON_GetStringValue(arb_json_get(sim, "message")));
    cJSON_ArrayForEach(o, arb_json_get(sim, "options"))
    {
        if (cJSON_IsNumber(o))
            num(a, o->valueint);
    }
    if (cJSON_IsNumber(arb_json_get(sim, "before")))
        num_as(a, R_COUNT, intv(sim, "before", 0));
    cJSON_ArrayForEach(cs, arb_json_get(sim, "cases")) add_simulation(a, cs);
}

static void add_entry(struct acc *a, const struct kb *kb, const char *id)
{
    const struct kb_entry *e = id ? kb_entry_find(kb, id) : NULL;
    if (!e)
        return;
    const char *texts[] = {e->question,      e->answer,      e->led_answer[0],
                           e->led_answer[1], e->en_question, e->en_answer};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        text_numbers(a, NULL, texts[i]);
}

/* The game's start position under its default options. */
static void add_start(struct acc *a, const char *game)
{
    const struct rules_game *g = game ? rules_find(game) : NULL;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    struct arb_err err;
    if (!g || g->start(&o, &pos, NULL, &err) < 0)
        return;
    cJSON *j = rules_json_position(g, &pos);
    add_position(a, j, true);
    /* a request to clarify names the game's pits: 1 to the row's length */
    for (int pit = 1; pit <= cJSON_GetArraySize(cJSON_GetArrayItem(arb_json_get(j, "pits"), 0));
         pit++)
        num_all(a, pit);
    cJSON_Delete(j);
}

size_t faq_situ_judge_numbers(const struct faq_situ_judge *j, const cJSON *line, const cJSON *resp,
                              char *bad, size_t cap)
{
    const struct kb *kb = j->kb;
    const char *answer = cJSON_GetStringValue(arb_json_get(resp, "answer"));
    const cJSON *sim = arb_json_get(resp, "simulation");
    struct acc *a = calloc(1, sizeof *a), *seen = calloc(1, sizeof *seen);
    struct nouns nouns;
    size_t nbad = 0, len = 0;
    if (cap)
        bad[0] = '\0';
    if (!a || !seen || !answer)
        goto out_free;
    game_nouns(kb, cJSON_GetStringValue(arb_json_get(resp, "game")), &nouns);
    a->words = arb_json_get(j->root, "number_words");
    const cJSON *lang_words = arb_json_get(a->words, lang_key(resp));
    text_numbers(a, &nouns, cJSON_GetStringValue(arb_json_get(line, "question")));
    text_numbers(a, &nouns,
                 cJSON_GetStringValue(arb_json_get(arb_json_get(line, "context"), "question")));
    if (cJSON_IsObject(sim)) {
        add_simulation(a, sim);
    } else if (cJSON_IsString(arb_json_get(resp, "entry")) ||
               cJSON_IsArray(arb_json_get(resp, "answers"))) {
        const cJSON *one; /* the general entry, or one per game when the game is asked */
        add_entry(a, kb, cJSON_GetStringValue(arb_json_get(resp, "entry")));
        cJSON_ArrayForEach(one, arb_json_get(resp, "answers"))
            add_entry(a, kb, cJSON_GetStringValue(arb_json_get(one, "entry")));
    } else {
        add_start(a, cJSON_GetStringValue(arb_json_get(resp, "game")));
    }
    const char *p = answer, *end;
    long v;
    char nm[NAME_LEN];
    while ((p = next_number(answer, p, lang_words, &v, &end, nm))) {
        enum role r = role_of(&nouns, answer, p, end);
        bool ok = nm[0] ? has_name(a, nm) : has_num(a, r, v);
        bool again = nm[0] ? has_name(seen, nm) : has_num(seen, r, v);
        if (!ok && !again) {
            if (nm[0])
                name(seen, nm);
            else
                num_as(seen, r, v);
            if (len < cap)
                len += (size_t)snprintf(bad + len, cap - len, "%s%.*s", nbad ? ", " : "",
                                        (int)(end - p + (nm[0] ? 1 : 0)), p - (nm[0] ? 1 : 0));
            nbad++;
        }
        p = end;
    }
out_free:
    free(a);
    free(seen);
    return nbad;
}

/* ---- leads --------------------------------------------------------------------------------- */

/* The predicates cued in text[from..]: the longest cue at each word, consumed whole. */
static unsigned cued(const struct faq_situ_judge *j, const char *text, size_t len,
                     size_t after[P_N])
{
    struct faq_tokens t;
    unsigned set = 0;
    faq_tokenize(j->x, text, len, &t);
    for (size_t i = 0; i < t.n;) {
        const struct cue *best = NULL;
        for (size_t k = 0; k < j->ncues; k++) {
            const struct cue *q = &j->cues[k];
            size_t w = 0;
            while (w < q->n && i + w < t.n && strcmp(q->tok[w], t.tok[i + w]) == 0)
                w++;
            if (w == q->n && (!best || q->n > best->n))
                best = q;
        }
        if (best && !(set & (1u << best->pred)))
            after[best->pred] = t.end[i + best->n - 1]; /* where its first cue ends */
        set |= best ? 1u << best->pred : 0;
        i += best ? best->n : 1;
    }
    return set;
}

/* The ask of question: the cues of its last clause (of the question before it when the last
 * asks no yes or no), else of all of it; *from: where the
 * text read starts, after[p]: where p's first cue ends, from there. */
static unsigned asked(const struct faq_situ_judge *j, const char *q, const char **from, size_t *len,
                      size_t after[P_N])
{
    size_t n = strlen(q), cut = 0;
    while (n && strchr(" ?!", q[n - 1]))
        n--;
    for (size_t i = 0; i < n; i++)
        if (strchr(",;:.?!", q[i]) ||
            (i + 2 < n && (unsigned char)q[i] == 0xe2 && (unsigned char)q[i + 1] == 0x80 &&
             ((unsigned char)q[i + 2] == 0x94 || (unsigned char)q[i + 2] == 0x93))) /* — – */
            cut = i + 1;
    unsigned set = cued(j, q + cut, n - cut, after);
    *from = q + cut;
    *len = n - cut;
    /* « C'est bon ? Et mon galet, il finit où ? »: the last question asks no yes or no, the one
     * before it does: the lead answers that one */
    size_t end = cut;
    while (end > 0 && q[end - 1] != '?')
        end--;
    if (set & (1u << P_OPEN) && end-- > 0) {
        size_t start = 0;
        for (size_t i = 0; i < end; i++)
            if (strchr(",;:.?!", q[i]))
                start = i + 1;
        size_t before[P_N] = {0};
        unsigned yes_no = cued(j, q + start, end - start, before) & ~(1u << P_OPEN);
        if (yes_no) {
            memcpy(after, before, sizeof before);
            *from = q + start;
            *len = end - start;
            return yes_no;
        }
    }
    if (!set) {
        *from = q;
        *len = n;
        set = cued(j, q, n, after);
    }
    return set;
}

/* What a capture ask claims after its cue: the pits it names (« je prends aussi ma case
 * 6 ? ») or the count (« je prends les 5 ? »). */
struct claims {
    long pit[4], count[4];
    size_t npit, ncount;
};

static void read_claims(const struct faq_situ_judge *j, const cJSON *resp, const char *from,
                        size_t len, struct claims *cl)
{
    char text[512], nm[NAME_LEN];
    const char *p, *end;
    long v;
    struct nouns n;
    memset(cl, 0, sizeof *cl);
    snprintf(text, sizeof text, "%.*s", (int)len, from);
    game_nouns(j->kb, cJSON_GetStringValue(arb_json_get(resp, "game")), &n);
    for (p = text;
         (p = next_number(text, p,
                          arb_json_get(arb_json_get(j->root, "number_words"), lang_key(resp)), &v,
                          &end, nm));
         p = end) {
        enum role r = role_of(&n, text, p, end);
        if (nm[0])
            continue;
        if (r == R_PIT && cl->npit < 4)
            cl->pit[cl->npit++] = v;
        else if (r != R_PIT && cl->ncount < 4)
            cl->count[cl->ncount++] = v;
    }
}

/* The capture asked: any capture, unless the ask names pits or counts after its cue and
 * they say otherwise (a claimed pit among the pits captured, a claimed count the total or
 * one pit's): then the judge cannot tell which was asked (« do I take them if I play pit
 * 5? » names the pit played) and returns -2. */
static int captured_as_claimed(const cJSON *sim, const struct claims *cl)
{
    const cJSON *ev;
    long total = intv(sim, "captured", 0);
    bool pit = false, count = false;
    for (size_t i = 0; i < cl->ncount; i++)
        count = count || cl->count[i] == total;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        if (!type || strcmp(type, "capture") != 0)
            continue;
        for (size_t i = 0; i < cl->npit; i++)
            pit = pit || cl->pit[i] == intv(ev, "pit", -1);
        for (size_t i = 0; i < cl->ncount; i++)
            count = count || cl->count[i] == intv(ev, "count", -1);
    }
    int claimed = cl->npit ? pit : cl->ncount ? count : total > 0;
    return claimed == (total > 0) ? claimed : -2;
}

/* The value of predicate p in sim (claims: what a capture ask names): 1, 0, or -1 when sim
 * does not tell it. */
static int truth(enum pred p, const cJSON *sim, const struct claims *cl)
{
    const cJSON *start = arb_json_get(sim, "start"), *out = arb_json_get(sim, "outcome");
    bool moved = cJSON_IsObject(arb_json_get(sim, "move")),
         legal = moved && !cJSON_IsFalse(arb_json_get(sim, "legal"));
    bool mancala = arb_json_get(start, "pits") != NULL;
    int mover = intv(start, "to_move", 0);
    struct counts n;
    count_events(sim, &n);
    switch (p) {
    case P_LEGAL:
        return moved ? legal : -1;
    case P_FORBIDDEN:
        return moved ? !legal : -1;
    case P_EXTRA:
        return moved ? cJSON_IsTrue(arb_json_get(sim, "extra_turn")) : -1;
    case P_CAPTURE:
        return moved ? captured_as_claimed(sim, cl) : -1;
    case P_SKIP:
        return legal && mancala ? n.skips > 0 : -1;
    case P_REFILL:
        return legal && mancala ? n.refill > 0 : -1;
    case P_LAPS:
        return legal && mancala ? n.laps > 0 : -1;
    case P_FEED:
        return legal && mancala ? n.fed > 0 : -1;
    case P_END:
        return cJSON_IsObject(out);
    case P_GOES_ON:
        return !cJSON_IsObject(out);
    case P_WIN:
        return cJSON_IsObject(out) && intv(out, "winner", -1) == mover;
    case P_SOMEONE:
        return cJSON_IsObject(out) && intv(out, "winner", -1) >= 0;
    case P_THEY_WIN:
        return cJSON_IsObject(out) && intv(out, "winner", -1) >= 0 &&
               intv(out, "winner", -1) != mover;
    case P_OFF: {
        const char *why = cJSON_GetStringValue(arb_json_get(sim, "reason"));
        return moved && !mancala ? !legal && why && strcmp(why, "off_board") == 0 : -1;
    }
    default:
        return -1;
    }
}

/* « kawale: pile de 3 en d1, jvais d2 d3 puis e3 ? »: a question with no cue at all, ending a
 * Qawale move told (a path), asks whether that move is allowed. */
static bool bare_move_question(const char *question, const cJSON *sim)
{
    size_t n = question ? strlen(question) : 0;
    while (n > 0 && (question[n - 1] == ' ' || question[n - 1] == '\n'))
        n--;
    return n > 0 && question[n - 1] == '?' &&
           cJSON_IsArray(arb_json_get(arb_json_get(sim, "move"), "path"));
}

enum faq_situ_lead_verdict faq_situ_judge_lead(const struct faq_situ_judge *j, const cJSON *line,
                                               const cJSON *resp, int *lead, char *why, size_t cap)
{
    const char *answer = cJSON_GetStringValue(arb_json_get(resp, "answer"));
    const char *question = cJSON_GetStringValue(arb_json_get(line, "question"));
    const cJSON *sim = arb_json_get(resp, "simulation");
    if (cap)
        why[0] = '\0';
    const char *lang = cJSON_GetStringValue(arb_json_get(resp, "lang"));
    const cJSON *one;
    *lead = answer ? faq_situ_judge_lead_of(j, answer, lang) : -1;
    cJSON_ArrayForEach(one, arb_json_get(resp, "answers"))
    { /* one answer per game, each an entry's: a lead there has no simulation either */
        const char *text = cJSON_GetStringValue(arb_json_get(one, "answer"));
        if (*lead < 0 && text)
            *lead = faq_situ_judge_lead_of(j, text, lang);
    }
    if (*lead < 0)
        return FAQ_SITU_LEAD_NONE;
    if (!cJSON_IsObject(sim)) {
        snprintf(why, cap, "%s", faq_situ_judge_text(j, "no_simulation"));
        return FAQ_SITU_LEAD_BAD;
    }
    const char *from = "";
    size_t flen = 0, after[P_N] = {0};
    unsigned set = question ? asked(j, question, &from, &flen, after) : 0;
    struct claims cl;
    read_claims(j, resp, from + after[P_CAPTURE], flen - after[P_CAPTURE], &cl);
    int v[P_N];
    bool told = false, stronger = false, unsure = false;
    for (int p = 0; p < P_N; p++) {
        v[p] = set & (1u << p) ? truth((enum pred)p, sim, &cl) : -1;
        unsure = unsure || v[p] == -2;
        told = told || v[p] >= 0;
        /* « je peux sortir du plateau ? » still asks the permission */
        stronger = stronger || (v[p] >= 0 && p != P_LEGAL && p != P_OFF);
    }
    if (stronger)
        v[P_LEGAL] = -1; /* « je peux rejouer ? » asks the extra turn */
    size_t len = 0;
    for (int p = 0; p < P_N; p++) {
        if (v[p] < 0)
            continue;
        if (v[p] == *lead)
            return FAQ_SITU_LEAD_OK;
        if (len && len + 2 < cap)
            len += (size_t)snprintf(why + len, cap - len, "%s", ", ");
        if (len < cap)
            len += faq_fill(why + len, cap - len, faq_situ_judge_text(j, "asked"),
                            (const char *const[]){"predicate", pred_key[p], "truth",
                                                  faq_situ_judge_text(j, v[p] ? "true" : "false"),
                                                  NULL});
    }
    if (told)
        return FAQ_SITU_LEAD_BAD;
    bool open = set & (1u << P_OPEN);
    set &= ~(1u << P_OPEN);
    if (!set && !open && bare_move_question(question, sim)) {
        int legal = truth(P_LEGAL, sim, &cl);
        if (legal == *lead)
            return FAQ_SITU_LEAD_OK;
        faq_fill(why, cap, faq_situ_judge_text(j, "asked"),
                 (const char *const[]){"predicate", pred_key[P_LEGAL], "truth",
                                       faq_situ_judge_text(j, legal ? "true" : "false"), NULL});
        return FAQ_SITU_LEAD_BAD;
    }
    if (!set) { /* no yes/no cued: a lead on « combien ? » is nobody's, else unchecked */
        if (!open) {
            snprintf(why, cap, "%s", faq_situ_judge_text(j, "no_ask"));
            return FAQ_SITU_LEAD_UNCHECKED;
        }
        snprintf(why, cap, "%s", faq_situ_judge_text(j, "open"));
        return FAQ_SITU_LEAD_BAD;
    }
    /* asked what the engine did not tell: a refused move answers « no » to all of it */
    if (cJSON_IsFalse(arb_json_get(sim, "legal")) && *lead == 0)
        return FAQ_SITU_LEAD_OK;
    if (unsure) {
        snprintf(why, cap, "%s", faq_situ_judge_text(j, "unsure"));
        return FAQ_SITU_LEAD_UNCHECKED;
    }
    for (int p = 0; p < P_N; p++)
        if (set & (1u << p)) {
            faq_fill(why, cap, faq_situ_judge_text(j, "untold"),
                     (const char *const[]){"predicate", pred_key[p], NULL});
            break;
        }
    return FAQ_SITU_LEAD_BAD;
}

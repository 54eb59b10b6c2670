/* faq_situ_reply.c — a built situation through the engine, and the answer told from the
 * engine's result in the game's own words. The yes/no lead, every count and every pit
 * named come from the play result, its events or the outcome; the sentences are the
 * lexicon's templates; the entry cited is the lexicon's for the kind of outcome the engine
 * gave. Also the hook faq_ask calls (faq_situ_answer). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "faq_situ.h"
#include "rules_json.h"

enum { MAX_EVENTS = 512, MAX_VARS = 16, VAR_LEN = 200, TEXT_CAP = 2048 };

/* ---- words and templates -------------------------------------------------------------- */

struct noun {
    char w[FAQ_TOKEN_LEN * 2], pl[FAQ_TOKEN_LEN * 2]; /* singular, plural */
    char g;                                           /* 'f' or 'm' */
};

/* The game's piece, hole and store words in one language. */
struct words {
    struct noun piece, hole, store;
};

struct text {
    char s[TEXT_CAP];
    size_t len;
};

static void put(struct text *x, const char *s)
{
    size_t n = strlen(s);
    if (x->len + n >= sizeof x->s)
        n = sizeof x->s - 1 - x->len;
    memcpy(x->s + x->len, s, n);
    x->len += n;
    x->s[x->len] = '\0';
}

struct vars {
    size_t n;
    const char *k[MAX_VARS];
    char v[MAX_VARS][VAR_LEN];
};

static void var(struct vars *v, const char *k, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
static void var(struct vars *v, const char *k, const char *fmt, ...)
{
    size_t i = 0;
    while (i < v->n && strcmp(v->k[i], k) != 0)
        i++;
    if (i == MAX_VARS)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(v->v[i], VAR_LEN, fmt, ap);
    va_end(ap);
    v->k[i] = k;
    if (i == v->n)
        v->n++;
}

static const char *var_get(const struct vars *v, const char *k, size_t klen)
{
    for (size_t i = 0; i < v->n; i++)
        if (strlen(v->k[i]) == klen && strncmp(v->k[i], k, klen) == 0)
            return v->v[i];
    return NULL;
}

static const struct noun *noun_of(const struct words *w, const char *name, size_t len)
{
    if (len == 5 && strncmp(name, "piece", 5) == 0)
        return &w->piece;
    if (len == 4 && strncmp(name, "hole", 4) == 0)
        return &w->hole;
    if (len == 5 && strncmp(name, "store", 5) == 0)
        return &w->store;
    return NULL;
}

static bool vowel(char c)
{
    return c == 'a' || c == 'e' || c == 'i' || c == 'o' || c == 'u' || c == 'h' ||
           (unsigned char)c == 0xc3; /* é, è, ê… */
}

struct render {
    const struct faq_situ_ctx *c;
    enum faq_lang lang;
    const struct words *w;
    const struct vars *v;
    bool ask_laps; /* the question asks the laps: « without a lap » is worth saying */
};

/* One placeholder: {var}, {noun}, {nouns} (plural), {noun#var} (plural unless var is 1),
 * {cls:…:noun} (grammar forms agreeing with noun, then noun; « le » + vowel elided). */
static void placeholder(const struct render *r, const char *p, size_t len, struct text *x)
{
    const char *val = var_get(r->v, p, len);
    const char *hash = memchr(p, '#', len), *colon = memchr(p, ':', len);
    const struct noun *n;
    if (val) {
        put(x, val);
        return;
    }
    if (hash) {
        const char *count = var_get(r->v, hash + 1, len - (size_t)(hash + 1 - p));
        n = noun_of(r->w, p, (size_t)(hash - p));
        if (!n)
            return;
        bool one = (count && count[0] == '1' && count[1] == '\0') ||
                   (hash[1] == '1' && len - (size_t)(hash + 1 - p) == 1);
        put(x, one ? n->w : n->pl);
        return;
    }
    if (!colon) {
        if ((n = noun_of(r->w, p, len))) {
            put(x, n->w);
        } else if (len > 1 && p[len - 1] == 's' && (n = noun_of(r->w, p, len - 1))) {
            put(x, n->pl); /* {pieces} */
        }
        return;
    }
    const char *last = p + len;
    while (last > p && last[-1] != ':')
        last--;
    /* {cls:~noun}: the forms agreeing with noun, without the noun (« sautée ») */
    bool bare = *last == '~';
    if (!(n = noun_of(r->w, last + bare, (size_t)(p + len - last) - bare)))
        return;
    for (const char *q = p; q < last;) {
        const char *e = memchr(q, ':', (size_t)(last - q));
        char cls[24];
        snprintf(cls, sizeof cls, "%.*s", (int)(e - q), q);
        const char *form = faq_situ_grammar(r->c, r->lang, cls, n->g);
        const char *before_vowel = faq_situ_grammar(r->c, r->lang, cls, 'v');
        bool next_is_noun = e + 1 == last && !bare;
        if (next_is_noun && before_vowel[0] && vowel(n->w[0]))
            form = before_vowel; /* « l'escargot » */
        put(x, form);
        if (e + 1 != last && (!form[0] || form[strlen(form) - 1] != '\''))
            put(x, " ");
        else if (next_is_noun && (!form[0] || form[strlen(form) - 1] != '\''))
            put(x, " ");
        q = e + 1;
    }
    if (!bare)
        put(x, n->w);
}

static void render(const struct render *r, const char *key, struct text *x)
{
    const char *t = faq_situ_text(r->c, r->lang, key);
    while (*t) {
        const char *open = strchr(t, '{');
        if (!open) {
            put(x, t);
            return;
        }
        const char *close = strchr(open, '}');
        if (!close) {
            put(x, t);
            return;
        }
        char lit[TEXT_CAP];
        snprintf(lit, sizeof lit, "%.*s", (int)(open - t), t);
        put(x, lit);
        placeholder(r, open + 1, (size_t)(close - open - 1), x);
        t = close + 1;
    }
}

/* render() into a variable, for nested pieces of sentences. */
static void render_var(const struct render *r, const char *key, struct vars *v, const char *name)
{
    struct text x = {.len = 0};
    x.s[0] = '\0';
    render(r, key, &x);
    var(v, name, "%s", x.s);
}

/* The noun of the glossary term of g with role, in lang: the knowledge base's own words
 * (term and plural, French gender; English term and plural). */
static void noun_from(const struct kb_game *g, enum kb_role role, enum faq_lang lang,
                      struct noun *out)
{
    const struct kb_term *t = kb_glossary_role(g, role);
    const char *w = "", *pl = "";
    if (t && lang == FAQ_LANG_EN && t->en_term) {
        w = t->en_term;
        pl = t->en_plural ? t->en_plural : t->en_term;
    } else if (t) {
        w = t->term;
        pl = t->plural ? t->plural : t->term;
    }
    snprintf(out->w, sizeof out->w, "%s", w);
    snprintf(out->pl, sizeof out->pl, "%s", pl);
    out->g = t && t->gender == KB_GENDER_F ? 'f' : 'm';
}

static void game_words(const struct kb_game *g, enum faq_lang lang, struct words *w)
{
    noun_from(g, KB_ROLE_PIECE, lang, &w->piece);
    noun_from(g, KB_ROLE_HOLE, lang, &w->hole);
    noun_from(g, KB_ROLE_STORE, lang, &w->store);
}

/* ---- the engine's result, summed up ------------------------------------------------- */

struct sum {
    int picked, origin, laps, skips, last_player, last_pit, fed;
    bool last_store, grand_slam, no_capture, extra;
    int no_capture_pit;
    int ncap, cap_player[8], cap_pit[8], cap_count[8];
    int ncol, col_player[RULES_MAX_PLAYERS], col_count[RULES_MAX_PLAYERS],
        col_by[RULES_MAX_PLAYERS];
    int lifted, ndrops, drops[QAWALE_MAX_PATH], drop_pebble[QAWALE_MAX_PATH];
    bool aligned;
    int align_player;
};

struct run {
    bool legal;
    int code; /* the illegal-move code (negative) */
    struct rules_result res;
    struct rules_outcome out; /* of the position, when no move */
    struct rules_event ev[MAX_EVENTS];
    struct rules_trace tr;
    struct sum sum;
};

static void sum_up(struct run *r, int mover)
{
    struct sum *s = &r->sum;
    memset(s, 0, sizeof *s);
    s->last_pit = -1;
    for (size_t i = 0; i < r->tr.n; i++) {
        const struct rules_event *e = &r->ev[i];
        switch (e->type) {
        case RULES_EV_PICK:
            s->picked = e->count;
            s->origin = e->pit + 1;
            break;
        case RULES_EV_SOW:
            s->laps += e->player == mover && e->pit + 1 == s->origin; /* back on the origin */
            s->last_player = e->player;
            s->last_pit = e->pit + 1;
            s->last_store = false;
            s->fed += e->player != mover;
            break;
        case RULES_EV_STORE:
            s->last_store = true;
            s->last_player = e->player;
            break;
        case RULES_EV_SKIP_ORIGIN:
            s->skips++;
            s->laps++;
            break;
        case RULES_EV_CAPTURE:
            if (s->ncap < 8) {
                s->cap_player[s->ncap] = e->player;
                s->cap_pit[s->ncap] = e->pit + 1;
                s->cap_count[s->ncap] = e->count;
                s->ncap++;
            }
            break;
        case RULES_EV_GRAND_SLAM:
            s->grand_slam = true;
            break;
        case RULES_EV_NO_CAPTURE:
            s->no_capture = true;
            s->no_capture_pit = e->pit + 1;
            break;
        case RULES_EV_EXTRA_TURN:
            s->extra = true;
            break;
        case RULES_EV_COLLECT:
            if (s->ncol < RULES_MAX_PLAYERS) {
                s->col_player[s->ncol] = e->player;
                s->col_count[s->ncol] = e->count;
                s->col_by[s->ncol] = e->by;
                s->ncol++;
            }
            break;
        case RULES_EV_LIFT:
            s->lifted = e->count;
            break;
        case RULES_EV_DROP:
            if (s->ndrops < QAWALE_MAX_PATH) {
                s->drop_pebble[s->ndrops] = e->pebble;
                s->drops[s->ndrops++] = e->cell;
            }
            break;
        case RULES_EV_ALIGN:
            s->aligned = true;
            s->align_player = e->player;
            break;
        default:
            break;
        }
    }
}

static void run_plan(const struct rules_game *g, const struct rules_pos *pos,
                     const struct faq_situ_plan *p, struct run *r)
{
    r->tr = (struct rules_trace){r->ev, MAX_EVENTS, 0, false};
    r->legal = true;
    r->code = 0;
    if (!p->has_move) {
        g->outcome(pos, &p->opts, &r->out);
        r->res.outcome = r->out;
        r->res.pos = *pos;
        sum_up(r, 0);
        return;
    }
    int rc = g->validate(pos, &p->opts, &p->move);
    if (rc == 0)
        rc = g->play(pos, &p->opts, &p->move, &r->res, &r->tr);
    if (rc < 0) {
        r->legal = false;
        r->code = rc;
        g->outcome(pos, &p->opts, &r->out);
    } else {
        r->out = r->res.outcome;
    }
    sum_up(r, pos->kind == RULES_MANCALA ? pos->m.to_move : pos->q.to_move);
}

/* ---- choosing the entry --------------------------------------------------------------- */

static enum faq_situ_family illegal_family(int code, const struct faq_situ *s, const struct run *r)
{
    switch (-code) {
    case ARB_ERR_EMPTY_PIT:
        return SF_EMPTY_PIT;
    case ARB_ERR_PIT_RANGE:
        return SF_PIT_RANGE;
    case ARB_ERR_MUST_FEED:
        return SF_FEED;
    case ARB_ERR_GRAND_SLAM_FORBIDDEN:
        return SF_GRAND_SLAM;
    case ARB_ERR_U_TURN:
        return SF_U_TURN;
    case ARB_ERR_NOT_ADJACENT:
        return s->diagonal ? SF_DIAGONAL : SF_NOT_ADJACENT;
    case ARB_ERR_OFF_BOARD:
        return SF_OFF_BOARD;
    case ARB_ERR_EMPTY_CELL:
        return SF_EMPTY_CELL;
    case ARB_ERR_PATH_LENGTH:
        return SF_PATH_LENGTH;
    case ARB_ERR_NO_PEBBLES:
        return SF_NO_PEBBLES;
    default:
        return r->out.reason == RULES_END_SIDE_EMPTY ? SF_SIDE_EMPTY : SF_FAMINE;
    }
}

static enum faq_situ_family end_family(const struct faq_situ *s, int reason)
{
    if (reason == RULES_END_NO_CAPTURE_POSSIBLE)
        return SF_NO_CAPTURE_POSSIBLE;
    if (reason == RULES_END_SIDE_EMPTY)
        return s->ask & (SA_REMAIN | SA_WIN) ? SF_REMAINING : SF_SIDE_EMPTY;
    return SF_FAMINE;
}

static enum faq_situ_family mancala_family(const struct faq_situ *s, const struct faq_situ_plan *p,
                                           const struct faq_situ_traits *t, const struct run *r,
                                           uint64_t nmoves)
{
    const struct sum *u = &r->sum;
    if (!r->legal)
        return illegal_family(r->code, s, r);
    if (!p->has_move)
        return end_family(s, r->out.reason);
    if (t->sows_store && (s->ask & SA_EXTRA))
        return SF_EXTRA_TURN;
    if (u->grand_slam)
        return nmoves == 1 ? SF_GRAND_SLAM_ONLY : SF_GRAND_SLAM;
    if (s->opp_empty && !t->sows_store)
        return SF_FEED;
    if (t->sows_store && (u->ncap || u->no_capture)) {
        if (u->no_capture)
            return SF_KALAH_EMPTY_KEEP;
        if (u->ncap == 1)
            return SF_KALAH_EMPTY_TAKE;
        if (p->pos.m.players > 2)
            return SF_KALAH_CAPTURE_PLAYERS;
        return u->laps > 0 ? SF_KALAH_CAPTURE_LAP : SF_KALAH_CAPTURE;
    }
    if (!t->sows_store && u->ncap) {
        int first = u->cap_pit[u->ncap - 1];
        bool before_said = false; /* the pit before the first taken: told, so it stopped there */
        for (size_t k = 0; k < s->ncounts; k++)
            before_said = before_said || s->counts[k].rel == SITU_REL_BEFORE ||
                          (s->counts[k].rel == SITU_REL_PIT &&
                           s->counts[k].side == SITU_SIDE_THEIRS && s->counts[k].pit == first - 1);
        if (u->ncap > 1)
            return SF_CHAIN;
        if (before_said && first == 1)
            return SF_CHAIN_OWN_ROW;
        return before_said ? SF_CHAIN_STOP : SF_CAPTURE;
    }
    if (r->out.over)
        return end_family(s, r->out.reason);
    for (size_t k = 0; k < s->ncounts && !t->sows_store; k++)
        if (s->counts[k].rel == SITU_REL_LANDING && s->counts[k].after)
            return SF_CAPTURE_COUNTS_NEW; /* « ça fait 4 »: the 2 or 3 counts the seed sown */
    if (s->ask & SA_CAPTURE)
        return SF_NO_CAPTURE;
    if (u->laps > 0 || (s->ask & (SA_LAPS | SA_SKIP)))
        return u->laps > 1 ? SF_LAPS_MANY : SF_LAPS;
    if (t->sows_store && u->last_store)
        return SF_EXTRA_TURN;
    return SF_SOW;
}

/* A step of the move's path that goes one cell diagonally. */
static bool diagonal_step(const struct rules_move *mv)
{
    for (int k = 0, prev = mv->cell; k < mv->path_len && k < QAWALE_MAX_PATH && prev >= 0; k++) {
        int c = mv->path[k];
        if (c >= 0 && abs(c % 4 - prev % 4) == 1 && abs(c / 4 - prev / 4) == 1)
            return true;
        prev = c;
    }
    return false;
}

static enum faq_situ_family qawale_family(const struct faq_situ *s, const struct faq_situ_plan *p,
                                          const struct run *r)
{
    if (!r->legal && r->code == -ARB_ERR_NOT_ADJACENT && diagonal_step(&p->move))
        return SF_DIAGONAL;
    if (!r->legal)
        return illegal_family(r->code, s, r);
    if (!p->has_move && r->out.over && r->out.reason == RULES_END_HANDS_EMPTY)
        return SF_DRAW;
    if (!p->has_move && s->tower)
        return SF_TOWER;
    if (!p->has_move)
        return s->covered ? SF_COVERED : s->neutral ? SF_NEUTRAL : SF_ALIGNMENT;
    if (r->sum.aligned)
        return SF_ALIGNMENT;
    if (p->path_given > 0)
        return SF_PATH_LENGTH;
    if (s->u_turn)
        return SF_U_TURN;
    if (s->diagonal)
        return SF_DIAGONAL;
    return SF_STACK;
}

/* ---- sentences ------------------------------------------------------------------------ */

static void sep(const struct render *r, const char *key, struct text *x)
{
    render(r, key, x);
}

static void lead(const struct render *r, bool yes, struct text *x)
{
    render(r, yes ? "yes" : "no", x);
    put(x, ". ");
}

/* The message of an illegal-move code: the engine's (French) or the lexicon's English. */
static const char *illegal_message(const struct faq_situ_ctx *c, const struct rules_game *g,
                                   enum faq_lang lang, int code)
{
    const char *en = faq_situ_reason(c, lang, arb_err_slug((enum arb_code)(-code)));
    const struct rules_reason *why = g->reason((enum arb_code)(-code));
    if (en)
        return en;
    return why ? why->message : arb_err_slug((enum arb_code)(-code));
}

static void place_var(const struct render *r, const struct sum *u, struct vars *v)
{
    var(v, "pit", "%d", u->last_pit);
    render_var(r,
               u->last_store         ? "place_store"
               : u->last_player == 0 ? "place_mine"
                                     : "place_theirs",
               v, "land");
}

/* « Avec 19 graines depuis ta case 5 : 1 tour complet, ta case de départ est sautée, la
 * dernière tombe dans ta case 1. » */
static void tell_sowing(const struct render *r0, const struct sum *u, struct text *x)
{
    struct vars v = *r0->v;
    struct render r = *r0;
    struct text parts = {.len = 0};
    parts.s[0] = '\0';
    r.v = &v;
    var(&v, "n", "%d", u->picked);
    var(&v, "pit", "%d", u->origin);
    render_var(&r, "origin", &v, "origin");
    var(&v, "laps", "%d", u->laps);
    var(&v, "skips", "%d", u->skips);
    if (u->laps > 0) {
        render(&r, u->laps > 1 ? "laps_many" : "laps_one", &parts);
        sep(&r, "sep_list", &parts);
        if (u->skips)
            render(&r, u->skips > 1 ? "skip_many" : "skip_one", &parts);
        else
            render(&r, "no_skip", &parts);
        sep(&r, "sep_list", &parts);
    } else if (r0->ask_laps) {
        render(&r, "sow_only", &parts);
        sep(&r, "sep_list", &parts);
    }
    var(&v, "pit", "%d", u->last_pit);
    render(&r,
           u->last_store         ? "land_store"
           : u->last_player == 0 ? "land_mine"
                                 : "land_theirs",
           &parts);
    var(&v, "parts", "%s", parts.s);
    render(&r, "origin_line", x);
}

/* Kalah: « Tu prends 8 pierres : ta dernière et les 7 d'en face, dans ta réserve. » */
static void tell_kalah_capture(const struct render *r0, const struct run *run, int mover,
                               struct text *x)
{
    const struct sum *u = &run->sum;
    struct vars v = *r0->v;
    struct render r = *r0;
    r.v = &v;
    if (u->no_capture) {
        var(&v, "pit", "%d", u->no_capture_pit);
        render(&r, "kalah_keep", x);
        return;
    }
    int taken = 0, targets = 0;
    for (int i = 0; i < u->ncap; i++)
        if (u->cap_player[i] != mover) {
            taken += u->cap_count[i];
            targets++;
        }
    var(&v, "captured", "%d", run->res.captured);
    var(&v, "taken", "%d", taken);
    render_var(&r, targets > 1 ? "kalah_facing_pits" : "kalah_facing_one", &v, "facing_words");
    render(&r, taken ? "kalah_take" : "kalah_take_alone", x);
}

/* Awalé: the pits taken, and where the chain stops. */
static void tell_awale_capture(const struct render *r0, const struct run *run, struct text *x)
{
    const struct sum *u = &run->sum;
    const struct mancala_pos *after = &run->res.pos.m;
    struct vars v = *r0->v;
    struct render r = *r0;
    struct text list = {.len = 0};
    list.s[0] = '\0';
    r.v = &v;
    if (u->grand_slam) {
        render(&r, "grand_slam", x);
        return;
    }
    if (u->ncap == 0) {
        if (u->last_player == 0 || u->last_store) {
            render(&r, "awale_none_own", x);
            return;
        }
        var(&v, "count", "%d", after->cell[(after->holes + 1) + u->last_pit - 1]);
        render(&r, "awale_none", x);
        return;
    }
    for (int i = 0; i < u->ncap; i++) {
        if (i)
            sep(&r, "sep_list", &list);
        var(&v, "taken", "%d", u->cap_count[i]);
        var(&v, "pit", "%d", u->cap_pit[i]);
        render(&r, "awale_take_pit", &list);
    }
    int stop = u->cap_pit[u->ncap - 1] - 1; /* 1-based pit before the last taken, 0: own row */
    sep(&r, "sep_clause", &list);
    if (stop < 1 || run->res.outcome.over) {
        render(&r, "awale_chain_stop_own", &list);
    } else {
        int count = after->cell[(after->holes + 1) + stop - 1];
        var(&v, "pit", "%d", stop);
        var(&v, "count", "%d", count);
        render(&r, "awale_chain_stop_count", &list);
    }
    var(&v, "captured", "%d", run->res.captured);
    var(&v, "list", "%s", list.s);
    render(&r, "awale_take", x);
}

static void tell_end(const struct render *r0, const struct run *run, int reason, struct text *x)
{
    const struct sum *u = &run->sum;
    struct vars v = *r0->v;
    struct render r = *r0;
    r.v = &v;
    int total = 0;
    for (int i = 0; i < u->ncol; i++)
        total += u->col_count[i];
    if (reason == RULES_END_FAMINE) {
        int taker = u->ncol ? u->col_by[0] : -1;
        var(&v, "count", "%d", total);
        render(&r, taker == 0 ? "famine_me" : "famine_other", x);
    } else if (reason == RULES_END_NO_CAPTURE_POSSIBLE) {
        render(&r, "end_no_capture", x);
    } else if (u->ncol == 0) {
        render(&r, "end_side", x);
        put(x, " ");
        render(&r, "end_collect_none", x);
    } else {
        struct text list = {.len = 0};
        list.s[0] = '\0';
        for (int i = 0; i < u->ncol; i++) {
            if (i)
                sep(&r, "sep_list", &list);
            var(&v, "count", "%d", u->col_count[i]);
            var(&v, "p", "%d", u->col_by[i]);
            render(&r,
                   u->col_by[i] == 0            ? "collect_me"
                   : run->res.pos.m.players > 2 ? "collect_player"
                                                : "collect_other",
                   &list);
        }
        var(&v, "list", "%s", list.s);
        render(&r, "end_side_collect", x);
    }
}

static void tell_assumptions(const struct render *r0, const struct faq_situ_plan *p, cJSON *list,
                             struct text *x)
{
    for (size_t i = 0; i < p->nassume; i++) {
        struct vars v = *r0->v;
        struct render r = *r0;
        struct text what = {.len = 0}, said = {.len = 0};
        what.s[0] = said.s[0] = '\0';
        r.v = &v;
        if (p->assume[i].kind == SITU_ASSUME_STACK) {
            char cell[3];
            rules_cell_name(p->assume[i].b, cell);
            var(&v, "height", "%d", p->assume[i].a);
            var(&v, "cell", "%s", cell);
            render(&r,
                   p->assume[i].a < 0    ? "q_assume_cell"
                   : p->assume[i].a == 1 ? "q_assume_stack_one"
                                         : "q_assume_stack",
                   &said);
        } else if (p->assume[i].kind == SITU_ASSUME_FEEDER) {
            render(&r, "assume_feeder", &what);
            var(&v, "what", "%s", what.s);
            render(&r, "assume", &said);
        } else if (p->assume[i].kind == SITU_ASSUME_HOLES) {
            var(&v, "said", "%d", p->assume[i].a);
            var(&v, "holes", "%d", p->assume[i].b);
            render(&r, "assume_holes", &what);
            var(&v, "what", "%s", what.s);
            render(&r, "assume", &said);
        } else {
            var(&v, "pit", "%d", p->assume[i].a);
            render(&r, "assume_pit", &what);
            var(&v, "what", "%s", what.s);
            render(&r, "assume", &said);
        }
        put(x, " ");
        put(x, said.s);
        cJSON_AddItemToArray(list, cJSON_CreateString(said.s));
    }
}

static void cells_var(const struct sum *u, struct vars *v, const char *sep_s)
{
    char buf[VAR_LEN] = "";
    size_t len = 0;
    for (int i = 0; i < u->ndrops && len + 8 < sizeof buf; i++) {
        char name[3];
        rules_cell_name(u->drops[i], name);
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? sep_s : "", name);
    }
    var(v, "cells", "%s", buf);
}

/* Who wins a finished game: named from the engine's final scores when every store was told,
 * else asked (*ask: the stores). */
/* The pits of a move-asked answer, one after another (« ta case 2 ou ta case 5 »); with
 * their captures when a capture was asked. */
static void which_list(const struct render *r0, const struct faq_situ_plan *p, bool counts,
                       struct vars *out)
{
    struct text x = {.len = 0};
    x.s[0] = '\0';
    for (size_t k = 0; k < p->nfound; k++) {
        struct vars v = *r0->v;
        struct render r = *r0;
        r.v = &v;
        if (k > 0)
            render(&r, k + 1 == p->nfound ? "which_or" : "which_comma", &x);
        var(&v, "pit", "%d", p->found[k].pit);
        var(&v, "n", "%d", p->found[k].captured);
        render_var(&r, "place_mine", &v, "pitname");
        render(&r, counts ? "which_take_item" : "place_mine", &x);
    }
    var(out, "list", "%s", x.s);
}

/* « quel trou me fait rejouer ? »: the pits whose move gives the outcome asked, from the
 * engine's play of every move told (faq_situ_build), or that none does. */
static void tell_which(const struct render *r0, const struct faq_situ *s,
                       const struct faq_situ_plan *p, bool told_all, struct text *x)
{
    struct vars v = *r0->v;
    struct render r = *r0;
    r.v = &v;
    static const char *const key[][2] = {{"which_extra", "which_none_extra"},
                                         {"which_capture", "which_none_capture"},
                                         {"which_feed", "which_none_feed"}};
    int what = (s->ask & SA_EXTRA) ? 0 : (s->ask & SA_CAPTURE) ? 1 : 2;
    if (p->nfound > 0)
        which_list(&r, p, what == 1, &v);
    render(&r, key[what][p->nfound == 0], x);
    if (!told_all)
        render(&r, "which_told", x);
}

/* The unsaid pits a move-asked answer turns on, named for the clarify question. */
static void which_unknown_var(const struct render *r0, const struct faq_situ_plan *p,
                              struct vars *out)
{
    struct text x = {.len = 0};
    x.s[0] = '\0';
    int width = p->pos.m.holes + 1;
    for (size_t k = 0; k < p->nunknown; k++) {
        struct vars v = *r0->v;
        struct render r = *r0;
        r.v = &v;
        if (k > 0)
            render(&r, k + 1 == p->nunknown ? "which_and" : "which_comma", &x);
        var(&v, "pit", "%d", p->which_unknown[k] % width + 1);
        render(&r, p->which_unknown[k] / width == 0 ? "place_mine" : "place_theirs", &x);
    }
    var(out, "pits", "%s", x.s);
}

static void tell_winner(const struct render *r0, const struct faq_situ_plan *p,
                        const struct rules_outcome *out, struct text *x, enum faq_situ_missing *ask)
{
    struct vars v = *r0->v;
    struct render r = *r0;
    r.v = &v;
    if (!p->stores_said || out->players != 2) {
        *ask = SITU_MISSING_STORES; /* the winner depends on the stores, never said */
        return;
    }
    var(&v, "me", "%d", (int)out->scores[0]);
    var(&v, "other", "%d", (int)out->scores[1]);
    if (x->len && x->s[x->len - 1] != ' ')
        put(x, " ");
    render(&r, out->winner < 0 ? "win_draw" : out->winner == 0 ? "win_me" : "win_other", x);
}

/* Whether the capture asked about happened: the count claimed (« je prends les 5 ? »), a pit
 * claimed taken (« je prends aussi ma case 6 ? »), else any capture. */
static bool capture_claim_holds(const struct faq_situ *s, const struct sum *u, int32_t captured)
{
    if (s->claim_captured >= 0)
        return captured == s->claim_captured;
    if (s->claim_pit <= 0)
        return captured > 0;
    for (int k = 0; k < u->ncap; k++)
        if ((u->cap_player[k] != 0) == (s->claim_side == SITU_SIDE_THEIRS) &&
            u->cap_pit[k] == s->claim_pit)
            return true;
    return false;
}

/* The answer for a mancala game. */
static void tell_mancala(const struct render *r, const struct faq_situ *s,
                         const struct faq_situ_plan *p, const struct faq_situ_traits *t,
                         const struct run *run, const struct run *alt, struct text *x,
                         enum faq_situ_missing *ask)
{
    const struct sum *u = &run->sum;
    const struct rules_game *g = p->game->rules;
    struct vars v = *r->v;
    struct render rr = *r;
    rr.v = &v;
    if (!p->has_move) {
        if (run->out.over) {
            if (s->yes_no && (s->ask & (SA_END | SA_LEGAL)) && !(s->ask & SA_WIN))
                lead(&rr, !(s->ask & (SA_LEGAL | SA_GOES_ON)), x);
            struct run settled = *run;
            /* the collection the end makes, told from the engine's own settling of the
             * position: the outcome's scores minus the stores */
            settled.sum.ncol = 0;
            for (int q = 0; q < run->out.players; q++) {
                int gain =
                    run->out.scores[q] - p->pos.m.cell[q * (p->pos.m.holes + 1) + p->pos.m.holes];
                if (gain > 0 && settled.sum.ncol < RULES_MAX_PLAYERS) {
                    settled.sum.col_by[settled.sum.ncol] = q;
                    settled.sum.col_count[settled.sum.ncol] = gain;
                    settled.sum.ncol++;
                }
            }
            settled.res.pos = p->pos;
            tell_end(&rr, &settled, run->out.reason, x);
            if (s->ask & SA_WIN)
                tell_winner(&rr, p, &run->out, x, ask);
        } else {
            if (s->yes_no)
                lead(&rr, (s->ask & SA_GOES_ON) != 0, x);
            render(&rr, "end_no", x);
        }
        return;
    }
    if (!run->legal) {
        var(&v, "message", "%s", illegal_message(r->c, g, r->lang, run->code));
        /* a yes or no only where one was asked: « où tombe… » on a refused move is told so */
        render(&rr, (s->ask & SA_FORBID) ? "forbidden_yes" : s->yes_no ? "legal_no" : "refused", x);
        return;
    }
    bool led = false, told_capture = false;
    if (t->sows_store && (s->ask & SA_EXTRA)) {
        place_var(&rr, u, &v);
        render(&rr,
               run->res.extra_turn ? "extra_yes"
               : u->last_store     ? "extra_no_end"
                                   : "extra_no",
               x);
        put(x, " ");
        led = true;
    } else if (s->yes_no && s->landing &&
               !(s->ask & (SA_CAPTURE | SA_EXTRA | SA_SKIP | SA_REFILL)) &&
               s->origin_pit != FAQ_SITU_UNSAID && s->origin_count != FAQ_SITU_UNSAID) {
        /* « est-ce que la dernière tombe chez mon adversaire ? »: the claim against the engine */
        int side = u->last_store ? -1 : u->last_player == 0 ? SITU_SIDE_MINE : SITU_SIDE_THEIRS;
        bool yes =
            (s->land_store ? u->last_store
                           : side == (int)s->land_side || s->land_side == SITU_SIDE_UNSAID) &&
            (s->land_pit == 0 || s->land_store ||
             u->last_pit == (s->land_pit == SITU_PIT_LAST          ? p->pos.m.holes
                             : s->land_pit == SITU_PIT_BEFORE_LAST ? p->pos.m.holes - 1
                                                                   : s->land_pit));
        lead(&rr, yes, x);
    } else if (s->yes_no) {
        if (s->ask & SA_CAPTURE)
            lead(&rr, capture_claim_holds(s, u, run->res.captured), x);
        else if (s->ask & SA_REFILL)
            lead(&rr, u->skips == 0 && u->laps > 0, x); /* the origin gets a seed on a lap */
        else if (s->ask & SA_SKIP)
            lead(&rr, u->skips > 0, x);
        else if (s->ask & SA_FEED)
            lead(&rr, u->fed > 0, x);
        else if (s->ask & SA_LAPS)
            lead(&rr, u->laps > 0, x);
        else if (s->ask & SA_END)
            lead(&rr, run->res.outcome.over != ((s->ask & SA_GOES_ON) != 0), x);
        else if (s->ask & SA_FORBID)
            render(&rr, "forbidden_no", x), put(x, " ");
        else if (s->ask & SA_LEGAL)
            render(&rr, "legal_yes", x), put(x, " ");
    }
    bool capture_story = t->sows_store
                             ? (u->ncap || u->no_capture)
                             : (u->ncap || u->grand_slam || (s->ask & SA_CAPTURE) || s->landing);
    /* the sowing is always told: its counts and pits are the engine's, and a player checks
     * them against the board */
    if (u->picked > 0) {
        rr.ask_laps = (s->ask & SA_LAPS) != 0;
        tell_sowing(&rr, u, x);
        put(x, " ");
    }
    if (capture_story) {
        if (t->sows_store)
            tell_kalah_capture(&rr, run, 0, x);
        else
            tell_awale_capture(&rr, run, x);
        put(x, " ");
        told_capture = true;
    }
    if (u->grand_slam && g->moves(&p->pos, &p->opts, NULL, 0) == 1) {
        render(&rr, "grand_slam_only", x);
        put(x, " ");
    }
    if (s->opp_empty && (s->ask & SA_FEED) == 0 && !t->sows_store && !run->res.outcome.over &&
        !s->yes_no) {
        var(&v, "fed", "%d", u->fed);
        render(&rr, u->fed > 1 ? "feed_yes_many" : u->fed ? "feed_yes_one" : "feed_no", x);
        put(x, " ");
    }
    if (run->res.outcome.over) {
        tell_end(&rr, run, run->res.outcome.reason, x);
        put(x, " ");
        if (s->ask & SA_WIN) {
            tell_winner(&rr, p, &run->res.outcome, x, ask);
            put(x, " ");
        }
    } else if (run->res.extra_turn && !led) {
        render(&rr, "next_me", x);
        put(x, " ");
    }
    if (alt && told_capture) {
        var(&v, "count", "%d", p->alt_before);
        var(&v, "pit", "%d", p->alt_pit);
        bool adjacent = p->alt_pit == u->last_pit - 1 && u->last_player != 0;
        render(&rr, adjacent ? "case_if" : "case_if_pit", x);
        size_t at = x->len;
        tell_awale_capture(&rr, alt, x);
        *ask = SITU_MISSING_BEFORE; /* both cases told; the count of the pit before is asked */
        if (x->s[at] >= 'A' && x->s[at] <= 'Z')
            x->s[at] = (char)(x->s[at] - 'A' + 'a'); /* the case's sentence goes on after « : » */
        put(x, " ");
    }
    while (x->len && x->s[x->len - 1] == ' ')
        x->s[--x->len] = '\0';
}

static void tell_qawale(const struct render *r, const struct faq_situ *s,
                        const struct faq_situ_plan *p, const struct run *run, struct text *x)
{
    const struct sum *u = &run->sum;
    struct vars v = *r->v;
    struct render rr = *r;
    rr.v = &v;
    if (!p->has_move) {
        if (run->out.winner >= 0) {
            bool mine = run->out.winner == p->pos.q.to_move;
            /* « il a gagné ? »: yes; « j'ai gagné ? »: no; « j'ai perdu ? »: yes */
            bool yes = mine != (s->about_theirs != s->asks_lose);
            bool led = s->yes_no && !(mine && yes);
            if (led)
                lead(&rr, yes, x);
            render(&rr,
                   !mine               ? "q_align_win_other"
                   : led || !s->yes_no ? "q_align_win_me_plain"
                                       : "q_align_win_me",
                   x);
        } else if (run->out.over) { /* hands empty: « la partie est finie ? » is a yes */
            if (s->yes_no)
                lead(&rr, (s->ask & SA_END) && !(s->ask & SA_WIN), x);
            render(&rr, "q_draw", x);
        } else {
            render(&rr,
                   s->tower     ? "q_tower_none"
                   : s->covered ? "q_covered_none"
                   : s->neutral ? "q_neutral_none"
                                : "q_align_none",
                   x);
        }
        return;
    }
    if (p->dest_cell >= 0 && !p->dest_reached) { /* « je peux finir en d1 ? »: no move does */
        char from[3], dest[3];
        rules_cell_name(p->move.cell, from);
        rules_cell_name(p->dest_cell, dest);
        var(&v, "cell", "%s", from);
        var(&v, "dest", "%s", dest);
        var(&v, "n", "%d", p->move.path_len);
        render(&rr, "q_dest_none", x);
        return;
    }
    if (!run->legal) {
        var(&v, "message", "%s", illegal_message(r->c, p->game->rules, r->lang, run->code));
        render(&rr, (s->ask & SA_FORBID) ? "forbidden_yes" : "q_illegal", x);
        return;
    }
    cells_var(u, &v, faq_situ_text(r->c, r->lang, "sep_list"));
    /* the line the move shows, the engine's: the mover's, the opponent's, or none */
    const struct rules_outcome *o = &run->res.outcome;
    int mover = p->pos.q.to_move;
    bool won = o->over && o->winner == mover, lost = o->over && o->winner >= 0 && !won;
    bool asks_line = s->yes_no && ((s->ask & SA_WIN) || s->align);
    if (asks_line && s->asks_lose && (won || lost)) { /* « j'ai perdu ? » */
        lead(&rr, lost, x);
        render(&rr, won ? "q_move_win" : "q_move_win_other", x);
        put(x, " ");
    } else if (asks_line) {
        if (lost)
            lead(&rr, false, x);
        render(&rr, won ? "q_move_win_yes" : lost ? "q_move_win_other" : "q_move_no_line", x);
        put(x, " ");
    } else if (s->yes_no && p->path_given == 0) {
        render(&rr,
               (s->ask & SA_FORBID) ? "forbidden_no"
               : p->path_open       ? "q_legal_yes_open"
                                    : "q_legal_yes",
               x);
        put(x, " ");
    }
    var(&v, "lifted", "%d", u->lifted);
    var(&v, "height", "%d", u->lifted - 1);
    var(&v, "drops", "%d", u->ndrops);
    if (p->path_given > 0 && !asks_line) { /* « pile de 2 en c2, je dépose en c3, d3 » */
        var(&v, "given", "%d", p->path_given);
        render(&rr, "q_path_short", x);
        return;
    }
    render(&rr, u->lifted <= 1 ? "q_stack_one" : p->path_open ? "q_stack_open" : "q_stack", x);
    if (!asks_line && (won || lost)) {
        put(x, " ");
        render(&rr, won ? "q_move_win" : "q_move_win_other", x);
    }
    int top = -1; /* « qui est au sommet de a4 ? »: the last pebble dropped there */
    for (int k = 0; k < u->ndrops && s->asked_cell >= 0 && !p->path_open; k++)
        if (u->drops[k] == s->asked_cell)
            top = k;
    if (top >= 0) {
        int mine = p->pos.q.to_move == 0 ? QAWALE_LIGHT : QAWALE_DARK;
        char cell[3];
        rules_cell_name(s->asked_cell, cell);
        var(&v, "cell", "%s", cell);
        put(x, " ");
        render(&rr,
               top == u->ndrops - 1                    ? "q_top_placed"
               : u->drop_pebble[top] == QAWALE_NEUTRAL ? "q_top_neutral"
               : u->drop_pebble[top] == mine           ? "q_top_own"
                                                       : "q_top_theirs",
               x);
    }
    if (!p->path_open && !s->yes_no && u->ndrops > 0 &&
        top < 0) { /* « qu'y a-t-il au sommet de a1 ? » */
        char last[3];
        rules_cell_name(u->drops[u->ndrops - 1], last);
        var(&v, "last", "%s", last);
        put(x, " ");
        render(&rr, "q_last_mine", x);
    }
}

/* ---- the response --------------------------------------------------------------------- */

/* The move as JSON; a cell off the board is null (the engine reads any non-name as off the
 * board, docs/api.md). */
static cJSON *move_json(const struct rules_game *g, const struct rules_move *m)
{
    if (g->kind != RULES_QAWALE)
        return rules_json_move(g, m);
    cJSON *o = cJSON_CreateObject(), *path;
    char name[3];
    if (!o)
        return NULL;
    rules_cell_name(m->cell, name);
    if (!cJSON_AddItemToObject(o, "cell",
                               m->cell >= 0 ? cJSON_CreateString(name) : cJSON_CreateNull()) ||
        !(path = cJSON_AddArrayToObject(o, "path"))) {
        cJSON_Delete(o);
        return NULL;
    }
    for (int i = 0; i < m->path_len && i < QAWALE_MAX_PATH; i++) {
        if (m->path[i] >= 0)
            rules_cell_name(m->path[i], name);
        cJSON_AddItemToArray(path, m->path[i] >= 0 ? cJSON_CreateString(name) : cJSON_CreateNull());
    }
    return o;
}

/* The simulation member: the built position, the move, the options, and the engine's
 * verdict (play body, or the refusal, or the outcome of the position). */
static cJSON *simulation_json(const struct rules_game *g, const struct rules_pos *pos,
                              const struct faq_situ_plan *p, const struct run *r)
{
    cJSON *o = NULL;
    if (p->has_move && r->legal) {
        struct rules_trace tr = r->tr;
        o = rules_json_result(g, &r->res, &tr);
    } else {
        o = cJSON_CreateObject();
        if (o && p->has_move) {
            const struct rules_reason *why = g->reason((enum arb_code)(-r->code));
            cJSON_AddBoolToObject(o, "legal", false);
            cJSON_AddStringToObject(o, "reason", arb_err_slug((enum arb_code)(-r->code)));
            cJSON_AddStringToObject(o, "message", why ? why->message : "");
            cJSON_AddItemToObject(o, "rule", why ? arb_json_cite(&why->rule) : cJSON_CreateNull());
        }
        if (o)
            cJSON_AddItemToObject(o, "outcome", rules_json_outcome(g, &r->out));
    }
    if (!o || !cJSON_AddItemToObject(o, "start", rules_json_position(g, pos)) ||
        !cJSON_AddItemToObject(o, "move",
                               p->has_move ? move_json(g, &p->move) : cJSON_CreateNull()) ||
        !cJSON_AddItemToObject(o, "options", rules_json_options(g, &p->opts, false))) {
        cJSON_Delete(o);
        return NULL;
    }
    return o;
}

static cJSON *verified_json(const struct kb_entry *e)
{
    cJSON *v = cJSON_CreateObject();
    cJSON_AddNumberToObject(v, "checks", (e ? e->checks : 0) + 1);
    cJSON_AddNumberToObject(v, "passed", (e ? e->passed : 0) + 1);
    return v;
}

static cJSON *context_json(const struct kb_game *g, const struct kb_entry *e, enum faq_lang lang,
                           const char *question)
{
    cJSON *c = cJSON_CreateObject();
    cJSON_AddItemToObject(c, "game", g ? cJSON_CreateString(g->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(c, "entry", e ? cJSON_CreateString(e->id) : cJSON_CreateNull());
    cJSON_AddStringToObject(c, "lang", lang == FAQ_LANG_EN ? "en" : "fr");
    if (!e)
        cJSON_AddStringToObject(c, "question", question);
    return c;
}

static cJSON *cite_json(const struct kb_game *g, const struct kb_entry *e)
{
    if (e)
        return arb_json_cite(&e->cite);
    if (!g)
        return cJSON_CreateNull();
    cJSON *c = arb_json_cite(&g->source);
    const cJSON *sec = cJSON_GetObjectItemCaseSensitive(c, "section");
    if (cJSON_IsString(sec) && sec->valuestring[0] == '\0')
        cJSON_DeleteItemFromObjectCaseSensitive(c, "section");
    return c;
}

/* "yes", "no" or null: the polarity the answer's first word states (the lexicon's own
 * words, as faq_reply's `lead`). */
static cJSON *lead_json(const struct faq_situ_ctx *c, enum faq_lang lang, const char *answer)
{
    const char *yes = faq_situ_text(c, lang, "yes"), *no = faq_situ_text(c, lang, "no");
    if (yes[0] && strncmp(answer, yes, strlen(yes)) == 0)
        return cJSON_CreateString("yes");
    if (no[0] && strncmp(answer, no, strlen(no)) == 0)
        return cJSON_CreateString("no");
    return cJSON_CreateNull();
}

/* The response object with the members every answer has, in faq_ask's order. */
static cJSON *response(const char *answer, enum faq_lang lang, const struct kb_game *g,
                       const struct kb_entry *e, double confidence, cJSON *diagram, cJSON *clarify,
                       bool answered, const char *question)
{
    cJSON *o = cJSON_CreateObject();
    if (!o) {
        cJSON_Delete(diagram);
        cJSON_Delete(clarify);
        return NULL;
    }
    cJSON_AddStringToObject(o, "answer", answer);
    cJSON_AddStringToObject(o, "lang", lang == FAQ_LANG_EN ? "en" : "fr");
    cJSON_AddItemToObject(o, "game", g ? cJSON_CreateString(g->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "entry", e ? cJSON_CreateString(e->id) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "cite", cite_json(g, e));
    cJSON_AddNumberToObject(o, "confidence", confidence);
    cJSON_AddItemToObject(o, "verified", answered ? verified_json(e) : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "related", cJSON_CreateArray());
    cJSON_AddItemToObject(o, "diagram", diagram ? diagram : cJSON_CreateNull());
    cJSON_AddBoolToObject(o, "abstained", false);
    cJSON_AddItemToObject(o, "clarify", clarify ? clarify : cJSON_CreateNull());
    cJSON_AddItemToObject(o, "context", context_json(g, e, lang, question));
    return o;
}

static const char *const ask_key[] = {
    "clarify_game",       "clarify_game",   "clarify_pit",     "clarify_count",  "clarify_stores",
    "clarify_impossible", "clarify_before", "clarify_landing", "clarify_facing", "clarify_unread",
    "clarify_path",       "clarify_others", "clarify_setting", "clarify_which"};
static const char *const what_key[] = {
    "missing_game",  "missing_game",   "missing_pit",     "missing_count",  "missing_stores",
    "missing_count", "missing_before", "missing_landing", "missing_facing", "missing_unread",
    "missing_path",  "missing_others", "missing_setting", "missing_which"};

/* {"question","missing":[…]}: what to ask the player, in the game's words. */
static cJSON *clarify_json(const struct render *r, const struct faq_situ_plan *p,
                           enum faq_situ_missing what)
{
    struct text x = {.len = 0}, w = {.len = 0};
    struct vars v = *r->v;
    struct render rr = *r;
    rr.v = &v;
    x.s[0] = w.s[0] = '\0';
    var(&v, "holes", "%d", p->game && p->pos.kind == RULES_MANCALA ? p->pos.m.holes : 6);
    struct faq_situ_traits t = {.total = 0};
    if (p->game && p->game->rules->kind == RULES_MANCALA)
        faq_situ_traits(p->game->rules, &t);
    var(&v, "total", "%d", t.total);
    var(&v, "n", "%d", p->unread_num);
    bool qawale = p->game && p->game->rules->kind == RULES_QAWALE && what == SITU_MISSING_UNREAD;
    render(&rr, qawale ? "q_clarify_unread" : ask_key[what], &x); /* stacks, not pits */
    render(&rr, qawale ? "q_missing_unread" : what_key[what], &w);
    cJSON *c = cJSON_CreateObject(), *missing;
    if (!c || !cJSON_AddStringToObject(c, "question", x.s) ||
        !(missing = cJSON_AddArrayToObject(c, "missing")) ||
        !cJSON_AddItemToArray(missing, cJSON_CreateString(w.s))) {
        cJSON_Delete(c);
        return NULL;
    }
    return c;
}

static int reply_missing(const struct faq_situ *s, const struct faq_situ_plan *p,
                         const struct render *r, const char *question, cJSON **resp,
                         struct arb_err *err)
{
    cJSON *clarify = clarify_json(r, p, p->missing);
    const char *text = cJSON_GetStringValue(cJSON_GetObjectItemCaseSensitive(clarify, "question"));
    if (!clarify)
        return arb_err_nomem(err);
    *resp = response(text, s->lang, p->game, NULL, 0.5, NULL, clarify, false, question);
    return *resp ? 0 : arb_err_nomem(err);
}

/* Every pit of the mover's row was given a count (« mes trous 1 à 6 ont… »), or the row holds
 * only what was said, or it is the start position. */
static bool which_told_all(const struct faq_situ *s, const struct rules_pos *pos)
{
    if (s->mine_only || s->start)
        return true;
    unsigned told = 0;
    for (size_t k = 0; k < s->ncounts; k++)
        if (s->counts[k].rel == SITU_REL_PIT && s->counts[k].side != SITU_SIDE_THEIRS &&
            !s->counts[k].store && s->counts[k].pit >= 1 && s->counts[k].pit <= pos->m.holes)
            told |= 1u << s->counts[k].pit;
    return told == ((1u << (pos->m.holes + 1)) - 2);
}

int faq_situ_reply(const struct faq_situ_ctx *c, const struct faq_situ *s,
                   const struct faq_situ_plan *p, const char *question, cJSON **resp,
                   struct arb_err *err)
{
    struct words w;
    struct vars v = {.n = 0};
    struct render r = {c, s->lang, &w, &v, false};
    struct text x = {.len = 0};
    x.s[0] = '\0';
    *resp = NULL;
    if (p->game)
        game_words(p->game, s->lang, &w);
    else
        memset(&w, 0, sizeof w);
    if (p->missing == SITU_MISSING_WHICH)
        which_unknown_var(&r, p, &v);
    if (p->missing != SITU_MISSING_NONE)
        return reply_missing(s, p, &r, question, resp, err);
    const struct rules_game *g = p->game->rules;
    struct run *run = calloc(p->has_alt ? 2 : 1, sizeof *run);
    struct faq_situ_traits t = {0};
    if (!run)
        return arb_err_nomem(err);
    run_plan(g, &p->pos, p, &run[0]);
    if (p->has_alt)
        run_plan(g, &p->alt, p, &run[1]);
    bool alt_differs = p->has_alt && run[1].legal && run[1].res.captured != run[0].res.captured;
    enum faq_situ_missing ask = p->ask_others ? SITU_MISSING_OTHERS : SITU_MISSING_NONE;
    /* kalah for 3 or 4 with « à qui prendre » unsaid: the capture was the default setting's,
     * so the setting is asked besides (the answer names it as assumed) */
    bool setting_assumed = g->kind == RULES_MANCALA && p->pos.m.players > 2 &&
                           s->capture_from == FAQ_SITU_UNSAID && run[0].sum.ncap > 0;
    if (setting_assumed && ask == SITU_MISSING_NONE)
        ask = SITU_MISSING_SETTING;
    enum faq_situ_family fam;
    if (g->kind == RULES_MANCALA) {
        faq_situ_traits(g, &t);
        fam = mancala_family(s, p, &t, &run[0],
                             p->has_move ? g->moves(&p->pos, &p->opts, NULL, 0) : 0);
        if (p->which) {
            fam = (s->ask & SA_EXTRA)      ? SF_EXTRA_TURN
                  : !(s->ask & SA_CAPTURE) ? SF_FEED
                  : t.sows_store           ? SF_KALAH_CAPTURE
                                           : SF_CAPTURE;
            tell_which(&r, s, p, which_told_all(s, &p->pos), &x);
        } else {
            tell_mancala(&r, s, p, &t, &run[0], alt_differs ? &run[1] : NULL, &x, &ask);
        }
    } else {
        fam = qawale_family(s, p, &run[0]);
        tell_qawale(&r, s, p, &run[0], &x);
    }
    cJSON *assumptions = cJSON_CreateArray();
    tell_assumptions(&r, p, assumptions, &x);
    int gi = faq_situ_game_index(c, p->game->id);
    const struct kb_entry *e = faq_situ_entry(c, fam, gi);
    cJSON *sim = simulation_json(g, &p->pos, p, &run[0]);
    cJSON *pos_json = rules_json_position(g, &p->pos);
    cJSON *mv_json = p->has_move ? move_json(g, &p->move) : NULL;
    cJSON *diagram = pos_json ? faq_diagram_link(g->id, pos_json, mv_json,
                                                 cJSON_GetObjectItem(sim, "options"), s->lang)
                              : NULL;
    cJSON_Delete(pos_json);
    cJSON_Delete(mv_json);
    if (sim && alt_differs) {
        cJSON *cases = cJSON_AddArrayToObject(sim, "cases");
        cJSON *alt = simulation_json(g, &p->alt, p, &run[1]);
        if (alt) {
            cJSON_AddNumberToObject(alt, "before", p->alt_before);
            cJSON_AddItemToArray(cases, alt);
        }
    }
    *resp = response(x.s, s->lang, p->game, e, 1, diagram,
                     ask != SITU_MISSING_NONE ? clarify_json(&r, p, ask) : NULL, true, question);
    free(run);
    if (!*resp || !sim || !assumptions || !cJSON_AddItemToObject(*resp, "simulation", sim)) {
        cJSON_Delete(*resp);
        cJSON_Delete(sim);
        cJSON_Delete(assumptions);
        *resp = NULL;
        return arb_err_nomem(err);
    }
    cJSON_AddItemToObject(*resp, "assumptions", assumptions);
    cJSON_AddItemToObject(*resp, "lead", lead_json(c, s->lang, x.s));
    return 0;
}

int faq_situ_answer(const struct faq_situ_ctx *c, const char *question, size_t len,
                    const char *game, cJSON **resp, struct arb_err *err)
{
    struct faq_situ s;
    struct faq_situ_plan *p;
    int rc;
    *resp = NULL;
    if (!c)
        return 0;
    faq_situ_parse(c, question, len, game, &s);
    if (!s.situation)
        return 0; /* a case told without its game (s.game < 0): the builder asks which */
    if (!(p = malloc(sizeof *p)))
        return arb_err_nomem(err);
    rc = faq_situ_build(c, &s, p, err);
    if (rc == 0)
        rc = faq_situ_reply(c, &s, p, question, resp, err);
    free(p);
    return rc;
}

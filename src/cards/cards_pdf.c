/* cards_pdf.c — the three A5 rule cards of a game (setup, player sheet, the turn), laid out
 * from the knowledge base's own texts and verified examples, in the words of
 * data/cards/cards.json. Text follows the card's options (kalah: players, holes, stones), and
 * so do the start position and the example move. Pages 1 and 2 are measured first on a
 * recording surface and set smaller until they fit; the turn card keeps its text size and
 * gives the boards what is left. */
#include <cairo-pdf.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cards_int.h"
#include "rules_json.h"

#define PAGE_W 419.53 /* A5 portrait: 148 mm */
#define PAGE_H 595.28 /* 210 mm */
#define MARGIN 28.0
#define FOOTER 34.0
#define BOTTOM (PAGE_H - FOOTER - 6) /* the lowest line content may reach */
#define TEXT_W (PAGE_W - 2 * MARGIN)
#define TURN_PT 9.0 /* the turn card's text size */
#define MIN_PT 7.0  /* no card text is smaller (the source lines, the legend) */
#define MAX_CITES 8

struct page_ctx {
    const struct kb_game *game;
    const struct cards_opts *opts;
    struct cards_say say;
    struct rules_pos start; /* the start position for the card's options */
    bool has_start;
    double size; /* body font size in points */
};

static const char *word(const struct page_ctx *c, const char *key)
{
    return cards_word(&c->say, key);
}

static const char *txt(const struct page_ctx *c, const char *fr, const char *en)
{
    return c->say.lang == KB_EN && en && en[0] ? en : fr;
}

static double body(cairo_t *cr, const struct page_ctx *c, const char *text, bool bold, double scale,
                   double x, double y, double w)
{
    char font[48];
    cards_font(font, sizeof font, bold, c->size * scale);
    return cards_text(cr, text, font, x, y, w);
}

/* The cites of one section, each place once, in order. */
struct cites {
    const struct arb_cite *v[MAX_CITES];
    size_t n;
};

static void cites_add(struct cites *cs, const struct arb_cite *cite)
{
    for (size_t i = 0; i < cs->n; i++)
        if (cs->v[i]->page == cite->page && strcmp(cs->v[i]->section ? cs->v[i]->section : "",
                                                   cite->section ? cite->section : "") == 0)
            return;
    if (cs->n < MAX_CITES)
        cs->v[cs->n++] = cite;
}

/* One grey source line for a section: "Source : title, p. 4 ; rubrique « … »". */
static double source_line(cairo_t *cr, const struct page_ctx *c, const struct cites *cs, double y)
{
    char where[600] = "", one[200], line[800], page[12];
    size_t at = 0;
    for (size_t i = 0; i < cs->n; i++) {
        snprintf(page, sizeof page, "%d", cs->v[i]->page);
        cards_fill(one, sizeof one, word(c, cs->v[i]->page > 0 ? "cite.page" : "cite.section"),
                   (const char *const[]){"page", page, "section",
                                         cs->v[i]->section ? cs->v[i]->section : "", NULL});
        at += (size_t)snprintf(where + at, sizeof where - (at < sizeof where ? at : sizeof where),
                               "%s%s", i ? word(c, "source.join") : "", one);
        if (at >= sizeof where)
            break;
    }
    if (!cs->n)
        return 0;
    cards_fill(line, sizeof line, word(c, "source"),
               (const char *const[]){"title", c->game->source.title, "where", where, NULL});
    cairo_set_source_rgb(cr, 0.42, 0.42, 0.42);
    return body(cr, c, line, false, fmax(0.85, MIN_PT / c->size), MARGIN, y, TEXT_W) +
           c->size * 0.6;
}

/* A paragraph (bullet or number prefix) in ink; returns the height used. */
static double para(cairo_t *cr, const struct page_ctx *c, const char *prefix, const char *text,
                   double y)
{
    char line[1400];
    snprintf(line, sizeof line, "%s%s", prefix, text);
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    return body(cr, c, line, false, 1.0, MARGIN, y, TEXT_W) + c->size * 0.3;
}

static double heading(cairo_t *cr, const struct page_ctx *c, const char *key, double y)
{
    cairo_set_source_rgb(cr, 0.55, 0.25, 0.08);
    return body(cr, c, word(c, key), true, 1.25, MARGIN, y, TEXT_W) + c->size * 0.3;
}

static double title(cairo_t *cr, const struct page_ctx *c, const char *key)
{
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    double h = cards_text(cr, c->game->name, "DejaVu Sans Bold 10", MARGIN, MARGIN, TEXT_W);
    cairo_set_source_rgb(cr, 0.30, 0.15, 0.05);
    h += cards_text(cr, word(c, key), "DejaVu Sans Bold 17", MARGIN, MARGIN + h, TEXT_W);
    cairo_set_source_rgb(cr, 0.55, 0.25, 0.08);
    cairo_set_line_width(cr, 1.5);
    cairo_move_to(cr, MARGIN, MARGIN + h + 4);
    cairo_line_to(cr, PAGE_W - MARGIN, MARGIN + h + 4);
    cairo_stroke(cr);
    return MARGIN + h + 12;
}

static unsigned game_verified(const struct kb_game *g)
{
    unsigned n = 0;
    for (size_t i = 0; i < g->n_entries; i++)
        n += g->entries[i].passed;
    return n;
}

/* Two footer lines in players' words: the game and its rulebook; what backs the card. */
static void footer(cairo_t *cr, const struct page_ctx *c, int page)
{
    char line[400], updated[80] = "", n[16], pg[8];
    const struct kb_game *g = c->game;
    double y = PAGE_H - FOOTER + 4;
    cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
    cairo_set_line_width(cr, 0.5);
    cairo_move_to(cr, MARGIN, PAGE_H - FOOTER);
    cairo_line_to(cr, PAGE_W - MARGIN, PAGE_H - FOOTER);
    cairo_stroke(cr);
    if (g->updated)
        cards_fill(updated, sizeof updated, word(c, "footer.updated"),
                   (const char *const[]){"date", g->updated, NULL});
    cards_fill(line, sizeof line, word(c, "footer.source"),
               (const char *const[]){"game", g->name, "title", g->source.title, NULL});
    snprintf(line + strlen(line), sizeof line - strlen(line), "%s", updated);
    y += cards_text(cr, line, "DejaVu Sans 7", MARGIN, y, TEXT_W);
    snprintf(n, sizeof n, "%u", game_verified(g));
    snprintf(pg, sizeof pg, "%d", page);
    cards_fill(line, sizeof line, word(c, "footer.check"),
               (const char *const[]){"n", n, "page", pg, NULL});
    cards_text(cr, line, "DejaVu Sans 7", MARGIN, y, TEXT_W);
}

/* A row of legend items (swatch then words), wrapped to the text width. */
static double legend(cairo_t *cr, const struct page_ctx *c, const enum cards_swatch *kinds,
                     const char *const *keys, size_t n, double y)
{
    char font[48];
    double x = MARGIN, d = c->size * 1.4, line = c->size * 1.9, h = line;
    cards_font(font, sizeof font, false, fmax(c->size * 0.95, MIN_PT));
    for (size_t i = 0; i < n; i++) {
        const char *text = word(c, keys[i]);
        double tw = cards_text_width(cr, text, font);
        double item = d + 4 + tw + 12;
        if (x > MARGIN && x + item > PAGE_W - MARGIN) {
            x = MARGIN;
            y += line;
            h += line;
        }
        cards_swatch(cr, kinds[i], x + d / 2, y + line / 2, d);
        cairo_set_source_rgb(cr, 0.15, 0.15, 0.15);
        cards_text(cr, text, font, x + d + 4, y + (line - c->size * 1.25) / 2, tw + 8);
        x += item;
    }
    return h + c->size * 0.3;
}

static double legend_def(cairo_t *cr, const struct page_ctx *c, const struct cards_legend_def *d,
                         double y)
{
    return legend(cr, c, d->kinds, d->keys, d->n, y);
}

/* True when the card's options set the game's rule setting name to choice. */
static bool rule_is(const struct page_ctx *c, const char *name, const char *choice)
{
    const char *v = rules_opt_choice(c->game->rules, &c->opts->rules, name);
    return v && strcmp(v, choice) == 0;
}

/* The word naming whose corresponding pit a capture takes for the card's options. */
static const char *capture_word(const struct page_ctx *c, int players)
{
    if (players == 2)
        return word(c, "capture.2p");
    if (rule_is(c, "capture_from", "everyone"))
        return word(c, "capture.everyone");
    /* with 3, nobody sits opposite: the next player (the rulebook's own words) */
    return word(c, rule_is(c, "capture_from", "opposite") && players == 4 ? "capture.opposite"
                                                                          : "capture.next");
}

/* The word for what happens when the corresponding pit(s) are empty. */
static const char *empty_word(const struct page_ctx *c, int players)
{
    bool take = rule_is(c, "empty_opposite", "take");
    bool all = players > 2 && rule_is(c, "capture_from", "everyone");
    return word(c, take ? (all ? "empty.take.all" : "empty.take")
                        : (all ? "empty.keep.all" : "empty.keep"));
}

/* Fills a template of the game's words with the card's options: {players}, {holes},
 * {stones}, {pieces}, {capture}, {empty}. */
static void option_text(const struct page_ctx *c, const char *tmpl, char *out, size_t cap)
{
    const struct rules_opts *o = &c->opts->rules;
    char players[8], holes[8], stones[8];
    int np = o->players, nh = o->holes; /* a board of one shape keeps the options' */
    if (c->has_start)
        cards_family_of(&c->start)->shape(&c->start, &np, &nh);
    snprintf(players, sizeof players, "%d", np);
    snprintf(holes, sizeof holes, "%d", nh);
    snprintf(stones, sizeof stones, "%d", o->stones);
    cards_fill(out, cap, tmpl,
               (const char *const[]){"players", players, "holes", holes, "stones", stones, "pieces",
                                     cards_piece(&c->say, o->stones != 1), "capture",
                                     capture_word(c, np), "empty", empty_word(c, np), NULL});
}

/* Text i of a sheet section: the game's words for the card's options when it has a list
 * named key (kalah's "setup", "turn"), else the knowledge base's t. */
static const char *sheet_text(const struct page_ctx *c, const char *key, size_t i,
                              const struct kb_text *t, char *out, size_t cap)
{
    const cJSON *list = key ? cards_word_list(&c->say, key) : NULL;
    const cJSON *item = list ? cJSON_GetArrayItem(list, (int)i) : NULL;
    if (!cJSON_IsString(item))
        return txt(c, t->fr, t->en);
    option_text(c, item->valuestring, out, cap);
    return out;
}

/* Page 1: summary, setup steps, the start position for the card's options. */
static double page_setup(cairo_t *cr, const struct page_ctx *c)
{
    const struct kb_game *g = c->game;
    char buf[1400];
    struct cites cs = {0};
    double y = title(cr, c, "title.setup");
    const cJSON *summary = cJSON_GetObjectItem(
        cJSON_GetObjectItem(cJSON_GetObjectItem(cJSON_GetObjectItem(c->say.words, "games"), g->id),
                            c->say.lang == KB_EN ? "en" : "fr"),
        "summary");
    const char *sum = txt(c, g->summary.fr, g->summary.en);
    if (cJSON_IsString(summary)) {
        option_text(c, summary->valuestring, buf, sizeof buf);
        sum = buf;
    }
    y += para(cr, c, "", sum, y);
    cites_add(&cs, &g->summary.cite);
    y += heading(cr, c, "head.steps", y + c->size * 0.3) + c->size * 0.3;
    for (size_t i = 0; i < g->n_setup; i++) {
        char num[24];
        snprintf(num, sizeof num, "%zu. ", i + 1);
        y += para(cr, c, num, sheet_text(c, "setup", i, &g->setup[i], buf, sizeof buf), y);
        cites_add(&cs, &g->setup[i].cite);
    }
    y += source_line(cr, c, &cs, y);
    if (c->has_start) {
        struct cards_labels labels;
        struct rules_outcome none = {0};
        double bw, bh, room = BOTTOM - y - 8;
        cards_labels_for(&c->say, &c->start, &none, &labels);
        labels.n_legend = 0; /* the page has its own legend */
        const struct cards_legend_def *setup = &cards_family_of(&c->start)->setup_legend;
        if (setup->n)
            room -= c->size * 4.2; /* the legend */
        cards_board_size(&c->start, &labels, &bw, &bh);
        double dh = fmin(TEXT_W * bh / bw, fmax(room, 150));
        cards_board_draw(cr, &c->start, NULL, &labels, MARGIN, y + 4, TEXT_W, dh);
        y += dh + 8;
        if (setup->n)
            y += legend_def(cr, c, setup, y);
    }
    return y;
}

/* Bullets of a section and its one source line. */
static double bullets(cairo_t *cr, const struct page_ctx *c, const char *key,
                      const struct kb_text *t, size_t n, double y)
{
    struct cites cs = {0};
    char buf[1400];
    double y0 = y;
    for (size_t i = 0; i < n; i++) {
        y += para(cr, c, "• ", sheet_text(c, key, i, &t[i], buf, sizeof buf), y);
        cites_add(&cs, &t[i].cite);
    }
    y += source_line(cr, c, &cs, y);
    return y - y0;
}

/* Page 2: the turn in brief, how it ends, the common mistakes. */
static double page_player(cairo_t *cr, const struct page_ctx *c)
{
    const struct kb_game *g = c->game;
    struct cites cs = {0};
    double y = title(cr, c, "title.player");
    y += heading(cr, c, "head.turn", y);
    y += bullets(cr, c, "turn", g->turn, g->n_turn, y);
    y += heading(cr, c, "head.end", y);
    y += bullets(cr, c, NULL, g->end, g->n_end, y);
    bool first = true;
    for (size_t i = 0; i < g->n_entries; i++) {
        const struct kb_entry *e = &g->entries[i];
        if (e->kind != KB_KIND_MISTAKE)
            continue;
        if (first)
            y += heading(cr, c, "head.mistakes", y);
        first = false;
        char line[1200];
        snprintf(line, sizeof line, "%s — %s", txt(c, e->question, e->en_question),
                 txt(c, e->answer, e->en_answer));
        y += para(cr, c, "✗ ", line, y);
        cites_add(&cs, &e->cite);
    }
    y += source_line(cr, c, &cs, y);
    return y;
}

/* The example of page 3. */
struct example {
    struct rules_pos before;
    struct rules_move move;
    struct rules_opts opts;
    const struct kb_entry *entry; /* the entry it comes from; NULL: made from the start */
};

/* True when a and b are boards of the same family and shape (rows and their length). */
static bool same_shape(const struct rules_pos *a, const struct rules_pos *b)
{
    int pa = 0, ha = 0, pb = 0, hb = 0;
    if (a->kind != b->kind)
        return false;
    bool shaped = cards_family_of(a)->shape(a, &pa, &ha);
    return !shaped || (cards_family_of(b)->shape(b, &pb, &hb) && pa == pb && ha == hb);
}

/* A verified scenario with a legal move for the card's options, preferring a capture. */
static bool example_from_kb(const struct page_ctx *c, struct example *ex)
{
    const struct kb_game *g = c->game;
    struct rules_opts def = rules_opts_default();
    int best_score = -1;
    if (c->opts->rules.stones != def.stones)
        return false; /* the card's start differs: its example is made from it */
    for (size_t i = 0; i < g->n_entries; i++) {
        const struct kb_entry *e = &g->entries[i];
        for (size_t k = 0; k < e->n_scenarios; k++) {
            const struct kb_scenario *s = &e->scenarios[k];
            const cJSON *expect = cJSON_GetObjectItem(s->json, "expect");
            struct example cand;
            cand.opts = rules_opts_default();
            if (!s->passed || !cJSON_GetObjectItem(s->json, "move") ||
                cJSON_IsFalse(cJSON_GetObjectItem(expect, "legal")) ||
                cJSON_GetObjectItem(expect, "reason") ||
                rules_json_read_position(g->rules, cJSON_GetObjectItem(s->json, "position"),
                                         &cand.before, NULL) ||
                rules_json_read_move(g->rules, cJSON_GetObjectItem(s->json, "move"), &cand.move,
                                     NULL) ||
                rules_json_read_options(g->rules, cJSON_GetObjectItem(s->json, "options"), false,
                                        &cand.opts, NULL))
                continue;
            if (!same_shape(&cand.before, &c->start) ||
                !rules_opts_same_rules(g->rules, &cand.opts, &c->opts->rules))
                continue;
            const cJSON *cap = cJSON_GetObjectItem(expect, "captured");
            int score = 1 + (cJSON_IsNumber(cap) && cap->valuedouble > 0 ? 2 : 0) +
                        (e->kind == KB_KIND_RULE ? 1 : 0);
            if (score > best_score) {
                best_score = score;
                cand.entry = e;
                *ex = cand;
            }
        }
    }
    return best_score >= 0;
}

/* The most telling legal move from the card's start: a capture, else an extra turn, else the
 * longest sowing. */
static bool example_from_start(const struct page_ctx *c, struct example *ex)
{
    struct rules_move moves[64];
    const struct rules_game *g = c->game->rules;
    uint64_t n = g->moves(&c->start, &c->opts->rules, moves, 64);
    int best = -1;
    double best_score = -1;
    for (uint64_t i = 0; i < n && i < 64; i++) {
        struct rules_result res;
        struct cards_mark mark;
        if (g->play(&c->start, &c->opts->rules, &moves[i], &res, NULL) ||
            cards_mark_move(g, &c->start, &c->opts->rules, &moves[i], &mark))
            continue;
        double score = res.captured * 100.0 + (res.extra_turn ? 50 : 0) + mark.path_len;
        if (score > best_score) {
            best_score = score;
            best = (int)i;
        }
    }
    if (best < 0)
        return false;
    ex->before = c->start;
    ex->move = moves[best];
    ex->opts = c->opts->rules;
    ex->entry = NULL;
    return true;
}

/* The turn's steps as boxes joined by arrows, at TURN_PT. */
static double turn_steps(cairo_t *cr, const struct page_ctx *c, double y)
{
    const struct kb_game *g = c->game;
    for (size_t i = 0; i < g->n_turn; i++) {
        char num[24];
        snprintf(num, sizeof num, "%zu", i + 1);
        double top = y;
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        char buf[1400];
        double h = body(cr, c, sheet_text(c, "turn", i, &g->turn[i], buf, sizeof buf), false, 1.0,
                        MARGIN + 26, y + 4, TEXT_W - 34);
        cairo_set_source_rgb(cr, 0.55, 0.25, 0.08);
        cairo_set_line_width(cr, 1);
        cairo_rectangle(cr, MARGIN, top, TEXT_W, h + 8);
        cairo_stroke(cr);
        cards_text_centered(cr, num, "DejaVu Sans Bold 12", MARGIN + 12, top + (h + 8) / 2);
        y += h + 8;
        if (i + 1 < g->n_turn) {
            cairo_move_to(cr, PAGE_W / 2, y + 1);
            cairo_line_to(cr, PAGE_W / 2, y + 9);
            cairo_stroke(cr);
            cairo_move_to(cr, PAGE_W / 2 - 4, y + 6);
            cairo_line_to(cr, PAGE_W / 2, y + 10);
            cairo_line_to(cr, PAGE_W / 2 + 4, y + 6);
            cairo_stroke(cr);
            y += 12;
        }
    }
    return y;
}

/* What the example is about: the entry's question, or the move made from the start. */
static double example_intro(cairo_t *cr, const struct page_ctx *c, const struct example *ex,
                            double y)
{
    if (ex->entry) {
        struct cites cs = {0};
        double h = para(cr, c, "", txt(c, ex->entry->question, ex->entry->en_question), y);
        cites_add(&cs, &ex->entry->cite);
        return h + source_line(cr, c, &cs, y + h);
    }
    char seat[96], pit[12], line[300], hole[64];
    cards_seat(&c->say, ex->before.m.to_move, ex->before.m.players, seat, sizeof seat);
    cards_the_hole(&c->say, hole, sizeof hole);
    snprintf(pit, sizeof pit, "%d", ex->move.pit);
    cards_fill(line, sizeof line, word(c, "example.move"),
               (const char *const[]){"seat", seat, "hole", hole, "pit", pit, NULL});
    return para(cr, c, "", line, y);
}

static double legend_move(cairo_t *cr, const struct page_ctx *c, double y)
{
    return legend_def(cr, c, &cards_family_of(&c->start)->turn_legend, y);
}

/* Page 3: the turn as a flow of steps and a real example move, before and after. */
static double page_turn(cairo_t *cr, const struct page_ctx *c)
{
    const struct kb_game *g = c->game;
    double y = turn_steps(cr, c, title(cr, c, "title.turn"));
    struct example ex;
    struct cards_mark mark;
    struct rules_result res;
    if (!c->has_start || (!example_from_kb(c, &ex) && !example_from_start(c, &ex)) ||
        cards_mark_move(g->rules, &ex.before, &ex.opts, &ex.move, &mark) ||
        g->rules->play(&ex.before, &ex.opts, &ex.move, &res, NULL))
        return y;
    y += 6;
    y += heading(cr, c, "head.example", y);
    y += example_intro(cr, c, &ex, y);
    struct cards_labels before_l, after_l;
    struct rules_outcome now;
    g->rules->outcome(&ex.before, &ex.opts, &now);
    cards_labels_for(&c->say, &ex.before, &now, &before_l);
    cards_labels_for(&c->say, &res.pos, &res.outcome, &after_l);
    before_l.n_legend = after_l.n_legend = 0; /* the page has its own legend */
    double bw, bh, half = TEXT_W / 2 - 4;
    cairo_surface_t *rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
    cairo_t *probe = cairo_create(rec);
    double legend_h = legend_move(probe, c, 0);
    cairo_destroy(probe);
    cairo_surface_destroy(rec);
    const char *labels[2] = {word(c, "before"), word(c, "after")};
    const struct rules_pos *shown[2] = {&ex.before, &res.pos};
    const struct cards_labels *says[2] = {&before_l, &after_l};
    double label_h = c->size * 1.5;
    cards_board_size(&ex.before, &before_l, &bw, &bh);
    bool side_by_side = bh > bw * 0.7; /* square boards side by side, long ones stacked */
    if (side_by_side) {
        double dh = fmin(half * bh / bw, BOTTOM - y - label_h - legend_h);
        for (int k = 0; k < 2; k++) {
            double x = MARGIN + k * (half + 8);
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
            body(cr, c, labels[k], true, 1.0, x, y, half);
            cards_board_draw(cr, shown[k], k == 0 ? &mark : NULL, says[k], x, y + label_h, half,
                             dh);
        }
        y += label_h + dh + 6;
    } else { /* long boards one above the other, their name on the left */
        double lw = 0;
        char font[48];
        cards_font(font, sizeof font, true, c->size);
        for (int k = 0; k < 2; k++)
            lw = fmax(lw, cards_text_width(cr, labels[k], font) + 8);
        double dh = fmin((TEXT_W - lw) * bh / bw, (BOTTOM - y - legend_h - 8) / 2);
        for (int k = 0; k < 2; k++) {
            cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
            body(cr, c, labels[k], true, 1.0, MARGIN, y + dh / 2 - c->size * 0.6, lw);
            cards_board_draw(cr, shown[k], k == 0 ? &mark : NULL, says[k], MARGIN + lw, y,
                             TEXT_W - lw, dh);
            y += dh + 4;
        }
    }
    return y + legend_move(cr, c, y);
}

typedef double (*page_fn)(cairo_t *cr, const struct page_ctx *c);

/* Draws page fn at the largest body size (from 9.5 pt down to 7 pt) whose content fits;
 * fixed at TURN_PT when fixed is set. */
static void draw_fitted(cairo_t *cr, struct page_ctx *c, page_fn fn, bool fixed)
{
    for (c->size = fixed ? TURN_PT : 9.5; !fixed && c->size > MIN_PT; c->size -= 0.5) {
        cairo_surface_t *rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
        cairo_t *probe = cairo_create(rec);
        double used = fn(probe, c);
        cairo_destroy(probe);
        cairo_surface_destroy(rec);
        if (used <= BOTTOM)
            break;
    }
    fn(cr, c);
}

int cards_pdf(const struct kb *kb, const struct kb_game *game, const struct cards_opts *opts,
              struct arb_buf *out, struct arb_err *err)
{
    static const page_fn pages[] = {page_setup, page_player, page_turn};
    cJSON *words = NULL;
    unsigned warnings = 0;
    int rc = cards_words_parse(&words, err);
    (void)kb;
    if (rc < 0)
        return rc;
    struct page_ctx c = {game, opts, {words, game->id, game, opts->lang}, {0}, false, TURN_PT};
    c.has_start = game->rules->start(&opts->rules, &c.start, &warnings, NULL) == 0;
    cairo_surface_t *surface =
        cairo_pdf_surface_create_for_stream(cards_buf_write, out, PAGE_W, PAGE_H);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, game->name);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Arbitre");
    /* the same request gives the same bytes: dated by the game's rule file, not the clock */
    char date[40];
    snprintf(date, sizeof date, "%.10sT00:00:00Z", game->updated ? game->updated : "2026-01-01");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, date);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, date);
    cairo_t *cr = cairo_create(surface);
    for (size_t p = 0; p < sizeof pages / sizeof pages[0]; p++) {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        draw_fitted(cr, &c, pages[p], pages[p] == page_turn);
        footer(cr, &c, (int)p + 1);
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    rc = cards_surface_close(surface, rc, err);
    cJSON_Delete(words);
    return rc;
}

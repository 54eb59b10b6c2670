/* cards_pdf.c — the three A5 rule cards of a game (setup, player sheet, the turn), laid out
 * from the knowledge base's own texts and verified examples. Each page's content is measured
 * first on a recording surface and set smaller until it fits, so nothing runs off the page. */
#include <cairo-pdf.h>
#include <stdio.h>
#include <string.h>

#include "cards_int.h"
#include "rules_json.h"

#define PAGE_W 419.53 /* A5 portrait: 148 mm */
#define PAGE_H 595.28 /* 210 mm */
#define MARGIN 28.0
#define FOOTER 34.0

struct page_ctx {
    const struct kb *kb;
    const struct kb_game *game;
    const struct cards_opts *opts;
    enum kb_lang lang;
    double size; /* body font size in points */
};

static const char *txt(const struct page_ctx *c, const char *fr, const char *en)
{
    return c->lang == KB_EN && en && en[0] ? en : fr;
}

static void cite_str(const struct arb_cite *cite, enum kb_lang lang, char *out, size_t cap)
{
    if (cite->page > 0)
        snprintf(out, cap, "p. %d", cite->page);
    else
        snprintf(out, cap, "%s « %s »", lang == KB_EN ? "section" : "rubrique",
                 cite->section ? cite->section : "");
}

static double font_text(cairo_t *cr, const struct page_ctx *c, const char *text, bool bold,
                        double scale, double x, double y, double w)
{
    char font[48];
    snprintf(font, sizeof font, "DejaVu Sans%s %.1f", bold ? " Bold" : "", c->size * scale);
    return cards_text(cr, text, font, x, y, w);
}

/* A line of text followed by its citation in grey; returns the height used. */
static double cited(cairo_t *cr, const struct page_ctx *c, const char *prefix, const char *text,
                    const struct arb_cite *cite, double x, double y, double w)
{
    char line[1400], where[160];
    cite_str(cite, c->lang, where, sizeof where);
    snprintf(line, sizeof line, "%s%s", prefix, text);
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    double h = font_text(cr, c, line, false, 1.0, x, y, w);
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    h += font_text(cr, c, where, false, 0.8, x + 12, y + h, w - 12);
    return h + c->size * 0.45;
}

static double heading(cairo_t *cr, const struct page_ctx *c, const char *text, double y)
{
    cairo_set_source_rgb(cr, 0.55, 0.25, 0.08);
    double h = font_text(cr, c, text, true, 1.25, MARGIN, y, PAGE_W - 2 * MARGIN);
    return h + c->size * 0.3;
}

static double title(cairo_t *cr, const struct page_ctx *c, const char *page_title)
{
    double w = PAGE_W - 2 * MARGIN;
    cairo_set_source_rgb(cr, 0.45, 0.45, 0.45);
    double h = cards_text(cr, c->game->name, "DejaVu Sans Bold 10", MARGIN, MARGIN, w);
    cairo_set_source_rgb(cr, 0.30, 0.15, 0.05);
    h += cards_text(cr, page_title, "DejaVu Sans Bold 17", MARGIN, MARGIN + h, w);
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

/* Two footer lines: what the card is and where it comes from; what backs it. */
static void footer(cairo_t *cr, const struct page_ctx *c, int page)
{
    char line[400];
    const struct kb_game *g = c->game;
    double w = PAGE_W - 2 * MARGIN, y = PAGE_H - FOOTER + 4;
    cairo_set_source_rgb(cr, 0.4, 0.4, 0.4);
    cairo_set_line_width(cr, 0.5);
    cairo_move_to(cr, MARGIN, PAGE_H - FOOTER);
    cairo_line_to(cr, PAGE_W - MARGIN, PAGE_H - FOOTER);
    cairo_stroke(cr);
    snprintf(line, sizeof line, "%s · %s %s · %s%s%s", g->name,
             c->lang == KB_EN ? "ruleset" : "règles", g->rules->preset, g->source.title,
             g->updated ? ", " : "", g->updated ? g->updated : "");
    y += cards_text(cr, line, "DejaVu Sans 6.5", MARGIN, y, w);
    snprintf(line, sizeof line, "%s %u positions · %d/3",
             c->lang == KB_EN ? "verified on" : "vérifié sur", game_verified(g), page);
    cards_text(cr, line, "DejaVu Sans 6.5", MARGIN, y, w);
}

/* Page 1: summary, setup steps, the start position drawn by the engine. */
static double page_setup(cairo_t *cr, const struct page_ctx *c)
{
    const struct kb_game *g = c->game;
    double w = PAGE_W - 2 * MARGIN, y = title(cr, c, c->lang == KB_EN ? "Setup" : "Mise en place");
    y += cited(cr, c, "", txt(c, g->summary.fr, g->summary.en), &g->summary.cite, MARGIN, y, w);
    y += heading(cr, c, c->lang == KB_EN ? "Step by step" : "Pas à pas", y);
    for (size_t i = 0; i < g->n_setup; i++) {
        char num[24];
        snprintf(num, sizeof num, "%zu. ", i + 1);
        y += cited(cr, c, num, txt(c, g->setup[i].fr, g->setup[i].en), &g->setup[i].cite, MARGIN, y,
                   w);
    }
    struct rules_pos start;
    unsigned warnings = 0;
    if (g->rules->start(&c->opts->rules, &start, &warnings, NULL) == 0) {
        double bw, bh;
        cards_board_size(&start, &bw, &bh);
        double dh = w * bh / bw;
        if (dh > 190)
            dh = 190;
        cards_board_draw(cr, &start, NULL, MARGIN, y + 4, w, dh);
        y += dh + 8;
    }
    return y;
}

/* Page 2: goal, the turn in brief, how it ends, the common mistakes. */
static double page_player(cairo_t *cr, const struct page_ctx *c)
{
    const struct kb_game *g = c->game;
    double w = PAGE_W - 2 * MARGIN;
    double y = title(cr, c, c->lang == KB_EN ? "Player sheet" : "Fiche joueur");
    y += heading(cr, c, c->lang == KB_EN ? "Your turn" : "Ton tour", y);
    for (size_t i = 0; i < g->n_turn; i++)
        y += cited(cr, c, "• ", txt(c, g->turn[i].fr, g->turn[i].en), &g->turn[i].cite, MARGIN, y,
                   w);
    y += heading(cr, c, c->lang == KB_EN ? "Winning and the end" : "Gagner et fin de partie", y);
    for (size_t i = 0; i < g->n_end; i++)
        y += cited(cr, c, "• ", txt(c, g->end[i].fr, g->end[i].en), &g->end[i].cite, MARGIN, y, w);
    bool first = true;
    for (size_t i = 0; i < g->n_entries; i++) {
        const struct kb_entry *e = &g->entries[i];
        if (e->kind != KB_KIND_MISTAKE)
            continue;
        if (first)
            y += heading(cr, c, c->lang == KB_EN ? "Common mistakes" : "Erreurs fréquentes", y);
        first = false;
        char line[1200];
        snprintf(line, sizeof line, "%s — %s", txt(c, e->question, e->en_question),
                 txt(c, e->answer, e->en_answer));
        y += cited(cr, c, "✗ ", line, &e->cite, MARGIN, y, w);
    }
    return y;
}

/* The example of page 3: a verified scenario with a legal move, preferring a capture. */
static const struct kb_scenario *pick_example(const struct kb_game *g, const struct kb_entry **of)
{
    const struct kb_scenario *best = NULL;
    int best_score = -1;
    for (size_t i = 0; i < g->n_entries; i++) {
        const struct kb_entry *e = &g->entries[i];
        for (size_t k = 0; k < e->n_scenarios; k++) {
            const struct kb_scenario *s = &e->scenarios[k];
            const cJSON *expect = cJSON_GetObjectItem(s->json, "expect");
            if (!s->passed || !cJSON_GetObjectItem(s->json, "position") ||
                !cJSON_GetObjectItem(s->json, "move") ||
                cJSON_IsFalse(cJSON_GetObjectItem(expect, "legal")) ||
                cJSON_GetObjectItem(expect, "reason"))
                continue;
            const cJSON *cap = cJSON_GetObjectItem(expect, "captured");
            int score = 1 + (cJSON_IsNumber(cap) && cap->valuedouble > 0 ? 2 : 0) +
                        (e->kind == KB_KIND_RULE ? 1 : 0);
            if (score > best_score) {
                best_score = score;
                best = s;
                *of = e;
            }
        }
    }
    return best;
}

/* Page 3: the turn as a flow of steps and a real example move, before and after. */
static double page_turn(cairo_t *cr, const struct page_ctx *c)
{
    const struct kb_game *g = c->game;
    double w = PAGE_W - 2 * MARGIN;
    double y = title(cr, c, c->lang == KB_EN ? "The turn" : "Déroulement du tour");
    for (size_t i = 0; i < g->n_turn; i++) {
        char num[24];
        snprintf(num, sizeof num, "%zu", i + 1);
        double top = y;
        cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
        double h = font_text(cr, c, txt(c, g->turn[i].fr, g->turn[i].en), false, 1.0, MARGIN + 26,
                             y + 4, w - 34);
        cairo_set_source_rgb(cr, 0.55, 0.25, 0.08);
        cairo_set_line_width(cr, 1);
        cairo_rectangle(cr, MARGIN, top, w, h + 8);
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
    const struct kb_entry *entry = NULL;
    const struct kb_scenario *ex = pick_example(g, &entry);
    struct rules_pos before;
    struct rules_move move;
    struct rules_opts opts = rules_opts_default();
    if (!ex ||
        rules_json_read_position(g->rules, cJSON_GetObjectItem(ex->json, "position"), &before,
                                 NULL) ||
        rules_json_read_move(g->rules, cJSON_GetObjectItem(ex->json, "move"), &move, NULL) ||
        rules_json_read_options(g->rules, cJSON_GetObjectItem(ex->json, "options"), false, &opts,
                                NULL))
        return y;
    struct cards_mark mark;
    struct rules_result res;
    if (cards_mark_move(g->rules, &before, &opts, &move, &mark) ||
        g->rules->play(&before, &opts, &move, &res, NULL))
        return y;
    y += 6;
    y += heading(cr, c, c->lang == KB_EN ? "Example" : "Exemple", y);
    y += cited(cr, c, "", txt(c, entry->question, entry->en_question), &entry->cite, MARGIN, y, w);
    double bw, bh, half = w / 2 - 4;
    cards_board_size(&before, &bw, &bh);
    const char *labels[2] = {c->lang == KB_EN ? "Before" : "Avant",
                             c->lang == KB_EN ? "After" : "Après"};
    if (before.kind == RULES_QAWALE) { /* square boards side by side */
        double dh = half * bh / bw;
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
        font_text(cr, c, labels[0], true, 0.9, MARGIN, y, half);
        font_text(cr, c, labels[1], true, 0.9, MARGIN + half + 8, y, half);
        y += c->size * 1.5;
        cards_board_draw(cr, &before, &mark, MARGIN, y, half, dh);
        cards_board_draw(cr, &res.pos, NULL, MARGIN + half + 8, y, half, dh);
        return y + dh + 6;
    }
    double dh = w * bh / bw; /* long boards one above the other */
    if (dh > 140)
        dh = 140;
    const struct rules_pos *shown[2] = {&before, &res.pos};
    for (int k = 0; k < 2; k++) {
        cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
        y += font_text(cr, c, labels[k], true, 0.9, MARGIN, y, w);
        cards_board_draw(cr, shown[k], k == 0 ? &mark : NULL, MARGIN, y, w, dh);
        y += dh + 4;
    }
    return y;
}

typedef double (*page_fn)(cairo_t *cr, const struct page_ctx *c);

/* Draws page fn at the largest body size (from 9 pt down to 5.5 pt) whose content fits. */
static void draw_fitted(cairo_t *cr, struct page_ctx *c, page_fn fn)
{
    for (c->size = 9.0; c->size > 5.5; c->size -= 0.5) {
        cairo_surface_t *rec = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
        cairo_t *probe = cairo_create(rec);
        double used = fn(probe, c);
        cairo_destroy(probe);
        cairo_surface_destroy(rec);
        if (used <= PAGE_H - FOOTER - 6)
            break;
    }
    fn(cr, c);
}

int cards_pdf(const struct kb *kb, const struct kb_game *game, const struct cards_opts *opts,
              struct cards_buf *out, struct arb_err *err)
{
    static const page_fn pages[] = {page_setup, page_player, page_turn};
    struct page_ctx c = {kb, game, opts, opts->lang, 9.0};
    cairo_surface_t *surface =
        cairo_pdf_surface_create_for_stream(cards_buf_write, out, PAGE_W, PAGE_H);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, game->name);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Arbitre");
    cairo_t *cr = cairo_create(surface);
    for (size_t p = 0; p < sizeof pages / sizeof pages[0]; p++) {
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_paint(cr);
        draw_fitted(cr, &c, pages[p]);
        footer(cr, &c, (int)p + 1);
        cairo_show_page(cr);
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    int rc = 0;
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
        rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "La fiche n'a pas pu être produite.");
    cairo_surface_destroy(surface);
    return rc;
}

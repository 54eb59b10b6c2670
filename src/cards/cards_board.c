/* cards_board.c — draws a position: mancala boards (pits, seeds, stores, the seats by their
 * rows) and the Qawale grid (stacks seen from the side, visible tops outlined, the hands),
 * with an optional move highlighted (refused: crossed out, path dashed) and a caption.
 * Everything is drawn inside the box it is given, whatever the counts, and no label prints
 * smaller than CARDS_MIN_PT once the board is scaled into its box. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cards_int.h"

#define PI 3.14159265358979323846
#define U 60.0    /* mancala unit: one pit slot */
#define MM 0.6    /* mancala margin above and below a 2-player board, in U (seat labels) */
#define C 100.0   /* qawale cell */
#define QM 34.0   /* qawale margin for the rank labels */
#define QT 8.0    /* qawale margin above the grid */
#define QLINE 28  /* qawale: height of the file labels and of each seat line */
#define BASE 12.0 /* label size at scale 1 */
#define CAPTION_PAD 10.0
#define LEGEND_H 30.0 /* the legend row under a board */

static const struct cards_rgb wood = {0.87, 0.74, 0.53}, pit_fill = {0.96, 0.90, 0.78},
                              ink = {0.16, 0.13, 0.10}, seed = {0.42, 0.27, 0.14},
                              origin_c = {0.10, 0.35, 0.80}, path_c = {0.12, 0.55, 0.25},
                              capture_c = {0.80, 0.12, 0.10}, cross_c = {0.85, 0.05, 0.05},
                              neutral_c = {0.93, 0.50, 0.12}, light_c = {0.99, 0.98, 0.94},
                              dark_c = {0.30, 0.19, 0.10}, top_c = {0.85, 0.10, 0.50};

static void set(cairo_t *cr, struct cards_rgb c)
{
    cairo_set_source_rgb(cr, c.r, c.g, c.b);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double r)
{
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, PI / 2, PI);
    cairo_arc(cr, x + r, y + r, r, PI, 3 * PI / 2);
    cairo_close_path(cr);
}

static void arrow(cairo_t *cr, double x0, double y0, double x1, double y1, double shorten)
{
    double dx = x1 - x0, dy = y1 - y0, len = hypot(dx, dy);
    if (len < 2 * shorten + 1)
        return;
    double ux = dx / len, uy = dy / len;
    double ax = x0 + ux * shorten, ay = y0 + uy * shorten;
    double bx = x1 - ux * shorten, by = y1 - uy * shorten;
    cairo_move_to(cr, ax, ay);
    cairo_line_to(cr, bx, by);
    cairo_stroke(cr);
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_move_to(cr, bx, by);
    cairo_line_to(cr, bx - ux * 9 - uy * 5, by - uy * 9 + ux * 5);
    cairo_line_to(cr, bx - ux * 9 + uy * 5, by - uy * 9 - ux * 5);
    cairo_close_path(cr);
    cairo_fill(cr);
    cairo_restore(cr);
}

/* A red cross of half-size r on (x, y). */
static void cross(cairo_t *cr, double x, double y, double r)
{
    cairo_save(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
    cairo_set_line_width(cr, r / 4);
    set(cr, cross_c);
    cairo_move_to(cr, x - r, y - r);
    cairo_line_to(cr, x + r, y + r);
    cairo_move_to(cr, x + r, y - r);
    cairo_line_to(cr, x - r, y + r);
    cairo_stroke(cr);
    cairo_restore(cr);
}

double cards_board_font(double s)
{
    return fmax(BASE, CARDS_MIN_PT / s);
}

/* A label of size f (natural units) centred on (x, y), rotated by angle. */
static void label_at(cairo_t *cr, const char *text, bool bold, double f, double x, double y,
                     double angle)
{
    char font[48];
    cards_font(font, sizeof font, bold, f);
    cairo_save(cr);
    cairo_translate(cr, x, y);
    cairo_rotate(cr, angle);
    cards_text_centered(cr, text, font, 0, 0);
    cairo_restore(cr);
}

/* The caption under a board: wrapped to width, at the label size. */
static double caption_height(const struct cards_labels *labels, double width)
{
    if (!labels || !labels->caption[0])
        return 0;
    cairo_surface_t *probe = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1);
    cairo_t *cr = cairo_create(probe);
    char font[48];
    cards_font(font, sizeof font, false, BASE);
    double h = cards_text_height(cr, labels->caption, font, width);
    cairo_destroy(cr);
    cairo_surface_destroy(probe);
    return h + CAPTION_PAD;
}

static void draw_caption(cairo_t *cr, const struct cards_labels *labels, double f, double x,
                         double y, double width)
{
    char font[48];
    if (!labels || !labels->caption[0])
        return;
    cards_font(font, sizeof font, false, f);
    set(cr, ink);
    cards_text(cr, labels->caption, font, x, y + CAPTION_PAD / 2, width);
}

/* The legend row centred on (cx, y): each item's swatch then its words. */
static void draw_legend(cairo_t *cr, const struct cards_labels *labels, double f, double cx,
                        double y)
{
    char font[48];
    double tw[3], d = f * 1.6, total = 0;
    int n = labels ? labels->n_legend : 0;
    cards_font(font, sizeof font, false, f);
    for (int k = 0; k < n; k++) {
        tw[k] = cards_text_width(cr, labels->legend[k].text, font);
        total += d + 4 + tw[k] + (k + 1 < n ? 14 : 0);
    }
    double x = cx - total / 2;
    for (int k = 0; k < n; k++) {
        cards_swatch(cr, labels->legend[k].kind, x + d / 2, y, d);
        set(cr, ink);
        cards_text_centered(cr, labels->legend[k].text, font, x + d + 4 + tw[k] / 2, y);
        x += d + 4 + tw[k] + 14;
    }
}

static double legend_height(const struct cards_labels *labels)
{
    return labels && labels->n_legend ? LEGEND_H : 0;
}

/* ---- mancala ---------------------------------------------------------------------------- */

struct ring_geom {
    int players, holes;
    double w, h; /* board size without margins */
};

static struct ring_geom ring_geom(const struct mancala_pos *m)
{
    struct ring_geom g = {m->players, m->holes, 0, 0};
    if (m->players == 2) {
        g.w = (m->holes + 2) * U;
        g.h = 2.8 * U;
    } else {
        g.w = g.h = (m->holes + 3) * U;
    }
    return g;
}

/* Natural offset of the board's top-left corner inside the drawing. */
static void ring_origin(const struct ring_geom *g, double *x, double *y)
{
    *x = g->players == 2 ? 0.2 * U : 0.15 * U;
    *y = g->players == 2 ? MM * U : 0.15 * U;
}

/* Side p of a square board: start corner (sx, sy), direction (ux, uy), inward normal. */
static void side_of(const struct ring_geom *g, int p, double *sx, double *sy, double *ux,
                    double *uy)
{
    static const double cx[] = {0, 1, 1, 0}, cy[] = {1, 1, 0, 0};
    *sx = cx[p] * g->w;
    *sy = cy[p] * g->h;
    *ux = (cx[(p + 1) % 4] - cx[p]);
    *uy = (cy[(p + 1) % 4] - cy[p]);
}

/* Centre of ring cell idx relative to the board's top-left corner; *along is the sowing
 * direction there and (*nx, *ny) the inward normal. */
static void cell_center(const struct ring_geom *g, int idx, double *x, double *y, bool *store,
                        double *ax, double *ay)
{
    int p = idx / (g->holes + 1), i = idx % (g->holes + 1);
    *store = i == g->holes;
    if (g->players == 2) {
        *ax = p == 0 ? 1 : -1;
        *ay = 0;
        if (*store) {
            *x = p == 0 ? g->w - 0.6 * U : 0.6 * U;
            *y = g->h / 2;
        } else {
            *x = p == 0 ? (1.5 + i) * U : (1.5 + (g->holes - 1 - i)) * U;
            *y = p == 0 ? g->h - 0.75 * U : 0.75 * U;
        }
        return;
    }
    double sx, sy, ux, uy;
    side_of(g, p, &sx, &sy, &ux, &uy);
    double nx = uy, ny = -ux; /* inward normal (y grows downwards) */
    *ax = ux;
    *ay = uy;
    if (*store) { /* in the corner where the side ends */
        *x = sx + ux * g->w - ux * 0.9 * U + nx * 0.9 * U;
        *y = sy + uy * g->h - uy * 0.9 * U + ny * 0.9 * U;
    } else {
        double t = (2 + i) * U;
        *x = sx + ux * t + nx * 0.75 * U;
        *y = sy + uy * t + ny * 0.75 * U;
    }
}

static void draw_seeds(cairo_t *cr, double x, double y, int n, double r)
{
    set(cr, seed);
    for (int k = 0; k < n; k++) {
        double ring = k < 1 ? 0 : k < 7 ? 0.45 : 0.8;
        int first = k < 1 ? 0 : k < 7 ? 1 : 7, count = k < 1 ? 1 : k < 7 ? 6 : 12;
        double a = 2 * PI * (k - first) / count + (ring > 0.5 ? 0.26 : 0);
        cairo_new_sub_path(cr);
        cairo_arc(cr, x + cos(a) * ring * r * 0.75, y + sin(a) * ring * r * 0.75, r * 0.13, 0,
                  2 * PI);
        cairo_fill(cr);
    }
}

/* The outline of a pit: its colour and width from the move's marks. */
static void pit_outline(cairo_t *cr, const struct cards_mark *mk, int idx, int drops)
{
    cairo_set_line_width(cr, 1.2);
    set(cr, ink);
    if (!mk)
        return;
    if (mk->origin == idx && !mk->refused) {
        cairo_set_line_width(cr, 4);
        set(cr, origin_c);
    } else if (mk->captured >> idx & 1) { /* dashed too: told apart without the colours */
        cairo_set_line_width(cr, 4);
        cairo_set_dash(cr, (const double[]){10, 6}, 2, 0);
        set(cr, capture_c);
    } else if (drops) {
        cairo_set_line_width(cr, 3);
        set(cr, path_c);
    }
}

/* One pit or store: hollow, seeds (or the count in big when the board is small), labels. */
static void draw_pit(cairo_t *cr, const struct ring_geom *g, const struct mancala_pos *m,
                     const struct cards_mark *mk, int idx, int drops, double f)
{
    double x, y, ax, ay;
    bool store;
    char label[32];
    cell_center(g, idx, &x, &y, &store, &ax, &ay);
    int n = m->cell[idx];
    double r = 0.4 * U;
    bool compact = f > 16; /* labels would not fit beside the pit: the count goes inside */
    set(cr, pit_fill);
    cairo_new_path(cr); /* no line from the previous label to this pit */
    if (store && g->players == 2)
        rounded_rect(cr, x - 0.4 * U, y - 0.85 * U, 0.8 * U, 1.7 * U, 0.35 * U);
    else
        cairo_arc(cr, x, y, store ? 0.5 * U : r, 0, 2 * PI);
    cairo_fill_preserve(cr);
    pit_outline(cr, mk, idx, drops);
    cairo_stroke(cr);
    cairo_set_dash(cr, NULL, 0, 0);
    snprintf(label, sizeof label, "%d", n);
    set(cr, ink);
    if (store || compact || n > 12) {
        double big = fmax(f * 1.15, n > 999 ? 10 : 16);
        if (n > 9999)
            big = fmax(f, 10);
        label_at(cr, label, true, big, x, y, 0);
    } else {
        draw_seeds(cr, x, y, n, r);
        set(cr, ink);
        /* between the pit and the board's edge */
        double ox = -ay, oy = ax; /* outward */
        label_at(cr, label, false, f, x + ox * (0.4 * U + f * 0.45), y + oy * (0.4 * U + f * 0.45),
                 0);
    }
    if (drops && !compact) {
        set(cr, path_c);
        snprintf(label, sizeof label, "+%d", drops);
        double ox = -ay, oy = ax;
        label_at(cr, label, true, f, x + ax * 0.45 * U + ox * 0.4 * U,
                 y + ay * 0.45 * U + oy * 0.4 * U, 0);
    }
}

/* The seat labels: above and below a 2-player board, inside a square one along each side. */
static void draw_seats(cairo_t *cr, const struct ring_geom *g, const struct cards_labels *l,
                       double f)
{
    for (int p = 0; l && p < g->players; p++) {
        double x, y, angle = 0;
        if (g->players == 2) {
            x = g->w / 2;
            y = p == 0 ? g->h + MM * U / 2 : -MM * U / 2;
        } else {
            double sx, sy, ux, uy;
            side_of(g, p, &sx, &sy, &ux, &uy);
            double in = 1.25 * U + f * 0.8;
            x = sx + ux * g->w / 2 + uy * in;
            y = sy + uy * g->h / 2 - ux * in;
            angle = p == 1 ? -PI / 2 : p == 3 ? PI / 2 : 0;
        }
        set(cr, p == l->strong ? origin_c : ink);
        label_at(cr, l->seat[p], p == l->strong, f * 1.1, x, y, angle);
    }
}

static void draw_mancala(cairo_t *cr, const struct mancala_pos *m, const struct cards_mark *mk,
                         const struct cards_labels *labels, double f)
{
    struct ring_geom g = ring_geom(m);
    int cells = m->players * (m->holes + 1);
    int drops[RULES_MANCALA_CELLS] = {0};

    set(cr, wood);
    rounded_rect(cr, 0, 0, g.w, g.h, 0.45 * U);
    cairo_fill(cr);
    for (int k = 0; mk && !mk->refused && k < mk->path_len; k++)
        drops[mk->path[k]]++;
    for (int idx = 0; idx < cells; idx++)
        draw_pit(cr, &g, m, mk, idx, drops[idx], f);
    /* sowing path: arrows from the origin through the first lap; it ends at the first cell sown
     * again (the step over a skipped origin would cut across the played pit and its count) */
    if (mk && mk->origin >= 0 && mk->path_len > 0) {
        double px, py, qx, qy, ax, ay;
        bool s, sown[RULES_MANCALA_CELLS] = {false};
        cell_center(&g, mk->origin, &px, &py, &s, &ax, &ay);
        cairo_set_line_width(cr, 2);
        set(cr, origin_c);
        int steps = mk->path_len < cells ? mk->path_len : cells;
        for (int k = 0; k < steps && !sown[mk->path[k]]; k++) {
            sown[mk->path[k]] = true;
            cell_center(&g, mk->path[k], &qx, &qy, &s, &ax, &ay);
            arrow(cr, px, py, qx, qy, 0.42 * U);
            px = qx;
            py = qy;
        }
    }
    if (mk && mk->cross >= 0) {
        double x, y, ax, ay;
        bool s;
        cell_center(&g, mk->cross, &x, &y, &s, &ax, &ay);
        cross(cr, x, y, 0.32 * U);
    }
    draw_seats(cr, &g, labels, f);
}

/* ---- qawale ----------------------------------------------------------------------------- */

static struct cards_rgb pebble_rgb(unsigned pebble)
{
    return pebble == QAWALE_LIGHT ? light_c : pebble == QAWALE_DARK ? dark_c : neutral_c;
}

static void qcell_center(int cell, double *x, double *y)
{
    *x = QM + (cell % 4) * C + C / 2;
    *y = (3 - cell / 4) * C + C / 2;
}

/* One pebble as a flat bar; the visible top is outlined in top_c. */
static void pebble(cairo_t *cr, unsigned kind, bool top, double x, double y, double w, double h)
{
    set(cr, pebble_rgb(kind));
    rounded_rect(cr, x, y, w, h, fmin(3, h / 3));
    cairo_fill_preserve(cr);
    cairo_set_line_width(cr, top ? 3 : 0.8);
    set(cr, top ? top_c : ink);
    cairo_stroke(cr);
}

static void draw_stacks(cairo_t *cr, const struct qawale_pos *q, const struct cards_mark *mk,
                        double f)
{
    char label[16];
    for (int cell = 0; cell < QAWALE_CELLS; cell++) {
        double x = QM + (cell % 4) * C, y = (3 - cell / 4) * C;
        set(cr, pit_fill);
        rounded_rect(cr, x + 4, y + 4, C - 8, C - 8, 8);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 1);
        set(cr, ink);
        if (mk && mk->origin == cell) {
            cairo_set_line_width(cr, 4);
            set(cr, origin_c);
        }
        cairo_stroke(cr);
        int h = q->height[cell];
        double bar = h ? fmin(13.0, (C - 22) / h) : 0;
        bool counted = h > 4; /* a tall stack: narrower, its height written beside it */
        double sx = x + C * (counted ? 0.12 : 0.2), sw = C * (counted ? 0.52 : 0.6);
        for (int k = 0; k < h; k++) {
            unsigned kind = (unsigned)(q->stack[cell] >> (2 * k)) & 3u;
            pebble(cr, kind, k == h - 1, sx, y + C - 10 - (k + 1) * bar, sw,
                   bar - (bar > 4 ? 1.5 : 0.5));
        }
        if (counted) {
            set(cr, ink);
            snprintf(label, sizeof label, "%d", h);
            label_at(cr, label, true, f, x + C * 0.82, y + C / 2, 0);
        }
    }
}

/* The path: arrows cell to cell (dashed for a refused move) and, in each cell's corner, the
 * steps that drop a pebble there. */
static void draw_qpath(cairo_t *cr, const struct cards_mark *mk, double f)
{
    char steps[QAWALE_CELLS][64] = {{0}};
    double px, py, qx, qy;
    qcell_center(mk->origin, &px, &py);
    cairo_set_line_width(cr, 2.5);
    if (mk->refused)
        cairo_set_dash(cr, (const double[]){7, 5}, 2, 0);
    for (int k = 0; k < mk->path_len; k++) {
        int c = mk->path[k];
        qcell_center(c, &qx, &qy);
        double off = 4.0 * (k % 3) - 4; /* keeps loops readable */
        set(cr, origin_c);
        arrow(cr, px + off, py + off, qx + off, qy + off, 22);
        size_t at = strlen(steps[c]);
        snprintf(steps[c] + at, sizeof steps[c] - at, "%s%d", at ? "·" : "", k + 1);
        px = qx;
        py = qy;
    }
    cairo_set_dash(cr, NULL, 0, 0);
    for (int c = 0; c < QAWALE_CELLS; c++) {
        if (!steps[c][0])
            continue;
        char font[48];
        cards_font(font, sizeof font, true, f);
        qcell_center(c, &qx, &qy);
        double tw = cards_text_width(cr, steps[c], font), th = f * 1.25;
        set(cr, pit_fill); /* a backing, so the steps read over a tall stack */
        rounded_rect(cr, qx - C / 2 + 7, qy - C / 2 + 6, fmin(tw, C - 18) + 4, th, 3);
        cairo_fill(cr);
        set(cr, path_c);
        cards_text(cr, steps[c], font, qx - C / 2 + 9, qy - C / 2 + 6, C - 18);
    }
}

static void draw_qawale(cairo_t *cr, const struct qawale_pos *q, const struct cards_mark *mk,
                        const struct cards_labels *labels, double f)
{
    char label[16];
    set(cr, wood);
    rounded_rect(cr, QM - 6, -6, 4 * C + 12, 4 * C + 12, 10);
    cairo_fill(cr);
    draw_stacks(cr, q, mk, f);
    set(cr, ink);
    for (int k = 0; k < 4; k++) {
        snprintf(label, sizeof label, "%c", 'a' + k);
        label_at(cr, label, true, f, QM + k * C + C / 2, 4 * C + 6 + QLINE / 2, 0);
        snprintf(label, sizeof label, "%d", k + 1);
        label_at(cr, label, true, f, QM / 2 - 4, (3 - k) * C + C / 2, 0);
    }
    if (mk && mk->origin >= 0)
        draw_qpath(cr, mk, f);
    if (mk && mk->cross >= 0) {
        double x, y;
        qcell_center(mk->cross, &x, &y);
        cross(cr, x, y, 0.3 * C);
    }
    for (int p = 0; labels && p < 2; p++) {
        set(cr, p == labels->strong ? origin_c : ink);
        label_at(cr, labels->seat[p], p == labels->strong, f, QM + 2 * C,
                 4 * C + 6 + QLINE * (p + 1) + QLINE / 2, 0);
    }
    draw_legend(cr, labels, f, QM + 2 * C, 4 * C + 6 + QLINE * 3 + LEGEND_H / 2);
}

/* ---- each family's drawing, for its table (cards_family.c) ---------------------------- */

void cards_mancala_size(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                        double *h, double *cap_w)
{
    struct ring_geom g = ring_geom(&pos->m);
    double ox, oy;
    ring_origin(&g, &ox, &oy);
    *w = g.w + 2 * ox;
    *h = g.h + 2 * oy + legend_height(labels);
    *cap_w = g.w;
}

void cards_mancala_place(const struct rules_pos *pos, int place, double *x, double *y)
{
    struct ring_geom g = ring_geom(&pos->m);
    double ox, oy, ax, ay;
    bool store;
    cell_center(&g, place, x, y, &store, &ax, &ay);
    ring_origin(&g, &ox, &oy);
    *x += ox;
    *y += oy;
}

void cards_mancala_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                        const struct cards_labels *labels, double f)
{
    struct ring_geom g = ring_geom(&pos->m);
    double ox, oy;
    ring_origin(&g, &ox, &oy);
    cairo_translate(cr, ox, oy);
    draw_mancala(cr, &pos->m, mark, labels, f);
    draw_legend(cr, labels, f, g.w / 2, g.h + oy + LEGEND_H / 2);
}

void cards_qawale_size(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                       double *h, double *cap_w)
{
    (void)pos;
    *w = QM + 4 * C + 20;
    *h = QT + 4 * C + 6 + 3 * QLINE + 4 + legend_height(labels);
    *cap_w = 4 * C;
}

void cards_qawale_place(const struct rules_pos *pos, int place, double *x, double *y)
{
    (void)pos;
    qcell_center(place, x, y);
    *y += QT;
}

void cards_qawale_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                       const struct cards_labels *labels, double f)
{
    cairo_translate(cr, 0, QT);
    draw_qawale(cr, &pos->q, mark, labels, f);
}

/* ---- the drawing ------------------------------------------------------------------------ */

void cards_board_size(const struct rules_pos *pos, const struct cards_labels *labels, double *w,
                      double *h)
{
    double cap_w;
    cards_family_of(pos)->size(pos, labels, w, h, &cap_w);
    *h += caption_height(labels, cap_w);
}

void cards_board_place(const struct rules_pos *pos, int place, double *x, double *y)
{
    cards_family_of(pos)->place(pos, place, x, y);
}

double cards_board_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                        const struct cards_labels *labels, double x, double y, double w, double h)
{
    const struct cards_family *fam = cards_family_of(pos);
    double nw, nh, bw, bh, cap_w;
    cards_board_size(pos, labels, &nw, &nh);
    fam->size(pos, labels, &bw, &bh, &cap_w);
    double s = fmin(w / nw, h / nh), f = cards_board_font(s);
    cairo_save(cr);
    cairo_new_path(cr);
    cairo_translate(cr, x + (w - nw * s) / 2, y + (h - nh * s) / 2);
    cairo_scale(cr, s, s);
    draw_caption(cr, labels, f, (bw - cap_w) / 2, bh, cap_w);
    fam->draw(cr, pos, mark, labels, f);
    cairo_restore(cr);
    return s;
}

/* ---- legend swatches -------------------------------------------------------------------- */

void cards_swatch(cairo_t *cr, enum cards_swatch kind, double x, double y, double d)
{
    double r = d / 2;
    cairo_save(cr);
    cairo_new_path(cr);
    switch (kind) {
    case CARDS_SW_ORIGIN:
    case CARDS_SW_PATH:
    case CARDS_SW_CAPTURE:
        set(cr, pit_fill);
        cairo_arc(cr, x, y, r * 0.8, 0, 2 * PI);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, d / 7);
        set(cr, kind == CARDS_SW_ORIGIN ? origin_c : kind == CARDS_SW_PATH ? path_c : capture_c);
        if (kind == CARDS_SW_CAPTURE)
            cairo_set_dash(cr, (const double[]){d / 5, d / 8}, 2, 0);
        cairo_stroke(cr);
        break;
    case CARDS_SW_LIGHT:
    case CARDS_SW_DARK:
    case CARDS_SW_NEUTRAL:
    case CARDS_SW_TOP: {
        unsigned pk = kind == CARDS_SW_LIGHT  ? QAWALE_LIGHT
                      : kind == CARDS_SW_DARK ? QAWALE_DARK
                                              : QAWALE_NEUTRAL;
        cairo_scale(cr, d / 24, d / 24);
        pebble(cr, pk, kind == CARDS_SW_TOP, x * 24 / d - 12, y * 24 / d - 4, 24, 8);
        break;
    }
    }
    cairo_restore(cr);
}

/* cards_board.c — draws a position: mancala boards (pits, seeds, stores, the player to move)
 * and the Qawale grid (stacks seen from the side, visible tops outlined), with an optional
 * move highlighted. Everything is drawn inside the box it is given, whatever the counts. */
#include <math.h>
#include <stdio.h>

#include "cards_int.h"

#define PI 3.14159265358979323846
#define U 60.0  /* mancala unit: one pit slot */
#define C 100.0 /* qawale cell */
#define QM 34.0 /* qawale margin for the file and rank labels */

struct rgb {
    double r, g, b;
};
static const struct rgb wood = {0.87, 0.74, 0.53}, pit_fill = {0.96, 0.90, 0.78},
                        ink = {0.16, 0.13, 0.10}, seed = {0.42, 0.27, 0.14},
                        origin_c = {0.10, 0.35, 0.80}, path_c = {0.12, 0.55, 0.25},
                        capture_c = {0.80, 0.12, 0.10}, neutral_c = {0.90, 0.52, 0.16},
                        light_c = {0.97, 0.93, 0.82}, dark_c = {0.33, 0.21, 0.12};

static void set(cairo_t *cr, struct rgb c)
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
    cairo_move_to(cr, bx, by);
    cairo_line_to(cr, bx - ux * 9 - uy * 5, by - uy * 9 + ux * 5);
    cairo_line_to(cr, bx - ux * 9 + uy * 5, by - uy * 9 - ux * 5);
    cairo_close_path(cr);
    cairo_fill(cr);
}

/* ---- mancala ---------------------------------------------------------------------------- */

struct ring_geom {
    int players, holes;
    double w, h; /* board size without margins */
};

static struct ring_geom ring_geom(const struct mancala_pos *m)
{
    struct ring_geom g = {m->players, m->holes, (m->holes + 2) * U, 0};
    g.h = m->players == 2 ? 2.8 * U : g.w;
    return g;
}

/* Centre of ring cell idx; the board's top-left corner is (0, 0). */
static void cell_center(const struct ring_geom *g, int idx, double *x, double *y, bool *store)
{
    int p = idx / (g->holes + 1), i = idx % (g->holes + 1);
    *store = i == g->holes;
    if (g->players == 2) {
        double row_y = p == 0 ? g->h - 0.75 * U : 0.75 * U;
        if (*store) {
            *x = p == 0 ? g->w - 0.6 * U : 0.6 * U;
            *y = g->h / 2;
        } else {
            *x = p == 0 ? (1.5 + i) * U : (1.5 + (g->holes - 1 - i)) * U;
            *y = row_y;
        }
        return;
    }
    /* square board: side p runs from corner p to corner p + 1 (BL, BR, TR, TL) */
    static const double cx[] = {0, 1, 1, 0}, cy[] = {1, 1, 0, 0};
    double sx = cx[p] * g->w, sy = cy[p] * g->h;
    double ex = cx[(p + 1) % 4] * g->w, ey = cy[(p + 1) % 4] * g->h;
    double ux = (ex - sx) / g->w, uy = (ey - sy) / g->h;
    double nx = uy, ny = -ux; /* inward normal (y grows downwards) */
    if (*store) {
        *x = ex - ux * 0.75 * U + nx * 0.75 * U;
        *y = ey - uy * 0.75 * U + ny * 0.75 * U;
    } else {
        double t = (1.5 + i) * U;
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

static void draw_mancala(cairo_t *cr, const struct mancala_pos *m, const struct cards_mark *mk)
{
    struct ring_geom g = ring_geom(m);
    int cells = m->players * (m->holes + 1);
    char label[32];
    int drops[RULES_MANCALA_CELLS] = {0};

    set(cr, wood);
    rounded_rect(cr, 0, 0, g.w, g.h, 0.45 * U);
    cairo_fill(cr);
    for (int k = 0; mk && k < mk->path_len; k++)
        drops[mk->path[k]]++;

    for (int idx = 0; idx < cells; idx++) {
        double x, y;
        bool store;
        cell_center(&g, idx, &x, &y, &store);
        int n = m->cell[idx];
        double r = 0.4 * U;
        set(cr, pit_fill);
        cairo_new_path(cr); /* no line from the previous label to this pit */
        if (store && m->players == 2)
            rounded_rect(cr, x - 0.4 * U, y - 0.85 * U, 0.8 * U, 1.7 * U, 0.35 * U);
        else
            cairo_arc(cr, x, y, store ? 0.5 * U : r, 0, 2 * PI);
        cairo_fill_preserve(cr);
        cairo_set_line_width(cr, 1.2);
        set(cr, ink);
        if (mk && mk->origin == idx) {
            cairo_set_line_width(cr, 4);
            set(cr, origin_c);
        } else if (mk && (mk->captured >> idx & 1)) {
            cairo_set_line_width(cr, 4);
            set(cr, capture_c);
        } else if (drops[idx]) {
            cairo_set_line_width(cr, 3);
            set(cr, path_c);
        }
        cairo_stroke(cr);
        if (!store && n <= 12) {
            draw_seeds(cr, x, y, n, r);
        }
        set(cr, ink);
        snprintf(label, sizeof label, "%d", n);
        if (store || n > 12)
            cards_text_centered(cr, label, n > 999 ? "DejaVu Sans Bold 10" : "DejaVu Sans Bold 14",
                                x, y);
        else
            cards_text_centered(cr, label, "DejaVu Sans 8", x + 0.36 * U, y - 0.36 * U);
        if (drops[idx]) {
            set(cr, path_c);
            snprintf(label, sizeof label, "+%d", drops[idx]);
            cards_text_centered(cr, label, "DejaVu Sans Bold 8", x - 0.36 * U, y - 0.36 * U);
        }
    }
    /* sowing path: arrows from the origin through the first lap */
    if (mk && mk->origin >= 0 && mk->path_len > 0) {
        double px, py, qx, qy;
        bool s;
        cell_center(&g, mk->origin, &px, &py, &s);
        cairo_set_line_width(cr, 2);
        set(cr, origin_c);
        int steps = mk->path_len < cells ? mk->path_len : cells;
        for (int k = 0; k < steps; k++) {
            cell_center(&g, mk->path[k], &qx, &qy, &s);
            arrow(cr, px, py, qx, qy, 0.42 * U);
            px = qx;
            py = qy;
        }
    }
    /* player names, the one to move in colour */
    for (int p = 0; p < m->players; p++) {
        double x0, y0, x1, y1;
        bool s;
        cell_center(&g, p * (m->holes + 1), &x0, &y0, &s);
        cell_center(&g, p * (m->holes + 1) + m->holes - 1, &x1, &y1, &s);
        double mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
        double dx = mx - g.w / 2, dy = my - g.h / 2, d = hypot(dx, dy);
        double off = m->players == 2 ? 0.75 * U + 14 : 0.75 * U + 16;
        snprintf(label, sizeof label, p == m->to_move ? "J%d — au trait" : "J%d", p);
        if (p == m->to_move)
            set(cr, origin_c);
        else
            set(cr, ink);
        cards_text_centered(cr, label, p == m->to_move ? "DejaVu Sans Bold 11" : "DejaVu Sans 11",
                            mx + dx / d * off, my + dy / d * off);
    }
}

/* ---- qawale ----------------------------------------------------------------------------- */

static struct rgb pebble_rgb(unsigned pebble)
{
    return pebble == QAWALE_LIGHT ? light_c : pebble == QAWALE_DARK ? dark_c : neutral_c;
}

static void qcell_center(int cell, double *x, double *y)
{
    *x = QM + (cell % 4) * C + C / 2;
    *y = (3 - cell / 4) * C + C / 2;
}

static void draw_qawale(cairo_t *cr, const struct qawale_pos *q, const struct cards_mark *mk)
{
    char label[16];
    set(cr, wood);
    rounded_rect(cr, QM - 6, -6, 4 * C + 12, 4 * C + 12, 10);
    cairo_fill(cr);
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
        for (int k = 0; k < h; k++) {
            unsigned pebble = (unsigned)(q->stack[cell] >> (2 * k)) & 3u;
            double by = y + C - 10 - (k + 1) * bar;
            set(cr, pebble_rgb(pebble));
            rounded_rect(cr, x + C * 0.2, by, C * 0.6, bar - (bar > 4 ? 1.5 : 0.5),
                         fmin(3, bar / 3));
            cairo_fill_preserve(cr);
            cairo_set_line_width(cr, k == h - 1 ? 3 : 0.6);
            if (k == h - 1)
                cairo_set_source_rgb(cr, 0.85, 0.1, 0.5);
            else
                set(cr, ink);
            cairo_stroke(cr);
        }
        if (h > 4) {
            set(cr, ink);
            snprintf(label, sizeof label, "%d", h);
            cards_text_centered(cr, label, "DejaVu Sans 8", x + C - 16, y + 14);
        }
    }
    set(cr, ink);
    for (int f = 0; f < 4; f++) {
        snprintf(label, sizeof label, "%c", 'a' + f);
        cards_text_centered(cr, label, "DejaVu Sans Bold 12", QM + f * C + C / 2, 4 * C + 18);
        snprintf(label, sizeof label, "%d", f + 1);
        cards_text_centered(cr, label, "DejaVu Sans Bold 12", QM / 2 - 4, (3 - f) * C + C / 2);
    }
    if (mk && mk->origin >= 0) {
        double px, py, qx, qy;
        qcell_center(mk->origin, &px, &py);
        cairo_set_line_width(cr, 2.5);
        for (int k = 0; k < mk->path_len; k++) {
            qcell_center(mk->path[k], &qx, &qy);
            double off = 4.0 * (k % 3) - 4; /* keeps loops readable */
            set(cr, origin_c);
            arrow(cr, px + off, py + off, qx + off, qy + off, 22);
            set(cr, path_c);
            snprintf(label, sizeof label, "%d", k + 1);
            cards_text_centered(cr, label, "DejaVu Sans Bold 10",
                                qx - C / 2 + 14 + 10 * (k / 4 % 3), qy - C / 2 + 14);
            px = qx;
            py = qy;
        }
    }
    /* hands and the player to move, under the grid */
    char line[96];
    snprintf(line, sizeof line, "Clairs (J0) : %d en main%s     Foncés (J1) : %d en main%s",
             q->hands[0], q->to_move == 0 ? " — au trait" : "", q->hands[1],
             q->to_move == 1 ? " — au trait" : "");
    set(cr, ink);
    cards_text_centered(cr, line, "DejaVu Sans 11", QM + 2 * C, 4 * C + 44);
}

void cards_board_size(const struct rules_pos *pos, double *w, double *h)
{
    if (pos->kind == RULES_QAWALE) {
        *w = QM + 4 * C + 20;
        *h = 4 * C + 60;
        return;
    }
    struct ring_geom g = ring_geom(&pos->m);
    *w = g.w + 2 * U;
    *h = g.h + 2 * U;
}

void cards_board_place(const struct rules_pos *pos, int place, double *x, double *y)
{
    if (pos->kind == RULES_QAWALE) {
        qcell_center(place, x, y);
        *y += 8;
        return;
    }
    struct ring_geom g = ring_geom(&pos->m);
    bool store;
    cell_center(&g, place, x, y, &store);
    *x += U;
    *y += U;
}

void cards_board_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                      double x, double y, double w, double h)
{
    double nw, nh;
    cards_board_size(pos, &nw, &nh);
    double s = fmin(w / nw, h / nh);
    cairo_save(cr);
    cairo_translate(cr, x + (w - nw * s) / 2, y + (h - nh * s) / 2);
    cairo_scale(cr, s, s);
    if (pos->kind == RULES_QAWALE) {
        cairo_translate(cr, 0, 8);
        draw_qawale(cr, &pos->q, mark);
    } else {
        cairo_translate(cr, U, U);
        draw_mancala(cr, &pos->m, mark);
    }
    cairo_restore(cr);
}

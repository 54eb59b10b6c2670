/* cards_int.h — drawing helpers shared inside the cards module. */
#ifndef CARDS_INT_H
#define CARDS_INT_H

#include <cairo.h>
#include <stdbool.h>
#include <stdint.h>

#include "cards.h"

enum { CARDS_MAX_PATH = 64 };

/* What a diagram highlights. Mancala places are ring cells (rules.h layout), qawale places
 * are cell indexes. path is in drop order (at most CARDS_MAX_PATH kept). */
struct cards_mark {
    int origin; /* -1: none */
    int path[CARDS_MAX_PATH];
    int path_len;
    uint32_t captured; /* mancala: bit set of ring cells emptied by a capture */
};

/* The mark of move played from pos (through g->play with a trace). Returns 0 or the
 * negative illegal-move code. */
int cards_mark_move(const struct rules_game *g, const struct rules_pos *pos,
                    const struct rules_opts *opts, const struct rules_move *move,
                    struct cards_mark *mark);

/* Natural size in points of a diagram of pos. */
void cards_board_size(const struct rules_pos *pos, double *w, double *h);
/* The centre of place (mancala ring cell, qawale cell) in the natural coordinates of the
 * drawing (cards_board_size, drawn at scale 1 at the origin). */
void cards_board_place(const struct rules_pos *pos, int place, double *x, double *y);
/* Draws pos scaled into the box (x, y, w, h), keeping its aspect ratio. mark may be NULL. */
void cards_board_draw(cairo_t *cr, const struct rules_pos *pos, const struct cards_mark *mark,
                      double x, double y, double w, double h);

/* Text with pango in DejaVu: draws markup-free text wrapped to width at (x, y) with the font
 * description ("DejaVu Sans 9", "DejaVu Sans Bold 14"); returns the height used. */
double cards_text(cairo_t *cr, const char *text, const char *font, double x, double y,
                  double width);
/* Draws text centred on (cx, cy) in one line. */
void cards_text_centered(cairo_t *cr, const char *text, const char *font, double cx, double cy);

/* cairo write callback appending to a struct cards_buf (closure). */
cairo_status_t cards_buf_write(void *closure, const unsigned char *data, unsigned int length);

#endif

/* cards_text.c — text drawing with pango in DejaVu, so every accent prints. */
#include <pango/pangocairo.h>
#include <stdio.h>

#include "cards_int.h"

static PangoLayout *layout_for(cairo_t *cr, const char *text, const char *font)
{
    PangoLayout *layout = pango_cairo_create_layout(cr);
    PangoFontDescription *desc = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, desc);
    pango_font_description_free(desc);
    pango_layout_set_text(layout, text, -1);
    return layout;
}

double cards_text(cairo_t *cr, const char *text, const char *font, double x, double y, double width)
{
    PangoLayout *layout = layout_for(cr, text, font);
    int w, h;
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
    cairo_new_path(cr); /* drop the current point: a later arc must not start with a line */
    pango_layout_get_size(layout, &w, &h);
    g_object_unref(layout);
    return (double)h / PANGO_SCALE;
}

double cards_text_height(cairo_t *cr, const char *text, const char *font, double width)
{
    PangoLayout *layout = layout_for(cr, text, font);
    int w, h;
    pango_layout_set_width(layout, (int)(width * PANGO_SCALE));
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_get_size(layout, &w, &h);
    g_object_unref(layout);
    return (double)h / PANGO_SCALE;
}

double cards_text_width(cairo_t *cr, const char *text, const char *font)
{
    PangoLayout *layout = layout_for(cr, text, font);
    int w, h;
    pango_layout_get_size(layout, &w, &h);
    g_object_unref(layout);
    return (double)w / PANGO_SCALE;
}

void cards_font(char *out, size_t cap, bool bold, double size)
{
    snprintf(out, cap, "DejaVu Sans%s %.2f", bold ? " Bold" : "", size);
}

void cards_text_centered(cairo_t *cr, const char *text, const char *font, double cx, double cy)
{
    PangoLayout *layout = layout_for(cr, text, font);
    int w, h;
    pango_layout_get_size(layout, &w, &h);
    cairo_move_to(cr, cx - (double)w / PANGO_SCALE / 2, cy - (double)h / PANGO_SCALE / 2);
    pango_cairo_show_layout(cr, layout);
    cairo_new_path(cr);
    g_object_unref(layout);
}

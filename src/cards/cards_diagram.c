/* cards_diagram.c — one position as an SVG, PNG or PDF image, with a move highlighted: a legal
 * move from the engine's own trace, a refused one crossed out with the engine's reason as the
 * caption (so every diagram link draws a picture). */
#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <stdio.h>

#include "arb_msg.h"
#include "cards_int.h"

/* The caption of a refused move: the engine's reason for code (French), in English from the
 * message catalogue, in the words' frame. */
static void refused_caption(const struct cards_say *s, const struct rules_game *g,
                            enum arb_code code, struct cards_labels *labels)
{
    const struct rules_reason *why = g->reason(code);
    const char *reason = why ? why->message : arb_msg_code(code, ARB_LANG_FR);
    if (s->lang == KB_EN) {
        const char *en = why ? arb_msg_en(why->message) : NULL;
        reason = en ? en : arb_msg_code(code, ARB_LANG_EN);
    }
    cards_fill(labels->caption, sizeof labels->caption, cards_word(s, "refused"),
               (const char *const[]){"reason", reason, NULL});
}

int cards_diagram(const struct kb_game *game, const struct rules_game *g,
                  const struct rules_pos *pos, const struct rules_opts *opts,
                  const struct rules_move *move, enum kb_lang lang, enum cards_format fmt,
                  struct arb_buf *out, enum arb_code *refused, struct arb_err *err)
{
    struct cards_mark mark;
    struct cards_labels labels;
    struct rules_outcome outcome;
    cJSON *words = NULL;
    int rc = cards_words_parse(&words, err);
    if (rc < 0)
        return rc;
    struct cards_say say = {words, g->id, game, lang};
    if (refused)
        *refused = ARB_OK;
    g->outcome(pos, opts, &outcome);
    cards_labels_for(&say, pos, &outcome, &labels);
    if (move) {
        int played = cards_mark_move(g, pos, opts, move, &mark);
        if (played == 0)
            cards_family_of_game(g)->move_legend(&say, &mark, &labels);
        if (played < 0) {
            refused_caption(&say, g, (enum arb_code) - played, &labels);
            if (refused)
                *refused = (enum arb_code) - played;
        }
    }
    double w, h;
    cards_board_size(pos, &labels, &w, &h);
    cairo_surface_t *surface;
    switch (fmt) {
    case CARDS_PDF:
        surface = cairo_pdf_surface_create_for_stream(cards_buf_write, out, w, h);
        break;
    case CARDS_SVG:
        surface = cairo_svg_surface_create_for_stream(cards_buf_write, out, w, h);
        break;
    case CARDS_PNG:
    default:
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)w, (int)h);
        break;
    }
    cairo_t *cr = cairo_create(surface);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cards_board_draw(cr, pos, move ? &mark : NULL, &labels, 0, 0, w, h);
    cairo_destroy(cr);
    if (fmt == CARDS_PNG && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        cairo_surface_write_to_png_stream(surface, cards_buf_write, out);
    rc = cards_surface_close(surface, rc, err);
    cJSON_Delete(words);
    return rc;
}

/* cards_diagram.c — one position as an SVG, PNG or PDF image, with a move highlighted from
 * the engine's own trace (so the drawing shows what the rules engine did, not a guess). */
#include <cairo-pdf.h>
#include <cairo-svg.h>

#include "cards_int.h"

enum { TRACE_CAP = 512 };

int cards_mark_move(const struct rules_game *g, const struct rules_pos *pos,
                    const struct rules_opts *opts, const struct rules_move *move,
                    struct cards_mark *mark)
{
    struct rules_event ev[TRACE_CAP];
    struct rules_trace trace = {ev, TRACE_CAP, 0, false};
    struct rules_result res;
    int rc = g->play(pos, opts, move, &res, &trace);
    mark->origin = -1;
    mark->path_len = 0;
    mark->captured = 0;
    if (rc)
        return rc;
    int stride = pos->kind == RULES_MANCALA ? pos->m.holes + 1 : 0;
    for (size_t k = 0; k < trace.n; k++) {
        const struct rules_event *e = &ev[k];
        int place = -1;
        switch (e->type) {
        case RULES_EV_PICK:
            mark->origin = e->player * stride + e->pit;
            break;
        case RULES_EV_PLACE:
            mark->origin = e->cell;
            break;
        case RULES_EV_SOW:
            place = e->player * stride + e->pit;
            break;
        case RULES_EV_STORE:
            place = e->player * stride + stride - 1;
            break;
        case RULES_EV_DROP:
            place = e->cell;
            break;
        case RULES_EV_CAPTURE:
            mark->captured |= 1u << (e->player * stride + e->pit);
            break;
        default:
            break;
        }
        if (place >= 0 && mark->path_len < CARDS_MAX_PATH)
            mark->path[mark->path_len++] = place;
    }
    return 0;
}

int cards_diagram(const struct rules_game *g, const struct rules_pos *pos,
                  const struct rules_opts *opts, const struct rules_move *move,
                  enum cards_format fmt, struct cards_buf *out, struct arb_err *err)
{
    struct cards_mark mark;
    int rc = 0;
    if (move) {
        rc = cards_mark_move(g, pos, opts, move, &mark);
        if (rc) {
            const struct rules_reason *why = g->reason((enum arb_code) - rc);
            arb_err_set(err, (enum arb_code) - rc, "move", "%s",
                        why ? why->message : "Coup interdit.");
            if (why && err)
                err->rule = &why->rule;
            return rc;
        }
    }
    double w, h;
    cards_board_size(pos, &w, &h);
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
    cards_board_draw(cr, pos, move ? &mark : NULL, 0, 0, w, h);
    cairo_destroy(cr);
    if (fmt == CARDS_PNG && cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
        cairo_surface_write_to_png_stream(surface, cards_buf_write, out);
    cairo_surface_finish(surface);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
        rc = arb_err_set(err, ARB_ERR_NOMEM, NULL, "Le dessin n'a pas pu être produit.");
    cairo_surface_destroy(surface);
    return rc;
}

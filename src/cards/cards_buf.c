/* cards_buf.c — the cairo stream callback that appends to core's buffer, and the formats. */
#include <string.h>

#include "cards_int.h"

cairo_status_t cards_buf_write(void *closure, const unsigned char *data, unsigned int length)
{
    struct arb_buf *buf = closure;
    arb_buf_append(buf, (const char *)data, length);
    return buf->oom ? CAIRO_STATUS_NO_MEMORY : CAIRO_STATUS_SUCCESS;
}

int cards_surface_close(cairo_surface_t *surface, int rc, struct arb_err *err)
{
    cairo_surface_finish(surface);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS)
        rc = arb_err_nomem(err);
    cairo_surface_destroy(surface);
    return rc;
}

int cards_format_parse(const char *name, enum cards_format *out, struct arb_err *err)
{
    static const char *const names[] = {
        [CARDS_SVG] = "svg", [CARDS_PNG] = "png", [CARDS_PDF] = "pdf"};
    for (size_t i = 0; name && i < sizeof names / sizeof names[0]; i++) {
        if (strcmp(name, names[i]) == 0) {
            *out = (enum cards_format)i;
            return 0;
        }
    }
    return arb_err_set(err, ARB_ERR_BAD_REQUEST, "format",
                       "Le format doit être « svg », « png » ou « pdf ».");
}

const char *cards_format_mime(enum cards_format fmt)
{
    switch (fmt) {
    case CARDS_PNG:
        return "image/png";
    case CARDS_PDF:
        return "application/pdf";
    case CARDS_SVG:
        break;
    }
    return "image/svg+xml";
}

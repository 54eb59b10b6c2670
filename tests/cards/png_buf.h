/* png_buf.h — test helper of the cards tests: a PNG held in a struct arb_buf decoded into a
 * cairo image surface (the caller destroys it; check cairo_surface_status). */
#ifndef PNG_BUF_H
#define PNG_BUF_H

#include <cairo.h>
#include <string.h>

#include "cards.h"

struct png_reader {
    const struct arb_buf *buf;
    size_t at;
};

static inline cairo_status_t png_read(void *closure, unsigned char *data, unsigned int length)
{
    struct png_reader *r = closure;
    if (r->at + length > r->buf->len)
        return CAIRO_STATUS_READ_ERROR;
    memcpy(data, r->buf->data + r->at, length);
    r->at += length;
    return CAIRO_STATUS_SUCCESS;
}

static inline cairo_surface_t *png_from_buf(const struct arb_buf *buf)
{
    struct png_reader r = {buf, 0};
    return cairo_image_surface_create_from_png_stream(png_read, &r);
}

#endif

/* cards_buf.c — the output buffer of the cards module and its cairo stream callback. */
#include <stdlib.h>
#include <string.h>

#include "cards_int.h"

void cards_buf_release(struct cards_buf *buf)
{
    free(buf->data);
    buf->data = NULL;
    buf->len = buf->cap = 0;
}

cairo_status_t cards_buf_write(void *closure, const unsigned char *data, unsigned int length)
{
    struct cards_buf *buf = closure;
    if (buf->len + length > buf->cap) {
        size_t cap = buf->cap ? buf->cap : 16384;
        while (cap < buf->len + length)
            cap *= 2;
        unsigned char *p = realloc(buf->data, cap);
        if (!p)
            return CAIRO_STATUS_NO_MEMORY;
        buf->data = p;
        buf->cap = cap;
    }
    memcpy(buf->data + buf->len, data, length);
    buf->len += length;
    return CAIRO_STATUS_SUCCESS;
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

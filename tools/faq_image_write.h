/* faq_image_write.h — the question index of a struct faq written as C source (tools). */
#ifndef FAQ_IMAGE_WRITE_H
#define FAQ_IMAGE_WRITE_H

#include <stdio.h>

#include "faq.h"

/* Writes f's question index to out as C source defining faq_image_embedded
 * (src/faq/faq_int.h): the image a binary linking it adopts in faq_new over the embedded base
 * instead of building the index. The same index gives the same bytes, adopted or built.
 * Returns 0, or -1 when out fails (errno). */
int faq_image_write(const struct faq *f, FILE *out);

#endif

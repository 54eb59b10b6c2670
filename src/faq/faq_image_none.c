/* faq_image_none.c — no image of the question index: faq_new builds it. Linked from the
 * archive only where no faq_image_data.c (the generated image) defines the symbol first: the
 * generator itself and the tests that build the index. */
#include <stddef.h>

#include "faq_int.h"

const struct faq_image *const faq_image_embedded = NULL;

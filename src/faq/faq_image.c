/* faq_image.c — the question index as an image compiled into the binary. At build time
 * tools/faq_image.c runs faq_new over the embedded knowledge base and lexicon, so the index is
 * made by faq_index_build itself, and writes it as C (faq_image_data.c, written by
 * tools/faq_image_write.c): arrays of the index's own structs (faq_int.h). At start faq_new
 * adopts that image instead of analysing every entry again (issue 11: the build was half of
 * the start); a base read from a directory is still built. Invariant: an adopted index is the
 * one faq_index_build makes from the same data (ctest faq_image: written again from the
 * adopted image, the C is the same bytes as from a fresh build). The arrays are never written
 * after adoption, so their pages stay the executable's; only the docs, which point into the
 * kb, are copied. */
#include <stdlib.h>
#include <string.h>

#include "faq_int.h"

int faq_image_adopt(struct faq *f, const struct faq_image *img, struct arb_err *err)
{
    if (img->ndocs != kb_entry_count(f->kb))
        return 1;
    if (!(f->docs = calloc(img->ndocs ? img->ndocs : 1, sizeof *f->docs)))
        return arb_err_nomem(err);
    memcpy(f->docs, img->docs, img->ndocs * sizeof *f->docs);
    for (size_t i = 0; i < img->ndocs; i++)
        f->docs[i].entry = kb_entry_at(f->kb, i);
    f->ndocs = img->ndocs;
    f->stems = img->stems;
    f->nstems = f->capstems = img->nstems;
    f->htab = img->htab;
    f->hcap = img->hcap;
    f->words = img->words;
    f->nwords = img->nwords;
    memcpy(f->ndocs_lang, img->ndocs_lang, sizeof f->ndocs_lang);
    memcpy(f->avglen, img->avglen, sizeof f->avglen);
    f->imaged = true;
    faq_index_link(f);
    return 0;
}

/* faq_image.c — build-time generator of the question index's image (src/faq/faq_image.c):
 * opens the embedded knowledge base, lets faq_new build the index as at any start (this tool
 * links no image) and writes it as C, first to OUT.tmp, then renamed to OUT.
 * Usage: faq_image OUT.c. Exit 0, or 1 with the error on stderr. */
#include <stdio.h>

#include "faq_image_write.h"
#include "kb.h"

int main(int argc, char **argv)
{
    struct arb_err err = {0};
    struct kb *kb = NULL;
    struct faq *f = NULL;
    char tmp[4096];
    int rc = 1;
    if (argc != 2 || snprintf(tmp, sizeof tmp, "%s.tmp", argv[1]) >= (int)sizeof tmp) {
        fputs("usage: faq_image OUT.c\n", stderr);
        return 1;
    }
    if (kb_open(NULL, &kb, &err) < 0 || faq_new(kb, &f, &err) < 0)
        goto out_free;
    FILE *out = fopen(tmp, "w");
    if (!out) {
        perror(tmp);
        goto out_free;
    }
    int wrc = faq_image_write(f, out);
    if (fclose(out) != 0 || wrc < 0) {
        perror(tmp);
        goto out_free;
    }
    if (rename(tmp, argv[1]) != 0) {
        perror(argv[1]);
        goto out_free;
    }
    rc = 0;
out_free:
    if (rc && err.message[0])
        fprintf(stderr, "faq_image: %s\n", err.message);
    faq_free(f);
    kb_free(kb);
    return rc;
}

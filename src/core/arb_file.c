/* arb_file.c — reads a whole file or standard input, growing by doubling up to a cap (a pipe
 * or a terminal has no size to ask for). Invariant: on failure nothing is kept. */
#include "arb_file.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int arb_file_read(const char *path, size_t max, const char *field, char **data, size_t *len,
                  struct arb_err *err)
{
    FILE *f = path ? fopen(path, "rb") : stdin;
    char *buf = NULL;
    size_t used = 0, cap = 0;
    int rc = 0;
    *data = NULL;
    *len = 0;
    if (!f)
        return arb_err_set(err, ARB_ERR_IO, field, "Impossible d'ouvrir « %.200s » : %s.", path,
                           strerror(errno));
    for (;;) {
        if (used + 1 >= cap) {
            size_t grown = cap ? cap * 2 : 65536;
            if (cap > max) {
                rc = arb_err_set(err, ARB_ERR_BODY_TOO_LARGE, field,
                                 "« %.200s » dépasse %zu octets.", path ? path : "stdin", max);
                goto out_close;
            }
            char *p = realloc(buf, grown + 1);
            if (!p) {
                rc = arb_err_nomem(err);
                goto out_close;
            }
            buf = p;
            cap = grown;
        }
        size_t n = fread(buf + used, 1, cap - used, f);
        used += n;
        if (n == 0)
            break;
    }
    if (ferror(f)) {
        rc = arb_err_set(err, ARB_ERR_IO, field, "Lecture de « %.200s » impossible.",
                         path ? path : "stdin");
        goto out_close;
    }
    if (used > max) {
        rc = arb_err_set(err, ARB_ERR_BODY_TOO_LARGE, field, "« %.200s » dépasse %zu octets.",
                         path ? path : "stdin", max);
        goto out_close;
    }
    buf[used] = '\0';
    *data = buf;
    *len = used;
    buf = NULL;
out_close:
    free(buf);
    if (path)
        fclose(f);
    return rc;
}

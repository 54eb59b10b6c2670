/* arb_file.h — the one file reader: a whole file (or standard input) into memory, under a
 * size cap, with the failure told as an error of the one table. */
#ifndef ARB_FILE_H
#define ARB_FILE_H

#include <stddef.h>

#include "arb_err.h"

/* Reads all of path (NULL: standard input) into *data (NUL-terminated, caller frees with
 * free) and *len. Fails with -ARB_ERR_IO (cannot open or read; field named) or
 * -ARB_ERR_BODY_TOO_LARGE past max bytes; *data is then NULL. */
int arb_file_read(const char *path, size_t max, const char *field, char **data, size_t *len,
                  struct arb_err *err);

#endif

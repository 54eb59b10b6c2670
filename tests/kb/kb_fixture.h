/* kb_fixture.h — helpers of the kb tests: the fixture file, one change, one kb_open. */
#ifndef KB_FIXTURE_H
#define KB_FIXTURE_H

#include <cjson/cJSON.h>

#include "kb.h"

/* The parsed tests/kb/fixtures/awale.json (caller owns it). */
cJSON *fixture(void);

/* The i-th entry object of root (borrowed). */
cJSON *entry_of(cJSON *root, int i);

/* Writes root as <tmpdir>/awale.json, opens it as a kb, removes the files. Takes root. Returns
 * kb_open's code; *kb is NULL on failure. */
int open_doc(cJSON *root, struct kb **kb, struct arb_err *err);

/* The message after "<dir>/awale.json: ", which changes with the temporary directory. */
const char *after_file(const struct arb_err *err);

/* Asserts that root (taken) is refused with -ARB_ERR_KB, field and message (after the file). */
void assert_refused(cJSON *root, const char *field, const char *message);

#endif

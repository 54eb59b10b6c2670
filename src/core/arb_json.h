/* arb_json.h — strict JSON input and the one shape of error bodies.
 *
 * cJSON alone passes invalid UTF-8 through, keeps duplicate keys and reads 1e999 as
 * infinity; arb_json_parse refuses all of these, plus NUL bytes, nesting deeper than
 * ARB_JSON_MAX_DEPTH and trailing garbage, each with a French message. */
#ifndef ARB_JSON_H
#define ARB_JSON_H

#include <cjson/cJSON.h>
#include <stdbool.h>
#include <stddef.h>

#include "arb_err.h"

enum { ARB_JSON_MAX_DEPTH = 64 };

/* Parses len bytes of buf (no terminator needed). Returns 0 and a tree the caller owns
 * (cJSON_Delete), or -ARB_ERR_BAD_JSON with err saying what and where (byte offset). */
int arb_json_parse(const char *buf, size_t len, cJSON **out, struct arb_err *err);

/* True when the len bytes are valid UTF-8 (no overlong forms, no surrogates). */
bool arb_utf8_valid(const char *s, size_t len);

/* The error body {"error":{"code","message","field"[,"rule"]}}; caller owns the result.
 * Returns NULL only when out of memory. */
cJSON *arb_json_error(const struct arb_err *err);
/* The same body with the message in lang. */
cJSON *arb_json_error_lang(const struct arb_err *err, enum arb_lang lang);

/* A citation as {"source","title","page"} or {"source","title","section"}; caller owns. */
cJSON *arb_json_cite(const struct arb_cite *cite);

/* Prints compactly; caller frees with cJSON_free. NULL when out of memory. */
char *arb_json_print(const cJSON *item);

/* The member named k of object o (names compared case-sensitively), borrowed from o; NULL
 * when o is NULL or not an object, or has no such member. */
const cJSON *arb_json_get(const cJSON *o, const char *k);

/* Reads an integral number in [min, max] from item. Returns 0, or -ARB_ERR_BAD_REQUEST
 * naming field when item is missing, not a number, not integral or out of range. */
int arb_json_int(const cJSON *item, const char *field, long min, long max, long *out,
                 struct arb_err *err);

/* Fails with -ARB_ERR_BAD_REQUEST (field "<prefix>.<key>") on the first member of object obj
 * whose name is not in the NULL-terminated list allowed; 0 when all are known. */
int arb_json_known_keys(const cJSON *obj, const char *prefix, const char *const *allowed,
                        struct arb_err *err);

#endif

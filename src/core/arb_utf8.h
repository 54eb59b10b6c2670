/* arb_utf8.h — the one UTF-8 decoder and the one Latin folding table of the project: the JSON
 * checks, the knowledge base's analyser and the assistant's tokenizer all read text through
 * these, so a word folds the same way wherever it is read. */
#ifndef ARB_UTF8_H
#define ARB_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum { ARB_UTF8_INVALID = -1 };

/* Decodes the code point at s[len] (len >= 1). Returns it and its byte length in *adv, or
 * ARB_UTF8_INVALID with *adv = 1 for an invalid, truncated, overlong or surrogate sequence. */
long arb_utf8_next(const unsigned char *s, size_t len, size_t *adv);

/* True for a letter or digit of any script (what a word is made of). */
bool arb_utf8_is_letter(long cp);

/* The ASCII folding of code point cp (lower case, accent dropped, œ -> oe, ß -> ss): a
 * static string; "" for a Latin-1 symbol (×, ÷); NULL when cp is outside ASCII and the
 * Latin folding table (the caller keeps or drops it). ASCII comes back lower-cased through
 * one[2], which the caller provides. */
const char *arb_utf8_fold(long cp, char one[2]);

#endif

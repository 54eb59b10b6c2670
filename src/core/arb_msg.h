/* arb_msg.h — the message catalogue and the two languages of Arbitre's messages.
 *
 * Every message a module gives is written in French where it is raised (arb_err_set and its
 * format); data/messages.json holds, for each such French text, its English, and for each
 * error code of arb_err.h a short text in both languages. The catalogue is checked and
 * compiled into the binary at build time (src/core/messages.cmake): the English of a format
 * takes the same printf conversions as its French, so it is formatted with the same
 * arguments. Lookups are thread-safe (read-only tables). */
#ifndef ARB_MSG_H
#define ARB_MSG_H

#include <stdbool.h>
#include <stddef.h>

#include "arb_err.h"

/* The English of a French message or format of the catalogue, or NULL when it has none. */
const char *arb_msg_en(const char *fr);

/* The short text of code in lang ("Jeu inconnu." / "Unknown game."); unknown codes give the
 * text of internal. */
const char *arb_msg_code(enum arb_code code, enum arb_lang lang);

/* Formats the French format fr_fmt, or in English its catalogue translation (the French when
 * there is none), into out (cap bytes, always terminated). Returns what vsnprintf returns. */
int arb_msg_format(enum arb_lang lang, char *out, size_t cap, const char *fr_fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* "fr" or "en" -> *out (true); anything else: false, *out untouched. */
bool arb_lang_parse(const char *s, enum arb_lang *out);

/* The language an Accept-Language header asks for: of French and English, the one with the
 * highest q (the first on a tie, q=0 refuses it); French when the header names neither or is
 * NULL. */
enum arb_lang arb_lang_accept(const char *header);

/* "fr" or "en". */
const char *arb_lang_code(enum arb_lang lang);

#endif

/* cards.h — printable play aids: A5 rule cards (PDF) and board diagrams (SVG, PNG, PDF).
 *
 * Diagrams are drawn from engine positions (src/rules); card text comes from the knowledge
 * base (src/kb) and data/cards/cards.json, never from C strings. Output is appended to core's
 * growable buffer (arb_buf.h), which the caller owns and releases with arb_buf_release. Functions
 * return 0 or a negative arb_code. */
#ifndef CARDS_H
#define CARDS_H

#include <stddef.h>

#include "arb_buf.h"
#include "arb_err.h"
#include "kb.h"
#include "rules.h"

enum cards_format { CARDS_SVG, CARDS_PNG, CARDS_PDF };

/* "svg" / "png" / "pdf" -> format; returns 0 or -ARB_ERR_BAD_REQUEST (field "format"). */
int cards_format_parse(const char *name, enum cards_format *out, struct arb_err *err);
/* The MIME type of a format ("image/svg+xml", "image/png", "application/pdf"). */
const char *cards_format_mime(enum cards_format fmt);

/* Draws pos (already checked by g->check) as an image, in the words of game (its knowledge-base
 * entry; NULL: the general words) and lang. With a move (may be NULL), the move is played
 * through the engine and highlighted: origin pit or cell, sowing path with arrows, captured
 * pits. A refused move is drawn too: the pit or cell it names crossed out (Qawale: the path
 * dashed up to the step that breaks the rule) and the engine's reason as the caption; its
 * code goes to *refused (ARB_OK for a legal move or none; refused may be NULL). Appends to
 * out. Returns 0, or -ARB_ERR_NOMEM when cairo fails. */
int cards_diagram(const struct kb_game *game, const struct rules_game *g,
                  const struct rules_pos *pos, const struct rules_opts *opts,
                  const struct rules_move *move, enum kb_lang lang, enum cards_format fmt,
                  struct arb_buf *out, enum arb_code *refused, struct arb_err *err);

/* Card settings: the language of the texts and the rule options the cards are for (kalah:
 * players, holes, stones, capture_from, empty_opposite): the text, the start position and
 * the example follow them. */
struct cards_opts {
    enum kb_lang lang;
    struct rules_opts rules;
};

/* The three A5 portrait pages of game (setup, player sheet, the turn) as a PDF appended to
 * out: texts from the knowledge base (kalah's for the options from data/cards/cards.json)
 * with one source line per section, the start position for the options, an example move for
 * them (a verified scenario when one fits, else the most telling move from the start), a
 * colour legend, a footer with the rulebook and the number of verified positions. kb is
 * unused (the game carries its entries). Returns 0, or -ARB_ERR_NOMEM when cairo fails. */
int cards_pdf(const struct kb *kb, const struct kb_game *game, const struct cards_opts *opts,
              struct arb_buf *out, struct arb_err *err);

#endif

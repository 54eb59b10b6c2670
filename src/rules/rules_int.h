/* rules_int.h — names shared inside the rules module only: the engine tables the registry
 * lists and the mancala sowing core the three mancala games share. */
#ifndef RULES_INT_H
#define RULES_INT_H

#include "rules.h"

extern const struct rules_game rules_awale;
extern const struct rules_game rules_escargots;
extern const struct rules_game rules_kalah;
extern const struct rules_game rules_qawale;

/* The JSON of each rule family (rules_json_mancala.c, rules_json_qawale.c), which the game
 * tables name; the engines themselves never read it. */
struct rules_codec;
extern const struct rules_codec rules_codec_mancala;
extern const struct rules_codec rules_codec_qawale;

/* Appends an event to trace (NULL trace: nothing). Sets truncated when full. */
void rules_trace_push(struct rules_trace *trace, const struct rules_event *ev);

#endif

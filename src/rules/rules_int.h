/* rules_int.h — names shared inside the rules module only: the engine tables the registry
 * lists and the mancala sowing core the three mancala games share. */
#ifndef RULES_INT_H
#define RULES_INT_H

#include "rules.h"

extern const struct rules_game rules_awale;
extern const struct rules_game rules_escargots;
extern const struct rules_game rules_kalah;
extern const struct rules_game rules_qawale;

/* Appends an event to trace (NULL trace: nothing). Sets truncated when full. */
void rules_trace_push(struct rules_trace *trace, const struct rules_event *ev);

#endif

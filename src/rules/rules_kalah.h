/* rules_kalah.h — Kalah's own rule settings: the rule[] slots of struct rules_opts its option
 * table names (capture_from, empty_opposite) and their values. For code that sets Kalah's
 * rules directly (its engine, its tests, the situations' reader); everything else reads and
 * sets them by option name (rules_option_find, rules_opt_choice), as for any game. */
#ifndef RULES_KALAH_H
#define RULES_KALAH_H

/* The slots of struct rules_opts.rule that Kalah's options use. */
enum kalah_rule { KALAH_RULE_CAPTURE_FROM, KALAH_RULE_EMPTY_OPPOSITE };

/* Values of rule[KALAH_RULE_CAPTURE_FROM] (the option's choices, in order; 0 the default). */
enum kalah_capture_from { KALAH_CAPTURE_NEXT, KALAH_CAPTURE_OPPOSITE, KALAH_CAPTURE_EVERYONE };
/* Values of rule[KALAH_RULE_EMPTY_OPPOSITE]. */
enum kalah_empty_opposite { KALAH_EMPTY_KEEP, KALAH_EMPTY_TAKE };

#endif

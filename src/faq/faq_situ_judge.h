/* faq_situ_judge.h — the two invariants `arbitre eval --situations` checks on every answer
 * to a situation, from outside the parser, the builder and the replies (issue 12): no
 * number the engine did not compute, no yes/no lead the engine did not give. The judge's
 * words (the asks a lead answers) and its report lines are data/lexicon/situ_judge.json,
 * embedded; it reads nothing of the parser's vocabulary. */
#ifndef FAQ_SITU_JUDGE_H
#define FAQ_SITU_JUDGE_H

#include <cjson/cJSON.h>
#include <stddef.h>

#include "arb_err.h"
#include "faq_situ.h"

struct faq_situ_judge;

/* The judge over the knowledge base kb (its entries and glossary) and the question lexicon
 * x (both borrowed: they must outlive it). Returns 0 with *out (free with
 * faq_situ_judge_free), -ARB_ERR_NOMEM, or -ARB_ERR_INTERNAL when the embedded
 * situ_judge.json is malformed. */
int faq_situ_judge_new(const struct kb *kb, const struct faq_lex *x, struct faq_situ_judge **out,
                       struct arb_err *err);
/* Accepts NULL. */
void faq_situ_judge_free(struct faq_situ_judge *j);

/* The report template key of situ_judge.json ("number", "lead", "summary", ...), or "". */
const char *faq_situ_judge_text(const struct faq_situ_judge *j, const char *key);

/* The lead of answer: 1 when it opens with a yes word of lang ("en" or else French) of
 * situ_judge.json's leads, 0 with a no word, -1 otherwise. The word must end there
 * (« Nobody » is no « No », « Si tu… » no « Si, »). */
int faq_situ_judge_lead_of(const struct faq_situ_judge *j, const char *answer, const char *lang);

/* Invariant 1 on one situation line and the response resp: writes to bad[cap] the numbers
 * of resp's answer that nothing accounts for (as written, ", " between) and returns how many
 * (each distinct number once). Accounted for: a number written in the line's question (or
 * its context's); in a situated answer (a `simulation`), a number the engine computed —
 * see faq_situ_judge.c for the list; in a general answer (an `entry`, no simulation), a
 * number of that entry's texts; in a request to clarify (neither), a number of the game's
 * start position (its holes, counts, total). */
size_t faq_situ_judge_numbers(const struct faq_situ_judge *j, const cJSON *line, const cJSON *resp,
                              char *bad, size_t cap);

enum faq_situ_lead_verdict {
    FAQ_SITU_LEAD_NONE,      /* the answer has no yes/no lead */
    FAQ_SITU_LEAD_OK,        /* it agrees with the engine on the thing asked */
    FAQ_SITU_LEAD_BAD,       /* it disagrees, or no simulation stands behind it */
    FAQ_SITU_LEAD_UNCHECKED, /* the judge reads no ask it can check in the question */
};

/* Invariant 2 on one situation line and resp: the lead against the engine's result for the
 * ask of the question (the predicates the cues of its last clause name, else of the whole
 * question; a capture ask is about the pits or count it names after its cue, if any). OK
 * when the lead equals some asked predicate's value in `simulation`. why[cap]
 * (for BAD and UNCHECKED) says the predicate and the engine's value, or that there is no
 * simulation (the leads of a reply's per-game `answers` too: entries', never the engine's).
 * *lead: the lead (1 yes, 0 no, -1 none). */
enum faq_situ_lead_verdict faq_situ_judge_lead(const struct faq_situ_judge *j, const cJSON *line,
                                               const cJSON *resp, int *lead, char *why, size_t cap);

#endif

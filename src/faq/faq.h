/* faq.h — the assistant: answers a player's rules question from the knowledge base, with the
 * entry found, its citation, how many engine positions verified it, related entries, and
 * abstention when no entry covers the question. One code path for the CLI (`arbitre ask`)
 * and the HTTP route (POST /v1/ask): both hand the request to faq_ask and print the result.
 *
 * Request:  {"question": str, "game"?: str, "context"?: {...}, "position"?: {...},
 *            "options"?: {...}}
 * Response: {"answer","lang","game","entry","cite","confidence","verified":{"checks",
 *            "passed"},"related":[{"entry","question"}],"abstained","clarify","context"
 *            [,"answers"][,"simulation"]}
 * The server keeps no session state: "context" of a response is what the client sends back
 * with its next question (follow-ups such as « et en diagonale ? »).
 *
 * Threads: a struct faq is shared by every thread; it keeps a pool of per-thread analysers
 * internally, so faq_ask may be called concurrently on one faq. */
#ifndef FAQ_H
#define FAQ_H

#include <cjson/cJSON.h>
#include <stddef.h>
#include <stdio.h>

#include "arb_err.h"
#include "arb_msg.h"
#include "kb.h"

enum {
    FAQ_MAX_QUESTION = 1000, /* bytes; longer questions are bad_request */
};

struct faq;

/* Builds the assistant over kb (borrowed: kb must outlive it): the vocabulary, the game
 * names and the words only one game uses. Returns 0 and *out (free with faq_free), or
 * -ARB_ERR_NOMEM / -ARB_ERR_INTERNAL with err filled. */
int faq_new(const struct kb *kb, struct faq **out, struct arb_err *err);

/* Frees f; NULL is fine. No faq_ask may be running. */
void faq_free(struct faq *f);

/* Answers the request object req. Returns 0 and *resp (caller owns, cJSON_Delete), or
 * -ARB_ERR_BAD_REQUEST naming the field at fault (not an object, unknown member; question
 * missing, not a string, blank, over FAQ_MAX_QUESTION bytes or with control characters;
 * game/context/position/options of the wrong type, a position whose game is not said),
 * -ARB_ERR_UNKNOWN_GAME naming "game"
 * or "context.game" for a game the kb does not hold, the engine's -ARB_ERR_BAD_POSITION /
 * -ARB_ERR_BAD_REQUEST for a move question on a position it refuses, -ARB_ERR_NOMEM. An
 * out-of-scope question is not an error: it is answered with "abstained": true. */
int faq_ask(struct faq *f, const cJSON *req, cJSON **resp, struct arb_err *err);

/* faq_ask for a client that prefers lang (an HTTP Accept-Language): the answer is in lang when
 * neither the request ("lang", « réponds en anglais ») nor the question's own words show a
 * language (« kalah famine ? »); a question written in French or English is answered in it. */
int faq_ask_prefer(struct faq *f, const cJSON *req, enum arb_lang lang, cJSON **resp,
                   struct arb_err *err);

/* faq_ask on raw request bytes (strict JSON through arb_json_parse: -ARB_ERR_BAD_JSON with
 * the offset when the body is not JSON, -ARB_ERR_BAD_REQUEST when it is not an object). */
int faq_ask_body(struct faq *f, const char *body, size_t len, cJSON **resp, struct arb_err *err);

/* Sets the parameter name of the table in faq_param.h to value (for `arbitre eval --fit`).
 * Returns 0, or -ARB_ERR_BAD_REQUEST for a name the table does not hold. Not while a
 * faq_ask is running. */
int faq_param_set(struct faq *f, const char *name, double value);

/* ---- Evaluation (`arbitre eval`) ----------------------------------------------------- */

/* Figures of one system over a question set. Ratios are in [0, 1]; a ratio whose
 * denominator is 0 is reported as 1. */
struct faq_eval_figures {
    size_t questions, right;    /* right: questions where the system did what was expected */
    size_t answerable, top1_ok; /* questions expecting an entry / found it first */
    size_t with_game, game_ok;  /* questions expecting a game / detected it */
    size_t abstain_expected, abstained, abstain_ok; /* abstentions: expected, made, both */
    size_t lead_wrong; /* answers whose Oui/Non contradicts the expected yes_no */
    double top1, game, abstain_precision, abstain_recall;
};

struct faq_eval_report {
    struct faq_eval_figures arbitre, baseline;
    double mean_us, p50_us, p99_us; /* faq_ask latency per question */
};

/* What faq_eval prints besides the totals. */
enum { FAQ_EVAL_MISSES = 1u << 0, FAQ_EVAL_KINDS = 1u << 1 };

/* Runs every question of the JSON Lines files paths[n] (one set) through faq_ask and through
 * the baseline (kb_search on the plain FTS5 index, no game detection, abstains only when
 * nothing matches), prints to out the misses (FAQ_EVAL_MISSES), a table per kind
 * (FAQ_EVAL_KINDS) and the totals under the title name, and fills rep. Each line is
 * {"id","kind","question","game"?,"context"?,"position"?,"options"?,"expect":{"game",
 * "entry","entries"?,"also"?,"abstain","clarify"?,"legal"?,"yes_no"?}}: "also" lists entries
 * stating the same fact (equally right), "entries" the entries a comparison must all answer
 * with, "legal" the engine's verdict on a move question, "yes_no" the polarity an answer's
 * Oui/Non must not contradict. Returns 0, or -ARB_ERR_IO when a file cannot be read,
 * -ARB_ERR_BAD_REQUEST naming the line of a malformed question, -ARB_ERR_NOMEM. */
int faq_eval(struct faq *f, const char *name, const char *const *paths, size_t n, unsigned flags,
             FILE *out, struct faq_eval_report *rep, struct arb_err *err);

/* Fits the parameter table on the files paths[n] (never the held-out set) by coordinate
 * search (faq_eval_fit.c): each parameter in turn tries the nearest values its kind allows and
 * keeps the one raising the utility (right answers less wrong ones; refusals count 0) by 2 or
 * more without lowering abstention precision or recall, for at most rounds passes. With folds
 * K > 1 (and at least K files) it first fits on every K-1 folds of files (file i in fold i % K)
 * and scores the fold left out before and after. Prints every move, the figures and the fitted
 * table to out, and leaves f with the table fit on every file. Same returns as faq_eval. */
int faq_eval_fit(struct faq *f, const char *const *paths, size_t n, int rounds, size_t folds,
                 FILE *out, struct arb_err *err);

/* The questions of a JSON Lines set as request objects (the "expect" member removed), for
 * benchmarks. Returns 0 and *out, a JSON array the caller owns, or the errors of faq_eval. */
int faq_eval_load(const char *path, cJSON **out, struct arb_err *err);

#endif

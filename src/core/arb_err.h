/* arb_err.h — the one error enum of Arbitre: code, HTTP status and stable slug in one table.
 *
 * Every function that can fail returns 0 or a negative ARB_ERR_* value (the enum value
 * negated) and, when given one, fills a struct arb_err with the field at fault, a French
 * message and, for illegal moves, the rule of the rulebook the refusal comes from.
 * The table below is the single source of codes, statuses and slugs (X-macro). */
#ifndef ARB_ERR_H
#define ARB_ERR_H

#include <stdarg.h>
#include <stddef.h>

/* X(enum name, HTTP status, stable slug) */
#define ARB_ERR_MAP(X)                                                                             \
    X(ARB_OK, 200, "ok")                                                                           \
    X(ARB_ERR_BAD_JSON, 400, "bad_json")                                                           \
    X(ARB_ERR_BAD_REQUEST, 400, "bad_request")                                                     \
    X(ARB_ERR_BAD_POSITION, 400, "bad_position")                                                   \
    X(ARB_ERR_UNKNOWN_GAME, 404, "unknown_game")                                                   \
    X(ARB_ERR_NOT_FOUND, 404, "not_found")                                                         \
    X(ARB_ERR_UNAUTHORIZED, 401, "unauthorized")                                                   \
    X(ARB_ERR_METHOD_NOT_ALLOWED, 405, "method_not_allowed")                                       \
    X(ARB_ERR_TIMEOUT, 408, "timeout")                                                             \
    X(ARB_ERR_BODY_TOO_LARGE, 413, "body_too_large")                                               \
    X(ARB_ERR_URI_TOO_LONG, 414, "uri_too_long")                                                   \
    X(ARB_ERR_UNSUPPORTED_MEDIA_TYPE, 415, "unsupported_media_type")                               \
    X(ARB_ERR_HEADERS_TOO_LARGE, 431, "headers_too_large")                                         \
    X(ARB_ERR_OVER_BUDGET, 413, "over_budget")                                                     \
    X(ARB_ERR_RATE_LIMITED, 429, "rate_limited")                                                   \
    X(ARB_ERR_OVERLOADED, 503, "overloaded")                                                       \
    X(ARB_ERR_GAME_OVER, 422, "game_over")                                                         \
    X(ARB_ERR_PIT_RANGE, 422, "pit_range")                                                         \
    X(ARB_ERR_EMPTY_PIT, 422, "empty_pit")                                                         \
    X(ARB_ERR_MUST_FEED, 422, "must_feed")                                                         \
    X(ARB_ERR_GRAND_SLAM_FORBIDDEN, 422, "grand_slam_forbidden")                                   \
    X(ARB_ERR_NO_PEBBLES, 422, "no_pebbles")                                                       \
    X(ARB_ERR_OFF_BOARD, 422, "off_board")                                                         \
    X(ARB_ERR_EMPTY_CELL, 422, "empty_cell")                                                       \
    X(ARB_ERR_PATH_LENGTH, 422, "path_length")                                                     \
    X(ARB_ERR_NOT_ADJACENT, 422, "not_adjacent")                                                   \
    X(ARB_ERR_U_TURN, 422, "u_turn")                                                               \
    X(ARB_ERR_KB, 500, "kb_invalid")                                                               \
    X(ARB_ERR_NOMEM, 503, "out_of_memory")                                                         \
    X(ARB_ERR_IO, 500, "io")                                                                       \
    X(ARB_ERR_STORAGE, 503, "storage_unavailable")                                                 \
    X(ARB_ERR_INTERNAL, 500, "internal")

enum arb_code {
#define ARB_ERR_ENUM(name, status, slug) name,
    ARB_ERR_MAP(ARB_ERR_ENUM)
#undef ARB_ERR_ENUM
        ARB_ERR_COUNT
};

/* The languages of messages (the catalogue of arb_msg.h gives the English). */
enum arb_lang { ARB_LANG_FR, ARB_LANG_EN };

/* Where a rule comes from: the source file id, its title, and a page (> 0) or a section. */
struct arb_cite {
    const char *source;  /* "001_34f07d7a66323f1a.txt" */
    const char *title;   /* "L'AWALE" */
    int page;            /* 0 when the source gives no page */
    const char *section; /* the source's own section title, NULL when page is set */
};

struct arb_err {
    enum arb_code code;
    char field[96];    /* JSON path of the field at fault ("position.pits[1][3]"), or "" */
    char message[320]; /* French, one sentence */
    /* the same in English, from the message catalogue (arb_msg.h); "" when it has none */
    char message_en[320];
    const struct arb_cite *rule; /* the rule behind an illegal move, else NULL (borrowed, static) */
};

/* Slug ("bad_json") and HTTP status of a code; unknown codes give "internal" and 500. */
const char *arb_err_slug(enum arb_code code);
int arb_err_status(enum arb_code code);

/* True when the code is an illegal-move reason (HTTP 422). */
int arb_err_is_illegal_move(enum arb_code code);

/* Fills err (when not NULL) and returns -code. field may be NULL; fmt is printf-like, a
 * French format; its English from the message catalogue (data/messages.json) is formatted
 * with the same arguments into message_en. fmt "%s" with one argument: that text is looked
 * up. */
int arb_err_set(struct arb_err *err, enum arb_code code, const char *field, const char *fmt, ...)
    __attribute__((format(printf, 4, 5)));

/* The one out-of-memory error of every module: err (when not NULL) gets out_of_memory with
 * the catalogue's text in both languages and no field. Returns -ARB_ERR_NOMEM. */
int arb_err_nomem(struct arb_err *err);

/* Resets err to ARB_OK with empty field and message. */
void arb_err_clear(struct arb_err *err);

/* The message of err in lang: the English when the catalogue gave one, else the code's short
 * English text (arb_msg_code). */
const char *arb_err_message(const struct arb_err *err, enum arb_lang lang);

#endif

/* arb_buf.h — the one growable text buffer of Arbitre, and its clocks (monotonic, CPU).
 *
 * A buffer fails sticky: once an allocation fails, oom is set and later appends are ignored,
 * so a builder appends freely and checks oom once at the end. Zero-initialise it
 * (struct arb_buf b = {0}); data is NUL-terminated after any append and belongs to the
 * buffer until arb_buf_release (or until the caller takes it and frees it with free). */
#ifndef ARB_BUF_H
#define ARB_BUF_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct arb_buf {
    char *data;
    size_t len, cap;
    bool oom;
};

/* Appends the n bytes of s. */
void arb_buf_append(struct arb_buf *b, const char *s, size_t n);
/* Appends printf-like text. */
void arb_buf_printf(struct arb_buf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Appends s as the inside of a JSON string (quotes not included), at most max input bytes;
 * bytes outside printable ASCII are written \u00XX, so the text stays ASCII. */
void arb_buf_json_str(struct arb_buf *b, const char *s, size_t max);
/* Frees the data and zeroes b. */
void arb_buf_release(struct arb_buf *b);

/* The monotonic clock in nanoseconds (CLOCK_MONOTONIC): for durations and deadlines. */
uint64_t arb_now_ns(void);
/* The CPU time this process has used, in nanoseconds (CLOCK_PROCESS_CPUTIME_ID). */
uint64_t arb_cpu_ns(void);

#endif

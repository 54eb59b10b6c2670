/* arb_buf.h — the one growable text buffer of Arbitre, and its clocks (monotonic, CPU, wall).
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
#include <time.h>

struct arb_buf {
    char *data;
    size_t len, cap;
    bool oom;
};

/* Makes room for n more bytes (and the NUL) in one allocation, for a size known ahead; later
 * appends within it do not reallocate. */
void arb_buf_reserve(struct arb_buf *b, size_t n);
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
/* The wall clock in nanoseconds since the Unix epoch (CLOCK_REALTIME): for timestamps a person
 * or another machine reads (logs, stored rows, days). It can jump; measure durations with
 * arb_now_ns. */
uint64_t arb_wall_ns(void);
/* The wall-clock instant after_ns from now, as the absolute deadline pthread_cond_timedwait
 * takes (its default clock is CLOCK_REALTIME). */
struct timespec arb_wall_deadline(uint64_t after_ns);

#endif

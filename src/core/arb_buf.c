/* arb_buf.c — the growable text buffer every module builds text in, and the monotonic clock.
 * Invariant: after any append, data[len] is '\0' (or oom is set and data is as it was). */
#include "arb_buf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

void arb_buf_reserve(struct arb_buf *b, size_t n)
{
    if (b->oom || b->len + n + 1 <= b->cap)
        return;
    char *data = realloc(b->data, b->len + n + 1);
    if (!data) {
        b->oom = true;
        return;
    }
    b->data = data;
    b->cap = b->len + n + 1;
}

void arb_buf_append(struct arb_buf *b, const char *s, size_t n)
{
    if (b->oom)
        return;
    if (b->len + n + 1 > b->cap) {
        size_t cap = b->cap ? b->cap : 256;
        while (cap < b->len + n + 1)
            cap *= 2;
        char *data = realloc(b->data, cap);
        if (!data) {
            b->oom = true;
            return;
        }
        b->data = data;
        b->cap = cap;
    }
    memcpy(b->data + b->len, s, n);
    b->len += n;
    b->data[b->len] = '\0';
}

void arb_buf_printf(struct arb_buf *b, const char *fmt, ...)
{
    char small[512];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(small, sizeof small, fmt, ap);
    va_end(ap);
    if (n < 0) {
        b->oom = true;
        return;
    }
    if ((size_t)n < sizeof small) {
        arb_buf_append(b, small, (size_t)n);
        return;
    }
    char *big = malloc((size_t)n + 1);
    if (!big) {
        b->oom = true;
        return;
    }
    va_start(ap, fmt);
    vsnprintf(big, (size_t)n + 1, fmt, ap);
    va_end(ap);
    arb_buf_append(b, big, (size_t)n);
    free(big);
}

void arb_buf_json_str(struct arb_buf *b, const char *s, size_t max)
{
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; s && s[i] && i < max; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '"' || ch == '\\') {
            char esc[2] = {'\\', (char)ch};
            arb_buf_append(b, esc, 2);
        } else if (ch < 0x20 || ch >= 0x7f) {
            char esc[6] = {'\\', 'u', '0', '0', hex[ch >> 4], hex[ch & 15]};
            arb_buf_append(b, esc, 6);
        } else {
            arb_buf_append(b, (const char *)&ch, 1);
        }
    }
}

void arb_buf_release(struct arb_buf *b)
{
    free(b->data);
    *b = (struct arb_buf){0};
}

static uint64_t clock_ns(clockid_t clock)
{
    struct timespec ts;
    clock_gettime(clock, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

uint64_t arb_now_ns(void)
{
    return clock_ns(CLOCK_MONOTONIC);
}

uint64_t arb_cpu_ns(void)
{
    return clock_ns(CLOCK_PROCESS_CPUTIME_ID);
}

uint64_t arb_wall_ns(void)
{
    return clock_ns(CLOCK_REALTIME);
}

struct timespec arb_wall_deadline(uint64_t after_ns)
{
    uint64_t t = arb_wall_ns() + after_ns;
    return (struct timespec){.tv_sec = (time_t)(t / 1000000000u),
                             .tv_nsec = (long)(t % 1000000000u)};
}

/* arb_byteset.h — a set of byte values (256 bits), the quick « no » before a sorted search:
 * a table of words records the first byte of each, and a lookup whose first byte is not in
 * the set needs no search. Plain value struct, zero-initialised = empty; no allocation. */
#ifndef ARB_BYTESET_H
#define ARB_BYTESET_H

#include <stdbool.h>
#include <stdint.h>

struct arb_byteset {
    uint64_t bit[4]; /* bit c % 64 of bit[c / 64]: byte c is in the set */
};

/* Adds byte c to s. */
static inline void arb_byteset_add(struct arb_byteset *s, unsigned char c)
{
    s->bit[c / 64] |= 1ull << (c % 64);
}

/* True when byte c is in s. */
static inline bool arb_byteset_has(const struct arb_byteset *s, unsigned char c)
{
    return (s->bit[c / 64] >> (c % 64)) & 1;
}

#endif

/* arb_hash.c — 64-bit FNV-1a over a string's bytes (arb_hash.h): one byte at a time, xor then
 * multiply by the FNV prime, so equal strings hash equal on every platform. */
#include "arb_hash.h"

static const uint64_t fnv_prime = 0x100000001b3ull; /* FNV's 64-bit prime */

uint64_t arb_hash_from(uint64_t h, const char *s)
{
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * fnv_prime;
    return h;
}

uint64_t arb_hash_str(const char *s)
{
    return arb_hash_from(ARB_HASH_SEED, s);
}

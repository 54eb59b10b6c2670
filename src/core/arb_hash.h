/* arb_hash.h — the one string hash of the project: 64-bit FNV-1a over the bytes of a
 * NUL-terminated string. The open-addressing tables of the assistant (stems, lexicon words)
 * and the knowledge base's analyser memo all key through it; the hash is stable across runs
 * and builds, so a table's probe order never depends on the process. */
#ifndef ARB_HASH_H
#define ARB_HASH_H

#include <stdint.h>

/* FNV-1a's 64-bit offset basis: the state before any byte. */
#define ARB_HASH_SEED 0xcbf29ce484222325ull

/* The FNV-1a hash of s's bytes from state h (ARB_HASH_SEED for a plain hash; another seed,
 * e.g. ARB_HASH_SEED ^ tag, keys the same string apart in one table). s is borrowed. */
uint64_t arb_hash_from(uint64_t h, const char *s);

/* arb_hash_from(ARB_HASH_SEED, s). */
uint64_t arb_hash_str(const char *s);

#endif

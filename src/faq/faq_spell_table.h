/* faq_spell_table.h — the shape of the word table compiled from Hunspell's dictionaries at
 * build time (tools/spell_table.c writes it, faq_spell.c reads it), and the one key both
 * compute for a word: the 64-bit hash of its lower-cased UTF-8 (accents kept, as Hunspell
 * reads them). Invariant: keys are sorted within each bucket (the top FAQ_SPELL_BUCKET_BITS
 * of the hash), bucket b holds entries [bucket[b], bucket[b + 1]). */
#ifndef FAQ_SPELL_TABLE_H
#define FAQ_SPELL_TABLE_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "arb_utf8.h"

enum {
    FAQ_SPELL_BUCKET_BITS = 16,
    /* an entry's flags: what Hunspell said of the word typed in lower case and capitalised */
    FAQ_SPELL_LOWER = 1,            /* « franchement » is correct */
    FAQ_SPELL_CAP = 2,              /* « Franchement » / « Paris » is correct */
    FAQ_SPELL_NEUTRAL_LOWER = 4,    /* every reading has a lexicon's neutral tag (po:adv) */
    FAQ_SPELL_NEUTRAL_CAP = 8,      /* the same, capitalised */
    FAQ_SPELL_CAP_LEMMAS = 16,      /* the capitalised form's lemmas follow the lower case's */
    FAQ_SPELL_UPPER = 32,           /* « OK », « UK »: correct in capitals only */
    FAQ_SPELL_FLAG_BITS = 6,        /* data = lemma << FAQ_SPELL_FLAG_BITS | flags */
    FAQ_SPELL_KNOWN = 1,            /* faq_spell_find: correct as typed */
    FAQ_SPELL_NEUTRAL = 2,          /* faq_spell_find: neutral as typed */
    FAQ_SPELL_LEMMA_LAST = 1 << 30, /* in lemma_list: this offset is the word's last lemma */
    FAQ_SPELL_READ_KEYS = 32,       /* keys read at once (a bucket holds about 8) */
    FAQ_SPELL_LEMMA_MAX = 128       /* a lemma's bytes with its NUL, at most */
};

struct faq_spell_table {
    const uint32_t *bucket;     /* 2^FAQ_SPELL_BUCKET_BITS + 1 offsets into key and data */
    const uint32_t *key;        /* the hash's low 32 bits, sorted within a bucket */
    const uint32_t *data;       /* flags and the index in lemma_list (0: no lemma) */
    const uint32_t *lemma_list; /* offsets into lemma_chars, the last one | LEMMA_LAST */
    const char *lemma_chars;    /* NUL-terminated lemmas as Hunspell_stem gave them */
    size_t n;                   /* entries */
    size_t nlist, nchars;       /* lemma_list's items, lemma_chars' bytes */
    /* the last 4 bytes of bucket, key, data, lemma_list and lemma_chars: what a reader of the
     * arrays elsewhere than in memory checks it reads the same (without touching them) */
    uint32_t tail[5];
};

/* The lower case of code point cp in Latin-1 and Latin Extended-A (other code points are
 * returned as they are). */
static inline long faq_spell_lower(long cp)
{
    if ((cp >= 'A' && cp <= 'Z') || (cp >= 0xC0 && cp <= 0xDE && cp != 0xD7))
        return cp + 0x20;
    if ((cp >= 0x100 && cp <= 0x137) || (cp >= 0x14A && cp <= 0x177))
        return cp | 1;
    if ((cp >= 0x139 && cp <= 0x148) || (cp >= 0x179 && cp <= 0x17E))
        return cp + (cp & 1);
    return cp == 0x178 ? 0xFF : cp;
}

/* The key of the UTF-8 word s[0, len): FNV-1a over its lower-cased code points, then mixed
 * (splitmix64's finaliser) so the top bits spread over the buckets. Invalid bytes count as
 * themselves. *cased (may be NULL) is 0 for a word in lower case, 2 for one in capitals
 * (digits aside), 1 for the others. */
static inline uint64_t faq_spell_key(const char *s, size_t len, int *cased)
{
    bool up = false, low = false;
    uint64_t h = 0xcbf29ce484222325u;
    size_t i = 0, adv;
    while (i < len) {
        long cp = arb_utf8_next((const unsigned char *)s + i, len - i, &adv);
        long lower = cp == ARB_UTF8_INVALID ? (unsigned char)s[i] : faq_spell_lower(cp);
        bool changed = lower != cp;
        up = up || changed;
        low = low || (!changed && !(cp >= '0' && cp <= '9'));
        cp = lower;
        i += adv;
        for (int b = 0; b < 3; b++) {
            h ^= (uint64_t)((cp >> (8 * b)) & 0xFF);
            h *= 0x100000001b3u;
        }
    }
    if (cased)
        *cased = up ? (low ? 1 : 2) : 0;
    h ^= h >> 30;
    h *= 0xbf58476d1ce4e5b9u;
    h ^= h >> 27;
    h *= 0x94d049bb133111ebu;
    return h ^ (h >> 31);
}

/* Copies n bytes of the table at address at into out: from memory, or (faq_spell.c) read
 * from the executable's file so the table's pages are never mapped in. */
typedef void faq_spell_read_fn(const void *ctx, const void *at, void *out, size_t n);

static inline void faq_spell_read_memory(const void *ctx, const void *at, void *out, size_t n)
{
    (void)ctx;
    memcpy(out, at, n);
}

/* What the table says of the word s[0, len) as typed, its bytes read through read(ctx, …):
 * FAQ_SPELL_KNOWN and FAQ_SPELL_NEUTRAL bits for its casing (a word with a capital reads the
 * capitalised verdicts, one in capitals also the capitals'), with the index of its lemmas in
 * lemma_list above FAQ_SPELL_FLAG_BITS (0: none; "" lemmas are none); 0 for a word Hunspell
 * does not accept. */
static inline uint32_t faq_spell_find(const struct faq_spell_table *t, faq_spell_read_fn *read,
                                      const void *ctx, const char *s, size_t len)
{
    int cased;
    uint64_t h = faq_spell_key(s, len, &cased);
    uint32_t b = (uint32_t)(h >> (64 - FAQ_SPELL_BUCKET_BITS)), k = (uint32_t)h, range[2];
    uint32_t keys[FAQ_SPELL_READ_KEYS];
    read(ctx, t->bucket + b, range, sizeof range);
    for (uint32_t lo = range[0]; lo < range[1]; lo += FAQ_SPELL_READ_KEYS) {
        uint32_t n = range[1] - lo < FAQ_SPELL_READ_KEYS ? range[1] - lo : FAQ_SPELL_READ_KEYS;
        read(ctx, t->key + lo, keys, n * sizeof *keys);
        for (uint32_t i = 0; i < n && keys[i] <= k; i++) {
            if (keys[i] != k)
                continue;
            uint32_t d, flags = 0, lemma, item;
            read(ctx, t->data + lo + i, &d, sizeof d);
            lemma = d >> FAQ_SPELL_FLAG_BITS;
            if ((d & (cased ? FAQ_SPELL_CAP : FAQ_SPELL_LOWER)) ||
                (cased == 2 && (d & FAQ_SPELL_UPPER)))
                flags |= FAQ_SPELL_KNOWN;
            if (d & (cased ? FAQ_SPELL_NEUTRAL_CAP : FAQ_SPELL_NEUTRAL_LOWER))
                flags |= FAQ_SPELL_NEUTRAL;
            if (cased && (d & FAQ_SPELL_CAP_LEMMAS))
                do /* past the lower case's lemmas */
                    read(ctx, t->lemma_list + lemma++, &item, sizeof item);
                while (!(item & FAQ_SPELL_LEMMA_LAST));
            return flags ? lemma << FAQ_SPELL_FLAG_BITS | flags : 0;
        }
    }
    return 0;
}

#endif

/* arb_utf8.c — UTF-8 decoding (strict: no overlong forms, no surrogates, nothing past
 * U+10FFFF) and the Latin folding table shared by every reader of text. */
#include "arb_utf8.h"

long arb_utf8_next(const unsigned char *s, size_t len, size_t *adv)
{
    *adv = 1;
    if (s[0] < 0x80)
        return s[0];
    size_t n = s[0] >= 0xF0 && s[0] < 0xF5   ? 4
               : s[0] >= 0xE0 && s[0] < 0xF0 ? 3
               : s[0] >= 0xC2 && s[0] < 0xE0 ? 2
                                             : 0;
    if (n == 0 || n > len)
        return ARB_UTF8_INVALID;
    long cp = s[0] & (0x7F >> n);
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return ARB_UTF8_INVALID;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return ARB_UTF8_INVALID;
    *adv = n;
    return cp;
}

bool arb_utf8_is_letter(long cp)
{
    if (cp < 0)
        return false;
    if (cp < 0x80)
        return (cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z') || (cp >= '0' && cp <= '9');
    if (cp == 0xAA || cp == 0xB5 || cp == 0xBA)
        return true;
    if (cp >= 0xC0 && cp <= 0x2AF)
        return cp != 0xD7 && cp != 0xF7;
    return (cp >= 0x370 && cp <= 0x1FFF) || (cp >= 0x2C00 && cp <= 0x2DFF) ||
           (cp >= 0x3040 && cp <= 0xD7FF) || (cp >= 0xF900 && cp <= 0xFDFF) ||
           (cp >= 0xFE70 && cp <= 0xFEFF) || cp >= 0x10000;
}

/* U+00C0..U+00FF folded ("" for × and ÷, which are not letters). */
static const char *const latin1[64] = {
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",
    "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "ss",
    "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i",  "i",
    "d", "n", "o", "o", "o", "o", "o",  "",  "o", "u", "u", "u", "u", "y", "th", "y",
};

const char *arb_utf8_fold(long cp, char one[2])
{
    if (cp >= 0 && cp < 0x80) {
        one[0] = (char)(cp >= 'A' && cp <= 'Z' ? cp - 'A' + 'a' : cp);
        one[1] = '\0';
        return one;
    }
    if (cp >= 0xC0 && cp <= 0xFF)
        return latin1[cp - 0xC0];
    if (cp == 0x152 || cp == 0x153)
        return "oe";
    if (cp == 0x178)
        return "y";
    return NULL;
}

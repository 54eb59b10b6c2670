/* arb_msg.c — lookups in the message catalogue (tables generated from data/messages.json)
 * and the reading of a client's language. Invariant: the tables are read-only, so every
 * function here is thread-safe. */
#include "arb_msg.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "arb_msg_int.h"

const char *arb_msg_en(const char *fr)
{
    for (size_t i = 0; fr && i < arb_msg_texts_count; i++)
        if (strcmp(arb_msg_texts[i].fr, fr) == 0)
            return arb_msg_texts[i].en;
    return NULL;
}

const char *arb_msg_code(enum arb_code code, enum arb_lang lang)
{
    size_t i =
        (int)code >= 0 && (size_t)code < arb_msg_codes_count ? (size_t)code : ARB_ERR_INTERNAL;
    return lang == ARB_LANG_EN ? arb_msg_codes[i].en : arb_msg_codes[i].fr;
}

int arb_msg_format(enum arb_lang lang, char *out, size_t cap, const char *fr_fmt, ...)
{
    const char *fmt = lang == ARB_LANG_EN ? arb_msg_en(fr_fmt) : NULL;
    va_list ap;
    va_start(ap, fr_fmt);
    int n = vsnprintf(out, cap, fmt ? fmt : fr_fmt, ap);
    va_end(ap);
    return n;
}

bool arb_lang_parse(const char *s, enum arb_lang *out)
{
    if (s && strcmp(s, "fr") == 0)
        *out = ARB_LANG_FR;
    else if (s && strcmp(s, "en") == 0)
        *out = ARB_LANG_EN;
    else
        return false;
    return true;
}

const char *arb_lang_code(enum arb_lang lang)
{
    return lang == ARB_LANG_EN ? "en" : "fr";
}

/* The q of one Accept-Language item's parameters (";q=0.8"), 1 when absent. */
static double accept_q(const char *p, const char *end)
{
    for (; p < end; p++) {
        if (*p != ';')
            continue;
        while (p + 1 < end && p[1] == ' ')
            p++;
        if (end - p > 2 && (p[1] == 'q' || p[1] == 'Q') && p[2] == '=')
            return strtod(p + 3, NULL);
    }
    return 1.0;
}

enum arb_lang arb_lang_accept(const char *header)
{
    double best = 0;
    enum arb_lang lang = ARB_LANG_FR;
    for (const char *p = header; p && *p;) {
        while (*p == ' ' || *p == ',')
            p++;
        const char *end = p + strcspn(p, ",");
        size_t tag = strcspn(p, "-;, ");
        bool fr = tag == 2 && strncasecmp(p, "fr", 2) == 0;
        bool en = tag == 2 && strncasecmp(p, "en", 2) == 0;
        double q = accept_q(p, end);
        if ((fr || en) && q > best) {
            best = q;
            lang = en ? ARB_LANG_EN : ARB_LANG_FR;
        }
        p = end;
    }
    return lang;
}

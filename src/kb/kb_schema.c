/* kb_schema.c — a small JSON-Schema validator: exactly the keywords rules.schema.json uses
 * ($ref to #/$defs, type, required, properties, additionalProperties, items, enum, minItems,
 * minLength, minProperties, minimum, pattern, oneOf). The first defect found stops the walk
 * and is reported with its JSON path ("entries[3].cite.page"), so authors see where to look.
 * Unknown keywords are ignored, as JSON Schema says. */
#include <math.h>
#include <regex.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "kb_int.h"

enum { PATTERN_CACHE = 8 };

struct walk {
    const cJSON *root;                  /* the schema, for $ref */
    const char *pattern[PATTERN_CACHE]; /* compiled patterns, by the schema's own string */
    regex_t re[PATTERN_CACHE];
    size_t n_patterns;
    const char *file;
    struct arb_err *err; /* NULL while probing oneOf alternatives */
    char path[160];
    size_t plen;
};

static int fail(struct walk *w, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static int fail(struct walk *w, const char *fmt, ...)
{
    char what[200];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return arb_err_set(w->err, ARB_ERR_KB, w->path, "%s: %s: %s", w->file,
                       w->plen ? w->path : "(racine)", what);
}

/* Appends s[n] to the path, cut where the path is full (the path is built at every node:
 * no formatting). */
static void append(struct walk *w, const char *s, size_t n)
{
    size_t room = sizeof w->path - 1 - w->plen;
    n = n < room ? n : room;
    memcpy(w->path + w->plen, s, n);
    w->plen += n;
    w->path[w->plen] = '\0';
}

/* Appends ".key" (or "key" at the root) or "[i]" to the path; returns the old length. */
static size_t push_key(struct walk *w, const char *key)
{
    size_t old = w->plen;
    if (old)
        append(w, ".", 1);
    append(w, key, strlen(key));
    return old;
}

static size_t push_index(struct walk *w, int i)
{
    char digits[16];
    size_t n = sizeof digits, old = w->plen;
    unsigned u = i < 0 ? 0u : (unsigned)i; /* array positions count from 0 */
    digits[--n] = ']';
    do
        digits[--n] = (char)('0' + u % 10);
    while ((u /= 10) && n > 1);
    digits[--n] = '[';
    append(w, digits + n, sizeof digits - n);
    return old;
}

static void pop(struct walk *w, size_t old)
{
    w->plen = old;
    w->path[old] = '\0';
}

static const char *type_name(const cJSON *v)
{
    if (cJSON_IsObject(v))
        return "object";
    if (cJSON_IsArray(v))
        return "array";
    if (cJSON_IsString(v))
        return "string";
    if (cJSON_IsNumber(v))
        return v->valuedouble == floor(v->valuedouble) ? "integer" : "number";
    if (cJSON_IsBool(v))
        return "boolean";
    return "null";
}

static bool type_is(const cJSON *v, const char *type)
{
    const char *have = type_name(v);
    return strcmp(have, type) == 0 || (strcmp(type, "number") == 0 && strcmp(have, "integer") == 0);
}

static int check_type(struct walk *w, const cJSON *t, const cJSON *v)
{
    if (cJSON_IsString(t))
        return type_is(v, t->valuestring)
                   ? 0
                   : fail(w, "type %s attendu, %s trouvé", t->valuestring, type_name(v));
    const cJSON *it;
    cJSON_ArrayForEach(it, t) if (cJSON_IsString(it) && type_is(v, it->valuestring)) return 0;
    char *want = cJSON_PrintUnformatted(t);
    int rc = fail(w, "type %s attendu, %s trouvé", want ? want : "?", type_name(v));
    cJSON_free(want);
    return rc;
}

static size_t utf8_length(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

static int check_pattern(struct walk *w, const char *pattern, const char *s)
{
    size_t i = 0;
    while (i < w->n_patterns && w->pattern[i] != pattern)
        i++;
    if (i == w->n_patterns) {
        if (i == PATTERN_CACHE || regcomp(&w->re[i], pattern, REG_EXTENDED | REG_NOSUB) != 0)
            return fail(w, "motif invalide dans le schéma : %s", pattern);
        w->pattern[w->n_patterns++] = pattern;
    }
    return regexec(&w->re[i], s, 0, NULL, 0) == 0
               ? 0
               : fail(w, "« %s » ne suit pas le motif %s", s, pattern);
}

static int validate(struct walk *w, const cJSON *schema, const cJSON *v);

/* The keywords of one schema object, found in one pass over its members (a node is checked
 * against its schema once per value: a lookup per keyword was most of the walk). */
struct keywords {
    const cJSON *ref, *type, *enumeration, *one_of, *min_length, *pattern, *minimum;
    const cJSON *properties, *additional, *required, *min_properties, *items, *min_items;
};

static void read_keywords(const cJSON *schema, struct keywords *k)
{
    static const struct {
        const char *name;
        size_t at;
    } names[] = {
        {"$ref", offsetof(struct keywords, ref)},
        {"type", offsetof(struct keywords, type)},
        {"enum", offsetof(struct keywords, enumeration)},
        {"oneOf", offsetof(struct keywords, one_of)},
        {"minLength", offsetof(struct keywords, min_length)},
        {"pattern", offsetof(struct keywords, pattern)},
        {"minimum", offsetof(struct keywords, minimum)},
        {"properties", offsetof(struct keywords, properties)},
        {"additionalProperties", offsetof(struct keywords, additional)},
        {"required", offsetof(struct keywords, required)},
        {"minProperties", offsetof(struct keywords, min_properties)},
        {"items", offsetof(struct keywords, items)},
        {"minItems", offsetof(struct keywords, min_items)},
    };
    const cJSON *it;
    memset(k, 0, sizeof *k);
    cJSON_ArrayForEach(it, schema)
    {
        for (size_t i = 0; it->string && i < sizeof names / sizeof *names; i++) {
            const cJSON **slot = (const cJSON **)(void *)((char *)k + names[i].at);
            if (!*slot && strcmp(it->string, names[i].name) == 0) {
                *slot = it;
                break;
            }
        }
    }
}

static int check_one_of(struct walk *w, const cJSON *alts, const cJSON *v)
{
    struct arb_err *saved = w->err;
    int matched = 0;
    const cJSON *alt;
    w->err = NULL;
    cJSON_ArrayForEach(alt, alts) if (validate(w, alt, v) == 0) matched++;
    w->err = saved;
    if (matched == 1)
        return 0;
    return fail(w, matched ? "correspond à plusieurs formes exclusives (oneOf)"
                           : "ne correspond à aucune des formes permises (oneOf)");
}

static int check_object(struct walk *w, const struct keywords *k, const cJSON *v)
{
    const cJSON *props = k->properties, *extra = k->additional, *req = k->required;
    const cJSON *minp = k->min_properties, *it;
    cJSON_ArrayForEach(it, req)
    {
        if (cJSON_IsString(it) && !cJSON_HasObjectItem(v, it->valuestring)) {
            size_t old = push_key(w, it->valuestring);
            int rc = fail(w, "clé obligatoire absente");
            pop(w, old);
            return rc;
        }
    }
    if (cJSON_IsNumber(minp) && cJSON_GetArraySize(v) < minp->valueint)
        return fail(w, "au moins %d clé(s) attendue(s)", minp->valueint);
    cJSON_ArrayForEach(it, v)
    {
        const cJSON *sub = cJSON_GetObjectItemCaseSensitive(props, it->string);
        size_t old = push_key(w, it->string);
        int rc = 0;
        if (sub)
            rc = validate(w, sub, it);
        else if (cJSON_IsFalse(extra))
            rc = fail(w, "clé inconnue");
        else if (cJSON_IsObject(extra))
            rc = validate(w, extra, it);
        pop(w, old);
        if (rc)
            return rc;
    }
    return 0;
}

static int check_array(struct walk *w, const struct keywords *k, const cJSON *v)
{
    const cJSON *items = k->items, *mini = k->min_items;
    if (cJSON_IsNumber(mini) && cJSON_GetArraySize(v) < mini->valueint)
        return fail(w, "au moins %d élément(s) attendu(s), %d trouvé(s)", mini->valueint,
                    cJSON_GetArraySize(v));
    if (!items)
        return 0;
    int i = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, v)
    {
        size_t old = push_index(w, i++);
        int rc = validate(w, items, it);
        pop(w, old);
        if (rc)
            return rc;
    }
    return 0;
}

static const cJSON *resolve(struct walk *w, const char *ref)
{
    static const char prefix[] = "#/$defs/";
    if (strncmp(ref, prefix, sizeof prefix - 1) != 0)
        return NULL;
    const cJSON *defs = cJSON_GetObjectItemCaseSensitive(w->root, "$defs");
    return cJSON_GetObjectItemCaseSensitive(defs, ref + sizeof prefix - 1);
}

static int validate(struct walk *w, const cJSON *schema, const cJSON *v)
{
    struct keywords kw;
    const cJSON *k;
    int rc;
    read_keywords(schema, &kw);
    if ((k = kw.ref) && cJSON_IsString(k)) {
        const cJSON *target = resolve(w, k->valuestring);
        if (!target)
            return fail(w, "référence de schéma inconnue : %s", k->valuestring);
        if ((rc = validate(w, target, v)))
            return rc;
    }
    if ((k = kw.type) && (rc = check_type(w, k, v)))
        return rc;
    if ((k = kw.enumeration)) {
        const cJSON *it;
        bool found = false;
        cJSON_ArrayForEach(it, k) found = found || cJSON_Compare(it, v, true);
        if (!found) {
            char *want = cJSON_PrintUnformatted(k);
            rc = fail(w, "valeur hors de la liste permise %s", want ? want : "");
            cJSON_free(want);
            return rc;
        }
    }
    if ((k = kw.one_of) && (rc = check_one_of(w, k, v)))
        return rc;
    if (cJSON_IsString(v)) {
        if ((k = kw.min_length) && utf8_length(v->valuestring) < (size_t)k->valueint)
            return fail(w, "texte de moins de %d caractère(s)", k->valueint);
        if ((k = kw.pattern) && cJSON_IsString(k) &&
            (rc = check_pattern(w, k->valuestring, v->valuestring)))
            return rc;
    }
    if (cJSON_IsNumber(v) && (k = kw.minimum) && v->valuedouble < k->valuedouble)
        return fail(w, "%g est inférieur au minimum %g", v->valuedouble, k->valuedouble);
    if (cJSON_IsObject(v))
        return check_object(w, &kw, v);
    if (cJSON_IsArray(v))
        return check_array(w, &kw, v);
    return 0;
}

int kb_schema_validate(const cJSON *schema, const cJSON *doc, const char *file, struct arb_err *err)
{
    struct walk w = {.root = schema, .file = file, .err = err};
    int rc = validate(&w, schema, doc);
    for (size_t i = 0; i < w.n_patterns; i++)
        regfree(&w.re[i]);
    return rc;
}

/* arb_json.c — strict JSON parsing on top of cJSON, and error/citation bodies.
 * Invariant: a tree returned by arb_json_parse has no duplicate keys, only valid UTF-8,
 * only finite numbers and at most ARB_JSON_MAX_DEPTH levels. */
#include "arb_json.h"
#include "arb_utf8.h"

#include "arb_msg.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool arb_utf8_valid(const char *str, size_t len)
{
    const unsigned char *s = (const unsigned char *)str;
    for (size_t i = 0, adv; i < len; i += adv)
        if (arb_utf8_next(s + i, len - i, &adv) == ARB_UTF8_INVALID)
            return false;
    return true;
}

/* Depth of [ and { outside strings; stops early once over the limit. */
static int json_depth(const char *s, size_t len)
{
    int depth = 0, max = 0;
    bool in_str = false;
    for (size_t i = 0; i < len && max <= ARB_JSON_MAX_DEPTH; i++) {
        char c = s[i];
        if (in_str) {
            if (c == '\\')
                i++;
            else if (c == '"')
                in_str = false;
        } else if (c == '"') {
            in_str = true;
        } else if (c == '[' || c == '{') {
            if (++depth > max)
                max = depth;
        } else if (c == ']' || c == '}') {
            depth--;
        }
    }
    return max;
}

static int cmp_names(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* Refuses duplicate keys, non-finite numbers and, with decoded (the text escapes code points:
 * \uD800 alone decodes to invalid bytes), invalid UTF-8 in keys and strings; without escapes
 * they are slices of the text, already valid. */
static int check_tree(const cJSON *item, bool decoded, struct arb_err *err)
{
    if (cJSON_IsNumber(item) && !isfinite(item->valuedouble))
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL, "Nombre hors limites dans le JSON.");
    if (decoded && cJSON_IsString(item) &&
        !arb_utf8_valid(item->valuestring, strlen(item->valuestring)))
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL,
                           "Texte invalide : le JSON doit être encodé en UTF-8.");
    if (!cJSON_IsObject(item) && !cJSON_IsArray(item))
        return 0;
    size_t n = 0;
    for (const cJSON *c = item->child; c; c = c->next)
        n++;
    if (cJSON_IsObject(item) && n > 1) {
        const char **names = malloc(n * sizeof *names);
        int rc = 0;
        if (!names)
            return arb_err_nomem(err);
        size_t k = 0;
        for (const cJSON *c = item->child; c; c = c->next)
            names[k++] = c->string;
        qsort(names, n, sizeof *names, cmp_names);
        for (k = 1; k < n; k++) {
            if (strcmp(names[k - 1], names[k]) == 0) {
                rc = arb_err_set(err, ARB_ERR_BAD_JSON, names[k],
                                 "Clé « %.60s » en double dans un objet JSON.", names[k]);
                break;
            }
        }
        free(names);
        if (rc)
            return rc;
    }
    for (const cJSON *c = item->child; c; c = c->next) {
        if (decoded && c->string && !arb_utf8_valid(c->string, strlen(c->string)))
            return arb_err_set(err, ARB_ERR_BAD_JSON, NULL,
                               "Clé invalide : le JSON doit être encodé en UTF-8.");
        int rc = check_tree(c, decoded, err);
        if (rc)
            return rc;
    }
    return 0;
}

/* True when buf escapes a NUL (\u0000): cJSON would decode it and the string would end
 * there, silently cutting what follows. Raw NUL bytes are refused before. *code_points: buf
 * escapes some code point (\uXXXX). */
static bool escapes_nul(const char *buf, size_t len, bool *code_points)
{
    *code_points = false;
    for (size_t i = 0; i + 1 < len; i++) {
        if (buf[i] != '\\')
            continue;
        *code_points = *code_points || buf[i + 1] == 'u';
        if (buf[i + 1] == 'u' && i + 5 < len && memcmp(buf + i + 2, "0000", 4) == 0)
            return true;
        i++; /* the escaped character, whatever it is */
    }
    return false;
}

int arb_json_parse(const char *buf, size_t len, cJSON **out, struct arb_err *err)
{
    *out = NULL;
    if (len == 0)
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL, "Corps vide : un objet JSON est attendu.");
    if (memchr(buf, '\0', len))
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL,
                           "Le JSON contient un octet nul, ce qui est interdit.");
    if (!arb_utf8_valid(buf, len))
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL,
                           "Texte invalide : le JSON doit être encodé en UTF-8.");
    bool decoded;
    if (escapes_nul(buf, len, &decoded))
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL,
                           "Caractère de contrôle \\u0000 interdit dans une chaîne JSON.");
    if (json_depth(buf, len) > ARB_JSON_MAX_DEPTH)
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL, "JSON trop imbriqué (plus de %d niveaux).",
                           ARB_JSON_MAX_DEPTH);
    const char *end = NULL;
    cJSON *root = cJSON_ParseWithLengthOpts(buf, len, &end, 0);
    if (!root) {
        size_t at = end && end >= buf ? (size_t)(end - buf) : 0;
        return arb_err_set(err, ARB_ERR_BAD_JSON, NULL, "JSON mal formé près de l'octet %zu.", at);
    }
    for (const char *p = end; p < buf + len; p++) {
        if (*p != ' ' && *p != '\n' && *p != '\r' && *p != '\t') {
            cJSON_Delete(root);
            return arb_err_set(err, ARB_ERR_BAD_JSON, NULL,
                               "Texte en trop après le JSON (octet %zu).", (size_t)(p - buf));
        }
    }
    int rc = check_tree(root, decoded, err);
    if (rc) {
        cJSON_Delete(root);
        return rc;
    }
    *out = root;
    return 0;
}

cJSON *arb_json_cite(const struct arb_cite *cite)
{
    cJSON *o = cJSON_CreateObject();
    if (!o)
        return NULL;
    cJSON_AddStringToObject(o, "source", cite->source);
    cJSON_AddStringToObject(o, "title", cite->title);
    if (cite->page > 0)
        cJSON_AddNumberToObject(o, "page", cite->page);
    else
        cJSON_AddStringToObject(o, "section", cite->section ? cite->section : "");
    return o;
}

cJSON *arb_json_error(const struct arb_err *err)
{
    return arb_json_error_lang(err, ARB_LANG_FR);
}

cJSON *arb_json_error_lang(const struct arb_err *err, enum arb_lang lang)
{
    cJSON *root = cJSON_CreateObject();
    cJSON *e = cJSON_AddObjectToObject(root, "error");
    if (!e) {
        cJSON_Delete(root);
        return NULL;
    }
    cJSON_AddStringToObject(e, "code", arb_err_slug(err->code));
    const char *message = arb_err_message(err, lang);
    cJSON_AddStringToObject(e, "message", message[0] ? message : arb_msg_code(err->code, lang));
    if (err->field[0])
        cJSON_AddStringToObject(e, "field", err->field);
    else
        cJSON_AddNullToObject(e, "field");
    if (err->rule)
        cJSON_AddItemToObject(e, "rule", arb_json_cite(err->rule));
    return root;
}

char *arb_json_print(const cJSON *item)
{
    return cJSON_PrintUnformatted(item);
}

const cJSON *arb_json_get(const cJSON *o, const char *k)
{
    return cJSON_GetObjectItemCaseSensitive(o, k);
}

int arb_json_int(const cJSON *item, const char *field, long min, long max, long *out,
                 struct arb_err *err)
{
    if (!item)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field, "Champ « %s » manquant.", field);
    if (!cJSON_IsNumber(item))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                           "Le champ « %s » doit être un nombre entier.", field);
    double v = item->valuedouble;
    if (v != floor(v) || v < (double)min || v > (double)max)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                           "Le champ « %s » doit être un entier entre %ld et %ld.", field, min,
                           max);
    *out = (long)v;
    return 0;
}

int arb_json_known_keys(const cJSON *obj, const char *prefix, const char *const *allowed,
                        struct arb_err *err)
{
    for (const cJSON *c = obj->child; c; c = c->next) {
        bool ok = false;
        for (const char *const *a = allowed; *a && !ok; a++)
            ok = strcmp(*a, c->string) == 0;
        if (!ok) {
            char field[96];
            snprintf(field, sizeof field, "%s%s%.60s", prefix, prefix[0] ? "." : "", c->string);
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, field, "Champ inconnu « %.60s ».",
                               c->string);
        }
    }
    return 0;
}

/* faq_link.c — the diagram link an answer carries: the one place that writes the URL of
 * GET /v1/games/{id}/diagram.svg for a position, its move, its rule options and the answer's
 * language, so the picture a player opens is drawn for the rules and in the language of the
 * answer beside it (entry examples and simulated situations alike). */
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "faq_int.h"

enum { LINK_MAX = 4096 };

static char hex_digit(unsigned v)
{
    return (char)(v < 10 ? '0' + v : 'A' + v - 10);
}

/* Appends s percent-encoded (RFC 3986 unreserved characters kept) to url[LINK_MAX] at *len;
 * false when it does not fit. */
static bool append_encoded(char *url, size_t *len, const char *s)
{
    for (const unsigned char *c = (const unsigned char *)s; *c; c++) {
        bool keep = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                    (*c >= '0' && *c <= '9') || *c == '-' || *c == '_' || *c == '.' || *c == '~';
        if (*len + 4 >= LINK_MAX)
            return false;
        if (keep) {
            url[(*len)++] = (char)*c;
        } else {
            url[(*len)++] = '%';
            url[(*len)++] = hex_digit(*c >> 4);
            url[(*len)++] = hex_digit(*c & 15u);
        }
    }
    url[*len] = '\0';
    return true;
}

/* Appends "&name=" and the JSON text of v, percent-encoded; true when v is NULL. */
static bool append_param(char *url, size_t *len, const char *name, const cJSON *v)
{
    if (!v)
        return true;
    int n = snprintf(url + *len, LINK_MAX - *len, "&%s=", name);
    if (n < 0 || (size_t)n >= LINK_MAX - *len)
        return false;
    *len += (size_t)n;
    char *text = arb_json_print(v);
    bool ok = text && append_encoded(url, len, text);
    cJSON_free(text);
    return ok;
}

/* True when move is one the game routes can read: a step off the board (a path element that
 * is not a cell name, written null by the situation reply) is not. */
static bool expressible(const cJSON *move)
{
    const cJSON *step;
    cJSON_ArrayForEach(step, cJSON_GetObjectItem(move, "path"))
    {
        if (!cJSON_IsString(step))
            return false;
    }
    return true;
}

cJSON *faq_diagram_link(const char *game, const cJSON *pos, const cJSON *move, const cJSON *options,
                        enum faq_lang lang)
{
    if (!pos)
        return cJSON_CreateNull();
    if (move && !expressible(move))
        move = NULL; /* the position alone, rather than a link that answers 400 */
    char url[LINK_MAX];
    int n = snprintf(url, sizeof url, "/v1/games/%s/diagram.svg?lang=%s", game,
                     lang == FAQ_LANG_EN ? "en" : "fr");
    if (n < 0 || (size_t)n >= sizeof url)
        return cJSON_CreateNull();
    size_t len = (size_t)n;
    bool ok = append_param(url, &len, "position", pos) && append_param(url, &len, "move", move) &&
              (!options || cJSON_GetArraySize(options) == 0 ||
               append_param(url, &len, "options", options));
    return ok ? cJSON_CreateString(url) : cJSON_CreateNull();
}

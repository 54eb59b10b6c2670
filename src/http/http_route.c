/* http_route.c — the route table of the API and the matcher of path templates.
 *
 * A template is "/"-separated literal segments and {name} placeholders that match one
 * non-empty segment. Templates are matched in table order; the first whose method and
 * path match wins. Other modules plug in one line each below (POST /v1/ask, cards.pdf,
 * diagrams, static pages). */
#include <stdio.h>
#include <string.h>

#include "http_int.h"
#include "rules_api.h"

static const struct http_route http_routes[] = {
    {"GET", "/", http_h_static, 0, 0},
    {"GET", "/static/{file}", http_h_static, 0, 0},
    {"GET", "/healthz", http_h_healthz, 0, 0},
    {"GET", "/metrics", http_h_metrics, 0, 0},
    {"GET", "/v1/games", http_h_games, 0, 0},
    {"GET", "/v1/games/{id}", http_h_game, 0, 0},
    {"POST", "/v1/games/{id}/start", http_h_game_cmd, RULES_CMD_START, HTTP_ROUTE_JSON},
    {"POST", "/v1/games/{id}/validate", http_h_game_cmd, RULES_CMD_VALIDATE, HTTP_ROUTE_JSON},
    {"POST", "/v1/games/{id}/play", http_h_game_cmd, RULES_CMD_PLAY, HTTP_ROUTE_JSON},
    {"POST", "/v1/games/{id}/moves", http_h_game_cmd, RULES_CMD_MOVES, HTTP_ROUTE_JSON},
    {"POST", "/v1/games/{id}/replay", http_h_game_cmd, RULES_CMD_REPLAY,
     HTTP_ROUTE_JSON | HTTP_ROUTE_SLOW},
    {"POST", "/v1/ask", http_h_ask, 0, HTTP_ROUTE_JSON},
    {"GET", "/v1/games/{id}/cards.pdf", http_h_cards, 0, HTTP_ROUTE_SLOW},
    {"POST", "/v1/games/{id}/diagram", http_h_diagram, 0, HTTP_ROUTE_JSON | HTTP_ROUTE_SLOW},
    {"GET", "/v1/games/{id}/diagram.svg", http_h_diagram_svg, 0, HTTP_ROUTE_SLOW},
    {"GET", "/v1/version", http_h_version, 0, 0},
    /* the store: a feedback waits for its commit, a report reads the database (worker pool) */
    {"POST", "/v1/feedback", http_h_feedback, 0, HTTP_ROUTE_JSON | HTTP_ROUTE_SLOW},
    {"GET", "/v1/admin/stats", http_h_admin, HTTP_ADMIN_STATS, HTTP_ROUTE_SLOW},
    {"GET", "/v1/admin/feedback", http_h_admin, HTTP_ADMIN_FEEDBACK, HTTP_ROUTE_SLOW},
    {"GET", "/v1/admin/unanswered", http_h_admin, HTTP_ADMIN_UNANSWERED, HTTP_ROUTE_SLOW},
};

static int http_hex(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

size_t http_unescape(void *cls, struct MHD_Connection *c, char *s)
{
    char *out = s;
    (void)cls;
    (void)c;
    for (const char *in = s; *in; in++) {
        int hi, lo;
        if (*in == '%' && (hi = http_hex(in[1])) >= 0 && (lo = http_hex(in[2])) >= 0 &&
            (hi | lo) != 0) {
            *out++ = (char)(hi * 16 + lo);
            in += 2;
        } else {
            *out++ = *in;
        }
    }
    *out = '\0';
    return (size_t)(out - s);
}

size_t http_route_count(void)
{
    return sizeof http_routes / sizeof http_routes[0];
}

const struct http_route *http_route_at(size_t i)
{
    return i < http_route_count() ? &http_routes[i] : NULL;
}

/* Matches the path (in scratch) against tmpl; fills param and sets *id to the index of the
 * {id} placeholder (-1 when there is none). */
static bool http_template_match(const char *tmpl, char *path, const char **param, int *id)
{
    size_t np = 0;
    *id = -1;
    for (;;) {
        if (*tmpl != '/' || *path != '/')
            return false;
        tmpl++;
        path++;
        const char *tend = strchr(tmpl, '/');
        size_t tlen = tend ? (size_t)(tend - tmpl) : strlen(tmpl);
        char *pend = strchr(path, '/');
        size_t plen = pend ? (size_t)(pend - path) : strlen(path);
        if (tlen > 1 && tmpl[0] == '{' && tmpl[tlen - 1] == '}') {
            if (plen == 0 || np == HTTP_MAX_PARAMS)
                return false;
            if (tlen == 4 && memcmp(tmpl, "{id}", 4) == 0)
                *id = (int)np;
            param[np++] = path;
        } else if (tlen != plen || memcmp(tmpl, path, tlen) != 0) {
            return false;
        }
        if (!tend || !pend) {
            if (tend || pend)
                return false;
            break;
        }
        tmpl = tend;
        path = pend;
    }
    return true;
}

static bool http_method_ok(const char *route_method, const char *method)
{
    return strcmp(route_method, method) == 0 ||
           (strcmp(method, "HEAD") == 0 && strcmp(route_method, "GET") == 0);
}

static void http_allow_add(char *allow, size_t allow_len, const char *method)
{
    size_t used = strlen(allow);
    if (strstr(allow, method))
        return;
    snprintf(allow + used, allow_len - used, "%s%s", used ? ", " : "", method);
}

int http_route_match(const struct http_route *routes, size_t nroutes, const char *method,
                     const char *path, char *scratch, const char **param,
                     const struct rules_game **game, char *allow, size_t allow_len)
{
    size_t plen = strlen(path);
    bool path_known = false;
    if (allow_len)
        allow[0] = '\0';
    *game = NULL;
    for (size_t i = 0; i < nroutes; i++) {
        const char *p[HTTP_MAX_PARAMS] = {NULL};
        int id;
        memcpy(scratch, path, plen + 1);
        if (!http_template_match(routes[i].path, scratch, p, &id))
            continue;
        if (http_method_ok(routes[i].method, method)) {
            /* cut the placeholders out of the scratch copy */
            for (char *s = scratch + 1; *s; s++)
                if (*s == '/')
                    *s = '\0';
            memcpy(param, p, sizeof p);
            if (id >= 0 && !(*game = rules_find(p[id])))
                return -ARB_ERR_UNKNOWN_GAME;
            return (int)i;
        }
        path_known = true;
        if (allow_len) {
            http_allow_add(allow, allow_len, routes[i].method);
            if (strcmp(routes[i].method, "GET") == 0)
                http_allow_add(allow, allow_len, "HEAD");
        }
    }
    return path_known ? -ARB_ERR_METHOD_NOT_ALLOWED : -ARB_ERR_NOT_FOUND;
}

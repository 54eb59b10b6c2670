/* http_headers.c — the headers every response carries beyond its own: security headers on
 * all of them, and CORS on the public routes for the origins the operator allows.
 *
 * Security: X-Content-Type-Options: nosniff everywhere; Content-Security-Policy
 * default-src 'none' on JSON, SVG and text (the page's own files carry their policy).
 * CORS (ARBITRE_CORS_ORIGINS, default none): a request whose Origin is in the list gets
 * Access-Control-Allow-Origin (the origin itself, or * when the list is *), the headers a
 * script may read, and for a preflight (OPTIONS) the methods the path accepts and the
 * request headers a client may send. Admin routes and /metrics never get CORS headers. */
#include <string.h>
#include <strings.h>

#include "http_int.h"

static const char http_csp_none[] = "default-src 'none'; frame-ancestors 'none'";
static const char http_cors_request_headers[] =
    "Content-Type, Accept-Language, X-Request-Id, If-None-Match";
static const char http_cors_exposed[] = "X-Request-Id, ETag, Content-Disposition, Content-Language";

bool http_cors_allows(const char *list, const char *origin)
{
    size_t olen = origin ? strlen(origin) : 0;
    if (!list || !olen)
        return false;
    for (const char *p = list; *p;) {
        while (*p == ' ' || *p == ',')
            p++;
        const char *end = p;
        while (*end && *end != ',' && *end != ' ')
            end++;
        size_t n = (size_t)(end - p);
        if ((n == 1 && *p == '*') || (n == olen && memcmp(p, origin, n) == 0))
            return true;
        p = end;
    }
    return false;
}

static bool http_is_wildcard(const char *list)
{
    return list && strcmp(list, "*") == 0;
}

/* Routes a browser on another site may call: all but /metrics and /v1/admin/... */
static bool http_path_public(const char *path)
{
    return strcmp(path, "/metrics") != 0 && strncmp(path, "/v1/admin", 9) != 0;
}

static bool http_has_header(const char *const *headers, const char *name)
{
    for (const char *const *h = headers; h && h[0]; h += 2)
        if (strcasecmp(h[0], name) == 0)
            return true;
    return false;
}

static bool http_type_is(const char *type, const char *prefix)
{
    return type && strncmp(type, prefix, strlen(prefix)) == 0;
}

void http_headers_add(struct MHD_Response *mr, const struct http_headers_in *in,
                      const struct http_response *resp)
{
    if (!http_has_header(resp->headers, "X-Content-Type-Options"))
        MHD_add_response_header(mr, "X-Content-Type-Options", "nosniff");
    if (!http_has_header(resp->headers, "Content-Security-Policy") &&
        (http_type_is(resp->type, "application/json") || http_type_is(resp->type, "image/svg") ||
         http_type_is(resp->type, "text/plain")))
        MHD_add_response_header(mr, "Content-Security-Policy", http_csp_none);
    if (!http_path_public(in->path) || !http_cors_allows(in->origins, in->origin))
        return;
    bool any = http_is_wildcard(in->origins);
    MHD_add_response_header(mr, "Access-Control-Allow-Origin", any ? "*" : in->origin);
    if (!any)
        MHD_add_response_header(mr, "Vary", "Origin");
    MHD_add_response_header(mr, "Access-Control-Expose-Headers", http_cors_exposed);
    if (in->preflight) {
        MHD_add_response_header(mr, "Access-Control-Allow-Methods", in->allow);
        MHD_add_response_header(mr, "Access-Control-Allow-Headers", http_cors_request_headers);
        MHD_add_response_header(mr, "Access-Control-Max-Age", "600");
    }
}

void http_allow_options(char *allow, size_t cap)
{
    size_t used = strlen(allow);
    if (used + sizeof ", OPTIONS" <= cap)
        memcpy(allow + used, ", OPTIONS", sizeof ", OPTIONS");
}

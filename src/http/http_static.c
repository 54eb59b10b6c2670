/* http_static.c — the chat page: GET / answers web/index.html and GET /static/{file} the
 * other files of web/, all embedded in the binary at build time (web.cmake).
 *
 * Every page response carries a strict Content-Security-Policy (same-origin scripts, styles,
 * images and fetches only; no inline code, no frames, no forms to elsewhere). index.html is
 * revalidated on every load (no-cache); the assets it names carry a content hash in their
 * URL (?v=...), so they are cached for a year and a new build changes their URL. */
#include <string.h>

#include "http_int.h"

static const char http_static_csp[] =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

#define HTTP_STATIC_SECURITY                                                                       \
    "Content-Security-Policy", http_static_csp, "X-Content-Type-Options", "nosniff",               \
        "Referrer-Policy", "no-referrer", "X-Frame-Options", "DENY"

static const char *const http_static_page_headers[] = {HTTP_STATIC_SECURITY, "Cache-Control",
                                                       "no-cache", NULL};
static const char *const http_static_asset_headers[] = {
    HTTP_STATIC_SECURITY, "Cache-Control", "public, max-age=31536000, immutable", NULL};

int http_h_static(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
                  struct arb_err *err)
{
    const char *name = req->param[0] ? req->param[0] : "index.html";
    (void)ctx;
    for (size_t i = 0; i < http_static_count; i++) {
        const struct http_static_file *f = &http_static_files[i];
        if (strcmp(f->name, name) != 0)
            continue;
        resp->status = 200;
        resp->type = f->type;
        resp->body = (char *)f->data; /* static: no release, never written */
        resp->len = f->len;
        resp->release = NULL;
        resp->headers = req->param[0] ? http_static_asset_headers : http_static_page_headers;
        return 0;
    }
    return arb_err_set(err, ARB_ERR_NOT_FOUND, "url", "Aucun fichier « %.100s » dans la page.",
                       name);
}

/* http_body.c — what is decided from the headers before a body byte is read (smuggling,
 * sizes, media type), and the capped upload of the body itself.
 *
 * Invariant: a body is never held beyond HTTP_MAX_BODY bytes, whatever the client says. */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "http_int.h"

struct http_scan {
    unsigned headers;
    unsigned hosts;
    unsigned content_lengths;
    const char *content_length;
    const char *transfer_encoding;
    const char *content_type;
    const char *request_id;
    const char *bad_name; /* a header name with whitespace in it */
};

static enum MHD_Result http_scan_header(void *cls, enum MHD_ValueKind kind, const char *key,
                                        const char *value)
{
    struct http_scan *s = cls;
    (void)kind;
    s->headers++;
    if (!s->bad_name && key[strcspn(key, " \t")])
        s->bad_name = key;
    if (strcasecmp(key, "Host") == 0)
        s->hosts++;
    if (strcasecmp(key, "Content-Length") == 0) {
        s->content_lengths++;
        s->content_length = value;
    } else if (strcasecmp(key, "Transfer-Encoding") == 0) {
        s->transfer_encoding = value;
    } else if (strcasecmp(key, "Content-Type") == 0) {
        s->content_type = value;
    } else if (strcasecmp(key, "X-Request-Id") == 0) {
        s->request_id = value;
    }
    return MHD_YES;
}

/* Reads a decimal Content-Length; false when it is not only digits or overflows. */
static bool http_parse_length(const char *s, size_t *out)
{
    size_t v = 0;
    if (!s || !*s)
        return false;
    for (; *s; s++) {
        if (*s < '0' || *s > '9' || v > (SIZE_MAX - 9) / 10)
            return false;
        v = v * 10 + (size_t)(*s - '0');
    }
    *out = v;
    return true;
}

/* application/json, optionally with parameters; a charset other than UTF-8 is refused. */
static bool http_json_type(const char *t)
{
    static const char json[] = "application/json";
    if (!t)
        return false;
    while (*t == ' ' || *t == '\t')
        t++;
    if (strncasecmp(t, json, sizeof json - 1) != 0)
        return false;
    t += sizeof json - 1;
    while (*t == ' ' || *t == '\t')
        t++;
    if (*t == '\0')
        return true;
    if (*t != ';')
        return false;
    for (const char *p = t; (p = strchr(p, ';')) != NULL;) {
        p++;
        while (*p == ' ' || *p == '\t')
            p++;
        if (strncasecmp(p, "charset=", 8) == 0) {
            p += 8;
            if (*p == '"')
                p++;
            if (strncasecmp(p, "utf-8", 5) != 0 ||
                (p[5] && p[5] != '"' && p[5] != ';' && p[5] != ' '))
                return false;
        }
    }
    return true;
}

int http_check_head(struct MHD_Connection *c, const char *url, const char *version,
                    struct http_head *head, struct arb_err *err)
{
    struct http_scan s = {0};
    memset(head, 0, sizeof *head);
    MHD_get_connection_values(c, MHD_HEADER_KIND, http_scan_header, &s);
    head->request_id = s.request_id;
    head->close = true;
    if (s.hosts > 1 || (s.hosts == 0 && strcmp(version, MHD_HTTP_VERSION_1_1) == 0))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "headers.Host",
                           "Une requête HTTP/1.1 porte exactement un en-tête Host.");
    if (s.bad_name) /* RFC 9112 5.1: no whitespace between the name and the colon */
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "headers",
                           "Un nom d'en-tête contient une espace (« %.40s ») : requête refusée.",
                           s.bad_name);
    if (s.content_lengths > 1)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "headers.Content-Length",
                           "La requête porte plusieurs en-têtes Content-Length : refusée.");
    if (s.content_lengths && s.transfer_encoding)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "headers.Transfer-Encoding",
                           "La requête porte à la fois Content-Length et Transfer-Encoding : "
                           "refusée.");
    if (s.transfer_encoding && strcasecmp(s.transfer_encoding, "chunked") != 0)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "headers.Transfer-Encoding",
                           "Seul Transfer-Encoding: chunked est accepté.");
    if (strlen(url) > HTTP_MAX_URL)
        return arb_err_set(err, ARB_ERR_URI_TOO_LONG, "url",
                           "L'adresse demandée dépasse %d octets.", HTTP_MAX_URL);
    if (s.headers > HTTP_MAX_HEADERS)
        return arb_err_set(err, ARB_ERR_HEADERS_TOO_LARGE, "headers",
                           "La requête porte %u en-têtes ; le maximum est %d.", s.headers,
                           HTTP_MAX_HEADERS);
    if (s.content_length && !http_parse_length(s.content_length, &head->length))
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "headers.Content-Length",
                           "L'en-tête Content-Length n'est pas un nombre entier positif.");
    if (head->length > HTTP_MAX_BODY)
        return arb_err_set(err, ARB_ERR_BODY_TOO_LARGE, "body",
                           "Le corps de la requête dépasse %d octets (%zu annoncés).",
                           HTTP_MAX_BODY, head->length);
    head->has_body = head->length > 0 || s.transfer_encoding;
    if (head->has_body && !http_json_type(s.content_type))
        return arb_err_set(err, ARB_ERR_UNSUPPORTED_MEDIA_TYPE, "headers.Content-Type",
                           "Le corps de la requête doit être du JSON en UTF-8, envoyé avec "
                           "Content-Type: application/json.");
    head->close = false;
    return 0;
}

int http_body_append(struct arb_buf *b, const char *data, size_t n, size_t hint,
                     struct arb_err *err)
{
    if (n > HTTP_MAX_BODY - b->len) {
        arb_buf_release(b);
        return arb_err_set(err, ARB_ERR_BODY_TOO_LARGE, "body",
                           "Le corps de la requête dépasse %d octets.", HTTP_MAX_BODY);
    }
    if (!b->cap && hint > n)
        arb_buf_reserve(b, hint);
    arb_buf_append(b, data, n);
    return b->oom ? http_nomem(err) : 0;
}

/* fuzz_http.c — libFuzzer target for the HTTP helpers that read client text before any
 * handler: percent-decoding of the target (http_unescape), the route matcher over the
 * product's table, the X-Request-Id filter, client addresses and trusted-proxy lists
 * (X-Real-IP, X-Forwarded-For hops, ARBITRE_TRUSTED_PROXIES), CORS origin lists and
 * Accept-Language. Input: byte 0 picks the method, the rest is the text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "arb_msg.h"
#include "http_guard.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const methods[] = {"GET", "HEAD", "POST", "OPTIONS", "BREW"};
    if (size < 1 || size > 16384)
        return 0;
    const char *method = methods[data[0] % 5];
    char *text = malloc(size);
    if (!text)
        return 0;
    memcpy(text, data + 1, size - 1);
    text[size - 1] = '\0';
    size_t n = strlen(text);

    /* the request target: decoded in place, then routed */
    char *path = malloc(n + 1), *scratch = malloc(n + 1);
    memcpy(path, text, n + 1);
    http_unescape(NULL, NULL, path);
    const char *param[HTTP_MAX_PARAMS];
    const struct rules_game *game;
    char allow[48];
    if (path[0] == '/')
        http_route_match(http_route_at(0), http_route_count(), method, path, scratch, param, &game,
                         allow, sizeof allow);

    char id[HTTP_REQUEST_ID_MAX + 1];
    http_request_id(text, id);

    struct http_addr a;
    char printed[64];
    if (http_addr_parse(text, n, &a))
        http_addr_print(&a, printed, sizeof printed);
    struct http_nets nets;
    struct arb_err err;
    if (http_nets_parse(text, "fuzz", &nets, &err) == 0 && http_addr_parse("10.1.2.3", 8, &a))
        (void)http_nets_has(&nets, &a);

    (void)http_cors_allows(text, "https://example.org");
    (void)http_cors_allows("https://a.example, http://127.0.0.1:5173", text);
    enum arb_lang lang;
    (void)arb_lang_parse(text, &lang);
    (void)arb_lang_accept(text);

    free(scratch);
    free(path);
    free(text);
    return 0;
}

/* fuzz_ask.c — libFuzzer target for the question path: the request bytes of POST /v1/ask
 * through faq_ask_body (strict JSON, the request's members, tokens, intent, search, the
 * decision and the reply), then the printing of the answer or of the error body, as the
 * server does. The knowledge base and the assistant are built once. */
#include <stddef.h>
#include <stdint.h>

#include "arb_json.h"
#include "faq.h"
#include "kb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct faq *fuzz_faq(void)
{
    static struct kb *kb;
    static struct faq *faq;
    struct arb_err err;
    if (!faq && (kb_open(NULL, &kb, &err) < 0 || faq_new(kb, &faq, &err) < 0))
        __builtin_trap();
    return faq;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cJSON *resp = NULL;
    struct arb_err err;
    arb_err_clear(&err);
    if (size > 65536)
        return 0;
    if (faq_ask_body(fuzz_faq(), (const char *)data, size, &resp, &err) == 0) {
        cJSON_free(arb_json_print(resp));
    } else {
        cJSON *body = arb_json_error(&err);
        cJSON_free(arb_json_print(body));
        cJSON_Delete(body);
    }
    cJSON_Delete(resp);
    return 0;
}

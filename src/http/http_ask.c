/* http_ask.c — POST /v1/ask: the assistant behind the API. The knowledge base and the
 * assistant are built when the server starts (a bad rule file stops the start) and shared by
 * every worker thread: faq_ask is thread-safe and keeps no session, so any replica can answer
 * any request. The body is the strict JSON the server already parsed; the response is the
 * same JSON `arbitre ask` prints. */
#include "faq.h"
#include "http_int.h"

int http_h_ask(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
               struct arb_err *err)
{
    cJSON *out = NULL;
    int rc = faq_ask(ctx->faq, req->json, &out, err);
    if (rc < 0)
        return rc;
    return http_reply_json(resp, 200, out, err);
}

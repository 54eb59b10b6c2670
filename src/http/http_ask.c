/* http_ask.c — POST /v1/ask: the assistant behind the API. The knowledge base and the
 * assistant are built once, on the first question (pthread_once), and shared by every
 * worker thread: faq_ask is thread-safe and keeps no session, so any replica can answer any
 * request. The body is the strict JSON the server already parsed; the response is the same
 * JSON `arbitre ask` prints. */
#include <pthread.h>

#include "faq.h"
#include "http_int.h"
#include "kb.h"

static pthread_once_t ask_once = PTHREAD_ONCE_INIT;
static struct kb *ask_kb;
static struct faq *ask_faq;
static struct arb_err ask_open_err;

static void ask_open(void)
{
    if (kb_open(NULL, &ask_kb, &ask_open_err) < 0)
        return;
    if (faq_new(ask_kb, &ask_faq, &ask_open_err) < 0) {
        kb_free(ask_kb);
        ask_kb = NULL;
    }
}

int http_h_ask(struct http_ctx *ctx, const struct http_request *req, struct http_response *resp,
               struct arb_err *err)
{
    cJSON *out = NULL;
    (void)ctx;
    pthread_once(&ask_once, ask_open);
    if (!ask_faq) {
        *err = ask_open_err;
        return -(int)ask_open_err.code;
    }
    if (!req->json)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "",
                           "Corps JSON attendu : {\"question\": \"…\"}.");
    int rc = faq_ask(ask_faq, req->json, &out, err);
    if (rc < 0)
        return rc;
    return http_reply_json(resp, 200, out, err);
}

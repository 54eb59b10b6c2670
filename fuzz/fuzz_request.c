/* fuzz_request.c — libFuzzer target for the request parsing path of the API: strict JSON
 * parse, then the position/move/options codec and the command itself (rules_api_run), then
 * the printing of the answer or of the error body, exactly as the server does.
 * Input: byte 0 picks the game (registry order), byte 1 the command, the rest is the body. */
#include <stddef.h>
#include <stdint.h>

#include "arb_json.h"
#include "rules_api.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    cJSON *req = NULL, *resp = NULL;
    struct arb_err err;
    if (size < 2)
        return 0;
    const struct rules_game *g = rules_at(data[0] % rules_count());
    enum rules_cmd cmd = (enum rules_cmd)(data[1] % (RULES_CMD_REPLAY + 1));
    arb_err_clear(&err);
    if (arb_json_parse((const char *)data + 2, size - 2, &req, &err) == 0 &&
        rules_api_run(g, cmd, req, &resp, &err) == 0) {
        cJSON_free(arb_json_print(resp));
    } else {
        cJSON *body = arb_json_error(&err);
        cJSON_free(arb_json_print(body));
        cJSON_Delete(body);
    }
    cJSON_Delete(resp);
    cJSON_Delete(req);
    return 0;
}

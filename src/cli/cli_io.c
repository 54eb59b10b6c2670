/* cli_io.c — what every subcommand shares: reading the JSON request, printing JSON bodies
 * and error bodies, and mapping an error code to the exit status. */
#include <stdio.h>
#include <stdlib.h>

#include "arb_file.h"
#include "arb_json.h"
#include "cli.h"

enum { CLI_MAX_REQUEST = 16 << 20 };

int cli_read_request(const char *path, cJSON **out, struct arb_err *err)
{
    char *buf;
    size_t len;
    *out = NULL;
    int rc = arb_file_read(path, CLI_MAX_REQUEST, "request", &buf, &len, err);
    if (rc == 0)
        rc = arb_json_parse(buf, len, out, err);
    free(buf);
    return rc;
}

int cli_print_json(FILE *out, const cJSON *body)
{
    char *text = arb_json_print(body);
    if (!text)
        return CLI_FAIL;
    fprintf(out, "%s\n", text);
    cJSON_free(text);
    return fflush(out) == 0 ? CLI_OK : CLI_FAIL;
}

int cli_exit_status(enum arb_code code)
{
    if (code == ARB_OK)
        return CLI_OK;
    if (arb_err_is_illegal_move(code))
        return CLI_ILLEGAL;
    return arb_err_status(code) >= 500 ? CLI_FAIL : CLI_BAD_INPUT;
}

int cli_fail(FILE *out, const struct arb_err *err)
{
    cJSON *body = arb_json_error(err);
    if (!body || cli_print_json(out, body) != CLI_OK)
        fputs(
            "{\"error\":{\"code\":\"internal\",\"message\":\"Erreur interne.\",\"field\":null}}\n",
            out);
    cJSON_Delete(body);
    return cli_exit_status(err->code);
}

/* cli_io.c — what every subcommand shares: reading the JSON request, printing JSON bodies
 * and error bodies, and mapping an error code to the exit status. */
#include <stdio.h>
#include <stdlib.h>

#include "arb_json.h"
#include "cli.h"

enum { CLI_MAX_REQUEST = 16 << 20 };

int cli_read_request(const char *path, cJSON **out, struct arb_err *err)
{
    FILE *f = path ? fopen(path, "rb") : stdin;
    char *buf = NULL;
    size_t len = 0, cap = 0;
    int rc = 0;
    *out = NULL;
    if (!f)
        return arb_err_set(err, ARB_ERR_IO, "request", "Impossible d'ouvrir « %.200s ».", path);
    for (;;) {
        if (len == cap) {
            cap = cap ? cap * 2 : 65536;
            char *p = cap <= CLI_MAX_REQUEST ? realloc(buf, cap) : NULL;
            if (!p) {
                rc = arb_err_set(err, ARB_ERR_BODY_TOO_LARGE, "request",
                                 "Requête trop grande (plus de %d Mio).", CLI_MAX_REQUEST >> 20);
                goto out_close;
            }
            buf = p;
        }
        size_t n = fread(buf + len, 1, cap - len, f);
        len += n;
        if (n == 0)
            break;
    }
    if (ferror(f)) {
        rc = arb_err_set(err, ARB_ERR_IO, "request", "Lecture de la requête impossible.");
        goto out_close;
    }
    rc = arb_json_parse(buf, len, out, err);
out_close:
    free(buf);
    if (path)
        fclose(f);
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

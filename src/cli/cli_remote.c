/* cli_remote.c — `--server URL` of `arbitre ask|start|validate|play|moves|replay`: the same
 * request sent to a running server over libcurl, the answer printed exactly as the local
 * command prints its own (same stream, same exit status), so scripts can use a shared
 * instance without changing how they read the results. */
#include <curl/curl.h>
#include <stdlib.h>
#include <string.h>

#include "arb_buf.h"
#include "arb_json.h"
#include "cli.h"

enum {
    CLI_REMOTE_MAX_ANSWER = 16 * 1024 * 1024, /* bigger answers are refused (io) */
    CLI_REMOTE_TIMEOUT_S = 30,
};

/* The answer being received: core's buffer, and whether it went over the cap. */
struct cli_answer {
    struct arb_buf body;
    bool too_big;
};

static size_t cli_remote_write(char *ptr, size_t size, size_t nmemb, void *userdata)
{
    struct cli_answer *a = userdata;
    size_t n = size * nmemb;
    if (a->body.len + n > CLI_REMOTE_MAX_ANSWER) {
        a->too_big = true;
        return 0;
    }
    arb_buf_append(&a->body, ptr, n);
    return a->body.oom ? 0 : n;
}

/* POSTs body to url; fills *answer and *status. Returns 0 or -ARB_ERR_IO / -ARB_ERR_NOMEM. */
static int cli_remote_post(const char *url, const char *body, struct cli_answer *answer,
                           long *status, struct arb_err *err)
{
    struct curl_slist *headers = NULL;
    int rc = 0;
    CURL *curl = curl_easy_init();
    if (!curl)
        return arb_err_set(err, ARB_ERR_NOMEM, NULL, "Impossible d'initialiser libcurl.");
    headers = curl_slist_append(headers, "Content-Type: application/json");
    curl_easy_setopt(curl, CURLOPT_URL, url);
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, cli_remote_write);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, answer);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, (long)CLI_REMOTE_TIMEOUT_S);
    curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, CURLOPT_PROTOCOLS_STR, "http,https");
    CURLcode cc = curl_easy_perform(curl);
    if (answer->body.oom)
        rc = arb_err_nomem(err);
    else if (answer->too_big)
        rc = arb_err_set(err, ARB_ERR_IO, "--server",
                         "Réponse du serveur trop longue (plus de %d octets).",
                         CLI_REMOTE_MAX_ANSWER);
    else if (cc != CURLE_OK)
        rc = arb_err_set(err, ARB_ERR_IO, "--server", "Serveur injoignable (%.200s) : %.200s.", url,
                         curl_easy_strerror(cc));
    else
        curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, status);
    curl_slist_free_all(headers);
    curl_easy_cleanup(curl);
    return rc;
}

int cli_remote(const char *server, const char *path, const cJSON *req)
{
    struct arb_err err;
    struct cli_answer answer = {0};
    char url[2048];
    char *body = NULL;
    cJSON *resp = NULL;
    long status = 0;
    int rc, exit_status;
    arb_err_clear(&err);
    size_t base = strlen(server);
    while (base > 0 && server[base - 1] == '/')
        base--;
    if ((strncmp(server, "http://", 7) != 0 && strncmp(server, "https://", 8) != 0) ||
        snprintf(url, sizeof url, "%.*s%s", (int)base, server, path) >= (int)sizeof url) {
        arb_err_set(&err, ARB_ERR_BAD_REQUEST, "--server",
                    "« %.100s » n'est pas l'adresse d'un serveur (http://HÔTE:PORT).", server);
        return cli_fail(stderr, &err);
    }
    if (curl_global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        arb_err_set(&err, ARB_ERR_INTERNAL, NULL, "Impossible d'initialiser libcurl.");
        return cli_fail(stderr, &err);
    }
    body = arb_json_print(req);
    if (!body) {
        arb_err_nomem(&err);
        goto out_fail;
    }
    rc = cli_remote_post(url, body, &answer, &status, &err);
    if (rc == 0 && arb_json_parse(answer.body.data, answer.body.len, &resp, &err) < 0)
        rc = arb_err_set(&err, ARB_ERR_IO, "--server",
                         "Le serveur %.200s a répondu %ld sans JSON : est-ce bien Arbitre ?", url,
                         status);
    if (rc < 0)
        goto out_fail;
    /* the local command's streams and statuses: cli.h */
    if (status == 200)
        exit_status = cli_print_json(stdout, resp);
    else if (status == 422)
        exit_status = cli_print_json(stdout, resp) == CLI_OK ? CLI_ILLEGAL : CLI_FAIL;
    else
        exit_status =
            cli_print_json(stderr, resp) == CLI_OK && status < 500 ? CLI_BAD_INPUT : CLI_FAIL;
    goto out_free;
out_fail:
    exit_status = cli_fail(stderr, &err);
out_free:
    cJSON_Delete(resp);
    arb_buf_release(&answer.body);
    cJSON_free(body);
    curl_global_cleanup();
    return exit_status;
}

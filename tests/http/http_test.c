/* http_test.c — the helpers of http_test.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <arpa/inet.h>
#include <curl/curl.h>
#include <netinet/in.h>
#include <poll.h>
#include <string.h>
#include <strings.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

#include "arb_json.h"
#include "http_test.h"
#include "rules_api.h"

int ht_run(const struct CMUnitTest *tests, size_t n, int (*setup)(void **),
           int (*teardown)(void **))
{
    curl_global_init(CURL_GLOBAL_ALL);
    int rc = _cmocka_run_group_tests("http", tests, n, setup, teardown);
    curl_global_cleanup();
    return rc;
}

void ht_start(struct ht_server *s, const struct http_config *cfg)
{
    struct http_config c;
    struct arb_err err;
    char path[] = "/tmp/arbitre-http-log-XXXXXX";
    if (cfg)
        c = *cfg;
    else
        http_config_default(&c);
    c.host = "127.0.0.1";
    c.port = 0;
    if (!cfg)
        c.threads = 2;
    s->log_fd = mkstemp(path);
    assert_true(s->log_fd >= 0);
    unlink(path);
    c.log_fd = s->log_fd;
    s->data_dir[0] = '\0';
    if (getenv("ARBITRE_DATABASE_URL")) {
        c.store.database_url = getenv("ARBITRE_DATABASE_URL");
    } else if (!c.store.data_dir || strcmp(c.store.data_dir, "var") == 0) {
        snprintf(s->data_dir, sizeof s->data_dir, "/tmp/arbitre-http-store-XXXXXX");
        assert_non_null(mkdtemp(s->data_dir));
        c.store.data_dir = s->data_dir;
    }
    if (http_server_start(&c, &s->srv, &err) < 0)
        fail_msg("http_server_start: %s", err.message);
    s->port = http_server_port(s->srv);
    assert_true(s->port > 0);
}

void ht_stop(struct ht_server *s)
{
    char cmd[96];
    assert_int_equal(http_server_stop(s->srv), 0);
    close(s->log_fd);
    if (s->data_dir[0]) {
        snprintf(cmd, sizeof cmd, "rm -rf '%s'", s->data_dir);
        assert_int_equal(system(cmd), 0);
    }
}

/* One look at the log file. */
static bool ht_log_has(const struct ht_server *s, const char *a, const char *b, const char *c)
{
    static char text[1 << 20];
    ssize_t n = pread(s->log_fd, text, sizeof text - 1, 0);
    if (n <= 0)
        return false;
    text[n] = '\0';
    for (char *line = text; line && *line;) {
        char *end = strchr(line, '\n');
        if (end)
            *end = '\0';
        if (strstr(line, a) && (!b || strstr(line, b)) && (!c || strstr(line, c)))
            return true;
        line = end ? end + 1 : NULL;
    }
    return false;
}

bool ht_log_contains(const struct ht_server *s, const char *a, const char *b, const char *c)
{
    /* the line is written when the server sees the response sent, which may be just after
     * the client has read it: look again for up to two seconds */
    for (int i = 0; i < 200; i++) {
        if (ht_log_has(s, a, b, c))
            return true;
        nanosleep(&(struct timespec){0, 10000000}, NULL);
    }
    return false;
}

static size_t ht_on_body(char *data, size_t size, size_t n, void *cls)
{
    struct ht_resp *r = cls;
    char *body = realloc(r->body, r->len + size * n + 1);
    assert_non_null(body);
    memcpy(body + r->len, data, size * n);
    r->body = body;
    r->len += size * n;
    r->body[r->len] = '\0';
    return size * n;
}

static size_t ht_on_header(char *data, size_t size, size_t n, void *cls)
{
    struct ht_resp *r = cls;
    size_t used = strlen(r->headers);
    snprintf(r->headers + used, sizeof r->headers - used, "%.*s", (int)(size * n), data);
    return size * n;
}

void ht_request(uint16_t port, const char *method, const char *path, const char *type,
                const char *body, size_t len, const char *extra, struct ht_resp *out)
{
    char url[256];
    char ctype[160];
    struct curl_slist *hdrs = NULL;
    CURL *curl = curl_easy_init();
    assert_non_null(curl);
    memset(out, 0, sizeof *out);
    snprintf(url, sizeof url, "http://127.0.0.1:%u", (unsigned)port);
    char *full = malloc(strlen(url) + strlen(path) + 1);
    assert_non_null(full);
    memcpy(full, url, strlen(url));
    memcpy(full + strlen(url), path, strlen(path) + 1);
    curl_easy_setopt(curl, CURLOPT_URL, full);
    curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method);
    if (strcmp(method, "HEAD") == 0)
        curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);
    /* libcurl adds a default type to POST bodies: say "none" explicitly */
    snprintf(ctype, sizeof ctype, "Content-Type:%s%s", type ? " " : "", type ? type : "");
    hdrs = curl_slist_append(hdrs, ctype);
    hdrs = curl_slist_append(hdrs, "Expect:");
    for (const char *line = extra; line && *line;) {
        const char *end = strchr(line, '\n');
        size_t n = end ? (size_t)(end - line) : strlen(line);
        char one[512];
        snprintf(one, sizeof one, "%.*s", (int)n, line);
        hdrs = curl_slist_append(hdrs, one);
        line = end ? end + 1 : NULL;
    }
    curl_easy_setopt(curl, CURLOPT_HTTPHEADER, hdrs);
    if (body) {
        curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body);
        curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, (long)len);
    }
    curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, ht_on_body);
    curl_easy_setopt(curl, CURLOPT_WRITEDATA, out);
    curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, ht_on_header);
    curl_easy_setopt(curl, CURLOPT_HEADERDATA, out);
    curl_easy_setopt(curl, CURLOPT_TIMEOUT, 10L);
    CURLcode rc = curl_easy_perform(curl);
    if (rc != CURLE_OK)
        fail_msg("%s %s: %s", method, path, curl_easy_strerror(rc));
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &out->status);
    curl_slist_free_all(hdrs);
    curl_easy_cleanup(curl);
    free(full);
}

void ht_resp_free(struct ht_resp *r)
{
    free(r->body);
    r->body = NULL;
}

void ht_post(uint16_t port, const char *path, const char *json, struct ht_resp *out)
{
    ht_request(port, "POST", path, "application/json", json, strlen(json), NULL, out);
}

void ht_get(uint16_t port, const char *path, struct ht_resp *out)
{
    ht_request(port, "GET", path, NULL, NULL, 0, NULL, out);
}

bool ht_header(const struct ht_resp *r, const char *name, char *out, size_t cap)
{
    size_t n = strlen(name);
    for (const char *line = r->headers; line && *line;) {
        if (strncasecmp(line, name, n) == 0 && line[n] == ':') {
            const char *v = line + n + 1;
            while (*v == ' ')
                v++;
            size_t len = strcspn(v, "\r\n");
            snprintf(out, cap, "%.*s", (int)len, v);
            return true;
        }
        line = strchr(line, '\n');
        if (line)
            line++;
    }
    return false;
}

void ht_error_code(const struct ht_resp *r, char *out, size_t cap)
{
    cJSON *j = r->body ? cJSON_Parse(r->body) : NULL;
    const cJSON *code =
        cJSON_GetObjectItemCaseSensitive(cJSON_GetObjectItemCaseSensitive(j, "error"), "code");
    snprintf(out, cap, "%s", cJSON_IsString(code) ? code->valuestring : "");
    cJSON_Delete(j);
}

int ht_connect(uint16_t port)
{
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(port)};
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

int ht_connect_from(const char *src, uint16_t port)
{
    struct sockaddr_in a = {.sin_family = AF_INET};
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    assert_true(fd >= 0);
    inet_pton(AF_INET, src, &a.sin_addr);
    assert_int_equal(bind(fd, (struct sockaddr *)&a, sizeof a), 0);
    a.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    assert_int_equal(connect(fd, (struct sockaddr *)&a, sizeof a), 0);
    return fd;
}

void ht_send(int fd, const void *data, size_t n)
{
    const char *p = data;
    while (n) {
        ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
        if (w <= 0)
            return;
        p += w;
        n -= (size_t)w;
    }
}

size_t ht_read_all(int fd, char *out, size_t cap, int timeout_ms, bool *closed)
{
    size_t used = 0;
    *closed = false;
    for (;;) {
        struct pollfd p = {.fd = fd, .events = POLLIN};
        if (poll(&p, 1, timeout_ms) <= 0)
            break;
        char tmp[4096];
        ssize_t r = recv(fd, tmp, sizeof tmp, 0);
        if (r <= 0) {
            *closed = true;
            break;
        }
        size_t keep = (size_t)r < cap - 1 - used ? (size_t)r : cap - 1 - used;
        memcpy(out + used, tmp, keep);
        used += keep;
    }
    out[used] = '\0';
    return used;
}

int ht_raw(uint16_t port, const void *req, size_t n, int timeout_ms, int *oks, bool *closed)
{
    static char buf[1 << 16];
    int fd = ht_connect(port);
    int status = 0;
    ht_send(fd, req, n);
    ht_read_all(fd, buf, sizeof buf, timeout_ms, closed);
    close(fd);
    *oks = 0;
    for (const char *p = buf; (p = strstr(p, "HTTP/1.")) != NULL; p += 7) {
        int s = strlen(p) > 12 ? (int)strtol(p + 9, NULL, 10) : 0;
        if (p == buf)
            status = s;
        *oks += s >= 200 && s < 300;
    }
    return status;
}

char *ht_expected(const char *game, const char *cmd, const char *request, int *status)
{
    enum rules_cmd c;
    struct arb_err err;
    cJSON *req = NULL, *resp = NULL;
    char *text;
    arb_err_clear(&err);
    assert_int_equal(rules_api_cmd(cmd, &c), 0);
    assert_int_equal(arb_json_parse(request, strlen(request), &req, &err), 0);
    if (rules_api_run(rules_find(game), c, req, &resp, &err) < 0) {
        resp = arb_json_error(&err);
        *status = arb_err_status(err.code);
    } else {
        *status = 200;
    }
    text = arb_json_print(resp);
    cJSON_Delete(resp);
    cJSON_Delete(req);
    return text;
}

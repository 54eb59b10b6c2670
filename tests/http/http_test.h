/* http_test.h — helpers shared by the HTTP test binaries: a real server on an ephemeral
 * port, libcurl requests, raw-socket requests for malformed HTTP. */
#ifndef HTTP_TEST_H
#define HTTP_TEST_H

#include <stddef.h>
#include <stdint.h>

#include "http.h"

/* The awale start position, and the play of its pit 3. */
#define AWALE_START "{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],\"to_move\":0}"
#define PLAY_3 "{\"position\":" AWALE_START ",\"move\":{\"pit\":3}}"

struct CMUnitTest;
/* Runs the tests of a binary as one group, between libcurl's global init and cleanup;
 * returns cmocka's status. */
int ht_run(const struct CMUnitTest *tests, size_t n, int (*setup)(void **),
           int (*teardown)(void **));

/* A server started in-process on 127.0.0.1 port 0 with cfg (NULL: defaults, 2 threads);
 * its log goes to a temporary file (ht_log_contains). Its store is the PostgreSQL of
 * ARBITRE_DATABASE_URL when set, else SQLite in a fresh temporary folder (unless cfg names
 * another folder). */
struct ht_server {
    struct http_server *srv;
    uint16_t port;
    int log_fd;
    char data_dir[64]; /* the store's temporary folder ("" on PostgreSQL), removed at stop */
};
void ht_start(struct ht_server *s, const struct http_config *cfg);
void ht_stop(struct ht_server *s);
/* True when the server's log holds a line containing every non-NULL needle. */
bool ht_log_contains(const struct ht_server *s, const char *a, const char *b, const char *c);

/* A response read by libcurl. headers are raw "Name: value\r\n" lines. */
struct ht_resp {
    long status;
    char *body;
    size_t len;
    char headers[8192];
};
/* One request with libcurl. type: Content-Type (NULL: none); body NULL: no body;
 * extra: more header lines, separated by '\n' ("X-Request-Id: x\nOrigin: o"), or NULL. Fails the
 * test on transport errors. Free with ht_resp_free. */
void ht_request(uint16_t port, const char *method, const char *path, const char *type,
                const char *body, size_t len, const char *extra, struct ht_resp *out);
void ht_resp_free(struct ht_resp *r);
/* Shorthands: POST JSON, GET. */
void ht_post(uint16_t port, const char *path, const char *json, struct ht_resp *out);
void ht_get(uint16_t port, const char *path, struct ht_resp *out);
/* The value of a response header (case-insensitive name) copied to out, or false. */
bool ht_header(const struct ht_resp *r, const char *name, char *out, size_t cap);
/* The "code" of an error body, copied to out (empty when the body is no error). */
void ht_error_code(const struct ht_resp *r, char *out, size_t cap);

/* Connects to 127.0.0.1:port; returns the socket or fails the test. */
int ht_connect(uint16_t port);
/* The same from the loopback address src ("127.0.0.2": another client for the server). */
int ht_connect_from(const char *src, uint16_t port);
/* Sends n bytes (stops silently when the server closed). */
void ht_send(int fd, const void *data, size_t n);
/* Reads what the server sends until it closes or timeout_ms of silence; returns the bytes
 * read (out is NUL-terminated, truncated to cap - 1) and sets *closed when it closed. */
size_t ht_read_all(int fd, char *out, size_t cap, int timeout_ms, bool *closed);
/* Raw exchange: connect, send, read until close or timeout; returns the status of the first
 * response (0 when none) and the number of "HTTP/1." responses seen in *responses. */
int ht_raw(uint16_t port, const void *req, size_t n, int timeout_ms, int *responses, bool *closed);

/* rules_api_run's body for a game command, printed: what the server must answer. Caller
 * frees with cJSON_free; status gets arb_err_status of the outcome. */
char *ht_expected(const char *game, const char *cmd, const char *request, int *status);

#endif

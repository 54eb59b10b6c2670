/* http_guard.h — what keeps the server available (private to src/http): the connection guard
 * (per-address caps, trusted proxies, deadlines counted from the accept, token buckets on
 * expensive routes), the log queue and the worker pool for slow handlers. */
#ifndef HTTP_GUARD_H
#define HTTP_GUARD_H

#include <microhttpd.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/socket.h>

#include "http_int.h"

/* A client address: IPv4 as IPv4-mapped IPv6. */
struct http_addr {
    uint8_t b[16];
};

/* Reads a numeric IPv4/IPv6 address; false when s is none. */
bool http_addr_parse(const char *s, size_t n, struct http_addr *out);
/* From a socket address; false for another family. */
bool http_addr_from(const struct sockaddr *sa, struct http_addr *out);
/* Prints a into out ("127.0.0.2", "::1"). */
void http_addr_print(const struct http_addr *a, char *out, size_t cap);

/* A list of trusted proxies: "127.0.0.1,10.0.0.0/8,::1". Returns 0 or -ARB_ERR_BAD_REQUEST
 * naming field. The parsed list is static storage of the guard (max HTTP_GUARD_PROXIES). */
enum { HTTP_GUARD_PROXIES = 16 };
struct http_nets {
    size_t n;
    struct http_addr net[HTTP_GUARD_PROXIES];
    unsigned bits[HTTP_GUARD_PROXIES];
};
int http_nets_parse(const char *s, const char *field, struct http_nets *out, struct arb_err *err);
bool http_nets_has(const struct http_nets *nets, const struct http_addr *a);

/* The client a request is counted for: the peer, or for a trusted proxy the address it
 * forwards (X-Real-IP, else the rightmost untrusted X-Forwarded-For hop). */
struct http_client {
    struct http_addr addr;
    bool forwarded; /* counted as a request in flight of addr (through a trusted proxy) */
};

struct http_guard;
struct http_conn;
struct http_logq;

/* Takes nothing; cfg is read at once (limits, timeouts, proxies). Starts the sweeper thread
 * that cuts connections past their deadline. NULL when out of memory or the proxy list is
 * malformed (err filled). */
struct http_guard *http_guard_new(const struct http_config *cfg, struct http_logq *log,
                                  struct arb_err *err);
void http_guard_free(struct http_guard *g);

/* Accept policy: false refuses the connection before libmicrohttpd allocates it (an address
 * far past its cap, or the server far past its connection limit). */
enum MHD_Result http_guard_accept(void *cls, const struct sockaddr *addr, socklen_t len);
/* MHD_OPTION_NOTIFY_CONNECTION: opens and closes the connection's state. */
void http_guard_notify(void *cls, struct MHD_Connection *c, void **socket_context,
                       enum MHD_ConnectionNotificationCode code);

/* A request begins on connection c (its socket context hc). Returns 0 and fills client, or
 * -ARB_ERR_OVERLOADED (over a limit: answer 503 with Retry-After *retry_s and close),
 * -ARB_ERR_TIMEOUT when the sweeper already cut the connection (answer nothing). */
int http_guard_begin(struct http_guard *g, struct MHD_Connection *c, struct http_client *client,
                     unsigned *retry_s, struct arb_err *err);
/* The request ended (answered or aborted): the connection waits for its next request. */
void http_guard_end(struct http_guard *g, struct MHD_Connection *c,
                    const struct http_client *client, bool timed_out);
/* One token of the client's bucket for an expensive route: 0, or -ARB_ERR_RATE_LIMITED with
 * *retry_s the seconds until the next token. */
int http_guard_take(struct http_guard *g, const struct http_client *client, unsigned *retry_s,
                    struct arb_err *err);
/* Open connections (for the graceful stop). */
unsigned long http_guard_open(const struct http_guard *g);
/* Connections libmicrohttpd has started so far (arbitre_connections_accepted_total). */
unsigned long http_guard_accepted(const struct http_guard *g);
/* Keeps the socket of c open after libmicrohttpd closes it, reading and discarding what the
 * client still sends for a short while (a lingering close: the answer is not lost to a
 * reset). Call before the response is queued with Connection: close. */
void http_guard_linger(struct http_guard *g, struct MHD_Connection *c);
/* Appends the connection metrics (Prometheus text). */
void http_guard_render(const struct http_guard *g, struct arb_buf *b);

/* The log queue: lines are copied into a bounded buffer and written by one thread, so a
 * slow log reader never slows serving; what does not fit is dropped and counted. */
struct http_logq *http_logq_new(int fd, size_t cap);
/* Writes what is queued, stops the writer. NULL accepted. */
void http_logq_free(struct http_logq *q);
/* Queues one complete line (takes nothing: it is copied). */
void http_logq_put(struct http_logq *q, const char *line, size_t n);
void http_logq_render(const struct http_logq *q, struct arb_buf *b);

/* A log line for a connection refused or cut ("refused", reason, client); at most one a
 * second per reason, the others counted in "suppressed". */
void http_log_refusal(struct http_logq *q, const char *reason, const struct http_addr *client,
                      unsigned long suppressed);

/* The worker pool: slow handlers (PDF, PNG, replay) run here, the connection suspended
 * meanwhile, so the network threads keep serving. */
struct http_pool;
/* threads workers, at most queue_cap jobs waiting; NULL when out of memory. */
struct http_pool *http_pool_new(unsigned threads, unsigned queue_cap);
/* Runs every job already queued, then stops the threads. NULL accepted. */
void http_pool_free(struct http_pool *p);
/* A slot for one job; false when the queue is full (the caller answers 503). */
bool http_pool_reserve(struct http_pool *p);
/* Queues run(arg) in the slot reserved before. */
void http_pool_push(struct http_pool *p, void (*run)(void *arg), void *arg);
void http_pool_render(struct http_pool *p, struct arb_buf *b);

/* The listening socket and its acceptor thread (http_listen.c): libmicrohttpd never listens
 * itself, so stopping to accept needs no MHD_quiesce_daemon (which races its network
 * threads and can abort the process). */
struct http_listener;
/* Binds addr and listens (backlog). Returns 0 and *out, or -ARB_ERR_IO (errno says why) /
 * -ARB_ERR_NOMEM. */
int http_listener_open(const struct sockaddr_storage *addr, int backlog,
                       struct http_listener **out);
uint16_t http_listener_port(const struct http_listener *l);
/* Connections handed to the daemon so far (MHD_add_connection took them). */
unsigned long http_listener_handed(const struct http_listener *l);
/* Its connections never reach libmicrohttpd's own limit (see http_listen.c): start the
 * daemon with a limit of HTTP_LISTEN_SLACK + cap per network thread. */
enum { HTTP_LISTEN_SLACK = 64 };
/* Starts accepting: every connection goes to daemon (borrowed; started with
 * MHD_USE_NO_LISTEN_SOCKET) through MHD_add_connection while the daemon holds fewer than cap
 * (counted with guard, borrowed); past it a connection is closed at once. 0 or
 * -ARB_ERR_NOMEM. */
int http_listener_start(struct http_listener *l, struct MHD_Daemon *daemon,
                        const struct http_guard *guard, unsigned long cap);
/* Stops accepting: the acceptor hands over what the kernel had queued, exits, and the socket
 * is closed (new connections refused). Returns after the last MHD_add_connection; the daemon
 * may then be stopped. Again, or NULL: nothing. */
void http_listener_stop(struct http_listener *l);
/* Stops (as above) and frees; NULL is accepted. */
void http_listener_free(struct http_listener *l);

#endif

/* http_guard.c — the connection guard: who may hold a connection, and for how long.
 *
 * Every connection is in one list (guard->lock) with the time it began waiting for a request
 * head (its accept, or the end of its previous answer). A sweeper thread cuts (shutdown) the
 * connections that did not deliver a complete head within header_timeout_ms of that time,
 * whatever bytes they dribble: the deadline is never reset by activity (a new connection has
 * hello_timeout_s for its first head). Per-connection timeouts of libmicrohttpd are not used:
 * it scans those connections on every turn of its loop, which 10,000 idle sockets made
 * slow. Each client address
 * has a counter of open connections (direct clients) or of requests in flight (clients behind
 * a trusted proxy) and a token bucket for expensive routes. Past a cap the request gets a JSON
 * 503 with Retry-After instead of a reset; far past it (twice the cap) the accept is refused.
 *
 * Invariant: the state of a connection goes WAITING -> BUSY (a request began) -> WAITING, or
 * WAITING -> CUT (the sweeper won); the compare-and-swap decides, so a connection is never
 * both cut and served. libmicrohttpd reports the close before it closes the socket, and the
 * close takes the lock, so the sweeper never shuts down a reused descriptor. */
#include <arpa/inet.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "http_guard.h"

enum { CONN_WAITING, CONN_BUSY, CONN_CUT };
enum { GUARD_BUCKETS = 4096, GUARD_LINGER_MAX = 256, GUARD_TICK_MS = 50 };
enum { REFUSE_NONE, REFUSE_CONNECTIONS, REFUSE_PER_ADDRESS, REFUSE_ACCEPT, REFUSE_N };
static const char *const refuse_names[REFUSE_N] = {"", "connections", "per_address", "accept"};

/* One client address: its direct connections, its forwarded requests in flight, its bucket. */
struct http_peer {
    struct http_peer *next;
    struct http_addr addr;
    unsigned conns;
    unsigned inflight;
    double tokens;
    uint64_t refill_ns;
};

struct http_conn {
    struct http_conn *prev, *next;
    int fd;
    struct http_addr addr;
    struct http_peer *peer; /* counted there (direct client), else NULL */
    int refused;            /* REFUSE_*: answered 503 at its first request */
    bool trusted;           /* the peer is a trusted proxy */
    bool linger;
    atomic_uint requests;
    atomic_int state;
    _Atomic uint64_t wait_since_ns;
};

struct http_linger {
    int fd;
    uint64_t until_ns;
};

struct http_guard {
    unsigned max_connections, per_address;
    uint64_t header_ns, refused_ns;
    uint64_t hello_ns; /* the first request head, from the accept */
    double rate, burst;
    struct http_nets proxies;
    struct http_logq *log;

    pthread_mutex_t lock; /* the list, the peers, the lingering sockets */
    struct http_conn *conns;
    struct http_peer *peers[GUARD_BUCKETS];
    size_t npeers;
    struct http_linger linger[GUARD_LINGER_MAX];
    size_t nlinger;

    atomic_ulong open;
    atomic_ulong accepted;
    atomic_ulong refused[REFUSE_N];
    atomic_ulong cut_headers;
    atomic_ulong timed_out;
    atomic_ulong rate_limited;
    atomic_ulong lingered;
    atomic_ullong last_refusal_ns;
    atomic_ulong suppressed;

    pthread_t sweeper;
    pthread_mutex_t stop_lock;
    pthread_cond_t stop_cond;
    bool stopping;
};

bool http_addr_from(const struct sockaddr *sa, struct http_addr *out)
{
    memset(out, 0, sizeof *out);
    if (sa && sa->sa_family == AF_INET) {
        const struct sockaddr_in *in = (const struct sockaddr_in *)sa;
        out->b[10] = out->b[11] = 0xff;
        memcpy(out->b + 12, &in->sin_addr, 4);
        return true;
    }
    if (sa && sa->sa_family == AF_INET6) {
        memcpy(out->b, &((const struct sockaddr_in6 *)sa)->sin6_addr, 16);
        return true;
    }
    return false;
}

bool http_addr_parse(const char *s, size_t n, struct http_addr *out)
{
    char tmp[INET6_ADDRSTRLEN + 1];
    struct in_addr v4;
    while (n && (*s == ' ' || *s == '\t'))
        s++, n--;
    while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
        n--;
    if (n == 0 || n >= sizeof tmp)
        return false;
    memcpy(tmp, s, n);
    tmp[n] = '\0';
    memset(out, 0, sizeof *out);
    if (inet_pton(AF_INET, tmp, &v4) == 1) {
        out->b[10] = out->b[11] = 0xff;
        memcpy(out->b + 12, &v4, 4);
        return true;
    }
    return inet_pton(AF_INET6, tmp, out->b) == 1;
}

static bool http_addr_v4(const struct http_addr *a)
{
    static const uint8_t mapped[12] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff};
    return memcmp(a->b, mapped, 12) == 0;
}

void http_addr_print(const struct http_addr *a, char *out, size_t cap)
{
    if (!inet_ntop(http_addr_v4(a) ? AF_INET : AF_INET6, http_addr_v4(a) ? a->b + 12 : a->b, out,
                   (socklen_t)cap))
        snprintf(out, cap, "?");
}

int http_nets_parse(const char *s, const char *field, struct http_nets *out, struct arb_err *err)
{
    memset(out, 0, sizeof *out);
    while (s && *s) {
        size_t n = strcspn(s, ",");
        const char *slash = memchr(s, '/', n);
        size_t alen = slash ? (size_t)(slash - s) : n;
        struct http_addr a;
        long bits = -1;
        if (alen && http_addr_parse(s, alen, &a)) {
            bits = http_addr_v4(&a) ? 32 : 128;
            if (slash) {
                char *end;
                long v = strtol(slash + 1, &end, 10);
                bits = (end == s + n && slash + 1 < end && v >= 0 && v <= bits)
                           ? v + (http_addr_v4(&a) ? 96 : 0)
                           : -1;
            } else {
                bits = 128;
            }
        }
        if (bits < 0 || out->n == HTTP_GUARD_PROXIES)
            return arb_err_set(err, ARB_ERR_BAD_REQUEST, field,
                               "%s : « %.*s » n'est pas une adresse IP (ou réseau a.b.c.d/n) ; "
                               "%d au plus.",
                               field, (int)(n > 60 ? 60 : n), s, HTTP_GUARD_PROXIES);
        out->net[out->n] = a;
        out->bits[out->n++] = (unsigned)bits;
        s += n;
        if (*s == ',')
            s++;
    }
    return 0;
}

bool http_nets_has(const struct http_nets *nets, const struct http_addr *a)
{
    for (size_t i = 0; i < nets->n; i++) {
        unsigned bits = nets->bits[i], full = bits / 8, rest = bits % 8;
        if (memcmp(nets->net[i].b, a->b, full) != 0)
            continue;
        if (rest && ((nets->net[i].b[full] ^ a->b[full]) & (uint8_t)(0xff << (8 - rest))))
            continue;
        return true;
    }
    return false;
}

static size_t http_addr_hash(const struct http_addr *a)
{
    uint64_t h = 1469598103934665603u;
    for (size_t i = 0; i < sizeof a->b; i++)
        h = (h ^ a->b[i]) * 1099511628211u;
    return (size_t)(h ^ (h >> 29)) & (GUARD_BUCKETS - 1);
}

/* The peer of a, created when absent (NULL when out of memory). Under g->lock. */
static struct http_peer *http_peer_get(struct http_guard *g, const struct http_addr *a,
                                       uint64_t now)
{
    size_t h = http_addr_hash(a);
    for (struct http_peer *p = g->peers[h]; p; p = p->next)
        if (memcmp(&p->addr, a, sizeof *a) == 0)
            return p;
    struct http_peer *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->addr = *a;
    p->tokens = g->burst;
    p->refill_ns = now;
    p->next = g->peers[h];
    g->peers[h] = p;
    g->npeers++;
    return p;
}

static void http_peer_refill(const struct http_guard *g, struct http_peer *p, uint64_t now)
{
    p->tokens += (double)(now - p->refill_ns) / 1e9 * g->rate;
    if (p->tokens > g->burst)
        p->tokens = g->burst;
    p->refill_ns = now;
}

/* Frees the peers nobody holds and whose bucket is full again. Under g->lock. */
static void http_peer_collect(struct http_guard *g, uint64_t now)
{
    for (size_t h = 0; h < GUARD_BUCKETS; h++) {
        for (struct http_peer **pp = &g->peers[h]; *pp;) {
            struct http_peer *p = *pp;
            http_peer_refill(g, p, now);
            if (p->conns == 0 && p->inflight == 0 && p->tokens >= g->burst) {
                *pp = p->next;
                free(p);
                g->npeers--;
            } else {
                pp = &p->next;
            }
        }
    }
}

static void http_guard_refusal(struct http_guard *g, int reason, const struct http_addr *a)
{
    uint64_t now = arb_now_ns();
    unsigned long long last = atomic_load_explicit(&g->last_refusal_ns, memory_order_relaxed);
    atomic_fetch_add_explicit(&g->refused[reason], 1, memory_order_relaxed);
    if (now - last < 1000000000u ||
        !atomic_compare_exchange_strong(&g->last_refusal_ns, &last, now)) {
        atomic_fetch_add_explicit(&g->suppressed, 1, memory_order_relaxed);
        return;
    }
    http_log_refusal(g->log, refuse_names[reason], a, atomic_exchange(&g->suppressed, 0));
}

enum MHD_Result http_guard_accept(void *cls, const struct sockaddr *addr, socklen_t len)
{
    struct http_guard *g = cls;
    struct http_addr a;
    bool ok = true;
    (void)len;
    if (!http_addr_from(addr, &a))
        return MHD_YES;
    if (atomic_load_explicit(&g->open, memory_order_relaxed) >= 2ul * g->max_connections)
        ok = false;
    if (ok && !http_nets_has(&g->proxies, &a)) {
        pthread_mutex_lock(&g->lock);
        for (struct http_peer *p = g->peers[http_addr_hash(&a)]; p; p = p->next)
            if (memcmp(&p->addr, &a, sizeof a) == 0 && p->conns >= 2 * g->per_address)
                ok = false;
        pthread_mutex_unlock(&g->lock);
    }
    if (!ok)
        http_guard_refusal(g, REFUSE_ACCEPT, &a);
    return ok ? MHD_YES : MHD_NO;
}

static void http_guard_opened(struct http_guard *g, struct MHD_Connection *c, void **ctx)
{
    const union MHD_ConnectionInfo *ai =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    const union MHD_ConnectionInfo *fi =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_CONNECTION_FD);
    struct http_conn *hc = calloc(1, sizeof *hc);
    uint64_t now = arb_now_ns();
    *ctx = hc;
    if (!hc)
        return;
    hc->fd = fi ? fi->connect_fd : -1;
    atomic_init(&hc->state, CONN_WAITING);
    atomic_init(&hc->requests, 0);
    atomic_init(&hc->wait_since_ns, now);
    if (!ai || !http_addr_from(ai->client_addr, &hc->addr))
        memset(&hc->addr, 0, sizeof hc->addr);
    hc->trusted = http_nets_has(&g->proxies, &hc->addr);
    unsigned long open = atomic_fetch_add_explicit(&g->open, 1, memory_order_relaxed) + 1;
    atomic_fetch_add_explicit(&g->accepted, 1, memory_order_relaxed);
    pthread_mutex_lock(&g->lock);
    hc->next = g->conns;
    if (g->conns)
        g->conns->prev = hc;
    g->conns = hc;
    if (!hc->trusted) {
        hc->peer = http_peer_get(g, &hc->addr, now);
        if (hc->peer && ++hc->peer->conns > g->per_address)
            hc->refused = REFUSE_PER_ADDRESS;
    }
    pthread_mutex_unlock(&g->lock);
    if (open > g->max_connections)
        hc->refused = REFUSE_CONNECTIONS;
    if (hc->refused)
        http_guard_refusal(g, hc->refused, &hc->addr);
}

/* Takes the socket over from libmicrohttpd (a dup, so its close does not reset the
 * connection) and shuts down the writing side: the client reads the answer, then EOF. */
static void http_guard_keep(struct http_guard *g, struct http_conn *hc)
{
    if (hc->fd < 0 || g->nlinger == GUARD_LINGER_MAX)
        return;
    int fd = dup(hc->fd);
    if (fd < 0)
        return;
    shutdown(fd, SHUT_WR);
    g->linger[g->nlinger++] = (struct http_linger){fd, arb_now_ns() + 2000000000u};
    atomic_fetch_add_explicit(&g->lingered, 1, memory_order_relaxed);
}

static void http_guard_closed(struct http_guard *g, struct http_conn *hc)
{
    if (!hc)
        return;
    atomic_fetch_sub_explicit(&g->open, 1, memory_order_relaxed);
    pthread_mutex_lock(&g->lock);
    if (hc->prev)
        hc->prev->next = hc->next;
    else
        g->conns = hc->next;
    if (hc->next)
        hc->next->prev = hc->prev;
    if (hc->peer)
        hc->peer->conns--;
    if (hc->linger)
        http_guard_keep(g, hc);
    pthread_mutex_unlock(&g->lock);
    free(hc);
}

void http_guard_notify(void *cls, struct MHD_Connection *c, void **socket_context,
                       enum MHD_ConnectionNotificationCode code)
{
    struct http_guard *g = cls;
    if (code == MHD_CONNECTION_NOTIFY_STARTED) {
        http_guard_opened(g, c, socket_context);
    } else {
        http_guard_closed(g, *socket_context);
        *socket_context = NULL;
    }
}

static struct http_conn *http_conn_of(struct MHD_Connection *c)
{
    const union MHD_ConnectionInfo *ci =
        MHD_get_connection_info(c, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return ci ? ci->socket_context : NULL;
}

struct http_hdr_scan {
    const struct http_nets *proxies;
    const char *real_ip;
    const char *forwarded_for;
};

static enum MHD_Result http_scan_forward(void *cls, enum MHD_ValueKind kind, const char *key,
                                         const char *value)
{
    struct http_hdr_scan *s = cls;
    (void)kind;
    if (strcasecmp(key, "X-Real-IP") == 0)
        s->real_ip = value;
    else if (strcasecmp(key, "X-Forwarded-For") == 0)
        s->forwarded_for = value; /* the last header holds the hops added last */
    return MHD_YES;
}

/* The address a trusted proxy says it forwards; false when it says nothing usable. */
static bool http_forwarded(const struct http_guard *g, struct MHD_Connection *c,
                           struct http_addr *out)
{
    struct http_hdr_scan s = {&g->proxies, NULL, NULL};
    MHD_get_connection_values(c, MHD_HEADER_KIND, http_scan_forward, &s);
    if (s.real_ip && http_addr_parse(s.real_ip, strlen(s.real_ip), out))
        return true;
    if (!s.forwarded_for)
        return false;
    /* from the right: the first hop that is not one of our proxies is the client */
    for (size_t end = strlen(s.forwarded_for); end > 0;) {
        size_t start = end;
        while (start > 0 && s.forwarded_for[start - 1] != ',')
            start--;
        if (!http_addr_parse(s.forwarded_for + start, end - start, out))
            return false;
        if (!http_nets_has(&g->proxies, out))
            return true;
        end = start ? start - 1 : 0;
    }
    return false;
}

/* The 503 of a connection over a cap: from the server's limit, or its address's. */
static int http_overloaded(struct arb_err *err, unsigned *retry_s, bool server)
{
    *retry_s = 1;
    if (server)
        return arb_err_set(err, ARB_ERR_OVERLOADED, NULL,
                           "Trop de connexions sur ce serveur : réessayez dans une seconde.");
    return arb_err_set(err, ARB_ERR_OVERLOADED, NULL,
                       "Trop de connexions depuis votre adresse : réessayez dans une seconde.");
}

int http_guard_begin(struct http_guard *g, struct MHD_Connection *c, struct http_client *client,
                     unsigned *retry_s, struct arb_err *err)
{
    struct http_conn *hc = http_conn_of(c);
    int expected = CONN_WAITING;
    memset(client, 0, sizeof *client);
    if (!hc)
        return 0;
    if (!atomic_compare_exchange_strong(&hc->state, &expected, CONN_BUSY))
        return arb_err_set(err, ARB_ERR_TIMEOUT, NULL, "Connexion coupée à l'échéance.");
    client->addr = hc->addr;
    atomic_fetch_add_explicit(&hc->requests, 1, memory_order_relaxed);
    if (hc->refused)
        return http_overloaded(err, retry_s, hc->refused == REFUSE_CONNECTIONS);
    if (!hc->trusted || !http_forwarded(g, c, &client->addr))
        return 0;
    pthread_mutex_lock(&g->lock);
    struct http_peer *p = http_peer_get(g, &client->addr, arb_now_ns());
    bool over = p && p->inflight >= g->per_address;
    if (p && !over) {
        p->inflight++;
        client->forwarded = true;
    }
    pthread_mutex_unlock(&g->lock);
    if (!over)
        return 0;
    http_guard_refusal(g, REFUSE_PER_ADDRESS, &client->addr);
    return http_overloaded(err, retry_s, false);
}

void http_guard_end(struct http_guard *g, struct MHD_Connection *c,
                    const struct http_client *client, bool timed_out)
{
    struct http_conn *hc = http_conn_of(c);
    if (timed_out)
        atomic_fetch_add_explicit(&g->timed_out, 1, memory_order_relaxed);
    if (client->forwarded) {
        pthread_mutex_lock(&g->lock);
        struct http_peer *p = http_peer_get(g, &client->addr, arb_now_ns());
        if (p && p->inflight)
            p->inflight--;
        pthread_mutex_unlock(&g->lock);
    }
    if (hc) {
        atomic_store(&hc->wait_since_ns, arb_now_ns());
        atomic_store(&hc->state, CONN_WAITING);
    }
}

int http_guard_take(struct http_guard *g, const struct http_client *client, unsigned *retry_s,
                    struct arb_err *err)
{
    uint64_t now = arb_now_ns();
    bool ok = true;
    double wait = 1;
    pthread_mutex_lock(&g->lock);
    struct http_peer *p = http_peer_get(g, &client->addr, now);
    if (p) {
        http_peer_refill(g, p, now);
        ok = p->tokens >= 1;
        if (ok)
            p->tokens -= 1;
        else
            wait = (1 - p->tokens) / g->rate;
    }
    pthread_mutex_unlock(&g->lock);
    if (ok)
        return 0;
    atomic_fetch_add_explicit(&g->rate_limited, 1, memory_order_relaxed);
    *retry_s = wait < 1 ? 1 : (unsigned)(wait + 0.999);
    return arb_err_set(err, ARB_ERR_RATE_LIMITED, NULL,
                       "Trop de requêtes coûteuses depuis votre adresse : réessayez dans %u s.",
                       *retry_s);
}

unsigned long http_guard_open(const struct http_guard *g)
{
    return atomic_load_explicit(&g->open, memory_order_relaxed);
}

unsigned long http_guard_accepted(const struct http_guard *g)
{
    return atomic_load_explicit(&g->accepted, memory_order_relaxed);
}

void http_guard_linger(struct http_guard *g, struct MHD_Connection *c)
{
    struct http_conn *hc = http_conn_of(c);
    (void)g;
    if (hc)
        hc->linger = true;
}

/* Lingering sockets: read and drop what arrives, close at EOF or after two seconds. Under
 * g->lock. */
static void http_guard_drain_lingering(struct http_guard *g, uint64_t now)
{
    for (size_t i = 0; i < g->nlinger;) {
        char sink[4096];
        ssize_t r;
        while ((r = recv(g->linger[i].fd, sink, sizeof sink, MSG_DONTWAIT)) > 0)
            ;
        bool done = r == 0 || (r < 0 && errno != EAGAIN && errno != EWOULDBLOCK);
        if (done || now > g->linger[i].until_ns) {
            close(g->linger[i].fd);
            g->linger[i] = g->linger[--g->nlinger];
        } else {
            i++;
        }
    }
}

static void http_guard_sweep(struct http_guard *g, uint64_t now)
{
    pthread_mutex_lock(&g->lock);
    for (struct http_conn *hc = g->conns; hc; hc = hc->next) {
        uint64_t since = atomic_load_explicit(&hc->wait_since_ns, memory_order_relaxed);
        uint64_t limit = hc->refused                                                 ? g->refused_ns
                         : atomic_load_explicit(&hc->requests, memory_order_relaxed) ? g->header_ns
                                                                                     : g->hello_ns;
        int expected = CONN_WAITING;
        if (since + limit >= now || hc->fd < 0 || /* since may be after now: just reset */
            atomic_load_explicit(&hc->state, memory_order_relaxed) != CONN_WAITING ||
            !atomic_compare_exchange_strong(&hc->state, &expected, CONN_CUT))
            continue;
        shutdown(hc->fd, SHUT_RDWR);
        atomic_fetch_add_explicit(&g->cut_headers, 1, memory_order_relaxed);
    }
    http_guard_drain_lingering(g, now);
    pthread_mutex_unlock(&g->lock);
}

static void *http_guard_run(void *arg)
{
    struct http_guard *g = arg;
    unsigned ticks = 0;
    pthread_mutex_lock(&g->stop_lock);
    while (!g->stopping) {
        struct timespec until = arb_wall_deadline((uint64_t)GUARD_TICK_MS * 1000000u);
        pthread_cond_timedwait(&g->stop_cond, &g->stop_lock, &until);
        if (g->stopping)
            break;
        pthread_mutex_unlock(&g->stop_lock);
        uint64_t now = arb_now_ns();
        http_guard_sweep(g, now);
        if (++ticks % 20 == 0) {
            pthread_mutex_lock(&g->lock);
            http_peer_collect(g, now);
            pthread_mutex_unlock(&g->lock);
        }
        pthread_mutex_lock(&g->stop_lock);
    }
    pthread_mutex_unlock(&g->stop_lock);
    return NULL;
}

struct http_guard *http_guard_new(const struct http_config *cfg, struct http_logq *log,
                                  struct arb_err *err)
{
    struct http_guard *g = calloc(1, sizeof *g);
    if (!g) {
        http_nomem(err);
        return NULL;
    }
    if (http_nets_parse(cfg->trusted_proxies, "ARBITRE_TRUSTED_PROXIES", &g->proxies, err) < 0)
        goto out_free;
    g->max_connections = cfg->max_connections;
    g->per_address = cfg->per_ip_connections;
    g->header_ns = (uint64_t)cfg->header_timeout_ms * 1000000u;
    g->refused_ns = 1000000000u;
    g->hello_ns = (uint64_t)cfg->hello_timeout_s * 1000000000u;
    if (g->hello_ns > g->header_ns)
        g->hello_ns = g->header_ns;
    g->rate = cfg->expensive_rate > 0 ? cfg->expensive_rate : 1;
    g->burst = cfg->expensive_burst > 0 ? cfg->expensive_burst : 1;
    g->log = log;
    pthread_mutex_init(&g->lock, NULL);
    pthread_mutex_init(&g->stop_lock, NULL);
    pthread_cond_init(&g->stop_cond, NULL);
    if (pthread_create(&g->sweeper, NULL, http_guard_run, g) != 0) {
        http_nomem(err);
        goto out_destroy;
    }
    return g;
out_destroy:
    pthread_cond_destroy(&g->stop_cond);
    pthread_mutex_destroy(&g->stop_lock);
    pthread_mutex_destroy(&g->lock);
out_free:
    free(g);
    return NULL;
}

void http_guard_free(struct http_guard *g)
{
    if (!g)
        return;
    pthread_mutex_lock(&g->stop_lock);
    g->stopping = true;
    pthread_cond_signal(&g->stop_cond);
    pthread_mutex_unlock(&g->stop_lock);
    pthread_join(g->sweeper, NULL);
    for (size_t i = 0; i < g->nlinger; i++)
        close(g->linger[i].fd);
    for (size_t h = 0; h < GUARD_BUCKETS; h++) {
        for (struct http_peer *p = g->peers[h], *next; p; p = next) {
            next = p->next;
            free(p);
        }
    }
    pthread_cond_destroy(&g->stop_cond);
    pthread_mutex_destroy(&g->stop_lock);
    pthread_mutex_destroy(&g->lock);
    free(g);
}

void http_guard_render(const struct http_guard *g, struct arb_buf *b)
{
    arb_buf_printf(b,
                   "# HELP arbitre_connections_open Connections open now.\n"
                   "# TYPE arbitre_connections_open gauge\narbitre_connections_open %lu\n"
                   "# HELP arbitre_connections_accepted_total Connections accepted.\n"
                   "# TYPE arbitre_connections_accepted_total counter\n"
                   "arbitre_connections_accepted_total %lu\n"
                   "# HELP arbitre_connections_refused_total Connections refused (503, or "
                   "at accept), by limit.\n# TYPE arbitre_connections_refused_total counter\n",
                   atomic_load(&g->open), atomic_load(&g->accepted));
    for (int r = 1; r < REFUSE_N; r++)
        arb_buf_printf(b, "arbitre_connections_refused_total{reason=\"%s\"} %lu\n", refuse_names[r],
                       atomic_load(&g->refused[r]));
    arb_buf_printf(b,
                   "# HELP arbitre_connections_timed_out_total Connections cut at a deadline: "
                   "no complete request head in time, or a request past its deadline.\n"
                   "# TYPE arbitre_connections_timed_out_total counter\n"
                   "arbitre_connections_timed_out_total{phase=\"headers\"} %lu\n"
                   "arbitre_connections_timed_out_total{phase=\"request\"} %lu\n"
                   "# HELP arbitre_rate_limited_total Expensive requests refused with 429.\n"
                   "# TYPE arbitre_rate_limited_total counter\narbitre_rate_limited_total %lu\n"
                   "# HELP arbitre_connections_lingered_total Connections closed after an "
                   "early error by a lingering close.\n"
                   "# TYPE arbitre_connections_lingered_total counter\n"
                   "arbitre_connections_lingered_total %lu\n",
                   atomic_load(&g->cut_headers), atomic_load(&g->timed_out),
                   atomic_load(&g->rate_limited), atomic_load(&g->lingered));
}

/* bench_load.c — `make bench-load`: the server under hostile and heavy load, measured from
 * outside on loopback, each phase bounded in time. Clients bind to several loopback addresses
 * (127.0.0.2 ...) so the per-address cap sees them as distinct clients. Prints one line per
 * figure ("load.<name>: ...").
 *
 *   slowloris  1,100 slow-header connections from 20 addresses (a header line every 5 s,
 *              reconnecting when cut) while a client from another address asks /healthz
 *              every 10 ms on a new connection: the share answered within 1 s.
 *   idle       10,000 bare connections (from 200 addresses), then 2,000 keep-alive ones:
 *              server RSS, and the share of a fresh client's requests answered within 1 s.
 *   pdf        /play p99 on 32 keep-alive connections, alone and beside two cards.pdf loops.
 *   log        /play p99 on 32 connections while the server's log pipe is read only every
 *              200 ms.
 *   replay     a 64 KB replay request and the largest replay the budget allows: answer size,
 *              status, and the server's peak RSS.
 *
 * Usage: bench_load ARBITRE_BIN [SECONDS_PER_PHASE] */
#include <arpa/inet.h>
#include <errno.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "rules_api.h"

static const char *bin;
static int phase_s = 10;

static uint64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

static void sleep_ms(long ms)
{
    nanosleep(&(struct timespec){ms / 1000, (ms % 1000) * 1000000L}, NULL);
}

/* A server child: its pid, port and the read end of its log pipe. */
struct server {
    pid_t pid;
    uint16_t port;
    int log;
    pthread_t drainer;
    atomic_int drain_every_ms; /* 0: read continuously */
    atomic_bool stop;
};

static void *drain_run(void *arg)
{
    struct server *s = arg;
    char buf[1 << 16];
    while (!atomic_load(&s->stop)) {
        int every = atomic_load(&s->drain_every_ms);
        if (every)
            sleep_ms(every);
        struct pollfd p = {s->log, POLLIN, 0};
        if (poll(&p, 1, every ? 0 : 100) <= 0)
            continue;
        /* a drain empties what is there; a reader that waits 200 ms between drains */
        while (read(s->log, buf, sizeof buf) == (ssize_t)sizeof buf)
            ;
    }
    return NULL;
}

/* Starts `bin serve` with extra environment variables (name, value, ..., NULL). */
static void server_start(struct server *s, const char *const *env)
{
    int p[2];
    if (pipe(p) != 0)
        exit(1);
    memset(s, 0, sizeof *s);
    s->pid = fork();
    if (s->pid == 0) {
        dup2(p[1], 2);
        close(p[0]);
        close(p[1]);
        for (const char *const *e = env; e && e[0]; e += 2)
            setenv(e[0], e[1], 1);
        execl(bin, bin, "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "2",
              (char *)NULL);
        _exit(127);
    }
    close(p[1]);
    s->log = p[0];
    char line[512];
    size_t used = 0;
    while (used < sizeof line - 1 && read(s->log, line + used, 1) == 1 && line[used] != '\n')
        used++;
    line[used] = '\0';
    const char *port = strstr(line, "\"port\":");
    if (!port) {
        fprintf(stderr, "bench_load: the server did not start: %s\n", line);
        exit(1);
    }
    s->port = (uint16_t)strtol(port + 7, NULL, 10);
    fcntl(s->log, F_SETFL, O_NONBLOCK);
    pthread_create(&s->drainer, NULL, drain_run, s);
}

static long server_rss_kb(const struct server *s, const char *field)
{
    char path[64], line[256];
    long kb = -1;
    snprintf(path, sizeof path, "/proc/%d/status", (int)s->pid);
    FILE *f = fopen(path, "r");
    while (f && fgets(line, sizeof line, f))
        if (strncmp(line, field, strlen(field)) == 0)
            kb = strtol(line + strlen(field) + 1, NULL, 10);
    if (f)
        fclose(f);
    return kb;
}

static void server_stop(struct server *s)
{
    int status = 0;
    kill(s->pid, SIGTERM);
    waitpid(s->pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        printf("load.exit: the server did not exit cleanly (status 0x%x): a crash or a "
               "sanitizer report\n",
               (unsigned)status);
    atomic_store(&s->stop, true);
    pthread_join(s->drainer, NULL);
    close(s->log);
}

/* A non-blocking-connect-free socket from src to the server; -1 when refused. */
static int connect_from(const char *src, uint16_t port)
{
    struct sockaddr_in a = {.sin_family = AF_INET};
    int fd = socket(AF_INET, SOCK_STREAM, 0);
    int one = 1;
    if (fd < 0)
        return -1;
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    inet_pton(AF_INET, src, &a.sin_addr);
    if (bind(fd, (struct sockaddr *)&a, sizeof a) != 0)
        goto out_close;
    a.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &a.sin_addr);
    if (connect(fd, (struct sockaddr *)&a, sizeof a) != 0)
        goto out_close;
    return fd;
out_close:
    close(fd);
    return -1;
}

static bool send_all(int fd, const char *p, size_t n)
{
    while (n) {
        ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
        if (w <= 0)
            return false;
        p += w;
        n -= (size_t)w;
    }
    return true;
}

/* Reads one response (head + Content-Length body) within timeout_ms: its status, 0 on a
 * timeout or a close; *bytes gets the body length. */
static int read_response(int fd, int timeout_ms, size_t *bytes)
{
    static _Thread_local char buf[1 << 16];
    size_t used = 0, need = 0;
    uint64_t until = now_us() + (uint64_t)timeout_ms * 1000u;
    char *end = NULL;
    long status = 0;
    size_t body = 0;
    for (;;) {
        int left = (int)((int64_t)(until - now_us()) / 1000);
        struct pollfd p = {fd, POLLIN, 0};
        if (left <= 0 || poll(&p, 1, left) <= 0)
            return 0;
        ssize_t r = recv(fd, buf + (end ? 0 : used), end ? sizeof buf : sizeof buf - used - 1, 0);
        if (r <= 0)
            return 0;
        if (end) {
            body += (size_t)r;
        } else {
            used += (size_t)r;
            buf[used] = '\0';
            end = strstr(buf, "\r\n\r\n");
            if (!end)
                continue;
            status = strtol(buf + 9, NULL, 10);
            const char *cl = strstr(buf, "\r\nContent-Length:");
            need = cl ? (size_t)strtoull(cl + 17, NULL, 10) : 0;
            body = used - (size_t)(end + 4 - buf);
        }
        if (body >= need) {
            if (bytes)
                *bytes = need;
            return (int)status;
        }
    }
}

static const char get_healthz[] = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n";

/* One request on a new connection from src: its latency in µs, or -1 when not answered
 * 2xx within timeout_ms. */
static long probe(const char *src, uint16_t port, int timeout_ms)
{
    uint64_t t0 = now_us();
    int fd = connect_from(src, port);
    if (fd < 0)
        return -1;
    int st =
        send_all(fd, get_healthz, sizeof get_healthz - 1) ? read_response(fd, timeout_ms, NULL) : 0;
    close(fd);
    return st >= 200 && st < 300 ? (long)(now_us() - t0) : -1;
}

/* The prober: a request every 10 ms from 127.0.0.200 until stop; counts the answered. */
struct prober {
    uint16_t port;
    atomic_bool stop;
    unsigned sent, within_1s;
    pthread_t t;
};

static void *prober_run(void *arg)
{
    struct prober *p = arg;
    while (!atomic_load(&p->stop)) {
        long us = probe("127.0.0.200", p->port, 1000);
        p->sent++;
        p->within_1s += us >= 0 && us <= 1000000;
        sleep_ms(10);
    }
    return NULL;
}

static void prober_start(struct prober *p, uint16_t port)
{
    memset(p, 0, sizeof *p);
    p->port = port;
    pthread_create(&p->t, NULL, prober_run, p);
}

static double prober_stop(struct prober *p)
{
    atomic_store(&p->stop, true);
    pthread_join(p->t, NULL);
    return p->sent ? 100.0 * p->within_1s / p->sent : 0;
}

static void phase_slowloris(void)
{
    enum { N = 1100, ADDRS = 20 };
    static int fds[N];
    char src[32];
    struct server s;
    struct prober p;
    unsigned reconnects = 0;
    server_start(&s, NULL);
    for (int i = 0; i < N; i++) {
        snprintf(src, sizeof src, "127.0.1.%d", 1 + i % ADDRS);
        fds[i] = connect_from(src, s.port);
        if (fds[i] >= 0)
            send_all(fds[i], "GET /healthz HTTP/1.1\r\n", 23);
    }
    prober_start(&p, s.port);
    uint64_t end = now_us() + (uint64_t)phase_s * 1500000u; /* past the 10 s header deadline */
    unsigned tick = 0;
    while (now_us() < end) {
        sleep_ms(100);
        tick++;
        for (int i = 0; i < N; i++) {
            char c;
            bool cut = fds[i] < 0 || recv(fds[i], &c, 1, MSG_DONTWAIT) == 0;
            if (cut) { /* the attacker comes back at once */
                if (fds[i] >= 0)
                    close(fds[i]);
                snprintf(src, sizeof src, "127.0.1.%d", 1 + i % ADDRS);
                fds[i] = connect_from(src, s.port);
                if (fds[i] >= 0)
                    send_all(fds[i], "GET /healthz HTTP/1.1\r\n", 23);
                reconnects++;
            } else if (tick % 50 == (unsigned)(i % 50)) {
                send_all(fds[i], "X-a: b\r\n", 8); /* a header line every 5 s */
            }
        }
    }
    double ok = prober_stop(&p);
    printf("load.slowloris: %d slow-header connections from %d addresses for %.0f s (%u "
           "reconnects after a cut): another address answered within 1 s %.2f %% of %u "
           "requests\n",
           N, ADDRS, phase_s * 1.5, reconnects, ok, p.sent);
    for (int i = 0; i < N; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    server_stop(&s);
}

static void phase_idle(void)
{
    enum { N = 10000, KEEP = 2000 };
    static int fds[N];
    char src[32];
    struct server s;
    struct prober p;
    server_start(&s, NULL);
    long base = server_rss_kb(&s, "VmRSS");
    prober_start(&p, s.port);
    int open = 0;
    for (int i = 0; i < N; i++) {
        snprintf(src, sizeof src, "127.0.%d.%d", 2 + i / 50 / 200, 1 + (i / 50) % 200);
        fds[i] = connect_from(src, s.port);
        open += fds[i] >= 0;
    }
    sleep_ms(1000);
    long rss = server_rss_kb(&s, "VmRSS");
    sleep_ms(2000);
    double ok = prober_stop(&p);
    printf("load.idle: %d bare connections open (of %d): server RSS %ld MB (%ld MB before); a "
           "fresh client answered within 1 s %.2f %% of %u requests\n",
           open, N, rss / 1024, base / 1024, ok, p.sent);
    for (int i = 0; i < N; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    sleep_ms(500);
    prober_start(&p, s.port);
    int kept = 0;
    for (int i = 0; i < KEEP; i++) {
        snprintf(src, sizeof src, "127.0.%d.%d", 2 + i / 50 / 200, 1 + (i / 50) % 200);
        fds[i] = connect_from(src, s.port);
        if (fds[i] >= 0 && send_all(fds[i], get_healthz, sizeof get_healthz - 1) &&
            read_response(fds[i], 2000, NULL) == 200)
            kept++;
    }
    sleep_ms(1000);
    rss = server_rss_kb(&s, "VmRSS");
    ok = prober_stop(&p);
    printf("load.keepalive: %d idle keep-alive connections (after one request each): server "
           "RSS %ld MB; a fresh client answered within 1 s %.2f %% of %u requests\n",
           kept, rss / 1024, ok, p.sent);
    for (int i = 0; i < KEEP; i++)
        if (fds[i] >= 0)
            close(fds[i]);
    server_stop(&s);
}

/* A keep-alive loader: sends req again and again until stop, keeps the latencies. */
struct loader {
    uint16_t port;
    const char *req;
    char src[32];
    atomic_bool *stop;
    size_t n, cap;
    uint32_t *us;
    unsigned errors;
    pthread_t t;
};

static void *loader_run(void *arg)
{
    struct loader *l = arg;
    int fd = connect_from(l->src, l->port);
    while (!atomic_load(l->stop)) {
        if (fd < 0 && (fd = connect_from(l->src, l->port)) < 0) {
            l->errors++;
            sleep_ms(10);
            continue;
        }
        uint64_t t0 = now_us();
        int st = send_all(fd, l->req, strlen(l->req)) ? read_response(fd, 5000, NULL) : 0;
        if (st != 200) {
            if (!l->errors++ && getenv("BENCH_DEBUG"))
                fprintf(stderr, "bench_load: %s answered %d after %llu us\n", l->src, st,
                        (unsigned long long)(now_us() - t0));
            close(fd);
            fd = -1;
            continue;
        }
        if (l->n == l->cap) {
            l->cap = l->cap ? l->cap * 2 : 4096;
            l->us = realloc(l->us, l->cap * sizeof *l->us);
        }
        l->us[l->n++] = (uint32_t)(now_us() - t0);
    }
    if (fd >= 0)
        close(fd);
    return NULL;
}

static int cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return x < y ? -1 : x > y;
}

struct run_stats {
    size_t n;
    unsigned errors;
    double p50_ms, p99_ms, rps;
};

/* nconn loaders of req (plus extra loaders of extra_req) for secs: the stats of req. */
static struct run_stats load_run(uint16_t port, const char *req, int nconn, const char *extra_req,
                                 int nextra, int secs)
{
    struct loader *l = calloc((size_t)(nconn + nextra), sizeof *l);
    atomic_bool stop = false;
    for (int i = 0; i < nconn + nextra; i++) {
        l[i].port = port;
        l[i].req = i < nconn ? req : extra_req;
        l[i].stop = &stop;
        snprintf(l[i].src, sizeof l[i].src, "127.0.2.%d", 1 + i % 8);
        pthread_create(&l[i].t, NULL, loader_run, &l[i]);
    }
    sleep_ms(secs * 1000L);
    atomic_store(&stop, true);
    struct run_stats st = {0};
    size_t total = 0;
    for (int i = 0; i < nconn + nextra; i++) {
        pthread_join(l[i].t, NULL);
        if (i < nconn) {
            total += l[i].n;
            st.errors += l[i].errors;
        }
    }
    uint32_t *all = malloc((total ? total : 1) * sizeof *all);
    for (int i = 0; i < nconn; i++) {
        memcpy(all + st.n, l[i].us, l[i].n * sizeof *all);
        st.n += l[i].n;
    }
    for (int i = 0; i < nconn + nextra; i++)
        free(l[i].us);
    qsort(all, st.n, sizeof *all, cmp_u32);
    if (st.n) {
        st.p50_ms = all[st.n / 2] / 1000.0;
        st.p99_ms = all[st.n * 99 / 100] / 1000.0;
    }
    st.rps = (double)st.n / secs;
    free(all);
    free(l);
    return st;
}

#define PLAY_BODY                                                                                  \
    "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],\"to_move\":0},"       \
    "\"move\":{\"pit\":3}}"
static char play_req[512];

/* The value of the first /metrics line starting with name (-1 when absent). */
static long metric(uint16_t port, const char *name)
{
    static const char req[] = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    static char buf[1 << 17];
    char key[160];
    size_t used = 0;
    ssize_t r;
    long v = -1;
    int fd = connect_from("127.0.0.1", port);
    if (fd < 0)
        return -1;
    send_all(fd, req, sizeof req - 1);
    while (used < sizeof buf - 1 && (r = recv(fd, buf + used, sizeof buf - 1 - used, 0)) > 0)
        used += (size_t)r;
    buf[used] = '\0';
    close(fd);
    snprintf(key, sizeof key, "\n%s ", name);
    const char *at = strstr(buf, key);
    if (at)
        v = strtol(at + strlen(key), NULL, 10);
    return v;
}

static void phase_pdf(void)
{
    static const char pdf[] = "GET /v1/games/awale/cards.pdf HTTP/1.1\r\nHost: x\r\n\r\n";
    static const char *const env[] = {"ARBITRE_EXPENSIVE_RATE", "100000", NULL};
    struct server s;
    server_start(&s, env);
    struct run_stats alone = load_run(s.port, play_req, 32, NULL, 0, phase_s / 2);
    struct run_stats beside = load_run(s.port, play_req, 32, pdf, 2, phase_s / 2);
    printf("load.pdf: /play at 32 connections: alone p50 %.2f ms p99 %.2f ms %.0f req/s; beside "
           "two cards.pdf loops p50 %.2f ms p99 %.2f ms %.0f req/s (%u errors)\n",
           alone.p50_ms, alone.p99_ms, alone.rps, beside.p50_ms, beside.p99_ms, beside.rps,
           alone.errors + beside.errors);
    if (getenv("BENCH_DEBUG"))
        fprintf(stderr, "bench_load: cut at the header deadline %ld, timed out %ld, refused %ld\n",
                metric(s.port, "arbitre_connections_timed_out_total{phase=\"headers\"}"),
                metric(s.port, "arbitre_connections_timed_out_total{phase=\"request\"}"),
                metric(s.port, "arbitre_connections_refused_total{reason=\"per_address\"}"));
    server_stop(&s);
}

static void phase_log(void)
{
    struct server s;
    server_start(&s, NULL);
    struct run_stats base = load_run(s.port, play_req, 32, NULL, 0, phase_s / 2);
    atomic_store(&s.drain_every_ms, 200);
    struct run_stats st = load_run(s.port, play_req, 32, NULL, 0, phase_s / 2);
    atomic_store(&s.drain_every_ms, 0);
    sleep_ms(300);
    /* the dropped lines, from the server's own count */
    long dropped = metric(s.port, "arbitre_log_dropped_total");
    printf("load.log: /play at 32 connections: log read continuously p50 %.2f ms p99 %.2f ms %.0f "
           "req/s; log read every 200 ms p50 %.2f ms p99 %.2f ms %.0f req/s (%u errors); log "
           "lines dropped %ld\n",
           base.p50_ms, base.p99_ms, base.rps, st.p50_ms, st.p99_ms, st.rps,
           base.errors + st.errors, dropped);
    server_stop(&s);
}

/* Moves of kalah from position start, the fullest pit of the player to move each time, while
 * the events traced stay within budget: written as "{...},{...}" into out; their count. */
static int greedy_moves(const char *start, size_t budget, char *out, size_t cap)
{
    const struct rules_game *g = rules_find("kalah");
    cJSON *pos = cJSON_Parse(start);
    size_t events = 0, used = 0;
    int n = 0;
    out[0] = '\0';
    while (pos && n < 1000) {
        const cJSON *row = cJSON_GetArrayItem(cJSON_GetObjectItem(pos, "pits"),
                                              cJSON_GetObjectItem(pos, "to_move")->valueint);
        int best = 0;
        for (int k = 1; k < cJSON_GetArraySize(row); k++)
            if (cJSON_GetArrayItem(row, k)->valueint > cJSON_GetArrayItem(row, best)->valueint)
                best = k;
        cJSON *req = cJSON_CreateObject(), *resp = NULL, *move = cJSON_CreateObject();
        struct arb_err err;
        cJSON_AddItemToObject(req, "position", pos);
        cJSON_AddNumberToObject(move, "pit", best + 1);
        cJSON_AddItemToObject(req, "move", move);
        int rc = rules_api_run(g, RULES_CMD_PLAY, req, &resp, &err);
        cJSON_Delete(req);
        pos = NULL;
        if (rc < 0)
            break;
        size_t ev = (size_t)cJSON_GetArraySize(cJSON_GetObjectItem(resp, "events"));
        if (events + ev > budget) {
            cJSON_Delete(resp);
            break;
        }
        events += ev;
        pos = cJSON_DetachItemFromObject(resp, "position");
        cJSON_Delete(resp);
        used += (size_t)snprintf(out + used, cap - used, "%s{\"pit\":%d}", n ? "," : "", best + 1);
        n++;
    }
    cJSON_Delete(pos);
    return n;
}

/* POSTs body to path on a new connection: status and answer size. */
static int post(uint16_t port, const char *path, const char *body, size_t len, size_t *bytes)
{
    char head[256];
    int fd = connect_from("127.0.0.1", port);
    int n = snprintf(head, sizeof head,
                     "POST %s HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     "Content-Length: %zu\r\nConnection: close\r\n\r\n",
                     path, len);
    int st = send_all(fd, head, (size_t)n) && send_all(fd, body, len)
                 ? read_response(fd, 30000, bytes)
                 : 0;
    close(fd);
    return st;
}

static void phase_replay(void)
{
    static const char *const env[] = {"ARBITRE_EXPENSIVE_RATE", "100000", NULL};
    struct server s;
    size_t bytes = 0;
    server_start(&s, env);
    /* 64 KB of moves */
    size_t cap = 70 * 1024;
    char *body = malloc(cap);
    size_t used = (size_t)snprintf(body, cap,
                                   "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],"
                                   "\"stores\":[0,0],\"to_move\":0},\"moves\":[");
    while (used < 64 * 1024 - 16)
        used += (size_t)snprintf(body + used, cap - used, "%s{\"pit\":%zu}",
                                 body[used - 1] == '[' ? "" : ",", 1 + used % 6);
    used += (size_t)snprintf(body + used, cap - used, "]}");
    int st = post(s.port, "/v1/games/awale/replay", body, used, &bytes);
    printf("load.replay64k: a %zu-byte replay request: status %d, %zu bytes answered\n", used, st,
           bytes);
    /* the largest the budget lets through: kalah from 1000 stones a pit, the fullest pit
     * each time (about 512 events a move), as many moves as stay within the events budget */
    static const char start[] = "{\"pits\":[[1000,1000,1000,1000,1000,1000],[1000,1000,1000,"
                                "1000,1000,1000]],\"stores\":[0,0],\"to_move\":0}";
    int moves = greedy_moves(start, 50000, body + 1024, cap - 1024);
    used = (size_t)snprintf(body, 1024, "{\"position\":%s,\"moves\":[", start);
    memmove(body + used, body + 1024, strlen(body + 1024) + 1);
    used += strlen(body + used);
    used += (size_t)snprintf(body + used, cap - used, "]}");
    long peak = 0;
    size_t max_bytes = 0;
    for (int k = 0; k < 8; k++) {
        st = post(s.port, "/v1/games/kalah/replay", body, used, &bytes);
        if (bytes > max_bytes)
            max_bytes = bytes;
    }
    peak = server_rss_kb(&s, "VmHWM");
    printf("load.replay_budget: a kalah replay of %d moves of ~1000 seeds (%zu bytes), 8 times: "
           "status %d, %zu bytes answered (%.1f MB); server peak RSS %ld MB, now %ld MB\n",
           moves, used, st, max_bytes, max_bytes / 1e6, peak / 1024,
           server_rss_kb(&s, "VmRSS") / 1024);
    free(body);
    server_stop(&s);
}

int main(int argc, char **argv)
{
    struct rlimit rl;
    if (argc < 2) {
        fprintf(stderr, "usage: bench_load ARBITRE_BIN [SECONDS_PER_PHASE]\n");
        return 2;
    }
    bin = argv[1];
    if (argc > 2) {
        long v = strtol(argv[2], NULL, 10);
        phase_s = v > 2 && v < 600 ? (int)v : 2;
    }
    signal(SIGPIPE, SIG_IGN);
    if (getrlimit(RLIMIT_NOFILE, &rl) == 0) {
        rl.rlim_cur = rl.rlim_max;
        setrlimit(RLIMIT_NOFILE, &rl);
    }
    snprintf(play_req, sizeof play_req,
             "POST /v1/games/awale/play HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
             "Content-Length: %zu\r\n\r\n%s",
             strlen(PLAY_BODY), PLAY_BODY);
    const char *only = getenv("PHASE");
    if (!only || strstr(only, "slowloris"))
        phase_slowloris();
    if (!only || strstr(only, "idle"))
        phase_idle();
    if (!only || strstr(only, "pdf"))
        phase_pdf();
    if (!only || strstr(only, "log"))
        phase_log();
    if (!only || strstr(only, "replay"))
        phase_replay();
    return 0;
}

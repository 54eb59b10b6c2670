/* test_durability.c — a 201 from POST /v1/feedback survives kill -9.
 *
 * Starts REPLICAS `arbitre serve` processes on one store (SQLite in a fresh folder, or the
 * PostgreSQL of ARBITRE_DATABASE_URL), has 4 client threads post feedback to them without
 * pause, and ROUNDS times kills one replica with SIGKILL at a random moment (requests in
 * flight), starts it again and reads every row back through GET /v1/admin/feedback: every id
 * acknowledged before the kill must be there, with its own question, and no row may appear
 * twice. Before the chaos it measures the latency of one client's sequential feedback.
 * Usage: test_durability ARBITRE_BINARY ROUNDS REPLICAS */
#include <curl/curl.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cjson/cJSON.h>

#define TOKEN "durability-token-0123456789"
enum { CLIENTS = 4, MAX_REPLICAS = 2, ID_LEN = 32, MAX_ACKS = 200000, LATENCY_N = 200 };

struct ack {
    char id[ID_LEN + 1];
    char question[64];
};

static const char *bin;
static char dir[64];
static char nonce[24];
static pid_t pids[MAX_REPLICAS];
static atomic_uint ports[MAX_REPLICAS];
static int nreplicas;
static atomic_bool stop;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct ack *acks;
static size_t nacks;
static atomic_ulong attempts, failures;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static void sleep_ms(long ms)
{
    nanosleep(&(struct timespec){ms / 1000, (ms % 1000) * 1000000L}, NULL);
}

static _Noreturn void die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static _Noreturn void die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("test_durability: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    for (int i = 0; i < nreplicas; i++)
        if (pids[i] > 0)
            kill(pids[i], SIGKILL);
    exit(1);
}

/* Starts replica i and waits for its "listening" line (its log: DIR/replica-i.log). */
static void start_replica(int i)
{
    char log[128], line[512];
    snprintf(log, sizeof log, "%s/replica-%d.log", dir, i);
    unlink(log); /* the last run's "listening" line must not be read as this one's */
    pid_t pid = fork();
    if (pid < 0)
        die("fork: %s", strerror(errno));
    if (pid == 0) {
        int fd = open(log, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int null = open("/dev/null", O_WRONLY);
        if (fd < 0 || null < 0 || dup2(fd, 2) < 0 || dup2(null, 1) < 0)
            _exit(127);
        execl(bin, "arbitre", "serve", "--port", "0", "--threads", "2", (char *)NULL);
        _exit(127);
    }
    pids[i] = pid;
    for (int t = 0; t < 2000; t++) {
        FILE *f = fopen(log, "r");
        while (f && fgets(line, sizeof line, f)) {
            const char *p = strstr(line, "\"event\":\"listening\"");
            const char *q = p ? strstr(line, "\"port\":") : NULL;
            if (q) {
                fclose(f);
                atomic_store(&ports[i], (unsigned)strtoul(q + 7, NULL, 10));
                return;
            }
        }
        if (f)
            fclose(f);
        if (waitpid(pid, NULL, WNOHANG) == pid)
            die("replica %d exited at start (see %s)", i, log);
        sleep_ms(5);
    }
    die("replica %d did not listen within 10 s", i);
}

static size_t on_body(char *data, size_t size, size_t n, void *cls)
{
    char *buf = cls;
    size_t used = strlen(buf), len = size * n;
    if (used + len < 4096) {
        memcpy(buf + used, data, len);
        buf[used + len] = '\0';
    }
    return len;
}

/* POSTs one feedback; 201 and its id, else the status (0: no answer). */
static long post_feedback(CURL *c, unsigned port, const char *question, char id[ID_LEN + 1])
{
    char url[64], body[160], out[4096] = "";
    long status = 0;
    struct curl_slist *h = curl_slist_append(NULL, "Content-Type: application/json");
    snprintf(url, sizeof url, "http://127.0.0.1:%u/v1/feedback", port);
    snprintf(body, sizeof body, "{\"question\":\"%s\",\"entry\":null,\"verdict\":\"right\"}",
             question);
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, on_body);
    curl_easy_setopt(c, CURLOPT_WRITEDATA, out);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, 8000L);
    if (curl_easy_perform(c) == CURLE_OK)
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    curl_slist_free_all(h);
    const char *p = strstr(out, "{\"id\":\"");
    if (status == 201) {
        if (!p || strlen(p) < 7 + ID_LEN)
            die("201 without an id: %s", out);
        memcpy(id, p + 7, ID_LEN);
        id[ID_LEN] = '\0';
    }
    return status;
}

static void *client(void *arg)
{
    int me = (int)(long)arg;
    unsigned seed = (unsigned)me * 7919u + (unsigned)time(NULL);
    CURL *c = curl_easy_init();
    for (long k = 0; !atomic_load(&stop); k++) {
        int r = (int)(rand_r(&seed) % (unsigned)nreplicas);
        unsigned port = atomic_load(&ports[r]);
        if (!port) {
            sleep_ms(2);
            continue;
        }
        struct ack a;
        snprintf(a.question, sizeof a.question, "%s c%d n%ld", nonce, me, k);
        atomic_fetch_add(&attempts, 1);
        if (post_feedback(c, port, a.question, a.id) != 201) {
            atomic_fetch_add(&failures, 1);
            continue;
        }
        pthread_mutex_lock(&lock);
        if (nacks < MAX_ACKS)
            acks[nacks++] = a;
        pthread_mutex_unlock(&lock);
        sleep_ms(3); /* a few hundred rows a second: enough in flight, little to read back */
    }
    curl_easy_cleanup(c);
    return NULL;
}

/* GET path on port with the token; the parsed body or death. */
static cJSON *admin_get(CURL *c, unsigned port, const char *path)
{
    char url[256];
    static char out[1 << 22];
    out[0] = '\0';
    struct curl_slist *h = curl_slist_append(NULL, "Authorization: Bearer " TOKEN);
    snprintf(url, sizeof url, "http://127.0.0.1:%u%s", port, path);
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, h);
    curl_easy_setopt(c, CURLOPT_HTTPGET, 1L);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, NULL);
    FILE *mem = fmemopen(out, sizeof out - 1, "w");
    curl_easy_setopt(c, CURLOPT_WRITEDATA, mem);
    curl_easy_setopt(c, CURLOPT_TIMEOUT_MS, 20000L);
    long status = 0;
    CURLcode rc = curl_easy_perform(c);
    fclose(mem);
    curl_slist_free_all(h);
    if (rc == CURLE_OK)
        curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    if (status != 200)
        die("GET %s: %ld %s", path, status, rc == CURLE_OK ? out : curl_easy_strerror(rc));
    cJSON *j = cJSON_Parse(out);
    if (!j)
        die("GET %s: not JSON", path);
    return j;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Every row of this run, read through the operator's view of replica r: checks that the
 * first n acknowledged ids are there with their question and that nothing is twice. Returns
 * the rows of this run. */
static size_t verify(int r, size_t n, const struct ack *snapshot)
{
    CURL *c = curl_easy_init();
    char path[160], cursor[32] = "";
    size_t cap = 1024, rows = 0;
    char **ids = malloc(cap * sizeof *ids), **questions = malloc(cap * sizeof *questions);
    for (;;) {
        snprintf(path, sizeof path, "/v1/admin/feedback?limit=500%s%s", *cursor ? "&cursor=" : "",
                 cursor);
        cJSON *page = admin_get(c, atomic_load(&ports[r]), path);
        const cJSON *it;
        cJSON_ArrayForEach(it, cJSON_GetObjectItemCaseSensitive(page, "items"))
        {
            const char *q = cJSON_GetObjectItemCaseSensitive(it, "question")->valuestring;
            if (strncmp(q, nonce, strlen(nonce)) != 0)
                continue;
            if (rows == cap) {
                cap *= 2;
                ids = realloc(ids, cap * sizeof *ids);
                questions = realloc(questions, cap * sizeof *questions);
            }
            ids[rows] = strdup(cJSON_GetObjectItemCaseSensitive(it, "id")->valuestring);
            questions[rows] = malloc(strlen(q) + ID_LEN + 2);
            snprintf(questions[rows], strlen(q) + ID_LEN + 2, "%s|%s", q, ids[rows]);
            rows++;
        }
        const cJSON *next = cJSON_GetObjectItemCaseSensitive(page, "next");
        bool more = cJSON_IsString(next);
        if (more)
            snprintf(cursor, sizeof cursor, "%s", next->valuestring);
        cJSON_Delete(page);
        if (!more)
            break;
    }
    qsort(ids, rows, sizeof *ids, cmp_str);
    qsort(questions, rows, sizeof *questions, cmp_str);
    for (size_t i = 1; i < rows; i++) {
        if (strcmp(ids[i - 1], ids[i]) == 0)
            die("id %s stored twice", ids[i]);
        size_t qa = strcspn(questions[i - 1], "|"), qb = strcspn(questions[i], "|");
        if (qa == qb && strncmp(questions[i - 1], questions[i], qa) == 0)
            die("question %.*s stored twice", (int)qa, questions[i]);
    }
    for (size_t i = 0; i < n; i++) {
        char key[sizeof snapshot[i].question + ID_LEN + 2];
        const char *k = key;
        snprintf(key, sizeof key, "%s|%s", snapshot[i].question, snapshot[i].id);
        if (!bsearch(&k, questions, rows, sizeof *questions, cmp_str))
            die("acknowledged %s (%s) lost", snapshot[i].id, snapshot[i].question);
    }
    for (size_t i = 0; i < rows; i++) {
        free(ids[i]);
        free(questions[i]);
    }
    free(ids);
    free(questions);
    curl_easy_cleanup(c);
    return rows;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/* One client, one request at a time: the latency of a durable feedback. */
static void latency(void)
{
    static double t[LATENCY_N];
    char id[ID_LEN + 1], q[64];
    double sum = 0;
    CURL *c = curl_easy_init();
    for (int i = 0; i < LATENCY_N; i++) {
        snprintf(q, sizeof q, "%s lat%d", nonce, i);
        double t0 = now_s();
        if (post_feedback(c, atomic_load(&ports[0]), q, id) != 201)
            die("sequential feedback %d not stored", i);
        t[i] = (now_s() - t0) * 1e3;
        sum += t[i];
    }
    curl_easy_cleanup(c);
    qsort(t, LATENCY_N, sizeof t[0], cmp_double);
    printf("latency of one feedback (%s, %d sequential, keep-alive): mean %.2f ms, p50 %.2f ms, "
           "p99 %.2f ms\n",
           getenv("ARBITRE_DATABASE_URL") ? "postgresql" : "sqlite", LATENCY_N, sum / LATENCY_N,
           t[LATENCY_N / 2], t[LATENCY_N * 99 / 100]);
}

int main(int argc, char **argv)
{
    if (argc != 4)
        die("usage: test_durability ARBITRE_BINARY ROUNDS REPLICAS");
    bin = argv[1];
    int rounds = (int)strtol(argv[2], NULL, 10);
    nreplicas = (int)strtol(argv[3], NULL, 10);
    if (rounds < 1 || nreplicas < 1 || nreplicas > MAX_REPLICAS)
        die("bad arguments");
    double t0 = now_s();
    signal(SIGPIPE, SIG_IGN);
    snprintf(dir, sizeof dir, "/tmp/arbitre-durability-XXXXXX");
    if (!mkdtemp(dir))
        die("mkdtemp: %s", strerror(errno));
    char data[96];
    snprintf(data, sizeof data, "%s/var", dir);
    if (!getenv("ARBITRE_DATABASE_URL"))
        setenv("ARBITRE_DATA_DIR", data, 1);
    setenv("ARBITRE_ADMIN_TOKEN", TOKEN, 1);
    /* durability, not the per-client rate of the store's routes, is under test here */
    setenv("ARBITRE_EXPENSIVE_RATE", "100000", 1);
    snprintf(nonce, sizeof nonce, "dur%ld-%d", (long)time(NULL), (int)getpid());
    acks = malloc(MAX_ACKS * sizeof *acks);
    struct ack *snapshot = malloc(MAX_ACKS * sizeof *snapshot);
    curl_global_init(CURL_GLOBAL_ALL);
    for (int i = 0; i < nreplicas; i++)
        start_replica(i);
    latency();
    pthread_t th[CLIENTS];
    for (long i = 0; i < CLIENTS; i++)
        pthread_create(&th[i], NULL, client, (void *)i);
    unsigned seed = (unsigned)time(NULL);
    size_t rows = 0;
    for (int round = 0; round < rounds; round++) {
        sleep_ms(50 + (long)(rand_r(&seed) % 300)); /* a random moment, requests in flight */
        int victim = round % nreplicas;
        atomic_store(&ports[victim], 0);
        kill(pids[victim], SIGKILL);
        waitpid(pids[victim], NULL, 0);
        pthread_mutex_lock(&lock); /* what was acknowledged before the kill */
        size_t n = nacks;
        memcpy(snapshot, acks, n * sizeof *acks);
        pthread_mutex_unlock(&lock);
        start_replica(victim);
        rows = verify(victim, n, snapshot);
    }
    atomic_store(&stop, true);
    for (int i = 0; i < CLIENTS; i++)
        pthread_join(th[i], NULL);
    pthread_mutex_lock(&lock);
    size_t n = nacks;
    memcpy(snapshot, acks, n * sizeof *acks);
    pthread_mutex_unlock(&lock);
    rows = verify(0, n, snapshot);
    for (int i = 0; i < nreplicas; i++) {
        kill(pids[i], SIGTERM);
        waitpid(pids[i], NULL, 0);
    }
    printf("durability (%s, %d replica%s): %d kills -9, %zu feedback acknowledged of %lu sent "
           "(%lu unanswered or refused while a replica was down), all %zu present once "
           "(%zu rows of this run), %.1f s\n",
           getenv("ARBITRE_DATABASE_URL") ? "postgresql" : "sqlite", nreplicas,
           nreplicas > 1 ? "s" : "", rounds, n, atomic_load(&attempts), atomic_load(&failures), n,
           rows, now_s() - t0);
    char cmd[96];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
    if (system(cmd) != 0)
        return 1;
    free(acks);
    free(snapshot);
    curl_global_cleanup();
    return 0;
}

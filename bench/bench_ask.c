/* bench_ask.c — the assistant's speed in-process: every question of tests/qa/questions.jsonl
 * answered through faq_ask, round after round, on one thread and then on two threads sharing
 * one struct faq (as the HTTP workers do). Latencies are measured per question both in
 * wall-clock time and in CPU time of the thread (the machine may be shared: CPU time is
 * what the assistant costs, wall time what a caller waited); the figures are answers per
 * second, p50, p99 and the maximum.
 * Then the same questions over HTTP: the real server (http_server_start, 2 worker threads)
 * on an ephemeral port, one keep-alive libcurl client posting to /v1/ask.
 * Usage: bench_ask [QUESTIONS.jsonl] [ROUNDS] (defaults: tests/qa/questions.jsonl, 20). */
#include <curl/curl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "arb_json.h"
#include "faq.h"
#include "http.h"

enum { BENCH_THREADS = 2 };

static double now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static double cpu_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

struct run {
    struct faq *f;
    const cJSON *questions;
    int rounds;
    double *lat, *cpu; /* rounds * n latencies (wall, CPU), or NULL to only count */
    size_t done;
    int failed;
};

static void *run_rounds(void *arg)
{
    struct run *r = arg;
    const cJSON *q;
    for (int round = 0; round < r->rounds; round++) {
        cJSON_ArrayForEach(q, r->questions)
        {
            struct arb_err err;
            cJSON *resp = NULL;
            double t0 = now_us(), c0 = cpu_us();
            if (faq_ask(r->f, q, &resp, &err) < 0)
                r->failed++;
            if (r->lat) {
                r->lat[r->done] = now_us() - t0;
                r->cpu[r->done] = cpu_us() - c0;
            }
            r->done++;
            cJSON_Delete(resp);
        }
    }
    return NULL;
}

static size_t discard(char *data, size_t size, size_t n, void *ctx)
{
    (void)data;
    (void)ctx;
    return size * n;
}

/* Every question over HTTP, rounds times, one keep-alive client; prints the figures.
 * Returns 0 or -1 when the server cannot start or a request fails. */
static int bench_http(const cJSON *questions, int rounds, double *lat, size_t total)
{
    struct http_config cfg;
    struct http_server *srv = NULL;
    struct arb_err err;
    char url[64];
    CURL *c = NULL;
    struct curl_slist *hdr = NULL;
    size_t done = 0;
    int rc = -1;
    http_config_default(&cfg);
    cfg.port = 0;
    cfg.threads = 2;
    cfg.log_fd = -1;
    if (http_server_start(&cfg, &srv, &err) < 0) {
        fprintf(stderr, "bench_ask: %s\n", err.message);
        return -1;
    }
    snprintf(url, sizeof url, "http://127.0.0.1:%u/v1/ask", (unsigned)http_server_port(srv));
    if (!(c = curl_easy_init()) ||
        !(hdr = curl_slist_append(NULL, "Content-Type: application/json")))
        goto out_stop;
    curl_easy_setopt(c, CURLOPT_URL, url);
    curl_easy_setopt(c, CURLOPT_HTTPHEADER, hdr);
    curl_easy_setopt(c, CURLOPT_WRITEFUNCTION, discard);
    double t0 = now_us();
    for (int round = 0; round < rounds + 1; round++) {
        const cJSON *q;
        cJSON_ArrayForEach(q, questions)
        {
            char *body = arb_json_print(q);
            long status = 0;
            double s0 = now_us();
            curl_easy_setopt(c, CURLOPT_POSTFIELDS, body);
            CURLcode cc = curl_easy_perform(c);
            curl_easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
            cJSON_free(body);
            if (cc != CURLE_OK || status != 200) {
                fprintf(stderr, "bench_ask: HTTP %ld (%s)\n", status, curl_easy_strerror(cc));
                goto out_stop;
            }
            if (round == 0)
                continue; /* warm-up round: the server opens the knowledge base */
            if (done == 0)
                t0 = s0;
            lat[done++] = now_us() - s0;
        }
    }
    double wall = now_us() - t0;
    qsort(lat, done, sizeof *lat, cmp_double);
    printf("ask.http.1client: %.0f answers/s, wall p50 %.1f us, p99 %.1f us, max %.1f us "
           "(%zu requests)\n",
           (double)done / (wall / 1e6), lat[done / 2], lat[(done * 99) / 100], lat[done - 1], done);
    rc = done == total ? 0 : -1;
out_stop:
    curl_slist_free_all(hdr);
    curl_easy_cleanup(c);
    http_server_stop(srv);
    return rc;
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "tests/qa/questions.jsonl";
    int rounds = argc > 2 ? (int)strtol(argv[2], NULL, 10) : 20, status = 1;
    struct arb_err err;
    struct kb *kb = NULL;
    struct faq *f = NULL;
    cJSON *questions = NULL;
    double *lat = NULL, *cpu = NULL;
    if (rounds < 1)
        rounds = 1;
    if (kb_open(NULL, &kb, &err) < 0 || faq_new(kb, &f, &err) < 0 ||
        faq_eval_load(path, &questions, &err) < 0) {
        fprintf(stderr, "bench_ask: %s\n", err.message);
        goto out_free;
    }
    size_t n = (size_t)cJSON_GetArraySize(questions), total = n * (size_t)rounds;
    if (n == 0 || !(lat = malloc(total * sizeof *lat)) || !(cpu = malloc(total * sizeof *cpu)))
        goto out_free;

    /* warm-up: the analyser pool and the caches */
    struct run warm = {f, questions, 1, NULL, NULL, 0, 0};
    run_rounds(&warm);

    struct run one = {f, questions, rounds, lat, cpu, 0, 0};
    double t0 = now_us();
    run_rounds(&one);
    double wall = now_us() - t0;
    qsort(lat, total, sizeof *lat, cmp_double);
    qsort(cpu, total, sizeof *cpu, cmp_double);
    printf("ask.inprocess.1thread: %.0f answers/s, wall p50 %.1f us, p99 %.1f us, max %.1f us; "
           "cpu p50 %.1f us, p99 %.1f us, max %.1f us (%zu questions x %d rounds, %d refused)\n",
           (double)total / (wall / 1e6), lat[total / 2], lat[(total * 99) / 100], lat[total - 1],
           cpu[total / 2], cpu[(total * 99) / 100], cpu[total - 1], n, rounds, one.failed);

    pthread_t th[BENCH_THREADS];
    struct run many[BENCH_THREADS];
    t0 = now_us();
    for (int i = 0; i < BENCH_THREADS; i++) {
        many[i] = (struct run){f, questions, rounds, NULL, NULL, 0, 0};
        pthread_create(&th[i], NULL, run_rounds, &many[i]);
    }
    for (int i = 0; i < BENCH_THREADS; i++)
        pthread_join(th[i], NULL);
    wall = now_us() - t0;
    printf("ask.inprocess.%dthreads: %.0f answers/s\n", BENCH_THREADS,
           (double)(total * BENCH_THREADS) / (wall / 1e6));
    status = bench_http(questions, rounds, lat, total) == 0 ? 0 : 1;
out_free:
    free(lat);
    free(cpu);
    cJSON_Delete(questions);
    faq_free(f);
    kb_free(kb);
    return status;
}

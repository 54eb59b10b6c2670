/* bench_ask.c — the assistant's speed in-process: every question of tests/qa/questions.jsonl
 * answered through faq_ask, round after round, on one thread and then on two threads sharing
 * one struct faq (as the HTTP workers do). Latencies are measured per question both in
 * wall-clock time and in CPU time of the thread (the machine may be shared: CPU time is
 * what the assistant costs, wall time what a caller waited); the figures are answers per
 * second, p50, p99 and the maximum.
 * Usage: bench_ask [QUESTIONS.jsonl] [ROUNDS] (defaults: tests/qa/questions.jsonl, 20). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "faq.h"

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
    status = 0;
out_free:
    free(lat);
    free(cpu);
    cJSON_Delete(questions);
    faq_free(f);
    kb_free(kb);
    return status;
}

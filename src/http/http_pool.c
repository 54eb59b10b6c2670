/* http_pool.c — the worker pool of the slow handlers (PDF, PNG, replay): a bounded queue of
 * jobs and a few threads. The server suspends the connection, queues the job, and the job
 * resumes it when its answer is ready; the network threads never run slow work, so one
 * expensive request does not stall the connections that share its thread.
 *
 * Invariant: jobs queued plus slots reserved never exceed the capacity (a full queue refuses
 * the reservation, the caller answers 503); a reserved slot is always filled (the caller
 * suspends its connection between the two, so the job cannot resume it before it is
 * suspended); freeing the pool runs every job already queued. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

#include "http_guard.h"

struct http_job_slot {
    void (*run)(void *arg);
    void *arg;
};

struct http_pool {
    pthread_mutex_t lock;
    pthread_cond_t wake;
    bool stopping;
    unsigned nthreads, cap, head, len, reserved;
    struct http_job_slot *queue; /* a ring of cap slots */
    pthread_t *threads;
    atomic_ulong done, refused;
};

static void *http_pool_run(void *arg)
{
    struct http_pool *p = arg;
    pthread_mutex_lock(&p->lock);
    for (;;) {
        while (!p->len && !p->stopping)
            pthread_cond_wait(&p->wake, &p->lock);
        if (!p->len)
            break;
        struct http_job_slot job = p->queue[p->head];
        p->head = (p->head + 1) % p->cap;
        p->len--;
        pthread_mutex_unlock(&p->lock);
        job.run(job.arg);
        atomic_fetch_add_explicit(&p->done, 1, memory_order_relaxed);
        pthread_mutex_lock(&p->lock);
    }
    pthread_mutex_unlock(&p->lock);
    return NULL;
}

struct http_pool *http_pool_new(unsigned threads, unsigned queue_cap)
{
    struct http_pool *p = calloc(1, sizeof *p);
    if (!p)
        return NULL;
    p->cap = queue_cap ? queue_cap : 1;
    p->queue = calloc(p->cap, sizeof *p->queue);
    p->threads = calloc(threads ? threads : 1, sizeof *p->threads);
    if (!p->queue || !p->threads)
        goto out_free;
    pthread_mutex_init(&p->lock, NULL);
    pthread_cond_init(&p->wake, NULL);
    for (unsigned i = 0; i < (threads ? threads : 1); i++) {
        if (pthread_create(&p->threads[i], NULL, http_pool_run, p) != 0)
            break;
        p->nthreads++;
    }
    if (p->nthreads)
        return p;
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->lock);
out_free:
    free(p->threads);
    free(p->queue);
    free(p);
    return NULL;
}

void http_pool_free(struct http_pool *p)
{
    if (!p)
        return;
    pthread_mutex_lock(&p->lock);
    p->stopping = true;
    pthread_cond_broadcast(&p->wake);
    pthread_mutex_unlock(&p->lock);
    for (unsigned i = 0; i < p->nthreads; i++)
        pthread_join(p->threads[i], NULL);
    pthread_cond_destroy(&p->wake);
    pthread_mutex_destroy(&p->lock);
    free(p->threads);
    free(p->queue);
    free(p);
}

bool http_pool_reserve(struct http_pool *p)
{
    bool ok;
    pthread_mutex_lock(&p->lock);
    ok = p->len + p->reserved < p->cap && !p->stopping;
    if (ok)
        p->reserved++;
    pthread_mutex_unlock(&p->lock);
    if (!ok)
        atomic_fetch_add_explicit(&p->refused, 1, memory_order_relaxed);
    return ok;
}

void http_pool_push(struct http_pool *p, void (*run)(void *arg), void *arg)
{
    pthread_mutex_lock(&p->lock);
    p->reserved--;
    p->queue[(p->head + p->len) % p->cap] = (struct http_job_slot){run, arg};
    p->len++;
    pthread_cond_signal(&p->wake);
    pthread_mutex_unlock(&p->lock);
}

void http_pool_render(struct http_pool *p, struct arb_buf *b)
{
    pthread_mutex_lock(&p->lock);
    unsigned len = p->len;
    pthread_mutex_unlock(&p->lock);
    arb_buf_printf(b,
                   "# HELP arbitre_worker_queue Slow requests (PDF, PNG, replay) waiting for a "
                   "worker.\n# TYPE arbitre_worker_queue gauge\narbitre_worker_queue %u\n"
                   "# HELP arbitre_worker_jobs_total Slow requests run by the workers.\n"
                   "# TYPE arbitre_worker_jobs_total counter\narbitre_worker_jobs_total %lu\n"
                   "# HELP arbitre_worker_refused_total Slow requests refused (503) because "
                   "the queue was full.\n# TYPE arbitre_worker_refused_total counter\n"
                   "arbitre_worker_refused_total %lu\n",
                   len, atomic_load(&p->done), atomic_load(&p->refused));
}

/* bench_engine.c — random playouts through the rules_game interface, one game after another.
 *
 * For every registered game: from the start position (default options, every rule on), pick a
 * uniformly random legal move (fixed-seed xorshift), play it in place, and start again from the
 * start position when the game is over or after BENCH_MAX_PLIES plies (awale with more than
 * 10 seeds has no indetermination test, so a random game could circle for ever). One core, a
 * fixed number of moves played per game (restarts are not moves), timed in CPU time of the
 * thread (the machine may be shared).
 * Usage: bench_engine [-n MOVES] [GAME...] (default: every game, the budget below; a small -n
 * suits instruction counts under callgrind). Prints exactly one line per game:
 *   engine.<game>: <moves per second> moves/s
 * and on stderr the number of games ended and their mean length. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules.h"

enum {
    BENCH_MAX_PLIES = 1000,
    BENCH_MOVE_CAP = 64, /* moves listed per position (qawale counts more, lists these) */
};

/* Moves played per game: a few seconds each on this machine class. */
static uint64_t bench_budget(const struct rules_game *g)
{
    return g->kind == RULES_MANCALA ? 100000000u : 5000000u;
}

static uint64_t xorshift64(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Plays budget random moves of g; returns the elapsed seconds, or -1 when g cannot start. */
static double bench_game(const struct rules_game *g, uint64_t budget, uint64_t *games)
{
    struct rules_opts opts = rules_opts_default();
    struct rules_pos start;
    struct rules_result res;
    struct rules_move mv[BENCH_MOVE_CAP];
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    if (g->start(&opts, &start, NULL, NULL) != 0)
        return -1;
    res.pos = start;
    unsigned plies = 0;
    *games = 0;
    double t0 = now();
    for (uint64_t done = 0; done < budget;) {
        uint64_t n = g->moves(&res.pos, &opts, mv, BENCH_MOVE_CAP);
        if (n > BENCH_MOVE_CAP)
            n = BENCH_MOVE_CAP;
        if (n == 0 || plies == BENCH_MAX_PLIES) { /* over as given: a new game */
            res.pos = start;
            plies = 0;
            (*games)++;
            continue;
        }
        uint64_t k = ((xorshift64(&rng) >> 32) * n) >> 32;
        if (g->play(&res.pos, &opts, &mv[k], &res, NULL) != 0)
            return -1;
        plies++;
        done++;
        if (res.outcome.over) {
            res.pos = start;
            plies = 0;
            (*games)++;
        }
    }
    return now() - t0;
}

/* True when g is to be run: no names given in argv[first..], or g's id among them. */
static bool bench_wanted(const struct rules_game *g, int first, int argc, char **argv)
{
    for (int k = first; k < argc; k++)
        if (strcmp(argv[k], g->id) == 0)
            return true;
    return argc <= first;
}

int main(int argc, char **argv)
{
    int rc = 0, first = 1;
    uint64_t moves = 0; /* 0: bench_budget */
    if (argc > 2 && strcmp(argv[1], "-n") == 0) {
        char *end;
        moves = strtoull(argv[2], &end, 10);
        if (*end != '\0' || moves == 0) {
            fprintf(stderr, "bench_engine: -n veut un nombre de coups positif\n");
            return 2;
        }
        first = 3;
    }
    for (size_t i = 0; i < rules_count(); i++) {
        const struct rules_game *g = rules_at(i);
        if (!bench_wanted(g, first, argc, argv))
            continue;
        uint64_t budget = moves ? moves : bench_budget(g), games;
        double secs = bench_game(g, budget, &games);
        if (secs <= 0) {
            fprintf(stderr, "bench_engine: %s: cannot play\n", g->id);
            rc = 1;
            continue;
        }
        printf("engine.%s: %.0f moves/s\n", g->id, (double)budget / secs);
        /* the game length tells a reader the playouts are real games (stderr: one line each) */
        fprintf(stderr, "bench_engine: %s: %llu games ended, %.1f plies per game\n", g->id,
                (unsigned long long)games, games ? (double)budget / (double)games : 0.0);
    }
    return rc;
}

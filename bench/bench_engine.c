/* bench_engine.c — random playouts of every registered game, one game after another.
 *
 * For every game: from the start position (default options, every rule on), random games
 * through the game's playout entry (rules.h: a uniformly drawn legal move at a time, every
 * rule applied, the end collection made), each stopped after BENCH_MAX_PLIES moves at most
 * (awale with more than 10 seeds has no indetermination test: a random game could circle for
 * ever), until a fixed number of moves is played. Fixed seed, one core, timed in CPU time of the
 * thread (the machine may be shared). The same games are then played by the reference,
 * rules_playout_steps (moves and play through the interface, move by move), on a tenth of the
 * budget: its figure and the ratio go to stderr, with the games' mean length (real games).
 * Usage: bench_engine [-n MOVES] [GAME...] (default: every game, the budget below; a small -n
 * suits instruction counts under callgrind). Prints exactly one line per game on stdout:
 *   engine.<game>: <moves per second> moves/s */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rules.h"

enum { BENCH_MAX_PLIES = 1000, BENCH_REF_SHARE = 10 };

/* Moves played per game: a few seconds each on this machine class. */
static uint64_t bench_budget(const struct rules_game *g)
{
    return g->kind == RULES_MANCALA ? 300000000u : 5000000u;
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* Plays budget random moves of g, by its playout entry or (steps) by the reference; returns
 * the elapsed seconds, or -1 when g cannot start or a game ends before its first move. */
static double bench_game(const struct rules_game *g, uint64_t budget, bool steps, uint64_t *games)
{
    struct rules_opts opts = rules_opts_default();
    struct rules_pos start, pos;
    struct rules_outcome out;
    uint64_t rng = 0x9e3779b97f4a7c15ull;
    if (g->start(&opts, &start, NULL, NULL) != 0)
        return -1;
    *games = 0;
    double t0 = now();
    for (uint64_t done = 0; done < budget; (*games)++) {
        uint64_t limit = budget - done < BENCH_MAX_PLIES ? budget - done : BENCH_MAX_PLIES;
        pos = start;
        uint64_t n = steps ? rules_playout_steps(g, &pos, &opts, &rng, limit, &out)
                           : g->playout(&pos, &opts, &rng, limit, &out);
        if (n == 0)
            return -1;
        done += n;
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
        uint64_t budget = moves ? moves : bench_budget(g), games, ref_games;
        uint64_t ref_budget = budget / BENCH_REF_SHARE ? budget / BENCH_REF_SHARE : 1;
        double secs = bench_game(g, budget, false, &games);
        double ref_secs = bench_game(g, ref_budget, true, &ref_games);
        if (secs <= 0 || ref_secs <= 0) {
            fprintf(stderr, "bench_engine: %s: cannot play\n", g->id);
            rc = 1;
            continue;
        }
        double rate = (double)budget / secs, ref_rate = (double)ref_budget / ref_secs;
        printf("engine.%s: %.0f moves/s\n", g->id, rate);
        fflush(stdout);
        fprintf(stderr,
                "bench_engine: %s: %llu games, %.1f moves per game; move by move through "
                "moves/play: %.0f moves/s (playout x%.2f)\n",
                g->id, (unsigned long long)games, (double)budget / (double)games, ref_rate,
                rate / ref_rate);
    }
    return rc;
}

/* gen_indet.c — build-time generator of the awale/escargots indetermination tables.
 *
 * Usage: gen_indet OUT.c. For every layout of at most AWALE_INDET_MAX seeds (the player to
 * move first), it decides exactly whether a capture can ever happen by some sequence of legal
 * moves, for each preset, and writes the answers as const bit tables (with the binomial table
 * of the ranking) to OUT.c.
 * A non-capturing move (grand slam included) keeps the number of seeds, so each layer of n
 * seeds is closed: the positions from which a capture is reachable are the backward closure,
 * over the non-capturing legal moves, of the positions that have a capturing legal move.
 * Famine positions (no legal move) have no edge. The rules come from mancala_sow.c, the same
 * code the engine plays with. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mancala.h"

enum { GEN_MAX_EDGES = AWALE_INDET_COUNT * AWALE_HOLES };

struct gen {
    const struct awale_rules *rules;
    uint32_t binom[AWALE_BINOM_K][AWALE_BINOM_N]; /* binom[k][n] = C(n, k) */
    uint8_t *seen;    /* [AWALE_INDET_COUNT]: the rank was produced once */
    uint8_t *capture; /* [AWALE_INDET_COUNT]: a capture is reachable */
    uint32_t *from;   /* [GEN_MAX_EDGES]: edge from -> to, stored reversed */
    uint32_t *to;
    uint32_t nedges;
    int failed;
};

static void gen_visit(struct gen *g, const int32_t *pits)
{
    struct mancala_pos p = {.players = 2, .holes = AWALE_HOLES, .to_move = 0};
    for (int i = 0; i < AWALE_PITS; i++)
        p.cell[i + i / AWALE_HOLES] = pits[i];
    uint32_t r = awale_indet_rank(&p, (const uint32_t(*)[AWALE_BINOM_N])g->binom);
    if (r >= AWALE_INDET_COUNT || g->seen[r]) {
        g->failed = 1; /* the ranking is not a bijection */
        return;
    }
    g->seen[r] = 1;
    unsigned legal = awale_legal_mask(&p, g->rules);
    for (int pit = 0; pit < AWALE_HOLES; pit++) {
        if (!(legal >> pit & 1))
            continue;
        struct mancala_pos q = p;
        int32_t seeds;
        int last = awale_sow(&q, pit);
        if (awale_chain(&q, last, &seeds) > 0 && seeds != mancala_row(&q, 1)) {
            g->capture[r] = 1;
            continue;
        }
        q.to_move = 1;
        g->from[g->nedges] = r;
        g->to[g->nedges] = awale_indet_rank(&q, (const uint32_t(*)[AWALE_BINOM_N])g->binom);
        g->nedges++;
    }
}

static void gen_enumerate(struct gen *g, int32_t *pits, int i, int32_t left)
{
    if (i == AWALE_PITS - 1) {
        pits[i] = left;
        gen_visit(g, pits);
        return;
    }
    for (int32_t v = 0; v <= left; v++) {
        pits[i] = v;
        gen_enumerate(g, pits, i + 1, left - v);
    }
}

/* Marks every position with a path to a capture: a backward breadth-first search over the
 * edges grouped by their target (counting sort). Returns 0, or -1 when out of memory. */
static int gen_close(struct gen *g)
{
    int rc = -1;
    uint32_t *start = calloc(AWALE_INDET_COUNT + 1, sizeof *start);
    uint32_t *pred = malloc((size_t)g->nedges * sizeof *pred + 1);
    uint32_t *queue = malloc(AWALE_INDET_COUNT * sizeof *queue);
    if (!start || !pred || !queue)
        goto out_free;
    for (uint32_t e = 0; e < g->nedges; e++)
        start[g->to[e] + 1]++;
    for (uint32_t r = 0; r < AWALE_INDET_COUNT; r++)
        start[r + 1] += start[r];
    for (uint32_t e = 0; e < g->nedges; e++)
        pred[start[g->to[e]]++] = g->from[e];
    for (uint32_t r = AWALE_INDET_COUNT; r > 0; r--) /* undo the shift of the filling */
        start[r] = start[r - 1];
    start[0] = 0;
    uint32_t head = 0, tail = 0;
    for (uint32_t r = 0; r < AWALE_INDET_COUNT; r++)
        if (g->capture[r])
            queue[tail++] = r;
    while (head < tail) {
        uint32_t r = queue[head++];
        for (uint32_t k = start[r]; k < start[r + 1]; k++)
            if (!g->capture[pred[k]]) {
                g->capture[pred[k]] = 1;
                queue[tail++] = pred[k];
            }
    }
    rc = 0;
out_free:
    free(queue);
    free(pred);
    free(start);
    return rc;
}

/* Computes the table of one preset into g->capture. Returns 0 or -1. */
static int gen_preset(struct gen *g, const struct awale_rules *rules)
{
    int32_t pits[AWALE_PITS];
    g->rules = rules;
    g->nedges = 0;
    memset(g->seen, 0, AWALE_INDET_COUNT);
    memset(g->capture, 0, AWALE_INDET_COUNT);
    for (int32_t n = 0; n <= AWALE_INDET_MAX; n++)
        gen_enumerate(g, pits, 0, n);
    for (uint32_t r = 0; r < AWALE_INDET_COUNT; r++)
        if (!g->seen[r])
            g->failed = 1;
    if (g->failed)
        return -1;
    return gen_close(g);
}

static void gen_write_table(FILE *f, const char *name, const uint8_t *capture)
{
    uint32_t dead = 0;
    for (uint32_t r = 0; r < AWALE_INDET_COUNT; r++)
        dead += !capture[r];
    fprintf(f, "/* %u of %u layouts can never see a capture again */\n", dead,
            (unsigned)AWALE_INDET_COUNT);
    fprintf(f, "const uint8_t %s[AWALE_INDET_BYTES] = {\n", name);
    for (uint32_t b = 0; b < AWALE_INDET_BYTES; b++) {
        unsigned byte = 0;
        for (uint32_t k = 0; k < 8 && b * 8 + k < AWALE_INDET_COUNT; k++)
            byte |= (unsigned)!capture[b * 8 + k] << k;
        fprintf(f, "%u,%s", byte, b % 24 == 23 ? "\n" : "");
    }
    fprintf(f, "};\n");
}

int main(int argc, char **argv)
{
    static const struct awale_rules awale = {.must_feed = true};
    static const struct awale_rules escargots = {.grand_slam_forbidden = true};
    static struct gen g;
    int rc = 1;
    FILE *f = NULL;
    if (argc != 2) {
        fprintf(stderr, "usage: gen_indet OUT.c\n");
        return 2;
    }
    for (int n = 0; n < AWALE_BINOM_N; n++) {
        g.binom[0][n] = 1;
        for (int k = 1; k < AWALE_BINOM_K; k++)
            g.binom[k][n] = n == 0 ? 0 : g.binom[k - 1][n - 1] + g.binom[k][n - 1];
    }
    g.seen = malloc(AWALE_INDET_COUNT);
    g.capture = malloc(AWALE_INDET_COUNT);
    g.from = malloc(GEN_MAX_EDGES * sizeof *g.from);
    g.to = malloc(GEN_MAX_EDGES * sizeof *g.to);
    if (!g.seen || !g.capture || !g.from || !g.to)
        goto out_free;
    f = fopen(argv[1], "w");
    if (!f)
        goto out_free;
    fprintf(f, "/* mancala_indet.c — generated by gen_indet.c at build time: do not edit. */\n"
               "#include \"mancala.h\"\n\n"
               "const uint32_t awale_binom[AWALE_BINOM_K][AWALE_BINOM_N] = {\n");
    for (int k = 0; k < AWALE_BINOM_K; k++) {
        fprintf(f, "{");
        for (int n = 0; n < AWALE_BINOM_N; n++)
            fprintf(f, "%uu,", g.binom[k][n]);
        fprintf(f, "},\n");
    }
    fprintf(f, "};\n\n");
    if (gen_preset(&g, &awale) < 0)
        goto out_close;
    gen_write_table(f, "awale_indet_dead", g.capture);
    if (gen_preset(&g, &escargots) < 0)
        goto out_close;
    gen_write_table(f, "escargots_indet_dead", g.capture);
    rc = 0;
out_close:
    if (fclose(f) != 0)
        rc = 1;
    if (rc != 0)
        remove(argv[1]);
out_free:
    free(g.to);
    free(g.from);
    free(g.capture);
    free(g.seen);
    if (rc != 0)
        fprintf(stderr, "gen_indet: cannot build %s\n", argv[1]);
    return rc;
}

/* mancala.c — the helpers the mancala engines share beyond the mechanics: the narration of
 * a sowing for the trace, the count checks of a position, the end collection and the final
 * ranking. Kept apart from mancala_sow.c, which the build-time generator links alone. */
#include <stdio.h>

#include "mancala.h"
#include "rules_int.h"

void mancala_tell(struct rules_trace *trace, enum rules_ev_type type, int player, int pit, int by,
                  int32_t count)
{
    if (!trace)
        return;
    struct rules_event ev = {
        .type = (uint8_t)type,
        .player = (int8_t)player,
        .pit = (int8_t)pit,
        .cell = -1,
        .by = (int8_t)by,
        .count = count,
    };
    rules_trace_push(trace, &ev);
}

void mancala_tell_sow(struct rules_trace *trace, const struct mancala_pos *p, int origin, int32_t n,
                      uint32_t skip, bool tell_stores)
{
    int width = p->holes + 1, ncells = p->players * width;
    int mover = origin / width;
    uint16_t lap = 1;
    mancala_tell(trace, RULES_EV_PICK, mover, origin % width, mover, n);
    for (int c = origin; n > 0 && trace->n < trace->cap;) {
        c = c + 1 == ncells ? 0 : c + 1;
        int owner = c / width, pit = c % width;
        struct rules_event ev = {.player = (int8_t)owner,
                                 .pit = (int8_t)pit,
                                 .cell = -1,
                                 .by = (int8_t)mover,
                                 .lap = lap,
                                 .count = 1};
        if (skip >> c & 1) {
            if (c == origin) {
                ev.type = RULES_EV_SKIP_ORIGIN;
                ev.lap = ++lap;
                rules_trace_push(trace, &ev);
            } else if (tell_stores && pit == p->holes) {
                ev.type = RULES_EV_SKIP_STORE;
                ev.pit = -1;
                rules_trace_push(trace, &ev);
            }
            continue;
        }
        n--;
        ev.type = pit == p->holes ? RULES_EV_STORE : RULES_EV_SOW;
        if (pit == p->holes)
            ev.pit = -1;
        rules_trace_push(trace, &ev);
        if (c == origin)
            lap++;
    }
    if (n > 0)
        trace->truncated = true;
}

int mancala_check_counts(const struct mancala_pos *p, int64_t exact_total, struct arb_err *err)
{
    char field[48];
    int64_t total = 0;
    for (int q = 0; q < p->players; q++)
        for (int i = 0; i < p->holes; i++) {
            int32_t v = p->cell[mancala_cell(p, q, i)];
            if (v < 0) {
                snprintf(field, sizeof field, "position.pits[%d][%d]", q, i);
                return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                                   "Un trou ne peut pas contenir un nombre négatif de graines.");
            }
            total += v;
        }
    for (int q = 0; q < p->players; q++) {
        int32_t v = p->cell[mancala_store(p, q)];
        if (v < 0) {
            snprintf(field, sizeof field, "position.stores[%d]", q);
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "Une réserve ne peut pas contenir un nombre négatif de graines.");
        }
        total += v;
    }
    if (total > RULES_MANCALA_MAX_PIECES)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "La position compte %lld graines : le maximum est %d.", (long long)total,
                           RULES_MANCALA_MAX_PIECES);
    if (exact_total >= 0 && total != exact_total)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "Les trous et les réserves doivent totaliser %lld graines, pas %lld.",
                           (long long)exact_total, (long long)total);
    if (p->to_move >= p->players)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.to_move",
                           "« to_move » doit désigner un joueur, de 0 à %d.", p->players - 1);
    return 0;
}

void mancala_collect(struct mancala_pos *p, int from, int to, struct rules_trace *trace)
{
    int32_t *pit = p->cell + mancala_cell(p, from, 0);
    int32_t sum = 0;
    for (int i = 0; i < p->holes; i++) {
        sum += pit[i];
        pit[i] = 0;
    }
    p->cell[mancala_store(p, to)] += sum;
    if (sum > 0)
        mancala_tell(trace, RULES_EV_COLLECT, from, -1, to, sum);
}

void mancala_finish(const struct mancala_pos *p, enum rules_end reason, int resigner,
                    struct rules_outcome *out, struct rules_trace *trace)
{
    *out = (struct rules_outcome){.over = true, .reason = (uint8_t)reason, .players = p->players};
    for (int q = 0; q < p->players; q++)
        out->scores[q] = p->cell[mancala_store(p, q)];
    int last = 0, firsts = 0;
    for (int q = 0; q < p->players; q++) {
        if (q == resigner)
            continue;
        int better = 0; /* distinct scores above q's among the players still in */
        for (int r = 0; r < p->players; r++) {
            bool skip = r == resigner || out->scores[r] <= out->scores[q];
            for (int s = 0; s < r && !skip; s++)
                skip = s != resigner && out->scores[s] == out->scores[r];
            better += !skip;
        }
        out->place[q] = (uint8_t)better;
        last = better > last ? better : last;
        if (better == 0) {
            firsts++;
            out->winner = (int8_t)q;
        }
    }
    if (resigner >= 0)
        out->place[resigner] = (uint8_t)(last + 1);
    if (firsts != 1)
        out->winner = -1;
    if (trace) {
        struct rules_event ev = {.type = RULES_EV_END,
                                 .player = out->winner,
                                 .pit = -1,
                                 .cell = -1,
                                 .by = -1,
                                 .reason = (uint8_t)reason};
        rules_trace_push(trace, &ev);
    }
}

const struct rules_reason *mancala_reason(const struct rules_reason *table, size_t n,
                                          enum arb_code code)
{
    for (size_t i = 0; i < n; i++)
        if (table[i].code == code)
            return &table[i];
    return NULL;
}

/* mancala_fixture.h — helpers the mancala tests share (awale, escargots, kalah): build a
 * position from its rows, assert a whole board, play a pit, count trace events.
 * Include after <cmocka.h>. */
#ifndef MANCALA_FIXTURE_H
#define MANCALA_FIXTURE_H

#include "rules.h"

/* (const int32_t[]){...}: the rows of a board, player 0's row first, pit 0 first. */
#define FX_ROWS(...) ((const int32_t[]){__VA_ARGS__})

/* A mancala position: pits holds players * holes counts (row by row), stores players. */
static inline struct rules_pos fx_board(int players, int holes, const int32_t *pits,
                                        const int32_t *stores, int to_move)
{
    struct rules_pos pos = {.kind = RULES_MANCALA};
    pos.m.players = (uint8_t)players;
    pos.m.holes = (uint8_t)holes;
    pos.m.to_move = (uint8_t)to_move;
    for (int p = 0; p < players; p++) {
        for (int i = 0; i < holes; i++)
            pos.m.cell[p * (holes + 1) + i] = pits[p * holes + i];
        pos.m.cell[p * (holes + 1) + holes] = stores[p];
    }
    return pos;
}

/* Asserts every pit, every store and the player to move of pos. */
static inline void fx_assert_board(const struct rules_pos *pos, const int32_t *pits,
                                   const int32_t *stores, int to_move)
{
    const struct mancala_pos *m = &pos->m;
    for (int p = 0; p < m->players; p++) {
        for (int i = 0; i < m->holes; i++)
            assert_int_equal(m->cell[p * (m->holes + 1) + i], pits[p * m->holes + i]);
        assert_int_equal(m->cell[p * (m->holes + 1) + m->holes], stores[p]);
    }
    assert_int_equal(m->to_move, to_move);
}

/* Plays pit (1-based) of the player to move with g under opts (NULL: defaults). */
static inline int fx_play(const struct rules_game *g, const struct rules_opts *opts,
                          const struct rules_pos *pos, int pit, struct rules_result *res,
                          struct rules_trace *trace)
{
    struct rules_opts def = rules_opts_default();
    struct rules_move move = {.pit = pit};
    return g->play(pos, opts ? opts : &def, &move, res, trace);
}

/* Number of events of type in trace. */
static inline size_t fx_count(const struct rules_trace *trace, enum rules_ev_type type)
{
    size_t n = 0;
    for (size_t i = 0; i < trace->n; i++)
        n += trace->ev[i].type == type;
    return n;
}

#endif

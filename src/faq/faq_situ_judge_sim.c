/* faq_situ_judge_sim.c — what accounts for a number of a situated answer, read from the
 * response's simulation JSON and its cases (positions, events, outcome, options, the engine's
 * refusal message), and for the other answers an entry's texts or the game's start position
 * (the list: the top of faq_situ_judge.c). */
#include <string.h>

#include "arb_json.h"
#include "faq_situ_judge_int.h"
#include "rules_json.h"

/* The count of pit (1-based) of player's row in a mancala position JSON, or -1. */
static int pit_count(const cJSON *pos, int player, int pit)
{
    const cJSON *c =
        cJSON_GetArrayItem(cJSON_GetArrayItem(arb_json_get(pos, "pits"), player), pit - 1);
    return cJSON_IsNumber(c) ? c->valueint : -1;
}

/* A pit the answer may name, and its count in pos (the position after, or the start). */
static void add_pit(struct faq_situ_judge_acc *a, const cJSON *pos, int player, int pit)
{
    int n = pit_count(pos, player, pit);
    faq_situ_judge_num_as(a, SITU_ROLE_PIT, pit);
    if (n >= 0)
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, n);
}

/* The sizes and totals of a position (mancala or Qawale); every count when all. */
static void add_position(struct faq_situ_judge_acc *a, const cJSON *pos, bool all)
{
    const cJSON *row, *c, *cell;
    long total = 0;
    if (!cJSON_IsObject(pos))
        return;
    int rows = cJSON_GetArraySize(arb_json_get(pos, "pits"));
    if (rows > a->players)
        a->players = rows;
    if (rows)
        faq_situ_judge_num(a, rows);
    cJSON_ArrayForEach(row, arb_json_get(pos, "pits"))
    {
        faq_situ_judge_num(a, cJSON_GetArraySize(row));
        cJSON_ArrayForEach(c, row)
        {
            total += c->valueint;
            if (all)
                faq_situ_judge_num_all(a, c->valueint);
        }
    }
    cJSON_ArrayForEach(c, arb_json_get(pos, "stores"))
    {
        total += c->valueint;
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, c->valueint);
    }
    cJSON_ArrayForEach(c, arb_json_get(pos, "hands"))
    {
        total += c->valueint;
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, c->valueint);
    }
    cJSON_ArrayForEach(cell, arb_json_get(pos, "board"))
    {
        faq_situ_judge_name(a, cell->string);
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, cJSON_GetArraySize(cell));
        total += cJSON_GetArraySize(cell);
    }
    faq_situ_judge_num_as(a, SITU_ROLE_COUNT, total);
}

void faq_situ_judge_count_events(const cJSON *sim, struct faq_situ_judge_counts *n)
{
    const cJSON *ev;
    int mover = faq_situ_judge_intv(arb_json_get(sim, "start"), "to_move", 0), origin = 0;
    memset(n, 0, sizeof *n);
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        int pit = faq_situ_judge_intv(ev, "pit", -1),
            player = faq_situ_judge_intv(ev, "player", -1),
            count = faq_situ_judge_intv(ev, "count", 0);
        if (!type)
            continue;
        if (strcmp(type, "pick") == 0) {
            origin = pit;
        } else if (strcmp(type, "skip_origin") == 0) {
            n->skips++;
        } else if (strcmp(type, "sow") == 0) {
            n->refill += player == mover && pit == origin; /* back on its origin (Kalah) */
            n->fed += player != mover;
        } else if (strcmp(type, "drop") == 0) {
            n->drops++;
        } else if (strcmp(type, "capture") == 0) {
            n->caps++;
            n->taken += count;
            n->others += player != mover ? count : 0; /* the pits facing */
        } else if (strcmp(type, "collect") == 0) {
            n->collected += count;
        }
    }
    n->laps = n->skips + n->refill;
}

/* The events of sim, their fields and the counts made of them. The pits an answer names:
 * the one picked, the last sown, each captured, the one before a capture (where the chain
 * stopped), the one a capture was refused on; with their counts after the move. */
static void add_events(struct faq_situ_judge_acc *a, const cJSON *sim)
{
    const cJSON *ev, *after = arb_json_get(sim, "position");
    int last_player = -1, last_pit = -1;
    struct faq_situ_judge_counts n;
    cJSON_ArrayForEach(ev, arb_json_get(sim, "events"))
    {
        const char *type = cJSON_GetStringValue(arb_json_get(ev, "type"));
        int pit = faq_situ_judge_intv(ev, "pit", -1),
            player = faq_situ_judge_intv(ev, "player", -1), by = faq_situ_judge_intv(ev, "by", -1);
        if (!type)
            continue;
        if (pit >= 0)
            faq_situ_judge_num(a, pit);
        if (cJSON_IsNumber(arb_json_get(ev, "count")))
            faq_situ_judge_num_as(a, SITU_ROLE_COUNT, faq_situ_judge_intv(ev, "count", 0));
        if (cJSON_IsNumber(arb_json_get(ev, "lap"))) {
            faq_situ_judge_num(a, faq_situ_judge_intv(ev, "lap", 0));
            faq_situ_judge_num(a, faq_situ_judge_intv(ev, "lap", 0) - 1);
        }
        if (player >= 0)
            faq_situ_judge_num(a, player + 1);
        if (by >= 0)
            faq_situ_judge_num(a, by + 1);
        faq_situ_judge_name(a, cJSON_GetStringValue(arb_json_get(ev, "cell")));
        if (strcmp(type, "sow") == 0) {
            last_player = player;
            last_pit = pit;
            faq_situ_judge_num_as(a, SITU_ROLE_PIT, pit); /* a pit the sowing drops in */
        } else if (strcmp(type, "store") == 0) {
            last_pit = -1;
        } else if (pit > 0 && player >= 0 &&
                   (strcmp(type, "pick") == 0 || strcmp(type, "capture") == 0 ||
                    strcmp(type, "no_capture") == 0 || strcmp(type, "skip_origin") == 0)) {
            add_pit(a, after, player, pit);
            if (strcmp(type, "capture") == 0 && pit > 1)
                add_pit(a, after, player, pit - 1);
        } else if (strcmp(type, "lift") == 0) {
            faq_situ_judge_num_as(a, SITU_ROLE_COUNT, faq_situ_judge_intv(ev, "count", 0) - 1);
        }
    }
    if (last_pit > 0)
        add_pit(a, after, last_player, last_pit);
    faq_situ_judge_count_events(sim, &n);
    long any[] = {n.skips, n.laps, n.drops, n.caps},
         count[] = {n.fed, n.taken, n.others, n.collected};
    for (size_t i = 0; i < sizeof any / sizeof *any; i++)
        faq_situ_judge_num(a, any[i]);
    for (size_t i = 0; i < sizeof count / sizeof *count; i++)
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, count[i]);
}

static void add_outcome(struct faq_situ_judge_acc *a, const cJSON *outcome, const cJSON *start)
{
    const cJSON *s;
    int q = 0;
    long gains = 0;
    if (!cJSON_IsObject(outcome))
        return;
    if (cJSON_IsNumber(arb_json_get(outcome, "winner")))
        faq_situ_judge_num(a, faq_situ_judge_intv(outcome, "winner", 0) + 1);
    cJSON_ArrayForEach(s, arb_json_get(outcome, "scores"))
    {
        const cJSON *store = cJSON_GetArrayItem(arb_json_get(start, "stores"), q++);
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, s->valueint);
        if (cJSON_IsNumber(store)) {
            faq_situ_judge_num_as(a, SITU_ROLE_COUNT, s->valueint - store->valueint);
            gains += s->valueint - store->valueint > 0 ? s->valueint - store->valueint : 0;
        }
    }
    faq_situ_judge_num_as(a, SITU_ROLE_COUNT, gains);
}

void faq_situ_judge_add_simulation(struct faq_situ_judge_acc *a, const cJSON *sim)
{
    const cJSON *o, *cs, *c;
    const cJSON *start = arb_json_get(sim, "start"), *move = arb_json_get(sim, "move");
    add_position(a, start, false);
    add_position(a, arb_json_get(sim, "position"), false);
    if (cJSON_IsNumber(arb_json_get(move, "pit"))) /* the pit moved, with its start count */
        add_pit(a, start, faq_situ_judge_intv(start, "to_move", 0),
                faq_situ_judge_intv(move, "pit", 0));
    faq_situ_judge_name(a, cJSON_GetStringValue(arb_json_get(move, "cell")));
    cJSON_ArrayForEach(c, arb_json_get(move, "path"))
        faq_situ_judge_name(a, cJSON_GetStringValue(c));
    /* Qawale: a placing lifts the cell's stack and the pebble placed (its lift event counts
     * them; a refused move has none to say it) */
    const char *cell = cJSON_GetStringValue(arb_json_get(move, "cell"));
    if (cell)
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT,
                              cJSON_GetArraySize(arb_json_get(arb_json_get(start, "board"), cell)) +
                                  1);
    add_events(a, sim);
    add_outcome(a, arb_json_get(sim, "outcome"), start);
    if (cJSON_IsNumber(arb_json_get(sim, "captured")))
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, faq_situ_judge_intv(sim, "captured", 0));
    faq_situ_judge_text_numbers(a, NULL, cJSON_GetStringValue(arb_json_get(sim, "message")));
    cJSON_ArrayForEach(o, arb_json_get(sim, "options"))
    {
        if (cJSON_IsNumber(o))
            faq_situ_judge_num(a, o->valueint);
    }
    if (cJSON_IsNumber(arb_json_get(sim, "before")))
        faq_situ_judge_num_as(a, SITU_ROLE_COUNT, faq_situ_judge_intv(sim, "before", 0));
    cJSON_ArrayForEach(cs, arb_json_get(sim, "cases")) faq_situ_judge_add_simulation(a, cs);
}

void faq_situ_judge_add_entry(struct faq_situ_judge_acc *a, const struct kb *kb, const char *id)
{
    const struct kb_entry *e = id ? kb_entry_find(kb, id) : NULL;
    if (!e)
        return;
    const char *texts[] = {e->question,      e->answer,      e->led_answer[0],
                           e->led_answer[1], e->en_question, e->en_answer};
    for (size_t i = 0; i < sizeof texts / sizeof *texts; i++)
        faq_situ_judge_text_numbers(a, NULL, texts[i]);
}

/* The game's start position under its default options. */
void faq_situ_judge_add_start(struct faq_situ_judge_acc *a, const char *game)
{
    const struct rules_game *g = game ? rules_find(game) : NULL;
    struct rules_opts o = rules_opts_default();
    struct rules_pos pos;
    struct arb_err err;
    if (!g || g->start(&o, &pos, NULL, &err) < 0)
        return;
    cJSON *j = rules_json_position(g, &pos);
    add_position(a, j, true);
    /* a request to clarify names the game's pits: 1 to the row's length */
    for (int pit = 1; pit <= cJSON_GetArraySize(cJSON_GetArrayItem(arb_json_get(j, "pits"), 0));
         pit++)
        faq_situ_judge_num_all(a, pit);
    cJSON_Delete(j);
}

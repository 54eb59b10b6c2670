/* rules_registry.c — the list of games, and the small helpers every engine shares.
 * The only place that names every game: adding one is one line here. */
#include <string.h>

#include "rules_int.h"

static const struct rules_game *const registry[] = {
    &rules_qawale,
    &rules_awale,
    &rules_kalah,
    &rules_escargots,
};

size_t rules_count(void)
{
    return sizeof registry / sizeof registry[0];
}

const struct rules_game *rules_at(size_t i)
{
    return i < rules_count() ? registry[i] : NULL;
}

const struct rules_game *rules_find(const char *id)
{
    for (size_t i = 0; id && i < rules_count(); i++)
        if (strcmp(registry[i]->id, id) == 0)
            return registry[i];
    return NULL;
}

struct rules_opts rules_opts_default(void)
{
    struct rules_opts o = {
        .players = 2,
        .holes = 6,
        .stones = 4,
        .first = 0,
    };
    return o;
}

const struct rules_option *rules_option_find(const struct rules_game *g, const char *name)
{
    for (const struct rules_option *d = g->options; name && d && d->name; d++)
        if (strcmp(d->name, name) == 0)
            return d;
    return NULL;
}

int rules_opt_get(const struct rules_opts *opts, const struct rules_option *d)
{
    int v;
    memcpy(&v, (const char *)opts + d->offset, sizeof v);
    return v;
}

void rules_opt_set(struct rules_opts *opts, const struct rules_option *d, int value)
{
    memcpy((char *)opts + d->offset, &value, sizeof value);
}

const char *rules_opt_choice(const struct rules_game *g, const struct rules_opts *opts,
                             const char *name)
{
    const struct rules_option *d = rules_option_find(g, name);
    if (!d || !d->choices)
        return NULL;
    int v = rules_opt_get(opts, d), n = 0;
    while (d->choices[n])
        n++;
    return d->choices[v >= 0 && v < n ? v : 0];
}

bool rules_opts_same_rules(const struct rules_game *g, const struct rules_opts *a,
                           const struct rules_opts *b)
{
    for (const struct rules_option *d = g->options; d && d->name; d++)
        if (!d->start_only && rules_opt_get(a, d) != rules_opt_get(b, d))
            return false;
    return true;
}

const char *rules_end_slug(enum rules_end reason)
{
    static const char *const slugs[] = {
        [RULES_END_NONE] = "none",
        [RULES_END_FAMINE] = "famine",
        [RULES_END_NO_CAPTURE_POSSIBLE] = "no_capture_possible",
        [RULES_END_SIDE_EMPTY] = "side_empty",
        [RULES_END_ALIGNMENT] = "alignment",
        [RULES_END_HANDS_EMPTY] = "hands_empty",
        [RULES_END_RESIGN] = "resign",
    };
    if ((unsigned)reason >= sizeof slugs / sizeof slugs[0])
        return "none";
    return slugs[reason];
}

int rules_cell_parse(const char *name)
{
    if (!name || name[0] < 'a' || name[0] > 'd' || name[1] < '1' || name[1] > '4' || name[2])
        return RULES_OFF_BOARD;
    return (name[1] - '1') * 4 + (name[0] - 'a');
}

void rules_cell_name(int cell, char out[3])
{
    out[0] = (char)('a' + cell % 4);
    out[1] = (char)('1' + cell / 4);
    out[2] = '\0';
}

void rules_trace_push(struct rules_trace *trace, const struct rules_event *ev)
{
    if (!trace)
        return;
    if (trace->n < trace->cap)
        trace->ev[trace->n++] = *ev;
    else
        trace->truncated = true;
}

uint64_t rules_playout_steps(const struct rules_game *g, struct rules_pos *pos,
                             const struct rules_opts *opts, uint64_t *rng, uint64_t max_plies,
                             struct rules_outcome *out)
{
    struct rules_move list[RULES_PLAYOUT_CAP];
    struct rules_result res;
    uint64_t plies = 0;
    g->outcome(pos, opts, out);
    while (plies < max_plies) {
        uint64_t n = g->moves(pos, opts, list, RULES_PLAYOUT_CAP);
        if (n == 0)
            break;
        uint32_t k = rules_rand_below(rng, n < RULES_PLAYOUT_CAP ? (uint32_t)n : RULES_PLAYOUT_CAP);
        if (g->play(pos, opts, &list[k], &res, NULL) != 0)
            break; /* a listed move is legal: never */
        *pos = res.pos;
        *out = res.outcome;
        plies++;
        if (res.outcome.over)
            break;
    }
    return plies;
}

/* rules_json_mancala.c — the JSON of mancala positions and moves (awale, escargots, kalah):
 * {"pits":[[..],..],"stores":[..],"to_move":p} and {"pit":k} (1-based). Invariant: a position
 * read here has rows of one length (4, 6 or 7), between the game's players, each count in
 * 0..RULES_MANCALA_MAX_PIECES; the engine's check does the rest. */
#include <math.h>
#include <stdio.h>

#include "arb_json.h"
#include "rules_json.h"
#include "rules_json_int.h"

static bool hole_count_ok(int holes)
{
    return holes == 4 || holes == 6 || holes == 7;
}

/* The pits: rows g->min_players..g->max_players of one length (4, 6 or 7). */
static int read_pits(const struct rules_game *g, const cJSON *pits, struct mancala_pos *m,
                     struct arb_err *err)
{
    char field[64];
    if (!pits)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "Champ « position.pits » manquant.");
    int rows = cJSON_IsArray(pits) ? cJSON_GetArraySize(pits) : -1;
    if (rows < g->min_players || rows > g->max_players)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.pits",
                           "« position.pits » doit être un tableau de %d à %d rangées de trous.",
                           g->min_players, g->max_players);
    int r = 0;
    for (const cJSON *row = pits->child; row; row = row->next, r++) {
        snprintf(field, sizeof field, "position.pits[%d]", r);
        int len = cJSON_IsArray(row) ? cJSON_GetArraySize(row) : -1;
        if (r == 0 && !hole_count_ok(len))
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "« %s » doit être une rangée de 4, 6 ou 7 trous.", field);
        if (r > 0 && len != m->holes)
            return arb_err_set(err, ARB_ERR_BAD_POSITION, field,
                               "« %s » doit avoir %d trous, comme la première rangée.", field,
                               m->holes);
        m->holes = (uint8_t)len;
        int i = 0;
        for (const cJSON *c = row->child; c; c = c->next, i++) {
            long v;
            snprintf(field, sizeof field, "position.pits[%d][%d]", r, i);
            int rc = rules_json_pos_int(c, field, 0, RULES_MANCALA_MAX_PIECES, &v, err);
            if (rc)
                return rc;
            m->cell[r * (m->holes + 1) + i] = (int32_t)v;
        }
    }
    m->players = (uint8_t)rows;
    return 0;
}

static int read_mancala(const struct rules_game *g, const cJSON *j, struct mancala_pos *m,
                        struct arb_err *err)
{
    static const char *const keys[] = {"pits", "stores", "to_move", NULL};
    char field[64];
    long v;
    int rc = rules_json_pos_keys(j, keys, err);
    if (rc)
        return rc;
    rc = read_pits(g, cJSON_GetObjectItemCaseSensitive(j, "pits"), m, err);
    if (rc)
        return rc;
    const cJSON *stores = cJSON_GetObjectItemCaseSensitive(j, "stores");
    if (!cJSON_IsArray(stores) || cJSON_GetArraySize(stores) != m->players)
        return arb_err_set(err, ARB_ERR_BAD_POSITION, "position.stores",
                           "« position.stores » doit être un tableau de %d nombres, un par "
                           "joueur.",
                           m->players);
    int p = 0;
    for (const cJSON *c = stores->child; c; c = c->next, p++) {
        snprintf(field, sizeof field, "position.stores[%d]", p);
        rc = rules_json_pos_int(c, field, 0, RULES_MANCALA_MAX_PIECES, &v, err);
        if (rc)
            return rc;
        m->cell[p * (m->holes + 1) + m->holes] = (int32_t)v;
    }
    rc = rules_json_pos_int(cJSON_GetObjectItemCaseSensitive(j, "to_move"), "position.to_move", 0,
                            m->players - 1, &v, err);
    if (rc)
        return rc;
    m->to_move = (uint8_t)v;
    return 0;
}

/* A mancala pit: an integer (else bad_request); one outside 1..RULES_MAX_HOLES stays 0, which
 * the engine refuses as pit_range like any pit the board does not have. */
static int read_pit(const cJSON *item, int32_t *out, struct arb_err *err)
{
    if (!item)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.pit", "Champ « move.pit » manquant.");
    if (!cJSON_IsNumber(item) || floor(item->valuedouble) != item->valuedouble)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, "move.pit",
                           "« move.pit » doit être un numéro de trou entier (1 pour le premier).");
    double v = item->valuedouble;
    *out = v >= 1 && v <= RULES_MAX_HOLES ? (int32_t)v : 0;
    return 0;
}

static cJSON *mancala_json(const struct rules_pos *pos)
{
    const struct mancala_pos *m = &pos->m;
    int32_t stores[RULES_MAX_PLAYERS];
    cJSON *o = cJSON_CreateObject();
    cJSON *pits = cJSON_AddArrayToObject(o, "pits");
    if (!pits)
        goto out_free;
    for (int p = 0; p < m->players; p++) {
        if (!rules_json_put(pits, NULL,
                            rules_json_ints(m->cell + (size_t)p * (m->holes + 1), m->holes)))
            goto out_free;
        stores[p] = m->cell[p * (m->holes + 1) + m->holes];
    }
    if (!rules_json_put(o, "stores", rules_json_ints(stores, m->players)) ||
        !cJSON_AddNumberToObject(o, "to_move", m->to_move))
        goto out_free;
    return o;
out_free:
    cJSON_Delete(o);
    return NULL;
}

static int mancala_read_position(const struct rules_game *g, const cJSON *j, struct rules_pos *out,
                                 struct arb_err *err)
{
    return read_mancala(g, j, &out->m, err);
}

static int mancala_read_move(const cJSON *j, struct rules_move *mv, struct arb_err *err)
{
    const cJSON *pit = cJSON_GetObjectItemCaseSensitive(j, "pit");
    return pit || !mv->resign ? read_pit(pit, &mv->pit, err) : 0;
}

static bool mancala_move(const struct rules_move *mv, cJSON *o)
{
    return cJSON_AddNumberToObject(o, "pit", mv->pit) != NULL;
}

/* The shape of the board is the players and holes of the game; to_move who starts. */
static void mancala_start_options(const struct rules_pos *pos, struct rules_opts *opts)
{
    opts->players = pos->m.players;
    opts->holes = pos->m.holes;
    opts->first = pos->m.to_move;
}

static const char *const mancala_move_keys[] = {"pit", "resign", NULL};

const struct rules_codec rules_codec_mancala = {
    .kind = "mancala",
    .move_keys = mancala_move_keys,
    .read_position = mancala_read_position,
    .position = mancala_json,
    .read_move = mancala_read_move,
    .move = mancala_move,
    .start_options = mancala_start_options,
};

/* cli_cards.c — `arbitre cards GAME` (the A5 rule cards as PDF) and `arbitre diagram GAME`
 * (one position as SVG/PNG/PDF from a {"position","move"?,"options"?} request; a refused move
 * is drawn crossed out with its reason, like the HTTP route). */
#include <stdlib.h>
#include <string.h>

#include "arb_json.h"
#include "cards.h"
#include "cli.h"
#include "rules_json.h"

static int write_out(const char *path, const struct arb_buf *buf)
{
    FILE *f = path ? fopen(path, "wb") : stdout;
    if (!f) {
        perror(path);
        return CLI_FAIL;
    }
    int rc = fwrite(buf->data, 1, buf->len, f) == buf->len ? CLI_OK : CLI_FAIL;
    if (path ? fclose(f) != 0 : fflush(f) != 0)
        rc = CLI_FAIL;
    return rc;
}

static int int_arg(const char *s, int *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (!*s || *end || v < 0 || v > 100)
        return -1;
    *out = (int)v;
    return 0;
}

/* Sets the choice option name of game g (kalah's capture_from, empty_opposite) to value. */
static int choice_arg(const struct rules_game *g, const char *name, const char *value,
                      struct rules_opts *opts, struct arb_err *err)
{
    const struct rules_option *d = value ? rules_option_find(g, name) : NULL;
    if (!value)
        return 0;
    if (!d || !d->choices)
        return arb_err_set(err, ARB_ERR_BAD_REQUEST, name, "Le jeu %s n'a pas le réglage %s.",
                           g->id, name);
    for (int k = 0; d->choices[k]; k++) {
        if (strcmp(d->choices[k], value) == 0) {
            rules_opt_set(opts, d, k);
            return 0;
        }
    }
    return arb_err_set(err, ARB_ERR_BAD_REQUEST, name, "Valeur « %.40s » inconnue pour %s.", value,
                       name);
}

int cli_cards(const char *cmd, int argc, char **argv)
{
    (void)cmd;
    struct arb_err err;
    struct kb *kb = NULL;
    struct arb_buf buf = {0};
    struct cards_opts opts = {KB_FR, rules_opts_default()};
    const char *out = NULL, *game_id = NULL, *capture_from = NULL, *empty_opposite = NULL;
    int rc;

    arb_err_clear(&err);
    for (int i = 0; i < argc; i++) {
        int *target = NULL;
        if (strcmp(argv[i], "--capture-from") == 0 && i + 1 < argc) {
            capture_from = argv[++i];
        } else if (strcmp(argv[i], "--empty-opposite") == 0 && i + 1 < argc) {
            empty_opposite = argv[++i];
        } else if ((strcmp(argv[i], "-o") == 0 || strcmp(argv[i], "--out") == 0) && i + 1 < argc) {
            out = argv[++i];
        } else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc) {
            const char *l = argv[++i];
            if (strcmp(l, "fr") != 0 && strcmp(l, "en") != 0) {
                arb_err_set(&err, ARB_ERR_BAD_REQUEST, "lang",
                            "Langue « %.20s » inconnue : fr ou en.", l);
                goto out_fail;
            }
            opts.lang = strcmp(l, "en") == 0 ? KB_EN : KB_FR;
        } else if (strcmp(argv[i], "--players") == 0) {
            target = &opts.rules.players;
        } else if (strcmp(argv[i], "--holes") == 0) {
            target = &opts.rules.holes;
        } else if (strcmp(argv[i], "--stones") == 0) {
            target = &opts.rules.stones;
        } else if (!game_id && argv[i][0] != '-') {
            game_id = argv[i];
        } else {
            arb_err_set(&err, ARB_ERR_BAD_REQUEST, NULL, "Argument inattendu « %.60s ».", argv[i]);
            goto out_fail;
        }
        if (target && (i + 1 >= argc || int_arg(argv[i + 1], target))) {
            arb_err_set(&err, ARB_ERR_BAD_REQUEST, argv[i], "Un nombre entier est attendu.");
            goto out_fail;
        }
        i += target != NULL;
    }
    if (!game_id) {
        arb_err_set(&err, ARB_ERR_BAD_REQUEST, "game",
                    "Usage : arbitre cards JEU [-o FICHIER] [--lang en]");
        goto out_fail;
    }
    if (kb_open(NULL, &kb, &err))
        goto out_fail;
    const struct kb_game *game = kb_game_find(kb, game_id);
    if (!game) {
        arb_err_set(&err, ARB_ERR_UNKNOWN_GAME, "game", "Jeu inconnu « %.40s ».", game_id);
        goto out_fail;
    }
    if (choice_arg(game->rules, "capture_from", capture_from, &opts.rules, &err) ||
        choice_arg(game->rules, "empty_opposite", empty_opposite, &opts.rules, &err) ||
        cards_pdf(kb, game, &opts, &buf, &err))
        goto out_fail;
    rc = write_out(out, &buf);
    goto out_free;
out_fail:
    rc = cli_fail(stderr, &err);
out_free:
    arb_buf_release(&buf);
    kb_free(kb);
    return rc;
}

int cli_diagram(const char *cmd, int argc, char **argv)
{
    (void)cmd;
    struct arb_err err;
    struct arb_buf buf = {0};
    const char *out = NULL, *request = NULL, *format = "svg", *lang = "fr";
    struct kb *kb = NULL;
    const struct rules_game *g = argc > 0 ? rules_find(argv[0]) : NULL;
    cJSON *req = NULL;
    struct rules_pos pos;
    struct rules_move move;
    struct rules_opts opts;
    enum cards_format fmt;
    int rc;

    arb_err_clear(&err);
    if (!g) {
        arb_err_set(&err, ARB_ERR_UNKNOWN_GAME, "game", "Jeu inconnu « %.40s ».",
                    argc > 0 ? argv[0] : "");
        goto out_fail;
    }
    for (int i = 1; i < argc; i++) {
        const char **target = strcmp(argv[i], "--format") == 0    ? &format
                              : strcmp(argv[i], "-o") == 0        ? &out
                              : strcmp(argv[i], "--request") == 0 ? &request
                              : strcmp(argv[i], "--lang") == 0    ? &lang
                                                                  : NULL;
        if (!target || i + 1 >= argc) {
            arb_err_set(&err, ARB_ERR_BAD_REQUEST, NULL, "Argument inattendu « %.60s ».", argv[i]);
            goto out_fail;
        }
        *target = argv[++i];
    }
    if (strcmp(lang, "fr") != 0 && strcmp(lang, "en") != 0) {
        arb_err_set(&err, ARB_ERR_BAD_REQUEST, "lang", "Langue « %.20s » inconnue : fr ou en.",
                    lang);
        goto out_fail;
    }
    if (cards_format_parse(format, &fmt, &err) || cli_read_request(request, &req, &err) ||
        kb_open(NULL, &kb, &err))
        goto out_fail;
    const cJSON *jmove = cJSON_GetObjectItem(req, "move");
    if (rules_json_read_position(g, cJSON_GetObjectItem(req, "position"), &pos, &err) ||
        rules_json_read_options(g, cJSON_GetObjectItem(req, "options"), false, &opts, &err) ||
        (jmove && rules_json_read_move(g, jmove, &move, &err)) ||
        cards_diagram(kb_game_find(kb, g->id), g, &pos, &opts, jmove ? &move : NULL,
                      strcmp(lang, "en") == 0 ? KB_EN : KB_FR, fmt, &buf, NULL, &err))
        goto out_fail;
    rc = write_out(out, &buf);
    goto out_free;
out_fail:
    rc = cli_fail(stderr, &err);
out_free:
    cJSON_Delete(req);
    arb_buf_release(&buf);
    kb_free(kb);
    return rc;
}

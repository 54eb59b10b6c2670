/* cards_visual.c — the visual regression suite of the cards module: renders every drawing kind
 * (each game, kalah for 2, 3 and 4 players, refused moves, a long Qawale path, a tall stack,
 * a 30-seed pit, a won game) and every card page (each game in French and English, kalah for
 * 4 players with 4 pits and 3 stones), and compares each picture pixel by pixel with its
 * reference in tests/cards/ref/ (a pixel differs when a channel moves by more than PIX_TOL;
 * a picture fails when more than AREA_TOL of its pixels differ, or its size changed).
 *
 *   cards_visual REFDIR OUTDIR            compare (ctest cards_visual); renders and, for a
 *                                         failure, OUTDIR/<name>.diff.png stay in OUTDIR
 *   cards_visual REFDIR OUTDIR --update   rewrite the references (`make update-refs`): look
 *                                         at every changed picture before committing it
 *
 * Diagrams are drawn through cards_diagram (PNG) and halved; card pages through cards_pdf
 * and pdftoppm at 40 dpi, so the references stay small. */
#include <cairo.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "arb_json.h"
#include "cards.h"
#include "kb.h"
#include "png_buf.h"
#include "rules_json.h"

#define PIX_TOL 48     /* a channel may move this much before the pixel counts as changed */
#define AREA_TOL 0.004 /* the share of changed pixels a picture may have */
#define CARD_DPI "40"

struct diagram_case {
    const char *name, *game, *request;
    enum kb_lang lang;
};

#define AWALE_START "{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0],\"to_move\":0}"
#define QAWALE_START                                                                               \
    "{\"board\":{\"a1\":[\"N\",\"N\"],\"d1\":[\"N\",\"N\"],\"a4\":[\"N\",\"N\"],"                  \
    "\"d4\":[\"N\",\"N\"]},\"hands\":[8,8],\"to_move\":0}"

static const struct diagram_case diagrams[] = {
    {"awale-start", "awale", "{\"position\":" AWALE_START "}", KB_FR},
    /* J0 pit 6 sows into J1's row and captures pits 5 and 6 */
    {"awale-capture", "awale",
     "{\"position\":{\"pits\":[[8,4,4,4,4,6],[4,4,4,4,1,1]],\"stores\":[0,0],\"to_move\":0},"
     "\"move\":{\"pit\":6}}",
     KB_FR},
    {"awale-31-seeds", "awale",
     "{\"position\":{\"pits\":[[31,0,0,0,0,0],[0,17,0,0,0,0]],\"stores\":[0,0],\"to_move\":0},"
     "\"move\":{\"pit\":1}}",
     KB_FR},
    {"awale-refused-empty-pit", "awale",
     "{\"position\":{\"pits\":[[4,0,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[4,0],\"to_move\":0},"
     "\"move\":{\"pit\":2}}",
     KB_FR},
    {"awale-refused-en", "awale",
     "{\"position\":{\"pits\":[[4,0,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[4,0],\"to_move\":0},"
     "\"move\":{\"pit\":2}}",
     KB_EN},
    {"escargots-start", "escargots", "{\"position\":" AWALE_START "}", KB_FR},
    {"kalah-2p-move", "kalah", "{\"position\":" AWALE_START ",\"move\":{\"pit\":3}}", KB_FR},
    {"kalah-2p-7-holes", "kalah",
     "{\"position\":{\"pits\":[[4,4,4,4,4,4,4],[4,4,4,4,4,4,4]],\"stores\":[0,0],\"to_move\":1},"
     "\"move\":{\"pit\":2}}",
     KB_EN},
    {"kalah-3p-move", "kalah",
     "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4]],\"stores\":[0,0,0],"
     "\"to_move\":1},\"move\":{\"pit\":5}}",
     KB_FR},
    {"kalah-4p-4-holes", "kalah",
     "{\"position\":{\"pits\":[[3,3,3,3],[3,3,3,3],[3,3,3,3],[3,3,3,3]],\"stores\":[0,0,0,0],"
     "\"to_move\":0},\"move\":{\"pit\":2}}",
     KB_FR},
    {"kalah-4p-6-holes", "kalah",
     "{\"position\":{\"pits\":[[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4],[4,4,4,4,4,4]],"
     "\"stores\":[0,0,0,0],\"to_move\":3}}",
     KB_EN},
    {"qawale-start", "qawale", "{\"position\":" QAWALE_START "}", KB_FR},
    {"qawale-move", "qawale",
     "{\"position\":" QAWALE_START ",\"move\":{\"cell\":\"a1\",\"path\":[\"a2\",\"b2\",\"c2\"]}}",
     KB_FR},
    /* the README's question: sowing diagonally, refused at its first step */
    {"qawale-refused-diagonal", "qawale",
     "{\"position\":" QAWALE_START ",\"move\":{\"cell\":\"a1\",\"path\":[\"b2\",\"b3\",\"c3\"]}}",
     KB_FR},
    {"qawale-refused-u-turn", "qawale",
     "{\"position\":" QAWALE_START ",\"move\":{\"cell\":\"a1\",\"path\":[\"a2\",\"a1\",\"b1\"]}}",
     KB_EN},
    /* a stack of 9 on b2 (with the pebble put) sown along a loop that comes back over b2 */
    {"qawale-long-path", "qawale",
     "{\"position\":{\"board\":{\"a1\":[\"N\"],\"d1\":[\"N\",\"N\"],\"a4\":[\"N\"],"
     "\"d4\":[\"N\",\"N\"],\"b2\":[\"N\",\"L\",\"D\",\"L\",\"D\",\"L\",\"D\",\"N\"]},"
     "\"hands\":[5,5],\"to_move\":0},\"move\":{\"cell\":\"b2\",\"path\":[\"c2\",\"c3\",\"b3\","
     "\"b2\",\"b1\",\"c1\",\"c2\",\"d2\",\"d3\"]}}",
     KB_FR},
    {"qawale-tall-stack", "qawale",
     "{\"position\":{\"board\":{\"a1\":[\"N\",\"N\"],\"d4\":[\"N\",\"N\"],\"c3\":[\"N\",\"N\","
     "\"N\",\"N\",\"L\",\"D\",\"L\",\"D\",\"L\",\"D\",\"L\",\"D\",\"L\",\"D\",\"L\",\"D\"]},"
     "\"hands\":[2,2],\"to_move\":0}}",
     KB_FR},
    /* light shows a1 b2 c3 d4 on top: the game is won */
    {"qawale-won", "qawale",
     "{\"position\":{\"board\":{\"a1\":[\"N\",\"N\",\"L\"],\"b2\":[\"L\"],\"c3\":[\"L\"],"
     "\"d4\":[\"N\",\"N\",\"L\"],\"d1\":[\"N\",\"N\",\"D\"],\"a4\":[\"N\",\"N\",\"D\"],"
     "\"b3\":[\"D\"],\"b1\":[\"D\"]},\"hands\":[4,4],\"to_move\":0}}",
     KB_EN},
};

struct card_case {
    const char *name, *game;
    enum kb_lang lang;
    int players, holes, stones; /* 0: the default */
};

static const struct card_case cardsets[] = {
    {"card-awale-fr", "awale", KB_FR, 0, 0, 0},
    {"card-awale-en", "awale", KB_EN, 0, 0, 0},
    {"card-escargots-fr", "escargots", KB_FR, 0, 0, 0},
    {"card-escargots-en", "escargots", KB_EN, 0, 0, 0},
    {"card-kalah-fr", "kalah", KB_FR, 0, 0, 0},
    {"card-kalah-en", "kalah", KB_EN, 0, 0, 0},
    {"card-kalah-4p-4h-3s-fr", "kalah", KB_FR, 4, 4, 3},
    {"card-qawale-fr", "qawale", KB_FR, 0, 0, 0},
    {"card-qawale-en", "qawale", KB_EN, 0, 0, 0},
};

static int failures;

static char *path_of(const char *dir, const char *name, const char *suffix)
{
    size_t n = strlen(dir) + strlen(name) + strlen(suffix) + 2;
    char *p = malloc(n);
    if (p)
        snprintf(p, n, "%s/%s%s", dir, name, suffix);
    return p;
}

/* The share of pixels of a and b (same size, ARGB32) whose channels differ by more than
 * PIX_TOL; the changed pixels are painted red in diff (same size) when given. */
static double changed_share(cairo_surface_t *a, cairo_surface_t *b, cairo_surface_t *diff)
{
    int w = cairo_image_surface_get_width(a), h = cairo_image_surface_get_height(a);
    const unsigned char *pa = cairo_image_surface_get_data(a),
                        *pb = cairo_image_surface_get_data(b);
    unsigned char *pd = diff ? cairo_image_surface_get_data(diff) : NULL;
    int sa = cairo_image_surface_get_stride(a), sb = cairo_image_surface_get_stride(b);
    int sd = diff ? cairo_image_surface_get_stride(diff) : 0;
    long changed = 0;
    for (int y = 0; y < h; y++) {
        for (int x = 0; x < w; x++) {
            const unsigned char *qa = pa + (size_t)y * sa + 4 * x,
                                *qb = pb + (size_t)y * sb + 4 * x;
            int worst = 0;
            for (int k = 0; k < 4; k++) {
                int d = abs(qa[k] - qb[k]);
                worst = d > worst ? d : worst;
            }
            if (pd) {
                unsigned char *q = pd + (size_t)y * sd + 4 * x;
                unsigned char grey = (unsigned char)(200 + qa[1] / 5);
                q[0] = worst > PIX_TOL ? 0 : grey;
                q[1] = worst > PIX_TOL ? 0 : grey;
                q[2] = worst > PIX_TOL ? 255 : grey;
                q[3] = 255;
            }
            changed += worst > PIX_TOL;
        }
    }
    if (diff)
        cairo_surface_mark_dirty(diff);
    return (double)changed / ((double)w * h);
}

/* Compares OUTDIR/name.png with REFDIR/name.png (or copies it there with update). */
static void check_picture(const char *ref_dir, const char *out_dir, const char *name, bool update)
{
    char *got_path = path_of(out_dir, name, ".png"), *ref_path = path_of(ref_dir, name, ".png");
    char *diff_path = path_of(out_dir, name, ".diff.png");
    cairo_surface_t *got = cairo_image_surface_create_from_png(got_path);
    cairo_surface_t *ref = NULL;
    if (cairo_surface_status(got) != CAIRO_STATUS_SUCCESS) {
        printf("FAIL %s: no render (%s)\n", name, got_path);
        failures++;
        goto out;
    }
    if (update) {
        if (cairo_surface_write_to_png(got, ref_path) != CAIRO_STATUS_SUCCESS) {
            printf("FAIL %s: cannot write %s\n", name, ref_path);
            failures++;
        } else {
            printf("updated %s\n", ref_path);
        }
        goto out;
    }
    ref = cairo_image_surface_create_from_png(ref_path);
    if (cairo_surface_status(ref) != CAIRO_STATUS_SUCCESS) {
        printf("FAIL %s: no reference %s (make update-refs, then look at it)\n", name, ref_path);
        failures++;
        goto out;
    }
    int w = cairo_image_surface_get_width(got), h = cairo_image_surface_get_height(got);
    if (w != cairo_image_surface_get_width(ref) || h != cairo_image_surface_get_height(ref)) {
        printf("FAIL %s: %dx%d, the reference is %dx%d\n", name, w, h,
               cairo_image_surface_get_width(ref), cairo_image_surface_get_height(ref));
        failures++;
        goto out;
    }
    cairo_surface_t *diff = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    double share = changed_share(got, ref, diff);
    if (share > AREA_TOL) {
        cairo_surface_write_to_png(diff, diff_path);
        printf("FAIL %s: %.2f%% of the pixels changed (see %s)\n", name, 100 * share, diff_path);
        failures++;
    } else {
        printf("ok   %s (%.3f%% changed)\n", name, 100 * share);
    }
    cairo_surface_destroy(diff);
out:
    cairo_surface_destroy(got);
    if (ref)
        cairo_surface_destroy(ref);
    free(got_path);
    free(ref_path);
    free(diff_path);
}

/* Renders diagram d through cards_diagram, halved, to OUTDIR/<name>.png. */
static int render_diagram(const struct kb *kb, const struct diagram_case *d, const char *out_dir)
{
    const struct kb_game *game = kb_game_find(kb, d->game);
    const struct rules_game *g = rules_find(d->game);
    cJSON *req = NULL;
    struct rules_pos pos;
    struct rules_move move;
    struct rules_opts opts = rules_opts_default();
    struct arb_buf buf = {0};
    struct arb_err err;
    int rc = -1;
    if (!g || arb_json_parse(d->request, strlen(d->request), &req, &err) ||
        rules_json_read_position(g, cJSON_GetObjectItem(req, "position"), &pos, &err) ||
        (cJSON_GetObjectItem(req, "move") &&
         rules_json_read_move(g, cJSON_GetObjectItem(req, "move"), &move, &err)) ||
        cards_diagram(game, g, &pos, &opts, cJSON_GetObjectItem(req, "move") ? &move : NULL,
                      d->lang, CARDS_PNG, &buf, NULL, &err)) {
        printf("FAIL %s: %s\n", d->name, err.message);
        goto out;
    }
    cairo_surface_t *full = png_from_buf(&buf);
    int w = cairo_image_surface_get_width(full) / 2, h = cairo_image_surface_get_height(full) / 2;
    cairo_surface_t *half = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h);
    cairo_t *cr = cairo_create(half);
    cairo_scale(cr, 0.5, 0.5);
    cairo_set_source_surface(cr, full, 0, 0);
    cairo_paint(cr);
    cairo_destroy(cr);
    char *path = path_of(out_dir, d->name, ".png");
    rc = cairo_surface_write_to_png(half, path) == CAIRO_STATUS_SUCCESS ? 0 : -1;
    free(path);
    cairo_surface_destroy(half);
    cairo_surface_destroy(full);
out:
    cJSON_Delete(req);
    arb_buf_release(&buf);
    return rc;
}

/* Renders card set c through cards_pdf and pdftoppm to OUTDIR/<name>-<page>.png. */
static int render_cards(const struct kb *kb, const struct card_case *c, const char *out_dir)
{
    struct cards_opts opts = {c->lang, rules_opts_default()};
    struct arb_buf buf = {0};
    struct arb_err err;
    char *pdf = path_of(out_dir, c->name, ".pdf"), *stem = path_of(out_dir, c->name, "");
    int rc = -1;
    if (c->players)
        opts.rules.players = c->players;
    if (c->holes)
        opts.rules.holes = c->holes;
    if (c->stones)
        opts.rules.stones = c->stones;
    if (cards_pdf(kb, kb_game_find(kb, c->game), &opts, &buf, &err)) {
        printf("FAIL %s: %s\n", c->name, err.message);
        goto out;
    }
    FILE *f = fopen(pdf, "wb");
    if (!f || fwrite(buf.data, 1, buf.len, f) != buf.len || fclose(f) != 0) {
        printf("FAIL %s: cannot write %s\n", c->name, pdf);
        goto out;
    }
    pid_t pid = fork();
    if (pid == 0) {
        execlp("pdftoppm", "pdftoppm", "-r", CARD_DPI, "-png", pdf, stem, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    if (pid < 0 || waitpid(pid, &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status)) {
        printf("FAIL %s: pdftoppm failed\n", c->name);
        goto out;
    }
    rc = 0;
out:
    arb_buf_release(&buf);
    free(pdf);
    free(stem);
    return rc;
}

int main(int argc, char **argv)
{
    struct kb *kb = NULL;
    struct arb_err err;
    if (argc < 3 || (argc == 4 && strcmp(argv[3], "--update") != 0) || argc > 4) {
        fprintf(stderr, "usage: cards_visual REFDIR OUTDIR [--update]\n");
        return 2;
    }
    const char *ref_dir = argv[1], *out_dir = argv[2];
    bool update = argc == 4;
    if (mkdir(out_dir, 0755) != 0 && errno != EEXIST) {
        perror(out_dir);
        return 2;
    }
    if (kb_open(NULL, &kb, &err)) {
        fprintf(stderr, "kb: %s\n", err.message);
        return 2;
    }
    for (size_t i = 0; i < sizeof diagrams / sizeof diagrams[0]; i++) {
        if (render_diagram(kb, &diagrams[i], out_dir))
            failures++;
        else
            check_picture(ref_dir, out_dir, diagrams[i].name, update);
    }
    for (size_t i = 0; i < sizeof cardsets / sizeof cardsets[0]; i++) {
        if (render_cards(kb, &cardsets[i], out_dir)) {
            failures++;
            continue;
        }
        for (int page = 1; page <= 3; page++) {
            char name[96];
            snprintf(name, sizeof name, "%s-%d", cardsets[i].name, page);
            check_picture(ref_dir, out_dir, name, update);
        }
    }
    kb_free(kb);
    printf("%d picture(s) failed\n", failures);
    return failures ? 1 : 0;
}

/* fuzz_cards.c — libFuzzer target for the drawing requests: a diagram (the body of POST
 * /v1/games/{id}/diagram: position, move, options read by the codec, then drawn by
 * cards_diagram in SVG, PNG or PDF) or the rule cards (cards_pdf with the options of
 * GET cards.pdf). Input: byte 0 picks the game, byte 1 the format (3: the cards, with
 * players, holes and stones from bytes 2-4), the rest is the JSON body. */
#include <stddef.h>
#include <stdint.h>

#include "arb_json.h"
#include "cards.h"
#include "kb.h"
#include "rules_json.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct kb *fuzz_kb(void)
{
    static struct kb *kb;
    struct arb_err err;
    if (!kb && kb_open(NULL, &kb, &err) < 0)
        __builtin_trap();
    return kb;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const enum cards_format formats[] = {CARDS_SVG, CARDS_PNG, CARDS_PDF};
    struct arb_buf buf = {0};
    struct arb_err err;
    if (size < 5 || size > 16384)
        return 0;
    const struct rules_game *g = rules_at(data[0] % rules_count());
    const struct kb_game *game = kb_game_find(fuzz_kb(), g->id);
    enum kb_lang lang = data[1] & 0x80 ? KB_EN : KB_FR;
    unsigned what = (data[1] & 0x7f) % 4;
    if (what == 3) {
        /* the cards, for the options a query string may ask */
        struct cards_opts opts = {lang, rules_opts_default()};
        opts.rules.players = 2 + data[2] % 3;
        opts.rules.holes = 1 + data[3] % 99;
        opts.rules.stones = 1 + data[4] % 20;
        if (game)
            cards_pdf(fuzz_kb(), game, &opts, &buf, &err);
        arb_buf_release(&buf);
        return 0;
    }
    cJSON *req = NULL;
    struct rules_pos pos;
    struct rules_move mv;
    struct rules_opts opts;
    if (arb_json_parse((const char *)data + 2, size - 2, &req, &err) == 0) {
        const cJSON *move = cJSON_GetObjectItem(req, "move");
        if (rules_json_read_position(g, cJSON_GetObjectItem(req, "position"), &pos, &err) == 0 &&
            rules_json_read_options(g, cJSON_GetObjectItem(req, "options"), false, &opts, &err) ==
                0 &&
            (!move || rules_json_read_move(g, move, &mv, &err) == 0)) {
            enum arb_code refused;
            cards_diagram(game, g, &pos, &opts, move ? &mv : NULL, lang, formats[what], &buf,
                          &refused, &err);
        }
    }
    arb_buf_release(&buf);
    cJSON_Delete(req);
    return 0;
}

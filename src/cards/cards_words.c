/* cards_words.c — the words the cards and diagrams print, read from data/cards/cards.json
 * (embedded), with the game's own words before the general ones, {name} templates, and the
 * labels of a position (seats, who is to move or who won). No word is written here. */
#include <stdio.h>
#include <string.h>

#include "arb_json.h"
#include "cards_int.h"

int cards_words_parse(cJSON **out, struct arb_err *err)
{
    int rc = arb_json_parse(cards_words_json, cards_words_len, out, err);
    return rc < 0 ? arb_err_set(err, ARB_ERR_INTERNAL, NULL, "data/cards/cards.json: %s",
                                err ? err->message : "")
                  : 0;
}

static const char *lang_key(enum kb_lang lang)
{
    return lang == KB_EN ? "en" : "fr";
}

static const cJSON *game_section(const struct cards_say *s)
{
    const cJSON *games = cJSON_GetObjectItem(s->words, "games");
    const cJSON *game = s->game ? cJSON_GetObjectItem(games, s->game) : NULL;
    return cJSON_GetObjectItem(game, lang_key(s->lang));
}

const char *cards_word(const struct cards_say *s, const char *key)
{
    const cJSON *v = cJSON_GetObjectItem(game_section(s), key);
    if (!cJSON_IsString(v))
        v = cJSON_GetObjectItem(cJSON_GetObjectItem(s->words, lang_key(s->lang)), key);
    return cJSON_IsString(v) ? v->valuestring : key;
}

const cJSON *cards_word_list(const struct cards_say *s, const char *key)
{
    const cJSON *v = cJSON_GetObjectItem(game_section(s), key);
    return cJSON_IsArray(v) ? v : NULL;
}

/* Appends src[n] to out (used bytes *at, capacity cap), cutting at a UTF-8 boundary. */
static void append(char *out, size_t cap, size_t *at, const char *src, size_t n)
{
    if (*at + 1 >= cap)
        return;
    if (n > cap - 1 - *at) {
        n = cap - 1 - *at;
        while (n > 0 && ((unsigned char)src[n] & 0xC0) == 0x80)
            n--;
    }
    memcpy(out + *at, src, n);
    *at += n;
    out[*at] = '\0';
}

void cards_fill(char *out, size_t cap, const char *tmpl, const char *const *kv)
{
    size_t at = 0;
    if (cap == 0)
        return;
    out[0] = '\0';
    while (*tmpl) {
        const char *open = strchr(tmpl, '{');
        const char *close = open ? strchr(open, '}') : NULL;
        if (!close) {
            append(out, cap, &at, tmpl, strlen(tmpl));
            break;
        }
        append(out, cap, &at, tmpl, (size_t)(open - tmpl));
        const char *value = NULL;
        for (size_t i = 0; kv && kv[i] && kv[i + 1]; i += 2)
            if (strlen(kv[i]) == (size_t)(close - open - 1) &&
                memcmp(kv[i], open + 1, (size_t)(close - open - 1)) == 0)
                value = kv[i + 1];
        if (value)
            append(out, cap, &at, value, strlen(value));
        else
            append(out, cap, &at, open, (size_t)(close - open + 1));
        tmpl = close + 1;
    }
}

void cards_seat(const struct cards_say *s, int player, int players, char *out, size_t cap)
{
    const char *name = s->kbg ? kb_seat_name(s->kbg, player, players, s->lang) : NULL;
    char n[12];
    if (name) {
        snprintf(out, cap, "%s", name);
        return;
    }
    snprintf(n, sizeof n, "%d", player + 1);
    cards_fill(out, cap, cards_word(s, "seat"), (const char *const[]){"n", n, NULL});
}

const char *cards_piece(const struct cards_say *s, bool plural)
{
    const struct kb_term *t = s->kbg ? kb_glossary_role(s->kbg, KB_ROLE_PIECE) : NULL;
    const char *fr = t ? (plural && t->plural ? t->plural : t->term) : NULL;
    const char *en = t ? (plural && t->en_plural ? t->en_plural : t->en_term) : NULL;
    const char *w = s->lang == KB_EN ? en : fr;
    return w ? w : cards_word(s, plural ? "piece.many" : "piece.one");
}

void cards_the_hole(const struct cards_say *s, char *out, size_t cap)
{
    const struct kb_term *t = s->kbg ? kb_glossary_role(s->kbg, KB_ROLE_HOLE) : NULL;
    const char *term = t ? (s->lang == KB_EN ? t->en_term : t->term) : NULL;
    const char *article = cards_word(s, t && t->gender == KB_GENDER_F ? "article.f" : "article.m");
    cards_fill(out, cap, cards_word(s, "the_hole"),
               (const char *const[]){"article", article, "hole",
                                     term ? term : cards_word(s, "hole"), NULL});
}

void cards_labels_for(const struct cards_say *s, const struct rules_pos *pos,
                      const struct rules_outcome *out, struct cards_labels *labels)
{
    const struct cards_family *fam = cards_family_of(pos);
    int players, to_move;
    bool over = out && out->over;
    fam->seats(pos, &players, &to_move);
    memset(labels, 0, sizeof *labels);
    labels->strong = over ? out->winner : to_move;
    for (int p = 0; p < players; p++) {
        char seat[96], base[128];
        cards_seat(s, p, players, seat, sizeof seat);
        fam->seat_label(s, pos, p, seat, base, sizeof base);
        const char *tmpl = p != labels->strong ? "{label}"
                           : over              ? cards_word(s, "label.winner")
                                               : cards_word(s, "label.to_move");
        cards_fill(labels->seat[p], sizeof labels->seat[p], tmpl,
                   (const char *const[]){"label", base, NULL});
    }
    fam->base_legend(s, labels);
    if (over && out->winner < 0)
        snprintf(labels->caption, sizeof labels->caption, "%s", cards_word(s, "draw"));
}

void cards_legend_add(const struct cards_say *s, struct cards_labels *labels,
                      enum cards_swatch kind, const char *key)
{
    if (labels->n_legend >= (int)(sizeof labels->legend / sizeof labels->legend[0]))
        return;
    struct cards_legend_item *it = &labels->legend[labels->n_legend++];
    it->kind = kind;
    snprintf(it->text, sizeof it->text, "%s", cards_word(s, key));
}

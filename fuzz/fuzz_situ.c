/* fuzz_situ.c — libFuzzer target for situations told in words: any bytes through the
 * situation parser, the position builder and the reply (faq_situ_parse, faq_situ_build,
 * faq_situ_reply), on the real knowledge base and lexicon. Checks what must hold for any
 * input: a built position the engine accepts, a response object when one is made.
 * Input: byte 0 picks the conversation's game (registry order, or none), the rest is the
 * question. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "faq_situ.h"

int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static struct kb *kb;
static struct faq *faq;

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    struct arb_err err;
    (void)argc;
    (void)argv;
    if (kb_open(NULL, &kb, &err) < 0 || faq_new(kb, &faq, &err) < 0)
        abort();
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct faq_situ s;
    struct faq_situ_plan p;
    struct arb_err err;
    cJSON *resp = NULL;
    if (size < 1 || size > FAQ_MAX_QUESTION)
        return 0;
    const struct kb_game *g = kb_game_at(kb, data[0] % (kb_game_count(kb) + 1));
    const char *text = (const char *)data + 1;
    faq_situ_parse(faq->situ, text, size - 1, g ? g->id : NULL, &s);
    if (!s.situation || s.game < 0)
        return 0;
    if (faq_situ_build(faq->situ, &s, &p, &err) < 0)
        return 0;
    if (p.missing == SITU_MISSING_NONE && p.game->rules->check(&p.pos, &err) < 0)
        abort(); /* the builder made a position its own engine refuses */
    /* the reply quotes the question: it must be a string cJSON can hold */
    char *q = malloc(size);
    if (!q)
        return 0;
    for (size_t i = 1; i < size; i++)
        q[i - 1] = data[i] ? (char)data[i] : ' ';
    q[size - 1] = '\0';
    if (faq_situ_reply(faq->situ, &s, &p, q, &resp, &err) == 0 && !cJSON_IsObject(resp))
        abort();
    cJSON_Delete(resp);
    free(q);
    return 0;
}

/* faq_situ_story.c — how the player tells the story, besides its facts: a story told again
 * midway (« non attends, je reprends : … », "no wait, let me restate: …"), whose first version
 * is taken out of the text before it is read, and a detail the player says they are unsure of
 * (« je sais plus si celui de b2 est recouvert », "I don't remember whether his pit 3 had 2 or
 * 3"), kept word for word for the answer to ask about. The phrases are the lexicon's
 * (situation.json "story", per language: "restate", "doubt"), loaded once with the situation
 * lexicon and matched longest first (faq_situ_story_at).
 *
 * The text is cut into pieces: its clauses (cut at . , ; : ? !), each cut again around a
 * phrase of the story. A piece before a restatement is dropped when the restatement tells
 * the same kind of thing: a move (a pebble placed or dropped, a pit played) when it tells
 * one, the same cell's content when it tells that; going back piece by piece, it stops at
 * the first piece the restatement does not replace (the position told before the move). */
#include <stdlib.h>
#include <string.h>

#include "faq_situ_read.h"

/* STORY_PIECES: the most pieces of a text (the rest is kept as told); STORY_PIT_SIDE: pits of
 * a side in story_piece.pits. */
enum { STORY_PIECES = 64, STORY_PIT_SIDE = 16 };

/* A piece of the text: text (FAQ_SITU_STORY_NONE), a restatement or a doubt phrase. */
struct story_piece {
    size_t b, e; /* bytes of the text */
    enum faq_situ_story_phrase kind;
    unsigned moves; /* bit w: the move word moves[w] (a pebble placed, dropped, a pit played) */
    bool facts, drop;
    bool counted; /* a count is told in it (not only a pit's rank) */
    bool facing;  /* a place told by its relation to another (« en face de ma 3e ») */
    bool landing; /* the last piece's place, no count but a pit's number (« la dernière tombe
                   * dans mon trou 1 ») */
    int clause;   /* the clause it is cut from */
    size_t words;
    uint32_t cells; /* bit c: Qawale cell c named in a piece telling no move */
    uint64_t pits;  /* bit side * STORY_PIT_SIDE + pit: a pit named in a piece telling no move */
};

/* Scratch of one reading (heap: a marked clause is large). */
struct story {
    const struct faq_situ_ctx *c;
    enum faq_lang lang;
    struct story_piece pc[STORY_PIECES];
    size_t npc;
    int nclause;
    struct faq_tokens t;
    struct faq_situ_marked m;
};

static void add_piece(struct story *st, size_t b, size_t e, enum faq_situ_story_phrase kind)
{
    if (e > b && st->npc < STORY_PIECES)
        st->pc[st->npc++] =
            (struct story_piece){.b = b, .e = e, .kind = kind, .clause = st->nclause};
}

/* The clause text[b, e) cut around the story's phrases into pieces. */
static void cut_clause(struct story *st, const char *text, size_t b, size_t e)
{
    faq_tokenize(faq_situ_lex(st->c), text + b, e - b, &st->t);
    size_t from = b;
    for (size_t i = 0; i < st->t.n; i++) {
        size_t n;
        enum faq_situ_story_phrase kind = faq_situ_story_at(st->c, &st->t, i, &n);
        if (kind == FAQ_SITU_STORY_NONE)
            continue;
        size_t last = i + n - 1;
        add_piece(st, from, b + st->t.start[i], FAQ_SITU_STORY_NONE);
        add_piece(st, b + st->t.start[i], b + st->t.end[last], kind);
        /* « je crois qu'elle a 5 » : the doubted words begin after the elision */
        from = b + (kind == FAQ_SITU_STORY_DOUBT && last + 1 < st->t.n ? st->t.start[last + 1]
                                                                       : st->t.end[last]);
        i = last;
    }
    add_piece(st, from, e, FAQ_SITU_STORY_NONE);
    st->nclause++;
}

static bool clause_end(char ch)
{
    return ch == '.' || ch == ',' || ch == ';' || ch == ':' || ch == '?' || ch == '!';
}

/* The pit word i names (« ma case 2 », « mon 4e trou », "my pit 4"), as a bit of
 * story_piece.pits, 0 none. */
static uint64_t pit_at(const struct faq_situ_marked *m, size_t i)
{
    int pit = -1;
    if (m->k[i].ord > 0 && (faq_situ_has(m, i + 1, SW_PIT) || faq_situ_has(m, i + 2, SW_PIT)))
        pit = m->k[i].ord;
    else if (faq_situ_has(m, i, SW_PIT) && i + 1 < m->n && m->k[i + 1].num > 0)
        pit = m->k[i + 1].num;
    if (pit <= 0 || pit >= STORY_PIT_SIDE)
        return 0;
    return 1ull << ((unsigned)faq_situ_side_at(m, i) * STORY_PIT_SIDE + (unsigned)pit);
}

/* What a text piece tells: a move, facts of a position, the places it names. A piece of cells
 * only (« c1 », « d1 et d2 ») goes on the list of the piece before: a move's when it is one. */
static void read_piece(struct story *st, const char *text, struct story_piece *p,
                       const struct story_piece *prev)
{
    static const enum faq_situ_word moves[] = {SW_PLACE, SW_DROP, SW_PLAY, SW_LIFT};
    faq_situ_mark(st->c, text + p->b, p->e - p->b, st->lang, &st->m);
    const struct faq_situ_marked *m = &st->m;
    uint32_t cells = 0;
    uint64_t pits = 0;
    bool listed = m->n > 0;
    for (size_t i = 0; i < m->n; i++) {
        for (size_t w = 0; w < sizeof moves / sizeof moves[0]; w++)
            p->moves |= faq_situ_has(m, i, moves[w]) ? 1u << w : 0;
        if (m->k[i].cell >= 0 && m->k[i].cell < 32)
            cells |= 1u << m->k[i].cell;
        pits |= pit_at(m, i);
        listed = listed && (m->k[i].cell >= 0 || faq_situ_has(m, i, SW_AND));
        p->counted = p->counted || faq_situ_is_number(m, i);
        p->facing = p->facing || faq_situ_has(m, i, SW_FACING);
        p->facts = p->facts || m->k[i].cell != -2 || m->k[i].ord >= 0 || faq_situ_is_number(m, i) ||
                   faq_situ_has(m, i, SW_COVERED) || faq_situ_has(m, i, SW_VISIBLE) ||
                   faq_situ_has(m, i, SW_EMPTY);
    }
    /* « la dernière retombe dans mon trou 1 »: where the last one lands, its only numbers
     * those of pits */
    bool last = false, counts = false;
    for (size_t i = 0; i < m->n; i++) {
        last = last || faq_situ_has(m, i, SW_LAST);
        counts = counts || (faq_situ_is_number(m, i) && !(i > 0 && faq_situ_has(m, i - 1, SW_PIT)));
    }
    p->landing = last && pits && !counts && !faq_situ_any(m, SW_EMPTY);
    if (listed && prev && prev->kind == FAQ_SITU_STORY_NONE)
        p->moves |= prev->moves;
    p->cells = p->moves ? 0 : cells;
    p->pits = p->moves ? 0 : pits;
    p->words = m->n;
}

/* Piece k (a text before the restatement at r) is told again by the pieces after r up to the
 * next restatement: a move by a move telling as much (a placement and its drops by both), a
 * cell's or a pit's content by that cell's or pit's. */
static bool replaced(const struct story *st, size_t k, size_t r)
{
    const struct story_piece *p = &st->pc[k];
    unsigned moves = 0;
    uint32_t cells = 0;
    uint64_t pits = 0;
    for (size_t j = r + 1; j < st->npc && st->pc[j].kind != FAQ_SITU_STORY_RESTATE; j++) {
        moves |= st->pc[j].moves;
        cells |= st->pc[j].cells;
        pits |= st->pc[j].pits;
    }
    return p->kind == FAQ_SITU_STORY_NONE && ((p->moves && (p->moves & ~moves) == 0) ||
                                              (p->cells & cells) != 0 || (p->pits & pits) != 0);
}

/* A piece telling nothing of the position (« euh non », « … », another restatement). */
static bool bare(const struct story_piece *p)
{
    return p->kind == FAQ_SITU_STORY_RESTATE ||
           (p->kind == FAQ_SITU_STORY_NONE && !p->facts && !p->moves);
}

/* Drops what each restatement replaces, going back piece by piece past bare ones, and the
 * words between it and the restatement, when it replaces something. */
static void drop_replaced(struct story *st)
{
    for (size_t r = 0; r < st->npc; r++) {
        if (st->pc[r].kind != FAQ_SITU_STORY_RESTATE)
            continue;
        size_t k = r, first = r;
        while (k > 0 && (st->pc[k - 1].drop || bare(&st->pc[k - 1]) || replaced(st, k - 1, r)))
            if (!bare(&st->pc[--k]))
                first = k;
        for (size_t j = first; first < r && j <= r; j++)
            st->pc[j].drop = true;
    }
}

/* A text piece telling facts of the position, kept. */
static bool factual(const struct story_piece *p)
{
    return p->kind == FAQ_SITU_STORY_NONE && !p->drop && p->facts;
}

/* The piece the doubt phrase k is about: the one after it (« je crois qu'elle a 5 »), else,
 * the phrase ending its clause, the one before it there (« sa 5e je crois ? », "his 5th I
 * think?"); NULL when none tells facts. */
static const struct story_piece *doubted(const struct story *st, size_t k)
{
    const struct story_piece *d = &st->pc[k];
    if (k + 1 < st->npc && factual(&st->pc[k + 1]) &&
        (st->pc[k + 1].clause == d->clause || k == 0 || st->pc[k - 1].clause != d->clause ||
         !factual(&st->pc[k - 1])))
        return &st->pc[k + 1];
    if (k > 0 && st->pc[k - 1].clause == d->clause && factual(&st->pc[k - 1]))
        return &st->pc[k - 1];
    return NULL;
}

/* A doubt the rules settle: only a pit named, no count, of the place the clause before told
 * by its relation (« en face de ma 3e c'est… sa 5e je crois ? »): the engine finds that pit
 * itself, whichever number the player gives it. */
static bool moot(const struct story *st, const struct story_piece *p)
{
    /* « 13 pierres dans mon trou 1. la dernière retombe dans mon trou 1 je crois »: where the
     * last one lands, after a count told before it, is the engine's to find */
    for (const struct story_piece *q = p; p->landing && !p->moves && q-- > st->pc;)
        if (q->kind == FAQ_SITU_STORY_NONE && q->counted && q->clause < p->clause)
            return true;
    if (p->counted || p->moves)
        return false;
    for (const struct story_piece *q = p; q-- > st->pc;)
        if (q->kind == FAQ_SITU_STORY_NONE && q->facts && q->clause < p->clause)
            return q->facing && !q->counted;
    return false;
}

/* The words the player doubts (the piece a doubt phrase is about that tells facts of the
 * position, and that the rules do not settle), copied into doubt[cap] (trimmed); "" when
 * none. */
static void copy_doubt(const struct story *st, const char *text, char *doubt, size_t cap)
{
    doubt[0] = '\0';
    for (size_t k = 0; k < st->npc; k++) {
        if (st->pc[k].kind != FAQ_SITU_STORY_DOUBT)
            continue;
        const struct story_piece *p = doubted(st, k);
        if (!p || moot(st, p))
            continue;
        size_t b = p->b, e = p->e;
        while (b < e && (text[b] == ' ' || text[b] == '\t'))
            b++;
        while (e > b && (text[e - 1] == ' ' || text[e - 1] == '\t' || clause_end(text[e - 1])))
            e--;
        if (e - b + 1 > cap)
            e = b + cap - 1;
        memcpy(doubt, text + b, e - b);
        doubt[e - b] = '\0';
        return;
    }
}

/* The text kept: the pieces not dropped with the bytes between them (a dropped piece takes
 * the punctuation after it along). Returns its length. */
static size_t keep_text(const struct story *st, const char *text, size_t len, char *out)
{
    size_t n = 0, at = 0;
    for (size_t k = 0; k < st->npc; k++) {
        const struct story_piece *p = &st->pc[k];
        if (!p->drop)
            continue;
        if (p->b > at) { /* the punctuation after a dropped piece may reach into this one */
            memcpy(out + n, text + at, p->b - at);
            n += p->b - at;
        }
        at = p->e > at ? p->e : at;
        while (at < len && (text[at] == ' ' || clause_end(text[at])))
            at++;
        if (n > 0 && out[n - 1] != ' ')
            out[n++] = ' ';
    }
    memcpy(out + n, text + at, len - at);
    n += len - at;
    out[n] = '\0';
    return n;
}

int faq_situ_story_read(const struct faq_situ_ctx *c, const char *text, size_t len,
                        enum faq_lang lang, char *out, char *doubt, size_t cap, size_t *out_len)
{
    doubt[0] = '\0';
    struct story *st = calloc(1, sizeof *st);
    if (!st)
        return -ARB_ERR_NOMEM;
    st->c = c;
    st->lang = lang;
    for (size_t b = 0, i = 0; i <= len; i++)
        if (i == len || clause_end(text[i])) {
            if (i > b)
                cut_clause(st, text, b, i);
            b = i + 1;
        }
    bool told = false; /* a restatement or a doubt: else the text is kept whole, unread */
    for (size_t k = 0; k < st->npc; k++)
        told = told || st->pc[k].kind != FAQ_SITU_STORY_NONE;
    for (size_t k = 0; told && k < st->npc; k++)
        if (st->pc[k].kind == FAQ_SITU_STORY_NONE)
            read_piece(st, text, &st->pc[k], k > 0 ? &st->pc[k - 1] : NULL);
    drop_replaced(st);
    copy_doubt(st, text, doubt, cap);
    *out_len = keep_text(st, text, len, out);
    free(st);
    return 0;
}

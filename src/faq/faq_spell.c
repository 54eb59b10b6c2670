/* faq_spell.c — whether a word the knowledge base never uses is still a word of the language,
 * whether it only qualifies the question (an adverb, an interjection: fr_FR's « po:adv »), and
 * its lemmas beside Snowball's stem (« prends » -> prendre). A correct word no entry uses is
 * then neutral in a question instead of a veto. The answers are Hunspell's (Debian
 * hunspell-fr, hunspell-en-us), asked at BUILD time by tools/spell_table.c about every form
 * the dictionaries hold and compiled into a read-only table (faq_spell_table.h) in the
 * binary: no library, no dictionary and no heap at run time.
 * The table (~6 MB) is read with pread from the executable's own file, a few bytes a lookup:
 * mapped pages would come in by the kernel's 64 KB fault-around and, over a few hundred
 * questions, make most of the table resident; read this way it stays in the page cache,
 * shared and reclaimable, and the process's RSS does not grow. Where the file cannot be
 * opened the table is read in memory. Invariant: a word is correct only where
 * Hunspell_spell said so at build time. */
#define _GNU_SOURCE /* dl_iterate_phdr: where the table lies in the executable's file */
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "faq_int.h"
#include "faq_spell_table.h"

extern const struct faq_spell_table faq_spell_words; /* generated: faq_spell_words.c */

struct faq_spell {
    const struct faq_spell_table *t;
    int fd;           /* the executable, or -1: the table is read in memory */
    intptr_t to_file; /* file offset = address + to_file */
};

/* The segment of the running executable holding the table: its file offset. */
struct segment {
    uintptr_t at[5], end[5]; /* the table's arrays */
    bool found;
    intptr_t to_file;
};

static int find_segment(struct dl_phdr_info *info, size_t size, void *arg)
{
    struct segment *sg = arg;
    (void)size;
    if (info->dlpi_name && info->dlpi_name[0])
        return 0; /* a shared library: the table is linked into the executable */
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
        uintptr_t lo = info->dlpi_addr + ph->p_vaddr, hi = lo + ph->p_filesz;
        bool all = ph->p_type == PT_LOAD;
        for (int k = 0; k < 5 && all; k++)
            all = sg->at[k] >= lo && sg->end[k] <= hi;
        if (all) {
            sg->found = true;
            sg->to_file = (intptr_t)ph->p_offset - (intptr_t)lo;
            return 1;
        }
    }
    return 0;
}

/* Opens the executable where its loaded segment holds every array of the table. */
static void open_file(struct faq_spell *s)
{
    const struct faq_spell_table *t = s->t;
    struct segment sg = {.found = false};
    const void *arrays[5] = {t->bucket, t->key, t->data, t->lemma_list, t->lemma_chars};
    size_t sizes[5] = {(((size_t)1 << FAQ_SPELL_BUCKET_BITS) + 1) * sizeof(uint32_t),
                       t->n * sizeof(uint32_t), t->n * sizeof(uint32_t),
                       t->nlist * sizeof(uint32_t), t->nchars};
    for (int k = 0; k < 5; k++) {
        sg.at[k] = (uintptr_t)arrays[k];
        sg.end[k] = sg.at[k] + sizes[k];
    }
    s->fd = -1;
    if (dl_iterate_phdr(find_segment, &sg) == 0 || !sg.found)
        return;
    s->fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    s->to_file = sg.to_file;
    /* the file must hold the very bytes (an emulator, valgrind, may show another file):
     * checked on the arrays' last bytes, known from the table itself (reading them in
     * memory would map in 64 KB around each) */
    for (int k = 0; k < 5 && s->fd >= 0; k++) {
        uint32_t tail;
        off_t off = (off_t)((intptr_t)sg.end[k] - (intptr_t)sizeof tail + s->to_file);
        if (sizes[k] < sizeof tail || pread(s->fd, &tail, sizeof tail, off) != sizeof tail ||
            tail != t->tail[k]) {
            close(s->fd);
            s->fd = -1;
        }
    }
}

int faq_spell_new(struct faq_spell **out)
{
    struct faq_spell *s = calloc(1, sizeof *s);
    if (!s)
        return -ARB_ERR_NOMEM;
    s->t = &faq_spell_words;
    open_file(s);
    *out = s;
    return 0;
}

void faq_spell_free(struct faq_spell *s)
{
    if (!s)
        return;
    if (s->fd >= 0)
        close(s->fd);
    free(s);
}

/* faq_spell_read_fn: n bytes of the table at address at, from the file (from memory if a
 * read falls short). */
static void read_file(const void *ctx, const void *at, void *out, size_t n)
{
    const struct faq_spell *s = ctx;
    off_t off = (off_t)((intptr_t)(uintptr_t)at + s->to_file);
    if (pread(s->fd, out, n, off) != (ssize_t)n)
        memcpy(out, at, n);
}

static faq_spell_read_fn *reader(const struct faq_spell *s)
{
    return s->fd >= 0 ? read_file : faq_spell_read_memory;
}

/* What the table says of the source word [start, end) of text (cut as the tokenizer's
 * longest word). */
static uint32_t find(const struct faq *f, const char *text, size_t start, size_t end)
{
    const struct faq_spell *s = f->spell;
    size_t n = end - start < 4 * FAQ_TOKEN_LEN - 1 ? end - start : 4 * FAQ_TOKEN_LEN - 1;
    return faq_spell_find(s->t, reader(s), s, text + start, n);
}

bool faq_spell_known(const struct faq *f, const char *text, size_t start, size_t end)
{
    return (find(f, text, start, end) & FAQ_SPELL_KNOWN) != 0;
}

const char *faq_spell_lemma(const struct faq *f, const char *text, size_t start, size_t end)
{
    const struct faq_spell *s = f->spell;
    uint32_t i = find(f, text, start, end) >> FAQ_SPELL_FLAG_BITS, item;
    for (item = 0; i != 0 && !(item & FAQ_SPELL_LEMMA_LAST); i++) {
        char lemma[FAQ_SPELL_LEMMA_MAX];
        struct faq_tokens w;
        reader(s)(s, s->t->lemma_list + i, &item, sizeof item);
        uint32_t off = item & ~(uint32_t)FAQ_SPELL_LEMMA_LAST;
        size_t len = s->t->nchars - off < sizeof lemma ? s->t->nchars - off : sizeof lemma;
        reader(s)(s, s->t->lemma_chars + off, lemma, len);
        lemma[len - 1] = '\0'; /* the generator keeps lemmas shorter than the buffer */
        faq_tokenize(&f->lex, lemma, strlen(lemma), &w);
        if (w.n == 1 && faq_word_known(f, w.tok[0]))
            return faq_word_find(f, w.tok[0]);
    }
    return NULL;
}

bool faq_spell_neutral(const struct faq *f, const char *text, size_t start, size_t end)
{
    return (find(f, text, start, end) & FAQ_SPELL_NEUTRAL) != 0;
}

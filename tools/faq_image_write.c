/* faq_image_write.c — writes the assistant's question index as C (faq_image_write.h): the
 * arrays of the index's own structs (src/faq/faq_int.h), which src/faq/faq_image.c adopts.
 * A build tool's code beside src/faq, which keeps no C text among its literals (words are
 * data there). Invariant: every pass walks the docs in one order, so an item's offset in each
 * pool is counted the same way in all of them. */
#include <inttypes.h>
#include <stdio.h>

#include "faq_image_write.h"
#include "faq_int.h"

/* The pools, written one after the other. */
enum pass { PASS_IDS, PASS_TF, PASS_BI, PASS_SLOT, PASS_VAR, PASS_CASES, PASS_DOCS };

struct writer {
    FILE *out;
    enum pass pass;
    size_t ids, tf, bi, slot, var, cases; /* offsets of the next item of each pool */
    size_t n;                             /* numbers written in this pass */
};

static void put_num(struct writer *w, unsigned long long v)
{
    fprintf(w->out, "%s%llu,", w->n % 16 == 0 ? "\n    " : " ", v);
    w->n++;
}

/* "pool + off", or NULL for an empty array. */
static void put_ref(FILE *out, const char *pool, size_t off, size_t n)
{
    if (n)
        fprintf(out, "%s + %zu", pool, off);
    else
        fputs("NULL", out);
}

static void put_variant(FILE *out, const struct faq_variant *v, size_t ids, size_t tf, size_t bi)
{
    fputs("{.ids = ", out);
    put_ref(out, "ids", ids, v->n);
    fprintf(out, ", .n = %zu, .w = %a, .tf = ", v->n, v->w);
    put_ref(out, "tf", tf, v->tf ? v->n : 0);
    fprintf(out, ", .len = %zu, .bi = ", v->len);
    put_ref(out, "bi", bi, v->nbi);
    fprintf(out, ", .nbi = %zu}", v->nbi);
}

/* Variant v: its numbers in the pools' passes, its initializer in PASS_VAR (listed: one of a
 * doc's ways of asking, not its all-text set). */
static void variant(struct writer *w, const struct faq_variant *v, bool listed)
{
    size_t ntf = v->tf ? v->n : 0;
    for (size_t k = 0; w->pass == PASS_IDS && k < v->n; k++)
        put_num(w, v->ids[k]);
    for (size_t k = 0; w->pass == PASS_TF && k < ntf; k++)
        put_num(w, v->tf[k]);
    for (size_t k = 0; w->pass == PASS_BI && k < v->nbi; k++)
        put_num(w, v->bi[k]);
    if (w->pass == PASS_VAR && listed) {
        fputs("\n    ", w->out);
        put_variant(w->out, v, w->ids, w->tf, w->bi);
        fputc(',', w->out);
    }
    w->ids += v->n;
    w->tf += ntf;
    w->bi += v->nbi;
    w->var += listed;
}

static void one_case(struct writer *w, const struct faq_case *c)
{
    for (size_t k = 0; w->pass == PASS_IDS && k < c->n; k++)
        put_num(w, c->ids[k]);
    for (size_t k = 0; w->pass == PASS_SLOT && k < c->n; k++)
        put_num(w, c->slot[k]);
    if (w->pass == PASS_CASES) {
        fputs("\n    {.ids = ", w->out);
        put_ref(w->out, "ids", w->ids, c->n);
        fputs(", .slot = ", w->out);
        put_ref(w->out, "slot", w->slot, c->n);
        fprintf(w->out, ", .n = %zu, .nslots = %u},", c->n, c->nslots);
    }
    w->ids += c->n;
    w->slot += c->n;
    w->cases++;
}

/* One doc through the current pass; in PASS_DOCS its initializer, without the fields
 * faq_index_link sets from the kb. */
static void doc(struct writer *w, const struct faq_doc *d)
{
    size_t var[2], cases[2], leads[2], all[2][3];
    for (int lang = 0; lang < 2; lang++) {
        var[lang] = w->var;
        for (size_t k = 0; k < d->nvar[lang]; k++)
            variant(w, &d->var[lang][k], true);
        all[lang][0] = w->ids;
        all[lang][1] = w->tf;
        all[lang][2] = w->bi;
        variant(w, &d->all[lang], false);
        cases[lang] = w->cases;
        for (size_t k = 0; k < d->ncases[lang]; k++)
            one_case(w, &d->cases[lang][k]);
        leads[lang] = w->cases;
        for (size_t k = 0; k < d->nleads[lang]; k++)
            one_case(w, &d->leads[lang][k]);
    }
    if (w->pass != PASS_DOCS)
        return;
    FILE *out = w->out;
    fprintf(out, "\n    {.game = %d,\n     .var = {", d->game);
    for (int lang = 0; lang < 2; lang++) {
        fputs(lang ? ", " : "", out);
        put_ref(out, "var", var[lang], d->nvar[lang]);
    }
    fprintf(out, "},\n     .nvar = {%zu, %zu},\n     .all = {", d->nvar[0], d->nvar[1]);
    for (int lang = 0; lang < 2; lang++) {
        fputs(lang ? ",\n             " : "", out);
        put_variant(out, &d->all[lang], all[lang][0], all[lang][1], all[lang][2]);
    }
    fprintf(out, "},\n     .has_num = {%d, %d},\n     .cases = {", d->has_num[0], d->has_num[1]);
    for (int lang = 0; lang < 2; lang++) {
        fputs(lang ? ", " : "", out);
        put_ref(out, "cases", cases[lang], d->ncases[lang]);
    }
    fprintf(out, "},\n     .ncases = {%zu, %zu},\n     .leads = {", d->ncases[0], d->ncases[1]);
    for (int lang = 0; lang < 2; lang++) {
        fputs(lang ? ", " : "", out);
        put_ref(out, "cases", leads[lang], d->nleads[lang]);
    }
    fprintf(out,
            "},\n     .nleads = {%zu, %zu},\n     .unable = %d,\n     .modality = {%u, %u},\n"
            "     .handling = %uu,\n     .relates = %uu},",
            d->nleads[0], d->nleads[1], d->unable, d->modality[0], d->modality[1], d->handling,
            d->relates);
}

static const struct {
    enum pass pass;
    const char *decl;
} pools[] = {
    {PASS_IDS, "static uint32_t ids[] = {"},
    {PASS_TF, "static uint16_t tf[] = {"},
    {PASS_BI, "static uint64_t bi[] = {"},
    {PASS_SLOT, "static unsigned char slot[] = {"},
    {PASS_VAR, "static struct faq_variant var[] = {"},
    {PASS_CASES, "static struct faq_case cases[] = {"},
    {PASS_DOCS, "static const struct faq_doc docs[] = {"},
};

/* s as a C string literal: every byte but letters and digits in octal. */
static void put_str(FILE *out, const char *s)
{
    fputc('"', out);
    for (const unsigned char *p = (const unsigned char *)s; *p; p++)
        if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))
            fputc(*p, out);
        else
            fprintf(out, "\\%03o", *p);
    fputc('"', out);
}

static void put_vocabulary(struct writer *w, const struct faq *f)
{
    FILE *out = w->out;
    fputs("static struct faq_stem stems[] = {", out);
    for (size_t i = 0; i < f->nstems; i++) {
        const struct faq_stem *s = &f->stems[i];
        fputs("\n    {", out);
        put_str(out, s->s);
        fprintf(out, ", {%" PRIu32 ", %" PRIu32 "}, {%uu, %uu}},", s->df[0], s->df[1], s->games[0],
                s->games[1]);
    }
    fputs(f->nstems ? "\n};\n" : "{{0}}};\n", out);
    fputs("static uint32_t htab[] = {", out);
    w->n = 0;
    for (size_t i = 0; i < f->hcap; i++)
        put_num(w, f->htab[i]);
    fputs(f->hcap ? "\n};\n" : "0};\n", out);
    fputs("static struct faq_word words[] = {", out);
    for (size_t i = 0; i < f->nwords; i++) {
        fputs("\n    {", out);
        put_str(out, f->words[i].w);
        fputs(", ", out);
        put_str(out, f->words[i].key);
        fprintf(out, ", %u},", f->words[i].langs);
    }
    fputs(f->nwords ? "\n};\n" : "{{0}}};\n", out);
}

int faq_image_write(const struct faq *f, FILE *out)
{
    struct writer w = {.out = out};
    fputs("/* The question index of the embedded knowledge base, written by faq_image_write "
          "(tools/faq_image.c)\n * at build time: generated, do not edit. */\n"
          "#include <stddef.h>\n\n#include \"faq_int.h\"\n\n",
          out);
    for (size_t p = 0; p < sizeof pools / sizeof *pools; p++) {
        enum pass pass = pools[p].pass;
        w = (struct writer){.out = out, .pass = pass};
        fputs(pools[p].decl, out);
        for (size_t i = 0; i < f->ndocs; i++)
            doc(&w, &f->docs[i]);
        /* no empty initializer: an unused pool holds a zero */
        bool empty = pass == PASS_VAR     ? w.var == 0
                     : pass == PASS_CASES ? w.cases == 0
                     : pass == PASS_DOCS  ? f->ndocs == 0
                                          : w.n == 0;
        fputs(!empty ? "\n};\n" : pass >= PASS_VAR ? "{0}};\n" : "0};\n", out);
    }
    put_vocabulary(&w, f);
    fprintf(out,
            "\nstatic const struct faq_image image = {\n"
            "    .ndocs = %zu, .nstems = %zu, .hcap = %zu, .nwords = %zu,\n"
            "    .ndocs_lang = {%a, %a}, .avglen = {%a, %a},\n"
            "    .docs = docs, .stems = stems, .htab = htab, .words = words,\n};\n\n"
            "const struct faq_image *const faq_image_embedded = &image;\n",
            f->ndocs, f->nstems, f->hcap, f->nwords, f->ndocs_lang[0], f->ndocs_lang[1],
            f->avglen[0], f->avglen[1]);
    return fflush(out) != 0 || ferror(out) ? -1 : 0;
}

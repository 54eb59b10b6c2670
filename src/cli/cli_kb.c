/* cli_kb.c — `arbitre check [--kb DIR] [--all]`: opens the knowledge base (validation and
 * verification through the engine, the embedded base's too: the build runs this), prints the
 * table of scenarios the engine disagrees with (entry | scenario | status | expected | got,
 * the disagreeing keys only; --all lists the agreeing scenarios too) and the startup time;
 * exits 1 on any disagreement. `arbitre index --out FILE [--kb DIR]`: writes the index
 * database for inspection. Without --kb, the knowledge base embedded at build time. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "kb.h"

/* Reads --kb DIR, --out FILE and --all; returns CLI_OK or CLI_BAD_INPUT with a message. */
static int parse_args(const char *cmd, int argc, char **argv, const char **dir, const char **out,
                      int *all)
{
    for (int i = 0; i < argc; i++) {
        if (strcmp(argv[i], "--kb") == 0 && i + 1 < argc) {
            *dir = argv[++i];
        } else if (out && strcmp(argv[i], "--out") == 0 && i + 1 < argc) {
            *out = argv[++i];
        } else if (all && strcmp(argv[i], "--all") == 0) {
            *all = 1;
        } else {
            fprintf(stderr, "arbitre %s : argument inattendu « %s »\n", cmd, argv[i]);
            return CLI_BAD_INPUT;
        }
    }
    return CLI_OK;
}

/* Prints s padded with spaces to width code points (UTF-8 aware), then " | ". */
static void cell(const char *s, size_t width)
{
    size_t n = 0;
    for (const char *p = s; *p; p++)
        n += ((unsigned char)*p & 0xC0) != 0x80;
    printf("%s%*s | ", s, (int)(n < width ? width - n : 0), "");
}

static void print_row(const char *entry, const char *scenario, const char *status,
                      const char *expected, const char *got)
{
    cell(entry, 34);
    cell(scenario, 52);
    cell(status, 5);
    cell(expected, 0);
    printf("%s\n", got);
}

int cli_kb_check(const char *cmd, int argc, char **argv)
{
    const char *dir = NULL;
    int all = 0;
    struct kb *kb = NULL;
    struct arb_err err;
    arb_err_clear(&err);
    if (parse_args(cmd, argc, argv, &dir, NULL, &all) != CLI_OK)
        return CLI_BAD_INPUT;
    if (kb_open_verified(dir, &kb, &err))
        return cli_fail(stderr, &err);
    const struct kb_stats *st = kb_stats(kb);
    size_t covered = 0;
    print_row("entrée", "scénario", "", "attendu", "obtenu");
    for (size_t i = 0; i < kb_entry_count(kb); i++) {
        const struct kb_entry *e = kb_entry_at(kb, i);
        covered += e->n_scenarios > 0;
        for (size_t k = 0; k < e->n_scenarios; k++)
            if (all || !e->scenarios[k].passed)
                print_row(e->id, e->scenarios[k].name, e->scenarios[k].passed ? "ok" : "ÉCHEC",
                          e->scenarios[k].expected, e->scenarios[k].got);
    }
    printf("%zu fichier(s), %zu entrée(s) dont %zu avec vérification (%.0f %%), "
           "%zu scénario(s), %zu en désaccord\n",
           st->files, st->entries, covered,
           st->entries ? 100.0 * (double)covered / (double)st->entries : 0.0, st->checks,
           st->failed);
    printf("démarrage : %.1f ms (chargement et validation %.1f, vérification %.1f, index %.1f), "
           "temps processeur %.1f ms\n",
           st->total_us / 1e3, st->load_us / 1e3, st->verify_us / 1e3, st->index_us / 1e3,
           st->cpu_us / 1e3);
    int status = st->failed ? CLI_FAIL : CLI_OK;
    kb_free(kb);
    return status;
}

int cli_kb_index(const char *cmd, int argc, char **argv)
{
    const char *dir = NULL, *out = NULL;
    struct kb *kb = NULL;
    struct arb_err err;
    arb_err_clear(&err);
    if (parse_args(cmd, argc, argv, &dir, &out, NULL) != CLI_OK)
        return CLI_BAD_INPUT;
    if (!out) {
        fprintf(stderr, "arbitre %s : --out FICHIER est obligatoire\n", cmd);
        return CLI_BAD_INPUT;
    }
    int status = CLI_OK;
    if (kb_open(dir, &kb, &err) || kb_write_index(kb, out, &err))
        status = cli_fail(stderr, &err);
    kb_free(kb);
    return status;
}

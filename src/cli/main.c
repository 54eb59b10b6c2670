/* main.c — `arbitre`: dispatches to the subcommands listed in one table. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

struct cli_command {
    const char *name;
    int (*run)(const char *cmd, int argc, char **argv);
    const char *args;
    const char *help;
};

static const struct cli_command commands[] = {
    {"start", cli_game, "JEU", "nouvelle partie ({\"options\"} sur stdin)"},
    {"validate", cli_game, "JEU", "un coup est-il permis ? ({\"position\",\"move\"})"},
    {"play", cli_game, "JEU", "joue un coup ({\"position\",\"move\",\"options\"?})"},
    {"moves", cli_game, "JEU", "les coups permis ({\"position\",\"limit\"?})"},
    {"replay", cli_game, "JEU", "rejoue une partie ({\"position\",\"moves\":[..]})"},
    {"ask", cli_ask, "\"QUESTION\"", "répond à une question [--game JEU] [--context JSON]"},
    {"eval", cli_eval, "", "évalue les réponses sur tests/qa/questions.jsonl [--file F]"},
    {"check", cli_kb_check, "", "vérifie la base de règles par le moteur [--kb DOSSIER]"},
    {"index", cli_kb_index, "--out F", "écrit l'index SQLite de la base [--kb DOSSIER]"},
    {"cards", cli_cards, "JEU", "les fiches A5 en PDF [-o FICHIER] [--lang en]"},
    {"diagram", cli_diagram, "JEU", "un plateau en image [--format svg|png|pdf]"},
    {"admin", cli_admin, "export", "retours et questions sans réponse en JSON Lines [--since]"},
    {"serve", cli_serve, "", "l'API HTTP [--host H] [--port P] [--threads N]"},
};

static void usage(FILE *out)
{
    fputs("usage: arbitre COMMANDE [arguments]\n\n", out);
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        fprintf(out, "  %-9s %-11s %s\n", commands[i].name, commands[i].args, commands[i].help);
    fputs("\nLes commandes de jeu lisent la requête JSON sur stdin (ou --request FICHIER).\n", out);
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
        usage(argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_BAD_INPUT : CLI_OK;
    }
    for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
        if (strcmp(argv[1], commands[i].name) == 0)
            return commands[i].run(commands[i].name, argc - 2, argv + 2);
    fprintf(stderr, "arbitre: commande inconnue « %s »\n", argv[1]);
    usage(stderr);
    return CLI_BAD_INPUT;
}

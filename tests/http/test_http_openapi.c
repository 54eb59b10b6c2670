/* test_http_openapi.c — docs/openapi.yaml describes exactly the server's route table: every
 * route (path template and method) is in the document, and every operation of the
 * document is a route. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <string.h>

#include "http.h"

struct op {
    char path[128];
    char method[16];
};

static struct op ops[64];
static size_t nops;

/* The operations under "paths:": a path is a line indented by 2 ending with ':', a method a
 * line indented by 4 that is an HTTP method followed by ':'. */
static void read_operations(const char *file)
{
    static const char *const methods[] = {"get",     "put",  "post",  "delete",
                                          "options", "head", "patch", "trace"};
    char line[512], path[128] = "";
    bool in_paths = false;
    FILE *f = fopen(file, "r");
    assert_non_null(f);
    while (fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        if (line[0] != ' ' && line[0] != '\0') {
            in_paths = strcmp(line, "paths:") == 0;
            continue;
        }
        if (!in_paths)
            continue;
        size_t indent = strspn(line, " ");
        size_t len = strlen(line);
        if (indent == 2 && line[2] == '/' && line[len - 1] == ':') {
            snprintf(path, sizeof path, "%.*s", (int)(len - 3), line + 2);
        } else if (indent == 4 && line[len - 1] == ':') {
            for (size_t m = 0; m < sizeof methods / sizeof methods[0]; m++) {
                if (strlen(methods[m]) == len - 5 && strncmp(line + 4, methods[m], len - 5) == 0) {
                    assert_true(nops < sizeof ops / sizeof ops[0]);
                    snprintf(ops[nops].path, sizeof ops[nops].path, "%s", path);
                    for (size_t k = 0; k <= strlen(methods[m]); k++)
                        ops[nops].method[k] = (char)(methods[m][k] - (methods[m][k] ? 32 : 0));
                    nops++;
                }
            }
        }
    }
    fclose(f);
}

static bool documented(const char *method, const char *path)
{
    for (size_t i = 0; i < nops; i++)
        if (strcmp(ops[i].method, method) == 0 && strcmp(ops[i].path, path) == 0)
            return true;
    return false;
}

static void test_every_route_is_documented(void **state)
{
    (void)state;
    for (size_t i = 0; i < http_route_count(); i++) {
        const struct http_route *r = http_route_at(i);
        if (!documented(r->method, r->path))
            fail_msg("%s %s is missing from docs/openapi.yaml", r->method, r->path);
    }
}

static void test_every_documented_operation_is_a_route(void **state)
{
    (void)state;
    assert_true(nops >= http_route_count());
    for (size_t i = 0; i < nops; i++) {
        bool found = false;
        for (size_t k = 0; k < http_route_count(); k++)
            found |= strcmp(http_route_at(k)->method, ops[i].method) == 0 &&
                     strcmp(http_route_at(k)->path, ops[i].path) == 0;
        if (!found)
            fail_msg("docs/openapi.yaml documents %s %s, which the server does not serve",
                     ops[i].method, ops[i].path);
    }
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_route_is_documented),
        cmocka_unit_test(test_every_documented_operation_is_a_route),
    };
    if (argc != 2) {
        fputs("usage: test_http_openapi docs/openapi.yaml\n", stderr);
        return 2;
    }
    read_operations(argv[1]);
    return cmocka_run_group_tests(tests, NULL, NULL);
}

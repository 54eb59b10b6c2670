/* test_http_openapi.c — docs/openapi.yaml describes exactly the server's route table: every
 * route (path template and method) is in the document, and every operation of the
 * document is a route. Every example the document gives (x-examples of an operation: the
 * request, its headers and body, the status and the body answered) is sent to the running
 * server, which must answer that status and that body ("…" in the document matches any
 * value, a "…" member any further members, a last "…" item any further items). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>

#include <cmocka.h>

#include <string.h>

#include "arb_json.h"
#include "http.h"
#include "http_test.h"

struct op {
    char path[128];
    char method[16];
};

static struct op ops[64];
static size_t nops;

/* One documented example. */
struct example {
    char path[128], method[16]; /* the operation it is under */
    char summary[160];
    char request[16], url[400];
    char headers[400]; /* "Name: value" lines for ht_request */
    char *body;        /* NULL: none */
    long status;
    cJSON *response;
};

static struct example examples[64];
static size_t nexamples;

/* value (a JSON text) parsed, or the test fails naming the line. */
static cJSON *json_of(const char *value, int line)
{
    cJSON *j = NULL;
    struct arb_err err;
    if (arb_json_parse(value, strlen(value), &j, &err) < 0)
        fail_msg("docs/openapi.yaml:%d: %s", line, err.message);
    return j;
}

/* A member "key: value" of an example item, indented by 10 (or 8 with its dash). */
static void read_example_member(struct example *e, const char *key, const char *value, int line)
{
    if (strcmp(key, "summary") == 0) {
        snprintf(e->summary, sizeof e->summary, "%s", value);
    } else if (strcmp(key, "request") == 0) {
        if (sscanf(value, "%15s %399s", e->request, e->url) != 2)
            fail_msg("docs/openapi.yaml:%d: request is METHOD URL", line);
    } else if (strcmp(key, "headers") == 0) {
        cJSON *h = json_of(value, line);
        size_t used = 0;
        for (const cJSON *c = h->child; c; c = c->next)
            used += (size_t)snprintf(e->headers + used, sizeof e->headers - used, "%s%s: %s",
                                     used ? "\n" : "", c->string, cJSON_GetStringValue(c));
        cJSON_Delete(h);
    } else if (strcmp(key, "body") == 0) {
        cJSON *b = json_of(value, line);
        assert_true(cJSON_IsString(b));
        e->body = strdup(b->valuestring);
        cJSON_Delete(b);
    } else if (strcmp(key, "status") == 0) {
        e->status = strtol(value, NULL, 10);
    } else if (strcmp(key, "response") == 0) {
        e->response = json_of(value, line);
    } else {
        fail_msg("docs/openapi.yaml:%d: unknown example member %s", line, key);
    }
}

/* The operations under "paths:": a path is a line indented by 2 ending with ':', a method a
 * line indented by 4 that is an HTTP method followed by ':'. */
static void read_operations(const char *file)
{
    static const char *const methods[] = {"get",     "put",  "post",  "delete",
                                          "options", "head", "patch", "trace"};
    static char line[16384];
    char path[128] = "", method[16] = "";
    bool in_paths = false, in_examples = false;
    int lineno = 0;
    FILE *f = fopen(file, "r");
    assert_non_null(f);
    while (fgets(line, sizeof line, f)) {
        lineno++;
        line[strcspn(line, "\r\n")] = '\0';
        size_t ind = strspn(line, " ");
        if (in_examples && ind >= 8) {
            const char *item = line + ind;
            if (ind == 8 && strncmp(item, "- ", 2) == 0) {
                assert_true(nexamples < sizeof examples / sizeof examples[0]);
                struct example *e = &examples[nexamples++];
                snprintf(e->path, sizeof e->path, "%s", path);
                snprintf(e->method, sizeof e->method, "%s", method);
                item += 2;
            }
            const char *colon = strstr(item, ": ");
            if (!colon || nexamples == 0)
                fail_msg("docs/openapi.yaml:%d: an example member is key: value", lineno);
            char key[32];
            snprintf(key, sizeof key, "%.*s", (int)(colon - item), item);
            read_example_member(&examples[nexamples - 1], key, colon + 2, lineno);
            continue;
        }
        in_examples = in_paths && ind == 6 && strncmp(line + 6, "x-examples:", 11) == 0;
        if (in_examples)
            continue;
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
                    snprintf(method, sizeof method, "%s", ops[nops].method);
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

/* True when the actual value matches the documented one ("…" placeholders, see the top). */
static bool matches(const cJSON *doc, const cJSON *got, char *where, size_t cap)
{
    size_t at = strlen(where);
    if (cJSON_IsString(doc) && strcmp(doc->valuestring, "…") == 0)
        return true;
    if (cJSON_IsObject(doc)) {
        bool more = cJSON_GetObjectItemCaseSensitive(doc, "…") != NULL;
        if (!cJSON_IsObject(got))
            return false;
        for (const cJSON *c = doc->child; c; c = c->next) {
            if (strcmp(c->string, "…") == 0)
                continue;
            snprintf(where + at, cap - at, ".%s", c->string);
            const cJSON *g = cJSON_GetObjectItemCaseSensitive(got, c->string);
            if (!g || !matches(c, g, where, cap))
                return false;
        }
        where[at] = '\0';
        for (const cJSON *g = got->child; g && !more; g = g->next)
            if (!cJSON_GetObjectItemCaseSensitive(doc, g->string)) {
                snprintf(where + at, cap - at, ".%s (not documented)", g->string);
                return false;
            }
        return true;
    }
    if (cJSON_IsArray(doc)) {
        int n = cJSON_GetArraySize(doc), m = cJSON_IsArray(got) ? cJSON_GetArraySize(got) : -1;
        const cJSON *last = cJSON_GetArrayItem(doc, n - 1);
        bool more = n > 0 && cJSON_IsString(last) && strcmp(last->valuestring, "…") == 0;
        if (m < 0 || (more ? m < n - 1 : m != n))
            return false;
        for (int i = 0; i < n - (more ? 1 : 0); i++) {
            snprintf(where + at, cap - at, "[%d]", i);
            if (!matches(cJSON_GetArrayItem(doc, i), cJSON_GetArrayItem(got, i), where, cap))
                return false;
        }
        where[at] = '\0';
        return true;
    }
    return cJSON_Compare(doc, got, true);
}

static void test_every_documented_example_is_what_the_server_answers(void **state)
{
    struct ht_server server;
    (void)state;
    assert_true(nexamples >= 25);
    ht_start(&server, NULL);
    for (size_t i = 0; i < nexamples; i++) {
        struct example *e = &examples[i];
        struct ht_resp r;
        char where[256] = "$";
        /* the example belongs to its operation */
        assert_string_equal(e->request, e->method);
        char path[400], scratch[400], allow[48];
        const char *param[HTTP_MAX_PARAMS];
        const struct rules_game *g;
        snprintf(path, sizeof path, "%.*s", (int)strcspn(e->url, "?"), e->url);
        int route = http_route_match(http_route_at(0), http_route_count(), e->method, path, scratch,
                                     param, &g, allow, sizeof allow);
        if (route >= 0 && strcmp(http_route_at((size_t)route)->path, e->path) != 0)
            fail_msg("example « %s »: %s is not under %s", e->summary, e->url, e->path);
        ht_request(server.port, e->request, e->url, e->body ? "application/json" : NULL, e->body,
                   e->body ? strlen(e->body) : 0, e->headers[0] ? e->headers : NULL, &r);
        cJSON *got = NULL;
        struct arb_err err;
        if (r.status != e->status || arb_json_parse(r.body, r.len, &got, &err) < 0 ||
            !matches(e->response, got, where, sizeof where))
            fail_msg("example « %s » (%s %s): got %ld %s\n  differs at %s", e->summary, e->request,
                     e->url, r.status, r.body ? r.body : "", where);
        cJSON_Delete(got);
        ht_resp_free(&r);
        free(e->body);
        cJSON_Delete(e->response);
    }
    ht_stop(&server);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_route_is_documented),
        cmocka_unit_test(test_every_documented_operation_is_a_route),
        cmocka_unit_test(test_every_documented_example_is_what_the_server_answers),
    };
    if (argc != 2) {
        fputs("usage: test_http_openapi docs/openapi.yaml\n", stderr);
        return 2;
    }
    read_operations(argv[1]);
    return ht_run(tests, sizeof tests / sizeof tests[0], NULL, NULL);
}

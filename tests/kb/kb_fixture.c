/* kb_fixture.c — the fixture helpers shared by the kb test binaries: the small awale file of
 * tests/kb/fixtures, opened after one change from a fresh temporary directory. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "arb_json.h"
#include "kb_fixture.h"

cJSON *fixture(void)
{
    FILE *f = fopen(KB_FIXTURES "/awale.json", "rb");
    static char buf[1 << 16];
    assert_non_null(f);
    size_t n = fread(buf, 1, sizeof buf, f);
    fclose(f);
    cJSON *root = NULL;
    assert_int_equal(arb_json_parse(buf, n, &root, NULL), 0);
    return root;
}

cJSON *entry_of(cJSON *root, int i)
{
    return cJSON_GetArrayItem(cJSON_GetObjectItem(root, "entries"), i);
}

/* Writes root as <tmpdir>/awale.json, opens it as a kb, removes the files. Takes root. */
int open_doc(cJSON *root, struct kb **kb, struct arb_err *err)
{
    char dir[] = "/tmp/kbtestXXXXXX", path[64];
    assert_non_null(mkdtemp(dir));
    snprintf(path, sizeof path, "%s/awale.json", dir);
    char *text = cJSON_Print(root);
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    cJSON_free(text);
    cJSON_Delete(root);
    arb_err_clear(err);
    *kb = NULL;
    int rc = kb_open(dir, kb, err);
    unlink(path);
    rmdir(dir);
    return rc;
}

/* The message after "<dir>/awale.json: ", which changes with the temporary directory. */
const char *after_file(const struct arb_err *err)
{
    const char *p = strstr(err->message, "awale.json: ");
    assert_non_null(p);
    return p + strlen("awale.json: ");
}

void assert_refused(cJSON *root, const char *field, const char *message)
{
    struct kb *kb;
    struct arb_err err;
    assert_int_equal(open_doc(root, &kb, &err), -ARB_ERR_KB);
    assert_null(kb);
    assert_int_equal(err.code, ARB_ERR_KB);
    assert_string_equal(err.field, field);
    assert_string_equal(after_file(&err), message);
}

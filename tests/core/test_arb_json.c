/* test_arb_json.c — strict JSON input: what cJSON lets through and Arbitre refuses. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "arb_buf.h"
#include "arb_file.h"
#include "arb_json.h"

static int parse(const char *text, size_t len, struct arb_err *err)
{
    cJSON *j = NULL;
    int rc = arb_json_parse(text, len, &j, err);
    cJSON_Delete(j);
    return rc;
}

static void test_a_plain_object_parses(void **state)
{
    (void)state;
    const char *s = "{\"pit\": 3, \"name\": \"égrainer\"}";
    cJSON *j = NULL;
    struct arb_err err;
    assert_int_equal(arb_json_parse(s, strlen(s), &j, &err), 0);
    assert_int_equal(cJSON_GetObjectItem(j, "pit")->valueint, 3);
    assert_string_equal(cJSON_GetObjectItem(j, "name")->valuestring, "égrainer");
    cJSON_Delete(j);
}

static void test_duplicate_keys_are_refused_with_the_key_named(void **state)
{
    (void)state;
    const char *s = "{\"move\": {\"pit\": 1, \"pit\": 2}}";
    struct arb_err err;
    assert_int_equal(parse(s, strlen(s), &err), -ARB_ERR_BAD_JSON);
    assert_string_equal(err.field, "pit");
    assert_non_null(strstr(err.message, "en double"));
}

static void test_invalid_utf8_is_refused(void **state)
{
    (void)state;
    const char overlong[] = "{\"q\": \"\xc0\xaf\"}";
    const char surrogate[] = "{\"q\": \"\xed\xa0\x80\"}";
    const char cut[] = "{\"q\": \"\xc3\"}";
    /* escaped lone surrogates: the text is valid, a decoded value or key would not be */
    const char *escaped[] = {"{\"q\": \"\\ud800\"}", "{\"\\udc00\": 1}",
                             "{\"q\": [\"ok\", {\"r\": \"a\\uD83D\"}]}"};
    struct arb_err err;
    assert_int_equal(parse(overlong, sizeof overlong - 1, &err), -ARB_ERR_BAD_JSON);
    assert_int_equal(parse(surrogate, sizeof surrogate - 1, &err), -ARB_ERR_BAD_JSON);
    for (size_t i = 0; i < sizeof escaped / sizeof *escaped; i++)
        assert_int_equal(parse(escaped[i], strlen(escaped[i]), &err), -ARB_ERR_BAD_JSON);
    assert_int_equal(parse(cut, sizeof cut - 1, &err), -ARB_ERR_BAD_JSON);
    assert_non_null(strstr(err.message, "UTF-8"));
}

static void test_a_nul_byte_is_refused(void **state)
{
    (void)state;
    const char s[] = "{\"q\": \"a\0b\"}";
    struct arb_err err;
    assert_int_equal(parse(s, sizeof s - 1, &err), -ARB_ERR_BAD_JSON);
    assert_non_null(strstr(err.message, "nul"));
}

static void test_an_escaped_nul_is_refused_as_a_control_character(void **state)
{
    (void)state;
    struct arb_err err;
    /* cJSON would decode it and end the string there: "quelle\u0000 heure" read as "quelle" */
    const char *nul[] = {"{\"q\": \"quelle\\u0000 heure\"}", "{\"\\u0000\": 1}", "[\"\\u0000\"]"};
    for (size_t i = 0; i < sizeof nul / sizeof nul[0]; i++) {
        assert_int_equal(parse(nul[i], strlen(nul[i]), &err), -ARB_ERR_BAD_JSON);
        assert_non_null(strstr(err.message, "\\u0000"));
    }
    /* an escaped backslash before u0000 is the text "\u0000", and \u0001 a character */
    const char *fine[] = {"{\"q\": \"a\\\\u0000\"}", "{\"q\": \"\\u0001\"}"};
    assert_int_equal(parse(fine[0], strlen(fine[0]), &err), 0);
    assert_int_equal(parse(fine[1], strlen(fine[1]), &err), 0);
}

static void test_nesting_deeper_than_the_limit_is_refused(void **state)
{
    (void)state;
    char s[2 * (ARB_JSON_MAX_DEPTH + 1) + 1];
    size_t n = ARB_JSON_MAX_DEPTH + 1;
    memset(s, '[', n);
    memset(s + n, ']', n);
    struct arb_err err;
    assert_int_equal(parse(s, 2 * n, &err), -ARB_ERR_BAD_JSON);
    assert_int_equal(parse(s + 1, 2 * n - 2, &err), 0);
}

static void test_infinite_numbers_and_trailing_text_are_refused(void **state)
{
    (void)state;
    struct arb_err err;
    assert_int_equal(parse("{\"pit\": 1e999}", 14, &err), -ARB_ERR_BAD_JSON);
    assert_int_equal(parse("{} {}", 5, &err), -ARB_ERR_BAD_JSON);
    assert_int_equal(parse("{}  \n", 5, &err), 0);
    assert_int_equal(parse("", 0, &err), -ARB_ERR_BAD_JSON);
    assert_int_equal(parse("{\"a\":", 5, &err), -ARB_ERR_BAD_JSON);
}

static void test_the_error_body_has_the_one_shape(void **state)
{
    (void)state;
    struct arb_err err;
    static const struct arb_cite rule = {"000_x.txt", "Règles", 4, NULL};
    arb_err_set(&err, ARB_ERR_U_TURN, "move.path[1]", "Demi-tour interdit.");
    err.rule = &rule;
    cJSON *body = arb_json_error(&err);
    char *text = arb_json_print(body);
    assert_string_equal(text, "{\"error\":{\"code\":\"u_turn\",\"message\":\"Demi-tour interdit.\","
                              "\"field\":\"move.path[1]\",\"rule\":{\"source\":\"000_x.txt\","
                              "\"title\":\"Règles\",\"page\":4}}}");
    assert_int_equal(arb_err_status(ARB_ERR_U_TURN), 422);
    assert_int_equal(arb_err_status(ARB_ERR_BODY_TOO_LARGE), 413);
    cJSON_free(text);
    cJSON_Delete(body);
}

static void test_integers_are_read_in_range(void **state)
{
    (void)state;
    cJSON *j = NULL;
    struct arb_err err;
    const char *s = "{\"a\": 7, \"b\": 2.5, \"c\": \"7\", \"d\": 1e12}";
    long v = 0;
    assert_int_equal(arb_json_parse(s, strlen(s), &j, &err), 0);
    assert_int_equal(arb_json_int(cJSON_GetObjectItem(j, "a"), "a", 0, 10, &v, &err), 0);
    assert_int_equal(v, 7);
    assert_int_equal(arb_json_int(cJSON_GetObjectItem(j, "b"), "b", 0, 10, &v, &err),
                     -ARB_ERR_BAD_REQUEST);
    assert_int_equal(arb_json_int(cJSON_GetObjectItem(j, "c"), "c", 0, 10, &v, &err),
                     -ARB_ERR_BAD_REQUEST);
    assert_int_equal(arb_json_int(cJSON_GetObjectItem(j, "d"), "d", 0, 10, &v, &err),
                     -ARB_ERR_BAD_REQUEST);
    assert_string_equal(err.field, "d");
    assert_int_equal(arb_json_int(NULL, "e", 0, 10, &v, &err), -ARB_ERR_BAD_REQUEST);
    cJSON_Delete(j);
}

static void test_the_buffer_grows_and_writes_json_strings_in_ascii(void **state)
{
    (void)state;
    struct arb_buf b = {0};
    for (int i = 0; i < 1000; i++)
        arb_buf_printf(&b, "%03d,", i);
    assert_false(b.oom);
    assert_int_equal(b.len, 4000);
    assert_memory_equal(b.data + 3996, "999,", 5); /* with its terminator */
    arb_buf_release(&b);
    assert_null(b.data);
    arb_buf_json_str(&b, "a\"b\\c\n\xc3\xa9", 100);
    assert_string_equal(b.data, "a\\\"b\\\\c\\u000a\\u00c3\\u00a9");
    arb_buf_release(&b);
    arb_buf_json_str(&b, "abcdef", 3);
    assert_string_equal(b.data, "abc");
    arb_buf_release(&b);
    /* a reserved size holds its appends in the one allocation */
    arb_buf_append(&b, "ab", 2);
    arb_buf_reserve(&b, 5000);
    assert_int_equal(b.cap, 5003);
    char *held = b.data;
    for (int i = 0; i < 1000; i++)
        arb_buf_append(&b, "wxyz!", 5);
    assert_ptr_equal(b.data, held);
    assert_int_equal(b.len, 5002);
    assert_memory_equal(b.data, "abwxyz!", 7);
    arb_buf_reserve(&b, 0); /* room already there: nothing moves */
    assert_ptr_equal(b.data, held);
    assert_int_equal(b.cap, 5003);
    arb_buf_release(&b);
    uint64_t t0 = arb_now_ns(), t1 = arb_now_ns();
    assert_true(t1 >= t0 && t0 > 0);
    /* the CPU clock moves with work done, not with time waited */
    uint64_t c0 = arb_cpu_ns();
    volatile uint64_t spin = 0;
    while (arb_cpu_ns() - c0 < 2000000u)
        spin++;
    assert_true(spin > 0 && arb_cpu_ns() >= c0 + 2000000u);
    /* the wall clock is the epoch's: it agrees with time() to the second */
    time_t s0 = time(NULL);
    uint64_t w = arb_wall_ns();
    time_t s1 = time(NULL);
    assert_true((time_t)(w / 1000000000u) >= s0 - 1 && (time_t)(w / 1000000000u) <= s1 + 1);
    /* a deadline 1.5 s on lies 1.5 s past the wall clock, its nanoseconds normalised */
    struct timespec d = arb_wall_deadline(1500000000u);
    uint64_t dn = (uint64_t)d.tv_sec * 1000000000u + (uint64_t)d.tv_nsec;
    assert_true(d.tv_nsec >= 0 && d.tv_nsec < 1000000000L);
    assert_true(dn >= w + 1500000000u && dn < arb_wall_ns() + 1500000000u + 1000000u);
}

static void test_out_of_memory_is_one_error_in_both_languages(void **state)
{
    (void)state;
    struct arb_err err;
    assert_int_equal(arb_err_nomem(&err), -ARB_ERR_NOMEM);
    assert_int_equal(err.code, ARB_ERR_NOMEM);
    assert_string_equal(err.field, "");
    assert_string_equal(err.message, "Mémoire insuffisante.");
    assert_string_equal(arb_err_message(&err, ARB_LANG_EN), "Out of memory.");
    assert_int_equal(arb_err_nomem(NULL), -ARB_ERR_NOMEM);
}

static void test_a_file_is_read_whole_under_its_cap(void **state)
{
    (void)state;
    char path[] = "/tmp/arbitre-core-file-XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    static char big[200000];
    memset(big, 'x', sizeof big);
    assert_int_equal(write(fd, big, sizeof big), (ssize_t)sizeof big);
    close(fd);
    char *data;
    size_t len;
    struct arb_err err;
    assert_int_equal(arb_file_read(path, sizeof big, "request", &data, &len, &err), 0);
    assert_int_equal(len, sizeof big);
    assert_int_equal(data[len], '\0');
    assert_memory_equal(data, big, len);
    free(data);
    assert_int_equal(arb_file_read(path, sizeof big - 1, "request", &data, &len, &err),
                     -ARB_ERR_BODY_TOO_LARGE);
    assert_null(data);
    assert_string_equal(err.field, "request");
    unlink(path);
    assert_int_equal(arb_file_read(path, 10, "request", &data, &len, &err), -ARB_ERR_IO);
    assert_null(data);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_plain_object_parses),
        cmocka_unit_test(test_duplicate_keys_are_refused_with_the_key_named),
        cmocka_unit_test(test_invalid_utf8_is_refused),
        cmocka_unit_test(test_a_nul_byte_is_refused),
        cmocka_unit_test(test_an_escaped_nul_is_refused_as_a_control_character),
        cmocka_unit_test(test_nesting_deeper_than_the_limit_is_refused),
        cmocka_unit_test(test_infinite_numbers_and_trailing_text_are_refused),
        cmocka_unit_test(test_the_error_body_has_the_one_shape),
        cmocka_unit_test(test_integers_are_read_in_range),
        cmocka_unit_test(test_the_buffer_grows_and_writes_json_strings_in_ascii),
        cmocka_unit_test(test_out_of_memory_is_one_error_in_both_languages),
        cmocka_unit_test(test_a_file_is_read_whole_under_its_cap),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

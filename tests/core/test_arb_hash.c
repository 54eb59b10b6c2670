/* test_arb_hash.c — the one string hash is 64-bit FNV-1a: the published test vectors of the
 * FNV reference (Landon Curt Noll's test suite), and a seeded hash keys a string apart. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "arb_hash.h"

static void test_hash_gives_the_fnv1a_64_reference_values(void **state)
{
    (void)state;
    assert_true(arb_hash_str("") == 0xcbf29ce484222325ull);
    assert_true(arb_hash_str("a") == 0xaf63dc4c8601ec8cull);
    assert_true(arb_hash_str("foobar") == 0x85944171f73967e8ull);
}

static void test_hash_from_continues_where_a_prefix_stopped(void **state)
{
    (void)state;
    assert_true(arb_hash_from(arb_hash_str("foo"), "bar") == arb_hash_str("foobar"));
    assert_true(arb_hash_from(ARB_HASH_SEED, "prise") == arb_hash_str("prise"));
    assert_true(arb_hash_from(ARB_HASH_SEED ^ 1u, "prise") != arb_hash_str("prise"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_hash_gives_the_fnv1a_64_reference_values),
        cmocka_unit_test(test_hash_from_continues_where_a_prefix_stopped),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

/* faq_fixture.h — the cmocka group fixture the faq tests share: the embedded knowledge base,
 * the question answerer and, for the situation tests, the situations context, opened once per
 * test group and freed after it. The objects are the fixture's (tests borrow them). */
#ifndef FAQ_FIXTURE_H
#define FAQ_FIXTURE_H

#include "faq_int.h"
#include "faq_situ.h"

extern struct kb *kb;
extern struct faq *faq;
extern struct faq_situ_ctx *situ; /* NULL unless faq_fixture_setup_situ opened it */

/* Opens kb and faq. 0, or -1 (the group fails). */
int faq_fixture_setup(void **state);
/* Opens kb, faq and situ. 0, or -1. */
int faq_fixture_setup_situ(void **state);
/* Frees what a setup opened. 0. */
int faq_fixture_teardown(void **state);

/* faq_ask_body on the literal request body, asserting it succeeds; the response is the
 * caller's (cJSON_Delete). */
cJSON *faq_fixture_ask(const char *body);
/* The string member key of o, or NULL when it is absent or not a string. Borrowed from o. */
const char *faq_fixture_str(const cJSON *o, const char *key);

#endif

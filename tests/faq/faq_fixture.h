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

#endif

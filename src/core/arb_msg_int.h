/* arb_msg_int.h — the tables src/core/messages.cmake generates from data/messages.json, for
 * arb_msg.c only. */
#ifndef ARB_MSG_INT_H
#define ARB_MSG_INT_H

#include <stddef.h>

struct arb_msg {
    const char *fr, *en;
};

/* One per code of ARB_ERR_MAP, in its order. */
extern const struct arb_msg arb_msg_codes[];
extern const size_t arb_msg_codes_count;
/* The messages of the modules, keyed by their French text. */
extern const struct arb_msg arb_msg_texts[];
extern const size_t arb_msg_texts_count;

#endif

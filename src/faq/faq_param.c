/* faq_param.c — the parameter table's defaults, names and kinds, expanded from FAQ_PARAMS so
 * the table is written once (faq_param.h). */
#include "faq_int.h"

const double faq_param_default[FAQ_P_N] = {
#define FAQ_PARAM_VALUE(name, value) value,
    FAQ_PARAMS(FAQ_PARAM_VALUE)
#undef FAQ_PARAM_VALUE
};

const char *const faq_param_name[FAQ_P_N] = {
#define FAQ_PARAM_NAME(name, value) #name,
    FAQ_PARAMS(FAQ_PARAM_NAME)
#undef FAQ_PARAM_NAME
};

const enum faq_param_kind faq_param_kind[FAQ_P_N] = {
#define FAQ_PARAM_KIND_REAL(name, value) FAQ_PARAM_REAL,
#define FAQ_PARAM_KIND_WHOLE(name, value) FAQ_PARAM_WHOLE,
    FAQ_PARAMS_REAL(FAQ_PARAM_KIND_REAL) FAQ_PARAMS_WHOLE(FAQ_PARAM_KIND_WHOLE)
#undef FAQ_PARAM_KIND_REAL
#undef FAQ_PARAM_KIND_WHOLE
};

/* faq_param.c — the parameter table's defaults and names, expanded from FAQ_PARAMS so the
 * table is written once (faq_param.h). */
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

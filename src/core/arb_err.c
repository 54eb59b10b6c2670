/* arb_err.c — lookups in the error table and the one helper that fills a struct arb_err. */
#include "arb_err.h"

#include "arb_msg.h"

#include <stdio.h>
#include <string.h>

static const struct {
    int status;
    const char *slug;
} arb_err_table[] = {
#define ARB_ERR_ROW(name, status, slug) [name] = {status, slug},
    ARB_ERR_MAP(ARB_ERR_ROW)
#undef ARB_ERR_ROW
};

const char *arb_err_slug(enum arb_code code)
{
    if ((int)code < 0 || code >= ARB_ERR_COUNT)
        return "internal";
    return arb_err_table[code].slug;
}

int arb_err_status(enum arb_code code)
{
    if ((int)code < 0 || code >= ARB_ERR_COUNT)
        return 500;
    return arb_err_table[code].status;
}

int arb_err_is_illegal_move(enum arb_code code)
{
    return arb_err_status(code) == 422;
}

int arb_err_set(struct arb_err *err, enum arb_code code, const char *field, const char *fmt, ...)
{
    if (err) {
        va_list ap, again;
        err->code = code;
        err->rule = NULL;
        snprintf(err->field, sizeof err->field, "%s", field ? field : "");
        va_start(ap, fmt);
        va_copy(again, ap);
        vsnprintf(err->message, sizeof err->message, fmt, ap);
        /* "%s" passes a text already written: its English is that text's */
        const char *en = arb_msg_en(strcmp(fmt, "%s") == 0 ? err->message : fmt);
        if (!en)
            err->message_en[0] = '\0';
        else if (strcmp(fmt, "%s") == 0)
            snprintf(err->message_en, sizeof err->message_en, "%s", en);
        else
            vsnprintf(err->message_en, sizeof err->message_en, en, again);
        va_end(again);
        va_end(ap);
    }
    return -(int)code;
}

int arb_err_nomem(struct arb_err *err)
{
    return arb_err_set(err, ARB_ERR_NOMEM, NULL, "%s", arb_msg_code(ARB_ERR_NOMEM, ARB_LANG_FR));
}

const char *arb_err_message(const struct arb_err *err, enum arb_lang lang)
{
    if (lang != ARB_LANG_EN)
        return err->message;
    return err->message_en[0] ? err->message_en : arb_msg_code(err->code, ARB_LANG_EN);
}

void arb_err_clear(struct arb_err *err)
{
    err->code = ARB_OK;
    err->field[0] = '\0';
    err->message[0] = '\0';
    err->message_en[0] = '\0';
    err->rule = NULL;
}

/* fuzz_kb.c — libFuzzer target for the knowledge-base loader: the input is written as the
 * only rule file of a fresh folder (awale.json) and opened with kb_open, which parses it,
 * validates it against the schema and the cross checks, builds the index and runs its
 * scenarios through the engine. Every outcome is a kb or a -ARB_ERR_KB with a message. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "kb.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static char dir[64], file[96];
    struct kb *kb = NULL;
    struct arb_err err;
    if (size > 256 * 1024)
        return 0;
    if (!dir[0]) {
        snprintf(dir, sizeof dir, "/tmp/arbitre-fuzz-kb-%d", (int)getpid());
        snprintf(file, sizeof file, "%s/awale.json", dir);
        char mk[128];
        snprintf(mk, sizeof mk, "mkdir -p %s", dir);
        if (system(mk) != 0)
            __builtin_trap();
    }
    FILE *f = fopen(file, "wb");
    if (!f)
        return 0;
    fwrite(data, 1, size, f);
    fclose(f);
    if (kb_open(dir, &kb, &err) == 0)
        kb_free(kb);
    return 0;
}

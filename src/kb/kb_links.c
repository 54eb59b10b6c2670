/* kb_links.c — what ties the knowledge base together beyond one entry: answer kinds, topics,
 * refines, yes/no leads, glossary roles and seat names. kb_links_build checks at load what the
 * schema cannot say (a refines target exists in the same game and no chain of refines loops;
 * a case is stated in both languages or in neither;
 * one piece, one hole and, for a mancala, one store term; one seat list per player count) and
 * resolves it into the structs; the accessors below only read. Invariant: after kb_open,
 * every entry's refines is NULL or an entry of its own game, and following refines ends. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kb_int.h"

static const char *const answer_slugs[KB_ANSWER_KINDS] = {
    "count",       "who",        "when",   "where",    "how",      "permission",
    "consequence", "definition", "reason", "ending",   "duration", "order",
    "difference",  "summary",    "setup",  "material",
};

static const char *const role_slugs[] = {
    [KB_ROLE_PIECE] = "piece",
    [KB_ROLE_HOLE] = "hole",
    [KB_ROLE_STORE] = "store",
};

enum kb_role kb_role_parse(const char *slug)
{
    for (size_t r = 0; r < sizeof role_slugs / sizeof *role_slugs; r++)
        if (strcmp(role_slugs[r], slug) == 0)
            return (enum kb_role)r;
    return KB_ROLE_OTHER; /* "other": the schema's enum lists no other slug */
}

const char *kb_answer_kind_slug(enum kb_answer_kind kind)
{
    for (int i = 0; i < KB_ANSWER_KINDS; i++)
        if ((unsigned)kind == 1u << i)
            return answer_slugs[i];
    return NULL;
}

enum kb_answer_kind kb_answer_kind_parse(const char *slug)
{
    for (int i = 0; slug && i < KB_ANSWER_KINDS; i++)
        if (strcmp(answer_slugs[i], slug) == 0)
            return (enum kb_answer_kind)(1u << i);
    return (enum kb_answer_kind)0;
}

/* ---- checks at load ------------------------------------------------------------------ */

struct where {
    const char *file;
    char path[64];
};

static int refuse(struct arb_err *err, const struct where *w, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static int refuse(struct arb_err *err, const struct where *w, const char *fmt, ...)
{
    char what[240];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    return arb_err_set(err, ARB_ERR_KB, w->path, "%s: %s: %s", w->file, w->path, what);
}

/* No kind twice in entries[i].answers (the schema checked each is known). */
static int check_answers(const cJSON *entry, struct where *w, size_t i, struct arb_err *err)
{
    unsigned seen = 0;
    int k = 0;
    const cJSON *it;
    cJSON_ArrayForEach(it, cJSON_GetObjectItem(entry, "answers"))
    {
        unsigned bit = kb_answer_kind_parse(it->valuestring);
        snprintf(w->path, sizeof w->path, "entries[%zu].answers[%d]", i, k++);
        if (seen & bit)
            return refuse(err, w, "type de réponse « %s » en double", it->valuestring);
        seen |= bit;
    }
    return 0;
}

/* entries[i].refines names an entry of the same game; sets e->refines. */
static int resolve_refines(struct kb_game *g, const cJSON *entry, size_t i, struct where *w,
                           struct arb_err *err)
{
    const cJSON *r = cJSON_GetObjectItem(entry, "refines");
    struct kb_entry *e = (struct kb_entry *)&g->entries[i];
    size_t glen = strlen(g->id);
    if (!cJSON_IsString(r))
        return 0;
    snprintf(w->path, sizeof w->path, "entries[%zu].refines", i);
    if (strncmp(r->valuestring, g->id, glen) != 0 || r->valuestring[glen] != '.')
        return refuse(err, w,
                      "« %s » n'est pas une entrée de %s : on n'affine qu'une entrée du même jeu",
                      r->valuestring, g->id);
    for (size_t k = 0; k < g->n_entries; k++)
        if (strcmp(g->entries[k].id, r->valuestring) == 0) {
            e->refines = &g->entries[k];
            return 0;
        }
    return refuse(err, w, "aucune entrée « %s » à affiner", r->valuestring);
}

/* The words of a case pattern (separated by spaces). */
static size_t words_of(const char *pattern)
{
    size_t words = 1;
    for (const char *c = pattern; *c; c++)
        words += *c == ' ';
    return words;
}

/* entries[i] states its case in both languages or in neither (a case only the French text has
 * would rank English questions by other rules than French ones), each in a few words. */
static int check_case(const struct kb_entry *e, size_t i, struct where *w, struct arb_err *err)
{
    const struct kb_strs *both[] = {&e->cases, &e->en_cases};
    for (size_t l = 0; l < 2; l++)
        for (size_t k = 0; k < both[l]->n; k++) {
            size_t words = words_of(both[l]->v[k]);
            snprintf(w->path, sizeof w->path,
                     l ? "entries[%zu].en.case[%zu]" : "entries[%zu].case[%zu]", i, k);
            if (words > KB_CASE_WORDS_MAX)
                return refuse(err, w, "un cas couvert a au plus %d mots", KB_CASE_WORDS_MAX);
        }
    if ((e->cases.n == 0) == (e->en_cases.n == 0))
        return 0;
    snprintf(w->path, sizeof w->path, e->cases.n ? "entries[%zu].en" : "entries[%zu].case", i);
    return refuse(err, w,
                  "le cas couvert (« case ») s'écrit en français et en anglais, ou pas du "
                  "tout");
}

/* entries[i]'s leads: only on a yes/no entry, each proposition's words a few words long. */
static int check_leads(const struct kb_entry *e, size_t i, struct where *w, struct arb_err *err)
{
    if (e->n_leads && e->yes_no == KB_YN_NONE) {
        snprintf(w->path, sizeof w->path, "entries[%zu].leads", i);
        return refuse(err, w, "« leads » ne se donne qu'à une entrée oui/non (« yes_no »)");
    }
    for (size_t k = 0; k < e->n_leads; k++) {
        const struct kb_strs *both[] = {&e->leads[k].fr, &e->leads[k].en};
        for (size_t l = 0; l < 2; l++)
            for (size_t c = 0; c < both[l]->n; c++) {
                size_t words = words_of(both[l]->v[c]);
                snprintf(w->path, sizeof w->path, "entries[%zu].leads[%zu]", i, k);
                if (words > KB_CASE_WORDS_MAX)
                    return refuse(err, w, "une proposition a au plus %d mots", KB_CASE_WORDS_MAX);
            }
    }
    return 0;
}

/* Following refines from any entry of g ends. An entry on a loop meets itself again and is
 * reported with the loop; one that only leads into a loop stops after n_entries steps (the
 * loop's own entries report it). */
static int check_cycles(const struct kb_game *g, struct where *w, struct arb_err *err)
{
    for (size_t i = 0; i < g->n_entries; i++) {
        const struct kb_entry *e = &g->entries[i];
        size_t steps = 0;
        for (const struct kb_entry *p = e->refines; p && ++steps <= g->n_entries; p = p->refines)
            if (p == e) {
                char chain[160];
                size_t len = 0;
                const struct kb_entry *q = e;
                do {
                    int n =
                        snprintf(chain + len, sizeof chain - len, "%s%s", len ? " → " : "", q->id);
                    len = n < 0 || len + (size_t)n >= sizeof chain ? sizeof chain - 1
                                                                   : len + (size_t)n;
                    q = q->refines;
                } while (q != e && len < sizeof chain - 1);
                snprintf(chain + len, sizeof chain - len, " → %s", e->id);
                snprintf(w->path, sizeof w->path, "entries[%zu].refines", i);
                return refuse(err, w, "les affinements tournent en rond : %s", chain);
            }
    }
    return 0;
}

/* One piece and one hole term; a mancala one store, another game at most one; each a noun
 * (plural and gender, English plural). */
static int check_roles(const struct kb_game *g, struct where *w, struct arb_err *err)
{
    size_t first[KB_ROLE_OTHER];
    bool seen[KB_ROLE_OTHER] = {false};
    for (size_t t = 0; t < g->n_glossary; t++) {
        enum kb_role r = g->glossary[t].role;
        if (r == KB_ROLE_OTHER)
            continue;
        snprintf(w->path, sizeof w->path, "glossary[%zu]", t);
        if (!g->glossary[t].plural || g->glossary[t].gender == KB_GENDER_NONE ||
            !g->glossary[t].en_plural)
            return refuse(err, w,
                          "un terme de rôle « %s » est un nom : plural, gender et "
                          "en.plural attendus",
                          role_slugs[r]);
        snprintf(w->path, sizeof w->path, "glossary[%zu].role", t);
        if (seen[r])
            return refuse(err, w, "un second terme de rôle « %s » (le premier est glossary[%zu])",
                          role_slugs[r], first[r]);
        seen[r] = true;
        first[r] = t;
    }
    snprintf(w->path, sizeof w->path, "glossary");
    for (int r = KB_ROLE_PIECE; r < KB_ROLE_OTHER; r++)
        if (!seen[r] && (r != KB_ROLE_STORE || g->rules->kind == RULES_MANCALA))
            return refuse(err, w, "aucun terme de rôle « %s »", role_slugs[r]);
    return 0;
}

/* One list per player count of meta.players, each with one distinct name per player. */
static int check_seats(const struct kb_game *g, const cJSON *root, struct where *w,
                       struct arb_err *err)
{
    static const char *const langs[] = {"fr", "en"};
    int covered[8] = {0}; /* 1 + index of the list of each count */
    for (size_t i = 0; i < g->n_seats; i++) {
        const struct kb_seats *s = &g->seats[i];
        const cJSON *item = cJSON_GetArrayItem(cJSON_GetObjectItem(root, "seats"), (int)i);
        snprintf(w->path, sizeof w->path, "seats[%zu].players", i);
        if (s->players < g->players_min || s->players > g->players_max ||
            s->players >= (int)(sizeof covered / sizeof *covered))
            return refuse(err, w, "%d joueurs, hors de meta.players (%d à %d)", s->players,
                          g->players_min, g->players_max);
        if (covered[s->players])
            return refuse(err, w, "%d joueurs ont déjà leurs noms dans seats[%d]", s->players,
                          covered[s->players] - 1);
        covered[s->players] = (int)i + 1;
        for (int l = 0; l < 2; l++) {
            const cJSON *names = cJSON_GetObjectItem(item, langs[l]);
            const char *const *v = l ? s->en : s->fr;
            snprintf(w->path, sizeof w->path, "seats[%zu].%s", i, langs[l]);
            if (cJSON_GetArraySize(names) != s->players)
                return refuse(err, w, "%d nom(s) pour %d joueurs", cJSON_GetArraySize(names),
                              s->players);
            for (int a = 0; a < s->players; a++)
                for (int b = 0; b < a; b++)
                    if (strcmp(v[a], v[b]) == 0) {
                        snprintf(w->path, sizeof w->path, "seats[%zu].%s[%d]", i, langs[l], a);
                        return refuse(err, w, "« %s » nomme déjà la place %d", v[a], b + 1);
                    }
        }
    }
    snprintf(w->path, sizeof w->path, "seats");
    for (int p = g->players_min; p <= g->players_max; p++)
        if (p >= (int)(sizeof covered / sizeof *covered) || !covered[p])
            return refuse(err, w, "aucun nom de place pour %d joueurs", p);
    return 0;
}

static int cmp_str(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* kb->topics: every entry's topic once, sorted. */
static int build_topics(struct kb *kb)
{
    const char **v = kb_alloc(kb, (kb->n_entries + 1) * sizeof *v);
    size_t n = 0;
    if (!v)
        return -1;
    for (size_t i = 0; i < kb->n_entries; i++)
        v[n++] = kb->entries[i].topic;
    qsort(v, n, sizeof *v, cmp_str);
    size_t kept = 0;
    for (size_t i = 0; i < n; i++)
        if (kept == 0 || strcmp(v[kept - 1], v[i]) != 0)
            v[kept++] = v[i];
    kb->topics = v;
    kb->n_topics = kept;
    return 0;
}

/* Each entry's answer behind the lead of its yes_no, in both languages. */
static int build_led_answers(struct kb *kb)
{
    for (size_t i = 0; i < kb->n_entries; i++) {
        struct kb_entry *e = &kb->entries[i];
        for (int l = KB_FR; l <= KB_EN; l++) {
            const char *answer = l == KB_EN && e->en_answer ? e->en_answer : e->answer;
            const char *lead = kb_lead(kb, (enum kb_lang)l, e->yes_no);
            e->led_answer[l] = lead ? kb_printf(kb, "%s %s", lead, answer) : answer;
            if (!e->led_answer[l])
                return -1;
        }
    }
    return 0;
}

int kb_links_build(struct kb *kb, const cJSON *const *roots, const char *const *files,
                   struct arb_err *err)
{
    int rc = 0;
    for (size_t gi = 0; rc == 0 && gi < kb->n_games; gi++) {
        struct kb_game *g = &kb->games[gi];
        struct where w = {.file = files[gi]};
        const cJSON *entries = cJSON_GetObjectItem(roots[gi], "entries");
        for (size_t i = 0; rc == 0 && i < g->n_entries; i++) {
            const cJSON *entry = cJSON_GetArrayItem(entries, (int)i);
            if (!(rc = check_answers(entry, &w, i, err)) &&
                !(rc = check_case(&g->entries[i], i, &w, err)) &&
                !(rc = check_leads(&g->entries[i], i, &w, err)))
                rc = resolve_refines(g, entry, i, &w, err);
        }
        if (rc || (rc = check_cycles(g, &w, err)) || (rc = check_roles(g, &w, err)) ||
            (rc = check_seats(g, roots[gi], &w, err)))
            return rc;
    }
    if (build_topics(kb) || build_led_answers(kb))
        return arb_err_nomem(err);
    return 0;
}

/* ---- accessors ---------------------------------------------------------------------- */

unsigned kb_entry_answers(const struct kb_entry *e)
{
    return e->answers;
}

const char *kb_entry_topic(const struct kb_entry *e)
{
    return e->topic;
}

const struct kb_entry *kb_entry_refines(const struct kb_entry *e)
{
    return e->refines;
}

bool kb_entry_narrows(const struct kb_entry *e, const struct kb_entry *ancestor)
{
    for (const struct kb_entry *p = e->refines; p; p = p->refines)
        if (p == ancestor)
            return true;
    return false;
}

enum kb_yes_no kb_entry_yes_no(const struct kb_entry *e)
{
    return e->yes_no;
}

const char *kb_lead(const struct kb *kb, enum kb_lang lang, enum kb_yes_no yn)
{
    if (yn == KB_YN_NONE || (lang != KB_FR && lang != KB_EN))
        return NULL;
    const cJSON *lead = cJSON_GetObjectItem(kb->lexicon[lang], "lead");
    return cJSON_GetStringValue(cJSON_GetObjectItem(lead, yn == KB_YN_YES ? "yes" : "no"));
}

const char *kb_entry_answer_led(const struct kb_entry *e, enum kb_lang lang)
{
    return e->led_answer[lang == KB_EN ? KB_EN : KB_FR];
}

const cJSON *kb_lexicon(const struct kb *kb, enum kb_lang lang)
{
    return kb->lexicon[lang == KB_EN ? KB_EN : KB_FR];
}

size_t kb_topic_entries(const struct kb *kb, const struct kb_game *g, const char *topic,
                        const struct kb_entry **out, size_t cap)
{
    size_t n = 0;
    for (size_t i = 0; topic && i < kb->n_entries; i++) {
        const struct kb_entry *e = &kb->entries[i];
        if ((g && e->game != g) || strcmp(e->topic, topic) != 0)
            continue;
        if (n < cap)
            out[n] = e;
        n++;
    }
    return n;
}

size_t kb_topic_count(const struct kb *kb)
{
    return kb->n_topics;
}

const char *kb_topic_at(const struct kb *kb, size_t i)
{
    return i < kb->n_topics ? kb->topics[i] : NULL;
}

const struct kb_term *kb_glossary_role(const struct kb_game *g, enum kb_role role)
{
    for (size_t t = 0; role != KB_ROLE_OTHER && t < g->n_glossary; t++)
        if (g->glossary[t].role == role)
            return &g->glossary[t];
    return NULL;
}

const char *kb_seat_name(const struct kb_game *g, int seat, int players, enum kb_lang lang)
{
    for (size_t i = 0; i < g->n_seats; i++) {
        const struct kb_seats *s = &g->seats[i];
        if (s->players == players && seat >= 0 && seat < players)
            return lang == KB_EN ? s->en[seat] : s->fr[seat];
    }
    return NULL;
}

/* faq_param.h — every number the assistant weighs, in one table: name, value, meaning. The
 * values are fit on the dev questions (tests/qa/questions.jsonl + tests/qa/dev/ files) by
 * `arbitre eval --fit ROUNDS [--folds K] --heldout none` (faq_eval_fit.c), which prints the
 * rows to paste here; the held-out set (tests/qa/heldout/) never takes part. A struct faq holds
 * its own copy (f->param), so a fit changes one assistant, not the program.
 * Cross-validated on 2026-12-02 from these values (`arbitre eval --fit 1 --folds 2 --heldout
 * none`, 21 dev files in 2 folds): fit on one fold, each kept move gained one question there
 * (+6 and +6 utility, right answers less wrong ones), and the folds left out went from 2889 to
 * 2885 (right 3241 -> 3239, wrong 352 -> 354 of 3663): one-question moves do not carry over.
 * Fit on every dev file (`--fit 2 --folds 0`, first round to compare_topic_share, stopped):
 * refine_boost 1.125, w_coverage 0.216, silent_share 0.855, context_share 0.55,
 * compare_topic_share 0.72, utility 2889 -> 2899; on fcd23c7 dev 87.7 -> 87.9 %, held-out
 * 88.5 -> 88.5 % (abstention P 82.4 %, R 95.5 % both), situations 1185/1274 both: no gain off
 * dev, so the values below stay as they were. */
#ifndef FAQ_PARAM_H
#define FAQ_PARAM_H

/* X(name, value): the meaning of each is the comment on its line. The fit moves a real
 * parameter by a tenth of its value (at least 0.02, kept to 0.001) and a whole one (a count of
 * letters, words or edits, read as an integer) by one. */
#define FAQ_PARAMS_REAL(X)                                                                          \
    X(coverage_min, 0.18) /* abstain: share of the question's weighted words the entry holds */     \
    X(match_min, 0.12)    /* abstain: Dice of the question against the entry's best asking */       \
    X(known_min, 0.73)    /* abstain: share of the question's weight the knowledge base knows */    \
    X(known_enough, 0.60) /* abstain: … or this share, for an entry matching match_strong */      \
    X(handling_min, 0.25) /* abstain: share of handling words the entry never speaks of */          \
    X(aside_share_max, 0.50)  /* chat, out-of-scope or handling words under this share of the       \
                               * question may be told beside a rule asked closely */                \
    X(match_strong, 0.70)     /* a close match survives a word the kb does not know */              \
    X(lang_word_share, 0.275) /* weight kept by a correct word of the language no entry uses */     \
    X(unknown_share, 0.50)    /* weight kept by a word neither the kb nor the dictionary knows */   \
    X(tie_ratio, 0.72)        /* two games tie when the second's score is within this ratio */      \
    X(vocab_margin, 2.00) /* words of one game must outweigh the next's this much to decide it */   \
    X(prev_weight, 0.50)  /* weight of the previous question's words in a follow-up */              \
    X(prev_answer_weight, 0.25) /* weight of the previous answer's words (its topic) */             \
    X(repeat_share, 0.80)       /* score kept by the previous entry when a follow-up asks more */   \
    X(refine_boost, 1.25) /* « et si … ? »: entries refining the previous answer score this */  \
    X(w_variant, 0.75)    /* rank: best idf-weighted cosine against one way of asking */            \
    X(w_coverage, 0.24)   /* rank: weighted share of the question's words in the entry */           \
    X(syn_share, 0.77)    /* a word found only through a synonym counts this share */               \
    X(w_bm25, 0.352)      /* rank: bm25 of the whole entry, normalised by the best entry's */       \
    X(bm25_k1, 1.20)      /* bm25 term-frequency saturation */                                      \
    X(bm25_b, 0.75)       /* bm25 length normalisation */                                           \
    X(w_bigram, 0.20)     /* rank: two question words in a row found in a row */                    \
    X(w_topic, 0.20)      /* rank: the previous answer's words, for a follow-up */                  \
    X(specific_share, 0.85) /* a refining entry keeps this when the question asks nothing of it */  \
    X(w_kind, 0.15)         /* rank: the entry answers the kind of question asked */                \
    X(kind_miss_share, 0.92) /* an entry declaring other kinds than the one asked keeps this */     \
    X(silent_share, 0.95)    /* rank: an entry on a case the rulebook leaves open keeps this */     \
    X(num_share, 0.50) /* weight of a number no entry writes (any number-stating entry has it) */   \
    X(context_share, 0.50)     /* weight of words told before the question's last clause */         \
    X(conf_close_share, 0.80)  /* confidence kept when a second entry scores within tie_ratio */    \
    X(conf_named_silent, 0.60) /* confidence of a comparison where a game's rulebook is silent */   \
    X(conf_named, 0.90)        /* confidence of a comparison answered for every game */             \
    X(compare_topic_share, 0.80) /* a comparison takes the games' shared topic when each of its     \
                                  * entries scores this share of its game's best */                 \
    X(compare_topic_floor, 0.60) /* or, when no game's best is on it, each at least this share      \
                                  * of its game's best */                                           \
    X(compare_topic_mean, 0.70)  /* and this share on average: a comparison has one subject */      \
    X(conf_followup_topic, 0.90) /* confidence of « et au kalah ? » answered by the same topic */ \
    X(conf_no_reason, 0.60)      /* confidence of a rule stated for a reason the rulebook omits */  \
    X(reason_match_min, 0.825)   /* a reason asked of a rule matching its entry this well tells no  \
                                  * situation of the player's game (faq_situ does not read it) */   \
    X(silent_other_ratio, 0.80) /* another game's entry on a topic the game asked lacks, this much  \
                                 * better than the game's own best: its rulebook is silent */       \
    X(lead_match_min, 0.45) /* Oui/Non leads only when the question matches the entry this well */  \
    X(conf_coverage, 0.50)  /* confidence: share of coverage (the rest: the score, capped at 1) */

#define FAQ_PARAMS_WHOLE(X)                                                                        \
    X(case_span, 5)     /* a case's words lie within this many words of the question */            \
    X(family_min, 5)    /* two stems one the other's prefix, this long, are one word's forms */    \
    X(family_gap, 3)    /* … at most this many letters apart (« premier »/« premi ») */      \
    X(phonetic_min, 3)  /* a word this long may be read by its sound (« komen ») */              \
    X(phonetic_long, 7) /* from this length, phonetic_edits_long edits are allowed, else short */  \
    X(phonetic_edits_short, 3) /* edits between a word and the known word sounding like it */      \
    X(phonetic_edits_long, 4)  /* the same for long words */                                       \
    X(real_typo_min, 6)   /* a correct word this long no entry uses may be a typo of a kb word */  \
    X(real_typo_edits, 1) /* … within this many edits (« patrie » for « partie ») */         \
    X(elided_depth, 2)    /* elisions without apostrophe read before a word (« dlotre ») */      \
    X(prefix_min, 5)      /* a word this long may be the start of a known word (« possib ») */   \
    X(prefix_gap, 3)      /* … at most this many letters shorter than it */

#define FAQ_PARAMS(X) FAQ_PARAMS_REAL(X) FAQ_PARAMS_WHOLE(X)

enum faq_param_id {
#define FAQ_PARAM_ENUM(name, value) FAQ_P_##name,
    FAQ_PARAMS(FAQ_PARAM_ENUM)
#undef FAQ_PARAM_ENUM
        FAQ_P_N
};

/* How the fit moves a parameter: which of the two tables holds it. */
enum faq_param_kind { FAQ_PARAM_REAL, FAQ_PARAM_WHOLE };

/* The table's defaults, names (stringified identifiers) and kinds, by enum faq_param_id. */
extern const double faq_param_default[FAQ_P_N];
extern const char *const faq_param_name[FAQ_P_N];
extern const enum faq_param_kind faq_param_kind[FAQ_P_N];

#define FAQ_P(f, name) ((f)->param[FAQ_P_##name])

#endif

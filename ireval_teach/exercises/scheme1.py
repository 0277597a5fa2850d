"""The named mistakes variant scheme 1 draws its inputs against, per task family, as released.

A value task's input is drawn until every named mistake gives another number than the right one, and every
task's first input until the catalogue's mistakes are apart (:func:`.tasks._discriminating`). A mistake added
to the checker later is named in feedback like the others, but it must not change a student's input (a typed
answer would turn wrong with a package update): scheme 1 draws against these names only. A family not listed
here (a task added after scheme 1) draws against every mistake the checker knows.

Written once from the checker of 2026-11-27 (44172f7), whose draws equal the released ones
(``tests/golden/released_variants.json``); never edited for scheme 1.
"""

from __future__ import annotations

#: family -> {"misconceptions": catalogue names kept apart, "separated": (mistake, form) names a value task's
#: input tells from the right value: ``name#form`` for a catalogue mistake, the variant's name for a formula slip}
SCHEME_1: dict[str, dict[str, tuple[str, ...]]] = {
    'ap': {
        'misconceptions': (
            'ap_divides_by_retrieved_relevant',
            'ap_averaged_over_all_ranks',
            'ap_zero_based_ranks',
        ),
        'separated': (
            'ap_divides_by_retrieved_relevant#0',
            'ap_averaged_over_all_ranks#0',
            'ap_zero_based_ranks#0',
            'ap:denominator=retrieved_relevant',
            'ap:denominator=list',
            'ap:denominator=min',
            'ap:precision_at=all',
            'ap:precision_at=recall',
            'ap:rank_offset=0',
            'ap:rank_offset=+1',
            'ap:rank_offset=hits',
            'ap:position=first_index',
            'ap:numerator=before',
            'ap:numerator=twice',
            'ap:denominator=twice',
            'ap:denominator=none',
            'ap:aggregation=max',
            'ap:cutoff=n_relevant',
            'ap:aggregation=median',
            'ap:division=integer',
            'ap:rounding=1',
            'ap:rounding=2',
            'ap:rounding=3',
            'ap:rounding=int',
        ),
    },
    'ap_at_k': {
        'misconceptions': (
        ),
    },
    'averaged_curve': {
        'misconceptions': (
        ),
    },
    'dcg_classic': {
        'misconceptions': (
            'dcg_trec_where_classic',
        ),
    },
    'dcg_exponential': {
        'misconceptions': (
            'dcg_linear_gain_where_exponential',
        ),
        'separated': (
            'dcg_linear_gain_where_exponential#0',
            'dcg_exponential:discount=classic',
            'dcg_exponential:discount=log_all',
            'dcg_exponential:log_base=e',
            'dcg_exponential:log_base=10',
            'dcg_exponential:rank_offset=-1',
            'dcg_exponential:rank_offset=+1',
            'dcg_exponential:gain=linear',
            'dcg_exponential:gain=pow2',
            'dcg_exponential:gain=squared',
            'dcg_exponential:gain=pow2_minus_inside',
            'dcg_exponential:gain=pow2_minus_inside_relevant',
            'dcg_exponential:gain=squared_minus_one',
            'dcg_exponential:discount=log_plus_one',
            'dcg_exponential:discount=rank',
            'dcg_exponential:discount=none',
            'dcg_exponential:discount=log_inverted',
            'dcg_exponential:aggregation=mean',
            'dcg_exponential:aggregation=max',
            'dcg_exponential:aggregation=normalised',
            'dcg_exponential:rounding=1',
            'dcg_exponential:rounding=2',
            'dcg_exponential:rounding=3',
            'dcg_exponential:rounding=int',
        ),
    },
    'dcg_trec': {
        'misconceptions': (
            'dcg_classic_where_trec',
        ),
        'separated': (
            'dcg_classic_where_trec#0',
            'dcg_trec:discount=classic',
            'dcg_trec:discount=log_all',
            'dcg_trec:log_base=e',
            'dcg_trec:log_base=10',
            'dcg_trec:rank_offset=-1',
            'dcg_trec:rank_offset=+1',
            'dcg_trec:gain=exponential',
            'dcg_trec:gain=pow2',
            'dcg_trec:gain=squared',
            'dcg_trec:discount=log_plus_one',
            'dcg_trec:discount=rank',
            'dcg_trec:discount=none',
            'dcg_trec:discount=log_inverted',
            'dcg_trec:aggregation=mean',
            'dcg_trec:aggregation=max',
            'dcg_trec:aggregation=normalised',
            'dcg_trec:rounding=1',
            'dcg_trec:rounding=2',
            'dcg_trec:rounding=3',
            'dcg_trec:rounding=int',
        ),
    },
    'distance_p_at_k': {
        'misconceptions': (
            'distances_sorted_wrong_way',
        ),
    },
    'eer': {
        'misconceptions': (
        ),
    },
    'eleven_point': {
        'misconceptions': (
            'eleven_point_without_zero',
            'eleven_point_uninterpolated',
        ),
    },
    'eps_precision': {
        'misconceptions': (
        ),
    },
    'f_beta': {
        'misconceptions': (
            'f_arithmetic_mean',
            'f_beta_inverted',
        ),
    },
    'gen_recall': {
        'misconceptions': (
            'recall_over_scope',
            'recall_over_database',
        ),
        'separated': (
            'recall_over_scope#0',
            'recall_over_database#0',
            'gen_recall:ratio=v/s',
            'gen_recall:ratio=v/d',
            'gen_recall:ratio=v/e',
            'gen_recall:ratio=c/v',
            'gen_recall:ratio=s/c',
            'gen_recall:division=integer',
        ),
    },
    'generality': {
        'misconceptions': (
            'generality_over_irrelevant',
        ),
        'separated': (
            'generality_over_irrelevant#0',
            'generality:ratio=d/c',
            'generality:ratio=e/d',
            'generality:ratio=c/e',
            'generality:ratio=c/(c+d)',
        ),
    },
    'grip_point': {
        'misconceptions': (
            'grip_at_ten',
            'grip_whole_list',
        ),
    },
    'interp_curve': {
        'misconceptions': (
            'interpolation_missing',
            'interpolation_max_to_left',
        ),
    },
    'interp_step': {
        'misconceptions': (
        ),
    },
    'knn_tie_bounds': {
        'misconceptions': (
        ),
    },
    'macro_precision': {
        'misconceptions': (
            'micro_where_macro',
        ),
    },
    'map': {
        'misconceptions': (
            'map_concatenated',
        ),
    },
    'micro_recall': {
        'misconceptions': (
            'macro_where_micro',
        ),
        'separated': (
            'macro_where_micro#0',
            'micro_recall:averaging=macro',
            'micro_recall:averaging=median',
            'micro_recall:averaging=harmonic',
            'micro_recall:empty_query=skip_zero',
            'micro_recall:measure=precision',
            'micro_recall:measure=jaccard',
            'micro_recall:measure=false_discovery',
            'micro_recall:empty_query=skip',
            'micro_recall:empty_query=one',
            'micro_recall:division=integer',
            'micro_recall:rounding=1',
            'micro_recall:rounding=2',
            'micro_recall:rounding=3',
            'micro_recall:rounding=int',
        ),
    },
    'mrr': {
        'misconceptions': (
        ),
    },
    'ndcg_all': {
        'misconceptions': (
            'ndcg_ideal_from_retrieved',
        ),
        'separated': (
            'ndcg_ideal_from_retrieved#0',
            'ndcg_all:ideal=retrieved',
            'ndcg_all:ideal=cut',
            'ndcg_all:ideal=unsorted',
            'ndcg_all:ideal=ascending',
            'ndcg_all:ideal=ascending_relevant',
            'ndcg_all:ideal=separately',
            'ndcg_all:numerator=sorted_grades',
            'ndcg_all:ideal=deduplicated',
            'ndcg_all:ideal=unretrieved_only',
            'ndcg_all:ideal=undiscounted',
            'ndcg_all:ideal_discount=trec',
            'ndcg_all:discount=trec',
            'ndcg_all:discount=log_all',
            'ndcg_all:log_base=e',
            'ndcg_all:log_base=10',
            'ndcg_all:rank_offset=-1',
            'ndcg_all:rank_offset=+1',
            'ndcg_all:gain=exponential',
            'ndcg_all:gain=pow2',
            'ndcg_all:gain=squared',
            'ndcg_all:discount=rank',
            'ndcg_all:discount=none',
            'ndcg_all:discount=log_inverted',
            'ndcg_all:rounding=1',
            'ndcg_all:rounding=2',
            'ndcg_all:rounding=3',
            'ndcg_all:rounding=int',
        ),
    },
    'p_at_k': {
        'misconceptions': (
            'p_at_k_divides_by_retrieved',
        ),
    },
    'pr_points': {
        'misconceptions': (
        ),
    },
    'practical': {
        'misconceptions': (
        ),
    },
    'r_at_k': {
        'misconceptions': (
            'recall_divided_by_k',
        ),
        'separated': (
            'recall_divided_by_k#0',
            'r_at_k:cutoff=k-1',
            'r_at_k:cutoff=k+1',
            'r_at_k:cutoff=list',
            'r_at_k:numerator=twice',
            'r_at_k:denominator=k',
            'r_at_k:denominator=retrieved_relevant',
            'r_at_k:denominator=list',
            'r_at_k:denominator=twice',
            'r_at_k:division=integer',
        ),
    },
    'r_precision': {
        'misconceptions': (
        ),
        'separated': (
        ),
    },
    'random_precision': {
        'misconceptions': (
            'random_precision_over_scope',
            'random_precision_over_embedding',
        ),
        'separated': (
            'random_precision_over_scope#0',
            'random_precision_over_embedding#0',
            'random_precision:ratio=c/s',
            'random_precision:ratio=c/e',
            'random_precision:ratio=s/d',
            'random_precision:ratio=half',
            'random_precision:ratio=d/c',
            'random_precision:ratio=count',
            'random_precision:division=integer',
        ),
    },
    'recall_lower_bound': {
        'misconceptions': (
            'recall_bound_over_database',
            'recall_bound_without_found',
        ),
    },
    'relevant_scope': {
        'misconceptions': (
            'relevant_scope_inverted',
        ),
        'separated': (
            'relevant_scope_inverted#0',
            'relevant_scope:ratio=c/s',
            'relevant_scope:ratio=s/(s+c)',
        ),
    },
    'roc_auc': {
        'misconceptions': (
            'auc_ties_ignored',
        ),
    },
    'set_pr': {
        'misconceptions': (
        ),
    },
    'set_precision': {
        'misconceptions': (
            'precision_as_recall',
        ),
        'separated': (
            'precision_as_recall#0',
            'set_precision:numerator=twice',
            'set_precision:numerator=misses',
            'set_precision:denominator=relevant',
            'set_precision:denominator=union',
            'set_precision:denominator=both',
            'set_precision:division=integer',
        ),
    },
    'set_recall': {
        'misconceptions': (
            'recall_as_precision',
        ),
        'separated': (
            'recall_as_precision#0',
            'set_recall:numerator=twice',
            'set_recall:numerator=misses',
            'set_recall:denominator=retrieved',
            'set_recall:denominator=union',
            'set_recall:denominator=both',
            'set_recall:division=integer',
        ),
    },
    'sign_test': {
        'misconceptions': (
            'sign_test_one_sided',
            'sign_test_ties_kept',
        ),
        'separated': (
            'sign_test_one_sided#0',
            'sign_test_ties_kept#0',
            'sign_test:ties=losses',
            'sign_test:ties=wins',
            'sign_test:ties=split',
            'sign_test:tail=one',
            'sign_test:tail=greater',
            'sign_test:tail=point',
            'sign_test:tail=strict',
            'sign_test:tail=uncapped',
            'sign_test:approximation=normal',
            'sign_test:approximation=normal_cc',
        ),
    },
}

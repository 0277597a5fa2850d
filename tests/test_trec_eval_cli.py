"""``ireval-teach trec_eval`` against trec_eval 10.0's output, line for line, and its exit codes.

The expected outputs below are the output of trec_eval 10.0 (usnistgov/trec_eval, commit f4253652c8ef
"Updating CHANGELOG for version 10.0", whose Makefile says 10.0-rc3; built from source outside this
repository, which holds neither its code nor a binary) on the small qrels and run written here -- invented data, made up for these tests: graded labels (0-3 and 12),
a negative label (in the pool, unjudged), retrieved documents not in the qrels, equal scores, a
comment line, a run line with extra fields, a query only in the qrels (q4) and one only in the
run (q5). Where trec_eval 9 and 10 differ: q2 has 3 relevant documents, so iprec_at_recall_0.40
cuts at lround(1.2) = 1 relevant document in trec_eval 10 (precision 1.0) and at
(long)(1.2 + 0.9) = 2 in trec_eval 9 and pytrec_eval (0.5).
"""

from __future__ import annotations

import io
import re
import subprocess
import sys

import pytest

from ireval_teach.trec.trec_eval import run as trec_eval

QRELS = """\
# invented judgments (ireval-teach tests)
q1 0 a 2
q1 0 b 0
q1 0 c 1
q1 0 d -1
q1 0 e 3
q1 0 f 1
q1 0 g 0
q2 0 a 1
q2 0 x 0
q2 0 y 1
q2 0 z 1
q3 0 m 0
q3 0 n 1
q3 0 o 12
q3 0 p 2
q4 0 k 1
"""

RUN = """\
q1 Q0 a 1 9.5 sysA
q1 Q0 u1 2 9.0 sysA
q1 Q0 b 3 8.0 sysA extra fields
q1 Q0 d 4 8.0 sysA
q1 Q0 c 5 7.0 sysA
q1 Q0 u2 6 6.0 sysA
q1 Q0 g 7 5.5 sysA
q1 Q0 e 8 5.0 sysA
# a comment line
q2 Q0 a 1 4 sysA
q2 Q0 x 2 3 sysA
q2 Q0 u3 3 2 sysA
q2 Q0 y 4 1 sysA
q3 Q0 m 1 1 sysA
q3 Q0 p 2 1 sysA
q3 Q0 o 3 0.5 sysA
q3 Q0 n 4 0.25 sysA
q5 Q0 a 1 1 sysB
"""

#: trec_eval 10.0 -q -c -m official -m bpref -m infAP -m gm_bpref -m rbp -m rbp_resid -m unj -m relstring -m utility -m 11pt_avg -m binG -m G -m ndcg -m ndcg_rel -m Rndcg -m Rprec_mult.0.5,1,2 -m success -m relative_P.1,3 -m set -m num_nonrel_judged_ret -N 40 qrels run
EXPECTED_A = """\
num_ret               \tq1\t8
num_rel               \tq1\t4
num_rel_ret           \tq1\t3
map                   \tq1\t0.4437
Rprec                 \tq1\t0.2500
bpref                 \tq1\t0.3750
recip_rank            \tq1\t1.0000
iprec_at_recall_0.00  \tq1\t1.0000
iprec_at_recall_0.10  \tq1\t1.0000
iprec_at_recall_0.20  \tq1\t1.0000
iprec_at_recall_0.30  \tq1\t1.0000
iprec_at_recall_0.40  \tq1\t0.4000
iprec_at_recall_0.50  \tq1\t0.4000
iprec_at_recall_0.60  \tq1\t0.4000
iprec_at_recall_0.70  \tq1\t0.3750
iprec_at_recall_0.80  \tq1\t0.3750
iprec_at_recall_0.90  \tq1\t0.0000
iprec_at_recall_1.00  \tq1\t0.0000
P_5                   \tq1\t0.4000
P_10                  \tq1\t0.3000
P_15                  \tq1\t0.2000
P_20                  \tq1\t0.1500
P_30                  \tq1\t0.1000
P_100                 \tq1\t0.0300
P_200                 \tq1\t0.0150
P_500                 \tq1\t0.0060
P_1000                \tq1\t0.0030
relstring             \tq1\t'2-.01-03'
infAP                 \tq1\t0.4844
Rprec_mult_0.50       \tq1\t0.5000
Rprec_mult_1.00       \tq1\t0.2500
Rprec_mult_2.00       \tq1\t0.3750
utility               \tq1\t-2.0000
11pt_avg              \tq1\t0.5409
binG                  \tq1\t0.4467
G                     \tq1\t0.3838
ndcg                  \tq1\t0.6419
ndcg_rel              \tq1\t0.6025
Rndcg                 \tq1\t0.5408
relative_P_1          \tq1\t1.0000
relative_P_3          \tq1\t0.3333
success_1             \tq1\t1.0000
success_5             \tq1\t1.0000
success_10            \tq1\t1.0000
set_P                 \tq1\t0.3750
set_relative_P        \tq1\t0.7500
set_recall            \tq1\t0.7500
set_map               \tq1\t0.2812
set_F                 \tq1\t0.5000
num_nonrel_judged_ret \tq1\t2
rbp                   \tq1\t0.1364
rbp_resid             \tq1\t0.6605
unj_5                 \tq1\t0.4000
unj_10                \tq1\t0.3000
unj_20                \tq1\t0.1500
num_ret               \tq2\t4
num_rel               \tq2\t3
num_rel_ret           \tq2\t2
map                   \tq2\t0.5000
Rprec                 \tq2\t0.3333
bpref                 \tq2\t0.3333
recip_rank            \tq2\t1.0000
iprec_at_recall_0.00  \tq2\t1.0000
iprec_at_recall_0.10  \tq2\t1.0000
iprec_at_recall_0.20  \tq2\t1.0000
iprec_at_recall_0.30  \tq2\t1.0000
iprec_at_recall_0.40  \tq2\t1.0000
iprec_at_recall_0.50  \tq2\t0.5000
iprec_at_recall_0.60  \tq2\t0.5000
iprec_at_recall_0.70  \tq2\t0.5000
iprec_at_recall_0.80  \tq2\t0.5000
iprec_at_recall_0.90  \tq2\t0.0000
iprec_at_recall_1.00  \tq2\t0.0000
P_5                   \tq2\t0.4000
P_10                  \tq2\t0.2000
P_15                  \tq2\t0.1333
P_20                  \tq2\t0.1000
P_30                  \tq2\t0.0667
P_100                 \tq2\t0.0200
P_200                 \tq2\t0.0100
P_500                 \tq2\t0.0040
P_1000                \tq2\t0.0020
relstring             \tq2\t'10-1'
infAP                 \tq2\t0.5000
Rprec_mult_0.50       \tq2\t0.5000
Rprec_mult_1.00       \tq2\t0.3333
Rprec_mult_2.00       \tq2\t0.3333
utility               \tq2\t0.0000
11pt_avg              \tq2\t0.6364
binG                  \tq2\t0.5000
G                     \tq2\t0.5000
ndcg                  \tq2\t0.6714
ndcg_rel              \tq2\t0.7809
Rndcg                 \tq2\t0.4693
relative_P_1          \tq2\t1.0000
relative_P_3          \tq2\t0.3333
success_1             \tq2\t1.0000
success_5             \tq2\t1.0000
success_10            \tq2\t1.0000
set_P                 \tq2\t0.5000
set_relative_P        \tq2\t0.6667
set_recall            \tq2\t0.6667
set_map               \tq2\t0.3333
set_F                 \tq2\t0.5714
num_nonrel_judged_ret \tq2\t1
rbp                   \tq2\t0.1729
rbp_resid             \tq2\t0.7371
unj_5                 \tq2\t0.2000
unj_10                \tq2\t0.1000
unj_20                \tq2\t0.0500
num_ret               \tq3\t4
num_rel               \tq3\t3
num_rel_ret           \tq3\t3
map                   \tq3\t0.8056
Rprec                 \tq3\t0.6667
bpref                 \tq3\t0.3333
recip_rank            \tq3\t1.0000
iprec_at_recall_0.00  \tq3\t1.0000
iprec_at_recall_0.10  \tq3\t1.0000
iprec_at_recall_0.20  \tq3\t1.0000
iprec_at_recall_0.30  \tq3\t1.0000
iprec_at_recall_0.40  \tq3\t1.0000
iprec_at_recall_0.50  \tq3\t0.7500
iprec_at_recall_0.60  \tq3\t0.7500
iprec_at_recall_0.70  \tq3\t0.7500
iprec_at_recall_0.80  \tq3\t0.7500
iprec_at_recall_0.90  \tq3\t0.7500
iprec_at_recall_1.00  \tq3\t0.7500
P_5                   \tq3\t0.6000
P_10                  \tq3\t0.3000
P_15                  \tq3\t0.2000
P_20                  \tq3\t0.1500
P_30                  \tq3\t0.1000
P_100                 \tq3\t0.0300
P_200                 \tq3\t0.0150
P_500                 \tq3\t0.0060
P_1000                \tq3\t0.0030
relstring             \tq3\t'20>1'
infAP                 \tq3\t0.8056
Rprec_mult_0.50       \tq3\t0.5000
Rprec_mult_1.00       \tq3\t0.6667
Rprec_mult_2.00       \tq3\t0.5000
utility               \tq3\t2.0000
11pt_avg              \tq3\t0.8636
binG                  \tq3\t0.7540
G                     \tq3\t0.5840
ndcg                  \tq3\t0.6126
ndcg_rel              \tq3\t0.4535
Rndcg                 \tq3\t0.2996
relative_P_1          \tq3\t1.0000
relative_P_3          \tq3\t0.6667
success_1             \tq3\t1.0000
success_5             \tq3\t1.0000
success_10            \tq3\t1.0000
set_P                 \tq3\t0.7500
set_relative_P        \tq3\t1.0000
set_recall            \tq3\t1.0000
set_map               \tq3\t0.7500
set_F                 \tq3\t0.8571
num_nonrel_judged_ret \tq3\t1
rbp                   \tq3\t0.1037
rbp_resid             \tq3\t0.0000
unj_5                 \tq3\t0.0000
unj_10                \tq3\t0.0000
unj_20                \tq3\t0.0000
num_ret               \tq4\t0
num_rel               \tq4\t1
num_rel_ret           \tq4\t0
map                   \tq4\t0.0000
Rprec                 \tq4\t0.0000
bpref                 \tq4\t0.0000
recip_rank            \tq4\t0.0000
iprec_at_recall_0.00  \tq4\t0.0000
iprec_at_recall_0.10  \tq4\t0.0000
iprec_at_recall_0.20  \tq4\t0.0000
iprec_at_recall_0.30  \tq4\t0.0000
iprec_at_recall_0.40  \tq4\t0.0000
iprec_at_recall_0.50  \tq4\t0.0000
iprec_at_recall_0.60  \tq4\t0.0000
iprec_at_recall_0.70  \tq4\t0.0000
iprec_at_recall_0.80  \tq4\t0.0000
iprec_at_recall_0.90  \tq4\t0.0000
iprec_at_recall_1.00  \tq4\t0.0000
P_5                   \tq4\t0.0000
P_10                  \tq4\t0.0000
P_15                  \tq4\t0.0000
P_20                  \tq4\t0.0000
P_30                  \tq4\t0.0000
P_100                 \tq4\t0.0000
P_200                 \tq4\t0.0000
P_500                 \tq4\t0.0000
P_1000                \tq4\t0.0000
relstring             \tq4\t''
infAP                 \tq4\t0.0000
Rprec_mult_0.50       \tq4\t0.0000
Rprec_mult_1.00       \tq4\t0.0000
Rprec_mult_2.00       \tq4\t0.0000
utility               \tq4\t0.0000
11pt_avg              \tq4\t0.0000
binG                  \tq4\t0.0000
G                     \tq4\t0.0000
ndcg                  \tq4\t0.0000
ndcg_rel              \tq4\t0.0000
Rndcg                 \tq4\t0.0000
relative_P_1          \tq4\t0.0000
relative_P_3          \tq4\t0.0000
success_1             \tq4\t0.0000
success_5             \tq4\t0.0000
success_10            \tq4\t0.0000
set_P                 \tq4\t0.0000
set_relative_P        \tq4\t0.0000
set_recall            \tq4\t0.0000
set_map               \tq4\t0.0000
set_F                 \tq4\t0.0000
num_nonrel_judged_ret \tq4\t0
rbp                   \tq4\t0.0000
rbp_resid             \tq4\t0.0000
unj_5                 \tq4\t0.0000
unj_10                \tq4\t0.0000
unj_20                \tq4\t0.0000
runid                 \tall\tsysB
num_q                 \tall\t4
num_ret               \tall\t16
num_rel               \tall\t11
num_rel_ret           \tall\t8
map                   \tall\t0.4373
gm_map                \tall\t0.0366
Rprec                 \tall\t0.3125
bpref                 \tall\t0.2604
recip_rank            \tall\t0.7500
iprec_at_recall_0.00  \tall\t0.7500
iprec_at_recall_0.10  \tall\t0.7500
iprec_at_recall_0.20  \tall\t0.7500
iprec_at_recall_0.30  \tall\t0.7500
iprec_at_recall_0.40  \tall\t0.6000
iprec_at_recall_0.50  \tall\t0.4125
iprec_at_recall_0.60  \tall\t0.4125
iprec_at_recall_0.70  \tall\t0.4062
iprec_at_recall_0.80  \tall\t0.4062
iprec_at_recall_0.90  \tall\t0.1875
iprec_at_recall_1.00  \tall\t0.1875
P_5                   \tall\t0.3500
P_10                  \tall\t0.2000
P_15                  \tall\t0.1333
P_20                  \tall\t0.1000
P_30                  \tall\t0.0667
P_100                 \tall\t0.0200
P_200                 \tall\t0.0100
P_500                 \tall\t0.0040
P_1000                \tall\t0.0020
infAP                 \tall\t0.4475
gm_bpref              \tall\t0.0254
Rprec_mult_0.50       \tall\t0.3750
Rprec_mult_1.00       \tall\t0.3125
Rprec_mult_2.00       \tall\t0.3021
utility               \tall\t0.0000
11pt_avg              \tall\t0.5102
binG                  \tall\t0.4252
G                     \tall\t0.3670
ndcg                  \tall\t0.4815
ndcg_rel              \tall\t0.4593
Rndcg                 \tall\t0.3274
relative_P_1          \tall\t0.7500
relative_P_3          \tall\t0.3333
success_1             \tall\t0.7500
success_5             \tall\t0.7500
success_10            \tall\t0.7500
set_P                 \tall\t0.4062
set_relative_P        \tall\t0.6042
set_recall            \tall\t0.6042
set_map               \tall\t0.3411
set_F                 \tall\t0.4821
num_nonrel_judged_ret \tall\t4
rbp                   \tall\t0.1033
rbp_resid             \tall\t0.3494
unj_5                 \tall\t0.1500
unj_10                \tall\t0.1000
unj_20                \tall\t0.0500
"""

#: trec_eval 10.0 -M3 -J -l2 -c -m bpref -m infAP -m unj -m ndcg_cut.2,3 -m P.1,3 -m num_ret -m num_rel_ret -m map qrels run
EXPECTED_B = """\
num_ret               \tall\t6
num_rel_ret           \tall\t3
map                   \tall\t0.3333
bpref                 \tall\t0.3125
P_1                   \tall\t0.5000
P_3                   \tall\t0.2500
infAP                 \tall\t0.3333
ndcg_cut_2            \tall\t0.3083
ndcg_cut_3            \tall\t0.3676
unj_5                 \tall\t0.0000
unj_10                \tall\t0.0000
unj_20                \tall\t0.0000
"""

#: trec_eval 10.0 -q -c -m P.5,7,3 -m iprec_at_recall..40,.10 -m 11pt_avg..4,.6 -m ndcg.1=3,2=9,3=4.5 -m ndcg_cut.1,2,3.7 -m success.2,1 qrels run
EXPECTED_C = """\
iprec_at_recall_0.10  \tq1\t1.0000
iprec_at_recall_0.40  \tq1\t0.4000
P_3                   \tq1\t0.3333
P_5                   \tq1\t0.4000
P_7                   \tq1\t0.2857
11pt_avg_.4,.6        \tq1\t0.4000
ndcg_1=3,2=9,3=4.5    \tq1\t0.7915
ndcg_cut_1            \tq1\t0.6667
ndcg_cut_2            \tq1\t0.4693
ndcg_cut_3            \tq1\t0.4200
success_1             \tq1\t1.0000
success_2             \tq1\t1.0000
iprec_at_recall_0.10  \tq2\t1.0000
iprec_at_recall_0.40  \tq2\t1.0000
P_3                   \tq2\t0.3333
P_5                   \tq2\t0.4000
P_7                   \tq2\t0.2857
11pt_avg_.4,.6        \tq2\t0.7500
ndcg_1=3,2=9,3=4.5    \tq2\t0.6714
ndcg_cut_1            \tq2\t1.0000
ndcg_cut_2            \tq2\t0.6131
ndcg_cut_3            \tq2\t0.4693
success_1             \tq2\t1.0000
success_2             \tq2\t1.0000
iprec_at_recall_0.10  \tq3\t1.0000
iprec_at_recall_0.40  \tq3\t1.0000
P_3                   \tq3\t0.6667
P_5                   \tq3\t0.6000
P_7                   \tq3\t0.4286
11pt_avg_.4,.6        \tq3\t0.8750
ndcg_1=3,2=9,3=4.5    \tq3\t0.8495
ndcg_cut_1            \tq3\t0.1667
ndcg_cut_2            \tq3\t0.1508
ndcg_cut_3            \tq3\t0.5813
success_1             \tq3\t1.0000
success_2             \tq3\t1.0000
iprec_at_recall_0.10  \tq4\t0.0000
iprec_at_recall_0.40  \tq4\t0.0000
P_3                   \tq4\t0.0000
P_5                   \tq4\t0.0000
P_7                   \tq4\t0.0000
11pt_avg_.4,.6        \tq4\t0.0000
ndcg_1=3,2=9,3=4.5    \tq4\t0.0000
ndcg_cut_1            \tq4\t0.0000
ndcg_cut_2            \tq4\t0.0000
ndcg_cut_3            \tq4\t0.0000
success_1             \tq4\t0.0000
success_2             \tq4\t0.0000
iprec_at_recall_0.10  \tall\t0.7500
iprec_at_recall_0.40  \tall\t0.6000
P_3                   \tall\t0.3333
P_5                   \tall\t0.3500
P_7                   \tall\t0.2500
11pt_avg_.4,.6        \tall\t0.5062
ndcg_1=3,2=9,3=4.5    \tall\t0.5781
ndcg_cut_1            \tall\t0.4583
ndcg_cut_2            \tall\t0.3083
ndcg_cut_3            \tall\t0.3676
success_1             \tall\t0.7500
success_2             \tall\t0.7500
"""

#: trec_eval 10.0 -q -m map -m relstring qrels run (stdout; then exit status 4: q4 has no results)
EXPECTED_D = """\
map                   \tq1\t0.4437
relstring             \tq1\t'2-.01-03'
map                   \tq2\t0.5000
relstring             \tq2\t'10-1'
map                   \tq3\t0.8056
relstring             \tq3\t'20>1'
"""

#: an invented -Z file (mean and standard deviation per query and measure)
ZSCORES = """\
q1 num_q 0.3 0.1
q1 num_ret 8 0
q1 map 0.3 0.1
q1 P_5 0.3 0.1
q1 relstring 0.3 0.1
q2 num_q 0.3 0.1
q2 num_ret 5 0
q2 map 0.3 0.1
q2 P_5 0.3 0.1
q2 relstring 0.3 0.1
q3 num_q 0.3 0.1
q3 num_ret 0.3 0.1
q3 map 0.5 0.25
q3 P_5 0.3 0.1
q3 relstring 0.3 0.1
q4 num_q 0.3 0.1
q4 num_ret 0.3 0.1
q4 map 0.3 0.1
q4 P_5 0.3 0.1
q4 relstring 0.3 0.1
"""

#: trec_eval 10.0 -q -c -m map -m P.5 -m num_ret -m num_q -m relstring -Z zscores qrels run
EXPECTED_Z = """\
Znum_ret               \tq1\t0.0000
Zmap                   \tq1\t1.4375
ZP_5                   \tq1\t1.0000
relstring             \tq1\t'2-.01-03'
Znum_ret               \tq2\t-1000000.0000
Zmap                   \tq2\t2.0000
ZP_5                   \tq2\t1.0000
relstring             \tq2\t'10-1'
Znum_ret               \tq3\t37.0000
Zmap                   \tq3\t1.2222
ZP_5                   \tq3\t3.0000
relstring             \tq3\t'20>1'
Znum_ret               \tq4\t-3.0000
Zmap                   \tq4\t-3.0000
ZP_5                   \tq4\t-3.0000
relstring             \tq4\t''
Znum_q                 \tall\t4.0000
Znum_ret               \tall\t-999966.0000
Zmap                   \tall\t0.4149
ZP_5                   \tall\t0.5000
"""

ARGS = {"A": "-q -c -m official -m bpref -m infAP -m gm_bpref -m rbp -m rbp_resid -m unj -m relstring -m utility -m 11pt_avg -m binG -m G -m ndcg -m ndcg_rel -m Rndcg -m Rprec_mult.0.5,1,2 -m success -m relative_P.1,3 -m set -m num_nonrel_judged_ret -N 40",
        "B": "-M3 -J -l2 -c -m bpref -m infAP -m unj -m ndcg_cut.2,3 -m P.1,3 -m num_ret -m num_rel_ret -m map",
        "C": "-q -c -m P.5,7,3 -m iprec_at_recall..40,.10 -m 11pt_avg..4,.6 -m ndcg.1=3,2=9,3=4.5 -m ndcg_cut.1,2,3.7 -m success.2,1"}


def files(tmp_path):
    q, r = tmp_path / "qrels", tmp_path / "run"
    q.write_text(QRELS)
    r.write_text(RUN)
    return str(q), str(r)


def call(argv):
    out, err = io.StringIO(), io.StringIO()
    status = trec_eval(argv, out, err)
    return status, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("key, expected", [("A", EXPECTED_A), ("B", EXPECTED_B), ("C", EXPECTED_C)])
def test_same_lines_as_trec_eval_10(tmp_path, key, expected):
    status, out, err = call(ARGS[key].split() + list(files(tmp_path)))
    assert status == 0 and err == ""
    got, want = out.splitlines(), expected.splitlines()
    assert len(want) > 10
    assert [i for i, (a, b) in enumerate(zip(got, want)) if a != b] == [] and len(got) == len(want)


@pytest.mark.filterwarnings("ignore::ireval_teach.trec.QuerySetWarning")
def test_trec_eval_10_interpolation_differs_from_9(tmp_path):
    from ireval_teach.trec import evaluate

    q, r = files(tmp_path)
    assert "iprec_at_recall_0.40  \tq2\t1.0000" in EXPECTED_C
    v10 = evaluate(q, r, ["iprec_at_recall_0.40"], interpolation="trec_eval_10").value("iprec_at_recall_0.40", "q2")
    v9 = evaluate(q, r, ["iprec_at_recall_0.40"], interpolation="trec_eval_9").value("iprec_at_recall_0.40", "q2")
    assert (v10, v9) == (1.0, 0.5)
    pytrec_eval = pytest.importorskip("pytrec_eval")
    ev = pytrec_eval.RelevanceEvaluator({"q2": {"a": 1, "x": 0, "y": 1, "z": 1}}, {"iprec_at_recall"})
    assert ev.evaluate({"q2": {"a": 4.0, "x": 3.0, "u3": 2.0, "y": 1.0}})["q2"]["iprec_at_recall_0.40"] == 0.5


def test_missing_query_without_c_stops_with_status_4(tmp_path):
    status, out, err = call(["-q", "-m", "map", "-m", "relstring"] + list(files(tmp_path)))
    assert status == 4 and out == EXPECTED_D
    assert err == "trec_eval: result qid 'q4' not found in qrels\n"


def test_default_is_official_and_runid_is_the_last_tag(tmp_path):
    status, out, _ = call(["-c"] + list(files(tmp_path)))
    lines = out.splitlines()
    assert status == 0 and lines[0] == "runid                 \tall\tsysB" and len(lines) == 30
    assert [x.split()[0] for x in lines[:6]] == ["runid", "num_q", "num_ret", "num_rel", "num_rel_ret", "map"]
    status, out, _ = call(["-c", "-n", "-q", "-m", "P.2"] + list(files(tmp_path)))
    assert status == 0 and out.splitlines()[-1] == "P_2                   \tq4\t0.0000"


@pytest.mark.parametrize("argv, status, message", [
    (["-m", "nope"], 1, "trec_eval: illegal measure 'nope'"),
    (["-m", "P."], 1, "illegal measure 'P'"),
    (["-x"], 1, "invalid option -- 'x'"),
    (["--bogus"], 1, "unrecognized option '--bogus'"),
    (["-m", "P.0,5"], 2, "Cannot initialize measure 'P'"),
    (["-m", "P.5,5"], 2, "Cannot initialize measure 'P'"),
    (["-R", "xyz"], 2, "Illegal rel_format 'xyz'"),
    (["-T", "xyz"], 2, "Illegal retrieval results format 'xyz'"),
    (["-Z", "nofile"], 255, "Cannot read zscores file 'nofile'"),
])
def test_command_line_errors(tmp_path, argv, status, message):
    got, out, err = call(["-c"] + argv + list(files(tmp_path)))
    assert got == status and out == "" and message in err


def test_file_errors(tmp_path):
    q, r = files(tmp_path)
    assert call([q])[0] == 1                                     # one file: usage
    status, _, err = call([q, str(tmp_path / "nofile")])
    assert status == 2 and err.endswith("trec_eval: Quit in file '" + str(tmp_path / "nofile") + "'\n")
    bad = tmp_path / "bad"
    bad.write_text("q1 Q0 a 1\n")
    assert call(["-c", q, str(bad)])[0] == 2
    dup = tmp_path / "dup"
    dup.write_text("q1 Q0 a 1 2 s\nq1 Q0 a 2 1 s\n")
    assert call(["-c", q, str(dup)])[0] == 4                   # trec_eval: "duplicate docs", status 4


def test_cli_subcommand_and_standard_input(tmp_path):
    q, r = files(tmp_path)
    with open(r, "rb") as fh:
        proc = subprocess.run([sys.executable, "-m", "ireval_teach", "trec_eval", *ARGS["C"].split(), q, "-"],
                              stdin=fh, capture_output=True, timeout=120)
    assert proc.returncode == 0 and proc.stdout.decode() == EXPECTED_C


def test_zscores(tmp_path):
    q, r = files(tmp_path)
    z = tmp_path / "zscores"
    z.write_text(ZSCORES)
    status, out, err = call(["-q", "-c", "-m", "map", "-m", "P.5", "-m", "num_ret", "-m", "num_q", "-m", "relstring",
                             "-Z", str(z), q, r])
    assert status == 0 and out == EXPECTED_Z
    z.write_text("q1 map 0.5\n")
    assert call(["-c", "-Z", str(z), q, r])[0] == 255


def test_no_qrels_query_answered(tmp_path):
    q, r = files(tmp_path)
    other = tmp_path / "other"
    other.write_text("zz Q0 a 1 1 s\n")
    assert call([q, str(other)])[:2] == (4, "")               # trec_eval: the first qrels query has no results
    status, out, _ = call(["-c", q, str(other)])               # -c: every qrels query scores 0
    assert status == 0 and "num_q                 \tall\t4" in out


def test_eval_command_json_and_errors(tmp_path):
    """`ireval-teach eval`: all_trec in --json is valid JSON (no NaN; relstring per query, runid as "all");
    an overflowing exponential gain and an evaluation of no query are errors (exit 2)."""
    import json

    from ireval_teach.cli import main

    q, r = files(tmp_path)
    proc = subprocess.run([sys.executable, "-m", "ireval_teach", "eval", q, r, "-m", "all_trec", "--json"],
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0

    def no_constant(name):
        raise AssertionError(f"{name} in JSON")

    data = json.loads(proc.stdout, parse_constant=no_constant)
    assert data["runid"] == {"all": "sysB"} and data["relstring"]["q1"] == "2-.01-03" and "all" not in data["relstring"]
    assert data["num_q"]["all"] == 4 and data["bpref"]["all"] == pytest.approx(EXPECTED_BPREF_ALL, abs=5e-5)
    big = tmp_path / "big"
    big.write_text("q1 0 a 3000\n")
    assert main(["eval", str(big), r, "-m", "ndcg", "--ndcg-formulation", "exponential"]) == 2
    other = tmp_path / "other"
    other.write_text("zz Q0 a 1 1 s\n")
    assert main(["eval", q, str(other), "--missing", "skip"]) == 2


#: trec_eval 10.0's bpref "all" line of EXPECTED_A (the same inputs, -c)
EXPECTED_BPREF_ALL = float(next(x.split("\t")[2] for x in EXPECTED_A.splitlines() if x.startswith("bpref ")
                                and "\tall\t" in x))


def test_debug_query_with_c_divides_by_every_qrels_query(tmp_path):
    """trec_eval 10.0 -c -D 1.q2 -q -m map qrels run prints map q2 0.5000, then all 0.1250 (0.5 / 4 queries)."""
    status, out, _ = call(["-c", "-D", "1.q2", "-q", "-m", "map"] + list(files(tmp_path)))
    assert status == 0 and out == "map                   \tq2\t0.5000\nmap                   \tall\t0.1250\n"


#: invented judgments of the same queries by two judgment groups (trec_eval's qrels_jg format)
QRELS_JG = """\
# invented judgments by two groups (ireval-teach tests)
q1 g1 a 2
q1 g1 b 0
q1 g1 c 1
q1 g1 e 3
q1 g2 a 0
q1 g2 u1 1
q1 g2 e 1
q2 g1 a 1
q2 g1 x 0
q2 g1 y 1
q3 g1 m 0
q3 g1 n 1
q3 g2 o 1
q3 g2 p 1
q4 g1 k 1
"""

#: trec_eval 10.0 -q -c -R qrels_jg -m qrels_jg -m P_avgjg.1,3 -m Rprec_mult_avgjg.0.5,1 qrels_jg run
EXPECTED_JG = """\
map_avgjg             \tq1\t0.4833
P_avgjg_1             \tq1\t0.5000
P_avgjg_3             \tq1\t0.3333
Rprec_mult_avgjg_0.50 \tq1\t0.2500
Rprec_mult_avgjg_1.00 \tq1\t0.4167
map_avgjg             \tq2\t0.7500
P_avgjg_1             \tq2\t1.0000
P_avgjg_3             \tq2\t0.3333
Rprec_mult_avgjg_0.50 \tq2\t1.0000
Rprec_mult_avgjg_1.00 \tq2\t0.5000
map_avgjg             \tq3\t0.5417
P_avgjg_1             \tq3\t0.5000
P_avgjg_3             \tq3\t0.3333
Rprec_mult_avgjg_0.50 \tq3\t0.5000
Rprec_mult_avgjg_1.00 \tq3\t0.2500
map_avgjg             \tq4\t0.0000
P_avgjg_1             \tq4\t0.0000
P_avgjg_3             \tq4\t0.0000
Rprec_mult_avgjg_0.50 \tq4\t0.0000
Rprec_mult_avgjg_1.00 \tq4\t0.0000
runid                 \tall\tsysB
num_q                 \tall\t4
map_avgjg             \tall\t0.4437
P_avgjg_1             \tall\t0.5000
P_avgjg_3             \tall\t0.2500
Rprec_mult_avgjg_0.50 \tall\t0.4375
Rprec_mult_avgjg_1.00 \tall\t0.2917
"""


def test_judgment_groups(tmp_path):
    q, r = files(tmp_path)
    jg = tmp_path / "qrels_jg"
    jg.write_text(QRELS_JG)
    status, out, err = call(["-q", "-c", "-R", "qrels_jg", "-m", "qrels_jg", "-m", "P_avgjg.1,3",
                             "-m", "Rprec_mult_avgjg.0.5,1", str(jg), r])
    assert status == 0 and out == EXPECTED_JG
    assert call(["-c", "-R", "qrels_jg", "-m", "map", str(jg), r])[0] == 4      # map needs -R qrels
    assert call(["-c", "-m", "map_avgjg", q, r])[0] == 4                         # map_avgjg needs -R qrels_jg


#: invented judgments and run for trec_eval's 0/0 cases: -J leaves q2 (R = 2) and the unanswered q4 no
#: document, q3 has no relevant document, q1's only relevant level gets gain 0 from Rndcg.1=0
NAN_QRELS = "q1 0 a 1\nq1 0 b 0\nq2 0 c 1\nq2 0 d 2\nq3 0 e 0\nq4 0 f 1\n"
NAN_RUN = "q1 Q0 x 1 1 r\nq1 Q0 a 2 0.5 r\nq2 Q0 y 1 1 r\nq3 Q0 e 1 1 r\n"
NAN_ARGS = ("-q -c -J -m iprec_at_recall..1,.3,.5 -m 11pt_avg -m 11pt_avg..5,1 -m Rndcg.1=0 "
            "-m Rndcg.2=-1,1=0")

#: trec_eval 10.0 NAN_ARGS nan_qrels nan_run (the first parameters given for a measure are used)
EXPECTED_NAN = """\
iprec_at_recall_0.10  \tq1\t1.0000
iprec_at_recall_0.30  \tq1\t1.0000
iprec_at_recall_0.50  \tq1\t1.0000
11pt_avg_.5,1         \tq1\t1.0000
Rndcg_1=0             \tq1\t  -nan
iprec_at_recall_0.10  \tq2\t  -nan
iprec_at_recall_0.30  \tq2\t0.0000
iprec_at_recall_0.50  \tq2\t0.0000
11pt_avg_.5,1         \tq2\t0.0000
Rndcg_1=0             \tq2\t0.0000
iprec_at_recall_0.10  \tq3\t0.0000
iprec_at_recall_0.30  \tq3\t0.0000
iprec_at_recall_0.50  \tq3\t0.0000
11pt_avg_.5,1         \tq3\t0.0000
Rndcg_1=0             \tq3\t0.0000
iprec_at_recall_0.10  \tq4\t  -nan
iprec_at_recall_0.30  \tq4\t  -nan
iprec_at_recall_0.50  \tq4\t0.0000
11pt_avg_.5,1         \tq4\t0.0000
Rndcg_1=0             \tq4\t  -nan
iprec_at_recall_0.10  \tall\t  -nan
iprec_at_recall_0.30  \tall\t  -nan
iprec_at_recall_0.50  \tall\t0.2500
11pt_avg_.5,1         \tall\t0.2500
Rndcg_1=0             \tall\t  -nan
"""

#: trec_eval 10.0 -q -c -M0 -m iprec_at_recall.0 -m 11pt_avg..9 nan_qrels nan_run
EXPECTED_NAN_M0 = """\
iprec_at_recall_0.00  \tq1\t  -nan
11pt_avg_.9           \tq1\t0.0000
iprec_at_recall_0.00  \tq2\t  -nan
11pt_avg_.9           \tq2\t0.0000
iprec_at_recall_0.00  \tq3\t  -nan
11pt_avg_.9           \tq3\t  -nan
iprec_at_recall_0.00  \tq4\t  -nan
11pt_avg_.9           \tq4\t0.0000
iprec_at_recall_0.00  \tall\t  -nan
11pt_avg_.9           \tall\t  -nan
"""

#: trec_eval 10.0 -q -c -J -m iprec_at_recall.0.1 -m Rndcg.1=0 -Z z nan_qrels nan_run (z in the test)
EXPECTED_NAN_Z = """\
Ziprec_at_recall_0.10  \tq1\t0.2500
ZRndcg_1=0             \tq1\t  -nan
Ziprec_at_recall_0.10  \tq2\t  -nan
ZRndcg_1=0             \tq2\t0.0000
Ziprec_at_recall_0.10  \tq3\t-0.2500
ZRndcg_1=0             \tq3\t0.0000
Ziprec_at_recall_0.10  \tq4\t  -nan
ZRndcg_1=0             \tq4\t  -nan
Ziprec_at_recall_0.10  \tall\t  -nan
ZRndcg_1=0             \tall\t  -nan
"""


def test_minus_nan_where_trec_eval_divides_zero_by_zero(tmp_path):
    """trec_eval's 0/0 prints -nan; so does `ireval-teach trec_eval`, while the evaluator (and `eval`) keep
    their named convention: 0 where the denominator is 0."""
    from ireval_teach.trec import evaluate

    q, r = tmp_path / "nan_qrels", tmp_path / "nan_run"
    q.write_text(NAN_QRELS)
    r.write_text(NAN_RUN)
    assert call(NAN_ARGS.split() + [str(q), str(r)]) == (0, EXPECTED_NAN, "")
    assert call("-q -c -M0 -m iprec_at_recall.0 -m 11pt_avg..9".split() + [str(q), str(r)]) == (0, EXPECTED_NAN_M0, "")
    z = tmp_path / "z"          # trec_eval 10.0 -Z: a -nan value stays -nan, so does the mean
    z.write_text("".join(f"{x} iprec_at_recall_0.10 0.5 2\n{x} Rndcg_1=0 0 1\n" for x in ("q1", "q2", "q3", "q4")))
    status, out, _ = call(["-q", "-c", "-J", "-m", "iprec_at_recall.0.1", "-m", "Rndcg.1=0", "-Z", str(z), str(q), str(r)])
    assert (status, out) == (0, EXPECTED_NAN_Z)
    with pytest.warns(Warning):
        res = evaluate(str(q), str(r), ["iprec_at_recall_0.10", "11pt_avg", "Rndcg.1=0"], judged_only=True,
                       interpolation="trec_eval_10")
    assert res.value("iprec_at_recall_0.10", "q2") == 0.0 and res.value("11pt_avg", "q4") == 0.0
    assert res.value("Rndcg_1=0", "q1") == 0.0


def test_bad_arguments_are_typed_errors_naming_the_value():
    """Issue 17: the trec_eval front end, explain and the measure parser refuse bad arguments with errors from
    ireval_teach.errors that name the value (never a raw TypeError/AttributeError)."""
    from ireval_teach.errors import IrevalError
    from ireval_teach.trec import trec_eval as te
    from ireval_teach.trec.explain import explain, explain_text, query_ranking
    from ireval_teach.trec.measures import expand_family, parse_measures, trec_order

    cases = [(lambda: te.main(1965), "1965"), (lambda: te.run(["-q", 7]), "7"), (lambda: te.run("-q"), "'-q'"),
             (lambda: te.run([], out=3), "3"), (lambda: expand_family([]), "[]"),
             (lambda: expand_family("P", 5), "5"), (lambda: parse_measures(None), "None"),
             (lambda: parse_measures([3.5]), "3.5"), (lambda: trec_order(None), "None"),
             (lambda: trec_order(["map"]), "'map'"), (lambda: explain(None, None, "1"), "None"),
             (lambda: explain_text("a trace"), "'a trace'"), (lambda: explain_text(_trace(), rows=-1), "-1"),
             (lambda: query_ranking(None, None, "1"), "None")]
    for fn, shown in cases:
        with pytest.raises(IrevalError, match=re.escape(shown)):
            fn()


def _trace():
    from ireval_teach.trace import Trace

    return Trace("P_1", 1.0, ())


def test_a_qrels_run_is_evaluated_as_it_is_read_not_held_whole(tmp_path, monkeypatch):
    from ireval_teach.trec import evaluator, files as trec_files

    def whole(*a, **k):
        raise AssertionError("the run was read whole")
    q, r = files(tmp_path)
    monkeypatch.setattr(trec_files, "read_run", whole)
    monkeypatch.setattr(evaluator, "_read_run", whole)
    status, out, err = call(ARGS["C"].split() + [q, r])
    assert status == 0 and err == "" and out == EXPECTED_C


@pytest.mark.parametrize("which", ["qrels", "run", "run -R qrels_jg", "run -m P.x"])
def test_an_empty_file_name_cannot_be_read_exit_2(tmp_path, which):
    q, r = files(tmp_path)
    extra = which.split()[1:]
    argv = extra + (["", r] if which == "qrels" else [q, ""])
    status, out, err = call(argv)
    assert status == 2 and out == ""
    assert f"the {which.split()[0]} file must be a file path, got an empty string" in err
    assert err.endswith("trec_eval: Quit in file ''\n")


def test_zscores_beyond_the_double_range_read_as_c_reads_them(tmp_path):
    q, r = files(tmp_path)
    z = tmp_path / "z"
    z.write_text("q1 map 1e999 1\nq2 map 0x1p-1 1e999999999\nq3 map 0 1\n")   # +inf mean; an infinite stddev
    status, out, err = call(["-Z", str(z), "-q", "-c", "-m", "map", q, r])
    assert status == 0 and err == ""
    assert [line.split() for line in out.splitlines()[:2]] == [["Zmap", "q1", "-inf"], ["Zmap", "q2", "0.0000"]]


def test_gain_parameters_are_read_as_strtod_and_must_be_finite():
    from ireval_teach.errors import InvalidCutoffError
    from ireval_teach.trec.measures import parse_measures

    assert parse_measures(["ndcg.1=0x2,2=1e1"])[0].param == (("1", 2.0), ("2", 10.0))
    for bad in ("inf", "-Infinity", "nan", "1e999"):
        with pytest.raises(InvalidCutoffError, match="is not a finite number"):
            parse_measures([f"ndcg.1={bad}"])


def test_debug_query_with_c_counts_num_rel_over_every_qrels_query(tmp_path):
    """trec_eval 10.0 -c -D 1.q2 -m num_rel prints num_rel all 11: every judgment > 0 of the qrels file
    (-l and -D do not change it), as without -D."""
    for argv in (["-c", "-D", "1.q2"], ["-c", "-l", "2", "-D", "1.q2"], ["-c"]):
        status, out, _ = call(argv + ["-m", "num_rel"] + list(files(tmp_path)))
        assert status == 0 and out == "num_rel               \tall\t11\n"


@pytest.mark.parametrize("extra", [[], ["-c"], ["-R", "qrels_jg"]])
def test_an_empty_run_file_cannot_be_read_exit_2(tmp_path, extra):
    """trec_eval 10.0 on a 0-byte results file: "Cannot read results file", "Quit in file", status 2."""
    q, _ = files(tmp_path)
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    status, out, err = call(extra + [q, str(empty)])
    assert status == 2 and out == "" and "is empty (0 bytes)" in err and err.endswith(f"Quit in file '{empty}'\n")

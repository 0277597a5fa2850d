"""Randomised line-for-line comparison of ``ireval-teach trec_eval`` with trec_eval 10's C binary.

Not a test (it needs the binary, built from usnistgov/trec_eval outside this repository): the
numbers in README's trec_eval paragraph come from it. Invented random collections (qrels with graded,
zero and negative labels, comment lines, run lines with extra fields, tied scores, queries missing
on either side; preference files with one- and several-sub-group judgment groups), each evaluated
with several option sets by both programs; prints the lines compared, identical, and every
difference (with ``-v``)::

    python tests/compare_with_trec_eval.py --trec-eval /tmp/trec_eval/trec_eval --set qrels --seeds 40
    python tests/compare_with_trec_eval.py --trec-eval /tmp/trec_eval/trec_eval --set nan --seeds 40
    python tests/compare_with_trec_eval.py --trec-eval /tmp/trec_eval/trec_eval --set prefs --seeds 40
"""

from __future__ import annotations

import argparse
import io
import os
import random
import subprocess
import sys
import tempfile
from collections import Counter

from ireval_teach.trec.trec_eval import run as trec_eval

OPTION_SETS = {
    "qrels": ["-q -c -m all_trec", "-q -m all_trec -c -l2", "-q -c -M7 -m all_trec", "-q -c -J -m all_trec",
              "-c -q -m ndcg.0=1,1=3,2=9 -m rbp.p=0.5 -m G.2=5 -m Rndcg.1=2 -m ndcg_rel.3=1 -m success.1,2,3 "
              "-m relative_P.2,7 -m unj.1,3 -m set_F.0.5 -m utility.2,-1,3,1 -N 1000 -m relstring.3 "
              "-m rbp_resid.p=0.7", "-q", "-c",
              "-q -c -m P.3,1,2 -m iprec_at_recall..33,.67,.05 -m 11pt_avg..25,.5,.75 -m Rprec_mult.0.3,1.5"],
    "nan": ["-q -c -M0 -m all_trec",
            "-q -c -J -l2 -m iprec_at_recall..01,.04,.3 -m 11pt_avg..05,.9 -m Rndcg.1=0,2=-1 -m Rndcg.0=-2,3=0",
            "-q -J -m official -m Rndcg.2=0,1=0,4=0,12=-1,3=0"],
    "prefs": ["-q -c -m all_prefs -R prefs P", "-q -m all_prefs -R prefs P", "-q -c -M5 -m all_prefs -R prefs P",
              "-c -m prefs -R prefs P", "-q -c -m all_prefs -R qrels_prefs Q", "-q -c -M3 -m all_prefs -R qrels_prefs Q"],
}


def qrels_collection(seed: int, complete: bool) -> tuple[str, str]:
    """Invented qrels and run (the previous session's generator, unchanged)."""
    rng = random.Random(seed)
    ql, rl = [], []
    for i in range(rng.randint(3, 30)):
        qid = str(rng.choice([i, 100 + i, 1000 + i]))
        pool = list(dict.fromkeys(rng.choice(["d", "doc", "LA0101-", "clueweb09-en0000-"]) + str(rng.randint(0, 300))
                                  for _ in range(rng.randint(1, 80))))
        kind = i % 7
        labels = rng.choice([[0, 1], [0, 0, 1, 2, 3, -1], [0, 1, 2, 4, 12], [-1, 0, 0, 1]])
        if kind != 5:
            for d in rng.sample(pool, rng.randint(1, len(pool))):
                ql.append(f"{qid} 0 {d} {rng.choice(labels) if kind != 4 else rng.choice([0, -1])}")
            if rng.random() < .7:
                ql.append(f"{qid} 0 unret{i} {rng.choice([1, 2])}")
        if kind != 3 or complete:
            ret = rng.sample(pool, rng.randint(1, len(pool)))
            nv = rng.choice([1, 2, 3, 50, 1000])
            for r, d in enumerate(ret):
                extra = " x y" if rng.random() < .05 else ""
                rl.append(f"{qid} Q0 {d} {r + 1} {round(rng.randint(0, nv) * 0.25 - 1, 2)} run{seed}{extra}")
    rng.shuffle(ql)
    rng.shuffle(rl)
    if rng.random() < .3:
        ql.insert(rng.randint(0, len(ql)), "# a comment line")
        rl.insert(rng.randint(0, len(rl)), "# another one here x y z")
    return "\n".join(ql) + "\n", "\n".join(rl) + "\n"


def prefs_collection(seed: int, complete: bool) -> tuple[str, str, str]:
    """Invented preference judgments (prefs and qrels forms) and a run."""
    rng = random.Random(seed)
    pl, ql, rl = [], [], []
    for i in range(rng.randint(2, 12)):
        qid = str(rng.choice([i, 100 + i, 1000 + i])) + rng.choice(["", ".x", "a"])
        pool = list(dict.fromkeys(rng.choice(["d", "doc", "FR94-"]) + str(rng.randint(0, 60))
                                  for _ in range(rng.randint(2, 40))))
        for g in range(rng.randint(1, 4)):
            jg = f"u{g}" if rng.random() < 0.93 else f"u{rng.randint(0, 3)}"   # sometimes a JG twice
            docs = rng.sample(pool, rng.randint(1, len(pool)))
            if rng.random() < 0.5:                       # one sub-group: any levels
                levels = rng.choice([[0, 1], [0, 1, 2, 3], [0.5, 1.5, 2.5, 0], [-1, 0, 1, 2], [1, 2, 3]])
                seen = set()
                for d in docs:
                    lv = rng.choice(levels)
                    pl.append(f"{qid} {jg} s0 {d} {lv}")
                    if rng.random() < 0.05 and d not in seen:   # the same line twice
                        pl.append(f"{qid} {jg} s0 {d} {lv}")
                    seen.add(d)
            else:                                         # several sub-groups from one hidden order
                score = {d: rng.random() for d in docs}
                nonrel = {d for d in docs if rng.random() < 0.4}
                for s in range(rng.randint(2, 4)):
                    cuts = sorted(rng.random() for _ in range(rng.randint(1, 3)))
                    for d in rng.sample(docs, rng.randint(1, len(docs))):
                        lv = 0 if d in nonrel else 1 + sum(score[d] > c for c in cuts)
                        pl.append(f"{qid} {jg} s{s} {d} {lv}")
        for d in pool:
            if rng.random() < 0.6:
                ql.append(f"{qid} {rng.choice(['0', '0', '1', '2'])} {d} {rng.choice([0, 0, 1, 2, 3, -1])}")
        if complete or rng.random() < 0.8:
            ret = rng.sample(pool + [f"un{k}" for k in range(10)], rng.randint(1, len(pool) + 5))
            nv = rng.choice([2, 3, 50, 1000])
            for r, d in enumerate(ret):
                rl.append(f"{qid} Q0 {d} {r + 1} {rng.randint(0, nv) * 0.5} run{seed}")
    rng.shuffle(pl)
    rng.shuffle(ql)
    rng.shuffle(rl)
    if rng.random() < 0.3:
        pl.insert(rng.randint(0, len(pl)), "# a comment line")
    return "\n".join(pl) + "\n", "\n".join(ql) + "\n", "\n".join(rl) + "\n"


def ours(argv: list[str]) -> tuple[int, str]:
    out, err = io.StringIO(), io.StringIO()
    return trec_eval(argv, out, err), out.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--trec-eval", required=True, help="trec_eval 10's binary")
    ap.add_argument("--set", choices=sorted(OPTION_SETS), default="qrels")
    ap.add_argument("--seeds", type=int, default=40)
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)
    total = same = nan = runs = bad = 0
    differing: Counter = Counter()
    with tempfile.TemporaryDirectory() as d:
        q, r, p = (os.path.join(d, x) for x in ("q", "r", "p"))
        for seed in range(1, a.seeds + 1):
            if a.set == "prefs":
                texts = dict(zip((p, q, r), prefs_collection(seed, seed % 2 == 1)))
            else:
                texts = dict(zip((q, r), qrels_collection(seed, seed % 2 == 1)))
            for path, text in texts.items():
                with open(path, "w") as fh:
                    fh.write(text)
            for opts in OPTION_SETS[a.set]:
                words = [{"P": p, "Q": q}.get(w, w) for w in opts.split()]
                args = words + ([] if a.set == "prefs" else [q]) + [r]
                c = subprocess.run([a.trec_eval, *args], capture_output=True, text=True)
                status, text = ours(args)
                want, got = c.stdout.splitlines(), text.splitlines()
                if len(want) == len(got):
                    diff = [w for w, g in zip(want, got) if w != g]
                else:
                    diff = list((Counter(want) - Counter(got)).elements())
                runs += 1
                total += len(want)
                same += len(want) - len(diff)
                nan += sum(x.endswith("nan") for x in want)
                differing.update(x.split()[0] for x in diff)
                if diff or c.returncode != status:
                    bad += 1
                    if a.verbose:
                        print(f"seed {seed} [{' '.join(opts.split())}] status {c.returncode}/{status}: "
                              f"{len(diff)} lines differ, e.g. {diff[:2]}")
    print(f"{a.set}: {runs} invocations, {total:,} trec_eval lines: {same:,} identical ({nan:,} of them -nan), "
          f"{bad} invocations with a difference; differing lines by measure: {dict(differing)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

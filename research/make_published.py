"""Write the study's published results from the research rounds: one summary per rule
(``tools/results/classic.csv.gz``, ``tools/results/relaxed.csv.gz``: each deal's verdict,
winning-line length and time) and the figure drawn from them, which the study page shows
(``docs/images/study.png``).

    python research/make_published.py

The rounds are merged in the order of ``ROUNDS`` (each deal counted once: a decided row beats
an undecided one, a later round's decided row an earlier one's, so the times and lines are the
newest solver's where it ran). The six full rounds over 1 MB are not in the tree: each is read
from git history (``--rev``, by default the last commit that held them) unless a copy lies in
``research/results/``, and checked against its sha256 in ``research/results/full_rounds.csv``.
``python research/make_published.py --restore`` writes those copies (ignored by git).
"""

from __future__ import annotations

import argparse
import csv
import hashlib
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # this checkout

from rsol_widget.study import summarize  # noqa: E402
from rsol_widget.study_csv import Row, merge, read_rows, write_summary  # noqa: E402

RESULTS = ROOT / "research" / "results"
PUBLISHED = ROOT / "tools" / "results"
FIGURE = ROOT / "docs" / "images" / "study.png"
FULL_ROUNDS = RESULTS / "full_rounds.csv"
FULL_ROUNDS_REV = "80287e8c2beea70f79b16a65f63ac34d4a026640"  # the last commit with tools/results/ in full
ROUNDS = [
    "classic_first_10000.csv",
    "classic_10000_99999.csv.gz",
    "classic_0_99999_solver2.csv.gz",
    "relaxed_first_10000.csv",
    "relaxed_first_10000_retry60.csv",
    "relaxed_10000_19999.csv.gz",
    "relaxed_undecided_retry90.csv",
    "relaxed_undecided_retry120.csv",
    "relaxed_20000_99999.csv.gz",
    "relaxed_20000_99999_retry15.csv",
    "relaxed_undecided_retry20_round2.csv",
    "relaxed_undecided_retry60_round2.csv",
    "relaxed_undecided_retry60_round3.csv",
    "relaxed_undecided_pypy150_round4.csv",
    "relaxed_undecided_1194_round4.csv",
    "relaxed_undecided_probes240_round4.csv",
    "relaxed_undecided_rule10_round5.csv",
    "relaxed_undecided_pypy300_round5.csv",
    "relaxed_undecided_probes_seed1_round5.csv",
    "relaxed_undecided_gates_round6.csv",
    "relaxed_undecided_gates_round7.csv",
    "relaxed_undecided_seats_round8.csv",
    "relaxed_undecided_seats_round9.csv",
]


def full_rounds() -> dict[str, str]:
    """The rounds kept out of the tree: file name -> sha256 of its bytes."""
    with FULL_ROUNDS.open(encoding="utf-8", newline="") as f:
        return {row["file"]: row["sha256"] for row in csv.DictReader(f)}


def round_bytes(name: str, rev: str) -> bytes:
    """The bytes of the round ``name``: research/results/ if it is there, else git history."""
    local = RESULTS / name
    if local.exists():
        data = local.read_bytes()
    else:
        done = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{rev}:tools/results/{name}"], capture_output=True, check=False
        )
        if done.returncode != 0:
            raise SystemExit(
                f"{name} is not in research/results/ and git cannot give it ({done.stderr.decode().strip()}); "
                f"in a full clone: git show {rev}:tools/results/{name} > research/results/{name}"
            )
        data = done.stdout
    want = full_rounds().get(name)
    if want is not None and hashlib.sha256(data).hexdigest() != want:
        raise SystemExit(f"{name}: its sha256 is not the one research/results/full_rounds.csv gives")
    return data


def merged(paths: Sequence[Path]) -> list[Row]:
    rows: list[Row] = []
    for path in paths:
        rows = merge(rows, read_rows(path))
    return rows


def publish(rows: Sequence[Row], out: Path, figure: Path) -> list[Path]:
    """Write one summary per rule and the figure drawn from what they hold; their paths."""
    from rsol_widget.study_plot import plot_results

    rules = sorted({r.rule for r in rows})
    written = []
    for rule in rules:
        mine = [r for r in rows if r.rule == rule]
        if mine:
            written.append(out / f"{rule}.csv.gz")
            write_summary(written[-1], mine)
    shown = [row for path in written for row in read_rows(path)]  # the figure shows what is published
    plot_results(shown, figure)
    for rule in rules:
        s = summarize([r for r in shown if r.rule == rule])
        if s.deals:
            print(f"{rule}: {s.deals:,} deals, {s.won:,} won, {s.unwinnable:,} unwinnable, {s.unknown:,} undecided")
    return [*written, figure]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="results files to merge instead of the rounds")
    parser.add_argument("--out", type=Path, default=PUBLISHED, help="the folder of the summaries")
    parser.add_argument("--figure", type=Path, default=FIGURE, help="the figure (PNG)")
    parser.add_argument("--rev", default=FULL_ROUNDS_REV, help="the commit to read the full rounds from")
    parser.add_argument("--restore", action="store_true", help="copy the full rounds into research/results/")
    args = parser.parse_args(argv)
    if args.restore:
        for name in full_rounds():
            (RESULTS / name).write_bytes(round_bytes(name, args.rev))
            print(f"restored research/results/{name}")
        return 0
    if args.files:
        rows = merged(args.files)
    else:
        with tempfile.TemporaryDirectory() as scratch:
            paths = []
            for name in ROUNDS:
                paths.append(Path(scratch) / name)
                paths[-1].write_bytes(round_bytes(name, args.rev))
            rows = merged(paths)
    for path in publish(rows, args.out, args.figure):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

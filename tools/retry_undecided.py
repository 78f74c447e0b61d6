"""Solve again the deals a study left undecided, with the current solver and a longer limit.

Run: ``python tools/retry_undecided.py --time-limit 120 --out tools/results/relaxed_undecided_retry.csv
tools/results/relaxed_first_10000.csv tools/results/relaxed_10000_19999.csv.gz``.
Reads the study CSVs given (plain or gzipped), takes every row whose status is ``unknown``,
solves those deals one after another (no node limit) and writes their new rows in the study's
format, then prints how many were decided and the time of the hardest one decided.
"""

from __future__ import annotations

import argparse
import csv
import gzip
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout

from rsol_widget.study import Row, solve_code, write_results


def undecided(paths: list[Path]) -> list[str]:
    codes = []
    for path in paths:
        opener = gzip.open if path.suffix == ".gz" else open
        with opener(path, "rt", encoding="utf-8", newline="") as f:
            codes += [r["code"] for r in csv.DictReader(f) if r["status"] == "unknown"]
    return codes


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("csv", nargs="+", type=Path)
    parser.add_argument("--time-limit", type=float, default=120.0)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    codes = undecided(args.csv)
    print(f"{len(codes)} undecided deals; {args.time_limit:g} s each", flush=True)
    rows: list[Row] = []
    for code in codes:
        row = solve_code(code, time_limit=args.time_limit, node_limit=None)
        rows.append(row)
        write_results(args.out, rows)  # atomically, after every deal
        print(f"{code} {row.status} {row.nodes:,} positions {row.seconds:.2f} s", flush=True)
    decided = [r for r in rows if r.status != "unknown"]
    statuses = {s: sum(r.status == s for r in rows) for s in ("won", "unwinnable", "unknown")}
    hardest = max(decided, key=lambda r: r.seconds, default=None)
    print(f"decided {len(decided)} of {len(rows)}: {statuses}")
    if hardest is not None:
        effort = f"{hardest.seconds:.2f} s ({hardest.nodes:,} positions)"
        print(f"hardest decided: {hardest.code} {hardest.status} in {effort}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Solve again the deals a study left undecided, with the current solver and a longer limit.

Run: ``python research/retry_undecided.py --time-limit 120 --out research/results/relaxed_undecided_retry.csv
tools/results/relaxed.csv.gz`` (the published summary: its undecided deals; or the rounds of
``research/results/``).
Reads the study CSVs given (plain or gzipped, merged: a decided row of a deal beats an
undecided one, so a retry file given after the study leaves only the deals still undecided),
takes every deal whose status is ``unknown``, solves those deals one after another (no node
limit; ``--table-limit`` positions at most in each table) and writes their new rows in the
study's format, atomically after every deal. ``--resume`` keeps the rows already in ``--out``
and solves only the deals missing there. ``--single-run`` replaces ``solve`` by one
depth-first search without restarts that checks rule 9 at every position (``solver._search``
with a ``_LostCheck``, the same moves and prunings): it cannot wander off like a restarted
search, but a proof that a deal is lost needs one complete run, and this is one run from the
start. ``--probes-only`` runs the solver's probes alone (``solver._Probes``: seeded random
walks from the start, each followed by a short depth-first search), which find wins only; for
deals a full ``solve`` leaves undecided and that look winnable (``--probe-seed`` draws other
walks than ``solve``'s). Prints how many were decided and
the time of the hardest one decided.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))  # solver_parts, beside this file
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout

from solver_parts import _Board, _LostCheck, _Probes, _search, _search_result

from rsol_widget import Game, solve
from rsol_widget.solver import DEFAULT_TABLE_LIMIT, PROBE_SEED, SolveResult
from rsol_widget.study import Row, read_rows, row_of, write_results


def undecided(paths: list[Path]) -> list[str]:
    """The codes whose merged status over ``paths`` is ``unknown``, in the order first read."""
    status: dict[str, str] = {}
    for path in paths:
        for row in read_rows(path):
            if status.get(row.code, "unknown") == "unknown":
                status[row.code] = row.status
    return [code for code, s in status.items() if s == "unknown"]


def single_run(game: Game, time_limit: float, table_limit: int) -> SolveResult:
    """One depth-first search from ``game`` checking rule 9 at every position (``--single-run``)."""
    start = time.perf_counter()
    outcome = _search(
        _Board.of_game(game), start + time_limit, 10**15, table_limit, None, None, None, _LostCheck(), True
    )
    return _search_result(_Board.of_game(game), start, outcome)


def probes_only(game: Game, time_limit: float, table_limit: int, seed: int = PROBE_SEED) -> SolveResult:
    """The solver's probes alone from ``game`` (``--probes-only``), their walks drawn with
    ``seed``: wins or ``unknown``, never a loss."""
    start = time.perf_counter()
    outcome = _Probes(_Board.of_game(game), seed).run(start + time_limit, 10**15, table_limit)
    return _search_result(_Board.of_game(game), start, outcome)


def solve_row(
    code: str,
    time_limit: float,
    table_limit: int,
    one_run: bool = False,
    probes: bool = False,
    probe_seed: int = PROBE_SEED,
) -> Row:
    """The study's row for ``code``, solved with no node limit."""
    game = Game.from_code(code)
    if one_run:
        result = single_run(game, time_limit, table_limit)
    elif probes:
        result = probes_only(game, time_limit, table_limit, probe_seed)
    else:
        result = solve(game, time_limit=time_limit, node_limit=None, table_limit=table_limit)
    return row_of(code, result)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("csv", nargs="+", type=Path)
    parser.add_argument("--time-limit", type=float, default=120.0)
    parser.add_argument("--table-limit", type=int, default=DEFAULT_TABLE_LIMIT)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--resume", action="store_true", help="keep the rows already in --out")
    search = parser.add_mutually_exclusive_group()
    search.add_argument("--single-run", action="store_true", help="one depth-first run, rule 9 everywhere")
    search.add_argument("--probes-only", action="store_true", help="the solver's probes alone (finds wins only)")
    parser.add_argument(
        "--probe-seed", type=int, default=PROBE_SEED, help="with --probes-only: the seed of their random walks"
    )
    args = parser.parse_args()
    if args.probe_seed != PROBE_SEED and not args.probes_only:
        parser.error("--probe-seed needs --probes-only")
    codes = undecided(args.csv)
    rows: list[Row] = list(read_rows(args.out)) if args.resume and args.out.exists() else []
    done = {row.code for row in rows}
    todo = [code for code in codes if code not in done]
    print(f"{len(codes)} undecided deals, {len(todo)} to solve; {args.time_limit:g} s each", flush=True)
    for code in todo:
        row = solve_row(code, args.time_limit, args.table_limit, args.single_run, args.probes_only, args.probe_seed)
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

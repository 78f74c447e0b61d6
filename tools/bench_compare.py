"""Old solver against new, interleaved deal by deal in one process, each timed on its search.

Run: ``python tools/bench_compare.py --rule classic --deals 2000 [--first 0] [--time-limit 30]``.
The old solver is read from git history: the whole package ``rsol_widget/`` at commit 9a7c248
(before issue 13; ``--baseline REV`` picks another), extracted to a temporary directory and imported
under another name, so it runs with its own engine whatever changed since (a module turned package,
a rule registry); the new one is this checkout's ``rsol_widget.solver``. For each deal the old
search runs, then the new one, on the same position, each timed on its ``solve`` call alone: by
default in CPU seconds of this process (``time.process_time``), which other jobs on a shared machine
disturb far less than wall time; ``--clock wall`` uses ``SolveResult.seconds`` instead. Verdicts
must agree on every deal both decide (the script exits with status 1 otherwise). Peak memory is
measured afterwards with ``tracemalloc`` on the slowest deal of each solver (Python allocations made
by the search, the transposition table included).
``--rounds N`` solves each deal N times with each solver, alternating them (old, new, new, old, ...)
and keeps each solver's fastest time of the deal (less noise from other jobs). The table also counts
the deals where the two searched different numbers of positions.
``--csv`` writes one row per deal.
``--shorten-above N`` runs the new solver with that threshold for its line-shortening pass
(the old one shortened lines over 200 moves; ``solve`` now shortens lines over 120).
"""

from __future__ import annotations

import argparse
import csv
import functools
import gc
import importlib
import io
import os
import platform
import re
import subprocess
import sys
import tarfile
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]  # this checkout

from rsol_widget import Game  # noqa: E402
from rsol_widget import solver as new_solver  # noqa: E402
from rsol_widget.codes import make_code  # noqa: E402
from rsol_widget.rules import RULES  # noqa: E402
from rsol_widget.study import percentile  # noqa: E402

Solve = Callable[..., object]
BASELINE = "9a7c248"
"""The commit whose solver is the baseline: the last one before issue 13's work."""


def baseline_package(rev: str = BASELINE) -> ModuleType:
    """The package ``rsol_widget`` as it was at ``rev``, imported as ``rsol_widget_<rev>`` from a
    temporary directory (its modules import each other relatively, so it is whole on its own)."""
    archive = subprocess.run(["git", "archive", rev, "rsol_widget"], cwd=ROOT, capture_output=True, check=True).stdout
    where = Path(tempfile.mkdtemp(prefix="rsol-baseline-"))
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(where, filter="data")
    name = "rsol_widget_" + re.sub(r"\W", "_", rev)
    (where / "rsol_widget").rename(where / name)
    sys.path.insert(0, str(where))
    return importlib.import_module(name)


def peak_memory_mb(solve: Solve, game_of: Callable[[str], object], code: str, time_limit: float) -> float:
    """Peak Python memory (MB) that one search allocates, measured with tracemalloc."""
    game = game_of(code)
    gc.collect()
    tracemalloc.start()
    solve(game, time_limit=time_limit)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    return peak / 2**20


def figures(times: list[float]) -> tuple[float, float, float, float, float]:
    ordered = sorted(times)
    return (percentile(ordered, 50), percentile(ordered, 90), percentile(ordered, 99), ordered[-1], sum(ordered))


def timed(solve: Solve, game: object, args: argparse.Namespace) -> tuple[Any, float]:
    """``solve(game)`` and its time (CPU seconds of this process, or with ``--clock wall`` the
    search's own wall time)."""
    cpu = time.process_time()
    result: Any = solve(game, time_limit=args.time_limit)
    cpu = time.process_time() - cpu
    return result, cpu if args.clock == "cpu" else result.seconds


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rule", choices=list(RULES), default="classic")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--time-limit", type=float, default=30.0)
    parser.add_argument("--no-memory", action="store_true")
    parser.add_argument("--csv", type=Path)
    parser.add_argument("--clock", choices=("cpu", "wall"), default="cpu")
    parser.add_argument("--baseline", default=BASELINE, help="the git revision whose solver is the old one")
    parser.add_argument("--rounds", type=int, default=1, help="solves of each deal by each solver (alternating)")
    parser.add_argument("--shorten-above", type=int, help="the new solver's shortening threshold (default: its own)")
    args = parser.parse_args()
    last = args.first + args.deals - 1
    print(
        f"Python {platform.python_version()}, {os.cpu_count()} cores; {args.rule} deals {args.first}..{last};"
        f" {args.clock} time, limit {args.time_limit} s"
    )
    new_solve = new_solver.solve
    if args.shorten_above is not None:
        new_solve = functools.partial(new_solver.solve, shorten_above=args.shorten_above)
    old = baseline_package(args.baseline)
    solvers = {"old": old.solve, "new": new_solve}
    games: dict[str, Callable[[str], object]] = {"old": old.Game.from_code, "new": Game.from_code}
    times: dict[str, list[float]] = {name: [] for name in solvers}
    nodes = {name: 0 for name in solvers}
    decided = {name: 0 for name in solvers}
    slowest = {name: (0.0, "") for name in solvers}
    rows, disagreements, other_nodes = [], [], 0
    started = time.perf_counter()
    for deal in range(args.first, args.first + args.deals):
        code = make_code(args.rule, deal)
        status, searched = {}, {}
        for name in [name for k in range(args.rounds) for name in (list(solvers)[:: (-1) ** (deal + k)])]:
            if name in status:  # another round: only its time counts, the fastest
                times[name][-1] = min(times[name][-1], timed(solvers[name], games[name](code), args)[1])
                continue
            result, seconds = timed(solvers[name], games[name](code), args)
            times[name].append(seconds)
            searched[name] = result.nodes
            nodes[name] += result.nodes
            status[name] = result.status
            decided[name] += result.status != "unknown"
            slowest[name] = max(slowest[name], (seconds, code))
            rows.append((code, name, result.status, result.nodes, round(seconds, 6), len(result.moves)))
        other_nodes += len(set(searched.values())) > 1
        if "unknown" not in status.values() and len(set(status.values())) > 1:
            disagreements.append((code, status))
    wall = time.perf_counter() - started
    print("| | old | new | old/new |\n|---|---|---|---|")
    print(f"| decided | {decided['old']} | {decided['new']} | |")
    labels = ("median", "p90", "p99", "max", "sum")
    old, new = figures(times["old"]), figures(times["new"])
    for label, a, b in zip(labels, old, new, strict=True):
        unit, scale = ("s", 1) if label in ("max", "sum") else ("ms", 1000)
        print(f"| {label} | {a * scale:.3g} {unit} | {b * scale:.3g} {unit} | {a / b:.2f} |")
    rate = {name: nodes[name] / sum(times[name]) for name in solvers}
    print(f"| positions searched | {nodes['old']:,} | {nodes['new']:,} | {nodes['old'] / nodes['new']:.2f} |")
    print(f"| positions per second | {rate['old']:,.0f} | {rate['new']:,.0f} | {rate['old'] / rate['new']:.2f} |")
    print(f"| deals searched differently | | {other_nodes} | |")
    print(f"| slowest deal | {slowest['old'][1]} | {slowest['new'][1]} | |")
    if not args.no_memory:
        mem = {
            name: peak_memory_mb(solve, games[name], slowest[name][1], args.time_limit)
            for name, solve in solvers.items()
        }
        ratio = mem["old"] / mem["new"]
        print(f"| peak memory of the slowest search | {mem['old']:.1f} MB | {mem['new']:.1f} MB | {ratio:.2f} |")
    print(f"wall time {wall:.1f} s; disagreements: {disagreements or 'none'}")
    if args.csv:
        with open(args.csv, "w", newline="", encoding="utf-8") as out:
            writer = csv.writer(out)
            writer.writerow(("code", "solver", "status", "nodes", "seconds", "moves"))
            writer.writerows(rows)
    return 1 if disagreements else 0


if __name__ == "__main__":
    raise SystemExit(main())

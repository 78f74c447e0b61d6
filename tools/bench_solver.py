"""Solver benchmark: time per deal, positions per second and memory per stored position.

Run: ``python tools/bench_solver.py [--deals N] [--first K] [--stress NODES]``. Figures go to
README's solver section. Deals are fixed deal numbers, solved one after another in this
process (no parallelism), so runs are comparable; the memory test searches one hard Relaxed
deal without restarts and measures the growth of the process's peak resident memory.
"""

from __future__ import annotations

import argparse
import gc
import platform
import resource
import time

from rsol_widget import Game
from rsol_widget.codes import make_code
from rsol_widget.rules import RULES
from rsol_widget.solver import DEFAULT_TABLE_LIMIT, _Board, _search, solve
from rsol_widget.study import percentile

STRESS_DEAL = 27  # Relaxed deal 27: the search without restarts wanders for millions of positions


def peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux


def time_deals(rule: str, first: int, count: int, time_limit: float) -> None:
    times, nodes, statuses = [], 0, {}
    for deal in range(first, first + count):
        result = solve(Game.from_code(make_code(rule, deal)), time_limit=time_limit)
        times.append(result.seconds)
        nodes += result.nodes
        statuses[result.status] = statuses.get(result.status, 0) + 1
    times.sort()
    total = sum(times)
    print(
        f"{rule:8} deals {first}..{first + count - 1}: {statuses};"
        f" per deal median {1000 * percentile(times, 50):.1f} ms,"
        f" p95 {1000 * percentile(times, 95):.1f} ms, p99 {1000 * percentile(times, 99):.1f} ms,"
        f" max {times[-1]:.2f} s; {nodes / total:,.0f} positions/s"
    )


def stress_memory(nodes: int) -> None:
    """Search ``nodes`` positions in one run (no restart) and report memory per table entry."""
    gc.collect()
    before = peak_rss_mb()
    board = _Board.of_game(Game.from_code(make_code("relaxed", STRESS_DEAL)))
    start = time.perf_counter()
    status, _, searched, limit = _search(board, None, nodes, DEFAULT_TABLE_LIMIT, None)
    seconds = time.perf_counter() - start
    grown = peak_rss_mb() - before
    print(
        f"memory: one run on RU1-R deal {STRESS_DEAL}, {searched:,} positions ({status}, {limit}) in {seconds:.1f} s"
        f" = {searched / seconds:,.0f} positions/s; peak memory +{grown:.0f} MB"
        f" = {grown * 2**20 / searched:.0f} bytes per position;"
        f" the default table limit ({DEFAULT_TABLE_LIMIT:,}) bounds a search near"
        f" {DEFAULT_TABLE_LIMIT * grown / searched:,.0f} MB"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--stress", type=int, default=1_000_000, help="positions for the memory test")
    args = parser.parse_args()
    print(f"Python {platform.python_version()} on {platform.machine()}, {platform.system()}")
    for rule in RULES:
        time_deals(rule, args.first, args.deals, args.time_limit)
    stress_memory(args.stress)


if __name__ == "__main__":
    main()

"""How many deals can be won? Solve many deals in parallel and summarize.

    python -m rsol_widget.study --rule classic --deals 10000 --first 0 --workers 2 --out results.csv

writes one CSV row per deal (``code, deal, rule, status, moves, nodes, seconds, line``; ``moves``
counts the winning line's moves and ``line`` spells them out, so every win can be replayed) and
prints the winnable share with its 95% Wilson interval, the undecided count and the time per
deal. Deals are the deal numbers ``K .. K + N - 1`` (``--first K``, default 0) or ``N``
distinct random deal numbers (``--random SEED``). ``--resume`` skips the deals already in
``--out`` (add ``--retry-unknown`` to solve the undecided ones again, say with a longer
``--time-limit``). The solver sees face-down cards: "winnable" means with perfect knowledge.

Workers run through any :class:`concurrent.futures.Executor` (default: a
:class:`~concurrent.futures.ProcessPoolExecutor`), so a cluster can do the work::

    from dask.distributed import Client                  # Dask
    rows = run_study(codes, executor=Client("tcp://scheduler:8786").get_executor())

Ray has no Executor of its own in older releases: wrap ``ray.remote`` tasks in a small
Executor subclass whose ``submit`` returns ``ref.future()``, and pass that.
"""

from __future__ import annotations

import argparse
import csv
import math
import os
import random
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .codes import DEAL_COUNT, make_code, parse_code
from .game import Game
from .solver import DEFAULT_NODE_LIMIT, DEFAULT_TIME_LIMIT, solve

try:
    import resource  # Unix only: the workers' peak memory
except ImportError:  # pragma: no cover
    resource = None


@dataclass(frozen=True)
class Row:
    """One solved deal, as written to the CSV."""

    code: str
    deal: int
    rule: str
    status: str
    moves: int
    nodes: int
    seconds: float
    line: str
    peak_mb: float


def solve_code(code: str, time_limit: float | None = DEFAULT_TIME_LIMIT, node_limit: int | None = None) -> Row:
    """Solve the deal ``code`` names; runs in a worker (a top-level function, so it pickles)."""
    result = solve(Game.from_code(code), time_limit=time_limit, node_limit=node_limit)
    parsed = parse_code(code)
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss if resource else 0  # kilobytes on Linux
    return Row(
        code=code,
        deal=parsed.deal,
        rule=parsed.rule,
        status=result.status,
        moves=len(result.moves),
        nodes=result.nodes,
        seconds=round(result.seconds, 5),
        line=",".join(str(m) for m in result.moves),
        peak_mb=round(peak_kb / 1024, 1),
    )


def deal_numbers(count: int, first: int = 0, seed: int | None = None) -> list[int]:
    """``count`` deal numbers: ``first ..`` in order, or distinct random ones from ``seed``."""
    if seed is None:
        return list(range(first, first + count))
    return random.Random(seed).sample(range(DEAL_COUNT), count)


def wilson_interval(successes: int, trials: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) for a binomial proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(sorted_values: Sequence[float], q: float) -> float:
    """The nearest-rank percentile ``q`` (0..100) of already sorted values."""
    if not sorted_values:
        return math.nan
    rank = max(1, math.ceil(q / 100 * len(sorted_values)))
    return sorted_values[rank - 1]


@dataclass(frozen=True)
class Summary:
    deals: int
    won: int
    unwinnable: int
    unknown: int
    share: float
    low: float
    high: float
    median: float
    p95: float
    p99: float
    max: float
    nodes_per_second: float
    peak_mb: float
    first_deal: int
    last_deal: int

    def text(self, rule: str = "") -> str:
        decided = self.won + self.unwinnable
        return "\n".join(
            [
                f"{rule} deals {self.first_deal}..{self.last_deal}: {self.deals} solved, {decided} decided, "
                f"{self.unknown} undecided",
                f"winnable: {self.won}/{decided} = {100 * self.share:.2f}% "
                f"(95% Wilson interval {100 * self.low:.2f}% .. {100 * self.high:.2f}%)",
                f"time per deal: median {1000 * self.median:.1f} ms, p95 {1000 * self.p95:.1f} ms, "
                f"p99 {1000 * self.p99:.1f} ms, max {self.max:.2f} s",
                f"speed: {self.nodes_per_second:,.0f} positions/s; peak worker memory {self.peak_mb:.0f} MB",
            ]
        )


def summarize(rows: Sequence[Row]) -> Summary:
    """The winnable share among decided deals with its Wilson interval, and the time figures."""
    won = sum(r.status == "won" for r in rows)
    lost = sum(r.status == "unwinnable" for r in rows)
    low, high = wilson_interval(won, won + lost)
    times = sorted(r.seconds for r in rows)
    seconds = sum(times)
    return Summary(
        deals=len(rows),
        won=won,
        unwinnable=lost,
        unknown=len(rows) - won - lost,
        share=won / (won + lost) if won + lost else math.nan,
        low=low,
        high=high,
        median=percentile(times, 50),
        p95=percentile(times, 95),
        p99=percentile(times, 99),
        max=times[-1] if times else math.nan,
        nodes_per_second=sum(r.nodes for r in rows) / seconds if seconds else math.nan,
        peak_mb=max((r.peak_mb for r in rows), default=0.0),
        first_deal=min((r.deal for r in rows), default=0),
        last_deal=max((r.deal for r in rows), default=0),
    )


class Progress:
    """A one-line progress bar on stderr (no dependency), redrawn at most 5 times a second."""

    def __init__(self, total: int, stream=sys.stderr) -> None:
        self.total, self.stream = total, stream
        self.done = 0
        self.counts: dict[str, int] = {}
        self.start = self.last = time.monotonic()

    def update(self, row: Row) -> None:
        self.done += 1
        self.counts[row.status] = self.counts.get(row.status, 0) + 1
        now = time.monotonic()
        if now - self.last >= 0.2 or self.done == self.total:
            self.last = now
            self.draw(now)

    def draw(self, now: float) -> None:
        share = self.done / self.total if self.total else 1.0
        bar = "#" * int(30 * share)
        eta = (now - self.start) / self.done * (self.total - self.done) if self.done else 0.0
        counts = " ".join(f"{k} {v}" for k, v in sorted(self.counts.items()))
        self.stream.write(f"\r[{bar:<30}] {self.done}/{self.total} {100 * share:5.1f}% {counts} eta {eta:,.0f}s ")
        if self.done == self.total:
            self.stream.write("\n")
        self.stream.flush()


def run_study(
    codes: Iterable[str],
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = None,
    on_row: Callable[[Row], None] | None = None,
) -> list[Row]:
    """Solve every code through ``executor`` (default: ``workers`` local processes); the rows
    come back sorted by deal number, and ``on_row`` sees each as soon as it is done."""
    codes = list(codes)
    own = executor is None
    pool = ProcessPoolExecutor(max_workers=workers) if own else executor
    rows: list[Row] = []
    try:
        futures = [pool.submit(solve_code, code, time_limit, node_limit) for code in codes]
        for future in as_completed(futures):
            row = future.result()
            rows.append(row)
            if on_row is not None:
                on_row(row)
    finally:
        if own:
            pool.shutdown(cancel_futures=True)
    return sorted(rows, key=lambda r: (r.rule, r.deal))


COLUMNS = [f.name for f in fields(Row)]


def write_rows(path: Path, rows: Iterable[Row], *, append: bool = False) -> None:
    with path.open("a" if append else "w", newline="", encoding="utf-8") as f:
        writer = csv.DictWriter(f, COLUMNS)
        if not append:
            writer.writeheader()
        for row in rows:
            writer.writerow(asdict(row))


def read_rows(path: Path) -> list[Row]:
    with path.open(newline="", encoding="utf-8") as f:
        return [
            Row(
                code=r["code"],
                deal=int(r["deal"]),
                rule=r["rule"],
                status=r["status"],
                moves=int(r["moves"]),
                nodes=int(r["nodes"]),
                seconds=float(r["seconds"]),
                line=r["line"],
                peak_mb=float(r["peak_mb"]),
            )
            for r in csv.DictReader(f)
        ]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m rsol_widget.study", description=__doc__.split("\n")[0])
    parser.add_argument("--rule", choices=["classic", "relaxed"], default="classic")
    parser.add_argument("--deals", type=int, required=True, help="how many deals")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--first", type=int, default=0, help="the first deal number (deals K..K+N-1)")
    where.add_argument("--random", type=int, metavar="SEED", help="N distinct random deal numbers from SEED")
    parser.add_argument("--workers", type=int, default=os.cpu_count(), help="local worker processes")
    parser.add_argument("--time-limit", type=float, default=DEFAULT_TIME_LIMIT, help="seconds per deal")
    parser.add_argument("--node-limit", type=int, default=DEFAULT_NODE_LIMIT, help="positions per deal")
    parser.add_argument("--out", type=Path, required=True, help="the CSV to write")
    parser.add_argument("--resume", action="store_true", help="keep the rows already in --out, solve the rest")
    parser.add_argument("--retry-unknown", action="store_true", help="with --resume: solve the undecided rows again")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    args = parser.parse_args(argv)

    codes = [make_code(args.rule, d) for d in deal_numbers(args.deals, args.first, args.random)]
    done: list[Row] = read_rows(args.out) if args.resume and args.out.exists() else []
    if args.retry_unknown:
        done = [r for r in done if r.status != "unknown"]
        write_rows(args.out, done)
    finished = {r.code for r in done}
    todo = [c for c in codes if c not in finished]
    if not done:
        write_rows(args.out, [])
    progress = None if args.quiet else Progress(len(todo))

    def on_row(row: Row) -> None:
        write_rows(args.out, [row], append=True)  # a crash loses nothing already solved
        if progress is not None:
            progress.update(row)

    new = run_study(todo, workers=args.workers, time_limit=args.time_limit, node_limit=args.node_limit, on_row=on_row)
    wanted = set(codes)
    rows = sorted((r for r in done + new if r.code in wanted), key=lambda r: r.deal)
    write_rows(args.out, rows)  # sorted by deal number
    print(summarize(rows).text(args.rule))
    return 0


if __name__ == "__main__":
    sys.exit(main())

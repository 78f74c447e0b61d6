"""How many deals can be won? Solve many deals in parallel and summarize.

    python -m rsol_widget.study --rule classic --deals 10000 --first 0 --workers 2 --out results.csv

writes one CSV row per deal (``code, deal, rule, status, moves, nodes, seconds, line, peak_mb``;
``moves`` counts the winning line's moves and ``line`` spells them out, so every win can be
replayed) and prints the winnable share with its 95% Wilson interval, the undecided count and the
time per deal. Deals are the deal numbers ``K .. K + N - 1`` (``--first K``, default 0) or ``N``
distinct random deal numbers (``--random SEED``). The solver sees face-down cards: "winnable"
means with perfect knowledge. ``--player fair`` (or ``greedy``, ``random``) plays each deal out
with a player that does not see them instead (:mod:`rsol_widget.players`): ``status`` is then
the player's result.

A results file only grows: each deal's row is appended as soon as it is solved, so a killed run
loses no finished deal; ``--resume`` keeps every row already in ``--out`` (of any deal range) and
solves the deals of this run that it lacks (``--retry-unknown``: the undecided ones too, say with
a longer ``--time-limit``). Every rewrite of the file is atomic (:mod:`rsol_widget.study_csv`).
An existing ``--out`` is refused without ``--resume`` (or ``--overwrite``), and so is a file of
the other rule.

Workers run through any :class:`concurrent.futures.Executor` (default: a
:class:`~concurrent.futures.ProcessPoolExecutor`); ``--scheduler ADDRESS`` runs them on a Dask
distributed cluster (the ``study`` extra: ``pip install '.[study]'`` in the project's folder), the same as::

    from dask.distributed import Client
    rows = run_study(codes, executor=Client("tcp://scheduler:8786").get_executor(), chunk=16)

Ray has no Executor of its own in older releases: wrap ``ray.remote`` tasks in a small
Executor subclass whose ``submit`` returns ``ref.future()``, and pass that.
"""

from __future__ import annotations

import argparse
import logging
import math
import os
import random
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ._intervals import wilson as wilson_interval
from .analysis import difficulty_of
from .codes import DEAL_COUNT, make_code, parse_code
from .game import Game
from .rules import CLASSIC, RULES
from .solver import DEFAULT_NODE_LIMIT, DEFAULT_TIME_LIMIT, SolveResult, solve
from .study_csv import (
    COLUMNS,
    Appender,
    ResultsError,
    Row,
    merge,
    read_results,
    read_rows,
    remove_stale_temps,
    write_results,
)

try:
    import resource  # Unix only: the workers' peak memory
except ImportError:  # pragma: no cover
    resource = None  # type: ignore[assignment]

__all__ = [
    "COLUMNS",
    "ResultsError",
    "Row",
    "Summary",
    "deal_numbers",
    "main",
    "percentile",
    "read_rows",
    "run_study",
    "solve_code",
    "solve_codes",
    "summarize",
    "wilson_interval",
    "write_results",
]


def solve_code(code: str, time_limit: float | None = DEFAULT_TIME_LIMIT, node_limit: int | None = None) -> Row:
    """Solve the deal ``code`` names; runs in a worker (a top-level function, so it pickles)."""
    return row_of(code, solve(Game.from_code(code), time_limit=time_limit, node_limit=node_limit))


def row_of(code: str, result: SolveResult) -> Row:
    """The study's row for the deal ``code`` solved as ``result``; ``peak_mb`` is this
    process's peak resident memory so far."""
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
        difficulty=difficulty_of(result),
    )


def solve_codes(
    codes: Sequence[str],
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = None,
    player: str | None = None,
) -> list[Row]:
    """Solve a chunk of deals in one task (fewer, larger tasks for a cluster's scheduler); with
    ``player`` (a name of :data:`rsol_widget.players.PLAYERS`), play them out with it instead."""
    if player is not None:
        from .players import play_code

        return [play_code(code, player) for code in codes]
    return [solve_code(code, time_limit, node_limit) for code in codes]


def deal_numbers(count: int, first: int = 0, seed: int | None = None) -> list[int]:
    """``count`` deal numbers: ``first ..`` in order, or distinct random ones from ``seed``."""
    if seed is None:
        return list(range(first, first + count))
    return random.Random(seed).sample(range(DEAL_COUNT), count)


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


def _die_with(parent: int) -> None:
    """In a worker process: end when ``parent`` ends, even by ``kill -9`` (Linux; elsewhere a
    no-op), so a killed study leaves no idle workers behind."""
    if not sys.platform.startswith("linux"):
        return
    import ctypes
    import signal

    try:
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent ended before the call above
        os._exit(1)


def run_study(
    codes: Iterable[str],
    *,
    executor: Executor | None = None,
    workers: int | None = None,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = None,
    on_row: Callable[[Row], None] | None = None,
    chunk: int = 1,
    max_pending: int | None = None,
    player: str | None = None,
) -> list[Row]:
    """Solve every code through ``executor`` (default: ``workers`` local processes), ``chunk``
    codes a task, with at most ``max_pending`` tasks submitted at a time (so a million deals never
    sit in the scheduler at once). ``on_row`` sees each row as soon as its task is done; the rows
    come back sorted by rule and deal number. ``player`` plays each deal out with that player
    (:mod:`rsol_widget.players`) instead of solving it."""
    if chunk < 1:
        raise ValueError(f"chunk must be at least 1, not {chunk}")
    codes = list(codes)
    own = executor is None
    pool: Executor = (
        ProcessPoolExecutor(max_workers=workers, initializer=_die_with, initargs=(os.getpid(),))
        if executor is None
        else executor
    )
    if max_pending is None:
        max_pending = 2 * (workers or os.cpu_count() or 1) if own else 256
    chunks: Iterator[list[str]] = (codes[i : i + chunk] for i in range(0, len(codes), chunk))
    rows: list[Row] = []
    pending: set[Future[list[Row]]] = set()
    try:
        while True:
            for part in chunks:
                pending.add(pool.submit(solve_codes, part, time_limit, node_limit, player))
                if len(pending) >= max_pending:
                    break
            if not pending:
                break
            done, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in done:
                for row in future.result():
                    rows.append(row)
                    if on_row is not None:
                        on_row(row)
    finally:
        for future in pending:
            future.cancel()
        if own:
            pool.shutdown(cancel_futures=True)
    return sorted(rows, key=lambda r: (r.rule, r.deal))


# ---------------------------------------------------------------- the command line
def _count(minimum: int) -> Callable[[str], int]:
    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"{value} is less than {minimum}")
        return value

    return parse


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"{text!r}: give a finite number of seconds above 0")
    return value


class _Help(argparse.HelpFormatter):
    """``--help`` that ends each option's help with its default, when it has one."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        text = action.help or ""
        shown = action.default is not None and action.default is not False and action.default != argparse.SUPPRESS
        if shown and "%(default)" not in text:
            text = f"{text} (default: %(default)s)".lstrip()
        return text


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m rsol_widget.study", description=(__doc__ or "").split("\n")[0], formatter_class=_Help
    )
    parser.add_argument("--rule", choices=list(RULES), default=CLASSIC.name, help="the rule")
    parser.add_argument("--deals", type=_count(1), required=True, help="how many deals")
    where = parser.add_mutually_exclusive_group()
    where.add_argument("--first", type=_count(0), default=0, help="the first deal number (deals K..K+N-1)")
    where.add_argument("--random", type=_count(0), metavar="SEED", help="N distinct random deal numbers from SEED")
    parser.add_argument("--workers", type=_count(1), default=os.cpu_count() or 1, help="local worker processes")
    parser.add_argument("--scheduler", metavar="ADDRESS", help="run on this Dask scheduler (tcp://host:8786)")
    parser.add_argument(
        "--scheduler-timeout", type=_seconds, default=20.0, metavar="S", help="seconds to reach the Dask scheduler"
    )
    parser.add_argument("--chunk", type=_count(1), help="deals per task (default: 1 local, 16 on Dask)")
    parser.add_argument("--time-limit", type=_seconds, default=DEFAULT_TIME_LIMIT, help="seconds per deal")
    parser.add_argument("--node-limit", type=_count(1), default=DEFAULT_NODE_LIMIT, help="positions per deal")
    parser.add_argument(
        "--player",
        choices=["fair", "greedy", "random"],
        help="play each deal out with this player (rsol_widget.players) instead of solving it",
    )
    parser.add_argument("--out", type=Path, required=True, help="the CSV to write (it only grows)")
    parser.add_argument("--resume", action="store_true", help="keep the rows already in --out, solve the rest")
    parser.add_argument("--retry-unknown", action="store_true", help="with --resume: solve the undecided rows again")
    parser.add_argument("--overwrite", action="store_true", help="replace an existing --out (its rows are lost)")
    parser.add_argument("--plot", type=Path, metavar="FILE.png", help="draw the results of --out (matplotlib)")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    return parser


def _check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    if args.random is None and args.first + args.deals > DEAL_COUNT:
        parser.error(f"--first {args.first} --deals {args.deals} goes past the last deal number {DEAL_COUNT - 1}")
    if args.random is not None and args.deals > DEAL_COUNT:
        parser.error(f"--deals {args.deals}: there are only {DEAL_COUNT} deal numbers")
    if args.retry_unknown and not args.resume:
        parser.error("--retry-unknown works with --resume")
    if args.resume and args.overwrite:
        parser.error("--resume keeps the rows of --out, --overwrite replaces them: choose one")
    if args.out.suffix == ".gz":
        parser.error("--out: results are written as plain CSV (gzip the file afterwards)")
    if args.out.is_dir():
        parser.error(f"--out {args.out} is a folder")


def _holds_rows(path: Path) -> bool:
    """Whether ``path`` holds a row a run could lose (a file with none, such as the bare header
    of a run that stopped before its first deal, does not); an unreadable file counts as one."""
    try:
        if path.stat().st_size > 4096:
            return True
        return bool(read_results(path).rows)
    except FileNotFoundError:
        return False
    except (OSError, ResultsError):
        return True


def _load(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[Row]:
    """The rows already in ``--out`` (after repairs), or refusal when it must not be touched."""
    if _holds_rows(args.out) and not (args.resume or args.overwrite):
        parser.error(f"--out {args.out} exists: --resume adds to it, --overwrite replaces it")
    if not args.resume:
        write_results(args.out, [])
        return []
    remove_stale_temps(args.out)
    found = read_results(args.out)
    for warning in found.warnings:
        print(f"warning: {warning}", file=sys.stderr)
    other = sorted({r.rule for r in found.rows} - {args.rule})
    if other:
        parser.error(
            f"--out {args.out} holds {' and '.join(other)} deals, this run is {args.rule}: "
            "give each rule its own results file"
        )
    if found.needs_rewrite:  # repaired, new columns or a new file: a clean file to append to
        write_results(args.out, found.rows)
    return found.rows


def _progress(total: int, quiet: bool) -> Callable[[Row], None] | None:
    """tqdm's bar on stderr (the ``study`` extra), or without it a plain count every tenth of the run."""
    if quiet:
        return None
    try:
        from tqdm.auto import tqdm  # type: ignore[import-untyped,unused-ignore]
    except ImportError:
        return _plain_progress(total)

    bar = tqdm(total=total, unit="deal", file=sys.stderr, smoothing=0.05, dynamic_ncols=True)
    counts: dict[str, int] = {}

    def update(row: Row) -> None:
        counts[row.status] = counts.get(row.status, 0) + 1
        bar.set_postfix(counts, refresh=False)
        bar.update(1)
        if bar.n >= total:
            bar.close()

    return update


def _plain_progress(total: int) -> Callable[[Row], None]:
    done, step = [0], max(1, total // 10)

    def update(row: Row) -> None:
        done[0] += 1
        if done[0] % step == 0 or done[0] == total:
            print(f"{done[0]}/{total} deals", file=sys.stderr, flush=True)

    return update


def _need_matplotlib() -> None:
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise SystemExit("--plot needs matplotlib: pip install '.[study]' in the project's folder") from None


def _executor(address: str, timeout: float) -> tuple[Executor, Any]:
    try:
        from distributed import Client
    except ImportError:
        raise SystemExit("--scheduler needs Dask: pip install '.[study]' in the project's folder") from None
    _quiet_dask_logs()
    try:
        client = Client(address, timeout=timeout)  # type: ignore[no-untyped-call,unused-ignore]
    except (OSError, ValueError) as e:  # unreachable, or not an address Dask knows
        raise SystemExit(f"--scheduler {address}: cannot reach the Dask scheduler ({e})") from None
    return client.get_executor(), client  # type: ignore[no-untyped-call,unused-ignore]


def _wait_for_a_worker(client: Any, address: str) -> None:
    """On a cluster with no worker the tasks would wait silently: say so, then wait for one."""
    if client.scheduler_info(n_workers=1)["workers"]:
        return
    print(
        f"--scheduler {address}: no Dask worker has joined yet; waiting for one (start it: dask worker {address})",
        file=sys.stderr,
        flush=True,
    )
    client.wait_for_workers(1)
    print("a Dask worker joined: solving", file=sys.stderr, flush=True)


def _quiet_dask_logs() -> None:
    """The Dask client (and tornado under it) log each lost connection as a traceback, 36 to 139 lines
    when the scheduler dies; the study says what happened in one line instead (see :func:`_solve`)."""
    for name in ["distributed", "tornado.application", *logging.root.manager.loggerDict]:
        if name.startswith("distributed") or name == "tornado.application":
            logging.getLogger(name).setLevel(logging.CRITICAL)


def _scheduler_lost(client: Any) -> bool:
    """Whether the Dask client has lost its scheduler (it is reconnecting, or gave up)."""
    if client.status != "running":
        return True
    try:
        client.scheduler_info()
    except Exception:  # no answer: gone
        return True
    return False


def _solve(
    parser: argparse.ArgumentParser, args: argparse.Namespace, executor: Executor | None, client: Any
) -> tuple[list[Row], list[str]]:
    """Solve the deals of this run that ``--out`` lacks; the merged rows and this run's codes."""
    try:
        done = _load(parser, args)
    except ResultsError as e:
        parser.exit(2, f"{parser.prog}: error: {e}\n")
    codes = [make_code(args.rule, d) for d in deal_numbers(args.deals, args.first, args.random)]
    have = {r.code: r for r in done}
    todo = [c for c in codes if c not in have or (args.retry_unknown and have[c].status == "unknown")]
    chunk = args.chunk or (16 if args.scheduler else 1)
    try:
        if client is not None and todo:
            _wait_for_a_worker(client, args.scheduler)
        progress = _progress(len(todo), args.quiet)
        with Appender(args.out) as out:

            def on_row(row: Row) -> None:
                out.add([row])  # on disk at once: a crash loses nothing already solved
                if progress is not None:
                    progress(row)

            new = run_study(
                todo,
                executor=executor,
                workers=args.workers,
                time_limit=args.time_limit,
                node_limit=args.node_limit,
                on_row=on_row,
                chunk=chunk,
                player=args.player,
            )
        rows = merge(done, new)
        write_results(args.out, rows)  # sorted by deal number, one row per deal
    except ResultsError as e:
        parser.exit(1, f"{parser.prog}: error: {e} (every solved deal is in the file, appended)\n")
    except KeyboardInterrupt:
        parser.exit(130, f"\n{parser.prog}: interrupted; every solved deal is in {args.out}: --resume goes on\n")
    except Exception as e:  # a worker crashed, the cluster went away, ...: say so, keep what is done
        if client is not None and _scheduler_lost(client):
            why = f"lost the Dask scheduler {args.scheduler} (it stopped or cannot be reached)"
            parser.exit(1, f"{parser.prog}: error: {why}; every solved deal is in {args.out}: --resume goes on\n")
        parser.exit(1, f"{parser.prog}: error: {type(e).__name__}: {e}; every solved deal is in {args.out}\n")
    return rows, codes


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    _check(parser, args)
    if args.plot is not None:
        _need_matplotlib()  # now, not once every deal is solved
    # the scheduler is reached before --out is touched: a failed start leaves no file behind
    executor, client = _executor(args.scheduler, args.scheduler_timeout) if args.scheduler else (None, None)
    try:
        rows, codes = _solve(parser, args, executor, client)
    finally:
        if client is not None:
            client.close()
    wanted = set(codes)
    print(summarize([r for r in rows if r.code in wanted]).text(args.rule))
    if len(rows) > len(wanted):
        print(f"{args.out} holds {len(rows)} deals in all")
    if args.plot is not None:
        from .study_plot import plot_results

        try:
            plot_results(rows, args.plot)
        except OSError as e:
            parser.exit(1, f"{parser.prog}: error: cannot write the figure {args.plot}: {e.strerror or e}\n")
        print(f"figure: {args.plot}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

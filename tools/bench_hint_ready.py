"""How soon is the widget's hint ready after a move? Release (the position published) → the hint's
answer ready (move and chance), as the widget's background job computes it
(rsol_widget._hint_chain.Chain.at: the fair policy along the game, its plan kept until a card
turns up, the chance carried on the same samples, node limits), old and new interleaved position
by position in one run:

* new: today's code (a sample the search left undecided at a position is not searched again
  after each move; seek_best asks what is known at once first and tries the candidates by their hope);
* old: the code before it (every undecided sample searched again after every move: the p95 of
  6.4 s in Relaxed), kept below (OLD) and swapped in for its turns.

The positions are those of games in which the player follows the (new) hint, leaving it for
another legal move one time in five (a player who leaves the plan makes the policy ask afresh),
at most --per-game positions a deal (many deals, not two or three long games), --positions per
rule; old and new answer the same positions, each on a fresh chain per game.

    nice -n 10 python tools/bench_hint_ready.py --positions 200

Prints per rule and path the median, p95 and max in seconds, wall clock (the machine's load
counts: the load average is printed) and CPU time (the process's own: what an idle core would
take), and the p95 of the wait after a click made one second after the release (the player paused
at least 1 s): max(0, ready - 1 s).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import statistics
import time
from collections.abc import Callable, Iterator

from rsol_widget import Game, _hint_chain
from rsol_widget._fair_search import LOST, WON, Grid, Solver
from rsol_widget._hint_chain import Chain
from rsol_widget._slices import finish
from rsol_widget.codes import make_code
from rsol_widget.moves import Move
from rsol_widget.policy import DEFAULT
from rsol_widget.solver import SolveResult
from rsol_widget.study import percentile

# ---------------------------------------------------------------- OLD: the code before the change


_NEW_FOLLOW, _NEW_OUTCOME = _hint_chain.follow, Grid._outcome


def _old_follow(solver: Solver, start: Game, result: SolveResult, move: Move) -> SolveResult:
    """As before: a sample undecided at the position searched again after the move."""
    if result.status in (WON, LOST):
        return _NEW_FOLLOW(solver, start, result, move)
    nxt = start.copy()
    nxt.play(move)
    return solver.solve(nxt)


def _old_outcome(self: Grid, move: Move, s: int) -> str:
    """As before: a sample undecided at the position searched again after each move."""
    if self.results[s].status in (WON, LOST):
        return _NEW_OUTCOME(self, move, s)
    nxt = self.starts[s].copy()
    nxt.play(move)
    return self.solver.solve(nxt).status


def _old_seek_best(self: Grid, key: Callable[[int, list[str | None], bool], tuple[float, ...]]) -> None:
    if len(self.moves) < 2:
        return
    losing_first = sorted(range(len(self.starts)), key=lambda s: self.results[s].status != LOST)
    best: tuple[float, ...] | None = None
    for i in sorted(range(len(self.moves)), key=lambda i: (-self.lines[i], i)):
        row = self.cells[i]
        for s in losing_first:
            if best is not None and key(i, row, True) > best:
                break
            self.cell(i, s)
        else:
            best = key(i, row, False) if best is None else min(best, key(i, row, False))


@contextlib.contextmanager
def old() -> Iterator[None]:
    """The code before the change, for the time of the block."""
    saved = (Grid._outcome, Grid.seek_best, _hint_chain.follow)
    Grid._outcome, Grid.seek_best, _hint_chain.follow = _old_outcome, _old_seek_best, _old_follow  # type: ignore[method-assign]
    try:
        yield
    finally:
        Grid._outcome, Grid.seek_best, _hint_chain.follow = saved  # type: ignore[method-assign]


# ---------------------------------------------------------------- the run


def line(xs: list[float]) -> str:
    """The median, p95 and max of ``xs`` (seconds to ready), and the p95 of the wait after a click
    made one second after the release."""
    xs = sorted(xs)
    waits = sorted(max(0.0, v - 1.0) for v in xs)
    return (
        f"median {statistics.median(xs):.3f} s, p95 {percentile(xs, 95):.3f} s, max {xs[-1]:.3f} s; "
        f"wait after a click at 1 s: p95 {percentile(waits, 95):.3f} s"
    )


def summary(name: str, values: list[float], cpu: list[float]) -> str:
    return f"{name}: {len(values)} positions\n    wall: {line(values)}\n    CPU:  {line(cpu)}"


def run(rule: str, positions: int, per_game: int, rng: random.Random) -> dict[str, tuple[list[float], list[float]]]:
    """{path: (wall seconds, CPU seconds)} over ``positions`` positions of games of ``rule``."""
    times: dict[str, tuple[list[float], list[float]]] = {"new": ([], []), "old": ([], [])}
    count = 0
    while count < positions:
        game = Game.from_code(make_code(rule, rng.randrange(100_000)))
        chains = {"new": Chain(DEFAULT), "old": Chain(DEFAULT)}
        for _ in range(per_game):
            if game.won or count >= positions:
                break
            answer = None
            for kind in ("new", "old") if count % 2 == 0 else ("old", "new"):  # neither always on a warm cache
                started, cpu = time.perf_counter(), time.process_time()
                with old() if kind == "old" else contextlib.nullcontext():
                    found = finish(chains[kind].at(game.copy()))
                times[kind][0].append(time.perf_counter() - started)
                times[kind][1].append(time.process_time() - cpu)
                answer = found if kind == "new" else answer
            count += 1
            move = None if answer is None else answer.suggestion.move
            legal = game.legal_moves()
            if move is None or not legal:
                break
            if rng.random() < 0.2:
                move = rng.choice(legal)  # the player leaves the plan
            game.play(move)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="positions of each rule")
    parser.add_argument("--per-game", type=int, default=25, help="at most this many positions a deal")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    load = os.getloadavg()[0]
    results = {rule: run(rule, args.positions, args.per_game, rng) for rule in ("classic", "relaxed")}
    print(f"load average before: {load:.1f}, after: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"policy: {DEFAULT}")
    for rule, paths in results.items():
        for kind, (wall, cpu) in paths.items():
            print(summary(f"  {kind}, {rule}", wall, cpu))


if __name__ == "__main__":
    main()

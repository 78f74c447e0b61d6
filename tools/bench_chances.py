"""How long does a fair hint take? chances() (the move with the best chance) over positions
from real games of both rules, and the fair analysis of a 100-move game.

    python tools/bench_chances.py --positions 200 --samples 48
    python tools/bench_chances.py --compare      # full and best_only (the hint's search), interleaved
    python tools/bench_chances.py --analysis     # also: analyse(fair=True) of a 100-move game
    python tools/bench_chances.py --positions 0 --analysis   # only that

The positions: for each rule, half of them, each from a random deal played by the greedy player
(rsol_widget.players) for a random number of moves (0..60), so that they are positions a player
meets. Prints the median and p95 per rule and over all, in seconds (wall clock; the machine's
load counts: run it when the machine is quiet, or say how loaded it was).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time
from typing import Any

from rsol_widget import Game, analyse, chances, rules
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.players import _new_moves, greedy_move
from rsol_widget.policy import layout as _key
from rsol_widget.study import percentile


def position(rule: str, rng: random.Random, most: int = 60) -> Game:
    game = Game.from_code(make_code(rule, rng.randrange(DEAL_COUNT)))
    visited = {_key(game)}
    for _ in range(rng.randint(0, most)):
        moves = _new_moves(game, visited)
        if not moves or game.won:
            break
        game.play(greedy_move(game, moves, rng))
        visited.add(_key(game))
    return game


def report(name: str, values: list[float]) -> None:
    values = sorted(values)
    print(
        f"{name}: {len(values)} positions, median {statistics.median(values):.3f} s, "
        f"p95 {percentile(values, 95):.3f} s, max {values[-1]:.3f} s"
    )


def hints(args: argparse.Namespace, extra: dict[str, Any], rng: random.Random) -> None:
    """Time the fair hint on ``args.positions`` positions: every move solved on every sample
    (``full``), or only what names the best move (``best_only``), or both, interleaved, in
    alternating order on the same positions (``--compare``, which also counts disagreements)."""
    kinds = ("full", "best_only") if args.compare else ("best_only",) if args.best_only else ("full",)
    names = list(rules.RULES)
    times: dict[tuple[str, str], list[float]] = {(k, r): [] for k in kinds for r in names}
    solves = dict.fromkeys(kinds, 0)
    disagree = 0
    for i in range(args.positions):
        rule = names[i % len(names)]
        game = position(rule, rng)
        if game.won or not game.legal_moves():
            game = Game.from_code(make_code(rule, rng.randrange(DEAL_COUNT)))
        bests = set()
        for kind in kinds if i % 2 == 0 else kinds[::-1]:
            started = time.perf_counter()
            c = chances(game, **extra, best_only=kind == "best_only")
            bests.add((c.best, c.now.lost))  # the fair hint and the samples lost now
            times[kind, rule].append(time.perf_counter() - started)
            solves[kind] += c.solves
        disagree += len(bests) > 1
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for kind in kinds:
        both = [t for (k, _), values in times.items() if k == kind for t in values]
        for (k, rule), values in times.items():
            if k == kind:
                report(f"fair hint ({kind}), {rule}", values)
        report(f"fair hint ({kind}), all", both)
        print(f"solver runs ({kind}): {solves[kind]}")
    if args.compare:
        print(f"positions where full and best_only named another hint or lost samples: {disagree}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--samples", type=int, default=None, help="chances(samples=...); default: its own")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="chances(budget=...): seconds a hint at most")
    parser.add_argument("--node-limit", type=int, default=None, help="chances(node_limit=...), time_limit 60 s")
    parser.add_argument("--best-only", action="store_true", help="chances(best_only=True): the hint's search")
    parser.add_argument("--compare", action="store_true", help="full and best_only, interleaved")
    parser.add_argument("--analysis", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    extra: dict[str, Any] = {} if args.samples is None else {"samples": args.samples}
    if args.node_limit is not None:  # the same answers at any load: full and best_only must agree
        extra |= {"node_limit": args.node_limit, "time_limit": 60.0}
    if args.positions > 0:
        hints(args, extra if args.budget is None else {**extra, "budget": args.budget}, rng)
    if args.analysis:
        for rule in rules.RULES:
            game = Game.from_code(make_code(rule, 14))
            visited = {_key(game)}
            while len(game.move_stack) < 100 and not game.won and (moves := _new_moves(game, visited)):
                game.play(greedy_move(game, moves, rng))
                visited.add(_key(game))
            started = time.perf_counter()
            steps = analyse(game, fair=True, **extra).steps
            print(f"fair analysis, {rule} deal 14, {len(steps)} moves: {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()

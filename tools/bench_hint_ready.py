"""How soon is the widget's hint ready after a move? Release (the position published) → the hint's
answer ready, as the widget's background job computes it, old and new interleaved position by
position in one run:

* new: the fair policy along the game (rsol_widget._hint_chain.Chain.at: its plan kept until a
  card turns up, the chance carried on the same samples, node limits);
* old: the hint before it (rsol_widget._fair_hint.fair_hint_in_slices: chances() asked afresh at
  every position, 48 samples in slices of 4, a 0.9 s budget).

The positions are those of games in which the player follows the hint, leaving it for another
legal move one time in five (a player who leaves the plan makes the policy ask afresh).

    python tools/bench_hint_ready.py --positions 200

Prints per rule the median, p95 and max in seconds, and the p95 of the wait after a click made
one second after the release (the player paused at least 1 s): max(0, ready - 1 s).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from rsol_widget import Game
from rsol_widget._fair_hint import fair_hint_in_slices
from rsol_widget._hint_chain import Chain
from rsol_widget._slices import finish
from rsol_widget.codes import make_code
from rsol_widget.policy import DEFAULT
from rsol_widget.study import percentile


def summary(name: str, values: list[float]) -> str:
    values = sorted(values)
    waits = sorted(max(0.0, v - 1.0) for v in values)
    return (
        f"{name}: {len(values)} positions, median {statistics.median(values):.3f} s, "
        f"p95 {percentile(values, 95):.3f} s, max {values[-1]:.3f} s; "
        f"wait after a click at 1 s: p95 {percentile(waits, 95):.3f} s, max {waits[-1]:.3f} s"
    )


def run(rule: str, positions: int, rng: random.Random) -> tuple[list[float], list[float]]:
    """(new, old) seconds over ``positions`` positions of games of ``rule``."""
    new: list[float] = []
    old: list[float] = []
    while len(new) < positions:
        game = Game.from_code(make_code(rule, rng.randrange(100_000)))
        chain = Chain(DEFAULT)
        while not game.won and len(new) < positions and game.moves < 300:
            order = ["new", "old"] if len(new) % 2 == 0 else ["old", "new"]  # neither always on a warm cache
            answer = None
            for kind in order:
                started = time.perf_counter()
                if kind == "new":
                    answer = finish(chain.at(game.copy()))
                    new.append(time.perf_counter() - started)
                else:
                    finish(fair_hint_in_slices(game.copy()))
                    old.append(time.perf_counter() - started)
            move = None if answer is None else answer.suggestion.move
            legal = game.legal_moves()
            if move is None or not legal:
                break
            if rng.random() < 0.2:
                move = rng.choice(legal)  # the player leaves the plan
            game.play(move)
    return new, old


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--positions", type=int, default=200, help="positions of each rule")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    load = os.getloadavg()[0]
    results = {rule: run(rule, args.positions, rng) for rule in ("classic", "relaxed")}
    print(f"load average before: {load:.1f}, after: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"policy: {DEFAULT}")
    for rule, (new, old) in results.items():
        print(summary(f"  new (one policy), {rule}", new))
        print(summary(f"  old (0.9 s budget), {rule}", old))


if __name__ == "__main__":
    main()

"""How long does a fair hint take? chances() (the move with the best chance) over positions
from real games of both rules, and the fair analysis of a 100-move game.

    python tools/bench_chances.py --positions 200 --samples 48
    python tools/bench_chances.py --analysis     # also: analyse(fair=True) of a 100-move game

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

from rsol_widget import Game, analyse, chances
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.players import _key, _new_moves, greedy_move
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


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--samples", type=int, default=None, help="chances(samples=...); default: its own")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=float, default=None, help="chances(budget=...): seconds a hint at most")
    parser.add_argument("--analysis", action="store_true")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    extra = {} if args.samples is None else {"samples": args.samples}
    hint_extra = extra if args.budget is None else {**extra, "budget": args.budget}
    times: dict[str, list[float]] = {"classic": [], "relaxed": []}
    for i in range(args.positions):
        rule = "classic" if i % 2 == 0 else "relaxed"
        game = position(rule, rng)
        if game.won or not game.legal_moves():
            game = Game.from_code(make_code(rule, rng.randrange(DEAL_COUNT)))
        started = time.perf_counter()
        chances(game, **hint_extra).best  # noqa: B018 - the fair hint
        times[rule].append(time.perf_counter() - started)
    everything = sorted(times["classic"] + times["relaxed"])
    print(f"load average before: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    for name, values in (*times.items(), ("all", everything)):
        values = sorted(values)
        print(
            f"fair hint, {name}: {len(values)} positions, median {statistics.median(values):.3f} s, "
            f"p95 {percentile(values, 95):.3f} s, max {values[-1]:.3f} s"
        )
    if args.analysis:
        for rule in ("classic", "relaxed"):
            game = Game.from_code(make_code(rule, 14))
            visited = {_key(game)}
            while len(game.move_stack) < 100 and not game.won and (moves := _new_moves(game, visited)):
                game.play(greedy_move(game, moves, rng))
                visited.add(_key(game))
            started = time.perf_counter()
            report = analyse(game, fair=True, **extra)
            print(f"fair analysis, {rule} deal 14, {len(report.steps)} moves: {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()

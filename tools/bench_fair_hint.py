"""How long does the widget's fair hint take, as the widget runs it? The widget's hint
(rsol_widget._fair_hint: chances() in slices of a few samples, within its time budget) against
one plain chances() call with its defaults, interleaved position by position, over positions
from real games of both rules (tools/bench_chances.py's: greedy play for 0..60 moves).

    python tools/bench_fair_hint.py --positions 200
    python tools/bench_fair_hint.py --positions 200 --budget 1.5 --samples 48

Prints, per rule and over all, the median, p95 and max in seconds (wall clock: say how loaded the
machine was), the samples the hint drew and how many positions had undecided samples.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_chances import position

from rsol_widget import Game, chances
from rsol_widget._fair_hint import BUDGET, SAMPLES, SLICE, fair_hint_in_slices
from rsol_widget._slices import finish
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.study import percentile


def line(name: str, values: list[float]) -> str:
    values = sorted(values)
    return (
        f"{name}: {len(values)} positions, median {statistics.median(values):.3f} s, "
        f"p95 {percentile(values, 95):.3f} s, max {values[-1]:.3f} s"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--samples", type=int, default=SAMPLES)
    parser.add_argument("--per-slice", type=int, default=SLICE)
    parser.add_argument("--budget", type=float, default=BUDGET, help="seconds a hint at most (the widget's)")
    parser.add_argument("--no-plain", action="store_true", help="time the widget's hint only")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    load = os.getloadavg()[0]
    hint: dict[str, list[float]] = {"classic": [], "relaxed": []}
    plain: dict[str, list[float]] = {"classic": [], "relaxed": []}
    drawn: dict[str, list[int]] = {"classic": [], "relaxed": []}
    undecided: dict[str, int] = {"classic": 0, "relaxed": 0}
    for i in range(args.positions):
        rule = "classic" if i % 2 == 0 else "relaxed"
        game = position(rule, rng)
        if game.won or not game.legal_moves():
            game = Game.from_code(make_code(rule, rng.randrange(DEAL_COUNT)))
        runs = [("hint", None)] if args.no_plain else [("hint", None), ("plain", None)]
        if i % 4 >= 2:
            runs.reverse()  # alternate the order: neither always runs on a warm cache
        for kind, _ in runs:
            started = time.perf_counter()
            if kind == "hint":
                found = finish(
                    fair_hint_in_slices(game, samples=args.samples, per_slice=args.per_slice, budget=args.budget)
                )
                hint[rule].append(time.perf_counter() - started)
                drawn[rule].append(found.now.samples)
                undecided[rule] += found.now.undecided > 0
            else:
                chances(game).best  # noqa: B018 - one plain call, its defaults
                plain[rule].append(time.perf_counter() - started)
    print(f"load average before: {load:.1f}, after: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"widget's fair hint: {args.samples} samples at most, {args.per_slice} per slice, budget {args.budget} s")
    for rule in ("classic", "relaxed"):
        print(line(f"  hint, {rule}", hint[rule]))
        print(f"    samples drawn: median {statistics.median(drawn[rule]):.0f}, min {min(drawn[rule])}; ", end="")
        print(f"positions with undecided samples: {undecided[rule]} of {len(drawn[rule])}")
    print(line("  hint, all", hint["classic"] + hint["relaxed"]))
    if not args.no_plain:
        for rule in ("classic", "relaxed"):
            print(line(f"  plain chances(), {rule}", plain[rule]))
        print(line("  plain chances(), all", plain["classic"] + plain["relaxed"]))


if __name__ == "__main__":
    main()

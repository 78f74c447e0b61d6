"""The hint's time to ready after a move, this checkout against another revision's package,
interleaved position by position in one process (so the machine's load hurts both alike).

    nice -n 10 python tools/bench_hint_against.py --baseline 548b305 --positions 200

The old package is ``rsol_widget`` at ``--baseline``, extracted from git and imported under
another name (tools/bench_compare.py's ``baseline_package``), with its own engine, policy and
solver. The positions are those of games in which the player follows this checkout's hint, leaving
it for another legal move one time in five, at most ``--per-game`` positions a deal; at each, the
widget's background job (``_hint_chain.Chain.at``: the fair policy along the game, a chain per game
and package) answers with each package, which goes first alternating. The answers must agree (the
move and the chance: exit status 1 otherwise). Prints per rule and package the median, p95 and max
in wall-clock and CPU seconds, and the p95 of the wait after a click made one second after the
release (``max(0, ready - 1 s)``), with the load average before and after.
"""

from __future__ import annotations

import argparse
import importlib
import os
import random
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT)]  # this checkout

from bench_compare import baseline_package  # noqa: E402
from bench_hint_ready import line  # noqa: E402

import rsol_widget  # noqa: E402
from rsol_widget.codes import make_code  # noqa: E402


def answer(package: ModuleType, chain: Any, game: Any) -> tuple[Any, float, float]:
    """The package's hint at ``game`` (its own chain), with its wall and CPU seconds."""
    wall, cpu = time.perf_counter(), time.process_time()
    found = package._slices.finish(chain.at(game.copy()))
    return found, time.perf_counter() - wall, time.process_time() - cpu


def run(packages: dict[str, ModuleType], rule: str, args: argparse.Namespace) -> tuple[dict[str, Any], int]:
    """{package: ([wall], [cpu])} over ``--positions`` positions of ``rule``, and the disagreements."""
    rng = random.Random(args.seed)
    times: dict[str, Any] = {name: ([], []) for name in packages}
    count = disagreements = 0
    while count < args.positions:
        code = make_code(rule, rng.randrange(100_000))
        games = {name: p.Game.from_code(code) for name, p in packages.items()}
        chains = {name: p._hint_chain.Chain(p.policy.DEFAULT) for name, p in packages.items()}
        for _ in range(args.per_game):
            if games["new"].won or count >= args.positions:
                break
            said = {}
            for name in list(packages)[:: (-1) ** count]:
                found, wall, cpu = answer(packages[name], chains[name], games[name])
                times[name][0].append(wall)
                times[name][1].append(cpu)
                said[name] = (str(found.suggestion.move), str(found.now)) if found is not None else None
            disagreements += said["old"] != said["new"]
            count += 1
            legal = games["new"].legal_moves()
            move = said["new"][0] if said["new"] is not None else "None"
            if move == "None" or not legal:
                break
            if rng.random() < 0.2:
                move = str(rng.choice(legal))  # the player leaves the plan
            for game in games.values():
                game.play(move)
    return times, disagreements


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--baseline", required=True, help="the git revision whose package is the old one")
    parser.add_argument("--positions", type=int, default=200, help="positions of each rule")
    parser.add_argument("--per-game", type=int, default=25, help="at most this many positions a deal")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", nargs="+", default=["classic", "relaxed"])
    args = parser.parse_args()
    packages = {"old": baseline_package(args.baseline), "new": rsol_widget}
    for package in packages.values():  # the modules the hint's job uses, whether the package imports them or not
        for module in ("_hint_chain", "_slices", "policy"):
            importlib.import_module(f"{package.__name__}.{module}")
    load = os.getloadavg()[0]
    results = {rule: run(packages, rule, args) for rule in args.rules}
    print(f"load average before: {load:.1f}, after: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    print(f"old: {args.baseline}, new: this checkout; policy: {rsol_widget.policy.DEFAULT}")
    for rule, (times, disagreements) in results.items():
        print(f"{rule}: {len(times['new'][0])} positions, {disagreements} answers that differ")
        for name, (wall, cpu) in times.items():
            print(f"  {name}  wall: {line(wall)}\n       CPU:  {line(cpu)}")
    return 1 if any(disagreements for _, disagreements in results.values()) else 0


if __name__ == "__main__":
    sys.exit(main())

"""Engine benchmark: legal_moves(), play+undo pairs and random playouts per second.

Run: ``python tools/bench_engine.py [--seconds S]``. Figures go to README's benchmark table.
Positions are sampled from random play on fixed deals, so runs are comparable.
"""

from __future__ import annotations

import argparse
import platform
import random
import statistics
import time

from rsol_widget import Game
from rsol_widget.codes import make_code

PLAYOUT_CAP = 1000


def sample_positions(n: int, rng: random.Random) -> list[Game]:
    """``n`` mid-game positions (both rules), each after 0..60 random moves."""
    out = []
    for i in range(n):
        g = Game.from_code(make_code("classic" if i % 2 else "relaxed", rng.randrange(1 << 35)))
        for _ in range(rng.randrange(61)):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        out.append(g)
    return out


def per_call(fn, seconds: float) -> float:
    """Median seconds per call of ``fn`` over 5 rounds of about ``seconds / 5`` each."""
    rounds = []
    for _ in range(5):
        calls, start = 0, time.perf_counter()
        while (elapsed := time.perf_counter() - start) < seconds / 5:
            calls += fn()
        rounds.append(elapsed / calls)
    return statistics.median(rounds)


def bench_legal_moves(games: list[Game], seconds: float) -> float:
    def run() -> int:
        for g in games:
            g.legal_moves()
        return len(games)

    return per_call(run, seconds)


def bench_play_undo(games: list[Game], seconds: float) -> float:
    pairs = [(g, m) for g in games for m in g.legal_moves()]

    def run() -> int:
        for g, m in pairs:
            g.play(m)
            g.undo()
        return len(pairs)

    return per_call(run, seconds)


def bench_playouts(seconds: float, rng: random.Random) -> tuple[float, float]:
    """Seconds per random playout from a fresh deal (to no legal move, a win or 1000 moves), mean length."""
    lengths: list[int] = []

    def run() -> int:
        g = Game.from_code(make_code("classic", rng.randrange(1 << 35)))
        for _ in range(PLAYOUT_CAP):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        lengths.append(g.moves)
        return 1

    return per_call(run, seconds), statistics.mean(lengths)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measure (default 5)")
    args = parser.parse_args()
    rng = random.Random(2026)
    games = sample_positions(200, rng)
    lm = bench_legal_moves(games, args.seconds)
    pu = bench_play_undo(games, args.seconds)
    po, length = bench_playouts(args.seconds, rng)
    print(f"Python {platform.python_version()} on {platform.machine()}")
    print(f"legal_moves():   {lm * 1e6:6.2f} µs/call  ({1 / lm:>9,.0f} per second)")
    print(f"play + undo:     {pu * 1e6:6.2f} µs/pair  ({1 / pu:>9,.0f} pairs per second)")
    print(f"random playouts: {po * 1e3:6.2f} ms each  ({1 / po:>9,.1f} per second, {length:.0f} moves on average)")


if __name__ == "__main__":
    main()

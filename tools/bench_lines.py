"""Winning-line lengths before and after the detour-cutting pass, and what the pass costs.

Run: ``python tools/bench_lines.py --rule relaxed --deals 1000 [--first 0] [--time-limit 10]``.
Each deal is solved once without shortening (``solve(..., shorten_above=None)``); the raw line
is then shortened as the solver did before (only lines over 200 moves, as ``hint`` still does),
as ``solve`` does now (lines over ``SHORTEN_ABOVE`` moves) and, for comparison, every line; the
pass is timed in CPU seconds. Prints the distribution of the line lengths (median, p90, p99,
max) and the pass's cost per line next to the search's own.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout

from rsol_widget import Game
from rsol_widget.codes import make_code
from rsol_widget.rules import RULES
from rsol_widget.solver import HINT_SHORTEN_ABOVE, SHORTEN_ABOVE, _Board, shorten, solve
from rsol_widget.study import percentile


def spread(values: Sequence[float]) -> str:
    ordered = sorted(values)
    return " / ".join(f"{percentile(ordered, q):.4g}" for q in (50, 90, 99, 100))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rule", choices=list(RULES), default="relaxed")
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--deals", type=int, default=1000)
    parser.add_argument("--time-limit", type=float, default=10.0)
    parser.add_argument("--above", type=int, default=SHORTEN_ABOVE, help="the threshold of solve() to report")
    args = parser.parse_args()
    raw: list[int] = []
    old: list[int] = []
    new: list[int] = []
    every: list[int] = []
    search_ms: list[float] = []
    pass_ms: list[float] = []
    for deal in range(args.first, args.first + args.deals):
        game = Game.from_code(make_code(args.rule, deal))
        cpu = time.process_time()
        result = solve(game, time_limit=args.time_limit, shorten_above=None)
        search_ms.append(1000 * (time.process_time() - cpu))
        if result.status != "won":
            continue
        board = _Board.of_game(game)
        line = [m.card * 8 + m.dest for m in result.moves]
        cpu = time.process_time()
        short = shorten(board, line)
        pass_ms.append(1000 * (time.process_time() - cpu))
        raw.append(len(line))
        every.append(len(short))
        new.append(len(short) if len(line) > args.above else len(line))
        old.append(len(short) if len(line) > HINT_SHORTEN_ABOVE else len(line))
    last = args.first + args.deals - 1
    print(f"{args.rule} deals {args.first}..{last}: {len(raw)} won; median / p90 / p99 / max")
    print(f"| raw line (no pass) | {spread(raw)} |")
    print(f"| pass on lines over {HINT_SHORTEN_ABOVE} moves (before; hints now) | {spread(old)} |")
    print(f"| pass on lines over {args.above} moves (solve now: {SHORTEN_ABOVE}) | {spread(new)} |")
    print(f"| pass on every line | {spread(every)} |")
    print(f"| the pass's cost per line, ms | {spread(pass_ms)} |")
    over = [ms for n, ms in zip(raw, pass_ms, strict=True) if n > args.above]
    print(f"| lines over {args.above} moves: {len(over)}; the pass's cost on them, ms | {spread(over or [0.0])} |")
    print(f"| the search's own cost per deal, ms | {spread(search_ms)} |")


if __name__ == "__main__":
    main()

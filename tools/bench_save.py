"""What one autosave costs as a game grows: the record built from the game and written atomically.

    python tools/bench_save.py

Prints the median time of one save (Record.from_game + Record.save, as SolitaireWidget does after every
move) for games of 0, 1,000 and 5,000 moves (a shuttle of 8♠ between two columns on RU1-R-AAAAAAA).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rsol_widget import Game, Record  # noqa: E402


def shuttled(moves: int) -> Game:
    g = Game.from_code("RU1-R-AAAAAAA")
    for i in range(moves):
        g.play("8♠ c6" if i % 2 == 0 else "8♠ c3")
    return g


def main() -> None:
    print(f"Python {sys.version.split()[0]}")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "g.json"
        for moves in (0, 1_000, 5_000):
            g = shuttled(moves)
            times = []
            for _ in range(30):
                t0 = time.perf_counter()
                Record.from_game(g, elapsed=12.5).save(path)
                times.append(time.perf_counter() - t0)
            print(f"save at {moves:>5,} moves: {statistics.median(times) * 1e3:6.2f} ms (median of 30)")


if __name__ == "__main__":
    main()

"""What one autosave costs as a game grows: the record built from the game and written atomically.

    python tools/bench_save.py

Prints the median time of one save (Record.from_game + Record.save, as SolitaireWidget does after every
move) for games of 0, 1,000 and 5,000 moves (a shuttle of 8♠ between two columns on RU1-R-AAAAAAA), and
the part of it spent building the text; the rest is the disk (writing, flushing the file and its folder).
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rsol_widget import Game, Record


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
            build, total = [], []
            for _ in range(30):
                t0 = time.perf_counter()
                text = Record.from_game(g, elapsed=12.5).dumps()
                t1 = time.perf_counter()
                Record.from_game(g, elapsed=12.5).save(path)
                t2 = time.perf_counter()
                build.append(t1 - t0)
                total.append(t2 - t1)
            assert len(text) > 0
            print(
                f"save at {moves:>5,} moves: {statistics.median(total) * 1e3:6.2f} ms in all, of which "
                f"{statistics.median(build) * 1e3:5.2f} ms building the text (medians of 30; the rest is the "
                "write and two fsyncs)"
            )


if __name__ == "__main__":
    main()

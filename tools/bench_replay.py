"""What building replay controls costs on a record at the cap with many refused attempts.

    python tools/bench_replay.py [--runs 3] [--refused-every 2]

Builds a record of 5,000 entries (the cap) on RU1-R-AAAAAAA: 8♠ shuttles between two columns, and
after every ``--refused-every``-th move comes a refused attempt (a king sent to a column where the
rules refuse it), then times ``ReplayControls(record)`` (the move list names each refused attempt's
rule, found in the position it was tried in). Prints the median of ``--runs`` builds. To compare two
versions, run this file from each checkout in turn (it imports the checkout it lives in).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rsol_widget import Game, Record
from rsol_widget.moves import Move
from rsol_widget.record import MAX_ENTRIES, Entry
from rsol_widget.replay_controls import ReplayControls


def capped_record(refused_every: int) -> Record:
    """5,000 entries: shuttle moves, and a refused attempt after every ``refused_every``-th one."""
    game, entries, i = Game.from_code("RU1-R-AAAAAAA"), [], 0
    while len(entries) < MAX_ENTRIES:
        move = Move.parse("8♠ c6" if i % 2 == 0 else "8♠ c3")
        game.play(move)
        entries.append(Entry(move))
        i += 1
        if i % refused_every == 0 and len(entries) < MAX_ENTRIES:
            attempt = Move.parse("K♠ c6" if i % 2 else "K♠ c3")  # a king onto a card: refused
            refusal = game.check(attempt)
            assert refusal is not None
            entries.append(Entry(attempt, refused=refusal.reason))
    return Record("RU1-R-AAAAAAA", entries)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--refused-every", type=int, default=2)
    args = parser.parse_args()
    record = capped_record(args.refused_every)
    refused = len(record.refused)
    times = []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        controls = ReplayControls(record)
        times.append(time.perf_counter() - t0)
        controls.board.close()
    print(f"Python {sys.version.split()[0]}: ReplayControls on {len(record.entries)} entries ({refused} refused)")
    spread = f"min {min(times):.3f}, max {max(times):.3f}"
    print(f"median {statistics.median(times):.3f} s over {args.runs} builds ({spread})")


if __name__ == "__main__":
    main()

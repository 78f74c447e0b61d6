"""Time per recorded game (a start and a win) in the statistics store, optionally against an older
checkout of the library (whose statistics were a JSON file), interleaved in one run.

    python tools/bench_stats.py                          # this checkout only
    git worktree add /tmp/rsol-old a881b47               # the last revision with statistics.json
    python tools/bench_stats.py --old /tmp/rsol-old      # old JSON vs new store, interleaved

Each round runs one fresh process per checkout that records ``--games`` games on a new file in
``--dir`` (default: a temporary folder; the disk under it decides the cost of each flush), and
prints the median and the spread of the per-round times per game.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RECORD = """
import sys, time
from rsol_widget.stats import Statistics
path, games = sys.argv[1], int(sys.argv[2])
stats = Statistics.load(path)
start = time.perf_counter()
for i in range(games):
    stats.started("RU1-C-AAAAAAA")
    stats.finished("RU1-C-AAAAAAA", seconds=10.0 + i, moves=95, score=625)
print((time.perf_counter() - start) / games * 1000)
"""


def one_round(tree: Path, folder: Path, name: str, games: int) -> float:
    """Milliseconds per game for ``games`` games recorded by the library in ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run(
        [sys.executable, "-c", RECORD, str(folder / name), str(games)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return float(done.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--old", type=Path, help="a checkout of an earlier revision to compare with")
    parser.add_argument("--games", type=int, default=50, help="games per round (default 50)")
    parser.add_argument("--rounds", type=int, default=5, help="rounds per checkout (default 5)")
    parser.add_argument("--dir", type=Path, help="where the files go (default: a temporary folder)")
    args = parser.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="bench-stats-", dir=args.dir))
    trees = {"new": ROOT} | ({"old": args.old.resolve()} if args.old else {})
    times: dict[str, list[float]] = {label: [] for label in trees}
    for r in range(args.rounds):
        for label, tree in trees.items():
            suffix = ".json" if label == "old" else ".sqlite3"
            times[label].append(one_round(tree, folder, f"{label}-{r}{suffix}", args.games))
    print(f"{args.games} games x {args.rounds} rounds in {folder}")
    for label, values in times.items():
        print(
            f"{label:4} {statistics.median(values):8.2f} ms per game (start + win)"
            f"   min {min(values):.2f}   max {max(values):.2f}"
        )


if __name__ == "__main__":
    main()

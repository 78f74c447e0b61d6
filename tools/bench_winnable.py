"""How long "winnable deals only" takes to find a deal, per rule.

    python tools/bench_winnable.py [HUNTS]

Runs HUNTS hunts (default 40) per rule from a fixed seed and prints the median and 95th percentile of
the time to a proved-winnable deal, the deals tried, and how many hunts hit the 10-second cap.
"""

from __future__ import annotations

import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rsol_widget.deals import find_winnable
from rsol_widget.rules import RULES


def main() -> None:
    hunts = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for rule in RULES:
        rng = random.Random(2026)
        found = [find_winnable(rule, rng=rng) for _ in range(hunts)]
        seconds = sorted(f.seconds for f in found)
        tried = [f.tried for f in found]
        p95 = seconds[min(len(seconds) - 1, round(0.95 * (len(seconds) - 1)))]
        capped = sum(f.code is None for f in found)
        print(
            f"{rule:8} {hunts} hunts: median {statistics.median(seconds) * 1e3:7.1f} ms, p95 {p95 * 1e3:7.1f} ms, "
            f"max {seconds[-1] * 1e3:7.1f} ms; deals tried: median {statistics.median(tried):g}, "
            f"max {max(tried)}; hit the cap: {capped}"
        )


if __name__ == "__main__":
    main()

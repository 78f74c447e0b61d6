"""How close does a fair player get to the ceiling? One attempt: the fair player
(rsol_widget.players) with a Policy's parameters changed, over deals 0..N-1 of a rule; prints
won/N, its Wilson interval and the CPU time, and writes the games (the study's CSV) to --out.

    python tools/policy_attempts.py --rule classic --samples 48 --out /tmp/classic-s48.csv
    python tools/policy_attempts.py --rule classic --node-limit 24000 --workers 2 --out F.csv

Run it niced (``nice -n 15``): an attempt over 2000 Classic deals takes a few CPU-minutes.
"""

from __future__ import annotations

import argparse
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from rsol_widget.codes import make_code
from rsol_widget.players import play_code
from rsol_widget.policy import DEFAULT, Policy
from rsol_widget.study import wilson_interval
from rsol_widget.study_csv import Row, write_results


def play(job: tuple[str, Policy]) -> tuple[Row, float]:
    """One deal played by the fair player with the policy, and the CPU seconds it took."""
    code, policy = job
    started = time.process_time()
    row = play_code(code, "fair", policy=policy)
    return row, time.process_time() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--rule", choices=("classic", "relaxed"), default="classic")
    parser.add_argument("--deals", type=int, default=2000, help="deals 0..N-1")
    parser.add_argument("--samples", type=int, default=DEFAULT.samples)
    parser.add_argument("--node-limit", type=int, default=DEFAULT.node_limit)
    parser.add_argument("--seed", type=int, default=DEFAULT.seed)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    policy = Policy(samples=args.samples, node_limit=args.node_limit, seed=args.seed)
    jobs = [(make_code(args.rule, deal), policy) for deal in range(args.deals)]
    with ProcessPoolExecutor(args.workers) as pool:
        played = list(pool.map(play, jobs, chunksize=8))
    rows = [row for row, _ in played]
    write_results(args.out, rows)
    won = sum(r.status == "won" for r in rows)
    low, high = wilson_interval(won, len(rows))
    cpu = sum(seconds for _, seconds in played)
    print(
        f"{args.rule} {policy}: won {won}/{len(rows)} = {100 * won / len(rows):.2f}% "
        f"(95% {100 * low:.2f}%-{100 * high:.2f}%), CPU {cpu / 60:.1f} min"
    )


if __name__ == "__main__":
    main()

"""The honest win rates: a table (Markdown) and a figure of the players' results beside the ceiling.

    python tools/players_table.py [--plot docs/images/players.png]

Reads tools/results/players/RULE-PLAYER.csv, or RULE-PLAYER.csv.gz (written by ``python -m
rsol_widget.study --player PLAYER --resume``, gzipped when large: ``gunzip`` it to resume) and,
for the ceiling on the same deals, tools/results/RULE.csv.gz (the solver, which sees the
face-down cards).
"""

from __future__ import annotations

import argparse
from pathlib import Path

from rsol_widget.study import wilson_interval
from rsol_widget.study_csv import read_rows

RESULTS = Path(__file__).resolve().parent / "results"
PLAYERS = ("fair", "greedy", "random")


def figures() -> list[tuple[str, str, int, int, float, float]]:
    """(rule, player, won, deals, low, high) for every results file, and the ceiling on its deals."""
    out = []
    for rule in ("classic", "relaxed"):
        ceiling = {r.deal: r.status for r in read_rows(RESULTS / f"{rule}.csv.gz")}
        deals: set[int] = set()
        for player in PLAYERS:
            path = RESULTS / "players" / f"{rule}-{player}.csv"
            if not path.exists():  # a long finished run is kept gzipped (under 1 MB)
                path = path.with_name(path.name + ".gz")
            if not path.exists():
                continue
            rows = read_rows(path)
            won = sum(r.status == "won" for r in rows)
            out.append((rule, player, won, len(rows), *wilson_interval(won, len(rows))))
            top = sum(ceiling[r.deal] == "won" for r in rows)
            out.append((rule, f"ceiling on {player}'s deals", top, len(rows), *wilson_interval(top, len(rows))))
            deals |= {r.deal for r in rows}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--plot", type=Path)
    args = parser.parse_args()
    rows = figures()
    print("| rule | player | won | deals | win rate | 95% interval |")
    print("|---|---|---:|---:|---:|---|")
    for rule, player, won, n, low, high in rows:
        print(f"| {rule} | {player} | {won} | {n} | {100 * won / n:.2f}% | {100 * low:.2f}% – {100 * high:.2f}% |")
    if args.plot:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt

        fig, axes = plt.subplots(1, 2, figsize=(9, 3.2))
        for ax, rule in zip(axes, ("classic", "relaxed"), strict=True):
            mine = [r for r in rows if r[0] == rule and (not r[1].startswith("ceiling") or "fair" in r[1])]
            names = [f"{r[1].replace(' on ', chr(10) + 'on ')}\n({r[3]} deals)" for r in mine]
            rates = [100 * r[2] / r[3] for r in mine]
            errors = [
                [max(0.0, rate - 100 * r[4]) for rate, r in zip(rates, mine, strict=True)],
                [max(0.0, 100 * r[5] - rate) for rate, r in zip(rates, mine, strict=True)],
            ]
            ax.bar(
                names, rates, yerr=errors, capsize=4, color=["#2e7d32", "#9e9d24", "#8d6e63", "#455a64"][: len(mine)]
            )
            ax.set_title(rule.capitalize())
            ax.set_ylabel("deals won (%)")
            ax.tick_params(axis="x", labelsize=8)
        fig.tight_layout()
        fig.savefig(args.plot, dpi=80)
        print(f"figure: {args.plot}")


if __name__ == "__main__":
    main()

"""The study's figure: winnable share per rule with its 95% Wilson interval, the distribution of
solve times, and of winning-line lengths. Needs matplotlib (``pip install rsol_widget[study]``);
draws with the Agg canvas, so it never touches the notebook's or the desktop's plotting backend.

    python -m rsol_widget.study_plot tools/results/*.csv* -o study.png
"""

from __future__ import annotations

import argparse
import io
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from . import storage
from .study import summarize
from .study_csv import RULES, ResultsError, Row, merge, read_results

if TYPE_CHECKING:
    from matplotlib.figure import Figure

COLOURS = {"classic": "#1f77b4", "relaxed": "#d62728"}


def figure(rows: Sequence[Row]) -> Figure:
    """A three-panel figure of these results (each rule drawn in its own colour)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(13, 4), layout="constrained")
    share, times, lengths = fig.subplots(1, 3)
    rules = [rule for rule in RULES if any(r.rule == rule for r in rows)]
    for i, rule in enumerate(rules):
        mine = [r for r in rows if r.rule == rule]
        s = summarize(mine)
        decided = s.won + s.unwinnable
        if decided:
            pct, low, high = 100 * s.share, 100 * s.low, 100 * s.high
            share.bar(i, pct, color=COLOURS[rule], alpha=0.7)
            share.errorbar(i, pct, yerr=[[pct - low], [high - pct]], color="black", capsize=8)
            share.annotate(
                f"{pct:.2f}%\n({low:.2f}–{high:.2f})\n{s.won:,}/{decided:,}"
                + (f"\n{s.unknown:,} undecided" if s.unknown else ""),
                (i, min(high + 3, 80)),
                ha="center",
                fontsize=8,
            )
        seconds = [max(r.seconds, 1e-5) for r in mine]
        bins = [10 ** (k / 4) for k in range(-20, 9)]  # 10 µs .. 100 s, 4 bins a decade
        times.hist(seconds, bins=bins, histtype="step", color=COLOURS[rule], label=f"{rule} ({len(mine):,} deals)")
        won = [max(r.moves, 1) for r in mine if r.status == "won"]
        if won:
            top = max(math.ceil(20 * math.log10(max(won))), 1) + 1
            edges = [10 ** (k / 20) for k in range(top + 1)]  # 1 .. the longest, 20 bins a decade
            lengths.hist(won, bins=edges, histtype="step", color=COLOURS[rule], label=f"{rule} ({len(won):,} won)")
    share.set_xticks(range(len(rules)), rules)
    share.set_ylim(0, 115)
    share.set_ylabel("winnable deals, % of decided (95% Wilson interval)")
    share.set_title("Winnable share")
    times.set_xscale("log")
    times.set_yscale("log")
    times.set_xlabel("solve time per deal (s)")
    times.set_ylabel("deals")
    times.set_title("Solve times")
    lengths.set_xscale("log")
    lengths.set_xlabel("moves in the winning line")
    lengths.set_ylabel("won deals")
    lengths.set_title("Winning-line lengths")
    for axes in (times, lengths):
        if axes.has_data():
            axes.legend(fontsize=8)
    return fig


def png(rows: Sequence[Row], dpi: int = 110) -> bytes:
    """:func:`figure` of ``rows`` as PNG bytes (in a notebook: ``IPython.display.Image(png(rows))``)."""
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    fig = figure(rows)
    FigureCanvasAgg(fig)
    out = io.BytesIO()
    fig.savefig(out, format="png", dpi=dpi, metadata={"Software": None})
    return out.getvalue()


def plot_results(rows: Sequence[Row], path: str | os.PathLike[str]) -> None:
    """Draw :func:`figure` of ``rows`` into a PNG file, atomically."""
    storage.write_atomic(path, png(rows))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m rsol_widget.study_plot", description=(__doc__ or "").split("\n")[0]
    )
    parser.add_argument("files", nargs="+", type=Path, help="results files (.csv or .csv.gz); rows are merged")
    parser.add_argument("-o", "--out", type=Path, required=True, help="the PNG to write")
    args = parser.parse_args(argv)
    rows: list[Row] = []
    for file in args.files:
        try:
            found = read_results(file)
        except ResultsError as e:
            parser.exit(2, f"{parser.prog}: error: {e}\n")
        for warning in found.warnings:
            print(f"warning: {warning}", file=sys.stderr)
        rows = merge(rows, found.rows)
    plot_results(rows, args.out)
    for rule in RULES:
        s = summarize([r for r in rows if r.rule == rule])
        if s.deals:
            print(
                f"{rule}: {s.deals:,} deals, {s.won:,} won, {s.unknown:,} undecided, share {100 * s.share:.2f}%"
                if not math.isnan(s.share)
                else f"{rule}: {s.deals:,} deals, none decided"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())

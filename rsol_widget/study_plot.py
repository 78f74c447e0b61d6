"""The study's figure: winnable share per rule with its 95% Wilson interval, the distribution of
solve times, and of winning-line lengths. Needs matplotlib (the ``study`` extra: ``pip install '.[study]'``);
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

from . import _storage as storage
from .rules import RULES
from .study import summarize
from .study_csv import ResultsError, Row, merge, read_results

if TYPE_CHECKING:
    from matplotlib.axes import Axes
    from matplotlib.figure import Figure

    from .study import Summary


def _log_edges(values: Sequence[float], per_decade: int) -> list[float]:
    """Bin edges ``per_decade`` to a decade, from just below the least value to just above the
    largest (so the axis spans the data, not a fixed range)."""
    low = math.floor(per_decade * math.log10(min(values)))
    high = max(math.ceil(per_decade * math.log10(max(values))), low + 1)
    return [10 ** (k / per_decade) for k in range(low, high + 1)]


def _length_edges(lengths: Sequence[int]) -> tuple[list[float], bool]:
    """Bin edges for winning-line lengths, and whether the axis is logarithmic: a log axis when
    the lengths span more than a decade, else about 40 whole-move bins over the data."""
    low, high = min(lengths), max(lengths)
    if high >= 10 * low:
        return _log_edges(lengths, 20), True
    width = max(1, math.ceil((high - low + 1) / 40))
    return [low - 0.5 + width * k for k in range(math.ceil((high - low + 1) / width) + 1)], False


def figure(rows: Sequence[Row]) -> Figure:
    """A three-panel figure of these results (each rule drawn in its own colour)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(13, 4), layout="constrained")
    share, times, lengths = fig.subplots(1, 3)
    rules = [rule for rule in RULES if any(r.rule == rule for r in rows)]
    seconds = {rule: [max(r.seconds, 1e-5) for r in rows if r.rule == rule] for rule in rules}
    won = {rule: [max(r.moves, 1) for r in rows if r.rule == rule and r.status == "won"] for rule in rules}
    time_bins = _log_edges([t for ts in seconds.values() for t in ts], 4) if rows else []
    all_won = [m for ms in won.values() for m in ms]
    length_bins, log_lengths = _length_edges(all_won) if all_won else ([], True)
    for i, rule in enumerate(rules):
        _share_bar(share, i, rule, summarize([r for r in rows if r.rule == rule]))
        label = f"{rule} ({len(seconds[rule]):,} deals)"
        times.hist(seconds[rule], bins=time_bins, histtype="step", color=RULES[rule].colour, label=label)
        if won[rule]:
            label = f"{rule} ({len(won[rule]):,} won)"
            lengths.hist(won[rule], bins=length_bins, histtype="step", color=RULES[rule].colour, label=label)
    share.set_xticks(range(len(rules)), rules)
    share.set_ylim(0, 115)
    share.set_ylabel("winnable deals, % of decided (95% Wilson interval)")
    share.set_title("Winnable share")
    times.set_xscale("log")
    times.set_yscale("log")
    if time_bins:
        times.set_xlim(time_bins[0], time_bins[-1])
    times.set_xlabel("solve time per deal (s)")
    times.set_ylabel("deals")
    times.set_title("Solve times")
    if log_lengths:  # a long tail: both axes logarithmic, so its few deals show
        lengths.set_xscale("log")
        lengths.set_yscale("log")
    else:
        lengths.yaxis.get_major_locator().set_params(integer=True)  # deal counts
    if length_bins:
        lengths.set_xlim(length_bins[0], length_bins[-1])
    lengths.set_xlabel("moves in the winning line")
    lengths.set_ylabel("won deals")
    lengths.set_title("Winning-line lengths")
    for axes in (times, lengths):
        if axes.has_data():
            axes.legend(fontsize=8)
    return fig


def _share_bar(share: Axes, i: int, rule: str, s: Summary) -> None:
    """The winnable share of one rule: a bar with its Wilson interval and the counts."""
    decided = s.won + s.unwinnable
    if not decided:
        return
    pct, low, high = 100 * s.share, 100 * s.low, 100 * s.high
    share.bar(i, pct, color=RULES[rule].colour, alpha=0.7)
    share.errorbar(i, pct, yerr=[[pct - low], [high - pct]], color="black", capsize=8)
    share.annotate(
        f"{pct:.2f}%\n({low:.2f}–{high:.2f})\n{s.won:,}/{decided:,}"
        + (f"\n{s.unknown:,} undecided" if s.unknown else ""),
        (i, min(high + 3, 80)),
        ha="center",
        fontsize=8,
    )


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


__all__ = [
    "figure",
    "main",
    "plot_results",
    "png",
]

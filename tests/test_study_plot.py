"""The study's figure: each panel's axis spans the data drawn on it."""

from __future__ import annotations

import pytest

from rsol_widget.codes import make_code
from rsol_widget.study import Row

pytest.importorskip("matplotlib")

from matplotlib.axes import Axes

from rsol_widget.study_plot import figure


def won(deal: int, moves: int, seconds: float, rule: str = "classic") -> Row:
    return Row(make_code(rule, deal), deal, rule, "won", moves, 100, seconds, "", 1.0)


def lost(deal: int, seconds: float) -> Row:
    return Row(make_code("classic", deal), deal, "classic", "unwinnable", 0, 10, seconds, "", 1.0)


def span(axes: Axes, low: float, high: float) -> float:
    """The share of the x axis between ``low`` and ``high`` (in the axis's own scale)."""
    to_axes = axes.transAxes.inverted()
    (left, _), (right, _) = to_axes.transform(axes.transData.transform([(low, 1), (high, 1)]))
    return float(right - left)


def small_study() -> list[Row]:
    """What a small Classic study looks like: lines of 86-94 moves, times of 0.1 ms to 2 s."""
    rows = [won(d, 86 + d % 9, 0.002 * (1 + d % 7)) for d in range(30)]
    return rows + [lost(100 + d, 1e-4 * (1 + d)) for d in range(40)] + [lost(200, 2.0)]


def test_the_line_length_axis_spans_the_lines() -> None:
    _, _, lengths = figure(small_study()).axes
    assert span(lengths, 86, 94) > 0.8  # not squeezed into a corner of a 1..100 axis
    long_tail = [*small_study(), won(300, 2_500, 0.5)]
    _, _, lengths = figure(long_tail).axes
    assert lengths.get_xscale() == "log" and lengths.get_xlim()[0] > 50
    assert span(lengths, 86, 2_500) > 0.8


def test_the_time_axis_ends_near_the_slowest_deal() -> None:
    _, times, _ = figure(small_study()).axes
    low, high = times.get_xlim()
    assert 2.0 <= high < 4.0 and 0.5e-4 <= low <= 1e-4  # 4 bins a decade around the data
    assert span(times, 1e-4, 2.0) > 0.8


def test_both_rules_share_the_bins_and_each_is_drawn() -> None:
    rows = [*small_study(), won(5, 120, 30.0, "relaxed"), won(6, 96, 0.001, "relaxed")]
    _, times, lengths = figure(rows).axes
    assert times.get_xlim()[1] >= 30.0 and span(times, 1e-4, 30.0) > 0.8
    assert [t.get_text() for t in lengths.get_legend().get_texts()] == ["classic (30 won)", "relaxed (2 won)"]

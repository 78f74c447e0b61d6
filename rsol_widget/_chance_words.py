"""How a chance to win is said, everywhere a player reads one: the hint's line, "Where did it go
wrong?" and the game review. One function decides the form (:func:`chance_line`: "34% (±6)", "about
30%" when the ± is over :data:`MARGIN_SHOWN`, "over 93%" when every sample won, "under 8%" when none
did) and the catalogue's ``label.odds_*`` templates give its words; the page says a ``chance_line``
with the same templates (``js/src/chance.js``)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .fair import Estimate
from .i18n import text

MARGIN_SHOWN = 10
"""The widest ± said as a number; beyond it the chance is said "about" (in tens)."""


def chance_line(estimate: Estimate) -> dict[str, Any]:
    """What it takes to say an estimate: ``percent`` (``None`` when no sample was decided),
    ``margin`` (the ±, in points), ``undecided`` and ``samples``, whether it is ``exact``, the
    interval's ends ``low`` and ``high`` (in points) and the ``form`` to say it in: ``exact`` (every
    placement solved, undecided ones widening it at most :data:`MARGIN_SHOWN`),
    ``margin`` ("34% (±6)"), ``about`` (a ± over :data:`MARGIN_SHOWN`: "about 30%"), ``over`` (every
    sample won: "over 93%"), ``dead`` (every sample lost: "under 8%", the interval's upper end),
    ``none`` (nothing decided)."""
    share = estimate.share
    percent = None if share is None else round(100 * share)
    margin = round(100 * estimate.margin)
    if share is None:
        form = "none"
    elif estimate.exact and margin <= MARGIN_SHOWN:
        form = "exact"  # its ± only the undecided samples', said beside it
    elif estimate.won == 0 and estimate.undecided == 0:
        form = "dead"
    elif estimate.lost == 0 and estimate.undecided == 0:
        form = "over"
    elif margin > MARGIN_SHOWN:
        form = "about"
        percent = 10 * math.floor(10 * share + 0.5)  # half up: 25% is "about 30%"
    else:
        form = "margin"
    return {
        "percent": percent,
        "margin": margin,
        "undecided": estimate.undecided,
        "samples": estimate.samples,
        "exact": estimate.exact,
        "low": math.floor(100 * estimate.low),
        "high": math.ceil(100 * estimate.high),
        "form": form,
    }


def chance_words(line: Mapping[str, Any], lang: str) -> str:
    """A :func:`chance_line` said in ``lang``, as a sentence's part: "34% (±6)", "about 30%",
    "over 93%", "under 8%", "34%" (exact), with the undecided samples named beside a ± or an exact
    figure ("34% (±9; 3 undecided)"; "about" already says the figure is rough)."""
    form = str(line.get("form") or "margin")
    if line.get("percent") is None:
        form = "none"
    elif form in ("margin", "exact") and line.get("undecided"):
        form = "undecided"
    key = {"dead": "under"}.get(form, form)
    return text(lang, f"label.odds_{key}", **dict(line))


def say_chance(estimate: Estimate, lang: str) -> str:
    """``estimate`` in the one readable form, in ``lang`` (see :func:`chance_words`)."""
    return chance_words(chance_line(estimate), lang)


__all__ = ["MARGIN_SHOWN", "chance_line", "chance_words", "say_chance"]

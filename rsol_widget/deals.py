"""Deals worth playing: random deals drawn until the solver proves one winnable.

>>> import random
>>> found = find_winnable("relaxed", rng=random.Random(1))
>>> found.code is not None and found.tried >= 1
True

About 1 Classic deal in 15 can be won and almost every Relaxed deal (see README's study), so a
winnable Classic deal takes some fifteen draws. Each draw is searched for at most ``per_deal``
seconds and the whole hunt for at most ``time_limit`` seconds; when the time runs out,
:attr:`WinnableDeal.code` is ``None`` and the caller deals at random (and says so). The solver sees
the face-down cards to decide, but nothing of what it saw leaves this module except the code.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from ._slices import Slices, finish
from .codes import DEAL_COUNT, make_code, random_deal
from .game import Game
from .rules import Rule, RuleName, rule_of
from .solver import solve

DEFAULT_TIME_LIMIT = 10.0
PER_DEAL_LIMIT = 1.0


@dataclass(frozen=True)
class WinnableDeal:
    """The outcome of a hunt: the code of a deal proved winnable (``None`` if time ran out first),
    how many deals were tried and how long it took."""

    code: str | None
    tried: int
    seconds: float


def find_winnable(
    rule: RuleName | Rule = "classic",
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    per_deal: float = PER_DEAL_LIMIT,
    rng: random.Random | None = None,
    cancel: Callable[[], bool] | None = None,
) -> WinnableDeal:
    """Draw deals of ``rule`` (from :mod:`secrets`, or ``rng``) until one is proved winnable."""
    return finish(hunt_in_slices(rule, time_limit=time_limit, per_deal=per_deal, rng=rng, cancel=cancel))


def hunt_in_slices(
    rule: RuleName | Rule = "classic",
    *,
    time_limit: float = DEFAULT_TIME_LIMIT,
    per_deal: float = PER_DEAL_LIMIT,
    rng: random.Random | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Slices[WinnableDeal]:
    """:func:`find_winnable` one deal at a time: a generator that yields after each deal tried and
    returns the :class:`WinnableDeal` (the widget runs it so where no thread can start)."""
    variant = rule_of(rule)
    if not time_limit > 0 or not per_deal > 0:
        raise ValueError(f"time limits must be positive, not {time_limit!r} and {per_deal!r}")
    start = time.perf_counter()
    tried = 0
    while (left := time_limit - (time.perf_counter() - start)) > 0 and not (cancel and cancel()):
        deal = rng.randrange(DEAL_COUNT) if rng is not None else random_deal()
        code = make_code(variant, deal)
        tried += 1
        result = solve(Game.from_code(code), time_limit=min(per_deal, left), cancel=cancel)
        if result.status == "won":
            return WinnableDeal(code, tried, time.perf_counter() - start)
        yield
    return WinnableDeal(None, tried, time.perf_counter() - start)


__all__ = ["DEFAULT_TIME_LIMIT", "PER_DEAL_LIMIT", "WinnableDeal", "find_winnable", "hunt_in_slices"]

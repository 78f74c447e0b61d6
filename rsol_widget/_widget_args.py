"""A widget's constructor arguments, checked before anything is made (no file claimed, no game shown)."""

from __future__ import annotations

import math

from .errors import brief
from .game import Game
from .rules import Rule, RuleName


def game_to_show(game: Game | None, code: str | None, rule: RuleName | Rule, lang: str | None, elapsed: float) -> Game:
    """The game a new widget shows (``game``, else dealt from ``code``, else a new deal of ``rule``),
    once ``elapsed`` is known to be seconds played: a finite number, at least 0 (:class:`ValueError`)."""
    if game is not None and code is not None:
        raise ValueError("give a game or a code, not both")
    if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)) or not 0 <= elapsed < math.inf:
        raise ValueError(f"elapsed is the seconds already played, a number from 0 up, not {brief(elapsed)}")
    if game is None:
        game = Game.from_code(code, lang=lang or "en") if code else Game.new(rule, lang=lang or "en")
    return game


__all__ = ["game_to_show"]

"""The rules' constants and tables, in one place: the engine and the solver both read them.

Cards are ints ``suit * 13 + rank - 1`` (see :mod:`rsol_widget.cards`); the tables below hold
plain ints, which :class:`~rsol_widget.cards.Card` equals.

>>> GROUP_LIMIT, WIN_SCORE
(20, 625)
>>> [c % 13 + 1 for c in FITTING["relaxed"][10]]  # what fits on the J♠: any 10
[10, 10, 10, 10]
>>> FITTING["classic"][10]  # the 10♠ only
(9,)
>>> is_won((13, 13, 13, 12))
False
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

RULES: Final = ("classic", "relaxed")
"""The two rules: ``"classic"`` («Aceeași culoare», same suit) and ``"relaxed"`` («Culori mixte»)."""

GROUP_LIMIT: Final = 20
"""A group (a card and every card on top of it) of more than this many cards does not move."""

UNDO_LIMIT: Final = 100
"""Undo keeps this many moves."""

FOUNDATION_POINTS: Final = 10
"""Points for a card put on a foundation (a take-back gives them back through undo only)."""

FLIP_POINTS: Final = 5
"""Points for a face-down card turned face up."""

HIDDEN_CARDS: Final = 21
"""Face-down cards in a fresh deal."""

WIN_SCORE: Final = 52 * FOUNDATION_POINTS + HIDDEN_CARDS * FLIP_POINTS
"""The score of a game won from a fresh deal without take-backs: 625."""

HINT_TIME_LIMIT: Final = 2.0
"""Seconds a hint may search by default (:meth:`Game.hint`, the widget's hints)."""

SOLVE_TIME_LIMIT: Final = 30.0
"""Seconds :func:`rsol_widget.solve` may search by default."""

KING_INDEX: Final = 12
"""``card % 13`` of a king."""

KINGS: Final = tuple(s * 13 + KING_INDEX for s in range(4))
"""The four kings, the only cards an empty column takes."""


def _fitting(same_suit: bool) -> tuple[tuple[int, ...], ...]:
    """For each card, the cards that may go on it: one rank lower, of its suit or of any suit."""
    return tuple(
        () if c % 13 == 0 else (c - 1,) if same_suit else tuple(s * 13 + c % 13 - 1 for s in range(4))
        for c in range(52)
    )


FITTING: Final = {"classic": _fitting(True), "relaxed": _fitting(False)}
"""``FITTING[rule][card]``: the cards that may be put on ``card`` under that rule."""


def fits(card: int, target: int, rule: str) -> bool:
    """``card`` may go on ``target`` in a column under ``rule`` (same suit or any, one rank lower).

    >>> fits(9, 10, "classic"), fits(22, 10, "classic"), fits(22, 10, "relaxed")
    (True, False, True)
    """
    return card in FITTING[rule][target]


def is_won(foundation_heights: Sequence[int]) -> bool:
    """All 52 cards are on the foundations (``foundation_heights``: cards on each, ♠ ♥ ♦ ♣)."""
    return sum(foundation_heights) == 52

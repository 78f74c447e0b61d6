"""Moves and their notation: ``<card> <destination>``.

The destination is a column ``c1``..``c7`` (numbered from the left) or ``f``, the
card's own foundation. The card says where the move starts: a face-up card in a column
(it takes every card on top of it along) or the top card of a foundation (a take-back).

>>> m = Move.parse("3c C6"); str(m), m.column
('3♣ c6', 5)
"""

from __future__ import annotations

from .cards import DECK, MAX_NOTATION, Card, as_card
from .errors import NotationError, brief, quoted

COLUMNS = 7
FOUNDATION = 7
"""The destination number of the foundations; columns are 0..6."""


class Move:
    """A card and where it goes. Immutable and interned: ``Move(c, d) is Move(c, d)``."""

    __slots__ = ("_text", "card", "dest")

    card: Card
    dest: int
    _text: str

    def __new__(cls, card: Card | int | str, dest: int) -> Move:
        if type(dest) is not int or not 0 <= dest <= FOUNDATION:
            raise NotationError("notation.dest_number", foundation=FOUNDATION, value=brief(dest))
        return MOVES[as_card(card)][dest]

    @classmethod
    def parse(cls, text: str) -> Move:
        """Read ``"<card> <destination>"``; raise :class:`NotationError` naming the bad token."""
        if not isinstance(text, str):
            raise NotationError("notation.move_type", type=type(text).__name__)
        if len(text) > 2 * MAX_NOTATION:
            raise NotationError("notation.move_long", text=quoted(text[: 2 * MAX_NOTATION]))
        parts = text.split()
        if len(parts) != 2:
            raise NotationError("notation.move_parts", text=quoted(text))
        card = Card.parse(parts[0])
        return MOVES[card][parse_destination(parts[1])]

    @property
    def to_foundation(self) -> bool:
        return self.dest == FOUNDATION

    @property
    def column(self) -> int | None:
        """The destination column 0..6, or ``None`` for the foundation."""
        return None if self.dest == FOUNDATION else self.dest

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Move({self._text!r})"

    def __reduce__(self) -> tuple[type[Move], tuple[int, int]]:
        return (Move, (int(self.card), self.dest))

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Move objects are immutable")


def destination_name(dest: int) -> str:
    """``c1``..``c7`` or ``f``."""
    return "f" if dest == FOUNDATION else f"c{dest + 1}"


def parse_destination(token: str) -> int:
    """``c1``..``c7`` → 0..6; ``f`` → :data:`FOUNDATION`. Case-insensitive."""
    t = token.strip().lower()
    if t == "f":
        return FOUNDATION
    if len(t) == 2 and t[0] == "c" and t[1] in "1234567":
        return int(t[1]) - 1
    raise NotationError("notation.destination", text=quoted(token))


def as_move(move: Move | str) -> Move:
    """A :class:`Move` from a Move or its notation."""
    if type(move) is Move:
        return move
    if isinstance(move, str):
        return Move.parse(move)
    raise NotationError("notation.move_object", type=type(move).__name__)


def _make(card: Card, dest: int) -> Move:
    m = object.__new__(Move)
    object.__setattr__(m, "card", card)
    object.__setattr__(m, "dest", dest)
    object.__setattr__(m, "_text", f"{card} {destination_name(dest)}")
    return m


MOVES: tuple[tuple[Move, ...], ...] = tuple(tuple(_make(c, d) for d in range(FOUNDATION + 1)) for c in DECK)


__all__ = [
    "COLUMNS",
    "FOUNDATION",
    "MOVES",
    "Move",
    "as_move",
    "destination_name",
    "parse_destination",
]

"""Cards, suits and ranks, and their notation.

A card is an :class:`int` from 0 to 51: ``suit * 13 + (rank - 1)`` with suits in the
order ♠ ♥ ♦ ♣ and ranks from ace (1) to king (13). :class:`Card` is that int with a
readable ``str()`` (``"10♥"``); the 52 instances are made once and shared.

>>> Card.parse("th"), Card.parse("a♠").rank
(Card('10♥'), 1)
"""

from __future__ import annotations

from .errors import NotationError, brief, quoted

SUITS = "♠♥♦♣"
SUIT_LETTERS = "SHDC"
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ACE, KING = 1, 13

_SUIT_INPUT = {**{s: i for i, s in enumerate(SUITS)}, **{c: i for i, c in enumerate(SUIT_LETTERS)}}
_RANK_INPUT = {name: i + 1 for i, name in enumerate(RANK_NAMES)} | {"T": 10}
MAX_NOTATION = 16  # longer card text is refused before any parsing


def ascii_upper(text: str) -> str:
    """``text`` with its ASCII letters in upper case and every other character as it is.

    ``str.upper`` maps compatibility forms onto ASCII (``"ſ"`` → ``"S"``, ``"ﬀ"`` → ``"FF"``);
    notation accepts only its documented spellings, so those must stay unknown characters.

    >>> ascii_upper("th"), ascii_upper("aſ")
    ('TH', 'Aſ')
    """
    return "".join(ch.upper() if "a" <= ch <= "z" else ch for ch in text)


class Card(int):
    """One of the 52 cards; an int ``suit * 13 + rank - 1`` with a readable ``str()``."""

    __slots__ = ()

    def __new__(cls, value: int) -> Card:
        if type(value) is Card:
            return value
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 52:
            raise NotationError("notation.card_number", value=brief(value))
        return DECK[value]

    @classmethod
    def of(cls, rank: int, suit: int) -> Card:
        """The card of ``rank`` (1 = ace .. 13 = king) and ``suit`` (0..3 = ♠ ♥ ♦ ♣)."""
        if not (ACE <= rank <= KING and 0 <= suit < 4):
            raise NotationError("notation.rank_suit", rank=brief(rank), suit=brief(suit))
        return DECK[suit * 13 + rank - 1]

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read ``<rank><suit>``: ``A 2..10 J Q K`` (or ``T``) and ``♠♥♦♣`` (or ``SHDC``), any case."""
        if not isinstance(text, str):
            raise NotationError("notation.card_type", type=type(text).__name__)
        if len(text) > MAX_NOTATION:
            raise NotationError("notation.card_long", text=quoted(text[:MAX_NOTATION]))
        token = ascii_upper(text.strip())
        rank = _RANK_INPUT.get(token[:-1])
        suit = _SUIT_INPUT.get(token[-1:])
        if rank is None or suit is None:
            what = "rank" if rank is None and suit is not None else "suit" if rank is not None else "card"
            raise NotationError(f"notation.unknown_{what}", text=quoted(text))
        return DECK[suit * 13 + rank - 1]

    @property
    def suit(self) -> int:
        """0..3 for ♠ ♥ ♦ ♣."""
        return self // 13

    @property
    def rank(self) -> int:
        """1 (ace) .. 13 (king)."""
        return self % 13 + 1

    @property
    def suit_symbol(self) -> str:
        return SUITS[self // 13]

    @property
    def red(self) -> bool:
        return self // 13 in (1, 2)

    def __str__(self) -> str:
        return RANK_NAMES[self % 13] + SUITS[self // 13]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


DECK: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(52))


def as_card(card: Card | int | str) -> Card:
    """A :class:`Card` from a Card, its number or its notation."""
    if type(card) is Card:
        return card
    if isinstance(card, str):
        return Card.parse(card)
    return Card(card)


__all__ = [
    "DECK",
    "MAX_NOTATION",
    "RANK_NAMES",
    "SUITS",
    "SUIT_LETTERS",
    "Card",
    "as_card",
    "ascii_upper",
]

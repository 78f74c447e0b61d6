"""Game codes ``RU1-<rule>-<deal>``: the deal number, the shuffle and the layout.

The format (never to change what a code deals):

* ``<rule>`` is the rule's letter (:attr:`Rule.letter <rsol_widget.rules.Rule.letter>`: ``C``
  Classic, ``R`` Relaxed); ``<deal>`` is 7 symbols of the
  RFC 4648 base32 alphabet ``A..Z2..7``, most significant first: a 35-bit deal number.
* The deck before shuffling has card ``i = suit * 13 + rank - 1`` at index i
  (suits ♠ ♥ ♦ ♣, ranks A..K).
* SplitMix64 seeded with the deal number shuffles it: for i = 51 down to 1,
  ``j = next() % (i + 1)`` and deck[i], deck[j] swap.
* deck[0] is column 1 (face up); columns 2..7 then take k + 4 cards each (k the
  column number), bottom to top, the first k - 1 face down.
"""

from __future__ import annotations

import secrets
from collections.abc import Iterator
from dataclasses import dataclass

from .cards import DECK, Card, ascii_upper
from .errors import CodeError, brief, quoted
from .rules import RULES, Rule, rule_of

PREFIX = "RU1"
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
DEAL_SYMBOLS = 7
DEAL_BITS = 5 * DEAL_SYMBOLS
DEAL_COUNT = 1 << DEAL_BITS
MAX_CODE_TEXT = 64

_MASK = (1 << 64) - 1
_ALPHABET_INDEX = {c: i for i, c in enumerate(ALPHABET)}


@dataclass(frozen=True)
class GameCode:
    """A parsed code: the rule's name (a key of :data:`~rsol_widget.rules.RULES`) and the deal number."""

    rule: str
    deal: int

    def __str__(self) -> str:
        return make_code(self.rule, self.deal)


def make_code(rule: str | Rule, deal: int) -> str:
    """The canonical code of ``deal`` (0 <= deal < 2**35) under ``rule`` (a registered rule or its name)."""
    letter = rule_of(rule).letter
    if type(deal) is not int or not 0 <= deal < DEAL_COUNT:
        raise CodeError("code.deal_number", top=DEAL_COUNT - 1, value=brief(deal))
    symbols = "".join(ALPHABET[(deal >> (5 * k)) & 31] for k in reversed(range(DEAL_SYMBOLS)))
    return f"{PREFIX}-{letter}-{symbols}"


def parse_code(text: str) -> GameCode:
    """Read a code; case-insensitive, surrounding blanks ignored. Raises :class:`CodeError`."""
    if not isinstance(text, str):
        raise CodeError("code.not_text", type=type(text).__name__)
    if len(text) > MAX_CODE_TEXT:
        raise CodeError("code.too_long", text=quoted(text[:MAX_CODE_TEXT]))
    parts = ascii_upper(text.strip()).split("-")
    if len(parts) != 3:
        raise CodeError("code.parts", text=quoted(text))
    prefix, letter, symbols = parts
    if prefix != PREFIX:
        raise CodeError("code.prefix", text=quoted(text), prefix=PREFIX, found=quoted(prefix))
    rule = RULES.by_letter(letter)
    if rule is None:
        letters = ", ".join(r.letter for r in RULES.values())
        raise CodeError("code.rule_letter", text=quoted(text), letters=letters, found=quoted(letter))
    if len(symbols) != DEAL_SYMBOLS:
        raise CodeError("code.deal_length", text=quoted(text), length=DEAL_SYMBOLS, found=len(symbols))
    bad = [c for c in symbols if c not in _ALPHABET_INDEX]
    if bad:
        raise CodeError("code.deal_symbol", text=quoted(text), found=quoted(bad[0]))
    deal = 0
    for c in symbols:
        deal = deal << 5 | _ALPHABET_INDEX[c]
    return GameCode(rule.name, deal)


def random_deal() -> int:
    """A deal number from the system's secure random source; every deal is reachable."""
    return secrets.randbelow(DEAL_COUNT)


def splitmix64(seed: int) -> Iterator[int]:
    """The SplitMix64 stream seeded with ``seed``, as an endless generator."""
    state = seed & _MASK
    while True:
        state = (state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        yield z ^ (z >> 31)


def shuffled_deck(deal: int) -> list[Card]:
    """The 52 cards in the order deal number ``deal`` shuffles them to."""
    deck = list(DECK)
    rng = splitmix64(deal)
    for i in range(51, 0, -1):
        j = next(rng) % (i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def deal_layout(deal: int) -> tuple[list[list[Card]], list[int]]:
    """The 7 columns (bottom to top) and how many cards at each column's bottom are face down."""
    deck = shuffled_deck(deal)
    columns, hidden = [deck[:1]], [0]
    pos = 1
    for k in range(2, 8):
        columns.append(deck[pos : pos + k + 4])
        hidden.append(k - 1)
        pos += k + 4
    return columns, hidden


__all__ = [
    "ALPHABET",
    "DEAL_BITS",
    "DEAL_COUNT",
    "DEAL_SYMBOLS",
    "MAX_CODE_TEXT",
    "PREFIX",
    "GameCode",
    "deal_layout",
    "make_code",
    "parse_code",
    "random_deal",
    "shuffled_deck",
    "splitmix64",
]

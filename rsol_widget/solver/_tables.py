"""The solver's plain tables: cards are ints 0..51, a move is ``card * 8 + dest``, a column's
key is bytes (its face-down count, then its cards)."""

from __future__ import annotations

import functools

from ..moves import FOUNDATION
from ..rules import KINGS, Rule

_F = FOUNDATION
_KINGS = KINGS
_RANK = tuple(c % 13 for c in range(52))  # rank index: 0 for an ace .. 12 for a king
_SUIT = tuple(c // 13 for c in range(52))
_PREFIX = tuple(bytes((k,)) for k in range(256))  # a column key starts with its face-down count
_SEP = b"\xff"  # between column keys (cards are 0..51)


@functools.cache
def _suited(rule: Rule) -> bool:
    """Every card of ``rule`` fits only on the next card of its suit (Classic): rules 1, 6, 7 and 8
    hold, and the search uses them; any other rule is searched as Relaxed is (rules 2, 3, 9, 10
    hold for any rule where a card fits one rank lower). An empty column takes the kings only."""
    kings_only = sorted(rule.empty_column) == sorted(_KINGS)
    return kings_only and all(rule.targets[c] == (() if _RANK[c] == 12 else (c + 1,)) for c in range(52))


# A move record: (card, src, dest, index, flipped, src_key, dest_key): ``index`` is the card's
# place in its source column (-1 for a take-back), the keys are the two columns' keys before it.
_Record = tuple[int, int, int, int, bool, bytes, bytes]

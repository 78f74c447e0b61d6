"""The moves the search tries at a position, worst first (rules 1 to 4 and 7), as ``card * 8 + dest``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..moves import COLUMNS
from ..rules import GROUP_LIMIT
from ._tables import _F, _KINGS, _RANK, _SUIT

if TYPE_CHECKING:
    from ._board import _Board


def classic_moves(board: _Board, noise: Sequence[int] | None = None) -> list[int]:
    """:meth:`ordered_moves` for Classic, where one card at most fits on each top."""
    cols, loc, pos, down = board.cols, board.loc, board.pos, board.down
    scored: list[int] = []
    empty_done = False
    for d in range(COLUMNS):
        col = cols[d]
        if col:
            top = col[-1]
            if not _RANK[top]:
                continue
            card = top - 1
            where = loc[card]
            if where in (_F, d):
                continue
            index = pos[card]
            hidden = down[where]
            src = cols[where]
            if index < hidden or len(src) - index > GROUP_LIMIT:
                continue
            if board.is_frozen(d):
                return [card * 8 + d]  # rule 7: the only move tried
            priority = _priority(src, index, hidden)
            if noise is not None:
                priority += noise[card * 8 + d]
            scored.append(priority * 512 + card * 8 + d)
        elif not empty_done:
            empty_done = True  # rule 4: one empty column stands for all
            for card in _KINGS:
                where = loc[card]
                if where == _F:
                    continue
                index = pos[card]
                hidden = down[where]
                src = cols[where]
                if index == 0 or index < hidden or len(src) - index > GROUP_LIMIT:
                    continue  # rule 4: a king at the bottom stays
                priority = _priority(src, index, hidden)
                if noise is not None:
                    priority += noise[card * 8 + d]
                scored.append(priority * 512 + card * 8 + d)
    scored.sort()
    return [m & 511 for m in scored]


def relaxed_moves(board: _Board, noise: Sequence[int] | None = None) -> list[int]:
    """:meth:`ordered_moves` for Relaxed (and any rule not :func:`_suited`): take-backs of
    rank >= m + 2 (rule 2), one empty column for all and no bottom king moved (rule 4),
    foundation moves as choices (rule 3 has already played the safe ones)."""
    cols, loc, pos, found, down, fitting = board.cols, board.loc, board.pos, board.found, board.down, board.fitting
    scored: list[int] = []  # priority * 512 + move, so one sort orders them
    append = scored.append
    empty_done = False
    low = min(found)
    d = -1
    for col in cols:
        d += 1
        if col:
            candidates = fitting[col[-1]]
        elif empty_done:
            continue  # rule 4: one empty column stands for all
        else:
            empty_done = True
            candidates = board.empty
        for card in candidates:
            where = loc[card]
            if where == d:
                continue
            if where == _F:  # rule 2: only take-backs of rank >= m + 2
                rank = _RANK[card]
                if rank > low and found[_SUIT[card]] == rank + 1:
                    append(card * 8 + d)  # priority 0: last
                continue
            index = pos[card]
            hidden = down[where]
            if index > hidden:
                src = cols[where]
                if len(src) - index > GROUP_LIMIT:
                    continue
                # leaves a fitting card (only useful to free that card), or another move
                priority = 1 if _RANK[src[index - 1]] == _ABOVE[card] else 20
            elif index == hidden:
                if len(cols[where]) - index > GROUP_LIMIT:
                    continue
                if index:
                    priority = 100 + hidden  # turns a hidden card
                elif col:
                    priority = 80  # empties a column
                else:
                    continue  # rule 4: a king (a card an empty column takes) already at the bottom
            else:
                continue
            if noise is not None:
                priority += noise[card * 8 + d]
            append(priority * 512 + card * 8 + d)
    for src in cols:
        if src:
            card = src[-1]
            if found[_SUIT[card]] == _RANK[card]:
                priority = 70 if len(src) == 1 else 40
                if noise is not None:
                    priority += noise[card * 8 + _F]
                append(priority * 512 + card * 8 + _F)
    scored.sort()
    return [m & 511 for m in scored]


_ABOVE = tuple(rank + 1 for rank in _RANK)  # the rank just above each card's


def _priority(src: bytearray, index: int, hidden: int) -> int:
    """How promising moving the card at ``src[index]`` (face up) is: turning a hidden card
    first, then emptying a column, then the rest; last, leaving a card one rank higher."""
    if index == hidden and index:
        return 100 + hidden  # turns a hidden card
    if index == 0:
        return 80  # empties a column
    if _RANK[src[index - 1]] == _RANK[src[index]] + 1:
        return 1  # leaves a fitting card: only useful to free that card
    return 20

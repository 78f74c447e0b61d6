"""Winning lines without their detours (:func:`shorten`)."""

from __future__ import annotations

from ..moves import COLUMNS
from ..rules import GROUP_LIMIT
from ._board import _Board, _lifted_key
from ._tables import _F, _PREFIX, _RANK, _SEP, _SUIT


def shorten(start: _Board, line: list[int]) -> list[int]:
    """A winning ``line`` (moves ``card * 8 + dest`` from ``start``) without its detours.

    Positions are compared as canonical keys (columns may trade places; moves are then found
    on the real columns). Walking the line, at each position the move is chosen that reaches
    the latest position of the line: a stretch that one move jumps over is cut (so is a loop).
    The result is a winning line from ``start``, never longer; in Classic it takes nothing back
    from a foundation. ``start`` is not changed.
    """
    board = _Board(start.cols, start.down, start.found, start.rule)
    latest: dict[bytes, int] = {board.key(): 0}
    columns: list[tuple[bytes, ...]] = []  # the column keys before each move
    known = dict.fromkeys(board.keys, 0)  # each column key of the line's positions: its last place
    for i, move in enumerate(line, 1):
        columns.append(tuple(board.keys))
        board.play(move >> 3, move & 7)
        latest[board.key()] = i
        for column in board.keys:
            known[column] = i
    board = _Board(start.cols, start.down, start.found, start.rule)
    short: list[int] = []
    at, end = latest[board.key()], len(line)
    while at < end:
        card, dest = line[at] >> 3, line[at] & 7
        if dest != _F:  # the same column, found by its key (an empty one: any empty column)
            dest = board.keys.index(columns[at][dest])
        best_move, best_at = card * 8 + dest, -1
        record = board.play(card, dest)
        best_at = latest.get(board.key(), -1)
        board.unplay(record)
        if best_at <= at:  # cannot happen: the line's own next move reaches at + 1 or later
            return line
        for move, reached in _shortcuts(board, known, latest, best_at):
            if reached > best_at:
                best_move, best_at = move, reached
        board.play(best_move >> 3, best_move & 7)
        short.append(best_move)
        at = best_at
    return short


def _shortcuts(board: _Board, known: dict[bytes, int], latest: dict[bytes, int], beyond: int) -> list[tuple[int, int]]:
    """For :func:`shorten`: the legal moves from ``board`` (one empty column for all; no
    take-back in Classic) whose result is a position of the line after its place ``beyond``,
    each with that place. A result is looked up only when both changed column keys occur in
    the line after ``beyond`` (``known``: each column key's last place in the line)."""
    cols, loc, pos, down, keys, found = board.cols, board.loc, board.pos, board.down, board.keys, board.found
    takes_back = not board.suited
    found_at: list[tuple[int, int]] = []
    empty_done = False
    for d in range(COLUMNS):
        col = cols[d]
        if col:
            candidates = board.fitting[col[-1]]
        elif empty_done:
            continue  # every empty column gives the same key
        else:
            empty_done = True
            candidates = board.empty
        for card in candidates:
            where = loc[card]
            if where == _F:  # a take-back (Relaxed only: Classic lines take nothing back, rule 1)
                if not takes_back or found[_SUIT[card]] != _RANK[card] + 1:
                    continue
                dest_key = keys[d] + _PREFIX[card]
                if known.get(dest_key, -1) <= beyond:
                    continue
                after = keys.copy()
                after[d] = dest_key
            else:
                index = pos[card]
                hidden = down[where]
                src = cols[where]
                if where == d or index < hidden or len(src) - index > GROUP_LIMIT:
                    continue
                dest_key = keys[d] + src[index:]
                if known.get(dest_key, -1) <= beyond:
                    continue
                src_key = _lifted_key(src, hidden, index)
                if known.get(src_key, -1) <= beyond:
                    continue
                after = keys.copy()
                after[d] = dest_key
                after[where] = src_key
            after.sort()
            reached = latest.get(_SEP.join(after), -1)
            if reached > beyond:
                found_at.append((card * 8 + d, reached))
    return found_at + _home_shortcuts(board, known, latest, beyond)


def _home_shortcuts(
    board: _Board, known: dict[bytes, int], latest: dict[bytes, int], beyond: int
) -> list[tuple[int, int]]:
    """For :func:`_shortcuts`: its moves to a foundation."""
    cols, down, keys, found = board.cols, board.down, board.keys, board.found
    found_at: list[tuple[int, int]] = []
    for k in range(COLUMNS):  # to a foundation
        src = cols[k]
        if src:
            card = src[-1]
            if found[_SUIT[card]] == _RANK[card]:
                index, hidden = len(src) - 1, down[k]
                src_key = _lifted_key(src, hidden, index)
                if known.get(src_key, -1) <= beyond:
                    continue
                after = keys.copy()
                after[k] = src_key
                after.sort()
                reached = latest.get(_SEP.join(after), -1)
                if reached > beyond:
                    found_at.append((card * 8 + _F, reached))
    return found_at

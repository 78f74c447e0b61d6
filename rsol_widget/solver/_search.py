"""The depth-first search (one run of :func:`rsol_widget.solver.solve`) and its restarts' noise."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from ._board import _Board, _line
from ._proofs import _any_deadlock, _LostCheck, _proved_lost
from ._tables import _F, _PREFIX, _SEP, _Record

_CHECK_MASK = 511  # the clock is checked every 512 nodes
_NOISE = 25  # restarts add 0.._NOISE-1 to move priorities


def _noise(run: int) -> list[int]:
    """Run ``run``'s priority noise: a seeded number 0.._NOISE-1 for each move ``card * 8 + dest``."""
    rng = random.Random(run)
    return [rng.randrange(_NOISE) for _ in range(52 * 8)]


def _search(
    board: _Board,
    deadline: float | None,
    max_nodes: int,
    table_limit: int,
    noise: Sequence[int] | None = None,
    cancel: Callable[[], bool] | None = None,
    seen: set[bytes] | None = None,
    lost_check: _LostCheck | None = None,
    root_check: bool = True,
) -> tuple[str, list[int], int, str | None]:
    """One complete depth-first search with an explicit stack, unless a limit stops it;
    returns (status, line, nodes, limit). ``lost_check`` applies rule 9 at every position
    while it pays (Relaxed: from the second run on); ``root_check=False`` leaves it out even at the start
    (Relaxed: in the first run, which most deals win at once).

    ``seen`` is the transposition table (a new one when ``None``). When a limit stops the
    search, the keys of the positions still on its path are taken out of ``seen`` again, so
    that (in Classic, rule 6) it holds only positions searched completely."""
    if seen is None:
        seen = set()
    path: list[list[_Record]] = [board.play_safe_foundations()]
    if board.won:
        return "won", _line(path), 1, None
    root_key = board.key()
    path_keys: list[tuple[bytes, ...]] = [(root_key,)]
    classic = board.suited
    # rules 6, 8, 9 and 10
    if root_key in seen or (classic and _any_deadlock(board)) or (root_check and _proved_lost(board)):
        return "unwinnable", [], 1, None
    seen.add(root_key)
    stack: list[list[int]] = [board.ordered_moves(noise)]
    nodes = 1
    cols, down, loc, pos, keys = board.cols, board.down, board.loc, board.pos, board.keys
    play, unplay, has_knot = board.play, board.unplay, board.has_knot
    settle = board.settle_classic if classic else board.play_safe_foundations
    limit: str | None = None
    while stack:
        moves = stack[-1]
        if not moves:
            stack.pop()
            path_keys.pop()
            for record in reversed(path.pop()):
                unplay(record)
            continue
        move = moves.pop()
        card, dest = move >> 3, move & 7
        src = loc[card]
        if dest != _F and src != _F:
            # a column move: look its result up before playing it (most are transpositions)
            index = pos[card]
            col = cols[src]
            hidden = down[src]
            after = keys.copy()
            after[src] = _PREFIX[hidden - 1 if index and index == hidden else hidden] + col[:index]
            after[dest] += col[index:]
            after.sort()
            key = _SEP.join(after)
            if key in seen:
                continue
            seen.add(key)
            records = [play(card, dest)]
            more = settle(src)
            if more:  # the safe foundation moves made it another position
                records += more
                key2 = _SEP.join(sorted(keys))
                if key2 in seen:
                    for record in reversed(records):
                        unplay(record)
                    continue
                seen.add(key2)
                added: tuple[bytes, ...] = (key, key2)
            else:
                added = (key,)
        else:
            records = [play(card, dest), *board.play_safe_foundations()]
            key = _SEP.join(sorted(keys))
            if key in seen:
                for record in reversed(records):
                    unplay(record)
                continue
            seen.add(key)
            added = (key,)
        path.append(records)
        path_keys.append(added)
        if board.won:
            return "won", _line(path), nodes, None
        nodes += 1
        if (classic and (has_knot(dest) or has_knot(src) or (len(records) > 1 and _any_deadlock(board)))) or (
            lost_check is not None and lost_check.lost(board)
        ):
            path.pop()
            path_keys.pop()
            for record in reversed(records):
                unplay(record)
            if not classic:  # Relaxed: rule 9 tells again if it comes back; the table keeps live positions
                seen.difference_update(added)
            continue  # rules 8 and 9: a lost position (Classic: its key stays in the table, rule 6)
        if nodes & _CHECK_MASK == 0:
            if deadline is not None and time.perf_counter() > deadline:
                limit = "time"
            elif len(seen) > table_limit:
                limit = "table"
            elif cancel is not None and cancel():
                limit = "cancelled"
            if limit is not None:
                break
        if nodes > max_nodes:
            limit = "nodes"
            break
        stack.append(board.ordered_moves(noise))
    if limit is None:
        return "unwinnable", [], nodes, None
    for added in path_keys:
        seen.difference_update(added)
    return "unknown", [], nodes, limit

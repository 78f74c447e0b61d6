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
    while it pays (Relaxed: from the second run on); ``root_check=False`` leaves it out even at
    the start (Relaxed: in the first run, which most deals win at once).

    ``seen`` is the transposition table (a new one when ``None``). When a limit stops the
    search, the keys of the positions still on its path are taken out of ``seen`` again, so
    that (in Classic, rule 6) it holds only positions searched completely."""
    if seen is None:
        seen = set()
    path: list[list[_Record]] = [board.play_safe_foundations()]
    if board.won:
        return "won", _line(path), 1, None
    root_key = board.key()
    if _lost_at_start(board, root_key, seen, root_check):
        return "unwinnable", [], 1, None
    path_keys: list[tuple[bytes, ...]] = [(root_key,)]
    return _descend(board, seen, path, path_keys, noise, lost_check, (deadline, max_nodes, table_limit, cancel))


def _descend(
    board: _Board,
    seen: set[bytes],
    path: list[list[_Record]],
    path_keys: list[tuple[bytes, ...]],
    noise: Sequence[int] | None,
    lost_check: _LostCheck | None,
    limits: tuple[float | None, int, int, Callable[[], bool] | None],
) -> tuple[str, list[int], int, str | None]:
    """:func:`_search`'s loop, from the start on ``path`` (already in ``seen``): each step tries
    the next move of the deepest position, a new position goes on the path (and its moves on
    the stack), a position whose moves are all tried leaves it."""
    deadline, max_nodes, table_limit, cancel = limits
    classic = board.suited
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
        if (
            dest != _F and src != _F
        ):  # a column move: its result looked up before it is played (most are transpositions)
            index, col, hidden = pos[card], cols[src], down[src]
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
        else:  # to or from a foundation: played, then looked up
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
        ):  # rules 8 and 9: a lost position (Classic: its key stays in the table, rule 6)
            path.pop()
            path_keys.pop()
            for record in reversed(records):
                unplay(record)
            if not classic:  # Relaxed: rule 9 tells again if it comes back; the table keeps live positions
                seen.difference_update(added)
            continue
        if nodes & _CHECK_MASK == 0 and (limit := _limit_reached(deadline, seen, table_limit, cancel)) is not None:
            break
        if nodes > max_nodes:
            limit = "nodes"
            break
        stack.append(board.ordered_moves(noise))
    return _stopped(seen, path_keys, nodes, limit)


def _lost_at_start(board: _Board, root_key: bytes, seen: set[bytes], root_check: bool) -> bool:
    """For :func:`_search`: its start (key ``root_key``) was searched before (rule 6) or is lost
    (rules 8 to 10, these two only with ``root_check``); else its key goes into ``seen``."""
    if root_key in seen or (board.suited and _any_deadlock(board)) or (root_check and _proved_lost(board)):
        return True
    seen.add(root_key)
    return False


def _limit_reached(
    deadline: float | None, seen: set[bytes], table_limit: int, cancel: Callable[[], bool] | None
) -> str | None:
    """For :func:`_search` every 512 positions: the limit that stops it now, if any."""
    if deadline is not None and time.perf_counter() > deadline:
        return "time"
    if len(seen) > table_limit:
        return "table"
    if cancel is not None and cancel():
        return "cancelled"
    return None


def _stopped(
    seen: set[bytes], path_keys: list[tuple[bytes, ...]], nodes: int, limit: str | None
) -> tuple[str, list[int], int, str | None]:
    """For :func:`_search`: its answer once it stopped, exhausted (unwinnable) or at ``limit``;
    then the positions still on its path leave the table (searched only in part)."""
    if limit is None:
        return "unwinnable", [], nodes, None
    for added in path_keys:
        seen.difference_update(added)
    return "unknown", [], nodes, limit

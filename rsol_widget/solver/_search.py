"""The depth-first search (one run of :func:`rsol_widget.solver.solve`) and its restarts' noise."""

from __future__ import annotations

import functools
import random
import time
from collections.abc import Callable, Sequence

from ._board import _Board, _line
from ._proofs import _any_deadlock, _LostCheck, _proved_lost
from ._tables import _F, _PREFIX, _SEP, _Record

_CHECK_MASK = 511  # the clock is checked every 512 nodes
_NOISE = 25  # restarts add 0.._NOISE-1 to move priorities
_NO_MOVES: list[int] = []  # a lost position's moves (never changed: it leaves the path at once)


@functools.cache
def _noise(run: int) -> tuple[int, ...]:
    """Run ``run``'s priority noise: a seeded number 0.._NOISE-1 for each move ``card * 8 + dest``
    (drawn once a process: about 0.2 ms, which each restart of every search paid)."""
    rng = random.Random(run)
    return tuple(rng.randrange(_NOISE) for _ in range(52 * 8))


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
    return _descend(board, seen, path, path_keys, (noise, lost_check, deadline, max_nodes, table_limit, cancel))


_Plan = tuple[Sequence[int] | None, _LostCheck | None, float | None, int, int, Callable[[], bool] | None]
"""What :func:`_descend` needs besides its board and paths, computed once a search: the noise, the
lost check, and the limits (deadline, max nodes, table limit, cancel)."""
_Outcome = tuple[str, list[int], int, str | None]


def _descend(
    board: _Board, seen: set[bytes], path: list[list[_Record]], path_keys: list[tuple[bytes, ...]], plan: _Plan
) -> _Outcome:
    """:func:`_search`'s loop from the start on ``path`` (in ``seen``): it tries the deepest position's next move;
    a new position goes on the path (its moves on the stack), a lost or exhausted one leaves it."""
    classic, (noise, lost_check, _, max_nodes, _, _) = board.suited, plan
    stack, nodes = [board.ordered_moves(noise)], 1
    cols, down, loc, pos, keys = board.cols, board.down, board.loc, board.pos, board.keys
    play, unplay, has_knot = board.play, board.unplay, board.has_knot
    settle = board.settle_classic if classic else board.play_safe_foundations
    while stack:
        if not (moves := stack[-1]):
            del stack[-1], path_keys[-1]
            for record in reversed(path.pop()):
                unplay(record)
            continue
        move = moves.pop()
        card, dest = move >> 3, move & 7
        src = loc[card]
        if dest != _F and src != _F:  # a column move: its result looked up first (most are transpositions)
            index, col, hidden = pos[card], cols[src], down[src]
            after = keys.copy()
            after[src] = _PREFIX[hidden - 1 if index and index == hidden else hidden] + col[:index]
            after[dest] += col[index:]
            after.sort()
            key = _SEP.join(after)
            if key in seen:
                continue
            seen.add(key)
            added: tuple[bytes, ...] = (key,)
            records = [play(card, dest)]
            if more := settle(src):  # the safe foundation moves made it another position: looked up below
                records += more
        else:  # to or from a foundation: played, then looked up
            records = more = [play(card, dest), *board.play_safe_foundations()]
            added = ()
        if more:
            key = _SEP.join(sorted(keys))
            if key in seen:
                for record in reversed(records):
                    unplay(record)
                continue
            seen.add(key)
            added += (key,)
        path.append(records)
        path_keys.append(added)
        if board.won:
            return "won", _line(path), nodes, None
        nodes += 1
        if (classic and (has_knot(dest) or has_knot(src) or (len(records) > 1 and _any_deadlock(board)))) or (
            lost_check is not None and lost_check.lost(board, added[-1])
        ):  # rules 8 and 9: lost, it leaves the path at the next step (Classic: its key stays in the table, rule 6)
            if not classic:  # Relaxed: rule 9 tells again if it comes back; the table keeps live positions
                seen.difference_update(added)
            stack.append(_NO_MOVES)
            continue
        if (nodes & _CHECK_MASK == 0 or nodes > max_nodes) and (limit := _limit_reached(plan, seen, nodes)):
            return _stopped(seen, path_keys, nodes, limit)
        stack.append(board.ordered_moves(noise))
    return "unwinnable", [], nodes, None


def _lost_at_start(board: _Board, root_key: bytes, seen: set[bytes], root_check: bool) -> bool:
    """For :func:`_search`: its start (key ``root_key``) was searched before (rule 6) or is lost
    (rules 8 to 10, these two only with ``root_check``); else its key goes into ``seen``."""
    if root_key in seen or (board.suited and _any_deadlock(board)) or (root_check and _proved_lost(board)):
        return True
    seen.add(root_key)
    return False


def _limit_reached(plan: _Plan, seen: set[bytes], nodes: int) -> str | None:
    """For :func:`_descend` every 512 positions, and past its node limit: the limit that stops it
    now, if any (the clock, the table and ``cancel`` are looked at only every 512 positions)."""
    _, _, deadline, max_nodes, table_limit, cancel = plan
    if nodes & _CHECK_MASK == 0:
        if deadline is not None and time.perf_counter() > deadline:
            return "time"
        if len(seen) > table_limit:
            return "table"
        if cancel is not None and cancel():
            return "cancelled"
    return "nodes" if nodes > max_nodes else None


def _stopped(seen: set[bytes], path_keys: list[tuple[bytes, ...]], nodes: int, limit: str) -> _Outcome:
    """For :func:`_descend`: its answer once ``limit`` stopped it; the positions still on its path
    leave the table (searched only in part)."""
    for added in path_keys:
        seen.difference_update(added)
    return "unknown", [], nodes, limit

"""Relaxed's side searches: greedy best-first searches (:class:`_BestFirst`) and random probes
(:class:`_Probes`), each resumed run after run."""

from __future__ import annotations

import heapq
import random
import time
from collections.abc import Callable

from ._board import _Board, _decode, _line
from ._proofs import _hopeless, _LostCheck
from ._search import _CHECK_MASK, _search
from ._tables import _RANK

PROBE_NODES = 3_000  # Relaxed: each probe's depth-first search, at most this many positions
PROBE_WALK = (5, 60)  # Relaxed: each probe first plays between 5 and 59 random moves
PROBE_SEED = 0


def _estimate(board: _Board) -> int:
    """How far ``board`` looks from a win (smaller is better): cards in the columns, twice the
    face-down ones, and each face-up card not lying on a card one rank higher."""
    score = 0
    for col, hidden in zip(board.cols, board.down, strict=True):
        score += len(col) + 2 * hidden
        for i in range(max(hidden, 1), len(col)):
            if _RANK[col[i - 1]] != _RANK[col[i]] + 1:
                score += 1
    return score


def _estimate_buried(board: _Board) -> int:
    """:func:`_estimate` plus twice the cards lying on the next card each foundation needs:
    the position whose next foundation cards are nearest the tops looks nearest a win."""
    score = _estimate(board)
    cols, loc, pos = board.cols, board.loc, board.pos
    for suit, height in enumerate(board.found):
        if height < 13:
            card = suit * 13 + height  # in a column: every card not home is
            score += 2 * (len(cols[loc[card]]) - 1 - pos[card])
    return score


# Relaxed: the best-first searches solve() runs after each stopped run, (newest_first, estimate)
# each: they win different deals (deal 29124 in 776 positions with the buried-card estimate,
# the other two not in 60 s)
_BEST_FIRST_KINDS: tuple[tuple[bool, Callable[[_Board], int]], ...] = (
    (False, _estimate),
    (True, _estimate),
    (False, _estimate_buried),
)


class _BestFirst:
    """A greedy best-first search (the position that looks nearest a win is expanded first,
    :func:`_estimate`) with the same moves and prunings as :func:`_search` (``lost_check``:
    rule 9 at every position); complete, so running out of positions proves the position
    unwinnable. It keeps its table and queue between calls of :meth:`run`, so a search that
    a limit stopped goes on where it stopped. Among positions that look equally near a win,
    the oldest is expanded first, or with ``newest_first`` the newest (depth-first within a
    plateau); ``estimate`` says how near a win a position looks (:func:`_estimate` or
    :func:`_estimate_buried`). Each kind wins Relaxed deals where the others wander, so
    :func:`solve` runs three (``_BEST_FIRST_KINDS``); the estimate only orders the search."""

    def __init__(
        self,
        board: _Board,
        lost_check: _LostCheck | None = None,
        newest_first: bool = False,
        estimate: Callable[[_Board], int] = _estimate,
    ) -> None:
        self.start = _Board(board.cols, board.down, board.found, board.rule)
        self.first = _line([board.play_safe_foundations()])
        self.won = board.won
        self.rule = board.rule
        self.lost_check = lost_check
        root = board.key()
        self.parent: dict[bytes, bytes | None] = {root: None}
        self.estimate = estimate
        self.heap = [(estimate(board), 0, root)]
        self.pushed = 0
        self.tie = -1 if newest_first else 1  # among equal estimates: the newest or the oldest first

    def run(
        self,
        deadline: float | None,
        max_nodes: int,
        table_limit: int,
        cancel: Callable[[], bool] | None = None,
    ) -> tuple[str, list[int], int, str | None]:
        """Expand up to ``max_nodes`` more positions; returns (status, line, nodes, limit)."""
        if self.won:
            return "won", self.first, 1, None
        rule, lost_check, parent, heap = self.rule, self.lost_check, self.parent, self.heap
        estimate = self.estimate
        nodes = 0
        while heap:
            if nodes >= max_nodes:
                return "unknown", [], nodes, "nodes"
            if nodes & _CHECK_MASK == _CHECK_MASK:
                if deadline is not None and time.perf_counter() > deadline:
                    return "unknown", [], nodes, "time"
                if len(parent) > table_limit:
                    return "unknown", [], nodes, "table"
                if cancel is not None and cancel():
                    return "unknown", [], nodes, "cancelled"
            key = heapq.heappop(heap)[2]
            here = _decode(key, rule)
            nodes += 1
            if lost_check is not None and lost_check.lost(here, key):
                continue  # rule 9: lost, never expanded (checked here, not when queued: most never are)
            for move in here.ordered_moves():
                records = [here.play(move >> 3, move & 7), *here.play_safe_foundations()]
                child = here.key()
                if child not in parent:
                    parent[child] = key
                    if here.won:
                        chain = [child]
                        while (up := parent[chain[-1]]) is not None:
                            chain.append(up)
                        return "won", _follow(self.start, chain[::-1]), nodes, None
                    self.pushed += 1
                    heapq.heappush(heap, (estimate(here), self.tie * self.pushed, child))
                for record in reversed(records):
                    here.unplay(record)
        return "unwinnable", [], nodes, None


class _Probes:
    """Relaxed: random walks from the start, each followed by a short depth-first search
    (``PROBE_NODES`` positions, rule 9 at every one) from where the walk stopped. It only ever
    finds wins: a probe that runs out of positions has shown that one walked-to position is
    lost, not the start. The walks give the search starts it would reach late or never:
    deal 1194, undecided after 600 s of the other searches (6.5 million positions), is won by
    the probes alone in about 61,000 positions. The random numbers are seeded, so the answers stay deterministic."""

    def __init__(self, start: _Board, seed: int = PROBE_SEED) -> None:
        self.start = start
        self.rng = random.Random(seed)

    def run(
        self,
        deadline: float | None,
        max_nodes: int,
        table_limit: int,
        cancel: Callable[[], bool] | None = None,
    ) -> tuple[str, list[int], int, str | None]:
        """Probe until ``max_nodes`` positions are spent; returns (status, line, nodes, limit)
        with status ``"won"`` or ``"unknown"``."""
        start, rng = self.start, self.rng
        nodes = 0
        while nodes < max_nodes:
            if deadline is not None and time.perf_counter() > deadline:
                return "unknown", [], nodes, "time"
            if cancel is not None and cancel():
                return "unknown", [], nodes, "cancelled"
            board = _Board(start.cols, start.down, start.found, start.rule)
            path = [board.play_safe_foundations()]
            for _ in range(rng.randrange(*PROBE_WALK)):
                if board.won:
                    break
                moves = board.ordered_moves()
                if not moves:
                    break
                move = rng.choice(moves)
                path.append([board.play(move >> 3, move & 7), *board.play_safe_foundations()])
            nodes += len(path)
            if board.won:
                return "won", _line(path), nodes, None
            if _hopeless(board):
                continue  # rule 9: the walk went astray
            allowed = min(PROBE_NODES, max_nodes - nodes)
            status, line, searched, limit = _search(
                board, deadline, allowed, table_limit, None, cancel, None, _LostCheck(), False
            )
            nodes += searched
            if status == "won":
                return "won", _line(path) + line, nodes, None
            if limit not in (None, "nodes"):
                return "unknown", [], nodes, limit
        return "unknown", [], nodes, "nodes"


def _follow(start: _Board, chain: list[bytes]) -> list[int]:
    """The moves from ``start`` through the positions ``chain`` (canonical keys, the first
    being ``start`` after its safe foundation moves), found on the real columns."""
    board = _Board(start.cols, start.down, start.found, start.rule)
    path = [board.play_safe_foundations()]
    for target in chain[1:]:
        for move in board.all_moves():
            records = [board.play(move >> 3, move & 7), *board.play_safe_foundations()]
            if board.key() == target:
                path.append(records)
                break
            for record in reversed(records):
                board.unplay(record)
        else:  # cannot happen: each position of the chain follows from the one before
            raise AssertionError("best-first: a step of the line is missing")
    return _line(path)

"""The solving behind :func:`rsol_widget.fair.chances`: each sample's outcome now and after each
move, solved lazily, and the search for the best move that stops once no other move can beat it."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from .game import Game
from .moves import Move
from .solver import SolveResult, solve

__all__: list[str] = []

WON, LOST = "won", "unwinnable"


class Solver:
    """The solver within a time limit and a node limit a sample, a ``cancel`` and a deadline;
    ``count`` its runs."""

    def __init__(
        self,
        time_limit: float,
        cancel: Callable[[], bool] | None,
        deadline: float | None,
        node_limit: int | None = None,
    ) -> None:
        self.time_limit, self.cancel, self.deadline, self.count = time_limit, cancel, deadline, 0
        self.node_limit = node_limit

    def solve(self, game: Game) -> SolveResult:
        if game.won:
            return SolveResult("won", (), 0, 0.0)
        if self.cancel is not None and self.cancel():
            return SolveResult("unknown", (), 0, 0.0, "cancelled")
        limit = self.time_limit
        if self.deadline is not None:
            limit = min(limit, self.deadline - time.perf_counter())
            if limit <= 0:
                return SolveResult("unknown", (), 0, 0.0, "time")
        self.count += 1
        nodes = {} if self.node_limit is None else {"node_limit": self.node_limit}
        return solve(game, time_limit=limit, cancel=self.cancel, shorten_above=None, **nodes)


def along(game: Game, played: Move, line: Sequence[Move]) -> Game:
    """``game`` (the position after ``played``, left unchanged) further along ``line`` (a winning
    line from before ``played``), playing only its moves still legal: where it wins, or a
    position reached from ``game`` (so a win from there is a win from ``game``)."""
    trial = game.copy()
    for move in line:
        if move != played and trial.is_legal(move):
            trial.play(move)
    return trial


def follow(solver: Solver, start: Game, result: SolveResult, move: Move) -> SolveResult:
    """A sample's result after ``move`` (``start`` is the sample before it, ``result`` its result
    there): lost stays lost, undecided stays undecided (:class:`Grid`), a winning line that begins
    with the move goes on, else a search (from as far along the line as still goes, then from the
    position itself)."""
    if result.status != WON:
        return result
    if result.status == WON and result.moves[:1] == (move,):
        return SolveResult(WON, tuple(result.moves[1:]), 0, 0.0)
    nxt = start.copy()
    nxt.play(move)
    if result.status == WON:
        trial = along(nxt, move, result.moves)
        found = solver.solve(trial)
        if found.status == WON:
            return SolveResult(WON, tuple(trial.move_stack[len(nxt.move_stack) :]) + tuple(found.moves), 0, 0.0)
    return solver.solve(nxt)


class Grid:
    """Each sample's status now (solved at once) and after each of ``moves`` (solved when asked).

    A cell is ``"won"``, ``"unwinnable"`` or undecided (``"unknown"``); ``None`` until asked. A
    sample's winning line wins for its first move at no cost, and after another move a search from
    as far along it as still goes (:func:`along`) is short; every position reached from a lost one is
    lost; a sample the search left undecided is undecided after every move (searched again after each
    move, it cost a full search a move, the slowest hints by far, and seldom told the moves apart)."""

    def __init__(self, solver: Solver, starts: Sequence[Game], moves: Sequence[Move]) -> None:
        self.solver, self.starts, self.moves = solver, starts, moves
        self.results = [solver.solve(start) for start in starts]
        self.cells: list[list[str | None]] = [[None] * len(starts) for _ in moves]
        self.lines = [sum(1 for r in self.results if r.status == WON and r.moves[:1] == (m,)) for m in moves]

    def cell(self, i: int, s: int) -> str:
        found = self.cells[i][s]
        if found is None:
            found = self.cells[i][s] = self._outcome(self.moves[i], s)
        return found

    def _outcome(self, move: Move, s: int) -> str:
        result = self.results[s]
        if result.status != WON:  # lost stays lost; undecided is not searched again after each move
            return result.status
        if result.moves[:1] == (move,):
            return WON
        nxt = self.starts[s].copy()
        nxt.play(move)
        status = self.solver.solve(along(nxt, move, result.moves)).status  # the line, as far as it goes
        if status != LOST:  # won is a proof; undecided stays undecided (one limit a cell)
            return status
        return self.solver.solve(nxt).status  # lost from further along: is it lost from here?

    def line_after(self, i: int) -> tuple[Move, ...]:
        """A winning line after move ``i``, on the first sample that move wins (``()`` if none is
        found within the limits): the sample's own line when it begins with the move, else a search."""
        move = self.moves[i]
        for s in range(len(self.starts)):
            if self.cell(i, s) != WON:
                continue
            result = self.results[s]
            if result.status == WON and result.moves[:1] == (move,):
                return tuple(result.moves[1:])
            nxt = self.starts[s].copy()
            nxt.play(move)
            found = self.solver.solve(nxt)
            if found.status == WON:
                return tuple(found.moves)
        return ()

    def now(self) -> list[str]:
        """Each sample's status now: won when won after some move asked about (or solved won)."""
        return [WON if any(row[s] == WON for row in self.cells) else r.status for s, r in enumerate(self.results)]

    def fill(self, rows: Sequence[int] | None = None) -> None:
        """Ask about every cell (of the moves numbered ``rows``, or of every move)."""
        for i in range(len(self.moves)) if rows is None else rows:
            for s in range(len(self.starts)):
                self.cell(i, s)

    def seek_best(self, key: Callable[[int, list[str | None], bool], tuple[float, ...]]) -> None:
        """Ask only what is needed to know the move with the smallest ``key``; ``key(i, cells,
        hope)`` ranks move ``i`` on its cells, the cells not asked about counted won when ``hope``
        (the best it could still reach) and undecided otherwise. Candidates are tried by their hope
        before any question (best first), a candidate is dropped as soon as even its hope ranks below
        the best found, and a lone candidate is the best without a question. A row's cells are asked
        those known at once first (lost, undecided), then the won samples. The best is the same in
        any order: a move that ranks better than the best found is never dropped."""
        if len(self.moves) < 2:
            return
        free = {LOST: 0, WON: 2}
        order = sorted(range(len(self.starts)), key=lambda s: free.get(self.results[s].status, 1))
        best: tuple[float, ...] | None = None
        for i in sorted(range(len(self.moves)), key=lambda i: key(i, self.cells[i], True)):
            row = self.cells[i]
            for s in order:
                if best is not None and key(i, row, True) > best:
                    break
                self.cell(i, s)
            else:
                best = key(i, row, False) if best is None else min(best, key(i, row, False))

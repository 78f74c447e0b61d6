"""The widget's fair hint along a game: the fair policy's suggestion at each position of the line
played (:func:`rsol_widget.policy.advise`, its plan kept from one position to the next), and the
chance shown, carried on the same samples from position to position while no card turns up (so a
move changes it only by what it changed on those samples).

Each position's answer is remembered by the line that reached it, and depends only on that line
(its plan comes from the answer of the position before, computed first when it was not yet) and on
node limits, never on clocks: the same line gives the same hint on any machine, at any load. Only
a player who plays more than :data:`BACKLOG` moves faster than the answers come (with no card
turned up) gets, at the first position answered, a fresh question instead of a plan kept.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ._fair_search import LOST, WON, Solver, follow
from ._slices import Slices
from .fair import Estimate, _placements, _sample_game, chances
from .game import Game
from .moves import Move
from .policy import Layout, Policy, Suggestion, advise, layout, turns_a_card
from .solver import SolveResult

__all__ = ["BACKLOG", "Chain", "Tracked"]

BACKLOG = 4
"""How many positions before the one shown are answered first when they were not yet (a player
who played faster than the answers came); one further back is asked afresh."""


@dataclass(frozen=True)
class Tracked:
    """The hint at one position: the policy's ``suggestion``, each sample's game there and its
    result (the same samples while no card turns up), how many cards are ``unseen``."""

    suggestion: Suggestion
    games: tuple[Game, ...]
    results: tuple[SolveResult, ...]
    exact: bool
    unseen: int

    @property
    def now(self) -> Estimate:
        """The chance now, on these samples."""
        statuses = [r.status for r in self.results]
        won, lost = statuses.count(WON), statuses.count(LOST)
        return Estimate.of(won, lost, len(statuses) - won - lost, exact=self.exact)


def line_of(game: Game) -> tuple[list[Game], list[Move]]:
    """The positions of ``game``'s line and its moves: from the deal when the game has a code, else
    as far back as its undo history goes; the last position is ``game`` itself. Two games that look
    the same and were played the same way have the same line, whatever lies face down."""
    if game.won:
        return [game], []
    if game.code is not None:
        positions = [Game.from_code(game.code)]
        for move in game.move_stack:
            nxt = positions[-1].copy()
            nxt.play(move)
            positions.append(nxt)
        positions[-1] = game
        return positions, list(game.move_stack)
    positions, back = [game], game.copy()
    while back.undo_left:
        back.undo()
        positions.append(back.copy())
    positions.reverse()
    return positions, list(game.move_stack[len(game.move_stack) - (len(positions) - 1) :])


class Chain:
    """The answers of one game's hint, by the line that reached each position (see the module)."""

    def __init__(self, policy: Policy) -> None:
        self.policy = policy
        self.memo: dict[tuple[object, ...], Tracked] = {}

    def at(self, game: Game, cancel: Callable[[], bool] | None = None) -> Slices[Tracked | None]:
        """The answer for ``game``'s position (``None`` if cancelled): the positions since the last
        card turned up are answered in turn where they were not yet (one slice each)."""
        positions, moves = line_of(game)
        return (yield from self.along(positions, moves, cancel))

    def along(
        self, positions: Sequence[Game], moves: Sequence[Move], cancel: Callable[[], bool] | None = None
    ) -> Slices[Tracked | None]:
        """The answer for the last of ``positions`` (each the one before after its move of ``moves``)."""
        layouts = [layout(p) for p in positions]
        keys = [(tuple(moves[:j]), layouts[j]) for j in range(len(positions))]
        i = len(moves)
        while i > max(0, len(moves) - BACKLOG) and keys[i] not in self.memo:
            if turns_a_card(positions[i - 1], moves[i - 1]):
                break
            i -= 1
        prev: Tracked | None = None
        for j in range(i, len(positions)):
            if keys[j] in self.memo:
                prev = self.memo[keys[j]]
                continue
            carried = prev if j > 0 and prev is not None and not turns_a_card(positions[j - 1], moves[j - 1]) else None
            found = self._answer(positions[j], set(layouts[:j]), carried, moves[j - 1] if carried else None, cancel)
            if found is None or (cancel is not None and cancel()):
                return None
            self.memo[keys[j]] = prev = found
            yield
        return prev

    def _answer(
        self,
        game: Game,
        reached: set[Layout],
        carried: Tracked | None,
        move: Move | None,
        cancel: Callable[[], bool] | None,
    ) -> Tracked | None:
        """The answer at ``game`` (``carried``: the previous position's, ``move`` played since)."""
        plan = carried.suggestion.plan if carried is not None and carried.suggestion.move == move else None
        suggestion = advise(game, self.policy, reached=reached, plan=plan, cancel=cancel)
        found = suggestion.chances
        if found is not None and found.outcomes:
            games = _samples(game, self.policy)
            results = tuple(SolveResult(status, line, 0, 0.0) for status, line in found.outcomes)
            return Tracked(suggestion, games, results, found.now.exact, found.unseen)
        if carried is not None and move is not None and carried.games:
            solver = Solver(self.policy.time_limit, cancel, None, self.policy.node_limit)
            results = tuple(follow(solver, g, r, move) for g, r in zip(carried.games, carried.results, strict=True))
            games = tuple(_played(g, move) for g in carried.games)
            return Tracked(suggestion, games, results, carried.exact, carried.unseen)
        c = chances(
            game,
            samples=self.policy.samples,
            time_limit=self.policy.time_limit,
            node_limit=self.policy.node_limit,
            seed=self.policy.seed,
            among=[],
            cancel=cancel,
        )
        results = tuple(SolveResult(status, line, 0, 0.0) for status, line in c.outcomes)
        return Tracked(suggestion, _samples(game, self.policy), results, c.now.exact, c.unseen)


def _samples(game: Game, policy: Policy) -> tuple[Game, ...]:
    """The sample games :func:`chances` solved at ``game`` with ``policy``'s samples and seed."""
    placements = _placements(game, policy.samples, policy.seed)[0]
    return tuple(_sample_game(game, cards) for cards in placements)


def _played(game: Game, move: Move) -> Game:
    nxt = game.copy()
    nxt.play(move)
    return nxt

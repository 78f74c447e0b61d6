"""Players for the study of honest win rates: how often does a player who cannot see the
face-down cards win?

* ``"fair"`` plays the fair hint (:func:`rsol_widget.fair.chances` with ``best_only``: the move
  with the best chance on samples of the unseen cards, ties to the move most samples' winning
  lines begin with, among the moves to new positions) whenever a card has just turned up, and
  then keeps to the winning line of one sample on which that move wins until the next card turns
  up (asking again at every move draws new samples, hence new plans, and wanders); where no
  sample is won (every one lost, or left undecided by the node limit) it plays greedy moves until
  a new card is turned up, then asks again; with nothing unknown face down it follows the
  solver, which is then fair too.
* ``"greedy"``: a card to its foundation, else a move that turns a face-down card up, else a move
  that empties a column, else any other move.
* ``"random"``: a legal move chosen at random (seeded by the deal number).

Every player refuses a move back to a position it has been in, and stops when it has none left
or after :data:`MOVE_CAP` moves. In a player's results file (``python -m rsol_widget.study
--player fair``), ``status`` is the player's result: ``"won"``, or ``"unwinnable"`` for a game it
lost (stuck or capped); the deal itself may have been winnable.

>>> play_code("RU1-C-AAAAAAO", "greedy").status in ("won", "unwinnable")
True
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from .codes import parse_code
from .fair import _placements, _sample_game, chances
from .game import Game
from .moves import FOUNDATION, Move
from .solver import solve
from .study_csv import Row

__all__ = ["MOVE_CAP", "PLAYERS", "FairPlayer", "play_code"]

MOVE_CAP = 400
"""A player that has not won after this many moves has lost."""

_Key = tuple[object, ...]


def _key(game: Game) -> _Key:
    return (game.columns, game.face_down, game.foundation_heights)


def _after(game: Game, move: Move) -> _Key:
    nxt = game.copy()
    nxt.play(move)
    return _key(nxt)


def _new_moves(game: Game, visited: set[_Key]) -> list[Move]:
    return [m for m in game.legal_moves() if _after(game, m) not in visited]


def _turns_a_card(game: Game, move: Move) -> bool:
    k = game.location(move.card)
    return k != FOUNDATION and game.face_down[k] > 0 and game.columns[k].index(move.card) == game.face_down[k]


def greedy_move(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """The greedy player's choice among ``moves`` (not empty)."""

    def rank(move: Move) -> int:
        k = game.location(move.card)
        if move.dest == FOUNDATION:
            return 0
        if _turns_a_card(game, move):
            return 1
        if k != FOUNDATION and game.columns[k].index(move.card) == 0:
            return 2
        return 4 if k == FOUNDATION else 3

    return min(moves, key=rank)


def random_move(game: Game, moves: list[Move], rng: random.Random) -> Move:
    return rng.choice(moves)


class FairPlayer:
    """The fair hint's player (see the module); ``solves`` counts the solver runs it asked for.

    Each sample's search is bounded by ``node_limit`` positions (``time_limit`` seconds is only a
    safety net, never reached on this machine): the same deal gives the same game on any machine,
    at any load. Its plan is a sample's winning line, so it depends only on what has been seen."""

    def __init__(self, samples: int = 24, node_limit: int = 6000, time_limit: float = 60.0) -> None:
        self.samples, self.node_limit, self.time_limit, self.solves = samples, node_limit, time_limit, 0
        self.hopeless_at: int | None = None  # the face-down count when no sample was won
        self.plan: list[Move] = []  # the rest of a sample's winning line, kept while no card turns up
        self.plan_at = -1  # the face-down count the plan was made for

    def __call__(self, game: Game, moves: list[Move], rng: random.Random) -> Move:
        down = sum(game.face_down)
        if self.hopeless_at == down:
            return greedy_move(game, moves, rng)
        if self.plan_at == down and self.plan and self.plan[0] in moves:
            return self.plan.pop(0)
        self.plan = []
        if _all_known(game):  # nothing unknown face down: the solver is fair
            result = solve(game, time_limit=self.time_limit, node_limit=self.node_limit * 8)
            self.solves += 1
            if result.status == "won" and result.moves and result.moves[0] in moves:
                self.plan, self.plan_at = list(result.moves[1:]), down
                return result.moves[0]
            self.hopeless_at = down
            return greedy_move(game, moves, rng)
        c = chances(
            game,
            samples=self.samples,
            time_limit=self.time_limit,
            node_limit=self.node_limit,
            among=moves,
            best_only=True,
        )
        self.solves += c.solves
        if c.best is None or c.now.won == 0:  # no sample won (lost, or beyond the node limit): no plan
            self.hopeless_at = down
            return greedy_move(game, moves, rng)
        self.plan, self.plan_at = self._plan(game, c.best), down
        return c.best

    def _plan(self, game: Game, best: Move) -> list[Move]:
        """The winning line after ``best`` on the first of the hint's samples it wins (played only
        until a card turns up: ``[]`` when ``best`` turns one up, or wins no sample)."""
        if _turns_a_card(game, best):
            return []
        for cards in _placements(game, self.samples, 0)[0]:
            sample = _sample_game(game, cards)
            sample.play(best)
            result = solve(sample, time_limit=self.time_limit, node_limit=self.node_limit, shorten_above=None)
            self.solves += 1
            if result.status == "won":
                return list(result.moves)
        return []


def _all_known(game: Game) -> bool:
    return len(game.known_face_down()) == sum(game.face_down)


PLAYERS: dict[str, Callable[[], Callable[[Game, list[Move], random.Random], Move]]] = {
    "fair": FairPlayer,
    "greedy": lambda: greedy_move,
    "random": lambda: random_move,
}
"""The players by name: each call gives a fresh player (a function of the game, its new moves, a generator)."""


def play_code(code: str, player: str) -> Row:
    """Play the deal ``code`` names with ``player`` (a name of :data:`PLAYERS`); its study row."""
    started = time.perf_counter()
    deal = parse_code(code)
    game = Game.from_code(code)
    chooser = PLAYERS[player]()
    rng = random.Random(deal.deal)
    visited = {_key(game)}
    while not game.won and game.moves < MOVE_CAP:
        moves = _new_moves(game, visited)
        if not moves:
            break
        game.play(chooser(game, moves, rng))
        visited.add(_key(game))
    solves = chooser.solves if isinstance(chooser, FairPlayer) else 0
    return Row(
        code=code,
        deal=deal.deal,
        rule=deal.rule,
        status="won" if game.won else "unwinnable",
        moves=game.moves,
        nodes=solves,
        seconds=round(time.perf_counter() - started, 5),
        line=",".join(str(m) for m in game.move_stack) if game.won else "",
        peak_mb=0.0,
    )

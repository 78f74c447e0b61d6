"""Players for the study of honest win rates: how often does a player who cannot see the
face-down cards win?

* ``"fair"`` follows the fair policy (:mod:`rsol_widget.policy`, the widget's Hint button): the
  move with the best chance on samples of the unseen cards among the moves to new positions
  (equal chances: progress first, then the move most samples' winning lines begin with),
  whenever a card has just turned up, then the winning line of one sample on which that move
  wins until the next card turns up; where no sample is won (every one lost, or left undecided by
  the node limit) greedy moves until a new card is turned up; with nothing unknown face down,
  the solver, which is then fair too.
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
from .game import Game
from .moves import Move
from .policy import DEFAULT, Policy, Suggestion, advise, layout, progress
from .study_csv import Row

__all__ = ["MOVE_CAP", "PLAYERS", "FairPlayer", "play_code"]

MOVE_CAP = 400
"""A player that has not won after this many moves has lost."""


def _after(game: Game, move: Move) -> tuple[object, ...]:
    nxt = game.copy()
    nxt.play(move)
    return layout(nxt)


def _new_moves(game: Game, visited: set[tuple[object, ...]]) -> list[Move]:
    return [m for m in game.legal_moves() if _after(game, m) not in visited]


def greedy_move(game: Game, moves: list[Move], rng: random.Random) -> Move:
    """The greedy player's choice among ``moves`` (not empty): progress first
    (:func:`rsol_widget.policy.progress`)."""
    return min(moves, key=lambda m: progress(game, m))


def random_move(game: Game, moves: list[Move], rng: random.Random) -> Move:
    return rng.choice(moves)


class FairPlayer:
    """The fair policy's player (:func:`rsol_widget.policy.advise`, see the module); ``solves``
    counts the solver runs it asked for.

    Each sample's search is bounded by ``node_limit`` positions (``time_limit`` seconds is only a
    safety net, never reached on this machine): the same deal gives the same game on any machine,
    at any load. Its plan is a sample's winning line, so it depends only on what has been seen.
    ``policy`` replaces the three limits (``tools/policy_attempts.py`` tries other policies)."""

    def __init__(
        self,
        samples: int = DEFAULT.samples,
        node_limit: int = DEFAULT.node_limit,
        time_limit: float = DEFAULT.time_limit,
        *,
        policy: Policy | None = None,
    ) -> None:
        if policy is None:
            policy = Policy(samples=samples, node_limit=node_limit, time_limit=time_limit)
        self.policy = policy
        self.solves = 0
        self.last: Suggestion | None = None  # the policy's last suggestion (its plan is kept)

    @property
    def plan(self) -> list[Move]:
        """The rest of the plan after the last move (``[]``: none, or greedy moves)."""
        plan = None if self.last is None else self.last.plan
        return [] if plan is None else list(plan.moves)

    def __call__(self, game: Game, moves: list[Move], rng: random.Random) -> Move:
        plan = None if self.last is None else self.last.plan
        suggestion = advise(game, self.policy, plan=plan, among=moves)
        self.solves += suggestion.solves
        self.last = suggestion
        assert suggestion.move is not None  # moves is not empty
        return suggestion.move


PLAYERS: dict[str, Callable[[], Callable[[Game, list[Move], random.Random], Move]]] = {
    "fair": FairPlayer,
    "greedy": lambda: greedy_move,
    "random": lambda: random_move,
}
"""The players by name: each call gives a fresh player (a function of the game, its new moves, a generator)."""


def play_code(code: str, player: str, *, policy: Policy | None = None) -> Row:
    """Play the deal ``code`` names with ``player`` (a name of :data:`PLAYERS`); its study row.
    ``policy``: the fair player's policy instead of :data:`rsol_widget.policy.DEFAULT`."""
    started = time.perf_counter()
    deal = parse_code(code)
    game = Game.from_code(code)
    chooser = FairPlayer(policy=policy) if policy is not None and player == "fair" else PLAYERS[player]()
    rng = random.Random(deal.deal)
    visited = {layout(game)}
    while not game.won and game.moves < MOVE_CAP:
        moves = _new_moves(game, visited)
        if not moves:
            break
        game.play(chooser(game, moves, rng))
        visited.add(layout(game))
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

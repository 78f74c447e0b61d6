"""The fair policy: one function of what the player has seen (and a seed) that names the move to
play. The widget's hint, the study's fair player and the fair review all ask it, so the win rate
the study publishes is the win rate of a player who follows the Hint button.

* It never proposes a move back to a position already reached in this game (``reached``).
* Asked afresh, it plays the move with the best chance on samples of the unseen cards
  (:func:`rsol_widget.fair.chances`); among equal chances, progress first (a card to its
  foundation, a card turned up, a column emptied: :func:`progress`), then the move most samples'
  winning lines begin with. A card is taken back from a foundation only when that does better
  than every other move.
* It keeps its plan (a winning line of the first sample its move wins) until a card turns up or
  the player leaves the plan; where no sample is won it plays greedy moves (progress first) until
  a card turns up; with nothing unknown face down, it follows the solver (which is then fair).
* Node limits, not clocks, bound every search: the same position and history give the same
  advice on any machine at any load.

>>> from rsol_widget import Game
>>> game = Game.from_code("RU1-R-AAAAAAD")  # Relaxed deal 3
>>> first = advise(game, Policy(samples=8))
>>> first.move, first.source
(Move('A♥ f'), 'chances')
>>> game.play(first.move) == first.move and advise(game, Policy(samples=8), plan=first.plan).source
'plan'
"""

from __future__ import annotations

import math
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from .errors import brief
from .fair import Chances, Estimate, chances, check_samples
from .game import Game
from .moves import FOUNDATION, Move
from .solver import solve

__all__ = [
    "DEFAULT",
    "Layout",
    "Plan",
    "Policy",
    "Suggestion",
    "advise",
    "layout",
    "progress",
    "turns_a_card",
]

Layout = tuple[object, ...]
"""A position as the player sees it (:func:`layout`)."""


@dataclass(frozen=True)
class Policy:
    """The policy's limits: ``samples`` placements of the unseen cards, each searched within
    ``node_limit`` positions (``time_limit`` seconds only as a safety net, never reached on a
    machine of today), ``seed`` for the placements."""

    samples: int = 24
    node_limit: int = 6000
    seed: int = 0
    time_limit: float = 60.0

    def __post_init__(self) -> None:
        check_samples(self.samples)
        if isinstance(self.node_limit, bool) or not isinstance(self.node_limit, int) or self.node_limit < 1:
            raise ValueError(f"node_limit is a whole number above 0, not {brief(self.node_limit)}")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ValueError(f"seed is a whole number, not {brief(self.seed)}")
        limit = self.time_limit
        if isinstance(limit, bool) or not isinstance(limit, (int, float)) or not 0 < limit < math.inf:
            raise ValueError(f"time_limit is a number of seconds above 0, not {brief(limit)}")


DEFAULT = Policy()
"""The policy the widget's hint, the study's fair player and the fair review use."""


@dataclass(frozen=True)
class Plan:
    """What to play next while nothing new is seen: ``moves`` from the position ``at``, or greedy
    moves (``greedy``: no sample was won) until a card turns up."""

    at: Layout
    moves: tuple[Move, ...] = ()
    greedy: bool = False


@dataclass(frozen=True)
class Suggestion:
    """The policy's advice for one position: the ``move`` (``None``: no move to a new position),
    where it came from (``source``: ``"chances"`` asked afresh, ``"plan"`` the plan kept,
    ``"greedy"`` no sample won, ``"solver"`` nothing unknown face down, ``"none"``), the
    ``chances`` when asked afresh, the ``plan`` for the position after the move (``None``: ask
    afresh there) and the solver runs it took."""

    move: Move | None
    source: str
    plan: Plan | None = None
    chances: Chances | None = None
    solves: int = 0

    @property
    def now(self) -> Estimate | None:
        """The chance now when the policy asked afresh (``None`` otherwise)."""
        return None if self.chances is None else self.chances.now

    @property
    def winning(self) -> bool:
        """Whether the move wins on some sample (or, with nothing unknown, wins)."""
        if self.source == "plan" or self.source == "solver":
            return True
        return self.chances is not None and self.move is not None and self.chances.after(self.move).won > 0


def layout(game: Game) -> Layout:
    """What the player sees of the position: the face-up cards of each column, how many lie face
    down under them, the foundations. In one game, two positions with the same layout are the same."""
    cols = tuple(tuple(col[down:]) for col, down in zip(game.columns, game.face_down, strict=True))
    return (cols, tuple(game.face_down), tuple(game.foundation_heights))


def turns_a_card(game: Game, move: Move) -> bool:
    """Whether ``move`` turns a face-down card up."""
    k = game.location(move.card)
    return k != FOUNDATION and game.face_down[k] > 0 and game.columns[k].index(move.card) == game.face_down[k]


def progress(game: Game, move: Move) -> int:
    """How much ``move`` moves the game on, smallest first: 0 a card to its foundation, 1 a card
    turned up, 2 a column emptied, 3 another move, 4 a card taken back from its foundation."""
    k = game.location(move.card)
    if move.dest == FOUNDATION:
        return 0
    if k == FOUNDATION:
        return 4
    if turns_a_card(game, move):
        return 1
    return 2 if game.columns[k].index(move.card) == 0 else 3


def _prefer(game: Game, move: Move) -> tuple[int, int]:
    rank = progress(game, move)
    return (1 if rank == 4 else 0, rank)


def _after(game: Game, move: Move) -> Game:
    nxt = game.copy()
    nxt.play(move)
    return nxt


def advise(
    game: Game,
    policy: Policy = DEFAULT,
    *,
    reached: Collection[Layout] = (),
    plan: Plan | None = None,
    among: Sequence[Move] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> Suggestion:
    """The policy's move from ``game``'s position (the game is not changed).

    ``reached``: the layouts (:func:`layout`) of the positions already reached in this game (a
    move back to one is never proposed); ``among``: the moves to choose from instead (the study's
    player passes its moves to new positions); ``plan``: the plan of the previous position's
    suggestion when its move was played (:attr:`Suggestion.plan`), kept if it is about this position.
    ``cancel`` stops the searches early (an answer given after it returned true is not the policy's).
    """
    with game.locked():
        view = game.copy()
    moves = [m for m in view.legal_moves() if layout(_after(view, m)) not in reached] if among is None else list(among)
    if not moves:
        return Suggestion(None, "none")
    if plan is not None and plan.at == layout(view):
        kept = _kept(view, plan, moves)
        if kept is not None:
            return kept
    if len(view.known_face_down()) == sum(view.face_down):
        return _solved(view, policy, moves, cancel)
    found = chances(
        view,
        samples=policy.samples,
        time_limit=policy.time_limit,
        node_limit=policy.node_limit,
        seed=policy.seed,
        among=moves,
        best_only=True,
        prefer=_prefer,
        plan=True,
        cancel=cancel,
    )
    best = found.best
    if best is None or found.now.won == 0:  # no sample won (lost, or beyond the node limit): no plan
        return _greedy(view, moves, "greedy", found)
    return Suggestion(best, "chances", _next_plan(view, best, found.line), found, found.solves)


def _kept(game: Game, plan: Plan, moves: list[Move]) -> Suggestion | None:
    """The plan's next move, if it is still to be played here (a take-back is asked about afresh)."""
    if plan.greedy:
        return _greedy(game, moves, "greedy", None)
    move = plan.moves[0] if plan.moves else None
    if move is None or move not in moves or progress(game, move) == 4:
        return None
    return Suggestion(move, "plan", _next_plan(game, move, plan.moves[1:]))


def _greedy(game: Game, moves: list[Move], source: str, found: Chances | None) -> Suggestion:
    move = min(moves, key=lambda m: progress(game, m))
    plan = None if turns_a_card(game, move) else Plan(layout(_after(game, move)), greedy=True)
    return Suggestion(move, source, plan, found, 0 if found is None else found.solves)


def _next_plan(game: Game, move: Move, rest: Sequence[Move]) -> Plan | None:
    """The plan for the position after ``move``: the rest of the line, unless a card turns up."""
    if turns_a_card(game, move) or not rest:
        return None
    return Plan(layout(_after(game, move)), tuple(rest))


def _solved(game: Game, policy: Policy, moves: list[Move], cancel: Callable[[], bool] | None) -> Suggestion:
    """Nothing unknown face down: the solver's line (it is fair), else greedy."""
    limit = policy.node_limit * 8
    result = solve(game, time_limit=policy.time_limit, node_limit=limit, cancel=cancel, shorten_above=None)
    if result.status == "won" and result.moves and result.moves[0] in moves:
        first = result.moves[0]
        rest = tuple(result.moves[1:])
        return Suggestion(first, "solver", Plan(layout(_after(game, first)), rest) if rest else None, None, 1)
    suggestion = _greedy(game, moves, "greedy", None)
    return Suggestion(suggestion.move, suggestion.source, suggestion.plan, None, 1)

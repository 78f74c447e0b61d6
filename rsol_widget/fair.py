"""Fair play: the chance of winning for a player who knows only what has been seen.

The solver sees the face-down cards; a player does not. :func:`chances` reasons as the player
must: the face-down cards are unknown, except those the player has already seen (a card turned
up and then hidden again by an undo, see :attr:`Game.seen`). It deals the unseen cards into the
unknown places many times (each placement consistent with the position and equally likely),
solves every sample, and gives the share won with its 95% interval, now and after each legal
move, on the same samples.

>>> from rsol_widget import Game, chances
>>> c = chances(Game.from_code("RU1-C-AAAAAAO"), samples=16, time_limit=1)
>>> c.now.samples, c.unseen, c.now.low <= c.now.high
(16, 21, True)

**Sampling is optimistic.** Each sample is solved with its cards known, so the chance is that
of a player who, from here on, guesses right wherever a choice depends on cards not yet seen:
an upper bound on a fair player's chance, and the best estimate of which move keeps most deals
open. The answer depends only on what the player has seen and on ``seed``: two positions that
look the same give the same answer, whatever lies face down.
"""

from __future__ import annotations

import hashlib
import itertools
import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .cards import DECK, Card
from .game import Game
from .moves import Move
from .solver import SolveResult, solve

__all__ = ["CHANCE_TIME_LIMIT", "SAMPLES", "Chances", "Estimate", "MoveChance", "chances", "view_key", "wilson"]

SAMPLES = 48
"""How many placements of the unseen cards :func:`chances` solves by default."""

CHANCE_TIME_LIMIT = 0.25
"""Seconds the solver may spend on each sample (an undecided sample is counted apart)."""

_Z = 1.959963984540054  # the 97.5% point of the normal distribution: 95% intervals


def wilson(k: int, n: int) -> tuple[float, float]:
    """The 95% Wilson score interval for ``k`` successes in ``n`` trials (``(0, 1)`` when ``n`` is 0).

    >>> [round(x, 3) for x in wilson(5, 10)]
    [0.237, 0.763]
    """
    if n <= 0:
        return 0.0, 1.0
    p, z2 = k / n, _Z * _Z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = _Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return (0.0 if k == 0 else max(0.0, centre - half)), (1.0 if k == n else min(1.0, centre + half))


@dataclass(frozen=True)
class Estimate:
    """How many samples were won, lost and left undecided, and the 95% interval of the chance.

    ``share`` is the share won among the decided samples (``None`` when none was decided). The
    interval counts the undecided samples as lost for its lower end and as won for its upper
    end, so it never guesses them. ``exact`` is true when every placement of the unseen cards was
    solved (no sampling error): then the interval is only as wide as the undecided samples make it.
    """

    won: int
    lost: int
    undecided: int
    exact: bool
    low: float
    high: float

    @classmethod
    def of(cls, won: int, lost: int, undecided: int, *, exact: bool) -> Estimate:
        n = won + lost + undecided
        if exact:
            low, high = (won / n, (won + undecided) / n) if n else (0.0, 1.0)
        else:
            low, high = wilson(won, n)[0], wilson(won + undecided, n)[1]
        return cls(won, lost, undecided, exact, low, high)

    @property
    def samples(self) -> int:
        return self.won + self.lost + self.undecided

    @property
    def share(self) -> float | None:
        decided = self.won + self.lost
        return self.won / decided if decided else None

    @property
    def margin(self) -> float:
        """Half the interval's width: the "±" of "34% (±6)"."""
        return (self.high - self.low) / 2

    def __str__(self) -> str:
        if self.share is None:
            return "?"
        return f"{round(100 * self.share)}% (±{round(100 * self.margin)})"


@dataclass(frozen=True)
class MoveChance:
    """A legal move and the chance after it, on the same samples as the position's."""

    move: Move
    chance: Estimate


@dataclass(frozen=True)
class Chances:
    """What :func:`chances` found: the chance ``now``, after each legal move (``moves``, in the
    order of :meth:`Game.legal_moves`), how many face-down cards were ``unseen``, the ``seed``."""

    now: Estimate
    moves: tuple[MoveChance, ...]
    unseen: int
    seed: int
    solves: int
    seconds: float

    @property
    def best(self) -> Move | None:
        """The move with the best chance (ties: the higher lower end, then the first legal), or ``None``."""
        ranked = [(-(m.chance.share or 0.0), -m.chance.low, i) for i, m in enumerate(self.moves)]
        return self.moves[min(ranked)[2]].move if ranked else None

    def after(self, move: Move | str) -> Estimate:
        """The chance after ``move`` (one of :attr:`moves`); ``KeyError`` for another move."""
        for m in self.moves:
            if m.move == move or str(m.move) == str(move):
                return m.chance
        raise KeyError(str(move))

    def _repr_html_(self) -> str:
        rows = "".join(f"<tr><td>{m.move}</td><td>{m.chance}</td></tr>" for m in self.moves)
        return (
            f"<table><caption>Chance to win: {self.now} ({self.now.samples} samples, "
            f"{self.now.undecided} undecided)</caption>{rows}</table>"
        )


def view_key(game: Game) -> str:
    """What the player sees, as text: the rule, each column (``?`` for an unknown face-down card,
    ``[card]`` for a face-down card seen before), the foundations. Equal for positions that look the same."""
    known = game.known_face_down()
    cols = []
    for col, down in zip(game.columns, game.face_down, strict=True):
        hidden = [f"[{c}]" if c in known else "?" for c in col[:down]]
        cols.append(" ".join(hidden + [str(c) for c in col[down:]]))
    return f"{game.rule}|{'/'.join(cols)}|{game.foundation_heights}"


def _placements(game: Game, samples: int, seed: int) -> tuple[list[list[Card]], bool, int]:
    """The placements of the unseen cards into the unknown places (column by column, bottom up),
    from a generator seeded by ``seed`` and :func:`view_key` only; all of them when they are few."""
    known = game.known_face_down()
    visible = {c for col, n in zip(game.columns, game.face_down, strict=True) for c in col[n:]}
    on_found = {DECK[s * 13 + r] for s, h in enumerate(game.foundation_heights) for r in range(h)}
    unseen = sorted(set(DECK) - visible - on_found - set(known))
    if math.factorial(len(unseen)) <= samples:
        return [list(p) for p in itertools.permutations(unseen)], True, len(unseen)
    digest = hashlib.sha256(f"{seed}|{view_key(game)}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:16], "big"))
    result = []
    for _ in range(samples):
        cards = unseen.copy()
        rng.shuffle(cards)
        result.append(cards)
    return result, False, len(unseen)


def _sample_game(game: Game, cards: Sequence[Card]) -> Game:
    """``game``'s position with ``cards`` dealt into its unknown face-down places (bottom up)."""
    known = {place: c for c, place in game.known_face_down().items()}
    deal = iter(cards)
    columns = [
        [known[(k, i)] if (k, i) in known else next(deal) for i in range(down)] + list(col[down:])
        for k, (col, down) in enumerate(zip(game.columns, game.face_down, strict=True))
    ]
    return Game(columns, game.face_down, game.foundation_heights, rule=game.variant)


def chances(
    game: Game,
    *,
    samples: int = SAMPLES,
    time_limit: float = CHANCE_TIME_LIMIT,
    seed: int | None = None,
    cancel: Callable[[], bool] | None = None,
    budget: float | None = None,
) -> Chances:
    """The chance of winning from ``game``'s position for a player who knows only what was seen.

    ``samples`` placements of the unseen face-down cards are solved (all placements when there
    are fewer: with nothing unknown face down, the answer is the solver's verdict, 0% or 100%),
    each within ``time_limit`` seconds; then, on the same placements, the position after each
    legal move. ``seed`` (``None`` is 0) and what the player has seen fix the placements, so the
    same position gives the same answer. ``cancel`` stops early, and so does ``budget`` (seconds
    for the whole call, ``None``: no bound): what is left is undecided, never guessed (a bound
    makes the answer depend on the machine's speed, never on the face-down cards).
    The game is never changed.
    """
    _check_arguments(samples, time_limit, budget)
    started = time.perf_counter()
    with game.locked():
        view = game.copy()
    seed = 0 if seed is None else seed
    placements, exact, unseen = _placements(view, samples, seed)
    legal = view.legal_moves()
    solver = _Solver(time_limit, cancel, None if budget is None else started + budget)
    now: list[str] = []
    after: list[list[str]] = [[] for _ in legal]
    for cards in placements:
        status, outcomes = _outcomes(solver, _sample_game(view, cards), legal)
        now.append(status)
        for i, o in enumerate(outcomes):
            after[i].append(o)
    return Chances(
        now=_estimate(now, exact),
        moves=tuple(MoveChance(m, _estimate(a, exact)) for m, a in zip(legal, after, strict=True)),
        unseen=unseen,
        seed=seed,
        solves=solver.count,
        seconds=time.perf_counter() - started,
    )


def _check_arguments(samples: int, time_limit: float, budget: float | None) -> None:
    """Refuse a bad argument of :func:`chances` before any work is done."""
    if isinstance(samples, bool) or not isinstance(samples, int) or samples < 1:
        raise ValueError(f"samples is a whole number above 0, not {samples!r}")
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise ValueError(f"time_limit is a number of seconds above 0, not {time_limit!r}")
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, (int, float)) or budget < 0):
        raise ValueError(f"budget is a number of seconds, at least 0, or None, not {budget!r}")


def _outcomes(solver: _Solver, start: Game, legal: list[Move]) -> tuple[str, list[str]]:
    """One sample's status now and after each legal move (a won line's first move, or a line that
    still wins after the move, saves a search; every position reached from a lost one is lost)."""
    result = solver.solve(start)
    first = result.moves[0] if result.status == "won" and result.moves else None
    outcomes = []
    for move in legal:
        if result.status == "unwinnable":
            outcomes.append("unwinnable")
        elif move == first:
            outcomes.append("won")
        else:
            nxt = start.copy()
            nxt.play(move)
            outcomes.append("won" if _still_wins(nxt, move, result.moves) else solver.solve(nxt).status)
    return ("won" if "won" in outcomes else result.status), outcomes  # won after a move: won now


class _Solver:
    def __init__(self, time_limit: float, cancel: Callable[[], bool] | None, deadline: float | None) -> None:
        self.time_limit, self.cancel, self.deadline, self.count = time_limit, cancel, deadline, 0

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
        return solve(game, time_limit=limit, cancel=self.cancel, shorten_above=None)


def _still_wins(game: Game, played: Move, line: Sequence[Move]) -> bool:
    """Whether ``line`` (a winning line from before ``played``), playing only its moves still legal
    after ``played``, wins: the engine checks every move, so a ``True`` is a proof and saves a search."""
    for move in line:
        if move != played and game.is_legal(move):
            game.play(move)
    return game.won


def _estimate(statuses: Sequence[str], exact: bool) -> Estimate:
    won, lost = statuses.count("won"), statuses.count("unwinnable")
    return Estimate.of(won, lost, len(statuses) - won - lost, exact=exact)

"""The game review: each move classed by the chance it kept against the fair policy's move on the
same samples, an accuracy figure for the game and its key moments (as the chess sites' reviews do).

A move's **loss** is in chance points: how many more samples (of 100) the policy's move (the hint)
kept won than the move played, on the same placements of the unseen cards. The policy's own move
loses nothing, and a move that kept as much as the policy's, or more, loses nothing either.

========== =================================
class      chance points lost
========== =================================
best       0 (the hint's move, or as good)
good       more than 0, at most 5
inaccuracy more than 5, at most 10
mistake    more than 10, at most 20
blunder    more than 20
========== =================================

A move's **accuracy** is ``103.1668 · exp(−0.04354 · loss) − 3.1669`` (Lichess's curve; 100 for a
move that lost nothing, 0 at about 76 points lost), the game's the mean over its moves. The **key
moments** are the (at most three) largest drops of the chance to win over one move, counting the
card it turned up, of at least 5 points: a drop after a best or good move is the cards turning
against it, not a mistake.

>>> from rsol_widget import Game, analyse
>>> game = Game.from_code("RU1-C-AAAAAAO")  # Classic deal 14
>>> for move in "6♣ c4, 2♠ c4, 7♠ c3, 7♣ c1, 3♣ c7, 4♠ c2, 2♣ c7, 10♦ c4, 6♥ c3, 3♥ c7, 3♠ c7".split(", "):
...     _ = game.play(move)
>>> found = review(analyse(game, fair=True, samples=16, time_limit=5))
>>> found.moves[-1].line("en"), found.key
('?! inaccuracy, −6 points', (6, 10, 11))
>>> print(found.summary("en"))
Accuracy 98% over 11 moves: 10 best, 0 good, 1 inaccuracy, 0 mistakes, 0 blunders.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ._chance_words import say_chance
from ._fair_analysis import FairAnalysis, FairStep
from .fair import Estimate
from .i18n import text
from .moves import Move

__all__ = [
    "GRADES",
    "KEY_DROP",
    "MARKS",
    "THRESHOLDS",
    "GameReview",
    "MoveReview",
    "accuracy_of",
    "grade",
    "key_moments",
    "review",
    "review_steps",
]

THRESHOLDS: tuple[tuple[str, float], ...] = (
    ("best", 0.0),
    ("good", 5.0),
    ("inaccuracy", 10.0),
    ("mistake", 20.0),
    ("blunder", math.inf),
)
"""Each class with the most chance points a move of that class lost (the table above)."""

GRADES: tuple[str, ...] = tuple(name for name, _ in THRESHOLDS)
"""The classes from best to worst."""

MARKS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The mark a move list shows beside a move of each class."""

KEY_DROP = 5.0
"""The smallest drop of the chance to win (in points) that can be a key moment."""


def grade(lost: float, *, policy: bool = False) -> str:
    """The class of a move that lost ``lost`` chance points (see :data:`THRESHOLDS`); the policy's own
    move is always ``"best"``."""
    if policy or lost <= 0:
        return "best"
    return next(name for name, most in THRESHOLDS if lost <= most)


def accuracy_of(lost: float) -> float:
    """A move's accuracy (0–100) from the chance points it lost: 100 when it lost nothing."""
    if lost <= 0:
        return 100.0
    return min(100.0, max(0.0, 103.1668 * math.exp(-0.04354 * lost) - 3.1669))


def _points(estimate: Estimate) -> float:
    """The chance in points (0–100) counted on every sample: an undecided sample is not won."""
    return 100.0 * estimate.won / estimate.samples if estimate.samples else 0.0


@dataclass(frozen=True)
class MoveReview:
    """Move ``n`` (1-based): the chance ``before`` it, ``kept`` after it and after the hint's move
    ``best`` (``best_kept``) on the same samples, and ``after`` once the next position is known
    (the card it turned up counted); all in chance points."""

    n: int
    move: Move
    best: Move
    before: float
    kept: float
    best_kept: float
    after: float
    lost: float
    grade: str
    chances: tuple[Estimate, Estimate, Estimate]
    """The chance ``before``, ``after`` and ``best_kept`` as estimates, to say them the one way
    (:func:`~rsol_widget._chance_words.chance_line`: "about 60%", "58% (±9)")."""

    @property
    def drop(self) -> float:
        """How many points the chance fell over this move, the card it turned up counted."""
        return self.before - self.after

    @property
    def luck(self) -> bool:
        """True when the move was best or good: a drop there is the cards', not the player's."""
        return self.grade in ("best", "good")

    def mark(self) -> str:
        return MARKS[self.grade]

    def line(self, lang: str) -> str:
        """The move's class and loss for a move list: ``"? mistake, −12 points"``."""
        name = text(lang, f"review.grade.{self.grade}")
        if self.lost <= 0:
            return f"{self.mark()} {name}"
        return text(lang, "review.grade_lost", mark=self.mark(), grade=name, lost=round(self.lost))

    def moment(self, lang: str) -> str:
        """This move as a key moment, in ``lang``."""
        before, after, best_kept = (say_chance(chance, lang) for chance in self.chances)
        params = {"n": self.n, "move": self.move, "before": before, "after": after}
        if self.luck:
            return text(lang, "review.key.luck", **params)
        name = text(lang, f"review.grade.{self.grade}")
        return text(lang, "review.key.move", grade=name, best=self.best, best_kept=best_kept, **params)


@dataclass(frozen=True)
class GameReview:
    """The review of a game: ``moves[i]`` is move ``i + 1``; ``accuracy`` 0–100 (``None`` with no
    move); ``key`` the 1-based numbers of the key moments, in game order."""

    moves: tuple[MoveReview, ...]
    accuracy: float | None
    key: tuple[int, ...]

    def count(self, name: str) -> int:
        return sum(1 for m in self.moves if m.grade == name)

    def summary(self, lang: str) -> str:
        """The accuracy and how many moves of each class, in one sentence of ``lang``."""
        if self.accuracy is None:
            return text(lang, "review.empty")
        counts = {name: self.count(name) for name in GRADES}
        return text(lang, "review.summary", accuracy=round(self.accuracy), moves=len(self.moves), **counts)

    def moments(self, lang: str) -> list[str]:
        """The key moments as sentences of ``lang`` (none: one sentence that says so)."""
        if not self.key:
            return [text(lang, "review.key.none")]
        return [self.moves[n - 1].moment(lang) for n in self.key]


def review_steps(steps: Sequence[FairStep]) -> GameReview:
    """The review of a fair analysis's steps (:class:`~rsol_widget.analysis.FairStep`)."""
    moves: list[MoveReview] = []
    for i, step in enumerate(steps):
        policy = step.move == step.best
        kept, best_kept = _points(step.after), _points(step.best_after)
        lost = 0.0 if policy else max(0.0, best_kept - kept)
        seen = steps[i + 1].before if i + 1 < len(steps) else step.after  # the card it turned up counted
        before, after, name = _points(step.before), _points(seen), grade(lost, policy=policy)
        chances = (step.before, seen, step.best_after)
        moves.append(MoveReview(i + 1, step.move, step.best, before, kept, best_kept, after, lost, name, chances))
    return GameReview(tuple(moves), _mean(m.lost for m in moves), key_moments(moves))


def _mean(losses: Iterable[float]) -> float | None:
    scores = [accuracy_of(lost) for lost in losses]
    return sum(scores) / len(scores) if scores else None


def key_moments(moves: Sequence[MoveReview], most: int = 3) -> tuple[int, ...]:
    """The numbers of the (at most ``most``) moves with the largest drops of at least
    :data:`KEY_DROP` points, in game order (the earlier move first among equal drops)."""
    drops = sorted((m for m in moves if m.drop >= KEY_DROP), key=lambda m: (-m.drop, m.n))
    return tuple(sorted(m.n for m in drops[:most]))


def review(found: FairAnalysis) -> GameReview:
    """The game review of a fair analysis (``analyse(..., fair=True)``)."""
    return review_steps(found.steps)

"""Where did I go wrong? Replay a game and ask the solver about the position after each move.

>>> from rsol_widget import Game, analyse
>>> game = Game.from_code("RU1-C-AAAAAAO")  # Classic deal 14: winnable
>>> line = "6♣ c4, 2♠ c4, 7♠ c3, 7♣ c1, 3♣ c7, 4♠ c2, 2♣ c7, 10♦ c4, 6♥ c3, 3♥ c7, 3♠ c7"
>>> for move in line.split(", "):
...     _ = game.play(move)
>>> report = analyse(game, time_limit=5)
>>> report.start, "".join(report.marks), report.first_losing, report.moves[10]
('won', '✓✓✓✓✓✓✓✓✓✓✗', 11, Move('3♠ c7'))
>>> report.alternative  # instead of move 11: keeps the game winnable
Move('J♥ c2')

**The verdicts assume the face-down cards are known**, as the solver sees them: "won" means
winnable with perfect knowledge of the layout; a player who cannot see the hidden cards may
still lose from there. A position the solver could not decide within ``time_limit`` is
``"unknown"``; nothing is guessed. Two facts fill in positions without a search, and both are
proofs: a position from which a winnable one was reached is winnable, and a position reached
from an unwinnable one is unwinnable. So the solver searches only a few positions (the deal,
the end, then halving the stretch between the last winnable and the first unwinnable one).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal, overload

from ._fair_analysis import FairAnalysis, FairStep, fair_slices
from ._hint_chain import Chain
from ._slices import Slices, finish
from .fair import check_samples
from .game import Game
from .i18n import LANGS, text
from .moves import Move
from .record import Record
from .rules import HINT_TIME_LIMIT
from .solver import SolveResult, solve


class _NoteView(Mapping[str, str]):
    def __getitem__(self, lang: str) -> str:
        return text(lang, "analysis.note")

    def __len__(self) -> int:
        return len(LANGS)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)


NOTE: Mapping[str, str] = _NoteView()
"""The caveat to show beside any analysis, per language (``analysis.note`` in :mod:`rsol_widget.i18n`)."""

__all__ = [
    "FAIR_SAMPLES",
    "MARKS",
    "NOTE",
    "Analysis",
    "FairAnalysis",
    "FairStep",
    "analyse",
    "analyse_in_slices",
    "difficulty",
    "difficulty_of",
    "fair_analyse_in_slices",
]

FAIR_SAMPLES = 24
"""How many placements of the unseen cards ``analyse(..., fair=True)`` solves at each move."""

MARKS = {"won": "✓", "unwinnable": "✗", "unknown": "?"}
"""The mark a replay shows on a move for the verdict of the position after it."""


@dataclass(frozen=True)
class Analysis:
    """What :func:`analyse` found about a game's line.

    ``verdicts[i]`` is ``"won"`` (still winnable), ``"unwinnable"`` or ``"unknown"`` for the
    position after move ``i + 1`` of ``moves``; ``start`` is the verdict of the deal itself.
    ``first_losing`` is the 1-based number of the first move after which a winnable game could
    no longer be won (``None`` when the game never stopped being winnable, was never winnable,
    or the solver could not tell which move it was), and ``alternative`` a legal move at that
    point that keeps the game winnable. ``searches`` counts the solver runs.
    """

    code: str
    moves: tuple[Move, ...]
    start: str
    verdicts: tuple[str, ...]
    first_losing: int | None
    alternative: Move | None
    searches: int
    seconds: float
    note: dict[str, str] = field(default_factory=lambda: dict(NOTE))

    @property
    def marks(self) -> tuple[str, ...]:
        """One of ✓ ✗ ? per move, for the replay controls."""
        return tuple(MARKS[v] for v in self.verdicts)


@overload
def analyse(
    record_or_game: Record | Game,
    *,
    time_limit: float = ...,
    cancel: Callable[[], bool] | None = ...,
    fair: Literal[False] = ...,
) -> Analysis: ...


@overload
def analyse(
    record_or_game: Record | Game,
    *,
    time_limit: float = ...,
    cancel: Callable[[], bool] | None = ...,
    fair: Literal[True],
    samples: int = ...,
    seed: int | None = ...,
) -> FairAnalysis: ...


def analyse(
    record_or_game: Record | Game,
    *,
    time_limit: float = HINT_TIME_LIMIT,
    cancel: Callable[[], bool] | None = None,
    fair: bool = False,
    samples: int = FAIR_SAMPLES,
    seed: int | None = None,
) -> Analysis | FairAnalysis:
    """Say for each move of a game whether the position after it can still be won.

    ``fair=True`` gives the fair analysis instead (a :class:`FairAnalysis`): for each move the
    chance before and after it for a player who knows only what was seen, estimated by
    :func:`rsol_widget.fair.chances` on ``samples`` placements of the unseen cards (``time_limit``
    seconds for each, ``seed`` as there), the move that cost the most against the best visible
    move, or the bad luck when no choice cost anything. Without it (the default, labelled by
    :data:`NOTE`) the verdicts *peek*: they are computed with the face-down cards known.

    ``record_or_game`` is a :class:`Record` or a :class:`Game` dealt from a code (its line is
    ``game.move_stack``: the moves played and not undone). ``time_limit`` (seconds, > 0) bounds
    each of the solver's searches; the game is never changed. ``cancel`` (polled by the searches
    and between them) stops the analysis early: what is not decided by then is ``"unknown"``, as
    for a search out of time. The solver sees the face-down cards: see :data:`NOTE`.
    """
    code, line = _line_of(record_or_game)
    _check_time_limit(time_limit)
    if fair:
        check_samples(samples)
        start = Game.from_code(code)
        return finish(fair_slices(code, start, line, samples=samples, time_limit=time_limit, seed=seed, cancel=cancel))
    return finish(_peeking(code, line, time_limit, cancel))


def analyse_in_slices(
    record_or_game: Record | Game,
    *,
    time_limit: float = HINT_TIME_LIMIT,
    cancel: Callable[[], bool] | None = None,
) -> Slices[Analysis]:
    """:func:`analyse` (the analysis that sees the face-down cards) one search at a time: a generator
    that yields after each of the solver's searches and returns the :class:`Analysis` (the widget
    runs it so where no thread can start)."""
    code, line = _line_of(record_or_game)
    _check_time_limit(time_limit)
    return _peeking(code, line, time_limit, cancel)


def fair_analyse_in_slices(
    record_or_game: Record | Game,
    *,
    time_limit: float = HINT_TIME_LIMIT,
    cancel: Callable[[], bool] | None = None,
    samples: int = FAIR_SAMPLES,
    seed: int | None = None,
    chain: Chain | None = None,
) -> Slices[FairAnalysis]:
    """``analyse(..., fair=True)`` (the analysis that never sees the face-down cards) one move at a
    time: a generator that yields after each move's chances and returns the :class:`FairAnalysis`.
    ``chain``: the widget's hint answers (its policy and samples instead of ``samples``, ``seed``)."""
    code, line = _line_of(record_or_game)
    _check_time_limit(time_limit)
    check_samples(samples)
    start = Game.from_code(code)
    return fair_slices(code, start, line, samples=samples, time_limit=time_limit, seed=seed, cancel=cancel, chain=chain)


def _check_time_limit(time_limit: object) -> None:
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise ValueError(f"time_limit is a number of seconds above 0, not {time_limit!r}")


def _peeking(code: str, line: list[Move], time_limit: float, cancel: Callable[[], bool] | None) -> Slices[Analysis]:
    """The analysis that sees the face-down cards (see the module), one search per slice."""
    started = time.perf_counter()
    positions = [Game.from_code(code)]
    for move in line:
        game = positions[-1].copy()
        game.play(move)
        positions.append(game)
    results: dict[int, SolveResult] = {}
    known = _Verdicts(len(positions))
    for i in _positions_to_search(known, results, len(positions), cancel):
        if i not in results:
            results[i] = solve(positions[i], time_limit=time_limit, cancel=cancel)
            yield
        known.learn(i, results[i].status)
    first_losing, alternative = known.boundary(), None
    if first_losing is not None:
        before = results.get(first_losing - 1)
        if before is None or before.status != "won":
            before = results[first_losing - 1] = solve(
                positions[first_losing - 1], time_limit=time_limit, cancel=cancel
            )
        if before.status == "won" and before.moves:
            alternative = before.moves[0]
    states = known.states()
    return Analysis(
        code=code,
        moves=tuple(line),
        start=states[0],
        verdicts=tuple(states[1:]),
        first_losing=first_losing,
        alternative=alternative,
        searches=len(results),
        seconds=time.perf_counter() - started,
    )


def _positions_to_search(
    known: _Verdicts, results: dict[int, SolveResult], n: int, cancel: Callable[[], bool] | None
) -> Iterator[int]:
    """The deal, the end, then the middle of the stretch between the last winnable and the first
    unwinnable position, until it closes (each verdict is learned before the next is chosen)."""
    yield from (0, n - 1)
    while (gap := known.gap()) is not None and not (cancel and cancel()):
        low, high = gap
        undecided = [i for i in range(low + 1, high) if i not in results]
        if not undecided:
            return
        yield min(undecided, key=lambda i: abs(i - (low + high) // 2))  # halve the stretch


class _Verdicts:
    """Verdicts of positions 0..n-1 along a line, completed by the two proofs (see the module)."""

    def __init__(self, n: int) -> None:
        self.n = n
        self.last_won = -1  # the latest position known winnable
        self.first_lost = n  # the earliest position known unwinnable
        self.unknown: set[int] = set()

    def learn(self, i: int, status: str) -> None:
        if status == "won":
            self.last_won = max(self.last_won, i)
        elif status == "unwinnable":
            self.first_lost = min(self.first_lost, i)
        else:
            self.unknown.add(i)

    def gap(self) -> tuple[int, int] | None:
        """The stretch between the last winnable and the first unwinnable position, when both
        are known and positions lie strictly between them."""
        if self.last_won >= 0 and self.first_lost < self.n and self.first_lost - self.last_won > 1:
            return self.last_won, self.first_lost
        return None

    def boundary(self) -> int | None:
        """The move that turned a winnable position into an unwinnable one, when known."""
        if self.last_won >= 0 and self.first_lost == self.last_won + 1 < self.n:
            return self.first_lost
        return None

    def states(self) -> list[str]:
        return [
            "won" if i <= self.last_won else "unwinnable" if i >= self.first_lost else "unknown" for i in range(self.n)
        ]


def _line_of(record_or_game: object) -> tuple[str, list[Move]]:
    if isinstance(record_or_game, Record):
        record_or_game.validate()
        return record_or_game.code, [entry.move for entry in record_or_game.played]
    if isinstance(record_or_game, Game):
        if record_or_game.code is None:
            raise ValueError("analyse needs a game dealt from a code (this one is a hand-made position)")
        return record_or_game.code, list(record_or_game.move_stack)
    raise TypeError(f"analyse takes a Record or a Game, not {type(record_or_game).__name__}")


def difficulty(status: str, nodes: int, moves: int | Sequence[object]) -> float | None:
    """A deal's difficulty from the solver's answer: ``None`` unless it was won; otherwise
    ``log10(positions searched) + (length of the winning line) / 100``, rounded to 0.01.

    Higher is harder: about 2 for a deal won at once with a line of 90 moves, 6 or more for the
    heavy tail. It reads a :class:`~rsol_widget.solver.SolveResult` (``moves`` a line) or a
    study row (``moves`` a count):

    >>> difficulty("won", 1000, 95), difficulty("unwinnable", 1000, 0)
    (3.95, None)
    """
    if status != "won":
        return None
    length = moves if isinstance(moves, int) else len(moves)
    return round(math.log10(max(nodes, 1)) + length / 100, 2)


def difficulty_of(result: SolveResult) -> float | None:
    """:func:`difficulty` of a :class:`~rsol_widget.solver.SolveResult`."""
    return difficulty(result.status, result.nodes, result.moves)

"""Fair play: the chance of winning for a player who knows only what has been seen.

The solver sees the face-down cards; a player does not. :func:`chances` reasons as the player
must: the face-down cards are unknown, except those the player has already seen (a card turned
up and then hidden again by an undo, see :attr:`Game.seen`). It deals the unseen cards into the
unknown places many times (each placement consistent with the position and equally likely),
solves every sample, and gives the share won with its 95% interval, now and after each legal
move, on the same samples. The best move (:attr:`Chances.best`) has the best chance; among equal
chances, the move the most samples' winning lines begin with (the solver's own choice on most
samples), then the first legal one. ``best_only=True`` solves only what names that move (the
fair hint: the same move, the same chance now or a few more undecided samples, a fraction of the
solves).

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
from dataclasses import dataclass, field, replace

from ._fair_search import LOST, WON, Grid, Solver
from ._intervals import wilson
from .cards import DECK, Card
from .errors import brief
from .game import Game
from .moves import Move, as_move

__all__ = [
    "CHANCE_TIME_LIMIT",
    "MAX_SAMPLES",
    "SAMPLES",
    "Chances",
    "Estimate",
    "MoveChance",
    "chances",
    "check_samples",
    "unknown_key",
    "view_key",
    "wilson",
]

SAMPLES = 48
"""How many placements of the unseen cards :func:`chances` solves by default."""

MAX_SAMPLES = 10_000
"""The most placements :func:`chances` draws: each is drawn (about 5 KB) before any is solved, so a
larger count is refused with :class:`ValueError`, whatever the ``budget`` (which bounds the solving)."""

CHANCE_TIME_LIMIT = 0.25
"""Seconds the solver may spend on each sample (an undecided sample is counted apart)."""


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
    """A legal move and the chance after it, on the same samples as the position's; ``lines``:
    how many samples' winning lines (the solver's, from the position) begin with it."""

    move: Move
    chance: Estimate
    lines: int = 0
    order: tuple[int, int] = (0, 0)
    """How ``prefer`` ranks the move among equal chances (see :func:`chances`; ``(0, 0)`` without it)."""


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
    complete: bool = True
    """Whether every move's every sample was solved (``False`` after ``best_only``: a move shown
    not to be the best may have samples left unsolved, counted undecided)."""
    outcomes: tuple[tuple[str, tuple[Move, ...]], ...] = field(default=(), compare=False, repr=False)
    """Each sample's status now and its winning line (``()`` unless won), in the samples' order."""
    line: tuple[Move, ...] = ()
    """With ``plan=True``: a winning line after :attr:`best`, on the first sample it wins (a plan
    that depends only on what was seen); empty otherwise."""

    @property
    def best(self) -> Move | None:
        """The move with the best chance (ties: ``prefer``'s first rank, the higher lower end,
        ``prefer``'s second rank, the move the most samples' winning lines begin with, then the
        first legal), or ``None``."""
        ranked = [_rank(m.chance, m.lines, i, m.order) for i, m in enumerate(self.moves)]
        return self.moves[min(ranked)[-1]].move if ranked else None

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


def unknown_key(game: Game) -> str:
    """What the player does not know, as text: the rule, the face-down places (``?`` unknown,
    ``[card]`` seen before) and the unseen cards. Equal for positions that look the same, and for
    the positions of one game between two cards turned up (the samples stay the same)."""
    known = game.known_face_down()
    cols = " ".join(
        "".join(f"[{c}]" if c in known else "?" for c in col[:down])
        for col, down in zip(game.columns, game.face_down, strict=True)
    )
    shown = {c for col, n in zip(game.columns, game.face_down, strict=True) for c in col[n:]}
    on_found = {DECK[s * 13 + r] for s, h in enumerate(game.foundation_heights) for r in range(h)}
    unseen = sorted(set(DECK) - shown - on_found - set(known))
    return f"{game.rule}|{cols}|{' '.join(map(str, unseen))}"


def _every_placement(unseen: int, samples: int) -> bool:
    """Whether ``samples`` placements are enough to solve every placement of ``unseen`` cards."""
    return math.factorial(unseen) <= samples


def _placements(game: Game, samples: int, seed: int) -> tuple[list[list[Card]], bool, int]:
    """The placements of the unseen cards into the unknown places (column by column, bottom up),
    from a generator seeded by ``seed`` and what is unknown (:func:`unknown_key`) only; all of
    them when they are few. While no card turns up, every position draws the same placements
    (common random numbers: a move changes the chance only by what it changed on these samples),
    and the first ``n`` of ``samples`` placements are the placements of ``n`` samples."""
    known = game.known_face_down()
    visible = {c for col, n in zip(game.columns, game.face_down, strict=True) for c in col[n:]}
    on_found = {DECK[s * 13 + r] for s, h in enumerate(game.foundation_heights) for r in range(h)}
    unseen = sorted(set(DECK) - visible - on_found - set(known))
    if _every_placement(len(unseen), samples):
        return [list(p) for p in itertools.permutations(unseen)], True, len(unseen)
    digest = hashlib.sha256(f"{seed}|{unknown_key(game)}".encode()).digest()
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
    among: Sequence[Move | str] | None = None,
    best_only: bool = False,
    node_limit: int | None = None,
    also: Sequence[Move | str] = (),
    prefer: Callable[[Game, Move], tuple[int, int]] | None = None,
    plan: bool = False,
) -> Chances:
    """The chance of winning from ``game``'s position for a player who knows only what was seen.

    ``samples`` placements of the unseen face-down cards are solved (all placements when there
    are fewer: with nothing unknown face down, the answer is the solver's verdict, 0% or 100%),
    each within ``time_limit`` seconds; then, on the same placements, the position after each
    legal move (a sample left undecided at the position is undecided after every move: it is not
    searched again). ``seed`` (``None`` is 0) and what the player has seen fix the placements, so the
    same position gives the same answer. ``cancel`` stops early, and so does ``budget`` (seconds
    from the call's start, ``None``: no bound): no search starts after it, what is left is undecided,
    never guessed (the answer then depends on the machine's speed, never on the face-down cards).
    It bounds the solving only: every sample is drawn and dealt first, whatever the budget, so a call
    may outlast it by that time (10,000 samples took 0.6 s to 1.6 s; :data:`MAX_SAMPLES` bounds it).
    ``among`` (legal moves) limits :attr:`Chances.moves` to those moves. With ``best_only``, only
    what is needed to know :attr:`Chances.best` is solved: the same best move, far fewer solves,
    the other moves' samples left unsolved once they cannot beat it (``complete`` is then false);
    the chance now is the same but for a sample whose own search was undecided and that only a
    move not asked about wins (undecided then); the moves of ``also`` are solved on every sample
    all the same (the fair analysis: the move played).
    ``node_limit`` also bounds each sample's search in positions (``None``: the solver's own):
    with a ``time_limit`` never reached, the answer is the same on every machine, at any load.
    ``prefer(game, move)`` ranks moves of equal chance, smaller first: its first number before the
    interval's lower end (a take-back only when it does better), its second before the winning
    lines (progress first; see :mod:`rsol_widget.policy`). ``plan=True`` also finds
    :attr:`Chances.line`. The game is never changed.
    """
    _check_arguments(samples, time_limit, budget, node_limit)
    started = time.perf_counter()
    with game.locked():
        view = game.copy()
    seed = 0 if seed is None else seed
    legal = _candidates(view, among)
    full_rows = [legal.index(m) for m in _candidates(view, also) if m in legal] if also else []
    placements, exact, unseen = _placements(view, samples, seed)
    solver = Solver(time_limit, cancel, None if budget is None else started + budget, node_limit)
    grid = Grid(solver, [_sample_game(view, cards) for cards in placements], legal)
    order = [(0, 0) if prefer is None else prefer(view, m) for m in legal]
    if best_only:
        grid.seek_best(lambda i, cells, hope: _rank(_estimate(cells, exact, hope=hope), grid.lines[i], i, order[i]))
        grid.fill(full_rows)
    else:
        grid.fill()
    found = _found(grid, exact, order, unseen, seed)
    best = found.best
    line = grid.line_after(legal.index(best)) if plan and best is not None else ()
    return replace(found, line=line, solves=solver.count, seconds=time.perf_counter() - started)


def _found(grid: Grid, exact: bool, order: Sequence[tuple[int, int]], unseen: int, seed: int) -> Chances:
    """What ``grid`` found (without the time it took)."""
    return Chances(
        now=_estimate(grid.now(), exact),
        moves=tuple(
            MoveChance(m, _estimate(grid.cells[i], exact), grid.lines[i], order[i]) for i, m in enumerate(grid.moves)
        ),
        unseen=unseen,
        seed=seed,
        solves=0,
        seconds=0.0,
        complete=all(None not in row for row in grid.cells),
        outcomes=tuple((r.status, tuple(r.moves)) for r in grid.results),
    )


def _candidates(game: Game, among: Sequence[Move | str] | None) -> list[Move]:
    """The legal moves, or those of ``among`` in their legal order (an illegal one is refused, by
    its name)."""
    legal = game.legal_moves()
    if among is None:
        return legal
    wanted = {as_move(m) for m in among}
    if not wanted <= set(legal):
        refused = sorted(str(m) for m in wanted - set(legal))
        raise ValueError(f"among holds moves that are not legal here: {', '.join(refused)}")
    return [m for m in legal if m in wanted]


def check_samples(samples: object) -> None:
    """Refuse a sample count that is not a whole number from 1 to :data:`MAX_SAMPLES` (every sample is
    drawn before any is solved, so a larger count would use memory that no budget gives back)."""
    if isinstance(samples, bool) or not isinstance(samples, int) or not 1 <= samples <= MAX_SAMPLES:
        raise ValueError(f"samples is a whole number from 1 to {MAX_SAMPLES:,}, not {brief(samples)}")


def _check_arguments(samples: int, time_limit: float, budget: float | None, node_limit: int | None) -> None:
    """Refuse a bad argument of :func:`chances` before any work is done."""
    check_samples(samples)
    if isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit > 0:
        raise ValueError(f"time_limit is a number of seconds above 0, not {time_limit!r}")
    if budget is not None and (isinstance(budget, bool) or not isinstance(budget, (int, float)) or not budget >= 0):
        raise ValueError(f"budget is a number of seconds, at least 0, or None, not {budget!r}")
    if node_limit is not None and (isinstance(node_limit, bool) or not isinstance(node_limit, int) or node_limit < 1):
        raise ValueError(f"node_limit is a whole number above 0 or None, not {node_limit!r}")


def _estimate(statuses: Sequence[str | None], exact: bool, *, hope: bool = False) -> Estimate:
    """The estimate of ``statuses`` (``None``: not asked, undecided, or won when ``hope``)."""
    won, lost = statuses.count(WON) + (statuses.count(None) if hope else 0), statuses.count(LOST)
    return Estimate.of(won, lost, len(statuses) - won - lost, exact=exact)


def _rank(
    chance: Estimate, lines: int, index: int, order: tuple[int, int] = (0, 0)
) -> tuple[float, int, float, int, int, int]:
    """How a move ranks (smallest first): its chance, ``prefer``'s first rank, its interval's lower
    end, ``prefer``'s second rank, the samples whose winning line begins with it, its place among
    the legal moves."""
    return (-(chance.share or 0.0), order[0], -chance.low, order[1], -lines, index)

"""The game: layout, rules, moves, refusals, scoring and undo.

>>> g = Game.from_code("RU1-C-AAAAAAA")
>>> g.play("7♣ c1")
Move('7♣ c1')
>>> g.check("9♠ c1").reason
'same_suit'
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable, Sequence
from os import PathLike
from typing import Any

from ._guarded import Guarded
from ._history import History, Step
from ._position import Position, parse_position
from .cards import Card
from .codes import deal_layout, make_code, parse_code, random_deal
from .errors import brief
from .i18n import check_lang
from .moves import FOUNDATION, Move, as_move
from .render import Pictured
from .rules import (
    FLIP_POINTS,
    FOUNDATION_POINTS,
    HINT_TIME_LIMIT,
    UNDO_LIMIT,
    WIN_SCORE,
    Rule,
    RuleName,
    rule_of,
)

__all__ = ["UNDO_LIMIT", "WIN_SCORE", "Game"]  # the constants: re-exported from rules.py for older imports


class Game(Pictured, Position, Guarded):
    """A game of Russian Solitaire: the position, the rules, the score and the undo history.

    What a position answers (legal moves, refusals, where a tap goes) comes from
    :class:`~rsol_widget._position.Position`; a game adds play, undo and redo (its history, a
    :class:`~rsol_widget._history.History`), the score and the lock (:class:`~rsol_widget._guarded.Guarded`).

    Make one with :meth:`from_code`, :meth:`new` or :meth:`from_position`. Moves are
    :class:`Move` objects or their notation (``"3♣ c6"``, ``"A♠ f"``).
    """

    def __init__(
        self,
        columns: Sequence[Sequence[Card]],
        face_down: Sequence[int],
        foundations: Sequence[int] = (0, 0, 0, 0),
        *,
        rule: RuleName | Rule = "classic",
        code: str | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__(columns, face_down, foundations, rule=rule, lang=lang)
        self.lock: threading.RLock = threading.RLock()
        """Held while the game changes (play, undo, gestures) and while its listeners run; a widget
        that shows the game puts its own lock here, so that cells, the page and the solver's thread
        take turns. Hold it (``with game.locked():``) to read a consistent position from another thread."""
        self.code = code
        self._history = History(UNDO_LIMIT)
        self.score = 0
        self.moves = 0
        """How many moves were played; undo never lowers it."""
        self.listeners: list[Callable[[Game], None]] = []
        """Called with the game after every change of position (play, tap, double tap, undo); not copied."""

    # ------------------------------------------------------------------ making games
    @classmethod
    def from_code(cls, code: str, *, lang: str = "en") -> Game:
        """The deal and rule a game code names (``RU1-C-AAAAABB``)."""
        parsed = parse_code(code)
        columns, down = deal_layout(parsed.deal)
        return cls(columns, down, rule=rule_of(parsed.rule), code=make_code(parsed.rule, parsed.deal), lang=lang)

    @classmethod
    def new(cls, rule: RuleName | Rule = "classic", *, lang: str = "en", deal: int | None = None) -> Game:
        """A new game: a random deal (from :mod:`secrets`) unless ``deal`` is given."""
        return cls.from_code(make_code(rule, random_deal() if deal is None else deal), lang=lang)

    @classmethod
    def from_position(
        cls,
        columns: Sequence[str | Iterable[str | Card]],
        foundations: Iterable[str | Card] = (),
        *,
        rule: RuleName | Rule = "classic",
        lang: str = "en",
    ) -> Game:
        """A hand-made position, for lessons and tests.

        ``columns`` holds 7 columns, bottom to top, each a text like ``"[J♦] 9♠ 2♣"``
        (face-down cards in brackets, below the face-up ones) or a sequence of cards;
        ``foundations`` names the top card of each started foundation (``"3♠ A♥"``).
        Every one of the 52 cards must appear exactly once. The score starts at 0.
        """
        cols, down, found = parse_position(columns, foundations)
        return cls(cols, down, found, rule=rule, lang=lang)

    def copy(self) -> Game:
        """An independent copy of the game, history included."""
        g = Game(self._cols, self._down, self._found, rule=self.variant, code=self.code, lang=self.lang)
        g._history = self._history.copy()
        g._seen = self._seen.copy()
        g.score, g.moves = self.score, self.moves
        return g

    # ------------------------------------------------------------------ the history
    @property
    def move_stack(self) -> list[Move]:
        """Every move played and not undone, from the start."""
        return self._history.stack

    @property
    def redo_left(self) -> int:
        """How many undone moves :meth:`redo` can play again."""
        return len(self._history.undone)

    @property
    def undo_left(self) -> int:
        """How many moves can be undone (at most 100)."""
        return len(self._history.steps)

    # ------------------------------------------------------------------ playing
    def play(self, move: Move | str) -> Move:
        """Play a move (a :class:`Move` or its notation); raise :class:`IllegalMove` if refused."""
        m = as_move(move)
        lock = self.acquire()  # not ``with self.locked()``: play and undo are the engine's hot path
        try:
            reason = self._refusal(m)
            if reason is not None:
                raise self._illegal(reason, m)
            self._apply(m)
        finally:
            lock.release()
        return m

    def _apply(self, move: Move, *, redoing: bool = False) -> None:
        card, dest = move.card, move.dest
        src = self._loc[card]
        before = self.score
        group = self._lift(card, src)
        flipped = False
        if src != FOUNDATION:
            left = len(self._cols[src])
            if left and left == self._down[src]:
                self._down[src] -= 1
                self._seen.add(self._cols[src][-1])
                flipped = True
                self.score += FLIP_POINTS
        self._put(group, dest)
        if dest == FOUNDATION:
            self.score += FOUNDATION_POINTS
        self._history.played(Step(move, src, flipped, before), redoing=redoing)  # a new move: no redo left
        self.moves += 1
        self._changed()

    def _changed(self) -> None:
        for listener in self.listeners:
            listener(self)

    def undo(self) -> Move:
        """Take back the last move (up to 100 back); positions, faces and score return, ``moves`` stays.

        Raises :class:`IllegalMove` with reason ``no_undo`` when nothing is left to undo, and
        ``game_won`` once the game is won.
        """
        lock = self.acquire()
        try:
            if self.won:
                raise self._illegal("game_won", None)
            if not self._history.steps:
                raise self._illegal("no_undo", None)
            step = self._history.take_back()
            self._revert(step)
        finally:
            lock.release()
        return step.move

    def redo(self) -> Move:
        """Play again the last move undone (after one or more undos, until a new move is played).

        A redo is a move: it counts on ``moves`` and can be undone. Raises :class:`IllegalMove` with
        reason ``no_redo`` when there is nothing to redo.

        >>> g = Game.from_code("RU1-C-AAAAAAA")
        >>> g.play("7♣ c1"); g.undo(); g.redo()
        Move('7♣ c1')
        Move('7♣ c1')
        Move('7♣ c1')
        >>> g.moves, g.redo_left
        (2, 0)
        """
        with self.locked():
            if not self._history.undone:
                raise self._illegal("no_redo", None)
            move = self._history.next_redo()
            self._apply(move, redoing=True)  # the position is the one it was first played from
        return move

    def _revert(self, step: Step) -> None:
        group = self._lift(step.move.card, step.move.dest)
        if step.flipped:
            self._down[step.source] += 1
        self._put(group, step.source)
        self.score = step.score
        self._changed()

    def hint(self, *, time_limit: float = HINT_TIME_LIMIT, cancel: Callable[[], bool] | None = None) -> Any:
        """Advice only, no card moves: a :class:`rsol_widget.solver.Hint` with the next move of a
        winning line found within ``time_limit`` seconds, else a useful legal move and ``winning=False``.
        ``cancel`` (polled during the search) stops it early, as for :func:`rsol_widget.solve`."""
        from .solver import hint

        return hint(self, time_limit=time_limit, cancel=cancel)

    def keep_undo(self, n: int) -> None:
        """Forget all but the last ``n`` undo steps (used when a saved game resumes); ``n`` is a whole
        number, at least 0 (:class:`ValueError` otherwise, with nothing forgotten)."""
        if isinstance(n, bool) or not isinstance(n, int) or n < 0:
            raise ValueError(f"keep_undo keeps a whole number of steps, at least 0, not {brief(n)}")
        with self.locked():
            self._history.keep(n)

    # ------------------------------------------------------------------ saving
    def save(self, path: str | PathLike[str], *, elapsed: float | None = None) -> None:
        """Write the game as a record (JSON), atomically; see :mod:`rsol_widget.record`."""
        from .record import Record

        Record.from_game(self, elapsed=elapsed).save(path)

    @classmethod
    def load(cls, path: str | PathLike[str], *, lang: str = "en") -> Game:
        """The game a saved record holds: position, score, move counter and undo history."""
        from .record import Record

        game = Record.load(path).validate()
        game.lang = check_lang(lang)
        return game

    # ------------------------------------------------------------------ the app's gestures
    def tap(self, card: Card | str) -> Move | None:
        """A tap: the last card of a column goes to its foundation when it can; otherwise nothing."""
        return self._play_target(self.tap_target, card)

    def double_tap(self, card: Card | str) -> Move | None:
        """A double tap: what :meth:`tap` does, else a place on the tableau for the card and
        the cards on top of it: the longest legal column (ties: the lower number), then the
        lowest-numbered empty column for a king that is not already at the bottom of its column.
        """
        return self._play_target(self.double_tap_target, card)

    def _play_target(self, target: Callable[[Card | str], Move | None], card: Card | str) -> Move | None:
        """Play the move ``target(card)`` names, if any, in one turn of the lock; return it."""
        with self.locked():
            move = target(card)
            if move is not None:
                self._apply(move)
        return move

    # ------------------------------------------------------------------ pictures and data
    def to_dict(self, *, visible_only: bool = False) -> dict[str, Any]:
        """A JSON-ready snapshot: code, rule, columns, foundations, score, moves, won, undo_left.

        ``visible_only=True`` gives what a player may see: each face-down card is ``{"card": None,
        "up": False}`` (the one place where hidden identities are removed; the widget sends this).
        """
        return {
            "code": self.code,
            "rule": self.rule,
            "columns": [
                [{"card": None if visible_only and i < down else str(c), "up": i >= down} for i, c in enumerate(col)]
                for col, down in zip(self._cols, self._down, strict=True)
            ],
            "foundations": [[str(c) for c in pile] for pile in self.foundations],
            "score": self.score,
            "moves": self.moves,
            "won": self.won,
            "undo_left": self.undo_left,
        }

    def __repr__(self) -> str:
        where = self.code or "custom position"
        return f"<Game {where} {self.rule} score={self.score} moves={self.moves}{' won' if self.won else ''}>"

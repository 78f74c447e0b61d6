"""The game: layout, rules, moves, refusals, scoring and undo.

>>> g = Game.from_code("RU1-C-AAAAAAA")
>>> g.play("7♣ c1")
Move('7♣ c1')
>>> g.check("9♠ c1").reason
'same_suit'
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import contextmanager
from os import PathLike
from typing import Any, NamedTuple

from .cards import DECK, KING, Card, as_card
from .codes import deal_layout, make_code, parse_code, random_deal
from .errors import IllegalMove, PositionError
from .i18n import check_lang
from .messages import refusal_texts
from .moves import COLUMNS, FOUNDATION, MOVES, Move, as_move
from .rules import (
    FLIP_POINTS,
    FOUNDATION_POINTS,
    GROUP_LIMIT,
    HINT_TIME_LIMIT,
    KINGS,
    UNDO_LIMIT,
    WIN_SCORE,
    Rule,
    RuleName,
    is_won,
    rule_of,
)

__all__ = ["UNDO_LIMIT", "WIN_SCORE", "Game"]  # the constants: re-exported from rules.py for older imports


class _Undo(NamedTuple):
    move: Move
    source: int  # the column the cards came from, or FOUNDATION
    flipped: bool  # the move turned the card under it face up
    score: int  # the score before the move


class Game:
    """A game of Russian Solitaire: the position, the rules, the score and the undo history.

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
        self.variant: Rule = rule_of(rule)
        """The rule played, from :data:`~rsol_widget.rules.RULES`."""
        self.rule: str = self.variant.name
        """The rule's name (``"classic"``, ``"relaxed"``): what codes, records and snapshots hold."""
        self.lang = lang
        self.lock: threading.RLock = threading.RLock()
        """Held while the game changes (play, undo, gestures) and while its listeners run; a widget
        that shows the game puts its own lock here, so that cells, the page and the solver's thread
        take turns. Hold it (``with game.locked():``) to read a consistent position from another thread."""
        self.code = code
        self._cols: list[list[Card]] = [list(c) for c in columns]
        self._down: list[int] = list(face_down)
        self._found: list[int] = list(foundations)
        self._loc: list[int] = [FOUNDATION] * 52
        for k, col in enumerate(self._cols):
            for c in col:
                self._loc[c] = k
        self._seen: set[Card] = {c for col, n in zip(self._cols, self._down, strict=True) for c in col[n:]}
        self._seen.update(c for c in DECK if self._loc[c] == FOUNDATION)
        self._under = self.variant.fitting
        self._undo: deque[_Undo] = deque(maxlen=UNDO_LIMIT)
        self._redo: list[Move] = []  # moves undone since the last move played, the next to redo last
        self.move_stack: list[Move] = []
        """Every move played and not undone, from the start."""
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
        if isinstance(columns, str) or len(columns) != COLUMNS:
            raise PositionError(f"a position has {COLUMNS} columns")
        cols: list[list[Card]] = []
        down: list[int] = []
        for k, spec in enumerate(columns):
            tokens = spec.split() if isinstance(spec, str) else list(spec)
            col: list[Card] = []
            hidden = 0
            for tok in tokens:
                text = str(tok) if isinstance(tok, Card) else tok
                if isinstance(text, str) and text.startswith("[") and text.endswith("]"):
                    if hidden != len(col):
                        raise PositionError(f"column {k + 1}: face-down {text} lies above a face-up card")
                    hidden += 1
                    text = text[1:-1]
                col.append(as_card(text))
            if col and hidden == len(col):
                raise PositionError(f"column {k + 1}: its last card must be face up")
            cols.append(col)
            down.append(hidden)
        found = [0, 0, 0, 0]
        tops = foundations.split() if isinstance(foundations, str) else list(foundations)
        for tok in tops:
            top = as_card(tok)
            if found[top.suit]:
                raise PositionError(f"two tops given for the {top.suit_symbol} foundation")
            found[top.suit] = top.rank
        placed = [c for col in cols for c in col] + [Card.of(r, s) for s in range(4) for r in range(1, found[s] + 1)]
        seen: set[Card] = set()
        for c in placed:
            if c in seen:
                raise PositionError(f"{c} appears twice")
            seen.add(c)
        if len(seen) != 52:
            missing = " ".join(str(c) for c in DECK if c not in seen)
            raise PositionError(f"every card must be placed; missing: {missing}")
        return cls(cols, down, found, rule=rule, lang=lang)

    def copy(self) -> Game:
        """An independent copy of the game, history included."""
        g = Game(self._cols, self._down, self._found, rule=self.variant, code=self.code, lang=self.lang)
        g._undo = self._undo.copy()
        g._redo = self._redo.copy()
        g.move_stack = self.move_stack.copy()
        g._seen = self._seen.copy()
        g.score, g.moves = self.score, self.moves
        return g

    @property
    def lang(self) -> str:
        """The language of refusals and pictures: ``"en"`` or ``"ro"``; anything else raises ``ValueError``."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_lang(lang)

    def acquire(self) -> threading.RLock:
        """Acquire :attr:`lock` and return it (release that one): if the lock was swapped while this
        thread waited, the new one is taken instead, so a mutation never runs under a stale lock."""
        lock = self.lock
        lock.acquire()
        while lock is not self.lock:
            lock.release()
            lock = self.lock
            lock.acquire()
        return lock

    @contextmanager
    def locked(self) -> Iterator[None]:
        """``with game.locked():`` holds :attr:`lock` (see :meth:`acquire`)."""
        lock = self.acquire()
        try:
            yield
        finally:
            lock.release()

    # ------------------------------------------------------------------ reading the position
    @property
    def won(self) -> bool:
        """All 52 cards are on the foundations."""
        return is_won(self._found)

    @property
    def columns(self) -> tuple[tuple[Card, ...], ...]:
        """The 7 columns, bottom to top."""
        return tuple(tuple(c) for c in self._cols)

    @property
    def face_down(self) -> tuple[int, ...]:
        """How many cards lie face down at the bottom of each column."""
        return tuple(self._down)

    @property
    def foundations(self) -> tuple[tuple[Card, ...], ...]:
        """The 4 foundations in their fixed order ♠ ♥ ♦ ♣, bottom to top."""
        return tuple(tuple(DECK[s * 13 + r] for r in range(n)) for s, n in enumerate(self._found))

    @property
    def foundation_heights(self) -> tuple[int, ...]:
        """How many cards lie on each foundation, ♠ ♥ ♦ ♣ (the solver's view of them).

        With :attr:`columns` and :attr:`face_down` this is the whole position:

        >>> Game.from_code("RU1-C-AAAAAAA").foundation_heights
        (0, 0, 0, 0)
        """
        return tuple(self._found)

    @property
    def redo_left(self) -> int:
        """How many undone moves :meth:`redo` can play again."""
        return len(self._redo)

    @property
    def undo_left(self) -> int:
        """How many moves can be undone (at most 100)."""
        return len(self._undo)

    @property
    def seen(self) -> frozenset[Card]:
        """Every card the player has seen face up in this game, including a card an undo turned
        face down again: it lies where it was seen (face-down cards never move), so it is known.

        >>> g = Game.from_code("RU1-C-AAAAAAA")
        >>> len(g.seen), len(g.known_face_down())
        (31, 0)
        """
        return frozenset(self._seen)

    def known_face_down(self) -> dict[Card, tuple[int, int]]:
        """The face-down cards the player has seen before (see :attr:`seen`), each with its column
        0..6 and its place in that column (0 at the bottom)."""
        return {
            c: (k, i)
            for k, (col, n) in enumerate(zip(self._cols, self._down, strict=True))
            for i, c in enumerate(col[:n])
            if c in self._seen
        }

    def is_face_up(self, card: Card | str) -> bool:
        card = as_card(card)
        where = self._loc[card]
        return where == FOUNDATION or self._cols[where].index(card) >= self._down[where]

    def location(self, card: Card | str) -> int:
        """The column 0..6 that holds ``card``, or :data:`FOUNDATION`."""
        return self._loc[as_card(card)]

    # ------------------------------------------------------------------ the rules
    def _refusal(self, move: Move) -> str | None:
        """The reason ``move`` is refused, or ``None``; reasons are checked in the documented order."""
        f = self._found
        if is_won(f):
            return "game_won"
        card, dest = move.card, move.dest
        src = self._loc[card]
        if src == FOUNDATION:
            if f[card // 13] != card % 13 + 1:
                return "foundation_top"
            size = 1
        else:
            col = self._cols[src]
            idx = col.index(card)
            if idx < self._down[src]:
                return "hidden_card"
            size = len(col) - idx
            if size > GROUP_LIMIT:
                return "group_limit"
        if dest == src:
            return "same_place"
        if dest == FOUNDATION:
            if size != 1:
                return "not_last_card"
            if f[card // 13] != card % 13:
                return "foundation"
            return None
        target = self._cols[dest]
        if not target:
            return None if card % 13 == KING - 1 else "empty_column"
        return self.variant.refusal_for(card, target[-1])

    def _illegal(self, reason: str, move: Move | None) -> IllegalMove:
        fields: dict[str, Any] = {}
        if move is not None:
            card = move.card
            fields["card"] = card
            src = self._loc[card]
            if reason == "group_limit":
                col = self._cols[src]
                fields["count"] = len(col) - col.index(card)
            elif reason == "same_place":
                fields["dest"] = move.dest
            elif reason == "foundation":
                n = self._found[card.suit]
                fields["need"] = None if n == 13 else Card.of(n + 1, card.suit)
            elif reason in ("rank", self.variant.refusal):
                fields["target"] = self._cols[move.dest][-1]
        messages, rule = refusal_texts(reason, self.variant, **fields)
        return IllegalMove(reason, messages, rule, move, self.lang)

    def check(self, move: Move | str) -> IllegalMove | None:
        """``None`` if ``move`` is legal now, else the :class:`IllegalMove` playing it would raise."""
        m = as_move(move)
        reason = self._refusal(m)
        return None if reason is None else self._illegal(reason, m)

    def is_legal(self, move: Move | str) -> bool:
        return self._refusal(as_move(move)) is None

    def legal_moves(self) -> list[Move]:
        """Every legal move: to the foundations, onto columns, and take-backs from foundations."""
        f = self._found
        if is_won(f):
            return []
        cols, down, loc = self._cols, self._down, self._loc
        result = []
        for s in range(4):
            n = f[s]
            if n < 13:
                card = DECK[s * 13 + n]
                where = loc[card]
                if where != FOUNDATION and cols[where][-1] == card:
                    result.append(MOVES[card][FOUNDATION])
        for d in range(COLUMNS):
            col = cols[d]
            for fits in self._under[col[-1]] if col else KINGS:
                card = DECK[fits]
                where = loc[card]
                if where == FOUNDATION:
                    if f[card // 13] == card % 13 + 1:
                        result.append(MOVES[card][d])
                elif where != d:
                    src = cols[where]
                    idx = src.index(card)
                    if idx >= down[where] and len(src) - idx <= GROUP_LIMIT:
                        result.append(MOVES[card][d])
        return result

    # ------------------------------------------------------------------ playing
    def play(self, move: Move | str) -> Move:
        """Play a move (a :class:`Move` or its notation); raise :class:`IllegalMove` if refused."""
        m = as_move(move)
        lock = self.acquire()
        try:
            reason = self._refusal(m)
            if reason is not None:
                raise self._illegal(reason, m)
            self._apply(m)
        finally:
            lock.release()
        return m

    def _apply(self, move: Move, *, redoing: bool = False) -> None:
        if not redoing:
            self._redo.clear()  # a new move: what was undone can no longer be redone
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
        self._undo.append(_Undo(move, src, flipped, before))
        self.move_stack.append(move)
        self.moves += 1
        self._changed()

    def _lift(self, card: Card, where: int) -> list[Card]:
        """Take ``card`` and every card on top of it off column ``where`` (or its foundation)."""
        if where == FOUNDATION:
            self._found[card // 13] -= 1
            return [card]
        col = self._cols[where]
        idx = col.index(card)
        group = col[idx:]
        del col[idx:]
        return group

    def _put(self, group: list[Card], where: int) -> None:
        """Lay ``group`` on column ``where``, or its single card on its foundation."""
        if where == FOUNDATION:
            card = group[0]
            self._found[card // 13] += 1
            self._loc[card] = FOUNDATION
        else:
            self._cols[where].extend(group)
            loc = self._loc
            for c in group:
                loc[c] = where

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
            if not self._undo:
                raise self._illegal("no_undo", None)
            entry = self._undo.pop()
            self.move_stack.pop()
            self._redo.append(entry.move)
            self._revert(entry)
        finally:
            lock.release()
        return entry.move

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
        lock = self.acquire()
        try:
            if not self._redo:
                raise self._illegal("no_redo", None)
            move = self._redo.pop()
            self._apply(move, redoing=True)  # the position is the one it was first played from
        finally:
            lock.release()
        return move

    def _revert(self, entry: _Undo) -> None:
        card, dest = entry.move.card, entry.move.dest
        group = self._lift(card, dest)
        if entry.flipped:
            self._down[entry.source] += 1
        self._put(group, entry.source)
        self.score = entry.score
        self._changed()

    def hint(self, *, time_limit: float = HINT_TIME_LIMIT, cancel: Callable[[], bool] | None = None) -> Any:
        """Advice only, no card moves: a :class:`rsol_widget.solver.Hint` with the next move of a
        winning line found within ``time_limit`` seconds, else a useful legal move and ``winning=False``.
        ``cancel`` (polled during the search) stops it early, as for :func:`rsol_widget.solve`."""
        from .solver import hint

        return hint(self, time_limit=time_limit, cancel=cancel)

    def keep_undo(self, n: int) -> None:
        """Forget all but the last ``n`` undo steps (used when a saved game resumes)."""
        lock = self.acquire()
        try:
            while len(self._undo) > n:
                self._undo.popleft()
        finally:
            lock.release()

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

    def tap_target(self, card: Card | str) -> Move | None:
        """The move a tap on ``card`` would play (its foundation), or ``None``; plays nothing."""
        m = MOVES[as_card(card)][FOUNDATION]
        if self._loc[m.card] == FOUNDATION or self._refusal(m) is not None:
            return None
        return m

    def double_tap(self, card: Card | str) -> Move | None:
        """A double tap: what :meth:`tap` does, else a place on the tableau for the card and
        the cards on top of it: the longest legal column (ties: the lower number), then the
        lowest-numbered empty column for a king that is not already at the bottom of its column.
        """
        return self._play_target(self.double_tap_target, card)

    def _play_target(self, target: Callable[[Card | str], Move | None], card: Card | str) -> Move | None:
        """Play the move ``target(card)`` names, if any, in one turn of the lock; return it."""
        lock = self.acquire()
        try:
            move = target(card)
            if move is not None:
                self._apply(move)
        finally:
            lock.release()
        return move

    def double_tap_target(self, card: Card | str) -> Move | None:
        """The move a double tap on ``card`` would play (see :meth:`double_tap`), or ``None``; plays nothing.

        >>> Game.from_code("RU1-C-AAAAAAA").double_tap_target("9♦")
        Move('9♦ c7')
        """
        return self.tap_target(card) or self.tableau_place(card)

    def tap_refusal(self, card: Card | str, *, double: bool = False) -> IllegalMove | None:
        """Why a tap (``double``: a double tap) on ``card`` plays nothing, or ``None`` if it plays a move.

        A tap tries the card's foundation, so its refusal is that move's; a double tap that finds no
        column either, on a card with cards on it, gives the refusal of the column it tried first.

        >>> str(Game.from_code("RU1-C-AAAAAAA").tap_refusal("8♣"))
        'Foundations: 8♣ cannot go to its foundation; A♣ comes next there.'
        """
        card = as_card(card)
        if (self.double_tap_target if double else self.tap_target)(card) is not None:
            return None
        home = self.check(MOVES[card][FOUNDATION])
        if not double or home is None or home.reason != "not_last_card":
            return home
        src = self._loc[card]
        tried = min((d for d in range(COLUMNS) if d != src), key=lambda d: (-len(self._cols[d]), d))
        return self.check(MOVES[card][tried]) or home

    def tableau_place(self, card: Card | str) -> Move | None:
        """The column a double tap would send a column card to, or ``None`` (nothing moves)."""
        card = as_card(card)
        src = self._loc[card]
        if src == FOUNDATION:
            return None
        order = sorted(range(COLUMNS), key=lambda d: (-len(self._cols[d]), d))
        for d in order:
            if self._cols[d] and self._refusal(MOVES[card][d]) is None:
                return MOVES[card][d]
        if self._cols[src].index(card) > 0:
            for d in range(COLUMNS):
                if not self._cols[d] and self._refusal(MOVES[card][d]) is None:
                    return MOVES[card][d]
        return None

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
            "undo_left": len(self._undo),
        }

    def __str__(self) -> str:
        from .render import board_text

        return board_text(self)

    def __repr__(self) -> str:
        where = self.code or "custom position"
        return f"<Game {where} {self.rule} score={self.score} moves={self.moves}{' won' if self.won else ''}>"

    def _repr_svg_(self) -> str:
        from .render import board_svg

        return board_svg(self)

"""Helpers for the lessons in ``notebooks/``: positions, pictures and exercises the engine checks.

Every cell of a lesson builds the position it speaks of from a game code and a list of moves, so
running a cell again, in any order, shows the same thing; the texts come from the catalogue
(``lesson.`` in :mod:`rsol_widget.i18n`), in the lesson's language. An exercise knows its answer
(the engine finds it) and shows it only when asked, folded behind "Show the answer"; a cell that
reads the game played in the notebook says which cell to run first when there is none yet.

>>> from rsol_widget.lessons import Lesson
>>> lesson = Lesson("en")
>>> exercise = lesson.exercise("RU1-C-AAAAAFW", "uncovers")
>>> exercise.check("7♥ c3")
✗ Not yet: 7♥ c3 is legal, but no hidden card turns face up.
>>> exercise.check("J♥ c2").caption
'✓ Right: J♥ c2 turns a hidden card face up (+5).'
>>> exercise.check("J♥ c2").caption == exercise.check("J♥ c2").caption  # the position is built anew each time
True
>>> exercise.solutions()
['J♥ c2']
>>> Lesson("ro").exercise("RU1-C-AAAAAAA", "last_card", column=5).check("Q")
✗ Aceasta nu este o carte: „Q”. Scrieți un rang și o culoare, de exemplu 7♥, 10♠ sau QD.
>>> Lesson().task("7♣ c1").check()  # no game played in this kernel yet
✗ Run the cell with the game first (the one above that shows the board): this cell reads the game you play there.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping
from html import escape
from typing import TYPE_CHECKING, Any

from .cards import Card
from .errors import IllegalMove, NotationError
from .game import Game
from .i18n import check_lang, text
from .moves import FOUNDATION, Move, as_move
from .render import Picture, _svg_img, picture, show_picture

if TYPE_CHECKING:
    from .replay import Replay
    from .widget import SolitaireWidget

__all__ = ["FIRST_GAME", "LONG_GROUP", "OPENING", "Answer", "Exercise", "Feedback", "Lesson", "Step", "WidgetTask"]

Start = str | Game | tuple[str, ...]
"""Where a lesson's position starts: a game code, a game (copied, never changed), or the texts of
a hand-made position's columns (:meth:`Game.from_position`)."""

FIRST_GAME = "RU1-C-AAAAAAO"
"""Lesson 6's deal, a first game to win (lesson 5's hint is on it too): Classic deal 14, which the
fair policy (:func:`rsol_widget.policy.advise`, the Hint button) wins when followed from the deal,
in 92 moves (``tests/test_policy.py`` plays it through the widget's hint)."""
OPENING = ("6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7")
"""Lesson 6's guided opening: the first ten hints on :data:`FIRST_GAME` of the Hint button (the fair
policy) and, alike, of the solver that sees the face-down cards; following H from there wins."""
LONG_GROUP = (
    "5♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥",
    "",
    "[A♦] [2♦] 3♦ 4♦",
    "[6♦] [7♦] 8♦ 9♦ 10♦",
    "[J♦] [Q♦] K♦ A♣ 2♣ 3♣",
    "[4♣] [5♣] 6♣ 7♣ 8♣ 9♣ 10♣ J♣",
    "[Q♣] [K♣] A♥ 2♥ 3♥ 4♥ 5♥",
)
"""A hand-made position whose group from K♠ has 21 cards, one more than a move may take."""

_GAMES: list[SolitaireWidget] = []
"""The game a lesson's cell made to be played in this kernel (:meth:`Lesson.game`): tasks read it."""


class Feedback:
    """A line a lesson shows: it prints as itself (never ``None``, never in quotes)."""

    def __init__(self, line: str) -> None:
        self.line = line

    def __repr__(self) -> str:
        return self.line

    def __str__(self) -> str:
        return self.line


class Answer:
    """An exercise's answer, behind a "Show the answer" fold: JupyterLab shows a cell's output
    again when Run All runs it, so the answer itself stays folded until the learner opens it.
    The HTML's first line is the fold's label alone: a collapsed output's placeholder shows that
    line, never the answer."""

    def __init__(self, lang: str, *shown: Feedback | Picture) -> None:
        self.lang, self.shown = lang, shown

    def _repr_html_(self) -> str:
        label = escape(text(self.lang, "lesson.show_answer"))
        inner = "".join(map(_answer_html, self.shown))
        return f'<details class="rsol-answer"><summary>{label}</summary>\n{inner}</details>'

    def __repr__(self) -> str:
        return "\n".join(repr(part) for part in self.shown)


def _answer_html(part: Feedback | Picture) -> str:
    """One part of an answer: a line, or a board whose caption (the verdict) is written above it."""
    if not isinstance(part, Picture):
        return _lines_html(str(part))
    if not part.caption:
        return _svg_img(part._repr_svg_())
    board = picture(part.game, lastmove=part.lastmove, arrows=part.arrows, refused=part.refused)
    return _lines_html(part.caption) + _svg_img(board._repr_svg_())


def _lines_html(lines: str) -> str:
    """Each line a paragraph, wrapped between words (a ``<pre>`` breaks words at the panel's edge)."""
    return "".join(f"<p>{escape(line)}</p>" for line in lines.splitlines())


class Lesson:
    """The helpers of one lesson, in ``lang``: each builds its position anew from a code and moves."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = check_lang(lang)

    def say(self, key: str, **params: object) -> Feedback:
        """The catalogue's text ``lesson.<key>`` in the lesson's language."""
        return Feedback(text(self.lang, f"lesson.{key}", **params))

    def position(self, start: Start, *moves: Move | str) -> Game:
        """A fresh game from ``start`` with ``moves`` played on it."""
        if isinstance(start, tuple):
            game = Game.from_position(list(start), lang=self.lang)
        else:
            game = Game.from_code(start, lang=self.lang) if isinstance(start, str) else start.copy()
        game.lang = self.lang
        for move in moves:
            game.play(move)
        return game

    def board(
        self, start: Start, *moves: Move | str, arrows: Iterable[Move | str] = (), caption: str | None = None
    ) -> Picture:
        """The position after ``moves``, the last one outlined (with the card it turned face up)."""
        game = self.position(start, *moves)
        last = game.move_stack[-1] if moves else None
        return picture(game, lastmove=last, arrows=arrows, caption=caption)

    def attempt(self, start: Start, move: Move | str, *, after: Iterable[Move | str] = ()) -> Picture:
        """Ask the engine about ``move`` after ``after``: a refusal is drawn in red with its reason
        under the board (shown once: nothing is printed); a legal move gets an arrow."""
        game = self.position(start, *after)
        if game.check(move) is None:
            return picture(game, arrows=[move])
        return picture(game, refused=move)

    def state(self, start: Start, *moves: Move | str) -> Feedback:
        """``score 5 · moves 1 · face-down cards 20`` after ``moves``."""
        game = self.position(start, *moves)
        return self.say("state", score=game.score, moves=game.moves, down=sum(game.face_down))

    def tap(self, start: Start, card: str, *, double: bool = False, after: Iterable[Move | str] = ()) -> Picture:
        """What a tap (or a double tap) on ``card`` does, as the widget does it, with the result pictured."""
        game = self.position(start, *after)
        move = game.double_tap(card) if double else game.tap(card)
        result = str(move) if move is not None else text(self.lang, "lesson.nothing")
        line = self.say("double_tap" if double else "tap", card=card, result=result)
        return picture(game, lastmove=move, caption=str(line))

    def undo(self, start: Start, *moves: Move | str, redo: bool = False) -> Picture:
        """The position after ``moves`` and one undo (and a redo, with ``redo``), the state written under it."""
        game = self.position(start, *moves)
        line = str(self.say("undo", move=game.undo()))
        if redo:
            line += " · " + str(self.say("redo", move=game.redo()))
        state = self.say("state", score=game.score, moves=game.moves, down=sum(game.face_down))
        last = game.move_stack[-1] if redo else None
        return picture(game, lastmove=last, caption=f"{line} · {state}")

    def hint(self, start: Start, *moves: Move | str) -> Picture:
        """The solver's hint after ``moves``, drawn as an arrow (the widget's hint with ``hints_peek`` on:
        it sees the face-down cards)."""
        game = self.position(start, *moves)
        move = game.hint(time_limit=30).move
        return picture(game, arrows=[move], caption=str(self.say("hint", move=move)))

    def review(self, start: Start, *moves: Move | str) -> Feedback:
        """What "Where did it go wrong?" says about ``moves``: the move that lost the game, and one
        that would have kept it winnable (the solver sees the face-down cards, as the note says)."""
        from .analysis import analyse
        from .replay_controls import analysis_summary

        return Feedback(analysis_summary(analyse(self.position(start, *moves), time_limit=30), self.lang))

    def progress(self, board: SolitaireWidget | None = None) -> Feedback:
        """How the game in ``board`` (by default the one :meth:`game` made) stands: won, or its
        score and what to try."""
        board = board or self.played()
        if board is None:
            return self.say("run_game_first")
        game = board.game
        if game.won:
            return self.say("won", score=game.score, moves=game.moves)
        return self.say("playing", score=game.score, moves=game.moves, down=sum(game.face_down))

    def settings(self, board: SolitaireWidget) -> Feedback:
        """The four settings of ``board`` with the app's labels: „Dublu clic”: activată · …"""
        names = ("double_click", "placement_help", "interactive_rules", "auto_place")
        parts = []
        for name in names:
            state = "on" if getattr(board, name) else "off"
            value = text(self.lang, f"lesson.{state}.{name}")  # per setting: in Romanian it agrees with the name
            parts.append(str(self.say("setting", name=text(self.lang, f"label.{name}"), value=value)))
        return Feedback(" · ".join(parts))

    def step(self, index: int) -> Step:
        """Step ``index`` of the example game (0: the deal; -1: the win), as its notebook shows it."""
        from . import examples

        return Step(examples.load("example-game", lang=self.lang).replay(lang=self.lang).goto(index))

    def exercise(
        self,
        start: Start,
        goal: str,
        *,
        after: Iterable[Move | str] = (),
        column: int = 0,
        choices: Mapping[str, str] | None = None,
    ) -> Exercise:
        """An exercise on the position after ``after`` (see :class:`Exercise` for the goals)."""
        return Exercise(self, self.position(start, *after), goal, column=column, choices=choices)

    def game(self, code: str, **settings: Any) -> SolitaireWidget:
        """A game of ``code`` to play in the notebook, in the lesson's language (``settings``: the
        widget's, e.g. ``hints=True``); :meth:`task` and :meth:`progress` read the last one made."""
        from .widget import SolitaireWidget

        board = SolitaireWidget(code=code, lang=self.lang, **settings)
        _GAMES[:] = [board]
        return board

    def played(self) -> SolitaireWidget | None:
        """The game made by :meth:`game` in this kernel, if a cell made one."""
        return _GAMES[-1] if _GAMES else None

    def task(self, move: str | None = None, *, board: SolitaireWidget | None = None) -> WidgetTask:
        """An exercise done in the game ``board`` (by default the one :meth:`game` made): play
        ``move`` there (or, without one, turn a card)."""
        return WidgetTask(self, board or self.played(), move)


class Step:
    """A step of a recorded game, to read at a glance: its move and comment first, then the board,
    drawn at most :attr:`HEIGHT` px tall (scaled down as a whole, so it keeps its shape), so that
    both fit a laptop's notebook panel (1366×768) together. Two outputs: the line (Markdown and
    text) and the picture (the SVG as an HTML image, :func:`_svg_img`, which an untrusted notebook
    shows too, and the text board)."""

    HEIGHT = 520
    """The tallest a step's board is drawn, in pixels (a 19-card column is 1,070 px at full size)."""

    def __init__(self, replay: Replay) -> None:
        entry = replay.entry
        self.line = replay.caption()
        if entry is None:
            self.picture = picture(replay.game)
        elif entry.refused:
            self.picture = picture(replay.game, refused=entry.move)
        else:
            self.picture = picture(replay.game, lastmove=entry.move)

    def _repr_svg_(self) -> str:
        svg = self.picture._repr_svg_()
        size = re.search(r'width="(\d+)" height="(\d+)"', svg)
        assert size is not None
        width, height = int(size[1]), int(size[2])
        if height <= self.HEIGHT:
            return svg
        scaled = f'width="{round(width * self.HEIGHT / height)}" height="{self.HEIGHT}"'
        return svg.replace(size[0], scaled, 1)

    def _markdown(self) -> str:
        return "**" + re.sub(r"([\\`*_{}\[\]<>#|])", r"\\\1", self.line) + "**"

    def _repr_html_(self) -> str:
        return _svg_img(self._repr_svg_())

    def _ipython_display_(self) -> None:
        from IPython.display import display

        display({"text/markdown": self._markdown(), "text/plain": self.line}, raw=True)  # type: ignore[no-untyped-call]
        show_picture(self._repr_svg_(), repr(self.picture))

    def __repr__(self) -> str:
        return f"{self.line}\n{self.picture!r}"


class Exercise:
    """A question on a position, answered with text and checked by the engine.

    Goals: ``"last_card"`` (the last card of ``column``, 1..7), ``"uncovers"`` (a move that turns
    a hidden card face up), ``"foundation"`` (a move to a foundation), ``"empty"`` (a move into an
    empty column) and ``"choice"`` (the letter of the legal move among ``choices``). The position
    is copied each time, so no answer ever changes it.
    """

    def __init__(
        self, lesson: Lesson, game: Game, goal: str, *, column: int = 0, choices: Mapping[str, str] | None = None
    ) -> None:
        checks: dict[str, Callable[[str], Feedback | Picture]] = {
            "last_card": self._last_card,
            "uncovers": self._move,
            "foundation": self._move,
            "empty": self._move,
            "choice": self._choice,
        }
        if goal not in checks:
            raise ValueError(f"an exercise's goal is one of {', '.join(checks)}, not {goal!r}")
        columns = len(game.columns)
        if goal == "last_card" and (type(column) is not int or not 1 <= column <= columns):
            raise ValueError(f"a last_card exercise asks about a column from 1 to {columns}, not {column!r}")
        self.lesson, self.goal, self._check = lesson, goal, checks[goal]
        self._game = game.copy()
        self.column = column
        self.choices = dict(choices or {})

    @property
    def game(self) -> Game:
        """A fresh copy of the exercise's position."""
        return self._game.copy()

    def picture(self) -> Picture:
        """The position the question is asked on."""
        return picture(self.game)

    def check(self, answer: str) -> Feedback | Picture:
        """The engine's verdict on ``answer``; a right move is pictured, played on a copy."""
        if not isinstance(answer, str) or answer.strip() in ("", "..."):
            if self.goal == "choice":
                return self.lesson.say("choose", letters=", ".join(self.choices))
            return self.lesson.say("write")
        return self._check(answer.strip())

    def solutions(self) -> list[str]:
        """Every right answer, as the engine finds them: the exercise knows its answer, so no cell
        has to write it down."""
        game = self._game
        if self.goal == "last_card":
            column = game.columns[self.column - 1]
            return [str(column[-1])] if column else []
        if self.goal == "choice":
            return [letter for letter, move in self.choices.items() if game.check(move) is None]
        return [str(move) for move in game.legal_moves() if self._achieves(move)]

    def answer(self) -> Answer:
        """The answer, folded behind "Show the answer" (see :class:`Answer`): the engine's verdict on
        the first right answer and the other right ones (a choice: the verdict on every choice)."""
        lang = self.lesson.lang
        if self.goal == "choice":
            return Answer(lang, Feedback("\n".join(str(self._choice(letter)) for letter in self.choices)))
        first, *others = self.solutions() or [""]
        if not first:
            return Answer(lang, self.lesson.say("no_answer"))
        if not others:
            return Answer(lang, self._check(first))
        return Answer(lang, self._check(first), self.lesson.say("also_right", answers=", ".join(others)))

    def _achieves(self, move: Move) -> bool:
        """``move`` (legal here) does what the exercise asks."""
        before = self.game
        after = before.copy()
        after.play(move)
        return {
            "uncovers": sum(after.face_down) < sum(before.face_down),
            "foundation": move.dest == FOUNDATION,
            "empty": move.dest != FOUNDATION and not before.columns[move.dest],
        }[self.goal]

    def _last_card(self, answer: str) -> Feedback:
        try:
            card = Card.parse(answer)
        except NotationError:
            return self.lesson.say("not_a_card", text=answer)
        column = self._game.columns[self.column - 1]
        if not column:
            return self.lesson.say("empty_column", n=self.column)
        key = "last" if card == column[-1] else "not_last"
        return self.lesson.say(key, n=self.column, card=card)

    def _move(self, answer: str) -> Feedback | Picture:
        try:
            move = Move.parse(answer)
        except NotationError:
            return self.lesson.say("not_a_move", text=answer)
        game = self.game
        refusal = game.check(move)
        if refusal is not None:
            return self.lesson.say("refused", move=move, reason=refusal.message(self.lesson.lang))
        if not self._achieves(move):
            return self.lesson.say(f"miss_{self.goal}", move=move)
        game.play(move)
        return picture(game, lastmove=game.move_stack[-1], caption=str(self.lesson.say(self.goal, move=move)))

    def _choice(self, answer: str) -> Feedback:
        letter = answer.lower()
        if letter not in self.choices:
            return self.lesson.say("choose", letters=", ".join(self.choices))
        move = self.choices[letter]
        refusal = self._game.check(move)
        if refusal is None:
            return self.lesson.say("choice_right", letter=letter, move=move)
        return self.lesson.say("choice_wrong", letter=letter, move=move, reason=refusal.message(self.lesson.lang))


class WidgetTask:
    """An exercise done in a live widget, checked from the widget's own game.

    With a ``move``: that move must be among the moves played on the board. Without one: some
    move played there must have turned a hidden card face up. :meth:`answer` shows the move on
    a copy of the deal and leaves the board alone, so the check says the same after it.
    """

    def __init__(self, lesson: Lesson, board: SolitaireWidget | None, move: str | None) -> None:
        self.lesson, self.board = lesson, board
        self.move = as_move(move) if move is not None else None
        self.code = board.game.code if board is not None else None
        self._deal = board.game.copy() if board is not None else None

    def _start(self) -> Game:
        assert self._deal is not None
        return self.lesson.position(self.code) if self.code else self.lesson.position(self._deal)

    def _names(self, move: Move) -> dict[str, str]:
        start = self._start()
        target = start.columns[move.dest][-1] if move.dest != FOUNDATION and start.columns[move.dest] else move.card
        return {"card": str(move.card), "target": str(target)}

    def check(self) -> Feedback:
        """✓ when the board's game did what the task asks, else what to do (with no game yet: which
        cell to run first)."""
        if self.board is None:
            return self.lesson.say("run_game_first")
        game = self.board.game
        if self.move is not None:
            played = [str(m) for m in game.move_stack]
            if str(self.move) in played:
                return self.lesson.say("widget_done", move=self.move)
            return self.lesson.say("widget_not_yet", **self._names(self.move))
        start = self._start()
        turned = [
            str(c)
            for col in start.columns
            for c in col
            if not start.is_face_up(c) and (game.location(c) == FOUNDATION or game.is_face_up(c))
        ]
        if turned:
            return self.lesson.say("widget_flip_done", cards=", ".join(turned))
        return self.lesson.say("widget_flip_not_yet")

    def answer(self, move: str | None = None) -> Answer:
        """The task's move (or ``move``) played on a copy of the deal, with the answer under it (folded)."""
        chosen = as_move(move) if move is not None else self.move
        if chosen is None:
            raise ValueError("this task has no move of its own: name one")
        if self.board is None:
            return Answer(self.lesson.lang, self.lesson.say("run_game_first"))
        game = self._start()
        try:
            game.play(chosen)
        except IllegalMove as refusal:
            raise ValueError(f"{chosen} is not legal at the start of this task: {refusal}") from None
        line = self.lesson.say("widget_answer", **self._names(chosen))
        return Answer(self.lesson.lang, picture(game, lastmove=game.move_stack[-1], caption=str(line)))

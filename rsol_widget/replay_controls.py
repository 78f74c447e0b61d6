"""Step through a game record, refused attempts included: in cells (:class:`~rsol_widget.replay.Replay`)
or with controls.

>>> from rsol_widget import examples
>>> from rsol_widget.replay_controls import ReplayControls
>>> walk = examples.load("example-game").replay()
>>> _ = walk.goto_move(3).step()
>>> walk.entry.move, walk.refusal.reason, walk.ply
(Move('4♦ c1'), 'empty_column', 3)
>>> controls = ReplayControls(examples.load("example-game"), lang="ro")
>>> controls.goto(3); controls.board.game.moves
3

A :class:`~rsol_widget.replay.Replay` (``record.replay()``; ``Walk`` is its former name) visits every
entry of a record in turn: a move played, or a refused attempt
(the position stays, and the step says which rule refused it and why). ``walk.picture()``
draws the position with the move just played outlined, or the attempt marked in red.

:class:`ReplayControls` are ipywidgets bound to a live :class:`SolitaireWidget`: first / back /
play («Redare») / forward / last buttons (they take every step, refused attempts included), a slider
over the moves (its value is the move number), the list of moves with their comments and the refused
attempts (long comments wrap), and the text of the current step (it wraps). A refused attempt is
marked on the board itself (the card and the place tried, with the engine's refusal) while the board
shows the position it was tried in. Every text is set
as plain text, never as HTML; every button has a tooltip. A move the player makes on the board
takes it off the record: the controls say so ("Your own line from move 3") and stop stepping until
"Back to the record" is pressed, so no step silently discards the player's line; the record's
comment is cleared meanwhile (it was about the record's position, not the player's). The board shows
no "You won!" box during a replay.

The "Analyse" button (or :meth:`ReplayControls.analyse`) analyses the record's moves on demand,
fairly by default (``analyse(..., fair=True)``, which knows only the cards seen), as a game review
(:mod:`rsol_widget.game_review`): each move of the list gets its class against the hint's move on the
same samples (★ best, ✓ good, ?! inaccuracy, ? mistake, ?? blunder, with the chance points lost);
above the list, the accuracy, the key moments and the thresholds; a line names the costliest move,
or the bad luck, with the fair analysis's caveat. With the board's
``hints_peek`` setting on, the solver, which sees the face-down cards, marks ✓ (still winnable),
✗ (no longer winnable) or ? (undecided), and the line names the move that lost the game and one that
would have kept it winnable, with its caveat. Nothing is computed until asked, so notebooks stay
fast and their saved outputs stay the same.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from ._protocol import labels_for
from ._review_view import move_marks, review_html
from .analysis import MARKS, Analysis, FairAnalysis, analyse
from .fair import CHANCE_TIME_LIMIT
from .game import Game
from .game_review import GameReview, review
from .i18n import PerLanguage, check_lang, text
from .record import Record
from .render import picture
from .replay import Replay, with_comment
from .rules import HINT_TIME_LIMIT
from .widget import SolitaireWidget

WORDS = PerLanguage("replay")
"""The replay's own words per language (``replay.`` in :mod:`rsol_widget.i18n`)."""


def analysis_summary(found: Analysis, lang: str) -> str:
    """What an analysis found, in one line of ``lang``, with the caveat that the solver sees the face-down cards."""
    if found.start == "unwinnable":
        verdict = text(lang, "page.review_never")
    elif found.first_losing is not None:
        n, alt = found.first_losing, found.alternative
        move = found.moves[n - 1]
        verdict = (
            text(lang, "page.review_lost", n=n, move=move)
            if alt is None
            else text(lang, "page.review_lost_alt", n=n, move=move, alt=alt)
        )
    elif found.start == "won" and all(v == "won" for v in found.verdicts):
        verdict = text(lang, "page.review_fine")
    elif "unwinnable" in found.verdicts:
        verdict = text(lang, "page.review_unknown")
    else:
        verdict = text(lang, "page.review_undecided")
    return text(lang, "analysis.summary", verdict=verdict, note=found.note[lang])


Walk = Replay
"""The former name of :class:`~rsol_widget.replay.Replay` (the one cursor over a record), kept for notebooks."""


class ReplayControls(w.VBox):
    """A record's replay bound to a board: ``controls.board`` shows the position at the current step."""

    def __init__(self, record: Record, board: SolitaireWidget | None = None, *, lang: str = "en") -> None:
        self.record = record
        self.lang = check_lang(lang)
        self.walk = Replay(record, lang=lang)
        self.board = board if board is not None else SolitaireWidget(self.walk.game.copy(), lang=lang)
        self.board.replaying = True
        self._syncing = False
        self._rules: list[str] | None = None  # the rule of each refused attempt (see _refusal_rules)
        self.off_record = False
        """True while the board shows the player's own line instead of the record's."""
        self.analysis: Analysis | FairAnalysis | None = None
        """What :meth:`analyse` found (``None`` until asked): fair, or peeking with the board's ``hints_peek``."""
        self.review: GameReview | None = None
        """The game review of a fair analysis: each move's class, the accuracy, the key moments."""
        words = labels_for(lang)
        local = WORDS[self.lang]
        self._make_steppers(words, local)
        # radio buttons, not a Select: a Select's options cannot wrap (ipywidgets writes their spaces as
        # no-break spaces), so a long comment would run off sideways; these lines wrap (widget.css)
        self.moves = w.RadioButtons(options=self._move_options(), layout=w.Layout(width="100%"))
        self.moves.add_class("rsol-replay-moves")
        self.comment = w.Label(value="", layout=w.Layout(width="100%"))
        self.comment.add_class("rsol-replay-comment")
        self.status = w.Label(value="")
        self.status.add_class("rsol-replay-status")
        self.back_button = w.Button(
            description=words["back_to_record"],
            tooltip=words["back_to_record"],
            icon="undo",
            layout=w.Layout(width="auto"),
        )
        self.back_button.on_click(lambda _b: self.back_to_record())
        self.left_box = w.HBox([self.status, self.back_button], layout=w.Layout(display="none"))
        self._left_words = words["left_record"]
        self.analyse_button = w.Button(description=local["analyse"], tooltip=self._analyse_tip(), icon="search")
        self.analyse_button.on_click(lambda _b: self.analyse())
        self.board.observe(lambda _c: setattr(self.analyse_button, "tooltip", self._analyse_tip()), names="hints_peek")
        self.verdict = w.Label(value="", layout=w.Layout(width="100%"))
        self.verdict.add_class("rsol-replay-verdict")
        self.review_box = w.HTML(value="", layout=w.Layout(width="100%"))  # the review's accuracy and key moments
        self.review_box.add_class("rsol-review-box")
        self.attempt = w.Image(value=b"", format="svg+xml", layout=w.Layout(display="none", max_width="848px"))
        """On a refused attempt: its picture, the attempt marked in red with its rule (else hidden)."""
        self.slider.observe(lambda change: self._slid(change["new"]), names="value")
        self.player.observe(lambda change: self._slid(change["new"], steps=True), names="value")
        self.moves.observe(self._picked, names="index")
        first, back, forward, last = self.buttons
        bar = w.HBox([first, back, self.player, forward, last, self.slider, self.analyse_button])
        parts = [self.board, bar, self.left_box, self.comment, self.attempt, self.verdict, self.review_box, self.moves]
        super().__init__(parts)
        self.board.observe(self._board_changed, names="state")
        self.goto_step(0)

    def _make_steppers(self, words: dict[str, Any], local: dict[str, str]) -> None:
        """The slider, Play and the first / back / forward / last buttons."""
        n, lang = len(self.walk), self.lang
        # the slider counts moves (its value and readout are move numbers); Play and the buttons take
        # every step, refused attempts included
        self.slider = w.IntSlider(
            value=0, min=0, max=len(self.record.played), description=local["slider"], continuous_update=True
        )
        self.slider.style.description_width = "initial"
        self.slider.tooltip = text(lang, "replay.slider_tip")
        # Play draws three buttons of its own and shows no description; with none, its tooltip becomes the
        # title of the whole control, so each of the three buttons is named on hover («Redare» / "Play").
        self.player = w.Play(value=0, min=0, max=n, interval=900, description="", tooltip=words["replay_play"])
        buttons = []
        for icon, key, action in (
            ("fast-backward", "replay_first", lambda: self.goto_step(0)),
            ("step-backward", "replay_back", lambda: self.goto_step(max(0, self.step - 1))),
            ("step-forward", "replay_forward", lambda: self.goto_step(min(n, self.step + 1))),
            ("fast-forward", "replay_last", lambda: self.goto_step(n)),
        ):
            button = w.Button(icon=icon, tooltip=words[key], layout=w.Layout(width="40px"))
            button.on_click(lambda _b, act=action: act())
            buttons.append(button)
        self.buttons = buttons

    @property
    def ply(self) -> int:
        """How many moves of the record are played on the board."""
        return self.walk.ply

    @property
    def step(self) -> int:
        """How many steps (moves and refused attempts) are taken."""
        return self.walk.index

    def goto(self, ply: int) -> None:
        """Show the position after move ``ply`` (0 = the deal)."""
        self.goto_step(self.walk.step_of_move(ply))

    def goto_step(self, index: int) -> None:
        """Go to step ``index`` (0 = the deal; a refused attempt shows the position it was tried in).

        A call from code leaves the player's own line (:attr:`off_record`); the page's controls are
        disabled meanwhile, so only "Back to the record" leaves it from the page."""
        self._leave(False)
        self.walk.goto(index)
        entry = self.walk.entry
        self._syncing = True
        try:  # a refused attempt is marked on the board itself, until a move changes the position
            self.board._session.attach(self.walk.game.copy(), attempt=entry.move if entry and entry.refused else None)
            self.slider.value, self.player.value = self.ply, self.step
        finally:
            self._syncing = False
        self.comment.value = "" if entry is None else self.walk.line()
        self._show_attempt()
        if self.moves.index != self.step:
            self.moves.index = self.step

    def _slid(self, value: int, *, steps: bool = False) -> None:
        """The page moved the slider (a move number) or Play (a step number)."""
        if self._syncing or value == (self.step if steps else self.ply):
            return
        if steps:
            self.goto_step(value)
        else:
            self.goto(value)

    def _show_attempt(self) -> None:
        """Under the comment of a refused attempt, its picture; nothing on the other steps."""
        entry = self.walk.entry
        if entry is not None and entry.refused:
            self.attempt.value = picture(self.walk.game, refused=entry.move)._repr_svg_().encode()  # the line says why
            self.attempt.layout.display = "block"
        else:
            self.attempt.layout.display = "none"

    def back_to_record(self) -> None:
        """Leave the player's own line and show the record's position at the current step again."""
        self.goto_step(self.step)

    def _board_changed(self, _change: dict[str, Any]) -> None:
        if self._syncing:
            return
        mine = [str(m) for m in self.board.game.move_stack]
        record = [str(m) for m in self.walk.game.move_stack]
        if mine == record and self.board.game.code == self.walk.game.code:
            self._leave(False)
            return
        same = 0
        for a, b in zip(mine, record, strict=False):
            if a != b:
                break
            same += 1
        self.status.value = self._left_words.format(n=same + 1)
        self._leave(True)
        # the record's comment and attempt were about its position, not the player's own line
        self.comment.value = ""
        self.attempt.layout.display = "none"

    def _leave(self, off: bool) -> None:
        self.off_record = off
        self.left_box.layout.display = "flex" if off else "none"
        for control in (*self.buttons, self.player, self.slider, self.moves):
            control.disabled = off

    def _analyse_tip(self) -> str:
        return WORDS[self.lang]["analyse_tip" if self.board.hints_peek else "analyse_tip_fair"]

    def analyse(self, *, time_limit: float | None = None, fair: bool | None = None) -> Analysis | FairAnalysis:
        """Analyse the record's moves and mark them in the list; say what was found, labelled.

        Fair by default (``fair=None``: unless the board's ``hints_peek`` setting is on): the fair
        analysis (:func:`~rsol_widget.analysis.analyse` with ``fair=True``, ``time_limit`` seconds a
        sample, 0.25 by default) classes each move against the hint's (:attr:`review`: ★ best … ??
        blunder), with the accuracy and key moments above the list, and names the costliest move.
        Peeking (``fair=False``, or ``hints_peek``): the solver, which sees the face-down cards
        (``time_limit`` seconds a search, 2 by default), marks ✓ ✗ ? and names the move that lost the game."""
        fair = not self.board.hints_peek if fair is None else fair
        self.verdict.value = WORDS[self.lang]["analysing"]
        self.analyse_button.disabled = True
        try:
            if fair:
                found: Analysis | FairAnalysis = analyse(
                    self.record, fair=True, time_limit=CHANCE_TIME_LIMIT if time_limit is None else time_limit
                )
            else:
                found = analyse(self.record, time_limit=HINT_TIME_LIMIT if time_limit is None else time_limit)
        except Exception:
            self.verdict.value = labels_for(self.lang)["review_failed"]
            raise
        finally:
            self.analyse_button.disabled = False
        self.analysis = found
        self.review = review(found) if isinstance(found, FairAnalysis) else None
        self.review_box.value = review_html(self.review, self.lang) if self.review is not None else ""
        self._syncing = True  # new options must not move the replay
        try:
            self.moves.options = self._move_options()
            self.moves.index = self.step
        finally:
            self._syncing = False
        lang = self.lang
        if isinstance(found, FairAnalysis):
            self.verdict.value = text(lang, "analysis.summary", verdict=found.summary(lang), note=found.note(lang))
        else:
            self.verdict.value = analysis_summary(found, lang)
        return found

    def _move_options(self) -> list[str]:
        lang = self.lang
        found = self.analysis
        marks = move_marks(self.review, lang) if self.review is not None else found.marks if found is not None else ()
        start = f" {MARKS[found.start]}" if isinstance(found, Analysis) else ""  # the fair analysis: no verdict
        options, ply = [text(lang, "replay.deal_option") + start], 0
        rules = iter(self._refusal_rules())
        for entry in self.record.entries:
            if entry.refused is None:
                ply += 1
                mark = f" {marks[ply - 1]}" if marks else ""
                line = f"{ply}. {entry.move}{mark}"
            else:
                line = "   " + text(lang, "replay.refused_option", move=entry.move, rule=next(rules))
            options.append(with_comment(line, entry.comment_in(lang), lang))
        return options

    def _refusal_rules(self) -> list[str]:
        """The rule that refuses each refused attempt, in the position it was tried in: one pass over
        the record on one game (not a replay from the deal for each attempt), computed once."""
        if self._rules is None:
            game, rules = Game.from_code(self.record.code, lang=self.lang), []
            for entry in self.record.entries:
                if entry.refused is None:
                    game.play(entry.move)
                    continue
                error = game.check(entry.move)
                rules.append(error.rule[self.lang] if error is not None else entry.refused)
            self._rules = rules
        return self._rules

    def _picked(self, change: dict[str, Any]) -> None:
        if self._syncing:
            return
        if change["new"] is not None and change["new"] != self.step:
            self.goto_step(change["new"])

    def __repr__(self) -> str:
        return text(self.lang, "replay.text", code=self.record.code, n=self.ply, total=len(self.record))


__all__ = [
    "WORDS",
    "ReplayControls",
    "Walk",
    "analysis_summary",
    "with_comment",
]

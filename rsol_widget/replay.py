"""The cursor over a game record: :class:`Replay` steps through every entry of a
:class:`~rsol_widget.record.Record`, moves played and refused attempts alike, and says and draws
each step (``record.replay()`` makes one). The record's format is :mod:`rsol_widget.record`; the
controls on a live board are :mod:`rsol_widget.replay_controls`, over this same cursor.
"""

from __future__ import annotations

from . import i18n, render
from .errors import IllegalMove
from .game import Game
from .i18n import check_lang
from .record import Entry, Record

__all__ = ["Replay", "replay_detail", "with_comment"]


class Replay:
    """The cursor over a record (:meth:`Record.replay`): each move played and each refused attempt is a step.

    ``index`` is the number of steps taken (0 = the deal), ``ply`` the number of moves played,
    ``game`` the position, ``entry`` the last step taken and ``refusal`` the engine's refusal
    when that step is a refused attempt (checked again here, in the position it was tried in).
    """

    def __init__(self, record: Record, *, lang: str = "en") -> None:
        self.record = record
        self.lang = check_lang(lang)
        self.entries = list(record.entries)
        self.index = 0
        self.game = Game.from_code(record.code, lang=lang)

    def __len__(self) -> int:
        return len(self.entries)

    @property
    def entry(self) -> Entry | None:
        """The last step taken, or ``None`` at the deal."""
        return self.entries[self.index - 1] if self.index else None

    @property
    def current(self) -> Entry | None:
        """The entry of the last move played (not a refused attempt), or ``None`` at the deal."""
        played = [e for e in self.entries[: self.index] if e.refused is None]
        return played[-1] if played else None

    @property
    def ply(self) -> int:
        """How many moves have been played."""
        return sum(1 for e in self.entries[: self.index] if e.refused is None)

    @property
    def refusal(self) -> IllegalMove | None:
        """The engine's refusal of the current step if it is a refused attempt, else ``None``."""
        entry = self.entry
        return self.game.check(entry.move) if entry is not None and entry.refused else None

    def step(self) -> Replay | None:
        """Take the next step (play the move, or try the attempt); ``None`` at the end."""
        if self.index >= len(self.entries):
            return None
        entry = self.entries[self.index]
        if entry.refused is None:
            self.game.play(entry.move)
        self.index += 1
        return self

    def back(self) -> Replay:
        """Go back one step."""
        return self.goto(max(0, self.index - 1))

    def goto(self, index: int) -> Replay:
        """Go to the point after ``index`` steps (0 = the deal, negative counts from the end)."""
        n = len(self.entries)
        if type(index) is not int or not -n <= index <= n:
            raise ValueError(f"a step of this record is 0..{n}, not {index!r}")
        index %= n + 1
        if index < self.index:
            self.game = Game.from_code(self.record.code, lang=self.lang)
            self.index = 0
        while self.index < index:
            self.step()
        return self

    def step_of_move(self, ply: int) -> int:
        """The step at which move ``ply`` is played (0 for the deal)."""
        moves = len(self.record.played)
        if type(ply) is not int or not 0 <= ply <= moves:
            raise ValueError(f"a move of this record is 0..{moves}, not {ply!r}")
        if ply == 0:
            return 0
        seen = 0
        for i, e in enumerate(self.entries, 1):
            seen += e.refused is None
            if seen == ply:
                return i
        raise AssertionError("unreachable")

    def goto_move(self, ply: int) -> Replay:
        """Go to the position right after move ``ply`` is played (0 = the deal)."""
        return self.goto(self.step_of_move(ply))

    def line(self) -> str:
        """The current step in one line: the move or attempt, and its comment."""
        lang, entry = self.lang, self.entry
        if entry is None:
            return i18n.text(lang, "replay.deal_line")
        refusal = self.refusal
        if refusal is not None:
            rule, detail = refusal.rule[lang], replay_detail(refusal, lang)
            line = i18n.text(lang, "replay.tried_line", move=entry.move, n=self.ply, rule=rule, detail=detail)
        else:
            line = i18n.text(lang, "replay.move_line", n=self.ply, total=len(self.record), move=entry.move)
        return with_comment(line, entry.comment_in(lang), lang)

    def caption(self) -> str:
        """The current step's move or attempt and its comment, as written under its picture (the
        engine's refusal of an attempt is drawn on the board itself, so it is not repeated here)."""
        entry = self.entry
        if entry is None or not entry.refused:
            return self.line()
        line = i18n.text(self.lang, "replay.tried_caption", move=entry.move, n=self.ply)
        return with_comment(line, entry.comment_in(self.lang), self.lang)

    def picture(self) -> render.Picture:
        """The position, with the move just played outlined or the refused attempt marked, and the
        step's move and comment written under the board (JupyterLab draws only the picture)."""
        entry = self.entry
        if entry is None:
            return render.picture(self.game, caption=self.caption())
        if entry.refused:
            return render.picture(self.game, refused=entry.move, caption=self.caption())
        return render.picture(self.game, lastmove=entry.move, caption=self.caption())

    def show(self, index: int) -> render.Picture:
        """The picture of step ``index``: a cell that names its step shows the same one when run again."""
        return self.goto(index).picture()

    def _repr_svg_(self) -> str:
        return self.picture()._repr_svg_()

    def _ipython_display_(self) -> None:
        """Shown as its step's picture (:meth:`render.Picture._ipython_display_`): an HTML image and the text board."""
        self.picture()._ipython_display_()

    def __str__(self) -> str:
        return f"{self.line()}\n{i18n.text(self.lang, 'replay.score_line', score=self.game.score)}"

    def __repr__(self) -> str:
        return str(self)


def replay_detail(error: IllegalMove, lang: str) -> str:
    """A refusal without the rule's name in front (the replay's sentence names the rule itself)."""
    return error.message(lang).removeprefix(f"{error.rule[lang]}: ")


def with_comment(line: str, comment: str | None, lang: str) -> str:
    """A replay line with its comment from the record, if any."""
    return i18n.text(lang, "replay.with_comment", line=line, comment=comment) if comment else line

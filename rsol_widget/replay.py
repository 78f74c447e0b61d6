"""Replay controls: step through a game record in a :class:`SolitaireWidget`.

>>> from rsol_widget import examples
>>> from rsol_widget.replay import ReplayControls
>>> controls = ReplayControls(examples.load("example-game"))
>>> controls.goto(3); controls.board.game.moves
3

The controls are ipywidgets: first / back / play / forward / last buttons, a slider over the
positions, the list of moves with their comments (and the refused attempts), and the comment
of the current move. Every text is set as plain text, never as HTML.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as w

from .messages import LABELS
from .record import Entry, Record
from .widget import SolitaireWidget


class ReplayControls(w.VBox):
    """A record's replay bound to a board: ``controls.board`` shows the position at ``controls.ply``."""

    def __init__(self, record: Record, board: SolitaireWidget | None = None, *, lang: str = "en") -> None:
        self.record = record
        self.replay = record.replay(lang=lang)
        self.board = board if board is not None else SolitaireWidget(self.replay.game.copy())
        words = LABELS[lang]
        n = len(self.replay)
        self.slider = w.IntSlider(value=0, min=0, max=n, description="", continuous_update=True)
        self.player = w.Play(value=0, min=0, max=n, interval=700, description=words["replay_forward"])
        w.jslink((self.player, "value"), (self.slider, "value"))
        buttons = []
        for icon, key, action in (
            ("fast-backward", "replay_first", lambda: self.goto(0)),
            ("step-backward", "replay_back", lambda: self.goto(max(0, self.ply - 1))),
            ("step-forward", "replay_forward", lambda: self.goto(min(n, self.ply + 1))),
            ("fast-forward", "replay_last", lambda: self.goto(n)),
        ):
            button = w.Button(icon=icon, tooltip=words[key], layout=w.Layout(width="40px"))
            button.on_click(lambda _b, act=action: act())
            buttons.append(button)
        self._entry_ply = self._entry_positions()
        self.moves = w.Select(options=self._move_options(words), rows=8, layout=w.Layout(width="100%"))
        self.comment = w.Label(value="")
        self.slider.observe(lambda change: self.goto(change["new"]), names="value")
        self.moves.observe(self._picked, names="index")
        bar = w.HBox([buttons[0], buttons[1], self.player, buttons[2], buttons[3], self.slider])
        super().__init__([self.board, bar, self.comment, self.moves])
        self.goto(0)

    @property
    def ply(self) -> int:
        """How many moves of the record are played on the board."""
        return self.replay.ply

    def goto(self, ply: int) -> None:
        """Show the position after ``ply`` moves (0 = the deal)."""
        self.replay.goto(ply)
        self.board.game = self.replay.game.copy()
        entry = self.replay.current
        self.comment.value = _describe(self.ply, entry)
        if self.slider.value != self.ply:
            self.slider.value = self.ply
        picked = self.moves.index
        if picked is None or self._entry_ply[picked] != self.ply:
            self.moves.index = self._entry_ply.index(self.ply)

    def _entry_positions(self) -> list[int]:
        """For each line of the move list, the position it shows."""
        out, ply = [0], 0
        for entry in self.record.entries:
            if entry.refused is None:
                ply += 1
            out.append(ply)
        return out

    def _move_options(self, words: dict[str, Any]) -> list[str]:
        options, ply = [f"0. {words['replay_deal']}"], 0
        for entry in self.record.entries:
            note = f" — {entry.comment}" if entry.comment else ""
            if entry.refused is None:
                ply += 1
                options.append(f"{ply}. {entry.move}{note}")
            else:
                options.append(f"   ✗ {entry.move} ({words['refused_word']}: {entry.refused}){note}")
        return options

    def _picked(self, change: dict[str, Any]) -> None:
        if change["new"] is not None and self._entry_ply[change["new"]] != self.ply:
            self.goto(self._entry_ply[change["new"]])

    def __repr__(self) -> str:
        return f"ReplayControls({self.record.code}, move {self.ply}/{len(self.replay)})"


def _describe(ply: int, entry: Entry | None) -> str:
    if entry is None:
        return ""
    return f"{ply}. {entry.move}" + (f" — {entry.comment}" if entry.comment else "")

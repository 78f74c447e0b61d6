"""One saved game, two boards (two notebooks, or Lab and Notebook 7, playing the same file).

A widget remembers the version of its save file that it may replace (:class:`~rsol_widget._autosave.Claimed`).
When another board has written the file since, the game is *elsewhere*: this board's next gesture
that would change the game is refused before anything moves, and the page is told (the synced
``elsewhere`` trait: ``{"kind", "back"}``, empty when the game is here) so that it offers a choice:

* ``kind`` ``"moved"``: the file holds this board's game played on (or taken over) by the other
  board; nothing here is lost by following it. Choices: ``here`` (play the saved game here, "Take it
  back" when this board had saved it before: ``back``) or ``new`` (start another game, kept apart).
* ``kind`` ``"held"``: this board has moves the file does not (a move from a cell, or both boards
  moving at once) or the file holds another game. Choices: ``here`` (play the saved game here,
  leaving this board's line) or ``apart`` (keep this board's game under another name beside it).

``here`` reads the latest version and writes it again (a new version: the other board's claim is
now stale, so its next gesture says the game moved); ``apart`` and ``new`` save to the first free
name ``<stem>-2.json``, ``-3``, … beside the file and never touch it. Nothing is overwritten that
its board did not claim, and no move acknowledged by a save is lost.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import i18n
from ._autosave import Claimed, file_stamp, load_versioned, save_claimed
from ._protocol import ELSEWHERE_CHOICES as CHOICES
from ._protocol import Reply
from .errors import LocalizedError, detail
from .game import Game
from .record import Record

if TYPE_CHECKING:
    from ._handlers import Board
    from ._session import Session

CHECKED = ("new_game", "restart", "open_record")
"""Requests besides the game actions that would change the game: refused while it is elsewhere."""


def elsewhere(session: Session) -> dict[str, Any]:
    """``{"kind", "back"}`` when another board wrote the save file since this one claimed it, else ``{}``."""
    claim = session.claim
    if claim is None:
        return {}
    now = file_stamp(claim.path)
    if now is None or now == claim.stamp:
        return {}
    return {"kind": "moved" if _follows(session.game, claim.path) else "held", "back": session.held}


def _follows(game: Game, path: Path) -> bool:
    """Whether the file's game is ``game``'s deal with ``game``'s line played on (or the same line)."""
    try:
        theirs = Record.load(path).validate()
    except (LocalizedError, OSError):
        return False
    ours = game.move_stack
    return theirs.code == game.code and theirs.move_stack[: len(ours)] == ours


def refusal(w: Board, session: Session) -> Reply | None:
    """The refusal of a gesture while the game is elsewhere (the page is told why), else ``None``;
    a notice whose cause is gone (the file is this board's again) goes."""
    found = elsewhere(session)
    if found != w.elsewhere:
        w.elsewhere = found
    if not found:
        return None
    return {"status": "refused", "reason": "elsewhere", "message": i18n.text(w.lang, "page.elsewhere_refused")}


def choose(w: Board, session: Session, choice: str) -> Reply:
    """Do what the player chose (see the module): play the saved game here, keep this one apart, or
    start another game apart."""
    claim = session.claim
    if claim is None:
        w.elsewhere = {}
        return {"status": "done", "move": None}
    with session.lock:
        if choice == "here":
            try:
                _take_here(session, claim.path)
            except (LocalizedError, OSError) as exc:
                return {"status": "refused", "reason": "unreadable", "message": detail(exc, w.lang)}
        else:
            session.claim = Claimed(free_name(claim.path), None)
            if choice == "new":
                w.new_game(rule=w.game.variant)
            else:
                session.save()
        w.elsewhere = elsewhere(session)
    return {"status": "done", "move": None}


def _take_here(session: Session, path: Path) -> None:
    """Show the latest saved game here and write it again, so that this board holds the file now."""
    record, stamp = load_versioned(path)
    game = record.validate()
    written = save_claimed(Claimed(path, stamp), record.dumps())
    session.claim = Claimed(path, written.stamp, holds_game=True)
    session.held, session.save_failure, session.screen.save_error = True, None, None
    session.attach(game, elapsed=record.elapsed or 0.0, notes=record, game_id=record.game_id)


def free_name(path: Path) -> Path:
    """The first name ``<stem>-2<suffix>``, ``-3``, … beside ``path`` that nothing has."""
    for n in range(2, 10_000):
        candidate = path.with_name(f"{path.stem}-{n}{path.suffix}")
        if not os.path.lexists(candidate):
            return candidate
    raise FileExistsError(f"no free name beside {path}")


__all__ = ["CHECKED", "CHOICES", "choose", "elsewhere", "free_name", "refusal"]

"""The game a widget shows, without traitlets: attach and detach, the clock, autosave, the statistics
tally, and each new state.

A :class:`Session` follows one game at a time (the game's lock is the session's, so requests, cell
moves and background answers take turns) and tells its :class:`Screen` (the widget) what to show. A
request from the page runs inside :meth:`Session.answering`: a change of the game during it (the
engine calls its listeners from within ``Game.play``) only marks the session, and the new state goes
out once, at the end, carrying the request's id; a change made from a cell goes out at once.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from ._autosave import Claimed, player_facing, save_claimed
from ._elsewhere import elsewhere
from ._protocol import Clock, RequestId, State
from ._state import build_state
from ._tally import Tally
from .errors import RecordError, SaveError, detail
from .game import Game
from .moves import Move
from .record import Record

log = logging.getLogger("rsol_widget.widget")

_SHOWN, _CHANGED = 1, 2  # what a request's turn left to do: publish and save, or also clock and tally


class Screen(Protocol):
    """What a session tells the widget that shows its game."""

    statistics: dict[str, Any]
    """The statistics panel's content."""
    save_error: str | None
    """Why the last save failed, in the player's language (``None``: saving works)."""
    elsewhere: dict[str, Any]
    """The game was played on another board since (``rsol_widget._elsewhere``); empty when it is here."""

    def _show_state(self, state: State) -> None:
        """A new position (or the same one anew) is shown: publish it."""

    def _dealt(self) -> None:
        """Another game is about to be shown (a deal wins over the page's hunt)."""


@dataclass
class Turn:
    """One request's turn: ``published`` tells whether its answer went out inside a new state (a
    request without an id is answered by a reply)."""

    answer: RequestId
    published: bool = False


class _Clock:
    """Playing time: seconds since the first move, stopped at a win, not counting pauses (the page
    pauses it while the board is hidden, a dialog is open or the player is away; a move resumes it)."""

    def __init__(self) -> None:
        self.start: float | None = None
        self.stop: float | None = None
        self.paused: float | None = None
        """When the pause began (``None``: not paused)."""

    def reset(self, elapsed: float, moved: bool, won: bool) -> None:
        now = time.monotonic()
        self.start = now - elapsed if moved or elapsed else None
        self.stop = now if won and self.start is not None else None
        self.paused = None

    def tick(self, won: bool) -> None:
        self.pause(False)
        now = time.monotonic()
        if self.start is None:
            self.start = now
        if won and self.stop is None:
            self.stop = now

    def pause(self, on: bool) -> bool:
        """Pause (``on``) or resume the clock; ``True`` if that changed anything."""
        now = time.monotonic()
        if on and self.paused is None and self.running():
            self.paused = now
            return True
        if not on and self.paused is not None:
            if self.start is not None:
                self.start += now - self.paused
            self.paused = None
            return True
        return False

    def running(self) -> bool:
        return self.start is not None and self.stop is None and self.paused is None

    def elapsed(self) -> float:
        if self.start is None:
            return 0.0
        return (self.stop or self.paused or time.monotonic()) - self.start


class Session:
    """The game shown, its clock, save file and statistics; ``screen`` shows what changes."""

    def __init__(self, screen: Screen, lang: str, *, claim: Claimed | None, tally: Tally | None) -> None:
        self.screen = screen
        self.lang = lang
        self.lock = threading.RLock()
        """One writer at a time: requests, cell moves, background answers."""
        self.game: Game = None  # type: ignore[assignment]  # attach() comes next
        self.notes: Record | None = None
        self.seq = 0
        self.game_no = 0
        self.clock = _Clock()
        self.claim = claim
        self.tally = tally
        self.save_failure: Exception | None = None
        self.held = False
        """This board has written its save file (the other board's page then says "take it back")."""
        self._turn: Turn | None = None
        self._pending = 0
        self.attempt: Move | None = None
        """A record's refused attempt to mark in the position shown (a replay's board), until it changes."""

    # ------------------------------------------------------------------ following a game
    def attach(
        self,
        game: Game,
        elapsed: float = 0.0,
        notes: Record | None = None,
        game_id: str | None = None,
        *,
        attempt: Move | None = None,
    ) -> None:
        """Show ``game`` from now on; ``game_id`` is its row in the statistics when it is this
        widget's own game (resumed from its autosave, or rewound), else it counts only from a deal.
        ``attempt``: a record's refused attempt to mark in this position (a replay), until a move."""
        with self.lock:
            self.screen._dealt()
            if self.game is not None:
                self.detach()
            with game.locked():  # waits for a move under way in another thread, then shares our lock
                game.lock = self.lock
            game.lang = self.lang
            game.listeners.append(self._game_changed)
            self.game, self.notes, self.attempt = game, notes, attempt
            self.game_no += 1
            self.clock.reset(elapsed, bool(game.moves), game.won)
            if self.tally is not None:
                self.tally.follow(game.code, game.moves, game.won, game_id)
                self.screen.statistics = self.tally.view(self.lang)
            self._after(_SHOWN)

    def detach(self) -> None:
        """Stop following the game; it gets a lock of its own again."""
        game = self.game
        with game.locked():
            if self._game_changed in game.listeners:
                game.listeners.remove(self._game_changed)
            if game.lock is self.lock:
                game.lock = threading.RLock()

    def game_id(self) -> str | None:
        """The game's row in the statistics, kept in its autosave (``None`` when it does not count)."""
        return self.tally.game_id if self.tally is not None else None

    def set_lang(self, lang: str) -> None:
        """Speak ``lang`` from now on: the game's refusals, the save error, the statistics."""
        self.lang = lang
        if self.save_failure is not None:
            self.screen.save_error = detail(self.save_failure, lang)
        if self.tally is not None:
            self.screen.statistics = self.tally.view(lang)
        if self.game is not None:
            self.game.lang = lang

    # ------------------------------------------------------------------ changes
    @contextmanager
    def answering(self, answer: RequestId) -> Iterator[Turn]:
        """Hold the lock for one request: what it changes is published once, at the end, with ``answer``."""
        with self.lock:
            outer, self._turn = self._turn, Turn(answer)
            turn = self._turn
            try:
                yield turn
            finally:
                pending, self._pending, self._turn = self._pending, 0, outer
                if pending:
                    try:
                        self._settle(pending, turn.answer)
                        turn.published = turn.answer is not None
                    except Exception:
                        log.exception("SolitaireWidget could not publish the new position")

    def _game_changed(self, game: Game) -> None:
        """The engine's listener: the game shown moved (play, undo, gestures)."""
        with self.lock:
            if game is self.game:
                self.attempt = None  # the position the attempt was tried in is gone
                self._after(_CHANGED)

    def _after(self, what: int) -> None:
        if self._turn is not None:
            self._pending = max(self._pending, what)
            return
        try:
            self._settle(what, None)
        except Exception:  # a listener must never break the engine's play()
            log.exception("SolitaireWidget could not publish the new position")

    def _settle(self, what: int, answer: RequestId) -> None:
        """Count, save, then publish: the page never sees a state that a kill at that moment would lose."""
        if what == _CHANGED:
            self.clock.tick(self.game.won)
            self._count()
        self.save()
        self.publish(answer)

    def _count(self) -> None:
        """Tell the statistics about the change; never raises (publishing and saving must follow)."""
        if self.tally is None:
            return
        game = self.game
        try:
            self.tally.changed(game.moves, game.won, self.clock.elapsed(), game.score)
            self.screen.statistics = self.tally.view(self.lang)
        except Exception:
            log.exception("SolitaireWidget could not update the statistics")

    def publish(self, answer: RequestId = None) -> None:
        """Send the position anew (a new ``seq``), answering request ``answer`` if it is one."""
        with self.lock:
            self.seq += 1
            self.screen._show_state(self.snapshot(answer))

    def snapshot(self, answer: RequestId = None) -> State:
        """The state sent to the page (:func:`~rsol_widget._state.build_state`)."""
        clock = self.clock_view()
        return build_state(
            self.game, seq=self.seq, game_no=self.game_no, clock=clock, answer=answer, attempt=self.attempt
        )

    def clock_view(self) -> Clock:
        return {
            "elapsed": round(self.clock.elapsed(), 3),
            "running": self.clock.running() and not self.game.won,
        }

    def pause(self, on: bool) -> None:
        """Pause or resume the game clock (the page asks); a pause saves the playing time so far."""
        with self.lock:
            if self.clock.pause(on) and on:
                self.save()

    def record(self) -> Record:
        """The game's record now, with the clock and the notes it was opened with."""
        return Record.from_game(
            self.game, elapsed=round(self.clock.elapsed(), 3), notes=self.notes, game_id=self.game_id()
        )

    # ------------------------------------------------------------------ autosave
    def save(self) -> bool:
        """Write the record to the claimed file; ``False`` (kept, shown, logged once) if that failed."""
        with self.lock:
            claim = self.claim
            if claim is None:
                return True
            if claim.holds_game:  # just resumed from it: nothing to write yet
                self.claim = Claimed(claim.path, claim.stamp)
                return True
            try:
                self.claim = save_claimed(claim, self.record().dumps())
            except (RecordError, SaveError, OSError) as exc:
                self._save_failed(exc, claim.path)
                if getattr(exc, "key", None) == "save.taken_over":
                    self.screen.elsewhere = elsewhere(self)
                return False
            self.save_failure, self.held = None, True
            self.screen.save_error = None
            if self.screen.elsewhere:
                self.screen.elsewhere = {}
            return True

    def _save_failed(self, exc: Exception, path: Path) -> None:
        shown = player_facing(exc, path)
        if self.save_failure is None or str(self.save_failure) != str(shown):
            log.warning("SolitaireWidget could not save the game to %s: %s", path, exc)
        self.save_failure = shown
        self.screen.save_error = detail(shown, self.lang)

    def close(self) -> None:
        """Stop following the game and close the statistics."""
        if self.game is not None:
            self.detach()
        if self.tally is not None:
            self.tally.close()


__all__ = ["Screen", "Session", "Turn"]

"""SolitaireWidget: play Russian Solitaire in JupyterLab, every move checked by the engine.

The message protocol (one synced ``state`` trait, written only by Python):

* ``state`` is the engine snapshot (:meth:`Game.to_dict`, face-down cards as ``null``) plus
  ``seq`` (bumped on every change), ``game`` (bumped on every new game), ``dests`` (the legal
  destinations of every movable card: 0..6 columns, 7 its foundation), ``place`` (where a
  double tap would send each column card), ``time`` (``elapsed`` seconds, ``running``) and
  ``last`` (the last move played, or ``null``).
* The front end sends requests ``{"kind", "id", "seq", ...}``: ``move`` (``card``, ``dest``),
  ``tap``/``double_tap``/``place`` (``card``), ``undo``, ``new_game`` (``rule``, ``code``),
  ``settings`` (setting names → values, ``lang``), ``clock`` (the game clock now: a view asks on
  render, so a reloaded page or a second view shows the right time) and ``ping``. Game actions must
  carry the ``seq`` of the state they were made on.
* Python answers every request. A request that changed the game (a move, tap, undo, new
  game) is answered inside the state it produced: ``state["answer"] = {"id", "status": "done"}``
  (one message on the wire instead of two; the move is ``state["last"]``). Every other answer is
  a custom message ``{"kind": "reply", "id", "status", "seq", ...}``, the status being ``done``
  (with ``move`` ``null`` when nothing moved), ``refused`` (``reason``, ``message``, ``rule``),
  ``stale`` or ``invalid``. Bad messages never raise and never change the game; they are logged
  as warnings.
* With the ``hints`` setting on, a second synced trait, ``analysis``, carries the solver's answer for
  one position: ``{"seq", "status", "hint"}``, ``status`` being ``searching`` then ``won`` (winnable
  from here), ``unwinnable`` or ``unknown``, and ``hint`` the suggested ``{"card", "dest", "winning"}``.
  The solver runs in a background thread on a copy of the game; a new position cancels it, and a result
  for a position that is no longer shown (another ``seq``) is dropped. The front end shows it only when
  ``analysis["seq"] == state["seq"]``; a hint never plays a card.
* With ``save_to``, the game's record is rewritten atomically after every change (see :meth:`resume`).
  A synced ``save_error`` trait carries why the last save failed (``None`` once saving works again),
  so the page can show it.
* Threads: the widget's lock is also the lock of the game it shows (:attr:`Game.lock`), so a request
  from the page, a move from a cell in any thread and the solver's answer take turns.
"""

from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .cards import DECK, Card
from .codes import RULES
from .errors import CodeError, IllegalMove, NotationError, RecordError, brief
from .game import Game
from .messages import LABELS, LANGS, card_name
from .moves import FOUNDATION, MOVES, Move
from .record import Record
from .solver import Hint
from .solver import hint as solver_hint
from .storage import real_target, remove_stale_temps

log = logging.getLogger(__name__)

_HERE = Path(__file__).resolve().parent
FRONT_END = _HERE / "static" if (_HERE / "static" / "widget.js").is_file() else _HERE.parent / "js"
"""Where the front end is read from: the wheel's ``static/`` or, in a checkout, the repo's ``js/``."""

SETTINGS = {
    "double_click": True,
    "placement_help": True,
    "interactive_rules": True,
    "auto_place": False,
    "hints": False,
}
"""The player's settings and their defaults; each is a synced Bool trait of the same name and a label in
:data:`~rsol_widget.messages.LABELS`. The front end builds its settings panel from this list."""

GAME_ACTIONS = ("move", "tap", "double_tap", "place", "undo")
OTHER_REQUESTS = ("new_game", "settings", "clock", "ping")
SAME_FILE = "same file"
"""The default ``save_to`` of :meth:`SolitaireWidget.resume`: keep saving to the file resumed from."""
MAX_ID_TEXT = 64


class BadRequest(ValueError):
    """A request that is malformed: wrong type, unknown card or kind, out-of-range value."""


def labels_for(lang: str) -> dict[str, Any]:
    """Every label the front end shows in ``lang``, with the spoken name of each card."""
    return {
        **LABELS[lang],
        "cards": {str(c): card_name(c, lang) for c in DECK},
        "lang": lang,
        "setting_names": list(SETTINGS),  # the settings panel lists these, in this order
    }


@dataclass
class _Job:
    """One search: the position's ``seq`` and a flag that cancels it."""

    seq: int
    cancelled: threading.Event = field(default_factory=threading.Event)


class Analyst:
    """Runs the solver on a copy of a position in a daemon thread; starting a new search cancels the old one.

    ``solver(game, time_limit=, cancel=)`` returns a :class:`~rsol_widget.solver.Hint`; ``done(job, hint)``
    is called from the thread with the answer (``None`` if the solver failed) unless the job was cancelled.
    """

    def __init__(self, done: Callable[[_Job, Hint | None], None]) -> None:
        self._done = done
        self._job: _Job | None = None
        self._thread: threading.Thread | None = None

    def start(self, game: Game, seq: int, solver: Callable[..., Hint], time_limit: float) -> _Job:
        self.cancel()
        job = self._job = _Job(seq)
        position = game.copy()
        self._thread = threading.Thread(
            target=self._run, args=(job, position, solver, time_limit), name=f"rsol-hint-{seq}", daemon=True
        )
        self._thread.start()
        return job

    def _run(self, job: _Job, game: Game, solver: Callable[..., Hint], time_limit: float) -> None:
        try:
            answer: Hint | None = solver(game, time_limit=time_limit, cancel=job.cancelled.is_set)
        except Exception:
            log.exception("SolitaireWidget: the solver failed")
            answer = None
        if not job.cancelled.is_set():
            self._done(job, answer)

    def cancel(self) -> None:
        if self._job is not None:
            self._job.cancelled.set()
            self._job = None

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the running search; ``True`` once no search is running."""
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
            return not thread.is_alive()
        return True


class SolitaireWidget(anywidget.AnyWidget):
    """A game of Russian Solitaire in a notebook cell.

    ``SolitaireWidget()`` deals a random Classic game; ``SolitaireWidget(code="RU1-C-AAAAAAA")``
    replays a deal; ``SolitaireWidget(game)`` shows an existing :class:`Game`. Moves made in
    cells (``w.game.play("3♣ c6")``, ``w.game.undo()``, :meth:`new_game`) show at once.

    ``save_to="my-game.json"`` keeps the game's record in that file, rewritten atomically after every
    move, undo and new game (with the game clock); an existing file is refused (use :meth:`resume`,
    or ``overwrite=True`` to replace it). ``elapsed`` puts seconds already played on the clock.
    """

    hint_solver: Callable[..., Hint] = staticmethod(solver_hint)
    """The search behind hints: ``solver(game, time_limit=, cancel=)`` → :class:`~rsol_widget.solver.Hint`."""
    hint_time_limit: float = 2.0
    """Seconds the solver may search each position when ``hints`` is on."""

    _esm = FRONT_END / "widget.js"
    _css = FRONT_END / "widget.css"

    state = traitlets.Dict().tag(sync=True)
    labels = traitlets.Dict().tag(sync=True)
    lang = traitlets.Enum(LANGS, default_value="en").tag(sync=True)
    double_click = traitlets.Bool(SETTINGS["double_click"]).tag(sync=True)
    placement_help = traitlets.Bool(SETTINGS["placement_help"]).tag(sync=True)
    interactive_rules = traitlets.Bool(SETTINGS["interactive_rules"]).tag(sync=True)
    auto_place = traitlets.Bool(SETTINGS["auto_place"]).tag(sync=True)
    hints = traitlets.Bool(SETTINGS["hints"]).tag(sync=True)
    """A Hint button and a "winnable from here?" indicator (the solver sees the face-down cards)."""
    analysis = traitlets.Dict().tag(sync=True)
    """The solver's answer for the position ``analysis["seq"]`` (empty while hints are off)."""
    pong = traitlets.Int(0).tag(sync=True)
    """Bumped by a ``ping`` request: the bare round trip the benchmark measures."""
    save_error = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    """Why the last save failed (also logged as a warning), or ``None``; the page shows it."""

    def __init__(
        self,
        game: Game | None = None,
        *,
        code: str | None = None,
        rule: str = "classic",
        lang: str | None = None,
        save_to: str | os.PathLike[str] | None = None,
        overwrite: bool = False,
        elapsed: float = 0.0,
        notes: Record | None = None,
        **settings: Any,
    ) -> None:
        if game is not None and code is not None:
            raise ValueError("give a game or a code, not both")
        if game is None:
            game = Game.from_code(code, lang=lang or "en") if code else Game.new(rule, lang=lang or "en")
        save_path = _claim_save_file(save_to, game, overwrite)
        self._lock = threading.RLock()  # one writer at a time: requests, cell moves, the solver's thread
        self._analyst = Analyst(self._analysis_done)
        self._game: Game = None  # type: ignore[assignment]  # attached below
        self._seq = 0
        self._game_no = 0
        super().__init__(lang=lang or game.lang, **settings)
        self._clock_start: float | None = None
        self._clock_stop: float | None = None
        self._answering: Any = None  # the id of the request being handled
        self._answered = False  # its answer went out inside the state
        self.save_path: Path | None = save_path
        """The file the game's record is kept in, or ``None``."""
        self._saved_stamp: tuple[int, int, int] | None = None  # the file as this widget last wrote it
        self.labels = labels_for(self.lang)
        self._attach(game, elapsed=elapsed, notes=notes)
        self.on_msg(self._on_custom_msg)

    @classmethod
    def resume(
        cls,
        path: str | os.PathLike[str],
        *,
        save_to: str | os.PathLike[str] | None = SAME_FILE,
        overwrite: bool = False,
        lang: str | None = None,
        **settings: Any,
    ) -> SolitaireWidget:
        """The game saved in ``path`` (a record), exactly: position, score, move counter, undo history
        and game clock, which carries on from there. It keeps saving to ``path`` unless ``save_to`` names
        another file (or ``None``), and the record's title, comments and refused attempts stay in the
        file as long as the game follows their line. A damaged file raises :class:`RecordError` and is
        left as it is."""
        record = Record.load(path)
        game = record.validate()
        if save_to == SAME_FILE:
            save_to, overwrite = path, True  # the widget's own file
        elapsed = record.elapsed or 0.0
        return cls(game, lang=lang, save_to=save_to, overwrite=overwrite, elapsed=elapsed, notes=record, **settings)

    # ------------------------------------------------------------------ the game
    @property
    def game(self) -> Game:
        """The engine's game shown here; play on it from a cell and the view follows."""
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a SolitaireWidget shows a Game, not {type(game).__name__}")
        self._attach(game)

    def new_game(self, code: str | None = None, rule: str = "classic", *, deal: int | None = None) -> Game:
        """Start a new game: the deal a ``code`` names, else a random (or numbered) deal of ``rule``."""
        game = Game.from_code(code, lang=self.lang) if code else Game.new(rule, lang=self.lang, deal=deal)
        self._attach(game)
        return game

    def _attach(self, game: Game, elapsed: float = 0.0, notes: Record | None = None) -> None:
        with self._lock:
            old = self._game
            if old is not None:
                self._detach(old)
            with game.locked():  # waits for a move under way in another thread, then shares our lock
                game.lock = self._lock
            game.lang = self.lang
            game.listeners.append(self._on_game_change)
            self._game = game
            self._notes = notes
            self._game_no += 1
            now = time.monotonic()
            self._clock_start = now - elapsed if game.moves or elapsed else None
            self._clock_stop = now if game.won and self._clock_start is not None else None
            self._publish()
            self.save()

    def _on_game_change(self, game: Game) -> None:
        with self._lock:
            if game is not self._game:
                return
            try:
                now = time.monotonic()
                if self._clock_start is None:
                    self._clock_start = now
                if game.won and self._clock_stop is None:
                    self._clock_stop = now
                self._publish()
                self.save()
            except Exception:  # a listener must never break the engine's play()
                log.exception("SolitaireWidget could not publish the new position")

    def _detach(self, game: Game) -> None:
        """Stop following ``game``; it gets a lock of its own again."""
        with game.locked():
            if self._on_game_change in game.listeners:
                game.listeners.remove(self._on_game_change)
            if game.lock is self._lock:
                game.lock = threading.RLock()

    def save(self) -> bool:
        """Write the game's record (with the clock) to :attr:`save_path` now; ``False`` if that failed.

        Called after every change; a failure (a full disk, a read-only folder, a game past a record's
        caps, a hand-made position, which has no code to record) is logged and kept in the synced
        :attr:`save_error`, which the page shows; it is never raised: the game plays on. A file changed
        by someone else since this widget last wrote it (another widget, another kernel) is not
        overwritten: that is a save error too."""
        if self.save_path is None:
            return True
        with self._lock:
            try:
                self._check_not_taken_over()
                record = Record.from_game(self._game, elapsed=round(self.elapsed(), 3), notes=self._notes)
                record.save(self.save_path)
                self._saved_stamp = _stamp(self.save_path)
            except (RecordError, OSError) as exc:
                if self.save_error != str(exc):
                    log.warning("SolitaireWidget could not save the game to %s: %s", self.save_path, exc)
                self.save_error = str(exc)
                return False
            self.save_error = None
            return True

    def _check_not_taken_over(self) -> None:
        """Raise :class:`OSError` if the save file changed since this widget last wrote it."""
        if self._saved_stamp is None or self.save_path is None:
            return
        now = _stamp(self.save_path)
        if now is not None and now != self._saved_stamp:
            raise FileExistsError(
                f"{self.save_path} was changed by another widget or program since this widget saved it, "
                "so it was not overwritten: resume it with SolitaireWidget.resume(), or save this game elsewhere"
            )

    def elapsed(self) -> float:
        """Seconds since the first move, stopped at a win."""
        if self._clock_start is None:
            return 0.0
        return (self._clock_stop or time.monotonic()) - self._clock_start

    # ------------------------------------------------------------------ the snapshot
    def snapshot(self) -> dict[str, Any]:
        """The state sent to the front end: :meth:`Game.to_dict` with hidden cards as ``None``, and more."""
        game = self._game
        data = game.to_dict()
        for col in data["columns"]:
            for entry in col:
                if not entry["up"]:
                    entry["card"] = None
        dests: dict[str, list[int]] = {}
        for move in game.legal_moves():
            dests.setdefault(str(move.card), []).append(move.dest)
        for targets in dests.values():
            targets.sort()
        data.update(
            seq=self._seq,
            game=self._game_no,
            dests=dests,
            place=self._places(game),
            time=self._clock(),
            last=str(game.move_stack[-1]) if game.move_stack else None,
            answer=None if self._answering is None else {"id": self._answering, "status": "done"},
        )
        return data

    def _clock(self) -> dict[str, Any]:
        return {"elapsed": round(self.elapsed(), 3), "running": self._clock_start is not None and not self._game.won}

    @staticmethod
    def _places(game: Game) -> dict[str, int]:
        """Where a double tap would send each face-up column card."""
        places = {}
        for col, down in zip(game.columns, game.face_down, strict=True):
            for i in range(down, len(col)):
                card = col[i]
                if i == len(col) - 1 and game.is_legal(MOVES[card][FOUNDATION]):
                    places[str(card)] = FOUNDATION
                    continue
                move = game.tableau_place(card)
                if move is not None:
                    places[str(card)] = move.dest
        return places

    def _publish(self) -> None:
        with self._lock:
            self._seq += 1
            with self.hold_sync():
                self.state = self.snapshot()
                self.analysis = self._analyse()
            self._answered = self._answering is not None

    # ------------------------------------------------------------------ hints
    def _analyse(self) -> dict[str, Any]:
        """Start the solver on the current position (when hints are on); the ``analysis`` to show meanwhile."""
        self._analyst.cancel()
        if not self.hints or self._game is None:
            return {}
        if self._game.won:
            return {"seq": self._seq, "status": "won", "hint": None}
        self._analyst.start(self._game, self._seq, self.hint_solver, self.hint_time_limit)
        return {"seq": self._seq, "status": "searching", "hint": None}

    def _analysis_done(self, job: _Job, answer: Hint | None) -> None:
        """From the solver's thread: publish the answer if it is still about the position shown."""
        with self._lock:
            if job.cancelled.is_set() or job.seq != self._seq or not self.hints:
                log.debug("SolitaireWidget dropped a stale analysis (seq %s, now %s)", job.seq, self._seq)
                return
            hint = None
            if answer is not None and answer.move is not None:
                move = answer.move
                hint = {"card": str(move.card), "dest": move.dest, "winning": answer.winning}
            self.analysis = {"seq": job.seq, "status": "unknown" if answer is None else answer.status, "hint": hint}

    @traitlets.observe("hints")
    def _hints_changed(self, change: dict[str, Any]) -> None:
        if getattr(self, "_lock", None) is None:
            return
        with self._lock:
            self.analysis = self._analyse()

    def wait_for_analysis(self, timeout: float | None = None) -> dict[str, Any]:
        """Wait for the running search (if any) and return :attr:`analysis`."""
        self._analyst.join(timeout)
        return self.analysis

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        self.labels = labels_for(change["new"])
        if getattr(self, "_game", None) is not None:
            self._game.lang = change["new"]

    # ------------------------------------------------------------------ requests from the front end
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Answer one request; never raises (named so as not to shadow ipywidgets' ``_handle_msg``)."""
        with self._lock:
            self._answering, self._answered = _request_id(content), False
            try:
                reply = self.answer(content)
            except Exception:
                log.exception("SolitaireWidget: failed to answer %r", brief(content, 200))
                reply = {"status": "invalid", "reason": "error"}
            finally:
                answered, self._answering = self._answered, None
            if reply is None or (answered and reply.get("status") == "done"):
                return  # ignored, or already answered inside the new state
            reply.update(kind="reply", id=_request_id(content), seq=self._seq)
            self.send(reply)

    def answer(self, content: Any) -> dict[str, Any] | None:
        """The reply to a request (see the module docstring); ``None`` for messages to ignore."""
        if not isinstance(content, dict) or content.get("kind") == "reply":
            log.warning("SolitaireWidget ignored a message that is not a request: %r", brief(content, 200))
            return None
        kind = content.get("kind")
        try:
            if kind in GAME_ACTIONS:
                seq = content.get("seq")
                if type(seq) is not int:
                    raise BadRequest(f"seq must be an int, not {brief(seq)}")
                if seq != self._seq:
                    log.warning("SolitaireWidget: stale %s request (seq %s, now %s)", kind, seq, self._seq)
                    return {"status": "stale"}
                return self._game_action(kind, content)
            if kind == "new_game":
                return self._new_game_request(content)
            if kind == "settings":
                return self._settings_request(content)
            if kind == "clock":
                return {"status": "done", "time": self._clock()}
            if kind == "ping":
                self.pong += 1
                return {"status": "done", "pong": self.pong}
            raise BadRequest(f"unknown kind {brief(kind)}")
        except (BadRequest, NotationError) as exc:
            log.warning("SolitaireWidget refused a malformed request %r: %s", brief(content, 200), exc)
            return {"status": "invalid", "reason": "malformed", "message": str(exc)}

    def _game_action(self, kind: str, content: dict[str, Any]) -> dict[str, Any]:
        game = self._game
        try:
            if kind == "undo":
                return _done(game.undo())
            card = _card_of(content.get("card"))
            if kind == "move":
                dest = content.get("dest")
                if type(dest) is not int or not 0 <= dest <= FOUNDATION:
                    raise BadRequest(f"dest must be 0..{FOUNDATION}, not {brief(dest)}")
                return _done(game.play(MOVES[card][dest]))
            if kind == "tap":
                return _done(game.tap(card))
            if kind == "double_tap" and not self.double_click:
                return _done(game.tap(card))
            return _done(game.double_tap(card))  # double_tap, and place (automatic placement)
        except IllegalMove as exc:
            return {
                "status": "refused",
                "reason": exc.reason,
                "message": exc.message(self.lang),
                "rule": exc.rule[self.lang],
            }

    def _new_game_request(self, content: dict[str, Any]) -> dict[str, Any]:
        code, rule = content.get("code") or None, content.get("rule", "classic")
        if rule not in RULES or not (code is None or isinstance(code, str)):
            raise BadRequest("new_game needs rule 'classic'|'relaxed' and an optional code text")
        try:
            game = self.new_game(code=code.strip() if code else None, rule=rule)
        except CodeError as exc:
            return {"status": "refused", "reason": "bad_code", "message": f"{LABELS[self.lang]['bad_code']}: {exc}"}
        return {"status": "done", "code": game.code}

    def _settings_request(self, content: dict[str, Any]) -> dict[str, Any]:
        values = {k: v for k, v in content.items() if k not in ("kind", "id", "seq")}
        for name, value in values.items():
            if name == "lang":
                if value not in LANGS:
                    raise BadRequest(f"lang must be one of {LANGS}")
            elif name not in SETTINGS or type(value) is not bool:
                raise BadRequest(f"unknown setting or non-boolean value: {brief(name)} = {brief(value)}")
        with self.hold_sync():
            for name, value in values.items():
                setattr(self, name, value)
        return {"status": "done"}

    # ------------------------------------------------------------------ notebooks
    def close(self) -> None:
        """Close the widget, stop following its game and cancel any search."""
        analyst = getattr(self, "_analyst", None)
        if analyst is not None:
            analyst.cancel()
        game = getattr(self, "_game", None)
        if game is not None:
            self._detach(game)
        super().close()

    def __repr__(self) -> str:
        g = self._game
        won = " won" if g.won else ""
        return f"SolitaireWidget({g.code or 'custom position'}, {g.rule}, score={g.score}, moves={g.moves}{won})"


def _claim_save_file(save_to: str | os.PathLike[str] | None, game: Game, overwrite: bool) -> Path | None:
    """The file a new widget will keep its record in; refuses an existing file unless ``overwrite``."""
    if save_to is None:
        return None
    if game.code is None:
        raise RecordError("only a game dealt from a code can be saved (this one is a hand-made position)")
    path = Path(save_to)
    if path.exists() and not overwrite:
        raise FileExistsError(
            f"{path} already exists: resume its game with SolitaireWidget.resume({str(path)!r}), "
            "or pass overwrite=True to replace it with this game"
        )
    if path.is_dir():
        raise IsADirectoryError(f"{path} is a directory; save_to names a file")
    for leftover in remove_stale_temps(path):
        log.info("SolitaireWidget removed %s, left by an interrupted save", leftover)
    return path


def _stamp(path: Path) -> tuple[int, int, int] | None:
    """What identifies one version of a file (replaced files get a new inode), or ``None`` if absent."""
    try:
        st = os.stat(real_target(path))
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def _card_of(value: Any) -> Card:
    if not isinstance(value, str):
        raise BadRequest(f"card must be text like '7♥', not {type(value).__name__}")
    return Card.parse(value)


def _done(move: Move | None) -> dict[str, Any]:
    return {"status": "done", "move": None if move is None else str(move)}


def _request_id(content: Any) -> Any:
    ident = content.get("id") if isinstance(content, dict) else None
    if isinstance(ident, bool) or not isinstance(ident, int | str) or len(str(ident)) > MAX_ID_TEXT:
        return None
    return ident

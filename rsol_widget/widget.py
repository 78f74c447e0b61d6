"""SolitaireWidget: play Russian Solitaire in JupyterLab, every move checked by the engine.

The message protocol (the traits ``constants``, ``labels``, ``state`` and ``analysis``, written only by
Python; requests and replies) is defined, typed and validated in :mod:`rsol_widget.protocol`; this
class turns requests into engine calls and keeps the state trait in step with the game.

* With the ``hints`` setting on, a second synced trait, ``analysis``, carries the solver's answer for
  one position: ``{"seq", "status", "hint"}``, ``status`` being ``searching`` then ``won`` (winnable
  from here), ``unwinnable`` or ``unknown``, and ``hint`` the suggested ``{"card", "dest", "winning"}``.
  The solver runs in a background thread on a copy of the game; a new position cancels it, and a result
  for a position that is no longer shown (another ``seq``) is dropped. The front end shows it only when
  ``analysis["seq"] == state["seq"]``; a hint never plays a card.
* "Where did it go wrong?" (hints on): an ``analyse`` request runs :func:`~rsol_widget.analysis.analyse`
  on a copy of the game in another background thread and puts its answer in the synced ``review``
  trait: ``{"seq", "status"}``, ``status`` being ``searching``, then ``done`` (with ``start``,
  ``verdicts``, ``marks``, ``first_losing``, ``losing_move``, ``alternative`` and ``back``: ``"undo"``
  when the undo window reaches the move before it, ``"replay"`` when the deal must be restarted and
  replayed) or ``failed``. A new position or request cancels it (its answer is dropped). The page
  learns only moves already played and the alternative, never a face-down card; the ``rewind``
  request goes back there.
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
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from . import i18n
from ._tally import Tally
from .analysis import Analysis, analyse
from .autosave import Claimed, claim_save_file, file_stamp, load_versioned, player_facing, save_claimed
from .autosave import set_aside_damaged as _set_aside_damaged
from .background import Background, Hunter, Job
from .deals import DEFAULT_TIME_LIMIT as WINNABLE_TIME_LIMIT
from .deals import WinnableDeal, find_winnable
from .errors import CodeError, IllegalMove, RecordError, SaveError, brief, detail
from .game import Game
from .moves import MOVES
from .protocol import (
    GAME_ACTIONS,
    SETTINGS,
    THEMES,
    BadRequest,
    CardRequest,
    Clock,
    MoveRequest,
    NewGameRequest,
    OpenRecordRequest,
    Picture,
    Reply,
    Request,
    RequestId,
    RewindRequest,
    SettingsRequest,
    State,
    build_state,
    constants,
    done,
    invalid,
    labels_for,
    parse_request,
    refused,
    request_id,
    review_view,
    stale,
)
from .record import Record
from .rules import HINT_TIME_LIMIT, Rule, RuleName
from .saved_picture import picture_html
from .solver import Hint
from .solver import hint as solver_hint
from .stats import data_dir

log = logging.getLogger(__name__)

_HERE = Path(__file__).resolve().parent
FRONT_END = _HERE / "static" if (_HERE / "static" / "widget.js").is_file() else _HERE.parent / "js"
"""Where the front end is read from: the wheel's ``static/`` or, in a checkout, the repo's ``js/``."""

CURRENT_GAME = "current-game.json"
"""The file :meth:`SolitaireWidget.resume_or_new` keeps the game in progress in (in the Jupyter data dir)."""
SAME_FILE = "same file"
"""The default ``save_to`` of :meth:`SolitaireWidget.resume`: keep saving to the file resumed from."""
__all__ = ["SETTINGS", "BadRequest", "SolitaireWidget", "labels_for"]


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
    hint_time_limit: float = HINT_TIME_LIMIT
    """Seconds the solver may search each position when ``hints`` is on."""
    hunt_time_limit: float = WINNABLE_TIME_LIMIT
    """Seconds the page's "Winnable deals only" may hunt before it deals at random."""
    review_analyser: Callable[..., Analysis] = staticmethod(analyse)
    """What "Where did it go wrong?" runs: ``analyser(game, time_limit=)`` → :class:`~rsol_widget.analysis.Analysis`."""
    review_time_limit: float = HINT_TIME_LIMIT
    """Seconds each of the review's solver searches may take."""

    _esm = FRONT_END / "widget.js"
    _css = FRONT_END / "widget.css"

    constants = traitlets.Dict().tag(sync=True)
    """The fixed facts the page builds itself from (:func:`~rsol_widget.protocol.constants`); sent once."""
    state = traitlets.Dict().tag(sync=True)
    """The position as the player may see it, and the engine's answers (:class:`~rsol_widget.protocol.State`)."""
    labels = traitlets.Dict().tag(sync=True)
    lang = traitlets.Enum(i18n.LANGS, default_value="en").tag(sync=True)
    double_click = traitlets.Bool(SETTINGS["double_click"]).tag(sync=True)
    placement_help = traitlets.Bool(SETTINGS["placement_help"]).tag(sync=True)
    interactive_rules = traitlets.Bool(SETTINGS["interactive_rules"]).tag(sync=True)
    auto_place = traitlets.Bool(SETTINGS["auto_place"]).tag(sync=True)
    hints = traitlets.Bool(SETTINGS["hints"]).tag(sync=True)
    theme = traitlets.Enum(THEMES, default_value=THEMES[0]).tag(sync=True)  # the felt and card back
    """A Hint button and a "winnable from here?" indicator (the solver sees the face-down cards)."""
    analysis = traitlets.Dict().tag(sync=True)
    """The solver's answer for the position ``analysis["seq"]`` (empty while hints are off)."""
    review = traitlets.Dict().tag(sync=True)
    """The answer to "Where did it go wrong?" for the position ``review["seq"]`` (see the module); empty when none."""
    pong = traitlets.Int(0).tag(sync=True)
    """Bumped by a ``ping`` request: the bare round trip the benchmark measures."""
    save_error = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    """Why the last save failed (also logged as a warning), or ``None``; the page shows it."""
    replaying = traitlets.Bool(False).tag(sync=True)
    """True for the board of :class:`~rsol_widget.replay_controls.ReplayControls`: the page shows no "You won!" box."""
    statistics = traitlets.Dict().tag(sync=True)
    """With statistics on: each rule's summary (see :meth:`Statistics.summary`; none while they are
    unavailable), ``error`` (why they are unavailable, in :attr:`lang`, or ``None``) and ``reason``
    (one word, see :class:`~rsol_widget.stats.StatisticsError`); else empty."""

    def __init__(
        self,
        game: Game | None = None,
        *,
        code: str | None = None,
        rule: RuleName | Rule = "classic",
        lang: str | None = None,
        save_to: str | os.PathLike[str] | None = None,
        overwrite: bool = False,
        elapsed: float = 0.0,
        notes: Record | None = None,
        stats: bool | str | os.PathLike[str] = False,
        **settings: Any,
    ) -> None:
        if game is not None and code is not None:
            raise ValueError("give a game or a code, not both")
        if game is None:
            game = Game.from_code(code, lang=lang or "en") if code else Game.new(rule, lang=lang or "en")
        self._claim: Claimed | None = claim_save_file(
            save_to, game, overwrite
        )  # the file, as this widget may replace it
        self._save_failure: Exception | None = None  # why the last save failed, shown in the widget's language
        self._lock = threading.RLock()  # one writer at a time: requests, cell moves, the solver's thread
        self._analyst: Background[Hint] = Background("hint solver", self._analysis_done)
        self._hunter = Hunter(self._hunt_done, self._hunt_cancelled)
        self._reviewer: Background[Analysis] = Background("analysis", self._review_done)
        self._quiet = False  # a rewind under way: publish once at its end
        self._game: Game = None  # type: ignore[assignment]  # attached below
        self._seq = 0
        self._game_no = 0
        super().__init__(lang=lang or game.lang, **settings)
        self._clock_start: float | None = None
        self._clock_stop: float | None = None
        self._answering: Any = None  # the id of the request being handled
        self._answered = False  # its answer went out inside the state
        self.last_hunt: WinnableDeal | None = None
        """How the last ``new_game(winnable=True)`` went: the code found (or ``None``), deals tried, seconds."""
        self._tally: Tally | None = None if stats is False else Tally(None if stats is True else stats)
        self.constants = dict(constants())
        self.labels = labels_for(self.lang)
        self._attach(game, elapsed=elapsed, notes=notes, game_id=notes.game_id if notes is not None else None)
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
        record, stamp = load_versioned(path)
        game = record.validate()
        if save_to == SAME_FILE:  # the widget's own file, as it was read: a later write by anyone else is kept
            save_to, overwrite = Claimed(path, stamp, holds_game=True), True
        elapsed = record.elapsed or 0.0
        return cls(game, lang=lang, save_to=save_to, overwrite=overwrite, elapsed=elapsed, notes=record, **settings)

    @classmethod
    def resume_or_new(
        cls,
        path: str | os.PathLike[str] | None = None,
        *,
        rule: RuleName | Rule = "classic",
        stats: bool | str | os.PathLike[str] = True,
        picture: bool = True,
        **settings: Any,
    ) -> SolitaireWidget:
        """The game in progress, or a new one: what ``play.ipynb`` runs.

        ``path`` (default ``current-game.json`` in the Jupyter data directory, see
        :func:`rsol_widget.stats.data_dir`) keeps the game being played, saved after every change. An
        unfinished game there is resumed; a won one, or none, gives a new game of ``rule``. A damaged
        file is never overwritten: it is renamed ``….damaged-<time>.json`` (``-2``, ``-3``, … if that
        name is taken; nothing set aside is replaced, and a warning says so) before a new game starts.
        Two kernels starting at once share one game: the one that finds its new game's file written
        by the other resumes that game instead. Statistics are on unless ``stats=False``. With
        ``picture`` (the default) the cell also shows a picture of the position (see
        :meth:`show_picture_fallback`).
        """
        target = Path(path) if path is not None else data_dir() / CURRENT_GAME
        target.parent.mkdir(parents=True, exist_ok=True)
        widget = None
        for _ in range(5):
            widget = cls._current_game(target, rule, stats, settings)
            if widget is not None:
                break
        if widget is None:  # the file kept changing under us: a new game that will not overwrite it
            claim = Claimed(target, file_stamp(target))
            widget = cls(rule=rule, save_to=claim, overwrite=True, stats=stats, **settings)
        return widget.show_picture_fallback() if picture else widget

    @classmethod
    def _current_game(
        cls, target: Path, rule: RuleName | Rule, stats: bool | str | os.PathLike[str], settings: dict[str, Any]
    ) -> SolitaireWidget | None:
        """One look at ``target`` for :meth:`resume_or_new`; ``None`` if it changed meanwhile (look again)."""
        stamp = file_stamp(target)
        if stamp is not None:
            try:
                record, stamp = load_versioned(target)
            except RecordError as exc:
                aside = _set_aside_damaged(target, stamp)
                if aside is not None:
                    log.warning("SolitaireWidget: %s; kept it as %s and started a new game", exc, aside.name)
                return None  # look again: moved aside, by this kernel or another
            game = record.validate()
            if not game.won:
                elapsed = record.elapsed or 0.0
                claim = Claimed(target, stamp, holds_game=True)
                return cls(game, save_to=claim, overwrite=True, elapsed=elapsed, notes=record, stats=stats, **settings)
        widget = cls(rule=rule, save_to=Claimed(target, stamp), overwrite=True, stats=stats, **settings)
        if getattr(widget._save_failure, "key", None) == "save.taken_over":
            widget.close()  # another kernel wrote its game there first: resume that one
            return None
        return widget

    def show_picture_fallback(self) -> SolitaireWidget:
        """Show the saved picture (:meth:`saved_picture`) above the board as soon as the cell runs.

        In JupyterLab and Notebook 7 the page keeps that picture beside every widget by itself and
        brings it up to date a moment after each change, so that a notebook opened again without its
        kernel (Lab does not save widget state by default) shows the last position instead of
        "Error displaying widget: model not found". This method also puts it there from Python, for
        notebooks run with no page (``jupyter nbconvert --execute``, nbclient). Returns the widget,
        so ``SolitaireWidget().show_picture_fallback()`` can end a cell."""
        self._ipython_display_ = self._display_with_picture
        return self

    def saved_picture(self) -> Picture:
        """The picture output a notebook keeps of this game: the position as SVG (face-down cards
        as backs), a note that no kernel is connected, and the CSS that hides the picture beside a
        live board and hides the board's error line without a kernel. Marked with the model id."""
        return {"model": self.model_id, "html": self.fallback_html(), "text": repr(self)}

    def fallback_html(self) -> str:
        """The HTML of :meth:`saved_picture` (:func:`rsol_widget.saved_picture.picture_html`)."""
        return picture_html(self._game, self.lang, self.model_id or "")

    def _display_with_picture(self) -> None:
        from IPython.display import display

        saved = self.saved_picture()
        display({"text/html": saved["html"], "text/plain": saved["text"]}, raw=True)  # type: ignore[no-untyped-call]
        bundle: Any = self._repr_mimebundle_()  # anywidget's: (data, metadata)
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        display(data, metadata=metadata, raw=True)  # type: ignore[no-untyped-call]

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

    def new_game(
        self,
        code: str | None = None,
        rule: RuleName | Rule = "classic",
        *,
        deal: int | None = None,
        winnable: bool = False,
        time_limit: float = WINNABLE_TIME_LIMIT,
    ) -> Game:
        """Start a new game: the deal a ``code`` names, else a random (or numbered) deal of ``rule``.

        ``winnable=True`` draws random deals until the solver proves one winnable, for at most
        ``time_limit`` seconds, then deals at random; :attr:`last_hunt` tells which happened."""
        if winnable and code is None and deal is None:
            self.last_hunt = find_winnable(rule, time_limit=time_limit)
            code = self.last_hunt.code
            if code is None:
                log.warning("SolitaireWidget found no winnable deal in %.1f s: dealing at random", time_limit)
        game = Game.from_code(code, lang=self.lang) if code else Game.new(rule, lang=self.lang, deal=deal)
        self._attach(game)
        return game

    def restart(self) -> Game:
        """Start the game shown again from its deal (a new game on the same code)."""
        code = self._game.code
        if code is None:
            raise ValueError("a hand-made position has no deal to restart from")
        return self.new_game(code=code)

    def _attach(
        self, game: Game, elapsed: float = 0.0, notes: Record | None = None, game_id: str | None = None
    ) -> None:
        """Show ``game`` from now on; ``game_id`` is its row in the statistics when it is this
        widget's own game (resumed from its autosave, or rewound), else it counts only from a deal."""
        with self._lock:
            self._hunter.cancel()  # a game dealt from a cell, a record or a request wins over the page's hunt
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
            if self._tally is not None:
                self._tally.follow(game.code, game.moves, game.won, game_id)
                self.statistics = self._tally.view(self.lang)
            self._publish()
            self.save()

    def _on_game_change(self, game: Game) -> None:
        with self._lock:
            if game is not self._game or self._quiet:
                return
            try:
                now = time.monotonic()
                if self._clock_start is None:
                    self._clock_start = now
                if game.won and self._clock_stop is None:
                    self._clock_stop = now
                self._count(game)
                self._publish()
                self.save()
            except Exception:  # a listener must never break the engine's play()
                log.exception("SolitaireWidget could not publish the new position")

    def _count(self, game: Game) -> None:
        """Tell the statistics about the change; never raises (publishing and saving must follow)."""
        if self._tally is None:
            return
        try:
            self._tally.changed(game.moves, game.won, self.elapsed(), game.score)
            self.statistics = self._tally.view(self.lang)
        except Exception:
            log.exception("SolitaireWidget could not update the statistics")

    def _game_id(self) -> str | None:
        """The game's row in the statistics, kept in its autosave (``None`` when it does not count)."""
        return self._tally.game_id if self._tally is not None else None

    def _detach(self, game: Game) -> None:
        """Stop following ``game``; it gets a lock of its own again."""
        with game.locked():
            if self._on_game_change in game.listeners:
                game.listeners.remove(self._on_game_change)
            if game.lock is self._lock:
                game.lock = threading.RLock()

    @property
    def save_path(self) -> Path | None:
        """The file the game's record is kept in, or ``None``. Assigning a path keeps the game there
        from the next save on, replacing the file as it is at that moment (but no later version)."""
        return self._claim.path if self._claim is not None else None

    @save_path.setter
    def save_path(self, path: str | os.PathLike[str] | None) -> None:
        with self._lock:
            self._claim = None if path is None else Claimed(path, file_stamp(path))

    def save(self) -> bool:
        """Write the game's record (with the clock) to :attr:`save_path` now; ``False`` if that failed.

        Called after every change; a failure (a full disk, a read-only folder, a game past a record's
        caps, a hand-made position, which has no code to record) is logged once and kept, in the
        player's language, in the synced :attr:`save_error`, which the page shows; it is never
        raised: the game plays on. A file changed by someone else since this widget claimed or last
        wrote it (another widget, another kernel) is not overwritten: that is a save error too."""
        with self._lock:
            claim = self._claim
            if claim is None:
                return True
            if claim.holds_game:  # just resumed from it: nothing to write yet
                self._claim = Claimed(claim.path, claim.stamp)
                return True
            try:
                record = Record.from_game(
                    self._game, elapsed=round(self.elapsed(), 3), notes=self._notes, game_id=self._game_id()
                )
                self._claim = save_claimed(claim, record.dumps())
            except (RecordError, SaveError, OSError) as exc:
                self._save_failed(exc, claim.path)
                return False
            self._save_failure = None
            self.save_error = None
            return True

    def _save_failed(self, exc: Exception, path: Path) -> None:
        """Keep why a save failed (shown in the page, in the player's language); log it once."""
        shown = player_facing(exc, path)
        if self._save_failure is None or str(self._save_failure) != str(shown):
            log.warning("SolitaireWidget could not save the game to %s: %s", path, exc)
        self._save_failure = shown
        self.save_error = detail(shown, self.lang)

    def elapsed(self) -> float:
        """Seconds since the first move, stopped at a win."""
        if self._clock_start is None:
            return 0.0
        return (self._clock_stop or time.monotonic()) - self._clock_start

    # ------------------------------------------------------------------ the snapshot
    def snapshot(self) -> State:
        """The state sent to the page (:func:`~rsol_widget.protocol.build_state`)."""
        game, answering = self._game, self._answering
        return build_state(game, seq=self._seq, game_no=self._game_no, clock=self._clock(), answer=answering)

    def _clock(self) -> Clock:
        return {"elapsed": round(self.elapsed(), 3), "running": self._clock_start is not None and not self._game.won}

    def _publish(self) -> None:
        with self._lock:
            self._seq += 1
            with self.hold_sync():
                self.state = dict(self.snapshot())
                self.analysis = self._analyse()
                self._reviewer.cancel()
                if self.review:
                    self.review = {}
            self._answered = self._answering is not None

    # ------------------------------------------------------------------ hints
    def _analyse(self) -> dict[str, Any]:
        """Start the solver on the current position (when hints are on); the ``analysis`` to show meanwhile."""
        self._analyst.cancel()
        if not self.hints or self._game is None:
            return {}
        if self._game.won:
            return {"seq": self._seq, "status": "won", "hint": None}
        limit, solver = self.hint_time_limit, self.hint_solver
        self._analyst.start(self._game, self._seq, lambda game, cancel: solver(game, time_limit=limit, cancel=cancel))
        return {"seq": self._seq, "status": "searching", "hint": None}

    def _analysis_done(self, job: Job, answer: Hint | None) -> None:
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
            if not self.hints:
                self._reviewer.cancel()
                self.review = {}

    def wait_for_analysis(self, timeout: float | None = None) -> dict[str, Any]:
        """Wait for the running search (if any) and return :attr:`analysis`."""
        self._analyst.join(timeout)
        return self.analysis

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        self.labels = labels_for(change["new"])
        failure = getattr(self, "_save_failure", None)
        if failure is not None:
            self.save_error = detail(failure, change["new"])
        tally = getattr(self, "_tally", None)
        if tally is not None:
            self.statistics = tally.view(change["new"])
        if getattr(self, "_game", None) is not None:
            self._game.lang = change["new"]

    # ------------------------------------------------------------------ requests from the front end
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Answer one request; never raises (named so as not to shadow ipywidgets' ``_handle_msg``)."""
        with self._lock:
            self._answering, self._answered = request_id(content), False
            try:
                reply = self.answer(content)
            except Exception:
                log.exception("SolitaireWidget: failed to answer %r", brief(content, 200))
                reply = invalid(i18n.text(self.lang, "error.request_failed"), reason="error")
            finally:
                answered, self._answering = self._answered, None
            if reply is None or (answered and reply.get("status") == "done"):
                return  # ignored, or already answered inside the new state
            reply["kind"], reply["id"], reply["seq"] = "reply", request_id(content), self._seq
            self.send(reply)

    def answer(self, content: Any) -> Reply | None:
        """The reply to a request (see :mod:`rsol_widget.protocol`); ``None`` for messages to ignore."""
        try:
            request = parse_request(content)
        except BadRequest as exc:
            log.warning("SolitaireWidget refused a malformed request %r: %s", brief(content, 200), exc)
            return invalid(str(exc))
        if request is None:
            log.warning("SolitaireWidget ignored a message that is not a request: %r", brief(content, 200))
            return None
        if request.kind in GAME_ACTIONS:
            if request.seq != self._seq:
                log.warning("SolitaireWidget: stale %s request (seq %s, now %s)", request.kind, request.seq, self._seq)
                return stale()
            return self._game_action(request)
        if isinstance(request, NewGameRequest):
            return self._new_game_request(request)
        if isinstance(request, OpenRecordRequest):
            return self._open_record(request.text)  # once it deals, the page's hunt is cancelled (_attach)
        if request.kind == "restart":
            if self._game.code is None:
                return {"status": "refused", "reason": "no_code", "message": i18n.text(self.lang, "page.no_code")}
            return {"status": "done", "code": self.restart().code}
        if request.kind == "analyse":
            return self._start_review()
        if request.kind == "reset_stats":
            return self._reset_stats()
        if request.kind == "get_record":
            return self._record_text()
        if request.kind == "picture":
            return {"status": "done", "picture": self.saved_picture()}
        if isinstance(request, SettingsRequest):
            with self.hold_sync():
                for name, value in request.values.items():
                    setattr(self, name, value)
            return done()
        if request.kind == "clock":
            return {"status": "done", "time": self._clock()}
        self.pong += 1  # ping
        return {"status": "done", "pong": self.pong}

    def _game_action(self, request: Request) -> Reply:
        game = self._game
        try:
            if isinstance(request, MoveRequest):
                return done(game.play(MOVES[request.card][request.dest]))
            if request.kind == "redo":
                return done(game.redo())
            if isinstance(request, RewindRequest):
                return self._rewind(request.to)
            if not isinstance(request, CardRequest):
                return done(game.undo())
            single = request.kind == "tap" or (request.kind == "double_tap" and not self.double_click)
            move = game.tap(request.card) if single else game.double_tap(request.card)  # and place (auto)
            why = (
                game.tap_refusal(request.card, double=not single) if move is None and request.kind != "place" else None
            )
            return refused(why, self.lang) if why is not None else done(move)
        except IllegalMove as exc:
            return refused(exc, self.lang)

    # ------------------------------------------------------------------ where did it go wrong?
    def _start_review(self) -> Reply:
        """Start "Where did it go wrong?" on the game shown; the answer comes in :attr:`review`."""
        words = labels_for(self.lang)
        if not self.hints:
            return {"status": "refused", "reason": "hints_off", "message": words["review_hints_off"]}
        if self._game.code is None:
            return {"status": "refused", "reason": "no_code", "message": words["no_code"]}
        limit, analyser = self.review_time_limit, self.review_analyser
        self._reviewer.start(
            self._game, self._seq, lambda game, cancel: analyser(game, time_limit=limit, cancel=cancel)
        )
        self.review = {"seq": self._seq, "status": "searching"}
        return done()

    def _review_done(self, job: Job, found: Analysis | None) -> None:
        """From the review's thread: publish the answer if it is still about the position shown."""
        with self._lock:
            if job.cancelled.is_set() or job.seq != self._seq or not self.hints:
                log.debug("SolitaireWidget dropped a stale review (seq %s, now %s)", job.seq, self._seq)
                return
            self._reviewer.cancel()  # finished: nothing under way any more
            self.review = review_view(found, job.seq, self._game.undo_left)

    def wait_for_review(self, timeout: float | None = None) -> dict[str, Any]:
        """Wait for the running review (if any) and return :attr:`review`."""
        self._reviewer.join(timeout)
        return self.review

    def _rewind(self, to: int) -> Reply:
        """Go back to the position after the first ``to`` moves: undo when the undo window reaches,
        else restart the deal and replay them (the clock runs on; like a restart for statistics)."""
        game = self._game
        line = list(game.move_stack)
        if to > len(line):
            return invalid(f"rewind to {to} moves: this game's line has {len(line)}")
        back = len(line) - to
        if back == 0:
            return done()
        if back <= game.undo_left:
            self._quiet = True
            try:
                for _ in range(back):
                    game.undo()
            finally:
                self._quiet = False
            self._on_game_change(game)
            return done()
        if game.code is None:
            return {"status": "refused", "reason": "no_code", "message": i18n.text(self.lang, "page.no_code")}
        replay = Game.from_code(game.code, lang=self.lang)
        for move in line[:to]:
            replay.play(move)
        self._attach(replay, elapsed=self.elapsed(), notes=self._notes, game_id=self._game_id())
        return done()

    def _new_game_request(self, request: NewGameRequest) -> Reply | None:
        """Deal what the page asks for; a refused code leaves a hunt under way running."""
        if request.winnable and request.code is None:
            self._hunter.start(request.id, request.rule, self.hunt_time_limit)
            return None  # answered when the hunt ends (:meth:`_hunt_done`)
        try:
            game = self.new_game(code=request.code, rule=request.rule)
        except CodeError as exc:
            message = i18n.text(self.lang, "label.bad_code", error=detail(exc, self.lang))
            return {"status": "refused", "reason": "bad_code", "message": message}
        return {"status": "done", "code": game.code}

    def _hunt_done(self, ident: RequestId, rule: Rule, hunt: WinnableDeal | None, stop: threading.Event) -> None:
        """From the hunt's thread: deal what it found (or a random deal) and answer the page's request."""
        with self._lock:
            if stop.is_set():
                return  # cancelled while this thread waited for the lock
            self._hunter.finished(stop)
            self.last_hunt = hunt
            code = hunt.code if hunt is not None else None
            try:
                game = self.new_game(code=code, rule=rule)
            except Exception:  # never leave the page waiting
                log.exception("SolitaireWidget: could not deal after the hunt for a winnable deal")
                reply: Reply = invalid(i18n.text(self.lang, "error.request_failed"), reason="error")
            else:
                reply = {"status": "done", "code": game.code, "winnable": code is not None}
            reply["kind"], reply["id"], reply["seq"] = "reply", ident, self._seq
            self.send(reply)

    def _hunt_cancelled(self, ident: RequestId) -> None:
        self.send({"kind": "reply", "id": ident, "seq": self._seq, "status": "refused", "reason": "cancelled"})

    def wait_for_hunt(self, timeout: float | None = None) -> bool:
        """Wait for the page's hunt for a winnable deal (if any); ``True`` once none is running."""
        return self._hunter.join(timeout)

    def _open_record(self, text: str) -> Reply:
        """Continue the game a record holds (the page sent its text); a bad record changes nothing."""
        try:
            record = Record.loads(text)
            game = record.validate()
        except RecordError as exc:
            message = i18n.text(self.lang, "page.open_failed", error=detail(exc, self.lang))
            return {"status": "refused", "reason": "bad_record", "message": message}
        game.lang = self.lang
        self._attach(game, elapsed=record.elapsed or 0.0, notes=record)
        return {"status": "done", "code": game.code}

    def _record_text(self) -> Reply:
        """The game's record as JSON text, for the page to download; refused (saying why) past a cap."""
        try:
            record = Record.from_game(self._game, elapsed=round(self.elapsed(), 3), notes=self._notes)
            text = record.dumps()
        except RecordError as exc:
            return {"status": "refused", "reason": "no_record", "message": detail(exc, self.lang)}
        name = f"{self._game.code}-{self._game.moves}.json"
        return {"status": "done", "record": text, "name": name}

    def _reset_stats(self) -> Reply:
        if self._tally is None:
            return {"status": "refused", "reason": "no_stats", "message": labels_for(self.lang)["stats_off"]}
        self._tally.reset()
        self.statistics = self._tally.view(self.lang)
        return done()

    # ------------------------------------------------------------------ notebooks
    def close(self) -> None:
        """Close the widget, stop following its game and cancel any search."""
        analyst = getattr(self, "_analyst", None)
        if analyst is not None:
            analyst.cancel()
        hunter = getattr(self, "_hunter", None)
        if hunter is not None:
            hunter.cancel()
        reviewer = getattr(self, "_reviewer", None)
        if reviewer is not None:
            reviewer.cancel()
        game = getattr(self, "_game", None)
        if game is not None:
            self._detach(game)
        tally = getattr(self, "_tally", None)
        if tally is not None:
            tally.close()
        super().close()

    def __repr__(self) -> str:
        g, lang = self._game, self.lang
        code = g.code or i18n.text(lang, "label.custom_position")
        rule = i18n.text(lang, g.variant.label)
        key = "label.widget_text_won" if g.won else "label.widget_text"
        return i18n.text(lang, key, code=code, rule=rule, score=g.score, moves=g.moves)

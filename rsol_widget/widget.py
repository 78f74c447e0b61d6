"""SolitaireWidget: play Russian Solitaire in JupyterLab, every move checked by the engine.

The message protocol (the traits ``constants``, ``labels``, ``state`` and ``analysis``, written only by
Python; requests and replies) is defined, typed and validated in :mod:`rsol_widget._protocol`. This
class holds the synced traits and the public methods; the game it shows lives in a session
(``rsol_widget._session``: attach and detach, clock, autosave, statistics), each request kind has
one handler (``rsol_widget._handlers``) and background work its runner (``rsol_widget._background``).

* With the ``hints`` setting on, a second synced trait, ``analysis``, carries the answer for one
  position: ``{"seq", "status", "hint"}``, and ``hint`` the suggested ``{"card", "dest", "winning"}``.
  By default the answer is fair (``"fair": true``): ``status`` ``chance`` with a ``chance`` line
  (``percent``, ``margin``, ``undecided``, ``samples``, ``exact``) from :func:`~rsol_widget.fair.chances`,
  which knows only the cards the player has seen, and the hint is the move with the best chance
  (with nothing face down, ``status`` is the solver's verdict). With ``hints_peek`` on, it is the
  solver's, which sees the face-down cards: ``status`` ``won`` (winnable from here), ``unwinnable``
  or ``unknown``. ``status`` is ``searching`` meanwhile. The search runs in the background on a copy
  of the game; a new position cancels it, and a result for a position that is no longer shown
  (another ``seq``) is dropped. The front end shows it only when ``analysis["seq"] == state["seq"]``;
  a hint never plays a card.
* "Where did it go wrong?" (hints on): an ``analyse`` request runs :func:`~rsol_widget.analysis.analyse`
  (fair, or with ``hints_peek`` the peeking one) on a copy of the game in the background and puts
  its answer in the synced ``review`` trait: ``{"seq", "status"}``, ``status`` being ``searching``,
  then ``done`` or ``failed``. The peeking answer has ``start``, ``verdicts``, ``marks``,
  ``first_losing``, ``losing_move``, ``alternative`` and ``back`` (``"undo"`` when the undo window
  reaches the move before it, ``"replay"`` when the deal must be restarted and replayed); the fair
  one (``"fair": true``) has ``marks``, ``kind`` (``mistake``, ``luck``, ``none``), the costliest
  move as ``first_losing`` / ``losing_move`` with the best visible move as ``alternative``, and the
  chances as text. A new position or request cancels it (its answer is dropped). The page learns
  only moves already played and the alternative, never a face-down card; the ``rewind`` request
  goes back there.
* Background work runs in threads where threads start, and without them where they cannot (Pyodide):
  one slice at a time on the running event loop; ``RSOL_WIDGET_BACKGROUND=cooperative`` chooses that.
* With ``save_to``, the game's record is rewritten atomically after every change (see :meth:`resume`).
  A synced ``save_error`` trait carries why the last save failed (``None`` once saving works again),
  so the page can show it.
* Threads: the widget's lock is also the lock of the game it shows (:attr:`Game.lock`), so a request
  from the page, a move from a cell in any thread and the solver's answer take turns.
"""

from __future__ import annotations

import logging
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

import anywidget
import traitlets

from . import i18n
from ._advice import Advice, Searches
from ._autosave import Claimed, claim_save_file, file_stamp, load_versioned
from ._background import pick_runner
from ._handlers import Desk, answer, on_message
from ._lifetime import close_parts, front_end_source
from ._prefs import preferred
from ._protocol import SETTINGS, BadRequest, Picture, Reply, Settings, State, constants, labels_for
from ._resume import current_game
from ._saved_picture import display_with_picture, picture_html
from ._session import Session
from ._settings import SettingTraits
from ._tally import Tally
from ._widget_args import game_to_show
from .deals import DEFAULT_TIME_LIMIT as WINNABLE_TIME_LIMIT
from .deals import WinnableDeal, find_winnable
from .game import Game
from .record import Record
from .rules import Rule, RuleName
from .stats import data_dir

if TYPE_CHECKING:
    from typing_extensions import Unpack

log = logging.getLogger(__name__)

_HERE = Path(__file__).resolve().parent
FRONT_END = _HERE / "static" if (_HERE / "static" / "widget.js").is_file() else _HERE.parent / "js"
"""Where the front end is read from: the wheel's ``static/`` or, in a checkout, the repo's ``js/``."""

CURRENT_GAME = "current-game.json"
"""The file :meth:`SolitaireWidget.resume_or_new` keeps the game in progress in (in the Jupyter data dir)."""
SAME_FILE = "same file"
"""The default ``save_to`` of :meth:`SolitaireWidget.resume`: keep saving to the file resumed from."""
__all__ = [
    "CURRENT_GAME",
    "FRONT_END",
    "SAME_FILE",
    "SETTINGS",
    "BadRequest",
    "Settings",
    "SolitaireWidget",
    "labels_for",
]


class SolitaireWidget(Searches, SettingTraits, anywidget.AnyWidget):
    """A game of Russian Solitaire in a notebook cell.

    ``SolitaireWidget()`` deals a random Classic game; ``SolitaireWidget(code="RU1-C-AAAAAAA")``
    replays a deal; ``SolitaireWidget(game)`` shows an existing :class:`Game`. Moves made in
    cells (``w.game.play("3♣ c6")``, ``w.game.undo()``, :meth:`new_game`) show at once.

    ``save_to="my-game.json"`` keeps the game's record in that file, rewritten atomically after every
    move, undo and new game (with the game clock); an existing file is refused (use :meth:`resume`,
    or ``overwrite=True`` to replace it). ``elapsed`` puts seconds already played on the clock.
    The player's settings (:class:`~rsol_widget._settings.Settings`) are keyword arguments too; those not
    given are the player's last choice on a board (:mod:`rsol_widget._prefs`)."""

    _esm = front_end_source(FRONT_END / "widget.js")
    _css = front_end_source(FRONT_END / "widget.css")

    constants = traitlets.Dict().tag(sync=True)
    """The fixed facts the page builds itself from (:func:`~rsol_widget._protocol.constants`); sent once."""
    state = traitlets.Dict().tag(sync=True)
    """The position as the player may see it, and the engine's answers (:class:`~rsol_widget._protocol.State`)."""
    labels = traitlets.Dict().tag(sync=True)
    """Every word the page shows, in :attr:`lang` (:func:`~rsol_widget._protocol.labels_for`)."""
    lang = traitlets.Enum(i18n.LANGS, default_value="en").tag(sync=True)
    analysis = traitlets.Dict().tag(sync=True)
    """The solver's answer for the position ``analysis["seq"]`` (empty while hints are off)."""
    review = traitlets.Dict().tag(sync=True)
    """The answer to "Where did it go wrong?" for the position ``review["seq"]`` (see the module); empty when none."""
    pong = traitlets.Int(0).tag(sync=True)
    """Bumped by a ``ping`` request: the bare round trip the benchmark measures."""
    save_error = traitlets.Unicode(None, allow_none=True).tag(sync=True)
    """Why the last save failed (also logged as a warning), or ``None``; the page shows it."""
    elsewhere = traitlets.Dict().tag(sync=True)
    """The saved game was played on another board since: ``{"kind", "back"}`` (``rsol_widget._elsewhere``)."""
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
        **settings: Unpack[Settings],
    ) -> None:
        lang, settings = preferred(lang, settings)  # what the player chose on an earlier board, unless passed
        game = game_to_show(game, code, rule, lang, elapsed)
        claim = claim_save_file(save_to, game, overwrite)  # the file, as this widget may replace it
        tally = None if stats is False else Tally(None if stats is True else stats)
        self._session = Session(self, lang or game.lang, claim=claim, tally=tally)
        self._advice = Advice(self, self._session, pick_runner())
        self._desk = Desk(self, self._session, self._advice)
        super().__init__(lang=lang or game.lang, **settings)
        self.last_hunt: WinnableDeal | None = None
        """How the last ``new_game(winnable=True)`` went: the code found (or ``None``), deals tried, seconds."""
        self.constants = dict(constants())
        self.labels = labels_for(self.lang)
        self._session.attach(game, elapsed=elapsed, notes=notes, game_id=notes.game_id if notes is not None else None)
        self.on_msg(self._on_custom_msg)

    @classmethod
    def resume(
        cls,
        path: str | os.PathLike[str],
        *,
        save_to: str | os.PathLike[str] | None = SAME_FILE,
        overwrite: bool = False,
        lang: str | None = None,
        **settings: Unpack[Settings],
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
        **settings: Unpack[Settings],
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
        widget = current_game(cls, target, rule, stats, settings)
        return widget.show_picture_fallback() if picture else widget

    def show_picture_fallback(self) -> SolitaireWidget:
        """Show the saved picture (:meth:`saved_picture`) above the board as soon as the cell runs.

        In JupyterLab and Notebook 7 the page keeps that picture beside every widget by itself and
        brings it up to date a moment after each change, so that a notebook opened again without its
        kernel (Lab does not save widget state by default) shows the last position instead of
        "Error displaying widget: model not found". This method also puts it there from Python, for
        notebooks run with no page (``jupyter nbconvert --execute``, nbclient). Returns the widget,
        so ``SolitaireWidget().show_picture_fallback()`` can end a cell."""
        self._ipython_display_ = lambda: display_with_picture(self)
        return self

    def saved_picture(self) -> Picture:
        """The picture output a notebook keeps of this game: the position as SVG (face-down cards
        as backs), a line saying to run the cell to play, and the CSS that hides the picture beside a
        live board and hides the board's error line without a kernel. Marked with the model id."""
        return {"model": self.model_id, "html": self.fallback_html(), "text": repr(self)}

    def fallback_html(self) -> str:
        """The HTML of :meth:`saved_picture` (:func:`rsol_widget._saved_picture.picture_html`)."""
        return picture_html(self.game, self.lang, self.model_id or "")

    # ------------------------------------------------------------------ the game
    @property
    def game(self) -> Game:
        """The engine's game shown here; play on it from a cell and the view follows."""
        return self._session.game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"a SolitaireWidget shows a Game, not {type(game).__name__}")
        self._session.attach(game)

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
        self._session.attach(game)
        return game

    def restart(self) -> Game:
        """Start the game shown again from its deal (a new game on the same code)."""
        if (code := self.game.code) is None:
            raise ValueError("a hand-made position has no deal to restart from")
        return self.new_game(code=code)

    @property
    def save_path(self) -> Path | None:
        """The file the game's record is kept in, or ``None``. Assigning a path keeps the game there from
        the next save on, replacing the file as it is at that moment (but no later version)."""
        return None if (claim := self._session.claim) is None else claim.path

    @save_path.setter
    def save_path(self, path: str | os.PathLike[str] | None) -> None:
        with self._session.lock:
            self._session.claim = None if path is None else Claimed(path, file_stamp(path))

    def save(self) -> bool:
        """Write the game's record (with the clock) to :attr:`save_path` now; ``False`` if that failed.

        Called after every change; a failure (a full disk, a read-only folder, a game past a record's
        caps, a hand-made position, which has no code to record) is logged once and kept, in the
        player's language, in the synced :attr:`save_error`, which the page shows; it is never
        raised: the game plays on. A file changed by someone else since this widget claimed or last
        wrote it (another widget, another kernel) is not overwritten: that is a save error too."""
        return self._session.save()

    def elapsed(self) -> float:
        """Seconds since the first move, stopped at a win."""
        return self._session.clock.elapsed()

    def snapshot(self) -> State:
        """The state sent to the page (:func:`~rsol_widget._state.build_state`)."""
        return self._session.snapshot()

    # ------------------------------------------------------------------ what the session shows (its Screen)
    def _show_state(self, state: State) -> None:
        with self.hold_sync():
            self.state = dict(state)
            self._advice.shown()

    def _dealt(self) -> None:  # a game dealt from a cell, a record or a request wins over the page's hunt
        self._advice.cancel_hunt()

    # ------------------------------------------------------------------ settings
    @traitlets.observe("hints", "hints_peek")
    def _hints_changed(self, _change: dict[str, Any]) -> None:
        if getattr(self, "_advice", None) is not None and self._session.game is not None:
            self._advice.hints_changed()

    @traitlets.observe("lang")
    def _lang_changed(self, change: dict[str, Any]) -> None:
        self.labels = labels_for(change["new"])
        if getattr(self, "_session", None) is not None:
            self._session.set_lang(change["new"])

    # ------------------------------------------------------------------ background answers
    def wait_for_analysis(self, timeout: float | None = None) -> dict[str, Any]:
        """Wait for the running search (if any) and return :attr:`analysis`."""
        self._advice.analyst.join(timeout)
        return self.analysis

    def wait_for_review(self, timeout: float | None = None) -> dict[str, Any]:
        """Wait for the running review (if any) and return :attr:`review`."""
        self._advice.reviewer.join(timeout)
        return self.review

    def wait_for_hunt(self, timeout: float | None = None) -> bool:
        """Wait for the page's hunt for a winnable deal (if any); ``True`` once none is running."""
        return self._advice.hunter.join(timeout)

    # ------------------------------------------------------------------ requests from the front end
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        """Answer one request; never raises (named so as not to shadow ipywidgets' ``_handle_msg``)."""
        on_message(self._desk, content, self.answer)

    def answer(self, content: Any) -> Reply | None:
        """The reply to a request (see :mod:`rsol_widget._protocol`); ``None`` for messages to ignore."""
        return answer(self._desk, content)

    # ------------------------------------------------------------------ notebooks
    def close(self) -> None:
        """Close the widget, stop following its game and cancel any search (see :mod:`rsol_widget._lifetime`)."""
        close_parts(self)
        super().close()

    def __repr__(self) -> str:
        g, lang = self.game, self.lang
        code = g.code or i18n.text(lang, "label.custom_position")
        rule = i18n.text(lang, g.variant.label)
        key = "label.widget_text_won" if g.won else "label.widget_text"
        return i18n.text(lang, key, code=code, rule=rule, score=g.score, moves=g.moves)

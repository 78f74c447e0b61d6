"""Statistics per rule, kept in a small SQLite file that several notebooks can update at once.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "statistics.sqlite3"
>>> stats = Statistics.load(path)
>>> game = stats.started("RU1-C-AAAAAAA")
>>> stats.finished("RU1-C-AAAAAAA", seconds=301.5, moves=98, score=625, game=game)
True
>>> Statistics.load(path).summary("classic")["won"]
1

Each game is one row, by the id :meth:`Statistics.started` gives it (a widget keeps that id in its
autosave, so a resumed game is the same row). A game counts as played once its first move is made;
it is won once, however many kernels play it on; a game that was started and not won counts as lost
when another game starts, and as abandoned when its widget replaces it; either way it is won if a
kernel still playing it (the same saved game, resumed in two notebooks) wins it later. A win adds to
the streak and may set the best time, the best score and the fewest moves; a loss ends the streak.
``played`` is never less than ``won``.

The file (``statistics.sqlite3`` in the user's Jupyter data directory unless a path is given) is
updated in one transaction per change, so two notebooks playing at once add up and a kernel killed
at any moment loses no game it recorded. The JSON file of earlier releases (``statistics.json``
beside it) is imported once, then renamed ``statistics.imported-<time>.json``. A damaged file raises
:class:`StatisticsError` naming it; ``Statistics.load(path, recover=True)`` instead sets it aside
under a new name (never overwritten, never deleted) and starts again.
"""

from __future__ import annotations

import logging
import math
import os
import sqlite3
import time
import uuid
from collections.abc import Callable
from os import PathLike
from pathlib import Path
from typing import Any, TypeVar

from . import _stats_legacy as legacy
from ._stats_store import MAX_COUNT, Store, StoreError, prepare, set_aside
from .codes import parse_code
from .errors import CodeError, brief
from .rules import RULES

log = logging.getLogger(__name__)
T = TypeVar("T")

COUNTS = legacy.COUNTS
BESTS = legacy.BESTS
"""The fields of a rule's summary: counts (whole numbers) and bests (``None`` until a game is won)."""
STORE_NAME = "statistics.sqlite3"
_COLUMNS = (*COUNTS, *BESTS)


class StatisticsError(ValueError):
    """Statistics that cannot be used now; the message names the file and what is wrong.

    ``reason`` says why in one word (``damaged``, ``not_a_file``, ``read_only``, ``disk_full``,
    ``busy``, ``foreign``, ``newer`` or ``io``); ``path`` is the file concerned."""

    def __init__(self, message: str, reason: str = "damaged", path: Path | None = None) -> None:
        super().__init__(message)
        self.reason, self.path = reason, path

    @classmethod
    def of(cls, error: StoreError) -> StatisticsError:
        return cls(str(error), error.reason, error.path)


def default_path() -> Path:
    """``<Jupyter data dir>/rsol_widget/statistics.sqlite3`` (``jupyter --data-dir`` tells where that is)."""
    return data_dir() / STORE_NAME


def data_dir() -> Path:
    """The folder where the game keeps what it remembers: statistics, the game in progress."""
    try:
        from jupyter_core.paths import jupyter_data_dir
    except ImportError:  # pragma: no cover - jupyter_core comes with every Jupyter
        return Path.home() / ".local" / "share" / "jupyter" / "rsol_widget"
    return Path(jupyter_data_dir()) / "rsol_widget"


def store_path(path: str | PathLike[str] | None) -> Path:
    """The store a ``stats`` path names: itself, or for a ``.json`` path (an earlier release's file)
    the same name ending in ``.sqlite3``, beside it."""
    target = Path(path) if path is not None else default_path()
    return target.with_suffix(".sqlite3") if target.suffix == ".json" else target


def empty_summary() -> dict[str, Any]:
    """A rule's summary before any game: zero counts, no bests."""
    return {**dict.fromkeys(COUNTS, 0), **dict.fromkeys(BESTS)}


class Statistics:
    """The statistics store at :attr:`path` and what it held after the last read or update."""

    def __init__(self, store: Store, rules: dict[str, dict[str, Any]], unfinished: str | None) -> None:
        self.path = store.path
        self._store = store
        self._rules = rules
        self.unfinished = unfinished
        """The code of the game started and not yet won or lost, if any."""
        self.set_aside: Path | None = None
        """Where :meth:`load` with ``recover`` put a damaged file (``None`` if it found none)."""

    @classmethod
    def load(cls, path: str | PathLike[str] | None = None, *, recover: bool = False) -> Statistics:
        """The statistics in ``path`` (default :func:`default_path`; see :func:`store_path`), created
        empty if missing, with an earlier release's JSON file imported. A damaged file raises
        :class:`StatisticsError`, or with ``recover`` is set aside and a new store begins."""
        target = store_path(path)
        old = legacy.legacy_path(target)
        legacy.remove_stale_temps(old)
        aside, store = None, Store(target)
        for _ in range(3):
            try:
                with store.transaction() as conn:
                    prepare(conn, target)
                    imported = legacy.import_once(conn, old)
                    found = _read(conn, target)
                break
            except StoreError as exc:
                if not recover or exc.reason != "damaged":
                    raise StatisticsError.of(exc) from None
                try:
                    again = (lambda conn: _read(conn, target)) if exc.path == target else None  # the store
                    aside = set_aside(exc, again) or aside
                except StoreError as failed:
                    raise StatisticsError.of(failed) from None
                log.warning("rsol_widget statistics: %s; kept it as %s", exc, aside)
        else:
            raise StatisticsError(f"{target}: still damaged after setting it aside", "damaged", target)
        if imported:
            _set_aside_imported(old)
        stats = cls(store, *found)
        stats.set_aside = aside
        return stats

    def close(self) -> None:
        """Close the file (it is opened again by the next update)."""
        self._store.close()

    def summary(self, rule: str) -> dict[str, Any]:
        """``played``, ``won``, ``current_streak``, ``best_streak``, ``best_time`` (seconds),
        ``best_score`` and ``fewest_moves`` for ``rule`` (``"classic"`` or ``"relaxed"``)."""
        if rule not in RULES:
            raise ValueError(f"the rule is one of {', '.join(RULES)}, not {brief(rule)}")
        return dict(self._rules.get(rule) or empty_summary())

    # ------------------------------------------------------------------ updates (one transaction each)
    def started(self, code: str, game: str | None = None) -> str:
        """A game's first move was made: it counts as played (once per ``game`` id; a new id if
        none is given) and a game started earlier and not finished is lost. Returns the id."""
        rule, ident = _rule_of(code), game or uuid.uuid4().hex

        def change(conn: sqlite3.Connection) -> None:
            if conn.execute("SELECT 1 FROM games WHERE id = ?", (ident,)).fetchone():
                return
            conn.execute(
                "UPDATE totals SET current_streak = 0 WHERE rule IN (SELECT rule FROM games WHERE status = 'playing')"
            )
            conn.execute("UPDATE games SET status = 'lost', ended = ? WHERE status = 'playing'", (time.time(),))
            conn.execute(
                "INSERT INTO games (id, code, rule, status, started) VALUES (?, ?, ?, 'playing', ?)",
                (ident, code, rule, time.time()),
            )
            conn.execute("INSERT OR IGNORE INTO totals (rule) VALUES (?)", (rule,))
            conn.execute("UPDATE totals SET played = played + 1 WHERE rule = ?", (rule,))

        self._update(change)
        return ident

    def finished(self, code: str, *, seconds: float, moves: int, score: int, game: str | None = None) -> bool:
        """The game ``game`` (else the last one started on ``code``) was won in ``seconds`` with
        ``moves`` moves and ``score`` points, even if it was counted lost or abandoned meanwhile (another
        kernel left the game a second one plays on); ``False`` if it was never started here (or the
        statistics were reset since) or is already won (:meth:`status` tells which)."""
        _rule_of(code)
        for name, value in (("seconds", seconds), ("moves", moves), ("score", score)):
            if type(value) not in (int, float) or not math.isfinite(value) or not 0 <= value <= MAX_COUNT:
                raise ValueError(f"{name} must be a number from 0 to 2**53, not {brief(value)}")
        found = self._find(code, game, ("playing", "lost", "abandoned"))

        def change(conn: sqlite3.Connection) -> bool:
            row = found(conn)
            if row is None:
                return False
            conn.execute("UPDATE games SET status = 'won', ended = ? WHERE id = ?", (time.time(), row[0]))
            conn.execute(
                "UPDATE totals SET won = won + 1, current_streak = current_streak + 1, "
                "best_streak = max(best_streak, current_streak + 1), best_time = coalesce(min(best_time, ?), ?), "
                "best_score = coalesce(max(best_score, ?), ?), fewest_moves = coalesce(min(fewest_moves, ?), ?) "
                "WHERE rule = ?",
                (round(seconds, 3), round(seconds, 3), int(score), int(score), int(moves), int(moves), row[1]),
            )
            return True

        return self._update(change)

    def abandoned(self, code: str, game: str | None = None) -> bool:
        """The game ``game`` (else the last one started on ``code``) was replaced before it was won:
        it is lost for good. ``False`` if there was no such game still open."""
        _rule_of(code)
        found = self._find(code, game, ("playing", "lost"))

        def change(conn: sqlite3.Connection) -> bool:
            row = found(conn)
            if row is None:
                return False
            if row[2] == "playing":
                conn.execute("UPDATE totals SET current_streak = 0 WHERE rule = ?", (row[1],))
            conn.execute("UPDATE games SET status = 'abandoned', ended = ? WHERE id = ?", (time.time(), row[0]))
            return True

        return self._update(change)

    def status(self, game: str) -> str | None:
        """What became of game ``game``: ``"playing"``, ``"lost"``, ``"abandoned"`` or ``"won"``;
        ``None`` if these statistics do not know it (never started here, or reset since)."""
        row = self._update(lambda conn: conn.execute("SELECT status FROM games WHERE id = ?", (game,)).fetchone())
        return None if row is None else str(row[0])

    def reset(self) -> None:
        """Forget everything: every count back to zero, every best unset, every game."""

        def change(conn: sqlite3.Connection) -> None:
            conn.execute("DELETE FROM games")
            conn.execute("DELETE FROM totals")

        self._update(change)

    @staticmethod
    def _find(code: str, game: str | None, open_states: tuple[str, ...]) -> Callable[[sqlite3.Connection], Any]:
        """A query for the row of ``game`` (or the last game on ``code``) if it is in ``open_states``."""
        where = "id = ? AND code = ?" if game is not None else "code = ?"
        args = (game, code) if game is not None else (code,)
        marks = ", ".join("?" * len(open_states))
        sql = f"SELECT id, rule, status FROM games WHERE {where} AND status IN ({marks}) ORDER BY rowid DESC LIMIT 1"
        return lambda conn: conn.execute(sql, (*args, *open_states)).fetchone()

    def _update(self, change: Callable[[sqlite3.Connection], T]) -> T:
        """Apply ``change`` in one transaction and read the totals it leaves."""
        try:
            with self._store.transaction() as conn:
                prepare(conn, self.path, thorough=False)
                result = change(conn)
                found = _read(conn, self.path)
        except StoreError as exc:
            raise StatisticsError.of(exc) from None
        self._rules, self.unfinished = found
        return result


def _read(conn: sqlite3.Connection, path: Path) -> tuple[dict[str, dict[str, Any]], str | None]:
    rows = conn.execute(f"SELECT rule, {', '.join(_COLUMNS)} FROM totals").fetchall()
    rules = legacy.check_totals(path, rows, _COLUMNS)
    last = conn.execute("SELECT code FROM games WHERE status = 'playing' ORDER BY rowid DESC LIMIT 1").fetchone()
    return {rule: rules.get(rule, empty_summary()) for rule in RULES}, None if last is None else str(last[0])


def _set_aside_imported(old: Path) -> None:
    """Rename an imported JSON file so that it is never imported again (kept, not deleted)."""
    aside = old.with_name(f"{old.stem}.imported-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}.json")
    try:
        os.rename(old, aside)
    except OSError as exc:
        log.warning("rsol_widget statistics: imported %s but could not rename it (%s)", old, exc)


def _rule_of(code: str) -> str:
    try:
        return parse_code(code).rule
    except CodeError as exc:
        raise ValueError(f"statistics are kept for dealt games: {exc}") from None


from ._tally import Tally  # noqa: E402  (the widget's side, re-exported here)

__all__ = ["Statistics", "StatisticsError", "Tally", "data_dir", "default_path", "store_path"]

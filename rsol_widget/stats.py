"""Statistics per rule, kept in a small JSON file that every game updates.

>>> import tempfile, pathlib
>>> path = pathlib.Path(tempfile.mkdtemp()) / "statistics.json"
>>> stats = Statistics.load(path)
>>> stats.started("RU1-C-AAAAAAA")
>>> stats.finished("RU1-C-AAAAAAA", seconds=301.5, moves=98, score=625)
>>> Statistics.load(path).summary("classic")["won"]
1

A game counts as played once its first move is made (:meth:`Statistics.started`); a game that was
started and not won counts as lost when another game starts, which ends the winning streak. A won
game (:meth:`Statistics.finished`) adds to the wins and the streak and may set the best time, the
best score and the fewest moves. The file lives in the user's Jupyter data directory unless a path is
given; every update reads the file again, changes it and writes it atomically, so two notebooks
playing at once add up instead of overwriting each other. A damaged file raises
:class:`StatisticsError` naming it and is never overwritten.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from os import PathLike
from pathlib import Path
from typing import Any

from .codes import RULES, parse_code
from .errors import CodeError, brief
from .storage import read_capped, write_atomic

FORMAT = "rsol_widget.statistics"
VERSION = 1
MAX_BYTES = 100_000
COUNTS = ("played", "won", "current_streak", "best_streak")
BESTS = ("best_time", "best_score", "fewest_moves")
"""The fields of a rule's summary: counts (whole numbers) and bests (``None`` until a game is won)."""


class StatisticsError(ValueError):
    """A statistics file that cannot be read; the message names the file and what is wrong."""


def default_path() -> Path:
    """``<Jupyter data dir>/rsol_widget/statistics.json`` (``jupyter --data-dir`` tells where that is)."""
    return data_dir() / "statistics.json"


def data_dir() -> Path:
    """The folder where the game keeps what it remembers: statistics, the game in progress."""
    try:
        from jupyter_core.paths import jupyter_data_dir
    except ImportError:  # pragma: no cover - jupyter_core comes with every Jupyter
        return Path.home() / ".local" / "share" / "jupyter" / "rsol_widget"
    return Path(jupyter_data_dir()) / "rsol_widget"


def empty_summary() -> dict[str, Any]:
    """A rule's summary before any game: zero counts, no bests."""
    return {**dict.fromkeys(COUNTS, 0), **dict.fromkeys(BESTS)}


class Statistics:
    """The statistics file at :attr:`path` and what it held when last read."""

    def __init__(self, path: Path, rules: dict[str, dict[str, Any]], unfinished: str | None) -> None:
        self.path = path
        self._rules = rules
        self.unfinished = unfinished
        """The code of the game started and not yet won or lost, if any."""

    @classmethod
    def load(cls, path: str | PathLike[str] | None = None) -> Statistics:
        """The statistics in ``path`` (default :func:`default_path`); empty if the file does not exist."""
        target = Path(path) if path is not None else default_path()
        try:
            raw = read_capped(target, MAX_BYTES)
        except FileNotFoundError:
            return cls(target, {rule: empty_summary() for rule in RULES}, None)
        except OSError as exc:
            raise StatisticsError(f"{target}: cannot read the file ({exc.strerror or exc})") from None
        try:
            return cls(target, *_parse(raw))
        except StatisticsError as exc:
            raise StatisticsError(f"{target}: {exc}") from None

    def summary(self, rule: str) -> dict[str, Any]:
        """``played``, ``won``, ``current_streak``, ``best_streak``, ``best_time`` (seconds),
        ``best_score`` and ``fewest_moves`` for ``rule`` (``"classic"`` or ``"relaxed"``)."""
        if rule not in RULES:
            raise ValueError(f"the rule is one of {', '.join(RULES)}, not {brief(rule)}")
        return dict(self._rules[rule])

    def to_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "rules": self._rules, "unfinished": self.unfinished}

    # ------------------------------------------------------------------ updates (each one read, change, write)
    def started(self, code: str) -> None:
        """A game's first move was made: it counts as played; an unfinished earlier game is lost."""
        rule = _rule_of(code)

        def change(stats: Statistics) -> None:
            stats._lose_unfinished()
            stats._rules[rule]["played"] += 1
            stats.unfinished = code

        self._update(change)

    def abandoned(self, code: str) -> None:
        """Another game replaces the game ``code`` before it was won: it is lost (if it was started)."""

        def change(stats: Statistics) -> None:
            if stats.unfinished == code:
                stats._lose_unfinished()

        self._update(change)

    def finished(self, code: str, *, seconds: float, moves: int, score: int) -> None:
        """The game ``code`` was won in ``seconds`` with ``moves`` moves and ``score`` points."""
        rule = _rule_of(code)

        def change(stats: Statistics) -> None:
            s = stats._rules[rule]
            s["won"] += 1
            s["current_streak"] += 1
            s["best_streak"] = max(s["best_streak"], s["current_streak"])
            for key, value, better in (
                ("best_time", round(seconds, 3), min),
                ("best_score", score, max),
                ("fewest_moves", moves, min),
            ):
                s[key] = value if s[key] is None else better(s[key], value)
            if stats.unfinished == code:
                stats.unfinished = None

        self._update(change)

    def reset(self) -> None:
        """Forget everything: every count back to zero, every best unset."""

        def change(stats: Statistics) -> None:
            stats._rules = {rule: empty_summary() for rule in RULES}
            stats.unfinished = None

        self._update(change)

    def _lose_unfinished(self) -> None:
        if self.unfinished is not None:
            self._rules[_rule_of(self.unfinished)]["current_streak"] = 0
            self.unfinished = None

    def _update(self, change: Callable[[Statistics], None]) -> None:
        """Read the file again (another notebook may have written it), apply ``change``, write it atomically."""
        fresh = Statistics.load(self.path)
        change(fresh)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_atomic(self.path, json.dumps(fresh.to_dict(), ensure_ascii=False, indent=1) + "\n")
        self._rules, self.unfinished = fresh._rules, fresh.unfinished


class Tally:
    """Follows the games one widget shows and tells the statistics what happened to each.

    A game counts once its move counter leaves 0 (moves from cells count too); a game shown when it
    already had moves (a resumed game) was counted when it started. A counted game that is replaced
    before it is won is lost; a win is counted once. Failures to read or write the file never reach
    the game: they are kept in :attr:`error` (``None`` when the last update worked).
    """

    def __init__(self, stats: Statistics) -> None:
        self.stats = stats
        self.error: str | None = None
        self._code: str | None = None
        self._counted = self._won = False

    def follow(self, code: str | None, moves: int, won: bool) -> None:
        """A game is shown from now on; the one shown before, if started and not won, is lost."""
        if self._code is not None and self._counted and not self._won:
            self._safely(self.stats.abandoned, self._code)
        self._code, self._counted, self._won = code, moves > 0, won

    def changed(self, moves: int, won: bool, seconds: float, score: int) -> None:
        """The game shown changed: count its start and its win, each once."""
        if self._code is None:
            return
        if not self._counted and moves > 0:
            self._counted = True
            self._safely(self.stats.started, self._code)
        if won and not self._won:
            self._won = True
            self._safely(lambda code: self.stats.finished(code, seconds=seconds, moves=moves, score=score), self._code)

    def view(self) -> dict[str, Any]:
        """What a statistics panel shows: each rule's summary, and the last error (or ``None``)."""
        return {**{rule: self.stats.summary(rule) for rule in RULES}, "error": self.error}

    def _safely(self, update: Callable[[str], None], code: str) -> None:
        try:
            update(code)
        except (StatisticsError, OSError) as exc:
            self.error = f"the statistics could not be updated: {exc}"
        else:
            self.error = None


def _rule_of(code: str) -> str:
    try:
        return parse_code(code).rule
    except CodeError as exc:
        raise ValueError(f"statistics are kept for dealt games: {exc}") from None


def _parse(raw: bytes) -> tuple[dict[str, dict[str, Any]], str | None]:
    """Check a statistics document; return its rules and unfinished game."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise StatisticsError(f"not a statistics file ({brief(str(exc), 80)})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatisticsError(f"not a statistics file ('format' is not {FORMAT!r})")
    if data.get("version") != VERSION:
        raise StatisticsError(f"unknown version {brief(data.get('version'))}; this library reads version {VERSION}")
    rules_data = data.get("rules")
    if not isinstance(rules_data, dict):
        raise StatisticsError("'rules' must be an object")
    rules = {}
    for rule in RULES:
        given = rules_data.get(rule, {})
        if not isinstance(given, dict):
            raise StatisticsError(f"'{rule}' must be an object")
        summary = empty_summary()
        for key in COUNTS:
            value = given.get(key, 0)
            if type(value) is not int or value < 0:
                raise StatisticsError(f"{rule}.{key} must be a whole number, not {brief(value)}")
            summary[key] = value
        for key in BESTS:
            value = given.get(key)
            if value is not None and (type(value) not in (int, float) or not math.isfinite(value) or value < 0):
                raise StatisticsError(f"{rule}.{key} must be a number or null, not {brief(value)}")
            summary[key] = value
        rules[rule] = summary
    unfinished = data.get("unfinished")
    if unfinished is not None:
        try:
            parse_code(unfinished)
        except CodeError as exc:
            raise StatisticsError(f"'unfinished' is not a game code: {exc}") from None
    return rules, unfinished


__all__ = ["Statistics", "StatisticsError", "Tally", "data_dir", "default_path"]

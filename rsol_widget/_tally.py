"""What one widget tells the statistics: which game it shows, its first move, its win. Nothing here
ever raises into the game: a statistics failure is kept and shown, and play goes on."""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from os import PathLike
from pathlib import Path
from typing import Any, TypeVar

from . import i18n
from ._stats_store import REASONS
from .rules import RULES
from .stats import Statistics, StatisticsError, store_path

log = logging.getLogger(__name__)
T = TypeVar("T")


class Tally:
    """Follows the games one widget shows and tells the statistics (at ``path``) what happened.

    A game counts only for moves played in this widget since it was dealt (or resumed from the
    widget's own autosave, which carries its :attr:`game_id`): its first move makes it played, its
    win makes it won, once, whichever widget wins it (one saved game resumed in two kernels is one
    game, won even if the other kernel abandoned it). A game shown with moves already made and no
    known id (an opened record, a game played elsewhere) never counts. A counted game replaced
    before it is won is abandoned. Failures never reach the game: they are kept in :attr:`problem`
    and shown by :meth:`view`, and a win the statistics no longer know the game of (reset since)
    is said too (:attr:`uncounted`); a damaged file is set aside (:attr:`set_aside`) and new
    statistics begin.
    """

    def __init__(self, path: str | PathLike[str] | None = None) -> None:
        self.path = store_path(path)
        self.stats: Statistics | None = None
        self.problem: StatisticsError | None = None
        """Why the last update (or opening) failed; ``None`` once one works."""
        self.set_aside: Path | None = None
        """Where a damaged statistics file was kept, if this tally found one."""
        self.game_id: str | None = None
        """The id of the game shown (written in its autosave), or ``None`` for a game that does not count."""
        self.uncounted = False
        """The game shown was won but the statistics could not take the win (they no longer know the game)."""
        self._code: str | None = None
        self._counted = self._won = False
        self._open()

    @property
    def error(self) -> str | None:
        """The English text of :meth:`message` (``None`` when all is well)."""
        return self.message("en")

    def follow(self, code: str | None, moves: int, won: bool, game: str | None = None) -> None:
        """A game is shown from now on (``game``: the id its own autosave carried, if any); the one
        shown before, if counted and not won, is abandoned."""
        old, same = self.game_id, game is not None and game == self.game_id
        if self._code is not None and old is not None and self._counted and not self._won and not same:
            code_before = self._code
            self._safely(lambda stats: stats.abandoned(code_before, old))
        self._code, self._won, self.uncounted = code, won, False
        if code is None:
            self.game_id, self._counted = None, False
        elif moves == 0:  # a deal: it counts from its first move
            self.game_id, self._counted = game or uuid.uuid4().hex, False
        elif not same:  # counted when it started, if it is a game of this store; else never
            self.game_id, self._counted = game, game is not None

    def changed(self, moves: int, won: bool, seconds: float, score: int) -> None:
        """The game shown changed: count its start and its win, each once."""
        code, ident = self._code, self.game_id
        if code is None or ident is None:
            return
        if not self._counted and moves > 0:
            self._counted = self._safely(lambda stats: stats.started(code, ident))[0]
        if won and not self._won and self._counted:
            done, counted = self._safely(
                lambda stats: (
                    stats.finished(code, seconds=seconds, moves=moves, score=score, game=ident)
                    or stats.status(ident) == "won"
                )  # won already, by another kernel playing the same game
            )
            self._won = done
            self.uncounted = done and not counted

    def reset(self) -> None:
        """Forget every statistic (the page's reset)."""
        self._safely(lambda stats: stats.reset())

    def close(self) -> None:
        """Close the statistics file (a later update opens it again)."""
        if self.stats is not None:
            self.stats.close()

    def view(self, lang: str = "en") -> dict[str, Any]:
        """What a statistics panel shows: each rule's summary (none while the statistics are
        unavailable), ``error`` (the problem or notice in ``lang``, else ``None``), ``reason`` and
        ``counting`` (whether the game shown counts: leaving it unwon would count as lost)."""
        out: dict[str, Any] = {} if self.stats is None else {rule: self.stats.summary(rule) for rule in RULES}
        reason = self.problem.reason if self.problem else "uncounted" if self.uncounted else None
        reason = reason or ("set_aside" if self.set_aside else None)
        counting = self.game_id is not None  # a game of this store (an opened record never counts)
        return {**out, "error": self.message(lang), "reason": reason, "counting": counting}

    def message(self, lang: str) -> str | None:
        """Why statistics are unavailable, or that a damaged file was set aside, in ``lang``."""
        lang = lang if lang in i18n.LANGS else "en"
        if self.problem is not None:
            why = i18n.text(lang, f"error.stats.{self.problem.reason}", path=self.problem.path or self.path)
            return i18n.text(lang, "error.stats.unavailable", why=why)
        if self.uncounted:
            return i18n.text(lang, "error.stats.uncounted")
        if self.set_aside is not None:
            return i18n.text(lang, "error.stats.set_aside", aside=self.set_aside.name)
        return None

    def _open(self) -> Statistics | None:
        if self.stats is None:
            try:
                self.stats = Statistics.load(self.path, recover=True)
            except Exception as exc:
                self._fail(exc)
                return None
            self.set_aside = self.stats.set_aside or self.set_aside
            self.problem = None
        return self.stats

    def _safely(self, update: Callable[[Statistics], T]) -> tuple[bool, T | None]:
        """Run ``update`` on the statistics; ``(True, result)``, or ``(False, None)`` after a failure
        (a damaged file is set aside and the update tried once on the new store)."""
        for _ in range(2):
            stats = self._open()
            if stats is None:
                return False, None
            try:
                result = update(stats)
            except StatisticsError as exc:
                self._fail(exc)
                if exc.reason == "damaged":
                    self.stats = None  # set it aside and begin again
                    continue
                return False, None
            except Exception as exc:
                self._fail(exc)
                return False, None
            self.problem = None
            return True, result
        return False, None

    def _fail(self, exc: Exception) -> None:
        problem = exc if isinstance(exc, StatisticsError) else StatisticsError(f"{self.path}: {exc!r}", "io", self.path)
        if problem.reason not in REASONS:
            problem = StatisticsError(str(problem), "io", problem.path)
        if self.problem is None or str(self.problem) != str(problem):
            log.warning(
                "rsol_widget statistics are unavailable: %s", problem, exc_info=not isinstance(exc, StatisticsError)
            )
        self.problem = problem


__all__ = ["Tally"]

"""Work on a copy of a position in a daemon thread, one job at a time, so the kernel keeps answering.

The widget runs the hint solver and "Where did it go wrong?" this way: starting a new job cancels the one
under way, and a cancelled job's answer is dropped (a newer position made it stale).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Generic, TypeVar

from .deals import WinnableDeal, find_winnable
from .game import Game
from .protocol import RequestId
from .rules import Rule

log = logging.getLogger(__name__)

T = TypeVar("T")


@dataclass
class Job:
    """One piece of work: the ``seq`` of the position it is about, and a flag that cancels it."""

    seq: int
    cancelled: threading.Event = field(default_factory=threading.Event)


class Background(Generic[T]):
    """Runs ``work(position, cancelled)`` on a copy of a game in a daemon thread; one job at a time.

    ``done(job, answer)`` is called from the thread with the answer (``None`` if the work raised, which
    is logged) unless the job was cancelled meanwhile. ``cancelled`` is a callable the work may poll.
    """

    def __init__(self, name: str, done: Callable[[Job, T | None], None]) -> None:
        self.name = name
        self._done = done
        self._job: Job | None = None
        self._thread: threading.Thread | None = None

    def start(self, game: Game, seq: int, work: Callable[[Game, Callable[[], bool]], T]) -> Job:
        """Cancel the job under way and start ``work`` on a copy of ``game`` (position ``seq``)."""
        self.cancel()
        job = self._job = Job(seq)
        position = game.copy()
        self._thread = threading.Thread(
            target=self._run, args=(job, position, work), name=f"rsol-{self.name}-{seq}", daemon=True
        )
        self._thread.start()
        return job

    def _run(self, job: Job, game: Game, work: Callable[[Game, Callable[[], bool]], T]) -> None:
        try:
            answer: T | None = work(game, job.cancelled.is_set)
        except Exception:
            log.exception("SolitaireWidget: the %s failed", self.name)
            answer = None
        if not job.cancelled.is_set():
            self._done(job, answer)

    def cancel(self) -> None:
        """Drop the answer of the job under way (its thread ends by itself)."""
        if self._job is not None:
            self._job.cancelled.set()
            self._job = None

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the job under way; ``True`` once none is running."""
        return join_thread(self._thread, timeout)


def join_thread(thread: threading.Thread | None, timeout: float | None = None) -> bool:
    """Wait for ``thread`` (if any); ``True`` once it is not running."""
    if thread is not None:
        thread.join(timeout)
        return not thread.is_alive()
    return True


__all__ = ["Background", "Job", "join_thread"]


class Hunter:
    """Hunts for a winnable deal in a daemon thread (:func:`~rsol_widget.deals.find_winnable`), so the
    kernel keeps answering meanwhile; a new hunt cancels the one under way.

    ``done(request_id, rule, hunt, stop)`` is called from the thread (``hunt`` is ``None`` if the search
    failed) unless the hunt was cancelled; it must check ``stop`` again under its own lock.
    ``cancelled(request_id)`` is called for a hunt cancelled before it ended.
    """

    def __init__(
        self,
        done: Callable[[RequestId, Rule, WinnableDeal | None, threading.Event], None],
        cancelled: Callable[[RequestId], None],
    ) -> None:
        self._done = done
        self._cancelled = cancelled
        self._job: tuple[RequestId, threading.Event] | None = None
        self._thread: threading.Thread | None = None

    def start(self, ident: RequestId, rule: Rule, time_limit: float) -> None:
        self.cancel()
        stop = threading.Event()
        self._job = (ident, stop)
        self._thread = threading.Thread(
            target=self._run, args=(ident, rule, time_limit, stop), name="rsol-hunt", daemon=True
        )
        self._thread.start()

    def _run(self, ident: RequestId, rule: Rule, time_limit: float, stop: threading.Event) -> None:
        try:
            hunt: WinnableDeal | None = find_winnable(rule, time_limit=time_limit, cancel=stop.is_set)
        except Exception:
            log.exception("SolitaireWidget: the hunt for a winnable deal failed")
            hunt = None
        if not stop.is_set():
            self._done(ident, rule, hunt, stop)

    def finished(self, stop: threading.Event) -> None:
        """The hunt with this ``stop`` event has been answered: nothing is under way any more."""
        stop.set()
        if self._job is not None and self._job[1] is stop:
            self._job = None

    def cancel(self) -> None:
        """Stop the hunt under way (if any); its request is answered by ``cancelled``."""
        job, self._job = self._job, None
        if job is None or job[1].is_set():
            return
        job[1].set()
        self._cancelled(job[0])

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the hunt; ``True`` once none is running."""
        return join_thread(self._thread, timeout)

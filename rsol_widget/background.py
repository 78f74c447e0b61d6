"""Work on a copy of a position in a daemon thread, one job at a time, so the kernel keeps answering.

The widget runs the hint solver and "Where did it go wrong?" this way: starting a new job cancels the one
under way, and a cancelled job's answer is dropped (a newer position made it stale).

Where threads cannot start (Pyodide, ``sys.platform == "emscripten"``), a job runs on the kernel's event
loop right after the message that asked for it has been handled: the kernel answers once the job ends
(the page, in another thread of the browser, stays responsive).
"""

from __future__ import annotations

import asyncio
import logging
import sys
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

#: Threads can start here (not in Pyodide, where ``threading.Thread.start`` raises RuntimeError).
THREADS = sys.platform != "emscripten"


class Soon:
    """A call on the event loop, for where threads cannot start; ``join`` makes it now if still pending."""

    def __init__(self, target: Callable[..., None], args: tuple[object, ...]) -> None:
        self._target, self._args, self._ran = target, args, False
        self._handle = asyncio.get_event_loop().call_soon(self.run)

    def run(self) -> None:
        if not self._ran:
            self._ran = True
            self._target(*self._args)

    def join(self, timeout: float | None = None) -> None:
        self._handle.cancel()
        self.run()

    def is_alive(self) -> bool:
        return not self._ran


def spawn(target: Callable[..., None], args: tuple[object, ...], name: str) -> threading.Thread | Soon:
    """Run ``target(*args)`` in a daemon thread or, where threads cannot start, on the running event loop
    once the current message is handled."""
    if THREADS:
        thread = threading.Thread(target=target, args=args, name=name, daemon=True)
        thread.start()
        return thread
    return Soon(target, args)


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
        self._thread: threading.Thread | Soon | None = None

    def start(self, game: Game, seq: int, work: Callable[[Game, Callable[[], bool]], T]) -> Job:
        """Cancel the job under way and start ``work`` on a copy of ``game`` (position ``seq``)."""
        self.cancel()
        job = self._job = Job(seq)
        position = game.copy()
        self._thread = spawn(self._run, (job, position, work), f"rsol-{self.name}-{seq}")
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


def join_thread(thread: threading.Thread | Soon | None, timeout: float | None = None) -> bool:
    """Wait for ``thread`` (if any); ``True`` once it is not running."""
    if thread is not None:
        thread.join(timeout)
        return not thread.is_alive()
    return True


__all__ = ["THREADS", "Background", "Job", "Soon", "join_thread", "spawn"]


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
        self._thread: threading.Thread | Soon | None = None

    def start(self, ident: RequestId, rule: Rule, time_limit: float) -> None:
        self.cancel()
        stop = threading.Event()
        self._job = (ident, stop)
        self._thread = spawn(self._run, (ident, rule, time_limit, stop), "rsol-hunt")

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

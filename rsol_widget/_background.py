"""Background work for the widget: on threads where threads exist, without them where they cannot start.

The work (a hint, "Where did it go wrong?", the hunt for a winnable deal) runs on a copy of the
position, one job at a time per kind: a new job cancels the one under way, and a cancelled job's
answer is dropped (a newer position made it stale). Each job is :class:`~rsol_widget._slices.Slices`
(or a plain function: one slice). A :class:`Runner` is chosen once per widget (:func:`pick_runner`):

* :class:`ThreadRunner` runs each job in a daemon thread, all its slices at once;
* :class:`CooperativeRunner` (Pyodide, where ``threading.Thread.start`` raises ``RuntimeError: can't
  start new thread``) runs one slice per turn of the running asyncio event loop, so the kernel answers
  the page between slices; with no loop running, a job runs when it is waited for.

``RSOL_WIDGET_BACKGROUND=thread`` or ``=cooperative`` chooses one by hand (the tests run the
cooperative runner this way in CPython).
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import sys
import threading
from collections import deque
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from .errors import brief
from .game import Game

log = logging.getLogger("rsol_widget.widget")

T = TypeVar("T")
ENV = "RSOL_WIDGET_BACKGROUND"
"""The environment variable that chooses a runner by hand: ``thread`` or ``cooperative``."""
Task = Callable[[], Iterator[None]]
"""A job as the runner sees it: a generator function, each step one slice."""


class Handle(Protocol):
    def join(self, timeout: float | None = None) -> bool:
        """Wait for the job; ``True`` once it is not running."""


class Runner(Protocol):
    def run(self, name: str, task: Task) -> Handle:
        """Start ``task`` (named ``name`` in logs and thread names)."""


class _Thread:
    def __init__(self, thread: threading.Thread) -> None:
        self.thread = thread

    def join(self, timeout: float | None = None) -> bool:
        self.thread.join(timeout)
        return not self.thread.is_alive()


class ThreadRunner:
    """Each job in a daemon thread of its own; where a thread cannot start after all, cooperatively."""

    def __init__(self) -> None:
        self.fallback: CooperativeRunner | None = None

    def run(self, name: str, task: Task) -> Handle:
        if self.fallback is None:
            thread = threading.Thread(target=lambda: deque(task(), maxlen=0), name=f"rsol-{name}", daemon=True)
            try:
                thread.start()
                return _Thread(thread)
            except RuntimeError as exc:  # "can't start new thread"
                log.warning("SolitaireWidget runs its background work without threads: %s", exc)
                self.fallback = CooperativeRunner()
        return self.fallback.run(name, task)


class _Slicing:
    """A job of the cooperative runner: its slices, taken one at a time."""

    def __init__(self, runner: CooperativeRunner, task: Task) -> None:
        self.runner = runner
        self.steps: Iterator[None] | None = None
        self.task = task
        self.done = False

    def step(self) -> None:
        """Run one slice (the first one starts the job)."""
        if self.steps is None:
            self.steps = self.task()
        try:
            next(self.steps)
        except StopIteration:
            self.done = True
        except Exception:
            self.done = True
            log.exception("SolitaireWidget: a background job failed")

    def join(self, timeout: float | None = None) -> bool:
        """Run what is left of the job now (there is no other thread to wait for)."""
        while not self.done:
            self.step()
        self.runner.forget(self)
        return True


class CooperativeRunner:
    """Every job on the thread that asks for it: one slice per turn of the running asyncio loop."""

    def __init__(self) -> None:
        self.jobs: deque[_Slicing] = deque()
        self.scheduled = False

    def run(self, name: str, task: Task) -> Handle:
        job = _Slicing(self, task)
        self.jobs.append(job)
        self._schedule()
        return job

    def forget(self, job: _Slicing) -> None:
        if job in self.jobs:
            self.jobs.remove(job)

    def _schedule(self) -> None:
        if self.scheduled or not self.jobs:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            if sys.platform != "emscripten":
                return  # no loop: each job runs when it is waited for
            loop = asyncio.get_event_loop()  # Pyodide's WebLoop, always there
        loop.call_soon(self._turn)
        self.scheduled = True

    def _turn(self) -> None:
        """One slice of the oldest job, then the others get their turn."""
        self.scheduled = False
        if not self.jobs:
            return
        job = self.jobs.popleft()
        job.step()
        if not job.done:
            self.jobs.append(job)
        self._schedule()


def threads_start() -> bool:
    """Whether this Python can start a thread (not in Pyodide)."""
    return sys.platform != "emscripten"


def pick_runner() -> Runner:
    """The runner for a new widget: ``$RSOL_WIDGET_BACKGROUND`` if set, else threads where they start."""
    chosen = os.environ.get(ENV, "").strip().lower()
    if chosen not in ("", "thread", "cooperative"):
        raise ValueError(f"{ENV} is 'thread' or 'cooperative', not {chosen!r}")
    if chosen == "cooperative" or (not chosen and not threads_start()):
        return CooperativeRunner()
    return ThreadRunner()


@dataclass
class Job:
    """One piece of work: the ``seq`` of the position it is about, and a flag that cancels it."""

    seq: int
    cancelled: threading.Event = field(default_factory=threading.Event)


class Background(Generic[T]):
    """Runs ``work(position, cancelled)`` on a copy of a game with ``runner``; one job at a time.

    ``done(job, answer)`` is called with the answer (``None`` if the work raised, which is logged)
    unless the job was cancelled meanwhile. ``cancelled`` is a callable the work may poll.
    """

    def __init__(self, name: str, runner: Runner, done: Callable[[Job, T | None], None]) -> None:
        self.name = name
        self.runner = runner
        self._done = done
        self.job: Job | None = None
        self._handle: Handle | None = None

    def start(self, game: Game, seq: int, work: Callable[[Game, Callable[[], bool]], object]) -> Job:
        """Cancel the job under way and start ``work`` on a copy of ``game`` (position ``seq``)."""
        position = game.copy()
        return self.run(seq, lambda cancel: work(position, cancel))

    def run(self, seq: int, work: Callable[[Callable[[], bool]], object]) -> Job:
        """Cancel the job under way and start ``work(cancelled)`` (about position ``seq``)."""
        self.cancel()
        job = self.job = Job(seq)
        self._handle = self.runner.run(f"{self.name}-{seq}", lambda: self._steps(job, work))
        return job

    def _steps(self, job: Job, work: Callable[[Callable[[], bool]], object]) -> Iterator[None]:
        if job.cancelled.is_set():
            return
        try:
            out = work(job.cancelled.is_set)
            answer = (yield from out) if isinstance(out, Generator) else out
        except Exception:
            log.exception("SolitaireWidget: the %s failed", self.name)
            answer = None
        if not job.cancelled.is_set():
            self._done(job, answer)  # type: ignore[arg-type]

    def cancel(self) -> None:
        """Drop the answer of the job under way (a thread ends by itself)."""
        if self.job is not None:
            self.job.cancelled.set()
            self.job = None

    def join(self, timeout: float | None = None) -> bool:
        """Wait for the job under way, at most ``timeout`` seconds (``None``: until it ends); ``True``
        once none is running. A timeout that is not a number of seconds is refused before waiting."""
        check_timeout(timeout)
        return True if self._handle is None else self._handle.join(timeout)


def check_timeout(timeout: object) -> None:
    """Refuse a wait that is not ``None`` or a finite number of seconds from 0 (NaN, below 0, infinite)."""
    if timeout is None:
        return
    if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not 0 <= timeout < math.inf:
        raise ValueError(f"timeout is a number of seconds from 0, or None to wait until the end, not {brief(timeout)}")


__all__ = ["ENV", "Background", "CooperativeRunner", "Job", "Runner", "ThreadRunner", "pick_runner", "threads_start"]

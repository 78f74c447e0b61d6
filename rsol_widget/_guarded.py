"""A lock that the object it guards may swap: :class:`Guarded`, a base of :class:`~rsol_widget.game.Game`.

A widget that shows a game puts its own lock on it, so that cells, the page and the solver's thread
take turns; a thread that waited on the old lock then takes the new one (:meth:`Guarded.acquire`).

>>> import threading
>>> g = Guarded()
>>> g.lock = threading.RLock()
>>> with g.locked():  # another thread cannot take it meanwhile
...     t = threading.Thread(target=lambda: print(g.lock.acquire(blocking=False)))
...     t.start(); t.join()
False
"""

from __future__ import annotations

import threading

__all__ = ["Guarded"]


class _Held:
    """``with guarded.locked():``: the lock :meth:`Guarded.acquire` took, released on leaving."""

    __slots__ = ("guarded", "held")

    def __init__(self, guarded: Guarded) -> None:
        self.guarded = guarded

    def __enter__(self) -> None:
        self.held = self.guarded.acquire()

    def __exit__(self, *exc: object) -> None:
        self.held.release()


class Guarded:
    """An object whose changes hold :attr:`lock`, which may be swapped for another."""

    lock: threading.RLock

    def acquire(self) -> threading.RLock:
        """Acquire :attr:`lock` and return it (release that one): if the lock was swapped while this
        thread waited, the new one is taken instead, so a mutation never runs under a stale lock."""
        lock = self.lock
        lock.acquire()
        while lock is not self.lock:
            lock.release()
            lock = self.lock
            lock.acquire()
        return lock

    def locked(self) -> _Held:
        """``with game.locked():`` holds :attr:`lock` (see :meth:`acquire`)."""
        return _Held(self)

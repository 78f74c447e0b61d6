"""Work in slices: a generator that yields between slices and returns its answer.

The widget's background work is written this way so that it can run in a thread (all slices at
once) or, where no thread can start (Pyodide), one slice per turn of the event loop.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import TypeVar

T = TypeVar("T")

Slices = Generator[None, None, T]
"""Work that yields between its slices and returns ``T``."""


def finish(work: Slices[T]) -> T:
    """Run every slice of ``work`` now and return its answer."""
    while True:
        try:
            next(work)
        except StopIteration as stop:
            return stop.value  # type: ignore[no-any-return]


__all__ = ["Slices", "finish"]

"""A game's history: the moves played, what undo needs to take each back, and the moves undone.

>>> from rsol_widget.moves import Move
>>> h = History()
>>> h.played(Step(Move.parse("7♣ c1"), 5, False, 0))
>>> h.take_back().move, h.stack, h.next_redo()
(Move('7♣ c1'), [], Move('7♣ c1'))
"""

from __future__ import annotations

from collections import deque
from typing import NamedTuple

from .moves import Move
from .rules import UNDO_LIMIT

__all__ = ["History", "Step"]


class Step(NamedTuple):
    """What undo needs to take a move back."""

    move: Move
    source: int  # the column the cards came from, or FOUNDATION
    flipped: bool  # the move turned the card under it face up
    score: int  # the score before the move


class History:
    """``stack``: every move played and not undone, from the start; ``steps``: the undo step of each of
    the last ``limit`` of them; ``undone``: the moves undone since the last new move, the next to redo last."""

    __slots__ = ("stack", "steps", "undone")

    def __init__(self, limit: int | None = UNDO_LIMIT) -> None:
        self.stack: list[Move] = []
        self.steps: deque[Step] = deque(maxlen=limit)
        self.undone: list[Move] = []

    def played(self, step: Step, *, redoing: bool = False) -> None:
        """A move was played (a new one forgets what was undone; a redo keeps the rest to redo)."""
        if not redoing:
            self.undone.clear()
        self.steps.append(step)
        self.stack.append(step.move)

    def take_back(self) -> Step:
        """The last undo step, taken off (the caller checked there is one); its move can be redone."""
        step = self.steps.pop()
        self.stack.pop()
        self.undone.append(step.move)
        return step

    def next_redo(self) -> Move:
        """The move to play again, taken off the moves undone (the caller checked there is one)."""
        return self.undone.pop()

    def keep(self, n: int) -> None:
        """Forget all but the last ``n`` undo steps."""
        while len(self.steps) > n:
            self.steps.popleft()

    def last(self, move: Move) -> Step | None:
        """The undo step of ``move`` when it is the last move played and can still be undone."""
        return self.steps[-1] if self.steps and self.steps[-1].move is move else None

    def copy(self) -> History:
        """An independent copy."""
        other = History(self.steps.maxlen)
        other.stack, other.steps, other.undone = self.stack.copy(), self.steps.copy(), self.undone.copy()
        return other

"""The widget's fair hint: :func:`rsol_widget.fair.chances` in slices of a few samples each (so the
cooperative runner can answer the page between them, and a budget bounds the whole), merged into
one answer, and the ``analysis`` / ``review`` traits the page draws from a fair answer.

Each slice is a call of :func:`chances` with its own seed (``seed + k`` for slice ``k``): its
placements depend only on that seed and on what the player has seen, so the merged answer is as
non-interfering as one call's. When so few cards are unseen that every placement can be solved,
one call solves them all (the answer is exact).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from typing import Any

from ._chance_words import MARGIN_SHOWN, chance_line
from ._fair_analysis import FairAnalysis
from ._hint_chain import Tracked
from ._slices import Slices
from .fair import Chances, Estimate, MoveChance, _every_placement, chances
from .game import Game

SAMPLES = 48
"""How many placements of the unseen cards a fair hint solves (at most: the budget may stop it)."""
SLICE = 4
"""Samples per slice (one call of :func:`chances`)."""
TIME_LIMIT = 0.25
"""Seconds the solver may spend on one sample's position (an undecided sample is counted apart)."""
BUDGET = 0.9
"""Seconds a fair hint may take in all; slices not started by then are not drawn (the answer says
how many samples it has), and a slice cut short counts its unfinished samples as undecided."""


def fair_hint_in_slices(
    game: Game,
    *,
    cancel: Callable[[], bool] | None = None,
    samples: int = SAMPLES,
    per_slice: int = SLICE,
    time_limit: float = TIME_LIMIT,
    budget: float | None = BUDGET,
    seed: int = 0,
) -> Slices[Chances]:
    """The chances from ``game``'s position, ``per_slice`` samples per slice, ``samples`` at most,
    ``budget`` seconds in all (``None``: no bound); returns the merged :class:`Chances`."""
    deadline = None if budget is None else time.perf_counter() + budget
    unseen = sum(game.face_down) - len(game.known_face_down())
    if _every_placement(unseen, samples):
        per_slice = samples  # every placement, in one call: exact
    parts: list[Chances] = []
    for k in range(math.ceil(samples / per_slice)):
        left = None if deadline is None else max(0.0, deadline - time.perf_counter())
        if parts and (left == 0.0 or (cancel is not None and cancel())):
            break
        n = min(per_slice, samples - k * per_slice)
        parts.append(chances(game, samples=n, time_limit=time_limit, seed=seed + k, cancel=cancel, budget=left))
        yield
    return merge(parts)


def _total(estimates: Sequence[Estimate], exact: bool) -> Estimate:
    won, lost = sum(e.won for e in estimates), sum(e.lost for e in estimates)
    return Estimate.of(won, lost, sum(e.undecided for e in estimates), exact=exact)


def merge(parts: Sequence[Chances]) -> Chances:
    """One answer from the answers of several calls on the same position (their samples pooled)."""
    first = parts[0]
    if len(parts) == 1:
        return first
    moves = tuple(
        MoveChance(m.move, _total([p.moves[i].chance for p in parts], False), sum(p.moves[i].lines for p in parts))
        for i, m in enumerate(first.moves)
    )  # the lines too: equal chances go where the fair player's go (the move most winning lines begin with)
    return Chances(
        now=_total([p.now for p in parts], False),
        moves=moves,
        unseen=first.unseen,
        seed=first.seed,
        solves=sum(p.solves for p in parts),
        seconds=sum(p.seconds for p in parts),
        complete=all(p.complete for p in parts),
    )


def tracked_view(found: Tracked, seq: int) -> dict[str, Any]:
    """The ``analysis`` trait for the fair policy's hint at position ``seq``: ``status`` ``chance``
    with the ``chance`` line; with nothing unseen, the solver's verdict (``won``, ``unwinnable``,
    ``unknown``), as is ``unwinnable`` when every placement of the unseen cards was solved and lost."""
    now = found.now
    if found.unseen == 0:
        status = "won" if now.won else "unwinnable" if now.lost else "unknown"
    else:
        status = "unwinnable" if now.exact and now.won == 0 and now.undecided == 0 else "chance"
    move, hint = found.suggestion.move, None
    if move is not None:
        hint = {"card": str(move.card), "dest": move.dest, "winning": found.suggestion.winning}
    return {"seq": seq, "status": status, "hint": hint, "fair": True, "chance": chance_line(now)}


def chance_view(found: Chances, seq: int) -> dict[str, Any]:
    """The ``analysis`` trait for a fair hint: ``status`` ``chance`` with the ``chance`` line; with
    nothing unseen, the solver's verdict (``won``, ``unwinnable``, ``unknown``), as is
    ``unwinnable`` when every placement of the unseen cards was solved and lost."""
    now = found.now
    if found.unseen == 0:
        status = "won" if now.won else "unwinnable" if now.lost else "unknown"
    else:
        status = "unwinnable" if now.exact and now.won == 0 and now.undecided == 0 else "chance"
    best, hint = found.best, None
    if best is not None:
        after = found.after(best)
        hint = {"card": str(best.card), "dest": best.dest, "winning": after.won > 0}
    return {"seq": seq, "status": status, "hint": hint, "fair": True, "chance": chance_line(now)}


def fair_review_view(found: FairAnalysis | None, seq: int, undo_left: int) -> dict[str, Any]:
    """The ``review`` trait for a fair analysis of the line shown at ``seq`` (``None``: it failed):
    the marks, the ``kind`` of finding (``mistake``, ``luck``, ``none``) and its move, the best
    visible move there, the chances (each a :func:`~rsol_widget._chance_words.chance_line`);
    ``fair`` says which analysis it is."""
    if found is None:
        return {"seq": seq, "status": "failed", "fair": True}
    view: dict[str, Any] = {"seq": seq, "status": "done", "fair": True, "kind": found.kind}
    view["marks"] = list(found.marks)
    view["first_losing"] = view["losing_move"] = view["alternative"] = view["back"] = None
    if found.mistake:
        step = found.steps[found.mistake - 1]
        view.update(first_losing=found.mistake, losing_move=str(step.move), alternative=str(step.best))
        view.update(after=chance_line(step.after), best_after=chance_line(step.best_after))
        view["back"] = "undo" if len(found.moves) - (found.mistake - 1) <= undo_left else "replay"
    elif found.unluckiest:
        n = found.unluckiest
        step = found.steps[n - 1]
        later = found.steps[n].before if n < len(found.steps) else step.after
        view.update(n=n, move=str(step.move), before=chance_line(step.after), after=chance_line(later))
    return view


__all__ = [
    "BUDGET",
    "MARGIN_SHOWN",
    "SAMPLES",
    "SLICE",
    "TIME_LIMIT",
    "chance_line",
    "chance_view",
    "fair_hint_in_slices",
    "fair_review_view",
    "merge",
    "tracked_view",
]

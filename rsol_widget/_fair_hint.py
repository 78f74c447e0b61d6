"""The traits the page draws from the widget's fair answers: the ``analysis`` trait for the fair
policy's hint (:mod:`rsol_widget._hint_chain`) and the ``review`` trait for the fair analysis."""

from __future__ import annotations

from typing import Any

from ._chance_words import chance_line
from ._fair_analysis import FairAnalysis
from ._hint_chain import Tracked


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


__all__ = ["fair_review_view", "tracked_view"]

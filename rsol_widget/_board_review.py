"""The game review on the board (a ``review_game`` request: the win box, the "no legal move left"
notice, the Game menu): the fair analysis on the hint's own policy and samples, classed by
:mod:`rsol_widget.game_review`, sent in the synced ``review`` trait with ``"game": true``. The page
only draws it, in the catalogue's words (``game_*`` labels, the ``review.*`` texts):

``{"seq", "status": "searching" | "done" | "failed", "fair": true, "game": true}``, and once done
``accuracy`` (0–100, ``None`` with no move), ``counts`` (moves per class), ``moves`` (each ``n``,
``move``, ``grade`` with its ``mark``, chance points ``lost``), ``key`` (the key moments: ``n``, ``move``, ``grade``,
``luck``, the chance ``before``/``after`` it and the hint's ``best`` with ``best_kept``, each a
:func:`~rsol_widget._chance_words.chance_line` the page says as the hint's line does; the moves as the
page draws them, ``played`` and the hint's ``better`` (``{"card", "dest"}``; ``better`` ``None`` when
the move lost nothing against it); ``board``, the position before the move as the player saw it (face-down
cards ``None``), with its ``moves`` and ``score``), and ``complete`` (``False`` when the analysis stopped
before the last move)."""

from __future__ import annotations

from typing import Any

from ._chance_words import chance_line
from ._fair_analysis import FairAnalysis
from .game import Game
from .game_review import GRADES, MoveReview, review
from .moves import Move


def searching_view(seq: int) -> dict[str, Any]:
    """The ``review`` trait while the game review of position ``seq`` is computed."""
    return {"seq": seq, "status": "searching", "fair": True, "game": True}


def board_review_view(found: FairAnalysis | None, seq: int) -> dict[str, Any]:
    """The ``review`` trait for the game review of the line shown at ``seq`` (``None``: it failed)."""
    if found is None:
        return {"seq": seq, "status": "failed", "fair": True, "game": True}
    graded = review(found)
    boards = _boards_before(found, set(graded.key))
    return {
        **searching_view(seq),
        "status": "done",
        "accuracy": None if graded.accuracy is None else round(graded.accuracy),
        "counts": {name: graded.count(name) for name in GRADES},
        "moves": [_move(m) for m in graded.moves],
        "key": [_moment(graded.moves[n - 1], boards[n]) for n in graded.key],
        "complete": len(found.steps) == len(found.moves),
    }


def _move(m: MoveReview) -> dict[str, Any]:
    return {"n": m.n, "move": str(m.move), "grade": m.grade, "mark": m.mark(), "lost": round(m.lost)}


def _moment(m: MoveReview, board: dict[str, Any]) -> dict[str, Any]:
    """A key moment as the page draws it: its sentence's fields and the position before it."""
    before, after, best_kept = (chance_line(chance) for chance in m.chances)
    return {
        **_move(m),
        "luck": m.luck,
        "before": before,
        "after": after,
        "best": str(m.best),
        "best_kept": best_kept,
        "played": _drawn(m.move),
        "better": None if m.lost <= 0 else _drawn(m.best),
        "board": board,
    }


def _drawn(move: Move) -> dict[str, Any]:
    """A move as the page draws its arrow (the hint's ``{"card", "dest"}``: a moved card is face up)."""
    return {"card": str(move.card), "dest": move.dest}


def _boards_before(found: FairAnalysis, wanted: set[int]) -> dict[int, dict[str, Any]]:
    """The visible board before each move numbered in ``wanted`` (1-based), replayed from the deal."""
    game, boards = Game.from_code(found.code), {}
    for n, move in enumerate(found.moves, start=1):
        if n in wanted:
            shown = game.to_dict(visible_only=True)
            boards[n] = {
                "columns": [[e["card"] for e in col] for col in shown["columns"]],
                "foundations": shown["foundations"],
                "moves": shown["moves"],
                "score": shown["score"],
            }
        if n >= max(wanted, default=0):
            break
        game.play(move)
    return boards


__all__ = ["board_review_view", "searching_view"]

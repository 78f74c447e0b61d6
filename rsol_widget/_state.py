"""The synced traits the page draws from, built from a :class:`~rsol_widget.game.Game`: the
``state`` (what the player may see and every answer the page needs) and the ``review``. Their
shapes are the protocol's (:mod:`rsol_widget._protocol`); the session sends them."""

from __future__ import annotations

from typing import Any

from ._protocol import Attempt, Clock, RequestId, State
from .analysis import Analysis
from .game import Game
from .moves import FOUNDATION, Move

__all__ = ["attempt_view", "build_state", "gesture_targets", "movable_cards", "review_view"]


def movable_cards(game: Game) -> list[str]:
    """The cards a player can pick up: every face-up column card and each foundation's top card
    (none once the game is won). Picking one up is not a legal move yet: a drop may still be refused."""
    if game.won:
        return []
    cards = [str(c) for col, down in zip(game.columns, game.face_down, strict=True) for c in col[down:]]
    return cards + [str(pile[-1]) for pile in game.foundations if pile]


def gesture_targets(game: Game) -> tuple[dict[str, int], dict[str, int]]:
    """Where a tap and where a double tap would send each face-up column card (absent: nowhere)."""
    taps: dict[str, int] = {}
    double_taps: dict[str, int] = {}
    for col, down in zip(game.columns, game.face_down, strict=True):
        for card in col[down:]:
            move = game.tap_target(card)
            if move is not None:
                taps[str(card)] = move.dest
            move = move or game.tableau_place(card)
            if move is not None:
                double_taps[str(card)] = move.dest
    return taps, double_taps


def attempt_view(game: Game, move: Move | None) -> Attempt | None:
    """How the page marks the refused attempt ``move`` in ``game`` (``None``: no attempt, or a legal move)."""
    why = None if move is None else game.check(move)
    if move is None or why is None:
        return None
    card, where = move.card, game.location(move.card)
    if where != FOUNDATION and not game.is_face_up(card):
        index = game.columns[where].index(card)
        hidden = game.face_down_refusal(where, index)
        message = "" if hidden is None else hidden.message(game.lang)
        return {"card": None, "place": [where, index], "dest": move.dest, "message": message}
    return {"card": str(card), "place": None, "dest": move.dest, "message": why.message(game.lang)}


def build_state(
    game: Game, *, seq: int, game_no: int, clock: Clock, answer: RequestId = None, attempt: Move | None = None
) -> State:
    """The ``state`` trait for ``game``: what the player may see and every answer the page needs
    (``attempt``: a record's refused attempt to mark, on a replay's board)."""
    data = game.to_dict(visible_only=True)
    dests: dict[str, list[int]] = {}
    for move in game.legal_moves():
        dests.setdefault(str(move.card), []).append(move.dest)
    for targets in dests.values():
        targets.sort()
    taps, double_taps = gesture_targets(game)
    return {
        **data,  # type: ignore[typeddict-item]
        "columns": [[entry["card"] for entry in col] for col in data["columns"]],  # compact: None is face down
        "seq": seq,
        "game": game_no,
        "dests": dests,
        "movable": movable_cards(game),
        "tap": taps,
        "double_tap": double_taps,
        "can_undo": data["undo_left"] > 0 and not data["won"],
        "can_redo": game.redo_left > 0 and not data["won"],
        "stuck": not dests and not data["won"],  # Position.stuck, from the legal moves already listed
        "attempt": attempt_view(game, attempt),
        "time": clock,
        "last": str(game.move_stack[-1]) if game.move_stack else None,
        "answer": None if answer is None else {"id": answer, "status": "done"},
    }


def review_view(found: Analysis | None, seq: int, undo_left: int) -> dict[str, Any]:
    """The ``review`` trait for an analysis of the line shown at ``seq`` (``None``: it failed)."""
    if found is None:
        return {"seq": seq, "status": "failed"}
    losing = found.first_losing
    back = None
    if losing is not None:
        back = "undo" if len(found.moves) - (losing - 1) <= undo_left else "replay"
    return {
        "seq": seq,
        "status": "done",
        "start": found.start,
        "verdicts": list(found.verdicts),
        "marks": list(found.marks),
        "first_losing": losing,
        "losing_move": None if losing is None else str(found.moves[losing - 1]),
        "alternative": None if found.alternative is None else str(found.alternative),
        "back": back,
    }

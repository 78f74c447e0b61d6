"""What the front end may see of a game: the engine's snapshot with face-down identities removed."""

from __future__ import annotations

from typing import Any

from rsol_widget import Game


def visible_state(game: Game) -> dict[str, Any]:
    """The position as the widget's state carries it: :func:`visible_dict` with each column written as
    its cards bottom to top, ``None`` for a face-down card."""
    data = visible_dict(game)
    data["columns"] = [[entry["card"] for entry in col] for col in data["columns"]]
    return data


def visible_dict(game: Game) -> dict[str, Any]:
    """``game.to_dict()`` with every face-down card's identity replaced by ``None``."""
    data = game.to_dict()
    for col in data["columns"]:
        for entry in col:
            if not entry["up"]:
                entry["card"] = None
    return data


def engine_answers(game: Game, double_taps: bool = True) -> dict[str, Any]:
    """What the widget's state must say about ``game`` beyond the position: the cards that can be
    picked up, where a tap goes (a column's last card to its foundation, when legal), whether undo is
    possible and (``double_taps``) where a double tap goes, found by double-tapping on a copy."""
    data = game.to_dict()
    movable = [] if game.won else [e["card"] for col in data["columns"] for e in col if e["up"]]
    movable += [] if game.won else [pile[-1] for pile in data["foundations"] if pile]
    lasts = {col[-1]["card"] for col in data["columns"] if col}
    taps = {card: 7 for card in movable if card in lasts and game.is_legal(f"{card} f")}
    answers = {"movable": movable, "tap": taps, "can_undo": game.undo_left > 0 and not game.won}
    if double_taps:
        answers["double_tap"] = {c: d for c in movable if (d := double_tap_dest(game, c)) is not None}
    return answers


def double_tap_dest(game: Game, card: str) -> int | None:
    """Where a double tap on ``card`` sends it, played on a copy (``None``: nowhere, or a foundation card)."""
    if any(pile and str(pile[-1]) == card for pile in game.foundations):
        return None
    move = game.copy().double_tap(card)
    return None if move is None else move.dest

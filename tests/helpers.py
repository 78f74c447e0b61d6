"""Shared helpers for the engine tests: every move there is, the invariants of a position, random lines
of play, and the positions several tests start from."""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from positions import position

from rsol_widget import FOUNDATION, Game, Move
from rsol_widget.cards import DECK

ALL_MOVES = [Move(c, d) for c in DECK for d in range(FOUNDATION + 1)]
"""Every card to every destination (416 moves), legal or not."""


def without_counter(game: Game) -> dict[str, Any]:
    """``game.to_dict()`` without the move counter, which undo never lowers."""
    return {k: v for k, v in game.to_dict().items() if k != "moves"}


def check_invariants(game: Game) -> None:
    """Every card once, faces in order, foundations in suit and rank order, the score from its sources."""
    snap = game.to_dict()
    cards = [e["card"] for col in snap["columns"] for e in col] + [c for pile in snap["foundations"] for c in pile]
    assert len(cards) == 52 and len(set(cards)) == 52
    for col in snap["columns"]:
        ups = [e["up"] for e in col]
        assert ups == sorted(ups), "a face-down card lies above a face-up one"
        assert not col or col[-1]["up"], "a column's last card is face down"
    for s, pile in enumerate(snap["foundations"]):
        assert pile == [str(DECK[s * 13 + r]) for r in range(len(pile))]
    assert all(game.location(c) == k for k, col in enumerate(game.columns) for c in col), "the location index"
    if game.code is not None:  # a deal: every point comes from a card put up (+10) or turned over (+5)
        arrivals = sum(1 for m in game.move_stack if m.dest == FOUNDATION)
        assert game.score == 10 * arrivals + 5 * (21 - sum(game.face_down))


def play_line(game: Game, choices: Iterable[int]) -> int:
    """Play ``choices[i] % len(legal moves)`` at each step until the choices or the legal moves run out;
    return how many moves were played."""
    played = 0
    for choice in choices:
        legal = game.legal_moves()
        if not legal:
            break
        game.play(legal[choice % len(legal)])
        played += 1
    return played


def almost_won() -> Game:
    """Four kings left, each alone in a column, every queen on its foundation."""
    return position("K♠", "K♥", "K♦", "K♣", found="Q♠ Q♥ Q♦ Q♣", fill=1)


def random_play(game: Game, rng: random.Random, steps: int) -> Game:
    """``game`` after up to ``steps`` random legal moves (take-backs too), drawn with ``rng``."""
    for _ in range(steps):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves))
    return game

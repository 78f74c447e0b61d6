"""Pictures of a position: plain text for ``str(game)`` and SVG for notebooks."""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING

from .cards import SUITS, Card
from .messages import LABELS

if TYPE_CHECKING:
    from .game import Game

HIDDEN_TEXT = "##"


def headline(game: Game) -> str:
    """``RU1-C-AAAAAAA · Classic · score 0 · moves 0`` in the game's language."""
    words = LABELS[game.lang]
    parts = [
        game.code or words["custom_position"],
        words[game.rule],
        f"{words['score_word']} {game.score}",
        f"{words['moves_word']} {game.moves}",
    ]
    if game.won:
        parts.append(words["won_word"])
    return " · ".join(parts)


def board_text(game: Game) -> str:
    """The board as text: a header, the foundations, then one line a column (bottom → top).

    Face-down cards show as ``##``; they are never named.
    """
    words = LABELS[game.lang]
    piles = []
    for s, pile in enumerate(game.foundations):
        piles.append(str(pile[-1]) if pile else f"--{SUITS[s]}")
    lines = [headline(game), f"{words['foundations']}: " + " ".join(f"{p:>4}" for p in piles)]
    for k, (col, down) in enumerate(zip(game.columns, game.face_down, strict=True)):
        cells = [HIDDEN_TEXT if i < down else str(c) for i, c in enumerate(col)]
        lines.append(f"c{k + 1}: " + " ".join(cells) if cells else f"c{k + 1}: ({words['empty']})")
    return "\n".join(lines)


# ---------------------------------------------------------------------- SVG
CARD_W, CARD_H = 44, 62
GAP = 8
DOWN_STEP, UP_STEP = 8, 17
MARGIN = 8
RED, BLACK = "#c62828", "#1b1b1b"


def _card_svg(card: Card | None, x: float, y: float) -> str:
    if card is None:
        return (
            f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" '
            'fill="#2f5d8a" stroke="#1d3c5a" stroke-width="1"/>'
        )
    color = RED if card.red else BLACK
    label = escape(str(card))
    return (
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="#fff" stroke="#777" stroke-width="1"/>'
        f'<text x="{x + 4}" y="{y + 13}" font-size="12" font-weight="bold" fill="{color}">{label}</text>'
        f'<text x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 10}" font-size="20" text-anchor="middle" '
        f'fill="{color}">{card.suit_symbol}</text>'
    )


def _slot_svg(x: float, y: float, text: str = "") -> str:
    out = (
        f'<rect x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="4" fill="none" '
        'stroke="#ffffff80" stroke-width="1.5" stroke-dasharray="4 3"/>'
    )
    if text:
        out += (
            f'<text x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 8}" font-size="22" text-anchor="middle" '
            f'fill="#ffffff80">{escape(text)}</text>'
        )
    return out


def board_svg(game: Game) -> str:
    """The board as a standalone SVG picture: foundations ♠ ♥ ♦ ♣ above 7 fanned columns."""
    top = MARGIN + CARD_H + 2 * GAP
    heights = []
    parts: list[str] = []
    for k, (col, down) in enumerate(zip(game.columns, game.face_down, strict=True)):
        x = MARGIN + k * (CARD_W + GAP)
        y = top
        parts.append(_slot_svg(x, y))
        for i, c in enumerate(col):
            parts.append(_card_svg(None if i < down else c, x, y))
            y += DOWN_STEP if i < down else UP_STEP
        heights.append(y - (DOWN_STEP if col and len(col) <= down else UP_STEP if col else 0) + CARD_H)
    for s, pile in enumerate(game.foundations):
        x = MARGIN + (3 + s) * (CARD_W + GAP)
        parts.append(_card_svg(pile[-1], x, MARGIN) if pile else _slot_svg(x, MARGIN, SUITS[s]))
    header = escape(headline(game))
    parts.append(f'<text x="{MARGIN}" y="{MARGIN + 14}" font-size="12" fill="#fff">{header}</text>')
    width = 2 * MARGIN + 7 * CARD_W + 6 * GAP
    height = max(heights) + MARGIN
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" font-family="DejaVu Sans, Arial, sans-serif" role="img" '
        f'aria-label="{header}">'
        f'<rect width="{width}" height="{height}" rx="6" fill="#2e7d32"/>' + "".join(parts) + "</svg>"
    )

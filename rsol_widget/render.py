"""Pictures of a position: plain text for ``str(game)`` and SVG for notebooks.

:func:`board_svg` draws the board about as wide as the widget (848 px), with the caption on
its own line, the columns labelled ``c1``…``c7`` and the foundations ``f``, so that the move
notation can be read off the picture. Like python-chess's ``chess.svg.board(lastmove=,
arrows=)`` it can outline the move just played, draw arrows for moves and mark a refused
attempt with its rule::

    board_svg(game, lastmove="7♥ c3")            # the group moved and where it came from
    board_svg(game, arrows=["7♥ c3", "A♣ f"])    # moves to look at
    board_svg(game, refused="7♥ c7")             # a move the rules refuse here, and why

:func:`picture` wraps the same arguments in an object that a notebook shows as the SVG, in an HTML
image (which Jupyter renders in a notebook it does not trust, scaled to the output's width).
"""

from __future__ import annotations

import math
import re
import textwrap
from collections.abc import Iterable
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, cast

from .cards import SUITS, Card
from .errors import IllegalMove
from .i18n import text
from .moves import FOUNDATION, Move, as_move

if TYPE_CHECKING:
    from .game import Game

HIDDEN_TEXT = "##"


def headline(game: Game) -> str:
    """``RU1-C-AAAAAAA · Classic · score 0 · moves 0`` in the game's language."""
    lang = game.lang
    code = game.code or text(lang, "label.custom_position")
    key = "label.headline_won" if game.won else "label.headline"
    return text(lang, key, code=code, rule=text(lang, game.variant.label), score=game.score, moves=game.moves)


def visible_columns(game: Game) -> list[list[Card | None]]:
    """Each column bottom → top as a player sees it, face-down cards as ``None``: read from
    :meth:`Game.to_dict` with ``visible_only=True``, the one place where cards are hidden."""
    return [
        [None if e["card"] is None else Card.parse(e["card"]) for e in col]
        for col in game.to_dict(visible_only=True)["columns"]
    ]


def board_text(game: Game) -> str:
    """The board as text: a header, the foundations, then one line a column (bottom → top).

    Face-down cards show as ``##``; they are never named.
    """
    lang = game.lang
    piles = []
    for s, pile in enumerate(game.foundations):
        piles.append(str(pile[-1]) if pile else f"--{SUITS[s]}")
    lines = [headline(game), text(lang, "label.foundations_line", piles=" ".join(f"{p:>4}" for p in piles))]
    for k, col in enumerate(visible_columns(game)):
        cells = [HIDDEN_TEXT if c is None else str(c) for c in col]
        lines.append(f"c{k + 1}: " + " ".join(cells) if cells else text(lang, "label.column_line_empty", n=k + 1))
    return "\n".join(lines)


# ---------------------------------------------------------------------- SVG geometry
WIDTH = 848
"""The picture's width in pixels: the widget's board at its usual size."""
MARGIN = 16
GAP = 24
CARD_W, CARD_H = 96, 134
DOWN_STEP, UP_STEP = 14, 30
CAPTION_H = 30
LABEL_H = 30
FOUNDATION_Y = MARGIN + CAPTION_H
TABLEAU_Y = FOUNDATION_Y + CARD_H + LABEL_H
FOOTER_H = 30
NOTE_CHARS = 88
"""Characters per line of the refusal note under the board (15 px text in 816 px)."""

FELT, RED, BLACK = "#2e7d32", "#c62828", "#1b1b1b"
LASTMOVE, ARROW, REFUSED = "#ffd54f", "#ff9800", "#ff5252"


def column_x(k: int) -> int:
    """The left edge of column ``k`` (0..6)."""
    return MARGIN + k * (CARD_W + GAP)


def foundation_x(suit: int) -> int:
    """The left edge of the foundation of ``suit`` (0..3: ♠ ♥ ♦ ♣), above columns 4 to 7."""
    return column_x(3 + suit)


def card_ys(game: Game, k: int) -> list[int]:
    """The top edge of each card of column ``k``, bottom card first."""
    ys, y = [], TABLEAU_Y
    for i in range(len(game.columns[k])):
        ys.append(y)
        y += DOWN_STEP if i < game.face_down[k] else UP_STEP
    return ys


def _column_bottom(game: Game, k: int) -> int:
    ys = card_ys(game, k)
    return (ys[-1] if ys else TABLEAU_Y) + CARD_H


STYLE = (
    ".rsol-board .cf{fill:#fff;stroke:#8a8a8a;stroke-width:1.5}"
    ".rsol-board .cb{fill:#2f5d8a;stroke:#1d3c5a;stroke-width:1.5}"
    ".rsol-board .ci{fill:none;stroke:#3f74a8;stroke-width:2}"
    f".rsol-board .cl{{font-size:19px;font-weight:bold;fill:{BLACK}}}"
    f".rsol-board .cp{{font-size:48px;text-anchor:middle;fill:{BLACK}}}"
    f".rsol-board .r{{fill:{RED}}}"
    ".rsol-board .sl{fill:none;stroke:#ffffff70;stroke-width:2;stroke-dasharray:6 4}"
    ".rsol-board .st{font-size:40px;text-anchor:middle;fill:#ffffff70}"
)
"""The look of cards and places, shared by every picture (scoped to ``.rsol-board``)."""


def _card_svg(card: Card | None, x: float, y: float) -> str:
    if card is None:
        return (
            f'<rect class="cb" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="7"/>'
            f'<rect class="ci" x="{x + 6}" y="{y + 6}" width="{CARD_W - 12}" height="{CARD_H - 12}" rx="4"/>'
        )
    red = " r" if card.red else ""
    return (
        f'<rect class="cf" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="7"/>'
        f'<text class="cl{red}" x="{x + 7}" y="{y + 22}">{escape(str(card))}</text>'
        f'<text class="cp{red}" x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 22}">{card.suit_symbol}</text>'
    )


def _slot_svg(x: float, y: float, text: str = "") -> str:
    out = f'<rect class="sl" x="{x}" y="{y}" width="{CARD_W}" height="{CARD_H}" rx="7"/>'
    if text:
        out += f'<text class="st" x="{x + CARD_W / 2}" y="{y + CARD_H / 2 + 14}">{escape(text)}</text>'
    return out


@dataclass(frozen=True)
class _Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.w / 2, self.y + self.h / 2


def group_box(game: Game, card: Card) -> _Box:
    """Where ``card`` and the cards on top of it are drawn (one card on a foundation)."""
    where = game.location(card)
    if where == FOUNDATION:
        return _Box(foundation_x(card.suit), FOUNDATION_Y, CARD_W, CARD_H)
    ys = card_ys(game, where)
    index = game.columns[where].index(card)
    return _Box(column_x(where), ys[index], CARD_W, ys[-1] + CARD_H - ys[index])


def destination_box(game: Game, move: Move) -> _Box:
    """The place ``move`` goes to: its foundation slot, the column's last card or its empty slot."""
    if move.dest == FOUNDATION:
        return _Box(foundation_x(move.card.suit), FOUNDATION_Y, CARD_W, CARD_H)
    ys = card_ys(game, move.dest)
    return _Box(column_x(move.dest), ys[-1] if ys else TABLEAU_Y, CARD_W, CARD_H)


def _outline(box: _Box, color: str, cls: str, *, dashed: bool = False) -> str:
    dash = ' stroke-dasharray="10 6"' if dashed else ""
    return (
        f'<rect class="{cls}" x="{box.x - 4}" y="{box.y - 4}" width="{box.w + 8}" height="{box.h + 8}" rx="10" '
        f'fill="none" stroke="{color}" stroke-width="5"{dash}/>'
    )


def _arrow(points: list[tuple[float, float]], color: str, cls: str, *, dashed: bool = False) -> str:
    """A polyline through ``points`` with an arrowhead at the last one."""
    (x0, y0), (x1, y1) = points[-2], points[-1]
    length = math.hypot(x1 - x0, y1 - y0) or 1.0
    ux, uy = (x1 - x0) / length, (y1 - y0) / length
    head, half = 20.0, 11.0
    bx, by = x1 - ux * head, y1 - uy * head
    tip = f"{x1:.1f},{y1:.1f} {bx - uy * half:.1f},{by + ux * half:.1f} {bx + uy * half:.1f},{by - ux * half:.1f}"
    path = " ".join(f"{x:.1f},{y:.1f}" for x, y in [*points[:-1], (bx, by)])
    dash = ' stroke-dasharray="12 8"' if dashed else ""
    return (
        f'<g class="{cls}" opacity="0.9">'
        f'<polyline points="{path}" fill="none" stroke="{color}" stroke-width="6" stroke-linejoin="round" '
        f'stroke-linecap="round"{dash}/>'
        f'<polygon points="{tip}" fill="{color}"/></g>'
    )


def _cross(box: _Box) -> str:
    cx, cy = box.centre
    r = 22
    return (
        f'<g class="refused-mark"><circle cx="{cx}" cy="{cy}" r="{r + 8}" fill="#ffffffd0" stroke="{REFUSED}" '
        f'stroke-width="4"/><path d="M{cx - r / 1.6},{cy - r / 1.6} L{cx + r / 1.6},{cy + r / 1.6} '
        f'M{cx + r / 1.6},{cy - r / 1.6} L{cx - r / 1.6},{cy + r / 1.6}" stroke="{REFUSED}" stroke-width="7" '
        'stroke-linecap="round"/></g>'
    )


ROUTE_Y = FOUNDATION_Y + CARD_H + 7
"""The height of the lane between the foundations and the column labels that arrows travel along."""


def _gap_x(x: float, *, right: bool) -> float:
    """The middle of the gap left or right of a card whose left edge is ``x``."""
    return x + CARD_W + GAP / 2 if right else x - GAP / 2


def _route(source: _Box, target: _Box) -> list[tuple[float, float]]:
    """From the side of the source's base card to the side of the target, along the gaps between
    columns (and the lane above them when a column lies between): no card is crossed or covered."""
    right = target.x >= source.x
    out_x = _gap_x(source.x, right=right)
    start = source.x + source.w + 4 if right else source.x - 4
    if target.y < ROUTE_Y:  # a foundation: from its right, clear of the foundations' label on the left
        in_x, edge = _gap_x(target.x, right=True), target.x + target.w + 2
    elif target.x == source.x:  # back into the same column: the same gap
        in_x, edge = out_x, target.x + target.w + 2
    else:
        in_x = _gap_x(target.x, right=not right)
        edge = target.x - 2 if right else target.x + target.w + 2
    sy, ty = source.y + min(UP_STEP, source.h) / 2, target.y + target.h / 2
    if in_x == out_x and target.y >= ROUTE_Y:  # neighbours: down or up the gap between them
        return [(start, sy), (out_x, sy), (in_x, ty), (edge, ty)]
    return [(start, sy), (out_x, sy), (out_x, ROUTE_Y), (in_x, ROUTE_Y), (in_x, ty), (edge, ty)]


def _move_arrow(game: Game, move: Move, color: str, cls: str, *, dashed: bool = False) -> str:
    source = group_box(game, move.card)
    target = destination_box(game, move)
    if game.location(move.card) == FOUNDATION:  # a take-back: from the foundation's bottom edge
        sx = source.x + source.w / 2
        (in_x, ty), end = _route(source, target)[-2:]
        points = [(sx, source.y + source.h + 4), (sx, ROUTE_Y), (in_x, ROUTE_Y), (in_x, ty), end]
        return _arrow(points, color, cls, dashed=dashed)
    return _arrow(_route(source, target), color, cls, dashed=dashed)


def _source_of(game: Game, move: Move) -> _Box | None:
    """Where the group of ``move`` (the last move played) was lifted from, if the game still knows."""
    last = game._history.last(move)
    if last is None:
        return None
    source = last.source
    if source == FOUNDATION:
        return _Box(foundation_x(move.card.suit), FOUNDATION_Y, CARD_W, CARD_H)
    # Right on what is left there, as it is drawn now: a card the move turned face up keeps its corner.
    ys = card_ys(game, source)
    if not ys:
        return _Box(column_x(source), TABLEAU_Y, CARD_W, CARD_H)
    step = DOWN_STEP if len(ys) <= game.face_down[source] else UP_STEP
    return _Box(column_x(source), ys[-1] + step, CARD_W, CARD_H)


def _as_refused(game: Game, refused: Move | str | IllegalMove) -> tuple[Move, IllegalMove]:
    if isinstance(refused, IllegalMove):
        if refused.move is None:
            raise ValueError("refused= needs a refused move; this refusal (no_undo) has none")
        move = refused.move
    else:
        move = as_move(refused)
    error = game.check(move)
    if error is None:
        raise ValueError(f"refused={str(move)!r} is a legal move here; only a refused attempt can be marked")
    return move, error


TURNED = "#80d8ff"
"""The outline of a card that the move just played turned face up."""


def _turned(game: Game, move: Move) -> str:
    """An outline around the card that ``move`` (the last move played) turned face up, if any."""
    step = game._history.last(move)
    if step is None or not step.flipped:
        return ""
    k = step.source
    box = _Box(column_x(k), card_ys(game, k)[-1], CARD_W, CARD_H)
    return _outline(box, TURNED, "turned")


def _footer(lines: list[str], y: int, cls: str) -> tuple[str, int]:
    """Lines of text under the board (the first flush left, the rest indented) and their height."""
    spans = "".join(
        f'<tspan x="{MARGIN + (14 if i else 0)}" dy="{0 if i == 0 else 21}">{escape(line)}</tspan>'
        for i, line in enumerate(lines)
    )
    text = f'<text class="{cls}" x="{MARGIN}" y="{y + 8}" font-size="15" fill="#fff">{spans}</text>'
    return text, FOOTER_H + 21 * (len(lines) - 1)


def _table(game: Game) -> list[str]:
    """The caption, the foundations and the labelled columns."""
    parts = [
        f'<text class="caption" x="{MARGIN}" y="{MARGIN + 16}" font-size="17" fill="#fff">'
        f"{escape(headline(game))}</text>"
    ]
    label = escape(text(game.lang, "label.foundations_caption"))
    parts.append(
        f'<text class="foundation-label" x="{foundation_x(0) - 14}" y="{FOUNDATION_Y + CARD_H / 2 + 6}" '
        f'font-size="17" text-anchor="end" fill="#ffffffc0">{label} →</text>'
    )
    for s, pile in enumerate(game.foundations):
        x = foundation_x(s)
        parts.append(_card_svg(pile[-1], x, FOUNDATION_Y) if pile else _slot_svg(x, FOUNDATION_Y, SUITS[s]))
    for k, col in enumerate(visible_columns(game)):
        x = column_x(k)
        parts.append(
            f'<text class="column-label" x="{x + CARD_W / 2}" y="{TABLEAU_Y - 9}" font-size="17" '
            f'font-weight="bold" text-anchor="middle" fill="#ffffffd0">c{k + 1}</text>'
        )
        parts.append(_slot_svg(x, TABLEAU_Y))
        for c, y in zip(col, card_ys(game, k), strict=True):
            parts.append(_card_svg(c, x, y))
    return parts


def board_svg(
    game: Game,
    *,
    lastmove: Move | str | None = None,
    arrows: Iterable[Move | str] = (),
    refused: Move | str | IllegalMove | None = None,
    caption: str | None = None,
) -> str:
    """The board as a standalone SVG picture (848 px wide): caption, foundations, labelled columns.

    ``lastmove`` (a move just played on ``game``) outlines the moved group where it lies now,
    the place it came from (dashed) and the card it turned face up (blue), when the game can
    still undo it; ``arrows`` draws an arrow from each move's card to its destination;
    ``refused`` (a move, or the :class:`IllegalMove` raised for it) draws the attempt in red with
    a cross on its destination and the refusal below the board; ``caption`` is a text written
    under the board. Arrows run along the gaps between the columns, never across a card. Each
    raises :class:`ValueError` when it does not fit the position: ``lastmove`` whose card is not
    at its destination, ``refused`` that is legal here. Face-down cards are never named.
    """
    last = as_move(lastmove) if lastmove is not None else None
    if last is not None and game.location(last.card) != last.dest:
        raise ValueError(f"lastmove={str(last)!r}: {last.card} is not where that move puts it")
    marked = [as_move(a) for a in arrows]
    attempt = _as_refused(game, refused) if refused is not None else None
    parts = _table(game)
    if last is not None:
        source = _source_of(game, last)
        if source is not None:
            parts.append(_outline(source, LASTMOVE, "lastmove-from", dashed=True))
        parts.append(_outline(group_box(game, last.card), LASTMOVE, "lastmove"))
        parts.append(_turned(game, last))
    for move in marked:
        parts.append(_move_arrow(game, move, ARROW, "arrow"))
    height = max(_column_bottom(game, k) for k in range(7)) + MARGIN
    if attempt is not None:
        move, error = attempt
        parts.append(_outline(group_box(game, move.card), REFUSED, "refused"))
        parts.append(_move_arrow(game, move, REFUSED, "refused-arrow", dashed=True))
        parts.append(_cross(destination_box(game, move)))
        note, used = _footer(
            textwrap.wrap(f"✗ {move} — {error.message(game.lang)}", NOTE_CHARS, break_on_hyphens=False),
            height,
            "refusal",
        )
        parts.append(note)
        height += used
    if caption:
        note, used = _footer(textwrap.wrap(caption, NOTE_CHARS, break_on_hyphens=False), height, "caption-note")
        parts.append(note)
        height += used
    header = escape(headline(game))
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="rsol-board" width="{WIDTH}" height="{height}" '
        f'viewBox="0 0 {WIDTH} {height}" font-family="DejaVu Sans, Arial, sans-serif" role="img" '
        f'aria-label="{header}">'
        f"<style>{STYLE}</style>"
        f'<rect width="{WIDTH}" height="{height}" rx="8" fill="{FELT}"/>' + "".join(parts) + "</svg>"
    )


class Picture:
    """A board picture for notebooks: shows as SVG, prints as the text board plus what is marked."""

    def __init__(
        self,
        game: Game,
        *,
        lastmove: Move | str | None = None,
        arrows: Iterable[Move | str] = (),
        refused: Move | str | IllegalMove | None = None,
        caption: str | None = None,
    ) -> None:
        self.game = game.copy()
        self.lastmove = lastmove
        self.arrows = tuple(arrows)
        self.refused = refused
        self.caption = caption
        self._svg = board_svg(game, lastmove=lastmove, arrows=self.arrows, refused=refused, caption=caption)

    def _repr_svg_(self) -> str:
        return self._svg

    def _ipython_display_(self) -> None:
        show_picture(self._svg, repr(self))

    def __repr__(self) -> str:
        lang = self.game.lang
        lines = [board_text(self.game)]
        if self.lastmove is not None:
            lines.append(text(lang, "label.last_move_line", move=as_move(self.lastmove)))
        if self.arrows:
            lines.append(text(lang, "label.arrows_line", moves=", ".join(str(as_move(a)) for a in self.arrows)))
        if self.refused is not None:
            move, error = _as_refused(self.game, self.refused)
            lines.append(f"✗ {move} — {error.message(self.game.lang)}")
        if self.caption:
            lines.append(self.caption)
        return "\n".join(lines)


_URL_ESCAPES = {"%": "%25", "#": "%23", "'": "%27", "&": "%26", "\n": "%0A", "\r": "%0D", "\t": "%09"}


def _svg_img(svg: str) -> str:
    """An SVG picture as an HTML ``<img>`` whose source is the SVG itself (a ``data:`` URL, the SVG's
    text nearly unchanged: no base64), its alt text the SVG's ``aria-label``. Jupyter (JupyterLab,
    Notebook 7, JupyterLite) renders an SVG output only in a notebook it trusts, but HTML in any
    notebook (sanitised, which keeps an image and its data URL), and scales the image down to the
    output's width. An SVG drawn as an image runs no script and loads nothing."""
    size = re.search(r'width="(\d+)" height="(\d+)"', svg)
    label = re.search(r'aria-label="([^"]*)"', svg)
    attrs = f' width="{size[1]}" height="{size[2]}"' if size else ""
    alt = label[1] if label else ""  # already escaped for an XML attribute, as for an HTML one
    data = re.sub("[%#'&\n\r\t]", lambda m: _URL_ESCAPES[m[0]], svg)
    return f"<img src='data:image/svg+xml;charset=utf-8,{data}' alt=\"{alt}\"{attrs}>"


def picture_output(svg: str, plain: str) -> dict[str, str]:
    """How a notebook shows a board picture: the SVG in an HTML image (:func:`_svg_img`: a notebook
    opened untrusted shows it, and it fits a narrow window), and ``plain`` (the text board) for a
    front end that shows only text."""
    return {"text/html": _svg_img(svg), "text/plain": plain}


def show_picture(svg: str, plain: str) -> None:
    """Display :func:`picture_output` in the notebook (a :class:`Picture`, a :class:`Game`, a lesson's step)."""
    from IPython.display import display

    display(picture_output(svg, plain), raw=True)  # type: ignore[no-untyped-call]


class Pictured:
    """How a :class:`~rsol_widget.game.Game` shows itself: ``str()`` is the text board, ``_repr_svg_`` the
    picture, and a notebook shows :func:`picture_output` (an untrusted one too, scaled to a narrow output)."""

    def __str__(self) -> str:
        return board_text(cast("Game", self))

    def _repr_svg_(self) -> str:
        return board_svg(cast("Game", self))

    def _ipython_display_(self) -> None:
        show_picture(self._repr_svg_(), str(self))


def picture(
    game: Game,
    *,
    lastmove: Move | str | None = None,
    arrows: Iterable[Move | str] = (),
    refused: Move | str | IllegalMove | None = None,
    caption: str | None = None,
) -> Picture:
    """The board with highlights, for a notebook cell (see :func:`board_svg`)."""
    return Picture(game, lastmove=lastmove, arrows=arrows, refused=refused, caption=caption)


__all__ = [
    "CAPTION_H",
    "FOOTER_H",
    "FOUNDATION_Y",
    "GAP",
    "HIDDEN_TEXT",
    "LABEL_H",
    "MARGIN",
    "NOTE_CHARS",
    "ROUTE_Y",
    "STYLE",
    "TABLEAU_Y",
    "TURNED",
    "WIDTH",
    "Picture",
    "Pictured",
    "board_svg",
    "board_text",
    "card_ys",
    "column_x",
    "destination_box",
    "foundation_x",
    "group_box",
    "headline",
    "picture",
    "picture_output",
    "show_picture",
    "visible_columns",
]

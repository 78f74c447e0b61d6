"""Hand-made positions in a line each, for the engine tests."""

from __future__ import annotations

from rsol_widget import Card, Game
from rsol_widget.cards import DECK


def position(*columns: str, found: str = "", rule: str = "classic", fill: int = 7, lang: str = "en") -> Game:
    """A game from up to 7 column texts (``"[9♥] 8♥ 7♥"``, bottom → top) and foundation tops.

    The cards named nowhere go face down at the bottom of column ``fill`` (1-based); if that
    column is given empty, the last of them lies face up.
    """
    cols = list(columns) + [""] * (7 - len(columns))
    named = {Card.parse(t.strip("[]")) for col in cols for t in col.split()}
    tops = [Card.parse(t) for t in found.split()]
    on_found = {Card.of(r, t.suit) for t in tops for r in range(1, t.rank + 1)}
    rest = [c for c in DECK if c not in named and c not in on_found]
    if rest:
        hidden = " ".join(f"[{c}]" for c in rest)
        if not cols[fill - 1].strip():
            hidden = hidden.rsplit(" ", 1)[0] + " " + str(rest[-1]) if len(rest) > 1 else str(rest[-1])
        cols[fill - 1] = (hidden + " " + cols[fill - 1]).strip()
    return Game.from_position(cols, found, rule=rule, lang=lang)

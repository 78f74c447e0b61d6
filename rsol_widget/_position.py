"""A position and what the rules say about it: the cards where they lie, legal moves, refusals and
where a tap or a double tap would send a card. :class:`~rsol_widget.game.Game` adds play, undo and
redo, the score and the lock (as python-chess's ``Board`` builds on ``BaseBoard``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from .cards import DECK, Card, as_card
from .errors import IllegalMove, PositionError
from .i18n import LANGS, check_lang, text
from .messages import RULE_NAMES, refusal_texts
from .moves import COLUMNS, FOUNDATION, MOVES, Move, as_move
from .rules import GROUP_LIMIT, Rule, RuleName, is_won, rule_of


class Position:
    """Seven columns (each with its face-down cards at the bottom) and four foundations, under a rule."""

    def __init__(
        self,
        columns: Sequence[Sequence[Card]],
        face_down: Sequence[int],
        foundations: Sequence[int] = (0, 0, 0, 0),
        *,
        rule: RuleName | Rule = "classic",
        lang: str = "en",
    ) -> None:
        self.variant: Rule = rule_of(rule)
        """The rule played, from :data:`~rsol_widget.rules.RULES`."""
        self.rule: str = self.variant.name
        """The rule's name (``"classic"``, ``"relaxed"``): what codes, records and snapshots hold."""
        self.lang = lang
        self._cols: list[list[Card]] = [list(c) for c in columns]
        self._down: list[int] = list(face_down)
        self._found: list[int] = list(foundations)
        self._loc: list[int] = [FOUNDATION] * 52
        for k, col in enumerate(self._cols):
            for c in col:
                self._loc[c] = k
        self._seen: set[Card] = {c for col, n in zip(self._cols, self._down, strict=True) for c in col[n:]}
        self._seen.update(c for c in DECK if self._loc[c] == FOUNDATION)
        self._under = self.variant.fitting

    @property
    def lang(self) -> str:
        """The language of refusals and pictures: ``"en"`` or ``"ro"``; anything else raises ``ValueError``."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = check_lang(lang)

    @property
    def won(self) -> bool:
        """All 52 cards are on the foundations."""
        return is_won(self._found)

    @property
    def stuck(self) -> bool:
        """No legal move is left and the game is not won (information, not a loss: undo still works).

        >>> from rsol_widget import Game
        >>> game = Game.from_code("RU1-C-AAAAABC")
        >>> game.stuck, game.play("4♥ c7") and game.stuck
        (False, True)
        """
        return not self.won and not self.legal_moves()

    @property
    def columns(self) -> tuple[tuple[Card, ...], ...]:
        """The 7 columns, bottom to top."""
        return tuple(tuple(c) for c in self._cols)

    @property
    def face_down(self) -> tuple[int, ...]:
        """How many cards lie face down at the bottom of each column."""
        return tuple(self._down)

    @property
    def foundations(self) -> tuple[tuple[Card, ...], ...]:
        """The 4 foundations in their fixed order ♠ ♥ ♦ ♣, bottom to top."""
        return tuple(tuple(DECK[s * 13 + r] for r in range(n)) for s, n in enumerate(self._found))

    @property
    def foundation_heights(self) -> tuple[int, ...]:
        """How many cards lie on each foundation, ♠ ♥ ♦ ♣ (the solver's view of them).

        With :attr:`columns` and :attr:`face_down` this is the whole position:

        >>> from rsol_widget import Game
        >>> Game.from_code("RU1-C-AAAAAAA").foundation_heights
        (0, 0, 0, 0)
        """
        return tuple(self._found)

    @property
    def seen(self) -> frozenset[Card]:
        """Every card the player has seen face up in this game, including a card an undo turned
        face down again: it lies where it was seen (face-down cards never move), so it is known.

        >>> from rsol_widget import Game
        >>> g = Game.from_code("RU1-C-AAAAAAA")
        >>> len(g.seen), len(g.known_face_down())
        (31, 0)
        """
        return frozenset(self._seen)

    def known_face_down(self) -> dict[Card, tuple[int, int]]:
        """The face-down cards the player has seen before (see :attr:`seen`), each with its column
        0..6 and its place in that column (0 at the bottom)."""
        return {
            c: (k, i)
            for k, (col, n) in enumerate(zip(self._cols, self._down, strict=True))
            for i, c in enumerate(col[:n])
            if c in self._seen
        }

    def is_face_up(self, card: Card | str) -> bool:
        card = as_card(card)
        where = self._loc[card]
        return where == FOUNDATION or self._cols[where].index(card) >= self._down[where]

    def location(self, card: Card | str) -> int:
        """The column 0..6 that holds ``card``, or :data:`FOUNDATION`."""
        return self._loc[as_card(card)]

    def _refusal(self, move: Move) -> str | None:
        """The reason ``move`` is refused, or ``None``; reasons are checked in the documented order."""
        f = self._found
        if is_won(f):
            return "game_won"
        card, dest = move.card, move.dest
        src = self._loc[card]
        if src == FOUNDATION:
            if f[card // 13] != card % 13 + 1:
                return "foundation_top"
            size = 1
        else:
            col = self._cols[src]
            idx = col.index(card)
            if idx < self._down[src]:
                return "hidden_card"
            size = len(col) - idx
            if size > GROUP_LIMIT:
                return "group_limit"
        if dest == src:
            return "same_place"
        if dest == FOUNDATION:
            if size != 1:
                return "not_last_card"
            if f[card // 13] != card % 13:
                return "foundation"
            return None
        target = self._cols[dest]
        return self.variant.refusal_for(card, target[-1] if target else None)

    def _illegal(self, reason: str, move: Move | None) -> IllegalMove:
        fields: dict[str, Any] = {}
        if move is not None:
            card = move.card
            fields["card"] = card
            src = self._loc[card]
            if reason == "group_limit":
                col = self._cols[src]
                fields["count"] = len(col) - col.index(card)
            elif reason == "same_place":
                fields["dest"] = move.dest
            elif reason == "foundation":
                n = self._found[card.suit]
                fields["need"] = None if n == 13 else Card.of(n + 1, card.suit)
            elif reason in ("rank", self.variant.refusal):
                fields["target"] = self._cols[move.dest][-1]
        messages, rule = refusal_texts(reason, self.variant, **fields)
        return IllegalMove(reason, messages, rule, move, self.lang)

    def check(self, move: Move | str) -> IllegalMove | None:
        """``None`` if ``move`` is legal now, else the :class:`IllegalMove` playing it would raise."""
        m = as_move(move)
        reason = self._refusal(m)
        return None if reason is None else self._illegal(reason, m)

    def is_legal(self, move: Move | str) -> bool:
        return self._refusal(as_move(move)) is None

    def legal_moves(self) -> list[Move]:
        """Every legal move: to the foundations, onto columns, and take-backs from foundations."""
        f = self._found
        if is_won(f):
            return []
        cols, down, loc = self._cols, self._down, self._loc
        result = []
        for s in range(4):
            n = f[s]
            if n < 13:
                card = DECK[s * 13 + n]
                where = loc[card]
                if where != FOUNDATION and cols[where][-1] == card:
                    result.append(MOVES[card][FOUNDATION])
        for d in range(COLUMNS):
            col = cols[d]
            for fits in self._under[col[-1]] if col else self.variant.empty_column:
                card = DECK[fits]
                where = loc[card]
                if where == FOUNDATION:
                    if f[card // 13] == card % 13 + 1:
                        result.append(MOVES[card][d])
                elif where != d:
                    src = cols[where]
                    idx = src.index(card)
                    if idx >= down[where] and len(src) - idx <= GROUP_LIMIT:
                        result.append(MOVES[card][d])
        return result

    def _lift(self, card: Card, where: int) -> list[Card]:
        """Take ``card`` and every card on top of it off column ``where`` (or its foundation)."""
        if where == FOUNDATION:
            self._found[card // 13] -= 1
            return [card]
        col = self._cols[where]
        idx = col.index(card)
        group = col[idx:]
        del col[idx:]
        return group

    def _put(self, group: list[Card], where: int) -> None:
        """Lay ``group`` on column ``where``, or its single card on its foundation."""
        if where == FOUNDATION:
            card = group[0]
            self._found[card // 13] += 1
            self._loc[card] = FOUNDATION
        else:
            self._cols[where].extend(group)
            loc = self._loc
            for c in group:
                loc[c] = where

    def tap_target(self, card: Card | str) -> Move | None:
        """The move a tap on ``card`` would play (its foundation), or ``None``; plays nothing."""
        m = MOVES[as_card(card)][FOUNDATION]
        if self._loc[m.card] == FOUNDATION or self._refusal(m) is not None:
            return None
        return m

    def double_tap_target(self, card: Card | str) -> Move | None:
        """The move a double tap on ``card`` would play (see :meth:`double_tap`), or ``None``; plays nothing.

        >>> from rsol_widget import Game
        >>> Game.from_code("RU1-C-AAAAAAA").double_tap_target("9♦")
        Move('9♦ c7')
        """
        return self.tap_target(card) or self.tableau_place(card)

    def tap_refusal(self, card: Card | str, *, double: bool = False) -> IllegalMove | None:
        """Why a tap (``double``: a double tap) on ``card`` plays nothing, or ``None`` if it plays a move.

        A tap tries the card's foundation, so its refusal is that move's; a double tap that finds no
        column either says there is no place for a last card (``no_place``) and, on a card with cards
        on it, gives the refusal of the column it tried first.

        >>> from rsol_widget import Game
        >>> str(Game.from_code("RU1-C-AAAAAAA").tap_refusal("8♣"))
        'Foundations: 8♣ cannot go to its foundation; A♣ comes next there.'
        """
        card = as_card(card)
        if (self.double_tap_target if double else self.tap_target)(card) is not None:
            return None
        home = self.check(MOVES[card][FOUNDATION])
        if double and home is not None and home.reason == "foundation":  # a last card: no column takes it either
            return gesture_refusal("no_place", self.lang, card=str(card))
        if not double or home is None or home.reason != "not_last_card":
            return home
        src = self._loc[card]
        tried = min((d for d in range(COLUMNS) if d != src), key=lambda d: (-len(self._cols[d]), d))
        return self.check(MOVES[card][tried]) or home

    def face_down_refusal(self, column: int, index: int) -> IllegalMove | None:
        """Why the face-down card at ``index`` (from the bottom) of ``column`` (0..6) cannot move, or
        ``None`` if no face-down card lies there. The page asks by place: the text never names the card.

        >>> from rsol_widget import Game
        >>> str(Game.from_code("RU1-C-AAAAAAA").face_down_refusal(1, 0))
        'Allowed moves: that card is face down; it turns face up once every card on it has been moved.'
        """
        if not (0 <= column < COLUMNS and 0 <= index < self._down[column]):
            return None
        return gesture_refusal("face_down", self.lang)

    def tableau_place(self, card: Card | str) -> Move | None:
        """The column a double tap would send a column card to, or ``None`` (nothing moves)."""
        card = as_card(card)
        src = self._loc[card]
        if src == FOUNDATION:
            return None
        order = sorted(range(COLUMNS), key=lambda d: (-len(self._cols[d]), d))
        for d in order:
            if self._cols[d] and self._refusal(MOVES[card][d]) is None:
                return MOVES[card][d]
        if self._cols[src].index(card) > 0:
            for d in range(COLUMNS):
                if not self._cols[d] and self._refusal(MOVES[card][d]) is None:
                    return MOVES[card][d]
        return None


def gesture_refusal(reason: str, lang: str, **fields: object) -> IllegalMove:
    """A gesture that names no move refused under the allowed moves (``face_down``, ``no_place``): not
    a move's refusal, so not one of :data:`~rsol_widget.messages.REASONS` and never in a record."""
    rule = RULE_NAMES["allowed_moves"]
    messages = {
        each: text(each, "engine.refusal", rule=rule[each], detail=text(each, f"engine.{reason}", **fields))
        for each in LANGS
    }
    return IllegalMove(reason, messages, rule, None, lang)


def parse_position(
    columns: Sequence[str | Iterable[str | Card]], foundations: Iterable[str | Card]
) -> tuple[list[list[Card]], list[int], list[int]]:
    """The columns, face-down counts and foundation heights of a hand-made position
    (see :meth:`Game.from_position`); raises :class:`PositionError` naming what is wrong."""
    if isinstance(columns, str) or len(columns) != COLUMNS:
        raise PositionError(f"a position has {COLUMNS} columns")
    cols: list[list[Card]] = []
    down: list[int] = []
    for k, spec in enumerate(columns):
        tokens = spec.split() if isinstance(spec, str) else list(spec)
        col: list[Card] = []
        hidden = 0
        for tok in tokens:
            text = str(tok) if isinstance(tok, Card) else tok
            if isinstance(text, str) and text.startswith("[") and text.endswith("]"):
                if hidden != len(col):
                    raise PositionError(f"column {k + 1}: face-down {text} lies above a face-up card")
                hidden += 1
                text = text[1:-1]
            col.append(as_card(text))
        if col and hidden == len(col):
            raise PositionError(f"column {k + 1}: its last card must be face up")
        cols.append(col)
        down.append(hidden)
    found = [0, 0, 0, 0]
    tops = foundations.split() if isinstance(foundations, str) else list(foundations)
    for tok in tops:
        top = as_card(tok)
        if found[top.suit]:
            raise PositionError(f"two tops given for the {top.suit_symbol} foundation")
        found[top.suit] = top.rank
    placed = [c for col in cols for c in col] + [Card.of(r, s) for s in range(4) for r in range(1, found[s] + 1)]
    seen: set[Card] = set()
    for c in placed:
        if c in seen:
            raise PositionError(f"{c} appears twice")
        seen.add(c)
    if len(seen) != 52:
        missing = " ".join(str(c) for c in DECK if c not in seen)
        raise PositionError(f"every card must be placed; missing: {missing}")
    return cols, down, found


__all__ = ["Position", "parse_position"]

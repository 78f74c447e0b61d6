"""The solver's board: its own mutable copy of a position, played and unplayed move by move."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..moves import COLUMNS
from ..rules import GROUP_LIMIT, Rule, is_won
from ._moves import classic_moves, relaxed_moves
from ._proofs import _deadlocked, _frozen
from ._tables import _F, _PREFIX, _RANK, _SEP, _SUIT, _Record, _suited

if TYPE_CHECKING:
    from ..game import Game


class _Board:
    """The solver's own mutable copy of a position; cards and moves are plain ints.

    Columns are ``bytearray``s of cards, bottom to top; ``loc[card]`` is its column (or
    :data:`FOUNDATION`), ``pos[card]`` its place in that column; ``keys[k]`` is column ``k``'s
    key, its face-down count followed by its cards, kept up to date move by move.
    """

    __slots__ = (
        "cols",
        "down",
        "empty",
        "fitting",
        "found",
        "frozen",
        "keys",
        "knots",
        "loc",
        "pos",
        "rule",
        "suited",
        "targets",
    )

    def __init__(
        self, columns: Sequence[Sequence[int]], face_down: Sequence[int], found_heights: Sequence[int], rule: Rule
    ) -> None:
        self.cols: list[bytearray] = [bytearray(col) for col in columns]
        self.down: list[int] = list(face_down)
        self.found: list[int] = list(found_heights)
        self.rule = rule
        self.suited = _suited(rule)
        self.fitting = rule.fitting  # fitting[card]: the cards that may go on it
        self.targets = rule.targets  # targets[card]: the cards it may go on
        self.empty = rule.empty_column  # the cards an empty column takes
        self.loc: list[int] = [_F] * 52
        self.pos: list[int] = [0] * 52
        for k, col in enumerate(self.cols):
            for i, c in enumerate(col):
                self.loc[c] = k
                self.pos[c] = i
        self.keys: list[bytes] = [_PREFIX[self.down[k]] + self.cols[k] for k in range(COLUMNS)]
        self.frozen: dict[bytes, bool] = {}  # Classic, by column key: the column is frozen (rule 7)
        self.knots: dict[bytes, bool] = {}  # Classic, by column key: the column holds a lost knot (rule 8)

    def is_frozen(self, k: int) -> bool:
        """Classic: column ``k`` is frozen (rule 7); remembered by column key."""
        key = self.keys[k]
        answer = self.frozen.get(key)
        if answer is None:
            answer = self.frozen[key] = _frozen(self.cols[k], self.down[k], self.pos)
        return answer

    def has_knot(self, k: int) -> bool:
        """Classic: column ``k`` holds a lost knot (rule 8); remembered by column key."""
        key = self.keys[k]
        answer = self.knots.get(key)
        if answer is None:
            answer = self.knots[key] = _deadlocked(self.cols[k], self.down[k], self.pos)
        return answer

    @classmethod
    def of_game(cls, game: Game) -> _Board:
        """The solver's copy of ``game``'s position, read through its public accessors."""
        return cls(game.columns, game.face_down, game.foundation_heights, game.variant)

    def key(self) -> bytes:
        """The canonical position: the sorted column keys (the foundations follow from them)."""
        return _SEP.join(sorted(self.keys))

    @property
    def won(self) -> bool:
        return is_won(self.found)

    # ------------------------------------------------------------------ playing and undoing
    def play(self, card: int, dest: int) -> _Record:
        loc, pos, keys = self.loc, self.pos, self.keys
        src = loc[card]
        group: bytes | bytearray
        if src == _F:
            self.found[_SUIT[card]] -= 1
            group = _PREFIX[card]
            index, flipped, src_key = -1, False, b""
        else:
            col = self.cols[src]
            index = pos[card]
            group = col[index:]
            del col[index:]
            src_key = keys[src]
            down = self.down[src]
            flipped = index != 0 and index == down
            if flipped:
                self.down[src] = down - 1
                keys[src] = _PREFIX[down - 1] + col
            else:
                keys[src] = src_key[: index + 1]
        if dest == _F:
            self.found[_SUIT[card]] += 1
            loc[card] = _F
            dest_key = b""
        else:
            target = self.cols[dest]
            at = len(target)
            target += group
            for c in group:
                loc[c] = dest
                pos[c] = at
                at += 1
            dest_key = keys[dest]
            keys[dest] = dest_key + group
        return (card, src, dest, index, flipped, src_key, dest_key)

    def unplay(self, record: _Record) -> None:
        card, src, dest, index, flipped, src_key, dest_key = record
        loc, pos = self.loc, self.pos
        if dest == _F:
            self.found[_SUIT[card]] -= 1
            group: bytes | bytearray = _PREFIX[card]
        else:
            target = self.cols[dest]
            at = pos[card]
            group = target[at:]
            del target[at:]
            self.keys[dest] = dest_key
        if src == _F:
            self.found[_SUIT[card]] += 1
            loc[card] = _F
        else:
            if flipped:
                self.down[src] += 1
            self.cols[src] += group
            for c in group:
                loc[c] = src
                pos[c] = index
                index += 1
            self.keys[src] = src_key

    def settle_classic(self, changed: int) -> list[_Record]:
        """Classic :meth:`play_safe_foundations` after column ``changed`` got a new top: every
        last card that fits its foundation goes there, following the chain of what that frees."""
        cols, found, loc = self.cols, self.found, self.loc
        records: list[_Record] = []
        todo = [changed]
        while todo:
            col = cols[todo.pop()]
            while col:
                card = col[-1]
                if found[_SUIT[card]] != _RANK[card]:
                    break
                records.append(self.play(card, _F))
                if _RANK[card] < 12:
                    where = loc[card + 1]
                    if where != _F and cols[where][-1] == card + 1:
                        todo.append(where)
        return records

    def play_safe_foundations(self, changed: int = -1) -> list[_Record]:
        """Play every safe foundation move (rule 3), repeatedly; return their records.

        ``changed`` (a column) says that only that column's top card is new since the last
        call, so nothing else can have become safe: one look at it decides whether to scan."""
        cols, found = self.cols, self.found
        takes_back = not self.suited
        if changed >= 0:
            col = cols[changed]
            if not col:
                return []
            card = col[-1]
            rank = _RANK[card]
            if found[_SUIT[card]] != rank or (takes_back and rank > min(found)):
                return []
        records = []
        progress = True
        while progress:
            progress = False
            low = min(found)
            for col in cols:
                if col:
                    card = col[-1]
                    rank = _RANK[card]
                    if found[_SUIT[card]] == rank and (not takes_back or rank <= low):
                        records.append(self.play(card, _F))
                        progress = True
                        low = min(found)
        return records

    # ------------------------------------------------------------------ moves
    def all_moves(self) -> list[int]:
        """Every legal move as ``card * 8 + dest``, exactly as :meth:`Game.legal_moves` has them."""
        if self.won:
            return []
        cols, loc, pos, found, down = self.cols, self.loc, self.pos, self.found, self.down
        result = []
        for s in range(4):
            if found[s] < 13:
                card = s * 13 + found[s]
                where = loc[card]
                if where != _F and cols[where][-1] == card:
                    result.append(card * 8 + _F)
        for d in range(COLUMNS):
            col = cols[d]
            for card in self.fitting[col[-1]] if col else self.empty:
                where = loc[card]
                if where == _F:
                    if found[_SUIT[card]] == _RANK[card] + 1:
                        result.append(card * 8 + d)
                elif where != d:
                    index = pos[card]
                    if index >= down[where] and len(cols[where]) - index <= GROUP_LIMIT:
                        result.append(card * 8 + d)
        return result

    def search_moves(self, noise: Sequence[int] | None = None) -> list[int]:
        """The moves the search tries, best first: :meth:`all_moves` minus the pruned ones.

        ``noise`` (a number 0.._NOISE-1 for each move ``card * 8 + dest``) shuffles moves of
        near priorities (restarts); it never drops a move."""
        moves = self.ordered_moves(noise)
        moves.reverse()
        return moves

    def ordered_moves(self, noise: Sequence[int] | None = None) -> list[int]:
        """:meth:`search_moves` in reverse order (worst first), so the search pops the best."""
        if self.suited:
            return classic_moves(self, noise)
        return relaxed_moves(self, noise)

    classic_moves = classic_moves
    relaxed_moves = relaxed_moves


def _lifted_key(col: bytearray, hidden: int, index: int) -> bytes:
    """The key of column ``col`` (``hidden`` cards face down) once the cards from ``index`` up
    have left it: the card below is turned if it was face down. (Inlined in :func:`_search`.)"""
    return _PREFIX[hidden - 1 if index and index == hidden else hidden] + col[:index]


def _decode(key: bytes, rule: Rule) -> _Board:
    """The board a canonical key stands for (columns in key order)."""
    parts = key.split(_SEP)
    counts = [13, 13, 13, 13]
    for part in parts:
        for card in part[1:]:
            counts[_SUIT[card]] -= 1
    return _Board([part[1:] for part in parts], [part[0] for part in parts], counts, rule)


def _line(path: list[list[_Record]]) -> list[int]:
    return [record[0] * 8 + record[2] for records in path for record in records]

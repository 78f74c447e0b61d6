"""The solver as it was before issue 13 (commit 9a7c248), kept only as the benchmark's baseline.

A sound solver for Russian Solitaire: is this position winnable, and how?

>>> from rsol_widget import Game, solve
>>> result = solve(Game.from_code("RU1-C-AAAAAAA"))
>>> result.status in ("won", "unwinnable", "unknown")
True

**The solver sees the face-down cards.** Like every solver of this kind it knows the whole
layout, so "winnable" means *winnable with perfect knowledge*; a player who cannot see the
hidden cards may lose a winnable deal.

:func:`solve` works from any position (a fresh deal or mid-game, after take-backs and undos,
either rule) on its own copy of the position, and never changes the game it is given. It answers

* ``"won"``: ``moves`` is a winning line of engine :class:`Move` objects, playable in order
  with :meth:`Game.play`;
* ``"unwinnable"``: the search was exhaustive (up to the safe prunings below): no line wins;
* ``"unknown"``: a time, node or table limit stopped it first.

The search
----------
A depth-first search with an explicit stack (no recursion) over positions, with a
transposition table of every position seen. The table is keyed by a canonical position: the
multiset of columns (each column's cards, bottom to top, and how many lie face down), sorted,
so column order does not matter; the foundations need no key, they hold exactly the cards that
are not in the columns. The table holds at most ``table_limit`` positions: past it the search
stops with ``"unknown"``, so memory stays bounded (about 150 bytes a position). Moves are tried
in a heuristic order (turn a hidden card first, then empty a column, ...), which only changes
how fast a win is found, never the answer.

Search times are heavy-tailed (most deals take a few hundred positions, a few get lost for
millions in a subtree below an early mistake), so the search restarts: the first run may
search ``RESTART_NODES`` positions (3,000 in Relaxed, 10,000 in Classic, where most deals are
lost and a restart only repeats work), then a new run, with move priorities shuffled a little by a
seeded random generator, gets twice as many, and so on until an answer or the limits. Every run
is a complete search of its own (fresh table, every kept move tried), so a run that finishes
without a win proves the position unwinnable, and the answers stay deterministic.

Why the prunings are safe
-------------------------
Write ``d(P)`` for the length of a shortest winning line from ``P`` (in Classic: of a shortest
line without take-backs). Each rule below only drops moves at a position ``P`` when some line at
most as long as a shortest one starts with a move that is kept; so every winnable position has
a kept move to a winnable position with a smaller ``d``, and by induction the search, which
tries every kept move of every new position, finds a win from every winnable position.
Positions found again through the table are the same position, so skipping them is safe.

*Virtual cards* (used twice below). Let ``m`` be the lowest foundation height at ``P``: every
card of rank ``<= m`` is on a foundation. Call a card taken back from a foundation *virtual*
until it returns there, when (Relaxed) its rank is ``<= m + 1`` or (Classic) always. Only a
card one rank lower fits on a virtual card (the same suit in Classic), and that card is itself
on a foundation (Classic: the foundation held it under the virtual one; Relaxed: its rank is
``<= m``), so it can only come back as a virtual card. Hence, along any line, virtual cards lie
only on top of a column, above every other card; and a foundation's cards plus its suit's
virtual cards are always a run from the ace. Deleting from a line every move of a virtual card
(its take-back, its moves, its return) therefore leaves a legal line, no longer, that still
wins: every other move sees the same tops (a virtual card is never under another card), the
same face-down cards, the same foundation tops, and groups that are smaller or equal (so the
20-card limit still holds).

1. **Take-backs in Classic are never needed; Classic lines contain none.** The virtual-card
   argument with every take-back virtual. So the Classic search generates no take-backs, a
   Classic winning line contains none, and from a fresh deal it scores exactly
   52 x 10 + 21 x 5 = 625.
2. **Relaxed: only take-backs of cards of rank >= m + 2 are tried** (``m`` as above at the
   current position). The virtual-card argument: a shortest winning line has no other take-back.
   Higher take-backs can help in Relaxed: a taken-back 9♥ on a 10♠ can hold the 8♣ that hides
   a card.
3. **Safe moves to the foundations are played at once, as the only move tried.** In Classic any
   last card ``X`` that fits its foundation; in Relaxed a last card ``X`` of rank ``r <= m + 1``.
   Take a shortest winning line ``S`` (Classic: without take-backs). Before ``S`` sends ``X`` to
   its foundation, nothing is put on ``X``: the only cards that fit (Classic: the card one
   lower of its suit; Relaxed: the rank ``r - 1 <= m`` cards) are on the foundations and, by
   1 and 2, ``S`` never takes them back. So ``X`` stays the last card of its column; it may move
   alone, or ride on a group below it. Play ``X`` to its foundation first, then ``S`` without
   ``X``'s own moves: every move keeps its legality (same tops elsewhere, groups one card
   smaller, the card under ``X`` is face up sooner, which only adds moves; the foundation of
   ``X``'s suit is not touched by ``S`` before ``X`` goes there — in Relaxed no take-back of
   that suit happens either, as its top has rank ``r - 1 <= m``). That line is no longer than
   ``S``. With take-backs and in Relaxed the condition matters: a Relaxed 7♥ with a 6♣ still in
   play may be needed as the 6♣'s parking place.
4. **A king at the bottom of a column is never moved to an empty column, and a king (with its
   group) goes only to the first empty column.** Both give the same canonical position as the
   position itself or as the move to another empty column: columns are interchangeable.
5. **The group limit (20 cards) and every other rule of the engine are applied as they are**;
   the tests check this move generator against :meth:`Game.legal_moves` on random positions.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from rsol_widget.cards import KING
from rsol_widget.moves import COLUMNS, FOUNDATION, MOVES, Move

GROUP_LIMIT = 20
DEFAULT_TIME_LIMIT = 30.0
DEFAULT_NODE_LIMIT = 3_000_000
DEFAULT_TABLE_LIMIT = 2_000_000
HINT_TIME_LIMIT = 2.0
_CHECK_EVERY = 512  # nodes between clock checks
RESTART_NODES = {"classic": 10_000, "relaxed": 3_000}  # the first run's node budget; each restart doubles it
_NOISE = 25  # restarts add 0.._NOISE-1 to move priorities

_KING_INDEX = KING - 1
_KINGS = tuple(s * 13 + _KING_INDEX for s in range(4))
_F = FOUNDATION
# The cards that fit on a card: one rank lower, of its suit (Classic) or of any suit (Relaxed).
_FITTING_CLASSIC = tuple(() if c % 13 == 0 else (c - 1,) for c in range(52))
_FITTING_RELAXED = tuple(() if c % 13 == 0 else tuple(s * 13 + c % 13 - 1 for s in range(4)) for c in range(52))


@dataclass(frozen=True)
class SolveResult:
    """What :func:`solve` found.

    ``status`` is ``"won"`` (``moves`` is a winning line), ``"unwinnable"`` (exhaustive search,
    no line wins) or ``"unknown"`` (``limit`` names the limit that stopped the search:
    ``"time"``, ``"nodes"``, ``"table"`` or ``"cancelled"``). ``nodes`` counts the positions
    searched.
    """

    status: str
    moves: tuple[Move, ...]
    nodes: int
    seconds: float
    limit: str | None = None

    @property
    def winnable(self) -> bool | None:
        """``True``/``False`` when decided, ``None`` when a limit stopped the search."""
        return {"won": True, "unwinnable": False}.get(self.status)


@dataclass(frozen=True)
class Hint:
    """Advice for the next move: ``move`` (``None`` when no move is legal) and whether it starts
    a winning line the solver found (``winning``); ``status`` is the solver's answer."""

    move: Move | None
    winning: bool
    status: str


class _Board:
    """The solver's own mutable copy of a position; cards and moves are plain ints.

    A move record is ``(card, src, dest, index, flipped)``: ``index`` is the card's place in
    its source column (-1 for a take-back from a foundation).
    """

    __slots__ = ("cols", "down", "found", "keys", "loc", "relaxed")

    def __init__(self, columns, face_down, found_heights, relaxed: bool) -> None:
        self.cols: list[list[int]] = [[int(c) for c in col] for col in columns]
        self.down: list[int] = list(face_down)
        self.found: list[int] = list(found_heights)
        self.relaxed = relaxed
        self.loc: list[int] = [_F] * 52
        for k, col in enumerate(self.cols):
            for c in col:
                self.loc[c] = k
        self.keys: list[bytes] = [self._column_key(k) for k in range(COLUMNS)]

    @classmethod
    def of_game(cls, game) -> _Board:
        return cls(game.columns, game.face_down, [len(f) for f in game.foundations], game.rule == "relaxed")

    def _column_key(self, k: int) -> bytes:
        return bytes((self.down[k], *self.cols[k]))

    def key(self) -> bytes:
        """The canonical position: the sorted column keys (the foundations follow from them)."""
        return b"\xff".join(sorted(self.keys))

    def key_after(self, card: int, dest: int) -> bytes:
        """The canonical position after moving ``card`` (in a column) onto column ``dest``,
        before any safe foundation move; the board is not changed."""
        src = self.loc[card]
        col = self.cols[src]
        index = col.index(card)
        down = self.down[src]
        keys = self.keys.copy()
        keys[src] = bytes((down - 1 if index and index == down else down, *col[:index]))
        keys[dest] += bytes(col[index:])
        return b"\xff".join(sorted(keys))

    @property
    def won(self) -> bool:
        f = self.found
        return f[0] + f[1] + f[2] + f[3] == 52

    # ------------------------------------------------------------------ playing and undoing
    def play(self, card: int, dest: int) -> tuple:
        cols, loc = self.cols, self.loc
        src = loc[card]
        if src == _F:
            self.found[card // 13] -= 1
            group = (card,)
            index, flipped = -1, False
        else:
            col = cols[src]
            index = col.index(card)
            group = col[index:]
            del col[index:]
            flipped = index != 0 and index == self.down[src]
            if flipped:
                self.down[src] -= 1
            self.keys[src] = bytes((self.down[src], *col))
        if dest == _F:
            self.found[card // 13] += 1
            loc[card] = _F
        else:
            cols[dest].extend(group)
            for c in group:
                loc[c] = dest
            self.keys[dest] = bytes((self.down[dest], *cols[dest]))
        return (card, src, dest, index, flipped)

    def unplay(self, record: tuple) -> None:
        card, src, dest, _index, flipped = record
        cols, loc = self.cols, self.loc
        if dest == _F:
            self.found[card // 13] -= 1
            group = [card]
        else:
            col = cols[dest]
            at = col.index(card)
            group = col[at:]
            del col[at:]
            self.keys[dest] = bytes((self.down[dest], *col))
        if src == _F:
            self.found[card // 13] += 1
            loc[card] = _F
        else:
            if flipped:
                self.down[src] += 1
            cols[src].extend(group)
            for c in group:
                loc[c] = src
            self.keys[src] = bytes((self.down[src], *cols[src]))

    def play_safe_foundations(self) -> list[tuple]:
        """Play every safe foundation move (rule 3), repeatedly; return their records."""
        records = []
        cols, found = self.cols, self.found
        progress = True
        while progress:
            progress = False
            low = min(found)
            for col in cols:
                if col:
                    card = col[-1]
                    rank_index = card % 13
                    if found[card // 13] == rank_index and (not self.relaxed or rank_index <= low):
                        records.append(self.play(card, _F))
                        progress = True
                        low = min(found)
        return records

    # ------------------------------------------------------------------ moves
    def _movable(self, card: int, dest: int) -> bool:
        """``card`` (in a column other than ``dest``) is face up and heads at most 20 cards."""
        where = self.loc[card]
        if where == dest:
            return False
        col = self.cols[where]
        index = col.index(card)
        return index >= self.down[where] and len(col) - index <= GROUP_LIMIT

    def all_moves(self) -> list[int]:
        """Every legal move as ``card * 8 + dest``, exactly as :meth:`Game.legal_moves` has them."""
        if self.won:
            return []
        cols, loc, found = self.cols, self.loc, self.found
        result = [c * 8 + _F for c in (s * 13 + found[s] for s in range(4) if found[s] < 13) if _is_top(self, c)]
        for d in range(COLUMNS):
            col = cols[d]
            for card in (_FITTING_RELAXED if self.relaxed else _FITTING_CLASSIC)[col[-1]] if col else _KINGS:
                if loc[card] == _F:
                    if found[card // 13] == card % 13 + 1:
                        result.append(card * 8 + d)
                elif self._movable(card, d):
                    result.append(card * 8 + d)
        return result

    def search_moves(self, noise: random.Random | None = None) -> list[int]:
        """The moves the search tries, best first: :meth:`all_moves` minus the pruned ones.

        ``noise`` shuffles moves of near priorities (restarts); it never drops a move."""
        cols, loc, found, down = self.cols, self.loc, self.found, self.down
        relaxed = self.relaxed
        fitting = _FITTING_RELAXED if relaxed else _FITTING_CLASSIC
        low = min(found)
        scored: list[int] = []  # priority * 512 + move, so one sort orders them
        empty_done = False
        for d in range(COLUMNS):
            col = cols[d]
            if col:
                candidates = fitting[col[-1]]
            elif empty_done:
                continue  # rule 4: one empty column stands for all
            else:
                empty_done = True
                candidates = _KINGS
            for card in candidates:
                where = loc[card]
                if where == _F:
                    # rules 1 and 2: Classic never takes back; Relaxed only ranks >= m + 2
                    if relaxed and found[card // 13] == card % 13 + 1 and card % 13 > low:
                        scored.append(card * 8 + d)  # priority 0: last
                    continue
                if where == d:
                    continue
                src = cols[where]
                index = src.index(card)
                hidden = down[where]
                if index < hidden or len(src) - index > GROUP_LIMIT:
                    continue
                if index == 0:
                    if not col:
                        continue  # rule 4: a king already at the bottom of its column
                    priority = 80  # empties a column
                elif index == hidden:
                    priority = 100 + hidden  # turns a hidden card
                elif src[index - 1] % 13 == card % 13 + 1:
                    priority = 1  # leaves a fitting card: only useful to free that card
                else:
                    priority = 20
                if noise is not None:
                    priority += noise.randrange(_NOISE)
                scored.append(priority * 512 + card * 8 + d)
        if relaxed:  # Classic plays every foundation move at once (rule 3)
            for src in cols:
                if src:
                    card = src[-1]
                    if found[card // 13] == card % 13:
                        priority = 70 if len(src) == 1 else 40
                        if noise is not None:
                            priority += noise.randrange(_NOISE)
                        scored.append(priority * 512 + card * 8 + _F)
        scored.sort(reverse=True)
        return [m & 511 for m in scored]


def _is_top(board: _Board, card: int) -> bool:
    where = board.loc[card]
    return where != _F and board.cols[where][-1] == card


def solve(
    game,
    *,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = DEFAULT_NODE_LIMIT,
    table_limit: int = DEFAULT_TABLE_LIMIT,
    cancel: Callable[[], bool] | None = None,
) -> SolveResult:
    """Search for a winning line from ``game``'s position; never changes ``game``.

    ``time_limit`` is in seconds; ``None`` lifts a limit (``table_limit`` always holds).
    ``cancel`` is polled every few hundred positions: when it returns true the search stops
    with ``"unknown"`` and ``limit="cancelled"`` (for searches run in a thread). The position
    is copied once at the start, so the game may change meanwhile. The solver sees face-down
    cards: "winnable" means winnable with perfect knowledge.
    """
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    snapshot = _Board.of_game(game)
    total, budget, run = 0, RESTART_NODES[game.rule], 0
    while True:
        allowed = budget if node_limit is None else min(budget, node_limit - total)
        noise = random.Random(run) if run else None
        board = _Board(snapshot.cols, snapshot.down, snapshot.found, snapshot.relaxed)
        status, line, nodes, limit = _search(board, deadline, allowed, table_limit, noise, cancel)
        total += nodes
        if limit != "nodes" or (node_limit is not None and total >= node_limit):
            break
        run, budget = run + 1, budget * 2  # a restart in another order: heavy tails get cut short
    moves = tuple(MOVES[m >> 3][m & 7] for m in line)
    return SolveResult(status, moves, total, time.perf_counter() - start, limit)


def _search(
    board: _Board,
    deadline: float | None,
    max_nodes: int,
    table_limit: int,
    noise: random.Random | None = None,
    cancel: Callable[[], bool] | None = None,
) -> tuple[str, list[int], int, str | None]:
    """One complete depth-first search with an explicit stack, unless a limit stops it;
    returns (status, line, nodes, limit)."""
    path: list[list[tuple]] = [board.play_safe_foundations()]
    if board.won:
        return "won", _line(path), 1, None
    seen = {board.key()}
    stack: list[list] = [[board.search_moves(noise), 0]]
    nodes = 1
    while stack:
        frame = stack[-1]
        moves, i = frame
        if i == len(moves):
            stack.pop()
            for record in reversed(path.pop()):
                board.unplay(record)
            continue
        frame[1] = i + 1
        move = moves[i]
        card, dest = move >> 3, move & 7
        if dest != _F and board.loc[card] != _F:
            # a column move: look its result up before playing it (most are transpositions)
            key = board.key_after(card, dest)
            if key in seen:
                continue
            seen.add(key)
            records = [board.play(card, dest)]
            more = board.play_safe_foundations()
            records += more
            look_up = bool(more)  # the safe foundation moves made it another position
        else:
            records = [board.play(card, dest), *board.play_safe_foundations()]
            look_up = True
        if look_up:
            key = board.key()
            if key in seen:
                for record in reversed(records):
                    board.unplay(record)
                continue
            seen.add(key)
        path.append(records)
        if board.won:
            return "won", _line(path), nodes, None
        nodes += 1
        if nodes % _CHECK_EVERY == 0:
            if deadline is not None and time.perf_counter() > deadline:
                return "unknown", [], nodes, "time"
            if len(seen) > table_limit:
                return "unknown", [], nodes, "table"
            if cancel is not None and cancel():
                return "unknown", [], nodes, "cancelled"
        if nodes > max_nodes:
            return "unknown", [], nodes, "nodes"
        stack.append([board.search_moves(noise), 0])
    return "unwinnable", [], nodes, None


def _line(path: list[list[tuple]]) -> list[int]:
    return [record[0] * 8 + record[2] for records in path for record in records]


def hint(game, *, time_limit: float = HINT_TIME_LIMIT, cancel: Callable[[], bool] | None = None) -> Hint:
    """The next move of a winning line found within ``time_limit``; otherwise a useful legal
    move with ``winning=False`` (``None`` when no move is legal). Never moves a card."""
    result = solve(game, time_limit=time_limit, cancel=cancel)
    if result.status == "won" and result.moves:
        return Hint(result.moves[0], True, result.status)
    return Hint(_useful_move(game), False, result.status)


def _useful_move(game) -> Move | None:
    """The legal move the search would try first, a foundation move before anything else."""
    board = _Board.of_game(game)
    moves = board.all_moves()
    preferred = [m for m in moves if m & 7 == _F] + board.search_moves() + moves
    return MOVES[preferred[0] >> 3][preferred[0] & 7] if preferred else None

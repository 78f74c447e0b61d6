"""A sound solver for Russian Solitaire: is this position winnable, and how?

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
First the position is checked for proofs that it is lost (rules 8 to 10 below: 90% of Classic
deals end there, before any move; in Relaxed, where they rarely fire, rules 9 and 10 wait for
the second run, so that the first run, which wins most deals, does not pay for them). Then a
depth-first search with an explicit stack (no recursion) over positions, with a transposition table
of every position seen. The table is keyed by a canonical position: the multiset of columns
(each column's face-down count and cards, bottom to top), sorted, so column order does not
matter; the foundations need no key, they hold exactly the cards that are not in the columns.
Each column's key is kept up to date move by move, and a column move's result is looked up
before it is played. The table holds at most ``table_limit`` positions: past it the search
stops with ``"unknown"``, so memory stays bounded (about 150 bytes a position). Moves are tried
in a heuristic order (turn a hidden card first, then empty a column, ...), which only changes
how fast a win is found, never the answer.

Search times are heavy-tailed (most deals take a few hundred positions, a few get lost for
millions in a subtree below an early mistake), so the search restarts: the first run may
search ``Rule.restart_nodes`` positions (3,000 in Relaxed, 10,000 in Classic), then a new run, with
move priorities shuffled a little by a seeded random table, gets twice as many, and so on until
an answer or the limits. Every run is a complete search of its own (every kept move tried), so
a run that finishes without a win proves the position unwinnable, and the answers stay
deterministic. A Classic run starts with the positions earlier runs searched completely
(rule 6); a Relaxed run starts afresh, and from the second stopped depth-first run on, a greedy
best-first search (:class:`_BestFirst`: the position that looks nearest a win first) goes on
for half as many positions as that run had (``BEST_FIRST_SHARE``), with the same moves and
prunings, then a second one that breaks ties the other way (the newest position first), then
a third that also counts, twice, the cards lying on the next card each foundation needs
(:func:`_estimate_buried`: deal 29124, undecided after 60 s without it, is won in 776
positions). Each is one search, resumed where it stopped after each run (its table and queue kept), so its work
adds up instead of starting over: they win many Relaxed deals where the depth-first search
wanders for minutes, and they are complete too. Last come the probes (:class:`_Probes`, the
same share): a seeded random walk of 5-59 moves from the start, then a short depth-first
search (``PROBE_NODES``) from where it stopped, again and again. They only ever find wins,
never a proof, but they start the search in places the ordered searches reach late or never:
deal 1194, undecided after 600 s of the others, is won by them. From the second run on, a
Relaxed search (depth-first and best-first) checks rule 9 at every position it reaches, while
that pays (:class:`_LostCheck`: it pauses for a while when fewer than one check in 50 finds a
lost position): in the hard deals that are lost, most positions are. A position the check
proves lost leaves the depth-first search's table again (rule 9 tells again if the search comes
back to it), so the table holds only the positions left open: about a quarter of those a
long proof reaches (deal 64956: 12,156 of 44,208), and the same memory carries a proof four
times as far.

A winning line longer than ``SHORTEN_ABOVE`` (120) moves goes through :func:`shorten`, which
cuts the detours a depth-first search leaves in it (Relaxed lines of 900-1,900 moves come out at
about 100-140, lines of 120-200 moves lose 20-90 moves). Shorter lines are left as they are:
the pass costs about 1.2 ms a line, twice a typical Relaxed search, and would cut 1 move from a
median line, 2 from the 90th percentile. :func:`hint` needs
only the first move, and shortens only lines over ``HINT_SHORTEN_ABOVE`` (200) moves.

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
6. **Classic: a restart keeps the positions the stopped run searched completely.** Give each
   Classic position the potential ``2 x (cards on the foundations) + (cards lying on the next
   higher card of their suit) + (kings at the bottom of a column)``. Every move the Classic
   search makes raises it: a card ``X`` goes onto ``X+1`` (it did not lie on ``X+1`` before:
   that card is unique and was the top of another column), a king leaves a card for the bottom
   of an empty column (rule 4 keeps bottom kings in place), a last card goes home (+2, at most
   -1). So the searched graph has no cycle, and a position whose moves were all searched
   without a win (left the path, not merely visited) is lost. When a run stops at its node
   budget, the keys of the positions still on its path are removed from the table and the next
   run starts with the rest as known losses. (Relaxed has cycles: each run starts afresh.)
7. **Classic: a card goes at once onto its successor lying on a frozen column.** Call a column
   *frozen* when each of its face-up cards is a king at its bottom or lies somewhere above the
   next higher card of its suit in that column. If ``X`` (face up, with the group ``G`` on it)
   can move onto ``X+1``, the last card of a frozen column, that move is the only one tried.
   Take a shortest winning line ``S`` from ``P`` (Classic: no take-backs, and by rule 4 no
   bottom king moves to an empty column) and let ``P'`` be ``P`` after the move. Along ``S``,
   no card of the frozen column ever heads a move: the first one to do so would be face up in
   ``P`` (a face-down card is turned only once every card above it has left, which needs an
   earlier such move), so it is a bottom king (excluded) or ``H`` with ``H+1`` below it in
   the same column, where ``H`` cannot go. And ``X+1`` cannot go home before ``X``. So the
   frozen column keeps its cards, with ``X+1`` on top, until ``S`` puts ``X`` there or sends
   ``X`` home. Until then ``P'`` follows ``S`` with the pile from ``X`` up lying on ``X+1``
   instead of where ``S`` has it, everything else equal: moves of cards in that pile or onto
   its top are the same moves (the top's column is another one); a move of a card below ``X``
   carries fewer cards (the group limit holds, the card that ``X`` uncovered is already face
   up); empty columns of ``S`` are empty in ``P'`` too; a last card of ``S`` is a last card in
   ``P'``. When ``S`` puts ``X`` onto ``X+1`` (skipped) or ``X`` home, the two positions are
   equal. So ``P'`` is winnable, by a line no longer (not always shorter; but by rule 6 every
   Classic move raises the potential, so a chain of kept moves through winnable positions
   cannot go on for ever and ends at a win). The frozen condition is needed: with
   ``Q♥`` alone in a column and ``K♥`` on the pile above ``J♥``, playing ``J♥`` onto ``Q♥``
   buries the king the queen needs (a test shows this position).
8. **Classic: a column with a lost knot is lost.** Take the column's *frozen part*: from the
   bottom up to the highest face-up card such that every face-up card up to it is a king at the
   bottom or lies above its successor (the next higher card of its suit) in the column. Along a
   shortest winning line no face-up card of the frozen part ever heads a move: the first to do
   so would still have its successor below it (only a move of a card below could take that
   away, and face-down cards below stay covered), and a bottom king does not move (rule 4). So
   those cards leave only to the foundations, from the top down. If one of them lies above a
   lower card of its own suit, neither can go home first: no line wins. Checked on the two
   columns a move changes, and on all after safe foundation moves.
9. **A position where some card can never go home is lost** (both rules). An over-estimate of
   what can ever happen, computed to a fixed point from the position: a card may *become a last
   card* if it is one, or if the card lying directly on it may head a move or go home (nothing
   else uncovers it: a card can only be put on a last card), or (Relaxed) if it may go home and
   be taken back; a column may *become empty* if one is, or if a bottom card may head a move or
   go home; a card may *head a move* if it is face up or may become a last card, and it is a
   king and a column may become empty, or some card it fits on (one rank higher: of its suit in
   Classic, any in Relaxed) may become a last card without the card moving first: that target
   lies in another column, or, in the card's own column, one of the cards between them (above
   the card, up to the target when the target lies above it) may head a move, or (Relaxed) the
   card or the target may go home and come back; a card may *go home* if it may become a last
   card and the next
   lower card of its suit may go home (or it is an ace). By induction on the first time each
   event happens along a line, every event of every line is derived (Classic: of the lines
   without take-backs, which suffice by rule 1). So when some card is not derived to go home,
   no line wins. Checked at the start of a search: it proves 90% of the Classic deals lost
   before any move is searched, and decides 17 of the 44 Relaxed deals among 0-19,999 that the
   old search left undecided. The argument holds at any position, so a search may check it
   wherever it likes (Relaxed: at every position from the second run on, while it pays) and
   skip it anywhere else: a lost position that is not recognised is only searched further,
   and a position it drops is lost. Dropped positions stay in the table (lost wherever they
   recur); the best-first search checks a position when it takes it from its queue, and
   never expands a lost one.
10. **Relaxed: targets too few for the cards that need them.** Take a set ``T`` of one to three
    cards of one rank (of those rule 9 lets become a last card), its *rivals* (the other cards
    of that rank) and its *takers* (the four cards of the rank below). Along a line, until a
    rival is a last card (a rival on a foundation counts: it could be taken back), a taker that
    heads a move can only go onto a card of ``T``; once it has (or if it lies on one at the
    start: it has *taken* ``T``), it stays directly on a card of ``T`` until it goes home, as
    leaving would need another last card of that rank, and a card taken back can only go onto
    ``T`` too. Each card of ``T`` holds one card, so a new taker can take ``T`` only while fewer
    than ``|T|`` of those that have are still out of their foundations. For a set ``E`` of
    takers, close rule 9's over-estimate again with the takers outside ``E`` barred from heading
    a move onto ``T``: by the same induction on time, while the takers that have taken ``T`` are
    those of ``E``, every event of the line is derived, and so is the moment a rival becomes a
    last card. (The closure does not depend on the order: facts only grow, and each closure is
    the least set holding the start and closed under its rules.) Rule 10 starts from the takers
    lying on ``T``, and adds a taker to ``E`` while fewer than ``|T|`` of ``E`` are not derived
    to go home (a taker that went home before the next one came did so while ``E`` was the set,
    so its going home is derived): every ``E`` a line can have is among those tried. ``T``
    refutes the position when no ``E`` tried derives a rival as a last card or every card home:
    no line wins. Deal 5132 is lost this way with ``T`` = {J♠}: its 10♣ can only leave the
    hidden 10♠ for the J♠ (the other jacks lie under the 10♠); the 10♠ then needs the J♠ too,
    and the 10♣ can only go home after the 9♣, under the 10♠. A set ``T`` cannot refute when
    every card may go home even with every taker barred from every card of its rank that may
    become a last card: one closure skips the whole rank. The closures only grow as ``E``
    grows and as barred targets are freed (fewer barred moves, a larger least fixed point), so
    each is computed from the one before (``E`` without its last taker, or for the first ``E``
    of a ``T`` that skip closure), waking only the moves onto cards of that rank; a test checks
    this against closures computed from the position. Checked once, at the start of a
    Relaxed search's second run (about 1.7 ms, which only the hardest 1% of deals pay; not at
    every position, where it seldom adds to rule 9): it decides nine Relaxed deals of 0-99,999
    that minutes of every search had left undecided.
"""

from __future__ import annotations

import functools
import heapq
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from .moves import COLUMNS, FOUNDATION, MOVES, Move
from .rules import GROUP_LIMIT, HINT_TIME_LIMIT, KINGS, SOLVE_TIME_LIMIT, Rule, is_won

if TYPE_CHECKING:
    from .game import Game

DEFAULT_TIME_LIMIT = SOLVE_TIME_LIMIT
DEFAULT_NODE_LIMIT = 3_000_000
DEFAULT_TABLE_LIMIT = 2_000_000
_CHECK_MASK = 511  # the clock is checked every 512 nodes
BEST_FIRST_SHARE = 0.5  # Relaxed: each side search (best-first, probes) after a stopped run, this share of its budget
PROBE_NODES = 3_000  # Relaxed: each probe's depth-first search, at most this many positions
PROBE_WALK = (5, 60)  # Relaxed: each probe first plays between 5 and 59 random moves
PROBE_SEED = 0
RULE_10_TARGETS = 3  # rule 10 tries sets of at most this many targets (of one rank)
_NOISE = 25  # restarts add 0.._NOISE-1 to move priorities
SHORTEN_ABOVE = 120  # solve(): winning lines longer than this go through shorten() (8% of Relaxed lines)
HINT_SHORTEN_ABOVE = 200  # hint(): only the longest lines (the pass costs about 1 ms a line of 100 moves)

_F = FOUNDATION
_KINGS = KINGS
_RANK = tuple(c % 13 for c in range(52))  # rank index: 0 for an ace .. 12 for a king
_SUIT = tuple(c // 13 for c in range(52))
_PREFIX = tuple(bytes((k,)) for k in range(256))  # a column key starts with its face-down count
_SEP = b"\xff"  # between column keys (cards are 0..51)
_HEADS, _HOME, _EMPTY = 64, 128, 192  # rule 9's events: a card (0..51) plus what it may do; a column may empty


@functools.cache
def _suited(rule: Rule) -> bool:
    """Every card of ``rule`` fits only on the next card of its suit (Classic): rules 1, 6, 7 and 8
    hold, and the search uses them; any other rule is searched as Relaxed is (rules 2, 3, 9, 10
    hold for any rule where a card fits one rank lower)."""
    return all(rule.targets[c] == (() if _RANK[c] == 12 else (c + 1,)) for c in range(52))


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


# A move record: (card, src, dest, index, flipped, src_key, dest_key): ``index`` is the card's
# place in its source column (-1 for a take-back), the keys are the two columns' keys before it.
_Record = tuple[int, int, int, int, bool, bytes, bytes]


class _Board:
    """The solver's own mutable copy of a position; cards and moves are plain ints.

    Columns are ``bytearray``s of cards, bottom to top; ``loc[card]`` is its column (or
    :data:`FOUNDATION`), ``pos[card]`` its place in that column; ``keys[k]`` is column ``k``'s
    key, its face-down count followed by its cards, kept up to date move by move.
    """

    __slots__ = (
        "cols",
        "down",
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

    def classic_moves(self, noise: Sequence[int] | None = None) -> list[int]:
        """:meth:`ordered_moves` for Classic, where one card at most fits on each top."""
        cols, loc, pos, down = self.cols, self.loc, self.pos, self.down
        scored: list[int] = []
        empty_done = False
        for d in range(COLUMNS):
            col = cols[d]
            if col:
                top = col[-1]
                if not _RANK[top]:
                    continue
                card = top - 1
                where = loc[card]
                if where in (_F, d):
                    continue
                index = pos[card]
                hidden = down[where]
                src = cols[where]
                if index < hidden or len(src) - index > GROUP_LIMIT:
                    continue
                if self.is_frozen(d):
                    return [card * 8 + d]  # rule 7: the only move tried
                priority = _priority(src, index, hidden)
                if noise is not None:
                    priority += noise[card * 8 + d]
                scored.append(priority * 512 + card * 8 + d)
            elif not empty_done:
                empty_done = True  # rule 4: one empty column stands for all
                for card in _KINGS:
                    where = loc[card]
                    if where == _F:
                        continue
                    index = pos[card]
                    hidden = down[where]
                    src = cols[where]
                    if index == 0 or index < hidden or len(src) - index > GROUP_LIMIT:
                        continue  # rule 4: a king at the bottom stays
                    priority = _priority(src, index, hidden)
                    if noise is not None:
                        priority += noise[card * 8 + d]
                    scored.append(priority * 512 + card * 8 + d)
        scored.sort()
        return [m & 511 for m in scored]

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
            for card in self.fitting[col[-1]] if col else _KINGS:
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
            return self.classic_moves(noise)
        return self.relaxed_moves(noise)

    def relaxed_moves(self, noise: Sequence[int] | None = None) -> list[int]:
        """:meth:`ordered_moves` for Relaxed (and any rule not :func:`_suited`): take-backs of
        rank >= m + 2 (rule 2), one empty column for all and no bottom king moved (rule 4),
        foundation moves as choices (rule 3 has already played the safe ones)."""
        cols, loc, pos, found, down, fitting = self.cols, self.loc, self.pos, self.found, self.down, self.fitting
        scored: list[int] = []  # priority * 512 + move, so one sort orders them
        append = scored.append
        empty_done = False
        low = min(found)
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
                if where == _F:  # rule 2: only take-backs of rank >= m + 2
                    rank = _RANK[card]
                    if rank > low and found[_SUIT[card]] == rank + 1:
                        append(card * 8 + d)  # priority 0: last
                    continue
                if where == d:
                    continue
                index = pos[card]
                hidden = down[where]
                if index < hidden:
                    continue
                src = cols[where]
                if len(src) - index > GROUP_LIMIT:
                    continue
                if index == 0:
                    if not col:
                        continue  # rule 4: a king already at the bottom of its column
                    priority = 80  # empties a column
                elif index == hidden:
                    priority = 100 + hidden  # turns a hidden card
                elif _RANK[src[index - 1]] == _RANK[card] + 1:
                    priority = 1  # leaves a fitting card: only useful to free that card
                else:
                    priority = 20
                if noise is not None:
                    priority += noise[card * 8 + d]
                append(priority * 512 + card * 8 + d)
        for src in cols:
            if src:
                card = src[-1]
                if found[_SUIT[card]] == _RANK[card]:
                    priority = 70 if len(src) == 1 else 40
                    if noise is not None:
                        priority += noise[card * 8 + _F]
                    append(priority * 512 + card * 8 + _F)
        scored.sort()
        return [m & 511 for m in scored]


def _priority(src: bytearray, index: int, hidden: int) -> int:
    """How promising moving the card at ``src[index]`` (face up) is: turning a hidden card
    first, then emptying a column, then the rest; last, leaving a card one rank higher."""
    if index == hidden and index:
        return 100 + hidden  # turns a hidden card
    if index == 0:
        return 80  # empties a column
    if _RANK[src[index - 1]] == _RANK[src[index]] + 1:
        return 1  # leaves a fitting card: only useful to free that card
    return 20


def _deadlocked(col: bytearray, hidden: int, pos: list[int]) -> bool:
    """Classic: ``col`` holds a lost knot (rule 8). Its frozen part (from the bottom up to the
    last face-up card that is a bottom king or lies above its successor, all face-up cards
    before it alike) holds a face-up card above a lower card of its suit."""
    n = len(col)
    top = hidden - 1
    for i in range(hidden, n):
        card = col[i]
        if _RANK[card] == 12:
            if i:
                break
        elif card + 1 not in col or pos[card + 1] > i:
            break
        top = i
    if top < hidden:
        return False
    lowest = [13, 13, 13, 13]
    for i in range(top + 1):
        card = col[i]
        rank, suit = _RANK[card], _SUIT[card]
        if rank > lowest[suit] and i >= hidden:
            return True
        if rank < lowest[suit]:
            lowest[suit] = rank
    return False


def _frozen(col: bytearray, hidden: int, pos: list[int]) -> bool:
    """Classic: no card of ``col`` can head a move while ``col`` keeps its cards (rule 7):
    each face-up card is a king at the bottom or lies above its successor in ``col``."""
    for i in range(hidden, len(col)):
        card = col[i]
        if _RANK[card] == 12:
            if i:
                return False
        elif card + 1 not in col or pos[card + 1] > i:
            return False
    return True


class _Facts:
    """What rule 9 has derived so far: which cards may become a last card (``top``), head a
    move (``heads``), go home (``home``), whether a column may become empty, and the cards
    ``waiting`` for a card between them and their target (in their column) to move."""

    __slots__ = ("empty", "heads", "home", "top", "waiting")

    def __init__(
        self,
        top: list[bool],
        heads: list[bool],
        home: list[bool],
        empty: bool,
        waiting: list[tuple[int, int]] | None = None,
    ) -> None:
        self.top, self.heads, self.home, self.empty = top, heads, home, empty
        self.waiting = [] if waiting is None else waiting

    def copy(self) -> _Facts:
        return _Facts(self.top.copy(), self.heads.copy(), self.home.copy(), self.empty, self.waiting.copy())


class _Reach:
    """Rule 9's over-estimate for one position: what lies on what, the facts that hold at the
    start (:meth:`start`), and :meth:`close`, the fixed point. It reads the board's columns when
    it closes: use it while the board is unchanged."""

    __slots__ = (
        "above",
        "below",
        "bottom",
        "cols",
        "face_up",
        "fitting",
        "initial",
        "loc",
        "pos",
        "takes_back",
        "targets",
    )

    def __init__(self, board: _Board) -> None:
        self.takes_back = not board.suited  # take-backs may be needed
        self.fitting, self.targets = board.fitting, board.targets
        self.cols, self.loc, self.pos = board.cols, board.loc, board.pos
        above = self.above = [-1] * 52  # the card lying directly on each card (-1: none)
        below = self.below = [-1] * 52  # the card each card lies on (-1: none)
        face_up = self.face_up = [False] * 52
        bottom = self.bottom = [False] * 52  # the bottom card of a column
        top = [False] * 52
        empty = False
        for col, hidden in zip(board.cols, board.down, strict=True):
            if not col:
                empty = True
                continue
            bottom[col[0]] = top[col[-1]] = True
            for card in col[hidden:]:
                face_up[card] = True
            lower = col[0]
            for upper in col[1:]:  # (no itertools.pairwise: tools/pypy_retry.sh runs this on Python 3.9)
                above[lower] = upper
                below[upper] = lower
                lower = upper
        home = [False] * 52
        for suit, height in enumerate(board.found):
            home[suit * 13 : suit * 13 + height] = [True] * height
        self.initial = _Facts(top, [False] * 52, home, empty)

    def start(self) -> _Facts:
        """The facts of the position itself (a fresh copy)."""
        return self.initial.copy()

    def close(
        self,
        facts: _Facts,
        targets: tuple[int, ...] = (),
        allowed: frozenset[int] = frozenset(),
        wake: list[int] | None = None,
    ) -> _Facts:
        """Derive everything rule 9 derives from ``facts`` (changed in place, and returned).
        Rule 10: the cards one rank below ``targets``, but the ``allowed`` ones, may not head a
        move onto them. ``wake`` (events, see below): ``facts`` are already closed but for
        these, so only they are looked at again (rule 10 widening ``allowed``).

        A worklist: each new fact is an event (a card and what it may now do) that wakes only the
        rules it is a premise of, so each fact is derived once; the least fixed point is the same
        in any order. A card whose target lies in its own column waits (``waiting``) until a card
        between them may head a move (or, in Relaxed, one of the two may go home)."""
        takes_back = self.takes_back
        top, heads, home = facts.top, facts.heads, facts.home
        empty = facts.empty
        below, face_up, bottom = self.below, self.face_up, self.bottom
        loc, pos, cols = self.loc, self.pos, self.cols
        takers, targets_of = self.fitting, self.targets
        waiting = facts.waiting  # (card, target in its column): the target may be a last card

        def held_free(card: int, target: int) -> bool:
            """A card may go onto a target in its own column: some card between them may move
            (above the card, up to the target when the target lies above it), or one goes home."""
            if takes_back and (home[card] or home[target]):
                return True
            at, there = pos[card], pos[target]
            col = cols[loc[card]]
            between = col[there + 1 : at] if there < at else col[at + 1 : there + 1]
            return any(heads[b] for b in between)

        if wake is not None:
            todo = wake
        else:
            todo = [c for c, fact in enumerate(top) if fact]
            if True in heads:
                todo += [c + _HEADS for c, fact in enumerate(heads) if fact]
            todo += [c + _HOME for c, fact in enumerate(home) if fact]
            if empty:
                todo.append(_EMPTY)
        while todo:
            event = todo.pop()
            if event < _HEADS:  # the card may become a last card
                card = event
                where = loc[card]
                if not home[card] and (_RANK[card] == 0 or home[card - 1]):
                    home[card] = True
                    todo.append(card + _HOME)
                # newly able to head a move (a face-up card was able already: each target's own
                # event tries it)
                if not (heads[card] or face_up[card]):
                    if _RANK[card] == 12:
                        go = empty
                    else:
                        go = False
                        for target in targets_of[card]:
                            if not top[target] or (targets and target in targets and card not in allowed):
                                continue
                            if where == _F or loc[target] != where or held_free(card, target):
                                go = True
                                break
                            waiting.append((card, target))
                    if go:
                        heads[card] = True
                        todo.append(card + _HEADS)
                barring = targets and card in targets
                for taker in takers[card]:  # the cards that fit on it
                    if heads[taker] or not (face_up[taker] or top[taker]) or (barring and taker not in allowed):
                        continue
                    if where == _F or loc[taker] != where or held_free(taker, card):
                        heads[taker] = True
                        todo.append(taker + _HEADS)
                    else:
                        waiting.append((taker, card))
                continue
            if event == _EMPTY:  # a column may become empty: kings may go there
                for king in _KINGS:
                    if not heads[king] and (face_up[king] or top[king]):
                        heads[king] = True
                        todo.append(king + _HEADS)
                continue
            card = event & 63  # the card may head a move, or go home: what it lay on is uncovered
            under = below[card]
            if under >= 0 and not top[under]:
                top[under] = True
                todo.append(under)
            if bottom[card] and not empty:
                empty = True
                todo.append(_EMPTY)
            if event >= _HOME:
                if takes_back and not top[card]:  # taken back, it is a last card again
                    top[card] = True
                    todo.append(card)
                if _RANK[card] < 12 and top[card + 1] and not home[card + 1]:
                    home[card + 1] = True
                    todo.append(card + 1 + _HOME)
            if waiting and (event < _HOME or takes_back):
                still = []
                for taker, target in waiting:
                    if heads[taker]:
                        continue
                    if held_free(taker, target):
                        heads[taker] = True
                        todo.append(taker + _HEADS)
                    else:
                        still.append((taker, target))
                waiting[:] = still
        facts.empty = empty
        return facts


def _hopeless(board: _Board) -> bool:
    """Some card can never reach its foundation, by the over-estimate of rule 9."""
    reach = _Reach(board)
    return not all(reach.close(reach.initial).home)  # no copy: this reach is used once


def _proved_lost(board: _Board) -> bool:
    """Rule 9, and in Relaxed rule 10 after it."""
    if board.suited:
        return _hopeless(board)
    reach = _Reach(board)
    everything = reach.close(reach.start())
    if not all(everything.home):
        return True  # rule 9
    for rank in range(1, 13):
        candidates = tuple(suit * 13 + rank for suit in range(4) if everything.top[suit * 13 + rank])
        if not candidates:
            continue
        floor = reach.close(reach.start(), candidates)  # every taker barred from every candidate
        if all(floor.home):
            continue  # even then every card may go home
        for size in range(1, min(len(candidates), RULE_10_TARGETS) + 1):
            for targets in combinations(candidates, size):
                if _turns_refuted(reach, targets, floor):
                    return True
    return False


def _turns_refuted(reach: _Reach, targets: tuple[int, ...], floor: _Facts | None = None) -> bool:
    """Rule 10 for ``targets`` (cards of one rank): whichever of the cards one rank lower
    take them, in whatever order, some card never goes home (``False`` also when another
    card of the targets' rank may become a last card: then the rule says nothing).

    ``floor``: the closure with the takers barred from every card of that rank (a subset of
    each closure here, which then only widens it)."""
    rank = _RANK[targets[0]] - 1
    takers = [suit * 13 + rank for suit in range(4)]
    rivals = [suit * 13 + rank + 1 for suit in range(4) if suit * 13 + rank + 1 not in targets]
    lying = frozenset(card for card in (reach.above[t] for t in targets) if card >= 0 and _RANK[card] == rank)
    if floor is None:
        first = reach.close(reach.start(), targets, lying)
    else:  # from the floor, only the moves onto cards of that rank change
        wake = [suit * 13 + rank + 1 for suit in range(4) if floor.top[suit * 13 + rank + 1]]
        first = reach.close(floor.copy(), targets, lying, wake)
    todo, tried = [(lying, first)], {lying}
    while todo:
        entered, facts = todo.pop()  # the takers that have taken a target so far, and their closure
        if all(facts.home) or any(facts.top[rival] for rival in rivals):
            return False
        if sum(not facts.home[card] for card in entered) < len(targets):  # a target may be free
            for card in takers:
                if card not in entered and (more := entered | {card}) not in tried:
                    tried.add(more)  # one more taker allowed: only the targets' events change
                    wake = [target for target in targets if facts.top[target]]
                    todo.append((more, reach.close(facts.copy(), targets, more, wake)))
    return True


def _any_deadlock(board: _Board) -> bool:
    """Classic: some column holds a lost knot (rule 8)."""
    return any(board.has_knot(k) for k in range(COLUMNS))


def _is_top(board: _Board, card: int) -> bool:
    where = board.loc[card]
    return where != _F and board.cols[where][-1] == card


def solve(
    game: Game,
    *,
    time_limit: float | None = DEFAULT_TIME_LIMIT,
    node_limit: int | None = DEFAULT_NODE_LIMIT,
    table_limit: int = DEFAULT_TABLE_LIMIT,
    cancel: Callable[[], bool] | None = None,
    shorten_above: int | None = SHORTEN_ABOVE,
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
    rule, takes_back = snapshot.rule, not snapshot.suited
    total, budget, run = 0, rule.restart_nodes, 0
    dead: set[bytes] = set()  # Classic: positions a stopped run searched completely (rule 6)
    side: list[_BestFirst | _Probes] = []  # Relaxed: three best-first searches and the probes, resumed each run
    while True:
        allowed = budget if node_limit is None else min(budget, node_limit - total)
        noise = _noise(run) if run else None
        board = _Board(snapshot.cols, snapshot.down, snapshot.found, rule)
        seen = set() if takes_back else dead
        lost_check = _LostCheck() if takes_back and run > 0 else None  # rule 9 at every position, while it pays
        root_check = not takes_back or run == 1  # Relaxed: rules 9 and 10 wait for the second run (once is enough)
        status, line, nodes, limit = _search(
            board, deadline, allowed, table_limit, noise, cancel, seen, lost_check, root_check
        )
        total += nodes
        if limit != "nodes" or (node_limit is not None and total >= node_limit):
            break
        if takes_back and run:  # from the second run on, the side searches get BEST_FIRST_SHARE each
            if not side:
                for newest_first, estimate in _BEST_FIRST_KINDS:
                    board = _Board(snapshot.cols, snapshot.down, snapshot.found, rule)
                    side.append(_BestFirst(board, _LostCheck(), newest_first, estimate))
                side.append(_Probes(snapshot))
            for search in side:
                share = int(budget * BEST_FIRST_SHARE)
                allowed = share if node_limit is None else min(share, node_limit - total)
                status, line, nodes, limit = search.run(deadline, allowed, table_limit, cancel)
                total += nodes
                if limit != "nodes" or (node_limit is not None and total >= node_limit):
                    break
            if limit != "nodes" or (node_limit is not None and total >= node_limit):
                break
        run, budget = run + 1, budget * 2  # a restart in another order: heavy tails get cut short
    return _search_result(snapshot, start, (status, line, total, limit), shorten_above)


def _search_result(
    board: _Board,
    started: float,
    outcome: tuple[str, list[int], int, str | None],
    shorten_above: int | None = SHORTEN_ABOVE,
) -> SolveResult:
    """A search's ``outcome`` (status, line, nodes, limit) from ``board``, begun at
    ``started`` (``time.perf_counter()``), as :func:`solve` gives it: engine moves, a line
    over ``shorten_above`` moves shortened."""
    status, line, nodes, limit = outcome
    if shorten_above is not None and len(line) > shorten_above:
        line = shorten(board, line)
    moves = tuple(MOVES[m >> 3][m & 7] for m in line)
    return SolveResult(status, moves, nodes, time.perf_counter() - started, limit)


class _LostCheck:
    """Rule 9 at every position of a search, while it pays: after each ``WINDOW`` checks it
    pauses for ``PAUSE`` positions when fewer than one in ``PAYS`` found a lost position.
    Sound whatever it skips: a check only ever drops a lost position."""

    WINDOW, PAUSE, PAYS = 1024, 8192, 50
    __slots__ = ("checks", "hits", "skipped")

    def __init__(self) -> None:
        self.checks = self.hits = self.skipped = 0

    def lost(self, board: _Board) -> bool:
        """``board`` is lost by rule 9 (``False`` also when the check is paused)."""
        if self.skipped:
            self.skipped -= 1
            return False
        self.checks += 1
        if _hopeless(board):
            self.hits += 1
            return True
        if self.checks == self.WINDOW:
            if self.hits * self.PAYS < self.checks:
                self.skipped = self.PAUSE
            self.checks = self.hits = 0
        return False


def _search(
    board: _Board,
    deadline: float | None,
    max_nodes: int,
    table_limit: int,
    noise: Sequence[int] | None = None,
    cancel: Callable[[], bool] | None = None,
    seen: set[bytes] | None = None,
    lost_check: _LostCheck | None = None,
    root_check: bool = True,
) -> tuple[str, list[int], int, str | None]:
    """One complete depth-first search with an explicit stack, unless a limit stops it;
    returns (status, line, nodes, limit). ``lost_check`` applies rule 9 at every position
    while it pays (Relaxed: from the second run on); ``root_check=False`` leaves it out even at the start
    (Relaxed: in the first run, which most deals win at once).

    ``seen`` is the transposition table (a new one when ``None``). When a limit stops the
    search, the keys of the positions still on its path are taken out of ``seen`` again, so
    that (in Classic, rule 6) it holds only positions searched completely."""
    if seen is None:
        seen = set()
    path: list[list[_Record]] = [board.play_safe_foundations()]
    if board.won:
        return "won", _line(path), 1, None
    root_key = board.key()
    path_keys: list[tuple[bytes, ...]] = [(root_key,)]
    classic = board.suited
    # rules 6, 8, 9 and 10
    if root_key in seen or (classic and _any_deadlock(board)) or (root_check and _proved_lost(board)):
        return "unwinnable", [], 1, None
    seen.add(root_key)
    stack: list[list[int]] = [board.ordered_moves(noise)]
    nodes = 1
    cols, down, loc, pos, keys = board.cols, board.down, board.loc, board.pos, board.keys
    play, unplay, has_knot = board.play, board.unplay, board.has_knot
    settle = board.settle_classic if classic else board.play_safe_foundations
    limit: str | None = None
    while stack:
        moves = stack[-1]
        if not moves:
            stack.pop()
            path_keys.pop()
            for record in reversed(path.pop()):
                unplay(record)
            continue
        move = moves.pop()
        card, dest = move >> 3, move & 7
        src = loc[card]
        if dest != _F and src != _F:
            # a column move: look its result up before playing it (most are transpositions)
            index = pos[card]
            col = cols[src]
            hidden = down[src]
            after = keys.copy()
            after[src] = _PREFIX[hidden - 1 if index and index == hidden else hidden] + col[:index]
            after[dest] += col[index:]
            after.sort()
            key = _SEP.join(after)
            if key in seen:
                continue
            seen.add(key)
            records = [play(card, dest)]
            more = settle(src)
            if more:  # the safe foundation moves made it another position
                records += more
                key2 = _SEP.join(sorted(keys))
                if key2 in seen:
                    for record in reversed(records):
                        unplay(record)
                    continue
                seen.add(key2)
                added: tuple[bytes, ...] = (key, key2)
            else:
                added = (key,)
        else:
            records = [play(card, dest), *board.play_safe_foundations()]
            key = _SEP.join(sorted(keys))
            if key in seen:
                for record in reversed(records):
                    unplay(record)
                continue
            seen.add(key)
            added = (key,)
        path.append(records)
        path_keys.append(added)
        if board.won:
            return "won", _line(path), nodes, None
        nodes += 1
        if (classic and (has_knot(dest) or has_knot(src) or (len(records) > 1 and _any_deadlock(board)))) or (
            lost_check is not None and lost_check.lost(board)
        ):
            path.pop()
            path_keys.pop()
            for record in reversed(records):
                unplay(record)
            if not classic:  # Relaxed: rule 9 tells again if it comes back; the table keeps live positions
                seen.difference_update(added)
            continue  # rules 8 and 9: a lost position (Classic: its key stays in the table, rule 6)
        if nodes & _CHECK_MASK == 0:
            if deadline is not None and time.perf_counter() > deadline:
                limit = "time"
            elif len(seen) > table_limit:
                limit = "table"
            elif cancel is not None and cancel():
                limit = "cancelled"
            if limit is not None:
                break
        if nodes > max_nodes:
            limit = "nodes"
            break
        stack.append(board.ordered_moves(noise))
    if limit is None:
        return "unwinnable", [], nodes, None
    for added in path_keys:
        seen.difference_update(added)
    return "unknown", [], nodes, limit


def shorten(start: _Board, line: list[int]) -> list[int]:
    """A winning ``line`` (moves ``card * 8 + dest`` from ``start``) without its detours.

    Positions are compared as canonical keys (columns may trade places; moves are then found
    on the real columns). Walking the line, at each position the move is chosen that reaches
    the latest position of the line: a stretch that one move jumps over is cut (so is a loop).
    The result is a winning line from ``start``, never longer; in Classic it takes nothing back
    from a foundation. ``start`` is not changed.
    """
    board = _Board(start.cols, start.down, start.found, start.rule)
    latest: dict[bytes, int] = {board.key(): 0}
    columns: list[tuple[bytes, ...]] = []  # the column keys before each move
    known = dict.fromkeys(board.keys, 0)  # each column key of the line's positions: its last place
    for i, move in enumerate(line, 1):
        columns.append(tuple(board.keys))
        board.play(move >> 3, move & 7)
        latest[board.key()] = i
        for column in board.keys:
            known[column] = i
    board = _Board(start.cols, start.down, start.found, start.rule)
    short: list[int] = []
    at, end = latest[board.key()], len(line)
    while at < end:
        card, dest = line[at] >> 3, line[at] & 7
        if dest != _F:  # the same column, found by its key (an empty one: any empty column)
            dest = board.keys.index(columns[at][dest])
        best_move, best_at = card * 8 + dest, -1
        record = board.play(card, dest)
        best_at = latest.get(board.key(), -1)
        board.unplay(record)
        if best_at <= at:  # cannot happen: the line's own next move reaches at + 1 or later
            return line
        for move, reached in _shortcuts(board, known, latest, best_at):
            if reached > best_at:
                best_move, best_at = move, reached
        board.play(best_move >> 3, best_move & 7)
        short.append(best_move)
        at = best_at
    return short


def _shortcuts(board: _Board, known: dict[bytes, int], latest: dict[bytes, int], beyond: int) -> list[tuple[int, int]]:
    """For :func:`shorten`: the legal moves from ``board`` (one empty column for all; no
    take-back in Classic) whose result is a position of the line after its place ``beyond``,
    each with that place. A result is looked up only when both changed column keys occur in
    the line after ``beyond`` (``known``: each column key's last place in the line)."""
    cols, loc, pos, down, keys, found = board.cols, board.loc, board.pos, board.down, board.keys, board.found
    takes_back = not board.suited
    found_at: list[tuple[int, int]] = []
    empty_done = False
    for d in range(COLUMNS):
        col = cols[d]
        if col:
            candidates = board.fitting[col[-1]]
        elif empty_done:
            continue  # every empty column gives the same key
        else:
            empty_done = True
            candidates = _KINGS
        for card in candidates:
            where = loc[card]
            if where == _F:  # a take-back (Relaxed only: Classic lines take nothing back, rule 1)
                if not takes_back or found[_SUIT[card]] != _RANK[card] + 1:
                    continue
                dest_key = keys[d] + _PREFIX[card]
                if known.get(dest_key, -1) <= beyond:
                    continue
                after = keys.copy()
                after[d] = dest_key
            else:
                index = pos[card]
                hidden = down[where]
                src = cols[where]
                if where == d or index < hidden or len(src) - index > GROUP_LIMIT:
                    continue
                dest_key = keys[d] + src[index:]
                if known.get(dest_key, -1) <= beyond:
                    continue
                src_key = _lifted_key(src, hidden, index)
                if known.get(src_key, -1) <= beyond:
                    continue
                after = keys.copy()
                after[d] = dest_key
                after[where] = src_key
            after.sort()
            reached = latest.get(_SEP.join(after), -1)
            if reached > beyond:
                found_at.append((card * 8 + d, reached))
    for k in range(COLUMNS):  # to a foundation
        src = cols[k]
        if src:
            card = src[-1]
            if found[_SUIT[card]] == _RANK[card]:
                index, hidden = len(src) - 1, down[k]
                src_key = _lifted_key(src, hidden, index)
                if known.get(src_key, -1) <= beyond:
                    continue
                after = keys.copy()
                after[k] = src_key
                after.sort()
                reached = latest.get(_SEP.join(after), -1)
                if reached > beyond:
                    found_at.append((card * 8 + _F, reached))
    return found_at


def _lifted_key(col: bytearray, hidden: int, index: int) -> bytes:
    """The key of column ``col`` (``hidden`` cards face down) once the cards from ``index`` up
    have left it: the card below is turned if it was face down. (Inlined in :func:`_search`.)"""
    return _PREFIX[hidden - 1 if index and index == hidden else hidden] + col[:index]


def _noise(run: int) -> list[int]:
    """Run ``run``'s priority noise: a seeded number 0.._NOISE-1 for each move ``card * 8 + dest``."""
    rng = random.Random(run)
    return [rng.randrange(_NOISE) for _ in range(52 * 8)]


def _estimate(board: _Board) -> int:
    """How far ``board`` looks from a win (smaller is better): cards in the columns, twice the
    face-down ones, and each face-up card not lying on a card one rank higher."""
    score = 0
    for col, hidden in zip(board.cols, board.down, strict=True):
        score += len(col) + 2 * hidden
        for i in range(max(hidden, 1), len(col)):
            if _RANK[col[i - 1]] != _RANK[col[i]] + 1:
                score += 1
    return score


def _estimate_buried(board: _Board) -> int:
    """:func:`_estimate` plus twice the cards lying on the next card each foundation needs:
    the position whose next foundation cards are nearest the tops looks nearest a win."""
    score = _estimate(board)
    cols, loc, pos = board.cols, board.loc, board.pos
    for suit, height in enumerate(board.found):
        if height < 13:
            card = suit * 13 + height  # in a column: every card not home is
            score += 2 * (len(cols[loc[card]]) - 1 - pos[card])
    return score


# Relaxed: the best-first searches solve() runs after each stopped run, (newest_first, estimate)
# each: they win different deals (deal 29124 in 776 positions with the buried-card estimate,
# the other two not in 60 s)
_BEST_FIRST_KINDS: tuple[tuple[bool, Callable[[_Board], int]], ...] = (
    (False, _estimate),
    (True, _estimate),
    (False, _estimate_buried),
)


def _decode(key: bytes, rule: Rule) -> _Board:
    """The board a canonical key stands for (columns in key order)."""
    parts = key.split(_SEP)
    counts = [13, 13, 13, 13]
    for part in parts:
        for card in part[1:]:
            counts[_SUIT[card]] -= 1
    return _Board([part[1:] for part in parts], [part[0] for part in parts], counts, rule)


def _best_first(
    board: _Board,
    deadline: float | None,
    max_nodes: int,
    table_limit: int,
    cancel: Callable[[], bool] | None = None,
    lost_check: _LostCheck | None = None,
) -> tuple[str, list[int], int, str | None]:
    """One :class:`_BestFirst` search from ``board`` (changed: its safe foundation moves are
    played); returns (status, line, nodes, limit)."""
    return _BestFirst(board, lost_check).run(deadline, max_nodes, table_limit, cancel)


class _BestFirst:
    """A greedy best-first search (the position that looks nearest a win is expanded first,
    :func:`_estimate`) with the same moves and prunings as :func:`_search` (``lost_check``:
    rule 9 at every position); complete, so running out of positions proves the position
    unwinnable. It keeps its table and queue between calls of :meth:`run`, so a search that
    a limit stopped goes on where it stopped. Among positions that look equally near a win,
    the oldest is expanded first, or with ``newest_first`` the newest (depth-first within a
    plateau); ``estimate`` says how near a win a position looks (:func:`_estimate` or
    :func:`_estimate_buried`). Each kind wins Relaxed deals where the others wander, so
    :func:`solve` runs three (``_BEST_FIRST_KINDS``); the estimate only orders the search."""

    def __init__(
        self,
        board: _Board,
        lost_check: _LostCheck | None = None,
        newest_first: bool = False,
        estimate: Callable[[_Board], int] = _estimate,
    ) -> None:
        self.start = _Board(board.cols, board.down, board.found, board.rule)
        self.first = _line([board.play_safe_foundations()])
        self.won = board.won
        self.rule = board.rule
        self.lost_check = lost_check
        root = board.key()
        self.parent: dict[bytes, bytes | None] = {root: None}
        self.estimate = estimate
        self.heap = [(estimate(board), 0, root)]
        self.pushed = 0
        self.tie = -1 if newest_first else 1  # among equal estimates: the newest or the oldest first

    def run(
        self,
        deadline: float | None,
        max_nodes: int,
        table_limit: int,
        cancel: Callable[[], bool] | None = None,
    ) -> tuple[str, list[int], int, str | None]:
        """Expand up to ``max_nodes`` more positions; returns (status, line, nodes, limit)."""
        if self.won:
            return "won", self.first, 1, None
        rule, lost_check, parent, heap = self.rule, self.lost_check, self.parent, self.heap
        estimate = self.estimate
        nodes = 0
        while heap:
            if nodes >= max_nodes:
                return "unknown", [], nodes, "nodes"
            if nodes & _CHECK_MASK == _CHECK_MASK:
                if deadline is not None and time.perf_counter() > deadline:
                    return "unknown", [], nodes, "time"
                if len(parent) > table_limit:
                    return "unknown", [], nodes, "table"
                if cancel is not None and cancel():
                    return "unknown", [], nodes, "cancelled"
            key = heapq.heappop(heap)[2]
            here = _decode(key, rule)
            nodes += 1
            if lost_check is not None and lost_check.lost(here):
                continue  # rule 9: lost, never expanded (checked here, not when queued: most never are)
            for move in here.ordered_moves():
                records = [here.play(move >> 3, move & 7), *here.play_safe_foundations()]
                child = here.key()
                if child not in parent:
                    parent[child] = key
                    if here.won:
                        chain = [child]
                        while (up := parent[chain[-1]]) is not None:
                            chain.append(up)
                        return "won", _follow(self.start, chain[::-1]), nodes, None
                    self.pushed += 1
                    heapq.heappush(heap, (estimate(here), self.tie * self.pushed, child))
                for record in reversed(records):
                    here.unplay(record)
        return "unwinnable", [], nodes, None


class _Probes:
    """Relaxed: random walks from the start, each followed by a short depth-first search
    (``PROBE_NODES`` positions, rule 9 at every one) from where the walk stopped. It only ever
    finds wins: a probe that runs out of positions has shown that one walked-to position is
    lost, not the start. The walks give the search starts it would reach late or never:
    deal 1194, undecided after 600 s of the other searches (6.5 million positions), is won by
    the probes alone in about 61,000 positions. The random numbers are seeded, so the answers stay deterministic."""

    def __init__(self, start: _Board, seed: int = PROBE_SEED) -> None:
        self.start = start
        self.rng = random.Random(seed)

    def run(
        self,
        deadline: float | None,
        max_nodes: int,
        table_limit: int,
        cancel: Callable[[], bool] | None = None,
    ) -> tuple[str, list[int], int, str | None]:
        """Probe until ``max_nodes`` positions are spent; returns (status, line, nodes, limit)
        with status ``"won"`` or ``"unknown"``."""
        start, rng = self.start, self.rng
        nodes = 0
        while nodes < max_nodes:
            if deadline is not None and time.perf_counter() > deadline:
                return "unknown", [], nodes, "time"
            if cancel is not None and cancel():
                return "unknown", [], nodes, "cancelled"
            board = _Board(start.cols, start.down, start.found, start.rule)
            path = [board.play_safe_foundations()]
            for _ in range(rng.randrange(*PROBE_WALK)):
                if board.won:
                    break
                moves = board.ordered_moves()
                if not moves:
                    break
                move = rng.choice(moves)
                path.append([board.play(move >> 3, move & 7), *board.play_safe_foundations()])
            nodes += len(path)
            if board.won:
                return "won", _line(path), nodes, None
            if _hopeless(board):
                continue  # rule 9: the walk went astray
            allowed = min(PROBE_NODES, max_nodes - nodes)
            status, line, searched, limit = _search(
                board, deadline, allowed, table_limit, None, cancel, None, _LostCheck(), False
            )
            nodes += searched
            if status == "won":
                return "won", _line(path) + line, nodes, None
            if limit not in (None, "nodes"):
                return "unknown", [], nodes, limit
        return "unknown", [], nodes, "nodes"


def _follow(start: _Board, chain: list[bytes]) -> list[int]:
    """The moves from ``start`` through the positions ``chain`` (canonical keys, the first
    being ``start`` after its safe foundation moves), found on the real columns."""
    board = _Board(start.cols, start.down, start.found, start.rule)
    path = [board.play_safe_foundations()]
    for target in chain[1:]:
        for move in board.all_moves():
            records = [board.play(move >> 3, move & 7), *board.play_safe_foundations()]
            if board.key() == target:
                path.append(records)
                break
            for record in reversed(records):
                board.unplay(record)
        else:  # cannot happen: each position of the chain follows from the one before
            raise AssertionError("best-first: a step of the line is missing")
    return _line(path)


def _line(path: list[list[_Record]]) -> list[int]:
    return [record[0] * 8 + record[2] for records in path for record in records]


def hint(game: Game, *, time_limit: float = HINT_TIME_LIMIT, cancel: Callable[[], bool] | None = None) -> Hint:
    """The next move of a winning line found within ``time_limit``; otherwise a useful legal
    move with ``winning=False`` (``None`` when no move is legal). Never moves a card."""
    result = solve(game, time_limit=time_limit, cancel=cancel, shorten_above=HINT_SHORTEN_ABOVE)
    if result.status == "won" and result.moves:
        return Hint(result.moves[0], True, result.status)
    return Hint(_useful_move(game), False, result.status)


def _useful_move(game: Game) -> Move | None:
    """The legal move the search would try first, a foundation move before anything else."""
    board = _Board.of_game(game)
    moves = board.all_moves()
    preferred = [m for m in moves if m & 7 == _F] + board.search_moves() + moves
    return MOVES[preferred[0] >> 3][preferred[0] & 7] if preferred else None

"""Proofs that a position is lost: rule 8's lost knots, rules 9 and 10's over-estimate of what
can ever happen (:class:`_Reach`), and :class:`_LostCheck`, rule 9 at every position while it pays.
Rule 7's frozen columns are here too. (The arguments: the package's docstring.)"""

from __future__ import annotations

import functools
from itertools import combinations
from typing import TYPE_CHECKING

from ..moves import COLUMNS
from ._tables import _F, _RANK, _SUIT

if TYPE_CHECKING:
    from ._board import _Board

RULE_10_TARGETS = 3  # rule 10 tries sets of at most this many targets (of one rank)
_HEADS, _HOME = 64, 128  # rule 9's events: a card (0..51) plus what it may do
_Events = list[int]  # rule 9's events (for close)
_Cards = tuple[int, ...]


@functools.cache
def _taking(cards: tuple[int, ...]) -> tuple[bool, ...]:
    """For each card, whether it is one of ``cards`` (an empty column's: made once a rule, not at every check)."""
    return tuple(card in cards for card in range(52))


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
    it closes: use it while the board is unchanged.

    :meth:`close` runs a worklist: each new fact is an event (a card and what it may now do)
    that wakes only the rules it is a premise of, so each fact is derived once; the least fixed
    point is the same in any order. A card whose target lies in its own column waits
    (``facts.waiting``) until a card between them may head a move (or, when cards may be taken
    back, one of the two may go home)."""

    __slots__ = (
        "above",
        "below",
        "bottom",
        "cols",
        "empty",
        "face_up",
        "fitting",
        "initial",
        "loc",
        "pos",
        "takes_back",
        "takes_empty",
        "targets",
    )

    def __init__(self, board: _Board) -> None:
        self.takes_back = not board.suited  # take-backs may be needed
        self.fitting, self.targets = board.fitting, board.targets
        self.empty = board.empty  # the cards an empty column takes
        self.takes_empty = _taking(board.empty)
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
            for upper in col[1:]:  # a plain loop: twice as fast as itertools.pairwise on these short columns
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

    def kings_head(self, facts: _Facts) -> list[int]:
        """A column may become empty: the kings (the cards an empty column takes) that may now head a
        move (marked so in ``facts``)."""
        kings = [k for k in self.empty if not facts.heads[k] and (self.face_up[k] or facts.top[k])]
        for king in kings:
            facts.heads[king] = True
        return kings

    def events(self, facts: _Facts) -> _Events:
        """Every fact of ``facts`` as an event, for :meth:`close` to derive from (a column that
        may become empty: the kings that may then head a move, marked so in ``facts``)."""
        todo = [c for c, fact in enumerate(facts.top) if fact]
        if True in facts.heads:
            todo += [c + _HEADS for c, fact in enumerate(facts.heads) if fact]
        todo += [c + _HOME for c, fact in enumerate(facts.home) if fact]
        if facts.empty:
            todo += [king + _HEADS for king in self.kings_head(facts)]
        return todo

    def close(
        self, facts: _Facts, targets: _Cards = (), allowed: frozenset[int] = frozenset(), wake: _Events | None = None
    ) -> _Facts:
        """Derive everything rule 9 derives from ``facts`` (changed in place, and returned). Rule 10:
        the cards one rank below ``targets``, but the ``allowed`` ones, may not head a move onto them.
        ``wake`` (events): ``facts`` are closed but for these (rule 10 widening ``allowed``)."""
        takes_back, targets_of, held_free, takes_empty = self.takes_back, self.targets, self.held_free, self.takes_empty
        top, heads, home, empty, waiting = facts.top, facts.heads, facts.home, facts.empty, facts.waiting
        below, face_up, bottom, loc, takers = self.below, self.face_up, self.bottom, self.loc, self.fitting
        todo = self.events(facts) if wake is None else wake
        while todo:
            event = todo.pop()
            if event < _HEADS:  # the card may become a last card
                card = event
                where = loc[card]
                if not home[card] and (_RANK[card] == 0 or home[card - 1]):
                    home[card] = True
                    todo.append(card + _HOME)
                if not (heads[card] or face_up[card]):  # newly able to head a move (a face-up card was already)
                    go = empty and takes_empty[card]  # a king has no targets: it needs an empty column
                    for target in targets_of[card]:
                        if not top[target] or (targets and target in targets and card not in allowed):
                            continue
                        if where == _F or loc[target] != where or held_free(card, target, home, heads):
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
                    if where == _F or loc[taker] != where or held_free(taker, card, home, heads):
                        heads[taker] = True
                        todo.append(taker + _HEADS)
                    else:
                        waiting.append((taker, card))
                continue
            card = event & 63  # the card may head a move, or go home: what it lay on is uncovered
            under = below[card]
            if under >= 0 and not top[under]:
                top[under] = True
                todo.append(under)
            if bottom[card] and not empty:  # a column may become empty: kings may go there
                empty = True
                todo += [king + _HEADS for king in self.kings_head(facts)]
            if event >= _HOME:
                if takes_back and not top[card]:  # taken back, it is a last card again
                    top[card] = True
                    todo.append(card)
                if _RANK[card] < 12 and top[card + 1] and not home[card + 1]:
                    home[card + 1] = True
                    todo.append(card + 1 + _HOME)
            if waiting and (event < _HOME or takes_back):
                waiting[:] = self.release(waiting, heads, home, todo)
        facts.empty = empty
        return facts

    def held_free(self, card: int, target: int, home: list[bool], heads: list[bool]) -> bool:
        """For :meth:`close`: ``card`` may go onto ``target`` in its own column: some card between
        them may head a move (above the card, up to the target when the target lies above it), or
        one of the two may go home (and be taken back)."""
        if self.takes_back and (home[card] or home[target]):
            return True
        pos = self.pos
        at, there = pos[card], pos[target]
        col = self.cols[self.loc[card]]
        between = col[there + 1 : at] if there < at else col[at + 1 : there + 1]
        return any(heads[b] for b in between)

    def release(
        self, waiting: list[tuple[int, int]], heads: list[bool], home: list[bool], todo: _Events
    ) -> list[tuple[int, int]]:
        """For :meth:`close`: the ``waiting`` cards now free to head a move are marked so (their
        events go to ``todo``); the others, still waiting, are returned."""
        still = []
        for taker, target in waiting:
            if heads[taker]:
                continue
            if self.held_free(taker, target, home, heads):
                heads[taker] = True
                todo.append(taker + _HEADS)
            else:
                still.append((taker, target))
        return still


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


ANSWERS_KEPT = 100_000  # a solve's rule-9 answers kept by position (about 100 bytes each), then forgotten


class _LostCheck:
    """Rule 9 at every position of a search, while it pays: after each ``WINDOW`` checks it
    pauses for ``PAUSE`` positions when fewer than one in ``PAYS`` found a lost position.
    Sound whatever it skips: a check only ever drops a lost position.

    ``answers`` (shared by the searches of one :func:`solve`) remembers each answer by the
    position's canonical key, which decides it (columns are interchangeable): a long Relaxed proof
    meets the same positions again and again (a lost one leaves the depth-first table, the
    best-first searches walk the same ground; deal 64956: 113,000 of 158,000 checks) and asks
    rule 9 once each. The same answers, so the same pauses and the same search."""

    WINDOW, PAUSE, PAYS = 1024, 8192, 50
    __slots__ = ("answers", "checks", "hits", "skipped")

    def __init__(self, answers: dict[bytes, bool] | None = None) -> None:
        self.checks = self.hits = self.skipped = 0
        self.answers = answers

    def lost(self, board: _Board, key: bytes | None = None) -> bool:
        """``board`` (canonical key ``key``, if known) is lost by rule 9 (``False`` also when the
        check is paused)."""
        if self.skipped:
            self.skipped -= 1
            return False
        self.checks += 1
        if _known_hopeless(board, key, self.answers):
            self.hits += 1
            return True
        if self.checks == self.WINDOW:
            if self.hits * self.PAYS < self.checks:
                self.skipped = self.PAUSE
            self.checks = self.hits = 0
        return False


def _known_hopeless(board: _Board, key: bytes | None, answers: dict[bytes, bool] | None) -> bool:
    """:func:`_hopeless`, remembered in ``answers`` by ``key`` when both are given."""
    if answers is None or key is None:
        return _hopeless(board)
    answer = answers.get(key)
    if answer is None:
        if len(answers) >= ANSWERS_KEPT:
            answers.clear()
        answer = answers[key] = _hopeless(board)
    return answer

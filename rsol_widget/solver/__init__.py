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
   position itself or as the move to another empty column: columns are interchangeable. (A
   rule's kings here are the cards its empty column takes, :attr:`Rule.empty_column`.)
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
9. **A position where some card can never go home is lost** (both rules). An over-estimate of what
   can ever happen, computed to a fixed point from the position: a card may *become a last card* if
   it is one, or if the card lying directly on it may head a move or go home (nothing else uncovers
   it: a card can only be put on a last card), or (Relaxed) if it may go home and be taken back; a
   column may *become empty* if one is, or if a bottom card may head a move or go home; a card may
   *head a move* if it is face up or may become a last card, and it is a king (a card an empty
   column takes) and a column may become empty, or some card it fits on (one rank higher: of its
   suit in Classic, any in Relaxed) may become a last card without the card moving first: that
   target lies in another column, or, in the card's own column, one of the cards between them
   (above the card, up to the target when the target lies above it) may head a move, or (Relaxed)
   the card or the target may go home and come back; a card may *go home* if it may become a last
   card and the next lower card of its suit may go home (or it is an ace). By induction on the
   first time each
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

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..moves import MOVES, Move
from ..rules import HINT_TIME_LIMIT, SOLVE_TIME_LIMIT
from ._best_first import _BEST_FIRST_KINDS, PROBE_NODES, PROBE_SEED, PROBE_WALK, _BestFirst, _Probes

# the internals tests and tools read, importable from here as before the package
from ._best_first import _estimate as _estimate
from ._best_first import _estimate_buried as _estimate_buried
from ._best_first import _follow as _follow
from ._board import _Board
from ._board import _decode as _decode
from ._board import _line as _line
from ._proofs import RULE_10_TARGETS, _LostCheck
from ._proofs import _any_deadlock as _any_deadlock
from ._proofs import _Facts as _Facts
from ._proofs import _hopeless as _hopeless
from ._proofs import _proved_lost as _proved_lost
from ._proofs import _Reach as _Reach
from ._proofs import _turns_refuted as _turns_refuted
from ._search import _noise, _search
from ._shorten import shorten
from ._tables import _F
from ._tables import _RANK as _RANK
from ._tables import _suited as _suited

if TYPE_CHECKING:
    from ..game import Game

__all__ = [
    "BEST_FIRST_SHARE",
    "DEFAULT_NODE_LIMIT",
    "DEFAULT_TABLE_LIMIT",
    "DEFAULT_TIME_LIMIT",
    "HINT_SHORTEN_ABOVE",
    "PROBE_NODES",
    "PROBE_SEED",
    "PROBE_WALK",
    "RULE_10_TARGETS",
    "SHORTEN_ABOVE",
    "Hint",
    "SolveResult",
    "hint",
    "shorten",
    "solve",
]

DEFAULT_TIME_LIMIT = SOLVE_TIME_LIMIT
DEFAULT_NODE_LIMIT = 3_000_000
DEFAULT_TABLE_LIMIT = 2_000_000
BEST_FIRST_SHARE = 0.5  # Relaxed: each side search (best-first, probes) after a stopped run, this share of its budget
SHORTEN_ABOVE = 120  # solve(): winning lines longer than this go through shorten() (8% of Relaxed lines)
HINT_SHORTEN_ABOVE = 200  # hint(): only the longest lines (the pass costs about 1 ms a line of 100 moves)


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
    if time_limit is not None and (
        isinstance(time_limit, bool) or not isinstance(time_limit, (int, float)) or not time_limit >= 0
    ):
        raise ValueError(f"time_limit is a number of seconds, at least 0, or None, not {time_limit!r}")
    start = time.perf_counter()
    deadline = None if time_limit is None else start + time_limit
    snapshot = _Board.of_game(game)
    rule, takes_back = snapshot.rule, not snapshot.suited
    total, budget, run = 0, rule.restart_nodes, 0
    dead: set[bytes] = set()  # Classic: positions a stopped run searched completely (rule 6)
    side: list[_BestFirst | _Probes] = []  # Relaxed: three best-first searches and the probes, resumed each run
    answers: dict[bytes, bool] = {}  # Relaxed: rule 9's answers by position, shared by the checks of every search
    while True:
        allowed = budget if node_limit is None else min(budget, node_limit - total)
        noise = _noise(run) if run else None
        board = _Board(snapshot.cols, snapshot.down, snapshot.found, rule)
        seen = set() if takes_back else dead
        lost_check = _LostCheck(answers) if takes_back and run > 0 else None  # rule 9 at every position, while it pays
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
                    side.append(_BestFirst(board, _LostCheck(answers), newest_first, estimate))
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

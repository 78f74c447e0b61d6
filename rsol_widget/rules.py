"""The rules: the registry of rule variants, and the constants every variant shares.

Cards are ints ``suit * 13 + rank - 1`` (see :mod:`rsol_widget.cards`); the tables below hold
plain ints, which :class:`~rsol_widget.cards.Card` equals.

A rule variant is one :class:`Rule` in :data:`RULES` (as the variants of python-chess's
``chess.variant``): its name, its game-code letter, how a card fits on a column, the catalogue
keys of its texts and what the solver is told. Codes, the engine, the messages, the widget's
constants, the study and the solver all read it from there.

>>> GROUP_LIMIT, WIN_SCORE
(20, 625)
>>> list(RULES), RULES["relaxed"].letter
(['classic', 'relaxed'], 'R')
>>> [c % 13 + 1 for c in RULES["relaxed"].fitting[10]]  # what fits on the J♠: any 10
[10, 10, 10, 10]
>>> RULES["classic"].fitting[10]  # the 10♠ only
(9,)
>>> RULES["classic"].refusal_for(22, 10), RULES["relaxed"].refusal_for(8, 10)  # 10♥ on J♠, 9♠ on J♠
('same_suit', 'rank')
>>> is_won((13, 13, 13, 12))
False
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Final, TypeAlias

__all__ = [
    "CLASSIC",
    "FLIP_POINTS",
    "FOUNDATION_POINTS",
    "GROUP_LIMIT",
    "HIDDEN_CARDS",
    "HINT_TIME_LIMIT",
    "KINGS",
    "KING_INDEX",
    "RELAXED",
    "RULES",
    "SOLVE_TIME_LIMIT",
    "UNDO_LIMIT",
    "WIN_SCORE",
    "Registry",
    "Rule",
    "RuleName",
    "any_suit",
    "fits",
    "is_won",
    "rule_of",
    "same_suit",
]

RuleName: TypeAlias = str
"""A rule's name: any name in :data:`RULES` (``"classic"``, ``"relaxed"``, or one registered later),
checked where it is used (:func:`rule_of`), so a registered variant is passed by its name like the
built-in ones and no list of names is written twice."""


KING_INDEX: Final = 12
"""``card % 13`` of a king."""

KINGS: Final = tuple(s * 13 + KING_INDEX for s in range(4))
"""The four kings, the only cards an empty column takes (a rule's default :attr:`Rule.empty_column`)."""


def same_suit(suit: int, target_suit: int) -> bool:
    """Classic: a card goes only on a card of its own suit."""
    return suit == target_suit


def any_suit(suit: int, target_suit: int) -> bool:
    """Relaxed: the suits do not matter."""
    return True


@dataclass(frozen=True, eq=False)
class Rule:
    """One rule variant. Every variant deals, scores and moves groups alike; they differ in
    which suits may lie on which in a column (``suits_fit``), always one rank lower, and in which
    cards an empty column takes (``empty_column``: the kings unless said otherwise).

    The texts are keys of the catalogue (:mod:`rsol_widget.i18n`): ``label`` the rule's name (the
    board's title: «Clasică»), ``choice`` its entry in the new-game dialog («Relaxat (Culori
    mixte)»), ``fit_label`` the name of its fitting rule, which a refusal quotes («Aceeași
    culoare»); ``refusal`` is the refusal reason when the suits do not fit (its text is the key
    ``refusal.<reason>``); ``empty_refusal`` is the refusal reason when a card does not go on an
    empty column, and ``empty_label`` the name of that rule («Coloana goală»). ``restart_nodes``
    is the solver's first run budget; ``colour`` the study
    plot's colour. ``fitting`` and ``targets`` are derived from :meth:`refusal_for`. A rule
    equals only itself (and hashes fast, as the solver's caches need).
    """

    name: str
    letter: str
    suits_fit: Callable[[int, int], bool]
    label: str
    choice: str
    fit_label: str
    refusal: str
    empty_column: tuple[int, ...] = KINGS
    """The cards an empty column takes (each with the cards on it): the four kings by default."""
    empty_refusal: str = "empty_column"
    empty_label: str = "rule.empty_column"
    restart_nodes: int = 3_000
    colour: str = "#7f7f7f"
    fitting: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    """``fitting[target]``: the cards that may be put on ``target`` (a column's last card)."""
    targets: tuple[tuple[int, ...], ...] = field(init=False, repr=False, compare=False)
    """``targets[card]``: the cards ``card`` may be put on."""

    def __post_init__(self) -> None:
        if not (len(self.letter) == 1 and "A" <= self.letter <= "Z"):
            raise ValueError(f"a rule's code letter is one of A-Z, not {self.letter!r}")
        fitting = tuple(tuple(c for c in range(52) if self.refusal_for(c, t) is None) for t in range(52))
        object.__setattr__(self, "fitting", fitting)
        object.__setattr__(self, "targets", tuple(tuple(t for t in range(52) if c in fitting[t]) for c in range(52)))

    def refusal_for(self, card: int, target: int | None) -> str | None:
        """Why ``card`` may not go on ``target``, the last card of a column, or on an empty column
        (``target`` ``None``); ``None``: it fits.

        The one place the fitting rule is written: an empty column's cards; then a king goes on no
        card (nothing is one rank higher); then the suits, then the rank."""
        if target is None:
            return None if card in self.empty_column else self.empty_refusal
        if card % 13 == KING_INDEX:
            return "king"
        if not self.suits_fit(card // 13, target // 13):
            return self.refusal
        if target % 13 != card % 13 + 1:
            return "rank"
        return None

    def fits(self, card: int, target: int) -> bool:
        """``card`` may go on ``target`` in a column under this rule."""
        return card in self.fitting[target]

    def reasons(self) -> tuple[str, ...]:
        """This rule's refusal reasons on a column, in the order they are checked: an empty column's,
        a king's on a card (every rule's), then a column's suits'."""
        return tuple(dict.fromkeys((self.empty_refusal, "king", self.refusal)))

    def __str__(self) -> str:
        return self.name


class Registry(Mapping[str, Rule]):
    """The rules by name, in the order they were registered; each name and letter once."""

    def __init__(self, *rules: Rule) -> None:
        self._rules: dict[str, Rule] = {}
        for rule in rules:
            self.register(rule)

    def __getitem__(self, name: str) -> Rule:
        return self._rules[name]

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and name in self._rules

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

    def register(self, rule: Rule) -> Rule:
        """Add ``rule``; its name and code letter must be new."""
        for other in self._rules.values():
            if rule.name == other.name or rule.letter == other.letter:
                raise ValueError(f"rule {rule.name!r} ({rule.letter}) clashes with {other.name!r} ({other.letter})")
        self._rules[rule.name] = rule
        return rule

    def unregister(self, name: str) -> Rule:
        """Remove the rule named ``name`` and return it."""
        return self._rules.pop(name)

    def of(self, rule: str | Rule) -> Rule:
        """The registered rule ``rule`` names (or is), else :class:`ValueError`."""
        name = rule.name if isinstance(rule, Rule) else rule
        found = self._rules.get(name) if isinstance(name, str) else None
        if found is None or (isinstance(rule, Rule) and found != rule):
            raise ValueError(f"the rule is one of {', '.join(map(repr, self._rules))}, not {rule!r}")
        return found

    def reasons(self) -> tuple[str, ...]:
        """Every registered rule's own refusal reasons (:meth:`Rule.reasons`), each once, in order."""
        return tuple(dict.fromkeys(r for rule in self._rules.values() for r in rule.reasons()))

    def by_letter(self, letter: str) -> Rule | None:
        """The rule whose code letter is ``letter``, or ``None``."""
        return next((rule for rule in self._rules.values() if rule.letter == letter), None)


CLASSIC: Final = Rule(
    "classic", "C", same_suit, label="label.classic", choice="choice.classic", fit_label="rule.same_suit",
    refusal="same_suit", restart_nodes=10_000, colour="#1f77b4",
)  # fmt: skip
RELAXED: Final = Rule(
    "relaxed", "R", any_suit, label="label.relaxed", choice="choice.relaxed", fit_label="rule.mixed_suits",
    refusal="rank", restart_nodes=3_000, colour="#d62728",
)  # fmt: skip
RULES: Final = Registry(CLASSIC, RELAXED)
"""The one registry of rules: ``"classic"`` («Aceeași culoare», same suit) and ``"relaxed"``
(«Culori mixte», any suit); :meth:`Registry.register` adds one."""


def rule_of(rule: str | Rule) -> Rule:
    """The registered :class:`Rule` ``rule`` names or is (:class:`ValueError` otherwise)."""
    return RULES.of(rule)


GROUP_LIMIT: Final = 20
"""A group (a card and every card on top of it) of more than this many cards does not move."""

UNDO_LIMIT: Final = 100
"""Undo keeps this many moves."""

FOUNDATION_POINTS: Final = 10
"""Points for a card put on a foundation (a take-back gives them back through undo only)."""

FLIP_POINTS: Final = 5
"""Points for a face-down card turned face up."""

HIDDEN_CARDS: Final = 21
"""Face-down cards in a fresh deal."""

WIN_SCORE: Final = 52 * FOUNDATION_POINTS + HIDDEN_CARDS * FLIP_POINTS
"""The score of a game won from a fresh deal without take-backs: 625."""

HINT_TIME_LIMIT: Final = 2.0
"""Seconds a hint may search by default (:meth:`Game.hint`, the widget's hints)."""

SOLVE_TIME_LIMIT: Final = 30.0
"""Seconds :func:`rsol_widget.solve` may search by default."""


def fits(card: int, target: int, rule: str | Rule) -> bool:
    """``card`` may go on ``target`` in a column under ``rule`` (one rank lower, suits as the rule says).

    >>> fits(9, 10, "classic"), fits(22, 10, "classic"), fits(22, 10, "relaxed")
    (True, False, True)
    """
    return rule_of(rule).fits(card, target)


def is_won(foundation_heights: Sequence[int]) -> bool:
    """All 52 cards are on the foundations (``foundation_heights``: cards on each, ♠ ♥ ♦ ♣)."""
    return sum(foundation_heights) == 52

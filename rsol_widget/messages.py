"""The engine's refusal messages and the card names, read from the catalogue (:mod:`rsol_widget.i18n`).

``LABELS``, ``LANGS``, ``REFUSALS``, … stay importable here as live views of the catalogue.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import overload

from .cards import Card
from .i18n import LANGS, PerLanguage, check_lang, language_name, section, text
from .rules import RULES, Rule, rule_of

__all__ = [
    "LABELS",
    "LANGS",
    "LANGUAGE_NAMES",
    "RANK_WORDS",
    "REASONS",
    "REFUSALS",
    "RULE_NAMES",
    "SUIT_NAMES",
    "card_name",
    "check_lang",
    "refusal_texts",
    "rule_name",
]


class _Names(Mapping[str, str]):
    def __getitem__(self, lang: str) -> str:
        return language_name(lang)

    def __len__(self) -> int:
        return len(LANGS)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)


LANGUAGE_NAMES: Mapping[str, str] = _Names()
"""Each language's name in that language (the language menu shows these)."""

_CHECKED_FIRST = (
    "game_won", "hidden_card", "foundation_top", "group_limit", "same_place", "not_last_card", "foundation",
)  # fmt: skip
_CHECKED_LAST = ("rank", "no_undo", "no_redo")


class _Reasons(Sequence[str]):
    """The refusal codes, the rules' own read from the registry at each use."""

    def _all(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys((*_CHECKED_FIRST, *(r for r in RULES.reasons() if r != "rank"), *_CHECKED_LAST)))

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __contains__(self, reason: object) -> bool:
        return reason in self._all()

    def __repr__(self) -> str:
        return repr(self._all())


REASONS: Sequence[str] = _Reasons()
"""Refusal codes, in the order the engine checks them: the engine's own and each registered rule's
(:meth:`~rsol_widget.rules.Rule.reasons`: an empty column's, a king's on a card, a column's suits')."""

_REASON_RULE = {
    "game_won": "end",
    "hidden_card": "allowed_moves",
    "foundation_top": "foundations",
    "group_limit": "group_limit",
    "same_place": "allowed_moves",
    "not_last_card": "foundations",
    "foundation": "foundations",
    "no_undo": "undo",
    "no_redo": "redo",
}

LABELS = PerLanguage("label")
"""The words the engine and the page share, per language: ``LABELS["ro"]["new_game"]``."""
REFUSALS = PerLanguage("refusal")
"""The refusal templates per language, by reason (:data:`REASONS`)."""


class _Words(Mapping[str, tuple[str, ...]]):
    def __init__(self, prefix: str, first: int) -> None:
        self.prefix, self.first = prefix, first

    def __getitem__(self, lang: str) -> tuple[str, ...]:
        words = section(lang, self.prefix)
        return tuple(words[str(i)] for i in range(self.first, self.first + len(words)))

    def __len__(self) -> int:
        return len(LANGS)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGS)


SUIT_NAMES: Mapping[str, tuple[str, ...]] = _Words("suit", 0)
"""The suits' names per language, in the order of :data:`rsol_widget.cards.SUITS`."""
RANK_WORDS: Mapping[str, tuple[str, ...]] = _Words("rank", 1)
"""The ranks' spoken names per language, ace first."""


class _RuleNames(Mapping[str, dict[str, str]]):
    def __getitem__(self, name: str) -> dict[str, str]:
        return {lang: text(lang, f"rule.{name}") for lang in LANGS}

    def __len__(self) -> int:
        return len(section("en", "rule"))

    def __iter__(self) -> Iterator[str]:
        return iter(section("en", "rule"))


RULE_NAMES: Mapping[str, dict[str, str]] = _RuleNames()
"""The name of each rule a refusal cites, in every language: ``RULE_NAMES["same_suit"]["ro"]``."""


def card_name(card: Card, lang: str = "en") -> str:
    """The spoken name of a card: ``"7 of hearts"``, ``"7 de cupă"``, ``"ace of spades"``."""
    return text(lang, "card.name", rank=text(lang, f"rank.{card.rank}"), suit=text(lang, f"suit.{card.suit}"))


def rule_name(reason: str, rule: str | Rule) -> dict[str, str]:
    """The name of the rule behind a refusal, in every language (a card that does not fit on a
    column: the name of ``rule``'s fitting rule, its :attr:`~rsol_widget.rules.Rule.fit_label`)."""
    variant = rule_of(rule)
    if reason in ("rank", variant.refusal):
        return {lang: text(lang, variant.fit_label) for lang in LANGS}
    if reason in (variant.empty_refusal, "king"):  # a king's place: an empty column
        return {lang: text(lang, variant.empty_label) for lang in LANGS}
    return RULE_NAMES[_REASON_RULE[reason]]


def _fields(lang: str, fields: dict[str, object]) -> dict[str, object]:
    values: dict[str, object] = {k: str(v) if isinstance(v, Card) else v for k, v in fields.items()}
    if "dest" in fields:
        dest = int(str(fields["dest"]))
        values["place"] = text(lang, "place.foundation") if dest == 7 else text(lang, "place.column", n=dest + 1)
    if "need" in fields:
        need = fields["need"]
        values["need"] = text(lang, "foundation.full") if need is None else text(lang, "foundation.next", need=need)
    return values


def refusal_texts(reason: str, rule: str | Rule, **fields: object) -> tuple[dict[str, str], dict[str, str]]:
    """The refusal message ``"<Rule>: <what is wrong>."`` and the rule's name, per language.

    ``fields`` may hold ``card``/``target`` (:class:`Card`), ``count``, ``dest`` (0..6 or 7
    for the foundation) and ``need`` (the card a foundation expects, or ``None`` when full).
    """
    names = rule_name(reason, rule)
    texts = {}
    for lang in LANGS:
        detail = text(lang, f"refusal.{reason}", **_fields(lang, fields))
        texts[lang] = text(lang, "engine.refusal", rule=names[lang], detail=detail)
    return texts, names

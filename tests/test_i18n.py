"""The catalogue: every language holds every key, with the same placeholders, in well-formed templates."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from rsol_widget import SolitaireWidget, examples, i18n
from rsol_widget.i18n import en

LANGS = list(i18n.LANGS)
KEYS = sorted(en.TEXTS)


def fields(template: str) -> set[str]:
    """The named placeholders of a template (raises ValueError on a malformed one)."""
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def test_english_and_romanian_are_shipped() -> None:
    assert LANGS[0] == "en" and "ro" in LANGS  # English first; the others by code (a new one may come before ro)


@pytest.mark.parametrize("lang", LANGS)
def test_every_language_has_exactly_the_english_keys(lang: str) -> None:
    keys = set(i18n.templates(lang))
    assert keys - set(KEYS) == set(), "keys English lacks"
    assert set(KEYS) - keys == set(), "keys this language lacks"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("key", KEYS)
def test_each_text_has_the_english_placeholders(lang: str, key: str) -> None:
    template = i18n.templates(lang)[key]
    assert template.strip(), "empty text"
    assert fields(template) == fields(en.TEXTS[key])
    assert all(name.isidentifier() for name in fields(template)), "placeholders are names, not positions"
    assert i18n.text(lang, key, **dict.fromkeys(fields(template), "X"))  # formats without an error


SAME_IN_EVERY_LANGUAGE = {
    *(f"rank.{n}" for n in range(2, 11)),  # the figures
    "label.board",  # the game's name, Russian Solitaire, as the app writes it
    *("engine.refusal", "replay.with_comment", "analysis.summary"),  # sentences joined by punctuation
    *("error.record.in_file", "error.record.entry_notation", "error.os.file"),
    *("label.odds_margin", "label.odds_exact", "label.odds_none"),  # a chance's figures: "34% (±6)", "34%", "?"
    "page.move_graded",  # "{n}. {move}: {grade}", punctuation around fields
}
"""The texts a language may share with English: figures, the game's name, punctuation around fields."""


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_no_text_is_an_untranslated_copy_of_english(lang: str) -> None:
    copied = {key for key, text in i18n.templates(lang).items() if text == en.TEXTS[key]}
    assert copied <= SAME_IN_EVERY_LANGUAGE, f"copied from English: {sorted(copied - SAME_IN_EVERY_LANGUAGE)[:8]}"


def test_a_language_is_one_module_of_the_catalogue() -> None:
    shipped = sorted(p.stem for p in Path(i18n.__file__).parent.glob("*.py") if p.stem != "__init__")
    assert sorted(i18n._BUILTIN) == shipped and i18n._BUILTIN[0] == "en"


@pytest.mark.parametrize("lang", LANGS)
def test_romanian_letters_are_comma_below(lang: str) -> None:
    for key, template in i18n.templates(lang).items():
        assert not set(template) & set("şţŞŢ"), key


def test_a_language_missing_a_key_is_refused() -> None:
    texts = dict(en.TEXTS)
    del texts["page.redo"]
    with pytest.raises(ValueError, match=r"page\.redo"):
        i18n.register("xx", texts)
    assert "xx" not in i18n.LANGS


@pytest.mark.parametrize("lang", LANGS)
def test_the_widget_opens_in_every_language(lang: str) -> None:
    widget = SolitaireWidget(lang=lang)
    assert widget.labels["lang"] == lang and widget.labels["redo"] == i18n.text(lang, "page.redo")


def test_an_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="language"):
        i18n.check_lang("xx")
    with pytest.raises(KeyError):
        i18n.text("en", "no.such.key")


def test_the_language_list_answers_any_value() -> None:
    assert [] not in i18n.LANGS and None not in i18n.LANGS and "ro" in i18n.LANGS  # type: ignore[comparison-overlap]
    with pytest.raises(ValueError, match="language"):
        i18n.check_lang([])  # type: ignore[arg-type]


AGREEMENT = re.compile(
    r"(?:\{card\}|\b(?:10|[2-9AJQK])[♠♥♦♣])[^.;:—]*?"
    r"\b(mutat|luat|pus|lăsat|refuzat|urcat|întors|singur|acoperit|așezat|plasat|trimis|el|lui)\b"
)
"""A card named by its symbol followed, in the same clause, by a masculine form."""


def test_romanian_cards_named_by_symbol_agree_in_the_feminine() -> None:
    """One form for court cards (review item 16): «K♥» is «cartea K♥» (mutată, pusă, cu ea), like every
    card; only a rank named as a figure («un rege, singur … lui») is masculine."""
    texts = dict(i18n.templates("ro"))
    record = examples.load("example-game")
    texts |= {f"entry {i}": e.translations["ro"] for i, e in enumerate(record.entries, 1) if "ro" in e.translations}
    texts |= {f"record {k}": t for k, t in record.translations.get("ro", {}).items()}
    wrong = {key: m.group(0) for key, t in texts.items() if (m := AGREEMENT.search(t))}
    assert wrong == {}
    assert AGREEMENT.search("K♥ se întoarce singur") and not AGREEMENT.search("K♥ se întoarce singură")

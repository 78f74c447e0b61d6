"""Counts the player reads take their plural form: English «1 sample» / «2 samples»; Romanian «1
eșantion», «2-19 eșantioane», «de» when the count's last two digits are 00 or 20-99 («20 de
eșantioane», «100 de eșantioane», but «101 eșantioane»). The page's forms (``Intl.PluralRules``)
agree with the catalogue's rules."""

from __future__ import annotations

import json
import re
import shutil
import subprocess

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import i18n

PLURAL_FIELD = re.compile(r"\{(\w+):plural:([^{}]*)\}")
PLURAL_KEYS = sorted(key for key, template in i18n.templates("en").items() if ":plural:" in template)
COUNTS = st.integers(0, 10**7)


def romanian_says_de(n: int) -> bool:
    """Romanian puts «de» between a count and its noun when the count is 20 or more and its last two
    digits are 00 or 20-99 (GOO: «douăzeci de cărți», «o sută de cărți», «o sută unu cărți»)."""
    return n >= 20 and (n % 100 == 0 or n % 100 >= 20)


@given(COUNTS)
def test_romanian_says_de_from_20_by_the_last_two_digits(n: int) -> None:
    said = i18n.text("ro", "label.chance_tip", samples=n)
    assert (f"{n} de eșantioane" in said) is romanian_says_de(n)
    assert (f"{n} eșantion al " if n == 1 else f"{n} eșantioane ale ") in said or romanian_says_de(n)
    assert i18n.plural_category("ro", n) == ("one" if n == 1 else "other" if romanian_says_de(n) else "few")


@given(COUNTS)
def test_english_says_one_or_many(n: int) -> None:
    said = i18n.text("en", "lesson.won", score=n, moves=n)
    assert said == (f"✓ You won: {n} point in {n} move." if n == 1 else f"✓ You won: {n} points in {n} moves.")


@pytest.mark.parametrize("lang", list(i18n.LANGS))
@pytest.mark.parametrize("key", PLURAL_KEYS)
def test_each_count_has_a_form_for_every_category_of_the_language(lang: str, key: str) -> None:
    template = i18n.templates(lang)[key]  # (a language may put its count where it takes no noun)
    categories = {i18n.plural_category(lang, n) for n in range(1000)}
    for name, forms in PLURAL_FIELD.findall(template):
        table = dict(form.split("=", 1) for form in forms.split("|"))
        assert set(table) == categories | {"other"}, (name, sorted(table))
        assert all(form.count("#") == 1 for form in table.values()), "each form shows the number once"


@given(st.sampled_from(PLURAL_KEYS), st.sampled_from(list(i18n.LANGS)), COUNTS)
def test_a_declined_count_shows_its_number_and_no_field_syntax(key: str, lang: str, n: int) -> None:
    names = {name for name, _ in PLURAL_FIELD.findall(i18n.templates("en")[key])}
    others = set(re.findall(r"\{(\w+)\}", i18n.templates(lang)[key])) - names
    said = i18n.text(lang, key, **dict.fromkeys(names, n), **dict.fromkeys(others, "·"))
    assert str(n) in said and ":plural:" not in said and "#" not in said and "{" not in said


def test_counts_the_player_reads_are_declined() -> None:
    """The catalogue's counts followed by their noun use plural fields (no «{n} de mutări» left)."""
    assert {"refusal.group_limit", "label.chance_tip", "lesson.won", "lesson.playing"} <= set(PLURAL_KEYS)
    for lang in i18n.LANGS:
        for key, template in i18n.templates(lang).items():
            assert not re.search(r"\{\w+\} de [a-zăâîșț]", template), (lang, key)  # «de» is a plural form's


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_page_and_the_catalogue_agree_on_every_category() -> None:
    numbers = [*range(0, 250), 1000, 1001, 1019, 1020, 10**6, 10**6 + 1]
    select = f"{numbers}.map((n) => new Intl.PluralRules(l).select(n))"
    script = f"console.log(JSON.stringify({json.dumps(list(i18n.LANGS))}.map((l) => {select})))"
    out = subprocess.run(["node", "-e", script], capture_output=True, text=True, check=True, timeout=60)
    page = json.loads(out.stdout)
    assert page == [[i18n.plural_category(lang, n) for n in numbers] for lang in i18n.LANGS]

"""A lesson's exercises check the column they were asked about, for every column and every way of
writing a card, and refuse a column that is not one before anything is asked."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rsol_widget import Game, i18n
from rsol_widget.cards import RANK_NAMES, SUIT_LETTERS, SUITS, Card
from rsol_widget.lessons import Lesson

CODE = "RU1-C-AAAAAAA"
AFTER = ["8♣ c6"]  # empties column 1: its last card goes onto column 6


def forms(card: Card) -> list[str]:
    """Every way a player may write ``card``: symbol or letter, any case, ``10`` or ``T``, spaces around."""
    ranks = [RANK_NAMES[card.rank - 1]] + (["T", "t"] if card.rank == 10 else [])
    suits = [SUITS[card.suit], SUIT_LETTERS[card.suit], SUIT_LETTERS[card.suit].lower()]
    return [f"{pad}{rank}{suit}{pad}" for rank in ranks for suit in suits for pad in ("", " ")] + [
        f"{ranks[0].lower()}{suits[1].lower()}"
    ]


@settings(max_examples=60, deadline=None)
@given(column=st.integers(1, 7), other=st.integers(0, 51), lang=st.sampled_from(i18n.LANGS), data=st.data())
def test_last_card_checks_the_column_asked_about_in_any_card_form(column, other, lang, data):
    game = Game.from_code(CODE)
    last = game.columns[column - 1][-1]
    exercise = Lesson(lang).exercise(CODE, "last_card", column=column)
    written = data.draw(st.sampled_from(forms(last)))
    assert str(exercise.check(written)) == i18n.text(lang, "lesson.last", n=column, card=last)
    wrong = Card(other)
    if wrong != last:
        for form in forms(wrong):
            assert str(exercise.check(form)) == i18n.text(lang, "lesson.not_last", n=column, card=wrong)


@pytest.mark.parametrize("lang", i18n.LANGS)
def test_an_empty_column_has_no_last_card_and_says_so(lang):
    exercise = Lesson(lang).exercise(CODE, "last_card", column=1, after=AFTER)
    assert str(exercise.check("8♣")) == i18n.text(lang, "lesson.empty_column", n=1)
    other = Lesson(lang).exercise(CODE, "last_card", column=6, after=AFTER)
    assert str(other.check("8♣")) == i18n.text(lang, "lesson.last", n=6, card=Card.parse("8♣"))


@pytest.mark.parametrize("column", [0, -1, 8, 1.0, True, "1", None])
def test_a_last_card_exercise_refuses_a_column_that_is_not_one(column):
    with pytest.raises(ValueError, match="column"):
        Lesson().exercise(CODE, "last_card", column=column)


def test_the_default_column_is_not_taken_for_column_7():
    with pytest.raises(ValueError, match="column"):
        Lesson().exercise(CODE, "last_card")

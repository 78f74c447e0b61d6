import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import Card, NotationError
from rsol_widget.cards import DECK, as_card


def test_card_numbering_follows_suit_then_rank():
    assert Card.parse("A♠") == 0 and Card.parse("K♠") == 12
    assert Card.parse("A♥") == 13 and Card.parse("K♣") == 51
    assert [c.suit for c in (DECK[0], DECK[13], DECK[26], DECK[39])] == [0, 1, 2, 3]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("10♥", "10♥"),
        ("th", "10♥"),
        ("TH", "10♥"),
        ("10h", "10♥"),
        ("a♠", "A♠"),
        ("qd", "Q♦"),
        ("Kc", "K♣"),
        ("7♦", "7♦"),
        (" 7s ", "7♠"),
        ("j♣", "J♣"),
    ],
)
def test_parse_accepts_symbols_letters_and_any_case(text, expected):
    assert str(Card.parse(text)) == expected


@pytest.mark.parametrize("text", ["", "1♥", "11♥", "Z♥", "7", "♥", "7X", "10", "7♥♥", "♥7", "A ♠", "x" * 100])
def test_parse_refuses_anything_else_naming_it(text):
    with pytest.raises(NotationError) as info:
        Card.parse(text)
    assert repr(text[:16]) in str(info.value)


def test_parse_refuses_non_text():
    with pytest.raises(NotationError, match="not int"):
        Card.parse(7)  # type: ignore[arg-type]


@given(st.integers(0, 51))
def test_notation_round_trip(i):
    card = DECK[i]
    assert Card.parse(str(card)) is card
    assert as_card(i) is card and as_card(str(card)) is card and Card(i) is card
    assert Card.of(card.rank, card.suit) is card


def test_colours_and_suits():
    assert Card.parse("5♥").red and Card.parse("5♦").red
    assert not Card.parse("5♠").red and not Card.parse("5♣").red
    assert Card.parse("Q♦").suit_symbol == "♦" and Card.parse("Q♦").rank == 12


@pytest.mark.parametrize("bad", [-1, 52, True, 3.0])
def test_card_numbers_outside_the_deck_are_refused(bad):
    with pytest.raises(NotationError):
        Card(bad)


@pytest.mark.parametrize("text", ["Aſ", "ﬀ", "ıh", "10ſ", "Ｋ♠", "Kﬅ"])
def test_unicode_compatibility_forms_are_not_notation(text: str) -> None:
    """Only the documented spellings: ``str.upper`` would turn ``ſ`` into S and ``ﬀ`` into FF."""
    with pytest.raises(NotationError):
        Card.parse(text)

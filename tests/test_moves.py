import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import FOUNDATION, Move, NotationError
from rsol_widget.cards import DECK


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("3♣ c6", "3♣ c6"),
        ("3c C6", "3♣ c6"),
        ("a♠ f", "A♠ f"),
        ("AS F", "A♠ f"),
        ("th  c2", "10♥ c2"),
        ("  5♥ c2 ", "5♥ c2"),
    ],
)
def test_parse_and_canonical_form(text, expected):
    assert str(Move.parse(text)) == expected


def test_move_fields():
    m = Move.parse("3♣ c6")
    assert (str(m.card), m.dest, m.column, m.to_foundation) == ("3♣", 5, 5, False)
    f = Move.parse("A♠ f")
    assert (f.dest, f.column, f.to_foundation) == (FOUNDATION, None, True)


@pytest.mark.parametrize(
    ("text", "bad_token"),
    [
        ("3♣ c8", "c8"),
        ("3♣ c0", "c0"),
        ("3♣ x", "x"),
        ("3X c1", "3X"),
        ("3♣", "3♣"),
        ("3♣ c1 c2", "3♣ c1 c2"),
        ("", ""),
        ("3♣ c", "c"),
        ("3♣ column1", "column1"),
    ],
)
def test_parse_errors_name_the_bad_token(text, bad_token):
    with pytest.raises(NotationError) as info:
        Move.parse(text)
    assert repr(bad_token) in str(info.value)
    assert isinstance(info.value, ValueError)


@given(st.integers(0, 51), st.integers(0, FOUNDATION))
def test_round_trip_and_interning(card, dest):
    m = Move(DECK[card], dest)
    assert Move.parse(str(m)) is m
    assert Move(card, dest) is m


def test_moves_are_immutable():
    m = Move.parse("3♣ c6")
    with pytest.raises(AttributeError):
        m.dest = 2  # type: ignore[misc]


@pytest.mark.parametrize("dest", [-1, 8, "c1", None])
def test_bad_destination_numbers(dest):
    with pytest.raises(NotationError):
        Move(0, dest)  # type: ignore[arg-type]

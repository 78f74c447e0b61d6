"""Fuzzing every parser with hypothesis: each input is accepted or refused with the
documented error; nothing else is raised, nothing hangs, nothing grows without bound."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rsol_widget import Card, CodeError, Game, Move, NotationError, Record, RecordError
from rsol_widget.codes import ALPHABET, parse_code
from rsol_widget.record import FORMAT

FUZZ = settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])

card_like = st.one_of(
    st.text(max_size=8),
    st.text(alphabet="A23456789TJQK10♠♥♦♣SHDCshdcx ", max_size=6),
)
code_like = st.one_of(
    st.text(max_size=40),
    st.builds(
        lambda p, r, d, pad: pad + f"{p}-{r}-{d}" + pad,
        st.sampled_from(["RU1", "ru1", "RU2", "R1", ""]),
        st.sampled_from(["C", "R", "c", "r", "X", ""]),
        st.text(alphabet=ALPHABET + "018a-", max_size=9),
        st.sampled_from(["", " ", "\t", "\n"]),
    ),
)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda kids: st.lists(kids, max_size=5) | st.dictionaries(st.text(max_size=8), kids, max_size=5),
    max_leaves=30,
)


@FUZZ
@given(card_like)
def test_card_parser(text):
    try:
        card = Card.parse(text)
    except NotationError as err:
        assert str(err)
    else:
        assert Card.parse(str(card)) is card


@FUZZ
@given(st.one_of(st.builds(lambda a, b: f"{a} {b}", card_like, st.text(max_size=4)), st.text(max_size=30)))
def test_move_parser(text):
    try:
        move = Move.parse(text)
    except NotationError as err:
        assert str(err)
    else:
        assert Move.parse(str(move)) is move


@FUZZ
@given(code_like)
def test_code_parser(text):
    try:
        code = parse_code(text)
    except CodeError as err:
        assert str(err)
    else:
        assert parse_code(str(code)) == code
        assert Game.from_code(text).code == str(code)


@FUZZ
@given(st.one_of(st.text(max_size=200), st.binary(max_size=200)))
def test_record_parser_on_garbage(text):
    try:
        Record.loads(text)
    except RecordError as err:
        assert str(err)


@FUZZ
@given(json_values)
def test_record_parser_on_any_json(value):
    try:
        Record.loads(json.dumps(value))
    except RecordError as err:
        assert str(err)


entry = st.fixed_dictionaries(
    {"move": st.one_of(st.sampled_from(["7♣ c1", "5♣ c2", "9♠ c1", "A♠ f", "8♣ c6"]), json_values)},
    optional={"comment": json_values, "refused": st.one_of(st.sampled_from(["same_suit", "rank"]), json_values)},
)


@settings(FUZZ, max_examples=400)
@given(
    st.fixed_dictionaries(
        {
            "format": st.just(FORMAT),
            "version": st.sampled_from([1, 1, 2, "1", None]),
            "code": st.one_of(st.just("RU1-C-AAAAAAA"), code_like),
            "moves": st.lists(entry, max_size=6),
        },
        optional={"counter": json_values, "undo_left": json_values, "elapsed": json_values, "title": json_values},
    )
)
def test_record_parser_on_record_shaped_json(doc):
    try:
        rec = Record.loads(json.dumps(doc))
    except RecordError as err:
        assert str(err)
    else:
        assert Record.loads(rec.dumps()) == rec


@pytest.mark.parametrize(
    "text",
    ["[" * 50_000 + "]" * 50_000, '{"a":' * 50_000 + "1" + "}" * 50_000, '"' + "x" * 2_000_000 + '"'],
)
def test_deep_and_huge_inputs_are_refused(text):
    with pytest.raises(RecordError):
        Record.loads(text)

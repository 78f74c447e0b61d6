"""A rule that exists only in this test (Yukon's alternate colours) plays end to end.

It is registered here, with its texts, and removed afterwards; no module of the package names it.
Codes, the engine (its legal moves and refusals), the solver (against the plain exhaustive search
of tests/test_solver.py), the widget's constants and the study derive it from the registry.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from typing import get_args

import pytest
from helpers import random_play
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from test_solver import plain_winnable, replay, small_position

from rsol_widget import FOUNDATION, Game, Move, solve
from rsol_widget._protocol import constants, labels_for, parse_request
from rsol_widget.cards import DECK
from rsol_widget.codes import DEAL_COUNT, deal_layout, make_code, parse_code
from rsol_widget.i18n import LANGS, templates
from rsol_widget.messages import REASONS
from rsol_widget.record import Entry, Record
from rsol_widget.rules import RULES, Rule, RuleName, any_suit
from rsol_widget.solver import _Board, _proved_lost, _suited

RED = (1, 2)  # ♥ ♦


def alternate_colours(suit: int, target_suit: int) -> bool:
    return (suit in RED) != (target_suit in RED)


YUKON = Rule(
    "yukon",
    "Y",
    alternate_colours,
    label="label.yukon",
    choice="choice.yukon",
    fit_label="rule.alternate_colours",
    refusal="alternate_colours",
)
TEXTS = {  # the catalogue's texts of the rule, in each language
    "en": {
        "label.yukon": "Yukon",
        "choice.yukon": "Yukon (Alternate colours)",
        "rule.alternate_colours": "Alternate colours",
        "refusal.alternate_colours": "{card} goes only on a card of the other colour one rank higher, not on {target}.",
    },
    "ro": {
        "label.yukon": "Yukon",
        "choice.yukon": "Yukon (Culori alternante)",
        "rule.alternate_colours": "Culori alternante",
        "refusal.alternate_colours": (
            "{card} se așază doar pe o carte de cealaltă culoare, cu un rang mai mare, nu pe {target}."
        ),
    },
}


@contextlib.contextmanager
def registered(rule: Rule, texts: dict[str, dict[str, str]]) -> Iterator[Rule]:
    """``rule`` in the registry and its ``texts`` in the catalogue, while the block runs."""
    with pytest.MonkeyPatch.context() as patch:
        RULES.register(rule)
        for lang in LANGS:  # a language this test has no texts for gets the English ones
            for key, text in texts.get(lang, texts["en"]).items():
                patch.setitem(templates(lang), key, text)
        try:
            yield rule
        finally:
            RULES.unregister(rule.name)


@pytest.fixture(autouse=True, scope="module")
def yukon() -> Iterator[Rule]:
    """Yukon in the registry and its texts in the catalogue, for this module's tests only."""
    with registered(YUKON, TEXTS) as rule:
        yield rule


def test_registered_once_and_removed_after(yukon: Rule) -> None:
    assert list(RULES)[:2] == ["classic", "relaxed"] and list(RULES)[-1] == "yukon" and RULES["yukon"] is yukon
    with pytest.raises(ValueError, match="clashes"):
        RULES.register(Rule("other", "Y", alternate_colours, label="x", choice="x", fit_label="x", refusal="x"))
    with pytest.raises(ValueError, match="clashes"):
        RULES.register(Rule("yukon", "Z", alternate_colours, label="x", choice="x", fit_label="x", refusal="x"))


def test_a_registered_rule_is_passed_by_its_name_as_the_built_in_ones_are() -> None:
    """``RuleName`` is any registered name, checked against the registry where it is used: no list of the
    rules' names is written in the types, so a registered variant needs no edit elsewhere."""
    assert RuleName is str and get_args(RuleName) == ()
    assert Game.new("yukon", deal=5).variant is YUKON and Game.new("yukon", deal=5).code == make_code(YUKON, 5)
    hidden = "[K♠] [Q♠] [J♠] [K♥] [Q♥] [J♥] [K♣] [Q♣] [J♣] [10♣] 10♥"
    columns = ["10♠", "9♥", "9♣", hidden, "", "", ""]
    assert Game.from_position(columns, "9♠ 8♥ K♦ 8♣", rule="yukon").variant is YUKON
    with pytest.raises(ValueError, match=r"the rule is one of 'classic', 'relaxed'.*'yukon', not 'nowhere'"):
        Game.new("nowhere")


# ---------------------------------------------------------------------- codes
@given(st.integers(0, DEAL_COUNT - 1))
def test_codes_encode_and_decode_a_yukon_deal(deal: int) -> None:
    code = make_code(YUKON, deal)
    assert code.startswith("RU1-Y-") and make_code("yukon", deal) == code
    parsed = parse_code(code.lower())
    assert (parsed.rule, parsed.deal, str(parsed)) == ("yukon", deal, code)
    game = Game.from_code(code)
    assert game.variant is YUKON and game.rule == "yukon" and game.code == code
    columns, down = deal_layout(deal)
    assert [list(c) for c in game.columns] == columns and list(game.face_down) == down


def test_an_unknown_letter_lists_every_registered_rule() -> None:
    letters = ", ".join(rule.letter for rule in RULES.values())  # C, R, any rule registered since, then Y
    assert letters.startswith("C, R, ") and letters.endswith(", Y")
    with pytest.raises(ValueError, match=rf"the rule letter is one of {letters}, not .Q."):
        parse_code("RU1-Q-AAAAAAA")


# ---------------------------------------------------------------------- the engine
def test_a_card_goes_on_the_other_colour_only() -> None:
    hidden = "[K♠] [Q♠] [J♠] [K♥] [Q♥] [J♥] [K♣] [Q♣] [J♣] [10♣] 10♥"
    game = Game.from_position(["10♠", "9♥", "9♣", hidden, "", "", ""], "9♠ 8♥ K♦ 8♣", rule=YUKON)
    assert game.is_legal("9♥ c1") and game.is_legal("9♣ c4")
    refused = game.check("9♣ c1")
    assert refused is not None and refused.reason == "alternate_colours"
    assert refused.message("en") == (
        "Alternate colours: 9♣ goes only on a card of the other colour one rank higher, not on 10♠."
    )
    assert refused.message("ro").startswith("Culori alternante: 9♣ se așază doar pe o carte de cealaltă culoare")
    assert refused.rule["en"] == "Alternate colours" and refused.rule["ro"] == "Culori alternante"
    wrong_rank = game.check("9♣ c2")  # black on red, but not one rank lower
    assert wrong_rank is not None and wrong_rank.reason == "rank" and wrong_rank.rule["en"] == "Alternate colours"


yukon_games = st.builds(
    lambda deal, seed, steps: random_play(Game.from_code(make_code(YUKON, deal)), random.Random(seed), steps),
    st.integers(0, DEAL_COUNT - 1),
    st.integers(0, 2**32),
    st.integers(0, 60),
)


@settings(max_examples=60, deadline=None)
@given(yukon_games)
def test_legal_moves_and_refusals_follow_the_fit(game: Game) -> None:
    legal = set(game.legal_moves())
    for card in DECK:
        for dest in range(7):
            move = Move(card, dest)
            col = game.columns[dest]
            if game.location(card) in (dest, FOUNDATION) or not col:
                continue
            up = game.columns[game.location(card)].index(card) >= game.face_down[game.location(card)]
            if not up:
                continue
            top = col[-1]
            fits = top.rank == card.rank + 1 and (card.suit in RED) != (top.suit in RED)
            assert (move in legal) == (fits and game.is_legal(move)), move
            reason = game.check(move)
            if not fits:
                reasons = ("alternate_colours", "rank", "group_limit", "king")  # a king goes on no card
                assert reason is not None and reason.reason in reasons, move


# ---------------------------------------------------------------------- the solver
def test_the_solver_searches_yukon_as_it_searches_relaxed() -> None:
    assert not _suited(YUKON) and _suited(RULES["classic"]) and not _suited(RULES["relaxed"])
    assert _Board.of_game(Game.from_code(make_code(YUKON, 7))).fitting is YUKON.fitting


def test_solve_agrees_with_the_plain_search_on_small_yukon_positions() -> None:
    # seeded positions of 8 to 12 cards in two or three columns, until 12 won and 12 lost ones
    answers: dict[bool, int] = {True: 0, False: 0}
    for seed in range(1000):
        rng = random.Random(seed)
        game = small_position(rng, YUKON, rng.choice((8, 9, 10, 11, 12)), rng.choice((2, 3)))  # type: ignore[arg-type]
        answer = plain_winnable(game, cap=3000)
        if answer is None or answers[answer] >= 12:
            continue
        result = solve(game)
        assert result.status == ("won" if answer else "unwinnable"), (seed, game.columns)
        if answer:
            assert replay(game, result.moves).won
        answers[answer] += 1
        if min(answers.values()) >= 12:
            break
    assert answers == {True: 12, False: 12}


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.integers(0, 2**32), st.integers(1, 9), st.integers(1, 7))
def test_solve_and_the_lost_proofs_agree_with_the_plain_search(seed: int, n_cards: int, n_cols: int) -> None:
    game = small_position(random.Random(seed), YUKON, n_cards, n_cols)  # type: ignore[arg-type]
    answer = plain_winnable(game, cap=2000)
    assume(answer is not None)
    board = _Board.of_game(game)
    board.play_safe_foundations()
    if answer:
        assert not _proved_lost(board)  # rules 9 and 10 never call a winnable position lost
    result = solve(game)
    assert result.status == ("won" if answer else "unwinnable")
    if answer:
        assert replay(game, result.moves).won


def test_a_yukon_deal_is_decided_and_its_line_replays() -> None:
    for deal in range(6):
        game = Game.from_code(make_code(YUKON, deal))
        result = solve(game, time_limit=20)
        assert result.status in ("won", "unwinnable", "unknown")
        if result.status == "won":
            assert replay(game, result.moves).won
            return
    pytest.fail("no Yukon deal among 0-5 won within the limits")


# ---------------------------------------------------------------------- the widget's constants and the study
def test_the_widget_constants_offer_yukon() -> None:
    c = constants()
    assert c["rules"] == list(RULES) and c["rules"][-1] == "yukon" and c["rule_letters"]["Y"] == "yukon"
    for lang in LANGS:
        assert labels_for(lang)["rule_choices"]["yukon"] == TEXTS.get(lang, TEXTS["en"])["choice.yukon"]
    request = parse_request({"kind": "new_game", "id": 1, "rule": "yukon"})
    assert getattr(request, "rule", None) is YUKON


def test_a_widget_deals_yukon() -> None:
    pytest.importorskip("anywidget")
    from widget_client import Client

    from rsol_widget import SolitaireWidget

    client = Client(SolitaireWidget())
    reply = client.send({"kind": "new_game", "id": 7, "rule": "yukon"})
    assert reply is not None and reply["status"] == "done"
    assert client.w.game.variant is YUKON and client.w.state["rule"] == "yukon"
    assert client.w.state["code"].startswith("RU1-Y-")


def test_the_study_offers_and_plots_yukon() -> None:
    from rsol_widget import study

    assert study._parser().parse_args(["--rule", "yukon", "--deals", "1", "--out", "r.csv"]).rule == "yukon"
    pytest.importorskip("matplotlib")
    from rsol_widget.study_csv import Row
    from rsol_widget.study_plot import figure

    rows = [
        Row(make_code(YUKON, d), d, "yukon", "won" if d % 2 else "unwinnable", 90, 10, 0.02, "", 1.0) for d in range(4)
    ]
    share = figure(rows).axes[0]
    assert [tick.get_text() for tick in share.get_xticklabels()] == ["yukon"]


# ---------------------------------------------------------------------- records and the widget's requests
def yukon_record() -> Record:
    """A Yukon game of a few moves, with a refused attempt of each kind the rule has, as a record."""
    game = Game.from_code(make_code(YUKON, 11))
    random_play(game, random.Random(3), 25)
    entries = [Entry(m) for m in game.move_stack]
    top = [col[-1] for col in game.columns if col]
    tried = next(
        Move(c, d)
        for c in top
        for d in range(7)
        if game.check(Move(c, d)) is not None and game.check(Move(c, d)).reason == "alternate_colours"  # type: ignore[union-attr]
    )
    return Record(game.code or "", [*entries, Entry(tried, "the suits do not fit", "alternate_colours")])


def test_refusal_reasons_come_from_the_registry() -> None:
    assert "alternate_colours" in REASONS and REASONS[-3:] == ("rank", "no_undo", "no_redo")
    assert list(REASONS).count("empty_column") == 1 and RULES.reasons()[-1] == "alternate_colours"


def test_a_yukon_record_round_trips_and_replays() -> None:
    record = yukon_record()
    text = record.dumps()
    assert '"refused": "alternate_colours"' in text
    again = Record.loads(text)  # the record Record.dumps wrote is read back
    assert again.dumps() == text and again.entries == record.entries
    game = again.validate()
    assert game.variant is YUKON and game.move_stack == [e.move for e in record.entries[:-1]]
    steps = again.replay()
    while steps.step() is not None:
        pass
    assert steps.refusal is not None and steps.refusal.reason == "alternate_colours"
    assert steps.refusal.rule["en"] == "Alternate colours" and steps.game.move_stack == game.move_stack


def test_a_widget_plays_yukon_by_requests_and_opens_its_record() -> None:
    pytest.importorskip("anywidget")
    from widget_client import Client

    from rsol_widget import SolitaireWidget

    record = yukon_record()
    client = Client(SolitaireWidget(code=record.code))
    for n, entry in enumerate(record.entries[:-1], 1):
        reply = client.send({"kind": "move", "id": n, "seq": client.w.state["seq"], **move_fields(entry.move)})
        assert reply is not None and reply["status"] == "done", reply
    tried = record.entries[-1].move
    reply = client.send({"kind": "move", "id": "x", "seq": client.w.state["seq"], **move_fields(tried)})
    assert reply is not None and reply["status"] == "refused" and reply["reason"] == "alternate_colours"
    assert reply["rule"] == "Alternate colours"
    opened = client.send({"kind": "open_record", "id": "r", "text": record.dumps()})
    assert opened is not None and opened["status"] == "done", opened
    assert client.w.game.variant is YUKON and client.w.game.move_stack == [e.move for e in record.entries[:-1]]


def move_fields(move: Move) -> dict[str, object]:
    return {"card": str(move.card), "dest": move.dest}


# ---------------------------------------------------------------------- a rule differing in its empty column
ROYAL = Rule(
    "royal",
    "K",
    any_suit,
    label="label.royal",
    choice="choice.royal",
    fit_label="rule.mixed_suits",
    refusal="rank",
    empty_column=tuple(s * 13 + r for s in range(4) for r in (11, 12)),
    empty_refusal="royal_column",
    empty_label="rule.royal_column",
)
ROYAL_TEXTS = {
    "en": {
        "label.royal": "Royal",
        "choice.royal": "Royal (a queen or a king on an empty column)",
        "rule.royal_column": "Royal column",
        "refusal.royal_column": "an empty column takes a king or a queen; {card} is neither.",
    },
    "ro": {
        "label.royal": "Regal",
        "choice.royal": "Regal (o damă sau un rege pe o coloană goală)",
        "rule.royal_column": "Coloana regală",
        "refusal.royal_column": "o coloană goală acceptă un rege sau o damă; {card} nu este niciuna.",
    },
}


def registered_royal() -> contextlib.AbstractContextManager[Rule]:
    """Royal in the registry and its texts in the catalogue, while the block runs."""
    return registered(ROYAL, ROYAL_TEXTS)


@pytest.fixture
def royal() -> Iterator[Rule]:
    with registered_royal() as rule:
        yield rule


def test_an_empty_column_takes_what_the_rule_says(royal: Rule) -> None:
    columns = ["K♠ Q♥", "K♥ Q♦ J♣", "K♦ Q♣ J♥", "K♣ Q♠", "", "", ""]
    game = Game.from_position(columns, "J♠ 10♥ J♦ 10♣", rule=royal)
    assert game.is_legal("Q♥ c5") and game.is_legal("Q♠ c6") and game.is_legal("K♠ c7")
    assert Move.parse("Q♥ c5") in game.legal_moves() and Move.parse("J♣ c5") not in game.legal_moves()
    refused = game.check("J♣ c5")
    assert refused is not None and refused.reason == "royal_column" and refused.rule["ro"] == "Coloana regală"
    assert refused.message("en") == "Royal column: an empty column takes a king or a queen; J♣ is neither."
    assert "royal_column" in REASONS and Game.from_code(make_code(royal, 0)).variant is royal
    classic = Game.from_position(columns, "J♠ 10♥ J♦ 10♣", rule="classic")  # the built-in rules are untouched
    assert classic.check("Q♥ c5").reason == "empty_column"  # type: ignore[union-attr]
    assert classic.check("Q♥ c5").rule["en"] == "Empty column"  # type: ignore[union-attr]


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(st.integers(0, 2**32), st.integers(1, 9), st.integers(1, 7))
def test_solve_agrees_with_the_plain_search_on_royal_positions(seed: int, n_cards: int, n_cols: int) -> None:
    with registered_royal() as royal:
        solve_agrees(small_position(random.Random(seed), royal, n_cards, n_cols))  # type: ignore[arg-type]


def solve_agrees(game: Game) -> None:
    """``solve`` (and the lost proofs, and the solver's move list) agree with the plain search on ``game``."""
    answer = plain_winnable(game, cap=2000)
    assume(answer is not None)
    board = _Board.of_game(game)
    board.play_safe_foundations()
    if answer:
        assert not _proved_lost(board)
    result = solve(game)
    assert result.status == ("won" if answer else "unwinnable")
    if answer:
        assert replay(game, result.moves).won
    assert sorted(_Board.of_game(game).all_moves()) == sorted(m.card * 8 + m.dest for m in game.legal_moves())


def test_a_royal_record_with_an_empty_column_refusal_round_trips(royal: Rule) -> None:
    for deal in range(40):
        game = random_play(Game.from_code(make_code(royal, deal)), random.Random(deal), 80)
        empty = [d for d in range(7) if not game.columns[d]]
        tops = [col[-1] for col in game.columns if col and col[-1].rank < 12]
        if empty and tops:
            break
    else:
        pytest.fail("no royal game among 40 reached an empty column")
    tried = Move(tops[0], empty[0])
    record = Record(game.code or "", [*map(Entry, game.move_stack), Entry(tried, None, "royal_column")])
    again = Record.loads(record.dumps())
    assert again.entries == record.entries and again.validate().move_stack == game.move_stack

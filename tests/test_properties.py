"""Property-based tests over random games: invariants that hold after every step."""

from __future__ import annotations

import pytest
from helpers import ALL_MOVES, check_invariants, play_line, without_counter
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rsol_widget import Game, IllegalMove
from rsol_widget.cards import DECK
from rsol_widget.codes import DEAL_COUNT, make_code
from rsol_widget.rules import RULES

games = st.builds(
    lambda deal, rule: Game.from_code(make_code(rule, deal)),
    st.integers(0, DEAL_COUNT - 1),
    st.sampled_from(list(RULES)),
)


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(games, st.data())
def test_random_play_keeps_every_invariant(game, data):
    history: list[dict] = [without_counter(game)]
    counter = 0
    for _ in range(data.draw(st.integers(1, 120), label="steps")):
        legal = game.legal_moves()
        action = data.draw(st.sampled_from(["play", "play", "play", "undo", "illegal"]) if legal else st.just("undo"))
        if action == "play":
            move = data.draw(st.sampled_from(legal))
            game.play(move)
            counter += 1
            history.append(without_counter(game))
        elif action == "undo":
            if game.undo_left:
                game.undo()
                history.pop()
                assert without_counter(game) == history[-1]
            else:
                before = game.to_dict()
                with pytest.raises(IllegalMove) as refused:
                    game.undo()
                assert refused.value.reason in ("no_undo", "game_won")
                assert game.to_dict() == before
        else:
            move = data.draw(st.sampled_from(ALL_MOVES))
            before = game.to_dict()
            err = game.check(move)
            if err is not None:
                with pytest.raises(IllegalMove) as raised:
                    game.play(move)
                assert raised.value.reason == err.reason
                assert game.to_dict() == before
        assert game.moves == counter
        check_invariants(game)


@settings(max_examples=40, deadline=None)
@given(games, st.lists(st.integers(0, 10_000), max_size=60))
def test_legal_moves_agree_with_check_on_every_card_and_destination(game, choices):
    for choice in choices:
        legal = game.legal_moves()
        assert len(legal) == len(set(legal))
        assert set(legal) == {m for m in ALL_MOVES if game.check(m) is None}
        if not legal:
            break
        game.play(legal[choice % len(legal)])


@settings(max_examples=40, deadline=None)
@given(games, st.lists(st.integers(0, 10_000), min_size=1, max_size=80))
def test_undo_all_the_way_restores_the_deal_except_the_counter(game, choices):
    start = without_counter(game)
    played = play_line(game, choices)
    for _ in range(played):
        game.undo()
    assert without_counter(game) == start
    assert game.moves == played


@settings(max_examples=30, deadline=None)
@given(games, st.lists(st.integers(0, 10_000), max_size=60))
def test_copy_is_independent_and_equal(game, choices):
    play_line(game, choices)
    twin = game.copy()
    assert twin.to_dict() == game.to_dict() and twin.move_stack == game.move_stack
    if twin.legal_moves():
        twin.play(twin.legal_moves()[0])
        assert twin.to_dict() != game.to_dict()


@settings(max_examples=30, deadline=None)
@given(games, st.lists(st.integers(0, 10_000), max_size=40), st.integers(0, 51))
def test_tap_and_double_tap_only_ever_play_legal_moves(game, choices, card):
    play_line(game, choices)
    legal = set(game.legal_moves())
    before = game.to_dict()
    moved = game.double_tap(DECK[card])
    if moved is None:
        assert game.to_dict() == before
    else:
        assert moved in legal and game.move_stack[-1] is moved


@settings(max_examples=40, deadline=None)
@given(games, st.lists(st.integers(0, 10_000), min_size=1, max_size=60), st.integers(1, 100))
def test_undo_then_redo_returns_to_the_same_position(game, choices, back):
    played = play_line(game, choices)
    after = without_counter(game)
    back = min(back, played)
    for _ in range(back):
        game.undo()
    for _ in range(back):
        game.redo()
        check_invariants(game)
    assert without_counter(game) == after and game.moves == played + back and game.redo_left == 0

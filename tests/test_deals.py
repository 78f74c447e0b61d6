"""Winnable deals only: random deals are drawn until the solver proves one winnable, within a time cap."""

from __future__ import annotations

import random

import pytest

from rsol_widget import Game, SolitaireWidget, solve
from rsol_widget.codes import parse_code
from rsol_widget.deals import find_winnable
from rsol_widget.rules import RULES


@pytest.mark.parametrize("rule", list(RULES))
def test_the_deal_found_is_winnable_and_of_the_rule_asked(rule: str) -> None:
    found = find_winnable(rule, rng=random.Random(11))
    assert found.code is not None and parse_code(found.code).rule == rule and found.tried >= 1
    assert solve(Game.from_code(found.code), time_limit=30).status == "won"


def test_classic_hunts_skip_the_deals_that_cannot_be_won() -> None:
    rng = random.Random(3)
    tried = [find_winnable("classic", rng=rng).tried for _ in range(5)]
    assert sum(tried) > 5  # about 1 deal in 15 can be won: some draws were refused


def test_when_time_runs_out_no_code_is_given() -> None:
    found = find_winnable("classic", time_limit=1e-9, rng=random.Random(0))
    assert found.code is None
    found = find_winnable("classic", rng=random.Random(0), cancel=lambda: True)
    assert found.code is None and found.tried == 0


@pytest.mark.parametrize("bad", [0, -1, float("nan")])
def test_bad_time_limits_are_refused(bad: float) -> None:
    with pytest.raises(ValueError):
        find_winnable("classic", time_limit=bad)
    with pytest.raises(ValueError):
        find_winnable("classic", per_deal=bad)


def test_the_widget_deals_a_winnable_game_and_restarts_a_deal() -> None:
    w = SolitaireWidget(code="RU1-C-AAAAAAA")
    game = w.new_game(rule="classic", winnable=True)
    assert w.last_hunt is not None and w.last_hunt.code == game.code
    assert solve(game.copy(), time_limit=30).status == "won"
    assert [col.count(None) for col in w.state["columns"]] == list(game.face_down)  # nothing leaks
    game.play(game.legal_moves()[0])
    again = w.restart()
    assert again.code == game.code and again.moves == 0 and again is w.game
    w.close()

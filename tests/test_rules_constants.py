"""The rules' constants and tables: one home (rules.py), read by the engine and the solver."""

from __future__ import annotations

import importlib
import inspect
import pkgutil

import pytest

from rsol_widget import Game, _position, game, rules, solver
from rsol_widget.cards import DECK, Card
from rsol_widget.rules import GROUP_LIMIT, KINGS, RULES, WIN_SCORE, fits, is_won

SOLVER_MODULES = [
    importlib.import_module(f"rsol_widget.solver.{m.name}") for m in pkgutil.iter_modules(solver.__path__)
]


def test_fitting_tables_follow_the_rules_text() -> None:
    for target in DECK:
        for card in DECK:
            one_lower = card.rank + 1 == target.rank
            assert fits(card, target, "relaxed") == one_lower
            assert fits(card, target, "classic") == (one_lower and card.suit == target.suit)
            for rule in RULES.values():
                assert (card in rule.fitting[target]) == (target in rule.targets[card]) == rule.fits(card, target)
    assert [Card(k).rank for k in KINGS] == [13] * 4
    assert len({Card(k).suit for k in KINGS}) == 4


def test_engine_refusals_use_the_tables() -> None:
    # every legal column move puts a card on a card the table allows (or a king on an empty column)
    for rule in RULES.values():
        g = Game.from_code(f"RU1-{rule.letter}-AAAAAAA")
        for m in g.legal_moves():
            if m.dest != 7:
                col = g.columns[m.dest]
                assert fits(m.card, col[-1], rule) if col else m.card in KINGS, m


def test_scores_and_win_test() -> None:
    assert WIN_SCORE == 625 == 52 * rules.FOUNDATION_POINTS + 21 * rules.FLIP_POINTS
    assert is_won((13, 13, 13, 13)) and not is_won((13, 13, 13, 12)) and not is_won((0, 0, 0, 0))
    assert GROUP_LIMIT == 20


def test_one_definition_each() -> None:
    # game.py and the solver's modules read the constants from rules.py instead of defining their own
    assert _position.GROUP_LIMIT is rules.GROUP_LIMIT and solver._board.GROUP_LIMIT is rules.GROUP_LIMIT
    assert game.WIN_SCORE is rules.WIN_SCORE and game.UNDO_LIMIT is rules.UNDO_LIMIT
    assert len(SOLVER_MODULES) >= 5
    for module in (game, _position, solver, *SOLVER_MODULES):
        source = inspect.getsource(module)
        assert "GROUP_LIMIT = " not in source and "== 52" not in source and " = 2.0" not in source
    assert inspect.signature(Game.hint).parameters["time_limit"].default == rules.HINT_TIME_LIMIT
    assert inspect.signature(solver.hint).parameters["time_limit"].default == rules.HINT_TIME_LIMIT
    assert inspect.signature(solver.solve).parameters["time_limit"].default == rules.SOLVE_TIME_LIMIT


@pytest.mark.parametrize("rule", RULES.values())
def test_solver_reads_the_position_through_public_accessors(rule: rules.Rule) -> None:
    g = Game.from_code(f"RU1-{rule.letter}-AAAAABC")
    for _ in range(3):
        moves = g.legal_moves()
        if moves:
            g.play(moves[0])
    board = solver._Board.of_game(g)
    assert tuple(map(tuple, board.cols)) == g.columns and tuple(board.down) == g.face_down
    assert tuple(board.found) == g.foundation_heights == tuple(len(f) for f in g.foundations)
    for module in (solver, *SOLVER_MODULES):
        assert "._cols" not in inspect.getsource(module) and "._found" not in inspect.getsource(module)

"""The replay controls' "Analyse": ✓ ✗ ? on the moves of the list, on demand, and the losing move named."""

from __future__ import annotations

import pytest

from rsol_widget import Game
from rsol_widget.analysis import NOTE
from rsol_widget.record import Record
from rsol_widget.replay_controls import WORDS, ReplayControls

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: move 11 of LINE loses it, J♥ c2 instead keeps it winnable
LINE = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]


def record() -> Record:
    game = Game.from_code(CODE)
    for move in LINE:
        game.play(move)
    return Record.from_game(game)


def test_nothing_is_computed_until_asked() -> None:
    controls = ReplayControls(record())
    assert controls.analysis is None and controls.verdict.value == ""
    assert not any(mark in option for option in controls.moves.options for mark in "✓✗?")


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_analyse_marks_every_move_and_names_the_losing_one(lang: str) -> None:
    controls = ReplayControls(record(), lang=lang)
    controls.goto(4)
    found = controls.analyse(time_limit=5)
    options = controls.moves.options
    assert options[0].endswith(" ✓") and options[11].startswith("11. 3♠ c7 ✗")
    assert all(options[i].startswith(f"{i}. {LINE[i - 1]} ✓") for i in range(1, 11))
    assert found.first_losing == 11 and controls.ply == 4 and controls.moves.index == 4  # the replay stayed
    assert "3♠ c7" in controls.verdict.value and "J♥ c2" in controls.verdict.value
    assert controls.verdict.value.endswith(NOTE[lang])
    assert controls.analyse_button.description == WORDS[lang]["analyse"] and not controls.analyse_button.disabled


def test_the_analyse_button_runs_it() -> None:
    controls = ReplayControls(record())
    controls.analyse_button.click()
    assert controls.analysis is not None and "✗" in controls.moves.options[11]

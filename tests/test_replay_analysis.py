"""The replay controls' "Analyse", on demand: fair by default (✓ ✗ against the best visible move, the costliest
move named, labelled fair); with the board's ``hints_peek`` on, the peeking one (✓ ✗ ?, the losing move named)."""

from __future__ import annotations

import html

import pytest

from rsol_widget import Game, analyse
from rsol_widget._review_view import review_html
from rsol_widget.analysis import NOTE, FairAnalysis
from rsol_widget.game_review import review
from rsol_widget.i18n import LANGS
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


@pytest.mark.parametrize("lang", LANGS)
def test_analyse_marks_every_move_and_names_the_losing_one(lang: str) -> None:
    controls = ReplayControls(record(), lang=lang)
    controls.board.hints_peek = True  # the peeking analysis
    assert controls.analyse_button.tooltip == WORDS[lang]["analyse_tip"]
    controls.goto(4)
    found = controls.analyse(time_limit=5)
    options = controls.moves.options
    assert options[0].endswith(" ✓") and options[11].startswith("11. 3♠ c7 ✗")
    assert all(options[i].startswith(f"{i}. {LINE[i - 1]} ✓") for i in range(1, 11))
    assert found.first_losing == 11 and controls.ply == 4 and controls.moves.index == 4  # the replay stayed
    assert controls.review is None and controls.review_box.value == ""  # no game review from the peeking one
    assert "3♠ c7" in controls.verdict.value and "J♥ c2" in controls.verdict.value
    assert controls.verdict.value.endswith(NOTE[lang])
    assert controls.analyse_button.description == WORDS[lang]["analyse"] and not controls.analyse_button.disabled


def test_the_analyse_button_runs_it() -> None:
    controls = ReplayControls(record())
    controls.board.hints_peek = True
    controls.analyse_button.click()
    assert controls.analysis is not None and "✗" in controls.moves.options[11]


@pytest.mark.parametrize("lang", LANGS)
def test_analyse_is_fair_by_default_and_says_so(lang: str) -> None:
    controls = ReplayControls(record(), lang=lang)
    assert controls.board.hints_peek is False and controls.analyse_button.tooltip == WORDS[lang]["analyse_tip_fair"]
    found = controls.analyse(time_limit=2)
    expected = analyse(record(), fair=True, time_limit=2)
    assert isinstance(found, FairAnalysis) and found.marks == expected.marks and found.kind == expected.kind
    options = controls.moves.options
    assert options[0] == WORDS[lang]["deal_option"]  # no verdict for the deal: the fair analysis gives none
    # the move list shows the game review's class of each move (item 33.5; it showed ✓ ✗ before)
    graded = review(found)
    assert controls.review == graded and controls.review_box.value == review_html(graded, lang)
    assert all(options[i] == f"{i}. {LINE[i - 1]} {graded.moves[i - 1].line(lang)}" for i in range(1, 12))
    assert graded.summary(lang) in html.unescape(controls.review_box.value)
    assert controls.verdict.value.startswith(found.summary(lang)) and controls.verdict.value.endswith(found.note(lang))
    assert NOTE[lang] not in controls.verdict.value  # not the peeking caveat


def test_controls_on_a_capped_record_name_each_refused_attempts_rule_where_it_was_tried() -> None:
    """5,000 entries, a third of them refused attempts (the list is built in one pass; timed by
    tools/bench_replay.py): each attempt's line names the rule that refuses it in its own position."""
    from rsol_widget.moves import Move
    from rsol_widget.record import MAX_ENTRIES, Entry

    game, entries, i = Game.from_code("RU1-R-AAAAAAA"), [], 0
    while len(entries) < MAX_ENTRIES:
        move = Move.parse("8♠ c6" if i % 2 == 0 else "8♠ c3")
        game.play(move)
        entries.append(Entry(move))
        i += 1
        if i % 2 == 0 and len(entries) < MAX_ENTRIES:
            attempt = Move.parse("K♠ c6" if i % 4 else "A♠ c3")
            refusal = game.check(attempt)
            assert refusal is not None
            entries.append(Entry(attempt, refused=refusal.reason))
    record = Record("RU1-R-AAAAAAA", entries)
    controls = ReplayControls(record, lang="ro")
    options = controls.moves.options
    assert len(options) == MAX_ENTRIES + 1
    for k, (ply, entry) in enumerate(record.refused):
        if k % 97:  # a sample, checked the slow way: replay from the deal
            continue
        rule = record.game_at(ply, lang="ro").check(entry.move).rule["ro"]
        line = options[ply + k + 1]  # after the deal, ply moves and k attempts
        assert line.endswith(rule) and f"✗ {entry.move}" in line
    controls.board.close()

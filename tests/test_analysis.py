"""Post-game analysis: verdicts after each move, the first losing move and a way out."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import Game, Record, analyse, examples, solve
from rsol_widget import analysis as analysis_module
from rsol_widget.analysis import MARKS, NOTE, _Verdicts, difficulty, difficulty_of
from rsol_widget.solver import SolveResult

DEAL_14 = "RU1-C-AAAAAAO"  # Classic deal 14, winnable


def winning_line(code: str) -> list:
    result = solve(Game.from_code(code))
    assert result.status == "won"
    return list(result.moves)


def blunder_game(extra: int = 6) -> tuple[Game, int]:
    """Deal 14: ten moves of a winning line, then 3♠ c7 (which loses), then ``extra`` more
    legal moves; returns the game and the 1-based number of the blunder."""
    game = Game.from_code(DEAL_14)
    for move in winning_line(DEAL_14)[:10]:
        game.play(move)
    game.play("3♠ c7")
    for _ in range(extra):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[0])
    return game, 11


def test_names_the_first_losing_move_and_a_way_out() -> None:
    game, blunder = blunder_game()
    before = (game.columns, game.face_down, game.foundations, list(game.move_stack), game.score, game.moves)
    report = analyse(game, time_limit=10)
    assert (game.columns, game.face_down, game.foundations, list(game.move_stack), game.score, game.moves) == before
    n = len(game.move_stack)
    assert report.moves == tuple(game.move_stack) and len(report.verdicts) == n
    assert report.start == "won"
    assert report.verdicts == ("won",) * (blunder - 1) + ("unwinnable",) * (n - blunder + 1)
    assert report.first_losing == blunder
    assert report.marks == ("✓",) * (blunder - 1) + ("✗",) * (n - blunder + 1)
    # the alternative is legal where the blunder was played and keeps the game winnable
    at = Game.from_code(DEAL_14)
    for move in game.move_stack[: blunder - 1]:
        at.play(move)
    assert report.alternative in at.legal_moves() and str(report.alternative) != "3♠ c7"
    at.play(report.alternative)
    assert solve(at).status == "won"
    # each verdict agrees with a direct search of that position
    replay = Game.from_code(DEAL_14)
    for move, verdict in zip(game.move_stack, report.verdicts, strict=True):
        replay.play(move)
        assert solve(replay).status == verdict
    assert report.searches < n  # positions are inferred, not all searched


def test_record_and_game_give_the_same_analysis() -> None:
    game, _ = blunder_game(extra=2)
    by_game = analyse(game, time_limit=10)
    by_record = analyse(Record.from_game(game), time_limit=10)
    assert (by_game.verdicts, by_game.first_losing, by_game.alternative) == (
        by_record.verdicts,
        by_record.first_losing,
        by_record.alternative,
    )


def test_a_game_played_to_a_win_is_won_throughout() -> None:
    game = Game.from_code(DEAL_14)
    for move in winning_line(DEAL_14):
        game.play(move)
    assert game.won
    report = analyse(game)
    assert report.verdicts == ("won",) * len(game.move_stack) and report.first_losing is None
    assert report.alternative is None and report.searches == 2


def test_a_deal_never_winnable_has_no_first_losing_move() -> None:
    game = Game.from_code("RU1-C-AAAAAAA")  # Classic deal 0: unwinnable
    for _ in range(3):
        game.play(game.legal_moves()[0])
    report = analyse(game)
    assert report.start == "unwinnable" and report.verdicts == ("unwinnable",) * 3
    assert report.first_losing is None and report.alternative is None


def test_undecided_positions_are_reported_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    game, _ = blunder_game(extra=2)
    calls = []

    def undecided(position: Game, **kwargs: object) -> SolveResult:
        calls.append(kwargs)
        return SolveResult("unknown", (), 10, 0.0, "time")

    monkeypatch.setattr(analysis_module, "solve", undecided)
    report = analyse(game, time_limit=0.25)
    assert report.start == "unknown" and set(report.verdicts) == {"unknown"}
    assert report.first_losing is None and report.alternative is None and set(report.marks) == {"?"}
    assert calls and all(kw == {"time_limit": 0.25, "cancel": None} for kw in calls)


def test_an_undecided_middle_leaves_the_others_decided(monkeypatch: pytest.MonkeyPatch) -> None:
    # the solver gives up on the position after move 9: the others are still decided
    game, blunder = blunder_game(extra=4)
    real = analysis_module.solve

    def flaky(position: Game, **kwargs: object) -> SolveResult:
        if len(position.move_stack) == 9:
            return SolveResult("unknown", (), 10, 0.0, "time")
        return real(position, **kwargs)

    monkeypatch.setattr(analysis_module, "solve", flaky)
    report = analyse(game, time_limit=10)
    assert report.first_losing == blunder
    assert report.verdicts[blunder - 1] == "unwinnable" and report.verdicts[blunder - 2] == "won"


def test_bad_input_is_refused_clearly() -> None:
    with pytest.raises(TypeError, match="Record or a Game, not str"):
        analyse("RU1-C-AAAAAAA")  # type: ignore[arg-type]
    hand_made = Game.from_position(["K♠"] + [""] * 6, "Q♠ K♥ K♦ K♣")
    with pytest.raises(ValueError, match="hand-made"):
        analyse(hand_made)
    for bad in (0, -1, float("nan"), True, "2"):
        with pytest.raises(ValueError, match="time_limit"):
            analyse(Game.from_code(DEAL_14), time_limit=bad)  # type: ignore[arg-type]


def test_the_caveat_is_given_in_both_languages() -> None:
    report = analyse(Game.from_code(DEAL_14))
    assert report.verdicts == () and report.start == "won" and report.note == NOTE
    assert "face-down" in NOTE["en"] and "fața în jos" in NOTE["ro"]
    assert "ş" not in NOTE["ro"] and "ţ" not in NOTE["ro"]  # comma-below letters only
    assert set(MARKS) == {"won", "unwinnable", "unknown"}


@given(st.integers(0, 30), st.data())
def test_inferred_verdicts_never_contradict_the_truth(boundary: int, data: st.DataObject) -> None:
    # positions 0..n-1 winnable before ``boundary``, unwinnable from it; the solver answers
    # some positions truly and gives up on others: inference must never invent an answer
    n = data.draw(st.integers(max(boundary, 1), 31))
    truth = ["won" if i < boundary else "unwinnable" for i in range(n)]
    known = _Verdicts(n)
    for i in data.draw(st.lists(st.integers(0, n - 1), max_size=10)):
        known.learn(i, truth[i] if data.draw(st.booleans()) else "unknown")
    for state, true in zip(known.states(), truth, strict=True):
        assert state in (true, "unknown")
    if known.boundary() is not None:
        assert known.boundary() == boundary


def test_difficulty() -> None:
    assert difficulty("won", 100, 90) == 2.9
    assert difficulty("won", 0, 0) == 0.0
    assert difficulty("unknown", 10**6, 0) is None and difficulty("unwinnable", 5, 0) is None
    result = solve(Game.from_code(DEAL_14))
    assert difficulty_of(result) == difficulty("won", result.nodes, len(result.moves)) > 0


def test_a_cancelled_analysis_stops_and_guesses_nothing() -> None:
    record = examples.load("example-game")
    report = analyse(record, time_limit=30, cancel=lambda: True)
    assert report.searches <= 3 and set(report.verdicts) <= {"unknown", "won"}
    assert report.first_losing is None and report.alternative is None

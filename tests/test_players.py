"""The study's players: legal, repeatable, never peeking, and run through the study's machinery."""

from __future__ import annotations

import pytest

from rsol_widget import Game
from rsol_widget.codes import make_code
from rsol_widget.players import MOVE_CAP, play_code
from rsol_widget.study import main
from rsol_widget.study_csv import read_rows


@pytest.mark.parametrize("player", ["greedy", "random"])
@pytest.mark.parametrize("rule", ["classic", "relaxed"])
def test_a_player_plays_legal_moves_the_same_way_every_time(player, rule):
    for deal in range(4):
        row = play_code(make_code(rule, deal), player)
        again = play_code(make_code(rule, deal), player)
        assert (row.status, row.moves, row.line) == (again.status, again.moves, again.line)
        assert row.status in ("won", "unwinnable") and 0 < row.moves <= MOVE_CAP
        if row.status == "won":  # a won row's line replays to a won game
            game = Game.from_code(row.code)
            for move in row.line.split(","):
                game.play(move)
            assert game.won


def test_the_fair_player_wins_a_classic_deal_only_by_legal_moves():
    rows = [play_code(make_code("classic", d), "fair") for d in (14, 15)]
    for row in rows:
        assert row.nodes > 0  # it asked the solver about samples
        assert row.status in ("won", "unwinnable")


def test_the_study_runs_a_player_and_resumes(tmp_path, capsys):
    out = tmp_path / "greedy.csv"
    assert (
        main(
            ["--rule", "classic", "--deals", "3", "--player", "greedy", "--workers", "1", "--out", str(out), "--quiet"]
        )
        == 0
    )
    assert [r.deal for r in read_rows(out)] == [0, 1, 2]
    assert (
        main(
            [
                "--rule",
                "classic",
                "--deals",
                "5",
                "--player",
                "greedy",
                "--workers",
                "1",
                "--out",
                str(out),
                "--resume",
                "--quiet",
            ]
        )
        == 0
    )
    rows = read_rows(out)
    assert [r.deal for r in rows] == [0, 1, 2, 3, 4]


def test_the_fair_player_plays_the_fair_hint_among_the_moves_to_new_positions():
    import random

    from rsol_widget import chances
    from rsol_widget.players import FairPlayer

    game = Game.from_code(make_code("relaxed", 2))
    game.play(game.legal_moves()[0])
    moves = game.legal_moves()[1:]  # as if the first one led back to a position seen before
    player = FairPlayer(samples=8, node_limit=6000)
    choice = player(game, moves, random.Random(0))
    full = chances(game, samples=8, time_limit=60, node_limit=6000, among=moves)
    assert choice == full.best and choice in moves
    assert 0 < player.solves < full.solves  # it solved only what names the best move


def test_the_fair_player_plays_a_relaxed_deal_by_legal_moves_the_same_way_every_time():
    row = play_code(make_code("relaxed", 2), "fair")  # lost at 400 moves when ties went to the first legal move
    assert row.status in ("won", "unwinnable") and 0 < row.moves <= MOVE_CAP and row.nodes > 0
    again = play_code(make_code("relaxed", 2), "fair")  # node limits, not time limits: whatever the load
    assert (again.status, again.moves, again.line, again.nodes) == (row.status, row.moves, row.line, row.nodes)
    if row.status == "won":
        game = Game.from_code(row.code)
        for move in row.line.split(","):
            game.play(move)
        assert game.won

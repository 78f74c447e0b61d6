"""The study's players: legal, repeatable, never peeking, and run through the study's machinery."""

from __future__ import annotations

import pytest

from rsol_widget import Game
from rsol_widget.codes import make_code
from rsol_widget.players import MOVE_CAP, play_code
from rsol_widget.rules import RULES
from rsol_widget.study import main
from rsol_widget.study_csv import read_rows


@pytest.mark.parametrize("player", ["greedy", "random"])
@pytest.mark.parametrize("rule", list(RULES))
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


def _play_until_a_card_turns_up(game, player):
    """The player's moves from ``game`` up to and with the first that turns a card up (at most 60)."""
    import random

    from rsol_widget.players import _new_moves

    played, visited, down = [], set(), sum(game.face_down)
    while sum(game.face_down) == down and len(played) < 60 and not game.won:
        move = player(game, _new_moves(game, visited), random.Random(0))
        game.play(move)
        played.append(move)
    return played


def test_the_fair_player_plays_the_same_whatever_lies_face_down_until_a_card_turns_up():
    from rsol_widget.fair import _placements, _sample_game
    from rsol_widget.players import FairPlayer

    for rule, deal in (("relaxed", 2), ("relaxed", 7), ("classic", 14)):
        game = Game.from_code(make_code(rule, deal))
        other = _sample_game(game, _placements(game, 2, seed=99)[0][1])  # same view, other hidden cards
        assert other.columns != game.columns and other.face_down == game.face_down
        mine = _play_until_a_card_turns_up(game, FairPlayer(samples=8))
        theirs = _play_until_a_card_turns_up(other, FairPlayer(samples=8))
        assert mine == theirs and len(mine) >= 1


def test_the_fair_player_keeps_to_its_plan_until_a_card_turns_up():
    import random

    from rsol_widget.players import FairPlayer, _new_moves

    game = Game.from_code(make_code("relaxed", 3))  # its first move (A♥ f) turns no card up
    player = FairPlayer(samples=8)
    first = player(game, game.legal_moves(), random.Random(0))
    plan, solves = list(player.plan), player.solves
    game.play(first)
    down, visited, followed = sum(game.face_down), set(), []
    while plan and sum(game.face_down) == down:
        move = player(game, _new_moves(game, visited), random.Random(0))
        assert move == plan.pop(0) and player.solves == solves  # no new question while nothing is seen
        game.play(move)
        followed.append(move)
    assert followed  # the plan was followed for at least one move


def test_where_no_sample_is_won_the_fair_player_plays_greedy_until_a_card_turns_up():
    import random

    from rsol_widget.players import FairPlayer, _new_moves, greedy_move
    from rsol_widget.policy import layout, turns_a_card

    game = Game.from_code(make_code("relaxed", 337))
    player = FairPlayer(samples=4, node_limit=1)  # no search gets anywhere: every sample undecided
    visited, solves, played = {layout(game)}, None, 0
    while True:
        moves = _new_moves(game, visited)
        move = player(game, moves, random.Random(0))
        assert move == greedy_move(game, moves, random.Random(0)) and player.last.source == "greedy"
        if solves is None:
            solves = player.solves
        assert player.solves == solves  # asked no more until a card turns up
        turned = turns_a_card(game, move)
        game.play(move)
        visited.add(layout(game))
        played += 1
        if turned:
            break
        assert player.last.plan.greedy and player.plan == []
    assert played >= 1

"""The game review on the board (rsol_widget._board_review): a ``review_game`` request starts it in
the background on the hint's policy and samples, with hints on or off; its answer (the ``review``
trait with ``game``) is the game review of the replay controls, move for move, with each key
moment's position as the player saw it; a move meanwhile drops it, and a failure says so."""

from __future__ import annotations

import re

import pytest

from rsol_widget import Game, SolitaireWidget, analyse
from rsol_widget._advice import Advice
from rsol_widget._board_review import board_review_view
from rsol_widget._chance_words import chance_line
from rsol_widget.game_review import GRADES, review
from rsol_widget.moves import Move
from rsol_widget.policy import Policy
from tests.widget_client import Client

CODE = "RU1-C-AAAAAAO"  # Classic deal 14, as the replay controls' review test plays it
LINE = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]
POLICY = Policy(samples=8)


@pytest.fixture
def few_samples(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Advice, "policy", POLICY)


def played(hints: bool) -> Client:
    h = Client(SolitaireWidget(code=CODE, hints=hints))
    for move in LINE:
        h.w.game.play(move)
    return h


@pytest.mark.parametrize("hints", [False, True])
def test_the_board_review_is_the_game_review_of_the_line_shown(few_samples: None, hints: bool) -> None:
    h = played(hints)
    assert h.ask("review_game")["status"] == "done"
    assert h.w.review == {"seq": h.w.state["seq"], "status": "searching", "fair": True, "game": True}
    got = h.w.wait_for_review(120)
    expected = review(analyse(h.w.game, fair=True, samples=POLICY.samples, time_limit=POLICY.time_limit))
    assert got["status"] == "done" and got["seq"] == h.w.state["seq"] and got["complete"] is True
    assert got["accuracy"] == round(expected.accuracy or 0)
    assert got["counts"] == {name: expected.count(name) for name in GRADES} and sum(got["counts"].values()) == 11
    assert [(m["n"], m["move"], m["grade"], m["lost"]) for m in got["moves"]] == [
        (m.n, str(m.move), m.grade, round(m.lost)) for m in expected.moves
    ]
    assert [k["n"] for k in got["key"]] == list(expected.key)


def test_a_key_moment_shows_the_position_before_it_as_the_player_saw_it() -> None:
    found = analyse(_game(), fair=True, samples=8, time_limit=POLICY.time_limit)
    view = board_review_view(found, 5)
    assert view["key"], "deal 14's line has key moments"
    for moment in view["key"]:
        before = Game.from_code(CODE)
        for move in LINE[: moment["n"] - 1]:
            before.play(move)
        seen = before.to_dict(visible_only=True)
        assert moment["board"]["columns"] == [[e["card"] for e in col] for col in seen["columns"]]
        assert moment["board"]["foundations"] == seen["foundations"]
        down = [sum(1 for c in col if c is None) for col in moment["board"]["columns"]]
        assert down == list(before.face_down)  # every face-down card stays unnamed
        assert moment["move"] == LINE[moment["n"] - 1] and moment["mark"]
        assert (moment["board"]["moves"], moment["board"]["score"]) == (before.moves, before.score)  # for the bar
        move = Move.parse(moment["move"])
        assert moment["played"] == {"card": str(move.card), "dest": move.dest}  # the arrow of the move played
        best = Move.parse(moment["best"])
        assert best in before.legal_moves()
        if moment["better"] is not None:  # the hint's arrow, when the move lost against it
            assert moment["better"] == {"card": str(best.card), "dest": best.dest} and moment["grade"] != "best"
    graded = review(found)
    for moment in view["key"]:
        m = graded.moves[moment["n"] - 1]
        assert [moment[k] for k in ("before", "after", "best_kept")] == [chance_line(c) for c in m.chances]
        assert (moment["better"] is None) == (m.lost <= 0)
    assert any(k["better"] for k in view["key"]), "deal 14's line has a costly key moment (3♠ c7)"
    face_down = {str(c) for col, d in zip(_game().columns, _game().face_down, strict=True) for c in col[:d]}
    assert not face_down & set(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", repr(view["key"])))


def _game() -> Game:
    game = Game.from_code(CODE)
    for move in LINE:
        game.play(move)
    return game


def test_a_move_meanwhile_drops_the_review(few_samples: None) -> None:
    h = played(True)
    h.ask("review_game")
    seq = h.w.state["seq"]
    h.ask("undo", seq=seq)
    assert h.w.state["seq"] != seq and h.w.review == {}
    h.w.wait_for_review(120)
    assert h.w.review == {}  # the answer about the old position is never drawn


def test_a_failed_review_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("the analysis broke")

    monkeypatch.setattr(Advice, "fair_reviewer", staticmethod(broken))
    h = played(False)
    h.ask("review_game")
    assert h.w.wait_for_review(30) == {"seq": h.w.state["seq"], "status": "failed", "fair": True, "game": True}


def test_a_hand_made_position_has_no_game_to_review() -> None:
    g = _game()
    h = Client(SolitaireWidget(Game([list(col) for col in g.columns], g.face_down)))  # no deal code
    reply = h.ask("review_game")
    assert reply["status"] == "refused" and reply["reason"] == "no_code" and h.w.review == {}

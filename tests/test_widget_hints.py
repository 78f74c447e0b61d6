"""The hints setting with ``hints_peek`` on (the solver's hints, which see the face-down cards): the solver runs
in a thread on a copy; a new position cancels it; stale answers are dropped. Fair hints: test_widget_fair_hints.py."""

from __future__ import annotations

import threading
from typing import Any

import pytest

from rsol_widget import Game, Move, SolitaireWidget
from rsol_widget.i18n import LANGS
from rsol_widget.solver import Hint

CODE = "RU1-C-AAAAAAA"  # legal at the start: 7♣ c1, 5♣ c2, J♠ c5, 8♣ c6, 9♦ c7


class SlowSolver:
    """A fake solver that blocks until released (or cancelled), recording what it was asked."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.started: list[str] = []  # the position each search was given (its move line)
        self.cancelled: list[str] = []
        self.games: list[Game] = []
        self.lock = threading.Lock()

    def __call__(self, game: Game, *, time_limit: float, cancel: Any) -> Hint:
        line = " ".join(map(str, game.move_stack))
        with self.lock:
            self.started.append(line)
            self.games.append(game)
        while not self.release.wait(0.005):
            if cancel():
                with self.lock:
                    self.cancelled.append(line)
                return Hint(None, False, "unknown")
        move = game.legal_moves()[0]
        return Hint(move, True, "won")


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> SlowSolver:
    solver = SlowSolver()
    monkeypatch.setattr(SolitaireWidget, "hint_solver", staticmethod(solver))
    return solver


def wait_until(check: Any, timeout: float = 5.0) -> None:
    done = threading.Event()
    for _ in range(int(timeout / 0.005)):
        if check():
            return
        done.wait(0.005)
    raise AssertionError("timed out")


@pytest.mark.setting("hints")
def test_hints_are_off_by_default_and_cost_nothing(slow: SlowSolver) -> None:
    w = SolitaireWidget(code=CODE)
    w.game.play("7♣ c1")
    assert w.hints is False and w.analysis == {} and slow.started == []


def test_the_solver_works_on_a_copy_and_never_moves_a_card(slow: SlowSolver) -> None:
    w = SolitaireWidget(code=CODE, hints=True, hints_peek=True)
    seq = w.state["seq"]
    assert w.analysis == {"seq": seq, "status": "searching", "hint": None}
    wait_until(lambda: slow.started)
    assert slow.games[0] is not w.game
    before = w.game.to_dict()
    slow.release.set()
    analysis = w.wait_for_analysis(5)
    assert analysis == {"seq": seq, "status": "won", "hint": {"card": "7♣", "dest": 0, "winning": True}}
    assert w.game.to_dict() == before and w.state["seq"] == seq  # advice only; the state is not republished


def test_a_move_cancels_the_stale_search_and_its_answer_is_dropped(slow: SlowSolver) -> None:
    w = SolitaireWidget(code=CODE, hints=True, hints_peek=True)
    wait_until(lambda: len(slow.started) == 1)
    w.game.play("7♣ c1")  # a cell move while the solver searches the old position
    wait_until(lambda: len(slow.cancelled) == 1)
    assert slow.cancelled == [""] and w.analysis["seq"] == w.state["seq"]
    assert w.analysis["status"] == "searching"
    wait_until(lambda: len(slow.started) == 2)
    assert slow.started[-1] == "7♣ c1"
    slow.release.set()
    assert w.wait_for_analysis(5)["hint"]["card"] != "7♣"  # the answer for the new position


def test_a_late_answer_for_an_old_position_is_dropped() -> None:
    """Even a solver that ignores ``cancel`` cannot publish an answer about a position no longer shown."""
    gate = threading.Event()

    def stubborn(game: Game, *, time_limit: float, cancel: Any) -> Hint:
        gate.wait(5)
        return Hint(Move.parse("9♦ c7"), True, "won")

    w = SolitaireWidget(code=CODE)
    w.hint_solver = stubborn  # type: ignore[assignment, method-assign]
    w.hints_peek = True
    w.hints = True
    old = w._advice.analyst.job
    w.game.play("7♣ c1")
    assert old is not None and old.cancelled.is_set()
    w._advice._hint_done(old, Hint(Move.parse("9♦ c7"), True, "won"))  # as if it finished now
    assert w.analysis["seq"] == w.state["seq"] and w.analysis["status"] == "searching"
    gate.set()
    w.wait_for_analysis(5)
    assert w.analysis["seq"] == w.state["seq"] and w.analysis["status"] == "won"


@pytest.mark.setting("hints")
def test_a_new_game_and_turning_hints_off_cancel_the_search(slow: SlowSolver) -> None:
    w = SolitaireWidget(code=CODE, hints=True, hints_peek=True)
    wait_until(lambda: len(slow.started) == 1)
    w.new_game(code="RU1-R-AAAAABB")
    wait_until(lambda: len(slow.cancelled) == 1 and len(slow.started) == 2)
    w.hints = False
    wait_until(lambda: len(slow.cancelled) == 2)
    assert w.analysis == {}
    slow.release.set()
    w.wait_for_analysis(5)
    assert w.analysis == {}


def test_requests_are_answered_while_the_solver_searches(slow: SlowSolver) -> None:
    w = SolitaireWidget(code=CODE, hints=True, hints_peek=True)
    replies: list[dict] = []
    w.send = replies.append  # type: ignore[method-assign]
    wait_until(lambda: slow.started)
    for i, (card, dest) in enumerate([("7♣", 0), ("J♠", 4)]):
        w._on_custom_msg(w, {"kind": "move", "id": f"v:{i}", "seq": w.state["seq"], "card": card, "dest": dest}, [])
    assert w.game.moves == 2 and w.state["answer"] == {"id": "v:1", "status": "done"}
    wait_until(lambda: len(slow.cancelled) == 2)
    slow.release.set()
    assert w.wait_for_analysis(5)["seq"] == w.state["seq"]


def test_hints_setting_from_the_front_end_and_labels() -> None:
    w = SolitaireWidget(code=CODE)
    w.hint_time_limit = 0.5
    w._on_custom_msg(w, {"kind": "settings", "id": "v:1", "hints": True, "hints_peek": True}, [])
    assert w.hints is True and w.hints_peek is True and {"hints", "hints_peek"} <= set(w.constants["settings"])
    analysis = w.wait_for_analysis(10)
    assert analysis["seq"] == w.state["seq"] and analysis["status"] in ("won", "unwinnable", "unknown")
    hint = analysis["hint"]
    dest = "f" if hint["dest"] == 7 else f"c{hint['dest'] + 1}"
    assert w.game.is_legal(Move.parse(f"{hint['card']} {dest}"))
    for lang in LANGS:
        labels = SolitaireWidget(code=CODE, lang=lang).labels
        assert all(isinstance(labels[k], str) for k in ("hints", "hint", "winnable", "unwinnable", "searching"))


def test_a_won_game_needs_no_search(slow: SlowSolver) -> None:
    w = SolitaireWidget(Game.from_position(["K♣", "", "", "", "", "", ""], "K♠ K♥ K♦ Q♣"), hints=True, hints_peek=True)
    wait_until(lambda: slow.started)
    slow.release.set()
    w.wait_for_analysis(5)
    w.game.tap("K♣")
    assert w.analysis == {"seq": w.state["seq"], "status": "won", "hint": None}

""" "Where did it go wrong?" in the widget, peeking (``hints_peek`` on): the ``analyse`` request runs the analysis
in a thread (a new position or request cancels it), the ``review`` trait carries the answer, ``rewind`` goes back
there. The fair review (the default) is tested in test_widget_fair_hints.py."""

from __future__ import annotations

import re
import threading
from typing import Any

import pytest
from widget_client import Client

from rsol_widget import Game, SolitaireWidget
from rsol_widget._protocol import PAGE_LABELS, labels_for
from rsol_widget.analysis import Analysis
from rsol_widget.rules import HINT_TIME_LIMIT
from rsol_widget.solver import Hint

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: winnable; move 11 of LINE loses it, J♥ c2 instead keeps it winnable
LINE = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]
REVIEW_KEYS = [k for k in PAGE_LABELS["en"] if k.startswith("review") or k == "reviewing"]


def instant_hint(game: Game, *, time_limit: float, cancel: Any) -> Hint:
    return Hint(None, False, "unknown")  # the hint solver is not under test here


@pytest.fixture
def h(monkeypatch: pytest.MonkeyPatch) -> Client:
    monkeypatch.setattr(SolitaireWidget, "hint_solver", staticmethod(instant_hint))
    client = Client(
        SolitaireWidget(code=CODE, hints=True, hints_peek=True)
    )  # the peeking review (fair: test_widget_fair_hints)
    for move in LINE:
        client.w.game.play(move)
    return client


class SlowAnalyser:
    """A fake analysis that waits until released, recording the lines it was given."""

    def __init__(self) -> None:
        self.release = threading.Event()
        self.lines: list[int] = []

    def __call__(self, game: Game, *, time_limit: float, cancel: Any = None) -> Analysis:
        self.lines.append(len(game.move_stack))
        self.cancelled = False
        for _ in range(1000):  # until released, or cancelled as the real analysis polls it
            if self.release.wait(0.01):
                break
            if cancel is not None and cancel():
                self.cancelled = True
                break
        n = len(game.move_stack)
        return Analysis(game.code or "", tuple(game.move_stack), "won", ("won",) * n, None, None, 1, 0.0)


def test_the_review_names_the_losing_move_and_a_move_that_keeps_it_winnable(h: Client) -> None:
    shown: list[dict[str, Any]] = []
    h.w.observe(lambda change: shown.append(change["new"]), names="review")
    assert h.ask("analyse")["status"] == "done"
    assert shown[0] == {"seq": h.w.state["seq"], "status": "searching"}  # at once; the answer may follow fast
    review = h.w.wait_for_review(60)
    assert shown[-1] == review and len(shown) == 2
    assert review["status"] == "done" and review["seq"] == h.w.state["seq"]
    assert review["start"] == "won" and review["verdicts"] == ["won"] * 10 + ["unwinnable"]
    assert "".join(review["marks"]) == "✓" * 10 + "✗"
    assert (review["first_losing"], review["losing_move"], review["alternative"]) == (11, "3♠ c7", "J♥ c2")
    assert review["back"] == "undo"


def test_the_page_learns_no_face_down_card(h: Client) -> None:
    h.ask("analyse")
    review = h.w.wait_for_review(60)
    before = Game.from_code(CODE)
    for move in LINE[: review["first_losing"] - 1]:
        before.play(move)
    alternative = review["alternative"].split()[0]
    assert before.is_face_up(alternative)  # the alternative's card was face up when the player chose
    cards = set(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", repr(review)))
    assert cards <= {m.split()[0] for m in LINE} | {alternative}


def test_rewind_undoes_to_before_the_losing_move_and_the_alternative_is_legal(h: Client) -> None:
    h.ask("analyse")
    review = h.w.wait_for_review(60)
    game, game_no, sent = h.w.game, h.w.state["game"], len(h.replies)
    reply = h.ask("rewind", to=review["first_losing"] - 1)
    assert reply is not None and reply["status"] == "done" and reply.get("in_state")
    assert h.w.game is game and h.w.state["game"] == game_no and len(h.replies) == sent
    assert [str(m) for m in game.move_stack] == LINE[:10] and game.is_legal(review["alternative"])
    assert h.w.review == {} and h.w.state["can_redo"]


def test_rewind_beyond_the_undo_window_restarts_and_replays(h: Client) -> None:
    h.w.game.keep_undo(2)
    game_no = h.w.state["game"]
    assert h.ask("rewind", to=5)["status"] == "done"
    assert h.w.state["game"] == game_no + 1 and h.w.game.code == CODE
    assert [str(m) for m in h.w.game.move_stack] == LINE[:5] and h.w.state["moves"] == 5


@pytest.mark.parametrize(
    ("fields", "words"),
    [({"to": 12}, "line has 11"), ({"to": -1}, "'to'"), ({"to": "3"}, "'to'"), ({}, "'to'")],
)
def test_a_bad_rewind_is_refused_and_changes_nothing(h: Client, fields: dict[str, Any], words: str) -> None:
    before = h.w.game.to_dict()
    reply = h.ask("rewind", **fields)
    assert reply is not None and reply["status"] == "invalid" and words in reply["message"]
    assert h.w.game.to_dict() == before


def test_a_stale_rewind_changes_nothing(h: Client) -> None:
    before = h.w.game.to_dict()
    assert h.ask("rewind", seq=h.w.state["seq"] - 1, to=3)["status"] == "stale"
    assert h.w.game.to_dict() == before


def test_the_review_needs_hints_and_a_dealt_game(h: Client) -> None:
    h.w.hints = False
    reply = h.ask("analyse")
    assert reply["status"] == "refused" and reply["reason"] == "hints_off" and h.w.review == {}
    assert reply["message"] == labels_for("en")["review_hints_off"]
    h.w.hints = True
    g = h.w.game.copy()
    g.code = None
    h.w.game = g
    assert h.ask("analyse")["reason"] == "no_code" and h.w.review == {}


def test_a_new_position_cancels_the_review_and_the_kernel_keeps_answering(
    h: Client, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowAnalyser()
    monkeypatch.setattr(h.w, "review_analyser", slow)
    h.ask("analyse")
    assert h.ask("ping")["status"] == "done"  # answered while the analysis runs
    assert h.ask("undo")["status"] == "done"
    assert h.w.review == {}
    assert h.w._advice.reviewer.join(5) and slow.cancelled  # the search stopped: nothing runs on in the background
    assert h.w.review == {}  # and its answer about the old position was dropped


def test_a_newer_request_replaces_the_older_one(h: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    slow = SlowAnalyser()
    monkeypatch.setattr(h.w, "review_analyser", slow)
    h.ask("analyse")
    first = h.w._advice.reviewer._handle
    h.ask("analyse")
    slow.release.set()
    assert first is not None
    first.join(5)
    review = h.w.wait_for_review(5)
    assert review["status"] == "done" and slow.lines == [11, 11]


def test_turning_hints_off_drops_the_review(h: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    slow = SlowAnalyser()
    monkeypatch.setattr(h.w, "review_analyser", slow)
    h.ask("analyse")
    h.w.hints = False
    slow.release.set()
    assert h.w.wait_for_review(5) == {}


def test_a_failed_analysis_says_so(h: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(game: Game, *, time_limit: float, cancel: Any = None) -> Analysis:
        raise RuntimeError("boom")

    monkeypatch.setattr(h.w, "review_analyser", broken)
    h.ask("analyse")
    assert h.w.wait_for_review(5) == {"seq": h.w.state["seq"], "status": "failed"}


def test_time_limits_default_to_the_rules_constant() -> None:
    assert SolitaireWidget.hint_time_limit == HINT_TIME_LIMIT == SolitaireWidget.review_time_limit


@pytest.mark.parametrize("key", REVIEW_KEYS)
def test_every_review_word_is_in_both_languages_with_comma_below(key: str) -> None:
    en, ro = labels_for("en")[key], labels_for("ro")[key]
    assert en and ro and en != ro
    assert not set("şţŞŢ") & set(ro)
    assert re.findall(r"\{\w+\}", en) == re.findall(r"\{\w+\}", ro)
    assert labels_for("ro")["review_note"] != labels_for("en")["review_note"]

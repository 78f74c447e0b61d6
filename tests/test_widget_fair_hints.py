"""Fair hints in the widget (the default): the hint is the move with the best chance for a player who
knows only the cards seen, the verdict is that chance, the review is the fair analysis; the peeking
ones stay behind the ``hints_peek`` setting, off by default and labelled. The peeking hints and
review keep their own tests (test_widget_hints.py, test_widget_analysis.py)."""

from __future__ import annotations

import random
import re
import threading
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rsol_widget import Game, Move, SolitaireWidget, analyse, i18n
from rsol_widget._advice import Advice
from rsol_widget._chance_words import chance_line
from rsol_widget._hint_chain import Chain
from rsol_widget._protocol import SETTINGS, labels_for
from rsol_widget._slices import finish
from rsol_widget.deals import DEAL_COUNT
from rsol_widget.fair import chances, view_key
from rsol_widget.policy import Policy, advise
from rsol_widget.rules import RULES
from tests.test_fair import played, reshuffled
from tests.widget_client import Client

CODE = "RU1-C-AAAAAAO"  # Classic deal 14 (winnable), as in test_widget_analysis
LINE = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]
SAMPLES = 8


POLICY = Policy(samples=SAMPLES)
"""The fair policy with fewer samples (node limits: the same answer on any machine)."""


@pytest.fixture
def unbounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(Advice, "policy", POLICY)


def parse(hint: dict[str, Any]) -> Move:
    return Move.parse(f"{hint['card']} {'f' if hint['dest'] == 7 else 'c' + str(hint['dest'] + 1)}")


def without_seq(view: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in view.items() if k != "seq"}


def test_the_peeking_setting_is_off_by_default_and_says_it_sees_the_face_down_cards() -> None:
    w = SolitaireWidget(code=CODE)
    assert SETTINGS["hints_peek"] is False and w.hints_peek is False
    assert "hints_peek" in w.constants["settings"]  # the Settings panel lists it
    assert labels_for("en")["hints_peek"] == "Hints see the face-down cards"
    assert labels_for("ro")["hints_peek"] == "Indiciile văd cărțile cu fața în jos"


@pytest.mark.parametrize(("lang", "line"), [("en", "Chance to win: 34% (±6)"), ("ro", "Șanse de câștig: 34% (±6)")])
def test_the_chance_line_in_both_languages(lang: str, line: str) -> None:
    labels = labels_for(lang)
    assert labels["chance"].format(chance=labels["odds_margin"].format(percent=34, margin=6)) == line
    undecided = i18n.text(lang, "label.odds_undecided", percent=34, margin=9, undecided=3, samples=44)
    assert undecided.startswith("34% (±9; 3 ")
    assert labels["estimating"] != labels["searching"] and labels["chance_none"].startswith(line.split(":")[0])


def test_the_hint_is_the_fair_policys_move_and_the_line_is_its_chance(unbounded: None) -> None:
    w = SolitaireWidget(code=CODE, hints=True)
    assert w.analysis == {"seq": w.state["seq"], "status": "searching", "hint": None, "fair": True}
    analysis = w.wait_for_analysis(60)
    found = advise(w.game.copy(), POLICY)
    assert found.chances is not None and found.move is not None
    assert analysis["seq"] == w.state["seq"] and analysis["status"] == "chance" and analysis["fair"] is True
    assert parse(analysis["hint"]) == found.move and w.game.is_legal(found.move)
    assert analysis["chance"] == chance_line(found.chances.now) and analysis["chance"]["samples"] == SAMPLES
    assert analysis["hint"]["winning"] is (found.chances.after(found.move).won > 0)
    assert w.game.moves == 0  # advice only


def test_a_move_cancels_the_fair_hint_and_its_answer_is_dropped(monkeypatch: pytest.MonkeyPatch) -> None:
    gate, asked, cancelled = threading.Event(), [], []

    monkeypatch.setattr(Advice, "policy", POLICY)
    answer = Chain.at

    def gated(self: Chain, game: Game, cancel: Any) -> Any:
        asked.append(len(game.move_stack))
        while not gate.wait(0.005):
            if cancel():
                cancelled.append(len(game.move_stack))
                break
        return (yield from answer(self, game, cancel))

    monkeypatch.setattr(Chain, "at", gated)
    w = SolitaireWidget(code=CODE, hints=True)
    old = w._advice.analyst.job
    w.game.play(LINE[0])
    assert old is not None and old.cancelled.is_set()
    stale = finish(answer(Chain(POLICY), Game.from_code(CODE)))
    w._advice._hint_done(old, stale)  # as if the old search finished now
    assert w.analysis["seq"] == w.state["seq"] and w.analysis["status"] == "searching"
    gate.set()
    assert w.wait_for_analysis(60)["status"] == "chance" and w.analysis["seq"] == w.state["seq"]
    assert asked[-1] == 1 and 1 not in cancelled  # the search of the position shown ran to its end


@settings(
    max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture]
)
@given(st.sampled_from(list(RULES)), st.integers(0, DEAL_COUNT - 1), st.integers(0, 40), st.integers(0, 9))
def test_widgets_that_look_the_same_give_the_same_fair_hint(
    unbounded: None, rule: str, deal: int, steps: int, seed: int
) -> None:
    """Same visible cards and the same moves and undos before, other cards face down: the same hint
    and chance line (node limits: the machine's load changes nothing)."""
    Advice.policy = Policy(samples=6)
    game, other = played_twins(rule, deal, steps, seed)
    assert view_key(other) == view_key(game) and other.move_stack == game.move_stack
    a = SolitaireWidget(game, hints=True).wait_for_analysis(120)
    b = SolitaireWidget(other, hints=True).wait_for_analysis(120)
    assert without_seq(a) == without_seq(b) and a["status"] != "searching"


def played_twins(rule: str, deal: int, steps: int, seed: int) -> tuple[Game, Game]:
    """Two hand-made games played the same way (moves and undos) from deal ``deal`` and from the
    same deal with the cards never turned up in other places: they look the same at every step."""
    actions: list[str | None] = []
    game = Game.new(rule, deal=deal)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = game.legal_moves()
        if game.undo_left and (not legal or rng.random() < 0.2):
            game.undo()
            actions.append(None)
        elif legal:
            actions.append(str(game.play(rng.choice(legal))))
    start = Game.new(rule, deal=deal)
    places = [(k, i) for k, n in enumerate(start.face_down) for i in range(n) if start.columns[k][i] not in game.seen]
    cards = [start.columns[k][i] for k, i in places]
    rng.shuffle(cards)
    cols = [list(c) for c in start.columns]
    for (k, i), card in zip(places, cards, strict=True):
        cols[k][i] = card
    twins = [Game(start.columns, start.face_down, rule=start.variant), Game(cols, start.face_down, rule=start.variant)]
    for twin in twins:
        for action in actions:
            twin.undo() if action is None else twin.play(action)
    return twins[0], twins[1]


def test_positions_that_look_the_same_but_differ_face_down_get_the_same_analysis_trait(unbounded: None) -> None:
    rng = random.Random(3)
    game = played("classic", 14, 12, rng)
    other = reshuffled(game, rng)
    assert [c[:n] for c, n in zip(game.columns, game.face_down, strict=True)] != [
        c[:n] for c, n in zip(other.columns, other.face_down, strict=True)
    ]
    a = SolitaireWidget(game, hints=True).wait_for_analysis(60)
    b = SolitaireWidget(other, hints=True).wait_for_analysis(60)
    assert without_seq(a) == without_seq(b)


def test_with_nothing_face_down_the_line_is_the_solvers_verdict() -> None:
    w = SolitaireWidget(Game.from_position(["K♣", "", "", "", "", "", ""], "K♠ K♥ K♦ Q♣"), hints=True)
    analysis = w.wait_for_analysis(30)
    assert analysis["status"] == "won" and analysis["fair"] is True
    assert analysis["chance"] == {
        "percent": 100,
        "margin": 0,
        "undecided": 0,
        "samples": 1,
        "exact": True,
        "low": 100,
        "high": 100,
        "form": "exact",
    }
    assert analysis["hint"] == {"card": "K♣", "dest": 7, "winning": True}


def test_undecided_samples_are_reported_never_guessed() -> None:
    found = chances(Game.from_code(CODE), samples=8, budget=0)  # no time: nothing decided
    line = chance_line(found.now)
    assert line["percent"] is None and line["undecided"] == line["samples"] == 8


@pytest.mark.setting("hints_peek")
def test_the_peeking_setting_brings_back_the_solvers_verdict_and_drops_the_other_review(unbounded: None) -> None:
    h = Client(SolitaireWidget(code=CODE, hints=True))
    assert h.w.wait_for_analysis(60)["status"] == "chance"
    h.ask("settings", hints_peek=True)
    # the chance is dropped at once: the solver's search, or (quick on a quiet machine) its verdict
    assert h.w.hints_peek is True and "fair" not in h.w.analysis and "chance" not in h.w.analysis
    assert h.w.analysis["seq"] == h.w.state["seq"] and h.w.analysis["status"] in ("searching", "won")
    assert h.w.wait_for_analysis(60)["status"] == "won"  # deal 14 is winnable: the solver sees it
    h.ask("analyse")
    assert h.w.review["seq"] == h.w.state["seq"] and "fair" not in h.w.review  # the peeking review
    h.ask("settings", hints_peek=False)
    assert h.w.review == {} and h.w.analysis["fair"] is True


def test_the_review_is_fair_by_default_and_says_so(unbounded: None) -> None:
    h = Client(SolitaireWidget(code=CODE, hints=True))
    for move in LINE:
        h.w.game.play(move)
    assert h.ask("analyse")["status"] == "done"
    assert h.w.review == {"seq": h.w.state["seq"], "status": "searching", "fair": True}
    review = h.w.wait_for_review(120)
    expected = analyse(h.w.game, fair=True, samples=SAMPLES, time_limit=POLICY.time_limit)
    assert review["status"] == "done" and review["fair"] is True and review["seq"] == h.w.state["seq"]
    assert review["marks"] == list(expected.marks) and review["kind"] == expected.kind and len(review["marks"]) == 11
    if expected.mistake:
        step = expected.steps[expected.mistake - 1]
        assert (review["first_losing"], review["losing_move"], review["alternative"]) == (
            expected.mistake,
            str(step.move),
            str(step.best),
        )
        assert review["after"] == chance_line(step.after) and review["back"] in ("undo", "replay")
    assert "verdicts" not in review  # no peeking verdicts in a fair review
    named = {m.split()[0] for m in LINE} | ({review["alternative"].split()[0]} if review["alternative"] else set())
    assert set(re.findall(r"(?:10|[2-9AJQK])[♠♥♦♣]", repr(review))) <= named  # never a face-down card
    labels = labels_for("en")
    assert (
        labels["review_note_fair"].startswith("A fair analysis") and labels["review_note"] != labels["review_note_fair"]
    )

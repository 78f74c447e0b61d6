"""Bad arguments to public functions and constructors: the documented error, raised before anything
changes (the undo history, the game, memory), and a refusal, never an exception, for the page."""

from __future__ import annotations

import math
import resource
import time

import pytest
from widget_client import Client

from rsol_widget import Game, SolitaireWidget
from rsol_widget.analysis import analyse, fair_analyse_in_slices
from rsol_widget.fair import MAX_SAMPLES, chances

CODE = "RU1-C-AAAAAAA"


@pytest.mark.parametrize("n", [-1, -100, 1.5, "2", None, True])
def test_keep_undo_refuses_a_bad_count_before_it_forgets_anything(n):
    game = Game.from_code(CODE)
    for move in ("7♣ c1", "5♣ c2", "J♠ c5"):
        game.play(move)
    with pytest.raises((ValueError, TypeError)):
        game.keep_undo(n)
    assert game.undo_left == 3
    assert str(game.undo()) == "J♠ c5"


def test_keep_undo_keeps_the_last_steps():
    game = Game.from_code(CODE)
    for move in ("7♣ c1", "5♣ c2", "J♠ c5"):
        game.play(move)
    game.keep_undo(1)
    assert str(game.undo()) == "J♠ c5" and game.undo_left == 0


@pytest.mark.parametrize("budget", [math.nan, -1.0, math.inf * 0, "1", True])
def test_chances_refuses_a_budget_that_is_not_a_number_of_seconds(budget):
    with pytest.raises(ValueError, match="budget"):
        chances(Game.from_code(CODE), budget=budget)


def test_chances_refuses_more_samples_than_it_can_draw_at_once_before_using_memory():
    """The issue's recipe ran out of memory; the refusal comes at once, with next to no memory used."""
    game = Game.from_code(CODE)
    before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    started = time.perf_counter()
    for samples in (10**9, MAX_SAMPLES + 1):
        with pytest.raises(ValueError, match="samples"):
            chances(game, samples=samples, budget=1.0)
        with pytest.raises(ValueError, match="samples"):
            analyse(game, fair=True, samples=samples)
        with pytest.raises(ValueError, match="samples"):
            fair_analyse_in_slices(game, samples=samples)
    assert time.perf_counter() - started < 1.0
    assert resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before < 50_000  # KB


@pytest.mark.parametrize("samples", [0, -3, 2.0, True])
def test_the_fair_analysis_refuses_a_bad_sample_count_at_once(samples):
    with pytest.raises(ValueError, match="samples"):
        fair_analyse_in_slices(Game.from_code(CODE), samples=samples)


@pytest.mark.parametrize("elapsed", [math.nan, -5, -0.001, math.inf, "3", True, None])
def test_a_widget_refuses_a_clock_that_is_not_seconds_played(elapsed, tmp_path):
    path = tmp_path / "g.json"
    with pytest.raises(ValueError, match="elapsed"):
        SolitaireWidget(code=CODE, elapsed=elapsed, save_to=path)
    assert not path.exists()  # refused before the save file was claimed


def test_a_widget_takes_a_clock_of_seconds_played():
    w = SolitaireWidget(code=CODE, elapsed=12)
    assert 12 <= w.elapsed() < 13
    w.close()


@pytest.mark.parametrize(
    "ident", [10**5000, -(10**5000), 2**53 + 1, -(2**53) - 1], ids=["huge", "-huge", "2**53+1", "-2**53-1"]
)
def test_a_request_id_too_large_for_the_page_gets_a_refusal_not_an_exception(ident):
    w = SolitaireWidget(code=CODE)
    client = Client(w)
    reply = client.send({"kind": "move", "id": ident, "seq": w.state["seq"], "card": "7♣", "dest": 1})
    assert reply is not None and reply["status"] == "invalid" and reply["id"] is None
    assert w.game.moves == 0
    w.close()


@pytest.mark.parametrize("time_limit", [math.nan, -1.0, "1", True])
def test_the_solver_and_the_hint_refuse_a_time_limit_that_is_not_seconds(time_limit):
    """NaN was taken for no limit at all (a search without end on a hard deal)."""
    from rsol_widget import solve

    game = Game.from_code(CODE)
    with pytest.raises(ValueError, match="time_limit"):
        solve(game, time_limit=time_limit)
    with pytest.raises(ValueError, match="time_limit"):
        game.hint(time_limit=time_limit)
    assert game.moves == 0


@pytest.mark.parametrize("timeout", [math.nan, -1.0, math.inf, "5", True])
@pytest.mark.parametrize("wait", ["wait_for_analysis", "wait_for_review", "wait_for_hunt"])
def test_a_wait_refuses_a_timeout_that_is_not_seconds(wait, timeout):
    """``wait_for_analysis(nan)`` waited for nothing and answered as if the search had ended."""
    w = SolitaireWidget(code=CODE)
    with pytest.raises(ValueError, match="timeout"):
        getattr(w, wait)(timeout)
    assert getattr(w, wait)(0) is not None

"""Background work without threads, as in Pyodide: the cooperative runner, chosen by its setting.

Each test selects the runner as a Pyodide kernel would get it (``RSOL_WIDGET_BACKGROUND``, read when
the widget is made), runs the real solver, analysis and hunt on a real asyncio event loop (the
kernel's), and checks that no thread was started for them.
"""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from rsol_widget import SolitaireWidget
from rsol_widget._background import ENV, CooperativeRunner, ThreadRunner, pick_runner
from tests.widget_client import Client

CODE = "RU1-C-AAAAAAA"  # legal at the start: 7♣ c1, 5♣ c2, J♠ c5, 8♣ c6, 9♦ c7


@pytest.fixture(autouse=True)
def cooperative(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv(ENV, "cooperative")
    before = {t.ident for t in threading.enumerate()}
    yield
    started = [t.name for t in threading.enumerate() if t.ident not in before and t.name.startswith("rsol-")]
    assert started == [], "the cooperative runner started a thread"


async def until(check: Callable[[], Any], timeout: float = 30.0) -> Any:
    """Let the event loop turn until ``check()`` is true (its value), as the kernel's loop does."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not (value := check()):
        if loop.time() > deadline:
            raise AssertionError("timed out")
        await asyncio.sleep(0.01)
    return value


def widget(**settings: Any) -> Client:
    w = SolitaireWidget(code=CODE, **settings)
    w.hint_time_limit = w.review_time_limit = 0.5
    return Client(w)


def test_the_setting_chooses_the_runner(monkeypatch: pytest.MonkeyPatch) -> None:
    assert isinstance(pick_runner(), CooperativeRunner)
    assert isinstance(widget().w._advice.runner, CooperativeRunner)
    monkeypatch.setenv(ENV, "thread")
    assert isinstance(pick_runner(), ThreadRunner)
    monkeypatch.setenv(ENV, "fibres")
    with pytest.raises(ValueError, match=ENV):
        pick_runner()


FAIR = {False: {"fair": True}, True: {}}  # what a fair answer (hints_peek off) adds to the analysis and review
STATUSES = {False: ("chance", "won", "unwinnable", "unknown"), True: ("won", "unwinnable", "unknown")}


@pytest.mark.parametrize("peek", [False, True], ids=["fair", "peeking"])
def test_a_hint_arrives_and_a_new_position_cancels_the_old_search(peek: bool) -> None:
    async def scenario() -> None:
        h = widget(hints=True, hints_peek=peek)
        first = h.w.state["seq"]
        assert h.w.analysis == {"seq": first, "status": "searching", "hint": None, **FAIR[peek]}
        assert h.ask("move", card="7♣", dest=0)["status"] == "done"  # before the loop ever turned
        seq = h.w.state["seq"]
        assert seq != first and h.w.analysis["seq"] == seq and h.w.analysis["status"] == "searching"
        analysis = await until(lambda: h.w.analysis if h.w.analysis["status"] != "searching" else None)
        assert analysis["seq"] == seq and analysis["status"] in STATUSES[peek]
        assert ("chance" in analysis) is not peek
        hint = analysis["hint"]
        dest = "f" if hint["dest"] == 7 else f"c{hint['dest'] + 1}"
        assert h.w.game.is_legal(f"{hint['card']} {dest}") and h.w.game.moves == 1  # advice only
        assert h.ask("ping")["status"] == "done"

    asyncio.run(scenario())


def test_the_kernel_answers_between_the_steps_of_the_fair_hint() -> None:
    async def scenario() -> None:
        h = widget(hints=True)
        pongs = 0
        while h.w.analysis["status"] == "searching":
            assert h.ask("ping")["status"] == "done"  # answered while the chances are estimated
            pongs += 1
            await asyncio.sleep(0)
        assert h.w.analysis["status"] == "chance" and h.w.analysis["seq"] == h.w.state["seq"] and pongs > 1
        assert h.w.analysis["chance"]["samples"] > 4  # the policy's samples, worked out step by step

    asyncio.run(scenario())


@pytest.mark.parametrize("peek", [False, True], ids=["fair", "peeking"])
def test_the_kernel_answers_between_the_slices_of_the_analysis(peek: bool) -> None:
    async def scenario() -> None:
        h = widget(hints=True, hints_peek=peek)
        for card, dest in (("7♣", 0), ("J♠", 4), ("9♦", 6)):
            h.ask("move", card=card, dest=dest)
        assert h.ask("analyse")["status"] == "done"
        assert h.w.review == {"seq": h.w.state["seq"], "status": "searching", **FAIR[peek]}
        pongs = 0
        while h.w.review["status"] == "searching":
            assert h.ask("ping")["status"] == "done"  # answered while the analysis is under way
            pongs += 1
            await asyncio.sleep(0)
        review = h.w.review
        assert review["status"] == "done" and review["seq"] == h.w.state["seq"] and pongs > 1
        if peek:
            assert len(review["verdicts"]) == 3 and review["start"] in ("won", "unwinnable", "unknown")
        else:
            assert (
                review["fair"] is True and len(review["marks"]) == 3 and review["kind"] in ("mistake", "luck", "none")
            )

    asyncio.run(scenario())


def test_the_hunt_answers_the_page_and_deals() -> None:
    async def scenario() -> None:
        h = widget()
        h.w.hunt_time_limit = 20
        ident = "t:hunt"
        h.w._on_custom_msg(h.w, {"kind": "new_game", "id": ident, "rule": "relaxed", "winnable": True}, [])
        assert h.w.game.code == CODE and h.replies == []  # answered when the hunt ends
        reply = await until(lambda: next((r for r in h.replies if r["id"] == ident), None))
        assert reply["status"] == "done" and reply["code"] == h.w.game.code and h.w.game.rule == "relaxed"
        assert h.w.last_hunt is not None and reply["winnable"] is (h.w.last_hunt.code is not None)

    asyncio.run(scenario())


def test_a_new_game_cancels_the_hunt_and_the_saved_picture_is_drawn() -> None:
    async def scenario() -> None:
        h = widget()
        h.w._on_custom_msg(h.w, {"kind": "new_game", "id": "t:hunt", "rule": "classic", "winnable": True}, [])
        h.w._on_custom_msg(h.w, {"kind": "new_game", "id": "t:next", "rule": "relaxed", "code": "RU1-R-AAAAABB"}, [])
        assert h.w.state["answer"] == {"id": "t:next", "status": "done"}
        assert [r["reason"] for r in h.replies if r["id"] == "t:hunt"] == ["cancelled"]
        await asyncio.sleep(0.05)
        assert h.w.game.code == "RU1-R-AAAAABB" and h.w.wait_for_hunt(1)
        picture = h.ask("picture")["picture"]
        assert picture["model"] == h.w.model_id and "<svg" in picture["html"]

    asyncio.run(scenario())


@pytest.mark.parametrize("peek", [False, True], ids=["fair", "peeking"])
def test_with_no_event_loop_a_job_runs_when_it_is_waited_for(peek: bool) -> None:
    h = widget(hints=True, hints_peek=peek)
    assert h.w.analysis["status"] == "searching"
    analysis = h.w.wait_for_analysis()
    assert analysis["seq"] == h.w.state["seq"] and analysis["status"] in STATUSES[peek]

"""Where threads cannot start (Pyodide): hints, the review, the winnable-deal hunt and the saved picture
still work. ``threading.Thread.start`` raises as it does there, and the work runs on the event loop
(the widget's runner falls back to one slice per turn of the loop; tests/test_widget_threadless.py
chooses that runner by its setting instead)."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from test_widget_player import ask_async, fake_hunt
from widget_client import Client

from rsol_widget import SolitaireWidget, _advice
from rsol_widget._background import ENV, ThreadRunner

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: winnable (test_widget_analysis)


def no_thread(self: threading.Thread) -> None:
    raise RuntimeError("can't start new thread")


@pytest.fixture(autouse=True)
def no_threads(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """No thread can start, as in Pyodide (and no setting chooses the runner)."""
    monkeypatch.delenv(ENV, raising=False)
    monkeypatch.setattr(threading.Thread, "start", no_thread)
    yield


async def until(check: Callable[[], Any], timeout: float = 30.0) -> Any:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not (value := check()):
        assert loop.time() < deadline, "timed out"
        await asyncio.sleep(0.01)
    return value


@pytest.mark.parametrize("peek", [False, True], ids=["fair", "peeking"])
def test_the_hint_arrives_on_the_loop(peek: bool) -> None:
    verdict = "won" if peek else "chance"  # the deal is winnable; a fair hint gives its chance

    async def scenario() -> None:
        w = SolitaireWidget(code=CODE, hints=True, hints_peek=peek)
        runner = w._advice.runner
        assert isinstance(runner, ThreadRunner) and runner.fallback is not None
        fair = {} if peek else {"fair": True}
        assert w.analysis == {"seq": w.state["seq"], "status": "searching", "hint": None, **fair}
        await until(lambda: w.analysis["status"] != "searching")
        assert w.analysis["seq"] == w.state["seq"] and w.analysis["status"] == verdict
        hint = w.analysis["hint"]
        h = Client(w)
        assert h.ask("move", card=hint["card"], dest=hint["dest"])["status"] == "done"
        assert w.analysis["status"] == "searching"
        await until(lambda: w.analysis["status"] != "searching")
        assert w.analysis["status"] == verdict and w.analysis["seq"] == w.state["seq"]

    asyncio.run(scenario())


@pytest.mark.parametrize("peek", [False, True], ids=["fair", "peeking"])
def test_waiting_for_the_analysis_runs_it_now(peek: bool) -> None:
    w = SolitaireWidget(code=CODE, hints=True, hints_peek=peek)  # no loop runs: the job waits to be asked for
    assert w.wait_for_analysis(5)["status"] == ("won" if peek else "chance")


def test_the_review_and_the_saved_picture() -> None:
    async def scenario() -> None:
        h = Client(SolitaireWidget(code=CODE, hints=True))
        assert h.ask("analyse")["status"] == "done"
        assert h.w.review["status"] == "searching"
        await until(lambda: h.w.review["status"] != "searching")
        assert h.w.review["status"] == "done" and h.w.review["seq"] == h.w.state["seq"]
        assert "<svg" in h.ask("picture")["picture"]["html"]

    asyncio.run(scenario())


def test_the_winnable_deal_hunt(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_advice, "hunt_in_slices", fake_hunt("RU1-R-AAAAABB"))

    async def scenario() -> None:
        h = Client(SolitaireWidget(code=CODE))
        ident = ask_async(h, "new_game", rule="relaxed", winnable=True)
        assert not [r for r in h.replies if r["id"] == ident]  # answered after the message, not inside it
        reply: dict[str, Any] = await until(lambda: next((r for r in h.replies if r["id"] == ident), None))
        assert reply["status"] == "done" and reply["winnable"] is True and h.w.game.code == "RU1-R-AAAAABB"

    asyncio.run(scenario())

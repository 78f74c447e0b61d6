"""Where threads cannot start (Pyodide): hints, the review, the winnable-deal hunt and the saved picture
still work. ``threading.Thread.start`` raises as it does there, and the work runs on the event loop."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Iterator
from typing import Any

import pytest
from test_widget_player import ask_async, fake_hunt
from widget_client import Client

from rsol_widget import SolitaireWidget, background

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: winnable (test_widget_analysis)


def no_thread(self: threading.Thread) -> None:
    raise RuntimeError("can't start new thread")


@pytest.fixture
def loop(monkeypatch: pytest.MonkeyPatch) -> Iterator[asyncio.AbstractEventLoop]:
    """An event loop as the Pyodide kernel has one, and no thread can start."""
    monkeypatch.setattr(background, "THREADS", False)
    monkeypatch.setattr(threading.Thread, "start", no_thread)
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    yield loop
    asyncio.set_event_loop(None)
    loop.close()


def settle(loop: asyncio.AbstractEventLoop) -> None:
    """Let the kernel's loop run what the last message queued."""
    loop.run_until_complete(asyncio.sleep(0))


def test_the_hint_arrives_once_the_message_is_handled(loop: asyncio.AbstractEventLoop) -> None:
    w = SolitaireWidget(code=CODE, hints=True)
    assert w.analysis == {"seq": w.state["seq"], "status": "searching", "hint": None}
    settle(loop)
    assert w.analysis["seq"] == w.state["seq"] and w.analysis["status"] == "won"
    hint = w.analysis["hint"]
    h = Client(w)
    assert h.ask("move", card=hint["card"], dest=hint["dest"])["status"] == "done"
    assert w.analysis["status"] == "searching"
    settle(loop)
    assert w.analysis["status"] == "won" and w.analysis["seq"] == w.state["seq"]


def test_waiting_for_the_analysis_runs_it_now(loop: asyncio.AbstractEventLoop) -> None:
    w = SolitaireWidget(code=CODE, hints=True)
    assert w.wait_for_analysis(5)["status"] == "won"
    settle(loop)  # the queued call finds the job done and does not run it twice
    assert w.analysis["status"] == "won"


def test_a_stale_hint_is_dropped(loop: asyncio.AbstractEventLoop) -> None:
    w = SolitaireWidget(code=CODE, hints=True)
    Client(w).ask("move", card="7♣", dest=0)  # queued a second search; the first one is cancelled
    settle(loop)
    assert w.analysis["seq"] == w.state["seq"] and w.analysis["status"] in ("won", "unwinnable", "unknown")


def test_the_review_and_the_saved_picture(loop: asyncio.AbstractEventLoop) -> None:
    h = Client(SolitaireWidget(code=CODE, hints=True))
    assert h.ask("analyse")["status"] == "done"
    assert h.w.review["status"] == "searching"
    settle(loop)
    assert h.w.review["status"] == "done" and h.w.review["seq"] == h.w.state["seq"]
    assert "<svg" in h.ask("picture")["picture"]["html"]


def test_the_winnable_deal_hunt(loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(background, "find_winnable", fake_hunt("RU1-R-AAAAABB"))
    h = Client(SolitaireWidget(code=CODE))
    ident = ask_async(h, "new_game", rule="relaxed", winnable=True)
    assert not [r for r in h.replies if r["id"] == ident]  # answered after the message, not inside it
    settle(loop)
    reply: dict[str, Any] = next(r for r in h.replies if r["id"] == ident)
    assert reply["status"] == "done" and reply["winnable"] is True and h.w.game.code == "RU1-R-AAAAABB"

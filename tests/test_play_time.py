"""Issue 35 item 3 in the kernel: the game clock is playing time. The page pauses it (a ``clock``
request with ``pause``) while the board is hidden, a dialog is open or the player is away; the next
gesture, or any move, resumes it; the saved game keeps the playing time, pauses left out."""

from __future__ import annotations

import time
from pathlib import Path

from widget_client import Client

from rsol_widget import SolitaireWidget
from rsol_widget.record import Record

CODE = "RU1-C-AAAAAAA"
PAUSE = 0.4


def started(**kwargs: object) -> Client:
    client = Client(SolitaireWidget(code=CODE, **kwargs))  # type: ignore[arg-type]
    assert client.ask("move", card="7♣", dest=0)["status"] == "done"  # type: ignore[index]
    return client


def test_a_paused_clock_stands_still_and_says_so() -> None:
    client = started()
    reply = client.ask("clock", pause=True)
    assert reply is not None and reply["time"]["running"] is False
    frozen = client.w.elapsed()
    time.sleep(PAUSE)
    assert client.w.elapsed() == frozen
    assert client.ask("clock")["time"] == {"elapsed": round(frozen, 3), "running": False}  # type: ignore[index]
    assert client.w.snapshot()["time"]["running"] is False


def test_resuming_leaves_the_pause_out_of_the_playing_time() -> None:
    client = started()
    t0, before = time.monotonic(), client.w.elapsed()
    client.ask("clock", pause=True)
    time.sleep(PAUSE)
    reply = client.ask("clock", pause=False)
    assert reply is not None and reply["time"]["running"] is True
    assert client.w.elapsed() < before + (time.monotonic() - t0) - PAUSE + 0.2
    later = client.w.elapsed()
    time.sleep(0.05)
    assert client.w.elapsed() > later  # running again


def test_a_move_resumes_a_paused_clock() -> None:
    client = started()
    client.ask("clock", pause=True)
    client.ask("move", card="9♦", dest=6)
    assert client.w.snapshot()["time"]["running"] is True


def test_a_clock_that_has_not_started_or_has_stopped_is_not_paused() -> None:
    fresh = Client(SolitaireWidget(code=CODE))
    assert fresh.ask("clock", pause=True)["time"] == {"elapsed": 0.0, "running": False}  # type: ignore[index]
    fresh.ask("move", card="7♣", dest=0)
    assert fresh.w.snapshot()["time"]["running"] is True  # the first move starts it, pause or not


def test_a_pause_saves_the_playing_time_and_a_resumed_game_goes_on_from_it(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    client = started(save_to=path)
    time.sleep(0.2)
    client.ask("clock", pause=True)
    paused_at = client.w.elapsed()
    assert Record.load(path).elapsed == round(paused_at, 3)  # saved at the pause, not only at the last move
    time.sleep(PAUSE)
    client.w.close()
    again = SolitaireWidget.resume(path)
    assert paused_at <= again.elapsed() < paused_at + 0.2  # the pause was not played


def test_a_pause_that_is_no_boolean_is_invalid_and_changes_nothing() -> None:
    client = started()
    reply = client.ask("clock", pause="yes")
    assert reply is not None and reply["status"] == "invalid"
    assert client.w.snapshot()["time"]["running"] is True

"""The requests behind the page's player controls: redo, restart, statistics reset, save and open a
record, and the hunt for a winnable deal (run in a thread, answered when it ends)."""

from __future__ import annotations

import json
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from test_widget import CODE
from widget_client import Client

from rsol_widget import Game, SolitaireWidget, _advice
from rsol_widget._protocol import PAGE_LABELS, labels_for
from rsol_widget.deals import WinnableDeal
from rsol_widget.record import Record


@pytest.fixture
def h() -> Client:
    return Client(SolitaireWidget(code=CODE))


def test_redo_after_undo_until_a_new_move(h: Client) -> None:
    assert h.w.state["can_redo"] is False
    assert h.ask("move", card="7♣", dest=0)["status"] == "done"
    assert h.ask("undo")["status"] == "done" and h.w.state["can_redo"] is True
    assert h.ask("redo")["status"] == "done"
    assert h.w.state["last"] == "7♣ c1" and h.w.game.location("7♣") == 0 and h.w.game.moves == 2
    reply = h.ask("redo")
    assert reply["status"] == "refused" and reply["reason"] == "no_redo" and h.w.state["can_redo"] is False
    h.ask("undo")
    h.ask("move", card="5♣", dest=1)  # a new move: the undone one can no longer be redone
    assert h.w.state["can_redo"] is False and h.ask("redo")["reason"] == "no_redo"


def test_a_stale_redo_changes_nothing(h: Client) -> None:
    h.ask("move", card="7♣", dest=0)
    h.ask("undo")
    before = h.w.game.to_dict()
    assert h.ask("redo", seq=h.w.state["seq"] - 1)["status"] == "stale" and h.w.game.to_dict() == before


def test_restart_deals_the_same_code_again(h: Client) -> None:
    h.ask("move", card="7♣", dest=0)
    game_no = h.w.state["game"]
    assert h.ask("restart")["status"] == "done"
    assert h.w.game.code == CODE and h.w.game.moves == 0 and h.w.state["game"] == game_no + 1


def test_restart_of_a_hand_made_position_is_refused() -> None:
    w = SolitaireWidget(code=CODE)
    g = w.game.copy()
    g.code = None
    w.game = g
    reply = Client(w).ask("restart")
    assert reply["status"] == "refused" and reply["reason"] == "no_code" and w.game is g


def test_get_record_and_open_it_again(h: Client) -> None:
    h.ask("move", card="7♣", dest=0)
    h.ask("move", card="5♣", dest=1)
    reply = h.ask("get_record")
    assert reply["status"] == "done" and reply["name"] == f"{CODE}-2.json"
    record = Record.loads(reply["record"])
    assert record.code == CODE and [str(e.move) for e in record.played] == [str(m) for m in h.w.game.move_stack]
    h.ask("restart")
    assert h.ask("open_record", text=reply["record"])["status"] == "done"
    assert h.w.game.moves == 2 and [str(m) for m in h.w.game.move_stack] == ["7♣ c1", "5♣ c2"]
    assert h.w.state["can_undo"] is True


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("not json", "not valid JSON"),
        ("{}", "format"),
        (json.dumps({"format": "rsol_widget.record", "version": 1, "code": "RU1-X-?", "moves": []}), "code"),
    ],
)
def test_a_bad_record_is_refused_with_the_loaders_message(h: Client, text: str, says: str) -> None:
    h.ask("move", card="7♣", dest=0)
    before, game = h.w.game.to_dict(), h.w.game
    reply = h.ask("open_record", text=text)
    assert reply["status"] == "refused" and reply["reason"] == "bad_record" and says in reply["message"]
    assert h.w.game is game and h.w.game.to_dict() == before


def test_an_oversized_or_missing_record_text_is_invalid(h: Client) -> None:
    game = h.w.game
    assert h.ask("open_record", text="x" * 1_000_001)["status"] == "invalid"
    assert h.ask("open_record")["status"] == "invalid"
    assert h.ask("open_record", text=5)["status"] == "invalid" and h.w.game is game


def test_reset_stats(tmp_path: Path) -> None:
    w = SolitaireWidget(code=CODE, stats=tmp_path / "stats.json")
    h = Client(w)
    h.ask("move", card="7♣", dest=0)
    assert w.statistics["classic"]["played"] == 1
    assert h.ask("reset_stats")["status"] == "done"
    assert w.statistics["classic"]["played"] == 0 and w.statistics["error"] is None


def test_reset_stats_without_statistics_is_refused(h: Client) -> None:
    reply = h.ask("reset_stats")
    assert reply["status"] == "refused" and reply["reason"] == "no_stats" and h.w.statistics == {}


def fake_hunt(found: str | None, started: threading.Event | None = None, gate: threading.Event | None = None) -> Any:
    def hunt(rule: str, *, time_limit: float, cancel: Any) -> WinnableDeal:
        if started:
            started.set()
        if gate:
            while not gate.wait(0.01):
                if cancel():
                    return WinnableDeal(None, 1, 0.0)
        return WinnableDeal(found, 3, 0.5)

    return hunt


def ask_async(h: Client, kind: str, **fields: Any) -> str:
    """Send a request whose answer comes later (from another thread); return its id."""
    ident = f"t:async:{len(h.replies)}"
    h.w._on_custom_msg(h.w, {"kind": kind, "id": ident, **fields}, [])
    return ident


def reply_to(h: Client, ident: str, timeout: float = 5.0) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for reply in h.replies:
            if reply.get("id") == ident:
                return reply
        time.sleep(0.01)
    raise AssertionError(f"no reply to {ident}: {h.replies}")


def test_winnable_new_game_hunts_in_a_thread(h: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    started, gate = threading.Event(), threading.Event()
    monkeypatch.setattr(_advice, "hunt_in_slices", fake_hunt("RU1-R-AAAAABB", started, gate))
    ident = ask_async(h, "new_game", rule="relaxed", winnable=True)
    assert started.wait(5)
    assert h.ask("ping")["status"] == "done"  # the kernel keeps answering during the hunt
    assert h.w.game.code == CODE and not [r for r in h.replies if r["id"] == ident]
    gate.set()
    reply = reply_to(h, ident)
    assert reply["status"] == "done" and reply["winnable"] is True and reply["code"] == "RU1-R-AAAAABB"
    assert h.w.game.code == "RU1-R-AAAAABB" and h.w.last_hunt is not None and h.w.last_hunt.tried == 3


def test_a_hunt_that_runs_out_of_time_deals_at_random(h: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_advice, "hunt_in_slices", fake_hunt(None))
    reply = reply_to(h, ask_async(h, "new_game", rule="classic", winnable=True))
    assert reply["status"] == "done" and reply["winnable"] is False
    assert h.w.game.code != CODE and h.w.game.rule == "classic" and h.w.game.moves == 0


def test_a_new_request_cancels_the_hunt(h: Client, monkeypatch: pytest.MonkeyPatch) -> None:
    started, gate = threading.Event(), threading.Event()
    monkeypatch.setattr(_advice, "hunt_in_slices", fake_hunt("RU1-R-AAAAABB", started, gate))
    ident = ask_async(h, "new_game", rule="relaxed", winnable=True)
    assert started.wait(5)
    other = SolitaireWidget(code=CODE).game.code
    h.w._on_custom_msg(h.w, {"kind": "new_game", "id": "t:next", "rule": "classic", "code": other}, [])
    assert reply_to(h, ident)["reason"] == "cancelled" and h.w.state["answer"]["id"] == "t:next"
    gate.set()
    assert h.w.wait_for_hunt(5)
    assert h.w.game.code == CODE  # the cancelled hunt dealt nothing


def test_the_real_hunt_finds_a_relaxed_deal(h: Client) -> None:
    reply = reply_to(h, ask_async(h, "new_game", rule="relaxed", winnable=True), timeout=30)
    assert reply["status"] == "done" and h.w.game.rule == "relaxed"
    assert h.w.last_hunt is not None and (reply["winnable"] is (h.w.last_hunt.code is not None))


def test_winnable_must_be_a_boolean(h: Client) -> None:
    assert h.ask("new_game", rule="classic", winnable="yes")["status"] == "invalid" and h.w.game.code == CODE


def test_page_labels_exist_in_every_language() -> None:
    assert set(PAGE_LABELS["en"]) == set(PAGE_LABELS["ro"])
    for key in PAGE_LABELS["en"]:
        assert labels_for("ro")[key] and labels_for("en")[key]
        assert "ş" not in PAGE_LABELS["ro"][key] and "ţ" not in PAGE_LABELS["ro"][key]  # comma below only


# ---------------------------------------------------------------------- the replay controls
def test_replay_controls_say_when_the_board_leaves_the_record() -> None:
    from rsol_widget import examples
    from rsol_widget.replay_controls import ReplayControls

    record = examples.load("example-game")
    controls = ReplayControls(record)
    assert controls.board.replaying is True and controls.off_record is False
    controls.goto(3)
    assert controls.left_box.layout.display == "none"
    mine = next(m for m in controls.board.game.legal_moves() if str(m) != str(record.played[3].move))
    controls.board.game.play(mine)
    assert controls.off_record and controls.status.value == "Your own line from move 4"
    assert controls.left_box.layout.display == "flex"
    assert all(b.disabled for b in controls.buttons) and controls.slider.disabled and controls.player.disabled
    controls.back_button.click()
    assert not controls.off_record and controls.ply == 3
    assert controls.board.game.to_dict() == record.game_at(3).to_dict()
    assert not any(b.disabled for b in controls.buttons)
    controls.board.game.play(mine)
    controls.board.game.undo()  # back on the record's line by itself
    assert not controls.off_record


def test_replay_controls_have_tooltips_and_a_wrapping_comment() -> None:
    from rsol_widget import examples
    from rsol_widget.replay_controls import ReplayControls

    controls = ReplayControls(examples.load("example-game"), lang="ro")
    assert all(b.tooltip for b in (*controls.buttons, controls.back_button)) and controls.player.tooltip
    assert "rsol-replay-comment" in controls.comment._dom_classes
    assert controls.back_button.description == "Înapoi la înregistrare"


# ---------------------------------------------------------------------- the saved picture
def test_the_picture_fallback_displays_a_picture_then_the_board() -> None:
    from IPython.core.interactiveshell import InteractiveShell
    from IPython.utils.capture import capture_output

    InteractiveShell.instance()  # display() needs a shell to publish to
    w = SolitaireWidget(code=CODE)
    w.game.play("7♣ c1")
    assert w.show_picture_fallback() is w
    with capture_output() as shown:
        w._ipython_display_()  # type: ignore[attr-defined]
    picture, board = shown.outputs
    html = picture.data["text/html"]
    assert html.startswith(f'<div class="rsol-fallback" data-rsol-model="{w.model_id}">')
    assert "<svg" in html and "jupyter-widgets" in html
    assert "<p>A picture of this game: run the cell to play it.</p>" in html and "kernel" not in html.split("<svg")[0]
    assert "svg.rsol-board{display:block;width:100%;max-width:848px;height:auto" in html  # never wider than a board
    hidden = [str(c) for col, down in zip(w.game.columns, w.game.face_down, strict=True) for c in col[:down]]
    assert not [c for c in hidden if c in html], "no face-down card in the picture"
    assert board.data["application/vnd.jupyter.widget-view+json"]["model_id"] == w.model_id
    plain = SolitaireWidget(code=CODE)
    assert "_ipython_display_" not in vars(plain)  # off unless asked for: one output, as before


def test_the_page_gets_a_picture_of_the_position_now_marked_with_the_model() -> None:
    """The ``picture`` request: what the page keeps in the notebook for a reopening without kernel."""
    w = SolitaireWidget(code=CODE, lang="ro")
    client = Client(w)
    first = client.ask("picture")
    assert first is not None and first["status"] == "done" and first["picture"]["model"] == w.model_id
    assert "mutări 0" in first["picture"]["html"] and "O imagine a acestei partide:" in first["picture"]["html"]
    w.game.play("7♣ c1")
    answer = client.ask("picture")
    assert answer is not None
    after = answer["picture"]
    assert after["html"] != first["picture"]["html"] and "mutări 1" in after["html"]
    assert after["text"] == repr(w) and "mutări 1" in after["text"]  # the text form speaks Romanian too
    assert f'data-rsol-model="{w.model_id}"' in after["html"]
    assert w.game.moves == 1, "asking for a picture changes nothing"


def test_resume_or_new_shows_the_picture_unless_told_not_to(tmp_path: Path) -> None:
    on = SolitaireWidget.resume_or_new(tmp_path / "game.json", stats=False)
    off = SolitaireWidget.resume_or_new(tmp_path / "other.json", stats=False, picture=False)
    assert "_ipython_display_" in vars(on) and "_ipython_display_" not in vars(off)


def start_gated_hunt(h: Client, monkeypatch: pytest.MonkeyPatch) -> tuple[str, threading.Event]:
    """A page hunt that finds RU1-R-AAAAABB once the returned gate is set."""
    started, gate = threading.Event(), threading.Event()
    monkeypatch.setattr(_advice, "hunt_in_slices", fake_hunt("RU1-R-AAAAABB", started, gate))
    ident = ask_async(h, "new_game", rule="relaxed", winnable=True)
    assert started.wait(5)
    return ident, gate


@pytest.mark.parametrize("deal", ["new_game", "assign"])
def test_a_game_dealt_from_python_cancels_the_pages_hunt(h: Client, monkeypatch: pytest.MonkeyPatch, deal: str) -> None:
    ident, gate = start_gated_hunt(h, monkeypatch)
    if deal == "new_game":
        h.w.new_game(code="RU1-C-AAAAABB")
    else:
        h.w.game = Game.from_code("RU1-C-AAAAABB")
    assert reply_to(h, ident)["reason"] == "cancelled"
    gate.set()
    assert h.w.wait_for_hunt(5)
    assert h.w.game.code == "RU1-C-AAAAABB"  # the hunt's deal did not replace the game dealt from the cell


@pytest.mark.parametrize(
    "request_",
    [
        {"kind": "open_record", "text": '{"format": "rsol_widget.record", "version": 2'},
        {"kind": "new_game", "rule": "classic", "code": "RU1-C-NOPE"},
        {"kind": "restart"},
    ],
    ids=["open_record", "new_game_code", "restart"],
)
def test_a_refused_request_leaves_the_pages_hunt_running(
    h: Client, monkeypatch: pytest.MonkeyPatch, request_: dict[str, Any]
) -> None:
    if request_["kind"] == "restart":
        h.w.game = Game.from_position(["K♣", "", "", "", "", "", ""], "K♠ K♥ K♦ Q♣")  # no deal to restart
    ident, gate = start_gated_hunt(h, monkeypatch)
    reply = h.ask(request_["kind"], **{k: v for k, v in request_.items() if k != "kind"})
    assert reply is not None and reply["status"] == "refused"
    assert not [r for r in h.replies if r["id"] == ident]  # the hunt was not cancelled
    gate.set()
    answer = reply_to(h, ident)
    assert answer["status"] == "done" and answer["winnable"] is True
    assert h.w.game.code == "RU1-R-AAAAABB"  # the player gets the winnable deal they asked for

"""The widget loses nothing: annotations survive resume and autosave, save failures reach the page,
two widgets never silently overwrite one file, and the game's own mutations take the widget's lock."""

from __future__ import annotations

import subprocess
import sys
import threading
from pathlib import Path

import pytest
from faults import read_only

from rsol_widget import Game, Record, SolitaireWidget, examples, i18n
from rsol_widget.record import MAX_ENTRIES

CODE = "RU1-C-AAAAAAA"


def test_resume_keeps_every_annotation_of_the_record(tmp_path: Path) -> None:
    original = examples.load("example-game")
    path = tmp_path / "example.json"
    original.save(path)
    w = SolitaireWidget.resume(path)
    kept = Record.load(path)
    assert kept.title == original.title and kept.comment == original.comment
    assert [e.to_dict() for e in kept.entries] == [e.to_dict() for e in original.entries]
    assert sum(1 for e in kept.entries if e.comment) == sum(1 for e in original.entries if e.comment) >= 44
    assert len(kept.refused) == len(original.refused) == 1
    w.close()


def test_autosave_after_a_move_keeps_the_annotations(tmp_path: Path) -> None:
    original = examples.load("example-game")
    first = Record(original.code, original.entries[:8], original.title, original.comment)
    first.validate()
    path = tmp_path / "part.json"
    first.save(path)
    w = SolitaireWidget.resume(path)
    w.game.play(original.entries[8].move)  # the game goes on along the record's line
    kept = Record.load(path)
    assert kept.title == original.title and kept.comment == original.comment
    assert [e.to_dict() for e in kept.entries[:8]] == [e.to_dict() for e in first.entries]
    assert len(kept.refused) == 1
    w.game.undo()
    w.game.undo()
    w.game.play(original.entries[7].move if original.entries[7].refused is None else original.entries[6].move)
    assert Record.load(path).title == original.title  # undo and replay: still the record's game
    w.close()


def test_save_error_is_synced_to_the_page_and_cleared_when_saving_works(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    path = folder / "g.json"
    w = SolitaireWidget(code=CODE, save_to=path)
    assert w.trait_metadata("save_error", "sync") is True
    assert w.get_state()["save_error"] is None
    with read_only(folder):
        w.game.play("7♣ c1")  # a move from a cell (the page's moves take the same path)
        assert w.save_error and "g.json" in w.save_error
        assert w.get_state()["save_error"] == w.save_error
    w.game.play("J♠ c5")
    assert w.save_error is None and w.get_state()["save_error"] is None
    assert len(Record.load(path).played) == 2
    w.close()


def test_a_game_past_a_records_cap_reports_instead_of_writing_an_unloadable_file(tmp_path: Path) -> None:
    path = tmp_path / "long.json"
    w = SolitaireWidget(code="RU1-R-AAAAAAA", save_to=path)
    g = w.game
    listeners = g.listeners[:]
    g.listeners.clear()  # play fast without publishing, then let the widget see the last moves
    for i in range(MAX_ENTRIES - 1):
        g.play("8♠ c6" if i % 2 == 0 else "8♠ c3")
    g.listeners.extend(listeners)
    g.play("8♠ c3" if (MAX_ENTRIES - 1) % 2 else "8♠ c6")
    assert w.save_error is None and len(Record.load(path).played) == MAX_ENTRIES
    g.play(g.legal_moves()[0])
    assert w.save_error == i18n.text("en", "error.save.too_many", limit=MAX_ENTRIES)
    assert len(Record.load(path).played) == MAX_ENTRIES  # the last good record stays, and loads
    w.close()


def test_two_widgets_never_overwrite_each_other_silently(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    first = SolitaireWidget(code=CODE, save_to=path)
    second = SolitaireWidget.resume(path)  # the same file, say from another notebook
    second.game.play("7♣ c1")
    first.game.play("J♠ c5")
    assert first.save_error and "another board" in first.save_error and "SolitaireWidget" not in first.save_error
    assert [e.move for e in Record.load(path).played] == second.game.move_stack
    second.game.play("J♠ c5")
    assert second.save_error is None and len(Record.load(path).played) == 2
    first.close()
    second.close()


def test_leftovers_of_killed_saves_are_removed_when_a_widget_takes_the_file(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    SolitaireWidget(code=CODE, save_to=path).close()
    killed = subprocess.Popen([sys.executable, "-c", "pass"])
    killed.wait()
    leftover = tmp_path / f".g.json.{killed.pid}.k1ll3d.tmp"
    leftover.write_text('{"format": "rsol_wid')
    SolitaireWidget.resume(path).close()
    assert not leftover.exists()


def test_a_cell_move_from_another_thread_waits_for_the_request_under_way() -> None:
    """Deterministic: the page's request is held inside the engine until the test lets it go."""
    w = SolitaireWidget(code=CODE)
    replies: list[dict] = []
    w.send = replies.append  # type: ignore[method-assign]
    inside, release = threading.Event(), threading.Event()

    def hold(game: Game) -> None:  # runs inside the request's play(), after the widget's own listener
        inside.set()
        assert release.wait(10)

    w.game.listeners.append(hold)
    seq = w.state["seq"]
    request = threading.Thread(
        target=w._on_custom_msg, args=(w, {"kind": "move", "id": 1, "seq": seq, "card": "7♣", "dest": 0}, [])
    )
    request.start()
    assert inside.wait(10)
    w.game.listeners.remove(hold)
    cell = threading.Thread(target=w.game.play, args=("J♠ c5",))
    cell.start()
    cell.join(0.3)
    assert cell.is_alive(), "the cell's move ran in the middle of the page's request"
    assert [str(m) for m in w.game.move_stack] == ["7♣ c1"]
    release.set()
    request.join(10)
    cell.join(10)
    assert [str(m) for m in w.game.move_stack] == ["7♣ c1", "J♠ c5"]
    assert w.state["last"] == "J♠ c5" and w.state["moves"] == 2 and w.state["seq"] == seq + 2
    g = w.game
    assert all(g.location(c) == k for k, col in enumerate(g.columns) for c in col)  # the index is whole
    w.close()


def test_a_closed_widget_gives_the_game_its_own_lock_back() -> None:
    w = SolitaireWidget(code=CODE)
    g = w.game
    assert g.lock is w._session.lock
    w.close()
    assert g.lock is not w._session.lock
    g.play("7♣ c1")  # plays on its own


def test_an_unknown_language_is_refused_and_changes_nothing() -> None:
    g = Game.from_code(CODE)
    with pytest.raises(ValueError, match="language"):
        g.lang = "xx"
    assert g.lang == "en" and g.check("9♠ c1") is not None
    g.play("7♣ c1")
    assert "Same suit" in str(g.check("9♠ c1"))


def test_huge_bad_request_fields_are_quoted_briefly() -> None:
    w = SolitaireWidget(code=CODE)
    replies: list[dict] = []
    w.send = replies.append  # type: ignore[method-assign]
    huge = "k" * 1_000_000
    w._on_custom_msg(w, {"kind": huge, "id": 1}, [])
    w._on_custom_msg(w, {"kind": "settings", "id": 2, huge: True}, [])
    assert [r["status"] for r in replies] == ["invalid", "invalid"]
    assert all(len(r["message"]) < 200 for r in replies)
    w.close()


def test_a_handler_that_fails_answers_in_the_players_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Whatever goes wrong inside a handler, the page gets one reply that says so (not an empty message)."""
    w = SolitaireWidget(code=CODE, lang="ro")
    replies: list[dict] = []
    w.send = replies.append  # type: ignore[method-assign]

    def broken(*_args: object, **_kwargs: object) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(Record, "from_game", broken)
    w._on_custom_msg(w, {"kind": "get_record", "id": 7}, [])
    (reply,) = replies
    assert reply["status"] == "invalid" and reply["reason"] == "error"
    assert reply["message"] == i18n.text("ro", "error.request_failed")
    w.close()

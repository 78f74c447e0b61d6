"""SolitaireWidget(save_to=...) and SolitaireWidget.resume: the game survives restarts, damaged files are refused."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from rsol_widget import Game, Record, RecordError, SolitaireWidget

CODE = "RU1-C-AAAAAAA"  # legal at the start: 7♣ c1, 5♣ c2, J♠ c5, 8♣ c6, 9♦ c7


def saved(path: Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_save_to_writes_the_record_after_every_change(tmp_path: Path) -> None:
    path = tmp_path / "my-game.json"
    w = SolitaireWidget(code=CODE, save_to=path)
    assert saved(path)["line"] == [] and w.save_path == path
    w.game.play("7♣ c1")
    w.game.play("J♠ c5")
    data = saved(path)
    assert [m["move"] for m in data["line"]] == ["7♣ c1", "J♠ c5"] and data["moves"] == 2
    w.game.undo()
    data = saved(path)
    assert [m["move"] for m in data["line"]] == ["7♣ c1"] and data["moves"] == 2 and data["undo_left"] == 1
    assert data["elapsed"] >= 0
    w.new_game(code="RU1-R-AAAAABB")  # the widget's own file follows its new game
    assert saved(path)["code"] == "RU1-R-AAAAABB" and saved(path)["line"] == []
    assert not list(tmp_path.glob(".*.tmp")), "no temporary file is left behind"


def test_resume_restores_everything_and_the_clock_carries_on(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    w = SolitaireWidget(code=CODE, save_to=path)
    for move in ["7♣ c1", "J♠ c5", "9♦ c7"]:
        w.game.play(move)
    w.game.undo()
    w._session.clock.start -= 100  # a hundred seconds of play
    w.game.play(w.game.legal_moves()[0])
    before = w.game.to_dict(), list(w.game.move_stack), w.elapsed()
    w.close()
    on_disk = saved(path)["elapsed"]  # the clock as the last save wrote it, a moment before `before`

    r = SolitaireWidget.resume(path)
    assert r.game.to_dict() == before[0] and r.game.move_stack == before[1]
    assert r.game.moves == 4 and r.game.undo_left == 3
    assert 100 <= on_disk <= before[2] <= on_disk + 5
    assert on_disk <= r.elapsed() <= before[2] + 5 and r.state["time"]["running"] is True
    time.sleep(0.05)
    assert r.elapsed() > on_disk  # the clock runs on from where it was
    assert r.save_path == path  # keeps saving to the same file
    r.game.undo()
    assert Game.load(path).to_dict() == r.game.to_dict()


def test_resume_elsewhere_and_not_at_all(tmp_path: Path) -> None:
    path, other = tmp_path / "a.json", tmp_path / "b.json"
    SolitaireWidget(code=CODE, save_to=path).game.play("7♣ c1")
    text = path.read_text()
    r = SolitaireWidget.resume(path, save_to=other)
    r.game.play("J♠ c5")
    assert path.read_text() == text and len(saved(other)["line"]) == 2
    with pytest.raises(FileExistsError):
        SolitaireWidget.resume(path, save_to=other)
    r = SolitaireWidget.resume(path, save_to=None)
    r.game.play("J♠ c5")
    assert path.read_text() == text and r.save_path is None


def test_an_existing_file_is_never_overwritten_unless_asked(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text("precious")
    with pytest.raises(FileExistsError, match=r"resume.*overwrite=True"):
        SolitaireWidget(code=CODE, save_to=path)
    assert path.read_text() == "precious"
    SolitaireWidget(code=CODE, save_to=path, overwrite=True)
    assert saved(path)["code"] == CODE


@pytest.mark.parametrize(
    "damage",
    [
        lambda text: text[: len(text) // 2],  # truncated
        lambda text: text.replace('"7♣ c1"', '"9♠ c1"'),  # an illegal move
        lambda text: "",
        lambda text: text.replace('"version": 2', '"version": 7'),
    ],
)
def test_a_damaged_file_is_refused_and_left_untouched(tmp_path: Path, damage) -> None:
    path = tmp_path / "g.json"
    SolitaireWidget(code=CODE, save_to=path).game.play("7♣ c1")
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    before = path.read_bytes()
    with pytest.raises(RecordError, match=str(path.name)):
        SolitaireWidget.resume(path)
    assert path.read_bytes() == before


def test_a_game_without_moves_resumes_with_its_clock_waiting(tmp_path: Path) -> None:
    record = Record.loads(json.dumps({"format": "rsol_widget.record", "version": 1, "code": CODE, "moves": []}))
    path = tmp_path / "g.json"
    record.save(path)
    r = SolitaireWidget.resume(path)
    assert r.elapsed() == 0 and r.state["time"]["running"] is False  # no move yet: the clock waits


def test_save_failures_are_reported_not_raised(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    w = SolitaireWidget(code=CODE, save_to=path)
    w.game = Game.from_position(["K♠", "K♥", "K♦", "K♣", "", "", ""], "Q♠ Q♥ Q♦ Q♣")  # no code: cannot be saved
    assert w.save_error and "hand-made" in w.save_error
    assert saved(path)["code"] == CODE  # the last good record stays
    w.new_game(code=CODE)
    assert w.save_error is None
    with pytest.raises(RecordError):
        SolitaireWidget(Game.from_position(["K♠", "K♥", "K♦", "K♣", "", "", ""], "Q♠ Q♥ Q♦ Q♣"), save_to=path)
    with pytest.raises(IsADirectoryError):
        SolitaireWidget(code=CODE, save_to=tmp_path, overwrite=True)


def test_the_clock_request_answers_the_time_now(tmp_path: Path) -> None:
    w = SolitaireWidget(code=CODE)
    replies: list[dict] = []
    w.send = replies.append  # type: ignore[method-assign]
    w.game.play("7♣ c1")
    published = w.state["time"]["elapsed"]
    w._session.clock.start -= 600  # ten minutes pass without a move: the state trait still says `published`
    w._on_custom_msg(w, {"kind": "clock", "id": "v1:1"}, [])
    assert replies[-1]["status"] == "done" and replies[-1]["time"]["elapsed"] >= published + 600
    assert w.state["time"]["elapsed"] == published  # asking the time changes nothing

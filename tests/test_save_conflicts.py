"""Saves that never overwrite another kernel's game: a widget whose first save failed, real processes
racing saves on one file, kill -9 in the middle of autosaving, and resume_or_new on damaged files and
links (several kernels at once)."""

from __future__ import annotations

import json
import logging
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from rsol_widget import Game, Record, SolitaireWidget, i18n

CODE = "RU1-C-AAAAAAA"  # legal at the start: 7♣ c1, 5♣ c2, J♠ c5, 8♣ c6, 9♦ c7
OTHER = "RU1-C-AAAAABB"


def test_a_widget_whose_first_save_failed_never_overwrites_a_file_written_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's recipe: ``new/`` does not exist when ``a`` is made, then ``b`` takes the file."""
    monkeypatch.chdir(tmp_path)
    a = SolitaireWidget(code=CODE, save_to="new/g.json")
    assert a.save_error is not None
    Path("new").mkdir()
    b = SolitaireWidget(code=OTHER, save_to="new/g.json")
    b.game.play(b.game.legal_moves()[0])
    a.game.play("7♣ c1")
    record = Record.load("new/g.json")
    assert record.code == OTHER and record.played == [Record.from_game(b.game).played[0]]  # b's game stays
    assert a.save_error == i18n.text("en", "error.save.taken_over", path="new/g.json")  # and a says so
    assert b.save_error is None
    a.lang = "ro"
    assert a.save_error == i18n.text("ro", "error.save.taken_over", path="new/g.json")
    a.close()
    b.close()


def test_a_save_into_a_missing_folder_says_why_in_the_players_language(tmp_path: Path) -> None:
    path = tmp_path / "missing" / "g.json"
    w = SolitaireWidget(code=CODE, save_to=path, lang="ro")
    assert w.save_error == i18n.text("ro", "error.os.file", path=path, reason=i18n.text("ro", "error.os.missing"))
    w.close()


def test_a_resumed_file_written_by_someone_else_before_the_first_save_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    SolitaireWidget(code=CODE, save_to=path).close()
    first = SolitaireWidget.resume(path)
    other = Game.from_code(OTHER)
    Record.from_game(other).save(path)  # another program writes it
    first.game.play("7♣ c1")
    assert Record.load(path).code == OTHER and first.save_error is not None
    first.close()


RACER = """
import json, sys
from rsol_widget import SolitaireWidget
who, moves = int(sys.argv[1]), int(sys.argv[2])

def line(w):
    return [str(m) for m in w.game.move_stack]

for command in sys.stdin:
    if not command.startswith("round "):
        break
    path = command.split(" ", 1)[1].strip()
    w = SolitaireWidget.resume(path)
    print("ready", flush=True)
    sys.stdin.readline()  # go
    acks, refused = ([line(w)] if w.save_error is None else []), 0
    for _ in range(moves):
        if w.save_error is not None:  # the other kernel wrote it: the player resumes the file again
            refused += 1
            w.close()
            w = SolitaireWidget.resume(path)
        else:
            legal = w.game.legal_moves()
            if not legal:
                break
            w.game.play(legal[0] if who == 0 else legal[-1])
        if w.save_error is None:
            acks.append(line(w))
    w.close()
    print(json.dumps({"acks": acks, "refused": refused}), flush=True)
"""


def race(tmp_path: Path, rounds: int, moves: int) -> dict[str, int]:
    """Two processes resume one file and play on it as fast as they can, resuming it again whenever
    their save is refused. Every save a process was told succeeded must still be in the file's line
    at the end (an overwritten save would have been replaced by a line without it)."""
    racers = [
        subprocess.Popen(
            [sys.executable, "-c", RACER, str(who), str(moves)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            stderr=subprocess.DEVNULL,
        )
        for who in (0, 1)
    ]
    figures = {"rounds": rounds, "acknowledged": 0, "refused": 0, "overwritten": 0, "contested": 0}
    try:
        for r in range(rounds):
            path = tmp_path / f"round-{r}.json"
            Record.from_game(Game.from_code("RU1-R-AAAAAAA")).save(path)
            for p in racers:
                assert p.stdin is not None
                p.stdin.write(f"round {path}\n")
                p.stdin.flush()
            for p in racers:
                assert p.stdout is not None and p.stdout.readline().strip() == "ready"
            for p in racers:
                assert p.stdin is not None
                p.stdin.write("go\n")
                p.stdin.flush()
            results = [json.loads(p.stdout.readline()) for p in racers if p.stdout is not None]
            final = [str(m) for m in Record.load(path).validate().move_stack]
            for result in results:
                figures["acknowledged"] += len(result["acks"])
                figures["refused"] += result["refused"]
                figures["overwritten"] += sum(final[: len(ack)] != ack for ack in result["acks"])
            figures["contested"] += all(result["refused"] for result in results)
    finally:
        for p in racers:
            if p.stdin is not None:
                p.stdin.close()
            p.wait(30)
    return figures


def test_two_processes_racing_saves_on_one_file_never_overwrite_silently(tmp_path: Path) -> None:
    rounds = int(os.environ.get("RSOL_RACE_ROUNDS", "12"))
    figures = race(tmp_path, rounds, moves=25)
    print("two-process save race:", figures)
    assert figures["overwritten"] == 0, figures
    assert figures["refused"] > 0, f"the two processes never met: {figures}"


AUTOSAVER = """
import sys
from rsol_widget import SolitaireWidget
w = SolitaireWidget(code="RU1-R-AAAAAAA", save_to=sys.argv[1], overwrite=True)
print("ready", flush=True)
while True:
    for move in ("8♠ c6", "8♠ c3"):
        w.game.play(move)
        if w.save_error is not None:
            print("error", w.save_error, flush=True)
            raise SystemExit(1)
        print(w.game.moves, flush=True)  # acknowledged: the record on disk has this move
        if len(w.game.move_stack) >= 4000:
            w.new_game(code="RU1-R-AAAAAAA")
"""


def test_kill_9_while_autosaving_damages_no_file_and_loses_no_acknowledged_move(tmp_path: Path) -> None:
    path = tmp_path / "current-game.json"
    rng = random.Random(24)
    kills, lost = int(os.environ.get("RSOL_KILLS", "8")), 0
    for _ in range(kills):
        proc = subprocess.Popen([sys.executable, "-c", AUTOSAVER, str(path)], stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.1, 0.5))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        printed = proc.stdout.read().split("\n")
        acked = [int(n) for n in printed if n.isdigit()]
        record = Record.load(path)  # never damaged
        assert record.moves is not None
        lost += bool(acked) and record.moves < acked[-1]  # (a new game after 4,000 moves restarts the count)
        w = SolitaireWidget.resume(path)  # the dead writer's lock and temporary file are no obstacle
        assert w.save_error is None
        w.close()
        assert not list(tmp_path.glob(".*.tmp"))
    print(f"kill -9 during autosave: {kills} kills, 0 damaged files, {lost} acknowledged moves lost")
    assert lost == 0


def test_damaged_files_set_aside_within_one_second_are_all_kept(tmp_path: Path) -> None:
    path = tmp_path / "current-game.json"
    damaged = [f'{{"format": "rsol_widget.record", "damaged": {n}' for n in range(3)]
    for text in damaged:
        path.write_text(text)
        SolitaireWidget.resume_or_new(path, stats=False, picture=False).close()
    asides = sorted(tmp_path.glob("current-game.damaged-*.json"))
    assert sorted(p.read_text() for p in asides) == sorted(damaged)
    assert Record.load(path).code.startswith("RU1-C-")  # the new game


def test_a_dangling_link_at_the_current_game_path_creates_nothing_outside_the_data_folder(tmp_path: Path) -> None:
    data, outside = tmp_path / "data", tmp_path / "elsewhere"
    data.mkdir()
    outside.mkdir()
    path = data / "current-game.json"
    path.symlink_to(outside / "planted.json")
    w = SolitaireWidget.resume_or_new(path, stats=False, picture=False)
    w.game.play(w.game.legal_moves()[0])
    assert w.save_error is None and list(outside.iterdir()) == []
    assert not path.is_symlink() and len(Record.load(path).played) == 1
    w.close()


STARTER = """
import sys
from rsol_widget import SolitaireWidget
print("ready", flush=True)
sys.stdin.readline()
w = SolitaireWidget.resume_or_new(sys.argv[1], stats=False, picture=False)
print(w.game.code, w.save_error, flush=True)
w.close()
"""


def test_kernels_starting_at_once_on_a_damaged_file_all_start_and_keep_it(tmp_path: Path) -> None:
    """Three processes run resume_or_new on one damaged file at the same moment, over several rounds."""
    for r in range(int(os.environ.get("RSOL_START_ROUNDS", "4"))):
        folder = tmp_path / f"round-{r}"
        folder.mkdir()
        path = folder / "current-game.json"
        path.write_text('{"format": "rsol_widget.record", "version": 2, "code": ')
        starters = [
            subprocess.Popen(
                [sys.executable, "-c", STARTER, str(path)],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                text=True,
            )
            for _ in range(3)
        ]
        for p in starters:
            assert p.stdout is not None and p.stdout.readline().strip() == "ready"
        for p in starters:
            assert p.stdin is not None
            p.stdin.write("go\n")
            p.stdin.flush()
        outcomes = [p.communicate(timeout=60) for p in starters]
        for p, (out, err) in zip(starters, outcomes, strict=True):
            assert p.returncode == 0, err
            _code, error = out.split(" ", 1)
            assert error.strip() == "None", out  # each started, resuming the game another one dealt
        asides = list(folder.glob("current-game.damaged-*.json"))
        assert len(asides) == 1 and asides[0].read_text().endswith('"code": ')
        assert Record.load(path).code in {out.split(" ", 1)[0] for out, _ in outcomes}


def test_past_the_cap_autosave_says_so_once_in_the_players_language(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    from rsol_widget.record import MAX_ENTRIES

    path = tmp_path / "long.json"
    w = SolitaireWidget(code="RU1-R-AAAAAAA", save_to=path, lang="ro")
    g = w.game
    listeners = g.listeners[:]
    g.listeners.clear()
    for i in range(MAX_ENTRIES):
        g.play("8♠ c6" if i % 2 == 0 else "8♠ c3")
    g.listeners.extend(listeners)
    caplog.set_level(logging.WARNING, logger="rsol_widget.widget")
    for i in range(20):
        g.play("8♠ c6" if (MAX_ENTRIES + i) % 2 == 0 else "8♠ c3")
    warnings = [r for r in caplog.records if "could not save" in r.getMessage()]
    assert len(warnings) == 1
    assert w.save_error == i18n.text("ro", "error.save.too_many", limit=MAX_ENTRIES)
    w.lang = "en"
    assert w.save_error == i18n.text("en", "error.save.too_many", limit=MAX_ENTRIES)
    for _ in range(3):
        g.undo()
    assert w.save_error is not None  # still past the cap
    w.new_game(code=CODE)  # not stopped for good: the next game saves again
    assert w.save_error is None and Record.load(path).code == CODE
    w.close()


def _a_folder(path: Path) -> None:
    path.mkdir()
    (path / "inside.txt").write_text("kept")


NOT_A_FILE = {
    "a folder": _a_folder,
    "a fifo": lambda path: os.mkfifo(path),
    "a link to a folder": lambda path: path.symlink_to(path.parent / "elsewhere", target_is_directory=True),
    "a link to /dev/zero": lambda path: path.symlink_to("/dev/zero"),
    "a link to itself": lambda path: path.symlink_to(path.name),
    "a link to a fifo": lambda path: (os.mkfifo(path.parent / "pipe"), path.symlink_to("pipe")),
}


@pytest.mark.parametrize("kind", sorted(NOT_A_FILE))
def test_something_that_is_not_a_file_at_the_saved_games_path_is_set_aside_and_play_goes_on(
    tmp_path: Path, kind: str, caplog: pytest.LogCaptureFixture
) -> None:
    data = tmp_path / "d"
    (data / "elsewhere").mkdir(parents=True)
    path = data / "current-game.json"
    NOT_A_FILE[kind](path)
    before = {p.name for p in data.iterdir()}
    with caplog.at_level(logging.WARNING, logger="rsol_widget.widget"):
        w = SolitaireWidget.resume_or_new(path, stats=False, picture=False)
    w.game.play(w.game.legal_moves()[0])
    assert w.save_error is None and Record.load(path).played == Record.from_game(w.game).played
    w.close()
    asides = [p for p in data.iterdir() if p.name.startswith("current-game.damaged-")]
    assert len(asides) == 1 and os.path.lexists(asides[0])  # kept, under a new name, as it was
    after = {p.name for p in data.iterdir() if p not in asides and not p.name.startswith(".")}
    assert after == before | {"current-game.json"}
    if kind == "a folder":
        assert (asides[0] / "inside.txt").read_text() == "kept"
    assert any("kept it as current-game.damaged-" in r.getMessage() for r in caplog.records)
    assert list((data / "elsewhere").iterdir()) == [] and not Path("/.lock").exists()


SHOWER = """
import sys, time
from rsol_widget import SolitaireWidget

class Watched(SolitaireWidget):
    def _show_state(self, state):
        super()._show_state(state)  # the state is on its way to the page
        if state["moves"] == int(sys.argv[2]):
            print("shown", state["moves"], flush=True)
            time.sleep(30)  # killed here, between publishing the move and anything after it

w = Watched(code="RU1-R-AAAAAAA", save_to=sys.argv[1], overwrite=True)
for move in ("8♠ c6", "8♠ c3") * int(sys.argv[2]):
    w.game.play(move)
print("not shown", flush=True)
"""


def test_kill_9_right_after_a_move_is_shown_loses_no_move_the_page_saw(tmp_path: Path) -> None:
    """The page never sees a state a kill at that moment would lose: the move is saved before it is shown."""
    path = tmp_path / "current-game.json"
    kills, lost = int(os.environ.get("RSOL_SHOWN_KILLS", "5")), 0
    for k in range(kills):
        Record.from_game(Game.from_code("RU1-R-AAAAAAA")).save(path)
        proc = subprocess.Popen(
            [sys.executable, "-c", SHOWER, str(path), str(k + 1)], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None
        shown = proc.stdout.readline().split()
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert shown[0] == "shown", shown
        lost += max(0, int(shown[1]) - (Record.load(path).moves or 0))
    print(f"kill -9 right after a move was shown: {kills} kills, {lost} shown moves lost")
    assert lost == 0


def test_one_game_two_boards_the_second_takes_it_over_and_the_first_is_told_at_its_next_gesture(
    tmp_path: Path,
) -> None:
    from widget_client import Client

    path = tmp_path / "current-game.json"
    SolitaireWidget(code=CODE, save_to=path).close()
    a, b = (Client(SolitaireWidget.resume_or_new(path, stats=False, picture=False, lang=lang)) for lang in ("en", "ro"))
    assert a.ask("move", card="7♣", dest=0)["status"] == "done"  # the first board plays: the file is its
    refused = b.ask("move", card="J♠", dest=4)  # the second board's next gesture: refused, nothing moves
    assert refused["status"] == "refused" and refused["reason"] == "elsewhere"
    assert refused["message"] == i18n.text("ro", "page.elsewhere_refused") and str(tmp_path) not in refused["message"]
    assert b.w.elsewhere == {"kind": "moved", "back": False} and b.w.game.moves == 0
    assert b.ask("new_game", rule="classic")["status"] == "refused" and b.w.game.code == CODE  # no way round it
    assert b.ask("elsewhere", choice="here")["status"] == "done"  # play it here: the saved game, as it is now
    assert b.w.elsewhere == {} and b.w.save_error is None and [str(m) for m in b.w.game.move_stack] == ["7♣ c1"]
    refused = a.ask("move", card="J♠", dest=4)  # the first board, at its next gesture: the game moved
    assert refused["reason"] == "elsewhere" and a.w.elsewhere == {"kind": "moved", "back": True}
    assert a.w.game.moves == 1 and Record.load(path).moves == 1
    assert b.ask("move", card="J♠", dest=4)["status"] == "done" and Record.load(path).moves == 2
    assert a.ask("elsewhere", choice="here")["status"] == "done"  # take it back: with the other board's move
    assert a.w.game.moves == 2 and a.w.elsewhere == {}
    assert b.ask("undo")["reason"] == "elsewhere"
    assert b.ask("elsewhere", choice="new")["status"] == "done"  # start another game, kept apart
    other = tmp_path / "current-game-2.json"
    assert b.w.save_path == other and Record.load(other).moves == 0 and Record.load(path).moves == 2
    assert b.w.elsewhere == {}
    undone = a.ask("undo")
    assert undone["status"] == "done" and len(Record.load(path).played) == 1, undone  # the undo is saved
    a.w.close()
    b.w.close()


def test_a_board_with_moves_the_file_lacks_keeps_its_game_apart_when_asked(tmp_path: Path) -> None:
    from widget_client import Client

    path = tmp_path / "current-game.json"
    SolitaireWidget(code=CODE, save_to=path).close()
    a, b = (Client(SolitaireWidget.resume_or_new(path, stats=False, picture=False)) for _ in range(2))
    a.w.game.play("7♣ c1")
    b.w.game.play("J♠ c5")  # from a cell: played here, not saved (the file is the other board's now)
    assert b.w.elsewhere == {"kind": "held", "back": False} and b.w.save_error is not None
    assert Record.load(path).played == Record.from_game(a.w.game).played  # nothing overwritten
    assert b.ask("elsewhere", choice="apart")["status"] == "done"
    assert b.w.elsewhere == {} and b.w.save_error is None
    kept = Record.load(tmp_path / "current-game-2.json")
    assert [e.move for e in kept.played] == list(b.w.game.move_stack)  # this board's line, kept
    assert Record.load(path).played == Record.from_game(a.w.game).played  # the other board's, untouched
    a.w.close()
    b.w.close()

"""Statistics under real faults: two writing processes, writers killed with SIGKILL, damaged and
hostile files, a read-only folder and a full disk. None of them may stop the game or lose a game
that was recorded; a damaged file is set aside, never overwritten, never deleted."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from rsol_widget import SolitaireWidget, examples
from rsol_widget.stats import Statistics

C1, C2 = "RU1-C-AAAAAAA", "RU1-C-AAAAABB"
ROOT = Path(__file__).resolve().parent.parent
OLD = {"format": "rsol_widget.statistics", "version": 1}


def run_python(code: str, *args: str) -> subprocess.Popen[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(code), *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


WRITER = """
    import sys, time
    from rsol_widget.stats import Statistics
    path, code, games, start = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    stats = Statistics.load(path)
    print("ready", flush=True)
    while time.time() < start:
        time.sleep(0.001)
    for i in range(games):
        stats.started(code)
        if i % 4:  # three games in four are won, the fourth is replaced unfinished
            stats.finished(code, seconds=10.0 + i, moves=95, score=625)
        else:
            stats.abandoned(code)
        print("ack", i, flush=True)
"""


def test_two_processes_recording_400_games_each_add_up_exactly(tmp_path: Path) -> None:
    path, games = tmp_path / "s.sqlite3", 400
    start = str(time.time() + 1.5)
    writers = [run_python(WRITER, str(path), code, str(games), start) for code in (C1, C2)]
    outputs = [w.communicate(timeout=300) for w in writers]
    assert [w.returncode for w in writers] == [0, 0], [err for _, err in outputs]
    s = Statistics.load(path).summary("classic")
    assert (s["played"], s["won"]) == (2 * games, 2 * games * 3 // 4)
    assert s["best_time"] == 11.0 and s["fewest_moves"] == 95


WIDGET_PLAYER = """
    import sys
    from rsol_widget import SolitaireWidget, examples
    path, games = sys.argv[1], int(sys.argv[2])
    record = examples.load("example-game")
    w = SolitaireWidget(code=record.code, stats=path)
    for _ in range(games):
        w.new_game(code=record.code)
        for entry in record.played:
            w.game.play(entry.move)
        assert w.game.won and w.statistics["error"] is None, w.statistics
    print("done", flush=True)
"""


def test_two_widgets_in_two_processes_count_every_game(tmp_path: Path) -> None:
    path, games = tmp_path / "s.sqlite3", 50
    players = [run_python(WIDGET_PLAYER, str(path), str(games)) for _ in range(2)]
    outputs = [p.communicate(timeout=300) for p in players]
    assert [p.returncode for p in players] == [0, 0], [err for _, err in outputs]
    s = Statistics.load(path).summary("classic")
    assert (s["played"], s["won"]) == (2 * games, 2 * games)


RESUME_AND_WIN = """
    import sys, time
    from rsol_widget import SolitaireWidget, examples
    save, stats, start = sys.argv[1], sys.argv[2], float(sys.argv[3])
    w = SolitaireWidget.resume(save, stats=stats, save_to=None)
    while time.time() < start:
        time.sleep(0.001)
    for entry in examples.load("example-game").played[1:]:
        w.game.play(entry.move)
    assert w.game.won and w.statistics["error"] is None, w.statistics
    print("won", flush=True)
"""


def test_one_game_resumed_in_two_processes_and_won_in_both_counts_once(tmp_path: Path) -> None:
    save, path = tmp_path / "current.json", tmp_path / "s.sqlite3"
    record = examples.load("example-game")
    w = SolitaireWidget(code=record.code, stats=path, save_to=save)
    w.game.play(record.played[0].move)
    w.close()
    start = str(time.time() + 1.5)
    kernels = [run_python(RESUME_AND_WIN, str(save), str(path), start) for _ in range(2)]
    outputs = [k.communicate(timeout=120) for k in kernels]
    assert [out for out, _ in outputs] == ["won\n", "won\n"], [err for _, err in outputs]
    s = Statistics.load(path).summary("classic")
    assert (s["played"], s["won"], s["current_streak"]) == (1, 1, 1)


OPEN_DAMAGED = """
    import sys, time
    from rsol_widget import SolitaireWidget, examples
    stats, start = sys.argv[1], float(sys.argv[2])
    while time.time() < start:
        time.sleep(0.0005)
    w = SolitaireWidget(code="RU1-C-AAAAAAA", stats=stats)
    w.game.play("7♣ c1")
    print(w.statistics["reason"], flush=True)
"""


def test_kernels_starting_at_once_on_a_damaged_file_all_play_and_keep_it_once(tmp_path: Path) -> None:
    path, damaged = tmp_path / "s.sqlite3", b"damaged statistics " * 100
    path.write_bytes(damaged)
    start = str(time.time() + 2.0)
    kernels = [run_python(OPEN_DAMAGED, str(path), start) for _ in range(3)]
    outputs = [k.communicate(timeout=120) for k in kernels]
    assert [k.returncode for k in kernels] == [0, 0, 0], [err for _, err in outputs]
    assert files_with(tmp_path, damaged) == list(tmp_path.glob("s.damaged-*.sqlite3"))  # kept once, as it was
    assert len(files_with(tmp_path, damaged)) == 1
    assert Statistics.load(path).summary("classic")["played"] == 3  # one store, every game counted


KILLED = """
    import sys
    from rsol_widget.stats import Statistics
    stats = Statistics.load(sys.argv[1])
    print("ready", flush=True)
    i = 0
    while True:
        stats.finished(sys.argv[2], seconds=5.0, moves=95, score=625, game=stats.started(sys.argv[2]))
        i += 1
        print("ack", i, flush=True)
"""


def test_writers_killed_at_random_moments_lose_no_recorded_game(tmp_path: Path) -> None:
    path, rng, acked, kills = tmp_path / "s.sqlite3", random.Random(24), 0, 25
    for _ in range(kills):
        writer = run_python(KILLED, str(path), C1)
        assert writer.stdout is not None and writer.stdout.readline() == "ready\n"
        time.sleep(rng.uniform(0.0, 0.15))
        writer.send_signal(signal.SIGKILL)
        out, _ = writer.communicate(timeout=60)
        acked += sum(line.startswith("ack") for line in out.splitlines())
        s = Statistics.load(path).summary("classic")  # the file loads after every kill
        assert s["played"] >= s["won"] >= acked, (s, acked)
    s = Statistics.load(path).summary("classic")
    assert acked <= s["won"] <= s["played"] <= acked + kills
    left = sorted(p.name for p in tmp_path.iterdir() if p.name not in {"s.sqlite3", "s.sqlite3-wal", "s.sqlite3-shm"})
    assert left == [], left  # no temporary file left behind


# ---------------------------------------------------------------------- damaged and hostile files
def good_store(path: Path) -> bytes:
    stats = Statistics.load(path)
    for code in (C1, C2):
        stats.finished(code, seconds=5.0, moves=95, score=625, game=stats.started(code))
    stats.close()  # the journal is folded into the file
    return path.read_bytes()


def sql(*statements: str) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        good_store(path)
        conn = sqlite3.connect(path)
        for statement in statements:
            conn.execute(statement)
        conn.commit()
        conn.close()

    return make


def raw(data: bytes) -> Callable[[Path], None]:
    return lambda path: path.write_bytes(data)


def truncated(size: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        data = good_store(path)
        path.write_bytes(data[:size])

    return make


def scribbled(offset: int, junk: bytes) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        data = bytearray(good_store(path))
        data[offset : offset + len(junk)] = junk
        path.write_bytes(bytes(data))

    return make


def old_json(text: str) -> Callable[[Path], None]:
    return raw(text.encode())


def deep_json(path: Path) -> None:
    path.write_text("[" * 100_000 + "]" * 100_000)


def fifo(path: Path) -> None:
    os.mkfifo(path)


def link_to(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def old_rules(**classic: object) -> str:
    return json.dumps({**OLD, "rules": {"classic": classic}})


STORE_DAMAGE: dict[str, Callable[[Path], None]] = {
    "one byte": raw(b"x"),
    "garbage": raw(bytes(random.Random(1).randrange(256) for _ in range(3000))),
    "header only": raw(b"SQLite format 3\x00"),
    "json text": old_json(old_rules(played=1)),
    "huge int json": old_json(old_rules(best_time=10**400)),
    "utf-16": raw("statistics".encode("utf-16")),
    "truncated 100": truncated(100),
    "truncated 1024": truncated(1024),
    "truncated 5000": truncated(5000),
    "scribbled header": scribbled(16, b"\xff\xff\xff\xff"),
    "scribbled page 2": scribbled(4096 + 8, b"\xde\xad\xbe\xef" * 64),
    "scribbled page 3": scribbled(2 * 4096, b"\x00" * 4096),
    "won above played": sql("UPDATE totals SET won = played + 1"),
    "streak above best": sql("UPDATE totals SET current_streak = best_streak + 5"),
    "count above 2**53": sql(f"UPDATE totals SET played = {2**53 + 1}"),
    "count of 2**63-1": sql(f"UPDATE totals SET played = {2**63 - 1}"),
    "real count": sql("UPDATE totals SET played = 1e300"),
    "text count": sql("UPDATE totals SET won = 'lots'"),
    "blob count": sql("UPDATE totals SET played = x'00ff'"),
    "negative count": sql("UPDATE totals SET won = -1"),
    "negative best": sql("UPDATE totals SET best_time = -5"),
    "text best": sql("UPDATE totals SET best_score = 'top'"),
    "unknown version": sql("UPDATE meta SET value = 'x' WHERE key = 'version'"),
    "no totals": sql("DROP TABLE totals"),
    "no games": sql("DROP TABLE games"),
    "a trigger": sql("CREATE TRIGGER t AFTER UPDATE ON totals BEGIN UPDATE totals SET won = won + 100; END"),
    "other format": sql("UPDATE meta SET value = 'other' WHERE key = 'format'"),
    "newer version": sql("UPDATE meta SET value = '99' WHERE key = 'version'"),
    "another program's database": lambda p: sqlite3.connect(p).execute("CREATE TABLE songs (t)").connection.commit(),
    "a folder": lambda p: p.mkdir(),
    "a fifo": fifo,
    "a link to nothing": link_to("/nonexistent-rsol/statistics.sqlite3"),
    "a link to /dev/zero": link_to("/dev/zero"),
    "a link to a folder": link_to("/"),
}
OLD_DAMAGE: dict[str, Callable[[Path], None]] = {
    "empty": raw(b""),
    "open brace": old_json("{"),
    "not utf-8": raw(b"\xff\xfe\x00{"),
    "null": old_json("null"),
    "a list": old_json("[1, 2]"),
    "other format": old_json('{"format": "other"}'),
    "version 9": old_json(json.dumps({**OLD, "version": 9, "rules": {}})),
    "rules a list": old_json(json.dumps({**OLD, "rules": []})),
    "rule a number": old_json(json.dumps({**OLD, "rules": {"classic": 3}})),
    "huge int": old_json(old_rules(played=10**400)),
    "huge best": old_json(old_rules(played=1, won=1, best_streak=1, best_time=10**400)),
    "too many digits": old_json(
        '{"format": "rsol_widget.statistics", "version": 1, "rules": {"classic": {"won": 1' + "0" * 5000 + "}}}"
    ),
    "infinity": old_json(old_rules(played=1, won=1, best_streak=1, best_time=1e999)),
    "nan": old_json(old_rules(played=1, won=1, best_streak=1, best_time=float("nan"))),
    "negative": old_json(old_rules(won=-1)),
    "won above played": old_json(old_rules(played=1, won=3, best_streak=3)),
    "streak above best": old_json(old_rules(played=9, won=5, current_streak=4, best_streak=2)),
    "above 2**53": old_json(old_rules(played=2**53 + 1)),
    "a string count": old_json(old_rules(played="7")),
    "a bool count": old_json(old_rules(played=True)),
    "a best without a win": old_json(old_rules(played=2, fewest_moves=90)),
    "bad unfinished": old_json(json.dumps({**OLD, "rules": {}, "unfinished": "XX"})),
    "deep nesting": deep_json,
    "too large": raw(b" " * 200_000 + b"{}"),
    "a folder": lambda p: p.mkdir(),
    "a fifo": fifo,
}
assert len(STORE_DAMAGE) + len(OLD_DAMAGE) >= 48


def survives(stats: Path, save: Path) -> SolitaireWidget:
    """A widget on ``stats`` plays, publishes and autosaves; returns it for more checks."""
    w = SolitaireWidget(code=C1, stats=stats, save_to=save, overwrite=True)
    seq = w.state["seq"]
    w.game.play("7♣ c1")
    assert w.state["seq"] > seq and w.state["last"] == "7♣ c1"
    assert json.loads(save.read_text())["moves"] == 1
    assert isinstance(w.statistics.get("error"), (str, type(None)))
    w.new_game(code=C2)
    assert w.game.code == C2 and json.loads(save.read_text())["code"] == C2
    return w


def files_with(folder: Path, data: bytes) -> list[Path]:
    return [p for p in folder.iterdir() if p.is_file() and not p.is_symlink() and p.read_bytes() == data]


@pytest.mark.parametrize("kind", sorted(STORE_DAMAGE))
def test_a_damaged_store_never_stops_the_game(tmp_path: Path, kind: str) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "s.sqlite3"
    STORE_DAMAGE[kind](path)
    before = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    w = survives(path, tmp_path / "g.json")
    view = w.statistics
    assert view["error"] is not None and view["reason"] is not None
    if before is not None:
        assert files_with(folder, before), "the damaged file is kept, byte for byte"
    w.close()
    resumed = SolitaireWidget.resume_or_new(tmp_path / "g.json", stats=path, picture=False)
    resumed.game.play(resumed.game.legal_moves()[0])
    resumed.close()
    assert not Path("/nonexistent-rsol").exists()


@pytest.mark.parametrize("kind", sorted(OLD_DAMAGE))
def test_a_damaged_old_json_file_never_stops_the_game(tmp_path: Path, kind: str) -> None:
    path = tmp_path / "statistics.json"
    OLD_DAMAGE[kind](path)
    before = path.read_bytes() if path.is_file() else None
    w = survives(path, tmp_path / "g.json")
    if before is not None:
        assert w.statistics["reason"] == "set_aside" and files_with(tmp_path, before)
    assert Statistics.load(path).summary("classic")["played"] == 1  # new statistics count the game played
    w.close()
    resumed = SolitaireWidget.resume_or_new(tmp_path / "current.json", stats=path, picture=False)
    resumed.close()


def test_a_huge_integer_gives_a_statistics_error_not_overflow(tmp_path: Path) -> None:
    from rsol_widget.stats import StatisticsError

    path = tmp_path / "statistics.json"
    path.write_text(old_rules(played=3, won=1, best_streak=1, best_time=10**400))
    with pytest.raises(StatisticsError):
        Statistics.load(path)
    w = SolitaireWidget.resume_or_new(tmp_path / "current.json", stats=path, picture=False)
    assert w.statistics["reason"] == "set_aside"
    w.close()


@pytest.mark.parametrize("hostile", ["garbage", "huge int json", "won above played"])
def test_a_file_going_hostile_while_a_widget_runs(tmp_path: Path, hostile: str) -> None:
    path, save = tmp_path / "s.sqlite3", tmp_path / "g.json"
    w = SolitaireWidget(code=C1, stats=path, save_to=save)
    w.game.play("7♣ c1")
    if hostile == "won above played":
        STORE_DAMAGE[hostile](tmp_path / "other.sqlite3")
        os.replace(tmp_path / "other.sqlite3", path)
    else:
        STORE_DAMAGE[hostile](path)  # written over in place
    damaged = path.read_bytes()
    w.new_game(code=C2)  # the unfinished game is abandoned: the store is read again
    assert w.game.code == C2 and w.state["code"] == C2 and json.loads(save.read_text())["code"] == C2
    move = w.game.legal_moves()[0]
    w.game.play(move)
    assert w.state["last"] == str(move) and json.loads(save.read_text())["moves"] == 1
    assert w.statistics["error"] is not None and files_with(tmp_path, damaged)
    w.close()


# ---------------------------------------------------------------------- links, read-only folders, full disks
def test_a_dangling_symlink_never_creates_a_file_outside_the_data_folder(tmp_path: Path) -> None:
    data, outside = tmp_path / "data", tmp_path / "outside"
    data.mkdir()
    outside.mkdir()
    (data / "statistics.sqlite3").symlink_to(outside / "stats.sqlite3")
    (data / "statistics.json").symlink_to(outside / "stats.json")
    w = SolitaireWidget.resume_or_new(tmp_path / "current.json", stats=data / "statistics.sqlite3", picture=False)
    w.game.play(w.game.legal_moves()[0])
    assert list(outside.iterdir()) == []
    assert w.statistics["reason"] == "not_a_file" and "statistics.sqlite3" in w.statistics["error"]
    w.close()


@pytest.fixture
def mounted(tmp_path: Path) -> Iterator[Callable[..., Path]]:
    """Mount a small tmpfs (root only); skip where mounting is not allowed."""
    mounts: list[Path] = []

    def mount(name: str, *options: str) -> Path:
        point = tmp_path / name
        point.mkdir()
        done = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", ",".join(("size=256k", *options)), "tmpfs", str(point)],
            capture_output=True,
            check=False,
        )
        if done.returncode != 0:
            pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
        mounts.append(point)
        return point

    yield mount
    for point in reversed(mounts):
        subprocess.run(["umount", "-l", str(point)], check=False)


def remount(point: Path, option: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{option}", str(point)], check=True)


def test_a_read_only_folder_never_stops_the_game(tmp_path: Path, mounted: Callable[..., Path]) -> None:
    folder = mounted("ro")
    good = good_store(folder / "s.sqlite3")
    remount(folder, "ro")
    for path in (folder / "s.sqlite3", folder / "new.sqlite3"):
        w = SolitaireWidget(code=C1, stats=path, save_to=tmp_path / "g.json", overwrite=True, lang="ro")
        w.game.play("7♣ c1")
        assert json.loads((tmp_path / "g.json").read_text())["moves"] == 1
        assert w.statistics["reason"] == "read_only", w.statistics
        assert w.statistics["error"].startswith("Statisticile nu sunt disponibile:")
        w.close()
    assert (folder / "s.sqlite3").read_bytes() == good and not (folder / "new.sqlite3").exists()


def test_a_full_disk_never_stops_the_game_and_loses_nothing_recorded(
    tmp_path: Path, mounted: Callable[..., Path]
) -> None:
    folder = mounted("full")
    path = folder / "s.sqlite3"
    good_store(path)
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as f:  # fill the disk to the last block
        try:
            while True:
                f.write(b"\0" * 512)
        except OSError:
            pass
    w = SolitaireWidget(code=C1, stats=path, save_to=tmp_path / "g.json")
    for _ in range(3):  # a few games while the disk is full
        w.game.play("7♣ c1")
        w.new_game(code=C1)
    assert w.statistics["reason"] == "disk_full", w.statistics
    assert json.loads((tmp_path / "g.json").read_text())["moves"] == 0
    filler.unlink()
    w.game.play("7♣ c1")  # room again: the next game counts
    assert w.statistics["error"] is None
    s = Statistics.load(path).summary("classic")
    assert s["won"] == 2 and s["played"] >= 3
    w.close()


def test_a_sound_store_begun_where_a_damaged_one_was_is_never_set_aside(tmp_path: Path) -> None:
    """The race CI found: one kernel sets the damaged file aside and another begins a sound store
    there; a third kernel's error, stamped with the file now at the path, must leave it in place."""
    from rsol_widget._stats_store import StoreError, set_aside

    path = tmp_path / "s.sqlite3"
    stats = Statistics.load(path)
    stats.started(C1)
    st = os.stat(path)
    late = StoreError("damaged", path, "found damaged a moment ago", (st.st_dev, st.st_ino))
    assert set_aside(late, lambda conn: None) is None
    assert list(tmp_path.glob("s.damaged-*")) == [] and Statistics.load(path).summary("classic")["played"] == 1
    path.write_bytes(b"damaged statistics " * 100)  # damaged now: set aside, byte for byte
    st = os.stat(path)
    aside = set_aside(StoreError("damaged", path, "damaged", (st.st_dev, st.st_ino)), lambda conn: None)
    assert aside is not None and aside.read_bytes() == b"damaged statistics " * 100 and not path.exists()

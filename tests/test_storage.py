"""Files on disk: atomic writes that keep links and permissions, capped reads that refuse non-files,
and real faults (a full file system, a read-only folder, kill -9 in the middle of saving)."""

from __future__ import annotations

import fcntl
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest
from faults import fill, read_only, small_tmpfs

from rsol_widget import Game, Record, RecordError
from rsol_widget._storage import (
    ANONYMOUS_TEMP_AGE,
    FileTooLarge,
    NotAFile,
    lock_path,
    locked,
    read_capped,
    remove_stale_temps,
    set_aside,
    write_atomic,
)
from rsol_widget.record import MAX_BYTES

CODE = "RU1-C-AAAAAAA"


def finishes(fn, timeout: float = 10.0) -> BaseException | None:
    """Run ``fn`` in a thread; fail if it does not end within ``timeout``; return what it raised."""
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            fn()
            outcome.append(None)
        except BaseException as exc:
            outcome.append(exc)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    t.join(timeout)
    assert not t.is_alive(), f"still running after {timeout} s"
    return outcome[0]


def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    exc = finishes(lambda: Record.load(fifo))
    assert isinstance(exc, RecordError) and "not a regular file" in str(exc) and "game.json" in str(exc)


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_is_refused_and_never_read_without_limit(device: str) -> None:
    exc = finishes(lambda: Record.load(device))
    assert isinstance(exc, RecordError) and "not a regular file" in str(exc)
    with pytest.raises(NotAFile):
        read_capped(device, 10)


def test_reads_stop_at_the_cap_whatever_the_size_claimed(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_BYTES + 1))
    with pytest.raises(RecordError, match="larger than"):
        Record.load(big)
    big.write_bytes(b"x" * 100)
    assert read_capped(big, 100) == b"x" * 100
    with pytest.raises(FileTooLarge):
        read_capped(big, 99)


def test_writing_through_a_symlink_writes_the_file_it_points_to(tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    link = tmp_path / "link.json"
    Record.from_game(Game.from_code(CODE)).save(real)
    link.symlink_to(real)
    g = Game.from_code(CODE)
    g.play("7♣ c1")
    Record.from_game(g).save(link)
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert Record.load(real).played[0].move == g.move_stack[0]


def test_an_existing_file_keeps_its_permissions(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    path.write_text("{}")
    path.chmod(0o640)
    Record.from_game(Game.from_code(CODE)).save(path)
    assert path.stat().st_mode & 0o777 == 0o640
    fresh = tmp_path / "new.json"
    write_atomic(fresh, "x")
    assert fresh.stat().st_mode & 0o777 == 0o666 & ~_umask()  # as open() would make it, not mkstemp's 0600


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_the_directory_is_flushed_after_the_rename(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    synced: list[bool] = []
    real_fsync = os.fsync

    def spy(fd: int) -> None:
        synced.append(os.path.isdir(f"/proc/self/fd/{fd}"))
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", spy)
    write_atomic(tmp_path / "x.json", "{}")
    assert synced == [False, True]  # the file's data, then the folder's entry


def dead_pid() -> int:
    """The id of a process that has ended (and been waited for)."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_leftover_temporary_files_are_removed(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    leftovers = [tmp_path / f".g.json.{dead_pid()}.abc123.tmp", tmp_path / ".g.json.zz.tmp"]
    for p in leftovers:
        p.write_text("half a rec")
    old = time.time() - ANONYMOUS_TEMP_AGE - 60
    os.utime(leftovers[1], (old, old))  # an older version's temporary file (no process id), long left
    other = tmp_path / ".other.json.abc.tmp"
    other.write_text("not ours")
    assert sorted(remove_stale_temps(path)) == sorted(leftovers)
    assert not any(p.exists() for p in leftovers) and other.exists()


def test_a_live_writers_temporary_file_is_never_removed(tmp_path: Path) -> None:
    """Another process is writing (its temporary file is there): taking the file over leaves it alone."""
    path = tmp_path / "g.json"
    writer = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        mine = tmp_path / f".g.json.{os.getpid()}.x1.tmp"
        theirs = tmp_path / f".g.json.{writer.pid}.x2.tmp"
        fresh = tmp_path / ".g.json.k1ll3d.tmp"  # no process id, but only just written
        for p in (mine, theirs, fresh):
            p.write_text("half a rec")
        assert remove_stale_temps(path) == []
        assert mine.exists() and theirs.exists() and fresh.exists()
    finally:
        writer.kill()
        writer.wait()
    assert remove_stale_temps(path) == [theirs]


def test_a_write_through_a_dangling_link_replaces_the_link_and_creates_nothing_elsewhere(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    data = tmp_path / "data"
    data.mkdir()
    link = data / "current-game.json"
    link.symlink_to(outside / "planted.json")
    write_atomic(link, "{}")
    assert not link.is_symlink() and link.read_text() == "{}"
    assert list(outside.iterdir()) == []


def test_set_aside_never_replaces_anything(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    asides = []
    for n in range(3):
        path.write_text(f"damaged {n}")
        asides.append(set_aside(path, "g.damaged-20260101-000000"))
    assert [p.name for p in asides] == [
        "g.damaged-20260101-000000.json",
        *(f"g.damaged-20260101-000000-{n}.json" for n in (2, 3)),
    ]
    assert [p.read_text() for p in asides] == ["damaged 0", "damaged 1", "damaged 2"] and not path.exists()
    with pytest.raises(FileNotFoundError):
        set_aside(path, "g.damaged")


def test_the_lock_keeps_other_processes_out_until_released(tmp_path: Path) -> None:
    path = tmp_path / "g.json"
    holder = """
import sys
from rsol_widget._storage import locked
with locked(sys.argv[1]):
    print("held", flush=True)
    sys.stdin.readline()
"""
    proc = subprocess.Popen([sys.executable, "-c", holder, str(path)], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdin is not None and proc.stdout is not None
    assert proc.stdout.readline().strip() == b"held"
    fd = os.open(lock_path(path), os.O_RDONLY)
    try:
        with pytest.raises(BlockingIOError):
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        proc.stdin.write(b"go\n")
        proc.stdin.flush()
        proc.wait()
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # released when the holder let go
    finally:
        os.close(fd)
    with locked(path):
        pass


def test_a_full_file_system_keeps_the_old_file_and_leaves_no_temp(tmp_path: Path) -> None:
    with small_tmpfs(tmp_path / "disk") as disk:
        path = disk / "g.json"
        g = Game.from_code(CODE)
        Record.from_game(g).save(path)
        before = path.read_bytes()
        filler = fill(disk)
        g.play("7♣ c1")
        with pytest.raises(OSError):
            Record.from_game(g, title="x" * 1500).save(path)
        assert path.read_bytes() == before and Record.load(path).code == CODE
        assert sorted(p.name for p in disk.iterdir()) == ["filler", "g.json"]
        filler.unlink()
        Record.from_game(g).save(path)
        assert len(Record.load(path).played) == 1


def test_a_read_only_folder_refuses_the_save_and_keeps_the_file(tmp_path: Path) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    path = folder / "g.json"
    Record.from_game(Game.from_code(CODE)).save(path)
    before = path.read_bytes()
    g = Game.from_code(CODE)
    g.play("7♣ c1")
    with read_only(folder):
        with pytest.raises(OSError):
            Record.from_game(g).save(path)
        assert path.read_bytes() == before
    assert [p.name for p in folder.iterdir()] == ["g.json"]


SAVER = """
import sys
from rsol_widget import Game, Record
path = sys.argv[1]
g = Game.from_code("RU1-R-AAAAAAA")
print("ready", flush=True)
while True:                                  # a shuttle: 8♠ to c6 and back, saved after each move
    for move in ("8♠ c6", "8♠ c3"):
        g.play(move)
        Record.from_game(g, title="t" * 1000).save(path)
        if len(g.move_stack) >= 4000:
            g = Game.from_code("RU1-R-AAAAAAA")
"""


def test_kill_9_while_saving_never_leaves_a_damaged_file(tmp_path: Path) -> None:
    """A process saving as fast as it can is killed at random moments; the file always loads."""
    path = tmp_path / "g.json"
    kills = int(os.environ.get("RSOL_KILLS", "8"))
    rng = __import__("random").Random(9)
    for _ in range(kills):
        proc = subprocess.Popen([sys.executable, "-c", SAVER, str(path)], stdout=subprocess.PIPE)
        assert proc.stdout is not None and proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.05, 0.4))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        record = Record.load(path)  # never damaged: either the old or the new record
        assert record.code == "RU1-R-AAAAAAA" and record.title == "t" * 1000
        remove_stale_temps(path)
        assert [p.name for p in tmp_path.iterdir()] == ["g.json"]

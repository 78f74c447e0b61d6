"""Files on disk: atomic writes and capped reads, for every file the library writes or reads.

A write goes to a temporary file beside the target, is flushed to disk, then renamed over the target
(and the directory is flushed too), so a crash or a full disk at any moment leaves either the old
file or the new one, never half of one. Writing through a symbolic link writes the file it points
to; a dangling link is replaced by the file itself, so a write never creates a file outside the
folder it names. An existing file keeps its permission bits. A temporary file's name carries its
writer's process id, and only the temporaries of writers that are no longer running are cleaned
up. A read refuses anything that is not a regular file (a FIFO, a device such as ``/dev/zero``) and
reads at most ``cap + 1`` bytes, whatever size the file claims to have.

:func:`locked` holds an advisory lock on a file (on a hidden ``.<name>.lock`` beside it) for writers
that must check what is there and replace it as one step with respect to other processes;
:func:`set_aside` moves a file to a name nobody has used, never replacing anything.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from collections.abc import Iterator
from os import PathLike
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - not on POSIX: writers are not serialised across processes
    fcntl = None  # type: ignore[assignment]

TEMP_SUFFIX = ".tmp"
LOCK_SUFFIX = ".lock"
ANONYMOUS_TEMP_AGE = 3600.0
"""Seconds after which a temporary file whose name carries no process id (an older version's) is stale."""


class FileTooLarge(OSError):
    """A file larger than the cap a reader accepts."""


class NotAFile(OSError):
    """A path that names something other than a regular file (a directory, a FIFO, a device)."""


def real_target(path: str | PathLike[str]) -> Path:
    """The file a write to ``path`` should replace: the end of its chain of symbolic links when that
    is a regular file, else the link itself (a link to nothing, to itself, to a folder, a device or a
    pipe is replaced, and nothing is ever created or locked where it points)."""
    resolved = Path(os.path.realpath(path))
    if os.path.islink(path) and not _regular(resolved):
        return Path(os.path.realpath(Path(path).parent)) / Path(path).name
    return resolved


def _regular(path: Path) -> bool:
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:  # missing, a loop, out of reach
        return False


def temp_prefix(target: Path) -> str:
    """The name prefix of the temporary files a write to ``target`` makes (hidden, beside it)."""
    return f".{target.name}."


def lock_path(path: str | PathLike[str]) -> Path:
    """The hidden file beside ``path``'s target that :func:`locked` locks."""
    target = real_target(path)
    return target.parent / f".{target.name}{LOCK_SUFFIX}"


@contextlib.contextmanager
def locked(path: str | PathLike[str]) -> Iterator[None]:
    """Hold the advisory lock of ``path`` for the block (waiting for another process's, or thread's).

    Every writer that checks a file before replacing it takes this lock around check and write, so
    no other such writer comes in between. Not re-entrant: don't nest two blocks on one file. Raises
    :class:`OSError` if the lock file can be neither created nor opened (a read-only folder, say).
    """
    if fcntl is None or not hasattr(fcntl, "flock"):  # Pyodide's fcntl has no flock: one process, no rival
        yield
        return
    where = lock_path(path)
    try:
        fd = os.open(where, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o666)
    except OSError as exc:
        if not where.is_file():
            raise
        try:
            fd = os.open(where, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
        except OSError:
            raise exc from None
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)  # closing releases the lock


def write_atomic(path: str | PathLike[str], data: str | bytes) -> None:
    """Replace the file at ``path`` by ``data`` (text is written as UTF-8), atomically.

    Raises :class:`OSError` (a full disk, a read-only directory, …); the old file is then untouched
    and no temporary file is left behind.
    """
    target = real_target(path)
    payload = data.encode("utf-8") if isinstance(data, str) else data
    try:
        mode = stat.S_IMODE(os.stat(target).st_mode)
    except FileNotFoundError:
        mode = 0o666 & ~_umask()
    fd, tmp = tempfile.mkstemp(prefix=f"{temp_prefix(target)}{os.getpid()}.", suffix=TEMP_SUFFIX, dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fchmod(f.fileno(), mode)
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _fsync_dir(target.parent)


def read_capped(path: str | PathLike[str], cap: int) -> bytes:
    """The bytes of the regular file at ``path``; :class:`FileTooLarge` past ``cap`` bytes.

    The file is opened without blocking (a FIFO cannot hang the reader) and checked to be a regular
    file before anything is read; at most ``cap + 1`` bytes are ever read.
    """
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotAFile(f"{path} is not a regular file")
        chunks, size = [], 0
        while size <= cap:
            chunk = os.read(fd, min(1 << 20, cap + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    finally:
        os.close(fd)
    if size > cap:
        raise FileTooLarge(f"{path} is larger than {cap} bytes")
    return b"".join(chunks)


def remove_stale_temps(path: str | PathLike[str]) -> list[Path]:
    """Delete the temporary files that interrupted writes to ``path`` left behind; return them.

    A temporary file is removed only if the process named in it is no longer running (or, for a
    name without a process id, if it is older than :data:`ANONYMOUS_TEMP_AGE`): the temporary file
    of a live writer, in this process or another, is never touched.
    """
    target = real_target(path)
    prefix = temp_prefix(target)
    removed: list[Path] = []
    try:
        names = os.listdir(target.parent)
    except OSError:
        return removed
    for name in names:
        if name.startswith(prefix) and name.endswith(TEMP_SUFFIX):
            leftover = target.parent / name
            if not _stale(leftover, name[len(prefix) :]):
                continue
            with contextlib.suppress(OSError):
                leftover.unlink()
                removed.append(leftover)
    return removed


def _stale(leftover: Path, rest: str) -> bool:
    """Whether a temporary file (``rest``: its name after the prefix) belongs to no running writer."""
    pid = rest.split(".", 1)[0]
    if pid.isdigit() and "." in rest:
        return not _running(int(pid))
    try:
        return time.time() - leftover.stat().st_mtime > ANONYMOUS_TEMP_AGE
    except OSError:
        return False


def _running(pid: int) -> bool:
    """Whether a process ``pid`` exists (this one included)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # it exists, but belongs to someone else
        return True
    return True


def set_aside(path: str | PathLike[str], stem: str) -> Path:
    """Move the file at ``path`` to a new name ``<stem>.json``, ``<stem>-2.json``, … beside it (the
    suffix is ``path``'s), one that nothing has: nothing is ever replaced. Returns the new path;
    raises :class:`FileNotFoundError` if there is no file at ``path`` any more."""
    source = Path(path)
    for n in range(1, 10_000):
        aside = source.with_name(f"{stem}{'' if n == 1 else f'-{n}'}{source.suffix}")
        try:
            os.link(source, aside, follow_symlinks=False)
        except FileExistsError:
            continue
        except OSError as exc:
            if exc.errno == errno.ENOENT or not source.exists():
                raise FileNotFoundError(errno.ENOENT, "no file to set aside", str(source)) from None
            return _set_aside_without_links(source, aside)
        os.unlink(source)
        _fsync_dir(source.parent)
        return aside
    raise FileExistsError(errno.EEXIST, "no free name to set the file aside under", str(source))


def _set_aside_without_links(source: Path, aside: Path) -> Path:
    """Where hard links are not allowed (a folder, some file systems): claim a free name by creating
    it (an empty folder for a folder), then rename over that."""
    stem, n = aside.stem, 1
    folder = source.is_dir() and not source.is_symlink()
    while True:
        try:
            if folder:
                os.mkdir(aside, 0o700)
            else:
                os.close(os.open(aside, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
        except FileExistsError:
            n += 1
            aside = aside.with_name(f"{stem}-x{n}{aside.suffix}")
            continue
        try:
            os.replace(source, aside)  # over the empty name just claimed (a folder only over an empty one)
        except BaseException:
            with contextlib.suppress(OSError):
                os.rmdir(aside) if folder else os.unlink(aside)
            raise
        _fsync_dir(source.parent)
        return aside


def _fsync_dir(directory: Path) -> None:
    """Flush a directory entry to disk (the rename itself); a no-op where directories can't be opened."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _umask() -> int:
    """The process's umask, read without changing it where the system allows."""
    try:
        with open("/proc/self/status", encoding="ascii") as f:
            for line in f:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError):
        pass
    mask = os.umask(0o022)  # the portable way: set and restore
    os.umask(mask)
    return mask


__all__ = [
    "FileTooLarge",
    "NotAFile",
    "lock_path",
    "locked",
    "read_capped",
    "real_target",
    "remove_stale_temps",
    "set_aside",
    "write_atomic",
]

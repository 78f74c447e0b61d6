"""Files on disk: atomic writes and capped reads, for every file the library writes or reads.

A write goes to a temporary file beside the target, is flushed to disk, then renamed over the target
(and the directory is flushed too), so a crash or a full disk at any moment leaves either the old
file or the new one, never half of one. Writing through a symbolic link writes the file it points
to; an existing file keeps its permission bits. A read refuses anything that is not a regular file
(a FIFO, a device such as ``/dev/zero``) and reads at most ``cap + 1`` bytes, whatever size the file
claims to have.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from os import PathLike
from pathlib import Path

TEMP_SUFFIX = ".tmp"


class FileTooLarge(OSError):
    """A file larger than the cap a reader accepts."""


class NotAFile(OSError):
    """A path that names something other than a regular file (a directory, a FIFO, a device)."""


def real_target(path: str | PathLike[str]) -> Path:
    """The file a write to ``path`` should replace: the end of its chain of symbolic links."""
    return Path(os.path.realpath(path))


def temp_prefix(target: Path) -> str:
    """The name prefix of the temporary files a write to ``target`` makes (hidden, beside it)."""
    return f".{target.name}."


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
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(target), suffix=TEMP_SUFFIX, dir=target.parent)
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

    Call it when taking a file over (no other writer is active then), not before each write.
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
            with contextlib.suppress(OSError):
                leftover.unlink()
                removed.append(leftover)
    return removed


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


__all__ = ["FileTooLarge", "NotAFile", "read_capped", "real_target", "remove_stale_temps", "write_atomic"]

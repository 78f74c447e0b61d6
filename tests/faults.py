"""Real faults for the tests: a full file system, a read-only folder (no mocks)."""

from __future__ import annotations

import contextlib
import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest


@contextlib.contextmanager
def small_tmpfs(where: Path, size_kb: int = 64) -> Iterator[Path]:
    """A tmpfs of ``size_kb`` mounted at ``where`` (needs root; skipped otherwise, failed under CI=true)."""
    where.mkdir(parents=True, exist_ok=True)
    with _mounted(["-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs"], where, "a tmpfs"):
        yield where


def fill(directory: Path) -> Path:
    """Fill the file system of ``directory`` to the last byte; returns the filler file (delete it to free)."""
    filler = directory / "filler"
    with open(filler, "wb", buffering=0) as f:
        for block in (4096, 1):
            with contextlib.suppress(OSError):
                while f.write(b"\0" * block):
                    pass
    return filler


@contextlib.contextmanager
def read_only(directory: Path) -> Iterator[Path]:
    """``directory`` made read-only; as root, permission bits do not stop writes, so a read-only
    bind mount is used instead (skipped where neither works, failed under CI=true)."""
    if os.geteuid() != 0:
        directory.chmod(0o555)
        try:
            yield directory
        finally:
            directory.chmod(0o755)
        return
    with _mounted(["--bind", "-o", "ro", str(directory)], directory, "a read-only mount"):
        yield directory


@contextlib.contextmanager
def _mounted(args: list[str], where: Path, what: str) -> Iterator[None]:
    """``mount ARGS WHERE`` for the block (skipped where mounting is not allowed, failed under CI=true)."""
    done = subprocess.run(["mount", *args, str(where)], capture_output=True)
    if done.returncode != 0:
        reason = f"cannot make {what} here: {done.stderr.decode(errors='replace').strip()}"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)

"""The file a widget keeps its game in: claiming it, replacing it only where this widget may, and
setting a damaged one aside.

A claim remembers the version of the file the widget may replace (``None``: there was no file). A
save takes the file's lock (:func:`rsol_widget._storage.locked`), checks that the file is still that
version (or gone), writes, and reads the new version's stamp before letting go of the lock, so no
other process's write can come in between and be taken for this widget's own. A widget whose first
save failed still knows what it claimed, so a file someone else writes later is never overwritten.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from ._storage import locked, real_target, remove_stale_temps, set_aside, write_atomic
from .errors import RecordError, SaveError
from .game import Game
from .record import Record

log = logging.getLogger(__name__)

Stamp = tuple[int, int, int]


class Claimed(os.PathLike[str]):
    """A save file already claimed: its ``path`` and the ``stamp`` of the version that may be replaced;
    ``holds_game``: that version already holds the game to show (resumed from it), so there is
    nothing to write until it changes."""

    def __init__(self, path: str | os.PathLike[str], stamp: Stamp | None, holds_game: bool = False) -> None:
        self.path = Path(path)
        self.stamp = stamp
        self.holds_game = holds_game

    def __fspath__(self) -> str:
        return os.fspath(self.path)

    def __repr__(self) -> str:
        return f"Claimed({str(self.path)!r}, {self.stamp!r})"


def claim_save_file(save_to: str | os.PathLike[str] | None, game: Game, overwrite: bool) -> Claimed | None:
    """The file a new widget will keep its record in; refuses an existing file unless ``overwrite``."""
    if save_to is None:
        return None
    if game.code is None:
        raise RecordError("save.hand_made")
    path = Path(save_to)
    if path.is_dir():
        raise IsADirectoryError(f"{path} is a directory; save_to names a file")
    claim = save_to if isinstance(save_to, Claimed) else Claimed(path, file_stamp(path))
    if claim.stamp is not None and not overwrite:
        raise FileExistsError(
            f"{path} already exists: resume its game with SolitaireWidget.resume({str(path)!r}), "
            "or pass overwrite=True to replace it with this game"
        )
    for leftover in remove_stale_temps(path):
        log.info("SolitaireWidget removed %s, left by an interrupted save", leftover)
    return claim


def save_claimed(claim: Claimed, text: str) -> Claimed:
    """Write ``text`` to the claimed file if it still holds the claimed version (or nothing);
    the claim of the version written. Raises :class:`SaveError` (``save.taken_over``) if it does not,
    :class:`OSError` if the disk refuses."""
    with locked(claim.path):
        now = file_stamp(claim.path)
        if now is not None and now != claim.stamp:
            raise SaveError("save.taken_over", path=str(claim.path))
        write_atomic(claim.path, text)
        return Claimed(claim.path, file_stamp(claim.path))


def file_stamp(path: str | os.PathLike[str]) -> Stamp | None:
    """What identifies one version of a file (replaced files get a new inode), or ``None`` if absent;
    for a link that leads to no regular file (to itself, to a folder), the link's own."""
    try:
        st = os.lstat(real_target(path))
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)


def load_versioned(path: str | os.PathLike[str]) -> tuple[Record, Stamp | None]:
    """The record in ``path`` and the stamp of the very version read (read again if it changed meanwhile)."""
    for _ in range(5):
        before = file_stamp(path)
        record = Record.load(path)
        if file_stamp(path) == before:
            return record, before
    raise RecordError("record.keeps_changing", path=str(path))


def set_aside_damaged(path: Path, stamp: Stamp | None) -> Path | None:
    """Rename the damaged version ``stamp`` of ``path`` to a free ``….damaged-<time>.json`` name;
    ``None`` if the file is no longer that version (another kernel moved it or wrote a new game)."""
    with locked(path):
        if stamp is None or file_stamp(path) != stamp:
            return None
        try:
            return set_aside(path, f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
        except FileNotFoundError:
            return None


def player_facing(exc: Exception, path: Path | None) -> Exception:
    """The error to show for a failed save: a record past its caps says the game is no longer saved
    (the same text at every move, so it is said once); an operating-system error names the save
    file, not the temporary or lock file it came from; anything else as it is."""
    if isinstance(exc, RecordError) and exc.key == "record.too_many_entries":
        return SaveError("save.too_many", limit=exc.params["limit"])
    if isinstance(exc, RecordError) and exc.key == "record.would_take":
        return SaveError("save.too_large", limit=exc.params["limit"])
    if isinstance(exc, OSError) and path is not None and exc.errno is not None:
        return OSError(exc.errno, exc.strerror, str(path))
    return exc


__all__ = [
    "Claimed",
    "claim_save_file",
    "file_stamp",
    "load_versioned",
    "player_facing",
    "save_claimed",
    "set_aside_damaged",
]

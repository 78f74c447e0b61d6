"""The file a widget keeps its game in: claiming it for a new widget, and telling one version of it
from another (so a widget never overwrites a file someone else has written since)."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from .errors import RecordError
from .game import Game
from .storage import real_target, remove_stale_temps

log = logging.getLogger(__name__)


def claim_save_file(save_to: str | os.PathLike[str] | None, game: Game, overwrite: bool) -> Path | None:
    """The file a new widget will keep its record in; refuses an existing file unless ``overwrite``."""
    if save_to is None:
        return None
    if game.code is None:
        raise RecordError("save.hand_made")
    path = Path(save_to)
    if path.exists() and not overwrite:
        raise FileExistsError(
            f"{path} already exists: resume its game with SolitaireWidget.resume({str(path)!r}), "
            "or pass overwrite=True to replace it with this game"
        )
    if path.is_dir():
        raise IsADirectoryError(f"{path} is a directory; save_to names a file")
    for leftover in remove_stale_temps(path):
        log.info("SolitaireWidget removed %s, left by an interrupted save", leftover)
    return path


def file_stamp(path: Path) -> tuple[int, int, int] | None:
    """What identifies one version of a file (replaced files get a new inode), or ``None`` if absent."""
    try:
        st = os.stat(real_target(path))
    except FileNotFoundError:
        return None
    return (st.st_ino, st.st_mtime_ns, st.st_size)

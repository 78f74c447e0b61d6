"""The statistics store: one SQLite file (standard library), safe for several processes at once.

Every update is one ``BEGIN IMMEDIATE`` transaction (WAL journal, a busy timeout), so two
notebooks add up and a writer killed at any moment loses no committed game. Each commit is then
folded into the file and flushed to disk (a ``TRUNCATE`` checkpoint; when another process holds
the file at that moment, the next update folds both), so the file alone holds the statistics
between updates and a replaced or copied file is never mixed with a stale journal.

The file holds ``meta`` (format, version, what was imported), ``totals`` (per rule: the counts and
bests) and ``games`` (one row per game dealt in a widget, by the id its autosave carries). Tables,
columns and ``meta`` keys this version does not know are left as they are.

Failures become :class:`StoreError` with a ``reason`` (see :data:`REASONS`); ``damaged`` files can
be set aside under a unique name (:func:`set_aside`), never overwritten and never deleted.
"""

from __future__ import annotations

import contextlib
import errno
import os
import sqlite3
import stat
import threading
import time
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

from ._storage import locked

FORMAT = "rsol_widget.statistics"
VERSION = 2
"""The store's version (the JSON files of earlier releases were version 1)."""
MAX_COUNT = 2**53
"""No count or best above this is believed (a larger one means a damaged or forged file)."""
BUSY_SECONDS = 10.0
REASONS = ("damaged", "not_a_file", "read_only", "disk_full", "busy", "foreign", "newer", "io")
"""Why statistics can be unavailable; ``damaged`` files are set aside, the others left alone."""

_SCHEMA = (
    "CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT)",
    "CREATE TABLE IF NOT EXISTS totals (rule TEXT PRIMARY KEY, played INTEGER NOT NULL DEFAULT 0, "
    "won INTEGER NOT NULL DEFAULT 0, current_streak INTEGER NOT NULL DEFAULT 0, "
    "best_streak INTEGER NOT NULL DEFAULT 0, best_time REAL, best_score INTEGER, fewest_moves INTEGER)",
    "CREATE TABLE IF NOT EXISTS games (id TEXT PRIMARY KEY, code TEXT NOT NULL, rule TEXT NOT NULL, "
    "status TEXT NOT NULL, started REAL NOT NULL, ended REAL)",
)
_OURS = {"meta", "totals", "games"}
_MAGIC = b"SQLite format 3\x00"
_SMALLEST = 512
"""The smallest SQLite page: a database file is at least one page long."""
_SQLITE_CODES = {11: "damaged", 26: "damaged", 13: "disk_full", 5: "busy", 6: "busy", 8: "read_only", 3: "read_only"}
"""SQLite's primary result codes (CORRUPT, NOTADB, FULL, BUSY, LOCKED, READONLY, PERM): the numbers are
SQLite's own and stable; the named constants of :mod:`sqlite3` only exist from Python 3.11."""
_SQLITE_MESSAGES = {
    "malformed": "damaged",
    "not a database": "damaged",
    "disk is full": "disk_full",
    "is locked": "busy",
    "readonly database": "read_only",
}
"""The same reasons found in the message, for Pythons before 3.11 (no ``sqlite_errorcode`` there)."""
_ERRNOS = {errno.ENOSPC: "disk_full", errno.EDQUOT: "disk_full", errno.EACCES: "read_only", errno.EROFS: "read_only"}


class StoreError(Exception):
    """The store cannot be used now: ``reason`` (one of :data:`REASONS`), the ``path`` concerned and
    what is wrong (``detail``, English, for logs); ``stamp`` identifies a damaged file's version."""

    def __init__(self, reason: str, path: Path, detail: str, stamp: tuple[int, int] | None = None) -> None:
        super().__init__(f"{path}: {detail}")
        self.reason, self.path, self.detail, self.stamp = reason, path, detail, stamp


def damaged(path: Path, detail: str, st: os.stat_result | None = None) -> StoreError:
    """A :class:`StoreError` for a damaged file, stamped with the identity of the file examined
    (``st``, or the file at ``path`` now) to set it aside."""
    try:
        st = st or os.stat(path)
    except OSError:
        return StoreError("damaged", path, detail)
    return StoreError("damaged", path, detail, (st.st_dev, st.st_ino))


def check_path(path: Path) -> None:
    """Refuse a store path that names something other than a regular file (or nothing).

    A symbolic link to a missing file is refused too: SQLite would create its target, wherever it
    points, outside the data folder."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        if os.path.islink(path):
            raise StoreError("not_a_file", path, "a symbolic link to a missing file") from None
        return
    except OSError as exc:
        raise from_os_error(path, exc) from None
    if not stat.S_ISREG(st.st_mode):
        raise StoreError("not_a_file", path, "not a regular file (a folder, a device or a pipe)")
    if st.st_size == 0:
        return  # SQLite's new database
    try:
        with open(path, "rb") as f:
            head = f.read(len(_MAGIC))
    except OSError as exc:
        raise from_os_error(path, exc) from None
    if head != _MAGIC or st.st_size < _SMALLEST:  # SQLite would take a short file for an empty one
        raise damaged(path, "not an SQLite file (it does not begin as one, or is shorter than a page)", st)


class Store:
    """The SQLite file at ``path``, one connection kept open between transactions (opened again
    when the file at ``path`` is no longer the one it has open: replaced, set aside, deleted)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._conn: sqlite3.Connection | None = None
        self._ident: tuple[int, int] | None = None
        self._lock = threading.Lock()

    @contextlib.contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """One ``BEGIN IMMEDIATE`` transaction, the file created if missing; committed when the block
        ends, rolled back if it raises. Errors are :class:`StoreError`."""
        with self._lock:
            conn = self._connect()
            try:
                conn.execute("BEGIN IMMEDIATE")
                yield conn
                conn.execute("COMMIT")
                _use_wal(conn)
                _fold_journal(conn)
            except BaseException as exc:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
                if isinstance(exc, (sqlite3.Error, OverflowError, StoreError)):
                    self.close()  # the next transaction opens the file afresh
                if isinstance(exc, sqlite3.Error):
                    raise from_sqlite_error(self.path, exc) from None
                if isinstance(exc, OverflowError):
                    raise damaged(self.path, "a value too large for the store") from None
                raise
            self._ident = _identity(self.path)

    def close(self) -> None:
        if self._conn is not None:
            with contextlib.suppress(sqlite3.Error):
                self._conn.close()
        self._conn = self._ident = None

    def _connect(self) -> sqlite3.Connection:
        check_path(self.path)
        if self._conn is not None and self._ident is not None and _identity(self.path) == self._ident:
            return self._conn
        self.close()
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise from_os_error(self.path, exc) from None
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
            _configure(conn)
        except sqlite3.Error as exc:
            raise from_sqlite_error(self.path, exc) from None
        self._conn = conn
        return conn


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def _configure(conn: sqlite3.Connection) -> None:
    conn.execute("PRAGMA trusted_schema = OFF")
    conn.execute("PRAGMA synchronous = NORMAL")  # durable once folded in (below); a killed process loses nothing


def _fold_journal(conn: sqlite3.Connection) -> None:
    """Copy the committed journal into the file and flush it to disk, so that the file alone holds
    the statistics between updates (it can be copied, set aside or replaced safely). Skipped when
    another process is reading (its next update folds it in)."""
    with contextlib.suppress(sqlite3.Error):
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()


def _use_wal(conn: sqlite3.Connection) -> None:
    """Switch a store (known to be ours: its transaction just worked) to the WAL journal, once."""
    if str(conn.execute("PRAGMA journal_mode").fetchone()[0]).lower() != "wal":
        conn.execute("PRAGMA journal_mode = WAL")  # persistent: only the first transaction changes it


def prepare(conn: sqlite3.Connection, path: Path, *, thorough: bool = True) -> bool:
    """Check the store is ours (and with ``thorough``, sound page by page), creating its tables in a
    new file; ``True`` if it was new."""
    objects = conn.execute("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").fetchall()
    names = {name for kind, name in objects if kind == "table"}
    if any(kind == "trigger" for kind, _ in objects):
        raise damaged(path, "the store holds triggers, which this library never writes")
    if names and "meta" not in names:
        raise StoreError("foreign", path, "an SQLite database of another program")
    if not names:
        for statement in _SCHEMA:
            conn.execute(statement)
        conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", [("format", FORMAT), ("version", str(VERSION))])
        return True
    meta = dict(conn.execute("SELECT key, value FROM meta").fetchall())
    if meta.get("format") != FORMAT:
        raise StoreError("foreign", path, "an SQLite database of another program")
    if meta.get("version") != str(VERSION):
        if str(meta.get("version", "")).isdigit() and int(str(meta["version"])) > VERSION:
            raise StoreError("newer", path, f"store version {meta['version']}, newer than this library's {VERSION}")
        raise damaged(path, f"unknown store version {str(meta.get('version'))[:20]!r}")
    if not names >= _OURS:
        raise damaged(path, f"the tables {', '.join(sorted(_OURS - names))} are missing")
    check = conn.execute("PRAGMA quick_check").fetchone()[0] if thorough else "ok"
    if check != "ok":
        raise damaged(path, f"the SQLite check failed ({str(check)[:80]})")
    return False


def meta_get(conn: sqlite3.Connection, key: str) -> str | None:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
    return None if row is None else str(row[0])


def meta_set(conn: sqlite3.Connection, key: str, value: str) -> None:
    conn.execute(
        "INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = ?", (key, value, value)
    )


def from_sqlite_error(path: Path, exc: sqlite3.Error) -> StoreError:
    """The :class:`StoreError` for an SQLite failure (a damaged file, a full disk, a lock held too long)."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int):
        reason = _SQLITE_CODES.get(code & 0xFF, "io")
    else:
        reason = next((r for words, r in _SQLITE_MESSAGES.items() if words in str(exc)), "io")
    if reason == "io":
        reason = _environment(path.parent)
    if reason == "damaged":
        return damaged(path, f"not a sound SQLite file ({exc})")
    return StoreError(reason, path, str(exc) or type(exc).__name__)


def _environment(folder: Path) -> str:
    """Why an unexplained failure happened: a read-only folder, a full disk, or ``io``."""
    if not os.access(folder, os.W_OK):
        return "read_only"
    try:
        if os.statvfs(folder).f_bavail == 0:
            return "disk_full"
    except OSError:
        pass
    return "io"


def from_os_error(path: Path, exc: OSError) -> StoreError:
    return StoreError(_ERRNOS.get(exc.errno or 0, "io"), path, exc.strerror or str(exc))


def set_aside(error: StoreError, examine: Callable[[sqlite3.Connection], object] | None = None) -> Path | None:
    """Move the damaged file ``error`` names (and its SQLite journal files) to a new unique name
    beside it; the new name, or ``None`` if the file is no longer the one found damaged (another
    process set it aside first), or, for a store given ``examine`` (the reader's own checks), is
    sound when examined again (:func:`still_damaged`). Nothing is overwritten or deleted. Raises
    :class:`StoreError`."""
    path = Path(os.path.realpath(error.path))  # a link to the damaged file: the file itself
    aside = path.with_name(f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{uuid.uuid4().hex[:8]}{path.suffix}")
    try:
        with locked(path):  # two kernels finding it damaged at once: the second finds it gone or sound
            sound = examine is not None and not still_damaged(path, examine)
            if sound or not _move_if_same(path, aside, error.stamp):
                return None
            for extra in ("-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    _move_if_same(Path(f"{path}{extra}"), Path(f"{aside}{extra}"), None)
    except OSError as exc:  # the lock file can't be made: the folder can't take the new name either
        raise StoreError(
            _ERRNOS.get(exc.errno or 0, "io"), path, f"damaged, and it could not be set aside ({exc.strerror})"
        ) from None
    return aside


def still_damaged(path: Path, examine: Callable[[sqlite3.Connection], object] | None = None) -> bool:
    """Whether the file now at ``path`` is damaged, examined afresh (:func:`prepare`, then
    ``examine``) and left as it is: another kernel may have set the damaged one aside and begun a
    sound store there since it was found."""
    if not path.exists():
        return False
    conn = None
    try:
        check_path(path)
        conn = sqlite3.connect(path, timeout=BUSY_SECONDS, isolation_level=None)
        conn.execute("BEGIN")
        prepare(conn, path)  # the tables a new file would get are rolled back below
        if examine is not None:
            examine(conn)
    except StoreError as exc:
        return exc.reason == "damaged"
    except sqlite3.Error as exc:
        return from_sqlite_error(path, exc).reason == "damaged"
    except OverflowError:
        return True
    finally:
        if conn is not None:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("ROLLBACK")
            conn.close()
    return False


def _move_if_same(path: Path, aside: Path, stamp: tuple[int, int] | None) -> bool:
    """Give ``path``'s file the new name ``aside`` (a hard link, then unlink; a checked rename where
    links are not supported), only if it is still the file ``stamp`` identifies."""
    try:
        st = os.stat(path)
        if stamp is not None and (st.st_dev, st.st_ino) != stamp:
            return False
        try:
            os.link(path, aside, follow_symlinks=False)
        except OSError as exc:
            if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EXDEV, errno.EMLINK):
                raise
            if os.path.lexists(aside):
                raise FileExistsError(errno.EEXIST, "the new name is taken", str(aside)) from None
            os.rename(path, aside)
            return True
        linked = os.stat(aside)
        if (linked.st_dev, linked.st_ino) != (st.st_dev, st.st_ino):  # replaced in between: keep both
            os.unlink(aside)
            return False
        os.unlink(path)
    except FileNotFoundError:
        return False
    except OSError as exc:
        raise StoreError(
            _ERRNOS.get(exc.errno or 0, "io"), path, f"damaged, and it could not be set aside ({exc.strerror})"
        ) from None
    return True


__all__: list[str] = []

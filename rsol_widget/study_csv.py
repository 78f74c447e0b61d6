"""The study's results file: one CSV row per deal, written so that nothing solved is ever lost.

- Rows are *appended* as deals finish (flushed at once, so a killed process keeps every
  finished deal), and every *rewrite* of the file goes through a temporary file in the same
  folder, ``fsync``, :func:`os.replace` and an ``fsync`` of the folder: a crash leaves the old
  file or the new one, never a mix.
- Reading checks every line. What a crash can leave (a truncated last line), a UTF-8 byte order
  mark, blank lines and repeated rows are repaired with a warning that names the line; anything
  else (a wrong header, a garbage line, text that is not UTF-8) raises :class:`ResultsError`
  naming the file and the line, and the file is left as it is.
- A deal is counted once: for a code on several lines a decided row (``won``, ``unwinnable``)
  beats an ``unknown`` one, else the later line wins.

New columns can be added to :class:`Row` *with a default value*: files without them still load
(and are rewritten with the new header before anything is appended to them).

A *summary* (:func:`write_summary`, gzipped, header :data:`SUMMARY_COLUMNS`) is the compact
form a published study keeps: each deal's verdict, winning-line length and time, without the
line or the positions searched. It reads as rows like any results file (``code`` from the rule
and the deal, ``nodes`` 0, ``line`` empty).
"""

from __future__ import annotations

import csv
import gzip
import io
import math
import os
import time
import zlib
from collections.abc import Iterable
from dataclasses import MISSING, asdict, dataclass, fields
from pathlib import Path
from types import TracebackType
from typing import IO

from . import _storage as storage
from .codes import make_code, parse_code
from .errors import CodeError, brief

STATUSES = ("won", "unwinnable", "unknown")
BOM = "\ufeff"
READ_CAP = 1 << 34  # 16 GiB (about 60 million rows): a read never takes unbounded memory


class ResultsError(ValueError):
    """A results file that cannot be read or written; the message names the file (and line)."""


@dataclass(frozen=True)
class Row:
    """One solved deal, as written to the CSV (columns in this order)."""

    code: str
    deal: int
    rule: str
    status: str
    moves: int
    nodes: int
    seconds: float
    line: str
    peak_mb: float
    difficulty: float | None = None
    """:func:`rsol_widget.analysis.difficulty` of a won deal (empty in the CSV otherwise, and in old files)."""


COLUMNS: list[str] = [f.name for f in fields(Row)]
REQUIRED: frozenset[str] = frozenset(
    f.name for f in fields(Row) if f.default is MISSING and f.default_factory is MISSING
)
_TYPES = {f.name: f.type for f in fields(Row)}  # "int", "float" or "str" (postponed annotations)
SUMMARY_COLUMNS: list[str] = ["deal", "rule", "status", "moves", "seconds"]
"""The columns of a summary (:func:`write_summary`)."""


@dataclass
class Results:
    """What :func:`read_results` found: the rows (one per code, sorted by rule and deal), the
    warnings about repaired lines, and whether the file must be rewritten before appending."""

    rows: list[Row]
    warnings: list[str]
    needs_rewrite: bool


def _convert(name: str, text: str) -> int | float | str | None:
    kind = _TYPES[name]
    if kind == "float | None":
        if text == "":
            return None
        kind = "float"
    if kind == "int":
        value = int(text)
        if value < 0:
            raise ValueError("negative")
        return value
    if kind == "float":
        number = float(text)
        if not math.isfinite(number) or number < 0:
            raise ValueError("not a finite number ≥ 0")
        return number
    return text


def _row(header: list[str], values: list[str]) -> Row:
    if len(values) != len(header):
        raise ValueError(f"{len(values)} fields where the header has {len(header)}")
    data: dict[str, object] = {}
    for name, text in zip(header, values, strict=True):
        try:
            data[name] = _convert(name, text)
        except ValueError as e:
            raise ValueError(f"column {name!r} is {brief(text)} ({e})") from None
    if "code" not in data:  # a summary's row: the code follows from the rule and the deal
        data["code"] = make_code(str(data["rule"]), int(str(data["deal"])))  # CodeError: a ValueError
        data.update(nodes=0, line="", peak_mb=0.0)
    row = Row(**data)  # type: ignore[arg-type]
    if row.status not in STATUSES:
        raise ValueError(f"status {brief(row.status)} is not one of {', '.join(STATUSES)}")
    try:
        code = parse_code(row.code)
    except CodeError as e:
        raise ValueError(f"code {brief(row.code)}: {e}") from None
    if (code.rule, code.deal) != (row.rule, row.deal):
        raise ValueError(f"code {row.code} is deal {code.deal} ({code.rule}), not {row.deal} ({brief(row.rule)})")
    return row


def _decode(path: Path, data: bytes, warnings: list[str]) -> str:
    if path.suffix == ".gz":
        try:
            data = gzip.decompress(data)
        except (OSError, EOFError) as e:
            raise ResultsError(f"{path}: not a readable gzip file ({e})") from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as e:
        line = data[: e.start].count(b"\n") + 1
        raise ResultsError(f"{path}: line {line} is not UTF-8 text (byte {data[e.start]:#04x})") from None
    if text.startswith(BOM):
        warnings.append(f"{path}: line 1 starts with a byte order mark; ignored")
        text = text[1:]
    return text


def read_results(path: str | os.PathLike[str]) -> Results:
    """Read and check a results file (plain or ``.gz``); see the module notes for what is
    repaired and what is refused. A missing or empty file holds no rows."""
    path = Path(path)
    warnings: list[str] = []
    try:
        data = storage.read_capped(path, READ_CAP)
    except FileNotFoundError:
        return Results([], [], True)
    except OSError as e:
        raise ResultsError(f"{path}: cannot read it ({e.strerror or e})") from None
    text = _decode(path, data, warnings)
    repaired = bool(warnings)
    lines = text.split("\n")
    if lines[-1] != "":  # no newline at the end: the last row was cut short by a crash
        warnings.append(f"{path}: line {len(lines)} is incomplete (a write was cut short); dropped, solved again")
        repaired = True
    lines.pop()
    if not lines:
        return Results([], warnings, True)
    header = next(csv.reader([lines[0].rstrip("\r")]))
    unknown = [name for name in header if name not in COLUMNS]
    missing = sorted(REQUIRED - set(header))
    if header != SUMMARY_COLUMNS and (unknown or missing or len(set(header)) != len(header)):
        raise ResultsError(
            f"{path}: line 1 is not a study results header: expected {','.join(COLUMNS)}, found {brief(lines[0], 120)}"
        )
    by_code: dict[str, tuple[Row, int]] = {}
    repeats: list[str] = []
    for number, raw in enumerate(lines[1:], start=2):
        raw = raw.rstrip("\r")
        if not raw:
            warnings.append(f"{path}: line {number} is blank; ignored")
            repaired = True
            continue
        try:
            row = _row(header, next(csv.reader([raw])))
        except (ValueError, csv.Error) as e:
            raise ResultsError(f"{path}: line {number} is not a results row: {e}: {brief(raw, 80)}") from None
        old = by_code.get(row.code)
        if old is not None:
            repaired = True
            kept = old if (row.status == "unknown" and old[0].status != "unknown") else (row, number)
            repeats.append(f"line {number} repeats the deal of line {old[1]} ({row.code}; line {kept[1]} kept)")
            by_code[row.code] = kept
        else:
            by_code[row.code] = (row, number)
    if repeats:
        more = f" and {len(repeats) - 3} more" if len(repeats) > 3 else ""
        warnings.append(f"{path}: {len(repeats)} repeated deal(s), each counted once: {'; '.join(repeats[:3])}{more}")
    rows = sorted((r for r, _ in by_code.values()), key=lambda r: (r.rule, r.deal))
    return Results(rows, warnings, repaired or header != COLUMNS)


def read_rows(path: str | os.PathLike[str]) -> list[Row]:
    """The rows of a results file (warnings dropped; errors raise :class:`ResultsError`)."""
    return read_results(path).rows


def merge(old: Iterable[Row], new: Iterable[Row]) -> list[Row]:
    """``old`` updated with ``new`` (one row per code; a decided row is never replaced by an
    ``unknown`` one), sorted by rule and deal."""
    by_code: dict[str, Row] = {}
    for r in (*old, *new):
        have = by_code.get(r.code)
        if have is None or r.status != "unknown" or have.status == "unknown":
            by_code[r.code] = r
    return sorted(by_code.values(), key=lambda r: (r.rule, r.deal))


def _csv_text(rows: Iterable[Row], header: bool) -> str:
    out = io.StringIO()
    writer = csv.DictWriter(out, COLUMNS, lineterminator="\n")
    if header:
        writer.writeheader()
    for row in rows:
        writer.writerow(asdict(row))
    return out.getvalue()


def remove_stale_temps(path: str | os.PathLike[str]) -> list[Path]:
    """Delete the temporary files that killed rewrites of ``path`` left (call it when a run takes
    the file over)."""
    return storage.remove_stale_temps(path)


def write_results(path: str | os.PathLike[str], rows: Iterable[Row]) -> None:
    """Replace ``path`` by these rows, atomically (:func:`rsol_widget._storage.write_atomic`: a
    temporary file beside it, ``fsync``, a rename over it, ``fsync`` of the folder; permissions
    kept). On failure the old file is untouched and :class:`ResultsError` says why."""
    path = Path(path)
    if path.suffix == ".gz":
        raise ResultsError(f"{path}: results are written as plain CSV; gzip the file afterwards")
    try:
        storage.write_atomic(path, _csv_text(rows, header=True))
    except OSError as e:
        raise ResultsError(f"{path}: cannot write it ({e.strerror or e}); the file is untouched") from None


def summary_bytes(rows: Iterable[Row]) -> bytes:
    """A summary of ``rows``, gzipped: one line per row (:data:`SUMMARY_COLUMNS`), the time to
    two significant digits. The same rows give the same bytes (no time stamp in the gzip header)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(SUMMARY_COLUMNS)
    for r in rows:
        writer.writerow([r.deal, r.rule, r.status, r.moves, format(r.seconds, ".2g")])
    # zlib's own gzip wrapper (wbits 31): no time stamp, and the same header on every Python
    # (gzip.compress writes the header itself on 3.10, with another OS byte, and through zlib from 3.11)
    packer = zlib.compressobj(9, zlib.DEFLATED, 31)
    return packer.compress(out.getvalue().encode("utf-8")) + packer.flush()


def write_summary(path: str | os.PathLike[str], rows: Iterable[Row]) -> None:
    """Replace ``path`` (a ``.csv.gz``) by the summary of ``rows``, atomically; read it back with
    :func:`read_rows`. On failure the old file is untouched and :class:`ResultsError` says why."""
    path = Path(path)
    if path.suffix != ".gz":
        raise ResultsError(f"{path}: a summary is gzipped: name it .csv.gz")
    try:
        storage.write_atomic(path, summary_bytes(rows))
    except OSError as e:
        raise ResultsError(f"{path}: cannot write it ({e.strerror or e}); the file is untouched") from None


class Appender:
    """Appends rows to a results file as they come (each flushed at once; ``fsync`` at most once
    a second and on close). The file must exist with the current header (see
    :func:`write_results`)."""

    def __init__(self, path: str | os.PathLike[str], sync_every: float = 1.0) -> None:
        self.path = Path(path)
        self.sync_every = sync_every
        try:
            self._file: IO[str] = self.path.open("a", encoding="utf-8", newline="")
        except OSError as e:
            raise ResultsError(f"{self.path}: cannot append to it ({e.strerror or e})") from None
        self._synced = time.monotonic()

    def add(self, rows: Iterable[Row]) -> None:
        self._file.write(_csv_text(rows, header=False))
        self._file.flush()
        if time.monotonic() - self._synced >= self.sync_every:
            self.sync()

    def sync(self) -> None:
        os.fsync(self._file.fileno())
        self._synced = time.monotonic()

    def close(self) -> None:
        if not self._file.closed:
            self.sync()
            self._file.close()

    def __enter__(self) -> Appender:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None, tb: TracebackType | None) -> None:
        self.close()


__all__ = [
    "BOM",
    "COLUMNS",
    "READ_CAP",
    "REQUIRED",
    "STATUSES",
    "SUMMARY_COLUMNS",
    "Appender",
    "Results",
    "ResultsError",
    "Row",
    "merge",
    "read_results",
    "read_rows",
    "remove_stale_temps",
    "summary_bytes",
    "write_results",
    "write_summary",
]

"""The JSON statistics file of earlier releases (``statistics.json``): checked, imported once into
the store, then left as it is (with any field this library does not know)."""

from __future__ import annotations

import contextlib
import json
import logging
import math
import os
import sqlite3
import time
from pathlib import Path
from typing import Any

from ._stats_store import MAX_COUNT, damaged, meta_get, meta_set
from ._storage import FileTooLarge, NotAFile, read_capped, temp_prefix
from .codes import parse_code
from .errors import CodeError, brief
from .rules import RULES

log = logging.getLogger(__name__)

FORMAT = "rsol_widget.statistics"
VERSION = 1
MAX_BYTES = 100_000
COUNTS = ("played", "won", "current_streak", "best_streak")
BESTS = ("best_time", "best_score", "fewest_moves")
STALE_SECONDS = 600.0
"""A temporary file of an interrupted JSON write older than this is left over (a live write takes
milliseconds): it is removed."""


def legacy_path(store: Path) -> Path:
    """The JSON file an earlier release kept beside ``store``: the same name ending in ``.json``."""
    return store.with_suffix(".json")


def import_once(conn: sqlite3.Connection, legacy: Path) -> bool:
    """Add the counts of ``legacy`` to the store (inside its transaction) unless done before.

    ``True`` if something was imported. A damaged file raises the ``damaged`` :class:`StoreError`
    naming it; one that cannot be read now (not a file, no permission) is skipped this time."""
    if meta_get(conn, "imported") is not None or not legacy.is_file():  # a link to nothing: not a file
        return False
    try:
        raw = read_capped(legacy, MAX_BYTES)
    except (FileNotFoundError, NotAFile):
        return False
    except FileTooLarge:
        raise damaged(legacy, f"larger than {MAX_BYTES} bytes") from None
    except OSError as exc:
        log.warning("rsol_widget statistics: could not read %s (%s); not imported yet", legacy, exc)
        return False
    try:
        rules, unfinished = parse(raw)
    except ValueError as exc:
        raise damaged(legacy, str(exc)) from None
    for rule, summary in rules.items():
        _add(conn, rule, summary)
    if unfinished is not None:  # started and neither won nor lost yet: the next game to start loses it
        conn.execute(
            "INSERT OR IGNORE INTO games (id, code, rule, status, started) VALUES (?, ?, ?, 'playing', ?)",
            (f"imported:{unfinished}", unfinished, parse_code(unfinished).rule, time.time()),
        )
    meta_set(conn, "imported", legacy.name)
    return True


def _add(conn: sqlite3.Connection, rule: str, s: dict[str, Any]) -> None:
    """Merge one rule's imported summary into its totals row."""
    conn.execute("INSERT OR IGNORE INTO totals (rule) VALUES (?)", (rule,))
    conn.execute(
        "UPDATE totals SET played = played + ?, won = won + ?, "
        "current_streak = CASE WHEN played = 0 THEN ? ELSE current_streak END, "
        "best_streak = max(best_streak, ?), best_time = coalesce(min(best_time, ?), best_time, ?), "
        "best_score = coalesce(max(best_score, ?), best_score, ?), "
        "fewest_moves = coalesce(min(fewest_moves, ?), fewest_moves, ?) WHERE rule = ?",
        (
            s["played"],
            s["won"],
            s["current_streak"],
            s["best_streak"],
            *(s["best_time"], s["best_time"]),
            *(s["best_score"], s["best_score"]),
            *(s["fewest_moves"], s["fewest_moves"]),
            rule,
        ),
    )


def remove_stale_temps(legacy: Path) -> None:
    """Remove what killed JSON writers of earlier releases left beside ``legacy`` (old enough that no
    live writer can still be writing it)."""
    prefix = temp_prefix(legacy)
    with contextlib.suppress(OSError):
        for name in os.listdir(legacy.parent):
            if name.startswith(prefix) and name.endswith(".tmp"):
                leftover = legacy.parent / name
                with contextlib.suppress(OSError):
                    if time.time() - os.lstat(leftover).st_mtime > STALE_SECONDS:
                        leftover.unlink()
                        log.info("rsol_widget statistics: removed %s, left by an interrupted write", leftover)


def parse(raw: bytes) -> tuple[dict[str, dict[str, Any]], str | None]:
    """Check a JSON statistics document; its rules' summaries and unfinished game, or :class:`ValueError`."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ValueError(f"not a statistics file ({brief(str(exc), 80)})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"not a statistics file ('format' is not {FORMAT!r})")
    if data.get("version") != VERSION:
        raise ValueError(f"unknown version {brief(data.get('version'))}; this library reads version {VERSION}")
    rules_data = data.get("rules")
    if not isinstance(rules_data, dict):
        raise ValueError("'rules' must be an object")
    rules = {}
    for rule in RULES:
        given = rules_data.get(rule, {})
        if not isinstance(given, dict):
            raise ValueError(f"'{rule}' must be an object")
        rules[rule] = check_summary(rule, given)
    unfinished = data.get("unfinished")
    if unfinished is not None:
        try:
            parse_code(unfinished)
        except CodeError as exc:
            raise ValueError(f"'unfinished' is not a game code: {exc}") from None
    return rules, unfinished


def check_summary(rule: str, given: dict[str, Any]) -> dict[str, Any]:
    """One rule's counts and bests, checked: whole numbers up to 2**53, bests finite and not
    negative, and nothing that cannot be (more wins than games, a streak above the best one)."""
    summary: dict[str, Any] = {}
    for key in COUNTS:
        value = given.get(key, 0)
        if type(value) is not int or not 0 <= value <= MAX_COUNT:
            raise ValueError(f"{rule}.{key} must be a whole number from 0 to 2**53, not {brief(value)}")
        summary[key] = value
    for key in BESTS:
        value = given.get(key)
        whole = type(value) is int and 0 <= value <= MAX_COUNT
        real = type(value) is float and math.isfinite(value) and 0 <= value <= MAX_COUNT
        if value is not None and not (whole or (real and key == "best_time")):
            raise ValueError(f"{rule}.{key} must be a number from 0 to 2**53 or null, not {brief(value)}")
        if value is not None and summary["won"] == 0:
            raise ValueError(f"{rule}.{key} is set but no game was won")
        summary[key] = value
    for low, high in (("won", "played"), ("current_streak", "best_streak"), ("best_streak", "won")):
        if summary[low] > summary[high]:
            raise ValueError(f"{rule}.{low} ({summary[low]}) cannot be more than {rule}.{high} ({summary[high]})")
    return summary


def check_totals(path: Path, rows: list[tuple[Any, ...]], columns: tuple[str, ...]) -> dict[str, dict[str, Any]]:
    """The store's totals rows as summaries per rule, checked as :func:`check_summary` does."""
    rules: dict[str, dict[str, Any]] = {}
    for row in rows:
        rule, values = row[0], dict(zip(columns, row[1:], strict=True))
        if rule not in RULES:
            continue  # a rule of a newer release: kept, not shown
        try:
            rules[rule] = check_summary(rule, values)
        except ValueError as exc:
            raise damaged(path, str(exc)) from None
    return rules


__all__: list[str] = []

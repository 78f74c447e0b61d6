"""The player's preferences: every setting changed on a board, kept for the boards that come later.

The file (``preferences.json`` in the data directory, beside the statistics; see
:func:`rsol_widget.stats.data_dir`) holds the values the player chose on a page: the settings of
:data:`~rsol_widget._settings.TABLE` and ``lang``, each checked as a ``settings`` request is. A new
widget takes them for every setting its caller does not pass (an argument wins for that widget). A
change is merged into the file under its lock and written atomically, so two kernels changing two
settings at once keep both. A damaged file is set aside under a new name (a warning says where)
and the defaults apply; a folder that cannot be written only logs a warning: neither ever stops
the game. ``RSOL_WIDGET_PREFERENCES`` names another file, or ``off`` keeps none
(the test suite's choice, so that one test's settings never reach the next).
"""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ._protocol import BadRequest, Settings, parse_request
from ._storage import locked, read_capped, remove_stale_temps, set_aside, write_atomic
from .stats import data_dir

log = logging.getLogger("rsol_widget.widget")

PREFERENCES = "preferences.json"
ENV = "RSOL_WIDGET_PREFERENCES"
MAX_BYTES = 64 * 1024
"""A preferences file larger than this is damaged (a dozen short values fit in a few hundred bytes)."""
KEPT_ON_RESET = ("lang",)
"""What a reset of the preferences keeps: the language the player reads the board in."""


class Damaged(ValueError):
    """A preferences file that is not a JSON object."""


def preferences_path() -> Path | None:
    """The preferences file: ``$RSOL_WIDGET_PREFERENCES``, else ``preferences.json`` in the data
    directory; ``None`` when that variable is ``off``."""
    where = os.environ.get(ENV, "")
    if where == "off":
        return None
    return Path(where) if where else data_dir() / PREFERENCES


def valid(values: dict[str, Any]) -> dict[str, Any]:
    """The values that a ``settings`` request could carry (each alone); the others are dropped."""
    kept = {}
    for name, value in values.items():
        try:
            request = parse_request({"kind": "settings", name: value})
        except BadRequest:
            continue
        if name in getattr(request, "values", ()):
            kept[name] = value
    return kept


def _read(path: Path) -> dict[str, Any]:
    """The valid values in ``path`` (none if missing); :class:`Damaged` if it is not a JSON object."""
    try:
        data = json.loads(read_capped(path, MAX_BYTES).decode("utf-8"))
    except FileNotFoundError:
        return {}
    except (ValueError, OSError) as exc:  # bad JSON or UTF-8, too large, not a file
        raise Damaged(str(exc)) from None
    if not isinstance(data, dict):
        raise Damaged(f"a {type(data).__name__}, not an object")
    return valid(data)


def load(path: Path | None = None) -> dict[str, Any]:
    """The kept preferences; a damaged file is set aside (a warning names it), and nothing applies."""
    path = path if path is not None else preferences_path()
    if path is None:
        return {}
    try:
        return _read(path)
    except Damaged as exc:
        _set_aside(path, exc)
        return {}


def _set_aside(path: Path, why: Damaged) -> None:
    try:
        with locked(path):
            try:
                _read(path)
                return  # mended by another kernel meanwhile
            except Damaged:
                aside = _aside(path)
    except FileNotFoundError:
        return  # set aside by another kernel meanwhile
    except OSError as exc:
        log.warning("SolitaireWidget: the preferences in %s are damaged (%s); not set aside: %s", path, why, exc)
        return
    _noted(path, why, aside)


def _noted(path: Path, why: Damaged, aside: Path) -> None:
    log.warning("SolitaireWidget: the preferences in %s were damaged (%s); kept them as %s", path, why, aside.name)


def _aside(path: Path) -> Path:
    """Move the damaged file at ``path`` to a new name beside it (nothing replaced); its new path."""
    return set_aside(path, f"{path.stem}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")


def remember(values: dict[str, Any], path: Path | None = None) -> bool:
    """Merge ``values`` into the kept preferences; ``False`` (a warning logged) if they cannot be written."""
    return _rewrite(lambda kept: {**kept, **valid(values)}, path)


def forget(path: Path | None = None) -> bool:
    """Drop every kept preference but :data:`KEPT_ON_RESET`; ``False`` if that cannot be written."""
    return _rewrite(lambda kept: {k: v for k, v in kept.items() if k in KEPT_ON_RESET}, path)


def _rewrite(change: Callable[[dict[str, Any]], dict[str, Any]], path: Path | None) -> bool:
    path = path if path is not None else preferences_path()
    if path is None:
        return True
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with locked(path):
            remove_stale_temps(path)
            try:
                kept = _read(path)
            except Damaged as exc:
                _noted(path, exc, _aside(path))
                kept = {}
            write_atomic(path, json.dumps(change(kept), ensure_ascii=False, indent=1, sort_keys=True) + "\n")
    except OSError as exc:
        log.warning("SolitaireWidget could not keep the preferences in %s: %s", path, exc)
        return False
    return True


def preferred(lang: str | None, settings: Settings) -> tuple[str | None, Settings]:
    """``lang`` and ``settings`` as a new widget takes them: what the caller passed, else what is kept."""
    kept = load()
    chosen: dict[str, Any] = {k: v for k, v in kept.items() if k != "lang"}
    chosen.update(settings)
    return lang or kept.get("lang"), chosen  # type: ignore[return-value]


__all__ = ["ENV", "PREFERENCES", "forget", "load", "preferences_path", "preferred", "remember"]

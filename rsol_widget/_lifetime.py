"""What lets a closed widget go: the front end given to anywidget as text, not as a path, and a
close that ends the widget's background work and closes the layout widget ipywidgets made for it.

anywidget turns a path given as ``_esm`` or ``_css`` into one ``FileContents`` kept on the class,
and every widget made connects a closure holding itself to that object's ``changed`` signal, never
disconnected: each widget would stay in memory for the kernel's life. Text has no such watcher.
With ``ANYWIDGET_HMR=1`` (a developer live-reloading the front end) the path is given, as before.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from ipywidgets import Widget

if TYPE_CHECKING:
    from .widget import SolitaireWidget


def front_end_source(path: Path) -> str | Path:
    """What to give anywidget for the front-end file ``path``: its text, or the path to live-reload it."""
    if os.environ.get("ANYWIDGET_HMR") == "1":
        return path
    return path.read_text(encoding="utf-8")


def close_parts(w: SolitaireWidget) -> None:
    """Cancel ``w``'s searches (their threads end at their next check), stop following its game, close
    its statistics, and close its ``layout`` (a widget of its own, kept in ipywidgets' registry of
    open widgets, with the widget's comm, until it is closed)."""
    if getattr(w, "_advice", None) is not None:
        w._advice.cancel()
        w._session.close()
    layout = w._trait_values.get("layout")
    if isinstance(layout, Widget):
        layout.close()


__all__ = ["close_parts", "front_end_source"]

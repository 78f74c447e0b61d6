"""The SVG of a board a built notebook keeps: an SVG output, or the data URL of an HTML image (how
rsol_widget.render.Picture and the example game's steps show a board: rsol_widget.render._svg_img)."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any

IMG = re.compile(r"<img src='data:image/svg\+xml;charset=utf-8,([^']*)'[^>]*>")


def svg_of(data: dict[str, Any]) -> str | None:
    """The SVG of an output's ``data``, or None when it shows no board picture."""
    if "image/svg+xml" in data:
        return str(data["image/svg+xml"])
    match = IMG.fullmatch(data.get("text/html", ""))
    return urllib.parse.unquote(match[1]) if match else None

"""What the front end may see of a game: the engine's snapshot with face-down identities removed."""

from __future__ import annotations

from typing import Any

from rsol_widget import Game


def visible_dict(game: Game) -> dict[str, Any]:
    """``game.to_dict()`` with every face-down card's identity replaced by ``None``."""
    data = game.to_dict()
    for col in data["columns"]:
        for entry in col:
            if not entry["up"]:
                entry["card"] = None
    return data

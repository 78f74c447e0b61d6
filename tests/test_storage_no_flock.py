"""Where fcntl has no flock (Pyodide: one process, nobody to lock out), the game is still saved and resumed."""

from __future__ import annotations

import types
from pathlib import Path

import pytest
from widget_client import Client

from rsol_widget import SolitaireWidget, _storage


def test_saving_where_fcntl_has_no_flock(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_storage, "fcntl", types.ModuleType("fcntl"))
    w = SolitaireWidget.resume_or_new(tmp_path / "current.json", stats=tmp_path / "stats.db")
    move = w.game.legal_moves()[0]
    assert Client(w).ask("move", card=str(move.card), dest=move.dest)["status"] == "done"
    again = SolitaireWidget.resume_or_new(tmp_path / "current.json", stats=tmp_path / "stats.db")
    assert again.game.moves == 1 and again.game.code == w.game.code

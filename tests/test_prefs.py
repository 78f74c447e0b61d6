"""Issue 35 item 1, preferences that last: what the player changes on a board is kept beside the
statistics and taken by every later board that does not pass the setting; a damaged file is set
aside, and neither two writers nor a read-only folder loses a choice or stops the game (real faults)."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from faults import read_only
from widget_client import Client

from rsol_widget import SolitaireWidget
from rsol_widget._prefs import ENV, PREFERENCES, load, preferences_path
from rsol_widget._protocol import SETTINGS, THEMES
from rsol_widget._settings import TABLE

ROOT = Path(__file__).resolve().parent.parent
CODE = "RU1-C-AAAAAAA"
CHANGED = {s.name: s.choices[-1] if s.choices else not s.default for s in TABLE} | {"lang": "ro"}
"""Every setting the page offers, each away from its default (driven by the one declaration, the settings table)."""


@pytest.fixture
def kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The default place (the data directory) for preferences, in an empty data directory."""
    monkeypatch.delenv(ENV, raising=False)
    monkeypatch.setenv("JUPYTER_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data" / "rsol_widget" / PREFERENCES


def values(w: SolitaireWidget) -> dict[str, object]:
    return {name: getattr(w, name) for name in CHANGED}


def test_the_preferences_live_beside_the_statistics(kept: Path) -> None:
    from rsol_widget.stats import default_path

    assert preferences_path() == kept and kept.parent == default_path().parent


def test_every_setting_changed_on_a_board_is_taken_by_the_next_boards(kept: Path) -> None:
    first = Client(SolitaireWidget(code=CODE))
    for name, value in CHANGED.items():
        assert first.ask("settings", **{name: value})["status"] == "done"  # type: ignore[index]
    assert json.loads(kept.read_text()) == CHANGED
    assert values(SolitaireWidget(code=CODE)) == CHANGED
    assert values(SolitaireWidget()) == CHANGED
    resumed = SolitaireWidget.resume_or_new(picture=False)
    assert values(resumed) == CHANGED and resumed.game.lang == "ro"
    resumed.close()


def test_an_argument_wins_for_its_widget_and_is_not_kept(kept: Path) -> None:
    Client(SolitaireWidget(code=CODE)).ask("settings", hints=True, theme="blue", lang="ro")
    w = SolitaireWidget(code=CODE, hints=False, lang="en", theme="walnut")
    assert (w.hints, w.lang, w.theme) == (False, "en", "walnut")
    assert load() == {"hints": True, "theme": "blue", "lang": "ro"}
    w.hints = True  # a cell's change is the caller's, not the player's
    w.auto_place = True
    assert load() == {"hints": True, "theme": "blue", "lang": "ro"}
    assert SolitaireWidget(code=CODE).auto_place is SETTINGS["auto_place"]


def test_a_reset_brings_back_the_defaults_here_and_later_but_keeps_the_language(kept: Path) -> None:
    client = Client(SolitaireWidget(code=CODE))
    client.ask("settings", **CHANGED)
    assert client.ask("reset_settings")["status"] == "done"  # type: ignore[index]
    defaults = {**SETTINGS, "theme": THEMES[0], "lang": "ro"}
    assert values(client.w) == defaults
    assert load() == {"lang": "ro"}
    assert values(SolitaireWidget(code=CODE)) == defaults


def test_a_damaged_file_is_set_aside_with_a_note_and_never_stops_play(
    kept: Path, caplog: pytest.LogCaptureFixture
) -> None:
    kept.parent.mkdir(parents=True)
    kept.write_bytes(b'{"hints": tru\xff')
    with caplog.at_level(logging.WARNING, logger="rsol_widget.widget"):
        w = SolitaireWidget(code=CODE)
    assert values(w) == {**SETTINGS, "theme": THEMES[0], "lang": "en"}
    aside = [p for p in kept.parent.iterdir() if p.name.startswith("preferences.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == b'{"hints": tru\xff'  # kept, never deleted
    assert not kept.exists()
    assert aside[0].name in caplog.text
    client = Client(w)
    assert client.ask("move", card="7♣", dest=0)["status"] == "done"  # type: ignore[index]
    client.ask("settings", hints=True)
    assert load() == {"hints": True}


@pytest.mark.parametrize("text", ["[1, 2]", '"hints"', "null", "x" * 70_000])
def test_a_file_that_is_no_object_is_damaged_too(kept: Path, text: str) -> None:
    kept.parent.mkdir(parents=True)
    kept.write_text(text)
    assert SolitaireWidget(code=CODE).hints is SETTINGS["hints"]
    assert not kept.exists() and len(list(kept.parent.glob("preferences.damaged-*"))) == 1


def test_a_value_no_board_could_set_is_dropped_and_the_rest_kept(kept: Path) -> None:
    kept.parent.mkdir(parents=True)
    kept.write_text(json.dumps({"hints": "yes", "theme": "plaid", "lang": "xx", "kind": "move", "auto_place": True}))
    w = SolitaireWidget(code=CODE)
    assert (w.hints, w.theme, w.lang, w.auto_place) == (False, THEMES[0], "en", True)


def test_a_read_only_folder_keeps_the_choice_for_this_board_and_never_stops_play(
    kept: Path, caplog: pytest.LogCaptureFixture
) -> None:
    Client(SolitaireWidget(code=CODE)).ask("settings", hints=True)
    with read_only(kept.parent), caplog.at_level(logging.WARNING, logger="rsol_widget.widget"):
        client = Client(SolitaireWidget(code=CODE))
        assert client.w.hints is True  # read from the read-only folder
        assert client.ask("settings", theme="blue")["status"] == "done"  # type: ignore[index]
        assert client.w.theme == "blue"
        assert client.ask("move", card="7♣", dest=0)["status"] == "done"  # type: ignore[index]
        assert client.ask("reset_settings")["status"] == "done"  # type: ignore[index]
        assert client.w.hints is False
    assert "could not keep the preferences" in caplog.text
    assert load() == {"hints": True}  # the file as it was


WRITER = """
    import sys, time
    from pathlib import Path
    from rsol_widget._prefs import remember
    path, name, rounds, start = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    while time.time() < start:
        time.sleep(0.001)
    for i in range(rounds):
        assert remember({name: i % 2 == 0}, path)
"""


def test_two_processes_changing_two_settings_at_once_keep_both(tmp_path: Path) -> None:
    path, rounds, start = tmp_path / PREFERENCES, 151, str(time.time() + 1.0)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    writers = [
        subprocess.Popen([sys.executable, "-c", textwrap.dedent(WRITER), str(path), name, str(rounds), start], env=env)
        for name in ("hints", "auto_place")
    ]
    seen = 0
    while any(w.poll() is None for w in writers):
        if path.exists():
            assert set(load(path)) <= {"hints", "auto_place"}  # every read finds a whole file
            seen += 1
    assert [w.wait(60) for w in writers] == [0, 0]
    assert json.loads(path.read_text()) == {"hints": True, "auto_place": True}  # each one's last word
    assert seen > 0
    assert [p.name for p in tmp_path.iterdir() if p.name != PREFERENCES] == [f".{PREFERENCES}.lock"]  # no temps

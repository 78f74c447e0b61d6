"""Every mirror of a declaration is what ``python tools/regenerate.py`` makes of it, and the check notices
a stale one: a setting added to the table, or a mirror edited by hand."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import typing
from pathlib import Path
from types import ModuleType

import pytest

from rsol_widget import _settings, i18n
from rsol_widget._protocol import Settings, constants
from rsol_widget._settings import SETTINGS, TABLE, THEMES, Setting

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("regenerate", ROOT / "tools" / "regenerate.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("regenerate", module)
    spec.loader.exec_module(module)
    return module


regenerate = _tool()
sys.path.insert(0, str(ROOT / "docs"))
import hooks  # noqa: E402  (docs/hooks.py: the docs' table of settings, written when the site is built)


def test_no_mirror_is_stale() -> None:
    assert [str(p.relative_to(ROOT)) for p in regenerate.stale()] == [], "run python tools/regenerate.py"


def test_a_new_row_makes_every_generated_mirror_stale(monkeypatch: pytest.MonkeyPatch) -> None:
    row = Setting("example_setting", True, "The game clock shows above the board.")
    monkeypatch.setattr(regenerate, "TABLE", (*TABLE, row))
    monkeypatch.setattr(_settings, "TABLE", (*TABLE, row))
    with pytest.raises(KeyError, match=r"label\.example_setting"):
        hooks.settings_table()  # a row without its label in the catalogue does not go unnoticed
    for lang in i18n.LANGS:
        monkeypatch.setitem(i18n.templates(lang), "label.example_setting", "Exemplu" if lang == "ro" else "Example")
    assert {p.name for p in regenerate.stale()} == {"_protocol.py"}  # the one committed mirror
    assert "    example_setting: bool\n" in regenerate.typed_keywords()
    made = _settings.trait(row)  # the widget's trait, made from the row when the package is imported
    assert (type(made).__name__, made.default_value, made.metadata) == ("Bool", True, {"sync": True})
    choice = _settings.trait(Setting("example_choice", "a", "?", choices=("a", "b")))
    assert (type(choice).__name__, choice.default_value, choice.values) == ("Enum", "a", ("a", "b"))
    assert "| `example_setting` «Exemplu» | on | The game clock shows above the board. |" in hooks.settings_table()


def test_the_widget_page_shows_every_setting_as_built() -> None:
    """docs/widget.md holds the marker, and the built page a row per setting in the table's order."""
    built = hooks.on_page_markdown((ROOT / "docs" / "widget.md").read_text(encoding="utf-8"))
    rows = [line.split("`")[1] for line in built.splitlines() if line.startswith("| `")]
    assert rows == [s.name for s in TABLE]
    assert hooks.on_page_markdown("no marker here") == "no marker here"


def test_a_hand_edited_mirror_is_stale(tmp_path: Path) -> None:
    text = (ROOT / "rsol_widget" / "_protocol.py").read_text(encoding="utf-8")
    path = tmp_path / "_protocol.py"
    path.write_text(text.replace("    double_click: bool\n", "    double_click: str\n", 1), encoding="utf-8")
    fields = regenerate.typed_keywords()
    mirror = (path, lambda t: regenerate._block(t, "generated: settings", "end generated: settings", fields, "p.py"))
    assert regenerate.stale([mirror]) == [path]
    path.write_text(text, encoding="utf-8")
    assert regenerate.stale([mirror]) == []


def test_the_table_is_what_the_widget_and_the_page_get() -> None:
    from rsol_widget import SolitaireWidget

    w = SolitaireWidget()
    assert {s.name: getattr(w, s.name) for s in TABLE} == {s.name: s.default for s in TABLE}
    assert constants()["settings"] == list(SETTINGS) and constants()["themes"] == list(THEMES)
    hints = typing.get_type_hints(Settings)
    assert hints == {s.name: str if s.choices else bool for s in TABLE}
    assert set(SolitaireWidget.class_traits(sync=True)) >= {s.name for s in TABLE}
    assert set(_settings.SettingTraits.class_own_traits(sync=True)) == {s.name for s in TABLE}
    assert not set(SolitaireWidget.class_own_traits()) & {s.name for s in TABLE}  # no copy in widget.py


def test_a_row_is_checked() -> None:
    with pytest.raises(ValueError, match="bool"):
        Setting("x", "yes", "?")
    with pytest.raises(ValueError, match="first choice"):
        Setting("x", "b", "?", choices=("a", "b"))
    assert dataclasses.replace(TABLE[0]).label == f"label.{TABLE[0].name}"
    assert _settings.__all__ == ["SETTINGS", "TABLE", "THEMES", "Setting", "SettingTraits", "trait"]

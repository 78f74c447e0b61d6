"""Every mirror of a declaration is what ``python tools/regenerate.py`` makes of it, and the check notices
a stale one (a mirror edited by hand); a setting has none: everything about it derives from its field of
``rsol_widget/_settings.py``'s ``Settings`` (the typed keywords themselves), and a field added there needs
nothing regenerated."""

from __future__ import annotations

import dataclasses
import importlib.util
import sys
import typing
from pathlib import Path
from types import ModuleType

import pytest

from rsol_widget import _protocol, _settings, i18n
from rsol_widget._protocol import constants, labels_for
from rsol_widget._settings import CHOICES, LOOKS, SETTINGS, TABLE, THEMES, Look, Row, Setting, Settings

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


def test_a_new_field_needs_nothing_regenerated(monkeypatch: pytest.MonkeyPatch) -> None:
    """Was: a new row made the committed typed keywords stale. The typed keywords are now the declaration
    itself, so a new field leaves no mirror stale; the trait, the docs' table and the page's list and
    looks come from it, and its label must be in the catalogue."""
    hint = typing.Annotated[bool, Row(True, "The game clock shows above the board.", look=_settings.hides("time"))]
    row = _settings._row("example_setting", hint)
    assert row == Setting("example_setting", True, "The game clock shows above the board.", look=Look("hides", "time"))
    monkeypatch.setattr(_settings, "TABLE", (*TABLE, row))
    monkeypatch.setattr(_settings, "LOOKS", (*LOOKS, row))
    assert regenerate.stale() == []  # nothing committed to regenerate
    with pytest.raises(KeyError, match=r"label\.example_setting"):
        hooks.settings_table()  # a row without its label in the catalogue does not go unnoticed
    for lang in i18n.LANGS:
        monkeypatch.setitem(i18n.templates(lang), "label.example_setting", "Exemplu" if lang == "ro" else "Example")
    made = _settings.trait(row)  # the widget's trait, made from the row when the package is imported
    assert (type(made).__name__, made.default_value, made.metadata) == ("Bool", True, {"sync": True})
    choice = _settings.trait(Setting("example_choice", "a", "?", choices=("a", "b")))
    assert (type(choice).__name__, choice.default_value, choice.values) == ("Enum", "a", ("a", "b"))
    assert "| `example_setting` «Exemplu» | on | The game clock shows above the board. |" in hooks.settings_table()
    monkeypatch.setattr(_protocol, "LOOKS", _settings.LOOKS)
    assert constants()["looks"][-1] == {"setting": "example_setting", "kind": "hides", "target": "time"}


def test_a_new_choice_field_reaches_the_page_with_its_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """Was: the settings panel built only on/off boxes, so a choice setting (a list like the table's look)
    needed code on the page. The page now builds each choice's list from ``constants["choices"]``."""
    hint = typing.Annotated[
        typing.Literal["normal", "large"], Row("normal", "Card size.", look=_settings.root_data("size"))
    ]
    row = _settings._row("card_size", hint)
    monkeypatch.setattr(_protocol, "CHOICES", (*CHOICES, row))
    assert constants()["choices"][-1] == {"setting": "card_size", "label": "card_size", "values": ["normal", "large"]}
    # and the kernel takes the page's choice (was: the request parser knew the theme alone and refused it)
    assert _protocol.parse_request({"kind": "settings", "id": "a", "card_size": "large"}).values == {
        "card_size": "large"
    }
    for choice in (*CHOICES, row):
        for value in choice.choices:
            assert _protocol.parse_request({"kind": "settings", "id": "a", choice.name: value}).values == {
                choice.name: value
            }
        with pytest.raises(_protocol.BadRequest, match=f"{choice.name} must be one of"):
            _protocol.parse_request({"kind": "settings", "id": "a", choice.name: "huge"})
    assert (
        row.option_label("large"),
        _settings._row("t", typing.Annotated[typing.Literal["a"], Row("a", "?", label="page.t")]).page_label,
    ) == ("label.card_size_large", "t")
    with pytest.raises(ValueError, match=r"label\. or page\."):
        Setting("c", "x", "?", choices=("x", "y"), label="error.c")  # the page reads only those two sections


def test_every_choice_has_its_words_in_every_language() -> None:
    assert [c["setting"] for c in constants()["choices"]] == [s.name for s in TABLE if s.choices]
    assert {"setting": "theme", "label": "theme", "values": list(THEMES)} in constants()["choices"]
    for lang in i18n.LANGS:
        words = labels_for(lang)
        for row in CHOICES:
            assert words[row.page_label] == i18n.text(lang, row.label)
            for value in row.choices:  # what the panel's list shows for each value
                assert words[row.option_label(value).partition(".")[2]] == i18n.text(lang, row.option_label(value))


def test_a_field_is_declared_with_its_type_and_row() -> None:
    choice = _settings._row("c", typing.Annotated[typing.Literal["x", "y"], Row("x", "?", label="page.c")])
    assert (choice.choices, choice.default, choice.label, choice.look) == (("x", "y"), "x", "page.c", None)
    with pytest.raises(TypeError, match="Row"):
        _settings._row("bare", bool)
    with pytest.raises(TypeError, match="Literal"):
        _settings._row("text", typing.Annotated[str, Row("a", "?")])
    with pytest.raises(ValueError, match="first choice"):
        _settings._row("c", typing.Annotated[typing.Literal["x", "y"], Row("y", "?")])
    with pytest.raises(ValueError, match="no part 'clock'"):
        _settings.hides("clock")  # the page marks only PARTS
    with pytest.raises(ValueError, match="on/off"):
        Setting("c", "x", "?", choices=("x", "y"), look=_settings.hides("time"))


def test_the_widget_page_shows_every_setting_as_built() -> None:
    """docs/widget.md holds the marker, and the built page a row per setting in the table's order."""
    built = hooks.on_page_markdown((ROOT / "docs" / "widget.md").read_text(encoding="utf-8"))
    rows = [line.split("`")[1] for line in built.splitlines() if line.startswith("| `")]
    assert rows == [s.name for s in TABLE]
    assert hooks.on_page_markdown("no marker here") == "no marker here"


def test_a_hand_edited_mirror_is_stale(tmp_path: Path) -> None:
    path = tmp_path / "mirror.txt"
    path.write_text("made\n", encoding="utf-8")
    mirror = (path, lambda _text: "made\n")
    assert regenerate.stale([mirror]) == []
    path.write_text("edited by hand\n", encoding="utf-8")
    assert regenerate.stale([mirror]) == [path]
    assert regenerate.main(["--check"]) == 0  # the committed mirrors (none today) are fresh


def test_the_table_is_what_the_widget_and_the_page_get() -> None:
    from rsol_widget import SolitaireWidget

    w = SolitaireWidget()
    assert {s.name: getattr(w, s.name) for s in TABLE} == {s.name: s.default for s in TABLE}
    assert constants()["settings"] == list(SETTINGS) and constants()["themes"] == list(THEMES)
    hints = typing.get_type_hints(Settings)
    assert hints == {s.name: typing.Literal[s.choices] if s.choices else bool for s in TABLE}
    assert set(SolitaireWidget.class_traits(sync=True)) >= {s.name for s in TABLE}
    assert set(_settings.SettingTraits.class_own_traits(sync=True)) == {s.name for s in TABLE}
    assert not set(SolitaireWidget.class_own_traits()) & {s.name for s in TABLE}  # no copy in widget.py


def test_a_row_is_checked() -> None:
    with pytest.raises(ValueError, match="bool"):
        Setting("x", "yes", "?")
    with pytest.raises(ValueError, match="first choice"):
        Setting("x", "b", "?", choices=("a", "b"))
    assert dataclasses.replace(TABLE[0]).label == f"label.{TABLE[0].name}"
    assert set(_settings.__all__) >= {
        "CHOICES",
        "SETTINGS",
        "TABLE",
        "THEMES",
        "Setting",
        "SettingTraits",
        "Settings",
        "trait",
    }

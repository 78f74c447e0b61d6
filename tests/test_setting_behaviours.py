"""Every setting has a test of what it does (not of where it stands in a list): a row added to
rsol_widget/_settings.py fails here until a behaviour test names it.

Each setting maps to the tests that turn it on and off and check the difference: Python's for what
the kernel decides, the node tests' for what the page's gestures do, a browser's for what only a
real page shows.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rsol_widget._settings import TABLE

ROOT = Path(__file__).resolve().parents[1]

BEHAVIOURS = {
    "double_click": [
        "tests/test_widget.py::test_double_click_off_makes_a_double_tap_a_tap",
        "js/tests/settings.test.js::double_click: two quick taps are a double tap only with the setting on",
    ],
    "placement_help": [
        "js/tests/settings.test.js::placement_help: a card picked up lights its destinations only with the setting on",
    ],
    "interactive_rules": ["tests/ui/test_board.py::test_settings_panel_language_and_interactive_rules"],
    "auto_place": [
        "js/tests/settings.test.js::auto_place: a card released where it cannot go is placed only with the setting on",
        "tests/ui/test_board.py::test_automatic_placement_puts_a_released_card_where_double_tap_would",
    ],
    "hints": [
        "tests/test_widget_hints.py::test_hints_are_off_by_default_and_cost_nothing",
        "tests/test_widget_hints.py::test_a_new_game_and_turning_hints_off_cancel_the_search",
    ],
    "hints_peek": [
        "tests/test_widget_fair_hints.py::test_the_peeking_setting_brings_back_the_solvers_verdict_and_drops_the_other_review"
    ],
    "theme": ["tests/ui/test_store_board.py::test_the_table_theme_is_chosen_in_settings_and_kept_by_the_widget"],
}
"""Each setting's behaviour tests, as ``file::name`` (a node test by its title)."""


def body(ident: str) -> str:
    """The source of the test ``file::name``, from its definition to the next one."""
    path, name = ident.split("::")
    text = (ROOT / path).read_text(encoding="utf-8")
    if path.endswith(".js"):
        start = text.find(f'test("{name}"')
        nxt = r"\ntest\("
    else:
        start = text.find(f"def {name}(")
        nxt = r"\n(?:def |@|class )"
    assert start >= 0, f"no test {name!r} in {path}"
    end = re.search(nxt, text[start + 1 :])
    return text[start : start + 1 + end.start()] if end else text[start:]


def test_every_setting_has_a_behaviour_test() -> None:
    assert set(BEHAVIOURS) == {s.name for s in TABLE}, "give each setting a test of what it does, and name it here"


@pytest.mark.parametrize("name", [s.name for s in TABLE])
def test_the_behaviour_tests_exist_and_use_the_setting(name: str) -> None:
    for ident in BEHAVIOURS.get(name, []):
        source = body(ident)
        used = re.search(rf"\b{name}\b|{name.replace('_', ' ')}|Table\"\)|\.rsol-setting-{name}", source)
        assert used, f"{ident} does not turn {name} on or off"


def test_the_check_catches_a_missing_or_unrelated_test() -> None:
    with pytest.raises(AssertionError, match="no test"):
        body("tests/test_widget.py::test_no_such_test")
    assert "placement_help" not in body("tests/test_widget.py::test_double_click_off_makes_a_double_tap_a_tap")

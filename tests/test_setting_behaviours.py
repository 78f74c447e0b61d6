"""Every setting has a test of what it does (not of where it stands in a list): a row added to
rsol_widget/_settings.py fails here until a behaviour test names it: a Python test marked
``@pytest.mark.setting("name")`` or a node test titled ``"name: …"``, in its own file. A display
setting whose row declares its ``look`` needs none: tests/ui/test_looks.py checks every such row.

Each setting maps to the tests that turn it on and off and check the difference: Python's for what
the kernel decides, the node tests' for what the page's gestures do, a browser's for what only a
real page shows.
"""

from __future__ import annotations

import re
import typing
from pathlib import Path

import pytest

from rsol_widget._settings import LOOKS, TABLE, Look

ROOT = Path(__file__).resolve().parents[1]

MARKED = re.compile(r"^@pytest\.mark\.setting\(([^)]*)\)\n(?:@[^\n]*\n)*(?:async )?def (\w+)\(", re.M)
TITLED = re.compile(r'^test\("(\w+): [^"]*"', re.M)
LOOKED = "tests/ui/test_looks.py::test_a_display_setting_does_what_its_row_declares"
"""The browser test of every row with a ``look`` (parametrised by the table: ``…[name]``)."""


def behaviours(root: Path = ROOT) -> dict[str, list[str]]:
    """Each setting's behaviour tests, as ``file::name``, found where they are: a Python test marked
    ``@pytest.mark.setting("name")``, a node test whose title starts with ``name:``. A new setting's
    test names its setting in its own file; nothing is listed here."""
    names = {s.name for s in TABLE}
    found: dict[str, list[str]] = {s.name: [f"{LOOKED}[{s.name}]"] for s in LOOKS}
    for path in sorted((root / "tests").rglob("test_*.py")):
        for marked, test in MARKED.findall(path.read_text(encoding="utf-8")):
            for name in re.findall(r"\"(\w+)\"", marked):
                found.setdefault(name, []).append(f"{path.relative_to(root)}::{test}")
    for path in sorted((root / "js" / "tests").glob("*.test.js")):
        for title in TITLED.finditer(path.read_text(encoding="utf-8")):
            if title.group(1) in names:
                found.setdefault(title.group(1), []).append(f"{path.relative_to(root)}::{title.group(0)[6:-1]}")
    return found


BEHAVIOURS = behaviours()
"""Each setting's behaviour tests, as ``file::name`` (a node test by its title)."""


def body(ident: str) -> str:
    """The source of the test ``file::name``, from its definition to the next one."""
    path, name = ident.split("[")[0].split("::")
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
    missing = {s.name for s in TABLE} - set(BEHAVIOURS)
    assert not missing, f"give {missing} a test of what it does, marked @pytest.mark.setting(name) or titled 'name: …'"
    assert set(BEHAVIOURS) <= {s.name for s in TABLE}, "a test marked for a setting that does not exist"


@pytest.mark.parametrize("name", [s.name for s in TABLE])
def test_the_behaviour_tests_exist_and_use_the_setting(name: str) -> None:
    for ident in BEHAVIOURS.get(name, []):
        source = body(ident)
        if ident.startswith(LOOKED):
            continue  # the look's own test, checked below
        used = re.search(rf"\b{name}\b|{name.replace('_', ' ')}|Table\"\)|\.rsol-setting-{name}", source)
        assert used, f"{ident} does not turn {name} on or off"


def test_the_looks_test_knows_every_kind_of_look_and_reads_the_table() -> None:
    """The browser test of display settings runs over ``LOOKS`` and checks each kind of look the
    vocabulary has (a new kind fails here until the test reads it)."""
    source = (ROOT / "tests" / "ui" / "test_looks.py").read_text(encoding="utf-8")
    assert '@pytest.mark.parametrize("setting", LOOKS' in source
    shows = body("tests/ui/test_looks.py::shows")
    kinds = typing.get_args(typing.get_type_hints(Look)["kind"])
    assert kinds and all(f'look.kind == "{kind}"' in shows for kind in kinds)


def test_the_finder_reads_marks_and_titles(tmp_path: Path) -> None:
    (tmp_path / "tests" / "ui").mkdir(parents=True)
    (tmp_path / "js" / "tests").mkdir(parents=True)
    python = '@pytest.mark.setting("hints", "theme")\n@pytest.mark.browser\ndef test_a(page):\n    pass\n'
    (tmp_path / "tests" / "ui" / "test_x.py").write_text(python, encoding="utf-8")
    node = 'test("auto_place: drops", () => {});\ntest("not_a_setting: x", () => {});\n'
    (tmp_path / "js" / "tests" / "x.test.js").write_text(node, encoding="utf-8")
    looked = {s.name: [f"{LOOKED}[{s.name}]"] for s in LOOKS}  # every row with a look, without a test file
    assert behaviours(tmp_path) == {
        **looked,
        "hints": ["tests/ui/test_x.py::test_a"],
        "theme": [*looked.get("theme", []), "tests/ui/test_x.py::test_a"],
        "auto_place": ["js/tests/x.test.js::auto_place: drops"],
    }


def test_the_check_catches_a_missing_or_unrelated_test() -> None:
    with pytest.raises(AssertionError, match="no test"):
        body("tests/test_widget.py::test_no_such_test")
    assert "placement_help" not in body("tests/test_widget.py::test_double_click_off_makes_a_double_tap_a_tap")

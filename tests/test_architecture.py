"""docs/architecture.md names every module with its role, in tables that render as tables."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
PAGE = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")

markdown = pytest.importorskip("markdown")


def section(title: str, text: str = PAGE) -> str:
    """The page's text from the heading ``title`` to the next heading."""
    start = text.index(title)
    end = re.search(r"\n#{2,3} ", text[start + len(title) :])
    return text[start : start + len(title) + end.start()] if end else text[start:]


def cells(text: str) -> str:
    """The text of every table cell ``text`` renders to (a row that does not render is not there)."""
    html = markdown.markdown(text, extensions=["tables"])
    return " ".join(re.findall(r"<td>(.*?)</td>", html, re.S))


def python_modules() -> list[str]:
    package = ROOT / "rsol_widget"
    solver = {p.stem for p in (package / "solver").glob("_*.py") if p.stem != "__init__"}
    return sorted({p.stem for p in package.glob("*.py")} | solver)


def test_every_python_module_is_in_the_rendered_table() -> None:
    table = cells(section("### Python: `rsol_widget/`"))
    missing = [m for m in python_modules() if f"<code>{m}</code>" not in table]
    assert not missing, f"docs/architecture.md does not list {missing}"


def test_every_page_module_is_in_the_rendered_table() -> None:
    table = cells(section("### The page: `js/src/`"))
    missing = [p.stem for p in sorted((ROOT / "js" / "src").glob("*.js")) if f"<code>{p.stem}</code>" not in table]
    assert not missing, f"docs/architecture.md does not list {missing}"


def test_a_table_row_after_a_paragraph_does_not_count() -> None:
    broken = "| modules | job |\n|---|---|\n| `a` | one |\n\nA paragraph.\n| `b` | two |\n"
    assert "<code>a</code>" in cells(broken) and "<code>b</code>" not in cells(broken)


def imported_modules(path: Path) -> set[str]:
    """The modules ``path`` imports when it is imported (not those imported inside functions or for types)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in tree.body:
        if isinstance(node, ast.ImportFrom):
            names |= {f"{node.module or ''}.{a.name}".strip(".") for a in node.names} | {node.module or ""}
        elif isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
    return names


def test_the_record_is_the_format_and_the_replay_draws() -> None:
    """record.py reads and writes records; the cursor that draws a step lives in replay.py."""
    from rsol_widget import record, replay

    imported = imported_modules(ROOT / "rsol_widget" / "record.py")
    assert not any(n.endswith(("render", "replay")) for n in imported), imported
    assert record.Replay is replay.Replay  # the former place still answers
    assert "render" in {n.rsplit(".", 1)[-1] for n in imported_modules(ROOT / "rsol_widget" / "replay.py")}


def private_reaches(path: Path) -> list[str]:
    """Every ``x._name`` that ``path`` reads on anything but ``self`` or ``cls``: a reach into another's insides."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [
        f"{path.name}:{node.lineno} {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr.startswith("_")
        and not node.attr.startswith("__")
        and not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"))
    ]


@pytest.mark.parametrize("module", ["_handlers", "_advice", "_elsewhere"])
def test_the_widgets_parts_talk_through_their_interfaces(module: str) -> None:
    """The handlers, the background answers and the other-board choices use the widget as a
    ``Board`` (their typed Protocol) and the session they are given, never the widget's insides."""
    assert private_reaches(ROOT / "rsol_widget" / f"{module}.py") == []


def test_a_reach_into_the_widgets_insides_is_seen(tmp_path: Path) -> None:
    source = tmp_path / "part.py"
    source.write_text("def f(w, self):\n    return w._session.seq, self._own, w.__class__\n", encoding="utf-8")
    assert private_reaches(source) == ["part.py:2 w._session"]

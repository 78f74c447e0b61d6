"""The documentation site: its pages' examples run, the API reference turns the docstrings' Sphinx
roles into cross-references, the pictures are what the renderer draws, and the site builds strict.

The built site is checked in a real browser by ``tests/ui/test_site.py``.
"""

from __future__ import annotations

import doctest
import html
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
sys.path.insert(0, str(DOCS))

PAGES = sorted(p for p in DOCS.rglob("*.md"))
EXAMPLES = re.compile(r"```python\n(>>> .*?)```", re.S)


def run_examples(path: Path) -> doctest.TestResults:
    """Run every ``>>>`` block of ``path`` as one doctest session (names carry over between blocks)."""
    text = path.read_text(encoding="utf-8")
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    globs: dict[str, object] = {}
    for i, block in enumerate(EXAMPLES.findall(text)):
        test = doctest.DocTestParser().get_doctest(block, globs, f"{path.name} block {i}", str(path), 0)
        runner.run(test, clear_globs=False)
        globs = test.globs  # a DocTest works on a copy
    return runner.summarize(verbose=False)


@pytest.mark.parametrize("page", [p for p in PAGES if ">>> " in p.read_text(encoding="utf-8")], ids=lambda p: p.name)
def test_page_examples_run_as_shown(page: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # examples that save a file write it here
    result = run_examples(page)
    assert result.attempted > 0 and result.failed == 0


def test_the_pages_with_examples_are_the_ones_that_teach_code() -> None:
    with_examples = {p.relative_to(DOCS).as_posix() for p in PAGES if EXAMPLES.search(p.read_text(encoding="utf-8"))}
    assert {"engine.md", "rules.md", "rules.ro.md", "records.md", "solver.md", "codes.md"} <= with_examples


def test_pictures_are_what_the_renderer_draws() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_doc_pictures.py"), "--check"], capture_output=True, text=True
    )
    assert done.returncode == 0, done.stderr


def test_doctests_become_code_fences() -> None:
    pytest.importorskip("griffe", reason="griffe comes with the docs extra (mkdocstrings)")
    from doctest_fences import fence

    text = 'Intro.\n\n>>> FITTING["classic"][10]\n[9]\n\nAfter.'
    assert fence(text) == 'Intro.\n\n```python\n>>> FITTING["classic"][10]\n[9]\n```\n\nAfter.'


def test_sphinx_roles_become_cross_references() -> None:
    griffe = pytest.importorskip("griffe")
    from sphinx_roles import rewrite

    pkg = griffe.load("rsol_widget", search_paths=[str(ROOT)], resolve_aliases=True)
    game = pkg["game"]["Game"]
    ref = '<autoref identifier="{}" optional><code>{}</code></autoref>'
    assert rewrite(":meth:`from_code`", game, pkg) == ref.format("rsol_widget.game.Game.from_code", "from_code")
    assert rewrite(":class:`Move`", game, pkg) == ref.format("rsol_widget.moves.Move", "Move")
    assert rewrite(":class:`~rsol_widget.cards.Card`", game, pkg) == ref.format("rsol_widget.cards.Card", "Card")
    assert rewrite(":mod:`secrets` and :class:`ValueError`", game, pkg) == "`secrets` and `ValueError`"
    assert rewrite(":func:`_private_helper`", game, pkg) == "`_private_helper`"
    assert rewrite("no role here: ``x``", game, pkg) == "no role here: ``x``"


def test_site_builds_strict_with_every_role_converted(tmp_path: Path) -> None:
    pytest.importorskip("mkdocstrings")
    pytest.importorskip("mkdocs_jupyter")
    pytest.importorskip("material")
    site = tmp_path / "site"
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    api = (site / "api" / "game" / "index.html").read_text(encoding="utf-8")
    assert "double_tap" in api and "autorefs-internal" in api  # docstrings, with links between entries
    for page in site.rglob("*.html"):
        html = page.read_text(encoding="utf-8")
        assert not re.search(r":(meth|class|func|attr|mod|exc|data):`", html), page
        assert "<autoref" not in html, page  # every cross-reference resolved to a link or plain code
    assert (site / "images" / "board.svg").is_file()
    lesson = (site / "notebooks" / "lesson-4-foundations" / "index.html").read_text(encoding="utf-8")
    boards = re.findall(r"<img\b[^>]*src=.data:image/svg\+xml[^>]*>", lesson)  # the lessons, rendered
    assert len(boards) >= 5 and all(re.search(r'alt="RU1-', img) for img in boards), boards[:1]


def test_the_hook_drops_cdn_scripts_and_reports_any_other_outside_load() -> None:
    from hooks import drop_cdn_scripts, external_loads

    page = (
        "<script>var x = 1;</script>"
        '<script src="https://cdnjs.example/mathjax.js"> </script>'
        "<script>\nvar widgetRendererSrc = 'https://unpkg.example/embed-amd.js';\n</script>"
        '<script src=""> </script>'
        '<script type="application/vnd.jupyter.widget-state+json">{"u": "https://x.example"}</script>'
        '<script src="../assets/bundle.js"></script>'
    )
    kept = drop_cdn_scripts(page)
    assert kept == (
        "<script>var x = 1;</script>"
        '<script type="application/vnd.jupyter.widget-state+json">{"u": "https://x.example"}</script>'
        '<script src="../assets/bundle.js"></script>'
    )
    assert external_loads(kept) == []
    outside = '<img src="https://example.org/a.png"><link rel="stylesheet" href="//fonts.example/css"><img src="a.svg">'
    assert len(external_loads(outside)) == 2


def test_every_notebook_becomes_a_lesson_in_the_nav(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import hooks

    for name in ["lesson-2-moves.ipynb", "lesson-2-moves.ro.ipynb", "zz-extra.ipynb", "play.ipynb"]:
        cell = {"cell_type": "markdown", "source": [f"# Title of {name}\n"], "metadata": {}}
        (tmp_path / name).write_text(json.dumps({"cells": [cell]}), encoding="utf-8")
    (tmp_path / ".ipynb_checkpoints").mkdir()
    (tmp_path / ".ipynb_checkpoints" / "lesson-2-moves-checkpoint.ipynb").write_text("{}", encoding="utf-8")
    monkeypatch.setattr(hooks, "NOTEBOOKS", tmp_path)
    monkeypatch.setattr(hooks, "ROOT", tmp_path.parent)
    config = hooks.on_config({"nav": [{"Home": "index.md"}, {"Lessons": []}]})
    top = tmp_path.name
    assert config["nav"][1]["Lessons"] == [
        {"Title of lesson-2-moves.ipynb": f"{top}/lesson-2-moves.ipynb"},
        {"Title of lesson-2-moves.ro.ipynb": f"{top}/lesson-2-moves.ro.ipynb"},
        {"Title of play.ipynb": f"{top}/play.ipynb"},
        {"Title of zz-extra.ipynb": f"{top}/zz-extra.ipynb"},
    ]


APP_LABELS = ["new_game", "classic", "relaxed", "mixed_suits", "same_suit", "double_click", "placement_help"]
APP_LABELS += ["interactive_rules", "auto_place"]


@pytest.mark.parametrize("page", ["rules.md", "rules.ro.md"])
def test_rules_pages_quote_the_apps_labels_as_the_widget_shows_them(page: str) -> None:
    """Each setting and rule label of the app, in Romanian as the catalogue has it, with its English
    meaning on the English page; and every number a rule or the scoring depends on."""
    from rsol_widget.messages import LABELS

    text = " ".join((DOCS / page).read_text(encoding="utf-8").split())  # as rendered: a line break is a space
    quote = ("«", "»") if page == "rules.md" else ("„", "”")
    for key in APP_LABELS:
        assert f"{quote[0]}{LABELS['ro'][key]}{quote[1]}" in text, key
        if page == "rules.md":
            assert f"{quote[1]} [{LABELS['en'][key]}]" in text, key
    for number in ["52", "21", "31", "1, 6, 7, 8, 9, 10", "20", "100", "625", "+10", "+5", "♠ ♥ ♦ ♣", "RU1-C-AAAAABB"]:
        assert number in text, number
    if page == "rules.ro.md":
        assert "«" not in text and "»" not in text  # Romanian quotes on the Romanian page


def test_a_lessons_live_board_note_is_the_catalogues_in_its_language() -> None:
    """The line a docs lesson page shows where its board would be comes from the catalogue, in the
    language its file's name says (a new language needs no edit in docs/hooks.py)."""
    import hooks

    from rsol_widget import i18n

    for lang in i18n.LANGS:
        name = "notebooks/lesson-1-board.ipynb" if lang == "en" else f"notebooks/lesson-1-board.{lang}.ipynb"
        assert hooks.live_note(name) == html.escape(i18n.text(lang, "lesson.live_board"))
    assert hooks.live_note("notebooks/x.xx.ipynb") == hooks.live_note("notebooks/x.ipynb")  # unknown: English

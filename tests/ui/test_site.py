"""The documentation site in a real browser: built with ``mkdocs build --strict`` into a temporary
folder, served on 127.0.0.1, and read page by page as a visitor would.

Every page: no Sphinx role left as raw text, no unclosed code fence, the page's own last words
shown (nothing cut off), the footer drawn. The search finds ``double_tap``; the board pictures
load; and no request leaves 127.0.0.1 (each one is recorded and refused).
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import loopback_only, serve_folder

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
ROLE = re.compile(r":(?:meth|class|func|attr|mod|exc|data|obj):`")


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """The built site, served on 127.0.0.1: (base URL, folder)."""
    pytest.importorskip("mkdocs_jupyter")
    folder = tmp_path_factory.mktemp("site")
    done = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(folder)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    with serve_folder(folder) as base:
        yield base, folder


@pytest.fixture(scope="module")
def visit(browser: Any) -> Iterator[tuple[Any, list[str]]]:
    """A page whose every request off 127.0.0.1 is recorded and aborted."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    outside = loopback_only(context)
    page = context.new_page()
    page.set_default_timeout(20_000)
    yield page, outside
    context.close()


def pages(folder: Path) -> list[str]:
    """Every page of the site, as a path under its root (``rules/``, ``notebooks/lesson-1-board/``)."""
    found = [p.parent.relative_to(folder).as_posix() for p in folder.rglob("index.html")]
    return sorted("" if p == "." else p + "/" for p in found)


def last_words(source: Path) -> str:
    """The last few words of a page's source text, as a reader sees them (markup taken out)."""
    lines, directive = [], False
    for ln in source.read_text(encoding="utf-8").splitlines():
        if ln.startswith(":::"):  # an API entry: its indented options are not shown either
            directive = True
        elif ln.strip() and not (directive and ln.startswith((" ", "\t"))):
            directive = False
            lines.append(ln)
    text = next(ln for ln in reversed(lines) if not ln.startswith(("```", "|", "!", ">>>", "<")))
    text = re.sub(r"\]\([^)]*\)", "", text)
    text = re.sub(r"[`*\[\]]", "", text)
    return " ".join(text.split()[-4:])


def test_every_page_is_complete_and_has_no_raw_role_markup(
    site: tuple[str, Path], visit: tuple[Any, list[str]]
) -> None:
    base, folder = site
    page, outside = visit
    checked = 0
    for path in pages(folder):
        page.goto(base + path)
        article = page.locator("article.md-content__inner")
        text = article.inner_text()
        assert not ROLE.search(text), f"{path}: raw role markup"
        assert "```" not in text, f"{path}: an unclosed code fence"
        assert page.locator("footer.md-footer").count() == 1, f"{path}: no footer"
        name = path.rstrip("/") or "index"
        sources = [ROOT / "docs" / f"{name}.md", ROOT / "docs" / name / "index.md"]
        for source in (s for s in sources if s.is_file()):
            words = last_words(source)
            assert words in " ".join(text.split()), f"{path}: its last words ({words!r}) are not shown"
        checked += 1
    assert checked >= 25
    assert not outside, outside[:5]


def test_lessons_and_api_pages_are_there_with_links(site: tuple[str, Path], visit: tuple[Any, list[str]]) -> None:
    base, folder = site
    page, outside = visit
    lessons = [p for p in pages(folder) if p.startswith("notebooks/")]
    assert {"notebooks/lesson-1-board/", "notebooks/lesson-1-board.ro/", "notebooks/example_game/"} <= set(lessons)
    page.goto(base + "notebooks/lesson-2-moves/")
    boards = page.locator("article img[alt^='RU1-'][src^='data:image/svg+xml']")  # alt: the board's caption
    assert boards.count() >= 3
    assert boards.first.evaluate("(el) => el.decode().then(() => el.naturalWidth)") == 848
    page.goto(base + "api/game/")
    links = page.locator("article a.autorefs-internal")
    assert links.count() > 20  # roles and signature types became links
    page.locator("article a.autorefs-internal[href*='Move']").first.click()
    page.wait_for_url(re.compile(r"api/cards/#rsol_widget\.moves\.Move"))
    assert not outside, outside[:5]


def test_board_pictures_load(site: tuple[str, Path], visit: tuple[Any, list[str]]) -> None:
    base, _ = site
    page, outside = visit
    for path, picture in [("", "board.svg"), ("rules/", "refused.svg"), ("rules.ro/", "refused.ro.svg")]:
        page.goto(base + path)
        img = page.locator(f"article img[src$='{picture}']")
        assert img.count() == 1
        width = img.evaluate("(el) => el.complete ? el.naturalWidth : 0")
        assert width == 848, f"{path}{picture}: {width}"
    page.goto(base + "study/")
    figure = page.locator("article img[src$='study.png']")
    assert figure.evaluate("(el) => el.decode().then(() => el.naturalWidth)") > 800
    assert not outside, outside[:5]


def test_search_finds_double_tap(site: tuple[str, Path], visit: tuple[Any, list[str]]) -> None:
    base, _ = site
    page, outside = visit
    page.goto(base)
    page.wait_for_load_state("networkidle")  # the search index is fetched by a worker
    search = page.locator("input.md-search__input")
    search.click()
    search.press_sequentially("double_tap")  # the theme searches on key presses, not on fill()
    results = page.locator(".md-search-result__item")
    results.first.wait_for(state="visible")
    assert results.count() >= 2  # the engine's API entry and the widget guide at least
    found = " ".join(results.all_inner_texts())
    assert "double_tap" in found
    assert not outside, outside[:5]

"""Lesson 2 in a real JupyterLab: Run All, drag 7♣ onto 8♣ in the lesson's game, run the check cell
again: it says ✓, read from the widget's own game; the folded answer stays folded behind "Show the
answer" after Run All, and the first line of its folded source gives nothing away."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest
from labkit import KERNEL_IDLE, Lab, drag, kernel_json, open_notebook

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


@pytest.mark.parametrize(("lang", "done"), [("en", "✓ Right: 7♣ c1"), ("ro", "✓ Corect: 7♣ c1")])
def test_the_widget_exercise_says_right_after_the_drag(lab: Lab, browser: Any, artifacts: Path, lang, done) -> None:
    from playwright.sync_api import expect

    name = "lesson-2-moves.ipynb" if lang == "en" else "lesson-2-moves.ro.ipynb"
    shutil.copy(NOTEBOOKS / name, lab.root / name)
    page = browser.new_page(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, name)
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=90_000)
        expect(page.get_by_role("button", name=KERNEL_IDLE)).to_be_visible(timeout=90_000)
        cells = page.locator(".jp-Cell")
        check = next(i for i in range(cells.count()) if "drag.check()" in cells.nth(i).inner_text())
        expect(cells.nth(check).locator(".jp-OutputArea-output")).to_contain_text("✗")
        answer = cells.nth(check + 1)
        expect(answer.locator("summary")).to_be_visible()  # folded behind "Show the answer"
        shown = answer.inner_text()  # the folded source's first line and the closed fold
        assert "✓" not in shown and "7♣" not in shown and "c1" not in shown, shown
        # the learner drags 7♣ (column 6) onto 8♣ (column 1)
        board = page.locator(".rsol-root").first
        drag(page, "7♣", 0, root=board)
        for _ in range(100):
            if kernel_json(page, "[str(m) for m in board.game.move_stack]") == ["7♣ c1"]:
                break
            page.wait_for_timeout(100)
        cells.nth(check).locator(".jp-InputArea-editor").click()
        page.keyboard.press("Control+Enter")
        output = cells.nth(check).locator(".jp-OutputArea-output")
        expect(output).to_contain_text(done, timeout=30_000)
        output.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / f"lesson2_widget_exercise_{lang}.png"))
    finally:
        page.close()

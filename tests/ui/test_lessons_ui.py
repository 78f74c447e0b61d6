"""Lesson 2 in a real JupyterLab: Run All, drag 7♣ onto 8♣ in the lesson's game, run the check cell
again: it says ✓, read from the widget's own game; the folded answer stays folded behind "Show the
answer" after Run All, and the first line of its folded source gives nothing away."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import nbformat
import pytest
from labkit import KERNEL_IDLE, Lab, drag, kernel_json, open_notebook

from rsol_widget.i18n import LANGS

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


STEP_GEOMETRY = """([index]) => {
  const panel = document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer').getBoundingClientRect();
  const cell = window.jupyterapp.shell.currentWidget.content.widgets[index].node;
  const box = (el) => { const b = el.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const outputs = [...cell.querySelectorAll('.jp-OutputArea-output')];
  return { panel: [panel.left, panel.top, panel.right, panel.bottom], kinds: outputs.map((o) => o.className),
           line: box(outputs[0]), board: box(cell.querySelector('.jp-OutputArea-output img')) };
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_an_example_step_its_comment_and_board_fit_the_panel_at_1366x768_with_the_file_browser_open(
    lab: Lab, browser: Any, artifacts: Path, lang: str
) -> None:
    """Issue 34 item 5: in the example game, a step's move and reason (above) and its board (drawn
    smaller when tall) are in view together on a laptop, for the tallest step (a 19-card group)
    and for the refused attempt, each run as the first cell of the notebook's kernel."""
    from playwright.sync_api import expect

    name = "example_game.ipynb" if lang == "en" else f"example_game.{lang}.ipynb"
    shutil.copy(NOTEBOOKS / name, lab.root / name)
    page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, name)
        page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
        expect(page.locator(".jp-DirListing")).to_be_visible()
        cells = nbformat.read(NOTEBOOKS / name, as_version=4).cells
        for step in (14, 4):
            index = next(i for i, c in enumerate(cells) if c.source.endswith(f".step({step})"))
            page.evaluate(
                "([i]) => { const nb = window.jupyterapp.shell.currentWidget.content; nb.activeCellIndex = i;"
                " return nb.scrollToItem(i, 'start'); }",
                [index],
            )
            page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-cell')")
            cell = page.locator(".jp-Cell").filter(has_text=f".step({step})").first
            expect(cell.locator(".jp-OutputArea-output img")).to_be_visible(timeout=60_000)  # drawn by this run
            cell.locator(".jp-OutputArea").evaluate("(o) => o.scrollIntoView({block: 'start'})")
            page.wait_for_timeout(300)
            g = page.evaluate(STEP_GEOMETRY, [index])
            assert g["line"][1] >= g["panel"][1] - 1 and g["board"][3] <= g["panel"][3] + 1, g  # both in view
            assert g["line"][3] <= g["board"][1] + 1, g  # the move and its reason above the board
            assert g["board"][2] - g["board"][0] >= 300, g  # still a board one can read
            page.screenshot(path=str(artifacts / f"example_step_{step}_1366x768_{lang}.png"))
    finally:
        page.close()

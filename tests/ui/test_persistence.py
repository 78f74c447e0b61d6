"""Hints, text-only messages, the clock across re-display and page reload, and saved widget state without its kernel.

Runs after test_board.py (same Lab, same page); the page reload and the saved-state check come last.
"""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from faults import read_only
from labkit import KERNEL_IDLE, Lab, open_notebook, run_cell, run_in_kernel
from test_board import card, drag, expect, kernel, root, wait_drawn, wait_kernel

from rsol_widget.i18n import text

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAA"
HOSTILE = '<img src=x onerror="window.__pwned=1"><b>x</b>'
SAVED_COPY = "saved_widget_state.ipynb"


@pytest.fixture(autouse=True)
def fresh_game(page: Any) -> Any:
    run_in_kernel(page, f'w.hints = False; w.interactive_rules = True; w.lang = "en"; w.new_game(code="{CODE}")')
    page.evaluate("() => document.querySelectorAll('.rsol-panel').forEach((p) => (p.hidden = true))")
    wait_drawn(page)
    return page


def test_hint_highlights_and_never_moves_a_card(page: Any, artifacts: Path) -> None:
    r = root(page)
    expect(r.locator(".rsol-hint-btn")).to_be_hidden()  # off by default
    r.locator(".rsol-settings-btn").click()
    r.locator(".rsol-setting-hints").check()
    page.wait_for_function(
        "() => document.querySelector('.rsol-hint-btn') && !document.querySelector('.rsol-hint-btn').hidden"
    )
    r.locator(".rsol-settings").get_by_role("button", name=text("en", "label.close"), exact=True).click()
    expect(r.locator(".rsol-hint-btn")).to_be_visible()
    # fair hints by default, in one of the chance line's forms (label.chance*: ±, about, over, under)
    verdict = re.compile(r"^Chance to win: (\d+% \(±\d+|about \d+%|over \d+%|under \d+%)")
    expect(r.locator(".rsol-verdict")).to_have_text(verdict, timeout=20_000)
    before = kernel(page)
    r.locator(".rsol-hint-btn").click()
    expect(r.locator(".rsol-card.rsol-hint").first).to_be_visible()
    expect(r.locator(".rsol-hint-dest")).to_have_count(1)
    expect(r.locator(".rsol-msg")).to_contain_text("Hint: ")
    analysis = json.loads(run_in_kernel(page, "import json; print(json.dumps(w.analysis, ensure_ascii=False))"))
    expect(card(page, analysis["hint"]["card"])).to_have_class(re.compile(r"\brsol-hint\b"))
    r.screenshot(path=str(artifacts / "hint.png"))
    page.wait_for_timeout(300)
    assert kernel(page) == before  # advice only: the kernel's game did not change
    run_in_kernel(page, "w.hints = False")
    expect(r.locator(".rsol-hint-btn")).to_be_hidden()
    expect(r.locator(".rsol-card.rsol-hint")).to_have_count(0)


def test_html_in_messages_shows_as_literal_text(page: Any) -> None:
    r = root(page)
    r.locator(".rsol-new").click()
    dialog = r.locator(".rsol-dialog")
    dialog.locator(".rsol-code-input").fill(HOSTILE)
    dialog.locator(".rsol-start").click()
    # the engine quotes the bad code back (its start: a long code is shortened with "…"), as text
    expect(dialog.locator(".rsol-dialog-error")).to_contain_text(HOSTILE[:30])
    expect(dialog.locator(".rsol-dialog-error img, .rsol-dialog-error b")).to_have_count(0)
    dialog.locator(".rsol-cancel").click()
    # a refusal reply carrying markup, addressed to this view
    view = r.locator(".rsol-dialog").get_attribute("aria-labelledby").removesuffix("-ng")
    run_in_kernel(
        page,
        f"w.send({{'kind': 'reply', 'id': '{view}:9999', 'status': 'refused', 'seq': w.state['seq'], "
        f"'reason': 'same_suit', 'message': {HOSTILE!r}}})",
    )
    expect(r.locator(".rsol-msg")).to_have_text(HOSTILE)
    assert r.locator("img, b").count() == 0
    assert page.evaluate("() => window.__pwned") is None


def test_a_save_error_shows_in_the_page_until_saving_works_again(page: Any, lab: Lab, artifacts: Path) -> None:
    folder = lab.root / "saves"
    folder.mkdir(exist_ok=True)
    path = folder / "game.json"
    path.unlink(missing_ok=True)
    r = root(page)
    note = r.locator(".rsol-save-error")
    run_in_kernel(page, f"from pathlib import Path; w.save_path = Path({str(path)!r}); print(w.save())")
    try:
        expect(note).to_be_hidden()
        with read_only(folder):
            drag(page, "7♣", 0)
            wait_kernel(page, lambda s: s["moves"] == 1)
            expect(note).to_be_visible()
            expect(note).to_contain_text("The game could not be saved: ")
            expect(note).to_contain_text("game.json")
            expect(note).to_have_attribute("role", "alert")
            r.screenshot(path=str(artifacts / "save_error.png"))
        drag(page, "J♠", 4)  # the folder is writable again: the next save works and the note goes
        wait_kernel(page, lambda s: s["moves"] == 2)
        expect(note).to_be_hidden()
        assert json.loads(path.read_text(encoding="utf-8"))["code"] == CODE
    finally:
        run_in_kernel(page, "w.save_path = None; w.save_error = None")


def test_the_clock_carries_on_in_a_new_view_and_after_a_page_reload(page: Any, lab: Lab) -> None:
    run_in_kernel(page, 'w.game.play("7♣ c1"); w._session.clock.start -= 4000')  # 1:06:40 on the clock, not yet sent
    run_cell(page, 2)  # display(w) again: the new view asks the kernel for the time
    views = page.locator(".rsol-root")
    expect(views).to_have_count(2)
    expect(views.nth(1).locator(".rsol-stat-time .rsol-stat-value")).to_have_text(_CLOCK)
    # Save the notebook; labkit turns on Settings › Save Widget State Automatically
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")
    saved = lab.root / "widget_ui.ipynb"
    for _ in range(100):
        if "widget-state+json" in saved.read_text(encoding="utf-8"):
            break
        page.wait_for_timeout(100)
    else:
        raise AssertionError("the notebook was not saved with its widget state")
    page.reload()
    expect(page.get_by_role("button", name=KERNEL_IDLE)).to_be_visible(timeout=90_000)
    first = root(page)
    expect(first.locator(".rsol-card").first).to_be_visible(timeout=60_000)
    expect(first.locator(".rsol-stat-time .rsol-stat-value")).to_have_text(_CLOCK)
    expect(card(page, "7♣")).to_have_attribute("data-slot", "0")
    expect(first).not_to_have_class(re.compile("rsol-static"))
    assert kernel(page)["moves"] == 1


_CLOCK = re.compile(r"^1:0[67]:\d\d$")


def test_saved_widget_state_without_its_kernel_is_a_static_picture(browser: Any, lab: Lab, artifacts: Path) -> None:
    """The notebook saved with widget state, opened elsewhere (a new kernel that never knew this widget)."""
    saved = lab.root / "widget_ui.ipynb"
    nb = json.loads(saved.read_text(encoding="utf-8"))
    models = nb["metadata"]["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    ours = [m["state"] for m in models.values() if "state" in m["state"] and "columns" in m["state"]["state"]]
    assert ours and all("_esm" in m for m in ours), "the saved state holds the board and the front end"
    shutil.copy(saved, lab.root / SAVED_COPY)
    pg = browser.new_page(viewport={"width": 1280, "height": 1000}, reduced_motion="reduce")
    pg.set_default_timeout(20_000)
    try:
        open_notebook(pg, lab, SAVED_COPY)
        r = pg.locator(".rsol-root").first
        expect(r.locator(".rsol-card").first).to_be_visible(timeout=30_000)
        expect(r).to_have_class(re.compile(r"\brsol-static\b"), timeout=15_000)
        expect(r.locator(".rsol-static-note")).to_have_text(
            "Saved picture: no kernel is connected. Run the cell to play."
        )
        expect(r.locator('.rsol-card[data-card="7♣"]')).to_have_attribute("data-slot", "0")
        expect(r.locator(".rsol-card")).to_have_count(52 - 0)  # every card is drawn (foundations show their top two)
        expect(r.locator(".rsol-hint-btn")).to_be_hidden()
        assert r.locator(".rsol-undo").evaluate("(b) => b.inert") is True
        r.screenshot(path=str(artifacts / "saved_state_no_kernel.png"))
    finally:
        pg.close()
        (lab.root / SAVED_COPY).unlink(missing_ok=True)

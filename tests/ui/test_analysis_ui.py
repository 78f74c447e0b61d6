""" "Where did it go wrong?" in a real JupyterLab: offered once the game can no longer be won, answered in
words (English and Romanian), with a way back before the losing move. A notebook of its own."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import Lab, kernel_json, run_in_kernel, widget_page, write_notebook

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: move 11 of LINE loses it, J♥ c2 instead keeps it winnable
LINE = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]
NOTEBOOK = "analysis_ui.ipynb"
PLAY = f'w.lang = "en"; w.new_game(code="{CODE}")\nfor m in {LINE!r}:\n    w.game.play(m)'
WIDGET = f'SolitaireWidget(code="{CODE}", hints=True, hints_peek=True)'  # the peeking review: its words are tested here
CELLS = [f"from rsol_widget import SolitaireWidget\nw = {WIDGET}\n{PLAY}\nw"]


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


@pytest.fixture(scope="module")
def pg(lab: Lab, browser: Any) -> Iterator[Any]:
    write_notebook(lab.root / NOTEBOOK, CELLS)
    with widget_page(browser, lab, NOTEBOOK, timeout=30_000) as page:
        yield page


def test_the_page_offers_the_review_says_where_it_went_wrong_and_goes_back(pg: Any, artifacts: Path) -> None:
    root = pg.locator(".rsol-root").first
    panel = root.locator(".rsol-review")
    # the hint solver proves the position unwinnable: the page offers the review by itself
    expect(panel).to_have_attribute("data-status", "offer")
    expect(panel.locator(".rsol-review-text")).to_have_text("This game can no longer be won.")
    expect(panel.locator(".rsol-review-note")).to_contain_text("face-down cards are known")
    root.screenshot(path=str(artifacts / "analysis_offer.png"))
    panel.locator(".rsol-review-ask").click()
    said = "Move 11 (3♠ c7) lost the game; J♥ c2 would have kept it winnable."
    expect(panel.locator(".rsol-review-text")).to_have_text(said, timeout=30_000)
    back = panel.locator(".rsol-review-back")
    expect(back).to_have_text("Undo to before move 11")
    root.screenshot(path=str(artifacts / "analysis_answer.png"))
    back.click()
    expect(root.locator(".rsol-msg")).to_have_text("Back before move 11: J♥ c2 would have kept it winnable.")
    assert kernel_json(pg, "[str(m) for m in w.game.move_stack]") == LINE[:10]
    expect(panel).to_be_hidden()  # winnable again: nothing to review
    # in Romanian, from the keyboard (W), on the same losing line played again
    run_in_kernel(pg, PLAY.replace('"en"', '"ro"'))
    expect(panel).to_have_attribute("data-status", "offer")
    root.locator('.rsol-board [tabindex="0"]').first.focus()
    pg.keyboard.press("w")
    ro = "Mutarea 11 (3♠ c7) a pierdut partida; J♥ c2 ar fi păstrat-o câștigabilă."
    expect(panel.locator(".rsol-review-text")).to_have_text(ro, timeout=30_000)
    expect(panel.locator(".rsol-review-back")).to_have_text("Anulați până înainte de mutarea 11")
    root.screenshot(path=str(artifacts / "analysis_answer_ro.png"))


def test_w_with_hints_off_says_how_to_turn_them_on(pg: Any) -> None:
    root = pg.locator(".rsol-root").first
    run_in_kernel(pg, 'w.hints = False; w.lang = "en"')
    expect(root.locator(".rsol-review")).to_be_hidden()
    root.locator('.rsol-board [tabindex="0"]').first.focus()
    pg.keyboard.press("w")
    expect(root.locator(".rsol-msg")).to_have_text("Turn hints on (Settings) to ask where the game went wrong")
    assert kernel_json(pg, "w.review") == {}

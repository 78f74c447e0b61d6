"""Fair hints in a real JupyterLab: the verdict line is the chance to win (English and Romanian), the
Settings panel has the peeking setting, off and labelled, which brings back the solver's verdict.
A notebook of its own."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import Lab, kernel_json, run_in_kernel, widget_page, write_notebook

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: winnable; its fair hints take well under a second
NOTEBOOK = "fair_hint_ui.ipynb"
CELLS = [f'from rsol_widget import SolitaireWidget\nw = SolitaireWidget(code="{CODE}", hints=True, lang="en")\nw']
# the chance line's forms (label.chance*): ±, about, over (every sample won), under (none won)
CHANCE = {
    "en": r"^Chance to win: (\d+% \(±\d+|about \d+%|over \d+%|under \d+%)",
    "ro": r"^Șanse de câștig: (\d+% \(±\d+|în jur de \d+%|peste \d+%|sub \d+%)",
}
PEEK = {"en": "Hints see the face-down cards", "ro": "Indiciile văd cărțile cu fața în jos"}


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


@pytest.fixture(scope="module")
def pg(lab: Lab, browser: Any) -> Iterator[Any]:
    write_notebook(lab.root / NOTEBOOK, CELLS)
    with widget_page(browser, lab, NOTEBOOK, timeout=30_000) as page:
        yield page


@pytest.fixture(autouse=True)
def fresh(pg: Any) -> Any:
    run_in_kernel(pg, f'w.hints_peek = False; w.hints = True; w.lang = "en"; w.new_game(code="{CODE}")')
    pg.evaluate("() => document.querySelectorAll('.rsol-panel').forEach((p) => (p.hidden = true))")
    return pg


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_the_verdict_is_the_chance_to_win(pg: Any, artifacts: Path, lang: str) -> None:
    root = pg.locator(".rsol-root").first
    run_in_kernel(pg, f'w.lang = "{lang}"')
    verdict = root.locator(".rsol-verdict")
    expect(verdict).to_have_text(re.compile(CHANCE[lang]), timeout=30_000)
    expect(verdict).to_have_attribute("data-status", "chance")
    analysis = kernel_json(pg, "w.analysis")
    assert analysis["fair"] is True and analysis["seq"] == kernel_json(pg, "w.state['seq']")
    chance = analysis["chance"]
    shown = {"dead": chance["high"], "over": chance["low"]}.get(chance["form"], chance["percent"])
    assert f"{shown}%" in verdict.inner_text()
    expect(verdict).to_have_attribute("title", re.compile(str(analysis["chance"]["samples"])))
    root.screenshot(path=str(artifacts / f"fair_hint_{lang}.png"))
    root.locator(".rsol-hint-btn").click()  # the hint: the move with the best chance, outlined
    expect(root.locator(f'.rsol-card.rsol-hint[data-card="{analysis["hint"]["card"]}"]')).to_be_visible()


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_the_peeking_setting_is_off_labelled_and_brings_back_the_solvers_verdict(pg: Any, lang: str) -> None:
    root = pg.locator(".rsol-root").first
    run_in_kernel(pg, f'w.lang = "{lang}"')
    expect(root.locator(".rsol-verdict")).to_have_text(re.compile(CHANCE[lang]), timeout=30_000)
    root.locator(".rsol-settings-btn").click()
    box = root.get_by_role("checkbox", name=PEEK[lang], exact=True)
    expect(box).to_be_visible()
    expect(box).not_to_be_checked()
    box.check()
    assert kernel_json(pg, "w.hints_peek") is True
    winnable = {"en": "Winnable from here", "ro": "Se poate câștiga de aici"}[lang]
    expect(root.locator(".rsol-verdict")).to_have_text(winnable, timeout=30_000)
    box.uncheck()
    expect(root.locator(".rsol-verdict")).to_have_text(re.compile(CHANCE[lang]), timeout=30_000)
    assert kernel_json(pg, "w.hints_peek") is False

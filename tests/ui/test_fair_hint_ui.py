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

from rsol_widget.i18n import LANGS, text

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAO"  # Classic deal 14: winnable; its fair hints take well under a second
NOTEBOOK = "fair_hint_ui.ipynb"
CELLS = [f'from rsol_widget import SolitaireWidget\nw = SolitaireWidget(code="{CODE}", hints=True, lang="en")\nw']
NUMBER = "4242"  # stands for any number in a catalogue text made a pattern


def as_pattern(lang: str, key: str, *fields: str) -> str:
    """The catalogue's text ``key`` in ``lang`` as a regular expression, each of ``fields`` any number."""
    return re.escape(text(lang, key, **dict.fromkeys(fields, NUMBER))).replace(NUMBER, r"\d+")


def chance_line(lang: str) -> str:
    """The start of the chance line in ``lang`` (label.chance, label.odds_*): ± (undecided samples or not),
    about, over (every sample won), under (none won)."""
    margin = as_pattern(lang, "label.odds_margin", "percent", "margin")
    forms = [margin[: margin.rindex(r"\d+") + 3], as_pattern(lang, "label.odds_about", "percent")]
    forms += [as_pattern(lang, "label.odds_over", "low"), as_pattern(lang, "label.odds_under", "high")]
    return "^" + as_pattern(lang, "label.chance", "chance").replace(r"\d+", f"({'|'.join(forms)})", 1)


CHANCE = {lang: chance_line(lang) for lang in LANGS}


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


@pytest.mark.parametrize("lang", LANGS)
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


@pytest.mark.parametrize("lang", LANGS)
def test_the_peeking_setting_is_off_labelled_and_brings_back_the_solvers_verdict(pg: Any, lang: str) -> None:
    root = pg.locator(".rsol-root").first
    run_in_kernel(pg, f'w.lang = "{lang}"')
    expect(root.locator(".rsol-verdict")).to_have_text(re.compile(CHANCE[lang]), timeout=30_000)
    root.locator(".rsol-settings-btn").click()
    box = root.get_by_role("checkbox", name=text(lang, "label.hints_peek"), exact=True)
    expect(box).to_be_visible()
    expect(box).not_to_be_checked()
    box.check()
    assert kernel_json(pg, "w.hints_peek") is True
    winnable = text(lang, "label.winnable")
    expect(root.locator(".rsol-verdict")).to_have_text(winnable, timeout=30_000)
    box.uncheck()
    expect(root.locator(".rsol-verdict")).to_have_text(re.compile(CHANCE[lang]), timeout=30_000)
    assert kernel_json(pg, "w.hints_peek") is False

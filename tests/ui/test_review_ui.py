"""The game review in the replay controls, in a real JupyterLab: Analyse (by its accessible name) shows the
review region (accuracy, key moments, thresholds) above the move list, and each move's class in the list."""

from __future__ import annotations

from typing import Any

import pytest
from labkit import Lab, kernel_json, open_notebook, run_cell, write_notebook

from rsol_widget.i18n import LANGS, text

pytestmark = pytest.mark.browser

LINE = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]


def cells(lang: str) -> list[str]:
    return [
        "from rsol_widget import Game\nfrom rsol_widget.record import Record\n"
        "from rsol_widget.replay_controls import ReplayControls\n"
        f'g = Game.from_code("RU1-C-AAAAAAO")\nfor m in {LINE!r}:\n    g.play(m)\n'
        f'rc = ReplayControls(Record.from_game(g), lang="{lang}")\nrc',
    ]


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


@pytest.mark.parametrize("lang", LANGS)
def test_analyse_shows_the_game_review_above_the_move_list(lab: Lab, browser: Any, lang: str) -> None:
    name = f"review_ui_{lang}.ipynb"
    write_notebook(lab.root / name, cells(lang))
    page = browser.new_page(viewport={"width": 1280, "height": 1000}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, name)
        run_cell(page, 0)
        analyse = page.get_by_role("button", name=text(lang, "replay.analyse"))
        expect(analyse).to_be_visible(timeout=60_000)
        analyse.click()
        region = page.get_by_role("region", name=text(lang, "review.title"))
        expect(region).to_be_visible(timeout=60_000)
        summary = kernel_json(page, f'rc.review.summary("{lang}")')
        moments = kernel_json(page, f'rc.review.moments("{lang}")')
        expect(region).to_contain_text(summary)
        expect(region.get_by_role("listitem")).to_have_count(len(moments))
        expect(region).to_contain_text(text(lang, "review.thresholds"))
        last = kernel_json(page, "rc.moves.options[11]")
        assert last.startswith("11. 3♠ c7 ") and text(lang, "review.grade.best") not in last
        option = page.get_by_role("radio", name=last)
        expect(option).to_be_visible()
        deal = page.get_by_role("radio", name=kernel_json(page, "rc.moves.options[0]"))
        assert region.bounding_box()["y"] + region.bounding_box()["height"] <= deal.bounding_box()["y"] + 1
    finally:
        page.close()

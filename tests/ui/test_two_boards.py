"""One saved game in two notebooks (two kernels), in a real browser: the second board's gesture after
the first one played is refused and a notice offers the choice (no file path, below the columns: never
over the foundations); "Play it here" takes the game over, and the first board's next gesture says
the game moved and offers to take it back or start another.

``RSOL_SHOTS=<folder>`` also saves the notice at 1366×768 and 390×844, English and Romanian, light
and dark, into that folder.
"""

from __future__ import annotations

import os
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pytest
from labkit import Lab, drag, kernel_json, poll_kernel, run_in_kernel, widget_page, write_notebook
from playwright.sync_api import expect

from rsol_widget import SolitaireWidget, i18n
from rsol_widget.i18n import LANGS

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAA"  # legal at the start: 7♣ c1, 5♣ c2, J♠ c5, 8♣ c6, 9♦ c7


def moves(page: Any) -> int:
    return int(kernel_json(page, "w.game.moves"))


def notice(page: Any) -> Any:
    return page.locator(".rsol-root .rsol-elsewhere")


def overlaps(a: dict[str, float], b: dict[str, float]) -> bool:
    return not (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def clear_of_the_foundations(page: Any) -> None:
    box = notice(page).bounding_box()
    assert box is not None
    for slot in page.locator(".rsol-root .rsol-found-slot").all():
        assert not overlaps(box, slot.bounding_box()), "the notice covers a foundation"


def test_two_kernels_on_one_saved_game_take_over_and_the_first_view_is_told(
    browser: Any, lab: Lab, artifacts: Path
) -> None:
    path = lab.root / "shared" / "current-game.json"
    path.parent.mkdir(exist_ok=True)
    SolitaireWidget(code=CODE, save_to=path, overwrite=True).close()
    cell = f"from rsol_widget import SolitaireWidget\nw = SolitaireWidget.resume_or_new({str(path)!r}, stats=False)\nw"
    for name in ("board_a.ipynb", "board_b.ipynb"):
        write_notebook(lab.root / name, [cell])
    with ExitStack() as stack:
        a = stack.enter_context(widget_page(browser, lab, "board_a.ipynb"))
        b = stack.enter_context(widget_page(browser, lab, "board_b.ipynb"))
        drag(a, "7♣", 0)  # the first board plays: the saved game is its
        poll_kernel(a, moves, lambda n: n == 1, 20)
        drag(b, "J♠", 4)  # the second board's gesture: refused, and the choice offered
        expect(notice(b)).to_be_visible()
        expect(notice(b)).to_contain_text(i18n.text("en", "page.elsewhere_moved"))
        expect(notice(b)).not_to_contain_text(str(path.parent))
        expect(notice(b).get_by_role("button", name="Play it here")).to_be_visible()
        expect(notice(b).get_by_role("button", name="Start another game")).to_be_visible()
        expect(b.locator(".rsol-root .rsol-save-error")).to_be_hidden()  # the notice, not the old red banner
        clear_of_the_foundations(b)
        assert moves(b) == 0
        b.locator(".rsol-root").screenshot(path=str(artifacts / "elsewhere_moved.png"))
        if os.environ.get("RSOL_SHOTS"):
            shots(b, Path(os.environ["RSOL_SHOTS"]))
        notice(b).get_by_role("button", name="Play it here").click()  # the second board takes it over
        expect(notice(b)).to_be_hidden()
        poll_kernel(b, moves, lambda n: n == 1, 20)  # with the first board's move
        expect(b.locator('.rsol-root .rsol-card[data-card="7♣"]')).to_have_attribute("data-slot", "0")
        drag(b, "J♠", 4)
        poll_kernel(b, moves, lambda n: n == 2, 20)
        drag(a, "5♣", 1)  # the first board's next gesture: the game moved
        expect(notice(a)).to_be_visible()
        expect(notice(a).get_by_role("button", name="Take it back")).to_be_visible()
        expect(notice(a).get_by_role("button", name="Start another game")).to_be_visible()
        clear_of_the_foundations(a)
        assert moves(a) == 1
        a.locator(".rsol-root").screenshot(path=str(artifacts / "elsewhere_take_back.png"))
        notice(a).get_by_role("button", name="Take it back").click()
        expect(notice(a)).to_be_hidden()
        poll_kernel(a, moves, lambda n: n == 2, 20)  # the other board's move came with it
        drag(b, "5♣", 1)
        expect(notice(b)).to_be_visible()  # and the second board is told in turn
        notice(b).get_by_role("button", name="Start another game").click()
        expect(notice(b)).to_be_hidden()
        assert kernel_json(b, "str(w.save_path.name)") == "current-game-2.json"
        assert kernel_json(a, "w.game.moves") == 2 and kernel_json(a, "w.save_error") is None


def shots(page: Any, folder: Path) -> None:
    """The notice at each viewport, language and theme, for a person to look at."""
    folder.mkdir(parents=True, exist_ok=True)
    change = "(t) => window.jupyterapp.commands.execute('apputils:change-theme', { theme: t })"
    try:
        for theme in ("JupyterLab Light", "JupyterLab Dark"):
            page.evaluate(change, theme)
            light = "true" if theme.endswith("Light") else "false"
            page.wait_for_selector(f'body[data-jp-theme-light="{light}"]', state="attached")
            for lang in LANGS:
                run_in_kernel(page, f"w.lang = {lang!r}")
                expect(notice(page)).to_contain_text(i18n.text(lang, "page.elsewhere_moved"))
                for width, height in ((1366, 768), (390, 844)):
                    page.evaluate(f"() => window.jupyterapp.shell.{'expand' if width > 400 else 'collapse'}Left()")
                    page.set_viewport_size({"width": width, "height": height})
                    page.wait_for_timeout(400)
                    notice(page).scroll_into_view_if_needed()
                    clear_of_the_foundations(page)
                    shade = "dark" if theme.endswith("Dark") else "light"
                    page.screenshot(path=str(folder / f"elsewhere-{width}x{height}-{lang}-{shade}.png"))
    finally:
        page.evaluate(change, "JupyterLab Light")
        page.evaluate("() => window.jupyterapp.shell.expandLeft()")
        run_in_kernel(page, "w.lang = 'en'")
        page.set_viewport_size({"width": 1280, "height": 1000})


def test_a_win_the_statistics_could_not_take_is_said_in_the_win_box(browser: Any, lab: Lab, artifacts: Path) -> None:
    stats = lab.root / "shared" / "win-note.sqlite3"
    stats.parent.mkdir(exist_ok=True)
    cell = (
        "from rsol_widget import SolitaireWidget, Statistics, examples\n"
        f"line = [e.move for e in examples.load('example-game').played]\n"
        f"w = SolitaireWidget(code=examples.load('example-game').code, stats={str(stats)!r})\n"
        "for move in line[:-1]:\n    w.game.play(move)\n"
        f"Statistics.load({str(stats)!r}).reset()  # another notebook clears the statistics meanwhile\n"
        "w"
    )
    write_notebook(lab.root / "win_note.ipynb", [cell])
    with widget_page(browser, lab, "win_note.ipynb") as page:
        run_in_kernel(page, "w.game.play(line[-1])")
        box = page.locator(".rsol-root .rsol-win")
        expect(box).to_be_visible()
        expect(box.locator(".rsol-win-note")).to_have_text(i18n.text("en", "error.stats.uncounted"))
        page.locator(".rsol-root").screenshot(path=str(artifacts / "win_uncounted.png"))
        run_in_kernel(page, "w.lang = 'ro'")
        expect(box.locator(".rsol-win-note")).to_have_text(i18n.text("ro", "error.stats.uncounted"))

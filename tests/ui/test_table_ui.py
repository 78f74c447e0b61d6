"""Issue 35 in a real JupyterLab: the player's settings across a real kernel restart, a clock that
pauses while the notebook tab is hidden or a dialog is open and goes on at the next gesture, and the
keys after a click anywhere on the board (the felt, a pile, a card)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

import pytest
from labkit import (
    KERNEL_IDLE,
    Lab,
    drag,
    open_notebook,
    poll_kernel,
    run_cell,
    run_in_kernel,
    show_again,
    write_notebook,
)

pytestmark = pytest.mark.browser

NOTEBOOK = "table_ui.ipynb"


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


IN_NOTEBOOK_KERNEL = """async (code) => {
  const panel = [...window.jupyterapp.shell.widgets("main")].find(
    (w) => w.sessionContext && w.title.label.startsWith("table_ui"),
  );
  const future = panel.sessionContext.session.kernel.requestExecute({ code, store_history: false });
  let out = "";
  future.onIOPub = (msg) => {
    if (msg.header.msg_type === "stream") out += msg.content.text;
    else if (msg.header.msg_type === "error") out += `ERROR ${msg.content.evalue}`;
  };
  await future.done;
  return out;
}"""
"""Run code in this notebook's kernel even while another tab is the current one."""


def ask(page: Any, expr: str) -> Any:
    out = page.evaluate(IN_NOTEBOOK_KERNEL, f"import json as _j; print(_j.dumps({expr}))")
    assert not out.startswith("ERROR"), out
    return json.loads(out)


SETTINGS = "dict(hints=w.hints, theme=w.theme, lang=w.lang)"
CLOCK = "dict(paused=w._session.clock.paused is not None, elapsed=w.elapsed(), moves=w.game.moves)"


@pytest.fixture(scope="module")
def table(lab: Lab, browser: Any) -> Iterator[Any]:
    """A notebook whose board keeps its game and preferences in files of its own (a real kernel restart
    keeps them), at 1366x768 with the file browser open."""
    prefs, game = lab.root / "table-prefs.json", lab.root / "table-game.json"
    cell = (
        f"import os\nos.environ['RSOL_WIDGET_PREFERENCES'] = {str(prefs)!r}\n"
        "from rsol_widget import SolitaireWidget\n"
        f"w = SolitaireWidget.resume_or_new({str(game)!r}, stats=False, picture=False)\nw"
    )
    write_notebook(lab.root / NOTEBOOK, [cell])
    page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page.set_default_timeout(20_000)
    open_notebook(page, lab, NOTEBOOK)
    page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    run_cell(page, 0)
    expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=60_000)
    yield page
    page.close()
    for path in (prefs, game):
        path.unlink(missing_ok=True)


def board(page: Any) -> Any:
    return page.locator(".rsol-root:not(.rsol-static)").last


def felt_point(page: Any) -> tuple[float, float]:
    """A point on the bare felt: right of the board's last column, below the foundations."""
    box = board(page).locator(".rsol-board").bounding_box()
    col = board(page).locator(".rsol-col-slot").nth(6).bounding_box()
    assert box and col
    return (col["x"] + col["width"] + box["x"] + box["width"]) / 2, col["y"] + col["height"] * 2


def test_the_players_settings_outlive_a_kernel_restart(table: Any) -> None:
    page, r = table, board(table)
    r.get_by_role("button", name="Settings").click()
    panel = r.get_by_role("group", name="Settings")
    panel.get_by_label("Hints", exact=True).check()
    panel.locator(".rsol-theme").select_option("walnut")
    panel.locator(".rsol-lang").select_option("ro")
    expect(r).to_have_attribute("lang", "ro")
    page.evaluate("() => window.jupyterapp.shell.currentWidget.sessionContext.restartKernel()")  # Kernel › Restart
    expect(page.locator(".rsol-root.rsol-static")).to_be_visible(timeout=30_000)
    expect(page.get_by_role("button", name=KERNEL_IDLE)).to_be_visible(timeout=60_000)
    view = show_again(page, 0)
    expect(view.locator(".rsol-card").first).to_be_visible(timeout=60_000)
    expect(view).to_have_attribute("lang", "ro")
    expect(view).to_have_attribute("data-theme", "walnut")
    assert ask(page, "dict(hints=w.hints, theme=w.theme, lang=w.lang)") == {
        "hints": True,
        "theme": "walnut",
        "lang": "ro",
    }
    view.get_by_role("button", name="Setări").click()
    panel = view.get_by_role("group", name="Setări")
    expect(panel.get_by_label("Indicii", exact=True)).to_be_checked()
    panel.get_by_role("button", name="Revino la setările implicite").click()
    expect(view).to_have_attribute("data-theme", "classic")
    expect(panel.get_by_label("Indicii", exact=True)).not_to_be_checked()
    assert ask(page, "dict(hints=w.hints, theme=w.theme, lang=w.lang)") == {
        "hints": False,
        "theme": "classic",
        "lang": "ro",
    }
    panel.locator(".rsol-lang").select_option("en")
    expect(view).to_have_attribute("lang", "en")
    view.get_by_role("group", name="Settings").get_by_role("button", name="Close").click()


def goes_on_at_the_next_gesture(page: Any) -> None:
    """A click on the felt starts the paused clock again, and it runs."""
    page.mouse.click(*felt_point(page))
    going = poll_kernel(page, lambda p: ask(p, CLOCK), lambda s: not s["paused"], 10)
    page.wait_for_timeout(400)
    assert ask(page, CLOCK)["elapsed"] > going["elapsed"]


def test_the_clock_pauses_while_the_notebook_tab_is_hidden_and_goes_on_at_the_next_gesture(table: Any) -> None:
    page = table
    ask(page, "(w.game.play(w.game.legal_moves()[0]), 0)[1]")  # the clock runs from the first move
    assert ask(page, CLOCK)["paused"] is False
    page.evaluate("() => window.jupyterapp.commands.execute('launcher:create')")  # another tab in front
    hidden = poll_kernel(page, lambda p: ask(p, CLOCK), lambda s: s["paused"], 10)
    page.wait_for_timeout(1500)
    assert ask(page, CLOCK)["elapsed"] == hidden["elapsed"], "a hidden board's clock stands still"
    page.evaluate("() => window.jupyterapp.shell.currentWidget.close()")  # the launcher goes: the notebook is back
    page.wait_for_timeout(500)
    assert ask(page, CLOCK)["paused"] is True, "shown again, it waits for the player"
    goes_on_at_the_next_gesture(page)


HIDE_PAGE = """(hidden) => {
  if (hidden) {
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
  } else {
    delete document.hidden;
    delete document.visibilityState;
  }
  document.dispatchEvent(new Event("visibilitychange"));
}"""
"""The page hidden (another browser tab in front, the window minimised) or shown again: headless
Chromium never changes its page visibility (playwright#3570), so the page's own properties say so."""


def saved_elapsed(lab: Lab) -> float:
    """The playing time in the board's saved game (the file the fixture's board resumes)."""
    return float(json.loads((lab.root / "table-game.json").read_text(encoding="utf-8"))["elapsed"])


def test_the_clock_pauses_while_the_page_is_hidden_and_the_saved_game_keeps_the_playing_time(
    table: Any, lab: Lab
) -> None:
    page = table
    ask(page, "(w.game.play(w.game.legal_moves()[0]), 0)[1]")
    assert ask(page, CLOCK)["paused"] is False
    page.evaluate(HIDE_PAGE, True)
    try:
        hidden = poll_kernel(page, lambda p: ask(p, CLOCK), lambda s: s["paused"], 10)
        page.wait_for_timeout(1500)
        assert ask(page, CLOCK)["elapsed"] == hidden["elapsed"], "a hidden page's clock stands still"
        assert saved_elapsed(lab) == round(hidden["elapsed"], 3), "the pause saved the playing time"
    finally:
        page.evaluate(HIDE_PAGE, False)
    page.wait_for_timeout(500)
    assert ask(page, CLOCK)["paused"] is True, "shown again, it waits for the player"
    goes_on_at_the_next_gesture(page)


def test_the_clock_pauses_after_the_idle_delay_without_input_and_goes_on_at_the_next_gesture(
    table: Any, lab: Lab
) -> None:
    page, r = table, board(table)
    ask(page, "(w.game.play(w.game.legal_moves()[0]), 0)[1]")
    page.mouse.click(*felt_point(page))  # input now: the delay counts from here
    r.evaluate("(root) => { root.dataset.idleMs = '2500'; }")  # a minute, shortened for the test
    try:
        assert ask(page, CLOCK)["paused"] is False
        idle = poll_kernel(page, lambda p: ask(p, CLOCK), lambda s: s["paused"], 15)
        assert idle["elapsed"] >= 2.0, idle
        page.wait_for_timeout(1500)
        assert ask(page, CLOCK)["elapsed"] == idle["elapsed"], "an idle board's clock stands still"
        assert saved_elapsed(lab) == round(idle["elapsed"], 3), "the pause saved the playing time"
        goes_on_at_the_next_gesture(page)
    finally:
        r.evaluate("(root) => { delete root.dataset.idleMs; }")


def test_the_clock_pauses_while_a_dialog_is_open(table: Any) -> None:
    page, r = table, board(table)
    assert ask(page, CLOCK)["paused"] is False
    r.get_by_role("button", name="New game").click()
    question = r.get_by_role("alertdialog")
    expect(question).to_be_visible()
    paused = poll_kernel(page, lambda p: ask(p, CLOCK), lambda s: s["paused"], 10)
    page.wait_for_timeout(1200)
    assert ask(page, CLOCK)["elapsed"] == paused["elapsed"]
    expect(r.locator(".rsol-stat-time .rsol-stat-value")).to_have_text(re.compile(r"^\d+:\d\d$"))
    question.get_by_role("button", name="Cancel").click()
    expect(question).to_be_hidden()
    page.mouse.click(*felt_point(page))
    poll_kernel(page, lambda p: ask(p, CLOCK), lambda s: not s["paused"], 10)


def test_restart_asks_to_start_this_deal_again_not_to_leave(table: Any) -> None:
    page, r = table, board(table)
    ask(page, '(w.new_game(code="RU1-C-AAAAAAA"), w.game.play("7♣ c1"), 0)[2]')
    expect(r.locator(".rsol-stat-moves .rsol-stat-value")).to_have_text("1")
    r.get_by_role("button", name="Game", exact=True).click()
    r.get_by_role("menuitem", name="Restart", exact=True).click()
    question = r.get_by_role("alertdialog")
    expect(question).to_contain_text("Start this deal again?")
    expect(question).not_to_contain_text("Leave")
    question.get_by_role("button", name="Restart").click()
    poll_kernel(page, lambda p: ask(p, "len(w.game.move_stack)"), lambda n: n == 0, 10)


def test_a_save_says_it_was_saved_and_where(table: Any) -> None:
    page, r = table, board(table)
    r.get_by_role("button", name="Game", exact=True).click()
    with page.expect_download() as got:
        r.get_by_role("menuitem", name="Save game…").click()
    name = got.value.suggested_filename
    assert name.startswith("RU1-C-AAAAAAA") and name.endswith(".json")
    expect(r.locator(".rsol-msg")).to_have_text(f"Saved: {name}, in your browser's downloads folder")


def test_a_refusal_note_stays_beside_the_card_until_the_next_gesture(table: Any) -> None:
    page, r = table, board(table)
    ask(page, '(w.new_game(code="RU1-C-AAAAAAA"), 0)[1]')
    card = r.locator('.rsol-card[data-card="8♣"]')
    expect(card).to_be_visible()
    card.click()
    note = r.locator(".rsol-note")
    expect(note).to_be_visible()
    c, n = box(card), box(note)
    apart = n["x"] >= c["x"] + c["width"] or n["x"] + n["width"] <= c["x"]
    assert apart or n["y"] >= c["y"] + c["height"] or n["y"] + n["height"] <= c["y"], ("on the card", c, n)
    page.wait_for_timeout(3500)  # it used to go after 2.6 s
    expect(note).to_be_visible()
    page.mouse.click(*felt_point(page))
    expect(note).to_be_hidden()


@pytest.mark.parametrize("where", ["felt", "foundation", "face-down card"])
def test_keys_work_after_a_click_anywhere_on_the_board(table: Any, where: str) -> None:
    page, r = table, board(table)
    page.locator(".jp-Cell").first.locator(".jp-InputArea-editor").click()  # the focus is elsewhere first
    page.keyboard.press("Escape")  # command mode: Lab's own single-key shortcuts are live
    played = ask(page, '(w.new_game(code="RU1-C-AAAAAAA"), w.game.play("7♣ c1"), len(w.game.move_stack))[2]')
    expect(r.locator(".rsol-stat-moves .rsol-stat-value")).to_have_text(str(played))  # shown: a key asks about it
    if where == "felt":
        page.mouse.click(*felt_point(page))
    elif where == "foundation":
        r.locator(".rsol-found-slot").first.click()  # empty in this deal
    else:
        r.locator('.rsol-card[data-key^="down-6-"]').first.click(position={"x": 10, "y": 2})  # its visible edge
    # The board takes the focus just after the press (once the browser and Lab have handled it); a key
    # sent in the same instant as the click, as only a script can, would beat it (Chromium runs input
    # before timers), so wait for the focus as a player's hand does.
    expect(r.locator('.rsol-board [tabindex="0"]')).to_be_focused()
    page.keyboard.press("u")
    poll_kernel(page, lambda p: ask(p, "len(w.game.move_stack)"), lambda n: n == played - 1, 10)  # undone
    assert page.locator(".jp-Cell").count() == 1, "the key went to the board, not to the notebook"


def test_a_move_drawn_while_the_board_has_the_focus_leaves_one_tab_stop_and_it_has_the_focus(table: Any) -> None:
    """The focused tab stop keeps its tabindex through a draw that moves the stop (changing it there
    cost a style pass in every move's draw) and gives it up once the frame is painted: never two
    stops, the focus never lost, the keys heard."""
    page, r = table, board(table)
    ask(page, '(w.new_game(code="RU1-C-AAAAAAA"), 0)[1]')
    expect(r.locator(".rsol-stat-moves .rsol-stat-value")).to_have_text("0")
    stops = r.locator('.rsol-board [tabindex="0"]')
    stops.focus()  # column 1's last card, the 8♣: the 7♣ goes on it with the 9♣, which takes the stop
    assert stops.get_attribute("data-card") == "8♣"
    ask(page, '(w.game.play("7♣ c1"), 0)[1]')  # drawn while the 8♣ has the focus
    expect(r.locator('.rsol-card[data-card="7♣"]')).to_have_attribute("data-slot", "0")
    expect(stops).to_have_count(1)
    expect(stops).to_have_attribute("data-card", "9♣")
    expect(stops).to_be_focused()
    page.keyboard.press("u")  # the keys still reach the board; the undo moves the stop back
    expect(r.locator('.rsol-card[data-card="7♣"]')).to_have_attribute("data-slot", "5")
    expect(stops).to_have_count(1)
    expect(stops).to_have_attribute("data-card", "8♣")
    expect(stops).to_be_focused()
    drag(page, "7♣", 0, r)  # a drag: the press focuses the card pressed, the stop follows the move
    expect(r.locator('.rsol-card[data-card="7♣"]')).to_have_attribute("data-slot", "0")
    expect(stops).to_have_count(1)
    expect(stops).to_be_focused()


COUNT_ANIMATIONS = """() => {
  if (!window.rsolAnimations) {
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (...args) {
      window.rsolAnimations += 1;
      return animate.apply(this, args);
    };
  }
  window.rsolAnimations = 0;
}"""
"""Count the page's scripted animations (the deal's flights, a turned card, the win's cascade) from now."""


def deal_and_count(page: Any, r: Any) -> tuple[int, str]:
    """A new deal on the board: the animations it started, and a card's CSS transition once dealt."""
    page.evaluate(COUNT_ANIMATIONS)
    seq = int(r.get_attribute("data-seq") or 0)
    ask(page, '(w.new_game(code="RU1-C-AAAAAAA"), 0)[1]')
    page.wait_for_function("([el, seq]) => Number(el.dataset.seq) !== seq", arg=[r.element_handle(), seq])
    page.wait_for_timeout(300)
    transition = r.locator(".rsol-board.rsol-anim .rsol-card").first.evaluate(
        "(n) => getComputedStyle(n).transitionDuration"
    )
    return page.evaluate("() => window.rsolAnimations"), transition


@pytest.mark.setting("reduced_motion")
def test_reduce_motion_follows_the_system_and_the_setting_turns_motion_off(table: Any) -> None:
    page, r = table, board(table)
    page.emulate_media(reduced_motion="no-preference")
    try:
        moving, glide = deal_and_count(page, r)
        assert moving >= 40 and glide != "0s", "the system asks for motion and the setting is off: the cards fly"
        r.get_by_role("button", name="Settings").click()
        panel = r.get_by_role("group", name="Settings")
        panel.get_by_label("Reduce motion", exact=True).check()  # the player's choice, on the page
        poll_kernel(page, lambda p: ask(p, "w.reduced_motion"), lambda on: on is True, 10)
        panel.get_by_role("button", name="Close").click()
        assert deal_and_count(page, r) == (0, "0s"), "the setting on: no flight, no glide"
        panel_box = r.get_by_role("button", name="Settings")
        panel_box.click()
        panel.get_by_label("Reduce motion", exact=True).uncheck()
        poll_kernel(page, lambda p: ask(p, "w.reduced_motion"), lambda on: on is False, 10)
        panel.get_by_role("button", name="Close").click()
        page.emulate_media(reduced_motion="reduce")
        assert deal_and_count(page, r) == (0, "0s"), "the setting off: the system's reduced motion decides"
    finally:
        page.emulate_media(reduced_motion="reduce")
        ask(page, "(setattr(w, 'reduced_motion', False), 0)[1]")


def fresh_page(lab: Lab, browser: Any, width: int, height: int, name: str, *, sidebar: bool) -> Any:
    """A notebook of its own (a cell above the board's) at this viewport, the board's cell run by
    Shift+Enter from the first cell, as a player runs a notebook."""
    cells = [
        "print('a cell above')",
        'from rsol_widget import SolitaireWidget\nw = SolitaireWidget(code="RU1-C-AAAAAAA", hints=True)\nw',
    ]
    write_notebook(lab.root / f"{name}.ipynb", cells)
    page = browser.new_page(viewport={"width": width, "height": height}, reduced_motion="reduce")
    page.set_default_timeout(20_000)
    open_notebook(page, lab, f"{name}.ipynb")
    if sidebar:
        page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    else:
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    page.locator(".jp-Cell").first.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    page.keyboard.press("Shift+Enter")
    expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=60_000)
    page.wait_for_timeout(1000)  # the board drawn and brought into view
    return page


def box(locator: Any) -> dict[str, float]:
    found = locator.bounding_box()
    assert found, locator
    return found  # type: ignore[no-any-return]


def test_the_whole_board_is_in_view_after_shift_enter_at_1366x768_with_the_file_browser_open(
    lab: Lab, browser: Any
) -> None:
    page = fresh_page(lab, browser, 1366, 768, "in_view", sidebar=True)
    try:
        seen = box(page.locator(".jp-NotebookPanel .jp-WindowedPanel-outer").first)
        bar, board = box(page.locator(".rsol-root .rsol-bar")), box(page.locator(".rsol-root .rsol-board"))
        assert bar["y"] >= seen["y"] - 1, (bar, seen)
        assert board["y"] + board["height"] <= seen["y"] + seen["height"] + 1, (board, seen)
        cards = [box(c) for c in page.locator(".rsol-root .rsol-card").all()]
        assert max(c["y"] + c["height"] for c in cards) <= seen["y"] + seen["height"], "every card in view"
        keys, root = box(page.locator(".rsol-root .rsol-keys")), box(page.locator(".rsol-root"))
        assert keys["y"] + keys["height"] <= seen["y"] + seen["height"] + 1, ("the keys line in view", keys, seen)
        assert keys["x"] + keys["width"] <= root["x"] + root["width"], "the keys line wraps inside the board's width"
    finally:
        page.close()


def test_full_window_gives_the_board_the_window_keys_work_and_escape_gives_it_back(lab: Lab, browser: Any) -> None:
    page = fresh_page(lab, browser, 1366, 768, "full_window", sidebar=True)
    try:
        r = page.locator(".rsol-root")
        r.get_by_role("button", name="Game", exact=True).click()
        r.get_by_role("menuitem", name="Full window").click()
        page.wait_for_function("() => document.fullscreenElement === document.querySelector('.rsol-root')")
        page.wait_for_timeout(500)
        board = box(r.locator(".rsol-board"))
        assert board["height"] >= 0.75 * 768 and board["width"] >= 0.9 * 1366, board
        assert box(r.locator(".rsol-card").first)["width"] > 70, "the cards grow with the room"
        assert r.evaluate("(el) => el.scrollHeight <= el.clientHeight"), (
            "bar, board and keys line in the window at once"
        )
        played = ask_in(page, '(w.game.play("7♣ c1"), len(w.game.move_stack))[1]')
        page.keyboard.press("u")
        poll_kernel(page, lambda p: ask_in(p, "len(w.game.move_stack)"), lambda n: n == played - 1, 10)
        page.keyboard.press("Escape")
        page.wait_for_function("() => document.fullscreenElement === null")
    finally:
        page.close()


def ask_in(page: Any, expr: str) -> Any:
    """``expr`` in the kernel of the page's current notebook."""
    return json.loads(run_in_kernel(page, f"import json as _j; print(_j.dumps({expr}))"))


def test_a_phone_gets_44_px_cards_and_nothing_over_the_foundations(lab: Lab, browser: Any) -> None:
    page = fresh_page(lab, browser, 390, 844, "phone", sidebar=False)
    try:
        r = page.locator(".rsol-root")
        expect(r.locator(".rsol-verdict")).to_be_visible(timeout=60_000)  # the chance line (hints on)
        cards = [box(c) for c in r.locator(".rsol-card").all()]
        assert min(c["width"] for c in cards) >= 44, cards[0]
        root = box(r)
        assert max(c["x"] + c["width"] for c in cards) <= root["x"] + root["width"], "no card leaves the board"
        founds = [box(f) for f in r.locator(".rsol-found-slot").all()]
        for over in [r.locator(".rsol-verdict"), r.locator(".rsol-rule-tag")]:
            if over.count() and over.first.is_visible():
                b = box(over.first)
                for f in founds:
                    apart = b["x"] + b["width"] <= f["x"] or f["x"] + f["width"] <= b["x"]
                    apart = apart or b["y"] + b["height"] <= f["y"] or f["y"] + f["height"] <= b["y"]
                    assert apart, (b, f)
        run_in_kernel(page, "w.lang = 'ro'")  # the longest names
        r.get_by_role("button", name="Setări").click()
        rows = r.locator(".rsol-settings .rsol-setting").filter(has=page.locator("input[type=checkbox]")).all()
        assert len(rows) >= 7
        for row in rows:
            tick, name = box(row.locator("input")), box(row.locator("span").first)
            assert name["x"] >= tick["x"] + tick["width"], ("a setting's name beside its box, not under it", tick, name)
    finally:
        page.close()

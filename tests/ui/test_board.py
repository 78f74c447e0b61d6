"""The widget in a real JupyterLab, played with a real (headless) Chromium.

Every check of a move reads the KERNEL's game, not just the page.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from labkit import drag, kernel_json, poll_kernel, run_cell, run_in_kernel, wait_view_at

from rsol_widget.i18n import text

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAA"  # c1: 8♣ · c2: … 6♣ · c3: … 9♦ 8♠ · c6: … 7♣ 9♣ · c7: … K♠ 10♦


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


def root(page: Any) -> Any:
    return page.locator(".rsol-root").first


def card(page: Any, name: str) -> Any:
    return root(page).locator(f'.rsol-card[data-card="{name}"]')


def kernel(page: Any) -> dict[str, Any]:
    """The kernel's game, as the engine sees it."""
    return kernel_json(
        page,
        "dict(code=w.game.code, rule=w.game.rule, moves=w.game.moves, undo_left=w.game.undo_left, "
        "loc={str(c): w.game.location(c) for col in w.game.columns for c in col}, "
        "found=[len(p) for p in w.game.foundations], score=w.game.score, won=w.game.won, "
        "seq=w.state['seq'], interactive_rules=w.interactive_rules, lang=w.lang)",
    )


def wait_kernel(page: Any, check: Any, timeout: float = 10.0) -> dict[str, Any]:
    """Poll the kernel until ``check(state)`` holds; return the state."""
    return poll_kernel(page, kernel, check, timeout)


def wait_drawn(page: Any) -> None:
    """Wait until the first view shows the kernel's latest state."""
    wait_view_at(page, kernel(page)["seq"])
    page.wait_for_timeout(200)  # let the short move animation finish before reading positions


@pytest.fixture(autouse=True)
def fresh_game(page: Any) -> Any:
    """Each test starts from the same deal with default settings, panels closed."""
    run_in_kernel(
        page,
        f'w.interactive_rules = True; w.auto_place = False; w.lang = "en"; w.new_game(code="{CODE}")',
    )
    page.evaluate("() => document.querySelectorAll('.rsol-panel').forEach((p) => (p.hidden = true))")
    wait_drawn(page)
    return page


def test_renders_the_deal(page: Any, artifacts: Path) -> None:
    r = root(page)
    expect(r.locator(".rsol-card[data-card]")).to_have_count(31)
    expect(r.locator(".rsol-card.rsol-back")).to_have_count(21)
    expect(r).to_have_attribute("data-lm-suppress-shortcuts", "true")
    expect(card(page, "10♦")).to_have_attribute("aria-label", "10 of diamonds")
    expect(r.locator(".rsol-stat-code .rsol-stat-value")).to_have_text(CODE)
    expect(r.locator(".rsol-new")).to_have_attribute("aria-label", "New game")
    expect(r.locator(".rsol-settings-btn")).to_have_attribute("aria-label", "Settings")
    assert r.locator(".rsol-found-slot .rsol-slot-suit").all_text_contents() == ["♠", "♥", "♦", "♣"]
    # no face-down identity reaches the page
    assert page.evaluate("() => document.querySelector('.rsol-root').textContent.includes('J♦')") is False
    r.screenshot(path=str(artifacts / "board.png"))
    # fits a 600 px cell without a horizontal scrollbar
    fit = page.evaluate(
        """async () => {
          const r = document.querySelector('.rsol-root');
          const old = r.style.width;
          r.style.width = '600px';
          await new Promise((ok) => setTimeout(ok, 300));
          const board = r.querySelector('.rsol-board').getBoundingClientRect();
          const right = Math.max(...[...r.querySelectorAll('.rsol-card')].map((c) => c.getBoundingClientRect().right));
          const out = { scroll: r.scrollWidth, client: r.clientWidth, right: right - board.left, board: board.width };
          r.style.width = old;
          return out;
        }"""
    )
    assert fit["scroll"] <= fit["client"] <= 600 and fit["right"] <= fit["board"], fit


def test_a_column_of_26_cards_fits_and_stays_readable(page: Any) -> None:
    ranks = ["A", *range(2, 11), "J", "Q", "K"]
    long = " ".join(f"{r}{s}" for s in "♠♥" for r in ranks)
    rest = [" ".join(f"{r}♦" for r in ranks), " ".join(f"{r}♣" for r in ranks)]
    run_in_kernel(page, f"w.game = Game.from_position({[long, *rest, '', '', '', '']!r})")
    wait_drawn(page)
    geometry = page.evaluate(
        """() => {
          const r = document.querySelector('.rsol-root');
          const board = r.querySelector('.rsol-board').getBoundingClientRect();
          const cards = [...r.querySelectorAll('.rsol-card[data-slot="0"]')].map((c) => c.getBoundingClientRect());
          cards.sort((a, b) => a.top - b.top);
          const first = r.querySelector('.rsol-card[data-slot="0"]');
          const label = first.querySelector('.rsol-corner').getBoundingClientRect();
          const corner = { bottom: label.bottom - first.getBoundingClientRect().top + cards[0].top };
          const steps = cards.slice(1).map((c, i) => c.top - cards[i].top);
          return { n: cards.length, minStep: Math.min(...steps), corner: corner.bottom - cards[0].top,
                   bottom: cards[cards.length - 1].bottom - board.top, height: board.height };
        }"""
    )
    assert geometry["n"] == 26
    assert geometry["minStep"] >= geometry["corner"] - 1, geometry  # every card's corner shows
    assert geometry["bottom"] <= geometry["height"], geometry


def test_drag_to_a_legal_column_plays_the_move(page: Any) -> None:
    drag(page, "7♣", 0)
    state = wait_kernel(page, lambda s: s["moves"] == 1)
    assert state["loc"]["7♣"] == 0 and state["loc"]["9♣"] == 0
    expect(root(page).locator(".rsol-stat-moves .rsol-stat-value")).to_have_text("1")
    expect(card(page, "9♣")).to_have_attribute("data-slot", "0")


def test_illegal_drag_is_refused_with_the_rule(page: Any) -> None:
    drag(page, "9♠", 6)
    expect(root(page).locator(".rsol-msg")).to_have_text(
        "Same suit: 9♠ goes only on a card of the same suit one rank higher, not on 10♦."
    )
    expect(card(page, "9♠")).to_have_attribute("data-slot", "1")
    assert kernel(page)["moves"] == 0


def test_drop_on_any_foundation_slot_and_tap(page: Any) -> None:
    hearts = " ".join(f"{r}♥" for r in ["K", "Q", "J", *range(10, 1, -1)])  # 2♥ last
    run_in_kernel(page, f'w.game = Game.from_position(["K♣", "{hearts}", "A♥", "", "", "", ""], "K♠ K♦ Q♣")')
    wait_drawn(page)
    drag(page, "2♥", 7)  # over the ♠ slot: refused, the ♥ foundation needs its ace first
    expect(root(page).locator(".rsol-msg")).to_have_text(
        "Foundations: 2♥ cannot go to its foundation; A♥ comes next there."
    )
    card(page, "A♥").click()  # a tap: to its foundation
    wait_kernel(page, lambda s: s["found"][1] == 1)
    wait_drawn(page)
    drag(page, "2♥", 7)  # the ♠ slot again: the app finds the ♥ foundation itself
    wait_kernel(page, lambda s: s["found"][1] == 2)
    wait_drawn(page)
    drag(page, "2♥", 1)  # take the foundation's top card back onto 3♥, with no loss of points
    state = wait_kernel(page, lambda s: s["found"][1] == 1)
    assert state["loc"]["2♥"] == 1 and state["score"] == 20
    card(page, "K♣").click()
    state = wait_kernel(page, lambda s: s["found"][3] == 13)
    assert state["score"] == 30


def test_win_shows_score_and_time(page: Any, artifacts: Path) -> None:
    run_in_kernel(page, 'w.game = Game.from_position(["K♣", "", "", "", "", "", ""], "K♠ K♥ K♦ Q♣")')
    wait_drawn(page)
    card(page, "K♣").click()
    wait_kernel(page, lambda s: s["won"])
    win = root(page).locator(".rsol-win")
    expect(win).to_be_visible()
    expect(win).to_contain_text("You won!")
    expect(win).to_contain_text("Score 10")
    root(page).screenshot(path=str(artifacts / "win.png"))


def test_double_tap_finds_a_tableau_place(page: Any) -> None:
    card(page, "9♦").dblclick(position={"x": 20, "y": 6})  # its visible strip
    state = wait_kernel(page, lambda s: s["moves"] == 1)
    assert state["loc"]["9♦"] == 6 and state["loc"]["8♠"] == 6  # onto 10♦, with the card on top


def test_undo_button(page: Any) -> None:
    run_in_kernel(page, 'w.game.play("J♠ c5")')
    wait_drawn(page)
    undo = root(page).locator(".rsol-undo")
    expect(undo).to_be_enabled()
    undo.click()
    state = wait_kernel(page, lambda s: s["undo_left"] == 0)
    assert state["loc"]["J♠"] == 2 and state["moves"] == 1
    expect(undo).to_be_disabled()
    expect(card(page, "J♠")).to_have_attribute("data-slot", "2")


def test_new_game_dialog_relaxed_and_code(page: Any, artifacts: Path) -> None:
    r = root(page)
    r.locator(".rsol-new").click()
    dialog = r.locator(".rsol-dialog")
    expect(dialog).to_be_visible()
    expect(dialog.locator(".rsol-rule-classic")).to_be_checked()
    dialog.locator(".rsol-rule-relaxed").check()
    dialog.locator(".rsol-start").click()
    expect(dialog).to_be_hidden()
    state = wait_kernel(page, lambda s: s["rule"] == "relaxed")
    assert state["moves"] == 0 and state["code"].startswith("RU1-R-")
    expect(r.locator(".rsol-stat-code .rsol-stat-value")).to_have_text(state["code"])

    r.locator(".rsol-new").click()
    expect(dialog.locator(".rsol-rule-relaxed")).to_be_checked()  # the last rule chosen is offered again
    width = (dialog.bounding_box() or {})["width"]
    dialog.locator(".rsol-code-input").fill("RU1-Q-NOPE-" + "X" * 80)
    dialog.locator(".rsol-start").click()
    error = dialog.locator(".rsol-dialog-error")
    expect(error).to_contain_text("This game code cannot be played")
    root(page).screenshot(path=str(artifacts / "new_game_refused.png"))
    assert (dialog.bounding_box() or {})["width"] == width  # a long error wraps: the dialog keeps its width
    expect(dialog).to_be_visible()
    dialog.locator(".rsol-code-input").fill("RU1-R-AAAAAB")
    expect(error).to_have_text("")  # the code is being fixed: the error goes
    dialog.locator(".rsol-code-input").fill("RU1-R-AAAAABB")
    dialog.locator(".rsol-start").click()
    expect(dialog).to_be_hidden()
    wait_kernel(page, lambda s: s["code"] == "RU1-R-AAAAABB")


def test_new_game_dialog_keeps_the_keyboard_inside_and_gives_it_back(page: Any) -> None:
    r = root(page)
    r.locator(".rsol-new").click()
    dialog = r.locator(".rsol-dialog")
    expect(dialog.locator("input[type=radio]:checked")).to_be_focused()
    inside = "() => !!document.activeElement.closest('.rsol-dialog')"
    for _ in range(6):  # classic radio → code → Start → Cancel → back to the radio ...
        page.keyboard.press("Tab")
        assert page.evaluate(inside)
    dialog.locator("input[type=radio]:checked").focus()
    page.keyboard.press("Shift+Tab")
    expect(dialog.locator(".rsol-cancel")).to_be_focused()
    page.keyboard.press("Escape")
    expect(dialog).to_be_hidden()
    expect(r.locator(".rsol-new")).to_be_focused()
    assert kernel(page)["moves"] == 0


def test_keyboard_only_move_and_undo(page: Any) -> None:
    cells_before = page.locator(".jp-Cell").count()
    r = root(page)
    r.locator('.rsol-board [tabindex="0"]').focus()
    for _ in range(11):  # to column 1 (its last card is 8♣), whatever pile had the focus
        if r.locator('.rsol-board [tabindex="0"]').get_attribute("data-card") == "8♣":
            break
        page.keyboard.press("ArrowLeft")
    for _ in range(5):
        page.keyboard.press("ArrowRight")
    expect(r.locator('.rsol-board [tabindex="0"]')).to_have_attribute("data-card", "9♣")
    page.keyboard.press("ArrowUp")
    expect(page.locator(".rsol-root .rsol-board :focus")).to_have_attribute("data-card", "7♣")
    page.keyboard.press("Enter")
    expect(r.locator(".rsol-msg")).to_contain_text("7 of clubs: picked up")
    for _ in range(5):
        page.keyboard.press("ArrowLeft")
    page.keyboard.press("Space")
    state = wait_kernel(page, lambda s: s["moves"] == 1)
    assert state["loc"]["7♣"] == 0
    # notebook shortcuts do not leak out of the widget: a, b, d d would add or delete cells
    for key in ["a", "b", "d", "d", "x"]:
        page.keyboard.press(key)
    page.keyboard.press("u")
    wait_kernel(page, lambda s: s["undo_left"] == 0)
    assert page.locator(".jp-Cell").count() == cells_before


@pytest.mark.setting("interactive_rules")
def test_settings_panel_language_and_interactive_rules(page: Any, artifacts: Path) -> None:
    r = root(page)
    r.locator(".rsol-settings-btn").click()
    panel = r.locator(".rsol-settings")
    expect(panel).to_be_visible()
    for name, on in [("double_click", True), ("placement_help", True), ("interactive_rules", True)]:
        assert panel.locator(f".rsol-setting-{name}").is_checked() is on
    assert panel.locator(".rsol-setting-auto_place").is_checked() is False
    panel.locator(".rsol-setting-interactive_rules").uncheck()
    wait_kernel(page, lambda s: s["interactive_rules"] is False)
    panel.locator(".rsol-lang").select_option("ro")
    wait_kernel(page, lambda s: s["lang"] == "ro")
    expect(r.locator(".rsol-new")).to_have_attribute("aria-label", "Partidă nouă")
    expect(r.locator(".rsol-settings-btn")).to_have_attribute("aria-label", "Setări")
    expect(card(page, "10♦")).to_have_attribute("aria-label", "10 de caro")
    expect(panel).to_contain_text("Plasare automată")
    root(page).screenshot(path=str(artifacts / "settings_ro.png"))
    panel.get_by_role("button", name=text("ro", "label.close"), exact=True).click()
    drag(page, "9♠", 6)  # refused, and with interactive rules off the card just goes back
    expect(card(page, "9♠")).to_have_attribute("data-slot", "1")
    page.wait_for_timeout(300)
    expect(r.locator(".rsol-msg")).to_have_text("")


def test_a_cell_move_shows_in_the_widget(page: Any) -> None:
    run_cell(page, 1)  # w.game.play("7♣ c1")
    expect(card(page, "7♣")).to_have_attribute("data-slot", "0")
    expect(root(page).locator(".rsol-stat-moves .rsol-stat-value")).to_have_text("1")


@pytest.mark.setting("auto_place")
def test_automatic_placement_puts_a_released_card_where_double_tap_would(page: Any) -> None:
    run_in_kernel(page, "w.auto_place = True")
    drag(page, "9♦", 0)  # 8♣ cannot take it; released there, it goes where a double tap would: onto 10♦
    state = wait_kernel(page, lambda s: s["moves"] == 1)
    assert state["loc"]["9♦"] == 6


def test_follows_the_dark_theme(page: Any, artifacts: Path) -> None:
    felt = "() => getComputedStyle(document.querySelector('.rsol-root .rsol-board')).backgroundColor"
    bar = "() => getComputedStyle(document.querySelector('.rsol-root .rsol-btn')).backgroundColor"
    light = page.evaluate(felt), page.evaluate(bar)
    change = "(t) => window.jupyterapp.commands.execute('apputils:change-theme', { theme: t })"
    page.evaluate(change, "JupyterLab Dark")
    try:
        page.wait_for_selector('body[data-jp-theme-light="false"]', state="attached")
        page.wait_for_timeout(500)
        dark = page.evaluate(felt), page.evaluate(bar)
        root(page).screenshot(path=str(artifacts / "board_dark.png"))
    finally:
        page.evaluate(change, "JupyterLab Light")
        page.wait_for_selector('body[data-jp-theme-light="true"]', state="attached")
    assert dark[0] != light[0] and dark[1] != light[1], (light, dark)


def test_two_views_stay_identical(page: Any, artifacts: Path) -> None:  # last: it adds a second view
    run_cell(page, 2)  # display(w) again
    views = page.locator(".rsol-root")
    expect(views).to_have_count(2)
    drag(page, "J♠", 4)
    wait_kernel(page, lambda s: s["moves"] == 1)
    page.wait_for_timeout(300)
    layout = """(r) => [...r.querySelectorAll('.rsol-card')]
      .map((c) => `${c.dataset.key}@${c.dataset.slot}.${c.dataset.index}`).sort().join(' ')"""
    first, second = views.nth(0).evaluate(layout), views.nth(1).evaluate(layout)
    assert first == second and re.search(r"J♠@4\.", first)
    views.nth(1).screenshot(path=str(artifacts / "second_view.png"))

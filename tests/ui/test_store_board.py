"""Issue 26 in a real JupyterLab: the whole board in view at 1366×768 (file browser open) and on a
390×844 phone window, feedback in view, a bar that never wraps, and a nudge (with the engine's
reason) for a gesture that cannot move anything. Each viewport gets a page of its own; the
screenshots go to tests/artifacts/.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import (
    WATCH_NUDGES,
    Lab,
    kernel_json,
    open_notebook,
    run_cell,
    run_in_kernel,
    show_again,
    wait_nudged,
    wait_view_at,
    write_notebook,
)

from rsol_widget.i18n import LANGS
from rsol_widget.rules import RULES

pytestmark = pytest.mark.browser

CODE = "RU1-C-AAAAAAA"  # c1: 8♣ · c2: … 6♣ · c3: … 9♦ 8♠ · c6: … 7♣ 9♣ · c7: … K♠ 10♦
RANKS = ["K", "Q", "J", 10, 9, 8, 7, 6, 5, 4, 3, 2, "A"]
LONG = "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥"  # 18 face-up cards
EIGHTEEN = [LONG, "8♥ 7♥ 6♥ 5♥ 4♥ 3♥ 2♥ A♥", " ".join(f"{r}♦" for r in RANKS), " ".join(f"{r}♣" for r in RANKS)]


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


def open_page(lab: Lab, browser: Any, width: int, height: int, *, sidebar: bool = True, name: str = "board") -> Any:
    """A page of its own notebook (so its own kernel and widget ``w``) at this viewport: ``name`` keeps
    two pages of one viewport apart (the same notebook would share its kernel, and so ``w``)."""
    notebook = f"store_{name}_{width}x{height}.ipynb"
    cell = f'from rsol_widget import Game, SolitaireWidget\nw = SolitaireWidget(code="{CODE}")\nw'
    write_notebook(lab.root / notebook, [cell])
    # reduced motion: a gesture right after a new deal must not meet cards in flight (the deal tests set their own)
    context = browser.new_context(viewport={"width": width, "height": height}, reduced_motion="reduce")
    context.grant_permissions(["clipboard-read", "clipboard-write"], origin=lab.base)
    page = context.new_page()
    page.set_default_timeout(20_000)
    open_notebook(page, lab, notebook)
    if not sidebar:
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
    else:
        page.evaluate("() => window.jupyterapp.shell.activateById('filebrowser')")
    run_cell(page, 0)
    expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=60_000)
    return page


RUNNING = """() => document.getAnimations()
  .filter((a) => a.effect && a.effect.target && a.effect.target.closest && a.effect.target.closest('.rsol-board'))
  .length"""
"""How many animations run on the board's cards now."""


@pytest.fixture(scope="module")
def laptop(lab: Lab, browser: Any) -> Iterator[Any]:
    page = open_page(lab, browser, 1366, 768)
    yield page
    page.context.close()


def kernel(page: Any) -> dict[str, Any]:
    return kernel_json(page, "dict(seq=w.state['seq'], moves=w.game.moves, score=w.game.score)")


def drawn(page: Any) -> None:
    wait_view_at(page, kernel(page)["seq"])
    page.wait_for_timeout(250)


def fresh(page: Any, setup: str = "") -> None:
    run_in_kernel(
        page, f'w.lang = "en"; w.interactive_rules = True; w.hints = False; w.new_game(code="{CODE}")\n{setup}'
    )
    drawn(page)
    page.locator(".rsol-root").first.evaluate("(r) => r.scrollIntoView({block: 'start'})")
    page.wait_for_timeout(200)


GEOMETRY = """() => {
  const r = document.querySelector('.rsol-root');
  const panel = document.querySelector('.jp-NotebookPanel .jp-WindowedPanel-outer').getBoundingClientRect();
  const box = (el) => { const b = el.getBoundingClientRect(); return [b.left, b.top, b.right, b.bottom]; };
  const cards = [...r.querySelectorAll('.rsol-card')].map(box);
  const mids = [...r.querySelectorAll('.rsol-bar .rsol-btn, .rsol-bar .rsol-stat')]
    .filter((e) => e.getBoundingClientRect().width > 1)
    .map((e) => { const b = e.getBoundingClientRect(); return Math.round((b.top + b.bottom) / 2); });
  const club = box(r.querySelectorAll('.rsol-found-slot')[3]);
  return { panel: [panel.left, panel.top, panel.right, panel.bottom], board: box(r.querySelector('.rsol-board')),
           bar: box(r.querySelector('.rsol-bar')), cards, club, mids,
           columns: [...r.querySelectorAll('.rsol-col-slot')].map(box) };
}"""


def inside(inner: list[float], outer: list[float], slack: float = 0.5) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def test_the_whole_board_and_an_18_card_column_fit_the_notebook_at_1366x768_with_the_file_browser_open(
    laptop: Any, artifacts: Path
) -> None:
    page = laptop
    expect(page.locator(".jp-DirListing")).to_be_visible()  # the file browser is open
    fresh(page, f"w.game = Game.from_position({[*EIGHTEEN, '', '', '']!r})")
    g = page.evaluate(GEOMETRY)
    assert inside(g["bar"], g["panel"]) and inside(g["board"], g["panel"]), g
    assert all(inside(c, g["panel"]) for c in g["cards"]), g
    assert max(g["mids"]) - min(g["mids"]) <= 6, g["mids"]
    page.screenshot(path=str(artifacts / "store_1366x768_18_cards.png"))


def test_all_seven_columns_and_the_club_foundation_show_on_a_390x844_phone(
    lab: Lab, browser: Any, artifacts: Path
) -> None:
    page = open_page(lab, browser, 390, 844, sidebar=False)
    try:
        fresh(page)
        g = page.evaluate(GEOMETRY)
        assert all(inside(c, g["panel"]) for c in g["columns"]), g
        assert inside(g["club"], g["panel"]) and inside(g["bar"], g["panel"]), g
        assert all(inside(c, g["board"]) for c in g["cards"]), g
        assert max(g["mids"]) - min(g["mids"]) <= 6, g["mids"]
        page.screenshot(path=str(artifacts / "store_390x844.png"))
    finally:
        page.context.close()


def test_feedback_and_hint_words_show_inside_the_notebook_at_1280x900(lab: Lab, browser: Any, artifacts: Path) -> None:
    page = open_page(lab, browser, 1280, 900)
    try:
        fresh(page, 'w.game.play("J♠ c5"); w.hints = True')
        r = page.locator(".rsol-root").first
        r.get_by_role("button", name="Game", exact=True).click()
        r.locator(".rsol-menu-copy-code").click()
        message = r.locator(".rsol-msg")
        expect(message).to_contain_text(CODE)
        g = page.evaluate(GEOMETRY)
        box = message.bounding_box()
        assert box and inside([box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"]], g["panel"])
        page.screenshot(path=str(artifacts / "store_1280x900_copied.png"))
        expect(r.locator(".rsol-verdict")).to_contain_text("Chance to win: ", timeout=30_000)  # fair: the default
        r.get_by_role("button", name="Hint").click()
        expect(message).to_contain_text("Hint: ", timeout=30_000)
        box = message.bounding_box()
        assert box and inside([box["x"], box["y"], box["x"] + box["width"], box["y"] + box["height"]], g["panel"])
        page.screenshot(path=str(artifacts / "store_1280x900_hint.png"))
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_bar_keeps_one_line_at_every_width_with_a_three_digit_score(laptop: Any, lang: str) -> None:
    page = laptop
    diamonds = "; ".join(f'w.game.play("{r}♦ f")' for r in ["A", *range(2, 11), "J"])
    fresh(
        page, f'w.lang = "{lang}"; w.hints = True; w.game = Game.from_position({[*EIGHTEEN, "", "", ""]!r})\n{diamonds}'
    )
    assert kernel(page)["score"] >= 100
    drawn(page)
    for width in (860, 700, 560, 430, 340, 280, 226):
        page.evaluate("([w]) => { document.querySelector('.rsol-root').style.width = w + 'px'; }", [width])
        page.wait_for_timeout(150)
        g = page.evaluate(GEOMETRY)
        assert max(g["mids"]) - min(g["mids"]) <= 6, (width, g["mids"])
        assert g["bar"][3] - g["bar"][1] <= 44, (width, g["bar"])
    page.evaluate("() => { document.querySelector('.rsol-root').style.width = ''; }")


def test_a_gesture_that_cannot_move_nudges_the_card_and_says_why(laptop: Any, artifacts: Path) -> None:
    page = laptop
    fresh(page)
    r = page.locator(".rsol-root").first
    hidden = r.locator(".rsol-card.rsol-back").first
    box = hidden.bounding_box()
    assert box
    page.evaluate(WATCH_NUDGES)
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 4)
    page.mouse.down()
    wait_nudged(page, "rsol-back")
    page.mouse.move(box["x"] + 60, box["y"] + 80, steps=4)
    page.mouse.up()
    # a tap on a card that cannot go home: nudged, and the engine's reason by it
    card = r.locator('.rsol-card[data-card="8♣"]')
    card.click()
    wait_nudged(page, "8♣")
    note = r.locator(".rsol-note")
    expect(note).to_have_text("Foundations: 8♣ cannot go to its foundation; A♣ comes next there.")
    expect(r.locator(".rsol-msg")).to_have_text("Foundations: 8♣ cannot go to its foundation; A♣ comes next there.")
    page.screenshot(path=str(artifacts / "store_nudge.png"))
    assert kernel(page)["moves"] == 0
    run_in_kernel(page, "w.interactive_rules = False")
    page.wait_for_timeout(400)  # the 400 ms nudge of the first tap is over
    drawn(page)  # the page has the setting before the next tap
    page.evaluate(WATCH_NUDGES)
    card.click()
    wait_nudged(page, "8♣")
    expect(note).to_be_hidden()


@pytest.mark.setting("theme")
def test_the_table_theme_is_chosen_in_settings_and_kept_by_the_widget(laptop: Any) -> None:
    page = laptop
    fresh(page)
    r = page.locator(".rsol-root").first
    felt = "() => getComputedStyle(document.querySelector('.rsol-board')).backgroundColor"
    before = page.evaluate(felt)
    r.get_by_role("button", name="Settings").click()
    r.get_by_label("Table").select_option("walnut")
    page.wait_for_function("() => document.querySelector('.rsol-root').dataset.theme === 'walnut'")
    assert kernel_json(page, "w.theme") == "walnut"  # a synced setting: saved with the widget
    assert page.evaluate(felt) != before
    r.get_by_label("Table").select_option("classic")
    page.wait_for_function("() => document.querySelector('.rsol-root').dataset.theme === 'classic'")
    page.keyboard.press("Escape")


DOUBLE_TAP = """(el) => {
  const r = el.getBoundingClientRect();
  const at = { bubbles: true, clientX: r.left + 10, clientY: r.top + 5, pointerId: 7, pointerType: "mouse", button: 0 };
  for (let i = 0; i < 2; i++) for (const t of ["pointerdown", "pointerup"]) el.dispatchEvent(new PointerEvent(t, at));
}"""


def test_the_deal_flies_without_delaying_a_move(laptop: Any) -> None:
    page = laptop
    fresh(page)
    running = RUNNING
    page.emulate_media(reduced_motion="no-preference")
    run_in_kernel(page, f'w.new_game(code="{CODE}")')
    page.wait_for_function(f"() => {running}() > 20")
    card = page.locator('.rsol-root .rsol-card[data-card="9♦"]').first
    card.evaluate(DOUBLE_TAP)  # during the deal: the gesture is taken at once
    state = kernel_json(page, "dict(moves=w.game.moves)")
    deadline = 40
    while state["moves"] == 0 and deadline:
        page.wait_for_timeout(50)
        state = kernel_json(page, "dict(moves=w.game.moves)")
        deadline -= 1
    assert state["moves"] == 1
    page.emulate_media(reduced_motion="reduce")


def test_a_deal_stays_still_under_reduced_motion(lab: Lab, browser: Any) -> None:
    page = open_page(lab, browser, 1000, 800)  # a page of its own, asking for reduced motion from the start
    try:
        run_in_kernel(page, f'w.new_game(code="{CODE}")')
        drawn(page)
        assert page.evaluate(RUNNING) == 0
    finally:
        page.context.close()


def test_the_saved_picture_follows_the_dark_theme(laptop: Any) -> None:
    page = laptop
    fresh(page)
    html = kernel_json(
        page, "__import__('importlib').import_module('rsol_widget._saved_picture').picture_html(w.game, 'en', 'x')"
    )
    colours = page.evaluate(
        """([html]) => {
          const box = document.createElement('div');
          box.className = 'rsol-picture-probe';
          box.insertAdjacentHTML('beforeend', html);
          document.body.append(box);
          const read = () => {
            const svg = box.querySelector('svg');
            return [getComputedStyle(svg.querySelector('rect')).fill, getComputedStyle(svg.querySelector('.cf')).fill,
                    getComputedStyle(svg.querySelector('.cb')).fill];
          };
          const before = document.body.dataset.jpThemeLight;
          document.body.dataset.jpThemeLight = 'true';
          const light = read();
          document.body.dataset.jpThemeLight = 'false';
          const dark = read();
          document.body.dataset.jpThemeLight = before;
          box.remove();
          return { light, dark };
        }""",
        [html],
    )
    assert all(a != b for a, b in zip(colours["light"], colours["dark"], strict=True)), colours


def test_a_save_right_after_a_move_keeps_the_position_in_the_file(laptop: Any, lab: Lab) -> None:
    page = laptop
    fresh(page)
    page.wait_for_timeout(1500)  # the picture of the fresh deal is in the notebook
    run_in_kernel(page, 'w.game.play("7♣ c1"); w.game.play("J♠ c5")')
    page.evaluate("() => window.jupyterapp.commands.execute('docmanager:save')")  # at once, no pause
    path = lab.root / "store_board_1366x768.ipynb"
    deadline = page.evaluate("performance.now()") + 15_000
    while "moves 2" not in path.read_text(encoding="utf-8"):
        assert page.evaluate("performance.now()") < deadline, "the saved notebook lags the position"
        page.wait_for_timeout(100)
    expect(page.get_by_text("File Changed")).to_have_count(0)  # one save after the other, never two at once


def test_replacing_a_game_in_progress_asks_first(laptop: Any) -> None:
    page = laptop
    fresh(page)
    r = page.locator(".rsol-root").first
    r.get_by_role("button", name="New game").click()  # a fresh game: the dialog at once
    expect(r.locator(".rsol-dialog")).to_be_visible()
    r.locator(".rsol-cancel").click()
    run_in_kernel(page, 'w.game.play("7♣ c1")')
    drawn(page)
    ask = r.get_by_role("alertdialog")
    for opener in ("New game", "Restart"):
        if opener == "Restart":
            r.get_by_role("button", name="Game", exact=True).click()
            r.locator(".rsol-menu-restart").click()
        else:
            r.get_by_role("button", name=opener).click()
        expect(ask).to_be_visible()
        # a restart is not leaving the game: it asks to start the deal again (issue 35's wording)
        expect(ask).to_contain_text("Start this deal again?" if opener == "Restart" else "This game is not finished")
        ask.get_by_role("button", name="Cancel").click()
        expect(ask).to_be_hidden()
        assert kernel(page)["moves"] == 1  # nothing replaced
    r.locator(".rsol-menu-btn").click()
    r.locator(".rsol-menu-restart").click()
    ask.get_by_role("button", name="Restart", exact=True).click()
    poll = page.evaluate("performance.now()") + 10_000
    while kernel(page)["moves"] != 0:
        assert page.evaluate("performance.now()") < poll
        page.wait_for_timeout(50)


def test_the_statistics_panel_shows_the_numbers_on_a_fresh_view(page: Any, lab: Lab) -> None:
    """The session page (conftest): cell 2 shows the same widget again, in a view that has seen no
    change of the statistics."""
    path = lab.root / "store-stats.sqlite3"
    path.unlink(missing_ok=True)
    run_in_kernel(
        page,
        f'w.new_game(code="{CODE}"); from rsol_widget.stats import Tally\n'
        f"w._session.tally = Tally({str(path)!r}); w._session.tally.follow(w.game.code, 0, False)\n"
        "w.statistics = w._session.tally.view()",
    )
    try:
        r = show_again(page, 2)  # display(w): a fresh view
        expect(r.locator(".rsol-card").first).to_be_visible(timeout=60_000)
        r.get_by_role("button", name="Game", exact=True).click()
        r.locator(".rsol-menu-statistics").click()
        panel = r.locator(".rsol-stats-panel")
        expect(panel).to_be_visible()
        expect(panel.locator(".rsol-stats-table")).to_be_visible()
        expect(panel.locator(".rsol-stats-off")).to_be_hidden()
        page.keyboard.press("Escape")
    finally:
        run_in_kernel(page, "w._session.tally = None; w.statistics = {}")


STUCK_CODE = (
    "RU1-C-AAAAABC"  # one legal move (4♥ c7), then none: found with the engine (tests/test_stuck_and_face_down.py)
)
FACE_DOWN = "Allowed moves: that card is face down; it turns face up once every card on it has been moved."


def theme(page: Any, dark: bool) -> None:
    name = "JupyterLab Dark" if dark else "JupyterLab Light"
    page.evaluate("([t]) => window.jupyterapp.commands.execute('apputils:change-theme', { theme: t })", [name])
    page.wait_for_function("([d]) => document.body.dataset.jpThemeLight === (d ? 'false' : 'true')", arg=[dark])


def box_of(locator: Any) -> list[float]:
    b = locator.bounding_box()
    assert b, locator
    return [b["x"], b["y"], b["x"] + b["width"], b["y"] + b["height"]]


def press_face_down(page: Any, card: Any) -> None:
    """A drag of a face-down card: pressed near its top edge (the part in view), moved, released."""
    box = card.bounding_box()
    assert box
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 3)
    page.mouse.down()
    page.mouse.move(box["x"] + 50, box["y"] + 60, steps=3)
    page.mouse.up()


def test_a_face_down_card_says_why_it_cannot_move_without_naming_it(laptop: Any) -> None:
    page = laptop
    fresh(page)
    r = page.locator(".rsol-root").first
    hidden = r.locator('.rsol-card[data-key="down-6-5"]')  # column 7's top face-down card
    expect(hidden).to_have_class(re.compile(r"\brsol-back\b"))
    assert hidden.get_attribute("data-card") is None  # the page does not know it
    page.evaluate(WATCH_NUDGES)
    press_face_down(page, hidden)
    wait_nudged(page, "rsol-back")  # the only face-down card pressed here
    note = r.locator(".rsol-note")
    expect(note).to_have_text(FACE_DOWN)
    expect(r.locator(".rsol-msg")).to_have_text(FACE_DOWN)  # the live region speaks it
    assert kernel_json(page, "str(w.game.face_down_refusal(6, 5))") == FACE_DOWN
    g = page.evaluate(GEOMETRY)
    assert inside(box_of(note), g["board"]) and inside(box_of(note), g["panel"]), (box_of(note), g["board"])
    assert kernel(page)["moves"] == 0
    run_in_kernel(page, 'w.lang = "ro"')
    drawn(page)
    press_face_down(page, hidden)
    expect(note).to_have_text(
        "Mutările permise: această carte este cu fața în jos; se întoarce singură când toate cărțile de peste ea "
        "au fost mutate."
    )
    run_in_kernel(page, 'w.lang = "en"; w.interactive_rules = False')
    drawn(page)
    press_face_down(page, hidden)
    wait_nudged(page, "rsol-back")  # the only face-down card pressed here
    expect(note).to_be_hidden()
    assert kernel(page)["moves"] == 0


def test_no_legal_move_left_is_said_on_the_board_with_undo_restart_and_new_game_at_hand(laptop: Any) -> None:
    page = laptop
    fresh(page)
    run_in_kernel(page, f'w.new_game(code="{STUCK_CODE}")')
    drawn(page)
    r = page.locator(".rsol-root").first
    notice = r.get_by_role("status", name="No legal move left")
    expect(notice).to_be_hidden()
    r.locator('.rsol-card[data-card="4♥"]').evaluate(DOUBLE_TAP)  # the one legal move, by a double tap
    expect(notice).to_be_visible()
    assert kernel_json(page, "[w.game.stuck, w.state['stuck'], w.game.won]") == [True, True, False]
    expect(notice).to_contain_text("No card can move from here. The game stays open")
    for name in ("Undo", "Restart", "New game"):
        expect(notice.get_by_role("button", name=name, exact=True)).to_be_visible()
    g = page.evaluate(GEOMETRY)
    assert inside(box_of(notice), g["board"]) and inside(box_of(notice), g["panel"]), (box_of(notice), g)
    expect(r.locator(".rsol-win")).to_be_hidden()  # information, not a defeat, and no win either
    notice.get_by_role("button", name="Undo", exact=True).click()
    expect(notice).to_be_hidden()
    assert kernel(page)["moves"] == 1 and kernel_json(page, "w.game.stuck") is False  # the move count never goes down
    run_in_kernel(page, 'w.game.play("4♥ c7"); w.lang = "ro"')
    drawn(page)
    ro = r.get_by_role("status", name="Nicio mutare permisă")
    expect(ro).to_be_visible()
    expect(ro).to_contain_text("De aici nu se mai poate muta nicio carte.")
    for name in ("Anulare", "Reîncepe", "Partidă nouă"):
        expect(ro.get_by_role("button", name=name, exact=True)).to_be_visible()
    ro.get_by_role("button", name="Partidă nouă", exact=True).click()  # a game in progress: asks first
    ask = r.get_by_role("alertdialog")
    expect(ask).to_be_visible()
    ask.get_by_role("button", name="Renunță").click()
    ro.get_by_role("button", name="Reîncepe", exact=True).click()
    ask.get_by_role("button", name="Reîncepe", exact=True).click()  # a restart asks to start the deal again
    expect(ro).to_be_hidden()
    run_in_kernel(page, 'w.lang = "en"')


SHOTS = [(1366, 768, True), (1280, 900, False), (390, 844, False)]


@pytest.mark.parametrize(("width", "height", "sidebar"), SHOTS)
def test_screenshots_of_the_notice_and_the_note(
    lab: Lab, browser: Any, artifacts: Path, width: int, height: int, sidebar: bool
) -> None:
    """The no-moves notice and the face-down note in each viewport, language and theme, inside the board."""
    page = open_page(lab, browser, width, height, sidebar=sidebar, name="shots")  # not the laptop's notebook
    r = page.locator(".rsol-root").first
    try:
        for dark in (False, True):
            theme(page, dark)
            for lang in LANGS:
                fresh(page, f'w.lang = "{lang}"; w.new_game(code="{STUCK_CODE}"); w.game.play("4♥ c7")')
                notice = r.locator(".rsol-stuck")
                expect(notice).to_be_visible()
                g = page.evaluate(GEOMETRY)
                assert inside(box_of(notice), g["board"]) and inside(box_of(notice), g["panel"]), (lang, dark, g)
                page.screenshot(
                    path=str(artifacts / f"stuck_{width}x{height}_{lang}_{'dark' if dark else 'light'}.png")
                )
                press_face_down(page, r.locator('.rsol-card[data-key="down-6-5"]'))
                note = r.locator(".rsol-note")
                expect(note).to_be_visible()
                assert inside(box_of(note), g["board"]), (lang, dark, box_of(note), g["board"])
                page.screenshot(path=str(artifacts / f"note_{width}x{height}_{lang}_{'dark' if dark else 'light'}.png"))
    finally:
        theme(page, False)
        page.context.close()


STUCK_LONG = [  # no legal move (found with the engine: Game.from_position(...).stuck), columns of 14 and 13 cards
    "[5♥] K♠ 8♣ 9♠ K♦ Q♥ 2♣ 3♥ 5♦ 2♠ 6♥ 7♣ A♠ K♥",
    "[3♣] K♣ 6♦ 5♠ A♦ 4♥ A♣ 7♥ J♥ 10♥ 9♦ Q♦ J♠",
    "[3♠] 8♠ 6♣ 7♦ 3♦ 4♠ 9♣ 9♥ 10♣",
    "[A♥] 10♦ 2♦ Q♣ 4♦ J♦",
    "[4♣] J♣ 8♦ 7♠",
    "[6♠] 8♥ 5♣",
    "[10♠] Q♠ 2♥",
]

CROSSED = """() => {
  const r = document.querySelector('.rsol-root');
  const box = (el) => el.getBoundingClientRect();
  const felt = [...r.querySelectorAll('.rsol-feedback-end > *')].filter((el) => box(el).height > 0);
  const over = (a, b) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  const hits = [];
  for (const notice of felt)
    for (const card of r.querySelectorAll('.rsol-card'))
      if (over(box(notice), box(card))) hits.push([notice.className, card.dataset.card || card.dataset.key]);
  return { shown: felt.map((el) => el.className), hits };
}"""
"""The notices shown on the free felt below the cards, and each (notice, card) pair whose boxes meet."""


def test_a_notice_on_the_felt_covers_no_card_of_long_columns_on_a_phone(
    lab: Lab, browser: Any, artifacts: Path
) -> None:
    """At 390×844 the no-moves notice under columns of 14 and 13 cards: the board grows below its
    cards while a notice is shown there, so no card's box meets the notice's (en and ro, light and dark)."""
    page = open_page(lab, browser, 390, 844, sidebar=False, name="stuck_long")
    r = page.locator(".rsol-root").first
    try:
        for dark in (False, True):
            theme(page, dark)
            for lang in LANGS:
                fresh(page, f'w.lang = "{lang}"; w.game = Game.from_position({STUCK_LONG!r})')
                assert kernel_json(page, "w.game.stuck") is True
                notice = r.locator(".rsol-stuck")
                expect(notice).to_be_visible()
                page.wait_for_timeout(300)
                felt = page.evaluate(CROSSED)
                assert "rsol-stuck" in felt["shown"] and not felt["hits"], (lang, dark, felt)
                g = page.evaluate(GEOMETRY)
                assert inside(box_of(notice), g["board"]), (lang, dark, box_of(notice), g["board"])
                notice.scroll_into_view_if_needed()
                page.screenshot(path=str(artifacts / f"stuck_long_390x844_{lang}_{'dark' if dark else 'light'}.png"))
    finally:
        theme(page, False)
        page.context.close()


REPLAY_CELL = (
    "from rsol_widget import examples\nfrom rsol_widget.replay_controls import ReplayControls\n"
    'rc = ReplayControls(examples.load("example-game"))\nrc'
)

MOVE_LIST = """() => {
  const list = document.querySelector('.rsol-replay-moves');
  const labels = [...list.querySelectorAll('label')];
  const long = labels.find((l) => l.textContent.startsWith('60. 7♠ f'));
  const short = labels.find((l) => l.textContent.startsWith('1. '));
  return { scroll: list.scrollWidth, client: list.clientWidth, long: long.getBoundingClientRect().height,
           short: short.getBoundingClientRect().height, right: long.getBoundingClientRect().right,
           box: list.getBoundingClientRect().right, count: labels.length };
}"""


def test_the_replay_wraps_its_list_counts_moves_marks_the_attempt_and_drops_the_comment_off_the_record(
    lab: Lab, browser: Any, artifacts: Path
) -> None:
    write_notebook(lab.root / "store_replay.ipynb", [REPLAY_CELL])
    context = browser.new_context(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
    page = context.new_page()
    page.set_default_timeout(20_000)
    try:
        open_notebook(page, lab, "store_replay.ipynb")
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        run_cell(page, 0)
        r = page.locator(".rsol-root").first
        expect(r.locator(".rsol-card").first).to_be_visible(timeout=60_000)
        moves = page.locator(".rsol-replay-moves")
        expect(moves.get_by_role("radio", name="0. The deal")).to_be_checked()
        # 1. a long comment wraps inside the list: no sideways overflow, the line is several lines tall
        fit = page.evaluate(MOVE_LIST)
        assert fit["scroll"] <= fit["client"] + 1 and fit["right"] <= fit["box"] + 1, fit
        assert fit["long"] > 1.6 * fit["short"], fit  # two lines or more
        # 2. the slider shows move numbers: on the refused attempt after move 3 it says 3, of 92 moves
        run_in_kernel(page, "rc.goto_step(4)")
        handle = page.get_by_role("slider")
        expect(handle).to_have_attribute("aria-valuetext", "3")  # what a screen reader says
        assert float(handle.get_attribute("aria-valuemax") or 0) == 92  # the record's moves, not its 93 steps
        expect(page.locator(".widget-readout")).to_have_text("3")
        # 3. the refused attempt is marked on the board: the card and the place, with the engine's reason
        expect(r.locator('.rsol-card.rsol-attempt[data-card="4♦"]')).to_be_visible()
        expect(r.locator(".rsol-attempt-dest")).to_have_count(1)
        expect(r.locator(".rsol-msg")).to_contain_text("Empty column: an empty column takes only a king")
        comment = page.locator(".rsol-replay-comment")
        expect(comment).to_contain_text("✗ 4♦ c1 (tried after move 3)")
        moves.scroll_into_view_if_needed()
        r.scroll_into_view_if_needed()
        page.screenshot(path=str(artifacts / "store_replay_attempt.png"))
        run_in_kernel(page, "rc.goto_step(5)")
        expect(handle).to_have_attribute("aria-valuetext", "4")
        expect(r.locator(".rsol-attempt")).to_have_count(0)
        # 4. off the record, the record's comment goes (it spoke of the record's position)
        expect(comment).to_contain_text("Move 4 of 92")
        legal = kernel_json(page, "[str(m) for m in rc.board.game.legal_moves() if m != rc.record.played[4].move]")
        run_in_kernel(page, f"rc.board.game.play({legal[0]!r})")
        expect(page.locator(".rsol-replay-status")).to_have_text("Your own line from move 5")
        expect(comment).to_have_text("")
        page.get_by_role("button", name="Back to the record").click()
        expect(comment).to_contain_text("Move 4 of 92")
        page.screenshot(path=str(artifacts / "store_replay_list.png"))
    finally:
        context.close()


BAD_RECORD = '{"format": "rsol_widget.record", "version": 1, "code": "RU1-C-AAAAAAA", "moves": [{"move": "9♠ c7"}]}'
OPEN_FAILED = """from rsol_widget import i18n
from rsol_widget.errors import RecordError, detail
from rsol_widget.record import Record
def open_failed(text, lang):
    try:
        Record.loads(text).validate()
    except RecordError as exc:
        return i18n.text(lang, "page.open_failed", error=detail(exc, lang))
"""
"""What the page must say when the file ``text`` is opened, in ``lang`` (the handler's own words)."""


def test_error_details_reach_the_player_in_romanian(laptop: Any, tmp_path: Path) -> None:
    """A bad game code and a bad file, in Romanian mode: the page's words and the engine's details."""
    page = laptop
    fresh(page, 'w.lang = "ro"')
    r = page.locator(".rsol-root").first
    r.get_by_role("button", name="Partidă nouă").click()  # a fresh game: the dialog at once
    dialog = r.locator(".rsol-dialog")
    dialog.locator(".rsol-code-input").fill("RU1-Q-AAAAAAA")
    dialog.locator(".rsol-start").click()
    error = dialog.locator(".rsol-dialog-error")
    letters = ", ".join(rule.letter for rule in RULES.values())  # C, R, and any rule registered since
    expect(error).to_have_text(
        f"Acest cod de partidă nu poate fi jucat: „RU1-Q-AAAAAAA”: litera regulii este una dintre {letters}, nu „Q”"
    )
    dialog.locator(".rsol-cancel").click()
    bad = tmp_path / "bad.json"
    bad.write_text(BAD_RECORD, encoding="utf-8")
    run_in_kernel(page, OPEN_FAILED)
    expected = kernel_json(page, f"[open_failed({BAD_RECORD!r}, lang) for lang in ('ro', 'en')]")
    r.locator(".rsol-menu-btn").click()
    with page.expect_file_chooser() as chooser:
        r.locator(".rsol-menu-open-game").click()
    chooser.value.set_files(str(bad))
    expect(r.locator(".rsol-msg")).to_have_text(expected[0])
    assert expected[0] != expected[1] and expected[0].startswith("Acest fișier nu poate fi deschis")
    assert kernel(page)["moves"] == 0
    run_in_kernel(page, 'w.lang = "en"')


TRACK_ANIMATIONS = """() => {
  window.rsolAnimated = [];
  if (Element.prototype.rsolAnimate) return;
  Element.prototype.rsolAnimate = Element.prototype.animate;
  Element.prototype.animate = function (...args) {
    if (this.dataset && this.dataset.card) window.rsolAnimated.push(this.dataset.card);
    return this.rsolAnimate(...args);
  };
}"""
"""Record the card of every Web Animation started (a 300 ms flip a loaded machine's polling could miss)."""


def test_a_card_that_turns_face_up_flips_and_stays_still_under_reduced_motion(laptop: Any) -> None:
    page = laptop
    fresh(page)
    page.evaluate(TRACK_ANIMATIONS)
    # the card 5♣ c2 uncovers: the new last card of 5♣'s column
    turned = kernel_json(
        page, "(lambda g, src: (g.play('5♣ c2'), str(g.columns[src][-1]))[1])(w.game.copy(), w.game.location('5♣'))"
    )
    page.emulate_media(reduced_motion="no-preference")
    try:
        run_in_kernel(page, 'w.game.play("5♣ c2")')
        page.wait_for_function("([c]) => window.rsolAnimated.includes(c)", arg=[turned])
        run_in_kernel(page, "w.game.undo()")
        drawn(page)
    finally:
        page.emulate_media(reduced_motion="reduce")
    page.evaluate("() => { window.rsolAnimated = []; }")
    run_in_kernel(page, 'w.game.play("5♣ c2")')
    drawn(page)
    assert turned not in page.evaluate("() => window.rsolAnimated")


SLOW_HUNT = """import threading, time
import rsol_widget._advice as _ww
from rsol_widget.deals import WinnableDeal
_real_hunt, _gate = _ww.hunt_in_slices, threading.Event()
def _slow_hunt(rule, **kw):
    while not _gate.is_set() and not kw["cancel"]():
        time.sleep(0.05)
        yield
    return WinnableDeal(None, 1, 0.1)
_ww.hunt_in_slices = _slow_hunt
"""
"""A hunt for a winnable deal that lasts until the test lets it end (``_gate.set()``)."""


def test_the_hunt_for_a_winnable_deal_shows_a_drawn_spinner(laptop: Any, artifacts: Path) -> None:
    page = laptop
    fresh(page)
    run_in_kernel(page, SLOW_HUNT)
    r = page.locator(".rsol-root").first
    try:
        r.get_by_role("button", name="New game").click()
        dialog = r.locator(".rsol-dialog")
        dialog.locator(".rsol-winnable").check()
        dialog.locator(".rsol-start").click()
        status = dialog.locator(".rsol-dialog-status")
        expect(status).to_contain_text("Finding a winnable deal…")
        spin = dialog.locator("svg.rsol-spinner")
        expect(spin).to_be_visible()  # drawn: no emoji font needed
        box = spin.bounding_box()
        assert box and box["width"] >= 10 and box["height"] >= 10, box
        assert "⏳" not in (dialog.text_content() or "")
        page.screenshot(path=str(artifacts / "store_hunt_spinner.png"))
        run_in_kernel(page, "_gate.set()")
        expect(dialog).to_be_hidden()
    finally:
        run_in_kernel(page, "_gate.set(); _ww.hunt_in_slices = _real_hunt")

"""The game review on the board, in a real JupyterLab: a player follows the Hint button (H, then drags
the outlined card onto the ringed place) through a whole Relaxed deal the fair player wins, then
asks "Review the game" from the win box and reads the accuracy line; on lesson 6's first deal a key
moment shows its position on the board, to look at only, and "Back to the end" gives the game back.
Everything is found by accessible names from the catalogue."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from labkit import Lab, kernel_json, run_in_kernel, wait_view_at, widget_page, write_notebook

from rsol_widget.codes import make_code
from rsol_widget.i18n import LANGS, text
from rsol_widget.lessons import FIRST_GAME

pytestmark = pytest.mark.browser

RELAXED = make_code("relaxed", 3)  # the fair player wins it in 88 moves (tests/test_policy.py)


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


def cells(code: str, lang: str) -> list[str]:
    widget = f'SolitaireWidget(code="{code}", hints=True, lang="{lang}")'
    return [f"from rsol_widget import SolitaireWidget\nw = {widget}\nw"]


def follow_h(page: Any, root: Any, cap: int = 200) -> int:
    """Press H and drag the outlined card onto the ringed place until the game is won; the moves played."""
    stop = root.locator('.rsol-board [tabindex="0"]').first
    for played in range(cap):
        if kernel_json(page, "w.game.won"):
            return played
        seq = int(root.get_attribute("data-seq"))
        stop.press("h")
        hinted = root.locator(".rsol-card.rsol-hint")
        expect(hinted.first).to_be_visible(timeout=60_000)
        dest = root.locator(".rsol-hint-dest").first.bounding_box()
        boxes = [hinted.nth(i).bounding_box() for i in range(hinted.count())]
        top = min(boxes, key=lambda b: b["y"])  # the hinted card: the group's first, the others lie on it
        page.mouse.move(top["x"] + top["width"] / 2, top["y"] + 6)
        page.mouse.down()
        page.mouse.move(top["x"] + top["width"] / 2 + 5, top["y"] + 11, steps=2)
        page.mouse.move(dest["x"] + dest["width"] / 2, dest["y"] + dest["height"] / 2, steps=8)
        page.mouse.up()
        wait_view_at(page, seq + 1)
        stop = root.locator('.rsol-board [tabindex="0"]').first
    raise AssertionError(f"not won after {cap} moves")


def summary_of(review: dict[str, Any], lang: str) -> str:
    counts = review["counts"]
    return text(lang, "review.summary", accuracy=review["accuracy"], moves=len(review["moves"]), **counts)


@pytest.mark.parametrize("lang", LANGS)
def test_following_h_wins_a_relaxed_deal_and_the_review_shows_its_accuracy(
    lab: Lab, browser: Any, artifacts: Path, lang: str
) -> None:
    name = f"game_review_board_{lang}.ipynb"
    write_notebook(lab.root / name, cells(RELAXED, lang))
    with widget_page(browser, lab, name, timeout=30_000) as page:
        root = page.locator(".rsol-root").first
        moves = follow_h(page, root)
        assert moves >= 80 and kernel_json(page, "w.game.won")
        win = root.locator(".rsol-win")
        expect(win).to_be_visible(timeout=30_000)
        win.get_by_role("button", name=text(lang, "page.review_game"), exact=True).click()
        region = page.get_by_role("region", name=text(lang, "review.title"))
        expect(region).to_be_visible()
        expect(win).to_be_hidden()  # the review's box replaces the win box while it is open
        accuracy = region.locator(".rsol-game-review-accuracy")
        expect(accuracy).to_be_visible(timeout=180_000)
        review = kernel_json(page, "w.review")
        assert review["game"] is True and review["status"] == "done" and len(review["moves"]) == moves
        expect(accuracy).to_have_text(summary_of(review, lang))
        assert re.search(r"\b100%", accuracy.inner_text())  # every move was the hint's: nothing lost
        root.screenshot(path=str(artifacts / f"game_review_relaxed_{lang}.png"))
        region.get_by_role("button", name=text(lang, "label.close"), exact=True).click()
        expect(region).to_be_hidden()
        expect(win).to_be_visible()


def test_a_key_moment_is_shown_on_the_board_to_look_at_only(lab: Lab, browser: Any, artifacts: Path) -> None:
    name = "game_review_moment.ipynb"
    write_notebook(lab.root / name, cells(FIRST_GAME, "en"))
    with widget_page(browser, lab, name, timeout=30_000) as page:
        root = page.locator(".rsol-root").first
        # the deal played to its win in the kernel, each move the hint's (as the page would ask)
        run_in_kernel(
            page,
            "while not w.game.won:\n"
            "    h = w.wait_for_analysis(120)['hint']\n"
            "    w.game.play(f\"{h['card']} {'f' if h['dest'] == 7 else 'c' + str(h['dest'] + 1)}\")",
        )
        expect(root.locator(".rsol-win")).to_be_visible(timeout=60_000)
        root.locator(".rsol-win").get_by_role("button", name="Review the game", exact=True).click()
        region = page.get_by_role("region", name="Game review")
        expect(region.locator(".rsol-game-review-accuracy")).to_be_visible(timeout=180_000)
        review = kernel_json(page, "w.review")
        assert review["key"], "lesson 6's first deal has key moments"
        moment = review["key"][0]
        region.get_by_role("button", name=re.compile(rf"^Move {moment['n']}, ")).click()
        expect(region).to_be_hidden()
        strip = root.locator(".rsol-game-review-strip")
        expect(strip).to_contain_text(f"The position before move {moment['n']}")
        down = sum(1 for col in moment["board"]["columns"] for c in col if c is None)
        assert down > 0  # before the win: face-down cards again, drawn as backs
        expect(root.locator(".rsol-card.rsol-back")).to_have_count(down)
        first = next(c for col in moment["board"]["columns"] for c in col if c is not None)
        card = root.locator(f'.rsol-card[data-card="{first}"]')
        expect(card).to_be_visible()
        root.screenshot(path=str(artifacts / "game_review_moment_en.png"))
        seq = kernel_json(page, "w.state['seq']")
        box = card.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + 6)
        page.mouse.down()
        page.mouse.move(box["x"] + 200, box["y"] + 200, steps=6)
        page.mouse.up()
        page.wait_for_timeout(300)
        assert kernel_json(page, "w.state['seq']") == seq  # looked at only: nothing was sent
        strip.get_by_role("button", name="Back to the end", exact=True).click()
        expect(strip).to_be_hidden()
        expect(root.locator(".rsol-win")).to_be_visible()


STUCK = "RU1-C-AAAAABC"  # one legal move (4♥ c7), then none (tests/ui/test_store_board.py)


def test_the_no_moves_notice_and_the_game_menu_offer_the_review(lab: Lab, browser: Any) -> None:
    name = "game_review_stuck.ipynb"
    write_notebook(lab.root / name, cells(STUCK, "ro"))
    with widget_page(browser, lab, name, timeout=30_000) as page:
        root = page.locator(".rsol-root").first
        run_in_kernel(page, 'w.game.play("4♥ c7")')
        notice = root.get_by_role("status", name=text("ro", "page.stuck_title"))
        expect(notice).to_be_visible()
        notice.get_by_role("button", name=text("ro", "page.review_game"), exact=True).click()
        region = page.get_by_role("region", name=text("ro", "review.title"))
        expect(region.locator(".rsol-game-review-accuracy")).to_be_visible(timeout=120_000)
        expect(notice).to_be_hidden()  # the review's box is over the board while it is open
        review = kernel_json(page, "w.review")
        assert review["game"] is True and [m["move"] for m in review["moves"]] == ["4♥ c7"]
        expect(region.locator(".rsol-game-review-accuracy")).to_have_text(summary_of(review, "ro"))
        page.keyboard.press("Escape")  # the box has the focus: Escape closes it
        expect(region).to_be_hidden()
        expect(notice).to_be_visible()
        root.locator(".rsol-menu-btn").click()  # the Game menu offers it at any time
        root.get_by_role("menuitem", name=text("ro", "page.review_game"), exact=True).click()
        expect(region.locator(".rsol-game-review-accuracy")).to_be_visible(timeout=120_000)
        run_in_kernel(page, "w.game.undo()")  # the game moves on: the review is dropped
        expect(region).to_be_hidden()
        assert kernel_json(page, "w.review") == {}


DEAL_14 = "RU1-C-AAAAAAO"  # Classic deal 14: its move 11 (3♠ c7) is a key moment the hint's J♥ c2 did better
LINE_14 = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7", "3♠ c7"]

ARROW_ENDS = """(svg) => {
  const path = svg.querySelector(':scope > path');
  const n = path.getAttribute('d').match(/-?[\\d.]+/g).map(Number);
  const box = svg.getBoundingClientRect();
  return {from: [box.left + n[0], box.top + n[1]], to: [box.left + n[4], box.top + n[5]],
          dashed: getComputedStyle(path).strokeDasharray !== 'none'};
}"""


def inside(point: list[float], box: dict[str, float]) -> bool:
    x, y = point
    return box["x"] <= x <= box["x"] + box["width"] and box["y"] <= y <= box["y"] + box["height"]


def destination(root: Any, board: dict[str, Any], card: str, dest: int) -> Any:
    """The element a move to ``dest`` ends on: the column's last card, its empty slot or the card's foundation."""
    if dest == 7:
        return root.locator(f'.rsol-found-slot[data-slot="{7 + "♠♥♦♣".index(card[-1])}"]')
    column = board["columns"][dest]
    last = column[-1] if column else None
    return root.locator(f'.rsol-card[data-card="{last}"]') if last else root.locator(f'.rsol-slot[data-slot="{dest}"]')


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_a_key_moment_draws_the_move_played_and_the_hints_as_arrows(
    lab: Lab, browser: Any, artifacts: Path, lang: str
) -> None:
    """On a key moment the move played is a solid arrow from its card to its destination and the hint's
    (it kept more) a dashed one, a legend says both in words, and the bar shows that position's moves and
    score, with no clock (the record keeps no time of a moment); the strip below covers none of its cards (at a
    phone's width too); back at the end the arrows go and the bar is the game's again."""
    name = f"game_review_arrows_{lang}.ipynb"
    write_notebook(lab.root / name, cells(DEAL_14, lang))
    with widget_page(browser, lab, name, timeout=30_000) as page:
        root = page.locator(".rsol-root").first
        run_in_kernel(page, "for m in " + repr(LINE_14) + ":\n    w.game.play(m)")
        wait_view_at(page, kernel_json(page, "w.state['seq']"))
        root.locator(".rsol-menu-btn").click()
        root.get_by_role("menuitem", name=text(lang, "page.review_game"), exact=True).click()
        region = page.get_by_role("region", name=text(lang, "review.title"))
        expect(region.locator(".rsol-game-review-accuracy")).to_be_visible(timeout=180_000)
        review = kernel_json(page, "w.review")
        i, moment = next((i, k) for i, k in enumerate(review["key"]) if k["better"])
        assert moment["n"] == 11 and moment["played"] == {"card": "3♠", "dest": 6}
        if lang == "ro":  # a phone's width: long columns, the strip below them
            page.set_viewport_size({"width": 390, "height": 844})
        region.locator(".rsol-game-review-moment").nth(i).click()
        strip = root.locator(".rsol-game-review-strip")
        legend = [
            text(lang, "page.review_game_played", move=moment["move"]),
            text(lang, "page.review_game_better", best=moment["best"]),
        ]
        expect(strip.locator(".rsol-game-review-legend li")).to_have_text(legend)
        expect(root.locator(".rsol-stat-moves .rsol-stat-value")).to_have_text("10")
        expect(root.locator(".rsol-stat-score .rsol-stat-value")).to_have_text(str(moment["board"]["score"]))
        expect(root.locator(".rsol-stat-time")).to_be_hidden()  # no time of that moment is kept: not the game's
        for kind, move, dashed in (("played", moment["played"], False), ("better", moment["better"], True)):
            arrow = root.locator(f".rsol-{kind}-arrow")
            expect(arrow).to_be_visible()
            ends = arrow.evaluate(ARROW_ENDS)
            card = root.locator(f'.rsol-card[data-card="{move["card"]}"]').bounding_box()
            assert inside(ends["from"], card), (kind, ends, card)
            dest = destination(root, moment["board"], move["card"], move["dest"]).bounding_box()
            assert inside(ends["to"], dest), (kind, ends, dest)
            assert ends["dashed"] is dashed  # told apart without colour
        lowest = root.locator(".rsol-card").evaluate_all(
            "(cards) => Math.max(...cards.map((c) => c.getBoundingClientRect().bottom))"
        )
        assert lowest <= strip.bounding_box()["y"]  # the strip covers none of the position's cards
        root.screenshot(path=str(artifacts / f"game_review_arrows_{lang}.png"))
        strip.get_by_role("button", name=text(lang, "page.review_game_end"), exact=True).click()
        expect(strip).to_be_hidden()
        expect(root.locator(".rsol-played-arrow")).to_be_hidden()
        expect(root.locator(".rsol-better-arrow")).to_be_hidden()
        expect(root.locator(".rsol-stat-moves .rsol-stat-value")).to_have_text("11")
        expect(root.locator(".rsol-stat-time")).to_be_visible()

"""Release -> optimistic draw for two front ends side by side in one JupyterLab page, moves interleaved.

    python tools/bench_focus_draw.py [--old main] [--moves 40]

The board of cell 1 runs the bundle ``js/widget.js`` of git ref ``--old`` (or the bundle at that
path), the board of cell 2 the working tree's; the same card goes back and forth on each board in
turn, with pointer events synthesised in the page as in ``tools/bench_widget.py`` (a press on the
board takes the focus, so each draw is one of a board holding the focus). Load hurts both alike.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from bench_widget import MOVE_JS, ping_pong_moves, summary  # noqa: E402
from labkit import CHROMIUM, CHROMIUM_ARGS, JHOME, open_notebook, run_in_kernel, running_lab, write_notebook  # noqa: E402

NOTEBOOK = "bench_focus_draw.ipynb"
OLD_CELL = (
    "from rsol_widget import SolitaireWidget\nimport pathlib\n"
    "class Old(SolitaireWidget):\n    _esm = pathlib.Path({path!r}).read_text()\n"
    "w_old = Old(code='RU1-R-AAAAAAA')\nw_old"
)
NEW_CELL = "w = SolitaireWidget(code='RU1-R-AAAAAAA')\nw"
# MOVE_JS on board k of the page, scrolled into view first (outside the timed part).
MOVE_ON = MOVE_JS.replace("async ([card, dest]) => {", "async ([card, dest, k]) => {").replace(
    'const root = document.querySelector(".rsol-root");',
    'const root = document.querySelectorAll(".rsol-root")[k];\n'
    '  root.scrollIntoView({ block: "center" });\n'
    "  for (let i = 0; i < 2; i++) await new Promise((ok) => requestAnimationFrame(ok));",
)


def measure(old_ref: str, moves: int) -> dict[str, object]:
    from playwright.sync_api import expect, sync_playwright

    work = JHOME / "bench_focus"
    old = work / "old-widget.js"
    work.mkdir(parents=True, exist_ok=True)
    if Path(old_ref).is_file():  # a bundle built aside
        old.write_bytes(Path(old_ref).read_bytes())
    else:
        git = ["git", "show", f"{old_ref}:js/widget.js"]
        old.write_bytes(subprocess.run(git, cwd=ROOT, check=True, capture_output=True).stdout)
    write_notebook(work / NOTEBOOK, [OLD_CELL.format(path=str(old)), NEW_CELL])
    times: dict[str, list[float]] = {"old": [], "new": []}
    with running_lab(work) as lab, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, env=lab.env)
        page = browser.new_page(viewport={"width": 1280, "height": 1000})
        open_notebook(page, lab, NOTEBOOK)
        page.locator(".jp-Cell").nth(0).locator(".jp-InputArea-editor").click()
        page.keyboard.press("Shift+Enter")
        page.keyboard.press("Shift+Enter")
        expect(page.locator(".rsol-root")).to_have_count(2, timeout=60_000)
        page.wait_for_timeout(1000)
        card, d1, d2 = ping_pong_moves(page)
        for i in range(moves):
            for k, name in ((0, "old"), (1, "new")) if i % 2 == 0 else ((1, "new"), (0, "old")):
                t = page.evaluate(MOVE_ON, [card, d1 if i % 2 == 0 else d2, k])
                times[name].append(t["optimistic"])
                page.wait_for_timeout(250)
        done = json.loads(run_in_kernel(page, "print([w_old.game.moves, w.game.moves])"))
        assert done == [moves, moves], done
        browser.close()
    return {"old_ref": old_ref, "release_to_optimistic_draw_ms": {k: summary(v) for k, v in times.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="main", help="the first board's bundle: a git ref's js/widget.js, or a path")
    parser.add_argument("--moves", type=int, default=40)
    args = parser.parse_args()
    print(json.dumps(measure(args.old, args.moves), indent=2))


if __name__ == "__main__":
    main()

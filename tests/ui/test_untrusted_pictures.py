"""A lesson opened as a person opens it, untrusted, in a real JupyterLab and in Notebook 7: its saved boards
show as pictures. (JupyterLite: tests/ui/test_lite.py.)

JupyterLab does not render an untrusted notebook's SVG outputs, but it does render HTML (sanitised):
a board (rsol_widget.render.Picture, the example game's steps) is shown as its SVG in an HTML image
(rsol_widget.render._svg_img). The notebook is copied in unsigned and not run, so no kernel output
replaces the saved ones."""

from __future__ import annotations

import json
import secrets
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from labkit import JHOME, Lab, free_port, isolated_env, jupyter_server_cmd, open_notebook, run_cell, server

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def is_picture(data: dict[str, Any]) -> bool:
    """A saved board: an SVG output, or an HTML image whose source is an SVG (rsol_widget.render._svg_img)."""
    html = data.get("text/html", "")
    html = html if isinstance(html, str) else "".join(html)
    return "image/svg+xml" in data or html.startswith("<img src='data:image/svg+xml")


def shown_pictures(name: str) -> int:
    """The saved boards of cells whose outputs are not folded away."""
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return sum(
        is_picture(output.get("data", {}))
        for cell in nb["cells"]
        if not cell.get("metadata", {}).get("jupyter", {}).get("outputs_hidden")
        for output in cell.get("outputs", [])
    )


DRAWN = """(images) => Promise.all(images.map((img) => img.decode().then(
  () => [img.naturalWidth, img.getBoundingClientRect().width, img.getBoundingClientRect().height],
  () => [0, 0, 0])))"""


def check_pictures(page: Any, name: str, shot: Path) -> None:
    """Every saved board of notebook ``name``, open in ``page``, shows as a picture of real size (an HTML
    image of the SVG), none as SVG output or as the text board."""
    expected = shown_pictures(name)
    assert expected >= 5
    images = page.locator(".jp-OutputArea-output img")
    page.wait_for_function(f"document.querySelectorAll('.jp-OutputArea-output img').length >= {expected}")
    assert page.locator(".jp-RenderedSVG").count() == 0  # untrusted: the SVGs are not rendered
    assert images.count() == expected
    sizes = images.evaluate_all(DRAWN)
    assert all(natural > 0 and w > 300 and h > 200 for natural, w, h in sizes), sizes
    texts = page.locator(".jp-OutputArea-output pre").all_inner_texts()
    assert not any(t.startswith("RU1-") and "c1:" in t for t in texts), texts  # no text board instead
    images.first.evaluate("img => img.scrollIntoView({block: 'center'})")
    page.wait_for_timeout(500)  # the notebook paints the cells scrolled into view
    page.screenshot(path=str(shot))


@pytest.mark.parametrize("name", ["lesson-4-foundations.ipynb", "lesson-2-moves.ro.ipynb", "example_game.ipynb"])
def test_an_untrusted_lesson_shows_its_boards_as_pictures(lab: Lab, browser: Any, artifacts: Path, name: str) -> None:
    shutil.copy(NOTEBOOKS / name, lab.root / name)
    page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, name)
        check_pictures(page, name, artifacts / f"untrusted_{name.removesuffix('.ipynb')}.png")
    finally:
        page.close()


@pytest.mark.parametrize("name", ["lesson-3-hidden.ro.ipynb", "example_game.ro.ipynb"])
def test_an_untrusted_lesson_shows_its_boards_in_notebook_7(browser: Any, artifacts: Path, name: str) -> None:
    JHOME.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="untrusted-", dir=JHOME))
    shutil.copy(NOTEBOOKS / name, work / name)
    port, token = free_port(), secrets.token_hex(16)
    base = f"http://127.0.0.1:{port}"
    try:
        with server(jupyter_server_cmd("notebook", work, port, token), f"{base}/api", work, isolated_env()):
            page = browser.new_page(viewport={"width": 1280, "height": 900}, reduced_motion="reduce")
            page.set_default_timeout(60_000)
            page.goto(f"{base}/notebooks/{name}?token={token}")
            page.locator(".jp-Notebook").wait_for()
            check_pictures(page, name, artifacts / f"untrusted_notebook7_{name.removesuffix('.ipynb')}.png")
            page.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)


FIT = """() => [...document.querySelectorAll('.jp-OutputArea-output img')].map((img) => {
  const box = img.getBoundingClientRect(), area = img.closest('.jp-OutputArea-output').getBoundingClientRect();
  return [box.width, box.right - area.right, img.naturalWidth];
})"""


@pytest.mark.parametrize(("name", "signed"), [("lesson-3-hidden.ro.ipynb", False), ("lesson-2-moves.ipynb", True)])
def test_a_lessons_boards_fit_a_phone_wide_window(
    lab: Lab, browser: Any, artifacts: Path, name: str, signed: bool
) -> None:
    """At 390 px (the side bar folded away) every board is drawn smaller, within its output: none runs past
    the window (a trusted notebook drew its SVG outputs at their full 848 px)."""
    path = lab.root / f"narrow-{name}"
    shutil.copy(NOTEBOOKS / name, path)
    if signed:
        subprocess.run([sys.executable, "-m", "nbformat.sign", str(path)], env=lab.env, check=True)
    page = browser.new_page(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, path.name)
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        page.wait_for_function(
            f"document.querySelectorAll('.jp-OutputArea-output img').length >= {shown_pictures(name)}"
        )
        page.wait_for_timeout(500)  # the notebook's width after the side bar folded
        fits = page.evaluate(FIT)
        assert all(natural == 848 and 150 < width < 390 and past <= 1 for width, past, natural in fits), fits
        page.locator(".jp-OutputArea-output img").first.evaluate("img => img.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(300)
        page.screenshot(path=str(artifacts / f"narrow_390_{name.removesuffix('.ipynb')}.png"))
    finally:
        page.close()


GAME = "RU1-C-AAAAAFW"


def test_a_game_shown_alone_is_a_picture_untrusted_and_when_run_and_fits_a_phone(
    lab: Lab, browser: Any, artifacts: Path
) -> None:
    """A cell whose value is a ``Game`` (rsol_widget.render.picture_output): its saved output, the notebook
    untrusted, shows as a picture, and so does the output of running it again; at 390 px both are drawn
    smaller, within the output (an SVG output showed nothing untrusted and ran past a narrow one)."""
    import nbformat

    from rsol_widget import Game
    from rsol_widget.render import board_svg, picture_output

    game = Game.from_code(GAME)
    nb = nbformat.v4.new_notebook()
    cell = nbformat.v4.new_code_cell(f'from rsol_widget import Game\nGame.from_code("{GAME}")')
    cell.outputs = [nbformat.v4.new_output("display_data", data=picture_output(board_svg(game), str(game)))]
    nb.cells = [cell]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nbformat.write(nb, lab.root / "game-alone.ipynb")
    page = browser.new_page(viewport={"width": 390, "height": 844}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, "game-alone.ipynb")
        page.evaluate("() => window.jupyterapp.shell.collapseLeft()")
        for run in ("saved", "run"):
            if run == "run":
                page.evaluate("() => document.querySelector('.jp-OutputArea-output img').dataset.saved = '1'")
                run_cell(page, 0)
                page.wait_for_selector(".jp-OutputArea-output img:not([data-saved])", timeout=90_000)
            page.wait_for_timeout(500)  # the notebook's width after the side bar folded
            assert page.locator(".jp-RenderedSVG").count() == 0
            fits = page.evaluate(FIT)
            assert len(fits) == 1, (run, fits)
            width, past, natural = fits[0]
            assert natural == 848 and 150 < width < 390 and past <= 1, (run, fits)
            alt = page.locator(".jp-OutputArea-output img").get_attribute("alt")
            assert alt is not None and alt.startswith(f"{GAME} · Classic")
            page.screenshot(path=str(artifacts / f"narrow_390_game_alone_{run}.png"))
    finally:
        page.close()

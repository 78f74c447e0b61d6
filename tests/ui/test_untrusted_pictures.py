"""A lesson opened as a person opens it, untrusted, in a real JupyterLab: its saved boards show as pictures.

JupyterLab does not render an untrusted notebook's SVG outputs; tools/build_notebooks.py keeps a PNG
beside each (tools/rasterise.py), which it does render. The notebook is copied in unsigned and not run,
so no kernel output replaces the saved ones."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from labkit import Lab, open_notebook

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def shown_svg_outputs(name: str) -> int:
    """The saved SVG outputs of cells whose outputs are not folded away."""
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    return sum(
        "image/svg+xml" in output.get("data", {})
        for cell in nb["cells"]
        if not cell.get("metadata", {}).get("jupyter", {}).get("outputs_hidden")
        for output in cell.get("outputs", [])
    )


@pytest.mark.parametrize("name", ["lesson-4-foundations.ipynb", "lesson-2-moves.ro.ipynb"])
def test_an_untrusted_lesson_shows_its_boards_as_pictures(lab: Lab, browser: Any, artifacts: Path, name: str) -> None:
    expected = shown_svg_outputs(name)
    assert expected >= 5
    shutil.copy(NOTEBOOKS / name, lab.root / name)
    page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page.set_default_timeout(30_000)
    try:
        open_notebook(page, lab, name)
        images = page.locator(".jp-OutputArea .jp-RenderedImage img")
        page.wait_for_function(f"document.querySelectorAll('.jp-RenderedImage img').length >= {expected}")
        assert page.locator(".jp-RenderedSVG").count() == 0  # untrusted: the SVGs are not rendered
        assert images.count() == expected
        sizes = []
        for i in range(expected):
            image = images.nth(i)
            image.scroll_into_view_if_needed()
            page.wait_for_function("img => img.complete && img.naturalWidth > 0", arg=image.element_handle())
            box = image.bounding_box()
            sizes.append((box["width"], box["height"]) if box else (0, 0))
        assert all(w > 300 and h > 200 for w, h in sizes), sizes
        texts = page.locator(".jp-OutputArea-output pre").all_inner_texts()
        assert not any(t.startswith("RU1-") and "c1:" in t for t in texts), texts  # no text board instead
        images.first.evaluate("img => img.scrollIntoView({block: 'center'})")
        page.wait_for_timeout(500)  # the notebook paints the cells scrolled into view
        page.screenshot(path=str(artifacts / f"untrusted_{name.removesuffix('.ipynb')}.png"))
    finally:
        page.close()

"""A PNG beside each SVG board a built notebook keeps, so an untrusted notebook still shows pictures.

Jupyter (JupyterLab, Notebook 7, JupyterLite) does not render ``image/svg+xml`` in a notebook it does
not trust, which is every notebook a person has just opened: it falls back to the text board. It does
render ``image/png``, and picks the SVG first once the notebook is trusted; the ``text/plain`` board
stays in the output for screen readers and text front ends. nbval does not compare PNGs.

Each SVG is drawn by headless Chromium (``/usr/bin/chromium`` through Playwright) at its own size, on
the board's felt, then reduced to 16 colours by Pillow (a board has about ten: a third of the bytes of
the full-colour PNG, the same to the eye). A PNG is kept for the SVG it was drawn from: when a
rebuilt notebook shows the same SVG as the saved one, the saved PNG is used again, so rebuilding
unchanged sources needs no browser and changes no byte. tools/build_notebooks.py calls
:func:`add_pngs` as one step of its post-processing.
"""

from __future__ import annotations

import base64
import hashlib
import io
import json
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any

SVG, PNG = "image/svg+xml", "image/png"
CHROMIUM = "/usr/bin/chromium"
COLOURS = 16


def _key(svg: str) -> str:
    return hashlib.sha256(svg.encode("utf-8")).hexdigest()


def svg_outputs(nb: Any) -> Iterator[dict[str, Any]]:
    """The outputs of ``nb`` (a notebook as nbformat or plain JSON) that hold an SVG."""
    for cell in nb["cells"]:
        for output in cell.get("outputs", []):
            if SVG in output.get("data", {}):
                yield output["data"]


def _text(value: str | list[str]) -> str:
    return value if isinstance(value, str) else "".join(value)


def known_pngs(path: Path) -> dict[str, str]:
    """The PNGs a saved notebook already has, by the SVG they were drawn from."""
    if not path.is_file():
        return {}
    saved = json.loads(path.read_text(encoding="utf-8"))
    return {_key(_text(data[SVG])): _text(data[PNG]).strip() for data in svg_outputs(saved) if PNG in data}


def rasterise(svgs: Iterable[str]) -> list[str]:
    """Each SVG as a base64 PNG of its own size (one headless Chromium for all of them)."""
    from PIL import Image
    from playwright.sync_api import sync_playwright

    out = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page(device_scale_factor=1)
        for svg in svgs:
            page.set_content(f"<!doctype html><html><body style='margin:0'>{svg}</body></html>")
            shot = page.locator("svg").first.screenshot(omit_background=True)
            image = Image.open(io.BytesIO(shot)).convert("RGBA")
            small = image.quantize(colors=COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
            buffer = io.BytesIO()
            small.save(buffer, "PNG", optimize=True)
            out.append(base64.b64encode(buffer.getvalue()).decode("ascii"))
        browser.close()
    return out


def add_pngs(nb: Any, saved: Path) -> int:
    """Give every SVG output of ``nb`` its PNG: the one ``saved`` has for the same SVG, or a new one.
    Returns how many were drawn anew."""
    known = known_pngs(saved)
    outputs = list(svg_outputs(nb))
    missing = list(dict.fromkeys(_text(d[SVG]) for d in outputs if _key(_text(d[SVG])) not in known))
    if missing:
        known |= {_key(svg): png for svg, png in zip(missing, rasterise(missing), strict=True)}
    for data in outputs:
        data[PNG] = known[_key(_text(data[SVG]))]
    return len(missing)

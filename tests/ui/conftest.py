"""Fixtures for the real-browser tests: one JupyterLab, one Chromium, one notebook page a session."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import (
    CHROMIUM,
    CHROMIUM_ARGS,
    JHOME,
    Lab,
    isolated_env,
    running_lab,
    skip_without_chromium,
    widget_page,
    write_notebook,
)

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"
NOTEBOOK = "widget_ui.ipynb"
CELLS = [
    'from rsol_widget import Game, SolitaireWidget\nw = SolitaireWidget(code="RU1-C-AAAAAAA")\nw',
    'w.game.play("7♣ c1")',
    "display(w)",
]
"""Cell 0 shows the widget; cell 1 is the cell-driven move; cell 2 a second view of the same widget."""


@pytest.fixture(scope="session")
def lab() -> Iterator[Lab]:
    skip_without_chromium()
    JHOME.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="work-", dir=JHOME))  # one per session: runs may overlap
    write_notebook(work / NOTEBOOK, CELLS)
    try:
        with running_lab(work) as running:
            yield running
    finally:
        shutil.rmtree(work, ignore_errors=True)


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    """One headless Chromium for the whole session (Playwright's sync API allows one at a time)."""
    from playwright.sync_api import sync_playwright

    skip_without_chromium()
    env = isolated_env()
    old_tmp = os.environ.get("TMPDIR")
    os.environ["TMPDIR"] = env["TMPDIR"]  # Playwright's driver writes its temp files there
    try:
        with sync_playwright() as p:
            chromium = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, env=env)
            yield chromium
            chromium.close()
    finally:
        if old_tmp is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = old_tmp


@pytest.fixture(scope="session")
def page(lab: Lab, browser: Any) -> Iterator[Any]:
    """The test notebook, open, with its widget shown (cell 0 run)."""
    with widget_page(browser, lab, NOTEBOOK) as pg:
        yield pg


@pytest.fixture(scope="session")
def artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    return ARTIFACTS

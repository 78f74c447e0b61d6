"""A lesson opened in a JupyterLab with its default settings, as a learner opens it (unsigned), or signed:
the notebook is not marked modified, and JupyterLab's model of it holds what the file holds (so a save
without an edit changes nothing).

JupyterLab keeps a folded output as ``jupyter.outputs_hidden`` and as nbformat's older ``collapsed``; a
file with only the first got ``collapsed`` added on opening (tools/build_notebooks.py writes both). With
Settings › Save Widget State Automatically turned on, ipywidgets marks any notebook with saved widget state
modified as it restores it (its ``register_model`` sets the model dirty): that is ipywidgets' doing, not
the notebook's, and the setting is off by default."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import JHOME, KERNEL_IDLE, LAB_SETTINGS, Lab, isolated_env, running_lab

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
WIDGETS = "@jupyter-widgets/jupyterlab-manager/plugin"
MODEL = """() => { const panel = window.jupyterapp.shell.currentWidget;
  return { dirty: panel.context.model.dirty, tab: panel.title.className, nb: panel.context.model.toJSON() }; }"""


@pytest.fixture(scope="module")
def default_lab() -> Iterator[Lab]:
    """A JupyterLab of its own whose settings are Lab's defaults (but for news and update checks)."""
    JHOME.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="open-clean-", dir=JHOME))
    env = isolated_env()
    settings = work.parent / f"{work.name}-settings"
    for plugin, values in LAB_SETTINGS.items():
        if plugin != WIDGETS:
            (settings / f"{plugin}.jupyterlab-settings").parent.mkdir(parents=True, exist_ok=True)
            (settings / f"{plugin}.jupyterlab-settings").write_text(json.dumps(values))
    env["JUPYTERLAB_SETTINGS_DIR"] = str(settings)
    try:
        with running_lab(work, env=env) as lab:
            yield lab
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(settings, ignore_errors=True)


def metadata(nb: dict[str, Any]) -> list[dict[str, Any]]:
    """Each cell's metadata, without the trust JupyterLab keeps in its model (never saved in a signed file)."""
    return [{k: v for k, v in cell["metadata"].items() if k != "trusted"} for cell in nb["cells"]]


@pytest.mark.parametrize(
    ("name", "signed"),
    [("lesson-1-board.ipynb", False), ("lesson-2-moves.ro.ipynb", False), ("lesson-2-moves.ipynb", True)],
)
def test_opening_a_lesson_leaves_it_unmodified(default_lab: Lab, browser: Any, name: str, signed: bool) -> None:
    from playwright.sync_api import expect

    path = default_lab.root / name
    shutil.copy(NOTEBOOKS / name, path)
    if signed:  # its saved board is then drawn by the widget, from the notebook's saved state
        subprocess.run([sys.executable, "-m", "nbformat.sign", str(path)], env=default_lab.env, check=True)
    page = browser.new_page(viewport={"width": 1366, "height": 768}, reduced_motion="reduce")
    page.set_default_timeout(90_000)
    try:
        page.goto(default_lab.url(name))
        expect(page.get_by_role("button", name=KERNEL_IDLE)).to_be_visible(timeout=90_000)
        expect(page.locator(".jp-OutputArea-output img").first).to_be_visible(timeout=60_000)  # its pictures
        if signed:
            expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=60_000)
        page.wait_for_timeout(3000)  # what changes a notebook on opening does it by now (saved pictures: 1 s)
        state = page.evaluate(MODEL)
        assert state["dirty"] is False and "jp-mod-dirty" not in state["tab"], state["tab"]
        saved = json.loads(path.read_text(encoding="utf-8"))
        assert metadata(state["nb"]) == metadata(saved)
        assert state["nb"]["metadata"] == saved["metadata"]
        assert [len(c.get("outputs", [])) for c in state["nb"]["cells"]] == [
            len(c.get("outputs", [])) for c in saved["cells"]
        ]
    finally:
        page.close()

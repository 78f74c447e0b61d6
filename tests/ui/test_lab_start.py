"""JupyterLab starts clean from the environment README's commands make inside the checkout.

The JS tooling (package.json with ``"type": "module"``) lives under js/: at the root it was the
nearest package.json above ``.venv``'s JupyterLab scripts, and Lab's start printed ~13 KB of
JavaScript errors ("Fail to get yarn configuration", ``Dynamic require of "util"``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from labkit import Lab

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]


def test_lab_output_has_no_javascript_errors(lab: Lab) -> None:
    log = (lab.root.parent / f"{lab.root.name}.log").read_text(encoding="utf-8", errors="replace")
    assert "is running at" in log  # the log is Lab's own output
    for sign in ("Fail to get yarn configuration", "Dynamic require of", "Error [ERR_"):
        assert sign not in log, f"Lab's start printed {sign!r}:\n{log[:2000]}"


def test_no_module_package_json_above_the_environment() -> None:
    """Node reads the nearest package.json above a script: none above the running environment may
    make CommonJS scripts (JupyterLab's yarn.js) ES modules."""
    assert not (ROOT / "package.json").exists() and (ROOT / "js" / "package.json").is_file()
    for folder in Path(sys.prefix).resolve().parents:
        manifest = folder / "package.json"
        if manifest.is_file():
            assert json.loads(manifest.read_text(encoding="utf-8")).get("type") != "module", manifest

"""The project's size rules, measured by tools/code_shape.py: no class over 300 lines and no
function over 60, on either side (the package and js/src), and ``__all__`` in every public module."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import code_shape  # noqa: E402

LIMITS = {"class": 300, "function": 60}


def _over(units: list[dict[str, Any]]) -> list[str]:
    too_long = [u for u in units if u["lines"] > LIMITS[u["kind"]]]
    return [f"{u['file']}:{u['line']} {u['name']} ({u['lines']} lines)" for u in too_long]


def test_no_python_class_or_function_is_over_its_limit() -> None:
    assert _over(code_shape.python_units()) == []


def test_no_front_end_class_or_function_is_over_its_limit() -> None:
    js = ROOT / "js"
    if not (js / "node_modules" / "typescript").is_dir() and shutil.which("npm"):
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=js, capture_output=True, check=False, timeout=600)
    units = code_shape.js_units()
    if units is None:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail("the front end's sizes need Node and `npm ci` in js/")
        pytest.skip("Node or js/node_modules missing: run `npm ci` in js/")
    assert units and _over(units) == []


def test_every_public_module_says_what_it_exports() -> None:
    missing = [m for m in code_shape.all_coverage()["without"] if "/i18n/" not in m]
    assert missing == []  # the language files are data: their TEXTS is the whole module


def test_the_measure_catches_a_long_function(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    package = tmp_path / "rsol_widget"
    package.mkdir()
    body = "\n".join(f"    x{i} = {i}" for i in range(61))
    (package / "long.py").write_text(f"def long():\n{body}\n", encoding="utf-8")
    monkeypatch.setattr(code_shape, "ROOT", tmp_path)
    monkeypatch.setattr(code_shape, "PACKAGE", package)
    assert _over(code_shape.python_units()) == ["rsol_widget/long.py:1 long (62 lines)"]

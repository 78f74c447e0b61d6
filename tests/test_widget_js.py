"""The front end's own checks, run from pytest: Node's unit tests of the pure parts (js/tests/),
``tsc --noEmit`` over the JSDoc types, and that the shipped bundle js/widget.js is built from js/src/.

They need Node and npm (the dev tools come from js/package.json through ``npm ci`` in js/, once). Without
Node they skip, except under ``CI=true``, where they fail.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
JS = ROOT / "js"
BUNDLE = JS / "widget.js"


def _run(cmd: list[str], timeout: float = 240, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=JS, capture_output=True, text=True, timeout=timeout, check=False, env=env)


@pytest.fixture(scope="module")
def node_tools() -> Path:
    """``js/node_modules/.bin``, installed from js/package-lock.json when missing or out of date."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        reason = f"{' and '.join(missing)} not found: the front end's checks need Node 20+ and npm"
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(reason)
        pytest.skip(reason)
    bin_dir = JS / "node_modules" / ".bin"
    installed = JS / "node_modules" / ".package-lock.json"
    lock = JS / "package-lock.json"
    if not installed.exists() or installed.stat().st_mtime < lock.stat().st_mtime:
        done = _run(["npm", "ci", "--no-audit", "--no-fund"])
        assert done.returncode == 0, f"npm ci failed:\n{done.stdout}\n{done.stderr}"
    return bin_dir


def node_fixtures(folder: Path) -> dict[str, str]:
    """The environment that gives the node tests this package's data, fresh (js/tests/fixtures.js)."""
    path = folder / "fixtures.json"
    done = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "regenerate.py"), "--fixtures", str(path)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return {**os.environ, "RSOL_FIXTURES": str(path)}


def test_node_unit_tests_pass(node_tools: Path, tmp_path: Path) -> None:
    done = _run(["node", "--test", "tests/"], env=node_fixtures(tmp_path))
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout and "# pass 0" not in done.stdout


def test_jsdoc_types_check(node_tools: Path) -> None:
    done = _run([str(node_tools / "tsc"), "--noEmit", "-p", "tsconfig.json"])
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_the_shipped_bundle_is_built_from_the_sources(node_tools: Path) -> None:
    """js/widget.js is what ``npm run build`` makes of js/src/ (rebuild and commit it after a change)."""
    build = shlex.split(json.loads((JS / "package.json").read_text(encoding="utf-8"))["scripts"]["build"])
    assert build[0] == "esbuild" and "--outfile=widget.js" in build
    args = [a for a in build[1:] if not a.startswith("--outfile=")]
    done = _run([str(node_tools / "esbuild"), *args, "--log-level=warning"])
    assert done.returncode == 0, done.stderr
    assert done.stdout == BUNDLE.read_text(encoding="utf-8"), "js/widget.js is stale: run `npm run build`"


def test_every_source_is_type_checked() -> None:
    sources = sorted((ROOT / "js" / "src").glob("*.js")) + sorted((ROOT / "js" / "tests").glob("*.js"))
    assert sources
    for path in sources:
        assert path.read_text(encoding="utf-8").startswith("// @ts-check"), f"{path.name} lacks // @ts-check"

"""Build the sdist and the wheel, check them as PyPI would, and install the wheel where a user would.

    python tools/check_dist.py [--dist DIR]

1. ``python -m build``: the sdist, then the wheel built from the sdist, into ``DIR`` (a temporary
   folder by default; ``dist/`` is what docs/release.md uploads);
2. ``twine check --strict`` on both (the metadata and the README as PyPI would render them);
3. the wheel holds the front end (``rsol_widget/static/widget.js`` and ``.css``), the packaged
   records and ``py.typed``, and no tests;
4. a fresh virtual environment outside the tree installs the wheel with its dependencies (from the
   package index), then imports the package there and checks it found its front end (``CHECK``).

Needs ``build`` (the ``test`` extra) and ``twine`` (``e2e``) and the network for step 4. CI (``.ci/run``) runs it.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

IN_WHEEL = (
    "rsol_widget/static/widget.js",
    "rsol_widget/static/widget.css",
    "rsol_widget/examples/example-game.json",
    "rsol_widget/py.typed",
)
"""Files the wheel must hold: the widget's front end (the esbuild bundle and its CSS), a record, the types."""

CHECK = r"""
import json, re, sys
from importlib import metadata, resources
import rsol_widget
from rsol_widget import examples
from rsol_widget.widget import FRONT_END
static = resources.files("rsol_widget") / "static"
print(json.dumps({
    "file": rsol_widget.__file__,
    "front_end": str(FRONT_END),
    "js": bool(re.search(r"export default|export \{[^}]* as default", (static / "widget.js").read_text("utf-8"))),
    "css": len((static / "widget.css").read_bytes()),
    "example": examples.load("example-game").code,
    "typed": (resources.files("rsol_widget") / "py.typed").is_file(),
    "requires": metadata.requires("rsol_widget"),
}))
"""
"""Run by the installed copy's Python (``-I``, outside the tree): what it imported and found, as JSON."""


def wheel_problems(wheel: Path) -> list[str]:
    """What is missing from the wheel, or in it by mistake (an empty list when it is right)."""
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    problems = [f"{name} is missing" for name in IN_WHEEL if name not in names]
    if not any(n.endswith(".dist-info/licenses/LICENSE") for n in names):
        problems.append("the LICENSE file is missing")
    problems += [f"{n} should not be in the wheel" for n in sorted(names) if n.startswith("tests/") or "/tests/" in n]
    return problems


def installed_problems(found: dict[str, object], prefix: Path) -> list[str]:
    """What is wrong with what ``CHECK`` printed for a copy installed under ``prefix``."""
    problems = []
    if not str(found["file"]).startswith(str(prefix)):
        problems.append(f"imported {found['file']}, not the installed copy under {prefix}")
    if not str(found["front_end"]).startswith(str(prefix)) or not found["js"] or not found["css"]:
        problems.append(f"the front end is not the installed one: {found['front_end']}")
    if found["example"] != "RU1-C-QXNADBF" or not found["typed"]:
        problems.append("the packaged example record or py.typed is missing")
    return problems


def build(dist: Path) -> tuple[Path, Path]:
    """The sdist and the wheel built from it, in ``dist``."""
    subprocess.run([sys.executable, "-m", "build", "--outdir", str(dist), str(ROOT)], check=True)
    (sdist,) = dist.glob("rsol_widget-*.tar.gz")
    (wheel,) = dist.glob("rsol_widget-*.whl")
    return sdist, wheel


def install_and_check(wheel: Path, work: Path) -> dict[str, object]:
    """Install ``wheel`` with its dependencies into a new venv under ``work``; return what ``CHECK`` found."""
    venv = work / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python = venv / "bin" / "python"
    subprocess.run([str(python), "-m", "pip", "install", "-q", str(wheel)], check=True)
    done = subprocess.run([str(python), "-I", "-c", CHECK], check=True, capture_output=True, text=True, cwd=work)
    found: dict[str, object] = json.loads(done.stdout)
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, help="where to build (default: a temporary folder)")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="rsol-dist-") as tmp:
        dist = (args.dist or Path(tmp) / "dist").resolve()
        sdist, wheel = build(dist)
        subprocess.run([sys.executable, "-m", "twine", "check", "--strict", str(sdist), str(wheel)], check=True)
        problems = wheel_problems(wheel)
        found = install_and_check(wheel, Path(tmp))
        problems += installed_problems(found, Path(tmp) / "venv")
    for problem in problems:
        print(f"check_dist: {problem}", file=sys.stderr)
    if not problems:
        print(f"check_dist: {sdist.name} and {wheel.name} pass twine check; the wheel installs and imports")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())

"""The wheel and the sdist: built from this checkout, the wheel installed into an empty virtual
environment, and checked there (front end, packaged records, py.typed, LICENSE, metadata)."""

from __future__ import annotations

import importlib.util
import json
import re
import site
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Iterator
from email.parser import Parser
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _check_dist() -> ModuleType:
    """tools/check_dist.py, which CI runs on a real install: the same expectations here."""
    spec = importlib.util.spec_from_file_location("check_dist", ROOT / "tools" / "check_dist.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


check_dist = _check_dist()


@pytest.fixture(scope="module")
def dist(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    pytest.importorskip("build")
    pytest.importorskip("hatchling")
    out = tmp_path_factory.mktemp("dist")
    subprocess.run(
        [sys.executable, "-m", "build", "--no-isolation", "--outdir", str(out), str(ROOT)],
        check=True,
        capture_output=True,
    )
    yield out


def only(folder: Path, pattern: str) -> Path:
    (found,) = folder.glob(pattern)
    return found


def test_wheel_carries_the_front_end_records_types_and_license(dist: Path) -> None:
    wheel = only(dist, "*.whl")
    assert check_dist.wheel_problems(wheel) == []
    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
    assert {"rsol_widget/static/widget.js", "rsol_widget/static/widget.css"} <= set(check_dist.IN_WHEEL) <= names


def test_wheel_problems_names_a_missing_front_end(tmp_path: Path, dist: Path) -> None:
    """The check CI runs would catch a wheel without its CSS, or with the tests in it."""
    broken = tmp_path / only(dist, "*.whl").name
    with zipfile.ZipFile(only(dist, "*.whl")) as src, zipfile.ZipFile(broken, "w") as dst:
        for item in src.infolist():
            if item.filename != "rsol_widget/static/widget.css":
                dst.writestr(item, src.read(item))
        dst.writestr("tests/test_x.py", "")
    assert check_dist.wheel_problems(broken) == [
        "rsol_widget/static/widget.css is missing",
        "tests/test_x.py should not be in the wheel",
    ]


def test_sdist_and_wheel_pass_twine_check(dist: Path) -> None:
    """What PyPI would refuse or render badly (metadata, the README as the long description)."""
    pytest.importorskip("twine", reason="twine comes with the e2e extra")
    files = [str(only(dist, "*.tar.gz")), str(only(dist, "*.whl"))]
    done = subprocess.run([sys.executable, "-m", "twine", "check", "--strict", *files], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.count("PASSED") == 2


def test_wheel_metadata(dist: Path) -> None:
    with zipfile.ZipFile(only(dist, "*.whl")) as wheel:
        (meta_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        meta = Parser().parsestr(wheel.read(meta_name).decode("utf-8"))
    assert meta["Name"] == "rsol_widget" and meta["License-Expression"] == "MIT"
    assert meta["Requires-Python"] == ">=3.10"
    assert {"lab", "study", "docs", "test", "e2e"} <= set(meta.get_all("Provides-Extra") or [])
    requires = meta.get_all("Requires-Dist") or []
    assert any(r.startswith("anywidget") for r in requires)
    assert any(r.startswith("dask[distributed]") and "extra == 'study'" in r for r in requires)
    assert "Typing :: Typed" in (meta.get_all("Classifier") or [])
    assert "Russian Solitaire" in meta.get_payload()  # the README is the long description


def test_wheel_metadata_names_its_license_by_expression_and_file(dist: Path) -> None:
    """Metadata 2.4 (hatchling >= 1.27): an older backend writes 2.3 with ``License: MIT`` and no file."""
    with zipfile.ZipFile(only(dist, "*.whl")) as wheel:
        (meta_name,) = [n for n in wheel.namelist() if n.endswith(".dist-info/METADATA")]
        meta = Parser().parsestr(wheel.read(meta_name).decode("utf-8"))
    assert tuple(int(x) for x in meta["Metadata-Version"].split(".")) >= (2, 4)
    assert meta["License-Expression"] == "MIT"
    assert meta.get_all("License-File") == ["LICENSE"]
    assert meta["License"] is None


def test_build_backend_has_a_lower_bound_and_used_modules_are_declared() -> None:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11+

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (backend,) = [r for r in project["build-system"]["requires"] if r.startswith("hatchling")]
    assert backend.replace(" ", "") == "hatchling>=1.27"
    declared = {
        re.split(r"[<>=\[ ;]", r, maxsplit=1)[0].lower().replace("-", "_") for r in project["project"]["dependencies"]
    }
    used = {"anywidget", "ipywidgets", "traitlets", "jupyter_core"}  # imported by the package itself
    assert used <= declared
    extras = project["project"]["optional-dependencies"]
    assert "tqdm" not in declared and any(r.startswith("tqdm") for r in extras["study"])  # the study CLI's bar only
    for name in used:
        assert any(
            re.search(rf"\b(import|from) {name}\b", f.read_text(encoding="utf-8"))
            for f in (ROOT / "rsol_widget").rglob("*.py")
        )


def test_sdist_builds_the_same_wheel_contents(dist: Path) -> None:
    with tarfile.open(only(dist, "*.tar.gz")) as sdist:
        names = sdist.getnames()
    top = names[0].split("/")[0]
    for name in [
        "LICENSE",
        "pyproject.toml",
        "README.md",
        "js/widget.js",
        "rsol_widget/py.typed",
        "mkdocs.yml",
        "js/package.json",
        "js/package-lock.json",
        "js/tsconfig.json",
    ]:
        assert f"{top}/{name}" in names
    assert not any("/.jhome" in n or "/.venv" in n or "/node_modules" in n for n in names)
    assert f"{top}/package.json" not in names  # no package.json above an environment made in the tree


def test_wheel_installs_and_works_in_an_empty_venv(dist: Path, tmp_path: Path) -> None:
    """The wheel alone (``--no-deps``, no network); the widget's dependencies (anywidget, ...) are
    then borrowed from this environment by a ``.pth`` file, so the installed copy's widget module
    runs and must find its front end in the installed package."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    python = venv / "bin" / "python"
    wheel = only(dist, "*.whl")
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "-q", "--no-deps", str(wheel)]
    subprocess.run(pip, check=True, capture_output=True)
    (lib,) = venv.glob("lib/python*/site-packages")
    (lib / "zz_borrowed_deps.pth").write_text("\n".join(site.getsitepackages()) + "\n", encoding="utf-8")
    done = subprocess.run(
        [str(python), "-I", "-c", check_dist.CHECK], check=True, capture_output=True, text=True, cwd=tmp_path
    )
    found = json.loads(done.stdout)
    assert check_dist.installed_problems(found, venv) == []  # the installed copy, not this checkout
    assert found["front_end"] == str(lib / "rsol_widget" / "static")
    assert any(r.startswith("anywidget") for r in found["requires"])
    assert check_dist.installed_problems(found, tmp_path / "elsewhere") != []  # the check can fail

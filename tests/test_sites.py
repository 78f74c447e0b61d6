"""The two sites, side by side: MkDocs' documentation and the JupyterLite lessons build into folders of
their own, the Lite site holds every notebook its lessons name, and docs/lite.md's commands work from a
venv and serve on 127.0.0.1 only. (The Lite build itself runs in tests/ui/test_lite.py.)"""

from __future__ import annotations

import importlib.util
import json
import re
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def build_lite() -> ModuleType:
    pytest.importorskip("jupyterlite_pyodide_kernel", reason="the lite extra (in e2e) builds the Lite site")
    spec = importlib.util.spec_from_file_location("build_lite", ROOT / "tools" / "build_lite.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def mkdocs_site_dir() -> Path:
    (line,) = [x for x in (ROOT / "mkdocs.yml").read_text(encoding="utf-8").splitlines() if x.startswith("site_dir:")]
    return (ROOT / line.split(":", 1)[1].strip()).resolve()


def test_the_two_sites_build_into_separate_ignored_folders() -> None:
    docs, lite = mkdocs_site_dir(), build_lite().DEFAULT_OUT.resolve()
    assert docs != lite and docs not in lite.parents and lite not in docs.parents
    for folder in (docs, lite):
        ignored = subprocess.run(["git", "check-ignore", "-q", str(folder / "index.html")], cwd=ROOT, check=False)
        assert ignored.returncode == 0, f"{folder} is not ignored by git"


def test_lite_refuses_to_replace_the_documentation_site(tmp_path: Path) -> None:
    module = build_lite()
    docs = tmp_path / "site"
    (docs / "search").mkdir(parents=True)
    (docs / "index.html").write_text("<html></html>", encoding="utf-8")
    with pytest.raises(SystemExit, match="holds no JupyterLite site"):
        module.check_out(docs)
    assert (docs / "index.html").is_file()
    earlier = tmp_path / "site-lite"
    earlier.mkdir()
    (earlier / "jupyter-lite.json").write_text("{}", encoding="utf-8")
    module.check_out(earlier)  # an earlier Lite build is replaced
    module.check_out(tmp_path / "new")  # and a new folder made
    (tmp_path / "empty").mkdir()
    module.check_out(tmp_path / "empty")


def test_the_lite_site_holds_every_notebook_its_lessons_name() -> None:
    contents = {p.name for p in build_lite().contents()}
    assert {"appendix-python.ipynb", "appendix-python.ro.ipynb", "play.ipynb", "lesson-1-board.ipynb"} <= contents
    named = set()
    for name in contents:
        nb = json.loads((ROOT / "notebooks" / name).read_text(encoding="utf-8"))
        prose = "".join("".join(c["source"]) for c in nb["cells"] if c["cell_type"] == "markdown")
        named |= set(re.findall(r"[\w.-]+\.ipynb", prose))
    assert named, "the lessons name no notebook: the check would prove nothing"
    assert named <= contents


def test_lite_page_commands_use_a_venv_and_serve_locally() -> None:
    page = (ROOT / "docs" / "lite.md").read_text(encoding="utf-8")
    (build,) = re.findall(r"## Build it\n.*?```bash\n(.*?)```", page, re.S)
    lines = [line.split("#")[0].strip() for line in build.strip().splitlines()]
    assert lines[0].startswith("python3 -m venv .venv && .venv/bin/python -m pip install")
    assert all(line.startswith(".venv/bin/") for line in lines[1:])
    (serve,) = [line for line in lines if "http.server" in line]
    assert "-b 127.0.0.1" in serve and "site-lite" in serve


def test_the_lite_copy_of_a_notebook_has_no_list_of_lines(tmp_path: Path) -> None:
    """JupyterLite shows a saved output's list of lines as ``String(list)``: every line after the first
    started with a comma. The copy the site holds is the same notebook with each text one string."""
    nbformat = pytest.importorskip("nbformat")
    original = ROOT / "notebooks" / "lesson-4-foundations.ipynb"
    saved = json.loads(original.read_text(encoding="utf-8"))
    boards = [o["data"]["text/plain"] for c in saved["cells"] for o in c.get("outputs", []) if "data" in o]
    assert any(isinstance(board, list) and len(board) > 5 for board in boards)  # what JupyterLite got
    copy = build_lite().joined_copy(original, tmp_path)
    nb = json.loads(copy.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        assert isinstance(cell["source"], str)
        for output in cell.get("outputs", []):
            assert all(isinstance(v, str) for k, v in output.get("data", {}).items() if not k.endswith("json"))
            assert isinstance(output.get("text", ""), str)
    assert nbformat.read(copy, as_version=4) == nbformat.read(original, as_version=4)

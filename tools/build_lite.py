"""Build the lessons, the example game and the play notebook as a JupyterLite site (Pyodide, no server).

    python tools/build_lite.py [--out site-lite/]

The site is a static folder (``site-lite/`` by default, beside MkDocs' ``site/``): serve it with any web
server (``python -m http.server -b 127.0.0.1 -d site-lite``) or publish it
on GitHub Pages. Every file the page loads is in the folder: Pyodide's core files come from the ``pyodide``
npm package at the version the kernel expects, every Python package is a pure wheel from PyPI (or the
kernel's own, or this project's, built here) listed in the folder's ``pyodide-lock.json`` with its own
sha256, and the kernel preloads them (``loadPyodideOptions.packages``) with the PyPI fallback off. IPython
is newer than Pyodide's (``NEWER``): it imports jedi at the first completion, not at the kernel's start.

Downloads are kept in ``$XDG_CACHE_HOME/rsol_widget/lite`` (``~/.cache/...``), so a second build needs no
network. Needs the ``lite`` extra (``pip install -e .[lite]``) and ``npm`` on the path.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from email.parser import Parser
from pathlib import Path

from jupyter_core.paths import jupyter_path
from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
CONTENTS = ["lesson-*.ipynb", "example_game*.ipynb", "play.ipynb"]
"""The notebooks the site starts from; :func:`contents` adds every notebook their text names."""
DEFAULT_OUT = ROOT / "site-lite"
"""Not MkDocs' ``site/`` (mkdocs.yml's ``site_dir``): the two sites are built side by side."""
NAMED = re.compile(r"[\w.-]+\.ipynb")
# What the kernel installs at start (initKernel) and what the notebooks import.
ROOTS = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "rsol-widget"]
# Newer than Pyodide's lock: IPython 9.19 imports jedi (34 MB, with parso) at the first completion, not
# at the kernel's start as 9.12 does, so the first cell runs seconds sooner (tools/bench_lite_load.py).
NEWER = {"ipython": "9.19.1"}
# Not preloaded: wheels that hold only front-end files, which no Python code imports.
NOT_PRELOADED = {"jupyterlab-widgets", "widgetsnbextension"}
EXTENSIONS = ["@jupyterlite/pyodide-kernel-extension", "@jupyter-widgets/jupyterlab-manager", "anywidget"]
PYODIDE_CORE = ["pyodide.mjs", "pyodide.js", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "package.json"]
KERNEL_PLUGIN = "@jupyterlite/pyodide-kernel-extension:kernel"
# Pyodide 314 runs CPython 3.14 on emscripten: the markers of Requires-Dist are read there.
PYODIDE_ENV = {
    "python_version": "3.14",
    "python_full_version": "3.14.2",
    "sys_platform": "emscripten",
    "platform_system": "Emscripten",
    "platform_machine": "wasm32",
    "os_name": "posix",
    "implementation_name": "cpython",
    "platform_python_implementation": "CPython",
    "extra": "",
}


def cache_dir() -> Path:
    """Where downloads are kept between builds (never in the repository)."""
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    path = base / "rsol_widget" / "lite"
    path.mkdir(parents=True, exist_ok=True)
    return path


def pyodide_core(cache: Path) -> Path:
    """The unpacked ``pyodide`` npm package at the kernel's version (fetched once with ``npm pack``)."""
    unpacked = cache / f"pyodide-{PYODIDE_VERSION}"
    if (unpacked / "package" / "pyodide-lock.json").exists():
        return unpacked / "package"
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("build_lite: npm is needed to fetch Pyodide's core files (the pyodide npm package)")
    subprocess.run([npm, "pack", f"pyodide@{PYODIDE_VERSION}", "--silent"], cwd=cache, check=True)
    tgz = cache / f"pyodide-{PYODIDE_VERSION}.tgz"
    partial = Path(tempfile.mkdtemp(dir=cache))
    with tarfile.open(tgz) as archive:
        archive.extractall(partial, filter="data")
    partial.rename(unpacked)
    tgz.unlink()
    return unpacked / "package"


def local_wheels(dist: Path) -> dict[str, Path]:
    """The kernel's own wheels (ipykernel, piplite, pyodide-kernel, widgetsnbextension) and this project's."""
    wheels: dict[str, Path] = {}
    for ext in find_extensions():
        for wheel in sorted((ext / "static" / "pypi").glob("*.whl")):
            wheels[canonicalize_name(wheel.name.split("-")[0])] = wheel  # the newest stub version wins
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(dist), str(ROOT)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    (wheel,) = dist.glob("rsol_widget-*.whl")
    wheels["rsol-widget"] = wheel
    return wheels


def download(name: str, version: str, cache: Path) -> Path:
    """The pure wheel ``name==version`` from PyPI, kept in the cache."""
    wheels = cache / "wheels"
    for wheel in wheels.glob("*.whl"):
        parts = wheel.name.split("-")
        if canonicalize_name(parts[0]) == canonicalize_name(name) and parts[1] == version:
            return wheel
    cmd = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:"]
    cmd += ["--python-version", "3.14", "--implementation", "py", "--abi", "none", "--platform", "any"]
    cmd += ["-d", str(wheels), f"{name}=={version}"]
    done = subprocess.run(cmd, capture_output=True, text=True, env=os.environ | {"PIP_CONSTRAINT": ""})
    if done.returncode:
        raise SystemExit(f"build_lite: could not download {name}=={version} from PyPI:\n{done.stderr[-2000:]}")
    return download(name, version, cache)


def requirements(wheel: Path) -> list[str]:
    """The names this wheel needs on Pyodide (Requires-Dist, markers read for emscripten, no extras)."""
    with zipfile.ZipFile(wheel) as zf:
        meta = next(n for n in zf.namelist() if n.endswith(".dist-info/METADATA"))
        message = Parser().parsestr(zf.read(meta).decode())
    names = []
    for line in message.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or Marker(str(req.marker)).evaluate(PYODIDE_ENV):
            names.append(canonicalize_name(req.name))
    return names


def top_level(wheel: Path) -> list[str]:
    """The importable names a wheel installs (the lock's ``imports``)."""
    with zipfile.ZipFile(wheel) as zf:
        tops = {n.split("/")[0] for n in zf.namelist() if "/" in n and ".dist-info" not in n.split("/")[0]}
        tops |= {n[:-3] for n in zf.namelist() if "/" not in n and n.endswith(".py")}
    return sorted(t for t in tops if t.isidentifier())


def resolve(lock: dict[str, dict[str, object]], local: dict[str, Path], cache: Path) -> dict[str, Path]:
    """Every wheel the site needs, from ROOTS down: local wheels, then Pyodide's lock versions, then the
    versions installed here (all from PyPI as pure wheels)."""
    found: dict[str, Path] = {}
    todo = [canonicalize_name(n) for n in ROOTS]
    while todo:
        name = todo.pop()
        if name in found:
            continue
        if name in local:
            wheel = local[name]
        elif name in NEWER:
            wheel = download(name, NEWER[name], cache)
        elif name in lock:
            entry = lock[name]
            if not str(entry["file_name"]).endswith("-none-any.whl"):
                raise SystemExit(f"build_lite: {name} is not pure Python in Pyodide's lock; PyPI cannot provide it")
            wheel = download(name, str(entry["version"]), cache)
        else:
            wheel = download(name, importlib.metadata.version(name), cache)
        found[name] = wheel
        todo += requirements(wheel)
    return found


def lock_entry(name: str, wheel: Path, depends: list[str]) -> dict[str, object]:
    return {
        "name": name,
        "version": wheel.name.split("-")[1],
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": top_level(wheel),
        "depends": depends,
        "unvendored_tests": False,
    }


def find_extensions() -> list[Path]:
    """The lab extensions the site needs, as installed in this environment."""
    found = []
    for name in EXTENSIONS:
        dirs = [Path(p) / name for p in jupyter_path("labextensions") if (Path(p) / name / "package.json").exists()]
        if not dirs:
            raise SystemExit(f"build_lite: the lab extension {name} is not installed (pip install -e .[lite])")
        found.append(dirs[0])
    return found


def contents() -> list[Path]:
    """The notebooks of the site: CONTENTS, and every notebook of notebooks/ that one of them names in its
    text (a lesson that sends the reader to ``appendix-python.ipynb`` finds it there), and so on."""
    todo = [p for pattern in CONTENTS for p in NOTEBOOKS.glob(pattern)]
    found: set[Path] = set()
    while todo:
        path = todo.pop()
        if path in found:
            continue
        found.add(path)
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        prose = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
        todo += [NOTEBOOKS / name for name in NAMED.findall(prose) if (NOTEBOOKS / name).is_file()]
    return sorted(found)


def joined_copy(notebook: Path, folder: Path) -> Path:
    """A copy of ``notebook`` in ``folder`` whose multi-line texts are single strings.

    nbformat saves them as lists of lines. Jupyter's server joins them when it reads a notebook, but
    JupyterLite hands the saved JSON to JupyterLab as it is, and JupyterLab joins only a stream's lines:
    a ``text/plain`` output turns into ``String(lines)``, every line after the first starting with a
    comma (the text boards of an untrusted notebook showed ",c2: ## 4♦ …")."""
    nb = json.loads(notebook.read_text(encoding="utf-8"))
    for cell in nb["cells"]:
        if isinstance(cell.get("source"), list):
            cell["source"] = "".join(cell["source"])
        for output in cell.get("outputs", []):
            if isinstance(output.get("text"), list):
                output["text"] = "".join(output["text"])
            data = output.get("data", {})
            for mime, value in data.items():
                if isinstance(value, list) and not mime.endswith("json"):  # JSON data may be a list
                    data[mime] = "".join(value)
    copy = folder / notebook.name
    copy.write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return copy


def check_out(out: Path) -> None:
    """Refuse an ``out`` the build would wrongly replace: a folder that holds files but no JupyterLite
    site (MkDocs' site, a typo)."""
    if out.exists() and (not out.is_dir() or any(out.iterdir())) and not (out / "jupyter-lite.json").is_file():
        raise SystemExit(f"build_lite: {out} is not empty and holds no JupyterLite site; give another --out")


def lite_dir(work: Path, core: Path, wheels: dict[str, Path], info: object, out: Path) -> Path:
    """A JupyterLite source folder: Pyodide with our wheels and lock in static/pyodide, the settings, the config."""
    pyodide = work / "static" / "pyodide"
    pyodide.mkdir(parents=True)
    for name in PYODIDE_CORE:
        shutil.copy2(core / name, pyodide)
    packages = {}
    for name, wheel in sorted(wheels.items()):
        shutil.copy2(wheel, pyodide)
        packages[name] = lock_entry(name, wheel, sorted({d for d in requirements(wheel) if d in wheels}))
    (pyodide / "pyodide-lock.json").write_text(json.dumps({"info": info, "packages": packages}, indent=1))
    preload = sorted(set(packages) - NOT_PRELOADED)
    settings = {"disablePyPIFallback": True, "loadPyodideOptions": {"packages": preload}}
    config_data = {"litePluginSettings": {KERNEL_PLUGIN: settings}}
    (work / "jupyter-lite.json").write_text(
        json.dumps({"jupyter-lite-schema-version": 0, "jupyter-config-data": config_data}, indent=1)
    )
    notebooks = work / "notebooks"
    notebooks.mkdir()
    build = {
        "ignore_sys_prefix": True,
        "federated_extensions": [str(p) for p in find_extensions()],
        "no_sourcemaps": True,
        "contents": [str(joined_copy(p, notebooks)) for p in contents()],
        "output_dir": str(out),
        "cache_dir": str(work / ".cache"),
    }
    (work / "jupyter_lite_config.json").write_text(json.dumps({"LiteBuildConfig": build}, indent=1))
    return work


def build(out: Path) -> Path:
    """Build the site into ``out`` (an earlier build there is replaced); return it."""
    check_out(out)
    cache = cache_dir()
    core = pyodide_core(cache)
    lock = json.loads((core / "pyodide-lock.json").read_text())
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp)
        wheels = resolve(lock["packages"], local_wheels(work / "dist"), cache)
        lite_dir(work / "lite", core, wheels, lock["info"], out.resolve())
        if out.exists():
            shutil.rmtree(out)
        cmd = [sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(work / "lite")]
        subprocess.run(cmd, cwd=work / "lite", check=True, stdout=subprocess.DEVNULL)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="the site's folder (default: site-lite/)")
    args = parser.parse_args(argv)
    out = build(args.out)
    size = sum(p.stat().st_size for p in out.rglob("*") if p.is_file())
    print(f"build_lite: {out} ({size / 1e6:.0f} MB); serve it with: python -m http.server -b 127.0.0.1 -d {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

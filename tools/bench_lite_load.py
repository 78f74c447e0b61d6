"""Time to the first output in the JupyterLite site, per phase: a bare notebook (``print``) against the first
board of the play notebook and of lesson 1, each opened cold (a fresh browser context, nothing cached) and
cached (the same page opened again in that context), in headless Chromium, all in one run.

    python tools/build_lite.py && python tools/bench_lite_load.py --site site-lite/ [--rounds 3]
    python tools/bench_lite_load.py --site before=/tmp/a --site after=site-lite/   # two builds, interleaved

Phases, in seconds from opening the link: ``shell`` JupyterLab's notebook shows; ``core`` Pyodide's
standard library is loaded; ``wheels`` the last package wheel is loaded (the kernel's preloads);
``idle`` the kernel is ready (its Python imports done); ``first`` the first output after Run All (the
bare notebook's line, the play notebook's card, lesson 1's board drawn by the kernel). Each site is
copied to a temporary folder with a bare notebook added (``files/bare.ipynb``); the site is not changed.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import shutil
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

KERNEL = "Python (Pyodide) | Idle"
PHASES = ("shell", "core", "wheels", "idle", "first")
FIRST = {  # what the first output of each notebook is, as a selector
    "bare.ipynb": ".jp-OutputArea-output:has-text('bare notebook ready')",
    "play.ipynb": ".rsol-root .rsol-card",
    "lesson-1-board.ipynb": ".jp-OutputArea-output.jp-mod-trusted img",  # the kernel's (the saved one is untrusted)
}
BARE = {
    "cells": [{"cell_type": "code", "execution_count": None, "id": "bare", "metadata": {}, "outputs": [],
               "source": "print('bare notebook ready')"}],
    "metadata": {"kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}},
    "nbformat": 4,
    "nbformat_minor": 5,
}  # fmt: skip


FORGET = """async () => {
  localStorage.clear();
  for (const db of await indexedDB.databases()) indexedDB.deleteDatabase(db.name);
}"""


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


def with_bare_notebook(site: Path, work: Path) -> Path:
    """A copy of ``site`` whose contents also list ``bare.ipynb``."""
    copy = work / site.name
    shutil.copytree(site, copy)
    text = json.dumps(BARE)
    (copy / "files" / "bare.ipynb").write_text(text, encoding="utf-8")
    listing = copy / "api" / "contents" / "all.json"
    index = json.loads(listing.read_text(encoding="utf-8"))
    entry = dict(index["content"][0], name="bare.ipynb", path="bare.ipynb", size=len(text), type="notebook")
    index["content"].append(entry)
    listing.write_text(json.dumps(index), encoding="utf-8")
    return copy


def timed_open(page: Any, url: str, name: str) -> dict[str, float]:
    """Open ``name``, run all its cells; the time of each phase from the start."""
    from playwright.sync_api import expect

    done: dict[str, float] = {}
    start = time.perf_counter()

    def finished(request: Any) -> None:
        now = time.perf_counter() - start
        if request.url.endswith("python_stdlib.zip"):
            done["core"] = now
        elif request.url.endswith(".whl"):
            done["wheels"] = max(done.get("wheels", 0.0), now)

    page.on("requestfinished", finished)
    try:
        page.goto(f"{url}lab/index.html?path={name}")
        expect(page.locator(".jp-NotebookPanel").first).to_be_visible(timeout=600_000)
        done["shell"] = time.perf_counter() - start
        expect(page.get_by_text(KERNEL).first).to_be_visible(timeout=600_000)
        done["idle"] = time.perf_counter() - start
        page.get_by_role("menuitem", name="Run", exact=True).click()
        page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
        expect(page.locator(FIRST[name]).first).to_be_visible(timeout=600_000)
        done["first"] = time.perf_counter() - start
    finally:
        page.remove_listener("requestfinished", finished)
        page.evaluate(FORGET)  # the next opening reads the notebook from the site again, not the browser's copy
    return done


def report(rows: dict[tuple[str, str, str], list[dict[str, float]]]) -> None:
    """The median of each phase over the rounds, one line per site, notebook and cache state."""
    print(f"{'site':8} {'notebook':22} {'cache':6} " + " ".join(f"{p:>7}" for p in PHASES) + "   (median s)")
    for (site, name, kind), runs in rows.items():
        cells = []
        for phase in PHASES:
            values = [r[phase] for r in runs if phase in r]
            cells.append(f"{statistics.median(values):7.1f}" if values else f"{'-':>7}")
        print(f"{site:8} {name:22} {kind:6} " + " ".join(cells))


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--site", action="append", required=True, help="a built site's folder, or LABEL=FOLDER")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--notebooks", nargs="+", default=list(FIRST), choices=list(FIRST))
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    sites = [s.split("=", 1) if "=" in s else [Path(s).name, s] for s in args.site]
    rows: dict[tuple[str, str, str], list[dict[str, float]]] = {}
    servers, urls = [], {}
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as p:
        for label, folder in sites:
            copy = with_bare_notebook(Path(folder), Path(tmp) / label)
            handler = functools.partial(_Quiet, directory=str(copy))
            httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            threading.Thread(target=httpd.serve_forever, daemon=True).start()
            servers.append(httpd)
            urls[label] = f"http://127.0.0.1:{httpd.server_address[1]}/"
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox", "--disable-gpu"])
        for n in range(args.rounds):
            for name in args.notebooks:
                for label, url in urls.items():  # interleaved: load on the machine hurts every site alike
                    context = browser.new_context(viewport={"width": 1280, "height": 1000})
                    page = context.new_page()
                    for kind in ("cold", "cached"):
                        done = timed_open(page, url, name)
                        rows.setdefault((label, name, kind), []).append(done)
                        phases = " ".join(f"{k} {done[k]:5.1f}" for k in PHASES if k in done)
                        print(f"round {n + 1} {label:8} {name:22} {kind:6}: {phases}", flush=True)
                    context.close()
        browser.close()
        for httpd in servers:
            httpd.shutdown()
    report(rows)


if __name__ == "__main__":
    main()

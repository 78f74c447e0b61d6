"""A JupyterLab and a headless Chromium for the widget's browser tests and benchmark.

Everything Jupyter, IPython, Chromium and Playwright write goes under ``tests/ui/.jhome``
(git-ignored): HOME, the JUPYTER_* dirs, IPYTHONDIR and TMPDIR.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import nbformat
import pytest

HERE = Path(__file__).resolve().parent
JHOME = HERE / ".jhome"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
]
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {
        "fetchNews": "false",
        "checkForUpdates": False,
        "doNotDisturbMode": True,
    },
    "@jupyterlab/docmanager-extension/plugin": {"autosave": False},
    # Settings › Save Widget State Automatically: a saved notebook keeps its widgets (only test_persistence saves)
    "@jupyter-widgets/jupyterlab-manager/plugin": {"saveState": True},
}
KERNEL_IDLE = "Python 3 (ipykernel) | Idle"


def isolated_env() -> dict[str, str]:
    """The environment for Lab and Chromium, with every dotfile kept under ``.jhome``."""
    dirs = {
        "HOME": JHOME,
        "JUPYTER_CONFIG_DIR": JHOME / "config",
        "JUPYTER_DATA_DIR": JHOME / "data",
        "JUPYTER_RUNTIME_DIR": JHOME / "runtime",
        "JUPYTERLAB_SETTINGS_DIR": JHOME / "lab-settings",
        "JUPYTERLAB_WORKSPACES_DIR": JHOME / "lab-workspaces",
        "IPYTHONDIR": JHOME / "ipython",
        "TMPDIR": JHOME / "tmp",
        "XDG_CONFIG_HOME": JHOME / "xdg-config",
        "XDG_CACHE_HOME": JHOME / "xdg-cache",
    }
    for path in dirs.values():
        path.mkdir(parents=True, exist_ok=True)
    for plugin, values in LAB_SETTINGS.items():
        target = dirs["JUPYTERLAB_SETTINGS_DIR"] / f"{plugin}.jupyterlab-settings"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(values))
    env = {k: v for k, v in os.environ.items() if k != "ANYWIDGET_HMR"}
    # no preferences kept: one test's settings must not reach the next test's board (test_prefs_ui.py
    # names a file of its own in its notebook)
    return env | {k: str(v) for k, v in dirs.items()} | {"RSOL_WIDGET_PREFERENCES": "off"}


def write_notebook(path: Path, cells: list[str]) -> Path:
    nb = nbformat.v4.new_notebook()
    nb.cells = [nbformat.v4.new_code_cell(src) for src in cells]
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path.parent.mkdir(parents=True, exist_ok=True)
    nbformat.write(nb, path)
    return path


@dataclass
class Lab:
    base: str
    token: str
    root: Path
    env: dict[str, str]

    def url(self, notebook: str) -> str:
        return f"{self.base}/lab/tree/{notebook}?reset&token={self.token}"


def jupyter_server_cmd(app: str, root: Path, port: int, token: str) -> list[str]:
    """The command line of a Jupyter server app (``jupyterlab``, ``notebook``) on loopback ``port``,
    serving ``root`` with ``token``, no browser; app-specific options go after it."""
    return [
        sys.executable,
        "-m",
        app,
        "--no-browser",
        "--allow-root",
        "--ip=127.0.0.1",
        f"--port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
    ]


def free_port() -> int:
    """A TCP port free on this machine's loopback now."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def server(cmd: list[str], url: str, work: Path, env: dict[str, str], timeout: float = 90) -> Iterator[None]:
    """Run ``cmd`` in ``work`` until ``url`` answers; stop it (this process only) afterwards.

    Its output goes to ``<work>.log`` beside the folder, named in the error if it does not start."""
    log_path = work.parent / f"{work.name}.log"
    with log_path.open("wb") as log:
        proc = subprocess.Popen(cmd, env=env, cwd=work, stdout=log, stderr=subprocess.STDOUT)
        try:
            t0 = time.monotonic()
            while True:
                if proc.poll() is not None or time.monotonic() - t0 > timeout:
                    raise RuntimeError(f"{' '.join(cmd[:3])} did not start: see {log_path}")
                try:
                    urllib.request.urlopen(url, timeout=1)
                    break
                except OSError:
                    time.sleep(0.1)
            yield
        finally:
            proc.terminate()
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait(5)


def skip_without_chromium() -> None:
    """Skip (fail under ``CI=true``) where the browser tests cannot run."""
    reason = chromium_missing_reason()
    if reason:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"browser tests cannot run in CI: {reason}")
        pytest.skip(reason)


@contextmanager
def running_lab(root: Path, timeout: float = 90, env: dict[str, str] | None = None) -> Iterator[Lab]:
    """A JupyterLab serving ``root`` on a free port (in ``env``, by default :func:`isolated_env`), stopped
    (this process only) on exit."""
    env = env or isolated_env()
    root.mkdir(parents=True, exist_ok=True)
    port, token = free_port(), secrets.token_hex(16)
    cmd = [
        *jupyter_server_cmd("jupyterlab", root, port, token),
        "--LabApp.news_url=None",
        "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        "--LabApp.expose_app_in_browser=True",
    ]
    with server(cmd, f"http://127.0.0.1:{port}/api", root, env, timeout):  # /api needs no token
        yield Lab(f"http://127.0.0.1:{port}", token, root, env)


def chromium_missing_reason() -> str | None:
    """Why the browser tests cannot run here, or ``None``."""
    if not (Path(CHROMIUM).exists() or shutil.which(CHROMIUM)):
        return f"no Chromium at {CHROMIUM} (apt-get install chromium, or set CHROMIUM=...)"
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        return "the playwright package is not installed (the e2e extra: pip install -e '.[test,e2e]')"
    return None


RUN_IN_KERNEL_JS = """async (code) => {
  const panel = window.jupyterapp.shell.currentWidget;
  const kernel = panel.sessionContext.session.kernel;
  const future = kernel.requestExecute({ code, store_history: false, stop_on_error: true });
  let out = "";
  future.onIOPub = (msg) => {
    const t = msg.header.msg_type;
    if (t === "stream") out += msg.content.text;
    else if (t === "error") out += `ERROR ${msg.content.ename}: ${msg.content.evalue}`;
    else if (t === "execute_result") out += msg.content.data["text/plain"];
  };
  await future.done;
  return out;
}"""


def run_in_kernel(page: Any, code: str) -> str:
    """Run ``code`` in the notebook's kernel (same namespace as its cells) and return what it printed."""
    out = page.evaluate(RUN_IN_KERNEL_JS, code)
    if out.startswith("ERROR"):
        raise AssertionError(out)
    return out


def kernel_json(page: Any, expr: str) -> Any:
    return json.loads(run_in_kernel(page, f"import json as _j; print(_j.dumps({expr}, ensure_ascii=False))"))


def poll_kernel(page: Any, read: Any, check: Any, timeout: float) -> dict[str, Any]:
    """Call ``read(page)`` until ``check(state)`` holds (at most ``timeout`` seconds); return the state."""
    deadline = page.evaluate("performance.now()") + timeout * 1000
    state = read(page)
    while not check(state):
        assert page.evaluate("performance.now()") < deadline, f"kernel never reached the expected state: {state}"
        page.wait_for_timeout(50)
        state = read(page)
    return state


def wait_view_at(page: Any, seq: int) -> None:
    """Wait until the first widget view on the page has drawn the state ``seq`` (or a later one)."""
    page.wait_for_function(
        "([seq]) => { const r = document.querySelector('.rsol-root'); return r && +r.dataset.seq >= seq; }",
        arg=[seq],
    )


def open_notebook(page: Any, lab: Lab, name: str) -> None:
    from playwright.sync_api import expect

    page.goto(lab.url(name))
    expect(page.get_by_role("button", name=KERNEL_IDLE)).to_be_visible(timeout=90_000)


@contextmanager
def widget_page(browser: Any, lab: Lab, name: str, timeout: float = 20_000) -> Iterator[Any]:
    """A page (1280×1000, reduced motion) with the notebook ``name`` open and its first cell's widget
    shown; closed on the way out."""
    from playwright.sync_api import expect

    page = browser.new_page(viewport={"width": 1280, "height": 1000}, reduced_motion="reduce")
    page.set_default_timeout(timeout)
    try:
        open_notebook(page, lab, name)
        run_cell(page, 0)
        expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=60_000)
        yield page
    finally:
        page.close()


def run_cell(page: Any, index: int) -> None:
    """Run one notebook cell in place (Ctrl+Enter), as a user would."""
    page.locator(".jp-Cell").nth(index).locator(".jp-InputArea-editor").click()
    page.keyboard.press("Control+Enter")


def show_again(page: Any, index: int) -> Any:
    """Run the cell at ``index`` (one that shows the widget) and return the view it makes, never a view
    an earlier run of it left on the page (a reloaded page keeps those until the new output comes)."""
    from playwright.sync_api import expect

    page.evaluate("() => document.querySelectorAll('.rsol-root').forEach((r) => { r.dataset.shownBefore = '1'; })")
    run_cell(page, index)
    view = page.locator(".rsol-root:not([data-shown-before])")
    expect(view).to_have_count(1, timeout=60_000)
    return view


WATCH_NUDGES = """() => {
  window.rsolNudged = [];
  new MutationObserver((records) => {
    for (const { target: t } of records) {
      if (t.classList.contains('rsol-nudge')) window.rsolNudged.push(`${t.dataset.card || ''} ${t.className}`);
    }
  }).observe(document.querySelector('.rsol-root'), { subtree: true, attributes: true, attributeFilter: ['class'] });
}"""
"""Record every nudge on the first view (``window.rsolNudged``: each nudged card and its classes), so a test
sees a 400 ms nudge however late its own polling comes on a loaded machine."""


def wait_nudged(page: Any, word: str) -> None:
    """Wait until a card named ``word`` or with the class ``word`` has been nudged since
    :data:`WATCH_NUDGES` ran; then forget the nudges seen."""
    page.wait_for_function("([c]) => window.rsolNudged.some((k) => k.split(' ').includes(c))", arg=[word])
    page.evaluate("() => { window.rsolNudged = []; }")


def drag_between(page: Any, start: tuple[float, float], end: tuple[float, float]) -> None:
    """Press at ``start``, nudge past the drag threshold, move to ``end`` in steps and let go."""
    x, y = start
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 5, y + 5, steps=2)
    page.mouse.move(*end, steps=8)
    page.mouse.up()


def drop_point(root: Any, dest: int) -> tuple[float, float]:
    """The middle of column ``dest``'s last card (0..6; its empty slot if none), or of the first
    foundation slot (``dest`` 7)."""
    if dest == 7:
        target = root.locator(".rsol-found-slot").first
    else:
        cards = root.locator(f'.rsol-card[data-slot="{dest}"]')
        target = cards.nth(cards.count() - 1) if cards.count() else root.locator(".rsol-col-slot").nth(dest)
    box = target.bounding_box()
    assert box, dest
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def drag(page: Any, card: str, dest: int, root: Any = None) -> tuple[float, float]:
    """Drag ``card`` by its top strip (with the cards on it) onto ``dest`` (see ``drop_point``) of the
    board ``root`` (the page's first), as a mouse would; the drop point."""
    root = root if root is not None else page.locator(".rsol-root").first
    root.locator(".rsol-board").scroll_into_view_if_needed()
    box = root.locator(f'.rsol-card[data-card="{card}"]').bounding_box()
    assert box, card
    end = drop_point(root, dest)
    drag_between(page, (box["x"] + box["width"] / 2, box["y"] + 6), end)
    return end


class _QuietFiles(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


@contextmanager
def serve_folder(folder: Path) -> Iterator[str]:
    """A static web server for ``folder`` on 127.0.0.1 (a free port, in a thread): its base URL."""
    handler = functools.partial(_QuietFiles, directory=str(folder))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/"
    finally:
        httpd.shutdown()
        httpd.server_close()


def loopback_only(context: Any) -> list[str]:
    """Refuse every request of the browser ``context`` that leaves 127.0.0.1; the list their URLs go to."""
    outside: list[str] = []

    def route(r: Any) -> None:
        if r.request.url.startswith(("data:", "blob:")) or urlsplit(r.request.url).hostname == "127.0.0.1":
            r.continue_()
        else:
            outside.append(r.request.url)
            r.abort()

    context.route("**/*", route)
    return outside

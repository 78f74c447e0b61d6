"""The widget in the other notebook front ends anywidget serves: Jupyter Notebook 7 (the project's
``notebooks/play.ipynb``) and marimo (``notebooks/play_marimo.py`` under ``marimo run``).

Each test starts its own server on a free port, with every dotfile under ``tests/ui/.jhome``,
makes a move by dragging a card in the session's headless Chromium (conftest.py), and checks
that Python's game has it.
"""

from __future__ import annotations

import secrets
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from labkit import (
    JHOME,
    drag,
    free_port,
    isolated_env,
    jupyter_server_cmd,
    kernel_json,
    server,
    skip_without_chromium,
)

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def expect(*args: Any, **kwargs: Any) -> Any:
    from playwright.sync_api import expect as pw_expect

    return pw_expect(*args, **kwargs)


@pytest.fixture(scope="module")
def env() -> dict[str, str]:
    skip_without_chromium()
    JHOME.mkdir(parents=True, exist_ok=True)
    return isolated_env()


@pytest.fixture(scope="module")
def work(env: dict[str, str]) -> Iterator[Path]:
    folder = Path(tempfile.mkdtemp(prefix="frontends-", dir=JHOME))  # a copy: the browser never writes notebooks/
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture(scope="module")
def chromium(browser: Any) -> Any:
    """The session's headless Chromium (tests/ui/conftest.py): one Playwright per session."""
    return browser


def test_play_notebook_in_notebook_7(env: dict[str, str], work: Path, chromium: Any, artifacts: Path) -> None:
    shutil.copy(NOTEBOOKS / "play.ipynb", work / "play.ipynb")
    port, token = free_port(), secrets.token_hex(16)
    cmd = [*jupyter_server_cmd("notebook", work, port, token), "--JupyterNotebookApp.expose_app_in_browser=True"]
    base = f"http://127.0.0.1:{port}"
    # play.ipynb resumes the game in progress from the Jupyter data folder: a fresh one, so that no
    # game left by an earlier run comes back
    fresh = {**env, "JUPYTER_DATA_DIR": str(Path(tempfile.mkdtemp(prefix="data-", dir=work)))}
    with server(cmd, f"{base}/api", work, fresh):
        page = chromium.new_page(viewport={"width": 1280, "height": 1000}, reduced_motion="reduce")
        page.set_default_timeout(30_000)
        page.goto(f"{base}/notebooks/play.ipynb?token={token}")
        expect(page.locator(".jp-Notebook")).to_be_visible(timeout=90_000)
        page.wait_for_function("() => window.jupyterapp?.shell?.currentWidget?.sessionContext?.session?.kernel")
        page.locator(".jp-CodeCell .jp-InputArea-editor").first.click()  # the play cell, run as a user would
        page.keyboard.press("Control+Enter")
        expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=90_000)
        assert page.evaluate("() => window.jupyterapp.name") == "Jupyter Notebook"  # Notebook 7, not Lab
        # play.ipynb deals at random: ask the engine for a legal move to a column, then drag it
        game = kernel_json(
            page,
            "dict(moves=game.game.moves, legal=[(str(m.card), m.dest) for m in game.game.legal_moves() if m.dest < 7])",
        )
        while not game["legal"]:  # a deal with no move to a column: deal again (rare)
            game = kernel_json(
                page,
                "(game.new_game(), dict(moves=game.game.moves, legal=[(str(m.card), m.dest) "
                "for m in game.game.legal_moves() if m.dest < 7]))[1]",
            )
            page.wait_for_timeout(300)
        card, dest = game["legal"][0]
        before = game["moves"]  # 0 with a fresh data folder (else play.ipynb resumes the game left there)
        drag(page, card, dest)
        deadline = time.monotonic() + 15
        probe = "dict(moves=game.game.moves, line=[str(m) for m in game.game.move_stack])"
        state = kernel_json(page, probe)
        while state["moves"] == before and time.monotonic() < deadline:
            page.wait_for_timeout(100)
            state = kernel_json(page, probe)
        assert state["moves"] == before + 1 and state["line"][-1] == f"{card} c{dest + 1}"
        expect(page.locator(".rsol-stat-moves .rsol-stat-value").first).to_have_text(str(before + 1))
        # the saved picture (resume_or_new shows one; the page keeps it, adding no second) follows the move
        picture = page.locator(".rsol-fallback")
        expect(picture).to_have_count(1)
        expect(picture).to_be_hidden()
        expect(picture).to_contain_text(f"moves {before + 1}", timeout=10_000)
        page.screenshot(path=str(artifacts / "notebook7.png"))
        page.close()


def test_play_marimo_app(env: dict[str, str], work: Path, chromium: Any, artifacts: Path) -> None:
    pytest.importorskip("marimo")
    port = free_port()
    cmd = [
        sys.executable,
        "-m",
        "marimo",
        "-q",
        "run",
        str(NOTEBOOKS / "play_marimo.py"),
        "--headless",
        "--host=127.0.0.1",
        f"--port={port}",
        "--no-token",
    ]
    base = f"http://127.0.0.1:{port}"
    with server(cmd, f"{base}/health", work, env):
        page = chromium.new_page(viewport={"width": 1280, "height": 1000}, reduced_motion="reduce")
        page.set_default_timeout(30_000)
        page.goto(f"{base}/?code=RU1-C-AAAAAAA")
        expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=90_000)
        python = page.get_by_text("In Python:")
        expect(python).to_contain_text("0 moves")
        drag(page, "7♣", 0)
        expect(python).to_contain_text("1 moves", timeout=15_000)  # Python's game, shown by a Python cell
        expect(python).to_contain_text("the line played: 7♣ c1")
        expect(page.locator(".rsol-stat-moves .rsol-stat-value").first).to_have_text("1")
        drag(page, "9♠", 0)  # refused (Classic: 9♠ does not go on 9♣): Python's game is unchanged
        expect(page.locator(".rsol-root").first).to_contain_text("Same suit")
        expect(python).to_contain_text("1 moves")
        page.screenshot(path=str(artifacts / "marimo.png"))
        page.close()
        ro = chromium.new_page(viewport={"width": 1280, "height": 1000})
        ro.goto(f"{base}/?code=RU1-C-AAAAAAA&lang=ro")
        expect(ro.get_by_text("În Python:")).to_contain_text("0 mutări", timeout=90_000)
        expect(ro.locator(".rsol-new").first).to_have_attribute("aria-label", "Partidă nouă")
        ro.close()

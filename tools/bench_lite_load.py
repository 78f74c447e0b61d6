"""Time to the first board in the JupyterLite site: the play notebook opened in headless Chromium, its
cells run once the Pyodide kernel is idle, until the board's first card shows. "cold" is a fresh browser
context (nothing cached), "cached" the same page opened again in that context (the browser's cache).

    python tools/build_lite.py && python tools/bench_lite_load.py --site site-lite/ [--rounds 3]
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
import time
from pathlib import Path
from typing import Any

KERNEL = "Python (Pyodide) | Idle"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args: Any) -> None:
        pass


def first_board(page: Any, url: str) -> tuple[float, float]:
    """Seconds from opening ``url`` to the kernel idle, and to the board's first card."""
    from playwright.sync_api import expect

    start = time.perf_counter()
    page.goto(url)
    expect(page.get_by_text(KERNEL).first).to_be_visible(timeout=600_000)
    idle = time.perf_counter() - start
    page.get_by_role("menuitem", name="Run", exact=True).click()
    page.get_by_role("menuitem", name="Run All Cells", exact=True).click()
    expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=600_000)
    return idle, time.perf_counter() - start


def main() -> None:
    from playwright.sync_api import sync_playwright

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, required=True, help="the built site's folder")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    args = parser.parse_args()
    handler = functools.partial(_Quiet, directory=str(args.site))
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/lab/index.html?path=play.ipynb"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=args.chromium, args=["--no-sandbox", "--disable-gpu"])
        for n in range(args.rounds):
            context = browser.new_context(viewport={"width": 1280, "height": 1000})
            page = context.new_page()
            for kind in ("cold", "cached"):
                idle, board = first_board(page, url)
                print(f"round {n + 1} {kind:6}: kernel idle {idle:5.1f} s, first board {board:5.1f} s", flush=True)
            context.close()
        browser.close()
    httpd.shutdown()


if __name__ == "__main__":
    main()

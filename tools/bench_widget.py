"""Measure the widget in a real JupyterLab + headless Chromium, in the page with performance.now().

    python tools/bench_widget.py [--moves 50] [--json tests/artifacts/bench_widget.json] [--save-order]

Figures (the issue's "Figures" section): pointer release -> optimistic position drawn; release ->
engine-confirmed state drawn, beside a bare round trip (ping -> synced ``pong`` trait) in the same
run; time to first render; WebSocket bytes per move each way; frame time while dragging 13 cards.
The 50 moves are drags made of pointer events synthesised in the page (one ``evaluate`` each), so
the test driver is idle while they are timed; the 13-card drag uses Playwright's real mouse.
Not part of the test suite (about 35 s). ``--save-order``: the widget autosaves (``save_to``) and the
moves alternate between saving before publishing (now) and publishing before saving (before
issue 36), so release -> confirmed is timed for both in one interleaved run.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "ui"))

from labkit import (  # noqa: E402
    CHROMIUM,
    CHROMIUM_ARGS,
    JHOME,
    chromium_missing_reason,
    open_notebook,
    run_in_kernel,
    running_lab,
    write_notebook,
)

NOTEBOOK = "bench_widget.ipynb"
SETUP = "from rsol_widget import Game, SolitaireWidget\nw = SolitaireWidget(code='RU1-R-AAAAAAA')\nw"
SAVING_SETUP = (
    "import tempfile\nfrom rsol_widget import Game, SolitaireWidget\n"
    "w = SolitaireWidget(code='RU1-R-AAAAAAA', save_to=tempfile.mktemp(suffix='.json'))\nw"
)
# The order before issue 36 (publish, then save), to time beside today's in one run.
SAVE_ORDER = """
import rsol_widget._session as _s
_save_first = _s.Session._settle
def _publish_first(self, what, answer):
    if what == _s._CHANGED:
        self.clock.tick(self.game.won)
        self._count()
    self.publish(answer)
    self.save()
def _order(first):
    _s.Session._settle = _save_first if first == "save" else _publish_first
"""

# Installed in the page before anything runs: timestamps of pointer releases, widget draw events,
# and the first moment a card exists in the document.
PAGE_PROBE = """() => {
  const b = (window.__bench = { release: [], events: [], firstCard: null, runAt: null });
  document.addEventListener("pointerup", () => b.release.push(performance.now()), true);
  document.addEventListener("rsol:drawn", (e) => b.events.push(e.detail));
  new MutationObserver(() => {
    if (b.firstCard === null && document.querySelector(".rsol-root .rsol-card")) b.firstCard = performance.now();
  }).observe(document.body, { childList: true, subtree: true });
}"""

PING_PONG_JS = """async () => {
  const root = document.querySelector(".rsol-root");
  const t0 = performance.now();
  const done = new Promise((ok) => {
    const on = (e) => { if (e.detail.kind === "pong") { root.removeEventListener("rsol:drawn", on); ok(e.detail.t); } };
    root.addEventListener("rsol:drawn", on);
    setTimeout(() => ok(NaN), 5000);
  });
  root.dispatchEvent(new CustomEvent("rsol:ping"));
  return (await done) - t0;
}"""


# One drag-and-drop made of pointer events synthesised in the page (so the test driver is idle while
# it is measured): returns release -> optimistic draw, -> engine state drawn, -> answer settled.
MOVE_JS = """async ([card, dest]) => {
  const root = document.querySelector(".rsol-root");
  const board = root.querySelector(".rsol-board");
  const node = board.querySelector(`.rsol-card[data-card="${card}"]`);
  const last = [...board.querySelectorAll(`.rsol-card[data-slot="${dest}"]`)].pop();
  const from = node.getBoundingClientRect(), to = last.getBoundingClientRect();
  const x0 = from.left + from.width / 2, y0 = from.top + 6;
  const x1 = to.left + to.width / 2, y1 = to.top + to.height / 2;
  const ev = (type, target, x, y) => target.dispatchEvent(new PointerEvent(type, {
    bubbles: true, cancelable: true, composed: true, pointerId: 7, pointerType: "mouse", isPrimary: true,
    button: 0, buttons: type === "pointerup" ? 0 : 1, clientX: x, clientY: y }));
  ev("pointerdown", node, x0, y0);
  for (let i = 1; i <= 4; i++) {
    ev("pointermove", node, x0 + ((x1 - x0) * i) / 4, y0 + ((y1 - y0) * i) / 4);
    await new Promise((ok) => requestAnimationFrame(ok));
  }
  const seen = {};
  const done = new Promise((ok) => {
    const on = (e) => {
      const d = e.detail;
      if (!(d.kind in seen)) seen[d.kind] = d.t;
      if (d.kind === "reply") { root.removeEventListener("rsol:drawn", on); ok(); }
    };
    root.addEventListener("rsol:drawn", on);
    setTimeout(ok, 5000);
  });
  const release = performance.now();
  ev("pointerup", node, x1, y1);
  await done;
  return { optimistic: seen.optimistic - release, state: seen.state - release, reply: seen.reply - release };
}"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def summary(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 2),
        "p95": round(pct(values, 0.95), 2),
        "max": round(max(values), 2),
        "n": len(values),
    }


def ping_pong_moves(page: Any) -> tuple[str, int, int]:
    """A card with two legal column destinations: it can move back and forth between them for ever."""
    found = run_in_kernel(
        page,
        "from collections import defaultdict as _dd\n"
        "_d = _dd(list)\n"
        "for _m in w.game.legal_moves():\n"
        "    if _m.dest != 7: _d[str(_m.card)].append(_m.dest)\n"
        "print([(c, d[0], d[1]) for c, d in _d.items() if len(d) >= 2][0])",
    )
    card, d1, d2 = eval(found)  # a tuple printed by our own code
    return card, d1, d2


def card_box(page: Any, card: str) -> dict[str, float]:
    return page.locator(f'.rsol-root .rsol-card[data-card="{card}"]').bounding_box()


def measure(moves: int, save_order: bool = False) -> dict[str, Any]:
    from playwright.sync_api import expect, sync_playwright

    work = JHOME / "bench"
    write_notebook(work / NOTEBOOK, [SAVING_SETUP if save_order else SETUP])
    results: dict[str, Any] = {}
    with running_lab(work) as lab:
        os.environ["TMPDIR"] = lab.env["TMPDIR"]
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, env=lab.env)
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            frames = {"sent": 0, "received": 0, "on": False}

            def on_ws(ws: Any) -> None:
                def count(way: str, payload: Any) -> None:
                    if frames["on"]:
                        frames[way] += len(payload.encode() if isinstance(payload, str) else payload)

                ws.on("framesent", lambda payload: count("sent", payload))
                ws.on("framereceived", lambda payload: count("received", payload))

            page.on("websocket", on_ws)
            open_notebook(page, lab, NOTEBOOK)
            page.evaluate(PAGE_PROBE)

            # time to first render: run the cell, first card in the document
            page.locator(".jp-Cell").nth(0).locator(".jp-InputArea-editor").click()
            t_run = page.evaluate("() => (window.__bench.runAt = performance.now())")
            page.keyboard.press("Control+Enter")
            expect(page.locator(".rsol-root .rsol-card").first).to_be_visible(timeout=60_000)
            page.wait_for_timeout(300)
            results["first_render_ms"] = round(page.evaluate("() => window.__bench.firstCard") - t_run, 1)

            card, d1, d2 = ping_pong_moves(page)
            results["moved"] = f"{card} between columns {d1 + 1} and {d2 + 1} (RU1-R-AAAAAAA)"
            optimistic, confirmed, pings = [], [], []
            sent_bytes, received_bytes = [], []
            by_order: dict[str, list[float]] = {"save_first": [], "publish_first": []}
            if save_order:
                run_in_kernel(page, SAVE_ORDER)
            for i in range(moves):
                dest = d1 if i % 2 == 0 else d2
                order = ("save", "publish")[(i // 2) % 2]  # pairs of moves (there and back), alternating
                if save_order:
                    run_in_kernel(page, f"_order({order!r})")
                frames.update(sent=0, received=0, on=True)
                t = page.evaluate(MOVE_JS, [card, dest])
                page.wait_for_timeout(30)  # any late frame (kernel idle status) of this move
                frames["on"] = False
                sent_bytes.append(frames["sent"])
                received_bytes.append(frames["received"])
                optimistic.append(t["optimistic"])
                confirmed.append(t["state"])
                by_order[f"{order}_first"].append(t["state"])
                page.wait_for_timeout(200)  # the 150 ms move animation
                pings.append(page.evaluate(PING_PONG_JS))
                page.wait_for_timeout(50)
            moves_done = json.loads(run_in_kernel(page, "print(w.game.moves)"))
            assert moves_done == moves, moves_done
            results["release_to_optimistic_draw_ms"] = summary(optimistic)
            results["release_to_engine_state_drawn_ms"] = summary(confirmed)
            results["bare_round_trip_ms"] = summary(pings)
            if save_order:
                results["autosaving_release_to_confirmed_ms"] = {k: summary(v) for k, v in by_order.items()}
            results["bytes_per_move_sent"] = summary(sent_bytes)
            results["bytes_per_move_received"] = summary(received_bytes)
            size = "import json; print(len(json.dumps(w.state, ensure_ascii=False).encode()))"
            results["state_json_bytes"] = int(run_in_kernel(page, size))
            results["drag_13_cards_frame_ms"] = drag_frames(page)
            browser.close()
    return results


def drag_frames(page: Any) -> dict[str, float]:
    """Frame intervals while a 13-card group follows the pointer for about 2 s."""
    kings = " ".join(f"{r}♠" for r in ["K", "Q", "J", *range(10, 1, -1), "A"])  # 13 face-up cards in column 1
    rest = [" ".join(f"{r}{s}" for r in ["A", *range(2, 11), "J", "Q", "K"]) for s in "♥♦♣"]
    run_in_kernel(page, f"w.game = Game.from_position({[kings, *rest, '', '', '']!r})")
    page.wait_for_timeout(400)
    box = card_box(page, "K♠")
    x, y = box["x"] + box["width"] / 2, box["y"] + 6
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x + 10, y + 10, steps=2)
    page.evaluate(
        """() => {
          const b = window.__bench; b.frames = []; b.stop = false;
          const tick = (t) => { b.frames.push(t); if (!b.stop) requestAnimationFrame(tick); };
          requestAnimationFrame(tick);
        }"""
    )
    t0 = time.monotonic()
    step = 0
    while time.monotonic() - t0 < 2.0:
        step += 1
        page.mouse.move(x + 200 + 150 * ((step % 40) / 40), y + 60 + 40 * ((step % 7) / 7))
    frames = page.evaluate("() => { window.__bench.stop = true; return window.__bench.frames; }")
    lifted = page.evaluate("() => document.querySelectorAll('.rsol-root .rsol-card.rsol-lifted').length")
    page.mouse.move(x, y, steps=3)
    page.mouse.up()
    intervals = [b - a for a, b in itertools.pairwise(frames)][1:]
    return {**summary(intervals), "lifted_cards": lifted, "pointer_moves": step}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=50)
    parser.add_argument("--json", type=Path, default=ROOT / "tests" / "artifacts" / "bench_widget.json")
    parser.add_argument("--save-order", action="store_true", help="autosave; time save-first against publish-first")
    args = parser.parse_args()
    reason = chromium_missing_reason()
    if reason:
        sys.exit(f"cannot measure: {reason}")
    results = measure(args.moves, args.save_order)
    args.json.parent.mkdir(parents=True, exist_ok=True)
    args.json.write_text(json.dumps(results, indent=2, ensure_ascii=False))
    print(json.dumps(results, indent=2, ensure_ascii=False))


if __name__ == "__main__":
    main()

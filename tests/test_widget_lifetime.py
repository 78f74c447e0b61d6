"""A closed widget is collected, with everything it made (its layout widget, its comm), and its
background work ends: 100 widgets that autosaved, counted statistics and searched for hints."""

from __future__ import annotations

import gc
import threading
import time
import tracemalloc
import weakref
from pathlib import Path

from ipywidgets.widgets.widget import _instances as open_widgets  # ipywidgets keeps every open widget here

from rsol_widget import SolitaireWidget

CODE = "RU1-C-AAAAAAA"


def background() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("rsol-")]


def test_a_hundred_closed_widgets_are_collected_and_their_background_work_ends(tmp_path: Path) -> None:
    def one(i: int) -> weakref.ref[SolitaireWidget]:
        w = SolitaireWidget(code=CODE, stats=tmp_path / "s.sqlite3", save_to=tmp_path / f"g{i}.json", hints=True)
        w.game.play("7♣ c1")  # a save, a statistics row and a search for the hint
        ref = weakref.ref(w)
        w.close()
        return ref

    one(-1)  # the first widget's one-time costs (the front end read, modules) are not counted
    gc.collect()
    open_before = len(open_widgets)
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        refs = [one(i) for i in range(100)]
        deadline = time.monotonic() + 30
        while background() and time.monotonic() < deadline:
            time.sleep(0.05)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - base
    finally:
        tracemalloc.stop()
    alive = sum(ref() is not None for ref in refs)
    print(f"100 widgets closed: {alive} alive after gc, memory {grown / 1024:.0f} KB above the start")
    assert alive == 0
    assert background() == []
    assert len(open_widgets) == open_before  # no layout (or other child) widget left open
    assert grown < 1_000_000  # about 6 MB when every widget stayed


def test_a_widget_closed_during_a_search_is_collected_once_the_search_stops(tmp_path: Path) -> None:
    w = SolitaireWidget(code=CODE, hints=True, hints_peek=True)
    w.game.play("7♣ c1")
    ref = weakref.ref(w)
    w.close()
    del w
    deadline = time.monotonic() + 30
    while background() and time.monotonic() < deadline:
        time.sleep(0.05)
    gc.collect()
    assert background() == [] and ref() is None

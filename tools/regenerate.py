"""Regenerate every committed mirror of a declaration: ``python tools/regenerate.py`` (``--check``:
change nothing, list the stale ones and exit 1; tests/test_mirrors.py runs the check).

No mirror is committed today. A setting is one field of ``rsol_widget/_settings.py``'s ``Settings``
(the typed keywords themselves); the widget's traits are made from it when the package is imported,
the docs' table when the site is built (``docs/hooks.py``), the node tests' data (what Python sends
the page) when they run (``js/tests/fixtures.js``; ``--fixtures FILE.json`` writes it); the page's
JSDoc ``Traits`` lists no setting (the page reads them, and the display settings' looks, from
``constants``). After a change to ``js/src``, rebuild the bundle too: ``cd js && npm run build``.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

Mirror = tuple[Path, Callable[[str], str]]


def fixtures() -> dict[str, Any]:
    """The node tests' data, derived when they run (``js/tests/fixtures.js``): the constants Python
    sends but the languages (a new one needs no fixture) and the English labels."""
    from rsol_widget._protocol import constants, labels_for

    sent = {key: value for key, value in constants().items() if key != "languages"}
    return {"constants": sent, "labels": labels_for("en")}


def write_fixtures(path: Path) -> None:
    """Write :func:`fixtures` to ``path`` at once (the node tests' processes may read it meanwhile)."""
    part = path.with_name(f".{path.name}.{os.getpid()}")
    part.write_text(json.dumps(fixtures(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    os.replace(part, path)


MIRRORS: list[Mirror] = []
"""Each committed mirror: its file, and how its text is made from the declarations (given the file's text)."""


def stale(mirrors: list[Mirror] = MIRRORS) -> list[Path]:
    """The mirrors whose file differs from what the declarations make."""
    texts = [(path, make, path.read_text(encoding="utf-8")) for path, make in mirrors]
    return [path for path, make, text in texts if make(text) != text]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; list the stale mirrors, exit 1 if any")
    parser.add_argument("--fixtures", type=Path, metavar="FILE.json", help="write only the node tests' data there")
    args = parser.parse_args(argv)
    if args.fixtures:
        write_fixtures(args.fixtures)
        return 0
    if args.check:
        old = stale()
        for path in old:
            print(f"stale: {path.relative_to(ROOT)} (run python tools/regenerate.py)")
        return 1 if old else 0
    for path, make in MIRRORS:
        text = path.read_text(encoding="utf-8")
        new = make(text)
        if new != text:
            path.write_text(new, encoding="utf-8")
            print(f"rewrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

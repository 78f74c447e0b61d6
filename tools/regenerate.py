"""Regenerate every mirror of a declaration: ``python tools/regenerate.py`` (``--check``: change
nothing, list the stale ones and exit 1; tests/test_mirrors.py runs the check).

A setting is one row of ``rsol_widget/_settings.py``; from it come the typed keywords (``Settings``).
The widget's traits are made from it when the package is imported, the docs' table when the site is
built (``docs/hooks.py``), the node tests' data (what Python sends the page) when they run
(``js/tests/fixtures.js``; ``--fixtures FILE.json`` writes it); the page's JSDoc ``Traits`` lists no
setting (the page reads them from ``constants``).
After a change to ``js/src``, rebuild the bundle too: ``cd js && npm run build``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rsol_widget._settings import TABLE  # noqa: E402

Mirror = tuple[Path, Callable[[str], str]]


def _block(text: str, start: str, end: str, body: str, path: str) -> str:
    """``text`` with the lines between the marker lines holding ``start`` and ``end`` replaced by ``body``."""
    pattern = re.compile(r"(^[^\n]*" + re.escape(start) + r"[^\n]*\n)(.*?)(^[^\n]*" + re.escape(end) + ")", re.S | re.M)
    if not pattern.search(text):
        raise SystemExit(f"{path}: no block marked {start!r} … {end!r}")
    return pattern.sub(lambda m: m.group(1) + body + m.group(3), text, count=1)


def typed_keywords() -> str:
    """The fields of ``Settings`` (``rsol_widget/_protocol.py``), each with its effect."""
    lines = []
    for s in TABLE:
        kind = "str" if s.choices else "bool"
        effect = s.effect + (f" One of {', '.join(map(repr, s.choices))}." if s.choices else "")
        doc = textwrap.wrap(f'"""{effect}"""', 112, initial_indent="    ", subsequent_indent="    ")
        lines += [f"    {s.name}: {kind}", *doc]
    return "\n".join(lines) + "\n"


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


def _in_block(path: str, start: str, end: str, make: Callable[[], str]) -> Mirror:
    return ROOT / path, lambda text: _block(text, start, end, make(), path)


MIRRORS: list[Mirror] = [
    _in_block("rsol_widget/_protocol.py", "generated: settings", "end generated: settings", typed_keywords),
]
"""Each mirror: its file, and how its text is made from the declarations (given the file's text)."""


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

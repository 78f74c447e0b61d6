"""Nothing from a record or a message is ever inserted into the page as HTML: the front end sets text only."""

from __future__ import annotations

import re
from pathlib import Path

JS = Path(__file__).resolve().parents[1] / "js"
HTML_SINKS = re.compile(
    r"innerHTML|outerHTML|insertAdjacentHTML|document\.write|srcdoc|createContextualFragment|DOMParser"
    r"|\.html\s*\(|setHTMLUnsafe|parseHTMLUnsafe|\beval\s*\(|new\s+Function\s*\("
)


def test_the_front_end_never_parses_html() -> None:
    sources = sorted(JS.rglob("*.js"))
    assert sources, "the front end's sources are in js/"
    for path in sources:
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            assert not HTML_SINKS.search(line), f"{path.name}:{number} uses an HTML sink: {line.strip()}"


def test_the_check_catches_each_sink() -> None:
    for sample in ["el.innerHTML = x", "el.outerHTML=x", "el.insertAdjacentHTML('beforeend', x)", "document.write(x)"]:
        assert HTML_SINKS.search(sample), sample

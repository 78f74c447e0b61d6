"""A griffe extension for the API reference: the ``>>>`` examples in docstrings (run by pytest's
doctest) are shown as Python code blocks, not read as Markdown (where ``x["a"][10]`` would look
like a reference link)."""

from __future__ import annotations

from typing import Any

import griffe


def fence(text: str) -> str:
    """Wrap each run of doctest lines (a ``>>>`` line, its ``...`` lines and its output) in a fence."""
    out: list[str] = []
    block: list[str] = []
    for line in [*text.splitlines(), ""]:
        if line.lstrip().startswith(">>>") or (block and line.strip()):
            block.append(line)
            continue
        if block:
            out += ["```python", *block, "```"]
            block = []
        out.append(line)
    return "\n".join(out[:-1])


class DoctestFences(griffe.Extension):
    def on_object(self, *, obj: griffe.Object, **_: Any) -> None:
        if obj.docstring is not None and ">>>" in obj.docstring.value:
            obj.docstring.value = fence(obj.docstring.value)

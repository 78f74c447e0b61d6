"""Game records packaged with the library.

>>> from rsol_widget import examples
>>> examples.names()
['example-game']
>>> record = examples.load("example-game")
>>> record.code, len(record)
('RU1-C-QXNADBF', 95)
"""

from __future__ import annotations

from importlib import resources

from ..record import Record


def names() -> list[str]:
    """The names of the packaged records."""
    files = resources.files(__package__).iterdir()
    return sorted(f.name.removesuffix(".json") for f in files if f.name.endswith(".json"))


def load(name: str) -> Record:
    """The packaged record called ``name`` (see :func:`names`), validated."""
    if name not in names():
        raise ValueError(f"no packaged record {name!r}; there are: {', '.join(names())}")
    return Record.loads(resources.files(__package__).joinpath(f"{name}.json").read_bytes())

"""Game records packaged with the library.

>>> from rsol_widget import examples
>>> examples.names()
['example-game']
>>> record = examples.load("example-game")
>>> record.code, len(record)
('RU1-C-QXNADBF', 92)
>>> examples.load("example-game", lang="ro").title
'Partida-exemplu: RU1-C-QXNADBF, câștigată cu 625 de puncte'
"""

from __future__ import annotations

from importlib import resources

from ..i18n import check_lang
from ..record import Record


def names() -> list[str]:
    """The names of the packaged records."""
    files = resources.files(__package__).iterdir()
    return sorted(f.name.removesuffix(".json") for f in files if f.name.endswith(".json"))


def load(name: str, *, lang: str = "en") -> Record:
    """The packaged record called ``name`` (see :func:`names`), validated, with its title and
    comments in ``lang`` ("en" or "ro"; the other language's texts stay in ``translations``)."""
    check_lang(lang)
    if name not in names():
        raise ValueError(f"no packaged record {name!r}; there are: {', '.join(names())}")
    record = Record.loads(resources.files(__package__).joinpath(f"{name}.json").read_bytes())
    return record if lang == "en" else record.in_language(lang)


__all__ = [
    "load",
    "names",
]

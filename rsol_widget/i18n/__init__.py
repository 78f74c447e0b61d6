"""The one catalogue of every text a player reads: one module per language.

Each language module (``en.py``, ``ro.py``) holds ``TEXTS``, a flat mapping from a key to a
whole-sentence template with named placeholders (``"{card} is face down; …"``). Keys are grouped
by their first part: ``label.`` (shared by the engine and the page), ``page.`` (the page only),
``refusal.``/``rule.``/``place.`` (the engine's refusals), ``replay.``, ``analysis.``,
``error.`` (the details of bad codes, records, files, saves and statistics), ``lesson.``
(the lessons' phrases, :mod:`rsol_widget.lessons`), ``suit.``/``rank.``/``card.`` (the spoken card names).

Adding a language is one file here plus its code in :data:`_BUILTIN`; :func:`register` adds one
at run time (a test's pseudo-locale does). Every language holds every key with the same
placeholders (``tests/test_i18n.py`` checks it).

>>> from rsol_widget import i18n
>>> i18n.text("ro", "refusal.no_undo")
'nu mai este nicio mutare de anulat.'
>>> i18n.text("en", "place.column", n=3)
'in column 3'
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping, Sequence
from typing import overload

__all__ = [
    "LANGS",
    "PerLanguage",
    "check_lang",
    "language_name",
    "register",
    "section",
    "templates",
    "text",
]

_BUILTIN = ("en", "ro")
"""The languages shipped with the package, each a module of this package (English first)."""

_CATALOGUES: dict[str, dict[str, str]] = {}


def register(lang: str, texts: Mapping[str, str]) -> None:
    """Add (or replace) language ``lang`` with ``texts``, which must hold every English key."""
    if _CATALOGUES and (missing := set(_CATALOGUES["en"]) - set(texts)):
        raise ValueError(f"the language {lang!r} lacks {len(missing)} texts, e.g. {sorted(missing)[0]!r}")
    _CATALOGUES[lang] = dict(texts)


for _lang in _BUILTIN:
    register(_lang, importlib.import_module(f"{__name__}.{_lang}").TEXTS)


def unregister(lang: str) -> None:
    """Remove a language added with :func:`register` (the shipped ones stay)."""
    if lang in _BUILTIN:
        raise ValueError(f"{lang!r} is a shipped language")
    _CATALOGUES.pop(lang, None)


class _Langs(Sequence[str]):
    """The language codes, English first: a live view of the catalogue (a registered language shows)."""

    @overload
    def __getitem__(self, index: int) -> str: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[str]: ...
    def __getitem__(self, index: int | slice) -> str | Sequence[str]:
        return tuple(_CATALOGUES)[index]

    def __len__(self) -> int:
        return len(_CATALOGUES)

    def __iter__(self) -> Iterator[str]:
        return iter(tuple(_CATALOGUES))

    def __contains__(self, lang: object) -> bool:
        return isinstance(lang, str) and lang in _CATALOGUES

    def __repr__(self) -> str:
        return repr(tuple(_CATALOGUES))


LANGS: Sequence[str] = _Langs()
"""The language codes (``"en"``, ``"ro"``, and any registered since)."""


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language, else raise :class:`ValueError`."""
    if lang not in LANGS:
        raise ValueError(f"the language is one of {', '.join(LANGS)}, not {lang!r}")
    return lang


def templates(lang: str) -> dict[str, str]:
    """Every template of ``lang``, by key (the catalogue itself: do not change it)."""
    return _CATALOGUES[check_lang(lang)]


def text(lang: str, key: str, /, **params: object) -> str:
    """The text ``key`` in ``lang`` with its placeholders filled from ``params``."""
    return templates(lang)[key].format(**params)


def section(lang: str, prefix: str) -> dict[str, str]:
    """The templates whose key starts with ``prefix.``, by the rest of the key."""
    start = f"{prefix}."
    return {k.removeprefix(start): v for k, v in templates(lang).items() if k.startswith(start)}


class PerLanguage(Mapping[str, dict[str, str]]):
    """A live ``{lang: {key: template}}`` view of one section (``LABELS["ro"]["new_game"]``)."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def __getitem__(self, lang: str) -> dict[str, str]:
        if lang not in LANGS:
            raise KeyError(lang)
        return section(lang, self.prefix)

    def __len__(self) -> int:
        return len(_CATALOGUES)

    def __iter__(self) -> Iterator[str]:
        return iter(tuple(_CATALOGUES))


def language_name(lang: str) -> str:
    """The language's name in that language (the language menu shows these)."""
    return text(lang, "language.name")

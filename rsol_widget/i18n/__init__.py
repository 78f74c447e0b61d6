"""The one catalogue of every text a player reads: one module per language.

Each language module (``en.py``, ``ro.py``) holds ``TEXTS``, a flat mapping from a key to a
whole-sentence template with named placeholders (``"{card} is face down; …"``). Keys are grouped
by their first part: ``label.`` (shared by the engine and the page), ``page.`` (the page only),
``refusal.``/``rule.``/``place.`` (the engine's refusals), ``replay.``, ``analysis.``,
``error.`` (the details of bad codes, records, files, saves and statistics), ``lesson.``
(the lessons' phrases, :mod:`rsol_widget.lessons`, and the ones their prose quotes), ``example.`` (the
example game's title and comments, which ``tools/make_example_game.py`` writes into its record in
every language), ``suit.``/``rank.``/``card.`` (the spoken card names).

A count the player reads is a plural field, ``{samples:plural:one=# sample|other=# samples}``:
each form after the category its number falls in (``#`` is the number). A language module's
``plural(n)`` gives the category, as Unicode's CLDR names them (``one``, ``few``, ``other``…; the
page asks the browser's ``Intl.PluralRules`` for the same), English's rule by default:
Romanian says «1 eșantion», «19 eșantioane», «20 de eșantioane», «101 eșantioane».

Adding a language is one file here (its module name is its code); :func:`register` adds one
at run time (a test's pseudo-locale does). Every language holds every key with the same
placeholders (``tests/test_i18n.py`` checks it).

>>> from rsol_widget import i18n
>>> i18n.text("ro", "refusal.no_undo")
'nu mai este nicio mutare de anulat.'
>>> i18n.text("en", "place.column", n=3)
'in column 3'
>>> [i18n.text("ro", "lesson.won", score=625, moves=n) for n in (1, 19, 20, 101)][-1]
'✓ Ați câștigat: 625 de puncte în 101 mutări.'
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import overload

__all__ = [
    "LANGS",
    "PerLanguage",
    "check_lang",
    "language_name",
    "plural_category",
    "register",
    "section",
    "templates",
    "text",
]

_BUILTIN = ("en", *sorted(m.name for m in pkgutil.iter_modules(__path__) if m.name != "en"))
"""The languages shipped with the package: each module of this package is one (English first, then by
code), so a language is one file here."""

_CATALOGUES: dict[str, dict[str, str]] = {}
_PLURALS: dict[str, Callable[[int], str]] = {}
_PLURAL_FIELD = re.compile(r"\{(\w+):plural:([^{}]*)\}")


def _english_plural(n: int) -> str:
    return "one" if n == 1 else "other"


def register(lang: str, texts: Mapping[str, str], plural: Callable[[int], str] = _english_plural) -> None:
    """Add (or replace) language ``lang`` with ``texts``, which must hold every English key, and
    ``plural``, its rule giving the plural category of a count (English's by default)."""
    if _CATALOGUES and (missing := set(_CATALOGUES["en"]) - set(texts)):
        raise ValueError(f"the language {lang!r} lacks {len(missing)} texts, e.g. {sorted(missing)[0]!r}")
    _CATALOGUES[lang] = dict(texts)
    _PLURALS[lang] = plural


for _lang in _BUILTIN:
    _module = importlib.import_module(f"{__name__}.{_lang}")
    register(_lang, _module.TEXTS, getattr(_module, "plural", _english_plural))


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


def plural_category(lang: str, n: int) -> str:
    """The plural category of the count ``n`` in ``lang``: ``"one"``, ``"few"``, ``"other"``…"""
    return _PLURALS[check_lang(lang)](n)


def _plural(lang: str, value: object, forms: str) -> str:
    """The form of ``forms`` (``"one=# card|other=# cards"``) for ``value``, its number in place of ``#``."""
    table = dict(form.split("=", 1) for form in forms.split("|"))
    category = plural_category(lang, value) if isinstance(value, int) and not isinstance(value, bool) else "other"
    return table.get(category, table["other"]).replace("#", str(value))


def text(lang: str, key: str, /, **params: object) -> str:
    """The text ``key`` in ``lang`` with its placeholders filled from ``params`` (a plural field
    with the form its count needs)."""
    template = templates(lang)[key]
    if ":plural:" in template:
        escape = str.maketrans({"{": "{{", "}": "}}"})
        template = _PLURAL_FIELD.sub(lambda m: _plural(lang, params[m[1]], m[2]).translate(escape), template)
    return template.format(**params)


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

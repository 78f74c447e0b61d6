"""The exceptions the library raises; all are :class:`ValueError` subclasses.

Every error a player may see is a :class:`LocalizedError`: a catalogue key (``error.<key>`` in
:mod:`rsol_widget.i18n`) and its parameters. ``str(exc)`` is English, for programmers and logs;
:func:`detail` speaks any language, the details of nested errors included.

>>> from rsol_widget.codes import parse_code
>>> try:
...     parse_code("XYZ")
... except ValueError as exc:
...     print(exc.key, "·", detail(exc, "ro"))
code.parts · „XYZ” nu este un cod de partidă: un cod are trei părți, ca RU1-C-AAAAABB
"""

from __future__ import annotations

import errno
from typing import TYPE_CHECKING, Any

from .i18n import text

if TYPE_CHECKING:
    from .moves import Move

__all__ = [
    "CodeError",
    "IllegalMove",
    "LocalizedError",
    "NotationError",
    "Phrase",
    "PositionError",
    "RecordError",
    "SaveError",
    "brief",
    "detail",
    "quoted",
]

_OS_REASONS = {
    errno.EACCES: "denied",
    errno.EPERM: "denied",
    errno.EROFS: "read_only",
    errno.ENOSPC: "full",
    errno.EDQUOT: "full",
    errno.ENOENT: "missing",
    errno.EISDIR: "directory",
    errno.ENOTDIR: "missing",
    errno.EEXIST: "exists",
}
"""The operating system's errors a player may meet, by the catalogue key of their reason (``os.<key>``)."""


class Phrase:
    """A piece of text from the catalogue (``key`` with ``params``) that speaks any language."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params

    def message(self, lang: str = "en") -> str:
        """The text in ``lang``, with every parameter that is itself a text rendered in ``lang`` too."""
        return text(lang, self.key, **{k: _in(v, lang) for k, v in self.params.items()})

    def __str__(self) -> str:
        return self.message()


def _in(value: object, lang: str) -> object:
    if isinstance(value, (Phrase, BaseException)):
        return detail(value, lang)
    return value


def detail(error: BaseException | Phrase, lang: str = "en") -> str:
    """What went wrong, in ``lang``: a catalogue error's text, an operating-system error's reason
    (its file named), else ``str(error)``."""
    if isinstance(error, (LocalizedError, Phrase, IllegalMove)):
        return error.message(lang)
    if isinstance(error, OSError) and error.errno in _OS_REASONS:
        reason = text(lang, f"error.os.{_OS_REASONS[error.errno]}")
        return text(lang, "error.os.file", path=error.filename, reason=reason) if error.filename else reason
    return str(error)


def brief(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for quoting bad input in an error message (never
    raises: a value whose repr fails, such as an integer of 5,000 digits, is named by its type)."""
    try:
        shown = repr(value)
    except Exception:
        return f"<{type(value).__name__} too large to show>"
    return shown if len(shown) <= limit else shown[:limit] + "…"


def quoted(value: str, limit: int = 40) -> str:
    """``value`` as :func:`brief` shows it, without the quotes (each language's template adds its own)."""
    shown = repr(value)[1:-1]
    return shown if len(shown) <= limit else shown[:limit] + "…"


class LocalizedError(ValueError):
    """An error whose text is the catalogue's ``error.<key>`` template filled with ``params``."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message("en"))

    def message(self, lang: str = "en") -> str:
        """The error in ``lang`` (nested errors and phrases in ``lang`` too)."""
        return Phrase(f"error.{self.key}", **self.params).message(lang)

    def __reduce__(self) -> tuple[Any, ...]:
        return (_rebuild, (type(self), self.key, self.params))


def _rebuild(cls: type[LocalizedError], key: str, params: dict[str, object]) -> LocalizedError:
    return cls(key, **params)


class NotationError(LocalizedError):
    """Text that is not a card, a move or a destination; the message names the bad token."""


class CodeError(LocalizedError):
    """A game code that is malformed; the message says which part is wrong."""


class PositionError(ValueError):
    """A hand-made position that is not a possible layout of the 52 cards."""


class RecordError(LocalizedError):
    """A game record that cannot be loaded; the message names the first bad entry."""


class SaveError(LocalizedError):
    """A game that could not be saved where it was asked to be (the file changed since, …)."""


class IllegalMove(ValueError):
    """A move the rules refuse.

    ``reason`` is a stable code (see :data:`rsol_widget.messages.REASONS`), ``move`` the
    refused move (``None`` for ``no_undo``), ``messages`` the text in every language and
    ``rule`` the name of the rule in every language. ``str()`` speaks ``lang``.
    """

    def __init__(
        self,
        reason: str,
        messages: dict[str, str],
        rule: dict[str, str],
        move: Move | None = None,
        lang: str = "en",
    ) -> None:
        super().__init__(messages[lang])
        self.reason = reason
        self.messages = messages
        self.rule = rule
        self.move = move
        self.lang = lang

    def message(self, lang: str | None = None) -> str:
        """The refusal in ``lang`` (default: the game's language)."""
        return self.messages[lang or self.lang]

    def __repr__(self) -> str:
        return f"IllegalMove(reason={self.reason!r}, move={str(self.move) if self.move else None!r})"

"""The exceptions the library raises; all are :class:`ValueError` subclasses."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .moves import Move


def brief(value: object, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters, for quoting bad input in an error message."""
    text = repr(value)
    return text if len(text) <= limit else text[:limit] + "…"


class NotationError(ValueError):
    """Text that is not a card, a move or a destination; the message names the bad token."""


class CodeError(ValueError):
    """A game code that is malformed; the message says which part is wrong."""


class PositionError(ValueError):
    """A hand-made position that is not a possible layout of the 52 cards."""


class RecordError(ValueError):
    """A game record that cannot be loaded; the message names the first bad entry."""


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

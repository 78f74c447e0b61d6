"""The game review as the replay controls show it: the accuracy and the key moments above the move
list (HTML from the catalogue), and each move's class and loss beside it."""

from __future__ import annotations

from html import escape

from .game_review import GameReview
from .i18n import text


def review_html(found: GameReview, lang: str) -> str:
    """The review's head: its title, the accuracy with the count of each class, the key moments,
    and how the classes are drawn (the thresholds), in ``lang``."""
    moments = "".join(f"<li>{escape(line)}</li>" for line in found.moments(lang))
    return (
        f'<div class="rsol-review" role="region" aria-label="{escape(text(lang, "review.title"))}">'
        f"<strong>{escape(text(lang, 'review.title'))}</strong> "
        f'<span class="rsol-review-accuracy">{escape(found.summary(lang))}</span>'
        f"<div>{escape(text(lang, 'review.key_title'))}:</div><ol>{moments}</ol>"
        f"<small>{escape(text(lang, 'review.thresholds'))}</small></div>"
    )


def move_marks(found: GameReview, lang: str) -> tuple[str, ...]:
    """Each move's class (and the chance points it lost) for the move list: ``"? mistake, −12 points"``."""
    return tuple(move.line(lang) for move in found.moves)

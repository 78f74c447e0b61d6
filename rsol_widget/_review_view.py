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
    title = escape(text(lang, "review.title"))
    return (
        f'<div class="rsol-game-review" role="region" aria-label="{title}">'
        f"<p><strong>{title}</strong></p>"
        f'<p class="rsol-game-review-accuracy">{escape(found.summary(lang))}</p>'
        f"<p>{escape(text(lang, 'review.key_title'))}:</p><ol>{moments}</ol>"
        f"<small>{escape(text(lang, 'review.thresholds'))}</small></div>"
    )


def move_marks(found: GameReview, lang: str) -> tuple[str, ...]:
    """Each move's class (and the chance points it lost) for the move list: ``"? mistake, −12 points"``."""
    return tuple(move.line(lang) for move in found.moves)

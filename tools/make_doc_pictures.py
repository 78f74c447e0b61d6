"""Draw the documentation's board pictures with the package's own renderer (``rsol_widget.render``).

``python tools/make_doc_pictures.py`` writes them under ``docs/images/``; ``--check`` only says
whether the committed ones are what the renderer draws today (``tests/test_docs.py`` runs it).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from rsol_widget import Game
from rsol_widget.i18n import LANGS
from rsol_widget.render import board_svg

DOCS = Path(__file__).resolve().parents[1] / "docs"
IMAGES = DOCS / "images"


def board() -> str:
    """README's and the home page's picture: deal RU1-C-AAAAAAA, 7♣ just played, the next move marked."""
    game = Game.from_code("RU1-C-AAAAAAA")
    game.play("7♣ c1")
    return board_svg(game, lastmove="7♣ c1", arrows=["J♠ c5"])


def refused(lang: str) -> Callable[[], str]:
    """The rules pages' picture: 7♠ on 8♣, refused by the same-suit rule (Relaxed allows it), with its message."""

    def draw() -> str:
        game = Game.from_code("RU1-C-AAAAAAA", lang=lang)
        return board_svg(game, refused="7♠ c1")

    return draw


def suffix(lang: str) -> str:
    """A language's part of a docs file's name: none for English, ``.ro`` for Romanian."""
    return "" if lang == "en" else f".{lang}"


PICTURES: dict[str, Callable[[], str]] = {
    "board.svg": board,
    **{f"refused{suffix(lang)}.svg": refused(lang) for lang in LANGS if (DOCS / f"rules{suffix(lang)}.md").is_file()},
}
"""The pictures, by file name: the board, and the refused attempt in the language of each rules page."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only compare with the committed pictures")
    args = parser.parse_args(argv)
    stale = []
    for name, draw in PICTURES.items():
        path, svg = IMAGES / name, draw() + "\n"
        if args.check:
            if not path.is_file() or path.read_text(encoding="utf-8") != svg:
                stale.append(name)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(svg, encoding="utf-8")
    if stale:
        print(f"stale: {', '.join(stale)} (run python tools/make_doc_pictures.py)", file=sys.stderr)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())

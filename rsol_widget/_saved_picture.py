"""The picture a notebook keeps of a game, for when it is opened again without its kernel.

JupyterLab does not save widget state by default, and a notebook reopened without its kernel would
show "Error displaying widget: model not found" where the board was. The page (``js/src/saved-picture.js``)
keeps this picture beside the board in the notebook, marked with the widget's model id; its CSS hides
it next to a live board and hides the widget's error line when there is no kernel.
"""

from __future__ import annotations

import html
from typing import TYPE_CHECKING, Any

from .game import Game
from .i18n import text
from .render import picture

if TYPE_CHECKING:
    from .widget import SolitaireWidget

PICTURE_MAX_PX = 848
"""The picture's widest: the board's (``.rsol-root`` is at most 860 px, its border and padding inside)."""
FALLBACK_CSS = (
    # no kernel: jupyterlab-manager leaves a childless "Error displaying widget" node; hide it in this cell
    ".jp-OutputArea:has(.rsol-fallback) .jp-OutputArea-output.jupyter-widgets:not(:has(*)){display:none}"
    # a live board in the cell: the picture is not needed
    ".jp-OutputArea:has(.rsol-root) .rsol-fallback{display:none}"
    ".rsol-fallback p{margin:0 0 4px;color:var(--jp-ui-font-color2,#555)}"
    # never larger than the board (the board's own CSS, once loaded, would stretch an .rsol-board to the cell)
    f".rsol-fallback svg.rsol-board{{display:block;width:100%;max-width:{PICTURE_MAX_PX}px;height:auto;min-height:0}}"
    # a dark theme (JupyterLab, VS Code) darkens the felt and the cards as the live board does
    + "".join(
        f"{dark} .rsol-fallback {rule}"
        for dark in ('body[data-jp-theme-light="false"]', '[data-vscode-theme-kind="vscode-dark"]')
        for rule in (
            "svg>rect:first-of-type{fill:#1e4d22}",
            ".cf{fill:#e6e6e6;stroke:#5a5a5a}",
            ".cb{fill:#24476b;stroke:#12263a}",
            ".ci{stroke:#2f5a86}",
            ".cl{fill:#121212}",
            ".cp{fill:#121212}",
            ".r{fill:#b71c1c}",
        )
    )
)
"""The CSS the saved-picture output carries (see :meth:`SolitaireWidget.show_picture_fallback`)."""


def picture_html(game: Game, lang: str, model_id: str) -> str:
    """The picture output's HTML: a line saying to run the cell to play, the position as SVG (face-down
    cards as backs, no larger than the board) and the CSS; marked with ``model_id``. The line never
    says no kernel is connected: a new tab after a re-run shows this picture with the kernel running."""
    note = html.escape(text(lang, "page.saved_picture"))
    svg = picture(game)._repr_svg_()
    head = f'<div class="rsol-fallback" data-rsol-model="{html.escape(model_id, quote=True)}">'
    return f"{head}<style>{FALLBACK_CSS}</style><p>{note}</p>{svg}</div>"


def display_with_picture(widget: SolitaireWidget) -> None:
    """Display the widget's saved picture, then the widget (see ``show_picture_fallback``)."""
    from IPython.display import display

    saved = widget.saved_picture()
    display({"text/html": saved["html"], "text/plain": saved["text"]}, raw=True)  # type: ignore[no-untyped-call]
    bundle: Any = widget._repr_mimebundle_()  # anywidget's: (data, metadata)
    data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
    display(data, metadata=metadata, raw=True)  # type: ignore[no-untyped-call]


__all__ = ["FALLBACK_CSS", "display_with_picture", "picture_html"]

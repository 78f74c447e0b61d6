"""Play Russian Solitaire in marimo: ``marimo run notebooks/play_marimo.py`` (or ``marimo edit``).

URL parameters: ``?code=RU1-C-AAAAAAA`` replays a deal by its code, ``?rule=relaxed`` plays the
Relaxed rule («Culori mixte»), ``?lang=ro`` speaks Romanian. Under the board, Python's own view of
the game (moves, score, the line played) follows every move made on the board.
"""

import marimo

__generated_with = "0.25.2"
app = marimo.App(width="medium")


@app.cell
def _():
    import marimo as mo

    from rsol_widget import SolitaireWidget

    return SolitaireWidget, mo


@app.cell
def _(SolitaireWidget, mo):
    params = mo.query_params()
    lang = "ro" if params["lang"] == "ro" else "en"
    rule = "relaxed" if params["rule"] == "relaxed" else "classic"
    code = params["code"]  # a bad code stops here with CodeError saying which part is wrong
    widget = SolitaireWidget(code=code, lang=lang) if code else SolitaireWidget(rule=rule, lang=lang)
    board = mo.ui.anywidget(widget)
    get_moves, set_moves = mo.state(0)
    # The engine runs here, in Python: every change of the game re-runs the cell below.
    widget.observe(lambda _change: set_moves(widget.game.moves), names="state")
    return board, get_moves, lang, widget


@app.cell
def _(board):
    board  # noqa: B018 (marimo shows a cell's last expression)
    return


@app.cell
def _(get_moves, lang, mo, widget):
    get_moves()
    text = {
        "en": "In Python: **{moves} moves**, score {score}; the line played: {line}",
        "ro": "În Python: **{moves} mutări**, scor {score}; mutările jucate: {line}",
    }
    none = {"en": "none yet", "ro": "niciuna încă"}
    line = ", ".join(str(m) for m in widget.game.move_stack) or none[lang]
    mo.md(text[lang].format(moves=widget.game.moves, score=widget.game.score, line=line))
    return


if __name__ == "__main__":
    app.run()

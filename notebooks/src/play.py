# %% [markdown] lang="en"
# # Play Russian Solitaire
#
# Run the cell below to play. It continues your last unfinished game (saved after every move in
# your Jupyter data folder), or deals a new Classic game. Drag cards, tap a column's last card to
# send it to its foundation, double-tap to find it a place; the buttons undo, start a new game
# (Classic or Relaxed, a deal by its code, or “Winnable deals only”) and open the settings. Your
# statistics are kept too. New to the game? Start with `lesson-1-board.ipynb`.

# %%
from rsol_widget import SolitaireWidget

# SolitaireWidget(code="RU1-C-AAAAABB") plays a deal by its code; rule="relaxed" plays «Culori mixte»;
# lang="ro" speaks Romanian. resume_or_new() keeps the game and the statistics in the Jupyter data folder.
game = SolitaireWidget.resume_or_new()
game

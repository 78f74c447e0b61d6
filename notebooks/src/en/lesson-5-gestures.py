# %% [markdown]
# # Lesson 5 of 6 · Gestures and aids
#
# **The goal of this lesson** (4 minutes): play faster with taps, know the settings, undo a
# move, and ask for a hint. Below: a tap on A♣, the last card of column 1, sends it home.

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.tap("RU1-C-AAAAAJS", "A♣")

# %% [markdown]
# ## Tap, double tap, drag
#
# - **A tap** on the last card of a column sends it to its foundation when it can go there, and
#   otherwise does nothing. 8♥ is not the last card of its column:

# %%
lesson.tap("RU1-C-AAAAAJS", "8♥")

# %% [markdown]
# - **Two quick taps** (the setting «Dublu clic», “Double click”, on by default) do what a tap
#   does when they can; otherwise they look for a place on the tableau for the card and the
#   cards on it: **the longest column first, then an empty column for a king**. After A♣ went up,
#   column 1 is empty, and a double tap on K♥ puts it there:

# %%
lesson.tap("RU1-C-AAAAAJS", "K♥", double=True, after=["A♣ f"])

# %% [markdown]
# Where it matters, **the longest column first**: with the Relaxed rule (lesson 2), 7♥ fits on
# 8♥ (column 3, 7 cards) and on 8♦ (column 7, 11 cards); a double tap picks column 7:

# %%
lesson.tap("RU1-R-AAAAAFW", "7♥", double=True)

# %% [markdown]
# - Cards can always be **dragged** as well, one card or a group.
#
# ## The settings
#
# The «Setări» (“Settings”) button opens four settings; these are the app's defaults:
#
# - «Dublu clic» (“Double click”, on): two quick taps look for a place, as above.
# - «Ajutor la plasare» (“Placement help”, on): while you drag, the possible places light up.
# - «Reguli interactive» (“Interactive rules”, on): a refused move shows its rule; off, the cards
#   just go back.
# - «Plasare automată» (“Automatic placement”, off): a card released **where it cannot go**
#   goes where a double tap would send it, its foundation included.
#
# This library adds **«Indicii» (“Hints”)**, off by default: a Hint button (key H), a “chance to
# win” line, and «Unde am greșit?» (“Where did it go wrong?”, key W). They know only the cards you
# have seen, unless «Indiciile văd cărțile cu fața în jos» (“Hints see the face-down cards”) is on.

# %%
board = SolitaireWidget(code="RU1-C-AAAAAJS", lang="en")
lesson.settings(board)

# %% [markdown]
# ## Undo and redo
#
# **Undo** (the button, or U) takes the last move back: the cards, which way they face and the
# score come back, but **the move counter does not go down**. A card the move had turned face up
# turns face down again, and its 5 points go with it. **Redo** (R or Ctrl+Y) plays it again.

# %%
lesson.undo("RU1-C-AAAAAAA", "5♣ c2")

# %%
lesson.undo("RU1-C-AAAAAAA", "5♣ c2", redo=True)

# %% [markdown]
# ## The keyboard
#
# Everything works without a mouse. Tab reaches the board; the arrow keys move between the piles
# and up and down a column; Enter or Space picks a card up (with the cards on it) and puts it down;
# Escape cancels. U undoes, R or Ctrl+Y redoes, N opens the new-game window, and with hints on,
# H asks for a hint and W asks where the game went wrong. The line under the board recalls them.
#
# ## A hint
#
# With hints on, H outlines the move with the best chance to win for a player who knows only the
# cards seen so far. Here is the solver's move instead, which sees the face-down cards (as H does
# with «Indiciile văd cărțile cu fața în jos» on): it keeps the game winnable if it still is. On
# `RU1-C-AAAAAAO`:

# %%
lesson.hint("RU1-C-AAAAAAO")

# %% [markdown]
# ## What you learned
#
# - A tap: to the foundation; a double tap: the foundation, else the longest column, else an
#   empty column for a king.
# - Four settings, and hints as an aid for learners.
# - Undo and redo; the move counter only goes up.
#
# **Next: lesson 6**, a first game to win (`lesson-6-first-game.ipynb`).

# %% [markdown]
# # Lesson 3 of 6 · Hidden cards and empty columns
#
# **The goal of this lesson** (4 minutes): turn the hidden cards face up, and use an empty
# column. The arrow below is a move that does the first: 5♣ with the four cards on it onto 6♣.

# %%
from rsol_widget import Move
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.board("RU1-C-AAAAAAA", arrows=["5♣ c2"])

# %% [markdown]
# ## A hidden card turns face up by itself
#
# 5♣ is the first face-up card of column 7, right on the hidden ones. When it leaves, **the
# face-down card it leaves at the end of its column turns face up by itself** (+5 points), and it
# can be played. The blue outline marks it:

# %%
lesson.board("RU1-C-AAAAAAA", "5♣ c2")

# %% [markdown]
# A face-down card can never move, so **every one of the 21 hidden cards must be turned face up
# before the game can be won**: 21 × 5 = 105 of a win's 625 points. The deeper a hidden card lies,
# the more cards must leave it first: column 7 hides 6 cards under 5, column 2 only 1. A hidden
# card is a question mark: turning one over is how you learn what the deal holds.
#
# **Only face-up cards move.** A face-down card cannot be picked up, not even with the cards on
# it. Here we ask the engine to move the first card of column 2, face down, onto column 1:

# %%
hidden = lesson.position("RU1-C-AAAAAAA").columns[1][0]  # the first card of column 2: face down
lesson.attempt("RU1-C-AAAAAAA", Move(hidden, 0))

# %% [markdown]
# ### Your turn: find the move that uncovers a card
#
# On this deal exactly one move turns a hidden card face up. Which one? Write it as
# `<card> <place>`, for example `7♥ c3`, and run the cell.

# %%
uncover = lesson.exercise("RU1-C-AAAAAFW", "uncovers")
uncover.picture()

# %%
uncover.check("...")

# %% tags=["answer"]
# The answer (open this cell when you have tried).
uncover.answer("J♥ c2")

# %% [markdown]
# ## The empty column
#
# **An empty column takes only a king**, alone or with the cards lying on it. Back on
# `RU1-C-AAAAAAA`, after 5♣ onto 6♣, the 8♣ of column 1 goes on 9♣ and column 1 is empty:

# %%
lesson.board("RU1-C-AAAAAAA", "5♣ c2", "8♣ c6")

# %% [markdown]
# No other card may go there, **not even to uncover a hidden card**: 3♠ lies right on the hidden
# cards of column 6, so moving it would turn one over, yet it is refused.

# %%
lesson.attempt("RU1-C-AAAAAAA", "3♠ c1", after=["5♣ c2", "8♣ c6"])

# %% [markdown]
# ### Your turn: which card can fill the empty column 1?
#
# Write a move that puts a card, with whatever lies on it, into column 1.

# %%
fill = lesson.exercise("RU1-C-AAAAAAA", "empty", after=["5♣ c2", "8♣ c6"])
fill.check("...")

# %% tags=["answer"]
# The answer (open this cell when you have tried).
fill.answer("K♠ c1")  # K♥ c1 is right too: K♥ takes the cards on it along

# %% [markdown]
# ## What you learned
#
# - A hidden card left at the end of a column **turns face up by itself** (+5); nothing else
#   ever moves by itself.
# - Only face-up cards move.
# - An empty column takes **only a king** (with the cards on it). Keep it for the king that
#   frees the most.
#
# **Next: lesson 4**, the foundations and the score (`lesson-4-foundations.ipynb`).

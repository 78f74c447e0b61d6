# %% [markdown]
# # Lesson 4 of 6 · The foundations and the score
#
# **The goal of this lesson** (4 minutes): build the foundations, take a card back when it
# helps, and read the score. Below, A♣ and 2♣ end two columns and can go up.

# %%
from rsol_widget import examples
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.board("RU1-C-AAAAAJS", arrows=["A♣ f", "2♣ f"])

# %% [markdown]
# ## One suit, the ace first, one card at a time
#
# Each foundation takes **a single suit, the ace first**, then 2, 3 and so on up to the king,
# **one card at a time, always the last card of a column**. Each card put there earns 10 points.
# The move `<card> f` sends a card to its own foundation; in the game, drag it onto **any**
# foundation place and the game finds the right one (a tap does it too: lesson 5).

# %%
lesson.board("RU1-C-AAAAAJS", "A♣ f", "2♣ f")

# %% [markdown]
# **Nothing moves by itself**: 3♣ now ends column 2 and could go up, but it stays there until you
# move it. The app never sends a card home on its own and never finishes a game for you.
#
# A card that does not come next is refused, and so is a card that is not the last of its
# column:

# %%
lesson.attempt("RU1-C-AAAAAJS", "4♦ f", after=["A♣ f", "2♣ f"])

# %%
lesson.attempt("RU1-C-AAAAAJS", "2♠ f", after=["A♣ f", "2♣ f"])

# %% [markdown]
# ## Taking a card back
#
# The top card of a foundation can be taken back (in the game: dragged) onto a column, by the
# column rules, **with no loss of points**; when it goes up again it earns another 10. Here 2♣
# comes back onto 3♣; the score stays at 20:

# %%
lesson.board("RU1-C-AAAAAJS", "A♣ f", "2♣ f", "2♣ c2")

# %% [markdown]
# Only the top card can come back: A♣ lies under 2♣.

# %%
lesson.attempt("RU1-C-AAAAAJS", "A♣ c4", after=["A♣ f", "2♣ f"])

# %% [markdown]
# ### Your turn: send a card to its foundation
#
# In the position after A♣ and 2♣ went up, write a move that puts a card on a foundation.

# %%
home = lesson.exercise("RU1-C-AAAAAJS", "foundation", after=["A♣ f", "2♣ f"])
home.check("...")

# %% tags=["answer"]
# The answer (open this cell when you have tried).
home.answer("3♣ f")  # A♠ f, A♥ f and A♦ f are right too

# %% [markdown]
# ### Your turn: which of these moves is legal?
#
# On the fresh deal below, only one of these four moves is allowed: a) 2♠ f, b) 8♥ c6,
# c) 3♦ c2, d) K♥ c1. Write its letter.

# %%
quiz = lesson.exercise("RU1-C-AAAAAJS", "choice", choices={"a": "2♠ f", "b": "8♥ c6", "c": "3♦ c2", "d": "K♥ c1"})
quiz.picture()

# %%
quiz.check("...")

# %% tags=["answer"]
# The answer (open this cell when you have tried).
quiz.explain()  # the engine on each of the four moves

# %% [markdown]
# ## The score
#
# The score starts at 0: **+10** for each card put on a foundation (again after a take-back) and
# **+5** for each card turned face up; nothing is ever taken off, so the score never goes below 0.
# A deal hides 21 cards, so **a game won without taking cards back always ends at 625 points**:
# 52 × 10 + 21 × 5. The game bar also shows the time, the moves and the game code. The app never
# declares a game lost: when no useful move is left, undo (lesson 5) or start a new game.
#
# The documented example game (`example_game.ipynb`) is such a win; here is its last position:

# %%
final = examples.load("example-game").game_at(92)
lesson.board(final)

# %% [markdown]
# ## What you learned
#
# - Foundations: one suit each, **A first**, one card at a time, only a column's last card; +10.
# - The top card of a foundation can come back onto a column, without losing points.
# - A card turned face up: +5. A win without take-backs: 625.
#
# **Next: lesson 5**, the gestures and the aids (`lesson-5-gestures.ipynb`).

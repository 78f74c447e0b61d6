# %% [markdown]
# # Lesson 1 of 6 · The board and the goal
#
# **The goal of the game: put all 52 cards on the 4 foundations**, one suit on each, from the
# ace up to the king. **The goal of this lesson** (3 minutes): know what you are aiming at and
# read the board below: its columns, its hidden cards and the last card of each column.

# %%
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.board("RU1-C-AAAAAAA")

# %% [markdown]
# This is deal `RU1-C-AAAAAAA`: a **game code** always deals the same cards in the same places,
# and its `C` says the rule, **Classic**. Every card is dealt at the start; there is no stock to
# draw from. You move cards between the columns to uncover the hidden ones and to bring each
# suit's next card within reach of its foundation. When the last king goes up, you have won.
#
# Be warned early: even played perfectly, **only about 1 Classic deal in 15 can be won**. Losing
# is normal. For your first games, lesson 6 points to easier ones.
#
# ## How to read the board
#
# - **The foundations** (`f`), top right: four places, ♠ ♥ ♦ ♣ in this order, empty at the start.
# - **The tableau**: 7 columns, `c1` to `c7` from the left, of 1, 6, 7, 8, 9, 10 and 11 cards.
#   Column 1 holds one card, face up; the others start with 1 to 6 cards **face down** (the blue
#   backs) under 5 cards **face up**: 21 hidden cards, 31 visible.
# - Each column is a fan that grows downwards. **The last card of a column is the one at the
#   bottom of the fan, the only one shown whole**: 8♠ in column 3, 10♦ in column 7. Cards are put
#   on a last card, and only a last card goes to a foundation.
# - **The caption** on top: the game code, the rule, the score and the number of moves.
#
# The same board as text: each column reads from its first card to its last, left to right, and
# `##` is a face-down card, so the last card of a column is the rightmost one.

# %%
print(lesson.position("RU1-C-AAAAAAA"))

# %% [markdown]
# ## The cards
#
# The ranks go from the ace (lowest) to the king (highest): A, 2, 3, … 10, J (jack), Q (queen),
# K (king). The app is Romanian; with a Romanian player, these are the words to use:
#
# | ace | 2 … 10 | jack | queen | king | ♠ spades | ♥ hearts | ♦ diamonds | ♣ clubs |
# |---|---|---|---|---|---|---|---|---|
# | as | 2 … 10 | valet | damă | popă (rege) | pică | cupă | caro | treflă |
#
# In a cell you may write a card as `Q♠`, or as `QS` if you have no ♠ key (`10♦` is also `TD`).
#
# ### Your turn: which card is the last card of column 5?
#
# Write it between the quotes and run the cell (Shift+Enter). The answer is in the folded cell
# under it: run that cell too, then click “Show the answer”.

# %%
last_card = lesson.exercise("RU1-C-AAAAAAA", "last_card", column=5)
last_card.check("...")

# %% tags=["answer"]
# The answer (open this cell when you have tried).
last_card.answer("Q♠")

# %% [markdown]
# ## What you learned
#
# - The goal: all 52 cards on the foundations, each suit from A to K.
# - A column's **last card** is the bottom one of its fan, shown whole.
# - Hidden cards wait under the face-up ones; lesson 3 shows how they turn over.
#
# **Next: lesson 2**, moving cards and groups (`lesson-2-moves.ipynb`).

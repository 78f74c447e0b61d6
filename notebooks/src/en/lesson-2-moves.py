# %% [markdown]
# # Lesson 2 of 6 · Moving cards and groups
#
# **The goal of this lesson** (4 minutes): move a card onto another, move a group of cards at
# once, and know the two rules, Classic and Relaxed. The orange arrow below is the first move we
# look at: 7♥ onto 8♥.

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.board("RU1-C-AAAAAFW", arrows=["7♥ c3"])

# %% [markdown]
# ## The same suit, exactly one rank higher
#
# A card may go on the last card of a column when that card is **of the same suit and exactly
# one rank higher**: 7♥ goes on 8♥, never on 8♦ nor on a black 8. In the app this rule is called
# **«Aceeași culoare»** (“Same suit”).
#
# A move is written `<card> <place>`: `c1` … `c7` for a column, `f` for the card's foundation.
# On this deal 7♥ ends column 4, 8♥ ends column 3, 8♦ column 7 and Q♥ column 2. Ask the engine
# about 7♥ on 8♦: it is refused, the attempt drawn in red with the rule that refuses it.

# %%
lesson.attempt("RU1-C-AAAAAFW", "7♥ c7")

# %% [markdown]
# The right suit with the wrong rank is refused too:

# %%
lesson.attempt("RU1-C-AAAAAFW", "7♥ c2")

# %% [markdown]
# And 7♥ on 8♥ is played. The yellow outline shows where the card went, the dashed one where it
# came from:

# %%
lesson.board("RU1-C-AAAAAFW", "7♥ c3")

# %% [markdown]
# ## Groups, even out of order
#
# **Any face-up card moves together with all the cards lying on it**, whether or not they are
# in order: only the card at the base of the group has to fit. On `RU1-C-AAAAAAA`, column 6
# ends with 7♣ 9♣. 7♣ fits on 8♣ (column 1), so 7♣ goes there and 9♣ comes along:

# %%
lesson.board("RU1-C-AAAAAAA", "7♣ c1")

# %% [markdown]
# ### Your turn, in the game: drag 7♣ onto 8♣
#
# Below is the same deal in the game itself. Drag **7♣** (column 6) onto **8♣** (column 1), then
# run the cell under the game: it reads the game and tells you whether the move is made. Then
# try something that is refused, such as 8♠ onto 9♣: the cards go back and the game names the
# rule. (No mouse? The folded answer shows the move.)

# %%
board = SolitaireWidget(code="RU1-C-AAAAAAA", lang="en")
board

# %%
drag = lesson.task(board, "7♣ c1")
drag.check()

# %% tags=["answer"]
# The answer (open this cell when you have tried).
drag.answer()  # on a copy of the deal: the game above stays yours

# %% [markdown]
# ## The Relaxed rule: «Culori mixte»
#
# The app's «Partidă nouă» (“New game”) window offers two rules. **«Clasică» (“Classic”)** is
# chosen by default: everything above. In **«Relaxat» (“Relaxed”)**, called «Culori mixte»
# (“Mixed suits”) on the board, **the suit no longer matters in the columns**: a card goes on
# any card exactly one rank higher. Everything else stays the same. A Relaxed game code has an
# `R`: here is the deal above with 7♥ on 8♦, refused in Classic, played in Relaxed.

# %%
lesson.board("RU1-R-AAAAAFW", "7♥ c7")

# %% [markdown]
# The rank still has to be exactly one higher:

# %%
lesson.attempt("RU1-R-AAAAAFW", "6♥ c2")

# %% [markdown]
# ## What you learned
#
# - Classic: a card goes on a last card of **the same suit, one rank higher**; Relaxed: any suit.
# - A face-up card takes **everything lying on it** along; only its base card has to fit.
# - A refused move changes nothing, and the game says which rule refused it.
#
# **Next: lesson 3**, hidden cards and empty columns (`lesson-3-hidden.ipynb`).

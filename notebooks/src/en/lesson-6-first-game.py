# %% [markdown]
# # Lesson 6 of 6 · A first game to win
#
# **The goal of this lesson** (5 minutes): five plain tips, a guided game on a deal that can be
# won, and then that deal is yours to win, with hints. Here is the deal, `RU1-C-AAAAAAO`:

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.board("RU1-C-AAAAAAO")

# %% [markdown]
# ## Which deals to play first
#
# Only about **1 Classic deal in 15** can be won, even by a solver that sees every hidden card; a
# player who cannot see them wins fewer. So for your first games:
#
# - open **`play.ipynb`** and, in the «Partidă nouă» (“New game”) window, tick **“Winnable deals
#   only”**: the game then deals only a deal the solver has proved winnable;
# - or choose **«Relaxat» (“Relaxed”)**, where the suit does not matter in the columns: almost
#   every Relaxed deal (more than 99 in 100) can be won;
# - turn **«Indicii» (“Hints”)** on in the settings: H shows a good move, W says where it went
#   wrong.
#
# ## Five tips
#
# 1. **Uncover hidden cards first.** A move that turns a card face up gives you a new card to
#    play; a move that only tidies gives you nothing.
# 2. **Keep an empty column for the right king**: the one whose move turns a hidden card, or
#    frees a card you need. An empty column filled with the wrong king is lost.
# 3. **Don't bury the low cards of a suit.** A 2 or a 3 under a long group must wait until the
#    whole group moves; send aces and twos home as soon as you can.
# 4. **Look before a big move**: what does it uncover, and what does it cover? Putting a group on
#    a column hides, for a long time, every card under it.
# 5. **When stuck, undo and try another line.** Undo costs nothing but the move counter; “Where
#    did it go wrong?” names the move that lost the game.
#
# ## A guided game
#
# With the solver's hints («Indiciile văd cărțile cu fața în jos» on), the first ten hints on this
# deal are `6♣ c4`, `2♠ c4`, `7♠ c3`, `7♣ c1`,
# `3♣ c7`, `4♠ c2`, `2♣ c7`, `10♦ c4`, `6♥ c3` and `3♥ c7`. Here is the position after them,
# with the eleventh hint:

# %%
opening = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7"]
lesson.hint("RU1-C-AAAAAAO", *opening)

# %% [markdown]
# Suppose that instead you play **3♠ onto 4♠** (column 7), a natural-looking move: 3♠ and 4♠
# are of the same suit, one rank apart, and 2♠ comes along. After it the game can no longer be
# won, and “Where did it go wrong?” says so:

# %%
lesson.board("RU1-C-AAAAAAO", *opening, "3♠ c7")

# %%
lesson.review("RU1-C-AAAAAAO", *opening, "3♠ c7")

# %% [markdown]
# The solver proves it by trying every line. A player can see part of the reason: the move turns
# no card over (tip 1) and buries A♠ deeper in column 7, over six hidden cards (tip 3), while the
# hint, J♥ with the cards on it onto Q♥, turns one of those hidden cards face up.
#
# ## Your game
#
# Now the deal is yours, from the start, with hints on: press H for a hint and W to ask where it
# went wrong. Run the cell under the game at any time to see how it stands.

# %%
my_game = SolitaireWidget(code="RU1-C-AAAAAAO", lang="en", hints=True)
my_game

# %%
lesson.progress(my_game)

# %% [markdown]
# ## Cheat sheet
#
# | | |
# |---|---|
# | **Goal** | all 52 cards onto the 4 foundations, each suit from A up to K |
# | **Board** | 7 columns `c1`…`c7` (1, 6, 7, 8, 9, 10, 11 cards; 21 face down); 4 foundations `f`, ♠ ♥ ♦ ♣ |
# | **Move** | `<card> <place>`: `7♥ c3`, `A♣ f` |
# | **On a column** | a face-up card, with everything on it, onto the last card of a column, of the **same suit, one rank higher** («Aceeași culoare»); Relaxed («Culori mixte»): any suit, one rank higher |
# | **Empty column** | only a king, with whatever lies on it |
# | **Foundation** | one suit, A first, then one card at a time, only a column's last card; the top card can be taken back |
# | **By itself** | only a hidden card left at the end of a column turns face up; nothing else moves |
# | **Score** | +10 a card onto a foundation, +5 a card turned; 625 points for a win without take-backs |
# | **Gestures** | tap: to the foundation; double tap: foundation, else the longest column, else an empty column for a king |
# | **Settings** | «Dublu clic» on · «Ajutor la plasare» on · «Reguli interactive» on · «Plasare automată» off |
#
# ## After this lesson
#
# - Play in **`play.ipynb`** (“Winnable deals only”, or Relaxed, for the first games).
# - Watch a whole game won move by move, with the reason of each move: **`example_game.ipynb`**.
# - For programmers: the fine print and the Python API, **`appendix-python.ipynb`**.

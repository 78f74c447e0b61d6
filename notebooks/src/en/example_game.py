# %% [markdown]
# # The example game, move by move
#
# The rules of Russian Solitaire speak of a documented example game: its **move 3 moves the group
# 3♣ 7♦ A♠ 4♠ 10♥** (3♣ at the base, out of order), and at some point **a group that is not headed
# by a king is refused on an empty column**. That page is not available, so this is a real game
# built to show both, on deal `RU1-C-QXNADBF`, won at 625 points in 92 moves without taking
# anything back from the foundations.
#
# **How the moves were chosen.** A program played them (`tools/make_example_game.py`): at each
# point it took the move a person would favour (turn a card over, send a card home, empty a column
# for a king) among those after which **a solver that sees the face-down cards** still found a win.
# So this line never runs into a dead end, which a player who cannot see the hidden cards could not
# promise: read it as a demonstration of the rules, not as a lesson in strategy (lesson 6 has the
# tips). Each comment says what the move does and why it is played, and a test checks every one
# of them against the engine.

# %%
from rsol_widget import examples
from rsol_widget.replay_controls import ReplayControls, Walk

record = examples.load("example-game", lang="en")
walk = Walk(record, lang="en")
walk.show(0)

# %% [markdown]
# ## Step by step
#
# Each cell shows one step, and names it: `walk.show(5)` is always step 5, however often you run
# it. The move just played is outlined in yellow (the dashed outline shows where it came from, a
# blue one the card it turned face up); the refused attempt is drawn in red. Under the board: the
# move and why it is played.

# %% [markdown]
# ### The opening: a group lifted off a hidden card

# %%
walk.show(1)

# %%
walk.show(2)

# %% [markdown]
# ### Move 3: the five-card group

# %%
walk.show(3)

# %% [markdown]
# ### The refused attempt: only a king goes into an empty column

# %%
walk.show(4)

# %%
walk.show(5)

# %%
walk.show(6)

# %%
walk.show(7)

# %%
walk.show(8)

# %%
walk.show(9)

# %%
walk.show(10)

# %%
walk.show(11)

# %%
walk.show(12)

# %%
walk.show(13)

# %% [markdown]
# ### A group of 19 cards

# %%
walk.show(14)

# %%
walk.show(15)

# %%
walk.show(16)

# %%
walk.show(17)

# %% [markdown]
# ### A king fills the empty column

# %%
walk.show(18)

# %%
walk.show(19)

# %%
walk.show(20)

# %%
walk.show(21)

# %%
walk.show(22)

# %%
walk.show(23)

# %%
walk.show(24)

# %%
walk.show(25)

# %%
walk.show(26)

# %%
walk.show(27)

# %%
walk.show(28)

# %%
walk.show(29)

# %%
walk.show(30)

# %%
walk.show(31)

# %%
walk.show(32)

# %%
walk.show(33)

# %%
walk.show(34)

# %%
walk.show(35)

# %%
walk.show(36)

# %%
walk.show(37)

# %%
walk.show(38)

# %%
walk.show(39)

# %%
walk.show(40)

# %%
walk.show(41)

# %% [markdown]
# ### The last hidden card

# %%
walk.show(42)

# %%
walk.show(43)

# %%
walk.show(44)

# %%
walk.show(45)

# %%
walk.show(46)

# %%
walk.show(47)

# %%
walk.show(48)

# %%
walk.show(49)

# %%
walk.show(50)

# %%
walk.show(51)

# %%
walk.show(52)

# %%
walk.show(53)

# %%
walk.show(54)

# %%
walk.show(55)

# %%
walk.show(56)

# %%
walk.show(57)

# %%
walk.show(58)

# %%
walk.show(59)

# %%
walk.show(60)

# %% [markdown]
# ### From here, every card goes home

# %%
walk.show(61)

# %% [markdown]
# The other moves of the run, in one list:

# %%
for step in range(62, len(walk)):
    print(walk.goto(step).line())

# %% [markdown]
# And the win:

# %%
walk.show(len(walk))

# %% [markdown]
# ## With the replay controls
#
# First / back / play / forward / last (every step), a slider over the moves and the list of moves:
# the board above them is a live game showing the position at each step. The refused attempt is a
# step of its own: the board shows the position it was tried in with the attempt marked on it, and
# the line under the buttons says which rule refused it.

# %%
controls = ReplayControls(record, lang="en")
controls

# %%
controls.goto_step(4)  # the refused attempt
print(controls.comment.value)

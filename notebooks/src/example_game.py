# %% [markdown] lang="en"
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

# %% [markdown] lang="ro"
# # Partida-exemplu, mutare cu mutare
#
# Regulile jocului Russian Solitaire vorbesc despre o partidă-exemplu documentată: **a treia ei
# mutare deplasează grupul 3♣ 7♦ A♠ 4♠ 10♥** (3♣ la bază, în dezordine), iar la un moment dat **un
# grup care nu începe cu un rege este refuzat pe o coloană goală**. Pagina aceea nu este
# disponibilă, așa că aceasta este o partidă reală construită ca să le arate pe amândouă, pe
# distribuția `RU1-C-QXNADBF`, câștigată cu 625 de puncte în 92 de mutări, fără a lua nimic înapoi
# din fundații.
#
# **Cum au fost alese mutările.** Le-a jucat un program (`tools/make_example_game.py`): la fiecare
# pas a ales mutarea pe care ar prefera-o un om (întoarcerea unei cărți, trimiterea unei cărți pe
# fundație, golirea unei coloane pentru un rege) dintre cele după care **un program de rezolvare
# (solver) care vede cărțile cu fața în jos** mai găsea un câștig. De aceea linia nu ajunge
# niciodată într-un impas, lucru pe care un jucător care nu vede cărțile ascunse nu l-ar putea
# garanta: citiți-o ca pe o demonstrație a regulilor, nu ca pe o lecție de strategie (sfaturile
# sunt în lecția 6). Fiecare comentariu spune ce face mutarea și de ce este jucată, iar un test
# verifică fiecare comentariu cu motorul.

# %%
from rsol_widget import examples
from rsol_widget.replay_controls import ReplayControls, Walk

record = examples.load("example-game", lang="en")
walk = Walk(record, lang="en")
walk.show(0)

# %% [markdown] lang="en"
# ## Step by step
#
# Each cell shows one step, and names it: `walk.show(5)` is always step 5, however often you run
# it. The move just played is outlined in yellow (the dashed outline shows where it came from, a
# blue one the card it turned face up); the refused attempt is drawn in red. Under the board: the
# move and why it is played.

# %% [markdown] lang="ro"
# ## Pas cu pas
#
# Fiecare celulă arată un pas și îl numește: `walk.show(5)` este întotdeauna pasul 5, oricât de
# des o rulați. Mutarea tocmai jucată este conturată cu galben (conturul cu linie întreruptă arată
# de unde a plecat, unul albastru cartea pe care a întors-o); încercarea refuzată este marcată cu
# roșu. Sub tablă: mutarea și motivul pentru care este jucată.

# %% [markdown] lang="en"
# ### The opening: a group lifted off a hidden card

# %% [markdown] lang="ro"
# ### Deschiderea: un grup ridicat de pe o carte ascunsă

# %%
walk.show(1)

# %%
walk.show(2)

# %% [markdown] lang="en"
# ### Move 3: the five-card group

# %% [markdown] lang="ro"
# ### Mutarea 3: grupul de cinci cărți

# %%
walk.show(3)

# %% [markdown] lang="en"
# ### The refused attempt: only a king goes into an empty column

# %% [markdown] lang="ro"
# ### Încercarea refuzată: într-o coloană goală intră doar un rege

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

# %% [markdown] lang="en"
# ### A group of 19 cards

# %% [markdown] lang="ro"
# ### Un grup de 19 cărți

# %%
walk.show(14)

# %%
walk.show(15)

# %%
walk.show(16)

# %%
walk.show(17)

# %% [markdown] lang="en"
# ### A king fills the empty column

# %% [markdown] lang="ro"
# ### Un rege umple coloana goală

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

# %% [markdown] lang="en"
# ### The last hidden card

# %% [markdown] lang="ro"
# ### Ultima carte ascunsă

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

# %% [markdown] lang="en"
# ### From here, every card goes home

# %% [markdown] lang="ro"
# ### De aici, fiecare carte merge pe fundație

# %%
walk.show(61)

# %% [markdown] lang="en"
# The other moves of the run, in one list:

# %% [markdown] lang="ro"
# Celelalte mutări până la capăt, într-o singură listă:

# %%
for step in range(62, len(walk)):
    print(walk.goto(step).line())

# %% [markdown] lang="en"
# And the win:

# %% [markdown] lang="ro"
# Și câștigul:

# %%
walk.show(len(walk))

# %% [markdown] lang="en"
# ## With the replay controls
#
# First / back / play / forward / last (every step), a slider over the moves and the list of moves:
# the board above them is a live game showing the position at each step. The refused attempt is a
# step of its own: the board shows the position it was tried in with the attempt marked on it, and
# the line under the buttons says which rule refused it.

# %% [markdown] lang="ro"
# ## Cu butoanele de redare
#
# Prima poziție / înapoi / „Redare” / înainte / ultima poziție (fiecare pas), un glisor pentru
# mutări și lista mutărilor: tabla de deasupra lor este un joc viu care arată poziția de la fiecare
# pas. Încercarea refuzată este un pas separat: tabla arată poziția în care a fost făcută, cu
# încercarea marcată pe ea, iar rândul de sub butoane spune ce regulă a refuzat-o.

# %%
controls = ReplayControls(record, lang="en")
controls

# %%
controls.goto_step(4)  # the refused attempt
print(controls.comment.value)

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
# de pe fundații.
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
from rsol_widget.lessons import Lesson

Lesson("en").step(0)

# %% [markdown] lang="en"
# ## Step by step
#
# Each cell shows one step, and names it: `Lesson("en").step(5)` is always step 5, however often
# and in whatever order you run it. Above the board: the move and why it is played. The move just
# played is outlined in yellow (the dashed outline shows where it came from, a blue one the card
# it turned face up); the refused attempt is drawn in red. A tall board is drawn smaller, so that
# the move, its reason and the board fit on the screen together.

# %% [markdown] lang="ro"
# ## Pas cu pas
#
# Fiecare celulă arată un pas și îl numește: `Lesson("ro").step(5)` este întotdeauna pasul 5, oricât
# de des și în orice ordine o rulați. Deasupra tablei: mutarea și motivul pentru care este jucată.
# Mutarea tocmai jucată este conturată cu galben (conturul cu linie întreruptă arată de unde a
# plecat, unul albastru cartea pe care a întors-o); încercarea refuzată este marcată cu roșu. O
# tablă înaltă este desenată mai mică, astfel încât mutarea, motivul ei și tabla să încapă împreună
# pe ecran.

# %% [markdown] lang="en"
# ### The opening: a group lifted off a hidden card

# %% [markdown] lang="ro"
# ### Deschiderea: un grup ridicat de pe o carte ascunsă

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(1)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(2)

# %% [markdown] lang="en"
# ### Move 3: the five-card group

# %% [markdown] lang="ro"
# ### Mutarea 3: grupul de cinci cărți

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(3)

# %% [markdown] lang="en"
# ### The refused attempt: only a king goes into an empty column

# %% [markdown] lang="ro"
# ### Încercarea refuzată: într-o coloană goală intră doar un rege

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(4)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(5)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(6)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(7)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(8)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(9)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(10)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(11)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(12)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(13)

# %% [markdown] lang="en"
# ### A group of 19 cards

# %% [markdown] lang="ro"
# ### Un grup de 19 cărți

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(14)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(15)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(16)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(17)

# %% [markdown] lang="en"
# ### A king fills the empty column

# %% [markdown] lang="ro"
# ### Un rege umple coloana goală

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(18)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(19)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(20)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(21)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(22)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(23)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(24)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(25)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(26)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(27)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(28)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(29)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(30)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(31)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(32)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(33)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(34)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(35)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(36)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(37)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(38)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(39)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(40)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(41)

# %% [markdown] lang="en"
# ### The last hidden card

# %% [markdown] lang="ro"
# ### Ultima carte ascunsă

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(42)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(43)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(44)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(45)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(46)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(47)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(48)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(49)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(50)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(51)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(52)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(53)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(54)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(55)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(56)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(57)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(58)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(59)

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(60)

# %% [markdown] lang="en"
# ### From here, every card goes home

# %% [markdown] lang="ro"
# ### De aici, fiecare carte merge pe fundație

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(61)

# %% [markdown] lang="en"
# The other moves of the run, in one list:

# %% [markdown] lang="ro"
# Celelalte mutări până la capăt, într-o singură listă:

# %%
from rsol_widget import examples

replay = examples.load("example-game", lang="en").replay(lang="en")
for step in range(62, len(replay)):
    print(replay.goto(step).line())

# %% [markdown] lang="en"
# And the win:

# %% [markdown] lang="ro"
# Și câștigul:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").step(-1)

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
from rsol_widget import examples
from rsol_widget.replay_controls import ReplayControls

controls = ReplayControls(examples.load("example-game", lang="en"), lang="en")
controls

# %%
from rsol_widget import examples
from rsol_widget.replay_controls import ReplayControls

# [en] Replay controls at the refused attempt (step 4), and the line under their buttons.
# [ro] Comenzile de redare la încercarea refuzată (pasul 4) și rândul de sub butoanele lor.
refused = ReplayControls(examples.load("example-game", lang="en"), lang="en")
refused.goto_step(4)
print(refused.comment.value)

# %% [markdown] lang="en"
# ## The game review
#
# The replay controls' **Analyse** reviews the game as the chess sites do: each move is compared with
# the hint's move on the same samples of the face-down cards (knowing only the cards seen by then)
# and classed by the chance points it lost: ★ best (nothing), ✓ good (up to 5), ?! inaccuracy (up to
# 10), ? mistake (up to 20), ?? blunder (more). Above the move list: the accuracy, the key moments
# (the largest drops of the chance to win; after a best or good move, the cards turned against it)
# and these thresholds. The same review in text: the moves that were not the best are listed.
#
# This game was played by a program that saw the face-down cards, so a move it chose can still be
# a mistake for a player who does not see them.

# %% [markdown] lang="ro"
# ## Analiza jocului
#
# Butonul **Analizează** al comenzilor de redare analizează jocul așa cum o fac site-urile de șah:
# fiecare mutare este comparată cu mutarea sugerată, pe aceleași eșantioane ale cărților cu fața în
# jos (ținând seama doar de cărțile văzute până atunci), și clasată după punctele de șansă pierdute:
# ★ cea mai bună (niciunul), ✓ bună (până la 5), ?! imprecizie (până la 10), ? greșeală (până la 20),
# ?? gafă (mai mult). Deasupra listei de mutări: precizia, momentele-cheie (cele mai mari scăderi ale
# șansei de câștig; după o mutare cea mai bună sau bună, cărțile i-au fost potrivnice) și aceste
# praguri. Aceeași analiză ca text: sunt enumerate mutările care nu au fost cele mai bune.
#
# Partida a fost jucată de un program care vedea cărțile cu fața în jos, așa că o mutare aleasă de
# el poate fi totuși o greșeală pentru un jucător care nu le vede.

# %%
from rsol_widget import analyse, examples
from rsol_widget.game_review import review

# [en] The fair analysis with a fixed seed (the same review at each run), then its review.
# [ro] Analiza echitabilă cu o sămânță fixă (aceeași analiză la fiecare rulare), apoi clasarea mutărilor.
found = review(analyse(examples.load("example-game", lang="en"), fair=True, seed=0, time_limit=10))
print(found.summary("en"))
for moment in found.moments("en"):
    print("•", moment)
for move in found.moves:
    if move.grade != "best":
        line = move.line("en")
        print(f"{move.n}. {move.move} {line}")

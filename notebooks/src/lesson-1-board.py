# %% [markdown] lang="en"
# # Lesson 1 of 6 · The board and the goal
#
# **The goal of the game: put all 52 cards on the 4 foundations**, one suit on each, from the
# ace up to the king. **The goal of this lesson** (3 minutes): know what you are aiming at and
# read the board below: its columns, its hidden cards and the last card of each column.

# %% [markdown] lang="ro"
# # Lecția 1 din 6 · Tabla și scopul jocului
#
# **Scopul jocului: toate cele 52 de cărți trebuie puse pe cele 4 fundații**, câte o culoare pe
# fiecare, în ordine, de la as până la popă. **Scopul acestei lecții** (3 minute): să știți ce
# urmăriți și să citiți tabla de mai jos: coloanele, cărțile ascunse și ultima carte a fiecărei
# coloane.

# %%
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
lesson.board("RU1-C-AAAAAAA")

# %% [markdown] lang="en"
# This is deal `RU1-C-AAAAAAA`: a **game code** always deals the same cards in the same places,
# and its `C` says the rule, **Classic**. Every card is dealt at the start; there is no stock to
# draw from. You move cards between the columns to uncover the hidden ones and to bring each
# suit's next card within reach of its foundation. When the last king goes up, you have won.
#
# Be warned early: even played perfectly, **only about 1 Classic deal in 15 can be won**. Losing
# is normal. For your first games, lesson 6 points to easier ones.
#
# **Run the cells from the top**, one after the other (Shift+Enter), the first time through. Each
# cell also imports what it uses, so any cell can be run again later on its own. Every move and
# every refusal below comes from the `rsol_widget` engine, the one the game itself uses.
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

# %% [markdown] lang="ro"
# Aceasta este distribuția `RU1-C-AAAAAAA`: un **cod de partidă** împarte mereu aceleași cărți în
# aceleași locuri, iar litera `C` din el arată regula sa, **Clasică**. Toate cărțile se împart de
# la început; nu există teanc din care să trageți. Mutați cărți între coloane ca să le descoperiți
# pe cele ascunse și ca să aduceți următoarea carte a fiecărei culori la îndemâna fundației ei.
# Când urcă și ultimul popă, ați câștigat.
#
# Să știți de la început: chiar jucată perfect, **doar aproximativ una din 15 distribuții în modul
# Clasic se poate câștiga**. Este normal să pierdeți. Pentru primele partide, lecția 6 vă arată
# unele mai ușoare.
#
# **Rulați celulele de sus în jos**, pe rând (Shift+Enter), prima dată când parcurgeți acest notebook
# (caiet Jupyter). Fiecare celulă își importă singură ce folosește, așa că oricare poate fi rulată
# din nou mai târziu, separat. Fiecare mutare și fiecare refuz de mai jos vin de la motorul
# `rsol_widget`, același pe care îl folosește widgetul, deci ce citiți este exact ceea ce face jocul.
#
# ## Cum se citește tabla
#
# - **Fundațiile** (`f`), sus în dreapta: patru locuri, ♠ ♥ ♦ ♣ în această ordine, goale la început.
# - **Tabloul**: 7 coloane, de la `c1` la `c7` începând din stânga, de 1, 6, 7, 8, 9, 10 și 11
#   cărți. Coloana 1 are o singură carte, vizibilă; celelalte încep cu 1 până la 6 cărți **cu fața
#   în jos** (spatele albastru), sub 5 cărți **vizibile**: 21 de cărți ascunse și 31 vizibile.
# - Fiecare coloană este un evantai care crește în jos. **Ultima carte a unei coloane este cea de
#   la capătul de jos al evantaiului, singura vizibilă în întregime**: 8♠ în coloana 3, 10♦ în
#   coloana 7. Cărțile se așază pe ultima carte a unei coloane și doar ultima carte poate merge pe
#   o fundație.
# - **Titlul de deasupra tablei**: codul partidei, regula, scorul și numărul de mutări.
#
# Aceeași tablă ca text: fiecare coloană se citește de la prima ei carte la ultima, de la stânga la
# dreapta, iar `##` este o carte cu fața în jos; ultima carte a unei coloane este deci cea din
# dreapta.

# %%
from rsol_widget.lessons import Lesson

print(Lesson("en").position("RU1-C-AAAAAAA"))

# %% [markdown] lang="en"
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

# %% [markdown] lang="ro"
# ## Cărțile
#
# Rangurile merg de la as (cel mai mic) la popă (cel mai mare): A, 2, 3, … 10, J (valet), Q (damă),
# K (popă, numit și rege). În aplicație, ♠ ♥ ♦ ♣ se numesc *culori*. Numele englezești sunt pe
# ultimul rând:
#
# | as | 2 … 10 | valet | damă | popă (rege) | ♠ pică | ♥ cupă | ♦ caro | ♣ treflă |
# |---|---|---|---|---|---|---|---|---|
# | ace | 2 … 10 | jack | queen | king | spades | hearts | diamonds | clubs |
#
# Într-o celulă, o carte se scrie `Q♠` sau `QS`, dacă nu aveți tasta ♠ (`10♦` se scrie și `TD`).
# Literele sunt cele englezești: S = pică, H = cupă, D = caro, C = treflă, T = 10; J = valet,
# Q = damă, K = popă. Astfel, `QD` este dama de caro.
#
# ### Rândul dumneavoastră: care este ultima carte a coloanei 5?
#
# Scrieți-o între ghilimele și rulați celula (Shift+Enter). Răspunsul este în celula pliată de sub
# ea: rulați-o și pe ea, apoi faceți clic pe „Arată răspunsul”.

# %%
from rsol_widget.lessons import Lesson

last_card = Lesson("en").exercise("RU1-C-AAAAAAA", "last_card", column=5)
last_card.check("...")

# %% tags=["answer"]
# [en] The answer (open this cell when you have tried).
# [ro] Răspunsul (deschideți celula după ce ați încercat).
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAAA", "last_card", column=5).answer()

# %% [markdown] lang="en"
# ## What you learned
#
# - The goal: all 52 cards on the foundations, each suit from A to K.
# - A column's **last card** is the bottom one of its fan, shown whole.
# - Hidden cards wait under the face-up ones; lesson 3 shows how they turn over.
#
# **Next: lesson 2**, moving cards and groups (`lesson-2-moves.ipynb`).

# %% [markdown] lang="ro"
# ## Ce ați învățat
#
# - Scopul: toate cele 52 de cărți pe fundații, fiecare culoare de la A la K.
# - **Ultima carte** a unei coloane este cea de jos a evantaiului, vizibilă în întregime.
# - Cărțile ascunse așteaptă sub cele vizibile; lecția 3 arată cum se întorc.
#
# **Urmează lecția 2**: mutarea cărților și a grupurilor (`lesson-2-moves.ro.ipynb`).

# %% [markdown] lang="en"
# # Lesson 3 of 6 · Hidden cards and empty columns
#
# **The goal of this lesson** (4 minutes): turn the hidden cards face up, and use an empty
# column. The arrow below is a move that does the first: 5♣ with the four cards on it onto 6♣.

# %% [markdown] lang="ro"
# # Lecția 3 din 6 · Cărțile ascunse și coloanele goale
#
# **Scopul acestei lecții** (4 minute): să întoarceți cărțile ascunse și să folosiți o coloană
# goală. Săgeata de mai jos este o mutare care face primul lucru: 5♣, cu cele patru cărți de pe
# ea, pe 6♣.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAAA", arrows=["5♣ c2"])

# %% [markdown] lang="en"
# ## A hidden card turns face up by itself
#
# 5♣ is the first face-up card of column 7, right on the hidden ones. When it leaves, **the
# face-down card it leaves at the end of its column turns face up by itself** (+5 points), and it
# can be played. The blue outline marks it:

# %% [markdown] lang="ro"
# ## O carte ascunsă se întoarce de la sine
#
# 5♣ este prima carte vizibilă a coloanei 7, chiar deasupra celor ascunse. Când pleacă, **cartea
# cu fața în jos pe care o lasă la capătul coloanei se întoarce de la sine** (+5 puncte) și poate
# fi jucată. Conturul albastru o marchează:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAAA", "5♣ c2")

# %% [markdown] lang="en"
# A face-down card can never move, so **every one of the 21 hidden cards must be turned face up
# before the game can be won**: 21 × 5 = 105 of a win's 625 points. The deeper a hidden card lies,
# the more cards must leave it first: column 7 hides 6 cards under 5, column 2 only 1. A hidden
# card is a question mark: turning one over is how you learn what the deal holds.
#
# **Only face-up cards move.** A face-down card cannot be picked up, not even with the cards on
# it. Here we ask the engine to move the first card of column 2, face down, onto column 1:

# %% [markdown] lang="ro"
# O carte cu fața în jos nu se poate muta niciodată, așa că **fiecare dintre cele 21 de cărți
# ascunse trebuie întoarsă înainte ca partida să poată fi câștigată**: 21 × 5 = 105 din cele 625
# de puncte ale unui câștig. Cu cât o carte ascunsă stă mai adânc, cu atât mai multe cărți trebuie
# să plece de pe ea: coloana 7 ascunde 6 cărți sub 5, coloana 2 doar una. O carte ascunsă este un
# semn de întrebare: întorcând-o, aflați ce conține distribuția.
#
# **Se mută doar cărțile vizibile.** O carte cu fața în jos nu poate fi luată, nici măcar
# împreună cu cărțile de pe ea. Aici îi cerem motorului să mute prima carte a coloanei 2, cu fața
# în jos, pe coloana 1:

# %%
from rsol_widget import Move
from rsol_widget.lessons import Lesson

lesson = Lesson("en")
# [en] The first card of column 2: face down.
# [ro] Prima carte a coloanei 2: cu fața în jos.
hidden = lesson.position("RU1-C-AAAAAAA").columns[1][0]
lesson.attempt("RU1-C-AAAAAAA", Move(hidden, 0))

# %% [markdown] lang="en"
# ### Your turn: find the move that uncovers a card
#
# On this deal exactly one move turns a hidden card face up. Which one? Write it as
# `<card> <place>`, for example `7♥ c3`, and run the cell.

# %% [markdown] lang="ro"
# ### Rândul dumneavoastră: găsiți mutarea care descoperă o carte
#
# În această distribuție o singură mutare întoarce o carte ascunsă. Care? Scrieți-o ca
# `<carte> <loc>`, de exemplu `7♥ c3`, și rulați celula.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAFW", "uncovers").picture()

# %%
from rsol_widget.lessons import Lesson

uncover = Lesson("en").exercise("RU1-C-AAAAAFW", "uncovers")
uncover.check("...")

# %% tags=["answer"]
# [en] The answer (open this cell when you have tried).
# [ro] Răspunsul (deschideți celula după ce ați încercat).
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAFW", "uncovers").answer()

# %% [markdown] lang="en"
# ## The empty column
#
# **An empty column takes only a king**, alone or with the cards lying on it. Back on
# `RU1-C-AAAAAAA`, after 5♣ onto 6♣, the 8♣ of column 1 goes on 9♣ and column 1 is empty:

# %% [markdown] lang="ro"
# ## Coloana goală
#
# **O coloană goală acceptă doar un rege**, singur sau împreună cu cărțile de pe el. Înapoi la
# `RU1-C-AAAAAAA`: după 5♣ pe 6♣, cartea 8♣ din coloana 1 merge pe 9♣, iar coloana 1 rămâne goală:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAAA", "5♣ c2", "8♣ c6")

# %% [markdown] lang="en"
# No other card may go there, **not even to uncover a hidden card**: 3♠ lies right on the hidden
# cards of column 6, so moving it would turn one over, yet it is refused.

# %% [markdown] lang="ro"
# Nicio altă carte nu poate fi așezată acolo, **nici măcar pentru a descoperi o carte ascunsă**:
# 3♠ stă chiar pe cărțile ascunse ale coloanei 6, deci mutarea ei ar întoarce una; totuși, este
# refuzată.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAAA", "3♠ c1", after=["5♣ c2", "8♣ c6"])

# %% [markdown] lang="en"
# And the other way round, **a king goes on no card**: its only place, besides its foundation, is
# an empty column. K♥ onto 10♦, at the end of column 2, is refused:

# %% [markdown] lang="ro"
# Și invers, **un rege nu se pune pe nicio carte**: singurul lui loc, în afară de fundație, este o
# coloană goală. Mutarea K♥ pe 10♦, la capătul coloanei 2, este refuzată:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAAA", "K♥ c2", after=["5♣ c2", "8♣ c6"])

# %% [markdown] lang="en"
# ### Your turn: which card can fill the empty column 1?
#
# Write a move that puts a card, with whatever lies on it, into column 1.

# %% [markdown] lang="ro"
# ### Rândul dumneavoastră: ce carte poate umple coloana goală 1?
#
# Scrieți o mutare care pune o carte, cu tot ce stă pe ea, în coloana 1.

# %%
from rsol_widget.lessons import Lesson

fill = Lesson("en").exercise("RU1-C-AAAAAAA", "empty", after=["5♣ c2", "8♣ c6"])
fill.check("...")

# %% tags=["answer"]
# [en] The answer (open this cell when you have tried).
# [ro] Răspunsul (deschideți celula după ce ați încercat).
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAAA", "empty", after=["5♣ c2", "8♣ c6"]).answer()

# %% [markdown] lang="en"
# ## What you learned
#
# - A hidden card left at the end of a column **turns face up by itself** (+5); nothing else
#   ever moves by itself.
# - Only face-up cards move.
# - An empty column takes **only a king** (with the cards on it). Keep it for the king that
#   frees the most.
#
# **Next: lesson 4**, the foundations and the score (`lesson-4-foundations.ipynb`).

# %% [markdown] lang="ro"
# ## Ce ați învățat
#
# - O carte ascunsă rămasă la capătul unei coloane **se întoarce de la sine** (+5); nimic altceva
#   nu se mută singur.
# - Se mută doar cărțile vizibile.
# - O coloană goală acceptă **doar un rege** (cu cărțile de pe el). Păstrați-o pentru regele care
#   eliberează cele mai multe cărți.
#
# **Urmează lecția 4**: fundațiile și scorul (`lesson-4-foundations.ro.ipynb`).

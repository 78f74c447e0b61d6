# %% [markdown]
# # Lecția 3 din 6 · Cărțile ascunse și coloanele goale
#
# **Scopul acestei lecții** (4 minute): să întoarceți cărțile ascunse și să folosiți o coloană
# goală. Săgeata de mai jos este o mutare care face primul lucru: 5♣, cu cele patru cărți de pe
# ea, pe 6♣.

# %%
from rsol_widget import Move
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
lesson.board("RU1-C-AAAAAAA", arrows=["5♣ c2"])

# %% [markdown]
# ## O carte ascunsă se întoarce de la sine
#
# 5♣ este prima carte vizibilă a coloanei 7, chiar deasupra celor ascunse. Când pleacă, **cartea
# cu fața în jos pe care o lasă la capătul coloanei se întoarce de la sine** (+5 puncte) și poate
# fi jucată. Conturul albastru o marchează:

# %%
lesson.board("RU1-C-AAAAAAA", "5♣ c2")

# %% [markdown]
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
hidden = lesson.position("RU1-C-AAAAAAA").columns[1][0]  # prima carte a coloanei 2: cu fața în jos
lesson.attempt("RU1-C-AAAAAAA", Move(hidden, 0))

# %% [markdown]
# ### Rândul dumneavoastră: găsiți mutarea care descoperă o carte
#
# În această distribuție o singură mutare întoarce o carte ascunsă. Care? Scrieți-o ca
# `<carte> <loc>`, de exemplu `7♥ c3`, și rulați celula.

# %%
uncover = lesson.exercise("RU1-C-AAAAAFW", "uncovers")
uncover.picture()

# %%
uncover.check("...")

# %% tags=["answer"]
# Răspunsul (deschideți celula după ce ați încercat).
uncover.answer("J♥ c2")

# %% [markdown]
# ## Coloana goală
#
# **O coloană goală acceptă doar un rege**, singur sau împreună cu cărțile de pe el. Înapoi la
# `RU1-C-AAAAAAA`: după 5♣ pe 6♣, cartea 8♣ din coloana 1 merge pe 9♣, iar coloana 1 rămâne goală:

# %%
lesson.board("RU1-C-AAAAAAA", "5♣ c2", "8♣ c6")

# %% [markdown]
# Nicio altă carte nu poate fi așezată acolo, **nici măcar pentru a descoperi o carte ascunsă**:
# 3♠ stă chiar pe cărțile ascunse ale coloanei 6, deci mutarea ei ar întoarce una; totuși, este
# refuzată.

# %%
lesson.attempt("RU1-C-AAAAAAA", "3♠ c1", after=["5♣ c2", "8♣ c6"])

# %% [markdown]
# ### Rândul dumneavoastră: ce carte poate umple coloana goală 1?
#
# Scrieți o mutare care pune o carte, cu tot ce stă pe ea, în coloana 1.

# %%
fill = lesson.exercise("RU1-C-AAAAAAA", "empty", after=["5♣ c2", "8♣ c6"])
fill.check("...")

# %% tags=["answer"]
# Răspunsul (deschideți celula după ce ați încercat).
fill.answer("K♠ c1")  # merge și K♥ c1: K♥ ia cu ea cărțile de pe ea

# %% [markdown]
# ## Ce ați învățat
#
# - O carte ascunsă rămasă la capătul unei coloane **se întoarce de la sine** (+5); nimic altceva
#   nu se mută singur.
# - Se mută doar cărțile vizibile.
# - O coloană goală acceptă **doar un rege** (cu cărțile de pe el). Păstrați-o pentru regele care
#   eliberează cele mai multe cărți.
#
# **Urmează lecția 4**: fundațiile și scorul (`lesson-4-foundations.ro.ipynb`).

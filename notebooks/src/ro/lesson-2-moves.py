# %% [markdown]
# # Lecția 2 din 6 · Mutarea cărților și a grupurilor
#
# **Scopul acestei lecții** (4 minute): să mutați o carte pe alta, să mutați dintr-odată un grup
# de cărți și să cunoașteți cele două reguli, Clasică și Relaxată. Săgeata portocalie de mai jos
# este prima mutare despre care vorbim: 7♥ pe 8♥.

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
lesson.board("RU1-C-AAAAAFW", arrows=["7♥ c3"])

# %% [markdown]
# ## Aceeași culoare, exact un rang mai mare
#
# O carte se poate așeza pe ultima carte a unei coloane dacă aceasta este **de aceeași culoare și
# exact cu un rang mai mare**: 7♥ se așază pe 8♥, niciodată pe 8♦ sau pe un 8 negru. În aplicație
# regula se numește **„Aceeași culoare”**.
#
# O mutare se scrie `<carte> <loc>`: `c1` … `c7` pentru o coloană, `f` pentru fundația cărții. În
# această distribuție, 7♥ încheie coloana 4, 8♥ coloana 3, 8♦ coloana 7, iar Q♥ coloana 2.
# Întrebați motorul despre 7♥ pe 8♦: mutarea este refuzată, iar încercarea este marcată cu roșu,
# împreună cu regula care o refuză.

# %%
lesson.attempt("RU1-C-AAAAAFW", "7♥ c7")

# %% [markdown]
# Este refuzată și o carte de culoarea potrivită, dar cu rangul greșit:

# %%
lesson.attempt("RU1-C-AAAAAFW", "7♥ c2")

# %% [markdown]
# Iar 7♥ pe 8♥ se joacă. Conturul galben arată unde a ajuns cartea, cel cu linie întreruptă de
# unde a plecat:

# %%
lesson.board("RU1-C-AAAAAFW", "7♥ c3")

# %% [markdown]
# ## Grupuri, chiar și în dezordine
#
# **Orice carte vizibilă se mută împreună cu toate cărțile așezate pe ea**, fie că sunt în ordine,
# fie că nu: doar cartea de la baza grupului trebuie să se potrivească. În `RU1-C-AAAAAAA`,
# coloana 6 se încheie cu 7♣ 9♣. 7♣ se potrivește pe 8♣ (coloana 1), deci 7♣ merge acolo, iar 9♣
# vine odată cu ea:

# %%
lesson.board("RU1-C-AAAAAAA", "7♣ c1")

# %% [markdown]
# ### Rândul dumneavoastră, în joc: trageți 7♣ pe 8♣
#
# Mai jos este aceeași distribuție în jocul propriu-zis. Trageți **7♣** (coloana 6) pe **8♣**
# (coloana 1), apoi rulați celula de sub joc: ea citește jocul și vă spune dacă mutarea este
# făcută. Apoi încercați ceva refuzat, de exemplu 8♠ pe 9♣: cărțile se întorc la locul lor, iar
# jocul numește regula. (Fără maus? Răspunsul pliat arată mutarea.)

# %%
board = SolitaireWidget(code="RU1-C-AAAAAAA", lang="ro")
board

# %%
drag = lesson.task(board, "7♣ c1")
drag.check()

# %% tags=["answer"]
# Răspunsul (deschideți celula după ce ați încercat).
drag.answer()  # pe o copie a distribuției: jocul de mai sus rămâne al dumneavoastră

# %% [markdown]
# ## Regula Relaxată: „Culori mixte”
#
# Fereastra „Partidă nouă” a aplicației oferă două reguli. **„Clasică”** este aleasă implicit: tot
# ce este mai sus. În modul **„Relaxat”**, numit pe tablă „Culori mixte”, **culoarea nu mai
# contează în coloane**: o carte se așază pe orice carte cu exact un rang mai mare. Restul rămâne
# neschimbat. Codul unei partide în modul Relaxat are un `R`: iată distribuția de mai sus, cu 7♥
# pe 8♦, refuzată în modul Clasic și jucată în modul Relaxat.

# %%
lesson.board("RU1-R-AAAAAFW", "7♥ c7")

# %% [markdown]
# Rangul contează în continuare: cartea de dedesubt trebuie să fie exact cu un rang mai mare:

# %%
lesson.attempt("RU1-R-AAAAAFW", "6♥ c2")

# %% [markdown]
# ## Ce ați învățat
#
# - Clasică: o carte se așază pe ultima carte a unei coloane, **de aceeași culoare și cu un rang
#   mai mare**; Relaxat: orice culoare.
# - O carte vizibilă ia cu ea **tot ce stă pe ea**; doar cartea de la bază trebuie să se potrivească.
# - O mutare refuzată nu schimbă nimic, iar jocul spune ce regulă a refuzat-o.
#
# **Urmează lecția 3**: cărțile ascunse și coloanele goale (`lesson-3-hidden.ro.ipynb`).

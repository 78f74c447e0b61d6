# %% [markdown] lang="en"
# # Lesson 2 of 6 · Moving cards and groups
#
# **The goal of this lesson** (4 minutes): move a card onto another, move a group of cards at
# once, and know the two rules, Classic and Relaxed. The orange arrow below is the first move we
# look at: 7♥ onto 8♥.

# %% [markdown] lang="ro"
# # Lecția 2 din 6 · Mutarea cărților și a grupurilor
#
# **Scopul acestei lecții** (4 minute): să mutați o carte pe alta, să mutați dintr-odată un grup
# de cărți și să cunoașteți cele două reguli, Clasică și Relaxată. Săgeata portocalie de mai jos
# este prima mutare despre care vorbim: 7♥ pe 8♥.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAFW", arrows=["7♥ c3"])

# %% [markdown] lang="en"
# ## The same suit, exactly one rank higher
#
# A card may go on the last card of a column when that card is **of the same suit and exactly
# one rank higher**: 7♥ goes on 8♥, never on 8♦ nor on a black 8. In the app this rule is called
# **«Aceeași culoare»** (“Same suit”).
#
# A move is written `<card> <place>`: `c1` … `c7` for a column, `f` for the card's foundation.
# On this deal 7♥ ends column 4, 8♥ ends column 3, 8♦ column 7 and Q♥ column 2. Ask the engine
# about 7♥ on 8♦: it is refused, the attempt drawn in red with the rule that refuses it.

# %% [markdown] lang="ro"
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
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAFW", "7♥ c7")

# %% [markdown] lang="en"
# The right suit with the wrong rank is refused too:

# %% [markdown] lang="ro"
# Este refuzată și o carte de culoarea potrivită, dar cu rangul greșit:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAFW", "7♥ c2")

# %% [markdown] lang="en"
# And 7♥ on 8♥ is played. The yellow outline shows where the card went, the dashed one where it
# came from:

# %% [markdown] lang="ro"
# Iar 7♥ pe 8♥ se joacă. Conturul galben arată unde a ajuns cartea, cel cu linie întreruptă de
# unde a plecat:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAFW", "7♥ c3")

# %% [markdown] lang="en"
# ## Groups, even out of order
#
# **Any face-up card moves together with all the cards lying on it**, whether or not they are
# in order: only the card at the base of the group has to fit. On `RU1-C-AAAAAAA`, column 6
# ends with 7♣ 9♣. 7♣ fits on 8♣ (column 1), so 7♣ goes there and 9♣ comes along:

# %% [markdown] lang="ro"
# ## Grupuri, chiar și în dezordine
#
# **Orice carte vizibilă se mută împreună cu toate cărțile așezate pe ea**, fie că sunt în ordine,
# fie că nu: doar cartea de la baza grupului trebuie să se potrivească. În `RU1-C-AAAAAAA`,
# coloana 6 se încheie cu 7♣ 9♣. 7♣ se potrivește pe 8♣ (coloana 1), deci 7♣ merge acolo, iar 9♣
# vine odată cu ea:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAAA", "7♣ c1")

# %% [markdown] lang="en"
# **A group has at most 20 cards**: the app refuses to move more at once. Such a long column
# hardly ever happens in a real deal, so here is a hand-made position whose group from K♠ has 21
# cards:

# %% [markdown] lang="ro"
# **Un grup are cel mult 20 de cărți**: aplicația refuză să mute mai multe deodată. O coloană atât
# de lungă aproape că nu apare într-o partidă reală, așa că iată o poziție construită de mână, în
# care grupul de la K♠ are 21 de cărți:

# %%
from rsol_widget.lessons import LONG_GROUP, Lesson

Lesson("en").attempt(LONG_GROUP, "K♠ c2")

# %% [markdown] lang="en"
# ### Your turn, in the game: drag 7♣ onto 8♣
#
# Below is the same deal in the game itself. Drag **7♣** (column 6) onto **8♣** (column 1), then
# run the cell under the game: it reads the game and tells you whether the move is made. Then
# try something that is refused, such as 8♠ onto 9♣: the cards go back and the game names the
# rule. (No mouse? The folded answer shows the move.)

# %% [markdown] lang="ro"
# ### Rândul dumneavoastră, în joc: trageți 7♣ pe 8♣
#
# Mai jos este aceeași distribuție în jocul propriu-zis. Trageți **7♣** (coloana 6) pe **8♣**
# (coloana 1), apoi rulați celula de sub joc: ea citește jocul și vă spune dacă mutarea este
# făcută. Apoi încercați ceva refuzat, de exemplu 8♠ pe 9♣: cărțile se întorc la locul lor, iar
# jocul numește regula. (Fără maus? Răspunsul pliat arată mutarea.)

# %%
from rsol_widget.lessons import Lesson

board = Lesson("en").game("RU1-C-AAAAAAA")
board

# %%
from rsol_widget.lessons import Lesson

drag = Lesson("en").task("7♣ c1")
drag.check()

# %% tags=["answer"]
# [en] The answer (open this cell when you have tried).
# [ro] Răspunsul (deschideți celula după ce ați încercat).
# [en] On a copy of the deal: the game above stays yours.
# [ro] Pe o copie a distribuției: jocul de mai sus rămâne al dumneavoastră.
from rsol_widget.lessons import Lesson

Lesson("en").task("7♣ c1").answer()

# %% [markdown] lang="en"
# ## The Relaxed rule: «Culori mixte»
#
# The app's «Partidă nouă» (“New game”) window offers two rules. **«Clasică» (“Classic”)** is
# chosen by default: everything above. In **«Relaxat» (“Relaxed”)**, called «Culori mixte»
# (“Mixed suits”) on the board, **the suit no longer matters in the columns**: a card goes on
# any card exactly one rank higher. Everything else stays the same. A Relaxed game code has an
# `R`: here is the deal above with 7♥ on 8♦, refused in Classic, played in Relaxed.

# %% [markdown] lang="ro"
# ## Regula Relaxată: „Culori mixte”
#
# Fereastra „Partidă nouă” a aplicației oferă două reguli. **„Clasică”** este aleasă implicit: tot
# ce este mai sus. În modul **„Relaxat”**, numit pe tablă „Culori mixte”, **culoarea nu mai
# contează în coloane**: o carte se așază pe orice carte cu exact un rang mai mare. Restul rămâne
# neschimbat. Codul unei partide în modul Relaxat are un `R`: iată distribuția de mai sus, cu 7♥
# pe 8♦, refuzată în modul Clasic și jucată în modul Relaxat.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-R-AAAAAFW", "7♥ c7")

# %% [markdown] lang="en"
# The rank still has to be exactly one higher:

# %% [markdown] lang="ro"
# Rangul contează în continuare: cartea de dedesubt trebuie să fie exact cu un rang mai mare:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-R-AAAAAFW", "6♥ c2")

# %% [markdown] lang="en"
# ## What you learned
#
# - Classic: a card goes on a last card of **the same suit, one rank higher**; Relaxed: any suit.
# - A face-up card takes **everything lying on it** along; only its base card has to fit.
# - A refused move changes nothing, and the game says which rule refused it.
#
# **Next: lesson 3**, hidden cards and empty columns (`lesson-3-hidden.ipynb`).

# %% [markdown] lang="ro"
# ## Ce ați învățat
#
# - Clasică: o carte se așază pe ultima carte a unei coloane, **de aceeași culoare și cu un rang
#   mai mare**; Relaxat: orice culoare.
# - O carte vizibilă ia cu ea **tot ce stă pe ea**; doar cartea de la bază trebuie să se potrivească.
# - O mutare refuzată nu schimbă nimic, iar jocul spune ce regulă a refuzat-o.
#
# **Urmează lecția 3**: cărțile ascunse și coloanele goale (`lesson-3-hidden.ro.ipynb`).

# %% [markdown] lang="en"
# # Lesson 5 of 6 · Gestures and aids
#
# **The goal of this lesson** (4 minutes): play faster with taps, know the settings, undo a
# move, and ask for a hint. Below: a tap on A♣, the last card of column 1, sends it home.

# %% [markdown] lang="ro"
# # Lecția 5 din 6 · Gesturi și ajutoare
#
# **Scopul acestei lecții** (4 minute): să jucați mai repede prin atingeri, să cunoașteți
# setările, să anulați o mutare și să cereți un indiciu. Mai jos: o atingere pe A♣, ultima carte a
# coloanei 1, o trimite pe fundație.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").tap("RU1-C-AAAAAJS", "A♣")

# %% [markdown] lang="en"
# ## Tap, double tap, drag
#
# - **A tap** on the last card of a column sends it to its foundation when it can go there, and
#   otherwise does nothing. 8♥ is not the last card of its column:

# %% [markdown] lang="ro"
# ## Atingere, atingere dublă, tragere
#
# - **O atingere** pe ultima carte a unei coloane o trimite pe fundația ei când poate merge acolo,
#   iar altfel nu face nimic. 8♥ nu este ultima carte a coloanei sale:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").tap("RU1-C-AAAAAJS", "8♥")

# %% [markdown] lang="en"
# - **Two quick taps** (the setting «Dublu clic», “Double click”, on by default) do what a tap
#   does when they can; otherwise they look for a place on the tableau for the card and the
#   cards on it: **the longest column first, then an empty column for a king**. After A♣ went up,
#   column 1 is empty, and a double tap on K♥ puts it there:

# %% [markdown] lang="ro"
# - **Două atingeri rapide** (setarea „Dublu clic”, activată implicit) fac ce face o atingere când
#   se poate; altfel caută pe tablou un loc pentru carte și cărțile de pe ea: **mai întâi coloana
#   cea mai lungă, apoi o coloană goală pentru un rege**. După urcarea lui A♣, coloana 1 este goală,
#   iar o atingere dublă pe K♥ o pune acolo:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").tap("RU1-C-AAAAAJS", "K♥", double=True, after=["A♣ f"])

# %% [markdown] lang="en"
# Where it matters, **the longest column first**: with the Relaxed rule (lesson 2), 7♥ fits on
# 8♥ (column 3, 7 cards) and on 8♦ (column 7, 11 cards); a double tap picks column 7:

# %% [markdown] lang="ro"
# Acolo unde contează, **mai întâi coloana cea mai lungă**: cu regula Relaxată (lecția 2), 7♥ se
# potrivește pe 8♥ (coloana 3, 7 cărți) și pe 8♦ (coloana 7, 11 cărți); atingerea dublă alege
# coloana 7:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").tap("RU1-R-AAAAAFW", "7♥", double=True)

# %% [markdown] lang="en"
# - Cards can always be **dragged** as well, one card or a group.
#
# ## The settings
#
# The «Setări» (“Settings”) button opens four settings; these are the app's defaults:
#
# - «Dublu clic» (“Double click”, on): two quick taps look for a place, as above.
# - «Ajutor la plasare» (“Placement help”, on): while you drag, the possible places light up.
# - «Reguli interactive» (“Interactive rules”, on): a refused move shows its rule; off, the cards
#   just go back.
# - «Plasare automată» (“Automatic placement”, off): a card released **where it cannot go**
#   goes where a double tap would send it, its foundation included.
#
# This library adds **«Indicii» (“Hints”)**, off by default: a Hint button (key H), a “chance to
# win” line, and «Unde am greșit?» (“Where did it go wrong?”, key W). They know only the cards you
# have seen, unless «Indiciile văd cărțile cu fața în jos» (“Hints see the face-down cards”) is on.

# %% [markdown] lang="ro"
# - Cărțile pot fi oricând și **trase**, o carte sau un grup.
#
# ## Setările
#
# Butonul „Setări” deschide patru setări; acestea sunt valorile implicite ale aplicației:
#
# - „Dublu clic” (activat): două atingeri rapide caută un loc, ca mai sus.
# - „Ajutor la plasare” (activat): în timpul tragerii, locurile posibile se luminează.
# - „Reguli interactive” (activate): o mutare refuzată își afișează regula; dezactivate, cărțile
#   doar se întorc la locul lor.
# - „Plasare automată” (dezactivată): o carte lăsată **acolo unde nu poate sta** ajunge unde ar
#   trimite-o o atingere dublă, inclusiv pe fundația ei.
#
# Biblioteca adaugă setarea **„Indicii”**, dezactivată implicit: un buton „Indiciu” (tasta H), un rând
# cu șansele de câștig și „Unde am greșit?” (tasta W). Indiciile țin seama doar de cărțile pe care
# le-ați văzut, cu excepția cazului în care activați setarea „Indiciile văd cărțile cu fața în jos”.

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

Lesson("en").settings(SolitaireWidget(code="RU1-C-AAAAAJS", lang="en"))

# %% [markdown] lang="en"
# ## Undo and redo
#
# **Undo** (the button, or U) takes the last move back: the cards, which way they face and the
# score come back, but **the move counter does not go down**. A card the move had turned face up
# turns face down again, and its 5 points go with it. **Up to the last 100 moves** can be undone,
# one at a time. **Redo** (R or Ctrl+Y) plays an undone move again.

# %% [markdown] lang="ro"
# ## Anulare și refacere
#
# **Anularea** (butonul sau tasta U) ia înapoi ultima mutare: cărțile, orientarea fețelor și scorul
# revin, dar **contorul de mutări nu scade**. O carte pe care mutarea a întors-o se întoarce din nou
# cu fața în jos, iar cele 5 puncte ale ei se pierd. Se pot anula **cel mult ultimele 100 de
# mutări**, una câte una. **Refacerea** (R sau Ctrl+Y) joacă din nou o mutare anulată.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").undo("RU1-C-AAAAAAA", "5♣ c2")

# %%
from rsol_widget.lessons import Lesson

Lesson("en").undo("RU1-C-AAAAAAA", "5♣ c2", redo=True)

# %% [markdown] lang="en"
# ## The keyboard
#
# Everything works without a mouse. Tab reaches the board; the arrow keys move between the piles
# and up and down a column; Enter or Space picks a card up (with the cards on it) and puts it down;
# Escape cancels. U undoes, R or Ctrl+Y redoes, N opens the new-game window, and with hints on,
# H asks for a hint and W asks where the game went wrong. The line under the board recalls them.
#
# ## A hint
#
# With hints on, H outlines the move with the best chance to win for a player who knows only the
# cards seen so far. Here is the solver's move instead, which sees the face-down cards (as H does
# with «Indiciile văd cărțile cu fața în jos» on): it keeps the game winnable if it still is. On
# `RU1-C-AAAAAAO`:

# %% [markdown] lang="ro"
# ## Tastatura
#
# Totul merge și fără maus. Tasta Tab ajunge la tablă; săgețile trec de la un teanc la altul și
# urcă sau coboară pe o coloană; Enter sau Spațiu ridică o carte (cu cărțile de pe ea) și o așază;
# Escape renunță. U anulează, R sau Ctrl+Y reface, N deschide fereastra „Partidă nouă”, iar cu
# indiciile activate, H cere un indiciu și W întreabă unde ați greșit. Rândul de sub tablă le
# amintește.
#
# ## Un indiciu
#
# Cu indiciile activate, H conturează mutarea cu cele mai mari șanse de câștig pentru un jucător care
# cunoaște doar cărțile văzute până acum. Iată în schimb mutarea programului de rezolvare (solver),
# care vede cărțile cu fața în jos (ca H, când setarea „Indiciile văd cărțile cu fața în jos” este
# activată): după ea rămâne o cale spre câștig, dacă mai există una. În `RU1-C-AAAAAAO`:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").hint("RU1-C-AAAAAAO")

# %% [markdown] lang="en"
# ## What you learned
#
# - A tap: to the foundation; a double tap: the foundation, else the longest column, else an
#   empty column for a king.
# - Four settings, and hints as an aid for learners.
# - Undo and redo; the move counter only goes up.
#
# **Next: lesson 6**, a first game to win (`lesson-6-first-game.ipynb`).

# %% [markdown] lang="ro"
# ## Ce ați învățat
#
# - O atingere: pe fundație; o atingere dublă: pe fundație, altfel pe coloana cea mai lungă, altfel
#   pe o coloană goală pentru un rege.
# - Patru setări, plus indiciile, un ajutor pentru începători.
# - Anulare și refacere; contorul de mutări doar crește.
#
# **Urmează lecția 6**: o primă partidă de câștigat (`lesson-6-first-game.ro.ipynb`).

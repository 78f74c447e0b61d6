# %% [markdown]
# # Lecția 5 din 6 · Gesturi și ajutoare
#
# **Scopul acestei lecții** (4 minute): să jucați mai repede prin atingeri, să cunoașteți
# setările, să anulați o mutare și să cereți un indiciu. Mai jos: o atingere pe A♣, ultima carte a
# coloanei 1, o trimite pe fundație.

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
lesson.tap("RU1-C-AAAAAJS", "A♣")

# %% [markdown]
# ## Atingere, atingere dublă, tragere
#
# - **O atingere** pe ultima carte a unei coloane o trimite pe fundația ei când poate merge acolo,
#   iar altfel nu face nimic. 8♥ nu este ultima carte a coloanei sale:

# %%
lesson.tap("RU1-C-AAAAAJS", "8♥")

# %% [markdown]
# - **Două atingeri rapide** (setarea „Dublu clic”, activată implicit) fac ce face o atingere când
#   se poate; altfel caută pe tablou un loc pentru carte și cărțile de pe ea: **mai întâi coloana
#   cea mai lungă, apoi o coloană goală pentru un rege**. După urcarea lui A♣, coloana 1 este goală,
#   iar o atingere dublă pe K♥ o pune acolo:

# %%
lesson.tap("RU1-C-AAAAAJS", "K♥", double=True, after=["A♣ f"])

# %% [markdown]
# Acolo unde contează, **mai întâi coloana cea mai lungă**: cu regula Relaxată (lecția 2), 7♥ se
# potrivește pe 8♥ (coloana 3, 7 cărți) și pe 8♦ (coloana 7, 11 cărți); atingerea dublă alege
# coloana 7:

# %%
lesson.tap("RU1-R-AAAAAFW", "7♥", double=True)

# %% [markdown]
# - Cărțile pot fi oricând și **trase**, o carte sau un grup.
#
# ## Setările
#
# Butonul „Setări” deschide patru setări; acestea sunt valorile implicite ale aplicației:
#
# - „Dublu clic” (activată): două atingeri rapide caută un loc, ca mai sus.
# - „Ajutor la plasare” (activată): în timpul tragerii, locurile posibile se luminează.
# - „Reguli interactive” (activată): o mutare refuzată își afișează regula; dezactivată, cărțile
#   doar se întorc la locul lor.
# - „Plasare automată” (dezactivată): o carte eliberată **acolo unde nu poate merge** merge unde ar
#   trimite-o o atingere dublă, eventual pe fundația ei.
#
# Biblioteca adaugă setarea **„Indicii”**, dezactivată implicit: un buton „Indiciu” (tasta H), un rând
# cu șansele de câștig și „Unde am greșit?” (tasta W). Indiciile țin seama doar de cărțile pe care
# le-ați văzut, cu excepția cazului în care activați setarea „Indiciile văd cărțile cu fața în jos”.

# %%
board = SolitaireWidget(code="RU1-C-AAAAAJS", lang="ro")
lesson.settings(board)

# %% [markdown]
# ## Anulare și refacere
#
# **Anularea** (butonul sau tasta U) ia înapoi ultima mutare: cărțile, orientarea fețelor și scorul
# revin, dar **contorul de mutări nu scade**. O carte pe care mutarea a întors-o se întoarce din nou
# cu fața în jos, iar cele 5 puncte ale ei se pierd. **Refacerea** (R sau Ctrl+Y) o joacă din nou.

# %%
lesson.undo("RU1-C-AAAAAAA", "5♣ c2")

# %%
lesson.undo("RU1-C-AAAAAAA", "5♣ c2", redo=True)

# %% [markdown]
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
lesson.hint("RU1-C-AAAAAAO")

# %% [markdown]
# ## Ce ați învățat
#
# - O atingere: pe fundație; o atingere dublă: pe fundație, altfel pe coloana cea mai lungă, altfel
#   pe o coloană goală pentru un rege.
# - Patru setări, plus indiciile, un ajutor pentru începători.
# - Anulare și refacere; contorul de mutări doar crește.
#
# **Urmează lecția 6**: o primă partidă de câștigat (`lesson-6-first-game.ro.ipynb`).

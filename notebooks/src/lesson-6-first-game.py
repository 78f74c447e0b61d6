# %% [markdown] lang="en"
# # Lesson 6 of 6 · A first game to win
#
# **The goal of this lesson** (5 minutes): five plain tips, a guided game on a deal that can be
# won, and then that deal is yours to win, with hints. Here is the deal (its code is in the caption):

# %% [markdown] lang="ro"
# # Lecția 6 din 6 · O primă partidă de câștigat
#
# **Scopul acestei lecții** (5 minute): cinci sfaturi simple, o partidă ghidată pe o distribuție
# care se poate câștiga, apoi aceeași distribuție este a dumneavoastră, cu indicii. Iată
# distribuția (codul ei este în titlul tablei):

# %%
from rsol_widget.lessons import FIRST_GAME, Lesson

Lesson("en").board(FIRST_GAME)

# %% [markdown] lang="en"
# ## Which deals to play first
#
# Only about **1 Classic deal in 15** can be won, even by a solver that sees every hidden card; a
# player who cannot see them wins fewer. So for your first games:
#
# - open **`play.ipynb`** and, in the «Partidă nouă» (“New game”) window, tick **“Winnable deals
#   only”**: the game then deals only a deal the solver has proved winnable;
# - or choose **«Relaxat» (“Relaxed”)**, where the suit does not matter in the columns: almost
#   every Relaxed deal (more than 99 in 100) can be won;
# - turn **«Indicii» (“Hints”)** on in the settings: H shows a good move, W says where it went
#   wrong.
#
# ## Five tips
#
# 1. **Uncover hidden cards first.** A move that turns a card face up gives you a new card to
#    play; a move that only tidies gives you nothing.
# 2. **Keep an empty column for the right king**: the one whose move turns a hidden card, or
#    frees a card you need. An empty column filled with the wrong king is lost.
# 3. **Don't bury the low cards of a suit.** A 2 or a 3 under a long group must wait until the
#    whole group moves; send aces and twos home as soon as you can.
# 4. **Look before a big move**: what does it uncover, and what does it cover? Putting a group on
#    a column hides, for a long time, every card under it.
# 5. **When stuck, undo and try another line.** Undo costs nothing but the move counter; “Where
#    did it go wrong?” names the move that lost the game.
#
# ## A guided game
#
# The first ten hints on this deal are printed below: H gives them, and the solver that sees the
# face-down cards («Indiciile văd cărțile cu fața în jos» on) gives the same ones; under them, the
# position after those ten moves, with the eleventh hint (the same for both):

# %% [markdown] lang="ro"
# ## Ce distribuții să jucați mai întâi
#
# Doar aproximativ **una din 15 distribuții în modul Clasic** poate fi câștigată, chiar și de un
# program de rezolvare care vede toate cărțile ascunse; un jucător care nu le vede câștigă mai
# rar. Așadar, pentru primele partide:
#
# - deschideți **`play.ipynb`** și, în fereastra „Partidă nouă”, bifați **„Doar distribuții
#   câștigabile”**: jocul împarte atunci doar o distribuție despre care programul a dovedit că se
#   poate câștiga;
# - sau alegeți **„Relaxat”**, unde culoarea nu contează în coloane: aproape orice distribuție în
#   modul Relaxat (peste 99 din 100) se poate câștiga;
# - activați **„Indicii”** în setări: H arată o mutare bună, W spune unde ați greșit.
#
# ## Cinci sfaturi
#
# 1. **Descoperiți mai întâi cărțile ascunse.** O mutare care întoarce o carte vă dă o carte nouă
#    de jucat; o mutare care doar face ordine nu vă dă nimic.
# 2. **Păstrați o coloană goală pentru regele potrivit**: cel a cărui mutare întoarce o carte
#    ascunsă sau eliberează o carte de care aveți nevoie. O coloană goală umplută cu regele greșit
#    este pierdută.
# 3. **Nu îngropați cărțile mici ale unei culori.** Un 2 sau un 3 aflat sub un grup lung trebuie
#    să aștepte până când se mută tot grupul; trimiteți așii și cărțile de 2 pe fundații cât de
#    repede puteți.
# 4. **Priviți înainte de o mutare mare**: ce descoperă și ce acoperă? Un grup așezat pe o coloană
#    ascunde, pentru mult timp, toate cărțile de sub el.
# 5. **Când v-ați blocat, anulați și încercați altă cale.** Anularea nu costă decât contorul de
#    mutări; „Unde am greșit?” numește mutarea care a pierdut partida.
#
# ## O partidă ghidată
#
# Primele zece indicii în această distribuție sunt scrise mai jos: le dă H și tot pe acestea le dă
# programul de rezolvare care vede cărțile cu fața în jos (setarea „Indiciile văd cărțile cu fața în
# jos” activată); sub ele, poziția de după aceste zece mutări, cu al unsprezecelea indiciu, același
# pentru H și pentru program:

# %%
from rsol_widget.lessons import FIRST_GAME, OPENING, Lesson

print(*OPENING, sep="  ")
Lesson("en").hint(FIRST_GAME, *OPENING)

# %% [markdown] lang="en"
# Suppose that instead you play **3♠ onto 4♠** (column 7), a natural-looking move: 3♠ and 4♠
# are of the same suit, one rank apart, and 2♠ comes along. After it the game can no longer be
# won, and “Where did it go wrong?” says so:

# %% [markdown] lang="ro"
# Să presupunem că jucați în schimb **3♠ pe 4♠** (coloana 7), o mutare care pare firească: 3♠ și
# 4♠ sunt de aceeași culoare, la un rang distanță, iar 2♠ vine odată cu ea. După ea partida nu mai
# poate fi câștigată, iar „Unde am greșit?” o spune:

# %%
from rsol_widget.lessons import FIRST_GAME, OPENING, Lesson

Lesson("en").board(FIRST_GAME, *OPENING, "3♠ c7")

# %%
from rsol_widget.lessons import FIRST_GAME, OPENING, Lesson

Lesson("en").review(FIRST_GAME, *OPENING, "3♠ c7")

# %% [markdown] lang="en"
# The solver proves it by trying every line. A player can see part of the reason: the move turns
# no card over (tip 1) and buries A♠ deeper in column 7, over six hidden cards (tip 3), while the
# hint, J♥ with the cards on it onto Q♥, turns one of those hidden cards face up.
#
# ## Your game
#
# Now the deal is yours, from the start, with hints on: press H for a hint and W to ask where it
# went wrong. Following H move after move, from the start or after the ten moves above, wins this
# deal. Run the cell under the game at any time to see how it stands.

# %% [markdown] lang="ro"
# Programul o dovedește încercând toate căile. Un jucător poate vedea o parte din motiv: mutarea
# nu întoarce nicio carte (sfatul 1) și îngroapă și mai adânc cartea A♠ în coloana 7, peste șase
# cărți ascunse (sfatul 3), în timp ce indiciul, J♥ cu cărțile de pe ea pe Q♥, întoarce una dintre
# acele cărți ascunse.
#
# ## Partida dumneavoastră
#
# Acum distribuția este a dumneavoastră, de la început, cu indiciile activate: apăsați H pentru un
# indiciu și W ca să întrebați unde ați greșit. Urmând H mutare cu mutare, de la început sau după
# cele zece mutări de mai sus, câștigați această distribuție. Rulați oricând celula de sub joc ca
# să vedeți cum stați.

# %%
from rsol_widget.lessons import FIRST_GAME, Lesson

my_game = Lesson("en").game(FIRST_GAME, hints=True)
my_game

# %%
from rsol_widget.lessons import Lesson

Lesson("en").progress()

# %% [markdown] lang="en"
# ## Cheat sheet
#
# | | |
# |---|---|
# | **Goal** | all 52 cards onto the 4 foundations, each suit from A up to K |
# | **Board** | 7 columns `c1`…`c7` (1, 6, 7, 8, 9, 10, 11 cards; 21 face down); 4 foundations `f`, ♠ ♥ ♦ ♣ |
# | **Move** | `<card> <place>`: `7♥ c3`, `A♣ f` |
# | **On a column** | a face-up card, with everything on it, onto the last card of a column, of the **same suit, one rank higher** («Aceeași culoare»); Relaxed («Culori mixte»): any suit, one rank higher |
# | **Empty column** | only a king, with whatever lies on it |
# | **Foundation** | one suit, A first, then one card at a time, only a column's last card; the top card can be taken back |
# | **By itself** | only a hidden card left at the end of a column turns face up; nothing else moves |
# | **Score** | +10 a card onto a foundation, +5 a card turned; 625 points for a win without take-backs |
# | **Gestures** | tap: to the foundation; double tap: foundation, else the longest column, else an empty column for a king |
# | **Settings** | «Dublu clic» on · «Ajutor la plasare» on · «Reguli interactive» on · «Plasare automată» off |
#
# ## After this lesson
#
# - Play in **`play.ipynb`** (“Winnable deals only”, or Relaxed, for the first games).
# - Watch a whole game won move by move, with the reason of each move: **`example_game.ipynb`**.
# - For programmers: the fine print and the Python API, **`appendix-python.ipynb`**.

# %% [markdown] lang="ro"
# ## Fișă recapitulativă
#
# | | |
# |---|---|
# | **Scopul** | toate cele 52 de cărți pe cele 4 fundații, fiecare culoare de la A la K |
# | **Tabla** | 7 coloane `c1`…`c7` (1, 6, 7, 8, 9, 10, 11 cărți; 21 cu fața în jos); 4 fundații `f`, ♠ ♥ ♦ ♣ |
# | **Mutarea** | `<carte> <loc>`: `7♥ c3`, `A♣ f` |
# | **Pe o coloană** | o carte vizibilă, cu tot ce stă pe ea, pe ultima carte a unei coloane, de aceeași culoare și cu un rang mai mare („Aceeași culoare”); Relaxat („Culori mixte”): orice culoare, cu un rang mai mare |
# | **Coloana goală** | doar un rege, cu tot ce stă pe el |
# | **Fundația** | o singură culoare, întâi asul, apoi câte o carte, doar ultima carte a unei coloane; cartea din vârf poate fi luată înapoi |
# | **De la sine** | doar o carte ascunsă rămasă la capătul unei coloane se întoarce; nimic altceva nu se mută |
# | **Scorul** | +10 pentru o carte pe fundație, +5 pentru o carte întoarsă; 625 de puncte pentru o partidă câștigată fără a lua cărți înapoi de pe fundații |
# | **Gesturi** | atingere: pe fundație; atingere dublă: pe fundație, altfel coloana cea mai lungă, altfel o coloană goală pentru un rege |
# | **Setări** | Implicit: „Dublu clic”, „Ajutor la plasare” și „Reguli interactive” activate; „Plasare automată” dezactivată |
#
# ## După această lecție
#
# - Jucați în **`play.ipynb`** („Doar distribuții câștigabile” sau Relaxat, pentru primele partide).
# - Urmăriți o partidă întreagă câștigată mutare cu mutare, cu motivul fiecărei mutări:
#   **`example_game.ro.ipynb`**.
# - Pentru programatori: detaliile regulilor și interfața Python, **`appendix-python.ro.ipynb`**.

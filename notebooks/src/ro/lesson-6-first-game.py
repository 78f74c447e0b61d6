# %% [markdown]
# # Lecția 6 din 6 · O primă partidă de câștigat
#
# **Scopul acestei lecții** (5 minute): cinci sfaturi simple, o partidă ghidată pe o distribuție
# care se poate câștiga, apoi aceeași distribuție este a dumneavoastră, cu indicii. Iată
# distribuția, `RU1-C-AAAAAAO`:

# %%
from rsol_widget import SolitaireWidget
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
lesson.board("RU1-C-AAAAAAO")

# %% [markdown]
# ## Ce distribuții să jucați mai întâi
#
# Doar aproximativ **una din 15 distribuții în modul Clasic** se poate câștiga, chiar și de către un
# program de rezolvare care vede toate cărțile ascunse; un jucător care nu le vede câștigă mai
# rar. Așadar, pentru primele partide:
#
# - deschideți **`play.ipynb`** și, în fereastra „Partidă nouă”, bifați **„Doar împărțiri
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
# Cu indiciile programului de rezolvare (setarea „Indiciile văd cărțile cu fața în jos” activată),
# primele zece indicii în această distribuție sunt `6♣ c4`,
# `2♠ c4`, `7♠ c3`, `7♣ c1`, `3♣ c7`, `4♠ c2`, `2♣ c7`, `10♦ c4`, `6♥ c3` și `3♥ c7`. Iată
# poziția de după ele, cu al unsprezecelea indiciu:

# %%
opening = ["6♣ c4", "2♠ c4", "7♠ c3", "7♣ c1", "3♣ c7", "4♠ c2", "2♣ c7", "10♦ c4", "6♥ c3", "3♥ c7"]
lesson.hint("RU1-C-AAAAAAO", *opening)

# %% [markdown]
# Să presupunem că jucați în schimb **3♠ pe 4♠** (coloana 7), o mutare care pare firească: 3♠ și
# 4♠ sunt de aceeași culoare, la un rang distanță, iar 2♠ vine odată cu ea. După ea partida nu mai
# poate fi câștigată, iar „Unde am greșit?” o spune:

# %%
lesson.board("RU1-C-AAAAAAO", *opening, "3♠ c7")

# %%
lesson.review("RU1-C-AAAAAAO", *opening, "3♠ c7")

# %% [markdown]
# Programul o dovedește încercând toate căile. Un jucător poate vedea o parte din motiv: mutarea
# nu întoarce nicio carte (sfatul 1) și îngroapă și mai adânc cartea A♠ în coloana 7, peste șase
# cărți ascunse (sfatul 3), în timp ce indiciul, J♥ cu cărțile de pe ea pe Q♥, întoarce una dintre
# acele cărți ascunse.
#
# ## Partida dumneavoastră
#
# Acum distribuția este a dumneavoastră, de la început, cu indiciile activate: apăsați H pentru un
# indiciu și W ca să întrebați unde ați greșit. Rulați oricând celula de sub joc ca să vedeți cum
# stați.

# %%
my_game = SolitaireWidget(code="RU1-C-AAAAAAO", lang="ro", hints=True)
my_game

# %%
lesson.progress(my_game)

# %% [markdown]
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
# | **Scorul** | +10 pentru o carte pe fundație, +5 pentru o carte întoarsă; 625 de puncte pentru un câștig fără luări înapoi |
# | **Gesturi** | atingere: pe fundație; atingere dublă: pe fundație, altfel coloana cea mai lungă, altfel o coloană goală pentru un rege |
# | **Setări** | „Dublu clic” activată · „Ajutor la plasare” activată · „Reguli interactive” activată · „Plasare automată” dezactivată |
#
# ## După această lecție
#
# - Jucați în **`play.ipynb`** („Doar împărțiri câștigabile” sau Relaxat, pentru primele partide).
# - Urmăriți o partidă întreagă câștigată mutare cu mutare, cu motivul fiecărei mutări:
#   **`example_game.ro.ipynb`**.
# - Pentru programatori: detaliile regulilor și interfața Python, **`appendix-python.ro.ipynb`**.

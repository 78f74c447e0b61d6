# %% [markdown]
# # Lecția 1 din 6 · Tabla și scopul jocului
#
# **Scopul jocului: toate cele 52 de cărți trebuie puse pe cele 4 fundații**, câte o culoare pe
# fiecare, în ordine, de la as până la popă. **Scopul acestei lecții** (3 minute): să știți ce
# urmăriți și să citiți tabla de mai jos: coloanele, cărțile ascunse și ultima carte a fiecărei
# coloane.

# %%
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
lesson.board("RU1-C-AAAAAAA")

# %% [markdown]
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
# Acest notebook (caiet Jupyter) se parcurge de sus în jos: rulați celulele pe rând (Shift+Enter).
# Fiecare mutare și fiecare refuz de mai jos vin de la motorul `rsol_widget`, același pe care îl
# folosește widgetul, deci ce citiți este exact ceea ce face jocul.
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
# - **Legenda** de sus: codul partidei, regula, scorul și numărul de mutări.
#
# Aceeași tablă ca text: fiecare coloană se citește de la prima ei carte la ultima, de la stânga la
# dreapta, iar `##` este o carte cu fața în jos; ultima carte a unei coloane este deci cea din
# dreapta.

# %%
print(lesson.position("RU1-C-AAAAAAA"))

# %% [markdown]
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
#
# ### Rândul dumneavoastră: care este ultima carte a coloanei 5?
#
# Scrieți-o între ghilimele și rulați celula (Shift+Enter). Răspunsul este în celula pliată de sub
# ea: rulați-o și pe ea, apoi faceți clic pe „Arată răspunsul”.

# %%
last_card = lesson.exercise("RU1-C-AAAAAAA", "last_card", column=5)
last_card.check("...")

# %% tags=["answer"]
# Răspunsul (deschideți celula după ce ați încercat).
last_card.answer("Q♠")

# %% [markdown]
# ## Ce ați învățat
#
# - Scopul: toate cele 52 de cărți pe fundații, fiecare culoare de la A la K.
# - **Ultima carte** a unei coloane este cea de jos a evantaiului, vizibilă în întregime.
# - Cărțile ascunse așteaptă sub cele vizibile; lecția 3 arată cum se întorc.
#
# **Urmează lecția 2**: mutarea cărților și a grupurilor (`lesson-2-moves.ro.ipynb`).

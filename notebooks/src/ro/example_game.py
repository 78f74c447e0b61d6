# %% [markdown]
# # Partida-exemplu, mutare cu mutare
#
# Regulile jocului Russian Solitaire vorbesc despre o partidă-exemplu documentată: **a treia ei
# mutare deplasează grupul 3♣ 7♦ A♠ 4♠ 10♥** (3♣ la bază, în dezordine), iar la un moment dat **un
# grup care nu începe cu un rege este refuzat pe o coloană goală**. Pagina aceea nu este
# disponibilă, așa că aceasta este o partidă reală construită ca să le arate pe amândouă, pe
# distribuția `RU1-C-QXNADBF`, câștigată cu 625 de puncte în 92 de mutări, fără a lua nimic înapoi
# din fundații.
#
# **Cum au fost alese mutările.** Le-a jucat un program (`tools/make_example_game.py`): la fiecare
# pas a ales mutarea pe care ar prefera-o un om (întoarcerea unei cărți, trimiterea unei cărți pe
# fundație, golirea unei coloane pentru un rege) dintre cele după care **un program de rezolvare
# (solver) care vede cărțile cu fața în jos** mai găsea un câștig. De aceea linia nu ajunge
# niciodată într-un impas, lucru pe care un jucător care nu vede cărțile ascunse nu l-ar putea
# garanta: citiți-o ca pe o demonstrație a regulilor, nu ca pe o lecție de strategie (sfaturile
# sunt în lecția 6). Fiecare comentariu spune ce face mutarea și de ce este jucată, iar un test
# verifică fiecare comentariu cu motorul.

# %%
from rsol_widget import examples
from rsol_widget.replay_controls import ReplayControls, Walk

record = examples.load("example-game", lang="ro")
walk = Walk(record, lang="ro")
walk.show(0)

# %% [markdown]
# ## Pas cu pas
#
# Fiecare celulă arată un pas și îl numește: `walk.show(5)` este întotdeauna pasul 5, oricât de
# des o rulați. Mutarea tocmai jucată este conturată cu galben (conturul cu linie întreruptă arată
# de unde a plecat, unul albastru cartea pe care a întors-o); încercarea refuzată este marcată cu
# roșu. Sub tablă: mutarea și motivul pentru care este jucată.

# %% [markdown]
# ### Deschiderea: un grup ridicat de pe o carte ascunsă

# %%
walk.show(1)

# %%
walk.show(2)

# %% [markdown]
# ### Mutarea 3: grupul de cinci cărți

# %%
walk.show(3)

# %% [markdown]
# ### Încercarea refuzată: într-o coloană goală intră doar un rege

# %%
walk.show(4)

# %%
walk.show(5)

# %%
walk.show(6)

# %%
walk.show(7)

# %%
walk.show(8)

# %%
walk.show(9)

# %%
walk.show(10)

# %%
walk.show(11)

# %%
walk.show(12)

# %%
walk.show(13)

# %% [markdown]
# ### Un grup de 19 cărți

# %%
walk.show(14)

# %%
walk.show(15)

# %%
walk.show(16)

# %%
walk.show(17)

# %% [markdown]
# ### Un rege umple coloana goală

# %%
walk.show(18)

# %%
walk.show(19)

# %%
walk.show(20)

# %%
walk.show(21)

# %%
walk.show(22)

# %%
walk.show(23)

# %%
walk.show(24)

# %%
walk.show(25)

# %%
walk.show(26)

# %%
walk.show(27)

# %%
walk.show(28)

# %%
walk.show(29)

# %%
walk.show(30)

# %%
walk.show(31)

# %%
walk.show(32)

# %%
walk.show(33)

# %%
walk.show(34)

# %%
walk.show(35)

# %%
walk.show(36)

# %%
walk.show(37)

# %%
walk.show(38)

# %%
walk.show(39)

# %%
walk.show(40)

# %%
walk.show(41)

# %% [markdown]
# ### Ultima carte ascunsă

# %%
walk.show(42)

# %%
walk.show(43)

# %%
walk.show(44)

# %%
walk.show(45)

# %%
walk.show(46)

# %%
walk.show(47)

# %%
walk.show(48)

# %%
walk.show(49)

# %%
walk.show(50)

# %%
walk.show(51)

# %%
walk.show(52)

# %%
walk.show(53)

# %%
walk.show(54)

# %%
walk.show(55)

# %%
walk.show(56)

# %%
walk.show(57)

# %%
walk.show(58)

# %%
walk.show(59)

# %%
walk.show(60)

# %% [markdown]
# ### De aici, fiecare carte merge pe fundație

# %%
walk.show(61)

# %% [markdown]
# Celelalte mutări până la capăt, într-o singură listă:

# %%
for step in range(62, len(walk)):
    print(walk.goto(step).line())

# %% [markdown]
# Și câștigul:

# %%
walk.show(len(walk))

# %% [markdown]
# ## Cu butoanele de redare
#
# Prima poziție / înapoi / „Redare” / înainte / ultima poziție (fiecare pas), un glisor pentru
# mutări și lista mutărilor: tabla de deasupra lor este un joc viu care arată poziția de la fiecare
# pas. Încercarea refuzată este un pas separat: tabla arată poziția în care a fost făcută, cu
# încercarea marcată pe ea, iar rândul de sub butoane spune ce regulă a refuzat-o.

# %%
controls = ReplayControls(record, lang="ro")
controls

# %%
controls.goto_step(4)  # the refused attempt
print(controls.comment.value)

# %% [markdown]
# # Lecția 4 din 6 · Fundațiile și scorul
#
# **Scopul acestei lecții** (4 minute): să construiți fundațiile, să luați înapoi o carte când vă
# ajută și să citiți scorul. Mai jos, A♣ și 2♣ încheie câte o coloană și pot urca.

# %%
from rsol_widget import examples
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
lesson.board("RU1-C-AAAAAJS", arrows=["A♣ f", "2♣ f"])

# %% [markdown]
# ## O singură culoare, întâi asul, câte o carte
#
# Fiecare fundație primește **o singură culoare, mai întâi asul**, apoi 2, 3 și așa mai departe
# până la popă, **câte o carte pe rând, întotdeauna ultima carte a unei coloane**. Fiecare carte
# așezată acolo aduce 10 puncte. Mutarea `<carte> f` trimite o carte pe fundația ei; în joc o
# trageți pe **orice** loc de fundație, iar jocul îl găsește pe cel potrivit (sau o atingeți;
# vedeți lecția 5).

# %%
lesson.board("RU1-C-AAAAAJS", "A♣ f", "2♣ f")

# %% [markdown]
# **Nimic nu se mută singur**: 3♣ încheie acum coloana 2 și ar putea urca, dar rămâne acolo până
# când o mutați. Aplicația nu trimite niciodată singură o carte pe fundație și nu încheie partida
# în locul dumneavoastră.
#
# Este refuzată o carte care nu urmează la rând, la fel ca o carte care nu este ultima din
# coloana ei:

# %%
lesson.attempt("RU1-C-AAAAAJS", "4♦ f", after=["A♣ f", "2♣ f"])

# %%
lesson.attempt("RU1-C-AAAAAJS", "2♠ f", after=["A♣ f", "2♣ f"])

# %% [markdown]
# ## Luarea înapoi a unei cărți
#
# Cartea din vârful unei fundații poate fi luată înapoi (în joc: trasă) pe o coloană, după
# regulile coloanelor, **fără pierdere de puncte**; când urcă din nou, aduce încă 10 puncte. Aici
# 2♣ se întoarce pe 3♣; scorul rămâne 20:

# %%
lesson.board("RU1-C-AAAAAJS", "A♣ f", "2♣ f", "2♣ c2")

# %% [markdown]
# Doar cartea din vârf poate fi luată înapoi: A♣ stă sub 2♣.

# %%
lesson.attempt("RU1-C-AAAAAJS", "A♣ c4", after=["A♣ f", "2♣ f"])

# %% [markdown]
# ### Rândul dumneavoastră: trimiteți o carte pe fundația ei
#
# În poziția de după urcarea lui A♣ și 2♣, scrieți o mutare care pune o carte pe o fundație.

# %%
home = lesson.exercise("RU1-C-AAAAAJS", "foundation", after=["A♣ f", "2♣ f"])
home.check("...")

# %% tags=["answer"]
# Răspunsul (deschideți celula după ce ați încercat).
home.answer("3♣ f")  # A♠ f, A♥ f și A♦ f sunt corecte și ele

# %% [markdown]
# ### Rândul dumneavoastră: care dintre aceste mutări este permisă?
#
# În distribuția nouă de mai jos, doar una dintre aceste patru mutări este permisă: a) 2♠ f,
# b) 8♥ c6, c) 3♦ c2, d) K♥ c1. Scrieți litera ei.

# %%
quiz = lesson.exercise("RU1-C-AAAAAJS", "choice", choices={"a": "2♠ f", "b": "8♥ c6", "c": "3♦ c2", "d": "K♥ c1"})
quiz.picture()

# %%
quiz.check("...")

# %% tags=["answer"]
# Răspunsul (deschideți celula după ce ați încercat).
quiz.explain()  # motorul, pentru fiecare dintre cele patru mutări

# %% [markdown]
# ## Scorul
#
# Scorul pornește de la 0: **+10** pentru fiecare carte așezată pe o fundație (din nou după o luare
# înapoi) și **+5** pentru fiecare carte întoarsă; nu se scade niciodată nimic, deci scorul nu
# coboară sub 0. O distribuție ascunde 21 de cărți, așa că **o partidă câștigată fără a lua cărți
# înapoi se încheie întotdeauna cu 625 de puncte**: 52 × 10 + 21 × 5. Bara de joc arată și timpul,
# mutările și codul partidei. Aplicația nu declară niciodată partida pierdută: când nu mai este
# nicio mutare utilă, anulați mutări (lecția 5) sau începeți o partidă nouă.
#
# Partida-exemplu documentată (`example_game.ro.ipynb`) este un astfel de câștig; iată ultima ei
# poziție:

# %%
final = examples.load("example-game").game_at(92)
lesson.board(final)

# %% [markdown]
# ## Ce ați învățat
#
# - Fundațiile: câte o culoare, **întâi asul**, câte o carte, doar ultima carte a unei coloane; +10.
# - Cartea din vârful unei fundații se poate întoarce pe o coloană, fără pierdere de puncte.
# - O carte întoarsă: +5. Un câștig fără luări înapoi: 625 de puncte.
#
# **Urmează lecția 5**: gesturile și ajutoarele (`lesson-5-gestures.ro.ipynb`).

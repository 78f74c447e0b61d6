# %% [markdown] lang="en"
# # Lesson 4 of 6 · The foundations and the score
#
# **The goal of this lesson** (4 minutes): build the foundations, take a card back when it
# helps, and read the score. Below, A♣ and 2♣ end two columns and can go up.

# %% [markdown] lang="ro"
# # Lecția 4 din 6 · Fundațiile și scorul
#
# **Scopul acestei lecții** (4 minute): să construiți fundațiile, să luați înapoi o carte când vă
# ajută și să citiți scorul. Mai jos, A♣ și 2♣ încheie câte o coloană și pot urca.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAJS", arrows=["A♣ f", "2♣ f"])

# %% [markdown] lang="en"
# ## One suit, the ace first, one card at a time
#
# Each foundation takes **a single suit, the ace first**, then 2, 3 and so on up to the king,
# **one card at a time, always the last card of a column**. Each card put there earns 10 points.
# The move `<card> f` sends a card to its own foundation; in the game, drag it onto **any**
# foundation place and the game finds the right one (a tap does it too: lesson 5).

# %% [markdown] lang="ro"
# ## O singură culoare, întâi asul, câte o carte
#
# Fiecare fundație primește **o singură culoare, mai întâi asul**, apoi 2, 3 și așa mai departe
# până la popă, **câte o carte pe rând, întotdeauna ultima carte a unei coloane**. Fiecare carte
# așezată acolo aduce 10 puncte. Mutarea `<carte> f` trimite o carte pe fundația ei; în joc o
# trageți pe **orice** loc de fundație, iar jocul îl găsește pe cel potrivit (sau o atingeți;
# vedeți lecția 5).

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAJS", "A♣ f", "2♣ f")

# %% [markdown] lang="en"
# **Nothing moves by itself**: 3♣ now ends column 2 and could go up, but it stays there until you
# move it. The app never sends a card home on its own and never finishes a game for you.
#
# A card that does not come next is refused, and so is a card that is not the last of its
# column:

# %% [markdown] lang="ro"
# **Nimic nu se mută singur**: 3♣ încheie acum coloana 2 și ar putea urca, dar rămâne acolo până
# când o mutați. Aplicația nu trimite niciodată singură o carte pe fundație și nu încheie partida
# în locul dumneavoastră.
#
# Este refuzată o carte care nu urmează la rând, la fel ca o carte care nu este ultima din
# coloana ei:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAJS", "4♦ f", after=["A♣ f", "2♣ f"])

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAJS", "2♠ f", after=["A♣ f", "2♣ f"])

# %% [markdown] lang="en"
# ## Taking a card back
#
# The top card of a foundation can be taken back (in the game: dragged) onto a column, by the
# column rules, **with no loss of points**; when it goes up again it earns another 10. Here 2♣
# comes back onto 3♣; the score stays at 20:

# %% [markdown] lang="ro"
# ## Luarea înapoi a unei cărți
#
# Cartea din vârful unei fundații poate fi luată înapoi (în joc: trasă) pe o coloană, după
# regulile coloanelor, **fără pierdere de puncte**; când urcă din nou, aduce încă 10 puncte. Aici
# 2♣ se întoarce pe 3♣; scorul rămâne 20:

# %%
from rsol_widget.lessons import Lesson

Lesson("en").board("RU1-C-AAAAAJS", "A♣ f", "2♣ f", "2♣ c2")

# %% [markdown] lang="en"
# Only the top card can come back: A♣ lies under 2♣.

# %% [markdown] lang="ro"
# Doar cartea din vârf poate fi luată înapoi: A♣ stă sub 2♣.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").attempt("RU1-C-AAAAAJS", "A♣ c4", after=["A♣ f", "2♣ f"])

# %% [markdown] lang="en"
# ### Your turn: send a card to its foundation
#
# In the position after A♣ and 2♣ went up, write a move that puts a card on a foundation.

# %% [markdown] lang="ro"
# ### Rândul dumneavoastră: trimiteți o carte pe fundația ei
#
# În poziția de după urcarea lui A♣ și 2♣, scrieți o mutare care pune o carte pe o fundație.

# %%
from rsol_widget.lessons import Lesson

home = Lesson("en").exercise("RU1-C-AAAAAJS", "foundation", after=["A♣ f", "2♣ f"])
home.check("...")

# %% tags=["answer"]
# [en] The answer (open this cell when you have tried).
# [ro] Răspunsul (deschideți celula după ce ați încercat).
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAJS", "foundation", after=["A♣ f", "2♣ f"]).answer()

# %% [markdown] lang="en"
# ### Your turn: which of these moves is legal?
#
# On the fresh deal below, only one of these four moves is allowed: a) 2♠ f, b) 8♥ c6,
# c) 3♦ c2, d) K♥ c1. Write its letter.

# %% [markdown] lang="ro"
# ### Rândul dumneavoastră: care dintre aceste mutări este permisă?
#
# În distribuția nouă de mai jos, doar una dintre aceste patru mutări este permisă: a) 2♠ f,
# b) 8♥ c6, c) 3♦ c2, d) K♥ c1. Scrieți litera ei.

# %%
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAJS", "choice", choices={"a": "2♠ f", "b": "8♥ c6", "c": "3♦ c2", "d": "K♥ c1"}).picture()

# %%
from rsol_widget.lessons import Lesson

quiz = Lesson("en").exercise("RU1-C-AAAAAJS", "choice", choices={"a": "2♠ f", "b": "8♥ c6", "c": "3♦ c2", "d": "K♥ c1"})
quiz.check("...")

# %% tags=["answer"]
# [en] The answer (open this cell when you have tried).
# [ro] Răspunsul (deschideți celula după ce ați încercat).
# [en] The engine on each of the four moves.
# [ro] Motorul, pentru fiecare dintre cele patru mutări.
from rsol_widget.lessons import Lesson

Lesson("en").exercise("RU1-C-AAAAAJS", "choice", choices={"a": "2♠ f", "b": "8♥ c6", "c": "3♦ c2", "d": "K♥ c1"}).answer()

# %% [markdown] lang="en"
# ## The score
#
# The score starts at 0: **+10** for each card put on a foundation (again after a take-back) and
# **+5** for each card turned face up; nothing is ever taken off, so the score never goes below 0.
# A deal hides 21 cards, so **a game won without taking cards back always ends at 625 points**:
# 52 × 10 + 21 × 5. The game bar also shows the time, the moves and the game code. The app never
# declares a game lost: when no useful move is left, undo (lesson 5) or start a new game.
#
# The documented example game (`example_game.ipynb`) is such a win; here is its last position:

# %% [markdown] lang="ro"
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
from rsol_widget import examples
from rsol_widget.lessons import Lesson

Lesson("en").board(examples.load("example-game").game_at(92))

# %% [markdown] lang="en"
# ## What you learned
#
# - Foundations: one suit each, **A first**, one card at a time, only a column's last card; +10.
# - The top card of a foundation can come back onto a column, without losing points.
# - A card turned face up: +5. A win without take-backs: 625.
#
# **Next: lesson 5**, the gestures and the aids (`lesson-5-gestures.ipynb`).

# %% [markdown] lang="ro"
# ## Ce ați învățat
#
# - Fundațiile: câte o culoare, **întâi asul**, câte o carte, doar ultima carte a unei coloane; +10.
# - Cartea din vârful unei fundații se poate întoarce pe o coloană, fără pierdere de puncte.
# - O carte întoarsă: +5. O partidă câștigată fără a lua cărți înapoi de pe fundații: 625 de puncte.
#
# **Urmează lecția 5**: gesturile și ajutoarele (`lesson-5-gestures.ro.ipynb`).

# %% [markdown]
# # Anexă · Detaliile regulilor și interfața Python
#
# Pentru programatori și pentru jucătorii care vor să cunoască fiecare regulă. Cele șase lecții au
# predat jocul; acest notebook arată același motor din Python: obiectul `Game`, regulile care
# contează rar, fiecare refuz cu motivul său, programul de rezolvare (solver) și înregistrările.
# Mai jos: poziția din lecția 2 ca obiect `Game`, desenată.

# %%
from rsol_widget import Game, IllegalMove, Record, solve
from rsol_widget.record import Entry
from rsol_widget.render import picture
from rsol_widget.replay_controls import ReplayControls

game = Game.from_code("RU1-C-AAAAAFW", lang="ro")
picture(game, arrows=["7♥ c3"])

# %% [markdown]
# ## Mutări, refuzuri și motivele lor
#
# `game.play(move)` joacă o mutare scrisă `<carte> <loc>` (sau un obiect `Move`); o mutare refuzată
# ridică excepția `IllegalMove`, care conține motivul dat de motor (`reason`), numele regulii
# (`rule`, pe limbi) și mesajul. `game.check(move)` pune aceeași întrebare fără să joace. În
# interfață locurile se numără de la 0: `Move(card, 0)` este coloana 1, iar `game.location(card)`
# este 0..6 sau `FOUNDATION`.

# %%
try:
    game.copy().play("7♥ c7")
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.rule["ro"], "·", refusal.message("ro"))
print("7♥ c3 este", "permisă" if game.check("7♥ c3") is None else "refuzată", "· game.location('7♥') =", game.location("7♥"))
print("mutări permise:", *game.legal_moves()[:6], sep="  ")

# %% [markdown]
# ## Detaliile regulilor
#
# **Grupuri de cel mult 20 de cărți.** Aplicația refuză să mute dintr-odată peste 20 de cărți. O
# coloană atât de lungă apare foarte rar într-o distribuție reală, așa că aceasta este o poziție
# construită de mână (`Game.from_position`, cărțile cu fața în jos între paranteze drepte): grupul
# de la K♠ are 21 de cărți.

# %%
long = Game.from_position(
    [
        "5♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥",
        "",
        "[A♦] [2♦] 3♦ 4♦",
        "[6♦] [7♦] 8♦ 9♦ 10♦",
        "[J♦] [Q♦] K♦ A♣ 2♣ 3♣",
        "[4♣] [5♣] 6♣ 7♣ 8♣ 9♣ 10♣ J♣",
        "[Q♣] [K♣] A♥ 2♥ 3♥ 4♥ 5♥",
    ],
    lang="ro",
)
picture(long, refused="K♠ c2")

# %% [markdown]
# **O mutare acolo unde cartea se află deja** nu schimbă nimic și este refuzată:

# %%
picture(game, refused="8♥ c3")

# %% [markdown]
# **Anularea a cel mult 100 de mutări, una câte una; refacerea** (un adaos al bibliotecii:
# aplicația nu are refacere), până când se joacă o mutare nouă. Aici 7♥ trece de 130 de ori de pe
# un 8 pe celălalt (regula Relaxată o permite): se pot anula 100 de mutări, iar a 101-a anulare
# este refuzată; apoi refacerea joacă din nou mutările anulate.

# %%
shuttle = Game.from_code("RU1-R-AAAAAFW", lang="ro")
for _ in range(65):
    shuttle.play("7♥ c7")
    shuttle.play("7♥ c3")
for _ in range(100):
    shuttle.undo()
print("mutări:", shuttle.moves, "· se mai pot anula:", shuttle.undo_left, "· se pot reface:", shuttle.redo_left)
try:
    shuttle.undo()
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.message("ro"))
print("refacere:", shuttle.redo(), "· mutări:", shuttle.moves)

# %% [markdown]
# Când nu este nimic de refăcut, refacerea este refuzată și ea:

# %%
fresh = Game.from_code("RU1-C-AAAAAAA", lang="ro")
for action in (fresh.undo, fresh.redo):
    try:
        action()
    except IllegalMove as refusal:
        print(refusal.reason, "·", refusal.message("ro"))

# %% [markdown]
# **O partidă câștigată refuză orice mutare și orice anulare.** Aceasta este alegerea proiectului,
# nu o regulă a aplicației (regulile spun doar că partida este câștigată când cele 52 de cărți sunt
# pe fundații): odată ce partida este câștigată, motorul păstrează poziția finală așa cum este.

# %%
from rsol_widget import examples

final = examples.load("example-game").game_at(92, lang="ro")
try:
    final.undo()
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.message("ro"))
picture(final, refused="K♣ c1")

# %% [markdown]
# ## Fiecare refuz, în ordinea în care le verifică motorul
#
# | motiv | când |
# |---|---|
# | `game_won` | partida este câștigată: nu se mai joacă nimic, nici măcar anularea (alegerea proiectului) |
# | `hidden_card` | cartea este cu fața în jos |
# | `foundation_top` | o carte din fundație care nu este cea din vârf |
# | `group_limit` | un grup de peste 20 de cărți |
# | `same_place` | cartea este deja acolo |
# | `not_last_card` | spre fundație, dar nu este ultima carte a coloanei |
# | `foundation` | spre fundație, în altă ordine |
# | `empty_column` | nu este rege, spre o coloană goală |
# | `same_suit` | Clasică: nu este aceeași culoare |
# | `rank` | nu este exact cu un rang mai mare |
# | `no_undo` | anulare când nu mai este nimic de anulat |
# | `no_redo` | refacere când nu este nicio mutare anulată |
#
# ## Se poate câștiga această distribuție și cum?
#
# `solve` caută în tot jocul, din orice poziție. Ca orice program de rezolvare de acest fel, **vede
# cărțile cu fața în jos**: „se poate câștiga” înseamnă că se poate câștiga știind unde este
# fiecare carte. Aproximativ una din 15 distribuții în modul Clasic se poate câștiga.

# %%
from rsol_widget.lessons import Lesson

lesson = Lesson("ro")
for code in ("RU1-C-AAAAAFW", "RU1-C-AAAAAJS"):
    status = solve(Game.from_code(code)).status
    print(lesson.say({"won": "winnable", "unwinnable": "unwinnable", "unknown": "undecided"}[status], code=code))

# %% [markdown]
# Linia câștigătoare a programului pentru `RU1-C-AAAAAFW`, ca obiect `Record`, reluată cu butoanele
# de redare: porniți „Redare” (▶), mergeți pas cu pas sau alegeți o mutare din listă.

# %%
line = solve(Game.from_code("RU1-C-AAAAAFW")).moves
record = Record("RU1-C-AAAAAFW", [Entry(move) for move in line])
controls = ReplayControls(record, lang="ro")
controls

# %%
controls.goto(len(record))
print(controls.comment.value)

# %% [markdown] lang="en"
# # Appendix · The fine print and the Python API
#
# For programmers, and for players who want every rule. The six lessons taught the game; this
# notebook shows the same engine from Python: the `Game` object, the rules that rarely matter,
# every refusal with its reason, the solver and the records. Below: the position of lesson 2 as
# a `Game`, printed and pictured.

# %% [markdown] lang="ro"
# # Anexă · Detaliile regulilor și interfața Python
#
# Pentru programatori și pentru jucătorii care vor să cunoască fiecare regulă. Cele șase lecții au
# predat jocul; acest notebook arată același motor din Python: obiectul `Game`, regulile care
# contează rar, fiecare refuz cu motivul său, programul de rezolvare (solver) și înregistrările.
# Mai jos: poziția din lecția 2 ca obiect `Game`, desenată.

# %%
from rsol_widget import Game
from rsol_widget.render import picture

game = Game.from_code("RU1-C-AAAAAFW", lang="en")
picture(game, arrows=["7♥ c3"])

# %% [markdown] lang="en"
# ## Moves, refusals and their reasons
#
# `game.play(move)` plays a move written `<card> <place>` (or a `Move`); a refused move raises
# `IllegalMove`, which carries the engine's `reason`, the rule's name (`rule`, per language) and
# the message. `game.check(move)` asks the same question without playing. Places are 0-based in
# the API: `Move(card, 0)` is column 1, and `game.location(card)` is 0..6 or `FOUNDATION`.

# %% [markdown] lang="ro"
# ## Mutări, refuzuri și motivele lor
#
# `game.play(move)` joacă o mutare scrisă `<carte> <loc>` (sau un obiect `Move`); o mutare refuzată
# ridică excepția `IllegalMove`, care conține motivul dat de motor (`reason`), numele regulii
# (`rule`, pe limbi) și mesajul. `game.check(move)` pune aceeași întrebare fără să joace. În
# interfață locurile se numără de la 0: `Move(card, 0)` este coloana 1, iar `game.location(card)`
# este 0..6 sau `FOUNDATION`.

# %%
from rsol_widget import Game, IllegalMove

game = Game.from_code("RU1-C-AAAAAFW", lang="en")
try:
    game.copy().play("7♥ c7")
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.rule["en"], "·", refusal.message("en"))
print("7♥ c3", "✓" if game.check("7♥ c3") is None else "✗", "· game.location('7♥') =", game.location("7♥"))
print(*game.legal_moves()[:6], sep="  ")

# %% [markdown] lang="en"
# ## The fine print
#
# **Groups of at most 20 cards.** The app refuses to move more than 20 cards at once. Such a long
# column hardly ever happens in a real deal, so this is a hand-made position
# (`Game.from_position`, face-down cards in square brackets): the group from K♠ has 21 cards.

# %% [markdown] lang="ro"
# ## Detaliile regulilor
#
# **Grupuri de cel mult 20 de cărți.** Aplicația refuză să mute dintr-odată peste 20 de cărți. O
# coloană atât de lungă apare foarte rar într-o distribuție reală, așa că aceasta este o poziție
# construită de mână (`Game.from_position`, cărțile cu fața în jos între paranteze drepte): grupul
# de la K♠ are 21 de cărți.

# %%
from rsol_widget import Game
from rsol_widget.lessons import LONG_GROUP
from rsol_widget.render import picture

# [en] The columns' texts (lesson 2's position): face-down cards in square brackets.
# [ro] Textele coloanelor (poziția din lecția 2): cărțile cu fața în jos, între paranteze drepte.
print(*LONG_GROUP, sep="\n")
long = Game.from_position(list(LONG_GROUP), lang="en")
picture(long, refused="K♠ c2")

# %% [markdown] lang="en"
# **A move to where the card already is** changes nothing and is refused:

# %% [markdown] lang="ro"
# **O mutare acolo unde cartea se află deja** nu schimbă nimic și este refuzată:

# %%
from rsol_widget import Game
from rsol_widget.render import picture

game = Game.from_code("RU1-C-AAAAAFW", lang="en")
picture(game, refused="8♥ c3")

# %% [markdown] lang="en"
# **Undo up to 100 moves, one at a time; redo** (this library's addition: the app has no redo)
# until a new move is played. Here 7♥ shuttles between two 8s (Relaxed allows it) 130 times:
# 100 moves can be undone, and the 101st undo is refused; then redo plays the undone moves again.

# %% [markdown] lang="ro"
# **Anularea a cel mult 100 de mutări, una câte una; refacerea** (un adaos al bibliotecii:
# aplicația nu are refacere), până când se joacă o mutare nouă. Aici 7♥ trece de 130 de ori de pe
# un 8 pe celălalt (regula Relaxată o permite): se pot anula 100 de mutări, iar a 101-a anulare
# este refuzată; apoi refacerea joacă din nou mutările anulate.

# %%
from rsol_widget import Game, IllegalMove
from rsol_widget.lessons import Lesson

shuttle = Game.from_code("RU1-R-AAAAAFW", lang="en")
for _ in range(65):
    shuttle.play("7♥ c7")
    shuttle.play("7♥ c3")
for _ in range(100):
    shuttle.undo()
lesson = Lesson("en")
print(lesson.say("undo_state", moves=shuttle.moves, undo=shuttle.undo_left, redo=shuttle.redo_left))
try:
    shuttle.undo()
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.message("en"))
redone = lesson.say("redo", move=shuttle.redo())
print(redone, "·", lesson.say("undo_state", moves=shuttle.moves, undo=shuttle.undo_left, redo=shuttle.redo_left))

# %% [markdown] lang="en"
# With nothing to redo, redo is refused too:

# %% [markdown] lang="ro"
# Când nu este nimic de refăcut, refacerea este refuzată și ea:

# %%
from rsol_widget import Game, IllegalMove

fresh = Game.from_code("RU1-C-AAAAAAA", lang="en")
for action in (fresh.undo, fresh.redo):
    try:
        action()
    except IllegalMove as refusal:
        print(refusal.reason, "·", refusal.message("en"))

# %% [markdown] lang="en"
# **A won game refuses every move and every undo.** This is this project's choice, not a rule of
# the app (the rules say only that the game is won when the 52 cards are up): once won, the
# engine keeps the final position.

# %% [markdown] lang="ro"
# **O partidă câștigată refuză orice mutare și orice anulare.** Aceasta este alegerea proiectului,
# nu o regulă a aplicației (regulile spun doar că partida este câștigată când cele 52 de cărți sunt
# pe fundații): odată ce partida este câștigată, motorul păstrează poziția finală așa cum este.

# %%
from rsol_widget import IllegalMove, examples
from rsol_widget.render import picture

final = examples.load("example-game").game_at(92, lang="en")
try:
    final.undo()
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.message("en"))
picture(final, refused="K♣ c1")

# %% [markdown] lang="en"
# ## Every refusal, in the order the engine checks
#
# | reason | when |
# |---|---|
# | `game_won` | the game is won: nothing more is played, not even undo (this project's choice) |
# | `hidden_card` | the card is face down |
# | `foundation_top` | a foundation card that is not the top one |
# | `group_limit` | a group of more than 20 cards |
# | `same_place` | the card is already there |
# | `not_last_card` | to a foundation, but not the last card of its column |
# | `foundation` | to a foundation out of order |
# | `empty_column` | not a king, into an empty column |
# | `king` | a king onto a card: a king goes only into an empty column |
# | `same_suit` | Classic: not the same suit |
# | `rank` | not exactly one rank higher |
# | `no_undo` | undo with nothing left to undo |
# | `no_redo` | redo with nothing undone to play again |
#
# ## Can this deal be won, and how?
#
# `solve` searches the whole game from any position. Like every solver of its kind, **it sees the
# face-down cards**: “winnable” means winnable with perfect knowledge. About 1 Classic deal in 15
# is winnable.

# %% [markdown] lang="ro"
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
# | `king` | un rege pe o carte: un rege merge doar într-o coloană goală |
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
from rsol_widget import Game, solve
from rsol_widget.lessons import Lesson

for code in ("RU1-C-AAAAAFW", "RU1-C-AAAAAJS"):
    status = solve(Game.from_code(code)).status
    print(Lesson("en").say({"won": "winnable", "unwinnable": "unwinnable", "unknown": "undecided"}[status], code=code))

# %% [markdown] lang="en"
# The solver's winning line for `RU1-C-AAAAAFW` as a `Record`, replayed with the replay controls:
# play it (▶), step through it, or pick a move in the list.

# %% [markdown] lang="ro"
# Linia câștigătoare a programului pentru `RU1-C-AAAAAFW`, ca obiect `Record`, reluată cu butoanele
# de redare: porniți „Redare” (▶), mergeți pas cu pas sau alegeți o mutare din listă.

# %%
from rsol_widget import Game, Record, solve
from rsol_widget.record import Entry
from rsol_widget.replay_controls import ReplayControls

line = solve(Game.from_code("RU1-C-AAAAAFW")).moves
record = Record("RU1-C-AAAAAFW", [Entry(move) for move in line])
controls = ReplayControls(record, lang="en")
controls

# %%
from rsol_widget import Game, Record, solve
from rsol_widget.record import Entry
from rsol_widget.replay_controls import ReplayControls

# [en] The same line in new controls, at its last move, and the line under their buttons.
# [ro] Aceeași linie în comenzi noi, la ultima ei mutare, și rândul de sub butoanele lor.
record = Record("RU1-C-AAAAAFW", [Entry(move) for move in solve(Game.from_code("RU1-C-AAAAAFW")).moves])
at_end = ReplayControls(record, lang="en")
at_end.goto(len(record))
print(at_end.comment.value)

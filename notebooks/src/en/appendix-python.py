# %% [markdown]
# # Appendix · The fine print and the Python API
#
# For programmers, and for players who want every rule. The six lessons taught the game; this
# notebook shows the same engine from Python: the `Game` object, the rules that rarely matter,
# every refusal with its reason, the solver and the records. Below: the position of lesson 2 as
# a `Game`, printed and pictured.

# %%
from rsol_widget import Game, IllegalMove, Record, solve
from rsol_widget.record import Entry
from rsol_widget.render import picture
from rsol_widget.replay_controls import ReplayControls

game = Game.from_code("RU1-C-AAAAAFW", lang="en")
picture(game, arrows=["7♥ c3"])

# %% [markdown]
# ## Moves, refusals and their reasons
#
# `game.play(move)` plays a move written `<card> <place>` (or a `Move`); a refused move raises
# `IllegalMove`, which carries the engine's `reason`, the rule's name (`rule`, per language) and
# the message. `game.check(move)` asks the same question without playing. Places are 0-based in
# the API: `Move(card, 0)` is column 1, and `game.location(card)` is 0..6 or `FOUNDATION`.

# %%
try:
    game.copy().play("7♥ c7")
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal.rule["en"], "·", refusal)
print("7♥ c3 is", "legal" if game.check("7♥ c3") is None else "refused", "· game.location('7♥') =", game.location("7♥"))
print("legal moves:", *game.legal_moves()[:6], sep="  ")

# %% [markdown]
# ## The fine print
#
# **Groups of at most 20 cards.** The app refuses to move more than 20 cards at once. Such a long
# column hardly ever happens in a real deal, so this is a hand-made position
# (`Game.from_position`, face-down cards in square brackets): the group from K♠ has 21 cards.

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
    ]
)
picture(long, refused="K♠ c2")

# %% [markdown]
# **A move to where the card already is** changes nothing and is refused:

# %%
picture(game, refused="8♥ c3")

# %% [markdown]
# **Undo up to 100 moves, one at a time; redo** (this library's addition: the app has no redo)
# until a new move is played. Here 7♥ shuttles between two 8s (Relaxed allows it) 130 times:
# 100 moves can be undone, and the 101st undo is refused; then redo plays the undone moves again.

# %%
shuttle = Game.from_code("RU1-R-AAAAAFW", lang="en")
for _ in range(65):
    shuttle.play("7♥ c7")
    shuttle.play("7♥ c3")
for _ in range(100):
    shuttle.undo()
print("moves:", shuttle.moves, "· undo left:", shuttle.undo_left, "· redo left:", shuttle.redo_left)
try:
    shuttle.undo()
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal)
print("redo:", shuttle.redo(), "· moves:", shuttle.moves)

# %% [markdown]
# With nothing to redo, redo is refused too:

# %%
fresh = Game.from_code("RU1-C-AAAAAAA", lang="en")
for action in (fresh.undo, fresh.redo):
    try:
        action()
    except IllegalMove as refusal:
        print(refusal.reason, "·", refusal)

# %% [markdown]
# **A won game refuses every move and every undo.** This is this project's choice, not a rule of
# the app (the rules say only that the game is won when the 52 cards are up): once won, the
# engine keeps the final position.

# %%
from rsol_widget import examples

final = examples.load("example-game").game_at(92, lang="en")
try:
    final.undo()
except IllegalMove as refusal:
    print(refusal.reason, "·", refusal)
picture(final, refused="K♣ c1")

# %% [markdown]
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

# %%
for code in ("RU1-C-AAAAAFW", "RU1-C-AAAAAJS"):
    result = solve(Game.from_code(code))
    print(code, "→", result.status, f"({len(result.moves)} moves)" if result.moves else "")

# %% [markdown]
# The solver's winning line for `RU1-C-AAAAAFW` as a `Record`, replayed with the replay controls:
# play it (▶), step through it, or pick a move in the list.

# %%
line = solve(Game.from_code("RU1-C-AAAAAFW")).moves
record = Record("RU1-C-AAAAAFW", [Entry(move) for move in line])
controls = ReplayControls(record, lang="en")
controls

# %%
controls.goto(len(record))
print(controls.comment.value)

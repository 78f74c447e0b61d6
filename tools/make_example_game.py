"""Build (and check) the documented example game: rsol_widget/examples/example-game.json.

The rules text speaks of an example game whose move 3 moves the group 3♣ 7♦ A♠ 4♠ 10♥ and in
which a group that is not headed by a king is refused on an empty column. This script checks
those facts on deal RU1-C-QXNADBF with the project's own code, then plays a won game there:

1. it deals the code and checks that column 4 shows 3♣ 7♦ A♠ 4♠ 10♥, in that order, face up;
2. move 1 lifts the group from 10♠ in column 5, which uncovers 4♣; move 3 puts the five-card
   group on it; the solver confirms the game is still winnable after each of these moves;
3. from there it plays like a person would: at each position it ranks the legal moves by
   what a player looks for (a card to turn over, a column to empty, a king for an empty
   column, an ace or a safe card for the foundations, no idle shuffling) and plays the best
   one after which the solver still finds a win;
4. the first time a column is empty, it records a refused attempt: a group that is not headed
   by a king, tried on that column although it would uncover a hidden card.

Every move that teaches something gets a comment. Run: ``python tools/make_example_game.py``
(``--check`` only verifies that the packaged record is what this script makes).
"""

from __future__ import annotations

import argparse
import sys
from itertools import pairwise
from pathlib import Path

from rsol_widget import FOUNDATION, Game, Move, Record, solve
from rsol_widget.record import Entry

CODE = "RU1-C-QXNADBF"
GROUP = ["3♣", "7♦", "A♠", "4♠", "10♥"]
OPENING = ["10♠ c1"]  # lifts 10♠ 8♦ Q♣ 6♠ 3♥ off the 4♣ in column 5
MOVE_3 = "3♣ c5"
OUT = Path(__file__).resolve().parents[1] / "rsol_widget" / "examples" / "example-game.json"
TITLE = "The example game: RU1-C-QXNADBF, won at 625"
INTRO = (
    "A Classic game from its deal to the win, played the way a person might: turn cards over, "
    "empty columns for the kings, start the foundations with the aces. Move 3 moves the group "
    "3♣ 7♦ A♠ 4♠ 10♥ in one go, out of order, because only its base card, 3♣, has to fit."
)


def winnable(game: Game) -> bool:
    return solve(game, time_limit=10).status == "won"


def check_deal(game: Game) -> None:
    col = game.columns[3]
    down = game.face_down[3]
    shown = [str(c) for c in col[down:]]
    assert shown == GROUP and down == 3, f"column 4 shows {shown} over {down} hidden cards"


def position_key(game: Game) -> tuple:
    return tuple(sorted((game.face_down[k], tuple(col)) for k, col in enumerate(game.columns))), game.foundations


def rank_move(game: Game, move: Move) -> tuple:
    """Bigger is better: what a player looks for first."""
    card, src = move.card, game.location(move.card)
    if src == FOUNDATION:
        return (-9,)  # take-backs: never in this game
    col = game.columns[src]
    index = col.index(card)
    flips = index > 0 and index == game.face_down[src]
    empties = index == 0
    group = len(col) - index
    if move.dest == FOUNDATION:
        low = card.rank <= min(len(p) for p in game.foundations) + 2
        return (5 if flips else 4 if low else 1, -card.rank)
    target = game.columns[move.dest]
    if not target:  # a king into an empty column: worth it when it frees something
        return (3 if flips else 0, -group)
    idle = index > 0 and col[index - 1].suit == card.suit and col[index - 1].rank == card.rank + 1
    if flips:
        return (6, -group)
    if empties:
        return (2, -group)
    return (-5 if idle else 1, -group)


def describe(before: Game, move: Move, after: Game, headline: str | None = None) -> str | None:
    """A short comment for a move that teaches something, or None; ``headline`` replaces the move's own note."""
    card = move.card
    src = before.location(card)
    col = before.columns[src]
    index = col.index(card)
    notes = []
    group = col[index:]
    if headline:
        notes.append(headline)
    elif move.dest == FOUNDATION:
        if card.rank == 1:
            notes.append(f"{card} starts the {card.suit_symbol} foundation (+10)")
        elif after.won:
            notes.append(f"{card}, the last card, goes up: the game is won at {after.score} points")
    elif len(group) > 1:
        in_order = all(a.suit == b.suit and a.rank == b.rank + 1 for a, b in pairwise(group))
        kind = "a run" if in_order else "a group out of order"
        target = before.columns[move.dest]
        on = f"on {target[-1]}" if target else "into the empty column"
        notes.append(f"{card} takes {len(group) - 1} card{'s' if len(group) > 2 else ''} along ({kind}) {on}")
    if move.dest != FOUNDATION and not before.columns[move.dest]:
        notes.append(f"a king fills the empty column {move.dest + 1}")
    if index == 0 and sum(after.face_down):
        notes.append(f"column {src + 1} is empty now; only a king may go there")
    if index > 0 and index == before.face_down[src]:
        notes.append(f"{col[index - 1]} turns face up by itself (+5)")
        if not sum(after.face_down):
            notes.append("every card is face up now (21 turned: 105 points)")
    if not notes:
        return None
    text = "; ".join(notes)
    return text[0].upper() + text[1:] + "."


def refused_attempt(game: Game) -> Entry | None:
    """A non-king group tried on an empty column, one that would uncover a hidden card."""
    empty = [k for k, col in enumerate(game.columns) if not col]
    if not empty:
        return None
    for k, col in enumerate(game.columns):
        down = game.face_down[k]
        if down and col[down].rank != 13:
            move = Move(col[down], empty[0])
            refusal = game.check(move)
            assert refusal is not None and refusal.reason == "empty_column"
            comment = (
                f"Tried: {col[down]} with the cards on it into the empty column {empty[0] + 1}, to uncover the "
                f"hidden card under it. Refused: an empty column takes only a king."
            )
            return Entry(move, comment, "empty_column")
    return None


def play_line() -> Record:
    game = Game.from_code(CODE)
    check_deal(game)
    entries: list[Entry] = []
    seen = {position_key(game)}
    attempted = False

    def play(move: Move, headline: str | None = None) -> None:
        nonlocal attempted
        assert game.location(move.card) != FOUNDATION, "the example game takes nothing back"
        before = game.copy()
        game.play(move)
        seen.add(position_key(game))
        entries.append(Entry(move, describe(before, move, game, headline)))
        if not attempted and len(game.move_stack) >= 3 and (attempt := refused_attempt(game)):
            entries.append(attempt)
            attempted = True

    for text in OPENING:
        play(Move.parse(text), "10♠ goes on J♠ with the 4 cards on it (a group out of order), off the hidden 4♣")
        assert winnable(game)
    # Move 2: the best-ranked move after which move 3 is still legal and the game still winnable.
    for move in sorted(game.legal_moves(), key=lambda m: rank_move(game, m), reverse=True):
        trial = game.copy()
        trial.play(move)
        if trial.check(MOVE_3) is None:
            trial.play(MOVE_3)
            if winnable(trial):
                play(move)
                break
    else:
        raise SystemExit("no second move keeps move 3 possible")
    play(
        Move.parse(MOVE_3),
        "move 3: the group 3♣ 7♦ A♠ 4♠ 10♥ goes onto 4♣ in one move, out of order: only its base card, 3♣, has to fit",
    )
    while not game.won:
        candidates = sorted(game.legal_moves(), key=lambda m: rank_move(game, m), reverse=True)
        for move in candidates:
            trial = game.copy()
            trial.play(move)
            if position_key(trial) not in seen and winnable(trial):
                play(move)
                break
        else:
            raise SystemExit(f"stuck after {len(game.move_stack)} moves")
    assert game.score == 625, game.score
    return Record(CODE, entries, TITLE, INTRO)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check the packaged record")
    args = parser.parse_args()
    record = play_line()
    record.validate()
    if args.check:
        same = OUT.exists() and Record.load(OUT) == record
        print("packaged record matches" if same else "packaged record differs: run without --check")
        return 0 if same else 1
    OUT.parent.mkdir(exist_ok=True)
    record.save(OUT)
    print(f"wrote {OUT}: {len(record)} moves, {len(record.refused)} refused attempt, final score 625")
    return 0


if __name__ == "__main__":
    sys.exit(main())

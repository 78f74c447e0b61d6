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
from dataclasses import dataclass
from itertools import pairwise, takewhile
from pathlib import Path

from rsol_widget import FOUNDATION, Card, Game, Move, Record, solve
from rsol_widget.messages import SUIT_NAMES
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
    "3♣ 7♦ A♠ 4♠ 10♥ in one go, out of order, because only its base card, 3♣, has to fit. "
    "The moves were chosen with a solver that sees the face-down cards: among the moves a person "
    "would favour, each is one after which a win was still possible."
)
TITLE_RO = "Partida-exemplu: RU1-C-QXNADBF, câștigată cu 625 de puncte"
INTRO_RO = (
    "O partidă în modul Clasic, de la împărțirea cărților până la câștig, jucată așa cum ar juca-o un om: "
    "întoarce cărți, golește coloane pentru regi, începe fundațiile cu așii. Mutarea 3 deplasează grupul "
    "3♣ 7♦ A♠ 4♠ 10♥ dintr-odată, în dezordine, pentru că doar cartea de la bază, 3♣, trebuie să se "
    "potrivească. Mutările au fost alese cu un program de rezolvare (solver) care vede cărțile cu fața în jos: "
    "dintre mutările pe care le-ar prefera un om, fiecare este una după care câștigul era încă posibil."
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
    if index == len(col) - 1 and game.check(Move(card, FOUNDATION)) is None:
        return (-6, -group)  # it could go home instead, freeing the same card: a person sends it up
    target = game.columns[move.dest]
    if not target:  # a king into an empty column: worth it when it frees something
        return (3 if flips else 0, -group)
    idle = index > 0 and col[index - 1].suit == card.suit and col[index - 1].rank == card.rank + 1
    if flips:
        return (6, -group)
    if empties:
        return (2, -group)
    return (-5 if idle else 1, -group)


def ro_count(n: int, one: str, many: str) -> str:
    """``1 carte``, ``5 cărți``, ``20 de cărți``: Romanian numbers from 20 up take "de"."""
    if n == 1:
        return f"1 {one}"
    return f"{n} de {many}" if n % 100 >= 20 or n % 100 == 0 else f"{n} {many}"


@dataclass
class Facts:
    """What a move does, read off the positions before and after it."""

    number: int
    move: Move
    src: int
    group: list[Card]
    target: Card | None  # the card it goes on (None: a foundation or an empty column)
    flipped: Card | None  # the hidden card it turns face up
    exposed: Card | None  # the face-up card it leaves at the end of its column
    empties: bool
    won: bool
    score: int
    legal_before: frozenset[str]  # the legal moves of the position it was played in
    legal_after: frozenset[str]  # and of the position it leads to


def facts_of(line: list[Move]) -> list[Facts]:
    game = Game.from_code(CODE)
    out = []
    for number, move in enumerate(line, 1):
        src = game.location(move.card)
        col = game.columns[src]
        index = col.index(move.card)
        down = game.face_down[src]
        target = None if move.dest == FOUNDATION or not game.columns[move.dest] else game.columns[move.dest][-1]
        flipped = col[index - 1] if index and index == down else None
        exposed = col[index - 1] if index > down else None
        before = frozenset(map(str, game.legal_moves()))
        game.play(move)
        after = frozenset(map(str, game.legal_moves()))
        group = list(col[index:])
        out.append(
            Facts(number, move, src, group, target, flipped, exposed, index == 0, game.won, game.score, before, after)
        )
    return out


def _group(f: Facts) -> tuple[str, str]:
    """``10♠ and the 4 cards on it (out of order)`` / ``10♠ și cele 4 cărți de pe ea (în dezordine)``."""
    card, rest = f.move.card, len(f.group) - 1
    if not rest:
        return str(card), str(card)
    in_order = all(a.suit == b.suit and a.rank == b.rank + 1 for a, b in pairwise(f.group))
    order_en, order_ro = ("in order", "în ordine") if in_order else ("out of order", "în dezordine")
    if rest == 1:
        return f"{card} and the card on it ({order_en})", f"{card} și cartea de pe ea ({order_ro})"
    return (
        f"{card} and the {rest} cards on it ({order_en})",
        f"{card} și cele {ro_count(rest, 'carte', 'cărți')} de pe ea ({order_ro})",
    )


def _needs(facts: list[Facts], f: Facts, card: Card) -> Facts | None:
    """The first later move that moves ``card`` or puts a card on it (nothing in between moves it)."""
    for later in facts[f.number :]:
        if later.move.card == card or later.target == card:
            return later
    return None


def describe(facts: list[Facts], f: Facts) -> tuple[str, str]:
    """The comment on one move, in English and Romanian: what it does and why it is played."""
    en: list[str] = []
    ro: list[str] = []
    card, dest = f.move.card, f.move.dest
    group_en, group_ro = _group(f)
    final_run = facts[-1].number - sum(1 for _ in takewhile(lambda x: x.move.dest == FOUNDATION, reversed(facts))) + 1
    if f.number == 1:
        en.append(f"{group_en} go onto {f.target}, lifting them off the hidden 4♣")
        ro.append(f"{group_ro} merg pe {f.target}, ridicate de pe 4♣, care era ascunsă")
    elif f.number == 3:
        en.append("the group 3♣ 7♦ A♠ 4♠ 10♥ goes onto 4♣ in one go, out of order: only its base card, 3♣, has to fit")
        ro.append(
            "grupul 3♣ 7♦ A♠ 4♠ 10♥ merge pe 4♣ dintr-odată, în dezordine: doar cartea de la bază, "
            "3♣, trebuie să se potrivească"
        )
    elif dest == FOUNDATION:
        suit_ro = SUIT_NAMES["ro"][card.suit]
        if card.rank == 1:
            en.append(f"{card} starts the {card.suit_symbol} foundation (+10)")
            ro.append(f"{card} începe fundația de {suit_ro} {card.suit_symbol} (+10)")
        elif f.won:
            en.append(f"{card}, the last card, goes up: the game is won at {f.score} points")
            ro.append(f"{card}, ultima carte, urcă: partida este câștigată cu {ro_count(f.score, 'punct', 'puncte')}")
        else:
            en.append(f"{card} goes up to its foundation (+10)")
            ro.append(f"{card} urcă pe fundația de {suit_ro} (+10)")
    elif f.target is None:
        en.append(
            f"{group_en} fill the empty column {dest + 1}"
            if len(f.group) > 1
            else f"{card} fills the empty column {dest + 1}"
        )
        ro.append(
            f"{group_ro} umplu coloana goală {dest + 1}"
            if len(f.group) > 1
            else f"{card} umple coloana goală {dest + 1}"
        )
    else:
        verb_en = "go" if len(f.group) > 1 else "goes"
        verb_ro = "merg" if len(f.group) > 1 else "merge"
        en.append(f"{group_en} {verb_en} onto {f.target}")
        ro.append(f"{group_ro} {verb_ro} pe {f.target}")
    if len(f.group) >= 15:
        en.append(f"a group of {len(f.group)} cards: the app moves at most 20 cards at once, so this one just fits")
        ro.append(
            f"un grup de {ro_count(len(f.group), 'carte', 'cărți')}: aplicația mută cel mult 20 de cărți deodată, "
            "deci se încadrează în limită"
        )
    if f.flipped is not None:
        en.append(f"{f.flipped} turns face up by itself (+5)")
        ro.append(f"{f.flipped} se întoarce singură (+5)")
        if f.score and all(x.flipped is None for x in facts[f.number :]) and f.number < final_run and f.number > 30:
            en.append("that was the last hidden card: all 21 are face up (21 × 5 = 105 points)")
            ro.append("era ultima carte ascunsă: toate cele 21 sunt vizibile (21 × 5 = 105 puncte)")
    elif f.empties and dest != FOUNDATION:
        king = next((x for x in facts[f.number :] if x.move.dest == f.src and x.target is None), None)
        if king is not None:
            en.append(
                f"column {f.src + 1} is empty now, ready for a king: {king.move.card} goes there at move {king.number}"
            )
            ro.append(
                f"coloana {f.src + 1} este acum goală, gata pentru un rege: {king.move.card} ajunge acolo "
                f"la mutarea {king.number}"
            )
        else:
            en.append(f"column {f.src + 1} is empty now; only a king may go there")
            ro.append(f"coloana {f.src + 1} este acum goală; doar un rege poate merge acolo")
            _why_next(facts, f, en, ro)
    elif 3 < f.number < final_run and card.rank > 1:
        later = _needs(facts, f, f.exposed) if f.exposed is not None else None
        if later is not None and later.number <= f.number + 12:
            en.append(f"why: it frees {f.exposed} for move {later.number} ({later.move})")
            ro.append(f"de ce: eliberează {f.exposed} pentru mutarea {later.number} ({later.move})")
        else:
            _why_next(facts, f, en, ro)
    if f.number == final_run:
        en.append(
            f"from here on each of the last {facts[-1].number - final_run + 1} moves sends a card to its foundation: "
            "the app never finishes a game by itself, so every card goes up by a tap or a drag"
        )
        ro.append(
            f"de aici încolo fiecare dintre ultimele {ro_count(facts[-1].number - final_run + 1, 'mutare', 'mutări')} "
            "trimite o carte pe fundația ei: aplicația nu încheie niciodată singură partida, deci fiecare carte urcă "
            "printr-o atingere sau prin tragere"
        )
    return _sentence(en), _sentence(ro)


def _why_next(facts: list[Facts], f: Facts, en: list[str], ro: list[str]) -> None:
    """When a move frees nothing: the later move it prepares (one that plays on, or plays, its last card)."""
    if f.move.dest == FOUNDATION:
        return
    later = _needs(facts, f, f.group[-1])
    # "prepares" only a move that this one makes possible: illegal before it, legal right after it.
    if later is not None and str(later.move) not in f.legal_before and str(later.move) in f.legal_after:
        en.append(f"why: it prepares move {later.number} ({later.move})")
        ro.append(f"de ce: pregătește mutarea {later.number} ({later.move})")


def _sentence(parts: list[str]) -> str:
    text = "; ".join(parts)
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
            en = (
                f"Tried: {col[down]} and the cards on it into the empty column {empty[0] + 1}, which would uncover "
                f"the hidden card under {col[down]}."
            )
            ro = (
                f"Încercare: {col[down]} și cărțile de pe ea în coloana goală {empty[0] + 1}, ceea ce ar descoperi "
                f"cartea ascunsă de sub {col[down]}."
            )
            return Entry(move, en, "empty_column", {"ro": ro})
    return None


def play_line() -> Record:
    game = Game.from_code(CODE)
    check_deal(game)
    line: list[Move] = []
    attempts: dict[int, Entry] = {}  # refused attempts, by the number of moves played before them
    seen = {position_key(game)}

    def play(move: Move) -> None:
        assert game.location(move.card) != FOUNDATION, "the example game takes nothing back"
        game.play(move)
        seen.add(position_key(game))
        line.append(move)
        if not attempts and len(line) >= 3 and (attempt := refused_attempt(game)):
            attempts[len(line)] = attempt

    for text in OPENING:
        play(Move.parse(text))
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
    play(Move.parse(MOVE_3))
    while not game.won:
        candidates = sorted(game.legal_moves(), key=lambda m: rank_move(game, m), reverse=True)
        for move in candidates:
            trial = game.copy()
            trial.play(move)
            if position_key(trial) not in seen and winnable(trial):
                play(move)
                break
        else:
            raise SystemExit(f"stuck after {len(line)} moves")
    assert game.score == 625, game.score
    facts = facts_of(line)
    entries: list[Entry] = []
    for f in facts:
        en, ro = describe(facts, f)
        entries.append(Entry(f.move, en, None, {"ro": ro}))
        if f.number in attempts:
            entries.append(attempts[f.number])
    return Record(CODE, entries, TITLE, INTRO, translations={"ro": {"title": TITLE_RO, "comment": INTRO_RO}})


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

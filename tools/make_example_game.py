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

Every move that teaches something gets a comment, in every language of the catalogue: the texts are
the catalogue's ``example.`` keys (rsol_widget/i18n/), so a language adds them there, not here.
Run: ``python tools/make_example_game.py``
(``--check`` only verifies that the packaged record is what this script makes).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from itertools import pairwise, takewhile
from pathlib import Path

from rsol_widget import FOUNDATION, Card, Game, Move, Record, i18n, solve
from rsol_widget.i18n import LANGS
from rsol_widget.record import Entry
from rsol_widget.rules import FLIP_POINTS, GROUP_LIMIT, HIDDEN_CARDS, WIN_SCORE

CODE = "RU1-C-QXNADBF"
GROUP = ["3♣", "7♦", "A♠", "4♠", "10♥"]
OPENING = ["10♠ c1"]  # lifts 10♠ 8♦ Q♣ 6♠ 3♥ off the 4♣ in column 5
MOVE_3 = "3♣ c5"
OUT = Path(__file__).resolve().parents[1] / "rsol_widget" / "examples" / "example-game.json"
TEXTS = "example."  # the comments' and the title's texts: keys of the catalogue (rsol_widget/i18n), in every language


def say(lang: str, key: str, /, **params: object) -> str:
    """The catalogue's text ``example.<key>`` in ``lang``."""
    return i18n.text(lang, TEXTS + key, **params)


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


def _group(f: Facts, lang: str) -> str:
    """``10♠ and the 4 cards on it (out of order)``: the card a move lifts, and how many lie on it."""
    card, rest = f.move.card, len(f.group) - 1
    if not rest:
        return str(card)
    in_order = all(a.suit == b.suit and a.rank == b.rank + 1 for a, b in pairwise(f.group))
    order = say(lang, "in_order" if in_order else "out_of_order")
    return (
        say(lang, "pair", card=card, order=order)
        if rest == 1
        else say(lang, "group", card=card, rest=rest, order=order)
    )


def _needs(facts: list[Facts], f: Facts, card: Card) -> Facts | None:
    """The first later move that moves ``card`` or puts a card on it (nothing in between moves it)."""
    for later in facts[f.number :]:
        if later.move.card == card or later.target == card:
            return later
    return None


def describe(facts: list[Facts], f: Facts, lang: str) -> str:
    """The comment on one move, in ``lang``: what it does and why it is played."""
    parts = [_what(f, lang), *_why(facts, f, lang)]
    final_run = facts[-1].number - sum(1 for _ in takewhile(lambda x: x.move.dest == FOUNDATION, reversed(facts))) + 1
    if f.number == final_run:
        parts.append(say(lang, "last_run", count=facts[-1].number - final_run + 1))
    return _sentence(parts)


def _what(f: Facts, lang: str) -> str:
    """What a move does: where its card or group goes."""
    card, dest, alone = f.move.card, f.move.dest, len(f.group) == 1
    if f.number == 1:
        return say(lang, "opening", group=_group(f, lang), target=f.target, hidden=f.flipped)
    if f.number == 3:
        return say(lang, "move_3", group=" ".join(GROUP), target=f.target, base=GROUP[0])
    if dest == FOUNDATION:
        if card.rank == 1:
            return say(lang, "starts_foundation", card=card, symbol=card.suit_symbol)
        return say(lang, "last_card", card=card, score=f.score) if f.won else say(lang, "goes_up", card=card)
    if f.target is None:
        return (
            say(lang, "fills", card=card, n=dest + 1)
            if alone
            else say(lang, "group_fills", group=_group(f, lang), n=dest + 1)
        )
    return (
        say(lang, "onto", card=card, target=f.target)
        if alone
        else say(lang, "group_onto", group=_group(f, lang), target=f.target)
    )


def _why(facts: list[Facts], f: Facts, lang: str) -> list[str]:
    """What else a move does (a big group, a card turned, a column emptied) and why it is played."""
    out = [say(lang, "big_group", cards=len(f.group), limit=GROUP_LIMIT)] if len(f.group) >= 15 else []
    final_run = facts[-1].number - sum(1 for _ in takewhile(lambda x: x.move.dest == FOUNDATION, reversed(facts))) + 1
    if f.flipped is not None:
        out.append(say(lang, "turns_up", card=f.flipped))
        if f.score and all(x.flipped is None for x in facts[f.number :]) and f.number < final_run and f.number > 30:
            out.append(say(lang, "last_hidden", hidden=HIDDEN_CARDS, points=HIDDEN_CARDS * FLIP_POINTS))
    elif f.empties and f.move.dest != FOUNDATION:
        king = next((x for x in facts[f.number :] if x.move.dest == f.src and x.target is None), None)
        if king is not None:
            out.append(say(lang, "empty_for_king", n=f.src + 1, king=king.move.card, at=king.number))
        else:
            out.append(say(lang, "empty_only_king", n=f.src + 1))
            out += _why_next(facts, f, lang)
    elif 3 < f.number < final_run and f.move.card.rank > 1:
        later = _needs(facts, f, f.exposed) if f.exposed is not None else None
        if later is not None and later.number <= f.number + 12:
            out.append(say(lang, "frees", card=f.exposed, at=later.number, move=later.move))
        else:
            out += _why_next(facts, f, lang)
    return out


def _why_next(facts: list[Facts], f: Facts, lang: str) -> list[str]:
    """When a move frees nothing: the later move it prepares (one that plays on, or plays, its last card)."""
    if f.move.dest == FOUNDATION:
        return []
    later = _needs(facts, f, f.group[-1])
    # "prepares" only a move that this one makes possible: illegal before it, legal right after it.
    if later is not None and str(later.move) not in f.legal_before and str(later.move) in f.legal_after:
        return [say(lang, "prepares", at=later.number, move=later.move)]
    return []


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
            texts = {lang: say(lang, "tried", card=col[down], n=empty[0] + 1) for lang in LANGS}
            return entry(move, texts, "empty_column")
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
        entries.append(entry(f.move, {lang: describe(facts, f, lang) for lang in LANGS}))
        if f.number in attempts:
            entries.append(attempts[f.number])
    titles = {lang: say(lang, "title", code=CODE, score=WIN_SCORE) for lang in LANGS}
    intros = {lang: say(lang, "intro") for lang in LANGS}
    others = {lang: {"title": titles[lang], "comment": intros[lang]} for lang in LANGS if lang != "en"}
    return Record(CODE, entries, titles["en"], intros["en"], translations=others)


def entry(move: Move, texts: dict[str, str], refused: str | None = None) -> Entry:
    """A record's entry whose comment is ``texts["en"]``, the other languages' texts its translations."""
    return Entry(move, texts["en"], refused, {lang: text for lang, text in texts.items() if lang != "en"})


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

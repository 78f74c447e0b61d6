"""research/prove_gates.c: proofs that some face-down cards can never be turned (so no line wins).

The C search must play exactly the solver's Relaxed moves and compute rule 9 as the solver does;
its proofs must agree with the solver's verdicts, and its lines that turn a gate must be legal.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import prove_gates  # a tool beside the tests (research/tests/conftest.py puts it on the path)
import pytest
from helpers import random_play
from solver_parts import _Board, _hopeless

from rsol_widget import Game, solve
from rsol_widget.cards import as_card
from rsol_widget.codes import make_code
from rsol_widget.study import read_rows

pytestmark = pytest.mark.research
TOOLS = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return prove_gates.compile_tool(tmp_path_factory.mktemp("prove_gates"))


def _walk(deal: int, steps: int, seed: int) -> Game:
    """Relaxed deal ``deal`` after ``steps`` random legal moves (take-backs too)."""
    return random_play(Game.from_code(make_code("relaxed", deal)), random.Random(seed), steps)


def _hidden_of_rank(game: Game, rank: int) -> list[int]:
    return [card for card in prove_gates.face_down_cards(game) if card % 13 == rank - 1]


def _run(program: Path, args: list[str], position: Game | str, **env: str) -> subprocess.CompletedProcess[str]:
    """The tool on ``position`` (a game, or positions as the tool reads them)."""
    return subprocess.run(
        [str(program), *args],
        input=position if isinstance(position, str) else prove_gates.position_text(position),
        capture_output=True,
        text=True,
        env={**os.environ, **env},
        check=False,
    )


def _positions(count: int, seed: int) -> Iterator[Game]:
    rng = random.Random(seed)
    for _ in range(count):
        yield _walk(rng.randrange(100_000), rng.randrange(0, 120), rng.randrange(1 << 30))


def test_moves_and_rule_9_are_the_solvers(program: Path) -> None:
    games = list(_positions(250, seed=1))
    boards = [_Board.of_game(game) for game in games]
    text = "".join(prove_gates.position_text(game) for game in games)
    done = subprocess.run([str(program), "moves"], input=text, capture_output=True, text=True, check=True)
    lines = done.stdout.splitlines()
    assert len(lines) == len(boards)
    lost = 0
    for board, line in zip(boards, lines, strict=True):
        verdict, *moves = (int(word) for word in line.split())
        assert moves == sorted(board.relaxed_moves())
        assert verdict == _hopeless(board)
        lost += verdict
    assert 0 < lost < len(boards)  # both verdicts were compared


def test_a_proof_by_search_agrees_with_the_solver(program: Path) -> None:
    # deal 1831 (lost) after 30 random moves: no 6 face down can ever be turned
    game = _walk(1831, 30, seed=0)
    gates = [str(card) for card in _hidden_of_rank(game, 6)]
    plain = {"PROVE_GATES_NO_SEATS": "1"}  # seats prove it at the start: search without them
    merged = prove_gates.parse_output(_run(program, ["search", "18", *gates], game, **plain).stdout, 0)
    exact = prove_gates.parse_output(
        _run(program, ["search", "21", *gates], game, PROVE_GATES_EXACT="1", **plain).stdout, 0
    )
    assert merged.verdict == exact.verdict == "lost"
    # a search, which one card for each dead rank shortens (27,738 positions against 2,977,146)
    assert 10_000 < 10 * merged.nodes < exact.nodes
    seated = prove_gates.parse_output(_run(program, ["search", "18", *gates], game).stdout, 0)
    assert (seated.verdict, seated.nodes) == ("lost", 1)
    assert solve(game, time_limit=120).status == "unwinnable"


def _fields(output: str) -> dict[str, str]:
    words = output.split()
    return dict(zip(words[1::2], words[2::2], strict=False))


def test_threads_store_the_same_positions(program: Path) -> None:
    # each position is searched on by the thread that stores it: whatever the threads' race,
    # the table ends with the same positions (the other counts vary with the order)
    game = _walk(1831, 30, seed=0)
    gates = [str(card) for card in _hidden_of_rank(game, 6)]
    tables = set()
    for threads in ("1", "2", "3"):
        done = _run(program, ["search", "18.5", *gates], game, PROVE_GATES_THREADS=threads, PROVE_GATES_NO_SEATS="1")
        assert done.stdout.startswith("LOST")
        tables.add(int(_fields(done.stdout)["table"]))
    assert len(tables) == 1 and tables.pop() > 10_000


def test_lines_found_by_threads_are_legal(program: Path) -> None:
    # with two threads the printed line (safe foundation moves at the start included) still
    # replays in the engine and turns the gate it names; prove() raises otherwise
    found = 0
    for game in _positions(40, seed=5):
        hidden = prove_gates.face_down_cards(game)
        if hidden:
            outcome = prove_gates.prove(program, game, hidden[:3], 16, threads=2)
            found += outcome.verdict == "gate"
    assert found > 20


def test_on_winning_lines_no_gate_is_ever_proved_shut(program: Path) -> None:
    # every position along the solver's winning lines is winnable: whatever the gates, the
    # tool must find a line that turns one, and that line must be legal and turn it
    checked = 0
    for deal in range(6):
        game = Game.from_code(make_code("relaxed", deal))
        result = solve(game, time_limit=10)
        assert result.status == "won"
        for number, move in enumerate(result.moves):
            if number % 9 == 0:
                for rank in sorted({card % 13 + 1 for card in prove_gates.face_down_cards(game)}):
                    gates = _hidden_of_rank(game, rank)
                    outcome = prove_gates.prove(program, game, gates, 16)  # replays a gate line
                    assert outcome.verdict in ("gate", "unknown")
                    checked += outcome.verdict == "gate"
            game.play(move)
    assert checked > 100


def _some_gates(hidden: list[int], rng: random.Random, kind: int) -> list[int]:
    """Gates of three kinds: a few face-down cards, nearly all of them, or all of one to three ranks."""
    if kind == 0:
        return rng.sample(hidden, rng.randrange(1, min(len(hidden), 14) + 1))
    if kind == 1:
        return rng.sample(hidden, max(1, len(hidden) - rng.randrange(0, 4)))
    ranks = set(rng.sample(range(13), rng.randrange(1, 4)))
    return [card for card in hidden if card % 13 in ranks] or hidden[:1]


def test_seats_never_drop_a_position_a_gate_turn_lies_ahead_of(program: Path) -> None:
    # Along a line that turns a gate, found by the depth-first search without seats (its lines are
    # long and wander: no breadth-first search first), every position but the last has a gate
    # turn ahead of it: the drop check (seats included) must keep every one.
    # 1,500 random positions and gate sets: a seats rule made one seat short, one column short,
    # a face-up card waiting to be a last card, every card of a target's rank bare at T, two
    # empty columns needed for a king, a target in its own column ignored, or a face-down card
    # never a last card each drops positions on these lines (2 to 292 of 1,320 lines).
    rng = random.Random(3)
    lines = positions = 0
    seats_alone = 0  # start positions seats drop and rule 9 alone keeps
    for number in range(1500):
        game = _walk(rng.randrange(100_000), rng.randrange(0, 150), rng.randrange(1 << 30))
        hidden = prove_gates.face_down_cards(game)
        if not hidden:
            continue
        gates = [str(card) for card in _some_gates(hidden, rng, number % 3)]
        done = _run(program, ["search", "18", *gates], game, PROVE_GATES_NO_SEATS="1", PROVE_GATES_BFS="0")
        outcome = prove_gates.parse_output(done.stdout, 0)
        if outcome.verdict == "lost":
            seats_alone += _run(program, ["check", *gates], game).stdout == "1\n"
        if outcome.verdict != "gate":
            continue
        texts = [prove_gates.position_text(game)]
        for move in outcome.line[:-1]:
            game.play(move)
            texts.append(prove_gates.position_text(game))
        checked = _run(program, ["check", *gates], "".join(texts))
        assert checked.returncode == 0
        assert checked.stdout.split() == ["0"] * len(texts), (number, gates)
        lines += 1
        positions += len(texts)
    assert lines > 1000 and positions > 40_000
    assert seats_alone > 5  # seats do prove what rule 9 alone does not


# Two positions (random walks) where the case split matters, with their gates: in the first, the
# split drops the start, where the count alone does not, and the search without seats proves it
# lost; in the second, a split made also when the live cards exactly fill the seats (unsound: all
# could lie on them) would drop the start, yet a line of four moves turns a gate.
_SPLIT_DROPS = (
    "0 12 24 23 22\n0 27 0 17 29 2 42 19\n0 51 11 36 9 47 20 32 44 6\n0 38 50\n"
    "3 41 8 43 4 16 28 1 13\n3 18 10 25 37\n4 33 46 5 49 48 21 7 45 31 30 3 15 14 26 35 34\n0 0 0 2\n",
    ["33", "25", "10", "43", "5", "8", "18", "41"],
)
_SPLIT_ON_EQUAL_WOULD_DROP = (
    "0 25\n0 51 37 10\n0 38\n2 29 49 8 46 45 18\n4 17 20 9 5 3 15 27 39\n5 30 12 41 50 14 23 35 21\n"
    "3 24 48 11 34 33 6 31 43 40 1 0 42 36 22 28 32 44 4 16 2 47 7 19\n0 1 1 0\n",
    ["9", "24", "17", "48", "12", "20", "14", "49", "11", "5", "41", "30", "50", "29"],
)


def _tool(program: Path, args: list[str], position: str, **env: str) -> str:
    done = _run(program, args, position, **env)
    assert done.returncode in (0, 1), done.stderr  # 1: a gate line, or a full table
    return done.stdout


def test_the_case_split_drops_only_lost_positions(program: Path) -> None:
    position, gates = _SPLIT_DROPS
    assert _tool(program, ["check", *gates], position) == "1\n"
    plain = _tool(program, ["search", "20", *gates], position, PROVE_GATES_NO_SEATS="1")
    assert plain.startswith("LOST nodes 132706 ")  # every position before a gate turn, searched
    position, gates = _SPLIT_ON_EQUAL_WOULD_DROP
    assert _tool(program, ["check", *gates], position) == "0\n"
    line = _tool(program, ["search", "20", *gates], position).splitlines()
    assert line[0].startswith("GATE 5 ") and line.index("END") == 5  # four moves


def test_seats_prove_deals_3298_2028_and_31637_at_the_start(program: Path) -> None:
    # 3298 (gates A♠ 3♠ 9♠ K♠ 4♥ 6♥ 9♥ A♦ 9♦ Q♦ 9♣): only the 8♣ going home can turn a gate first
    # (the 9♦); then the three kings must hold the three queens that must move, so the 5♥ must
    # leave the K♣, and the 5♥, 5♦ and 5♠ would need three of the two 6s left. Rule 9 alone lets
    # the search run: 2.18 billion positions without an end. 2028: 757 million positions, 30 min.
    # 31637 (gates J♥ K♦ K♠ K♣ 2♦ 2♠) needs the case split: only the Q♥ heading onto the K♥ can
    # turn a gate first, so the Q♣ must leave the K♥ for home, and every club with it.
    for code, gates in (
        ("RU1-R-AAAADHC", "A♠ 3♠ 9♠ K♠ 4♥ 6♥ 9♥ A♦ 9♦ Q♦ 9♣"),
        ("RU1-R-AAAAB7M", "3♠ 9♥ 3♥ 9♠ 9♣ 6♠ 9♦ Q♠ 6♦"),
        ("RU1-R-AAAA64V", "J♥ K♦ K♠ K♣ 2♦ 2♠"),
    ):
        game = Game.from_code(code)
        cards = [str(int(as_card(name))) for name in gates.split()]
        assert _run(program, ["check", *cards], game).stdout == "1\n"
        assert _run(program, ["check", *cards], game, PROVE_GATES_NO_SEATS="1").stdout == "0\n"
        outcome = prove_gates.prove(program, game, [int(card) for card in cards], 16)
        assert (outcome.verdict, outcome.nodes) == ("lost", 1)


def test_a_breadth_first_search_finds_the_gate_line_a_deep_one_misses(program: Path) -> None:
    # deal 60612, gates 8♠ 2♣ 3♠ 4♦ Q♥ 10♦ Q♣: five moves turn the 2♣ (the 5♠ to the 6♠, the K♣ pile
    # to the emptied column, the 7♦ pile to the 8♦, the 10♠ pile to the J♥: the J♣ turns and goes
    # to the Q♠), but the depth-first search alone fills a million-slot table without finding them
    game = Game.from_code("RU1-R-AAAB3GE")
    gates = [int(as_card(name)) for name in ["8♠", "2♣", "3♠", "4♦", "Q♥", "10♦", "Q♣"]]
    deep = _run(program, ["search", "20", *map(str, gates)], game, PROVE_GATES_BFS="0")
    assert deep.stdout.startswith("UNKNOWN table full")
    outcome = prove_gates.prove(program, game, gates, 20)  # replays the line with the engine
    assert outcome.verdict == "gate" and outcome.turned == int(as_card("2♣"))
    assert len(outcome.line) <= 6  # the safe A♦ home, then the five moves


def test_dead_cards_of_one_rank_are_one_card_to_the_table(program: Path) -> None:
    # deal 2028 with the four 9s as gates: 8♠ and 8♥ are dead (their suits stop below them),
    # 8♦ is not. Swapping the two dead 8s gives the same fingerprint, swapping 8♥ and 8♦ not.
    game = Game.from_code(make_code("relaxed", 2028))
    gates = [str(card) for card in _hidden_of_rank(game, 9)]
    text = prove_gates.position_text(game)

    def key(position: str, **env: str) -> str:
        done = subprocess.run(
            [str(program), "key", *gates],
            input=position,
            capture_output=True,
            text=True,
            check=True,
            env={**os.environ, **env},
        )
        return done.stdout.strip()

    def swapped(a: str, b: str) -> str:
        """The position with cards ``a`` and ``b`` trading places."""
        one, other = str(int(as_card(a))), str(int(as_card(b)))
        trade = {one: other, other: one}
        *columns, foundations = text.splitlines()
        rows = [" ".join([row.split()[0], *(trade.get(word, word) for word in row.split()[1:])]) for row in columns]
        return "\n".join([*rows, foundations]) + "\n"

    assert key(swapped("8♠", "8♥")) == key(text)
    assert key(swapped("8♥", "8♦")) != key(text)
    assert key(swapped("8♠", "8♥"), PROVE_GATES_EXACT="1") != key(text, PROVE_GATES_EXACT="1")


@pytest.mark.parametrize(
    ("args", "position", "message"),
    [
        (["search", "20", "0"], None, "gate 0 is not a face-down card"),
        (["search", "20"], None, "usage"),
        (["search", "40", "8"], None, "LOG2 is 10..36"),
        (["search", "20", "8"], "0 0 0 0\n" * 8, "bad card 0"),
        (["search", "20.x", "8"], None, "LOG2 is 10..36"),
    ],
)
def test_bad_input_is_refused(program: Path, args: list[str], position: str | None, message: str) -> None:
    game = Game.from_code(make_code("relaxed", 2028))  # the A♠ (card 0) lies face up
    text = prove_gates.position_text(game) if position is None else position
    done = subprocess.run([str(program), *args], input=text, capture_output=True, text=True, check=False)
    assert done.returncode == 2
    assert message in done.stderr


def test_the_driver_refines_the_gates_and_writes_a_row(tmp_path: Path) -> None:
    # deal 5674 (lost): starting from every face-down card, each gate a found line turns is
    # dropped (its line replayed with the engine) until the rest are proved never to turn
    out = tmp_path / "gates.csv"
    args = [sys.executable, str(TOOLS / "prove_gates.py"), "--refine", "--table-log2", "16", "--out", str(out)]
    done = subprocess.run([*args, "RU1-R-AAAAFRK"], capture_output=True, text=True, check=True, timeout=300)
    assert "a line turns" in done.stdout and "RU1-R-AAAAFRK: proved lost" in done.stdout
    (row,) = read_rows(out)
    assert (row.code, row.deal, row.status) == ("RU1-R-AAAAFRK", 5674, "unwinnable")
    assert solve(Game.from_code(row.code), time_limit=30).status == "unwinnable"

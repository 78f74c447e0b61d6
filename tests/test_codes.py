import pytest
from hypothesis import given
from hypothesis import strategies as st

from rsol_widget import CodeError, Game
from rsol_widget.codes import DEAL_COUNT, make_code, parse_code, random_deal, shuffled_deck, splitmix64
from rsol_widget.rules import RULES

GOLDEN = {
    "RU1-C-AAAAAAA": [
        "8♣",
        "[J♦] 9♠ 2♣ 2♥ Q♥ 6♣",
        "[10♠] [3♥] A♠ J♠ 7♠ 9♦ 8♠",
        "[Q♣] [K♦] [5♦] 2♠ 3♦ 5♠ A♦ 6♠",
        "[4♣] [10♥] [5♥] [8♦] 8♥ A♥ Q♦ 10♣ Q♠",
        "[J♥] [3♣] [4♥] [2♦] [9♥] 3♠ K♥ A♣ 7♣ 9♣",
        "[7♥] [J♣] [6♦] [K♣] [4♠] [7♦] 5♣ 6♥ 4♦ K♠ 10♦",
    ],
    "RU1-R-AAAAABB": [
        "4♣",
        "[8♠] 10♥ 9♣ Q♠ Q♣ 5♥",
        "[2♦] [6♥] A♦ K♣ A♠ 9♦ 5♦",
        "[4♥] [J♠] [Q♦] 7♦ 10♦ 2♠ 3♦ 4♦",
        "[4♠] [2♥] [7♣] [10♠] 5♠ J♣ 3♣ 10♣ 7♠",
        "[6♠] [8♣] [3♥] [J♦] [6♦] 8♥ A♥ 9♠ 9♥ A♣",
        "[K♦] [7♥] [K♠] [6♣] [5♣] [3♠] K♥ Q♥ 8♦ J♥ 2♣",
    ],
}


def layout_text(game: Game) -> list[str]:
    return [
        " ".join(f"[{c}]" if i < down else str(c) for i, c in enumerate(col))
        for col, down in zip(game.columns, game.face_down, strict=True)
    ]


@pytest.mark.parametrize("code", GOLDEN)
def test_golden_vectors(code):
    assert layout_text(Game.from_code(code)) == GOLDEN[code]


def test_deal_33_is_aaaaabb_and_rule_letters():
    assert parse_code("RU1-R-AAAAABB").deal == 33
    assert parse_code("RU1-R-AAAAABB").rule == "relaxed"
    assert parse_code("RU1-C-AAAAABB").rule == "classic"
    assert make_code("classic", 33) == "RU1-C-AAAAABB"


def test_splitmix64_first_outputs():
    # Reference values of SplitMix64 seeded with 0 (as published with the algorithm).
    rng = splitmix64(0)
    assert [next(rng) for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


@given(st.integers(0, DEAL_COUNT - 1), st.sampled_from(list(RULES)))
def test_code_round_trip(deal, rule):
    code = make_code(rule, deal)
    assert parse_code(code).deal == deal and parse_code(code).rule == rule
    assert parse_code(code.lower()).deal == deal
    assert parse_code(f"  {code}\n").deal == deal


@given(st.integers(0, DEAL_COUNT - 1))
def test_a_deal_is_the_same_under_both_rules_and_a_permutation(deal):
    c, r = Game.from_code(make_code("classic", deal)), Game.from_code(make_code("relaxed", deal))
    assert c.columns == r.columns and c.face_down == r.face_down
    assert c.rule == "classic" and r.rule == "relaxed"
    assert sorted(shuffled_deck(deal)) == list(range(52))


def test_code_is_canonical_upper_case():
    assert Game.from_code("  ru1-c-aaaaabb ").code == "RU1-C-AAAAABB"


@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("RU2-C-AAAAAAA", "starts with RU1"),
        ("RU1-X-AAAAAAA", "rule letter"),
        ("RU1-C-AAAAAA", "7 symbols"),
        ("RU1-C-AAAAAAAA", "7 symbols"),
        ("RU1-C-AAAAAA1", "'1' is not a deal symbol"),
        ("RU1-C-AAAA8AA", "'8' is not a deal symbol"),
        ("RU1C-AAAAAAA", "three parts"),
        ("", "three parts"),
        ("RU1-C-AAAAAAA-B", "three parts"),
        ("RU1 - C - AAAAAAA", "starts with RU1"),
        ("R" * 200, "too long"),
    ],
)
def test_malformed_codes_say_which_part_is_wrong(text, part):
    with pytest.raises(CodeError, match=part):
        parse_code(text)


def test_non_text_code_is_refused():
    with pytest.raises(CodeError):
        parse_code(None)  # type: ignore[arg-type]


def test_deal_numbers_out_of_range_are_refused():
    for bad in (-1, DEAL_COUNT, 1.5):
        with pytest.raises(CodeError):
            make_code("classic", bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="classic"):
        make_code("spider", 0)


def test_new_games_draw_from_secrets(monkeypatch):
    calls = []

    def fake_randbelow(n):
        calls.append(n)
        return 33

    monkeypatch.setattr("rsol_widget.codes.secrets.randbelow", fake_randbelow)
    assert random_deal() == 33 and calls == [DEAL_COUNT]
    assert Game.new().code == "RU1-C-AAAAABB"
    assert Game.new("relaxed").code == "RU1-R-AAAAABB"


def test_new_games_differ():
    assert len({Game.new().code for _ in range(20)}) > 15


@pytest.mark.parametrize("text", ["RU1-C-AAAAAAſ", "RU1-C-ﬀAAAAA", "ru1-c-aaaaaaı", "RU1-ſ-AAAAAAA"])
def test_unicode_compatibility_forms_are_not_code_text(text: str) -> None:
    with pytest.raises(CodeError):
        parse_code(text)

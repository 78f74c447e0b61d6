"""The Romanian texts, read as the native editor's review read them (issue 27): the rules of that review
which a machine can check, over every Romanian text the project ships — the catalogue, the example
game's record, the lessons' sources and what their built notebooks show, the widget's text form and
the Romanian documentation pages. Each rule is also tried on the mistake it forbids."""

from __future__ import annotations

import re
from pathlib import Path

import nbformat
import pytest
from saved_pictures import svg_of

from rsol_widget import Game, SolitaireWidget, examples, i18n
from rsol_widget.errors import CodeError, NotationError, RecordError
from rsol_widget.record import Record
from rsol_widget.replay_controls import Walk

ROOT = Path(__file__).resolve().parents[1]
CARD = r"(?:10|[2-9AJQK])[♠♥♦♣]"

FORBIDDEN = {
    # (review item) pattern: what must never appear again
    "calque «aplică aplicația» (1)": r"aplică aplicația",
    "calque «conduce jocul» (2)": r"conduce jocul",
    "«popă» is masculine (3)": r"\bultima popă\b",
    "calque «construită de la as» (4)": r"construită de la as",
    "«desenat cu roșu» (11)": r"\bdesenat[ăe]? cu roșu",
    "calque «aruncă excepția» (12)": r"\baruncă excepți",
    "the outline is dashed, not dotted (14)": r"\bpunctat",
    "«știe fiecare carte» (15)": r"\bștie fiecare carte",
    "«pe oricare loc» (17)": r"\boricare loc",
    "«până» before a verb needs «când» (18)": r"\bpână (?:se|o|îl|le|îi|nu|să)\b",
    "clumsy genitive «de deasupra a» (19)": r"\bde deasupra a\b",
    "«Nu este a)» (22)": r"\bNu este [a-d]\)",
    "face-down cards «între paranteze drepte» (24)": r"între paranteze(?! drepte)",
    "dangling «odată câștigată» (26)": r"\bodată câștigată",
    "«cu unu mai mare» (31)": r"\bcu unu mai mare",
    "a count of points needs «de puncte» (32)": r"\b625 (?:pentru|la)\b",
    "non-standard «rezolvitor» (33)": r"rezolvitor",
    "«partidă-exemplu» is hyphenated (25, 38)": r"\bpartid\w*\s+exemplu",
    "«se încadrează în limită» (41)": r"\bîncape la limită",
    "«glisor», not «cursor» (42)": r"\bcursor\b",
    "«notebook (caiet Jupyter)», not «caiet» alone (37)": r"(?<!\()\bcaiet(?! Jupyter)",
    "«Legenda» de sus, not «Titlul» (7)": r"\bTitlul(?:\*\*)? de sus",
    "calque «poartă motivul» (12)": r"\bpoartă motivul",
    "«urcată din nou», a card (20)": r"\burcat din nou",
    "«refuzată în modul», a move (30)": r"\brefuzat în modul",
    "no comma before «și cum» (34)": r", și cum\?",
    "a step's line names its move once (39)": r"— Mutarea \d+:",
    "«pe ultima carte a unei coloane», not «pe o ultimă carte» (32)": r"\bpe o ultimă carte",
    "colloquial «doiari»: «cărțile de 2»": r"\bdoiar",
    "«câștigabil» agrees with its noun": r"\bcâștigabil ",
    "a fair analysis is «echitabilă», not «corectă» (correct)": r"\banaliză corectă",
}
"""Words and forms the review removed (case-insensitive)."""

AGREEMENT = re.compile(
    rf"(?:\{{card\}}|{CARD})(?::\s)?(?:(?!\b(?:rege|regele|regi|popă|popa|valet|valetul)\b)[^.;:—|\n])*?"
    r"\b(mutat|luat|pus|lăsat|refuzat|urcat|întors|singur|acoperit|așezat|plasat|trimis|tras|el|lui|îl|l-a|acesta)\b"
)
"""Review item 16, one form for court cards: a card named by its symbol (K♥, J♠, {card}) is «cartea
K♥», feminine like every card (mutată, pusă, cu ea, o pune); only a rank named as a figure («un rege,
singur … pe el») is masculine. A symbol followed, in the same clause, by a masculine form is a mistake."""


def problems(text: str) -> list[str]:
    """The review's checkable rules that ``text`` breaks."""
    found = [name for name, pattern in FORBIDDEN.items() if re.search(pattern, text, re.I)]
    found += [f"masculine after a card (16): {m.group(0)!r}" for m in AGREEMENT.finditer(text)]
    if set(text) & set("şţŞŢ"):
        found.append("cedilla instead of comma below")
    return found


def notebook_texts(path: Path) -> dict[str, str]:
    """A built notebook's markdown and code sources, and the texts its outputs show."""
    nb = nbformat.read(path, as_version=4)
    out = {}
    for i, cell in enumerate(nb.cells):
        out[f"{path.name} cell {i}"] = cell.source
        for j, o in enumerate(cell.get("outputs", [])):
            text = o.get("text", "") or o.get("data", {}).get("text/plain", "")
            svg = svg_of(o.get("data", {})) or ""
            out[f"{path.name} cell {i} output {j}"] = f"{text}\n{re.sub(r'<[^>]+>', ' ', svg)}"
    return out


def romanian_texts() -> dict[str, str]:
    """Every Romanian text the project ships, by where it lives."""
    texts = {f"catalogue {key}": t for key, t in i18n.templates("ro").items()}
    record = examples.load("example-game")
    texts |= {f"record {k}": t for k, t in record.translations.get("ro", {}).items()}
    texts |= {
        f"record entry {i}": e.translations["ro"] for i, e in enumerate(record.entries, 1) if "ro" in e.translations
    }
    for path in sorted((ROOT / "notebooks" / "src" / "ro").glob("*.py")):
        texts |= {f"{path.name} line {n}": line for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)}
    for path in sorted((ROOT / "notebooks").glob("*.ro.ipynb")):
        texts |= notebook_texts(path)
    for path in sorted((ROOT / "docs" / "images").glob("*.ro.svg")):
        texts[path.name] = re.sub(r"<[^>]+>", " ", path.read_text("utf-8"))
    for path in sorted((ROOT / "docs").glob("*.ro.md")):
        texts |= {f"{path.name} line {n}": line for n, line in enumerate(path.read_text("utf-8").splitlines(), 1)}
    return texts


def test_every_romanian_text_keeps_the_reviews_rules() -> None:
    texts = romanian_texts()
    assert len(texts) > 500 and any(k.startswith("docs") or k.startswith("rules.ro.md") for k in texts)
    wrong = {where: found for where, text in texts.items() if (found := problems(text))}
    assert wrong == {}


@pytest.mark.parametrize(
    ("planted", "corrected"),
    [
        ("toate regulile pe care le aplică aplicația", "toate regulile impuse de aplicație"),
        ("Când urcă și ultima popă", "Când urcă și ultimul popă"),
        ("marcat: desenat cu roșu", "marcată cu roșu"),
        ("game.play aruncă excepția IllegalMove", "game.play ridică excepția IllegalMove"),
        ("conturul punctat", "conturul cu linie întreruptă"),
        ("pe oricare loc de fundație", "pe orice loc de fundație"),
        ("rămâne acolo până o mutați", "rămâne acolo până când o mutați"),
        ("cartea de deasupra a fundației", "cartea din vârful fundației"),
        ("✗ Nu este a) 2♠ f:", "✗ Nu, a) 2♠ f este refuzată:"),
        ("cărțile cu fața în jos între paranteze", "cărțile cu fața în jos între paranteze drepte"),
        ("odată câștigată, motorul păstrează", "odată ce partida este câștigată, motorul păstrează"),
        ("exact cu unu mai mare", "exact cu un rang mai mare"),
        ("625 pentru un câștig", "625 de puncte pentru un câștig"),
        ("un rezolvitor", "un program de rezolvare (solver)"),
        ("Partida exemplu livrată", "Partida-exemplu livrată"),
        ("o partidă exemplu documentată", "o partidă-exemplu documentată"),
        ("deci acesta încape la limită", "deci se încadrează în limită"),
        ("un cursor peste pași", "un glisor pentru pași"),
        ("acest caiet", "acest notebook (caiet Jupyter)"),
        ("K♥ se întoarce singur", "K♥ se întoarce singură"),
        ("J♥ ia cu el cărțile", "J♥ ia cu ea cărțile"),
        ("o atingere dublă pe K♥ îl pune acolo", "o atingere dublă pe K♥ o pune acolo"),
        ("7♠ tras pe 8♣ este refuzat", "7♠ trasă pe 8♣ este refuzată"),
        ("2♣ lăsat pe 4♦", "2♣ lăsată pe 4♦"),
        ("{card}: mutat în coloana {n}", "{card}: mutată în coloana {n}"),
        ("o mutare refuzată poartă în ţară", "o mutare refuzată poartă în țară"),
        ("**Titlul** de sus", "**Legenda** de sus"),
        ("IllegalMove. Ea poartă motivul", "IllegalMove, care conține motivul"),
        ('print("urcat din nou:")', 'print("urcată din nou:")'),
        ("# 7♥ pe 8♦: refuzat în modul Clasic", "# 7♥ pe 8♦: refuzată în modul Clasic"),
        ("se poate câștiga această distribuție, și cum?", "se poate câștiga această distribuție și cum?"),
        ("Mutarea 3 din 95: 3♣ c5 — Mutarea 3: grupul", "Mutarea 3 din 95: 3♣ c5 — Grupul"),
        ("pe o ultimă carte de aceeași culoare", "pe ultima carte a unei coloane, de aceeași culoare"),
        ("trimiteți așii și doiarii pe fundații", "trimiteți așii și cărțile de 2 pe fundații"),
        ("O analiză corectă: cunoaște doar", "O analiză echitabilă: ține seama doar"),
    ],
)
def test_each_rule_catches_the_mistake_it_forbids(planted: str, corrected: str) -> None:
    assert problems(planted), planted
    assert problems(corrected) == [], corrected


def test_a_figure_named_as_a_word_stays_masculine() -> None:
    """«un rege, singur sau cu cărțile de pe el» is right: the rule is about cards named by symbol."""
    assert problems("o coloană goală acceptă doar un rege, singur sau cu cărțile de pe el") == []
    assert problems("doar un rege, cu tot ce stă pe el") == []


def test_the_keyboard_line_names_every_action_with_a_noun() -> None:
    """Review item 36: «U: anulare; R sau Ctrl+Y: refacere…», never a verb among the nouns («U: anulați»)."""
    keys = i18n.text("ro", "page.keys_help")
    actions = [part.split(":", 1)[1].strip() for part in keys.split(";")]
    assert len(actions) >= 8
    verbs = [a for a in actions if re.search(r"\w+(?:ți|ează|ește)\b", a.split()[0])]
    assert verbs == [], verbs
    assert "anulare" in actions and "refacere" in actions


def test_the_widgets_text_form_is_romanian() -> None:
    """Review item 35: what a notebook shows before the widget draws is in the board's language."""
    text = repr(SolitaireWidget(code="RU1-C-AAAAAAA", lang="ro"))
    assert "Clasică" in text and "scor 0" in text and "mutări 0" in text
    assert not re.search(r"\b(classic|score|moves|won)\b", text), text


@pytest.mark.parametrize("bad", ["Q c1", "7♥c3", "7♣ c9", "X♠ c1"])
def test_a_bad_move_is_explained_in_romanian(bad: str) -> None:
    """Review item 23: a notation error read in Romanian names the bad text without English words."""
    with pytest.raises(NotationError) as caught:
        Game.from_code("RU1-C-AAAAAAA", lang="ro").play(bad)
    message = caught.value.message("ro")
    assert "„" in message and not re.search(r"\b(is|not|a|card|move|destination|write|unknown)\b", message), message


def test_a_bad_game_code_is_explained_in_romanian() -> None:
    with pytest.raises(CodeError) as caught:
        Game.from_code("XYZ", lang="ro")
    message = caught.value.message("ro")
    assert "nu este un cod de partidă" in message and not re.search(r"\b(is|not|game|code|parts)\b", message)


def test_the_refused_step_says_its_refusal_once() -> None:
    """Review item 40: the refused attempt's line gives the rule's reason, and its comment does not repeat it."""
    record = examples.load("example-game", lang="ro")
    walk = Walk(record, lang="ro")
    lines = [walk.goto(step).line() for step in range(len(walk) + 1)]
    (tried,) = [line for line in lines if line.startswith("✗")]
    assert "„Coloana goală”" in tried and tried.count("acceptă doar un rege") == 1, tried
    assert "Refuzată:" not in tried


def test_a_bad_file_is_explained_in_romanian() -> None:
    """The review's last note: opening a record with an illegal or unreadable entry is explained in Romanian."""
    head = {"format": "rsol_widget.record", "version": 2, "code": "RU1-C-AAAAAAA"}
    for line, expected in (
        ([{"move": "5♣ c2"}, {"move": "7♠ c1"}], "intrarea 2 (7♠ c1): mutarea nu este permisă aici: Aceeași culoare"),
        ([{"move": "7♣ c9"}], "intrarea 1: „c9” nu este o destinație"),
    ):
        with pytest.raises(RecordError) as caught:
            Record.from_dict({**head, "line": line}).validate()
        message = caught.value.message("ro")
        assert message.startswith(expected) and not re.search(r"\b(entry|move|is|illegal|here)\b", message), message


@pytest.mark.parametrize(("yes", "no"), [("page.leave_game", "label.cancel"), ("page.reset_yes", "label.cancel")])
def test_a_confirmations_two_buttons_do_not_share_a_verb(yes: str, no: str) -> None:
    """«Renunț la partidă» beside «Renunță» (Cancel) says «give up» twice: the answers start with different verbs."""
    first = [i18n.text("ro", key).split()[0].lower() for key in (yes, no)]
    assert first[0][:5] != first[1][:5], first

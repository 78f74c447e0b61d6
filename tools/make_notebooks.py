"""Write the notebooks in notebooks/ and run them, saving their outputs.

* tutorial.ipynb (English) and tutorial.ro.ipynb (Romanian): the rules, one by one. Both have
  the same cells; only the prose and the game's language differ.
* example_game.ipynb: the documented example game, replayed move by move.
* play.ipynb: a fresh game in the widget (saved without outputs: every run deals anew).

The saved outputs (board pictures, refusal messages) are what nbval compares in the test
suite, so run this script again after any change to the engine's messages or pictures:

    python tools/make_notebooks.py
"""

from __future__ import annotations

from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"

# Each step: ("md", english, romanian) or ("code", source). In code, {lang} becomes the
# keyword argument that makes the game speak the notebook's language.
STEPS: list[tuple[str, ...]] = [
    (
        "md",
        """# Russian Solitaire, rule by rule

This notebook teaches the rules of Russian Solitaire as the app plays them, one rule at a
time, each on a real deal named by its game code. Every move below is played by the
`rsol_widget` engine and every refusal is the engine's own answer, so what you read is what
the game does. Run the cells from the top.""",
        """# Russian Solitaire, regulă cu regulă

Acest caiet prezintă regulile jocului Russian Solitaire așa cum le aplică aplicația, câte o
regulă pe rând, fiecare pe o distribuție reală, numită prin codul ei de partidă. Fiecare
mutare de mai jos este jucată de motorul `rsol_widget`, iar fiecare refuz este chiar
răspunsul motorului: ce citiți este ceea ce face jocul. Rulați celulele de sus în jos.""",
    ),
    (
        "md",
        """## 1. The deal

One 52-card deck, no jokers, is shuffled and dealt out completely into **7 columns of 1, 6,
7, 8, 9, 10 and 11 cards**. The first column has a single card, face up. The other six
first have 1, 2, 3, 4, 5 and 6 cards face down, then 5 face-up cards on top: **21 hidden
cards and 31 visible**. There is no stock and no waste pile; the 4 foundations start empty.""",
        """## 1. Împărțirea cărților

Un pachet de 52 de cărți, fără jokeri, este amestecat și împărțit în întregime în **7 coloane
de 1, 6, 7, 8, 9, 10 și 11 cărți**. Prima coloană are o singură carte, vizibilă. Celelalte
șase au mai întâi 1, 2, 3, 4, 5 și 6 cărți cu fața în jos, apoi câte 5 cărți vizibile
deasupra: **21 de cărți ascunse și 31 vizibile**. Nu există teanc de tragere și nici de
decartare; cele 4 fundații sunt goale.""",
    ),
    ("code", 'from rsol_widget import Game, IllegalMove\n\ngame = Game.from_code("RU1-C-AAAAAAA"{lang})\ngame'),
    (
        "code",
        'print("cards per column:", [len(column) for column in game.columns])\n'
        'print("face down:", sum(game.face_down), "· face up:", 52 - sum(game.face_down))\n'
        'print("foundations:", game.foundations)',
    ),
    (
        "md",
        """The same position as text: `##` is a face-down card, columns read bottom to top.

**The game code** `RU1-C-AAAAAAA` reproduces this deal exactly, with its rule: `RU1`, then
`C` (Classic) or `R` (Relaxed), then 7 symbols of the base32 alphabet `A…Z 2…7` spelling the
deal number (here 0). Give the same code and you get the same cards in the same places.""",
        """Aceeași poziție ca text: `##` este o carte cu fața în jos, coloanele se citesc de jos în sus.

**Codul de partidă** `RU1-C-AAAAAAA` reproduce identic această distribuție, împreună cu regula
ei: `RU1`, apoi `C` (Clasică) sau `R` (Relaxat), apoi 7 simboluri din alfabetul base32
`A…Z 2…7` care scriu numărul distribuției (aici 0). Același cod dă aceleași cărți, în
aceleași locuri.""",
    ),
    ("code", "print(game)"),
    (
        "md",
        """## 2. On a column: same suit, exactly one rank higher («Aceeași culoare»)

A card may be put on the last card of a column if that card is face up, **of the same suit
and exactly one rank higher**. Ranks go from ace (lowest) to king: A, 2 … 10, J, Q, K.
So 7♥ goes on 8♥, never on 8♦ nor on a black 8. That is the only difference from Yukon,
where red and black alternate. A move is written `<card> <destination>`: `c1`…`c7` for a
column, `f` for the card's foundation.

On deal `RU1-C-AAAAAFW`, 7♥ ends column 4; 8♥ ends column 3, 8♦ ends column 7, Q♥ ends
column 2.""",
        """## 2. Pe o coloană: aceeași culoare, exact un rang mai mare («Aceeași culoare»)

O carte se poate așeza pe ultima carte a unei coloane dacă aceasta este vizibilă, **de
aceeași culoare (familie) și cu exact un rang mai mare**. Rangurile merg de la as (cel mai
mic) la popă: A, 2 … 10, J, Q, K. Așadar 7♥ se așază pe 8♥, niciodată pe 8♦ sau pe un 8
negru. Aceasta este singura diferență față de Yukon, unde se alternează roșul și negrul.
O mutare se scrie `<carte> <destinație>`: `c1`…`c7` pentru o coloană, `f` pentru fundația
cărții.

În distribuția `RU1-C-AAAAAFW`, 7♥ încheie coloana 4; 8♥ încheie coloana 3, 8♦ coloana 7,
iar Q♥ coloana 2.""",
    ),
    ("code", 'game = Game.from_code("RU1-C-AAAAAFW"{lang})\ngame'),
    (
        "md",
        "Another suit is refused: the engine raises `IllegalMove` with the reason and the rule's message.",
        "O altă culoare este refuzată: motorul ridică `IllegalMove` cu motivul și mesajul regulii.",
    ),
    (
        "code",
        'try:\n    game.play("7♥ c7")\nexcept IllegalMove as refusal:\n    print(refusal.reason)\n    print(refusal)',
    ),
    (
        "md",
        "The right suit but the wrong rank is refused too. `check` tells without playing:",
        "Culoarea potrivită, dar rangul greșit, este refuzată și ea. `check` spune fără să joace:",
    ),
    ("code", 'refusal = game.check("7♥ c2")\nprint(refusal.reason)\nprint(refusal)'),
    ("md", "And 7♥ on 8♥ is played:", "Iar 7♥ pe 8♥ se joacă:"),
    ("code", 'game.play("7♥ c3")\ngame'),
    (
        "md",
        """## 3. A group, even out of order, and cards that turn over by themselves

The rule taken from Yukon: **any face-up card moves together with all the cards on top of
it**, whether or not they form a sequence. Only the card at the base of the group has to fit.

Back on `RU1-C-AAAAAAA`: 5♣ (column 7) goes on 6♣ (column 2) and takes 6♥ 4♦ K♠ 10♦ along.
5♣ was the lowest face-up card of its column: **the hidden card under it turns face up by
itself** and becomes playable (+5 points).""",
        """## 3. Un grup, chiar și în dezordine, și cărți care se întorc singure

Regula preluată din Yukon: **se ia orice carte vizibilă dintr-o coloană, împreună cu toate
cărțile așezate deasupra ei**, indiferent dacă formează sau nu o succesiune. Doar cartea de
la baza grupului trebuie să se potrivească.

Înapoi la `RU1-C-AAAAAAA`: 5♣ (coloana 7) se așază pe 6♣ (coloana 2) și ia cu el 6♥ 4♦ K♠
10♦. 5♣ era cea mai de jos carte vizibilă a coloanei sale: **cartea ascunsă de sub ea se
întoarce singură** și devine jucabilă (+5 puncte).""",
    ),
    (
        "code",
        'game = Game.from_code("RU1-C-AAAAAAA"{lang})\ngame.play("5♣ c2")\n'
        'print("score:", game.score, "· face down per column:", game.face_down)\ngame',
    ),
    (
        "md",
        """## 4. The empty column

**An empty column accepts only a king**, alone or with the cards lying on top of it. First
we empty column 1: its 8♣ goes on 9♣ (column 6).""",
        """## 4. Coloana goală

**O coloană goală acceptă doar un rege**, singur sau împreună cu cărțile așezate deasupra lui.
Mai întâi golim coloana 1: 8♣ se așază pe 9♣ (coloana 6).""",
    ),
    ("code", 'game.play("8♣ c6")\ngame'),
    (
        "md",
        """No other group may go there, **not even to uncover a hidden card**: 3♠ sits on the last
hidden cards of column 6, and moving it would turn one over, yet it is refused.""",
        """Niciun alt grup nu poate fi așezat acolo, **nici măcar pentru a descoperi o carte
ascunsă**: 3♠ stă pe cărțile ascunse ale coloanei 6 și mutarea lui ar întoarce una, totuși
este refuzată.""",
    ),
    ("code", 'refusal = game.check("3♠ c1")\nprint(refusal.reason)\nprint(refusal)'),
    (
        "md",
        "A king goes in, with whatever lies on it: K♠ takes 10♦ along.",
        "Un rege intră, cu tot ce stă pe el: K♠ ia cu el 10♦.",
    ),
    ("code", 'game.play("K♠ c1")\ngame'),
    (
        "md",
        """## 5. The foundations

Each foundation takes **a single suit, ace first**, then 2, 3 and so on up to the king,
**one card at a time, taken from the end of a column**. Each suit has its fixed place:
♠ ♥ ♦ ♣. The move `<card> f` (or a tap in the app) finds the right foundation.
Each card put there earns 10 points.

On `RU1-C-AAAAAJS`, A♣, 2♣ and 3♣ all end columns.""",
        """## 5. Fundațiile

Fiecare fundație primește **o singură culoare, mai întâi asul**, apoi 2, 3 și așa mai departe
până la rege, **câte o carte pe rând, luată de la capătul unei coloane**. Fiecare culoare are
locul ei fix: ♠ ♥ ♦ ♣. Mutarea `<carte> f` (sau o atingere în aplicație) găsește fundația
potrivită. Fiecare carte așezată aduce 10 puncte.

În `RU1-C-AAAAAJS`, A♣, 2♣ și 3♣ încheie câte o coloană.""",
    ),
    (
        "code",
        'game = Game.from_code("RU1-C-AAAAAJS"{lang})\ngame.play("A♣ f")\ngame.play("2♣ f")\n'
        'print("score:", game.score)\ngame',
    ),
    (
        "md",
        "Out of order, or not the last card of its column: refused.",
        "În altă ordine, sau dacă nu este ultima carte a coloanei: refuzat.",
    ),
    (
        "code",
        'for move in ("4♦ f", "2♠ f"):\n    refusal = game.check(move)\n    print(move, "→", refusal.reason)\n'
        '    print("   ", refusal)',
    ),
    (
        "md",
        """**Taking back from a foundation**: the top card of a foundation can be taken (by dragging,
in the app) and put on a column, following the column rules, **with no loss of points**.
Putting it on the foundation again earns another 10 points.""",
        """**Luarea înapoi dintr-o fundație**: cartea de deasupra unei fundații poate fi luată (prin
tragere, în aplicație) și așezată pe o coloană, după regulile coloanelor, **fără pierdere de
puncte**. Așezarea ei din nou pe fundație aduce încă o dată 10 puncte.""",
    ),
    ("code", 'game.play("2♣ c2")\nprint("after the take-back:", game.score)\ngame'),
    ("code", 'game.play("2♣ f")\nprint("on the foundation again:", game.score)'),
    (
        "md",
        """## 6. Groups of at most 20 cards

The app refuses to move **a group of more than 20 cards** in a single move. Such a long
column is hard to reach in play, so here is a hand-made position (`Game.from_position`,
face-down cards in brackets): column 1 holds 22 cards, and the group from K♠ has 21.""",
        """## 6. Grupuri de cel mult 20 de cărți

Aplicația refuză mutarea dintr-o singură mișcare a **unui grup mai mare de 20 de cărți**. O
coloană atât de lungă se obține greu în joc, așa că iată o poziție construită de mână
(`Game.from_position`, cărțile cu fața în jos între paranteze): coloana 1 are 22 de cărți,
iar grupul de la K♠ are 21.""",
    ),
    (
        "code",
        "long = Game.from_position(\n    [\n"
        '        "5♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥",\n'
        '        "",\n        "[A♦] [2♦] 3♦ 4♦",\n        "[6♦] [7♦] 8♦ 9♦ 10♦",\n'
        '        "[J♦] [Q♦] K♦ A♣ 2♣ 3♣",\n        "[4♣] [5♣] 6♣ 7♣ 8♣ 9♣ 10♣ J♣",\n'
        '        "[Q♣] [K♣] A♥ 2♥ 3♥ 4♥ 5♥",\n    ]{lang}\n)\n'
        'refusal = long.check("K♠ c2")\nprint(refusal.reason)\nprint(refusal)',
    ),
    (
        "md",
        "A shorter group is fine: K♥ and the 7 cards on it go into the empty column.",
        "Un grup mai scurt este în regulă: K♥ și cele 7 cărți de pe el intră în coloana goală.",
    ),
    ("code", 'long.play("K♥ c2")\nlong'),
    (
        "md",
        """## 7. Scoring

The score starts at 0: **+10** for each card put on a foundation (again after a take-back),
**+5** for each card turned face up, and nothing is ever subtracted, so it never goes below
0. A deal hides 21 cards, so **a game won without taking cards back from the foundations
always ends with 625 points**: 52 × 10 + 21 × 5.

Deal `RU1-C-AAAAAFW` can be won; the solver (section 11) finds a line, and we play it:""",
        """## 7. Punctajul

Scorul pornește de la 0: **+10** pentru fiecare carte așezată pe o fundație (din nou după o
luare înapoi), **+5** pentru fiecare carte întoarsă, și nu se scade niciodată nimic, deci nu
coboară sub 0. O distribuție ascunde 21 de cărți, așa că **o partidă câștigată fără a lua
cărți înapoi din fundații se încheie întotdeauna cu 625 de puncte**: 52 × 10 + 21 × 5.

Distribuția `RU1-C-AAAAAFW` se poate câștiga; rezolvitorul (secțiunea 11) găsește o linie, pe
care o jucăm:""",
    ),
    (
        "code",
        'from rsol_widget import solve\n\nwinner = Game.from_code("RU1-C-AAAAAFW"{lang})\n'
        "for move in solve(winner).moves:\n    winner.play(move)\n"
        'print("won:", winner.won, "· score:", winner.score, "· moves:", winner.moves)\nwinner',
    ),
    (
        "md",
        """## 8. Undo

Undo takes back **the last 100 moves**. It restores the cards' positions, which way they
face, and the score, but **the move counter does not go down**. Back to the foundations
game of section 5:""",
        """## 8. Anularea

Anularea ia înapoi **ultimele 100 de mutări**. Restabilește pozițiile cărților, orientarea
fețelor și scorul, dar **contorul de mutări nu scade**. Înapoi la partida cu fundațiile din
secțiunea 5:""",
    ),
    (
        "code",
        'print("before:", "score", game.score, "· moves", game.moves, "· undo left", game.undo_left)\n'
        "game.undo()\ngame.undo()\n"
        'print("after two undos:", "score", game.score, "· moves", game.moves, "· undo left", game.undo_left)\ngame',
    ),
    (
        "md",
        """## 9. The Relaxed rule («Culori mixte»)

The «Partidă nouă» (New game) window offers two rules. «Clasică» (Classic), selected by
default, is the one above. In «Relaxat» (Relaxed) mode, «Culori mixte» (Mixed suits) in the
app, **suit no longer matters in the columns**: a card goes on any card exactly one rank
higher. The deal, groups, the empty column, the foundations and the scoring stay the same.
The game code keeps the rule: the deal of section 2 with an `R`.""",
        """## 9. Regula Relaxată («Culori mixte»)

Fereastra «Partidă nouă» oferă două reguli. «Clasică», selectată implicit, este cea de mai
sus. În modul «Relaxat» («Culori mixte» în aplicație), **culoarea nu mai contează în
coloane**: o carte se poate așeza pe orice carte cu exact un rang mai mare. Împărțirea,
grupurile, coloana goală, fundațiile și punctajul rămân neschimbate. Codul partidei păstrează
regula: distribuția din secțiunea 2, cu un `R`.""",
    ),
    (
        "code",
        'classic = Game.from_code("RU1-C-AAAAAFW"{lang})\nrelaxed = Game.from_code("RU1-R-AAAAAFW"{lang})\n'
        'print("same cards:", classic.columns == relaxed.columns)\n'
        'print("legal moves at the start:", len(classic.legal_moves()), "classic ·", '
        'len(relaxed.legal_moves()), "relaxed")\nrelaxed.play("7♥ c7")  # 7♥ on 8♦: refused in Classic\nrelaxed',
    ),
    (
        "md",
        "The rank still has to be exactly one higher:",
        "Rangul trebuie să fie în continuare exact cu unu mai mare:",
    ),
    ("code", 'refusal = relaxed.check("6♥ c2")\nprint(refusal.reason)\nprint(refusal)'),
    (
        "md",
        """## 10. The app's gestures and settings

**No automation**: no card goes to the foundations by itself and the game never finishes by
itself. A **tap** on the last card of a column sends it to its foundation when possible.
Two quick taps (setting «Dublu clic», on by default) then look for a place on the tableau for
the card and the cards on top of it: **the longest column first, then an empty column for a
king**. Cards can also be dragged. The engine has the same gestures:""",
        """## 10. Gesturile și setările aplicației

**Fără automatizare**: nicio carte nu pleacă singură spre fundații, iar partida nu se încheie
singură. O **atingere** pe ultima carte a unei coloane o trimite la fundația ei când este
posibil. Două atingeri rapide (setarea «Dublu clic», activată implicit) caută apoi un loc pe
tablou pentru carte și cărțile de deasupra ei: **mai întâi coloana cea mai lungă, apoi o
coloană goală pentru un rege**. Cărțile pot fi mutate și prin tragere. Motorul are aceleași
gesturi:""",
    ),
    (
        "code",
        'taps = Game.from_code("RU1-C-AAAAAJS"{lang})\n'
        'print("tap A♣:", taps.tap("A♣"))          # the last card of column 1 goes to its foundation\n'
        'print("tap 8♥:", taps.tap("8♥"))          # not the last card: nothing happens\n'
        'print("double tap 3♦:", taps.double_tap("3♦"))  # with 3♣ on it, onto 4♦: the longest column\n'
        'print("double tap K♥:", taps.double_tap("K♥"))  # a king: into the empty column\ntaps',
    ),
    (
        "md",
        """The widget below is the game as the app shows it, synced with this engine. Its settings
have the app's defaults: «Dublu clic» on; «Ajutor la plasare» (Placement help: the possible
places light up while you drag) on; «Reguli interactive» (Interactive rules: a refused move
shows its rule) on; «Plasare automată» (Automatic placement: the card goes where a double tap
would send it when you release it) off. Play in it, or drive it from a cell.""",
        """Widgetul de mai jos este jocul așa cum îl arată aplicația, sincronizat cu acest motor.
Setările au valorile implicite ale aplicației: «Dublu clic» activat; «Ajutor la plasare»
(locurile posibile se luminează în timpul tragerii) activat; «Reguli interactive» (o mutare
refuzată își afișează regula) activat; «Plasare automată» (cartea eliberată merge unde ar
trimite-o o atingere dublă) dezactivat. Jucați în el sau conduceți-l dintr-o celulă.""",
    ),
    (
        "code",
        "from rsol_widget import SolitaireWidget\n\n"
        'board = SolitaireWidget(Game.from_code("RU1-C-AAAAAJS"{lang}))\n'
        'print("double click:", board.double_click, "· placement help:", board.placement_help)\n'
        'print("interactive rules:", board.interactive_rules, "· automatic placement:", board.auto_place)\nboard',
    ),
    ("code", 'board.game.play("A♣ f")  # the widget above shows the move at once\nprint(board.game.score)'),
    (
        "md",
        """## 11. Is this deal winnable, and how?

`solve` searches the whole game from any position. Like every solver of this kind it sees
the face-down cards, so «winnable» means winnable with perfect knowledge. The app itself
never declares a loss: when no useful move is left, you undo or start a new game.""",
        """## 11. Se poate câștiga această distribuție, și cum?

`solve` caută în tot jocul, din orice poziție. Ca orice rezolvitor de acest fel, vede cărțile
cu fața în jos, deci «câștigabilă» înseamnă câștigabilă cu informație completă. Aplicația
însăși nu declară niciodată înfrângerea: când nu mai este posibilă nicio mutare utilă, se
anulează mutări sau se începe o partidă nouă.""",
    ),
    (
        "code",
        'for code in ("RU1-C-AAAAAFW", "RU1-C-AAAAAJS"):\n    result = solve(Game.from_code(code))\n'
        '    print(code, "→", result.status, f"({len(result.moves)} moves)" if result.moves else "")',
    ),
    (
        "md",
        """The winning line the solver found for `RU1-C-AAAAAFW`, ready to play with `game.play`.
Every win needs at least 52 moves, one per card sent to a foundation.""",
        """Linia câștigătoare găsită de rezolvitor pentru `RU1-C-AAAAAFW`, gata de jucat cu
`game.play`. Orice câștig cere cel puțin 52 de mutări, câte una pentru fiecare carte trimisă
pe o fundație.""",
    ),
    (
        "code",
        'line = solve(Game.from_code("RU1-C-AAAAAFW")).moves\n'
        "for start in range(0, len(line), 10):\n"
        '    print(f"{start + 1:3}.", " · ".join(map(str, line[start : start + 10])))',
    ),
]


# The few English words inside code cells, and their Romanian.
RO_CODE = {
    '"cards per column:"': '"cărți pe coloană:"',
    '"face down:"': '"cu fața în jos:"',
    '"· face up:"': '"· vizibile:"',
    '"foundations:"': '"fundații:"',
    '"score:"': '"scor:"',
    '"· face down per column:"': '"· cu fața în jos, pe coloane:"',
    '"after the take-back:"': '"după luarea înapoi:"',
    '"on the foundation again:"': '"din nou pe fundație:"',
    '"won:"': '"câștigată:"',
    '"· score:"': '"· scor:"',
    '"· moves:"': '"· mutări:"',
    '"before:"': '"înainte:"',
    '"score"': '"scor"',
    '"· moves"': '"· mutări"',
    '"· undo left"': '"· anulări posibile"',
    '"after two undos:"': '"după două anulări:"',
    '"same cards:"': '"aceleași cărți:"',
    '"legal moves at the start:"': '"mutări permise la început:"',
    '"classic ·"': '"clasică ·"',
    '"relaxed"': '"relaxat"',
    "# 7♥ on 8♦: refused in Classic": "# 7♥ pe 8♦: refuzat în modul Clasic",
    '"tap A♣:"': '"atingere A♣:"',
    '"tap 8♥:"': '"atingere 8♥:"',
    '"double tap 3♦:"': '"atingere dublă 3♦:"',
    '"double tap K♥:"': '"atingere dublă K♥:"',
    "# the last card of column 1 goes to its foundation": "# ultima carte a coloanei 1 merge pe fundația ei",
    "# not the last card: nothing happens": "# nu este ultima carte: nu se întâmplă nimic",
    "# with 3♣ on it, onto 4♦: the longest column": "# cu 3♣ deasupra, pe 4♦: coloana cea mai lungă",
    "# a king: into the empty column": "# un rege: în coloana goală",
    '"double click:"': '"dublu clic:"',
    '"· placement help:"': '"· ajutor la plasare:"',
    '"interactive rules:"': '"reguli interactive:"',
    '"· automatic placement:"': '"· plasare automată:"',
    "# the widget above shows the move at once": "# widgetul de mai sus arată imediat mutarea",
    'f"({len(result.moves)} moves)"': 'f"({len(result.moves)} mutări)"',
}


def translate_code(source: str) -> str:
    for en, ro in RO_CODE.items():
        source = source.replace(en, ro)
    return source


def build(lang: str) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    keyword = ', lang="ro"' if lang == "ro" else ""
    for step in STEPS:
        if step[0] == "md":
            nb.cells.append(nbformat.v4.new_markdown_cell(step[1] if lang == "en" else step[2]))
        else:
            source = step[1].replace("{lang}", keyword)
            nb.cells.append(nbformat.v4.new_code_cell(translate_code(source) if lang == "ro" else source))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


EXAMPLE_GAME: list[tuple[str, str]] = [
    (
        "md",
        """# The example game, move by move

The rules of Russian Solitaire speak of a documented example game: its **move 3 moves the
group 3♣ 7♦ A♠ 4♠ 10♥** (3♣ at the base, out of order), and at some point **a group that is
not headed by a king is refused on an empty column**. That page is not available, so this is
a real game built to show both, on deal `RU1-C-QXNADBF`, played to a win at 625 points
without taking anything back from the foundations. Its record is packaged with the library
(`tools/make_example_game.py` builds and checks it with the project's own engine and solver).""",
    ),
    (
        "code",
        'from rsol_widget import examples\n\nrecord = examples.load("example-game")\n'
        "print(record.title)\nprint(record.comment)\nrecord.game_at(0)",
    ),
    (
        "md",
        """## Cell by cell

`record.replay()` is a cursor over the game: `step()` plays the next move, `back()` takes one
back, `goto(n)` jumps to the position after n moves. Printing it shows the move, its comment
and the score.""",
    ),
    ("code", "replay = record.replay()\nreplay.step()\nprint(replay)\nreplay.game"),
    ("code", "replay.step()\nprint(replay)\nreplay.game"),
    (
        "md",
        "Move 3: column 4 shows 3♣ 7♦ A♠ 4♠ 10♥, and move 1 uncovered the 4♣ they all go on.",
    ),
    ("code", "replay.step()\nprint(replay)\nreplay.game"),
    (
        "md",
        """The refused attempt is part of the record, with its reason; the engine refuses it again
here, in the position where it was tried:""",
    ),
    (
        "code",
        'for ply, attempt in record.refused:\n    print(f"after move {ply}: {attempt.move} → {attempt.refused}")\n'
        "    print(attempt.comment)\n    print(record.game_at(ply).check(attempt.move))",
    ),
    ("code", "replay.back()\nprint(replay)\nreplay.goto(3)\nprint(replay)"),
    ("md", "## The whole game\n\nEvery move, with the comments on the moves that teach something:"),
    (
        "code",
        "for number, entry in enumerate(record.played, 1):\n"
        "    print(f\"{number:3}. {str(entry.move):7} {entry.comment or ''}\")",
    ),
    ("code", 'replay.goto(-1)\nprint(replay)\nprint("won:", replay.game.won)\nreplay.game'),
    (
        "md",
        """## With the replay controls

First / back / play / forward / last, a slider over the positions and the list of moves: the
board above them is a live `SolitaireWidget` showing the position at each step.""",
    ),
    ("code", "from rsol_widget.replay import ReplayControls\n\ncontrols = ReplayControls(record)\ncontrols"),
    ("code", "controls.goto(3)\nprint(controls.comment.value)"),
]

PLAY: list[tuple[str, str]] = [
    (
        "md",
        """# Play Russian Solitaire

Run the cell below for a new Classic deal. Drag cards, tap a column's last card to send it to
its foundation, double-tap to find it a place; the buttons undo, start a new game (Classic or
Relaxed, or a deal by its code) and open the settings.""",
    ),
    (
        "code",
        "from rsol_widget import SolitaireWidget\n\n"
        '# SolitaireWidget(code="RU1-C-AAAAABB") replays a deal by its code;\n'
        '# SolitaireWidget(rule="relaxed") plays the Relaxed rule («Culori mixte»); lang="ro" speaks Romanian.\n'
        "game = SolitaireWidget()\ngame",
    ),
]


def build_plain(steps: list[tuple[str, str]]) -> nbformat.NotebookNode:
    nb = nbformat.v4.new_notebook()
    for kind, text in steps:
        nb.cells.append(nbformat.v4.new_markdown_cell(text) if kind == "md" else nbformat.v4.new_code_cell(text))
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.metadata["language_info"] = {"name": "python"}
    return nb


def execute_and_write(nb: nbformat.NotebookNode, name: str, *, run: bool = True) -> None:
    if run:
        resources = {"metadata": {"path": str(NOTEBOOKS)}}
        NotebookClient(nb, timeout=600, kernel_name="python3", resources=resources).execute()
    stem = name.removesuffix(".ipynb").replace(".", "-")
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem}-{i:02d}"
    nbformat.write(nb, NOTEBOOKS / name)
    print("wrote", NOTEBOOKS / name)


def main() -> None:
    for lang, name in (("en", "tutorial.ipynb"), ("ro", "tutorial.ro.ipynb")):
        execute_and_write(build(lang), name)
    execute_and_write(build_plain(EXAMPLE_GAME), "example_game.ipynb")
    execute_and_write(build_plain(PLAY), "play.ipynb", run=False)


if __name__ == "__main__":
    main()

"""Write the notebooks in notebooks/ and run them, saving their outputs.

* tutorial.ipynb (English) and tutorial.ro.ipynb (Romanian): a first lesson, from the goal of
  the game to every rule and refusal, with the live widget, exercises checked by the engine
  (answers in folded cells) and a cheat sheet. Both have the same cells; only the prose, the
  words printed and the game's language differ.
* example_game.ipynb and example_game.ro.ipynb: the documented example game, step by step.
* play.ipynb: a fresh game in the widget (saved without outputs: every run deals anew).

The saved outputs (board pictures and their text, refusal messages) are what nbval compares in
the test suite, so run this script again after any change to the engine's messages or pictures:

    python tools/make_notebooks.py [tutorial.ipynb ...]
"""

# ruff: noqa: E501  (notebook prose and cell sources are kept as written)
from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

import nbformat
from nbclient import NotebookClient

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks"

# The tutorial's cells: ("md", english, romanian); ("code", source) or ("code", english, romanian);
# ("answer", ...) is a code cell saved collapsed (source and output hidden until opened).
# In code, {lang} becomes the keyword argument that makes the game speak the notebook's language
# and {LANG} the language code itself.

HELPERS_EN = '''# Helpers for this lesson (open this cell if you are curious; you need not read it).
from rsol_widget import Card, Game, IllegalMove, Move, SolitaireWidget, examples, i18n
from rsol_widget.errors import NotationError
from rsol_widget.messages import card_name
from rsol_widget.render import picture

TEXT = i18n.section("{LANG}", "notebook")  # the lesson's phrases, from the catalogue


def attempt(game, move):
    """Ask the engine about a move without playing it: print its refusal and mark it on the board."""
    refusal = game.check(move)
    if refusal is None:
        print(TEXT["legal"].format(move=move))
        return picture(game, arrows=[move])
    print(f"✗ {refusal}")
    return picture(game, refused=refusal)


def play(game, move):
    """Play a move and show the board with the moved cards outlined."""
    move = game.play(move)
    return picture(game, lastmove=move)


def check_last_card(game, column, answer):
    """Exercise: the last card of a column (1..7)."""
    if answer.strip() in ("", "..."):
        return print(TEXT["write"])
    try:
        card = Card.parse(answer)
    except NotationError as exc:
        return print(TEXT["bad_card"], exc)
    last = game.columns[column - 1][-1]
    if card == last:
        return print(TEXT["right"], TEXT["last"].format(n=column, card=last))
    print(TEXT["not_yet"], TEXT["not_last"].format(n=column, card=card))


def check_move(game, answer, goal):
    """Exercise: a legal move that does what ``goal`` asks ("uncovers", "foundation", "empty")."""
    if answer.strip() in ("", "..."):
        return print(TEXT["write"])
    try:
        move = Move.parse(answer)
    except NotationError as exc:
        return print(TEXT["bad_move"], exc)
    refusal = game.check(move)
    if refusal is not None:
        return print(TEXT["not_yet"], refusal)
    trial = game.copy()  # the exercise never changes the game
    trial.play(move)
    done = {
        "uncovers": sum(trial.face_down) < sum(game.face_down),
        "foundation": move.to_foundation,
        "empty": not move.to_foundation and not game.columns[move.dest],
    }[goal]
    print(TEXT["right"] if done else TEXT["not_yet"], move, "—", TEXT[goal if done else "miss_" + goal])


def check_choice(game, choices, answer):
    """Exercise: which of these moves is legal? The engine answers for the letter chosen."""
    letter = answer.strip().lower()
    if letter not in choices:
        return print(TEXT["write"])
    refusal = game.check(choices[letter])
    if refusal is None:
        return print(TEXT["choice_right"].format(letter=letter, move=choices[letter]))
    print(TEXT["choice_wrong"].format(letter=letter, move=choices[letter]), refusal)'''


def helpers(lang: str) -> str:
    source = HELPERS_EN.replace("{LANG}", lang)
    if lang == "en":
        return source
    return source.replace(
        "# Helpers for this lesson (open this cell if you are curious; you need not read it).",
        "# Funcțiile ajutătoare ale lecției (deschideți celula dacă sunteți curioși; nu e nevoie s-o citiți).",
    )


STEPS: list[tuple[str, ...]] = [
    (
        "md",
        """# Russian Solitaire: a first lesson

You will learn to play Russian Solitaire, the card game of the Russian Solitaire app, from
scratch: the goal, how to read the board, the moves, and every rule the app enforces. Each move
and each refusal below comes from the `rsol_widget` engine, the same one that runs the game in
the widget, so what you read is what the game does.

**How to use this notebook.** Run the cells from the top, one at a time (Shift+Enter). The
board appears in two forms: pictures (with the columns named `c1`…`c7` and the foundations `f`)
and a live game you can play with the mouse. The **Your turn** cells ask you a question; the
engine checks your answer, and the cell after each one, folded, holds the answer (click the
bar or the three dots to open it). A cheat sheet ends the lesson.

The first cell loads the library and a few helpers for the lesson.""",
        """# Russian Solitaire: prima lecție

Veți învăța de la zero să jucați Russian Solitaire, jocul de cărți al aplicației cu același
nume: scopul, cum se citește tabla, mutările și toate regulile pe care le aplică aplicația.
Fiecare mutare și fiecare refuz de mai jos vin de la motorul `rsol_widget`, același care
conduce jocul din widget, deci ce citiți este exact ceea ce face jocul.

**Cum folosiți acest caiet.** Rulați celulele de sus în jos, pe rând (Shift+Enter). Tabla
apare în două forme: imagini (cu coloanele numite `c1`…`c7` și fundațiile `f`) și un joc viu,
pe care îl puteți juca cu mausul. Celulele **Rândul dumneavoastră** vă pun o întrebare;
motorul vă verifică răspunsul, iar celula de după fiecare, pliată, conține răspunsul (faceți
clic pe bara ei sau pe cele trei puncte ca s-o deschideți). Lecția se încheie cu o fișă
recapitulativă.

Prima celulă încarcă biblioteca și câteva funcții ajutătoare pentru lecție.""",
    ),
    ("helpers",),
    (
        "md",
        """## 1. The goal

**Put all 52 cards onto the 4 foundations.** Each foundation holds one suit, built up from the
ace to the king: A, 2, 3, … 10, J, Q, K. When the last king goes up, the game is won.

Every card is dealt at the start, face up or face down, into 7 columns: the **tableau**. There
is no stock to draw from and no waste pile. You move cards between the columns to uncover the
face-down ones and to bring each suit's next card to the end of a column, from where it can go
to its foundation.""",
        """## 1. Scopul jocului

**Toate cele 52 de cărți trebuie puse pe cele 4 fundații.** Fiecare fundație primește o
singură culoare, construită de la as până la popă: A, 2, 3, … 10, J, Q, K. Când urcă și ultima
popă, partida este câștigată.

Toate cărțile se împart de la început, cu fața în sus sau în jos, în 7 coloane: **tabloul**.
Nu există teanc de tragere și nici teanc de decartare. Mutați cărți între coloane ca să le
descoperiți pe cele cu fața în jos și ca să aduceți următoarea carte a fiecărei culori la
capătul unei coloane, de unde poate urca pe fundația ei.""",
    ),
    (
        "md",
        """## 2. The cards and their names

The ranks go from the ace (lowest) to the king (highest). The app's Romanian names are the
ones to use with a Romanian player: in Romanian a suit is a *culoare* (the app's word; the
refusal messages say *familie*), and the king is *popă* (also called *rege* in the rules).

| | ace | 2 … 10 | jack | queen | king |
|---|---|---|---|---|---|
| written | A | 2 … 10 | J | Q | K |
| Romanian | as | 2 … 10 | valet | damă | popă (rege) |

| suit | ♠ spades | ♥ hearts | ♦ diamonds | ♣ clubs |
|---|---|---|---|---|
| Romanian | pică | cupă | caro | treflă |

The engine names the cards the same way (the widget reads these names aloud to screen readers):""",
        """## 2. Cărțile și numele lor

Rangurile merg de la as (cel mai mic) la popă (cel mai mare). În aplicație, ♠ ♥ ♦ ♣ se numesc
*culori* (mesajele de refuz spun *familie*), iar regele se numește *popă* (regulile îi spun și
*rege*). Numele englezești sunt pe ultimul rând al tabelelor.

| | as | 2 … 10 | valet | damă | popă (rege) |
|---|---|---|---|---|---|
| scris | A | 2 … 10 | J | Q | K |
| în engleză | ace | 2 … 10 | jack | queen | king |

| culoare | ♠ pică | ♥ cupă | ♦ caro | ♣ treflă |
|---|---|---|---|---|
| în engleză | spades | hearts | diamonds | clubs |

Motorul numește cărțile la fel (widgetul citește aceste nume cu voce tare pentru cititoarele
de ecran):""",
    ),
    (
        "code",
        'for card in ("A♠", "7♥", "10♦", "J♣", "Q♥", "K♠"):\n    print(f"{card:4}", card_name(Card.parse(card), "{LANG}"))',
    ),
    (
        "md",
        """## 3. The deal, and how to read the board

A game starts from a **game code**: `RU1-C-AAAAAAA` always deals the same cards in the same
places, with its rule (`C`: Classic). Here is that deal:""",
        """## 3. Împărțirea cărților și cum se citește tabla

O partidă pornește de la un **cod de partidă**: `RU1-C-AAAAAAA` împarte mereu aceleași cărți
în aceleași locuri, cu regula ei (`C`: Clasică). Iată această distribuție:""",
    ),
    ("code", 'game = Game.from_code("RU1-C-AAAAAAA"{lang})\npicture(game)'),
    (
        "md",
        """How to read it:

- The **caption** on top: the game code, the rule, the score and the number of moves.
- The **foundations** (`f`), top right: four places, one per suit in the fixed order
  ♠ ♥ ♦ ♣, all empty at the start.
- The **tableau**: 7 columns, `c1` to `c7` from the left, of 1, 6, 7, 8, 9, 10 and 11 cards.
  Column 1 has a single card, face up; each other column has first 1, 2, 3, 4, 5 and 6 cards
  **face down** (the blue backs), then 5 cards **face up**: 21 hidden, 31 visible.
- Each column is a fan that grows downwards. **The last card of a column is the one at the
  bottom of the fan, the only one shown whole**: 8♠ in column 3, 10♦ in column 7. Cards are
  put on a column's last card, and only a last card goes to a foundation.

The same board as text, for cells: a column reads from its first card to its last, left to
right, `##` for a face-down card, so the last card of a column is the rightmost one:""",
        """Cum se citește:

- **Titlul** de sus: codul partidei, regula, scorul și numărul de mutări.
- **Fundațiile** (`f`), sus în dreapta: patru locuri, câte unul pentru fiecare culoare, în
  ordinea fixă ♠ ♥ ♦ ♣, toate goale la început.
- **Tabloul**: 7 coloane, de la `c1` la `c7` începând din stânga, de 1, 6, 7, 8, 9, 10 și 11
  cărți. Coloana 1 are o singură carte, vizibilă; fiecare dintre celelalte are mai întâi 1, 2,
  3, 4, 5, respectiv 6 cărți **cu fața în jos** (spatele albastru), apoi 5 cărți **vizibile**:
  21 de cărți ascunse și 31 vizibile.
- Fiecare coloană este un evantai care crește în jos. **Ultima carte a unei coloane este cea de
  la capătul de jos al evantaiului, singura vizibilă în întregime**: 8♠ în coloana 3, 10♦ în
  coloana 7. Cărțile se așază pe ultima carte a unei coloane și doar ultima carte poate merge
  pe o fundație.

Aceeași tablă ca text, pentru celule: o coloană se citește de la prima ei carte la ultima, de
la stânga la dreapta, cu `##` pentru o carte cu fața în jos; ultima carte a unei coloane este
deci cea din dreapta:""",
    ),
    ("code", "print(game)"),
    (
        "code",
        'print("cards per column:", [len(column) for column in game.columns])\n'
        'print("face down:", sum(game.face_down), "· face up:", 52 - sum(game.face_down))',
        'print("cărți pe coloană:", [len(column) for column in game.columns])\n'
        'print("cu fața în jos:", sum(game.face_down), "· vizibile:", 52 - sum(game.face_down))',
    ),
    (
        "md",
        """### Your turn: which card is the last card of column 5?

Write it between the quotes (`Q♠`, or `QS` if you have no ♠ key) and run the cell.""",
        """### Rândul dumneavoastră: care este ultima carte a coloanei 5?

Scrieți-o între ghilimele (`Q♠`, sau `QS` dacă nu aveți tasta ♠) și rulați celula.""",
    ),
    ("code", 'check_last_card(game, 5, "...")'),
    ("answer", 'check_last_card(game, 5, "Q♠")'),
    (
        "md",
        """## 4. Play it: the live game

Below is the same deal in the game itself, as the app shows it. Every move you make there is
checked by the engine. Try two things:

1. **A move that works.** Column 6 shows 3♠ K♥ A♣ 7♣ 9♣. Drag **7♣** onto **8♣** (column 1):
   the same suit, one rank lower, so it fits. Notice that 9♣ comes along: it lay on 7♣.
   (No mouse? The next cell plays it for you.)
2. **A move that is refused.** Now drag **8♠** (the last card of column 3) onto **9♣** (now the
   last card of column 1). The cards go back, and the game says which rule refused the move.

A tap on a card does something too; we come to taps in section 12.""",
        """## 4. Jucați: jocul viu

Mai jos este aceeași distribuție în jocul propriu-zis, așa cum o arată aplicația. Fiecare
mutare pe care o faceți acolo este verificată de motor. Încercați două lucruri:

1. **O mutare care merge.** Coloana 6 arată 3♠ K♥ A♣ 7♣ 9♣. Trageți **7♣** pe **8♣** (coloana
   1): aceeași culoare, un rang mai jos, deci se potrivește. Observați că 9♣ vine și ea: stătea
   pe 7♣. (Fără maus? Celula următoare o joacă pentru dumneavoastră.)
2. **O mutare refuzată.** Acum trageți **8♠** (ultima carte a coloanei 3) pe **9♣** (acum
   ultima carte a coloanei 1). Cărțile se întorc la locul lor, iar jocul spune ce regulă a
   refuzat mutarea.

Și o atingere pe o carte face ceva: despre atingeri, în secțiunea 12.""",
    ),
    ("code", 'board = SolitaireWidget(code="RU1-C-AAAAAAA", lang="{LANG}")\nboard'),
    (
        "code",
        '# Task 1, if you did not drag it yourself:\nif "7♣ c1" not in [str(m) for m in board.game.move_stack]:\n'
        '    board.game.play("7♣ c1")  # the widget above shows the move at once\nprint(board.game)',
        '# Sarcina 1, dacă nu ați tras-o chiar dumneavoastră:\nif "7♣ c1" not in [str(m) for m in board.game.move_stack]:\n'
        '    board.game.play("7♣ c1")  # widgetul de mai sus arată imediat mutarea\nprint(board.game)',
    ),
    (
        "md",
        "Task 2, checked with the engine: the same refusal as in the widget, drawn in red.",
        "Sarcina 2, verificată cu motorul: același refuz ca în widget, desenat cu roșu.",
    ),
    ("code", 'attempt(board.game, "8♠ c1")'),
    (
        "md",
        """## 5. Moving a card: the same suit, exactly one rank higher

A card may be put on the last card of a column if that card is face up, **of the same suit
and exactly one rank higher**. So 7♥ goes on 8♥, never on 8♦ nor on a black 8. This is the
only difference from Yukon, where red and black alternate. In the app the rule is called
**«Aceeași culoare»** (“Same suit”); its refusal message speaks of the same family.

A move is written `<card> <destination>`: `c1`…`c7` for a column, `f` for the card's
foundation. On deal `RU1-C-AAAAAFW`, 7♥ ends column 4; 8♥ ends column 3, 8♦ column 7 and Q♥
column 2. The orange arrow shows the move we look at:""",
        """## 5. Mutarea unei cărți: aceeași culoare, exact un rang mai mare

O carte se poate așeza pe ultima carte a unei coloane dacă aceasta este vizibilă, **de aceeași
culoare și cu exact un rang mai mare**. Așadar 7♥ se așază pe 8♥, niciodată pe 8♦ sau pe un 8
negru. Aceasta este singura diferență față de Yukon, unde se alternează roșul și negrul. În
aplicație regula se numește **„Aceeași culoare”**; mesajul de refuz vorbește despre „aceeași
familie”.

O mutare se scrie `<carte> <destinație>`: `c1`…`c7` pentru o coloană, `f` pentru fundația
cărții. În distribuția `RU1-C-AAAAAFW`, 7♥ încheie coloana 4; 8♥ încheie coloana 3, 8♦ coloana
7, iar Q♥ coloana 2. Săgeata portocalie arată mutarea despre care vorbim:""",
    ),
    ("code", 'game = Game.from_code("RU1-C-AAAAAFW"{lang})\npicture(game, arrows=["7♥ c3"])'),
    (
        "md",
        """Another suit is refused: `game.play` raises the exception `IllegalMove`. It carries the
reason (`refusal.reason`, here `"same_suit"`), the rule's name (`refusal.rule`) and the message,
which starts with that name:""",
        """O altă culoare este refuzată: `game.play` aruncă excepția `IllegalMove`. Ea poartă motivul
(`refusal.reason`, aici `"same_suit"`), numele regulii (`refusal.rule`) și mesajul, care începe
cu acest nume:""",
    ),
    (
        "code",
        'try:\n    game.play("7♥ c7")\nexcept IllegalMove as refusal:\n    print(refusal)',
    ),
    (
        "md",
        """`attempt` (one of this lesson's helpers) asks the same question with `game.check`, which
never plays, and marks the attempt. The right suit but the wrong rank is refused too:""",
        """`attempt` (una dintre funcțiile ajutătoare ale lecției) pune aceeași întrebare cu
`game.check`, care nu joacă niciodată, și marchează încercarea. Culoarea potrivită, dar rangul
greșit, este refuzată și ea:""",
    ),
    ("code", 'attempt(game, "7♥ c2")'),
    (
        "md",
        "And 7♥ on 8♥ is played; the yellow outline shows where it went, the dashed one where it was:",
        "Iar 7♥ pe 8♥ se joacă; conturul galben arată unde a ajuns, cel punctat unde era:",
    ),
    ("code", 'play(game, "7♥ c3")'),
    (
        "md",
        "A move to the place where the card already is changes nothing and is refused:",
        "O mutare acolo unde cartea se află deja nu schimbă nimic și este refuzată:",
    ),
    ("code", 'attempt(game, "7♥ c3")'),
    (
        "md",
        """## 6. Groups, even out of order, and cards that turn over by themselves

The rule taken from Yukon: **any face-up card moves together with all the cards lying on it**,
whether or not they form a sequence. Only the card at the base of the group has to fit.

Back on `RU1-C-AAAAAAA`: 5♣ (column 7) goes on 6♣ (column 2) and takes 6♥ 4♦ K♠ 10♦ along.
5♣ was the first face-up card of its column, right on the hidden ones: **the face-down card
it leaves at the end of the column turns face up by itself** and can be played (+5 points).""",
        """## 6. Grupuri, chiar și în dezordine, și cărți care se întorc singure

Regula preluată din Yukon: **orice carte vizibilă se mută împreună cu toate cărțile așezate
pe ea**, indiferent dacă formează sau nu o succesiune. Doar cartea de la baza grupului trebuie
să se potrivească.

Înapoi la `RU1-C-AAAAAAA`: 5♣ (coloana 7) se așază pe 6♣ (coloana 2) și ia cu ea 6♥ 4♦ K♠ 10♦.
5♣ era prima carte vizibilă a coloanei sale, chiar deasupra celor ascunse: **cartea cu fața în
jos pe care o lasă la capătul coloanei se întoarce singură** și poate fi jucată (+5 puncte).""",
    ),
    ("code", 'game = Game.from_code("RU1-C-AAAAAAA"{lang})\npicture(game, arrows=["5♣ c2"])'),
    (
        "code",
        'print("score:", game.score, "· face-down cards:", sum(game.face_down))\nplay(game, "5♣ c2")',
        'print("scor:", game.score, "· cărți cu fața în jos:", sum(game.face_down))\nplay(game, "5♣ c2")',
    ),
    (
        "code",
        'print("score:", game.score, "· face-down cards:", sum(game.face_down))',
        'print("scor:", game.score, "· cărți cu fața în jos:", sum(game.face_down))',
    ),
    (
        "md",
        """**Only face-up cards move.** A face-down card cannot be picked up, not even with the cards
on it. (The engine knows every card; here we take the card at the bottom of column 7 from
`game.columns` without looking at it first, and the refusal names it.)""",
        """**Se mută doar cărțile vizibile.** O carte cu fața în jos nu poate fi luată, nici măcar
împreună cu cărțile de pe ea. (Motorul știe fiecare carte; aici luăm cartea de la baza coloanei
7 din `game.columns` fără s-o privim înainte, iar refuzul o numește.)""",
    ),
    (
        "code",
        "hidden = game.columns[6][0]  # face down\nattempt(game, Move(hidden, 0))",
        "hidden = game.columns[6][0]  # cu fața în jos\nattempt(game, Move(hidden, 0))",
    ),
    (
        "md",
        """### Your turn: find the move that uncovers a card

On deal `RU1-C-AAAAAFW` exactly one move turns a hidden card face up. Which one? Write it as
`<card> <destination>` (for example `7♥ c3`) and run the cell.""",
        """### Rândul dumneavoastră: găsiți mutarea care descoperă o carte

În distribuția `RU1-C-AAAAAFW` o singură mutare întoarce o carte ascunsă. Care? Scrieți-o ca
`<carte> <destinație>` (de exemplu `7♥ c3`) și rulați celula.""",
    ),
    ("code", 'puzzle = Game.from_code("RU1-C-AAAAAFW"{lang})\npicture(puzzle)'),
    ("code", 'check_move(puzzle, "...", "uncovers")'),
    (
        "answer",
        'check_move(puzzle, "J♥ c2", "uncovers")  # J♥ takes 5♠ J♣ 10♦ 7♥ along onto Q♥\nplay(puzzle, "J♥ c2")',
        'check_move(puzzle, "J♥ c2", "uncovers")  # J♥ ia cu ea 5♠ J♣ 10♦ 7♥ pe Q♥\nplay(puzzle, "J♥ c2")',
    ),
    (
        "md",
        """## 7. The empty column

**An empty column accepts only a king**, alone or with the cards lying on it. First we empty
column 1: its 8♣ goes on 9♣ (column 6).""",
        """## 7. Coloana goală

**O coloană goală acceptă doar un rege**, singur sau împreună cu cărțile așezate pe el. Mai
întâi golim coloana 1: 8♣ se așază pe 9♣ (coloana 6).""",
    ),
    ("code", 'play(game, "8♣ c6")'),
    (
        "md",
        """No other group may go there, **not even to uncover a hidden card**: 3♠ lies right on the
hidden cards of column 6, so moving it would turn one over, yet it is refused.""",
        """Niciun alt grup nu poate fi așezat acolo, **nici măcar pentru a descoperi o carte
ascunsă**: 3♠ stă chiar pe cărțile ascunse ale coloanei 6, deci mutarea ei ar întoarce una;
totuși, este refuzată.""",
    ),
    ("code", 'attempt(game, "3♠ c1")'),
    (
        "md",
        """### Your turn: which card can fill the empty column 1?

Write a move that puts a card (with whatever lies on it) into column 1.""",
        """### Rândul dumneavoastră: ce carte poate umple coloana goală 1?

Scrieți o mutare care pune o carte (cu tot ce stă pe ea) în coloana 1.""",
    ),
    ("code", 'check_move(game, "...", "empty")'),
    (
        "answer",
        'check_move(game, "K♠ c1", "empty")  # K♥ c1 works too: K♥ takes A♣ 7♣ 9♣ 8♣ along\nplay(game, "K♠ c1")',
        'check_move(game, "K♠ c1", "empty")  # merge și K♥ c1: K♥ ia cu ea A♣ 7♣ 9♣ 8♣\nplay(game, "K♠ c1")',
    ),
    (
        "md",
        """## 8. The foundations

Each foundation takes **a single suit, the ace first**, then 2, 3 and so on up to the king,
**one card at a time, taken from the end of a column**. Each card put there earns 10 points.
The move `<card> f` sends a card to its own foundation; in the widget, drag it onto **any**
foundation place and the game finds the right one (or tap it: section 12).

On `RU1-C-AAAAAJS`, A♣, 2♣ and 3♣ all end columns. A♣ and 2♣ go up:""",
        """## 8. Fundațiile

Fiecare fundație primește **o singură culoare, mai întâi asul**, apoi 2, 3 și așa mai departe
până la popă, **câte o carte pe rând, luată de la capătul unei coloane**. Fiecare carte
așezată acolo aduce 10 puncte. Mutarea `<carte> f` trimite o carte pe fundația ei; în widget o
trageți pe **oricare** loc de fundație, iar jocul îl găsește pe cel potrivit (sau o atingeți:
secțiunea 12).

În `RU1-C-AAAAAJS`, A♣, 2♣ și 3♣ încheie câte o coloană. A♣ și 2♣ urcă:""",
    ),
    ("code", 'game = Game.from_code("RU1-C-AAAAAJS"{lang})\npicture(game, arrows=["A♣ f", "2♣ f"])'),
    (
        "code",
        'game.play("A♣ f")\nplay(game, "2♣ f")',
    ),
    (
        "md",
        """**Nothing moves by itself**: 3♣ now ends column 2 and could go up, but it stays where it
is until you move it. The app never sends cards to the foundations on its own and never
finishes a game for you.""",
        """**Nimic nu se mută singur**: 3♣ încheie acum coloana 2 și ar putea urca, dar rămâne unde
este până o mutați. Aplicația nu trimite niciodată singură cărți pe fundații și nu încheie
partida în locul dumneavoastră.""",
    ),
    (
        "code",
        'print("3♣ is in column", game.location("3♣") + 1, "· the ♣ foundation:", *game.foundations[3])',
        'print("3♣ este în coloana", game.location("3♣") + 1, "· fundația ♣:", *game.foundations[3])',
    ),
    (
        "md",
        "A card that does not come next, or that is not the last of its column, is refused:",
        "O carte care nu urmează la rând, sau care nu este ultima din coloana ei, este refuzată:",
    ),
    ("code", 'attempt(game, "4♦ f")'),
    ("code", 'attempt(game, "2♠ f")'),
    (
        "md",
        """**Taking a card back from a foundation.** The top card of a foundation can be taken
(in the app: dragged) and put on a column, following the column rules, **with no loss of
points**; putting it up again earns another 10 points. Only the top card can come back: A♣
lies under 2♣.""",
        """**Luarea înapoi dintr-o fundație.** Cartea de deasupra unei fundații poate fi luată (în
aplicație: trasă) și așezată pe o coloană, după regulile coloanelor, **fără pierdere de
puncte**; urcată din nou, aduce încă 10 puncte. Doar cartea de deasupra poate fi luată înapoi:
A♣ stă sub 2♣.""",
    ),
    ("code", 'attempt(game, "A♣ c4")'),
    (
        "code",
        'print("score before:", game.score)\ngame.play("2♣ c2")  # 2♣ back onto 3♣\nprint("after the take-back:", game.score)\n'
        'game.play("2♣ f")\nprint("up again:", game.score)\npicture(game, lastmove="2♣ f")',
        'print("scor înainte:", game.score)\ngame.play("2♣ c2")  # 2♣ înapoi pe 3♣\nprint("după luarea înapoi:", game.score)\n'
        'game.play("2♣ f")\nprint("urcat din nou:", game.score)\npicture(game, lastmove="2♣ f")',
    ),
    (
        "md",
        """### Your turn: send a card to its foundation

In this position, write a move that puts a card on a foundation.""",
        """### Rândul dumneavoastră: trimiteți o carte pe fundația ei

În această poziție, scrieți o mutare care pune o carte pe o fundație.""",
    ),
    ("code", 'check_move(game, "...", "foundation")'),
    (
        "answer",
        'check_move(game, "3♣ f", "foundation")  # A♠ f, A♥ f and A♦ f are right too\nplay(game, "3♣ f")',
        'check_move(game, "3♣ f", "foundation")  # A♠ f, A♥ f și A♦ f sunt corecte și ele\nplay(game, "3♣ f")',
    ),
    (
        "md",
        """### Your turn: which of these moves is legal?

On a fresh `RU1-C-AAAAAJS`, only one of these four is allowed. Write its letter.""",
        """### Rândul dumneavoastră: care dintre aceste mutări este permisă?

Într-o partidă nouă `RU1-C-AAAAAJS`, doar una dintre aceste patru este permisă. Scrieți litera
ei.""",
    ),
    (
        "code",
        'quiz = Game.from_code("RU1-C-AAAAAJS"{lang})\n'
        'choices = {"a": "2♠ f", "b": "8♥ c6", "c": "3♦ c2", "d": "K♥ c1"}\ncheck_choice(quiz, choices, "...")',
    ),
    (
        "answer",
        "for letter in choices:  # the engine on each of the four\n    check_choice(quiz, choices, letter)",
        "for letter in choices:  # motorul, pentru fiecare dintre cele patru\n    check_choice(quiz, choices, letter)",
    ),
    (
        "md",
        """## 9. Groups of at most 20 cards

The app refuses to move **a group of more than 20 cards** in a single move. Such a long column
hardly ever happens in a real deal, so this is **a hand-made position**, not a deal
(`Game.from_position`, face-down cards in brackets): column 1 holds 22 cards, and the group
from K♠ has 21.""",
        """## 9. Grupuri de cel mult 20 de cărți

Aplicația refuză să mute dintr-o dată **un grup de peste 20 de cărți**. O
coloană atât de lungă apare foarte rar într-o distribuție reală, așa că aceasta este **o
poziție construită de mână**, nu o distribuție (`Game.from_position`, cărțile cu fața în jos
între paranteze): coloana 1 are 22 de cărți, iar grupul de la K♠ are 21.""",
    ),
    (
        "code",
        "long = Game.from_position(\n    [\n"
        '        "5♦ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥ 6♥",\n'
        '        "",\n        "[A♦] [2♦] 3♦ 4♦",\n        "[6♦] [7♦] 8♦ 9♦ 10♦",\n'
        '        "[J♦] [Q♦] K♦ A♣ 2♣ 3♣",\n        "[4♣] [5♣] 6♣ 7♣ 8♣ 9♣ 10♣ J♣",\n'
        '        "[Q♣] [K♣] A♥ 2♥ 3♥ 4♥ 5♥",\n    ]{lang}\n)\n'
        'attempt(long, "K♠ c2")',
    ),
    (
        "md",
        "A shorter group is fine: K♥ and the 7 cards on it go into the empty column.",
        "Un grup mai scurt este în regulă: K♥ și cele 7 cărți de pe ea intră în coloana goală.",
    ),
    ("code", 'play(long, "K♥ c2")'),
    (
        "md",
        """## 10. Scoring and the end of the game

The score starts at 0: **+10** for each card put on a foundation (again after a take-back) and
**+5** for each card turned face up; nothing is ever taken off, so it never goes below 0. A
deal hides 21 cards, so **a game won without taking cards back from the foundations always
ends with 625 points**: 52 × 10 + 21 × 5. The game bar also shows the time, the number of
moves and the game code.

The example game packaged with the library (see `example_game.ipynb`) is such a win; here is
its last position:""",
        """## 10. Punctajul și sfârșitul partidei

Scorul pornește de la 0: **+10** pentru fiecare carte așezată pe o fundație (din nou după o
luare înapoi) și **+5** pentru fiecare carte întoarsă; nu se scade niciodată nimic, deci nu
coboară sub 0. O distribuție ascunde 21 de cărți, așa că **o partidă câștigată fără a lua
cărți înapoi din fundații se încheie întotdeauna cu 625 de puncte**: 52 × 10 + 21 × 5. Bara de
joc arată și timpul, numărul de mutări și codul partidei.

Partida exemplu livrată cu biblioteca (vedeți `example_game.ro.ipynb`) este un astfel de
câștig; iată ultima ei poziție:""",
    ),
    (
        "code",
        'final = examples.load("example-game").game_at(95{lang})\nprint("score:", final.score, "=", 52 * 10, "+", 21 * 5)\n'
        "picture(final, lastmove=final.move_stack[-1])",
        'final = examples.load("example-game").game_at(95{lang})\nprint("scor:", final.score, "=", 52 * 10, "+", 21 * 5)\n'
        "picture(final, lastmove=final.move_stack[-1])",
    ),
    (
        "md",
        """**A won game refuses every move and undo.** This is this project's choice, not a rule of
the app (the rules say only that the game is won when the 52 cards are up): once won, the
engine keeps the final position as it is.""",
        """**O partidă câștigată refuză orice mutare și orice anulare.** Aceasta este alegerea
proiectului, nu o regulă a aplicației (regulile spun doar că partida este câștigată când cele
52 de cărți sunt pe fundații): odată câștigată, motorul păstrează poziția finală așa cum
este.""",
    ),
    (
        "code",
        'attempt(final, "K♣ c1")',
    ),
    (
        "code",
        "try:\n    final.undo()\nexcept IllegalMove as refusal:\n    print(refusal)",
    ),
    (
        "md",
        """**The app never declares a loss.** When no useful move is left, you undo moves or start a
new game.""",
        """**Aplicația nu declară niciodată înfrângerea.** Când nu mai este posibilă nicio mutare
utilă, se anulează mutări sau se începe o partidă nouă.""",
    ),
    (
        "md",
        """## 11. Undo

**Undo takes moves back one at a time, up to 100 of them.** Each undo restores the cards'
places, which way they face, and the score, but **the move counter does not go down**. A card
that the move uncovered turns face down again, and its 5 points go with it:""",
        """## 11. Anularea

**Anularea ia mutările înapoi una câte una, până la 100 de mutări.** Fiecare anulare
restabilește locurile cărților, orientarea fețelor și scorul, dar **contorul de mutări nu
scade**. O carte pe care mutarea a descoperit-o se întoarce din nou cu fața în jos, iar scorul
pierde cele 5 puncte primite pentru ea:""",
    ),
    (
        "code",
        'game = Game.from_code("RU1-C-AAAAAAA"{lang})\ngame.play("5♣ c2")  # turns a card face up: +5\ngame.play("8♣ c6")\n'
        'print("score", game.score, "· moves", game.moves, "· face down in column 7:", game.face_down[6])\n'
        'print("undo:", game.undo())\nprint("score", game.score, "· moves", game.moves, "· face down in column 7:", game.face_down[6])\n'
        'print("undo:", game.undo())\nprint("score", game.score, "· moves", game.moves, "· face down in column 7:", game.face_down[6])',
        'game = Game.from_code("RU1-C-AAAAAAA"{lang})\ngame.play("5♣ c2")  # întoarce o carte: +5\ngame.play("8♣ c6")\n'
        'print("scor", game.score, "· mutări", game.moves, "· cu fața în jos în coloana 7:", game.face_down[6])\n'
        'print("anulare:", game.undo())\nprint("scor", game.score, "· mutări", game.moves, "· cu fața în jos în coloana 7:", game.face_down[6])\n'
        'print("anulare:", game.undo())\nprint("scor", game.score, "· mutări", game.moves, "· cu fața în jos în coloana 7:", game.face_down[6])',
    ),
    (
        "md",
        "Nothing is left to undo now:",
        "Acum nu mai este nimic de anulat:",
    ),
    ("code", "try:\n    game.undo()\nexcept IllegalMove as refusal:\n    print(refusal)"),
    (
        "md",
        """This library adds **redo**, which the app does not have: `game.redo()` plays the last undone
move again (it counts as a move), until a new move is played. With nothing to redo, it is refused:""",
        """Biblioteca adaugă **refacerea**, pe care aplicația nu o are: `game.redo()` joacă din nou ultima
mutare anulată (și se numără ca mutare), până când se face o mutare nouă. Când nu mai este nimic
de refăcut, refacerea este refuzată:""",
    ),
    (
        "code",
        'print("redo:", game.redo())\nprint("redo:", game.redo())\nprint("score", game.score, "· moves", game.moves)\n'
        "try:\n    game.redo()\nexcept IllegalMove as refusal:\n    print(refusal)",
        'print("refacere:", game.redo())\nprint("refacere:", game.redo())\nprint("scor", game.score, "· mutări", game.moves)\n'
        "try:\n    game.redo()\nexcept IllegalMove as refusal:\n    print(refusal)",
    ),
    (
        "md",
        """The limit is 100: after 130 moves (here 7♥ goes back and forth between two 8s, which the
Relaxed rule of section 13 allows), 100 can be undone, and the 101st undo is refused.""",
        """Limita este 100: după 130 de mutări (aici 7♥ trece de pe un 8 pe celălalt și înapoi, ceea ce
permite regula Relaxată din secțiunea 13), se pot anula 100, iar a 101-a anulare este
refuzată.""",
    ),
    (
        "code",
        'shuttle = Game.from_code("RU1-R-AAAAAFW"{lang})\nfor _ in range(65):\n    shuttle.play("7♥ c7")\n    shuttle.play("7♥ c3")\n'
        'print("moves:", shuttle.moves, "· can be undone:", shuttle.undo_left)\nfor _ in range(100):\n    shuttle.undo()\n'
        'print("after 100 undos · moves:", shuttle.moves, "· can be undone:", shuttle.undo_left)\n'
        "try:\n    shuttle.undo()\nexcept IllegalMove as refusal:\n    print(refusal)",
        'shuttle = Game.from_code("RU1-R-AAAAAFW"{lang})\nfor _ in range(65):\n    shuttle.play("7♥ c7")\n    shuttle.play("7♥ c3")\n'
        'print("mutări:", shuttle.moves, "· se pot anula:", shuttle.undo_left)\nfor _ in range(100):\n    shuttle.undo()\n'
        'print("după 100 de anulări · mutări:", shuttle.moves, "· se pot anula:", shuttle.undo_left)\n'
        "try:\n    shuttle.undo()\nexcept IllegalMove as refusal:\n    print(refusal)",
    ),
    (
        "md",
        """## 12. The app's gestures and settings

**A tap** on the last card of a column sends it to its foundation when it can go there, and
otherwise does nothing. **Two quick taps** (the setting «Dublu clic», “Double click”, on by
default) do what a tap does when they can, and otherwise look for a place on the tableau for
the card and the cards on it: **the longest column first, then an empty column for a king**.
Cards can also be dragged. The engine has the same gestures:""",
        """## 12. Gesturile și setările aplicației

**O atingere** pe ultima carte a unei coloane o trimite la fundația ei când poate merge acolo,
iar altfel nu face nimic. **Două atingeri rapide** (setarea „Dublu clic”, activată implicit)
fac ce face o atingere când se poate, iar altfel caută un loc pe tablou pentru carte și
cărțile de pe ea: **mai întâi coloana cea mai lungă, apoi o coloană goală pentru un rege**.
Cărțile pot fi mutate și prin tragere. Motorul are aceleași gesturi:""",
    ),
    (
        "code",
        'taps = Game.from_code("RU1-C-AAAAAJS"{lang})\n'
        'print("tap A♣:", taps.tap("A♣"))  # the last card of column 1 goes to its foundation\n'
        'print("tap 8♥:", taps.tap("8♥") or "nothing happens")  # not the last card of its column\n'
        'print("double tap K♥:", taps.double_tap("K♥"))  # a king: into the empty column\npicture(taps, lastmove="K♥ c1")',
        'taps = Game.from_code("RU1-C-AAAAAJS"{lang})\n'
        'print("atingere A♣:", taps.tap("A♣"))  # ultima carte a coloanei 1 merge pe fundația ei\n'
        'print("atingere 8♥:", taps.tap("8♥") or "nu se întâmplă nimic")  # nu este ultima carte a coloanei\n'
        'print("atingere dublă K♥:", taps.double_tap("K♥"))  # un rege: în coloana goală\npicture(taps, lastmove="K♥ c1")',
    ),
    (
        "md",
        """**The longest column first**, where it matters: with the Relaxed rule, 7♥ on
`RU1-R-AAAAAFW` fits on 8♥ (column 3, 7 cards) and on 8♦ (column 7, 11 cards). A double tap
picks column 7, the longer one:""",
        """**Mai întâi coloana cea mai lungă**, acolo unde contează: cu regula Relaxată, 7♥ din
`RU1-R-AAAAAFW` se potrivește pe 8♥ (coloana 3, 7 cărți) și pe 8♦ (coloana 7, 11 cărți).
Atingerea dublă alege coloana 7, cea mai lungă:""",
    ),
    (
        "code",
        'choice = Game.from_code("RU1-R-AAAAAFW"{lang})\n'
        'print("7♥ may go:", [str(m) for m in choice.legal_moves() if str(m.card) == "7♥"])\n'
        'print("double tap 7♥:", choice.double_tap("7♥"))\npicture(choice, lastmove="7♥ c7")',
        'choice = Game.from_code("RU1-R-AAAAAFW"{lang})\n'
        'print("7♥ poate merge:", [str(m) for m in choice.legal_moves() if str(m.card) == "7♥"])\n'
        'print("atingere dublă 7♥:", choice.double_tap("7♥"))\npicture(choice, lastmove="7♥ c7")',
    ),
    (
        "md",
        """**The settings** (the Settings button in the widget), with the app's defaults:

- «Dublu clic» (“Double click”, on): two quick taps look for a place, as above.
- «Ajutor la plasare» (“Placement help”, on): while you drag, the possible places light up.
- «Reguli interactive» (“Interactive rules”, on): a refused move shows its rule, as in
  section 4; off, the cards just go back.
- «Plasare automată» (“Automatic placement”, off): when you release a card **where it cannot
  go**, it goes where a double tap would send it, which may also be its foundation.

Try it: in the game below, turn on «Plasare automată» (or run the next cell), then drop 2♣
anywhere it cannot go, for example on 4♦ at the end of column 7.""",
        """**Setările** (butonul Setări din widget), cu valorile implicite ale aplicației:

- „Dublu clic” (activată): două atingeri rapide caută un loc, ca mai sus.
- „Ajutor la plasare” (activată): în timpul tragerii, locurile posibile se luminează.
- „Reguli interactive” (activată): o mutare refuzată își afișează regula, ca în secțiunea 4;
  dezactivată, cărțile doar se întorc la locul lor.
- „Plasare automată” (dezactivată): când eliberați o carte **acolo unde nu poate merge**, ea
  merge unde ar trimite-o o atingere dublă, ceea ce poate fi și fundația ei.

Încercați: în jocul de mai jos, activați „Plasare automată” (sau rulați celula următoare),
apoi lăsați 2♣ oriunde nu poate merge, de exemplu pe 4♦ de la capătul coloanei 7.""",
    ),
    (
        "code",
        'settings = SolitaireWidget(code="RU1-C-AAAAAJS", lang="{LANG}")\nsettings.game.play("A♣ f")\n'
        'print("double click:", settings.double_click, "· placement help:", settings.placement_help)\n'
        'print("interactive rules:", settings.interactive_rules, "· automatic placement:", settings.auto_place)\nsettings',
        'settings = SolitaireWidget(code="RU1-C-AAAAAJS", lang="{LANG}")\nsettings.game.play("A♣ f")\n'
        'yes_no = {True: "activată", False: "dezactivată"}\n'
        'print("dublu clic:", yes_no[settings.double_click], "· ajutor la plasare:", yes_no[settings.placement_help])\n'
        'print("reguli interactive:", yes_no[settings.interactive_rules], "· plasare automată:", yes_no[settings.auto_place])\n'
        "settings",
    ),
    (
        "code",
        "settings.auto_place = True\n# What the widget does when 2♣ is released where it cannot go: a double tap.\n"
        'print("2♣ dropped on 4♦ →", settings.game.double_tap("2♣"))\nprint(settings.game)',
        "settings.auto_place = True\n# Ce face widgetul când 2♣ este eliberat unde nu poate merge: o atingere dublă.\n"
        'print("2♣ lăsat pe 4♦ →", settings.game.double_tap("2♣"))\nprint(settings.game)',
    ),
    (
        "md",
        """## 13. The Relaxed rule («Culori mixte»)

The «Partidă nouă» (“New game”) window offers two rules. **«Clasică» (“Classic”) is selected by
default**: everything above. In «Relaxat» (“Relaxed”) mode, «Culori mixte» (“Mixed suits”) in
the app, **the suit no longer matters in the columns**: a card goes on any card exactly one
rank higher. The deal, the groups, the empty column, the foundations and the scoring stay the
same. The game code keeps the rule: the deal of section 5 with an `R`.""",
        """## 13. Regula Relaxată („Culori mixte”)

Fereastra „Partidă nouă” oferă două reguli. **„Clasică” este selectată implicit**: tot ce
este mai sus. În modul „Relaxat” („Culori mixte” în aplicație), **culoarea nu mai contează în
coloane**: o carte se poate așeza pe orice carte cu exact un rang mai mare. Împărțirea
cărților, grupurile, coloana goală, fundațiile și punctajul rămân neschimbate. Codul partidei
păstrează regula: distribuția din secțiunea 5, cu un `R`.""",
    ),
    (
        "code",
        'from rsol_widget.messages import LABELS\n\nprint("a new game:", LABELS["{LANG}"][Game.new().rule], "·", '
        'LABELS["{LANG}"][SolitaireWidget().game.rule])\n'
        'relaxed = Game.from_code("RU1-R-AAAAAFW"{lang})\nprint("the same cards:", relaxed.columns == Game.from_code("RU1-C-AAAAAFW").columns)\n'
        'play(relaxed, "7♥ c7")  # 7♥ on 8♦: refused in Classic',
        'from rsol_widget.messages import LABELS\n\nprint("o partidă nouă:", LABELS["{LANG}"][Game.new().rule], "·", '
        'LABELS["{LANG}"][SolitaireWidget().game.rule])\n'
        'relaxed = Game.from_code("RU1-R-AAAAAFW"{lang})\nsame = relaxed.columns == Game.from_code("RU1-C-AAAAAFW").columns\n'
        'print("aceleași cărți:", "da" if same else "nu")\nplay(relaxed, "7♥ c7")  # 7♥ pe 8♦: refuzat în modul Clasic',
    ),
    (
        "md",
        "The rank still has to be exactly one higher; the rule's name is now «Culori mixte»:",
        "Rangul trebuie să fie în continuare exact cu unu mai mare; regula se numește acum „Culori mixte”:",
    ),
    ("code", 'attempt(relaxed, "6♥ c2")'),
    (
        "md",
        """## Cheat sheet

| | |
|---|---|
| **Goal** | all 52 cards onto the 4 foundations, each suit from A up to K |
| **Board** | 7 columns `c1`…`c7` (1, 6, 7, 8, 9, 10, 11 cards; 21 face down); 4 foundations `f`, ♠ ♥ ♦ ♣ |
| **Last card** | the bottom card of a column's fan, the one shown whole (rightmost in the text) |
| **Move** | `<card> <destination>`: `7♥ c3`, `A♣ f` |
| **On a column** | a face-up card, with everything on it, onto a last card of the **same suit, one rank higher** («Aceeași culoare»); Relaxed («Culori mixte»): any suit, one rank higher |
| **Empty column** | only a king, with whatever lies on it |
| **Foundation** | one suit, A first, then one card at a time, only a column's last card; the top card can be taken back |
| **By itself** | only a hidden card left at the end of a column turns face up; nothing else moves |
| **Limits** | a group of at most 20 cards; undo up to 100 moves, one at a time |
| **Score** | +10 a card onto a foundation, +5 a card turned; 625 for a win without take-backs |
| **Gestures** | tap: to the foundation; double tap: foundation, else the longest column, else an empty column for a king |
| **Settings** | «Dublu clic» on · «Ajutor la plasare» on · «Reguli interactive» on · «Plasare automată» off |

Every refusal, with the engine's reason (`IllegalMove.reason`), in the order the engine checks:

| reason | when |
|---|---|
| `game_won` | the game is won: nothing more is played, not even undo (this project's choice) |
| `hidden_card` | the card is face down |
| `foundation_top` | a foundation card that is not the top one |
| `group_limit` | a group of more than 20 cards |
| `same_place` | the card is already there |
| `not_last_card` | to a foundation, but not the last card of its column |
| `foundation` | to a foundation out of order |
| `empty_column` | not a king, into an empty column |
| `same_suit` | Classic: not the same suit |
| `rank` | not exactly one rank higher |
| `no_undo` | undo with nothing left to undo |
| `no_redo` | redo with nothing undone to play again (redo is this library's addition) |""",
        """## Fișă recapitulativă

| | |
|---|---|
| **Scopul** | toate cele 52 de cărți pe cele 4 fundații, fiecare culoare de la A la K |
| **Tabla** | 7 coloane `c1`…`c7` (1, 6, 7, 8, 9, 10, 11 cărți; 21 cu fața în jos); 4 fundații `f`, ♠ ♥ ♦ ♣ |
| **Ultima carte** | cartea de la capătul de jos al evantaiului, vizibilă în întregime (cea din dreapta în text) |
| **Mutarea** | `<carte> <destinație>`: `7♥ c3`, `A♣ f` |
| **Pe o coloană** | o carte vizibilă, cu tot ce stă pe ea, pe o ultimă carte de **aceeași culoare, cu un rang mai mare** („Aceeași culoare”); Relaxat („Culori mixte”): orice culoare, cu un rang mai mare |
| **Coloana goală** | doar un rege, cu tot ce stă pe el |
| **Fundația** | o singură culoare, întâi asul, apoi câte o carte, doar ultima carte a unei coloane; cartea de deasupra poate fi luată înapoi |
| **Singur** | doar o carte ascunsă rămasă la capătul unei coloane se întoarce; nimic altceva nu se mută |
| **Limite** | un grup de cel mult 20 de cărți; anularea a cel mult 100 de mutări, una câte una |
| **Scorul** | +10 pentru o carte pe fundație, +5 pentru o carte întoarsă; 625 pentru un câștig fără luări înapoi |
| **Gesturi** | atingere: pe fundație; atingere dublă: fundația, altfel coloana cea mai lungă, altfel o coloană goală pentru un rege |
| **Setări** | „Dublu clic” activată · „Ajutor la plasare” activată · „Reguli interactive” activată · „Plasare automată” dezactivată |

Fiecare refuz, cu motivul dat de motor (`IllegalMove.reason`), în ordinea în care le verifică:

| motiv | când |
|---|---|
| `game_won` | partida este câștigată: nu se mai joacă nimic, nici măcar anularea (alegerea proiectului) |
| `hidden_card` | cartea este cu fața în jos |
| `foundation_top` | o carte din fundație care nu este cea de deasupra |
| `group_limit` | un grup de peste 20 de cărți |
| `same_place` | cartea este deja acolo |
| `not_last_card` | spre fundație, dar nu este ultima carte a coloanei |
| `foundation` | spre fundație, în altă ordine |
| `empty_column` | nu este rege, spre o coloană goală |
| `same_suit` | Clasică: nu este aceeași culoare |
| `rank` | nu este exact cu un rang mai mare |
| `no_undo` | anulare când nu mai este nimic de anulat |
| `no_redo` | refacere când nu este nicio mutare anulată (refacerea este un adaos al bibliotecii) |""",
    ),
    (
        "md",
        """## Appendix: can this deal be won, and how?

`solve` searches the whole game from any position. Like every solver of its kind, **it sees
the face-down cards**, so “winnable” means winnable with perfect knowledge; a player, who does
not see them, may still lose a winnable deal. Only about one Classic deal in 15 can be won.""",
        """## Anexă: se poate câștiga această distribuție, și cum?

`solve` caută în tot jocul, din orice poziție. Ca orice rezolvitor de acest fel, **vede
cărțile cu fața în jos**, deci „se poate câștiga” înseamnă că se poate câștiga știind unde
este fiecare carte; un jucător, care nu le vede, poate pierde totuși o distribuție care se
poate câștiga. Doar aproximativ una din 15 distribuții în modul Clasic se poate câștiga.""",
    ),
    (
        "code",
        'from rsol_widget import solve\n\nverdict = {"won": "winnable", "unwinnable": "cannot be won", "unknown": "not decided"}\n'
        'for code in ("RU1-C-AAAAAFW", "RU1-C-AAAAAJS"):\n    result = solve(Game.from_code(code))\n'
        '    print(code, "→", verdict[result.status], f"({len(result.moves)} moves)" if result.moves else "")',
        'from rsol_widget import solve\n\nverdict = {"won": "se poate câștiga", "unwinnable": "nu se poate câștiga", "unknown": "nedecis"}\n'
        'for code in ("RU1-C-AAAAAFW", "RU1-C-AAAAAJS"):\n    result = solve(Game.from_code(code))\n'
        '    print(code, "→", verdict[result.status], f"({len(result.moves)} de mutări)" if result.moves else "")',
    ),
    (
        "md",
        """The solver's winning line for `RU1-C-AAAAAFW`, replayed with the replay controls: play it
(▶), step through it, or pick a move in the list. Every win needs at least 52 moves, one for
each card sent to a foundation.""",
        """Linia câștigătoare a rezolvitorului pentru `RU1-C-AAAAAFW`, reluată cu butoanele de
redare: porniți „Redare” (▶), mergeți mutare cu mutare sau alegeți o mutare din listă. Orice
câștig cere cel puțin 52 de mutări, câte una pentru fiecare carte trimisă pe o fundație.""",
    ),
    (
        "code",
        "from rsol_widget import Record\nfrom rsol_widget.record import Entry\nfrom rsol_widget.replay_controls import ReplayControls\n\n"
        'line = solve(Game.from_code("RU1-C-AAAAAFW")).moves\nrecord = Record("RU1-C-AAAAAFW", [Entry(move) for move in line])\n'
        'controls = ReplayControls(record, lang="{LANG}")\ncontrols',
    ),
    ("code", "controls.goto(len(record))\nprint(controls.comment.value)\nprint(controls.board.game)"),
]


def example_steps(record_len: int, entries: list) -> list[tuple[str, ...]]:
    """The example game's cells: an introduction, one cell per step, the listing and the controls."""
    steps: list[tuple[str, ...]] = [
        (
            "md",
            """# The example game, move by move

The rules of Russian Solitaire speak of a documented example game: its **move 3 moves the
group 3♣ 7♦ A♠ 4♠ 10♥** (3♣ at the base, out of order), and at some point **a group that is
not headed by a king is refused on an empty column**. That page is not available, so this is
a real game built to show both, on deal `RU1-C-QXNADBF`, won at 625 points without taking
anything back from the foundations.

**How the moves were chosen.** A program played them (`tools/make_example_game.py`): at each
point it took the move a person would favour (turn a card over, empty a column for a king,
start a foundation) among those after which **a solver that sees the face-down cards** still
found a win. So this line never runs into a dead end, which a player who cannot see the hidden
cards could not promise: read it as a demonstration of the rules, not as a lesson in strategy.
Each comment says what the move does and why it is played.""",
            """# Partida exemplu, mutare cu mutare

Regulile jocului Russian Solitaire vorbesc despre o partidă exemplu documentată: **a treia ei
mutare deplasează grupul 3♣ 7♦ A♠ 4♠ 10♥** (3♣ la bază, în dezordine), iar la un moment dat **un grup
care nu începe cu un rege este refuzat pe o coloană goală**. Pagina aceea nu este disponibilă,
așa că aceasta este o partidă reală construită ca să le arate pe amândouă, pe distribuția
`RU1-C-QXNADBF`, câștigată cu 625 de puncte fără a lua nimic înapoi din fundații.

**Cum au fost alese mutările.** Le-a jucat un program (`tools/make_example_game.py`): la
fiecare pas a ales mutarea pe care ar prefera-o un om (întoarcerea unei cărți, golirea unei
coloane pentru un rege, începerea unei fundații) dintre cele după care **un rezolvitor care
vede cărțile cu fața în jos** mai găsea un câștig. De aceea linia nu ajunge niciodată într-un
impas, lucru pe care un jucător care nu vede cărțile ascunse nu l-ar putea garanta: citiți-o
ca pe o demonstrație a regulilor, nu ca pe o lecție de strategie. Fiecare comentariu spune ce
face mutarea și de ce este jucată.""",
        ),
        (
            "code",
            "from rsol_widget import examples\nfrom rsol_widget.replay_controls import ReplayControls, Walk\n\n"
            'record = examples.load("example-game"{lang})\nprint(record.title)\nprint(record.comment)\n'
            'walk = Walk(record, lang="{LANG}")\nwalk',
        ),
        (
            "md",
            """## Cell by cell

Each cell below takes one step of the game: `walk.step()` plays the next move, outlined in
yellow (the dashed outline shows where it came from), or tries the refused attempt, marked in
red with its rule. Run them in order; `walk.back()` goes one step back and
`walk.goto_move(n)` jumps to the position after move n (see the end of this section).""",
            """## Celulă cu celulă

Fiecare celulă de mai jos face un pas al partidei: `walk.step()` joacă mutarea următoare,
conturată cu galben (conturul punctat arată de unde a plecat), sau face încercarea refuzată,
marcată cu roșu, împreună cu regula ei. Rulați-le în ordine; `walk.back()` se întoarce un pas,
iar `walk.goto_move(n)` sare la poziția de după mutarea n (vedeți sfârșitul secțiunii).""",
        ),
    ]
    headings = {
        3: ("### Move 3: the five-card group", "### Mutarea 3: grupul de cinci cărți"),
        4: (
            "### The refused attempt: only a king goes into an empty column",
            "### Încercarea refuzată: într-o coloană goală intră doar un rege",
        ),
    }
    ply = 0
    for index, entry in enumerate(entries, 1):
        if entry.refused is None:
            ply += 1
        if index in headings:
            steps.append(("md", *headings[index]))
        elif entry.refused is None and ply == record_len - 32:
            steps.append(
                (
                    "md",
                    "### The last 33 moves: every card to its foundation, one by one",
                    "### Ultimele 33 de mutări: fiecare carte pe fundația ei, una câte una",
                )
            )
        steps.append(("code", "walk.step()"))
    steps += [
        (
            "md",
            "Back one step, then straight to the position after move 3:",
            "Un pas înapoi, apoi direct la poziția de după mutarea 3:",
        ),
        ("code", "walk.back()\nprint(walk)\nwalk.goto_move(3)"),
        (
            "md",
            """## The whole game

Every step, the refused attempt included, with its comment:""",
            """## Toată partida

Fiecare pas, inclusiv încercarea refuzată, cu comentariul lui:""",
        ),
        ("code", "walk.goto(0)\nwhile walk.step():\n    print(walk.line())"),
        (
            "md",
            """## With the replay controls

First / back / play / forward / last, a slider over the steps and the list of moves: the board
above them is a live game (`SolitaireWidget`) showing the position at each step. The refused
attempt is a step of its own: the board shows the position it was tried in, and the line under
the buttons says which rule refused it.""",
            """## Cu butoanele de redare

Prima poziție / înapoi / „Redare” / înainte / ultima poziție, un cursor peste pași și lista
mutărilor: tabla de deasupra lor este un joc viu (`SolitaireWidget`) care arată poziția de la
fiecare pas. Încercarea refuzată este un pas separat: tabla arată poziția în care a fost
făcută, iar rândul de sub butoane spune ce regulă a refuzat-o.""",
        ),
        ("code", 'controls = ReplayControls(record, lang="{LANG}")\ncontrols'),
        ("code", "controls.goto(3)\ncontrols.goto_step(controls.step + 1)\nprint(controls.comment.value)"),
    ]
    return steps


PLAY: list[tuple[str, ...]] = [
    (
        "md",
        """# Play Russian Solitaire

Run the cell below to play. It continues your last unfinished game (saved after every move in
your Jupyter data folder), or deals a new Classic game. Drag cards, tap a column's last card to
send it to its foundation, double-tap to find it a place; the buttons undo, start a new game
(Classic or Relaxed, or a deal by its code) and open the settings. Your statistics are kept too.
New to the game? Start with `tutorial.ipynb`.""",
        "",
    ),
    (
        "code",
        'from rsol_widget import SolitaireWidget\n\n# SolitaireWidget(code="RU1-C-AAAAABB") plays a deal by its code; rule="relaxed" plays «Culori mixte»;\n# lang="ro" speaks Romanian. resume_or_new() keeps the game and the statistics in the Jupyter data folder.\ngame = SolitaireWidget.resume_or_new()\ngame',
    ),
]

KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}


def build(steps: list[tuple[str, ...]], lang: str) -> nbformat.NotebookNode:
    """A notebook from steps, in ``lang`` (see the comment above :data:`STEPS`)."""
    nb = nbformat.v4.new_notebook()
    keyword = ', lang="ro"' if lang == "ro" else ""
    pick = 0 if lang == "en" else 1
    for kind, *texts in steps:
        if kind == "helpers":
            cell = nbformat.v4.new_code_cell(helpers(lang))
            cell.metadata["jupyter"] = {"source_hidden": True}
            nb.cells.append(cell)
            continue
        text = texts[pick] if len(texts) > 1 else texts[0]
        if kind == "md":
            nb.cells.append(nbformat.v4.new_markdown_cell(text))
            continue
        cell = nbformat.v4.new_code_cell(text.replace("{lang}", keyword).replace("{LANG}", lang))
        if kind == "answer":
            cell.metadata["jupyter"] = {"source_hidden": True, "outputs_hidden": True}
            cell.metadata["tags"] = ["answer"]
        nb.cells.append(cell)
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    return nb


def coalesce_streams(outputs: list) -> list:
    """Join consecutive pieces of the same stream (the kernel may flush a print in two)."""
    out: list = []
    for output in outputs:
        if output.output_type == "stream" and out and out[-1].output_type == "stream" and out[-1].name == output.name:
            out[-1].text += output.text
        else:
            out.append(output)
    return out


def execute_and_write(nb: nbformat.NotebookNode, name: str, *, run: bool = True) -> nbformat.NotebookNode:
    """Run the notebook in a fresh kernel (outputs saved) and write it with stable cell ids."""
    if run:
        resources = {"metadata": {"path": str(NOTEBOOKS)}}
        NotebookClient(nb, timeout=600, kernel_name="python3", resources=resources).execute()
    stem = name.removesuffix(".ipynb").replace(".", "-")
    for i, cell in enumerate(nb.cells):
        cell.id = f"{stem}-{i:03d}"
        cell.metadata.pop("execution", None)  # run timings: noise in every regeneration's diff
        if cell.cell_type == "code":
            cell.outputs = coalesce_streams(cell.outputs)
    nbformat.validate(nb)
    target = NOTEBOOKS / name
    fd, tmp = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=NOTEBOOKS)
    os.chmod(tmp, 0o644)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            nbformat.write(nb, f)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    nbformat.read(target, as_version=4)  # it loads again
    print("wrote", target)
    return nb


def main() -> None:
    from rsol_widget import examples

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("names", nargs="*", help="only these notebooks (default: all)")
    args = parser.parse_args()
    record = examples.load("example-game")
    jobs = {
        "tutorial.ipynb": lambda: build(STEPS, "en"),
        "tutorial.ro.ipynb": lambda: build(STEPS, "ro"),
        "example_game.ipynb": lambda: build(example_steps(len(record), record.entries), "en"),
        "example_game.ro.ipynb": lambda: build(example_steps(len(record), record.entries), "ro"),
    }
    language_info = None
    for name, make in jobs.items():
        if args.names and name not in args.names:
            continue
        nb = execute_and_write(make(), name)
        language_info = nb.metadata.get("language_info")
    if not args.names or "play.ipynb" in args.names:
        play = build(PLAY, "en")
        if language_info is None:
            language_info = nbformat.read(NOTEBOOKS / "tutorial.ipynb", as_version=4).metadata["language_info"]
        play.metadata["language_info"] = language_info
        execute_and_write(play, "play.ipynb", run=False)


if __name__ == "__main__":
    main()

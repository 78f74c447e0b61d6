"""Every string the player reads, in English and Romanian: one catalogue.

Romanian labels are the app's own, exactly as the rules quote them («Partidă nouă»,
«Aceeași culoare», «Culori mixte», …).
"""

from __future__ import annotations

from .cards import RANK_NAMES, Card

LANGS = ("en", "ro")
LANGUAGE_NAMES = {"en": "English", "ro": "Română"}
"""Each language's name in that language (the language menu shows these)."""

REASONS = (
    "game_won",
    "hidden_card",
    "foundation_top",
    "group_limit",
    "same_place",
    "not_last_card",
    "foundation",
    "empty_column",
    "same_suit",
    "rank",
    "no_undo",
    "no_redo",
)
"""Refusal codes, in the order the engine checks them."""

SUIT_NAMES = {
    "en": ("spades", "hearts", "diamonds", "clubs"),
    "ro": ("pică", "cupă", "caro", "treflă"),
}
RANK_WORDS = {
    "en": ("ace", *RANK_NAMES[1:10], "jack", "queen", "king"),
    "ro": ("as", *RANK_NAMES[1:10], "valet", "damă", "popă"),
}
_OF = {"en": "of", "ro": "de"}

RULE_NAMES = {
    "same_suit": {"en": "Same suit", "ro": "Aceeași culoare"},
    "mixed_suits": {"en": "Mixed suits", "ro": "Culori mixte"},
    "empty_column": {"en": "Empty column", "ro": "Coloana goală"},
    "foundations": {"en": "Foundations", "ro": "Fundațiile"},
    "group_limit": {"en": "Groups of at most 20 cards", "ro": "Grupuri de cel mult 20 de cărți"},
    "allowed_moves": {"en": "Allowed moves", "ro": "Mutările permise"},
    "end": {"en": "End of the game", "ro": "Sfârșitul partidei"},
    "undo": {"en": "Undo", "ro": "Anulare"},
    "redo": {"en": "Redo", "ro": "Refacere"},
}

_REASON_RULE = {
    "game_won": "end",
    "hidden_card": "allowed_moves",
    "foundation_top": "foundations",
    "group_limit": "group_limit",
    "same_place": "allowed_moves",
    "not_last_card": "foundations",
    "foundation": "foundations",
    "empty_column": "empty_column",
    "same_suit": "same_suit",
    "no_undo": "undo",
    "no_redo": "redo",
}

REFUSALS = {
    "en": {
        "game_won": "the game is won; no more moves are played.",
        "hidden_card": "{card} is face down; only face-up cards move.",
        "foundation_top": "{card} is not the top card of its foundation; only the top card can be taken back.",
        "group_limit": "the group from {card} has {count} cards; at most 20 cards move at once.",
        "same_place": "{card} is already {place}.",
        "not_last_card": "{card} is not the last card of its column; only a column's last card goes to a foundation.",
        "foundation": "{card} cannot go to its foundation; {need}.",
        "empty_column": "an empty column takes only a king, alone or with the cards on it; {card} is not a king.",
        "same_suit": "{card} goes only on a card of the same suit one rank higher, not on {target}.",
        "rank": "{card} goes only on a card exactly one rank higher, not on {target}.",
        "no_undo": "there is no move left to undo.",
        "no_redo": "there is no undone move to redo.",
    },
    "ro": {
        "game_won": "partida este câștigată; nu se mai fac mutări.",
        "hidden_card": "{card} este cu fața în jos; se mută doar cărțile vizibile.",
        "foundation_top": (
            "{card} nu este cartea de deasupra a fundației sale; doar cartea de deasupra poate fi luată înapoi."
        ),
        "group_limit": "grupul de la {card} are {count} de cărți; se mută cel mult 20 de cărți deodată.",
        "same_place": "{card} este deja {place}.",
        "not_last_card": (
            "{card} nu este ultima carte a coloanei sale; doar ultima carte a unei coloane poate merge pe fundație."
        ),
        "foundation": "{card} nu poate merge pe fundația sa; {need}.",
        "empty_column": (
            "o coloană goală acceptă doar un rege, singur sau cu cărțile de deasupra lui; {card} nu este rege."
        ),
        "same_suit": "{card} se așază doar pe o carte din aceeași familie, cu un rang mai mare, nu pe {target}.",
        "rank": "{card} se așază doar pe o carte cu exact un rang mai mare, nu pe {target}.",
        "no_undo": "nu mai este nicio mutare de anulat.",
        "no_redo": "nu este nicio mutare anulată de refăcut.",
    },
}

PLACES = {
    "en": {"column": "in column {n}", "foundation": "on its foundation"},
    "ro": {"column": "în coloana {n}", "foundation": "pe fundația sa"},
}
NEXT_ON_FOUNDATION = {"en": "{need} comes next there", "ro": "acolo urmează {need}"}
FULL_FOUNDATION = {"en": "it is complete: nothing comes next", "ro": "este completă: nu mai urmează nimic"}

LABELS = {
    "en": {
        "new_game": "New game",
        "classic": "Classic",
        "relaxed": "Relaxed",
        "mixed_suits": "Mixed suits",
        "same_suit": "Same suit",
        "double_click": "Double click",
        "placement_help": "Placement help",
        "interactive_rules": "Interactive rules",
        "auto_place": "Automatic placement",
        "undo": "Undo",
        "settings": "Settings",
        "score": "Score",
        "moves": "Moves",
        "time": "Time",
        "code": "Game code",
        "won": "You won!",
        "foundation": "Foundation",
        "column": "Column",
        "rule": "Rule",
        "board": "Russian Solitaire",
        "bar": "Game bar",
        "tableau": "Tableau",
        "foundations": "Foundations",
        "face_down": "face-down card",
        "empty": "empty",
        "cards": "cards",
        "start": "Start",
        "cancel": "Cancel",
        "close": "Close",
        "code_optional": "Game code (optional)",
        "save_failed": "The game could not be saved",
        "bad_code": "This game code cannot be played",
        "custom_position": "hand-made position",
        "score_word": "score",
        "moves_word": "moves",
        "won_word": "won",
        "replay_first": "First position",
        "replay_back": "One move back",
        "replay_forward": "One move forward",
        "replay_last": "Last position",
        "replay_deal": "The deal",
        "refused_word": "refused",
        "language": "Language",
        "picked_up": "picked up; choose a place and press Enter, or Escape to cancel",
        "dropped_back": "put back",
        "moved_to": "moved to",
        "no_place": "no place for this card",
        "stale": "the board had changed; try again",
        "final_score": "Score",
        "final_time": "Time",
        "keys_help": "Arrows: move the selection; Enter or Space: pick up / put down the card; Escape: cancel; U: undo",
        "hints": "Hints",
        "hint": "Hint",
        "hint_to": "Hint: {card} to {place}",
        "hint_none": "Hint: no move is possible",
        "searching": "Looking for a winning line…",
        "winnable": "Winnable from here",
        "unwinnable": "No winning line from here",
        "unknown": "Not decided yet",
        "static_view": "Saved picture: no kernel is connected. Run the cell to play.",
        "replay_play": "Play",
        "to_column": "to column {n}",
        "to_foundation": "to its foundation",
        "last_move_word": "last move",
        "arrows_word": "arrows",
        "rule_word": "rule",
        "message_word": "message",
    },
    "ro": {
        "new_game": "Partidă nouă",
        "classic": "Clasică",
        "relaxed": "Relaxat",
        "mixed_suits": "Culori mixte",
        "same_suit": "Aceeași culoare",
        "double_click": "Dublu clic",
        "placement_help": "Ajutor la plasare",
        "interactive_rules": "Reguli interactive",
        "auto_place": "Plasare automată",
        "undo": "Anulare",
        "settings": "Setări",
        "score": "Scor",
        "moves": "Mutări",
        "time": "Timp",
        "code": "Cod de partidă",
        "won": "Partidă câștigată!",
        "foundation": "Fundație",
        "column": "Coloana",
        "rule": "Regula",
        "board": "Russian Solitaire",
        "bar": "Bara de joc",
        "tableau": "Tablou",
        "foundations": "Fundațiile",
        "face_down": "carte cu fața în jos",
        "empty": "goală",
        "cards": "cărți",
        "start": "Începe",
        "cancel": "Renunță",
        "close": "Închide",
        "code_optional": "Cod de partidă (opțional)",
        "save_failed": "Partida nu a putut fi salvată",
        "bad_code": "Acest cod de partidă nu poate fi jucat",
        "custom_position": "poziție construită de mână",
        "score_word": "scor",
        "moves_word": "mutări",
        "won_word": "câștigată",
        "replay_first": "Prima poziție",
        "replay_back": "O mutare înapoi",
        "replay_forward": "O mutare înainte",
        "replay_last": "Ultima poziție",
        "replay_deal": "Împărțirea cărților",
        "refused_word": "refuzată",
        "language": "Limba",
        "picked_up": "luată; alegeți un loc și apăsați Enter sau apăsați Escape pentru a renunța",
        "dropped_back": "pusă înapoi",
        "moved_to": "mutată pe",
        "no_place": "niciun loc pentru această carte",
        "stale": "tabla s-a schimbat între timp; încercați din nou",
        "final_score": "Scor",
        "final_time": "Timp",
        "keys_help": (
            "Săgeți: deplasați selecția; Enter sau Spațiu: luați / așezați cartea; Escape: renunțați; U: anulați"
        ),
        "hints": "Indicii",
        "hint": "Indiciu",
        "hint_to": "Indiciu: {card} pe {place}",
        "hint_none": "Indiciu: nicio mutare nu este posibilă",
        "searching": "Se caută o linie câștigătoare…",
        "winnable": "Se poate câștiga de aici",
        "unwinnable": "Nu se mai poate câștiga de aici",
        "unknown": "Nedecis încă",
        "static_view": "Imagine salvată: niciun kernel nu este conectat. Rulați celula pentru a juca.",
        "replay_play": "Redare",
        "to_column": "în coloana {n}",
        "to_foundation": "pe fundația ei",
        "last_move_word": "ultima mutare",
        "arrows_word": "săgeți",
        "rule_word": "regula",
        "message_word": "mesajul",
    },
}


def check_lang(lang: str) -> str:
    """Return ``lang`` if it is a supported language, else raise :class:`ValueError`."""
    if lang not in LANGS:
        raise ValueError(f"the language is one of {', '.join(LANGS)}, not {lang!r}")
    return lang


def card_name(card: Card, lang: str = "en") -> str:
    """The spoken name of a card: ``"7 of hearts"``, ``"7 de cupă"``, ``"ace of spades"``."""
    return f"{RANK_WORDS[lang][card.rank - 1]} {_OF[lang]} {SUIT_NAMES[lang][card.suit]}"


def rule_name(reason: str, rule: str) -> dict[str, str]:
    """The name of the rule behind a refusal, in every language."""
    if reason == "rank":
        return RULE_NAMES["same_suit" if rule == "classic" else "mixed_suits"]
    return RULE_NAMES[_REASON_RULE[reason]]


def refusal_texts(reason: str, rule: str, **fields: object) -> tuple[dict[str, str], dict[str, str]]:
    """The refusal message ``"<Rule>: <what is wrong>."`` and the rule's name, per language.

    ``fields`` may hold ``card``/``target`` (:class:`Card`), ``count``, ``dest`` (0..6 or 7
    for the foundation) and ``need`` (the card a foundation expects, or ``None`` when full).
    """
    names = rule_name(reason, rule)
    texts = {}
    for lang in LANGS:
        values: dict[str, object] = {k: v for k, v in fields.items() if not isinstance(v, Card)}
        for key in ("card", "target"):
            if key in fields:
                values[key] = str(fields[key])
        if "dest" in fields:
            dest = fields["dest"]
            values["place"] = (
                PLACES[lang]["foundation"] if dest == 7 else PLACES[lang]["column"].format(n=int(str(dest)) + 1)
            )
        if "need" in fields:
            need = fields["need"]
            values["need"] = FULL_FOUNDATION[lang] if need is None else NEXT_ON_FOUNDATION[lang].format(need=need)
        texts[lang] = f"{names[lang]}: {REFUSALS[lang][reason].format(**values)}"
    return texts, names

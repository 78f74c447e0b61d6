"""Issue 35 item 7, the kernel's part: the page may say a game "counts as lost" only when it does.
``statistics["counting"]`` says whether the game shown counts (a deal does; an opened record never)."""

from __future__ import annotations

from pathlib import Path

from widget_client import Client

from rsol_widget import Game, SolitaireWidget
from rsol_widget.record import Record

CODE = "RU1-C-AAAAAAA"


def test_a_dealt_game_counts_and_an_opened_record_never_does(tmp_path: Path) -> None:
    client = Client(SolitaireWidget(code=CODE, stats=tmp_path / "s.sqlite3"))
    client.ask("move", card="7♣", dest=0)
    assert client.w.statistics["counting"] is True
    game = Game.from_code(CODE)
    game.play("7♣ c1")
    reply = client.ask("open_record", text=Record.from_game(game).dumps())
    assert reply is not None and reply["status"] == "done"
    assert client.w.statistics["counting"] is False
    client.ask("move", card="9♦", dest=6)
    assert client.w.statistics["counting"] is False, "moves on an opened record still never count"
    client.ask("new_game", code=CODE)
    assert client.w.statistics["counting"] is True

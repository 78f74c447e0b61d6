"""Pictures of a position: text and SVG never name a face-down card."""

import xml.etree.ElementTree as ET

from positions import position

from rsol_widget import Game


def test_text_picture_shows_columns_and_hides_face_down_cards(deal0):
    text = str(deal0)
    lines = text.splitlines()
    assert lines[0].startswith("RU1-C-AAAAAAA · Classic · score 0 · moves 0")
    assert lines[2] == "c1: 8♣"
    assert lines[8] == "c7: ## ## ## ## ## ## 5♣ 6♥ 4♦ K♠ 10♦"
    assert "J♦" not in text  # face down in c2


def test_text_picture_shows_foundation_tops_and_empty_columns():
    g = position("", "K♠", found="Q♠ 3♥")
    text = str(g)
    assert "Q♠" in text and "3♥" in text and "--♦" in text and "c1: (empty)" in text


def test_svg_is_well_formed_and_hides_face_down_cards(deal0):
    svg = deal0._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")
    texts = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text")]
    assert "8♣" in texts and "10♦" in texts
    assert "J♦" not in texts and "7♥" not in texts  # both face down


def test_svg_grows_with_long_columns():
    short = Game.from_code("RU1-C-AAAAAAA")._repr_svg_()
    run = "K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠ 6♠ 5♠ 4♠ 3♠ 2♠ A♠ K♥ Q♥ J♥ 10♥ 9♥ 8♥ 7♥"
    tall = position(run)._repr_svg_()
    height = lambda svg: float(ET.fromstring(svg).get("height"))  # noqa: E731
    assert height(tall) > height(short)


def test_repr_is_short_and_stable(deal0):
    assert repr(deal0) == "<Game RU1-C-AAAAAAA classic score=0 moves=0>"


def test_pictures_speak_the_games_language():
    g = Game.from_code("RU1-R-AAAAABB", lang="ro")
    assert str(g).splitlines()[0] == "RU1-R-AAAAABB · Relaxat · scor 0 · mutări 0"
    assert "Relaxat · scor 0" in g._repr_svg_()
    assert "(goală)" in str(position("", "K♠", lang="ro"))

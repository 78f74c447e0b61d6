"""Pictures of a position: text and SVG never name a face-down card."""

import xml.etree.ElementTree as ET
from html import escape
from itertools import pairwise

import pytest
from positions import position

from rsol_widget import Game
from rsol_widget.render import board_svg


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


# ---------------------------------------------------------------- layout, labels, highlights
SVG = "{http://www.w3.org/2000/svg}"


def _root(svg):
    return ET.fromstring(svg)


def _texts(root, cls):
    return [t for t in root.iter(SVG + "text") if t.get("class") == cls]


def _rects(root, cls):
    return [r for r in root.iter(SVG + "rect") if r.get("class") == cls]


def _box(rect):
    return tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))


def _card_rect(root, label):
    """The white card rect whose corner label is ``label`` (the rect drawn just before the text)."""
    elems = list(root.iter())
    for i, e in enumerate(elems):
        if e.tag == SVG + "text" and e.text == label and e.get("class", "").split()[:1] == ["cl"]:
            return _box(elems[i - 1])
    raise AssertionError(f"{label} not drawn")


def _inside(inner, outer):
    ix, iy, iw, ih = inner
    ox, oy, ow, oh = outer
    return ox <= ix and oy <= iy and ix + iw <= ox + ow and iy + ih <= oy + oh


def test_the_picture_is_as_wide_as_the_widget(deal0):
    root = _root(deal0._repr_svg_())
    assert root.get("width") == "848" and root.get("viewBox").startswith("0 0 848 ")


def test_the_caption_has_its_own_line_above_the_foundations():
    g = Game.from_code("RU1-C-AAAAAFW")
    root = _root(g._repr_svg_())
    (caption,) = _texts(root, "caption")
    assert caption.text == "RU1-C-AAAAAFW · Classic · score 0 · moves 0"
    slots = [r for r in root.iter(SVG + "rect") if r.get("class") == "sl"]
    top_of_piles = min(float(r.get("y")) for r in slots)
    assert float(caption.get("y")) < top_of_piles  # the caption's baseline is above every pile


def test_columns_and_foundations_are_labelled_in_the_games_language():
    root = _root(Game.from_code("RU1-C-AAAAAAA")._repr_svg_())
    labels = _texts(root, "column-label")
    assert [t.text for t in labels] == [f"c{k}" for k in range(1, 8)]
    xs = [float(t.get("x")) for t in labels]
    assert xs == sorted(xs)  # left to right
    (found,) = _texts(root, "foundation-label")
    assert "Foundations (f)" in found.text
    ro = _root(Game.from_code("RU1-C-AAAAAAA", lang="ro")._repr_svg_())
    assert "Fundațiile (f)" in _texts(ro, "foundation-label")[0].text


def test_each_column_label_stands_over_its_column(deal0):
    root = _root(deal0._repr_svg_())
    labels = {t.text: float(t.get("x")) for t in _texts(root, "column-label")}
    x, _, w, _ = _card_rect(root, "8♣")  # column 1
    assert x < labels["c1"] < x + w
    x, _, w, _ = _card_rect(root, "10♦")  # column 7
    assert x < labels["c7"] < x + w


def test_lastmove_outlines_the_moved_group_and_where_it_came_from(deal0):
    deal0.play("5♣ c2")  # 5♣ takes 6♥ 4♦ K♠ 10♦ from column 7 onto 6♣
    root = _root(board_svg(deal0, lastmove="5♣ c2"))
    (outline,) = _rects(root, "lastmove")
    for card in ("5♣", "6♥", "4♦", "K♠", "10♦"):
        assert _inside(_card_rect(root, card), _box(outline))
    assert not _inside(_card_rect(root, "6♣"), _box(outline))  # the card it went on stays out
    (source,) = _rects(root, "lastmove-from")
    assert abs(_box(source)[0] - _card_rect(root, "10♦")[0]) > 100  # it came from another column (c7)


def test_lastmove_on_a_foundation_and_a_wrong_lastmove():
    g = Game.from_code("RU1-C-AAAAAJS")
    g.play("A♣ f")
    root = _root(board_svg(g, lastmove="A♣ f"))
    (outline,) = _rects(root, "lastmove")
    assert _inside(_card_rect(root, "A♣"), _box(outline))
    with pytest.raises(ValueError, match="lastmove='2♣ f'"):
        board_svg(g, lastmove="2♣ f")


def _points(arrow):
    line = arrow.find(SVG + "polyline")
    return [tuple(float(v) for v in pair.split(",")) for pair in line.get("points").split()]


def _cards(root):
    return [_box(r) for r in root.iter(SVG + "rect") if r.get("class") in ("cf", "cb")]


LABEL = (180.0, 46.0, 362.0 - 182.0, 134.0)
"""Where "Foundations (f) →" is written, left of the first foundation (FOUNDATION_Y 46, CARD_H 134)."""


def _crosses(segment, box, pad=3.0):
    """Whether an axis-parallel segment (drawn ``pad`` px either side) overlaps the box's inside."""
    (x0, y0), (x1, y1) = segment
    x, y, w, h = box
    lo_x, hi_x = min(x0, x1) - pad, max(x0, x1) + pad
    lo_y, hi_y = min(y0, y1) - pad, max(y0, y1) + pad
    return lo_x < x + w and hi_x > x and lo_y < y + h and hi_y > y


def test_arrows_go_from_the_card_to_its_destination():
    g = Game.from_code("RU1-C-AAAAAFW")
    root = _root(board_svg(g, arrows=["7♥ c3", "Q♥ f"]))
    arrows = [e for e in root.iter(SVG + "g") if e.get("class") == "arrow"]
    assert len(arrows) == 2
    (x0, y0), *_ = points = _points(arrows[0])
    sx, sy, _, _ = _card_rect(root, "7♥")
    tx, ty, tw, th = _card_rect(root, "8♥")
    assert sx - 24 < x0 < sx and sy < y0 < sy + 30  # beside the strip of 7♥ (column 4, moving left)
    tip = [float(v) for v in arrows[0].find(SVG + "polygon").get("points").split()[0].split(",")]
    assert tx + tw <= tip[0] <= tx + tw + 4 and ty < tip[1] < ty + th  # at the side of 8♥
    assert len(points) >= 4


@pytest.mark.parametrize(
    ("code", "played"),
    [("RU1-C-AAAAAAA", ()), ("RU1-C-AAAAAFW", ()), ("RU1-C-AAAAAJS", ("A♣ f", "2♣ f")), ("RU1-R-AAAAAFW", ())],
)
def test_no_arrow_crosses_a_card_or_covers_a_corner(code, played):
    """Every legal move's arrow (take-backs too) and every refused attempt's dashed line run between the cards."""
    g = Game.from_code(code)
    for move in played:
        g.play(move)
    moves = list(g.legal_moves())
    cards = [c for col in g.columns for c in col[-5:]] + [p[-1] for p in g.foundations if p]
    tries = [m for m in (f"{c} c{k}" for c in map(str, cards) for k in range(1, 8)) if g.check(m) is not None]
    for move, kind in [*((m, "arrows") for m in moves), *((m, "refused") for m in tries[::7])]:
        root = _root(board_svg(g, **{kind: [move] if kind == "arrows" else move}))
        (arrow,) = [e for e in root.iter(SVG + "g") if e.get("class") in ("arrow", "refused-arrow")]
        points = _points(arrow)
        (xa, _), (xb, yb) = points[-2:]  # the last stretch ends at the destination's side: stop short of it
        points[-1] = (xb - 6 if xb > xa else xb + 6, yb)
        for segment in pairwise(points):
            hits = [box for box in [*_cards(root), LABEL] if _crosses(segment, box)]
            assert not hits, (str(move), segment, hits)


def test_the_card_a_move_turns_over_is_outlined(deal0):
    g = deal0.copy()
    g.play("5♣ c2")  # turns the last hidden card of column 7 face up
    root = _root(board_svg(g, lastmove="5♣ c2"))
    (turned,) = _rects(root, "turned")
    last = g.columns[6][-1]
    x, y, w, h = _card_rect(root, str(last))
    assert _inside((x, y, w, h), _box(turned))
    (source,) = _rects(root, "lastmove-from")
    assert float(source.get("y")) >= y + 26  # the dashed outline leaves the turned card's corner visible
    g.play("8♣ c6")  # turns nothing
    assert not _rects(_root(board_svg(g, lastmove="8♣ c6")), "turned")


def test_a_caption_is_written_under_the_board_inside_the_picture(deal0):
    plain = _root(board_svg(deal0))
    root = _root(board_svg(deal0, caption="Move 1 of 9: 5♣ c2 — " + "why " * 40))
    (note,) = _texts(root, "caption-note")
    lines = [span.text for span in note]
    assert lines[0].startswith("Move 1 of 9: 5♣ c2 — why") and len(lines) >= 2
    assert float(root.get("height")) > float(plain.get("height")) + 21 * (len(lines) - 1)


def test_refused_marks_the_attempt_and_says_why_and_a_legal_move_is_not_refused():
    g = Game.from_code("RU1-C-AAAAAFW", lang="ro")
    root = _root(board_svg(g, refused="7♥ c7"))
    (outline,) = _rects(root, "refused")
    assert _inside(_card_rect(root, "7♥"), _box(outline))
    assert any(e.get("class") == "refused-mark" for e in root.iter(SVG + "g"))
    (note,) = _texts(root, "refusal")
    lines = [span.text for span in note]
    assert len(lines) == 2 and all(len(line) <= 88 for line in lines)  # wrapped inside the picture
    text = " ".join(lines)
    assert text.startswith("✗ 7♥ c7 — Aceeași culoare: ") and "8♦" in text
    assert float(root.get("height")) > float(note.get("y")) + 21  # the second line is inside too
    err = g.check("7♥ c7")
    assert board_svg(g, refused=err) == board_svg(g, refused="7♥ c7")
    before = g.to_dict()
    with pytest.raises(ValueError, match="legal move here"):
        board_svg(g, refused="7♥ c3")
    assert g.to_dict() == before  # drawing never changes the game


def test_highlights_never_name_a_face_down_card(deal0):
    svg = board_svg(deal0, refused="J♦ c1", arrows=["J♦ c1"])  # J♦ is face down in column 2
    texts = [t.text for t in _root(svg).iter(SVG + "text") if t.get("class") != "refusal"]
    assert "J♦" not in texts


def test_picture_prints_the_text_board_and_what_is_marked():
    from rsol_widget.render import picture

    g = Game.from_code("RU1-C-AAAAAFW", lang="ro")
    g.play("7♥ c3")
    pic = picture(g, lastmove="7♥ c3", arrows=["Q♥ f"])
    assert repr(pic).splitlines()[0] == "RU1-C-AAAAAFW · Clasică · scor 0 · mutări 1"
    assert "ultima mutare: 7♥ c3" in repr(pic) and "săgeți: Q♥ f" in repr(pic)
    assert pic._repr_svg_().startswith("<svg")


@pytest.mark.parametrize("lang", ["en", "ro"])
def test_a_game_or_replay_shown_alone_is_an_html_image_and_the_text_board(monkeypatch, lang):
    """A ``Game`` (or a ``Replay``) as a cell's value shows as its picture in an HTML image (which an untrusted
    notebook renders and which scales to a narrow output), never as an SVG output; the text board beside."""
    import IPython.display

    from rsol_widget.record import Record
    from rsol_widget.render import headline, picture_output

    shown = []
    monkeypatch.setattr(IPython.display, "display", lambda *objs, **kw: shown.append((objs, kw)))
    g = Game.from_code("RU1-C-AAAAAFW", lang=lang)
    g._ipython_display_()
    assert shown == [((picture_output(board_svg(g), str(g)),), {"raw": True})]
    bundle = shown[0][0][0]
    assert set(bundle) == {"text/html", "text/plain"}
    assert bundle["text/html"].startswith("<img src='data:image/svg+xml;charset=utf-8,<svg")
    assert f'alt="{escape(headline(g))}"' in bundle["text/html"] and 'width="848"' in bundle["text/html"]
    assert bundle["text/plain"] == str(g) and "c1:" in bundle["text/plain"]
    shown.clear()
    g.play("7♥ c3")
    step = Record.from_game(g).replay(lang=lang).goto(1)
    step._ipython_display_()
    assert shown == [((picture_output(step.picture()._repr_svg_(), repr(step.picture())),), {"raw": True})]
